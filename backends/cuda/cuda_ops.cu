// anyrt `cuda` backend: the operators other than gemm (cuda_blas.c) as CUDA kernels, one launch per
// call on the launch's stream, no host synchronization. Operands are any strided views (the core has
// checked them and broadcast the inputs' leading dims with stride 0); a contiguous elementwise call
// takes a flat path. f16/bf16 compute in f32. random_sample is left to the core's portable kernel
// (its index must match the cpu's bit for bit; a GPU version is future work).
//
// Written without a GPU to run it on: compiled by nvcc for sm_80 and sm_90, NOT YET RUN.
#include <stdint.h>

#include "cuda_ops_common.cuh"

namespace {

// ---- elementwise: out = f(a[, b])

struct Add { template <typename C> __device__ C operator()(C a, C b) const { return a + b; } };
struct Sub { template <typename C> __device__ C operator()(C a, C b) const { return a - b; } };
struct Mul { template <typename C> __device__ C operator()(C a, C b) const { return a * b; } };
struct SwiGLU {  // a * silu(b)
    template <typename C> __device__ C operator()(C a, C b) const { return a * b / (C(1) + exp(-b)); }
};
struct Relu { template <typename C> __device__ C operator()(C x, C) const { return x > C(0) ? x : C(0); } };
struct Silu { template <typename C> __device__ C operator()(C x, C) const { return x / (C(1) + exp(-x)); } };
struct Sigmoid { template <typename C> __device__ C operator()(C x, C) const { return C(1) / (C(1) + exp(-x)); } };

template <typename T, typename F, bool kBinary>
__global__ void elementwise(View out, View a, View b, int64_t n, bool flat, F f) {
    using C = typename Compute<T>::type;
    for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < n; i += (int64_t)gridDim.x * blockDim.x) {
        int64_t oo = flat ? i : offset_of(out, i, out.ndim);
        int64_t oa = flat ? i : offset_of(a, i, out.ndim);
        C x = load<T>(a.data, oa);
        C y = C(0);
        if (kBinary) y = load<T>(b.data, flat ? i : offset_of(b, i, out.ndim));
        store<T>(out.data, oo, f(x, y));
    }
}

template <typename T, typename F, bool kBinary>
anyrt_status_t launch_elementwise(const anyrt_op_launch_t* l, F f) {
    View out = view_of(l->tensors[0]), a = view_of(l->tensors[1]);
    View b = kBinary ? view_of(l->tensors[2]) : a;
    int64_t n = numel(out);
    if (n == 0) return ANYRT_STATUS_SUCCESS;
    bool flat = contiguous(out) && contiguous(a) && (!kBinary || contiguous(b));
    elementwise<T, F, kBinary><<<blocks_for(n), kThreads, 0, (cudaStream_t)l->stream>>>(out, a, b, n, flat, f);
    return cuda_check(cudaGetLastError(), "an elementwise kernel launch");
}

template <typename F, bool kBinary, bool kInts>
anyrt_status_t dispatch_elementwise(int device, const anyrt_op_launch_t* l, F f) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16: return launch_elementwise<__half, F, kBinary>(l, f);
    case ANYRT_DTYPE_BFLOAT16: return launch_elementwise<__nv_bfloat16, F, kBinary>(l, f);
    case ANYRT_DTYPE_FLOAT32: return launch_elementwise<float, F, kBinary>(l, f);
    case ANYRT_DTYPE_FLOAT64: return launch_elementwise<double, F, kBinary>(l, f);
    case ANYRT_DTYPE_INT32:
        if constexpr (kInts) return launch_elementwise<int32_t, F, kBinary>(l, f);
        break;
    case ANYRT_DTYPE_INT64:
        if constexpr (kInts) return launch_elementwise<int64_t, F, kBinary>(l, f);
        break;
    default: break;
    }
    return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: no kernel for %s on this dtype", anyrt_op_name(l->op));
}

// ---- rows: rms_norm, softmax, causal_softmax reduce along one dim with one block per row

template <typename T, typename W>
__global__ void rms_norm_rows(View y, View x, View w, float eps) {
    using C = typename Compute<T>::type;
    __shared__ C shared[32];
    int axis = x.ndim - 1;
    int64_t n = x.shape[axis];
    int64_t bx = row_base(x, blockIdx.x, axis), by = row_base(y, blockIdx.x, axis);
    C sum = C(0);
    for (int64_t j = threadIdx.x; j < n; j += blockDim.x) {
        C v = load<T>(x.data, bx + j * x.strides[axis]);
        sum += v * v;
    }
    C scale = C(1) / sqrt(block_sum(sum, shared) / C(n) + C(eps));
    for (int64_t j = threadIdx.x; j < n; j += blockDim.x) {
        C v = load<T>(x.data, bx + j * x.strides[axis]);
        store<T>(y.data, by + j * y.strides[axis], v * scale * C(load<W>(w.data, j * w.strides[0])));
    }
}

// Softmax along `axis`; causal: in row i of the (s, t) matrix, position j counts when j <= i + t - s.
template <typename T>
__global__ void softmax_rows(View y, View x, int axis, bool causal) {
    using C = typename Compute<T>::type;
    __shared__ C shared[32];
    int64_t n = x.shape[axis];
    int64_t bx = row_base(x, blockIdx.x, axis), by = row_base(y, blockIdx.x, axis);
    int64_t limit = n;
    if (causal) {
        int64_t s = x.shape[x.ndim - 2];
        limit = (int64_t)(blockIdx.x % s) + n - s + 1;  // positions [0, limit) count
    }
    C m = -INFINITY;
    for (int64_t j = threadIdx.x; j < limit; j += blockDim.x) m = max(m, load<T>(x.data, bx + j * x.strides[axis]));
    m = block_max(m, shared);
    C sum = C(0);
    for (int64_t j = threadIdx.x; j < limit; j += blockDim.x) sum += exp(load<T>(x.data, bx + j * x.strides[axis]) - m);
    sum = block_sum(sum, shared);
    for (int64_t j = threadIdx.x; j < n; j += blockDim.x) {
        C v = j < limit ? exp(load<T>(x.data, bx + j * x.strides[axis]) - m) / sum : C(0);
        store<T>(y.data, by + j * y.strides[axis], v);
    }
}

// ---- rope: one thread per (token, head, pair)

// Element offset of token t (batch-major over [batch,] seq) in a view whose token dims come first.
__device__ __forceinline__ int64_t token_offset(const View& v, int lead, int64_t seq, int64_t t) {
    return lead ? (t / seq) * v.strides[0] + (t % seq) * v.strides[1] : t * v.strides[0];
}

// x, y: ([batch,] seq, heads, head_dim); pos: ([batch,] seq), a stride-0 batch where one row is shared.
template <typename T, typename P>
__global__ void rope_pairs(View y, View x, View pos, View sin_t, View cos_t, int algo, cuda_fault_t* fault) {
    const int lead = x.ndim - 3, hd = lead + 1, dd = lead + 2;
    int64_t s = x.shape[lead], h = x.shape[hd], half = x.shape[dd] / 2, rows = sin_t.shape[0];
    int64_t n = (lead ? x.shape[0] : 1) * s * h * half;
    for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < n; i += (int64_t)gridDim.x * blockDim.x) {
        int64_t k = i % half, head = (i / half) % h, tok = i / (half * h);
        int64_t p = (int64_t)reinterpret_cast<const P*>(pos.data)[token_offset(pos, lead, s, tok)];
        int64_t d0 = algo == 0 ? 2 * k : k, d1 = algo == 0 ? 2 * k + 1 : k + half;
        int64_t by = token_offset(y, lead, s, tok) + head * y.strides[hd];
        if (p < 0 || p >= rows) {  // never read outside the tables: NaN out, the fault to the next sync
            store<T>(y.data, by + d0 * y.strides[dd], NAN);
            store<T>(y.data, by + d1 * y.strides[dd], NAN);
            raise_fault(fault, p, rows, CUDA_FAULT_ROPE_POSITION);
            continue;
        }
        float sn = load<T>(sin_t.data, p * sin_t.strides[0] + k * sin_t.strides[1]);
        float cs = load<T>(cos_t.data, p * cos_t.strides[0] + k * cos_t.strides[1]);
        int64_t bx = token_offset(x, lead, s, tok) + head * x.strides[hd];
        float a = load<T>(x.data, bx + d0 * x.strides[dd]), b = load<T>(x.data, bx + d1 * x.strides[dd]);
        store<T>(y.data, by + d0 * y.strides[dd], a * cs - b * sn);
        store<T>(y.data, by + d1 * y.strides[dd], a * sn + b * cs);
    }
}

// ---- rearrange (a strided copy) and fills, by element size

template <typename U>
__global__ void copy_strided(View dst, View src, int64_t n) {
    for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < n; i += (int64_t)gridDim.x * blockDim.x)
        reinterpret_cast<U*>(dst.data)[offset_of(dst, i, dst.ndim)] =
            reinterpret_cast<const U*>(src.data)[offset_of(src, i, dst.ndim)];
}

template <typename U>
__global__ void fill_strided(View dst, int64_t n, U value) {
    for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < n; i += (int64_t)gridDim.x * blockDim.x)
        reinterpret_cast<U*>(dst.data)[offset_of(dst, i, dst.ndim)] = value;
}

// The bits of 1 in dtype d, in its element size.
uint64_t one_bits(anyrt_dtype_t d) {
    switch (d) {
    case ANYRT_DTYPE_FLOAT16: return 0x3c00u;
    case ANYRT_DTYPE_BFLOAT16: return 0x3f80u;
    case ANYRT_DTYPE_FLOAT32: return 0x3f800000u;
    case ANYRT_DTYPE_FLOAT64: return 0x3ff0000000000000ull;
    default: return 1u;
    }
}

anyrt_status_t fill(const anyrt_op_launch_t* l, uint64_t bits) {
    View y = view_of(l->tensors[0]);
    int64_t n = numel(y);
    if (n == 0) return ANYRT_STATUS_SUCCESS;
    cudaStream_t s = (cudaStream_t)l->stream;
    switch (anyrt_dtype_size(l->tensors[0].dtype)) {
    case 1: fill_strided<uint8_t><<<blocks_for(n), kThreads, 0, s>>>(y, n, (uint8_t)bits); break;
    case 2: fill_strided<uint16_t><<<blocks_for(n), kThreads, 0, s>>>(y, n, (uint16_t)bits); break;
    case 4: fill_strided<uint32_t><<<blocks_for(n), kThreads, 0, s>>>(y, n, (uint32_t)bits); break;
    default: fill_strided<uint64_t><<<blocks_for(n), kThreads, 0, s>>>(y, n, bits); break;
    }
    return cuda_check(cudaGetLastError(), "a fill kernel launch");
}

}  // namespace

extern "C" {

// Binary or unary; integer dtypes only where the operator takes them (spec/operators.yaml).
anyrt_status_t cuda_op_add(int device, const anyrt_op_launch_t* l) { return dispatch_elementwise<Add, true, true>(device, l, Add{}); }
anyrt_status_t cuda_op_sub(int device, const anyrt_op_launch_t* l) { return dispatch_elementwise<Sub, true, true>(device, l, Sub{}); }
anyrt_status_t cuda_op_mul(int device, const anyrt_op_launch_t* l) { return dispatch_elementwise<Mul, true, true>(device, l, Mul{}); }
anyrt_status_t cuda_op_swiglu(int device, const anyrt_op_launch_t* l) {
    return dispatch_elementwise<SwiGLU, true, false>(device, l, SwiGLU{});
}
anyrt_status_t cuda_op_relu(int device, const anyrt_op_launch_t* l) {
    return dispatch_elementwise<Relu, false, true>(device, l, Relu{});
}
anyrt_status_t cuda_op_silu(int device, const anyrt_op_launch_t* l) {
    return dispatch_elementwise<Silu, false, false>(device, l, Silu{});
}
anyrt_status_t cuda_op_sigmoid(int device, const anyrt_op_launch_t* l) {
    return dispatch_elementwise<Sigmoid, false, false>(device, l, Sigmoid{});
}

anyrt_status_t cuda_op_rms_norm(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    View y = view_of(l->tensors[0]), x = view_of(l->tensors[1]), w = view_of(l->tensors[2]);
    float eps = static_cast<const anyrt_rms_norm_attrs_t*>(l->attrs)->epsilon;
    int64_t rows = rows_of(x, x.ndim - 1);
    if (rows == 0) return ANYRT_STATUS_SUCCESS;
    if (rows > INT32_MAX) return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: rms_norm: more than 2^31 rows");
    cudaStream_t s = (cudaStream_t)l->stream;
    anyrt_dtype_t xt = l->tensors[1].dtype, wt = l->tensors[2].dtype;
    bool wf32 = wt == ANYRT_DTYPE_FLOAT32;
    if (xt == ANYRT_DTYPE_FLOAT16 && (wf32 || wt == xt))
        wf32 ? rms_norm_rows<__half, float><<<(unsigned)rows, kThreads, 0, s>>>(y, x, w, eps)
             : rms_norm_rows<__half, __half><<<(unsigned)rows, kThreads, 0, s>>>(y, x, w, eps);
    else if (xt == ANYRT_DTYPE_BFLOAT16 && (wf32 || wt == xt))
        wf32 ? rms_norm_rows<__nv_bfloat16, float><<<(unsigned)rows, kThreads, 0, s>>>(y, x, w, eps)
             : rms_norm_rows<__nv_bfloat16, __nv_bfloat16><<<(unsigned)rows, kThreads, 0, s>>>(y, x, w, eps);
    else if (xt == ANYRT_DTYPE_FLOAT32 && wf32)
        rms_norm_rows<float, float><<<(unsigned)rows, kThreads, 0, s>>>(y, x, w, eps);
    else if (xt == ANYRT_DTYPE_FLOAT64 && wt == xt)
        rms_norm_rows<double, double><<<(unsigned)rows, kThreads, 0, s>>>(y, x, w, eps);
    else
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: rms_norm: no kernel for these dtypes");
    return cuda_check(cudaGetLastError(), "the rms_norm kernel launch");
}

static anyrt_status_t softmax_common(int device, const anyrt_op_launch_t* l, int axis, bool causal) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    View y = view_of(l->tensors[0]), x = view_of(l->tensors[1]);
    int64_t rows = rows_of(x, axis);
    if (rows == 0 || x.shape[axis] == 0) return ANYRT_STATUS_SUCCESS;
    if (rows > INT32_MAX) return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: softmax: more than 2^31 rows");
    cudaStream_t s = (cudaStream_t)l->stream;
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16: softmax_rows<__half><<<(unsigned)rows, kThreads, 0, s>>>(y, x, axis, causal); break;
    case ANYRT_DTYPE_BFLOAT16: softmax_rows<__nv_bfloat16><<<(unsigned)rows, kThreads, 0, s>>>(y, x, axis, causal); break;
    case ANYRT_DTYPE_FLOAT32: softmax_rows<float><<<(unsigned)rows, kThreads, 0, s>>>(y, x, axis, causal); break;
    case ANYRT_DTYPE_FLOAT64: softmax_rows<double><<<(unsigned)rows, kThreads, 0, s>>>(y, x, axis, causal); break;
    default: return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: softmax: no kernel for this dtype");
    }
    return cuda_check(cudaGetLastError(), "a softmax kernel launch");
}

anyrt_status_t cuda_op_softmax(int device, const anyrt_op_launch_t* l) {
    return softmax_common(device, l, static_cast<const anyrt_softmax_attrs_t*>(l->attrs)->axis, false);
}

anyrt_status_t cuda_op_causal_softmax(int device, const anyrt_op_launch_t* l) {
    return softmax_common(device, l, l->tensors[1].ndim - 1, true);
}

anyrt_status_t cuda_op_rope(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    View y = view_of(l->tensors[0]), x = view_of(l->tensors[1]), pos = view_of(l->tensors[2]);
    View sn = view_of(l->tensors[3]), cs = view_of(l->tensors[4]);
    int algo = static_cast<int>(static_cast<const anyrt_rope_attrs_t*>(l->attrs)->algo);
    int64_t n = 1;
    for (int i = 0; i < x.ndim - 1; ++i) n *= x.shape[i];
    n *= x.shape[x.ndim - 1] / 2;
    if (n == 0) return ANYRT_STATUS_SUCCESS;
    cudaStream_t s = (cudaStream_t)l->stream;
    anyrt_dtype_t pt = l->tensors[2].dtype;
    if (pt != ANYRT_DTYPE_INT32 && pt != ANYRT_DTYPE_INT64 && pt != ANYRT_DTYPE_UINT32 && pt != ANYRT_DTYPE_UINT64)
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: rope: positions must be 32- or 64-bit integers");
    bool p64 = pt == ANYRT_DTYPE_INT64 || pt == ANYRT_DTYPE_UINT64;
    cuda_fault_t* fault = cuda_fault_word(device);
#define ROPE(T)                                                                                          \
    (p64 ? rope_pairs<T, int64_t><<<blocks_for(n), kThreads, 0, s>>>(y, x, pos, sn, cs, algo, fault)     \
         : rope_pairs<T, int32_t><<<blocks_for(n), kThreads, 0, s>>>(y, x, pos, sn, cs, algo, fault))
    switch (l->tensors[1].dtype) {
    case ANYRT_DTYPE_FLOAT16: ROPE(__half); break;
    case ANYRT_DTYPE_BFLOAT16: ROPE(__nv_bfloat16); break;
    case ANYRT_DTYPE_FLOAT32: ROPE(float); break;
    default: return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: rope: no kernel for this dtype");
    }
#undef ROPE
    return cuda_check(cudaGetLastError(), "the rope kernel launch");
}

anyrt_status_t cuda_op_rearrange(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    View dst = view_of(l->tensors[0]), src = view_of(l->tensors[1]);
    int64_t n = numel(dst);
    if (n == 0) return ANYRT_STATUS_SUCCESS;
    cudaStream_t s = (cudaStream_t)l->stream;
    switch (anyrt_dtype_size(l->tensors[0].dtype)) {
    case 1: copy_strided<uint8_t><<<blocks_for(n), kThreads, 0, s>>>(dst, src, n); break;
    case 2: copy_strided<uint16_t><<<blocks_for(n), kThreads, 0, s>>>(dst, src, n); break;
    case 4: copy_strided<uint32_t><<<blocks_for(n), kThreads, 0, s>>>(dst, src, n); break;
    default: copy_strided<uint64_t><<<blocks_for(n), kThreads, 0, s>>>(dst, src, n); break;
    }
    return cuda_check(cudaGetLastError(), "the rearrange kernel launch");
}

anyrt_status_t cuda_op_zeros(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    return st != ANYRT_STATUS_SUCCESS ? st : fill(l, 0);
}

anyrt_status_t cuda_op_ones(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    return st != ANYRT_STATUS_SUCCESS ? st : fill(l, one_bits(l->tensors[0].dtype));
}

}  // extern "C"
