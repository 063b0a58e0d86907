// Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`.
// The cuda backend's kernels of the reductions (spec/operators.yaml entries with `reduces`): per operator
// a functor holding its accumulator's init, step, combine and final (the float expressions for
// f16/bf16/f32/f64, in f32 or f64; the int ones for integers and bool, in int64 or uint64), run by
// backends/cuda/cuda_reduce.cuh's kernel; with a `pivot` (kPivot) the first pass's four as pivot_*, whose
// final is the m the main step and final take (kWidePivot: that pass in f64 where C is float).
#include <stdint.h>

#include <type_traits>

#include "cuda_reduce.cuh"

namespace {

// sum: `y = np.sum(x, axis=axes, keepdims=True)` over the reduced dims `axes` (NumPy notation).
struct Rd_sum {
    static constexpr bool kPivot = false;
    template <typename C> __device__ C init() const {
        if constexpr (std::is_floating_point<C>::value) {
            return C(0);
        } else {
            return C(0);
        }
    }
    template <typename C> __device__ C step(C acc, C x, C m) const {
        (void)m;
        if constexpr (std::is_floating_point<C>::value) {
            return C(acc + x);
        } else {
            return C(acc + x);
        }
    }
    template <typename C> __device__ C combine(C acc, C other) const {
        if constexpr (std::is_floating_point<C>::value) {
            return C(acc + other);
        } else {
            return C(acc + other);
        }
    }
    template <typename C> __device__ C final(C acc, int64_t n, C m) const {
        (void)n;
        (void)m;
        if constexpr (std::is_floating_point<C>::value) {
            return C(acc);
        } else {
            return C(acc);
        }
    }
};

// mean: `y = mean(x)` over the reduced dims (NaN where there are none).
struct Rd_mean {
    static constexpr bool kPivot = false;
    template <typename C> __device__ C init() const {
        return C(0);
    }
    template <typename C> __device__ C step(C acc, C x, C m) const {
        (void)m;
        return C(acc + x);
    }
    template <typename C> __device__ C combine(C acc, C other) const {
        return C(acc + other);
    }
    template <typename C> __device__ C final(C acc, int64_t n, C m) const {
        (void)n;
        (void)m;
        return C(acc / C(n));
    }
};

// prod: `y = prod(x)` over the reduced dims (torch.prod), f16/bf16 multiplied in f32 in the kernel's fixed order: a zero after a partial product overflowed gives NaN (IEEE's inf * 0; another order, NumPy's f64 one, may give 0 instead, as torch's f32 accumulation may too).
struct Rd_prod {
    static constexpr bool kPivot = false;
    template <typename C> __device__ C init() const {
        if constexpr (std::is_floating_point<C>::value) {
            return C(1);
        } else {
            return C(1);
        }
    }
    template <typename C> __device__ C step(C acc, C x, C m) const {
        (void)m;
        if constexpr (std::is_floating_point<C>::value) {
            return C(acc * x);
        } else {
            return C(acc * x);
        }
    }
    template <typename C> __device__ C combine(C acc, C other) const {
        if constexpr (std::is_floating_point<C>::value) {
            return C(acc * other);
        } else {
            return C(acc * other);
        }
    }
    template <typename C> __device__ C final(C acc, int64_t n, C m) const {
        (void)n;
        (void)m;
        if constexpr (std::is_floating_point<C>::value) {
            return C(acc);
        } else {
            return C(acc);
        }
    }
};

// amax: `y = max(x)` over the reduced dims; NaN if any is NaN (torch.amax). No elements to reduce (an output over none): refused at creation, as torch raises.
struct Rd_amax {
    static constexpr bool kPivot = false;
    template <typename C> __device__ C init() const {
        if constexpr (std::is_floating_point<C>::value) {
            return C(-INFINITY);
        } else {
            return C(INT64_MIN);
        }
    }
    template <typename C> __device__ C step(C acc, C x, C m) const {
        (void)m;
        if constexpr (std::is_floating_point<C>::value) {
            return C((x != x) | (x > acc) ? x : acc);
        } else {
            return C(x > acc ? x : acc);
        }
    }
    template <typename C> __device__ C combine(C acc, C other) const {
        if constexpr (std::is_floating_point<C>::value) {
            return C((other != other) | (other > acc) ? other : acc);
        } else {
            return C(other > acc ? other : acc);
        }
    }
    template <typename C> __device__ C final(C acc, int64_t n, C m) const {
        (void)n;
        (void)m;
        if constexpr (std::is_floating_point<C>::value) {
            return C(acc);
        } else {
            return C(acc);
        }
    }
};

// amin: `y = min(x)` over the reduced dims; NaN if any is NaN (torch.amin). No elements to reduce (an output over none): refused at creation, as torch raises.
struct Rd_amin {
    static constexpr bool kPivot = false;
    template <typename C> __device__ C init() const {
        if constexpr (std::is_floating_point<C>::value) {
            return C(INFINITY);
        } else {
            return C(INT64_MAX);
        }
    }
    template <typename C> __device__ C step(C acc, C x, C m) const {
        (void)m;
        if constexpr (std::is_floating_point<C>::value) {
            return C((x != x) | (x < acc) ? x : acc);
        } else {
            return C(x < acc ? x : acc);
        }
    }
    template <typename C> __device__ C combine(C acc, C other) const {
        if constexpr (std::is_floating_point<C>::value) {
            return C((other != other) | (other < acc) ? other : acc);
        } else {
            return C(other < acc ? other : acc);
        }
    }
    template <typename C> __device__ C final(C acc, int64_t n, C m) const {
        (void)n;
        (void)m;
        if constexpr (std::is_floating_point<C>::value) {
            return C(acc);
        } else {
            return C(acc);
        }
    }
};

// norm: `y = sqrt(sum(x * x))` over the reduced dims (the 2-norm).
struct Rd_norm {
    static constexpr bool kPivot = false;
    template <typename C> __device__ C init() const {
        return C(0);
    }
    template <typename C> __device__ C step(C acc, C x, C m) const {
        (void)m;
        return C(acc + x * x);
    }
    template <typename C> __device__ C combine(C acc, C other) const {
        return C(acc + other);
    }
    template <typename C> __device__ C final(C acc, int64_t n, C m) const {
        (void)n;
        (void)m;
        return C(sqrt(acc));
    }
};

// any: `y = np.any(x != 0, axis=axes, keepdims=True)` over the reduced dims `axes` (NumPy notation).
struct Rd_any {
    static constexpr bool kPivot = false;
    template <typename C> __device__ C init() const {
        if constexpr (std::is_floating_point<C>::value) {
            return C(0);
        } else {
            return C(0);
        }
    }
    template <typename C> __device__ C step(C acc, C x, C m) const {
        (void)m;
        if constexpr (std::is_floating_point<C>::value) {
            return C((acc != C(0)) | (x != C(0)));
        } else {
            return C((acc != C(0)) | (x != C(0)));
        }
    }
    template <typename C> __device__ C combine(C acc, C other) const {
        if constexpr (std::is_floating_point<C>::value) {
            return C((acc != C(0)) | (other != C(0)));
        } else {
            return C((acc != C(0)) | (other != C(0)));
        }
    }
    template <typename C> __device__ C final(C acc, int64_t n, C m) const {
        (void)n;
        (void)m;
        if constexpr (std::is_floating_point<C>::value) {
            return C(acc);
        } else {
            return C(acc);
        }
    }
};

// all: `y = np.all(x != 0, axis=axes, keepdims=True)` over the reduced dims `axes` (NumPy notation).
struct Rd_all {
    static constexpr bool kPivot = false;
    template <typename C> __device__ C init() const {
        if constexpr (std::is_floating_point<C>::value) {
            return C(1);
        } else {
            return C(1);
        }
    }
    template <typename C> __device__ C step(C acc, C x, C m) const {
        (void)m;
        if constexpr (std::is_floating_point<C>::value) {
            return C((acc != C(0)) & (x != C(0)));
        } else {
            return C((acc != C(0)) & (x != C(0)));
        }
    }
    template <typename C> __device__ C combine(C acc, C other) const {
        if constexpr (std::is_floating_point<C>::value) {
            return C((acc != C(0)) & (other != C(0)));
        } else {
            return C((acc != C(0)) & (other != C(0)));
        }
    }
    template <typename C> __device__ C final(C acc, int64_t n, C m) const {
        (void)n;
        (void)m;
        if constexpr (std::is_floating_point<C>::value) {
            return C(acc);
        } else {
            return C(acc);
        }
    }
};

// count_nonzero: `y = np.sum(x != 0, axis=axes, keepdims=True)` over the reduced dims `axes` (NumPy notation).
struct Rd_count_nonzero {
    static constexpr bool kPivot = false;
    template <typename C> __device__ C init() const {
        if constexpr (std::is_floating_point<C>::value) {
            return C(0);
        } else {
            return C(0);
        }
    }
    template <typename C> __device__ C step(C acc, C x, C m) const {
        (void)m;
        if constexpr (std::is_floating_point<C>::value) {
            return C(acc + (x != C(0)));
        } else {
            return C(acc + (x != C(0)));
        }
    }
    template <typename C> __device__ C combine(C acc, C other) const {
        if constexpr (std::is_floating_point<C>::value) {
            return C(acc + other);
        } else {
            return C(acc + other);
        }
    }
    template <typename C> __device__ C final(C acc, int64_t n, C m) const {
        (void)n;
        (void)m;
        if constexpr (std::is_floating_point<C>::value) {
            return C(acc);
        } else {
            return C(acc);
        }
    }
};

// var: `y = sum((x - mean(x))^2) / max(n - correction, 0)` over the reduced dims (n of them): two passes, the mean first (summed in f64 for f16/bf16/f32: equal values give exactly 0), so no E[x^2] - E[x]^2 cancellation (torch.var, numpy.var's ddof). NaN where there are no elements; inf or NaN where n <= correction.
struct Rd_var {
    double correction;
    static constexpr bool kPivot = true;
    // a wide pivot: f16/bf16/f32 run the pivot's pass in f64 (as the cpu kernels); read only with kPivot
    static constexpr bool kWidePivot = true;
    template <typename C> __device__ C init() const {
        const C correction = C(this->correction);
        (void)correction;
        return C(0);
    }
    template <typename C> __device__ C step(C acc, C x, C m) const {
        (void)m;
        const C correction = C(this->correction);
        (void)correction;
        return C(acc + (x - m) * (x - m));
    }
    template <typename C> __device__ C combine(C acc, C other) const {
        const C correction = C(this->correction);
        (void)correction;
        return C(acc + other);
    }
    template <typename C> __device__ C final(C acc, int64_t n, C m) const {
        (void)n;
        (void)m;
        const C correction = C(this->correction);
        (void)correction;
        return C(acc / fmax(C(n) - correction, C(0)));
    }
    template <typename C> __device__ C pivot_init() const {
        const C correction = C(this->correction);
        (void)correction;
        return C(0);
    }
    template <typename C> __device__ C pivot_step(C acc, C x) const {
        const C correction = C(this->correction);
        (void)correction;
        return C(acc + x);
    }
    template <typename C> __device__ C pivot_combine(C acc, C other) const {
        const C correction = C(this->correction);
        (void)correction;
        return C(acc + other);
    }
    template <typename C> __device__ C pivot_final(C acc, int64_t n) const {
        (void)n;
        const C correction = C(this->correction);
        (void)correction;
        return C(acc / C(n));
    }
};

// std: `y = sqrt(var(x, correction))` over the reduced dims (var's two passes; torch.std, numpy.std's ddof).
struct Rd_std {
    double correction;
    static constexpr bool kPivot = true;
    // a wide pivot: f16/bf16/f32 run the pivot's pass in f64 (as the cpu kernels); read only with kPivot
    static constexpr bool kWidePivot = true;
    template <typename C> __device__ C init() const {
        const C correction = C(this->correction);
        (void)correction;
        return C(0);
    }
    template <typename C> __device__ C step(C acc, C x, C m) const {
        (void)m;
        const C correction = C(this->correction);
        (void)correction;
        return C(acc + (x - m) * (x - m));
    }
    template <typename C> __device__ C combine(C acc, C other) const {
        const C correction = C(this->correction);
        (void)correction;
        return C(acc + other);
    }
    template <typename C> __device__ C final(C acc, int64_t n, C m) const {
        (void)n;
        (void)m;
        const C correction = C(this->correction);
        (void)correction;
        return C(sqrt(acc / fmax(C(n) - correction, C(0))));
    }
    template <typename C> __device__ C pivot_init() const {
        const C correction = C(this->correction);
        (void)correction;
        return C(0);
    }
    template <typename C> __device__ C pivot_step(C acc, C x) const {
        const C correction = C(this->correction);
        (void)correction;
        return C(acc + x);
    }
    template <typename C> __device__ C pivot_combine(C acc, C other) const {
        const C correction = C(this->correction);
        (void)correction;
        return C(acc + other);
    }
    template <typename C> __device__ C pivot_final(C acc, int64_t n) const {
        (void)n;
        const C correction = C(this->correction);
        (void)correction;
        return C(acc / C(n));
    }
};

// logsumexp: `y = log(sum(exp(x)))` over the reduced dims, shifted by their max m (`m + log(sum(exp(x - m)))`: no overflow); -inf where there are no elements or all are -inf, inf where one is inf, NaN where one is NaN (torch.logsumexp).
struct Rd_logsumexp {
    static constexpr bool kPivot = true;
    // a wide pivot: f16/bf16/f32 run the pivot's pass in f64 (as the cpu kernels); read only with kPivot
    static constexpr bool kWidePivot = false;
    template <typename C> __device__ C init() const {
        return C(0);
    }
    template <typename C> __device__ C step(C acc, C x, C m) const {
        (void)m;
        return C(acc + exp(x - m));
    }
    template <typename C> __device__ C combine(C acc, C other) const {
        return C(acc + other);
    }
    template <typename C> __device__ C final(C acc, int64_t n, C m) const {
        (void)n;
        (void)m;
        return C(log(acc) + m);
    }
    template <typename C> __device__ C pivot_init() const {
        return C(-INFINITY);
    }
    template <typename C> __device__ C pivot_step(C acc, C x) const {
        return C((x != x) | (x > acc) ? x : acc);
    }
    template <typename C> __device__ C pivot_combine(C acc, C other) const {
        return C((other != other) | (other > acc) ? other : acc);
    }
    template <typename C> __device__ C pivot_final(C acc, int64_t n) const {
        (void)n;
        return C(isinf(acc) ? C(0) : acc);
    }
};

}  // namespace

extern "C" {

anyrt_status_t cuda_op_sum(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Rd_sum f{};
    switch (l->tensors[1].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return rd_launch_as<float>(l, f);
    case ANYRT_DTYPE_FLOAT64:
        return rd_launch_as<double>(l, f);
    case ANYRT_DTYPE_INT8:
    case ANYRT_DTYPE_INT16:
    case ANYRT_DTYPE_INT32:
    case ANYRT_DTYPE_INT64:
    case ANYRT_DTYPE_UINT8:
        return rd_launch_as<int64_t>(l, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_mean(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Rd_mean f{};
    switch (l->tensors[1].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return rd_launch_as<float>(l, f);
    case ANYRT_DTYPE_FLOAT64:
        return rd_launch_as<double>(l, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_prod(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Rd_prod f{};
    switch (l->tensors[1].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return rd_launch_as<float>(l, f);
    case ANYRT_DTYPE_FLOAT64:
        return rd_launch_as<double>(l, f);
    case ANYRT_DTYPE_INT8:
    case ANYRT_DTYPE_INT16:
    case ANYRT_DTYPE_INT32:
    case ANYRT_DTYPE_INT64:
    case ANYRT_DTYPE_UINT8:
        return rd_launch_as<int64_t>(l, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_amax(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Rd_amax f{};
    switch (l->tensors[1].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return rd_launch_as<float>(l, f);
    case ANYRT_DTYPE_FLOAT64:
        return rd_launch_as<double>(l, f);
    case ANYRT_DTYPE_INT8:
    case ANYRT_DTYPE_INT16:
    case ANYRT_DTYPE_INT32:
    case ANYRT_DTYPE_INT64:
    case ANYRT_DTYPE_UINT8:
        return rd_launch_as<int64_t>(l, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_amin(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Rd_amin f{};
    switch (l->tensors[1].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return rd_launch_as<float>(l, f);
    case ANYRT_DTYPE_FLOAT64:
        return rd_launch_as<double>(l, f);
    case ANYRT_DTYPE_INT8:
    case ANYRT_DTYPE_INT16:
    case ANYRT_DTYPE_INT32:
    case ANYRT_DTYPE_INT64:
    case ANYRT_DTYPE_UINT8:
        return rd_launch_as<int64_t>(l, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_norm(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Rd_norm f{};
    switch (l->tensors[1].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return rd_launch_as<float>(l, f);
    case ANYRT_DTYPE_FLOAT64:
        return rd_launch_as<double>(l, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_any(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Rd_any f{};
    switch (l->tensors[1].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return rd_launch_as<float>(l, f);
    case ANYRT_DTYPE_FLOAT64:
        return rd_launch_as<double>(l, f);
    case ANYRT_DTYPE_INT8:
    case ANYRT_DTYPE_INT16:
    case ANYRT_DTYPE_INT32:
    case ANYRT_DTYPE_INT64:
    case ANYRT_DTYPE_UINT8:
    case ANYRT_DTYPE_BOOL:
        return rd_launch_as<int64_t>(l, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_all(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Rd_all f{};
    switch (l->tensors[1].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return rd_launch_as<float>(l, f);
    case ANYRT_DTYPE_FLOAT64:
        return rd_launch_as<double>(l, f);
    case ANYRT_DTYPE_INT8:
    case ANYRT_DTYPE_INT16:
    case ANYRT_DTYPE_INT32:
    case ANYRT_DTYPE_INT64:
    case ANYRT_DTYPE_UINT8:
    case ANYRT_DTYPE_BOOL:
        return rd_launch_as<int64_t>(l, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_count_nonzero(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Rd_count_nonzero f{};
    switch (l->tensors[1].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return rd_launch_as<float>(l, f);
    case ANYRT_DTYPE_FLOAT64:
        return rd_launch_as<double>(l, f);
    case ANYRT_DTYPE_INT8:
    case ANYRT_DTYPE_INT16:
    case ANYRT_DTYPE_INT32:
    case ANYRT_DTYPE_INT64:
    case ANYRT_DTYPE_UINT8:
    case ANYRT_DTYPE_BOOL:
        return rd_launch_as<int64_t>(l, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_var(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const anyrt_var_attrs_t* a = static_cast<const anyrt_var_attrs_t*>(l->attrs);
    const Rd_var f{a->correction};
    switch (l->tensors[1].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return rd_launch_as<float>(l, f);
    case ANYRT_DTYPE_FLOAT64:
        return rd_launch_as<double>(l, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_std(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const anyrt_std_attrs_t* a = static_cast<const anyrt_std_attrs_t*>(l->attrs);
    const Rd_std f{a->correction};
    switch (l->tensors[1].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return rd_launch_as<float>(l, f);
    case ANYRT_DTYPE_FLOAT64:
        return rd_launch_as<double>(l, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

anyrt_status_t cuda_op_logsumexp(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Rd_logsumexp f{};
    switch (l->tensors[1].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16:
    case ANYRT_DTYPE_FLOAT32:
        return rd_launch_as<float>(l, f);
    case ANYRT_DTYPE_FLOAT64:
        return rd_launch_as<double>(l, f);
    default:
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
    }
}

}  // extern "C"
