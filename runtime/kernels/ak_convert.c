/* float16 / bfloat16 <-> float32 for whole runs of elements, the loads and stores of every
 * half-precision kernel: F16C's vcvtph2ps / vcvtps2ph (8 per instruction, 16 with AVX-512) and
 * bfloat16 by shifts, picked per call by CPU feature, the scalar ak_h2f / ak_f2h / ak_b2f / ak_f2b
 * of anyrt_half.h otherwise. Results are bit for bit those of the scalar functions: vcvtps2ph rounds
 * to nearest even like ak_f2h and keeps float16 subnormals; a block holding a NaN (where the
 * instructions keep payload bits the scalar functions canonicalize, or quiet a signalling NaN the
 * scalar h2f keeps) is done by the scalar functions. bfloat16 rounding is integer arithmetic, not
 * AVX-512 BF16's vcvtneps2bf16, which flushes subnormal inputs to zero. */
#include "ak_internal.h"

#if AK_X86
#include <immintrin.h>
#endif

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
/* AVX2 + F16C: 8 per step, the tail scalar. */
AK_AVX2 static void h2f_avx2(int64_t n, float *d, const uint16_t *s) {
    int64_t i = 0;
    const __m128i em = _mm_set1_epi16(0x7fff), inf = _mm_set1_epi16(0x7c00);
    for (; i + 8 <= n; i += 8) {
        __m128i h = _mm_loadu_si128((const __m128i *)(const void *)(s + i));
        /* NaN: |h| > 0x7c00 as signed 16-bit compare (|h| <= 0x7fff) */
        if (!_mm_testz_si128(_mm_cmpgt_epi16(_mm_and_si128(h, em), inf), _mm_set1_epi16(-1))) {
            h2f_scalar(8, d + i, s + i);
            continue;
        }
        _mm256_storeu_ps(d + i, _mm256_cvtph_ps(h));
    }
    h2f_scalar(n - i, d + i, s + i);
}

AK_AVX2 static void f2h_avx2(int64_t n, uint16_t *d, const float *s) {
    int64_t i = 0;
    for (; i + 8 <= n; i += 8) {
        __m256 x = _mm256_loadu_ps(s + i);
        if (_mm256_movemask_ps(_mm256_cmp_ps(x, x, _CMP_UNORD_Q))) {
            f2h_scalar(8, d + i, s + i);
            continue;
        }
        _mm_storeu_si128((__m128i *)(void *)(d + i), _mm256_cvtps_ph(x, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC));
    }
    f2h_scalar(n - i, d + i, s + i);
}

AK_AVX2 static void b2f_avx2(int64_t n, float *d, const uint16_t *s) {
    int64_t i = 0;
    for (; i + 8 <= n; i += 8) {
        __m256i w = _mm256_cvtepu16_epi32(_mm_loadu_si128((const __m128i *)(const void *)(s + i)));
        _mm256_storeu_si256((__m256i *)(void *)(d + i), _mm256_slli_epi32(w, 16));
    }
    b2f_scalar(n - i, d + i, s + i);
}

AK_AVX2 static void f2b_avx2(int64_t n, uint16_t *d, const float *s) {
    int64_t i = 0;
    const __m256i one = _mm256_set1_epi32(1), bias = _mm256_set1_epi32(0x7fff);
    for (; i + 8 <= n; i += 8) {
        __m256 x = _mm256_loadu_ps(s + i);
        if (_mm256_movemask_ps(_mm256_cmp_ps(x, x, _CMP_UNORD_Q))) {
            f2b_scalar(8, d + i, s + i);
            continue;
        }
        __m256i b = _mm256_castps_si256(x);
        __m256i odd = _mm256_and_si256(_mm256_srli_epi32(b, 16), one);
        __m256i r = _mm256_srli_epi32(_mm256_add_epi32(_mm256_add_epi32(b, bias), odd), 16);
        /* packus takes each 128-bit lane's 4 + 4 words; the permute puts the 8 in order */
        __m256i p = _mm256_permute4x64_epi64(_mm256_packus_epi32(r, r), 0x08);
        _mm_storeu_si128((__m128i *)(void *)(d + i), _mm256_castsi256_si128(p));
    }
    f2b_scalar(n - i, d + i, s + i);
}

/* AVX-512: 16 per step, the tail by masked loads and stores. */
AK_AVX512 static void h2f_avx512(int64_t n, float *d, const uint16_t *s) {
    const __m256i em = _mm256_set1_epi16(0x7fff), inf = _mm256_set1_epi16(0x7c00);
    for (int64_t i = 0; i < n; i += 16) {
        const int64_t c = n - i < 16 ? n - i : 16;
        const __mmask16 m = (__mmask16)((1u << c) - 1u);
        __m256i h = _mm256_maskz_loadu_epi16(m, s + i);
        if (_mm256_cmpgt_epi16_mask(_mm256_and_si256(h, em), inf)) {
            h2f_scalar(c, d + i, s + i);
            continue;
        }
        _mm512_mask_storeu_ps(d + i, m, _mm512_cvtph_ps(h));
    }
}

AK_AVX512 static void f2h_avx512(int64_t n, uint16_t *d, const float *s) {
    for (int64_t i = 0; i < n; i += 16) {
        const int64_t c = n - i < 16 ? n - i : 16;
        const __mmask16 m = (__mmask16)((1u << c) - 1u);
        __m512 x = _mm512_maskz_loadu_ps(m, s + i);
        if (_mm512_cmp_ps_mask(x, x, _CMP_UNORD_Q)) {
            f2h_scalar(c, d + i, s + i);
            continue;
        }
        _mm256_mask_storeu_epi16(d + i, m, _mm512_cvtps_ph(x, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC));
    }
}

AK_AVX512 static void b2f_avx512(int64_t n, float *d, const uint16_t *s) {
    for (int64_t i = 0; i < n; i += 16) {
        const int64_t c = n - i < 16 ? n - i : 16;
        const __mmask16 m = (__mmask16)((1u << c) - 1u);
        __m512i w = _mm512_cvtepu16_epi32(_mm256_maskz_loadu_epi16(m, s + i));
        _mm512_mask_storeu_epi32(d + i, m, _mm512_slli_epi32(w, 16));
    }
}

AK_AVX512 static void f2b_avx512(int64_t n, uint16_t *d, const float *s) {
    const __m512i one = _mm512_set1_epi32(1), bias = _mm512_set1_epi32(0x7fff);
    for (int64_t i = 0; i < n; i += 16) {
        const int64_t c = n - i < 16 ? n - i : 16;
        const __mmask16 m = (__mmask16)((1u << c) - 1u);
        __m512 x = _mm512_maskz_loadu_ps(m, s + i);
        if (_mm512_cmp_ps_mask(x, x, _CMP_UNORD_Q)) {
            f2b_scalar(c, d + i, s + i);
            continue;
        }
        __m512i b = _mm512_castps_si512(x);
        __m512i odd = _mm512_and_si512(_mm512_srli_epi32(b, 16), one);
        __m512i r = _mm512_srli_epi32(_mm512_add_epi32(_mm512_add_epi32(b, bias), odd), 16);
        _mm256_mask_storeu_epi16(d + i, m, _mm512_cvtepi32_epi16(r));
    }
}
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
