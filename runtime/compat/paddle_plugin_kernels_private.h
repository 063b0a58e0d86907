/* What the Paddle plugin's kernel bodies share (paddle_plugin_kernels.c defines them; the bodies
 * composed at length, such as rnn's recurrence in paddle_plugin_rnn.c, use them): a Paddle tensor's
 * facts, its inputs and outputs, and anyrt operators run on the kernel's stream. Each helper
 * returns 1 on success, else 0 with the failure recorded (ap__kernel_failed). */
#ifndef ANYRT_PADDLE_PLUGIN_KERNELS_PRIVATE_H_
#define ANYRT_PADDLE_PLUGIN_KERNELS_PRIVATE_H_

#include "paddle_plugin_private.h"

#define AP_MAX_DIMS 16
#define AP_OP_MAX 8 /* the most tensors of an operator ap__op runs */

/* A Paddle tensor as a kernel sees it: dtype, dims and memory. */
typedef struct {
    C_DataType pd;
    anyrt_dtype_t dtype;
    int ndim;
    int64_t dims[AP_MAX_DIMS];
    int64_t numel;
    void* data;
} ap_tensor_t;

/* The operator's workspace on a stream (freed in stream order by ap__done). */
typedef struct {
    void* ptr;
    size_t size;
} ap_ws_t;

/* One operand of an operator: its dims, strides (NULL: contiguous) and memory. */
typedef struct {
    anyrt_dtype_t dtype;
    int ndim;
    const int64_t* dims;
    const int64_t* strides;
    const void* data;
} ap_arg_t;
#define AP_ARG(dt, nd, dm, ptr) ((ap_arg_t){(dt), (nd), (dm), NULL, (ptr)})

size_t ap__elem_size(anyrt_dtype_t d);
/* 1 if `st` is success, else records the kernel's failure naming `what`. */
int ap__ok(const ap_call_t* c, anyrt_status_t st, const char* what);
#define OK(expr) ap__ok(c, (expr), #expr)
int64_t ap__prod(const int64_t* d, int n);

int ap__input(const ap_call_t* c, PD_Tensor* t, ap_tensor_t* out);
/* Allocates output `t` with the dims and dtype InferMeta (or the body, PD_TensorSetDims) set;
 * `dtype` >= 0: as that anyrt dtype instead. */
int ap__output(const ap_call_t* c, PD_Tensor* t, ap_tensor_t* out);
int ap__output_as(const ap_call_t* c, PD_Tensor* t, int dtype, ap_tensor_t* out);
anyrt_stream_t ap__stream(const ap_call_t* c);
int ap__handle(const ap_call_t* c, anyrt_op_handle_t* h);
int ap__desc(const ap_call_t* c, anyrt_tensor_desc_t* d, anyrt_dtype_t dtype, int ndim, const int64_t* dims, const int64_t* strides);
int ap__workspace(const ap_call_t* c, anyrt_op_desc_t d, anyrt_stream_t s, ap_ws_t* ws);
void ap__done(anyrt_op_desc_t d, ap_ws_t* ws, anyrt_stream_t s);
void ap__free_descs(anyrt_tensor_desc_t* ds, int n);

/* Runs generic operator `op` over `n` operands (outputs first, in the operator's order). */
int ap__op(const ap_call_t* c, const ap_op_t* op, int n, const ap_arg_t* a);
/* out (dims od, strides os or NULL) = a @ b + beta * out, each a [batch, rows, cols] view. */
int ap__gemm(const ap_call_t* c, anyrt_dtype_t dt, void* out, const int64_t* od, const int64_t* os, const void* a, const int64_t* adims,
             const int64_t* as, const void* b, const int64_t* bdims, const int64_t* bs, float beta);
/* Stream-ordered scratch memory of `n` elements of `dtype` (freed by anyrt_free_async). */
void* ap__scratch(const ap_call_t* c, anyrt_dtype_t dtype, int64_t n, anyrt_stream_t s);
/* A one-element device tensor holding `value` (copied before the call returns; freed in stream order). */
void* ap__constant(const ap_call_t* c, anyrt_dtype_t dtype, double value, anyrt_stream_t s);
/* A random kernel's Philox key: `seed`, or (0) a fresh one from the device context's generator. */
int64_t ap__seed(const ap_call_t* c, int32_t seed);
/* Frees the non-NULL of `ps` in stream order. */
void ap__release(void** ps, int n, anyrt_stream_t s);

/* Host staging: one element of a device tensor read after its stream; `h` (malloc'd, t's size)
 * copied into `t` in stream order and freed; element `i` of host memory of dtype `d` set to `v`. */
int ap__read1(const ap_call_t* c, const ap_tensor_t* t, anyrt_stream_t s, double* v);
void ap__from_host(const ap_call_t* c, void* h, const ap_tensor_t* t, anyrt_stream_t s);
void ap__set(void* p, anyrt_dtype_t d, int64_t i, double v);

#endif /* ANYRT_PADDLE_PLUGIN_KERNELS_PRIVATE_H_ */
