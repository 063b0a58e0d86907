/* nonzero and masked_select: outputs whose size is the data's. The caller sizes y (a count first:
 * count_nonzero of x or of the mask); these walk x in row-major order of its own dims, write the first
 * k hits and pad the rest of y (nonzero: fill_value rows; masked_select: zeros), so a y sized otherwise
 * is still fully defined (torch's nonzero_static). One thread: each hit's place in y is the count of
 * those before it. */
#include "ak_index.h"

/* whether element `off` of data of dtype dt is not zero (NaN is not zero; -0.0 is) */
static int nz_is_set(int dt, const char *data, int64_t off) {
    switch (dt) {
    case AK_F16: case AK_BF16: return (((const uint16_t *)data)[off] & 0x7fffu) != 0;
    case AK_F32: return ((const float *)data)[off] != 0.0f || ((const float *)data)[off] != ((const float *)data)[off];
    case AK_F64: return ((const double *)data)[off] != 0.0 || ((const double *)data)[off] != ((const double *)data)[off];
    default: return ak_ix_ldi(dt, data, off) != 0;
    }
}

/* Advances the row-major multi-index idx over shape, with the element offsets of up to two tensors */
static void nz_next(int ndim, const int64_t *shape, int64_t *idx, const int64_t *s0, int64_t *o0,
                    const int64_t *s1, int64_t *o1) {
    for (int d = ndim - 1; d >= 0; d--) {
        *o0 += s0[d];
        if (s1 != NULL) *o1 += s1[d];
        if (++idx[d] < shape[d]) return;
        *o0 -= s0[d] * shape[d];
        if (s1 != NULL) *o1 -= s1[d] * shape[d];
        idx[d] = 0;
    }
}

int ak_nonzero(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, int fill_value) {
    (void)ex;
    if (y->dtype != AK_I64 || y->ndim != 2 || y->shape[1] != x->ndim || ak_dtype_size(x->dtype) == 0)
        return AK_UNSUPPORTED; /* r must be x's rank: anyrt.ops.nonzero sizes it so */
    int64_t *out = (int64_t *)y->data;
    const int64_t k = y->shape[0], r = y->shape[1], n = ak_numel(x);
    int64_t idx[AK_MAX_NDIM] = {0}, off = 0, count = 0;
    for (int64_t e = 0; e < n && count < k; e++) {
        if (nz_is_set(x->dtype, (const char *)x->data, off)) {
            for (int64_t d = 0; d < r; d++) out[count * y->strides[0] + d * y->strides[1]] = idx[d];
            count++;
        }
        nz_next(x->ndim, x->shape, idx, x->strides, &off, NULL, NULL);
    }
    for (; count < k; count++)
        for (int64_t d = 0; d < r; d++) out[count * y->strides[0] + d * y->strides[1]] = fill_value;
    return AK_OK;
}

int ak_masked_select(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const ak_tensor *mask) {
    (void)ex;
    const int64_t es = (int64_t)ak_dtype_size(x->dtype);
    if (es == 0 || y->dtype != x->dtype || y->ndim != 1 || mask->dtype != AK_BOOL || mask->ndim != x->ndim)
        return AK_UNSUPPORTED;
    for (int d = 0; d < x->ndim; d++)
        if (mask->shape[d] != x->shape[d]) return AK_UNSUPPORTED; /* the core broadcast it to x's */
    char *out = (char *)y->data;
    const char *src = (const char *)x->data, *m = (const char *)mask->data;
    const int64_t k = y->shape[0], n = ak_numel(x);
    int64_t idx[AK_MAX_NDIM] = {0}, ox = 0, om = 0, count = 0;
    for (int64_t e = 0; e < n && count < k; e++) {
        if (m[om] != 0) {
            ak_ix_copy(out + count * y->strides[0] * es, src + ox * es, es);
            count++;
        }
        nz_next(x->ndim, x->shape, idx, x->strides, &ox, mask->strides, &om);
    }
    for (; count < k; count++) memset(out + count * y->strides[0] * es, 0, (size_t)es);
    return AK_OK;
}
