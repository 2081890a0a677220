#ifndef CICU_H
#define CICU_H
#include <stdint.h>
/* Placeholder; the text stage fills this in. No ICU type leaks through this header. */
int32_t cicu_version_major(void);
#endif
