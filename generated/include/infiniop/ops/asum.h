/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/asum.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Served by anyrt's cast, abs, sum: x cast to f64 in the workspace, abs, summed in f64, cast to result */
#ifndef __INFINIOP_ASUM_API_H__
#define __INFINIOP_ASUM_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopAsumDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateAsumDescriptor(infiniopHandle_t handle, infiniopAsumDescriptor_t* desc_ptr, infiniopTensorDescriptor_t x, infiniopTensorDescriptor_t result);
__INFINI_C __export infiniStatus_t infiniopGetAsumWorkspaceSize(infiniopAsumDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopAsum(infiniopAsumDescriptor_t desc, void* workspace, size_t workspace_size, const void* x, void* result, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyAsumDescriptor(infiniopAsumDescriptor_t desc);

#endif
