// anyrt `cuda` backend: the reductions' shared kernel (the generated generated/cuda/cuda_reduction_ops.cu
// gives one functor per spec reduction: init, step, combine, final). x's dims split into kept ones (the
// output has them) and reduced ones (the output has 1); one block per output, its threads striding over
// the reduced elements in x's row-major order, then a tree of combines in shared memory: a fixed order
// for a fixed block size, so the same bits on every run. A functor with kPivot runs its pivot_* pass the
// same way first; its result m (every thread reads it) goes to the main step and final. Not a source of its own.
#pragma once

#include "cuda_ew.cuh"

namespace {

constexpr int kRdThreads = 256;

struct RdDims {
    int nk, nr;
    int64_t ks[kMaxDims], kx[kMaxDims], ky[kMaxDims];  // kept dims: size, x stride, y stride
    int64_t rs[kMaxDims], rx[kMaxDims];                // reduced dims: size, x stride
    int64_t nout, nred;
};

// x's offset of reduced element e (row-major over the reduced dims)
__device__ inline int64_t rd_offset(const RdDims& d, int64_t e) {
    int64_t off = 0;
    for (int k = d.nr - 1; k >= 0; --k) {
        off += (e % d.rs[k]) * d.rx[k];
        e /= d.rs[k];
    }
    return off;
}

template <typename C, typename F>
__global__ void rd_kernel(View y, int ydt, View x, int xdt, RdDims d, F f) {
    __shared__ C part[kRdThreads];
    for (int64_t o = blockIdx.x; o < d.nout; o += gridDim.x) {
        int64_t xo = 0, yo = 0, rest = o;
        for (int k = d.nk - 1; k >= 0; --k) {
            int64_t i = rest % d.ks[k];
            rest /= d.ks[k];
            xo += i * d.kx[k];
            yo += i * d.ky[k];
        }
        C m = C(0);
        if constexpr (F::kPivot) {
            // a wide pivot sums f32 in f64: n equal values sum exactly, so their mean is the value
            using P = typename std::conditional<F::kWidePivot && std::is_same<C, float>::value, double, C>::type;
            __shared__ P ppart[kRdThreads];
            P acc = f.template pivot_init<P>();
            for (int64_t e = threadIdx.x; e < d.nred; e += blockDim.x)
                acc = f.pivot_step(acc, P(ew_load<C>(x, xdt, xo + rd_offset(d, e))));
            ppart[threadIdx.x] = acc;
            __syncthreads();
            for (int s = blockDim.x / 2; s > 0; s >>= 1) {
                if (threadIdx.x < s) ppart[threadIdx.x] = f.pivot_combine(ppart[threadIdx.x], ppart[threadIdx.x + s]);
                __syncthreads();
            }
            m = C(f.pivot_final(ppart[0], d.nred));
            __syncthreads();  // every thread has read ppart[0] before the next output writes it
        }
        C acc = f.template init<C>();
        for (int64_t e = threadIdx.x; e < d.nred; e += blockDim.x)
            acc = f.step(acc, ew_load<C>(x, xdt, xo + rd_offset(d, e)), m);
        part[threadIdx.x] = acc;
        __syncthreads();
        for (int s = blockDim.x / 2; s > 0; s >>= 1) {
            if (threadIdx.x < s) part[threadIdx.x] = f.combine(part[threadIdx.x], part[threadIdx.x + s]);
            __syncthreads();
        }
        if (threadIdx.x == 0) ew_store<C>(y, ydt, yo, f.final(part[0], d.nred, m));
        __syncthreads();
    }
}

// y (x's rank; 1 where reduced) from x (tensors 0 and 1 of the launch), computing in C
template <typename C, typename F> anyrt_status_t rd_launch_as(const anyrt_op_launch_t* l, F f) {
    View y = view_of(l->tensors[0]), x = view_of(l->tensors[1]);
    RdDims d{};
    d.nout = 1;
    d.nred = 1;
    for (int k = 0; k < x.ndim; ++k) {
        if (y.shape[k] == 0) return ANYRT_STATUS_SUCCESS;  // no output
        if (x.shape[k] == 1) continue;
        if (y.shape[k] == x.shape[k]) {
            d.ks[d.nk] = x.shape[k], d.kx[d.nk] = x.strides[k], d.ky[d.nk] = y.strides[k];
            d.nout *= x.shape[k];
            d.nk++;
        } else {
            d.rs[d.nr] = x.shape[k], d.rx[d.nr] = x.strides[k];
            d.nred *= x.shape[k];
            d.nr++;
        }
    }
    unsigned blocks = static_cast<unsigned>(d.nout < 65535 * 8 ? d.nout : 65535 * 8);
    rd_kernel<C, F><<<blocks, kRdThreads, 0, (cudaStream_t)l->stream>>>(y, l->tensors[0].dtype, x, l->tensors[1].dtype, d, f);
    return cuda_check(cudaGetLastError(), "a reduction kernel launch");
}

}  // namespace
