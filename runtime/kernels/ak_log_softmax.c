/* log_softmax along an axis: y = x - max - log(sum(exp(x - max))), one row per task; f16/bf16/f32
 * rows compute in f32, f64 in f64 (InfiniCore's cpu kernel computes f64 in f32 too; the f64 result
 * here is the exact one it documents). Each element is read before it is written, so y may be x. */
#include <math.h>

#include "ak_internal.h"

typedef void (*ak_lsm_row)(int64_t len, char *y, int64_t sy, const char *x, int64_t sx);

#define AK_LSM(NAME, T, CT, LD, ST, EXP, LOG)                                                                  \
    static void NAME(int64_t len, char *yv, int64_t sy, const char *xv, int64_t sx) {                          \
        T *y = (T *)yv;                                                                                        \
        const T *x = (const T *)xv;                                                                            \
        CT mx = -(CT)INFINITY, sum = 0;                                                                        \
        for (int64_t i = 0; i < len; i++) {                                                                    \
            CT v = LD(x[i * sx]);                                                                              \
            mx = v > mx ? v : mx;                                                                              \
        }                                                                                                      \
        for (int64_t i = 0; i < len; i++) sum += EXP(LD(x[i * sx]) - mx);                                      \
        const CT lse = mx + LOG(sum);                                                                          \
        for (int64_t i = 0; i < len; i++) y[i * sy] = ST(LD(x[i * sx]) - lse);                                 \
    }

AK_LSM(lsm_f16, uint16_t, float, LD_H, ST_H, expf, logf)
AK_LSM(lsm_bf16, uint16_t, float, LD_B, ST_B, expf, logf)
AK_LSM(lsm_f32, float, float, LD_ID, ST_ID, expf, logf)
AK_LSM(lsm_f64, double, double, LD_ID, ST_ID, exp, log)

typedef struct {
    ak_lsm_row fn;
    ak_rows rows;
    char *y;
    const char *x;
    int64_t esize, len, sy, sx;
} ak_lsm_arg;

static void ak_lsm_body(void *argp, int64_t lo, int64_t hi) {
    const ak_lsm_arg *a = (const ak_lsm_arg *)argp;
    int64_t off[AK_MAX_OPS];
    for (int64_t r = lo; r < hi; r++) {
        ak_rows_offset(&a->rows, r, off);
        a->fn(a->len, a->y + off[0] * a->esize, a->sy, a->x + off[1] * a->esize, a->sx);
    }
}

int ak_log_softmax(const ak_exec *ex, const ak_tensor *output, const ak_tensor *input, int dim) {
    const int dt = output->dtype;
    ak_lsm_row fn = dt == AK_F16 ? lsm_f16 : dt == AK_BF16 ? lsm_bf16 : dt == AK_F32 ? lsm_f32 : dt == AK_F64 ? lsm_f64 : NULL;
    if (fn == NULL || input->dtype != dt || dim < 0 || dim >= output->ndim) return AK_UNSUPPORTED;
    ak_lsm_arg a;
    const ak_tensor *ops[2] = {output, input};
    ak_rows_init(&a.rows, 2, ops, dim);
    a.fn = fn;
    a.y = (char *)output->data;
    a.x = (const char *)input->data;
    a.esize = (int64_t)ak_dtype_size(dt);
    a.len = output->shape[dim];
    a.sy = output->strides[dim];
    a.sx = input->strides[dim];
    for (int d = 0; d < output->ndim; d++)
        if (output->shape[d] == 0) return AK_OK;
    ak_run(ex, a.rows.nrows, 16384 / (a.len * a.esize) + 1, ak_lsm_body, &a);
    return AK_OK;
}
