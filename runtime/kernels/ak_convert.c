/* float16 / bfloat16 <-> float32 for whole runs of elements, the loads and stores of every
 * half-precision kernel: F16C's vcvtph2ps / vcvtps2ph (8 per instruction, 16 with AVX-512) and
 * bfloat16 by shifts, picked per call by CPU feature, the scalar ak_h2f / ak_f2h / ak_b2f / ak_f2b
 * of anyrt_half.h otherwise, bit for bit those of the scalar functions (ak_vec.h says how). */
#include "ak_internal.h"
#include "ak_vec.h"

static void h2f_scalar(int64_t n, float *d, const uint16_t *s) {
    for (int64_t i = 0; i < n; i++) d[i] = ak_h2f(s[i]);
}
static void f2h_scalar(int64_t n, uint16_t *d, const float *s) {
    for (int64_t i = 0; i < n; i++) d[i] = ak_f2h(s[i]);
}
static void b2f_scalar(int64_t n, float *d, const uint16_t *s) {
    for (int64_t i = 0; i < n; i++) d[i] = ak_b2f(s[i]);
}
static void f2b_scalar(int64_t n, uint16_t *d, const float *s) {
    for (int64_t i = 0; i < n; i++) d[i] = ak_f2b(s[i]);
}

#if AK_X86
/* Blocks of 16 through ak_vec.h, the tail scalar; a load block holding a float16 NaN goes scalar so a
 * signalling NaN stays signalling, as ak_h2f keeps it. */
#define AK_RUNS(ISA, ATTR)                                                                                \
    ATTR static void h2f_##ISA(int64_t n, float *d, const uint16_t *s) {                                 \
        int64_t i = 0;                                                                                    \
        for (; i + 16 <= n; i += 16) {                                                                    \
            int nan = 0;                                                                                  \
            for (int j = 0; j < 16; j++) nan |= (s[i + j] & 0x7fff) > 0x7c00;                            \
            if (nan)                                                                                      \
                h2f_scalar(16, d + i, s + i);                                                             \
            else                                                                                          \
                ak_ld16_h_##ISA(d + i, s + i);                                                            \
        }                                                                                                 \
        h2f_scalar(n - i, d + i, s + i);                                                                  \
    }                                                                                                     \
    ATTR static void b2f_##ISA(int64_t n, float *d, const uint16_t *s) {                                 \
        int64_t i = 0;                                                                                    \
        for (; i + 16 <= n; i += 16) ak_ld16_b_##ISA(d + i, s + i);                                       \
        b2f_scalar(n - i, d + i, s + i);                                                                  \
    }                                                                                                     \
    ATTR static void f2h_##ISA(int64_t n, uint16_t *d, const float *s) {                                 \
        int64_t i = 0;                                                                                    \
        for (; i + 16 <= n; i += 16) ak_st16_h_##ISA(d + i, s + i);                                       \
        f2h_scalar(n - i, d + i, s + i);                                                                  \
    }                                                                                                     \
    ATTR static void f2b_##ISA(int64_t n, uint16_t *d, const float *s) {                                 \
        int64_t i = 0;                                                                                    \
        for (; i + 16 <= n; i += 16) ak_st16_b_##ISA(d + i, s + i);                                       \
        f2b_scalar(n - i, d + i, s + i);                                                                  \
    }

AK_RUNS(avx2, AK_AVX2)
AK_RUNS(avx512, AK_AVX512)
#endif

void ak_load_f32(int dtype, int64_t n, float *dst, const void *src) {
    if (n <= 0) return;
    if (dtype == AK_F32) {
        memcpy(dst, src, (size_t)n * sizeof(float));
        return;
    }
    const uint16_t *s = (const uint16_t *)src;
#if AK_X86
    const int isa = ak_isa();
    if (isa == AK_ISA_AVX512) {
        (dtype == AK_F16 ? h2f_avx512 : b2f_avx512)(n, dst, s);
        return;
    }
    if (isa == AK_ISA_AVX2) {
        (dtype == AK_F16 ? h2f_avx2 : b2f_avx2)(n, dst, s);
        return;
    }
#endif
    (dtype == AK_F16 ? h2f_scalar : b2f_scalar)(n, dst, s);
}

void ak_store_f32(int dtype, int64_t n, void *dst, const float *src) {
    if (n <= 0) return;
    if (dtype == AK_F32) {
        memcpy(dst, src, (size_t)n * sizeof(float));
        return;
    }
    uint16_t *d = (uint16_t *)dst;
#if AK_X86
    const int isa = ak_isa();
    if (isa == AK_ISA_AVX512) {
        (dtype == AK_F16 ? f2h_avx512 : f2b_avx512)(n, d, src);
        return;
    }
    if (isa == AK_ISA_AVX2) {
        (dtype == AK_F16 ? f2h_avx2 : f2b_avx2)(n, d, src);
        return;
    }
#endif
    (dtype == AK_F16 ? f2h_scalar : f2b_scalar)(n, d, src);
}
