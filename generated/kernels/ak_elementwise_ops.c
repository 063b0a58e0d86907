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

static void ew_abs_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_abs_f32(LD_H(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_abs_f32(LD_H(x_[k * s[1]])));
}

static void ew_abs_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_abs_f32(LD_B(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_abs_f32(LD_B(x_[k * s[1]])));
}

static void ew_abs_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_abs_f32(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_abs_f32(LD_ID(x_[k * s[1]])));
}

static void ew_abs_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_abs_f64(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_abs_f64(LD_ID(x_[k * s[1]])));
}

static void ew_abs_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int8_t *o = (int8_t *)p[0];
    const int8_t *x_ = (const int8_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_abs_i64(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_abs_i64(LD_ID(x_[k * s[1]])));
}

static void ew_abs_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int16_t *o = (int16_t *)p[0];
    const int16_t *x_ = (const int16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_abs_i64(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_abs_i64(LD_ID(x_[k * s[1]])));
}

static void ew_abs_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int32_t *o = (int32_t *)p[0];
    const int32_t *x_ = (const int32_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_abs_i64(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_abs_i64(LD_ID(x_[k * s[1]])));
}

static void ew_abs_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int64_t *o = (int64_t *)p[0];
    const int64_t *x_ = (const int64_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_abs_i64(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_abs_i64(LD_ID(x_[k * s[1]])));
}

static void ew_abs_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *x_ = (const uint8_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_abs_i64(LD_ID(x_[k]))));
    else
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

static void ew_neg_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_neg_f32(LD_H(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_neg_f32(LD_H(x_[k * s[1]])));
}

static void ew_neg_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_neg_f32(LD_B(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_neg_f32(LD_B(x_[k * s[1]])));
}

static void ew_neg_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_neg_f32(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_neg_f32(LD_ID(x_[k * s[1]])));
}

static void ew_neg_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_neg_f64(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_neg_f64(LD_ID(x_[k * s[1]])));
}

static void ew_neg_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int8_t *o = (int8_t *)p[0];
    const int8_t *x_ = (const int8_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_neg_i64(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_neg_i64(LD_ID(x_[k * s[1]])));
}

static void ew_neg_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int16_t *o = (int16_t *)p[0];
    const int16_t *x_ = (const int16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_neg_i64(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_neg_i64(LD_ID(x_[k * s[1]])));
}

static void ew_neg_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int32_t *o = (int32_t *)p[0];
    const int32_t *x_ = (const int32_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_neg_i64(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_neg_i64(LD_ID(x_[k * s[1]])));
}

static void ew_neg_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int64_t *o = (int64_t *)p[0];
    const int64_t *x_ = (const int64_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_neg_i64(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_neg_i64(LD_ID(x_[k * s[1]])));
}

static void ew_neg_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *x_ = (const uint8_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_neg_i64(LD_ID(x_[k]))));
    else
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

/* ---- sign: `y = np.sign(x)` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_sign_f32(float x) {
    typedef float C_t;
    return (C_t)(x > C(0) ? C(1) : x < C(0) ? C(-1) : x);
}

AK_INLINE double ew_sign_f64(double x) {
    typedef double C_t;
    return (C_t)(x > C(0) ? C(1) : x < C(0) ? C(-1) : x);
}

AK_INLINE int64_t ew_sign_i64(int64_t x) {
    typedef int64_t C_t;
    return (C_t)(x > C(0) ? C(1) : x < C(0) ? C(-1) : x);
}

static void ew_sign_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_sign_f32(LD_H(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_sign_f32(LD_H(x_[k * s[1]])));
}

static void ew_sign_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_sign_f32(LD_B(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_sign_f32(LD_B(x_[k * s[1]])));
}

static void ew_sign_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_sign_f32(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_sign_f32(LD_ID(x_[k * s[1]])));
}

static void ew_sign_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_sign_f64(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_sign_f64(LD_ID(x_[k * s[1]])));
}

static void ew_sign_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int8_t *o = (int8_t *)p[0];
    const int8_t *x_ = (const int8_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_sign_i64(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_sign_i64(LD_ID(x_[k * s[1]])));
}

static void ew_sign_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int16_t *o = (int16_t *)p[0];
    const int16_t *x_ = (const int16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_sign_i64(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_sign_i64(LD_ID(x_[k * s[1]])));
}

static void ew_sign_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int32_t *o = (int32_t *)p[0];
    const int32_t *x_ = (const int32_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_sign_i64(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_sign_i64(LD_ID(x_[k * s[1]])));
}

static void ew_sign_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int64_t *o = (int64_t *)p[0];
    const int64_t *x_ = (const int64_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_sign_i64(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_sign_i64(LD_ID(x_[k * s[1]])));
}

static void ew_sign_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *x_ = (const uint8_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_sign_i64(LD_ID(x_[k]))));
    else
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

static void ew_square_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_square_f32(LD_H(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_square_f32(LD_H(x_[k * s[1]])));
}

static void ew_square_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_square_f32(LD_B(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_square_f32(LD_B(x_[k * s[1]])));
}

static void ew_square_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_square_f32(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_square_f32(LD_ID(x_[k * s[1]])));
}

static void ew_square_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_square_f64(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_square_f64(LD_ID(x_[k * s[1]])));
}

static void ew_square_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int8_t *o = (int8_t *)p[0];
    const int8_t *x_ = (const int8_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_square_i64(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_square_i64(LD_ID(x_[k * s[1]])));
}

static void ew_square_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int16_t *o = (int16_t *)p[0];
    const int16_t *x_ = (const int16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_square_i64(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_square_i64(LD_ID(x_[k * s[1]])));
}

static void ew_square_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int32_t *o = (int32_t *)p[0];
    const int32_t *x_ = (const int32_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_square_i64(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_square_i64(LD_ID(x_[k * s[1]])));
}

static void ew_square_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int64_t *o = (int64_t *)p[0];
    const int64_t *x_ = (const int64_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_square_i64(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_square_i64(LD_ID(x_[k * s[1]])));
}

static void ew_square_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *x_ = (const uint8_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_square_i64(LD_ID(x_[k]))));
    else
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

static void ew_exp_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_exp_f32(LD_H(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_exp_f32(LD_H(x_[k * s[1]])));
}

static void ew_exp_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_exp_f32(LD_B(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_exp_f32(LD_B(x_[k * s[1]])));
}

static void ew_exp_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_exp_f32(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_exp_f32(LD_ID(x_[k * s[1]])));
}

static void ew_exp_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_exp_f64(LD_ID(x_[k]))));
    else
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

static void ew_exp2_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_exp2_f32(LD_H(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_exp2_f32(LD_H(x_[k * s[1]])));
}

static void ew_exp2_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_exp2_f32(LD_B(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_exp2_f32(LD_B(x_[k * s[1]])));
}

static void ew_exp2_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_exp2_f32(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_exp2_f32(LD_ID(x_[k * s[1]])));
}

static void ew_exp2_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_exp2_f64(LD_ID(x_[k]))));
    else
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

static void ew_expm1_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_expm1_f32(LD_H(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_expm1_f32(LD_H(x_[k * s[1]])));
}

static void ew_expm1_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_expm1_f32(LD_B(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_expm1_f32(LD_B(x_[k * s[1]])));
}

static void ew_expm1_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_expm1_f32(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_expm1_f32(LD_ID(x_[k * s[1]])));
}

static void ew_expm1_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_expm1_f64(LD_ID(x_[k]))));
    else
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

static void ew_log_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_log_f32(LD_H(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_log_f32(LD_H(x_[k * s[1]])));
}

static void ew_log_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_log_f32(LD_B(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_log_f32(LD_B(x_[k * s[1]])));
}

static void ew_log_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_log_f32(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_log_f32(LD_ID(x_[k * s[1]])));
}

static void ew_log_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_log_f64(LD_ID(x_[k]))));
    else
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

static void ew_log2_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_log2_f32(LD_H(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_log2_f32(LD_H(x_[k * s[1]])));
}

static void ew_log2_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_log2_f32(LD_B(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_log2_f32(LD_B(x_[k * s[1]])));
}

static void ew_log2_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_log2_f32(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_log2_f32(LD_ID(x_[k * s[1]])));
}

static void ew_log2_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_log2_f64(LD_ID(x_[k]))));
    else
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

static void ew_log10_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_log10_f32(LD_H(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_log10_f32(LD_H(x_[k * s[1]])));
}

static void ew_log10_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_log10_f32(LD_B(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_log10_f32(LD_B(x_[k * s[1]])));
}

static void ew_log10_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_log10_f32(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_log10_f32(LD_ID(x_[k * s[1]])));
}

static void ew_log10_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_log10_f64(LD_ID(x_[k]))));
    else
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

static void ew_log1p_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_log1p_f32(LD_H(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_log1p_f32(LD_H(x_[k * s[1]])));
}

static void ew_log1p_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_log1p_f32(LD_B(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_log1p_f32(LD_B(x_[k * s[1]])));
}

static void ew_log1p_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_log1p_f32(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_log1p_f32(LD_ID(x_[k * s[1]])));
}

static void ew_log1p_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_log1p_f64(LD_ID(x_[k]))));
    else
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

static void ew_sqrt_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_sqrt_f32(LD_H(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_sqrt_f32(LD_H(x_[k * s[1]])));
}

static void ew_sqrt_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_sqrt_f32(LD_B(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_sqrt_f32(LD_B(x_[k * s[1]])));
}

static void ew_sqrt_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_sqrt_f32(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_sqrt_f32(LD_ID(x_[k * s[1]])));
}

static void ew_sqrt_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_sqrt_f64(LD_ID(x_[k]))));
    else
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

static void ew_rsqrt_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_rsqrt_f32(LD_H(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_rsqrt_f32(LD_H(x_[k * s[1]])));
}

static void ew_rsqrt_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_rsqrt_f32(LD_B(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_rsqrt_f32(LD_B(x_[k * s[1]])));
}

static void ew_rsqrt_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_rsqrt_f32(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_rsqrt_f32(LD_ID(x_[k * s[1]])));
}

static void ew_rsqrt_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_rsqrt_f64(LD_ID(x_[k]))));
    else
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

static void ew_sin_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_sin_f32(LD_H(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_sin_f32(LD_H(x_[k * s[1]])));
}

static void ew_sin_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_sin_f32(LD_B(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_sin_f32(LD_B(x_[k * s[1]])));
}

static void ew_sin_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_sin_f32(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_sin_f32(LD_ID(x_[k * s[1]])));
}

static void ew_sin_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_sin_f64(LD_ID(x_[k]))));
    else
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

static void ew_cos_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_cos_f32(LD_H(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_cos_f32(LD_H(x_[k * s[1]])));
}

static void ew_cos_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_cos_f32(LD_B(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_cos_f32(LD_B(x_[k * s[1]])));
}

static void ew_cos_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_cos_f32(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_cos_f32(LD_ID(x_[k * s[1]])));
}

static void ew_cos_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_cos_f64(LD_ID(x_[k]))));
    else
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

static void ew_tan_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_tan_f32(LD_H(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_tan_f32(LD_H(x_[k * s[1]])));
}

static void ew_tan_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_tan_f32(LD_B(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_tan_f32(LD_B(x_[k * s[1]])));
}

static void ew_tan_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_tan_f32(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_tan_f32(LD_ID(x_[k * s[1]])));
}

static void ew_tan_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_tan_f64(LD_ID(x_[k]))));
    else
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

static void ew_asin_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_asin_f32(LD_H(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_asin_f32(LD_H(x_[k * s[1]])));
}

static void ew_asin_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_asin_f32(LD_B(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_asin_f32(LD_B(x_[k * s[1]])));
}

static void ew_asin_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_asin_f32(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_asin_f32(LD_ID(x_[k * s[1]])));
}

static void ew_asin_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_asin_f64(LD_ID(x_[k]))));
    else
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

static void ew_acos_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_acos_f32(LD_H(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_acos_f32(LD_H(x_[k * s[1]])));
}

static void ew_acos_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_acos_f32(LD_B(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_acos_f32(LD_B(x_[k * s[1]])));
}

static void ew_acos_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_acos_f32(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_acos_f32(LD_ID(x_[k * s[1]])));
}

static void ew_acos_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_acos_f64(LD_ID(x_[k]))));
    else
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

static void ew_atan_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_atan_f32(LD_H(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_atan_f32(LD_H(x_[k * s[1]])));
}

static void ew_atan_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_atan_f32(LD_B(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_atan_f32(LD_B(x_[k * s[1]])));
}

static void ew_atan_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_atan_f32(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_atan_f32(LD_ID(x_[k * s[1]])));
}

static void ew_atan_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_atan_f64(LD_ID(x_[k]))));
    else
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

static void ew_sinh_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_sinh_f32(LD_H(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_sinh_f32(LD_H(x_[k * s[1]])));
}

static void ew_sinh_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_sinh_f32(LD_B(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_sinh_f32(LD_B(x_[k * s[1]])));
}

static void ew_sinh_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_sinh_f32(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_sinh_f32(LD_ID(x_[k * s[1]])));
}

static void ew_sinh_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_sinh_f64(LD_ID(x_[k]))));
    else
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

static void ew_cosh_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_cosh_f32(LD_H(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_cosh_f32(LD_H(x_[k * s[1]])));
}

static void ew_cosh_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_cosh_f32(LD_B(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_cosh_f32(LD_B(x_[k * s[1]])));
}

static void ew_cosh_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_cosh_f32(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_cosh_f32(LD_ID(x_[k * s[1]])));
}

static void ew_cosh_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_cosh_f64(LD_ID(x_[k]))));
    else
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

static void ew_asinh_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_asinh_f32(LD_H(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_asinh_f32(LD_H(x_[k * s[1]])));
}

static void ew_asinh_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_asinh_f32(LD_B(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_asinh_f32(LD_B(x_[k * s[1]])));
}

static void ew_asinh_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_asinh_f32(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_asinh_f32(LD_ID(x_[k * s[1]])));
}

static void ew_asinh_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_asinh_f64(LD_ID(x_[k]))));
    else
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

static void ew_acosh_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_acosh_f32(LD_H(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_acosh_f32(LD_H(x_[k * s[1]])));
}

static void ew_acosh_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_acosh_f32(LD_B(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_acosh_f32(LD_B(x_[k * s[1]])));
}

static void ew_acosh_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_acosh_f32(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_acosh_f32(LD_ID(x_[k * s[1]])));
}

static void ew_acosh_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_acosh_f64(LD_ID(x_[k]))));
    else
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

static void ew_atanh_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_atanh_f32(LD_H(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_atanh_f32(LD_H(x_[k * s[1]])));
}

static void ew_atanh_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_atanh_f32(LD_B(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_atanh_f32(LD_B(x_[k * s[1]])));
}

static void ew_atanh_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_atanh_f32(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_atanh_f32(LD_ID(x_[k * s[1]])));
}

static void ew_atanh_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_atanh_f64(LD_ID(x_[k]))));
    else
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

static void ew_erfc_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_erfc_f32(LD_H(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_erfc_f32(LD_H(x_[k * s[1]])));
}

static void ew_erfc_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_erfc_f32(LD_B(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_erfc_f32(LD_B(x_[k * s[1]])));
}

static void ew_erfc_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_erfc_f32(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_erfc_f32(LD_ID(x_[k * s[1]])));
}

static void ew_erfc_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_erfc_f64(LD_ID(x_[k]))));
    else
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

static void ew_floor_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_floor_f32(LD_H(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_floor_f32(LD_H(x_[k * s[1]])));
}

static void ew_floor_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_floor_f32(LD_B(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_floor_f32(LD_B(x_[k * s[1]])));
}

static void ew_floor_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_floor_f32(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_floor_f32(LD_ID(x_[k * s[1]])));
}

static void ew_floor_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_floor_f64(LD_ID(x_[k]))));
    else
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

static void ew_ceil_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_ceil_f32(LD_H(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_ceil_f32(LD_H(x_[k * s[1]])));
}

static void ew_ceil_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_ceil_f32(LD_B(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_ceil_f32(LD_B(x_[k * s[1]])));
}

static void ew_ceil_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_ceil_f32(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_ceil_f32(LD_ID(x_[k * s[1]])));
}

static void ew_ceil_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_ceil_f64(LD_ID(x_[k]))));
    else
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

static void ew_round_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_round_f32(LD_H(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_round_f32(LD_H(x_[k * s[1]])));
}

static void ew_round_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_round_f32(LD_B(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_round_f32(LD_B(x_[k * s[1]])));
}

static void ew_round_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_round_f32(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_round_f32(LD_ID(x_[k * s[1]])));
}

static void ew_round_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_round_f64(LD_ID(x_[k]))));
    else
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

static void ew_trunc_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_trunc_f32(LD_H(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_trunc_f32(LD_H(x_[k * s[1]])));
}

static void ew_trunc_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_trunc_f32(LD_B(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_trunc_f32(LD_B(x_[k * s[1]])));
}

static void ew_trunc_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_trunc_f32(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_trunc_f32(LD_ID(x_[k * s[1]])));
}

static void ew_trunc_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_trunc_f64(LD_ID(x_[k]))));
    else
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

static void ew_bitwise_not_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int8_t *o = (int8_t *)p[0];
    const int8_t *x_ = (const int8_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_bitwise_not_i64(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_bitwise_not_i64(LD_ID(x_[k * s[1]])));
}

static void ew_bitwise_not_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int16_t *o = (int16_t *)p[0];
    const int16_t *x_ = (const int16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_bitwise_not_i64(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_bitwise_not_i64(LD_ID(x_[k * s[1]])));
}

static void ew_bitwise_not_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int32_t *o = (int32_t *)p[0];
    const int32_t *x_ = (const int32_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_bitwise_not_i64(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_bitwise_not_i64(LD_ID(x_[k * s[1]])));
}

static void ew_bitwise_not_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int64_t *o = (int64_t *)p[0];
    const int64_t *x_ = (const int64_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_bitwise_not_i64(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_bitwise_not_i64(LD_ID(x_[k * s[1]])));
}

static void ew_bitwise_not_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *x_ = (const uint8_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_bitwise_not_i64(LD_ID(x_[k]))));
    else
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

static void ew_logical_not_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_logical_not_f32(LD_H(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_not_f32(LD_H(x_[k * s[1]])));
}

static void ew_logical_not_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_logical_not_f32(LD_B(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_not_f32(LD_B(x_[k * s[1]])));
}

static void ew_logical_not_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const float *x_ = (const float *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_logical_not_f32(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_not_f32(LD_ID(x_[k * s[1]])));
}

static void ew_logical_not_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const double *x_ = (const double *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_logical_not_f64(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_not_f64(LD_ID(x_[k * s[1]])));
}

static void ew_logical_not_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const int8_t *x_ = (const int8_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_logical_not_i64(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_not_i64(LD_ID(x_[k * s[1]])));
}

static void ew_logical_not_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const int16_t *x_ = (const int16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_logical_not_i64(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_not_i64(LD_ID(x_[k * s[1]])));
}

static void ew_logical_not_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const int32_t *x_ = (const int32_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_logical_not_i64(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_not_i64(LD_ID(x_[k * s[1]])));
}

static void ew_logical_not_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const int64_t *x_ = (const int64_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_logical_not_i64(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_not_i64(LD_ID(x_[k * s[1]])));
}

static void ew_logical_not_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *x_ = (const uint8_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_logical_not_i64(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_not_i64(LD_ID(x_[k * s[1]])));
}

static void ew_logical_not_bool(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *x_ = (const uint8_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_logical_not_i64(LD_BOOL(x_[k]))));
    else
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

static void ew_isnan_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_isnan_f32(LD_H(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_isnan_f32(LD_H(x_[k * s[1]])));
}

static void ew_isnan_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_isnan_f32(LD_B(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_isnan_f32(LD_B(x_[k * s[1]])));
}

static void ew_isnan_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const float *x_ = (const float *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_isnan_f32(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_isnan_f32(LD_ID(x_[k * s[1]])));
}

static void ew_isnan_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const double *x_ = (const double *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_isnan_f64(LD_ID(x_[k]))));
    else
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

static void ew_isinf_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_isinf_f32(LD_H(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_isinf_f32(LD_H(x_[k * s[1]])));
}

static void ew_isinf_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_isinf_f32(LD_B(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_isinf_f32(LD_B(x_[k * s[1]])));
}

static void ew_isinf_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const float *x_ = (const float *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_isinf_f32(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_isinf_f32(LD_ID(x_[k * s[1]])));
}

static void ew_isinf_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const double *x_ = (const double *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_isinf_f64(LD_ID(x_[k]))));
    else
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

static void ew_isfinite_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_isfinite_f32(LD_H(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_isfinite_f32(LD_H(x_[k * s[1]])));
}

static void ew_isfinite_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_isfinite_f32(LD_B(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_isfinite_f32(LD_B(x_[k * s[1]])));
}

static void ew_isfinite_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const float *x_ = (const float *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_isfinite_f32(LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_isfinite_f32(LD_ID(x_[k * s[1]])));
}

static void ew_isfinite_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const double *x_ = (const double *)p[1];
    if (ak_ew_unit(s, 2))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_isfinite_f64(LD_ID(x_[k]))));
    else
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

static void ew_div_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_div_f32(LD_H(a_[k]), LD_H(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_div_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_div_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_div_f32(LD_B(a_[k]), LD_B(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_div_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_div_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_div_f32(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_div_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_div_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_div_f64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
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

static void ew_floor_divide_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_floor_divide_f32(LD_H(a_[k]), LD_H(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_floor_divide_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_floor_divide_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_floor_divide_f32(LD_B(a_[k]), LD_B(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_floor_divide_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_floor_divide_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_floor_divide_f32(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_floor_divide_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_floor_divide_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_floor_divide_f64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_floor_divide_f64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_floor_divide_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int8_t *o = (int8_t *)p[0];
    const int8_t *a_ = (const int8_t *)p[1];
    const int8_t *b_ = (const int8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_floor_divide_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_floor_divide_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_floor_divide_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int16_t *o = (int16_t *)p[0];
    const int16_t *a_ = (const int16_t *)p[1];
    const int16_t *b_ = (const int16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_floor_divide_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_floor_divide_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_floor_divide_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int32_t *o = (int32_t *)p[0];
    const int32_t *a_ = (const int32_t *)p[1];
    const int32_t *b_ = (const int32_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_floor_divide_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_floor_divide_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_floor_divide_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int64_t *o = (int64_t *)p[0];
    const int64_t *a_ = (const int64_t *)p[1];
    const int64_t *b_ = (const int64_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_floor_divide_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_floor_divide_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_floor_divide_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_floor_divide_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
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

static void ew_remainder_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_remainder_f32(LD_H(a_[k]), LD_H(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_remainder_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_remainder_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_remainder_f32(LD_B(a_[k]), LD_B(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_remainder_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_remainder_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_remainder_f32(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_remainder_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_remainder_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_remainder_f64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_remainder_f64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_remainder_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int8_t *o = (int8_t *)p[0];
    const int8_t *a_ = (const int8_t *)p[1];
    const int8_t *b_ = (const int8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_remainder_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_remainder_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_remainder_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int16_t *o = (int16_t *)p[0];
    const int16_t *a_ = (const int16_t *)p[1];
    const int16_t *b_ = (const int16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_remainder_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_remainder_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_remainder_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int32_t *o = (int32_t *)p[0];
    const int32_t *a_ = (const int32_t *)p[1];
    const int32_t *b_ = (const int32_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_remainder_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_remainder_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_remainder_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int64_t *o = (int64_t *)p[0];
    const int64_t *a_ = (const int64_t *)p[1];
    const int64_t *b_ = (const int64_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_remainder_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_remainder_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_remainder_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_remainder_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
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

static void ew_fmod_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_fmod_f32(LD_H(a_[k]), LD_H(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_fmod_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_fmod_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_fmod_f32(LD_B(a_[k]), LD_B(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_fmod_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_fmod_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_fmod_f32(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_fmod_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_fmod_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_fmod_f64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
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

static void ew_pow_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_pow_f32(LD_H(a_[k]), LD_H(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_pow_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_pow_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_pow_f32(LD_B(a_[k]), LD_B(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_pow_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_pow_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_pow_f32(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_pow_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_pow_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_pow_f64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
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
    return (C_t)(a != a || a > b ? a : b);
}

AK_INLINE double ew_maximum_f64(double a, double b) {
    typedef double C_t;
    return (C_t)(a != a || a > b ? a : b);
}

AK_INLINE int64_t ew_maximum_i64(int64_t a, int64_t b) {
    typedef int64_t C_t;
    return (C_t)(a > b ? a : b);
}

static void ew_maximum_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_maximum_f32(LD_H(a_[k]), LD_H(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_maximum_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_maximum_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_maximum_f32(LD_B(a_[k]), LD_B(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_maximum_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_maximum_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_maximum_f32(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_maximum_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_maximum_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_maximum_f64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_maximum_f64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_maximum_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int8_t *o = (int8_t *)p[0];
    const int8_t *a_ = (const int8_t *)p[1];
    const int8_t *b_ = (const int8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_maximum_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_maximum_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_maximum_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int16_t *o = (int16_t *)p[0];
    const int16_t *a_ = (const int16_t *)p[1];
    const int16_t *b_ = (const int16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_maximum_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_maximum_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_maximum_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int32_t *o = (int32_t *)p[0];
    const int32_t *a_ = (const int32_t *)p[1];
    const int32_t *b_ = (const int32_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_maximum_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_maximum_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_maximum_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int64_t *o = (int64_t *)p[0];
    const int64_t *a_ = (const int64_t *)p[1];
    const int64_t *b_ = (const int64_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_maximum_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_maximum_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_maximum_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_maximum_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
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
    return (C_t)(a != a || a < b ? a : b);
}

AK_INLINE double ew_minimum_f64(double a, double b) {
    typedef double C_t;
    return (C_t)(a != a || a < b ? a : b);
}

AK_INLINE int64_t ew_minimum_i64(int64_t a, int64_t b) {
    typedef int64_t C_t;
    return (C_t)(a < b ? a : b);
}

static void ew_minimum_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_minimum_f32(LD_H(a_[k]), LD_H(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_minimum_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_minimum_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_minimum_f32(LD_B(a_[k]), LD_B(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_minimum_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_minimum_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_minimum_f32(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_minimum_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_minimum_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_minimum_f64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_minimum_f64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_minimum_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int8_t *o = (int8_t *)p[0];
    const int8_t *a_ = (const int8_t *)p[1];
    const int8_t *b_ = (const int8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_minimum_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_minimum_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_minimum_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int16_t *o = (int16_t *)p[0];
    const int16_t *a_ = (const int16_t *)p[1];
    const int16_t *b_ = (const int16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_minimum_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_minimum_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_minimum_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int32_t *o = (int32_t *)p[0];
    const int32_t *a_ = (const int32_t *)p[1];
    const int32_t *b_ = (const int32_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_minimum_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_minimum_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_minimum_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int64_t *o = (int64_t *)p[0];
    const int64_t *a_ = (const int64_t *)p[1];
    const int64_t *b_ = (const int64_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_minimum_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_minimum_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_minimum_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_minimum_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
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

static void ew_fmax_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_fmax_f32(LD_H(a_[k]), LD_H(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_fmax_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_fmax_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_fmax_f32(LD_B(a_[k]), LD_B(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_fmax_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_fmax_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_fmax_f32(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_fmax_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_fmax_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_fmax_f64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
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

static void ew_fmin_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_fmin_f32(LD_H(a_[k]), LD_H(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_fmin_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_fmin_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_fmin_f32(LD_B(a_[k]), LD_B(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_fmin_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_fmin_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_fmin_f32(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_fmin_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_fmin_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_fmin_f64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
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

static void ew_atan2_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_atan2_f32(LD_H(a_[k]), LD_H(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_atan2_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_atan2_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_atan2_f32(LD_B(a_[k]), LD_B(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_atan2_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_atan2_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_atan2_f32(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_atan2_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_atan2_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_atan2_f64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
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

static void ew_hypot_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_hypot_f32(LD_H(a_[k]), LD_H(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_hypot_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_hypot_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_hypot_f32(LD_B(a_[k]), LD_B(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_hypot_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_hypot_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_hypot_f32(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_hypot_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_hypot_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_hypot_f64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
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

static void ew_copysign_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_copysign_f32(LD_H(a_[k]), LD_H(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_copysign_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_copysign_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_copysign_f32(LD_B(a_[k]), LD_B(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_copysign_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_copysign_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_copysign_f32(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_copysign_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_copysign_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_copysign_f64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
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

/* ---- logaddexp: `c = np.logaddexp(a, b)` elementwise, broadcasting (NumPy notation). */

AK_INLINE float ew_logaddexp_f32(float a, float b) {
    typedef float C_t;
    return (C_t)(fmax(a, b) + log1p(exp(-fabs(a - b))));
}

AK_INLINE double ew_logaddexp_f64(double a, double b) {
    typedef double C_t;
    return (C_t)(fmax(a, b) + log1p(exp(-fabs(a - b))));
}

static void ew_logaddexp_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_logaddexp_f32(LD_H(a_[k]), LD_H(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_logaddexp_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_logaddexp_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_logaddexp_f32(LD_B(a_[k]), LD_B(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_logaddexp_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_logaddexp_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_logaddexp_f32(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_logaddexp_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_logaddexp_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_logaddexp_f64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
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

static void ew_bitwise_and_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int8_t *o = (int8_t *)p[0];
    const int8_t *a_ = (const int8_t *)p[1];
    const int8_t *b_ = (const int8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_bitwise_and_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_bitwise_and_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_bitwise_and_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int16_t *o = (int16_t *)p[0];
    const int16_t *a_ = (const int16_t *)p[1];
    const int16_t *b_ = (const int16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_bitwise_and_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_bitwise_and_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_bitwise_and_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int32_t *o = (int32_t *)p[0];
    const int32_t *a_ = (const int32_t *)p[1];
    const int32_t *b_ = (const int32_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_bitwise_and_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_bitwise_and_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_bitwise_and_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int64_t *o = (int64_t *)p[0];
    const int64_t *a_ = (const int64_t *)p[1];
    const int64_t *b_ = (const int64_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_bitwise_and_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_bitwise_and_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_bitwise_and_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_bitwise_and_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_bitwise_and_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_bitwise_and_bool(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_bitwise_and_i64(LD_BOOL(a_[k]), LD_BOOL(b_[k]))));
    else
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

static void ew_bitwise_or_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int8_t *o = (int8_t *)p[0];
    const int8_t *a_ = (const int8_t *)p[1];
    const int8_t *b_ = (const int8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_bitwise_or_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_bitwise_or_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_bitwise_or_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int16_t *o = (int16_t *)p[0];
    const int16_t *a_ = (const int16_t *)p[1];
    const int16_t *b_ = (const int16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_bitwise_or_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_bitwise_or_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_bitwise_or_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int32_t *o = (int32_t *)p[0];
    const int32_t *a_ = (const int32_t *)p[1];
    const int32_t *b_ = (const int32_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_bitwise_or_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_bitwise_or_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_bitwise_or_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int64_t *o = (int64_t *)p[0];
    const int64_t *a_ = (const int64_t *)p[1];
    const int64_t *b_ = (const int64_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_bitwise_or_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_bitwise_or_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_bitwise_or_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_bitwise_or_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_bitwise_or_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_bitwise_or_bool(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_bitwise_or_i64(LD_BOOL(a_[k]), LD_BOOL(b_[k]))));
    else
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

static void ew_bitwise_xor_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int8_t *o = (int8_t *)p[0];
    const int8_t *a_ = (const int8_t *)p[1];
    const int8_t *b_ = (const int8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_bitwise_xor_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_bitwise_xor_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_bitwise_xor_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int16_t *o = (int16_t *)p[0];
    const int16_t *a_ = (const int16_t *)p[1];
    const int16_t *b_ = (const int16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_bitwise_xor_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_bitwise_xor_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_bitwise_xor_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int32_t *o = (int32_t *)p[0];
    const int32_t *a_ = (const int32_t *)p[1];
    const int32_t *b_ = (const int32_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_bitwise_xor_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_bitwise_xor_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_bitwise_xor_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int64_t *o = (int64_t *)p[0];
    const int64_t *a_ = (const int64_t *)p[1];
    const int64_t *b_ = (const int64_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_bitwise_xor_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_bitwise_xor_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_bitwise_xor_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_bitwise_xor_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_bitwise_xor_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_bitwise_xor_bool(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_bitwise_xor_i64(LD_BOOL(a_[k]), LD_BOOL(b_[k]))));
    else
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

static void ew_eq_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_eq_f32(LD_H(a_[k]), LD_H(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_eq_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_eq_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_eq_f32(LD_B(a_[k]), LD_B(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_eq_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_eq_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_eq_f32(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_eq_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_eq_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_eq_f64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_eq_f64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_eq_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const int8_t *a_ = (const int8_t *)p[1];
    const int8_t *b_ = (const int8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_eq_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_eq_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_eq_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const int16_t *a_ = (const int16_t *)p[1];
    const int16_t *b_ = (const int16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_eq_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_eq_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_eq_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const int32_t *a_ = (const int32_t *)p[1];
    const int32_t *b_ = (const int32_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_eq_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_eq_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_eq_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const int64_t *a_ = (const int64_t *)p[1];
    const int64_t *b_ = (const int64_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_eq_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_eq_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_eq_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_eq_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_eq_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_eq_bool(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_eq_i64(LD_BOOL(a_[k]), LD_BOOL(b_[k]))));
    else
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

static void ew_ne_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_ne_f32(LD_H(a_[k]), LD_H(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_ne_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_ne_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_ne_f32(LD_B(a_[k]), LD_B(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_ne_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_ne_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_ne_f32(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_ne_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_ne_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_ne_f64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_ne_f64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_ne_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const int8_t *a_ = (const int8_t *)p[1];
    const int8_t *b_ = (const int8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_ne_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_ne_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_ne_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const int16_t *a_ = (const int16_t *)p[1];
    const int16_t *b_ = (const int16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_ne_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_ne_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_ne_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const int32_t *a_ = (const int32_t *)p[1];
    const int32_t *b_ = (const int32_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_ne_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_ne_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_ne_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const int64_t *a_ = (const int64_t *)p[1];
    const int64_t *b_ = (const int64_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_ne_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_ne_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_ne_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_ne_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_ne_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_ne_bool(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_ne_i64(LD_BOOL(a_[k]), LD_BOOL(b_[k]))));
    else
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

static void ew_lt_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_lt_f32(LD_H(a_[k]), LD_H(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_lt_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_lt_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_lt_f32(LD_B(a_[k]), LD_B(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_lt_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_lt_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_lt_f32(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_lt_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_lt_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_lt_f64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_lt_f64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_lt_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const int8_t *a_ = (const int8_t *)p[1];
    const int8_t *b_ = (const int8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_lt_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_lt_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_lt_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const int16_t *a_ = (const int16_t *)p[1];
    const int16_t *b_ = (const int16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_lt_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_lt_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_lt_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const int32_t *a_ = (const int32_t *)p[1];
    const int32_t *b_ = (const int32_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_lt_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_lt_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_lt_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const int64_t *a_ = (const int64_t *)p[1];
    const int64_t *b_ = (const int64_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_lt_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_lt_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_lt_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_lt_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_lt_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_lt_bool(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_lt_i64(LD_BOOL(a_[k]), LD_BOOL(b_[k]))));
    else
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

static void ew_le_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_le_f32(LD_H(a_[k]), LD_H(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_le_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_le_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_le_f32(LD_B(a_[k]), LD_B(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_le_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_le_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_le_f32(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_le_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_le_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_le_f64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_le_f64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_le_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const int8_t *a_ = (const int8_t *)p[1];
    const int8_t *b_ = (const int8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_le_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_le_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_le_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const int16_t *a_ = (const int16_t *)p[1];
    const int16_t *b_ = (const int16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_le_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_le_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_le_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const int32_t *a_ = (const int32_t *)p[1];
    const int32_t *b_ = (const int32_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_le_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_le_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_le_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const int64_t *a_ = (const int64_t *)p[1];
    const int64_t *b_ = (const int64_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_le_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_le_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_le_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_le_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_le_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_le_bool(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_le_i64(LD_BOOL(a_[k]), LD_BOOL(b_[k]))));
    else
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

static void ew_gt_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_gt_f32(LD_H(a_[k]), LD_H(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_gt_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_gt_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_gt_f32(LD_B(a_[k]), LD_B(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_gt_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_gt_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_gt_f32(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_gt_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_gt_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_gt_f64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_gt_f64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_gt_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const int8_t *a_ = (const int8_t *)p[1];
    const int8_t *b_ = (const int8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_gt_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_gt_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_gt_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const int16_t *a_ = (const int16_t *)p[1];
    const int16_t *b_ = (const int16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_gt_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_gt_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_gt_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const int32_t *a_ = (const int32_t *)p[1];
    const int32_t *b_ = (const int32_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_gt_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_gt_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_gt_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const int64_t *a_ = (const int64_t *)p[1];
    const int64_t *b_ = (const int64_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_gt_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_gt_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_gt_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_gt_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_gt_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_gt_bool(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_gt_i64(LD_BOOL(a_[k]), LD_BOOL(b_[k]))));
    else
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

static void ew_ge_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_ge_f32(LD_H(a_[k]), LD_H(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_ge_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_ge_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_ge_f32(LD_B(a_[k]), LD_B(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_ge_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_ge_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_ge_f32(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_ge_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_ge_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_ge_f64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_ge_f64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_ge_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const int8_t *a_ = (const int8_t *)p[1];
    const int8_t *b_ = (const int8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_ge_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_ge_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_ge_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const int16_t *a_ = (const int16_t *)p[1];
    const int16_t *b_ = (const int16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_ge_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_ge_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_ge_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const int32_t *a_ = (const int32_t *)p[1];
    const int32_t *b_ = (const int32_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_ge_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_ge_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_ge_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const int64_t *a_ = (const int64_t *)p[1];
    const int64_t *b_ = (const int64_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_ge_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_ge_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_ge_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_ge_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_ge_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_ge_bool(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_ge_i64(LD_BOOL(a_[k]), LD_BOOL(b_[k]))));
    else
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
    return (C_t)(a != C(0) && b != C(0));
}

AK_INLINE double ew_logical_and_f64(double a, double b) {
    typedef double C_t;
    return (C_t)(a != C(0) && b != C(0));
}

AK_INLINE int64_t ew_logical_and_i64(int64_t a, int64_t b) {
    typedef int64_t C_t;
    return (C_t)(a != C(0) && b != C(0));
}

static void ew_logical_and_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_logical_and_f32(LD_H(a_[k]), LD_H(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_and_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_logical_and_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_logical_and_f32(LD_B(a_[k]), LD_B(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_and_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_logical_and_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_logical_and_f32(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_and_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_logical_and_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_logical_and_f64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_and_f64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_logical_and_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const int8_t *a_ = (const int8_t *)p[1];
    const int8_t *b_ = (const int8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_logical_and_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_and_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_logical_and_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const int16_t *a_ = (const int16_t *)p[1];
    const int16_t *b_ = (const int16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_logical_and_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_and_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_logical_and_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const int32_t *a_ = (const int32_t *)p[1];
    const int32_t *b_ = (const int32_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_logical_and_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_and_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_logical_and_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const int64_t *a_ = (const int64_t *)p[1];
    const int64_t *b_ = (const int64_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_logical_and_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_and_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_logical_and_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_logical_and_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_and_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_logical_and_bool(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_logical_and_i64(LD_BOOL(a_[k]), LD_BOOL(b_[k]))));
    else
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
    return (C_t)(a != C(0) || b != C(0));
}

AK_INLINE double ew_logical_or_f64(double a, double b) {
    typedef double C_t;
    return (C_t)(a != C(0) || b != C(0));
}

AK_INLINE int64_t ew_logical_or_i64(int64_t a, int64_t b) {
    typedef int64_t C_t;
    return (C_t)(a != C(0) || b != C(0));
}

static void ew_logical_or_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_logical_or_f32(LD_H(a_[k]), LD_H(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_or_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_logical_or_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_logical_or_f32(LD_B(a_[k]), LD_B(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_or_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_logical_or_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_logical_or_f32(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_or_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_logical_or_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_logical_or_f64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_or_f64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_logical_or_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const int8_t *a_ = (const int8_t *)p[1];
    const int8_t *b_ = (const int8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_logical_or_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_or_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_logical_or_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const int16_t *a_ = (const int16_t *)p[1];
    const int16_t *b_ = (const int16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_logical_or_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_or_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_logical_or_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const int32_t *a_ = (const int32_t *)p[1];
    const int32_t *b_ = (const int32_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_logical_or_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_or_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_logical_or_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const int64_t *a_ = (const int64_t *)p[1];
    const int64_t *b_ = (const int64_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_logical_or_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_or_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_logical_or_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_logical_or_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_or_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_logical_or_bool(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_logical_or_i64(LD_BOOL(a_[k]), LD_BOOL(b_[k]))));
    else
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

static void ew_logical_xor_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_logical_xor_f32(LD_H(a_[k]), LD_H(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_xor_f32(LD_H(a_[k * s[1]]), LD_H(b_[k * s[2]])));
}

static void ew_logical_xor_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint16_t *a_ = (const uint16_t *)p[1];
    const uint16_t *b_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_logical_xor_f32(LD_B(a_[k]), LD_B(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_xor_f32(LD_B(a_[k * s[1]]), LD_B(b_[k * s[2]])));
}

static void ew_logical_xor_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const float *a_ = (const float *)p[1];
    const float *b_ = (const float *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_logical_xor_f32(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_xor_f32(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_logical_xor_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const double *a_ = (const double *)p[1];
    const double *b_ = (const double *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_logical_xor_f64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_xor_f64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_logical_xor_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const int8_t *a_ = (const int8_t *)p[1];
    const int8_t *b_ = (const int8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_logical_xor_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_xor_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_logical_xor_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const int16_t *a_ = (const int16_t *)p[1];
    const int16_t *b_ = (const int16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_logical_xor_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_xor_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_logical_xor_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const int32_t *a_ = (const int32_t *)p[1];
    const int32_t *b_ = (const int32_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_logical_xor_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_xor_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_logical_xor_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const int64_t *a_ = (const int64_t *)p[1];
    const int64_t *b_ = (const int64_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_logical_xor_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_xor_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_logical_xor_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_logical_xor_i64(LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_BOOL(ew_logical_xor_i64(LD_ID(a_[k * s[1]]), LD_ID(b_[k * s[2]])));
}

static void ew_logical_xor_bool(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *a_ = (const uint8_t *)p[1];
    const uint8_t *b_ = (const uint8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_logical_xor_i64(LD_BOOL(a_[k]), LD_BOOL(b_[k]))));
    else
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

static void ew_where_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint8_t *cond_ = (const uint8_t *)p[1];
    const uint16_t *a_ = (const uint16_t *)p[2];
    const uint16_t *b_ = (const uint16_t *)p[3];
    if (ak_ew_unit(s, 4))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_where_f32(LD_BOOL(cond_[k]), LD_H(a_[k]), LD_H(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_where_f32(LD_BOOL(cond_[k * s[1]]), LD_H(a_[k * s[2]]), LD_H(b_[k * s[3]])));
}

static void ew_where_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint8_t *cond_ = (const uint8_t *)p[1];
    const uint16_t *a_ = (const uint16_t *)p[2];
    const uint16_t *b_ = (const uint16_t *)p[3];
    if (ak_ew_unit(s, 4))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_where_f32(LD_BOOL(cond_[k]), LD_B(a_[k]), LD_B(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_where_f32(LD_BOOL(cond_[k * s[1]]), LD_B(a_[k * s[2]]), LD_B(b_[k * s[3]])));
}

static void ew_where_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const uint8_t *cond_ = (const uint8_t *)p[1];
    const float *a_ = (const float *)p[2];
    const float *b_ = (const float *)p[3];
    if (ak_ew_unit(s, 4))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_where_f32(LD_BOOL(cond_[k]), LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_where_f32(LD_BOOL(cond_[k * s[1]]), LD_ID(a_[k * s[2]]), LD_ID(b_[k * s[3]])));
}

static void ew_where_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const uint8_t *cond_ = (const uint8_t *)p[1];
    const double *a_ = (const double *)p[2];
    const double *b_ = (const double *)p[3];
    if (ak_ew_unit(s, 4))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_where_f64(LD_BOOL(cond_[k]), LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_where_f64(LD_BOOL(cond_[k * s[1]]), LD_ID(a_[k * s[2]]), LD_ID(b_[k * s[3]])));
}

static void ew_where_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int8_t *o = (int8_t *)p[0];
    const uint8_t *cond_ = (const uint8_t *)p[1];
    const int8_t *a_ = (const int8_t *)p[2];
    const int8_t *b_ = (const int8_t *)p[3];
    if (ak_ew_unit(s, 4))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_where_i64(LD_BOOL(cond_[k]), LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_where_i64(LD_BOOL(cond_[k * s[1]]), LD_ID(a_[k * s[2]]), LD_ID(b_[k * s[3]])));
}

static void ew_where_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int16_t *o = (int16_t *)p[0];
    const uint8_t *cond_ = (const uint8_t *)p[1];
    const int16_t *a_ = (const int16_t *)p[2];
    const int16_t *b_ = (const int16_t *)p[3];
    if (ak_ew_unit(s, 4))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_where_i64(LD_BOOL(cond_[k]), LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_where_i64(LD_BOOL(cond_[k * s[1]]), LD_ID(a_[k * s[2]]), LD_ID(b_[k * s[3]])));
}

static void ew_where_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int32_t *o = (int32_t *)p[0];
    const uint8_t *cond_ = (const uint8_t *)p[1];
    const int32_t *a_ = (const int32_t *)p[2];
    const int32_t *b_ = (const int32_t *)p[3];
    if (ak_ew_unit(s, 4))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_where_i64(LD_BOOL(cond_[k]), LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_where_i64(LD_BOOL(cond_[k * s[1]]), LD_ID(a_[k * s[2]]), LD_ID(b_[k * s[3]])));
}

static void ew_where_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    int64_t *o = (int64_t *)p[0];
    const uint8_t *cond_ = (const uint8_t *)p[1];
    const int64_t *a_ = (const int64_t *)p[2];
    const int64_t *b_ = (const int64_t *)p[3];
    if (ak_ew_unit(s, 4))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_where_i64(LD_BOOL(cond_[k]), LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_where_i64(LD_BOOL(cond_[k * s[1]]), LD_ID(a_[k * s[2]]), LD_ID(b_[k * s[3]])));
}

static void ew_where_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *cond_ = (const uint8_t *)p[1];
    const uint8_t *a_ = (const uint8_t *)p[2];
    const uint8_t *b_ = (const uint8_t *)p[3];
    if (ak_ew_unit(s, 4))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_where_i64(LD_BOOL(cond_[k]), LD_ID(a_[k]), LD_ID(b_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_where_i64(LD_BOOL(cond_[k * s[1]]), LD_ID(a_[k * s[2]]), LD_ID(b_[k * s[3]])));
}

static void ew_where_bool(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *cond_ = (const uint8_t *)p[1];
    const uint8_t *a_ = (const uint8_t *)p[2];
    const uint8_t *b_ = (const uint8_t *)p[3];
    if (ak_ew_unit(s, 4))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_where_i64(LD_BOOL(cond_[k]), LD_BOOL(a_[k]), LD_BOOL(b_[k]))));
    else
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

static void ew_lerp_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *start_ = (const uint16_t *)p[1];
    const uint16_t *end_ = (const uint16_t *)p[2];
    const uint16_t *weight_ = (const uint16_t *)p[3];
    if (ak_ew_unit(s, 4))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_lerp_f32(LD_H(start_[k]), LD_H(end_[k]), LD_H(weight_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_lerp_f32(LD_H(start_[k * s[1]]), LD_H(end_[k * s[2]]), LD_H(weight_[k * s[3]])));
}

static void ew_lerp_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *start_ = (const uint16_t *)p[1];
    const uint16_t *end_ = (const uint16_t *)p[2];
    const uint16_t *weight_ = (const uint16_t *)p[3];
    if (ak_ew_unit(s, 4))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_lerp_f32(LD_B(start_[k]), LD_B(end_[k]), LD_B(weight_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_lerp_f32(LD_B(start_[k * s[1]]), LD_B(end_[k * s[2]]), LD_B(weight_[k * s[3]])));
}

static void ew_lerp_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *start_ = (const float *)p[1];
    const float *end_ = (const float *)p[2];
    const float *weight_ = (const float *)p[3];
    if (ak_ew_unit(s, 4))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_lerp_f32(LD_ID(start_[k]), LD_ID(end_[k]), LD_ID(weight_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_lerp_f32(LD_ID(start_[k * s[1]]), LD_ID(end_[k * s[2]]), LD_ID(weight_[k * s[3]])));
}

static void ew_lerp_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *start_ = (const double *)p[1];
    const double *end_ = (const double *)p[2];
    const double *weight_ = (const double *)p[3];
    if (ak_ew_unit(s, 4))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_lerp_f64(LD_ID(start_[k]), LD_ID(end_[k]), LD_ID(weight_[k]))));
    else
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

static void ew_addcmul_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    const uint16_t *t1_ = (const uint16_t *)p[2];
    const uint16_t *t2_ = (const uint16_t *)p[3];
    if (ak_ew_unit(s, 4))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_addcmul_f32(LD_H(x_[k]), LD_H(t1_[k]), LD_H(t2_[k]), (float)(at[0]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_addcmul_f32(LD_H(x_[k * s[1]]), LD_H(t1_[k * s[2]]), LD_H(t2_[k * s[3]]), (float)(at[0])));
}

static void ew_addcmul_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    const uint16_t *t1_ = (const uint16_t *)p[2];
    const uint16_t *t2_ = (const uint16_t *)p[3];
    if (ak_ew_unit(s, 4))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_addcmul_f32(LD_B(x_[k]), LD_B(t1_[k]), LD_B(t2_[k]), (float)(at[0]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_addcmul_f32(LD_B(x_[k * s[1]]), LD_B(t1_[k * s[2]]), LD_B(t2_[k * s[3]]), (float)(at[0])));
}

static void ew_addcmul_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    const float *t1_ = (const float *)p[2];
    const float *t2_ = (const float *)p[3];
    if (ak_ew_unit(s, 4))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_addcmul_f32(LD_ID(x_[k]), LD_ID(t1_[k]), LD_ID(t2_[k]), (float)(at[0]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_addcmul_f32(LD_ID(x_[k * s[1]]), LD_ID(t1_[k * s[2]]), LD_ID(t2_[k * s[3]]), (float)(at[0])));
}

static void ew_addcmul_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    const double *t1_ = (const double *)p[2];
    const double *t2_ = (const double *)p[3];
    if (ak_ew_unit(s, 4))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_addcmul_f64(LD_ID(x_[k]), LD_ID(t1_[k]), LD_ID(t2_[k]), (double)(at[0]))));
    else
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

static void ew_addcdiv_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    const uint16_t *t1_ = (const uint16_t *)p[2];
    const uint16_t *t2_ = (const uint16_t *)p[3];
    if (ak_ew_unit(s, 4))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_addcdiv_f32(LD_H(x_[k]), LD_H(t1_[k]), LD_H(t2_[k]), (float)(at[0]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_addcdiv_f32(LD_H(x_[k * s[1]]), LD_H(t1_[k * s[2]]), LD_H(t2_[k * s[3]]), (float)(at[0])));
}

static void ew_addcdiv_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    const uint16_t *t1_ = (const uint16_t *)p[2];
    const uint16_t *t2_ = (const uint16_t *)p[3];
    if (ak_ew_unit(s, 4))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_addcdiv_f32(LD_B(x_[k]), LD_B(t1_[k]), LD_B(t2_[k]), (float)(at[0]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_addcdiv_f32(LD_B(x_[k * s[1]]), LD_B(t1_[k * s[2]]), LD_B(t2_[k * s[3]]), (float)(at[0])));
}

static void ew_addcdiv_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    const float *t1_ = (const float *)p[2];
    const float *t2_ = (const float *)p[3];
    if (ak_ew_unit(s, 4))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_addcdiv_f32(LD_ID(x_[k]), LD_ID(t1_[k]), LD_ID(t2_[k]), (float)(at[0]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_addcdiv_f32(LD_ID(x_[k * s[1]]), LD_ID(t1_[k * s[2]]), LD_ID(t2_[k * s[3]]), (float)(at[0])));
}

static void ew_addcdiv_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    const double *t1_ = (const double *)p[2];
    const double *t2_ = (const double *)p[3];
    if (ak_ew_unit(s, 4))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_addcdiv_f64(LD_ID(x_[k]), LD_ID(t1_[k]), LD_ID(t2_[k]), (double)(at[0]))));
    else
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

static void ew_relu_backward_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *dy_ = (const uint16_t *)p[1];
    const uint16_t *x_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_relu_backward_f32(LD_H(dy_[k]), LD_H(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_relu_backward_f32(LD_H(dy_[k * s[1]]), LD_H(x_[k * s[2]])));
}

static void ew_relu_backward_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *dy_ = (const uint16_t *)p[1];
    const uint16_t *x_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_relu_backward_f32(LD_B(dy_[k]), LD_B(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_relu_backward_f32(LD_B(dy_[k * s[1]]), LD_B(x_[k * s[2]])));
}

static void ew_relu_backward_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *dy_ = (const float *)p[1];
    const float *x_ = (const float *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_relu_backward_f32(LD_ID(dy_[k]), LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_relu_backward_f32(LD_ID(dy_[k * s[1]]), LD_ID(x_[k * s[2]])));
}

static void ew_relu_backward_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *dy_ = (const double *)p[1];
    const double *x_ = (const double *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_relu_backward_f64(LD_ID(dy_[k]), LD_ID(x_[k]))));
    else
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

static void ew_silu_backward_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *dy_ = (const uint16_t *)p[1];
    const uint16_t *x_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_silu_backward_f32(LD_H(dy_[k]), LD_H(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_silu_backward_f32(LD_H(dy_[k * s[1]]), LD_H(x_[k * s[2]])));
}

static void ew_silu_backward_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *dy_ = (const uint16_t *)p[1];
    const uint16_t *x_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_silu_backward_f32(LD_B(dy_[k]), LD_B(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_silu_backward_f32(LD_B(dy_[k * s[1]]), LD_B(x_[k * s[2]])));
}

static void ew_silu_backward_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *dy_ = (const float *)p[1];
    const float *x_ = (const float *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_silu_backward_f32(LD_ID(dy_[k]), LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_silu_backward_f32(LD_ID(dy_[k * s[1]]), LD_ID(x_[k * s[2]])));
}

static void ew_silu_backward_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *dy_ = (const double *)p[1];
    const double *x_ = (const double *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_silu_backward_f64(LD_ID(dy_[k]), LD_ID(x_[k]))));
    else
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

static void ew_gelu_backward_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *dy_ = (const uint16_t *)p[1];
    const uint16_t *x_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_gelu_backward_f32(LD_H(dy_[k]), LD_H(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_gelu_backward_f32(LD_H(dy_[k * s[1]]), LD_H(x_[k * s[2]])));
}

static void ew_gelu_backward_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *dy_ = (const uint16_t *)p[1];
    const uint16_t *x_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_gelu_backward_f32(LD_B(dy_[k]), LD_B(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_gelu_backward_f32(LD_B(dy_[k * s[1]]), LD_B(x_[k * s[2]])));
}

static void ew_gelu_backward_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *dy_ = (const float *)p[1];
    const float *x_ = (const float *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_gelu_backward_f32(LD_ID(dy_[k]), LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_gelu_backward_f32(LD_ID(dy_[k * s[1]]), LD_ID(x_[k * s[2]])));
}

static void ew_gelu_backward_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *dy_ = (const double *)p[1];
    const double *x_ = (const double *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_gelu_backward_f64(LD_ID(dy_[k]), LD_ID(x_[k]))));
    else
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

/* ---- gelutanh_backward: `dx = dy * gelu'(x)`, gelu's tanh approximation. */

AK_INLINE float ew_gelutanh_backward_f32(float dy, float x) {
    typedef float C_t;
    return (C_t)(dy * (C(0.5) * (C(1) + tanh(C(0.79788456080286536) * (x + C(0.044715) * x * x * x))) + C(0.5) * x * (C(1) - tanh(C(0.79788456080286536) * (x + C(0.044715) * x * x * x)) * tanh(C(0.79788456080286536) * (x + C(0.044715) * x * x * x))) * C(0.79788456080286536) * (C(1) + C(0.134145) * x * x)));
}

AK_INLINE double ew_gelutanh_backward_f64(double dy, double x) {
    typedef double C_t;
    return (C_t)(dy * (C(0.5) * (C(1) + tanh(C(0.79788456080286536) * (x + C(0.044715) * x * x * x))) + C(0.5) * x * (C(1) - tanh(C(0.79788456080286536) * (x + C(0.044715) * x * x * x)) * tanh(C(0.79788456080286536) * (x + C(0.044715) * x * x * x))) * C(0.79788456080286536) * (C(1) + C(0.134145) * x * x)));
}

static void ew_gelutanh_backward_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *dy_ = (const uint16_t *)p[1];
    const uint16_t *x_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_gelutanh_backward_f32(LD_H(dy_[k]), LD_H(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_gelutanh_backward_f32(LD_H(dy_[k * s[1]]), LD_H(x_[k * s[2]])));
}

static void ew_gelutanh_backward_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *dy_ = (const uint16_t *)p[1];
    const uint16_t *x_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_gelutanh_backward_f32(LD_B(dy_[k]), LD_B(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_gelutanh_backward_f32(LD_B(dy_[k * s[1]]), LD_B(x_[k * s[2]])));
}

static void ew_gelutanh_backward_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *dy_ = (const float *)p[1];
    const float *x_ = (const float *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_gelutanh_backward_f32(LD_ID(dy_[k]), LD_ID(x_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_gelutanh_backward_f32(LD_ID(dy_[k * s[1]]), LD_ID(x_[k * s[2]])));
}

static void ew_gelutanh_backward_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *dy_ = (const double *)p[1];
    const double *x_ = (const double *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_gelutanh_backward_f64(LD_ID(dy_[k]), LD_ID(x_[k]))));
    else
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

static void ew_sigmoid_backward_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *dy_ = (const uint16_t *)p[1];
    const uint16_t *y_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_sigmoid_backward_f32(LD_H(dy_[k]), LD_H(y_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_sigmoid_backward_f32(LD_H(dy_[k * s[1]]), LD_H(y_[k * s[2]])));
}

static void ew_sigmoid_backward_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *dy_ = (const uint16_t *)p[1];
    const uint16_t *y_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_sigmoid_backward_f32(LD_B(dy_[k]), LD_B(y_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_sigmoid_backward_f32(LD_B(dy_[k * s[1]]), LD_B(y_[k * s[2]])));
}

static void ew_sigmoid_backward_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *dy_ = (const float *)p[1];
    const float *y_ = (const float *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_sigmoid_backward_f32(LD_ID(dy_[k]), LD_ID(y_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_sigmoid_backward_f32(LD_ID(dy_[k * s[1]]), LD_ID(y_[k * s[2]])));
}

static void ew_sigmoid_backward_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *dy_ = (const double *)p[1];
    const double *y_ = (const double *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_sigmoid_backward_f64(LD_ID(dy_[k]), LD_ID(y_[k]))));
    else
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

static void ew_tanh_backward_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *dy_ = (const uint16_t *)p[1];
    const uint16_t *y_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_tanh_backward_f32(LD_H(dy_[k]), LD_H(y_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_tanh_backward_f32(LD_H(dy_[k * s[1]]), LD_H(y_[k * s[2]])));
}

static void ew_tanh_backward_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *dy_ = (const uint16_t *)p[1];
    const uint16_t *y_ = (const uint16_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_tanh_backward_f32(LD_B(dy_[k]), LD_B(y_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_tanh_backward_f32(LD_B(dy_[k * s[1]]), LD_B(y_[k * s[2]])));
}

static void ew_tanh_backward_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *o = (float *)p[0];
    const float *dy_ = (const float *)p[1];
    const float *y_ = (const float *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_tanh_backward_f32(LD_ID(dy_[k]), LD_ID(y_[k]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_tanh_backward_f32(LD_ID(dy_[k * s[1]]), LD_ID(y_[k * s[2]])));
}

static void ew_tanh_backward_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    double *o = (double *)p[0];
    const double *dy_ = (const double *)p[1];
    const double *y_ = (const double *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_tanh_backward_f64(LD_ID(dy_[k]), LD_ID(y_[k]))));
    else
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

static void ew_masked_fill_float16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    const uint8_t *mask_ = (const uint8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_H(ew_masked_fill_f32(LD_H(x_[k]), LD_BOOL(mask_[k]), (float)(at[0]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_H(ew_masked_fill_f32(LD_H(x_[k * s[1]]), LD_BOOL(mask_[k * s[2]]), (float)(at[0])));
}

static void ew_masked_fill_bfloat16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    uint16_t *o = (uint16_t *)p[0];
    const uint16_t *x_ = (const uint16_t *)p[1];
    const uint8_t *mask_ = (const uint8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_B(ew_masked_fill_f32(LD_B(x_[k]), LD_BOOL(mask_[k]), (float)(at[0]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_B(ew_masked_fill_f32(LD_B(x_[k * s[1]]), LD_BOOL(mask_[k * s[2]]), (float)(at[0])));
}

static void ew_masked_fill_float32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    float *o = (float *)p[0];
    const float *x_ = (const float *)p[1];
    const uint8_t *mask_ = (const uint8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_masked_fill_f32(LD_ID(x_[k]), LD_BOOL(mask_[k]), (float)(at[0]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_masked_fill_f32(LD_ID(x_[k * s[1]]), LD_BOOL(mask_[k * s[2]]), (float)(at[0])));
}

static void ew_masked_fill_float64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    double *o = (double *)p[0];
    const double *x_ = (const double *)p[1];
    const uint8_t *mask_ = (const uint8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_masked_fill_f64(LD_ID(x_[k]), LD_BOOL(mask_[k]), (double)(at[0]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_masked_fill_f64(LD_ID(x_[k * s[1]]), LD_BOOL(mask_[k * s[2]]), (double)(at[0])));
}

static void ew_masked_fill_int8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    int8_t *o = (int8_t *)p[0];
    const int8_t *x_ = (const int8_t *)p[1];
    const uint8_t *mask_ = (const uint8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_masked_fill_i64(LD_ID(x_[k]), LD_BOOL(mask_[k]), ak_ew_attr_int64_t(at[0]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_masked_fill_i64(LD_ID(x_[k * s[1]]), LD_BOOL(mask_[k * s[2]]), ak_ew_attr_int64_t(at[0])));
}

static void ew_masked_fill_int16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    int16_t *o = (int16_t *)p[0];
    const int16_t *x_ = (const int16_t *)p[1];
    const uint8_t *mask_ = (const uint8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_masked_fill_i64(LD_ID(x_[k]), LD_BOOL(mask_[k]), ak_ew_attr_int64_t(at[0]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_masked_fill_i64(LD_ID(x_[k * s[1]]), LD_BOOL(mask_[k * s[2]]), ak_ew_attr_int64_t(at[0])));
}

static void ew_masked_fill_int32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    int32_t *o = (int32_t *)p[0];
    const int32_t *x_ = (const int32_t *)p[1];
    const uint8_t *mask_ = (const uint8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_masked_fill_i64(LD_ID(x_[k]), LD_BOOL(mask_[k]), ak_ew_attr_int64_t(at[0]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_masked_fill_i64(LD_ID(x_[k * s[1]]), LD_BOOL(mask_[k * s[2]]), ak_ew_attr_int64_t(at[0])));
}

static void ew_masked_fill_int64(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    int64_t *o = (int64_t *)p[0];
    const int64_t *x_ = (const int64_t *)p[1];
    const uint8_t *mask_ = (const uint8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_masked_fill_i64(LD_ID(x_[k]), LD_BOOL(mask_[k]), ak_ew_attr_int64_t(at[0]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_masked_fill_i64(LD_ID(x_[k * s[1]]), LD_BOOL(mask_[k * s[2]]), ak_ew_attr_int64_t(at[0])));
}

static void ew_masked_fill_uint8(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *x_ = (const uint8_t *)p[1];
    const uint8_t *mask_ = (const uint8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_ID(ew_masked_fill_i64(LD_ID(x_[k]), LD_BOOL(mask_[k]), ak_ew_attr_int64_t(at[0]))));
    else
        for (int64_t k = 0; k < n; k++) o[k * s[0]] = ST_ID(ew_masked_fill_i64(LD_ID(x_[k * s[1]]), LD_BOOL(mask_[k * s[2]]), ak_ew_attr_int64_t(at[0])));
}

static void ew_masked_fill_bool(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const double *at = (const double *)ctx;
    uint8_t *o = (uint8_t *)p[0];
    const uint8_t *x_ = (const uint8_t *)p[1];
    const uint8_t *mask_ = (const uint8_t *)p[2];
    if (ak_ew_unit(s, 3))
        AK_EW_BLOCKS(n, k, o[k] = ST_BOOL(ew_masked_fill_i64(LD_BOOL(x_[k]), LD_BOOL(mask_[k]), ak_ew_attr_int64_t(at[0]))));
    else
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
