#include "CICUShims.h"

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/ubrk.h>
#include <unicode/ubidi.h>
#include <unicode/uscript.h>
#include <unicode/uversion.h>
#include <unicode/uchar.h>

// Opening a break iterator costs far more than using one (ICU builds its state tables per
// instance: a line iterator's open is tens of thousands of instructions, far more than breaking
// a UI string), so each thread keeps its iterators and re-targets them with ubrk_setText.
// Text in several languages (a string catalog checked key by key, each key in every language)
// asks for a different locale on nearly every call, so a thread keeps up to
// ITERATOR_SLOTS iterators per kind, one per locale, and replaces the least recently used one
// when a new locale needs a slot. The thread's iterators are closed when it exits.
#define ITERATOR_SLOTS 16
typedef struct {
    UBreakIterator *iterator;
    uint64_t lastUse;
    char locale[96];
} IteratorSlot;

typedef struct {
    IteratorSlot slots[4][ITERATOR_SLOTS];
    uint64_t clock;
} IteratorCache;

static pthread_key_t cache_key;
static pthread_once_t cache_once = PTHREAD_ONCE_INIT;

static void destroy_cache(void *pointer) {
    IteratorCache *cache = pointer;
    for (int kind = 0; kind < 4; kind++) {
        for (int i = 0; i < ITERATOR_SLOTS; i++) {
            if (cache->slots[kind][i].iterator) ubrk_close(cache->slots[kind][i].iterator);
        }
    }
    free(cache);
}

static void make_cache_key(void) { pthread_key_create(&cache_key, destroy_cache); }

static UBreakIterator *cached_iterator(int32_t kind, const char *locale, UErrorCode *status) {
    static const UBreakIteratorType types[4] = {UBRK_CHARACTER, UBRK_WORD, UBRK_LINE, UBRK_SENTENCE};
    pthread_once(&cache_once, make_cache_key);
    IteratorCache *cache = pthread_getspecific(cache_key);
    if (!cache) {
        cache = calloc(1, sizeof *cache);
        if (!cache) { *status = U_MEMORY_ALLOCATION_ERROR; return NULL; }
        pthread_setspecific(cache_key, cache);
    }
    IteratorSlot *slots = cache->slots[kind];
    IteratorSlot *victim = &slots[0];
    for (int i = 0; i < ITERATOR_SLOTS; i++) {
        IteratorSlot *slot = &slots[i];
        if (slot->iterator && strncmp(slot->locale, locale, sizeof slot->locale) == 0) {
            slot->lastUse = ++cache->clock;
            return slot->iterator;
        }
        // An empty slot first, else the least recently used.
        if (!victim->iterator) continue;
        if (!slot->iterator || slot->lastUse < victim->lastUse) victim = slot;
    }
    if (victim->iterator) {
        ubrk_close(victim->iterator);
        victim->iterator = NULL;
    }
    UBreakIterator *it = ubrk_open(types[kind], locale, NULL, 0, status);
    if (U_FAILURE(*status)) {
        if (it) ubrk_close(it);
        return NULL;
    }
    victim->iterator = it;
    victim->lastUse = ++cache->clock;
    snprintf(victim->locale, sizeof victim->locale, "%s", locale);
    return it;
}

int32_t tm_icu_boundaries(int32_t kind, const char *locale, int32_t strictness,
                          const uint16_t *text, int32_t length,
                          int32_t *offsets, uint8_t *hard, int32_t capacity,
                          int32_t *count) {
    *count = 0;
    if (length <= 0) return 0;
    if (kind < 0 || kind > 3) return U_ILLEGAL_ARGUMENT_ERROR;
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
    UBreakIterator *it = cached_iterator(kind, base, &status);
    if (U_FAILURE(status) || !it) return U_FAILURE(status) ? (int32_t)status : U_MEMORY_ALLOCATION_ERROR;
    ubrk_setText(it, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) return (int32_t)status;
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
    // Detach the caller's text before returning; the iterator stays cached.
    static const UChar empty[1] = {0};
    UErrorCode ignored = U_ZERO_ERROR;
    ubrk_setText(it, empty, 0, &ignored);
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

const char *tm_icu_error_name(int32_t code) {
    const char *name = u_errorName((UErrorCode)code);
    return name ? name : "U_UNKNOWN_ERROR";
}

// The header repeats ICU's enum values so Swift can use them by name; keep them honest.
_Static_assert(TM_LB_AMBIGUOUS == U_LB_AMBIGUOUS, "LB AI");
_Static_assert(TM_LB_ALPHABETIC == U_LB_ALPHABETIC, "LB AL");
_Static_assert(TM_LB_COMBINING_MARK == U_LB_COMBINING_MARK, "LB CM");
_Static_assert(TM_LB_IDEOGRAPHIC == U_LB_IDEOGRAPHIC, "LB ID");
_Static_assert(TM_LB_NUMERIC == U_LB_NUMERIC, "LB NU");
_Static_assert(TM_LB_H2 == U_LB_H2, "LB H2");
_Static_assert(TM_LB_H3 == U_LB_H3, "LB H3");
_Static_assert(TM_LB_JL == U_LB_JL, "LB JL");
_Static_assert(TM_LB_JT == U_LB_JT, "LB JT");
_Static_assert(TM_LB_JV == U_LB_JV, "LB JV");
_Static_assert(TM_LB_CONDITIONAL_JAPANESE_STARTER == U_LB_CONDITIONAL_JAPANESE_STARTER, "LB CJ");
_Static_assert(TM_LB_ZWJ == U_LB_ZWJ, "LB ZWJ");
_Static_assert(TM_BIDI_B == U_BLOCK_SEPARATOR, "bidi B");
_Static_assert(TM_BIDI_S == U_SEGMENT_SEPARATOR, "bidi S");
_Static_assert(TM_BIDI_WS == U_WHITE_SPACE_NEUTRAL, "bidi WS");
_Static_assert(TM_BIDI_LRE == U_LEFT_TO_RIGHT_EMBEDDING, "bidi LRE");
_Static_assert(TM_BIDI_LRO == U_LEFT_TO_RIGHT_OVERRIDE, "bidi LRO");
_Static_assert(TM_BIDI_RLE == U_RIGHT_TO_LEFT_EMBEDDING, "bidi RLE");
_Static_assert(TM_BIDI_RLO == U_RIGHT_TO_LEFT_OVERRIDE, "bidi RLO");
_Static_assert(TM_BIDI_PDF == U_POP_DIRECTIONAL_FORMAT, "bidi PDF");
_Static_assert(TM_BIDI_BN == U_BOUNDARY_NEUTRAL, "bidi BN");
_Static_assert(TM_BIDI_FSI == U_FIRST_STRONG_ISOLATE, "bidi FSI");
_Static_assert(TM_BIDI_LRI == U_LEFT_TO_RIGHT_ISOLATE, "bidi LRI");
_Static_assert(TM_BIDI_RLI == U_RIGHT_TO_LEFT_ISOLATE, "bidi RLI");
_Static_assert(TM_BIDI_PDI == U_POP_DIRECTIONAL_ISOLATE, "bidi PDI");

int32_t tm_icu_line_break_class(uint32_t codePoint) {
    return u_getIntPropertyValue((UChar32)codePoint, UCHAR_LINE_BREAK);
}

int32_t tm_icu_bidi_class(uint32_t codePoint) {
    return (int32_t)u_charDirection((UChar32)codePoint);
}

int32_t tm_icu_paired_bracket(uint32_t codePoint, uint32_t *pair) {
    int32_t type = u_getIntPropertyValue((UChar32)codePoint, UCHAR_BIDI_PAIRED_BRACKET_TYPE);
    *pair = type == U_BPT_NONE ? codePoint : (uint32_t)u_getBidiPairedBracket((UChar32)codePoint);
    return type == U_BPT_OPEN ? 1 : type == U_BPT_CLOSE ? 2 : 0;
}

int32_t tm_icu_bidi_line_levels(const uint16_t *text, int32_t length, int32_t paragraphLevel,
                                int32_t start, int32_t limit, uint8_t *levels) {
    if (start < 0 || limit > length || start > limit) return U_ILLEGAL_ARGUMENT_ERROR;
    if (start == limit) return 0;
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *para = ubidi_openSized(length, 0, &status);
    UBiDi *line = ubidi_openSized(limit - start, 0, &status);
    if (U_SUCCESS(status)) {
        UBiDiLevel level = paragraphLevel < 0 ? UBIDI_DEFAULT_LTR : (UBiDiLevel)paragraphLevel;
        ubidi_setPara(para, (const UChar *)text, length, level, NULL, &status);
        ubidi_setLine(para, start, limit, line, &status);
        const UBiDiLevel *lv = ubidi_getLevels(line, &status);
        if (U_SUCCESS(status)) memcpy(levels, lv, (size_t)(limit - start));
    }
    if (line) ubidi_close(line);
    if (para) ubidi_close(para);
    return U_FAILURE(status) ? (int32_t)status : 0;
}
