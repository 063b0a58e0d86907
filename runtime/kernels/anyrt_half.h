/* float16 and bfloat16 <-> float32: the one conversion the core's fallbacks, the backends'
 * collectives and the operator kernels share. Round to nearest even; infinities and NaN kept
 * (a NaN stays a quiet NaN of the same sign); float16 subnormals exact. Header-only. */
#ifndef ANYRT_HALF_H
#define ANYRT_HALF_H

#include <stdint.h>
#include <string.h>

/* After F. Giesen's branch-light half conversions. */
static inline float ak_h2f(uint16_t h) {
    uint32_t sign = (uint32_t)(h & 0x8000u) << 16, em = h & 0x7fffu, bits;
    if (em >= 0x7c00u) {
        bits = sign | 0x7f800000u | ((em & 0x3ffu) << 13); /* inf / nan */
    } else if (em >= 0x0400u) {
        bits = sign | ((em << 13) + 0x38000000u); /* normal: rebias 15 -> 127 */
    } else {
        float f = (float)em * 5.9604644775390625e-08f; /* subnormal: em * 2^-24, exact */
        memcpy(&bits, &f, 4);
        bits |= sign;
    }
    float f;
    memcpy(&f, &bits, 4);
    return f;
}

static inline uint16_t ak_f2h(float f) {
    uint32_t x;
    memcpy(&x, &f, 4);
    uint32_t sign = (x >> 16) & 0x8000u, ax = x & 0x7fffffffu;
    uint16_t out;
    if (ax >= 0x47800000u) { /* >= 2^16: inf, or nan */
        out = (uint16_t)(ax > 0x7f800000u ? 0x7e00u : 0x7c00u);
    } else if (ax < 0x38800000u) { /* < 2^-14: subnormal half; the float add rounds to 2^-24 steps */
        float a;
        memcpy(&a, &ax, 4);
        a += 0.5f;
        uint32_t b;
        memcpy(&b, &a, 4);
        out = (uint16_t)(b - 0x3f000000u);
    } else {
        uint32_t odd = (ax >> 13) & 1u;
        ax += 0xc8000fffu + odd; /* rebias 127 -> 15 and round to nearest even */
        out = (uint16_t)(ax >> 13);
    }
    return (uint16_t)(out | sign);
}

static inline float ak_b2f(uint16_t b) {
    uint32_t x = (uint32_t)b << 16;
    float f;
    memcpy(&f, &x, 4);
    return f;
}

static inline uint16_t ak_f2b(float f) {
    uint32_t x;
    memcpy(&x, &f, 4);
    if ((x & 0x7fffffffu) > 0x7f800000u) return (uint16_t)((x >> 16) | 0x40u); /* quiet nan */
    x += 0x7fffu + ((x >> 16) & 1u);
    return (uint16_t)(x >> 16);
}

#endif /* ANYRT_HALF_H */
