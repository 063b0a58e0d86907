/* softmax_backward and log_softmax_backward along an axis, from the forward output y, one row per task:
 *   softmax:     dx = y * (dy - sum(dy * y))
 *   log_softmax: dx = dy - exp(y) * sum(dy)
 * f16/bf16/f32 rows compute in f32, f64 in f64; each row's sum runs in index order, so the bits do not
 * depend on the thread count. Each element is read before it is written, so dx may be dy or y. */
#include <math.h>

#include "ak_internal.h"

typedef void (*ak_smb_row)(int64_t len, char *dx, int64_t sdx, const char *dy, int64_t sdy, const char *y,
                           int64_t sy);

#define AK_SMB(NAME, T, CT, LD, ST)                                                                            \
    static void NAME(int64_t len, char *dxv, int64_t sdx, const char *dyv, int64_t sdy, const char *yv,        \
                     int64_t sy) {                                                                             \
        T *dx = (T *)dxv;                                                                                      \
        const T *dy = (const T *)dyv, *y = (const T *)yv;                                                      \
        CT s = 0;                                                                                              \
        for (int64_t i = 0; i < len; i++) s += LD(dy[i * sdy]) * LD(y[i * sy]);                                \
        for (int64_t i = 0; i < len; i++) {                                                                    \
            const CT yi = LD(y[i * sy]);                                                                       \
            dx[i * sdx] = ST(yi * (LD(dy[i * sdy]) - s));                                                      \
        }                                                                                                      \
    }

#define AK_LSMB(NAME, T, CT, LD, ST, EXP)                                                                      \
    static void NAME(int64_t len, char *dxv, int64_t sdx, const char *dyv, int64_t sdy, const char *yv,        \
                     int64_t sy) {                                                                             \
        T *dx = (T *)dxv;                                                                                      \
        const T *dy = (const T *)dyv, *y = (const T *)yv;                                                      \
        CT s = 0;                                                                                              \
        for (int64_t i = 0; i < len; i++) s += LD(dy[i * sdy]);                                                \
        for (int64_t i = 0; i < len; i++) {                                                                    \
            const CT yi = LD(y[i * sy]);                                                                       \
            dx[i * sdx] = ST(LD(dy[i * sdy]) - EXP(yi) * s);                                                   \
        }                                                                                                      \
    }

AK_SMB(smb_f16, uint16_t, float, LD_H, ST_H)
AK_SMB(smb_bf16, uint16_t, float, LD_B, ST_B)
AK_SMB(smb_f32, float, float, LD_ID, ST_ID)
AK_SMB(smb_f64, double, double, LD_ID, ST_ID)
AK_LSMB(lsmb_f16, uint16_t, float, LD_H, ST_H, expf)
AK_LSMB(lsmb_bf16, uint16_t, float, LD_B, ST_B, expf)
AK_LSMB(lsmb_f32, float, float, LD_ID, ST_ID, expf)
AK_LSMB(lsmb_f64, double, double, LD_ID, ST_ID, exp)

typedef struct {
    ak_smb_row fn;
    ak_rows rows;
    char *dx;
    const char *dy, *y;
    int64_t esize, len, sdx, sdy, sy;
} ak_smb_arg;

static void ak_smb_body(void *argp, int64_t lo, int64_t hi) {
    const ak_smb_arg *a = (const ak_smb_arg *)argp;
    int64_t off[AK_MAX_OPS];
    for (int64_t r = lo; r < hi; r++) {
        ak_rows_offset(&a->rows, r, off);
        a->fn(a->len, a->dx + off[0] * a->esize, a->sdx, a->dy + off[1] * a->esize, a->sdy, a->y + off[2] * a->esize,
              a->sy);
    }
}

static int smb_run(const ak_exec *ex, const ak_tensor *dx, const ak_tensor *dy, const ak_tensor *y, int axis,
                   const ak_smb_row fns[4]) {
    const int dt = dx->dtype;
    ak_smb_row fn = dt == AK_F16 ? fns[0] : dt == AK_BF16 ? fns[1] : dt == AK_F32 ? fns[2] : dt == AK_F64 ? fns[3] : NULL;
    if (fn == NULL || dy->dtype != dt || y->dtype != dt || axis < 0 || axis >= dx->ndim) return AK_UNSUPPORTED;
    ak_smb_arg a;
    const ak_tensor *ops[3] = {dx, dy, y};
    ak_rows_init(&a.rows, 3, ops, axis);
    a.fn = fn;
    a.dx = (char *)dx->data;
    a.dy = (const char *)dy->data;
    a.y = (const char *)y->data;
    a.esize = (int64_t)ak_dtype_size(dt);
    a.len = dx->shape[axis];
    a.sdx = dx->strides[axis];
    a.sdy = dy->strides[axis];
    a.sy = y->strides[axis];
    for (int d = 0; d < dx->ndim; d++)
        if (dx->shape[d] == 0) return AK_OK;
    ak_run(ex, a.rows.nrows, 16384 / (a.len * a.esize) + 1, ak_smb_body, &a);
    return AK_OK;
}

int ak_softmax_backward(const ak_exec *ex, const ak_tensor *dx, const ak_tensor *dy, const ak_tensor *y, int axis) {
    static const ak_smb_row fns[4] = {smb_f16, smb_bf16, smb_f32, smb_f64};
    return smb_run(ex, dx, dy, y, axis, fns);
}

int ak_log_softmax_backward(const ak_exec *ex, const ak_tensor *dx, const ak_tensor *dy, const ak_tensor *y, int dim) {
    static const ak_smb_row fns[4] = {lsmb_f16, lsmb_bf16, lsmb_f32, lsmb_f64};
    return smb_run(ex, dx, dy, y, dim, fns);
}
