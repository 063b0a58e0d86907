// anyrt `cuda` backend: the model-layer operators of 1.3 (embedding, add_rms_norm, silu_and_mul) as
// CUDA kernels, one launch per call on the launch's stream, no host synchronization. Operands are any
// strided views the core checked (inputs' leading dims broadcast to the first output's with stride 0).
// Each follows its cpu kernel (runtime/kernels/ak_<name>.c): f16/bf16 compute in f32, f64 in f64,
// rounded once at the store; an embedding id outside [0, v) writes nothing of its row and raises the
// device's fault word, which the next synchronize reports (as the cpu kernel refuses such a call).
//
// Written without a GPU to run it on: compiled by nvcc for sm_80 and sm_90, NOT YET RUN.
#include <stdint.h>

#include "cuda_ops_common.cuh"

namespace {

// ---- embedding: output[..., j] = weight[input[...], j]; one thread per output element, a copy of E
// (the dtype's element size: the values are moved, not computed)

template <typename E>
__global__ void embedding_kernel(View out, View ids, View w, bool i64, int64_t n, cuda_fault_t* fault) {
    const int lead = out.ndim - 1;
    const int64_t d = out.shape[lead], vocab = w.shape[0];
    for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < n; e += (int64_t)gridDim.x * blockDim.x) {
        const int64_t j = e % d, r = e / d;
        const int64_t id = load_index(ids.data, offset_of(ids, r, lead), i64);
        if (id < 0 || id >= vocab) {
            raise_fault(fault, id, vocab, CUDA_FAULT_INDEX);
            continue;
        }
        reinterpret_cast<E*>(out.data)[offset_of(out, r, lead) + j * out.strides[lead]] =
            reinterpret_cast<const E*>(w.data)[id * w.strides[0] + j * w.strides[1]];
    }
}

// ---- add_rms_norm: one block per row of the last dim. r = a + b (stored rounded), the mean square of
// the unrounded sums, y = r (as stored) * w * scale; each thread reads a and b at an element before it
// writes r there, and reads r back only where it wrote it, so r may be a or b.

template <typename T, typename W>
__global__ void add_rms_norm_rows(View y, View r, View a, View b, View w, float eps) {
    using C = typename Compute<T>::type;
    __shared__ C shared[32];
    const int axis = y.ndim - 1;
    const int64_t n = y.shape[axis], sy = y.strides[axis], sr = r.strides[axis], sa = a.strides[axis],
                  sb = b.strides[axis], sw = w.strides[0];
    const int64_t by = row_base(y, blockIdx.x, axis), br = row_base(r, blockIdx.x, axis),
                  ba = row_base(a, blockIdx.x, axis), bb = row_base(b, blockIdx.x, axis);
    C ss = C(0);
    for (int64_t j = threadIdx.x; j < n; j += blockDim.x) {
        C v = load<T>(a.data, ba + j * sa) + load<T>(b.data, bb + j * sb);
        store<T>(r.data, br + j * sr, v);
        ss += v * v;
    }
    const C scale = C(1) / sqrt(block_sum(ss, shared) / C(n) + C(eps));
    for (int64_t j = threadIdx.x; j < n; j += blockDim.x)
        store<T>(y.data, by + j * sy, load<T>(r.data, br + j * sr) * C(load<W>(w.data, j * sw)) * scale);
}

template <typename T> anyrt_status_t launch_add_rms_norm(const anyrt_op_launch_t* l) {
    View y = view_of(l->tensors[0]), r = view_of(l->tensors[1]), a = view_of(l->tensors[2]);
    View b = view_of(l->tensors[3]), w = view_of(l->tensors[4]);
    const float eps = static_cast<const anyrt_add_rms_norm_attrs_t*>(l->attrs)->epsilon;
    const int64_t rows = rows_of(y, y.ndim - 1);
    if (rows == 0 || y.shape[y.ndim - 1] == 0) return ANYRT_STATUS_SUCCESS;
    if (rows > INT32_MAX) return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: add_rms_norm: more than 2^31 rows");
    const unsigned grid = (unsigned)rows;
    cudaStream_t s = (cudaStream_t)l->stream;
    switch (l->tensors[4].dtype) {  // the weight's dtype is its own (f32 weights with f16 activations)
    case ANYRT_DTYPE_FLOAT16: add_rms_norm_rows<T, __half><<<grid, kThreads, 0, s>>>(y, r, a, b, w, eps); break;
    case ANYRT_DTYPE_BFLOAT16: add_rms_norm_rows<T, __nv_bfloat16><<<grid, kThreads, 0, s>>>(y, r, a, b, w, eps); break;
    case ANYRT_DTYPE_FLOAT32: add_rms_norm_rows<T, float><<<grid, kThreads, 0, s>>>(y, r, a, b, w, eps); break;
    case ANYRT_DTYPE_FLOAT64: add_rms_norm_rows<T, double><<<grid, kThreads, 0, s>>>(y, r, a, b, w, eps); break;
    default: return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: add_rms_norm: no kernel for this weight dtype");
    }
    return cuda_check(cudaGetLastError(), "the add_rms_norm kernel launch");
}

// ---- silu_and_mul: output[..., i] = silu(input[..., i]) * input[..., i + h]; f16/bf16 round silu's
// result to their dtype before the product (torch's silu then mul), f32 and f64 keep it

template <typename T>
__global__ void silu_and_mul_kernel(View y, View x, int64_t n) {
    using C = typename Compute<T>::type;
    const int axis = y.ndim - 1;
    const int64_t h = y.shape[axis], sx = x.strides[axis];
    for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < n; e += (int64_t)gridDim.x * blockDim.x) {
        const int64_t i = e % h, r = e / h, bx = row_base(x, r, axis);
        const C g = load<T>(x.data, bx + i * sx), u = load<T>(x.data, bx + (i + h) * sx);
        const C s = rounded<T>(g / (C(1) + exp(-g)));
        store<T>(y.data, row_base(y, r, axis) + i * y.strides[axis], s * u);
    }
}

template <typename T> anyrt_status_t launch_silu_and_mul(const anyrt_op_launch_t* l) {
    View y = view_of(l->tensors[0]), x = view_of(l->tensors[1]);
    const int64_t n = numel(y);
    if (n == 0) return ANYRT_STATUS_SUCCESS;
    silu_and_mul_kernel<T><<<blocks_for(n), kThreads, 0, (cudaStream_t)l->stream>>>(y, x, n);
    return cuda_check(cudaGetLastError(), "the silu_and_mul kernel launch");
}

}  // namespace

extern "C" {

anyrt_status_t cuda_op_embedding(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    View out = view_of(l->tensors[0]), ids = view_of(l->tensors[1]), w = view_of(l->tensors[2]);
    const int64_t n = numel(out);
    if (n == 0) return ANYRT_STATUS_SUCCESS;
    const anyrt_dtype_t it = l->tensors[1].dtype;
    if (it != ANYRT_DTYPE_INT32 && it != ANYRT_DTYPE_INT64)
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: embedding: the ids must be int32 or int64");
    const bool i64 = it == ANYRT_DTYPE_INT64;
    cudaStream_t s = (cudaStream_t)l->stream;
    cuda_fault_t* f = cuda_fault_word(device);
    switch (anyrt_dtype_size(l->tensors[0].dtype)) {
    case 2: embedding_kernel<uint16_t><<<blocks_for(n), kThreads, 0, s>>>(out, ids, w, i64, n, f); break;
    case 4: embedding_kernel<uint32_t><<<blocks_for(n), kThreads, 0, s>>>(out, ids, w, i64, n, f); break;
    case 8: embedding_kernel<uint64_t><<<blocks_for(n), kThreads, 0, s>>>(out, ids, w, i64, n, f); break;
    default: return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: embedding: no kernel for this dtype");
    }
    return cuda_check(cudaGetLastError(), "the embedding kernel launch");
}

anyrt_status_t cuda_op_add_rms_norm(int device, const anyrt_op_launch_t* l) {
    return float_op<true>(device, l->tensors[0].dtype, "add_rms_norm",
                           [&](auto t) { return launch_add_rms_norm<decltype(t)>(l); });
}

anyrt_status_t cuda_op_silu_and_mul(int device, const anyrt_op_launch_t* l) {
    return float_op<true>(device, l->tensors[0].dtype, "silu_and_mul",
                           [&](auto t) { return launch_silu_and_mul<decltype(t)>(l); });
}

}  // extern "C"
