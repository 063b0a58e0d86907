/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/histc.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Served by anyrt's histc, cast: bins as int64_t, the range as double (to anyrt's f32; min_val >= max_val refused, as InfiniOP); an f32 y of another x dtype counts in f64 in the workspace, then converted */
#ifndef __INFINIOP_HISTC_API_H__
#define __INFINIOP_HISTC_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopHistcDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateHistcDescriptor(infiniopHandle_t handle, infiniopHistcDescriptor_t* desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x, int64_t bins, double min_val, double max_val);
__INFINI_C __export infiniStatus_t infiniopGetHistcWorkspaceSize(infiniopHistcDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopHistc(infiniopHistcDescriptor_t desc, void* workspace, size_t workspace_size, void* y, const void* x, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyHistcDescriptor(infiniopHistcDescriptor_t desc);

#endif
