/* arange, linspace, tril and triu: elements written by position. arange and linspace compute each value in
 * f64 from the f32 attributes and convert it as cast does; tril / triu copy each row's kept elements as bytes (any
 * dtype) and zero the rest (0 is all zero bits in every dtype), one row of the [m, n] matrices per item
 * of ak_run. y may be x. */
#include "ak_index.h"

typedef struct {
    const ak_tensor *y;
    double start, step;
} ar_arg;

static void ar_body(void *argp, int64_t lo, int64_t hi) {
    const ar_arg *p = (const ar_arg *)argp;
    const ak_tensor *y = p->y;
    const int fl = ak_ix_is_float(y->dtype);
    for (int64_t i = lo; i < hi; i++) {
        const double v = p->start + (double)i * p->step;
        if (fl)
            ak_ix_stf(y->dtype, y->data, i * y->strides[0], v);
        else
            ak_ix_sti(y->dtype, y->data, i * y->strides[0], ak_ix_f2i(v));
    }
}

int ak_arange(const ak_exec *ex, const ak_tensor *y, float start, float step) {
    if (y->ndim != 1 || ak_dtype_size(y->dtype) == 0) return AK_UNSUPPORTED;
    ar_arg p = {y, (double)start, (double)step};
    ak_run(ex, y->shape[0], 32768, ar_body, &p);
    return AK_OK;
}

typedef struct {
    const ak_tensor *y;
    double start, end, step;
    int64_t n;
    int64_t half; /* the first index stepped down from end */
} ls_arg;

/* torch's symmetric form: the first half steps up from start, the second down from end, so the last
 * value is end itself (start + (n - 1) * step need not round to it); one value is start, as torch */
static void ls_body(void *argp, int64_t lo, int64_t hi) {
    const ls_arg *p = (const ls_arg *)argp;
    const ak_tensor *y = p->y;
    const int fl = ak_ix_is_float(y->dtype);
    for (int64_t i = lo; i < hi; i++) {
        const double v = i < p->half ? p->start + (double)i * p->step : p->end - (double)(p->n - 1 - i) * p->step;
        if (fl)
            ak_ix_stf(y->dtype, y->data, i * y->strides[0], v);
        else
            ak_ix_sti(y->dtype, y->data, i * y->strides[0], ak_ix_f2i(v));
    }
}

int ak_linspace(const ak_exec *ex, const ak_tensor *y, float start, float end) {
    if (y->ndim != 1 || ak_dtype_size(y->dtype) == 0) return AK_UNSUPPORTED;
    const int64_t n = y->shape[0];
    ls_arg p = {y, (double)start, (double)end, n > 1 ? ((double)end - (double)start) / (double)(n - 1) : 0.0, n,
                n > 1 ? n / 2 : n};
    ak_run(ex, n, 32768, ls_body, &p);
    return AK_OK;
}

typedef struct {
    const ak_tensor *y, *x;
    int64_t m, n, esize, diagonal;
    int upper;
} tri_arg;

static void tri_body(void *argp, int64_t lo, int64_t hi) {
    const tri_arg *p = (const tri_arg *)argp;
    const ak_tensor *y = p->y, *x = p->x;
    const int nd = y->ndim;
    const int64_t sy = y->strides[nd - 1], sx = x->strides[nd - 1], es = p->esize;
    static const char zero[8];
    for (int64_t r = lo; r < hi; r++) {
        int64_t rest = r, oy = 0, ox = 0;
        for (int d = nd - 2; d >= 0; d--) {
            const int64_t i = rest % y->shape[d];
            rest /= y->shape[d];
            oy += i * y->strides[d];
            ox += i * x->strides[d];
        }
        const int64_t i = r % p->m; /* the row within its matrix */
        char *yr = (char *)y->data + oy * es;
        const char *xr = (const char *)x->data + ox * es;
        for (int64_t j = 0; j < p->n; j++) {
            const int keep = p->upper ? j - i >= p->diagonal : j - i <= p->diagonal;
            ak_ix_copy(yr + j * sy * es, keep ? xr + j * sx * es : zero, es);
        }
    }
}

static int tri_run(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, int diagonal, int upper) {
    if (y->ndim < 2 || x->ndim != y->ndim || x->dtype != y->dtype || ak_dtype_size(y->dtype) == 0 ||
        ak_dtype_size(y->dtype) > 8)
        return AK_UNSUPPORTED;
    tri_arg p = {y, x, y->shape[y->ndim - 2], y->shape[y->ndim - 1], (int64_t)ak_dtype_size(y->dtype), diagonal, upper};
    const int64_t rows = ak_numel(y) / (p.n > 0 ? p.n : 1);
    if (p.n == 0 || rows == 0) return AK_OK;
    ak_run(ex, rows, 32768 / (p.n + 1) + 1, tri_body, &p);
    return AK_OK;
}

int ak_tril(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, int diagonal) {
    return tri_run(ex, y, x, diagonal, 0);
}

int ak_triu(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, int diagonal) {
    return tri_run(ex, y, x, diagonal, 1);
}
