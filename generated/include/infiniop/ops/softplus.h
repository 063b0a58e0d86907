/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/softplus.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Served by anyrt: `y = log(1 + exp(beta * x)) / beta`, or `x` where `beta * x > threshold` (where the curve is the line to within rounding). */
#ifndef __INFINIOP_SOFTPLUS_API_H__
#define __INFINIOP_SOFTPLUS_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopSoftplusDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateSoftplusDescriptor(infiniopHandle_t handle, infiniopSoftplusDescriptor_t* desc_ptr, infiniopTensorDescriptor_t y_desc, infiniopTensorDescriptor_t x_desc, float beta, float threshold);
__INFINI_C __export infiniStatus_t infiniopGetSoftplusWorkspaceSize(infiniopSoftplusDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopSoftplus(infiniopSoftplusDescriptor_t desc, void* workspace, size_t workspace_size, void* y, const void* x, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroySoftplusDescriptor(infiniopSoftplusDescriptor_t desc);

#endif
