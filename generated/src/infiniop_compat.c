/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* libinfiniop.so: InfiniCore's operator API on top of libanyrt.so. Handles and descriptors are
 * anyrt's own (InfiniOP's opaque pointers are casts); a handle takes the current device, which
 * infinirtSetDevice sets. Statuses map as InfiniRT's do; a run whose workspace is too small is
 * INFINI_STATUS_INSUFFICIENT_WORKSPACE. */
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "anyrt.h"
#include "infiniop.h"

static infiniStatus_t infiniop__status(anyrt_status_t st) {
    switch (st) {
    case ANYRT_STATUS_SUCCESS: return INFINI_STATUS_SUCCESS;
    case ANYRT_STATUS_WARNING: return INFINI_STATUS_SUCCESS;
    case ANYRT_STATUS_FAILED: return INFINI_STATUS_INTERNAL_ERROR;
    case ANYRT_STATUS_ERROR: return INFINI_STATUS_BAD_PARAM;
    case ANYRT_STATUS_INTERNAL_ERROR: return INFINI_STATUS_INTERNAL_ERROR;
    case ANYRT_STATUS_INVALID_VALUE: return INFINI_STATUS_BAD_PARAM;
    case ANYRT_STATUS_INVALID_HANDLE: return INFINI_STATUS_NULL_POINTER;
    case ANYRT_STATUS_INVALID_DEVICE: return INFINI_STATUS_DEVICE_NOT_FOUND;
    case ANYRT_STATUS_OUT_OF_MEMORY: return INFINI_STATUS_INTERNAL_ERROR;
    case ANYRT_STATUS_NOT_SUPPORTED: return INFINI_STATUS_NOT_IMPLEMENTED;
    case ANYRT_STATUS_NOT_READY: return INFINI_STATUS_INTERNAL_ERROR;
    case ANYRT_STATUS_NOT_INITIALIZED: return INFINI_STATUS_DEVICE_NOT_INITIALIZED;
    case ANYRT_STATUS_TIMEOUT: return INFINI_STATUS_INTERNAL_ERROR;
    case ANYRT_STATUS_BACKEND_NOT_FOUND: return INFINI_STATUS_DEVICE_TYPE_NOT_SUPPORTED;
    case ANYRT_STATUS_ABI_MISMATCH: return INFINI_STATUS_INTERNAL_ERROR;
    default: return INFINI_STATUS_INTERNAL_ERROR;
    }
}

/* InfiniCore's CPU device runs every call on the calling thread (it has no CPU streams), and its
 * programs use the results when the call returns; anyrt's cpu streams are queues. So such a call
 * waits for its stream before returning. Stream NULL names the current stream of the device the
 * call ran on, which (a handle made on another device) need not be the current device: then each
 * cpu device's current stream is waited for (an idle queue costs one check). */
static anyrt_status_t infiniop__complete_on_cpu(anyrt_status_t st, void *stream) {
    anyrt_device_kind_t kind;
    anyrt_capture_status_t capture = ANYRT_CAPTURE_STATUS_NONE;
    int index, count = 0;
    if (st != ANYRT_STATUS_SUCCESS || anyrt_get_device(&kind, &index) != ANYRT_STATUS_SUCCESS) return st;
    /* A capturing stream records the call instead of running it: there is nothing to wait for. */
    if (anyrt_stream_get_capture_status((anyrt_stream_t)stream, &capture) == ANYRT_STATUS_SUCCESS &&
        capture != ANYRT_CAPTURE_STATUS_NONE)
        return st;
    if (stream != NULL) return kind == ANYRT_DEVICE_KIND_CPU ? anyrt_synchronize_stream((anyrt_stream_t)stream) : st;
    if (anyrt_get_device_count(ANYRT_DEVICE_KIND_CPU, &count) != ANYRT_STATUS_SUCCESS) return st;
    for (int i = 0; i < count && st == ANYRT_STATUS_SUCCESS; ++i) {
        st = anyrt_set_device(ANYRT_DEVICE_KIND_CPU, i);
        if (st == ANYRT_STATUS_SUCCESS) st = anyrt_synchronize_stream(NULL);
    }
    anyrt_status_t back = anyrt_set_device(kind, index);
    return st != ANYRT_STATUS_SUCCESS ? st : back;
}

/* A run refused for its workspace (the error names workspace_size) is InfiniOP's own status. */
static infiniStatus_t infiniop__run_status(anyrt_status_t st) {
    anyrt_error_info_t e;
    e.struct_size = ANYRT_ERROR_INFO_STRUCT_SIZE;
    if (st == ANYRT_STATUS_INVALID_VALUE && anyrt_get_last_error(&e) == ANYRT_STATUS_SUCCESS &&
        strcmp(e.param, "workspace_size") == 0)
        return INFINI_STATUS_INSUFFICIENT_WORKSPACE;
    return infiniop__status(st);
}

__INFINI_C __export infiniStatus_t infiniopCreateHandle(infiniopHandle_t *handle_ptr) {
    return infiniop__status(anyrt_create_op_handle((anyrt_op_handle_t*)handle_ptr));
}

__INFINI_C __export infiniStatus_t infiniopDestroyHandle(infiniopHandle_t handle) {
    return infiniop__status(anyrt_destroy_op_handle((anyrt_op_handle_t)handle));
}

__INFINI_C __export infiniStatus_t infiniopCreateTensorDescriptor(infiniopTensorDescriptor_t *desc_ptr, size_t ndim, const size_t *shape, const ptrdiff_t *strides, infiniDtype_t dtype) {
    int64_t shape64[8], strides64[8];
    if (ndim > 8) return INFINI_STATUS_BAD_TENSOR_SHAPE;
    for (size_t i = 0; i < ndim; ++i) {
        if (shape == NULL) return INFINI_STATUS_NULL_POINTER;
        if (shape[i] > (size_t)INT64_MAX) return INFINI_STATUS_BAD_TENSOR_SHAPE;
        shape64[i] = (int64_t)shape[i];
        if (strides) strides64[i] = (int64_t)strides[i];
    }
    return infiniop__status(anyrt_create_tensor_desc((anyrt_tensor_desc_t*)desc_ptr, (anyrt_dtype_t)dtype, (int)ndim,
                                                     ndim ? shape64 : NULL, strides && ndim ? strides64 : NULL));
}

__INFINI_C __export infiniStatus_t infiniopDestroyTensorDescriptor(infiniopTensorDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_tensor_desc((anyrt_tensor_desc_t)desc));
}

/* `t` with dim `dim` (negative: from the end) swapped with its last: the view an operator working along
 * the last dim takes for InfiniOP's `dim`. */
static anyrt_status_t infiniop__dim_last_view(anyrt_tensor_desc_t t, int64_t dim, anyrt_tensor_desc_t *view) {
    anyrt_dtype_t dtype;
    int n = 0;
    int64_t shape[64], strides[64];
    anyrt_status_t st = anyrt_get_tensor_desc_info(t, &dtype, &n);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (dim < 0) dim += n;
    if (dim < 0 || dim >= n || n > 64) return ANYRT_STATUS_INVALID_VALUE;
    for (int i = 0; i < n && st == ANYRT_STATUS_SUCCESS; ++i) st = anyrt_get_tensor_desc_dim(t, i, &shape[i], &strides[i]);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    int64_t size = shape[dim], stride = strides[dim];
    shape[dim] = shape[n - 1];
    strides[dim] = strides[n - 1];
    shape[n - 1] = size;
    strides[n - 1] = stride;
    return anyrt_create_tensor_desc(view, dtype, n, shape, strides);
}

/* A scalar input InfiniOP's create gives as a float: a 0-d tensor of `like`'s dtype holding `value`, in
 * device memory of its own (8 bytes: any dtype's element), converted by anyrt's cast on the current
 * stream, which is waited for (the runs may come on any stream). */
static anyrt_status_t infiniop__scalar_tensor(anyrt_op_handle_t handle, anyrt_tensor_desc_t like, float value, void **data,
                                              anyrt_tensor_desc_t *desc) {
    anyrt_dtype_t dtype;
    anyrt_tensor_desc_t f32 = NULL;
    anyrt_op_desc_t cast = NULL;
    void *src = NULL;
    anyrt_status_t st = anyrt_get_tensor_desc_info(like, &dtype, NULL);
    *desc = NULL;
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_tensor_desc(desc, dtype, 0, NULL, NULL);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_tensor_desc(&f32, ANYRT_DTYPE_FLOAT32, 0, NULL, NULL);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_malloc(data, 8);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_malloc(&src, sizeof value);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_memcpy(src, &value, sizeof value, ANYRT_MEMCPY_KIND_H2D);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_cast_descriptor(handle, &cast, *desc, f32);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_cast(cast, NULL, 0, *data, src, NULL);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_synchronize_stream(NULL);
    if (cast) anyrt_destroy_op_desc(cast);
    if (f32) anyrt_destroy_tensor_desc(f32);
    if (src) anyrt_free(src);
    if (st != ANYRT_STATUS_SUCCESS && *desc) {
        anyrt_destroy_tensor_desc(*desc);
        *desc = NULL;
    }
    return st;
}

/* ---- InfiniOP's reductions name the reduced dims (`dim`, `dim_size`; none: every dim) and `keepdim`,
 * at create and again at run; anyrt's output has x's rank, 1 at each reduced dim. */

/* The reduced dims as bits of an ndim-dim x; a dim out of range is BAD_PARAM. */
static infiniStatus_t infiniop__dims_mask(const size_t *dim, size_t dim_size, int ndim, uint64_t *mask) {
    *mask = 0;
    if (dim_size == 0) {
        *mask = ndim >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << ndim) - 1;
        return INFINI_STATUS_SUCCESS;
    }
    if (dim == NULL) return INFINI_STATUS_NULL_POINTER;
    for (size_t i = 0; i < dim_size; ++i) {
        if (dim[i] >= (size_t)ndim) return INFINI_STATUS_BAD_PARAM;
        *mask |= (uint64_t)1 << dim[i];
    }
    return INFINI_STATUS_SUCCESS;
}

/* A copy of `t` with its dims re-laid: x's rank `xn`, size 1 at each dim of `mask`, t's dims in order
 * at the others (t with xn dims already, keepdim, or xn < 0: a plain copy). A size-1 dim's stride
 * continues the dims after it, so a contiguous y stays contiguous. */
static infiniStatus_t infiniop__keepdim_view(anyrt_tensor_desc_t t, int xn, uint64_t mask, anyrt_tensor_desc_t *view) {
    anyrt_dtype_t dtype;
    int tn = 0, kept = 0;
    int64_t shape[64], strides[64], next = 1;
    anyrt_status_t st = anyrt_get_tensor_desc_info(t, &dtype, &tn);
    if (st != ANYRT_STATUS_SUCCESS) return infiniop__status(st);
    if (xn < 0) xn = tn;
    for (int i = 0; i < xn; ++i) kept += !((mask >> i) & 1);
    if (xn > 64 || (tn != xn && tn != kept)) return INFINI_STATUS_BAD_TENSOR_SHAPE;
    for (int i = xn - 1, j = tn - 1; i >= 0; --i) {
        if (tn != xn && ((mask >> i) & 1)) {
            shape[i] = 1;
            strides[i] = next;
            continue;
        }
        st = anyrt_get_tensor_desc_dim(t, j--, &shape[i], &strides[i]);
        if (st != ANYRT_STATUS_SUCCESS) return infiniop__status(st);
        next = strides[i] * (shape[i] ? shape[i] : 1);
    }
    return infiniop__status(anyrt_create_tensor_desc(view, dtype, xn, shape, strides));
}

/* A reduction's descriptor keeps y and x and the dims create named: a run naming other dims (InfiniCore
 * caches descriptors by the shapes and the count of dims alone) runs one made for its own. Every
 * reduction InfiniOP names dims for is anyrt's (y, x) without attributes. */
typedef anyrt_status_t (*infiniop__reduce_create_t)(anyrt_op_handle_t, anyrt_op_desc_t *, anyrt_tensor_desc_t, anyrt_tensor_desc_t);
typedef anyrt_status_t (*infiniop__reduce_run_t)(anyrt_op_desc_t, void *, size_t, void *, const void *, anyrt_stream_t);

struct infiniop__reduction {
    anyrt_op_desc_t op;
    infiniop__reduce_create_t create;
    anyrt_op_handle_t handle;
    anyrt_tensor_desc_t y, x;
    int xn;
    uint64_t dims;
};

static infiniStatus_t infiniop__reduction_make(const struct infiniop__reduction *w, infiniop__reduce_create_t create,
                                               anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, uint64_t dims, anyrt_op_desc_t *op) {
    anyrt_tensor_desc_t view = NULL;
    infiniStatus_t s = infiniop__keepdim_view(y, w->xn, dims, &view);
    if (s == INFINI_STATUS_SUCCESS) s = infiniop__status(create(w->handle, op, view, x));
    if (view) anyrt_destroy_tensor_desc(view);
    return s;
}

static void infiniop__reduction_free(struct infiniop__reduction *w) {
    if (w->op) anyrt_destroy_op_desc(w->op);
    if (w->y) anyrt_destroy_tensor_desc(w->y);
    if (w->x) anyrt_destroy_tensor_desc(w->x);
    free(w);
}

static infiniStatus_t infiniop__reduction_create(infiniop__reduce_create_t create, infiniopHandle_t handle,
                                                 struct infiniop__reduction **out, infiniopTensorDescriptor_t y,
                                                 infiniopTensorDescriptor_t x, const size_t *dim, size_t dim_size) {
    struct infiniop__reduction *w;
    infiniStatus_t s;
    if (y == NULL || x == NULL) return INFINI_STATUS_NULL_POINTER;
    w = (struct infiniop__reduction *)calloc(1, sizeof *w);
    if (w == NULL) return INFINI_STATUS_INTERNAL_ERROR;
    w->create = create;
    w->handle = (anyrt_op_handle_t)handle;
    s = infiniop__status(anyrt_get_tensor_desc_info((anyrt_tensor_desc_t)x, NULL, &w->xn));
    if (s == INFINI_STATUS_SUCCESS) s = infiniop__dims_mask(dim, dim_size, w->xn, &w->dims);
    if (s == INFINI_STATUS_SUCCESS)
        s = infiniop__reduction_make(w, create, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x, w->dims, &w->op);
    /* copies: the caller may destroy its descriptors once create returns */
    if (s == INFINI_STATUS_SUCCESS) s = infiniop__keepdim_view((anyrt_tensor_desc_t)y, -1, 0, &w->y);
    if (s == INFINI_STATUS_SUCCESS) s = infiniop__keepdim_view((anyrt_tensor_desc_t)x, -1, 0, &w->x);
    if (s != INFINI_STATUS_SUCCESS) {
        infiniop__reduction_free(w);
        return s;
    }
    *out = w;
    return INFINI_STATUS_SUCCESS;
}

/* `create` NULL: the one create used; another (var's run naming another `unbiased`) makes one of its own. */
static infiniStatus_t infiniop__reduction_run(infiniop__reduce_create_t create, infiniop__reduce_run_t run, const void *desc,
                                              void *workspace, size_t workspace_size, void *y, const void *x,
                                              const size_t *dim, size_t dim_size, void *stream) {
    const struct infiniop__reduction *w = (const struct infiniop__reduction *)desc;
    anyrt_op_desc_t op;
    uint64_t dims = 0;
    infiniStatus_t s;
    if (w == NULL) return INFINI_STATUS_NULL_POINTER;
    op = w->op;
    if (create == NULL) create = w->create;
    s = infiniop__dims_mask(dim, dim_size, w->xn, &dims);
    if (s == INFINI_STATUS_SUCCESS && (dims != w->dims || create != w->create))
        s = infiniop__reduction_make(w, create, w->y, w->x, dims, &op);
    if (s != INFINI_STATUS_SUCCESS) return s;
    anyrt_status_t st = run(op, workspace, workspace_size, y, x, (anyrt_stream_t)stream);
    if (op != w->op) anyrt_destroy_op_desc(op); /* its queued run is unaffected */
    return infiniop__run_status(infiniop__complete_on_cpu(st, stream));
}

/* ---- gemm */

__INFINI_C __export infiniStatus_t infiniopCreateGemmDescriptor(infiniopHandle_t handle, infiniopGemmDescriptor_t *desc_ptr, infiniopTensorDescriptor_t c, infiniopTensorDescriptor_t a, infiniopTensorDescriptor_t b) {
    return infiniop__status(anyrt_create_gemm_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)c, (anyrt_tensor_desc_t)a, (anyrt_tensor_desc_t)b));
}

__INFINI_C __export infiniStatus_t infiniopGetGemmWorkspaceSize(infiniopGemmDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopGemm(infiniopGemmDescriptor_t desc, void *workspace, size_t workspace_size, void *c, const void *a, const void *b, float alpha, float beta, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_gemm((anyrt_op_desc_t)desc, workspace, workspace_size, c, a, b, alpha, beta, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyGemmDescriptor(infiniopGemmDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- add */

__INFINI_C __export infiniStatus_t infiniopCreateAddDescriptor(infiniopHandle_t handle, infiniopAddDescriptor_t *desc_ptr, infiniopTensorDescriptor_t c, infiniopTensorDescriptor_t a, infiniopTensorDescriptor_t b) {
    return infiniop__status(anyrt_create_add_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)c, (anyrt_tensor_desc_t)a, (anyrt_tensor_desc_t)b));
}

__INFINI_C __export infiniStatus_t infiniopGetAddWorkspaceSize(infiniopAddDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopAdd(infiniopAddDescriptor_t desc, void *workspace, size_t workspace_size, void *c, const void *a, const void *b, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_add((anyrt_op_desc_t)desc, workspace, workspace_size, c, a, b, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyAddDescriptor(infiniopAddDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- sub */

__INFINI_C __export infiniStatus_t infiniopCreateSubDescriptor(infiniopHandle_t handle, infiniopSubDescriptor_t *desc_ptr, infiniopTensorDescriptor_t c, infiniopTensorDescriptor_t a, infiniopTensorDescriptor_t b) {
    return infiniop__status(anyrt_create_sub_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)c, (anyrt_tensor_desc_t)a, (anyrt_tensor_desc_t)b));
}

__INFINI_C __export infiniStatus_t infiniopGetSubWorkspaceSize(infiniopSubDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopSub(infiniopSubDescriptor_t desc, void *workspace, size_t workspace_size, void *c, const void *a, const void *b, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_sub((anyrt_op_desc_t)desc, workspace, workspace_size, c, a, b, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroySubDescriptor(infiniopSubDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- mul */

__INFINI_C __export infiniStatus_t infiniopCreateMulDescriptor(infiniopHandle_t handle, infiniopMulDescriptor_t *desc_ptr, infiniopTensorDescriptor_t c, infiniopTensorDescriptor_t a, infiniopTensorDescriptor_t b) {
    return infiniop__status(anyrt_create_mul_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)c, (anyrt_tensor_desc_t)a, (anyrt_tensor_desc_t)b));
}

__INFINI_C __export infiniStatus_t infiniopGetMulWorkspaceSize(infiniopMulDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopMul(infiniopMulDescriptor_t desc, void *workspace, size_t workspace_size, void *c, const void *a, const void *b, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_mul((anyrt_op_desc_t)desc, workspace, workspace_size, c, a, b, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyMulDescriptor(infiniopMulDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- relu */

__INFINI_C __export infiniStatus_t infiniopCreateReluDescriptor(infiniopHandle_t handle, infiniopReluDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x) {
    return infiniop__status(anyrt_create_relu_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x));
}

__INFINI_C __export infiniStatus_t infiniopGetReluWorkspaceSize(infiniopReluDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopRelu(infiniopReluDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_relu((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyReluDescriptor(infiniopReluDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- silu */

__INFINI_C __export infiniStatus_t infiniopCreateSiluDescriptor(infiniopHandle_t handle, infiniopSiluDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x) {
    return infiniop__status(anyrt_create_silu_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x));
}

__INFINI_C __export infiniStatus_t infiniopGetSiluWorkspaceSize(infiniopSiluDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopSilu(infiniopSiluDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_silu((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroySiluDescriptor(infiniopSiluDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- sigmoid */

__INFINI_C __export infiniStatus_t infiniopCreateSigmoidDescriptor(infiniopHandle_t handle, infiniopSigmoidDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x) {
    return infiniop__status(anyrt_create_sigmoid_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x));
}

__INFINI_C __export infiniStatus_t infiniopGetSigmoidWorkspaceSize(infiniopSigmoidDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopSigmoid(infiniopSigmoidDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_sigmoid((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroySigmoidDescriptor(infiniopSigmoidDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- swiglu */

__INFINI_C __export infiniStatus_t infiniopCreateSwiGLUDescriptor(infiniopHandle_t handle, infiniopSwiGLUDescriptor_t *desc_ptr, infiniopTensorDescriptor_t c, infiniopTensorDescriptor_t a, infiniopTensorDescriptor_t b) {
    return infiniop__status(anyrt_create_swiglu_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)c, (anyrt_tensor_desc_t)a, (anyrt_tensor_desc_t)b));
}

__INFINI_C __export infiniStatus_t infiniopGetSwiGLUWorkspaceSize(infiniopSwiGLUDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopSwiGLU(infiniopSwiGLUDescriptor_t desc, void *workspace, size_t workspace_size, void *c, const void *a, const void *b, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_swiglu((anyrt_op_desc_t)desc, workspace, workspace_size, c, a, b, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroySwiGLUDescriptor(infiniopSwiGLUDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- rms_norm */

__INFINI_C __export infiniStatus_t infiniopCreateRMSNormDescriptor(infiniopHandle_t handle, infiniopRMSNormDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x, infiniopTensorDescriptor_t w, float epsilon) {
    return infiniop__status(anyrt_create_rms_norm_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x, (anyrt_tensor_desc_t)w, (float)epsilon));
}

__INFINI_C __export infiniStatus_t infiniopGetRMSNormWorkspaceSize(infiniopRMSNormDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopRMSNorm(infiniopRMSNormDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, const void *w, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_rms_norm((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, w, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyRMSNormDescriptor(infiniopRMSNormDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- softmax */

__INFINI_C __export infiniStatus_t infiniopCreateSoftmaxDescriptor(infiniopHandle_t handle, infiniopSoftmaxDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x, int axis) {
    return infiniop__status(anyrt_create_softmax_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x, (int)axis));
}

__INFINI_C __export infiniStatus_t infiniopGetSoftmaxWorkspaceSize(infiniopSoftmaxDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopSoftmax(infiniopSoftmaxDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_softmax((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroySoftmaxDescriptor(infiniopSoftmaxDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- causal_softmax */

__INFINI_C __export infiniStatus_t infiniopCreateCausalSoftmaxDescriptor(infiniopHandle_t handle, infiniopCausalSoftmaxDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x) {
    return infiniop__status(anyrt_create_causal_softmax_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x));
}

__INFINI_C __export infiniStatus_t infiniopGetCausalSoftmaxWorkspaceSize(infiniopCausalSoftmaxDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopCausalSoftmax(infiniopCausalSoftmaxDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_causal_softmax((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyCausalSoftmaxDescriptor(infiniopCausalSoftmaxDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- rope */

__INFINI_C __export infiniStatus_t infiniopCreateRoPEDescriptor(infiniopHandle_t handle, infiniopRoPEDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x, infiniopTensorDescriptor_t pos_ids, infiniopTensorDescriptor_t sin_table, infiniopTensorDescriptor_t cos_table, infiniopRoPEAlgo_t algo) {
    return infiniop__status(anyrt_create_rope_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x, (anyrt_tensor_desc_t)pos_ids, (anyrt_tensor_desc_t)sin_table, (anyrt_tensor_desc_t)cos_table, (anyrt_rope_algo_t)algo));
}

__INFINI_C __export infiniStatus_t infiniopGetRoPEWorkspaceSize(infiniopRoPEDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopRoPE(infiniopRoPEDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, const void *pos_ids, const void *sin_table, const void *cos_table, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_rope((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, pos_ids, sin_table, cos_table, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyRoPEDescriptor(infiniopRoPEDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- rearrange */

__INFINI_C __export infiniStatus_t infiniopCreateRearrangeDescriptor(infiniopHandle_t handle, infiniopRearrangeDescriptor_t *desc_ptr, infiniopTensorDescriptor_t dst, infiniopTensorDescriptor_t src) {
    return infiniop__status(anyrt_create_rearrange_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)dst, (anyrt_tensor_desc_t)src));
}


__INFINI_C __export infiniStatus_t infiniopRearrange(infiniopRearrangeDescriptor_t desc, void *dst, const void *src, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_rearrange((anyrt_op_desc_t)desc, NULL, 0, dst, src, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyRearrangeDescriptor(infiniopRearrangeDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- random_sample */

__INFINI_C __export infiniStatus_t infiniopCreateRandomSampleDescriptor(infiniopHandle_t handle, infiniopRandomSampleDescriptor_t *desc_ptr, infiniopTensorDescriptor_t result, infiniopTensorDescriptor_t probs) {
    return infiniop__status(anyrt_create_random_sample_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)result, (anyrt_tensor_desc_t)probs));
}

__INFINI_C __export infiniStatus_t infiniopGetRandomSampleWorkspaceSize(infiniopRandomSampleDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopRandomSample(infiniopRandomSampleDescriptor_t desc, void *workspace, size_t workspace_size, void *result, const void *probs, float random_val, float topp, int topk, float temperature, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_random_sample((anyrt_op_desc_t)desc, workspace, workspace_size, result, probs, random_val, topp, topk, temperature, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyRandomSampleDescriptor(infiniopRandomSampleDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- zeros */

__INFINI_C __export infiniStatus_t infiniopCreateZerosDescriptor(infiniopHandle_t handle, infiniopZerosDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x) {
    return infiniop__status(anyrt_create_zeros_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x));
}

__INFINI_C __export infiniStatus_t infiniopGetZerosWorkspaceSize(infiniopZerosDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopZeros(infiniopZerosDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_zeros((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyZerosDescriptor(infiniopZerosDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- ones */

__INFINI_C __export infiniStatus_t infiniopCreateOnesDescriptor(infiniopHandle_t handle, infiniopOnesDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x) {
    return infiniop__status(anyrt_create_ones_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x));
}

__INFINI_C __export infiniStatus_t infiniopGetOnesWorkspaceSize(infiniopOnesDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopOnes(infiniopOnesDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_ones((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyOnesDescriptor(infiniopOnesDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- add_rms_norm */

__INFINI_C __export infiniStatus_t infiniopCreateAddRMSNormDescriptor(infiniopHandle_t handle, infiniopAddRMSNormDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t residual_out, infiniopTensorDescriptor_t a, infiniopTensorDescriptor_t b, infiniopTensorDescriptor_t weight, float epsilon) {
    return infiniop__status(anyrt_create_add_rms_norm_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)residual_out, (anyrt_tensor_desc_t)a, (anyrt_tensor_desc_t)b, (anyrt_tensor_desc_t)weight, (float)epsilon));
}

__INFINI_C __export infiniStatus_t infiniopGetAddRMSNormWorkspaceSize(infiniopAddRMSNormDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopAddRMSNorm(infiniopAddRMSNormDescriptor_t desc, void *workspace, size_t workspace_size, void *y, void *residual_out, const void *a, const void *b, const void *weight, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_add_rms_norm((anyrt_op_desc_t)desc, workspace, workspace_size, y, residual_out, a, b, weight, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyAddRMSNormDescriptor(infiniopAddRMSNormDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- cross_entropy */

__INFINI_C __export infiniStatus_t infiniopCreateCrossEntropyDescriptor(infiniopHandle_t handle, infiniopCrossEntropyDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x, infiniopTensorDescriptor_t target) {
    return infiniop__status(anyrt_create_cross_entropy_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x, (anyrt_tensor_desc_t)target));
}

__INFINI_C __export infiniStatus_t infiniopGetCrossEntropyWorkspaceSize(infiniopCrossEntropyDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopCrossEntropy(infiniopCrossEntropyDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, const void *target, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_cross_entropy((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, target, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyCrossEntropyDescriptor(infiniopCrossEntropyDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- topksoftmax */

__INFINI_C __export infiniStatus_t infiniopCreateTopksoftmaxDescriptor(infiniopHandle_t handle, infiniopTopksoftmaxDescriptor_t *desc_ptr, infiniopTensorDescriptor_t x) {
    return infiniop__status(anyrt_create_topksoftmax_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, NULL, NULL, (anyrt_tensor_desc_t)x));
}

__INFINI_C __export infiniStatus_t infiniopGetTopksoftmaxWorkspaceSize(infiniopTopksoftmaxDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopTopksoftmax(infiniopTopksoftmaxDescriptor_t desc, void *workspace, size_t workspace_size, void *values, void *indices, const void *x, size_t topk, int norm, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_topksoftmax((anyrt_op_desc_t)desc, workspace, workspace_size, values, indices, x, (topk > (size_t)INT_MAX ? -1 : (int)topk), norm, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyTopksoftmaxDescriptor(infiniopTopksoftmaxDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- topkrouter */

__INFINI_C __export infiniStatus_t infiniopCreateTopkrouterDescriptor(infiniopHandle_t handle, infiniopTopkrouterDescriptor_t *desc_ptr, infiniopTensorDescriptor_t x, infiniopTensorDescriptor_t correction_bias) {
    return infiniop__status(anyrt_create_topkrouter_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, NULL, NULL, (anyrt_tensor_desc_t)x, (anyrt_tensor_desc_t)correction_bias));
}

__INFINI_C __export infiniStatus_t infiniopGetTopkrouterWorkspaceSize(infiniopTopkrouterDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopTopkrouter(infiniopTopkrouterDescriptor_t desc, void *workspace, size_t workspace_size, void *values, void *indices, const void *x, const void *correction_bias, float routed_scaling_factor, size_t topk, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_topkrouter((anyrt_op_desc_t)desc, workspace, workspace_size, values, indices, x, correction_bias, routed_scaling_factor, (topk > (size_t)INT_MAX ? -1 : (int)topk), (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyTopkrouterDescriptor(infiniopTopkrouterDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- mrope */

__INFINI_C __export infiniStatus_t infiniopCreateMRoPEDescriptor(infiniopHandle_t handle, infiniopMRoPEDescriptor_t *desc_ptr, infiniopTensorDescriptor_t q_out, infiniopTensorDescriptor_t k_out, infiniopTensorDescriptor_t q, infiniopTensorDescriptor_t k, infiniopTensorDescriptor_t cos, infiniopTensorDescriptor_t sin, infiniopTensorDescriptor_t positions, int head_size, int rotary_dim, int section_t, int section_h, int section_w, bool interleaved) {
    return infiniop__status(anyrt_create_mrope_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)q_out, (anyrt_tensor_desc_t)k_out, (anyrt_tensor_desc_t)q, (anyrt_tensor_desc_t)k, (anyrt_tensor_desc_t)cos, (anyrt_tensor_desc_t)sin, (anyrt_tensor_desc_t)positions, (int)head_size, (int)rotary_dim, (int)section_t, (int)section_h, (int)section_w, (int)interleaved));
}

__INFINI_C __export infiniStatus_t infiniopGetMRoPEWorkspaceSize(infiniopMRoPEDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopMRoPE(infiniopMRoPEDescriptor_t desc, void *workspace, size_t workspace_size, void *q_out, void *k_out, const void *q, const void *k, const void *cos, const void *sin, const void *positions, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_mrope((anyrt_op_desc_t)desc, workspace, workspace_size, q_out, k_out, q, k, cos, sin, positions, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyMRoPEDescriptor(infiniopMRoPEDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- per_tensor_quant_int8 */

__INFINI_C __export infiniStatus_t infiniopCreatePerTensorQuantI8Descriptor(infiniopHandle_t handle, infiniopPerTensorQuantI8Descriptor_t *desc_ptr, infiniopTensorDescriptor_t x_packed, infiniopTensorDescriptor_t x_scale, infiniopTensorDescriptor_t x_zero, infiniopTensorDescriptor_t x) {
    return infiniop__status(anyrt_create_per_tensor_quant_int8_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)x_packed, (anyrt_tensor_desc_t)x_scale, (anyrt_tensor_desc_t)x_zero, (anyrt_tensor_desc_t)x));
}

__INFINI_C __export infiniStatus_t infiniopGetPerTensorQuantI8WorkspaceSize(infiniopPerTensorQuantI8Descriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopPerTensorQuantI8(infiniopPerTensorQuantI8Descriptor_t desc, void *workspace, size_t workspace_size, void *x_packed, void *x_scale, void *x_zero, const void *x, bool is_static, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_per_tensor_quant_int8((anyrt_op_desc_t)desc, workspace, workspace_size, x_packed, x_scale, x_zero, x, is_static, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyPerTensorQuantI8Descriptor(infiniopPerTensorQuantI8Descriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- per_tensor_dequant_int8 */

__INFINI_C __export infiniStatus_t infiniopCreatePerTensorDequantI8Descriptor(infiniopHandle_t handle, infiniopPerTensorDequantI8Descriptor_t *desc_ptr, infiniopTensorDescriptor_t x, infiniopTensorDescriptor_t x_packed, infiniopTensorDescriptor_t x_scale, infiniopTensorDescriptor_t x_zero) {
    return infiniop__status(anyrt_create_per_tensor_dequant_int8_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)x, (anyrt_tensor_desc_t)x_packed, (anyrt_tensor_desc_t)x_scale, (anyrt_tensor_desc_t)x_zero));
}

__INFINI_C __export infiniStatus_t infiniopGetPerTensorDequantI8WorkspaceSize(infiniopPerTensorDequantI8Descriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopPerTensorDequantI8(infiniopPerTensorDequantI8Descriptor_t desc, void *workspace, size_t workspace_size, void *x, const void *x_packed, const void *x_scale, const void *x_zero, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_per_tensor_dequant_int8((anyrt_op_desc_t)desc, workspace, workspace_size, x, x_packed, x_scale, x_zero, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyPerTensorDequantI8Descriptor(infiniopPerTensorDequantI8Descriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- per_channel_quant_int8 */

__INFINI_C __export infiniStatus_t infiniopCreatePerChannelQuantI8Descriptor(infiniopHandle_t handle, infiniopPerChannelQuantI8Descriptor_t *desc_ptr, infiniopTensorDescriptor_t x_packed, infiniopTensorDescriptor_t x_scale, infiniopTensorDescriptor_t x_zero, infiniopTensorDescriptor_t x) {
    return infiniop__status(anyrt_create_per_channel_quant_int8_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)x_packed, (anyrt_tensor_desc_t)x_scale, (anyrt_tensor_desc_t)x_zero, (anyrt_tensor_desc_t)x));
}

__INFINI_C __export infiniStatus_t infiniopGetPerChannelQuantI8WorkspaceSize(infiniopPerChannelQuantI8Descriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopPerChannelQuantI8(infiniopPerChannelQuantI8Descriptor_t desc, void *workspace, size_t workspace_size, void *x_packed, void *x_scale, void *x_zero, const void *x, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_per_channel_quant_int8((anyrt_op_desc_t)desc, workspace, workspace_size, x_packed, x_scale, x_zero, x, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyPerChannelQuantI8Descriptor(infiniopPerChannelQuantI8Descriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- dequantize_awq */

__INFINI_C __export infiniStatus_t infiniopCreateDequantizeAWQDescriptor(infiniopHandle_t handle, infiniopDequantizeAWQDescriptor_t *desc_ptr, infiniopTensorDescriptor_t out, infiniopTensorDescriptor_t qweight, infiniopTensorDescriptor_t scales, infiniopTensorDescriptor_t zeros) {
    return infiniop__status(anyrt_create_dequantize_awq_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)out, (anyrt_tensor_desc_t)qweight, (anyrt_tensor_desc_t)scales, (anyrt_tensor_desc_t)zeros));
}

__INFINI_C __export infiniStatus_t infiniopGetDequantizeAWQWorkspaceSize(infiniopDequantizeAWQDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopDequantizeAWQ(infiniopDequantizeAWQDescriptor_t desc, void *workspace, size_t workspace_size, void *out, const void *qweight, const void *scales, const void *zeros, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_dequantize_awq((anyrt_op_desc_t)desc, workspace, workspace_size, out, qweight, scales, zeros, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyDequantizeAWQDescriptor(infiniopDequantizeAWQDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- dequantize_gptq */

__INFINI_C __export infiniStatus_t infiniopCreateDequantizeGPTQDescriptor(infiniopHandle_t handle, infiniopDequantizeGPTQDescriptor_t *desc_ptr, infiniopTensorDescriptor_t out, infiniopTensorDescriptor_t qweight, infiniopTensorDescriptor_t scales, infiniopTensorDescriptor_t zeros, infiniopTensorDescriptor_t g_idx) {
    return infiniop__status(anyrt_create_dequantize_gptq_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)out, (anyrt_tensor_desc_t)qweight, (anyrt_tensor_desc_t)scales, (anyrt_tensor_desc_t)zeros, (anyrt_tensor_desc_t)g_idx));
}

__INFINI_C __export infiniStatus_t infiniopGetDequantizeGPTQWorkspaceSize(infiniopDequantizeGPTQDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopDequantizeGPTQ(infiniopDequantizeGPTQDescriptor_t desc, void *workspace, size_t workspace_size, void *out, const void *qweight, const void *scales, const void *zeros, const void *g_idx, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_dequantize_gptq((anyrt_op_desc_t)desc, workspace, workspace_size, out, qweight, scales, zeros, g_idx, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyDequantizeGPTQDescriptor(infiniopDequantizeGPTQDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- kv_caching */

__INFINI_C __export infiniStatus_t infiniopCreateKVCachingDescriptor(infiniopHandle_t handle, infiniopKVCachingDescriptor_t *desc_ptr, infiniopTensorDescriptor_t k_cache, infiniopTensorDescriptor_t v_cache, infiniopTensorDescriptor_t k, infiniopTensorDescriptor_t v, infiniopTensorDescriptor_t past_kv_lengths) {
    return infiniop__status(anyrt_create_kv_caching_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)k_cache, (anyrt_tensor_desc_t)v_cache, (anyrt_tensor_desc_t)k, (anyrt_tensor_desc_t)v, (anyrt_tensor_desc_t)past_kv_lengths));
}

__INFINI_C __export infiniStatus_t infiniopGetKVCachingWorkspaceSize(infiniopKVCachingDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopKVCaching(infiniopKVCachingDescriptor_t desc, void *workspace, size_t workspace_size, void *k_cache, void *v_cache, const void *k, const void *v, const void *past_kv_lengths, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_kv_caching((anyrt_op_desc_t)desc, workspace, workspace_size, k_cache, v_cache, k, v, past_kv_lengths, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyKVCachingDescriptor(infiniopKVCachingDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- paged_caching */

__INFINI_C __export infiniStatus_t infiniopCreatePagedCachingDescriptor(infiniopHandle_t handle, infiniopPagedCachingDescriptor_t *desc_ptr, infiniopTensorDescriptor_t k_cache, infiniopTensorDescriptor_t v_cache, infiniopTensorDescriptor_t k, infiniopTensorDescriptor_t v, infiniopTensorDescriptor_t slot_mapping) {
    return infiniop__status(anyrt_create_paged_caching_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)k_cache, (anyrt_tensor_desc_t)v_cache, (anyrt_tensor_desc_t)k, (anyrt_tensor_desc_t)v, (anyrt_tensor_desc_t)slot_mapping));
}

__INFINI_C __export infiniStatus_t infiniopGetPagedCachingWorkspaceSize(infiniopPagedCachingDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopPagedCaching(infiniopPagedCachingDescriptor_t desc, void *workspace, size_t workspace_size, void *k_cache, void *v_cache, const void *k, const void *v, const void *slot_mapping, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_paged_caching((anyrt_op_desc_t)desc, workspace, workspace_size, k_cache, v_cache, k, v, slot_mapping, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyPagedCachingDescriptor(infiniopPagedCachingDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- paged_attention */

__INFINI_C __export infiniStatus_t infiniopCreatePagedAttentionDescriptor(infiniopHandle_t handle, infiniopPagedAttentionDescriptor_t *desc_ptr, infiniopTensorDescriptor_t out, infiniopTensorDescriptor_t q, infiniopTensorDescriptor_t k_cache, infiniopTensorDescriptor_t v_cache, infiniopTensorDescriptor_t block_tables, infiniopTensorDescriptor_t seq_lens, infiniopTensorDescriptor_t alibi_slopes, float scale) {
    return infiniop__status(anyrt_create_paged_attention_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)out, (anyrt_tensor_desc_t)q, (anyrt_tensor_desc_t)k_cache, (anyrt_tensor_desc_t)v_cache, (anyrt_tensor_desc_t)block_tables, (anyrt_tensor_desc_t)seq_lens, (anyrt_tensor_desc_t)alibi_slopes, (float)scale));
}

__INFINI_C __export infiniStatus_t infiniopGetPagedAttentionWorkspaceSize(infiniopPagedAttentionDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopPagedAttention(infiniopPagedAttentionDescriptor_t desc, void *workspace, size_t workspace_size, void *out, const void *q, const void *k_cache, const void *v_cache, const void *block_tables, const void *seq_lens, const void *alibi_slopes, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_paged_attention((anyrt_op_desc_t)desc, workspace, workspace_size, out, q, k_cache, v_cache, block_tables, seq_lens, alibi_slopes, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyPagedAttentionDescriptor(infiniopPagedAttentionDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- paged_attention_prefill */

__INFINI_C __export infiniStatus_t infiniopCreatePagedAttentionPrefillDescriptor(infiniopHandle_t handle, infiniopPagedAttentionPrefillDescriptor_t *desc_ptr, infiniopTensorDescriptor_t out, infiniopTensorDescriptor_t q, infiniopTensorDescriptor_t k_cache, infiniopTensorDescriptor_t v_cache, infiniopTensorDescriptor_t block_tables, infiniopTensorDescriptor_t seq_lens, infiniopTensorDescriptor_t cum_seq_lens_q, infiniopTensorDescriptor_t alibi_slopes, float scale) {
    return infiniop__status(anyrt_create_paged_attention_prefill_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)out, (anyrt_tensor_desc_t)q, (anyrt_tensor_desc_t)k_cache, (anyrt_tensor_desc_t)v_cache, (anyrt_tensor_desc_t)block_tables, (anyrt_tensor_desc_t)seq_lens, (anyrt_tensor_desc_t)cum_seq_lens_q, (anyrt_tensor_desc_t)alibi_slopes, (float)scale));
}

__INFINI_C __export infiniStatus_t infiniopGetPagedAttentionPrefillWorkspaceSize(infiniopPagedAttentionPrefillDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopPagedAttentionPrefill(infiniopPagedAttentionPrefillDescriptor_t desc, void *workspace, size_t workspace_size, void *out, const void *q, const void *k_cache, const void *v_cache, const void *block_tables, const void *seq_lens, const void *cum_seq_lens_q, const void *alibi_slopes, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_paged_attention_prefill((anyrt_op_desc_t)desc, workspace, workspace_size, out, q, k_cache, v_cache, block_tables, seq_lens, cum_seq_lens_q, alibi_slopes, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyPagedAttentionPrefillDescriptor(infiniopPagedAttentionPrefillDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- attention */

__INFINI_C __export infiniStatus_t infiniopCreateAttentionDescriptor(infiniopHandle_t handle, infiniopAttentionDescriptor_t *desc_ptr, infiniopTensorDescriptor_t out, infiniopTensorDescriptor_t q, infiniopTensorDescriptor_t k, infiniopTensorDescriptor_t v, infiniopTensorDescriptor_t k_cache, infiniopTensorDescriptor_t v_cache, size_t pos) {
    return infiniop__status(anyrt_create_attention_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)out, (anyrt_tensor_desc_t)q, (anyrt_tensor_desc_t)k, (anyrt_tensor_desc_t)v, (anyrt_tensor_desc_t)k_cache, (anyrt_tensor_desc_t)v_cache, (pos > (size_t)INT_MAX ? -1 : (int)pos)));
}

__INFINI_C __export infiniStatus_t infiniopGetAttentionWorkspaceSize(infiniopAttentionDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopAttention(infiniopAttentionDescriptor_t desc, void *workspace, size_t workspace_size, void *out, const void *q, const void *k, const void *v, void *k_cache, void *v_cache, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_attention((anyrt_op_desc_t)desc, workspace, workspace_size, out, q, k, v, k_cache, v_cache, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyAttentionDescriptor(infiniopAttentionDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- random_sample_batch */

/* InfiniOP passes random_val, topp, topk, temperature as host arrays at each run: their
 * descriptors are made here, their length result's dim 0. */
__INFINI_C __export infiniStatus_t infiniopCreateRandomSampleBatchDescriptor(infiniopHandle_t handle, infiniopRandomSampleDescriptor_t *desc_ptr, infiniopTensorDescriptor_t result, infiniopTensorDescriptor_t probs) {
    int64_t count = 0;
    anyrt_tensor_desc_t random_val_desc = NULL;
    anyrt_tensor_desc_t topp_desc = NULL;
    anyrt_tensor_desc_t topk_desc = NULL;
    anyrt_tensor_desc_t temperature_desc = NULL;
    anyrt_status_t st = anyrt_get_tensor_desc_dim((anyrt_tensor_desc_t)result, 0, &count, NULL);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_tensor_desc(&random_val_desc, ANYRT_DTYPE_FLOAT32, 1, &count, NULL);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_tensor_desc(&topp_desc, ANYRT_DTYPE_FLOAT32, 1, &count, NULL);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_tensor_desc(&topk_desc, ANYRT_DTYPE_INT32, 1, &count, NULL);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_tensor_desc(&temperature_desc, ANYRT_DTYPE_FLOAT32, 1, &count, NULL);
    if (st == ANYRT_STATUS_SUCCESS)
        st = anyrt_create_random_sample_batch_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)result, (anyrt_tensor_desc_t)probs, random_val_desc, topp_desc, topk_desc, temperature_desc);
    if (random_val_desc) anyrt_destroy_tensor_desc(random_val_desc);
    if (topp_desc) anyrt_destroy_tensor_desc(topp_desc);
    if (topk_desc) anyrt_destroy_tensor_desc(topk_desc);
    if (temperature_desc) anyrt_destroy_tensor_desc(temperature_desc);
    return infiniop__status(st);
}


/* The host arrays are copied into device memory of their own (so the run reads them wherever the
 * device is, and a batch_size shorter than the descriptor's length is refused by the
 * bounds check of each), freed in stream order after the run. */
__INFINI_C __export infiniStatus_t infiniopRandomSampleBatch(infiniopRandomSampleDescriptor_t desc, void *workspace, size_t workspace_size, void *result, const void *probs, const float *random_val, const float *topp, const int *topk, const float *temperature, int batch_size, void *stream) {
    if (random_val == NULL || topp == NULL || topk == NULL || temperature == NULL) return INFINI_STATUS_NULL_POINTER;
    if (batch_size <= 0) return INFINI_STATUS_BAD_PARAM;
    void *random_val_copy = NULL;
    void *topp_copy = NULL;
    void *topk_copy = NULL;
    void *temperature_copy = NULL;
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_malloc(&random_val_copy, (size_t)batch_size * sizeof *random_val);
    if (st == ANYRT_STATUS_SUCCESS)
        st = anyrt_memcpy(random_val_copy, random_val, (size_t)batch_size * sizeof *random_val, ANYRT_MEMCPY_KIND_H2D);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_malloc(&topp_copy, (size_t)batch_size * sizeof *topp);
    if (st == ANYRT_STATUS_SUCCESS)
        st = anyrt_memcpy(topp_copy, topp, (size_t)batch_size * sizeof *topp, ANYRT_MEMCPY_KIND_H2D);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_malloc(&topk_copy, (size_t)batch_size * sizeof *topk);
    if (st == ANYRT_STATUS_SUCCESS)
        st = anyrt_memcpy(topk_copy, topk, (size_t)batch_size * sizeof *topk, ANYRT_MEMCPY_KIND_H2D);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_malloc(&temperature_copy, (size_t)batch_size * sizeof *temperature);
    if (st == ANYRT_STATUS_SUCCESS)
        st = anyrt_memcpy(temperature_copy, temperature, (size_t)batch_size * sizeof *temperature, ANYRT_MEMCPY_KIND_H2D);
    if (st == ANYRT_STATUS_SUCCESS)
        st = anyrt_random_sample_batch((anyrt_op_desc_t)desc, workspace, workspace_size, result, probs, random_val_copy, topp_copy, topk_copy, temperature_copy, (anyrt_stream_t)stream);
    if (random_val_copy) {
        anyrt_status_t freed = anyrt_free_async(random_val_copy, (anyrt_stream_t)stream);
        if (st == ANYRT_STATUS_SUCCESS) st = freed;
    }
    if (topp_copy) {
        anyrt_status_t freed = anyrt_free_async(topp_copy, (anyrt_stream_t)stream);
        if (st == ANYRT_STATUS_SUCCESS) st = freed;
    }
    if (topk_copy) {
        anyrt_status_t freed = anyrt_free_async(topk_copy, (anyrt_stream_t)stream);
        if (st == ANYRT_STATUS_SUCCESS) st = freed;
    }
    if (temperature_copy) {
        anyrt_status_t freed = anyrt_free_async(temperature_copy, (anyrt_stream_t)stream);
        if (st == ANYRT_STATUS_SUCCESS) st = freed;
    }
    return infiniop__run_status(infiniop__complete_on_cpu(st, stream));
}

/* ---- silu_and_mul */

__INFINI_C __export infiniStatus_t infiniopCreateSiluAndMulDescriptor(infiniopHandle_t handle, infiniopSiluAndMulDescriptor_t *desc_ptr, infiniopTensorDescriptor_t output, infiniopTensorDescriptor_t input) {
    return infiniop__status(anyrt_create_silu_and_mul_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)output, (anyrt_tensor_desc_t)input));
}

__INFINI_C __export infiniStatus_t infiniopGetSiluAndMulWorkspaceSize(infiniopSiluAndMulDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopSiluAndMul(infiniopSiluAndMulDescriptor_t desc, void *workspace, size_t workspace_size, void *output, const void *input, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_silu_and_mul((anyrt_op_desc_t)desc, workspace, workspace_size, output, input, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroySiluAndMulDescriptor(infiniopSiluAndMulDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- embedding */

__INFINI_C __export infiniStatus_t infiniopCreateEmbeddingDescriptor(infiniopHandle_t handle, infiniopEmbeddingDescriptor_t *desc_ptr, infiniopTensorDescriptor_t output, infiniopTensorDescriptor_t input, infiniopTensorDescriptor_t weight) {
    return infiniop__status(anyrt_create_embedding_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)output, (anyrt_tensor_desc_t)input, (anyrt_tensor_desc_t)weight));
}


__INFINI_C __export infiniStatus_t infiniopEmbedding(infiniopEmbeddingDescriptor_t desc, void *output, const void *input, const void *weight, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_embedding((anyrt_op_desc_t)desc, NULL, 0, output, input, weight, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyEmbeddingDescriptor(infiniopEmbeddingDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- gelu */

__INFINI_C __export infiniStatus_t infiniopCreateGeluDescriptor(infiniopHandle_t handle, infiniopGeluDescriptor_t *desc_ptr, infiniopTensorDescriptor_t output, infiniopTensorDescriptor_t input) {
    return infiniop__status(anyrt_create_gelu_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)output, (anyrt_tensor_desc_t)input));
}

__INFINI_C __export infiniStatus_t infiniopGetGeluWorkspaceSize(infiniopGeluDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopGelu(infiniopGeluDescriptor_t desc, void *workspace, size_t workspace_size, void *output, const void *input, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_gelu((anyrt_op_desc_t)desc, workspace, workspace_size, output, input, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyGeluDescriptor(infiniopGeluDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- gelutanh */

__INFINI_C __export infiniStatus_t infiniopCreateGeluTanhDescriptor(infiniopHandle_t handle, infiniopGeluTanhDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x) {
    return infiniop__status(anyrt_create_gelutanh_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x));
}

__INFINI_C __export infiniStatus_t infiniopGetGeluTanhWorkspaceSize(infiniopGeluTanhDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopGeluTanh(infiniopGeluTanhDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_gelutanh((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyGeluTanhDescriptor(infiniopGeluTanhDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- quickgelu */

__INFINI_C __export infiniStatus_t infiniopCreateQuickGeluDescriptor(infiniopHandle_t handle, infiniopQuickGeluDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x) {
    return infiniop__status(anyrt_create_quickgelu_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x));
}

__INFINI_C __export infiniStatus_t infiniopGetQuickGeluWorkspaceSize(infiniopQuickGeluDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopQuickGelu(infiniopQuickGeluDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_quickgelu((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyQuickGeluDescriptor(infiniopQuickGeluDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- tanh */

__INFINI_C __export infiniStatus_t infiniopCreateTanhDescriptor(infiniopHandle_t handle, infiniopTanhDescriptor_t *desc_ptr, infiniopTensorDescriptor_t output, infiniopTensorDescriptor_t input) {
    return infiniop__status(anyrt_create_tanh_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)output, (anyrt_tensor_desc_t)input));
}

__INFINI_C __export infiniStatus_t infiniopGetTanhWorkspaceSize(infiniopTanhDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopTanh(infiniopTanhDescriptor_t desc, void *workspace, size_t workspace_size, void *output, const void *input, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_tanh((anyrt_op_desc_t)desc, workspace, workspace_size, output, input, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyTanhDescriptor(infiniopTanhDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- erf */

__INFINI_C __export infiniStatus_t infiniopCreateErfDescriptor(infiniopHandle_t handle, infiniopErfDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x) {
    return infiniop__status(anyrt_create_erf_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x));
}

__INFINI_C __export infiniStatus_t infiniopGetErfWorkspaceSize(infiniopErfDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopErf(infiniopErfDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_erf((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyErfDescriptor(infiniopErfDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- reciprocal */

__INFINI_C __export infiniStatus_t infiniopCreateReciprocalDescriptor(infiniopHandle_t handle, infiniopReciprocalDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x) {
    return infiniop__status(anyrt_create_reciprocal_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x));
}

__INFINI_C __export infiniStatus_t infiniopGetReciprocalWorkspaceSize(infiniopReciprocalDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopReciprocal(infiniopReciprocalDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_reciprocal((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyReciprocalDescriptor(infiniopReciprocalDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- hardswish */

__INFINI_C __export infiniStatus_t infiniopCreateHardSwishDescriptor(infiniopHandle_t handle, infiniopHardSwishDescriptor_t *desc_ptr, infiniopTensorDescriptor_t output, infiniopTensorDescriptor_t input) {
    return infiniop__status(anyrt_create_hardswish_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)output, (anyrt_tensor_desc_t)input));
}

__INFINI_C __export infiniStatus_t infiniopGetHardSwishWorkspaceSize(infiniopHardSwishDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopHardSwish(infiniopHardSwishDescriptor_t desc, void *workspace, size_t workspace_size, void *output, const void *input, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_hardswish((anyrt_op_desc_t)desc, workspace, workspace_size, output, input, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyHardSwishDescriptor(infiniopHardSwishDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- softplus */

__INFINI_C __export infiniStatus_t infiniopCreateSoftplusDescriptor(infiniopHandle_t handle, infiniopSoftplusDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x, float beta, float threshold) {
    return infiniop__status(anyrt_create_softplus_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x, (float)beta, (float)threshold));
}

__INFINI_C __export infiniStatus_t infiniopGetSoftplusWorkspaceSize(infiniopSoftplusDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopSoftplus(infiniopSoftplusDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_softplus((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroySoftplusDescriptor(infiniopSoftplusDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- hardtanh */

__INFINI_C __export infiniStatus_t infiniopCreateHardTanhDescriptor(infiniopHandle_t handle, infiniopHardTanhDescriptor_t *desc_ptr, infiniopTensorDescriptor_t output, infiniopTensorDescriptor_t input, float min_val, float max_val) {
    return infiniop__status(anyrt_create_hardtanh_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)output, (anyrt_tensor_desc_t)input, (float)min_val, (float)max_val));
}

__INFINI_C __export infiniStatus_t infiniopGetHardTanhWorkspaceSize(infiniopHardTanhDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopHardTanh(infiniopHardTanhDescriptor_t desc, void *workspace, size_t workspace_size, void *output, const void *input, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_hardtanh((anyrt_op_desc_t)desc, workspace, workspace_size, output, input, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyHardTanhDescriptor(infiniopHardTanhDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- clip */

__INFINI_C __export infiniStatus_t infiniopCreateClipDescriptor(infiniopHandle_t handle, infiniopClipDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x, infiniopTensorDescriptor_t min_val, infiniopTensorDescriptor_t max_val) {
    return infiniop__status(anyrt_create_clip_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x, (anyrt_tensor_desc_t)min_val, (anyrt_tensor_desc_t)max_val));
}

__INFINI_C __export infiniStatus_t infiniopGetClipWorkspaceSize(infiniopClipDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopClip(infiniopClipDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, const void *min_val, const void *max_val, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_clip((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, min_val, max_val, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyClipDescriptor(infiniopClipDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- log_softmax */

__INFINI_C __export infiniStatus_t infiniopCreateLogSoftmaxDescriptor(infiniopHandle_t handle, infiniopLogSoftmaxDescriptor_t *desc_ptr, infiniopTensorDescriptor_t output, infiniopTensorDescriptor_t input, int dim) {
    return infiniop__status(anyrt_create_log_softmax_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)output, (anyrt_tensor_desc_t)input, (int)dim));
}

__INFINI_C __export infiniStatus_t infiniopGetLogSoftmaxWorkspaceSize(infiniopLogSoftmaxDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopLogSoftmax(infiniopLogSoftmaxDescriptor_t desc, void *workspace, size_t workspace_size, void *output, const void *input, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_log_softmax((anyrt_op_desc_t)desc, workspace, workspace_size, output, input, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyLogSoftmaxDescriptor(infiniopLogSoftmaxDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- layer_norm */

__INFINI_C __export infiniStatus_t infiniopCreateLayerNormDescriptor(infiniopHandle_t handle, infiniopLayerNormDescriptor_t *desc_ptr, infiniopTensorDescriptor_t output, infiniopTensorDescriptor_t input_standardization, infiniopTensorDescriptor_t input_std_deviation, infiniopTensorDescriptor_t input, infiniopTensorDescriptor_t weight, infiniopTensorDescriptor_t bias, float eps) {
    return infiniop__status(anyrt_create_layer_norm_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)output, (anyrt_tensor_desc_t)input_standardization, (anyrt_tensor_desc_t)input_std_deviation, (anyrt_tensor_desc_t)input, (anyrt_tensor_desc_t)weight, (anyrt_tensor_desc_t)bias, (float)eps));
}

__INFINI_C __export infiniStatus_t infiniopGetLayerNormWorkspaceSize(infiniopLayerNormDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopLayerNorm(infiniopLayerNormDescriptor_t desc, void *workspace, size_t workspace_size, void *output, void *input_standardization, void *input_std_deviation, const void *input, const void *weight, const void *bias, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_layer_norm((anyrt_op_desc_t)desc, workspace, workspace_size, output, input_standardization, input_std_deviation, input, weight, bias, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyLayerNormDescriptor(infiniopLayerNormDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- select_last_token_hidden */

__INFINI_C __export infiniStatus_t infiniopCreateSelectLastTokenHiddenDescriptor(infiniopHandle_t handle, infiniopSelectLastTokenHiddenDescriptor_t *desc_ptr, infiniopTensorDescriptor_t output, infiniopTensorDescriptor_t hidden_states, infiniopTensorDescriptor_t input_offsets) {
    return infiniop__status(anyrt_create_select_last_token_hidden_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)output, (anyrt_tensor_desc_t)hidden_states, (anyrt_tensor_desc_t)input_offsets));
}


__INFINI_C __export infiniStatus_t infiniopSelectLastTokenHidden(infiniopSelectLastTokenHiddenDescriptor_t desc, void *output, const void *hidden_states, const void *input_offsets, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_select_last_token_hidden((anyrt_op_desc_t)desc, NULL, 0, output, hidden_states, input_offsets, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroySelectLastTokenHiddenDescriptor(infiniopSelectLastTokenHiddenDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- conv */

__INFINI_C __export infiniStatus_t infiniopCreateConvDescriptor(infiniopHandle_t handle, infiniopConvDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x, infiniopTensorDescriptor_t w, infiniopTensorDescriptor_t b, void *pads, void *strides, void *dilations, size_t n) {
    return infiniop__status(anyrt_create_conv_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x, (anyrt_tensor_desc_t)w, (anyrt_tensor_desc_t)b, (const int64_t*)pads, (const int64_t*)strides, (const int64_t*)dilations, (n > (size_t)INT_MAX ? -1 : (int)n)));
}

__INFINI_C __export infiniStatus_t infiniopGetConvWorkspaceSize(infiniopConvDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopConv(infiniopConvDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, const void *w, const void *b, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_conv((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, w, b, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyConvDescriptor(infiniopConvDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- log10 */

__INFINI_C __export infiniStatus_t infiniopCreateLog10Descriptor(infiniopHandle_t handle, infiniopLog10Descriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x) {
    return infiniop__status(anyrt_create_log10_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x));
}

__INFINI_C __export infiniStatus_t infiniopGetLog10WorkspaceSize(infiniopLog10Descriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopLog10(infiniopLog10Descriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_log10((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyLog10Descriptor(infiniopLog10Descriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- log1p */

__INFINI_C __export infiniStatus_t infiniopCreateLog1pDescriptor(infiniopHandle_t handle, infiniopLog1pDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x) {
    return infiniop__status(anyrt_create_log1p_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x));
}

__INFINI_C __export infiniStatus_t infiniopGetLog1pWorkspaceSize(infiniopLog1pDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopLog1p(infiniopLog1pDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_log1p((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyLog1pDescriptor(infiniopLog1pDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- tan */

__INFINI_C __export infiniStatus_t infiniopCreateTanDescriptor(infiniopHandle_t handle, infiniopTanDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x) {
    return infiniop__status(anyrt_create_tan_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x));
}

__INFINI_C __export infiniStatus_t infiniopGetTanWorkspaceSize(infiniopTanDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopTan(infiniopTanDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_tan((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyTanDescriptor(infiniopTanDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- asin */

__INFINI_C __export infiniStatus_t infiniopCreateAsinDescriptor(infiniopHandle_t handle, infiniopAsinDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x) {
    return infiniop__status(anyrt_create_asin_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x));
}

__INFINI_C __export infiniStatus_t infiniopGetAsinWorkspaceSize(infiniopAsinDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopAsin(infiniopAsinDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_asin((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyAsinDescriptor(infiniopAsinDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- acos */

__INFINI_C __export infiniStatus_t infiniopCreateAcosDescriptor(infiniopHandle_t handle, infiniopAcosDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x) {
    return infiniop__status(anyrt_create_acos_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x));
}

__INFINI_C __export infiniStatus_t infiniopGetAcosWorkspaceSize(infiniopAcosDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopAcos(infiniopAcosDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_acos((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyAcosDescriptor(infiniopAcosDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- sinh */

__INFINI_C __export infiniStatus_t infiniopCreateSinhDescriptor(infiniopHandle_t handle, infiniopSinhDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x) {
    return infiniop__status(anyrt_create_sinh_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x));
}

__INFINI_C __export infiniStatus_t infiniopGetSinhWorkspaceSize(infiniopSinhDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopSinh(infiniopSinhDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_sinh((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroySinhDescriptor(infiniopSinhDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- asinh */

__INFINI_C __export infiniStatus_t infiniopCreateAsinhDescriptor(infiniopHandle_t handle, infiniopAsinhDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x) {
    return infiniop__status(anyrt_create_asinh_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x));
}

__INFINI_C __export infiniStatus_t infiniopGetAsinhWorkspaceSize(infiniopAsinhDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopAsinh(infiniopAsinhDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_asinh((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyAsinhDescriptor(infiniopAsinhDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- atanh */

__INFINI_C __export infiniStatus_t infiniopCreateAtanhDescriptor(infiniopHandle_t handle, infiniopAtanhDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x) {
    return infiniop__status(anyrt_create_atanh_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x));
}

__INFINI_C __export infiniStatus_t infiniopGetAtanhWorkspaceSize(infiniopAtanhDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopAtanh(infiniopAtanhDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_atanh((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyAtanhDescriptor(infiniopAtanhDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- erfc */

__INFINI_C __export infiniStatus_t infiniopCreateErfcDescriptor(infiniopHandle_t handle, infiniopErfcDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x) {
    return infiniop__status(anyrt_create_erfc_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x));
}

__INFINI_C __export infiniStatus_t infiniopGetErfcWorkspaceSize(infiniopErfcDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopErfc(infiniopErfcDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_erfc((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyErfcDescriptor(infiniopErfcDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- floor */

__INFINI_C __export infiniStatus_t infiniopCreateFloorDescriptor(infiniopHandle_t handle, infiniopFloorDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x) {
    return infiniop__status(anyrt_create_floor_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x));
}

__INFINI_C __export infiniStatus_t infiniopGetFloorWorkspaceSize(infiniopFloorDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopFloor(infiniopFloorDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_floor((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyFloorDescriptor(infiniopFloorDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- floor_divide */

__INFINI_C __export infiniStatus_t infiniopCreateFloorDivideDescriptor(infiniopHandle_t handle, infiniopFloorDivideDescriptor_t *desc_ptr, infiniopTensorDescriptor_t c, infiniopTensorDescriptor_t a, infiniopTensorDescriptor_t b) {
    return infiniop__status(anyrt_create_floor_divide_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)c, (anyrt_tensor_desc_t)a, (anyrt_tensor_desc_t)b));
}

__INFINI_C __export infiniStatus_t infiniopGetFloorDivideWorkspaceSize(infiniopFloorDivideDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopFloorDivide(infiniopFloorDivideDescriptor_t desc, void *workspace, size_t workspace_size, void *c, const void *a, const void *b, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_floor_divide((anyrt_op_desc_t)desc, workspace, workspace_size, c, a, b, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyFloorDivideDescriptor(infiniopFloorDivideDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- fmod */

__INFINI_C __export infiniStatus_t infiniopCreateFmodDescriptor(infiniopHandle_t handle, infiniopFmodDescriptor_t *desc_ptr, infiniopTensorDescriptor_t c, infiniopTensorDescriptor_t a, infiniopTensorDescriptor_t b) {
    return infiniop__status(anyrt_create_fmod_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)c, (anyrt_tensor_desc_t)a, (anyrt_tensor_desc_t)b));
}

__INFINI_C __export infiniStatus_t infiniopGetFmodWorkspaceSize(infiniopFmodDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopFmod(infiniopFmodDescriptor_t desc, void *workspace, size_t workspace_size, void *c, const void *a, const void *b, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_fmod((anyrt_op_desc_t)desc, workspace, workspace_size, c, a, b, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyFmodDescriptor(infiniopFmodDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- fmin */

__INFINI_C __export infiniStatus_t infiniopCreateFminDescriptor(infiniopHandle_t handle, infiniopFminDescriptor_t *desc_ptr, infiniopTensorDescriptor_t c, infiniopTensorDescriptor_t a, infiniopTensorDescriptor_t b) {
    return infiniop__status(anyrt_create_fmin_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)c, (anyrt_tensor_desc_t)a, (anyrt_tensor_desc_t)b));
}

__INFINI_C __export infiniStatus_t infiniopGetFminWorkspaceSize(infiniopFminDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopFmin(infiniopFminDescriptor_t desc, void *workspace, size_t workspace_size, void *c, const void *a, const void *b, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_fmin((anyrt_op_desc_t)desc, workspace, workspace_size, c, a, b, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyFminDescriptor(infiniopFminDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- hypot */

__INFINI_C __export infiniStatus_t infiniopCreateHypotDescriptor(infiniopHandle_t handle, infiniopHypotDescriptor_t *desc_ptr, infiniopTensorDescriptor_t c, infiniopTensorDescriptor_t a, infiniopTensorDescriptor_t b) {
    return infiniop__status(anyrt_create_hypot_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)c, (anyrt_tensor_desc_t)a, (anyrt_tensor_desc_t)b));
}

__INFINI_C __export infiniStatus_t infiniopGetHypotWorkspaceSize(infiniopHypotDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopHypot(infiniopHypotDescriptor_t desc, void *workspace, size_t workspace_size, void *c, const void *a, const void *b, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_hypot((anyrt_op_desc_t)desc, workspace, workspace_size, c, a, b, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyHypotDescriptor(infiniopHypotDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- logaddexp */

__INFINI_C __export infiniStatus_t infiniopCreateLogAddExpDescriptor(infiniopHandle_t handle, infiniopLogAddExpDescriptor_t *desc_ptr, infiniopTensorDescriptor_t c, infiniopTensorDescriptor_t a, infiniopTensorDescriptor_t b) {
    return infiniop__status(anyrt_create_logaddexp_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)c, (anyrt_tensor_desc_t)a, (anyrt_tensor_desc_t)b));
}

__INFINI_C __export infiniStatus_t infiniopGetLogAddExpWorkspaceSize(infiniopLogAddExpDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopLogAddExp(infiniopLogAddExpDescriptor_t desc, void *workspace, size_t workspace_size, void *c, const void *a, const void *b, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_logaddexp((anyrt_op_desc_t)desc, workspace, workspace_size, c, a, b, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyLogAddExpDescriptor(infiniopLogAddExpDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- eq */

__INFINI_C __export infiniStatus_t infiniopCreateEqualDescriptor(infiniopHandle_t handle, infiniopEqualDescriptor_t *desc_ptr, infiniopTensorDescriptor_t c, infiniopTensorDescriptor_t a, infiniopTensorDescriptor_t b) {
    return infiniop__status(anyrt_create_eq_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)c, (anyrt_tensor_desc_t)a, (anyrt_tensor_desc_t)b));
}

__INFINI_C __export infiniStatus_t infiniopGetEqualWorkspaceSize(infiniopEqualDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopEqual(infiniopEqualDescriptor_t desc, void *workspace, size_t workspace_size, void *c, const void *a, const void *b, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_eq((anyrt_op_desc_t)desc, workspace, workspace_size, c, a, b, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyEqualDescriptor(infiniopEqualDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- lerp */

/* The descriptor keeps what InfiniOP's create takes and anyrt's run does (weight): a scalar input
 * given as a float (its descriptor NULL) is a 0-d tensor of y's dtype in device memory of its own. */
struct infiniop__lerp {
    anyrt_op_desc_t op;
    void *weight;
};

static void infiniop__lerp_free(struct infiniop__lerp *w) {
    if (w->op) anyrt_destroy_op_desc(w->op);
    if (w->weight) anyrt_free(w->weight);
    free(w);
}

__INFINI_C __export infiniStatus_t infiniopCreateLerpDescriptor(infiniopHandle_t handle, infiniopLerpDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t start, infiniopTensorDescriptor_t end, infiniopTensorDescriptor_t weight, float weight_scalar) {
    struct infiniop__lerp *w;
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    anyrt_tensor_desc_t weight_desc = (anyrt_tensor_desc_t)weight;
    if (desc_ptr == NULL) return INFINI_STATUS_NULL_POINTER;
    w = (struct infiniop__lerp *)calloc(1, sizeof *w);
    if (w == NULL) return INFINI_STATUS_INTERNAL_ERROR;
    if (weight == NULL && st == ANYRT_STATUS_SUCCESS)
        st = infiniop__scalar_tensor((anyrt_op_handle_t)handle, (anyrt_tensor_desc_t)y, weight_scalar, &w->weight, &weight_desc);
    if (st == ANYRT_STATUS_SUCCESS)
        st = anyrt_create_lerp_descriptor((anyrt_op_handle_t)handle, &w->op, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)start, (anyrt_tensor_desc_t)end, weight_desc);
    if (weight_desc != (anyrt_tensor_desc_t)weight) anyrt_destroy_tensor_desc(weight_desc);
    if (st != ANYRT_STATUS_SUCCESS) {
        infiniop__lerp_free(w);
        return infiniop__status(st);
    }
    *desc_ptr = (infiniopLerpDescriptor_t)w;
    return INFINI_STATUS_SUCCESS;
}

__INFINI_C __export infiniStatus_t infiniopGetLerpWorkspaceSize(infiniopLerpDescriptor_t desc, size_t *size) {
    if (desc == NULL) return INFINI_STATUS_NULL_POINTER;
    return infiniop__status(anyrt_get_op_workspace_size(((struct infiniop__lerp *)desc)->op, size));
}


__INFINI_C __export infiniStatus_t infiniopLerp(infiniopLerpDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *start, const void *end, const void *weight, void *stream) {
    const struct infiniop__lerp *w = (const struct infiniop__lerp *)desc;
    if (w == NULL) return INFINI_STATUS_NULL_POINTER;
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_lerp(w->op, workspace, workspace_size, y, start, end, w->weight ? w->weight : weight, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyLerpDescriptor(infiniopLerpDescriptor_t desc) {
    if (desc == NULL) return INFINI_STATUS_NULL_POINTER;
    infiniop__lerp_free((struct infiniop__lerp *)desc);
    return INFINI_STATUS_SUCCESS;
}

/* ---- addcmul */

/* The descriptor keeps what InfiniOP's create takes and anyrt's run does (value). */
struct infiniop__addcmul {
    anyrt_op_desc_t op;
    float value;
};

static void infiniop__addcmul_free(struct infiniop__addcmul *w) {
    if (w->op) anyrt_destroy_op_desc(w->op);
    free(w);
}

__INFINI_C __export infiniStatus_t infiniopCreateAddcmulDescriptor(infiniopHandle_t handle, infiniopAddcmulDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x, infiniopTensorDescriptor_t t1, infiniopTensorDescriptor_t t2, float value) {
    struct infiniop__addcmul *w;
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    if (desc_ptr == NULL) return INFINI_STATUS_NULL_POINTER;
    w = (struct infiniop__addcmul *)calloc(1, sizeof *w);
    if (w == NULL) return INFINI_STATUS_INTERNAL_ERROR;
    if (st == ANYRT_STATUS_SUCCESS)
        st = anyrt_create_addcmul_descriptor((anyrt_op_handle_t)handle, &w->op, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x, (anyrt_tensor_desc_t)t1, (anyrt_tensor_desc_t)t2);
    if (st != ANYRT_STATUS_SUCCESS) {
        infiniop__addcmul_free(w);
        return infiniop__status(st);
    }
    w->value = value;
    *desc_ptr = (infiniopAddcmulDescriptor_t)w;
    return INFINI_STATUS_SUCCESS;
}

__INFINI_C __export infiniStatus_t infiniopGetAddcmulWorkspaceSize(infiniopAddcmulDescriptor_t desc, size_t *size) {
    if (desc == NULL) return INFINI_STATUS_NULL_POINTER;
    return infiniop__status(anyrt_get_op_workspace_size(((struct infiniop__addcmul *)desc)->op, size));
}


__INFINI_C __export infiniStatus_t infiniopAddcmul(infiniopAddcmulDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, const void *t1, const void *t2, void *stream) {
    const struct infiniop__addcmul *w = (const struct infiniop__addcmul *)desc;
    if (w == NULL) return INFINI_STATUS_NULL_POINTER;
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_addcmul(w->op, workspace, workspace_size, y, x, t1, t2, w->value, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyAddcmulDescriptor(infiniopAddcmulDescriptor_t desc) {
    if (desc == NULL) return INFINI_STATUS_NULL_POINTER;
    infiniop__addcmul_free((struct infiniop__addcmul *)desc);
    return INFINI_STATUS_SUCCESS;
}

/* ---- relu6 */

__INFINI_C __export infiniStatus_t infiniopCreateRelu6Descriptor(infiniopHandle_t handle, infiniopRelu6Descriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x) {
    return infiniop__status(anyrt_create_relu6_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x));
}

__INFINI_C __export infiniStatus_t infiniopGetRelu6WorkspaceSize(infiniopRelu6Descriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopRelu6(infiniopRelu6Descriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_relu6((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyRelu6Descriptor(infiniopRelu6Descriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- softsign */

__INFINI_C __export infiniStatus_t infiniopCreateSoftsignDescriptor(infiniopHandle_t handle, infiniopSoftsignDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x) {
    return infiniop__status(anyrt_create_softsign_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x));
}

__INFINI_C __export infiniStatus_t infiniopGetSoftsignWorkspaceSize(infiniopSoftsignDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopSoftsign(infiniopSoftsignDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_softsign((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroySoftsignDescriptor(infiniopSoftsignDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- tanhshrink */

__INFINI_C __export infiniStatus_t infiniopCreateTanhshrinkDescriptor(infiniopHandle_t handle, infiniopTanhshrinkDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x) {
    return infiniop__status(anyrt_create_tanhshrink_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x));
}

__INFINI_C __export infiniStatus_t infiniopGetTanhshrinkWorkspaceSize(infiniopTanhshrinkDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopTanhshrink(infiniopTanhshrinkDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_tanhshrink((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyTanhshrinkDescriptor(infiniopTanhshrinkDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- selu */

__INFINI_C __export infiniStatus_t infiniopCreateSeluDescriptor(infiniopHandle_t handle, infiniopSeluDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x) {
    return infiniop__status(anyrt_create_selu_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x));
}

__INFINI_C __export infiniStatus_t infiniopGetSeluWorkspaceSize(infiniopSeluDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopSelu(infiniopSeluDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_selu((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroySeluDescriptor(infiniopSeluDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- logaddexp2 */

__INFINI_C __export infiniStatus_t infiniopCreateLogAddExp2Descriptor(infiniopHandle_t handle, infiniopLogAddExp2Descriptor_t *desc_ptr, infiniopTensorDescriptor_t c, infiniopTensorDescriptor_t a, infiniopTensorDescriptor_t b) {
    return infiniop__status(anyrt_create_logaddexp2_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)c, (anyrt_tensor_desc_t)a, (anyrt_tensor_desc_t)b));
}

__INFINI_C __export infiniStatus_t infiniopGetLogAddExp2WorkspaceSize(infiniopLogAddExp2Descriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopLogAddExp2(infiniopLogAddExp2Descriptor_t desc, void *workspace, size_t workspace_size, void *c, const void *a, const void *b, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_logaddexp2((anyrt_op_desc_t)desc, workspace, workspace_size, c, a, b, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyLogAddExp2Descriptor(infiniopLogAddExp2Descriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- bitwise_right_shift */

__INFINI_C __export infiniStatus_t infiniopCreateBitwiseRightShiftDescriptor(infiniopHandle_t handle, infiniopBitwiseRightShiftDescriptor_t *desc_ptr, infiniopTensorDescriptor_t c, infiniopTensorDescriptor_t a, infiniopTensorDescriptor_t b) {
    return infiniop__status(anyrt_create_bitwise_right_shift_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)c, (anyrt_tensor_desc_t)a, (anyrt_tensor_desc_t)b));
}

__INFINI_C __export infiniStatus_t infiniopGetBitwiseRightShiftWorkspaceSize(infiniopBitwiseRightShiftDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopBitwiseRightShift(infiniopBitwiseRightShiftDescriptor_t desc, void *workspace, size_t workspace_size, void *c, const void *a, const void *b, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_bitwise_right_shift((anyrt_op_desc_t)desc, workspace, workspace_size, c, a, b, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyBitwiseRightShiftDescriptor(infiniopBitwiseRightShiftDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- broadcast_to */

__INFINI_C __export infiniStatus_t infiniopCreateBroadcastToDescriptor(infiniopHandle_t handle, infiniopBroadcastToDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x) {
    return infiniop__status(anyrt_create_broadcast_to_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x));
}

__INFINI_C __export infiniStatus_t infiniopGetBroadcastToWorkspaceSize(infiniopBroadcastToDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}


__INFINI_C __export infiniStatus_t infiniopBroadcastTo(infiniopBroadcastToDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_broadcast_to((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyBroadcastToDescriptor(infiniopBroadcastToDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- sum */

__INFINI_C __export infiniStatus_t infiniopCreateSumDescriptor(infiniopHandle_t handle, infiniopSumDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x, size_t *dim, size_t dim_size, bool keepdim) {
    struct infiniop__reduction *w = NULL;
    infiniStatus_t s;
    (void)keepdim; /* y's rank says it */
    if (desc_ptr == NULL) return INFINI_STATUS_NULL_POINTER;
    s = infiniop__reduction_create(anyrt_create_sum_descriptor, handle, &w, y, x, dim, dim_size);
    if (s == INFINI_STATUS_SUCCESS) *desc_ptr = (infiniopSumDescriptor_t)w;
    return s;
}

__INFINI_C __export infiniStatus_t infiniopGetSumWorkspaceSize(infiniopSumDescriptor_t desc, size_t *size) {
    if (desc == NULL) return INFINI_STATUS_NULL_POINTER;
    return infiniop__status(anyrt_get_op_workspace_size(((struct infiniop__reduction *)desc)->op, size));
}


__INFINI_C __export infiniStatus_t infiniopSum(infiniopSumDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, size_t *dim, size_t dim_size, bool keepdim, void *stream) {
    (void)keepdim;
    return infiniop__reduction_run(NULL, anyrt_sum, desc, workspace, workspace_size, y, x, dim, dim_size, stream);
}

__INFINI_C __export infiniStatus_t infiniopDestroySumDescriptor(infiniopSumDescriptor_t desc) {
    if (desc == NULL) return INFINI_STATUS_NULL_POINTER;
    infiniop__reduction_free((struct infiniop__reduction *)desc);
    return INFINI_STATUS_SUCCESS;
}

/* ---- all */

__INFINI_C __export infiniStatus_t infiniopCreateAllDescriptor(infiniopHandle_t handle, infiniopAllDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x, size_t *dim, size_t dim_size, bool keepdim) {
    struct infiniop__reduction *w = NULL;
    infiniStatus_t s;
    (void)keepdim; /* y's rank says it */
    if (desc_ptr == NULL) return INFINI_STATUS_NULL_POINTER;
    s = infiniop__reduction_create(anyrt_create_all_descriptor, handle, &w, y, x, dim, dim_size);
    if (s == INFINI_STATUS_SUCCESS) *desc_ptr = (infiniopAllDescriptor_t)w;
    return s;
}

__INFINI_C __export infiniStatus_t infiniopGetAllWorkspaceSize(infiniopAllDescriptor_t desc, size_t *size) {
    if (desc == NULL) return INFINI_STATUS_NULL_POINTER;
    return infiniop__status(anyrt_get_op_workspace_size(((struct infiniop__reduction *)desc)->op, size));
}


__INFINI_C __export infiniStatus_t infiniopAll(infiniopAllDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, size_t *dim, size_t dim_size, bool keepdim, void *stream) {
    (void)keepdim;
    return infiniop__reduction_run(NULL, anyrt_all, desc, workspace, workspace_size, y, x, dim, dim_size, stream);
}

__INFINI_C __export infiniStatus_t infiniopDestroyAllDescriptor(infiniopAllDescriptor_t desc) {
    if (desc == NULL) return INFINI_STATUS_NULL_POINTER;
    infiniop__reduction_free((struct infiniop__reduction *)desc);
    return INFINI_STATUS_SUCCESS;
}

/* ---- index_add */

/* The descriptor keeps what InfiniOP's create takes and anyrt's run does (alpha). */
struct infiniop__index_add {
    anyrt_op_desc_t op;
    float alpha;
};

static void infiniop__index_add_free(struct infiniop__index_add *w) {
    if (w->op) anyrt_destroy_op_desc(w->op);
    free(w);
}

__INFINI_C __export infiniStatus_t infiniopCreateIndexAddDescriptor(infiniopHandle_t handle, infiniopIndexAddDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x, int64_t dim, infiniopTensorDescriptor_t index, infiniopTensorDescriptor_t src, float alpha) {
    struct infiniop__index_add *w;
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    anyrt_tensor_desc_t y_view = NULL, x_view = NULL, src_view = NULL;
    if (desc_ptr == NULL) return INFINI_STATUS_NULL_POINTER;
    w = (struct infiniop__index_add *)calloc(1, sizeof *w);
    if (w == NULL) return INFINI_STATUS_INTERNAL_ERROR;
    /* InfiniOP works along `dim`, anyrt's index_add along the last dim: that dim moved last */
    if (st == ANYRT_STATUS_SUCCESS) st = infiniop__dim_last_view((anyrt_tensor_desc_t)y, dim, &y_view);
    if (st == ANYRT_STATUS_SUCCESS) st = infiniop__dim_last_view((anyrt_tensor_desc_t)x, dim, &x_view);
    if (st == ANYRT_STATUS_SUCCESS) st = infiniop__dim_last_view((anyrt_tensor_desc_t)src, dim, &src_view);
    if (st == ANYRT_STATUS_SUCCESS)
        st = anyrt_create_index_add_descriptor((anyrt_op_handle_t)handle, &w->op, y_view, x_view, (anyrt_tensor_desc_t)index, src_view);
    if (y_view) anyrt_destroy_tensor_desc(y_view);
    if (x_view) anyrt_destroy_tensor_desc(x_view);
    if (src_view) anyrt_destroy_tensor_desc(src_view);
    if (st != ANYRT_STATUS_SUCCESS) {
        infiniop__index_add_free(w);
        return infiniop__status(st);
    }
    w->alpha = alpha;
    *desc_ptr = (infiniopIndexAddDescriptor_t)w;
    return INFINI_STATUS_SUCCESS;
}

__INFINI_C __export infiniStatus_t infiniopGetIndexAddWorkspaceSize(infiniopIndexAddDescriptor_t desc, size_t *size) {
    if (desc == NULL) return INFINI_STATUS_NULL_POINTER;
    return infiniop__status(anyrt_get_op_workspace_size(((struct infiniop__index_add *)desc)->op, size));
}


__INFINI_C __export infiniStatus_t infiniopIndexAdd(infiniopIndexAddDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, const void *index, const void *src, void *stream) {
    const struct infiniop__index_add *w = (const struct infiniop__index_add *)desc;
    if (w == NULL) return INFINI_STATUS_NULL_POINTER;
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_index_add(w->op, workspace, workspace_size, y, x, index, src, w->alpha, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyIndexAddDescriptor(infiniopIndexAddDescriptor_t desc) {
    if (desc == NULL) return INFINI_STATUS_NULL_POINTER;
    infiniop__index_add_free((struct infiniop__index_add *)desc);
    return INFINI_STATUS_SUCCESS;
}

/* ---- the adapters' helpers */
/* The bytes of one element of `d`. */
static size_t infiniop__dtype_size(anyrt_dtype_t d) {
    switch (d) {
    case ANYRT_DTYPE_BYTE: case ANYRT_DTYPE_BOOL: case ANYRT_DTYPE_INT8: case ANYRT_DTYPE_UINT8: return 1;
    case ANYRT_DTYPE_INT16: case ANYRT_DTYPE_UINT16: case ANYRT_DTYPE_FLOAT16: case ANYRT_DTYPE_BFLOAT16: return 2;
    case ANYRT_DTYPE_INT32: case ANYRT_DTYPE_UINT32: case ANYRT_DTYPE_FLOAT32: return 4;
    default: return 8;
    }
}

/* `t`'s dtype, rank (at most 64) and dims. */
static anyrt_status_t infiniop__dims_of(anyrt_tensor_desc_t t, anyrt_dtype_t *dtype, int *n, int64_t *shape, int64_t *strides) {
    anyrt_status_t st = anyrt_get_tensor_desc_info(t, dtype, n);
    if (st == ANYRT_STATUS_SUCCESS && *n > 64) st = ANYRT_STATUS_INVALID_VALUE;
    for (int i = 0; st == ANYRT_STATUS_SUCCESS && i < *n; ++i) st = anyrt_get_tensor_desc_dim(t, i, &shape[i], &strides[i]);
    return st;
}

/* Workspace pieces start 64-byte aligned. */
static size_t infiniop__round64(size_t n) { return (n + 63) & ~(size_t)63; }

/* ---- InfiniOP's BLAS level-1 operators and kin: a few anyrt operators in a row on the stream, through
 * temporaries at the workspace's start (tmp[i] bytes each, 64-byte aligned), the operators' own
 * workspace after them. Sums and products of f16/bf16/f32 run in f64 temporaries (exact casts). */
struct infiniop__chain {
    anyrt_op_desc_t op[8];
    size_t tmp[4], ws;
};

static void infiniop__chain_free(struct infiniop__chain *w) {
    for (int i = 0; i < 8; ++i)
        if (w->op[i]) anyrt_destroy_op_desc(w->op[i]);
    free(w);
}

/* The i-th temporary's offset in the workspace; i = 4: where the operators' own workspace starts. */
static size_t infiniop__chain_off(const struct infiniop__chain *w, int i) {
    size_t at = 0;
    for (int j = 0; j < i; ++j) at += w->tmp[j];
    return at;
}

/* Ends a create: the workspace size, or the chain freed on a failure. */
static infiniStatus_t infiniop__chain_done(struct infiniop__chain *w, anyrt_status_t st, void **desc_ptr) {
    size_t most = 0, one = 0;
    for (int i = 0; i < 8 && st == ANYRT_STATUS_SUCCESS; ++i) {
        if (w->op[i] == NULL) continue;
        st = anyrt_get_op_workspace_size(w->op[i], &one);
        most = one > most ? one : most;
    }
    if (st != ANYRT_STATUS_SUCCESS) {
        infiniop__chain_free(w);
        return infiniop__status(st);
    }
    w->ws = most + infiniop__chain_off(w, 4);
    *desc_ptr = w;
    return INFINI_STATUS_SUCCESS;
}

/* A contiguous descriptor of `t`'s shape in `dtype` (t's own where INVALID), its bytes (rounded) in *bytes. */
static anyrt_status_t infiniop__contiguous_like(anyrt_tensor_desc_t t, anyrt_dtype_t dtype, anyrt_tensor_desc_t *out, size_t *bytes) {
    anyrt_dtype_t own;
    int n = 0;
    int64_t shape[64], strides[64], numel = 1;
    anyrt_status_t st = infiniop__dims_of(t, &own, &n, shape, strides);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (dtype == ANYRT_DTYPE_INVALID) dtype = own;
    for (int i = 0; i < n; ++i) numel *= shape[i];
    *bytes = infiniop__round64((size_t)numel * infiniop__dtype_size(dtype));
    return anyrt_create_tensor_desc(out, dtype, n, shape, NULL);
}

/* An f64 scalar as a reduction's output over an n-dim x (every dim 1). */
static anyrt_status_t infiniop__f64_ones(int n, anyrt_tensor_desc_t *out) {
    int64_t ones[64];
    for (int i = 0; i < n && i < 64; ++i) ones[i] = 1;
    return anyrt_create_tensor_desc(out, ANYRT_DTYPE_FLOAT64, n, ones, NULL);
}

static anyrt_status_t infiniop__chain_status(anyrt_status_t st, void *stream) {
    return infiniop__complete_on_cpu(st, stream);
}


/* ---- argwhere (an adapter: the run counts the nonzero elements, waits, allocates [count, ndim] int64 with anyrt_malloc (the caller frees it: infinirtFree) and fills it) */
/* argwhere allocates its output, as masked_select: the run counts input's nonzero elements into the
 * workspace, waits, allocates [count, ndim] int64 with anyrt_malloc (the caller's to free: infinirtFree;
 * InfiniOP's cpu kernel uses new[]) and fills it with nonzero's indices, row-major. */
struct infiniop__argwhere {
    anyrt_op_handle_t handle;
    anyrt_tensor_desc_t x;
    anyrt_op_desc_t count;
    int ndim;
    size_t ws;
};

static void infiniop__argwhere_free(struct infiniop__argwhere *w) {
    if (w->count) anyrt_destroy_op_desc(w->count);
    if (w->x) anyrt_destroy_tensor_desc(w->x);
    free(w);
}

__INFINI_C __export infiniStatus_t infiniopCreateArgwhereDescriptor(infiniopHandle_t handle, infiniopArgwhereDescriptor_t *desc_ptr,
                                                                    infiniopTensorDescriptor_t input_desc) {
    struct infiniop__argwhere *w;
    anyrt_dtype_t xt;
    int xn = 0;
    int64_t shape[64], strides[64], ones[64], k[2];
    anyrt_tensor_desc_t cy = NULL, y = NULL;
    anyrt_op_desc_t probe = NULL;
    anyrt_status_t st;
    size_t a = 0, b = 0;
    if (desc_ptr == NULL || input_desc == NULL) return INFINI_STATUS_NULL_POINTER;
    st = infiniop__dims_of((anyrt_tensor_desc_t)input_desc, &xt, &xn, shape, strides);
    if (st != ANYRT_STATUS_SUCCESS) return infiniop__status(st);
    k[0] = 1;
    for (int i = 0; i < xn; ++i) {
        ones[i] = 1;
        k[0] *= shape[i];
    }
    k[1] = xn;
    w = (struct infiniop__argwhere *)calloc(1, sizeof *w);
    if (w == NULL) return INFINI_STATUS_INTERNAL_ERROR;
    w->handle = (anyrt_op_handle_t)handle;
    w->ndim = xn;
    st = anyrt_create_tensor_desc(&w->x, xt, xn, shape, strides);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_tensor_desc(&cy, ANYRT_DTYPE_INT64, xn, ones, NULL);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_count_nonzero_descriptor(w->handle, &w->count, cy, w->x);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_get_op_workspace_size(w->count, &a);
    /* the fill's workspace for every element nonzero: no fewer can need more */
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_tensor_desc(&y, ANYRT_DTYPE_INT64, 2, k, NULL);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_nonzero_descriptor(w->handle, &probe, y, w->x, -1);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_get_op_workspace_size(probe, &b);
    if (probe) anyrt_destroy_op_desc(probe);
    if (y) anyrt_destroy_tensor_desc(y);
    if (cy) anyrt_destroy_tensor_desc(cy);
    if (st != ANYRT_STATUS_SUCCESS) {
        infiniop__argwhere_free(w);
        return infiniop__status(st);
    }
    w->ws = 64 + (a > b ? a : b); /* the count first */
    *desc_ptr = (infiniopArgwhereDescriptor_t)w;
    return INFINI_STATUS_SUCCESS;
}

__INFINI_C __export infiniStatus_t infiniopGetArgwhereWorkspaceSize(infiniopArgwhereDescriptor_t desc, size_t *size) {
    if (desc == NULL || size == NULL) return INFINI_STATUS_NULL_POINTER;
    *size = ((struct infiniop__argwhere *)desc)->ws;
    return INFINI_STATUS_SUCCESS;
}

__INFINI_C __export infiniStatus_t infiniopArgwhere(infiniopArgwhereDescriptor_t desc, void *workspace, size_t workspace_size,
                                                    void **output, size_t *count, const void *input, void *stream) {
    const struct infiniop__argwhere *w = (const struct infiniop__argwhere *)desc;
    anyrt_stream_t s = (anyrt_stream_t)stream;
    int64_t k[2] = {0, 0};
    void *out = NULL;
    anyrt_tensor_desc_t y = NULL;
    anyrt_op_desc_t fill = NULL;
    anyrt_status_t st;
    if (w == NULL || output == NULL || count == NULL) return INFINI_STATUS_NULL_POINTER;
    if (workspace == NULL || workspace_size < w->ws) return INFINI_STATUS_INSUFFICIENT_WORKSPACE;
    st = anyrt_count_nonzero(w->count, (char *)workspace + 64, workspace_size - 64, workspace, input, s);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_synchronize_stream(s);
    /* DEFAULT: the workspace is device memory, or host memory where InfiniCore's cpu device is the host */
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_memcpy(&k[0], workspace, sizeof k[0], ANYRT_MEMCPY_KIND_DEFAULT);
    k[1] = w->ndim;
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_malloc(&out, k[0] * k[1] > 0 ? (size_t)(k[0] * k[1]) * sizeof(int64_t) : 1);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_tensor_desc(&y, ANYRT_DTYPE_INT64, 2, k, NULL);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_nonzero_descriptor(w->handle, &fill, y, w->x, -1);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_nonzero(fill, (char *)workspace + 64, workspace_size - 64, out, input, s);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_synchronize_stream(s);
    if (fill) anyrt_destroy_op_desc(fill);
    if (y) anyrt_destroy_tensor_desc(y);
    if (st != ANYRT_STATUS_SUCCESS) {
        if (out) anyrt_free(out);
        return infiniop__run_status(st);
    }
    *output = out;
    *count = (size_t)k[0];
    return INFINI_STATUS_SUCCESS;
}

__INFINI_C __export infiniStatus_t infiniopDestroyArgwhereDescriptor(infiniopArgwhereDescriptor_t desc) {
    if (desc == NULL) return INFINI_STATUS_NULL_POINTER;
    infiniop__argwhere_free((struct infiniop__argwhere *)desc);
    return INFINI_STATUS_SUCCESS;
}

/* ---- asum (an adapter: x cast to f64 in the workspace, abs, summed in f64, cast to result) */
/* asum: result = sum(|x|): x cast to f64, abs, summed in f64, cast to result. */
__INFINI_C __export infiniStatus_t infiniopCreateAsumDescriptor(infiniopHandle_t handle, infiniopAsumDescriptor_t *desc_ptr,
                                                                infiniopTensorDescriptor_t x, infiniopTensorDescriptor_t result) {
    anyrt_tensor_desc_t t0 = NULL, t2 = NULL, t2r = NULL;
    size_t one = 0;
    int xn = 0;
    struct infiniop__chain *w;
    anyrt_op_handle_t h = (anyrt_op_handle_t)handle;
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    if (desc_ptr == NULL) return INFINI_STATUS_NULL_POINTER;
    w = (struct infiniop__chain *)calloc(1, sizeof *w);
    if (w == NULL) return INFINI_STATUS_INTERNAL_ERROR;
    st = infiniop__contiguous_like((anyrt_tensor_desc_t)x, ANYRT_DTYPE_FLOAT64, &t0, &w->tmp[0]);
    w->tmp[1] = w->tmp[0];
    w->tmp[2] = 64;
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_get_tensor_desc_info((anyrt_tensor_desc_t)x, NULL, &xn);
    if (st == ANYRT_STATUS_SUCCESS) st = infiniop__f64_ones(xn, &t2);
    if (st == ANYRT_STATUS_SUCCESS) st = infiniop__contiguous_like((anyrt_tensor_desc_t)result, ANYRT_DTYPE_FLOAT64, &t2r, &one);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_cast_descriptor(h, &w->op[0], t0, (anyrt_tensor_desc_t)x);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_abs_descriptor(h, &w->op[1], t0, t0);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_sum_descriptor(h, &w->op[2], t2, t0);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_cast_descriptor(h, &w->op[3], (anyrt_tensor_desc_t)result, t2r);
    if (t0) anyrt_destroy_tensor_desc(t0);
    if (t2) anyrt_destroy_tensor_desc(t2);
    if (t2r) anyrt_destroy_tensor_desc(t2r);
    return infiniop__chain_done(w, st, (void **)desc_ptr);
}

__INFINI_C __export infiniStatus_t infiniopAsum(infiniopAsumDescriptor_t desc, void *workspace, size_t workspace_size, const void *x,
                                                void *result, void *stream) {
    const struct infiniop__chain *w = (const struct infiniop__chain *)desc;
    anyrt_stream_t s = (anyrt_stream_t)stream;
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    char *t[4], *own;
    size_t left;
    if (w == NULL) return INFINI_STATUS_NULL_POINTER;
    if (workspace_size < w->ws || (w->ws && workspace == NULL)) return INFINI_STATUS_INSUFFICIENT_WORKSPACE;
    for (int i = 0; i < 4; ++i) t[i] = w->tmp[i] ? (char *)workspace + infiniop__chain_off(w, i) : NULL;
    own = w->ws ? (char *)workspace + infiniop__chain_off(w, 4) : workspace;
    left = workspace_size - infiniop__chain_off(w, 4);
    (void)t;
    st = anyrt_cast(w->op[0], own, left, t[0], x, s);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_abs(w->op[1], own, left, t[1], t[0], s);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_sum(w->op[2], own, left, t[2], t[1], s);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_cast(w->op[3], own, left, result, t[2], s);
    return infiniop__run_status(infiniop__chain_status(st, stream));
}

__INFINI_C __export infiniStatus_t infiniopGetAsumWorkspaceSize(infiniopAsumDescriptor_t desc, size_t *size) {
    if (desc == NULL || size == NULL) return INFINI_STATUS_NULL_POINTER;
    *size = ((struct infiniop__chain *)desc)->ws;
    return INFINI_STATUS_SUCCESS;
}

__INFINI_C __export infiniStatus_t infiniopDestroyAsumDescriptor(infiniopAsumDescriptor_t desc) {
    if (desc == NULL) return INFINI_STATUS_NULL_POINTER;
    infiniop__chain_free((struct infiniop__chain *)desc);
    return INFINI_STATUS_SUCCESS;
}

/* ---- avg_pool1d (an adapter: one spatial dim; stride 0: the window (torch's default); padding counts in the divisor (count_include_pad, torch's default)) */
/* anyrt's avg_pool of n spatial dims from InfiniOP's size_t window, stride (0 or none: the window, as
 * torch) and padding; count_include_pad (torch's default). */
static anyrt_status_t infiniop__avg_pool(anyrt_op_handle_t h, anyrt_op_desc_t *op, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, int n,
                                         const size_t *kernel, const size_t *stride, const size_t *pad) {
    int64_t k[3], s[3], p[3];
    for (int i = 0; i < n; ++i) {
        if (kernel[i] > (size_t)INT_MAX || (stride && stride[i] > (size_t)INT_MAX) || pad[i] > (size_t)INT_MAX)
            return ANYRT_STATUS_INVALID_VALUE;
        k[i] = (int64_t)kernel[i];
        s[i] = stride && stride[i] ? (int64_t)stride[i] : k[i];
        p[i] = (int64_t)pad[i];
    }
    return anyrt_create_avg_pool_descriptor(h, op, y, x, k, s, p, true, n);
}

/* avg_pool1d: anyrt's avg_pool over one spatial dim. */
__INFINI_C __export infiniStatus_t infiniopCreateAvgPool1dDescriptor(infiniopHandle_t handle, infiniopAvgPool1dDescriptor_t *desc_ptr,
                                                                     infiniopTensorDescriptor_t output, infiniopTensorDescriptor_t input,
                                                                     size_t kernel_size, size_t stride, size_t padding) {
    struct infiniop__chain *w;
    anyrt_op_handle_t h = (anyrt_op_handle_t)handle;
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    if (desc_ptr == NULL) return INFINI_STATUS_NULL_POINTER;
    w = (struct infiniop__chain *)calloc(1, sizeof *w);
    if (w == NULL) return INFINI_STATUS_INTERNAL_ERROR;
    st = infiniop__avg_pool(h, &w->op[0], (anyrt_tensor_desc_t)output, (anyrt_tensor_desc_t)input, 1, &kernel_size, &stride, &padding);
    return infiniop__chain_done(w, st, (void **)desc_ptr);
}

__INFINI_C __export infiniStatus_t infiniopAvgPool1d(infiniopAvgPool1dDescriptor_t desc, void *workspace, size_t workspace_size,
                                                     void *output, const void *input, void *stream) {
    const struct infiniop__chain *w = (const struct infiniop__chain *)desc;
    anyrt_stream_t s = (anyrt_stream_t)stream;
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    char *t[4], *own;
    size_t left;
    if (w == NULL) return INFINI_STATUS_NULL_POINTER;
    if (workspace_size < w->ws || (w->ws && workspace == NULL)) return INFINI_STATUS_INSUFFICIENT_WORKSPACE;
    for (int i = 0; i < 4; ++i) t[i] = w->tmp[i] ? (char *)workspace + infiniop__chain_off(w, i) : NULL;
    own = w->ws ? (char *)workspace + infiniop__chain_off(w, 4) : workspace;
    left = workspace_size - infiniop__chain_off(w, 4);
    (void)t;
    st = anyrt_avg_pool(w->op[0], own, left, output, input, s);
    return infiniop__run_status(infiniop__chain_status(st, stream));
}

__INFINI_C __export infiniStatus_t infiniopGetAvgPool1dWorkspaceSize(infiniopAvgPool1dDescriptor_t desc, size_t *size) {
    if (desc == NULL || size == NULL) return INFINI_STATUS_NULL_POINTER;
    *size = ((struct infiniop__chain *)desc)->ws;
    return INFINI_STATUS_SUCCESS;
}

__INFINI_C __export infiniStatus_t infiniopDestroyAvgPool1dDescriptor(infiniopAvgPool1dDescriptor_t desc) {
    if (desc == NULL) return INFINI_STATUS_NULL_POINTER;
    infiniop__chain_free((struct infiniop__chain *)desc);
    return INFINI_STATUS_SUCCESS;
}

/* ---- avg_pool3d (an adapter: kernel_size, stride (NULL: the window) and padding as size_t[3]; padding counts in the divisor) */
/* avg_pool3d: kernel_size, stride (NULL: the window) and padding are size_t[3]; anyrt's avg_pool over
 * three spatial dims. */
__INFINI_C __export infiniStatus_t infiniopCreateAvgPool3dDescriptor(infiniopHandle_t handle, infiniopAvgPool3dDescriptor_t *desc_ptr,
                                                                     infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x,
                                                                     void *kernel_size, void *stride, void *padding) {
    struct infiniop__chain *w;
    anyrt_op_handle_t h = (anyrt_op_handle_t)handle;
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    if (desc_ptr == NULL) return INFINI_STATUS_NULL_POINTER;
    w = (struct infiniop__chain *)calloc(1, sizeof *w);
    if (w == NULL) return INFINI_STATUS_INTERNAL_ERROR;
    if (kernel_size == NULL || padding == NULL) {
        infiniop__chain_free(w);
        return INFINI_STATUS_NULL_POINTER;
    }
    st = infiniop__avg_pool(h, &w->op[0], (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x, 3, (const size_t *)kernel_size,
                            (const size_t *)stride, (const size_t *)padding);
    return infiniop__chain_done(w, st, (void **)desc_ptr);
}

__INFINI_C __export infiniStatus_t infiniopAvgPool3d(infiniopAvgPool3dDescriptor_t desc, void *workspace, size_t workspace_size, void *y,
                                                     const void *x, void *stream) {
    const struct infiniop__chain *w = (const struct infiniop__chain *)desc;
    anyrt_stream_t s = (anyrt_stream_t)stream;
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    char *t[4], *own;
    size_t left;
    if (w == NULL) return INFINI_STATUS_NULL_POINTER;
    if (workspace_size < w->ws || (w->ws && workspace == NULL)) return INFINI_STATUS_INSUFFICIENT_WORKSPACE;
    for (int i = 0; i < 4; ++i) t[i] = w->tmp[i] ? (char *)workspace + infiniop__chain_off(w, i) : NULL;
    own = w->ws ? (char *)workspace + infiniop__chain_off(w, 4) : workspace;
    left = workspace_size - infiniop__chain_off(w, 4);
    (void)t;
    st = anyrt_avg_pool(w->op[0], own, left, y, x, s);
    return infiniop__run_status(infiniop__chain_status(st, stream));
}

__INFINI_C __export infiniStatus_t infiniopGetAvgPool3dWorkspaceSize(infiniopAvgPool3dDescriptor_t desc, size_t *size) {
    if (desc == NULL || size == NULL) return INFINI_STATUS_NULL_POINTER;
    *size = ((struct infiniop__chain *)desc)->ws;
    return INFINI_STATUS_SUCCESS;
}

__INFINI_C __export infiniStatus_t infiniopDestroyAvgPool3dDescriptor(infiniopAvgPool3dDescriptor_t desc) {
    if (desc == NULL) return INFINI_STATUS_NULL_POINTER;
    infiniop__chain_free((struct infiniop__chain *)desc);
    return INFINI_STATUS_SUCCESS;
}

/* ---- axpy (an adapter: alpha cast to x's dtype in the workspace, then addcmul(y, y, alpha, x) in place) */
/* axpy: y = alpha * x + y in place: alpha cast to x's dtype, then addcmul(y, y, alpha, x, 1). */
__INFINI_C __export infiniStatus_t infiniopCreateAxpyDescriptor(infiniopHandle_t handle, infiniopAxpyDescriptor_t *desc_ptr,
                                                                infiniopTensorDescriptor_t alpha, infiniopTensorDescriptor_t x,
                                                                infiniopTensorDescriptor_t y) {
    anyrt_dtype_t xt;
    anyrt_tensor_desc_t t0 = NULL;
    struct infiniop__chain *w;
    anyrt_op_handle_t h = (anyrt_op_handle_t)handle;
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    if (desc_ptr == NULL) return INFINI_STATUS_NULL_POINTER;
    w = (struct infiniop__chain *)calloc(1, sizeof *w);
    if (w == NULL) return INFINI_STATUS_INTERNAL_ERROR;
    st = anyrt_get_tensor_desc_info((anyrt_tensor_desc_t)x, &xt, NULL);
    if (st == ANYRT_STATUS_SUCCESS) st = infiniop__contiguous_like((anyrt_tensor_desc_t)alpha, xt, &t0, &w->tmp[0]);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_cast_descriptor(h, &w->op[0], t0, (anyrt_tensor_desc_t)alpha);
    if (st == ANYRT_STATUS_SUCCESS)
        st = anyrt_create_addcmul_descriptor(h, &w->op[1], (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)y, t0, (anyrt_tensor_desc_t)x);
    if (t0) anyrt_destroy_tensor_desc(t0);
    return infiniop__chain_done(w, st, (void **)desc_ptr);
}

__INFINI_C __export infiniStatus_t infiniopAxpy(infiniopAxpyDescriptor_t desc, void *workspace, size_t workspace_size, const void *alpha,
                                                const void *x, void *y, void *stream) {
    const struct infiniop__chain *w = (const struct infiniop__chain *)desc;
    anyrt_stream_t s = (anyrt_stream_t)stream;
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    char *t[4], *own;
    size_t left;
    if (w == NULL) return INFINI_STATUS_NULL_POINTER;
    if (workspace_size < w->ws || (w->ws && workspace == NULL)) return INFINI_STATUS_INSUFFICIENT_WORKSPACE;
    for (int i = 0; i < 4; ++i) t[i] = w->tmp[i] ? (char *)workspace + infiniop__chain_off(w, i) : NULL;
    own = w->ws ? (char *)workspace + infiniop__chain_off(w, 4) : workspace;
    left = workspace_size - infiniop__chain_off(w, 4);
    (void)t;
    st = anyrt_cast(w->op[0], own, left, t[0], alpha, s);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_addcmul(w->op[1], own, left, y, y, t[0], x, 1.0f, s);
    return infiniop__run_status(infiniop__chain_status(st, stream));
}

__INFINI_C __export infiniStatus_t infiniopGetAxpyWorkspaceSize(infiniopAxpyDescriptor_t desc, size_t *size) {
    if (desc == NULL || size == NULL) return INFINI_STATUS_NULL_POINTER;
    *size = ((struct infiniop__chain *)desc)->ws;
    return INFINI_STATUS_SUCCESS;
}

__INFINI_C __export infiniStatus_t infiniopDestroyAxpyDescriptor(infiniopAxpyDescriptor_t desc) {
    if (desc == NULL) return INFINI_STATUS_NULL_POINTER;
    infiniop__chain_free((struct infiniop__chain *)desc);
    return INFINI_STATUS_SUCCESS;
}

/* ---- blas_copy (an adapter: y = x) */
/* blas_copy: y = x (cast). */
__INFINI_C __export infiniStatus_t infiniopCreateBlasCopyDescriptor(infiniopHandle_t handle, infiniopBlasCopyDescriptor_t *desc_ptr,
                                                                    infiniopTensorDescriptor_t x, infiniopTensorDescriptor_t y) {
    struct infiniop__chain *w;
    anyrt_op_handle_t h = (anyrt_op_handle_t)handle;
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    if (desc_ptr == NULL) return INFINI_STATUS_NULL_POINTER;
    w = (struct infiniop__chain *)calloc(1, sizeof *w);
    if (w == NULL) return INFINI_STATUS_INTERNAL_ERROR;
    st = anyrt_create_cast_descriptor(h, &w->op[0], (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x);
    return infiniop__chain_done(w, st, (void **)desc_ptr);
}

__INFINI_C __export infiniStatus_t infiniopBlasCopy(infiniopBlasCopyDescriptor_t desc, void *workspace, size_t workspace_size,
                                                    const void *x, void *y, void *stream) {
    const struct infiniop__chain *w = (const struct infiniop__chain *)desc;
    anyrt_stream_t s = (anyrt_stream_t)stream;
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    char *t[4], *own;
    size_t left;
    if (w == NULL) return INFINI_STATUS_NULL_POINTER;
    if (workspace_size < w->ws || (w->ws && workspace == NULL)) return INFINI_STATUS_INSUFFICIENT_WORKSPACE;
    for (int i = 0; i < 4; ++i) t[i] = w->tmp[i] ? (char *)workspace + infiniop__chain_off(w, i) : NULL;
    own = w->ws ? (char *)workspace + infiniop__chain_off(w, 4) : workspace;
    left = workspace_size - infiniop__chain_off(w, 4);
    (void)t;
    st = anyrt_cast(w->op[0], own, left, y, x, s);
    return infiniop__run_status(infiniop__chain_status(st, stream));
}

__INFINI_C __export infiniStatus_t infiniopGetBlasCopyWorkspaceSize(infiniopBlasCopyDescriptor_t desc, size_t *size) {
    if (desc == NULL || size == NULL) return INFINI_STATUS_NULL_POINTER;
    *size = ((struct infiniop__chain *)desc)->ws;
    return INFINI_STATUS_SUCCESS;
}

__INFINI_C __export infiniStatus_t infiniopDestroyBlasCopyDescriptor(infiniopBlasCopyDescriptor_t desc) {
    if (desc == NULL) return INFINI_STATUS_NULL_POINTER;
    infiniop__chain_free((struct infiniop__chain *)desc);
    return INFINI_STATUS_SUCCESS;
}

/* ---- blas_dot (an adapter: x and y cast to f64 in the workspace, multiplied, summed in f64, cast to result) */
/* blas_dot: result = sum(x * y): both cast to f64, multiplied, summed in f64, cast to result. */
__INFINI_C __export infiniStatus_t infiniopCreateBlasDotDescriptor(infiniopHandle_t handle, infiniopBlasDotDescriptor_t *desc_ptr,
                                                                      infiniopTensorDescriptor_t x, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t result) {
    anyrt_tensor_desc_t t0 = NULL, t1 = NULL, t3 = NULL, t3r = NULL;
    size_t one = 0;
    int xn = 0;
    struct infiniop__chain *w;
    anyrt_op_handle_t h = (anyrt_op_handle_t)handle;
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    if (desc_ptr == NULL) return INFINI_STATUS_NULL_POINTER;
    w = (struct infiniop__chain *)calloc(1, sizeof *w);
    if (w == NULL) return INFINI_STATUS_INTERNAL_ERROR;
    st = infiniop__contiguous_like((anyrt_tensor_desc_t)x, ANYRT_DTYPE_FLOAT64, &t0, &w->tmp[0]);
    if (st == ANYRT_STATUS_SUCCESS) st = infiniop__contiguous_like((anyrt_tensor_desc_t)y, ANYRT_DTYPE_FLOAT64, &t1, &w->tmp[1]);
    w->tmp[2] = w->tmp[0];
    w->tmp[3] = 64;
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_get_tensor_desc_info((anyrt_tensor_desc_t)x, NULL, &xn);
    if (st == ANYRT_STATUS_SUCCESS) st = infiniop__f64_ones(xn, &t3);
    if (st == ANYRT_STATUS_SUCCESS) st = infiniop__contiguous_like((anyrt_tensor_desc_t)result, ANYRT_DTYPE_FLOAT64, &t3r, &one);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_cast_descriptor(h, &w->op[0], t0, (anyrt_tensor_desc_t)x);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_cast_descriptor(h, &w->op[1], t1, (anyrt_tensor_desc_t)y);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_mul_descriptor(h, &w->op[2], t0, t0, t1);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_sum_descriptor(h, &w->op[3], t3, t0);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_cast_descriptor(h, &w->op[4], (anyrt_tensor_desc_t)result, t3r);
    if (t0) anyrt_destroy_tensor_desc(t0);
    if (t1) anyrt_destroy_tensor_desc(t1);
    if (t3) anyrt_destroy_tensor_desc(t3);
    if (t3r) anyrt_destroy_tensor_desc(t3r);
    return infiniop__chain_done(w, st, (void **)desc_ptr);
}

static anyrt_status_t infiniop__BlasDot_run(const struct infiniop__chain *w, char **t, char *own, size_t left, void *out, const void *a,
                                               const void *b, anyrt_stream_t s) {
    anyrt_status_t st = anyrt_cast(w->op[0], own, left, t[0], a, s);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_cast(w->op[1], own, left, t[1], b, s);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_mul(w->op[2], own, left, t[2], t[0], t[1], s);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_sum(w->op[3], own, left, t[3], t[2], s);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_cast(w->op[4], own, left, out, t[3], s);
    return st;
}

__INFINI_C __export infiniStatus_t infiniopGetBlasDotWorkspaceSize(infiniopBlasDotDescriptor_t desc, size_t *size) {
    if (desc == NULL || size == NULL) return INFINI_STATUS_NULL_POINTER;
    *size = ((struct infiniop__chain *)desc)->ws;
    return INFINI_STATUS_SUCCESS;
}

__INFINI_C __export infiniStatus_t infiniopDestroyBlasDotDescriptor(infiniopBlasDotDescriptor_t desc) {
    if (desc == NULL) return INFINI_STATUS_NULL_POINTER;
    infiniop__chain_free((struct infiniop__chain *)desc);
    return INFINI_STATUS_SUCCESS;
}
__INFINI_C __export infiniStatus_t infiniopBlasDot(infiniopBlasDotDescriptor_t desc, void *workspace, size_t workspace_size, const void *x,
                                                   const void *y, void *result, void *stream) {
    const struct infiniop__chain *w = (const struct infiniop__chain *)desc;
    anyrt_stream_t s = (anyrt_stream_t)stream;
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    char *t[4], *own;
    size_t left;
    if (w == NULL) return INFINI_STATUS_NULL_POINTER;
    if (workspace_size < w->ws || (w->ws && workspace == NULL)) return INFINI_STATUS_INSUFFICIENT_WORKSPACE;
    for (int i = 0; i < 4; ++i) t[i] = w->tmp[i] ? (char *)workspace + infiniop__chain_off(w, i) : NULL;
    own = w->ws ? (char *)workspace + infiniop__chain_off(w, 4) : workspace;
    left = workspace_size - infiniop__chain_off(w, 4);
    (void)t;
    st = infiniop__BlasDot_run(w, t, own, left, result, x, y, s);
    return infiniop__run_status(infiniop__chain_status(st, stream));
}

/* ---- dot (an adapter: as blas_dot: a and b in f64, multiplied, summed, cast to y) */
/* dot: y = sum(a * b) (y of one element): blas_dot's chain. */
__INFINI_C __export infiniStatus_t infiniopCreateDotDescriptor(infiniopHandle_t handle, infiniopDotDescriptor_t *desc_ptr,
                                                                      infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t a, infiniopTensorDescriptor_t b) {
    anyrt_tensor_desc_t t0 = NULL, t1 = NULL, t3 = NULL, t3r = NULL;
    size_t one = 0;
    int xn = 0;
    struct infiniop__chain *w;
    anyrt_op_handle_t h = (anyrt_op_handle_t)handle;
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    if (desc_ptr == NULL) return INFINI_STATUS_NULL_POINTER;
    w = (struct infiniop__chain *)calloc(1, sizeof *w);
    if (w == NULL) return INFINI_STATUS_INTERNAL_ERROR;
    st = infiniop__contiguous_like((anyrt_tensor_desc_t)a, ANYRT_DTYPE_FLOAT64, &t0, &w->tmp[0]);
    if (st == ANYRT_STATUS_SUCCESS) st = infiniop__contiguous_like((anyrt_tensor_desc_t)b, ANYRT_DTYPE_FLOAT64, &t1, &w->tmp[1]);
    w->tmp[2] = w->tmp[0];
    w->tmp[3] = 64;
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_get_tensor_desc_info((anyrt_tensor_desc_t)a, NULL, &xn);
    if (st == ANYRT_STATUS_SUCCESS) st = infiniop__f64_ones(xn, &t3);
    if (st == ANYRT_STATUS_SUCCESS) st = infiniop__contiguous_like((anyrt_tensor_desc_t)y, ANYRT_DTYPE_FLOAT64, &t3r, &one);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_cast_descriptor(h, &w->op[0], t0, (anyrt_tensor_desc_t)a);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_cast_descriptor(h, &w->op[1], t1, (anyrt_tensor_desc_t)b);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_mul_descriptor(h, &w->op[2], t0, t0, t1);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_sum_descriptor(h, &w->op[3], t3, t0);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_cast_descriptor(h, &w->op[4], (anyrt_tensor_desc_t)y, t3r);
    if (t0) anyrt_destroy_tensor_desc(t0);
    if (t1) anyrt_destroy_tensor_desc(t1);
    if (t3) anyrt_destroy_tensor_desc(t3);
    if (t3r) anyrt_destroy_tensor_desc(t3r);
    return infiniop__chain_done(w, st, (void **)desc_ptr);
}

static anyrt_status_t infiniop__Dot_run(const struct infiniop__chain *w, char **t, char *own, size_t left, void *out, const void *a,
                                               const void *b, anyrt_stream_t s) {
    anyrt_status_t st = anyrt_cast(w->op[0], own, left, t[0], a, s);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_cast(w->op[1], own, left, t[1], b, s);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_mul(w->op[2], own, left, t[2], t[0], t[1], s);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_sum(w->op[3], own, left, t[3], t[2], s);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_cast(w->op[4], own, left, out, t[3], s);
    return st;
}

__INFINI_C __export infiniStatus_t infiniopGetDotWorkspaceSize(infiniopDotDescriptor_t desc, size_t *size) {
    if (desc == NULL || size == NULL) return INFINI_STATUS_NULL_POINTER;
    *size = ((struct infiniop__chain *)desc)->ws;
    return INFINI_STATUS_SUCCESS;
}

__INFINI_C __export infiniStatus_t infiniopDestroyDotDescriptor(infiniopDotDescriptor_t desc) {
    if (desc == NULL) return INFINI_STATUS_NULL_POINTER;
    infiniop__chain_free((struct infiniop__chain *)desc);
    return INFINI_STATUS_SUCCESS;
}
__INFINI_C __export infiniStatus_t infiniopDot(infiniopDotDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *a,
                                               const void *b, void *stream) {
    const struct infiniop__chain *w = (const struct infiniop__chain *)desc;
    anyrt_stream_t s = (anyrt_stream_t)stream;
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    char *t[4], *own;
    size_t left;
    if (w == NULL) return INFINI_STATUS_NULL_POINTER;
    if (workspace_size < w->ws || (w->ws && workspace == NULL)) return INFINI_STATUS_INSUFFICIENT_WORKSPACE;
    for (int i = 0; i < 4; ++i) t[i] = w->tmp[i] ? (char *)workspace + infiniop__chain_off(w, i) : NULL;
    own = w->ws ? (char *)workspace + infiniop__chain_off(w, 4) : workspace;
    left = workspace_size - infiniop__chain_off(w, 4);
    (void)t;
    st = infiniop__Dot_run(w, t, own, left, y, a, b, s);
    return infiniop__run_status(infiniop__chain_status(st, stream));
}

/* ---- flipud (an adapter: a copy from input's view whose dim 0 steps backwards) */
/* flipud: output = input with dim 0 reversed: anyrt's cast from a view of input whose dim 0 steps
 * backwards from its last row (any strides, any dtype pair cast allows). */
struct infiniop__flipud {
    anyrt_op_desc_t op;
    int64_t back; /* bytes from input's first row to its last */
};

__INFINI_C __export infiniStatus_t infiniopCreateFlipudDescriptor(infiniopHandle_t handle, infiniopFlipudDescriptor_t *desc_ptr,
                                                                  infiniopTensorDescriptor_t output, infiniopTensorDescriptor_t input) {
    struct infiniop__flipud *w;
    anyrt_dtype_t xt;
    int xn = 0;
    int64_t shape[64], strides[64];
    anyrt_tensor_desc_t view = NULL;
    anyrt_status_t st;
    if (desc_ptr == NULL || output == NULL || input == NULL) return INFINI_STATUS_NULL_POINTER;
    st = infiniop__dims_of((anyrt_tensor_desc_t)input, &xt, &xn, shape, strides);
    if (st != ANYRT_STATUS_SUCCESS) return infiniop__status(st);
    if (xn < 1) return INFINI_STATUS_BAD_TENSOR_SHAPE; /* torch.flipud needs a dim to flip */
    w = (struct infiniop__flipud *)calloc(1, sizeof *w);
    if (w == NULL) return INFINI_STATUS_INTERNAL_ERROR;
    w->back = shape[0] > 0 ? (shape[0] - 1) * strides[0] * (int64_t)infiniop__dtype_size(xt) : 0;
    strides[0] = -strides[0];
    st = anyrt_create_tensor_desc(&view, xt, xn, shape, strides);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_cast_descriptor((anyrt_op_handle_t)handle, &w->op, (anyrt_tensor_desc_t)output, view);
    if (view) anyrt_destroy_tensor_desc(view);
    if (st != ANYRT_STATUS_SUCCESS) {
        free(w);
        return infiniop__status(st);
    }
    *desc_ptr = (infiniopFlipudDescriptor_t)w;
    return INFINI_STATUS_SUCCESS;
}

__INFINI_C __export infiniStatus_t infiniopGetFlipudWorkspaceSize(infiniopFlipudDescriptor_t desc, size_t *size) {
    if (desc == NULL) return INFINI_STATUS_NULL_POINTER;
    return infiniop__status(anyrt_get_op_workspace_size(((struct infiniop__flipud *)desc)->op, size));
}

__INFINI_C __export infiniStatus_t infiniopFlipud(infiniopFlipudDescriptor_t desc, void *workspace, size_t workspace_size, void *output,
                                                  const void *input, void *stream) {
    const struct infiniop__flipud *w = (const struct infiniop__flipud *)desc;
    if (w == NULL) return INFINI_STATUS_NULL_POINTER;
    return infiniop__run_status(infiniop__complete_on_cpu(
        anyrt_cast(w->op, workspace, workspace_size, output, (const char *)input + w->back, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyFlipudDescriptor(infiniopFlipudDescriptor_t desc) {
    if (desc == NULL) return INFINI_STATUS_NULL_POINTER;
    anyrt_destroy_op_desc(((struct infiniop__flipud *)desc)->op);
    free(desc);
    return INFINI_STATUS_SUCCESS;
}

/* ---- index_copy (an adapter: `dim` moved last, the 1-D index broadcast to every row (of repeated positions the last wins)) */
/* index_copy: output = input, then output's slices at `index` along `dim` = source's (torch.index_copy):
 * anyrt's scatter on views with dim moved last, the 1-D index broadcast to every row (of repeated
 * positions the last wins; torch leaves it undefined). */
__INFINI_C __export infiniStatus_t infiniopCreateIndexCopyDescriptor(infiniopHandle_t handle, infiniopIndexCopyDescriptor_t *desc_ptr,
                                                                     infiniopTensorDescriptor_t output, infiniopTensorDescriptor_t input,
                                                                     int64_t dim, infiniopTensorDescriptor_t index,
                                                                     infiniopTensorDescriptor_t source) {
    anyrt_tensor_desc_t y = NULL, x = NULL, src = NULL;
    anyrt_status_t st;
    int in = 0;
    if (desc_ptr == NULL || output == NULL || input == NULL || index == NULL || source == NULL) return INFINI_STATUS_NULL_POINTER;
    st = anyrt_get_tensor_desc_info((anyrt_tensor_desc_t)index, NULL, &in);
    if (st == ANYRT_STATUS_SUCCESS && in != 1) return INFINI_STATUS_BAD_TENSOR_SHAPE;
    if (st == ANYRT_STATUS_SUCCESS) st = infiniop__dim_last_view((anyrt_tensor_desc_t)output, dim, &y);
    if (st == ANYRT_STATUS_SUCCESS) st = infiniop__dim_last_view((anyrt_tensor_desc_t)input, dim, &x);
    if (st == ANYRT_STATUS_SUCCESS) st = infiniop__dim_last_view((anyrt_tensor_desc_t)source, dim, &src);
    if (st == ANYRT_STATUS_SUCCESS)
        st = anyrt_create_scatter_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t *)desc_ptr, y, x, (anyrt_tensor_desc_t)index, src);
    if (y) anyrt_destroy_tensor_desc(y);
    if (x) anyrt_destroy_tensor_desc(x);
    if (src) anyrt_destroy_tensor_desc(src);
    return infiniop__status(st);
}

__INFINI_C __export infiniStatus_t infiniopGetIndexCopyWorkspaceSize(infiniopIndexCopyDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}

__INFINI_C __export infiniStatus_t infiniopIndexCopy(infiniopIndexCopyDescriptor_t desc, void *workspace, size_t workspace_size,
                                                     void *output, const void *input, const void *index, const void *source,
                                                     void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(
        anyrt_scatter((anyrt_op_desc_t)desc, workspace, workspace_size, output, input, index, source, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyIndexCopyDescriptor(infiniopIndexCopyDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- swap (an adapter: x copied to the workspace, y to x, the copy to y) */
/* swap: x <-> y through a copy of x in the workspace (three casts). */
__INFINI_C __export infiniStatus_t infiniopCreateSwapDescriptor(infiniopHandle_t handle, infiniopSwapDescriptor_t *desc_ptr,
                                                                infiniopTensorDescriptor_t x, infiniopTensorDescriptor_t y) {
    anyrt_tensor_desc_t t0 = NULL;
    struct infiniop__chain *w;
    anyrt_op_handle_t h = (anyrt_op_handle_t)handle;
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    if (desc_ptr == NULL) return INFINI_STATUS_NULL_POINTER;
    w = (struct infiniop__chain *)calloc(1, sizeof *w);
    if (w == NULL) return INFINI_STATUS_INTERNAL_ERROR;
    st = infiniop__contiguous_like((anyrt_tensor_desc_t)x, ANYRT_DTYPE_INVALID, &t0, &w->tmp[0]);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_cast_descriptor(h, &w->op[0], t0, (anyrt_tensor_desc_t)x);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_cast_descriptor(h, &w->op[1], (anyrt_tensor_desc_t)x, (anyrt_tensor_desc_t)y);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_cast_descriptor(h, &w->op[2], (anyrt_tensor_desc_t)y, t0);
    if (t0) anyrt_destroy_tensor_desc(t0);
    return infiniop__chain_done(w, st, (void **)desc_ptr);
}

__INFINI_C __export infiniStatus_t infiniopSwap(infiniopSwapDescriptor_t desc, void *workspace, size_t workspace_size, void *x, void *y,
                                                void *stream) {
    const struct infiniop__chain *w = (const struct infiniop__chain *)desc;
    anyrt_stream_t s = (anyrt_stream_t)stream;
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    char *t[4], *own;
    size_t left;
    if (w == NULL) return INFINI_STATUS_NULL_POINTER;
    if (workspace_size < w->ws || (w->ws && workspace == NULL)) return INFINI_STATUS_INSUFFICIENT_WORKSPACE;
    for (int i = 0; i < 4; ++i) t[i] = w->tmp[i] ? (char *)workspace + infiniop__chain_off(w, i) : NULL;
    own = w->ws ? (char *)workspace + infiniop__chain_off(w, 4) : workspace;
    left = workspace_size - infiniop__chain_off(w, 4);
    (void)t;
    st = anyrt_cast(w->op[0], own, left, t[0], x, s);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_cast(w->op[1], own, left, x, y, s);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_cast(w->op[2], own, left, y, t[0], s);
    return infiniop__run_status(infiniop__chain_status(st, stream));
}

__INFINI_C __export infiniStatus_t infiniopGetSwapWorkspaceSize(infiniopSwapDescriptor_t desc, size_t *size) {
    if (desc == NULL || size == NULL) return INFINI_STATUS_NULL_POINTER;
    *size = ((struct infiniop__chain *)desc)->ws;
    return INFINI_STATUS_SUCCESS;
}

__INFINI_C __export infiniStatus_t infiniopDestroySwapDescriptor(infiniopSwapDescriptor_t desc) {
    if (desc == NULL) return INFINI_STATUS_NULL_POINTER;
    infiniop__chain_free((struct infiniop__chain *)desc);
    return INFINI_STATUS_SUCCESS;
}

/* ---- take (an adapter: input seen as one row (a strided input copied to the workspace first); output and indices contiguous; an index outside [0, numel), negative ones too, fails the run) */
/* take: output = input's elements (in row-major order) at indices, output shaped as indices
 * (torch.take): anyrt's index_select on input seen as one row; an input that is not contiguous is
 * copied to the workspace first. output and indices must be contiguous (BAD_TENSOR_STRIDES); an index
 * outside [0, numel) fails the run (torch's negative ones included). */
struct infiniop__take {
    anyrt_op_desc_t op, copy; /* copy: NULL where input is contiguous */
    size_t xs, ws;            /* bytes of input's copy (first in the workspace); the workspace in all */
};

static bool infiniop__contiguous(int n, const int64_t *shape, const int64_t *strides) {
    int64_t want = 1;
    for (int i = n - 1; i >= 0; --i) {
        if (shape[i] != 1 && strides[i] != want) return false;
        want *= shape[i];
    }
    return true;
}

static void infiniop__take_free(struct infiniop__take *w) {
    if (w->op) anyrt_destroy_op_desc(w->op);
    if (w->copy) anyrt_destroy_op_desc(w->copy);
    free(w);
}

__INFINI_C __export infiniStatus_t infiniopCreateTakeDescriptor(infiniopHandle_t handle, infiniopTakeDescriptor_t *desc_ptr,
                                                                infiniopTensorDescriptor_t output, infiniopTensorDescriptor_t input,
                                                                infiniopTensorDescriptor_t indices) {
    struct infiniop__take *w;
    anyrt_dtype_t yt, xt, it;
    int yn = 0, xn = 0, in = 0;
    int64_t ys[64], yst[64], xs[64], xst[64], is[64], ist[64], m = 1, n = 1, row[2], step[2];
    anyrt_tensor_desc_t y = NULL, x = NULL, i = NULL, flat = NULL;
    anyrt_status_t st;
    size_t a = 0, b = 0;
    if (desc_ptr == NULL || output == NULL || input == NULL || indices == NULL) return INFINI_STATUS_NULL_POINTER;
    st = infiniop__dims_of((anyrt_tensor_desc_t)output, &yt, &yn, ys, yst);
    if (st == ANYRT_STATUS_SUCCESS) st = infiniop__dims_of((anyrt_tensor_desc_t)input, &xt, &xn, xs, xst);
    if (st == ANYRT_STATUS_SUCCESS) st = infiniop__dims_of((anyrt_tensor_desc_t)indices, &it, &in, is, ist);
    if (st != ANYRT_STATUS_SUCCESS) return infiniop__status(st);
    if (!infiniop__contiguous(yn, ys, yst) || !infiniop__contiguous(in, is, ist)) return INFINI_STATUS_BAD_TENSOR_STRIDES;
    if (yn != in) return INFINI_STATUS_BAD_TENSOR_SHAPE;
    for (int d = 0; d < yn; ++d) {
        if (ys[d] != is[d]) return INFINI_STATUS_BAD_TENSOR_SHAPE;
        m *= ys[d];
    }
    for (int d = 0; d < xn; ++d) n *= xs[d];
    w = (struct infiniop__take *)calloc(1, sizeof *w);
    if (w == NULL) return INFINI_STATUS_INTERNAL_ERROR;
    row[0] = 1;
    row[1] = m;
    step[0] = m;
    step[1] = 1;
    st = anyrt_create_tensor_desc(&y, yt, 2, row, step);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_tensor_desc(&i, it, 1, &m, NULL);
    row[1] = n;
    step[0] = n;
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_tensor_desc(&x, xt, 2, row, step);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_index_select_descriptor((anyrt_op_handle_t)handle, &w->op, y, x, i);
    if (st == ANYRT_STATUS_SUCCESS && !infiniop__contiguous(xn, xs, xst)) {
        w->xs = infiniop__round64((size_t)n * infiniop__dtype_size(xt));
        st = anyrt_create_tensor_desc(&flat, xt, xn, xs, NULL);
        if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_cast_descriptor((anyrt_op_handle_t)handle, &w->copy, flat, (anyrt_tensor_desc_t)input);
        if (st == ANYRT_STATUS_SUCCESS) st = anyrt_get_op_workspace_size(w->copy, &b);
    }
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_get_op_workspace_size(w->op, &a);
    if (y) anyrt_destroy_tensor_desc(y);
    if (x) anyrt_destroy_tensor_desc(x);
    if (i) anyrt_destroy_tensor_desc(i);
    if (flat) anyrt_destroy_tensor_desc(flat);
    if (st != ANYRT_STATUS_SUCCESS) {
        infiniop__take_free(w);
        return infiniop__status(st);
    }
    w->ws = w->xs + (a > b ? a : b); /* the copy, then the operators' own */
    *desc_ptr = (infiniopTakeDescriptor_t)w;
    return INFINI_STATUS_SUCCESS;
}

__INFINI_C __export infiniStatus_t infiniopGetTakeWorkspaceSize(infiniopTakeDescriptor_t desc, size_t *size) {
    if (desc == NULL || size == NULL) return INFINI_STATUS_NULL_POINTER;
    *size = ((struct infiniop__take *)desc)->ws;
    return INFINI_STATUS_SUCCESS;
}

__INFINI_C __export infiniStatus_t infiniopTake(infiniopTakeDescriptor_t desc, void *workspace, size_t workspace_size, void *output,
                                                const void *input, const void *indices, void *stream) {
    const struct infiniop__take *w = (const struct infiniop__take *)desc;
    anyrt_stream_t s = (anyrt_stream_t)stream;
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    if (w == NULL) return INFINI_STATUS_NULL_POINTER;
    if (w->copy) {
        if (workspace == NULL || workspace_size < w->ws) return INFINI_STATUS_INSUFFICIENT_WORKSPACE;
        st = anyrt_cast(w->copy, (char *)workspace + w->xs, workspace_size - w->xs, workspace, input, s);
        input = workspace;
    }
    if (st == ANYRT_STATUS_SUCCESS)
        st = anyrt_index_select(w->op, w->xs ? (char *)workspace + w->xs : workspace, workspace_size - w->xs, output, input, indices, s);
    return infiniop__run_status(infiniop__complete_on_cpu(st, stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyTakeDescriptor(infiniopTakeDescriptor_t desc) {
    if (desc == NULL) return INFINI_STATUS_NULL_POINTER;
    infiniop__take_free((struct infiniop__take *)desc);
    return INFINI_STATUS_SUCCESS;
}

/* ---- histc (an adapter: bins as int64_t, the range as double (to anyrt's f32; min_val >= max_val refused, as InfiniOP); an f32 y of another x dtype counts in f64 in the workspace, then converted) */
/* InfiniOP's histc takes bins as int64_t and the range as double, refuses min_val >= max_val (anyrt's
 * histc reads an empty range as the data's), and counts into an f32 y whatever x's float dtype; anyrt's
 * counts into y of x's dtype. Where the dtypes differ, x is copied to f64 (exact for every float dtype;
 * anyrt bins in f64 anyway), counted in f64 (exact) and the counts converted to y: the workspace holds
 * both. The range reaches anyrt as f32: bounds f32 cannot hold exactly move to their nearest f32. */
struct infiniop__histc {
    anyrt_op_desc_t op, to_f64, to_y; /* to_f64, to_y: NULL where y has x's dtype */
    size_t xs, counts, ws;            /* bytes of x in f64 and of the f64 counts; the workspace in all */
};

static void infiniop__histc_free(struct infiniop__histc *w) {
    if (w->op) anyrt_destroy_op_desc(w->op);
    if (w->to_f64) anyrt_destroy_op_desc(w->to_f64);
    if (w->to_y) anyrt_destroy_op_desc(w->to_y);
    free(w);
}

__INFINI_C __export infiniStatus_t infiniopCreateHistcDescriptor(infiniopHandle_t handle, infiniopHistcDescriptor_t *desc_ptr,
                                                                 infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x, int64_t bins,
                                                                 double min_val, double max_val) {
    struct infiniop__histc *w;
    anyrt_dtype_t yt, xt;
    int xn = 0;
    int64_t shape[64], strides[64], count = bins, numel = 1;
    anyrt_tensor_desc_t xd = NULL, cd = NULL;
    anyrt_status_t st;
    size_t a = 0, b = 0, c = 0;
    if (desc_ptr == NULL || y == NULL || x == NULL) return INFINI_STATUS_NULL_POINTER;
    if (bins < 1 || bins > INT_MAX || !(min_val < max_val) || min_val < -3.4e38 || max_val > 3.4e38) return INFINI_STATUS_BAD_PARAM;
    st = anyrt_get_tensor_desc_info((anyrt_tensor_desc_t)y, &yt, NULL);
    if (st == ANYRT_STATUS_SUCCESS) st = infiniop__dims_of((anyrt_tensor_desc_t)x, &xt, &xn, shape, strides);
    if (st != ANYRT_STATUS_SUCCESS) return infiniop__status(st);
    w = (struct infiniop__histc *)calloc(1, sizeof *w);
    if (w == NULL) return INFINI_STATUS_INTERNAL_ERROR;
    if (yt == xt) {
        st = anyrt_create_histc_descriptor((anyrt_op_handle_t)handle, &w->op, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x, (int)bins,
                                           (float)min_val, (float)max_val);
    } else {
        for (int i = 0; i < xn; ++i) numel *= shape[i];
        w->xs = infiniop__round64((size_t)numel * 8);
        w->counts = infiniop__round64((size_t)bins * 8);
        st = anyrt_create_tensor_desc(&xd, ANYRT_DTYPE_FLOAT64, xn, shape, NULL);
        if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_tensor_desc(&cd, ANYRT_DTYPE_FLOAT64, 1, &count, NULL);
        if (st == ANYRT_STATUS_SUCCESS)
            st = anyrt_create_cast_descriptor((anyrt_op_handle_t)handle, &w->to_f64, xd, (anyrt_tensor_desc_t)x);
        if (st == ANYRT_STATUS_SUCCESS)
            st = anyrt_create_histc_descriptor((anyrt_op_handle_t)handle, &w->op, cd, xd, (int)bins, (float)min_val, (float)max_val);
        if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_cast_descriptor((anyrt_op_handle_t)handle, &w->to_y, (anyrt_tensor_desc_t)y, cd);
        if (st == ANYRT_STATUS_SUCCESS) st = anyrt_get_op_workspace_size(w->to_f64, &b);
        if (st == ANYRT_STATUS_SUCCESS) st = anyrt_get_op_workspace_size(w->to_y, &c);
        if (xd) anyrt_destroy_tensor_desc(xd);
        if (cd) anyrt_destroy_tensor_desc(cd);
    }
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_get_op_workspace_size(w->op, &a);
    if (st != ANYRT_STATUS_SUCCESS) {
        infiniop__histc_free(w);
        return infiniop__status(st);
    }
    a = a > b ? a : b;
    w->ws = w->xs + w->counts + (a > c ? a : c);
    *desc_ptr = (infiniopHistcDescriptor_t)w;
    return INFINI_STATUS_SUCCESS;
}

__INFINI_C __export infiniStatus_t infiniopGetHistcWorkspaceSize(infiniopHistcDescriptor_t desc, size_t *size) {
    if (desc == NULL || size == NULL) return INFINI_STATUS_NULL_POINTER;
    *size = ((struct infiniop__histc *)desc)->ws;
    return INFINI_STATUS_SUCCESS;
}

__INFINI_C __export infiniStatus_t infiniopHistc(infiniopHistcDescriptor_t desc, void *workspace, size_t workspace_size, void *y,
                                                 const void *x, void *stream) {
    const struct infiniop__histc *w = (const struct infiniop__histc *)desc;
    anyrt_stream_t s = (anyrt_stream_t)stream;
    anyrt_status_t st;
    if (w == NULL) return INFINI_STATUS_NULL_POINTER;
    if (workspace_size < w->ws) return INFINI_STATUS_INSUFFICIENT_WORKSPACE;
    if (w->to_y == NULL) {
        st = anyrt_histc(w->op, workspace, workspace_size, y, x, s);
    } else {
        char *xs = (char *)workspace, *counts = xs + w->xs, *rest = counts + w->counts;
        size_t left = workspace_size - w->xs - w->counts;
        st = anyrt_cast(w->to_f64, rest, left, xs, x, s);
        if (st == ANYRT_STATUS_SUCCESS) st = anyrt_histc(w->op, rest, left, counts, xs, s);
        if (st == ANYRT_STATUS_SUCCESS) st = anyrt_cast(w->to_y, rest, left, y, counts, s);
    }
    return infiniop__run_status(infiniop__complete_on_cpu(st, stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyHistcDescriptor(infiniopHistcDescriptor_t desc) {
    if (desc == NULL) return INFINI_STATUS_NULL_POINTER;
    infiniop__histc_free((struct infiniop__histc *)desc);
    return INFINI_STATUS_SUCCESS;
}

/* ---- lp_norm (an adapter: input / max(norm along axis, eps) in f64 temporaries in the workspace; p 1 or 2 (others NOT_IMPLEMENTED)) */
/* lp_norm: output = input / max(||input||_p along axis, eps) (torch.nn.functional.normalize), p 1 or 2
 * (others NOT_IMPLEMENTED), in f64 temporaries: input's copy, its |.| (p 1), the norms, the quotient. */
__INFINI_C __export infiniStatus_t infiniopCreateLPNormDescriptor(infiniopHandle_t handle, infiniopLPNormDescriptor_t *desc_ptr,
                                                                  infiniopTensorDescriptor_t output_desc,
                                                                  infiniopTensorDescriptor_t input_desc, int axis, int p, float eps) {
    anyrt_dtype_t xt;
    int xn = 0;
    int64_t shape[64], strides[64];
    anyrt_tensor_desc_t t0 = NULL, tn = NULL;
    size_t full = 0;
    if (p != 1 && p != 2) return INFINI_STATUS_NOT_IMPLEMENTED;
    struct infiniop__chain *w;
    anyrt_op_handle_t h = (anyrt_op_handle_t)handle;
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    if (desc_ptr == NULL) return INFINI_STATUS_NULL_POINTER;
    w = (struct infiniop__chain *)calloc(1, sizeof *w);
    if (w == NULL) return INFINI_STATUS_INTERNAL_ERROR;
    st = infiniop__dims_of((anyrt_tensor_desc_t)input_desc, &xt, &xn, shape, strides);
    if (st == ANYRT_STATUS_SUCCESS && axis < 0) axis += xn;
    if (st == ANYRT_STATUS_SUCCESS && (axis < 0 || axis >= xn)) {
        infiniop__chain_free(w);
        return INFINI_STATUS_BAD_PARAM;
    }
    if (st == ANYRT_STATUS_SUCCESS) st = infiniop__contiguous_like((anyrt_tensor_desc_t)input_desc, ANYRT_DTYPE_FLOAT64, &t0, &full);
    if (st == ANYRT_STATUS_SUCCESS) {
        size_t norms = 8;
        shape[axis] = 1;
        for (int i = 0; i < xn; ++i) norms *= (size_t)shape[i];
        st = anyrt_create_tensor_desc(&tn, ANYRT_DTYPE_FLOAT64, xn, shape, NULL);
        w->tmp[0] = full;              /* input in f64 */
        w->tmp[1] = p == 1 ? full : 0; /* |input| */
        w->tmp[2] = infiniop__round64(norms);
        w->tmp[3] = full;              /* the quotient */
    }
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_cast_descriptor(h, &w->op[0], t0, (anyrt_tensor_desc_t)input_desc);
    if (st == ANYRT_STATUS_SUCCESS && p == 1) st = anyrt_create_abs_descriptor(h, &w->op[1], t0, t0);
    if (st == ANYRT_STATUS_SUCCESS)
        st = p == 1 ? anyrt_create_sum_descriptor(h, &w->op[2], tn, t0) : anyrt_create_norm_descriptor(h, &w->op[2], tn, t0);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_hardtanh_descriptor(h, &w->op[3], tn, tn, eps, 3.4e38f);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_div_descriptor(h, &w->op[4], t0, t0, tn);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_cast_descriptor(h, &w->op[5], (anyrt_tensor_desc_t)output_desc, t0);
    if (t0) anyrt_destroy_tensor_desc(t0);
    if (tn) anyrt_destroy_tensor_desc(tn);
    return infiniop__chain_done(w, st, (void **)desc_ptr);
}

__INFINI_C __export infiniStatus_t infiniopLPNorm(infiniopLPNormDescriptor_t desc, void *workspace, size_t workspace_size, void *output,
                                                  const void *input, void *stream) {
    const struct infiniop__chain *w = (const struct infiniop__chain *)desc;
    anyrt_stream_t s = (anyrt_stream_t)stream;
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    char *t[4], *own;
    size_t left;
    if (w == NULL) return INFINI_STATUS_NULL_POINTER;
    if (workspace_size < w->ws || (w->ws && workspace == NULL)) return INFINI_STATUS_INSUFFICIENT_WORKSPACE;
    for (int i = 0; i < 4; ++i) t[i] = w->tmp[i] ? (char *)workspace + infiniop__chain_off(w, i) : NULL;
    own = w->ws ? (char *)workspace + infiniop__chain_off(w, 4) : workspace;
    left = workspace_size - infiniop__chain_off(w, 4);
    (void)t;
    st = anyrt_cast(w->op[0], own, left, t[0], input, s);
    if (st == ANYRT_STATUS_SUCCESS && w->op[1]) st = anyrt_abs(w->op[1], own, left, t[1], t[0], s);
    if (st == ANYRT_STATUS_SUCCESS)
        st = (w->op[1] ? anyrt_sum : anyrt_norm)(w->op[2], own, left, t[2], w->op[1] ? t[1] : t[0], s);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_hardtanh(w->op[3], own, left, t[2], t[2], s);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_div(w->op[4], own, left, t[3], t[0], t[2], s);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_cast(w->op[5], own, left, output, t[3], s);
    return infiniop__run_status(infiniop__chain_status(st, stream));
}

__INFINI_C __export infiniStatus_t infiniopGetLPNormWorkspaceSize(infiniopLPNormDescriptor_t desc, size_t *size) {
    if (desc == NULL || size == NULL) return INFINI_STATUS_NULL_POINTER;
    *size = ((struct infiniop__chain *)desc)->ws;
    return INFINI_STATUS_SUCCESS;
}

__INFINI_C __export infiniStatus_t infiniopDestroyLPNormDescriptor(infiniopLPNormDescriptor_t desc) {
    if (desc == NULL) return INFINI_STATUS_NULL_POINTER;
    infiniop__chain_free((struct infiniop__chain *)desc);
    return INFINI_STATUS_SUCCESS;
}

/* ---- masked_select (an adapter: the run counts the mask, waits, allocates the output with anyrt_malloc (the caller frees it: infinirtFree) and fills it) */
/* InfiniOP's masked_select allocates its output: the run counts the mask (broadcast to input) with
 * count_nonzero into the workspace, waits for it, allocates that many elements with anyrt_malloc (the
 * caller's to free: infinirtFree; InfiniOP's cpu kernel uses new[], InfiniCore's from_blob keeps it),
 * and fills them with masked_select. The run waits for its stream whatever the device. */
struct infiniop__masked_select {
    anyrt_op_handle_t handle;
    anyrt_tensor_desc_t x, mask; /* mask: broadcast to x's shape */
    anyrt_op_desc_t count;
    size_t ws, elem;
};

static void infiniop__masked_select_free(struct infiniop__masked_select *w) {
    if (w->count) anyrt_destroy_op_desc(w->count);
    if (w->x) anyrt_destroy_tensor_desc(w->x);
    if (w->mask) anyrt_destroy_tensor_desc(w->mask);
    free(w);
}

__INFINI_C __export infiniStatus_t infiniopCreateMaskedSelectDescriptor(infiniopHandle_t handle,
                                                                        infiniopMaskedSelectDescriptor_t *desc_ptr,
                                                                        infiniopTensorDescriptor_t input_desc,
                                                                        infiniopTensorDescriptor_t mask_desc) {
    struct infiniop__masked_select *w;
    anyrt_dtype_t xt, mt;
    int xn = 0, mn = 0;
    int64_t xshape[64], xstrides[64], mshape[64], mstrides[64], bstrides[64], ones[64], numel = 1;
    anyrt_tensor_desc_t y = NULL, cy = NULL;
    anyrt_op_desc_t probe = NULL;
    anyrt_status_t st;
    size_t a = 0, b = 0;
    if (desc_ptr == NULL || input_desc == NULL || mask_desc == NULL) return INFINI_STATUS_NULL_POINTER;
    st = infiniop__dims_of((anyrt_tensor_desc_t)input_desc, &xt, &xn, xshape, xstrides);
    if (st == ANYRT_STATUS_SUCCESS) st = infiniop__dims_of((anyrt_tensor_desc_t)mask_desc, &mt, &mn, mshape, mstrides);
    if (st != ANYRT_STATUS_SUCCESS) return infiniop__status(st);
    if (mt != ANYRT_DTYPE_BOOL) return INFINI_STATUS_BAD_TENSOR_DTYPE;
    if (mn > xn) return INFINI_STATUS_BAD_TENSOR_SHAPE;
    for (int i = 0; i < xn; ++i) {
        int j = i - (xn - mn);
        if (j >= 0 && mshape[j] != xshape[i] && mshape[j] != 1) return INFINI_STATUS_BAD_TENSOR_SHAPE;
        bstrides[i] = j < 0 || mshape[j] != xshape[i] ? 0 : mstrides[j];
        ones[i] = 1;
        numel *= xshape[i];
    }
    w = (struct infiniop__masked_select *)calloc(1, sizeof *w);
    if (w == NULL) return INFINI_STATUS_INTERNAL_ERROR;
    w->handle = (anyrt_op_handle_t)handle;
    w->elem = infiniop__dtype_size(xt);
    st = anyrt_create_tensor_desc(&w->x, xt, xn, xshape, xstrides);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_tensor_desc(&w->mask, mt, xn, xshape, bstrides);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_tensor_desc(&cy, ANYRT_DTYPE_INT64, xn, ones, NULL);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_count_nonzero_descriptor(w->handle, &w->count, cy, w->mask);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_get_op_workspace_size(w->count, &a);
    /* the fill's workspace for every element selected: no fewer can need more */
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_tensor_desc(&y, xt, 1, &numel, NULL);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_masked_select_descriptor(w->handle, &probe, y, w->x, w->mask);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_get_op_workspace_size(probe, &b);
    if (probe) anyrt_destroy_op_desc(probe);
    if (y) anyrt_destroy_tensor_desc(y);
    if (cy) anyrt_destroy_tensor_desc(cy);
    if (st != ANYRT_STATUS_SUCCESS) {
        infiniop__masked_select_free(w);
        return infiniop__status(st);
    }
    w->ws = 64 + (a > b ? a : b); /* the count first */
    *desc_ptr = (infiniopMaskedSelectDescriptor_t)w;
    return INFINI_STATUS_SUCCESS;
}

__INFINI_C __export infiniStatus_t infiniopGetMaskedSelectWorkspaceSize(infiniopMaskedSelectDescriptor_t desc, size_t *size) {
    if (desc == NULL || size == NULL) return INFINI_STATUS_NULL_POINTER;
    *size = ((struct infiniop__masked_select *)desc)->ws;
    return INFINI_STATUS_SUCCESS;
}

__INFINI_C __export infiniStatus_t infiniopMaskedSelect(infiniopMaskedSelectDescriptor_t desc, void *workspace, size_t workspace_size,
                                                        const void *input, const bool *mask, void **data_ptr, size_t *dlen,
                                                        void *stream) {
    const struct infiniop__masked_select *w = (const struct infiniop__masked_select *)desc;
    anyrt_stream_t s = (anyrt_stream_t)stream;
    int64_t k = 0;
    void *out = NULL;
    anyrt_tensor_desc_t y = NULL;
    anyrt_op_desc_t fill = NULL;
    anyrt_status_t st;
    if (w == NULL || data_ptr == NULL || dlen == NULL) return INFINI_STATUS_NULL_POINTER;
    if (workspace == NULL || workspace_size < w->ws) return INFINI_STATUS_INSUFFICIENT_WORKSPACE;
    st = anyrt_count_nonzero(w->count, (char *)workspace + 64, workspace_size - 64, workspace, mask, s);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_synchronize_stream(s);
    /* DEFAULT: the workspace is device memory, or host memory where InfiniCore's cpu device is the host */
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_memcpy(&k, workspace, sizeof k, ANYRT_MEMCPY_KIND_DEFAULT);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_malloc(&out, k > 0 ? (size_t)k * w->elem : 1);
    if (st == ANYRT_STATUS_SUCCESS) {
        anyrt_dtype_t xt;
        st = anyrt_get_tensor_desc_info(w->x, &xt, NULL);
        if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_tensor_desc(&y, xt, 1, &k, NULL);
    }
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_masked_select_descriptor(w->handle, &fill, y, w->x, w->mask);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_masked_select(fill, (char *)workspace + 64, workspace_size - 64, out, input, mask, s);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_synchronize_stream(s);
    if (fill) anyrt_destroy_op_desc(fill);
    if (y) anyrt_destroy_tensor_desc(y);
    if (st != ANYRT_STATUS_SUCCESS) {
        if (out) anyrt_free(out);
        return infiniop__run_status(st);
    }
    *data_ptr = out;
    *dlen = (size_t)k;
    return INFINI_STATUS_SUCCESS;
}

__INFINI_C __export infiniStatus_t infiniopDestroyMaskedSelectDescriptor(infiniopMaskedSelectDescriptor_t desc) {
    if (desc == NULL) return INFINI_STATUS_NULL_POINTER;
    infiniop__masked_select_free((struct infiniop__masked_select *)desc);
    return INFINI_STATUS_SUCCESS;
}

/* ---- matrix_power (an adapter: n - 1 gemms through two temporaries of x's shape in the workspace; n 0 (the identity) NOT_IMPLEMENTED) */
/* matrix_power: y = x^n (n >= 1; n 0, the identity, NOT_IMPLEMENTED) by n - 1 gemms, x on the right,
 * through two contiguous temporaries of x's shape ping-ponged in the workspace, the last gemm into y
 * (gemm's c never one of its inputs). op[0..3]: gemm(t, x, x), gemm(t, t, x), gemm(y, x, x), gemm(y, t, x);
 * op[4]: y = x (n 1). */
struct infiniop__matrix_power {
    struct infiniop__chain c;
    int n;
};

__INFINI_C __export infiniStatus_t infiniopCreateMatrixPowerDescriptor(infiniopHandle_t handle, infiniopMatrixPowerDescriptor_t *desc_ptr,
                                                                       infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x, int n) {
    struct infiniop__matrix_power *m;
    struct infiniop__chain *w;
    anyrt_op_handle_t h = (anyrt_op_handle_t)handle;
    anyrt_tensor_desc_t X = (anyrt_tensor_desc_t)x, Y = (anyrt_tensor_desc_t)y, t = NULL;
    anyrt_status_t st;
    if (desc_ptr == NULL || x == NULL || y == NULL) return INFINI_STATUS_NULL_POINTER;
    if (n == 0) return INFINI_STATUS_NOT_IMPLEMENTED;
    if (n < 0) return INFINI_STATUS_BAD_PARAM;
    m = (struct infiniop__matrix_power *)calloc(1, sizeof *m);
    if (m == NULL) return INFINI_STATUS_INTERNAL_ERROR;
    w = &m->c; /* first member: the chain's free and workspace size take m as it */
    m->n = n;
    st = infiniop__contiguous_like(X, ANYRT_DTYPE_INVALID, &t, &w->tmp[0]);
    w->tmp[1] = n > 2 ? w->tmp[0] : 0;
    if (n == 1) {
        if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_cast_descriptor(h, &w->op[4], Y, X);
        w->tmp[0] = 0;
    } else {
        if (st == ANYRT_STATUS_SUCCESS && n > 2) st = anyrt_create_gemm_descriptor(h, &w->op[0], t, X, X);
        if (st == ANYRT_STATUS_SUCCESS && n > 3) st = anyrt_create_gemm_descriptor(h, &w->op[1], t, t, X);
        if (st == ANYRT_STATUS_SUCCESS && n == 2) st = anyrt_create_gemm_descriptor(h, &w->op[2], Y, X, X);
        if (st == ANYRT_STATUS_SUCCESS && n > 2) st = anyrt_create_gemm_descriptor(h, &w->op[3], Y, t, X);
        if (n == 2) w->tmp[0] = 0;
    }
    if (t) anyrt_destroy_tensor_desc(t);
    return infiniop__chain_done(w, st, (void **)desc_ptr);
}

__INFINI_C __export infiniStatus_t infiniopMatrixPower(infiniopMatrixPowerDescriptor_t desc, void *workspace, size_t workspace_size, void *y,
                                                       const void *x, void *stream) {
    const struct infiniop__matrix_power *m = (const struct infiniop__matrix_power *)desc;
    const struct infiniop__chain *w = (const struct infiniop__chain *)&m->c;
    anyrt_stream_t s = (anyrt_stream_t)stream;
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    char *t[4], *own;
    size_t left;
    if (m == NULL) return INFINI_STATUS_NULL_POINTER;
    if (workspace_size < w->ws || (w->ws && workspace == NULL)) return INFINI_STATUS_INSUFFICIENT_WORKSPACE;
    for (int i = 0; i < 4; ++i) t[i] = w->tmp[i] ? (char *)workspace + infiniop__chain_off(w, i) : NULL;
    own = w->ws ? (char *)workspace + infiniop__chain_off(w, 4) : workspace;
    left = workspace_size - infiniop__chain_off(w, 4);
    (void)t;
    if (m->n == 1) {
        st = anyrt_cast(w->op[4], own, left, y, x, s);
    } else if (m->n == 2) {
        st = anyrt_gemm(w->op[2], own, left, y, x, x, 1.0f, 0.0f, s);
    } else {
        const void *cur = t[0];
        st = anyrt_gemm(w->op[0], own, left, t[0], x, x, 1.0f, 0.0f, s);
        for (int i = 2; i < m->n - 1 && st == ANYRT_STATUS_SUCCESS; ++i) {
            void *next = t[(i - 1) % 2];
            st = anyrt_gemm(w->op[1], own, left, next, cur, x, 1.0f, 0.0f, s);
            cur = next;
        }
        if (st == ANYRT_STATUS_SUCCESS) st = anyrt_gemm(w->op[3], own, left, y, cur, x, 1.0f, 0.0f, s);
    }
    return infiniop__run_status(infiniop__chain_status(st, stream));
}

__INFINI_C __export infiniStatus_t infiniopGetMatrixPowerWorkspaceSize(infiniopMatrixPowerDescriptor_t desc, size_t *size) {
    if (desc == NULL || size == NULL) return INFINI_STATUS_NULL_POINTER;
    *size = ((struct infiniop__chain *)desc)->ws;
    return INFINI_STATUS_SUCCESS;
}

__INFINI_C __export infiniStatus_t infiniopDestroyMatrixPowerDescriptor(infiniopMatrixPowerDescriptor_t desc) {
    if (desc == NULL) return INFINI_STATUS_NULL_POINTER;
    infiniop__chain_free((struct infiniop__chain *)desc);
    return INFINI_STATUS_SUCCESS;
}

/* ---- nrm2 (an adapter: norm over every dim of x into result seen with x's rank) */
/* nrm2: result = sqrt(sum(x * x)): anyrt's norm over every dim of x into result seen with x's rank. */
__INFINI_C __export infiniStatus_t infiniopCreateNrm2Descriptor(infiniopHandle_t handle, infiniopNrm2Descriptor_t *desc_ptr,
                                                                infiniopTensorDescriptor_t x, infiniopTensorDescriptor_t result) {
    anyrt_tensor_desc_t r = NULL;
    int xn = 0;
    struct infiniop__chain *w;
    anyrt_op_handle_t h = (anyrt_op_handle_t)handle;
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    if (desc_ptr == NULL) return INFINI_STATUS_NULL_POINTER;
    w = (struct infiniop__chain *)calloc(1, sizeof *w);
    if (w == NULL) return INFINI_STATUS_INTERNAL_ERROR;
    st = anyrt_get_tensor_desc_info((anyrt_tensor_desc_t)x, NULL, &xn);
    if (st == ANYRT_STATUS_SUCCESS && infiniop__keepdim_view((anyrt_tensor_desc_t)result, xn, ~(uint64_t)0, &r) != INFINI_STATUS_SUCCESS)
        st = ANYRT_STATUS_INVALID_VALUE;
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_norm_descriptor(h, &w->op[0], r, (anyrt_tensor_desc_t)x);
    if (r) anyrt_destroy_tensor_desc(r);
    return infiniop__chain_done(w, st, (void **)desc_ptr);
}

__INFINI_C __export infiniStatus_t infiniopNrm2(infiniopNrm2Descriptor_t desc, void *workspace, size_t workspace_size, const void *x,
                                                void *result, void *stream) {
    const struct infiniop__chain *w = (const struct infiniop__chain *)desc;
    anyrt_stream_t s = (anyrt_stream_t)stream;
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    char *t[4], *own;
    size_t left;
    if (w == NULL) return INFINI_STATUS_NULL_POINTER;
    if (workspace_size < w->ws || (w->ws && workspace == NULL)) return INFINI_STATUS_INSUFFICIENT_WORKSPACE;
    for (int i = 0; i < 4; ++i) t[i] = w->tmp[i] ? (char *)workspace + infiniop__chain_off(w, i) : NULL;
    own = w->ws ? (char *)workspace + infiniop__chain_off(w, 4) : workspace;
    left = workspace_size - infiniop__chain_off(w, 4);
    (void)t;
    st = anyrt_norm(w->op[0], own, left, result, x, s);
    return infiniop__run_status(infiniop__chain_status(st, stream));
}

__INFINI_C __export infiniStatus_t infiniopGetNrm2WorkspaceSize(infiniopNrm2Descriptor_t desc, size_t *size) {
    if (desc == NULL || size == NULL) return INFINI_STATUS_NULL_POINTER;
    *size = ((struct infiniop__chain *)desc)->ws;
    return INFINI_STATUS_SUCCESS;
}

__INFINI_C __export infiniStatus_t infiniopDestroyNrm2Descriptor(infiniopNrm2Descriptor_t desc) {
    if (desc == NULL) return INFINI_STATUS_NULL_POINTER;
    infiniop__chain_free((struct infiniop__chain *)desc);
    return INFINI_STATUS_SUCCESS;
}

/* ---- pixel_shuffle (an adapter: one copy between 6-dim views ([n, c, h, i, w, j] of x and y)) */
/* pixel_shuffle: y[n, c, h*r + i, w*r + j] = x[n, c*r*r + i*r + j, h, w]: one cast between 6-dim views. */
__INFINI_C __export infiniStatus_t infiniopCreatePixelShuffleDescriptor(infiniopHandle_t handle, infiniopPixelShuffleDescriptor_t *desc_ptr,
                                                                        infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x,
                                                                        int upscale_factor) {
    anyrt_dtype_t xt, yt;
    int xn = 0, yn = 0;
    int64_t xs[64], xst[64], ys[64], yst[64], r = upscale_factor, shape[6], xv[6], yv[6];
    anyrt_tensor_desc_t xd = NULL, yd = NULL;
    struct infiniop__chain *w;
    anyrt_op_handle_t h = (anyrt_op_handle_t)handle;
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    if (desc_ptr == NULL) return INFINI_STATUS_NULL_POINTER;
    w = (struct infiniop__chain *)calloc(1, sizeof *w);
    if (w == NULL) return INFINI_STATUS_INTERNAL_ERROR;
    st = infiniop__dims_of((anyrt_tensor_desc_t)x, &xt, &xn, xs, xst);
    if (st == ANYRT_STATUS_SUCCESS) st = infiniop__dims_of((anyrt_tensor_desc_t)y, &yt, &yn, ys, yst);
    if (st == ANYRT_STATUS_SUCCESS && (xn != 4 || yn != 4 || r < 1 || xs[1] % (r * r) != 0 || ys[0] != xs[0] || ys[1] != xs[1] / (r * r) ||
                                       ys[2] != xs[2] * r || ys[3] != xs[3] * r)) {
        infiniop__chain_free(w);
        return INFINI_STATUS_BAD_TENSOR_SHAPE;
    }
    /* [n, c, h, i, w, j] */
    shape[0] = xs[0], shape[1] = ys[1], shape[2] = xs[2], shape[3] = r, shape[4] = xs[3], shape[5] = r;
    xv[0] = xst[0], xv[1] = xst[1] * r * r, xv[2] = xst[2], xv[3] = xst[1] * r, xv[4] = xst[3], xv[5] = xst[1];
    yv[0] = yst[0], yv[1] = yst[1], yv[2] = yst[2] * r, yv[3] = yst[2], yv[4] = yst[3] * r, yv[5] = yst[3];
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_tensor_desc(&xd, xt, 6, shape, xv);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_tensor_desc(&yd, yt, 6, shape, yv);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_cast_descriptor(h, &w->op[0], yd, xd);
    if (xd) anyrt_destroy_tensor_desc(xd);
    if (yd) anyrt_destroy_tensor_desc(yd);
    return infiniop__chain_done(w, st, (void **)desc_ptr);
}

__INFINI_C __export infiniStatus_t infiniopPixelShuffle(infiniopPixelShuffleDescriptor_t desc, void *workspace, size_t workspace_size,
                                                        void *y, const void *x, void *stream) {
    const struct infiniop__chain *w = (const struct infiniop__chain *)desc;
    anyrt_stream_t s = (anyrt_stream_t)stream;
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    char *t[4], *own;
    size_t left;
    if (w == NULL) return INFINI_STATUS_NULL_POINTER;
    if (workspace_size < w->ws || (w->ws && workspace == NULL)) return INFINI_STATUS_INSUFFICIENT_WORKSPACE;
    for (int i = 0; i < 4; ++i) t[i] = w->tmp[i] ? (char *)workspace + infiniop__chain_off(w, i) : NULL;
    own = w->ws ? (char *)workspace + infiniop__chain_off(w, 4) : workspace;
    left = workspace_size - infiniop__chain_off(w, 4);
    (void)t;
    st = anyrt_cast(w->op[0], own, left, y, x, s);
    return infiniop__run_status(infiniop__chain_status(st, stream));
}

__INFINI_C __export infiniStatus_t infiniopGetPixelShuffleWorkspaceSize(infiniopPixelShuffleDescriptor_t desc, size_t *size) {
    if (desc == NULL || size == NULL) return INFINI_STATUS_NULL_POINTER;
    *size = ((struct infiniop__chain *)desc)->ws;
    return INFINI_STATUS_SUCCESS;
}

__INFINI_C __export infiniStatus_t infiniopDestroyPixelShuffleDescriptor(infiniopPixelShuffleDescriptor_t desc) {
    if (desc == NULL) return INFINI_STATUS_NULL_POINTER;
    infiniop__chain_free((struct infiniop__chain *)desc);
    return INFINI_STATUS_SUCCESS;
}

/* ---- rot (an adapter: x copied to the workspace and c, s cast there to x's dtype; then x = c*x + s*y and y = c*y - s*x in place) */
/* rot: (x, y) = (c*x + s*y, c*y - s*x) in place: x copied to the workspace, c and s cast to x's dtype
 * there, then mul and addcmul on x and on y. */
__INFINI_C __export infiniStatus_t infiniopCreateRotDescriptor(infiniopHandle_t handle, infiniopRotDescriptor_t *desc_ptr,
                                                               infiniopTensorDescriptor_t x, infiniopTensorDescriptor_t y,
                                                               infiniopTensorDescriptor_t c, infiniopTensorDescriptor_t s) {
    anyrt_dtype_t xt;
    anyrt_tensor_desc_t t0 = NULL, tc = NULL, ts = NULL;
    anyrt_tensor_desc_t X = (anyrt_tensor_desc_t)x, Y = (anyrt_tensor_desc_t)y;
    struct infiniop__chain *w;
    anyrt_op_handle_t h = (anyrt_op_handle_t)handle;
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    if (desc_ptr == NULL) return INFINI_STATUS_NULL_POINTER;
    w = (struct infiniop__chain *)calloc(1, sizeof *w);
    if (w == NULL) return INFINI_STATUS_INTERNAL_ERROR;
    st = anyrt_get_tensor_desc_info(X, &xt, NULL);
    if (st == ANYRT_STATUS_SUCCESS) st = infiniop__contiguous_like(X, ANYRT_DTYPE_INVALID, &t0, &w->tmp[0]);
    if (st == ANYRT_STATUS_SUCCESS) st = infiniop__contiguous_like((anyrt_tensor_desc_t)c, xt, &tc, &w->tmp[1]);
    if (st == ANYRT_STATUS_SUCCESS) st = infiniop__contiguous_like((anyrt_tensor_desc_t)s, xt, &ts, &w->tmp[2]);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_cast_descriptor(h, &w->op[0], t0, X);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_cast_descriptor(h, &w->op[1], tc, (anyrt_tensor_desc_t)c);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_cast_descriptor(h, &w->op[2], ts, (anyrt_tensor_desc_t)s);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_mul_descriptor(h, &w->op[3], X, X, tc);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_addcmul_descriptor(h, &w->op[4], X, X, ts, Y);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_mul_descriptor(h, &w->op[5], Y, Y, tc);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_addcmul_descriptor(h, &w->op[6], Y, Y, ts, t0);
    if (t0) anyrt_destroy_tensor_desc(t0);
    if (tc) anyrt_destroy_tensor_desc(tc);
    if (ts) anyrt_destroy_tensor_desc(ts);
    return infiniop__chain_done(w, st, (void **)desc_ptr);
}

__INFINI_C __export infiniStatus_t infiniopRot(infiniopRotDescriptor_t desc, void *workspace, size_t workspace_size, void *x, void *y,
                                               const void *c, const void *s, void *stream) {
    anyrt_stream_t q = (anyrt_stream_t)stream;
    const struct infiniop__chain *w = (const struct infiniop__chain *)desc;
    
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    char *t[4], *own;
    size_t left;
    if (w == NULL) return INFINI_STATUS_NULL_POINTER;
    if (workspace_size < w->ws || (w->ws && workspace == NULL)) return INFINI_STATUS_INSUFFICIENT_WORKSPACE;
    for (int i = 0; i < 4; ++i) t[i] = w->tmp[i] ? (char *)workspace + infiniop__chain_off(w, i) : NULL;
    own = w->ws ? (char *)workspace + infiniop__chain_off(w, 4) : workspace;
    left = workspace_size - infiniop__chain_off(w, 4);
    (void)t;
    st = anyrt_cast(w->op[0], own, left, t[0], x, q);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_cast(w->op[1], own, left, t[1], c, q);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_cast(w->op[2], own, left, t[2], s, q);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_mul(w->op[3], own, left, x, x, t[1], q);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_addcmul(w->op[4], own, left, x, x, t[2], y, 1.0f, q);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_mul(w->op[5], own, left, y, y, t[1], q);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_addcmul(w->op[6], own, left, y, y, t[2], t[0], -1.0f, q);
    return infiniop__run_status(infiniop__chain_status(st, stream));
}

__INFINI_C __export infiniStatus_t infiniopGetRotWorkspaceSize(infiniopRotDescriptor_t desc, size_t *size) {
    if (desc == NULL || size == NULL) return INFINI_STATUS_NULL_POINTER;
    *size = ((struct infiniop__chain *)desc)->ws;
    return INFINI_STATUS_SUCCESS;
}

__INFINI_C __export infiniStatus_t infiniopDestroyRotDescriptor(infiniopRotDescriptor_t desc) {
    if (desc == NULL) return INFINI_STATUS_NULL_POINTER;
    infiniop__chain_free((struct infiniop__chain *)desc);
    return INFINI_STATUS_SUCCESS;
}

/* ---- scal (an adapter: alpha cast to x's dtype in the workspace, then mul(x, x, alpha) in place, alpha broadcast) */
/* scal: x = alpha * x in place: alpha (one element, any dtype) cast to x's dtype, then mul broadcasting it. */
__INFINI_C __export infiniStatus_t infiniopCreateScalDescriptor(infiniopHandle_t handle, infiniopScalDescriptor_t *desc_ptr,
                                                                infiniopTensorDescriptor_t alpha, infiniopTensorDescriptor_t x) {
    anyrt_dtype_t xt;
    anyrt_tensor_desc_t t0 = NULL;
    struct infiniop__chain *w;
    anyrt_op_handle_t h = (anyrt_op_handle_t)handle;
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    if (desc_ptr == NULL) return INFINI_STATUS_NULL_POINTER;
    w = (struct infiniop__chain *)calloc(1, sizeof *w);
    if (w == NULL) return INFINI_STATUS_INTERNAL_ERROR;
    st = anyrt_get_tensor_desc_info((anyrt_tensor_desc_t)x, &xt, NULL);
    if (st == ANYRT_STATUS_SUCCESS) st = infiniop__contiguous_like((anyrt_tensor_desc_t)alpha, xt, &t0, &w->tmp[0]);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_cast_descriptor(h, &w->op[0], t0, (anyrt_tensor_desc_t)alpha);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_mul_descriptor(h, &w->op[1], (anyrt_tensor_desc_t)x, (anyrt_tensor_desc_t)x, t0);
    if (t0) anyrt_destroy_tensor_desc(t0);
    return infiniop__chain_done(w, st, (void **)desc_ptr);
}

__INFINI_C __export infiniStatus_t infiniopScal(infiniopScalDescriptor_t desc, void *workspace, size_t workspace_size, const void *alpha,
                                                void *x, void *stream) {
    const struct infiniop__chain *w = (const struct infiniop__chain *)desc;
    anyrt_stream_t s = (anyrt_stream_t)stream;
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    char *t[4], *own;
    size_t left;
    if (w == NULL) return INFINI_STATUS_NULL_POINTER;
    if (workspace_size < w->ws || (w->ws && workspace == NULL)) return INFINI_STATUS_INSUFFICIENT_WORKSPACE;
    for (int i = 0; i < 4; ++i) t[i] = w->tmp[i] ? (char *)workspace + infiniop__chain_off(w, i) : NULL;
    own = w->ws ? (char *)workspace + infiniop__chain_off(w, 4) : workspace;
    left = workspace_size - infiniop__chain_off(w, 4);
    (void)t;
    st = anyrt_cast(w->op[0], own, left, t[0], alpha, s);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_mul(w->op[1], own, left, x, x, t[0], s);
    return infiniop__run_status(infiniop__chain_status(st, stream));
}

__INFINI_C __export infiniStatus_t infiniopGetScalWorkspaceSize(infiniopScalDescriptor_t desc, size_t *size) {
    if (desc == NULL || size == NULL) return INFINI_STATUS_NULL_POINTER;
    *size = ((struct infiniop__chain *)desc)->ws;
    return INFINI_STATUS_SUCCESS;
}

__INFINI_C __export infiniStatus_t infiniopDestroyScalDescriptor(infiniopScalDescriptor_t desc) {
    if (desc == NULL) return INFINI_STATUS_NULL_POINTER;
    infiniop__chain_free((struct infiniop__chain *)desc);
    return INFINI_STATUS_SUCCESS;
}

/* ---- scatter (an adapter: input copied to output, then updates assigned (reduction 0) or added (1) in place along `axis` (moved last), on output's view of indices' size; multiply (2): NOT_IMPLEMENTED) */
/* InfiniOP's scatter: output = input, then each update written (reduction 0), added (1) or multiplied
 * (2) at its index along `axis`; indices may be smaller than output in every dim (torch.scatter). anyrt:
 * input copied to output (cast), then scatter (0) or scatter_add (1) in place on the view of output of
 * indices' size off the axis, `axis` moved last in every view. Multiplying is anyrt's to add
 * (NOT_IMPLEMENTED). */
struct infiniop__scatter {
    anyrt_op_desc_t copy, op;
    bool add; /* op is scatter_add's */
};

static void infiniop__scatter_free(struct infiniop__scatter *w) {
    if (w->copy) anyrt_destroy_op_desc(w->copy);
    if (w->op) anyrt_destroy_op_desc(w->op);
    free(w);
}

__INFINI_C __export infiniStatus_t infiniopCreateScatterDescriptor(infiniopHandle_t handle, infiniopScatterDescriptor_t *desc_ptr,
                                                                   infiniopTensorDescriptor_t output, infiniopTensorDescriptor_t input,
                                                                   infiniopTensorDescriptor_t indices,
                                                                   infiniopTensorDescriptor_t updates, int axis, int reduction) {
    struct infiniop__scatter *w;
    anyrt_dtype_t yt, it;
    int yn = 0, in = 0;
    int64_t yshape[64], ystrides[64], ishape[64], istrides[64];
    anyrt_tensor_desc_t sub = NULL, subv = NULL, iv = NULL, uv = NULL;
    anyrt_status_t st;
    if (desc_ptr == NULL || output == NULL || input == NULL || indices == NULL || updates == NULL) return INFINI_STATUS_NULL_POINTER;
    if (reduction == 2) return INFINI_STATUS_NOT_IMPLEMENTED;
    if (reduction < 0 || reduction > 2) return INFINI_STATUS_BAD_PARAM;
    st = infiniop__dims_of((anyrt_tensor_desc_t)output, &yt, &yn, yshape, ystrides);
    if (st == ANYRT_STATUS_SUCCESS) st = infiniop__dims_of((anyrt_tensor_desc_t)indices, &it, &in, ishape, istrides);
    if (st != ANYRT_STATUS_SUCCESS) return infiniop__status(st);
    if (axis < 0) axis += yn;
    if (axis < 0 || axis >= yn) return INFINI_STATUS_BAD_PARAM;
    if (in != yn) return INFINI_STATUS_BAD_TENSOR_SHAPE;
    for (int i = 0; i < yn; ++i) {
        if (i != axis && ishape[i] > yshape[i]) return INFINI_STATUS_BAD_TENSOR_SHAPE;
        ishape[i] = i == axis ? yshape[i] : ishape[i]; /* the view's shape: indices' off the axis */
    }
    w = (struct infiniop__scatter *)calloc(1, sizeof *w);
    if (w == NULL) return INFINI_STATUS_INTERNAL_ERROR;
    st = anyrt_create_cast_descriptor((anyrt_op_handle_t)handle, &w->copy, (anyrt_tensor_desc_t)output, (anyrt_tensor_desc_t)input);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_tensor_desc(&sub, yt, yn, ishape, ystrides);
    if (st == ANYRT_STATUS_SUCCESS) st = infiniop__dim_last_view(sub, axis, &subv);
    if (st == ANYRT_STATUS_SUCCESS) st = infiniop__dim_last_view((anyrt_tensor_desc_t)indices, axis, &iv);
    if (st == ANYRT_STATUS_SUCCESS) st = infiniop__dim_last_view((anyrt_tensor_desc_t)updates, axis, &uv);
    if (st == ANYRT_STATUS_SUCCESS)
        st = (reduction == 0 ? anyrt_create_scatter_descriptor : anyrt_create_scatter_add_descriptor)((anyrt_op_handle_t)handle, &w->op,
                                                                                                      subv, subv, iv, uv);
    if (sub) anyrt_destroy_tensor_desc(sub);
    if (subv) anyrt_destroy_tensor_desc(subv);
    if (iv) anyrt_destroy_tensor_desc(iv);
    if (uv) anyrt_destroy_tensor_desc(uv);
    if (st != ANYRT_STATUS_SUCCESS) {
        infiniop__scatter_free(w);
        return infiniop__status(st);
    }
    w->add = reduction == 1;
    *desc_ptr = (infiniopScatterDescriptor_t)w;
    return INFINI_STATUS_SUCCESS;
}

__INFINI_C __export infiniStatus_t infiniopGetScatterWorkspaceSize(infiniopScatterDescriptor_t desc, size_t *size) {
    const struct infiniop__scatter *w = (const struct infiniop__scatter *)desc;
    size_t a = 0, b = 0;
    anyrt_status_t st;
    if (w == NULL || size == NULL) return INFINI_STATUS_NULL_POINTER;
    st = anyrt_get_op_workspace_size(w->copy, &a);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_get_op_workspace_size(w->op, &b);
    if (st == ANYRT_STATUS_SUCCESS) *size = a > b ? a : b;
    return infiniop__status(st);
}

__INFINI_C __export infiniStatus_t infiniopScatter(infiniopScatterDescriptor_t desc, void *workspace, size_t workspace_size, void *output,
                                                   const void *input, const void *indices, const void *updates, void *stream) {
    const struct infiniop__scatter *w = (const struct infiniop__scatter *)desc;
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    if (w == NULL) return INFINI_STATUS_NULL_POINTER;
    if (output != input) st = anyrt_cast(w->copy, workspace, workspace_size, output, input, (anyrt_stream_t)stream);
    if (st == ANYRT_STATUS_SUCCESS)
        st = (w->add ? anyrt_scatter_add : anyrt_scatter)(w->op, workspace, workspace_size, output, output, indices, updates,
                                                          (anyrt_stream_t)stream);
    return infiniop__run_status(infiniop__complete_on_cpu(st, stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyScatterDescriptor(infiniopScatterDescriptor_t desc) {
    if (desc == NULL) return INFINI_STATUS_NULL_POINTER;
    infiniop__scatter_free((struct infiniop__scatter *)desc);
    return INFINI_STATUS_SUCCESS;
}

/* ---- topk (an adapter: `dim` moved last; k, dim, largest at create, a run naming others refused; always sorted (one order `sorted` false allows)) */
/* InfiniOP's create and run both take k, dim, largest and sorted; anyrt's topk works along the last dim,
 * sorted, k and largest at create: the views move `dim` last; a run naming other values than its
 * create is refused (BAD_PARAM). sorted false allows any order: anyrt's sorted one is one of them.
 * indices may be int32 (InfiniOP's cpu kernel writes int32 whatever the descriptor says) or int64. */
struct infiniop__topk {
    anyrt_op_desc_t op;
    size_t k, dim;
    bool largest;
};

__INFINI_C __export infiniStatus_t infiniopCreateTopKDescriptor(infiniopHandle_t handle, infiniopTopKDescriptor_t *desc_ptr,
                                                                infiniopTensorDescriptor_t values_output_desc,
                                                                infiniopTensorDescriptor_t indices_output_desc,
                                                                infiniopTensorDescriptor_t input_desc, size_t k, size_t dim,
                                                                bool largest, bool sorted) {
    struct infiniop__topk *w;
    anyrt_tensor_desc_t v = NULL, i = NULL, x = NULL;
    anyrt_status_t st;
    (void)sorted;
    if (desc_ptr == NULL || values_output_desc == NULL || indices_output_desc == NULL || input_desc == NULL)
        return INFINI_STATUS_NULL_POINTER;
    if (k > (size_t)INT_MAX || dim > (size_t)INT_MAX) return INFINI_STATUS_BAD_PARAM;
    w = (struct infiniop__topk *)calloc(1, sizeof *w);
    if (w == NULL) return INFINI_STATUS_INTERNAL_ERROR;
    st = infiniop__dim_last_view((anyrt_tensor_desc_t)values_output_desc, (int64_t)dim, &v);
    if (st == ANYRT_STATUS_SUCCESS) st = infiniop__dim_last_view((anyrt_tensor_desc_t)indices_output_desc, (int64_t)dim, &i);
    if (st == ANYRT_STATUS_SUCCESS) st = infiniop__dim_last_view((anyrt_tensor_desc_t)input_desc, (int64_t)dim, &x);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_create_topk_descriptor((anyrt_op_handle_t)handle, &w->op, v, i, x, (int)k, largest);
    if (v) anyrt_destroy_tensor_desc(v);
    if (i) anyrt_destroy_tensor_desc(i);
    if (x) anyrt_destroy_tensor_desc(x);
    if (st != ANYRT_STATUS_SUCCESS) {
        free(w);
        return infiniop__status(st);
    }
    w->k = k;
    w->dim = dim;
    w->largest = largest;
    *desc_ptr = (infiniopTopKDescriptor_t)w;
    return INFINI_STATUS_SUCCESS;
}

__INFINI_C __export infiniStatus_t infiniopGetTopKWorkspaceSize(infiniopTopKDescriptor_t desc, size_t *size) {
    if (desc == NULL) return INFINI_STATUS_NULL_POINTER;
    return infiniop__status(anyrt_get_op_workspace_size(((struct infiniop__topk *)desc)->op, size));
}

__INFINI_C __export infiniStatus_t infiniopTopK(infiniopTopKDescriptor_t desc, void *workspace, size_t workspace_size,
                                                void *values_output, void *indices_output, const void *input, size_t k, size_t dim,
                                                bool largest, bool sorted, void *stream) {
    const struct infiniop__topk *w = (const struct infiniop__topk *)desc;
    (void)sorted;
    if (w == NULL) return INFINI_STATUS_NULL_POINTER;
    if (k != w->k || dim != w->dim || largest != w->largest) return INFINI_STATUS_BAD_PARAM;
    return infiniop__run_status(infiniop__complete_on_cpu(
        anyrt_topk(w->op, workspace, workspace_size, values_output, indices_output, input, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyTopKDescriptor(infiniopTopKDescriptor_t desc) {
    if (desc == NULL) return INFINI_STATUS_NULL_POINTER;
    anyrt_destroy_op_desc(((struct infiniop__topk *)desc)->op);
    free(desc);
    return INFINI_STATUS_SUCCESS;
}

/* ---- var (an adapter: `unbiased` is correction 1 or 0; the reduced dims and keepdim as sum's) */
/* InfiniOP's var names the reduced dims and `unbiased` at create and run: anyrt's var (correction 1 or
 * 0) on the keepdim view of the output, as sum's; a run naming other dims or another `unbiased` runs a
 * descriptor made for them. */
static anyrt_status_t infiniop__var_unbiased(anyrt_op_handle_t h, anyrt_op_desc_t *d, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    return anyrt_create_var_descriptor(h, d, y, x, 1.0f);
}

static anyrt_status_t infiniop__var_biased(anyrt_op_handle_t h, anyrt_op_desc_t *d, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    return anyrt_create_var_descriptor(h, d, y, x, 0.0f);
}

static infiniop__reduce_create_t infiniop__var_create(bool unbiased) {
    return unbiased ? infiniop__var_unbiased : infiniop__var_biased;
}

__INFINI_C __export infiniStatus_t infiniopCreateVarDescriptor(infiniopHandle_t handle, infiniopVarDescriptor_t *desc_ptr,
                                                               infiniopTensorDescriptor_t var_output_desc,
                                                               infiniopTensorDescriptor_t input_desc, size_t *dim, size_t dim_size,
                                                               bool unbiased, bool keepdim) {
    struct infiniop__reduction *w = NULL;
    infiniStatus_t s;
    (void)keepdim; /* the output's rank says it */
    if (desc_ptr == NULL) return INFINI_STATUS_NULL_POINTER;
    s = infiniop__reduction_create(infiniop__var_create(unbiased), handle, &w, var_output_desc, input_desc, dim, dim_size);
    if (s == INFINI_STATUS_SUCCESS) *desc_ptr = (infiniopVarDescriptor_t)w;
    return s;
}

__INFINI_C __export infiniStatus_t infiniopGetVarWorkspaceSize(infiniopVarDescriptor_t desc, size_t *size) {
    if (desc == NULL) return INFINI_STATUS_NULL_POINTER;
    return infiniop__status(anyrt_get_op_workspace_size(((struct infiniop__reduction *)desc)->op, size));
}

__INFINI_C __export infiniStatus_t infiniopVar(infiniopVarDescriptor_t desc, void *workspace, size_t workspace_size, void *var_output,
                                               const void *input, size_t *dim, size_t dim_size, bool unbiased, bool keepdim,
                                               void *stream) {
    (void)keepdim;
    return infiniop__reduction_run(infiniop__var_create(unbiased), anyrt_var, desc, workspace, workspace_size, var_output, input,
                                   dim, dim_size, stream);
}

__INFINI_C __export infiniStatus_t infiniopDestroyVarDescriptor(infiniopVarDescriptor_t desc) {
    if (desc == NULL) return INFINI_STATUS_NULL_POINTER;
    infiniop__reduction_free((struct infiniop__reduction *)desc);
    return INFINI_STATUS_SUCCESS;
}

/* ---- var_mean (an adapter: var's reduction, then mean's over the same dims, sharing the workspace) */
/* var_mean: var's reduction (above) and mean's over the same dims, one after the other on the stream,
 * sharing the workspace (the larger of the two). */
struct infiniop__var_mean {
    struct infiniop__reduction *var, *mean;
};

static void infiniop__var_mean_free(struct infiniop__var_mean *w) {
    if (w->var) infiniop__reduction_free(w->var);
    if (w->mean) infiniop__reduction_free(w->mean);
    free(w);
}

__INFINI_C __export infiniStatus_t infiniopCreateVarMeanDescriptor(infiniopHandle_t handle, infiniopVarMeanDescriptor_t *desc_ptr,
                                                                   infiniopTensorDescriptor_t var_output_desc,
                                                                   infiniopTensorDescriptor_t mean_output_desc,
                                                                   infiniopTensorDescriptor_t input_desc, size_t *dim,
                                                                   size_t dim_size, bool unbiased, bool keepdim) {
    struct infiniop__var_mean *w;
    infiniStatus_t s;
    (void)keepdim;
    if (desc_ptr == NULL) return INFINI_STATUS_NULL_POINTER;
    w = (struct infiniop__var_mean *)calloc(1, sizeof *w);
    if (w == NULL) return INFINI_STATUS_INTERNAL_ERROR;
    s = infiniop__reduction_create(infiniop__var_create(unbiased), handle, &w->var, var_output_desc, input_desc, dim, dim_size);
    if (s == INFINI_STATUS_SUCCESS)
        s = infiniop__reduction_create(anyrt_create_mean_descriptor, handle, &w->mean, mean_output_desc, input_desc, dim, dim_size);
    if (s != INFINI_STATUS_SUCCESS) {
        infiniop__var_mean_free(w);
        return s;
    }
    *desc_ptr = (infiniopVarMeanDescriptor_t)w;
    return INFINI_STATUS_SUCCESS;
}

__INFINI_C __export infiniStatus_t infiniopGetVarMeanWorkspaceSize(infiniopVarMeanDescriptor_t desc, size_t *size) {
    const struct infiniop__var_mean *w = (const struct infiniop__var_mean *)desc;
    size_t a = 0, b = 0;
    anyrt_status_t st;
    if (w == NULL || size == NULL) return INFINI_STATUS_NULL_POINTER;
    st = anyrt_get_op_workspace_size(w->var->op, &a);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_get_op_workspace_size(w->mean->op, &b);
    if (st == ANYRT_STATUS_SUCCESS) *size = a > b ? a : b;
    return infiniop__status(st);
}

__INFINI_C __export infiniStatus_t infiniopVarMean(infiniopVarMeanDescriptor_t desc, void *workspace, size_t workspace_size,
                                                   void *var_output, void *mean_output, const void *input, size_t *dim,
                                                   size_t dim_size, bool unbiased, bool keepdim, void *stream) {
    const struct infiniop__var_mean *w = (const struct infiniop__var_mean *)desc;
    infiniStatus_t s;
    (void)keepdim;
    if (w == NULL) return INFINI_STATUS_NULL_POINTER;
    s = infiniop__reduction_run(infiniop__var_create(unbiased), anyrt_var, w->var, workspace, workspace_size, var_output, input, dim,
                                dim_size, stream);
    if (s != INFINI_STATUS_SUCCESS) return s;
    return infiniop__reduction_run(NULL, anyrt_mean, w->mean, workspace, workspace_size, mean_output, input, dim, dim_size, stream);
}

__INFINI_C __export infiniStatus_t infiniopDestroyVarMeanDescriptor(infiniopVarMeanDescriptor_t desc) {
    if (desc == NULL) return INFINI_STATUS_NULL_POINTER;
    infiniop__var_mean_free((struct infiniop__var_mean *)desc);
    return INFINI_STATUS_SUCCESS;
}

/* ---- InfiniCore's functions anyrt does not serve (generated/docs/compat.md says why). Exported so
 * that programs built for InfiniCore link and load (its test harness binds every operator's
 * functions when it starts); each has InfiniCore's signature, as its header declares it, reads no
 * argument and answers INFINI_STATUS_NOT_IMPLEMENTED. */
__INFINI_C __export infiniStatus_t infiniopAdaptiveAvgPool1d(infiniopAdaptiveAvgPool1dDescriptor_t desc, void* workspace, size_t workspace_size, void* output, const void* input, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)output;
    (void)input;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopAdaptiveAvgPool3D(infiniopAdaptiveAvgPool3DDescriptor_t desc, void* workspace, size_t workspace_size, void* y, const void* x, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)y;
    (void)x;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopAdaptiveMaxPool1d(infiniopAdaptiveMaxPool1dDescriptor_t desc, void* workspace, size_t workspace_size, void* y, const void* x, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)y;
    (void)x;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopAddbmm(infiniopAddbmmDescriptor_t desc, void* workspace, size_t workspace_size, void* output, const void* input, const void* batch1, const void* batch2, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)output;
    (void)input;
    (void)batch1;
    (void)batch2;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopAddr(infiniopAddrDescriptor_t desc, void* workspace, size_t workspace_size, void* out, const void* input, const void* vec1, const void* vec2, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)out;
    (void)input;
    (void)vec1;
    (void)vec2;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopAffineGrid(infiniopAffineGridDescriptor_t desc, void* workspace, size_t workspace_size, void* output, const void* input, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)output;
    (void)input;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopAwqMarlinGemm(infiniopAwqMarlinGemmDescriptor_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, void* b_bias, void* b_scales, void* a_scales, void* global_scales, void* b_zeros, void* g_idx, void* perm, int64_t b_q_type_id, bool is_k_full, bool use_atomic_add, bool use_fp32_reduce, bool is_zp_float, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)c;
    (void)a;
    (void)b;
    (void)b_bias;
    (void)b_scales;
    (void)a_scales;
    (void)global_scales;
    (void)b_zeros;
    (void)g_idx;
    (void)perm;
    (void)b_q_type_id;
    (void)is_k_full;
    (void)use_atomic_add;
    (void)use_fp32_reduce;
    (void)is_zp_float;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopAwqMarlinRepack(infiniopAwqMarlinRepackDescriptor_t desc, void* workspace, size_t workspace_size, void* output, const void* input, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)output;
    (void)input;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopBCEWithLogits(infiniopBCEWithLogitsDescriptor_t desc, void* workspace, size_t workspace_size, void* out, const void* logits, const void* target, const void* weight, const void* pos_weight, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)out;
    (void)logits;
    (void)target;
    (void)weight;
    (void)pos_weight;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopBlasAmax(infiniopBlasAmaxDescriptor_t desc, void* workspace, size_t workspace_size, const void* x, void* result, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)x;
    (void)result;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopBlasAmin(infiniopBlasAminDescriptor_t desc, void* workspace, size_t workspace_size, const void* x, void* result, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)x;
    (void)result;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopBlockDiag(infiniopBlockDiagDescriptor_t desc, void* workspace, size_t workspace_size, void* y, const void** x, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)y;
    (void)x;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCausalConv1d(infiniopCausalConv1dDescriptor_t desc, void* workspace, size_t workspace_size, void* out, void* conv_state, void* final_conv_state, const void* qkv, const void* weight, const void* bias, const void* cu_seqlens, const void* initial_state_indices, const void* final_state_indices, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)out;
    (void)conv_state;
    (void)final_conv_state;
    (void)qkv;
    (void)weight;
    (void)bias;
    (void)cu_seqlens;
    (void)initial_state_indices;
    (void)final_state_indices;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCdist(infiniopCdistDescriptor_t desc, void* workspace, size_t workspace_size, void* y, const void* x1, const void* x2, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)y;
    (void)x1;
    (void)x2;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopChunkGatedDeltaRule(infiniopChunkGatedDeltaRuleDescriptor_t desc, void* workspace, size_t workspace_size, void* out, void* initial_state, void* final_state, const void* q, const void* k, const void* v, const void* g, const void* beta, const void* cu_seqlens, const void* initial_state_indices, const void* final_state_indices, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)out;
    (void)initial_state;
    (void)final_state;
    (void)q;
    (void)k;
    (void)v;
    (void)g;
    (void)beta;
    (void)cu_seqlens;
    (void)initial_state_indices;
    (void)final_state_indices;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateAdaptiveAvgPool1dDescriptor(infiniopHandle_t handle, infiniopAdaptiveAvgPool1dDescriptor_t* desc_ptr, infiniopTensorDescriptor_t out_desc, infiniopTensorDescriptor_t input_desc) {
    (void)handle;
    (void)desc_ptr;
    (void)out_desc;
    (void)input_desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateAdaptiveAvgPool3DDescriptor(infiniopHandle_t handle, infiniopAdaptiveAvgPool3DDescriptor_t* desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x, size_t* output_size) {
    (void)handle;
    (void)desc_ptr;
    (void)y;
    (void)x;
    (void)output_size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateAdaptiveMaxPool1dDescriptor(infiniopHandle_t handle, infiniopAdaptiveMaxPool1dDescriptor_t* desc, infiniopTensorDescriptor_t y_desc, infiniopTensorDescriptor_t x_desc, size_t output_size) {
    (void)handle;
    (void)desc;
    (void)y_desc;
    (void)x_desc;
    (void)output_size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateAddbmmDescriptor(infiniopHandle_t handle, infiniopAddbmmDescriptor_t* desc_ptr, infiniopTensorDescriptor_t out_desc, infiniopTensorDescriptor_t input_desc, infiniopTensorDescriptor_t batch1_desc, infiniopTensorDescriptor_t batch2_desc, float alpha, float beta) {
    (void)handle;
    (void)desc_ptr;
    (void)out_desc;
    (void)input_desc;
    (void)batch1_desc;
    (void)batch2_desc;
    (void)alpha;
    (void)beta;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateAddrDescriptor(infiniopHandle_t handle, infiniopAddrDescriptor_t* desc_ptr, infiniopTensorDescriptor_t out, infiniopTensorDescriptor_t input, infiniopTensorDescriptor_t vec1, infiniopTensorDescriptor_t vec2, float beta, float alpha) {
    (void)handle;
    (void)desc_ptr;
    (void)out;
    (void)input;
    (void)vec1;
    (void)vec2;
    (void)beta;
    (void)alpha;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateAffineGridDescriptor(infiniopHandle_t handle, infiniopAffineGridDescriptor_t* desc_ptr, infiniopTensorDescriptor_t output_desc, infiniopTensorDescriptor_t input_desc, uint8_t align_corners) {
    (void)handle;
    (void)desc_ptr;
    (void)output_desc;
    (void)input_desc;
    (void)align_corners;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateAwqMarlinGemmDescriptor(infiniopHandle_t handle, infiniopAwqMarlinGemmDescriptor_t* desc_ptr, infiniopTensorDescriptor_t out_desc, infiniopTensorDescriptor_t a_desc, infiniopTensorDescriptor_t b_desc, infiniopTensorDescriptor_t b_bias_desc, infiniopTensorDescriptor_t b_scales_desc, infiniopTensorDescriptor_t a_scales_desc, infiniopTensorDescriptor_t global_scales_desc, infiniopTensorDescriptor_t b_zeros_desc, infiniopTensorDescriptor_t g_idx_desc, infiniopTensorDescriptor_t perm_desc) {
    (void)handle;
    (void)desc_ptr;
    (void)out_desc;
    (void)a_desc;
    (void)b_desc;
    (void)b_bias_desc;
    (void)b_scales_desc;
    (void)a_scales_desc;
    (void)global_scales_desc;
    (void)b_zeros_desc;
    (void)g_idx_desc;
    (void)perm_desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateAwqMarlinRepackDescriptor(infiniopHandle_t handle, infiniopAwqMarlinRepackDescriptor_t* desc_ptr, infiniopTensorDescriptor_t output_desc, infiniopTensorDescriptor_t input_desc, int64_t num_bits, bool is_a_8bit) {
    (void)handle;
    (void)desc_ptr;
    (void)output_desc;
    (void)input_desc;
    (void)num_bits;
    (void)is_a_8bit;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateBCEWithLogitsDescriptor(infiniopHandle_t handle, infiniopBCEWithLogitsDescriptor_t* desc_ptr, infiniopTensorDescriptor_t out, infiniopTensorDescriptor_t logits, infiniopTensorDescriptor_t target, infiniopTensorDescriptor_t weight, infiniopTensorDescriptor_t pos_weight, infiniopReduction_t reduction) {
    (void)handle;
    (void)desc_ptr;
    (void)out;
    (void)logits;
    (void)target;
    (void)weight;
    (void)pos_weight;
    (void)reduction;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateBlasAmaxDescriptor(infiniopHandle_t handle, infiniopBlasAmaxDescriptor_t* desc_ptr, infiniopTensorDescriptor_t x, infiniopTensorDescriptor_t result) {
    (void)handle;
    (void)desc_ptr;
    (void)x;
    (void)result;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateBlasAminDescriptor(infiniopHandle_t handle, infiniopBlasAminDescriptor_t* desc_ptr, infiniopTensorDescriptor_t x, infiniopTensorDescriptor_t result) {
    (void)handle;
    (void)desc_ptr;
    (void)x;
    (void)result;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateBlockDiagDescriptor(infiniopHandle_t handle, infiniopBlockDiagDescriptor_t* desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t* x, size_t num_inputs) {
    (void)handle;
    (void)desc_ptr;
    (void)y;
    (void)x;
    (void)num_inputs;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateCausalConv1dDescriptor(infiniopHandle_t handle, infiniopCausalConv1dDescriptor_t* desc_ptr, infiniopTensorDescriptor_t out_desc, infiniopTensorDescriptor_t conv_state_desc, infiniopTensorDescriptor_t final_conv_state_desc, infiniopTensorDescriptor_t qkv_desc, infiniopTensorDescriptor_t weight_desc, infiniopTensorDescriptor_t bias_desc, infiniopTensorDescriptor_t cu_seqlens_desc, infiniopTensorDescriptor_t initial_state_indices_desc, infiniopTensorDescriptor_t final_state_indices_desc) {
    (void)handle;
    (void)desc_ptr;
    (void)out_desc;
    (void)conv_state_desc;
    (void)final_conv_state_desc;
    (void)qkv_desc;
    (void)weight_desc;
    (void)bias_desc;
    (void)cu_seqlens_desc;
    (void)initial_state_indices_desc;
    (void)final_state_indices_desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateCdistDescriptor(infiniopHandle_t handle, infiniopCdistDescriptor_t* desc_ptr, infiniopTensorDescriptor_t y_desc, infiniopTensorDescriptor_t x1_desc, infiniopTensorDescriptor_t x2_desc, double p) {
    (void)handle;
    (void)desc_ptr;
    (void)y_desc;
    (void)x1_desc;
    (void)x2_desc;
    (void)p;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateChunkGatedDeltaRuleDescriptor(infiniopHandle_t handle, infiniopChunkGatedDeltaRuleDescriptor_t* desc_ptr, infiniopTensorDescriptor_t out_desc, infiniopTensorDescriptor_t initial_state_desc, infiniopTensorDescriptor_t final_state_desc, infiniopTensorDescriptor_t q_desc, infiniopTensorDescriptor_t k_desc, infiniopTensorDescriptor_t v_desc, infiniopTensorDescriptor_t g_desc, infiniopTensorDescriptor_t beta_desc, infiniopTensorDescriptor_t cu_seqlens_desc, infiniopTensorDescriptor_t initial_state_indices_desc, infiniopTensorDescriptor_t final_state_indices_desc, bool use_qk_l2norm, size_t chunk_size) {
    (void)handle;
    (void)desc_ptr;
    (void)out_desc;
    (void)initial_state_desc;
    (void)final_state_desc;
    (void)q_desc;
    (void)k_desc;
    (void)v_desc;
    (void)g_desc;
    (void)beta_desc;
    (void)cu_seqlens_desc;
    (void)initial_state_indices_desc;
    (void)final_state_indices_desc;
    (void)use_qk_l2norm;
    (void)chunk_size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateDeepseekMoeDescriptor(infiniopHandle_t handle, infiniopDeepseekMoeDescriptor_t* desc_ptr, infiniopTensorDescriptor_t out_desc, infiniopTensorDescriptor_t hidden_desc, infiniopTensorDescriptor_t topk_indices_desc, infiniopTensorDescriptor_t topk_weights_desc, size_t intermediate_size, size_t num_experts) {
    (void)handle;
    (void)desc_ptr;
    (void)out_desc;
    (void)hidden_desc;
    (void)topk_indices_desc;
    (void)topk_weights_desc;
    (void)intermediate_size;
    (void)num_experts;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateDiffDescriptor(infiniopHandle_t handle, infiniopDiffDescriptor_t* desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x, int dim, int n) {
    (void)handle;
    (void)desc_ptr;
    (void)y;
    (void)x;
    (void)dim;
    (void)n;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateDigammaDescriptor(infiniopHandle_t handle, infiniopDigammaDescriptor_t* desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x) {
    (void)handle;
    (void)desc_ptr;
    (void)y;
    (void)x;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateDistDescriptor(infiniopHandle_t handle, infiniopDistDescriptor_t* desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x1, infiniopTensorDescriptor_t x2, double p) {
    (void)handle;
    (void)desc_ptr;
    (void)y;
    (void)x1;
    (void)x2;
    (void)p;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateErfinvDescriptor(infiniopHandle_t handle, infiniopErfinvDescriptor_t* desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x) {
    (void)handle;
    (void)desc_ptr;
    (void)y;
    (void)x;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateFlashAttentionDescriptor(infiniopHandle_t handle, infiniopFlashAttentionDescriptor_t* desc_ptr, infiniopTensorDescriptor_t out_desc, infiniopTensorDescriptor_t q_desc, infiniopTensorDescriptor_t k_desc, infiniopTensorDescriptor_t v_desc, infiniopTensorDescriptor_t total_kv_len, float scale, char is_causal) {
    (void)handle;
    (void)desc_ptr;
    (void)out_desc;
    (void)q_desc;
    (void)k_desc;
    (void)v_desc;
    (void)total_kv_len;
    (void)scale;
    (void)is_causal;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateFloatPowerDescriptor(infiniopHandle_t handle, infiniopFloatPowerDescriptor_t* desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x, infiniopTensorDescriptor_t exponent, float scalar_exponent) {
    (void)handle;
    (void)desc_ptr;
    (void)y;
    (void)x;
    (void)exponent;
    (void)scalar_exponent;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateFp8IndexerLogitsDescriptor(infiniopHandle_t handle, infiniopFp8IndexerLogitsDescriptor_t* desc_ptr, infiniopTensorDescriptor_t logits_desc, infiniopTensorDescriptor_t q_fp8_desc, infiniopTensorDescriptor_t kv_cache_desc, infiniopTensorDescriptor_t block_tables_desc, infiniopTensorDescriptor_t weights_fp32_desc, infiniopTensorDescriptor_t positions_desc, infiniopTensorDescriptor_t request_ids_desc) {
    (void)handle;
    (void)desc_ptr;
    (void)logits_desc;
    (void)q_fp8_desc;
    (void)kv_cache_desc;
    (void)block_tables_desc;
    (void)weights_fp32_desc;
    (void)positions_desc;
    (void)request_ids_desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateFp8IndexerQuantDescriptor(infiniopHandle_t handle, infiniopFp8IndexerQuantDescriptor_t* desc_ptr, infiniopTensorDescriptor_t q_fp8_desc, infiniopTensorDescriptor_t weights_fp32_desc, infiniopTensorDescriptor_t q_desc, infiniopTensorDescriptor_t weights_desc) {
    (void)handle;
    (void)desc_ptr;
    (void)q_fp8_desc;
    (void)weights_fp32_desc;
    (void)q_desc;
    (void)weights_desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateFp8MlaRmsnormCacheDescriptor(infiniopHandle_t handle, infiniopFp8MlaRmsnormCacheDescriptor_t* desc_ptr, infiniopTensorDescriptor_t cache_desc, infiniopTensorDescriptor_t vendor_cache_desc, infiniopTensorDescriptor_t compressed_kv_desc, infiniopTensorDescriptor_t norm_weight_desc, infiniopTensorDescriptor_t rope_desc, infiniopTensorDescriptor_t slot_mapping_desc, double eps) {
    (void)handle;
    (void)desc_ptr;
    (void)cache_desc;
    (void)vendor_cache_desc;
    (void)compressed_kv_desc;
    (void)norm_weight_desc;
    (void)rope_desc;
    (void)slot_mapping_desc;
    (void)eps;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateFp8SparseMlaDescriptor(infiniopHandle_t handle, infiniopFp8SparseMlaDescriptor_t* desc_ptr, infiniopTensorDescriptor_t output_desc, infiniopTensorDescriptor_t query_desc, infiniopTensorDescriptor_t kv_cache_desc, infiniopTensorDescriptor_t indices_desc, infiniopTensorDescriptor_t topk_lens_desc, float scale) {
    (void)handle;
    (void)desc_ptr;
    (void)output_desc;
    (void)query_desc;
    (void)kv_cache_desc;
    (void)indices_desc;
    (void)topk_lens_desc;
    (void)scale;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateFusedFFNDescriptor(infiniopHandle_t handle, infiniopFusedFFNDescriptor_t* desc_ptr, infiniopTensorDescriptor_t out_desc, infiniopTensorDescriptor_t in_desc, infiniopTensorDescriptor_t residual_desc, infiniopTensorDescriptor_t norm_weight_desc, infiniopTensorDescriptor_t gate_up_weight_desc, infiniopTensorDescriptor_t down_weight_desc, float epsilon) {
    (void)handle;
    (void)desc_ptr;
    (void)out_desc;
    (void)in_desc;
    (void)residual_desc;
    (void)norm_weight_desc;
    (void)gate_up_weight_desc;
    (void)down_weight_desc;
    (void)epsilon;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateFusedFp8IndexerDescriptor(infiniopHandle_t handle, infiniopFusedFp8IndexerDescriptor_t* desc_ptr, infiniopTensorDescriptor_t q_fp8_desc, infiniopTensorDescriptor_t weights_fp32_desc, infiniopTensorDescriptor_t k_cache_desc, infiniopTensorDescriptor_t q_raw_desc, infiniopTensorDescriptor_t k_weights_desc, infiniopTensorDescriptor_t norm_weight_desc, infiniopTensorDescriptor_t norm_bias_desc, infiniopTensorDescriptor_t positions_desc, infiniopTensorDescriptor_t cos_sin_cache_desc, infiniopTensorDescriptor_t slot_mapping_desc, uint64_t rope_dim, double eps, double weights_scale) {
    (void)handle;
    (void)desc_ptr;
    (void)q_fp8_desc;
    (void)weights_fp32_desc;
    (void)k_cache_desc;
    (void)q_raw_desc;
    (void)k_weights_desc;
    (void)norm_weight_desc;
    (void)norm_bias_desc;
    (void)positions_desc;
    (void)cos_sin_cache_desc;
    (void)slot_mapping_desc;
    (void)rope_dim;
    (void)eps;
    (void)weights_scale;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateFusedGatedDeltaNetGatingDescriptor(infiniopHandle_t handle, infiniopFusedGatedDeltaNetGatingDescriptor_t* desc_ptr, infiniopTensorDescriptor_t g_desc, infiniopTensorDescriptor_t beta_output_desc, infiniopTensorDescriptor_t A_log_desc, infiniopTensorDescriptor_t a_desc, infiniopTensorDescriptor_t b_desc, infiniopTensorDescriptor_t dt_bias_desc, float beta, float threshold) {
    (void)handle;
    (void)desc_ptr;
    (void)g_desc;
    (void)beta_output_desc;
    (void)A_log_desc;
    (void)a_desc;
    (void)b_desc;
    (void)dt_bias_desc;
    (void)beta;
    (void)threshold;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateFusedMoeDescriptor(infiniopHandle_t handle, infiniopFusedMoeDescriptor_t* desc_ptr, infiniopTensorDescriptor_t out_desc, infiniopTensorDescriptor_t input_desc, infiniopTensorDescriptor_t token_selected_experts_desc, infiniopTensorDescriptor_t token_final_scales_desc, infiniopTensorDescriptor_t w1_desc, infiniopTensorDescriptor_t w2_desc, infiniopTensorDescriptor_t b1_desc, infiniopTensorDescriptor_t b2_desc, infiniopFusedMoeActivation_t activation) {
    (void)handle;
    (void)desc_ptr;
    (void)out_desc;
    (void)input_desc;
    (void)token_selected_experts_desc;
    (void)token_final_scales_desc;
    (void)w1_desc;
    (void)w2_desc;
    (void)b1_desc;
    (void)b2_desc;
    (void)activation;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateFusedMoeMxfp4Descriptor(infiniopHandle_t handle, infiniopFusedMoeMxfp4Descriptor_t* desc_ptr, infiniopTensorDescriptor_t output_desc, infiniopTensorDescriptor_t input_desc, infiniopTensorDescriptor_t selected_experts_desc, infiniopTensorDescriptor_t routing_weights_desc, infiniopTensorDescriptor_t w13_packed_desc, infiniopTensorDescriptor_t w13_scale_desc, infiniopTensorDescriptor_t w2_packed_desc, infiniopTensorDescriptor_t w2_scale_desc, infiniopFusedMoeActivation_t activation) {
    (void)handle;
    (void)desc_ptr;
    (void)output_desc;
    (void)input_desc;
    (void)selected_experts_desc;
    (void)routing_weights_desc;
    (void)w13_packed_desc;
    (void)w13_scale_desc;
    (void)w2_packed_desc;
    (void)w2_scale_desc;
    (void)activation;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateGaussianNllLossDescriptor(infiniopHandle_t handle, infiniopGaussianNllLossDescriptor_t* desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t input, infiniopTensorDescriptor_t target, infiniopTensorDescriptor_t var, int full, double eps, int reduction) {
    (void)handle;
    (void)desc_ptr;
    (void)y;
    (void)input;
    (void)target;
    (void)var;
    (void)full;
    (void)eps;
    (void)reduction;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateGptqMarlinGemmDescriptor(infiniopHandle_t handle, infiniopGptqMarlinGemmDescriptor_t* desc_ptr, infiniopTensorDescriptor_t out_desc, infiniopTensorDescriptor_t a_desc, infiniopTensorDescriptor_t b_desc, infiniopTensorDescriptor_t b_scales_desc, infiniopTensorDescriptor_t global_scales_desc, infiniopTensorDescriptor_t b_zeros_desc, infiniopTensorDescriptor_t g_idx_desc, infiniopTensorDescriptor_t perm_desc) {
    (void)handle;
    (void)desc_ptr;
    (void)out_desc;
    (void)a_desc;
    (void)b_desc;
    (void)b_scales_desc;
    (void)global_scales_desc;
    (void)b_zeros_desc;
    (void)g_idx_desc;
    (void)perm_desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateGptqMarlinRepackDescriptor(infiniopHandle_t handle, infiniopGptqMarlinRepackDescriptor_t* desc_ptr, infiniopTensorDescriptor_t output_desc, infiniopTensorDescriptor_t input_desc, infiniopTensorDescriptor_t perm_desc, int64_t num_bits, bool is_a_8bit) {
    (void)handle;
    (void)desc_ptr;
    (void)output_desc;
    (void)input_desc;
    (void)perm_desc;
    (void)num_bits;
    (void)is_a_8bit;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateGptqQyblasGemmDescriptor(infiniopHandle_t handle, infiniopGptqQyblasGemmDescriptor_t* desc_ptr, infiniopTensorDescriptor_t out_desc, infiniopTensorDescriptor_t a_desc, infiniopTensorDescriptor_t b_desc, infiniopTensorDescriptor_t b_scales_desc, infiniopTensorDescriptor_t b_zeros_desc) {
    (void)handle;
    (void)desc_ptr;
    (void)out_desc;
    (void)a_desc;
    (void)b_desc;
    (void)b_scales_desc;
    (void)b_zeros_desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateHingeEmbeddingLossDescriptor(infiniopHandle_t handle, infiniopHingeEmbeddingLossDescriptor_t* desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t input, infiniopTensorDescriptor_t target, double margin, int reduction) {
    (void)handle;
    (void)desc_ptr;
    (void)y;
    (void)input;
    (void)target;
    (void)margin;
    (void)reduction;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateHuberLossDescriptor(infiniopHandle_t handle, infiniopHuberLossDescriptor_t* desc_ptr, infiniopTensorDescriptor_t output, infiniopTensorDescriptor_t input, infiniopTensorDescriptor_t target, float delta, int reduction) {
    (void)handle;
    (void)desc_ptr;
    (void)output;
    (void)input;
    (void)target;
    (void)delta;
    (void)reduction;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateI8GemmDescriptor(infiniopHandle_t handle, infiniopI8GemmDescriptor_t* desc_ptr, infiniopTensorDescriptor_t out_desc, infiniopTensorDescriptor_t bias_desc, infiniopTensorDescriptor_t x_desc, infiniopTensorDescriptor_t x_scale_desc, infiniopTensorDescriptor_t weights_desc, infiniopTensorDescriptor_t weights_scale_desc) {
    (void)handle;
    (void)desc_ptr;
    (void)out_desc;
    (void)bias_desc;
    (void)x_desc;
    (void)x_scale_desc;
    (void)weights_desc;
    (void)weights_scale_desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateInnerDescriptor(infiniopHandle_t handle, infiniopInnerDescriptor_t* desc_ptr, infiniopTensorDescriptor_t out_desc, infiniopTensorDescriptor_t input_desc, infiniopTensorDescriptor_t other_desc) {
    (void)handle;
    (void)desc_ptr;
    (void)out_desc;
    (void)input_desc;
    (void)other_desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateInterpolateDescriptor(infiniopHandle_t handle, infiniopInterpolateDescriptor_t* desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x, const char* mode, void* size, void* scale_factor, int align_corners) {
    (void)handle;
    (void)desc_ptr;
    (void)y;
    (void)x;
    (void)mode;
    (void)size;
    (void)scale_factor;
    (void)align_corners;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateKimiDeltaAttentionDescriptor(infiniopHandle_t handle, infiniopKimiDeltaAttentionDescriptor_t* desc_ptr, infiniopTensorDescriptor_t out_desc, infiniopTensorDescriptor_t initial_state_desc, infiniopTensorDescriptor_t final_state_desc, infiniopTensorDescriptor_t q_desc, infiniopTensorDescriptor_t k_desc, infiniopTensorDescriptor_t v_desc, infiniopTensorDescriptor_t g_desc, infiniopTensorDescriptor_t beta_desc, infiniopTensorDescriptor_t A_log_desc, infiniopTensorDescriptor_t dt_bias_desc, infiniopTensorDescriptor_t cu_seqlens_desc, infiniopTensorDescriptor_t initial_state_indices_desc, infiniopTensorDescriptor_t final_state_indices_desc, float scale, float lower_bound, bool use_qk_l2norm) {
    (void)handle;
    (void)desc_ptr;
    (void)out_desc;
    (void)initial_state_desc;
    (void)final_state_desc;
    (void)q_desc;
    (void)k_desc;
    (void)v_desc;
    (void)g_desc;
    (void)beta_desc;
    (void)A_log_desc;
    (void)dt_bias_desc;
    (void)cu_seqlens_desc;
    (void)initial_state_indices_desc;
    (void)final_state_indices_desc;
    (void)scale;
    (void)lower_bound;
    (void)use_qk_l2norm;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateKronDescriptor(infiniopHandle_t handle, infiniopKronDescriptor_t* desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x1, infiniopTensorDescriptor_t x2) {
    (void)handle;
    (void)desc_ptr;
    (void)y;
    (void)x1;
    (void)x2;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateKthvalueDescriptor(infiniopHandle_t handle, infiniopKthvalueDescriptor_t* desc_ptr, infiniopTensorDescriptor_t values, infiniopTensorDescriptor_t indices, infiniopTensorDescriptor_t input, int k, int dim, int keepdim) {
    (void)handle;
    (void)desc_ptr;
    (void)values;
    (void)indices;
    (void)input;
    (void)k;
    (void)dim;
    (void)keepdim;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateLdexpDescriptor(infiniopHandle_t handle, infiniopLdexpDescriptor_t* desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x, infiniopTensorDescriptor_t exp) {
    (void)handle;
    (void)desc_ptr;
    (void)y;
    (void)x;
    (void)exp;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateLinearMxfp4Descriptor(infiniopHandle_t handle, infiniopLinearMxfp4Descriptor_t* desc_ptr, infiniopTensorDescriptor_t output_desc, infiniopTensorDescriptor_t input_desc, infiniopTensorDescriptor_t packed_weight_desc, infiniopTensorDescriptor_t weight_scale_desc, infiniopTensorDescriptor_t bias_desc, float alpha) {
    (void)handle;
    (void)desc_ptr;
    (void)output_desc;
    (void)input_desc;
    (void)packed_weight_desc;
    (void)weight_scale_desc;
    (void)bias_desc;
    (void)alpha;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateLogCumSumExpDescriptor(infiniopHandle_t handle, infiniopLogCumSumExpDescriptor_t* desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x, int axis, int exclusive, int reverse) {
    (void)handle;
    (void)desc_ptr;
    (void)y;
    (void)x;
    (void)axis;
    (void)exclusive;
    (void)reverse;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateLogdetDescriptor(infiniopHandle_t handle, infiniopLogdetDescriptor_t* desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x) {
    (void)handle;
    (void)desc_ptr;
    (void)y;
    (void)x;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateMambaSelectiveScanDescriptor(infiniopHandle_t handle, infiniopMambaSelectiveScanDescriptor_t* desc_ptr, infiniopTensorDescriptor_t out_desc, infiniopTensorDescriptor_t x_desc, infiniopTensorDescriptor_t dt_desc, infiniopTensorDescriptor_t b_desc, infiniopTensorDescriptor_t c_desc, infiniopTensorDescriptor_t a_log_desc, infiniopTensorDescriptor_t d_desc, infiniopTensorDescriptor_t gate_desc, infiniopTensorDescriptor_t dt_bias_desc, infiniopTensorDescriptor_t state_desc) {
    (void)handle;
    (void)desc_ptr;
    (void)out_desc;
    (void)x_desc;
    (void)dt_desc;
    (void)b_desc;
    (void)c_desc;
    (void)a_log_desc;
    (void)d_desc;
    (void)gate_desc;
    (void)dt_bias_desc;
    (void)state_desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateMoeAlignDescriptor(infiniopHandle_t handle, infiniopMoeAlignDescriptor_t* desc_ptr, infiniopTensorDescriptor_t sorted_token_ids_desc, infiniopTensorDescriptor_t expert_ids_desc, infiniopTensorDescriptor_t num_tokens_post_padded_desc, infiniopTensorDescriptor_t topk_ids_desc, size_t num_experts, size_t block_size) {
    (void)handle;
    (void)desc_ptr;
    (void)sorted_token_ids_desc;
    (void)expert_ids_desc;
    (void)num_tokens_post_padded_desc;
    (void)topk_ids_desc;
    (void)num_experts;
    (void)block_size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateMoeFusedDenseDescriptor(infiniopHandle_t handle, infiniopMoeFusedDenseDescriptor_t* desc_ptr, infiniopTensorDescriptor_t output_desc, infiniopTensorDescriptor_t hidden_states_desc, infiniopTensorDescriptor_t w13_desc, infiniopTensorDescriptor_t w2_desc, infiniopTensorDescriptor_t topk_weights_desc, infiniopTensorDescriptor_t topk_ids_desc, infiniopTensorDescriptor_t sorted_token_ids_desc, infiniopTensorDescriptor_t expert_ids_desc, infiniopTensorDescriptor_t num_tokens_post_padded_desc) {
    (void)handle;
    (void)desc_ptr;
    (void)output_desc;
    (void)hidden_states_desc;
    (void)w13_desc;
    (void)w2_desc;
    (void)topk_weights_desc;
    (void)topk_ids_desc;
    (void)sorted_token_ids_desc;
    (void)expert_ids_desc;
    (void)num_tokens_post_padded_desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateMoeFusedGateDescriptor(infiniopHandle_t handle, infiniopMoeFusedGateDescriptor_t* desc_ptr, infiniopTensorDescriptor_t topk_weights_desc, infiniopTensorDescriptor_t topk_indices_desc, infiniopTensorDescriptor_t input_desc, infiniopTensorDescriptor_t bias_desc, size_t num_expert_group, size_t topk_group, size_t num_fused_shared_experts, float routed_scaling_factor, bool apply_routed_scaling_factor_on_output) {
    (void)handle;
    (void)desc_ptr;
    (void)topk_weights_desc;
    (void)topk_indices_desc;
    (void)input_desc;
    (void)bias_desc;
    (void)num_expert_group;
    (void)topk_group;
    (void)num_fused_shared_experts;
    (void)routed_scaling_factor;
    (void)apply_routed_scaling_factor_on_output;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateMoeSumDescriptor(infiniopHandle_t handle, infiniopMoeSumDescriptor_t* desc_ptr, infiniopTensorDescriptor_t output_desc, infiniopTensorDescriptor_t input_desc) {
    (void)handle;
    (void)desc_ptr;
    (void)output_desc;
    (void)input_desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateMoeTopkSigmoidDescriptor(infiniopHandle_t handle, infiniopMoeTopkSigmoidDescriptor_t* desc_ptr, infiniopTensorDescriptor_t topk_weights_desc, infiniopTensorDescriptor_t topk_indices_desc, infiniopTensorDescriptor_t gating_output_desc, infiniopTensorDescriptor_t correction_bias_desc, bool renormalize) {
    (void)handle;
    (void)desc_ptr;
    (void)topk_weights_desc;
    (void)topk_indices_desc;
    (void)gating_output_desc;
    (void)correction_bias_desc;
    (void)renormalize;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateMoeTopkSoftmaxDescriptor(infiniopHandle_t handle, infiniopMoeTopkSoftmaxDescriptor_t* desc_ptr, infiniopTensorDescriptor_t topk_weights_desc, infiniopTensorDescriptor_t topk_indices_desc, infiniopTensorDescriptor_t gating_output_desc, infiniopTensorDescriptor_t correction_bias_desc, bool renormalize, float moe_softcapping) {
    (void)handle;
    (void)desc_ptr;
    (void)topk_weights_desc;
    (void)topk_indices_desc;
    (void)gating_output_desc;
    (void)correction_bias_desc;
    (void)renormalize;
    (void)moe_softcapping;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateMulScalarDescriptor(infiniopHandle_t handle, infiniopMulScalarDescriptor_t* desc_ptr, infiniopTensorDescriptor_t output, infiniopTensorDescriptor_t input) {
    (void)handle;
    (void)desc_ptr;
    (void)output;
    (void)input;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateMultiMarginLossDescriptor(infiniopHandle_t handle, infiniopMultiMarginLossDescriptor_t* desc_ptr, infiniopTensorDescriptor_t output, infiniopTensorDescriptor_t input, infiniopTensorDescriptor_t target, infiniopTensorDescriptor_t weight, int p, float margin, int reduction) {
    (void)handle;
    (void)desc_ptr;
    (void)output;
    (void)input;
    (void)target;
    (void)weight;
    (void)p;
    (void)margin;
    (void)reduction;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateMxfp4DequantizeDescriptor(infiniopHandle_t handle, infiniopMxfp4DequantizeDescriptor_t* desc_ptr, infiniopTensorDescriptor_t out_desc, infiniopTensorDescriptor_t packed_desc, infiniopTensorDescriptor_t scales_desc) {
    (void)handle;
    (void)desc_ptr;
    (void)out_desc;
    (void)packed_desc;
    (void)scales_desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateNsaCompressPagedCacheDescriptor(infiniopHandle_t handle, infiniopNsaCompressPagedCacheDescriptor_t* desc_ptr, infiniopTensorDescriptor_t k_cmp_desc, infiniopTensorDescriptor_t v_cmp_desc, infiniopTensorDescriptor_t k_cache_desc, infiniopTensorDescriptor_t v_cache_desc, infiniopTensorDescriptor_t block_tables_desc, infiniopTensorDescriptor_t seq_lens_desc, int nsa_block_size, int update_last_only) {
    (void)handle;
    (void)desc_ptr;
    (void)k_cmp_desc;
    (void)v_cmp_desc;
    (void)k_cache_desc;
    (void)v_cache_desc;
    (void)block_tables_desc;
    (void)seq_lens_desc;
    (void)nsa_block_size;
    (void)update_last_only;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateNsaPagedAttentionDescriptor(infiniopHandle_t handle, infiniopNsaPagedAttentionDescriptor_t* desc_ptr, infiniopTensorDescriptor_t out_desc, infiniopTensorDescriptor_t q_desc, infiniopTensorDescriptor_t k_cmp_desc, infiniopTensorDescriptor_t v_cmp_desc, infiniopTensorDescriptor_t k_cache_desc, infiniopTensorDescriptor_t v_cache_desc, infiniopTensorDescriptor_t block_tables_desc, infiniopTensorDescriptor_t seq_lens_desc, infiniopTensorDescriptor_t gates_desc, float scale, int nsa_block_size, int window_size, int select_blocks) {
    (void)handle;
    (void)desc_ptr;
    (void)out_desc;
    (void)q_desc;
    (void)k_cmp_desc;
    (void)v_cmp_desc;
    (void)k_cache_desc;
    (void)v_cache_desc;
    (void)block_tables_desc;
    (void)seq_lens_desc;
    (void)gates_desc;
    (void)scale;
    (void)nsa_block_size;
    (void)window_size;
    (void)select_blocks;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreatePadDescriptor(infiniopHandle_t handle, infiniopPadDescriptor_t* desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x, void* pad, size_t pad_size, const char* mode, double value) {
    (void)handle;
    (void)desc_ptr;
    (void)y;
    (void)x;
    (void)pad;
    (void)pad_size;
    (void)mode;
    (void)value;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreatePreluDescriptor(infiniopHandle_t handle, infiniopPreluDescriptor_t* desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x, infiniopTensorDescriptor_t weight) {
    (void)handle;
    (void)desc_ptr;
    (void)y;
    (void)x;
    (void)weight;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreatePrepareMoeInputDescriptor(infiniopHandle_t handle, infiniopPrepareMoeInputDescriptor_t* desc_ptr, infiniopTensorDescriptor_t expert_offsets_desc, infiniopTensorDescriptor_t blockscale_offsets_desc, infiniopTensorDescriptor_t problem_sizes1_desc, infiniopTensorDescriptor_t problem_sizes2_desc, infiniopTensorDescriptor_t input_permutation_desc, infiniopTensorDescriptor_t output_permutation_desc, infiniopTensorDescriptor_t topk_ids_desc, size_t num_experts, size_t n, size_t k) {
    (void)handle;
    (void)desc_ptr;
    (void)expert_offsets_desc;
    (void)blockscale_offsets_desc;
    (void)problem_sizes1_desc;
    (void)problem_sizes2_desc;
    (void)input_permutation_desc;
    (void)output_permutation_desc;
    (void)topk_ids_desc;
    (void)num_experts;
    (void)n;
    (void)k;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateRecurrentGatedDeltaRuleDescriptor(infiniopHandle_t handle, infiniopRecurrentGatedDeltaRuleDescriptor_t* desc_ptr, infiniopTensorDescriptor_t out_desc, infiniopTensorDescriptor_t initial_state_desc, infiniopTensorDescriptor_t final_state_desc, infiniopTensorDescriptor_t q_desc, infiniopTensorDescriptor_t k_desc, infiniopTensorDescriptor_t v_desc, infiniopTensorDescriptor_t g_desc, infiniopTensorDescriptor_t beta_desc, infiniopTensorDescriptor_t initial_state_indices_desc, infiniopTensorDescriptor_t final_state_indices_desc, bool use_qk_l2norm) {
    (void)handle;
    (void)desc_ptr;
    (void)out_desc;
    (void)initial_state_desc;
    (void)final_state_desc;
    (void)q_desc;
    (void)k_desc;
    (void)v_desc;
    (void)g_desc;
    (void)beta_desc;
    (void)initial_state_indices_desc;
    (void)final_state_indices_desc;
    (void)use_qk_l2norm;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateRotgDescriptor(infiniopHandle_t handle, infiniopRotgDescriptor_t* desc_ptr, infiniopTensorDescriptor_t x, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t c, infiniopTensorDescriptor_t s) {
    (void)handle;
    (void)desc_ptr;
    (void)x;
    (void)y;
    (void)c;
    (void)s;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateRotmDescriptor(infiniopHandle_t handle, infiniopRotmDescriptor_t* desc_ptr, infiniopTensorDescriptor_t x, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t param) {
    (void)handle;
    (void)desc_ptr;
    (void)x;
    (void)y;
    (void)param;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateRotmgDescriptor(infiniopHandle_t handle, infiniopRotmgDescriptor_t* desc_ptr, infiniopTensorDescriptor_t d1, infiniopTensorDescriptor_t d2, infiniopTensorDescriptor_t x1, infiniopTensorDescriptor_t y1, infiniopTensorDescriptor_t param) {
    (void)handle;
    (void)desc_ptr;
    (void)d1;
    (void)d2;
    (void)x1;
    (void)y1;
    (void)param;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateRwkv5WkvDescriptor(infiniopHandle_t handle, infiniopRwkv5WkvDescriptor_t* desc_ptr, infiniopTensorDescriptor_t out_desc, infiniopTensorDescriptor_t receptance_desc, infiniopTensorDescriptor_t key_desc, infiniopTensorDescriptor_t value_desc, infiniopTensorDescriptor_t time_decay_desc, infiniopTensorDescriptor_t time_faaaa_desc, infiniopTensorDescriptor_t state_desc) {
    (void)handle;
    (void)desc_ptr;
    (void)out_desc;
    (void)receptance_desc;
    (void)key_desc;
    (void)value_desc;
    (void)time_decay_desc;
    (void)time_faaaa_desc;
    (void)state_desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateSmoothL1LossDescriptor(infiniopHandle_t handle, infiniopSmoothL1LossDescriptor_t* desc_ptr, infiniopTensorDescriptor_t output, infiniopTensorDescriptor_t input, infiniopTensorDescriptor_t target, float beta, int reduction) {
    (void)handle;
    (void)desc_ptr;
    (void)output;
    (void)input;
    (void)target;
    (void)beta;
    (void)reduction;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateTripletMarginLossDescriptor(infiniopHandle_t handle, infiniopTripletMarginLossDescriptor_t* desc_ptr, infiniopTensorDescriptor_t output, infiniopTensorDescriptor_t anchor, infiniopTensorDescriptor_t positive, infiniopTensorDescriptor_t negative, float margin, int p, float eps, int swap, int reduction) {
    (void)handle;
    (void)desc_ptr;
    (void)output;
    (void)anchor;
    (void)positive;
    (void)negative;
    (void)margin;
    (void)p;
    (void)eps;
    (void)swap;
    (void)reduction;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateTripletMarginWithDistanceLossDescriptor(infiniopHandle_t handle, infiniopTripletMarginWithDistanceLossDescriptor_t* desc_ptr, infiniopTensorDescriptor_t output, infiniopTensorDescriptor_t anchor, infiniopTensorDescriptor_t positive, infiniopTensorDescriptor_t negative, float margin, int swap, int reduction) {
    (void)handle;
    (void)desc_ptr;
    (void)output;
    (void)anchor;
    (void)positive;
    (void)negative;
    (void)margin;
    (void)swap;
    (void)reduction;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateUnfoldDescriptor(infiniopHandle_t handle, infiniopUnfoldDescriptor_t* desc_ptr, infiniopTensorDescriptor_t output, infiniopTensorDescriptor_t input, const int* kernel_sizes, const int* strides, const int* paddings, const int* dilations) {
    (void)handle;
    (void)desc_ptr;
    (void)output;
    (void)input;
    (void)kernel_sizes;
    (void)strides;
    (void)paddings;
    (void)dilations;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateUpsampleBilinearDescriptor(infiniopHandle_t handle, infiniopUpsampleBilinearDescriptor_t* desc_ptr, infiniopTensorDescriptor_t output, infiniopTensorDescriptor_t input, int align_corners) {
    (void)handle;
    (void)desc_ptr;
    (void)output;
    (void)input;
    (void)align_corners;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateUpsampleNearestDescriptor(infiniopHandle_t handle, infiniopUpsampleNearestDescriptor_t* desc_ptr, infiniopTensorDescriptor_t output, infiniopTensorDescriptor_t input) {
    (void)handle;
    (void)desc_ptr;
    (void)output;
    (void)input;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopCreateVanderDescriptor(infiniopHandle_t handle, infiniopVanderDescriptor_t* desc_ptr, infiniopTensorDescriptor_t output, infiniopTensorDescriptor_t input, int N, int increasing) {
    (void)handle;
    (void)desc_ptr;
    (void)output;
    (void)input;
    (void)N;
    (void)increasing;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDeepseekMoe(infiniopDeepseekMoeDescriptor_t desc, void* workspace, size_t workspace_size, void* out, const void* hidden, const void* topk_indices, const void* topk_weights, const void* const* gate_weights, const void* const* up_weights, const void* const* down_weights, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)out;
    (void)hidden;
    (void)topk_indices;
    (void)topk_weights;
    (void)gate_weights;
    (void)up_weights;
    (void)down_weights;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDeepseekMoeWithDevicePtrs(infiniopDeepseekMoeDescriptor_t desc, void* workspace, size_t workspace_size, void* out, const void* hidden, const void* topk_indices, const void* topk_weights, const void* gate_weight_ptrs, const void* up_weight_ptrs, const void* down_weight_ptrs, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)out;
    (void)hidden;
    (void)topk_indices;
    (void)topk_weights;
    (void)gate_weight_ptrs;
    (void)up_weight_ptrs;
    (void)down_weight_ptrs;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyAdaptiveAvgPool1dDescriptor(infiniopAdaptiveAvgPool1dDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyAdaptiveAvgPool3DDescriptor(infiniopAdaptiveAvgPool3DDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyAdaptiveMaxPool1dDescriptor(infiniopAdaptiveMaxPool1dDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyAddbmmDescriptor(infiniopAddbmmDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyAddrDescriptor(infiniopAddrDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyAffineGridDescriptor(infiniopAffineGridDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyAwqMarlinGemmDescriptor(infiniopAwqMarlinGemmDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyAwqMarlinRepackDescriptor(infiniopAwqMarlinRepackDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyBCEWithLogitsDescriptor(infiniopBCEWithLogitsDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyBlasAmaxDescriptor(infiniopBlasAmaxDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyBlasAminDescriptor(infiniopBlasAminDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyBlockDiagDescriptor(infiniopBlockDiagDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyCausalConv1dDescriptor(infiniopCausalConv1dDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyCdistDescriptor(infiniopCdistDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyChunkGatedDeltaRuleDescriptor(infiniopChunkGatedDeltaRuleDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyDeepseekMoeDescriptor(infiniopDeepseekMoeDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyDiffDescriptor(infiniopDiffDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyDigammaDescriptor(infiniopDigammaDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyDistDescriptor(infiniopDistDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyErfinvDescriptor(infiniopErfinvDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyFlashAttentionDescriptor(infiniopFlashAttentionDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyFloatPowerDescriptor(infiniopFloatPowerDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyFp8IndexerLogitsDescriptor(infiniopFp8IndexerLogitsDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyFp8IndexerQuantDescriptor(infiniopFp8IndexerQuantDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyFp8MlaRmsnormCacheDescriptor(infiniopFp8MlaRmsnormCacheDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyFp8SparseMlaDescriptor(infiniopFp8SparseMlaDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyFusedFFNDescriptor(infiniopFusedFFNDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyFusedFp8IndexerDescriptor(infiniopFusedFp8IndexerDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyFusedGatedDeltaNetGatingDescriptor(infiniopFusedGatedDeltaNetGatingDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyFusedMoeDescriptor(infiniopFusedMoeDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyFusedMoeMxfp4Descriptor(infiniopFusedMoeMxfp4Descriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyGaussianNllLossDescriptor(infiniopGaussianNllLossDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyGptqMarlinGemmDescriptor(infiniopGptqMarlinGemmDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyGptqMarlinRepackDescriptor(infiniopGptqMarlinRepackDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyGptqQyblasGemmDescriptor(infiniopGptqQyblasGemmDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyHingeEmbeddingLossDescriptor(infiniopHingeEmbeddingLossDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyHuberLossDescriptor(infiniopHuberLossDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyI8GemmDescriptor(infiniopI8GemmDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyInnerDescriptor(infiniopInnerDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyInterpolateDescriptor(infiniopInterpolateDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyKimiDeltaAttentionDescriptor(infiniopKimiDeltaAttentionDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyKronDescriptor(infiniopKronDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyKthvalueDescriptor(infiniopKthvalueDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyLdexpDescriptor(infiniopLdexpDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyLinearMxfp4Descriptor(infiniopLinearMxfp4Descriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyLogCumSumExpDescriptor(infiniopLogCumSumExpDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyLogdetDescriptor(infiniopLogdetDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyMambaSelectiveScanDescriptor(infiniopMambaSelectiveScanDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyMoeAlignDescriptor(infiniopMoeAlignDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyMoeFusedDenseDescriptor(infiniopMoeFusedDenseDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyMoeFusedGateDescriptor(infiniopMoeFusedGateDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyMoeSumDescriptor(infiniopMoeSumDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyMoeTopkSigmoidDescriptor(infiniopMoeTopkSigmoidDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyMoeTopkSoftmaxDescriptor(infiniopMoeTopkSoftmaxDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyMulScalarDescriptor(infiniopMulScalarDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyMultiMarginLossDescriptor(infiniopMultiMarginLossDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyMxfp4DequantizeDescriptor(infiniopMxfp4DequantizeDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyNsaCompressPagedCacheDescriptor(infiniopNsaCompressPagedCacheDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyNsaPagedAttentionDescriptor(infiniopNsaPagedAttentionDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyPadDescriptor(infiniopPadDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyPreluDescriptor(infiniopPreluDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyPrepareMoeInputDescriptor(infiniopPrepareMoeInputDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyRecurrentGatedDeltaRuleDescriptor(infiniopRecurrentGatedDeltaRuleDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyRotgDescriptor(infiniopRotgDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyRotmDescriptor(infiniopRotmDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyRotmgDescriptor(infiniopRotmgDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyRwkv5WkvDescriptor(infiniopRwkv5WkvDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroySmoothL1LossDescriptor(infiniopSmoothL1LossDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyTripletMarginLossDescriptor(infiniopTripletMarginLossDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyTripletMarginWithDistanceLossDescriptor(infiniopTripletMarginWithDistanceLossDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyUnfoldDescriptor(infiniopUnfoldDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyUpsampleBilinearDescriptor(infiniopUpsampleBilinearDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyUpsampleNearestDescriptor(infiniopUpsampleNearestDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDestroyVanderDescriptor(infiniopVanderDescriptor_t desc) {
    (void)desc;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDiff(infiniopDiffDescriptor_t desc, void* workspace, size_t workspace_size, void* y, const void* x, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)y;
    (void)x;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDigamma(infiniopDigammaDescriptor_t desc, void* workspace, size_t workspace_size, void* y, const void* x, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)y;
    (void)x;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopDist(infiniopDistDescriptor_t desc, void* workspace, size_t workspace_size, void* y, const void* x1, const void* x2, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)y;
    (void)x1;
    (void)x2;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopErfinv(infiniopErfinvDescriptor_t desc, void* workspace, size_t workspace_size, void* y, const void* x, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)y;
    (void)x;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopFlashAttention(infiniopFlashAttentionDescriptor_t desc, void* workspace, size_t workspace_size, void* out, const void* q, const void* k, const void* v, const void* total_kv_len, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)out;
    (void)q;
    (void)k;
    (void)v;
    (void)total_kv_len;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopFloatPower(infiniopFloatPowerDescriptor_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* exponent, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)y;
    (void)x;
    (void)exponent;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopFp8IndexerLogits(infiniopFp8IndexerLogitsDescriptor_t desc, void* logits, const void* q_fp8, const void* kv_cache, const void* block_tables, const void* weights_fp32, const void* positions, const void* request_ids, void* stream) {
    (void)desc;
    (void)logits;
    (void)q_fp8;
    (void)kv_cache;
    (void)block_tables;
    (void)weights_fp32;
    (void)positions;
    (void)request_ids;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopFp8IndexerQuant(infiniopFp8IndexerQuantDescriptor_t desc, void* q_fp8, void* weights_fp32, const void* q, const void* weights, void* stream) {
    (void)desc;
    (void)q_fp8;
    (void)weights_fp32;
    (void)q;
    (void)weights;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopFp8MlaRmsnormCache(infiniopFp8MlaRmsnormCacheDescriptor_t desc, void* cache, void* vendor_cache, const void* compressed_kv, const void* norm_weight, const void* rope, const void* slot_mapping, void* stream) {
    (void)desc;
    (void)cache;
    (void)vendor_cache;
    (void)compressed_kv;
    (void)norm_weight;
    (void)rope;
    (void)slot_mapping;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopFp8SparseMla(infiniopFp8SparseMlaDescriptor_t desc, void* workspace, size_t workspace_size, void* output, const void* query, const void* kv_cache, const void* indices, const void* topk_lens, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)output;
    (void)query;
    (void)kv_cache;
    (void)indices;
    (void)topk_lens;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopFusedFFN(infiniopFusedFFNDescriptor_t desc, void* workspace, size_t workspace_size, void* out, const void* in, const void* residual, const void* norm_weight, const void* gate_up_weight, const void* down_weight, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)out;
    (void)in;
    (void)residual;
    (void)norm_weight;
    (void)gate_up_weight;
    (void)down_weight;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopFusedFp8Indexer(infiniopFusedFp8IndexerDescriptor_t desc, void* q_fp8, void* weights_fp32, void* k_cache, const void* q_raw, const void* k_weights, const void* norm_weight, const void* norm_bias, const void* positions, const void* cos_sin_cache, const void* slot_mapping, void* stream) {
    (void)desc;
    (void)q_fp8;
    (void)weights_fp32;
    (void)k_cache;
    (void)q_raw;
    (void)k_weights;
    (void)norm_weight;
    (void)norm_bias;
    (void)positions;
    (void)cos_sin_cache;
    (void)slot_mapping;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopFusedGatedDeltaNetGating(infiniopFusedGatedDeltaNetGatingDescriptor_t desc, void* workspace, size_t workspace_size, void* g, void* beta_output, const void* A_log, const void* a, const void* b, const void* dt_bias, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)g;
    (void)beta_output;
    (void)A_log;
    (void)a;
    (void)b;
    (void)dt_bias;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopFusedMoe(infiniopFusedMoeDescriptor_t desc, void* workspace, size_t workspace_size, void* out, const void* input, const void* token_selected_experts, const void* token_final_scales, const void* w1, const void* w2, const void* b1, const void* b2, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)out;
    (void)input;
    (void)token_selected_experts;
    (void)token_final_scales;
    (void)w1;
    (void)w2;
    (void)b1;
    (void)b2;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopFusedMoeMxfp4(infiniopFusedMoeMxfp4Descriptor_t desc, void* workspace, size_t workspace_size, void* output, const void* input, const void* selected_experts, const void* routing_weights, const void* w13_packed, const void* w13_scale, const void* w2_packed, const void* w2_scale, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)output;
    (void)input;
    (void)selected_experts;
    (void)routing_weights;
    (void)w13_packed;
    (void)w13_scale;
    (void)w2_packed;
    (void)w2_scale;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGaussianNllLoss(infiniopGaussianNllLossDescriptor_t desc, void* workspace, size_t workspace_size, void* y, const void* input, const void* target, const void* var, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)y;
    (void)input;
    (void)target;
    (void)var;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetAdaptiveAvgPool1dWorkspaceSize(infiniopAdaptiveAvgPool1dDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetAdaptiveAvgPool3DWorkspaceSize(infiniopAdaptiveAvgPool3DDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetAdaptiveMaxPool1dWorkspaceSize(infiniopAdaptiveMaxPool1dDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetAddbmmWorkspaceSize(infiniopAddbmmDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetAddrWorkspaceSize(infiniopAddrDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetAffineGridWorkspaceSize(infiniopAffineGridDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetAwqMarlinGemmWorkspaceSize(infiniopAwqMarlinGemmDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetAwqMarlinRepackWorkspaceSize(infiniopAwqMarlinRepackDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetBCEWithLogitsWorkspaceSize(infiniopBCEWithLogitsDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetBlasAmaxWorkspaceSize(infiniopBlasAmaxDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetBlasAminWorkspaceSize(infiniopBlasAminDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetBlockDiagWorkspaceSize(infiniopBlockDiagDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetCausalConv1dWorkspaceSize(infiniopCausalConv1dDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetCdistWorkspaceSize(infiniopCdistDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetChunkGatedDeltaRuleWorkspaceSize(infiniopChunkGatedDeltaRuleDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetDeepseekMoeWorkspaceSize(infiniopDeepseekMoeDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetDescriptorDeviceId(const struct InfiniopDescriptor* desc_ptr, int* device_id) {
    (void)desc_ptr;
    (void)device_id;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetDescriptorDeviceType(const struct InfiniopDescriptor* desc_ptr, infiniDevice_t* device_type) {
    (void)desc_ptr;
    (void)device_type;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetDiffWorkspaceSize(infiniopDiffDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetDigammaWorkspaceSize(infiniopDigammaDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetDistWorkspaceSize(infiniopDistDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetErfinvWorkspaceSize(infiniopErfinvDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetFlashAttentionWorkspaceSize(infiniopFlashAttentionDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetFloatPowerWorkspaceSize(infiniopFloatPowerDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetFp8SparseMlaWorkspaceSize(infiniopFp8SparseMlaDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetFusedFFNWorkspaceSize(infiniopFusedFFNDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetFusedGatedDeltaNetGatingWorkspaceSize(infiniopFusedGatedDeltaNetGatingDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetFusedMoeMxfp4WorkspaceSize(infiniopFusedMoeMxfp4Descriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetFusedMoeWorkspaceSize(infiniopFusedMoeDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetGaussianNllLossWorkspaceSize(infiniopGaussianNllLossDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetGptqMarlinGemmWorkspaceSize(infiniopGptqMarlinGemmDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetGptqMarlinRepackWorkspaceSize(infiniopGptqMarlinRepackDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetGptqQyblasGemmWorkspaceSize(infiniopGptqQyblasGemmDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetHingeEmbeddingLossWorkspaceSize(infiniopHingeEmbeddingLossDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetHuberLossWorkspaceSize(infiniopHuberLossDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetI8GemmWorkspaceSize(infiniopI8GemmDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetInnerWorkspaceSize(infiniopInnerDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetInterpolateWorkspaceSize(infiniopInterpolateDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetKimiDeltaAttentionWorkspaceSize(infiniopKimiDeltaAttentionDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetKronWorkspaceSize(infiniopKronDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetKthvalueWorkspaceSize(infiniopKthvalueDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetLdexpWorkspaceSize(infiniopLdexpDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetLinearMxfp4WorkspaceSize(infiniopLinearMxfp4Descriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetLogCumSumExpWorkspaceSize(infiniopLogCumSumExpDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetLogdetWorkspaceSize(infiniopLogdetDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetMambaSelectiveScanWorkspaceSize(infiniopMambaSelectiveScanDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetMoeAlignWorkspaceSize(infiniopMoeAlignDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetMoeFusedDenseWorkspaceSize(infiniopMoeFusedDenseDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetMoeFusedGateWorkspaceSize(infiniopMoeFusedGateDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetMoeSumWorkspaceSize(infiniopMoeSumDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetMoeTopkSigmoidWorkspaceSize(infiniopMoeTopkSigmoidDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetMoeTopkSoftmaxWorkspaceSize(infiniopMoeTopkSoftmaxDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetMulScalarWorkspaceSize(infiniopMulScalarDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetMultiMarginLossWorkspaceSize(infiniopMultiMarginLossDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetMxfp4DequantizeWorkspaceSize(infiniopMxfp4DequantizeDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetNsaCompressPagedCacheWorkspaceSize(infiniopNsaCompressPagedCacheDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetNsaPagedAttentionWorkspaceSize(infiniopNsaPagedAttentionDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetPadWorkspaceSize(infiniopPadDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetPreluWorkspaceSize(infiniopPreluDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetPrepareMoeInputWorkspaceSize(infiniopPrepareMoeInputDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetRecurrentGatedDeltaRuleWorkspaceSize(infiniopRecurrentGatedDeltaRuleDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetRotgWorkspaceSize(infiniopRotgDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetRotmWorkspaceSize(infiniopRotmDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetRotmgWorkspaceSize(infiniopRotmgDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetRwkv5WkvWorkspaceSize(infiniopRwkv5WkvDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetSmoothL1LossWorkspaceSize(infiniopSmoothL1LossDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetTripletMarginLossWorkspaceSize(infiniopTripletMarginLossDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetTripletMarginWithDistanceLossWorkspaceSize(infiniopTripletMarginWithDistanceLossDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetUnfoldWorkspaceSize(infiniopUnfoldDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetUpsampleBilinearWorkspaceSize(infiniopUpsampleBilinearDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetUpsampleNearestWorkspaceSize(infiniopUpsampleNearestDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGetVanderWorkspaceSize(infiniopVanderDescriptor_t desc, size_t* size) {
    (void)desc;
    (void)size;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGptqMarlinGemm(infiniopGptqMarlinGemmDescriptor_t desc, void* workspace, size_t workspace_size, void* out, const void* a, const void* b, void* b_scales, void* global_scales, void* b_zeros, void* g_idx, void* perm, int64_t b_q_type_id, bool is_k_full, bool use_atomic_add, bool use_fp32_reduce, bool is_zp_float, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)out;
    (void)a;
    (void)b;
    (void)b_scales;
    (void)global_scales;
    (void)b_zeros;
    (void)g_idx;
    (void)perm;
    (void)b_q_type_id;
    (void)is_k_full;
    (void)use_atomic_add;
    (void)use_fp32_reduce;
    (void)is_zp_float;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGptqMarlinRepack(infiniopGptqMarlinRepackDescriptor_t desc, void* workspace, size_t workspace_size, void* output, const void* input, const void* perm, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)output;
    (void)input;
    (void)perm;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopGptqQyblasGemm(infiniopGptqQyblasGemmDescriptor_t desc, void* workspace, size_t workspace_size, void* out, const void* a, const void* b, void* b_scale, void* b_zero, int64_t quant_type, int64_t bit, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)out;
    (void)a;
    (void)b;
    (void)b_scale;
    (void)b_zero;
    (void)quant_type;
    (void)bit;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopHingeEmbeddingLoss(infiniopHingeEmbeddingLossDescriptor_t desc, void* workspace, size_t workspace_size, void* y, const void* input, const void* target, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)y;
    (void)input;
    (void)target;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopHuberLoss(infiniopHuberLossDescriptor_t desc, void* workspace, size_t workspace_size, void* output, const void* input, const void* target, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)output;
    (void)input;
    (void)target;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopI8Gemm(infiniopI8GemmDescriptor_t desc, void* workspace, size_t workspace_size, void* out, const void* bias, const void* x, const void* x_scale, const void* weights, const void* weights_scale, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)out;
    (void)bias;
    (void)x;
    (void)x_scale;
    (void)weights;
    (void)weights_scale;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopInner(infiniopInnerDescriptor_t desc, void* workspace, size_t workspace_size, void* out, const void* input, const void* other, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)out;
    (void)input;
    (void)other;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopInterpolate(infiniopInterpolateDescriptor_t desc, void* workspace, size_t workspace_size, void* y, const void* x, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)y;
    (void)x;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopKimiDeltaAttention(infiniopKimiDeltaAttentionDescriptor_t desc, void* workspace, size_t workspace_size, void* out, void* initial_state, void* final_state, const void* q, const void* k, const void* v, const void* g, const void* beta, const void* A_log, const void* dt_bias, const void* cu_seqlens, const void* initial_state_indices, const void* final_state_indices, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)out;
    (void)initial_state;
    (void)final_state;
    (void)q;
    (void)k;
    (void)v;
    (void)g;
    (void)beta;
    (void)A_log;
    (void)dt_bias;
    (void)cu_seqlens;
    (void)initial_state_indices;
    (void)final_state_indices;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopKron(infiniopKronDescriptor_t desc, void* workspace, size_t workspace_size, void* y, const void* x1, const void* x2, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)y;
    (void)x1;
    (void)x2;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopKthvalue(infiniopKthvalueDescriptor_t desc, void* workspace, size_t workspace_size, void* values, void* indices, const void* input, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)values;
    (void)indices;
    (void)input;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopLdexp(infiniopLdexpDescriptor_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* exp, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)y;
    (void)x;
    (void)exp;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopLinearMxfp4(infiniopLinearMxfp4Descriptor_t desc, void* workspace, size_t workspace_size, void* output, const void* input, const void* packed_weight, const void* weight_scale, const void* bias, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)output;
    (void)input;
    (void)packed_weight;
    (void)weight_scale;
    (void)bias;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopLogCumSumExp(infiniopLogCumSumExpDescriptor_t desc, void* workspace, size_t workspace_size, void* y, const void* x, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)y;
    (void)x;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopLogdet(infiniopLogdetDescriptor_t desc, void* workspace, size_t workspace_size, void* y, const void* x, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)y;
    (void)x;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopMambaSelectiveScan(infiniopMambaSelectiveScanDescriptor_t desc, void* workspace, size_t workspace_size, void* out, const void* x, const void* dt, const void* b, const void* c, const void* a_log, const void* d, const void* gate, const void* dt_bias, void* state, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)out;
    (void)x;
    (void)dt;
    (void)b;
    (void)c;
    (void)a_log;
    (void)d;
    (void)gate;
    (void)dt_bias;
    (void)state;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopMoeAlign(infiniopMoeAlignDescriptor_t desc, void* workspace, size_t workspace_size, void* sorted_token_ids, void* expert_ids, void* num_tokens_post_padded, const void* topk_ids, const void* expert_map, int pad_sorted_token_ids, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)sorted_token_ids;
    (void)expert_ids;
    (void)num_tokens_post_padded;
    (void)topk_ids;
    (void)expert_map;
    (void)pad_sorted_token_ids;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopMoeFusedDense(infiniopMoeFusedDenseDescriptor_t desc, void* workspace, size_t workspace_size, void* output, const void* hidden_states, const void* w13, const void* w2, const void* topk_weights, const void* topk_ids, const void* sorted_token_ids, const void* expert_ids, const void* num_tokens_post_padded, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)output;
    (void)hidden_states;
    (void)w13;
    (void)w2;
    (void)topk_weights;
    (void)topk_ids;
    (void)sorted_token_ids;
    (void)expert_ids;
    (void)num_tokens_post_padded;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopMoeFusedGate(infiniopMoeFusedGateDescriptor_t desc, void* workspace, size_t workspace_size, void* topk_weights, void* topk_indices, const void* input, const void* bias, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)topk_weights;
    (void)topk_indices;
    (void)input;
    (void)bias;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopMoeSum(infiniopMoeSumDescriptor_t desc, void* workspace, size_t workspace_size, void* output, const void* input, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)output;
    (void)input;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopMoeTopkSigmoid(infiniopMoeTopkSigmoidDescriptor_t desc, void* workspace, size_t workspace_size, void* topk_weights, void* topk_indices, const void* gating_output, const void* correction_bias, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)topk_weights;
    (void)topk_indices;
    (void)gating_output;
    (void)correction_bias;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopMoeTopkSoftmax(infiniopMoeTopkSoftmaxDescriptor_t desc, void* workspace, size_t workspace_size, void* topk_weights, void* topk_indices, const void* gating_output, const void* correction_bias, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)topk_weights;
    (void)topk_indices;
    (void)gating_output;
    (void)correction_bias;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopMulScalar(infiniopMulScalarDescriptor_t desc, void* workspace, size_t workspace_size, void* output, const void* input, double alpha, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)output;
    (void)input;
    (void)alpha;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopMultiMarginLoss(infiniopMultiMarginLossDescriptor_t desc, void* workspace, size_t workspace_size, void* output, const void* input, const void* target, const void* weight, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)output;
    (void)input;
    (void)target;
    (void)weight;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopMxfp4Dequantize(infiniopMxfp4DequantizeDescriptor_t desc, void* workspace, size_t workspace_size, void* out, const void* packed, const void* scales, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)out;
    (void)packed;
    (void)scales;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopNsaCompressPagedCache(infiniopNsaCompressPagedCacheDescriptor_t desc, void* workspace, size_t workspace_size, void* k_cmp, void* v_cmp, const void* k_cache, const void* v_cache, const void* block_tables, const void* seq_lens, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)k_cmp;
    (void)v_cmp;
    (void)k_cache;
    (void)v_cache;
    (void)block_tables;
    (void)seq_lens;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopNsaPagedAttention(infiniopNsaPagedAttentionDescriptor_t desc, void* workspace, size_t workspace_size, void* out, const void* q, const void* k_cmp, const void* v_cmp, const void* k_cache, const void* v_cache, const void* block_tables, const void* seq_lens, const void* gates, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)out;
    (void)q;
    (void)k_cmp;
    (void)v_cmp;
    (void)k_cache;
    (void)v_cache;
    (void)block_tables;
    (void)seq_lens;
    (void)gates;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopPad(infiniopPadDescriptor_t desc, void* workspace, size_t workspace_size, void* y, const void* x, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)y;
    (void)x;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopPrelu(infiniopPreluDescriptor_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* weight, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)y;
    (void)x;
    (void)weight;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopPrepareMoeInput(infiniopPrepareMoeInputDescriptor_t desc, void* workspace, size_t workspace_size, void* expert_offsets, void* blockscale_offsets, void* problem_sizes1, void* problem_sizes2, void* input_permutation, void* output_permutation, const void* topk_ids, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)expert_offsets;
    (void)blockscale_offsets;
    (void)problem_sizes1;
    (void)problem_sizes2;
    (void)input_permutation;
    (void)output_permutation;
    (void)topk_ids;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopRecurrentGatedDeltaRule(infiniopRecurrentGatedDeltaRuleDescriptor_t desc, void* workspace, size_t workspace_size, void* out, void* initial_state, void* final_state, const void* q, const void* k, const void* v, const void* g, const void* beta, const void* initial_state_indices, const void* final_state_indices, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)out;
    (void)initial_state;
    (void)final_state;
    (void)q;
    (void)k;
    (void)v;
    (void)g;
    (void)beta;
    (void)initial_state_indices;
    (void)final_state_indices;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopRotg(infiniopRotgDescriptor_t desc, void* workspace, size_t workspace_size, void* x, void* y, void* c, void* s, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)x;
    (void)y;
    (void)c;
    (void)s;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopRotm(infiniopRotmDescriptor_t desc, void* workspace, size_t workspace_size, void* x, void* y, const void* param, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)x;
    (void)y;
    (void)param;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopRotmg(infiniopRotmgDescriptor_t desc, void* workspace, size_t workspace_size, void* d1, void* d2, void* x1, const void* y1, void* param, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)d1;
    (void)d2;
    (void)x1;
    (void)y1;
    (void)param;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopRwkv5Wkv(infiniopRwkv5WkvDescriptor_t desc, void* workspace, size_t workspace_size, void* out, const void* receptance, const void* key, const void* value, const void* time_decay, const void* time_faaaa, void* state, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)out;
    (void)receptance;
    (void)key;
    (void)value;
    (void)time_decay;
    (void)time_faaaa;
    (void)state;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopSmoothL1Loss(infiniopSmoothL1LossDescriptor_t desc, void* workspace, size_t workspace_size, void* output, const void* input, const void* target, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)output;
    (void)input;
    (void)target;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopTripletMarginLoss(infiniopTripletMarginLossDescriptor_t desc, void* workspace, size_t workspace_size, void* output, const void* anchor, const void* positive, const void* negative, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)output;
    (void)anchor;
    (void)positive;
    (void)negative;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopTripletMarginWithDistanceLoss(infiniopTripletMarginWithDistanceLossDescriptor_t desc, void* workspace, size_t workspace_size, void* output, const void* anchor, const void* positive, const void* negative, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)output;
    (void)anchor;
    (void)positive;
    (void)negative;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopUnfold(infiniopUnfoldDescriptor_t desc, void* workspace, size_t workspace_size, void* output, const void* input, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)output;
    (void)input;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopUpsampleBilinear(infiniopUpsampleBilinearDescriptor_t desc, void* workspace, size_t workspace_size, void* output, const void* input, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)output;
    (void)input;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopUpsampleNearest(infiniopUpsampleNearestDescriptor_t desc, void* workspace, size_t workspace_size, void* output, const void* input, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)output;
    (void)input;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
__INFINI_C __export infiniStatus_t infiniopVander(infiniopVanderDescriptor_t desc, void* workspace, size_t workspace_size, void* output, const void* input, void* stream) {
    (void)desc;
    (void)workspace;
    (void)workspace_size;
    (void)output;
    (void)input;
    (void)stream;
    return INFINI_STATUS_NOT_IMPLEMENTED;
}
