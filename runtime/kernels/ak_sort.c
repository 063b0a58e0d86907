/* topk, sort, argsort, argmax and argmin along the last dim, one row per item of ak_run. Elements are
 * ordered by ak_index.h's key (torch's order: -0 equal to 0, NaN above every number), descending by its
 * complement, and equal keys by position: a total order, so any algorithm gives the one result (a
 * stable sort, ties to the lower position) on any thread count. sort / argsort: qsort of (key,
 * position) pairs in a row of scratch; topk: the k best kept in order by insertion where k is small,
 * else the sort; argmax / argmin: one pass. Values are copied as bytes from x (NaN's bits kept). */
#include <stdlib.h>

#include "ak_index.h"

typedef struct {
    int64_t key, pos;
} so_pair;

static int so_cmp(const void *a, const void *b) {
    const so_pair *x = (const so_pair *)a, *y = (const so_pair *)b;
    if (x->key != y->key) return x->key < y->key ? -1 : 1;
    return (x->pos > y->pos) - (x->pos < y->pos);
}

static int so_before(const so_pair *a, const so_pair *b) { return a->key < b->key || (a->key == b->key && a->pos < b->pos); }

enum { SO_SORT, SO_TOPK, SO_ARGMAX, SO_ARGMIN };

#define SO_INSERT_MAX 32 /* topk keeps its k best by insertion up to this k */

typedef struct {
    int kind;
    ak_rows rows;
    ak_tensor values, indices, x; /* values absent (data NULL): argsort; argmax / argmin: indices only */
    int64_t n, k, esize;
    int descending;
    int nomem;
} so_arg;

static void so_body(void *argp, int64_t lo, int64_t hi) {
    so_arg *p = (so_arg *)argp;
    const int last = p->x.ndim - 1;
    const int64_t n = p->n, k = p->k, sx = p->x.strides[last], si = p->indices.strides[last],
                  sv = p->values.strides[last], es = p->esize;
    const int dt = p->x.dtype;
    so_pair *buf = NULL;
    if (p->kind == SO_SORT || p->kind == SO_TOPK) {
        const int64_t m = p->kind == SO_TOPK && k <= SO_INSERT_MAX ? k : n;
        buf = (so_pair *)malloc((size_t)(m > 0 ? m : 1) * sizeof *buf);
        if (buf == NULL) {
            __atomic_store_n(&p->nomem, 1, __ATOMIC_RELAXED);
            return;
        }
    }
    int64_t off[AK_MAX_OPS];
    for (int64_t r = lo; r < hi; r++) {
        ak_rows_offset(&p->rows, r, off);
        const int64_t ov = off[0], oi = off[1], ox = off[2];
        if (p->kind == SO_ARGMAX || p->kind == SO_ARGMIN) { /* n >= 1: checked */
            int64_t best = 0, bk = ak_ix_key(dt, p->x.data, ox);
            const int nan_wins = ak_ix_is_float(dt) && p->kind == SO_ARGMIN;
            if (nan_wins && bk == INT64_MAX) bk = INT64_MIN; /* argmin: a NaN is the result */
            for (int64_t j = 1; j < n; j++) {
                int64_t key = ak_ix_key(dt, p->x.data, ox + j * sx);
                if (nan_wins && key == INT64_MAX) key = INT64_MIN;
                if (p->kind == SO_ARGMAX ? key > bk : key < bk) {
                    bk = key;
                    best = j;
                }
            }
            ak_ix_st_index(p->indices.dtype, p->indices.data, oi, best);
            continue;
        }
        int64_t kept = 0;
        const int insert = p->kind == SO_TOPK && k <= SO_INSERT_MAX;
        for (int64_t j = 0; j < n; j++) {
            const int64_t key = ak_ix_key(dt, p->x.data, ox + j * sx);
            so_pair e = {p->descending ? ~key : key, j};
            if (!insert) {
                buf[kept++] = e;
                continue;
            }
            if (kept == k && (k == 0 || !so_before(&e, &buf[k - 1]))) continue;
            int64_t at = kept < k ? kept++ : k - 1; /* the last is dropped when full */
            while (at > 0 && so_before(&e, &buf[at - 1])) {
                buf[at] = buf[at - 1];
                at--;
            }
            buf[at] = e;
        }
        if (!insert) qsort(buf, (size_t)n, sizeof *buf, so_cmp);
        const int64_t out = p->kind == SO_TOPK ? k : n;
        for (int64_t j = 0; j < out; j++) {
            ak_ix_st_index(p->indices.dtype, p->indices.data, oi + j * si, buf[j].pos);
            if (p->values.data != NULL)
                ak_ix_copy((char *)p->values.data + (ov + j * sv) * es,
                           (const char *)p->x.data + (ox + buf[j].pos * sx) * es, es);
        }
    }
    free(buf);
}

static int so_run(const ak_exec *ex, int kind, const ak_tensor *values, const ak_tensor *indices, const ak_tensor *x,
                  int64_t k, int descending) {
    if (!(indices->dtype == AK_I32 || indices->dtype == AK_I64) || x->ndim < 1 || ak_dtype_size(x->dtype) == 0 ||
        ak_dtype_size(x->dtype) > 8 || (values != NULL && (values->dtype != x->dtype || values->ndim != x->ndim)))
        return AK_UNSUPPORTED;
    so_arg p;
    memset(&p, 0, sizeof p);
    p.kind = kind;
    p.x = *x;
    p.n = x->shape[x->ndim - 1];
    p.k = k;
    p.esize = (int64_t)ak_dtype_size(x->dtype);
    p.descending = descending != 0;
    if (kind == SO_ARGMAX || kind == SO_ARGMIN) { /* y [...]: the row's dim appended at stride 0 */
        if (indices->ndim != x->ndim - 1) return AK_UNSUPPORTED;
        p.indices = *indices;
        p.indices.shape[p.indices.ndim] = p.n;
        p.indices.strides[p.indices.ndim] = 0;
        p.indices.ndim++;
    } else {
        if (indices->ndim != x->ndim || (kind == SO_TOPK && (k < 0 || k > p.n))) return AK_UNSUPPORTED;
        p.indices = *indices;
    }
    p.values = values != NULL ? *values : p.indices;
    if (values == NULL) p.values.data = NULL;
    /* rows walk x's leading dims (the outputs share them) */
    ak_tensor xr = *x;
    const ak_tensor *ops[3] = {&p.values, &p.indices, &xr};
    ak_rows_init(&p.rows, 3, ops, x->ndim - 1);
    if (p.rows.nrows == 0 || ak_numel(&p.indices) == 0) {
        if (p.n == 0 && (kind == SO_ARGMAX || kind == SO_ARGMIN) && p.rows.nrows > 0 && ak_numel(indices) > 0)
            return AK_UNSUPPORTED; /* an empty row has no position */
        return AK_OK;
    }
    ak_run(ex, p.rows.nrows, 16384 / (p.n + 1) + 1, so_body, &p);
    return p.nomem ? AK_UNSUPPORTED : AK_OK;
}

int ak_topk(const ak_exec *ex, const ak_tensor *values, const ak_tensor *indices, const ak_tensor *x, int k, int largest) {
    return so_run(ex, SO_TOPK, values, indices, x, k, largest);
}

int ak_sort(const ak_exec *ex, const ak_tensor *values, const ak_tensor *indices, const ak_tensor *x, int descending) {
    return so_run(ex, SO_SORT, values, indices, x, x->ndim > 0 ? x->shape[x->ndim - 1] : 0, descending);
}

int ak_argsort(const ak_exec *ex, const ak_tensor *indices, const ak_tensor *x, int descending) {
    return so_run(ex, SO_SORT, NULL, indices, x, x->ndim > 0 ? x->shape[x->ndim - 1] : 0, descending);
}

int ak_argmax(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    return so_run(ex, SO_ARGMAX, NULL, y, x, 1, 0);
}

int ak_argmin(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    return so_run(ex, SO_ARGMIN, NULL, y, x, 1, 0);
}
