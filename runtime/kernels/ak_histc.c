/* histc: counts of x's elements in `bins` equal bins over [lo, hi]. x (any shape, any strides) is
 * walked in rows of its last dim, rows split over ak_run; each task counts into its own int64 bins
 * and adds them to the shared ones atomically: integer sums, the same counts in any order. Where
 * min_val == max_val the range is x's smallest and largest element (NaN left out), found first the
 * same way (atomic min / max of ak_index.h's order keys, exact). v's bin is
 * floor((v - lo) / (hi - lo) * bins) in f64 (torch's cpu order), hi's the last. */
#include <stdlib.h>

#include "ak_index.h"

typedef struct {
    const ak_tensor *x;
    int64_t rows, inner, sinner;
    int64_t bins;
    double lo, hi;
    int64_t *counts;   /* bins of them */
    int64_t kmin, kmax; /* the range pass: the smallest and largest key (NaN left out) */
    int range_pass, nomem;
} hc_arg;

/* The element offset of row r's start (every dim but the last, row-major) */
static int64_t hc_row(const ak_tensor *x, int64_t r) {
    int64_t off = 0;
    for (int d = x->ndim - 2; d >= 0; d--) {
        off += (r % x->shape[d]) * x->strides[d];
        r /= x->shape[d];
    }
    return off;
}

static void hc_body(void *argp, int64_t lo, int64_t hi) {
    hc_arg *p = (hc_arg *)argp;
    const int dt = p->x->dtype;
    if (p->range_pass) {
        int64_t kmin = INT64_MAX, kmax = INT64_MIN;
        for (int64_t r = lo; r < hi; r++) {
            const int64_t base = hc_row(p->x, r);
            for (int64_t j = 0; j < p->inner; j++) {
                const int64_t key = ak_ix_key(dt, p->x->data, base + j * p->sinner);
                if (ak_ix_is_float(dt) && key == INT64_MAX) continue; /* NaN */
                kmin = key < kmin ? key : kmin;
                kmax = key > kmax ? key : kmax;
            }
        }
        int64_t cur = __atomic_load_n(&p->kmin, __ATOMIC_RELAXED);
        while (kmin < cur && !__atomic_compare_exchange_n(&p->kmin, &cur, kmin, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED)) {
        }
        cur = __atomic_load_n(&p->kmax, __ATOMIC_RELAXED);
        while (kmax > cur && !__atomic_compare_exchange_n(&p->kmax, &cur, kmax, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED)) {
        }
        return;
    }
    int64_t *mine = (int64_t *)calloc((size_t)p->bins, sizeof *mine);
    if (mine == NULL) {
        __atomic_store_n(&p->nomem, 1, __ATOMIC_RELAXED);
        return;
    }
    const double span = p->hi - p->lo, nb = (double)p->bins;
    for (int64_t r = lo; r < hi; r++) {
        const int64_t base = hc_row(p->x, r);
        for (int64_t j = 0; j < p->inner; j++) {
            const double v = ak_ix_ldf(dt, p->x->data, base + j * p->sinner);
            if (!(v >= p->lo && v <= p->hi)) continue; /* outside, or NaN */
            int64_t b = (int64_t)((v - p->lo) / span * nb); /* in [0, bins]: no overflow */
            b = b < 0 ? 0 : b >= p->bins ? p->bins - 1 : b;
            mine[b]++;
        }
    }
    for (int64_t b = 0; b < p->bins; b++)
        if (mine[b]) __atomic_fetch_add(&p->counts[b], mine[b], __ATOMIC_RELAXED);
    free(mine);
}

/* The value of a key of dtype dt (the inverse of ak_ix_key for a number) */
static double hc_unkey(int dt, int64_t key) {
    if (!ak_ix_is_float(dt)) return (double)key;
    int64_t b = key < 0 ? key ^ INT64_MAX : key;
    double v;
    memcpy(&v, &b, sizeof v);
    return v;
}

int ak_histc(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, int bins, float min_val, float max_val) {
    if (y->ndim != 1 || y->shape[0] != bins || bins < 1 || y->dtype != x->dtype || ak_dtype_size(x->dtype) == 0 ||
        !(min_val <= max_val))
        return AK_UNSUPPORTED;
    hc_arg p;
    memset(&p, 0, sizeof p);
    p.x = x;
    p.inner = x->ndim > 0 ? x->shape[x->ndim - 1] : 1;
    p.sinner = x->ndim > 0 ? x->strides[x->ndim - 1] : 0;
    p.rows = p.inner > 0 ? ak_numel(x) / p.inner : 0;
    p.bins = bins;
    p.lo = min_val;
    p.hi = max_val;
    const int64_t grain = 65536 / (p.inner + 1) + 1;
    if (p.lo == p.hi) { /* x's own range */
        p.range_pass = 1;
        p.kmin = INT64_MAX;
        p.kmax = INT64_MIN;
        ak_run(ex, p.rows, grain, hc_body, &p);
        p.range_pass = 0;
        if (p.kmin <= p.kmax) {
            p.lo = hc_unkey(x->dtype, p.kmin);
            p.hi = hc_unkey(x->dtype, p.kmax);
        } else {
            p.lo = p.hi = 0; /* no number in x */
        }
        if (p.lo == p.hi) {
            p.lo -= 1;
            p.hi += 1;
        }
    }
    if (!(p.hi - p.lo < INFINITY)) return AK_UNSUPPORTED; /* an infinite range (torch raises) */
    p.counts = (int64_t *)calloc((size_t)bins, sizeof *p.counts);
    if (p.counts == NULL) return AK_UNSUPPORTED;
    ak_run(ex, p.rows, grain, hc_body, &p);
    const int fl = ak_ix_is_float(y->dtype);
    for (int64_t b = 0; b < bins; b++) {
        if (fl)
            ak_ix_stf(y->dtype, y->data, b * y->strides[0], (double)p.counts[b]);
        else
            ak_ix_sti(y->dtype, y->data, b * y->strides[0], p.counts[b]);
    }
    free(p.counts);
    return p.nomem ? AK_UNSUPPORTED : AK_OK;
}
