#include "cgzip.h"
#include <zlib.h>
#include <stdlib.h>
#include <string.h>

long cgzip_decompress(const uint8_t *bytes, size_t length, uint8_t *out, size_t capacity) {
    z_stream s;
    memset(&s, 0, sizeof s);
    if (inflateInit2(&s, 15 + 16) != Z_OK) return -1;
    s.next_in = (Bytef *)bytes;
    s.avail_in = (uInt)length;
    s.next_out = out;
    s.avail_out = (uInt)capacity;
    int status = inflate(&s, Z_FINISH);
    long written = (long)s.total_out;
    inflateEnd(&s);
    return status == Z_STREAM_END ? written : -1;
}

struct cgzip_stream { z_stream z; };

cgzip_stream *cgzip_open(void) {
    cgzip_stream *s = calloc(1, sizeof *s);
    if (!s) return NULL;
    if (deflateInit2(&s->z, 9, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK) { free(s); return NULL; }
    return s;
}

int cgzip_write(cgzip_stream *s, const uint8_t *bytes, size_t length, int finish,
                void (*sink)(void *context, const uint8_t *bytes, size_t n), void *context) {
    uint8_t out[16384];
    s->z.next_in = (Bytef *)bytes;
    s->z.avail_in = (uInt)length;
    int status;
    do {
        s->z.next_out = out;
        s->z.avail_out = sizeof out;
        status = deflate(&s->z, finish ? Z_FINISH : Z_NO_FLUSH);
        if (status == Z_STREAM_ERROR) return -1;
        size_t n = sizeof out - s->z.avail_out;
        if (n) sink(context, out, n);
    } while (s->z.avail_out == 0 || (finish && status != Z_STREAM_END));
    return 0;
}

void cgzip_close(cgzip_stream *s) {
    if (!s) return;
    deflateEnd(&s->z);
    free(s);
}
