/* embedding_backward: dweight[input[i], :] += dy[i, :] for every token i whose id is not padding_idx.
 * Deterministic: each row of dweight is one task's, its tokens added in token order to an f32 (f64 for
 * f64) copy of the row, which is rounded once. With ex->scratch (the cpu backend) the tokens are first
 * grouped by id (a stable counting sort: (v + 1 + n) int64), so the work is O(n * d + v); without it each
 * row scans every token for its own (O(n * v), the host-staging fallback's path). Either way a row's sum
 * runs in token order: the same bits. Every id is checked before anything is written: one outside
 * [0, v) refuses the run (AK_UNSUPPORTED), as ak_embedding. */
#include "ak_internal.h"

typedef struct {
    int dt, tdt;
    char *dw;
    const char *dy;
    const void *ids;
    int64_t v, d, n, esize, sw0, sw1, sy0, sy1, si, pad;
    const int64_t *start, *order; /* the tokens of id r: order[start[r] .. start[r + 1]); NULL: scan */
} ak_eb_arg;

#define AK_EB(SUF, T, CT, LD, ST)                                                                              \
    static void eb_rows_##SUF(void *argp, int64_t lo, int64_t hi) {                                            \
        const ak_eb_arg *a = (const ak_eb_arg *)argp;                                                          \
        CT acc[AK_CHUNK];                                                                                      \
        for (int64_t r = lo; r < hi; r++) {                                                                    \
            if (r == a->pad) continue;                                                                         \
            const int64_t b = a->start != NULL ? a->start[r] : 0, e = a->start != NULL ? a->start[r + 1] : a->n; \
            if (b == e) continue;                                                                              \
            T *row = (T *)a->dw + r * a->sw0;                                                                  \
            for (int64_t c0 = 0; c0 < a->d; c0 += AK_CHUNK) {                                                  \
                const int64_t cn = a->d - c0 < AK_CHUNK ? a->d - c0 : AK_CHUNK;                                \
                int seen = 0;                                                                                  \
                for (int64_t j = 0; j < cn; j++) acc[j] = LD(row[(c0 + j) * a->sw1]);                          \
                for (int64_t k = b; k < e; k++) {                                                              \
                    const int64_t tok = a->order != NULL ? a->order[k] : k;                                    \
                    if (a->order == NULL && ak_load_int(a->tdt, a->ids, tok * a->si) != r) continue;           \
                    const T *g = (const T *)a->dy + tok * a->sy0 + c0 * a->sy1;                                \
                    for (int64_t j = 0; j < cn; j++) acc[j] += LD(g[j * a->sy1]);                              \
                    seen = 1;                                                                                  \
                }                                                                                              \
                if (seen)                                                                                      \
                    for (int64_t j = 0; j < cn; j++) row[(c0 + j) * a->sw1] = ST(acc[j]);                      \
            }                                                                                                  \
        }                                                                                                      \
    }

AK_EB(f16, uint16_t, float, LD_H, ST_H)
AK_EB(bf16, uint16_t, float, LD_B, ST_B)
AK_EB(f32, float, float, LD_ID, ST_ID)
AK_EB(f64, double, double, LD_ID, ST_ID)

int ak_embedding_backward(const ak_exec *ex, const ak_tensor *dweight, const ak_tensor *dy, const ak_tensor *input,
                          int padding_idx) {
    const int dt = dweight->dtype;
    ak_body body = dt == AK_F16 ? eb_rows_f16 : dt == AK_BF16 ? eb_rows_bf16 : dt == AK_F32 ? eb_rows_f32
                 : dt == AK_F64 ? eb_rows_f64 : NULL;
    if (body == NULL || dy->dtype != dt || dweight->ndim != 2 || dy->ndim != 2 || input->ndim != 1 ||
        !ak_dtype_is_int(input->dtype))
        return AK_UNSUPPORTED;
    ak_eb_arg a;
    a.dt = dt;
    a.tdt = input->dtype;
    a.dw = (char *)dweight->data;
    a.dy = (const char *)dy->data;
    a.ids = input->data;
    a.v = dweight->shape[0];
    a.d = dweight->shape[1];
    a.n = dy->shape[0];
    a.esize = (int64_t)ak_dtype_size(dt);
    a.sw0 = dweight->strides[0];
    a.sw1 = dweight->strides[1];
    a.sy0 = dy->strides[0];
    a.sy1 = dy->strides[1];
    a.si = input->strides[0];
    a.pad = padding_idx;
    a.start = a.order = NULL;
    for (int64_t i = 0; i < a.n; i++) {
        const int64_t id = ak_load_int(a.tdt, a.ids, i * a.si);
        if (id < 0 || id >= a.v) return AK_UNSUPPORTED;
    }
    if (a.n == 0 || a.d == 0 || a.v == 0) return AK_OK;
    int64_t *mem = ex != NULL && ex->scratch != NULL
                       ? (int64_t *)ex->scratch((size_t)(a.v + 1 + a.n) * sizeof(int64_t)) : NULL;
    if (mem != NULL) { /* a stable counting sort of the tokens by id */
        int64_t *start = mem, *order = mem + a.v + 1;
        for (int64_t r = 0; r <= a.v; r++) start[r] = 0;
        for (int64_t i = 0; i < a.n; i++) start[ak_load_int(a.tdt, a.ids, i * a.si) + 1]++;
        for (int64_t r = 0; r < a.v; r++) start[r + 1] += start[r];
        for (int64_t i = 0; i < a.n; i++) order[start[ak_load_int(a.tdt, a.ids, i * a.si)]++] = i;
        for (int64_t r = a.v; r > 0; r--) start[r] = start[r - 1]; /* the fill moved each start to its end */
        start[0] = 0;
        a.start = start;
        a.order = order;
        ak_run(ex, a.v, 1 + (a.v * 4096) / (a.n * a.d + 1), body, &a);
    } else {
        ak_run(ex, a.v, 1 + 4096 / (a.n + 1), body, &a);
    }
    return AK_OK;
}
