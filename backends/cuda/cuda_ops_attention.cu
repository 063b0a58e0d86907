// anyrt `cuda` backend: the KV-cache and attention operators (kv_caching, paged_caching, attention,
// paged_attention, paged_attention_prefill), one launch (attention: two) per call on the launch's
// stream, no host synchronization. Operands are any strided views the core has checked; an index
// tensor's values (past lengths, slots, block tables, sequence lengths, offsets) are checked in the
// kernel: an index outside its bound writes nothing of its row and raises the device's fault word,
// which the next synchronize reports (CUDA_FAULT_INDEX), as the cpu kernels refuse such a call.
// Attention: one block per (query token, head), the running-maximum softmax in f32 over the
// sequence's tokens, q and the accumulator in shared memory.
//
// Written without a GPU to run it on: compiled by nvcc for sm_80 and sm_90, NOT YET RUN.
#include <math.h>
#include <stdint.h>

#include "cuda_ops_common.cuh"

namespace {

constexpr int kDims = 4;  // every tensor of these operators has at most 4 dims
constexpr int kAttnThreads = 128;  // these kernels' blocks (the other files' kThreads is 256)

struct T4 {  // a tensor as kernels take it, by value
    char* data;
    int dtype;
    int64_t shape[kDims];
    int64_t strides[kDims];  // elements
};

T4 t4(const anyrt_tensor_view_t& t) {
    T4 v{};
    v.data = static_cast<char*>(t.data);
    v.dtype = (int)t.dtype;
    for (int i = 0; i < t.ndim && i < kDims; ++i) {
        v.shape[i] = t.shape[i];
        v.strides[i] = t.strides[i];
    }
    return v;
}

// Element i of an integer tensor (int32, int64 or uint32: what these operators' index tensors take).
__device__ __forceinline__ int64_t ldi(const T4& t, int64_t i) {
    switch (t.dtype) {
    case ANYRT_DTYPE_INT32: return reinterpret_cast<const int32_t*>(t.data)[i];
    case ANYRT_DTYPE_UINT32: return reinterpret_cast<const uint32_t*>(t.data)[i];
    default: return reinterpret_cast<const int64_t*>(t.data)[i];
    }
}

// ---- the caches: a copy of one dtype, element by element

template <typename T>
__global__ void kv_caching_kernel(T4 kc, T4 vc, T4 k, T4 v, T4 past, cuda_fault_t* fault) {
    const int64_t B = k.shape[0], H = k.shape[1], S = k.shape[2], D = k.shape[3], L = kc.shape[2];
    const int64_t n = B * H * S * D;
    for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < n; e += (int64_t)gridDim.x * blockDim.x) {
        int64_t d = e % D, i = (e / D) % S, h = (e / (D * S)) % H, b = e / (D * S * H);
        int64_t p = ldi(past, b * past.strides[0]);
        if (p < 0 || p > L - S) {
            raise_fault(fault, p, L - S + 1, CUDA_FAULT_INDEX);
            continue;
        }
        T* kd = reinterpret_cast<T*>(kc.data);
        T* vd = reinterpret_cast<T*>(vc.data);
        kd[b * kc.strides[0] + h * kc.strides[1] + (p + i) * kc.strides[2] + d * kc.strides[3]] =
            reinterpret_cast<const T*>(k.data)[b * k.strides[0] + h * k.strides[1] + i * k.strides[2] + d * k.strides[3]];
        vd[b * vc.strides[0] + h * vc.strides[1] + (p + i) * vc.strides[2] + d * vc.strides[3]] =
            reinterpret_cast<const T*>(v.data)[b * v.strides[0] + h * v.strides[1] + i * v.strides[2] + d * v.strides[3]];
    }
}

template <typename T>
__global__ void paged_caching_kernel(T4 kc, T4 vc, T4 k, T4 v, T4 slots, cuda_fault_t* fault) {
    const int64_t N = k.shape[0], H = k.shape[1], DK = k.shape[2], DV = v.shape[2], BS = kc.shape[2];
    const int64_t W = DK > DV ? DK : DV, n = N * H * W, limit = kc.shape[0] * BS;
    for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < n; e += (int64_t)gridDim.x * blockDim.x) {
        int64_t d = e % W, h = (e / W) % H, i = e / (W * H);
        int64_t slot = ldi(slots, i * slots.strides[0]);
        if (slot < 0 || slot >= limit) {
            raise_fault(fault, slot, limit, CUDA_FAULT_INDEX);
            continue;
        }
        int64_t blk = slot / BS, off = slot % BS;
        if (d < DK)
            reinterpret_cast<T*>(kc.data)[blk * kc.strides[0] + h * kc.strides[1] + off * kc.strides[2] + d * kc.strides[3]] =
                reinterpret_cast<const T*>(k.data)[i * k.strides[0] + h * k.strides[1] + d * k.strides[2]];
        if (d < DV)
            reinterpret_cast<T*>(vc.data)[blk * vc.strides[0] + h * vc.strides[1] + off * vc.strides[2] + d * vc.strides[3]] =
                reinterpret_cast<const T*>(v.data)[i * v.strides[0] + h * v.strides[1] + d * v.strides[2]];
    }
}

// attention's first step: k, v ([hkv, s, d]) into the caches ([hkv, l, d]) at pos
template <typename T> __global__ void dense_cache_kernel(T4 kc, T4 vc, T4 k, T4 v, int64_t pos) {
    const int64_t H = k.shape[0], S = k.shape[1], D = k.shape[2], n = H * S * D;
    for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < n; e += (int64_t)gridDim.x * blockDim.x) {
        int64_t d = e % D, i = (e / D) % S, h = e / (D * S);
        reinterpret_cast<T*>(kc.data)[h * kc.strides[0] + (pos + i) * kc.strides[1] + d * kc.strides[2]] =
            reinterpret_cast<const T*>(k.data)[h * k.strides[0] + i * k.strides[1] + d * k.strides[2]];
        reinterpret_cast<T*>(vc.data)[h * vc.strides[0] + (pos + i) * vc.strides[1] + d * vc.strides[2]] =
            reinterpret_cast<const T*>(v.data)[h * v.strides[0] + i * v.strides[1] + d * v.strides[2]];
    }
}

// ---- attention: one block per (query token, head)

struct Attn {
    T4 out, q, kc, vc, tables, lens, cum, alibi;
    bool paged, has_cum, has_alibi;
    int64_t nseq, hq, group, pos;  // pos: dense attention's cache fill
    float scale;
    cuda_fault_t* fault;
};

// The sum of every thread's v, in every thread (blockDim.x a multiple of 32, red 32 words).
__device__ float block_sum(float v, float* red) {
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    __syncthreads();
    if (lane == 0) red[warp] = v;
    __syncthreads();
    float s = 0.0f;
    for (int w = 0; w < (int)(blockDim.x / 32); ++w) s += red[w];
    return s;
}

// Token j's block (paged: from the sequence's table row) and slot in it.
__device__ __forceinline__ int64_t block_of(const Attn& a, int64_t seq, int64_t j, int64_t bs, int64_t* slot) {
    if (!a.paged) {
        *slot = j;
        return 0;
    }
    *slot = j % bs;
    return ldi(a.tables, seq * a.tables.strides[0] + (j / bs) * a.tables.strides[1]);
}

template <typename T> __global__ void attn_kernel(Attn a) {
    extern __shared__ float smem[];  // q [dk], acc [dv], the reduction's 32 words
    const int64_t dk = a.q.shape[2], dv = a.out.shape[2];
    float* qf = smem;
    float* acc = smem + dk;
    float* red = acc + dv;
    const int64_t h = blockIdx.x % a.hq, tok = blockIdx.x / a.hq, hk = h / a.group;
    int64_t seq = tok, len, qpos;
    if (a.paged) {
        if (a.has_cum) {  // the last i with cum[i] <= tok
            int64_t lo = 0, hi = a.nseq;
            while (hi - lo > 1) {
                int64_t mid = (lo + hi) / 2;
                if (ldi(a.cum, mid * a.cum.strides[0]) <= tok) lo = mid;
                else hi = mid;
            }
            seq = lo;
        }
        len = ldi(a.lens, seq * a.lens.strides[0]);
        qpos = a.has_cum ? len - (ldi(a.cum, (seq + 1) * a.cum.strides[0]) - tok) : len - 1;
    } else {
        qpos = a.pos + tok;
        len = qpos + 1;
    }
    const int64_t bs = a.paged ? a.kc.shape[2] : 1, nb = a.kc.shape[0];
    const int64_t mb = a.paged ? a.tables.shape[1] : 0;
    // bounds first: a length beyond the table, a query before its sequence, a block outside the pool
    int bad = a.paged && (len < 0 || len > mb * bs || qpos < -1 || qpos >= len) ? 1 : 0;
    if (bad && threadIdx.x == 0) raise_fault(a.fault, len, mb * bs + 1, CUDA_FAULT_INDEX);
    for (int64_t b = threadIdx.x; a.paged && !bad && b * bs < qpos + 1; b += blockDim.x) {
        int64_t blk = ldi(a.tables, seq * a.tables.strides[0] + b * a.tables.strides[1]);
        if (blk < 0 || blk >= nb) {
            raise_fault(a.fault, blk, nb, CUDA_FAULT_INDEX);
            bad = 1;
        }
    }
    if (__syncthreads_or(bad)) return;  // nothing of this row written
    const T4& kc = a.kc;
    const T4& vc = a.vc;
    const int ax = a.paged ? 1 : 0;  // the kv-head dim of the caches
    const int64_t qoff = a.paged ? tok * a.q.strides[0] + h * a.q.strides[1] : h * a.q.strides[0] + tok * a.q.strides[1];
    for (int64_t e = threadIdx.x; e < dk; e += blockDim.x) qf[e] = load<T>(a.q.data, qoff + e * a.q.strides[2]);
    for (int64_t e = threadIdx.x; e < dv; e += blockDim.x) acc[e] = 0.0f;
    __syncthreads();
    const float slope = a.has_alibi ? reinterpret_cast<const float*>(a.alibi.data)[h * a.alibi.strides[0]] : 0.0f;
    float m = -INFINITY, l = 0.0f;
    for (int64_t j = 0; j <= qpos; ++j) {
        int64_t slot, blk = block_of(a, seq, j, bs, &slot);
        int64_t ko = blk * (a.paged ? kc.strides[0] : 0) + hk * kc.strides[ax] + slot * kc.strides[ax + 1];
        int64_t vo = blk * (a.paged ? vc.strides[0] : 0) + hk * vc.strides[ax] + slot * vc.strides[ax + 1];
        float part = 0.0f;
        for (int64_t e = threadIdx.x; e < dk; e += blockDim.x) part += qf[e] * load<T>(kc.data, ko + e * kc.strides[ax + 2]);
        float x = a.scale * block_sum(part, red) + slope * (float)(j - qpos);
        float c = 1.0f;
        if (x > m) {  // every thread sees the same x, so m and l agree across the block
            c = expf(m - x);
            l *= c;
            m = x;
        }
        float p = expf(x - m);
        l += p;
        for (int64_t e = threadIdx.x; e < dv; e += blockDim.x)
            acc[e] = acc[e] * c + p * load<T>(vc.data, vo + e * vc.strides[ax + 2]);
    }
    const float inv = l > 0.0f ? 1.0f / l : 0.0f;
    const int64_t ooff = tok * a.out.strides[0] + h * a.out.strides[1];
    for (int64_t e = threadIdx.x; e < dv; e += blockDim.x) store<T>(a.out.data, ooff + e * a.out.strides[2], acc[e] * inv);
}

template <typename T> anyrt_status_t launch_attn(const Attn& a, int64_t ntok, cudaStream_t s) {
    const int64_t blocks = ntok * a.hq;
    if (blocks <= 0) return ANYRT_STATUS_SUCCESS;
    if (blocks > INT32_MAX) return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: attention: more than 2^31 (token, head) pairs");
    size_t shared = (size_t)(a.q.shape[2] + a.out.shape[2] + 32) * sizeof(float);
    if (shared > 48 * 1024) return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: attention: head dims beyond 48 KiB of shared memory");
    attn_kernel<T><<<(unsigned)blocks, kAttnThreads, shared, s>>>(a);
    return cuda_check(cudaGetLastError(), "the attention kernel launch");
}

anyrt_status_t attn_dispatch(int device, const anyrt_op_launch_t* l, Attn& a, int64_t ntok) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    a.fault = cuda_fault_word(device);
    const int64_t hkv = a.kc.shape[a.paged ? 1 : 0];
    if (hkv <= 0 || a.hq % hkv != 0)
        return cuda_fail(ANYRT_STATUS_INVALID_VALUE, "cuda: %s: %lld query heads are not a multiple of %lld kv heads",
                         anyrt_op_name(l->op), (long long)a.hq, (long long)hkv);
    a.group = a.hq / hkv;
    cudaStream_t s = (cudaStream_t)l->stream;
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16: return launch_attn<__half>(a, ntok, s);
    case ANYRT_DTYPE_BFLOAT16: return launch_attn<__nv_bfloat16>(a, ntok, s);
    case ANYRT_DTYPE_FLOAT32: return launch_attn<float>(a, ntok, s);
    default: return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: %s: no kernel for this dtype", anyrt_op_name(l->op));
    }
}

// A copy kernel per element size: the caches' dtype only sets the bytes moved.
template <template <typename> class K, typename... A>
anyrt_status_t launch_copy(const anyrt_op_launch_t* l, int64_t n, A... args) {
    if (n <= 0) return ANYRT_STATUS_SUCCESS;
    cudaStream_t s = (cudaStream_t)l->stream;
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16: K<uint16_t>::launch(blocks_for(n, kAttnThreads), kAttnThreads, s, args...); break;
    case ANYRT_DTYPE_FLOAT32: K<uint32_t>::launch(blocks_for(n, kAttnThreads), kAttnThreads, s, args...); break;
    default: return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: %s: no kernel for this dtype", anyrt_op_name(l->op));
    }
    return cuda_check(cudaGetLastError(), "a cache kernel launch");
}

template <typename T> struct KvCaching {
    static void launch(unsigned g, int b, cudaStream_t s, T4 kc, T4 vc, T4 k, T4 v, T4 past, cuda_fault_t* f) {
        kv_caching_kernel<T><<<g, b, 0, s>>>(kc, vc, k, v, past, f);
    }
};
template <typename T> struct PagedCaching {
    static void launch(unsigned g, int b, cudaStream_t s, T4 kc, T4 vc, T4 k, T4 v, T4 slots, cuda_fault_t* f) {
        paged_caching_kernel<T><<<g, b, 0, s>>>(kc, vc, k, v, slots, f);
    }
};
template <typename T> struct DenseCache {
    static void launch(unsigned g, int b, cudaStream_t s, T4 kc, T4 vc, T4 k, T4 v, int64_t pos) {
        dense_cache_kernel<T><<<g, b, 0, s>>>(kc, vc, k, v, pos);
    }
};

// The fields paged_attention and its prefill form share: out, q, the caches, block tables, lengths (tensors
// 0-5) and the optional alibi slopes (tensor `alibi`: 6, or 7 after the prefill form's cum_seq_lens_q).
Attn paged_attn(const anyrt_op_launch_t* l, int alibi) {
    Attn a{};
    a.out = t4(l->tensors[0]);
    a.q = t4(l->tensors[1]);
    a.kc = t4(l->tensors[2]);
    a.vc = t4(l->tensors[3]);
    a.tables = t4(l->tensors[4]);
    a.lens = t4(l->tensors[5]);
    a.alibi = t4(l->tensors[alibi]);
    a.has_alibi = l->tensors[alibi].data != nullptr;
    a.paged = true;
    a.hq = a.q.shape[1];
    return a;
}

}  // namespace

extern "C" {

anyrt_status_t cuda_op_kv_caching(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    T4 kc = t4(l->tensors[0]), vc = t4(l->tensors[1]), k = t4(l->tensors[2]), v = t4(l->tensors[3]), p = t4(l->tensors[4]);
    return launch_copy<KvCaching>(l, k.shape[0] * k.shape[1] * k.shape[2] * k.shape[3], kc, vc, k, v, p,
                                  cuda_fault_word(device));
}

anyrt_status_t cuda_op_paged_caching(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    T4 kc = t4(l->tensors[0]), vc = t4(l->tensors[1]), k = t4(l->tensors[2]), v = t4(l->tensors[3]), sm = t4(l->tensors[4]);
    int64_t w = k.shape[2] > v.shape[2] ? k.shape[2] : v.shape[2];
    return launch_copy<PagedCaching>(l, k.shape[0] * k.shape[1] * w, kc, vc, k, v, sm, cuda_fault_word(device));
}

anyrt_status_t cuda_op_paged_attention(int device, const anyrt_op_launch_t* l) {
    Attn a = paged_attn(l, 6);
    a.nseq = a.q.shape[0];
    a.scale = static_cast<const anyrt_paged_attention_attrs_t*>(l->attrs)->scale;
    return attn_dispatch(device, l, a, a.q.shape[0]);
}

anyrt_status_t cuda_op_paged_attention_prefill(int device, const anyrt_op_launch_t* l) {
    Attn a = paged_attn(l, 7);
    a.cum = t4(l->tensors[6]);
    a.has_cum = true;
    a.nseq = a.lens.shape[0];
    a.scale = static_cast<const anyrt_paged_attention_prefill_attrs_t*>(l->attrs)->scale;
    if (a.cum.shape[0] != a.nseq + 1)
        return cuda_fail(ANYRT_STATUS_INVALID_VALUE, "cuda: paged_attention_prefill: cum_seq_lens_q has %lld entries, not %lld",
                         (long long)a.cum.shape[0], (long long)(a.nseq + 1));
    return attn_dispatch(device, l, a, a.q.shape[0]);
}

anyrt_status_t cuda_op_attention(int device, const anyrt_op_launch_t* l) {
    Attn a{};
    a.out = t4(l->tensors[0]);
    a.q = t4(l->tensors[1]);
    T4 k = t4(l->tensors[2]), v = t4(l->tensors[3]);
    a.kc = t4(l->tensors[4]);
    a.vc = t4(l->tensors[5]);
    a.pos = static_cast<const anyrt_attention_attrs_t*>(l->attrs)->pos;
    a.hq = a.q.shape[0];
    a.scale = 1.0f / sqrtf((float)a.q.shape[2]);
    if (a.pos + k.shape[1] > a.kc.shape[1])
        return cuda_fail(ANYRT_STATUS_INVALID_VALUE, "cuda: attention: pos %lld + %lld tokens exceed the caches' %lld",
                         (long long)a.pos, (long long)k.shape[1], (long long)a.kc.shape[1]);
    anyrt_status_t st = cuda_use(device);
    if (st == ANYRT_STATUS_SUCCESS) st = launch_copy<DenseCache>(l, k.shape[0] * k.shape[1] * k.shape[2], a.kc, a.vc, k, v, a.pos);
    return st != ANYRT_STATUS_SUCCESS ? st : attn_dispatch(device, l, a, a.q.shape[1]);
}

}  // extern "C"
