/* gemm: C = alpha * A @ B + beta * C, batched with broadcast. Through BLAS (sgemm/dgemm per
 * batch) when the caller supplies one and every matrix has a unit stride; otherwise a portable
 * cache-blocked loop: output tiles are the parallel unit, A and B blocks are packed (converted to
 * the f32/f64 accumulator type) into stack buffers, and a register-tiled micro-kernel does the
 * multiply-adds. */
#include <limits.h>
#include <string.h>

/* FMA in the AVX2 / AVX-512 builds' micro-kernel (ISO C mode keeps a * b + c unfused otherwise) */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("fp-contract=fast")
#endif

#include "ak_internal.h"

/* Tile sizes: the packed A (MB x KC) and B (KC x NB) blocks plus the C tile stay under ~56 KiB of
 * stack, since the kernels may run on threads with small stacks. MR x NR accumulators fit the 16
 * vector registers of baseline x86-64 / AArch64. */
#define F_MB 32
#define F_NB 64
#define F_KC 128
#define F_MR 4
#define F_NR 8
/* f16 / bf16 (built for AVX2 / AVX-512): a 6 x 16 register tile, 16 the width of one zmm */
#define H_MB 30
#define H_NB 64
#define H_KC 128
#define H_MR 6
#define H_NR 16
#define D_MB 32
#define D_NB 32
#define D_KC 96
#define D_MR 4
#define D_NR 4

/* ct[MR x NR] (row stride ldc) += ap (kc x MR, k-major) @ bp (kc x NR, k-major) */
#define AK_MICRO(NAME, CT, MR, NR)                                                                        \
    static inline void NAME(int64_t kc, const CT *restrict ap, const CT *restrict bp, CT *restrict ct,   \
                            int64_t ldc) {                                                                \
        CT acc[MR][NR];                                                                                   \
        for (int i = 0; i < MR; i++)                                                                      \
            for (int j = 0; j < NR; j++) acc[i][j] = 0;                                                   \
        for (int64_t kk = 0; kk < kc; kk++) {                                                             \
            for (int i = 0; i < MR; i++) {                                                                \
                const CT av = ap[kk * MR + i];                                                            \
                for (int j = 0; j < NR; j++) acc[i][j] += av * bp[kk * NR + j];                           \
            }                                                                                             \
        }                                                                                                 \
        for (int i = 0; i < MR; i++)                                                                      \
            for (int j = 0; j < NR; j++) ct[i * ldc + j] += acc[i][j];                                    \
    }

AK_MICRO(ak_micro_f, float, F_MR, F_NR)
AK_MICRO(ak_micro_d, double, D_MR, D_NR)
AK_MICRO(ak_micro_h, float, H_MR, H_NR)


/* One output tile (batch bi, rows i0.., cols j0..) for storage type T, accumulator CT. */
#define AK_ROW_LD(d, src, n, LD)                                                                          \
    for (int j = 0; j < (n); j++) (d)[j] = LD((src)[j])
#define AK_GEMM_TILE(NAME, T, CT, LD, ST, MB, NB, KC, MR, NR, MICRO)                                      \
    AK_GEMM_TILE_A(NAME, , T, CT, LD, ST, MB, NB, KC, MR, NR, MICRO, AK_ROW_LD)
/* ROWLD(d, src, n, LD): n unit-stride elements of B into the packed panel */
#define AK_GEMM_TILE_A(NAME, ATTR, T, CT, LD, ST, MB, NB, KC, MR, NR, MICRO, ROWLD)                       \
    ATTR static void NAME(const ak_gemm_arg *g, int64_t bi, int64_t i0, int64_t j0) {                    \
        CT ap[MB * KC], bp[KC * NB], ct[MB * NB];                                                         \
        const int64_t mb = g->m - i0 < MB ? g->m - i0 : MB, nb = g->n - j0 < NB ? g->n - j0 : NB;         \
        const int64_t mbp = (mb + MR - 1) / MR * MR, nbp = (nb + NR - 1) / NR * NR;                       \
        const T *A = (const T *)(const void *)g->a + bi * g->sab + i0 * g->sam;                           \
        const T *B = (const T *)(const void *)g->b + bi * g->sbb + j0 * g->sbn;                           \
        T *C = (T *)(void *)g->c + bi * g->scb + i0 * g->scm + j0 * g->scn;                               \
        const int64_t sam = g->sam, sak = g->sak, sbk = g->sbk, sbn = g->sbn;                             \
        memset(ct, 0, sizeof ct);                                                                         \
        for (int64_t k0 = 0; k0 < g->k; k0 += KC) {                                                       \
            const int64_t kc = g->k - k0 < KC ? g->k - k0 : KC;                                           \
            /* A: MR-row panels, k-major inside; rows past mb are zero */                                 \
            for (int64_t ir = 0; ir < mbp; ir += MR) {                                                    \
                CT *dst = ap + ir * KC;                                                                   \
                for (int r = 0; r < MR; r++) {                                                            \
                    if (ir + r < mb) {                                                                    \
                        const T *src = A + (ir + r) * sam + k0 * sak;                                     \
                        for (int64_t kk = 0; kk < kc; kk++) dst[kk * MR + r] = (CT)LD(src[kk * sak]);     \
                    } else {                                                                              \
                        for (int64_t kk = 0; kk < kc; kk++) dst[kk * MR + r] = 0;                         \
                    }                                                                                     \
                }                                                                                         \
            }                                                                                             \
            /* B: NR-column panels, k-major inside; columns past nb are zero */                           \
            for (int64_t jr = 0; jr < nbp; jr += NR) {                                                    \
                CT *dst = bp + jr * KC;                                                                   \
                const int64_t w = nb - jr < NR ? nb - jr : NR;                                            \
                for (int64_t kk = 0; kk < kc; kk++) {                                                     \
                    const T *src = B + (k0 + kk) * sbk + jr * sbn;                                        \
                    CT *d = dst + kk * NR;                                                                \
                    if (w == NR && sbn == 1) {                                                            \
                        ROWLD(d, src, NR, LD);                                                            \
                    } else {                                                                              \
                        for (int j = 0; j < NR; j++) d[j] = j < w ? (CT)LD(src[j * sbn]) : 0;             \
                    }                                                                                     \
                }                                                                                         \
            }                                                                                             \
            for (int64_t ir = 0; ir < mbp; ir += MR)                                                      \
                for (int64_t jr = 0; jr < nbp; jr += NR) MICRO(kc, ap + ir * KC, bp + jr * KC, ct + ir * NB + jr, NB); \
        }                                                                                                 \
        const CT alpha = (CT)g->alpha, beta = (CT)g->beta;                                                \
        const int64_t scm = g->scm, scn = g->scn;                                                         \
        for (int64_t i = 0; i < mb; i++) {                                                                \
            T *crow = C + i * scm;                                                                        \
            const CT *acc = ct + i * NB;                                                                  \
            /* beta == 0: C's old contents, NaN included, are not read */                                 \
            if (beta == 0) {                                                                              \
                for (int64_t j = 0; j < nb; j++) crow[j * scn] = ST(alpha * acc[j]);                      \
            } else {                                                                                      \
                for (int64_t j = 0; j < nb; j++) crow[j * scn] = ST(alpha * acc[j] + beta * (CT)LD(crow[j * scn])); \
            }                                                                                             \
        }                                                                                                 \
    }

/* f16 / bf16 tiles (no BLAS anyrt loads takes them: docs/benchmarks.md) built for each ISA: the
 * packing's conversions and the f32 micro-kernel vectorize wider with AVX2 / AVX-512. */
#define AK_ROW_H(d, src, n, LD) ak_load_f32(AK_F16, n, d, src)
#define AK_ROW_B(d, src, n, LD) ak_load_f32(AK_BF16, n, d, src)
#define AK_GEMM_HALF(NAME, LD, ST, ROWLD)                                                                 \
    AK_GEMM_TILE_A(NAME##_base, , uint16_t, float, LD, ST, H_MB, H_NB, H_KC, H_MR, H_NR, ak_micro_h, ROWLD) \
    AK_GEMM_TILE_A(NAME##_avx2, AK_AVX2, uint16_t, float, LD, ST, H_MB, H_NB, H_KC, H_MR, H_NR, ak_micro_h, ROWLD) \
    AK_GEMM_TILE_A(NAME##_avx512, AK_AVX512, uint16_t, float, LD, ST, H_MB, H_NB, H_KC, H_MR, H_NR, ak_micro_h, ROWLD) \
    static void NAME(const ak_gemm_arg *g, int64_t bi, int64_t i0, int64_t j0) {                         \
        const int isa = ak_isa();                                                                         \
        (isa == AK_ISA_AVX512 ? NAME##_avx512 : isa == AK_ISA_AVX2 ? NAME##_avx2 : NAME##_base)(g, bi, i0, j0); \
    }
AK_GEMM_HALF(ak_tile_f16, LD_H, ST_H, AK_ROW_H)
AK_GEMM_HALF(ak_tile_bf16, LD_B, ST_B, AK_ROW_B)
AK_GEMM_TILE(ak_tile_f32, float, float, LD_ID, ST_ID, F_MB, F_NB, F_KC, F_MR, F_NR, ak_micro_f)
AK_GEMM_TILE(ak_tile_f64, double, double, LD_ID, ST_ID, D_MB, D_NB, D_KC, D_MR, D_NR, ak_micro_d)

typedef void (*ak_tile_fn)(const ak_gemm_arg *g, int64_t bi, int64_t i0, int64_t j0);

typedef struct {
    const ak_gemm_arg *g;
    ak_tile_fn tile;
    int64_t mb, nb;
} ak_tiles_arg;

static void ak_gemm_body(void *argp, int64_t lo, int64_t hi) {
    const ak_tiles_arg *t = (const ak_tiles_arg *)argp;
    const ak_gemm_arg *g = t->g;
    for (int64_t x = lo; x < hi; x++) {
        int64_t tj = x % g->tiles_n, rest = x / g->tiles_n;
        int64_t ti = rest % g->tiles_m, bi = rest / g->tiles_m;
        t->tile(g, bi, ti * t->mb, tj * t->nb);
    }
}

/* How BLAS can address a rows x cols matrix: row-major (unit column stride, ld = row stride) or
 * column-major; 0 when neither (or ld would overlap rows / overflow int). Strides of size-1 dims
 * do not matter. */
static int ak_blas_layout(int64_t rows, int64_t cols, int64_t rs, int64_t cs, int *row_major, int *ld) {
    if (cs == 1 || cols == 1) {
        int64_t l = rows == 1 ? (cols > 1 ? cols : 1) : rs;
        if (l >= cols && l >= 1 && l <= INT_MAX) {
            *row_major = 1;
            *ld = (int)l;
            return 1;
        }
    }
    if (rs == 1 || rows == 1) {
        int64_t l = cols == 1 ? (rows > 1 ? rows : 1) : cs;
        if (l >= rows && l >= 1 && l <= INT_MAX) {
            *row_major = 0;
            *ld = (int)l;
            return 1;
        }
    }
    return 0;
}

enum { CBLAS_ROW = 101, CBLAS_COL = 102, CBLAS_NT = 111, CBLAS_T = 112 };

static int ak_gemm_blas(const ak_exec *ex, const ak_gemm_arg *g, int dtype) {
    const ak_blas *bl = ex == NULL ? NULL : ex->blas;
    if (bl == NULL || (dtype == AK_F32 ? bl->sgemm == NULL : dtype == AK_F64 ? bl->dgemm == NULL : 1)) return 0;
    if (g->m > INT_MAX || g->n > INT_MAX || g->k > INT_MAX || g->k == 0) return 0;
    int crm, arm, brm, ldc, lda, ldb;
    if (!ak_blas_layout(g->m, g->n, g->scm, g->scn, &crm, &ldc) ||
        !ak_blas_layout(g->m, g->k, g->sam, g->sak, &arm, &lda) ||
        !ak_blas_layout(g->k, g->n, g->sbk, g->sbn, &brm, &ldb))
        return 0;
    /* in C's order, an operand stored the other way round is passed transposed */
    const int order = crm ? CBLAS_ROW : CBLAS_COL;
    const int ta = arm == crm ? CBLAS_NT : CBLAS_T, tb = brm == crm ? CBLAS_NT : CBLAS_T;
    const int m = (int)g->m, n = (int)g->n, k = (int)g->k;
    for (int64_t bi = 0; bi < g->batch; bi++) {
        if (dtype == AK_F32) {
            const float *a = (const float *)(const void *)g->a + bi * g->sab;
            const float *b = (const float *)(const void *)g->b + bi * g->sbb;
            float *c = (float *)(void *)g->c + bi * g->scb;
            bl->sgemm(order, ta, tb, m, n, k, g->alpha, a, lda, b, ldb, g->beta, c, ldc);
        } else {
            const double *a = (const double *)(const void *)g->a + bi * g->sab;
            const double *b = (const double *)(const void *)g->b + bi * g->sbb;
            double *c = (double *)(void *)g->c + bi * g->scb;
            bl->dgemm(order, ta, tb, m, n, k, g->alpha, a, lda, b, ldb, g->beta, c, ldc);
        }
    }
    return 1;
}

int ak_gemm(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b, float alpha, float beta) {
    ak_tile_fn tile;
    int64_t mb = F_MB, nb = F_NB;
    const int dt = c->dtype;
    if (a->dtype != dt || b->dtype != dt) return AK_UNSUPPORTED;
    switch (dt) {
    case AK_F16:
        tile = ak_tile_f16;
        mb = H_MB;
        nb = H_NB;
        break;
    case AK_BF16:
        tile = ak_tile_bf16;
        mb = H_MB;
        nb = H_NB;
        break;
    case AK_F32:
        tile = ak_tile_f32;
        break;
    case AK_F64:
        tile = ak_tile_f64;
        mb = D_MB;
        nb = D_NB;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    const int nd = c->ndim;
    if ((nd != 2 && nd != 3) || a->ndim != nd || b->ndim != nd) return AK_UNSUPPORTED;
    const int o = nd - 2; /* first matrix dim */
    ak_gemm_arg g;
    g.batch = nd == 3 ? c->shape[0] : 1;
    g.m = c->shape[o];
    g.n = c->shape[o + 1];
    g.k = a->shape[o + 1];
    /* a batch of 1 broadcasts, whatever its stride says */
    g.sab = nd == 3 && a->shape[0] != 1 ? a->strides[0] : 0;
    g.sbb = nd == 3 && b->shape[0] != 1 ? b->strides[0] : 0;
    g.scb = nd == 3 ? c->strides[0] : 0;
    g.sam = a->strides[o];
    g.sak = a->strides[o + 1];
    g.sbk = b->strides[o];
    g.sbn = b->strides[o + 1];
    g.scm = c->strides[o];
    g.scn = c->strides[o + 1];
    g.a = (const char *)a->data;
    g.b = (const char *)b->data;
    g.c = (char *)c->data;
    g.esize = (int64_t)ak_dtype_size(dt);
    g.alpha = alpha;
    g.beta = beta;
    if (g.batch <= 0 || g.m <= 0 || g.n <= 0) return AK_OK;
    if ((dt == AK_F32 || dt == AK_F64) && ak_gemm_blas(ex, &g, dt)) return AK_OK;
    if ((dt == AK_F16 || dt == AK_BF16) && ak_gemm_skinny(ex, &g, dt) == AK_OK) return AK_OK;
    if (dt == AK_BF16 && g.k > 0 && ak_gemm_bf16_dp(ex, &g) == AK_OK) return AK_OK;
    g.tiles_m = (g.m + mb - 1) / mb;
    g.tiles_n = (g.n + nb - 1) / nb;
    ak_tiles_arg t = {&g, tile, mb, nb};
    /* enough multiply-adds per chunk (~256K) to amortize a hand-off */
    int64_t per_tile = mb * nb * (g.k > 0 ? g.k : 1);
    int64_t grain = 262144 / per_tile + 1;
    ak_run(ex, g.batch * g.tiles_m * g.tiles_n, grain, ak_gemm_body, &t);
    return AK_OK;
}

/* f16 / bf16 gemm through the BLAS's sgemm, for a caller that has a BLAS and can give workspace
 * (backends/cpu): no BLAS anyrt loads takes half inputs at more than its f32 speed (docs/benchmarks.md).
 * A and B (and C when beta != 0) converted into f32 in the workspace, row-major and contiguous, the
 * f32 gemm on them (BLAS), C converted back, rounded once to nearest even. */
static int64_t ak_half_batch(const ak_tensor *t) { return t->ndim == 3 ? t->shape[0] : 1; }

size_t ak_gemm_half_blas_workspace(const ak_tensor *c, const ak_tensor *a, const ak_tensor *b) {
    if ((c->dtype != AK_F16 && c->dtype != AK_BF16) || a->dtype != c->dtype || b->dtype != c->dtype) return 0;
    /* AVX-512 BF16's dot products beat the f32 BLAS 3-4x (ak_gemm_bf16.c) */
    if (c->dtype == AK_BF16 && ak_gemm_bf16_dp_available()) return 0;
    if ((c->ndim != 2 && c->ndim != 3) || a->ndim != c->ndim || b->ndim != c->ndim) return 0;
    const int o = c->ndim - 2;
    const int64_t m = c->shape[o], n = c->shape[o + 1], k = a->shape[o + 1];
    /* a few rows: the kernel reads the weight once, where converting it is three passes (ak_gemm_skinny.c) */
    if (ak_gemm_skinny_fits(c->dtype, m, k, a->strides[o + 1], b->strides[o], b->strides[o + 1])) return 0;
    const int64_t elems = ak_half_batch(a) * m * k + ak_half_batch(b) * k * n + ak_half_batch(c) * m * n;
    return (size_t)elems * sizeof(float);
}

/* t's matrices (rows x cols each) into / out of the contiguous f32 copy f */
static void ak_half_to_f32(const ak_tensor *t, float *f) {
    const int o = t->ndim - 2;
    const int64_t nb = ak_half_batch(t), rows = t->shape[o], cols = t->shape[o + 1];
    const int64_t sb = t->ndim == 3 ? t->strides[0] : 0, sr = t->strides[o], sc = t->strides[o + 1];
    const uint16_t *p = (const uint16_t *)t->data;
    for (int64_t bi = 0; bi < nb; bi++)
        for (int64_t r = 0; r < rows; r++) {
            const uint16_t *row = p + bi * sb + r * sr;
            float *dst = f + (bi * rows + r) * cols;
            if (sc == 1)
                ak_load_f32(t->dtype, cols, dst, row);
            else
                for (int64_t j = 0; j < cols; j++)
                    dst[j] = t->dtype == AK_F16 ? ak_h2f(row[j * sc]) : ak_b2f(row[j * sc]);
        }
}

static void ak_half_from_f32(const ak_tensor *t, const float *f) {
    const int o = t->ndim - 2;
    const int64_t nb = ak_half_batch(t), rows = t->shape[o], cols = t->shape[o + 1];
    const int64_t sb = t->ndim == 3 ? t->strides[0] : 0, sr = t->strides[o], sc = t->strides[o + 1];
    uint16_t *p = (uint16_t *)t->data;
    for (int64_t bi = 0; bi < nb; bi++)
        for (int64_t r = 0; r < rows; r++) {
            uint16_t *row = p + bi * sb + r * sr;
            const float *src = f + (bi * rows + r) * cols;
            if (sc == 1)
                ak_store_f32(t->dtype, cols, row, src);
            else
                for (int64_t j = 0; j < cols; j++)
                    row[j * sc] = t->dtype == AK_F16 ? ak_f2h(src[j]) : ak_f2b(src[j]);
        }
}

static ak_tensor ak_half_f32_view(const ak_tensor *t, float *f) {
    ak_tensor v = *t;
    const int o = t->ndim - 2;
    v.dtype = AK_F32;
    v.data = f;
    v.strides[o + 1] = 1;
    v.strides[o] = t->shape[o + 1];
    if (t->ndim == 3) v.strides[0] = t->shape[1] * t->shape[2];
    return v;
}

int ak_gemm_half_blas(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b, float alpha,
                      float beta, void *workspace) {
    if (ex == NULL || ex->blas == NULL || ex->blas->sgemm == NULL || workspace == NULL ||
        ak_gemm_half_blas_workspace(c, a, b) == 0)
        return AK_UNSUPPORTED;
    const int o = c->ndim - 2;
    const int64_t m = c->shape[o], n = c->shape[o + 1], k = a->shape[o + 1];
    float *fa = (float *)workspace, *fb = fa + ak_half_batch(a) * m * k, *fc = fb + ak_half_batch(b) * k * n;
    ak_half_to_f32(a, fa);
    ak_half_to_f32(b, fb);
    if (beta != 0) ak_half_to_f32(c, fc);
    ak_tensor va = ak_half_f32_view(a, fa), vb = ak_half_f32_view(b, fb), vc = ak_half_f32_view(c, fc);
    int rc = ak_gemm(ex, &vc, &va, &vb, alpha, beta);
    if (rc == AK_OK) ak_half_from_f32(c, fc);
    return rc;
}
