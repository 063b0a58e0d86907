// anyrt `cuda` backend: select_last_token_hidden, one launch per call on the launch's stream, no host
// synchronization. Operands are any strided views the core has checked (output [1, b, h],
// hidden_states [s, t, h], input_offsets [b + 1]). Each element reads its request's end in the kernel:
// an end outside [1, s * t] writes nothing of its row and raises the device's fault word, which the
// next synchronize reports (CUDA_FAULT_INDEX), as the cpu kernel refuses such a call. The copy moves
// bytes, so the dtype sets only the element size.
//
// Written without a GPU to run it on: compiled by nvcc for sm_80 and sm_90, NOT YET RUN.
#include <cuda_runtime.h>
#include <stdint.h>

#include "cuda_internal.h"

namespace {

constexpr int kThreads = 256;

struct T3 {  // a tensor as the kernel takes it, by value
    char* data;
    int dtype;
    int64_t shape[3];
    int64_t strides[3];  // elements
};

T3 t3(const anyrt_tensor_view_t& t) {
    T3 v{};
    v.data = static_cast<char*>(t.data);
    v.dtype = t.dtype;
    for (int i = 0; i < t.ndim && i < 3; ++i) {
        v.shape[i] = t.shape[i];
        v.strides[i] = t.strides[i];
    }
    return v;
}

__device__ __forceinline__ int64_t end_of(const T3& o, int64_t r) {
    const int64_t i = (r + 1) * o.strides[0];
    return o.dtype == ANYRT_DTYPE_INT32 ? reinterpret_cast<const int32_t*>(o.data)[i]
                                        : reinterpret_cast<const int64_t*>(o.data)[i];
}

template <typename E> __global__ void select_kernel(T3 out, T3 x, T3 offsets, cuda_fault_t* fault) {
    const int64_t B = out.shape[1], H = out.shape[2], T = x.shape[1], rows = x.shape[0] * T, n = B * H;
    for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < n; e += (int64_t)gridDim.x * blockDim.x) {
        const int64_t j = e % H, r = e / H, row = end_of(offsets, r) - 1;
        if (row < 0 || row >= rows) {
            if (fault != nullptr) {  // plain stores: any one offending end will do
                fault->value = row + 1;
                fault->limit = rows + 1;
                __threadfence_system();
                fault->raised = 1 + CUDA_FAULT_INDEX;
            }
            continue;
        }
        reinterpret_cast<E*>(out.data)[r * out.strides[1] + j * out.strides[2]] =
            reinterpret_cast<const E*>(x.data)[(row / T) * x.strides[0] + (row % T) * x.strides[1] + j * x.strides[2]];
    }
}

unsigned grid_for(int64_t n) {
    int64_t b = (n + kThreads - 1) / kThreads;
    return static_cast<unsigned>(b < 1 ? 1 : b > 65535 * 8 ? 65535 * 8 : b);
}

}  // namespace

extern "C" {

anyrt_status_t cuda_op_select_last_token_hidden(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    T3 out = t3(l->tensors[0]), x = t3(l->tensors[1]), offsets = t3(l->tensors[2]);
    const int64_t n = out.shape[1] * out.shape[2];
    if (n <= 0) return ANYRT_STATUS_SUCCESS;
    cudaStream_t s = (cudaStream_t)l->stream;
    cuda_fault_t* f = cuda_fault_word(device);
    switch (out.dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16: select_kernel<uint16_t><<<grid_for(n), kThreads, 0, s>>>(out, x, offsets, f); break;
    case ANYRT_DTYPE_FLOAT32: select_kernel<uint32_t><<<grid_for(n), kThreads, 0, s>>>(out, x, offsets, f); break;
    case ANYRT_DTYPE_FLOAT64: select_kernel<uint64_t><<<grid_for(n), kThreads, 0, s>>>(out, x, offsets, f); break;
    default: return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: %s: no kernel for this dtype", anyrt_op_name(l->op));
    }
    return cuda_check(cudaGetLastError(), "the select_last_token_hidden kernel launch");
}

}  // extern "C"
