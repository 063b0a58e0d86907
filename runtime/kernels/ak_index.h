/* What the index, shape, scan and sort kernels (ak_index.c, ak_shape.c, ak_scan.c, ak_sort.c,
 * ak_histc.c) share: one element of any dtype read or written by a switch on its dtype (these kernels
 * move or compare elements more than they compute on them), a tensor lifted to another's rank (the
 * leading dims it lacks at stride 0), and the total order the sort kernels use. Not part of the public
 * contract. */
#ifndef AK_INDEX_H
#define AK_INDEX_H

#include <string.h>

#include "ak_internal.h"

static inline int ak_ix_is_float(int dt) { return dt == AK_F16 || dt == AK_BF16 || dt == AK_F32 || dt == AK_F64; }

/* float / double -> int64 without C's undefined behaviour: truncated toward zero, saturated at int64's
 * range, NaN 0 (ak_cast.c's conversion) */
static inline int64_t ak_ix_f2i(double v) {
    if (v != v) return 0;
    if (v >= 9223372036854775808.0) return INT64_MAX;
    if (v <= -9223372036854775808.0) return INT64_MIN;
    return (int64_t)v;
}

/* Element `off` (in elements) of data of dtype dt as a double (integers and bool converted) */
static inline double ak_ix_ldf(int dt, const void *data, int64_t off) {
    switch (dt) {
    case AK_F16: return ak_h2f(((const uint16_t *)data)[off]);
    case AK_BF16: return ak_b2f(((const uint16_t *)data)[off]);
    case AK_F32: return ((const float *)data)[off];
    case AK_F64: return ((const double *)data)[off];
    case AK_BOOL: return ((const uint8_t *)data)[off] != 0;
    default: return (double)ak_load_int(dt, data, off);
    }
}

/* ... as an int64 (an integer or bool dtype) */
static inline int64_t ak_ix_ldi(int dt, const void *data, int64_t off) {
    if (dt == AK_BOOL) return ((const uint8_t *)data)[off] != 0;
    return ak_load_int(dt, data, off);
}

/* Stores v rounded to a float dtype (f16 / bf16 through f32, as cast) */
static inline void ak_ix_stf(int dt, void *data, int64_t off, double v) {
    switch (dt) {
    case AK_F16: ((uint16_t *)data)[off] = ak_f2h((float)v); break;
    case AK_BF16: ((uint16_t *)data)[off] = ak_f2b((float)v); break;
    case AK_F32: ((float *)data)[off] = (float)v; break;
    default: ((double *)data)[off] = v; break;
    }
}

/* Stores v wrapped to an integer dtype (bool: not 0) */
static inline void ak_ix_sti(int dt, void *data, int64_t off, int64_t v) {
    switch (dt) {
    case AK_BOOL: ((uint8_t *)data)[off] = (uint8_t)(v != 0); break;
    case AK_I8: ((int8_t *)data)[off] = (int8_t)v; break;
    case AK_I16: ((int16_t *)data)[off] = (int16_t)v; break;
    case AK_I32: ((int32_t *)data)[off] = (int32_t)v; break;
    case AK_U8: case AK_BYTE: ((uint8_t *)data)[off] = (uint8_t)v; break;
    case AK_U16: ((uint16_t *)data)[off] = (uint16_t)v; break;
    case AK_U32: ((uint32_t *)data)[off] = (uint32_t)v; break;
    case AK_U64: ((uint64_t *)data)[off] = (uint64_t)v; break;
    default: ((int64_t *)data)[off] = v; break;
    }
}

/* Stores an index (int32 or int64) */
static inline void ak_ix_st_index(int dt, void *data, int64_t off, int64_t v) {
    if (dt == AK_I32)
        ((int32_t *)data)[off] = (int32_t)v;
    else
        ((int64_t *)data)[off] = v;
}

/* Copies one element of esize bytes */
static inline void ak_ix_copy(char *dst, const char *src, int64_t esize) {
    switch (esize) {
    case 1: *dst = *src; break;
    case 2: memcpy(dst, src, 2); break;
    case 4: memcpy(dst, src, 4); break;
    case 8: memcpy(dst, src, 8); break;
    default: memcpy(dst, src, (size_t)esize); break;
    }
}

/* t as a view of like's rank: its own dims last, the leading dims it lacks of like's sizes at stride 0 */
static inline ak_tensor ak_ix_lift(const ak_tensor *t, const ak_tensor *like) {
    ak_tensor v = *t;
    const int add = like->ndim - t->ndim;
    for (int d = like->ndim - 1; d >= 0; d--) {
        v.shape[d] = d >= add ? t->shape[d - add] : like->shape[d];
        v.strides[d] = d >= add ? t->strides[d - add] : 0;
    }
    v.ndim = like->ndim;
    return v;
}

/* The sort kernels' key of element `off`: an int64 in the order torch sorts by, ascending: integers as
 * themselves; floats with -0 equal to +0 and every NaN above +inf (the order of their bits, the sign
 * bit's half flipped) */
static inline int64_t ak_ix_key(int dt, const void *data, int64_t off) {
    if (!ak_ix_is_float(dt)) return ak_ix_ldi(dt, data, off);
    double v = ak_ix_ldf(dt, data, off);
    if (v != v) return INT64_MAX; /* above +inf's key */
    if (v == 0) v = 0;            /* -0 */
    int64_t b;
    memcpy(&b, &v, sizeof b);
    return b < 0 ? b ^ INT64_MAX : b;
}

#endif /* AK_INDEX_H */
