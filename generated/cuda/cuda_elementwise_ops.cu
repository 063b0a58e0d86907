// Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`.
// The cuda backend's kernels of the elementwise operators (spec/operators.yaml entries with an `expr`):
// per operator a functor holding its expression (the float one for f16/bf16/f32/f64, computing in f32
// or f64; the int one for integers and bool, in int64 or uint64) run by backends/cuda/cuda_ew.cuh's
// grid-stride kernel over any strides and dtypes of its operands.
#include <type_traits>

#include "cuda_ew.cuh"

namespace {

// abs: `y = np.abs(x)` elementwise, broadcasting (NumPy notation).
struct Ew_abs {
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        if constexpr (std::is_floating_point<C>::value) {
            return C(fabs(x));
        } else {
            return C(x < 0 ? -x : x);
        }
    }
};

// neg: `y = -x` elementwise, broadcasting (NumPy notation).
struct Ew_neg {
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        if constexpr (std::is_floating_point<C>::value) {
            return C(-x);
        } else {
            return C(-x);
        }
    }
};

// sign: `y = 1, -1 or 0` by x's sign, elementwise, broadcasting; NaN and -0 give +0 (torch.sign's; np.sign keeps NaN).
struct Ew_sign {
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        if constexpr (std::is_floating_point<C>::value) {
            return C(x > C(0) ? C(1) : x < C(0) ? C(-1) : C(0));
        } else {
            return C(x > C(0) ? C(1) : x < C(0) ? C(-1) : C(0));
        }
    }
};

// square: `y = x * x` elementwise, broadcasting (NumPy notation).
struct Ew_square {
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        if constexpr (std::is_floating_point<C>::value) {
            return C(x * x);
        } else {
            return C(x * x);
        }
    }
};

// exp: `y = np.exp(x)` elementwise, broadcasting (NumPy notation).
struct Ew_exp {
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        return C(exp(x));
    }
};

// exp2: `y = np.exp2(x)` elementwise, broadcasting (NumPy notation).
struct Ew_exp2 {
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        return C(exp2(x));
    }
};

// expm1: `y = np.expm1(x)` elementwise, broadcasting (NumPy notation).
struct Ew_expm1 {
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        return C(expm1(x));
    }
};

// log: `y = np.log(x)` elementwise, broadcasting (NumPy notation).
struct Ew_log {
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        return C(log(x));
    }
};

// log2: `y = np.log2(x)` elementwise, broadcasting (NumPy notation).
struct Ew_log2 {
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        return C(log2(x));
    }
};

// log10: `y = np.log10(x)` elementwise, broadcasting (NumPy notation).
struct Ew_log10 {
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        return C(log10(x));
    }
};

// log1p: `y = np.log1p(x)` elementwise, broadcasting (NumPy notation).
struct Ew_log1p {
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        return C(log1p(x));
    }
};

// sqrt: `y = np.sqrt(x)` elementwise, broadcasting (NumPy notation).
struct Ew_sqrt {
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        return C(sqrt(x));
    }
};

// rsqrt: `y = 1 / np.sqrt(x)` elementwise, broadcasting (NumPy notation).
struct Ew_rsqrt {
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        return C(C(1) / sqrt(x));
    }
};

// sin: `y = np.sin(x)` elementwise, broadcasting (NumPy notation).
struct Ew_sin {
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        return C(sin(x));
    }
};

// cos: `y = np.cos(x)` elementwise, broadcasting (NumPy notation).
struct Ew_cos {
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        return C(cos(x));
    }
};

// tan: `y = np.tan(x)` elementwise, broadcasting (NumPy notation).
struct Ew_tan {
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        return C(tan(x));
    }
};

// asin: `y = np.arcsin(x)` elementwise, broadcasting (NumPy notation).
struct Ew_asin {
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        return C(asin(x));
    }
};

// acos: `y = np.arccos(x)` elementwise, broadcasting (NumPy notation).
struct Ew_acos {
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        return C(acos(x));
    }
};

// atan: `y = np.arctan(x)` elementwise, broadcasting (NumPy notation).
struct Ew_atan {
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        return C(atan(x));
    }
};

// sinh: `y = np.sinh(x)` elementwise, broadcasting (NumPy notation).
struct Ew_sinh {
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        return C(sinh(x));
    }
};

// cosh: `y = np.cosh(x)` elementwise, broadcasting (NumPy notation).
struct Ew_cosh {
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        return C(cosh(x));
    }
};

// asinh: `y = np.arcsinh(x)` elementwise, broadcasting (NumPy notation).
struct Ew_asinh {
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        return C(asinh(x));
    }
};

// acosh: `y = np.arccosh(x)` elementwise, broadcasting (NumPy notation).
struct Ew_acosh {
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        return C(acosh(x));
    }
};

// atanh: `y = np.arctanh(x)` elementwise, broadcasting (NumPy notation).
struct Ew_atanh {
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        return C(atanh(x));
    }
};

// erfc: `y = np.vectorize(math.erfc, otypes=[np.float64])(x)` elementwise, broadcasting (NumPy notation).
struct Ew_erfc {
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        return C(erfc(x));
    }
};

// floor: `y = np.floor(x)` elementwise, broadcasting (NumPy notation).
struct Ew_floor {
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        return C(floor(x));
    }
};

// ceil: `y = np.ceil(x)` elementwise, broadcasting (NumPy notation).
struct Ew_ceil {
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        return C(ceil(x));
    }
};

// round: `y = round(x)` to the nearest integer, halves to even (NumPy's and torch's round).
struct Ew_round {
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        return C(rint(x));
    }
};

// trunc: `y = np.trunc(x)` elementwise, broadcasting (NumPy notation).
struct Ew_trunc {
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        return C(trunc(x));
    }
};

// bitwise_not: `y = ~x` elementwise, broadcasting (NumPy notation).
struct Ew_bitwise_not {
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        return C(~x);
    }
};

// logical_not: `y = x == 0` elementwise, broadcasting (NumPy notation).
struct Ew_logical_not {
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        if constexpr (std::is_floating_point<C>::value) {
            return C(x == C(0));
        } else {
            return C(x == C(0));
        }
    }
};

// isnan: `y = np.isnan(x)` elementwise, broadcasting (NumPy notation).
struct Ew_isnan {
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        return C(isnan(x));
    }
};

// isinf: `y = np.isinf(x)` elementwise, broadcasting (NumPy notation).
struct Ew_isinf {
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        return C(isinf(x));
    }
};

// isfinite: `y = np.isfinite(x)` elementwise, broadcasting (NumPy notation).
struct Ew_isfinite {
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        return C(isfinite(x));
    }
};

// div: `c = a / b` elementwise, broadcasting (NumPy notation).
struct Ew_div {
    template <typename C> __device__ C operator()(const C* in) const {
        const C a = in[0];
        const C b = in[1];
        return C(a / b);
    }
};

// floor_divide: `c = floor(a / b)` (Python's `//`); an integer divisor of 0 gives 0.
struct Ew_floor_divide {
    template <typename C> __device__ C operator()(const C* in) const {
        const C a = in[0];
        const C b = in[1];
        if constexpr (std::is_floating_point<C>::value) {
            return C(floordiv(a, b));
        } else {
            return C(floordiv(a, b));
        }
    }
};

// remainder: `c = a - floor(a / b) * b`, the sign of b (Python's `%`); an integer divisor of 0 gives 0.
struct Ew_remainder {
    template <typename C> __device__ C operator()(const C* in) const {
        const C a = in[0];
        const C b = in[1];
        if constexpr (std::is_floating_point<C>::value) {
            return C(floormod(a, b));
        } else {
            return C(floormod(a, b));
        }
    }
};

// fmod: `c = np.fmod(a, b)` elementwise, broadcasting (NumPy notation).
struct Ew_fmod {
    template <typename C> __device__ C operator()(const C* in) const {
        const C a = in[0];
        const C b = in[1];
        return C(fmod(a, b));
    }
};

// pow: `c = np.power(a, b)` elementwise, broadcasting (NumPy notation).
struct Ew_pow {
    template <typename C> __device__ C operator()(const C* in) const {
        const C a = in[0];
        const C b = in[1];
        return C(pow(a, b));
    }
};

// maximum: `c = max(a, b)`; NaN in either gives NaN (torch.maximum).
struct Ew_maximum {
    template <typename C> __device__ C operator()(const C* in) const {
        const C a = in[0];
        const C b = in[1];
        if constexpr (std::is_floating_point<C>::value) {
            return C((a != a) | (a > b) ? a : b);
        } else {
            return C(a > b ? a : b);
        }
    }
};

// minimum: `c = min(a, b)`; NaN in either gives NaN (torch.minimum).
struct Ew_minimum {
    template <typename C> __device__ C operator()(const C* in) const {
        const C a = in[0];
        const C b = in[1];
        if constexpr (std::is_floating_point<C>::value) {
            return C((a != a) | (a < b) ? a : b);
        } else {
            return C(a < b ? a : b);
        }
    }
};

// fmax: `c = max(a, b)`, NaN ignored where the other is a number.
struct Ew_fmax {
    template <typename C> __device__ C operator()(const C* in) const {
        const C a = in[0];
        const C b = in[1];
        return C(fmax(a, b));
    }
};

// fmin: `c = min(a, b)`, NaN ignored where the other is a number.
struct Ew_fmin {
    template <typename C> __device__ C operator()(const C* in) const {
        const C a = in[0];
        const C b = in[1];
        return C(fmin(a, b));
    }
};

// atan2: `c = np.arctan2(a, b)` elementwise, broadcasting (NumPy notation).
struct Ew_atan2 {
    template <typename C> __device__ C operator()(const C* in) const {
        const C a = in[0];
        const C b = in[1];
        return C(atan2(a, b));
    }
};

// hypot: `c = np.hypot(a, b)` elementwise, broadcasting (NumPy notation).
struct Ew_hypot {
    template <typename C> __device__ C operator()(const C* in) const {
        const C a = in[0];
        const C b = in[1];
        return C(hypot(a, b));
    }
};

// copysign: `c = np.copysign(a, b)` elementwise, broadcasting (NumPy notation).
struct Ew_copysign {
    template <typename C> __device__ C operator()(const C* in) const {
        const C a = in[0];
        const C b = in[1];
        return C(copysign(a, b));
    }
};

// logaddexp: `c = log(exp(a) + exp(b))` elementwise, broadcasting, without overflow (equal infinities give that infinity, as NumPy and torch).
struct Ew_logaddexp {
    template <typename C> __device__ C operator()(const C* in) const {
        const C a = in[0];
        const C b = in[1];
        return C(a == b ? a + C(0.69314718055994531) : fmax(a, b) + log1p(exp(-fabs(a - b))));
    }
};

// bitwise_and: `c = a & b` elementwise, broadcasting (NumPy notation).
struct Ew_bitwise_and {
    template <typename C> __device__ C operator()(const C* in) const {
        const C a = in[0];
        const C b = in[1];
        return C(a & b);
    }
};

// bitwise_or: `c = a | b` elementwise, broadcasting (NumPy notation).
struct Ew_bitwise_or {
    template <typename C> __device__ C operator()(const C* in) const {
        const C a = in[0];
        const C b = in[1];
        return C(a | b);
    }
};

// bitwise_xor: `c = a ^ b` elementwise, broadcasting (NumPy notation).
struct Ew_bitwise_xor {
    template <typename C> __device__ C operator()(const C* in) const {
        const C a = in[0];
        const C b = in[1];
        return C(a ^ b);
    }
};

// eq: `c = a == b` elementwise, broadcasting (NumPy notation).
struct Ew_eq {
    template <typename C> __device__ C operator()(const C* in) const {
        const C a = in[0];
        const C b = in[1];
        if constexpr (std::is_floating_point<C>::value) {
            return C(a == b);
        } else {
            return C(a == b);
        }
    }
};

// ne: `c = a != b` elementwise, broadcasting (NumPy notation).
struct Ew_ne {
    template <typename C> __device__ C operator()(const C* in) const {
        const C a = in[0];
        const C b = in[1];
        if constexpr (std::is_floating_point<C>::value) {
            return C(a != b);
        } else {
            return C(a != b);
        }
    }
};

// lt: `c = a < b` elementwise, broadcasting (NumPy notation).
struct Ew_lt {
    template <typename C> __device__ C operator()(const C* in) const {
        const C a = in[0];
        const C b = in[1];
        if constexpr (std::is_floating_point<C>::value) {
            return C(a < b);
        } else {
            return C(a < b);
        }
    }
};

// le: `c = a <= b` elementwise, broadcasting (NumPy notation).
struct Ew_le {
    template <typename C> __device__ C operator()(const C* in) const {
        const C a = in[0];
        const C b = in[1];
        if constexpr (std::is_floating_point<C>::value) {
            return C(a <= b);
        } else {
            return C(a <= b);
        }
    }
};

// gt: `c = a > b` elementwise, broadcasting (NumPy notation).
struct Ew_gt {
    template <typename C> __device__ C operator()(const C* in) const {
        const C a = in[0];
        const C b = in[1];
        if constexpr (std::is_floating_point<C>::value) {
            return C(a > b);
        } else {
            return C(a > b);
        }
    }
};

// ge: `c = a >= b` elementwise, broadcasting (NumPy notation).
struct Ew_ge {
    template <typename C> __device__ C operator()(const C* in) const {
        const C a = in[0];
        const C b = in[1];
        if constexpr (std::is_floating_point<C>::value) {
            return C(a >= b);
        } else {
            return C(a >= b);
        }
    }
};

// logical_and: `c = (a != 0) & (b != 0)` elementwise, broadcasting (NumPy notation).
struct Ew_logical_and {
    template <typename C> __device__ C operator()(const C* in) const {
        const C a = in[0];
        const C b = in[1];
        if constexpr (std::is_floating_point<C>::value) {
            return C((a != C(0)) & (b != C(0)));
        } else {
            return C((a != C(0)) & (b != C(0)));
        }
    }
};

// logical_or: `c = (a != 0) | (b != 0)` elementwise, broadcasting (NumPy notation).
struct Ew_logical_or {
    template <typename C> __device__ C operator()(const C* in) const {
        const C a = in[0];
        const C b = in[1];
        if constexpr (std::is_floating_point<C>::value) {
            return C((a != C(0)) | (b != C(0)));
        } else {
            return C((a != C(0)) | (b != C(0)));
        }
    }
};

// logical_xor: `c = (a != 0) != (b != 0)` elementwise, broadcasting (NumPy notation).
struct Ew_logical_xor {
    template <typename C> __device__ C operator()(const C* in) const {
        const C a = in[0];
        const C b = in[1];
        if constexpr (std::is_floating_point<C>::value) {
            return C((a != C(0)) != (b != C(0)));
        } else {
            return C((a != C(0)) != (b != C(0)));
        }
    }
};

// where: `y = np.where(cond != 0, a, b)` elementwise, broadcasting (NumPy notation).
struct Ew_where {
    template <typename C> __device__ C operator()(const C* in) const {
        const C cond = in[0];
        const C a = in[1];
        const C b = in[2];
        if constexpr (std::is_floating_point<C>::value) {
            return C(cond ? a : b);
        } else {
            return C(cond ? a : b);
        }
    }
};

// lerp: `y = start + weight * (end - start)`, from the nearer end (torch.lerp: exact at weight 0 and 1).
struct Ew_lerp {
    template <typename C> __device__ C operator()(const C* in) const {
        const C start = in[0];
        const C end = in[1];
        const C weight = in[2];
        return C(weight < C(0.5) ? start + weight * (end - start) : end - (end - start) * (C(1) - weight));
    }
};

// addcmul: `y = x + value * t1 * t2` elementwise, broadcasting (NumPy notation).
struct Ew_addcmul {
    double value;
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        const C t1 = in[1];
        const C t2 = in[2];
        const C value = C(this->value);
        return C(x + value * t1 * t2);
    }
};

// addcdiv: `y = x + value * t1 / t2` elementwise, broadcasting (NumPy notation).
struct Ew_addcdiv {
    double value;
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        const C t1 = in[1];
        const C t2 = in[2];
        const C value = C(this->value);
        return C(x + value * t1 / t2);
    }
};

// relu_backward: `dx = np.where(x > 0, dy, 0.0)` elementwise, broadcasting (NumPy notation).
struct Ew_relu_backward {
    template <typename C> __device__ C operator()(const C* in) const {
        const C dy = in[0];
        const C x = in[1];
        return C(x > C(0) ? dy : C(0));
    }
};

// silu_backward: `dx = dy / (1 + np.exp(-x)) * (1 + x * (1 - 1 / (1 + np.exp(-x))))` elementwise, broadcasting (NumPy notation).
struct Ew_silu_backward {
    template <typename C> __device__ C operator()(const C* in) const {
        const C dy = in[0];
        const C x = in[1];
        return C(dy / (C(1) + exp(-x)) * (C(1) + x * (C(1) - C(1) / (C(1) + exp(-x)))));
    }
};

// gelu_backward: `dx = dy * gelu'(x)`, gelu's exact (erf) form.
struct Ew_gelu_backward {
    template <typename C> __device__ C operator()(const C* in) const {
        const C dy = in[0];
        const C x = in[1];
        return C(dy * (C(0.5) * (C(1) + erf(x * C(0.70710678118654752))) + x * C(0.39894228040143268) * exp(C(-0.5) * x * x)));
    }
};

// gelutanh_backward: `dx = dy * gelu'(x)`, gelu's tanh approximation: with `u = sqrt(2/pi) (x + 0.044715 x^3)` and `a = exp(-2|u|)`, `0.5 (1 + tanh u)` is `1 / (1 + a)` (u >= 0) or `a / (1 + a)` and `1 - tanh^2 u` is `4a / (1 + a)^2`: nothing cancels in the tails (relative error of a few f32 ulps where the slope is tiny); the second term is 0 where a is (no inf * 0 at huge |x|: the slope's limits 1 and 0).
struct Ew_gelutanh_backward {
    template <typename C> __device__ C operator()(const C* in) const {
        const C dy = in[0];
        const C x = in[1];
        return C(dy * (((C(0.79788456080286536) * (x + C(0.044715) * x * x * x)) >= C(0) ? C(1) : exp(C(-2) * fabs((C(0.79788456080286536) * (x + C(0.044715) * x * x * x))))) / (C(1) + exp(C(-2) * fabs((C(0.79788456080286536) * (x + C(0.044715) * x * x * x))))) + (exp(C(-2) * fabs((C(0.79788456080286536) * (x + C(0.044715) * x * x * x)))) > C(0) ? C(1.5957691216057307) * x * (C(1) + C(0.134145) * x * x) * exp(C(-2) * fabs((C(0.79788456080286536) * (x + C(0.044715) * x * x * x)))) / ((C(1) + exp(C(-2) * fabs((C(0.79788456080286536) * (x + C(0.044715) * x * x * x))))) * (C(1) + exp(C(-2) * fabs((C(0.79788456080286536) * (x + C(0.044715) * x * x * x)))))) : C(0))));
    }
};

// sigmoid_backward: `dx = dy * y * (1 - y)` elementwise, broadcasting (NumPy notation).
struct Ew_sigmoid_backward {
    template <typename C> __device__ C operator()(const C* in) const {
        const C dy = in[0];
        const C y = in[1];
        return C(dy * y * (C(1) - y));
    }
};

// tanh_backward: `dx = dy * (1 - y * y)` elementwise, broadcasting (NumPy notation).
struct Ew_tanh_backward {
    template <typename C> __device__ C operator()(const C* in) const {
        const C dy = in[0];
        const C y = in[1];
        return C(dy * (C(1) - y * y));
    }
};

// relu6: `y = min(max(x, 0), 6)`; NaN stays NaN (torch.nn.functional.relu6).
struct Ew_relu6 {
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        return C(x < C(0) ? C(0) : (x > C(6) ? C(6) : x));
    }
};

// softsign: `y = x / (1 + np.abs(x))` elementwise, broadcasting (NumPy notation).
struct Ew_softsign {
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        return C(x / (C(1) + fabs(x)));
    }
};

// tanhshrink: `y = x - np.tanh(x)` elementwise, broadcasting (NumPy notation).
struct Ew_tanhshrink {
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        return C(x - tanh(x));
    }
};

// selu: `y = scale * x` where x > 0, else `scale * alpha * (exp(x) - 1)` (torch.nn.functional.selu: scale 1.0507009873554805, alpha 1.6732632423543772).
struct Ew_selu {
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        return C(x > C(0) ? C(1.0507009873554805) * x : C(1.7580993408473766) * expm1(x));
    }
};

// logaddexp2: `c = log2(2^a + 2^b)` elementwise, broadcasting, without overflow (equal infinities give that infinity, as NumPy and torch).
struct Ew_logaddexp2 {
    template <typename C> __device__ C operator()(const C* in) const {
        const C a = in[0];
        const C b = in[1];
        return C(a == b ? a + C(1) : fmax(a, b) + log2(C(1) + exp2(-fabs(a - b))));
    }
};

// bitwise_right_shift: `c = a >> b`, arithmetic (the sign kept); a shift past the width, or a negative one, gives -1 for negative a and 0 otherwise (torch's, InfiniOP's).
struct Ew_bitwise_right_shift {
    template <typename C> __device__ C operator()(const C* in) const {
        const C a = in[0];
        const C b = in[1];
        return C((b < C(0)) | (b >= C(64)) ? (a < C(0) ? C(-1) : C(0)) : a >> b);
    }
};

// broadcast_to: `y = x` broadcast to y's shape (NumPy rules), any strides: torch.broadcast_to's copy.
struct Ew_broadcast_to {
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        if constexpr (std::is_floating_point<C>::value) {
            return C(x);
        } else {
            return C(x);
        }
    }
};

// hardsigmoid: `y = min(max(x + 3, 0), 6) / 6`; NaN stays NaN (torch.nn.functional.hardsigmoid).
struct Ew_hardsigmoid {
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        return C((x + C(3) < C(0) ? C(0) : (x + C(3) > C(6) ? C(6) : x + C(3))) / C(6));
    }
};

// mish: `y = x * tanh(softplus(x))` (torch.nn.functional.mish).
struct Ew_mish {
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        return C(x * tanh(log1p(exp(x))));
    }
};

// logsigmoid: `y = log(sigmoid(x))`, as `min(x, 0) - log1p(exp(-|x|))`: no overflow (torch.nn.functional.logsigmoid).
struct Ew_logsigmoid {
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        return C((x < C(0) ? x : C(0)) - log1p(exp(-fabs(x))));
    }
};

// frac: `y = x - trunc(x)`, the sign of x (torch.frac).
struct Ew_frac {
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        return C(x - trunc(x));
    }
};

// sinc: `y = sin(pi x) / (pi x)`, 1 at 0 (the normalized sinc: torch.sinc, np.sinc).
struct Ew_sinc {
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        return C(x == C(0) ? C(1) : sin(C(3.14159265358979323846) * x) / (C(3.14159265358979323846) * x));
    }
};

// signbit: `y = x's sign bit is set` (-0.0 and negative NaN included), as bool.
struct Ew_signbit {
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        return C(signbit(x));
    }
};

// leaky_relu: `y = x` where x > 0, else `negative_slope * x` (torch.nn.functional.leaky_relu).
struct Ew_leaky_relu {
    double negative_slope;
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        const C negative_slope = C(this->negative_slope);
        return C(x > C(0) ? x : x * negative_slope);
    }
};

// elu: `y = scale * x` where x > 0, else `alpha * scale * (exp(input_scale * x) - 1)`: torch's elu, which celu and selu call too.
struct Ew_elu {
    double alpha;
    double scale;
    double input_scale;
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        const C alpha = C(this->alpha);
        const C scale = C(this->scale);
        const C input_scale = C(this->input_scale);
        return C(x > C(0) ? x * scale : expm1(x * input_scale) * (alpha * scale));
    }
};

// hardshrink: `y = 0` where `-lambd <= x <= lambd`, else x; NaN stays NaN (torch.nn.functional.hardshrink).
struct Ew_hardshrink {
    double lambd;
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        const C lambd = C(this->lambd);
        return C((x >= -lambd) & (x <= lambd) ? C(0) : x);
    }
};

// softshrink: `y = x - lambd` above lambd, `x + lambd` below -lambd, else 0; NaN stays NaN (torch.nn.functional.softshrink).
struct Ew_softshrink {
    double lambd;
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        const C lambd = C(this->lambd);
        return C(x > lambd ? x - lambd : (x < -lambd ? x + lambd : x * C(0)));
    }
};

// threshold: `y = value` where `x <= threshold`, else x; NaN stays NaN (torch.nn.functional.threshold).
struct Ew_threshold {
    double threshold;
    double value;
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        const C threshold = C(this->threshold);
        const C value = C(this->value);
        return C(x <= threshold ? value : x);
    }
};

// nan_to_num: `y = x` with NaN, +inf and -inf replaced by nan, posinf and neginf (torch.nan_to_num).
struct Ew_nan_to_num {
    double nan;
    double posinf;
    double neginf;
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        const C nan = C(this->nan);
        const C posinf = C(this->posinf);
        const C neginf = C(this->neginf);
        return C(x != x ? nan : (isinf(x) ? (x > C(0) ? posinf : neginf) : x));
    }
};

// xlogy: `c = a * log(b)`, 0 where a is 0 (unless b is NaN) (torch.xlogy, scipy.special.xlogy).
struct Ew_xlogy {
    template <typename C> __device__ C operator()(const C* in) const {
        const C a = in[0];
        const C b = in[1];
        return C(b != b ? b : (a == C(0) ? C(0) : a * log(b)));
    }
};

// xlog1py: `c = a * log1p(b)`, 0 where a is 0 (unless b is NaN) (torch.special.xlog1py).
struct Ew_xlog1py {
    template <typename C> __device__ C operator()(const C* in) const {
        const C a = in[0];
        const C b = in[1];
        return C(b != b ? b : (a == C(0) ? C(0) : a * log1p(b)));
    }
};

// heaviside: `c = b` where a is 0, else 1 for positive a and 0 otherwise (NaN included: torch.heaviside's).
struct Ew_heaviside {
    template <typename C> __device__ C operator()(const C* in) const {
        const C a = in[0];
        const C b = in[1];
        if constexpr (std::is_floating_point<C>::value) {
            return C(a == C(0) ? b : (a > C(0) ? C(1) : C(0)));
        } else {
            return C(a == C(0) ? b : (a > C(0) ? C(1) : C(0)));
        }
    }
};

// masked_fill: `y = value` where `mask`, else `x`, broadcasting (torch.masked_fill, Paddle's masked_fill). An integer or bool y takes `value` truncated toward zero, saturated at int64's range, then wrapped to its dtype, as `cast` converts (torch raises where it overflows).
struct Ew_masked_fill {
    double value;
    template <typename C> __device__ C operator()(const C* in) const {
        const C x = in[0];
        const C mask = in[1];
        const C value = C(this->value);
        if constexpr (std::is_floating_point<C>::value) {
            return C(mask ? C(value) : x);
        } else {
            return C(mask ? C(value) : x);
        }
    }
};

}  // namespace

extern "C" {

anyrt_status_t cuda_op_abs(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_abs f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    case ANYRT_DTYPE_INT8:
    case ANYRT_DTYPE_INT16:
    case ANYRT_DTYPE_INT32:
    case ANYRT_DTYPE_INT64:
    case ANYRT_DTYPE_UINT8:
        return ew_launch_as<int64_t>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_neg(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_neg f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    case ANYRT_DTYPE_INT8:
    case ANYRT_DTYPE_INT16:
    case ANYRT_DTYPE_INT32:
    case ANYRT_DTYPE_INT64:
    case ANYRT_DTYPE_UINT8:
        return ew_launch_as<int64_t>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_sign(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_sign f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    case ANYRT_DTYPE_INT8:
    case ANYRT_DTYPE_INT16:
    case ANYRT_DTYPE_INT32:
    case ANYRT_DTYPE_INT64:
    case ANYRT_DTYPE_UINT8:
        return ew_launch_as<int64_t>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_square(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_square f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    case ANYRT_DTYPE_INT8:
    case ANYRT_DTYPE_INT16:
    case ANYRT_DTYPE_INT32:
    case ANYRT_DTYPE_INT64:
    case ANYRT_DTYPE_UINT8:
        return ew_launch_as<int64_t>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_exp(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_exp f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_exp2(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_exp2 f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_expm1(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_expm1 f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_log(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_log f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_log2(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_log2 f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_log10(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_log10 f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_log1p(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_log1p f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_sqrt(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_sqrt f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_rsqrt(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_rsqrt f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_sin(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_sin f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_cos(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_cos f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_tan(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_tan f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_asin(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_asin f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_acos(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_acos f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_atan(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_atan f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_sinh(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_sinh f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_cosh(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_cosh f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_asinh(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_asinh f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_acosh(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_acosh f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_atanh(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_atanh f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_erfc(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_erfc f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_floor(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_floor f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_ceil(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_ceil f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_round(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_round f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_trunc(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_trunc f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_bitwise_not(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_bitwise_not f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_INT8:
    case ANYRT_DTYPE_INT16:
    case ANYRT_DTYPE_INT32:
    case ANYRT_DTYPE_INT64:
    case ANYRT_DTYPE_UINT8:
        return ew_launch_as<int64_t>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_logical_not(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_logical_not f{};
    switch (l->tensors[1].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    case ANYRT_DTYPE_INT8:
    case ANYRT_DTYPE_INT16:
    case ANYRT_DTYPE_INT32:
    case ANYRT_DTYPE_INT64:
    case ANYRT_DTYPE_UINT8:
    case ANYRT_DTYPE_BOOL:
        return ew_launch_as<int64_t>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_isnan(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_isnan f{};
    switch (l->tensors[1].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_isinf(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_isinf f{};
    switch (l->tensors[1].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_isfinite(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_isfinite f{};
    switch (l->tensors[1].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_div(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_div f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 3, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 3, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_floor_divide(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_floor_divide f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 3, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 3, f);
    case ANYRT_DTYPE_INT8:
    case ANYRT_DTYPE_INT16:
    case ANYRT_DTYPE_INT32:
    case ANYRT_DTYPE_INT64:
    case ANYRT_DTYPE_UINT8:
        return ew_launch_as<int64_t>(l, 3, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_remainder(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_remainder f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 3, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 3, f);
    case ANYRT_DTYPE_INT8:
    case ANYRT_DTYPE_INT16:
    case ANYRT_DTYPE_INT32:
    case ANYRT_DTYPE_INT64:
    case ANYRT_DTYPE_UINT8:
        return ew_launch_as<int64_t>(l, 3, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_fmod(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_fmod f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 3, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 3, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_pow(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_pow f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 3, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 3, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_maximum(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_maximum f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 3, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 3, f);
    case ANYRT_DTYPE_INT8:
    case ANYRT_DTYPE_INT16:
    case ANYRT_DTYPE_INT32:
    case ANYRT_DTYPE_INT64:
    case ANYRT_DTYPE_UINT8:
        return ew_launch_as<int64_t>(l, 3, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_minimum(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_minimum f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 3, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 3, f);
    case ANYRT_DTYPE_INT8:
    case ANYRT_DTYPE_INT16:
    case ANYRT_DTYPE_INT32:
    case ANYRT_DTYPE_INT64:
    case ANYRT_DTYPE_UINT8:
        return ew_launch_as<int64_t>(l, 3, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_fmax(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_fmax f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 3, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 3, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_fmin(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_fmin f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 3, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 3, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_atan2(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_atan2 f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 3, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 3, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_hypot(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_hypot f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 3, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 3, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_copysign(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_copysign f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 3, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 3, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_logaddexp(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_logaddexp f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 3, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 3, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_bitwise_and(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_bitwise_and f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_INT8:
    case ANYRT_DTYPE_INT16:
    case ANYRT_DTYPE_INT32:
    case ANYRT_DTYPE_INT64:
    case ANYRT_DTYPE_UINT8:
    case ANYRT_DTYPE_BOOL:
        return ew_launch_as<int64_t>(l, 3, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_bitwise_or(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_bitwise_or f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_INT8:
    case ANYRT_DTYPE_INT16:
    case ANYRT_DTYPE_INT32:
    case ANYRT_DTYPE_INT64:
    case ANYRT_DTYPE_UINT8:
    case ANYRT_DTYPE_BOOL:
        return ew_launch_as<int64_t>(l, 3, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_bitwise_xor(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_bitwise_xor f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_INT8:
    case ANYRT_DTYPE_INT16:
    case ANYRT_DTYPE_INT32:
    case ANYRT_DTYPE_INT64:
    case ANYRT_DTYPE_UINT8:
    case ANYRT_DTYPE_BOOL:
        return ew_launch_as<int64_t>(l, 3, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_eq(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_eq f{};
    switch (l->tensors[1].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 3, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 3, f);
    case ANYRT_DTYPE_INT8:
    case ANYRT_DTYPE_INT16:
    case ANYRT_DTYPE_INT32:
    case ANYRT_DTYPE_INT64:
    case ANYRT_DTYPE_UINT8:
    case ANYRT_DTYPE_BOOL:
        return ew_launch_as<int64_t>(l, 3, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_ne(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_ne f{};
    switch (l->tensors[1].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 3, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 3, f);
    case ANYRT_DTYPE_INT8:
    case ANYRT_DTYPE_INT16:
    case ANYRT_DTYPE_INT32:
    case ANYRT_DTYPE_INT64:
    case ANYRT_DTYPE_UINT8:
    case ANYRT_DTYPE_BOOL:
        return ew_launch_as<int64_t>(l, 3, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_lt(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_lt f{};
    switch (l->tensors[1].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 3, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 3, f);
    case ANYRT_DTYPE_INT8:
    case ANYRT_DTYPE_INT16:
    case ANYRT_DTYPE_INT32:
    case ANYRT_DTYPE_INT64:
    case ANYRT_DTYPE_UINT8:
    case ANYRT_DTYPE_BOOL:
        return ew_launch_as<int64_t>(l, 3, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_le(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_le f{};
    switch (l->tensors[1].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 3, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 3, f);
    case ANYRT_DTYPE_INT8:
    case ANYRT_DTYPE_INT16:
    case ANYRT_DTYPE_INT32:
    case ANYRT_DTYPE_INT64:
    case ANYRT_DTYPE_UINT8:
    case ANYRT_DTYPE_BOOL:
        return ew_launch_as<int64_t>(l, 3, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_gt(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_gt f{};
    switch (l->tensors[1].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 3, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 3, f);
    case ANYRT_DTYPE_INT8:
    case ANYRT_DTYPE_INT16:
    case ANYRT_DTYPE_INT32:
    case ANYRT_DTYPE_INT64:
    case ANYRT_DTYPE_UINT8:
    case ANYRT_DTYPE_BOOL:
        return ew_launch_as<int64_t>(l, 3, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_ge(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_ge f{};
    switch (l->tensors[1].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 3, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 3, f);
    case ANYRT_DTYPE_INT8:
    case ANYRT_DTYPE_INT16:
    case ANYRT_DTYPE_INT32:
    case ANYRT_DTYPE_INT64:
    case ANYRT_DTYPE_UINT8:
    case ANYRT_DTYPE_BOOL:
        return ew_launch_as<int64_t>(l, 3, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_logical_and(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_logical_and f{};
    switch (l->tensors[1].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 3, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 3, f);
    case ANYRT_DTYPE_INT8:
    case ANYRT_DTYPE_INT16:
    case ANYRT_DTYPE_INT32:
    case ANYRT_DTYPE_INT64:
    case ANYRT_DTYPE_UINT8:
    case ANYRT_DTYPE_BOOL:
        return ew_launch_as<int64_t>(l, 3, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_logical_or(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_logical_or f{};
    switch (l->tensors[1].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 3, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 3, f);
    case ANYRT_DTYPE_INT8:
    case ANYRT_DTYPE_INT16:
    case ANYRT_DTYPE_INT32:
    case ANYRT_DTYPE_INT64:
    case ANYRT_DTYPE_UINT8:
    case ANYRT_DTYPE_BOOL:
        return ew_launch_as<int64_t>(l, 3, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_logical_xor(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_logical_xor f{};
    switch (l->tensors[1].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 3, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 3, f);
    case ANYRT_DTYPE_INT8:
    case ANYRT_DTYPE_INT16:
    case ANYRT_DTYPE_INT32:
    case ANYRT_DTYPE_INT64:
    case ANYRT_DTYPE_UINT8:
    case ANYRT_DTYPE_BOOL:
        return ew_launch_as<int64_t>(l, 3, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_where(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_where f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 4, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 4, f);
    case ANYRT_DTYPE_INT8:
    case ANYRT_DTYPE_INT16:
    case ANYRT_DTYPE_INT32:
    case ANYRT_DTYPE_INT64:
    case ANYRT_DTYPE_UINT8:
    case ANYRT_DTYPE_BOOL:
        return ew_launch_as<int64_t>(l, 4, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_lerp(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_lerp f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 4, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 4, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_addcmul(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const anyrt_addcmul_attrs_t* a = static_cast<const anyrt_addcmul_attrs_t*>(l->attrs);
    const Ew_addcmul f{a->value};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 4, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 4, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_addcdiv(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const anyrt_addcdiv_attrs_t* a = static_cast<const anyrt_addcdiv_attrs_t*>(l->attrs);
    const Ew_addcdiv f{a->value};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 4, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 4, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_relu_backward(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_relu_backward f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 3, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 3, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_silu_backward(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_silu_backward f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 3, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 3, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_gelu_backward(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_gelu_backward f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 3, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 3, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_gelutanh_backward(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_gelutanh_backward f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 3, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 3, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_sigmoid_backward(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_sigmoid_backward f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 3, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 3, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_tanh_backward(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_tanh_backward f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 3, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 3, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_relu6(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_relu6 f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_softsign(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_softsign f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_tanhshrink(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_tanhshrink f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_selu(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_selu f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_logaddexp2(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_logaddexp2 f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 3, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 3, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_bitwise_right_shift(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_bitwise_right_shift f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_INT8:
    case ANYRT_DTYPE_INT16:
    case ANYRT_DTYPE_INT32:
    case ANYRT_DTYPE_INT64:
    case ANYRT_DTYPE_UINT8:
        return ew_launch_as<int64_t>(l, 3, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_broadcast_to(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_broadcast_to f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    case ANYRT_DTYPE_INT8:
    case ANYRT_DTYPE_INT16:
    case ANYRT_DTYPE_INT32:
    case ANYRT_DTYPE_INT64:
    case ANYRT_DTYPE_UINT8:
    case ANYRT_DTYPE_BOOL:
        return ew_launch_as<int64_t>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_hardsigmoid(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_hardsigmoid f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_mish(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_mish f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_logsigmoid(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_logsigmoid f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_frac(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_frac f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_sinc(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_sinc f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_signbit(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_signbit f{};
    switch (l->tensors[1].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_leaky_relu(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const anyrt_leaky_relu_attrs_t* a = static_cast<const anyrt_leaky_relu_attrs_t*>(l->attrs);
    const Ew_leaky_relu f{a->negative_slope};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_elu(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const anyrt_elu_attrs_t* a = static_cast<const anyrt_elu_attrs_t*>(l->attrs);
    const Ew_elu f{a->alpha, a->scale, a->input_scale};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_hardshrink(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const anyrt_hardshrink_attrs_t* a = static_cast<const anyrt_hardshrink_attrs_t*>(l->attrs);
    const Ew_hardshrink f{a->lambd};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_softshrink(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const anyrt_softshrink_attrs_t* a = static_cast<const anyrt_softshrink_attrs_t*>(l->attrs);
    const Ew_softshrink f{a->lambd};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_threshold(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const anyrt_threshold_attrs_t* a = static_cast<const anyrt_threshold_attrs_t*>(l->attrs);
    const Ew_threshold f{a->threshold, a->value};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_nan_to_num(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const anyrt_nan_to_num_attrs_t* a = static_cast<const anyrt_nan_to_num_attrs_t*>(l->attrs);
    const Ew_nan_to_num f{a->nan, a->posinf, a->neginf};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 2, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 2, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_xlogy(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_xlogy f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 3, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 3, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_xlog1py(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_xlog1py f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 3, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 3, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_heaviside(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Ew_heaviside f{};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 3, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 3, f);
    case ANYRT_DTYPE_INT8:
    case ANYRT_DTYPE_INT16:
    case ANYRT_DTYPE_INT32:
    case ANYRT_DTYPE_INT64:
    case ANYRT_DTYPE_UINT8:
        return ew_launch_as<int64_t>(l, 3, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_masked_fill(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const anyrt_masked_fill_attrs_t* a = static_cast<const anyrt_masked_fill_attrs_t*>(l->attrs);
    const Ew_masked_fill f{a->value};
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return ew_launch_as<float>(l, 3, f);
    case ANYRT_DTYPE_FLOAT64:
        return ew_launch_as<double>(l, 3, f);
    case ANYRT_DTYPE_INT8:
    case ANYRT_DTYPE_INT16:
    case ANYRT_DTYPE_INT32:
    case ANYRT_DTYPE_INT64:
    case ANYRT_DTYPE_UINT8:
    case ANYRT_DTYPE_BOOL:
        return ew_launch_as<int64_t>(l, 3, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

}  // extern "C"
