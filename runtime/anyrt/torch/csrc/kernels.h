// The ATen kernels every PrivateUse1 device needs, written once (kernels.cpp); the generated
// table (ops_table.cpp) registers them by the names spec/compat/torch.yaml `runtime` gives.
#pragma once

#include "anyrt_torch.h"

#include <optional>
#include <tuple>

namespace anyrt_torch {

at::Tensor empty_memory_format(c10::IntArrayRef size, std::optional<at::ScalarType> dtype, std::optional<at::Layout> layout,
                               std::optional<at::Device> device, std::optional<bool> pin_memory,
                               std::optional<at::MemoryFormat> memory_format);
at::Tensor empty_strided(c10::IntArrayRef size, c10::IntArrayRef stride, std::optional<at::ScalarType> dtype,
                         std::optional<at::Layout> layout, std::optional<at::Device> device, std::optional<bool> pin_memory);
at::Tensor as_strided(const at::Tensor& self, c10::IntArrayRef size, c10::IntArrayRef stride, std::optional<int64_t> offset);
at::Tensor view(const at::Tensor& self, c10::IntArrayRef size);
at::Tensor reshape_alias(const at::Tensor& self, c10::IntArrayRef size, c10::IntArrayRef stride);
at::Tensor view_as_real(const at::Tensor& self);
at::Tensor view_as_complex(const at::Tensor& self);
at::Tensor unfold(const at::Tensor& self, int64_t dimension, int64_t size, int64_t step);
const at::Tensor& resize(const at::Tensor& self, c10::IntArrayRef size, std::optional<at::MemoryFormat> fmt);
// Between host, devices, dtypes and layouts; returns dst.
at::Tensor copy_from(const at::Tensor& self, const at::Tensor& dst, bool non_blocking);
at::Tensor copy_from_and_resize(const at::Tensor& self, const at::Tensor& dst);
at::Scalar local_scalar_dense(const at::Tensor& self);
at::Tensor& set_source_storage(at::Tensor& self, c10::Storage source);
at::Tensor& set_storage(at::Tensor& self, c10::Storage source, int64_t offset, c10::IntArrayRef size, c10::IntArrayRef stride);
at::Tensor& set_source_tensor(at::Tensor& self, const at::Tensor& source);
at::Tensor& set_empty(at::Tensor& self);
at::Tensor& fill_scalar(at::Tensor& self, const at::Scalar& value);
at::Tensor& zero(at::Tensor& self);

// Random numbers from the anyrt generator (random_ops.cpp, generator.h).
at::Tensor& random_uniform_(at::Tensor& self, double from, double to, std::optional<at::Generator> generator);
at::Tensor& random_normal_(at::Tensor& self, double mean, double std, std::optional<at::Generator> generator);
at::Tensor& random_bernoulli_float_(at::Tensor& self, double p, std::optional<at::Generator> generator);
at::Tensor& random_bernoulli_tensor_(at::Tensor& self, const at::Tensor& p, std::optional<at::Generator> generator);
at::Tensor& random_bernoulli_out(const at::Tensor& self, std::optional<at::Generator> generator, at::Tensor& out);
at::Tensor& random_from_(at::Tensor& self, int64_t from, std::optional<int64_t> to, std::optional<at::Generator> generator);
at::Tensor& random_to_(at::Tensor& self, int64_t to, std::optional<at::Generator> generator);
at::Tensor& random_(at::Tensor& self, std::optional<at::Generator> generator);
std::tuple<at::Tensor, at::Tensor> native_dropout(const at::Tensor& input, double p, std::optional<bool> train);
at::Tensor native_dropout_backward(const at::Tensor& grad_output, const at::Tensor& mask, double scale);

// Composed of the device kernels the table registers (composed_ops.cpp).
at::Tensor bitwise_not(const at::Tensor& self);
at::Tensor& bitwise_not_(at::Tensor& self);
at::Tensor& bitwise_not_out(const at::Tensor& self, at::Tensor& out);
at::Tensor isneginf(const at::Tensor& self);
at::Tensor& isneginf_out(const at::Tensor& self, at::Tensor& out);
at::Tensor isposinf(const at::Tensor& self);
at::Tensor& isposinf_out(const at::Tensor& self, at::Tensor& out);
at::Tensor max(const at::Tensor& self);
at::Tensor min(const at::Tensor& self);
at::Tensor index(const at::Tensor& self, const c10::List<std::optional<at::Tensor>>& indices);
at::Tensor& index_put_(at::Tensor& self, const c10::List<std::optional<at::Tensor>>& indices, const at::Tensor& values,
                       bool accumulate, bool unsafe);
at::Tensor scatter_value(const at::Tensor& self, int64_t dim, const at::Tensor& index, const at::Scalar& value);
at::Tensor& scatter_value_(at::Tensor& self, int64_t dim, const at::Tensor& index, const at::Scalar& value);
at::Tensor& scatter_value_out(const at::Tensor& self, int64_t dim, const at::Tensor& index, const at::Scalar& value,
                              at::Tensor& out);

// issue 45: torch's common ops composed of the table's kernels (composed_ops.cpp).
at::Tensor flip(const at::Tensor& self, at::IntArrayRef dims);
at::Tensor roll(const at::Tensor& self, c10::SymIntArrayRef shifts, at::IntArrayRef dims);
at::Tensor dot(const at::Tensor& self, const at::Tensor& tensor);
at::Tensor vdot(const at::Tensor& self, const at::Tensor& other);
at::Tensor addmv(const at::Tensor& self, const at::Tensor& mat, const at::Tensor& vec, const at::Scalar& beta,
                 const at::Scalar& alpha);
at::Tensor& addmv_out(const at::Tensor& self, const at::Tensor& mat, const at::Tensor& vec, const at::Scalar& beta,
                      const at::Scalar& alpha, at::Tensor& out);
at::Tensor baddbmm(const at::Tensor& self, const at::Tensor& batch1, const at::Tensor& batch2, const at::Scalar& beta,
                   const at::Scalar& alpha);
at::Tensor& baddbmm_(at::Tensor& self, const at::Tensor& batch1, const at::Tensor& batch2, const at::Scalar& beta,
                     const at::Scalar& alpha);
at::Tensor& baddbmm_out(const at::Tensor& self, const at::Tensor& batch1, const at::Tensor& batch2, const at::Scalar& beta,
                        const at::Scalar& alpha, at::Tensor& out);
at::Tensor addbmm(const at::Tensor& self, const at::Tensor& batch1, const at::Tensor& batch2, const at::Scalar& beta,
                  const at::Scalar& alpha);
at::Tensor& addbmm_(at::Tensor& self, const at::Tensor& batch1, const at::Tensor& batch2, const at::Scalar& beta,
                    const at::Scalar& alpha);
at::Tensor& addbmm_out(const at::Tensor& self, const at::Tensor& batch1, const at::Tensor& batch2, const at::Scalar& beta,
                       const at::Scalar& alpha, at::Tensor& out);
at::Tensor& eye_m_out(c10::SymInt n, c10::SymInt m, at::Tensor& out);
at::Tensor& eye_out(c10::SymInt n, at::Tensor& out);
at::Tensor trace(const at::Tensor& self);
bool equal(const at::Tensor& self, const at::Tensor& other);
at::Tensor prod(const at::Tensor& self, std::optional<at::ScalarType> dtype);
at::Tensor nansum(const at::Tensor& self, at::OptionalIntArrayRef dim, bool keepdim, std::optional<at::ScalarType> dtype);
at::Tensor& nansum_out(const at::Tensor& self, at::OptionalIntArrayRef dim, bool keepdim,
                       std::optional<at::ScalarType> dtype, at::Tensor& out);
std::tuple<at::Tensor, at::Tensor> aminmax(const at::Tensor& self, std::optional<int64_t> dim, bool keepdim);
std::tuple<at::Tensor&, at::Tensor&> aminmax_out(const at::Tensor& self, std::optional<int64_t> dim, bool keepdim,
                                                 at::Tensor& min, at::Tensor& max);
at::Tensor round_decimals(const at::Tensor& self, int64_t decimals);
at::Tensor& round_decimals_(at::Tensor& self, int64_t decimals);
at::Tensor& round_decimals_out(const at::Tensor& self, int64_t decimals, at::Tensor& out);
at::Tensor div_mode(const at::Tensor& self, const at::Tensor& other, std::optional<c10::string_view> mode);
at::Tensor& div_mode_(at::Tensor& self, const at::Tensor& other, std::optional<c10::string_view> mode);
at::Tensor& div_mode_out(const at::Tensor& self, const at::Tensor& other, std::optional<c10::string_view> mode,
                         at::Tensor& out);
at::Tensor reflection_pad1d(const at::Tensor& self, c10::SymIntArrayRef padding);
at::Tensor& reflection_pad1d_out(const at::Tensor& self, c10::SymIntArrayRef padding, at::Tensor& out);
at::Tensor reflection_pad2d(const at::Tensor& self, c10::SymIntArrayRef padding);
at::Tensor& reflection_pad2d_out(const at::Tensor& self, c10::SymIntArrayRef padding, at::Tensor& out);
at::Tensor reflection_pad3d(const at::Tensor& self, c10::SymIntArrayRef padding);
at::Tensor& reflection_pad3d_out(const at::Tensor& self, c10::SymIntArrayRef padding, at::Tensor& out);
at::Tensor replication_pad1d(const at::Tensor& self, c10::SymIntArrayRef padding);
at::Tensor& replication_pad1d_out(const at::Tensor& self, c10::SymIntArrayRef padding, at::Tensor& out);
at::Tensor replication_pad2d(const at::Tensor& self, c10::SymIntArrayRef padding);
at::Tensor& replication_pad2d_out(const at::Tensor& self, c10::SymIntArrayRef padding, at::Tensor& out);
at::Tensor replication_pad3d(const at::Tensor& self, c10::SymIntArrayRef padding);
at::Tensor& replication_pad3d_out(const at::Tensor& self, c10::SymIntArrayRef padding, at::Tensor& out);
at::Tensor linalg_cross(const at::Tensor& self, const at::Tensor& other, int64_t dim);
at::Tensor& linalg_cross_out(const at::Tensor& self, const at::Tensor& other, int64_t dim, at::Tensor& out);
at::Tensor glu(const at::Tensor& self, int64_t dim);
at::Tensor& glu_out(const at::Tensor& self, int64_t dim, at::Tensor& out);
at::Tensor mse_loss(const at::Tensor& self, const at::Tensor& target, int64_t reduction);
at::Tensor& mse_loss_out(const at::Tensor& self, const at::Tensor& target, int64_t reduction, at::Tensor& out);
at::Tensor smooth_l1_loss(const at::Tensor& self, const at::Tensor& target, int64_t reduction, double beta);
at::Tensor& smooth_l1_loss_out(const at::Tensor& self, const at::Tensor& target, int64_t reduction, double beta,
                               at::Tensor& out);
at::Tensor huber_loss(const at::Tensor& self, const at::Tensor& target, int64_t reduction, double delta);
at::Tensor& huber_loss_out(const at::Tensor& self, const at::Tensor& target, int64_t reduction, double delta,
                           at::Tensor& out);
at::Tensor take(const at::Tensor& self, const at::Tensor& index);
at::Tensor& index_fill_scalar_(at::Tensor& self, int64_t dim, const at::Tensor& index, const at::Scalar& value);
at::Tensor& index_fill_tensor_(at::Tensor& self, int64_t dim, const at::Tensor& index, const at::Tensor& value);
at::Tensor& index_copy_out(const at::Tensor& self, int64_t dim, const at::Tensor& index, const at::Tensor& source,
                           at::Tensor& out);
at::Tensor pow_scalar(const at::Scalar& self, const at::Tensor& exponent);
at::Tensor& pow_scalar_out(const at::Scalar& self, const at::Tensor& exponent, at::Tensor& out);
at::Tensor channel_shuffle(const at::Tensor& self, c10::SymInt groups);

}  // namespace anyrt_torch
