/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/quant/per_channel_quant_int8.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Served by anyrt: Each row of `x` (m, k) to int8 with its own f32 scale (InfiniCore's PerChannelQuantI8, per token); rounding half away from zero. Symmetric (`x_zero` absent): `x_scale = max(absmax(row) / 127, 1e-8)`, `x_packed = round(x / x_scale)` in [-127, 127]. Asymmetric: `x_scale = max((max - min) / 255, 1e-8)`, `x_zero = -min / x_scale - 128`, `x_packed = round(x / x_scale + x_zero)` in [-128, 127]. */
#ifndef __INFINIOP_QUANT_PER_CHANNEL_QUANT_INT8_API_H__
#define __INFINIOP_QUANT_PER_CHANNEL_QUANT_INT8_API_H__

#include "../../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopPerChannelQuantI8Descriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreatePerChannelQuantI8Descriptor(infiniopHandle_t handle, infiniopPerChannelQuantI8Descriptor_t* desc_ptr, infiniopTensorDescriptor_t x_packed_desc, infiniopTensorDescriptor_t x_scale_desc, infiniopTensorDescriptor_t x_zero_desc, infiniopTensorDescriptor_t x_desc);
__INFINI_C __export infiniStatus_t infiniopGetPerChannelQuantI8WorkspaceSize(infiniopPerChannelQuantI8Descriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopPerChannelQuantI8(infiniopPerChannelQuantI8Descriptor_t desc, void* workspace, size_t workspace_size, void* x_packed, void* x_scale, void* x_zero, const void* x, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyPerChannelQuantI8Descriptor(infiniopPerChannelQuantI8Descriptor_t desc);

#endif
