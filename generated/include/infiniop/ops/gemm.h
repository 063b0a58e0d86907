/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/gemm.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Served by anyrt: `c = alpha * a @ b + beta * c`; 2-D, or batched 3-D where a batch of 1 in `a` or `b` broadcasts. Any strides, transposed included; f16/bf16 accumulate in f32. `beta == 0` ignores c's old contents. */
#ifndef __INFINIOP_GEMM_API_H__
#define __INFINIOP_GEMM_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopGemmDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateGemmDescriptor(infiniopHandle_t handle, infiniopGemmDescriptor_t* desc_ptr, infiniopTensorDescriptor_t c_desc, infiniopTensorDescriptor_t a_desc, infiniopTensorDescriptor_t b_desc);
__INFINI_C __export infiniStatus_t infiniopGetGemmWorkspaceSize(infiniopGemmDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopGemm(infiniopGemmDescriptor_t desc, void* workspace, size_t workspace_size, void* c, void const* a, void const* b, float alpha, float beta, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyGemmDescriptor(infiniopGemmDescriptor_t desc);

#endif
