/* What the operator groups of opencl_ops_<group>.c share: each group's OpenCL C source is written once,
 * generic in its element type (OCL_GROUP_INIT: the backend's program cache of opencl_internal.h builds it
 * per device and type on ocl_group_prelude); tensor views, program types, the row kernels' group size,
 * the fault word, and ocl_launch (a 1-D launch: arguments set and the kernel enqueued under the
 * program's lock). Nothing here is exported. */
#ifndef ANYRT_OPENCL_PROGRAM_H_
#define ANYRT_OPENCL_PROGRAM_H_

#include <stddef.h>
#include <stdint.h>

#include "opencl_internal.h"

#pragma GCC visibility push(hidden)

/* A tensor as the kernels see it (the prelude's `V`): shape and strides in elements, up to 8 dims. */
typedef struct {
    int64_t shape[8];
    int64_t st[8];
    int32_t ndim, pad;
} ocl_view_t;

/* `t` as a kernel's view; 0, or -1 where it has more than 8 dims (the caller declines). */
int ocl_view_of(const anyrt_tensor_view_t* t, ocl_view_t* v);

/* The integer program type of an element of `size` bytes (1, 2, 4, 8), for the operators that move
 * elements without computing on them; -1 for another size. */
int ocl_copy_type(size_t size);

/* The program type of `dtype` on `device`: 0, or NOT_SUPPORTED with a message naming `op` (f64 where
 * the device has no doubles, a dtype no program serves). */
anyrt_status_t ocl_type_of(int device, anyrt_dtype_t dtype, const char* op, ocl_type_t* type);
/* Whether the device computes in double (arange's and normal's f64 arithmetic). */
int ocl_device_fp64(int device);

/* The elements of `t`; the bytes of a program type's compute type C (the row kernels' local memory). */
int64_t ocl_numel(const anyrt_tensor_view_t* t);
size_t ocl_csize(ocl_type_t type);

/* Enqueues kernel `kernel` of group program `p` (OCL_GROUP_INIT) built for `type` on the launch's stream:
 * global work-items in one dimension, in groups of `local` (0: the platform's choice). */
anyrt_status_t ocl_launch(int device, const anyrt_op_launch_t* launch, ocl_program_t* p, ocl_type_t type,
                          const char* kernel, const ocl_karg_t* args, int nargs, size_t global, size_t local);

/* The work-group size of the row kernels (a power of two): 1 on CPU devices (PoCL runs a group's
 * items as loops), 64 elsewhere; $ANYRT_OPENCL_ROW_GROUP overrides it (so tests run the reductions'
 * tree on any device). */
size_t ocl_row_group(int device);

/* The device's fault word (3 int64s of device memory: 1 + which fault, the bad value, its bound),
 * which a kernel raises where the cpu kernel would refuse the call (an index outside its range): the
 * first raiser writes value and bound (the prelude's ocl_raise). Fine-grained SVM: the host reads it in
 * place; coarse-grained: through blocking copies on the device's own queue. NULL where it cannot be
 * allocated: the operators needing it then decline.
 * ocl_take_fault: at each synchronization, SUCCESS, or the raised fault as an error, cleared. */
void* ocl_fault_word(int device);
anyrt_status_t ocl_take_fault(int device, anyrt_status_t st);
enum { OCL_FAULT_INDEX = 1, OCL_FAULT_RANGE = 2 /* histc: x's own range is infinite */ };

/* `t`'s view in the shape of `to` (right-aligned; a dim of 1 or a missing one broadcasts: stride 0);
 * -1 where it does not broadcast. */
int ocl_broadcast_view(const anyrt_tensor_view_t* t, const anyrt_tensor_view_t* to, ocl_view_t* v);

/* Device memory of `bytes` for one operator's intermediate values (rms_norm_backward's per-row scale, a
 * scan's or sort's rows): allocated now, freed by ocl_scratch_free on the launch's stream after the
 * kernels enqueued before it (clEnqueueSVMFree), so concurrent streams never share it. NULL and an error
 * where the device has no memory for it. */
void* ocl_scratch(int device, size_t bytes, anyrt_status_t* st);
anyrt_status_t ocl_scratch_free(int device, const anyrt_op_launch_t* launch, void* p, anyrt_status_t st);

#pragma GCC visibility pop

#endif /* ANYRT_OPENCL_PROGRAM_H_ */
