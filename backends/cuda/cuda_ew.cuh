// anyrt `cuda` backend: what the generated elementwise kernels (generated/cuda/cuda_elementwise_ops.cu,
// one functor per spec operator with an `expr`) share: one grid-stride kernel over up to four operands
// of any dtype and strides, loading each as the operator's compute type and storing the output rounded
// once, and the helpers an expression may call that CUDA's math lacks (codegen/vocabulary.py
// ELEMENTWISE_FUNCTIONS; the C kernels' twins are runtime/kernels/ak_ew.h). Not a source of its own.
#pragma once

#include "cuda_ops_common.cuh"

namespace {

constexpr int kEwMaxOperands = 4;

struct EwOperands {  // operand 0 is the output; every view has the output's ndim (broadcast: stride 0)
    View v[kEwMaxOperands];
    int dtype[kEwMaxOperands];
    int n;  // operands in use
};

// An element of any anyrt dtype at element offset off, as the compute type C
template <typename C> __device__ __forceinline__ C ew_load(const View& v, int dtype, int64_t off) {
    const char* p = v.data;
    switch (dtype) {
    case ANYRT_DTYPE_FLOAT16: return C(__half2float(reinterpret_cast<const __half*>(p)[off]));
    case ANYRT_DTYPE_BFLOAT16: return C(__bfloat162float(reinterpret_cast<const __nv_bfloat16*>(p)[off]));
    case ANYRT_DTYPE_FLOAT32: return C(reinterpret_cast<const float*>(p)[off]);
    case ANYRT_DTYPE_FLOAT64: return C(reinterpret_cast<const double*>(p)[off]);
    case ANYRT_DTYPE_BOOL: return C(reinterpret_cast<const uint8_t*>(p)[off] != 0);
    case ANYRT_DTYPE_INT8: return C(reinterpret_cast<const int8_t*>(p)[off]);
    case ANYRT_DTYPE_INT16: return C(reinterpret_cast<const int16_t*>(p)[off]);
    case ANYRT_DTYPE_INT32: return C(reinterpret_cast<const int32_t*>(p)[off]);
    case ANYRT_DTYPE_INT64: return C(reinterpret_cast<const int64_t*>(p)[off]);
    case ANYRT_DTYPE_UINT16: return C(reinterpret_cast<const uint16_t*>(p)[off]);
    case ANYRT_DTYPE_UINT32: return C(reinterpret_cast<const uint32_t*>(p)[off]);
    case ANYRT_DTYPE_UINT64: return C(reinterpret_cast<const uint64_t*>(p)[off]);
    default: return C(reinterpret_cast<const uint8_t*>(p)[off]);  // uint8, byte
    }
}

// The compute-type value v stored as `dtype` (f16/bf16 rounded to nearest even; bool: v != 0)
template <typename C> __device__ __forceinline__ void ew_store(const View& v, int dtype, int64_t off, C x) {
    char* p = v.data;
    switch (dtype) {
    case ANYRT_DTYPE_FLOAT16: reinterpret_cast<__half*>(p)[off] = __float2half_rn(float(x)); break;
    case ANYRT_DTYPE_BFLOAT16: reinterpret_cast<__nv_bfloat16*>(p)[off] = __float2bfloat16_rn(float(x)); break;
    case ANYRT_DTYPE_FLOAT32: reinterpret_cast<float*>(p)[off] = float(x); break;
    case ANYRT_DTYPE_FLOAT64: reinterpret_cast<double*>(p)[off] = double(x); break;
    case ANYRT_DTYPE_BOOL: reinterpret_cast<uint8_t*>(p)[off] = x != C(0); break;
    case ANYRT_DTYPE_INT8: reinterpret_cast<int8_t*>(p)[off] = int8_t(x); break;
    case ANYRT_DTYPE_INT16: reinterpret_cast<int16_t*>(p)[off] = int16_t(x); break;
    case ANYRT_DTYPE_INT32: reinterpret_cast<int32_t*>(p)[off] = int32_t(x); break;
    case ANYRT_DTYPE_INT64: reinterpret_cast<int64_t*>(p)[off] = int64_t(x); break;
    case ANYRT_DTYPE_UINT16: reinterpret_cast<uint16_t*>(p)[off] = uint16_t(x); break;
    case ANYRT_DTYPE_UINT32: reinterpret_cast<uint32_t*>(p)[off] = uint32_t(x); break;
    case ANYRT_DTYPE_UINT64: reinterpret_cast<uint64_t*>(p)[off] = uint64_t(x); break;
    default: reinterpret_cast<uint8_t*>(p)[off] = uint8_t(x); break;  // uint8, byte
    }
}

// out = f(in[0], in[1], ...) over n elements; f takes the inputs as an array of the compute type
template <typename C, typename F> __global__ void ew_kernel(EwOperands ops, int64_t n, bool flat, F f) {
    for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < n; i += (int64_t)gridDim.x * blockDim.x) {
        C in[kEwMaxOperands - 1];
        for (int k = 1; k < ops.n; ++k) in[k - 1] = ew_load<C>(ops.v[k], ops.dtype[k], flat ? i : offset_of(ops.v[k], i, ops.v[0].ndim));
        ew_store<C>(ops.v[0], ops.dtype[0], flat ? i : offset_of(ops.v[0], i, ops.v[0].ndim), f(in));
    }
}

template <typename C, typename F> anyrt_status_t ew_launch_as(const anyrt_op_launch_t* l, int nops, F f) {
    EwOperands ops{};
    ops.n = nops;
    bool flat = true;
    for (int k = 0; k < nops; ++k) {
        ops.v[k] = view_of(l->tensors[k]);
        ops.dtype[k] = l->tensors[k].dtype;
        flat = flat && contiguous(ops.v[k]) && ops.v[k].ndim == ops.v[0].ndim;
        for (int d = 0; flat && d < ops.v[0].ndim; ++d) flat = ops.v[k].shape[d] == ops.v[0].shape[d];
    }
    int64_t n = numel(ops.v[0]);
    if (n == 0) return ANYRT_STATUS_SUCCESS;
    ew_kernel<C, F><<<blocks_for(n), kThreads, 0, (cudaStream_t)l->stream>>>(ops, n, flat, f);
    return cuda_check(cudaGetLastError(), "an elementwise kernel launch");
}

// Floor division and remainder with the divisor's sign (Python's, NumPy's, torch's); an integer divisor
// of 0 gives 0, as the C kernels (runtime/kernels/ak_ew.h) define it
template <typename T> __device__ __forceinline__ T floordiv(T a, T b) {
    if (b == T(0)) return T(0);
    if (b == T(-1)) return T(0) - a;
    T q = a / b;
    return (a % b != T(0) && ((a < T(0)) != (b < T(0)))) ? q - T(1) : q;
}
template <> __device__ __forceinline__ uint64_t floordiv<uint64_t>(uint64_t a, uint64_t b) { return b == 0 ? 0 : a / b; }
template <typename T> __device__ __forceinline__ T float_floordiv(T a, T b) {
    if (b == T(0)) return a / b;
    T mod = fmod(a, b), div = (a - mod) / b;
    if (mod != T(0) && ((b < T(0)) != (mod < T(0)))) div -= T(1);
    if (div == T(0)) return copysign(T(0), a / b);
    T q = floor(div);
    return div - q > T(0.5) ? q + T(1) : q;
}
template <> __device__ __forceinline__ float floordiv<float>(float a, float b) { return float_floordiv(a, b); }
template <> __device__ __forceinline__ double floordiv<double>(double a, double b) { return float_floordiv(a, b); }

template <typename T> __device__ __forceinline__ T floormod(T a, T b) {
    if (b == T(0) || b == T(-1)) return T(0);
    T r = a % b;
    return (r != T(0) && ((r < T(0)) != (b < T(0)))) ? r + b : r;
}
template <> __device__ __forceinline__ uint64_t floormod<uint64_t>(uint64_t a, uint64_t b) { return b == 0 ? 0 : a % b; }
template <typename T> __device__ __forceinline__ T float_floormod(T a, T b) {
    T r = fmod(a, b);
    return (r != T(0) && ((r < T(0)) != (b < T(0)))) ? r + b : r;
}
template <> __device__ __forceinline__ float floormod<float>(float a, float b) { return float_floormod(a, b); }
template <> __device__ __forceinline__ double floormod<double>(double a, double b) { return float_floormod(a, b); }

}  // namespace
