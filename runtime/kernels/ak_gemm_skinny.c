/* f16 / bf16 gemm with a few rows of A (1-16 tokens of an LLM's decode step) against a weight read where it
 * lies, once. The general paths pass over it two or three more times for a handful of rows (ak_gemm_bf16.c
 * packs B, the f16 BLAS path converts it to f32): 0.07-0.18x torch in bf16 and 0.01x in f16 at m = 1-16,
 * k = 4096 (docs/benchmarks.md). Two layouts, AVX-512:
 *   - x @ W.T, B's columns contiguous in k (W [n][k] row-major, as torch's Linear keeps it): each output
 *     is the dot product of an A row and a B column. bf16 by vdpbf16ps on 32 k at a time (a row of A and
 *     a column of B both hold k pairs in order, so each lane accumulates its pairs' two products;
 *     AVX-512 BF16, as ak_gemm_bf16.c); f16 by 16 k at a time converted to f32 (vcvtph2ps) and one FMA
 *     a lane. Register tiles of up to 4 A rows x 8 B columns, k's tail through masked loads (zeros add
 *     nothing), then each accumulator summed across its lanes in a fixed order. The parallel unit is a
 *     range of B columns.
 *   - x @ W, B's rows contiguous in n (W [k][n]): A[i][k] times B's row k added to a strip of 512-2048
 *     sums per A row, 16 rows of B at a time so the weight is read in 16 sequential runs; B converted to
 *     f32 (bf16 by a shift, f16 by vcvtph2ps), k in order for every sum. The parallel unit is a strip.
 * C = alpha * sum + beta * C rounded once. Summation order differs from the packed kernel's, the result by
 * f32 rounding only. */
#include "ak_internal.h"

#if AK_X86 && (defined(__clang__) || __GNUC__ >= 10)
#include <immintrin.h>

/* rows taken; the time here grows with the rows, the packed kernel's far less (its 6 x 64 tile reuses each
 * B vector 6 times): at 8-16 rows this is 1.6-3.1 ms against its 3.8-4.4 (bf16, k = n = 4096) */
#define SK_MAX_M 16
/* 4 x 8 accumulators, more than the 32 zmm hold with the 8 B vectors, and GCC spills some: at m = 16 still
 * 2.96 ms against 4.0 for 2 x 8 (k = n = 4096, two threads); 8 weight rows side by side read 27-31 GB/s
 * on one thread at m = 1 where 4 read 19-22 */
#define SK_MR 4
#define SK_NR 8

#define AK_SK_BF16 __attribute__((target("avx512f,avx512bw,avx512vl,avx512dq,avx512bf16,avx2,fma,f16c")))

/* x @ W: a strip's sums, all rows, fill SK_ACC floats (32 KiB of stack): 2048 columns up to 4 rows, 1024 up
 * to 8, 512 up to 16. Wider strips read longer runs of each weight row: at m = 1 (k = n = 4096, two
 * threads) 64 columns ran at 6.7 GB/s, 512 at 20, 1024 at 33, 2048 at 41. */
#define SK_ACC 8192
static int64_t ak_sk_strip(int64_t m) { return m <= 4 ? 2048 : m <= 8 ? 1024 : 512; }

/* the x @ W.T layout (dot products) on this CPU */
static int ak_sk_dots(int dtype, int64_t sak, int64_t sbk) {
    return sak == 1 && sbk == 1 && (dtype == AK_F16 || ak_gemm_bf16_dp_available());
}

int ak_gemm_skinny_fits(int dtype, int64_t m, int64_t k, int64_t sak, int64_t sbk, int64_t sbn) {
    if (m < 1 || m > SK_MAX_M || k < 1 || (dtype != AK_F16 && dtype != AK_BF16) || ak_isa() != AK_ISA_AVX512)
        return 0;
    return ak_sk_dots(dtype, sak, sbk) || sbn == 1;
}

typedef struct {
    const ak_gemm_arg *g;
    const uint16_t *a, *b; /* one batch item's matrices */
    uint16_t *c;
} ak_sk_job;

/* C[i0 + r][j0 + c] for r < mr, c < nr from acc[r * ld + c]; rows / columns past mr / nr were computed
 * from repeated pointers (or masked off) and are dropped */
static void ak_sk_store(const ak_gemm_arg *g, uint16_t *c, int dtype, int mr, int nr, const float *acc, int ld) {
    for (int r = 0; r < mr; r++)
        for (int q = 0; q < nr; q++) {
            uint16_t *dst = c + r * g->scm + q * g->scn;
            const float old = g->beta == 0 ? 0.0f : (dtype == AK_BF16 ? ak_b2f(*dst) : ak_h2f(*dst));
            /* beta == 0: C's old contents, NaN included, are not read */
            const float sum = acc[r * ld + q];
            const float v = g->beta == 0 ? g->alpha * sum : g->alpha * sum + g->beta * old;
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
        const uint16_t *A = j->a, *B = j->b;                                                             \
        uint16_t *C = j->c;                                                                              \
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
                ak_sk_store(g, C + i0 * g->scm + j0 * g->scn, DTYPE, mr, nr, &out[0][0], SK_NR);         \
            }                                                                                            \
        }                                                                                                \
    }

AK_SK_BF16 AK_SK_COLUMNS(ak_sk_bf16_columns, ak_sk_bf16_tile, AK_BF16)
AK_AVX512 AK_SK_COLUMNS(ak_sk_f16_columns, ak_sk_f16_tile, AK_F16)

/* x @ W over the strip's columns [j0, j0 + w): for each block of SK_KB rows of W, every 16 columns load
 * those rows once (SK_KB sequential streams through W) and add them, times A's values, to each A row's
 * sums, kept in acc (row stride rw) between blocks. LD16 is 16 halves of a row as f32 (masked: zeros past
 * w), A2F one half. */
#define SK_KB 16
#define AK_SK_ROW_STRIP(NAME, LD16, A2F)                                                                  \
    AK_AVX512 static void NAME(const ak_gemm_arg *g, const uint16_t *A, const uint16_t *b, int w,          \
                               int64_t rw, float *acc) {                                                  \
        float xa[SK_MAX_M][SK_KB];                                                                        \
        for (int64_t i = 0; i < g->m; i++)                                                                \
            for (int v = 0; v < w; v += 16) _mm512_storeu_ps(acc + i * rw + v, _mm512_setzero_ps());     \
        for (int64_t k0 = 0; k0 < g->k; k0 += SK_KB) {                                                    \
            const int kb = g->k - k0 < SK_KB ? (int)(g->k - k0) : SK_KB;                                  \
            for (int64_t i = 0; i < g->m; i++)                                                            \
                for (int q = 0; q < SK_KB; q++) xa[i][q] = q < kb ? A2F(A[i * g->sam + (k0 + q) * g->sak]) : 0.0f; \
            for (int v = 0; v < w; v += 16) {                                                             \
                const int c = w - v;                                                                      \
                const __mmask16 mk = c >= 16 ? (__mmask16)0xffff : (__mmask16)((1u << c) - 1);            \
                __m512 wv[SK_KB];                                                                         \
                for (int q = 0; q < SK_KB; q++)                                                           \
                    wv[q] = q < kb ? LD16(mk, b + (k0 + q) * g->sbk + v) : _mm512_setzero_ps();            \
                for (int64_t i = 0; i < g->m; i++) {                                                      \
                    __m512 s = _mm512_loadu_ps(acc + i * rw + v);                                      \
                    for (int q = 0; q < SK_KB; q++) s = _mm512_fmadd_ps(_mm512_set1_ps(xa[i][q]), wv[q], s); \
                    _mm512_storeu_ps(acc + i * rw + v, s);                                             \
                }                                                                                         \
            }                                                                                             \
        }                                                                                                 \
    }

#define AK_SK_RLD_BF16(m, p)                                                                              \
    _mm512_castsi512_ps(_mm512_slli_epi32(_mm512_cvtepu16_epi32(_mm256_maskz_loadu_epi16((m), (const void *)(p))), 16))
#define AK_SK_RLD_F16(m, p) _mm512_cvtph_ps(_mm256_maskz_loadu_epi16((m), (const void *)(p)))
AK_SK_ROW_STRIP(ak_sk_bf16_row_strip, AK_SK_RLD_BF16, ak_b2f)
AK_SK_ROW_STRIP(ak_sk_f16_row_strip, AK_SK_RLD_F16, ak_h2f)

/* strips [lo, hi) of ak_sk_strip(m) columns */
#define AK_SK_ROWS(NAME, STRIP, DTYPE)                                                                   \
    static void NAME(void *argp, int64_t lo, int64_t hi) {                                               \
        const ak_sk_job *j = (const ak_sk_job *)argp;                                                    \
        const ak_gemm_arg *g = j->g;                                                                     \
        const uint16_t *A = j->a, *B = j->b;                                                             \
        uint16_t *C = j->c;                                                                              \
        float acc[SK_ACC] __attribute__((aligned(64)));                                                  \
        const int64_t rw = ak_sk_strip(g->m);                                                            \
        for (int64_t s = lo; s < hi; s++) {                                                              \
            const int64_t j0 = s * rw;                                                                   \
            const int w = g->n - j0 < rw ? (int)(g->n - j0) : (int)rw;                                   \
            STRIP(g, A, B + j0 * g->sbn, w, rw, acc);                                                    \
            ak_sk_store(g, C + j0 * g->scn, DTYPE, (int)g->m, w, acc, (int)rw);                          \
        }                                                                                                \
    }

AK_SK_ROWS(ak_sk_bf16_rows, ak_sk_bf16_row_strip, AK_BF16)
AK_SK_ROWS(ak_sk_f16_rows, ak_sk_f16_row_strip, AK_F16)

int ak_gemm_skinny(const ak_exec *ex, const ak_gemm_arg *g, int dtype) {
    if (!ak_gemm_skinny_fits(dtype, g->m, g->k, g->sak, g->sbk, g->sbn)) return AK_UNSUPPORTED;
    const int dots = ak_sk_dots(dtype, g->sak, g->sbk);
    /* ~256K multiply-adds per chunk amortize a hand-off: columns (dots) or strips (x @ W) */
    const int64_t rw = dots ? 1 : ak_sk_strip(g->m);
    const int64_t units = (g->n + rw - 1) / rw;
    const int64_t grain = 1 + 262144 / (g->m * g->k * rw);
    ak_body body = dots ? (dtype == AK_BF16 ? ak_sk_bf16_columns : ak_sk_f16_columns)
                        : (dtype == AK_BF16 ? ak_sk_bf16_rows : ak_sk_f16_rows);
    for (int64_t bi = 0; bi < g->batch; bi++) {
        ak_sk_job j = {g, (const uint16_t *)(const void *)g->a + bi * g->sab,
                       (const uint16_t *)(const void *)g->b + bi * g->sbb, (uint16_t *)(void *)g->c + bi * g->scb};
        ak_run(ex, units, grain, body, &j);
    }
    return AK_OK;
}

#else
int ak_gemm_skinny_fits(int dtype, int64_t m, int64_t k, int64_t sak, int64_t sbk, int64_t sbn) {
    (void)dtype;
    (void)m;
    (void)k;
    (void)sak;
    (void)sbk;
    (void)sbn;
    return 0;
}
int ak_gemm_skinny(const ak_exec *ex, const ak_gemm_arg *g, int dtype) {
    (void)ex;
    (void)g;
    (void)dtype;
    return AK_UNSUPPORTED;
}
#endif
