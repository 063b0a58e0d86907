/* Layout and fill kernels that only move bytes: rearrange, zeros, ones. Dispatched on element
 * size, so every dtype of one width shares a loop (bit patterns, NaN payloads included, kept). */
#include <string.h>

#include "ak_internal.h"

#define AK_COPY(NAME, T)                                                                                  \
    static void NAME(int64_t n, char *const *p, const int64_t *s, const void *ctx) {                     \
        (void)ctx;                                                                                        \
        T *d = (T *)p[0];                                                                                 \
        const T *src = (const T *)p[1];                                                                   \
        if (s[0] == 1 && s[1] == 1) {                                                                     \
            memmove(d, src, (size_t)n * sizeof(T));                                                       \
            return;                                                                                       \
        }                                                                                                 \
        const int64_t s0 = s[0], s1 = s[1];                                                               \
        for (int64_t i = 0; i < n; i++) d[i * s0] = src[i * s1];                                          \
    }

AK_COPY(copy8, uint8_t)
AK_COPY(copy16, uint16_t)
AK_COPY(copy32, uint32_t)
AK_COPY(copy64, uint64_t)

/* ctx: the element's bit pattern */
#define AK_FILL(NAME, T)                                                                                  \
    static inline void NAME##_v(int64_t n, T *restrict d, T v) {                                         \
        for (int64_t i = 0; i < n; i++) d[i] = v;                                                         \
    }                                                                                                     \
    static void NAME(int64_t n, char *const *p, const int64_t *s, const void *ctx) {                     \
        T v;                                                                                              \
        memcpy(&v, ctx, sizeof(T));                                                                       \
        T *d = (T *)p[0];                                                                                 \
        if (s[0] == 1) {                                                                                  \
            NAME##_v(n, d, v);                                                                            \
            return;                                                                                       \
        }                                                                                                 \
        const int64_t s0 = s[0];                                                                          \
        for (int64_t i = 0; i < n; i++) d[i * s0] = v;                                                    \
    }

AK_FILL(fill8, uint8_t)
AK_FILL(fill16, uint16_t)
AK_FILL(fill32, uint32_t)
AK_FILL(fill64, uint64_t)

int ak_rearrange(const ak_exec *ex, const ak_tensor *dst, const ak_tensor *src) {
    ak_inner fn;
    if (src->dtype != dst->dtype) return AK_UNSUPPORTED;
    switch (ak_dtype_size(dst->dtype)) {
    case 1:
        fn = copy8;
        break;
    case 2:
        fn = copy16;
        break;
    case 4:
        fn = copy32;
        break;
    case 8:
        fn = copy64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    const ak_tensor *ops[2] = {dst, src};
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

static int ak_fill(const ak_exec *ex, const ak_tensor *y, const void *bits) {
    ak_inner fn;
    switch (ak_dtype_size(y->dtype)) {
    case 1:
        fn = fill8;
        break;
    case 2:
        fn = fill16;
        break;
    case 4:
        fn = fill32;
        break;
    case 8:
        fn = fill64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    const ak_tensor *ops[1] = {y};
    ak_elementwise(ex, 1, ops, fn, bits);
    return AK_OK;
}

int ak_zeros(const ak_exec *ex, const ak_tensor *y) {
    /* 0 of every supported dtype, +0.0 included, is all-zero bits */
    static const uint64_t zero = 0;
    return ak_fill(ex, y, &zero);
}

int ak_ones(const ak_exec *ex, const ak_tensor *y) {
    unsigned char bits[8] = {0};
    switch (y->dtype) {
    case AK_BYTE:
    case AK_BOOL:
    case AK_I8:
    case AK_U8: {
        uint8_t v = 1;
        memcpy(bits, &v, 1);
        break;
    }
    case AK_I16:
    case AK_U16: {
        uint16_t v = 1;
        memcpy(bits, &v, 2);
        break;
    }
    case AK_F16: {
        uint16_t v = 0x3c00u;
        memcpy(bits, &v, 2);
        break;
    }
    case AK_BF16: {
        uint16_t v = 0x3f80u;
        memcpy(bits, &v, 2);
        break;
    }
    case AK_I32:
    case AK_U32: {
        uint32_t v = 1;
        memcpy(bits, &v, 4);
        break;
    }
    case AK_F32: {
        float v = 1.0f;
        memcpy(bits, &v, 4);
        break;
    }
    case AK_I64:
    case AK_U64: {
        uint64_t v = 1;
        memcpy(bits, &v, 8);
        break;
    }
    case AK_F64: {
        double v = 1.0;
        memcpy(bits, &v, 8);
        break;
    }
    default:
        return AK_UNSUPPORTED;
    }
    return ak_fill(ex, y, bits);
}
