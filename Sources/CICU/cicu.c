#include "cicu.h"
#include <stdlib.h>
#include <string.h>
/* CARDLINT_FOUNDATION_ICU (the portable build, Scripts/package.sh --portable): the ICU that the
 * static Swift runtime's Foundation carries (ICU 76, entry points prefixed swift_), so the binary
 * holds one ICU; otherwise the system's ICU. */
#ifdef CARDLINT_FOUNDATION_ICU
#include <_foundation_unicode/uversion.h>
#include <_foundation_unicode/ubrk.h>
#include <_foundation_unicode/uchar.h>
#include <_foundation_unicode/uscript.h>
#include <_foundation_unicode/ubidi.h>
#include <_foundation_unicode/uloc.h>
#else
#include <unicode/uversion.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/uscript.h>
#include <unicode/ubidi.h>
#include <unicode/uloc.h>
#endif

int32_t cicu_version_major(void) { UVersionInfo v; u_getVersion(v); return v[0]; }

/* ---- Break iterators ---- */

struct cicu_breaker {
    UBreakIterator *iterator;
    int32_t kind;
};

cicu_breaker *cicu_breaker_open(int32_t kind, const char *locale) {
    UBreakIteratorType type;
    switch (kind) {
    case CICU_BREAK_GRAPHEME: type = UBRK_CHARACTER; break;
    case CICU_BREAK_WORD: type = UBRK_WORD; break;
    case CICU_BREAK_LINE: type = UBRK_LINE; break;
    default: return NULL;
    }
    /* ICU wants a locale ID: convert a BCP 47 tag ("zh-Hant-TW") first, falling back to root. An
       ICU ID of keywords only ("@lb=normal") is used as it is: converting a tag with a -u- extension
       loads ICU's whole key/type table (about 57 M instructions, once per process). */
    char localeID[ULOC_FULLNAME_CAPACITY] = "";
    if (locale != NULL && locale[0] == '@' && strlen(locale) < sizeof localeID) {
        strcpy(localeID, locale);
    } else if (locale != NULL && locale[0] != '\0') {
        UErrorCode tagStatus = U_ZERO_ERROR;
        int32_t parsed = 0;
        uloc_forLanguageTag(locale, localeID, (int32_t)sizeof localeID, &parsed, &tagStatus);
        if (U_FAILURE(tagStatus) || tagStatus == U_STRING_NOT_TERMINATED_WARNING) localeID[0] = '\0';
    }
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *it = ubrk_open(type, localeID, NULL, 0, &status);
    if (U_FAILURE(status) || it == NULL) return NULL;
    cicu_breaker *breaker = malloc(sizeof *breaker);
    if (breaker == NULL) { ubrk_close(it); return NULL; }
    breaker->iterator = it;
    breaker->kind = kind;
    return breaker;
}

void cicu_breaker_close(cicu_breaker *breaker) {
    if (breaker == NULL) return;
    ubrk_close(breaker->iterator);
    free(breaker);
}

static const UChar emptyText[1] = { 0 };

int32_t cicu_breaker_boundaries(cicu_breaker *breaker, const uint16_t *text, int32_t length,
                                int32_t *positions, uint8_t *statuses, int32_t capacity) {
    if (breaker == NULL || positions == NULL || length < 0 || capacity < length + 1) return -1;
    if (length == 0) return 0;
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(breaker->iterator, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) return -1;
    int32_t count = 0;
    for (int32_t p = ubrk_next(breaker->iterator); p != UBRK_DONE && count < capacity;
         p = ubrk_next(breaker->iterator)) {
        positions[count] = p;
        if (statuses != NULL) {
            int32_t rule = ubrk_getRuleStatus(breaker->iterator);
            uint8_t flags = 0;
            if (breaker->kind == CICU_BREAK_LINE && rule >= UBRK_LINE_HARD && rule < UBRK_LINE_HARD_LIMIT)
                flags |= CICU_STATUS_HARD;
            if (breaker->kind == CICU_BREAK_WORD && rule >= UBRK_WORD_NONE_LIMIT)
                flags |= CICU_STATUS_WORD;
            statuses[count] = flags;
        }
        count++;
    }
    /* Drop the reference to the caller's buffer. */
    UErrorCode resetStatus = U_ZERO_ERROR;
    ubrk_setText(breaker->iterator, emptyText, 0, &resetStatus);
    return count;
}

/* ---- Character properties ---- */

int32_t cicu_east_asian_width(uint32_t codepoint) {
    return u_getIntPropertyValue((UChar32)codepoint, UCHAR_EAST_ASIAN_WIDTH);
}

int32_t cicu_general_category(uint32_t codepoint) { return (int32_t)u_charType((UChar32)codepoint); }

int32_t cicu_char_flags(uint32_t codepoint) {
    UChar32 c = (UChar32)codepoint;
    int32_t flags = 0;
    int8_t category = u_charType(c);
    if (category == U_NON_SPACING_MARK || category == U_ENCLOSING_MARK) flags |= CICU_CHAR_COMBINING_MARK;
    if (category == U_COMBINING_SPACING_MARK) flags |= CICU_CHAR_SPACING_MARK;
    if (u_hasBinaryProperty(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT)) flags |= CICU_CHAR_DEFAULT_IGNORABLE;
    if (u_hasBinaryProperty(c, UCHAR_EMOJI_PRESENTATION)) flags |= CICU_CHAR_EMOJI_PRESENTATION;
    if (u_hasBinaryProperty(c, UCHAR_EXTENDED_PICTOGRAPHIC)) flags |= CICU_CHAR_EXTENDED_PICTOGRAPHIC;
    if (u_hasBinaryProperty(c, UCHAR_REGIONAL_INDICATOR)) flags |= CICU_CHAR_REGIONAL_INDICATOR;
    if (u_hasBinaryProperty(c, UCHAR_EMOJI_MODIFIER)) flags |= CICU_CHAR_EMOJI_MODIFIER;
    if (u_hasBinaryProperty(c, UCHAR_WHITE_SPACE)) flags |= CICU_CHAR_WHITESPACE;
    int32_t eaw = u_getIntPropertyValue(c, UCHAR_EAST_ASIAN_WIDTH);
    if (eaw == U_EA_WIDE || eaw == U_EA_FULLWIDTH) flags |= CICU_CHAR_WIDE;
    return flags;
}

int32_t cicu_script(uint32_t codepoint) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode script = uscript_getScript((UChar32)codepoint, &status);
    return U_FAILURE(status) ? USCRIPT_UNKNOWN : (int32_t)script;
}

int32_t cicu_script_from_code(const char *iso15924) {
    if (iso15924 == NULL) return -1;
    return u_getPropertyValueEnum(UCHAR_SCRIPT, iso15924);
}

int32_t cicu_joining_type(uint32_t codepoint) {
    return u_getIntPropertyValue((UChar32)codepoint, UCHAR_JOINING_TYPE);
}

/* ---- Bidi ---- */

int32_t cicu_base_direction(const uint16_t *text, int32_t length) {
    if (text == NULL || length <= 0) return CICU_DIR_NEUTRAL;
    UBiDiDirection direction = ubidi_getBaseDirection((const UChar *)text, length);
    switch (direction) {
    case UBIDI_LTR: return CICU_DIR_LTR;
    case UBIDI_RTL: return CICU_DIR_RTL;
    default: return CICU_DIR_NEUTRAL;
    }
}

/* ---- Language tags ---- */

static void copyString(char *out, int32_t capacity, const char *in) {
    if (out == NULL || capacity <= 0) return;
    size_t n = strlen(in);
    if (n >= (size_t)capacity) n = (size_t)capacity - 1;
    memcpy(out, in, n);
    out[n] = '\0';
}

static int isKnownLanguage(const char *language) {
    size_t n = strlen(language);
    if (n < 2 || n > 3) return 0;
    for (const char *const *list = uloc_getISOLanguages(); list != NULL && *list != NULL; list++) {
        if (strcmp(*list, language) == 0) return 1;
    }
    return 0;
}

int32_t cicu_language_tag(const char *tag, char *canonical, int32_t canonicalCapacity,
                          char *language, int32_t languageCapacity) {
    copyString(canonical, canonicalCapacity, "");
    copyString(language, languageCapacity, "");
    if (tag == NULL || tag[0] == '\0') return 0;

    char localeID[ULOC_FULLNAME_CAPACITY] = "";
    int32_t parsed = 0;
    UErrorCode status = U_ZERO_ERROR;
    uloc_forLanguageTag(tag, localeID, (int32_t)sizeof localeID, &parsed, &status);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING) return 0;

    char bcp47[ULOC_FULLNAME_CAPACITY] = "";
    status = U_ZERO_ERROR;
    uloc_toLanguageTag(localeID, bcp47, (int32_t)sizeof bcp47, 1, &status);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING) bcp47[0] = '\0';
    copyString(canonical, canonicalCapacity, bcp47);

    /* The language of the canonical form, so deprecated codes ("iw") read as their replacement ("he"). */
    char canonicalID[ULOC_FULLNAME_CAPACITY] = "";
    status = U_ZERO_ERROR;
    uloc_forLanguageTag(bcp47, canonicalID, (int32_t)sizeof canonicalID, NULL, &status);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING)
        copyString(canonicalID, (int32_t)sizeof canonicalID, localeID);
    char lang[ULOC_LANG_CAPACITY] = "";
    status = U_ZERO_ERROR;
    uloc_getLanguage(canonicalID, lang, (int32_t)sizeof lang, &status);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING) lang[0] = '\0';
    copyString(language, languageCapacity, lang);

    int32_t flags = 0;
    /* BCP 47 reserves 4-letter and 5-8-letter language subtags and none is registered: treat them as malformed. */
    size_t langLength = strlen(lang);
    int languageShapeOK = langLength == 0 || (langLength >= 2 && langLength <= 3);
    if (parsed == (int32_t)strlen(tag) && languageShapeOK) flags |= CICU_TAG_WELL_FORMED;
    if (isKnownLanguage(lang)) flags |= CICU_TAG_KNOWN_LANGUAGE;
    return flags;
}
