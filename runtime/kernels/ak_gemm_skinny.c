/* f16 / bf16 gemm with a few rows of A against a B whose columns are contiguous in k: x @ W.T in an
 * LLM's decode step (1-16 tokens, W [n][k] row-major, as torch's Linear keeps it). Each output is the dot
 * product of an A row and a B column, both read where they lie, so the weight is read once. The general
 * paths pass over it two or three more times for a handful of rows (ak_gemm_bf16.c packs B, the f16 BLAS
 * path converts it to f32): 0.07-0.18x torch in bf16 and 0.01x in f16 at m = 1-16, k = 4096
 * (docs/benchmarks.md).
 *   - bf16: vdpbf16ps on 32 k at a time; a row of A and a column of B both hold k pairs in order, so
 *     each lane accumulates its pairs' two products (AVX-512 BF16, as ak_gemm_bf16.c).
 *   - f16: 16 k at a time converted to f32 (vcvtph2ps), one FMA per lane (AVX-512).
 * Register tiles of up to 4 A rows x 8 B columns, k's tail through masked loads
 * (zeros add nothing), then each accumulator summed across its lanes in a fixed order and
 * C = alpha * sum + beta * C rounded once. The parallel unit is a range of B columns. Summation order
 * differs from the packed kernel's (lanes, then across them), the result by f32 rounding only. */
#include "ak_internal.h"

#if AK_X86 && (defined(__clang__) || __GNUC__ >= 10)
#include <immintrin.h>

#define SK_MAX_M 16 /* at 128 rows the packed kernel is 2x faster (its register tile reuses B 6 times) */
/* 4 x 8 accumulators, more than the 32 zmm hold with the 8 B vectors, and GCC spills some: at m = 16 still
 * 2.96 ms against 4.0 for 2 x 8 (k = n = 4096, two threads); 8 weight rows side by side read 27-31 GB/s
 * on one thread at m = 1 where 4 read 19-22 */
#define SK_MR 4
#define SK_NR 8

#define AK_SK_BF16 __attribute__((target("avx512f,avx512bw,avx512vl,avx512dq,avx512bf16,avx2,fma,f16c")))

int ak_gemm_skinny_fits(int dtype, int64_t m, int64_t k, int64_t sak, int64_t sbk) {
    if (m < 1 || m > SK_MAX_M || k < 1 || sak != 1 || sbk != 1) return 0;
    if (dtype == AK_BF16) return ak_gemm_bf16_dp_available();
    return dtype == AK_F16 && ak_isa() == AK_ISA_AVX512;
}

typedef struct {
    const ak_gemm_arg *g;
    int64_t bi; /* batch item */
} ak_sk_job;

/* C[i0 + r][j0 + c] for r < mr, c < nr from acc[r][c]; rows / columns past mr / nr were computed from
 * repeated pointers and are dropped */
static void ak_sk_store(const ak_gemm_arg *g, uint16_t *c, int dtype, int mr, int nr, float acc[SK_MR][SK_NR]) {
    for (int r = 0; r < mr; r++)
        for (int q = 0; q < nr; q++) {
            uint16_t *dst = c + r * g->scm + q * g->scn;
            const float old = g->beta == 0 ? 0.0f : (dtype == AK_BF16 ? ak_b2f(*dst) : ak_h2f(*dst));
            /* beta == 0: C's old contents, NaN included, are not read */
            const float v = g->beta == 0 ? g->alpha * acc[r][q] : g->alpha * acc[r][q] + g->beta * old;
            *dst = dtype == AK_BF16 ? ak_f2b(v) : ak_f2h(v);
        }
}

/* One mr x 8 register tile over all of k: a[r] rows of A, b[q] columns of B. Per dtype: STEP k per vector,
 * LOAD / MLOAD (masked, zeros past the mask) a vector of k from a row, MAC the multiply-add into a lane. */
#define AK_SK_TILE(NAME, ATTR, STEP, VT, MASKT, LOAD, MLOAD, MAC)                                         \
    ATTR static inline __attribute__((always_inline)) void NAME(const int mr, int64_t k,                  \
                                                                const uint16_t *const *a,                 \
                                                                const uint16_t *const *b,                 \
                                                                float out[SK_MR][SK_NR]) {                \
        __m512 acc[SK_MR][SK_NR];                                                                         \
        for (int r = 0; r < mr; r++)                                                                      \
            for (int q = 0; q < SK_NR; q++) acc[r][q] = _mm512_setzero_ps();                              \
        const int64_t full = k / STEP * STEP;                                                             \
        for (int64_t p = 0; p < full; p += STEP) {                                                        \
            VT bv[SK_NR];                                                                                 \
            for (int q = 0; q < SK_NR; q++) bv[q] = LOAD(b[q] + p);                                       \
            for (int r = 0; r < mr; r++) {                                                                \
                const VT av = LOAD(a[r] + p);                                                             \
                for (int q = 0; q < SK_NR; q++) acc[r][q] = MAC(acc[r][q], av, bv[q]);                    \
            }                                                                                             \
        }                                                                                                 \
        if (full < k) {                                                                                   \
            const MASKT m = (MASKT)((1ull << (k - full)) - 1);                                            \
            VT bv[SK_NR];                                                                                 \
            for (int q = 0; q < SK_NR; q++) bv[q] = MLOAD(m, b[q] + full);                                \
            for (int r = 0; r < mr; r++) {                                                                \
                const VT av = MLOAD(m, a[r] + full);                                                      \
                for (int q = 0; q < SK_NR; q++) acc[r][q] = MAC(acc[r][q], av, bv[q]);                    \
            }                                                                                             \
        }                                                                                                 \
        for (int r = 0; r < mr; r++)                                                                      \
            for (int q = 0; q < SK_NR; q++) out[r][q] = _mm512_reduce_add_ps(acc[r][q]);                  \
    }

/* bf16: 32 k as 16 pairs a vector, vdpbf16ps adds both products of a pair to its lane */
#define AK_SK_LD_BF16(p) ((__m512bh)_mm512_loadu_si512((const void *)(p)))
#define AK_SK_MLD_BF16(m, p) ((__m512bh)_mm512_maskz_loadu_epi16((m), (const void *)(p)))
#define AK_SK_MAC_BF16(acc, x, y) _mm512_dpbf16_ps((acc), (x), (y))
AK_SK_TILE(ak_sk_bf16_tile, AK_SK_BF16, 32, __m512bh, __mmask32, AK_SK_LD_BF16, AK_SK_MLD_BF16, AK_SK_MAC_BF16)

/* f16: 16 k a vector, converted to f32 (vcvtph2ps), one FMA a lane */
#define AK_SK_LD_F16(p) _mm512_cvtph_ps(_mm256_loadu_si256((const __m256i *)(const void *)(p)))
#define AK_SK_MLD_F16(m, p) _mm512_cvtph_ps(_mm256_maskz_loadu_epi16((m), (const void *)(p)))
#define AK_SK_MAC_F16(acc, x, y) _mm512_fmadd_ps((x), (y), (acc))
AK_SK_TILE(ak_sk_f16_tile, AK_AVX512, 16, __m512, __mmask16, AK_SK_LD_F16, AK_SK_MLD_F16, AK_SK_MAC_F16)

/* The tile functions take mr as a constant (one copy per row count), so a single token does not
 * pay for four rows. */
#define AK_SK_COLUMNS(NAME, TILE, DTYPE)                                                                 \
    static void NAME(void *argp, int64_t lo, int64_t hi) {                                               \
        const ak_sk_job *j = (const ak_sk_job *)argp;                                                    \
        const ak_gemm_arg *g = j->g;                                                                     \
        const uint16_t *A = (const uint16_t *)(const void *)g->a + (g->sab ? j->bi * g->sab : 0);       \
        const uint16_t *B = (const uint16_t *)(const void *)g->b + (g->sbb ? j->bi * g->sbb : 0);       \
        uint16_t *C = (uint16_t *)(void *)g->c + j->bi * g->scb;                                         \
        for (int64_t j0 = lo; j0 < hi; j0 += SK_NR) {                                                    \
            const int nr = hi - j0 < SK_NR ? (int)(hi - j0) : SK_NR;                                     \
            const uint16_t *b[SK_NR];                                                                    \
            for (int q = 0; q < SK_NR; q++) b[q] = B + (j0 + (q < nr ? q : nr - 1)) * g->sbn;            \
            for (int64_t i0 = 0; i0 < g->m; i0 += SK_MR) {                                               \
                const int mr = g->m - i0 < SK_MR ? (int)(g->m - i0) : SK_MR;                             \
                const uint16_t *a[SK_MR];                                                                \
                for (int r = 0; r < SK_MR; r++) a[r] = A + (i0 + (r < mr ? r : mr - 1)) * g->sam;        \
                float out[SK_MR][SK_NR];                                                                 \
                switch (mr) {                                                                            \
                case 1: TILE(1, g->k, a, b, out); break;                                                 \
                case 2: TILE(2, g->k, a, b, out); break;                                                 \
                case 3: TILE(3, g->k, a, b, out); break;                                                 \
                default: TILE(4, g->k, a, b, out); break;                                                \
                }                                                                                        \
                ak_sk_store(g, C + i0 * g->scm + j0 * g->scn, DTYPE, mr, nr, out);                       \
            }                                                                                            \
        }                                                                                                \
    }

AK_SK_BF16 AK_SK_COLUMNS(ak_sk_bf16_columns, ak_sk_bf16_tile, AK_BF16)
AK_AVX512 AK_SK_COLUMNS(ak_sk_f16_columns, ak_sk_f16_tile, AK_F16)

int ak_gemm_skinny(const ak_exec *ex, const ak_gemm_arg *g, int dtype) {
    if (!ak_gemm_skinny_fits(dtype, g->m, g->k, g->sak, g->sbk)) return AK_UNSUPPORTED;
    /* ~256K multiply-adds per chunk amortize a hand-off */
    const int64_t grain = 1 + 262144 / (g->m * g->k);
    for (int64_t bi = 0; bi < g->batch; bi++) {
        ak_sk_job j = {g, bi};
        ak_run(ex, g->n, grain, dtype == AK_BF16 ? ak_sk_bf16_columns : ak_sk_f16_columns, &j);
    }
    return AK_OK;
}

#else
int ak_gemm_skinny_fits(int dtype, int64_t m, int64_t k, int64_t sak, int64_t sbk) {
    (void)dtype;
    (void)m;
    (void)k;
    (void)sak;
    (void)sbk;
    return 0;
}
int ak_gemm_skinny(const ak_exec *ex, const ak_gemm_arg *g, int dtype) {
    (void)ex;
    (void)g;
    (void)dtype;
    return AK_UNSUPPORTED;
}
#endif
