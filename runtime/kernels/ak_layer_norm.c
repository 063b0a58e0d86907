/* layer_norm over the last dim, as InfiniCore's LayerNorm: per row, mean and std = sqrt(var + eps)
 * (the biased variance), input_standardization = (x - mean) / std, input_std_deviation = std,
 * output = input_standardization * weight + bias. f16/bf16/f32 rows compute in f32, f64 in f64; the
 * variance is the mean square of the deviations (two passes: no cancellation where the mean is large
 * against the spread). Each element is read before it is written, so output may be input. */
#include <math.h>

#include "ak_internal.h"

typedef void (*ak_ln_row)(int64_t d, char *y, int64_t sy, char *z, int64_t sz, char *sd, const char *x, int64_t sx,
                          const char *w, int64_t sw, const char *b, int64_t sb, double eps);

#define AK_LN(NAME, T, CT, LD, ST, SQRT)                                                                       \
    static void NAME(int64_t d, char *yv, int64_t sy, char *zv, int64_t sz, char *sdv, const char *xv,         \
                     int64_t sx, const char *wv, int64_t sw, const char *bv, int64_t sb, double eps) {        \
        T *y = (T *)yv, *z = (T *)zv;                                                                          \
        const T *x = (const T *)xv, *w = (const T *)wv, *b = (const T *)bv;                                    \
        CT sum = 0, ss = 0;                                                                                    \
        for (int64_t i = 0; i < d; i++) sum += LD(x[i * sx]);                                                  \
        const CT mean = sum / (CT)d;                                                                           \
        for (int64_t i = 0; i < d; i++) {                                                                      \
            CT v = LD(x[i * sx]) - mean;                                                                       \
            ss += v * v;                                                                                       \
        }                                                                                                      \
        const CT sd = SQRT(ss / (CT)d + (CT)eps), inv = (CT)1 / sd;                                            \
        *(T *)sdv = ST(sd);                                                                                    \
        for (int64_t i = 0; i < d; i++) {                                                                      \
            CT v = (LD(x[i * sx]) - mean) * inv;                                                               \
            CT o = v * LD(w[i * sw]) + (b != NULL ? LD(b[i * sb]) : (CT)0);                                    \
            z[i * sz] = ST(v);                                                                                 \
            y[i * sy] = ST(o);                                                                                 \
        }                                                                                                      \
    }

AK_LN(ln_f16, uint16_t, float, LD_H, ST_H, sqrtf)
AK_LN(ln_bf16, uint16_t, float, LD_B, ST_B, sqrtf)
AK_LN(ln_f32, float, float, LD_ID, ST_ID, sqrtf)
AK_LN(ln_f64, double, double, LD_ID, ST_ID, sqrt)

typedef struct {
    ak_ln_row fn;
    ak_rows rows;
    char *y, *z, *sd;
    const char *x, *w, *b;
    int64_t esize, d, sy, sz, sx, sw, sb;
    double eps;
} ak_ln_arg;

static void ak_ln_body(void *argp, int64_t lo, int64_t hi) {
    const ak_ln_arg *a = (const ak_ln_arg *)argp;
    int64_t off[AK_MAX_OPS];
    for (int64_t r = lo; r < hi; r++) {
        ak_rows_offset(&a->rows, r, off);
        a->fn(a->d, a->y + off[0] * a->esize, a->sy, a->z + off[1] * a->esize, a->sz, a->sd + off[2] * a->esize,
              a->x + off[3] * a->esize, a->sx, a->w, a->sw, a->b, a->sb, a->eps);
    }
}

int ak_layer_norm(const ak_exec *ex, const ak_tensor *output, const ak_tensor *input_standardization,
                  const ak_tensor *input_std_deviation, const ak_tensor *input, const ak_tensor *weight,
                  const ak_tensor *bias, float eps) {
    const int dt = output->dtype;
    ak_ln_row fn = dt == AK_F16 ? ln_f16 : dt == AK_BF16 ? ln_bf16 : dt == AK_F32 ? ln_f32 : dt == AK_F64 ? ln_f64 : NULL;
    const int has_bias = bias != NULL && bias->data != NULL;
    if (fn == NULL || output->ndim < 1 || input_standardization->dtype != dt || input_std_deviation->dtype != dt ||
        input->dtype != dt || weight->dtype != dt || (has_bias && bias->dtype != dt) ||
        input_std_deviation->ndim != output->ndim - 1)
        return AK_UNSUPPORTED;
    const int last = output->ndim - 1;
    /* the std-deviation output as a row operand: output's shape, stride 0 along the normalized dim */
    ak_tensor sd = *output;
    for (int i = 0; i < last; i++) sd.strides[i] = input_std_deviation->strides[i];
    sd.strides[last] = 0;
    sd.data = input_std_deviation->data;
    const ak_tensor *ops[4] = {output, input_standardization, &sd, input};
    ak_ln_arg a;
    ak_rows_init(&a.rows, 4, ops, last);
    a.fn = fn;
    a.y = (char *)output->data;
    a.z = (char *)input_standardization->data;
    a.sd = (char *)sd.data;
    a.x = (const char *)input->data;
    a.w = (const char *)weight->data;
    a.b = has_bias ? (const char *)bias->data : NULL;
    a.esize = (int64_t)ak_dtype_size(dt);
    a.d = output->shape[last];
    a.sy = output->strides[last];
    a.sz = input_standardization->strides[last];
    a.sx = input->strides[last];
    a.sw = weight->strides[0];
    a.sb = has_bias ? bias->strides[0] : 0;
    a.eps = eps;
    for (int i = 0; i < output->ndim; i++)
        if (output->shape[i] == 0) return AK_OK;
    ak_run(ex, a.rows.nrows, 16384 / (a.d * a.esize) + 1, ak_ln_body, &a);
    return AK_OK;
}
