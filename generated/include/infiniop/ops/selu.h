/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/selu.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Served by anyrt: `y = scale * x` where x > 0, else `scale * alpha * (exp(x) - 1)` (torch.nn.functional.selu: scale 1.0507009873554805, alpha 1.6732632423543772). */
#ifndef __INFINIOP_SELU_API_H__
#define __INFINIOP_SELU_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopSeluDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateSeluDescriptor(infiniopHandle_t handle, infiniopSeluDescriptor_t* desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x);
__INFINI_C __export infiniStatus_t infiniopGetSeluWorkspaceSize(infiniopSeluDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopSelu(infiniopSeluDescriptor_t desc, void* workspace, size_t workspace_size, void* y, const void* x, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroySeluDescriptor(infiniopSeluDescriptor_t desc);

#endif
