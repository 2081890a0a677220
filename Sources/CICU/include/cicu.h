#ifndef CICU_H
#define CICU_H
/*
 * A thin C shim over system ICU for cardlint's text stage.
 * Only plain C types cross this header: ICU's own headers stay inside cicu.c, so Swift modules
 * can import this next to Foundation (whose private ICU copy would otherwise clash).
 */
#include <stdint.h>

/** ICU major version (e.g. 72). */
int32_t cicu_version_major(void);

/* ---- Break iterators ------------------------------------------------------------------------ */

/** Kinds of break iterator. */
enum {
    CICU_BREAK_GRAPHEME = 0, /**< extended grapheme clusters (UAX #29) */
    CICU_BREAK_WORD = 1,     /**< word boundaries (UAX #29, dictionary-based for Thai, CJK, …) */
    CICU_BREAK_LINE = 2      /**< line-break opportunities (UAX #14, locale tailored) */
};

/** Rule status flags written for each boundary (see cicu_breaker_boundaries). */
enum {
    CICU_STATUS_HARD = 1, /**< line iterator: a mandatory break (after \n, \r\n, U+2028, …) */
    CICU_STATUS_WORD = 2  /**< word iterator: the segment before this boundary is a word (letters, numbers, ideographs) */
};

/** An opaque, reusable break iterator. Not thread-safe: use one from one thread at a time. */
typedef struct cicu_breaker cicu_breaker;

/** Opens a break iterator of `kind` for an ICU locale ID or BCP 47 tag (NULL or "" = root). NULL on failure. */
cicu_breaker *cicu_breaker_open(int32_t kind, const char *locale);
void cicu_breaker_close(cicu_breaker *breaker);

/**
 * Sets `text` (UTF-16, `length` units) on the iterator and writes every boundary after 0 (the last one is
 * `length`) into `positions`, with CICU_STATUS_* flags in `statuses` (may be NULL). Returns the number of
 * boundaries, or -1 on error. `capacity` must be at least `length + 1`. The iterator keeps no reference to `text`
 * after returning.
 */
int32_t cicu_breaker_boundaries(cicu_breaker *breaker, const uint16_t *text, int32_t length,
                                int32_t *positions, uint8_t *statuses, int32_t capacity);

/* ---- Character properties ------------------------------------------------------------------- */

/** East Asian Width values returned by cicu_east_asian_width (same numbering as ICU's UEastAsianWidth). */
enum {
    CICU_EAW_NEUTRAL = 0, CICU_EAW_AMBIGUOUS = 1, CICU_EAW_HALFWIDTH = 2,
    CICU_EAW_FULLWIDTH = 3, CICU_EAW_NARROW = 4, CICU_EAW_WIDE = 5
};
int32_t cicu_east_asian_width(uint32_t codepoint);

/** Unicode general category, numbered as ICU's UCharCategory (e.g. 6 = Mn, 7 = Me, 8 = Mc, 16 = Cf). */
int32_t cicu_general_category(uint32_t codepoint);

/** Character flags returned by cicu_char_flags. */
enum {
    CICU_CHAR_COMBINING_MARK = 1,        /**< Mn or Me: drawn on the previous character, no advance */
    CICU_CHAR_SPACING_MARK = 2,          /**< Mc */
    CICU_CHAR_DEFAULT_IGNORABLE = 4,     /**< ZWJ, ZWNJ, variation selectors, soft hyphen, … */
    CICU_CHAR_EMOJI_PRESENTATION = 8,    /**< Emoji_Presentation */
    CICU_CHAR_EXTENDED_PICTOGRAPHIC = 16,/**< Extended_Pictographic */
    CICU_CHAR_REGIONAL_INDICATOR = 32,   /**< flag letters */
    CICU_CHAR_EMOJI_MODIFIER = 64,       /**< skin tones */
    CICU_CHAR_WHITESPACE = 128,          /**< White_Space */
    CICU_CHAR_WIDE = 256                 /**< East Asian Width W or F */
};
/** All CICU_CHAR_* flags of a code point in one call. */
int32_t cicu_char_flags(uint32_t codepoint);

/** ISO 15924 script of a code point as ICU's UScriptCode (0 = Common, 1 = Inherited). */
int32_t cicu_script(uint32_t codepoint);
/** UScriptCode for an ISO 15924 code such as "Arab"; -1 if unknown. */
int32_t cicu_script_from_code(const char *iso15924);

/** Arabic joining type (ICU's UJoiningType): 0 none, 1 join-causing, 2 dual, 3 left, 4 right, 5 transparent. */
enum {
    CICU_JOIN_NONE = 0, CICU_JOIN_CAUSING = 1, CICU_JOIN_DUAL = 2,
    CICU_JOIN_LEFT = 3, CICU_JOIN_RIGHT = 4, CICU_JOIN_TRANSPARENT = 5
};
int32_t cicu_joining_type(uint32_t codepoint);

/* ---- Bidi ----------------------------------------------------------------------------------- */

enum { CICU_DIR_LTR = 0, CICU_DIR_RTL = 1, CICU_DIR_NEUTRAL = 3 };
/** Base direction of the first paragraph of `text` from its first strong character (UAX #9 P2–P3). */
int32_t cicu_base_direction(const uint16_t *text, int32_t length);

/* ---- Language tags -------------------------------------------------------------------------- */

/** Result flags of cicu_language_tag. */
enum {
    CICU_TAG_WELL_FORMED = 1,      /**< the whole tag parses as BCP 47 */
    CICU_TAG_KNOWN_LANGUAGE = 2    /**< the language subtag is an ISO 639 language ICU knows */
};
/**
 * Checks a BCP 47 tag. Writes the canonical tag (e.g. "en-US") into `canonical` and the language subtag into
 * `language` (both NUL-terminated, empty when unavailable). Returns CICU_TAG_* flags.
 */
int32_t cicu_language_tag(const char *tag, char *canonical, int32_t canonicalCapacity,
                          char *language, int32_t languageCapacity);

#endif
