/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/dequantize_awq.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Served by anyrt: AWQ's packed int4 weights to floats (InfiniCore's DequantizeAWQ): `out[r, c] = (w[r, c] - z[r / (k / g), c]) * scales[r / (k / g), c]`, rows in `g` equal groups; `w` and `z` are nibbles of `qweight` and `zeros`, 8 per int32 along the output features in AWQ's order (column 8i + j is nibble 0 4 1 5 2 6 3 7 [j] of word i). Computed in f32, rounded once. */
#ifndef __INFINIOP_DEQUANTIZE_AWQ_API_H__
#define __INFINIOP_DEQUANTIZE_AWQ_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopDequantizeAWQDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateDequantizeAWQDescriptor(infiniopHandle_t handle, infiniopDequantizeAWQDescriptor_t* desc_ptr, infiniopTensorDescriptor_t out_desc, infiniopTensorDescriptor_t qweight_desc, infiniopTensorDescriptor_t scales_desc, infiniopTensorDescriptor_t zeros_desc);
__INFINI_C __export infiniStatus_t infiniopGetDequantizeAWQWorkspaceSize(infiniopDequantizeAWQDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopDequantizeAWQ(infiniopDequantizeAWQDescriptor_t desc, void* workspace, size_t workspace_size, void* out, const void* qweight, const void* scales, const void* zeros, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyDequantizeAWQDescriptor(infiniopDequantizeAWQDescriptor_t desc);

#endif
