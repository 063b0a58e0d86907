/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/all.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Served by anyrt: `y = np.all(x != 0, axis=axes, keepdims=True)` over the reduced dims `axes` (NumPy notation). */
#ifndef __INFINIOP_ALL_API_H__
#define __INFINIOP_ALL_API_H__

#include <stdbool.h>
#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopAllDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateAllDescriptor(infiniopHandle_t handle, infiniopAllDescriptor_t* desc_ptr, infiniopTensorDescriptor_t output_desc, infiniopTensorDescriptor_t input_desc, size_t* dim, size_t dim_size, bool keepdim);
__INFINI_C __export infiniStatus_t infiniopGetAllWorkspaceSize(infiniopAllDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopAll(infiniopAllDescriptor_t desc, void* workspace, size_t workspace_size, void* output, const void* input, size_t* dim, size_t dim_size, bool keepdim, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyAllDescriptor(infiniopAllDescriptor_t desc);

#endif
