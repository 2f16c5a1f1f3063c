#include "CICUShims.h"

#include <stdio.h>
#include <string.h>
#include <unicode/ubrk.h>
#include <unicode/ubidi.h>
#include <unicode/uscript.h>
#include <unicode/uversion.h>
#include <unicode/uchar.h>

int32_t tm_icu_boundaries(int32_t kind, const char *locale, int32_t strictness,
                          const uint16_t *text, int32_t length,
                          int32_t *offsets, uint8_t *hard, int32_t capacity,
                          int32_t *count) {
    *count = 0;
    if (length <= 0) return 0;
    UBreakIteratorType type;
    switch (kind) {
    case 0: type = UBRK_CHARACTER; break;
    case 1: type = UBRK_WORD; break;
    case 2: type = UBRK_LINE; break;
    case 3: type = UBRK_SENTENCE; break;
    default: return U_ILLEGAL_ARGUMENT_ERROR;
    }
    // Line-break tailorings are chosen through locale keywords (ICU's "lb" key).
    char loc[96];
    const char *base = locale ? locale : "";
    if (kind == 2 && strictness != 0) {
        const char *lb = strictness == 1 ? "loose" : strictness == 2 ? "strict" : "normal";
        if (strictness == 3) {
            snprintf(loc, sizeof loc, "%s@lw=keepall", base);
        } else {
            snprintf(loc, sizeof loc, "%s@lb=%s", base, lb);
        }
        base = loc;
    }
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *it = ubrk_open(type, base, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) {
        if (it) ubrk_close(it);
        return (int32_t)status;
    }
    int32_t n = 0;
    for (int32_t b = ubrk_next(it); b != UBRK_DONE; b = ubrk_next(it)) {
        if (n < capacity) {
            offsets[n] = b;
            if (hard) {
                int32_t rs = ubrk_getRuleStatus(it);
                hard[n] = (kind == 2 && rs >= UBRK_LINE_HARD && rs < UBRK_LINE_HARD_LIMIT) ? 1 : 0;
            }
        }
        n++;
    }
    ubrk_close(it);
    *count = n;
    return 0;
}

int32_t tm_icu_bidi_levels(const uint16_t *text, int32_t length, int32_t paragraphLevel,
                           uint8_t *levels, uint8_t *resolvedLevel) {
    *resolvedLevel = paragraphLevel == 1 ? 1 : 0;
    if (length <= 0) return 0;
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &status);
    if (U_FAILURE(status)) return (int32_t)status;
    UBiDiLevel level = paragraphLevel < 0 ? UBIDI_DEFAULT_LTR : (UBiDiLevel)paragraphLevel;
    ubidi_setPara(bidi, (const UChar *)text, length, level, NULL, &status);
    if (U_SUCCESS(status)) {
        const UBiDiLevel *lv = ubidi_getLevels(bidi, &status);
        if (U_SUCCESS(status)) {
            memcpy(levels, lv, (size_t)length);
            *resolvedLevel = ubidi_getParaLevel(bidi);
        }
    }
    ubidi_close(bidi);
    return U_FAILURE(status) ? (int32_t)status : 0;
}

int32_t tm_icu_reorder_visual(const uint8_t *levels, int32_t count, int32_t *visualToLogical) {
    if (count <= 0) return 0;
    ubidi_reorderVisual(levels, count, visualToLogical);
    return 0;
}

int32_t tm_icu_script_tag(uint32_t codePoint, char tag[5]) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode code = uscript_getScript((UChar32)codePoint, &status);
    if (U_FAILURE(status)) code = USCRIPT_UNKNOWN;
    const char *name = uscript_getShortName(code);
    if (!name) name = "Zzzz";
    strncpy(tag, name, 4);
    tag[4] = 0;
    return U_FAILURE(status) ? (int32_t)status : 0;
}

int32_t tm_icu_has_script(uint32_t codePoint, const char *scriptTag) {
    UScriptCode codes[8];
    UErrorCode status = U_ZERO_ERROR;
    int32_t n = uscript_getCode(scriptTag, codes, 8, &status);
    if (U_FAILURE(status) || n < 1) return 0;
    return uscript_hasScript((UChar32)codePoint, codes[0]) ? 1 : 0;
}

void tm_icu_version(char out[32]) {
    UVersionInfo v;
    u_getVersion(v);
    u_versionToString(v, out);
}

void tm_icu_unicode_version(char out[32]) {
    UVersionInfo v;
    u_getUnicodeVersion(v);
    u_versionToString(v, out);
}
