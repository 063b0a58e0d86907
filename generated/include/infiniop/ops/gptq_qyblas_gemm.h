/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/gptq_qyblas_gemm.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Not served by anyrt (a vendor kernel's packed weight or fp8/mxfp4 format (Marlin, QY-BLAS, FP8 MLA, MXFP4) anyrt has no portable kernel for): its functions answer INFINI_STATUS_NOT_IMPLEMENTED. */
#ifndef __INFINIOP_GPTQ_QYBLAS_GEMM_API_H__
#define __INFINIOP_GPTQ_QYBLAS_GEMM_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopGptqQyblasGemmDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateGptqQyblasGemmDescriptor(infiniopHandle_t handle, infiniopGptqQyblasGemmDescriptor_t* desc_ptr, infiniopTensorDescriptor_t out_desc, infiniopTensorDescriptor_t a_desc, infiniopTensorDescriptor_t b_desc, infiniopTensorDescriptor_t b_scales_desc, infiniopTensorDescriptor_t b_zeros_desc);
__INFINI_C __export infiniStatus_t infiniopGetGptqQyblasGemmWorkspaceSize(infiniopGptqQyblasGemmDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopGptqQyblasGemm(infiniopGptqQyblasGemmDescriptor_t desc, void* workspace, size_t workspace_size, void* out, const void* a, const void* b, void* b_scale, void* b_zero, int64_t quant_type, int64_t bit, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyGptqQyblasGemmDescriptor(infiniopGptqQyblasGemmDescriptor_t desc);

#endif
