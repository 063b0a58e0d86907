/* isin: y = whether x's element is one of t's (xor invert). t is copied once into a sorted table (int64
 * keys for integer and bool dtypes, doubles for floats, NaN left out: it equals nothing), then every
 * element of x is a binary search, elements split over threads by ak_elementwise. Where the table cannot
 * be allocated each element scans t instead: the same answers. */
#include <stdlib.h>

#include "ak_index.h"

typedef struct {
    const ak_tensor *t;
    int is_float, invert;
    int64_t n;        /* table entries */
    int64_t *ikeys;   /* sorted, or NULL */
    double *fkeys;    /* sorted, or NULL */
} in_arg;

static int in_cmp_i(const void *a, const void *b) {
    const int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
    return (x > y) - (x < y);
}

static int in_cmp_f(const void *a, const void *b) {
    const double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* whether v (already known not NaN for floats) is in t */
static int in_has_f(const in_arg *a, double v) {
    if (a->fkeys == NULL) {
        for (int64_t i = 0; i < a->t->shape[0]; i++)
            if (ak_ix_ldf(a->t->dtype, a->t->data, i * a->t->strides[0]) == v) return 1;
        return 0;
    }
    int64_t lo = 0, hi = a->n;
    while (lo < hi) {
        const int64_t mid = lo + (hi - lo) / 2;
        if (a->fkeys[mid] < v) lo = mid + 1; else hi = mid;
    }
    return lo < a->n && a->fkeys[lo] == v;
}

static int in_has_i(const in_arg *a, int64_t v) {
    if (a->ikeys == NULL) {
        for (int64_t i = 0; i < a->t->shape[0]; i++)
            if (ak_ix_ldi(a->t->dtype, a->t->data, i * a->t->strides[0]) == v) return 1;
        return 0;
    }
    int64_t lo = 0, hi = a->n;
    while (lo < hi) {
        const int64_t mid = lo + (hi - lo) / 2;
        if (a->ikeys[mid] < v) lo = mid + 1; else hi = mid;
    }
    return lo < a->n && a->ikeys[lo] == v;
}

static void in_inner(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const in_arg *a = ctx;
    uint8_t *y = (uint8_t *)p[0];
    const int dt = a->t->dtype;
    for (int64_t k = 0; k < n; k++) {
        int found;
        if (a->is_float) {
            const double v = ak_ix_ldf(dt, p[1], k * s[1]);
            found = v == v && in_has_f(a, v);
        } else {
            found = in_has_i(a, ak_ix_ldi(dt, p[1], k * s[1]));
        }
        y[k * s[0]] = (uint8_t)(found ^ a->invert);
    }
}

int ak_isin(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const ak_tensor *t, int invert) {
    if (y->dtype != AK_BOOL || x->dtype != t->dtype || t->ndim != 1 || ak_dtype_size(x->dtype) == 0)
        return AK_UNSUPPORTED;
    in_arg a = {t, ak_ix_is_float(x->dtype), invert != 0, 0, NULL, NULL};
    const int64_t m = t->shape[0];
    if (a.is_float) {
        a.fkeys = malloc((size_t)(m > 0 ? m : 1) * sizeof(double));
        if (a.fkeys != NULL) {
            for (int64_t i = 0; i < m; i++) {
                const double v = ak_ix_ldf(t->dtype, t->data, i * t->strides[0]);
                if (v == v) a.fkeys[a.n++] = v + 0.0; /* -0.0 as 0.0 (they compare equal anyway) */
            }
            qsort(a.fkeys, (size_t)a.n, sizeof(double), in_cmp_f);
        }
    } else {
        a.ikeys = malloc((size_t)(m > 0 ? m : 1) * sizeof(int64_t));
        if (a.ikeys != NULL) {
            for (int64_t i = 0; i < m; i++) a.ikeys[a.n++] = ak_ix_ldi(t->dtype, t->data, i * t->strides[0]);
            qsort(a.ikeys, (size_t)a.n, sizeof(int64_t), in_cmp_i);
        }
    }
    const ak_tensor *ops[2] = {y, x};
    ak_elementwise(ex, 2, ops, in_inner, &a);
    free(a.fkeys);
    free(a.ikeys);
    return AK_OK;
}
