// Generated from spec/compat/torch.yaml and spec/operators.yaml by `python -m codegen`; do not edit.
// The ATen kernels torch's "anyrt" device registers: the hand-written runtime kernels
// (csrc/kernels.h) and the operator table, each kernel an instance of a pattern of
// csrc/native_patterns.h gated by its anyrt operator's dtypes; everything else runs through the
// boxed CPU fallback.
#include "custom_ops.h"
#include "kernels.h"
#include "native_patterns.h"

#include <ATen/ops/add_ops.h>
#include <ATen/ops/sub_ops.h>
#include <ATen/ops/mul_ops.h>
#include <ATen/ops/relu_ops.h>
#include <ATen/ops/silu_ops.h>
#include <ATen/ops/sigmoid_ops.h>
#include <ATen/ops/gelu_ops.h>
#include <ATen/ops/embedding_ops.h>
#include <ATen/ops/_softmax_ops.h>
#include <ATen/ops/mm_ops.h>
#include <ATen/ops/bmm_ops.h>
#include <ATen/ops/addmm_ops.h>
#include <ATen/ops/abs_ops.h>
#include <ATen/ops/neg_ops.h>
#include <ATen/ops/sign_ops.h>
#include <ATen/ops/floor_ops.h>
#include <ATen/ops/ceil_ops.h>
#include <ATen/ops/round_ops.h>
#include <ATen/ops/trunc_ops.h>
#include <ATen/ops/exp_ops.h>
#include <ATen/ops/log_ops.h>
#include <ATen/ops/log1p_ops.h>
#include <ATen/ops/expm1_ops.h>
#include <ATen/ops/sqrt_ops.h>
#include <ATen/ops/rsqrt_ops.h>
#include <ATen/ops/sin_ops.h>
#include <ATen/ops/cos_ops.h>
#include <ATen/ops/tan_ops.h>
#include <ATen/ops/tanh_ops.h>
#include <ATen/ops/erf_ops.h>
#include <ATen/ops/reciprocal_ops.h>
#include <ATen/ops/logical_not_ops.h>
#include <ATen/ops/isnan_ops.h>
#include <ATen/ops/div_ops.h>
#include <ATen/ops/floor_divide_ops.h>
#include <ATen/ops/remainder_ops.h>
#include <ATen/ops/pow_ops.h>
#include <ATen/ops/maximum_ops.h>
#include <ATen/ops/minimum_ops.h>
#include <ATen/ops/atan2_ops.h>
#include <ATen/ops/bitwise_and_ops.h>
#include <ATen/ops/bitwise_or_ops.h>
#include <ATen/ops/bitwise_xor_ops.h>
#include <ATen/ops/logical_and_ops.h>
#include <ATen/ops/logical_or_ops.h>
#include <ATen/ops/logical_xor_ops.h>
#include <ATen/ops/eq_ops.h>
#include <ATen/ops/ne_ops.h>
#include <ATen/ops/lt_ops.h>
#include <ATen/ops/le_ops.h>
#include <ATen/ops/gt_ops.h>
#include <ATen/ops/ge_ops.h>
#include <ATen/ops/where_ops.h>
#include <ATen/ops/masked_fill_ops.h>
#include <ATen/ops/lerp_ops.h>
#include <ATen/ops/addcmul_ops.h>
#include <ATen/ops/addcdiv_ops.h>
#include <ATen/ops/threshold_backward_ops.h>
#include <ATen/ops/sigmoid_backward_ops.h>
#include <ATen/ops/tanh_backward_ops.h>
#include <ATen/ops/silu_backward_ops.h>
#include <ATen/ops/gelu_backward_ops.h>
#include <ATen/ops/cat_ops.h>
#include <ATen/ops/sum_ops.h>
#include <ATen/ops/mean_ops.h>
#include <ATen/ops/prod_ops.h>
#include <ATen/ops/amax_ops.h>
#include <ATen/ops/amin_ops.h>
#include <ATen/ops/any_ops.h>
#include <ATen/ops/all_ops.h>
#include <ATen/ops/count_nonzero_ops.h>
#include <ATen/ops/linalg_vector_norm_ops.h>
#include <ATen/ops/norm_ops.h>
#include <ATen/ops/convolution_overrideable_ops.h>
#include <ATen/ops/convolution_backward_overrideable_ops.h>
#include <ATen/ops/max_pool2d_with_indices_ops.h>
#include <ATen/ops/max_pool2d_with_indices_backward_ops.h>
#include <ATen/ops/avg_pool2d_ops.h>
#include <ATen/ops/avg_pool2d_backward_ops.h>
#include <ATen/ops/native_batch_norm_ops.h>
#include <ATen/ops/_native_batch_norm_legit_ops.h>
#include <ATen/ops/_native_batch_norm_legit_no_training_ops.h>
#include <ATen/ops/native_batch_norm_backward_ops.h>
#include <ATen/ops/_log_softmax_ops.h>
#include <ATen/ops/_softmax_backward_data_ops.h>
#include <ATen/ops/_log_softmax_backward_data_ops.h>
#include <ATen/ops/nll_loss_forward_ops.h>
#include <ATen/ops/nll_loss_backward_ops.h>
#include <ATen/ops/embedding_dense_backward_ops.h>
#include <ATen/ops/native_layer_norm_ops.h>
#include <ATen/ops/native_layer_norm_backward_ops.h>
#include <ATen/ops/arange_ops.h>
#include <ATen/ops/linspace_ops.h>
#include <ATen/ops/argmax_ops.h>
#include <ATen/ops/argmin_ops.h>
#include <ATen/ops/max_ops.h>
#include <ATen/ops/min_ops.h>
#include <ATen/ops/topk_ops.h>
#include <ATen/ops/sort_ops.h>
#include <ATen/ops/cumsum_ops.h>
#include <ATen/ops/cumprod_ops.h>
#include <ATen/ops/gather_ops.h>
#include <ATen/ops/index_select_ops.h>
#include <ATen/ops/scatter_add_ops.h>
#include <ATen/ops/scatter_ops.h>
#include <ATen/ops/index_add_ops.h>
#include <ATen/ops/histc_ops.h>
#include <ATen/ops/tril_ops.h>
#include <ATen/ops/triu_ops.h>
#include <ATen/ops/logsumexp_ops.h>
#include <ATen/ops/isin_ops.h>
#include <ATen/ops/nonzero_ops.h>
#include <ATen/ops/masked_select_ops.h>
#include <ATen/ops/asin_ops.h>
#include <ATen/ops/acos_ops.h>
#include <ATen/ops/atan_ops.h>
#include <ATen/ops/sinh_ops.h>
#include <ATen/ops/cosh_ops.h>
#include <ATen/ops/asinh_ops.h>
#include <ATen/ops/acosh_ops.h>
#include <ATen/ops/atanh_ops.h>
#include <ATen/ops/exp2_ops.h>
#include <ATen/ops/log2_ops.h>
#include <ATen/ops/log10_ops.h>
#include <ATen/ops/erfc_ops.h>
#include <ATen/ops/hardswish_ops.h>
#include <ATen/ops/hardtanh_ops.h>
#include <ATen/ops/softplus_ops.h>
#include <ATen/ops/fmod_ops.h>
#include <ATen/ops/fmax_ops.h>
#include <ATen/ops/fmin_ops.h>
#include <ATen/ops/hypot_ops.h>
#include <ATen/ops/copysign_ops.h>
#include <ATen/ops/logaddexp_ops.h>
#include <ATen/ops/rsub_ops.h>
#include <ATen/ops/clamp_ops.h>
#include <ATen/ops/clamp_min_ops.h>
#include <ATen/ops/clamp_max_ops.h>
#include <ATen/ops/var_ops.h>
#include <ATen/ops/var_mean_ops.h>
#include <ATen/ops/std_ops.h>
#include <ATen/ops/std_mean_ops.h>
#include <ATen/ops/hardsigmoid_ops.h>
#include <ATen/ops/mish_ops.h>
#include <ATen/ops/log_sigmoid_forward_ops.h>
#include <ATen/ops/frac_ops.h>
#include <ATen/ops/sinc_ops.h>
#include <ATen/ops/signbit_ops.h>
#include <ATen/ops/sgn_ops.h>
#include <ATen/ops/leaky_relu_ops.h>
#include <ATen/ops/hardshrink_ops.h>
#include <ATen/ops/softshrink_ops.h>
#include <ATen/ops/threshold_ops.h>
#include <ATen/ops/elu_ops.h>
#include <ATen/ops/nan_to_num_ops.h>
#include <ATen/ops/xlogy_ops.h>
#include <ATen/ops/special_xlog1py_ops.h>
#include <ATen/ops/heaviside_ops.h>
#include <ATen/ops/logaddexp2_ops.h>
#include <torch/library.h>

namespace anyrt_torch {

anyrt_dtype_t to_anyrt(at::ScalarType t) {
    switch (t) {
        case at::ScalarType::Bool: return ANYRT_DTYPE_BOOL;
        case at::ScalarType::Char: return ANYRT_DTYPE_INT8;
        case at::ScalarType::Short: return ANYRT_DTYPE_INT16;
        case at::ScalarType::Int: return ANYRT_DTYPE_INT32;
        case at::ScalarType::Long: return ANYRT_DTYPE_INT64;
        case at::ScalarType::Byte: return ANYRT_DTYPE_UINT8;
        case at::ScalarType::UInt16: return ANYRT_DTYPE_UINT16;
        case at::ScalarType::UInt32: return ANYRT_DTYPE_UINT32;
        case at::ScalarType::UInt64: return ANYRT_DTYPE_UINT64;
        case at::ScalarType::Half: return ANYRT_DTYPE_FLOAT16;
        case at::ScalarType::BFloat16: return ANYRT_DTYPE_BFLOAT16;
        case at::ScalarType::Float: return ANYRT_DTYPE_FLOAT32;
        case at::ScalarType::Double: return ANYRT_DTYPE_FLOAT64;
        default: return ANYRT_DTYPE_INVALID;
    }
}

void throw_status(anyrt_status_t status, const std::string& message) {
    switch (status) {
        case ANYRT_STATUS_OUT_OF_MEMORY: TORCH_CHECK_WITH(OutOfMemoryError, false, message);
        case ANYRT_STATUS_INVALID_VALUE: TORCH_CHECK_WITH(ValueError, false, message);
        case ANYRT_STATUS_NOT_SUPPORTED: TORCH_CHECK_WITH(NotImplementedError, false, message);
        case ANYRT_STATUS_INVALID_DEVICE: TORCH_CHECK_WITH(IndexError, false, message);
        default: TORCH_CHECK(false, message);
    }
}

}  // namespace anyrt_torch

namespace {

struct Dtypes_add {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64};
};
struct Dtypes_sub {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64};
};
struct Dtypes_mul {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64};
};
struct Dtypes_relu {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64};
};
struct Dtypes_silu {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_sigmoid {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_gelu {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_embedding {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_softmax {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_gemm {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_abs {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8};
};
struct Dtypes_neg {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8};
};
struct Dtypes_sign {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8};
};
struct Dtypes_floor {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_ceil {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_round {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_trunc {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_exp {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_log {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_log1p {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_expm1 {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_sqrt {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_rsqrt {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_sin {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_cos {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_tan {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_tanh {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_erf {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_reciprocal {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_logical_not {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8, ANYRT_DTYPE_BOOL};
};
struct Dtypes_isnan {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_div {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_floor_divide {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8};
};
struct Dtypes_remainder {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8};
};
struct Dtypes_pow {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_maximum {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8};
};
struct Dtypes_minimum {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8};
};
struct Dtypes_atan2 {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_bitwise_and {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8, ANYRT_DTYPE_BOOL};
};
struct Dtypes_bitwise_or {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8, ANYRT_DTYPE_BOOL};
};
struct Dtypes_bitwise_xor {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8, ANYRT_DTYPE_BOOL};
};
struct Dtypes_logical_and {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8, ANYRT_DTYPE_BOOL};
};
struct Dtypes_logical_or {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8, ANYRT_DTYPE_BOOL};
};
struct Dtypes_logical_xor {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8, ANYRT_DTYPE_BOOL};
};
struct Dtypes_eq {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8, ANYRT_DTYPE_BOOL};
};
struct Dtypes_ne {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8, ANYRT_DTYPE_BOOL};
};
struct Dtypes_lt {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8, ANYRT_DTYPE_BOOL};
};
struct Dtypes_le {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8, ANYRT_DTYPE_BOOL};
};
struct Dtypes_gt {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8, ANYRT_DTYPE_BOOL};
};
struct Dtypes_ge {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8, ANYRT_DTYPE_BOOL};
};
struct Dtypes_where {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8, ANYRT_DTYPE_BOOL};
};
struct Dtypes_lerp {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_addcmul {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_addcdiv {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_relu_backward {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_sigmoid_backward {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_tanh_backward {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_silu_backward {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_gelu_backward {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_cast {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8, ANYRT_DTYPE_BOOL, ANYRT_DTYPE_UINT16, ANYRT_DTYPE_UINT32, ANYRT_DTYPE_UINT64};
};
struct Dtypes_sum {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8};
};
struct Dtypes_mean {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_prod {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8};
};
struct Dtypes_amax {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8};
};
struct Dtypes_amin {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8};
};
struct Dtypes_any {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8, ANYRT_DTYPE_BOOL};
};
struct Dtypes_all {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8, ANYRT_DTYPE_BOOL};
};
struct Dtypes_count_nonzero {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8, ANYRT_DTYPE_BOOL};
};
struct Dtypes_norm {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_conv {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_conv_backward_data {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_max_pool {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_max_pool_backward {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_avg_pool {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_avg_pool_backward {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_batch_norm {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_batch_norm_backward {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_log_softmax {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_softmax_backward {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_log_softmax_backward {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_nll_loss {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_nll_loss_backward {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_embedding_backward {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_layer_norm {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_layer_norm_backward {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_arange {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8};
};
struct Dtypes_linspace {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8};
};
struct Dtypes_argmax {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8};
};
struct Dtypes_argmin {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8};
};
struct Dtypes_topk {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8};
};
struct Dtypes_sort {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8};
};
struct Dtypes_cumsum {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8};
};
struct Dtypes_cumprod {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8};
};
struct Dtypes_gather {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8, ANYRT_DTYPE_BOOL};
};
struct Dtypes_index_select {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8, ANYRT_DTYPE_BOOL};
};
struct Dtypes_scatter_add {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8};
};
struct Dtypes_scatter {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8, ANYRT_DTYPE_BOOL};
};
struct Dtypes_index_add {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8};
};
struct Dtypes_histc {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8};
};
struct Dtypes_tril {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8, ANYRT_DTYPE_BOOL};
};
struct Dtypes_triu {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8, ANYRT_DTYPE_BOOL};
};
struct Dtypes_logsumexp {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_isin {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8, ANYRT_DTYPE_BOOL};
};
struct Dtypes_nonzero {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8, ANYRT_DTYPE_BOOL};
};
struct Dtypes_masked_select {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8, ANYRT_DTYPE_BOOL};
};
struct Dtypes_asin {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_acos {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_atan {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_sinh {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_cosh {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_asinh {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_acosh {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_atanh {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_exp2 {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_log2 {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_log10 {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_erfc {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_hardswish {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_hardtanh {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_softplus {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_fmod {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_fmax {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_fmin {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_hypot {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_copysign {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_logaddexp {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_var {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_std {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_hardsigmoid {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_mish {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_logsigmoid {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_frac {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_sinc {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_signbit {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_leaky_relu {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_hardshrink {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_softshrink {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_threshold {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_elu {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_nan_to_num {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_xlogy {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_xlog1py {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};
struct Dtypes_heaviside {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64, ANYRT_DTYPE_INT8, ANYRT_DTYPE_INT16, ANYRT_DTYPE_INT32, ANYRT_DTYPE_INT64, ANYRT_DTYPE_UINT8};
};
struct Dtypes_logaddexp2 {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_FLOAT16, ANYRT_DTYPE_BFLOAT16, ANYRT_DTYPE_FLOAT32, ANYRT_DTYPE_FLOAT64};
};

struct Via_add {
    static constexpr int64_t key = 1000;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_add_descriptor(h, d, t[0], t[1], t[2]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_add(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_sub {
    static constexpr int64_t key = 1001;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_sub_descriptor(h, d, t[0], t[1], t[2]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_sub(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_mul {
    static constexpr int64_t key = 1002;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_mul_descriptor(h, d, t[0], t[1], t[2]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_mul(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_logical_and {
    static constexpr int64_t key = 1003;
    static constexpr c10::ScalarType out = c10::ScalarType::Bool;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_logical_and_descriptor(h, d, t[0], t[1], t[2]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_logical_and(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_relu {
    static constexpr int64_t key = 1004;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_relu_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_relu(d, w, n, p[0], p[1], s);
    }
};
struct Via_silu {
    static constexpr int64_t key = 1005;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_silu_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_silu(d, w, n, p[0], p[1], s);
    }
};
struct Via_sigmoid {
    static constexpr int64_t key = 1006;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_sigmoid_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_sigmoid(d, w, n, p[0], p[1], s);
    }
};
struct Via_gelu {
    static constexpr int64_t key = 1007;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_gelu_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_gelu(d, w, n, p[0], p[1], s);
    }
};
struct Via_gelutanh {
    static constexpr int64_t key = 1008;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_gelutanh_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_gelutanh(d, w, n, p[0], p[1], s);
    }
};
struct Via_embedding {
    static constexpr int64_t key = 1009;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_embedding_descriptor(h, d, t[0], t[1], t[2]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_embedding(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_softmax {
    static constexpr int64_t key = 1010;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 1;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_softmax_descriptor(h, d, t[0], t[1], static_cast<int>(static_cast<int64_t>(a[0])));
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_softmax(d, w, n, p[0], p[1], s);
    }
};
struct Via_gemm {
    static constexpr int64_t key = 1011;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_gemm_descriptor(h, d, t[0], t[1], t[2]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_gemm(d, w, n, p[0], p[1], p[2], static_cast<float>(a[0]), static_cast<float>(a[1]), s);
    }
};
struct Via_abs {
    static constexpr int64_t key = 1012;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_abs_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_abs(d, w, n, p[0], p[1], s);
    }
};
struct Via_neg {
    static constexpr int64_t key = 1013;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_neg_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_neg(d, w, n, p[0], p[1], s);
    }
};
struct Via_sign {
    static constexpr int64_t key = 1014;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_sign_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_sign(d, w, n, p[0], p[1], s);
    }
};
struct Via_floor {
    static constexpr int64_t key = 1015;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_floor_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_floor(d, w, n, p[0], p[1], s);
    }
};
struct Via_ceil {
    static constexpr int64_t key = 1016;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_ceil_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_ceil(d, w, n, p[0], p[1], s);
    }
};
struct Via_round {
    static constexpr int64_t key = 1017;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_round_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_round(d, w, n, p[0], p[1], s);
    }
};
struct Via_trunc {
    static constexpr int64_t key = 1018;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_trunc_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_trunc(d, w, n, p[0], p[1], s);
    }
};
struct Via_exp {
    static constexpr int64_t key = 1019;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_exp_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_exp(d, w, n, p[0], p[1], s);
    }
};
struct Via_log {
    static constexpr int64_t key = 1020;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_log_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_log(d, w, n, p[0], p[1], s);
    }
};
struct Via_log1p {
    static constexpr int64_t key = 1021;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_log1p_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_log1p(d, w, n, p[0], p[1], s);
    }
};
struct Via_expm1 {
    static constexpr int64_t key = 1022;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_expm1_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_expm1(d, w, n, p[0], p[1], s);
    }
};
struct Via_sqrt {
    static constexpr int64_t key = 1023;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_sqrt_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_sqrt(d, w, n, p[0], p[1], s);
    }
};
struct Via_rsqrt {
    static constexpr int64_t key = 1024;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_rsqrt_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_rsqrt(d, w, n, p[0], p[1], s);
    }
};
struct Via_sin {
    static constexpr int64_t key = 1025;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_sin_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_sin(d, w, n, p[0], p[1], s);
    }
};
struct Via_cos {
    static constexpr int64_t key = 1026;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_cos_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_cos(d, w, n, p[0], p[1], s);
    }
};
struct Via_tan {
    static constexpr int64_t key = 1027;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_tan_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_tan(d, w, n, p[0], p[1], s);
    }
};
struct Via_tanh {
    static constexpr int64_t key = 1028;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_tanh_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_tanh(d, w, n, p[0], p[1], s);
    }
};
struct Via_erf {
    static constexpr int64_t key = 1029;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_erf_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_erf(d, w, n, p[0], p[1], s);
    }
};
struct Via_reciprocal {
    static constexpr int64_t key = 1030;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_reciprocal_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_reciprocal(d, w, n, p[0], p[1], s);
    }
};
struct Via_logical_not {
    static constexpr int64_t key = 1031;
    static constexpr c10::ScalarType out = c10::ScalarType::Bool;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_logical_not_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_logical_not(d, w, n, p[0], p[1], s);
    }
};
struct Via_isnan {
    static constexpr int64_t key = 1032;
    static constexpr c10::ScalarType out = c10::ScalarType::Bool;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_isnan_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_isnan(d, w, n, p[0], p[1], s);
    }
};
struct Via_div {
    static constexpr int64_t key = 1033;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_div_descriptor(h, d, t[0], t[1], t[2]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_div(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_floor_divide {
    static constexpr int64_t key = 1034;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_floor_divide_descriptor(h, d, t[0], t[1], t[2]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_floor_divide(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_remainder {
    static constexpr int64_t key = 1035;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_remainder_descriptor(h, d, t[0], t[1], t[2]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_remainder(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_pow {
    static constexpr int64_t key = 1036;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_pow_descriptor(h, d, t[0], t[1], t[2]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_pow(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_maximum {
    static constexpr int64_t key = 1037;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_maximum_descriptor(h, d, t[0], t[1], t[2]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_maximum(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_minimum {
    static constexpr int64_t key = 1038;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_minimum_descriptor(h, d, t[0], t[1], t[2]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_minimum(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_atan2 {
    static constexpr int64_t key = 1039;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_atan2_descriptor(h, d, t[0], t[1], t[2]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_atan2(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_bitwise_and {
    static constexpr int64_t key = 1040;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_bitwise_and_descriptor(h, d, t[0], t[1], t[2]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_bitwise_and(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_bitwise_or {
    static constexpr int64_t key = 1041;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_bitwise_or_descriptor(h, d, t[0], t[1], t[2]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_bitwise_or(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_bitwise_xor {
    static constexpr int64_t key = 1042;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_bitwise_xor_descriptor(h, d, t[0], t[1], t[2]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_bitwise_xor(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_logical_or {
    static constexpr int64_t key = 1043;
    static constexpr c10::ScalarType out = c10::ScalarType::Bool;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_logical_or_descriptor(h, d, t[0], t[1], t[2]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_logical_or(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_logical_xor {
    static constexpr int64_t key = 1044;
    static constexpr c10::ScalarType out = c10::ScalarType::Bool;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_logical_xor_descriptor(h, d, t[0], t[1], t[2]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_logical_xor(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_eq {
    static constexpr int64_t key = 1045;
    static constexpr c10::ScalarType out = c10::ScalarType::Bool;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_eq_descriptor(h, d, t[0], t[1], t[2]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_eq(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_ne {
    static constexpr int64_t key = 1046;
    static constexpr c10::ScalarType out = c10::ScalarType::Bool;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_ne_descriptor(h, d, t[0], t[1], t[2]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_ne(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_lt {
    static constexpr int64_t key = 1047;
    static constexpr c10::ScalarType out = c10::ScalarType::Bool;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_lt_descriptor(h, d, t[0], t[1], t[2]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_lt(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_le {
    static constexpr int64_t key = 1048;
    static constexpr c10::ScalarType out = c10::ScalarType::Bool;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_le_descriptor(h, d, t[0], t[1], t[2]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_le(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_gt {
    static constexpr int64_t key = 1049;
    static constexpr c10::ScalarType out = c10::ScalarType::Bool;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_gt_descriptor(h, d, t[0], t[1], t[2]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_gt(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_ge {
    static constexpr int64_t key = 1050;
    static constexpr c10::ScalarType out = c10::ScalarType::Bool;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_ge_descriptor(h, d, t[0], t[1], t[2]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_ge(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_where {
    static constexpr int64_t key = 1051;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_where_descriptor(h, d, t[0], t[1], t[2], t[3]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_where(d, w, n, p[0], p[1], p[2], p[3], s);
    }
};
struct Via_lerp {
    static constexpr int64_t key = 1052;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_lerp_descriptor(h, d, t[0], t[1], t[2], t[3]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_lerp(d, w, n, p[0], p[1], p[2], p[3], s);
    }
};
struct Via_addcmul {
    static constexpr int64_t key = 1053;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_addcmul_descriptor(h, d, t[0], t[1], t[2], t[3]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_addcmul(d, w, n, p[0], p[1], p[2], p[3], static_cast<float>(a[0]), s);
    }
};
struct Via_addcdiv {
    static constexpr int64_t key = 1054;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_addcdiv_descriptor(h, d, t[0], t[1], t[2], t[3]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_addcdiv(d, w, n, p[0], p[1], p[2], p[3], static_cast<float>(a[0]), s);
    }
};
struct Via_relu_backward {
    static constexpr int64_t key = 1055;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_relu_backward_descriptor(h, d, t[0], t[1], t[2]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_relu_backward(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_sigmoid_backward {
    static constexpr int64_t key = 1056;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_sigmoid_backward_descriptor(h, d, t[0], t[1], t[2]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_sigmoid_backward(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_tanh_backward {
    static constexpr int64_t key = 1057;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_tanh_backward_descriptor(h, d, t[0], t[1], t[2]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_tanh_backward(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_silu_backward {
    static constexpr int64_t key = 1058;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_silu_backward_descriptor(h, d, t[0], t[1], t[2]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_silu_backward(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_gelu_backward {
    static constexpr int64_t key = 1059;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_gelu_backward_descriptor(h, d, t[0], t[1], t[2]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_gelu_backward(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_gelutanh_backward {
    static constexpr int64_t key = 1060;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_gelutanh_backward_descriptor(h, d, t[0], t[1], t[2]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_gelutanh_backward(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_cast {
    static constexpr int64_t key = 1061;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_cast_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_cast(d, w, n, p[0], p[1], s);
    }
};
struct Via_sum {
    static constexpr int64_t key = 1062;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_sum_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_sum(d, w, n, p[0], p[1], s);
    }
};
struct Via_mean {
    static constexpr int64_t key = 1063;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_mean_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_mean(d, w, n, p[0], p[1], s);
    }
};
struct Via_prod {
    static constexpr int64_t key = 1064;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_prod_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_prod(d, w, n, p[0], p[1], s);
    }
};
struct Via_amax {
    static constexpr int64_t key = 1065;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_amax_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_amax(d, w, n, p[0], p[1], s);
    }
};
struct Via_amin {
    static constexpr int64_t key = 1066;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_amin_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_amin(d, w, n, p[0], p[1], s);
    }
};
struct Via_any {
    static constexpr int64_t key = 1067;
    static constexpr c10::ScalarType out = c10::ScalarType::Bool;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_any_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_any(d, w, n, p[0], p[1], s);
    }
};
struct Via_all {
    static constexpr int64_t key = 1068;
    static constexpr c10::ScalarType out = c10::ScalarType::Bool;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_all_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_all(d, w, n, p[0], p[1], s);
    }
};
struct Via_count_nonzero {
    static constexpr int64_t key = 1069;
    static constexpr c10::ScalarType out = c10::ScalarType::Long;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_count_nonzero_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_count_nonzero(d, w, n, p[0], p[1], s);
    }
};
struct Via_norm {
    static constexpr int64_t key = 1070;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_norm_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_norm(d, w, n, p[0], p[1], s);
    }
};
struct Via_conv {
    static constexpr int64_t key = 1071;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 10;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_conv_descriptor(h, d, t[0], t[1], t[2], t[3], anyrt_torch::int_array<3>(a + 0).data(), anyrt_torch::int_array<3>(a + 3).data(), anyrt_torch::int_array<3>(a + 6).data(), static_cast<int>(static_cast<int64_t>(a[9])));
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_conv(d, w, n, p[0], p[1], p[2], p[3], s);
    }
};
struct Via_conv_backward_data {
    static constexpr int64_t key = 1072;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 10;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_conv_backward_data_descriptor(h, d, t[0], t[1], t[2], t[3], anyrt_torch::int_array<3>(a + 0).data(), anyrt_torch::int_array<3>(a + 3).data(), anyrt_torch::int_array<3>(a + 6).data(), static_cast<int>(static_cast<int64_t>(a[9])));
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_conv_backward_data(d, w, n, p[0], p[1], p[2], p[3], s);
    }
};
struct Via_conv_backward_filter {
    static constexpr int64_t key = 1073;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 10;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_conv_backward_filter_descriptor(h, d, t[0], t[1], t[2], t[3], t[4], anyrt_torch::int_array<3>(a + 0).data(), anyrt_torch::int_array<3>(a + 3).data(), anyrt_torch::int_array<3>(a + 6).data(), static_cast<int>(static_cast<int64_t>(a[9])));
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_conv_backward_filter(d, w, n, p[0], p[1], p[2], p[3], p[4], s);
    }
};
struct Via_max_pool {
    static constexpr int64_t key = 1074;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 10;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_max_pool_descriptor(h, d, t[0], t[1], t[2], anyrt_torch::int_array<3>(a + 0).data(), anyrt_torch::int_array<3>(a + 3).data(), anyrt_torch::int_array<3>(a + 6).data(), static_cast<int>(static_cast<int64_t>(a[9])));
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_max_pool(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_max_pool_backward {
    static constexpr int64_t key = 1075;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 10;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_max_pool_backward_descriptor(h, d, t[0], t[1], t[2], t[3], anyrt_torch::int_array<3>(a + 0).data(), anyrt_torch::int_array<3>(a + 3).data(), anyrt_torch::int_array<3>(a + 6).data(), static_cast<int>(static_cast<int64_t>(a[9])));
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_max_pool_backward(d, w, n, p[0], p[1], p[2], p[3], s);
    }
};
struct Via_avg_pool {
    static constexpr int64_t key = 1076;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 11;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_avg_pool_descriptor(h, d, t[0], t[1], anyrt_torch::int_array<3>(a + 0).data(), anyrt_torch::int_array<3>(a + 3).data(), anyrt_torch::int_array<3>(a + 6).data(), static_cast<bool>(static_cast<int64_t>(a[9])), static_cast<int>(static_cast<int64_t>(a[10])));
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_avg_pool(d, w, n, p[0], p[1], s);
    }
};
struct Via_avg_pool_backward {
    static constexpr int64_t key = 1077;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 11;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_avg_pool_backward_descriptor(h, d, t[0], t[1], t[2], anyrt_torch::int_array<3>(a + 0).data(), anyrt_torch::int_array<3>(a + 3).data(), anyrt_torch::int_array<3>(a + 6).data(), static_cast<bool>(static_cast<int64_t>(a[9])), static_cast<int>(static_cast<int64_t>(a[10])));
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_avg_pool_backward(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_batch_norm {
    static constexpr int64_t key = 1078;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 2;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_batch_norm_descriptor(h, d, t[0], t[1], t[2], t[3], t[4], t[5], t[6], t[7], static_cast<float>(a[0]), static_cast<float>(a[1]));
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_batch_norm(d, w, n, p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7], s);
    }
};
struct Via_batch_norm_inference {
    static constexpr int64_t key = 1079;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 1;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_batch_norm_inference_descriptor(h, d, t[0], t[1], t[2], t[3], t[4], t[5], static_cast<float>(a[0]));
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_batch_norm_inference(d, w, n, p[0], p[1], p[2], p[3], p[4], p[5], s);
    }
};
struct Via_batch_norm_backward {
    static constexpr int64_t key = 1080;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 1;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_batch_norm_backward_descriptor(h, d, t[0], t[1], t[2], t[3], t[4], t[5], t[6], t[7], static_cast<bool>(static_cast<int64_t>(a[0])));
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_batch_norm_backward(d, w, n, p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7], s);
    }
};
struct Via_log_softmax {
    static constexpr int64_t key = 1081;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 1;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_log_softmax_descriptor(h, d, t[0], t[1], static_cast<int>(static_cast<int64_t>(a[0])));
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_log_softmax(d, w, n, p[0], p[1], s);
    }
};
struct Via_softmax_backward {
    static constexpr int64_t key = 1082;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 1;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_softmax_backward_descriptor(h, d, t[0], t[1], t[2], static_cast<int>(static_cast<int64_t>(a[0])));
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_softmax_backward(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_log_softmax_backward {
    static constexpr int64_t key = 1083;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 1;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_log_softmax_backward_descriptor(h, d, t[0], t[1], t[2], static_cast<int>(static_cast<int64_t>(a[0])));
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_log_softmax_backward(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_nll_loss {
    static constexpr int64_t key = 1084;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_nll_loss_descriptor(h, d, t[0], t[1], t[2]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_nll_loss(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_nll_loss_backward {
    static constexpr int64_t key = 1085;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_nll_loss_backward_descriptor(h, d, t[0], t[1], t[2], t[3]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_nll_loss_backward(d, w, n, p[0], p[1], p[2], p[3], s);
    }
};
struct Via_embedding_backward {
    static constexpr int64_t key = 1086;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 1;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_embedding_backward_descriptor(h, d, t[0], t[1], t[2], static_cast<int>(static_cast<int64_t>(a[0])));
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_embedding_backward(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_layer_norm {
    static constexpr int64_t key = 1087;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 1;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_layer_norm_descriptor(h, d, t[0], t[1], t[2], t[3], t[4], t[5], static_cast<float>(a[0]));
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_layer_norm(d, w, n, p[0], p[1], p[2], p[3], p[4], p[5], s);
    }
};
struct Via_layer_norm_backward {
    static constexpr int64_t key = 1088;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_layer_norm_backward_descriptor(h, d, t[0], t[1], t[2], t[3], t[4], t[5], t[6]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_layer_norm_backward(d, w, n, p[0], p[1], p[2], p[3], p[4], p[5], p[6], s);
    }
};
struct Via_arange {
    static constexpr int64_t key = 1089;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_arange_descriptor(h, d, t[0]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_arange(d, w, n, p[0], static_cast<float>(a[0]), static_cast<float>(a[1]), s);
    }
};
struct Via_linspace {
    static constexpr int64_t key = 1090;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_linspace_descriptor(h, d, t[0]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_linspace(d, w, n, p[0], static_cast<float>(a[0]), static_cast<float>(a[1]), s);
    }
};
struct Via_argmax {
    static constexpr int64_t key = 1091;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_argmax_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_argmax(d, w, n, p[0], p[1], s);
    }
};
struct Via_argmin {
    static constexpr int64_t key = 1092;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_argmin_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_argmin(d, w, n, p[0], p[1], s);
    }
};
struct Via_topk {
    static constexpr int64_t key = 1093;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 2;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_topk_descriptor(h, d, t[0], t[1], t[2], static_cast<int>(static_cast<int64_t>(a[0])), static_cast<bool>(static_cast<int64_t>(a[1])));
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_topk(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_sort {
    static constexpr int64_t key = 1094;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 1;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_sort_descriptor(h, d, t[0], t[1], t[2], static_cast<bool>(static_cast<int64_t>(a[0])));
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_sort(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_cumsum {
    static constexpr int64_t key = 1095;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 3;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_cumsum_descriptor(h, d, t[0], t[1], static_cast<int>(static_cast<int64_t>(a[0])), static_cast<bool>(static_cast<int64_t>(a[1])), static_cast<bool>(static_cast<int64_t>(a[2])));
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_cumsum(d, w, n, p[0], p[1], s);
    }
};
struct Via_cumprod {
    static constexpr int64_t key = 1096;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 3;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_cumprod_descriptor(h, d, t[0], t[1], static_cast<int>(static_cast<int64_t>(a[0])), static_cast<bool>(static_cast<int64_t>(a[1])), static_cast<bool>(static_cast<int64_t>(a[2])));
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_cumprod(d, w, n, p[0], p[1], s);
    }
};
struct Via_gather {
    static constexpr int64_t key = 1097;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_gather_descriptor(h, d, t[0], t[1], t[2]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_gather(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_index_select {
    static constexpr int64_t key = 1098;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_index_select_descriptor(h, d, t[0], t[1], t[2]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_index_select(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_scatter_add {
    static constexpr int64_t key = 1099;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_scatter_add_descriptor(h, d, t[0], t[1], t[2], t[3]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_scatter_add(d, w, n, p[0], p[1], p[2], p[3], s);
    }
};
struct Via_scatter {
    static constexpr int64_t key = 1100;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_scatter_descriptor(h, d, t[0], t[1], t[2], t[3]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_scatter(d, w, n, p[0], p[1], p[2], p[3], s);
    }
};
struct Via_index_add {
    static constexpr int64_t key = 1101;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_index_add_descriptor(h, d, t[0], t[1], t[2], t[3]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_index_add(d, w, n, p[0], p[1], p[2], p[3], static_cast<float>(a[0]), s);
    }
};
struct Via_histc {
    static constexpr int64_t key = 1102;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 3;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_histc_descriptor(h, d, t[0], t[1], static_cast<int>(static_cast<int64_t>(a[0])), static_cast<float>(a[1]), static_cast<float>(a[2]));
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_histc(d, w, n, p[0], p[1], s);
    }
};
struct Via_tril {
    static constexpr int64_t key = 1103;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 1;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_tril_descriptor(h, d, t[0], t[1], static_cast<int>(static_cast<int64_t>(a[0])));
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_tril(d, w, n, p[0], p[1], s);
    }
};
struct Via_triu {
    static constexpr int64_t key = 1104;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 1;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_triu_descriptor(h, d, t[0], t[1], static_cast<int>(static_cast<int64_t>(a[0])));
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_triu(d, w, n, p[0], p[1], s);
    }
};
struct Via_logsumexp {
    static constexpr int64_t key = 1105;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_logsumexp_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_logsumexp(d, w, n, p[0], p[1], s);
    }
};
struct Via_isin {
    static constexpr int64_t key = 1106;
    static constexpr c10::ScalarType out = c10::ScalarType::Bool;
    static constexpr size_t n_create = 1;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_isin_descriptor(h, d, t[0], t[1], t[2], static_cast<bool>(static_cast<int64_t>(a[0])));
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_isin(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_nonzero {
    static constexpr int64_t key = 1107;
    static constexpr c10::ScalarType out = c10::ScalarType::Long;
    static constexpr size_t n_create = 1;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_nonzero_descriptor(h, d, t[0], t[1], static_cast<int>(static_cast<int64_t>(a[0])));
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_nonzero(d, w, n, p[0], p[1], s);
    }
};
struct Via_masked_select {
    static constexpr int64_t key = 1108;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_masked_select_descriptor(h, d, t[0], t[1], t[2]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_masked_select(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_asin {
    static constexpr int64_t key = 1109;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_asin_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_asin(d, w, n, p[0], p[1], s);
    }
};
struct Via_acos {
    static constexpr int64_t key = 1110;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_acos_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_acos(d, w, n, p[0], p[1], s);
    }
};
struct Via_atan {
    static constexpr int64_t key = 1111;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_atan_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_atan(d, w, n, p[0], p[1], s);
    }
};
struct Via_sinh {
    static constexpr int64_t key = 1112;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_sinh_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_sinh(d, w, n, p[0], p[1], s);
    }
};
struct Via_cosh {
    static constexpr int64_t key = 1113;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_cosh_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_cosh(d, w, n, p[0], p[1], s);
    }
};
struct Via_asinh {
    static constexpr int64_t key = 1114;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_asinh_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_asinh(d, w, n, p[0], p[1], s);
    }
};
struct Via_acosh {
    static constexpr int64_t key = 1115;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_acosh_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_acosh(d, w, n, p[0], p[1], s);
    }
};
struct Via_atanh {
    static constexpr int64_t key = 1116;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_atanh_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_atanh(d, w, n, p[0], p[1], s);
    }
};
struct Via_exp2 {
    static constexpr int64_t key = 1117;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_exp2_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_exp2(d, w, n, p[0], p[1], s);
    }
};
struct Via_log2 {
    static constexpr int64_t key = 1118;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_log2_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_log2(d, w, n, p[0], p[1], s);
    }
};
struct Via_log10 {
    static constexpr int64_t key = 1119;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_log10_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_log10(d, w, n, p[0], p[1], s);
    }
};
struct Via_erfc {
    static constexpr int64_t key = 1120;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_erfc_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_erfc(d, w, n, p[0], p[1], s);
    }
};
struct Via_hardswish {
    static constexpr int64_t key = 1121;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_hardswish_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_hardswish(d, w, n, p[0], p[1], s);
    }
};
struct Via_hardtanh {
    static constexpr int64_t key = 1122;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 2;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_hardtanh_descriptor(h, d, t[0], t[1], static_cast<float>(a[0]), static_cast<float>(a[1]));
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_hardtanh(d, w, n, p[0], p[1], s);
    }
};
struct Via_softplus {
    static constexpr int64_t key = 1123;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 2;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_softplus_descriptor(h, d, t[0], t[1], static_cast<float>(a[0]), static_cast<float>(a[1]));
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_softplus(d, w, n, p[0], p[1], s);
    }
};
struct Via_fmod {
    static constexpr int64_t key = 1124;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_fmod_descriptor(h, d, t[0], t[1], t[2]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_fmod(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_fmax {
    static constexpr int64_t key = 1125;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_fmax_descriptor(h, d, t[0], t[1], t[2]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_fmax(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_fmin {
    static constexpr int64_t key = 1126;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_fmin_descriptor(h, d, t[0], t[1], t[2]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_fmin(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_hypot {
    static constexpr int64_t key = 1127;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_hypot_descriptor(h, d, t[0], t[1], t[2]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_hypot(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_copysign {
    static constexpr int64_t key = 1128;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_copysign_descriptor(h, d, t[0], t[1], t[2]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_copysign(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_logaddexp {
    static constexpr int64_t key = 1129;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_logaddexp_descriptor(h, d, t[0], t[1], t[2]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_logaddexp(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_var {
    static constexpr int64_t key = 1130;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 1;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_var_descriptor(h, d, t[0], t[1], static_cast<float>(a[0]));
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_var(d, w, n, p[0], p[1], s);
    }
};
struct Via_std {
    static constexpr int64_t key = 1131;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 1;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_std_descriptor(h, d, t[0], t[1], static_cast<float>(a[0]));
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_std(d, w, n, p[0], p[1], s);
    }
};
struct Via_hardsigmoid {
    static constexpr int64_t key = 1132;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_hardsigmoid_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_hardsigmoid(d, w, n, p[0], p[1], s);
    }
};
struct Via_mish {
    static constexpr int64_t key = 1133;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_mish_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_mish(d, w, n, p[0], p[1], s);
    }
};
struct Via_logsigmoid {
    static constexpr int64_t key = 1134;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_logsigmoid_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_logsigmoid(d, w, n, p[0], p[1], s);
    }
};
struct Via_frac {
    static constexpr int64_t key = 1135;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_frac_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_frac(d, w, n, p[0], p[1], s);
    }
};
struct Via_sinc {
    static constexpr int64_t key = 1136;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_sinc_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_sinc(d, w, n, p[0], p[1], s);
    }
};
struct Via_signbit {
    static constexpr int64_t key = 1137;
    static constexpr c10::ScalarType out = c10::ScalarType::Bool;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_signbit_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_signbit(d, w, n, p[0], p[1], s);
    }
};
struct Via_leaky_relu {
    static constexpr int64_t key = 1138;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_leaky_relu_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_leaky_relu(d, w, n, p[0], p[1], static_cast<float>(a[0]), s);
    }
};
struct Via_hardshrink {
    static constexpr int64_t key = 1139;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_hardshrink_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_hardshrink(d, w, n, p[0], p[1], static_cast<float>(a[0]), s);
    }
};
struct Via_softshrink {
    static constexpr int64_t key = 1140;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_softshrink_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_softshrink(d, w, n, p[0], p[1], static_cast<float>(a[0]), s);
    }
};
struct Via_threshold {
    static constexpr int64_t key = 1141;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_threshold_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_threshold(d, w, n, p[0], p[1], static_cast<float>(a[0]), static_cast<float>(a[1]), s);
    }
};
struct Via_elu {
    static constexpr int64_t key = 1142;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_elu_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_elu(d, w, n, p[0], p[1], static_cast<float>(a[0]), static_cast<float>(a[1]), static_cast<float>(a[2]), s);
    }
};
struct Via_nan_to_num {
    static constexpr int64_t key = 1143;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_nan_to_num_descriptor(h, d, t[0], t[1]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_nan_to_num(d, w, n, p[0], p[1], static_cast<float>(a[0]), static_cast<float>(a[1]), static_cast<float>(a[2]), s);
    }
};
struct Via_xlogy {
    static constexpr int64_t key = 1144;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_xlogy_descriptor(h, d, t[0], t[1], t[2]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_xlogy(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_xlog1py {
    static constexpr int64_t key = 1145;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_xlog1py_descriptor(h, d, t[0], t[1], t[2]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_xlog1py(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_heaviside {
    static constexpr int64_t key = 1146;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_heaviside_descriptor(h, d, t[0], t[1], t[2]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_heaviside(d, w, n, p[0], p[1], p[2], s);
    }
};
struct Via_logaddexp2 {
    static constexpr int64_t key = 1147;
    static constexpr c10::ScalarType out = c10::ScalarType::Undefined;
    static constexpr size_t n_create = 0;
    static anyrt_status_t create(anyrt_op_handle_t h, anyrt_op_desc_t* d, const anyrt_torch::TensorDescs& t, const double* a) {
        (void)a;
        return anyrt_create_logaddexp2_descriptor(h, d, t[0], t[1], t[2]);
    }
    static anyrt_status_t run(anyrt_op_desc_t d, void* w, size_t n, void* const* p, const double* a, anyrt_stream_t s) {
        (void)a;
        return anyrt_logaddexp2(d, w, n, p[0], p[1], p[2], s);
    }
};

}  // namespace

TORCH_LIBRARY_IMPL(aten, PrivateUse1, m) {
    m.impl("empty.memory_format", TORCH_FN(anyrt_torch::empty_memory_format));
    m.impl("empty_strided", TORCH_FN(anyrt_torch::empty_strided));
    m.impl("as_strided", TORCH_FN(anyrt_torch::as_strided));
    m.impl("view", TORCH_FN(anyrt_torch::view));
    m.impl("_reshape_alias", TORCH_FN(anyrt_torch::reshape_alias));
    m.impl("view_as_real", TORCH_FN(anyrt_torch::view_as_real));
    m.impl("view_as_complex", TORCH_FN(anyrt_torch::view_as_complex));
    m.impl("unfold", TORCH_FN(anyrt_torch::unfold));
    m.impl("resize_", TORCH_FN(anyrt_torch::resize));
    m.impl("_copy_from", TORCH_FN(anyrt_torch::copy_from));
    m.impl("_copy_from_and_resize", TORCH_FN(anyrt_torch::copy_from_and_resize));
    m.impl("_local_scalar_dense", TORCH_FN(anyrt_torch::local_scalar_dense));
    m.impl("set_.source_Storage", TORCH_FN(anyrt_torch::set_source_storage));
    m.impl("set_.source_Storage_storage_offset", TORCH_FN(anyrt_torch::set_storage));
    m.impl("set_.source_Tensor", TORCH_FN(anyrt_torch::set_source_tensor));
    m.impl("set_", TORCH_FN(anyrt_torch::set_empty));
    m.impl("fill_.Scalar", TORCH_FN(anyrt_torch::fill_scalar));
    m.impl("zero_", TORCH_FN(anyrt_torch::zero));
    m.impl("uniform_", TORCH_FN(anyrt_torch::random_uniform_));
    m.impl("normal_", TORCH_FN(anyrt_torch::random_normal_));
    m.impl("bernoulli_.float", TORCH_FN(anyrt_torch::random_bernoulli_float_));
    m.impl("bernoulli_.Tensor", TORCH_FN(anyrt_torch::random_bernoulli_tensor_));
    m.impl("bernoulli.out", TORCH_FN(anyrt_torch::random_bernoulli_out));
    m.impl("random_.from", TORCH_FN(anyrt_torch::random_from_));
    m.impl("random_.to", TORCH_FN(anyrt_torch::random_to_));
    m.impl("random_", TORCH_FN(anyrt_torch::random_));
    m.impl("native_dropout", TORCH_FN(anyrt_torch::native_dropout));
    m.impl("native_dropout_backward", TORCH_FN(anyrt_torch::native_dropout_backward));
    m.impl("bitwise_not", TORCH_FN(anyrt_torch::bitwise_not));
    m.impl("bitwise_not_", TORCH_FN(anyrt_torch::bitwise_not_));
    m.impl("bitwise_not.out", TORCH_FN(anyrt_torch::bitwise_not_out));
    m.impl("isneginf", TORCH_FN(anyrt_torch::isneginf));
    m.impl("isneginf.out", TORCH_FN(anyrt_torch::isneginf_out));
    m.impl("isposinf", TORCH_FN(anyrt_torch::isposinf));
    m.impl("isposinf.out", TORCH_FN(anyrt_torch::isposinf_out));
    m.impl("max", TORCH_FN(anyrt_torch::max));
    m.impl("min", TORCH_FN(anyrt_torch::min));
    m.impl("index.Tensor", TORCH_FN(anyrt_torch::index));
    m.impl("_index_put_impl_", TORCH_FN(anyrt_torch::index_put_));
    m.impl("scatter.value", TORCH_FN(anyrt_torch::scatter_value));
    m.impl("scatter_.value", TORCH_FN(anyrt_torch::scatter_value_));
    m.impl("scatter.value_out", TORCH_FN(anyrt_torch::scatter_value_out));
    m.impl("flip", TORCH_FN(anyrt_torch::flip));
    m.impl("roll", TORCH_FN(anyrt_torch::roll));
    m.impl("dot", TORCH_FN(anyrt_torch::dot));
    m.impl("vdot", TORCH_FN(anyrt_torch::vdot));
    m.impl("addmv", TORCH_FN(anyrt_torch::addmv));
    m.impl("addmv.out", TORCH_FN(anyrt_torch::addmv_out));
    m.impl("baddbmm", TORCH_FN(anyrt_torch::baddbmm));
    m.impl("baddbmm_", TORCH_FN(anyrt_torch::baddbmm_));
    m.impl("baddbmm.out", TORCH_FN(anyrt_torch::baddbmm_out));
    m.impl("addbmm", TORCH_FN(anyrt_torch::addbmm));
    m.impl("addbmm_", TORCH_FN(anyrt_torch::addbmm_));
    m.impl("addbmm.out", TORCH_FN(anyrt_torch::addbmm_out));
    m.impl("eye.m_out", TORCH_FN(anyrt_torch::eye_m_out));
    m.impl("eye.out", TORCH_FN(anyrt_torch::eye_out));
    m.impl("trace", TORCH_FN(anyrt_torch::trace));
    m.impl("equal", TORCH_FN(anyrt_torch::equal));
    m.impl("prod", TORCH_FN(anyrt_torch::prod));
    m.impl("nansum", TORCH_FN(anyrt_torch::nansum));
    m.impl("nansum.out", TORCH_FN(anyrt_torch::nansum_out));
    m.impl("aminmax", TORCH_FN(anyrt_torch::aminmax));
    m.impl("aminmax.out", TORCH_FN(anyrt_torch::aminmax_out));
    m.impl("round.decimals", TORCH_FN(anyrt_torch::round_decimals));
    m.impl("round_.decimals", TORCH_FN(anyrt_torch::round_decimals_));
    m.impl("round.decimals_out", TORCH_FN(anyrt_torch::round_decimals_out));
    m.impl("div.Tensor_mode", TORCH_FN(anyrt_torch::div_mode));
    m.impl("div_.Tensor_mode", TORCH_FN(anyrt_torch::div_mode_));
    m.impl("div.out_mode", TORCH_FN(anyrt_torch::div_mode_out));
    m.impl("reflection_pad1d", TORCH_FN(anyrt_torch::reflection_pad1d));
    m.impl("reflection_pad1d.out", TORCH_FN(anyrt_torch::reflection_pad1d_out));
    m.impl("reflection_pad2d", TORCH_FN(anyrt_torch::reflection_pad2d));
    m.impl("reflection_pad2d.out", TORCH_FN(anyrt_torch::reflection_pad2d_out));
    m.impl("reflection_pad3d", TORCH_FN(anyrt_torch::reflection_pad3d));
    m.impl("reflection_pad3d.out", TORCH_FN(anyrt_torch::reflection_pad3d_out));
    m.impl("replication_pad1d", TORCH_FN(anyrt_torch::replication_pad1d));
    m.impl("replication_pad1d.out", TORCH_FN(anyrt_torch::replication_pad1d_out));
    m.impl("replication_pad2d", TORCH_FN(anyrt_torch::replication_pad2d));
    m.impl("replication_pad2d.out", TORCH_FN(anyrt_torch::replication_pad2d_out));
    m.impl("replication_pad3d", TORCH_FN(anyrt_torch::replication_pad3d));
    m.impl("replication_pad3d.out", TORCH_FN(anyrt_torch::replication_pad3d_out));
    m.impl("linalg_cross", TORCH_FN(anyrt_torch::linalg_cross));
    m.impl("linalg_cross.out", TORCH_FN(anyrt_torch::linalg_cross_out));
    m.impl("glu", TORCH_FN(anyrt_torch::glu));
    m.impl("glu.out", TORCH_FN(anyrt_torch::glu_out));
    m.impl("mse_loss", TORCH_FN(anyrt_torch::mse_loss));
    m.impl("mse_loss.out", TORCH_FN(anyrt_torch::mse_loss_out));
    m.impl("smooth_l1_loss", TORCH_FN(anyrt_torch::smooth_l1_loss));
    m.impl("smooth_l1_loss.out", TORCH_FN(anyrt_torch::smooth_l1_loss_out));
    m.impl("huber_loss", TORCH_FN(anyrt_torch::huber_loss));
    m.impl("huber_loss.out", TORCH_FN(anyrt_torch::huber_loss_out));
    m.impl("take", TORCH_FN(anyrt_torch::take));
    m.impl("index_fill_.int_Scalar", TORCH_FN(anyrt_torch::index_fill_scalar_));
    m.impl("index_fill_.int_Tensor", TORCH_FN(anyrt_torch::index_fill_tensor_));
    m.impl("index_copy.out", TORCH_FN(anyrt_torch::index_copy_out));
    m.impl("pow.Scalar", TORCH_FN(anyrt_torch::pow_scalar));
    m.impl("pow.Scalar_out", TORCH_FN(anyrt_torch::pow_scalar_out));
    m.impl("channel_shuffle", TORCH_FN(anyrt_torch::channel_shuffle));
    m.impl("add.Tensor", TORCH_FN((anyrt_torch::binary_alpha_functional<Via_add, Dtypes_add, at::_ops::add_Tensor>)));
    m.impl("add_.Tensor", TORCH_FN((anyrt_torch::binary_alpha_inplace<Via_add, Dtypes_add, at::_ops::add__Tensor>)));
    m.impl("add.out", TORCH_FN((anyrt_torch::binary_alpha_out<Via_add, Dtypes_add, at::_ops::add_out>)));
    m.impl("sub.Tensor", TORCH_FN((anyrt_torch::binary_alpha_functional<Via_sub, Dtypes_sub, at::_ops::sub_Tensor>)));
    m.impl("sub_.Tensor", TORCH_FN((anyrt_torch::binary_alpha_inplace<Via_sub, Dtypes_sub, at::_ops::sub__Tensor>)));
    m.impl("sub.out", TORCH_FN((anyrt_torch::binary_alpha_out<Via_sub, Dtypes_sub, at::_ops::sub_out>)));
    m.impl("mul.Tensor", TORCH_FN((anyrt_torch::mul_functional<Via_mul, Dtypes_mul, at::_ops::mul_Tensor, Via_logical_and>)));
    m.impl("mul_.Tensor", TORCH_FN((anyrt_torch::mul_inplace<Via_mul, Dtypes_mul, at::_ops::mul__Tensor, Via_logical_and>)));
    m.impl("mul.out", TORCH_FN((anyrt_torch::mul_out<Via_mul, Dtypes_mul, at::_ops::mul_out, Via_logical_and>)));
    m.impl("relu", TORCH_FN((anyrt_torch::unary_functional<Via_relu, Dtypes_relu, at::_ops::relu>)));
    m.impl("relu_", TORCH_FN((anyrt_torch::unary_inplace<Via_relu, Dtypes_relu, at::_ops::relu_>)));
    m.impl("silu", TORCH_FN((anyrt_torch::unary_functional<Via_silu, Dtypes_silu, at::_ops::silu>)));
    m.impl("silu_", TORCH_FN((anyrt_torch::unary_inplace<Via_silu, Dtypes_silu, at::_ops::silu_>)));
    m.impl("silu.out", TORCH_FN((anyrt_torch::unary_out<Via_silu, Dtypes_silu, at::_ops::silu_out>)));
    m.impl("sigmoid", TORCH_FN((anyrt_torch::unary_functional<Via_sigmoid, Dtypes_sigmoid, at::_ops::sigmoid>)));
    m.impl("sigmoid_", TORCH_FN((anyrt_torch::unary_inplace<Via_sigmoid, Dtypes_sigmoid, at::_ops::sigmoid_>)));
    m.impl("sigmoid.out", TORCH_FN((anyrt_torch::unary_out<Via_sigmoid, Dtypes_sigmoid, at::_ops::sigmoid_out>)));
    m.impl("gelu", TORCH_FN((anyrt_torch::gelu_functional<Via_gelu, Dtypes_gelu, at::_ops::gelu, Via_gelutanh>)));
    m.impl("gelu_", TORCH_FN((anyrt_torch::gelu_inplace<Via_gelu, Dtypes_gelu, at::_ops::gelu_, Via_gelutanh>)));
    m.impl("gelu.out", TORCH_FN((anyrt_torch::gelu_out<Via_gelu, Dtypes_gelu, at::_ops::gelu_out, Via_gelutanh>)));
    m.impl("embedding", TORCH_FN((anyrt_torch::embedding_functional<Via_embedding, Dtypes_embedding, at::_ops::embedding>)));
    m.impl("_softmax", TORCH_FN((anyrt_torch::softmax_functional<Via_softmax, Dtypes_softmax, at::_ops::_softmax>)));
    m.impl("_softmax.out", TORCH_FN((anyrt_torch::softmax_out<Via_softmax, Dtypes_softmax, at::_ops::_softmax_out>)));
    m.impl("mm", TORCH_FN((anyrt_torch::mm_functional<Via_gemm, Dtypes_gemm, at::_ops::mm, 2>)));
    m.impl("mm.out", TORCH_FN((anyrt_torch::mm_out<Via_gemm, Dtypes_gemm, at::_ops::mm_out, 2>)));
    m.impl("bmm", TORCH_FN((anyrt_torch::mm_functional<Via_gemm, Dtypes_gemm, at::_ops::bmm, 3>)));
    m.impl("bmm.out", TORCH_FN((anyrt_torch::mm_out<Via_gemm, Dtypes_gemm, at::_ops::bmm_out, 3>)));
    m.impl("addmm", TORCH_FN((anyrt_torch::addmm_functional<Via_gemm, Dtypes_gemm, at::_ops::addmm>)));
    m.impl("addmm_", TORCH_FN((anyrt_torch::addmm_inplace<Via_gemm, Dtypes_gemm, at::_ops::addmm_>)));
    m.impl("addmm.out", TORCH_FN((anyrt_torch::addmm_out<Via_gemm, Dtypes_gemm, at::_ops::addmm_out>)));
    m.impl("abs", TORCH_FN((anyrt_torch::unary_functional<Via_abs, Dtypes_abs, at::_ops::abs>)));
    m.impl("abs_", TORCH_FN((anyrt_torch::unary_inplace<Via_abs, Dtypes_abs, at::_ops::abs_>)));
    m.impl("abs.out", TORCH_FN((anyrt_torch::unary_out<Via_abs, Dtypes_abs, at::_ops::abs_out>)));
    m.impl("neg", TORCH_FN((anyrt_torch::unary_functional<Via_neg, Dtypes_neg, at::_ops::neg>)));
    m.impl("neg_", TORCH_FN((anyrt_torch::unary_inplace<Via_neg, Dtypes_neg, at::_ops::neg_>)));
    m.impl("neg.out", TORCH_FN((anyrt_torch::unary_out<Via_neg, Dtypes_neg, at::_ops::neg_out>)));
    m.impl("sign", TORCH_FN((anyrt_torch::unary_functional<Via_sign, Dtypes_sign, at::_ops::sign>)));
    m.impl("sign_", TORCH_FN((anyrt_torch::unary_inplace<Via_sign, Dtypes_sign, at::_ops::sign_>)));
    m.impl("sign.out", TORCH_FN((anyrt_torch::unary_out<Via_sign, Dtypes_sign, at::_ops::sign_out>)));
    m.impl("floor", TORCH_FN((anyrt_torch::unary_functional<Via_floor, Dtypes_floor, at::_ops::floor>)));
    m.impl("floor_", TORCH_FN((anyrt_torch::unary_inplace<Via_floor, Dtypes_floor, at::_ops::floor_>)));
    m.impl("floor.out", TORCH_FN((anyrt_torch::unary_out<Via_floor, Dtypes_floor, at::_ops::floor_out>)));
    m.impl("ceil", TORCH_FN((anyrt_torch::unary_functional<Via_ceil, Dtypes_ceil, at::_ops::ceil>)));
    m.impl("ceil_", TORCH_FN((anyrt_torch::unary_inplace<Via_ceil, Dtypes_ceil, at::_ops::ceil_>)));
    m.impl("ceil.out", TORCH_FN((anyrt_torch::unary_out<Via_ceil, Dtypes_ceil, at::_ops::ceil_out>)));
    m.impl("round", TORCH_FN((anyrt_torch::unary_functional<Via_round, Dtypes_round, at::_ops::round>)));
    m.impl("round_", TORCH_FN((anyrt_torch::unary_inplace<Via_round, Dtypes_round, at::_ops::round_>)));
    m.impl("round.out", TORCH_FN((anyrt_torch::unary_out<Via_round, Dtypes_round, at::_ops::round_out>)));
    m.impl("trunc", TORCH_FN((anyrt_torch::unary_functional<Via_trunc, Dtypes_trunc, at::_ops::trunc>)));
    m.impl("trunc_", TORCH_FN((anyrt_torch::unary_inplace<Via_trunc, Dtypes_trunc, at::_ops::trunc_>)));
    m.impl("trunc.out", TORCH_FN((anyrt_torch::unary_out<Via_trunc, Dtypes_trunc, at::_ops::trunc_out>)));
    m.impl("exp", TORCH_FN((anyrt_torch::unary_functional<Via_exp, Dtypes_exp, at::_ops::exp, anyrt_torch::Promote::int_to_float>)));
    m.impl("exp_", TORCH_FN((anyrt_torch::unary_inplace<Via_exp, Dtypes_exp, at::_ops::exp_, anyrt_torch::Promote::int_to_float>)));
    m.impl("exp.out", TORCH_FN((anyrt_torch::unary_out<Via_exp, Dtypes_exp, at::_ops::exp_out, anyrt_torch::Promote::int_to_float>)));
    m.impl("log", TORCH_FN((anyrt_torch::unary_functional<Via_log, Dtypes_log, at::_ops::log, anyrt_torch::Promote::int_to_float>)));
    m.impl("log_", TORCH_FN((anyrt_torch::unary_inplace<Via_log, Dtypes_log, at::_ops::log_, anyrt_torch::Promote::int_to_float>)));
    m.impl("log.out", TORCH_FN((anyrt_torch::unary_out<Via_log, Dtypes_log, at::_ops::log_out, anyrt_torch::Promote::int_to_float>)));
    m.impl("log1p", TORCH_FN((anyrt_torch::unary_functional<Via_log1p, Dtypes_log1p, at::_ops::log1p, anyrt_torch::Promote::int_to_float>)));
    m.impl("log1p_", TORCH_FN((anyrt_torch::unary_inplace<Via_log1p, Dtypes_log1p, at::_ops::log1p_, anyrt_torch::Promote::int_to_float>)));
    m.impl("log1p.out", TORCH_FN((anyrt_torch::unary_out<Via_log1p, Dtypes_log1p, at::_ops::log1p_out, anyrt_torch::Promote::int_to_float>)));
    m.impl("expm1", TORCH_FN((anyrt_torch::unary_functional<Via_expm1, Dtypes_expm1, at::_ops::expm1, anyrt_torch::Promote::int_to_float>)));
    m.impl("expm1_", TORCH_FN((anyrt_torch::unary_inplace<Via_expm1, Dtypes_expm1, at::_ops::expm1_, anyrt_torch::Promote::int_to_float>)));
    m.impl("expm1.out", TORCH_FN((anyrt_torch::unary_out<Via_expm1, Dtypes_expm1, at::_ops::expm1_out, anyrt_torch::Promote::int_to_float>)));
    m.impl("sqrt", TORCH_FN((anyrt_torch::unary_functional<Via_sqrt, Dtypes_sqrt, at::_ops::sqrt, anyrt_torch::Promote::int_to_float>)));
    m.impl("sqrt_", TORCH_FN((anyrt_torch::unary_inplace<Via_sqrt, Dtypes_sqrt, at::_ops::sqrt_, anyrt_torch::Promote::int_to_float>)));
    m.impl("sqrt.out", TORCH_FN((anyrt_torch::unary_out<Via_sqrt, Dtypes_sqrt, at::_ops::sqrt_out, anyrt_torch::Promote::int_to_float>)));
    m.impl("rsqrt", TORCH_FN((anyrt_torch::unary_functional<Via_rsqrt, Dtypes_rsqrt, at::_ops::rsqrt, anyrt_torch::Promote::int_to_float>)));
    m.impl("rsqrt_", TORCH_FN((anyrt_torch::unary_inplace<Via_rsqrt, Dtypes_rsqrt, at::_ops::rsqrt_, anyrt_torch::Promote::int_to_float>)));
    m.impl("rsqrt.out", TORCH_FN((anyrt_torch::unary_out<Via_rsqrt, Dtypes_rsqrt, at::_ops::rsqrt_out, anyrt_torch::Promote::int_to_float>)));
    m.impl("sin", TORCH_FN((anyrt_torch::unary_functional<Via_sin, Dtypes_sin, at::_ops::sin, anyrt_torch::Promote::int_to_float>)));
    m.impl("sin_", TORCH_FN((anyrt_torch::unary_inplace<Via_sin, Dtypes_sin, at::_ops::sin_, anyrt_torch::Promote::int_to_float>)));
    m.impl("sin.out", TORCH_FN((anyrt_torch::unary_out<Via_sin, Dtypes_sin, at::_ops::sin_out, anyrt_torch::Promote::int_to_float>)));
    m.impl("cos", TORCH_FN((anyrt_torch::unary_functional<Via_cos, Dtypes_cos, at::_ops::cos, anyrt_torch::Promote::int_to_float>)));
    m.impl("cos_", TORCH_FN((anyrt_torch::unary_inplace<Via_cos, Dtypes_cos, at::_ops::cos_, anyrt_torch::Promote::int_to_float>)));
    m.impl("cos.out", TORCH_FN((anyrt_torch::unary_out<Via_cos, Dtypes_cos, at::_ops::cos_out, anyrt_torch::Promote::int_to_float>)));
    m.impl("tan", TORCH_FN((anyrt_torch::unary_functional<Via_tan, Dtypes_tan, at::_ops::tan, anyrt_torch::Promote::int_to_float>)));
    m.impl("tan_", TORCH_FN((anyrt_torch::unary_inplace<Via_tan, Dtypes_tan, at::_ops::tan_, anyrt_torch::Promote::int_to_float>)));
    m.impl("tan.out", TORCH_FN((anyrt_torch::unary_out<Via_tan, Dtypes_tan, at::_ops::tan_out, anyrt_torch::Promote::int_to_float>)));
    m.impl("tanh", TORCH_FN((anyrt_torch::unary_functional<Via_tanh, Dtypes_tanh, at::_ops::tanh, anyrt_torch::Promote::int_to_float>)));
    m.impl("tanh_", TORCH_FN((anyrt_torch::unary_inplace<Via_tanh, Dtypes_tanh, at::_ops::tanh_, anyrt_torch::Promote::int_to_float>)));
    m.impl("tanh.out", TORCH_FN((anyrt_torch::unary_out<Via_tanh, Dtypes_tanh, at::_ops::tanh_out, anyrt_torch::Promote::int_to_float>)));
    m.impl("erf", TORCH_FN((anyrt_torch::unary_functional<Via_erf, Dtypes_erf, at::_ops::erf, anyrt_torch::Promote::int_to_float>)));
    m.impl("erf_", TORCH_FN((anyrt_torch::unary_inplace<Via_erf, Dtypes_erf, at::_ops::erf_, anyrt_torch::Promote::int_to_float>)));
    m.impl("erf.out", TORCH_FN((anyrt_torch::unary_out<Via_erf, Dtypes_erf, at::_ops::erf_out, anyrt_torch::Promote::int_to_float>)));
    m.impl("reciprocal", TORCH_FN((anyrt_torch::unary_functional<Via_reciprocal, Dtypes_reciprocal, at::_ops::reciprocal, anyrt_torch::Promote::int_to_float>)));
    m.impl("reciprocal_", TORCH_FN((anyrt_torch::unary_inplace<Via_reciprocal, Dtypes_reciprocal, at::_ops::reciprocal_, anyrt_torch::Promote::int_to_float>)));
    m.impl("reciprocal.out", TORCH_FN((anyrt_torch::unary_out<Via_reciprocal, Dtypes_reciprocal, at::_ops::reciprocal_out, anyrt_torch::Promote::int_to_float>)));
    m.impl("logical_not", TORCH_FN((anyrt_torch::unary_functional<Via_logical_not, Dtypes_logical_not, at::_ops::logical_not>)));
    m.impl("logical_not_", TORCH_FN((anyrt_torch::unary_inplace<Via_logical_not, Dtypes_logical_not, at::_ops::logical_not_>)));
    m.impl("logical_not.out", TORCH_FN((anyrt_torch::unary_out<Via_logical_not, Dtypes_logical_not, at::_ops::logical_not_out>)));
    m.impl("isnan", TORCH_FN((anyrt_torch::unary_functional<Via_isnan, Dtypes_isnan, at::_ops::isnan>)));
    m.impl("div.Tensor", TORCH_FN((anyrt_torch::binary_functional<Via_div, Dtypes_div, at::_ops::div_Tensor, anyrt_torch::Promote::int_to_float>)));
    m.impl("div_.Tensor", TORCH_FN((anyrt_torch::binary_inplace<Via_div, Dtypes_div, at::_ops::div__Tensor, anyrt_torch::Promote::int_to_float>)));
    m.impl("div.out", TORCH_FN((anyrt_torch::binary_out<Via_div, Dtypes_div, at::_ops::div_out, anyrt_torch::Promote::int_to_float>)));
    m.impl("floor_divide", TORCH_FN((anyrt_torch::binary_functional<Via_floor_divide, Dtypes_floor_divide, at::_ops::floor_divide>)));
    m.impl("floor_divide_.Tensor", TORCH_FN((anyrt_torch::binary_inplace<Via_floor_divide, Dtypes_floor_divide, at::_ops::floor_divide__Tensor>)));
    m.impl("floor_divide.out", TORCH_FN((anyrt_torch::binary_out<Via_floor_divide, Dtypes_floor_divide, at::_ops::floor_divide_out>)));
    m.impl("remainder.Tensor", TORCH_FN((anyrt_torch::binary_functional<Via_remainder, Dtypes_remainder, at::_ops::remainder_Tensor>)));
    m.impl("remainder_.Tensor", TORCH_FN((anyrt_torch::binary_inplace<Via_remainder, Dtypes_remainder, at::_ops::remainder__Tensor>)));
    m.impl("remainder.Tensor_out", TORCH_FN((anyrt_torch::binary_out<Via_remainder, Dtypes_remainder, at::_ops::remainder_Tensor_out>)));
    m.impl("pow.Tensor_Tensor", TORCH_FN((anyrt_torch::binary_functional<Via_pow, Dtypes_pow, at::_ops::pow_Tensor_Tensor>)));
    m.impl("pow_.Tensor", TORCH_FN((anyrt_torch::binary_inplace<Via_pow, Dtypes_pow, at::_ops::pow__Tensor>)));
    m.impl("pow.Tensor_Tensor_out", TORCH_FN((anyrt_torch::binary_out<Via_pow, Dtypes_pow, at::_ops::pow_Tensor_Tensor_out>)));
    m.impl("pow.Tensor_Scalar", TORCH_FN((anyrt_torch::binary_scalar_functional<Via_pow, Dtypes_pow, at::_ops::pow_Tensor_Scalar>)));
    m.impl("pow_.Scalar", TORCH_FN((anyrt_torch::binary_scalar_inplace<Via_pow, Dtypes_pow, at::_ops::pow__Scalar>)));
    m.impl("pow.Tensor_Scalar_out", TORCH_FN((anyrt_torch::binary_scalar_out<Via_pow, Dtypes_pow, at::_ops::pow_Tensor_Scalar_out>)));
    m.impl("maximum", TORCH_FN((anyrt_torch::binary_functional<Via_maximum, Dtypes_maximum, at::_ops::maximum>)));
    m.impl("maximum.out", TORCH_FN((anyrt_torch::binary_out<Via_maximum, Dtypes_maximum, at::_ops::maximum_out>)));
    m.impl("minimum", TORCH_FN((anyrt_torch::binary_functional<Via_minimum, Dtypes_minimum, at::_ops::minimum>)));
    m.impl("minimum.out", TORCH_FN((anyrt_torch::binary_out<Via_minimum, Dtypes_minimum, at::_ops::minimum_out>)));
    m.impl("atan2", TORCH_FN((anyrt_torch::binary_functional<Via_atan2, Dtypes_atan2, at::_ops::atan2, anyrt_torch::Promote::int_to_float>)));
    m.impl("atan2_", TORCH_FN((anyrt_torch::binary_inplace<Via_atan2, Dtypes_atan2, at::_ops::atan2_, anyrt_torch::Promote::int_to_float>)));
    m.impl("atan2.out", TORCH_FN((anyrt_torch::binary_out<Via_atan2, Dtypes_atan2, at::_ops::atan2_out, anyrt_torch::Promote::int_to_float>)));
    m.impl("bitwise_and.Tensor", TORCH_FN((anyrt_torch::binary_functional<Via_bitwise_and, Dtypes_bitwise_and, at::_ops::bitwise_and_Tensor>)));
    m.impl("bitwise_and_.Tensor", TORCH_FN((anyrt_torch::binary_inplace<Via_bitwise_and, Dtypes_bitwise_and, at::_ops::bitwise_and__Tensor>)));
    m.impl("bitwise_and.Tensor_out", TORCH_FN((anyrt_torch::binary_out<Via_bitwise_and, Dtypes_bitwise_and, at::_ops::bitwise_and_Tensor_out>)));
    m.impl("bitwise_or.Tensor", TORCH_FN((anyrt_torch::binary_functional<Via_bitwise_or, Dtypes_bitwise_or, at::_ops::bitwise_or_Tensor>)));
    m.impl("bitwise_or_.Tensor", TORCH_FN((anyrt_torch::binary_inplace<Via_bitwise_or, Dtypes_bitwise_or, at::_ops::bitwise_or__Tensor>)));
    m.impl("bitwise_or.Tensor_out", TORCH_FN((anyrt_torch::binary_out<Via_bitwise_or, Dtypes_bitwise_or, at::_ops::bitwise_or_Tensor_out>)));
    m.impl("bitwise_xor.Tensor", TORCH_FN((anyrt_torch::binary_functional<Via_bitwise_xor, Dtypes_bitwise_xor, at::_ops::bitwise_xor_Tensor>)));
    m.impl("bitwise_xor_.Tensor", TORCH_FN((anyrt_torch::binary_inplace<Via_bitwise_xor, Dtypes_bitwise_xor, at::_ops::bitwise_xor__Tensor>)));
    m.impl("bitwise_xor.Tensor_out", TORCH_FN((anyrt_torch::binary_out<Via_bitwise_xor, Dtypes_bitwise_xor, at::_ops::bitwise_xor_Tensor_out>)));
    m.impl("logical_and", TORCH_FN((anyrt_torch::binary_functional<Via_logical_and, Dtypes_logical_and, at::_ops::logical_and>)));
    m.impl("logical_and_", TORCH_FN((anyrt_torch::binary_inplace<Via_logical_and, Dtypes_logical_and, at::_ops::logical_and_>)));
    m.impl("logical_and.out", TORCH_FN((anyrt_torch::binary_out<Via_logical_and, Dtypes_logical_and, at::_ops::logical_and_out>)));
    m.impl("logical_or", TORCH_FN((anyrt_torch::binary_functional<Via_logical_or, Dtypes_logical_or, at::_ops::logical_or>)));
    m.impl("logical_or_", TORCH_FN((anyrt_torch::binary_inplace<Via_logical_or, Dtypes_logical_or, at::_ops::logical_or_>)));
    m.impl("logical_or.out", TORCH_FN((anyrt_torch::binary_out<Via_logical_or, Dtypes_logical_or, at::_ops::logical_or_out>)));
    m.impl("logical_xor", TORCH_FN((anyrt_torch::binary_functional<Via_logical_xor, Dtypes_logical_xor, at::_ops::logical_xor>)));
    m.impl("logical_xor_", TORCH_FN((anyrt_torch::binary_inplace<Via_logical_xor, Dtypes_logical_xor, at::_ops::logical_xor_>)));
    m.impl("logical_xor.out", TORCH_FN((anyrt_torch::binary_out<Via_logical_xor, Dtypes_logical_xor, at::_ops::logical_xor_out>)));
    m.impl("eq.Tensor", TORCH_FN((anyrt_torch::binary_functional<Via_eq, Dtypes_eq, at::_ops::eq_Tensor>)));
    m.impl("eq_.Tensor", TORCH_FN((anyrt_torch::binary_inplace<Via_eq, Dtypes_eq, at::_ops::eq__Tensor>)));
    m.impl("eq.Tensor_out", TORCH_FN((anyrt_torch::binary_out<Via_eq, Dtypes_eq, at::_ops::eq_Tensor_out>)));
    m.impl("eq.Scalar", TORCH_FN((anyrt_torch::binary_scalar_functional<Via_eq, Dtypes_eq, at::_ops::eq_Scalar>)));
    m.impl("eq_.Scalar", TORCH_FN((anyrt_torch::binary_scalar_inplace<Via_eq, Dtypes_eq, at::_ops::eq__Scalar>)));
    m.impl("eq.Scalar_out", TORCH_FN((anyrt_torch::binary_scalar_out<Via_eq, Dtypes_eq, at::_ops::eq_Scalar_out>)));
    m.impl("ne.Tensor", TORCH_FN((anyrt_torch::binary_functional<Via_ne, Dtypes_ne, at::_ops::ne_Tensor>)));
    m.impl("ne_.Tensor", TORCH_FN((anyrt_torch::binary_inplace<Via_ne, Dtypes_ne, at::_ops::ne__Tensor>)));
    m.impl("ne.Tensor_out", TORCH_FN((anyrt_torch::binary_out<Via_ne, Dtypes_ne, at::_ops::ne_Tensor_out>)));
    m.impl("ne.Scalar", TORCH_FN((anyrt_torch::binary_scalar_functional<Via_ne, Dtypes_ne, at::_ops::ne_Scalar>)));
    m.impl("ne_.Scalar", TORCH_FN((anyrt_torch::binary_scalar_inplace<Via_ne, Dtypes_ne, at::_ops::ne__Scalar>)));
    m.impl("ne.Scalar_out", TORCH_FN((anyrt_torch::binary_scalar_out<Via_ne, Dtypes_ne, at::_ops::ne_Scalar_out>)));
    m.impl("lt.Tensor", TORCH_FN((anyrt_torch::binary_functional<Via_lt, Dtypes_lt, at::_ops::lt_Tensor>)));
    m.impl("lt_.Tensor", TORCH_FN((anyrt_torch::binary_inplace<Via_lt, Dtypes_lt, at::_ops::lt__Tensor>)));
    m.impl("lt.Tensor_out", TORCH_FN((anyrt_torch::binary_out<Via_lt, Dtypes_lt, at::_ops::lt_Tensor_out>)));
    m.impl("lt.Scalar", TORCH_FN((anyrt_torch::binary_scalar_functional<Via_lt, Dtypes_lt, at::_ops::lt_Scalar>)));
    m.impl("lt_.Scalar", TORCH_FN((anyrt_torch::binary_scalar_inplace<Via_lt, Dtypes_lt, at::_ops::lt__Scalar>)));
    m.impl("lt.Scalar_out", TORCH_FN((anyrt_torch::binary_scalar_out<Via_lt, Dtypes_lt, at::_ops::lt_Scalar_out>)));
    m.impl("le.Tensor", TORCH_FN((anyrt_torch::binary_functional<Via_le, Dtypes_le, at::_ops::le_Tensor>)));
    m.impl("le_.Tensor", TORCH_FN((anyrt_torch::binary_inplace<Via_le, Dtypes_le, at::_ops::le__Tensor>)));
    m.impl("le.Tensor_out", TORCH_FN((anyrt_torch::binary_out<Via_le, Dtypes_le, at::_ops::le_Tensor_out>)));
    m.impl("le.Scalar", TORCH_FN((anyrt_torch::binary_scalar_functional<Via_le, Dtypes_le, at::_ops::le_Scalar>)));
    m.impl("le_.Scalar", TORCH_FN((anyrt_torch::binary_scalar_inplace<Via_le, Dtypes_le, at::_ops::le__Scalar>)));
    m.impl("le.Scalar_out", TORCH_FN((anyrt_torch::binary_scalar_out<Via_le, Dtypes_le, at::_ops::le_Scalar_out>)));
    m.impl("gt.Tensor", TORCH_FN((anyrt_torch::binary_functional<Via_gt, Dtypes_gt, at::_ops::gt_Tensor>)));
    m.impl("gt_.Tensor", TORCH_FN((anyrt_torch::binary_inplace<Via_gt, Dtypes_gt, at::_ops::gt__Tensor>)));
    m.impl("gt.Tensor_out", TORCH_FN((anyrt_torch::binary_out<Via_gt, Dtypes_gt, at::_ops::gt_Tensor_out>)));
    m.impl("gt.Scalar", TORCH_FN((anyrt_torch::binary_scalar_functional<Via_gt, Dtypes_gt, at::_ops::gt_Scalar>)));
    m.impl("gt_.Scalar", TORCH_FN((anyrt_torch::binary_scalar_inplace<Via_gt, Dtypes_gt, at::_ops::gt__Scalar>)));
    m.impl("gt.Scalar_out", TORCH_FN((anyrt_torch::binary_scalar_out<Via_gt, Dtypes_gt, at::_ops::gt_Scalar_out>)));
    m.impl("ge.Tensor", TORCH_FN((anyrt_torch::binary_functional<Via_ge, Dtypes_ge, at::_ops::ge_Tensor>)));
    m.impl("ge_.Tensor", TORCH_FN((anyrt_torch::binary_inplace<Via_ge, Dtypes_ge, at::_ops::ge__Tensor>)));
    m.impl("ge.Tensor_out", TORCH_FN((anyrt_torch::binary_out<Via_ge, Dtypes_ge, at::_ops::ge_Tensor_out>)));
    m.impl("ge.Scalar", TORCH_FN((anyrt_torch::binary_scalar_functional<Via_ge, Dtypes_ge, at::_ops::ge_Scalar>)));
    m.impl("ge_.Scalar", TORCH_FN((anyrt_torch::binary_scalar_inplace<Via_ge, Dtypes_ge, at::_ops::ge__Scalar>)));
    m.impl("ge.Scalar_out", TORCH_FN((anyrt_torch::binary_scalar_out<Via_ge, Dtypes_ge, at::_ops::ge_Scalar_out>)));
    m.impl("where.self", TORCH_FN((anyrt_torch::where_functional<Via_where, Dtypes_where, at::_ops::where_self>)));
    m.impl("where.self_out", TORCH_FN((anyrt_torch::where_out<Via_where, Dtypes_where, at::_ops::where_self_out>)));
    m.impl("masked_fill.Scalar", TORCH_FN((anyrt_torch::masked_fill_scalar_functional<Via_where, Dtypes_where, at::_ops::masked_fill_Scalar>)));
    m.impl("masked_fill_.Scalar", TORCH_FN((anyrt_torch::masked_fill_scalar_inplace<Via_where, Dtypes_where, at::_ops::masked_fill__Scalar>)));
    m.impl("masked_fill.Tensor", TORCH_FN((anyrt_torch::masked_fill_tensor_functional<Via_where, Dtypes_where, at::_ops::masked_fill_Tensor>)));
    m.impl("masked_fill_.Tensor", TORCH_FN((anyrt_torch::masked_fill_tensor_inplace<Via_where, Dtypes_where, at::_ops::masked_fill__Tensor>)));
    m.impl("lerp.Scalar", TORCH_FN((anyrt_torch::lerp_scalar_functional<Via_lerp, Dtypes_lerp, at::_ops::lerp_Scalar>)));
    m.impl("lerp_.Scalar", TORCH_FN((anyrt_torch::lerp_scalar_inplace<Via_lerp, Dtypes_lerp, at::_ops::lerp__Scalar>)));
    m.impl("lerp.Scalar_out", TORCH_FN((anyrt_torch::lerp_scalar_out<Via_lerp, Dtypes_lerp, at::_ops::lerp_Scalar_out>)));
    m.impl("lerp.Tensor", TORCH_FN((anyrt_torch::ternary_functional<Via_lerp, Dtypes_lerp, at::_ops::lerp_Tensor>)));
    m.impl("lerp_.Tensor", TORCH_FN((anyrt_torch::ternary_inplace<Via_lerp, Dtypes_lerp, at::_ops::lerp__Tensor>)));
    m.impl("lerp.Tensor_out", TORCH_FN((anyrt_torch::ternary_out<Via_lerp, Dtypes_lerp, at::_ops::lerp_Tensor_out>)));
    m.impl("addcmul", TORCH_FN((anyrt_torch::addc_functional<Via_addcmul, Dtypes_addcmul, at::_ops::addcmul>)));
    m.impl("addcmul_", TORCH_FN((anyrt_torch::addc_inplace<Via_addcmul, Dtypes_addcmul, at::_ops::addcmul_>)));
    m.impl("addcmul.out", TORCH_FN((anyrt_torch::addc_out<Via_addcmul, Dtypes_addcmul, at::_ops::addcmul_out>)));
    m.impl("addcdiv", TORCH_FN((anyrt_torch::addc_functional<Via_addcdiv, Dtypes_addcdiv, at::_ops::addcdiv>)));
    m.impl("addcdiv_", TORCH_FN((anyrt_torch::addc_inplace<Via_addcdiv, Dtypes_addcdiv, at::_ops::addcdiv_>)));
    m.impl("addcdiv.out", TORCH_FN((anyrt_torch::addc_out<Via_addcdiv, Dtypes_addcdiv, at::_ops::addcdiv_out>)));
    m.impl("threshold_backward", TORCH_FN((anyrt_torch::threshold_backward_functional<Via_relu_backward, Dtypes_relu_backward, at::_ops::threshold_backward>)));
    m.impl("threshold_backward.grad_input", TORCH_FN((anyrt_torch::threshold_backward_out<Via_relu_backward, Dtypes_relu_backward, at::_ops::threshold_backward_grad_input>)));
    m.impl("sigmoid_backward", TORCH_FN((anyrt_torch::binary_functional<Via_sigmoid_backward, Dtypes_sigmoid_backward, at::_ops::sigmoid_backward>)));
    m.impl("sigmoid_backward.grad_input", TORCH_FN((anyrt_torch::binary_out<Via_sigmoid_backward, Dtypes_sigmoid_backward, at::_ops::sigmoid_backward_grad_input>)));
    m.impl("tanh_backward", TORCH_FN((anyrt_torch::binary_functional<Via_tanh_backward, Dtypes_tanh_backward, at::_ops::tanh_backward>)));
    m.impl("tanh_backward.grad_input", TORCH_FN((anyrt_torch::binary_out<Via_tanh_backward, Dtypes_tanh_backward, at::_ops::tanh_backward_grad_input>)));
    m.impl("silu_backward", TORCH_FN((anyrt_torch::binary_functional<Via_silu_backward, Dtypes_silu_backward, at::_ops::silu_backward>)));
    m.impl("silu_backward.grad_input", TORCH_FN((anyrt_torch::binary_out<Via_silu_backward, Dtypes_silu_backward, at::_ops::silu_backward_grad_input>)));
    m.impl("gelu_backward", TORCH_FN((anyrt_torch::gelu_backward_functional<Via_gelu_backward, Dtypes_gelu_backward, at::_ops::gelu_backward, Via_gelutanh_backward>)));
    m.impl("gelu_backward.grad_input", TORCH_FN((anyrt_torch::gelu_backward_out<Via_gelu_backward, Dtypes_gelu_backward, at::_ops::gelu_backward_grad_input, Via_gelutanh_backward>)));
    m.impl("cat.out", TORCH_FN((anyrt_torch::cat_out<Via_cast, Dtypes_cast, at::_ops::cat_out>)));
    m.impl("sum.dim_IntList", TORCH_FN((anyrt_torch::reduce_dims_functional<Via_sum, Dtypes_sum, at::_ops::sum_dim_IntList, anyrt_torch::Promote::int_to_long>)));
    m.impl("sum.IntList_out", TORCH_FN((anyrt_torch::reduce_dims_out<Via_sum, Dtypes_sum, at::_ops::sum_IntList_out, anyrt_torch::Promote::int_to_long>)));
    m.impl("mean.dim", TORCH_FN((anyrt_torch::reduce_dims_functional<Via_mean, Dtypes_mean, at::_ops::mean_dim>)));
    m.impl("mean.out", TORCH_FN((anyrt_torch::reduce_dims_out<Via_mean, Dtypes_mean, at::_ops::mean_out>)));
    m.impl("prod.dim_int", TORCH_FN((anyrt_torch::reduce_dim_functional<Via_prod, Dtypes_prod, at::_ops::prod_dim_int, anyrt_torch::Promote::int_to_long>)));
    m.impl("prod.int_out", TORCH_FN((anyrt_torch::reduce_dim_out<Via_prod, Dtypes_prod, at::_ops::prod_int_out, anyrt_torch::Promote::int_to_long>)));
    m.impl("amax", TORCH_FN((anyrt_torch::reduce_list_functional<Via_amax, Dtypes_amax, at::_ops::amax>)));
    m.impl("amax.out", TORCH_FN((anyrt_torch::reduce_list_out<Via_amax, Dtypes_amax, at::_ops::amax_out>)));
    m.impl("amin", TORCH_FN((anyrt_torch::reduce_list_functional<Via_amin, Dtypes_amin, at::_ops::amin>)));
    m.impl("amin.out", TORCH_FN((anyrt_torch::reduce_list_out<Via_amin, Dtypes_amin, at::_ops::amin_out>)));
    m.impl("any", TORCH_FN((anyrt_torch::test_all_functional<Via_any, Dtypes_any, at::_ops::any>)));
    m.impl("any.all_out", TORCH_FN((anyrt_torch::test_all_out<Via_any, Dtypes_any, at::_ops::any_all_out>)));
    m.impl("any.dim", TORCH_FN((anyrt_torch::test_dim_functional<Via_any, Dtypes_any, at::_ops::any_dim>)));
    m.impl("any.out", TORCH_FN((anyrt_torch::test_dim_out<Via_any, Dtypes_any, at::_ops::any_out>)));
    m.impl("any.dims", TORCH_FN((anyrt_torch::test_dims_functional<Via_any, Dtypes_any, at::_ops::any_dims>)));
    m.impl("any.dims_out", TORCH_FN((anyrt_torch::test_dims_out<Via_any, Dtypes_any, at::_ops::any_dims_out>)));
    m.impl("all", TORCH_FN((anyrt_torch::test_all_functional<Via_all, Dtypes_all, at::_ops::all>)));
    m.impl("all.all_out", TORCH_FN((anyrt_torch::test_all_out<Via_all, Dtypes_all, at::_ops::all_all_out>)));
    m.impl("all.dim", TORCH_FN((anyrt_torch::test_dim_functional<Via_all, Dtypes_all, at::_ops::all_dim>)));
    m.impl("all.out", TORCH_FN((anyrt_torch::test_dim_out<Via_all, Dtypes_all, at::_ops::all_out>)));
    m.impl("all.dims", TORCH_FN((anyrt_torch::test_dims_functional<Via_all, Dtypes_all, at::_ops::all_dims>)));
    m.impl("all.dims_out", TORCH_FN((anyrt_torch::test_dims_out<Via_all, Dtypes_all, at::_ops::all_dims_out>)));
    m.impl("count_nonzero.dim_IntList", TORCH_FN((anyrt_torch::count_functional<Via_count_nonzero, Dtypes_count_nonzero, at::_ops::count_nonzero_dim_IntList>)));
    m.impl("linalg_vector_norm", TORCH_FN((anyrt_torch::vector_norm_functional<Via_norm, Dtypes_norm, at::_ops::linalg_vector_norm>)));
    m.impl("linalg_vector_norm.out", TORCH_FN((anyrt_torch::vector_norm_out<Via_norm, Dtypes_norm, at::_ops::linalg_vector_norm_out>)));
    m.impl("norm.ScalarOpt_dim", TORCH_FN((anyrt_torch::norm_dim_functional<Via_norm, Dtypes_norm, at::_ops::norm_ScalarOpt_dim>)));
    m.impl("convolution_overrideable", TORCH_FN((anyrt_torch::conv_functional<Via_conv, Dtypes_conv, at::_ops::convolution_overrideable>)));
    m.impl("convolution_backward_overrideable", TORCH_FN((anyrt_torch::conv_backward_functional<Via_conv_backward_data, Dtypes_conv_backward_data, at::_ops::convolution_backward_overrideable, Via_conv_backward_filter>)));
    m.impl("max_pool2d_with_indices", TORCH_FN((anyrt_torch::max_pool2d_functional<Via_max_pool, Dtypes_max_pool, at::_ops::max_pool2d_with_indices>)));
    m.impl("max_pool2d_with_indices_backward", TORCH_FN((anyrt_torch::max_pool2d_backward_functional<Via_max_pool_backward, Dtypes_max_pool_backward, at::_ops::max_pool2d_with_indices_backward>)));
    m.impl("avg_pool2d", TORCH_FN((anyrt_torch::avg_pool2d_functional<Via_avg_pool, Dtypes_avg_pool, at::_ops::avg_pool2d>)));
    m.impl("avg_pool2d_backward", TORCH_FN((anyrt_torch::avg_pool2d_backward_functional<Via_avg_pool_backward, Dtypes_avg_pool_backward, at::_ops::avg_pool2d_backward>)));
    m.impl("native_batch_norm", TORCH_FN((anyrt_torch::batch_norm_functional<Via_batch_norm, Dtypes_batch_norm, at::_ops::native_batch_norm, Via_batch_norm_inference>)));
    m.impl("_native_batch_norm_legit", TORCH_FN((anyrt_torch::batch_norm_legit_functional<Via_batch_norm, Dtypes_batch_norm, at::_ops::_native_batch_norm_legit, Via_batch_norm_inference>)));
    m.impl("_native_batch_norm_legit_no_training", TORCH_FN((anyrt_torch::batch_norm_eval_functional<Via_batch_norm, Dtypes_batch_norm, at::_ops::_native_batch_norm_legit_no_training, Via_batch_norm_inference>)));
    m.impl("native_batch_norm_backward", TORCH_FN((anyrt_torch::batch_norm_backward_functional<Via_batch_norm_backward, Dtypes_batch_norm_backward, at::_ops::native_batch_norm_backward>)));
    m.impl("_log_softmax", TORCH_FN((anyrt_torch::log_softmax_functional<Via_log_softmax, Dtypes_log_softmax, at::_ops::_log_softmax>)));
    m.impl("_log_softmax.out", TORCH_FN((anyrt_torch::log_softmax_out<Via_log_softmax, Dtypes_log_softmax, at::_ops::_log_softmax_out>)));
    m.impl("_softmax_backward_data", TORCH_FN((anyrt_torch::softmax_backward_functional<Via_softmax_backward, Dtypes_softmax_backward, at::_ops::_softmax_backward_data>)));
    m.impl("_softmax_backward_data.out", TORCH_FN((anyrt_torch::softmax_backward_out<Via_softmax_backward, Dtypes_softmax_backward, at::_ops::_softmax_backward_data_out>)));
    m.impl("_log_softmax_backward_data", TORCH_FN((anyrt_torch::softmax_backward_functional<Via_log_softmax_backward, Dtypes_log_softmax_backward, at::_ops::_log_softmax_backward_data>)));
    m.impl("_log_softmax_backward_data.out", TORCH_FN((anyrt_torch::softmax_backward_out<Via_log_softmax_backward, Dtypes_log_softmax_backward, at::_ops::_log_softmax_backward_data_out>)));
    m.impl("nll_loss_forward", TORCH_FN((anyrt_torch::nll_loss_functional<Via_nll_loss, Dtypes_nll_loss, at::_ops::nll_loss_forward>)));
    m.impl("nll_loss_backward", TORCH_FN((anyrt_torch::nll_loss_backward_functional<Via_nll_loss_backward, Dtypes_nll_loss_backward, at::_ops::nll_loss_backward>)));
    m.impl("embedding_dense_backward", TORCH_FN((anyrt_torch::embedding_backward_functional<Via_embedding_backward, Dtypes_embedding_backward, at::_ops::embedding_dense_backward>)));
    m.impl("native_layer_norm", TORCH_FN((anyrt_torch::layer_norm_functional<Via_layer_norm, Dtypes_layer_norm, at::_ops::native_layer_norm>)));
    m.impl("native_layer_norm_backward", TORCH_FN((anyrt_torch::layer_norm_backward_functional<Via_layer_norm_backward, Dtypes_layer_norm_backward, at::_ops::native_layer_norm_backward>)));
    m.impl("arange.start_out", TORCH_FN((anyrt_torch::arange_out<Via_arange, Dtypes_arange, at::_ops::arange_start_out>)));
    m.impl("linspace.out", TORCH_FN((anyrt_torch::linspace_out<Via_linspace, Dtypes_linspace, at::_ops::linspace_out>)));
    m.impl("argmax", TORCH_FN((anyrt_torch::arg_reduce_functional<Via_argmax, Dtypes_argmax, at::_ops::argmax>)));
    m.impl("argmax.out", TORCH_FN((anyrt_torch::arg_reduce_out<Via_argmax, Dtypes_argmax, at::_ops::argmax_out>)));
    m.impl("argmin", TORCH_FN((anyrt_torch::arg_reduce_functional<Via_argmin, Dtypes_argmin, at::_ops::argmin>)));
    m.impl("argmin.out", TORCH_FN((anyrt_torch::arg_reduce_out<Via_argmin, Dtypes_argmin, at::_ops::argmin_out>)));
    m.impl("max.dim", TORCH_FN((anyrt_torch::max_dim_functional<Via_argmax, Dtypes_argmax, at::_ops::max_dim, at::_ops::amax>)));
    m.impl("min.dim", TORCH_FN((anyrt_torch::max_dim_functional<Via_argmin, Dtypes_argmin, at::_ops::min_dim, at::_ops::amin>)));
    m.impl("topk", TORCH_FN((anyrt_torch::topk_functional<Via_topk, Dtypes_topk, at::_ops::topk>)));
    m.impl("sort.stable", TORCH_FN((anyrt_torch::sort_functional<Via_sort, Dtypes_sort, at::_ops::sort_stable>)));
    m.impl("cumsum", TORCH_FN((anyrt_torch::scan_functional<Via_cumsum, Dtypes_cumsum, at::_ops::cumsum, anyrt_torch::Promote::int_to_long>)));
    m.impl("cumsum.out", TORCH_FN((anyrt_torch::scan_out<Via_cumsum, Dtypes_cumsum, at::_ops::cumsum_out, anyrt_torch::Promote::int_to_long>)));
    m.impl("cumprod", TORCH_FN((anyrt_torch::scan_functional<Via_cumprod, Dtypes_cumprod, at::_ops::cumprod, anyrt_torch::Promote::int_to_long>)));
    m.impl("cumprod.out", TORCH_FN((anyrt_torch::scan_out<Via_cumprod, Dtypes_cumprod, at::_ops::cumprod_out, anyrt_torch::Promote::int_to_long>)));
    m.impl("gather", TORCH_FN((anyrt_torch::gather_functional<Via_gather, Dtypes_gather, at::_ops::gather>)));
    m.impl("index_select", TORCH_FN((anyrt_torch::index_select_functional<Via_index_select, Dtypes_index_select, at::_ops::index_select>)));
    m.impl("scatter_add", TORCH_FN((anyrt_torch::scatter_add_functional<Via_scatter_add, Dtypes_scatter_add, at::_ops::scatter_add>)));
    m.impl("scatter_add_", TORCH_FN((anyrt_torch::scatter_add_inplace<Via_scatter_add, Dtypes_scatter_add, at::_ops::scatter_add_>)));
    m.impl("scatter.src", TORCH_FN((anyrt_torch::scatter_add_functional<Via_scatter, Dtypes_scatter, at::_ops::scatter_src>)));
    m.impl("scatter_.src", TORCH_FN((anyrt_torch::scatter_add_inplace<Via_scatter, Dtypes_scatter, at::_ops::scatter__src>)));
    m.impl("index_add", TORCH_FN((anyrt_torch::index_add_functional<Via_index_add, Dtypes_index_add, at::_ops::index_add>)));
    m.impl("index_add_", TORCH_FN((anyrt_torch::index_add_inplace<Via_index_add, Dtypes_index_add, at::_ops::index_add_>)));
    m.impl("histc", TORCH_FN((anyrt_torch::histc_functional<Via_histc, Dtypes_histc, at::_ops::histc>)));
    m.impl("tril", TORCH_FN((anyrt_torch::triangle_functional<Via_tril, Dtypes_tril, at::_ops::tril>)));
    m.impl("tril_", TORCH_FN((anyrt_torch::triangle_inplace<Via_tril, Dtypes_tril, at::_ops::tril_>)));
    m.impl("tril.out", TORCH_FN((anyrt_torch::triangle_out<Via_tril, Dtypes_tril, at::_ops::tril_out>)));
    m.impl("triu", TORCH_FN((anyrt_torch::triangle_functional<Via_triu, Dtypes_triu, at::_ops::triu>)));
    m.impl("triu_", TORCH_FN((anyrt_torch::triangle_inplace<Via_triu, Dtypes_triu, at::_ops::triu_>)));
    m.impl("triu.out", TORCH_FN((anyrt_torch::triangle_out<Via_triu, Dtypes_triu, at::_ops::triu_out>)));
    m.impl("logsumexp", TORCH_FN((anyrt_torch::reduce_list_functional<Via_logsumexp, Dtypes_logsumexp, at::_ops::logsumexp>)));
    m.impl("logsumexp.out", TORCH_FN((anyrt_torch::reduce_list_out<Via_logsumexp, Dtypes_logsumexp, at::_ops::logsumexp_out>)));
    m.impl("isin.Tensor_Tensor_out", TORCH_FN((anyrt_torch::isin_out<Via_isin, Dtypes_isin, at::_ops::isin_Tensor_Tensor_out>)));
    m.impl("nonzero", TORCH_FN((anyrt_torch::nonzero_functional<Via_nonzero, Dtypes_nonzero, at::_ops::nonzero>)));
    m.impl("masked_select", TORCH_FN((anyrt_torch::masked_select_functional<Via_masked_select, Dtypes_masked_select, at::_ops::masked_select>)));
    m.impl("asin", TORCH_FN((anyrt_torch::unary_functional<Via_asin, Dtypes_asin, at::_ops::asin, anyrt_torch::Promote::int_to_float>)));
    m.impl("asin_", TORCH_FN((anyrt_torch::unary_inplace<Via_asin, Dtypes_asin, at::_ops::asin_, anyrt_torch::Promote::int_to_float>)));
    m.impl("asin.out", TORCH_FN((anyrt_torch::unary_out<Via_asin, Dtypes_asin, at::_ops::asin_out, anyrt_torch::Promote::int_to_float>)));
    m.impl("acos", TORCH_FN((anyrt_torch::unary_functional<Via_acos, Dtypes_acos, at::_ops::acos, anyrt_torch::Promote::int_to_float>)));
    m.impl("acos_", TORCH_FN((anyrt_torch::unary_inplace<Via_acos, Dtypes_acos, at::_ops::acos_, anyrt_torch::Promote::int_to_float>)));
    m.impl("acos.out", TORCH_FN((anyrt_torch::unary_out<Via_acos, Dtypes_acos, at::_ops::acos_out, anyrt_torch::Promote::int_to_float>)));
    m.impl("atan", TORCH_FN((anyrt_torch::unary_functional<Via_atan, Dtypes_atan, at::_ops::atan, anyrt_torch::Promote::int_to_float>)));
    m.impl("atan_", TORCH_FN((anyrt_torch::unary_inplace<Via_atan, Dtypes_atan, at::_ops::atan_, anyrt_torch::Promote::int_to_float>)));
    m.impl("atan.out", TORCH_FN((anyrt_torch::unary_out<Via_atan, Dtypes_atan, at::_ops::atan_out, anyrt_torch::Promote::int_to_float>)));
    m.impl("sinh", TORCH_FN((anyrt_torch::unary_functional<Via_sinh, Dtypes_sinh, at::_ops::sinh, anyrt_torch::Promote::int_to_float>)));
    m.impl("sinh_", TORCH_FN((anyrt_torch::unary_inplace<Via_sinh, Dtypes_sinh, at::_ops::sinh_, anyrt_torch::Promote::int_to_float>)));
    m.impl("sinh.out", TORCH_FN((anyrt_torch::unary_out<Via_sinh, Dtypes_sinh, at::_ops::sinh_out, anyrt_torch::Promote::int_to_float>)));
    m.impl("cosh", TORCH_FN((anyrt_torch::unary_functional<Via_cosh, Dtypes_cosh, at::_ops::cosh, anyrt_torch::Promote::int_to_float>)));
    m.impl("cosh_", TORCH_FN((anyrt_torch::unary_inplace<Via_cosh, Dtypes_cosh, at::_ops::cosh_, anyrt_torch::Promote::int_to_float>)));
    m.impl("cosh.out", TORCH_FN((anyrt_torch::unary_out<Via_cosh, Dtypes_cosh, at::_ops::cosh_out, anyrt_torch::Promote::int_to_float>)));
    m.impl("asinh", TORCH_FN((anyrt_torch::unary_functional<Via_asinh, Dtypes_asinh, at::_ops::asinh, anyrt_torch::Promote::int_to_float>)));
    m.impl("asinh_", TORCH_FN((anyrt_torch::unary_inplace<Via_asinh, Dtypes_asinh, at::_ops::asinh_, anyrt_torch::Promote::int_to_float>)));
    m.impl("asinh.out", TORCH_FN((anyrt_torch::unary_out<Via_asinh, Dtypes_asinh, at::_ops::asinh_out, anyrt_torch::Promote::int_to_float>)));
    m.impl("acosh", TORCH_FN((anyrt_torch::unary_functional<Via_acosh, Dtypes_acosh, at::_ops::acosh, anyrt_torch::Promote::int_to_float>)));
    m.impl("acosh_", TORCH_FN((anyrt_torch::unary_inplace<Via_acosh, Dtypes_acosh, at::_ops::acosh_, anyrt_torch::Promote::int_to_float>)));
    m.impl("acosh.out", TORCH_FN((anyrt_torch::unary_out<Via_acosh, Dtypes_acosh, at::_ops::acosh_out, anyrt_torch::Promote::int_to_float>)));
    m.impl("atanh", TORCH_FN((anyrt_torch::unary_functional<Via_atanh, Dtypes_atanh, at::_ops::atanh, anyrt_torch::Promote::int_to_float>)));
    m.impl("atanh_", TORCH_FN((anyrt_torch::unary_inplace<Via_atanh, Dtypes_atanh, at::_ops::atanh_, anyrt_torch::Promote::int_to_float>)));
    m.impl("atanh.out", TORCH_FN((anyrt_torch::unary_out<Via_atanh, Dtypes_atanh, at::_ops::atanh_out, anyrt_torch::Promote::int_to_float>)));
    m.impl("exp2", TORCH_FN((anyrt_torch::unary_functional<Via_exp2, Dtypes_exp2, at::_ops::exp2, anyrt_torch::Promote::int_to_float>)));
    m.impl("exp2_", TORCH_FN((anyrt_torch::unary_inplace<Via_exp2, Dtypes_exp2, at::_ops::exp2_, anyrt_torch::Promote::int_to_float>)));
    m.impl("exp2.out", TORCH_FN((anyrt_torch::unary_out<Via_exp2, Dtypes_exp2, at::_ops::exp2_out, anyrt_torch::Promote::int_to_float>)));
    m.impl("log2", TORCH_FN((anyrt_torch::unary_functional<Via_log2, Dtypes_log2, at::_ops::log2, anyrt_torch::Promote::int_to_float>)));
    m.impl("log2_", TORCH_FN((anyrt_torch::unary_inplace<Via_log2, Dtypes_log2, at::_ops::log2_, anyrt_torch::Promote::int_to_float>)));
    m.impl("log2.out", TORCH_FN((anyrt_torch::unary_out<Via_log2, Dtypes_log2, at::_ops::log2_out, anyrt_torch::Promote::int_to_float>)));
    m.impl("log10", TORCH_FN((anyrt_torch::unary_functional<Via_log10, Dtypes_log10, at::_ops::log10, anyrt_torch::Promote::int_to_float>)));
    m.impl("log10_", TORCH_FN((anyrt_torch::unary_inplace<Via_log10, Dtypes_log10, at::_ops::log10_, anyrt_torch::Promote::int_to_float>)));
    m.impl("log10.out", TORCH_FN((anyrt_torch::unary_out<Via_log10, Dtypes_log10, at::_ops::log10_out, anyrt_torch::Promote::int_to_float>)));
    m.impl("erfc", TORCH_FN((anyrt_torch::unary_functional<Via_erfc, Dtypes_erfc, at::_ops::erfc, anyrt_torch::Promote::int_to_float>)));
    m.impl("erfc_", TORCH_FN((anyrt_torch::unary_inplace<Via_erfc, Dtypes_erfc, at::_ops::erfc_, anyrt_torch::Promote::int_to_float>)));
    m.impl("erfc.out", TORCH_FN((anyrt_torch::unary_out<Via_erfc, Dtypes_erfc, at::_ops::erfc_out, anyrt_torch::Promote::int_to_float>)));
    m.impl("hardswish", TORCH_FN((anyrt_torch::unary_functional<Via_hardswish, Dtypes_hardswish, at::_ops::hardswish>)));
    m.impl("hardswish_", TORCH_FN((anyrt_torch::unary_inplace<Via_hardswish, Dtypes_hardswish, at::_ops::hardswish_>)));
    m.impl("hardswish.out", TORCH_FN((anyrt_torch::unary_out<Via_hardswish, Dtypes_hardswish, at::_ops::hardswish_out>)));
    m.impl("hardtanh", TORCH_FN((anyrt_torch::unary_attrs_functional<Via_hardtanh, Dtypes_hardtanh, at::_ops::hardtanh>)));
    m.impl("hardtanh_", TORCH_FN((anyrt_torch::unary_attrs_inplace<Via_hardtanh, Dtypes_hardtanh, at::_ops::hardtanh_>)));
    m.impl("hardtanh.out", TORCH_FN((anyrt_torch::unary_attrs_out<Via_hardtanh, Dtypes_hardtanh, at::_ops::hardtanh_out>)));
    m.impl("softplus", TORCH_FN((anyrt_torch::unary_attrs_functional<Via_softplus, Dtypes_softplus, at::_ops::softplus>)));
    m.impl("softplus.out", TORCH_FN((anyrt_torch::unary_attrs_out<Via_softplus, Dtypes_softplus, at::_ops::softplus_out>)));
    m.impl("fmod.Tensor", TORCH_FN((anyrt_torch::binary_functional<Via_fmod, Dtypes_fmod, at::_ops::fmod_Tensor>)));
    m.impl("fmod_.Tensor", TORCH_FN((anyrt_torch::binary_inplace<Via_fmod, Dtypes_fmod, at::_ops::fmod__Tensor>)));
    m.impl("fmod.Tensor_out", TORCH_FN((anyrt_torch::binary_out<Via_fmod, Dtypes_fmod, at::_ops::fmod_Tensor_out>)));
    m.impl("fmod.Scalar", TORCH_FN((anyrt_torch::binary_scalar_functional<Via_fmod, Dtypes_fmod, at::_ops::fmod_Scalar>)));
    m.impl("fmod_.Scalar", TORCH_FN((anyrt_torch::binary_scalar_inplace<Via_fmod, Dtypes_fmod, at::_ops::fmod__Scalar>)));
    m.impl("fmod.Scalar_out", TORCH_FN((anyrt_torch::binary_scalar_out<Via_fmod, Dtypes_fmod, at::_ops::fmod_Scalar_out>)));
    m.impl("fmax", TORCH_FN((anyrt_torch::binary_functional<Via_fmax, Dtypes_fmax, at::_ops::fmax>)));
    m.impl("fmax.out", TORCH_FN((anyrt_torch::binary_out<Via_fmax, Dtypes_fmax, at::_ops::fmax_out>)));
    m.impl("fmin", TORCH_FN((anyrt_torch::binary_functional<Via_fmin, Dtypes_fmin, at::_ops::fmin>)));
    m.impl("fmin.out", TORCH_FN((anyrt_torch::binary_out<Via_fmin, Dtypes_fmin, at::_ops::fmin_out>)));
    m.impl("hypot", TORCH_FN((anyrt_torch::binary_functional<Via_hypot, Dtypes_hypot, at::_ops::hypot>)));
    m.impl("hypot_", TORCH_FN((anyrt_torch::binary_inplace<Via_hypot, Dtypes_hypot, at::_ops::hypot_>)));
    m.impl("hypot.out", TORCH_FN((anyrt_torch::binary_out<Via_hypot, Dtypes_hypot, at::_ops::hypot_out>)));
    m.impl("copysign.Tensor", TORCH_FN((anyrt_torch::binary_functional<Via_copysign, Dtypes_copysign, at::_ops::copysign_Tensor, anyrt_torch::Promote::int_to_float>)));
    m.impl("copysign_.Tensor", TORCH_FN((anyrt_torch::binary_inplace<Via_copysign, Dtypes_copysign, at::_ops::copysign__Tensor, anyrt_torch::Promote::int_to_float>)));
    m.impl("copysign.out", TORCH_FN((anyrt_torch::binary_out<Via_copysign, Dtypes_copysign, at::_ops::copysign_out, anyrt_torch::Promote::int_to_float>)));
    m.impl("logaddexp", TORCH_FN((anyrt_torch::binary_functional<Via_logaddexp, Dtypes_logaddexp, at::_ops::logaddexp>)));
    m.impl("logaddexp.out", TORCH_FN((anyrt_torch::binary_out<Via_logaddexp, Dtypes_logaddexp, at::_ops::logaddexp_out>)));
    m.impl("rsub.Tensor", TORCH_FN((anyrt_torch::rsub_functional<Via_sub, Dtypes_sub, at::_ops::rsub_Tensor>)));
    m.impl("rsub.Scalar", TORCH_FN((anyrt_torch::rsub_scalar_functional<Via_sub, Dtypes_sub, at::_ops::rsub_Scalar>)));
    m.impl("clamp", TORCH_FN((anyrt_torch::clamp_functional<Via_maximum, Dtypes_maximum, at::_ops::clamp, Via_minimum>)));
    m.impl("clamp_", TORCH_FN((anyrt_torch::clamp_inplace<Via_maximum, Dtypes_maximum, at::_ops::clamp_, Via_minimum>)));
    m.impl("clamp.out", TORCH_FN((anyrt_torch::clamp_out<Via_maximum, Dtypes_maximum, at::_ops::clamp_out, Via_minimum>)));
    m.impl("clamp.Tensor", TORCH_FN((anyrt_torch::clamp_tensor_functional<Via_maximum, Dtypes_maximum, at::_ops::clamp_Tensor, Via_minimum>)));
    m.impl("clamp_.Tensor", TORCH_FN((anyrt_torch::clamp_tensor_inplace<Via_maximum, Dtypes_maximum, at::_ops::clamp__Tensor, Via_minimum>)));
    m.impl("clamp.Tensor_out", TORCH_FN((anyrt_torch::clamp_tensor_out<Via_maximum, Dtypes_maximum, at::_ops::clamp_Tensor_out, Via_minimum>)));
    m.impl("clamp_min", TORCH_FN((anyrt_torch::binary_scalar_functional<Via_maximum, Dtypes_maximum, at::_ops::clamp_min>)));
    m.impl("clamp_min_", TORCH_FN((anyrt_torch::binary_scalar_inplace<Via_maximum, Dtypes_maximum, at::_ops::clamp_min_>)));
    m.impl("clamp_min.out", TORCH_FN((anyrt_torch::binary_scalar_out<Via_maximum, Dtypes_maximum, at::_ops::clamp_min_out>)));
    m.impl("clamp_min.Tensor", TORCH_FN((anyrt_torch::binary_functional<Via_maximum, Dtypes_maximum, at::_ops::clamp_min_Tensor>)));
    m.impl("clamp_min_.Tensor", TORCH_FN((anyrt_torch::binary_inplace<Via_maximum, Dtypes_maximum, at::_ops::clamp_min__Tensor>)));
    m.impl("clamp_min.Tensor_out", TORCH_FN((anyrt_torch::binary_out<Via_maximum, Dtypes_maximum, at::_ops::clamp_min_Tensor_out>)));
    m.impl("clamp_max", TORCH_FN((anyrt_torch::binary_scalar_functional<Via_minimum, Dtypes_minimum, at::_ops::clamp_max>)));
    m.impl("clamp_max_", TORCH_FN((anyrt_torch::binary_scalar_inplace<Via_minimum, Dtypes_minimum, at::_ops::clamp_max_>)));
    m.impl("clamp_max.out", TORCH_FN((anyrt_torch::binary_scalar_out<Via_minimum, Dtypes_minimum, at::_ops::clamp_max_out>)));
    m.impl("clamp_max.Tensor", TORCH_FN((anyrt_torch::binary_functional<Via_minimum, Dtypes_minimum, at::_ops::clamp_max_Tensor>)));
    m.impl("clamp_max_.Tensor", TORCH_FN((anyrt_torch::binary_inplace<Via_minimum, Dtypes_minimum, at::_ops::clamp_max__Tensor>)));
    m.impl("clamp_max.Tensor_out", TORCH_FN((anyrt_torch::binary_out<Via_minimum, Dtypes_minimum, at::_ops::clamp_max_Tensor_out>)));
    m.impl("var.correction", TORCH_FN((anyrt_torch::moments_functional<Via_var, Dtypes_var, at::_ops::var_correction>)));
    m.impl("var.correction_out", TORCH_FN((anyrt_torch::moments_out<Via_var, Dtypes_var, at::_ops::var_correction_out>)));
    m.impl("var_mean.correction", TORCH_FN((anyrt_torch::moments_mean_functional<Via_var, Dtypes_var, at::_ops::var_mean_correction, Via_mean>)));
    m.impl("std.correction", TORCH_FN((anyrt_torch::moments_functional<Via_std, Dtypes_std, at::_ops::std_correction>)));
    m.impl("std.correction_out", TORCH_FN((anyrt_torch::moments_out<Via_std, Dtypes_std, at::_ops::std_correction_out>)));
    m.impl("std_mean.correction", TORCH_FN((anyrt_torch::moments_mean_functional<Via_std, Dtypes_std, at::_ops::std_mean_correction, Via_mean>)));
    m.impl("hardsigmoid", TORCH_FN((anyrt_torch::unary_functional<Via_hardsigmoid, Dtypes_hardsigmoid, at::_ops::hardsigmoid>)));
    m.impl("hardsigmoid_", TORCH_FN((anyrt_torch::unary_inplace<Via_hardsigmoid, Dtypes_hardsigmoid, at::_ops::hardsigmoid_>)));
    m.impl("hardsigmoid.out", TORCH_FN((anyrt_torch::unary_out<Via_hardsigmoid, Dtypes_hardsigmoid, at::_ops::hardsigmoid_out>)));
    m.impl("mish", TORCH_FN((anyrt_torch::unary_functional<Via_mish, Dtypes_mish, at::_ops::mish>)));
    m.impl("mish_", TORCH_FN((anyrt_torch::unary_inplace<Via_mish, Dtypes_mish, at::_ops::mish_>)));
    m.impl("mish.out", TORCH_FN((anyrt_torch::unary_out<Via_mish, Dtypes_mish, at::_ops::mish_out>)));
    m.impl("log_sigmoid_forward", TORCH_FN((anyrt_torch::log_sigmoid_functional<Via_logsigmoid, Dtypes_logsigmoid, at::_ops::log_sigmoid_forward>)));
    m.impl("log_sigmoid_forward.output", TORCH_FN((anyrt_torch::log_sigmoid_out<Via_logsigmoid, Dtypes_logsigmoid, at::_ops::log_sigmoid_forward_output>)));
    m.impl("frac", TORCH_FN((anyrt_torch::unary_functional<Via_frac, Dtypes_frac, at::_ops::frac>)));
    m.impl("frac_", TORCH_FN((anyrt_torch::unary_inplace<Via_frac, Dtypes_frac, at::_ops::frac_>)));
    m.impl("frac.out", TORCH_FN((anyrt_torch::unary_out<Via_frac, Dtypes_frac, at::_ops::frac_out>)));
    m.impl("sinc", TORCH_FN((anyrt_torch::unary_functional<Via_sinc, Dtypes_sinc, at::_ops::sinc, anyrt_torch::Promote::int_to_float>)));
    m.impl("sinc_", TORCH_FN((anyrt_torch::unary_inplace<Via_sinc, Dtypes_sinc, at::_ops::sinc_, anyrt_torch::Promote::int_to_float>)));
    m.impl("sinc.out", TORCH_FN((anyrt_torch::unary_out<Via_sinc, Dtypes_sinc, at::_ops::sinc_out, anyrt_torch::Promote::int_to_float>)));
    m.impl("signbit", TORCH_FN((anyrt_torch::unary_functional<Via_signbit, Dtypes_signbit, at::_ops::signbit>)));
    m.impl("signbit.out", TORCH_FN((anyrt_torch::unary_out<Via_signbit, Dtypes_signbit, at::_ops::signbit_out>)));
    m.impl("sgn", TORCH_FN((anyrt_torch::unary_functional<Via_sign, Dtypes_sign, at::_ops::sgn>)));
    m.impl("sgn_", TORCH_FN((anyrt_torch::unary_inplace<Via_sign, Dtypes_sign, at::_ops::sgn_>)));
    m.impl("sgn.out", TORCH_FN((anyrt_torch::unary_out<Via_sign, Dtypes_sign, at::_ops::sgn_out>)));
    m.impl("leaky_relu", TORCH_FN((anyrt_torch::unary_attr_functional<Via_leaky_relu, Dtypes_leaky_relu, at::_ops::leaky_relu>)));
    m.impl("leaky_relu_", TORCH_FN((anyrt_torch::unary_attr_inplace<Via_leaky_relu, Dtypes_leaky_relu, at::_ops::leaky_relu_>)));
    m.impl("leaky_relu.out", TORCH_FN((anyrt_torch::unary_attr_out<Via_leaky_relu, Dtypes_leaky_relu, at::_ops::leaky_relu_out>)));
    m.impl("hardshrink", TORCH_FN((anyrt_torch::unary_attr_functional<Via_hardshrink, Dtypes_hardshrink, at::_ops::hardshrink>)));
    m.impl("hardshrink.out", TORCH_FN((anyrt_torch::unary_attr_out<Via_hardshrink, Dtypes_hardshrink, at::_ops::hardshrink_out>)));
    m.impl("softshrink", TORCH_FN((anyrt_torch::unary_attr_functional<Via_softshrink, Dtypes_softshrink, at::_ops::softshrink>)));
    m.impl("softshrink.out", TORCH_FN((anyrt_torch::unary_attr_out<Via_softshrink, Dtypes_softshrink, at::_ops::softshrink_out>)));
    m.impl("threshold", TORCH_FN((anyrt_torch::unary_attrs_functional<Via_threshold, Dtypes_threshold, at::_ops::threshold>)));
    m.impl("threshold_", TORCH_FN((anyrt_torch::unary_attrs_inplace<Via_threshold, Dtypes_threshold, at::_ops::threshold_>)));
    m.impl("threshold.out", TORCH_FN((anyrt_torch::unary_attrs_out<Via_threshold, Dtypes_threshold, at::_ops::threshold_out>)));
    m.impl("elu", TORCH_FN((anyrt_torch::unary_attrs3_functional<Via_elu, Dtypes_elu, at::_ops::elu>)));
    m.impl("elu_", TORCH_FN((anyrt_torch::unary_attrs3_inplace<Via_elu, Dtypes_elu, at::_ops::elu_>)));
    m.impl("elu.out", TORCH_FN((anyrt_torch::unary_attrs3_out<Via_elu, Dtypes_elu, at::_ops::elu_out>)));
    m.impl("nan_to_num", TORCH_FN((anyrt_torch::nan_to_num_functional<Via_nan_to_num, Dtypes_nan_to_num, at::_ops::nan_to_num>)));
    m.impl("nan_to_num_", TORCH_FN((anyrt_torch::nan_to_num_inplace<Via_nan_to_num, Dtypes_nan_to_num, at::_ops::nan_to_num_>)));
    m.impl("nan_to_num.out", TORCH_FN((anyrt_torch::nan_to_num_out<Via_nan_to_num, Dtypes_nan_to_num, at::_ops::nan_to_num_out>)));
    m.impl("xlogy.Tensor", TORCH_FN((anyrt_torch::binary_functional<Via_xlogy, Dtypes_xlogy, at::_ops::xlogy_Tensor, anyrt_torch::Promote::int_to_float>)));
    m.impl("xlogy_.Tensor", TORCH_FN((anyrt_torch::binary_inplace<Via_xlogy, Dtypes_xlogy, at::_ops::xlogy__Tensor, anyrt_torch::Promote::int_to_float>)));
    m.impl("xlogy.OutTensor", TORCH_FN((anyrt_torch::binary_out<Via_xlogy, Dtypes_xlogy, at::_ops::xlogy_OutTensor, anyrt_torch::Promote::int_to_float>)));
    m.impl("special_xlog1py", TORCH_FN((anyrt_torch::binary_functional<Via_xlog1py, Dtypes_xlog1py, at::_ops::special_xlog1py, anyrt_torch::Promote::int_to_float>)));
    m.impl("special_xlog1py.out", TORCH_FN((anyrt_torch::binary_out<Via_xlog1py, Dtypes_xlog1py, at::_ops::special_xlog1py_out, anyrt_torch::Promote::int_to_float>)));
    m.impl("heaviside", TORCH_FN((anyrt_torch::binary_functional<Via_heaviside, Dtypes_heaviside, at::_ops::heaviside>)));
    m.impl("heaviside_", TORCH_FN((anyrt_torch::binary_inplace<Via_heaviside, Dtypes_heaviside, at::_ops::heaviside_>)));
    m.impl("heaviside.out", TORCH_FN((anyrt_torch::binary_out<Via_heaviside, Dtypes_heaviside, at::_ops::heaviside_out>)));
    m.impl("logaddexp2", TORCH_FN((anyrt_torch::binary_functional<Via_logaddexp2, Dtypes_logaddexp2, at::_ops::logaddexp2>)));
    m.impl("logaddexp2.out", TORCH_FN((anyrt_torch::binary_out<Via_logaddexp2, Dtypes_logaddexp2, at::_ops::logaddexp2_out>)));
}

// torch.ops.anyrt.*: operators without an ATen twin.
TORCH_LIBRARY(anyrt, m) {
    m.def("swiglu(Tensor a, Tensor b) -> Tensor");
    m.def("causal_softmax(Tensor x) -> Tensor");
    m.def("rope(Tensor x, Tensor pos_ids, Tensor sin_table, Tensor cos_table, int algo=0) -> Tensor");
    m.def("random_sample(Tensor probs, float random_val=0.0, float topp=1.0, int topk=1, float temperature=1.0) -> Tensor");
}

TORCH_LIBRARY_IMPL(anyrt, PrivateUse1, m) {
    m.impl("swiglu", TORCH_FN(anyrt_torch::custom_swiglu));
    m.impl("causal_softmax", TORCH_FN(anyrt_torch::custom_causal_softmax));
    m.impl("rope", TORCH_FN(anyrt_torch::custom_rope));
    m.impl("random_sample", TORCH_FN(anyrt_torch::custom_random_sample));
}

TORCH_LIBRARY_IMPL(anyrt, Meta, m) {
    m.impl("swiglu", TORCH_FN(anyrt_torch::custom_swiglu_meta));
    m.impl("causal_softmax", TORCH_FN(anyrt_torch::custom_causal_softmax_meta));
    m.impl("rope", TORCH_FN(anyrt_torch::custom_rope_meta));
    m.impl("random_sample", TORCH_FN(anyrt_torch::custom_random_sample_meta));
}
