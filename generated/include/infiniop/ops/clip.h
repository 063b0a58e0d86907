/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/clip.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Served by anyrt: `y = max(min(x, max_val), min_val)`, broadcasting: the bounds are tensors (InfiniOP passes scalars as stride-0 tensors); where `min_val > max_val`, `min_val` wins (InfiniCore's cpu kernel; torch.clamp gives `max_val`). */
#ifndef __INFINIOP_CLIP_API_H__
#define __INFINIOP_CLIP_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopClipDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateClipDescriptor(infiniopHandle_t handle, infiniopClipDescriptor_t* desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x, infiniopTensorDescriptor_t min_val, infiniopTensorDescriptor_t max_val);
__INFINI_C __export infiniStatus_t infiniopGetClipWorkspaceSize(infiniopClipDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopClip(infiniopClipDescriptor_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* min_val, const void* max_val, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyClipDescriptor(infiniopClipDescriptor_t desc);

#endif
