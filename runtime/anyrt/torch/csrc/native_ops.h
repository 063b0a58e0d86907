// torch tensors through anyrt's C operators: descriptors cached per layout (in C, per device),
// workspaces from the device allocator, each call on torch's current stream. The generated
// operator table (ops_table.cpp, from spec/compat/torch.yaml) calls these.
#pragma once

#include "anyrt_torch.h"

#include <ATen/core/dispatch/Dispatcher.h>

#include <cstdint>
#include <initializer_list>

namespace anyrt_torch {

// The anyrt dtype of a torch dtype, ANYRT_DTYPE_INVALID where anyrt has none (generated:
// spec/compat/torch.yaml `dtypes`).
anyrt_dtype_t to_anyrt(at::ScalarType t);

// The boxed CPU fallback (counted in fallback_ops()).
void cpu_fallback(const c10::OperatorHandle& op, torch::jit::Stack* stack);

// dst = src on one device (same dtype, same shape, any strides; src may be an expanded view).
void native_rearrange(const at::Tensor& dst, const at::Tensor& src);
// Every element of t = value.
void native_fill(const at::Tensor& t, const at::Scalar& value);

// The anyrt operators the table runs (spec/operators.yaml names).
enum class Op { add, sub, mul, relu, silu, sigmoid, softmax, gemm, rearrange, swiglu, causal_softmax, rope, random_sample };

// out = a (op) b elementwise, broadcasting; out has the broadcast shape.
void run_binary(Op op, const at::Tensor& out, const at::Tensor& a, const at::Tensor& b);
// y = op(x), same shape.
void run_unary(Op op, const at::Tensor& y, const at::Tensor& x);
// y = softmax(x) along axis.
void run_softmax(const at::Tensor& y, const at::Tensor& x, int64_t axis);
// c = alpha * a @ b + beta * c (2-D or 3-D).
void run_gemm(const at::Tensor& c, const at::Tensor& a, const at::Tensor& b, float alpha, float beta);

// Destroys every cached descriptor and handle (before anyrt shuts down).
void release_descriptors();

}  // namespace anyrt_torch
