#ifndef CARGV_H
#define CARGV_H
/*
 * The process's arguments as the C runtime passed them to main. Swift's CommandLine.arguments
 * reads /proc/self/cmdline on Linux, so without /proc (a minimal chroot or container) it is empty
 * and `cardlint lint x.json` would lint the working folder instead. glibc also passes argc and
 * argv to the functions of .init_array: this one keeps them.
 */
/** The number of arguments captured (0 where nothing was captured: not glibc). */
int cargv_count(void);
/** Argument i (0 is the program as started), or NULL. */
const char *cargv_at(int i);
#endif
