#include "cicu_regex.h"
#include <stdlib.h>
#include <string.h>
/* CARDLINT_FOUNDATION_ICU (the portable build, Scripts/package.sh --portable): the ICU that the
 * static Swift runtime's Foundation carries (ICU 76, entry points prefixed swift_), so the binary
 * holds one ICU; otherwise the system's ICU. */
#ifdef CARDLINT_FOUNDATION_ICU
#include <_foundation_unicode/uregex.h>
#else
#include <unicode/uregex.h>
#endif

struct cicu_regex { URegularExpression *re; };

cicu_regex *cicu_regex_open(const char *pattern, int32_t case_insensitive, char *error, int32_t error_cap, int32_t *error_offset) {
    UErrorCode status = U_ZERO_ERROR;
    UParseError perr;
    memset(&perr, 0, sizeof perr);
    URegularExpression *re = uregex_openC(pattern, case_insensitive ? UREGEX_CASE_INSENSITIVE : 0, &perr, &status);
    if (U_FAILURE(status) || re == NULL) {
        if (error && error_cap > 0) { strncpy(error, u_errorName(status), (size_t)error_cap - 1); error[error_cap - 1] = 0; }
        if (error_offset) *error_offset = perr.offset;
        if (re) uregex_close(re);
        return NULL;
    }
    cicu_regex *out = malloc(sizeof *out);
    if (!out) { uregex_close(re); return NULL; }
    out->re = re;
    return out;
}

int32_t cicu_regex_find(cicu_regex *re, const uint16_t *text, int32_t length, int32_t step_limit) {
    UErrorCode status = U_ZERO_ERROR;
    /* Clone per call: a URegularExpression holds match state, so sharing one across threads is unsafe. */
    URegularExpression *local = uregex_clone(re->re, &status);
    if (U_FAILURE(status)) return -2;
    /* UTF-16 text, ICU's own form: the matcher reads it in place (a UTF-8 UText is read through
     * UText calls character by character, several times slower). */
    static const UChar empty[1] = {0};
    uregex_setText(local, length > 0 ? (const UChar *)text : empty, length, &status);
    uregex_setTimeLimit(local, step_limit, &status);
    UBool found = uregex_find(local, 0, &status);
    int32_t result = found ? 1 : 0;
    if (status == U_REGEX_TIME_OUT) result = -1;
    else if (U_FAILURE(status)) result = -2;
    uregex_close(local);
    return result;
}

void cicu_regex_close(cicu_regex *re) {
    if (!re) return;
    uregex_close(re->re);
    free(re);
}
