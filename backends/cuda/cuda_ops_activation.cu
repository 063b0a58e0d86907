// anyrt `cuda` backend: the activation, elementwise-math and normalization operators of 1.3 (gelu,
// gelutanh, quickgelu, tanh, erf, softplus, reciprocal, hardswish, hardtanh, clip, log_softmax,
// layer_norm), one launch per call on the launch's stream, no host synchronization. Operands are any
// strided views (the core has checked them and broadcast the inputs with stride 0); a contiguous call
// takes a flat path. f16/bf16 compute in f32, f64 in f64, rounded once at the store. The unary ones
// share one kernel and differ only in their scalar function (a functor below).
//
// Written without a GPU to run it on: compiled by nvcc for sm_80 and sm_90, NOT YET RUN.
#include <stdint.h>

#include "cuda_ops_common.cuh"

namespace {

// ---- unary elementwise: y = f(x); the scalar functions (C is float or double)

struct Gelu {  // exact, erf form
    template <typename C> __device__ C operator()(C x) const { return C(0.5) * x * (C(1) + erf(x * C(0.70710678118654752))); }
};
struct GeluTanh {  // tanh approximation
    template <typename C> __device__ C operator()(C x) const {
        return C(0.5) * x * (C(1) + tanh(C(0.79788456080286536) * (x + C(0.044715) * x * x * x)));
    }
};
struct QuickGelu { template <typename C> __device__ C operator()(C x) const { return x / (C(1) + exp(C(-1.702) * x)); } };
struct Tanh { template <typename C> __device__ C operator()(C x) const { return tanh(x); } };
struct Erf { template <typename C> __device__ C operator()(C x) const { return erf(x); } };
struct Reciprocal { template <typename C> __device__ C operator()(C x) const { return C(1) / x; } };
struct HardSwish {  // the product, then the division (torch's order)
    template <typename C> __device__ C operator()(C x) const { return x * fmin(fmax(x + C(3), C(0)), C(6)) / C(6); }
};
struct Softplus {  // x where beta * x > threshold, else log(1 + exp(beta * x)) / beta
    float beta, threshold;
    template <typename C> __device__ C operator()(C x) const {
        C bx = C(beta) * x;
        return bx > C(threshold) ? x : log1p(exp(bx)) / C(beta);
    }
};
struct HardTanh {  // clamp to [min_val, max_val]; NaN passes through
    float lo, hi;
    template <typename C> __device__ C operator()(C x) const {
        C v = x < C(lo) ? C(lo) : x;
        return v > C(hi) ? C(hi) : v;
    }
};

// ---- clip: y = max(min(x, max_val), min_val), the bounds tensors broadcast; min_val wins where the
// bounds cross, NaN in x passes through
template <typename T>
__global__ void clip_kernel(View y, View x, View lo, View hi, int64_t n, bool flat) {
    using C = typename Compute<T>::type;
    for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < n; i += (int64_t)gridDim.x * blockDim.x) {
        C v = load<T>(x.data, flat ? i : offset_of(x, i, y.ndim));
        C l = load<T>(lo.data, flat ? i : offset_of(lo, i, y.ndim));
        C h = load<T>(hi.data, flat ? i : offset_of(hi, i, y.ndim));
        C r = h < v ? h : v;
        store<T>(y.data, flat ? i : offset_of(y, i, y.ndim), r < l ? l : r);
    }
}

template <typename T> anyrt_status_t launch_clip_as(const anyrt_op_launch_t* l) {
    View y = view_of(l->tensors[0]), x = view_of(l->tensors[1]);
    View lo = view_of(l->tensors[2]), hi = view_of(l->tensors[3]);
    int64_t n = numel(y);
    if (n == 0) return ANYRT_STATUS_SUCCESS;
    bool flat = contiguous(y) && contiguous(x) && contiguous(lo) && contiguous(hi);
    clip_kernel<T><<<blocks_for(n), kThreads, 0, (cudaStream_t)l->stream>>>(y, x, lo, hi, n, flat);
    return cuda_check(cudaGetLastError(), "the clip kernel launch");
}

template <typename T, typename F>
__global__ void unary(View y, View x, int64_t n, bool flat, F f) {
    for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < n; i += (int64_t)gridDim.x * blockDim.x) {
        int64_t oy = flat ? i : offset_of(y, i, y.ndim);
        int64_t ox = flat ? i : offset_of(x, i, y.ndim);
        store<T>(y.data, oy, f(load<T>(x.data, ox)));
    }
}

template <typename T, typename F> anyrt_status_t launch_unary_as(const anyrt_op_launch_t* l, F f) {
    View y = view_of(l->tensors[0]), x = view_of(l->tensors[1]);
    int64_t n = numel(y);
    if (n == 0) return ANYRT_STATUS_SUCCESS;
    bool flat = contiguous(y) && contiguous(x);
    unary<T, F><<<blocks_for(n), kThreads, 0, (cudaStream_t)l->stream>>>(y, x, n, flat, f);
    return cuda_check(cudaGetLastError(), "an elementwise kernel launch");
}

template <typename F> anyrt_status_t launch_unary(int device, const anyrt_op_launch_t* l, F f) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16: return launch_unary_as<__half>(l, f);
    case ANYRT_DTYPE_BFLOAT16: return launch_unary_as<__nv_bfloat16>(l, f);
    case ANYRT_DTYPE_FLOAT32: return launch_unary_as<float>(l, f);
    case ANYRT_DTYPE_FLOAT64: return launch_unary_as<double>(l, f);
    default: break;
    }
    return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
}

// ---- rows: log_softmax and layer_norm reduce along one dim with one block per row

// y = x - max - log(sum(exp(x - max))) along `axis`; every read of a row precedes its writes, so y may be x
template <typename T>
__global__ void log_softmax_rows(View y, View x, int axis) {
    using C = typename Compute<T>::type;
    __shared__ C shared[32];
    int64_t n = x.shape[axis];
    int64_t bx = row_base(x, blockIdx.x, axis), by = row_base(y, blockIdx.x, axis);
    C m = -INFINITY;
    for (int64_t j = threadIdx.x; j < n; j += blockDim.x) m = max(m, load<T>(x.data, bx + j * x.strides[axis]));
    m = block_max(m, shared);
    C sum = C(0);
    for (int64_t j = threadIdx.x; j < n; j += blockDim.x) sum += exp(load<T>(x.data, bx + j * x.strides[axis]) - m);
    C lse = m + log(block_sum(sum, shared));
    for (int64_t j = threadIdx.x; j < n; j += blockDim.x)
        store<T>(y.data, by + j * y.strides[axis], load<T>(x.data, bx + j * x.strides[axis]) - lse);
}

// layer_norm over the last dim: std = sqrt(biased var + eps), z = (x - mean) / std, y = z * w + b (b absent:
// its data NULL); the variance from the deviations (two passes over the row)
template <typename T>
__global__ void layer_norm_rows(View y, View z, View sd, View x, View w, View b, float eps) {
    using C = typename Compute<T>::type;
    __shared__ C shared[32];
    int axis = x.ndim - 1;
    int64_t n = x.shape[axis];
    int64_t bx = row_base(x, blockIdx.x, axis), by = row_base(y, blockIdx.x, axis), bz = row_base(z, blockIdx.x, axis);
    C sum = C(0);
    for (int64_t j = threadIdx.x; j < n; j += blockDim.x) sum += load<T>(x.data, bx + j * x.strides[axis]);
    C mean = block_sum(sum, shared) / C(n);
    C ss = C(0);
    for (int64_t j = threadIdx.x; j < n; j += blockDim.x) {
        C v = load<T>(x.data, bx + j * x.strides[axis]) - mean;
        ss += v * v;
    }
    C std = sqrt(block_sum(ss, shared) / C(n) + C(eps)), inv = C(1) / std;
    if (threadIdx.x == 0) store<T>(sd.data, row_base(sd, blockIdx.x, sd.ndim), std);
    for (int64_t j = threadIdx.x; j < n; j += blockDim.x) {
        C v = (load<T>(x.data, bx + j * x.strides[axis]) - mean) * inv;
        C o = v * load<T>(w.data, j * w.strides[0]) + (b.data != nullptr ? load<T>(b.data, j * b.strides[0]) : C(0));
        store<T>(z.data, bz + j * z.strides[axis], v);
        store<T>(y.data, by + j * y.strides[axis], o);
    }
}

}  // namespace

extern "C" {

anyrt_status_t cuda_op_gelu(int device, const anyrt_op_launch_t* l) { return launch_unary(device, l, Gelu{}); }
anyrt_status_t cuda_op_gelutanh(int device, const anyrt_op_launch_t* l) { return launch_unary(device, l, GeluTanh{}); }
anyrt_status_t cuda_op_quickgelu(int device, const anyrt_op_launch_t* l) { return launch_unary(device, l, QuickGelu{}); }
anyrt_status_t cuda_op_tanh(int device, const anyrt_op_launch_t* l) { return launch_unary(device, l, Tanh{}); }
anyrt_status_t cuda_op_erf(int device, const anyrt_op_launch_t* l) { return launch_unary(device, l, Erf{}); }
anyrt_status_t cuda_op_reciprocal(int device, const anyrt_op_launch_t* l) { return launch_unary(device, l, Reciprocal{}); }
anyrt_status_t cuda_op_hardswish(int device, const anyrt_op_launch_t* l) { return launch_unary(device, l, HardSwish{}); }
anyrt_status_t cuda_op_softplus(int device, const anyrt_op_launch_t* l) {
    const anyrt_softplus_attrs_t* a = static_cast<const anyrt_softplus_attrs_t*>(l->attrs);
    return launch_unary(device, l, Softplus{a->beta, a->threshold});
}
anyrt_status_t cuda_op_hardtanh(int device, const anyrt_op_launch_t* l) {
    const anyrt_hardtanh_attrs_t* a = static_cast<const anyrt_hardtanh_attrs_t*>(l->attrs);
    return launch_unary(device, l, HardTanh{a->min_val, a->max_val});
}
anyrt_status_t cuda_op_clip(int device, const anyrt_op_launch_t* l) {
    return float_op<true>(device, l->tensors[0].dtype, "clip",
                           [&](auto t) { return launch_clip_as<decltype(t)>(l); });
}

anyrt_status_t cuda_op_log_softmax(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    View y = view_of(l->tensors[0]), x = view_of(l->tensors[1]);
    int axis = static_cast<const anyrt_log_softmax_attrs_t*>(l->attrs)->dim;
    int64_t rows = rows_of(x, axis);
    if (rows == 0 || x.shape[axis] == 0) return ANYRT_STATUS_SUCCESS;
    if (rows > INT32_MAX) return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: log_softmax: more than 2^31 rows");
    cudaStream_t s = (cudaStream_t)l->stream;
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16: log_softmax_rows<__half><<<(unsigned)rows, kThreads, 0, s>>>(y, x, axis); break;
    case ANYRT_DTYPE_BFLOAT16: log_softmax_rows<__nv_bfloat16><<<(unsigned)rows, kThreads, 0, s>>>(y, x, axis); break;
    case ANYRT_DTYPE_FLOAT32: log_softmax_rows<float><<<(unsigned)rows, kThreads, 0, s>>>(y, x, axis); break;
    case ANYRT_DTYPE_FLOAT64: log_softmax_rows<double><<<(unsigned)rows, kThreads, 0, s>>>(y, x, axis); break;
    default: return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: log_softmax: no kernel for this dtype");
    }
    return cuda_check(cudaGetLastError(), "the log_softmax kernel launch");
}

anyrt_status_t cuda_op_layer_norm(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    View y = view_of(l->tensors[0]), z = view_of(l->tensors[1]), sd = view_of(l->tensors[2]);
    View x = view_of(l->tensors[3]), w = view_of(l->tensors[4]), b = view_of(l->tensors[5]);
    float eps = static_cast<const anyrt_layer_norm_attrs_t*>(l->attrs)->eps;
    int64_t rows = rows_of(x, x.ndim - 1);
    if (rows == 0 || x.shape[x.ndim - 1] == 0) return ANYRT_STATUS_SUCCESS;
    if (rows > INT32_MAX) return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: layer_norm: more than 2^31 rows");
    cudaStream_t s = (cudaStream_t)l->stream;
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16: layer_norm_rows<__half><<<(unsigned)rows, kThreads, 0, s>>>(y, z, sd, x, w, b, eps); break;
    case ANYRT_DTYPE_BFLOAT16: layer_norm_rows<__nv_bfloat16><<<(unsigned)rows, kThreads, 0, s>>>(y, z, sd, x, w, b, eps); break;
    case ANYRT_DTYPE_FLOAT32: layer_norm_rows<float><<<(unsigned)rows, kThreads, 0, s>>>(y, z, sd, x, w, b, eps); break;
    case ANYRT_DTYPE_FLOAT64: layer_norm_rows<double><<<(unsigned)rows, kThreads, 0, s>>>(y, z, sd, x, w, b, eps); break;
    default: return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: layer_norm: no kernel for this dtype");
    }
    return cuda_check(cudaGetLastError(), "the layer_norm kernel launch");
}

}  // extern "C"
