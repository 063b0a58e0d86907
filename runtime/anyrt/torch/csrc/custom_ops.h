// torch.ops.anyrt.*: the anyrt operators without an ATen twin. Their schemas and registration are
// generated (spec/compat/torch.yaml `custom_ops`, ops_table.cpp); each has a device kernel and a
// Meta kernel (output shape and dtype only) here.
#pragma once

#include "anyrt_torch.h"

namespace anyrt_torch {

at::Tensor custom_swiglu(const at::Tensor& a, const at::Tensor& b);
at::Tensor custom_swiglu_meta(const at::Tensor& a, const at::Tensor& b);
at::Tensor custom_causal_softmax(const at::Tensor& x);
at::Tensor custom_causal_softmax_meta(const at::Tensor& x);
at::Tensor custom_rope(const at::Tensor& x, const at::Tensor& pos_ids, const at::Tensor& sin_table, const at::Tensor& cos_table,
                       int64_t algo);
at::Tensor custom_rope_meta(const at::Tensor& x, const at::Tensor& pos_ids, const at::Tensor& sin_table,
                            const at::Tensor& cos_table, int64_t algo);
at::Tensor custom_random_sample(const at::Tensor& probs, double random_val, double topp, int64_t topk, double temperature);
at::Tensor custom_random_sample_meta(const at::Tensor& probs, double random_val, double topp, int64_t topk,
                                     double temperature);

}  // namespace anyrt_torch
