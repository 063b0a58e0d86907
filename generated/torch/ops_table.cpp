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
struct Via_relu {
    static constexpr int64_t key = 1003;
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
    static constexpr int64_t key = 1004;
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
    static constexpr int64_t key = 1005;
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
    static constexpr int64_t key = 1006;
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
struct Via_embedding {
    static constexpr int64_t key = 1007;
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
    static constexpr int64_t key = 1008;
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
    static constexpr int64_t key = 1009;
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
    m.impl("add.Tensor", TORCH_FN((anyrt_torch::binary_alpha_functional<Via_add, Dtypes_add, at::_ops::add_Tensor>)));
    m.impl("add_.Tensor", TORCH_FN((anyrt_torch::binary_alpha_inplace<Via_add, Dtypes_add, at::_ops::add__Tensor>)));
    m.impl("add.out", TORCH_FN((anyrt_torch::binary_alpha_out<Via_add, Dtypes_add, at::_ops::add_out>)));
    m.impl("sub.Tensor", TORCH_FN((anyrt_torch::binary_alpha_functional<Via_sub, Dtypes_sub, at::_ops::sub_Tensor>)));
    m.impl("sub_.Tensor", TORCH_FN((anyrt_torch::binary_alpha_inplace<Via_sub, Dtypes_sub, at::_ops::sub__Tensor>)));
    m.impl("sub.out", TORCH_FN((anyrt_torch::binary_alpha_out<Via_sub, Dtypes_sub, at::_ops::sub_out>)));
    m.impl("mul.Tensor", TORCH_FN((anyrt_torch::binary_functional<Via_mul, Dtypes_mul, at::_ops::mul_Tensor>)));
    m.impl("mul_.Tensor", TORCH_FN((anyrt_torch::binary_inplace<Via_mul, Dtypes_mul, at::_ops::mul__Tensor>)));
    m.impl("mul.out", TORCH_FN((anyrt_torch::binary_out<Via_mul, Dtypes_mul, at::_ops::mul_out>)));
    m.impl("relu", TORCH_FN((anyrt_torch::unary_functional<Via_relu, Dtypes_relu, at::_ops::relu>)));
    m.impl("relu_", TORCH_FN((anyrt_torch::unary_inplace<Via_relu, Dtypes_relu, at::_ops::relu_>)));
    m.impl("silu", TORCH_FN((anyrt_torch::unary_functional<Via_silu, Dtypes_silu, at::_ops::silu>)));
    m.impl("silu_", TORCH_FN((anyrt_torch::unary_inplace<Via_silu, Dtypes_silu, at::_ops::silu_>)));
    m.impl("silu.out", TORCH_FN((anyrt_torch::unary_out<Via_silu, Dtypes_silu, at::_ops::silu_out>)));
    m.impl("sigmoid", TORCH_FN((anyrt_torch::unary_functional<Via_sigmoid, Dtypes_sigmoid, at::_ops::sigmoid>)));
    m.impl("sigmoid_", TORCH_FN((anyrt_torch::unary_inplace<Via_sigmoid, Dtypes_sigmoid, at::_ops::sigmoid_>)));
    m.impl("sigmoid.out", TORCH_FN((anyrt_torch::unary_out<Via_sigmoid, Dtypes_sigmoid, at::_ops::sigmoid_out>)));
    m.impl("gelu", TORCH_FN((anyrt_torch::gelu_functional<Via_gelu, Dtypes_gelu, at::_ops::gelu>)));
    m.impl("gelu_", TORCH_FN((anyrt_torch::gelu_inplace<Via_gelu, Dtypes_gelu, at::_ops::gelu_>)));
    m.impl("gelu.out", TORCH_FN((anyrt_torch::gelu_out<Via_gelu, Dtypes_gelu, at::_ops::gelu_out>)));
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
