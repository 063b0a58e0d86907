/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/silu_and_mul.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Served by anyrt: `output = silu(input[..., :d/2]) * input[..., d/2:]`: the gate and up projections of a gated MLP packed in one tensor (vLLM's SiluAndMul). f16/bf16 round silu's result before the product, as torch does. */
#ifndef __INFINIOP_SILU_AND_MUL_API_H__
#define __INFINIOP_SILU_AND_MUL_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopSiluAndMulDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateSiluAndMulDescriptor(infiniopHandle_t handle, infiniopSiluAndMulDescriptor_t* desc_ptr, infiniopTensorDescriptor_t output, infiniopTensorDescriptor_t input);
__INFINI_C __export infiniStatus_t infiniopGetSiluAndMulWorkspaceSize(infiniopSiluAndMulDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopSiluAndMul(infiniopSiluAndMulDescriptor_t desc, void* workspace, size_t workspace_size, void* output, const void* input, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroySiluAndMulDescriptor(infiniopSiluAndMulDescriptor_t desc);

#endif
