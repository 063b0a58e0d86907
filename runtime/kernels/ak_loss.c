/* The per-token losses' other half: nll_loss (y = -x[target]) and the gradients of cross_entropy and
 * nll_loss along the last dim, one token (row of v classes) per task; a target outside [0, v) is an
 * ignored token: loss 0, a row of zeros in the gradient (as ak_cross_entropy.c). f16/bf16/f32 compute in
 * f32, f64 in f64.
 *   cross_entropy_backward: dx = dy * (softmax(x) - onehot(target))
 *   nll_loss_backward:      dx = -dy at the target, 0 elsewhere
 * Each row of x is read before its row of dx is written, so dx may be x. */
#include <math.h>

/* As ak_softmax.c: without no-trapping-math GCC keeps ak_expf's clamps out of vector code. anyrt never
 * reads the FP exception flags. */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("no-trapping-math")
#endif

#include "ak_internal.h"

/* A row of dx, its token's dy and target, and its row of x (NULL for nll_loss_backward). */
typedef void (*ak_loss_row)(int64_t v, char *dx, int64_t sdx, const char *dy, const char *x, int64_t sx,
                            int64_t label);

/* cross_entropy_backward's row with its strides as parameters: called with literal 1s for contiguous
 * rows (inlined, so those loops vectorize). The max and the sum of the exponentials run in AK_BLK lanes
 * (element i in lane i % AK_BLK, the lanes then added in order, the tail last): a fixed order, the same
 * for every layout and thread count. KEEP: dx holds the compute type, so the exponentials are stored in
 * pass 2 and only scaled in pass 3; half rows recompute them rather than round twice. */
#define AK_CEB_ROW(SUF, T, CT, LD, ST, EXP, KEEP)                                                              \
    AK_INLINE void ceb_row_##SUF(int64_t v, T *dx, int64_t sdx, CT g, const T *x, int64_t sx, int64_t label) { \
        CT mb[AK_BLK], sb[AK_BLK], z[AK_BLK];                                                                  \
        const int64_t full = v / AK_BLK * AK_BLK;                                                              \
        int64_t i;                                                                                             \
        for (int j = 0; j < AK_BLK; j++) {                                                                     \
            mb[j] = -(CT)INFINITY;                                                                             \
            sb[j] = 0;                                                                                         \
        }                                                                                                      \
        for (i = 0; i < full; i += AK_BLK)                                                                     \
            for (int j = 0; j < AK_BLK; j++) {                                                                 \
                const CT e = LD(x[(i + j) * sx]);                                                              \
                mb[j] = e > mb[j] ? e : mb[j];                                                                 \
            }                                                                                                  \
        CT mx = -(CT)INFINITY, sum = 0;                                                                        \
        for (int j = 0; j < AK_BLK; j++) mx = mb[j] > mx ? mb[j] : mx;                                         \
        for (i = full; i < v; i++) mx = LD(x[i * sx]) > mx ? LD(x[i * sx]) : mx;                               \
        const CT el = EXP(LD(x[label * sx]) - mx); /* before dx (maybe x) is written */                        \
        for (i = 0; i < full; i += AK_BLK) {                                                                   \
            for (int j = 0; j < AK_BLK; j++) z[j] = EXP(LD(x[(i + j) * sx]) - mx);                             \
            for (int j = 0; j < AK_BLK; j++) sb[j] += z[j];                                                    \
            if (KEEP)                                                                                          \
                for (int j = 0; j < AK_BLK; j++) dx[(i + j) * sdx] = (T)z[j];                                  \
        }                                                                                                      \
        for (int j = 0; j < AK_BLK; j++) sum += sb[j];                                                         \
        for (i = full; i < v; i++) {                                                                           \
            const CT e = EXP(LD(x[i * sx]) - mx);                                                              \
            sum += e;                                                                                          \
            if (KEEP) dx[i * sdx] = (T)e;                                                                      \
        }                                                                                                      \
        const CT k = g / sum;                                                                                  \
        for (i = 0; i < v; i++) {                                                                              \
            const CT e = KEEP ? (CT)dx[i * sdx] : EXP(LD(x[i * sx]) - mx);                                     \
            dx[i * sdx] = ST(e * k);                                                                           \
        }                                                                                                      \
        dx[label * sdx] = ST(el * k - g);                                                                      \
    }

#define AK_LOSS(SUF, T, CT, LD, ST, EXP, KEEP)                                                                 \
    AK_CEB_ROW(SUF, T, CT, LD, ST, EXP, KEEP)                                                                  \
    static void nll_##SUF(int64_t v, char *yp, int64_t sy, const char *unused, const char *xp, int64_t sx,    \
                          int64_t label) {                                                                     \
        (void)sy;                                                                                              \
        (void)unused;                                                                                          \
        *(T *)yp = label < 0 || label >= v ? ST((CT)0) : ST(-(CT)LD(((const T *)xp)[label * sx]));           \
    }                                                                                                          \
    static void ceb_##SUF(int64_t v, char *dxp, int64_t sdx, const char *dyp, const char *xp, int64_t sx,     \
                          int64_t label) {                                                                     \
        T *dx = (T *)dxp;                                                                                      \
        if (label < 0 || label >= v) {                                                                        \
            for (int64_t i = 0; i < v; i++) dx[i * sdx] = ST((CT)0);                                           \
            return;                                                                                            \
        }                                                                                                      \
        const CT g = LD(*(const T *)dyp);                                                                      \
        if (sdx == 1 && sx == 1) ceb_row_##SUF(v, dx, 1, g, (const T *)xp, 1, label);                          \
        else ceb_row_##SUF(v, dx, sdx, g, (const T *)xp, sx, label);                                           \
    }                                                                                                          \
    static void nllb_##SUF(int64_t v, char *dxp, int64_t sdx, const char *dyp, const char *xp, int64_t sx,    \
                           int64_t label) {                                                                    \
        T *dx = (T *)dxp;                                                                                      \
        (void)xp;                                                                                              \
        (void)sx;                                                                                              \
        for (int64_t i = 0; i < v; i++) dx[i * sdx] = ST((CT)0);                                               \
        if (label >= 0 && label < v) dx[label * sdx] = ST(-(CT)LD(*(const T *)dyp));                           \
    }

AK_LOSS(f16, uint16_t, float, LD_H, ST_H, ak_expf, 0)
AK_LOSS(bf16, uint16_t, float, LD_B, ST_B, ak_expf, 0)
AK_LOSS(f32, float, float, LD_ID, ST_ID, ak_expf, 1)
AK_LOSS(f64, double, double, LD_ID, ST_ID, exp, 1)

typedef struct {
    ak_loss_row fn;
    ak_rows rows; /* ops: the row tensor (dx, or x for nll_loss), dy or y, x, target */
    char *out;
    const char *dy, *x;
    const void *target;
    int tdt;
    int64_t esize, v, sout, sx;
} ak_loss_arg;

static void ak_loss_body(void *argp, int64_t lo, int64_t hi) {
    const ak_loss_arg *p = (const ak_loss_arg *)argp;
    int64_t off[AK_MAX_OPS];
    for (int64_t row = lo; row < hi; row++) {
        ak_rows_offset(&p->rows, row, off);
        const int64_t label = ak_load_int(p->tdt, p->target, off[3]);
        p->fn(p->v, p->out + off[0] * p->esize, p->sout, p->dy == NULL ? NULL : p->dy + off[1] * p->esize,
              p->x == NULL ? NULL : p->x + off[2] * p->esize, p->sx, label);
    }
}

/* The per-token tensor t (target, dy, y: rows's shape without its last dim) as a row operand of rows's
 * shape, stride 0 along the last dim. */
static ak_tensor token_operand(const ak_tensor *t, const ak_tensor *rows) {
    ak_tensor r = *t;
    const int last = rows->ndim - 1;
    r.ndim = rows->ndim;
    r.shape[last] = rows->shape[last];
    r.strides[last] = 0;
    return r;
}

static int loss_run(const ak_exec *ex, const ak_tensor *rowt, char *out, int64_t sout, const ak_tensor *per_token,
                    const ak_tensor *x, const ak_tensor *target, const ak_loss_row fns[4], int reads_x) {
    const int dt = per_token->dtype, last = rowt->ndim - 1;
    ak_loss_row fn = dt == AK_F16 ? fns[0] : dt == AK_BF16 ? fns[1] : dt == AK_F32 ? fns[2] : dt == AK_F64 ? fns[3] : NULL;
    if (fn == NULL || rowt->ndim < 1 || rowt->dtype != dt || x->dtype != dt || !ak_dtype_is_int(target->dtype) ||
        per_token->ndim != last || target->ndim != last || x->ndim != rowt->ndim)
        return AK_UNSUPPORTED;
    ak_tensor pt = token_operand(per_token, rowt), tt = token_operand(target, rowt);
    const ak_tensor *ops[4] = {rowt, &pt, x, &tt};
    ak_loss_arg p;
    ak_rows_init(&p.rows, 4, ops, last);
    p.fn = fn;
    p.out = out;
    p.dy = (const char *)per_token->data;
    p.x = reads_x ? (const char *)x->data : NULL;
    p.target = target->data;
    p.tdt = target->dtype;
    p.esize = (int64_t)ak_dtype_size(dt);
    p.v = rowt->shape[last];
    p.sout = sout;
    p.sx = x->strides[last];
    for (int i = 0; i < rowt->ndim; i++)
        if (rowt->shape[i] == 0 && i != last) return AK_OK;
    ak_run(ex, p.rows.nrows, 16384 / (p.v * p.esize + 1) + 1, ak_loss_body, &p);
    return AK_OK;
}

int ak_nll_loss(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const ak_tensor *target) {
    static const ak_loss_row fns[4] = {nll_f16, nll_bf16, nll_f32, nll_f64};
    /* rows walk x; y is the per-token operand written through its row offset (the dy slot) */
    const int dt = y->dtype;
    ak_loss_row fn = dt == AK_F16 ? fns[0] : dt == AK_BF16 ? fns[1] : dt == AK_F32 ? fns[2] : dt == AK_F64 ? fns[3] : NULL;
    const int last = x->ndim - 1;
    if (fn == NULL || x->ndim < 1 || x->dtype != dt || !ak_dtype_is_int(target->dtype) || y->ndim != last ||
        target->ndim != last)
        return AK_UNSUPPORTED;
    ak_tensor yt = token_operand(y, x), tt = token_operand(target, x);
    const ak_tensor *ops[4] = {&yt, &yt, x, &tt};
    ak_loss_arg p;
    ak_rows_init(&p.rows, 4, ops, last);
    p.fn = fn;
    p.out = (char *)y->data;
    p.dy = NULL;
    p.x = (const char *)x->data;
    p.target = target->data;
    p.tdt = target->dtype;
    p.esize = (int64_t)ak_dtype_size(dt);
    p.v = x->shape[last];
    p.sout = 0;
    p.sx = x->strides[last];
    for (int i = 0; i < last; i++)
        if (x->shape[i] == 0) return AK_OK;
    ak_run(ex, p.rows.nrows, 16384, ak_loss_body, &p);
    return AK_OK;
}

int ak_cross_entropy_backward(const ak_exec *ex, const ak_tensor *dx, const ak_tensor *dy, const ak_tensor *x,
                              const ak_tensor *target) {
    static const ak_loss_row fns[4] = {ceb_f16, ceb_bf16, ceb_f32, ceb_f64};
    return loss_run(ex, dx, (char *)dx->data, dx->ndim > 0 ? dx->strides[dx->ndim - 1] : 0, dy, x, target, fns, 1);
}

int ak_nll_loss_backward(const ak_exec *ex, const ak_tensor *dx, const ak_tensor *dy, const ak_tensor *target) {
    static const ak_loss_row fns[4] = {nllb_f16, nllb_bf16, nllb_f32, nllb_f64};
    /* x only fixed dx's shape (the kernel does not get it): dx stands in as the row tensor it would be */
    return loss_run(ex, dx, (char *)dx->data, dx->ndim > 0 ? dx->strides[dx->ndim - 1] : 0, dy, dx, target, fns, 0);
}
