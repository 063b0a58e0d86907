/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/conv.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Served by anyrt: InfiniCore's Conv: an N-d convolution (a cross-correlation, as torch's conv1d/2d/3d) over n = 1 to 3 spatial dims, `y[i, k, o...] = b[k] + sum over c, t... of x[i, c, o*strides - pads + t*dilations] * w[k, c, t...]`, where x reads 0 outside its dims (zero padding). Each output spatial dim is `(in + 2*pad - dilation*(kernel-1) - 1) / stride + 1`; an input too small for the dilated kernel is refused. */
#ifndef __INFINIOP_CONV_API_H__
#define __INFINIOP_CONV_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopConvDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateConvDescriptor(infiniopHandle_t handle, infiniopConvDescriptor_t* desc_ptr, infiniopTensorDescriptor_t y_desc, infiniopTensorDescriptor_t x_desc, infiniopTensorDescriptor_t w_desc, infiniopTensorDescriptor_t b_desc, void* pads, void* strides, void* dilations, size_t n);
__INFINI_C __export infiniStatus_t infiniopGetConvWorkspaceSize(infiniopConvDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopConv(infiniopConvDescriptor_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* w, const void* bias, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyConvDescriptor(infiniopConvDescriptor_t desc);

#endif
