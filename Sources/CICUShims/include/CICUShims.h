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
/// `strictness` (line only): 0 = normal, 1 = loose, 2 = strict, 3 = keep-all (no breaks
/// inside runs of letters/ideographs, like CSS word-break: keep-all).
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

/// ICU's version string, e.g. "72.1".
void tm_icu_version(char out[32]);

/// The Unicode version ICU implements, e.g. "15.0".
void tm_icu_unicode_version(char out[32]);

#ifdef __cplusplus
}
#endif

#endif
