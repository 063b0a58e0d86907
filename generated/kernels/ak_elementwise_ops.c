/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* The portable kernels of the elementwise operators (spec/operators.yaml entries with an `expr`): per
 * operator and compute type an element function holding the expression, per dtype a run over one
 * inner run of the shared strided iterator (ak_elementwise: dims coalesced, split across the exec's
 * threads), unit strides in fixed blocks the compiler vectorizes. f16/bf16 compute in f32 and round
 * once at the store; integers compute in int64 (uint64 in uint64). The output may be an input
 * (in place): each element is read before it is written. */
#include "ak_ew.h"
/* ---- abs: `y = np.abs(x)` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_abs_f32(float x) {
    typedef float C_t;
    return (C_t)(fabs(x));
}

AK_INLINE double ew_abs_f64(double x) {
    typedef double C_t;
    return (C_t)(fabs(x));
}

AK_INLINE int64_t ew_abs_i64(int64_t x) {
    typedef int64_t C_t;
    return (C_t)(x < 0 ? -x : x);
}

/* float32: every operand unit-stride */
AK_INLINE void ew_abs_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_abs_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_abs_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_abs_float32_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_abs_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_abs_f64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_abs_f64(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_abs_float64_unit, (int64_t n, double *y_, const double *x_, const double *at), (n, y_, x_, at))

/* int8: every operand unit-stride */
AK_INLINE void ew_abs_int8_unit_body(int64_t n, int8_t *restrict y_, const int8_t *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_abs_i64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_abs_i64(LD_ID(x_[k])));
}

/* int16: every operand unit-stride */
AK_INLINE void ew_abs_int16_unit_body(int64_t n, int16_t *restrict y_, const int16_t *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_abs_i64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_abs_i64(LD_ID(x_[k])));
}

/* int32: every operand unit-stride */
AK_INLINE void ew_abs_int32_unit_body(int64_t n, int32_t *restrict y_, const int32_t *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_abs_i64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_abs_i64(LD_ID(x_[k])));
}

/* int64: every operand unit-stride */
AK_INLINE void ew_abs_int64_unit_body(int64_t n, int64_t *restrict y_, const int64_t *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_abs_i64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_abs_i64(LD_ID(x_[k])));
}

/* uint8: every operand unit-stride */
AK_INLINE void ew_abs_uint8_unit_body(int64_t n, uint8_t *restrict y_, const uint8_t *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_abs_i64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_abs_i64(LD_ID(x_[k])));
}

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_abs_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_abs_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_abs_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_abs_half_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_abs_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_abs_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_abs_f32(LD_H(x_[k * s[1]])));
}

static void ew_abs_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_abs_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_abs_f32(LD_B(x_[k * s[1]])));
}

static void ew_abs_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_abs_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_abs_f32(LD_ID(x_[k * s[1]])));
}

static void ew_abs_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_abs_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_abs_f64(LD_ID(x_[k * s[1]])));
}

static void ew_abs_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_abs_int8_unit_body(n, (int8_t *)p[0], (const int8_t *)p[1], at);
        return;
    }
    int8_t *o = (int8_t *)p[0];
    const int8_t *x_ = (const int8_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_abs_i64(LD_ID(x_[k * s[1]])));
}

static void ew_abs_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_abs_int16_unit_body(n, (int16_t *)p[0], (const int16_t *)p[1], at);
        return;
    }
    int16_t *o = (int16_t *)p[0];
    const int16_t *x_ = (const int16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_abs_i64(LD_ID(x_[k * s[1]])));
}

static void ew_abs_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_abs_int32_unit_body(n, (int32_t *)p[0], (const int32_t *)p[1], at);
        return;
    }
    int32_t *o = (int32_t *)p[0];
    const int32_t *x_ = (const int32_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_abs_i64(LD_ID(x_[k * s[1]])));
}

static void ew_abs_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_abs_int64_unit_body(n, (int64_t *)p[0], (const int64_t *)p[1], at);
        return;
    }
    int64_t *o = (int64_t *)p[0];
    const int64_t *x_ = (const int64_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_abs_i64(LD_ID(x_[k * s[1]])));
}

static void ew_abs_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_abs_uint8_unit_body(n, (uint8_t *)p[0], (const uint8_t *)p[1], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *x_ = (const uint8_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_abs_i64(LD_ID(x_[k * s[1]])));
}

int ak_abs(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_abs_float16;
        break;
    case AK_BF16:
        fn = ew_abs_bfloat16;
        break;
    case AK_F32:
        fn = ew_abs_float32;
        break;
    case AK_F64:
        fn = ew_abs_float64;
        break;
    case AK_I8:
        fn = ew_abs_int8;
        break;
    case AK_I16:
        fn = ew_abs_int16;
        break;
    case AK_I32:
        fn = ew_abs_int32;
        break;
    case AK_I64:
        fn = ew_abs_int64;
        break;
    case AK_U8:
        fn = ew_abs_uint8;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

/* ---- neg: `y = -x` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_neg_f32(float x) {
    typedef float C_t;
    return (C_t)(-x);
}

AK_INLINE double ew_neg_f64(double x) {
    typedef double C_t;
    return (C_t)(-x);
}

AK_INLINE int64_t ew_neg_i64(int64_t x) {
    typedef int64_t C_t;
    return (C_t)(-x);
}

/* float32: every operand unit-stride */
AK_INLINE void ew_neg_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_neg_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_neg_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_neg_float32_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_neg_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_neg_f64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_neg_f64(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_neg_float64_unit, (int64_t n, double *y_, const double *x_, const double *at), (n, y_, x_, at))

/* int8: every operand unit-stride */
AK_INLINE void ew_neg_int8_unit_body(int64_t n, int8_t *restrict y_, const int8_t *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_neg_i64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_neg_i64(LD_ID(x_[k])));
}

/* int16: every operand unit-stride */
AK_INLINE void ew_neg_int16_unit_body(int64_t n, int16_t *restrict y_, const int16_t *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_neg_i64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_neg_i64(LD_ID(x_[k])));
}

/* int32: every operand unit-stride */
AK_INLINE void ew_neg_int32_unit_body(int64_t n, int32_t *restrict y_, const int32_t *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_neg_i64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_neg_i64(LD_ID(x_[k])));
}

/* int64: every operand unit-stride */
AK_INLINE void ew_neg_int64_unit_body(int64_t n, int64_t *restrict y_, const int64_t *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_neg_i64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_neg_i64(LD_ID(x_[k])));
}

/* uint8: every operand unit-stride */
AK_INLINE void ew_neg_uint8_unit_body(int64_t n, uint8_t *restrict y_, const uint8_t *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_neg_i64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_neg_i64(LD_ID(x_[k])));
}

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_neg_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_neg_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_neg_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_neg_half_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_neg_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_neg_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_neg_f32(LD_H(x_[k * s[1]])));
}

static void ew_neg_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_neg_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_neg_f32(LD_B(x_[k * s[1]])));
}

static void ew_neg_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_neg_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_neg_f32(LD_ID(x_[k * s[1]])));
}

static void ew_neg_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_neg_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_neg_f64(LD_ID(x_[k * s[1]])));
}

static void ew_neg_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_neg_int8_unit_body(n, (int8_t *)p[0], (const int8_t *)p[1], at);
        return;
    }
    int8_t *o = (int8_t *)p[0];
    const int8_t *x_ = (const int8_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_neg_i64(LD_ID(x_[k * s[1]])));
}

static void ew_neg_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_neg_int16_unit_body(n, (int16_t *)p[0], (const int16_t *)p[1], at);
        return;
    }
    int16_t *o = (int16_t *)p[0];
    const int16_t *x_ = (const int16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_neg_i64(LD_ID(x_[k * s[1]])));
}

static void ew_neg_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_neg_int32_unit_body(n, (int32_t *)p[0], (const int32_t *)p[1], at);
        return;
    }
    int32_t *o = (int32_t *)p[0];
    const int32_t *x_ = (const int32_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_neg_i64(LD_ID(x_[k * s[1]])));
}

static void ew_neg_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_neg_int64_unit_body(n, (int64_t *)p[0], (const int64_t *)p[1], at);
        return;
    }
    int64_t *o = (int64_t *)p[0];
    const int64_t *x_ = (const int64_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_neg_i64(LD_ID(x_[k * s[1]])));
}

static void ew_neg_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_neg_uint8_unit_body(n, (uint8_t *)p[0], (const uint8_t *)p[1], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *x_ = (const uint8_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_neg_i64(LD_ID(x_[k * s[1]])));
}

int ak_neg(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_neg_float16;
        break;
    case AK_BF16:
        fn = ew_neg_bfloat16;
        break;
    case AK_F32:
        fn = ew_neg_float32;
        break;
    case AK_F64:
        fn = ew_neg_float64;
        break;
    case AK_I8:
        fn = ew_neg_int8;
        break;
    case AK_I16:
        fn = ew_neg_int16;
        break;
    case AK_I32:
        fn = ew_neg_int32;
        break;
    case AK_I64:
        fn = ew_neg_int64;
        break;
    case AK_U8:
        fn = ew_neg_uint8;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

/* ---- sign: `y = 1, -1 or 0` by x's sign, elementwise, broadcasting; NaN and -0 give +0 (torch.sign's; np.sign keeps NaN). */

AK_INLINE float ew_sign_f32(float x) {
    typedef float C_t;
    return (C_t)(x > C(0) ? C(1) : x < C(0) ? C(-1) : C(0));
}

AK_INLINE double ew_sign_f64(double x) {
    typedef double C_t;
    return (C_t)(x > C(0) ? C(1) : x < C(0) ? C(-1) : C(0));
}

AK_INLINE int64_t ew_sign_i64(int64_t x) {
    typedef int64_t C_t;
    return (C_t)(x > C(0) ? C(1) : x < C(0) ? C(-1) : C(0));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_sign_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_sign_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_sign_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_sign_float32_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_sign_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_sign_f64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_sign_f64(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_sign_float64_unit, (int64_t n, double *y_, const double *x_, const double *at), (n, y_, x_, at))

/* int8: every operand unit-stride */
AK_INLINE void ew_sign_int8_unit_body(int64_t n, int8_t *restrict y_, const int8_t *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_sign_i64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_sign_i64(LD_ID(x_[k])));
}

/* int16: every operand unit-stride */
AK_INLINE void ew_sign_int16_unit_body(int64_t n, int16_t *restrict y_, const int16_t *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_sign_i64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_sign_i64(LD_ID(x_[k])));
}

/* int32: every operand unit-stride */
AK_INLINE void ew_sign_int32_unit_body(int64_t n, int32_t *restrict y_, const int32_t *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_sign_i64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_sign_i64(LD_ID(x_[k])));
}

/* int64: every operand unit-stride */
AK_INLINE void ew_sign_int64_unit_body(int64_t n, int64_t *restrict y_, const int64_t *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_sign_i64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_sign_i64(LD_ID(x_[k])));
}

/* uint8: every operand unit-stride */
AK_INLINE void ew_sign_uint8_unit_body(int64_t n, uint8_t *restrict y_, const uint8_t *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_sign_i64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_sign_i64(LD_ID(x_[k])));
}

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_sign_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_sign_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_sign_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_sign_half_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_sign_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_sign_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_sign_f32(LD_H(x_[k * s[1]])));
}

static void ew_sign_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_sign_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_sign_f32(LD_B(x_[k * s[1]])));
}

static void ew_sign_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_sign_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_sign_f32(LD_ID(x_[k * s[1]])));
}

static void ew_sign_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_sign_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_sign_f64(LD_ID(x_[k * s[1]])));
}

static void ew_sign_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_sign_int8_unit_body(n, (int8_t *)p[0], (const int8_t *)p[1], at);
        return;
    }
    int8_t *o = (int8_t *)p[0];
    const int8_t *x_ = (const int8_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_sign_i64(LD_ID(x_[k * s[1]])));
}

static void ew_sign_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_sign_int16_unit_body(n, (int16_t *)p[0], (const int16_t *)p[1], at);
        return;
    }
    int16_t *o = (int16_t *)p[0];
    const int16_t *x_ = (const int16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_sign_i64(LD_ID(x_[k * s[1]])));
}

static void ew_sign_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_sign_int32_unit_body(n, (int32_t *)p[0], (const int32_t *)p[1], at);
        return;
    }
    int32_t *o = (int32_t *)p[0];
    const int32_t *x_ = (const int32_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_sign_i64(LD_ID(x_[k * s[1]])));
}

static void ew_sign_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_sign_int64_unit_body(n, (int64_t *)p[0], (const int64_t *)p[1], at);
        return;
    }
    int64_t *o = (int64_t *)p[0];
    const int64_t *x_ = (const int64_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_sign_i64(LD_ID(x_[k * s[1]])));
}

static void ew_sign_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_sign_uint8_unit_body(n, (uint8_t *)p[0], (const uint8_t *)p[1], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *x_ = (const uint8_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_sign_i64(LD_ID(x_[k * s[1]])));
}

int ak_sign(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_sign_float16;
        break;
    case AK_BF16:
        fn = ew_sign_bfloat16;
        break;
    case AK_F32:
        fn = ew_sign_float32;
        break;
    case AK_F64:
        fn = ew_sign_float64;
        break;
    case AK_I8:
        fn = ew_sign_int8;
        break;
    case AK_I16:
        fn = ew_sign_int16;
        break;
    case AK_I32:
        fn = ew_sign_int32;
        break;
    case AK_I64:
        fn = ew_sign_int64;
        break;
    case AK_U8:
        fn = ew_sign_uint8;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

/* ---- square: `y = x * x` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_square_f32(float x) {
    typedef float C_t;
    return (C_t)(x * x);
}

AK_INLINE double ew_square_f64(double x) {
    typedef double C_t;
    return (C_t)(x * x);
}

AK_INLINE int64_t ew_square_i64(int64_t x) {
    typedef int64_t C_t;
    return (C_t)(x * x);
}

/* float32: every operand unit-stride */
AK_INLINE void ew_square_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_square_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_square_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_square_float32_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_square_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_square_f64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_square_f64(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_square_float64_unit, (int64_t n, double *y_, const double *x_, const double *at), (n, y_, x_, at))

/* int8: every operand unit-stride */
AK_INLINE void ew_square_int8_unit_body(int64_t n, int8_t *restrict y_, const int8_t *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_square_i64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_square_i64(LD_ID(x_[k])));
}

/* int16: every operand unit-stride */
AK_INLINE void ew_square_int16_unit_body(int64_t n, int16_t *restrict y_, const int16_t *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_square_i64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_square_i64(LD_ID(x_[k])));
}

/* int32: every operand unit-stride */
AK_INLINE void ew_square_int32_unit_body(int64_t n, int32_t *restrict y_, const int32_t *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_square_i64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_square_i64(LD_ID(x_[k])));
}

/* int64: every operand unit-stride */
AK_INLINE void ew_square_int64_unit_body(int64_t n, int64_t *restrict y_, const int64_t *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_square_i64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_square_i64(LD_ID(x_[k])));
}

/* uint8: every operand unit-stride */
AK_INLINE void ew_square_uint8_unit_body(int64_t n, uint8_t *restrict y_, const uint8_t *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_square_i64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_square_i64(LD_ID(x_[k])));
}

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_square_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_square_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_square_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_square_half_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_square_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_square_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_square_f32(LD_H(x_[k * s[1]])));
}

static void ew_square_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_square_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_square_f32(LD_B(x_[k * s[1]])));
}

static void ew_square_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_square_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_square_f32(LD_ID(x_[k * s[1]])));
}

static void ew_square_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_square_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_square_f64(LD_ID(x_[k * s[1]])));
}

static void ew_square_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_square_int8_unit_body(n, (int8_t *)p[0], (const int8_t *)p[1], at);
        return;
    }
    int8_t *o = (int8_t *)p[0];
    const int8_t *x_ = (const int8_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_square_i64(LD_ID(x_[k * s[1]])));
}

static void ew_square_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_square_int16_unit_body(n, (int16_t *)p[0], (const int16_t *)p[1], at);
        return;
    }
    int16_t *o = (int16_t *)p[0];
    const int16_t *x_ = (const int16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_square_i64(LD_ID(x_[k * s[1]])));
}

static void ew_square_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_square_int32_unit_body(n, (int32_t *)p[0], (const int32_t *)p[1], at);
        return;
    }
    int32_t *o = (int32_t *)p[0];
    const int32_t *x_ = (const int32_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_square_i64(LD_ID(x_[k * s[1]])));
}

static void ew_square_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_square_int64_unit_body(n, (int64_t *)p[0], (const int64_t *)p[1], at);
        return;
    }
    int64_t *o = (int64_t *)p[0];
    const int64_t *x_ = (const int64_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_square_i64(LD_ID(x_[k * s[1]])));
}

static void ew_square_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_square_uint8_unit_body(n, (uint8_t *)p[0], (const uint8_t *)p[1], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *x_ = (const uint8_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_square_i64(LD_ID(x_[k * s[1]])));
}

int ak_square(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_square_float16;
        break;
    case AK_BF16:
        fn = ew_square_bfloat16;
        break;
    case AK_F32:
        fn = ew_square_float32;
        break;
    case AK_F64:
        fn = ew_square_float64;
        break;
    case AK_I8:
        fn = ew_square_int8;
        break;
    case AK_I16:
        fn = ew_square_int16;
        break;
    case AK_I32:
        fn = ew_square_int32;
        break;
    case AK_I64:
        fn = ew_square_int64;
        break;
    case AK_U8:
        fn = ew_square_uint8;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

/* ---- exp: `y = np.exp(x)` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_exp_f32(float x) {
    typedef float C_t;
    return (C_t)(exp(x));
}

AK_INLINE double ew_exp_f64(double x) {
    typedef double C_t;
    return (C_t)(exp(x));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_exp_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_exp_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_exp_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_exp_float32_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_exp_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_exp_f64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_exp_f64(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_exp_float64_unit, (int64_t n, double *y_, const double *x_, const double *at), (n, y_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_exp_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_exp_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_exp_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_exp_half_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_exp_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_exp_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_exp_f32(LD_H(x_[k * s[1]])));
}

static void ew_exp_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_exp_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_exp_f32(LD_B(x_[k * s[1]])));
}

static void ew_exp_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_exp_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_exp_f32(LD_ID(x_[k * s[1]])));
}

static void ew_exp_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_exp_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_exp_f64(LD_ID(x_[k * s[1]])));
}

int ak_exp(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_exp_float16;
        break;
    case AK_BF16:
        fn = ew_exp_bfloat16;
        break;
    case AK_F32:
        fn = ew_exp_float32;
        break;
    case AK_F64:
        fn = ew_exp_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

/* ---- exp2: `y = np.exp2(x)` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_exp2_f32(float x) {
    typedef float C_t;
    return (C_t)(exp2(x));
}

AK_INLINE double ew_exp2_f64(double x) {
    typedef double C_t;
    return (C_t)(exp2(x));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_exp2_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_exp2_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_exp2_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_exp2_float32_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_exp2_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_exp2_f64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_exp2_f64(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_exp2_float64_unit, (int64_t n, double *y_, const double *x_, const double *at), (n, y_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_exp2_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_exp2_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_exp2_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_exp2_half_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_exp2_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_exp2_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_exp2_f32(LD_H(x_[k * s[1]])));
}

static void ew_exp2_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_exp2_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_exp2_f32(LD_B(x_[k * s[1]])));
}

static void ew_exp2_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_exp2_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_exp2_f32(LD_ID(x_[k * s[1]])));
}

static void ew_exp2_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_exp2_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_exp2_f64(LD_ID(x_[k * s[1]])));
}

int ak_exp2(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_exp2_float16;
        break;
    case AK_BF16:
        fn = ew_exp2_bfloat16;
        break;
    case AK_F32:
        fn = ew_exp2_float32;
        break;
    case AK_F64:
        fn = ew_exp2_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

/* ---- expm1: `y = np.expm1(x)` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_expm1_f32(float x) {
    typedef float C_t;
    return (C_t)(expm1(x));
}

AK_INLINE double ew_expm1_f64(double x) {
    typedef double C_t;
    return (C_t)(expm1(x));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_expm1_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_expm1_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_expm1_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_expm1_float32_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_expm1_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_expm1_f64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_expm1_f64(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_expm1_float64_unit, (int64_t n, double *y_, const double *x_, const double *at), (n, y_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_expm1_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_expm1_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_expm1_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_expm1_half_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_expm1_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_expm1_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_expm1_f32(LD_H(x_[k * s[1]])));
}

static void ew_expm1_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_expm1_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_expm1_f32(LD_B(x_[k * s[1]])));
}

static void ew_expm1_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_expm1_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_expm1_f32(LD_ID(x_[k * s[1]])));
}

static void ew_expm1_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_expm1_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_expm1_f64(LD_ID(x_[k * s[1]])));
}

int ak_expm1(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_expm1_float16;
        break;
    case AK_BF16:
        fn = ew_expm1_bfloat16;
        break;
    case AK_F32:
        fn = ew_expm1_float32;
        break;
    case AK_F64:
        fn = ew_expm1_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

/* ---- log: `y = np.log(x)` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_log_f32(float x) {
    typedef float C_t;
    return (C_t)(log(x));
}

AK_INLINE double ew_log_f64(double x) {
    typedef double C_t;
    return (C_t)(log(x));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_log_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_log_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_log_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_log_float32_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_log_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_log_f64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_log_f64(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_log_float64_unit, (int64_t n, double *y_, const double *x_, const double *at), (n, y_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_log_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_log_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_log_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_log_half_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_log_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_log_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_log_f32(LD_H(x_[k * s[1]])));
}

static void ew_log_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_log_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_log_f32(LD_B(x_[k * s[1]])));
}

static void ew_log_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_log_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_log_f32(LD_ID(x_[k * s[1]])));
}

static void ew_log_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_log_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_log_f64(LD_ID(x_[k * s[1]])));
}

int ak_log(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_log_float16;
        break;
    case AK_BF16:
        fn = ew_log_bfloat16;
        break;
    case AK_F32:
        fn = ew_log_float32;
        break;
    case AK_F64:
        fn = ew_log_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

/* ---- log2: `y = np.log2(x)` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_log2_f32(float x) {
    typedef float C_t;
    return (C_t)(log2(x));
}

AK_INLINE double ew_log2_f64(double x) {
    typedef double C_t;
    return (C_t)(log2(x));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_log2_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_log2_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_log2_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_log2_float32_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_log2_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_log2_f64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_log2_f64(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_log2_float64_unit, (int64_t n, double *y_, const double *x_, const double *at), (n, y_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_log2_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_log2_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_log2_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_log2_half_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_log2_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_log2_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_log2_f32(LD_H(x_[k * s[1]])));
}

static void ew_log2_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_log2_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_log2_f32(LD_B(x_[k * s[1]])));
}

static void ew_log2_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_log2_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_log2_f32(LD_ID(x_[k * s[1]])));
}

static void ew_log2_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_log2_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_log2_f64(LD_ID(x_[k * s[1]])));
}

int ak_log2(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_log2_float16;
        break;
    case AK_BF16:
        fn = ew_log2_bfloat16;
        break;
    case AK_F32:
        fn = ew_log2_float32;
        break;
    case AK_F64:
        fn = ew_log2_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

/* ---- log10: `y = np.log10(x)` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_log10_f32(float x) {
    typedef float C_t;
    return (C_t)(log10(x));
}

AK_INLINE double ew_log10_f64(double x) {
    typedef double C_t;
    return (C_t)(log10(x));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_log10_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_log10_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_log10_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_log10_float32_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_log10_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_log10_f64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_log10_f64(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_log10_float64_unit, (int64_t n, double *y_, const double *x_, const double *at), (n, y_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_log10_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_log10_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_log10_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_log10_half_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_log10_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_log10_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_log10_f32(LD_H(x_[k * s[1]])));
}

static void ew_log10_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_log10_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_log10_f32(LD_B(x_[k * s[1]])));
}

static void ew_log10_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_log10_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_log10_f32(LD_ID(x_[k * s[1]])));
}

static void ew_log10_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_log10_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_log10_f64(LD_ID(x_[k * s[1]])));
}

int ak_log10(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_log10_float16;
        break;
    case AK_BF16:
        fn = ew_log10_bfloat16;
        break;
    case AK_F32:
        fn = ew_log10_float32;
        break;
    case AK_F64:
        fn = ew_log10_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

/* ---- log1p: `y = np.log1p(x)` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_log1p_f32(float x) {
    typedef float C_t;
    return (C_t)(log1p(x));
}

AK_INLINE double ew_log1p_f64(double x) {
    typedef double C_t;
    return (C_t)(log1p(x));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_log1p_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_log1p_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_log1p_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_log1p_float32_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_log1p_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_log1p_f64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_log1p_f64(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_log1p_float64_unit, (int64_t n, double *y_, const double *x_, const double *at), (n, y_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_log1p_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_log1p_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_log1p_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_log1p_half_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_log1p_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_log1p_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_log1p_f32(LD_H(x_[k * s[1]])));
}

static void ew_log1p_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_log1p_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_log1p_f32(LD_B(x_[k * s[1]])));
}

static void ew_log1p_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_log1p_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_log1p_f32(LD_ID(x_[k * s[1]])));
}

static void ew_log1p_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_log1p_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_log1p_f64(LD_ID(x_[k * s[1]])));
}

int ak_log1p(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_log1p_float16;
        break;
    case AK_BF16:
        fn = ew_log1p_bfloat16;
        break;
    case AK_F32:
        fn = ew_log1p_float32;
        break;
    case AK_F64:
        fn = ew_log1p_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

/* ---- sqrt: `y = np.sqrt(x)` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_sqrt_f32(float x) {
    typedef float C_t;
    return (C_t)(sqrt(x));
}

AK_INLINE double ew_sqrt_f64(double x) {
    typedef double C_t;
    return (C_t)(sqrt(x));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_sqrt_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_sqrt_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_sqrt_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_sqrt_float32_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_sqrt_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_sqrt_f64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_sqrt_f64(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_sqrt_float64_unit, (int64_t n, double *y_, const double *x_, const double *at), (n, y_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_sqrt_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_sqrt_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_sqrt_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_sqrt_half_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_sqrt_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_sqrt_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_sqrt_f32(LD_H(x_[k * s[1]])));
}

static void ew_sqrt_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_sqrt_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_sqrt_f32(LD_B(x_[k * s[1]])));
}

static void ew_sqrt_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_sqrt_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_sqrt_f32(LD_ID(x_[k * s[1]])));
}

static void ew_sqrt_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_sqrt_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_sqrt_f64(LD_ID(x_[k * s[1]])));
}

int ak_sqrt(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_sqrt_float16;
        break;
    case AK_BF16:
        fn = ew_sqrt_bfloat16;
        break;
    case AK_F32:
        fn = ew_sqrt_float32;
        break;
    case AK_F64:
        fn = ew_sqrt_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

/* ---- rsqrt: `y = 1 / np.sqrt(x)` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_rsqrt_f32(float x) {
    typedef float C_t;
    return (C_t)(C(1) / sqrt(x));
}

AK_INLINE double ew_rsqrt_f64(double x) {
    typedef double C_t;
    return (C_t)(C(1) / sqrt(x));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_rsqrt_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_rsqrt_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_rsqrt_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_rsqrt_float32_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_rsqrt_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_rsqrt_f64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_rsqrt_f64(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_rsqrt_float64_unit, (int64_t n, double *y_, const double *x_, const double *at), (n, y_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_rsqrt_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_rsqrt_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_rsqrt_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_rsqrt_half_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_rsqrt_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_rsqrt_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_rsqrt_f32(LD_H(x_[k * s[1]])));
}

static void ew_rsqrt_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_rsqrt_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_rsqrt_f32(LD_B(x_[k * s[1]])));
}

static void ew_rsqrt_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_rsqrt_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_rsqrt_f32(LD_ID(x_[k * s[1]])));
}

static void ew_rsqrt_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_rsqrt_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_rsqrt_f64(LD_ID(x_[k * s[1]])));
}

int ak_rsqrt(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_rsqrt_float16;
        break;
    case AK_BF16:
        fn = ew_rsqrt_bfloat16;
        break;
    case AK_F32:
        fn = ew_rsqrt_float32;
        break;
    case AK_F64:
        fn = ew_rsqrt_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

/* ---- sin: `y = np.sin(x)` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_sin_f32(float x) {
    typedef float C_t;
    return (C_t)(sin(x));
}

AK_INLINE double ew_sin_f64(double x) {
    typedef double C_t;
    return (C_t)(sin(x));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_sin_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_sin_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_sin_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_sin_float32_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_sin_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_sin_f64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_sin_f64(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_sin_float64_unit, (int64_t n, double *y_, const double *x_, const double *at), (n, y_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_sin_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_sin_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_sin_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_sin_half_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_sin_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_sin_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_sin_f32(LD_H(x_[k * s[1]])));
}

static void ew_sin_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_sin_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_sin_f32(LD_B(x_[k * s[1]])));
}

static void ew_sin_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_sin_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_sin_f32(LD_ID(x_[k * s[1]])));
}

static void ew_sin_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_sin_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_sin_f64(LD_ID(x_[k * s[1]])));
}

int ak_sin(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_sin_float16;
        break;
    case AK_BF16:
        fn = ew_sin_bfloat16;
        break;
    case AK_F32:
        fn = ew_sin_float32;
        break;
    case AK_F64:
        fn = ew_sin_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

/* ---- cos: `y = np.cos(x)` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_cos_f32(float x) {
    typedef float C_t;
    return (C_t)(cos(x));
}

AK_INLINE double ew_cos_f64(double x) {
    typedef double C_t;
    return (C_t)(cos(x));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_cos_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_cos_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_cos_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_cos_float32_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_cos_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_cos_f64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_cos_f64(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_cos_float64_unit, (int64_t n, double *y_, const double *x_, const double *at), (n, y_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_cos_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_cos_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_cos_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_cos_half_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_cos_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_cos_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_cos_f32(LD_H(x_[k * s[1]])));
}

static void ew_cos_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_cos_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_cos_f32(LD_B(x_[k * s[1]])));
}

static void ew_cos_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_cos_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_cos_f32(LD_ID(x_[k * s[1]])));
}

static void ew_cos_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_cos_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_cos_f64(LD_ID(x_[k * s[1]])));
}

int ak_cos(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_cos_float16;
        break;
    case AK_BF16:
        fn = ew_cos_bfloat16;
        break;
    case AK_F32:
        fn = ew_cos_float32;
        break;
    case AK_F64:
        fn = ew_cos_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

/* ---- tan: `y = np.tan(x)` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_tan_f32(float x) {
    typedef float C_t;
    return (C_t)(tan(x));
}

AK_INLINE double ew_tan_f64(double x) {
    typedef double C_t;
    return (C_t)(tan(x));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_tan_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_tan_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_tan_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_tan_float32_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_tan_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_tan_f64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_tan_f64(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_tan_float64_unit, (int64_t n, double *y_, const double *x_, const double *at), (n, y_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_tan_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_tan_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_tan_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_tan_half_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_tan_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_tan_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_tan_f32(LD_H(x_[k * s[1]])));
}

static void ew_tan_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_tan_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_tan_f32(LD_B(x_[k * s[1]])));
}

static void ew_tan_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_tan_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_tan_f32(LD_ID(x_[k * s[1]])));
}

static void ew_tan_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_tan_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_tan_f64(LD_ID(x_[k * s[1]])));
}

int ak_tan(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_tan_float16;
        break;
    case AK_BF16:
        fn = ew_tan_bfloat16;
        break;
    case AK_F32:
        fn = ew_tan_float32;
        break;
    case AK_F64:
        fn = ew_tan_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

/* ---- asin: `y = np.arcsin(x)` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_asin_f32(float x) {
    typedef float C_t;
    return (C_t)(asin(x));
}

AK_INLINE double ew_asin_f64(double x) {
    typedef double C_t;
    return (C_t)(asin(x));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_asin_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_asin_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_asin_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_asin_float32_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_asin_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_asin_f64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_asin_f64(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_asin_float64_unit, (int64_t n, double *y_, const double *x_, const double *at), (n, y_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_asin_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_asin_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_asin_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_asin_half_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_asin_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_asin_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_asin_f32(LD_H(x_[k * s[1]])));
}

static void ew_asin_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_asin_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_asin_f32(LD_B(x_[k * s[1]])));
}

static void ew_asin_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_asin_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_asin_f32(LD_ID(x_[k * s[1]])));
}

static void ew_asin_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_asin_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_asin_f64(LD_ID(x_[k * s[1]])));
}

int ak_asin(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_asin_float16;
        break;
    case AK_BF16:
        fn = ew_asin_bfloat16;
        break;
    case AK_F32:
        fn = ew_asin_float32;
        break;
    case AK_F64:
        fn = ew_asin_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

/* ---- acos: `y = np.arccos(x)` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_acos_f32(float x) {
    typedef float C_t;
    return (C_t)(acos(x));
}

AK_INLINE double ew_acos_f64(double x) {
    typedef double C_t;
    return (C_t)(acos(x));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_acos_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_acos_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_acos_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_acos_float32_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_acos_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_acos_f64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_acos_f64(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_acos_float64_unit, (int64_t n, double *y_, const double *x_, const double *at), (n, y_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_acos_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_acos_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_acos_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_acos_half_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_acos_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_acos_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_acos_f32(LD_H(x_[k * s[1]])));
}

static void ew_acos_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_acos_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_acos_f32(LD_B(x_[k * s[1]])));
}

static void ew_acos_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_acos_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_acos_f32(LD_ID(x_[k * s[1]])));
}

static void ew_acos_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_acos_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_acos_f64(LD_ID(x_[k * s[1]])));
}

int ak_acos(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_acos_float16;
        break;
    case AK_BF16:
        fn = ew_acos_bfloat16;
        break;
    case AK_F32:
        fn = ew_acos_float32;
        break;
    case AK_F64:
        fn = ew_acos_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

/* ---- atan: `y = np.arctan(x)` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_atan_f32(float x) {
    typedef float C_t;
    return (C_t)(atan(x));
}

AK_INLINE double ew_atan_f64(double x) {
    typedef double C_t;
    return (C_t)(atan(x));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_atan_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_atan_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_atan_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_atan_float32_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_atan_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_atan_f64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_atan_f64(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_atan_float64_unit, (int64_t n, double *y_, const double *x_, const double *at), (n, y_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_atan_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_atan_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_atan_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_atan_half_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_atan_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_atan_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_atan_f32(LD_H(x_[k * s[1]])));
}

static void ew_atan_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_atan_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_atan_f32(LD_B(x_[k * s[1]])));
}

static void ew_atan_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_atan_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_atan_f32(LD_ID(x_[k * s[1]])));
}

static void ew_atan_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_atan_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_atan_f64(LD_ID(x_[k * s[1]])));
}

int ak_atan(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_atan_float16;
        break;
    case AK_BF16:
        fn = ew_atan_bfloat16;
        break;
    case AK_F32:
        fn = ew_atan_float32;
        break;
    case AK_F64:
        fn = ew_atan_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

/* ---- sinh: `y = np.sinh(x)` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_sinh_f32(float x) {
    typedef float C_t;
    return (C_t)(sinh(x));
}

AK_INLINE double ew_sinh_f64(double x) {
    typedef double C_t;
    return (C_t)(sinh(x));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_sinh_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_sinh_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_sinh_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_sinh_float32_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_sinh_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_sinh_f64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_sinh_f64(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_sinh_float64_unit, (int64_t n, double *y_, const double *x_, const double *at), (n, y_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_sinh_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_sinh_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_sinh_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_sinh_half_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_sinh_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_sinh_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_sinh_f32(LD_H(x_[k * s[1]])));
}

static void ew_sinh_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_sinh_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_sinh_f32(LD_B(x_[k * s[1]])));
}

static void ew_sinh_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_sinh_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_sinh_f32(LD_ID(x_[k * s[1]])));
}

static void ew_sinh_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_sinh_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_sinh_f64(LD_ID(x_[k * s[1]])));
}

int ak_sinh(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_sinh_float16;
        break;
    case AK_BF16:
        fn = ew_sinh_bfloat16;
        break;
    case AK_F32:
        fn = ew_sinh_float32;
        break;
    case AK_F64:
        fn = ew_sinh_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

/* ---- cosh: `y = np.cosh(x)` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_cosh_f32(float x) {
    typedef float C_t;
    return (C_t)(cosh(x));
}

AK_INLINE double ew_cosh_f64(double x) {
    typedef double C_t;
    return (C_t)(cosh(x));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_cosh_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_cosh_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_cosh_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_cosh_float32_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_cosh_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_cosh_f64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_cosh_f64(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_cosh_float64_unit, (int64_t n, double *y_, const double *x_, const double *at), (n, y_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_cosh_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_cosh_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_cosh_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_cosh_half_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_cosh_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_cosh_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_cosh_f32(LD_H(x_[k * s[1]])));
}

static void ew_cosh_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_cosh_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_cosh_f32(LD_B(x_[k * s[1]])));
}

static void ew_cosh_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_cosh_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_cosh_f32(LD_ID(x_[k * s[1]])));
}

static void ew_cosh_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_cosh_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_cosh_f64(LD_ID(x_[k * s[1]])));
}

int ak_cosh(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_cosh_float16;
        break;
    case AK_BF16:
        fn = ew_cosh_bfloat16;
        break;
    case AK_F32:
        fn = ew_cosh_float32;
        break;
    case AK_F64:
        fn = ew_cosh_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

/* ---- asinh: `y = np.arcsinh(x)` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_asinh_f32(float x) {
    typedef float C_t;
    return (C_t)(asinh(x));
}

AK_INLINE double ew_asinh_f64(double x) {
    typedef double C_t;
    return (C_t)(asinh(x));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_asinh_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_asinh_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_asinh_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_asinh_float32_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_asinh_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_asinh_f64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_asinh_f64(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_asinh_float64_unit, (int64_t n, double *y_, const double *x_, const double *at), (n, y_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_asinh_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_asinh_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_asinh_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_asinh_half_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_asinh_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_asinh_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_asinh_f32(LD_H(x_[k * s[1]])));
}

static void ew_asinh_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_asinh_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_asinh_f32(LD_B(x_[k * s[1]])));
}

static void ew_asinh_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_asinh_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_asinh_f32(LD_ID(x_[k * s[1]])));
}

static void ew_asinh_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_asinh_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_asinh_f64(LD_ID(x_[k * s[1]])));
}

int ak_asinh(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_asinh_float16;
        break;
    case AK_BF16:
        fn = ew_asinh_bfloat16;
        break;
    case AK_F32:
        fn = ew_asinh_float32;
        break;
    case AK_F64:
        fn = ew_asinh_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

/* ---- acosh: `y = np.arccosh(x)` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_acosh_f32(float x) {
    typedef float C_t;
    return (C_t)(acosh(x));
}

AK_INLINE double ew_acosh_f64(double x) {
    typedef double C_t;
    return (C_t)(acosh(x));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_acosh_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_acosh_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_acosh_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_acosh_float32_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_acosh_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_acosh_f64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_acosh_f64(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_acosh_float64_unit, (int64_t n, double *y_, const double *x_, const double *at), (n, y_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_acosh_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_acosh_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_acosh_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_acosh_half_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_acosh_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_acosh_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_acosh_f32(LD_H(x_[k * s[1]])));
}

static void ew_acosh_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_acosh_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_acosh_f32(LD_B(x_[k * s[1]])));
}

static void ew_acosh_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_acosh_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_acosh_f32(LD_ID(x_[k * s[1]])));
}

static void ew_acosh_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_acosh_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_acosh_f64(LD_ID(x_[k * s[1]])));
}

int ak_acosh(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_acosh_float16;
        break;
    case AK_BF16:
        fn = ew_acosh_bfloat16;
        break;
    case AK_F32:
        fn = ew_acosh_float32;
        break;
    case AK_F64:
        fn = ew_acosh_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

/* ---- atanh: `y = np.arctanh(x)` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_atanh_f32(float x) {
    typedef float C_t;
    return (C_t)(atanh(x));
}

AK_INLINE double ew_atanh_f64(double x) {
    typedef double C_t;
    return (C_t)(atanh(x));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_atanh_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_atanh_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_atanh_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_atanh_float32_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_atanh_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_atanh_f64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_atanh_f64(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_atanh_float64_unit, (int64_t n, double *y_, const double *x_, const double *at), (n, y_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_atanh_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_atanh_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_atanh_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_atanh_half_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_atanh_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_atanh_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_atanh_f32(LD_H(x_[k * s[1]])));
}

static void ew_atanh_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_atanh_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_atanh_f32(LD_B(x_[k * s[1]])));
}

static void ew_atanh_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_atanh_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_atanh_f32(LD_ID(x_[k * s[1]])));
}

static void ew_atanh_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_atanh_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_atanh_f64(LD_ID(x_[k * s[1]])));
}

int ak_atanh(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_atanh_float16;
        break;
    case AK_BF16:
        fn = ew_atanh_bfloat16;
        break;
    case AK_F32:
        fn = ew_atanh_float32;
        break;
    case AK_F64:
        fn = ew_atanh_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

/* ---- erfc: `y = np.vectorize(math.erfc, otypes=[np.float64])(x)` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_erfc_f32(float x) {
    typedef float C_t;
    return (C_t)(erfc(x));
}

AK_INLINE double ew_erfc_f64(double x) {
    typedef double C_t;
    return (C_t)(erfc(x));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_erfc_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_erfc_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_erfc_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_erfc_float32_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_erfc_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_erfc_f64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_erfc_f64(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_erfc_float64_unit, (int64_t n, double *y_, const double *x_, const double *at), (n, y_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_erfc_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_erfc_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_erfc_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_erfc_half_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_erfc_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_erfc_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_erfc_f32(LD_H(x_[k * s[1]])));
}

static void ew_erfc_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_erfc_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_erfc_f32(LD_B(x_[k * s[1]])));
}

static void ew_erfc_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_erfc_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_erfc_f32(LD_ID(x_[k * s[1]])));
}

static void ew_erfc_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_erfc_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_erfc_f64(LD_ID(x_[k * s[1]])));
}

int ak_erfc(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_erfc_float16;
        break;
    case AK_BF16:
        fn = ew_erfc_bfloat16;
        break;
    case AK_F32:
        fn = ew_erfc_float32;
        break;
    case AK_F64:
        fn = ew_erfc_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

/* ---- floor: `y = np.floor(x)` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_floor_f32(float x) {
    typedef float C_t;
    return (C_t)(floor(x));
}

AK_INLINE double ew_floor_f64(double x) {
    typedef double C_t;
    return (C_t)(floor(x));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_floor_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_floor_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_floor_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_floor_float32_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_floor_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_floor_f64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_floor_f64(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_floor_float64_unit, (int64_t n, double *y_, const double *x_, const double *at), (n, y_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_floor_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_floor_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_floor_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_floor_half_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_floor_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_floor_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_floor_f32(LD_H(x_[k * s[1]])));
}

static void ew_floor_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_floor_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_floor_f32(LD_B(x_[k * s[1]])));
}

static void ew_floor_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_floor_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_floor_f32(LD_ID(x_[k * s[1]])));
}

static void ew_floor_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_floor_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_floor_f64(LD_ID(x_[k * s[1]])));
}

int ak_floor(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_floor_float16;
        break;
    case AK_BF16:
        fn = ew_floor_bfloat16;
        break;
    case AK_F32:
        fn = ew_floor_float32;
        break;
    case AK_F64:
        fn = ew_floor_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

/* ---- ceil: `y = np.ceil(x)` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_ceil_f32(float x) {
    typedef float C_t;
    return (C_t)(ceil(x));
}

AK_INLINE double ew_ceil_f64(double x) {
    typedef double C_t;
    return (C_t)(ceil(x));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_ceil_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_ceil_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_ceil_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_ceil_float32_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_ceil_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_ceil_f64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_ceil_f64(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_ceil_float64_unit, (int64_t n, double *y_, const double *x_, const double *at), (n, y_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_ceil_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_ceil_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_ceil_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_ceil_half_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_ceil_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_ceil_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_ceil_f32(LD_H(x_[k * s[1]])));
}

static void ew_ceil_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_ceil_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_ceil_f32(LD_B(x_[k * s[1]])));
}

static void ew_ceil_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_ceil_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_ceil_f32(LD_ID(x_[k * s[1]])));
}

static void ew_ceil_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_ceil_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_ceil_f64(LD_ID(x_[k * s[1]])));
}

int ak_ceil(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_ceil_float16;
        break;
    case AK_BF16:
        fn = ew_ceil_bfloat16;
        break;
    case AK_F32:
        fn = ew_ceil_float32;
        break;
    case AK_F64:
        fn = ew_ceil_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

/* ---- round: `y = round(x)` to the nearest integer, halves to even (NumPy's and torch's round). */

AK_INLINE float ew_round_f32(float x) {
    typedef float C_t;
    return (C_t)(rint(x));
}

AK_INLINE double ew_round_f64(double x) {
    typedef double C_t;
    return (C_t)(rint(x));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_round_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_round_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_round_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_round_float32_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_round_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_round_f64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_round_f64(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_round_float64_unit, (int64_t n, double *y_, const double *x_, const double *at), (n, y_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_round_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_round_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_round_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_round_half_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_round_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_round_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_round_f32(LD_H(x_[k * s[1]])));
}

static void ew_round_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_round_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_round_f32(LD_B(x_[k * s[1]])));
}

static void ew_round_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_round_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_round_f32(LD_ID(x_[k * s[1]])));
}

static void ew_round_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_round_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_round_f64(LD_ID(x_[k * s[1]])));
}

int ak_round(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_round_float16;
        break;
    case AK_BF16:
        fn = ew_round_bfloat16;
        break;
    case AK_F32:
        fn = ew_round_float32;
        break;
    case AK_F64:
        fn = ew_round_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

/* ---- trunc: `y = np.trunc(x)` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_trunc_f32(float x) {
    typedef float C_t;
    return (C_t)(trunc(x));
}

AK_INLINE double ew_trunc_f64(double x) {
    typedef double C_t;
    return (C_t)(trunc(x));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_trunc_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_trunc_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_trunc_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_trunc_float32_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_trunc_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_trunc_f64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_trunc_f64(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_trunc_float64_unit, (int64_t n, double *y_, const double *x_, const double *at), (n, y_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_trunc_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_trunc_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_trunc_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_trunc_half_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_trunc_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_trunc_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_trunc_f32(LD_H(x_[k * s[1]])));
}

static void ew_trunc_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_trunc_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_trunc_f32(LD_B(x_[k * s[1]])));
}

static void ew_trunc_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_trunc_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_trunc_f32(LD_ID(x_[k * s[1]])));
}

static void ew_trunc_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_trunc_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_trunc_f64(LD_ID(x_[k * s[1]])));
}

int ak_trunc(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_trunc_float16;
        break;
    case AK_BF16:
        fn = ew_trunc_bfloat16;
        break;
    case AK_F32:
        fn = ew_trunc_float32;
        break;
    case AK_F64:
        fn = ew_trunc_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

/* ---- bitwise_not: `y = ~x` elementwise, broadcasting (NumPy notation). */

AK_INLINE int64_t ew_bitwise_not_i64(int64_t x) {
    typedef int64_t C_t;
    return (C_t)(~x);
}

/* int8: every operand unit-stride */
AK_INLINE void ew_bitwise_not_int8_unit_body(int64_t n, int8_t *restrict y_, const int8_t *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_bitwise_not_i64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_bitwise_not_i64(LD_ID(x_[k])));
}

/* int16: every operand unit-stride */
AK_INLINE void ew_bitwise_not_int16_unit_body(int64_t n, int16_t *restrict y_, const int16_t *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_bitwise_not_i64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_bitwise_not_i64(LD_ID(x_[k])));
}

/* int32: every operand unit-stride */
AK_INLINE void ew_bitwise_not_int32_unit_body(int64_t n, int32_t *restrict y_, const int32_t *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_bitwise_not_i64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_bitwise_not_i64(LD_ID(x_[k])));
}

/* int64: every operand unit-stride */
AK_INLINE void ew_bitwise_not_int64_unit_body(int64_t n, int64_t *restrict y_, const int64_t *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_bitwise_not_i64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_bitwise_not_i64(LD_ID(x_[k])));
}

/* uint8: every operand unit-stride */
AK_INLINE void ew_bitwise_not_uint8_unit_body(int64_t n, uint8_t *restrict y_, const uint8_t *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_bitwise_not_i64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_bitwise_not_i64(LD_ID(x_[k])));
}

static void ew_bitwise_not_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_bitwise_not_int8_unit_body(n, (int8_t *)p[0], (const int8_t *)p[1], at);
        return;
    }
    int8_t *o = (int8_t *)p[0];
    const int8_t *x_ = (const int8_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_bitwise_not_i64(LD_ID(x_[k * s[1]])));
}

static void ew_bitwise_not_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_bitwise_not_int16_unit_body(n, (int16_t *)p[0], (const int16_t *)p[1], at);
        return;
    }
    int16_t *o = (int16_t *)p[0];
    const int16_t *x_ = (const int16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_bitwise_not_i64(LD_ID(x_[k * s[1]])));
}

static void ew_bitwise_not_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_bitwise_not_int32_unit_body(n, (int32_t *)p[0], (const int32_t *)p[1], at);
        return;
    }
    int32_t *o = (int32_t *)p[0];
    const int32_t *x_ = (const int32_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_bitwise_not_i64(LD_ID(x_[k * s[1]])));
}

static void ew_bitwise_not_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_bitwise_not_int64_unit_body(n, (int64_t *)p[0], (const int64_t *)p[1], at);
        return;
    }
    int64_t *o = (int64_t *)p[0];
    const int64_t *x_ = (const int64_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_bitwise_not_i64(LD_ID(x_[k * s[1]])));
}

static void ew_bitwise_not_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_bitwise_not_uint8_unit_body(n, (uint8_t *)p[0], (const uint8_t *)p[1], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *x_ = (const uint8_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_bitwise_not_i64(LD_ID(x_[k * s[1]])));
}

int ak_bitwise_not(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    ak_inner fn;
    switch (y->dtype) {
    case AK_I8:
        fn = ew_bitwise_not_int8;
        break;
    case AK_I16:
        fn = ew_bitwise_not_int16;
        break;
    case AK_I32:
        fn = ew_bitwise_not_int32;
        break;
    case AK_I64:
        fn = ew_bitwise_not_int64;
        break;
    case AK_U8:
        fn = ew_bitwise_not_uint8;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

/* ---- logical_not: `y = x == 0` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_logical_not_f32(float x) {
    typedef float C_t;
    return (C_t)(x == C(0));
}

AK_INLINE double ew_logical_not_f64(double x) {
    typedef double C_t;
    return (C_t)(x == C(0));
}

AK_INLINE int64_t ew_logical_not_i64(int64_t x) {
    typedef int64_t C_t;
    return (C_t)(x == C(0));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_logical_not_float32_unit_body(int64_t n, uint8_t *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_BOOL(ew_logical_not_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_BOOL(ew_logical_not_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_logical_not_float32_unit, (int64_t n, uint8_t *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_logical_not_float64_unit_body(int64_t n, uint8_t *restrict y_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_BOOL(ew_logical_not_f64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_BOOL(ew_logical_not_f64(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_logical_not_float64_unit, (int64_t n, uint8_t *y_, const double *x_, const double *at), (n, y_, x_, at))

/* int8: every operand unit-stride */
AK_INLINE void ew_logical_not_int8_unit_body(int64_t n, uint8_t *restrict y_, const int8_t *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_BOOL(ew_logical_not_i64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_BOOL(ew_logical_not_i64(LD_ID(x_[k])));
}

/* int16: every operand unit-stride */
AK_INLINE void ew_logical_not_int16_unit_body(int64_t n, uint8_t *restrict y_, const int16_t *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_BOOL(ew_logical_not_i64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_BOOL(ew_logical_not_i64(LD_ID(x_[k])));
}

/* int32: every operand unit-stride */
AK_INLINE void ew_logical_not_int32_unit_body(int64_t n, uint8_t *restrict y_, const int32_t *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_BOOL(ew_logical_not_i64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_BOOL(ew_logical_not_i64(LD_ID(x_[k])));
}

/* int64: every operand unit-stride */
AK_INLINE void ew_logical_not_int64_unit_body(int64_t n, uint8_t *restrict y_, const int64_t *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_BOOL(ew_logical_not_i64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_BOOL(ew_logical_not_i64(LD_ID(x_[k])));
}

/* uint8: every operand unit-stride */
AK_INLINE void ew_logical_not_uint8_unit_body(int64_t n, uint8_t *restrict y_, const uint8_t *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_BOOL(ew_logical_not_i64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_BOOL(ew_logical_not_i64(LD_ID(x_[k])));
}

/* bool: every operand unit-stride */
AK_INLINE void ew_logical_not_bool_unit_body(int64_t n, uint8_t *restrict y_, const uint8_t *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_BOOL(ew_logical_not_i64(LD_BOOL(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_BOOL(ew_logical_not_i64(LD_BOOL(x_[k])));
}

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_logical_not_half_unit_body(int64_t n, uint8_t *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_BOOL(ew_logical_not_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_BOOL(ew_logical_not_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_logical_not_half_unit, (int64_t n, uint8_t *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_logical_not_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_logical_not_half_unit_pick()(m, (uint8_t *)p[0] + c, b1, at);
        }
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_not_f32(LD_H(x_[k * s[1]])));
}

static void ew_logical_not_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_logical_not_half_unit_pick()(m, (uint8_t *)p[0] + c, b1, at);
        }
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_not_f32(LD_B(x_[k * s[1]])));
}

static void ew_logical_not_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_logical_not_float32_unit_pick()(n, (uint8_t *)p[0], (const float *)p[1], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_not_f32(LD_ID(x_[k * s[1]])));
}

static void ew_logical_not_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_logical_not_float64_unit_pick()(n, (uint8_t *)p[0], (const double *)p[1], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_not_f64(LD_ID(x_[k * s[1]])));
}

static void ew_logical_not_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_logical_not_int8_unit_body(n, (uint8_t *)p[0], (const int8_t *)p[1], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const int8_t *x_ = (const int8_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_not_i64(LD_ID(x_[k * s[1]])));
}

static void ew_logical_not_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_logical_not_int16_unit_body(n, (uint8_t *)p[0], (const int16_t *)p[1], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const int16_t *x_ = (const int16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_not_i64(LD_ID(x_[k * s[1]])));
}

static void ew_logical_not_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_logical_not_int32_unit_body(n, (uint8_t *)p[0], (const int32_t *)p[1], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const int32_t *x_ = (const int32_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_not_i64(LD_ID(x_[k * s[1]])));
}

static void ew_logical_not_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_logical_not_int64_unit_body(n, (uint8_t *)p[0], (const int64_t *)p[1], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const int64_t *x_ = (const int64_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_not_i64(LD_ID(x_[k * s[1]])));
}

static void ew_logical_not_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_logical_not_uint8_unit_body(n, (uint8_t *)p[0], (const uint8_t *)p[1], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *x_ = (const uint8_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_not_i64(LD_ID(x_[k * s[1]])));
}

static void ew_logical_not_bool(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_logical_not_bool_unit_body(n, (uint8_t *)p[0], (const uint8_t *)p[1], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *x_ = (const uint8_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_not_i64(LD_BOOL(x_[k * s[1]])));
}

int ak_logical_not(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    ak_inner fn;
    switch (x->dtype) {
    case AK_F16:
        fn = ew_logical_not_float16;
        break;
    case AK_BF16:
        fn = ew_logical_not_bfloat16;
        break;
    case AK_F32:
        fn = ew_logical_not_float32;
        break;
    case AK_F64:
        fn = ew_logical_not_float64;
        break;
    case AK_I8:
        fn = ew_logical_not_int8;
        break;
    case AK_I16:
        fn = ew_logical_not_int16;
        break;
    case AK_I32:
        fn = ew_logical_not_int32;
        break;
    case AK_I64:
        fn = ew_logical_not_int64;
        break;
    case AK_U8:
        fn = ew_logical_not_uint8;
        break;
    case AK_BOOL:
        fn = ew_logical_not_bool;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (y->dtype != AK_BOOL) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

/* ---- isnan: `y = np.isnan(x)` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_isnan_f32(float x) {
    typedef float C_t;
    return (C_t)(isnan(x));
}

AK_INLINE double ew_isnan_f64(double x) {
    typedef double C_t;
    return (C_t)(isnan(x));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_isnan_float32_unit_body(int64_t n, uint8_t *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_BOOL(ew_isnan_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_BOOL(ew_isnan_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_isnan_float32_unit, (int64_t n, uint8_t *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_isnan_float64_unit_body(int64_t n, uint8_t *restrict y_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_BOOL(ew_isnan_f64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_BOOL(ew_isnan_f64(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_isnan_float64_unit, (int64_t n, uint8_t *y_, const double *x_, const double *at), (n, y_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_isnan_half_unit_body(int64_t n, uint8_t *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_BOOL(ew_isnan_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_BOOL(ew_isnan_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_isnan_half_unit, (int64_t n, uint8_t *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_isnan_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_isnan_half_unit_pick()(m, (uint8_t *)p[0] + c, b1, at);
        }
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_isnan_f32(LD_H(x_[k * s[1]])));
}

static void ew_isnan_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_isnan_half_unit_pick()(m, (uint8_t *)p[0] + c, b1, at);
        }
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_isnan_f32(LD_B(x_[k * s[1]])));
}

static void ew_isnan_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_isnan_float32_unit_pick()(n, (uint8_t *)p[0], (const float *)p[1], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_isnan_f32(LD_ID(x_[k * s[1]])));
}

static void ew_isnan_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_isnan_float64_unit_pick()(n, (uint8_t *)p[0], (const double *)p[1], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_isnan_f64(LD_ID(x_[k * s[1]])));
}

int ak_isnan(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    ak_inner fn;
    switch (x->dtype) {
    case AK_F16:
        fn = ew_isnan_float16;
        break;
    case AK_BF16:
        fn = ew_isnan_bfloat16;
        break;
    case AK_F32:
        fn = ew_isnan_float32;
        break;
    case AK_F64:
        fn = ew_isnan_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (y->dtype != AK_BOOL) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

/* ---- isinf: `y = np.isinf(x)` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_isinf_f32(float x) {
    typedef float C_t;
    return (C_t)(isinf(x));
}

AK_INLINE double ew_isinf_f64(double x) {
    typedef double C_t;
    return (C_t)(isinf(x));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_isinf_float32_unit_body(int64_t n, uint8_t *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_BOOL(ew_isinf_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_BOOL(ew_isinf_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_isinf_float32_unit, (int64_t n, uint8_t *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_isinf_float64_unit_body(int64_t n, uint8_t *restrict y_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_BOOL(ew_isinf_f64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_BOOL(ew_isinf_f64(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_isinf_float64_unit, (int64_t n, uint8_t *y_, const double *x_, const double *at), (n, y_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_isinf_half_unit_body(int64_t n, uint8_t *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_BOOL(ew_isinf_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_BOOL(ew_isinf_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_isinf_half_unit, (int64_t n, uint8_t *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_isinf_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_isinf_half_unit_pick()(m, (uint8_t *)p[0] + c, b1, at);
        }
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_isinf_f32(LD_H(x_[k * s[1]])));
}

static void ew_isinf_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_isinf_half_unit_pick()(m, (uint8_t *)p[0] + c, b1, at);
        }
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_isinf_f32(LD_B(x_[k * s[1]])));
}

static void ew_isinf_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_isinf_float32_unit_pick()(n, (uint8_t *)p[0], (const float *)p[1], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_isinf_f32(LD_ID(x_[k * s[1]])));
}

static void ew_isinf_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_isinf_float64_unit_pick()(n, (uint8_t *)p[0], (const double *)p[1], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_isinf_f64(LD_ID(x_[k * s[1]])));
}

int ak_isinf(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    ak_inner fn;
    switch (x->dtype) {
    case AK_F16:
        fn = ew_isinf_float16;
        break;
    case AK_BF16:
        fn = ew_isinf_bfloat16;
        break;
    case AK_F32:
        fn = ew_isinf_float32;
        break;
    case AK_F64:
        fn = ew_isinf_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (y->dtype != AK_BOOL) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

/* ---- isfinite: `y = np.isfinite(x)` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_isfinite_f32(float x) {
    typedef float C_t;
    return (C_t)(isfinite(x));
}

AK_INLINE double ew_isfinite_f64(double x) {
    typedef double C_t;
    return (C_t)(isfinite(x));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_isfinite_float32_unit_body(int64_t n, uint8_t *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_BOOL(ew_isfinite_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_BOOL(ew_isfinite_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_isfinite_float32_unit, (int64_t n, uint8_t *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_isfinite_float64_unit_body(int64_t n, uint8_t *restrict y_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_BOOL(ew_isfinite_f64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_BOOL(ew_isfinite_f64(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_isfinite_float64_unit, (int64_t n, uint8_t *y_, const double *x_, const double *at), (n, y_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_isfinite_half_unit_body(int64_t n, uint8_t *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_BOOL(ew_isfinite_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_BOOL(ew_isfinite_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_isfinite_half_unit, (int64_t n, uint8_t *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_isfinite_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_isfinite_half_unit_pick()(m, (uint8_t *)p[0] + c, b1, at);
        }
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_isfinite_f32(LD_H(x_[k * s[1]])));
}

static void ew_isfinite_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_isfinite_half_unit_pick()(m, (uint8_t *)p[0] + c, b1, at);
        }
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_isfinite_f32(LD_B(x_[k * s[1]])));
}

static void ew_isfinite_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_isfinite_float32_unit_pick()(n, (uint8_t *)p[0], (const float *)p[1], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_isfinite_f32(LD_ID(x_[k * s[1]])));
}

static void ew_isfinite_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_isfinite_float64_unit_pick()(n, (uint8_t *)p[0], (const double *)p[1], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_isfinite_f64(LD_ID(x_[k * s[1]])));
}

int ak_isfinite(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    ak_inner fn;
    switch (x->dtype) {
    case AK_F16:
        fn = ew_isfinite_float16;
        break;
    case AK_BF16:
        fn = ew_isfinite_bfloat16;
        break;
    case AK_F32:
        fn = ew_isfinite_float32;
        break;
    case AK_F64:
        fn = ew_isfinite_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (y->dtype != AK_BOOL) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

/* ---- div: `c = a / b` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_div_f32(float a, float b) {
    typedef float C_t;
    return (C_t)(a / b);
}

AK_INLINE double ew_div_f64(double a, double b) {
    typedef double C_t;
    return (C_t)(a / b);
}

/* float32: every operand unit-stride */
AK_INLINE void ew_div_float32_unit_body(int64_t n, float *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_div_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_div_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_div_float32_unit, (int64_t n, float *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_div_float64_unit_body(int64_t n, double *restrict c_, const double *restrict a_, const double *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_div_f64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_div_f64(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_div_float64_unit, (int64_t n, double *c_, const double *a_, const double *b_, const double *at), (n, c_, a_, b_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_div_half_unit_body(int64_t n, float *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_div_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_div_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_div_half_unit, (int64_t n, float *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

static void ew_div_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_F16, m, b2, (const uint16_t *)p[2] + c);
            ew_div_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_div_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_div_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_BF16, m, b2, (const uint16_t *)p[2] + c);
            ew_div_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_div_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_div_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_div_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], (const float *)p[2], at);
        return;
    }
    float *o = (float *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_div_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_div_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_div_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], (const double *)p[2], at);
        return;
    }
    double *o = (double *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_div_f64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

int ak_div(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b) {
    const ak_tensor *ops[3] = {c, a, b};
    ak_inner fn;
    switch (c->dtype) {
    case AK_F16:
        fn = ew_div_float16;
        break;
    case AK_BF16:
        fn = ew_div_bfloat16;
        break;
    case AK_F32:
        fn = ew_div_float32;
        break;
    case AK_F64:
        fn = ew_div_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (a->dtype != c->dtype) return AK_UNSUPPORTED;
    if (b->dtype != c->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 3, ops, fn, NULL);
    return AK_OK;
}

/* ---- floor_divide: `c = floor(a / b)` (Python's `//`); an integer divisor of 0 gives 0. */

AK_INLINE float ew_floor_divide_f32(float a, float b) {
    typedef float C_t;
    return (C_t)(floordiv(a, b));
}

AK_INLINE double ew_floor_divide_f64(double a, double b) {
    typedef double C_t;
    return (C_t)(floordiv(a, b));
}

AK_INLINE int64_t ew_floor_divide_i64(int64_t a, int64_t b) {
    typedef int64_t C_t;
    return (C_t)(floordiv(a, b));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_floor_divide_float32_unit_body(int64_t n, float *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_floor_divide_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_floor_divide_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_floor_divide_float32_unit, (int64_t n, float *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_floor_divide_float64_unit_body(int64_t n, double *restrict c_, const double *restrict a_, const double *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_floor_divide_f64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_floor_divide_f64(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_floor_divide_float64_unit, (int64_t n, double *c_, const double *a_, const double *b_, const double *at), (n, c_, a_, b_, at))

/* int8: every operand unit-stride */
AK_INLINE void ew_floor_divide_int8_unit_body(int64_t n, int8_t *restrict c_, const int8_t *restrict a_, const int8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_floor_divide_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_floor_divide_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int16: every operand unit-stride */
AK_INLINE void ew_floor_divide_int16_unit_body(int64_t n, int16_t *restrict c_, const int16_t *restrict a_, const int16_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_floor_divide_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_floor_divide_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int32: every operand unit-stride */
AK_INLINE void ew_floor_divide_int32_unit_body(int64_t n, int32_t *restrict c_, const int32_t *restrict a_, const int32_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_floor_divide_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_floor_divide_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int64: every operand unit-stride */
AK_INLINE void ew_floor_divide_int64_unit_body(int64_t n, int64_t *restrict c_, const int64_t *restrict a_, const int64_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_floor_divide_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_floor_divide_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* uint8: every operand unit-stride */
AK_INLINE void ew_floor_divide_uint8_unit_body(int64_t n, uint8_t *restrict c_, const uint8_t *restrict a_, const uint8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_floor_divide_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_floor_divide_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_floor_divide_half_unit_body(int64_t n, float *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_floor_divide_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_floor_divide_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_floor_divide_half_unit, (int64_t n, float *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

static void ew_floor_divide_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_F16, m, b2, (const uint16_t *)p[2] + c);
            ew_floor_divide_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_floor_divide_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_floor_divide_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_BF16, m, b2, (const uint16_t *)p[2] + c);
            ew_floor_divide_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_floor_divide_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_floor_divide_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_floor_divide_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], (const float *)p[2], at);
        return;
    }
    float *o = (float *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_floor_divide_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_floor_divide_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_floor_divide_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], (const double *)p[2], at);
        return;
    }
    double *o = (double *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_floor_divide_f64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_floor_divide_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_floor_divide_int8_unit_body(n, (int8_t *)p[0], (const int8_t *)p[1], (const int8_t *)p[2], at);
        return;
    }
    int8_t *o = (int8_t *)p[0];
    const int8_t *a_ = (const int8_t *)p[1];
    const int8_t *b_ = (const int8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_floor_divide_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_floor_divide_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_floor_divide_int16_unit_body(n, (int16_t *)p[0], (const int16_t *)p[1], (const int16_t *)p[2], at);
        return;
    }
    int16_t *o = (int16_t *)p[0];
    const int16_t *a_ = (const int16_t *)p[1];
    const int16_t *b_ = (const int16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_floor_divide_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_floor_divide_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_floor_divide_int32_unit_body(n, (int32_t *)p[0], (const int32_t *)p[1], (const int32_t *)p[2], at);
        return;
    }
    int32_t *o = (int32_t *)p[0];
    const int32_t *a_ = (const int32_t *)p[1];
    const int32_t *b_ = (const int32_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_floor_divide_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_floor_divide_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_floor_divide_int64_unit_body(n, (int64_t *)p[0], (const int64_t *)p[1], (const int64_t *)p[2], at);
        return;
    }
    int64_t *o = (int64_t *)p[0];
    const int64_t *a_ = (const int64_t *)p[1];
    const int64_t *b_ = (const int64_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_floor_divide_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_floor_divide_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_floor_divide_uint8_unit_body(n, (uint8_t *)p[0], (const uint8_t *)p[1], (const uint8_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_floor_divide_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

int ak_floor_divide(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b) {
    const ak_tensor *ops[3] = {c, a, b};
    ak_inner fn;
    switch (c->dtype) {
    case AK_F16:
        fn = ew_floor_divide_float16;
        break;
    case AK_BF16:
        fn = ew_floor_divide_bfloat16;
        break;
    case AK_F32:
        fn = ew_floor_divide_float32;
        break;
    case AK_F64:
        fn = ew_floor_divide_float64;
        break;
    case AK_I8:
        fn = ew_floor_divide_int8;
        break;
    case AK_I16:
        fn = ew_floor_divide_int16;
        break;
    case AK_I32:
        fn = ew_floor_divide_int32;
        break;
    case AK_I64:
        fn = ew_floor_divide_int64;
        break;
    case AK_U8:
        fn = ew_floor_divide_uint8;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (a->dtype != c->dtype) return AK_UNSUPPORTED;
    if (b->dtype != c->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 3, ops, fn, NULL);
    return AK_OK;
}

/* ---- remainder: `c = a - floor(a / b) * b`, the sign of b (Python's `%`); an integer divisor of 0 gives 0. */

AK_INLINE float ew_remainder_f32(float a, float b) {
    typedef float C_t;
    return (C_t)(floormod(a, b));
}

AK_INLINE double ew_remainder_f64(double a, double b) {
    typedef double C_t;
    return (C_t)(floormod(a, b));
}

AK_INLINE int64_t ew_remainder_i64(int64_t a, int64_t b) {
    typedef int64_t C_t;
    return (C_t)(floormod(a, b));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_remainder_float32_unit_body(int64_t n, float *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_remainder_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_remainder_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_remainder_float32_unit, (int64_t n, float *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_remainder_float64_unit_body(int64_t n, double *restrict c_, const double *restrict a_, const double *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_remainder_f64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_remainder_f64(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_remainder_float64_unit, (int64_t n, double *c_, const double *a_, const double *b_, const double *at), (n, c_, a_, b_, at))

/* int8: every operand unit-stride */
AK_INLINE void ew_remainder_int8_unit_body(int64_t n, int8_t *restrict c_, const int8_t *restrict a_, const int8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_remainder_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_remainder_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int16: every operand unit-stride */
AK_INLINE void ew_remainder_int16_unit_body(int64_t n, int16_t *restrict c_, const int16_t *restrict a_, const int16_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_remainder_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_remainder_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int32: every operand unit-stride */
AK_INLINE void ew_remainder_int32_unit_body(int64_t n, int32_t *restrict c_, const int32_t *restrict a_, const int32_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_remainder_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_remainder_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int64: every operand unit-stride */
AK_INLINE void ew_remainder_int64_unit_body(int64_t n, int64_t *restrict c_, const int64_t *restrict a_, const int64_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_remainder_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_remainder_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* uint8: every operand unit-stride */
AK_INLINE void ew_remainder_uint8_unit_body(int64_t n, uint8_t *restrict c_, const uint8_t *restrict a_, const uint8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_remainder_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_remainder_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_remainder_half_unit_body(int64_t n, float *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_remainder_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_remainder_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_remainder_half_unit, (int64_t n, float *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

static void ew_remainder_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_F16, m, b2, (const uint16_t *)p[2] + c);
            ew_remainder_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_remainder_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_remainder_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_BF16, m, b2, (const uint16_t *)p[2] + c);
            ew_remainder_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_remainder_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_remainder_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_remainder_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], (const float *)p[2], at);
        return;
    }
    float *o = (float *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_remainder_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_remainder_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_remainder_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], (const double *)p[2], at);
        return;
    }
    double *o = (double *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_remainder_f64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_remainder_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_remainder_int8_unit_body(n, (int8_t *)p[0], (const int8_t *)p[1], (const int8_t *)p[2], at);
        return;
    }
    int8_t *o = (int8_t *)p[0];
    const int8_t *a_ = (const int8_t *)p[1];
    const int8_t *b_ = (const int8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_remainder_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_remainder_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_remainder_int16_unit_body(n, (int16_t *)p[0], (const int16_t *)p[1], (const int16_t *)p[2], at);
        return;
    }
    int16_t *o = (int16_t *)p[0];
    const int16_t *a_ = (const int16_t *)p[1];
    const int16_t *b_ = (const int16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_remainder_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_remainder_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_remainder_int32_unit_body(n, (int32_t *)p[0], (const int32_t *)p[1], (const int32_t *)p[2], at);
        return;
    }
    int32_t *o = (int32_t *)p[0];
    const int32_t *a_ = (const int32_t *)p[1];
    const int32_t *b_ = (const int32_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_remainder_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_remainder_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_remainder_int64_unit_body(n, (int64_t *)p[0], (const int64_t *)p[1], (const int64_t *)p[2], at);
        return;
    }
    int64_t *o = (int64_t *)p[0];
    const int64_t *a_ = (const int64_t *)p[1];
    const int64_t *b_ = (const int64_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_remainder_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_remainder_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_remainder_uint8_unit_body(n, (uint8_t *)p[0], (const uint8_t *)p[1], (const uint8_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_remainder_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

int ak_remainder(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b) {
    const ak_tensor *ops[3] = {c, a, b};
    ak_inner fn;
    switch (c->dtype) {
    case AK_F16:
        fn = ew_remainder_float16;
        break;
    case AK_BF16:
        fn = ew_remainder_bfloat16;
        break;
    case AK_F32:
        fn = ew_remainder_float32;
        break;
    case AK_F64:
        fn = ew_remainder_float64;
        break;
    case AK_I8:
        fn = ew_remainder_int8;
        break;
    case AK_I16:
        fn = ew_remainder_int16;
        break;
    case AK_I32:
        fn = ew_remainder_int32;
        break;
    case AK_I64:
        fn = ew_remainder_int64;
        break;
    case AK_U8:
        fn = ew_remainder_uint8;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (a->dtype != c->dtype) return AK_UNSUPPORTED;
    if (b->dtype != c->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 3, ops, fn, NULL);
    return AK_OK;
}

/* ---- fmod: `c = np.fmod(a, b)` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_fmod_f32(float a, float b) {
    typedef float C_t;
    return (C_t)(fmod(a, b));
}

AK_INLINE double ew_fmod_f64(double a, double b) {
    typedef double C_t;
    return (C_t)(fmod(a, b));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_fmod_float32_unit_body(int64_t n, float *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_fmod_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_fmod_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_fmod_float32_unit, (int64_t n, float *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_fmod_float64_unit_body(int64_t n, double *restrict c_, const double *restrict a_, const double *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_fmod_f64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_fmod_f64(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_fmod_float64_unit, (int64_t n, double *c_, const double *a_, const double *b_, const double *at), (n, c_, a_, b_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_fmod_half_unit_body(int64_t n, float *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_fmod_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_fmod_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_fmod_half_unit, (int64_t n, float *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

static void ew_fmod_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_F16, m, b2, (const uint16_t *)p[2] + c);
            ew_fmod_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_fmod_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_fmod_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_BF16, m, b2, (const uint16_t *)p[2] + c);
            ew_fmod_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_fmod_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_fmod_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_fmod_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], (const float *)p[2], at);
        return;
    }
    float *o = (float *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_fmod_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_fmod_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_fmod_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], (const double *)p[2], at);
        return;
    }
    double *o = (double *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_fmod_f64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

int ak_fmod(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b) {
    const ak_tensor *ops[3] = {c, a, b};
    ak_inner fn;
    switch (c->dtype) {
    case AK_F16:
        fn = ew_fmod_float16;
        break;
    case AK_BF16:
        fn = ew_fmod_bfloat16;
        break;
    case AK_F32:
        fn = ew_fmod_float32;
        break;
    case AK_F64:
        fn = ew_fmod_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (a->dtype != c->dtype) return AK_UNSUPPORTED;
    if (b->dtype != c->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 3, ops, fn, NULL);
    return AK_OK;
}

/* ---- pow: `c = np.power(a, b)` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_pow_f32(float a, float b) {
    typedef float C_t;
    return (C_t)(pow(a, b));
}

AK_INLINE double ew_pow_f64(double a, double b) {
    typedef double C_t;
    return (C_t)(pow(a, b));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_pow_float32_unit_body(int64_t n, float *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_pow_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_pow_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_pow_float32_unit, (int64_t n, float *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_pow_float64_unit_body(int64_t n, double *restrict c_, const double *restrict a_, const double *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_pow_f64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_pow_f64(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_pow_float64_unit, (int64_t n, double *c_, const double *a_, const double *b_, const double *at), (n, c_, a_, b_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_pow_half_unit_body(int64_t n, float *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_pow_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_pow_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_pow_half_unit, (int64_t n, float *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

static void ew_pow_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_F16, m, b2, (const uint16_t *)p[2] + c);
            ew_pow_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_pow_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_pow_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_BF16, m, b2, (const uint16_t *)p[2] + c);
            ew_pow_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_pow_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_pow_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_pow_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], (const float *)p[2], at);
        return;
    }
    float *o = (float *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_pow_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_pow_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_pow_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], (const double *)p[2], at);
        return;
    }
    double *o = (double *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_pow_f64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

int ak_pow(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b) {
    const ak_tensor *ops[3] = {c, a, b};
    ak_inner fn;
    switch (c->dtype) {
    case AK_F16:
        fn = ew_pow_float16;
        break;
    case AK_BF16:
        fn = ew_pow_bfloat16;
        break;
    case AK_F32:
        fn = ew_pow_float32;
        break;
    case AK_F64:
        fn = ew_pow_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (a->dtype != c->dtype) return AK_UNSUPPORTED;
    if (b->dtype != c->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 3, ops, fn, NULL);
    return AK_OK;
}

/* ---- maximum: `c = max(a, b)`; NaN in either gives NaN (torch.maximum). */

AK_INLINE float ew_maximum_f32(float a, float b) {
    typedef float C_t;
    return (C_t)((a != a) | (a > b) ? a : b);
}

AK_INLINE double ew_maximum_f64(double a, double b) {
    typedef double C_t;
    return (C_t)((a != a) | (a > b) ? a : b);
}

AK_INLINE int64_t ew_maximum_i64(int64_t a, int64_t b) {
    typedef int64_t C_t;
    return (C_t)(a > b ? a : b);
}

/* float32: every operand unit-stride */
AK_INLINE void ew_maximum_float32_unit_body(int64_t n, float *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_maximum_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_maximum_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_maximum_float32_unit, (int64_t n, float *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_maximum_float64_unit_body(int64_t n, double *restrict c_, const double *restrict a_, const double *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_maximum_f64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_maximum_f64(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_maximum_float64_unit, (int64_t n, double *c_, const double *a_, const double *b_, const double *at), (n, c_, a_, b_, at))

/* int8: every operand unit-stride */
AK_INLINE void ew_maximum_int8_unit_body(int64_t n, int8_t *restrict c_, const int8_t *restrict a_, const int8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_maximum_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_maximum_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int16: every operand unit-stride */
AK_INLINE void ew_maximum_int16_unit_body(int64_t n, int16_t *restrict c_, const int16_t *restrict a_, const int16_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_maximum_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_maximum_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int32: every operand unit-stride */
AK_INLINE void ew_maximum_int32_unit_body(int64_t n, int32_t *restrict c_, const int32_t *restrict a_, const int32_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_maximum_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_maximum_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int64: every operand unit-stride */
AK_INLINE void ew_maximum_int64_unit_body(int64_t n, int64_t *restrict c_, const int64_t *restrict a_, const int64_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_maximum_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_maximum_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* uint8: every operand unit-stride */
AK_INLINE void ew_maximum_uint8_unit_body(int64_t n, uint8_t *restrict c_, const uint8_t *restrict a_, const uint8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_maximum_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_maximum_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_maximum_half_unit_body(int64_t n, float *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_maximum_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_maximum_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_maximum_half_unit, (int64_t n, float *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

static void ew_maximum_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_F16, m, b2, (const uint16_t *)p[2] + c);
            ew_maximum_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_maximum_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_maximum_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_BF16, m, b2, (const uint16_t *)p[2] + c);
            ew_maximum_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_maximum_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_maximum_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_maximum_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], (const float *)p[2], at);
        return;
    }
    float *o = (float *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_maximum_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_maximum_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_maximum_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], (const double *)p[2], at);
        return;
    }
    double *o = (double *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_maximum_f64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_maximum_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_maximum_int8_unit_body(n, (int8_t *)p[0], (const int8_t *)p[1], (const int8_t *)p[2], at);
        return;
    }
    int8_t *o = (int8_t *)p[0];
    const int8_t *a_ = (const int8_t *)p[1];
    const int8_t *b_ = (const int8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_maximum_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_maximum_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_maximum_int16_unit_body(n, (int16_t *)p[0], (const int16_t *)p[1], (const int16_t *)p[2], at);
        return;
    }
    int16_t *o = (int16_t *)p[0];
    const int16_t *a_ = (const int16_t *)p[1];
    const int16_t *b_ = (const int16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_maximum_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_maximum_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_maximum_int32_unit_body(n, (int32_t *)p[0], (const int32_t *)p[1], (const int32_t *)p[2], at);
        return;
    }
    int32_t *o = (int32_t *)p[0];
    const int32_t *a_ = (const int32_t *)p[1];
    const int32_t *b_ = (const int32_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_maximum_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_maximum_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_maximum_int64_unit_body(n, (int64_t *)p[0], (const int64_t *)p[1], (const int64_t *)p[2], at);
        return;
    }
    int64_t *o = (int64_t *)p[0];
    const int64_t *a_ = (const int64_t *)p[1];
    const int64_t *b_ = (const int64_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_maximum_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_maximum_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_maximum_uint8_unit_body(n, (uint8_t *)p[0], (const uint8_t *)p[1], (const uint8_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_maximum_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

int ak_maximum(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b) {
    const ak_tensor *ops[3] = {c, a, b};
    ak_inner fn;
    switch (c->dtype) {
    case AK_F16:
        fn = ew_maximum_float16;
        break;
    case AK_BF16:
        fn = ew_maximum_bfloat16;
        break;
    case AK_F32:
        fn = ew_maximum_float32;
        break;
    case AK_F64:
        fn = ew_maximum_float64;
        break;
    case AK_I8:
        fn = ew_maximum_int8;
        break;
    case AK_I16:
        fn = ew_maximum_int16;
        break;
    case AK_I32:
        fn = ew_maximum_int32;
        break;
    case AK_I64:
        fn = ew_maximum_int64;
        break;
    case AK_U8:
        fn = ew_maximum_uint8;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (a->dtype != c->dtype) return AK_UNSUPPORTED;
    if (b->dtype != c->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 3, ops, fn, NULL);
    return AK_OK;
}

/* ---- minimum: `c = min(a, b)`; NaN in either gives NaN (torch.minimum). */

AK_INLINE float ew_minimum_f32(float a, float b) {
    typedef float C_t;
    return (C_t)((a != a) | (a < b) ? a : b);
}

AK_INLINE double ew_minimum_f64(double a, double b) {
    typedef double C_t;
    return (C_t)((a != a) | (a < b) ? a : b);
}

AK_INLINE int64_t ew_minimum_i64(int64_t a, int64_t b) {
    typedef int64_t C_t;
    return (C_t)(a < b ? a : b);
}

/* float32: every operand unit-stride */
AK_INLINE void ew_minimum_float32_unit_body(int64_t n, float *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_minimum_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_minimum_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_minimum_float32_unit, (int64_t n, float *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_minimum_float64_unit_body(int64_t n, double *restrict c_, const double *restrict a_, const double *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_minimum_f64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_minimum_f64(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_minimum_float64_unit, (int64_t n, double *c_, const double *a_, const double *b_, const double *at), (n, c_, a_, b_, at))

/* int8: every operand unit-stride */
AK_INLINE void ew_minimum_int8_unit_body(int64_t n, int8_t *restrict c_, const int8_t *restrict a_, const int8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_minimum_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_minimum_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int16: every operand unit-stride */
AK_INLINE void ew_minimum_int16_unit_body(int64_t n, int16_t *restrict c_, const int16_t *restrict a_, const int16_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_minimum_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_minimum_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int32: every operand unit-stride */
AK_INLINE void ew_minimum_int32_unit_body(int64_t n, int32_t *restrict c_, const int32_t *restrict a_, const int32_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_minimum_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_minimum_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int64: every operand unit-stride */
AK_INLINE void ew_minimum_int64_unit_body(int64_t n, int64_t *restrict c_, const int64_t *restrict a_, const int64_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_minimum_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_minimum_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* uint8: every operand unit-stride */
AK_INLINE void ew_minimum_uint8_unit_body(int64_t n, uint8_t *restrict c_, const uint8_t *restrict a_, const uint8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_minimum_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_minimum_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_minimum_half_unit_body(int64_t n, float *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_minimum_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_minimum_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_minimum_half_unit, (int64_t n, float *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

static void ew_minimum_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_F16, m, b2, (const uint16_t *)p[2] + c);
            ew_minimum_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_minimum_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_minimum_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_BF16, m, b2, (const uint16_t *)p[2] + c);
            ew_minimum_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_minimum_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_minimum_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_minimum_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], (const float *)p[2], at);
        return;
    }
    float *o = (float *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_minimum_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_minimum_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_minimum_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], (const double *)p[2], at);
        return;
    }
    double *o = (double *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_minimum_f64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_minimum_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_minimum_int8_unit_body(n, (int8_t *)p[0], (const int8_t *)p[1], (const int8_t *)p[2], at);
        return;
    }
    int8_t *o = (int8_t *)p[0];
    const int8_t *a_ = (const int8_t *)p[1];
    const int8_t *b_ = (const int8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_minimum_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_minimum_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_minimum_int16_unit_body(n, (int16_t *)p[0], (const int16_t *)p[1], (const int16_t *)p[2], at);
        return;
    }
    int16_t *o = (int16_t *)p[0];
    const int16_t *a_ = (const int16_t *)p[1];
    const int16_t *b_ = (const int16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_minimum_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_minimum_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_minimum_int32_unit_body(n, (int32_t *)p[0], (const int32_t *)p[1], (const int32_t *)p[2], at);
        return;
    }
    int32_t *o = (int32_t *)p[0];
    const int32_t *a_ = (const int32_t *)p[1];
    const int32_t *b_ = (const int32_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_minimum_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_minimum_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_minimum_int64_unit_body(n, (int64_t *)p[0], (const int64_t *)p[1], (const int64_t *)p[2], at);
        return;
    }
    int64_t *o = (int64_t *)p[0];
    const int64_t *a_ = (const int64_t *)p[1];
    const int64_t *b_ = (const int64_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_minimum_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_minimum_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_minimum_uint8_unit_body(n, (uint8_t *)p[0], (const uint8_t *)p[1], (const uint8_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_minimum_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

int ak_minimum(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b) {
    const ak_tensor *ops[3] = {c, a, b};
    ak_inner fn;
    switch (c->dtype) {
    case AK_F16:
        fn = ew_minimum_float16;
        break;
    case AK_BF16:
        fn = ew_minimum_bfloat16;
        break;
    case AK_F32:
        fn = ew_minimum_float32;
        break;
    case AK_F64:
        fn = ew_minimum_float64;
        break;
    case AK_I8:
        fn = ew_minimum_int8;
        break;
    case AK_I16:
        fn = ew_minimum_int16;
        break;
    case AK_I32:
        fn = ew_minimum_int32;
        break;
    case AK_I64:
        fn = ew_minimum_int64;
        break;
    case AK_U8:
        fn = ew_minimum_uint8;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (a->dtype != c->dtype) return AK_UNSUPPORTED;
    if (b->dtype != c->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 3, ops, fn, NULL);
    return AK_OK;
}

/* ---- fmax: `c = max(a, b)`, NaN ignored where the other is a number. */

AK_INLINE float ew_fmax_f32(float a, float b) {
    typedef float C_t;
    return (C_t)(fmax(a, b));
}

AK_INLINE double ew_fmax_f64(double a, double b) {
    typedef double C_t;
    return (C_t)(fmax(a, b));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_fmax_float32_unit_body(int64_t n, float *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_fmax_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_fmax_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_fmax_float32_unit, (int64_t n, float *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_fmax_float64_unit_body(int64_t n, double *restrict c_, const double *restrict a_, const double *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_fmax_f64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_fmax_f64(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_fmax_float64_unit, (int64_t n, double *c_, const double *a_, const double *b_, const double *at), (n, c_, a_, b_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_fmax_half_unit_body(int64_t n, float *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_fmax_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_fmax_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_fmax_half_unit, (int64_t n, float *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

static void ew_fmax_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_F16, m, b2, (const uint16_t *)p[2] + c);
            ew_fmax_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_fmax_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_fmax_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_BF16, m, b2, (const uint16_t *)p[2] + c);
            ew_fmax_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_fmax_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_fmax_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_fmax_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], (const float *)p[2], at);
        return;
    }
    float *o = (float *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_fmax_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_fmax_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_fmax_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], (const double *)p[2], at);
        return;
    }
    double *o = (double *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_fmax_f64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

int ak_fmax(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b) {
    const ak_tensor *ops[3] = {c, a, b};
    ak_inner fn;
    switch (c->dtype) {
    case AK_F16:
        fn = ew_fmax_float16;
        break;
    case AK_BF16:
        fn = ew_fmax_bfloat16;
        break;
    case AK_F32:
        fn = ew_fmax_float32;
        break;
    case AK_F64:
        fn = ew_fmax_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (a->dtype != c->dtype) return AK_UNSUPPORTED;
    if (b->dtype != c->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 3, ops, fn, NULL);
    return AK_OK;
}

/* ---- fmin: `c = min(a, b)`, NaN ignored where the other is a number. */

AK_INLINE float ew_fmin_f32(float a, float b) {
    typedef float C_t;
    return (C_t)(fmin(a, b));
}

AK_INLINE double ew_fmin_f64(double a, double b) {
    typedef double C_t;
    return (C_t)(fmin(a, b));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_fmin_float32_unit_body(int64_t n, float *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_fmin_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_fmin_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_fmin_float32_unit, (int64_t n, float *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_fmin_float64_unit_body(int64_t n, double *restrict c_, const double *restrict a_, const double *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_fmin_f64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_fmin_f64(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_fmin_float64_unit, (int64_t n, double *c_, const double *a_, const double *b_, const double *at), (n, c_, a_, b_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_fmin_half_unit_body(int64_t n, float *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_fmin_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_fmin_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_fmin_half_unit, (int64_t n, float *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

static void ew_fmin_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_F16, m, b2, (const uint16_t *)p[2] + c);
            ew_fmin_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_fmin_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_fmin_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_BF16, m, b2, (const uint16_t *)p[2] + c);
            ew_fmin_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_fmin_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_fmin_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_fmin_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], (const float *)p[2], at);
        return;
    }
    float *o = (float *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_fmin_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_fmin_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_fmin_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], (const double *)p[2], at);
        return;
    }
    double *o = (double *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_fmin_f64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

int ak_fmin(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b) {
    const ak_tensor *ops[3] = {c, a, b};
    ak_inner fn;
    switch (c->dtype) {
    case AK_F16:
        fn = ew_fmin_float16;
        break;
    case AK_BF16:
        fn = ew_fmin_bfloat16;
        break;
    case AK_F32:
        fn = ew_fmin_float32;
        break;
    case AK_F64:
        fn = ew_fmin_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (a->dtype != c->dtype) return AK_UNSUPPORTED;
    if (b->dtype != c->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 3, ops, fn, NULL);
    return AK_OK;
}

/* ---- atan2: `c = np.arctan2(a, b)` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_atan2_f32(float a, float b) {
    typedef float C_t;
    return (C_t)(atan2(a, b));
}

AK_INLINE double ew_atan2_f64(double a, double b) {
    typedef double C_t;
    return (C_t)(atan2(a, b));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_atan2_float32_unit_body(int64_t n, float *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_atan2_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_atan2_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_atan2_float32_unit, (int64_t n, float *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_atan2_float64_unit_body(int64_t n, double *restrict c_, const double *restrict a_, const double *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_atan2_f64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_atan2_f64(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_atan2_float64_unit, (int64_t n, double *c_, const double *a_, const double *b_, const double *at), (n, c_, a_, b_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_atan2_half_unit_body(int64_t n, float *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_atan2_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_atan2_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_atan2_half_unit, (int64_t n, float *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

static void ew_atan2_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_F16, m, b2, (const uint16_t *)p[2] + c);
            ew_atan2_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_atan2_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_atan2_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_BF16, m, b2, (const uint16_t *)p[2] + c);
            ew_atan2_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_atan2_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_atan2_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_atan2_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], (const float *)p[2], at);
        return;
    }
    float *o = (float *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_atan2_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_atan2_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_atan2_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], (const double *)p[2], at);
        return;
    }
    double *o = (double *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_atan2_f64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

int ak_atan2(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b) {
    const ak_tensor *ops[3] = {c, a, b};
    ak_inner fn;
    switch (c->dtype) {
    case AK_F16:
        fn = ew_atan2_float16;
        break;
    case AK_BF16:
        fn = ew_atan2_bfloat16;
        break;
    case AK_F32:
        fn = ew_atan2_float32;
        break;
    case AK_F64:
        fn = ew_atan2_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (a->dtype != c->dtype) return AK_UNSUPPORTED;
    if (b->dtype != c->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 3, ops, fn, NULL);
    return AK_OK;
}

/* ---- hypot: `c = np.hypot(a, b)` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_hypot_f32(float a, float b) {
    typedef float C_t;
    return (C_t)(hypot(a, b));
}

AK_INLINE double ew_hypot_f64(double a, double b) {
    typedef double C_t;
    return (C_t)(hypot(a, b));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_hypot_float32_unit_body(int64_t n, float *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_hypot_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_hypot_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_hypot_float32_unit, (int64_t n, float *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_hypot_float64_unit_body(int64_t n, double *restrict c_, const double *restrict a_, const double *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_hypot_f64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_hypot_f64(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_hypot_float64_unit, (int64_t n, double *c_, const double *a_, const double *b_, const double *at), (n, c_, a_, b_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_hypot_half_unit_body(int64_t n, float *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_hypot_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_hypot_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_hypot_half_unit, (int64_t n, float *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

static void ew_hypot_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_F16, m, b2, (const uint16_t *)p[2] + c);
            ew_hypot_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_hypot_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_hypot_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_BF16, m, b2, (const uint16_t *)p[2] + c);
            ew_hypot_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_hypot_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_hypot_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_hypot_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], (const float *)p[2], at);
        return;
    }
    float *o = (float *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_hypot_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_hypot_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_hypot_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], (const double *)p[2], at);
        return;
    }
    double *o = (double *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_hypot_f64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

int ak_hypot(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b) {
    const ak_tensor *ops[3] = {c, a, b};
    ak_inner fn;
    switch (c->dtype) {
    case AK_F16:
        fn = ew_hypot_float16;
        break;
    case AK_BF16:
        fn = ew_hypot_bfloat16;
        break;
    case AK_F32:
        fn = ew_hypot_float32;
        break;
    case AK_F64:
        fn = ew_hypot_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (a->dtype != c->dtype) return AK_UNSUPPORTED;
    if (b->dtype != c->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 3, ops, fn, NULL);
    return AK_OK;
}

/* ---- copysign: `c = np.copysign(a, b)` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_copysign_f32(float a, float b) {
    typedef float C_t;
    return (C_t)(copysign(a, b));
}

AK_INLINE double ew_copysign_f64(double a, double b) {
    typedef double C_t;
    return (C_t)(copysign(a, b));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_copysign_float32_unit_body(int64_t n, float *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_copysign_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_copysign_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_copysign_float32_unit, (int64_t n, float *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_copysign_float64_unit_body(int64_t n, double *restrict c_, const double *restrict a_, const double *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_copysign_f64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_copysign_f64(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_copysign_float64_unit, (int64_t n, double *c_, const double *a_, const double *b_, const double *at), (n, c_, a_, b_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_copysign_half_unit_body(int64_t n, float *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_copysign_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_copysign_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_copysign_half_unit, (int64_t n, float *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

static void ew_copysign_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_F16, m, b2, (const uint16_t *)p[2] + c);
            ew_copysign_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_copysign_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_copysign_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_BF16, m, b2, (const uint16_t *)p[2] + c);
            ew_copysign_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_copysign_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_copysign_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_copysign_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], (const float *)p[2], at);
        return;
    }
    float *o = (float *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_copysign_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_copysign_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_copysign_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], (const double *)p[2], at);
        return;
    }
    double *o = (double *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_copysign_f64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

int ak_copysign(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b) {
    const ak_tensor *ops[3] = {c, a, b};
    ak_inner fn;
    switch (c->dtype) {
    case AK_F16:
        fn = ew_copysign_float16;
        break;
    case AK_BF16:
        fn = ew_copysign_bfloat16;
        break;
    case AK_F32:
        fn = ew_copysign_float32;
        break;
    case AK_F64:
        fn = ew_copysign_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (a->dtype != c->dtype) return AK_UNSUPPORTED;
    if (b->dtype != c->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 3, ops, fn, NULL);
    return AK_OK;
}

/* ---- logaddexp: `c = log(exp(a) + exp(b))` elementwise, broadcasting, without overflow (equal infinities give that infinity, as NumPy and torch). */

AK_INLINE float ew_logaddexp_f32(float a, float b) {
    typedef float C_t;
    return (C_t)(a == b ? a + C(0.69314718055994531) : fmax(a, b) + log1p(exp(-fabs(a - b))));
}

AK_INLINE double ew_logaddexp_f64(double a, double b) {
    typedef double C_t;
    return (C_t)(a == b ? a + C(0.69314718055994531) : fmax(a, b) + log1p(exp(-fabs(a - b))));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_logaddexp_float32_unit_body(int64_t n, float *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_logaddexp_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_logaddexp_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_logaddexp_float32_unit, (int64_t n, float *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_logaddexp_float64_unit_body(int64_t n, double *restrict c_, const double *restrict a_, const double *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_logaddexp_f64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_logaddexp_f64(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_logaddexp_float64_unit, (int64_t n, double *c_, const double *a_, const double *b_, const double *at), (n, c_, a_, b_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_logaddexp_half_unit_body(int64_t n, float *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_logaddexp_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_logaddexp_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_logaddexp_half_unit, (int64_t n, float *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

static void ew_logaddexp_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_F16, m, b2, (const uint16_t *)p[2] + c);
            ew_logaddexp_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_logaddexp_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_logaddexp_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_BF16, m, b2, (const uint16_t *)p[2] + c);
            ew_logaddexp_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_logaddexp_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_logaddexp_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_logaddexp_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], (const float *)p[2], at);
        return;
    }
    float *o = (float *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_logaddexp_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_logaddexp_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_logaddexp_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], (const double *)p[2], at);
        return;
    }
    double *o = (double *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_logaddexp_f64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

int ak_logaddexp(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b) {
    const ak_tensor *ops[3] = {c, a, b};
    ak_inner fn;
    switch (c->dtype) {
    case AK_F16:
        fn = ew_logaddexp_float16;
        break;
    case AK_BF16:
        fn = ew_logaddexp_bfloat16;
        break;
    case AK_F32:
        fn = ew_logaddexp_float32;
        break;
    case AK_F64:
        fn = ew_logaddexp_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (a->dtype != c->dtype) return AK_UNSUPPORTED;
    if (b->dtype != c->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 3, ops, fn, NULL);
    return AK_OK;
}

/* ---- bitwise_and: `c = a & b` elementwise, broadcasting (NumPy notation). */

AK_INLINE int64_t ew_bitwise_and_i64(int64_t a, int64_t b) {
    typedef int64_t C_t;
    return (C_t)(a & b);
}

/* int8: every operand unit-stride */
AK_INLINE void ew_bitwise_and_int8_unit_body(int64_t n, int8_t *restrict c_, const int8_t *restrict a_, const int8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_bitwise_and_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_bitwise_and_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int16: every operand unit-stride */
AK_INLINE void ew_bitwise_and_int16_unit_body(int64_t n, int16_t *restrict c_, const int16_t *restrict a_, const int16_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_bitwise_and_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_bitwise_and_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int32: every operand unit-stride */
AK_INLINE void ew_bitwise_and_int32_unit_body(int64_t n, int32_t *restrict c_, const int32_t *restrict a_, const int32_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_bitwise_and_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_bitwise_and_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int64: every operand unit-stride */
AK_INLINE void ew_bitwise_and_int64_unit_body(int64_t n, int64_t *restrict c_, const int64_t *restrict a_, const int64_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_bitwise_and_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_bitwise_and_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* uint8: every operand unit-stride */
AK_INLINE void ew_bitwise_and_uint8_unit_body(int64_t n, uint8_t *restrict c_, const uint8_t *restrict a_, const uint8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_bitwise_and_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_bitwise_and_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* bool: every operand unit-stride */
AK_INLINE void ew_bitwise_and_bool_unit_body(int64_t n, uint8_t *restrict c_, const uint8_t *restrict a_, const uint8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_bitwise_and_i64(LD_BOOL(a_[k + j]), LD_BOOL(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_bitwise_and_i64(LD_BOOL(a_[k]), LD_BOOL(b_[k])));
}

static void ew_bitwise_and_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_bitwise_and_int8_unit_body(n, (int8_t *)p[0], (const int8_t *)p[1], (const int8_t *)p[2], at);
        return;
    }
    int8_t *o = (int8_t *)p[0];
    const int8_t *a_ = (const int8_t *)p[1];
    const int8_t *b_ = (const int8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_bitwise_and_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_bitwise_and_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_bitwise_and_int16_unit_body(n, (int16_t *)p[0], (const int16_t *)p[1], (const int16_t *)p[2], at);
        return;
    }
    int16_t *o = (int16_t *)p[0];
    const int16_t *a_ = (const int16_t *)p[1];
    const int16_t *b_ = (const int16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_bitwise_and_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_bitwise_and_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_bitwise_and_int32_unit_body(n, (int32_t *)p[0], (const int32_t *)p[1], (const int32_t *)p[2], at);
        return;
    }
    int32_t *o = (int32_t *)p[0];
    const int32_t *a_ = (const int32_t *)p[1];
    const int32_t *b_ = (const int32_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_bitwise_and_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_bitwise_and_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_bitwise_and_int64_unit_body(n, (int64_t *)p[0], (const int64_t *)p[1], (const int64_t *)p[2], at);
        return;
    }
    int64_t *o = (int64_t *)p[0];
    const int64_t *a_ = (const int64_t *)p[1];
    const int64_t *b_ = (const int64_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_bitwise_and_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_bitwise_and_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_bitwise_and_uint8_unit_body(n, (uint8_t *)p[0], (const uint8_t *)p[1], (const uint8_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_bitwise_and_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_bitwise_and_bool(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_bitwise_and_bool_unit_body(n, (uint8_t *)p[0], (const uint8_t *)p[1], (const uint8_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_bitwise_and_i64(LD_BOOL(a_[k * s[1]]), LD_BOOL(b_[k * s[2]])));
}

int ak_bitwise_and(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b) {
    const ak_tensor *ops[3] = {c, a, b};
    ak_inner fn;
    switch (c->dtype) {
    case AK_I8:
        fn = ew_bitwise_and_int8;
        break;
    case AK_I16:
        fn = ew_bitwise_and_int16;
        break;
    case AK_I32:
        fn = ew_bitwise_and_int32;
        break;
    case AK_I64:
        fn = ew_bitwise_and_int64;
        break;
    case AK_U8:
        fn = ew_bitwise_and_uint8;
        break;
    case AK_BOOL:
        fn = ew_bitwise_and_bool;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (a->dtype != c->dtype) return AK_UNSUPPORTED;
    if (b->dtype != c->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 3, ops, fn, NULL);
    return AK_OK;
}

/* ---- bitwise_or: `c = a | b` elementwise, broadcasting (NumPy notation). */

AK_INLINE int64_t ew_bitwise_or_i64(int64_t a, int64_t b) {
    typedef int64_t C_t;
    return (C_t)(a | b);
}

/* int8: every operand unit-stride */
AK_INLINE void ew_bitwise_or_int8_unit_body(int64_t n, int8_t *restrict c_, const int8_t *restrict a_, const int8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_bitwise_or_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_bitwise_or_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int16: every operand unit-stride */
AK_INLINE void ew_bitwise_or_int16_unit_body(int64_t n, int16_t *restrict c_, const int16_t *restrict a_, const int16_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_bitwise_or_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_bitwise_or_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int32: every operand unit-stride */
AK_INLINE void ew_bitwise_or_int32_unit_body(int64_t n, int32_t *restrict c_, const int32_t *restrict a_, const int32_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_bitwise_or_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_bitwise_or_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int64: every operand unit-stride */
AK_INLINE void ew_bitwise_or_int64_unit_body(int64_t n, int64_t *restrict c_, const int64_t *restrict a_, const int64_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_bitwise_or_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_bitwise_or_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* uint8: every operand unit-stride */
AK_INLINE void ew_bitwise_or_uint8_unit_body(int64_t n, uint8_t *restrict c_, const uint8_t *restrict a_, const uint8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_bitwise_or_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_bitwise_or_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* bool: every operand unit-stride */
AK_INLINE void ew_bitwise_or_bool_unit_body(int64_t n, uint8_t *restrict c_, const uint8_t *restrict a_, const uint8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_bitwise_or_i64(LD_BOOL(a_[k + j]), LD_BOOL(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_bitwise_or_i64(LD_BOOL(a_[k]), LD_BOOL(b_[k])));
}

static void ew_bitwise_or_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_bitwise_or_int8_unit_body(n, (int8_t *)p[0], (const int8_t *)p[1], (const int8_t *)p[2], at);
        return;
    }
    int8_t *o = (int8_t *)p[0];
    const int8_t *a_ = (const int8_t *)p[1];
    const int8_t *b_ = (const int8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_bitwise_or_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_bitwise_or_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_bitwise_or_int16_unit_body(n, (int16_t *)p[0], (const int16_t *)p[1], (const int16_t *)p[2], at);
        return;
    }
    int16_t *o = (int16_t *)p[0];
    const int16_t *a_ = (const int16_t *)p[1];
    const int16_t *b_ = (const int16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_bitwise_or_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_bitwise_or_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_bitwise_or_int32_unit_body(n, (int32_t *)p[0], (const int32_t *)p[1], (const int32_t *)p[2], at);
        return;
    }
    int32_t *o = (int32_t *)p[0];
    const int32_t *a_ = (const int32_t *)p[1];
    const int32_t *b_ = (const int32_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_bitwise_or_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_bitwise_or_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_bitwise_or_int64_unit_body(n, (int64_t *)p[0], (const int64_t *)p[1], (const int64_t *)p[2], at);
        return;
    }
    int64_t *o = (int64_t *)p[0];
    const int64_t *a_ = (const int64_t *)p[1];
    const int64_t *b_ = (const int64_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_bitwise_or_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_bitwise_or_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_bitwise_or_uint8_unit_body(n, (uint8_t *)p[0], (const uint8_t *)p[1], (const uint8_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_bitwise_or_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_bitwise_or_bool(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_bitwise_or_bool_unit_body(n, (uint8_t *)p[0], (const uint8_t *)p[1], (const uint8_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_bitwise_or_i64(LD_BOOL(a_[k * s[1]]), LD_BOOL(b_[k * s[2]])));
}

int ak_bitwise_or(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b) {
    const ak_tensor *ops[3] = {c, a, b};
    ak_inner fn;
    switch (c->dtype) {
    case AK_I8:
        fn = ew_bitwise_or_int8;
        break;
    case AK_I16:
        fn = ew_bitwise_or_int16;
        break;
    case AK_I32:
        fn = ew_bitwise_or_int32;
        break;
    case AK_I64:
        fn = ew_bitwise_or_int64;
        break;
    case AK_U8:
        fn = ew_bitwise_or_uint8;
        break;
    case AK_BOOL:
        fn = ew_bitwise_or_bool;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (a->dtype != c->dtype) return AK_UNSUPPORTED;
    if (b->dtype != c->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 3, ops, fn, NULL);
    return AK_OK;
}

/* ---- bitwise_xor: `c = a ^ b` elementwise, broadcasting (NumPy notation). */

AK_INLINE int64_t ew_bitwise_xor_i64(int64_t a, int64_t b) {
    typedef int64_t C_t;
    return (C_t)(a ^ b);
}

/* int8: every operand unit-stride */
AK_INLINE void ew_bitwise_xor_int8_unit_body(int64_t n, int8_t *restrict c_, const int8_t *restrict a_, const int8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_bitwise_xor_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_bitwise_xor_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int16: every operand unit-stride */
AK_INLINE void ew_bitwise_xor_int16_unit_body(int64_t n, int16_t *restrict c_, const int16_t *restrict a_, const int16_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_bitwise_xor_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_bitwise_xor_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int32: every operand unit-stride */
AK_INLINE void ew_bitwise_xor_int32_unit_body(int64_t n, int32_t *restrict c_, const int32_t *restrict a_, const int32_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_bitwise_xor_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_bitwise_xor_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int64: every operand unit-stride */
AK_INLINE void ew_bitwise_xor_int64_unit_body(int64_t n, int64_t *restrict c_, const int64_t *restrict a_, const int64_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_bitwise_xor_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_bitwise_xor_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* uint8: every operand unit-stride */
AK_INLINE void ew_bitwise_xor_uint8_unit_body(int64_t n, uint8_t *restrict c_, const uint8_t *restrict a_, const uint8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_bitwise_xor_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_bitwise_xor_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* bool: every operand unit-stride */
AK_INLINE void ew_bitwise_xor_bool_unit_body(int64_t n, uint8_t *restrict c_, const uint8_t *restrict a_, const uint8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_bitwise_xor_i64(LD_BOOL(a_[k + j]), LD_BOOL(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_bitwise_xor_i64(LD_BOOL(a_[k]), LD_BOOL(b_[k])));
}

static void ew_bitwise_xor_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_bitwise_xor_int8_unit_body(n, (int8_t *)p[0], (const int8_t *)p[1], (const int8_t *)p[2], at);
        return;
    }
    int8_t *o = (int8_t *)p[0];
    const int8_t *a_ = (const int8_t *)p[1];
    const int8_t *b_ = (const int8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_bitwise_xor_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_bitwise_xor_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_bitwise_xor_int16_unit_body(n, (int16_t *)p[0], (const int16_t *)p[1], (const int16_t *)p[2], at);
        return;
    }
    int16_t *o = (int16_t *)p[0];
    const int16_t *a_ = (const int16_t *)p[1];
    const int16_t *b_ = (const int16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_bitwise_xor_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_bitwise_xor_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_bitwise_xor_int32_unit_body(n, (int32_t *)p[0], (const int32_t *)p[1], (const int32_t *)p[2], at);
        return;
    }
    int32_t *o = (int32_t *)p[0];
    const int32_t *a_ = (const int32_t *)p[1];
    const int32_t *b_ = (const int32_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_bitwise_xor_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_bitwise_xor_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_bitwise_xor_int64_unit_body(n, (int64_t *)p[0], (const int64_t *)p[1], (const int64_t *)p[2], at);
        return;
    }
    int64_t *o = (int64_t *)p[0];
    const int64_t *a_ = (const int64_t *)p[1];
    const int64_t *b_ = (const int64_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_bitwise_xor_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_bitwise_xor_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_bitwise_xor_uint8_unit_body(n, (uint8_t *)p[0], (const uint8_t *)p[1], (const uint8_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_bitwise_xor_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_bitwise_xor_bool(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_bitwise_xor_bool_unit_body(n, (uint8_t *)p[0], (const uint8_t *)p[1], (const uint8_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_bitwise_xor_i64(LD_BOOL(a_[k * s[1]]), LD_BOOL(b_[k * s[2]])));
}

int ak_bitwise_xor(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b) {
    const ak_tensor *ops[3] = {c, a, b};
    ak_inner fn;
    switch (c->dtype) {
    case AK_I8:
        fn = ew_bitwise_xor_int8;
        break;
    case AK_I16:
        fn = ew_bitwise_xor_int16;
        break;
    case AK_I32:
        fn = ew_bitwise_xor_int32;
        break;
    case AK_I64:
        fn = ew_bitwise_xor_int64;
        break;
    case AK_U8:
        fn = ew_bitwise_xor_uint8;
        break;
    case AK_BOOL:
        fn = ew_bitwise_xor_bool;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (a->dtype != c->dtype) return AK_UNSUPPORTED;
    if (b->dtype != c->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 3, ops, fn, NULL);
    return AK_OK;
}

/* ---- eq: `c = a == b` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_eq_f32(float a, float b) {
    typedef float C_t;
    return (C_t)(a == b);
}

AK_INLINE double ew_eq_f64(double a, double b) {
    typedef double C_t;
    return (C_t)(a == b);
}

AK_INLINE int64_t ew_eq_i64(int64_t a, int64_t b) {
    typedef int64_t C_t;
    return (C_t)(a == b);
}

/* float32: every operand unit-stride */
AK_INLINE void ew_eq_float32_unit_body(int64_t n, uint8_t *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_eq_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_eq_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_eq_float32_unit, (int64_t n, uint8_t *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_eq_float64_unit_body(int64_t n, uint8_t *restrict c_, const double *restrict a_, const double *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_eq_f64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_eq_f64(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_eq_float64_unit, (int64_t n, uint8_t *c_, const double *a_, const double *b_, const double *at), (n, c_, a_, b_, at))

/* int8: every operand unit-stride */
AK_INLINE void ew_eq_int8_unit_body(int64_t n, uint8_t *restrict c_, const int8_t *restrict a_, const int8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_eq_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_eq_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int16: every operand unit-stride */
AK_INLINE void ew_eq_int16_unit_body(int64_t n, uint8_t *restrict c_, const int16_t *restrict a_, const int16_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_eq_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_eq_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int32: every operand unit-stride */
AK_INLINE void ew_eq_int32_unit_body(int64_t n, uint8_t *restrict c_, const int32_t *restrict a_, const int32_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_eq_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_eq_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int64: every operand unit-stride */
AK_INLINE void ew_eq_int64_unit_body(int64_t n, uint8_t *restrict c_, const int64_t *restrict a_, const int64_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_eq_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_eq_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* uint8: every operand unit-stride */
AK_INLINE void ew_eq_uint8_unit_body(int64_t n, uint8_t *restrict c_, const uint8_t *restrict a_, const uint8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_eq_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_eq_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* bool: every operand unit-stride */
AK_INLINE void ew_eq_bool_unit_body(int64_t n, uint8_t *restrict c_, const uint8_t *restrict a_, const uint8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_eq_i64(LD_BOOL(a_[k + j]), LD_BOOL(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_eq_i64(LD_BOOL(a_[k]), LD_BOOL(b_[k])));
}

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_eq_half_unit_body(int64_t n, uint8_t *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_eq_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_eq_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_eq_half_unit, (int64_t n, uint8_t *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

static void ew_eq_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_F16, m, b2, (const uint16_t *)p[2] + c);
            ew_eq_half_unit_pick()(m, (uint8_t *)p[0] + c, b1, b2, at);
        }
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_eq_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_eq_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_BF16, m, b2, (const uint16_t *)p[2] + c);
            ew_eq_half_unit_pick()(m, (uint8_t *)p[0] + c, b1, b2, at);
        }
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_eq_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_eq_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_eq_float32_unit_pick()(n, (uint8_t *)p[0], (const float *)p[1], (const float *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_eq_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_eq_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_eq_float64_unit_pick()(n, (uint8_t *)p[0], (const double *)p[1], (const double *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_eq_f64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_eq_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_eq_int8_unit_body(n, (uint8_t *)p[0], (const int8_t *)p[1], (const int8_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const int8_t *a_ = (const int8_t *)p[1];
    const int8_t *b_ = (const int8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_eq_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_eq_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_eq_int16_unit_body(n, (uint8_t *)p[0], (const int16_t *)p[1], (const int16_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const int16_t *a_ = (const int16_t *)p[1];
    const int16_t *b_ = (const int16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_eq_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_eq_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_eq_int32_unit_body(n, (uint8_t *)p[0], (const int32_t *)p[1], (const int32_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const int32_t *a_ = (const int32_t *)p[1];
    const int32_t *b_ = (const int32_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_eq_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_eq_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_eq_int64_unit_body(n, (uint8_t *)p[0], (const int64_t *)p[1], (const int64_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const int64_t *a_ = (const int64_t *)p[1];
    const int64_t *b_ = (const int64_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_eq_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_eq_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_eq_uint8_unit_body(n, (uint8_t *)p[0], (const uint8_t *)p[1], (const uint8_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_eq_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_eq_bool(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_eq_bool_unit_body(n, (uint8_t *)p[0], (const uint8_t *)p[1], (const uint8_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_eq_i64(LD_BOOL(a_[k * s[1]]), LD_BOOL(b_[k * s[2]])));
}

int ak_eq(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b) {
    const ak_tensor *ops[3] = {c, a, b};
    ak_inner fn;
    switch (a->dtype) {
    case AK_F16:
        fn = ew_eq_float16;
        break;
    case AK_BF16:
        fn = ew_eq_bfloat16;
        break;
    case AK_F32:
        fn = ew_eq_float32;
        break;
    case AK_F64:
        fn = ew_eq_float64;
        break;
    case AK_I8:
        fn = ew_eq_int8;
        break;
    case AK_I16:
        fn = ew_eq_int16;
        break;
    case AK_I32:
        fn = ew_eq_int32;
        break;
    case AK_I64:
        fn = ew_eq_int64;
        break;
    case AK_U8:
        fn = ew_eq_uint8;
        break;
    case AK_BOOL:
        fn = ew_eq_bool;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (c->dtype != AK_BOOL) return AK_UNSUPPORTED;
    if (b->dtype != a->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 3, ops, fn, NULL);
    return AK_OK;
}

/* ---- ne: `c = a != b` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_ne_f32(float a, float b) {
    typedef float C_t;
    return (C_t)(a != b);
}

AK_INLINE double ew_ne_f64(double a, double b) {
    typedef double C_t;
    return (C_t)(a != b);
}

AK_INLINE int64_t ew_ne_i64(int64_t a, int64_t b) {
    typedef int64_t C_t;
    return (C_t)(a != b);
}

/* float32: every operand unit-stride */
AK_INLINE void ew_ne_float32_unit_body(int64_t n, uint8_t *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_ne_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_ne_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_ne_float32_unit, (int64_t n, uint8_t *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_ne_float64_unit_body(int64_t n, uint8_t *restrict c_, const double *restrict a_, const double *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_ne_f64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_ne_f64(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_ne_float64_unit, (int64_t n, uint8_t *c_, const double *a_, const double *b_, const double *at), (n, c_, a_, b_, at))

/* int8: every operand unit-stride */
AK_INLINE void ew_ne_int8_unit_body(int64_t n, uint8_t *restrict c_, const int8_t *restrict a_, const int8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_ne_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_ne_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int16: every operand unit-stride */
AK_INLINE void ew_ne_int16_unit_body(int64_t n, uint8_t *restrict c_, const int16_t *restrict a_, const int16_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_ne_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_ne_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int32: every operand unit-stride */
AK_INLINE void ew_ne_int32_unit_body(int64_t n, uint8_t *restrict c_, const int32_t *restrict a_, const int32_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_ne_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_ne_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int64: every operand unit-stride */
AK_INLINE void ew_ne_int64_unit_body(int64_t n, uint8_t *restrict c_, const int64_t *restrict a_, const int64_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_ne_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_ne_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* uint8: every operand unit-stride */
AK_INLINE void ew_ne_uint8_unit_body(int64_t n, uint8_t *restrict c_, const uint8_t *restrict a_, const uint8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_ne_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_ne_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* bool: every operand unit-stride */
AK_INLINE void ew_ne_bool_unit_body(int64_t n, uint8_t *restrict c_, const uint8_t *restrict a_, const uint8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_ne_i64(LD_BOOL(a_[k + j]), LD_BOOL(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_ne_i64(LD_BOOL(a_[k]), LD_BOOL(b_[k])));
}

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_ne_half_unit_body(int64_t n, uint8_t *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_ne_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_ne_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_ne_half_unit, (int64_t n, uint8_t *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

static void ew_ne_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_F16, m, b2, (const uint16_t *)p[2] + c);
            ew_ne_half_unit_pick()(m, (uint8_t *)p[0] + c, b1, b2, at);
        }
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_ne_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_ne_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_BF16, m, b2, (const uint16_t *)p[2] + c);
            ew_ne_half_unit_pick()(m, (uint8_t *)p[0] + c, b1, b2, at);
        }
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_ne_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_ne_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_ne_float32_unit_pick()(n, (uint8_t *)p[0], (const float *)p[1], (const float *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_ne_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_ne_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_ne_float64_unit_pick()(n, (uint8_t *)p[0], (const double *)p[1], (const double *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_ne_f64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_ne_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_ne_int8_unit_body(n, (uint8_t *)p[0], (const int8_t *)p[1], (const int8_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const int8_t *a_ = (const int8_t *)p[1];
    const int8_t *b_ = (const int8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_ne_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_ne_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_ne_int16_unit_body(n, (uint8_t *)p[0], (const int16_t *)p[1], (const int16_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const int16_t *a_ = (const int16_t *)p[1];
    const int16_t *b_ = (const int16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_ne_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_ne_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_ne_int32_unit_body(n, (uint8_t *)p[0], (const int32_t *)p[1], (const int32_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const int32_t *a_ = (const int32_t *)p[1];
    const int32_t *b_ = (const int32_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_ne_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_ne_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_ne_int64_unit_body(n, (uint8_t *)p[0], (const int64_t *)p[1], (const int64_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const int64_t *a_ = (const int64_t *)p[1];
    const int64_t *b_ = (const int64_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_ne_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_ne_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_ne_uint8_unit_body(n, (uint8_t *)p[0], (const uint8_t *)p[1], (const uint8_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_ne_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_ne_bool(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_ne_bool_unit_body(n, (uint8_t *)p[0], (const uint8_t *)p[1], (const uint8_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_ne_i64(LD_BOOL(a_[k * s[1]]), LD_BOOL(b_[k * s[2]])));
}

int ak_ne(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b) {
    const ak_tensor *ops[3] = {c, a, b};
    ak_inner fn;
    switch (a->dtype) {
    case AK_F16:
        fn = ew_ne_float16;
        break;
    case AK_BF16:
        fn = ew_ne_bfloat16;
        break;
    case AK_F32:
        fn = ew_ne_float32;
        break;
    case AK_F64:
        fn = ew_ne_float64;
        break;
    case AK_I8:
        fn = ew_ne_int8;
        break;
    case AK_I16:
        fn = ew_ne_int16;
        break;
    case AK_I32:
        fn = ew_ne_int32;
        break;
    case AK_I64:
        fn = ew_ne_int64;
        break;
    case AK_U8:
        fn = ew_ne_uint8;
        break;
    case AK_BOOL:
        fn = ew_ne_bool;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (c->dtype != AK_BOOL) return AK_UNSUPPORTED;
    if (b->dtype != a->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 3, ops, fn, NULL);
    return AK_OK;
}

/* ---- lt: `c = a < b` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_lt_f32(float a, float b) {
    typedef float C_t;
    return (C_t)(a < b);
}

AK_INLINE double ew_lt_f64(double a, double b) {
    typedef double C_t;
    return (C_t)(a < b);
}

AK_INLINE int64_t ew_lt_i64(int64_t a, int64_t b) {
    typedef int64_t C_t;
    return (C_t)(a < b);
}

/* float32: every operand unit-stride */
AK_INLINE void ew_lt_float32_unit_body(int64_t n, uint8_t *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_lt_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_lt_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_lt_float32_unit, (int64_t n, uint8_t *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_lt_float64_unit_body(int64_t n, uint8_t *restrict c_, const double *restrict a_, const double *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_lt_f64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_lt_f64(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_lt_float64_unit, (int64_t n, uint8_t *c_, const double *a_, const double *b_, const double *at), (n, c_, a_, b_, at))

/* int8: every operand unit-stride */
AK_INLINE void ew_lt_int8_unit_body(int64_t n, uint8_t *restrict c_, const int8_t *restrict a_, const int8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_lt_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_lt_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int16: every operand unit-stride */
AK_INLINE void ew_lt_int16_unit_body(int64_t n, uint8_t *restrict c_, const int16_t *restrict a_, const int16_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_lt_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_lt_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int32: every operand unit-stride */
AK_INLINE void ew_lt_int32_unit_body(int64_t n, uint8_t *restrict c_, const int32_t *restrict a_, const int32_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_lt_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_lt_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int64: every operand unit-stride */
AK_INLINE void ew_lt_int64_unit_body(int64_t n, uint8_t *restrict c_, const int64_t *restrict a_, const int64_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_lt_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_lt_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* uint8: every operand unit-stride */
AK_INLINE void ew_lt_uint8_unit_body(int64_t n, uint8_t *restrict c_, const uint8_t *restrict a_, const uint8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_lt_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_lt_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* bool: every operand unit-stride */
AK_INLINE void ew_lt_bool_unit_body(int64_t n, uint8_t *restrict c_, const uint8_t *restrict a_, const uint8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_lt_i64(LD_BOOL(a_[k + j]), LD_BOOL(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_lt_i64(LD_BOOL(a_[k]), LD_BOOL(b_[k])));
}

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_lt_half_unit_body(int64_t n, uint8_t *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_lt_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_lt_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_lt_half_unit, (int64_t n, uint8_t *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

static void ew_lt_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_F16, m, b2, (const uint16_t *)p[2] + c);
            ew_lt_half_unit_pick()(m, (uint8_t *)p[0] + c, b1, b2, at);
        }
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_lt_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_lt_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_BF16, m, b2, (const uint16_t *)p[2] + c);
            ew_lt_half_unit_pick()(m, (uint8_t *)p[0] + c, b1, b2, at);
        }
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_lt_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_lt_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_lt_float32_unit_pick()(n, (uint8_t *)p[0], (const float *)p[1], (const float *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_lt_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_lt_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_lt_float64_unit_pick()(n, (uint8_t *)p[0], (const double *)p[1], (const double *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_lt_f64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_lt_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_lt_int8_unit_body(n, (uint8_t *)p[0], (const int8_t *)p[1], (const int8_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const int8_t *a_ = (const int8_t *)p[1];
    const int8_t *b_ = (const int8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_lt_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_lt_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_lt_int16_unit_body(n, (uint8_t *)p[0], (const int16_t *)p[1], (const int16_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const int16_t *a_ = (const int16_t *)p[1];
    const int16_t *b_ = (const int16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_lt_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_lt_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_lt_int32_unit_body(n, (uint8_t *)p[0], (const int32_t *)p[1], (const int32_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const int32_t *a_ = (const int32_t *)p[1];
    const int32_t *b_ = (const int32_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_lt_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_lt_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_lt_int64_unit_body(n, (uint8_t *)p[0], (const int64_t *)p[1], (const int64_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const int64_t *a_ = (const int64_t *)p[1];
    const int64_t *b_ = (const int64_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_lt_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_lt_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_lt_uint8_unit_body(n, (uint8_t *)p[0], (const uint8_t *)p[1], (const uint8_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_lt_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_lt_bool(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_lt_bool_unit_body(n, (uint8_t *)p[0], (const uint8_t *)p[1], (const uint8_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_lt_i64(LD_BOOL(a_[k * s[1]]), LD_BOOL(b_[k * s[2]])));
}

int ak_lt(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b) {
    const ak_tensor *ops[3] = {c, a, b};
    ak_inner fn;
    switch (a->dtype) {
    case AK_F16:
        fn = ew_lt_float16;
        break;
    case AK_BF16:
        fn = ew_lt_bfloat16;
        break;
    case AK_F32:
        fn = ew_lt_float32;
        break;
    case AK_F64:
        fn = ew_lt_float64;
        break;
    case AK_I8:
        fn = ew_lt_int8;
        break;
    case AK_I16:
        fn = ew_lt_int16;
        break;
    case AK_I32:
        fn = ew_lt_int32;
        break;
    case AK_I64:
        fn = ew_lt_int64;
        break;
    case AK_U8:
        fn = ew_lt_uint8;
        break;
    case AK_BOOL:
        fn = ew_lt_bool;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (c->dtype != AK_BOOL) return AK_UNSUPPORTED;
    if (b->dtype != a->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 3, ops, fn, NULL);
    return AK_OK;
}

/* ---- le: `c = a <= b` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_le_f32(float a, float b) {
    typedef float C_t;
    return (C_t)(a <= b);
}

AK_INLINE double ew_le_f64(double a, double b) {
    typedef double C_t;
    return (C_t)(a <= b);
}

AK_INLINE int64_t ew_le_i64(int64_t a, int64_t b) {
    typedef int64_t C_t;
    return (C_t)(a <= b);
}

/* float32: every operand unit-stride */
AK_INLINE void ew_le_float32_unit_body(int64_t n, uint8_t *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_le_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_le_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_le_float32_unit, (int64_t n, uint8_t *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_le_float64_unit_body(int64_t n, uint8_t *restrict c_, const double *restrict a_, const double *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_le_f64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_le_f64(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_le_float64_unit, (int64_t n, uint8_t *c_, const double *a_, const double *b_, const double *at), (n, c_, a_, b_, at))

/* int8: every operand unit-stride */
AK_INLINE void ew_le_int8_unit_body(int64_t n, uint8_t *restrict c_, const int8_t *restrict a_, const int8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_le_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_le_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int16: every operand unit-stride */
AK_INLINE void ew_le_int16_unit_body(int64_t n, uint8_t *restrict c_, const int16_t *restrict a_, const int16_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_le_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_le_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int32: every operand unit-stride */
AK_INLINE void ew_le_int32_unit_body(int64_t n, uint8_t *restrict c_, const int32_t *restrict a_, const int32_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_le_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_le_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int64: every operand unit-stride */
AK_INLINE void ew_le_int64_unit_body(int64_t n, uint8_t *restrict c_, const int64_t *restrict a_, const int64_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_le_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_le_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* uint8: every operand unit-stride */
AK_INLINE void ew_le_uint8_unit_body(int64_t n, uint8_t *restrict c_, const uint8_t *restrict a_, const uint8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_le_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_le_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* bool: every operand unit-stride */
AK_INLINE void ew_le_bool_unit_body(int64_t n, uint8_t *restrict c_, const uint8_t *restrict a_, const uint8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_le_i64(LD_BOOL(a_[k + j]), LD_BOOL(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_le_i64(LD_BOOL(a_[k]), LD_BOOL(b_[k])));
}

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_le_half_unit_body(int64_t n, uint8_t *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_le_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_le_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_le_half_unit, (int64_t n, uint8_t *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

static void ew_le_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_F16, m, b2, (const uint16_t *)p[2] + c);
            ew_le_half_unit_pick()(m, (uint8_t *)p[0] + c, b1, b2, at);
        }
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_le_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_le_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_BF16, m, b2, (const uint16_t *)p[2] + c);
            ew_le_half_unit_pick()(m, (uint8_t *)p[0] + c, b1, b2, at);
        }
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_le_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_le_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_le_float32_unit_pick()(n, (uint8_t *)p[0], (const float *)p[1], (const float *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_le_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_le_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_le_float64_unit_pick()(n, (uint8_t *)p[0], (const double *)p[1], (const double *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_le_f64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_le_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_le_int8_unit_body(n, (uint8_t *)p[0], (const int8_t *)p[1], (const int8_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const int8_t *a_ = (const int8_t *)p[1];
    const int8_t *b_ = (const int8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_le_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_le_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_le_int16_unit_body(n, (uint8_t *)p[0], (const int16_t *)p[1], (const int16_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const int16_t *a_ = (const int16_t *)p[1];
    const int16_t *b_ = (const int16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_le_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_le_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_le_int32_unit_body(n, (uint8_t *)p[0], (const int32_t *)p[1], (const int32_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const int32_t *a_ = (const int32_t *)p[1];
    const int32_t *b_ = (const int32_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_le_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_le_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_le_int64_unit_body(n, (uint8_t *)p[0], (const int64_t *)p[1], (const int64_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const int64_t *a_ = (const int64_t *)p[1];
    const int64_t *b_ = (const int64_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_le_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_le_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_le_uint8_unit_body(n, (uint8_t *)p[0], (const uint8_t *)p[1], (const uint8_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_le_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_le_bool(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_le_bool_unit_body(n, (uint8_t *)p[0], (const uint8_t *)p[1], (const uint8_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_le_i64(LD_BOOL(a_[k * s[1]]), LD_BOOL(b_[k * s[2]])));
}

int ak_le(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b) {
    const ak_tensor *ops[3] = {c, a, b};
    ak_inner fn;
    switch (a->dtype) {
    case AK_F16:
        fn = ew_le_float16;
        break;
    case AK_BF16:
        fn = ew_le_bfloat16;
        break;
    case AK_F32:
        fn = ew_le_float32;
        break;
    case AK_F64:
        fn = ew_le_float64;
        break;
    case AK_I8:
        fn = ew_le_int8;
        break;
    case AK_I16:
        fn = ew_le_int16;
        break;
    case AK_I32:
        fn = ew_le_int32;
        break;
    case AK_I64:
        fn = ew_le_int64;
        break;
    case AK_U8:
        fn = ew_le_uint8;
        break;
    case AK_BOOL:
        fn = ew_le_bool;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (c->dtype != AK_BOOL) return AK_UNSUPPORTED;
    if (b->dtype != a->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 3, ops, fn, NULL);
    return AK_OK;
}

/* ---- gt: `c = a > b` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_gt_f32(float a, float b) {
    typedef float C_t;
    return (C_t)(a > b);
}

AK_INLINE double ew_gt_f64(double a, double b) {
    typedef double C_t;
    return (C_t)(a > b);
}

AK_INLINE int64_t ew_gt_i64(int64_t a, int64_t b) {
    typedef int64_t C_t;
    return (C_t)(a > b);
}

/* float32: every operand unit-stride */
AK_INLINE void ew_gt_float32_unit_body(int64_t n, uint8_t *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_gt_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_gt_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_gt_float32_unit, (int64_t n, uint8_t *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_gt_float64_unit_body(int64_t n, uint8_t *restrict c_, const double *restrict a_, const double *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_gt_f64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_gt_f64(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_gt_float64_unit, (int64_t n, uint8_t *c_, const double *a_, const double *b_, const double *at), (n, c_, a_, b_, at))

/* int8: every operand unit-stride */
AK_INLINE void ew_gt_int8_unit_body(int64_t n, uint8_t *restrict c_, const int8_t *restrict a_, const int8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_gt_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_gt_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int16: every operand unit-stride */
AK_INLINE void ew_gt_int16_unit_body(int64_t n, uint8_t *restrict c_, const int16_t *restrict a_, const int16_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_gt_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_gt_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int32: every operand unit-stride */
AK_INLINE void ew_gt_int32_unit_body(int64_t n, uint8_t *restrict c_, const int32_t *restrict a_, const int32_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_gt_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_gt_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int64: every operand unit-stride */
AK_INLINE void ew_gt_int64_unit_body(int64_t n, uint8_t *restrict c_, const int64_t *restrict a_, const int64_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_gt_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_gt_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* uint8: every operand unit-stride */
AK_INLINE void ew_gt_uint8_unit_body(int64_t n, uint8_t *restrict c_, const uint8_t *restrict a_, const uint8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_gt_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_gt_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* bool: every operand unit-stride */
AK_INLINE void ew_gt_bool_unit_body(int64_t n, uint8_t *restrict c_, const uint8_t *restrict a_, const uint8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_gt_i64(LD_BOOL(a_[k + j]), LD_BOOL(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_gt_i64(LD_BOOL(a_[k]), LD_BOOL(b_[k])));
}

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_gt_half_unit_body(int64_t n, uint8_t *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_gt_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_gt_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_gt_half_unit, (int64_t n, uint8_t *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

static void ew_gt_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_F16, m, b2, (const uint16_t *)p[2] + c);
            ew_gt_half_unit_pick()(m, (uint8_t *)p[0] + c, b1, b2, at);
        }
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_gt_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_gt_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_BF16, m, b2, (const uint16_t *)p[2] + c);
            ew_gt_half_unit_pick()(m, (uint8_t *)p[0] + c, b1, b2, at);
        }
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_gt_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_gt_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_gt_float32_unit_pick()(n, (uint8_t *)p[0], (const float *)p[1], (const float *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_gt_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_gt_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_gt_float64_unit_pick()(n, (uint8_t *)p[0], (const double *)p[1], (const double *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_gt_f64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_gt_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_gt_int8_unit_body(n, (uint8_t *)p[0], (const int8_t *)p[1], (const int8_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const int8_t *a_ = (const int8_t *)p[1];
    const int8_t *b_ = (const int8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_gt_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_gt_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_gt_int16_unit_body(n, (uint8_t *)p[0], (const int16_t *)p[1], (const int16_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const int16_t *a_ = (const int16_t *)p[1];
    const int16_t *b_ = (const int16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_gt_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_gt_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_gt_int32_unit_body(n, (uint8_t *)p[0], (const int32_t *)p[1], (const int32_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const int32_t *a_ = (const int32_t *)p[1];
    const int32_t *b_ = (const int32_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_gt_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_gt_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_gt_int64_unit_body(n, (uint8_t *)p[0], (const int64_t *)p[1], (const int64_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const int64_t *a_ = (const int64_t *)p[1];
    const int64_t *b_ = (const int64_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_gt_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_gt_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_gt_uint8_unit_body(n, (uint8_t *)p[0], (const uint8_t *)p[1], (const uint8_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_gt_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_gt_bool(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_gt_bool_unit_body(n, (uint8_t *)p[0], (const uint8_t *)p[1], (const uint8_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_gt_i64(LD_BOOL(a_[k * s[1]]), LD_BOOL(b_[k * s[2]])));
}

int ak_gt(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b) {
    const ak_tensor *ops[3] = {c, a, b};
    ak_inner fn;
    switch (a->dtype) {
    case AK_F16:
        fn = ew_gt_float16;
        break;
    case AK_BF16:
        fn = ew_gt_bfloat16;
        break;
    case AK_F32:
        fn = ew_gt_float32;
        break;
    case AK_F64:
        fn = ew_gt_float64;
        break;
    case AK_I8:
        fn = ew_gt_int8;
        break;
    case AK_I16:
        fn = ew_gt_int16;
        break;
    case AK_I32:
        fn = ew_gt_int32;
        break;
    case AK_I64:
        fn = ew_gt_int64;
        break;
    case AK_U8:
        fn = ew_gt_uint8;
        break;
    case AK_BOOL:
        fn = ew_gt_bool;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (c->dtype != AK_BOOL) return AK_UNSUPPORTED;
    if (b->dtype != a->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 3, ops, fn, NULL);
    return AK_OK;
}

/* ---- ge: `c = a >= b` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_ge_f32(float a, float b) {
    typedef float C_t;
    return (C_t)(a >= b);
}

AK_INLINE double ew_ge_f64(double a, double b) {
    typedef double C_t;
    return (C_t)(a >= b);
}

AK_INLINE int64_t ew_ge_i64(int64_t a, int64_t b) {
    typedef int64_t C_t;
    return (C_t)(a >= b);
}

/* float32: every operand unit-stride */
AK_INLINE void ew_ge_float32_unit_body(int64_t n, uint8_t *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_ge_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_ge_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_ge_float32_unit, (int64_t n, uint8_t *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_ge_float64_unit_body(int64_t n, uint8_t *restrict c_, const double *restrict a_, const double *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_ge_f64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_ge_f64(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_ge_float64_unit, (int64_t n, uint8_t *c_, const double *a_, const double *b_, const double *at), (n, c_, a_, b_, at))

/* int8: every operand unit-stride */
AK_INLINE void ew_ge_int8_unit_body(int64_t n, uint8_t *restrict c_, const int8_t *restrict a_, const int8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_ge_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_ge_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int16: every operand unit-stride */
AK_INLINE void ew_ge_int16_unit_body(int64_t n, uint8_t *restrict c_, const int16_t *restrict a_, const int16_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_ge_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_ge_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int32: every operand unit-stride */
AK_INLINE void ew_ge_int32_unit_body(int64_t n, uint8_t *restrict c_, const int32_t *restrict a_, const int32_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_ge_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_ge_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int64: every operand unit-stride */
AK_INLINE void ew_ge_int64_unit_body(int64_t n, uint8_t *restrict c_, const int64_t *restrict a_, const int64_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_ge_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_ge_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* uint8: every operand unit-stride */
AK_INLINE void ew_ge_uint8_unit_body(int64_t n, uint8_t *restrict c_, const uint8_t *restrict a_, const uint8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_ge_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_ge_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* bool: every operand unit-stride */
AK_INLINE void ew_ge_bool_unit_body(int64_t n, uint8_t *restrict c_, const uint8_t *restrict a_, const uint8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_ge_i64(LD_BOOL(a_[k + j]), LD_BOOL(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_ge_i64(LD_BOOL(a_[k]), LD_BOOL(b_[k])));
}

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_ge_half_unit_body(int64_t n, uint8_t *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_ge_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_ge_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_ge_half_unit, (int64_t n, uint8_t *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

static void ew_ge_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_F16, m, b2, (const uint16_t *)p[2] + c);
            ew_ge_half_unit_pick()(m, (uint8_t *)p[0] + c, b1, b2, at);
        }
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_ge_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_ge_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_BF16, m, b2, (const uint16_t *)p[2] + c);
            ew_ge_half_unit_pick()(m, (uint8_t *)p[0] + c, b1, b2, at);
        }
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_ge_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_ge_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_ge_float32_unit_pick()(n, (uint8_t *)p[0], (const float *)p[1], (const float *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_ge_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_ge_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_ge_float64_unit_pick()(n, (uint8_t *)p[0], (const double *)p[1], (const double *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_ge_f64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_ge_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_ge_int8_unit_body(n, (uint8_t *)p[0], (const int8_t *)p[1], (const int8_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const int8_t *a_ = (const int8_t *)p[1];
    const int8_t *b_ = (const int8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_ge_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_ge_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_ge_int16_unit_body(n, (uint8_t *)p[0], (const int16_t *)p[1], (const int16_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const int16_t *a_ = (const int16_t *)p[1];
    const int16_t *b_ = (const int16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_ge_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_ge_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_ge_int32_unit_body(n, (uint8_t *)p[0], (const int32_t *)p[1], (const int32_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const int32_t *a_ = (const int32_t *)p[1];
    const int32_t *b_ = (const int32_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_ge_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_ge_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_ge_int64_unit_body(n, (uint8_t *)p[0], (const int64_t *)p[1], (const int64_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const int64_t *a_ = (const int64_t *)p[1];
    const int64_t *b_ = (const int64_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_ge_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_ge_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_ge_uint8_unit_body(n, (uint8_t *)p[0], (const uint8_t *)p[1], (const uint8_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_ge_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_ge_bool(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_ge_bool_unit_body(n, (uint8_t *)p[0], (const uint8_t *)p[1], (const uint8_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_ge_i64(LD_BOOL(a_[k * s[1]]), LD_BOOL(b_[k * s[2]])));
}

int ak_ge(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b) {
    const ak_tensor *ops[3] = {c, a, b};
    ak_inner fn;
    switch (a->dtype) {
    case AK_F16:
        fn = ew_ge_float16;
        break;
    case AK_BF16:
        fn = ew_ge_bfloat16;
        break;
    case AK_F32:
        fn = ew_ge_float32;
        break;
    case AK_F64:
        fn = ew_ge_float64;
        break;
    case AK_I8:
        fn = ew_ge_int8;
        break;
    case AK_I16:
        fn = ew_ge_int16;
        break;
    case AK_I32:
        fn = ew_ge_int32;
        break;
    case AK_I64:
        fn = ew_ge_int64;
        break;
    case AK_U8:
        fn = ew_ge_uint8;
        break;
    case AK_BOOL:
        fn = ew_ge_bool;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (c->dtype != AK_BOOL) return AK_UNSUPPORTED;
    if (b->dtype != a->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 3, ops, fn, NULL);
    return AK_OK;
}

/* ---- logical_and: `c = (a != 0) & (b != 0)` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_logical_and_f32(float a, float b) {
    typedef float C_t;
    return (C_t)((a != C(0)) & (b != C(0)));
}

AK_INLINE double ew_logical_and_f64(double a, double b) {
    typedef double C_t;
    return (C_t)((a != C(0)) & (b != C(0)));
}

AK_INLINE int64_t ew_logical_and_i64(int64_t a, int64_t b) {
    typedef int64_t C_t;
    return (C_t)((a != C(0)) & (b != C(0)));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_logical_and_float32_unit_body(int64_t n, uint8_t *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_logical_and_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_logical_and_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_logical_and_float32_unit, (int64_t n, uint8_t *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_logical_and_float64_unit_body(int64_t n, uint8_t *restrict c_, const double *restrict a_, const double *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_logical_and_f64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_logical_and_f64(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_logical_and_float64_unit, (int64_t n, uint8_t *c_, const double *a_, const double *b_, const double *at), (n, c_, a_, b_, at))

/* int8: every operand unit-stride */
AK_INLINE void ew_logical_and_int8_unit_body(int64_t n, uint8_t *restrict c_, const int8_t *restrict a_, const int8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_logical_and_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_logical_and_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int16: every operand unit-stride */
AK_INLINE void ew_logical_and_int16_unit_body(int64_t n, uint8_t *restrict c_, const int16_t *restrict a_, const int16_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_logical_and_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_logical_and_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int32: every operand unit-stride */
AK_INLINE void ew_logical_and_int32_unit_body(int64_t n, uint8_t *restrict c_, const int32_t *restrict a_, const int32_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_logical_and_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_logical_and_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int64: every operand unit-stride */
AK_INLINE void ew_logical_and_int64_unit_body(int64_t n, uint8_t *restrict c_, const int64_t *restrict a_, const int64_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_logical_and_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_logical_and_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* uint8: every operand unit-stride */
AK_INLINE void ew_logical_and_uint8_unit_body(int64_t n, uint8_t *restrict c_, const uint8_t *restrict a_, const uint8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_logical_and_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_logical_and_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* bool: every operand unit-stride */
AK_INLINE void ew_logical_and_bool_unit_body(int64_t n, uint8_t *restrict c_, const uint8_t *restrict a_, const uint8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_logical_and_i64(LD_BOOL(a_[k + j]), LD_BOOL(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_logical_and_i64(LD_BOOL(a_[k]), LD_BOOL(b_[k])));
}

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_logical_and_half_unit_body(int64_t n, uint8_t *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_logical_and_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_logical_and_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_logical_and_half_unit, (int64_t n, uint8_t *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

static void ew_logical_and_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_F16, m, b2, (const uint16_t *)p[2] + c);
            ew_logical_and_half_unit_pick()(m, (uint8_t *)p[0] + c, b1, b2, at);
        }
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_and_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_logical_and_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_BF16, m, b2, (const uint16_t *)p[2] + c);
            ew_logical_and_half_unit_pick()(m, (uint8_t *)p[0] + c, b1, b2, at);
        }
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_and_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_logical_and_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_logical_and_float32_unit_pick()(n, (uint8_t *)p[0], (const float *)p[1], (const float *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_and_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_logical_and_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_logical_and_float64_unit_pick()(n, (uint8_t *)p[0], (const double *)p[1], (const double *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_and_f64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_logical_and_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_logical_and_int8_unit_body(n, (uint8_t *)p[0], (const int8_t *)p[1], (const int8_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const int8_t *a_ = (const int8_t *)p[1];
    const int8_t *b_ = (const int8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_and_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_logical_and_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_logical_and_int16_unit_body(n, (uint8_t *)p[0], (const int16_t *)p[1], (const int16_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const int16_t *a_ = (const int16_t *)p[1];
    const int16_t *b_ = (const int16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_and_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_logical_and_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_logical_and_int32_unit_body(n, (uint8_t *)p[0], (const int32_t *)p[1], (const int32_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const int32_t *a_ = (const int32_t *)p[1];
    const int32_t *b_ = (const int32_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_and_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_logical_and_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_logical_and_int64_unit_body(n, (uint8_t *)p[0], (const int64_t *)p[1], (const int64_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const int64_t *a_ = (const int64_t *)p[1];
    const int64_t *b_ = (const int64_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_and_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_logical_and_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_logical_and_uint8_unit_body(n, (uint8_t *)p[0], (const uint8_t *)p[1], (const uint8_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_and_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_logical_and_bool(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_logical_and_bool_unit_body(n, (uint8_t *)p[0], (const uint8_t *)p[1], (const uint8_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_and_i64(LD_BOOL(a_[k * s[1]]), LD_BOOL(b_[k * s[2]])));
}

int ak_logical_and(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b) {
    const ak_tensor *ops[3] = {c, a, b};
    ak_inner fn;
    switch (a->dtype) {
    case AK_F16:
        fn = ew_logical_and_float16;
        break;
    case AK_BF16:
        fn = ew_logical_and_bfloat16;
        break;
    case AK_F32:
        fn = ew_logical_and_float32;
        break;
    case AK_F64:
        fn = ew_logical_and_float64;
        break;
    case AK_I8:
        fn = ew_logical_and_int8;
        break;
    case AK_I16:
        fn = ew_logical_and_int16;
        break;
    case AK_I32:
        fn = ew_logical_and_int32;
        break;
    case AK_I64:
        fn = ew_logical_and_int64;
        break;
    case AK_U8:
        fn = ew_logical_and_uint8;
        break;
    case AK_BOOL:
        fn = ew_logical_and_bool;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (c->dtype != AK_BOOL) return AK_UNSUPPORTED;
    if (b->dtype != a->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 3, ops, fn, NULL);
    return AK_OK;
}

/* ---- logical_or: `c = (a != 0) | (b != 0)` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_logical_or_f32(float a, float b) {
    typedef float C_t;
    return (C_t)((a != C(0)) | (b != C(0)));
}

AK_INLINE double ew_logical_or_f64(double a, double b) {
    typedef double C_t;
    return (C_t)((a != C(0)) | (b != C(0)));
}

AK_INLINE int64_t ew_logical_or_i64(int64_t a, int64_t b) {
    typedef int64_t C_t;
    return (C_t)((a != C(0)) | (b != C(0)));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_logical_or_float32_unit_body(int64_t n, uint8_t *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_logical_or_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_logical_or_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_logical_or_float32_unit, (int64_t n, uint8_t *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_logical_or_float64_unit_body(int64_t n, uint8_t *restrict c_, const double *restrict a_, const double *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_logical_or_f64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_logical_or_f64(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_logical_or_float64_unit, (int64_t n, uint8_t *c_, const double *a_, const double *b_, const double *at), (n, c_, a_, b_, at))

/* int8: every operand unit-stride */
AK_INLINE void ew_logical_or_int8_unit_body(int64_t n, uint8_t *restrict c_, const int8_t *restrict a_, const int8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_logical_or_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_logical_or_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int16: every operand unit-stride */
AK_INLINE void ew_logical_or_int16_unit_body(int64_t n, uint8_t *restrict c_, const int16_t *restrict a_, const int16_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_logical_or_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_logical_or_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int32: every operand unit-stride */
AK_INLINE void ew_logical_or_int32_unit_body(int64_t n, uint8_t *restrict c_, const int32_t *restrict a_, const int32_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_logical_or_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_logical_or_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int64: every operand unit-stride */
AK_INLINE void ew_logical_or_int64_unit_body(int64_t n, uint8_t *restrict c_, const int64_t *restrict a_, const int64_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_logical_or_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_logical_or_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* uint8: every operand unit-stride */
AK_INLINE void ew_logical_or_uint8_unit_body(int64_t n, uint8_t *restrict c_, const uint8_t *restrict a_, const uint8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_logical_or_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_logical_or_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* bool: every operand unit-stride */
AK_INLINE void ew_logical_or_bool_unit_body(int64_t n, uint8_t *restrict c_, const uint8_t *restrict a_, const uint8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_logical_or_i64(LD_BOOL(a_[k + j]), LD_BOOL(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_logical_or_i64(LD_BOOL(a_[k]), LD_BOOL(b_[k])));
}

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_logical_or_half_unit_body(int64_t n, uint8_t *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_logical_or_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_logical_or_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_logical_or_half_unit, (int64_t n, uint8_t *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

static void ew_logical_or_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_F16, m, b2, (const uint16_t *)p[2] + c);
            ew_logical_or_half_unit_pick()(m, (uint8_t *)p[0] + c, b1, b2, at);
        }
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_or_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_logical_or_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_BF16, m, b2, (const uint16_t *)p[2] + c);
            ew_logical_or_half_unit_pick()(m, (uint8_t *)p[0] + c, b1, b2, at);
        }
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_or_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_logical_or_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_logical_or_float32_unit_pick()(n, (uint8_t *)p[0], (const float *)p[1], (const float *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_or_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_logical_or_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_logical_or_float64_unit_pick()(n, (uint8_t *)p[0], (const double *)p[1], (const double *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_or_f64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_logical_or_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_logical_or_int8_unit_body(n, (uint8_t *)p[0], (const int8_t *)p[1], (const int8_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const int8_t *a_ = (const int8_t *)p[1];
    const int8_t *b_ = (const int8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_or_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_logical_or_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_logical_or_int16_unit_body(n, (uint8_t *)p[0], (const int16_t *)p[1], (const int16_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const int16_t *a_ = (const int16_t *)p[1];
    const int16_t *b_ = (const int16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_or_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_logical_or_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_logical_or_int32_unit_body(n, (uint8_t *)p[0], (const int32_t *)p[1], (const int32_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const int32_t *a_ = (const int32_t *)p[1];
    const int32_t *b_ = (const int32_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_or_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_logical_or_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_logical_or_int64_unit_body(n, (uint8_t *)p[0], (const int64_t *)p[1], (const int64_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const int64_t *a_ = (const int64_t *)p[1];
    const int64_t *b_ = (const int64_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_or_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_logical_or_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_logical_or_uint8_unit_body(n, (uint8_t *)p[0], (const uint8_t *)p[1], (const uint8_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_or_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_logical_or_bool(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_logical_or_bool_unit_body(n, (uint8_t *)p[0], (const uint8_t *)p[1], (const uint8_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_or_i64(LD_BOOL(a_[k * s[1]]), LD_BOOL(b_[k * s[2]])));
}

int ak_logical_or(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b) {
    const ak_tensor *ops[3] = {c, a, b};
    ak_inner fn;
    switch (a->dtype) {
    case AK_F16:
        fn = ew_logical_or_float16;
        break;
    case AK_BF16:
        fn = ew_logical_or_bfloat16;
        break;
    case AK_F32:
        fn = ew_logical_or_float32;
        break;
    case AK_F64:
        fn = ew_logical_or_float64;
        break;
    case AK_I8:
        fn = ew_logical_or_int8;
        break;
    case AK_I16:
        fn = ew_logical_or_int16;
        break;
    case AK_I32:
        fn = ew_logical_or_int32;
        break;
    case AK_I64:
        fn = ew_logical_or_int64;
        break;
    case AK_U8:
        fn = ew_logical_or_uint8;
        break;
    case AK_BOOL:
        fn = ew_logical_or_bool;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (c->dtype != AK_BOOL) return AK_UNSUPPORTED;
    if (b->dtype != a->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 3, ops, fn, NULL);
    return AK_OK;
}

/* ---- logical_xor: `c = (a != 0) != (b != 0)` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_logical_xor_f32(float a, float b) {
    typedef float C_t;
    return (C_t)((a != C(0)) != (b != C(0)));
}

AK_INLINE double ew_logical_xor_f64(double a, double b) {
    typedef double C_t;
    return (C_t)((a != C(0)) != (b != C(0)));
}

AK_INLINE int64_t ew_logical_xor_i64(int64_t a, int64_t b) {
    typedef int64_t C_t;
    return (C_t)((a != C(0)) != (b != C(0)));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_logical_xor_float32_unit_body(int64_t n, uint8_t *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_logical_xor_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_logical_xor_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_logical_xor_float32_unit, (int64_t n, uint8_t *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_logical_xor_float64_unit_body(int64_t n, uint8_t *restrict c_, const double *restrict a_, const double *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_logical_xor_f64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_logical_xor_f64(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_logical_xor_float64_unit, (int64_t n, uint8_t *c_, const double *a_, const double *b_, const double *at), (n, c_, a_, b_, at))

/* int8: every operand unit-stride */
AK_INLINE void ew_logical_xor_int8_unit_body(int64_t n, uint8_t *restrict c_, const int8_t *restrict a_, const int8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_logical_xor_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_logical_xor_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int16: every operand unit-stride */
AK_INLINE void ew_logical_xor_int16_unit_body(int64_t n, uint8_t *restrict c_, const int16_t *restrict a_, const int16_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_logical_xor_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_logical_xor_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int32: every operand unit-stride */
AK_INLINE void ew_logical_xor_int32_unit_body(int64_t n, uint8_t *restrict c_, const int32_t *restrict a_, const int32_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_logical_xor_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_logical_xor_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int64: every operand unit-stride */
AK_INLINE void ew_logical_xor_int64_unit_body(int64_t n, uint8_t *restrict c_, const int64_t *restrict a_, const int64_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_logical_xor_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_logical_xor_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* uint8: every operand unit-stride */
AK_INLINE void ew_logical_xor_uint8_unit_body(int64_t n, uint8_t *restrict c_, const uint8_t *restrict a_, const uint8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_logical_xor_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_logical_xor_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* bool: every operand unit-stride */
AK_INLINE void ew_logical_xor_bool_unit_body(int64_t n, uint8_t *restrict c_, const uint8_t *restrict a_, const uint8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_logical_xor_i64(LD_BOOL(a_[k + j]), LD_BOOL(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_logical_xor_i64(LD_BOOL(a_[k]), LD_BOOL(b_[k])));
}

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_logical_xor_half_unit_body(int64_t n, uint8_t *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_BOOL(ew_logical_xor_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_BOOL(ew_logical_xor_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_logical_xor_half_unit, (int64_t n, uint8_t *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

static void ew_logical_xor_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_F16, m, b2, (const uint16_t *)p[2] + c);
            ew_logical_xor_half_unit_pick()(m, (uint8_t *)p[0] + c, b1, b2, at);
        }
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_xor_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_logical_xor_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_BF16, m, b2, (const uint16_t *)p[2] + c);
            ew_logical_xor_half_unit_pick()(m, (uint8_t *)p[0] + c, b1, b2, at);
        }
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_xor_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_logical_xor_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_logical_xor_float32_unit_pick()(n, (uint8_t *)p[0], (const float *)p[1], (const float *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_xor_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_logical_xor_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_logical_xor_float64_unit_pick()(n, (uint8_t *)p[0], (const double *)p[1], (const double *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_xor_f64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_logical_xor_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_logical_xor_int8_unit_body(n, (uint8_t *)p[0], (const int8_t *)p[1], (const int8_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const int8_t *a_ = (const int8_t *)p[1];
    const int8_t *b_ = (const int8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_xor_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_logical_xor_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_logical_xor_int16_unit_body(n, (uint8_t *)p[0], (const int16_t *)p[1], (const int16_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const int16_t *a_ = (const int16_t *)p[1];
    const int16_t *b_ = (const int16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_xor_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_logical_xor_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_logical_xor_int32_unit_body(n, (uint8_t *)p[0], (const int32_t *)p[1], (const int32_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const int32_t *a_ = (const int32_t *)p[1];
    const int32_t *b_ = (const int32_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_xor_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_logical_xor_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_logical_xor_int64_unit_body(n, (uint8_t *)p[0], (const int64_t *)p[1], (const int64_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const int64_t *a_ = (const int64_t *)p[1];
    const int64_t *b_ = (const int64_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_xor_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_logical_xor_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_logical_xor_uint8_unit_body(n, (uint8_t *)p[0], (const uint8_t *)p[1], (const uint8_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_xor_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_logical_xor_bool(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_logical_xor_bool_unit_body(n, (uint8_t *)p[0], (const uint8_t *)p[1], (const uint8_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_xor_i64(LD_BOOL(a_[k * s[1]]), LD_BOOL(b_[k * s[2]])));
}

int ak_logical_xor(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b) {
    const ak_tensor *ops[3] = {c, a, b};
    ak_inner fn;
    switch (a->dtype) {
    case AK_F16:
        fn = ew_logical_xor_float16;
        break;
    case AK_BF16:
        fn = ew_logical_xor_bfloat16;
        break;
    case AK_F32:
        fn = ew_logical_xor_float32;
        break;
    case AK_F64:
        fn = ew_logical_xor_float64;
        break;
    case AK_I8:
        fn = ew_logical_xor_int8;
        break;
    case AK_I16:
        fn = ew_logical_xor_int16;
        break;
    case AK_I32:
        fn = ew_logical_xor_int32;
        break;
    case AK_I64:
        fn = ew_logical_xor_int64;
        break;
    case AK_U8:
        fn = ew_logical_xor_uint8;
        break;
    case AK_BOOL:
        fn = ew_logical_xor_bool;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (c->dtype != AK_BOOL) return AK_UNSUPPORTED;
    if (b->dtype != a->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 3, ops, fn, NULL);
    return AK_OK;
}

/* ---- where: `y = np.where(cond != 0, a, b)` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_where_f32(float cond, float a, float b) {
    typedef float C_t;
    return (C_t)(cond ? a : b);
}

AK_INLINE double ew_where_f64(double cond, double a, double b) {
    typedef double C_t;
    return (C_t)(cond ? a : b);
}

AK_INLINE int64_t ew_where_i64(int64_t cond, int64_t a, int64_t b) {
    typedef int64_t C_t;
    return (C_t)(cond ? a : b);
}

/* float32: every operand unit-stride */
AK_INLINE void ew_where_float32_unit_body(int64_t n, float *restrict y_, const uint8_t *restrict cond_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_where_f32(LD_BOOL(cond_[k + j]), LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_where_f32(LD_BOOL(cond_[k]), LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_where_float32_unit, (int64_t n, float *y_, const uint8_t *cond_, const float *a_, const float *b_, const double *at), (n, y_, cond_, a_, b_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_where_float64_unit_body(int64_t n, double *restrict y_, const uint8_t *restrict cond_, const double *restrict a_, const double *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_where_f64(LD_BOOL(cond_[k + j]), LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_where_f64(LD_BOOL(cond_[k]), LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_where_float64_unit, (int64_t n, double *y_, const uint8_t *cond_, const double *a_, const double *b_, const double *at), (n, y_, cond_, a_, b_, at))

/* int8: every operand unit-stride */
AK_INLINE void ew_where_int8_unit_body(int64_t n, int8_t *restrict y_, const uint8_t *restrict cond_, const int8_t *restrict a_, const int8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_where_i64(LD_BOOL(cond_[k + j]), LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_where_i64(LD_BOOL(cond_[k]), LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int16: every operand unit-stride */
AK_INLINE void ew_where_int16_unit_body(int64_t n, int16_t *restrict y_, const uint8_t *restrict cond_, const int16_t *restrict a_, const int16_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_where_i64(LD_BOOL(cond_[k + j]), LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_where_i64(LD_BOOL(cond_[k]), LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int32: every operand unit-stride */
AK_INLINE void ew_where_int32_unit_body(int64_t n, int32_t *restrict y_, const uint8_t *restrict cond_, const int32_t *restrict a_, const int32_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_where_i64(LD_BOOL(cond_[k + j]), LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_where_i64(LD_BOOL(cond_[k]), LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int64: every operand unit-stride */
AK_INLINE void ew_where_int64_unit_body(int64_t n, int64_t *restrict y_, const uint8_t *restrict cond_, const int64_t *restrict a_, const int64_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_where_i64(LD_BOOL(cond_[k + j]), LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_where_i64(LD_BOOL(cond_[k]), LD_ID(a_[k]), LD_ID(b_[k])));
}

/* uint8: every operand unit-stride */
AK_INLINE void ew_where_uint8_unit_body(int64_t n, uint8_t *restrict y_, const uint8_t *restrict cond_, const uint8_t *restrict a_, const uint8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_where_i64(LD_BOOL(cond_[k + j]), LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_where_i64(LD_BOOL(cond_[k]), LD_ID(a_[k]), LD_ID(b_[k])));
}

/* bool: every operand unit-stride */
AK_INLINE void ew_where_bool_unit_body(int64_t n, uint8_t *restrict y_, const uint8_t *restrict cond_, const uint8_t *restrict a_, const uint8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_BOOL(ew_where_i64(LD_BOOL(cond_[k + j]), LD_BOOL(a_[k + j]), LD_BOOL(b_[k + j])));
    for (; k < n; k++) y_[k] = ST_BOOL(ew_where_i64(LD_BOOL(cond_[k]), LD_BOOL(a_[k]), LD_BOOL(b_[k])));
}

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_where_half_unit_body(int64_t n, float *restrict y_, const uint8_t *restrict cond_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_where_f32(LD_BOOL(cond_[k + j]), LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_where_f32(LD_BOOL(cond_[k]), LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_where_half_unit, (int64_t n, float *y_, const uint8_t *cond_, const float *a_, const float *b_, const double *at), (n, y_, cond_, a_, b_, at))

static void ew_where_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 4)) {
        float b0[AK_CHUNK];
        float b2[AK_CHUNK];
        float b3[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b2, (const uint16_t *)p[2] + c);
            ak_load_f32(AK_F16, m, b3, (const uint16_t *)p[3] + c);
            ew_where_half_unit_pick()(m, b0, (const uint8_t *)p[1] + c, b2, b3, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint8_t *cond_ = (const uint8_t *)p[1];
    const uint16_t *a_ = (const uint16_t *)p[2];
    const uint16_t *b_ = (const uint16_t *)p[3];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_where_f32(LD_BOOL(cond_[k * s[1]]), LD_H(a_[k * s[2]]), LD_H(b_[k * s[3]])));
}

static void ew_where_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 4)) {
        float b0[AK_CHUNK];
        float b2[AK_CHUNK];
        float b3[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b2, (const uint16_t *)p[2] + c);
            ak_load_f32(AK_BF16, m, b3, (const uint16_t *)p[3] + c);
            ew_where_half_unit_pick()(m, b0, (const uint8_t *)p[1] + c, b2, b3, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint8_t *cond_ = (const uint8_t *)p[1];
    const uint16_t *a_ = (const uint16_t *)p[2];
    const uint16_t *b_ = (const uint16_t *)p[3];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_where_f32(LD_BOOL(cond_[k * s[1]]), LD_B(a_[k * s[2]]), LD_B(b_[k * s[3]])));
}

static void ew_where_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 4)) {
        ew_where_float32_unit_pick()(n, (float *)p[0], (const uint8_t *)p[1], (const float *)p[2], (const float *)p[3], at);
        return;
    }
    float *o = (float *)p[0];
    const uint8_t *cond_ = (const uint8_t *)p[1];
    const float *a_ = (const float *)p[2];
    const float *b_ = (const float *)p[3];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_where_f32(LD_BOOL(cond_[k * s[1]]), LD_ID(a_[k * s[2]]), LD_ID(b_[k * s[3]])));
}

static void ew_where_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 4)) {
        ew_where_float64_unit_pick()(n, (double *)p[0], (const uint8_t *)p[1], (const double *)p[2], (const double *)p[3], at);
        return;
    }
    double *o = (double *)p[0];
    const uint8_t *cond_ = (const uint8_t *)p[1];
    const double *a_ = (const double *)p[2];
    const double *b_ = (const double *)p[3];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_where_f64(LD_BOOL(cond_[k * s[1]]), LD_ID(a_[k * s[2]]), LD_ID(b_[k * s[3]])));
}

static void ew_where_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 4)) {
        ew_where_int8_unit_body(n, (int8_t *)p[0], (const uint8_t *)p[1], (const int8_t *)p[2], (const int8_t *)p[3], at);
        return;
    }
    int8_t *o = (int8_t *)p[0];
    const uint8_t *cond_ = (const uint8_t *)p[1];
    const int8_t *a_ = (const int8_t *)p[2];
    const int8_t *b_ = (const int8_t *)p[3];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_where_i64(LD_BOOL(cond_[k * s[1]]), LD_ID(a_[k * s[2]]), LD_ID(b_[k * s[3]])));
}

static void ew_where_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 4)) {
        ew_where_int16_unit_body(n, (int16_t *)p[0], (const uint8_t *)p[1], (const int16_t *)p[2], (const int16_t *)p[3], at);
        return;
    }
    int16_t *o = (int16_t *)p[0];
    const uint8_t *cond_ = (const uint8_t *)p[1];
    const int16_t *a_ = (const int16_t *)p[2];
    const int16_t *b_ = (const int16_t *)p[3];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_where_i64(LD_BOOL(cond_[k * s[1]]), LD_ID(a_[k * s[2]]), LD_ID(b_[k * s[3]])));
}

static void ew_where_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 4)) {
        ew_where_int32_unit_body(n, (int32_t *)p[0], (const uint8_t *)p[1], (const int32_t *)p[2], (const int32_t *)p[3], at);
        return;
    }
    int32_t *o = (int32_t *)p[0];
    const uint8_t *cond_ = (const uint8_t *)p[1];
    const int32_t *a_ = (const int32_t *)p[2];
    const int32_t *b_ = (const int32_t *)p[3];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_where_i64(LD_BOOL(cond_[k * s[1]]), LD_ID(a_[k * s[2]]), LD_ID(b_[k * s[3]])));
}

static void ew_where_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 4)) {
        ew_where_int64_unit_body(n, (int64_t *)p[0], (const uint8_t *)p[1], (const int64_t *)p[2], (const int64_t *)p[3], at);
        return;
    }
    int64_t *o = (int64_t *)p[0];
    const uint8_t *cond_ = (const uint8_t *)p[1];
    const int64_t *a_ = (const int64_t *)p[2];
    const int64_t *b_ = (const int64_t *)p[3];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_where_i64(LD_BOOL(cond_[k * s[1]]), LD_ID(a_[k * s[2]]), LD_ID(b_[k * s[3]])));
}

static void ew_where_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 4)) {
        ew_where_uint8_unit_body(n, (uint8_t *)p[0], (const uint8_t *)p[1], (const uint8_t *)p[2], (const uint8_t *)p[3], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *cond_ = (const uint8_t *)p[1];
    const uint8_t *a_ = (const uint8_t *)p[2];
    const uint8_t *b_ = (const uint8_t *)p[3];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_where_i64(LD_BOOL(cond_[k * s[1]]), LD_ID(a_[k * s[2]]), LD_ID(b_[k * s[3]])));
}

static void ew_where_bool(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 4)) {
        ew_where_bool_unit_body(n, (uint8_t *)p[0], (const uint8_t *)p[1], (const uint8_t *)p[2], (const uint8_t *)p[3], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *cond_ = (const uint8_t *)p[1];
    const uint8_t *a_ = (const uint8_t *)p[2];
    const uint8_t *b_ = (const uint8_t *)p[3];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_where_i64(LD_BOOL(cond_[k * s[1]]), LD_BOOL(a_[k * s[2]]), LD_BOOL(b_[k * s[3]])));
}

int ak_where(const ak_exec *ex, const ak_tensor *y, const ak_tensor *cond, const ak_tensor *a, const ak_tensor *b) {
    const ak_tensor *ops[4] = {y, cond, a, b};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_where_float16;
        break;
    case AK_BF16:
        fn = ew_where_bfloat16;
        break;
    case AK_F32:
        fn = ew_where_float32;
        break;
    case AK_F64:
        fn = ew_where_float64;
        break;
    case AK_I8:
        fn = ew_where_int8;
        break;
    case AK_I16:
        fn = ew_where_int16;
        break;
    case AK_I32:
        fn = ew_where_int32;
        break;
    case AK_I64:
        fn = ew_where_int64;
        break;
    case AK_U8:
        fn = ew_where_uint8;
        break;
    case AK_BOOL:
        fn = ew_where_bool;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (cond->dtype != AK_BOOL) return AK_UNSUPPORTED;
    if (a->dtype != y->dtype) return AK_UNSUPPORTED;
    if (b->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 4, ops, fn, NULL);
    return AK_OK;
}

/* ---- lerp: `y = start + weight * (end - start)`, from the nearer end (torch.lerp: exact at weight 0 and 1). */

AK_INLINE float ew_lerp_f32(float start, float end, float weight) {
    typedef float C_t;
    return (C_t)(weight < C(0.5) ? start + weight * (end - start) : end - (end - start) * (C(1) - weight));
}

AK_INLINE double ew_lerp_f64(double start, double end, double weight) {
    typedef double C_t;
    return (C_t)(weight < C(0.5) ? start + weight * (end - start) : end - (end - start) * (C(1) - weight));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_lerp_float32_unit_body(int64_t n, float *restrict y_, const float *restrict start_, const float *restrict end_, const float *restrict weight_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_lerp_f32(LD_ID(start_[k + j]), LD_ID(end_[k + j]), LD_ID(weight_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_lerp_f32(LD_ID(start_[k]), LD_ID(end_[k]), LD_ID(weight_[k])));
}
AK_ISA_BUILDS(ew_lerp_float32_unit, (int64_t n, float *y_, const float *start_, const float *end_, const float *weight_, const double *at), (n, y_, start_, end_, weight_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_lerp_float64_unit_body(int64_t n, double *restrict y_, const double *restrict start_, const double *restrict end_, const double *restrict weight_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_lerp_f64(LD_ID(start_[k + j]), LD_ID(end_[k + j]), LD_ID(weight_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_lerp_f64(LD_ID(start_[k]), LD_ID(end_[k]), LD_ID(weight_[k])));
}
AK_ISA_BUILDS(ew_lerp_float64_unit, (int64_t n, double *y_, const double *start_, const double *end_, const double *weight_, const double *at), (n, y_, start_, end_, weight_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_lerp_half_unit_body(int64_t n, float *restrict y_, const float *restrict start_, const float *restrict end_, const float *restrict weight_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_lerp_f32(LD_ID(start_[k + j]), LD_ID(end_[k + j]), LD_ID(weight_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_lerp_f32(LD_ID(start_[k]), LD_ID(end_[k]), LD_ID(weight_[k])));
}
AK_ISA_BUILDS(ew_lerp_half_unit, (int64_t n, float *y_, const float *start_, const float *end_, const float *weight_, const double *at), (n, y_, start_, end_, weight_, at))

static void ew_lerp_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 4)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        float b3[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_F16, m, b2, (const uint16_t *)p[2] + c);
            ak_load_f32(AK_F16, m, b3, (const uint16_t *)p[3] + c);
            ew_lerp_half_unit_pick()(m, b0, b1, b2, b3, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *start_ = (const uint16_t *)p[1];
    const uint16_t *end_ = (const uint16_t *)p[2];
    const uint16_t *weight_ = (const uint16_t *)p[3];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_lerp_f32(LD_H(start_[k * s[1]]), LD_H(end_[k * s[2]]), LD_H(weight_[k * s[3]])));
}

static void ew_lerp_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 4)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        float b3[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_BF16, m, b2, (const uint16_t *)p[2] + c);
            ak_load_f32(AK_BF16, m, b3, (const uint16_t *)p[3] + c);
            ew_lerp_half_unit_pick()(m, b0, b1, b2, b3, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *start_ = (const uint16_t *)p[1];
    const uint16_t *end_ = (const uint16_t *)p[2];
    const uint16_t *weight_ = (const uint16_t *)p[3];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_lerp_f32(LD_B(start_[k * s[1]]), LD_B(end_[k * s[2]]), LD_B(weight_[k * s[3]])));
}

static void ew_lerp_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 4)) {
        ew_lerp_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], (const float *)p[2], (const float *)p[3], at);
        return;
    }
    float *o = (float *)p[0];
    const float *start_ = (const float *)p[1];
    const float *end_ = (const float *)p[2];
    const float *weight_ = (const float *)p[3];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_lerp_f32(LD_ID(start_[k * s[1]]), LD_ID(end_[k * s[2]]), LD_ID(weight_[k * s[3]])));
}

static void ew_lerp_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 4)) {
        ew_lerp_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], (const double *)p[2], (const double *)p[3], at);
        return;
    }
    double *o = (double *)p[0];
    const double *start_ = (const double *)p[1];
    const double *end_ = (const double *)p[2];
    const double *weight_ = (const double *)p[3];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_lerp_f64(LD_ID(start_[k * s[1]]), LD_ID(end_[k * s[2]]), LD_ID(weight_[k * s[3]])));
}

int ak_lerp(const ak_exec *ex, const ak_tensor *y, const ak_tensor *start, const ak_tensor *end, const ak_tensor *weight) {
    const ak_tensor *ops[4] = {y, start, end, weight};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_lerp_float16;
        break;
    case AK_BF16:
        fn = ew_lerp_bfloat16;
        break;
    case AK_F32:
        fn = ew_lerp_float32;
        break;
    case AK_F64:
        fn = ew_lerp_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (start->dtype != y->dtype) return AK_UNSUPPORTED;
    if (end->dtype != y->dtype) return AK_UNSUPPORTED;
    if (weight->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 4, ops, fn, NULL);
    return AK_OK;
}

/* ---- addcmul: `y = x + value * t1 * t2` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_addcmul_f32(float x, float t1, float t2, float value) {
    typedef float C_t;
    return (C_t)(x + value * t1 * t2);
}

AK_INLINE double ew_addcmul_f64(double x, double t1, double t2, double value) {
    typedef double C_t;
    return (C_t)(x + value * t1 * t2);
}

/* float32: every operand unit-stride */
AK_INLINE void ew_addcmul_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const float *restrict t1_, const float *restrict t2_, const double *at) {
    const float value = (float)(at[0]);
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_addcmul_f32(LD_ID(x_[k + j]), LD_ID(t1_[k + j]), LD_ID(t2_[k + j]), value));
    for (; k < n; k++) y_[k] = ST_ID(ew_addcmul_f32(LD_ID(x_[k]), LD_ID(t1_[k]), LD_ID(t2_[k]), value));
}
AK_ISA_BUILDS(ew_addcmul_float32_unit, (int64_t n, float *y_, const float *x_, const float *t1_, const float *t2_, const double *at), (n, y_, x_, t1_, t2_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_addcmul_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *restrict t1_, const double *restrict t2_, const double *at) {
    const double value = (double)(at[0]);
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_addcmul_f64(LD_ID(x_[k + j]), LD_ID(t1_[k + j]), LD_ID(t2_[k + j]), value));
    for (; k < n; k++) y_[k] = ST_ID(ew_addcmul_f64(LD_ID(x_[k]), LD_ID(t1_[k]), LD_ID(t2_[k]), value));
}
AK_ISA_BUILDS(ew_addcmul_float64_unit, (int64_t n, double *y_, const double *x_, const double *t1_, const double *t2_, const double *at), (n, y_, x_, t1_, t2_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_addcmul_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const float *restrict t1_, const float *restrict t2_, const double *at) {
    const float value = (float)(at[0]);
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_addcmul_f32(LD_ID(x_[k + j]), LD_ID(t1_[k + j]), LD_ID(t2_[k + j]), value));
    for (; k < n; k++) y_[k] = ST_ID(ew_addcmul_f32(LD_ID(x_[k]), LD_ID(t1_[k]), LD_ID(t2_[k]), value));
}
AK_ISA_BUILDS(ew_addcmul_half_unit, (int64_t n, float *y_, const float *x_, const float *t1_, const float *t2_, const double *at), (n, y_, x_, t1_, t2_, at))

static void ew_addcmul_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 4)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        float b3[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_F16, m, b2, (const uint16_t *)p[2] + c);
            ak_load_f32(AK_F16, m, b3, (const uint16_t *)p[3] + c);
            ew_addcmul_half_unit_pick()(m, b0, b1, b2, b3, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    const uint16_t *t1_ = (const uint16_t *)p[2];
    const uint16_t *t2_ = (const uint16_t *)p[3];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_addcmul_f32(LD_H(x_[k * s[1]]), LD_H(t1_[k * s[2]]), LD_H(t2_[k * s[3]]), (float)(at[0])));
}

static void ew_addcmul_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 4)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        float b3[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_BF16, m, b2, (const uint16_t *)p[2] + c);
            ak_load_f32(AK_BF16, m, b3, (const uint16_t *)p[3] + c);
            ew_addcmul_half_unit_pick()(m, b0, b1, b2, b3, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    const uint16_t *t1_ = (const uint16_t *)p[2];
    const uint16_t *t2_ = (const uint16_t *)p[3];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_addcmul_f32(LD_B(x_[k * s[1]]), LD_B(t1_[k * s[2]]), LD_B(t2_[k * s[3]]), (float)(at[0])));
}

static void ew_addcmul_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 4)) {
        ew_addcmul_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], (const float *)p[2], (const float *)p[3], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    const float *t1_ = (const float *)p[2];
    const float *t2_ = (const float *)p[3];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_addcmul_f32(LD_ID(x_[k * s[1]]), LD_ID(t1_[k * s[2]]), LD_ID(t2_[k * s[3]]), (float)(at[0])));
}

static void ew_addcmul_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 4)) {
        ew_addcmul_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], (const double *)p[2], (const double *)p[3], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    const double *t1_ = (const double *)p[2];
    const double *t2_ = (const double *)p[3];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_addcmul_f64(LD_ID(x_[k * s[1]]), LD_ID(t1_[k * s[2]]), LD_ID(t2_[k * s[3]]), (double)(at[0])));
}

int ak_addcmul(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const ak_tensor *t1, const ak_tensor *t2, float value) {
    const ak_tensor *ops[4] = {y, x, t1, t2};
    const double at[1] = {value};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_addcmul_float16;
        break;
    case AK_BF16:
        fn = ew_addcmul_bfloat16;
        break;
    case AK_F32:
        fn = ew_addcmul_float32;
        break;
    case AK_F64:
        fn = ew_addcmul_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    if (t1->dtype != y->dtype) return AK_UNSUPPORTED;
    if (t2->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 4, ops, fn, at);
    return AK_OK;
}

/* ---- addcdiv: `y = x + value * t1 / t2` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_addcdiv_f32(float x, float t1, float t2, float value) {
    typedef float C_t;
    return (C_t)(x + value * t1 / t2);
}

AK_INLINE double ew_addcdiv_f64(double x, double t1, double t2, double value) {
    typedef double C_t;
    return (C_t)(x + value * t1 / t2);
}

/* float32: every operand unit-stride */
AK_INLINE void ew_addcdiv_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const float *restrict t1_, const float *restrict t2_, const double *at) {
    const float value = (float)(at[0]);
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_addcdiv_f32(LD_ID(x_[k + j]), LD_ID(t1_[k + j]), LD_ID(t2_[k + j]), value));
    for (; k < n; k++) y_[k] = ST_ID(ew_addcdiv_f32(LD_ID(x_[k]), LD_ID(t1_[k]), LD_ID(t2_[k]), value));
}
AK_ISA_BUILDS(ew_addcdiv_float32_unit, (int64_t n, float *y_, const float *x_, const float *t1_, const float *t2_, const double *at), (n, y_, x_, t1_, t2_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_addcdiv_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *restrict t1_, const double *restrict t2_, const double *at) {
    const double value = (double)(at[0]);
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_addcdiv_f64(LD_ID(x_[k + j]), LD_ID(t1_[k + j]), LD_ID(t2_[k + j]), value));
    for (; k < n; k++) y_[k] = ST_ID(ew_addcdiv_f64(LD_ID(x_[k]), LD_ID(t1_[k]), LD_ID(t2_[k]), value));
}
AK_ISA_BUILDS(ew_addcdiv_float64_unit, (int64_t n, double *y_, const double *x_, const double *t1_, const double *t2_, const double *at), (n, y_, x_, t1_, t2_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_addcdiv_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const float *restrict t1_, const float *restrict t2_, const double *at) {
    const float value = (float)(at[0]);
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_addcdiv_f32(LD_ID(x_[k + j]), LD_ID(t1_[k + j]), LD_ID(t2_[k + j]), value));
    for (; k < n; k++) y_[k] = ST_ID(ew_addcdiv_f32(LD_ID(x_[k]), LD_ID(t1_[k]), LD_ID(t2_[k]), value));
}
AK_ISA_BUILDS(ew_addcdiv_half_unit, (int64_t n, float *y_, const float *x_, const float *t1_, const float *t2_, const double *at), (n, y_, x_, t1_, t2_, at))

static void ew_addcdiv_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 4)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        float b3[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_F16, m, b2, (const uint16_t *)p[2] + c);
            ak_load_f32(AK_F16, m, b3, (const uint16_t *)p[3] + c);
            ew_addcdiv_half_unit_pick()(m, b0, b1, b2, b3, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    const uint16_t *t1_ = (const uint16_t *)p[2];
    const uint16_t *t2_ = (const uint16_t *)p[3];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_addcdiv_f32(LD_H(x_[k * s[1]]), LD_H(t1_[k * s[2]]), LD_H(t2_[k * s[3]]), (float)(at[0])));
}

static void ew_addcdiv_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 4)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        float b3[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_BF16, m, b2, (const uint16_t *)p[2] + c);
            ak_load_f32(AK_BF16, m, b3, (const uint16_t *)p[3] + c);
            ew_addcdiv_half_unit_pick()(m, b0, b1, b2, b3, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    const uint16_t *t1_ = (const uint16_t *)p[2];
    const uint16_t *t2_ = (const uint16_t *)p[3];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_addcdiv_f32(LD_B(x_[k * s[1]]), LD_B(t1_[k * s[2]]), LD_B(t2_[k * s[3]]), (float)(at[0])));
}

static void ew_addcdiv_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 4)) {
        ew_addcdiv_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], (const float *)p[2], (const float *)p[3], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    const float *t1_ = (const float *)p[2];
    const float *t2_ = (const float *)p[3];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_addcdiv_f32(LD_ID(x_[k * s[1]]), LD_ID(t1_[k * s[2]]), LD_ID(t2_[k * s[3]]), (float)(at[0])));
}

static void ew_addcdiv_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 4)) {
        ew_addcdiv_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], (const double *)p[2], (const double *)p[3], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    const double *t1_ = (const double *)p[2];
    const double *t2_ = (const double *)p[3];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_addcdiv_f64(LD_ID(x_[k * s[1]]), LD_ID(t1_[k * s[2]]), LD_ID(t2_[k * s[3]]), (double)(at[0])));
}

int ak_addcdiv(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const ak_tensor *t1, const ak_tensor *t2, float value) {
    const ak_tensor *ops[4] = {y, x, t1, t2};
    const double at[1] = {value};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_addcdiv_float16;
        break;
    case AK_BF16:
        fn = ew_addcdiv_bfloat16;
        break;
    case AK_F32:
        fn = ew_addcdiv_float32;
        break;
    case AK_F64:
        fn = ew_addcdiv_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    if (t1->dtype != y->dtype) return AK_UNSUPPORTED;
    if (t2->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 4, ops, fn, at);
    return AK_OK;
}

/* ---- relu_backward: `dx = np.where(x > 0, dy, 0.0)` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_relu_backward_f32(float dy, float x) {
    typedef float C_t;
    return (C_t)(x > C(0) ? dy : C(0));
}

AK_INLINE double ew_relu_backward_f64(double dy, double x) {
    typedef double C_t;
    return (C_t)(x > C(0) ? dy : C(0));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_relu_backward_float32_unit_body(int64_t n, float *restrict dx_, const float *restrict dy_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) dx_[k + j] = ST_ID(ew_relu_backward_f32(LD_ID(dy_[k + j]), LD_ID(x_[k + j])));
    for (; k < n; k++) dx_[k] = ST_ID(ew_relu_backward_f32(LD_ID(dy_[k]), LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_relu_backward_float32_unit, (int64_t n, float *dx_, const float *dy_, const float *x_, const double *at), (n, dx_, dy_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_relu_backward_float64_unit_body(int64_t n, double *restrict dx_, const double *restrict dy_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) dx_[k + j] = ST_ID(ew_relu_backward_f64(LD_ID(dy_[k + j]), LD_ID(x_[k + j])));
    for (; k < n; k++) dx_[k] = ST_ID(ew_relu_backward_f64(LD_ID(dy_[k]), LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_relu_backward_float64_unit, (int64_t n, double *dx_, const double *dy_, const double *x_, const double *at), (n, dx_, dy_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_relu_backward_half_unit_body(int64_t n, float *restrict dx_, const float *restrict dy_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) dx_[k + j] = ST_ID(ew_relu_backward_f32(LD_ID(dy_[k + j]), LD_ID(x_[k + j])));
    for (; k < n; k++) dx_[k] = ST_ID(ew_relu_backward_f32(LD_ID(dy_[k]), LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_relu_backward_half_unit, (int64_t n, float *dx_, const float *dy_, const float *x_, const double *at), (n, dx_, dy_, x_, at))

static void ew_relu_backward_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_F16, m, b2, (const uint16_t *)p[2] + c);
            ew_relu_backward_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *dy_ = (const uint16_t *)p[1];
    const uint16_t *x_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_relu_backward_f32(LD_H(dy_[k * s[1]]), LD_H(x_[k * s[2]])));
}

static void ew_relu_backward_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_BF16, m, b2, (const uint16_t *)p[2] + c);
            ew_relu_backward_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *dy_ = (const uint16_t *)p[1];
    const uint16_t *x_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_relu_backward_f32(LD_B(dy_[k * s[1]]), LD_B(x_[k * s[2]])));
}

static void ew_relu_backward_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_relu_backward_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], (const float *)p[2], at);
        return;
    }
    float *o = (float *)p[0];
    const float *dy_ = (const float *)p[1];
    const float *x_ = (const float *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_relu_backward_f32(LD_ID(dy_[k * s[1]]), LD_ID(x_[k * s[2]])));
}

static void ew_relu_backward_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_relu_backward_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], (const double *)p[2], at);
        return;
    }
    double *o = (double *)p[0];
    const double *dy_ = (const double *)p[1];
    const double *x_ = (const double *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_relu_backward_f64(LD_ID(dy_[k * s[1]]), LD_ID(x_[k * s[2]])));
}

int ak_relu_backward(const ak_exec *ex, const ak_tensor *dx, const ak_tensor *dy, const ak_tensor *x) {
    const ak_tensor *ops[3] = {dx, dy, x};
    ak_inner fn;
    switch (dx->dtype) {
    case AK_F16:
        fn = ew_relu_backward_float16;
        break;
    case AK_BF16:
        fn = ew_relu_backward_bfloat16;
        break;
    case AK_F32:
        fn = ew_relu_backward_float32;
        break;
    case AK_F64:
        fn = ew_relu_backward_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (dy->dtype != dx->dtype) return AK_UNSUPPORTED;
    if (x->dtype != dx->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 3, ops, fn, NULL);
    return AK_OK;
}

/* ---- silu_backward: `dx = dy / (1 + np.exp(-x)) * (1 + x * (1 - 1 / (1 + np.exp(-x))))` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_silu_backward_f32(float dy, float x) {
    typedef float C_t;
    return (C_t)(dy / (C(1) + exp(-x)) * (C(1) + x * (C(1) - C(1) / (C(1) + exp(-x)))));
}

AK_INLINE double ew_silu_backward_f64(double dy, double x) {
    typedef double C_t;
    return (C_t)(dy / (C(1) + exp(-x)) * (C(1) + x * (C(1) - C(1) / (C(1) + exp(-x)))));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_silu_backward_float32_unit_body(int64_t n, float *restrict dx_, const float *restrict dy_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) dx_[k + j] = ST_ID(ew_silu_backward_f32(LD_ID(dy_[k + j]), LD_ID(x_[k + j])));
    for (; k < n; k++) dx_[k] = ST_ID(ew_silu_backward_f32(LD_ID(dy_[k]), LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_silu_backward_float32_unit, (int64_t n, float *dx_, const float *dy_, const float *x_, const double *at), (n, dx_, dy_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_silu_backward_float64_unit_body(int64_t n, double *restrict dx_, const double *restrict dy_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) dx_[k + j] = ST_ID(ew_silu_backward_f64(LD_ID(dy_[k + j]), LD_ID(x_[k + j])));
    for (; k < n; k++) dx_[k] = ST_ID(ew_silu_backward_f64(LD_ID(dy_[k]), LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_silu_backward_float64_unit, (int64_t n, double *dx_, const double *dy_, const double *x_, const double *at), (n, dx_, dy_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_silu_backward_half_unit_body(int64_t n, float *restrict dx_, const float *restrict dy_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) dx_[k + j] = ST_ID(ew_silu_backward_f32(LD_ID(dy_[k + j]), LD_ID(x_[k + j])));
    for (; k < n; k++) dx_[k] = ST_ID(ew_silu_backward_f32(LD_ID(dy_[k]), LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_silu_backward_half_unit, (int64_t n, float *dx_, const float *dy_, const float *x_, const double *at), (n, dx_, dy_, x_, at))

static void ew_silu_backward_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_F16, m, b2, (const uint16_t *)p[2] + c);
            ew_silu_backward_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *dy_ = (const uint16_t *)p[1];
    const uint16_t *x_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_silu_backward_f32(LD_H(dy_[k * s[1]]), LD_H(x_[k * s[2]])));
}

static void ew_silu_backward_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_BF16, m, b2, (const uint16_t *)p[2] + c);
            ew_silu_backward_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *dy_ = (const uint16_t *)p[1];
    const uint16_t *x_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_silu_backward_f32(LD_B(dy_[k * s[1]]), LD_B(x_[k * s[2]])));
}

static void ew_silu_backward_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_silu_backward_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], (const float *)p[2], at);
        return;
    }
    float *o = (float *)p[0];
    const float *dy_ = (const float *)p[1];
    const float *x_ = (const float *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_silu_backward_f32(LD_ID(dy_[k * s[1]]), LD_ID(x_[k * s[2]])));
}

static void ew_silu_backward_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_silu_backward_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], (const double *)p[2], at);
        return;
    }
    double *o = (double *)p[0];
    const double *dy_ = (const double *)p[1];
    const double *x_ = (const double *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_silu_backward_f64(LD_ID(dy_[k * s[1]]), LD_ID(x_[k * s[2]])));
}

int ak_silu_backward(const ak_exec *ex, const ak_tensor *dx, const ak_tensor *dy, const ak_tensor *x) {
    const ak_tensor *ops[3] = {dx, dy, x};
    ak_inner fn;
    switch (dx->dtype) {
    case AK_F16:
        fn = ew_silu_backward_float16;
        break;
    case AK_BF16:
        fn = ew_silu_backward_bfloat16;
        break;
    case AK_F32:
        fn = ew_silu_backward_float32;
        break;
    case AK_F64:
        fn = ew_silu_backward_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (dy->dtype != dx->dtype) return AK_UNSUPPORTED;
    if (x->dtype != dx->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 3, ops, fn, NULL);
    return AK_OK;
}

/* ---- gelu_backward: `dx = dy * gelu'(x)`, gelu's exact (erf) form. */

AK_INLINE float ew_gelu_backward_f32(float dy, float x) {
    typedef float C_t;
    return (C_t)(dy * (C(0.5) * (C(1) + erf(x * C(0.70710678118654752))) + x * C(0.39894228040143268) * exp(C(-0.5) * x * x)));
}

AK_INLINE double ew_gelu_backward_f64(double dy, double x) {
    typedef double C_t;
    return (C_t)(dy * (C(0.5) * (C(1) + erf(x * C(0.70710678118654752))) + x * C(0.39894228040143268) * exp(C(-0.5) * x * x)));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_gelu_backward_float32_unit_body(int64_t n, float *restrict dx_, const float *restrict dy_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) dx_[k + j] = ST_ID(ew_gelu_backward_f32(LD_ID(dy_[k + j]), LD_ID(x_[k + j])));
    for (; k < n; k++) dx_[k] = ST_ID(ew_gelu_backward_f32(LD_ID(dy_[k]), LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_gelu_backward_float32_unit, (int64_t n, float *dx_, const float *dy_, const float *x_, const double *at), (n, dx_, dy_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_gelu_backward_float64_unit_body(int64_t n, double *restrict dx_, const double *restrict dy_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) dx_[k + j] = ST_ID(ew_gelu_backward_f64(LD_ID(dy_[k + j]), LD_ID(x_[k + j])));
    for (; k < n; k++) dx_[k] = ST_ID(ew_gelu_backward_f64(LD_ID(dy_[k]), LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_gelu_backward_float64_unit, (int64_t n, double *dx_, const double *dy_, const double *x_, const double *at), (n, dx_, dy_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_gelu_backward_half_unit_body(int64_t n, float *restrict dx_, const float *restrict dy_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) dx_[k + j] = ST_ID(ew_gelu_backward_f32(LD_ID(dy_[k + j]), LD_ID(x_[k + j])));
    for (; k < n; k++) dx_[k] = ST_ID(ew_gelu_backward_f32(LD_ID(dy_[k]), LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_gelu_backward_half_unit, (int64_t n, float *dx_, const float *dy_, const float *x_, const double *at), (n, dx_, dy_, x_, at))

static void ew_gelu_backward_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_F16, m, b2, (const uint16_t *)p[2] + c);
            ew_gelu_backward_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *dy_ = (const uint16_t *)p[1];
    const uint16_t *x_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_gelu_backward_f32(LD_H(dy_[k * s[1]]), LD_H(x_[k * s[2]])));
}

static void ew_gelu_backward_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_BF16, m, b2, (const uint16_t *)p[2] + c);
            ew_gelu_backward_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *dy_ = (const uint16_t *)p[1];
    const uint16_t *x_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_gelu_backward_f32(LD_B(dy_[k * s[1]]), LD_B(x_[k * s[2]])));
}

static void ew_gelu_backward_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_gelu_backward_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], (const float *)p[2], at);
        return;
    }
    float *o = (float *)p[0];
    const float *dy_ = (const float *)p[1];
    const float *x_ = (const float *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_gelu_backward_f32(LD_ID(dy_[k * s[1]]), LD_ID(x_[k * s[2]])));
}

static void ew_gelu_backward_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_gelu_backward_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], (const double *)p[2], at);
        return;
    }
    double *o = (double *)p[0];
    const double *dy_ = (const double *)p[1];
    const double *x_ = (const double *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_gelu_backward_f64(LD_ID(dy_[k * s[1]]), LD_ID(x_[k * s[2]])));
}

int ak_gelu_backward(const ak_exec *ex, const ak_tensor *dx, const ak_tensor *dy, const ak_tensor *x) {
    const ak_tensor *ops[3] = {dx, dy, x};
    ak_inner fn;
    switch (dx->dtype) {
    case AK_F16:
        fn = ew_gelu_backward_float16;
        break;
    case AK_BF16:
        fn = ew_gelu_backward_bfloat16;
        break;
    case AK_F32:
        fn = ew_gelu_backward_float32;
        break;
    case AK_F64:
        fn = ew_gelu_backward_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (dy->dtype != dx->dtype) return AK_UNSUPPORTED;
    if (x->dtype != dx->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 3, ops, fn, NULL);
    return AK_OK;
}

/* ---- gelutanh_backward: `dx = dy * gelu'(x)`, gelu's tanh approximation: with `u = sqrt(2/pi) (x + 0.044715 x^3)` and `a = exp(-2|u|)`, `0.5 (1 + tanh u)` is `1 / (1 + a)` (u >= 0) or `a / (1 + a)` and `1 - tanh^2 u` is `4a / (1 + a)^2`: nothing cancels in the tails (relative error of a few f32 ulps where the slope is tiny); the second term is 0 where a is (no inf * 0 at huge |x|: the slope's limits 1 and 0). */

AK_INLINE float ew_gelutanh_backward_f32(float dy, float x) {
    typedef float C_t;
    return (C_t)(dy * (((C(0.79788456080286536) * (x + C(0.044715) * x * x * x)) >= C(0) ? C(1) : exp(C(-2) * fabs((C(0.79788456080286536) * (x + C(0.044715) * x * x * x))))) / (C(1) + exp(C(-2) * fabs((C(0.79788456080286536) * (x + C(0.044715) * x * x * x))))) + (exp(C(-2) * fabs((C(0.79788456080286536) * (x + C(0.044715) * x * x * x)))) > C(0) ? C(1.5957691216057307) * x * (C(1) + C(0.134145) * x * x) * exp(C(-2) * fabs((C(0.79788456080286536) * (x + C(0.044715) * x * x * x)))) / ((C(1) + exp(C(-2) * fabs((C(0.79788456080286536) * (x + C(0.044715) * x * x * x))))) * (C(1) + exp(C(-2) * fabs((C(0.79788456080286536) * (x + C(0.044715) * x * x * x)))))) : C(0))));
}

AK_INLINE double ew_gelutanh_backward_f64(double dy, double x) {
    typedef double C_t;
    return (C_t)(dy * (((C(0.79788456080286536) * (x + C(0.044715) * x * x * x)) >= C(0) ? C(1) : exp(C(-2) * fabs((C(0.79788456080286536) * (x + C(0.044715) * x * x * x))))) / (C(1) + exp(C(-2) * fabs((C(0.79788456080286536) * (x + C(0.044715) * x * x * x))))) + (exp(C(-2) * fabs((C(0.79788456080286536) * (x + C(0.044715) * x * x * x)))) > C(0) ? C(1.5957691216057307) * x * (C(1) + C(0.134145) * x * x) * exp(C(-2) * fabs((C(0.79788456080286536) * (x + C(0.044715) * x * x * x)))) / ((C(1) + exp(C(-2) * fabs((C(0.79788456080286536) * (x + C(0.044715) * x * x * x))))) * (C(1) + exp(C(-2) * fabs((C(0.79788456080286536) * (x + C(0.044715) * x * x * x)))))) : C(0))));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_gelutanh_backward_float32_unit_body(int64_t n, float *restrict dx_, const float *restrict dy_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) dx_[k + j] = ST_ID(ew_gelutanh_backward_f32(LD_ID(dy_[k + j]), LD_ID(x_[k + j])));
    for (; k < n; k++) dx_[k] = ST_ID(ew_gelutanh_backward_f32(LD_ID(dy_[k]), LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_gelutanh_backward_float32_unit, (int64_t n, float *dx_, const float *dy_, const float *x_, const double *at), (n, dx_, dy_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_gelutanh_backward_float64_unit_body(int64_t n, double *restrict dx_, const double *restrict dy_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) dx_[k + j] = ST_ID(ew_gelutanh_backward_f64(LD_ID(dy_[k + j]), LD_ID(x_[k + j])));
    for (; k < n; k++) dx_[k] = ST_ID(ew_gelutanh_backward_f64(LD_ID(dy_[k]), LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_gelutanh_backward_float64_unit, (int64_t n, double *dx_, const double *dy_, const double *x_, const double *at), (n, dx_, dy_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_gelutanh_backward_half_unit_body(int64_t n, float *restrict dx_, const float *restrict dy_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) dx_[k + j] = ST_ID(ew_gelutanh_backward_f32(LD_ID(dy_[k + j]), LD_ID(x_[k + j])));
    for (; k < n; k++) dx_[k] = ST_ID(ew_gelutanh_backward_f32(LD_ID(dy_[k]), LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_gelutanh_backward_half_unit, (int64_t n, float *dx_, const float *dy_, const float *x_, const double *at), (n, dx_, dy_, x_, at))

static void ew_gelutanh_backward_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_F16, m, b2, (const uint16_t *)p[2] + c);
            ew_gelutanh_backward_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *dy_ = (const uint16_t *)p[1];
    const uint16_t *x_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_gelutanh_backward_f32(LD_H(dy_[k * s[1]]), LD_H(x_[k * s[2]])));
}

static void ew_gelutanh_backward_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_BF16, m, b2, (const uint16_t *)p[2] + c);
            ew_gelutanh_backward_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *dy_ = (const uint16_t *)p[1];
    const uint16_t *x_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_gelutanh_backward_f32(LD_B(dy_[k * s[1]]), LD_B(x_[k * s[2]])));
}

static void ew_gelutanh_backward_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_gelutanh_backward_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], (const float *)p[2], at);
        return;
    }
    float *o = (float *)p[0];
    const float *dy_ = (const float *)p[1];
    const float *x_ = (const float *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_gelutanh_backward_f32(LD_ID(dy_[k * s[1]]), LD_ID(x_[k * s[2]])));
}

static void ew_gelutanh_backward_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_gelutanh_backward_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], (const double *)p[2], at);
        return;
    }
    double *o = (double *)p[0];
    const double *dy_ = (const double *)p[1];
    const double *x_ = (const double *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_gelutanh_backward_f64(LD_ID(dy_[k * s[1]]), LD_ID(x_[k * s[2]])));
}

int ak_gelutanh_backward(const ak_exec *ex, const ak_tensor *dx, const ak_tensor *dy, const ak_tensor *x) {
    const ak_tensor *ops[3] = {dx, dy, x};
    ak_inner fn;
    switch (dx->dtype) {
    case AK_F16:
        fn = ew_gelutanh_backward_float16;
        break;
    case AK_BF16:
        fn = ew_gelutanh_backward_bfloat16;
        break;
    case AK_F32:
        fn = ew_gelutanh_backward_float32;
        break;
    case AK_F64:
        fn = ew_gelutanh_backward_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (dy->dtype != dx->dtype) return AK_UNSUPPORTED;
    if (x->dtype != dx->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 3, ops, fn, NULL);
    return AK_OK;
}

/* ---- sigmoid_backward: `dx = dy * y * (1 - y)` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_sigmoid_backward_f32(float dy, float y) {
    typedef float C_t;
    return (C_t)(dy * y * (C(1) - y));
}

AK_INLINE double ew_sigmoid_backward_f64(double dy, double y) {
    typedef double C_t;
    return (C_t)(dy * y * (C(1) - y));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_sigmoid_backward_float32_unit_body(int64_t n, float *restrict dx_, const float *restrict dy_, const float *restrict y_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) dx_[k + j] = ST_ID(ew_sigmoid_backward_f32(LD_ID(dy_[k + j]), LD_ID(y_[k + j])));
    for (; k < n; k++) dx_[k] = ST_ID(ew_sigmoid_backward_f32(LD_ID(dy_[k]), LD_ID(y_[k])));
}
AK_ISA_BUILDS(ew_sigmoid_backward_float32_unit, (int64_t n, float *dx_, const float *dy_, const float *y_, const double *at), (n, dx_, dy_, y_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_sigmoid_backward_float64_unit_body(int64_t n, double *restrict dx_, const double *restrict dy_, const double *restrict y_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) dx_[k + j] = ST_ID(ew_sigmoid_backward_f64(LD_ID(dy_[k + j]), LD_ID(y_[k + j])));
    for (; k < n; k++) dx_[k] = ST_ID(ew_sigmoid_backward_f64(LD_ID(dy_[k]), LD_ID(y_[k])));
}
AK_ISA_BUILDS(ew_sigmoid_backward_float64_unit, (int64_t n, double *dx_, const double *dy_, const double *y_, const double *at), (n, dx_, dy_, y_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_sigmoid_backward_half_unit_body(int64_t n, float *restrict dx_, const float *restrict dy_, const float *restrict y_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) dx_[k + j] = ST_ID(ew_sigmoid_backward_f32(LD_ID(dy_[k + j]), LD_ID(y_[k + j])));
    for (; k < n; k++) dx_[k] = ST_ID(ew_sigmoid_backward_f32(LD_ID(dy_[k]), LD_ID(y_[k])));
}
AK_ISA_BUILDS(ew_sigmoid_backward_half_unit, (int64_t n, float *dx_, const float *dy_, const float *y_, const double *at), (n, dx_, dy_, y_, at))

static void ew_sigmoid_backward_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_F16, m, b2, (const uint16_t *)p[2] + c);
            ew_sigmoid_backward_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *dy_ = (const uint16_t *)p[1];
    const uint16_t *y_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_sigmoid_backward_f32(LD_H(dy_[k * s[1]]), LD_H(y_[k * s[2]])));
}

static void ew_sigmoid_backward_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_BF16, m, b2, (const uint16_t *)p[2] + c);
            ew_sigmoid_backward_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *dy_ = (const uint16_t *)p[1];
    const uint16_t *y_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_sigmoid_backward_f32(LD_B(dy_[k * s[1]]), LD_B(y_[k * s[2]])));
}

static void ew_sigmoid_backward_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_sigmoid_backward_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], (const float *)p[2], at);
        return;
    }
    float *o = (float *)p[0];
    const float *dy_ = (const float *)p[1];
    const float *y_ = (const float *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_sigmoid_backward_f32(LD_ID(dy_[k * s[1]]), LD_ID(y_[k * s[2]])));
}

static void ew_sigmoid_backward_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_sigmoid_backward_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], (const double *)p[2], at);
        return;
    }
    double *o = (double *)p[0];
    const double *dy_ = (const double *)p[1];
    const double *y_ = (const double *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_sigmoid_backward_f64(LD_ID(dy_[k * s[1]]), LD_ID(y_[k * s[2]])));
}

int ak_sigmoid_backward(const ak_exec *ex, const ak_tensor *dx, const ak_tensor *dy, const ak_tensor *y) {
    const ak_tensor *ops[3] = {dx, dy, y};
    ak_inner fn;
    switch (dx->dtype) {
    case AK_F16:
        fn = ew_sigmoid_backward_float16;
        break;
    case AK_BF16:
        fn = ew_sigmoid_backward_bfloat16;
        break;
    case AK_F32:
        fn = ew_sigmoid_backward_float32;
        break;
    case AK_F64:
        fn = ew_sigmoid_backward_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (dy->dtype != dx->dtype) return AK_UNSUPPORTED;
    if (y->dtype != dx->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 3, ops, fn, NULL);
    return AK_OK;
}

/* ---- tanh_backward: `dx = dy * (1 - y * y)` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_tanh_backward_f32(float dy, float y) {
    typedef float C_t;
    return (C_t)(dy * (C(1) - y * y));
}

AK_INLINE double ew_tanh_backward_f64(double dy, double y) {
    typedef double C_t;
    return (C_t)(dy * (C(1) - y * y));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_tanh_backward_float32_unit_body(int64_t n, float *restrict dx_, const float *restrict dy_, const float *restrict y_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) dx_[k + j] = ST_ID(ew_tanh_backward_f32(LD_ID(dy_[k + j]), LD_ID(y_[k + j])));
    for (; k < n; k++) dx_[k] = ST_ID(ew_tanh_backward_f32(LD_ID(dy_[k]), LD_ID(y_[k])));
}
AK_ISA_BUILDS(ew_tanh_backward_float32_unit, (int64_t n, float *dx_, const float *dy_, const float *y_, const double *at), (n, dx_, dy_, y_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_tanh_backward_float64_unit_body(int64_t n, double *restrict dx_, const double *restrict dy_, const double *restrict y_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) dx_[k + j] = ST_ID(ew_tanh_backward_f64(LD_ID(dy_[k + j]), LD_ID(y_[k + j])));
    for (; k < n; k++) dx_[k] = ST_ID(ew_tanh_backward_f64(LD_ID(dy_[k]), LD_ID(y_[k])));
}
AK_ISA_BUILDS(ew_tanh_backward_float64_unit, (int64_t n, double *dx_, const double *dy_, const double *y_, const double *at), (n, dx_, dy_, y_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_tanh_backward_half_unit_body(int64_t n, float *restrict dx_, const float *restrict dy_, const float *restrict y_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) dx_[k + j] = ST_ID(ew_tanh_backward_f32(LD_ID(dy_[k + j]), LD_ID(y_[k + j])));
    for (; k < n; k++) dx_[k] = ST_ID(ew_tanh_backward_f32(LD_ID(dy_[k]), LD_ID(y_[k])));
}
AK_ISA_BUILDS(ew_tanh_backward_half_unit, (int64_t n, float *dx_, const float *dy_, const float *y_, const double *at), (n, dx_, dy_, y_, at))

static void ew_tanh_backward_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_F16, m, b2, (const uint16_t *)p[2] + c);
            ew_tanh_backward_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *dy_ = (const uint16_t *)p[1];
    const uint16_t *y_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_tanh_backward_f32(LD_H(dy_[k * s[1]]), LD_H(y_[k * s[2]])));
}

static void ew_tanh_backward_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_BF16, m, b2, (const uint16_t *)p[2] + c);
            ew_tanh_backward_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *dy_ = (const uint16_t *)p[1];
    const uint16_t *y_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_tanh_backward_f32(LD_B(dy_[k * s[1]]), LD_B(y_[k * s[2]])));
}

static void ew_tanh_backward_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_tanh_backward_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], (const float *)p[2], at);
        return;
    }
    float *o = (float *)p[0];
    const float *dy_ = (const float *)p[1];
    const float *y_ = (const float *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_tanh_backward_f32(LD_ID(dy_[k * s[1]]), LD_ID(y_[k * s[2]])));
}

static void ew_tanh_backward_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_tanh_backward_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], (const double *)p[2], at);
        return;
    }
    double *o = (double *)p[0];
    const double *dy_ = (const double *)p[1];
    const double *y_ = (const double *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_tanh_backward_f64(LD_ID(dy_[k * s[1]]), LD_ID(y_[k * s[2]])));
}

int ak_tanh_backward(const ak_exec *ex, const ak_tensor *dx, const ak_tensor *dy, const ak_tensor *y) {
    const ak_tensor *ops[3] = {dx, dy, y};
    ak_inner fn;
    switch (dx->dtype) {
    case AK_F16:
        fn = ew_tanh_backward_float16;
        break;
    case AK_BF16:
        fn = ew_tanh_backward_bfloat16;
        break;
    case AK_F32:
        fn = ew_tanh_backward_float32;
        break;
    case AK_F64:
        fn = ew_tanh_backward_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (dy->dtype != dx->dtype) return AK_UNSUPPORTED;
    if (y->dtype != dx->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 3, ops, fn, NULL);
    return AK_OK;
}

/* ---- relu6: `y = min(max(x, 0), 6)`; NaN stays NaN (torch.nn.functional.relu6). */

AK_INLINE float ew_relu6_f32(float x) {
    typedef float C_t;
    return (C_t)(x < C(0) ? C(0) : (x > C(6) ? C(6) : x));
}

AK_INLINE double ew_relu6_f64(double x) {
    typedef double C_t;
    return (C_t)(x < C(0) ? C(0) : (x > C(6) ? C(6) : x));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_relu6_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_relu6_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_relu6_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_relu6_float32_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_relu6_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_relu6_f64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_relu6_f64(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_relu6_float64_unit, (int64_t n, double *y_, const double *x_, const double *at), (n, y_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_relu6_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_relu6_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_relu6_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_relu6_half_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_relu6_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_relu6_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_relu6_f32(LD_H(x_[k * s[1]])));
}

static void ew_relu6_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_relu6_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_relu6_f32(LD_B(x_[k * s[1]])));
}

static void ew_relu6_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_relu6_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_relu6_f32(LD_ID(x_[k * s[1]])));
}

static void ew_relu6_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_relu6_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_relu6_f64(LD_ID(x_[k * s[1]])));
}

int ak_relu6(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_relu6_float16;
        break;
    case AK_BF16:
        fn = ew_relu6_bfloat16;
        break;
    case AK_F32:
        fn = ew_relu6_float32;
        break;
    case AK_F64:
        fn = ew_relu6_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

/* ---- softsign: `y = x / (1 + np.abs(x))` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_softsign_f32(float x) {
    typedef float C_t;
    return (C_t)(x / (C(1) + fabs(x)));
}

AK_INLINE double ew_softsign_f64(double x) {
    typedef double C_t;
    return (C_t)(x / (C(1) + fabs(x)));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_softsign_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_softsign_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_softsign_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_softsign_float32_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_softsign_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_softsign_f64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_softsign_f64(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_softsign_float64_unit, (int64_t n, double *y_, const double *x_, const double *at), (n, y_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_softsign_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_softsign_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_softsign_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_softsign_half_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_softsign_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_softsign_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_softsign_f32(LD_H(x_[k * s[1]])));
}

static void ew_softsign_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_softsign_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_softsign_f32(LD_B(x_[k * s[1]])));
}

static void ew_softsign_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_softsign_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_softsign_f32(LD_ID(x_[k * s[1]])));
}

static void ew_softsign_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_softsign_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_softsign_f64(LD_ID(x_[k * s[1]])));
}

int ak_softsign(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_softsign_float16;
        break;
    case AK_BF16:
        fn = ew_softsign_bfloat16;
        break;
    case AK_F32:
        fn = ew_softsign_float32;
        break;
    case AK_F64:
        fn = ew_softsign_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

/* ---- tanhshrink: `y = x - np.tanh(x)` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_tanhshrink_f32(float x) {
    typedef float C_t;
    return (C_t)(x - tanh(x));
}

AK_INLINE double ew_tanhshrink_f64(double x) {
    typedef double C_t;
    return (C_t)(x - tanh(x));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_tanhshrink_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_tanhshrink_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_tanhshrink_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_tanhshrink_float32_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_tanhshrink_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_tanhshrink_f64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_tanhshrink_f64(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_tanhshrink_float64_unit, (int64_t n, double *y_, const double *x_, const double *at), (n, y_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_tanhshrink_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_tanhshrink_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_tanhshrink_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_tanhshrink_half_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_tanhshrink_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_tanhshrink_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_tanhshrink_f32(LD_H(x_[k * s[1]])));
}

static void ew_tanhshrink_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_tanhshrink_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_tanhshrink_f32(LD_B(x_[k * s[1]])));
}

static void ew_tanhshrink_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_tanhshrink_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_tanhshrink_f32(LD_ID(x_[k * s[1]])));
}

static void ew_tanhshrink_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_tanhshrink_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_tanhshrink_f64(LD_ID(x_[k * s[1]])));
}

int ak_tanhshrink(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_tanhshrink_float16;
        break;
    case AK_BF16:
        fn = ew_tanhshrink_bfloat16;
        break;
    case AK_F32:
        fn = ew_tanhshrink_float32;
        break;
    case AK_F64:
        fn = ew_tanhshrink_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

/* ---- selu: `y = scale * x` where x > 0, else `scale * alpha * (exp(x) - 1)` (torch.nn.functional.selu: scale 1.0507009873554805, alpha 1.6732632423543772). */

AK_INLINE float ew_selu_f32(float x) {
    typedef float C_t;
    return (C_t)(x > C(0) ? C(1.0507009873554805) * x : C(1.7580993408473766) * expm1(x));
}

AK_INLINE double ew_selu_f64(double x) {
    typedef double C_t;
    return (C_t)(x > C(0) ? C(1.0507009873554805) * x : C(1.7580993408473766) * expm1(x));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_selu_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_selu_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_selu_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_selu_float32_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_selu_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_selu_f64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_selu_f64(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_selu_float64_unit, (int64_t n, double *y_, const double *x_, const double *at), (n, y_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_selu_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_selu_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_selu_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_selu_half_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_selu_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_selu_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_selu_f32(LD_H(x_[k * s[1]])));
}

static void ew_selu_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_selu_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_selu_f32(LD_B(x_[k * s[1]])));
}

static void ew_selu_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_selu_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_selu_f32(LD_ID(x_[k * s[1]])));
}

static void ew_selu_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_selu_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_selu_f64(LD_ID(x_[k * s[1]])));
}

int ak_selu(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_selu_float16;
        break;
    case AK_BF16:
        fn = ew_selu_bfloat16;
        break;
    case AK_F32:
        fn = ew_selu_float32;
        break;
    case AK_F64:
        fn = ew_selu_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

/* ---- logaddexp2: `c = log2(2^a + 2^b)` elementwise, broadcasting, without overflow (equal infinities give that infinity, as NumPy and torch). */

AK_INLINE float ew_logaddexp2_f32(float a, float b) {
    typedef float C_t;
    return (C_t)(a == b ? a + C(1) : fmax(a, b) + log2(C(1) + exp2(-fabs(a - b))));
}

AK_INLINE double ew_logaddexp2_f64(double a, double b) {
    typedef double C_t;
    return (C_t)(a == b ? a + C(1) : fmax(a, b) + log2(C(1) + exp2(-fabs(a - b))));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_logaddexp2_float32_unit_body(int64_t n, float *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_logaddexp2_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_logaddexp2_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_logaddexp2_float32_unit, (int64_t n, float *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_logaddexp2_float64_unit_body(int64_t n, double *restrict c_, const double *restrict a_, const double *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_logaddexp2_f64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_logaddexp2_f64(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_logaddexp2_float64_unit, (int64_t n, double *c_, const double *a_, const double *b_, const double *at), (n, c_, a_, b_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_logaddexp2_half_unit_body(int64_t n, float *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_logaddexp2_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_logaddexp2_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_logaddexp2_half_unit, (int64_t n, float *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

static void ew_logaddexp2_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_F16, m, b2, (const uint16_t *)p[2] + c);
            ew_logaddexp2_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_logaddexp2_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_logaddexp2_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_BF16, m, b2, (const uint16_t *)p[2] + c);
            ew_logaddexp2_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_logaddexp2_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_logaddexp2_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_logaddexp2_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], (const float *)p[2], at);
        return;
    }
    float *o = (float *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_logaddexp2_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_logaddexp2_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_logaddexp2_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], (const double *)p[2], at);
        return;
    }
    double *o = (double *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_logaddexp2_f64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

int ak_logaddexp2(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b) {
    const ak_tensor *ops[3] = {c, a, b};
    ak_inner fn;
    switch (c->dtype) {
    case AK_F16:
        fn = ew_logaddexp2_float16;
        break;
    case AK_BF16:
        fn = ew_logaddexp2_bfloat16;
        break;
    case AK_F32:
        fn = ew_logaddexp2_float32;
        break;
    case AK_F64:
        fn = ew_logaddexp2_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (a->dtype != c->dtype) return AK_UNSUPPORTED;
    if (b->dtype != c->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 3, ops, fn, NULL);
    return AK_OK;
}

/* ---- bitwise_right_shift: `c = a >> b`, arithmetic (the sign kept); a shift past the width, or a negative one, gives -1 for negative a and 0 otherwise (torch's, InfiniOP's). */

AK_INLINE int64_t ew_bitwise_right_shift_i64(int64_t a, int64_t b) {
    typedef int64_t C_t;
    return (C_t)((b < C(0)) | (b >= C(64)) ? (a < C(0) ? C(-1) : C(0)) : a >> b);
}

/* int8: every operand unit-stride */
AK_INLINE void ew_bitwise_right_shift_int8_unit_body(int64_t n, int8_t *restrict c_, const int8_t *restrict a_, const int8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_bitwise_right_shift_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_bitwise_right_shift_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int16: every operand unit-stride */
AK_INLINE void ew_bitwise_right_shift_int16_unit_body(int64_t n, int16_t *restrict c_, const int16_t *restrict a_, const int16_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_bitwise_right_shift_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_bitwise_right_shift_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int32: every operand unit-stride */
AK_INLINE void ew_bitwise_right_shift_int32_unit_body(int64_t n, int32_t *restrict c_, const int32_t *restrict a_, const int32_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_bitwise_right_shift_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_bitwise_right_shift_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int64: every operand unit-stride */
AK_INLINE void ew_bitwise_right_shift_int64_unit_body(int64_t n, int64_t *restrict c_, const int64_t *restrict a_, const int64_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_bitwise_right_shift_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_bitwise_right_shift_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* uint8: every operand unit-stride */
AK_INLINE void ew_bitwise_right_shift_uint8_unit_body(int64_t n, uint8_t *restrict c_, const uint8_t *restrict a_, const uint8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_bitwise_right_shift_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_bitwise_right_shift_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

static void ew_bitwise_right_shift_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_bitwise_right_shift_int8_unit_body(n, (int8_t *)p[0], (const int8_t *)p[1], (const int8_t *)p[2], at);
        return;
    }
    int8_t *o = (int8_t *)p[0];
    const int8_t *a_ = (const int8_t *)p[1];
    const int8_t *b_ = (const int8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_bitwise_right_shift_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_bitwise_right_shift_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_bitwise_right_shift_int16_unit_body(n, (int16_t *)p[0], (const int16_t *)p[1], (const int16_t *)p[2], at);
        return;
    }
    int16_t *o = (int16_t *)p[0];
    const int16_t *a_ = (const int16_t *)p[1];
    const int16_t *b_ = (const int16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_bitwise_right_shift_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_bitwise_right_shift_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_bitwise_right_shift_int32_unit_body(n, (int32_t *)p[0], (const int32_t *)p[1], (const int32_t *)p[2], at);
        return;
    }
    int32_t *o = (int32_t *)p[0];
    const int32_t *a_ = (const int32_t *)p[1];
    const int32_t *b_ = (const int32_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_bitwise_right_shift_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_bitwise_right_shift_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_bitwise_right_shift_int64_unit_body(n, (int64_t *)p[0], (const int64_t *)p[1], (const int64_t *)p[2], at);
        return;
    }
    int64_t *o = (int64_t *)p[0];
    const int64_t *a_ = (const int64_t *)p[1];
    const int64_t *b_ = (const int64_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_bitwise_right_shift_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_bitwise_right_shift_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_bitwise_right_shift_uint8_unit_body(n, (uint8_t *)p[0], (const uint8_t *)p[1], (const uint8_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_bitwise_right_shift_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

int ak_bitwise_right_shift(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b) {
    const ak_tensor *ops[3] = {c, a, b};
    ak_inner fn;
    switch (c->dtype) {
    case AK_I8:
        fn = ew_bitwise_right_shift_int8;
        break;
    case AK_I16:
        fn = ew_bitwise_right_shift_int16;
        break;
    case AK_I32:
        fn = ew_bitwise_right_shift_int32;
        break;
    case AK_I64:
        fn = ew_bitwise_right_shift_int64;
        break;
    case AK_U8:
        fn = ew_bitwise_right_shift_uint8;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (a->dtype != c->dtype) return AK_UNSUPPORTED;
    if (b->dtype != c->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 3, ops, fn, NULL);
    return AK_OK;
}

/* ---- broadcast_to: `y = x` broadcast to y's shape (NumPy rules), any strides: torch.broadcast_to's copy. */

AK_INLINE float ew_broadcast_to_f32(float x) {
    typedef float C_t;
    return (C_t)(x);
}

AK_INLINE double ew_broadcast_to_f64(double x) {
    typedef double C_t;
    return (C_t)(x);
}

AK_INLINE int64_t ew_broadcast_to_i64(int64_t x) {
    typedef int64_t C_t;
    return (C_t)(x);
}

/* float32: every operand unit-stride */
AK_INLINE void ew_broadcast_to_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_broadcast_to_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_broadcast_to_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_broadcast_to_float32_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_broadcast_to_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_broadcast_to_f64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_broadcast_to_f64(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_broadcast_to_float64_unit, (int64_t n, double *y_, const double *x_, const double *at), (n, y_, x_, at))

/* int8: every operand unit-stride */
AK_INLINE void ew_broadcast_to_int8_unit_body(int64_t n, int8_t *restrict y_, const int8_t *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_broadcast_to_i64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_broadcast_to_i64(LD_ID(x_[k])));
}

/* int16: every operand unit-stride */
AK_INLINE void ew_broadcast_to_int16_unit_body(int64_t n, int16_t *restrict y_, const int16_t *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_broadcast_to_i64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_broadcast_to_i64(LD_ID(x_[k])));
}

/* int32: every operand unit-stride */
AK_INLINE void ew_broadcast_to_int32_unit_body(int64_t n, int32_t *restrict y_, const int32_t *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_broadcast_to_i64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_broadcast_to_i64(LD_ID(x_[k])));
}

/* int64: every operand unit-stride */
AK_INLINE void ew_broadcast_to_int64_unit_body(int64_t n, int64_t *restrict y_, const int64_t *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_broadcast_to_i64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_broadcast_to_i64(LD_ID(x_[k])));
}

/* uint8: every operand unit-stride */
AK_INLINE void ew_broadcast_to_uint8_unit_body(int64_t n, uint8_t *restrict y_, const uint8_t *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_broadcast_to_i64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_broadcast_to_i64(LD_ID(x_[k])));
}

/* bool: every operand unit-stride */
AK_INLINE void ew_broadcast_to_bool_unit_body(int64_t n, uint8_t *restrict y_, const uint8_t *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_BOOL(ew_broadcast_to_i64(LD_BOOL(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_BOOL(ew_broadcast_to_i64(LD_BOOL(x_[k])));
}

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_broadcast_to_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_broadcast_to_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_broadcast_to_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_broadcast_to_half_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_broadcast_to_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_broadcast_to_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_broadcast_to_f32(LD_H(x_[k * s[1]])));
}

static void ew_broadcast_to_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_broadcast_to_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_broadcast_to_f32(LD_B(x_[k * s[1]])));
}

static void ew_broadcast_to_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_broadcast_to_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_broadcast_to_f32(LD_ID(x_[k * s[1]])));
}

static void ew_broadcast_to_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_broadcast_to_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_broadcast_to_f64(LD_ID(x_[k * s[1]])));
}

static void ew_broadcast_to_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_broadcast_to_int8_unit_body(n, (int8_t *)p[0], (const int8_t *)p[1], at);
        return;
    }
    int8_t *o = (int8_t *)p[0];
    const int8_t *x_ = (const int8_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_broadcast_to_i64(LD_ID(x_[k * s[1]])));
}

static void ew_broadcast_to_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_broadcast_to_int16_unit_body(n, (int16_t *)p[0], (const int16_t *)p[1], at);
        return;
    }
    int16_t *o = (int16_t *)p[0];
    const int16_t *x_ = (const int16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_broadcast_to_i64(LD_ID(x_[k * s[1]])));
}

static void ew_broadcast_to_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_broadcast_to_int32_unit_body(n, (int32_t *)p[0], (const int32_t *)p[1], at);
        return;
    }
    int32_t *o = (int32_t *)p[0];
    const int32_t *x_ = (const int32_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_broadcast_to_i64(LD_ID(x_[k * s[1]])));
}

static void ew_broadcast_to_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_broadcast_to_int64_unit_body(n, (int64_t *)p[0], (const int64_t *)p[1], at);
        return;
    }
    int64_t *o = (int64_t *)p[0];
    const int64_t *x_ = (const int64_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_broadcast_to_i64(LD_ID(x_[k * s[1]])));
}

static void ew_broadcast_to_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_broadcast_to_uint8_unit_body(n, (uint8_t *)p[0], (const uint8_t *)p[1], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *x_ = (const uint8_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_broadcast_to_i64(LD_ID(x_[k * s[1]])));
}

static void ew_broadcast_to_bool(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_broadcast_to_bool_unit_body(n, (uint8_t *)p[0], (const uint8_t *)p[1], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *x_ = (const uint8_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_broadcast_to_i64(LD_BOOL(x_[k * s[1]])));
}

int ak_broadcast_to(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_broadcast_to_float16;
        break;
    case AK_BF16:
        fn = ew_broadcast_to_bfloat16;
        break;
    case AK_F32:
        fn = ew_broadcast_to_float32;
        break;
    case AK_F64:
        fn = ew_broadcast_to_float64;
        break;
    case AK_I8:
        fn = ew_broadcast_to_int8;
        break;
    case AK_I16:
        fn = ew_broadcast_to_int16;
        break;
    case AK_I32:
        fn = ew_broadcast_to_int32;
        break;
    case AK_I64:
        fn = ew_broadcast_to_int64;
        break;
    case AK_U8:
        fn = ew_broadcast_to_uint8;
        break;
    case AK_BOOL:
        fn = ew_broadcast_to_bool;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

/* ---- hardsigmoid: `y = min(max(x + 3, 0), 6) / 6`; NaN stays NaN (torch.nn.functional.hardsigmoid). */

AK_INLINE float ew_hardsigmoid_f32(float x) {
    typedef float C_t;
    return (C_t)((x + C(3) < C(0) ? C(0) : (x + C(3) > C(6) ? C(6) : x + C(3))) / C(6));
}

AK_INLINE double ew_hardsigmoid_f64(double x) {
    typedef double C_t;
    return (C_t)((x + C(3) < C(0) ? C(0) : (x + C(3) > C(6) ? C(6) : x + C(3))) / C(6));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_hardsigmoid_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_hardsigmoid_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_hardsigmoid_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_hardsigmoid_float32_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_hardsigmoid_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_hardsigmoid_f64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_hardsigmoid_f64(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_hardsigmoid_float64_unit, (int64_t n, double *y_, const double *x_, const double *at), (n, y_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_hardsigmoid_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_hardsigmoid_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_hardsigmoid_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_hardsigmoid_half_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_hardsigmoid_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_hardsigmoid_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_hardsigmoid_f32(LD_H(x_[k * s[1]])));
}

static void ew_hardsigmoid_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_hardsigmoid_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_hardsigmoid_f32(LD_B(x_[k * s[1]])));
}

static void ew_hardsigmoid_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_hardsigmoid_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_hardsigmoid_f32(LD_ID(x_[k * s[1]])));
}

static void ew_hardsigmoid_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_hardsigmoid_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_hardsigmoid_f64(LD_ID(x_[k * s[1]])));
}

int ak_hardsigmoid(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_hardsigmoid_float16;
        break;
    case AK_BF16:
        fn = ew_hardsigmoid_bfloat16;
        break;
    case AK_F32:
        fn = ew_hardsigmoid_float32;
        break;
    case AK_F64:
        fn = ew_hardsigmoid_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

/* ---- mish: `y = x * tanh(softplus(x))` (torch.nn.functional.mish). */

AK_INLINE float ew_mish_f32(float x) {
    typedef float C_t;
    return (C_t)(x * tanh(log1p(exp(x))));
}

AK_INLINE double ew_mish_f64(double x) {
    typedef double C_t;
    return (C_t)(x * tanh(log1p(exp(x))));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_mish_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_mish_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_mish_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_mish_float32_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_mish_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_mish_f64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_mish_f64(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_mish_float64_unit, (int64_t n, double *y_, const double *x_, const double *at), (n, y_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_mish_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_mish_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_mish_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_mish_half_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_mish_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_mish_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_mish_f32(LD_H(x_[k * s[1]])));
}

static void ew_mish_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_mish_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_mish_f32(LD_B(x_[k * s[1]])));
}

static void ew_mish_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_mish_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_mish_f32(LD_ID(x_[k * s[1]])));
}

static void ew_mish_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_mish_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_mish_f64(LD_ID(x_[k * s[1]])));
}

int ak_mish(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_mish_float16;
        break;
    case AK_BF16:
        fn = ew_mish_bfloat16;
        break;
    case AK_F32:
        fn = ew_mish_float32;
        break;
    case AK_F64:
        fn = ew_mish_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

/* ---- logsigmoid: `y = log(sigmoid(x))`, as `min(x, 0) - log1p(exp(-|x|))`: no overflow (torch.nn.functional.logsigmoid). */

AK_INLINE float ew_logsigmoid_f32(float x) {
    typedef float C_t;
    return (C_t)((x < C(0) ? x : C(0)) - log1p(exp(-fabs(x))));
}

AK_INLINE double ew_logsigmoid_f64(double x) {
    typedef double C_t;
    return (C_t)((x < C(0) ? x : C(0)) - log1p(exp(-fabs(x))));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_logsigmoid_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_logsigmoid_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_logsigmoid_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_logsigmoid_float32_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_logsigmoid_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_logsigmoid_f64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_logsigmoid_f64(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_logsigmoid_float64_unit, (int64_t n, double *y_, const double *x_, const double *at), (n, y_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_logsigmoid_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_logsigmoid_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_logsigmoid_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_logsigmoid_half_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_logsigmoid_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_logsigmoid_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_logsigmoid_f32(LD_H(x_[k * s[1]])));
}

static void ew_logsigmoid_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_logsigmoid_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_logsigmoid_f32(LD_B(x_[k * s[1]])));
}

static void ew_logsigmoid_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_logsigmoid_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_logsigmoid_f32(LD_ID(x_[k * s[1]])));
}

static void ew_logsigmoid_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_logsigmoid_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_logsigmoid_f64(LD_ID(x_[k * s[1]])));
}

int ak_logsigmoid(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_logsigmoid_float16;
        break;
    case AK_BF16:
        fn = ew_logsigmoid_bfloat16;
        break;
    case AK_F32:
        fn = ew_logsigmoid_float32;
        break;
    case AK_F64:
        fn = ew_logsigmoid_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

/* ---- frac: `y = x - trunc(x)`, the sign of x (torch.frac). */

AK_INLINE float ew_frac_f32(float x) {
    typedef float C_t;
    return (C_t)(x - trunc(x));
}

AK_INLINE double ew_frac_f64(double x) {
    typedef double C_t;
    return (C_t)(x - trunc(x));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_frac_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_frac_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_frac_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_frac_float32_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_frac_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_frac_f64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_frac_f64(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_frac_float64_unit, (int64_t n, double *y_, const double *x_, const double *at), (n, y_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_frac_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_frac_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_frac_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_frac_half_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_frac_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_frac_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_frac_f32(LD_H(x_[k * s[1]])));
}

static void ew_frac_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_frac_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_frac_f32(LD_B(x_[k * s[1]])));
}

static void ew_frac_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_frac_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_frac_f32(LD_ID(x_[k * s[1]])));
}

static void ew_frac_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_frac_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_frac_f64(LD_ID(x_[k * s[1]])));
}

int ak_frac(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_frac_float16;
        break;
    case AK_BF16:
        fn = ew_frac_bfloat16;
        break;
    case AK_F32:
        fn = ew_frac_float32;
        break;
    case AK_F64:
        fn = ew_frac_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

/* ---- sinc: `y = sin(pi x) / (pi x)`, 1 at 0 (the normalized sinc: torch.sinc, np.sinc). */

AK_INLINE float ew_sinc_f32(float x) {
    typedef float C_t;
    return (C_t)(x == C(0) ? C(1) : sin(C(3.14159265358979323846) * x) / (C(3.14159265358979323846) * x));
}

AK_INLINE double ew_sinc_f64(double x) {
    typedef double C_t;
    return (C_t)(x == C(0) ? C(1) : sin(C(3.14159265358979323846) * x) / (C(3.14159265358979323846) * x));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_sinc_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_sinc_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_sinc_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_sinc_float32_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_sinc_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_sinc_f64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_sinc_f64(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_sinc_float64_unit, (int64_t n, double *y_, const double *x_, const double *at), (n, y_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_sinc_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_sinc_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_ID(ew_sinc_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_sinc_half_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_sinc_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_sinc_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_sinc_f32(LD_H(x_[k * s[1]])));
}

static void ew_sinc_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_sinc_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_sinc_f32(LD_B(x_[k * s[1]])));
}

static void ew_sinc_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_sinc_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_sinc_f32(LD_ID(x_[k * s[1]])));
}

static void ew_sinc_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_sinc_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_sinc_f64(LD_ID(x_[k * s[1]])));
}

int ak_sinc(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_sinc_float16;
        break;
    case AK_BF16:
        fn = ew_sinc_bfloat16;
        break;
    case AK_F32:
        fn = ew_sinc_float32;
        break;
    case AK_F64:
        fn = ew_sinc_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

/* ---- signbit: `y = x's sign bit is set` (-0.0 and negative NaN included), as bool. */

AK_INLINE float ew_signbit_f32(float x) {
    typedef float C_t;
    return (C_t)(signbit(x));
}

AK_INLINE double ew_signbit_f64(double x) {
    typedef double C_t;
    return (C_t)(signbit(x));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_signbit_float32_unit_body(int64_t n, uint8_t *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_BOOL(ew_signbit_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_BOOL(ew_signbit_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_signbit_float32_unit, (int64_t n, uint8_t *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_signbit_float64_unit_body(int64_t n, uint8_t *restrict y_, const double *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_BOOL(ew_signbit_f64(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_BOOL(ew_signbit_f64(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_signbit_float64_unit, (int64_t n, uint8_t *y_, const double *x_, const double *at), (n, y_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_signbit_half_unit_body(int64_t n, uint8_t *restrict y_, const float *restrict x_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_BOOL(ew_signbit_f32(LD_ID(x_[k + j])));
    for (; k < n; k++) y_[k] = ST_BOOL(ew_signbit_f32(LD_ID(x_[k])));
}
AK_ISA_BUILDS(ew_signbit_half_unit, (int64_t n, uint8_t *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_signbit_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_signbit_half_unit_pick()(m, (uint8_t *)p[0] + c, b1, at);
        }
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_signbit_f32(LD_H(x_[k * s[1]])));
}

static void ew_signbit_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_signbit_half_unit_pick()(m, (uint8_t *)p[0] + c, b1, at);
        }
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_signbit_f32(LD_B(x_[k * s[1]])));
}

static void ew_signbit_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_signbit_float32_unit_pick()(n, (uint8_t *)p[0], (const float *)p[1], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_signbit_f32(LD_ID(x_[k * s[1]])));
}

static void ew_signbit_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_signbit_float64_unit_pick()(n, (uint8_t *)p[0], (const double *)p[1], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_signbit_f64(LD_ID(x_[k * s[1]])));
}

int ak_signbit(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    ak_inner fn;
    switch (x->dtype) {
    case AK_F16:
        fn = ew_signbit_float16;
        break;
    case AK_BF16:
        fn = ew_signbit_bfloat16;
        break;
    case AK_F32:
        fn = ew_signbit_float32;
        break;
    case AK_F64:
        fn = ew_signbit_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (y->dtype != AK_BOOL) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

/* ---- leaky_relu: `y = x` where x > 0, else `negative_slope * x` (torch.nn.functional.leaky_relu). */

AK_INLINE float ew_leaky_relu_f32(float x, float negative_slope) {
    typedef float C_t;
    return (C_t)(x > C(0) ? x : x * negative_slope);
}

AK_INLINE double ew_leaky_relu_f64(double x, double negative_slope) {
    typedef double C_t;
    return (C_t)(x > C(0) ? x : x * negative_slope);
}

/* float32: every operand unit-stride */
AK_INLINE void ew_leaky_relu_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    const float negative_slope = (float)(at[0]);
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_leaky_relu_f32(LD_ID(x_[k + j]), negative_slope));
    for (; k < n; k++) y_[k] = ST_ID(ew_leaky_relu_f32(LD_ID(x_[k]), negative_slope));
}
AK_ISA_BUILDS(ew_leaky_relu_float32_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_leaky_relu_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *at) {
    const double negative_slope = (double)(at[0]);
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_leaky_relu_f64(LD_ID(x_[k + j]), negative_slope));
    for (; k < n; k++) y_[k] = ST_ID(ew_leaky_relu_f64(LD_ID(x_[k]), negative_slope));
}
AK_ISA_BUILDS(ew_leaky_relu_float64_unit, (int64_t n, double *y_, const double *x_, const double *at), (n, y_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_leaky_relu_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    const float negative_slope = (float)(at[0]);
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_leaky_relu_f32(LD_ID(x_[k + j]), negative_slope));
    for (; k < n; k++) y_[k] = ST_ID(ew_leaky_relu_f32(LD_ID(x_[k]), negative_slope));
}
AK_ISA_BUILDS(ew_leaky_relu_half_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_leaky_relu_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_leaky_relu_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_leaky_relu_f32(LD_H(x_[k * s[1]]), (float)(at[0])));
}

static void ew_leaky_relu_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_leaky_relu_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_leaky_relu_f32(LD_B(x_[k * s[1]]), (float)(at[0])));
}

static void ew_leaky_relu_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_leaky_relu_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_leaky_relu_f32(LD_ID(x_[k * s[1]]), (float)(at[0])));
}

static void ew_leaky_relu_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_leaky_relu_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_leaky_relu_f64(LD_ID(x_[k * s[1]]), (double)(at[0])));
}

int ak_leaky_relu(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, float negative_slope) {
    const ak_tensor *ops[2] = {y, x};
    const double at[1] = {negative_slope};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_leaky_relu_float16;
        break;
    case AK_BF16:
        fn = ew_leaky_relu_bfloat16;
        break;
    case AK_F32:
        fn = ew_leaky_relu_float32;
        break;
    case AK_F64:
        fn = ew_leaky_relu_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, at);
    return AK_OK;
}

/* ---- elu: `y = scale * x` where x > 0, else `alpha * scale * (exp(input_scale * x) - 1)`: torch's elu, which celu and selu call too. */

AK_INLINE float ew_elu_f32(float x, float alpha, float scale, float input_scale) {
    typedef float C_t;
    return (C_t)(x > C(0) ? x * scale : expm1(x * input_scale) * (alpha * scale));
}

AK_INLINE double ew_elu_f64(double x, double alpha, double scale, double input_scale) {
    typedef double C_t;
    return (C_t)(x > C(0) ? x * scale : expm1(x * input_scale) * (alpha * scale));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_elu_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    const float alpha = (float)(at[0]);
    const float scale = (float)(at[1]);
    const float input_scale = (float)(at[2]);
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_elu_f32(LD_ID(x_[k + j]), alpha, scale, input_scale));
    for (; k < n; k++) y_[k] = ST_ID(ew_elu_f32(LD_ID(x_[k]), alpha, scale, input_scale));
}
AK_ISA_BUILDS(ew_elu_float32_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_elu_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *at) {
    const double alpha = (double)(at[0]);
    const double scale = (double)(at[1]);
    const double input_scale = (double)(at[2]);
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_elu_f64(LD_ID(x_[k + j]), alpha, scale, input_scale));
    for (; k < n; k++) y_[k] = ST_ID(ew_elu_f64(LD_ID(x_[k]), alpha, scale, input_scale));
}
AK_ISA_BUILDS(ew_elu_float64_unit, (int64_t n, double *y_, const double *x_, const double *at), (n, y_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_elu_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    const float alpha = (float)(at[0]);
    const float scale = (float)(at[1]);
    const float input_scale = (float)(at[2]);
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_elu_f32(LD_ID(x_[k + j]), alpha, scale, input_scale));
    for (; k < n; k++) y_[k] = ST_ID(ew_elu_f32(LD_ID(x_[k]), alpha, scale, input_scale));
}
AK_ISA_BUILDS(ew_elu_half_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_elu_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_elu_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_elu_f32(LD_H(x_[k * s[1]]), (float)(at[0]), (float)(at[1]), (float)(at[2])));
}

static void ew_elu_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_elu_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_elu_f32(LD_B(x_[k * s[1]]), (float)(at[0]), (float)(at[1]), (float)(at[2])));
}

static void ew_elu_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_elu_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_elu_f32(LD_ID(x_[k * s[1]]), (float)(at[0]), (float)(at[1]), (float)(at[2])));
}

static void ew_elu_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_elu_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_elu_f64(LD_ID(x_[k * s[1]]), (double)(at[0]), (double)(at[1]), (double)(at[2])));
}

int ak_elu(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, float alpha, float scale, float input_scale) {
    const ak_tensor *ops[2] = {y, x};
    const double at[3] = {alpha, scale, input_scale};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_elu_float16;
        break;
    case AK_BF16:
        fn = ew_elu_bfloat16;
        break;
    case AK_F32:
        fn = ew_elu_float32;
        break;
    case AK_F64:
        fn = ew_elu_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, at);
    return AK_OK;
}

/* ---- hardshrink: `y = 0` where `-lambd <= x <= lambd`, else x; NaN stays NaN (torch.nn.functional.hardshrink). */

AK_INLINE float ew_hardshrink_f32(float x, float lambd) {
    typedef float C_t;
    return (C_t)((x >= -lambd) & (x <= lambd) ? C(0) : x);
}

AK_INLINE double ew_hardshrink_f64(double x, double lambd) {
    typedef double C_t;
    return (C_t)((x >= -lambd) & (x <= lambd) ? C(0) : x);
}

/* float32: every operand unit-stride */
AK_INLINE void ew_hardshrink_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    const float lambd = (float)(at[0]);
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_hardshrink_f32(LD_ID(x_[k + j]), lambd));
    for (; k < n; k++) y_[k] = ST_ID(ew_hardshrink_f32(LD_ID(x_[k]), lambd));
}
AK_ISA_BUILDS(ew_hardshrink_float32_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_hardshrink_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *at) {
    const double lambd = (double)(at[0]);
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_hardshrink_f64(LD_ID(x_[k + j]), lambd));
    for (; k < n; k++) y_[k] = ST_ID(ew_hardshrink_f64(LD_ID(x_[k]), lambd));
}
AK_ISA_BUILDS(ew_hardshrink_float64_unit, (int64_t n, double *y_, const double *x_, const double *at), (n, y_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_hardshrink_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    const float lambd = (float)(at[0]);
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_hardshrink_f32(LD_ID(x_[k + j]), lambd));
    for (; k < n; k++) y_[k] = ST_ID(ew_hardshrink_f32(LD_ID(x_[k]), lambd));
}
AK_ISA_BUILDS(ew_hardshrink_half_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_hardshrink_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_hardshrink_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_hardshrink_f32(LD_H(x_[k * s[1]]), (float)(at[0])));
}

static void ew_hardshrink_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_hardshrink_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_hardshrink_f32(LD_B(x_[k * s[1]]), (float)(at[0])));
}

static void ew_hardshrink_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_hardshrink_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_hardshrink_f32(LD_ID(x_[k * s[1]]), (float)(at[0])));
}

static void ew_hardshrink_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_hardshrink_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_hardshrink_f64(LD_ID(x_[k * s[1]]), (double)(at[0])));
}

int ak_hardshrink(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, float lambd) {
    const ak_tensor *ops[2] = {y, x};
    const double at[1] = {lambd};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_hardshrink_float16;
        break;
    case AK_BF16:
        fn = ew_hardshrink_bfloat16;
        break;
    case AK_F32:
        fn = ew_hardshrink_float32;
        break;
    case AK_F64:
        fn = ew_hardshrink_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, at);
    return AK_OK;
}

/* ---- softshrink: `y = x - lambd` above lambd, `x + lambd` below -lambd, else 0; NaN stays NaN (torch.nn.functional.softshrink). */

AK_INLINE float ew_softshrink_f32(float x, float lambd) {
    typedef float C_t;
    return (C_t)(x > lambd ? x - lambd : (x < -lambd ? x + lambd : x * C(0)));
}

AK_INLINE double ew_softshrink_f64(double x, double lambd) {
    typedef double C_t;
    return (C_t)(x > lambd ? x - lambd : (x < -lambd ? x + lambd : x * C(0)));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_softshrink_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    const float lambd = (float)(at[0]);
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_softshrink_f32(LD_ID(x_[k + j]), lambd));
    for (; k < n; k++) y_[k] = ST_ID(ew_softshrink_f32(LD_ID(x_[k]), lambd));
}
AK_ISA_BUILDS(ew_softshrink_float32_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_softshrink_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *at) {
    const double lambd = (double)(at[0]);
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_softshrink_f64(LD_ID(x_[k + j]), lambd));
    for (; k < n; k++) y_[k] = ST_ID(ew_softshrink_f64(LD_ID(x_[k]), lambd));
}
AK_ISA_BUILDS(ew_softshrink_float64_unit, (int64_t n, double *y_, const double *x_, const double *at), (n, y_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_softshrink_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    const float lambd = (float)(at[0]);
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_softshrink_f32(LD_ID(x_[k + j]), lambd));
    for (; k < n; k++) y_[k] = ST_ID(ew_softshrink_f32(LD_ID(x_[k]), lambd));
}
AK_ISA_BUILDS(ew_softshrink_half_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_softshrink_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_softshrink_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_softshrink_f32(LD_H(x_[k * s[1]]), (float)(at[0])));
}

static void ew_softshrink_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_softshrink_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_softshrink_f32(LD_B(x_[k * s[1]]), (float)(at[0])));
}

static void ew_softshrink_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_softshrink_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_softshrink_f32(LD_ID(x_[k * s[1]]), (float)(at[0])));
}

static void ew_softshrink_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_softshrink_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_softshrink_f64(LD_ID(x_[k * s[1]]), (double)(at[0])));
}

int ak_softshrink(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, float lambd) {
    const ak_tensor *ops[2] = {y, x};
    const double at[1] = {lambd};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_softshrink_float16;
        break;
    case AK_BF16:
        fn = ew_softshrink_bfloat16;
        break;
    case AK_F32:
        fn = ew_softshrink_float32;
        break;
    case AK_F64:
        fn = ew_softshrink_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, at);
    return AK_OK;
}

/* ---- threshold: `y = value` where `x <= threshold`, else x; NaN stays NaN (torch.nn.functional.threshold). */

AK_INLINE float ew_threshold_f32(float x, float threshold, float value) {
    typedef float C_t;
    return (C_t)(x <= threshold ? value : x);
}

AK_INLINE double ew_threshold_f64(double x, double threshold, double value) {
    typedef double C_t;
    return (C_t)(x <= threshold ? value : x);
}

/* float32: every operand unit-stride */
AK_INLINE void ew_threshold_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    const float threshold = (float)(at[0]);
    const float value = (float)(at[1]);
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_threshold_f32(LD_ID(x_[k + j]), threshold, value));
    for (; k < n; k++) y_[k] = ST_ID(ew_threshold_f32(LD_ID(x_[k]), threshold, value));
}
AK_ISA_BUILDS(ew_threshold_float32_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_threshold_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *at) {
    const double threshold = (double)(at[0]);
    const double value = (double)(at[1]);
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_threshold_f64(LD_ID(x_[k + j]), threshold, value));
    for (; k < n; k++) y_[k] = ST_ID(ew_threshold_f64(LD_ID(x_[k]), threshold, value));
}
AK_ISA_BUILDS(ew_threshold_float64_unit, (int64_t n, double *y_, const double *x_, const double *at), (n, y_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_threshold_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    const float threshold = (float)(at[0]);
    const float value = (float)(at[1]);
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_threshold_f32(LD_ID(x_[k + j]), threshold, value));
    for (; k < n; k++) y_[k] = ST_ID(ew_threshold_f32(LD_ID(x_[k]), threshold, value));
}
AK_ISA_BUILDS(ew_threshold_half_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_threshold_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_threshold_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_threshold_f32(LD_H(x_[k * s[1]]), (float)(at[0]), (float)(at[1])));
}

static void ew_threshold_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_threshold_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_threshold_f32(LD_B(x_[k * s[1]]), (float)(at[0]), (float)(at[1])));
}

static void ew_threshold_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_threshold_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_threshold_f32(LD_ID(x_[k * s[1]]), (float)(at[0]), (float)(at[1])));
}

static void ew_threshold_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_threshold_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_threshold_f64(LD_ID(x_[k * s[1]]), (double)(at[0]), (double)(at[1])));
}

int ak_threshold(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, float threshold, float value) {
    const ak_tensor *ops[2] = {y, x};
    const double at[2] = {threshold, value};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_threshold_float16;
        break;
    case AK_BF16:
        fn = ew_threshold_bfloat16;
        break;
    case AK_F32:
        fn = ew_threshold_float32;
        break;
    case AK_F64:
        fn = ew_threshold_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, at);
    return AK_OK;
}

/* ---- nan_to_num: `y = x` with NaN, +inf and -inf replaced by nan, posinf and neginf (torch.nan_to_num). */

AK_INLINE float ew_nan_to_num_f32(float x, float nan, float posinf, float neginf) {
    typedef float C_t;
    return (C_t)(x != x ? nan : (isinf(x) ? (x > C(0) ? posinf : neginf) : x));
}

AK_INLINE double ew_nan_to_num_f64(double x, double nan, double posinf, double neginf) {
    typedef double C_t;
    return (C_t)(x != x ? nan : (isinf(x) ? (x > C(0) ? posinf : neginf) : x));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_nan_to_num_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    const float nan = (float)(at[0]);
    const float posinf = (float)(at[1]);
    const float neginf = (float)(at[2]);
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_nan_to_num_f32(LD_ID(x_[k + j]), nan, posinf, neginf));
    for (; k < n; k++) y_[k] = ST_ID(ew_nan_to_num_f32(LD_ID(x_[k]), nan, posinf, neginf));
}
AK_ISA_BUILDS(ew_nan_to_num_float32_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_nan_to_num_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const double *at) {
    const double nan = (double)(at[0]);
    const double posinf = (double)(at[1]);
    const double neginf = (double)(at[2]);
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_nan_to_num_f64(LD_ID(x_[k + j]), nan, posinf, neginf));
    for (; k < n; k++) y_[k] = ST_ID(ew_nan_to_num_f64(LD_ID(x_[k]), nan, posinf, neginf));
}
AK_ISA_BUILDS(ew_nan_to_num_float64_unit, (int64_t n, double *y_, const double *x_, const double *at), (n, y_, x_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_nan_to_num_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const double *at) {
    const float nan = (float)(at[0]);
    const float posinf = (float)(at[1]);
    const float neginf = (float)(at[2]);
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_nan_to_num_f32(LD_ID(x_[k + j]), nan, posinf, neginf));
    for (; k < n; k++) y_[k] = ST_ID(ew_nan_to_num_f32(LD_ID(x_[k]), nan, posinf, neginf));
}
AK_ISA_BUILDS(ew_nan_to_num_half_unit, (int64_t n, float *y_, const float *x_, const double *at), (n, y_, x_, at))

static void ew_nan_to_num_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_nan_to_num_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_nan_to_num_f32(LD_H(x_[k * s[1]]), (float)(at[0]), (float)(at[1]), (float)(at[2])));
}

static void ew_nan_to_num_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_nan_to_num_half_unit_pick()(m, b0, b1, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_nan_to_num_f32(LD_B(x_[k * s[1]]), (float)(at[0]), (float)(at[1]), (float)(at[2])));
}

static void ew_nan_to_num_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_nan_to_num_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_nan_to_num_f32(LD_ID(x_[k * s[1]]), (float)(at[0]), (float)(at[1]), (float)(at[2])));
}

static void ew_nan_to_num_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 2)) {
        ew_nan_to_num_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_nan_to_num_f64(LD_ID(x_[k * s[1]]), (double)(at[0]), (double)(at[1]), (double)(at[2])));
}

int ak_nan_to_num(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, float nan, float posinf, float neginf) {
    const ak_tensor *ops[2] = {y, x};
    const double at[3] = {nan, posinf, neginf};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_nan_to_num_float16;
        break;
    case AK_BF16:
        fn = ew_nan_to_num_bfloat16;
        break;
    case AK_F32:
        fn = ew_nan_to_num_float32;
        break;
    case AK_F64:
        fn = ew_nan_to_num_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 2, ops, fn, at);
    return AK_OK;
}

/* ---- xlogy: `c = a * log(b)`, 0 where a is 0 (unless b is NaN) (torch.xlogy, scipy.special.xlogy). */

AK_INLINE float ew_xlogy_f32(float a, float b) {
    typedef float C_t;
    return (C_t)(b != b ? b : (a == C(0) ? C(0) : a * log(b)));
}

AK_INLINE double ew_xlogy_f64(double a, double b) {
    typedef double C_t;
    return (C_t)(b != b ? b : (a == C(0) ? C(0) : a * log(b)));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_xlogy_float32_unit_body(int64_t n, float *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_xlogy_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_xlogy_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_xlogy_float32_unit, (int64_t n, float *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_xlogy_float64_unit_body(int64_t n, double *restrict c_, const double *restrict a_, const double *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_xlogy_f64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_xlogy_f64(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_xlogy_float64_unit, (int64_t n, double *c_, const double *a_, const double *b_, const double *at), (n, c_, a_, b_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_xlogy_half_unit_body(int64_t n, float *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_xlogy_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_xlogy_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_xlogy_half_unit, (int64_t n, float *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

static void ew_xlogy_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_F16, m, b2, (const uint16_t *)p[2] + c);
            ew_xlogy_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_xlogy_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_xlogy_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_BF16, m, b2, (const uint16_t *)p[2] + c);
            ew_xlogy_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_xlogy_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_xlogy_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_xlogy_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], (const float *)p[2], at);
        return;
    }
    float *o = (float *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_xlogy_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_xlogy_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_xlogy_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], (const double *)p[2], at);
        return;
    }
    double *o = (double *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_xlogy_f64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

int ak_xlogy(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b) {
    const ak_tensor *ops[3] = {c, a, b};
    ak_inner fn;
    switch (c->dtype) {
    case AK_F16:
        fn = ew_xlogy_float16;
        break;
    case AK_BF16:
        fn = ew_xlogy_bfloat16;
        break;
    case AK_F32:
        fn = ew_xlogy_float32;
        break;
    case AK_F64:
        fn = ew_xlogy_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (a->dtype != c->dtype) return AK_UNSUPPORTED;
    if (b->dtype != c->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 3, ops, fn, NULL);
    return AK_OK;
}

/* ---- xlog1py: `c = a * log1p(b)`, 0 where a is 0 (unless b is NaN) (torch.special.xlog1py). */

AK_INLINE float ew_xlog1py_f32(float a, float b) {
    typedef float C_t;
    return (C_t)(b != b ? b : (a == C(0) ? C(0) : a * log1p(b)));
}

AK_INLINE double ew_xlog1py_f64(double a, double b) {
    typedef double C_t;
    return (C_t)(b != b ? b : (a == C(0) ? C(0) : a * log1p(b)));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_xlog1py_float32_unit_body(int64_t n, float *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_xlog1py_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_xlog1py_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_xlog1py_float32_unit, (int64_t n, float *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_xlog1py_float64_unit_body(int64_t n, double *restrict c_, const double *restrict a_, const double *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_xlog1py_f64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_xlog1py_f64(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_xlog1py_float64_unit, (int64_t n, double *c_, const double *a_, const double *b_, const double *at), (n, c_, a_, b_, at))

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_xlog1py_half_unit_body(int64_t n, float *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_xlog1py_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_xlog1py_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_xlog1py_half_unit, (int64_t n, float *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

static void ew_xlog1py_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_F16, m, b2, (const uint16_t *)p[2] + c);
            ew_xlog1py_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_xlog1py_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_xlog1py_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_BF16, m, b2, (const uint16_t *)p[2] + c);
            ew_xlog1py_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_xlog1py_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_xlog1py_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_xlog1py_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], (const float *)p[2], at);
        return;
    }
    float *o = (float *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_xlog1py_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_xlog1py_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_xlog1py_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], (const double *)p[2], at);
        return;
    }
    double *o = (double *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_xlog1py_f64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

int ak_xlog1py(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b) {
    const ak_tensor *ops[3] = {c, a, b};
    ak_inner fn;
    switch (c->dtype) {
    case AK_F16:
        fn = ew_xlog1py_float16;
        break;
    case AK_BF16:
        fn = ew_xlog1py_bfloat16;
        break;
    case AK_F32:
        fn = ew_xlog1py_float32;
        break;
    case AK_F64:
        fn = ew_xlog1py_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (a->dtype != c->dtype) return AK_UNSUPPORTED;
    if (b->dtype != c->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 3, ops, fn, NULL);
    return AK_OK;
}

/* ---- heaviside: `c = b` where a is 0, else 1 for positive a and 0 otherwise (NaN included: torch.heaviside's). */

AK_INLINE float ew_heaviside_f32(float a, float b) {
    typedef float C_t;
    return (C_t)(a == C(0) ? b : (a > C(0) ? C(1) : C(0)));
}

AK_INLINE double ew_heaviside_f64(double a, double b) {
    typedef double C_t;
    return (C_t)(a == C(0) ? b : (a > C(0) ? C(1) : C(0)));
}

AK_INLINE int64_t ew_heaviside_i64(int64_t a, int64_t b) {
    typedef int64_t C_t;
    return (C_t)(a == C(0) ? b : (a > C(0) ? C(1) : C(0)));
}

/* float32: every operand unit-stride */
AK_INLINE void ew_heaviside_float32_unit_body(int64_t n, float *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_heaviside_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_heaviside_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_heaviside_float32_unit, (int64_t n, float *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_heaviside_float64_unit_body(int64_t n, double *restrict c_, const double *restrict a_, const double *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_heaviside_f64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_heaviside_f64(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_heaviside_float64_unit, (int64_t n, double *c_, const double *a_, const double *b_, const double *at), (n, c_, a_, b_, at))

/* int8: every operand unit-stride */
AK_INLINE void ew_heaviside_int8_unit_body(int64_t n, int8_t *restrict c_, const int8_t *restrict a_, const int8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_heaviside_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_heaviside_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int16: every operand unit-stride */
AK_INLINE void ew_heaviside_int16_unit_body(int64_t n, int16_t *restrict c_, const int16_t *restrict a_, const int16_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_heaviside_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_heaviside_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int32: every operand unit-stride */
AK_INLINE void ew_heaviside_int32_unit_body(int64_t n, int32_t *restrict c_, const int32_t *restrict a_, const int32_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_heaviside_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_heaviside_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* int64: every operand unit-stride */
AK_INLINE void ew_heaviside_int64_unit_body(int64_t n, int64_t *restrict c_, const int64_t *restrict a_, const int64_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_heaviside_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_heaviside_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* uint8: every operand unit-stride */
AK_INLINE void ew_heaviside_uint8_unit_body(int64_t n, uint8_t *restrict c_, const uint8_t *restrict a_, const uint8_t *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_heaviside_i64(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_heaviside_i64(LD_ID(a_[k]), LD_ID(b_[k])));
}

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_heaviside_half_unit_body(int64_t n, float *restrict c_, const float *restrict a_, const float *restrict b_, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) c_[k + j] = ST_ID(ew_heaviside_f32(LD_ID(a_[k + j]), LD_ID(b_[k + j])));
    for (; k < n; k++) c_[k] = ST_ID(ew_heaviside_f32(LD_ID(a_[k]), LD_ID(b_[k])));
}
AK_ISA_BUILDS(ew_heaviside_half_unit, (int64_t n, float *c_, const float *a_, const float *b_, const double *at), (n, c_, a_, b_, at))

static void ew_heaviside_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_F16, m, b2, (const uint16_t *)p[2] + c);
            ew_heaviside_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_heaviside_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_heaviside_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        float b2[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ak_load_f32(AK_BF16, m, b2, (const uint16_t *)p[2] + c);
            ew_heaviside_half_unit_pick()(m, b0, b1, b2, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_heaviside_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_heaviside_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_heaviside_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], (const float *)p[2], at);
        return;
    }
    float *o = (float *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_heaviside_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_heaviside_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_heaviside_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], (const double *)p[2], at);
        return;
    }
    double *o = (double *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_heaviside_f64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_heaviside_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_heaviside_int8_unit_body(n, (int8_t *)p[0], (const int8_t *)p[1], (const int8_t *)p[2], at);
        return;
    }
    int8_t *o = (int8_t *)p[0];
    const int8_t *a_ = (const int8_t *)p[1];
    const int8_t *b_ = (const int8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_heaviside_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_heaviside_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_heaviside_int16_unit_body(n, (int16_t *)p[0], (const int16_t *)p[1], (const int16_t *)p[2], at);
        return;
    }
    int16_t *o = (int16_t *)p[0];
    const int16_t *a_ = (const int16_t *)p[1];
    const int16_t *b_ = (const int16_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_heaviside_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_heaviside_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_heaviside_int32_unit_body(n, (int32_t *)p[0], (const int32_t *)p[1], (const int32_t *)p[2], at);
        return;
    }
    int32_t *o = (int32_t *)p[0];
    const int32_t *a_ = (const int32_t *)p[1];
    const int32_t *b_ = (const int32_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_heaviside_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_heaviside_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_heaviside_int64_unit_body(n, (int64_t *)p[0], (const int64_t *)p[1], (const int64_t *)p[2], at);
        return;
    }
    int64_t *o = (int64_t *)p[0];
    const int64_t *a_ = (const int64_t *)p[1];
    const int64_t *b_ = (const int64_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_heaviside_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_heaviside_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_heaviside_uint8_unit_body(n, (uint8_t *)p[0], (const uint8_t *)p[1], (const uint8_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_heaviside_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

int ak_heaviside(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b) {
    const ak_tensor *ops[3] = {c, a, b};
    ak_inner fn;
    switch (c->dtype) {
    case AK_F16:
        fn = ew_heaviside_float16;
        break;
    case AK_BF16:
        fn = ew_heaviside_bfloat16;
        break;
    case AK_F32:
        fn = ew_heaviside_float32;
        break;
    case AK_F64:
        fn = ew_heaviside_float64;
        break;
    case AK_I8:
        fn = ew_heaviside_int8;
        break;
    case AK_I16:
        fn = ew_heaviside_int16;
        break;
    case AK_I32:
        fn = ew_heaviside_int32;
        break;
    case AK_I64:
        fn = ew_heaviside_int64;
        break;
    case AK_U8:
        fn = ew_heaviside_uint8;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (a->dtype != c->dtype) return AK_UNSUPPORTED;
    if (b->dtype != c->dtype) return AK_UNSUPPORTED;
    ak_elementwise(ex, 3, ops, fn, NULL);
    return AK_OK;
}

/* ---- masked_fill: `y = value` where `mask`, else `x`, broadcasting (torch.masked_fill, Paddle's masked_fill). An integer or bool y takes `value` truncated toward zero, saturated at int64's range, then wrapped to its dtype, as `cast` converts (torch raises where it overflows). */

AK_INLINE float ew_masked_fill_f32(float x, float mask, float value) {
    typedef float C_t;
    return (C_t)(mask ? C(value) : x);
}

AK_INLINE double ew_masked_fill_f64(double x, double mask, double value) {
    typedef double C_t;
    return (C_t)(mask ? C(value) : x);
}

AK_INLINE int64_t ew_masked_fill_i64(int64_t x, int64_t mask, int64_t value) {
    typedef int64_t C_t;
    return (C_t)(mask ? C(value) : x);
}

/* float32: every operand unit-stride */
AK_INLINE void ew_masked_fill_float32_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const uint8_t *restrict mask_, const double *at) {
    const float value = (float)(at[0]);
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_masked_fill_f32(LD_ID(x_[k + j]), LD_BOOL(mask_[k + j]), value));
    for (; k < n; k++) y_[k] = ST_ID(ew_masked_fill_f32(LD_ID(x_[k]), LD_BOOL(mask_[k]), value));
}
AK_ISA_BUILDS(ew_masked_fill_float32_unit, (int64_t n, float *y_, const float *x_, const uint8_t *mask_, const double *at), (n, y_, x_, mask_, at))

/* float64: every operand unit-stride */
AK_INLINE void ew_masked_fill_float64_unit_body(int64_t n, double *restrict y_, const double *restrict x_, const uint8_t *restrict mask_, const double *at) {
    const double value = (double)(at[0]);
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_masked_fill_f64(LD_ID(x_[k + j]), LD_BOOL(mask_[k + j]), value));
    for (; k < n; k++) y_[k] = ST_ID(ew_masked_fill_f64(LD_ID(x_[k]), LD_BOOL(mask_[k]), value));
}
AK_ISA_BUILDS(ew_masked_fill_float64_unit, (int64_t n, double *y_, const double *x_, const uint8_t *mask_, const double *at), (n, y_, x_, mask_, at))

/* int8: every operand unit-stride */
AK_INLINE void ew_masked_fill_int8_unit_body(int64_t n, int8_t *restrict y_, const int8_t *restrict x_, const uint8_t *restrict mask_, const double *at) {
    const int64_t value = ak_ew_attr_int64_t(at[0]);
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_masked_fill_i64(LD_ID(x_[k + j]), LD_BOOL(mask_[k + j]), value));
    for (; k < n; k++) y_[k] = ST_ID(ew_masked_fill_i64(LD_ID(x_[k]), LD_BOOL(mask_[k]), value));
}

/* int16: every operand unit-stride */
AK_INLINE void ew_masked_fill_int16_unit_body(int64_t n, int16_t *restrict y_, const int16_t *restrict x_, const uint8_t *restrict mask_, const double *at) {
    const int64_t value = ak_ew_attr_int64_t(at[0]);
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_masked_fill_i64(LD_ID(x_[k + j]), LD_BOOL(mask_[k + j]), value));
    for (; k < n; k++) y_[k] = ST_ID(ew_masked_fill_i64(LD_ID(x_[k]), LD_BOOL(mask_[k]), value));
}

/* int32: every operand unit-stride */
AK_INLINE void ew_masked_fill_int32_unit_body(int64_t n, int32_t *restrict y_, const int32_t *restrict x_, const uint8_t *restrict mask_, const double *at) {
    const int64_t value = ak_ew_attr_int64_t(at[0]);
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_masked_fill_i64(LD_ID(x_[k + j]), LD_BOOL(mask_[k + j]), value));
    for (; k < n; k++) y_[k] = ST_ID(ew_masked_fill_i64(LD_ID(x_[k]), LD_BOOL(mask_[k]), value));
}

/* int64: every operand unit-stride */
AK_INLINE void ew_masked_fill_int64_unit_body(int64_t n, int64_t *restrict y_, const int64_t *restrict x_, const uint8_t *restrict mask_, const double *at) {
    const int64_t value = ak_ew_attr_int64_t(at[0]);
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_masked_fill_i64(LD_ID(x_[k + j]), LD_BOOL(mask_[k + j]), value));
    for (; k < n; k++) y_[k] = ST_ID(ew_masked_fill_i64(LD_ID(x_[k]), LD_BOOL(mask_[k]), value));
}

/* uint8: every operand unit-stride */
AK_INLINE void ew_masked_fill_uint8_unit_body(int64_t n, uint8_t *restrict y_, const uint8_t *restrict x_, const uint8_t *restrict mask_, const double *at) {
    const int64_t value = ak_ew_attr_int64_t(at[0]);
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_masked_fill_i64(LD_ID(x_[k + j]), LD_BOOL(mask_[k + j]), value));
    for (; k < n; k++) y_[k] = ST_ID(ew_masked_fill_i64(LD_ID(x_[k]), LD_BOOL(mask_[k]), value));
}

/* bool: every operand unit-stride */
AK_INLINE void ew_masked_fill_bool_unit_body(int64_t n, uint8_t *restrict y_, const uint8_t *restrict x_, const uint8_t *restrict mask_, const double *at) {
    const int64_t value = ak_ew_attr_int64_t(at[0]);
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_BOOL(ew_masked_fill_i64(LD_BOOL(x_[k + j]), LD_BOOL(mask_[k + j]), value));
    for (; k < n; k++) y_[k] = ST_BOOL(ew_masked_fill_i64(LD_BOOL(x_[k]), LD_BOOL(mask_[k]), value));
}

/* half (f16 / bf16 converted to f32 in chunks): every operand unit-stride */
AK_INLINE void ew_masked_fill_half_unit_body(int64_t n, float *restrict y_, const float *restrict x_, const uint8_t *restrict mask_, const double *at) {
    const float value = (float)(at[0]);
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y_[k + j] = ST_ID(ew_masked_fill_f32(LD_ID(x_[k + j]), LD_BOOL(mask_[k + j]), value));
    for (; k < n; k++) y_[k] = ST_ID(ew_masked_fill_f32(LD_ID(x_[k]), LD_BOOL(mask_[k]), value));
}
AK_ISA_BUILDS(ew_masked_fill_half_unit, (int64_t n, float *y_, const float *x_, const uint8_t *mask_, const double *at), (n, y_, x_, mask_, at))

static void ew_masked_fill_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, m, b1, (const uint16_t *)p[1] + c);
            ew_masked_fill_half_unit_pick()(m, b0, b1, (const uint8_t *)p[2] + c, at);
            ak_store_f32(AK_F16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    const uint8_t *mask_ = (const uint8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_masked_fill_f32(LD_H(x_[k * s[1]]), LD_BOOL(mask_[k * s[2]]), (float)(at[0])));
}

static void ew_masked_fill_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        float b0[AK_CHUNK];
        float b1[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t m = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, m, b1, (const uint16_t *)p[1] + c);
            ew_masked_fill_half_unit_pick()(m, b0, b1, (const uint8_t *)p[2] + c, at);
            ak_store_f32(AK_BF16, m, (uint16_t *)p[0] + c, b0);
        }
        return;
    }
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    const uint8_t *mask_ = (const uint8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_masked_fill_f32(LD_B(x_[k * s[1]]), LD_BOOL(mask_[k * s[2]]), (float)(at[0])));
}

static void ew_masked_fill_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_masked_fill_float32_unit_pick()(n, (float *)p[0], (const float *)p[1], (const uint8_t *)p[2], at);
        return;
    }
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    const uint8_t *mask_ = (const uint8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_masked_fill_f32(LD_ID(x_[k * s[1]]), LD_BOOL(mask_[k * s[2]]), (float)(at[0])));
}

static void ew_masked_fill_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_masked_fill_float64_unit_pick()(n, (double *)p[0], (const double *)p[1], (const uint8_t *)p[2], at);
        return;
    }
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    const uint8_t *mask_ = (const uint8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_masked_fill_f64(LD_ID(x_[k * s[1]]), LD_BOOL(mask_[k * s[2]]), (double)(at[0])));
}

static void ew_masked_fill_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_masked_fill_int8_unit_body(n, (int8_t *)p[0], (const int8_t *)p[1], (const uint8_t *)p[2], at);
        return;
    }
    int8_t *o = (int8_t *)p[0];
    const int8_t *x_ = (const int8_t *)p[1];
    const uint8_t *mask_ = (const uint8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_masked_fill_i64(LD_ID(x_[k * s[1]]), LD_BOOL(mask_[k * s[2]]), ak_ew_attr_int64_t(at[0])));
}

static void ew_masked_fill_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_masked_fill_int16_unit_body(n, (int16_t *)p[0], (const int16_t *)p[1], (const uint8_t *)p[2], at);
        return;
    }
    int16_t *o = (int16_t *)p[0];
    const int16_t *x_ = (const int16_t *)p[1];
    const uint8_t *mask_ = (const uint8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_masked_fill_i64(LD_ID(x_[k * s[1]]), LD_BOOL(mask_[k * s[2]]), ak_ew_attr_int64_t(at[0])));
}

static void ew_masked_fill_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_masked_fill_int32_unit_body(n, (int32_t *)p[0], (const int32_t *)p[1], (const uint8_t *)p[2], at);
        return;
    }
    int32_t *o = (int32_t *)p[0];
    const int32_t *x_ = (const int32_t *)p[1];
    const uint8_t *mask_ = (const uint8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_masked_fill_i64(LD_ID(x_[k * s[1]]), LD_BOOL(mask_[k * s[2]]), ak_ew_attr_int64_t(at[0])));
}

static void ew_masked_fill_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_masked_fill_int64_unit_body(n, (int64_t *)p[0], (const int64_t *)p[1], (const uint8_t *)p[2], at);
        return;
    }
    int64_t *o = (int64_t *)p[0];
    const int64_t *x_ = (const int64_t *)p[1];
    const uint8_t *mask_ = (const uint8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_masked_fill_i64(LD_ID(x_[k * s[1]]), LD_BOOL(mask_[k * s[2]]), ak_ew_attr_int64_t(at[0])));
}

static void ew_masked_fill_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_masked_fill_uint8_unit_body(n, (uint8_t *)p[0], (const uint8_t *)p[1], (const uint8_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *x_ = (const uint8_t *)p[1];
    const uint8_t *mask_ = (const uint8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_masked_fill_i64(LD_ID(x_[k * s[1]]), LD_BOOL(mask_[k * s[2]]), ak_ew_attr_int64_t(at[0])));
}

static void ew_masked_fill_bool(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    if (ak_ew_unit(s, 3)) {
        ew_masked_fill_bool_unit_body(n, (uint8_t *)p[0], (const uint8_t *)p[1], (const uint8_t *)p[2], at);
        return;
    }
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *x_ = (const uint8_t *)p[1];
    const uint8_t *mask_ = (const uint8_t *)p[2];
    for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_masked_fill_i64(LD_BOOL(x_[k * s[1]]), LD_BOOL(mask_[k * s[2]]), ak_ew_attr_int64_t(at[0])));
}

int ak_masked_fill(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const ak_tensor *mask, float value) {
    const ak_tensor *ops[3] = {y, x, mask};
    const double at[1] = {value};
    ak_inner fn;
    switch (y->dtype) {
    case AK_F16:
        fn = ew_masked_fill_float16;
        break;
    case AK_BF16:
        fn = ew_masked_fill_bfloat16;
        break;
    case AK_F32:
        fn = ew_masked_fill_float32;
        break;
    case AK_F64:
        fn = ew_masked_fill_float64;
        break;
    case AK_I8:
        fn = ew_masked_fill_int8;
        break;
    case AK_I16:
        fn = ew_masked_fill_int16;
        break;
    case AK_I32:
        fn = ew_masked_fill_int32;
        break;
    case AK_I64:
        fn = ew_masked_fill_int64;
        break;
    case AK_U8:
        fn = ew_masked_fill_uint8;
        break;
    case AK_BOOL:
        fn = ew_masked_fill_bool;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    if (mask->dtype != AK_BOOL) return AK_UNSUPPORTED;
    ak_elementwise(ex, 3, ops, fn, at);
    return AK_OK;
}
