// anyrt `cuda` backend: cast, y = x converted to y's dtype (any dtype to any, any strides), on the
// elementwise kernel of cuda_ew.cuh: integers to integers through int64 (uint64 where either is
// uint64), everything else through double, so every value of both dtypes survives the trip.
#include "cuda_ew.cuh"

namespace {

struct Same {
    template <typename C> __device__ C operator()(const C* in) const { return in[0]; }
};

bool integral(int dtype) {
    return dtype != ANYRT_DTYPE_FLOAT16 && dtype != ANYRT_DTYPE_BFLOAT16 && dtype != ANYRT_DTYPE_FLOAT32 &&
           dtype != ANYRT_DTYPE_FLOAT64;
}

}  // namespace

extern "C" anyrt_status_t cuda_op_cast(int device, const anyrt_op_launch_t* l) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const int to = l->tensors[0].dtype, from = l->tensors[1].dtype;
    if (!integral(to) || !integral(from)) return ew_launch_as<double>(l, 2, Same{});
    if (to == ANYRT_DTYPE_UINT64 || from == ANYRT_DTYPE_UINT64) return ew_launch_as<uint64_t>(l, 2, Same{});
    return ew_launch_as<int64_t>(l, 2, Same{});
}
