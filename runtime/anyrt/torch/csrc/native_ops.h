// torch tensors through anyrt's C operators: descriptors cached per layout (in C, per device),
// workspaces from the device allocator, each call on torch's current stream. The generated
// operator table (ops_table.cpp, from spec/compat/torch.yaml) calls these.
#pragma once

#include "anyrt_torch.h"

#include <ATen/core/dispatch/Dispatcher.h>

#include <cstdint>
#include <initializer_list>
#include <string>

namespace anyrt_torch {

// The anyrt dtype of a torch dtype, ANYRT_DTYPE_INVALID where anyrt has none (generated:
// spec/compat/torch.yaml `dtypes`).
anyrt_dtype_t to_anyrt(at::ScalarType t);

// The boxed CPU fallback (counted in fallback_ops()).
void cpu_fallback(const c10::OperatorHandle& op, torch::jit::Stack* stack);
// A hand-written fallback of the ATen operator `name` about to run on the CPU: raises
// NotImplementedError where the fallback is off, else counts it in fallback_ops().
void note_fallback(const std::string& name);

// dst = src on one device (same dtype, same shape, any strides; src may be an expanded view).
void native_rearrange(const at::Tensor& dst, const at::Tensor& src);
// Every element of t = value.
void native_fill(const at::Tensor& t, const at::Scalar& value);

// dst = src converted to dst's dtype on one device (same shape, any strides; src may be an
// expanded view); both dtypes anyrt's. The same dtype is native_rearrange.
void native_cast(const at::Tensor& dst, const at::Tensor& src);

// The operators the hand-written code runs (descriptor cache keys; the generated table's own
// operators are Via_<name> traits, keys from 1000 on).
enum class Op { rearrange, cast, softmax, gemm, swiglu, causal_softmax, rope, random_sample, embedding, uniform, normal,
                bernoulli, randint };

// output[..., :] = weight[indices[...], :]
void run_embedding(const at::Tensor& out, const at::Tensor& weight, const at::Tensor& indices);
// y = softmax(x) along axis.
void run_softmax(const at::Tensor& y, const at::Tensor& x, int64_t axis);
// c = alpha * a @ b + beta * c (2-D or 3-D).
void run_gemm(const at::Tensor& c, const at::Tensor& a, const at::Tensor& b, float alpha, float beta);

// Destroys every cached descriptor and handle (before anyrt shuts down).
void release_descriptors();

}  // namespace anyrt_torch
