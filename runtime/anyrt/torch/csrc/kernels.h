// The ATen kernels every PrivateUse1 device needs, written once (kernels.cpp); the generated
// table (ops_table.cpp) registers them by the names spec/compat/torch.yaml `runtime` gives.
#pragma once

#include "anyrt_torch.h"

#include <optional>

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

}  // namespace anyrt_torch
