/* silu_and_mul: y = silu(x[..., :h]) * x[..., h:], one row (the last dim) per task. f16/bf16 round
 * silu's result to their dtype before the product, as torch's silu then mul does (InfiniCore's test
 * compares with that); f32 computes in f32, f64 in f64. */
#include <math.h>

#include "ak_internal.h"

typedef void (*ak_sam_row)(int64_t h, char *y, int64_t sy, const char *x, int64_t sx);

#define AK_SAM(NAME, T, CT, LD, ST, EXP)                                                                 \
    static inline void NAME##_at(int64_t h, T *y, int64_t sy, const T *x, int64_t sx) {                 \
        for (int64_t i = 0; i < h; i++) {                                                                 \
            CT g = LD(x[i * sx]), u = LD(x[(i + h) * sx]);                                                \
            CT s = LD(ST(g / ((CT)1 + EXP(-g))));                                                         \
            y[i * sy] = ST(s * u);                                                                        \
        }                                                                                                 \
    }                                                                                                     \
    static void NAME(int64_t h, char *y, int64_t sy, const char *x, int64_t sx) {                        \
        if (sy == 1 && sx == 1)                                                                           \
            NAME##_at(h, (T *)y, 1, (const T *)x, 1);                                                     \
        else                                                                                              \
            NAME##_at(h, (T *)y, sy, (const T *)x, sx);                                                   \
    }

AK_SAM(sam_f16, uint16_t, float, LD_H, ST_H, expf)
AK_SAM(sam_bf16, uint16_t, float, LD_B, ST_B, expf)
AK_SAM(sam_f32, float, float, LD_ID, ST_ID, expf)
AK_SAM(sam_f64, double, double, LD_ID, ST_ID, exp)

typedef struct {
    ak_sam_row fn;
    ak_rows rows;
    char *y;
    const char *x;
    int64_t esize, h, sy, sx;
} ak_sam_arg;

static void ak_sam_body(void *argp, int64_t lo, int64_t hi) {
    const ak_sam_arg *p = (const ak_sam_arg *)argp;
    int64_t off[AK_MAX_OPS];
    for (int64_t r = lo; r < hi; r++) {
        ak_rows_offset(&p->rows, r, off);
        p->fn(p->h, p->y + off[0] * p->esize, p->sy, p->x + off[1] * p->esize, p->sx);
    }
}

int ak_silu_and_mul(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    if (y->dtype != x->dtype || y->ndim < 1) return AK_UNSUPPORTED;
    ak_sam_row fn = y->dtype == AK_F16 ? sam_f16 : y->dtype == AK_BF16 ? sam_bf16 : y->dtype == AK_F32 ? sam_f32
                  : y->dtype == AK_F64 ? sam_f64 : NULL;
    if (fn == NULL) return AK_UNSUPPORTED;
    const int last = y->ndim - 1;
    ak_sam_arg p;
    const ak_tensor *ops[2] = {y, x};
    ak_rows_init(&p.rows, 2, ops, last);
    p.fn = fn;
    p.y = (char *)y->data;
    p.x = (const char *)x->data;
    p.esize = (int64_t)ak_dtype_size(y->dtype);
    p.h = y->shape[last];
    p.sy = y->strides[last];
    p.sx = x->strides[last];
    if (p.h <= 0) return AK_OK;
    ak_run(ex, p.rows.nrows, 16384 / (p.h * p.esize) + 1, ak_sam_body, &p);
    return AK_OK;
}
