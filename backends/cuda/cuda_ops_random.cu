// anyrt `cuda` backend: the random family (uniform, normal, bernoulli, randint), one launch per call on
// the launch's stream. The generator and the layout of draws are runtime/kernels/ak_philox.h's, the
// cpu kernels' (ak_random.c): each thread computes one Philox block and writes the elements whose draws
// it holds (4 of 32-bit draws, 2 of 64-bit ones), at their row-major places in any strided y. The
// products and sums of uniform are rounded as the cpu kernel's (no contraction into an FMA), so its
// bits match; normal's log, sqrt and sincospi are CUDA's (f16/bf16/f32 in f32, f64 in f64).
//
// Written without a GPU to run it on: compiled by nvcc for sm_80 and sm_90, NOT YET RUN.
#include <stdint.h>

#include "ak_philox.h"
#include "cuda_ops_common.cuh"

namespace {

enum Kind { kUniform, kNormal, kBernoulli, kRandint };

struct Params {
    uint64_t seed, offset;  // offset: stream element of y's first element
    int64_t n;              // y's elements
    uint64_t first;         // the first block
    float a, b;             // uniform low/high, normal mean/std, bernoulli p
    uint64_t low, span;     // randint
};

template <typename T> __device__ __forceinline__ void put(const View& y, int64_t i, bool flat, float v) {
    store<T>(y.data, flat ? i : offset_of(y, i, y.ndim), v);
}
template <typename T> __device__ __forceinline__ void put_d(const View& y, int64_t i, bool flat, double v) {
    store<T>(y.data, flat ? i : offset_of(y, i, y.ndim), v);
}
template <> __device__ __forceinline__ void put<uint8_t>(const View& y, int64_t i, bool flat, float v) {
    reinterpret_cast<uint8_t*>(y.data)[flat ? i : offset_of(y, i, y.ndim)] = v != 0.0f ? 1 : 0;
}

// randint's value of a draw as T: the integer, or a float rounded once (f16/bf16 through f32 as the cpu kernel)
template <typename T> __device__ __forceinline__ void put_int(const View& y, int64_t i, bool flat, int64_t v) {
    const int64_t off = flat ? i : offset_of(y, i, y.ndim);
    if constexpr (sizeof(T) == 2) store<T>(y.data, off, static_cast<float>(v));
    else reinterpret_cast<T*>(y.data)[off] = static_cast<T>(v);
}

__device__ __forceinline__ int64_t as_signed(uint64_t u) {
    return u <= (uint64_t)INT64_MAX ? (int64_t)u : -(int64_t)(~u) - 1;
}

// One thread per Philox block: blocks first + t for t in [0, nblocks), grid-stride.
template <typename T, Kind K, bool Wide>
__global__ void random_blocks(View y, Params p, int64_t nblocks, bool flat) {
    const uint64_t per = Wide ? 2u : 4u;
    for (int64_t t = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; t < nblocks; t += (int64_t)gridDim.x * blockDim.x) {
        const uint64_t b = p.first + (uint64_t)t;
        const ak_philox4 w = ak_philox_block(p.seed, b);
        for (uint64_t lane = 0; lane < per; ++lane) {
            const uint64_t e = b * per + lane;
            const uint64_t rel = e - p.offset;  // wraps above n where e is before y's first element
            if (rel >= (uint64_t)p.n) continue;
            const int64_t i = (int64_t)rel;
            if constexpr (K == kUniform) {
                if constexpr (Wide) {
                    const double lo = p.a, hi = p.b;
                    put_d<T>(y, i, flat, __dadd_rn(lo, __dmul_rn(hi - lo, ak_philox_u53(ak_philox_pair(&w, (unsigned)lane)))));
                } else {
                    put<T>(y, i, flat, __fadd_rn(p.a, __fmul_rn(p.b - p.a, ak_philox_u24(w.w[lane]))));
                }
            } else if constexpr (K == kNormal) {
                if constexpr (Wide) {  // u1: words 0-1, u2: words 2-3; cos for the even element, sin the odd
                    double s, c;
                    sincospi(2.0 * ak_philox_u53(ak_philox_pair(&w, 1)), &s, &c);
                    const double r = sqrt(-2.0 * log(ak_philox_u53_open0(ak_philox_pair(&w, 0))));
                    put_d<T>(y, i, flat, (double)p.a + (double)p.b * r * ((e & 1u) ? s : c));
                } else {  // the pair is words 2k, 2k + 1 of the block (k = lane / 2)
                    const unsigned k = (unsigned)(lane & ~(uint64_t)1);
                    float s, c;
                    sincospif(2.0f * ak_philox_u24(w.w[k + 1]), &s, &c);
                    const float u1 = (float)((w.w[k] >> 8) + 1u) * 5.9604644775390625e-08f;  // (0, 1], exact
                    const float r = sqrtf(-2.0f * logf(u1));
                    put<T>(y, i, flat, p.a + p.b * (r * ((e & 1u) ? s : c)));
                }
            } else if constexpr (K == kBernoulli) {
                put<T>(y, i, flat, ak_philox_u24(w.w[lane]) < p.a ? 1.0f : 0.0f);
            } else {
                const uint64_t draw = Wide ? ak_philox_pair(&w, (unsigned)lane) : (uint64_t)w.w[lane];
                put_int<T>(y, i, flat, as_signed(p.low + ak_philox_below(draw, p.span)));
            }
        }
    }
}

template <typename T, Kind K, bool Wide>
anyrt_status_t launch_as(const anyrt_op_launch_t* l, Params p) {
    View y = view_of(l->tensors[0]);
    p.n = numel(y);
    if (p.n == 0) return ANYRT_STATUS_SUCCESS;
    const uint64_t per = Wide ? 2u : 4u;
    p.first = p.offset / per;
    // blocks from the first element's to the last's (unsigned: an offset near 2^64 wraps as the cpu's)
    const uint64_t last = (p.offset + (uint64_t)(p.n - 1)) / per;
    const int64_t nblocks = (int64_t)(last - p.first + 1);
    random_blocks<T, K, Wide><<<blocks_for(nblocks), kThreads, 0, (cudaStream_t)l->stream>>>(y, p, nblocks, contiguous(y));
    return cuda_check(cudaGetLastError(), "the random kernel launch");
}

template <Kind K> anyrt_status_t launch_float(int device, const anyrt_op_launch_t* l, Params p, const char* what) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    switch (l->tensors[0].dtype) {
    case ANYRT_DTYPE_FLOAT16: return launch_as<__half, K, false>(l, p);
    case ANYRT_DTYPE_BFLOAT16: return launch_as<__nv_bfloat16, K, false>(l, p);
    case ANYRT_DTYPE_FLOAT32: return launch_as<float, K, false>(l, p);
    case ANYRT_DTYPE_FLOAT64: return launch_as<double, K, K != kBernoulli>(l, p);  // uniform, normal: 64-bit draws
    case ANYRT_DTYPE_BOOL:
    case ANYRT_DTYPE_UINT8:
        if (K == kBernoulli) return launch_as<uint8_t, kBernoulli, false>(l, p);
        break;
    default: break;
    }
    return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: %s: no kernel for this dtype", what);
}

}  // namespace

extern "C" {

anyrt_status_t cuda_op_uniform(int device, const anyrt_op_launch_t* l) {
    const anyrt_uniform_attrs_t* a = static_cast<const anyrt_uniform_attrs_t*>(l->attrs);
    return launch_float<kUniform>(device, l, Params{(uint64_t)a->seed, (uint64_t)a->offset, 0, 0, a->low, a->high, 0, 0},
                                  "uniform");
}

anyrt_status_t cuda_op_normal(int device, const anyrt_op_launch_t* l) {
    const anyrt_normal_attrs_t* a = static_cast<const anyrt_normal_attrs_t*>(l->attrs);
    return launch_float<kNormal>(device, l, Params{(uint64_t)a->seed, (uint64_t)a->offset, 0, 0, a->mean, a->std, 0, 0},
                                 "normal");
}

anyrt_status_t cuda_op_bernoulli(int device, const anyrt_op_launch_t* l) {
    const anyrt_bernoulli_attrs_t* a = static_cast<const anyrt_bernoulli_attrs_t*>(l->attrs);
    return launch_float<kBernoulli>(device, l, Params{(uint64_t)a->seed, (uint64_t)a->offset, 0, 0, a->p, 0.0f, 0, 0},
                                    "bernoulli");
}

// Bounds are checked before the launch (the cpu kernel's rule): high <= low, or an int32 y that cannot
// hold them, is INVALID_VALUE at once.
anyrt_status_t cuda_op_randint(int device, const anyrt_op_launch_t* l) {
    const anyrt_randint_attrs_t* a = static_cast<const anyrt_randint_attrs_t*>(l->attrs);
    const int dtype = l->tensors[0].dtype;
    if (a->high <= a->low || (dtype == ANYRT_DTYPE_INT32 && (a->low < INT32_MIN || a->high - 1 > INT32_MAX)))
        return cuda_fail(ANYRT_STATUS_INVALID_VALUE, "cuda: randint: [low, high) is empty or beyond y's dtype");
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const uint64_t span = (uint64_t)a->high - (uint64_t)a->low;
    const Params p{(uint64_t)a->seed, (uint64_t)a->offset, 0, 0, 0.0f, 0.0f, (uint64_t)a->low, span};
    const bool wide = span > 0x100000000ull;
    switch (dtype) {
    case ANYRT_DTYPE_INT32: return wide ? launch_as<int32_t, kRandint, true>(l, p) : launch_as<int32_t, kRandint, false>(l, p);
    case ANYRT_DTYPE_INT64: return wide ? launch_as<int64_t, kRandint, true>(l, p) : launch_as<int64_t, kRandint, false>(l, p);
    case ANYRT_DTYPE_FLOAT16: return wide ? launch_as<__half, kRandint, true>(l, p) : launch_as<__half, kRandint, false>(l, p);
    case ANYRT_DTYPE_BFLOAT16:
        return wide ? launch_as<__nv_bfloat16, kRandint, true>(l, p) : launch_as<__nv_bfloat16, kRandint, false>(l, p);
    case ANYRT_DTYPE_FLOAT32: return wide ? launch_as<float, kRandint, true>(l, p) : launch_as<float, kRandint, false>(l, p);
    case ANYRT_DTYPE_FLOAT64: return wide ? launch_as<double, kRandint, true>(l, p) : launch_as<double, kRandint, false>(l, p);
    default: break;
    }
    return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: randint: no kernel for this dtype");
}

}  // extern "C"
