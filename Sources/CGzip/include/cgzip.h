#ifndef CGZIP_H
#define CGZIP_H
#include <stddef.h>
#include <stdint.h>

/// Inflates a gzip member into `out`; returns the bytes written, or -1 on damaged input or a
/// too small `out` (tests read the report's compressed parts back with it).
long cgzip_decompress(const uint8_t *bytes, size_t length, uint8_t *out, size_t capacity);

/// A gzip member written piece by piece (the HTML report's wireframes, one stream for the run).
typedef struct cgzip_stream cgzip_stream;
cgzip_stream *cgzip_open(void);
/// Compresses `length` more bytes (`finish` non-zero: the last piece). Calls `sink(context, bytes,
/// n)` for each compressed chunk. Returns 0, or -1 when zlib fails.
int cgzip_write(cgzip_stream *stream, const uint8_t *bytes, size_t length, int finish,
                void (*sink)(void *context, const uint8_t *bytes, size_t n), void *context);
void cgzip_close(cgzip_stream *stream);

#endif
