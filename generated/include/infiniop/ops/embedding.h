/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/embedding.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Served by anyrt: `output[..., :] = weight[input[...], :]`: the rows of `weight` the token ids pick. An id outside [0, v) fails the run (InfiniCore's cpu kernel leaves that row unwritten). */
#ifndef __INFINIOP_EMBEDDING_API_H__
#define __INFINIOP_EMBEDDING_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopEmbeddingDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateEmbeddingDescriptor(infiniopHandle_t handle, infiniopEmbeddingDescriptor_t* desc_ptr, infiniopTensorDescriptor_t output_desc, infiniopTensorDescriptor_t input_desc, infiniopTensorDescriptor_t weight_desc);
__INFINI_C __export infiniStatus_t infiniopEmbedding(infiniopEmbeddingDescriptor_t desc, void* output, const void* input, const void* weight, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyEmbeddingDescriptor(infiniopEmbeddingDescriptor_t desc);

#endif
