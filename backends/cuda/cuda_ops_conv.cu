// anyrt `cuda` backend: conv (InfiniCore's Conv), a direct convolution of 1 to 3 spatial dims: one
// thread per output element (grid-stride), the valid kernel taps of each dim computed once so the
// inner loops test no bounds (zero padding costs nothing), f16/bf16/f32 accumulated in f32 and f64 in
// f64, one launch on the launch's stream. Operands are any strided views the core has checked
// (y [nb, cout, *out], x [nb, cin, *spatial], w [cout, cin, *kernel], b [cout] or absent) and the
// attributes too (n in [1, 3], pads >= 0, strides and dilations >= 1). An implicit-GEMM kernel on
// tensor cores is the speed item after this one.
//
// Written without a GPU to run it on: compiled by nvcc, NOT YET RUN.
#include "cuda_ops_common.cuh"

namespace {

constexpr int kConvDims = 3;

struct ConvArgs {  // by value, in the kernel's parameter space; a missing spatial dim: size 1, stride 0
    char* y;
    const char* x;
    const char* w;
    const char* b;  // NULL: no bias
    int64_t cin, cout, batch, sb;
    int64_t in[kConvDims], k[kConvDims], out[kConvDims], pad[kConvDims], step[kConvDims], dil[kConvDims];
    int64_t sy[2 + kConvDims], sx[2 + kConvDims], sw[2 + kConvDims];  // elements
};

// [lo, hi) of the taps t with 0 <= o*step - pad + t*dil < in along spatial dim i.
__device__ __forceinline__ void taps(const ConvArgs& a, int i, int64_t o, int64_t* lo, int64_t* hi) {
    const int64_t base = o * a.step[i] - a.pad[i], d = a.dil[i];
    const int64_t first = base >= 0 ? 0 : (-base + d - 1) / d;
    int64_t end = a.in[i] - base <= 0 ? 0 : (a.in[i] - base + d - 1) / d;
    if (end > a.k[i]) end = a.k[i];
    *lo = first;
    *hi = end < first ? first : end;
}

template <typename T> __global__ void conv_kernel(ConvArgs a, int64_t n) {
    using C = typename Compute<T>::type;
    for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < n; e += (int64_t)gridDim.x * blockDim.x) {
        int64_t r = e;
        const int64_t o2 = r % a.out[2];
        r /= a.out[2];
        const int64_t o1 = r % a.out[1];
        r /= a.out[1];
        const int64_t o0 = r % a.out[0];
        r /= a.out[0];
        const int64_t co = r % a.cout, bi = r / a.cout;
        int64_t lo0, hi0, lo1, hi1, lo2, hi2;
        taps(a, 0, o0, &lo0, &hi0);
        taps(a, 1, o1, &lo1, &hi1);
        taps(a, 2, o2, &lo2, &hi2);
        const int64_t i0 = o0 * a.step[0] - a.pad[0], i1 = o1 * a.step[1] - a.pad[1], i2 = o2 * a.step[2] - a.pad[2];
        C acc = a.b == nullptr ? C(0) : load<T>(a.b, co * a.sb);
        for (int64_t ci = 0; ci < a.cin; ++ci) {
            const int64_t xc = bi * a.sx[0] + ci * a.sx[1], wc = co * a.sw[0] + ci * a.sw[1];
            for (int64_t t0 = lo0; t0 < hi0; ++t0) {
                const int64_t x0 = xc + (i0 + t0 * a.dil[0]) * a.sx[2], w0 = wc + t0 * a.sw[2];
                for (int64_t t1 = lo1; t1 < hi1; ++t1) {
                    const int64_t x1 = x0 + (i1 + t1 * a.dil[1]) * a.sx[3], w1 = w0 + t1 * a.sw[3];
                    for (int64_t t2 = lo2; t2 < hi2; ++t2)
                        acc += load<T>(a.x, x1 + (i2 + t2 * a.dil[2]) * a.sx[4]) * load<T>(a.w, w1 + t2 * a.sw[4]);
                }
            }
        }
        store<T, C>(a.y, bi * a.sy[0] + co * a.sy[1] + o0 * a.sy[2] + o1 * a.sy[3] + o2 * a.sy[4], acc);
    }
}

}  // namespace

extern "C" {

anyrt_status_t cuda_op_conv(int device, const anyrt_op_launch_t* l) {
    const anyrt_conv_attrs_t* at = static_cast<const anyrt_conv_attrs_t*>(l->attrs);
    const anyrt_tensor_view_t &y = l->tensors[0], &x = l->tensors[1], &w = l->tensors[2], &b = l->tensors[3];
    const int n = at->n;
    if (n < 1 || n > kConvDims || y.ndim != n + 2 || x.ndim != n + 2 || w.ndim != n + 2)
        return cuda_fail(ANYRT_STATUS_INVALID_VALUE, "cuda: conv: %d spatial dims, but 1 to %d have a kernel", n, kConvDims);
    ConvArgs a{};
    a.y = static_cast<char*>(y.data);
    a.x = static_cast<const char*>(x.data);
    a.w = static_cast<const char*>(w.data);
    a.b = b.ndim < 0 ? nullptr : static_cast<const char*>(b.data);
    a.sb = b.ndim < 0 ? 0 : b.strides[0];
    a.batch = y.shape[0];
    a.cout = y.shape[1];
    a.cin = x.shape[1];
    for (int i = 0; i < 2; ++i) {
        a.sy[i] = y.strides[i];
        a.sx[i] = x.strides[i];
        a.sw[i] = w.strides[i];
    }
    int64_t total = a.batch * a.cout;
    for (int i = 0; i < kConvDims; ++i) {
        const bool on = i < n;
        a.in[i] = on ? x.shape[2 + i] : 1;
        a.k[i] = on ? w.shape[2 + i] : 1;
        a.out[i] = on ? y.shape[2 + i] : 1;
        a.pad[i] = on ? at->pads[i] : 0;
        a.step[i] = on ? at->strides[i] : 1;
        a.dil[i] = on ? at->dilations[i] : 1;
        a.sy[2 + i] = on ? y.strides[2 + i] : 0;
        a.sx[2 + i] = on ? x.strides[2 + i] : 0;
        a.sw[2 + i] = on ? w.strides[2 + i] : 0;
        total *= a.out[i];
    }
    if (total <= 0) return cuda_use(device);
    return float_op<true>(device, y.dtype, "conv", [&](auto t) {
        conv_kernel<decltype(t)><<<blocks_for(total), kThreads, 0, (cudaStream_t)l->stream>>>(a, total);
        return cuda_check(cudaGetLastError(), "the conv kernel launch");
    });
}

}  // extern "C"
