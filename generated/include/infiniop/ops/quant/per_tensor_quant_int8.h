/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/quant/per_tensor_quant_int8.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Served by anyrt: `x_packed = round(x / x_scale)` in [-127, 127] with one f32 scale for the whole tensor, `x_scale = absmax(x) / 127` (1 where x is all zeros); rounding half away from zero (InfiniCore's PerTensorQuantI8). `is_static`: `x_scale` is given, not computed. With `x_zero` (asymmetric; upstream's kernels refuse it, anyrt takes per_channel_quant_int8's form over the whole tensor): `x_scale = max((max - min) / 255, 1e-8)`, `x_zero = -min / x_scale - 128`, `x_packed = round(x / x_scale + x_zero)` in [-128, 127]. */
#ifndef __INFINIOP_QUANT_PER_TENSOR_QUANT_INT8_API_H__
#define __INFINIOP_QUANT_PER_TENSOR_QUANT_INT8_API_H__

#include <stdbool.h>
#include "../../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopPerTensorQuantI8Descriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreatePerTensorQuantI8Descriptor(infiniopHandle_t handle, infiniopPerTensorQuantI8Descriptor_t* desc_ptr, infiniopTensorDescriptor_t x_packed_desc, infiniopTensorDescriptor_t x_scale_desc, infiniopTensorDescriptor_t x_zero_desc, infiniopTensorDescriptor_t x_desc);
__INFINI_C __export infiniStatus_t infiniopGetPerTensorQuantI8WorkspaceSize(infiniopPerTensorQuantI8Descriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopPerTensorQuantI8(infiniopPerTensorQuantI8Descriptor_t desc, void* workspace, size_t workspace_size, void* x_packed, void* x_scale, void* x_zero, const void* x, const bool is_static, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyPerTensorQuantI8Descriptor(infiniopPerTensorQuantI8Descriptor_t desc);

#endif
