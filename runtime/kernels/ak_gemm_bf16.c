/* bf16 gemm on AVX-512 BF16: vdpbf16ps multiplies two bf16 pairs per f32 lane and adds both
 * products to the lane, 4x the multiply-adds of an f32 FMA per instruction. No library anyrt can load
 * uses it on this CPU (MKL's bf16 gemm runs at its f32 rate on AMD, OpenBLAS wheels have no sbgemm;
 * docs/benchmarks.md), so this is hand-written, in the usual shape:
 *   - B packed once per call into 64-column panels of k pairs: panel[kp][j] = (B[2kp][j], B[2kp+1][j]),
 *     one zmm = 16 columns x 2 k. A row-major A with an even k is read in place (its rows already hold
 *     the pairs); any other A is packed into 6-row panels of k pairs: panel[kp][r] = (A[r][2kp],
 *     A[r][2kp+1]). A's pair is broadcast as one 32-bit value; an odd k is padded with a zero pair half.
 *     The packed operands live in the caller's scratch (ak_exec.scratch), else in memory allocated
 *     per call (none: the caller's other path runs).
 *   - Output tiles of MC x NC are the parallel unit; a tile's f32 accumulators live in a stack
 *     buffer over k blocks of KC pairs, a 6 x 64 register tile (24 zmm) per micro-kernel call. One
 *     k block covers k up to 1024, so the accumulators go to memory once per tile; a tile's B panel
 *     (128 KiB at KC = 512) is read from L2 by 16 row panels.
 *   - C = alpha * acc + beta * C rounded once to bf16 (nearest even, as ak_f2b).
 * vdpbf16ps treats bf16 subnormal inputs as zero and flushes subnormal results (DAZ / FTZ), so sums
 * below FLT_MIN differ from an f32 reference; nothing else does beyond f32 summation order. */
#include <stdlib.h>
#include <string.h>

#include "ak_internal.h"

#if AK_X86 && (defined(__clang__) || __GNUC__ >= 10)
#include <immintrin.h>

#define BF_MR 6
#define BF_NR 64
/* Swept at 1024^3, one thread (KC 64-1024 x MC 48-192 x NC 64-128): KC 96 -> 512 took the tile loop
 * from 4.5-4.8 to 4.15-4.4 ms; MC and NC moved it by less than the run-to-run spread. */
#define BF_MC 96  /* rows per tile: 16 panels */
#define BF_NC 64  /* columns per tile: 1 panel; the f32 tile is 24 KiB of stack */
#define BF_KC 512 /* k pairs per block */

#define AK_BF16_T __attribute__((target("avx512f,avx512bw,avx512vl,avx512dq,avx512bf16,avx2,fma,f16c")))

int ak_gemm_bf16_dp_available(void) {
    return AK_ISA_MAX >= AK_ISA_AVX512 && ak_isa() == AK_ISA_AVX512 && __builtin_cpu_supports("avx512bf16");
}

typedef struct {
    const ak_gemm_arg *g;
    int64_t bi_a, bi_b; /* batch item whose A / B is being packed */
    int64_t kp;         /* k pairs */
    uint32_t *ap, *bp;  /* packed A (m panels; NULL: A is read in place), packed B (n panels) */
    uint16_t *c;        /* this batch item's C */
} ak_bf_job;

static inline uint32_t ak_bf_pair(uint16_t lo, uint16_t hi) { return (uint32_t)lo | (uint32_t)hi << 16; }

/* A rows [6 ip, 6 ip + 6) into panel ip: kp x 6 pairs */
static void ak_bf_pack_a(void *argp, int64_t lo, int64_t hi) {
    const ak_bf_job *j = (const ak_bf_job *)argp;
    const ak_gemm_arg *g = j->g;
    const uint16_t *A = (const uint16_t *)(const void *)g->a + j->bi_a * g->sab;
    for (int64_t ip = lo; ip < hi; ip++) {
        uint32_t *dst = j->ap + ip * j->kp * BF_MR;
        for (int r = 0; r < BF_MR; r++) {
            const int64_t row = ip * BF_MR + r;
            if (row >= g->m) {
                for (int64_t kp = 0; kp < j->kp; kp++) dst[kp * BF_MR + r] = 0;
                continue;
            }
            const uint16_t *src = A + row * g->sam;
            const int64_t full = g->k / 2, sak = g->sak;
            if (sak == 1) {
                for (int64_t kp = 0; kp < full; kp++) {
                    uint32_t v;
                    memcpy(&v, src + 2 * kp, sizeof v);
                    dst[kp * BF_MR + r] = v;
                }
            } else {
                for (int64_t kp = 0; kp < full; kp++) dst[kp * BF_MR + r] = ak_bf_pair(src[2 * kp * sak], src[(2 * kp + 1) * sak]);
            }
            if (g->k & 1) dst[full * BF_MR + r] = ak_bf_pair(src[(g->k - 1) * sak], 0);
        }
    }
}

/* B columns [64 jp, 64 jp + 64) into panel jp: kp x 64 pairs */
AK_BF16_T static void ak_bf_pack_b(void *argp, int64_t lo, int64_t hi) {
    const ak_bf_job *j = (const ak_bf_job *)argp;
    const ak_gemm_arg *g = j->g;
    const uint16_t *B = (const uint16_t *)(const void *)g->b + j->bi_b * g->sbb;
    const int64_t sbk = g->sbk, sbn = g->sbn, full = g->k / 2;
    /* interleave of rows k (table index < 32) and k + 1 (>= 32): columns 0-15 and 16-31 */
    const __m512i ilo = _mm512_set_epi16(47, 15, 46, 14, 45, 13, 44, 12, 43, 11, 42, 10, 41, 9, 40, 8, 39, 7, 38, 6, 37,
                                         5, 36, 4, 35, 3, 34, 2, 33, 1, 32, 0);
    const __m512i ihi = _mm512_set_epi16(63, 31, 62, 30, 61, 29, 60, 28, 59, 27, 58, 26, 57, 25, 56, 24, 55, 23, 54,
                                         22, 53, 21, 52, 20, 51, 19, 50, 18, 49, 17, 48, 16);
    for (int64_t jp = lo; jp < hi; jp++) {
        uint32_t *dst = j->bp + jp * j->kp * BF_NR;
        const int64_t j0 = jp * BF_NR, w = g->n - j0 < BF_NR ? g->n - j0 : BF_NR;
        const uint16_t *src = B + j0 * sbn;
        if (sbn == 1 && w == BF_NR) { /* rows of B: two rows' 64 columns interleaved per k pair */
            for (int64_t kp = 0; kp < full; kp++) {
                const uint16_t *r0 = src + 2 * kp * sbk, *r1 = r0 + sbk;
                for (int h = 0; h < 2; h++) {
                    const __m512i x0 = _mm512_loadu_si512((const void *)(r0 + 32 * h));
                    const __m512i x1 = _mm512_loadu_si512((const void *)(r1 + 32 * h));
                    _mm512_storeu_si512((void *)(dst + kp * BF_NR + 32 * h), _mm512_permutex2var_epi16(x0, ilo, x1));
                    _mm512_storeu_si512((void *)(dst + kp * BF_NR + 32 * h + 16), _mm512_permutex2var_epi16(x0, ihi, x1));
                }
            }
        } else if (sbk == 1 && w == BF_NR) { /* columns of B (a transposed weight), 16 k pairs at a time so the
                                                * 16 panel rows written stay in L1: 0.35 -> 0.19 ms at 1024^2 */
            for (int64_t kp0 = 0; kp0 < full; kp0 += 16) {
                const int64_t kn = full - kp0 < 16 ? full - kp0 : 16;
                for (int64_t c = 0; c < BF_NR; c++) {
                    const uint16_t *col = src + c * sbn + 2 * kp0;
                    for (int64_t q = 0; q < kn; q++) {
                        uint32_t v;
                        memcpy(&v, col + 2 * q, sizeof v);
                        dst[(kp0 + q) * BF_NR + c] = v;
                    }
                }
            }
        } else if (sbk == 1) { /* the last, narrower panel of a transposed B */
            for (int64_t c = 0; c < BF_NR; c++) {
                if (c >= w) {
                    for (int64_t kp = 0; kp < full; kp++) dst[kp * BF_NR + c] = 0;
                    continue;
                }
                const uint16_t *col = src + c * sbn;
                for (int64_t kp = 0; kp < full; kp++) {
                    uint32_t v;
                    memcpy(&v, col + 2 * kp, sizeof v);
                    dst[kp * BF_NR + c] = v;
                }
            }
        } else {
            for (int64_t kp = 0; kp < full; kp++)
                for (int64_t c = 0; c < BF_NR; c++)
                    dst[kp * BF_NR + c] = c < w ? ak_bf_pair(src[2 * kp * sbk + c * sbn], src[(2 * kp + 1) * sbk + c * sbn]) : 0;
        }
        if (g->k & 1)
            for (int64_t c = 0; c < BF_NR; c++) dst[full * BF_NR + c] = c < w ? ak_bf_pair(src[(g->k - 1) * sbk + c * sbn], 0) : 0;
    }
}

/* ct[6 x 64] (row stride ldc) = (first ? 0 : ct) + A (kc x 6 pairs) . bp (kc x 64 pairs), A's pair p of
 * row r at ar[r] + p * sp (bf16 elements: 2 in place, 12 packed) */
AK_BF16_T static inline __attribute__((always_inline)) void ak_bf_micro(int64_t kc, const uint16_t *const *ar,
                                                                        const int64_t sp, const uint32_t *restrict bp,
                                                                        float *restrict ct, int64_t ldc, int first) {
    const uint16_t *a0 = ar[0], *a1 = ar[1], *a2 = ar[2], *a3 = ar[3], *a4 = ar[4], *a5 = ar[5];
    __m512 c00, c01, c02, c03, c10, c11, c12, c13, c20, c21, c22, c23, c30, c31, c32, c33, c40, c41, c42, c43, c50,
        c51, c52, c53;
#define AK_BF_ROW_INIT(r)                                                                                      \
    c##r##0 = first ? _mm512_setzero_ps() : _mm512_loadu_ps(ct + r * ldc);                                    \
    c##r##1 = first ? _mm512_setzero_ps() : _mm512_loadu_ps(ct + r * ldc + 16);                               \
    c##r##2 = first ? _mm512_setzero_ps() : _mm512_loadu_ps(ct + r * ldc + 32);                               \
    c##r##3 = first ? _mm512_setzero_ps() : _mm512_loadu_ps(ct + r * ldc + 48);
    AK_BF_ROW_INIT(0) AK_BF_ROW_INIT(1) AK_BF_ROW_INIT(2) AK_BF_ROW_INIT(3) AK_BF_ROW_INIT(4) AK_BF_ROW_INIT(5)
    for (int64_t p = 0; p < kc; p++) {
        const __m512bh b0 = (__m512bh)_mm512_loadu_si512((const void *)(bp + p * BF_NR));
        const __m512bh b1 = (__m512bh)_mm512_loadu_si512((const void *)(bp + p * BF_NR + 16));
        const __m512bh b2 = (__m512bh)_mm512_loadu_si512((const void *)(bp + p * BF_NR + 32));
        const __m512bh b3 = (__m512bh)_mm512_loadu_si512((const void *)(bp + p * BF_NR + 48));
#define AK_BF_ROW(r)                                                                                           \
    {                                                                                                          \
        uint32_t av; /* memcpy: an in-place pair need not be 4-byte aligned */                                 \
        memcpy(&av, a##r + p * sp, sizeof av);                                                                 \
        const __m512bh a = (__m512bh)_mm512_set1_epi32((int)av);                                               \
        c##r##0 = _mm512_dpbf16_ps(c##r##0, a, b0);                                                            \
        c##r##1 = _mm512_dpbf16_ps(c##r##1, a, b1);                                                            \
        c##r##2 = _mm512_dpbf16_ps(c##r##2, a, b2);                                                            \
        c##r##3 = _mm512_dpbf16_ps(c##r##3, a, b3);                                                            \
    }
        AK_BF_ROW(0) AK_BF_ROW(1) AK_BF_ROW(2) AK_BF_ROW(3) AK_BF_ROW(4) AK_BF_ROW(5)
    }
#define AK_BF_ROW_STORE(r)                                                                                     \
    _mm512_storeu_ps(ct + r * ldc, c##r##0);                                                                   \
    _mm512_storeu_ps(ct + r * ldc + 16, c##r##1);                                                              \
    _mm512_storeu_ps(ct + r * ldc + 32, c##r##2);                                                              \
    _mm512_storeu_ps(ct + r * ldc + 48, c##r##3);
    AK_BF_ROW_STORE(0) AK_BF_ROW_STORE(1) AK_BF_ROW_STORE(2) AK_BF_ROW_STORE(3) AK_BF_ROW_STORE(4) AK_BF_ROW_STORE(5)
#undef AK_BF_ROW_INIT
#undef AK_BF_ROW
#undef AK_BF_ROW_STORE
}

/* Output tiles [lo, hi): tile x covers rows (x % tiles_m) * MC and columns (x / tiles_m) * NC, so a
 * thread's consecutive tiles share their B panels */
AK_BF16_T static void ak_bf_tiles(void *argp, int64_t lo, int64_t hi) {
    const ak_bf_job *j = (const ak_bf_job *)argp;
    const ak_gemm_arg *g = j->g;
    const int64_t tiles_m = (g->m + BF_MC - 1) / BF_MC;
    float ct[BF_MC * BF_NC] __attribute__((aligned(64)));
    float row[BF_NC];
    for (int64_t x = lo; x < hi; x++) {
        const int64_t i0 = (x % tiles_m) * BF_MC, j0 = (x / tiles_m) * BF_NC;
        const int64_t mb = g->m - i0 < BF_MC ? g->m - i0 : BF_MC, nb = g->n - j0 < BF_NC ? g->n - j0 : BF_NC;
        const int64_t mpan = (mb + BF_MR - 1) / BF_MR, npan = (nb + BF_NR - 1) / BF_NR;
        for (int64_t kp0 = 0; kp0 < j->kp; kp0 += BF_KC) {
            const int64_t kc = j->kp - kp0 < BF_KC ? j->kp - kp0 : BF_KC;
            for (int64_t jp = 0; jp < npan; jp++) {
                const uint32_t *bp = j->bp + (j0 / BF_NR + jp) * j->kp * BF_NR + kp0 * BF_NR;
                for (int64_t ip = 0; ip < mpan; ip++) {
                    float *cp = ct + ip * BF_MR * BF_NC + jp * BF_NR;
                    const uint16_t *ar[BF_MR];
                    if (j->ap == NULL) { /* in place; rows past m read row m - 1 and are never stored */
                        const uint16_t *a = (const uint16_t *)(const void *)g->a + j->bi_a * g->sab + 2 * kp0;
                        for (int r = 0; r < BF_MR; r++) {
                            const int64_t row = i0 + ip * BF_MR + r;
                            ar[r] = a + (row < g->m ? row : g->m - 1) * g->sam;
                        }
                        ak_bf_micro(kc, ar, 2, bp, cp, BF_NC, kp0 == 0);
                    } else {
                        const uint16_t *ap =
                            (const uint16_t *)(const void *)(j->ap + (i0 / BF_MR + ip) * j->kp * BF_MR + kp0 * BF_MR);
                        for (int r = 0; r < BF_MR; r++) ar[r] = ap + 2 * r;
                        ak_bf_micro(kc, ar, 2 * BF_MR, bp, cp, BF_NC, kp0 == 0);
                    }
                }
            }
        }
        const float alpha = g->alpha, beta = g->beta;
        for (int64_t i = 0; i < mb; i++) {
            uint16_t *crow = j->c + (i0 + i) * g->scm + j0 * g->scn;
            const float *acc = ct + i * BF_NC;
            /* beta == 0: C's old contents, NaN included, are not read */
            if (g->scn == 1) {
                if (beta != 0) ak_load_f32(AK_BF16, nb, row, crow);
                for (int64_t c = 0; c < nb; c++) row[c] = beta == 0 ? alpha * acc[c] : alpha * acc[c] + beta * row[c];
                ak_store_f32(AK_BF16, nb, crow, row);
            } else {
                for (int64_t c = 0; c < nb; c++) {
                    const float v = beta == 0 ? alpha * acc[c] : alpha * acc[c] + beta * ak_b2f(crow[c * g->scn]);
                    crow[c * g->scn] = ak_f2b(v);
                }
            }
        }
    }
}

int ak_gemm_bf16_dp(const ak_exec *ex, const ak_gemm_arg *g) {
    if (!ak_gemm_bf16_dp_available() || g->k <= 0 || g->m <= 0 || g->n <= 0) return AK_UNSUPPORTED;
    const int64_t kp = (g->k + 1) / 2;
    const int64_t mpanels = (g->m + BF_MR - 1) / BF_MR, npanels = (g->n + BF_NR - 1) / BF_NR;
    const int in_place_a = g->sak == 1 && g->k % 2 == 0;
    const size_t abytes = in_place_a ? 0 : (size_t)(mpanels * BF_MR * kp) * sizeof(uint32_t);
    const size_t bbytes = (size_t)(npanels * BF_NR * kp) * sizeof(uint32_t);
    const size_t bytes = (abytes + bbytes + 63) / 64 * 64;
    /* the caller's scratch keeps its pages between calls: fresh ones fault on first touch, 0.7 of
     * 4.8 ms at 1024^3 (a 4 MiB aligned_alloc, every other call) */
    uint32_t *own = NULL, *mem = ex->scratch != NULL ? (uint32_t *)ex->scratch(bytes) : NULL;
    if (mem == NULL) mem = own = (uint32_t *)aligned_alloc(64, bytes);
    if (mem == NULL) return AK_UNSUPPORTED;
    ak_bf_job j = {g, -1, -1, kp, in_place_a ? NULL : mem, mem + abytes / sizeof(uint32_t), NULL};
    const int64_t tiles = ((g->m + BF_MC - 1) / BF_MC) * ((g->n + BF_NC - 1) / BF_NC);
    /* ~1M multiply-adds per chunk of packing or tiles amortize a hand-off */
    const int64_t pack_grain_a = 1 + 262144 / (BF_MR * kp), pack_grain_b = 1 + 262144 / (BF_NR * kp);
    const int64_t tile_grain = 1 + 1048576 / (BF_MC * BF_NC * kp * 2);
    for (int64_t bi = 0; bi < g->batch; bi++) {
        const int64_t ba = g->sab ? bi : 0, bb = g->sbb ? bi : 0;
        if (ba != j.bi_a) { /* a broadcast operand is packed once */
            j.bi_a = ba;
            if (!in_place_a) ak_run(ex, mpanels, pack_grain_a, ak_bf_pack_a, &j);
        }
        if (bb != j.bi_b) {
            j.bi_b = bb;
            ak_run(ex, npanels, pack_grain_b, ak_bf_pack_b, &j);
        }
        j.c = (uint16_t *)(void *)g->c + bi * g->scb;
        ak_run(ex, tiles, tile_grain, ak_bf_tiles, &j);
    }
    free(own);
    return AK_OK;
}

#else
int ak_gemm_bf16_dp_available(void) { return 0; }
int ak_gemm_bf16_dp(const ak_exec *ex, const ak_gemm_arg *g) {
    (void)ex;
    (void)g;
    return AK_UNSUPPORTED;
}
#endif
