/* softmax along an axis and causal_softmax along the last dim: one row per task, max-shifted
 * exponentials summed in f32 (f64 for f64). */
#include <math.h>

#include "ak_internal.h"


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

AK_SM(sm_f16, uint16_t, float, LD_H, ST_H, expf, 0)
AK_SM(sm_bf16, uint16_t, float, LD_B, ST_B, expf, 0)
AK_SM(sm_f32, float, float, LD_ID, ST_ID, expf, 1)
AK_SM(sm_f64, double, double, LD_ID, ST_ID, exp, 1)

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
