// anyrt `cuda` backend: the quantization operators (int8 per tensor and per channel, AWQ and GPTQ
// int4 dequantization), one or two launches per call on the launch's stream, no host
// synchronization. Semantics are the portable kernels' (runtime/kernels/ak_<op>.c); rounding is half
// away from zero, f16/bf16 compute in f32. Operands are any strided views the core has checked; an
// absent optional tensor has ndim -1 and data NULL.
//
// Written without a GPU to run it on: compiled by nvcc for sm_80 and sm_90, NOT YET RUN.
#include <stdint.h>

#include "cuda_ops_common.cuh"

namespace {

constexpr int kReduceThreads = 1024;

// q = round_half_away(v * inv + zero) clamped to [qmin, qmax] (NaN takes qmin).
__device__ __forceinline__ int8_t quantize(float v, float inv, float zero, float qmin, float qmax) {
    float q = fminf(fmaxf(v * inv + zero, qmin), qmax);
    return (int8_t)(q >= 0.0f ? floorf(q + 0.5f) : -floorf(-q + 0.5f));
}

// Min, max of the block's elements of x (every thread gets them); blockDim.x == kReduceThreads.
template <typename T>
__device__ void block_min_max(const View& x, int64_t base, int64_t stride, int64_t n, float* lo, float* hi,
                              bool flat_rows) {
    __shared__ float s_lo[kReduceThreads], s_hi[kReduceThreads];
    float a = INFINITY, b = -INFINITY;
    for (int64_t i = threadIdx.x; i < n; i += blockDim.x) {
        float v = load<T>(x.data, flat_rows ? base + i * stride : offset_of(x, i, x.ndim));
        a = fminf(a, v);
        b = fmaxf(b, v);
    }
    s_lo[threadIdx.x] = a;
    s_hi[threadIdx.x] = b;
    __syncthreads();
    for (int w = blockDim.x / 2; w > 0; w /= 2) {
        if ((int)threadIdx.x < w) {
            s_lo[threadIdx.x] = fminf(s_lo[threadIdx.x], s_lo[threadIdx.x + w]);
            s_hi[threadIdx.x] = fmaxf(s_hi[threadIdx.x], s_hi[threadIdx.x + w]);
        }
        __syncthreads();
    }
    *lo = s_lo[0];
    *hi = s_hi[0];
    __syncthreads();
}

// ---- per_tensor_quant_int8: one block computes the scale (and zero), then an elementwise pass

template <typename T>
__global__ void per_tensor_stats(View x, int64_t n, float* scale, float* zero) {
    float lo, hi;
    block_min_max<T>(x, 0, 0, n, &lo, &hi, false);
    if (threadIdx.x != 0) return;
    if (zero) {
        float sc = n > 0 ? (hi - lo) / 255.0f : 0.0f;
        sc = sc < 1e-8f ? 1e-8f : sc;
        *scale = sc;
        *zero = n > 0 ? -lo * (1.0f / sc) - 128.0f : -128.0f;
    } else {
        float amax = n > 0 ? fmaxf(fabsf(lo), fabsf(hi)) : 0.0f;
        *scale = amax > 0.0f ? amax / 127.0f : 1.0f;
    }
}

template <typename T>
__global__ void per_tensor_quant(View q, View x, int64_t n, const float* scale, const float* zero) {
    float inv = 1.0f / *scale, z = zero ? *zero : 0.0f, qmin = zero ? -128.0f : -127.0f;
    for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < n; i += (int64_t)gridDim.x * blockDim.x)
        reinterpret_cast<int8_t*>(q.data)[offset_of(q, i, q.ndim)] = quantize(load<T>(x.data, offset_of(x, i, x.ndim)), inv, z, qmin, 127.0f);
}

template <typename T>
anyrt_status_t per_tensor_quant_launch(const anyrt_op_launch_t* l, bool is_static) {
    View q = view_of(l->tensors[0]), x = view_of(l->tensors[3]);
    float* scale = static_cast<float*>(l->tensors[1].data);
    float* zero = l->tensors[2].ndim < 0 ? nullptr : static_cast<float*>(l->tensors[2].data);
    int64_t n = numel(x);
    cudaStream_t s = (cudaStream_t)l->stream;
    if (!is_static) per_tensor_stats<T><<<1, kReduceThreads, 0, s>>>(x, n, scale, zero);
    if (n > 0) per_tensor_quant<T><<<blocks_for(n), kThreads, 0, s>>>(q, x, n, scale, zero);
    return cuda_check(cudaGetLastError(), "a per_tensor_quant_int8 kernel launch");
}

// ---- per_tensor_dequant_int8

template <typename T>
__global__ void per_tensor_dequant(View x, View q, int64_t n, const float* scale, const float* zero) {
    float sc = *scale, z = zero ? *zero : 0.0f;
    for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < n; i += (int64_t)gridDim.x * blockDim.x)
        store<T>(x.data, offset_of(x, i, x.ndim), ((float)reinterpret_cast<const int8_t*>(q.data)[offset_of(q, i, q.ndim)] - z) * sc);
}

template <typename T>
anyrt_status_t per_tensor_dequant_launch(const anyrt_op_launch_t* l) {
    View x = view_of(l->tensors[0]), q = view_of(l->tensors[1]);
    const float* scale = static_cast<const float*>(l->tensors[2].data);
    const float* zero = l->tensors[3].ndim < 0 ? nullptr : static_cast<const float*>(l->tensors[3].data);
    int64_t n = numel(x);
    if (n == 0) return ANYRT_STATUS_SUCCESS;
    per_tensor_dequant<T><<<blocks_for(n), kThreads, 0, (cudaStream_t)l->stream>>>(x, q, n, scale, zero);
    return cuda_check(cudaGetLastError(), "the per_tensor_dequant_int8 kernel launch");
}

// ---- per_channel_quant_int8: one block per row of x (m, k)

template <typename T>
__global__ void per_channel_quant(View q, View scale, View zero, View x, bool asym) {
    const int64_t r = blockIdx.x, k = x.shape[1];
    const int64_t xb = r * x.strides[0];
    float lo, hi;
    block_min_max<T>(x, xb, x.strides[1], k, &lo, &hi, true);
    if (k == 0) lo = hi = 0.0f;
    float sc, z = 0.0f, qmin = -127.0f;
    if (asym) {
        sc = fmaxf((hi - lo) / 255.0f, 1e-8f);
        z = -lo * (1.0f / sc) - 128.0f;
        qmin = -128.0f;
    } else {
        sc = fmaxf(fmaxf(fabsf(lo), fabsf(hi)) / 127.0f, 1e-8f);
    }
    if (threadIdx.x == 0) {
        reinterpret_cast<float*>(scale.data)[r * scale.strides[0]] = sc;
        if (asym) reinterpret_cast<float*>(zero.data)[r * zero.strides[0]] = z;
    }
    const float inv = 1.0f / sc;
    int8_t* out = reinterpret_cast<int8_t*>(q.data) + r * q.strides[0];
    for (int64_t j = threadIdx.x; j < k; j += blockDim.x)
        out[j * q.strides[1]] = quantize(load<T>(x.data, xb + j * x.strides[1]), inv, z, qmin, 127.0f);
}

template <typename T>
anyrt_status_t per_channel_quant_launch(const anyrt_op_launch_t* l) {
    View q = view_of(l->tensors[0]), scale = view_of(l->tensors[1]), zero = view_of(l->tensors[2]),
         x = view_of(l->tensors[3]);
    const int64_t m = x.shape[0];
    if (m == 0) return ANYRT_STATUS_SUCCESS;
    if (m > INT32_MAX) return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: per_channel_quant_int8: more than 2^31 rows");
    per_channel_quant<T><<<(unsigned)m, kReduceThreads, 0, (cudaStream_t)l->stream>>>(q, scale, zero, x,
                                                                                      l->tensors[2].ndim >= 0);
    return cuda_check(cudaGetLastError(), "the per_channel_quant_int8 kernel launch");
}

// ---- dequantize_awq: one thread per packed word (8 output columns)

__device__ __forceinline__ uint32_t word_at(const View& v, int64_t r, int64_t c) {
    return (uint32_t)reinterpret_cast<const int32_t*>(v.data)[r * v.strides[0] + c * v.strides[1]];
}

template <typename T>
__global__ void dequantize_awq_words(View out, View qweight, View scales, View zeros, int64_t group) {
    const int64_t words = qweight.shape[1], total = out.shape[0] * words;
    for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < total; i += (int64_t)gridDim.x * blockDim.x) {
        const int64_t r = i / words, c = i % words, gr = r / group;
        const uint32_t w = word_at(qweight, r, c), z = word_at(zeros, gr, c);
        for (int j = 0; j < 8; ++j) {
            const int sh = 4 * ((j & 1) * 4 + (j >> 1));  // AWQ's nibble order 0 4 1 5 2 6 3 7
            const int64_t col = 8 * c + j;
            const float d = (float)((int)((w >> sh) & 0xFu) - (int)((z >> sh) & 0xFu));
            store<T>(out.data, r * out.strides[0] + col * out.strides[1],
                     d * load<T>(scales.data, gr * scales.strides[0] + col * scales.strides[1]));
        }
    }
}

template <typename T>
anyrt_status_t dequantize_awq_launch(const anyrt_op_launch_t* l) {
    View out = view_of(l->tensors[0]), qweight = view_of(l->tensors[1]), scales = view_of(l->tensors[2]),
         zeros = view_of(l->tensors[3]);
    const int64_t k = out.shape[0], g = scales.shape[0], total = k * qweight.shape[1];
    if (total == 0) return ANYRT_STATUS_SUCCESS;
    dequantize_awq_words<T><<<blocks_for(total), kThreads, 0, (cudaStream_t)l->stream>>>(out, qweight, scales, zeros, k / g);
    return cuda_check(cudaGetLastError(), "the dequantize_awq kernel launch");
}

// ---- dequantize_gptq: one thread per output element

template <typename T>
__global__ void dequantize_gptq_elems(View out, View qweight, View scales, View zeros, View g_idx) {
    const int64_t n = out.shape[1], total = out.shape[0] * n, g = scales.shape[0];
    for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < total; i += (int64_t)gridDim.x * blockDim.x) {
        const int64_t r = i / n, c = i % n;
        int64_t gid = reinterpret_cast<const int32_t*>(g_idx.data)[r * g_idx.strides[0]] % g;
        if (gid < 0) gid += g;
        const int w = (int)((word_at(qweight, r / 8, c) >> (4 * (r % 8))) & 0xFu);
        const int z = (int)((word_at(zeros, gid, c / 8) >> (4 * (c % 8))) & 0xFu);
        store<T>(out.data, r * out.strides[0] + c * out.strides[1],
                 (float)(w - (z + 1)) * load<T>(scales.data, gid * scales.strides[0] + c * scales.strides[1]));
    }
}

template <typename T>
anyrt_status_t dequantize_gptq_launch(const anyrt_op_launch_t* l) {
    View out = view_of(l->tensors[0]), qweight = view_of(l->tensors[1]), scales = view_of(l->tensors[2]),
         zeros = view_of(l->tensors[3]), g_idx = view_of(l->tensors[4]);
    const int64_t total = out.shape[0] * out.shape[1];
    if (total == 0) return ANYRT_STATUS_SUCCESS;
    if (scales.shape[0] <= 0) return cuda_fail(ANYRT_STATUS_INVALID_VALUE, "cuda: dequantize_gptq: rows to dequantize, but no group");
    dequantize_gptq_elems<T><<<blocks_for(total), kThreads, 0, (cudaStream_t)l->stream>>>(out, qweight, scales, zeros, g_idx);
    return cuda_check(cudaGetLastError(), "the dequantize_gptq kernel launch");
}

}  // namespace

extern "C" {

anyrt_status_t cuda_op_dequantize_gptq(int device, const anyrt_op_launch_t* l) {
    return float_op<false>(device, l->tensors[0].dtype, "dequantize_gptq",
                           [&](auto t) { return dequantize_gptq_launch<decltype(t)>(l); });
}

anyrt_status_t cuda_op_dequantize_awq(int device, const anyrt_op_launch_t* l) {
    return float_op<false>(device, l->tensors[0].dtype, "dequantize_awq",
                           [&](auto t) { return dequantize_awq_launch<decltype(t)>(l); });
}

anyrt_status_t cuda_op_per_channel_quant_int8(int device, const anyrt_op_launch_t* l) {
    return float_op<false>(device, l->tensors[3].dtype, "per_channel_quant_int8",
                           [&](auto t) { return per_channel_quant_launch<decltype(t)>(l); });
}

anyrt_status_t cuda_op_per_tensor_dequant_int8(int device, const anyrt_op_launch_t* l) {
    return float_op<false>(device, l->tensors[0].dtype, "per_tensor_dequant_int8",
                           [&](auto t) { return per_tensor_dequant_launch<decltype(t)>(l); });
}

anyrt_status_t cuda_op_per_tensor_quant_int8(int device, const anyrt_op_launch_t* l) {
    bool is_static = static_cast<const anyrt_per_tensor_quant_int8_attrs_t*>(l->attrs)->is_static != 0;
    return float_op<false>(device, l->tensors[3].dtype, "per_tensor_quant_int8",
                           [&](auto t) { return per_tensor_quant_launch<decltype(t)>(l, is_static); });
}

}  // extern "C"
