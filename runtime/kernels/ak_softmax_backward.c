/* softmax_backward and log_softmax_backward along an axis, from the forward output y, one row per task:
 *   softmax:     dx = y * (dy - sum(dy * y))
 *   log_softmax: dx = dy - exp(y) * sum(dy)
 * f16/bf16/f32 rows compute in f32, f64 in f64; each row's sum has a fixed order (below), so the bits do
 * not depend on the thread count. Each element is read before it is written, so dx may be dy or y. */
#include <math.h>

/* As ak_softmax.c: without no-trapping-math GCC keeps ak_expf's clamps out of vector code. anyrt never
 * reads the FP exception flags. */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("no-trapping-math")
#endif

#include "ak_internal.h"

typedef void (*ak_smb_row)(int64_t len, char *dx, int64_t sdx, const char *dy, int64_t sdy, const char *y,
                           int64_t sy);

/* A row with its strides as parameters, always inlined: the entry passes literal 1s for contiguous rows,
 * so those loops vectorize. The sum runs in AK_BLK lanes (element i in lane i % AK_BLK, the lanes then
 * added in order, the tail last): a fixed order, the same for every layout and thread count. */
#define AK_SMB(NAME, T, CT, LD, ST, LOG, EXP)                                                                  \
    AK_INLINE void NAME##_row(int64_t len, T *dx, int64_t sdx, const T *dy, int64_t sdy, const T *y, int64_t sy) { \
        CT lanes[AK_BLK], s = 0;                                                                               \
        const int64_t full = len / AK_BLK * AK_BLK;                                                            \
        for (int j = 0; j < AK_BLK; j++) lanes[j] = 0;                                                         \
        for (int64_t i = 0; i < full; i += AK_BLK)                                                             \
            for (int j = 0; j < AK_BLK; j++)                                                                   \
                lanes[j] += LOG ? (CT)LD(dy[(i + j) * sdy]) : LD(dy[(i + j) * sdy]) * LD(y[(i + j) * sy]);     \
        for (int j = 0; j < AK_BLK; j++) s += lanes[j];                                                        \
        for (int64_t i = full; i < len; i++) s += LOG ? (CT)LD(dy[i * sdy]) : LD(dy[i * sdy]) * LD(y[i * sy]); \
        for (int64_t i = 0; i < len; i++) {                                                                    \
            const CT yi = LD(y[i * sy]), g = LD(dy[i * sdy]);                                                  \
            dx[i * sdx] = ST(LOG ? g - EXP(yi) * s : yi * (g - s));                                            \
        }                                                                                                      \
    }                                                                                                          \
    static void NAME(int64_t len, char *dxv, int64_t sdx, const char *dyv, int64_t sdy, const char *yv,        \
                     int64_t sy) {                                                                             \
        T *dx = (T *)dxv;                                                                                      \
        const T *dy = (const T *)dyv, *y = (const T *)yv;                                                      \
        if (sdx == 1 && sdy == 1 && sy == 1) NAME##_row(len, dx, 1, dy, 1, y, 1);                              \
        else NAME##_row(len, dx, sdx, dy, sdy, y, sy);                                                         \
    }

AK_SMB(smb_f16, uint16_t, float, LD_H, ST_H, 0, ak_expf)
AK_SMB(smb_bf16, uint16_t, float, LD_B, ST_B, 0, ak_expf)
AK_SMB(smb_f32, float, float, LD_ID, ST_ID, 0, ak_expf)
AK_SMB(smb_f64, double, double, LD_ID, ST_ID, 0, exp)
AK_SMB(lsmb_f16, uint16_t, float, LD_H, ST_H, 1, ak_expf)
AK_SMB(lsmb_bf16, uint16_t, float, LD_B, ST_B, 1, ak_expf)
AK_SMB(lsmb_f32, float, float, LD_ID, ST_ID, 1, ak_expf)
AK_SMB(lsmb_f64, double, double, LD_ID, ST_ID, 1, exp)

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
