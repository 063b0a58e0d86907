/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop.h: the operator API (handle, tensor descriptors, one header per operator),
 * with InfiniCore's names and signatures, served by anyrt (libinfiniop.so on top of libanyrt.so).
 * generated/docs/compat.md lists what is served. */
#ifndef __INFINIOP_API_H__
#define __INFINIOP_API_H__

#include "infiniop/handle.h"
#include "infiniop/operator_descriptor.h"
#include "infiniop/tensor_descriptor.h"
#include "infiniop/ops/gemm.h"
#include "infiniop/ops/add.h"
#include "infiniop/ops/sub.h"
#include "infiniop/ops/mul.h"
#include "infiniop/ops/relu.h"
#include "infiniop/ops/silu.h"
#include "infiniop/ops/sigmoid.h"
#include "infiniop/ops/swiglu.h"
#include "infiniop/ops/rms_norm.h"
#include "infiniop/ops/softmax.h"
#include "infiniop/ops/causal_softmax.h"
#include "infiniop/ops/rope.h"
#include "infiniop/ops/rearrange.h"
#include "infiniop/ops/random_sample.h"
#include "infiniop/ops/zeros.h"
#include "infiniop/ops/ones.h"
#include "infiniop/ops/add_rms_norm.h"
#include "infiniop/ops/gelu.h"
#include "infiniop/ops/gelutanh.h"
#include "infiniop/ops/quickgelu.h"
#include "infiniop/ops/tanh.h"
#include "infiniop/ops/erf.h"
#include "infiniop/ops/reciprocal.h"
#include "infiniop/ops/hardswish.h"
#include "infiniop/ops/softplus.h"
#include "infiniop/ops/hardtanh.h"
#include "infiniop/ops/clip.h"
#include "infiniop/ops/log_softmax.h"
#include "infiniop/ops/layer_norm.h"

#endif /* __INFINIOP_API_H__ */
