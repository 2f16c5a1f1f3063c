#ifndef CICUSHIMS_H
#define CICUSHIMS_H

// Stable wrappers around ICU's C API.
//
// ICU renames every C symbol per major version (ubrk_open becomes ubrk_open_72 on
// Debian 12), through macros in its headers. Swift imports functions, not macros,
// so it cannot call ICU by its documented names. These wrappers are compiled against
// ICU's headers, where the renaming happens, and give Swift fixed names.
//
// Text is UTF-16 (ICU's UChar). Offsets are UTF-16 code-unit offsets.
// Each function returns 0 on success or an ICU UErrorCode (> 0) on failure.

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Kinds of boundary analysis.
enum {
    TM_BREAK_CHARACTER = 0, ///< grapheme clusters (UAX #29)
    TM_BREAK_WORD = 1,
    TM_BREAK_LINE = 2,      ///< line-break opportunities (UAX #14, with dictionaries)
    TM_BREAK_SENTENCE = 3
};

/// Finds boundaries in `text[0..<length]`.
/// Writes up to `capacity` boundary offsets (excluding 0, including `length`) to `offsets`,
/// and, for line breaks, 1 in `hard[i]` where the boundary is a mandatory break (may be NULL).
/// `*count` receives the number of boundaries found; if it exceeds `capacity`, only
/// `capacity` were written. `locale` may be NULL or e.g. "th", "ja".
/// `strictness` (line only): 0 = the locale's default rules (for the root locale, UAX #14's
/// default, which treats small kana as non-starters), 1 = loose (`@lb=loose`),
/// 2 = strict (`@lb=strict`), 3 = keep-all, requested as `@lw=keepall`. ICU 72 ignores the
/// `lw` keyword (checked on Debian 12: "한국어 문장" breaks at 1 2 4 5 6 with or without it),
/// so 3 gives the default rules here, and callers must drop the breaks inside words
/// themselves (Typesetting's TextSegmentation does).
int32_t tm_icu_boundaries(int32_t kind, const char *locale, int32_t strictness,
                          const uint16_t *text, int32_t length,
                          int32_t *offsets, uint8_t *hard, int32_t capacity,
                          int32_t *count);

/// Resolves bidi embedding levels (UAX #9) for one paragraph.
/// `paragraphLevel`: 0 (LTR), 1 (RTL) or -1 (from the first strong character, LTR if none).
/// Writes `length` levels to `levels` and the resolved paragraph level to `*resolvedLevel`.
int32_t tm_icu_bidi_levels(const uint16_t *text, int32_t length, int32_t paragraphLevel,
                           uint8_t *levels, uint8_t *resolvedLevel);

/// Visual order for `count` runs with the given levels: `visualToLogical[i]` is the logical
/// index of the i-th run in visual order (ubidi_reorderVisual).
int32_t tm_icu_reorder_visual(const uint8_t *levels, int32_t count, int32_t *visualToLogical);

/// The Unicode Script property of a code point, as its ISO 15924 four-letter code
/// ("Latn", "Zyyy" for Common, "Zinh" for Inherited), written to `tag` (5 bytes with NUL).
int32_t tm_icu_script_tag(uint32_t codePoint, char tag[5]);

/// 1 when `codePoint` has `scriptTag` among its Script_Extensions, else 0.
int32_t tm_icu_has_script(uint32_t codePoint, const char *scriptTag);

/// ICU's name for an error code, e.g. "U_MEMORY_ALLOCATION_ERROR" (u_errorName).
/// The string is static; never NULL.
const char *tm_icu_error_name(int32_t code);

/// Line_Break property values (UAX #14) that Swift needs by name. The numbers are ICU's
/// ULineBreak values, which are stable API; shims.c checks them at compile time.
enum {
    TM_LB_AMBIGUOUS = 1,              ///< AI
    TM_LB_ALPHABETIC = 2,             ///< AL
    TM_LB_COMBINING_MARK = 9,         ///< CM
    TM_LB_IDEOGRAPHIC = 14,           ///< ID
    TM_LB_NUMERIC = 19,               ///< NU
    TM_LB_H2 = 31,
    TM_LB_H3 = 32,
    TM_LB_JL = 33,
    TM_LB_JT = 34,
    TM_LB_JV = 35,
    TM_LB_CONDITIONAL_JAPANESE_STARTER = 37, ///< CJ
    TM_LB_ZWJ = 42
};

/// The Line_Break property of a code point (one of ICU's ULineBreak values).
int32_t tm_icu_line_break_class(uint32_t codePoint);

/// Bidi_Class values (UAX #9) that Swift needs by name. The numbers are ICU's
/// UCharDirection values, which are stable API; shims.c checks them at compile time.
enum {
    TM_BIDI_B = 7,    ///< paragraph separator
    TM_BIDI_S = 8,    ///< segment separator
    TM_BIDI_WS = 9,
    TM_BIDI_LRE = 11,
    TM_BIDI_LRO = 12,
    TM_BIDI_RLE = 14,
    TM_BIDI_RLO = 15,
    TM_BIDI_PDF = 16,
    TM_BIDI_BN = 18,
    TM_BIDI_FSI = 19,
    TM_BIDI_LRI = 20,
    TM_BIDI_RLI = 21,
    TM_BIDI_PDI = 22
};

/// The Bidi_Class property of a code point (one of ICU's UCharDirection values).
/// Lone surrogates are code points too (class L).
int32_t tm_icu_bidi_class(uint32_t codePoint);

/// Bidi_Paired_Bracket_Type of a code point: 0 none, 1 open, 2 close. For 1 and 2,
/// `*pair` receives the other bracket of the pair (Bidi_Paired_Bracket), else the
/// code point itself.
int32_t tm_icu_paired_bracket(uint32_t codePoint, uint32_t *pair);

/// Resolves one paragraph like tm_icu_bidi_levels, then the line `text[start..<limit]`
/// with ubidi_setLine, which applies UAX #9 rule L1 (trailing whitespace takes the
/// paragraph level). Writes `limit - start` levels to `levels`.
int32_t tm_icu_bidi_line_levels(const uint16_t *text, int32_t length, int32_t paragraphLevel,
                                int32_t start, int32_t limit, uint8_t *levels);

/// ICU's version string, e.g. "72.1".
void tm_icu_version(char out[32]);

/// The Unicode version ICU implements, e.g. "15.0".
void tm_icu_unicode_version(char out[32]);

#ifdef __cplusplus
}
#endif

#endif
