// anyrt `cuda` backend: the index, shape and scan operators (arange, linspace, tril, triu, one_hot, gather,
// index_select, scatter, scatter_add, index_add, cumsum, cumprod, topk, sort, argsort, argmax, argmin,
// histc, isin, nonzero, masked_select; masked_fill is generated with the elementwise family). Operands are any strided views the core
// has checked, the inputs' leading dims broadcast to the output's; elements are read and written by a
// switch on their dtype, so one kernel serves every dtype. Each result is the cpu kernel's, bit for bit
// where the cpu kernel's is exact or ordered (runtime/kernels/ak_index.c, ak_shape.c, ak_scan.c,
// ak_sort.c, ak_histc.c):
// - scatter, scatter_add, index_add: each row's indices are first grouped by position in j order (a
//   bucket per position, built by one thread per row in stream-ordered scratch), then one thread per
//   output element takes its bucket's last source (scatter) or sums its bucket in j order in f64
//   (integers in int64), rounded once: no atomics, so the same bits as the cpu kernel on any grid.
// - cumsum, cumprod: one thread per row, in order (the cpu kernel's sums).
// - sort, argsort, topk: one thread per element finds its rank in the row under the total order of
//   (key, position) (torch's: NaN above every number, -0 equal to 0, ties by position), O(n) each:
//   simple and exact, fast for the short rows of routers and masks; a long row (a vocabulary) wants a
//   radix sort (cub's, as cuda_ops_sample.cu), which is left for later.
// - argmax, argmin: a block per row reduces (key, position) pairs, the lower position winning ties.
// - histc: integer counts by atomics (exact in any order) into scratch, then stored in y's dtype; the
//   data's range (min_val == max_val) by atomic min / max of the order keys, read by the kernels
//   themselves (no host synchronization).
// - isin: one thread per element scans t (short sets: stop tokens, class lists).
// - nonzero, masked_select: one block of kCompactThreads; each thread counts the hits of its own run of
//   x's elements (row-major), a scan in shared memory gives each run its first place in y, then each
//   writes its hits in order and the block pads y past the count: the cpu kernel's y, bit for bit.
// An index outside its range writes nothing for it and raises the device's fault word (CUDA_FAULT_INDEX),
// reported at the next synchronize, as the cpu kernel refuses the run.
//
// Written without a GPU to run it on: compiled by nvcc for sm_90, NOT YET RUN.
#include "cuda_ops_common.cuh"

namespace {

// ---- elements of any dtype

__device__ __forceinline__ bool is_float(int dt) {
    return dt == ANYRT_DTYPE_FLOAT16 || dt == ANYRT_DTYPE_BFLOAT16 || dt == ANYRT_DTYPE_FLOAT32 ||
           dt == ANYRT_DTYPE_FLOAT64;
}

__device__ __forceinline__ int64_t ldi(int dt, const char* p, int64_t off) {
    switch (dt) {
    case ANYRT_DTYPE_BOOL: return reinterpret_cast<const uint8_t*>(p)[off] != 0;
    case ANYRT_DTYPE_INT8: return reinterpret_cast<const int8_t*>(p)[off];
    case ANYRT_DTYPE_INT16: return reinterpret_cast<const int16_t*>(p)[off];
    case ANYRT_DTYPE_INT32: return reinterpret_cast<const int32_t*>(p)[off];
    case ANYRT_DTYPE_BYTE:
    case ANYRT_DTYPE_UINT8: return reinterpret_cast<const uint8_t*>(p)[off];
    case ANYRT_DTYPE_UINT16: return reinterpret_cast<const uint16_t*>(p)[off];
    case ANYRT_DTYPE_UINT32: return reinterpret_cast<const uint32_t*>(p)[off];
    default: return reinterpret_cast<const int64_t*>(p)[off];  // int64, uint64's bits
    }
}

__device__ __forceinline__ double ldf(int dt, const char* p, int64_t off) {
    switch (dt) {
    case ANYRT_DTYPE_FLOAT16: return __half2float(reinterpret_cast<const __half*>(p)[off]);
    case ANYRT_DTYPE_BFLOAT16: return __bfloat162float(reinterpret_cast<const __nv_bfloat16*>(p)[off]);
    case ANYRT_DTYPE_FLOAT32: return reinterpret_cast<const float*>(p)[off];
    case ANYRT_DTYPE_FLOAT64: return reinterpret_cast<const double*>(p)[off];
    default: return (double)ldi(dt, p, off);
    }
}

// rounded to a float dtype (f16 / bf16 through f32, as the cpu kernels)
__device__ __forceinline__ void stf(int dt, char* p, int64_t off, double v) {
    switch (dt) {
    case ANYRT_DTYPE_FLOAT16: reinterpret_cast<__half*>(p)[off] = __float2half_rn((float)v); break;
    case ANYRT_DTYPE_BFLOAT16: reinterpret_cast<__nv_bfloat16*>(p)[off] = __float2bfloat16_rn((float)v); break;
    case ANYRT_DTYPE_FLOAT32: reinterpret_cast<float*>(p)[off] = (float)v; break;
    default: reinterpret_cast<double*>(p)[off] = v; break;
    }
}

// wrapped to an integer dtype (bool: not 0)
__device__ __forceinline__ void sti(int dt, char* p, int64_t off, int64_t v) {
    switch (dt) {
    case ANYRT_DTYPE_BOOL: reinterpret_cast<uint8_t*>(p)[off] = v != 0; break;
    case ANYRT_DTYPE_INT8: reinterpret_cast<int8_t*>(p)[off] = (int8_t)v; break;
    case ANYRT_DTYPE_INT16: reinterpret_cast<int16_t*>(p)[off] = (int16_t)v; break;
    case ANYRT_DTYPE_INT32: reinterpret_cast<int32_t*>(p)[off] = (int32_t)v; break;
    case ANYRT_DTYPE_BYTE:
    case ANYRT_DTYPE_UINT8: reinterpret_cast<uint8_t*>(p)[off] = (uint8_t)v; break;
    case ANYRT_DTYPE_UINT16: reinterpret_cast<uint16_t*>(p)[off] = (uint16_t)v; break;
    case ANYRT_DTYPE_UINT32: reinterpret_cast<uint32_t*>(p)[off] = (uint32_t)v; break;
    default: reinterpret_cast<int64_t*>(p)[off] = v; break;
    }
}

// a number stored in any dtype: floats rounded, integers converted as cast (truncated, saturated, NaN 0)
__device__ __forceinline__ int64_t f2i(double v) {
    if (v != v) return 0;
    if (v >= 9223372036854775808.0) return INT64_MAX;
    if (v <= -9223372036854775808.0) return INT64_MIN;
    return (int64_t)v;
}
__device__ __forceinline__ void st_number(int dt, char* p, int64_t off, double v) {
    if (is_float(dt))
        stf(dt, p, off, v);
    else
        sti(dt, p, off, f2i(v));
}

__device__ __forceinline__ void copy_elem(char* dst, const char* src, int esize) {
    switch (esize) {
    case 1: *reinterpret_cast<uint8_t*>(dst) = *reinterpret_cast<const uint8_t*>(src); break;
    case 2: *reinterpret_cast<uint16_t*>(dst) = *reinterpret_cast<const uint16_t*>(src); break;
    case 4: *reinterpret_cast<uint32_t*>(dst) = *reinterpret_cast<const uint32_t*>(src); break;
    default: *reinterpret_cast<uint64_t*>(dst) = *reinterpret_cast<const uint64_t*>(src); break;
    }
}

// The order key (ak_index.h's ak_ix_key): integers as themselves; floats with -0 equal to 0 and every NaN
// above +inf
__device__ __forceinline__ int64_t key_of(int dt, const char* p, int64_t off) {
    if (!is_float(dt)) return ldi(dt, p, off);
    double v = ldf(dt, p, off);
    if (v != v) return INT64_MAX;
    if (v == 0) v = 0;
    const int64_t b = __double_as_longlong(v);
    return b < 0 ? b ^ INT64_MAX : b;
}

__device__ __forceinline__ double unkey(int dt, int64_t key) {
    if (!is_float(dt)) return (double)key;
    return __longlong_as_double(key < 0 ? key ^ INT64_MAX : key);
}

// ---- operands as kernels take them

struct Op {
    View v;
    int dtype;
    int esize;
};

Op op_of(const anyrt_tensor_view_t& t) { return Op{view_of(t), (int)t.dtype, (int)anyrt_dtype_size(t.dtype)}; }

// t lifted to `nd` dims: its own last, the leading ones of like's sizes at stride 0 (index [k] for every row)
Op lifted(const anyrt_tensor_view_t& t, const View& like) {
    Op o = op_of(t);
    const int add = like.ndim - o.v.ndim;
    View v = o.v;
    for (int d = like.ndim - 1; d >= 0; --d) {
        v.shape[d] = d >= add ? o.v.shape[d - add] : like.shape[d];
        v.strides[d] = d >= add ? o.v.strides[d - add] : 0;
    }
    v.ndim = like.ndim;
    o.v = v;
    return o;
}

// t with one more dim of size n at stride 0 (argmax's y, one_hot's index: one element per row)
Op appended(const anyrt_tensor_view_t& t, int64_t n) {
    Op o = op_of(t);
    o.v.shape[o.v.ndim] = n;
    o.v.strides[o.v.ndim] = 0;
    o.v.ndim++;
    return o;
}

__device__ __forceinline__ int64_t last_stride(const View& v) { return v.strides[v.ndim - 1]; }

// ---- arange, tril, triu, one_hot, gather / index_select

__global__ void arange_kernel(Op y, double start, double step) {
    const int64_t n = y.v.shape[0];
    for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < n; i += (int64_t)gridDim.x * blockDim.x)
        st_number(y.dtype, y.v.data, i * y.v.strides[0], start + (double)i * step);
}

// torch's symmetric form (as runtime/kernels/ak_shape.c): the last value is end itself
__global__ void linspace_kernel(Op y, double start, double end, double step) {
    const int64_t n = y.v.shape[0], half = n > 1 ? n / 2 : n;  // one value: start
    for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < n; i += (int64_t)gridDim.x * blockDim.x)
        st_number(y.dtype, y.v.data, i * y.v.strides[0],
                  i < half ? start + (double)i * step : end - (double)(n - 1 - i) * step);
}

__global__ void tri_kernel(Op y, Op x, int64_t diagonal, bool upper, int64_t total) {
    const int nd = y.v.ndim;
    const int64_t n = y.v.shape[nd - 1], m = y.v.shape[nd - 2];
    for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < total; e += (int64_t)gridDim.x * blockDim.x) {
        const int64_t j = e % n, i = (e / n) % m;
        const bool keep = upper ? j - i >= diagonal : j - i <= diagonal;
        char* dst = y.v.data + offset_of(y.v, e, nd) * y.esize;
        if (keep)
            copy_elem(dst, x.v.data + offset_of(x.v, e, nd) * x.esize, y.esize);
        else
            copy_elem(dst, "\0\0\0\0\0\0\0\0", y.esize);
    }
}

__global__ void one_hot_kernel(Op y, Op index, int64_t total, cuda_fault_t* fault) {
    const int nd = y.v.ndim;
    const int64_t c = y.v.shape[nd - 1];
    for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < total; e += (int64_t)gridDim.x * blockDim.x) {
        const int64_t j = e % c, id = ldi(index.dtype, index.v.data, offset_of(index.v, e, nd));
        if (j == 0 && (id < 0 || id >= c)) raise_fault(fault, id, c, CUDA_FAULT_INDEX);
        st_number(y.dtype, y.v.data, offset_of(y.v, e, nd), j == id ? 1.0 : 0.0);
    }
}

__global__ void gather_kernel(Op out, Op x, Op index, int64_t total, cuda_fault_t* fault) {
    const int nd = out.v.ndim;
    const int64_t n = x.v.shape[nd - 1];
    for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < total; e += (int64_t)gridDim.x * blockDim.x) {
        const int64_t id = ldi(index.dtype, index.v.data, offset_of(index.v, e, nd));
        if (id < 0 || id >= n) {
            raise_fault(fault, id, n, CUDA_FAULT_INDEX);
            continue;
        }
        const int64_t row = e / out.v.shape[nd - 1];
        copy_elem(out.v.data + offset_of(out.v, e, nd) * out.esize,
                  x.v.data + (row_base(x.v, row, nd - 1) + id * last_stride(x.v)) * x.esize, out.esize);
    }
}

// ---- scatter, scatter_add, index_add: buckets of each row's indices by position, in j order

struct Buckets {
    int64_t* start;  // rows x (n + 1): where each position's sources begin in `src`
    int64_t* src;    // rows x k: the j of each source, grouped by position, in j order
    int64_t rows;    // rows with their own indices (1: index_select-like, shared by every row)
};

// One thread per row of indices: counts, their running sum, then each j placed in order (a counting sort).
__global__ void bucket_kernel(Op index, int64_t n, int64_t k, Buckets b, cuda_fault_t* fault) {
    const int last = index.v.ndim - 1;
    for (int64_t r = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; r < b.rows; r += (int64_t)gridDim.x * blockDim.x) {
        int64_t* start = b.start + r * (n + 1);
        int64_t* src = b.src + r * k;
        const int64_t base = row_base(index.v, r, last), si = index.v.strides[last];
        for (int64_t i = 0; i <= n; ++i) start[i] = 0;
        for (int64_t j = 0; j < k; ++j) {
            const int64_t id = ldi(index.dtype, index.v.data, base + j * si);
            if (id < 0 || id >= n) {
                raise_fault(fault, id, n, CUDA_FAULT_INDEX);
                continue;
            }
            start[id + 1]++;
        }
        for (int64_t i = 0; i < n; ++i) start[i + 1] += start[i];
        for (int64_t j = 0; j < k; ++j) {  // start[id] runs ahead as sources are placed, then is restored
            const int64_t id = ldi(index.dtype, index.v.data, base + j * si);
            if (id >= 0 && id < n) src[start[id]++] = j;
        }
        for (int64_t i = n; i > 0; --i) start[i] = start[i - 1];
        start[0] = 0;
    }
}

enum { kAssign, kAdd };

__global__ void scatter_kernel(Op y, Op x, Op src, Buckets b, int kind, double alpha, int64_t total) {
    const int nd = y.v.ndim;
    const int64_t n = y.v.shape[nd - 1], k = src.v.shape[nd - 1];
    for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < total; e += (int64_t)gridDim.x * blockDim.x) {
        const int64_t i = e % n, row = e / n, brow = b.rows == 1 ? 0 : row;
        const int64_t* start = b.start + brow * (n + 1);
        const int64_t* js = b.src + brow * k;
        const int64_t sbase = row_base(src.v, row, nd - 1), ss = last_stride(src.v);
        const int64_t oy = offset_of(y.v, e, nd), ox = offset_of(x.v, e, nd);
        if (kind == kAssign) {
            const char* from = start[i + 1] > start[i] ? src.v.data + (sbase + js[start[i + 1] - 1] * ss) * src.esize
                                                       : x.v.data + ox * x.esize;
            copy_elem(y.v.data + oy * y.esize, from, y.esize);
        } else if (is_float(y.dtype)) {
            double acc = ldf(x.dtype, x.v.data, ox);
            for (int64_t p = start[i]; p < start[i + 1]; ++p) acc += alpha * ldf(src.dtype, src.v.data, sbase + js[p] * ss);
            stf(y.dtype, y.v.data, oy, acc);
        } else {
            const uint64_t a = (uint64_t)f2i(alpha);
            uint64_t acc = (uint64_t)ldi(x.dtype, x.v.data, ox);
            for (int64_t p = start[i]; p < start[i + 1]; ++p) acc += a * (uint64_t)ldi(src.dtype, src.v.data, sbase + js[p] * ss);
            sti(y.dtype, y.v.data, oy, (int64_t)acc);
        }
    }
}

// ---- cumsum, cumprod: one thread per row, in order

__global__ void scan_kernel(Op y, Op x, int dim, bool prod, bool exclusive, bool reverse, int64_t rows) {
    const int64_t len = y.v.shape[dim], sy = y.v.strides[dim], sx = x.v.strides[dim];
    const bool fl = is_float(y.dtype);
    for (int64_t r = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; r < rows; r += (int64_t)gridDim.x * blockDim.x) {
        const int64_t by = row_base(y.v, r, dim), bx = row_base(x.v, r, dim);
        double f = prod ? 1.0 : 0.0;
        uint64_t u = prod ? 1u : 0u;
        for (int64_t t = 0; t < len; ++t) {
            const int64_t i = reverse ? len - 1 - t : t, oy = by + i * sy, ox = bx + i * sx;
            if (fl) {
                const double v = ldf(x.dtype, x.v.data, ox);
                if (exclusive) stf(y.dtype, y.v.data, oy, f);
                f = prod ? f * v : f + v;
                if (!exclusive) stf(y.dtype, y.v.data, oy, f);
            } else {
                const uint64_t v = (uint64_t)ldi(x.dtype, x.v.data, ox);
                if (exclusive) sti(y.dtype, y.v.data, oy, (int64_t)u);
                u = prod ? u * v : u + v;
                if (!exclusive) sti(y.dtype, y.v.data, oy, (int64_t)u);
            }
        }
    }
}

// ---- sort, argsort, topk: each element's rank in its row

__device__ __forceinline__ bool before(int64_t ka, int64_t a, int64_t kb, int64_t b) { return ka < kb || (ka == kb && a < b); }

// values (data NULL: argsort) and indices of the first `keep` ranks of each row of x
__global__ void rank_kernel(Op values, Op indices, Op x, bool descending, int64_t keep, int64_t total) {
    const int nd = x.v.ndim;
    const int64_t n = x.v.shape[nd - 1];
    for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < total; e += (int64_t)gridDim.x * blockDim.x) {
        const int64_t j = e % n, row = e / n, base = row_base(x.v, row, nd - 1), sx = last_stride(x.v);
        int64_t kj = key_of(x.dtype, x.v.data, base + j * sx);
        kj = descending ? ~kj : kj;
        int64_t rank = 0;
        for (int64_t i = 0; i < n; ++i) {
            int64_t ki = key_of(x.dtype, x.v.data, base + i * sx);
            ki = descending ? ~ki : ki;
            rank += before(ki, i, kj, j);
        }
        if (rank >= keep) continue;
        const int64_t oi = row_base(indices.v, row, nd - 1) + rank * last_stride(indices.v);
        if (indices.dtype == ANYRT_DTYPE_INT32)
            reinterpret_cast<int32_t*>(indices.v.data)[oi] = (int32_t)j;
        else
            reinterpret_cast<int64_t*>(indices.v.data)[oi] = j;
        if (values.v.data != nullptr)
            copy_elem(values.v.data + (row_base(values.v, row, nd - 1) + rank * last_stride(values.v)) * values.esize,
                      x.v.data + (base + j * sx) * x.esize, x.esize);
    }
}

// ---- argmax, argmin: a block per row

__global__ void arg_kernel(Op y, Op x, bool is_max, int64_t rows) {
    __shared__ int64_t keys[kThreads];
    __shared__ int64_t pos[kThreads];
    const int nd = x.v.ndim;
    const int64_t n = x.v.shape[nd - 1], sx = last_stride(x.v);
    const bool nan_wins = is_float(x.dtype) && !is_max;  // argmin: a NaN is the result, as torch
    for (int64_t r = blockIdx.x; r < rows; r += gridDim.x) {
        const int64_t base = row_base(x.v, r, nd - 1);
        int64_t bk = 0, bp = -1;
        for (int64_t j = threadIdx.x; j < n; j += blockDim.x) {
            int64_t k = key_of(x.dtype, x.v.data, base + j * sx);
            if (nan_wins && k == INT64_MAX) k = INT64_MIN;
            if (bp < 0 || (is_max ? k > bk : k < bk)) {  // j rises: equal keys keep the lower position
                bk = k;
                bp = j;
            }
        }
        keys[threadIdx.x] = bk;
        pos[threadIdx.x] = bp;
        __syncthreads();
        for (int s = blockDim.x / 2; s > 0; s >>= 1) {
            if ((int)threadIdx.x < s) {
                const int64_t ok = keys[threadIdx.x + s], op = pos[threadIdx.x + s];
                const int64_t mk = keys[threadIdx.x], mp = pos[threadIdx.x];
                const bool better = op >= 0 && (mp < 0 || (is_max ? ok > mk : ok < mk) || (ok == mk && op < mp));
                if (better) {
                    keys[threadIdx.x] = ok;
                    pos[threadIdx.x] = op;
                }
            }
            __syncthreads();
        }
        if (threadIdx.x == 0) {
            const int64_t oy = row_base(y.v, r, nd - 1);
            if (y.dtype == ANYRT_DTYPE_INT32)
                reinterpret_cast<int32_t*>(y.v.data)[oy] = (int32_t)pos[0];
            else
                reinterpret_cast<int64_t*>(y.v.data)[oy] = pos[0];
        }
        __syncthreads();
    }
}

// ---- histc

struct Hist {
    unsigned long long* counts;  // bins
    long long* range;            // [smallest key, largest key] of x's numbers (the data's range)
    double lo, hi;               // the attributes' range; lo == hi: the data's
    int64_t bins;
};

__global__ void hist_init_kernel(Hist h) {
    for (int64_t b = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; b < h.bins; b += (int64_t)gridDim.x * blockDim.x)
        h.counts[b] = 0;
    if (blockIdx.x == 0 && threadIdx.x == 0) {
        h.range[0] = INT64_MAX;  // no number seen yet
        h.range[1] = INT64_MIN;
    }
}

__global__ void range_kernel(Op x, Hist h, int64_t total) {
    for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < total; e += (int64_t)gridDim.x * blockDim.x) {
        const int64_t k = key_of(x.dtype, x.v.data, offset_of(x.v, e, x.v.ndim));
        if (is_float(x.dtype) && k == INT64_MAX) continue;  // NaN
        atomicMin(&h.range[0], (long long)k);
        atomicMax(&h.range[1], (long long)k);
    }
}

// The range the counts use: the attributes', or the data's (equal ends widened by 1 each way); false
// where it is infinite (the fault is raised by the caller's thread 0)
__device__ __forceinline__ bool hist_range(const Op& x, const Hist& h, double* lo, double* hi) {
    *lo = h.lo;
    *hi = h.hi;
    if (h.lo == h.hi) {
        if (h.range[0] <= h.range[1]) {
            *lo = unkey(x.dtype, h.range[0]);
            *hi = unkey(x.dtype, h.range[1]);
        } else {
            *lo = *hi = 0;
        }
        if (*lo == *hi) {
            *lo -= 1;
            *hi += 1;
        }
    }
    return *hi - *lo < (double)INFINITY;
}

__global__ void count_kernel(Op x, Hist h, int64_t total, cuda_fault_t* fault) {
    double lo, hi;
    if (!hist_range(x, h, &lo, &hi)) {
        if (blockIdx.x == 0 && threadIdx.x == 0) raise_fault(fault, 0, 0, CUDA_FAULT_INDEX);
        return;
    }
    const double span = hi - lo, nb = (double)h.bins;
    for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < total; e += (int64_t)gridDim.x * blockDim.x) {
        const double v = ldf(x.dtype, x.v.data, offset_of(x.v, e, x.v.ndim));
        if (!(v >= lo && v <= hi)) continue;
        int64_t b = (int64_t)((v - lo) / span * nb);
        b = b < 0 ? 0 : b >= h.bins ? h.bins - 1 : b;
        atomicAdd(&h.counts[b], 1ull);
    }
}

__global__ void store_counts_kernel(Op y, Hist h) {
    for (int64_t b = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; b < h.bins; b += (int64_t)gridDim.x * blockDim.x) {
        if (is_float(y.dtype))
            stf(y.dtype, y.v.data, b * y.v.strides[0], (double)h.counts[b]);
        else
            sti(y.dtype, y.v.data, b * y.v.strides[0], (int64_t)h.counts[b]);
    }
}

// ---- isin, nonzero, masked_select

__global__ void isin_kernel(Op y, Op x, Op t, bool invert, int64_t total) {
    const int nd = y.v.ndim;
    const bool fl = is_float(x.dtype);
    for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < total; e += (int64_t)gridDim.x * blockDim.x) {
        const int64_t ox = offset_of(x.v, e, nd);
        bool found = false;
        if (fl) {
            const double v = ldf(x.dtype, x.v.data, ox);
            for (int64_t i = 0; i < t.v.shape[0] && !found && v == v; ++i) found = ldf(t.dtype, t.v.data, i * t.v.strides[0]) == v;
        } else {
            const int64_t v = ldi(x.dtype, x.v.data, ox);
            for (int64_t i = 0; i < t.v.shape[0] && !found; ++i) found = ldi(t.dtype, t.v.data, i * t.v.strides[0]) == v;
        }
        reinterpret_cast<uint8_t*>(y.v.data)[offset_of(y.v, e, nd)] = found != invert;
    }
}

// whether element `off` is not zero (NaN is not zero, -0.0 is)
__device__ __forceinline__ bool is_set(int dt, const char* p, int64_t off) {
    if (dt == ANYRT_DTYPE_FLOAT16 || dt == ANYRT_DTYPE_BFLOAT16) return (reinterpret_cast<const uint16_t*>(p)[off] & 0x7fff) != 0;
    if (is_float(dt)) {
        const double v = ldf(dt, p, off);
        return v != 0 || v != v;
    }
    return ldi(dt, p, off) != 0;
}

constexpr int kCompactThreads = 1024;

// y's first k hits of x (mask's true elements with has_mask, else x's nonzero ones) in row-major order:
// masked_select copies the element, nonzero writes its index (a row of y); y past the count is padded.
__global__ void compact_kernel(Op y, Op x, Op mask, bool has_mask, int64_t fill, int64_t total) {
    __shared__ long long sums[kCompactThreads];
    const int nd = x.v.ndim;
    const int64_t k = y.v.shape[0];
    const int64_t per = (total + blockDim.x - 1) / blockDim.x;
    const int64_t lo = min(total, (int64_t)threadIdx.x * per), hi = min(total, lo + per);
    auto hit = [&](int64_t e) {
        return has_mask ? reinterpret_cast<const uint8_t*>(mask.v.data)[offset_of(mask.v, e, nd)] != 0
                        : is_set(x.dtype, x.v.data, offset_of(x.v, e, nd));
    };
    long long c = 0;
    for (int64_t e = lo; e < hi; ++e) c += hit(e);
    sums[threadIdx.x] = c;
    __syncthreads();
    for (int s = 1; s < (int)blockDim.x; s <<= 1) {  // inclusive scan of the runs' counts
        const long long v = (int)threadIdx.x >= s ? sums[threadIdx.x - s] : 0;
        __syncthreads();
        sums[threadIdx.x] += v;
        __syncthreads();
    }
    int64_t pos = sums[threadIdx.x] - c;
    const int64_t count = sums[blockDim.x - 1];
    for (int64_t e = lo; e < hi && pos < k; ++e) {
        if (!hit(e)) continue;
        if (has_mask) {
            copy_elem(y.v.data + pos * y.v.strides[0] * y.esize, x.v.data + offset_of(x.v, e, nd) * x.esize, y.esize);
        } else {
            int64_t rest = e;
            for (int d = nd - 1; d >= 0; --d) {
                reinterpret_cast<int64_t*>(y.v.data)[pos * y.v.strides[0] + d * y.v.strides[1]] = rest % x.v.shape[d];
                rest /= x.v.shape[d];
            }
        }
        ++pos;
    }
    for (int64_t r = count + threadIdx.x; r < k; r += blockDim.x) {
        if (has_mask) {
            st_number(y.dtype, y.v.data, r * y.v.strides[0], 0.0);
        } else {
            for (int d = 0; d < nd; ++d) reinterpret_cast<int64_t*>(y.v.data)[r * y.v.strides[0] + d * y.v.strides[1]] = fill;
        }
    }
}

// ---- host side

anyrt_status_t launched(const char* what) { return cuda_check(cudaGetLastError(), what); }

// Stream-ordered scratch, freed in stream order after the kernels that use it
anyrt_status_t scratch(void** p, size_t bytes, cudaStream_t s) {
    return cuda_check(cudaMallocAsync(p, bytes ? bytes : 1, s), "stream-ordered scratch");
}

anyrt_status_t run_tri(int device, const anyrt_op_launch_t* l, bool upper, int diagonal) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Op y = op_of(l->tensors[0]), x = op_of(l->tensors[1]);
    const int64_t total = numel(y.v);
    if (total == 0) return ANYRT_STATUS_SUCCESS;
    tri_kernel<<<blocks_for(total), kThreads, 0, (cudaStream_t)l->stream>>>(y, x, diagonal, upper, total);
    return launched("the tril / triu kernel launch");
}

// scatter (kAssign), scatter_add and index_add (kAdd): buckets, then one thread per element of y
anyrt_status_t run_scatter(int device, const anyrt_op_launch_t* l, int kind, double alpha, bool shared_index) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Op y = op_of(l->tensors[0]), x = op_of(l->tensors[1]), src = op_of(l->tensors[3]);
    const Op index = shared_index ? op_of(l->tensors[2]) : lifted(l->tensors[2], y.v);
    const int nd = y.v.ndim;
    const int64_t total = numel(y.v), n = y.v.shape[nd - 1], k = src.v.shape[nd - 1];
    if (total == 0) return ANYRT_STATUS_SUCCESS;
    cudaStream_t s = (cudaStream_t)l->stream;
    Buckets b{};
    b.rows = shared_index ? 1 : total / n;
    void *start = nullptr, *js = nullptr;
    st = scratch(&start, (size_t)(b.rows * (n + 1)) * sizeof(int64_t), s);
    if (st == ANYRT_STATUS_SUCCESS) st = scratch(&js, (size_t)(b.rows * k) * sizeof(int64_t), s);
    if (st == ANYRT_STATUS_SUCCESS) {
        b.start = static_cast<int64_t*>(start);
        b.src = static_cast<int64_t*>(js);
        bucket_kernel<<<blocks_for(b.rows), kThreads, 0, s>>>(index, n, k, b, cuda_fault_word(device));
        st = launched("the scatter buckets' kernel launch");
    }
    if (st == ANYRT_STATUS_SUCCESS) {
        scatter_kernel<<<blocks_for(total), kThreads, 0, s>>>(y, x, src, b, kind, alpha, total);
        st = launched("the scatter kernel launch");
    }
    if (start != nullptr) cudaFreeAsync(start, s);
    if (js != nullptr) cudaFreeAsync(js, s);
    return st;
}

anyrt_status_t run_scan(int device, const anyrt_op_launch_t* l, bool prod, int dim, int exclusive, int reverse) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Op y = op_of(l->tensors[0]), x = op_of(l->tensors[1]);
    if (numel(y.v) == 0) return ANYRT_STATUS_SUCCESS;
    const int64_t rows = rows_of(y.v, dim);
    scan_kernel<<<blocks_for(rows), kThreads, 0, (cudaStream_t)l->stream>>>(y, x, dim, prod, exclusive != 0, reverse != 0,
                                                                             rows);
    return launched("the scan kernel launch");
}

// sort / argsort / topk: values (nullptr: argsort), indices, x; the first `keep` ranks of each row
anyrt_status_t run_rank(int device, const anyrt_op_launch_t* l, int values_at, int indices_at, int x_at, bool descending,
                        int64_t keep) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Op x = op_of(l->tensors[x_at]), indices = op_of(l->tensors[indices_at]);
    Op values = values_at >= 0 ? op_of(l->tensors[values_at]) : indices;
    if (values_at < 0) values.v.data = nullptr;
    const int64_t total = numel(x.v);
    if (total == 0 || keep == 0) return ANYRT_STATUS_SUCCESS;
    rank_kernel<<<blocks_for(total), kThreads, 0, (cudaStream_t)l->stream>>>(values, indices, x, descending, keep, total);
    return launched("the sort kernel launch");
}

anyrt_status_t run_arg(int device, const anyrt_op_launch_t* l, bool is_max) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Op x = op_of(l->tensors[1]);
    const int64_t n = x.v.shape[x.v.ndim - 1];
    const Op y = appended(l->tensors[0], n);
    const int64_t rows = numel(op_of(l->tensors[0]).v);  // y's elements: one per row of x
    if (rows == 0) return ANYRT_STATUS_SUCCESS;
    if (n == 0) return cuda_fail(ANYRT_STATUS_INVALID_VALUE, "cuda: %s: an empty row has no position", anyrt_op_name(l->op));
    const unsigned grid = static_cast<unsigned>(rows < 65535 * 8 ? rows : 65535 * 8);
    arg_kernel<<<grid, kThreads, 0, (cudaStream_t)l->stream>>>(y, x, is_max, rows);
    return launched("the argmax / argmin kernel launch");
}

}  // namespace

extern "C" {

anyrt_status_t cuda_op_arange(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const anyrt_arange_attrs_t* a = static_cast<const anyrt_arange_attrs_t*>(l->attrs);
    const Op y = op_of(l->tensors[0]);
    if (y.v.shape[0] == 0) return ANYRT_STATUS_SUCCESS;
    arange_kernel<<<blocks_for(y.v.shape[0]), kThreads, 0, (cudaStream_t)l->stream>>>(y, (double)a->start, (double)a->step);
    return launched("the arange kernel launch");
}

anyrt_status_t cuda_op_linspace(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const anyrt_linspace_attrs_t* a = static_cast<const anyrt_linspace_attrs_t*>(l->attrs);
    const Op y = op_of(l->tensors[0]);
    const int64_t n = y.v.shape[0];
    if (n == 0) return ANYRT_STATUS_SUCCESS;
    const double start = (double)a->start, end = (double)a->end;
    const double step = n > 1 ? (end - start) / (double)(n - 1) : 0.0;
    linspace_kernel<<<blocks_for(n), kThreads, 0, (cudaStream_t)l->stream>>>(y, start, end, step);
    return launched("the linspace kernel launch");
}

anyrt_status_t cuda_op_tril(int device, const anyrt_op_launch_t* l) {
    return run_tri(device, l, false, static_cast<const anyrt_tril_attrs_t*>(l->attrs)->diagonal);
}

anyrt_status_t cuda_op_triu(int device, const anyrt_op_launch_t* l) {
    return run_tri(device, l, true, static_cast<const anyrt_triu_attrs_t*>(l->attrs)->diagonal);
}

anyrt_status_t cuda_op_one_hot(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Op y = op_of(l->tensors[0]);
    const Op index = appended(l->tensors[1], y.v.shape[y.v.ndim - 1]);
    const int64_t total = numel(y.v);
    if (total == 0) return ANYRT_STATUS_SUCCESS;
    one_hot_kernel<<<blocks_for(total), kThreads, 0, (cudaStream_t)l->stream>>>(y, index, total, cuda_fault_word(device));
    return launched("the one_hot kernel launch");
}

anyrt_status_t cuda_op_gather(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Op out = op_of(l->tensors[0]), x = op_of(l->tensors[1]), index = op_of(l->tensors[2]);
    const int64_t total = numel(out.v);
    if (total == 0) return ANYRT_STATUS_SUCCESS;
    gather_kernel<<<blocks_for(total), kThreads, 0, (cudaStream_t)l->stream>>>(out, x, index, total, cuda_fault_word(device));
    return launched("the gather kernel launch");
}

anyrt_status_t cuda_op_index_select(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Op out = op_of(l->tensors[0]), x = op_of(l->tensors[1]);
    const Op index = lifted(l->tensors[2], out.v);
    const int64_t total = numel(out.v);
    if (total == 0) return ANYRT_STATUS_SUCCESS;
    gather_kernel<<<blocks_for(total), kThreads, 0, (cudaStream_t)l->stream>>>(out, x, index, total, cuda_fault_word(device));
    return launched("the index_select kernel launch");
}

anyrt_status_t cuda_op_scatter(int device, const anyrt_op_launch_t* l) { return run_scatter(device, l, kAssign, 1.0, false); }

anyrt_status_t cuda_op_scatter_add(int device, const anyrt_op_launch_t* l) { return run_scatter(device, l, kAdd, 1.0, false); }

anyrt_status_t cuda_op_index_add(int device, const anyrt_op_launch_t* l) {
    const anyrt_index_add_attrs_t* a = static_cast<const anyrt_index_add_attrs_t*>(l->attrs);
    return run_scatter(device, l, kAdd, (double)a->alpha, true);
}

anyrt_status_t cuda_op_cumsum(int device, const anyrt_op_launch_t* l) {
    const anyrt_cumsum_attrs_t* a = static_cast<const anyrt_cumsum_attrs_t*>(l->attrs);
    return run_scan(device, l, false, a->dim, a->exclusive, a->reverse);
}

anyrt_status_t cuda_op_cumprod(int device, const anyrt_op_launch_t* l) {
    const anyrt_cumprod_attrs_t* a = static_cast<const anyrt_cumprod_attrs_t*>(l->attrs);
    return run_scan(device, l, true, a->dim, a->exclusive, a->reverse);
}

anyrt_status_t cuda_op_topk(int device, const anyrt_op_launch_t* l) {
    const anyrt_topk_attrs_t* a = static_cast<const anyrt_topk_attrs_t*>(l->attrs);
    return run_rank(device, l, 0, 1, 2, a->largest != 0, a->k);
}

anyrt_status_t cuda_op_sort(int device, const anyrt_op_launch_t* l) {
    const anyrt_sort_attrs_t* a = static_cast<const anyrt_sort_attrs_t*>(l->attrs);
    return run_rank(device, l, 0, 1, 2, a->descending != 0, INT64_MAX);
}

anyrt_status_t cuda_op_argsort(int device, const anyrt_op_launch_t* l) {
    const anyrt_argsort_attrs_t* a = static_cast<const anyrt_argsort_attrs_t*>(l->attrs);
    return run_rank(device, l, -1, 0, 1, a->descending != 0, INT64_MAX);
}

anyrt_status_t cuda_op_argmax(int device, const anyrt_op_launch_t* l) { return run_arg(device, l, true); }

anyrt_status_t cuda_op_argmin(int device, const anyrt_op_launch_t* l) { return run_arg(device, l, false); }

anyrt_status_t cuda_op_histc(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const anyrt_histc_attrs_t* a = static_cast<const anyrt_histc_attrs_t*>(l->attrs);
    if (!(a->min_val <= a->max_val))
        return cuda_fail(ANYRT_STATUS_INVALID_VALUE, "cuda: histc: min_val %g is above max_val %g", (double)a->min_val,
                         (double)a->max_val);
    const Op y = op_of(l->tensors[0]), x = op_of(l->tensors[1]);
    const int64_t total = numel(x.v);
    cudaStream_t s = (cudaStream_t)l->stream;
    Hist h{};
    h.lo = a->min_val;
    h.hi = a->max_val;
    h.bins = a->bins;
    if (!(h.hi - h.lo < (double)INFINITY))
        return cuda_fail(ANYRT_STATUS_INVALID_VALUE, "cuda: histc: the range [%g, %g] is infinite", h.lo, h.hi);
    void* mem = nullptr;
    st = scratch(&mem, (size_t)(h.bins + 2) * sizeof(unsigned long long), s);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    h.counts = static_cast<unsigned long long*>(mem);
    h.range = reinterpret_cast<long long*>(h.counts + h.bins);
    hist_init_kernel<<<blocks_for(h.bins), kThreads, 0, s>>>(h);
    st = launched("histc's init kernel launch");
    if (st == ANYRT_STATUS_SUCCESS && h.lo == h.hi && total > 0) {
        range_kernel<<<blocks_for(total), kThreads, 0, s>>>(x, h, total);
        st = launched("histc's range kernel launch");
    }
    if (st == ANYRT_STATUS_SUCCESS && total > 0) {
        count_kernel<<<blocks_for(total), kThreads, 0, s>>>(x, h, total, cuda_fault_word(device));
        st = launched("histc's count kernel launch");
    }
    if (st == ANYRT_STATUS_SUCCESS) {
        store_counts_kernel<<<blocks_for(h.bins), kThreads, 0, s>>>(y, h);
        st = launched("histc's store kernel launch");
    }
    cudaFreeAsync(mem, s);
    return st;
}

anyrt_status_t cuda_op_isin(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const anyrt_isin_attrs_t* a = static_cast<const anyrt_isin_attrs_t*>(l->attrs);
    const Op y = op_of(l->tensors[0]), x = op_of(l->tensors[1]), t = op_of(l->tensors[2]);
    const int64_t total = numel(y.v);
    if (total == 0) return ANYRT_STATUS_SUCCESS;
    isin_kernel<<<blocks_for(total), kThreads, 0, (cudaStream_t)l->stream>>>(y, x, t, a->invert != 0, total);
    return launched("the isin kernel launch");
}

anyrt_status_t cuda_op_nonzero(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const anyrt_nonzero_attrs_t* a = static_cast<const anyrt_nonzero_attrs_t*>(l->attrs);
    const Op y = op_of(l->tensors[0]), x = op_of(l->tensors[1]);
    if (y.v.shape[1] != x.v.ndim)
        return cuda_fail(ANYRT_STATUS_INVALID_VALUE, "cuda: nonzero: y has %lld columns, but x has %d dims",
                         (long long)y.v.shape[1], x.v.ndim);
    if (y.v.shape[0] == 0) return ANYRT_STATUS_SUCCESS;
    compact_kernel<<<1, kCompactThreads, 0, (cudaStream_t)l->stream>>>(y, x, x, false, a->fill_value, numel(x.v));
    return launched("the nonzero kernel launch");
}

anyrt_status_t cuda_op_masked_select(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const Op y = op_of(l->tensors[0]), x = op_of(l->tensors[1]), mask = op_of(l->tensors[2]);
    if (y.v.shape[0] == 0) return ANYRT_STATUS_SUCCESS;
    compact_kernel<<<1, kCompactThreads, 0, (cudaStream_t)l->stream>>>(y, x, mask, true, 0, numel(x.v));
    return launched("the masked_select kernel launch");
}

}  // extern "C"
