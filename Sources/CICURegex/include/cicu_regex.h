#ifndef CICU_REGEX_H
#define CICU_REGEX_H
#include <stdint.h>
/* A compiled ICU regular expression with a bounded match cost. No ICU type leaks out. */
typedef struct cicu_regex cicu_regex;
/* Compiles a UTF-8 pattern. On failure returns NULL and writes a message and the 0-based offset. */
cicu_regex *cicu_regex_open(const char *pattern, int32_t case_insensitive, char *error, int32_t error_cap, int32_t *error_offset);
/* Searches UTF-16 `text` (`length` code units). 1 = found, 0 = not found, -1 = time limit hit, -2 = other
 * error. `step_limit` bounds the match engine's work. */
int32_t cicu_regex_find(cicu_regex *re, const uint16_t *text, int32_t length, int32_t step_limit);
void cicu_regex_close(cicu_regex *re);
#endif
