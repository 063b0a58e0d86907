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
    m.impl("add.Tensor", TORCH_FN((anyrt_torch::binary_alpha_functional<anyrt_torch::Op::add, Dtypes_add, at::_ops::add_Tensor>)));
    m.impl("add_.Tensor", TORCH_FN((anyrt_torch::binary_alpha_inplace<anyrt_torch::Op::add, Dtypes_add, at::_ops::add__Tensor>)));
    m.impl("add.out", TORCH_FN((anyrt_torch::binary_alpha_out<anyrt_torch::Op::add, Dtypes_add, at::_ops::add_out>)));
    m.impl("sub.Tensor", TORCH_FN((anyrt_torch::binary_alpha_functional<anyrt_torch::Op::sub, Dtypes_sub, at::_ops::sub_Tensor>)));
    m.impl("sub_.Tensor", TORCH_FN((anyrt_torch::binary_alpha_inplace<anyrt_torch::Op::sub, Dtypes_sub, at::_ops::sub__Tensor>)));
    m.impl("sub.out", TORCH_FN((anyrt_torch::binary_alpha_out<anyrt_torch::Op::sub, Dtypes_sub, at::_ops::sub_out>)));
    m.impl("mul.Tensor", TORCH_FN((anyrt_torch::binary_functional<anyrt_torch::Op::mul, Dtypes_mul, at::_ops::mul_Tensor>)));
    m.impl("mul_.Tensor", TORCH_FN((anyrt_torch::binary_inplace<anyrt_torch::Op::mul, Dtypes_mul, at::_ops::mul__Tensor>)));
    m.impl("mul.out", TORCH_FN((anyrt_torch::binary_out<anyrt_torch::Op::mul, Dtypes_mul, at::_ops::mul_out>)));
    m.impl("relu", TORCH_FN((anyrt_torch::unary_functional<anyrt_torch::Op::relu, Dtypes_relu, at::_ops::relu>)));
    m.impl("relu_", TORCH_FN((anyrt_torch::unary_inplace<anyrt_torch::Op::relu, Dtypes_relu, at::_ops::relu_>)));
    m.impl("silu", TORCH_FN((anyrt_torch::unary_functional<anyrt_torch::Op::silu, Dtypes_silu, at::_ops::silu>)));
    m.impl("silu_", TORCH_FN((anyrt_torch::unary_inplace<anyrt_torch::Op::silu, Dtypes_silu, at::_ops::silu_>)));
    m.impl("silu.out", TORCH_FN((anyrt_torch::unary_out<anyrt_torch::Op::silu, Dtypes_silu, at::_ops::silu_out>)));
    m.impl("sigmoid", TORCH_FN((anyrt_torch::unary_functional<anyrt_torch::Op::sigmoid, Dtypes_sigmoid, at::_ops::sigmoid>)));
    m.impl("sigmoid_", TORCH_FN((anyrt_torch::unary_inplace<anyrt_torch::Op::sigmoid, Dtypes_sigmoid, at::_ops::sigmoid_>)));
    m.impl("sigmoid.out", TORCH_FN((anyrt_torch::unary_out<anyrt_torch::Op::sigmoid, Dtypes_sigmoid, at::_ops::sigmoid_out>)));
    m.impl("gelu", TORCH_FN((anyrt_torch::gelu_functional<anyrt_torch::Op::gelu, Dtypes_gelu, at::_ops::gelu>)));
    m.impl("gelu_", TORCH_FN((anyrt_torch::gelu_inplace<anyrt_torch::Op::gelu, Dtypes_gelu, at::_ops::gelu_>)));
    m.impl("gelu.out", TORCH_FN((anyrt_torch::gelu_out<anyrt_torch::Op::gelu, Dtypes_gelu, at::_ops::gelu_out>)));
    m.impl("embedding", TORCH_FN((anyrt_torch::embedding_functional<anyrt_torch::Op::embedding, Dtypes_embedding, at::_ops::embedding>)));
    m.impl("_softmax", TORCH_FN((anyrt_torch::softmax_functional<anyrt_torch::Op::softmax, Dtypes_softmax, at::_ops::_softmax>)));
    m.impl("_softmax.out", TORCH_FN((anyrt_torch::softmax_out<anyrt_torch::Op::softmax, Dtypes_softmax, at::_ops::_softmax_out>)));
    m.impl("mm", TORCH_FN((anyrt_torch::mm_functional<anyrt_torch::Op::gemm, Dtypes_gemm, at::_ops::mm, 2>)));
    m.impl("mm.out", TORCH_FN((anyrt_torch::mm_out<anyrt_torch::Op::gemm, Dtypes_gemm, at::_ops::mm_out, 2>)));
    m.impl("bmm", TORCH_FN((anyrt_torch::mm_functional<anyrt_torch::Op::gemm, Dtypes_gemm, at::_ops::bmm, 3>)));
    m.impl("bmm.out", TORCH_FN((anyrt_torch::mm_out<anyrt_torch::Op::gemm, Dtypes_gemm, at::_ops::bmm_out, 3>)));
    m.impl("addmm", TORCH_FN((anyrt_torch::addmm_functional<anyrt_torch::Op::gemm, Dtypes_gemm, at::_ops::addmm>)));
    m.impl("addmm_", TORCH_FN((anyrt_torch::addmm_inplace<anyrt_torch::Op::gemm, Dtypes_gemm, at::_ops::addmm_>)));
    m.impl("addmm.out", TORCH_FN((anyrt_torch::addmm_out<anyrt_torch::Op::gemm, Dtypes_gemm, at::_ops::addmm_out>)));
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
