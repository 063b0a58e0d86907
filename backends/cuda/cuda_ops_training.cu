// anyrt `cuda` backend: the training operators of 1.5 (the gradients autograd calls, pooling, batch
// norm, the optimizer steps), one launch or a few per call on the launch's stream, no host
// synchronization. Operands are any strided views the core checked (inputs' leading dims broadcast to
// the first output's with stride 0). Each follows its cpu kernel (runtime/kernels/ak_<file>.c): f16/bf16
// compute in f32, f64 in f64, rounded once at the store. Every sum has a fixed order for a given shape
// (a block's tree, a thread's rows in order), so a call's bits repeat run to run; they are not the cpu
// kernel's bits.
//
// Written without a GPU to run it on: compiled by nvcc for sm_90, NOT YET RUN.
#include <stdint.h>

#include <cub/device/device_radix_sort.cuh>

#include "cuda_ops_common.cuh"

namespace {

// ---- softmax_backward / log_softmax_backward: one block per row along `axis`

template <typename T, bool kLog>
__global__ void softmax_backward_rows(View dx, View dy, View y, int axis) {
    using C = typename Compute<T>::type;
    __shared__ C shared[32];
    const int64_t n = dx.shape[axis], sdx = dx.strides[axis], sdy = dy.strides[axis], sy = y.strides[axis];
    const int64_t bdx = row_base(dx, blockIdx.x, axis), bdy = row_base(dy, blockIdx.x, axis),
                  by = row_base(y, blockIdx.x, axis);
    C s = C(0);
    for (int64_t j = threadIdx.x; j < n; j += blockDim.x) {
        const C g = load<T>(dy.data, bdy + j * sdy);
        s += kLog ? g : g * load<T>(y.data, by + j * sy);
    }
    s = block_sum(s, shared);
    for (int64_t j = threadIdx.x; j < n; j += blockDim.x) {
        const C g = load<T>(dy.data, bdy + j * sdy), v = load<T>(y.data, by + j * sy);
        store<T>(dx.data, bdx + j * sdx, kLog ? g - exp(v) * s : v * (g - s));
    }
}

template <typename T, bool kLog> anyrt_status_t launch_softmax_backward(const anyrt_op_launch_t* l, int axis) {
    View dx = view_of(l->tensors[0]), dy = view_of(l->tensors[1]), y = view_of(l->tensors[2]);
    const int64_t rows = rows_of(dx, axis);
    if (numel(dx) == 0) return ANYRT_STATUS_SUCCESS;
    if (rows > INT32_MAX) return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: softmax_backward: more than 2^31 rows");
    softmax_backward_rows<T, kLog><<<(unsigned)rows, kThreads, 0, (cudaStream_t)l->stream>>>(dx, dy, y, axis);
    return cuda_check(cudaGetLastError(), "the softmax_backward kernel launch");
}

// ---- the weight gradients of the norms: a sum over every row per column. A block takes 32 columns;
// its 8 thread rows each sum every 8th row in order, then thread row 0 adds the 8 partial sums in order.
// dw[j] = sum dy * z * r (r: each row's factor from `r`, or 1 where r is NULL), db[j] = sum dy (db.data
// NULL: not written).

constexpr int kColTile = 32, kRowLanes = 8;

template <typename T>
__global__ void norm_weight_grads(View dw, View db, View dy, View z, const double* r, int64_t rows) {
    using C = typename Compute<T>::type;
    __shared__ C sw[kRowLanes][kColTile], sb[kRowLanes][kColTile];
    const int axis = dy.ndim - 1;
    const int64_t d = dy.shape[axis], j = blockIdx.x * (int64_t)kColTile + threadIdx.x;
    C aw = C(0), ab = C(0);
    if (j < d)
        for (int64_t row = threadIdx.y; row < rows; row += kRowLanes) {
            const C g = load<T>(dy.data, row_base(dy, row, axis) + j * dy.strides[axis]);
            const C f = r != nullptr ? C(r[row]) : C(1);
            aw += g * load<T>(z.data, row_base(z, row, axis) + j * z.strides[axis]) * f;
            ab += g;
        }
    sw[threadIdx.y][threadIdx.x] = aw;
    sb[threadIdx.y][threadIdx.x] = ab;
    __syncthreads();
    if (threadIdx.y == 0 && j < d) {
        C tw = C(0), tb = C(0);
        for (int k = 0; k < kRowLanes; ++k) {
            tw += sw[k][threadIdx.x];
            tb += sb[k][threadIdx.x];
        }
        store<T>(dw.data, j * dw.strides[0], tw);
        if (db.data != nullptr) store<T>(db.data, j * db.strides[0], tb);
    }
}

// layer_norm_backward's rows: g = dy * w, dx = (g - mean(g) - z * mean(g * z)) / std
template <typename T>
__global__ void layer_norm_backward_rows(View dx, View dy, View z, View sd, View w) {
    using C = typename Compute<T>::type;
    __shared__ C shared[32];
    const int axis = dx.ndim - 1;
    const int64_t n = dx.shape[axis];
    const int64_t bdx = row_base(dx, blockIdx.x, axis), bdy = row_base(dy, blockIdx.x, axis),
                  bz = row_base(z, blockIdx.x, axis);
    const C inv = C(1) / load<T>(sd.data, row_base(sd, blockIdx.x, sd.ndim));
    C sg = C(0), sgz = C(0);
    for (int64_t j = threadIdx.x; j < n; j += blockDim.x) {
        const C g = load<T>(dy.data, bdy + j * dy.strides[axis]) * load<T>(w.data, j * w.strides[0]);
        sg += g;
        sgz += g * load<T>(z.data, bz + j * z.strides[axis]);
    }
    const C mg = block_sum(sg, shared) / C(n), mgz = block_sum(sgz, shared) / C(n);
    for (int64_t j = threadIdx.x; j < n; j += blockDim.x) {
        const C g = load<T>(dy.data, bdy + j * dy.strides[axis]) * load<T>(w.data, j * w.strides[0]);
        store<T>(dx.data, bdx + j * dx.strides[axis], (g - mg - load<T>(z.data, bz + j * z.strides[axis]) * mgz) * inv);
    }
}

// rms_norm_backward's r = 1 / sqrt(mean(x * x) + eps) per row, into rs[row] (its own pass, so that the
// column pass reads dy before the row pass writes dx, which may be dy)
template <typename T>
__global__ void rms_norm_backward_r(View x, float eps, double* rs) {
    using C = typename Compute<T>::type;
    __shared__ C shared[32];
    const int axis = x.ndim - 1;
    const int64_t n = x.shape[axis], bx = row_base(x, blockIdx.x, axis);
    C ss = C(0);
    for (int64_t j = threadIdx.x; j < n; j += blockDim.x) {
        const C v = load<T>(x.data, bx + j * x.strides[axis]);
        ss += v * v;
    }
    const C r = C(1) / sqrt(block_sum(ss, shared) / C(n) + C(eps));
    if (threadIdx.x == 0) rs[blockIdx.x] = double(r);
}

// rms_norm_backward's rows: dx = r * g - x * r^3 * mean(g * x), g = dy * w, r from rs
template <typename T>
__global__ void rms_norm_backward_rows(View dx, View dy, View x, View w, const double* rs) {
    using C = typename Compute<T>::type;
    __shared__ C shared[32];
    const int axis = dx.ndim - 1;
    const int64_t n = dx.shape[axis];
    const int64_t bdx = row_base(dx, blockIdx.x, axis), bdy = row_base(dy, blockIdx.x, axis),
                  bx = row_base(x, blockIdx.x, axis);
    C sgx = C(0);
    for (int64_t j = threadIdx.x; j < n; j += blockDim.x)
        sgx += load<T>(dy.data, bdy + j * dy.strides[axis]) * load<T>(w.data, j * w.strides[0]) *
               load<T>(x.data, bx + j * x.strides[axis]);
    const C r = C(rs[blockIdx.x]), c = r * r * r * (block_sum(sgx, shared) / C(n));
    for (int64_t j = threadIdx.x; j < n; j += blockDim.x) {
        const C g = load<T>(dy.data, bdy + j * dy.strides[axis]) * load<T>(w.data, j * w.strides[0]);
        store<T>(dx.data, bdx + j * dx.strides[axis], r * g - load<T>(x.data, bx + j * x.strides[axis]) * c);
    }
}

inline unsigned col_blocks(int64_t d) { return (unsigned)((d + kColTile - 1) / kColTile); }

template <typename T> anyrt_status_t launch_layer_norm_backward(const anyrt_op_launch_t* l) {
    View dx = view_of(l->tensors[0]), dw = view_of(l->tensors[1]), db = view_of(l->tensors[2]);
    View dy = view_of(l->tensors[3]), z = view_of(l->tensors[4]), sd = view_of(l->tensors[5]), w = view_of(l->tensors[6]);
    const int axis = dx.ndim - 1;
    const int64_t d = dx.shape[axis], rows = d == 0 ? 0 : numel(dx) / d;
    if (d == 0) return ANYRT_STATUS_SUCCESS;
    if (rows > INT32_MAX) return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: layer_norm_backward: more than 2^31 rows");
    cudaStream_t s = (cudaStream_t)l->stream;
    // the column pass reads dy before the row pass writes dx (dx may be dy)
    norm_weight_grads<T><<<col_blocks(d), dim3(kColTile, kRowLanes), 0, s>>>(dw, db, dy, z, nullptr, rows);
    if (rows > 0) layer_norm_backward_rows<T><<<(unsigned)rows, kThreads, 0, s>>>(dx, dy, z, sd, w);
    return cuda_check(cudaGetLastError(), "the layer_norm_backward kernel launch");
}

template <typename T> anyrt_status_t launch_rms_norm_backward(const anyrt_op_launch_t* l) {
    View dx = view_of(l->tensors[0]), dw = view_of(l->tensors[1]), dy = view_of(l->tensors[2]);
    View x = view_of(l->tensors[3]), w = view_of(l->tensors[4]), none{};
    const float eps = static_cast<const anyrt_rms_norm_backward_attrs_t*>(l->attrs)->epsilon;
    const int axis = dx.ndim - 1;
    const int64_t d = dx.shape[axis], rows = d == 0 ? 0 : numel(dx) / d;
    if (d == 0) return ANYRT_STATUS_SUCCESS;
    if (rows > INT32_MAX) return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: rms_norm_backward: more than 2^31 rows");
    if (rows > 0 && (l->workspace == nullptr || l->workspace_size < (size_t)rows * sizeof(double)))
        return cuda_fail(ANYRT_STATUS_INVALID_VALUE, "cuda: rms_norm_backward: the workspace is %zu bytes, it needs %zu",
                         l->workspace_size, (size_t)rows * sizeof(double));
    // r per row, then the column pass (reads dy), then dx (which may be dy), in stream order
    double* rs = static_cast<double*>(l->workspace);
    cudaStream_t s = (cudaStream_t)l->stream;
    if (rows > 0) rms_norm_backward_r<T><<<(unsigned)rows, kThreads, 0, s>>>(x, eps, rs);
    norm_weight_grads<T><<<col_blocks(d), dim3(kColTile, kRowLanes), 0, s>>>(dw, none, dy, x, rows > 0 ? rs : nullptr, rows);
    if (rows > 0) rms_norm_backward_rows<T><<<(unsigned)rows, kThreads, 0, s>>>(dx, dy, x, w, rs);
    return cuda_check(cudaGetLastError(), "the rms_norm_backward kernel launch");
}


// ---- the per-token losses: nll_loss (a thread per token), cross_entropy_backward (a block per token),
// nll_loss_backward (a thread per element). A target outside [0, v) is an ignored token: loss 0, a row
// of zeros. Rows walk dx (or x) with the per-token tensors (y, dy, target) one dim shorter.

template <typename T>
__global__ void nll_loss_kernel(View y, View x, View target, bool i64, int64_t tokens) {
    using C = typename Compute<T>::type;
    const int lead = x.ndim - 1;
    const int64_t v = x.shape[lead];
    for (int64_t r = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; r < tokens; r += (int64_t)gridDim.x * blockDim.x) {
        const int64_t label = load_index(target.data, offset_of(target, r, lead), i64);
        const C val = label < 0 || label >= v ? C(0) : -load<T>(x.data, row_base(x, r, lead) + label * x.strides[lead]);
        store<T>(y.data, offset_of(y, r, lead), val);
    }
}

template <typename T>
__global__ void cross_entropy_backward_rows(View dx, View dy, View x, View target, bool i64) {
    using C = typename Compute<T>::type;
    __shared__ C shared[32];
    const int lead = dx.ndim - 1;
    const int64_t v = dx.shape[lead], bdx = row_base(dx, blockIdx.x, lead), bx = row_base(x, blockIdx.x, lead);
    const int64_t label = load_index(target.data, offset_of(target, blockIdx.x, lead), i64);
    if (label < 0 || label >= v) {
        for (int64_t j = threadIdx.x; j < v; j += blockDim.x) store<T>(dx.data, bdx + j * dx.strides[lead], C(0));
        return;
    }
    const C g = load<T>(dy.data, offset_of(dy, blockIdx.x, lead));
    C m = -INFINITY;
    for (int64_t j = threadIdx.x; j < v; j += blockDim.x) m = max(m, load<T>(x.data, bx + j * x.strides[lead]));
    m = block_max(m, shared);
    C sum = C(0);
    for (int64_t j = threadIdx.x; j < v; j += blockDim.x) sum += exp(load<T>(x.data, bx + j * x.strides[lead]) - m);
    const C inv = C(1) / block_sum(sum, shared);
    for (int64_t j = threadIdx.x; j < v; j += blockDim.x) {
        const C p = exp(load<T>(x.data, bx + j * x.strides[lead]) - m) * inv;
        store<T>(dx.data, bdx + j * dx.strides[lead], g * (j == label ? p - C(1) : p));
    }
}

template <typename T>
__global__ void nll_loss_backward_kernel(View dx, View dy, View target, bool i64, int64_t n) {
    using C = typename Compute<T>::type;
    const int lead = dx.ndim - 1;
    const int64_t v = dx.shape[lead];
    for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < n; e += (int64_t)gridDim.x * blockDim.x) {
        const int64_t j = e % v, r = e / v;
        const int64_t label = load_index(target.data, offset_of(target, r, lead), i64);
        const C val = j == label ? -load<T>(dy.data, offset_of(dy, r, lead)) : C(0);
        store<T>(dx.data, row_base(dx, r, lead) + j * dx.strides[lead], val);
    }
}

template <typename T> anyrt_status_t launch_nll_loss(const anyrt_op_launch_t* l) {
    View y = view_of(l->tensors[0]), x = view_of(l->tensors[1]), target = view_of(l->tensors[2]);
    const int64_t v = x.shape[x.ndim - 1], tokens = v == 0 ? numel(y) : numel(x) / v;
    if (tokens == 0) return ANYRT_STATUS_SUCCESS;
    const bool i64 = l->tensors[2].dtype == ANYRT_DTYPE_INT64;
    nll_loss_kernel<T><<<blocks_for(tokens), kThreads, 0, (cudaStream_t)l->stream>>>(y, x, target, i64, tokens);
    return cuda_check(cudaGetLastError(), "the nll_loss kernel launch");
}

template <typename T> anyrt_status_t launch_cross_entropy_backward(const anyrt_op_launch_t* l) {
    View dx = view_of(l->tensors[0]), dy = view_of(l->tensors[1]), x = view_of(l->tensors[2]);
    View target = view_of(l->tensors[3]);
    const int64_t v = dx.shape[dx.ndim - 1], rows = v == 0 ? 0 : numel(dx) / v;
    if (rows == 0) return ANYRT_STATUS_SUCCESS;
    if (rows > INT32_MAX) return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: cross_entropy_backward: more than 2^31 rows");
    const bool i64 = l->tensors[3].dtype == ANYRT_DTYPE_INT64;
    cross_entropy_backward_rows<T><<<(unsigned)rows, kThreads, 0, (cudaStream_t)l->stream>>>(dx, dy, x, target, i64);
    return cuda_check(cudaGetLastError(), "the cross_entropy_backward kernel launch");
}

template <typename T> anyrt_status_t launch_nll_loss_backward(const anyrt_op_launch_t* l) {
    // target is the last tensor (x before it only fixed dx's shape)
    View dx = view_of(l->tensors[0]), dy = view_of(l->tensors[1]), target = view_of(l->tensors[l->tensor_count - 1]);
    const int64_t n = numel(dx);
    if (n == 0) return ANYRT_STATUS_SUCCESS;
    const bool i64 = l->tensors[l->tensor_count - 1].dtype == ANYRT_DTYPE_INT64;
    nll_loss_backward_kernel<T><<<blocks_for(n), kThreads, 0, (cudaStream_t)l->stream>>>(dx, dy, target, i64, n);
    return cuda_check(cudaGetLastError(), "the nll_loss_backward kernel launch");
}

// ---- embedding_backward: the tokens sorted by id (cub's radix sort is stable: token order within an
// id), then a block per run of one id adds its tokens' rows in order into an f32 (f64) copy of that
// row of dweight and stores it once. Ids equal to padding_idx sort last (key v) and add nothing; an id
// outside [0, v) adds nothing and raises the fault word (the cpu kernel refuses the run).

struct EmbLayout {
    int32_t *keys, *keys_alt, *vals, *vals_alt;
    void* scratch;
    size_t scratch_bytes, total;
};

constexpr size_t kEmbAlign = 256;
inline size_t emb_align(size_t b) { return (b + kEmbAlign - 1) / kEmbAlign * kEmbAlign; }

anyrt_status_t emb_layout(int64_t n, char* base, EmbLayout* out) {
    size_t at = 0;
    auto take = [&](size_t bytes) {
        char* p = base ? base + at : nullptr;
        at += emb_align(bytes);
        return p;
    };
    out->keys = reinterpret_cast<int32_t*>(take(sizeof(int32_t) * n));
    out->keys_alt = reinterpret_cast<int32_t*>(take(sizeof(int32_t) * n));
    out->vals = reinterpret_cast<int32_t*>(take(sizeof(int32_t) * n));
    out->vals_alt = reinterpret_cast<int32_t*>(take(sizeof(int32_t) * n));
    cub::DoubleBuffer<int32_t> keys(out->keys, out->keys_alt), vals(out->vals, out->vals_alt);
    size_t bytes = 0;
    anyrt_status_t st = cuda_check(cub::DeviceRadixSort::SortPairs(nullptr, bytes, keys, vals, (int)n, 0, 32, 0),
                                   "cub's sort (its scratch size)");
    if (st != ANYRT_STATUS_SUCCESS) return st;
    out->scratch = take(bytes);
    out->scratch_bytes = bytes;
    out->total = at + kEmbAlign;  // the caller's workspace need not be aligned
    return ANYRT_STATUS_SUCCESS;
}

__global__ void emb_keys(int32_t* keys, int32_t* vals, View ids, bool i64, int64_t n, int64_t v, int64_t pad,
                         cuda_fault_t* fault) {
    for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < n; i += (int64_t)gridDim.x * blockDim.x) {
        const int64_t id = load_index(ids.data, i * ids.strides[0], i64);
        if (id < 0 || id >= v) raise_fault(fault, id, v, CUDA_FAULT_INDEX);
        keys[i] = id < 0 || id >= v || id == pad ? (int32_t)v : (int32_t)id;
        vals[i] = (int32_t)i;
    }
}

template <typename T>
__global__ void emb_accumulate(View dw, View dy, const int32_t* keys, const int32_t* vals, int64_t n, int64_t v) {
    using C = typename Compute<T>::type;
    const int64_t i = blockIdx.x;
    const int32_t id = keys[i];
    if (id >= v || (i > 0 && keys[i - 1] == id)) return;  // not the first token of a run of a real id
    const int64_t d = dw.shape[1];
    for (int64_t j = threadIdx.x; j < d; j += blockDim.x) {
        C acc = load<T>(dw.data, id * dw.strides[0] + j * dw.strides[1]);
        for (int64_t k = i; k < n && keys[k] == id; ++k) acc += load<T>(dy.data, vals[k] * dy.strides[0] + j * dy.strides[1]);
        store<T>(dw.data, id * dw.strides[0] + j * dw.strides[1], acc);
    }
}

template <typename T> anyrt_status_t launch_embedding_backward(int device, const anyrt_op_launch_t* l) {
    View dw = view_of(l->tensors[0]), dy = view_of(l->tensors[1]), ids = view_of(l->tensors[2]);
    const int64_t v = dw.shape[0], n = dy.shape[0];
    const int64_t pad = static_cast<const anyrt_embedding_backward_attrs_t*>(l->attrs)->padding_idx;
    if (n == 0) return ANYRT_STATUS_SUCCESS;
    if (n > INT32_MAX || v >= INT32_MAX)
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: embedding_backward: 2^31 - 1 or more tokens or ids");
    EmbLayout lay;
    anyrt_status_t st = emb_layout(n, nullptr, &lay);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (l->workspace == nullptr || l->workspace_size < lay.total)
        return cuda_fail(ANYRT_STATUS_INVALID_VALUE, "cuda: embedding_backward: the workspace is %zu bytes, it needs %zu",
                         l->workspace_size, lay.total);
    const uintptr_t at = reinterpret_cast<uintptr_t>(l->workspace);
    st = emb_layout(n, reinterpret_cast<char*>((at + kEmbAlign - 1) / kEmbAlign * kEmbAlign), &lay);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    cudaStream_t s = (cudaStream_t)l->stream;
    const bool i64 = l->tensors[2].dtype == ANYRT_DTYPE_INT64;
    emb_keys<<<blocks_for(n), kThreads, 0, s>>>(lay.keys, lay.vals, ids, i64, n, v, pad, cuda_fault_word(device));
    cub::DoubleBuffer<int32_t> keys(lay.keys, lay.keys_alt), vals(lay.vals, lay.vals_alt);
    int bits = 1;
    while (bits < 31 && (int64_t(1) << bits) <= v) ++bits;  // keys are in [0, v]
    size_t bytes = lay.scratch_bytes;
    st = cuda_check(cub::DeviceRadixSort::SortPairs(lay.scratch, bytes, keys, vals, (int)n, 0, bits, s), "cub's sort");
    if (st != ANYRT_STATUS_SUCCESS) return st;
    emb_accumulate<T><<<(unsigned)n, kThreads, 0, s>>>(dw, dy, keys.Current(), vals.Current(), n, v);
    return cuda_check(cudaGetLastError(), "the embedding_backward kernel launch");
}


// ---- conv_backward_data / conv_backward_filter: spatial dims in 3 slots as the cpu kernel (a missing one
// in front: size 1, stride 0). dx: a thread per element gathering over the taps then the output channels;
// dw: a block per element summing over the images and output positions (a block sum: a fixed tree);
// db: a block per output channel.

struct ConvGeom {
    int64_t nb, cin, cout;
    int64_t in[3], k[3], out[3], pad[3], step[3], dil[3];
    int64_t sx[5], sw[5], sy[5];  // x or dx, w or dw, dy: elements
};

inline bool conv_geom(ConvGeom* g, const View& dy, const View& x, const View& w, const int64_t* pads,
                      const int64_t* strides, const int64_t* dilations, int n) {
    if (n < 1 || n > 3 || dy.ndim != n + 2 || x.ndim != n + 2 || w.ndim != n + 2) return false;
    g->nb = x.shape[0];
    g->cin = x.shape[1];
    g->cout = dy.shape[1];
    for (int i = 0; i < 2; ++i) {
        g->sx[i] = x.strides[i];
        g->sw[i] = w.strides[i];
        g->sy[i] = dy.strides[i];
    }
    for (int s = 0; s < 3; ++s) {
        const int i = s - (3 - n);
        const bool on = i >= 0;
        g->in[s] = on ? x.shape[2 + i] : 1;
        g->k[s] = on ? w.shape[2 + i] : 1;
        g->out[s] = on ? dy.shape[2 + i] : 1;
        g->pad[s] = on ? pads[i] : 0;
        g->step[s] = on ? strides[i] : 1;
        g->dil[s] = on ? dilations[i] : 1;
        g->sx[2 + s] = on ? x.strides[2 + i] : 0;
        g->sw[2 + s] = on ? w.strides[2 + i] : 0;
        g->sy[2 + s] = on ? dy.strides[2 + i] : 0;
    }
    return true;
}

__device__ __forceinline__ int64_t conv_out_of(const ConvGeom& g, int s, int64_t i, int64_t t) {
    const int64_t q = i + g.pad[s] - t * g.dil[s];
    if (q < 0 || q % g.step[s] != 0) return -1;
    const int64_t o = q / g.step[s];
    return o < g.out[s] ? o : -1;
}

template <typename T>
__global__ void conv_backward_data_kernel(char* dx, const char* dy, const char* w, ConvGeom g, int64_t n) {
    using C = typename Compute<T>::type;
    for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < n; e += (int64_t)gridDim.x * blockDim.x) {
        const int64_t i2 = e % g.in[2], i1 = (e / g.in[2]) % g.in[1], i0 = (e / g.in[2] / g.in[1]) % g.in[0];
        const int64_t ci = (e / g.in[2] / g.in[1] / g.in[0]) % g.cin, b = e / g.in[2] / g.in[1] / g.in[0] / g.cin;
        C acc = C(0);
        for (int64_t t0 = 0; t0 < g.k[0]; ++t0) {
            const int64_t o0 = conv_out_of(g, 0, i0, t0);
            if (o0 < 0) continue;
            for (int64_t t1 = 0; t1 < g.k[1]; ++t1) {
                const int64_t o1 = conv_out_of(g, 1, i1, t1);
                if (o1 < 0) continue;
                for (int64_t t2 = 0; t2 < g.k[2]; ++t2) {
                    const int64_t o2 = conv_out_of(g, 2, i2, t2);
                    if (o2 < 0) continue;
                    const int64_t yo = b * g.sy[0] + o0 * g.sy[2] + o1 * g.sy[3] + o2 * g.sy[4];
                    const int64_t wo = ci * g.sw[1] + t0 * g.sw[2] + t1 * g.sw[3] + t2 * g.sw[4];
                    for (int64_t co = 0; co < g.cout; ++co)
                        acc += load<T>(dy, yo + co * g.sy[1]) * load<T>(w, wo + co * g.sw[0]);
                }
            }
        }
        store<T>(dx, b * g.sx[0] + ci * g.sx[1] + i0 * g.sx[2] + i1 * g.sx[3] + i2 * g.sx[4], acc);
    }
}

template <typename T>
__global__ void conv_backward_filter_kernel(char* dw, const char* dy, const char* x, ConvGeom g) {
    using C = typename Compute<T>::type;
    __shared__ C shared[32];
    const int64_t e = blockIdx.x;
    const int64_t t2 = e % g.k[2], t1 = (e / g.k[2]) % g.k[1], t0 = (e / g.k[2] / g.k[1]) % g.k[0];
    const int64_t ci = (e / g.k[2] / g.k[1] / g.k[0]) % g.cin, co = e / g.k[2] / g.k[1] / g.k[0] / g.cin;
    const int64_t npos = g.out[0] * g.out[1] * g.out[2];
    C acc = C(0);
    for (int64_t p = threadIdx.x; p < g.nb * npos; p += blockDim.x) {
        const int64_t o2 = p % g.out[2], o1 = (p / g.out[2]) % g.out[1], o0 = (p / g.out[2] / g.out[1]) % g.out[0];
        const int64_t b = p / npos;
        const int64_t i0 = o0 * g.step[0] - g.pad[0] + t0 * g.dil[0], i1 = o1 * g.step[1] - g.pad[1] + t1 * g.dil[1],
                      i2 = o2 * g.step[2] - g.pad[2] + t2 * g.dil[2];
        if (i0 < 0 || i0 >= g.in[0] || i1 < 0 || i1 >= g.in[1] || i2 < 0 || i2 >= g.in[2]) continue;
        acc += load<T>(dy, b * g.sy[0] + co * g.sy[1] + o0 * g.sy[2] + o1 * g.sy[3] + o2 * g.sy[4]) *
               load<T>(x, b * g.sx[0] + ci * g.sx[1] + i0 * g.sx[2] + i1 * g.sx[3] + i2 * g.sx[4]);
    }
    acc = block_sum(acc, shared);
    if (threadIdx.x == 0) store<T>(dw, co * g.sw[0] + ci * g.sw[1] + t0 * g.sw[2] + t1 * g.sw[3] + t2 * g.sw[4], acc);
}

template <typename T>
__global__ void conv_backward_bias_kernel(View db, const char* dy, ConvGeom g) {
    using C = typename Compute<T>::type;
    __shared__ C shared[32];
    const int64_t co = blockIdx.x, npos = g.out[0] * g.out[1] * g.out[2];
    C acc = C(0);
    for (int64_t p = threadIdx.x; p < g.nb * npos; p += blockDim.x) {
        const int64_t o2 = p % g.out[2], o1 = (p / g.out[2]) % g.out[1], o0 = (p / g.out[2] / g.out[1]) % g.out[0];
        acc += load<T>(dy, (p / npos) * g.sy[0] + co * g.sy[1] + o0 * g.sy[2] + o1 * g.sy[3] + o2 * g.sy[4]);
    }
    acc = block_sum(acc, shared);
    if (threadIdx.x == 0) store<T>(db.data, co * db.strides[0], acc);
}

template <typename T> anyrt_status_t launch_conv_backward_data(const anyrt_op_launch_t* l) {
    View dx = view_of(l->tensors[0]), dy = view_of(l->tensors[1]), w = view_of(l->tensors[2]);
    const auto* a = static_cast<const anyrt_conv_backward_data_attrs_t*>(l->attrs);
    ConvGeom g;
    if (!conv_geom(&g, dy, dx, w, a->pads, a->strides, a->dilations, a->n))
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: conv_backward_data: 1 to 3 spatial dims");
    const int64_t n = numel(dx);
    if (n == 0) return ANYRT_STATUS_SUCCESS;
    conv_backward_data_kernel<T><<<blocks_for(n), kThreads, 0, (cudaStream_t)l->stream>>>(dx.data, dy.data, w.data, g, n);
    return cuda_check(cudaGetLastError(), "the conv_backward_data kernel launch");
}

template <typename T> anyrt_status_t launch_conv_backward_filter(const anyrt_op_launch_t* l) {
    View dw = view_of(l->tensors[0]), db = view_of(l->tensors[1]), dy = view_of(l->tensors[2]), x = view_of(l->tensors[3]);
    const auto* a = static_cast<const anyrt_conv_backward_filter_attrs_t*>(l->attrs);
    ConvGeom g;
    if (!conv_geom(&g, dy, x, dw, a->pads, a->strides, a->dilations, a->n))
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: conv_backward_filter: 1 to 3 spatial dims");
    const int64_t n = numel(dw);
    if (n > INT32_MAX || g.cout > INT32_MAX)
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: conv_backward_filter: more than 2^31 filter elements");
    cudaStream_t s = (cudaStream_t)l->stream;
    if (n > 0) conv_backward_filter_kernel<T><<<(unsigned)n, kThreads, 0, s>>>(dw.data, dy.data, x.data, g);
    if (db.data != nullptr && g.cout > 0) conv_backward_bias_kernel<T><<<(unsigned)g.cout, kThreads, 0, s>>>(db, dy.data, g);
    return cuda_check(cudaGetLastError(), "the conv_backward_filter kernel launch");
}


// ---- max_pool / avg_pool and their gradients: spatial dims in 3 slots (a missing one in front: size 1);
// a thread per output element (forward) or per dx element (backward, gathering over the windows that
// contain it in order), as the cpu kernel.

struct PoolGeom {
    int64_t nb, c;
    int64_t in[3], k[3], out[3], pad[3], step[3];
    int64_t sx[5], sy[5], si[5];  // x or dx, y or dy, indices
    int count_pad;
};

inline bool pool_geom(PoolGeom* g, const View& big, const View& small, const View* idx, const int64_t* kernel,
                      const int64_t* strides, const int64_t* pads, int n) {
    if (n < 1 || n > 3 || big.ndim != n + 2 || small.ndim != n + 2) return false;
    g->nb = big.shape[0];
    g->c = big.shape[1];
    for (int i = 0; i < 2; ++i) {
        g->sx[i] = big.strides[i];
        g->sy[i] = small.strides[i];
        g->si[i] = idx ? idx->strides[i] : 0;
    }
    for (int s = 0; s < 3; ++s) {
        const int i = s - (3 - n);
        const bool on = i >= 0;
        g->in[s] = on ? big.shape[2 + i] : 1;
        g->out[s] = on ? small.shape[2 + i] : 1;
        g->k[s] = on ? kernel[i] : 1;
        g->step[s] = on ? strides[i] : 1;
        g->pad[s] = on ? pads[i] : 0;
        g->sx[2 + s] = on ? big.strides[2 + i] : 0;
        g->sy[2 + s] = on ? small.strides[2 + i] : 0;
        g->si[2 + s] = on && idx ? idx->strides[2 + i] : 0;
    }
    g->count_pad = 0;
    return true;
}

__device__ __forceinline__ void pool_window(const PoolGeom& g, int s, int64_t o, int64_t& lo, int64_t& hi) {
    const int64_t a = o * g.step[s] - g.pad[s], e = a + g.k[s];
    lo = a < 0 ? 0 : a;
    hi = e > g.in[s] ? g.in[s] : e;
}

__device__ __forceinline__ void pool_outs(const PoolGeom& g, int s, int64_t i, int64_t& lo, int64_t& hi) {
    const int64_t q = i + g.pad[s] - g.k[s] + 1, e = (i + g.pad[s]) / g.step[s] + 1;
    lo = q <= 0 ? 0 : (q + g.step[s] - 1) / g.step[s];
    hi = e > g.out[s] ? g.out[s] : e;
}

__device__ __forceinline__ int64_t pool_divisor(const PoolGeom& g, int64_t o0, int64_t o1, int64_t o2) {
    if (g.count_pad) return g.k[0] * g.k[1] * g.k[2];
    int64_t d = 1, lo, hi;
    pool_window(g, 0, o0, lo, hi);
    d *= hi - lo;
    pool_window(g, 1, o1, lo, hi);
    d *= hi - lo;
    pool_window(g, 2, o2, lo, hi);
    return d * (hi - lo);
}

template <typename T, bool kMax>
__global__ void pool_forward_kernel(char* y, int64_t* idx, const char* x, PoolGeom g, int64_t n) {
    using C = typename Compute<T>::type;
    for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < n; e += (int64_t)gridDim.x * blockDim.x) {
        const int64_t o2 = e % g.out[2], o1 = (e / g.out[2]) % g.out[1], o0 = (e / g.out[2] / g.out[1]) % g.out[0];
        const int64_t c = (e / g.out[2] / g.out[1] / g.out[0]) % g.c, b = e / g.out[2] / g.out[1] / g.out[0] / g.c;
        int64_t a0, e0, a1, e1, a2, e2;
        pool_window(g, 0, o0, a0, e0);
        pool_window(g, 1, o1, a1, e1);
        pool_window(g, 2, o2, a2, e2);
        const int64_t xc = b * g.sx[0] + c * g.sx[1];
        C acc = kMax ? C(-INFINITY) : C(0);
        int64_t at = (a0 * g.in[1] + a1) * g.in[2] + a2;
        for (int64_t i0 = a0; i0 < e0; ++i0)
            for (int64_t i1 = a1; i1 < e1; ++i1)
                for (int64_t i2 = a2; i2 < e2; ++i2) {
                    const C v = load<T>(x, xc + i0 * g.sx[2] + i1 * g.sx[3] + i2 * g.sx[4]);
                    if (!kMax) {
                        acc += v;
                    } else if (v > acc || v != v) {
                        acc = v;
                        at = (i0 * g.in[1] + i1) * g.in[2] + i2;
                    }
                }
        if (!kMax) acc /= C(pool_divisor(g, o0, o1, o2));
        store<T>(y, b * g.sy[0] + c * g.sy[1] + o0 * g.sy[2] + o1 * g.sy[3] + o2 * g.sy[4], acc);
        if (kMax) idx[b * g.si[0] + c * g.si[1] + o0 * g.si[2] + o1 * g.si[3] + o2 * g.si[4]] = at;
    }
}

template <typename T>
__global__ void pool_backward_kernel(char* dx, const char* dy, const int64_t* idx, PoolGeom g, int64_t n) {
    using C = typename Compute<T>::type;
    for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < n; e += (int64_t)gridDim.x * blockDim.x) {
        const int64_t i2 = e % g.in[2], i1 = (e / g.in[2]) % g.in[1], i0 = (e / g.in[2] / g.in[1]) % g.in[0];
        const int64_t c = (e / g.in[2] / g.in[1] / g.in[0]) % g.c, b = e / g.in[2] / g.in[1] / g.in[0] / g.c;
        int64_t a0, e0, a1, e1, a2, e2;
        pool_outs(g, 0, i0, a0, e0);
        pool_outs(g, 1, i1, a1, e1);
        pool_outs(g, 2, i2, a2, e2);
        const int64_t flat = (i0 * g.in[1] + i1) * g.in[2] + i2;
        C acc = C(0);
        for (int64_t o0 = a0; o0 < e0; ++o0)
            for (int64_t o1 = a1; o1 < e1; ++o1)
                for (int64_t o2 = a2; o2 < e2; ++o2) {
                    const C v = load<T>(dy, b * g.sy[0] + c * g.sy[1] + o0 * g.sy[2] + o1 * g.sy[3] + o2 * g.sy[4]);
                    if (idx == nullptr)
                        acc += v / C(pool_divisor(g, o0, o1, o2));
                    else if (idx[b * g.si[0] + c * g.si[1] + o0 * g.si[2] + o1 * g.si[3] + o2 * g.si[4]] == flat)
                        acc += v;
                }
        store<T>(dx, b * g.sx[0] + c * g.sx[1] + i0 * g.sx[2] + i1 * g.sx[3] + i2 * g.sx[4], acc);
    }
}

template <typename T> anyrt_status_t launch_max_pool(const anyrt_op_launch_t* l) {
    View y = view_of(l->tensors[0]), idx = view_of(l->tensors[1]), x = view_of(l->tensors[2]);
    const auto* a = static_cast<const anyrt_max_pool_attrs_t*>(l->attrs);
    PoolGeom g;
    if (!pool_geom(&g, x, y, &idx, a->kernel_size, a->strides, a->pads, a->n))
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: max_pool: 1 to 3 spatial dims");
    const int64_t n = numel(y);
    if (n == 0) return ANYRT_STATUS_SUCCESS;
    pool_forward_kernel<T, true><<<blocks_for(n), kThreads, 0, (cudaStream_t)l->stream>>>(
        y.data, reinterpret_cast<int64_t*>(idx.data), x.data, g, n);
    return cuda_check(cudaGetLastError(), "the max_pool kernel launch");
}

template <typename T> anyrt_status_t launch_avg_pool(const anyrt_op_launch_t* l) {
    View y = view_of(l->tensors[0]), x = view_of(l->tensors[1]);
    const auto* a = static_cast<const anyrt_avg_pool_attrs_t*>(l->attrs);
    PoolGeom g;
    if (!pool_geom(&g, x, y, nullptr, a->kernel_size, a->strides, a->pads, a->n))
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: avg_pool: 1 to 3 spatial dims");
    g.count_pad = a->count_include_pad != 0;
    const int64_t n = numel(y);
    if (n == 0) return ANYRT_STATUS_SUCCESS;
    pool_forward_kernel<T, false><<<blocks_for(n), kThreads, 0, (cudaStream_t)l->stream>>>(y.data, nullptr, x.data, g, n);
    return cuda_check(cudaGetLastError(), "the avg_pool kernel launch");
}

template <typename T> anyrt_status_t launch_max_pool_backward(const anyrt_op_launch_t* l) {
    View dx = view_of(l->tensors[0]), dy = view_of(l->tensors[1]), idx = view_of(l->tensors[2]);
    const auto* a = static_cast<const anyrt_max_pool_backward_attrs_t*>(l->attrs);
    PoolGeom g;
    if (!pool_geom(&g, dx, dy, &idx, a->kernel_size, a->strides, a->pads, a->n))
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: max_pool_backward: 1 to 3 spatial dims");
    const int64_t n = numel(dx);
    if (n == 0) return ANYRT_STATUS_SUCCESS;
    pool_backward_kernel<T><<<blocks_for(n), kThreads, 0, (cudaStream_t)l->stream>>>(
        dx.data, dy.data, reinterpret_cast<const int64_t*>(idx.data), g, n);
    return cuda_check(cudaGetLastError(), "the max_pool_backward kernel launch");
}

template <typename T> anyrt_status_t launch_avg_pool_backward(const anyrt_op_launch_t* l) {
    View dx = view_of(l->tensors[0]), dy = view_of(l->tensors[1]);
    const auto* a = static_cast<const anyrt_avg_pool_backward_attrs_t*>(l->attrs);
    PoolGeom g;
    if (!pool_geom(&g, dx, dy, nullptr, a->kernel_size, a->strides, a->pads, a->n))
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: avg_pool_backward: 1 to 3 spatial dims");
    g.count_pad = a->count_include_pad != 0;
    const int64_t n = numel(dx);
    if (n == 0) return ANYRT_STATUS_SUCCESS;
    pool_backward_kernel<T><<<blocks_for(n), kThreads, 0, (cudaStream_t)l->stream>>>(dx.data, dy.data, nullptr, g, n);
    return cuda_check(cudaGetLastError(), "the avg_pool_backward kernel launch");
}


// ---- batch_norm on x as [nb, c, s]: a block per channel (training, backward; the block's sums over the
// batch and positions: a fixed tree), a thread per element (inference). Absent vectors: data NULL.

__device__ __forceinline__ int64_t bn_off(const View& v, int64_t b, int64_t ch, int64_t j) {
    return b * v.strides[0] + ch * v.strides[1] + j * v.strides[2];
}

template <typename T>
__device__ __forceinline__ typename Compute<T>::type vec_or(const View& v, int64_t i, typename Compute<T>::type dflt) {
    return v.data != nullptr ? load<T>(v.data, i * v.strides[0]) : dflt;
}

template <typename T>
__global__ void batch_norm_train(View y, View sm, View si, View rm, View rv, View x, View w, View b, float momentum,
                                 float eps) {
    using C = typename Compute<T>::type;
    __shared__ C shared[32];
    const int64_t ch = blockIdx.x, nb = x.shape[0], s = x.shape[2], m = nb * s;
    C sum = C(0);
    for (int64_t p = threadIdx.x; p < m; p += blockDim.x) sum += load<T>(x.data, bn_off(x, p / s, ch, p % s));
    const C mean = block_sum(sum, shared) / C(m);
    C ss = C(0);
    for (int64_t p = threadIdx.x; p < m; p += blockDim.x) {
        const C v = load<T>(x.data, bn_off(x, p / s, ch, p % s)) - mean;
        ss += v * v;
    }
    const C var = block_sum(ss, shared) / C(m), invstd = C(1) / sqrt(var + C(eps));
    const C wv = vec_or<T>(w, ch, C(1)), bv = vec_or<T>(b, ch, C(0));
    for (int64_t p = threadIdx.x; p < m; p += blockDim.x)
        store<T>(y.data, bn_off(y, p / s, ch, p % s), (load<T>(x.data, bn_off(x, p / s, ch, p % s)) - mean) * invstd * wv + bv);
    if (threadIdx.x == 0) {
        store<T>(sm.data, ch * sm.strides[0], mean);
        store<T>(si.data, ch * si.strides[0], invstd);
        const C mom = C(momentum);
        if (rm.data != nullptr) store<T>(rm.data, ch * rm.strides[0], (C(1) - mom) * load<T>(rm.data, ch * rm.strides[0]) + mom * mean);
        if (rv.data != nullptr) {
            const C unbiased = m > 1 ? var * C(m) / C(m - 1) : C(NAN);
            store<T>(rv.data, ch * rv.strides[0], (C(1) - mom) * load<T>(rv.data, ch * rv.strides[0]) + mom * unbiased);
        }
    }
}

template <typename T>
__global__ void batch_norm_infer(View y, View x, View rm, View rv, View w, View b, float eps, int64_t n) {
    using C = typename Compute<T>::type;
    const int64_t c = x.shape[1], s = x.shape[2];
    for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < n; e += (int64_t)gridDim.x * blockDim.x) {
        const int64_t j = e % s, ch = (e / s) % c, bi = e / s / c;
        const C inv = C(1) / sqrt(load<T>(rv.data, ch * rv.strides[0]) + C(eps));
        const C v = (load<T>(x.data, bn_off(x, bi, ch, j)) - load<T>(rm.data, ch * rm.strides[0])) * inv;
        store<T>(y.data, bn_off(y, bi, ch, j), v * vec_or<T>(w, ch, C(1)) + vec_or<T>(b, ch, C(0)));
    }
}

template <typename T>
__global__ void batch_norm_back(View dx, View dw, View db, View dy, View x, View mean, View invstd, View w, int training) {
    using C = typename Compute<T>::type;
    __shared__ C shared[32];
    const int64_t ch = blockIdx.x, s = x.shape[2], m = x.shape[0] * s;
    const C mu = load<T>(mean.data, ch * mean.strides[0]), inv = load<T>(invstd.data, ch * invstd.strides[0]);
    C sdy = C(0), sdyx = C(0);
    for (int64_t p = threadIdx.x; p < m; p += blockDim.x) {
        const C g = load<T>(dy.data, bn_off(dy, p / s, ch, p % s));
        sdy += g;
        sdyx += g * ((load<T>(x.data, bn_off(x, p / s, ch, p % s)) - mu) * inv);
    }
    sdy = block_sum(sdy, shared);
    sdyx = block_sum(sdyx, shared);
    if (threadIdx.x == 0) {
        if (dw.data != nullptr) store<T>(dw.data, ch * dw.strides[0], sdyx);
        if (db.data != nullptr) store<T>(db.data, ch * db.strides[0], sdy);
    }
    const C k = vec_or<T>(w, ch, C(1)) * inv, mdy = training ? sdy / C(m) : C(0), mdyx = training ? sdyx / C(m) : C(0);
    for (int64_t p = threadIdx.x; p < m; p += blockDim.x) {
        const C xh = (load<T>(x.data, bn_off(x, p / s, ch, p % s)) - mu) * inv;
        store<T>(dx.data, bn_off(dx, p / s, ch, p % s), k * (load<T>(dy.data, bn_off(dy, p / s, ch, p % s)) - mdy - xh * mdyx));
    }
}

template <typename T> anyrt_status_t launch_batch_norm(const anyrt_op_launch_t* l) {
    View y = view_of(l->tensors[0]), sm = view_of(l->tensors[1]), si = view_of(l->tensors[2]), rm = view_of(l->tensors[3]);
    View rv = view_of(l->tensors[4]), x = view_of(l->tensors[5]), w = view_of(l->tensors[6]), b = view_of(l->tensors[7]);
    const auto* a = static_cast<const anyrt_batch_norm_attrs_t*>(l->attrs);
    const int64_t c = x.shape[1];
    if (c == 0) return ANYRT_STATUS_SUCCESS;
    if (c > INT32_MAX) return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: batch_norm: more than 2^31 channels");
    batch_norm_train<T><<<(unsigned)c, kThreads, 0, (cudaStream_t)l->stream>>>(y, sm, si, rm, rv, x, w, b, a->momentum, a->eps);
    return cuda_check(cudaGetLastError(), "the batch_norm kernel launch");
}

template <typename T> anyrt_status_t launch_batch_norm_inference(const anyrt_op_launch_t* l) {
    View y = view_of(l->tensors[0]), x = view_of(l->tensors[1]), rm = view_of(l->tensors[2]), rv = view_of(l->tensors[3]);
    View w = view_of(l->tensors[4]), b = view_of(l->tensors[5]);
    const float eps = static_cast<const anyrt_batch_norm_inference_attrs_t*>(l->attrs)->eps;
    const int64_t n = numel(y);
    if (n == 0) return ANYRT_STATUS_SUCCESS;
    batch_norm_infer<T><<<blocks_for(n), kThreads, 0, (cudaStream_t)l->stream>>>(y, x, rm, rv, w, b, eps, n);
    return cuda_check(cudaGetLastError(), "the batch_norm_inference kernel launch");
}

template <typename T> anyrt_status_t launch_batch_norm_backward(const anyrt_op_launch_t* l) {
    View dx = view_of(l->tensors[0]), dw = view_of(l->tensors[1]), db = view_of(l->tensors[2]), dy = view_of(l->tensors[3]);
    View x = view_of(l->tensors[4]), mean = view_of(l->tensors[5]), inv = view_of(l->tensors[6]), w = view_of(l->tensors[7]);
    const int training = static_cast<const anyrt_batch_norm_backward_attrs_t*>(l->attrs)->training;
    const int64_t c = x.shape[1];
    if (c == 0) return ANYRT_STATUS_SUCCESS;
    if (c > INT32_MAX) return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: batch_norm_backward: more than 2^31 channels");
    batch_norm_back<T><<<(unsigned)c, kThreads, 0, (cudaStream_t)l->stream>>>(dx, dw, db, dy, x, mean, inv, w, training);
    return cuda_check(cudaGetLastError(), "the batch_norm_backward kernel launch");
}


// ---- the optimizer steps: a thread per element over any strided views (inputs broadcast), each element
// read before it is written (an output may be its input)

struct AdamW {
    double lr, b1, b2, eps, wd, step_size, bc2_sqrt;
};

template <typename T>
__global__ void adamw_kernel(View po, View mo, View vo, View pi, View g, View mi, View vi, AdamW h, int64_t n) {
    using C = typename Compute<T>::type;
    const int nd = po.ndim;
    for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < n; e += (int64_t)gridDim.x * blockDim.x) {
        const C gv = load<T>(g.data, offset_of(g, e, nd));
        C pv = load<T>(pi.data, offset_of(pi, e, nd)), mv = load<T>(mi.data, offset_of(mi, e, nd)),
          vv = load<T>(vi.data, offset_of(vi, e, nd));
        pv *= C(1.0 - h.lr * h.wd);
        mv += C(1.0 - h.b1) * (gv - mv);
        vv = vv * C(h.b2) + C(1.0 - h.b2) * gv * gv;
        pv -= C(h.step_size) * (mv / (sqrt(vv) / C(h.bc2_sqrt) + C(h.eps)));
        store<T>(po.data, offset_of(po, e, nd), pv);
        store<T>(mo.data, offset_of(mo, e, nd), mv);
        store<T>(vo.data, offset_of(vo, e, nd), vv);
    }
}

struct Sgd {
    float lr, mom, damp, wd;
    int nesterov, init;
};

template <typename T>
__global__ void sgd_kernel(View po, View bo, View pi, View g, View bi, Sgd h, int64_t n) {
    using C = typename Compute<T>::type;
    const int nd = po.ndim;
    for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < n; e += (int64_t)gridDim.x * blockDim.x) {
        const C pv = load<T>(pi.data, offset_of(pi, e, nd));
        C d = load<T>(g.data, offset_of(g, e, nd)) + C(h.wd) * pv, buf = load<T>(bi.data, offset_of(bi, e, nd));
        if (h.mom != 0.0f) {
            buf = h.init ? d : C(h.mom) * buf + C(1.0 - (double)h.damp) * d;
            d = h.nesterov ? d + C(h.mom) * buf : buf;
        }
        store<T>(po.data, offset_of(po, e, nd), pv - C(h.lr) * d);
        store<T>(bo.data, offset_of(bo, e, nd), buf);
    }
}

template <typename T> anyrt_status_t launch_adamw_step(const anyrt_op_launch_t* l) {
    View v[7];
    for (int i = 0; i < 7; ++i) v[i] = view_of(l->tensors[i]);
    const auto* a = static_cast<const anyrt_adamw_step_attrs_t*>(l->attrs);
    if (a->step < 1) return cuda_fail(ANYRT_STATUS_INVALID_VALUE, "cuda: adamw_step: step %d is below 1", a->step);
    AdamW h{a->lr, a->beta1, a->beta2, a->eps, a->weight_decay, 0.0, 0.0};
    h.step_size = (double)a->lr / (1.0 - pow((double)a->beta1, (double)a->step));
    h.bc2_sqrt = sqrt(1.0 - pow((double)a->beta2, (double)a->step));
    const int64_t n = numel(v[0]);
    if (n == 0) return ANYRT_STATUS_SUCCESS;
    adamw_kernel<T><<<blocks_for(n), kThreads, 0, (cudaStream_t)l->stream>>>(v[0], v[1], v[2], v[3], v[4], v[5], v[6], h, n);
    return cuda_check(cudaGetLastError(), "the adamw_step kernel launch");
}

template <typename T> anyrt_status_t launch_sgd_step(const anyrt_op_launch_t* l) {
    View v[5];
    for (int i = 0; i < 5; ++i) v[i] = view_of(l->tensors[i]);
    const auto* a = static_cast<const anyrt_sgd_step_attrs_t*>(l->attrs);
    const Sgd h{a->lr, a->momentum, a->dampening, a->weight_decay, a->nesterov, a->init_buffer};
    const int64_t n = numel(v[0]);
    if (n == 0) return ANYRT_STATUS_SUCCESS;
    sgd_kernel<T><<<blocks_for(n), kThreads, 0, (cudaStream_t)l->stream>>>(v[0], v[1], v[2], v[3], v[4], h, n);
    return cuda_check(cudaGetLastError(), "the sgd_step kernel launch");
}

}  // namespace

extern "C" {

anyrt_status_t cuda_op_softmax_backward(int device, const anyrt_op_launch_t* l) {
    const int axis = static_cast<const anyrt_softmax_backward_attrs_t*>(l->attrs)->axis;
    return float_op<true>(device, l->tensors[0].dtype, "softmax_backward",
                          [&](auto t) { return launch_softmax_backward<decltype(t), false>(l, axis); });
}

anyrt_status_t cuda_op_log_softmax_backward(int device, const anyrt_op_launch_t* l) {
    const int axis = static_cast<const anyrt_log_softmax_backward_attrs_t*>(l->attrs)->dim;
    return float_op<true>(device, l->tensors[0].dtype, "log_softmax_backward",
                          [&](auto t) { return launch_softmax_backward<decltype(t), true>(l, axis); });
}

anyrt_status_t cuda_op_layer_norm_backward(int device, const anyrt_op_launch_t* l) {
    return float_op<true>(device, l->tensors[0].dtype, "layer_norm_backward",
                          [&](auto t) { return launch_layer_norm_backward<decltype(t)>(l); });
}

anyrt_status_t cuda_op_rms_norm_backward(int device, const anyrt_op_launch_t* l) {
    return float_op<true>(device, l->tensors[0].dtype, "rms_norm_backward",
                          [&](auto t) { return launch_rms_norm_backward<decltype(t)>(l); });
}

anyrt_status_t cuda_op_nll_loss(int device, const anyrt_op_launch_t* l) {
    return float_op<true>(device, l->tensors[0].dtype, "nll_loss", [&](auto t) { return launch_nll_loss<decltype(t)>(l); });
}

anyrt_status_t cuda_op_cross_entropy_backward(int device, const anyrt_op_launch_t* l) {
    return float_op<true>(device, l->tensors[0].dtype, "cross_entropy_backward",
                          [&](auto t) { return launch_cross_entropy_backward<decltype(t)>(l); });
}

anyrt_status_t cuda_op_nll_loss_backward(int device, const anyrt_op_launch_t* l) {
    return float_op<true>(device, l->tensors[0].dtype, "nll_loss_backward",
                          [&](auto t) { return launch_nll_loss_backward<decltype(t)>(l); });
}

anyrt_status_t cuda_op_embedding_backward(int device, const anyrt_op_launch_t* l) {
    return float_op<true>(device, l->tensors[0].dtype, "embedding_backward",
                          [&](auto t) { return launch_embedding_backward<decltype(t)>(device, l); });
}

anyrt_status_t cuda_op_conv_backward_data(int device, const anyrt_op_launch_t* l) {
    return float_op<true>(device, l->tensors[0].dtype, "conv_backward_data",
                          [&](auto t) { return launch_conv_backward_data<decltype(t)>(l); });
}

anyrt_status_t cuda_op_conv_backward_filter(int device, const anyrt_op_launch_t* l) {
    return float_op<true>(device, l->tensors[0].dtype, "conv_backward_filter",
                          [&](auto t) { return launch_conv_backward_filter<decltype(t)>(l); });
}

anyrt_status_t cuda_op_max_pool(int device, const anyrt_op_launch_t* l) {
    return float_op<true>(device, l->tensors[0].dtype, "max_pool", [&](auto t) { return launch_max_pool<decltype(t)>(l); });
}

anyrt_status_t cuda_op_avg_pool(int device, const anyrt_op_launch_t* l) {
    return float_op<true>(device, l->tensors[0].dtype, "avg_pool", [&](auto t) { return launch_avg_pool<decltype(t)>(l); });
}

anyrt_status_t cuda_op_max_pool_backward(int device, const anyrt_op_launch_t* l) {
    return float_op<true>(device, l->tensors[0].dtype, "max_pool_backward", [&](auto t) { return launch_max_pool_backward<decltype(t)>(l); });
}

anyrt_status_t cuda_op_avg_pool_backward(int device, const anyrt_op_launch_t* l) {
    return float_op<true>(device, l->tensors[0].dtype, "avg_pool_backward", [&](auto t) { return launch_avg_pool_backward<decltype(t)>(l); });
}

anyrt_status_t cuda_op_batch_norm(int device, const anyrt_op_launch_t* l) {
    return float_op<true>(device, l->tensors[0].dtype, "batch_norm", [&](auto t) { return launch_batch_norm<decltype(t)>(l); });
}

anyrt_status_t cuda_op_batch_norm_inference(int device, const anyrt_op_launch_t* l) {
    return float_op<true>(device, l->tensors[0].dtype, "batch_norm_inference", [&](auto t) { return launch_batch_norm_inference<decltype(t)>(l); });
}

anyrt_status_t cuda_op_batch_norm_backward(int device, const anyrt_op_launch_t* l) {
    return float_op<true>(device, l->tensors[0].dtype, "batch_norm_backward", [&](auto t) { return launch_batch_norm_backward<decltype(t)>(l); });
}

anyrt_status_t cuda_op_adamw_step(int device, const anyrt_op_launch_t* l) {
    return float_op<true>(device, l->tensors[0].dtype, "adamw_step", [&](auto t) { return launch_adamw_step<decltype(t)>(l); });
}

anyrt_status_t cuda_op_sgd_step(int device, const anyrt_op_launch_t* l) {
    return float_op<true>(device, l->tensors[0].dtype, "sgd_step", [&](auto t) { return launch_sgd_step<decltype(t)>(l); });
}

// The device workspace of the training operators: rms_norm_backward's r per row, embedding_backward's
// sort buffers; the others take none.
anyrt_status_t cuda_training_workspace_size(int device, const anyrt_op_launch_t* l, size_t* size) {
    (void)device;
    *size = 0;
    if (l->op == ANYRT_OP_RMS_NORM_BACKWARD) {
        const anyrt_tensor_view_t& dx = l->tensors[0];
        int64_t rows = 1;
        for (int i = 0; i + 1 < dx.ndim; ++i) rows *= dx.shape[i];
        *size = (size_t)rows * sizeof(double);
    } else if (l->op == ANYRT_OP_EMBEDDING_BACKWARD && l->tensors[1].ndim == 2 && l->tensors[1].shape[0] > 0 &&
               l->tensors[1].shape[0] <= INT32_MAX) {
        EmbLayout lay;
        const anyrt_status_t st = emb_layout(l->tensors[1].shape[0], nullptr, &lay);
        if (st != ANYRT_STATUS_SUCCESS) return st;
        *size = lay.total;
    }
    return ANYRT_STATUS_SUCCESS;
}

}  // extern "C"
