/* cumsum and cumprod along one dim: each row (every index of the other dims) one item of ak_run, its
 * scan in order, so the result does not depend on the thread count. Floats accumulate in f64, each
 * result rounded to y's dtype; integers in int64, wrapping (through uint64: no signed overflow). */
#include "ak_index.h"

typedef struct {
    ak_rows rows;
    const ak_tensor *y, *x;
    int64_t len, sy, sx;
    int prod, exclusive, reverse, fl;
} scan_arg;

static void scan_body(void *argp, int64_t lo, int64_t hi) {
    const scan_arg *p = (const scan_arg *)argp;
    const int dt = p->y->dtype;
    int64_t off[AK_MAX_OPS];
    for (int64_t r = lo; r < hi; r++) {
        ak_rows_offset(&p->rows, r, off);
        double f = p->prod ? 1.0 : 0.0;
        uint64_t u = p->prod ? 1u : 0u;
        for (int64_t t = 0; t < p->len; t++) {
            const int64_t i = p->reverse ? p->len - 1 - t : t;
            const int64_t oy = off[0] + i * p->sy, ox = off[1] + i * p->sx;
            if (p->fl) {
                const double v = ak_ix_ldf(dt, p->x->data, ox); /* read before y (it may be x) is written */
                if (p->exclusive) ak_ix_stf(dt, p->y->data, oy, f);
                f = p->prod ? f * v : f + v;
                if (!p->exclusive) ak_ix_stf(dt, p->y->data, oy, f);
            } else {
                const uint64_t v = (uint64_t)ak_ix_ldi(dt, p->x->data, ox);
                if (p->exclusive) ak_ix_sti(dt, p->y->data, oy, (int64_t)u);
                u = p->prod ? u * v : u + v;
                if (!p->exclusive) ak_ix_sti(dt, p->y->data, oy, (int64_t)u);
            }
        }
    }
}

static int scan_run(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, int dim, int exclusive, int reverse,
                    int prod) {
    if (x->dtype != y->dtype || x->ndim != y->ndim || dim < 0 || dim >= y->ndim || ak_dtype_size(y->dtype) == 0)
        return AK_UNSUPPORTED;
    scan_arg p;
    const ak_tensor *ops[2] = {y, x};
    ak_rows_init(&p.rows, 2, ops, dim);
    p.y = y;
    p.x = x;
    p.len = y->shape[dim];
    p.sy = y->strides[dim];
    p.sx = x->strides[dim];
    p.prod = prod;
    p.exclusive = exclusive != 0;
    p.reverse = reverse != 0;
    p.fl = ak_ix_is_float(y->dtype);
    if (p.len == 0 || ak_numel(y) == 0) return AK_OK;
    ak_run(ex, p.rows.nrows, 16384 / (p.len + 1) + 1, scan_body, &p);
    return AK_OK;
}

int ak_cumsum(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, int dim, int exclusive, int reverse) {
    return scan_run(ex, y, x, dim, exclusive, reverse, 0);
}

int ak_cumprod(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, int dim, int exclusive, int reverse) {
    return scan_run(ex, y, x, dim, exclusive, reverse, 1);
}
