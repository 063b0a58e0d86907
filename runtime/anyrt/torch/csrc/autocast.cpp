// torch.autocast("anyrt"): the AutocastPrivateUse1 kernels, with CUDA's policy lists (ATen's
// autocast_mode.h): matmuls and convolutions in the lower precision (float16 or bfloat16, the
// dtypes torch.anyrt.get_amp_supported_dtype() names), the precision-sensitive ops in float32,
// mixed-dtype ops at the widest dtype; every other op passes through.
#include <ATen/autocast_mode.h>
#include <torch/library.h>

namespace {

using at::Tensor;
using at::autocast::CastPolicy;

TORCH_LIBRARY_IMPL(_, AutocastPrivateUse1, m) { m.fallback(torch::CppFunction::makeFallthrough()); }

TORCH_LIBRARY_IMPL(aten, AutocastPrivateUse1, m) {
#define ANYRT_LOWER(...) KERNEL_PRIVATEUSEONE(__VA_ARGS__, lower_precision_fp)
#define ANYRT_FP32(...) KERNEL_PRIVATEUSEONE(__VA_ARGS__, fp32)
#define ANYRT_FP32_DTYPE(...) KERNEL_PRIVATEUSEONE(__VA_ARGS__, fp32_set_opt_dtype)
#define ANYRT_PROMOTE(...) KERNEL_PRIVATEUSEONE(__VA_ARGS__, promote)
    AT_FORALL_LOWER_PRECISION_FP(ANYRT_LOWER)
    AT_FORALL_FP32(ANYRT_FP32)
    AT_FORALL_FP32_SET_OPT_DTYPE(ANYRT_FP32_DTYPE)
    AT_FORALL_PROMOTE(ANYRT_PROMOTE)
#undef ANYRT_LOWER
#undef ANYRT_FP32
#undef ANYRT_FP32_DTYPE
#undef ANYRT_PROMOTE
}

}  // namespace
