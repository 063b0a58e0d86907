/* cross_entropy: y = logsumexp(x row) - x[target] per token, one row (the last dim of x) per task; a
 * target outside [0, v) gives 0, as InfiniCore's cpu kernel. f16/bf16/f32 compute in f32, f64 in f64. */
#include <math.h>

#include "ak_internal.h"

#define AK_CE_ROW(NAME, T, CT, LD, ST, EXP, LOG)                                                        \
    static void NAME(int64_t v, char *yp, const char *xp, int64_t sx, int64_t label) {                  \
        const T *x = (const T *)xp;                                                                     \
        if (label < 0 || label >= v) {                                                                  \
            *(T *)yp = ST((CT)0);                                                                       \
            return;                                                                                     \
        }                                                                                               \
        CT mx = -(CT)INFINITY, sum = 0;                                                                 \
        for (int64_t i = 0; i < v; i++) {                                                               \
            CT e = LD(x[i * sx]);                                                                       \
            mx = e > mx ? e : mx;                                                                       \
        }                                                                                               \
        for (int64_t i = 0; i < v; i++) sum += EXP(LD(x[i * sx]) - mx);                                 \
        *(T *)yp = ST(LOG(sum) + mx - LD(x[label * sx]));                                               \
    }

AK_CE_ROW(ce_f16, uint16_t, float, LD_H, ST_H, expf, logf)
AK_CE_ROW(ce_bf16, uint16_t, float, LD_B, ST_B, expf, logf)
AK_CE_ROW(ce_f32, float, float, LD_ID, ST_ID, expf, logf)
AK_CE_ROW(ce_f64, double, double, LD_ID, ST_ID, exp, log)

typedef void (*ak_ce_row)(int64_t v, char *y, const char *x, int64_t sx, int64_t label);

typedef struct {
    ak_ce_row fn;
    ak_rows rows;
    char *y;
    const char *x;
    const void *target;
    int tdt;
    int64_t esize, v, sx;
} ak_ce_arg;

static void ak_ce_body(void *argp, int64_t lo, int64_t hi) {
    const ak_ce_arg *p = (const ak_ce_arg *)argp;
    int64_t off[AK_MAX_OPS];
    for (int64_t row = lo; row < hi; row++) {
        ak_rows_offset(&p->rows, row, off);
        p->fn(p->v, p->y + off[0] * p->esize, p->x + off[1] * p->esize, p->sx, ak_load_int(p->tdt, p->target, off[2]));
    }
}

int ak_cross_entropy(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const ak_tensor *target) {
    const int dt = y->dtype;
    if (x->dtype != dt || !ak_dtype_is_int(target->dtype) || x->ndim != y->ndim + 1 || target->ndim != y->ndim)
        return AK_UNSUPPORTED;
    ak_ce_row fn = dt == AK_F16 ? ce_f16 : dt == AK_BF16 ? ce_bf16 : dt == AK_F32 ? ce_f32 : dt == AK_F64 ? ce_f64 : NULL;
    if (fn == NULL) return AK_UNSUPPORTED;
    /* y and target walk x's rows: the class dim appended to them with stride 0 */
    const int last = x->ndim - 1;
    ak_tensor yr = *y, tr = *target;
    yr.ndim = tr.ndim = x->ndim;
    yr.shape[last] = tr.shape[last] = x->shape[last];
    yr.strides[last] = tr.strides[last] = 0;
    ak_ce_arg p;
    const ak_tensor *ops[3] = {&yr, x, &tr};
    ak_rows_init(&p.rows, 3, ops, last);
    p.fn = fn;
    p.y = (char *)y->data;
    p.x = (const char *)x->data;
    p.target = target->data;
    p.tdt = target->dtype;
    p.esize = (int64_t)ak_dtype_size(dt);
    p.v = x->shape[last];
    p.sx = x->strides[last];
    if (p.rows.nrows <= 0) return AK_OK;
    ak_run(ex, p.rows.nrows, 16384 / (p.v * p.esize + 1) + 1, ak_ce_body, &p);
    return AK_OK;
}
