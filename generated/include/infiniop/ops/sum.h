/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/sum.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Served by anyrt: `y = np.sum(x, axis=axes, keepdims=True)` over the reduced dims `axes` (NumPy notation). */
#ifndef __INFINIOP_SUM_API_H__
#define __INFINIOP_SUM_API_H__

#include <stdbool.h>
#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopSumDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateSumDescriptor(infiniopHandle_t handle, infiniopSumDescriptor_t* desc_ptr, infiniopTensorDescriptor_t output_desc, infiniopTensorDescriptor_t input_desc, size_t* dim, size_t dim_size, bool keepdim);
__INFINI_C __export infiniStatus_t infiniopGetSumWorkspaceSize(infiniopSumDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopSum(infiniopSumDescriptor_t desc, void* workspace, size_t workspace_size, void* output, const void* input, size_t* dim, size_t dim_size, bool keepdim, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroySumDescriptor(infiniopSumDescriptor_t desc);

#endif
