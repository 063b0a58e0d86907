/* softmax along an axis and causal_softmax along the last dim: one row per task, max-shifted
 * exponentials summed in f32 (f64 for f64). */
#include <math.h>
#include <string.h>

#include "ak_internal.h"

/* GCC keeps FP comparisons that could raise exceptions out of vector code by default (clang does
 * not): without this the exp's clamp and select stop every softmax loop from vectorizing (6x slower).
 * anyrt never reads the FP exception flags. */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("no-trapping-math")
#endif


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

/* exp(x) for x <= 0 (softmax's shifted inputs) in plain arithmetic the compiler vectorizes, where
 * libm's expf is a call per element (softmax ran at 0.02-0.26x copy speed): x = n ln2 + r with
 * |r| <= ln2/2 (n rounded by the 1.5 * 2^23 trick, ln2 in two parts), exp(r) by its Taylor
 * polynomial to r^7 (relative error below 2e-7, about 2 ulp), 2^n built in the exponent bits.
 * Below -87.3 the result is flushed to 0, as the true value is under FLT_MIN. */
static inline float ak_sm_expf(float x) {
    const float big = 12582912.0f; /* 1.5 * 2^23: adding it rounds to an integer */
    float xc = x < -87.3f ? -87.3f : x;
    float n = (xc * 1.44269504088896341f + big) - big;
    float r = xc - n * 0.693359375f - n * -2.12194440e-4f;
    float p = 1.0f / 5040.0f;
    p = p * r + 1.0f / 720.0f;
    p = p * r + 1.0f / 120.0f;
    p = p * r + 1.0f / 24.0f;
    p = p * r + 1.0f / 6.0f;
    p = p * r + 0.5f;
    p = p * r + 1.0f;
    p = p * r + 1.0f;
    int32_t bits = ((int32_t)n + 127) * (1 << 23);
    float scale;
    memcpy(&scale, &bits, sizeof scale);
    return x < -87.3f ? 0.0f : p * scale;
}

AK_SM(sm_f16_any, uint16_t, float, LD_H, ST_H, ak_sm_expf, 0)
AK_SM(sm_bf16_any, uint16_t, float, LD_B, ST_B, ak_sm_expf, 0)
AK_SM(sm_f32_any, float, float, LD_ID, ST_ID, ak_sm_expf, 1)
AK_SM(sm_f64, double, double, LD_ID, ST_ID, exp, 1)

/* A contiguous f32 row in fixed blocks, so each pass vectorizes (max, exp + sum, scale); inlined into
 * a baseline and an AVX2 build below. */
static inline __attribute__((always_inline)) void sm_f32_contig_body(int64_t valid, float *restrict y,
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
            float e = ak_sm_expf(x[i + j] - mx);
            y[i + j] = e;
            sb[j] += e;
        }
    float sum = 0;
    for (int j = 0; j < AK_BLK; j++) sum += sb[j];
    for (; i < valid; i++) {
        y[i] = ak_sm_expf(x[i] - mx);
        sum += y[i];
    }
    const float inv = 1.0f / sum;
    for (i = 0; i + AK_BLK <= valid; i += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y[i + j] *= inv;
    for (; i < valid; i++) y[i] *= inv;
}

static void sm_f32_contig_base(int64_t valid, float *restrict y, const float *restrict x) {
    sm_f32_contig_body(valid, y, x);
}

AK_AVX2 static void sm_f32_contig_avx2(int64_t valid, float *restrict y, const float *restrict x) {
    sm_f32_contig_body(valid, y, x);
}

static void sm_f32(int64_t len, int64_t valid, void *y, int64_t sy, const void *x, int64_t sx) {
    if (sy == 1 && sx == 1 && valid > 0) {
        (ak_have_avx2() ? sm_f32_contig_avx2 : sm_f32_contig_base)(valid, (float *)y, (const float *)x);
        for (int64_t i = valid; i < len; i++) ((float *)y)[i] = 0.0f;
        return;
    }
    sm_f32_any(len, valid, y, sy, x, sx);
}

static ak_sm_row ak_sm_pick(int dtype) {
    switch (dtype) {
    case AK_F16:
        return sm_f16_any;
    case AK_BF16:
        return sm_bf16_any;
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
