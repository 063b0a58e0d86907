/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/random_sample.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Served by anyrt: Samples a token index from `probs` (the logits): the index of the maximum if `random_val`, `topp` or `temperature` is 0 or `topk` is 1, else InfiniCore's top-k / top-p sampling at `random_val` (so every backend picks the same index). */
#ifndef __INFINIOP_RANDOM_SAMPLE_API_H__
#define __INFINIOP_RANDOM_SAMPLE_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopRandomSampleDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateRandomSampleDescriptor(infiniopHandle_t handle, infiniopRandomSampleDescriptor_t* desc_ptr, infiniopTensorDescriptor_t result, infiniopTensorDescriptor_t probs);
__INFINI_C __export infiniStatus_t infiniopGetRandomSampleWorkspaceSize(infiniopRandomSampleDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopCreateRandomSampleBatchDescriptor(infiniopHandle_t handle, infiniopRandomSampleDescriptor_t* desc_ptr, infiniopTensorDescriptor_t result, infiniopTensorDescriptor_t probs);
__INFINI_C __export infiniStatus_t infiniopRandomSample(infiniopRandomSampleDescriptor_t desc, void* workspace, size_t workspace_size, void* result, const void* probs, float random_val, float topp, int topk, float temperature, void* stream);
__INFINI_C __export infiniStatus_t infiniopRandomSampleBatch(infiniopRandomSampleDescriptor_t desc, void* workspace, size_t workspace_size, void* result, const void* probs, const float* random_val, const float* topp, const int* topk, const float* temperature, int batch_size, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyRandomSampleDescriptor(infiniopRandomSampleDescriptor_t desc);

#endif
