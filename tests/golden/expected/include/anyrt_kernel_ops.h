/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* The portable kernel of every operator of spec/operators.yaml: `ak_<name>` takes the exec, the
 * tensors it reads or writes in the spec's order, then the attributes (enums as int), then host
 * scratch where the entry says `host_workspace` (ak_<name>_workspace(elements of the first input)
 * bytes). Each is defined in one runtime/kernels/ak_*.c file; the contract is anyrt_kernels.h's.
 * Included by anyrt_kernels.h. */
#ifndef ANYRT_KERNEL_OPS_H
#define ANYRT_KERNEL_OPS_H

#ifdef __cplusplus
extern "C" {
#endif

/* scale: `y = alpha * x + beta * y` over rows of `d`, with a table of `d/2`.
 * Tensors: `y` out [..., s, d]; `x` in [..., s, d]; `table` in [2, d/2] (float32). */
int ak_scale(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const ak_tensor *table, float alpha, float beta, int axis, int mode);

#ifdef __cplusplus
}
#endif

#endif
