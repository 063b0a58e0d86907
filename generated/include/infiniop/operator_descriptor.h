/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/operator_descriptor.h: the opaque base of every operator descriptor. */
#ifndef __INFINIOP_OPERATOR_DESCRIPTOR_API_H__
#define __INFINIOP_OPERATOR_DESCRIPTOR_API_H__

#include "handle.h"
#include "tensor_descriptor.h"

struct InfiniopDescriptor;
__INFINI_C __export infiniStatus_t infiniopGetDescriptorDeviceType(const struct InfiniopDescriptor* desc_ptr, infiniDevice_t* device_type);
__INFINI_C __export infiniStatus_t infiniopGetDescriptorDeviceId(const struct InfiniopDescriptor* desc_ptr, int* device_id);

#endif
