/* What the generated elementwise kernels (generated/kernels/ak_elementwise_ops.c, one per operator
 * with an `expr` in spec/operators.yaml) share: the run loops around a member's scalar expression,
 * the loads and stores of the dtypes that compute in an integer type, and the helpers an expression
 * may call besides <tgmath.h> (codegen/vocabulary.py ELEMENTWISE_FUNCTIONS; the CUDA kernels' twins are
 * backends/cuda/cuda_ew.cuh). Included by the generated file only. */
#ifndef AK_EW_H
#define AK_EW_H

#include <stdint.h>
#include <tgmath.h>

#include "ak_internal.h"

/* Type-generic math (<tgmath.h>) makes one expression text serve float, double and the integer
 * compute types; GCC keeps its vector code only without trapping math (see ak_softmax.c). */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("no-trapping-math")
#endif

/* exp of a float is ak_expf (ak_internal.h: a polynomial the compiler vectorizes, about 2 ulp) where
 * libm's expf is a call per element; double keeps libm's. */
static inline double ak_ew_exp_f64(double x) { return (exp)(x); }
#undef exp
#define exp(x) _Generic((x), float: ak_expf, default: ak_ew_exp_f64)(x)

/* log(x) of a float in plain arithmetic the compiler vectorizes (libm's logf is a call per element):
 * x = 2^e * m with m in [sqrt(1/2), sqrt(2)) (a subnormal x scaled by 2^23 first) and f = m - 1 (exact);
 * log(1 + f) = 2 atanh(s) with s = f / (2 + f), |s| <= 0.1716, written as f - (f^2/2 - s (f^2/2 + R)) so
 * the rounding of s only touches the small correction, R = z (2/3 + 2/5 z + 2/7 z^2 + 2/9 z^3), z = s^2
 * (the next term is 2e-9 of the result); e ln2 with ln2 in two parts (e * the high part exact). Within
 * 1 ulp of the true value (tests/test_ops_elementwise.py measures it against NumPy's f64 log over every
 * binade). Special values by selects: 0 gives -inf, below 0 NaN, +inf inf, NaN kept. */
AK_INLINE float ak_logf(float x) {
    int32_t bits;
    memcpy(&bits, &x, sizeof bits);
    const int sub = bits < 0x00800000; /* subnormal, zero or negative: scaled (the latter two replaced below) */
    const float xs = sub ? x * 8388608.0f : x;
    memcpy(&bits, &xs, sizeof bits);
    int32_t e = ((bits >> 23) & 0xff) - 127 - (sub ? 23 : 0);
    const int32_t mb = (bits & 0x007fffff) | 0x3f800000;
    float m;
    memcpy(&m, &mb, sizeof m);
    const int high = m > 1.41421356f;
    m = high ? m * 0.5f : m;
    e = high ? e + 1 : e;
    const float f = m - 1.0f, s = f / (2.0f + f), z = s * s, hf = 0.5f * f * f;
    float r = 2.0f / 9.0f;
    r = r * z + 2.0f / 7.0f;
    r = r * z + 2.0f / 5.0f;
    r = r * z + 2.0f / 3.0f;
    r = r * z;
    const float ef = (float)e;
    float y = ef * 0.693359375f - ((hf - (s * (hf + r) + ef * -2.12194440e-4f)) - f);
    y = x == 0.0f ? -INFINITY : y;
    y = x < 0.0f ? NAN : y;
    y = x == INFINITY ? INFINITY : y;
    return x == x ? y : x;
}
static inline double ak_ew_log_f64(double x) { return (log)(x); }
#undef log
#define log(x) _Generic((x), float: ak_logf, default: ak_ew_log_f64)(x)

/* log1p(x) of a float by ak_logf: u = 1 + x rounded, log(u) plus the first-order correction of that
 * rounding, (x - (u - 1)) / u (u - 1 is exact), so small x keeps its relative accuracy; below 2^-24, x
 * itself (x - x^2/2 rounds to it; -0 stays -0). Within 2 ulp (tests/test_ops_elementwise.py, a million bit
 * patterns against NumPy's f64). -1 gives -inf, below NaN, inf inf, NaN kept: the correction is dropped
 * where u is 0, infinite or NaN. */
AK_INLINE float ak_log1pf(float x) {
    const float u = 1.0f + x;
    const float c = (x - (u - 1.0f)) / u;
    const float y = ak_logf(u) + (u > 0.0f && u < INFINITY ? c : 0.0f);
    return fabsf(x) < 0x1p-24f ? x : y;
}
static inline double ak_ew_log1p_f64(double x) { return (log1p)(x); }
#undef log1p
#define log1p(x) _Generic((x), float: ak_log1pf, default: ak_ew_log1p_f64)(x)

/* expm1(x) of a float: for |x| < 1 its Taylor series x (1 + x/2 + ... + x^10/11!) (the next term is below
 * 2^-28 of the result; no cancellation), else ak_expf(x) - 1 (e^x >= 2.7 or <= 0.37: at most a bit lost).
 * Within 3 ulp (tests/test_ops_elementwise.py). Overflow inf, below -87.3 -1, NaN kept. */
AK_INLINE float ak_expm1f(float x) {
    float p = 1.0f / 39916800.0f;
    p = p * x + 1.0f / 3628800.0f;
    p = p * x + 1.0f / 362880.0f;
    p = p * x + 1.0f / 40320.0f;
    p = p * x + 1.0f / 5040.0f;
    p = p * x + 1.0f / 720.0f;
    p = p * x + 1.0f / 120.0f;
    p = p * x + 1.0f / 24.0f;
    p = p * x + 1.0f / 6.0f;
    p = p * x + 0.5f;
    p = p * x + 1.0f;
    const float big = ak_expf(x) - 1.0f;
    return fabsf(x) < 1.0f ? p * x : big;
}
static inline double ak_ew_expm1_f64(double x) { return (expm1)(x); }
#undef expm1
#define expm1(x) _Generic((x), float: ak_expm1f, default: ak_ew_expm1_f64)(x)

/* erf of a float is ak_erff (ak_internal.h); double keeps libm's */
static inline double ak_ew_erf_f64(double x) { return (erf)(x); }
#undef erf
#define erf(x) _Generic((x), float: ak_erff, default: ak_ew_erf_f64)(x)

/* bool is stored as one byte, 0 or 1: any non-zero result stores 1 */
#define LD_BOOL(v) ((int64_t)((v) != 0))
#define ST_BOOL(v) ((uint8_t)((v) != 0))

/* A constant of the expression's compute type (C_t, typedef'd by each generated element function):
 * `C(0.5) * x` stays in float for float operands, as the CUDA kernels' functors spell it. */
#define C(v) ((C_t)(v))

/* An attribute (a double) as an integer compute type, without C's undefined behaviour outside its
 * range: truncated toward zero, saturated, NaN 0 (cast's conversion; CUDA's conversion does the same) */
static inline int64_t ak_ew_attr_int64_t(double v) {
    if (v != v) return 0;
    if (v >= 9223372036854775808.0) return INT64_MAX;
    if (v <= -9223372036854775808.0) return INT64_MIN;
    return (int64_t)v;
}
static inline uint64_t ak_ew_attr_uint64_t(double v) {
    if (v != v || v <= 0) return 0;
    if (v >= 18446744073709551616.0) return UINT64_MAX;
    return (uint64_t)v;
}

/* STMT for k in [0, n): fixed blocks first, so GCC -O2's vectorizer takes the loop (AK_BLK). */
#define AK_EW_BLOCKS(n, k, STMT)                                                                          \
    do {                                                                                                  \
        int64_t k##_b = 0;                                                                                \
        for (; k##_b + AK_BLK <= (n); k##_b += AK_BLK)                                                    \
            for (int64_t k = k##_b; k < k##_b + AK_BLK; k++) STMT;                                        \
        for (int64_t k = k##_b; k < (n); k++) STMT;                                                       \
    } while (0)

/* Every one of the nops strides of a run is 1 (the contiguous inner run the vectorized loop takes). */
static inline int ak_ew_unit(const int64_t *s, int nops) {
    for (int k = 0; k < nops; k++)
        if (s[k] != 1) return 0;
    return 1;
}

/* Floor division and remainder with the divisor's sign, as Python, NumPy and torch define them. An
 * integer divisor of 0 gives 0 (NumPy's result; C's is undefined) and INT64_MIN / -1 wraps; floats
 * follow torch's div_floor (the quotient from fmod, rounded to the nearest integer it should be). */
static inline int64_t floordiv_i64(int64_t a, int64_t b) {
    if (b == 0) return 0;
    if (b == -1) return (int64_t)(0 - (uint64_t)a);
    const int64_t q = a / b;
    return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}
static inline uint64_t floordiv_u64(uint64_t a, uint64_t b) { return b == 0 ? 0 : a / b; }
static inline int64_t floormod_i64(int64_t a, int64_t b) {
    if (b == 0 || b == -1) return 0;
    const int64_t r = a % b;
    return (r != 0 && ((r < 0) != (b < 0))) ? r + b : r;
}
static inline uint64_t floormod_u64(uint64_t a, uint64_t b) { return b == 0 ? 0 : a % b; }

#define AK_EW_FLOAT_DIVMOD(T, SUF)                                                                        \
    static inline T floordiv_##SUF(T a, T b) {                                                         \
        if (b == 0) return a / b;                                                                         \
        const T mod = fmod(a, b);                                                                         \
        T div = (a - mod) / b;                                                                            \
        if (mod != 0 && ((b < 0) != (mod < 0))) div -= 1;                                                 \
        if (div == 0) return copysign((T)0, a / b);                                                       \
        T q = floor(div);                                                                                 \
        return div - q > (T)0.5 ? q + 1 : q;                                                              \
    }                                                                                                     \
    static inline T floormod_##SUF(T a, T b) {                                                        \
        T r = fmod(a, b);                                                                                 \
        return (r != 0 && ((r < 0) != (b < 0))) ? r + b : r;                                              \
    }
AK_EW_FLOAT_DIVMOD(float, f32)
AK_EW_FLOAT_DIVMOD(double, f64)

#define floordiv(a, b)                                                                                 \
    _Generic((a), float: floordiv_f32, double: floordiv_f64, uint64_t: floordiv_u64,             \
             default: floordiv_i64)(a, b)
#define floormod(a, b)                                                                                \
    _Generic((a), float: floormod_f32, double: floormod_f64, uint64_t: floormod_u64,          \
             default: floormod_i64)(a, b)

#endif /* AK_EW_H */
