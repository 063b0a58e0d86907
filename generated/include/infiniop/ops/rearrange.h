/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/rearrange.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Served by anyrt: `dst = src`: a copy between any two layouts of one shape (src may broadcast). */
#ifndef __INFINIOP_REARRANGE_API_H__
#define __INFINIOP_REARRANGE_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopRearrangeDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateRearrangeDescriptor(infiniopHandle_t handle, infiniopRearrangeDescriptor_t* desc_ptr, infiniopTensorDescriptor_t dst, infiniopTensorDescriptor_t src);
__INFINI_C __export infiniStatus_t infiniopRearrange(infiniopRearrangeDescriptor_t desc, void* dst, const void* src, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyRearrangeDescriptor(infiniopRearrangeDescriptor_t desc);

#endif
