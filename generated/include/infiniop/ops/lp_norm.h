/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/lp_norm.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Served by anyrt's cast, abs, sum, norm, hardtanh, div: input / max(norm along axis, eps) in f64 temporaries in the workspace; p 1 or 2 (others NOT_IMPLEMENTED) */
#ifndef __INFINIOP_LP_NORM_API_H__
#define __INFINIOP_LP_NORM_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopLPNormDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateLPNormDescriptor(infiniopHandle_t handle, infiniopLPNormDescriptor_t* desc_ptr, infiniopTensorDescriptor_t output_desc, infiniopTensorDescriptor_t input_desc, int axis, int p, float eps);
__INFINI_C __export infiniStatus_t infiniopGetLPNormWorkspaceSize(infiniopLPNormDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopLPNorm(infiniopLPNormDescriptor_t desc, void* workspace, size_t workspace_size, void* output, const void* input, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyLPNormDescriptor(infiniopLPNormDescriptor_t desc);

#endif
