/* gather, index_select, scatter, scatter_add, index_add and one_hot: along the last dim, one row (an
 * index of the leading dims, the inputs broadcast to the output's) per item of ak_run, so each row's
 * work, and the order of its sums, is one thread's: the same bits for any thread count. Elements move
 * as bytes (any dtype); scatter_add and index_add sum each row in f64 (integers in int64, wrapping) in
 * a row of scratch, rounded once to y's dtype. An index outside [0, n) is skipped and refuses the run
 * (AK_UNSUPPORTED), as embedding's. */
#include <stdlib.h>

#include "ak_index.h"

enum { IX_GATHER, IX_SCATTER, IX_SCATTER_ADD, IX_ONE_HOT };

typedef struct {
    int kind;
    ak_rows rows;
    ak_tensor out, x, index, src; /* lifted to out's rank; src unused by gather and one_hot */
    int64_t n, k, esize;
    int dt, fl;         /* out's dtype, and whether it is a float dtype */
    double alpha;       /* scatter_add / index_add: src's scale (1 for scatter_add) */
    int64_t ialpha;     /* ... for integers: truncated */
    char one[8], zero[8]; /* one_hot: 1 and 0 in out's dtype */
    int bad;            /* an index out of range was seen (any thread may set it) */
    int nomem;          /* a task found no memory for its scratch row */
} ix_arg;

static void ix_body(void *argp, int64_t lo, int64_t hi) {
    ix_arg *p = (ix_arg *)argp;
    const int last = p->out.ndim - 1;
    const int64_t so = p->out.strides[last], sx = p->x.strides[last], si = p->index.strides[last],
                  ss = p->src.strides[last], es = p->esize, n = p->n, k = p->k;
    char *o = (char *)p->out.data;
    const char *x = (const char *)p->x.data, *src = (const char *)p->src.data;
    int64_t *acc = NULL;
    if (p->kind == IX_SCATTER_ADD && n > 0) {
        acc = (int64_t *)malloc((size_t)n * sizeof *acc); /* doubles or int64s, 8 bytes each */
        if (acc == NULL) {
            __atomic_store_n(&p->nomem, 1, __ATOMIC_RELAXED);
            return;
        }
    }
    int64_t off[AK_MAX_OPS];
    for (int64_t r = lo; r < hi; r++) {
        ak_rows_offset(&p->rows, r, off);
        const int64_t oo = off[0], ox = off[1], oi = off[2], os = off[3];
        if (p->kind == IX_ONE_HOT) {
            const int64_t id = ak_load_int(p->index.dtype, p->index.data, oi);
            if (id < 0 || id >= n) __atomic_store_n(&p->bad, 1, __ATOMIC_RELAXED);
            for (int64_t j = 0; j < n; j++) ak_ix_copy(o + (oo + j * so) * es, j == id ? p->one : p->zero, es);
            continue;
        }
        if (p->kind == IX_GATHER) {
            for (int64_t j = 0; j < k; j++) {
                const int64_t id = ak_load_int(p->index.dtype, p->index.data, oi + j * si);
                if (id < 0 || id >= n) {
                    __atomic_store_n(&p->bad, 1, __ATOMIC_RELAXED);
                    continue;
                }
                ak_ix_copy(o + (oo + j * so) * es, x + (ox + id * sx) * es, es);
            }
            continue;
        }
        if (p->kind == IX_SCATTER) {
            if (o + oo * es != x + ox * es || so != sx) /* y is not x: y = x first */
                for (int64_t j = 0; j < n; j++) ak_ix_copy(o + (oo + j * so) * es, x + (ox + j * sx) * es, es);
            for (int64_t j = 0; j < k; j++) {
                const int64_t id = ak_load_int(p->index.dtype, p->index.data, oi + j * si);
                if (id < 0 || id >= n) {
                    __atomic_store_n(&p->bad, 1, __ATOMIC_RELAXED);
                    continue;
                }
                ak_ix_copy(o + (oo + id * so) * es, src + (os + j * ss) * es, es);
            }
            continue;
        }
        /* scatter_add, index_add: the row's sums in scratch, then stored once */
        double *accf = (double *)(void *)acc;
        for (int64_t j = 0; j < n; j++) {
            if (p->fl)
                accf[j] = ak_ix_ldf(p->dt, x, ox + j * sx);
            else
                acc[j] = ak_ix_ldi(p->dt, x, ox + j * sx);
        }
        for (int64_t j = 0; j < k; j++) {
            const int64_t id = ak_load_int(p->index.dtype, p->index.data, oi + j * si);
            if (id < 0 || id >= n) {
                __atomic_store_n(&p->bad, 1, __ATOMIC_RELAXED);
                continue;
            }
            if (p->fl) {
                accf[id] += p->alpha * ak_ix_ldf(p->dt, src, os + j * ss);
            } else {
                const uint64_t add = (uint64_t)p->ialpha * (uint64_t)ak_ix_ldi(p->dt, src, os + j * ss);
                acc[id] = (int64_t)((uint64_t)acc[id] + add);
            }
        }
        for (int64_t j = 0; j < n; j++) {
            if (p->fl)
                ak_ix_stf(p->dt, o, oo + j * so, accf[j]);
            else
                ak_ix_sti(p->dt, o, oo + j * so, acc[j]);
        }
    }
    free(acc);
}

/* Runs kind over out's rows; index and src are lifted to out's rank (index_select's and index_add's
 * [k] index: one row for all); n is the size of the indexed dim, k the count of indices per row. */
static int ix_run(const ak_exec *ex, int kind, const ak_tensor *out, const ak_tensor *x, const ak_tensor *index,
                  const ak_tensor *src, int64_t n, int64_t k, double alpha) {
    if (out->ndim < 1 || !(index->dtype == AK_I32 || index->dtype == AK_I64) || ak_dtype_size(out->dtype) == 0 ||
        ak_dtype_size(out->dtype) > 8 || index->ndim > out->ndim || (x != NULL && x->ndim != out->ndim) ||
        (src != NULL && src->ndim != out->ndim))
        return AK_UNSUPPORTED;
    ix_arg p;
    memset(&p, 0, sizeof p);
    p.kind = kind;
    p.out = *out;
    p.x = x != NULL ? *x : *out;
    p.index = ak_ix_lift(index, out);
    p.src = src != NULL ? *src : *out;
    p.n = n;
    p.k = k;
    p.dt = out->dtype;
    p.fl = ak_ix_is_float(out->dtype);
    p.esize = (int64_t)ak_dtype_size(out->dtype);
    p.alpha = alpha;
    p.ialpha = ak_ix_f2i(alpha);
    if (kind == IX_ONE_HOT) {
        if (p.fl) {
            ak_ix_stf(p.dt, p.one, 0, 1.0);
            ak_ix_stf(p.dt, p.zero, 0, 0.0);
        } else {
            ak_ix_sti(p.dt, p.one, 0, 1);
            ak_ix_sti(p.dt, p.zero, 0, 0);
        }
    }
    const ak_tensor *ops[4] = {&p.out, &p.x, &p.index, &p.src};
    ak_rows_init(&p.rows, 4, ops, out->ndim - 1);
    if (p.rows.nrows == 0 || ak_numel(out) == 0) return AK_OK;
    const int64_t work = kind == IX_GATHER ? k : n + k;
    ak_run(ex, p.rows.nrows, 16384 / (work + 1) + 1, ix_body, &p);
    return p.bad || p.nomem ? AK_UNSUPPORTED : AK_OK;
}

int ak_gather(const ak_exec *ex, const ak_tensor *out, const ak_tensor *x, const ak_tensor *index) {
    if (x->dtype != out->dtype || index->ndim != out->ndim) return AK_UNSUPPORTED;
    return ix_run(ex, IX_GATHER, out, x, index, NULL, x->shape[x->ndim - 1], out->shape[out->ndim - 1], 1.0);
}

int ak_index_select(const ak_exec *ex, const ak_tensor *out, const ak_tensor *x, const ak_tensor *index) {
    if (x->dtype != out->dtype || index->ndim != 1) return AK_UNSUPPORTED;
    return ix_run(ex, IX_GATHER, out, x, index, NULL, x->shape[x->ndim - 1], out->shape[out->ndim - 1], 1.0);
}

int ak_scatter(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const ak_tensor *index,
               const ak_tensor *src) {
    if (x->dtype != y->dtype || src->dtype != y->dtype || index->ndim != y->ndim || src->ndim != y->ndim) return AK_UNSUPPORTED;
    return ix_run(ex, IX_SCATTER, y, x, index, src, y->shape[y->ndim - 1], src->shape[src->ndim - 1], 1.0);
}

int ak_scatter_add(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const ak_tensor *index,
                   const ak_tensor *src) {
    if (x->dtype != y->dtype || src->dtype != y->dtype || index->ndim != y->ndim || src->ndim != y->ndim) return AK_UNSUPPORTED;
    return ix_run(ex, IX_SCATTER_ADD, y, x, index, src, y->shape[y->ndim - 1], src->shape[src->ndim - 1], 1.0);
}

int ak_index_add(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const ak_tensor *index,
                 const ak_tensor *src, float alpha) {
    if (x->dtype != y->dtype || src->dtype != y->dtype || index->ndim != 1 || src->ndim != y->ndim) return AK_UNSUPPORTED;
    return ix_run(ex, IX_SCATTER_ADD, y, x, index, src, y->shape[y->ndim - 1], src->shape[src->ndim - 1], (double)alpha);
}

int ak_one_hot(const ak_exec *ex, const ak_tensor *y, const ak_tensor *index, int num_classes) {
    if (y->ndim < 1 || index->ndim != y->ndim - 1 || y->shape[y->ndim - 1] != num_classes) return AK_UNSUPPORTED;
    /* the index gets y's class dim at stride 0: one read per row */
    ak_tensor ix = *index;
    ix.shape[ix.ndim] = num_classes;
    ix.strides[ix.ndim] = 0;
    ix.ndim++;
    return ix_run(ex, IX_ONE_HOT, y, NULL, &ix, NULL, num_classes, 0, 1.0);
}
