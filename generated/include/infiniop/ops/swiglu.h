/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/swiglu.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Served by anyrt: `c = a * silu(b)` (`a` the up projection, `b` the gate), broadcasting. */
#ifndef __INFINIOP_SWIGLU_API_H__
#define __INFINIOP_SWIGLU_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopSwiGLUDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateSwiGLUDescriptor(infiniopHandle_t handle, infiniopSwiGLUDescriptor_t* desc_ptr, infiniopTensorDescriptor_t c_desc, infiniopTensorDescriptor_t a_desc, infiniopTensorDescriptor_t b_desc);
__INFINI_C __export infiniStatus_t infiniopGetSwiGLUWorkspaceSize(infiniopSwiGLUDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopSwiGLU(infiniopSwiGLUDescriptor_t desc, void* workspace, size_t workspace_size, void* c, void const* a, void const* b, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroySwiGLUDescriptor(infiniopSwiGLUDescriptor_t desc);

#endif
