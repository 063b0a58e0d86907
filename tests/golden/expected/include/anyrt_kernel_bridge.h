/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* The portable kernels (runtime/kernels/anyrt_kernels.h) behind each operator launch: what the
 * core's fallback runs, and what a backend whose device memory the host can address may run
 * natively (the cpu backend does). Header-only. */
#ifndef ANYRT_KERNEL_BRIDGE_H_
#define ANYRT_KERNEL_BRIDGE_H_

#include <string.h>

#include "anyrt_backend.h"
#include "anyrt_kernels.h"

typedef int (*anyrt_kernel_fn)(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace);

/* A launch's view as a kernel operand (ndim <= AK_MAX_NDIM: the core refuses more). */
static inline void anyrt_kernel_view(const anyrt_tensor_view_t* v, ak_tensor* k) {
    memset(k, 0, sizeof *k);
    k->dtype = (int)v->dtype;
    k->ndim = v->ndim;
    for (int i = 0; i < v->ndim; ++i) {
        k->shape[i] = v->shape[i];
        k->strides[i] = v->strides[i];
    }
    k->data = v->data;
}

static inline int anyrt_kernel_scale(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_scale_attrs_t* a = (const anyrt_scale_attrs_t*)attrs;
    (void)workspace;
    return ak_scale(ex, &t[0], &t[1], &t[2], a->alpha, a->beta, a->axis, a->mode);
}

static inline int anyrt_kernel_window(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_window_attrs_t* a = (const anyrt_window_attrs_t*)attrs;
    (void)workspace;
    return ak_window(ex, &t[0], &t[1], &t[2], a->pads, a->strides, a->n);
}

static inline anyrt_kernel_fn anyrt_kernel_for(anyrt_op_kind_t op) {
    switch (op) {
    case ANYRT_OP_SCALE: return anyrt_kernel_scale;
    case ANYRT_OP_WINDOW: return anyrt_kernel_window;
    default: return NULL;
    }
}

/* Bytes of the launch's attrs struct (0: the operator has no attributes). */
static inline size_t anyrt_kernel_attrs_size(anyrt_op_kind_t op) {
    switch (op) {
    case ANYRT_OP_SCALE: return sizeof(anyrt_scale_attrs_t);
    case ANYRT_OP_WINDOW: return sizeof(anyrt_window_attrs_t);
    default: return 0;
    }
}

/* Bytes of host scratch the kernel of `launch` needs (its `workspace` argument). */
static inline size_t anyrt_kernel_workspace(const anyrt_op_launch_t* launch) {
    switch (launch->op) {
    default: return 0;
    }
}

/* For a backend built on anyrt_backend_util.h that serves every operator the same way: defines
 * its slot PREFIX_op_<name>(device, launch) of each operator as `return RUN(device, launch);`. */
#define ANYRT_KERNEL_DEFINE_SLOTS(RUN) \
    anyrt_status_t ANYRT_BACKEND_FN(op_scale)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_window)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    typedef int anyrt_kernel_slots_defined_

#endif /* ANYRT_KERNEL_BRIDGE_H_ */
