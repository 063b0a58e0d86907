/* rms_norm: one row (the last dim) per task; f16/bf16/f32 rows accumulate in f32, f64 in f64. */
#include <math.h>

#include "ak_internal.h"
#include "ak_vec.h"


typedef void (*ak_rms_row)(int64_t d, void *y, int64_t sy, const void *x, int64_t sx, const void *w, int64_t sw,
                           double eps);

/* Sum of squares into AK_BLK partial sums (vectorizes, and rounds less than one serial sum). */
#define AK_RMS(NAME, T, TW, CT, LD, ST, LDW, SQRT)                                                        \
    static inline CT NAME##_ss(int64_t d, const T *restrict x) {                                         \
        CT acc[AK_BLK] = {0};                                                                             \
        int64_t i = 0;                                                                                    \
        for (; i + AK_BLK <= d; i += AK_BLK)                                                              \
            for (int j = 0; j < AK_BLK; j++) {                                                            \
                CT v = LD(x[i + j]);                                                                      \
                acc[j] += v * v;                                                                          \
            }                                                                                             \
        CT ss = 0;                                                                                        \
        for (int j = 0; j < AK_BLK; j++) ss += acc[j];                                                    \
        for (; i < d; i++) {                                                                              \
            CT v = LD(x[i]);                                                                              \
            ss += v * v;                                                                                  \
        }                                                                                                 \
        return ss;                                                                                        \
    }                                                                                                     \
    static inline void NAME##_scale(int64_t d, T *restrict y, const T *restrict x, const TW *restrict w, \
                                    CT r) {                                                               \
        int64_t i = 0;                                                                                    \
        for (; i + AK_BLK <= d; i += AK_BLK)                                                              \
            for (int j = 0; j < AK_BLK; j++) y[i + j] = ST(LD(x[i + j]) * r * (CT)LDW(w[i + j]));         \
        for (; i < d; i++) y[i] = ST(LD(x[i]) * r * (CT)LDW(w[i]));                                       \
    }                                                                                                     \
    static void NAME(int64_t d, void *yv, int64_t sy, const void *xv, int64_t sx, const void *wv, int64_t sw, \
                     double eps) {                                                                        \
        T *y = (T *)yv;                                                                                   \
        const T *x = (const T *)xv;                                                                       \
        const TW *w = (const TW *)wv;                                                                     \
        CT ss = 0;                                                                                        \
        if (sx == 1) {                                                                                    \
            ss = NAME##_ss(d, x);                                                                         \
        } else {                                                                                          \
            for (int64_t i = 0; i < d; i++) {                                                             \
                CT v = LD(x[i * sx]);                                                                     \
                ss += v * v;                                                                              \
            }                                                                                             \
        }                                                                                                 \
        CT r = (CT)1 / SQRT(ss / (CT)d + (CT)eps);                                                        \
        if (sy == 1 && sx == 1 && sw == 1) {                                                              \
            NAME##_scale(d, y, x, w, r);                                                                  \
        } else {                                                                                          \
            for (int64_t i = 0; i < d; i++) y[i * sy] = ST(LD(x[i * sx]) * r * (CT)LDW(w[i * sw]));       \
        }                                                                                                 \
    }

/* Every pairing of x's and w's dtype the spec admits (InfiniCore takes f16/bf16/f32 weights with f16
 * and bf16 activations): rms_<x>_<w>. */
AK_RMS(rms_f16_f16, uint16_t, uint16_t, float, LD_H, ST_H, LD_H, sqrtf)
AK_RMS(rms_f16_bf16, uint16_t, uint16_t, float, LD_H, ST_H, LD_B, sqrtf)
AK_RMS(rms_f16_f32, uint16_t, float, float, LD_H, ST_H, LD_ID, sqrtf)
AK_RMS(rms_f16_f64, uint16_t, double, float, LD_H, ST_H, LD_ID, sqrtf)
AK_RMS(rms_bf16_f16, uint16_t, uint16_t, float, LD_B, ST_B, LD_H, sqrtf)
AK_RMS(rms_bf16_bf16, uint16_t, uint16_t, float, LD_B, ST_B, LD_B, sqrtf)
AK_RMS(rms_bf16_f32, uint16_t, float, float, LD_B, ST_B, LD_ID, sqrtf)
AK_RMS(rms_bf16_f64, uint16_t, double, float, LD_B, ST_B, LD_ID, sqrtf)
AK_RMS(rms_f32_f16, float, uint16_t, float, LD_ID, ST_ID, LD_H, sqrtf)
AK_RMS(rms_f32_bf16, float, uint16_t, float, LD_ID, ST_ID, LD_B, sqrtf)
AK_RMS(rms_f32_f32, float, float, float, LD_ID, ST_ID, LD_ID, sqrtf)
AK_RMS(rms_f32_f64, float, double, float, LD_ID, ST_ID, LD_ID, sqrtf)
AK_RMS(rms_f64_f16, double, uint16_t, double, LD_ID, ST_ID, LD_H, sqrt)
AK_RMS(rms_f64_bf16, double, uint16_t, double, LD_ID, ST_ID, LD_B, sqrt)
AK_RMS(rms_f64_f32, double, float, double, LD_ID, ST_ID, LD_ID, sqrt)
AK_RMS(rms_f64_f64, double, double, double, LD_ID, ST_ID, LD_ID, sqrt)

/* Contiguous rows of f16 / bf16 / f32 x and w (the LLM cases): chunks converted into f32 stack
 * buffers (ak_load_f32), the arithmetic in fixed blocks built for each ISA. The same operations in
 * the same order as the scalar rows above: the sum of squares into AK_BLK partial sums over every
 * full block, the tail after, y = x * r * w. */
AK_INLINE void rms_ss_body(int64_t n, const float *restrict x, float *restrict acc) {
    for (int64_t i = 0; i + AK_BLK <= n; i += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) acc[j] += x[i + j] * x[i + j];
}
AK_ISA_BUILDS(rms_ss, (int64_t n, const float *x, float *acc), (n, x, acc))

AK_INLINE void rms_scale_body(int64_t n, float *restrict y, const float *restrict x, const float *restrict w,
                              float r) {
    int64_t i = 0;
    for (; i + AK_BLK <= n; i += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y[i + j] = x[i + j] * r * w[i + j];
    for (; i < n; i++) y[i] = x[i] * r * w[i];
}
AK_ISA_BUILDS(rms_scale, (int64_t n, float *y, const float *x, const float *w, float r), (n, y, x, w, r))

static int rms_fast_dtype(int dt) { return dt == AK_F16 || dt == AK_BF16 || dt == AK_F32; }

#if AK_HAVE_VEC
/* A contiguous f16 / bf16 row with w of x's dtype or f32 on AVX2 / AVX-512: blocks of 16 converted in
 * registers (ak_vec.h), the same order of operations as rms_row_fast. */
#define AK_RMS_HALF_ISA(FN, ATTR, LD16, ST16, SLD, SST, LDW16, SLDW, TW)                                  \
    ATTR static void FN(int64_t d, uint16_t *restrict y, const uint16_t *restrict x, const TW *restrict w, \
                        double eps) {                                                                     \
        float acc[16] = {0}, v[16], u[16], z[16], ss = 0.0f;                                             \
        const int64_t full = d / 16 * 16;                                                                 \
        int64_t i;                                                                                        \
        for (i = 0; i < full; i += 16) {                                                                  \
            LD16(v, x + i);                                                                               \
            for (int j = 0; j < 16; j++) acc[j] += v[j] * v[j];                                           \
        }                                                                                                 \
        for (int j = 0; j < 16; j++) ss += acc[j];                                                        \
        for (i = full; i < d; i++) ss += SLD(x[i]) * SLD(x[i]);                                           \
        const float r = 1.0f / sqrtf(ss / (float)d + (float)eps);                                         \
        for (i = 0; i < full; i += 16) {                                                                  \
            LD16(v, x + i);                                                                               \
            LDW16(u, w + i);                                                                              \
            for (int j = 0; j < 16; j++) z[j] = v[j] * r * u[j];                                          \
            ST16(y + i, z);                                                                               \
        }                                                                                                 \
        for (i = full; i < d; i++) y[i] = SST(SLD(x[i]) * r * SLDW(w[i]));                                \
    }

#define AK_RMS_HALF(T, SLD, SST)                                                                          \
    AK_RMS_HALF_ISA(rms_##T##_same_avx2, AK_AVX2, ak_ld16_##T##_avx2, ak_st16_##T##_avx2, SLD, SST,      \
                    ak_ld16_##T##_avx2, SLD, uint16_t)                                                    \
    AK_RMS_HALF_ISA(rms_##T##_same_avx512, AK_AVX512, ak_ld16_##T##_avx512, ak_st16_##T##_avx512, SLD, SST, \
                    ak_ld16_##T##_avx512, SLD, uint16_t)                                                  \
    AK_RMS_HALF_ISA(rms_##T##_f32_avx2, AK_AVX2, ak_ld16_##T##_avx2, ak_st16_##T##_avx2, SLD, SST,       \
                    ak_ld16_f_avx2, LD_ID, float)                                                         \
    AK_RMS_HALF_ISA(rms_##T##_f32_avx512, AK_AVX512, ak_ld16_##T##_avx512, ak_st16_##T##_avx512, SLD, SST, \
                    ak_ld16_f_avx512, LD_ID, float)

AK_RMS_HALF(h, LD_H, ST_H)
AK_RMS_HALF(b, LD_B, ST_B)

/* 1 when a vector build ran the row */
static int rms_row_vec(int xt, int wt, int64_t d, void *y, const void *x, const void *w, double eps) {
    const int isa = ak_isa();
    if (isa == AK_ISA_BASE || (xt != AK_F16 && xt != AK_BF16) || (wt != xt && wt != AK_F32)) return 0;
    const int big = isa == AK_ISA_AVX512;
    uint16_t *yy = (uint16_t *)y;
    const uint16_t *xx = (const uint16_t *)x;
    if (wt == AK_F32) {
        const float *ww = (const float *)w;
        if (xt == AK_F16)
            (big ? rms_h_f32_avx512 : rms_h_f32_avx2)(d, yy, xx, ww, eps);
        else
            (big ? rms_b_f32_avx512 : rms_b_f32_avx2)(d, yy, xx, ww, eps);
    } else {
        const uint16_t *ww = (const uint16_t *)w;
        if (xt == AK_F16)
            (big ? rms_h_same_avx512 : rms_h_same_avx2)(d, yy, xx, ww, eps);
        else
            (big ? rms_b_same_avx512 : rms_b_same_avx2)(d, yy, xx, ww, eps);
    }
    return 1;
}
#else
static int rms_row_vec(int xt, int wt, int64_t d, void *y, const void *x, const void *w, double eps) {
    (void)xt, (void)wt, (void)d, (void)y, (void)x, (void)w, (void)eps;
    return 0;
}
#endif

/* Other contiguous f16 / bf16 / f32 pairings (and f32 rows): chunks through f32 stack buffers. */
static void rms_row_fast(int xt, int wt, int64_t d, void *yv, const void *xv, const void *wv, double eps) {
    if (rms_row_vec(xt, wt, d, yv, xv, wv, eps)) return;
    if (xt == AK_F32 && wt == AK_F32) { /* no buffers */
        float acc[AK_BLK] = {0}, ss = 0;
        const float *x = (const float *)xv;
        rms_ss_pick()(d, x, acc);
        for (int j = 0; j < AK_BLK; j++) ss += acc[j];
        for (int64_t t = d / AK_BLK * AK_BLK; t < d; t++) ss += x[t] * x[t];
        rms_scale_pick()(d, (float *)yv, x, (const float *)wv, 1.0f / sqrtf(ss / (float)d + (float)eps));
        return;
    }
    float xb[AK_CHUNK], wb[AK_CHUNK], yb[AK_CHUNK], acc[AK_BLK] = {0};
    const size_t xs = ak_dtype_size(xt), ws = ak_dtype_size(wt);
    const char *x = (const char *)xv, *w = (const char *)wv;
    char *y = (char *)yv;
    rms_ss_fn ss_fn = rms_ss_pick();
    const int64_t full = d / AK_BLK * AK_BLK;
    float ss = 0;
    for (int64_t i = 0; i < d; i += AK_CHUNK) {
        const int64_t m = d - i < AK_CHUNK ? d - i : AK_CHUNK;
        ak_load_f32(xt, m, xb, x + i * (int64_t)xs);
        ss_fn(m, xb, acc); /* full blocks only: AK_CHUNK is a multiple of AK_BLK */
        if (i + m == d) {
            for (int j = 0; j < AK_BLK; j++) ss += acc[j];
            for (int64_t t = full - i; t < m; t++) ss += xb[t] * xb[t];
        }
    }
    const float r = 1.0f / sqrtf(ss / (float)d + (float)eps);
    rms_scale_fn sc_fn = rms_scale_pick();
    for (int64_t i = 0; i < d; i += AK_CHUNK) {
        const int64_t m = d - i < AK_CHUNK ? d - i : AK_CHUNK;
        ak_load_f32(xt, m, xb, x + i * (int64_t)xs);
        ak_load_f32(wt, m, wb, w + i * (int64_t)ws);
        sc_fn(m, yb, xb, wb, r);
        ak_store_f32(xt, m, y + i * (int64_t)xs, yb);
    }
}

/* The row function for (x dtype, w dtype), or NULL. */
static ak_rms_row rms_row_for(int xt, int wt) {
    static const int order[4] = {AK_F16, AK_BF16, AK_F32, AK_F64};
    static const ak_rms_row table[4][4] = {
        {rms_f16_f16, rms_f16_bf16, rms_f16_f32, rms_f16_f64},
        {rms_bf16_f16, rms_bf16_bf16, rms_bf16_f32, rms_bf16_f64},
        {rms_f32_f16, rms_f32_bf16, rms_f32_f32, rms_f32_f64},
        {rms_f64_f16, rms_f64_bf16, rms_f64_f32, rms_f64_f64},
    };
    int i = -1, j = -1;
    for (int k = 0; k < 4; k++) {
        if (order[k] == xt) i = k;
        if (order[k] == wt) j = k;
    }
    return i < 0 || j < 0 ? NULL : table[i][j];
}

typedef struct {
    ak_rms_row fn;
    ak_rows rows;
    char *y;
    const char *x, *w;
    int64_t ey, ex, d, sy, sx, sw;
    double eps;
    int xt, wt, fast;
} ak_rms_arg;

static void ak_rms_body(void *argp, int64_t lo, int64_t hi) {
    const ak_rms_arg *a = (const ak_rms_arg *)argp;
    int64_t off[AK_MAX_OPS];
    const int fast = a->fast && a->sy == 1 && a->sx == 1 && a->sw == 1;
    for (int64_t r = lo; r < hi; r++) {
        ak_rows_offset(&a->rows, r, off);
        if (fast)
            rms_row_fast(a->xt, a->wt, a->d, a->y + off[0] * a->ey, a->x + off[1] * a->ex, a->w, a->eps);
        else
            a->fn(a->d, a->y + off[0] * a->ey, a->sy, a->x + off[1] * a->ex, a->sx, a->w, a->sw, a->eps);
    }
}

int ak_rms_norm(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const ak_tensor *w, float epsilon) {
    if (y->dtype != x->dtype || y->ndim < 1 || w->ndim != 1) return AK_UNSUPPORTED;
    ak_rms_row fn = rms_row_for(x->dtype, w->dtype);
    if (fn == NULL) return AK_UNSUPPORTED;
    const int last = y->ndim - 1;
    ak_rms_arg a;
    const ak_tensor *ops[2] = {y, x};
    ak_rows_init(&a.rows, 2, ops, last);
    a.fn = fn;
    a.y = (char *)y->data;
    a.x = (const char *)x->data;
    a.w = (const char *)w->data;
    a.ey = (int64_t)ak_dtype_size(y->dtype);
    a.ex = (int64_t)ak_dtype_size(x->dtype);
    a.d = y->shape[last];
    a.sy = y->strides[last];
    a.sx = x->strides[last];
    a.sw = w->strides[0];
    a.eps = epsilon;
    a.xt = x->dtype;
    a.wt = w->dtype;
    a.fast = rms_fast_dtype(x->dtype) && rms_fast_dtype(w->dtype);
    if (a.d <= 0) return AK_OK;
    int64_t grain = 32768 / (a.d * a.ey) + 1;
    ak_run(ex, a.rows.nrows, grain, ak_rms_body, &a);
    return AK_OK;
}
