/* add_rms_norm: residual_out = a + b, y = residual_out / sqrt(mean(sum^2) + epsilon) * weight, one
 * row (the last dim) per task. As InfiniCore's cpu kernel: the mean square is of the unrounded sums,
 * y scales the stored (rounded) residual; f16/bf16/f32 rows compute in f32, f64 in f64. Each element
 * is read before it is written, so residual_out may be a or b (InfiniLM adds into the residual). */
#include <math.h>

#include "ak_internal.h"

typedef void (*ak_add_rms_row)(int64_t d, char *y, int64_t sy, char *r, int64_t sr, const char *a, int64_t sa,
                               const char *b, int64_t sb, const char *w, int64_t sw, double eps);

/* NAME##_at is the row at any strides; NAME calls it with literal unit strides where every operand
 * has them, so the compiler makes a vectorizable copy of the loops for that case. */
#define AK_ADD_RMS(NAME, T, TW, CT, LD, ST, LDW, SQRT)                                                         \
    static inline void NAME##_at(int64_t d, T *y, int64_t sy, T *r, int64_t sr, const T *a, int64_t sa,       \
                                 const T *b, int64_t sb, const TW *w, int64_t sw, CT eps) {                   \
        CT ss = 0;                                                                                             \
        for (int64_t i = 0; i < d; i++) {                                                                      \
            CT v = LD(a[i * sa]) + LD(b[i * sb]);                                                              \
            r[i * sr] = ST(v);                                                                                 \
            ss += v * v;                                                                                       \
        }                                                                                                      \
        CT scale = (CT)1 / SQRT(ss / (CT)d + eps);                                                             \
        for (int64_t i = 0; i < d; i++) y[i * sy] = ST(LD(r[i * sr]) * (CT)LDW(w[i * sw]) * scale);           \
    }                                                                                                          \
    static void NAME(int64_t d, char *y, int64_t sy, char *r, int64_t sr, const char *a, int64_t sa,          \
                     const char *b, int64_t sb, const char *w, int64_t sw, double eps) {                      \
        if (sy == 1 && sr == 1 && sa == 1 && sb == 1 && sw == 1)                                               \
            NAME##_at(d, (T *)y, 1, (T *)r, 1, (const T *)a, 1, (const T *)b, 1, (const TW *)w, 1, (CT)eps);   \
        else                                                                                                   \
            NAME##_at(d, (T *)y, sy, (T *)r, sr, (const T *)a, sa, (const T *)b, sb, (const TW *)w, sw, (CT)eps); \
    }

/* Every pairing of the activations' and the weight's dtype the spec admits: add_rms_<x>_<w>. */
AK_ADD_RMS(add_rms_f16_f16, uint16_t, uint16_t, float, LD_H, ST_H, LD_H, sqrtf)
AK_ADD_RMS(add_rms_f16_bf16, uint16_t, uint16_t, float, LD_H, ST_H, LD_B, sqrtf)
AK_ADD_RMS(add_rms_f16_f32, uint16_t, float, float, LD_H, ST_H, LD_ID, sqrtf)
AK_ADD_RMS(add_rms_f16_f64, uint16_t, double, float, LD_H, ST_H, LD_ID, sqrtf)
AK_ADD_RMS(add_rms_bf16_f16, uint16_t, uint16_t, float, LD_B, ST_B, LD_H, sqrtf)
AK_ADD_RMS(add_rms_bf16_bf16, uint16_t, uint16_t, float, LD_B, ST_B, LD_B, sqrtf)
AK_ADD_RMS(add_rms_bf16_f32, uint16_t, float, float, LD_B, ST_B, LD_ID, sqrtf)
AK_ADD_RMS(add_rms_bf16_f64, uint16_t, double, float, LD_B, ST_B, LD_ID, sqrtf)
AK_ADD_RMS(add_rms_f32_f16, float, uint16_t, float, LD_ID, ST_ID, LD_H, sqrtf)
AK_ADD_RMS(add_rms_f32_bf16, float, uint16_t, float, LD_ID, ST_ID, LD_B, sqrtf)
AK_ADD_RMS(add_rms_f32_f32, float, float, float, LD_ID, ST_ID, LD_ID, sqrtf)
AK_ADD_RMS(add_rms_f32_f64, float, double, float, LD_ID, ST_ID, LD_ID, sqrtf)
AK_ADD_RMS(add_rms_f64_f16, double, uint16_t, double, LD_ID, ST_ID, LD_H, sqrt)
AK_ADD_RMS(add_rms_f64_bf16, double, uint16_t, double, LD_ID, ST_ID, LD_B, sqrt)
AK_ADD_RMS(add_rms_f64_f32, double, float, double, LD_ID, ST_ID, LD_ID, sqrt)
AK_ADD_RMS(add_rms_f64_f64, double, double, double, LD_ID, ST_ID, LD_ID, sqrt)

static ak_add_rms_row add_rms_row_for(int xt, int wt) {
    static const int order[4] = {AK_F16, AK_BF16, AK_F32, AK_F64};
    static const ak_add_rms_row table[4][4] = {
        {add_rms_f16_f16, add_rms_f16_bf16, add_rms_f16_f32, add_rms_f16_f64},
        {add_rms_bf16_f16, add_rms_bf16_bf16, add_rms_bf16_f32, add_rms_bf16_f64},
        {add_rms_f32_f16, add_rms_f32_bf16, add_rms_f32_f32, add_rms_f32_f64},
        {add_rms_f64_f16, add_rms_f64_bf16, add_rms_f64_f32, add_rms_f64_f64},
    };
    int i = -1, j = -1;
    for (int k = 0; k < 4; k++) {
        if (order[k] == xt) i = k;
        if (order[k] == wt) j = k;
    }
    return i < 0 || j < 0 ? NULL : table[i][j];
}

typedef struct {
    ak_add_rms_row fn;
    ak_rows rows;
    char *y, *r;
    const char *a, *b, *w;
    int64_t esize, d, sy, sr, sa, sb, sw;
    double eps;
} ak_add_rms_arg;

static void ak_add_rms_body(void *argp, int64_t lo, int64_t hi) {
    const ak_add_rms_arg *p = (const ak_add_rms_arg *)argp;
    int64_t off[AK_MAX_OPS];
    for (int64_t row = lo; row < hi; row++) {
        ak_rows_offset(&p->rows, row, off);
        p->fn(p->d, p->y + off[0] * p->esize, p->sy, p->r + off[1] * p->esize, p->sr, p->a + off[2] * p->esize, p->sa,
              p->b + off[3] * p->esize, p->sb, p->w, p->sw, p->eps);
    }
}

int ak_add_rms_norm(const ak_exec *ex, const ak_tensor *y, const ak_tensor *residual_out, const ak_tensor *a,
                    const ak_tensor *b, const ak_tensor *weight, float epsilon) {
    const int dt = y->dtype;
    if (residual_out->dtype != dt || a->dtype != dt || b->dtype != dt || y->ndim < 1 || weight->ndim != 1)
        return AK_UNSUPPORTED;
    ak_add_rms_row fn = add_rms_row_for(dt, weight->dtype);
    if (fn == NULL) return AK_UNSUPPORTED;
    const int last = y->ndim - 1;
    ak_add_rms_arg p;
    const ak_tensor *ops[4] = {y, residual_out, a, b};
    ak_rows_init(&p.rows, 4, ops, last);
    p.fn = fn;
    p.y = (char *)y->data;
    p.r = (char *)residual_out->data;
    p.a = (const char *)a->data;
    p.b = (const char *)b->data;
    p.w = (const char *)weight->data;
    p.esize = (int64_t)ak_dtype_size(dt);
    p.d = y->shape[last];
    p.sy = y->strides[last];
    p.sr = residual_out->strides[last];
    p.sa = a->strides[last];
    p.sb = b->strides[last];
    p.sw = weight->strides[0];
    p.eps = epsilon;
    if (p.d <= 0) return AK_OK;
    ak_run(ex, p.rows.nrows, 16384 / (p.d * p.esize) + 1, ak_add_rms_body, &p);
    return AK_OK;
}
