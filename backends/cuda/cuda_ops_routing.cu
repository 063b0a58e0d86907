// anyrt `cuda` backend: MoE routing (topksoftmax, topkrouter), mrope, cross_entropy and conv as CUDA
// kernels, one launch per call on the launch's stream, no host synchronization. Operands are the
// strided views the core checked (inputs' leading dims broadcast with stride 0). f16/bf16 compute
// in f32, f64 in f64.
//
// Written without a GPU to run it on: compiled by nvcc for sm_80 and sm_90, NOT YET RUN.
#include <stdint.h>

#include "cuda_ops_common.cuh"

namespace {

__device__ __forceinline__ int64_t load_index(const char* p, int64_t off, bool i64) {
    return i64 ? reinterpret_cast<const int64_t*>(p)[off] : (int64_t)reinterpret_cast<const int32_t*>(p)[off];
}

// ---- cross_entropy: one block per token; y = logsumexp(x row) - x[target], 0 for a target outside [0, v)

template <typename T>
__global__ void cross_entropy_rows(View y, View x, View target, bool t64) {
    using C = typename Compute<T>::type;
    __shared__ C shared[32];
    const int lead = y.ndim, axis = x.ndim - 1;
    int64_t v = x.shape[axis], sx = x.strides[axis];
    int64_t bx = offset_of(x, blockIdx.x, lead), by = offset_of(y, blockIdx.x, lead);
    int64_t label = load_index(target.data, offset_of(target, blockIdx.x, lead), t64);
    if (label < 0 || label >= v) {
        if (threadIdx.x == 0) store<T>(y.data, by, C(0));
        return;
    }
    C m = -INFINITY;
    for (int64_t j = threadIdx.x; j < v; j += blockDim.x) m = max(m, load<T>(x.data, bx + j * sx));
    m = block_max(m, shared);
    C sum = C(0);
    for (int64_t j = threadIdx.x; j < v; j += blockDim.x) sum += exp(load<T>(x.data, bx + j * sx) - m);
    sum = block_sum(sum, shared);
    if (threadIdx.x == 0) store<T>(y.data, by, log(sum) + m - load<T>(x.data, bx + label * sx));
}

// ---- topksoftmax: one thread per token; softmax over the experts, the topk largest (ties to the
// lower expert) by topk passes over the row, each taking the largest below the previous pick

template <typename T>
__global__ void topksoftmax_rows(View values, View indices, View x, int k, int norm) {
    using C = typename Compute<T>::type;
    int64_t n = x.shape[0], e = x.shape[1], sx = x.strides[1];
    for (int64_t r = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; r < n; r += (int64_t)gridDim.x * blockDim.x) {
        const char* row = x.data;
        int64_t bx = r * x.strides[0];
        C mx = -INFINITY, sum = C(0);
        for (int64_t i = 0; i < e; ++i) mx = max(mx, load<T>(row, bx + i * sx));
        for (int64_t i = 0; i < e; ++i) sum += exp(load<T>(row, bx + i * sx) - mx);
        C prev = C(0), kept = C(0);
        int64_t prev_i = -1;
        float* v = reinterpret_cast<float*>(values.data) + r * values.strides[0];
        int32_t* idx = reinterpret_cast<int32_t*>(indices.data) + r * indices.strides[0];
        for (int j = 0; j < k; ++j) {
            int64_t best = -1;
            C bv = C(0);
            for (int64_t i = 0; i < e; ++i) {
                C a = load<T>(row, bx + i * sx);
                bool below = prev_i < 0 || a < prev || (a == prev && i > prev_i);
                if (below && (best < 0 || a > bv)) {
                    best = i;
                    bv = a;
                }
            }
            if (best < 0) best = prev_i;  // NaN logits: nothing compares below; repeat the last
            prev = bv;
            prev_i = best;
            C p = exp(bv - mx) / sum;
            v[j] = (float)p;
            idx[j] = (int32_t)best;
            kept += p;
        }
        if (norm)
            for (int j = 0; j < k; ++j) v[j] = (float)(C(v[j]) / kept);
    }
}

// ---- topkrouter: DeepSeek-V3's grouped router (256 experts, 8 groups, 4 kept), one thread per token

constexpr int kRouterExperts = 256, kRouterGroups = 8, kRouterKeptGroups = 4;

// Index of the largest of v[0..n) ordered below (prev, prev_i) by (value descending, index ascending).
template <typename C> __device__ int64_t router_next(const C* v, int64_t n, C prev, int64_t prev_i) {
    int64_t best = -1;
    for (int64_t i = 0; i < n; ++i) {
        bool below = prev_i < 0 || v[i] < prev || (v[i] == prev && i > prev_i);
        if (below && (best < 0 || v[i] > v[best])) best = i;
    }
    return best;
}

template <typename T>
__global__ void topkrouter_rows(View values, View indices, View x, View bias, float rsf, int k) {
    using C = typename Compute<T>::type;
    const int64_t gs = kRouterExperts / kRouterGroups, sx = x.strides[1];
    for (int64_t r = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; r < x.shape[0]; r += (int64_t)gridDim.x * blockDim.x) {
        int64_t bx = r * x.strides[0];
        C s[kRouterExperts], g[kRouterGroups];
        for (int64_t i = 0; i < kRouterExperts; ++i)
            s[i] = C(1) / (C(1) + exp(-load<T>(x.data, bx + i * sx))) + C(load<float>(bias.data, i * bias.strides[0]));
        for (int grp = 0; grp < kRouterGroups; ++grp) {
            int64_t a = router_next<C>(s + grp * gs, gs, C(0), -1);
            int64_t b = a < 0 ? -1 : router_next<C>(s + grp * gs, gs, s[grp * gs + a], a);
            g[grp] = a < 0 || b < 0 ? C(NAN) : s[grp * gs + a] + s[grp * gs + b];
        }
        bool keep[kRouterGroups] = {false};
        int64_t prev_g = -1;
        for (int j = 0; j < kRouterKeptGroups; ++j) {
            int64_t next = router_next<C>(g, kRouterGroups, prev_g < 0 ? C(0) : g[prev_g], prev_g);
            if (next < 0) break;
            keep[next] = true;
            prev_g = next;
        }
        for (int64_t i = 0; i < kRouterExperts; ++i)
            if (!keep[i / gs]) s[i] = C(0);
        float* v = reinterpret_cast<float*>(values.data) + r * values.strides[0];
        int32_t* idx = reinterpret_cast<int32_t*>(indices.data) + r * indices.strides[0];
        C sum = C(1e-9);
        int64_t prev_i = -1;
        for (int j = 0; j < k; ++j) {
            int64_t best = router_next<C>(s, kRouterExperts, prev_i < 0 ? C(0) : s[prev_i], prev_i);
            if (best < 0) best = prev_i < 0 ? 0 : prev_i;  // NaN scores: repeat the last
            prev_i = best;
            C p = C(1) / (C(1) + exp(-load<T>(x.data, bx + best * sx)));
            v[j] = (float)p;
            idx[j] = (int32_t)best;
            sum += p;
        }
        for (int j = 0; j < k; ++j) v[j] = (float)(C(rsf) * C(v[j]) / sum);
    }
}

// ---- mrope: one thread per (token, head of q or k, pair); dims past rotary_dim copied by pair 0's thread

struct MRoPECfg {
    int64_t half, head_size, sec_t, sec_h, sec_w, q_heads, k_heads;
    int interleaved;
};

__device__ __forceinline__ int mrope_axis(const MRoPECfg& c, int64_t i) {
    if (c.interleaved) {
        if (i % 3 == 1 && i < c.sec_h * 3) return 1;
        if (i % 3 == 2 && i < c.sec_w * 3) return 2;
        return 0;
    }
    return i < c.sec_t ? 0 : i < c.sec_t + c.sec_h ? 1 : 2;
}

template <typename T>
__global__ void mrope_pairs(View q_out, View k_out, View q, View k, View cs, View sn, View pos, bool p64, MRoPECfg c,
                            cuda_fault_t* fault) {
    const int64_t per_token = (c.q_heads + c.k_heads) * c.half, rows = cs.shape[0];
    const int64_t n = q.shape[0] * per_token;
    for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < n; e += (int64_t)gridDim.x * blockDim.x) {
        int64_t tok = e / per_token, rest = e % per_token, head = rest / c.half, i = rest % c.half;
        bool is_k = head >= c.q_heads;
        const View& x = is_k ? k : q;
        const View& y = is_k ? k_out : q_out;
        if (is_k) head -= c.q_heads;
        int64_t bx = tok * x.strides[0] + head * c.head_size * x.strides[1];
        int64_t by = tok * y.strides[0] + head * c.head_size * y.strides[1];
        int64_t p = load_index(pos.data, mrope_axis(c, i) * pos.strides[0] + tok * pos.strides[1], p64);
        int64_t d0 = i, d1 = i + c.half;
        if (p < 0 || p >= rows) {  // never read outside the tables: NaN out, the fault to the next sync
            store<T>(y.data, by + d0 * y.strides[1], NAN);
            store<T>(y.data, by + d1 * y.strides[1], NAN);
            raise_fault(fault, p, rows, CUDA_FAULT_ROPE_POSITION);
            continue;
        }
        float co = load<T>(cs.data, p * cs.strides[0] + i * cs.strides[1]);
        float si = load<T>(sn.data, p * sn.strides[0] + i * sn.strides[1]);
        float a = load<T>(x.data, bx + d0 * x.strides[1]), b = load<T>(x.data, bx + d1 * x.strides[1]);
        store<T>(y.data, by + d0 * y.strides[1], a * co - b * si);
        store<T>(y.data, by + d1 * y.strides[1], b * co + a * si);
        if (i == 0)
            for (int64_t d = 2 * c.half; d < c.head_size; ++d)
                store<T>(y.data, by + d * y.strides[1], load<T>(x.data, bx + d * x.strides[1]));
    }
}

}  // namespace

extern "C" {

anyrt_status_t cuda_op_cross_entropy(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    View y = view_of(l->tensors[0]), x = view_of(l->tensors[1]), target = view_of(l->tensors[2]);
    int64_t rows = numel(y);
    if (rows == 0) return ANYRT_STATUS_SUCCESS;
    if (rows > INT32_MAX) return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: cross_entropy: more than 2^31 tokens");
    bool t64 = l->tensors[2].dtype == ANYRT_DTYPE_INT64;
    cudaStream_t s = (cudaStream_t)l->stream;
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16: cross_entropy_rows<__half><<<(unsigned)rows, kThreads, 0, s>>>(y, x, target, t64); break;
    case ANYRT_DTYPE_BFLOAT16: cross_entropy_rows<__nv_bfloat16><<<(unsigned)rows, kThreads, 0, s>>>(y, x, target, t64); break;
    case ANYRT_DTYPE_FLOAT32: cross_entropy_rows<float><<<(unsigned)rows, kThreads, 0, s>>>(y, x, target, t64); break;
    case ANYRT_DTYPE_FLOAT64: cross_entropy_rows<double><<<(unsigned)rows, kThreads, 0, s>>>(y, x, target, t64); break;
    default: return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: cross_entropy: no kernel for this dtype");
    }
    return cuda_check(cudaGetLastError(), "the cross_entropy kernel launch");
}

anyrt_status_t cuda_op_topksoftmax(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    View values = view_of(l->tensors[0]), indices = view_of(l->tensors[1]), x = view_of(l->tensors[2]);
    const anyrt_topksoftmax_attrs_t* a = static_cast<const anyrt_topksoftmax_attrs_t*>(l->attrs);
    int64_t n = x.shape[0];
    if (n == 0 || a->topk == 0) return ANYRT_STATUS_SUCCESS;
    cudaStream_t s = (cudaStream_t)l->stream;
    switch (l->tensors[2].dtype) {
    case ANYRT_DTYPE_FLOAT16: topksoftmax_rows<__half><<<blocks_for(n), kThreads, 0, s>>>(values, indices, x, a->topk, a->norm); break;
    case ANYRT_DTYPE_BFLOAT16: topksoftmax_rows<__nv_bfloat16><<<blocks_for(n), kThreads, 0, s>>>(values, indices, x, a->topk, a->norm); break;
    case ANYRT_DTYPE_FLOAT32: topksoftmax_rows<float><<<blocks_for(n), kThreads, 0, s>>>(values, indices, x, a->topk, a->norm); break;
    case ANYRT_DTYPE_FLOAT64: topksoftmax_rows<double><<<blocks_for(n), kThreads, 0, s>>>(values, indices, x, a->topk, a->norm); break;
    default: return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: topksoftmax: no kernel for this dtype");
    }
    return cuda_check(cudaGetLastError(), "the topksoftmax kernel launch");
}

anyrt_status_t cuda_op_topkrouter(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    View values = view_of(l->tensors[0]), indices = view_of(l->tensors[1]), x = view_of(l->tensors[2]);
    View bias = view_of(l->tensors[3]);
    const anyrt_topkrouter_attrs_t* a = static_cast<const anyrt_topkrouter_attrs_t*>(l->attrs);
    int64_t n = x.shape[0];
    if (n == 0 || a->topk == 0) return ANYRT_STATUS_SUCCESS;
    float rsf = a->routed_scaling_factor;
    cudaStream_t s = (cudaStream_t)l->stream;
    switch (l->tensors[2].dtype) {
    case ANYRT_DTYPE_FLOAT16: topkrouter_rows<__half><<<blocks_for(n), kThreads, 0, s>>>(values, indices, x, bias, rsf, a->topk); break;
    case ANYRT_DTYPE_BFLOAT16: topkrouter_rows<__nv_bfloat16><<<blocks_for(n), kThreads, 0, s>>>(values, indices, x, bias, rsf, a->topk); break;
    case ANYRT_DTYPE_FLOAT32: topkrouter_rows<float><<<blocks_for(n), kThreads, 0, s>>>(values, indices, x, bias, rsf, a->topk); break;
    case ANYRT_DTYPE_FLOAT64: topkrouter_rows<double><<<blocks_for(n), kThreads, 0, s>>>(values, indices, x, bias, rsf, a->topk); break;
    default: return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: topkrouter: no kernel for this dtype");
    }
    return cuda_check(cudaGetLastError(), "the topkrouter kernel launch");
}

anyrt_status_t cuda_op_mrope(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    View q_out = view_of(l->tensors[0]), k_out = view_of(l->tensors[1]), q = view_of(l->tensors[2]);
    View k = view_of(l->tensors[3]), cs = view_of(l->tensors[4]), sn = view_of(l->tensors[5]), pos = view_of(l->tensors[6]);
    const anyrt_mrope_attrs_t* a = static_cast<const anyrt_mrope_attrs_t*>(l->attrs);
    MRoPECfg c{a->rotary_dim / 2, a->head_size, a->section_t, a->section_h, a->section_w, q.shape[1] / a->head_size,
               k.shape[1] / a->head_size, a->interleaved};
    int64_t n = q.shape[0] * (c.q_heads + c.k_heads) * c.half;
    if (n == 0) return ANYRT_STATUS_SUCCESS;
    bool p64 = l->tensors[6].dtype == ANYRT_DTYPE_INT64;
    cudaStream_t s = (cudaStream_t)l->stream;
    cuda_fault_t* fault = cuda_fault_word(device);
    switch (l->tensors[2].dtype) {
    case ANYRT_DTYPE_FLOAT16: mrope_pairs<__half><<<blocks_for(n), kThreads, 0, s>>>(q_out, k_out, q, k, cs, sn, pos, p64, c, fault); break;
    case ANYRT_DTYPE_BFLOAT16: mrope_pairs<__nv_bfloat16><<<blocks_for(n), kThreads, 0, s>>>(q_out, k_out, q, k, cs, sn, pos, p64, c, fault); break;
    case ANYRT_DTYPE_FLOAT32: mrope_pairs<float><<<blocks_for(n), kThreads, 0, s>>>(q_out, k_out, q, k, cs, sn, pos, p64, c, fault); break;
    default: return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: mrope: no kernel for this dtype");
    }
    return cuda_check(cudaGetLastError(), "the mrope kernel launch");
}

}  // extern "C"
