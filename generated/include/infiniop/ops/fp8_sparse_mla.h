/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/fp8_sparse_mla.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Not served by anyrt (a vendor kernel's packed weight or fp8/mxfp4 format (Marlin, QY-BLAS, FP8 MLA, MXFP4) anyrt has no portable kernel for): its functions answer INFINI_STATUS_NOT_IMPLEMENTED. */
#ifndef __INFINIOP_FP8_SPARSE_MLA_API_H__
#define __INFINIOP_FP8_SPARSE_MLA_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopFp8SparseMlaDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateFp8SparseMlaDescriptor(infiniopHandle_t handle, infiniopFp8SparseMlaDescriptor_t* desc_ptr, infiniopTensorDescriptor_t output_desc, infiniopTensorDescriptor_t query_desc, infiniopTensorDescriptor_t kv_cache_desc, infiniopTensorDescriptor_t indices_desc, infiniopTensorDescriptor_t topk_lens_desc, float scale);
__INFINI_C __export infiniStatus_t infiniopGetFp8SparseMlaWorkspaceSize(infiniopFp8SparseMlaDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopFp8SparseMla(infiniopFp8SparseMlaDescriptor_t desc, void* workspace, size_t workspace_size, void* output, const void* query, const void* kv_cache, const void* indices, const void* topk_lens, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyFp8SparseMlaDescriptor(infiniopFp8SparseMlaDescriptor_t desc);

#endif
