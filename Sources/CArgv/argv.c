#include "cargv.h"
#include <stddef.h>

static int saved_argc = 0;
static char **saved_argv = NULL;

#if defined(__linux__)
static void cargv_capture(int argc, char **argv, char **envp) {
    (void)envp;
    saved_argc = argc;
    saved_argv = argv;
}
/* glibc calls each .init_array entry with (argc, argv, envp) before main. */
__attribute__((section(".init_array"), used)) static void (*cargv_init)(int, char **, char **) = cargv_capture;
#endif

int cargv_count(void) { return saved_argv != NULL ? saved_argc : 0; }

const char *cargv_at(int i) { return (saved_argv != NULL && i >= 0 && i < saved_argc) ? saved_argv[i] : NULL; }
