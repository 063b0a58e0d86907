/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/dequantize_gptq.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Served by anyrt: GPTQ's packed int4 weights to floats (InfiniCore's DequantizeGPTQ): `out[r, c] = (w[r, c] - (z[gid, c] + 1)) * scales[gid, c]` with `gid = g_idx[r]` wrapped into [0, g) (GPTQ stores zero points less one); `w` is nibble r % 8 of `qweight[r / 8, c]` (8 input rows per int32), `z` nibble c % 8 of `zeros[gid, c / 8]` (8 output columns per int32). Computed in f32, rounded once. */
#ifndef __INFINIOP_DEQUANTIZE_GPTQ_API_H__
#define __INFINIOP_DEQUANTIZE_GPTQ_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopDequantizeGPTQDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateDequantizeGPTQDescriptor(infiniopHandle_t handle, infiniopDequantizeGPTQDescriptor_t* desc_ptr, infiniopTensorDescriptor_t out_desc, infiniopTensorDescriptor_t qweight_desc, infiniopTensorDescriptor_t scales_desc, infiniopTensorDescriptor_t zeros_desc, infiniopTensorDescriptor_t g_idx_desc);
__INFINI_C __export infiniStatus_t infiniopGetDequantizeGPTQWorkspaceSize(infiniopDequantizeGPTQDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopDequantizeGPTQ(infiniopDequantizeGPTQDescriptor_t desc, void* workspace, size_t workspace_size, void* out, const void* qweight, const void* scales, const void* zeros, const void* g_idx, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyDequantizeGPTQDescriptor(infiniopDequantizeGPTQDescriptor_t desc);

#endif
