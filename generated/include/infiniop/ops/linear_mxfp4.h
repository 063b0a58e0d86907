/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/linear_mxfp4.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Not served by anyrt (a vendor kernel's packed weight or fp8/mxfp4 format (Marlin, QY-BLAS, FP8 MLA, MXFP4) anyrt has no portable kernel for): its functions answer INFINI_STATUS_NOT_IMPLEMENTED. */
#ifndef __INFINIOP_LINEAR_MXFP4_API_H__
#define __INFINIOP_LINEAR_MXFP4_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopLinearMxfp4Descriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateLinearMxfp4Descriptor(infiniopHandle_t handle, infiniopLinearMxfp4Descriptor_t* desc_ptr, infiniopTensorDescriptor_t output_desc, infiniopTensorDescriptor_t input_desc, infiniopTensorDescriptor_t packed_weight_desc, infiniopTensorDescriptor_t weight_scale_desc, infiniopTensorDescriptor_t bias_desc, float alpha);
__INFINI_C __export infiniStatus_t infiniopGetLinearMxfp4WorkspaceSize(infiniopLinearMxfp4Descriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopLinearMxfp4(infiniopLinearMxfp4Descriptor_t desc, void* workspace, size_t workspace_size, void* output, const void* input, const void* packed_weight, const void* weight_scale, const void* bias, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyLinearMxfp4Descriptor(infiniopLinearMxfp4Descriptor_t desc);

#endif
