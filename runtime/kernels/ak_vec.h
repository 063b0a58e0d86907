/* 16 float16 / bfloat16 values to 16 floats and back inside a vector loop, for the kernels' AVX2 and
 * AVX-512 builds (a block of 16 kept in registers: run conversions through buffers cost more than the
 * arithmetic). Results are the bits of anyrt_half.h's scalar functions for every input but one:
 * vcvtph2ps makes a signalling float16 NaN quiet where ak_h2f keeps it signalling, which no kernel
 * output shows (arithmetic quiets it too, and every float16 / bfloat16 store below canonicalizes a
 * NaN exactly as ak_f2h / ak_f2b do). Names: ak_ld16_<h|b>_<isa>(float x[16], const uint16_t *p),
 * ak_st16_<h|b>_<isa>(uint16_t *p, const float x[16]), and the f32 ones for mixed dtypes. */
#ifndef AK_VEC_H
#define AK_VEC_H

#include "ak_internal.h"

#if AK_X86
#include <immintrin.h>

/* ---- AVX-512 ---- */
#define AK_V512 static inline __attribute__((always_inline, target("avx512f,avx512bw,avx512vl,avx512dq,avx2,fma,f16c")))

AK_V512 void ak_ld16_h_avx512(float *x, const uint16_t *p) {
    _mm512_storeu_ps(x, _mm512_cvtph_ps(_mm256_loadu_si256((const __m256i *)(const void *)p)));
}
AK_V512 void ak_ld16_b_avx512(float *x, const uint16_t *p) {
    __m512i w = _mm512_cvtepu16_epi32(_mm256_loadu_si256((const __m256i *)(const void *)p));
    _mm512_storeu_ps(x, _mm512_castsi512_ps(_mm512_slli_epi32(w, 16)));
}
AK_V512 void ak_ld16_f_avx512(float *x, const float *p) { _mm512_storeu_ps(x, _mm512_loadu_ps(p)); }
AK_V512 void ak_st16_h_avx512(uint16_t *p, const float *x) {
    __m512 v = _mm512_loadu_ps(x);
    /* a NaN becomes the quiet NaN of its sign (vcvtps2ph would keep payload bits) */
    const __mmask16 nan = _mm512_cmp_ps_mask(v, v, _CMP_UNORD_Q);
    const __m512 q = _mm512_or_ps(_mm512_and_ps(v, _mm512_castsi512_ps(_mm512_set1_epi32((int)0x80000000u))),
                                  _mm512_castsi512_ps(_mm512_set1_epi32(0x7fc00000)));
    v = _mm512_mask_mov_ps(v, nan, q);
    _mm256_storeu_si256((__m256i *)(void *)p, _mm512_cvtps_ph(v, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC));
}
AK_V512 void ak_st16_b_avx512(uint16_t *p, const float *x) {
    const __m512 v = _mm512_loadu_ps(x);
    const __m512i b = _mm512_castps_si512(v);
    const __m512i hi = _mm512_srli_epi32(b, 16);
    __m512i r = _mm512_srli_epi32(_mm512_add_epi32(_mm512_add_epi32(b, _mm512_set1_epi32(0x7fff)),
                                                   _mm512_and_si512(hi, _mm512_set1_epi32(1))), 16);
    r = _mm512_mask_mov_epi32(r, _mm512_cmp_ps_mask(v, v, _CMP_UNORD_Q), _mm512_or_si512(hi, _mm512_set1_epi32(0x40)));
    _mm256_storeu_si256((__m256i *)(void *)p, _mm512_cvtepi32_epi16(r));
}
AK_V512 void ak_st16_f_avx512(float *p, const float *x) { _mm512_storeu_ps(p, _mm512_loadu_ps(x)); }

/* ---- AVX2 + F16C: two halves of 8 ---- */
#define AK_V256 static inline __attribute__((always_inline, target("avx2,fma,f16c")))

AK_V256 void ak_ld16_h_avx2(float *x, const uint16_t *p) {
    for (int k = 0; k < 16; k += 8)
        _mm256_storeu_ps(x + k, _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(const void *)(p + k))));
}
AK_V256 void ak_ld16_b_avx2(float *x, const uint16_t *p) {
    for (int k = 0; k < 16; k += 8) {
        __m256i w = _mm256_cvtepu16_epi32(_mm_loadu_si128((const __m128i *)(const void *)(p + k)));
        _mm256_storeu_ps(x + k, _mm256_castsi256_ps(_mm256_slli_epi32(w, 16)));
    }
}
AK_V256 void ak_ld16_f_avx2(float *x, const float *p) {
    for (int k = 0; k < 16; k += 8) _mm256_storeu_ps(x + k, _mm256_loadu_ps(p + k));
}
AK_V256 void ak_st16_h_avx2(uint16_t *p, const float *x) {
    for (int k = 0; k < 16; k += 8) {
        __m256 v = _mm256_loadu_ps(x + k);
        const __m256 nan = _mm256_cmp_ps(v, v, _CMP_UNORD_Q);
        const __m256 q = _mm256_or_ps(_mm256_and_ps(v, _mm256_castsi256_ps(_mm256_set1_epi32((int)0x80000000u))),
                                      _mm256_castsi256_ps(_mm256_set1_epi32(0x7fc00000)));
        v = _mm256_blendv_ps(v, q, nan);
        _mm_storeu_si128((__m128i *)(void *)(p + k), _mm256_cvtps_ph(v, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC));
    }
}
AK_V256 void ak_st16_b_avx2(uint16_t *p, const float *x) {
    for (int k = 0; k < 16; k += 8) {
        const __m256 v = _mm256_loadu_ps(x + k);
        const __m256i b = _mm256_castps_si256(v);
        const __m256i hi = _mm256_srli_epi32(b, 16);
        __m256i r = _mm256_srli_epi32(_mm256_add_epi32(_mm256_add_epi32(b, _mm256_set1_epi32(0x7fff)),
                                                       _mm256_and_si256(hi, _mm256_set1_epi32(1))), 16);
        r = _mm256_castps_si256(_mm256_blendv_ps(_mm256_castsi256_ps(r),
                                                 _mm256_castsi256_ps(_mm256_or_si256(hi, _mm256_set1_epi32(0x40))),
                                                 _mm256_cmp_ps(v, v, _CMP_UNORD_Q)));
        /* packus takes each 128-bit lane's 4 + 4 words; the permute puts the 8 in order */
        __m256i pk = _mm256_permute4x64_epi64(_mm256_packus_epi32(r, r), 0x08);
        _mm_storeu_si128((__m128i *)(void *)(p + k), _mm256_castsi256_si128(pk));
    }
}
AK_V256 void ak_st16_f_avx2(float *p, const float *x) {
    for (int k = 0; k < 16; k += 8) _mm256_storeu_ps(p + k, _mm256_loadu_ps(x + k));
}

/* 16 floats to p (64-byte aligned) with non-temporal stores; the writer ends its run with _mm_sfence() so
 * the pool's hand-back orders them before whoever reads the output. */
AK_V512 void ak_stream16_f_avx512(float *p, const float *x) { _mm512_stream_ps(p, _mm512_loadu_ps(x)); }
AK_V256 void ak_stream16_f_avx2(float *p, const float *x) {
    for (int k = 0; k < 16; k += 8) _mm256_stream_ps(p + k, _mm256_loadu_ps(x + k));
}

#define AK_HAVE_VEC 1
#else
#define AK_HAVE_VEC 0
#endif

#endif /* AK_VEC_H */
