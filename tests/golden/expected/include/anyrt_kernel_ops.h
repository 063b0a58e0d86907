/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* The portable kernel of every operator of spec/operators.yaml: `ak_<name>` takes the exec, the
 * tensors it reads or writes in the spec's order, then the attributes (enums as int), then host
 * scratch where the entry says `host_workspace` (ak_<name>_workspace(elements of the first input)
 * bytes). Each is defined in one runtime/kernels/ak_*.c file; the contract is anyrt_kernels.h's.
 * Included by anyrt_kernels.h; includes it, so either comes first. */
#ifndef ANYRT_KERNEL_OPS_H
#define ANYRT_KERNEL_OPS_H

#include "anyrt_kernels.h" /* ak_exec, ak_tensor (it includes this file back, after defining them) */

#ifdef __cplusplus
extern "C" {
#endif

/* scale: `y = alpha * x + beta * y` over rows of `d`, with a table of `d/2`.
 * Tensors: `y` out [..., s, d]; `x` in [..., s, d]; `table` in [2, d/2] (float32). */
int ak_scale(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const ak_tensor *table, float alpha, float beta, int axis, int mode);

/* window: `y[c, o...] = sum over t... of x[c, o*strides - pads + t*strides] * k[t...]` over n dims (taps a stride apart).
 * Tensors: `y` out [c, *out]; `x` in [c, *spatial]; `k` in [*kernel]. */
int ak_window(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const ak_tensor *k, const int64_t *pads, const int64_t *strides, int n);

#ifdef __cplusplus
}
#endif

#endif
