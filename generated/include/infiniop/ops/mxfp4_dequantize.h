/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/mxfp4_dequantize.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Not served by anyrt (a vendor kernel's packed weight or fp8/mxfp4 format (Marlin, QY-BLAS, FP8 MLA, MXFP4) anyrt has no portable kernel for): its functions answer INFINI_STATUS_NOT_IMPLEMENTED. */
#ifndef __INFINIOP_MXFP4_DEQUANTIZE_API_H__
#define __INFINIOP_MXFP4_DEQUANTIZE_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopMxfp4DequantizeDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateMxfp4DequantizeDescriptor(infiniopHandle_t handle, infiniopMxfp4DequantizeDescriptor_t* desc_ptr, infiniopTensorDescriptor_t out_desc, infiniopTensorDescriptor_t packed_desc, infiniopTensorDescriptor_t scales_desc);
__INFINI_C __export infiniStatus_t infiniopGetMxfp4DequantizeWorkspaceSize(infiniopMxfp4DequantizeDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopMxfp4Dequantize(infiniopMxfp4DequantizeDescriptor_t desc, void* workspace, size_t workspace_size, void* out, const void* packed, const void* scales, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyMxfp4DequantizeDescriptor(infiniopMxfp4DequantizeDescriptor_t desc);

#endif
