// anyrt `cuda` backend: the shared part of the operator files (cuda_ops*.cu). Each .cu is its own
// translation unit, so what their kernels all need (the View a kernel takes, offsets, f16/bf16
// load/store, block reductions, grid sizing, the fault word) lives here once, file-private to each
// includer (an anonymous namespace), rather than as a copy per file. Not a source of its own: no
// entry in spec/backends.yaml; nvcc finds it beside the .cu files (-I of their folder).
#pragma once

#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>
#include <stdint.h>

#include "cuda_internal.h"

namespace {

constexpr int kMaxDims = 8;
constexpr int kThreads = 256;

struct View {  // a tensor as kernels take it: by value, in the kernel's parameter space
    char* data;
    int ndim;
    int64_t shape[kMaxDims];
    int64_t strides[kMaxDims];  // elements
};

// An absent optional tensor (ndim -1, data NULL) becomes a 0-dim view with data NULL.
inline View view_of(const anyrt_tensor_view_t& t) {
    View v{};
    v.data = static_cast<char*>(t.data);
    v.ndim = t.ndim < 0 ? 0 : t.ndim;
    for (int i = 0; i < v.ndim && i < kMaxDims; ++i) {
        v.shape[i] = t.shape[i];
        v.strides[i] = t.strides[i];
    }
    return v;
}

inline int64_t numel(const View& v) {
    int64_t n = 1;
    for (int i = 0; i < v.ndim; ++i) n *= v.shape[i];
    return n;
}

inline bool contiguous(const View& v) {
    int64_t step = 1;
    for (int i = v.ndim - 1; i >= 0; --i) {
        if (v.shape[i] != 1 && v.strides[i] != step) return false;
        step *= v.shape[i];
    }
    return true;
}

// Blocks of `threads` for n elements of a grid-stride kernel: at least 1, at most 65535 * 8.
inline unsigned blocks_for(int64_t n, int threads = kThreads) {
    int64_t b = (n + threads - 1) / threads;
    return static_cast<unsigned>(b < 1 ? 1 : b > 65535 * 8 ? 65535 * 8 : b);
}

// The element offset of linear index i (row-major over the first ndim dims of the view's shape).
__device__ __forceinline__ int64_t offset_of(const View& v, int64_t i, int ndim) {
    int64_t off = 0;
    for (int d = ndim - 1; d >= 0; --d) {
        int64_t n = v.shape[d];
        off += (i % n) * v.strides[d];
        i /= n;
    }
    return off;
}

// The row's base offset: row r over every dim but `axis`, in row-major order of those dims.
__device__ __forceinline__ int64_t row_base(const View& v, int64_t r, int axis) {
    int64_t off = 0;
    for (int d = v.ndim - 1; d >= 0; --d) {
        if (d == axis) continue;
        off += (r % v.shape[d]) * v.strides[d];
        r /= v.shape[d];
    }
    return off;
}

inline int64_t rows_of(const View& v, int axis) { return numel(v) / (v.shape[axis] ? v.shape[axis] : 1); }

// ---- element types: load as the compute type (f16/bf16/f32 in f32, f64 in f64, ints in int64), store
// rounded once

template <typename T> struct Compute { using type = float; };
template <> struct Compute<double> { using type = double; };
template <> struct Compute<int32_t> { using type = int64_t; };
template <> struct Compute<int64_t> { using type = int64_t; };

template <typename T> __device__ __forceinline__ typename Compute<T>::type load(const char* p, int64_t off) {
    return static_cast<typename Compute<T>::type>(reinterpret_cast<const T*>(p)[off]);
}
template <> __device__ __forceinline__ float load<__half>(const char* p, int64_t off) {
    return __half2float(reinterpret_cast<const __half*>(p)[off]);
}
template <> __device__ __forceinline__ float load<__nv_bfloat16>(const char* p, int64_t off) {
    return __bfloat162float(reinterpret_cast<const __nv_bfloat16*>(p)[off]);
}
template <typename T, typename C> __device__ __forceinline__ void store(char* p, int64_t off, C v) {
    reinterpret_cast<T*>(p)[off] = static_cast<T>(v);
}
template <> __device__ __forceinline__ void store<__half, float>(char* p, int64_t off, float v) {
    reinterpret_cast<__half*>(p)[off] = __float2half_rn(v);
}
template <> __device__ __forceinline__ void store<__nv_bfloat16, float>(char* p, int64_t off, float v) {
    reinterpret_cast<__nv_bfloat16*>(p)[off] = __float2bfloat16_rn(v);
}

// ---- block reductions (every thread gets the result); shared holds one slot per warp (32 will do)

template <typename C> __device__ C block_sum(C v, C* shared) {
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    if ((threadIdx.x & 31) == 0) shared[threadIdx.x >> 5] = v;
    __syncthreads();
    C total = C(0);
    for (int w = 0; w < (int)(blockDim.x >> 5); ++w) total += shared[w];
    __syncthreads();
    return total;
}

template <typename C> __device__ C block_max(C v, C* shared) {
    for (int o = 16; o > 0; o >>= 1) v = max(v, __shfl_xor_sync(0xffffffffu, v, o));
    if ((threadIdx.x & 31) == 0) shared[threadIdx.x >> 5] = v;
    __syncthreads();
    C total = shared[0];
    for (int w = 1; w < (int)(blockDim.x >> 5); ++w) total = max(total, shared[w]);
    __syncthreads();
    return total;
}

// ---- the device's fault word: a bad index found in a kernel, reported at the next synchronize

__device__ __forceinline__ void raise_fault(cuda_fault_t* f, int64_t value, int64_t limit, int code) {
    if (f == nullptr) return;  // plain stores: any one offending index will do
    f->value = value;
    f->limit = limit;
    __threadfence_system();
    f->raised = 1 + code;
}

// ---- an operator's entry for the float dtypes: select the device, then fn(T{}) for the dtype of the
// tensor that picks the kernel (f16, bf16, f32; f64 where kF64), else NOT_SUPPORTED naming `what`

template <bool kF64, typename Fn>
anyrt_status_t float_op(int device, int dtype, const char* what, Fn fn) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    switch (dtype) {
    case ANYRT_DTYPE_FLOAT16: return fn(__half{});
    case ANYRT_DTYPE_BFLOAT16: return fn(__nv_bfloat16{});
    case ANYRT_DTYPE_FLOAT32: return fn(float{});
    case ANYRT_DTYPE_FLOAT64:
        if constexpr (kF64) return fn(double{});
        break;
    default: break;
    }
    return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: %s: no kernel for this dtype", what);
}

}  // namespace
