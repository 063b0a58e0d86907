/* Shared kernel plumbing: dtype table, parallel-run shim, the coalescing elementwise iterator and
 * the row walker. The operators themselves live in ak_*.c. */
#include <string.h>

#include "ak_internal.h"

size_t ak_dtype_size(int dtype) {
    switch (dtype) {
    case AK_BYTE:
    case AK_BOOL:
    case AK_I8:
    case AK_U8:
        return 1;
    case AK_I16:
    case AK_U16:
    case AK_F16:
    case AK_BF16:
        return 2;
    case AK_I32:
    case AK_U32:
    case AK_F32:
        return 4;
    case AK_I64:
    case AK_U64:
    case AK_F64:
        return 8;
    default:
        return 0;
    }
}

int ak_dtype_is_int(int dtype) {
    return dtype == AK_I8 || dtype == AK_I16 || dtype == AK_I32 || dtype == AK_I64 || dtype == AK_U8 ||
           dtype == AK_U16 || dtype == AK_U32 || dtype == AK_U64;
}

int64_t ak_load_int(int dtype, const void *data, int64_t i) {
    switch (dtype) {
    case AK_I8:
        return ((const int8_t *)data)[i];
    case AK_I16:
        return ((const int16_t *)data)[i];
    case AK_I32:
        return ((const int32_t *)data)[i];
    case AK_I64:
        return ((const int64_t *)data)[i];
    case AK_U8:
        return ((const uint8_t *)data)[i];
    case AK_U16:
        return ((const uint16_t *)data)[i];
    case AK_U32:
        return ((const uint32_t *)data)[i];
    case AK_U64:
        return (int64_t)((const uint64_t *)data)[i];
    default:
        return 0;
    }
}

int64_t ak_numel(const ak_tensor *t) {
    int64_t n = 1;
    for (int d = 0; d < t->ndim; d++) n *= t->shape[d];
    return n;
}

void ak_run(const ak_exec *ex, int64_t n, int64_t grain, ak_body body, void *arg) {
    if (n <= 0) return;
    if (grain < 1) grain = 1;
    if (ex == NULL || ex->parallel_for == NULL || n <= grain) {
        body(arg, 0, n);
        return;
    }
    ex->parallel_for(ex->pool, n, grain, body, arg);
}

static int64_t ak_abs64(int64_t v) { return v < 0 ? -v : v; }

void ak_iter_init(ak_iter *it, int nops, const ak_tensor *const *ops) {
    const ak_tensor *out = ops[0];
    int nd = 0;
    it->nops = nops;
    it->numel = ak_numel(out);
    for (int op = 0; op < nops; op++) {
        it->data[op] = (char *)ops[op]->data;
        it->esize[op] = (int64_t)ak_dtype_size(ops[op]->dtype);
    }
    /* size-1 dims carry no iteration */
    for (int d = 0; d < out->ndim; d++) {
        if (out->shape[d] == 1) continue;
        it->shape[nd] = out->shape[d];
        for (int op = 0; op < nops; op++) it->strides[op][nd] = ops[op]->strides[d];
        nd++;
    }
    /* Stable insertion sort by the output's |stride|, largest outermost: a transposed output is
     * then written along its unit stride. */
    for (int i = 1; i < nd; i++) {
        for (int j = i; j > 0 && ak_abs64(it->strides[0][j - 1]) < ak_abs64(it->strides[0][j]); j--) {
            int64_t t = it->shape[j];
            it->shape[j] = it->shape[j - 1];
            it->shape[j - 1] = t;
            for (int op = 0; op < nops; op++) {
                t = it->strides[op][j];
                it->strides[op][j] = it->strides[op][j - 1];
                it->strides[op][j - 1] = t;
            }
        }
    }
    /* merge dim d into d+1 when every operand steps over it as one run */
    int w = 0;
    for (int d = 0; d < nd; d++) {
        if (w > 0) {
            int ok = 1;
            for (int op = 0; op < nops; op++)
                if (it->strides[op][w - 1] != it->strides[op][d] * it->shape[d]) ok = 0;
            if (ok) {
                it->shape[w - 1] *= it->shape[d];
                for (int op = 0; op < nops; op++) it->strides[op][w - 1] = it->strides[op][d];
                continue;
            }
        }
        it->shape[w] = it->shape[d];
        for (int op = 0; op < nops; op++) it->strides[op][w] = it->strides[op][d];
        w++;
    }
    if (w == 0) { /* a single element */
        it->shape[0] = 1;
        for (int op = 0; op < nops; op++) it->strides[op][0] = 1;
        w = 1;
    }
    it->ndim = w;
}

void ak_iter_range(const ak_iter *it, int64_t lo, int64_t hi, ak_inner fn, const void *ctx) {
    const int nd = it->ndim, nops = it->nops;
    int64_t idx[AK_MAX_NDIM], off[AK_MAX_OPS] = {0, 0, 0}, s[AK_MAX_OPS] = {0, 0, 0};
    char *p[AK_MAX_OPS] = {NULL, NULL, NULL};
    int64_t rem = lo;
    for (int d = nd - 1; d >= 0; d--) {
        idx[d] = rem % it->shape[d];
        rem /= it->shape[d];
        for (int op = 0; op < nops; op++) off[op] += idx[d] * it->strides[op][d];
    }
    for (int op = 0; op < nops; op++) s[op] = it->strides[op][nd - 1];
    const int64_t inner = it->shape[nd - 1];
    int64_t pos = lo;
    while (pos < hi) {
        int64_t cnt = inner - idx[nd - 1];
        if (cnt > hi - pos) cnt = hi - pos;
        /* offsets, not pointers, are walked: an intermediate position may lie outside the buffer */
        for (int op = 0; op < nops; op++) p[op] = it->data[op] + off[op] * it->esize[op];
        fn(cnt, p, s, ctx);
        pos += cnt;
        if (pos >= hi) break;
        /* the run ended at the end of the innermost dim: carry into the outer ones */
        for (int op = 0; op < nops; op++) off[op] -= idx[nd - 1] * s[op];
        idx[nd - 1] = 0;
        for (int d = nd - 2; d >= 0; d--) {
            idx[d]++;
            for (int op = 0; op < nops; op++) off[op] += it->strides[op][d];
            if (idx[d] < it->shape[d]) break;
            for (int op = 0; op < nops; op++) off[op] -= it->shape[d] * it->strides[op][d];
            idx[d] = 0;
        }
    }
}

typedef struct {
    const ak_iter *it;
    ak_inner fn;
    const void *ctx;
} ak_ew_arg;

static void ak_ew_body(void *arg, int64_t lo, int64_t hi) {
    const ak_ew_arg *a = (const ak_ew_arg *)arg;
    ak_iter_range(a->it, lo, hi, a->fn, a->ctx);
}

void ak_elementwise(const ak_exec *ex, int nops, const ak_tensor *const *ops, ak_inner fn, const void *ctx) {
    ak_iter it;
    ak_iter_init(&it, nops, ops);
    if (it.numel <= 0) return;
    ak_ew_arg arg = {&it, fn, ctx};
    /* >= 32 KiB of output per chunk keeps the hand-off cost small against the memory traffic */
    int64_t grain = it.esize[0] > 0 ? 32768 / it.esize[0] : 32768;
    ak_run(ex, it.numel, grain, ak_ew_body, &arg);
}

void ak_rows_init(ak_rows *r, int nops, const ak_tensor *const *ops, int axis) {
    const ak_tensor *out = ops[0];
    int nd = 0;
    r->nops = nops;
    r->nrows = 1;
    for (int d = 0; d < out->ndim; d++) {
        if (d == axis || out->shape[d] == 1) continue;
        r->nrows *= out->shape[d];
        /* merge into the previous kept dim when all operands allow: keeps row-major row order */
        int merge = nd > 0;
        for (int op = 0; merge && op < nops; op++)
            if (r->strides[op][nd - 1] != ops[op]->strides[d] * out->shape[d]) merge = 0;
        if (merge) {
            r->shape[nd - 1] *= out->shape[d];
            for (int op = 0; op < nops; op++) r->strides[op][nd - 1] = ops[op]->strides[d];
            continue;
        }
        r->shape[nd] = out->shape[d];
        for (int op = 0; op < nops; op++) r->strides[op][nd] = ops[op]->strides[d];
        nd++;
    }
    r->ndim = nd;
}

void ak_rows_offset(const ak_rows *r, int64_t row, int64_t *off) {
    for (int op = 0; op < r->nops; op++) off[op] = 0;
    for (int d = r->ndim - 1; d >= 0; d--) {
        int64_t i = row % r->shape[d];
        row /= r->shape[d];
        for (int op = 0; op < r->nops; op++) off[op] += i * r->strides[op][d];
    }
}
