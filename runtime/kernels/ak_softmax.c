/* softmax along an axis and causal_softmax along the last dim: one row per task, max-shifted
 * exponentials summed in f32 (f64 for f64). */
#include <math.h>
#include <string.h>

/* GCC keeps FP comparisons that could raise exceptions out of vector code by default (clang does
 * not): without this the exp's clamp and select stop every softmax loop from vectorizing (6x slower).
 * anyrt never reads the FP exception flags. */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("no-trapping-math", "fp-contract=fast")
#endif

#include "ak_internal.h"
#include "ak_vec.h"



/* Softmax of the first `valid` of `len` entries; the rest (masked) become 0. */
typedef void (*ak_sm_row)(int64_t len, int64_t valid, void *y, int64_t sy, const void *x, int64_t sx);

/* KEEP: the output type is the compute type, so pass 2 stores the exponentials and pass 3 only
 * scales; for half outputs pass 3 recomputes them rather than round twice. */
#define AK_SM(NAME, T, CT, LD, ST, EXP, KEEP)                                                             \
    static void NAME(int64_t len, int64_t valid, void *yv, int64_t sy, const void *xv, int64_t sx) {     \
        T *y = (T *)yv;                                                                                   \
        const T *x = (const T *)xv;                                                                       \
        CT mx = -(CT)INFINITY, sum = 0;                                                                   \
        for (int64_t i = 0; i < valid; i++) {                                                             \
            CT v = LD(x[i * sx]);                                                                         \
            mx = v > mx ? v : mx;                                                                         \
        }                                                                                                 \
        for (int64_t i = 0; i < valid; i++) {                                                             \
            CT e = EXP(LD(x[i * sx]) - mx);                                                               \
            sum += e;                                                                                     \
            if (KEEP) y[i * sy] = (T)e;                                                                   \
        }                                                                                                 \
        CT inv = (CT)1 / sum;                                                                             \
        for (int64_t i = 0; i < valid; i++) {                                                             \
            CT e = KEEP ? (CT)y[i * sy] : EXP(LD(x[i * sx]) - mx);                                        \
            y[i * sy] = ST(e * inv);                                                                      \
        }                                                                                                 \
        for (int64_t i = valid < 0 ? 0 : valid; i < len; i++) y[i * sy] = ST((CT)0);                     \
    }

AK_SM(sm_f16_any, uint16_t, float, LD_H, ST_H, ak_expf, 0)
AK_SM(sm_bf16_any, uint16_t, float, LD_B, ST_B, ak_expf, 0)
AK_SM(sm_f32_any, float, float, LD_ID, ST_ID, ak_expf, 1)
AK_SM(sm_f64, double, double, LD_ID, ST_ID, exp, 1)

/* A contiguous f32 row in fixed blocks, so each pass vectorizes (max, exp + sum, scale); built for
 * each ISA. */
AK_INLINE void sm_f32_contig_body(int64_t valid, float *restrict y,
                                                                     const float *restrict x) {
    float mb[AK_BLK], sb[AK_BLK] = {0};
    int64_t i = 0;
    for (int j = 0; j < AK_BLK; j++) mb[j] = -INFINITY;
    for (; i + AK_BLK <= valid; i += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) mb[j] = x[i + j] > mb[j] ? x[i + j] : mb[j];
    float mx = -INFINITY;
    for (int j = 0; j < AK_BLK; j++) mx = mb[j] > mx ? mb[j] : mx;
    for (; i < valid; i++) mx = x[i] > mx ? x[i] : mx;
    for (i = 0; i + AK_BLK <= valid; i += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) {
            float e = ak_expf(x[i + j] - mx);
            y[i + j] = e;
            sb[j] += e;
        }
    float sum = 0;
    for (int j = 0; j < AK_BLK; j++) sum += sb[j];
    for (; i < valid; i++) {
        y[i] = ak_expf(x[i] - mx);
        sum += y[i];
    }
    const float inv = 1.0f / sum;
    for (i = 0; i + AK_BLK <= valid; i += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y[i + j] *= inv;
    for (; i < valid; i++) y[i] *= inv;
}

AK_ISA_BUILDS(sm_f32_contig, (int64_t valid, float *y, const float *x), (valid, y, x))

static void sm_f32(int64_t len, int64_t valid, void *y, int64_t sy, const void *x, int64_t sx) {
    if (sy == 1 && sx == 1 && valid > 0) {
        sm_f32_contig_pick()(valid, (float *)y, (const float *)x);
        for (int64_t i = valid; i < len; i++) ((float *)y)[i] = 0.0f;
        return;
    }
    sm_f32_any(len, valid, y, sy, x, sx);
}

/* A contiguous f16 / bf16 row on AVX2 / AVX-512: max, then the exponentials (kept in an f32 stack
 * buffer for the row's first AK_SM_KEEP entries, recomputed past it rather than rounded twice) and
 * their sum in AK_BLK partial sums, then the scaled store; blocks of 16 converted in registers
 * (ak_vec.h). Other CPUs and strides take sm_f16_any / sm_bf16_any. */
#define AK_SM_KEEP 4096

#if AK_HAVE_VEC
#define AK_SM_HALF_ISA(FN, ATTR, LD16, ST16, SLD, SST)                                                    \
    ATTR static void FN(int64_t valid, uint16_t *restrict y, const uint16_t *restrict x) {               \
        float keep[AK_SM_KEEP], mb[16], sb[16], v[16], z[16];                                             \
        int64_t i;                                                                                        \
        const int64_t full = valid / 16 * 16;                                                             \
        for (int j = 0; j < 16; j++) {                                                                    \
            mb[j] = -INFINITY;                                                                            \
            sb[j] = 0.0f;                                                                                 \
        }                                                                                                 \
        for (i = 0; i < full; i += 16) {                                                                  \
            LD16(v, x + i);                                                                               \
            for (int j = 0; j < 16; j++) mb[j] = v[j] > mb[j] ? v[j] : mb[j];                             \
        }                                                                                                 \
        float mx = -INFINITY, sum = 0.0f;                                                                 \
        for (int j = 0; j < 16; j++) mx = mb[j] > mx ? mb[j] : mx;                                        \
        for (i = full; i < valid; i++) mx = SLD(x[i]) > mx ? SLD(x[i]) : mx;                              \
        for (i = 0; i < full; i += 16) {                                                                  \
            LD16(v, x + i);                                                                               \
            for (int j = 0; j < 16; j++) {                                                                \
                z[j] = ak_expf(v[j] - mx);                                                                \
                sb[j] += z[j];                                                                            \
            }                                                                                             \
            if (i < AK_SM_KEEP)                                                                           \
                for (int j = 0; j < 16; j++) keep[i + j] = z[j];                                          \
        }                                                                                                 \
        for (int j = 0; j < 16; j++) sum += sb[j];                                                        \
        for (i = full; i < valid; i++) sum += ak_expf(SLD(x[i]) - mx);                                    \
        const float inv = 1.0f / sum;                                                                     \
        for (i = 0; i < full; i += 16) {                                                                  \
            if (i < AK_SM_KEEP) {                                                                         \
                for (int j = 0; j < 16; j++) z[j] = keep[i + j] * inv;                                    \
            } else {                                                                                      \
                LD16(v, x + i);                                                                           \
                for (int j = 0; j < 16; j++) z[j] = ak_expf(v[j] - mx) * inv;                             \
            }                                                                                             \
            ST16(y + i, z);                                                                               \
        }                                                                                                 \
        for (i = full; i < valid; i++) y[i] = SST(ak_expf(SLD(x[i]) - mx) * inv);                         \
    }

AK_SM_HALF_ISA(sm_h_avx2, AK_AVX2, ak_ld16_h_avx2, ak_st16_h_avx2, LD_H, ST_H)
AK_SM_HALF_ISA(sm_h_avx512, AK_AVX512, ak_ld16_h_avx512, ak_st16_h_avx512, LD_H, ST_H)
AK_SM_HALF_ISA(sm_b_avx2, AK_AVX2, ak_ld16_b_avx2, ak_st16_b_avx2, LD_B, ST_B)
AK_SM_HALF_ISA(sm_b_avx512, AK_AVX512, ak_ld16_b_avx512, ak_st16_b_avx512, LD_B, ST_B)

/* 1 when the vector build ran the row */
static int sm_half_vec(int dt, int64_t len, int64_t valid, void *y, int64_t sy, const void *x, int64_t sx) {
    const int isa = ak_isa();
    if (sy != 1 || sx != 1 || valid <= 0 || isa == AK_ISA_BASE) return 0;
    if (dt == AK_F16)
        (isa == AK_ISA_AVX512 ? sm_h_avx512 : sm_h_avx2)(valid, (uint16_t *)y, (const uint16_t *)x);
    else
        (isa == AK_ISA_AVX512 ? sm_b_avx512 : sm_b_avx2)(valid, (uint16_t *)y, (const uint16_t *)x);
    if (len > valid) memset((uint16_t *)y + valid, 0, (size_t)(len - valid) * sizeof(uint16_t));
    return 1;
}
#else
static int sm_half_vec(int dt, int64_t len, int64_t valid, void *y, int64_t sy, const void *x, int64_t sx) {
    (void)dt, (void)len, (void)valid, (void)y, (void)sy, (void)x, (void)sx;
    return 0;
}
#endif

static void sm_f16(int64_t len, int64_t valid, void *y, int64_t sy, const void *x, int64_t sx) {
    if (!sm_half_vec(AK_F16, len, valid, y, sy, x, sx)) sm_f16_any(len, valid, y, sy, x, sx);
}

static void sm_bf16(int64_t len, int64_t valid, void *y, int64_t sy, const void *x, int64_t sx) {
    if (!sm_half_vec(AK_BF16, len, valid, y, sy, x, sx)) sm_bf16_any(len, valid, y, sy, x, sx);
}

static ak_sm_row ak_sm_pick(int dtype) {
    switch (dtype) {
    case AK_F16:
        return sm_f16;
    case AK_BF16:
        return sm_bf16;
    case AK_F32:
        return sm_f32;
    case AK_F64:
        return sm_f64;
    default:
        return NULL;
    }
}

typedef struct {
    ak_sm_row fn;
    ak_rows rows;
    char *y;
    const char *x;
    int64_t esize, len, sy, sx;
    int64_t seq_len, shift; /* causal: row i keeps j <= i + shift; seq_len 0: no mask */
} ak_sm_arg;

static void ak_sm_body(void *argp, int64_t lo, int64_t hi) {
    const ak_sm_arg *a = (const ak_sm_arg *)argp;
    int64_t off[AK_MAX_OPS];
    for (int64_t r = lo; r < hi; r++) {
        ak_rows_offset(&a->rows, r, off);
        int64_t valid = a->len;
        if (a->seq_len > 0) { /* rows run row-major, so the seq index is the row's last coordinate */
            valid = r % a->seq_len + a->shift + 1;
            if (valid > a->len) valid = a->len;
        }
        a->fn(a->len, valid, a->y + off[0] * a->esize, a->sy, a->x + off[1] * a->esize, a->sx);
    }
}

static int ak_sm_run(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, int axis, int causal) {
    ak_sm_row fn = ak_sm_pick(y->dtype);
    if (fn == NULL || x->dtype != y->dtype || axis < 0 || axis >= y->ndim) return AK_UNSUPPORTED;
    if (causal && y->ndim < 2) return AK_UNSUPPORTED;
    ak_sm_arg a;
    const ak_tensor *ops[2] = {y, x};
    ak_rows_init(&a.rows, 2, ops, axis);
    a.fn = fn;
    a.y = (char *)y->data;
    a.x = (const char *)x->data;
    a.esize = (int64_t)ak_dtype_size(y->dtype);
    a.len = y->shape[axis];
    a.sy = y->strides[axis];
    a.sx = x->strides[axis];
    a.seq_len = causal ? y->shape[y->ndim - 2] : 0;
    a.shift = causal ? y->shape[y->ndim - 1] - y->shape[y->ndim - 2] : 0;
    if (a.len <= 0) return AK_OK;
    int64_t grain = 32768 / (a.len * a.esize) + 1;
    ak_run(ex, a.rows.nrows, grain, ak_sm_body, &a);
    return AK_OK;
}

int ak_softmax(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, int axis) {
    return ak_sm_run(ex, y, x, axis, 0);
}

int ak_causal_softmax(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    return ak_sm_run(ex, y, x, y->ndim - 1, 1);
}
