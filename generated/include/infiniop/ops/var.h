/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/var.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Served by anyrt's var: `unbiased` is correction 1 or 0; the reduced dims and keepdim as sum's */
#ifndef __INFINIOP_VAR_API_H__
#define __INFINIOP_VAR_API_H__

#include <stdbool.h>
#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopVarDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateVarDescriptor(infiniopHandle_t handle, infiniopVarDescriptor_t* desc_ptr, infiniopTensorDescriptor_t var_output_desc, infiniopTensorDescriptor_t input_desc, size_t* dim, size_t dim_size, bool unbiased, bool keepdim);
__INFINI_C __export infiniStatus_t infiniopGetVarWorkspaceSize(infiniopVarDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopVar(infiniopVarDescriptor_t desc, void* workspace, size_t workspace_size, void* var_output, const void* input, size_t* dim, size_t dim_size, bool unbiased, bool keepdim, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyVarDescriptor(infiniopVarDescriptor_t desc);

#endif
