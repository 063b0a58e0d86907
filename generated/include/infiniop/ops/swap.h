/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/swap.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Served by anyrt's cast: x copied to the workspace, y to x, the copy to y */
#ifndef __INFINIOP_SWAP_API_H__
#define __INFINIOP_SWAP_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopSwapDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateSwapDescriptor(infiniopHandle_t handle, infiniopSwapDescriptor_t* desc_ptr, infiniopTensorDescriptor_t x, infiniopTensorDescriptor_t y);
__INFINI_C __export infiniStatus_t infiniopGetSwapWorkspaceSize(infiniopSwapDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopSwap(infiniopSwapDescriptor_t desc, void* workspace, size_t workspace_size, void* x, void* y, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroySwapDescriptor(infiniopSwapDescriptor_t desc);

#endif
