// anyrt `cuda` backend: random_sample and random_sample_batch on the GPU, no host synchronization: the
// cpu kernel's algorithm (runtime/kernels/ak_sample.c, InfiniCore's) step for step, per row:
//   - argmax (the first index of the maximum; a NaN first logit picks 0) where random_val, topp or
//     temperature is 0 or topk is 1;
//   - else a stable descending sort of the logits (as f32, or f64 for f64 logits; -0 folded into +0):
//     cub's radix sort (device-wide for one row, segmented for more) of the same order-preserving bit
//     keys, the index as value; cum[0] = 1, cum[i] = cum[i-1] + exp((v[i] - v[0]) / temperature) (a
//     block's inclusive scan);
//     limit = random_val * min(cum[k-1], cum[n-1] * topp) with k = topk (0 or past n: n); the index of
//     the first i with limit <= cum[i] (the last where none: a NaN limit).
// The scan adds in another order than the cpu's loop and the GPU's exp is not glibc's, so a limit
// within rounding of a cumulative sum can pick the neighbouring index; the order, the ties, the
// degenerate cases and the parameters' meaning are the cpu's. random_sample_batch's parameters are
// device data: a row whose random_val or topp is outside [0, 1], whose topk is negative or whose
// temperature is not >= 0 is not written and raises the device's fault word (CUDA_FAULT_SAMPLE_PARAMETER),
// which the next synchronize reports, as the cpu kernel refuses such a call.
//
// The sort's buffers live in the launch's workspace (cuda_sample_workspace_size): rows are sorted in
// chunks of at most kChunkLogits logits (at least one row), one chunk after another on the stream.
// random_sample's argmax (its parameters are the host's) skips the sort.
//
// Written without a GPU to run it on: compiled by nvcc for sm_80 and sm_90, NOT YET RUN.
#include <stdint.h>

#include <cub/block/block_scan.cuh>
#include <cub/device/device_radix_sort.cuh>
#include <cub/device/device_segmented_radix_sort.cuh>

#include "cuda_ops_common.cuh"

namespace {

constexpr int64_t kChunkLogits = int64_t(1) << 22;  // 64 MiB of f32 sort buffers, 96 MiB of f64
constexpr size_t kAlign = 256;
constexpr int kItems = 8;  // logits a thread takes per step of the row's scan

template <typename C> struct KeyOf { using type = uint32_t; };  // the sort key of a compute type
template <> struct KeyOf<double> { using type = uint64_t; };

// Where the sampling parameters of a row come from: random_sample_batch's device arrays (one element per
// row at its stride), or random_sample's attributes (the pointers NULL).
struct Params {
    const float* random_val;
    const float* topp;
    const int32_t* topk;
    const float* temperature;
    int64_t s_random_val, s_topp, s_topk, s_temperature;
    float random_val0, topp0, temperature0;
    int32_t topk0;
};

struct Rows {  // the logits [b, n] and the result [b] (or a single row and a 0-dim result)
    View probs, result;
    int64_t b, n, row_stride, stride, result_stride;
    int result_size;  // 4 or 8 bytes
};

Rows rows_from(const anyrt_op_launch_t* l) {
    Rows r{};
    r.result = view_of(l->tensors[0]);
    r.probs = view_of(l->tensors[1]);
    const int last = r.probs.ndim - 1;
    r.n = r.probs.shape[last];
    r.stride = r.probs.strides[last];
    r.b = last > 0 ? r.probs.shape[0] : 1;
    r.row_stride = last > 0 ? r.probs.strides[0] : 0;
    r.result_stride = r.result.ndim > 0 ? r.result.strides[0] : 0;
    r.result_size = (int)anyrt_dtype_size(l->tensors[0].dtype);
    return r;
}

int64_t chunk_rows(const Rows& r) {
    int64_t c = kChunkLogits / (r.n > 0 ? r.n : 1);
    return c < 1 ? 1 : c > r.b ? r.b : c;
}

size_t align_up(size_t v) { return (v + kAlign - 1) / kAlign * kAlign; }

struct Params1 {  // one row's parameters
    float random_val, topp, temperature;
    int32_t topk;
};

__device__ Params1 params_of(const Params& q, int64_t row) {
    Params1 p;
    p.random_val = q.random_val ? q.random_val[row * q.s_random_val] : q.random_val0;
    p.topp = q.topp ? q.topp[row * q.s_topp] : q.topp0;
    p.topk = q.topk ? q.topk[row * q.s_topk] : q.topk0;
    p.temperature = q.temperature ? q.temperature[row * q.s_temperature] : q.temperature0;
    return p;
}

__device__ void store_result(const Rows& r, int64_t row, int64_t index) {
    char* p = r.result.data + row * r.result_stride * r.result_size;
    if (r.result_size == 8) *reinterpret_cast<uint64_t*>(p) = (uint64_t)index;
    else *reinterpret_cast<uint32_t*>(p) = (uint32_t)index;
}

__device__ __forceinline__ uint32_t bits_of(float v) { return __float_as_uint(v); }
__device__ __forceinline__ uint64_t bits_of(double v) { return (uint64_t)__double_as_longlong(v); }

// ---- the keys: the logit's bits mapped so unsigned order is value order, inverted for descending
// (ascending keys then give the cpu's descending order; the sort is stable, so ties keep index order)

template <typename T>
__global__ void make_keys(Rows r, int64_t row0, int64_t rows, typename KeyOf<typename Compute<T>::type>::type* keys,
                          uint32_t* idx, int* offsets) {
    using C = typename Compute<T>::type;
    using K = typename KeyOf<C>::type;
    const K sign = K(1) << (8 * sizeof(K) - 1);
    const int64_t total = rows * r.n;
    for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < total; e += (int64_t)gridDim.x * blockDim.x) {
        const int64_t row = e / r.n, i = e % r.n;
        const C v = load<T>(r.probs.data, (row0 + row) * r.row_stride + i * r.stride) + C(0);  // -0 becomes +0
        K u = bits_of(v);
        u = (u & sign) ? K(~u) : K(u | sign);
        keys[e] = K(~u);
        idx[e] = (uint32_t)i;
        if (i == 0) offsets[row] = (int)e;
        if (e == total - 1) offsets[rows] = (int)total;
    }
}

// ---- one block per row: check the parameters, then argmax or the sampled index

struct ArgBest {  // a candidate of the argmax: its value and index (index -1: none yet)
    double v;
    int64_t i;
};

// The earlier-index maximum of two candidates, NaNs never chosen (as the cpu's `v > best` scan
// from a non-NaN first logit).
__device__ ArgBest better(ArgBest a, ArgBest b) {
    if (a.i < 0) return b;
    if (b.i < 0) return a;
    if (a.v > b.v) return a;
    if (b.v > a.v) return b;
    return a.i < b.i ? a : b;
}

template <typename T>
__global__ void sample_rows(Rows r, Params q, int64_t row0, const uint32_t* order, typename Compute<T>::type* cum,
                            cuda_fault_t* fault) {
    using C = typename Compute<T>::type;
    using Scan = cub::BlockScan<C, kThreads>;
    __shared__ typename Scan::TempStorage scan_storage;
    __shared__ ArgBest best[kThreads];
    __shared__ int64_t first[kThreads];
    __shared__ C carry;
    const int64_t row = row0 + blockIdx.x, n = r.n;
    const char* logits = r.probs.data + row * r.row_stride * (int64_t)sizeof(T);
    const Params1 p = params_of(q, row);
    if (!(p.random_val >= 0.0f && p.random_val <= 1.0f) || !(p.topp >= 0.0f && p.topp <= 1.0f) || p.topk < 0 ||
        !(p.temperature >= 0.0f)) {
        if (threadIdx.x == 0) raise_fault(fault, row, r.b, CUDA_FAULT_SAMPLE_PARAMETER);
        return;
    }
    if (p.random_val == 0.0f || p.topp == 0.0f || p.topk == 1 || p.temperature == 0.0f) {
        const double v0 = (double)load<T>(logits, 0);
        if (v0 != v0) {  // a NaN first logit: the cpu's scan never leaves index 0
            if (threadIdx.x == 0) store_result(r, row, 0);
            return;
        }
        ArgBest mine{0.0, -1};
        for (int64_t i = threadIdx.x; i < n; i += blockDim.x) {
            const double v = (double)load<T>(logits, i * r.stride);
            if (v == v && (mine.i < 0 || v > mine.v)) mine = ArgBest{v, i};
        }
        best[threadIdx.x] = mine;
        __syncthreads();
        for (int h = kThreads / 2; h > 0; h >>= 1) {
            if ((int)threadIdx.x < h) best[threadIdx.x] = better(best[threadIdx.x], best[threadIdx.x + h]);
            __syncthreads();
        }
        if (threadIdx.x == 0) store_result(r, row, best[0].i);
        return;
    }
    const uint32_t* o = order + (row - row0) * n;
    C* c = cum + (row - row0) * n;
    const C v0 = load<T>(logits, (int64_t)o[0] * r.stride), t = C(p.temperature);
    if (threadIdx.x == 0) carry = C(0);
    __syncthreads();
    for (int64_t base = 0; base < n; base += (int64_t)kThreads * kItems) {
        const int64_t at = base + (int64_t)threadIdx.x * kItems;  // a thread's items are consecutive
        C e[kItems], sum[kItems], chunk;
        for (int j = 0; j < kItems; ++j) {
            const int64_t i = at + j;
            e[j] = i == 0 ? C(1) : i < n ? exp((load<T>(logits, (int64_t)o[i] * r.stride) - v0) / t) : C(0);
        }
        Scan(scan_storage).InclusiveSum(e, sum, chunk);
        for (int j = 0; j < kItems; ++j)
            if (at + j < n) c[at + j] = carry + sum[j];
        __syncthreads();  // every thread has read carry (and the scan's storage is free again)
        if (threadIdx.x == 0) carry += chunk;
        __syncthreads();
    }
    const int64_t k = p.topk <= 0 || p.topk > n ? n : p.topk;
    const C kmass = c[k - 1], pmass = c[n - 1] * C(p.topp);
    const C limit = C(p.random_val) * (kmass < pmass ? kmass : pmass);
    // limit <= random_val * kmass <= cum[k-1]: the index is among the first k, unless the limit is NaN
    int64_t mine = n;
    for (int64_t i = threadIdx.x; i < k && mine == n; i += blockDim.x)
        if (limit <= c[i]) mine = i;
    first[threadIdx.x] = mine;
    __syncthreads();
    for (int h = kThreads / 2; h > 0; h >>= 1) {
        if ((int)threadIdx.x < h && first[threadIdx.x + h] < first[threadIdx.x]) first[threadIdx.x] = first[threadIdx.x + h];
        __syncthreads();
    }
    if (threadIdx.x == 0) store_result(r, row, o[first[0] < n ? first[0] : n - 1]);
}

// cub's stable sort of one chunk of `rows` rows of n keys, each row's indices beside them: device-wide
// where the chunk is one row (every block of the GPU on it), else segmented (a block per row). With
// scratch NULL: the scratch's size, in bytes.
template <typename K>
cudaError_t sort_chunk(void* scratch, size_t& bytes, cub::DoubleBuffer<K>& keys, cub::DoubleBuffer<uint32_t>& vals,
                       int64_t rows, int64_t n, const int* offsets, cudaStream_t s) {
    const int bits = (int)(8 * sizeof(K));
    if (rows == 1) return cub::DeviceRadixSort::SortPairs(scratch, bytes, keys, vals, (int)n, 0, bits, s);
    return cub::DeviceSegmentedRadixSort::SortPairs(scratch, bytes, keys, vals, (int)(rows * n), (int)rows, offsets,
                                                    offsets + 1, 0, bits, s);
}

// The workspace's parts for chunks of `rows` rows of n logits with K keys: offsets, two key and two
// index buffers, then cub's scratch (its size asked of cub, for a chunk of one row and a full one).
template <typename K> struct Layout {
    int* offsets;
    K *keys, *keys_alt;
    uint32_t *idx, *idx_alt;
    void* scratch;
    size_t scratch_bytes, total;
};

template <typename K> anyrt_status_t layout(const Rows& r, char* base, Layout<K>* out) {
    const int64_t rows = chunk_rows(r), items = rows * r.n;
    size_t at = 0;
    auto take = [&](size_t bytes) {
        char* p = base ? base + at : nullptr;
        at += align_up(bytes);
        return p;
    };
    out->offsets = reinterpret_cast<int*>(take(sizeof(int) * (rows + 1)));
    out->keys = reinterpret_cast<K*>(take(sizeof(K) * items));
    out->keys_alt = reinterpret_cast<K*>(take(sizeof(K) * items));
    out->idx = reinterpret_cast<uint32_t*>(take(sizeof(uint32_t) * items));
    out->idx_alt = reinterpret_cast<uint32_t*>(take(sizeof(uint32_t) * items));
    cub::DoubleBuffer<K> keys(out->keys, out->keys_alt);
    cub::DoubleBuffer<uint32_t> vals(out->idx, out->idx_alt);
    size_t one = 0, full = 0;
    anyrt_status_t st = cuda_check(sort_chunk<K>(nullptr, one, keys, vals, 1, r.n, out->offsets, 0), "cub's sort (its scratch size)");
    if (st == ANYRT_STATUS_SUCCESS && rows > 1)
        st = cuda_check(sort_chunk<K>(nullptr, full, keys, vals, rows, r.n, out->offsets, 0), "cub's sort (its scratch size)");
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const size_t scratch = one > full ? one : full;
    out->scratch = take(scratch);
    out->scratch_bytes = scratch;
    out->total = at + kAlign;  // the caller's workspace need not be aligned
    return ANYRT_STATUS_SUCCESS;
}

// What the kernels cannot take (NULL: nothing); n = 0 is the cpu kernel's refusal too.
const char* rows_problem(const Rows& r) {
    if (r.n <= 0) return "probs has no logits to sample";
    if (r.n > INT32_MAX) return "more than 2^31 - 1 logits in a row";
    if (r.b > INT32_MAX) return "more than 2^31 - 1 rows";
    if (r.result_size != 4 && r.result_size != 8) return "the result must be a 32- or 64-bit integer";
    return nullptr;
}

template <typename T>
anyrt_status_t launch_sample(int device, const anyrt_op_launch_t* l, const Params& q, const char* what) {
    using C = typename Compute<T>::type;
    using K = typename KeyOf<C>::type;
    const Rows r = rows_from(l);
    if (r.b == 0) return ANYRT_STATUS_SUCCESS;
    if (const char* problem = rows_problem(r))
        return cuda_fail(r.n <= 0 ? ANYRT_STATUS_INVALID_VALUE : ANYRT_STATUS_NOT_SUPPORTED, "cuda: %s: %s", what, problem);
    char* ws = static_cast<char*>(l->workspace);
    Layout<K> lay;
    anyrt_status_t st = layout<K>(r, nullptr, &lay);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (ws == nullptr || l->workspace_size < lay.total)
        return cuda_fail(ANYRT_STATUS_INVALID_VALUE, "cuda: %s: the workspace is %zu bytes, it needs %zu", what,
                         l->workspace_size, lay.total);
    char* base = ws + (kAlign - reinterpret_cast<uintptr_t>(ws) % kAlign) % kAlign;
    st = layout<K>(r, base, &lay);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    cudaStream_t s = (cudaStream_t)l->stream;
    cuda_fault_t* fault = cuda_fault_word(device);
    if (q.random_val == nullptr && (q.random_val0 == 0.0f || q.topp0 == 0.0f || q.topk0 == 1 || q.temperature0 == 0.0f)) {
        // random_sample's argmax, known here: no sort
        sample_rows<T><<<(unsigned)r.b, kThreads, 0, s>>>(r, q, 0, nullptr, nullptr, fault);
        return cuda_check(cudaGetLastError(), "the sampling kernel launch");
    }
    const int64_t per = chunk_rows(r);
    for (int64_t row0 = 0; row0 < r.b && st == ANYRT_STATUS_SUCCESS; row0 += per) {
        const int64_t rows = r.b - row0 < per ? r.b - row0 : per, items = rows * r.n;
        make_keys<T><<<blocks_for(items), kThreads, 0, s>>>(r, row0, rows, lay.keys, lay.idx, lay.offsets);
        st = cuda_check(cudaGetLastError(), "the sampling keys' kernel launch");
        cub::DoubleBuffer<K> keys(lay.keys, lay.keys_alt);
        cub::DoubleBuffer<uint32_t> vals(lay.idx, lay.idx_alt);
        size_t scratch = lay.scratch_bytes;
        if (st == ANYRT_STATUS_SUCCESS)
            st = cuda_check(sort_chunk<K>(lay.scratch, scratch, keys, vals, rows, r.n, lay.offsets, s), "cub's sort of the logits");
        if (st != ANYRT_STATUS_SUCCESS) break;
        // the keys are spent: their other buffer holds the cumulative sums (K and C have one size)
        C* cum = reinterpret_cast<C*>(keys.Alternate());
        sample_rows<T><<<(unsigned)rows, kThreads, 0, s>>>(r, q, row0, vals.Current(), cum, fault);
        st = cuda_check(cudaGetLastError(), "the sampling kernel launch");
    }
    return st;
}

template <typename Fn> anyrt_status_t on_logits(int device, const anyrt_op_launch_t* l, const char* what, Fn fn) {
    return float_op<true>(device, l->tensors[1].dtype, what, fn);
}

template <typename K> size_t workspace_of(const Rows& r) {
    Layout<K> lay;
    return layout<K>(r, nullptr, &lay) == ANYRT_STATUS_SUCCESS ? lay.total : 0;
}

}  // namespace

extern "C" {

anyrt_status_t cuda_sample_workspace_size(int device, const anyrt_op_launch_t* l, size_t* size) {
    *size = 0;
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Rows r = rows_from(l);
    if (r.b == 0 || rows_problem(r) != nullptr) return ANYRT_STATUS_SUCCESS;  // the run says what is wrong
    *size = l->tensors[1].dtype == ANYRT_DTYPE_FLOAT64 ? workspace_of<uint64_t>(r) : workspace_of<uint32_t>(r);
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cuda_op_random_sample_batch(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    Params q{};
    q.random_val = static_cast<const float*>(t[2].data);
    q.topp = static_cast<const float*>(t[3].data);
    q.topk = static_cast<const int32_t*>(t[4].data);
    q.temperature = static_cast<const float*>(t[5].data);
    q.s_random_val = t[2].strides[0];
    q.s_topp = t[3].strides[0];
    q.s_topk = t[4].strides[0];
    q.s_temperature = t[5].strides[0];
    if (t[2].dtype != ANYRT_DTYPE_FLOAT32 || t[3].dtype != ANYRT_DTYPE_FLOAT32 || t[4].dtype != ANYRT_DTYPE_INT32 ||
        t[5].dtype != ANYRT_DTYPE_FLOAT32)
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: random_sample_batch: the parameters must be f32 (topk int32)");
    return on_logits(device, l, "random_sample_batch",
                     [&](auto v) { return launch_sample<decltype(v)>(device, l, q, "random_sample_batch"); });
}

anyrt_status_t cuda_op_random_sample(int device, const anyrt_op_launch_t* l) {
    const anyrt_random_sample_attrs_t* a = static_cast<const anyrt_random_sample_attrs_t*>(l->attrs);
    Params q{};
    q.random_val0 = a->random_val;
    q.topp0 = a->topp;
    q.topk0 = a->topk;
    q.temperature0 = a->temperature;
    return on_logits(device, l, "random_sample",
                     [&](auto v) { return launch_sample<decltype(v)>(device, l, q, "random_sample"); });
}

}  // extern "C"
