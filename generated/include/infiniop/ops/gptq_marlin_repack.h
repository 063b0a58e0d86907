/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/gptq_marlin_repack.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Not served by anyrt (a vendor kernel's packed weight or fp8/mxfp4 format (Marlin, QY-BLAS, FP8 MLA, MXFP4) anyrt has no portable kernel for): its functions answer INFINI_STATUS_NOT_IMPLEMENTED. */
#ifndef __INFINIOP_GPTQ_MARLIN_REPACK_API_H__
#define __INFINIOP_GPTQ_MARLIN_REPACK_API_H__

#include <stdbool.h>
#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopGptqMarlinRepackDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateGptqMarlinRepackDescriptor(infiniopHandle_t handle, infiniopGptqMarlinRepackDescriptor_t* desc_ptr, infiniopTensorDescriptor_t output_desc, infiniopTensorDescriptor_t input_desc, infiniopTensorDescriptor_t perm_desc, int64_t num_bits, bool is_a_8bit);
__INFINI_C __export infiniStatus_t infiniopGetGptqMarlinRepackWorkspaceSize(infiniopGptqMarlinRepackDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopGptqMarlinRepack(infiniopGptqMarlinRepackDescriptor_t desc, void* workspace, size_t workspace_size, void* output, const void* input, const void* perm, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyGptqMarlinRepackDescriptor(infiniopGptqMarlinRepackDescriptor_t desc);

#endif
