/* The Paddle Custom Device plugin's kernel bodies: each Paddle kernel through anyrt's operator API
 * (so the backend's native slot runs where it has one, anyrt's fallback otherwise), on the stream
 * of Paddle's device context. Paddle's InferMeta has set each output's dims and dtype; the body
 * allocates it through the device context. A failure cannot be returned to Paddle from here: it is
 * recorded and surfaces at the next synchronization (ap__kernel_failed). */
#include <dlfcn.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "anyrt_half.h"
#include "paddle_plugin_kernels_private.h"

size_t ap__elem_size(anyrt_dtype_t d) {
    switch (d) {
    case ANYRT_DTYPE_BOOL: case ANYRT_DTYPE_INT8: case ANYRT_DTYPE_UINT8: return 1;
    case ANYRT_DTYPE_FLOAT16: case ANYRT_DTYPE_BFLOAT16: case ANYRT_DTYPE_INT16: case ANYRT_DTYPE_UINT16: return 2;
    case ANYRT_DTYPE_FLOAT32: case ANYRT_DTYPE_INT32: case ANYRT_DTYPE_UINT32: return 4;
    case ANYRT_DTYPE_FLOAT64: case ANYRT_DTYPE_INT64: case ANYRT_DTYPE_UINT64: return 8;
    default: return 0;
    }
}

static const char* ap__last_error(void) {
    static _Thread_local anyrt_error_info_t info;
    memset(&info, 0, sizeof info);
    info.struct_size = ANYRT_ERROR_INFO_STRUCT_SIZE;
    anyrt_get_last_error(&info);
    return info.message;
}

/* 1 if `st` is success, else records the kernel's failure. */
int ap__ok(const ap_call_t* c, anyrt_status_t st, const char* what) {
    if (st == ANYRT_STATUS_SUCCESS) return 1;
    ap__kernel_failed(c->kernel, "%s: %s", what, ap__last_error());
    return 0;
}

static int ap__meta(const ap_call_t* c, PD_Tensor* t, ap_tensor_t* out) {
    C_Status st = C_SUCCESS;
    memset(out, 0, sizeof *out);
    out->pd = ap__capi.PD_TensorGetPDDataType(t, &st);
    int64_t nd = ap__capi.PD_TensorGetNumDims(t, &st);
    if (st != C_SUCCESS || nd < 0 || nd > AP_MAX_DIMS) {
        ap__kernel_failed(c->kernel, "a tensor has %lld dims (at most %d)", (long long)nd, AP_MAX_DIMS);
        return 0;
    }
    if (!ap__to_anyrt_dtype(out->pd, &out->dtype)) {
        ap__kernel_failed(c->kernel, "Paddle data type %d has no anyrt dtype", (int)out->pd);
        return 0;
    }
    out->ndim = (int)nd;
    out->numel = 1;
    for (int i = 0; i < out->ndim; ++i) out->numel *= out->dims[i] = ap__capi.PD_TensorGetDim(t, (size_t)i, &st);
    return st == C_SUCCESS;
}

int ap__input(const ap_call_t* c, PD_Tensor* t, ap_tensor_t* out) {
    if (!ap__meta(c, t, out)) return 0;
    C_Status st = C_SUCCESS;
    out->data = out->numel ? ap__capi.PD_TensorGetDataPointer(t, &st) : NULL;
    return st == C_SUCCESS;
}

/* Allocates output `t` (its dims and dtype are InferMeta's; `dtype` >= 0: as that anyrt dtype,
 * where the kernel fixes it, as any and all do) through the device context. */
int ap__output_as(const ap_call_t* c, PD_Tensor* t, int dtype, ap_tensor_t* out) {
    if (!ap__meta(c, t, out)) return 0;
    if (dtype >= 0 && (anyrt_dtype_t)dtype != out->dtype) {
        out->dtype = (anyrt_dtype_t)dtype;
        if (!ap__to_paddle_dtype(out->dtype, &out->pd)) {
            ap__kernel_failed(c->kernel, "anyrt dtype %d has no Paddle data type", dtype);
            return 0;
        }
    }
    C_Status st = C_SUCCESS;
    out->data = ap__capi.PD_DeviceContextAllocateTensor(c->dev, t, (size_t)out->numel * ap__elem_size(out->dtype), out->pd, &st);
    if (st != C_SUCCESS || (out->numel && !out->data)) {
        ap__kernel_failed(c->kernel, "allocating an output of %lld elements failed", (long long)out->numel);
        return 0;
    }
    return 1;
}

int ap__output(const ap_call_t* c, PD_Tensor* t, ap_tensor_t* out) { return ap__output_as(c, t, -1, out); }

anyrt_stream_t ap__stream(const ap_call_t* c) {
    C_Status st = C_SUCCESS;
    return (anyrt_stream_t)ap__capi.PD_DeviceContextGetStream(c->dev, &st);
}

/* One operator handle per device of the backend, made on first use. */
static anyrt_op_handle_t ap__handles[64];
static pthread_mutex_t ap__handles_lock = PTHREAD_MUTEX_INITIALIZER;

int ap__handle(const ap_call_t* c, anyrt_op_handle_t* h) {
    if (!OK(ap__use_own_kind())) return 0;
    anyrt_device_kind_t kind;
    int index = 0;
    if (!OK(anyrt_get_device(&kind, &index))) return 0;
    if (index < 0 || index >= 64) {
        ap__kernel_failed(c->kernel, "device %d: at most 64 devices", index);
        return 0;
    }
    pthread_mutex_lock(&ap__handles_lock);
    int ok = ap__handles[index] || OK(anyrt_create_op_handle(&ap__handles[index]));
    *h = ap__handles[index];
    pthread_mutex_unlock(&ap__handles_lock);
    return ok;
}

int ap__desc(const ap_call_t* c, anyrt_tensor_desc_t* d, anyrt_dtype_t dtype, int ndim, const int64_t* dims, const int64_t* strides) {
    return OK(anyrt_create_tensor_desc(d, dtype, ndim, ndim ? dims : NULL, ndim ? strides : NULL));
}

int ap__workspace(const ap_call_t* c, anyrt_op_desc_t d, anyrt_stream_t s, ap_ws_t* ws) {
    ws->ptr = NULL;
    if (!OK(anyrt_get_op_workspace_size(d, &ws->size))) return 0;
    return ws->size == 0 || OK(anyrt_malloc_async(&ws->ptr, ws->size, s));
}

void ap__done(anyrt_op_desc_t d, ap_ws_t* ws, anyrt_stream_t s) {
    if (ws->ptr) anyrt_free_async(ws->ptr, s);
    anyrt_destroy_op_desc(d);
}

void ap__free_descs(anyrt_tensor_desc_t* ds, int n) {
    for (int i = 0; i < n; ++i)
        if (ds[i]) anyrt_destroy_tensor_desc(ds[i]);
}

/* ---- elementwise: out = op(x[, y]), broadcasting (anyrt's operators broadcast inputs against the output) */
typedef enum { AP_ADD, AP_SUB, AP_MUL } ap_binary_t;

static void ap__binary(const ap_call_t* c, ap_binary_t op, const ap_tensor_t* x, const ap_tensor_t* y, const ap_tensor_t* out) {
    anyrt_op_handle_t h;
    anyrt_tensor_desc_t t[3] = {0};
    anyrt_op_desc_t d = NULL;
    anyrt_stream_t s = ap__stream(c);
    ap_ws_t ws;
    if (!ap__handle(c, &h) || !ap__desc(c, &t[0], out->dtype, out->ndim, out->dims, NULL) ||
        !ap__desc(c, &t[1], x->dtype, x->ndim, x->dims, NULL) || !ap__desc(c, &t[2], y->dtype, y->ndim, y->dims, NULL))
        goto out;
    switch (op) {
    case AP_ADD:
        if (OK(anyrt_create_add_descriptor(h, &d, t[0], t[1], t[2])) && ap__workspace(c, d, s, &ws)) {
            OK(anyrt_add(d, ws.ptr, ws.size, out->data, x->data, y->data, s));
            ap__done(d, &ws, s);
        }
        break;
    case AP_SUB:
        if (OK(anyrt_create_sub_descriptor(h, &d, t[0], t[1], t[2])) && ap__workspace(c, d, s, &ws)) {
            OK(anyrt_sub(d, ws.ptr, ws.size, out->data, x->data, y->data, s));
            ap__done(d, &ws, s);
        }
        break;
    case AP_MUL:
        if (OK(anyrt_create_mul_descriptor(h, &d, t[0], t[1], t[2])) && ap__workspace(c, d, s, &ws)) {
            OK(anyrt_mul(d, ws.ptr, ws.size, out->data, x->data, y->data, s));
            ap__done(d, &ws, s);
        }
        break;
    }
out:
    ap__free_descs(t, 3);
}

static void ap__binary_kernel(const ap_call_t* c, ap_binary_t op) {
    ap_tensor_t x, y, out;
    if (!ap__input(c, c->in[0], &x) || !ap__input(c, c->in[1], &y) || !ap__output(c, c->out[0], &out) || out.numel == 0) return;
    ap__binary(c, op, &x, &y, &out);
}

void ap_kernel_add(const ap_call_t* c) { ap__binary_kernel(c, AP_ADD); }
void ap_kernel_subtract(const ap_call_t* c) { ap__binary_kernel(c, AP_SUB); }
void ap_kernel_multiply(const ap_call_t* c) { ap__binary_kernel(c, AP_MUL); }

typedef enum { AP_RELU, AP_SILU, AP_SIGMOID, AP_HARDTANH } ap_unary_t;

/* out = op(x); hardtanh between lo and hi. */
static void ap__unary_kernel(const ap_call_t* c, ap_unary_t op, float lo, float hi) {
    ap_tensor_t x, out;
    if (!ap__input(c, c->in[0], &x) || !ap__output(c, c->out[0], &out) || out.numel == 0) return;
    anyrt_op_handle_t h;
    anyrt_tensor_desc_t t[2] = {0};
    anyrt_op_desc_t d = NULL;
    anyrt_stream_t s = ap__stream(c);
    ap_ws_t ws;
    if (ap__handle(c, &h) && ap__desc(c, &t[0], out.dtype, out.ndim, out.dims, NULL) && ap__desc(c, &t[1], x.dtype, x.ndim, x.dims, NULL)) {
        anyrt_status_t st = op == AP_RELU      ? anyrt_create_relu_descriptor(h, &d, t[0], t[1])
                            : op == AP_SILU    ? anyrt_create_silu_descriptor(h, &d, t[0], t[1])
                            : op == AP_SIGMOID ? anyrt_create_sigmoid_descriptor(h, &d, t[0], t[1])
                                               : anyrt_create_hardtanh_descriptor(h, &d, t[0], t[1], lo, hi);
        if (ap__ok(c, st, "create descriptor") && ap__workspace(c, d, s, &ws)) {
            st = op == AP_RELU      ? anyrt_relu(d, ws.ptr, ws.size, out.data, x.data, s)
                 : op == AP_SILU    ? anyrt_silu(d, ws.ptr, ws.size, out.data, x.data, s)
                 : op == AP_SIGMOID ? anyrt_sigmoid(d, ws.ptr, ws.size, out.data, x.data, s)
                                    : anyrt_hardtanh(d, ws.ptr, ws.size, out.data, x.data, s);
            ap__ok(c, st, c->kernel);
            ap__done(d, &ws, s);
        }
    }
    ap__free_descs(t, 2);
}

void ap_kernel_relu(const ap_call_t* c) { ap__unary_kernel(c, AP_RELU, 0.0f, 0.0f); }
void ap_kernel_silu(const ap_call_t* c) { ap__unary_kernel(c, AP_SILU, 0.0f, 0.0f); }
void ap_kernel_sigmoid(const ap_call_t* c) { ap__unary_kernel(c, AP_SIGMOID, 0.0f, 0.0f); }

/* ---- matmul(x, y, transpose_x, transpose_y): anyrt's gemm on [batch,] m x k by k x n views; a
 * transposed operand is a strided view, a 1-D one a row or a column, and batch dims fold into one
 * (a 2-D operand, or a batch of 1, broadcasts). */
int64_t ap__prod(const int64_t* d, int n) {
    int64_t p = 1;
    for (int i = 0; i < n; ++i) p *= d[i];
    return p;
}

static int ap__cast(const ap_call_t* c, anyrt_dtype_t yd, int yn, const int64_t* ydims, const int64_t* ys, void* y, anyrt_dtype_t xd,
                    int xn, const int64_t* xdims, const int64_t* xs, const void* x);

/* The batch dims a matmul's operands broadcast to (before the last two; none for 1-D or 2-D). */
static int ap__mm_batch(const ap_call_t* c, const ap_tensor_t* x, const ap_tensor_t* y, int64_t* ob, int* on) {
    int nx = x->ndim > 2 ? x->ndim - 2 : 0, ny = y->ndim > 2 ? y->ndim - 2 : 0;
    *on = nx > ny ? nx : ny;
    for (int i = 0; i < *on; ++i) {
        int64_t a = i < *on - nx ? 1 : x->dims[i - (*on - nx)], b = i < *on - ny ? 1 : y->dims[i - (*on - ny)];
        if (a != b && a != 1 && b != 1) {
            ap__kernel_failed(c->kernel, "batch dim %d: %lld and %lld do not broadcast", i, (long long)a, (long long)b);
            return 0;
        }
        ob[i] = a > b ? a : b;
    }
    return 1;
}

/* Operand t (stored as [its batch..., r, cc]) broadcast to batch dims ob (on of them) in scratch
 * memory: [prod(ob), r, cc], contiguous. Where the batches broadcast other than wholly (x [2, 1, ..]
 * against y [1, 3, ..]) one gemm's batch stride cannot say it. */
static void* ap__mm_expand(const ap_call_t* c, const ap_tensor_t* t, int on, const int64_t* ob, int64_t r, int64_t cc, anyrt_stream_t s) {
    int64_t yd[AP_MAX_DIMS + 2], xd[AP_MAX_DIMS + 2];
    int nt = t->ndim > 2 ? t->ndim - 2 : 0;
    for (int i = 0; i < on; ++i) yd[i] = ob[i], xd[i] = i < on - nt ? 1 : t->dims[i - (on - nt)];
    yd[on] = xd[on] = r, yd[on + 1] = xd[on + 1] = cc;
    void* p = ap__scratch(c, t->dtype, ap__prod(yd, on + 2), s);
    if (p && !ap__cast(c, t->dtype, on + 2, yd, NULL, p, t->dtype, on + 2, xd, NULL, t->data)) ap__release(&p, 1, s);
    return p;
}

void ap_kernel_matmul(const ap_call_t* c) {
    ap_tensor_t x, y, out;
    if (!ap__input(c, c->in[0], &x) || !ap__input(c, c->in[1], &y)) return;
    int tx = c->attr[0].b && x.ndim > 1, ty = c->attr[1].b && y.ndim > 1;
    if (x.ndim == 0 || y.ndim == 0) {
        ap__kernel_failed(c->kernel, "0-D operands");
        return;
    }
    /* x as [bx, m, k], y as [by, k, n] */
    int64_t xr = x.ndim == 1 ? 1 : x.dims[x.ndim - 2], xc = x.dims[x.ndim - 1];
    int64_t yr = y.ndim == 1 ? y.dims[0] : y.dims[y.ndim - 2], yc = y.ndim == 1 ? 1 : y.dims[y.ndim - 1];
    int64_t m = tx ? xc : xr, k = tx ? xr : xc, n = ty ? yr : yc, k2 = ty ? yc : yr;
    int64_t bx = x.ndim > 2 ? ap__prod(x.dims, x.ndim - 2) : 1, by = y.ndim > 2 ? ap__prod(y.dims, y.ndim - 2) : 1, ob[AP_MAX_DIMS];
    int on;
    if (k != k2) {
        ap__kernel_failed(c->kernel, "inner dims %lld and %lld differ", (long long)k, (long long)k2);
        return;
    }
    if (!ap__mm_batch(c, &x, &y, ob, &on)) return;
    int64_t b = ap__prod(ob, on), od[AP_MAX_DIMS + 2];
    /* Paddle's InferMeta keeps the batch dims of the operand of more dims (x [2, 1, 3, 4] @ y [5, 4, 6]:
     * [2, 1, 3, 6]); its CPU kernel resizes out to the broadcast batch ([2, 5, 3, 6]), as here */
    int nd = on;
    memcpy(od, ob, sizeof(int64_t) * (size_t)on);
    if (x.ndim > 1) od[nd++] = m;
    if (y.ndim > 1) od[nd++] = n;
    C_Status st = C_SUCCESS;
    ap__capi.PD_TensorSetDims(c->out[0], nd, od, &st);
    if (st != C_SUCCESS || !ap__output(c, c->out[0], &out) || out.numel == 0) return;
    anyrt_stream_t s = ap__stream(c);
    void* e[2] = {0}; /* an operand broadcast to the whole batch, where one gemm's batch stride cannot */
    if ((bx != b && bx != 1) || (by != b && by != 1)) {
        if ((bx != b && !(e[0] = ap__mm_expand(c, &x, on, ob, xr, xc, s))) || (by != b && !(e[1] = ap__mm_expand(c, &y, on, ob, yr, yc, s)))) {
            ap__release(e, 2, s);
            return;
        }
        bx = by = b;
    }
    int64_t ad[3] = {bx, m, k}, as[3] = {xr * xc, tx ? 1 : k, tx ? m : 1};
    int64_t bd[3] = {by, k, n}, bs[3] = {yr * yc, ty ? 1 : n, ty ? k : 1};
    int64_t cd[3] = {b, m, n};
    anyrt_op_handle_t h;
    anyrt_tensor_desc_t t[3] = {0};
    anyrt_op_desc_t d = NULL;
    ap_ws_t ws;
    if (ap__handle(c, &h) && ap__desc(c, &t[0], out.dtype, 3, cd, NULL) && ap__desc(c, &t[1], x.dtype, 3, ad, as) &&
        ap__desc(c, &t[2], y.dtype, 3, bd, bs) && OK(anyrt_create_gemm_descriptor(h, &d, t[0], t[1], t[2])) &&
        ap__workspace(c, d, s, &ws)) {
        OK(anyrt_gemm(d, ws.ptr, ws.size, out.data, e[0] ? e[0] : x.data, e[1] ? e[1] : y.data, 1.0f, 0.0f, s));
        ap__done(d, &ws, s);
    } else if (d) {
        anyrt_destroy_op_desc(d);
    }
    ap__free_descs(t, 3);
    ap__release(e, 2, s);
}

void ap_kernel_softmax(const ap_call_t* c) {
    ap_tensor_t x, out;
    if (!ap__input(c, c->in[0], &x) || !ap__output(c, c->out[0], &out) || out.numel == 0) return;
    if (x.ndim == 0) { /* softmax of one element is 1 */
        anyrt_tensor_desc_t one = NULL;
        anyrt_op_handle_t h;
        anyrt_op_desc_t d = NULL;
        anyrt_stream_t s = ap__stream(c);
        ap_ws_t ws;
        if (ap__handle(c, &h) && ap__desc(c, &one, out.dtype, 0, NULL, NULL) && OK(anyrt_create_ones_descriptor(h, &d, one, one)) &&
            ap__workspace(c, d, s, &ws)) {
            OK(anyrt_ones(d, ws.ptr, ws.size, out.data, out.data, s));
            ap__done(d, &ws, s);
        }
        ap__free_descs(&one, 1);
        return;
    }
    anyrt_op_handle_t h;
    anyrt_tensor_desc_t t[2] = {0};
    anyrt_op_desc_t d = NULL;
    anyrt_stream_t s = ap__stream(c);
    ap_ws_t ws;
    if (ap__handle(c, &h) && ap__desc(c, &t[0], out.dtype, out.ndim, out.dims, NULL) && ap__desc(c, &t[1], x.dtype, x.ndim, x.dims, NULL) &&
        OK(anyrt_create_softmax_descriptor(h, &d, t[0], t[1], c->attr[0].i32)) && ap__workspace(c, d, s, &ws)) {
        OK(anyrt_softmax(d, ws.ptr, ws.size, out.data, x.data, s));
        ap__done(d, &ws, s);
    }
    ap__free_descs(t, 2);
}

/* swiglu(x, y): silu(x) * y; without y, x's last dim holds [x | y] halves. anyrt's swiglu is
 * c = a * silu(b), so a = y and b = x (strided half-views when y is absent). */
void ap_kernel_swiglu(const ap_call_t* c) {
    ap_tensor_t x, y, out;
    if (!ap__input(c, c->in[0], &x) || (c->in[1] && !ap__input(c, c->in[1], &y)) || !ap__output(c, c->out[0], &out) || out.numel == 0)
        return;
    int64_t xs[AP_MAX_DIMS], half_dims[AP_MAX_DIMS];
    const void* a_data;
    const void* b_data = x.data;
    anyrt_op_handle_t h;
    anyrt_tensor_desc_t t[3] = {0};
    anyrt_op_desc_t d = NULL;
    anyrt_stream_t s = ap__stream(c);
    ap_ws_t ws;
    int ok = ap__handle(c, &h) && ap__desc(c, &t[0], out.dtype, out.ndim, out.dims, NULL);
    if (ok && c->in[1]) {
        a_data = y.data;
        ok = ap__desc(c, &t[1], y.dtype, y.ndim, y.dims, NULL) && ap__desc(c, &t[2], x.dtype, x.ndim, x.dims, NULL);
    } else if (ok) {
        if (x.ndim == 0 || x.dims[x.ndim - 1] % 2) {
            ap__kernel_failed(c->kernel, "without y, x's last dim must be even");
            ap__free_descs(t, 3);
            return;
        }
        int64_t stride = 1;
        for (int i = x.ndim - 1; i >= 0; --i) {
            xs[i] = stride;
            stride *= x.dims[i];
            half_dims[i] = x.dims[i];
        }
        half_dims[x.ndim - 1] /= 2;
        a_data = (const char*)x.data + (size_t)half_dims[x.ndim - 1] * ap__elem_size(x.dtype);
        ok = ap__desc(c, &t[1], x.dtype, x.ndim, half_dims, xs) && ap__desc(c, &t[2], x.dtype, x.ndim, half_dims, xs);
    }
    if (ok && OK(anyrt_create_swiglu_descriptor(h, &d, t[0], t[1], t[2])) && ap__workspace(c, d, s, &ws)) {
        OK(anyrt_swiglu(d, ws.ptr, ws.size, out.data, a_data, b_data, s));
        ap__done(d, &ws, s);
    }
    ap__free_descs(t, 3);
}

/* The value of a Paddle Scalar (Paddle converts whatever the Scalar holds; its dtype getter is not exported). */
ap_scalar_t ap__scalar_of(PD_Scalar* sc) { return (ap_scalar_t){ap__capi.PD_ScalarGetFloat64Data(sc), ap__capi.PD_ScalarGetInt64Data(sc)}; }

/* ---- the generated bodies' halves (ap_op_t: an operator's create and run over arrays) */

static int ap__run_op(const ap_call_t* c, const ap_op_t* op, anyrt_tensor_desc_t* t, void* const* p) {
    anyrt_op_handle_t h;
    anyrt_op_desc_t d = NULL;
    anyrt_stream_t s = ap__stream(c);
    ap_ws_t ws;
    if (!ap__handle(c, &h) || !ap__ok(c, op->create(h, &d, t), op->name) || !ap__workspace(c, d, s, &ws)) {
        if (d) anyrt_destroy_op_desc(d);
        return 0;
    }
    int ok = ap__ok(c, op->run(d, ws.ptr, ws.size, p, s), op->name);
    ap__done(d, &ws, s);
    return ok;
}

void ap__elementwise(const ap_call_t* c, const ap_op_t* op, const ap_bind_t* bind) {
    ap_tensor_t t[AP_OP_MAX] = {0};
    anyrt_tensor_desc_t d[AP_OP_MAX] = {0};
    void* p[AP_OP_MAX] = {0};
    int n = op->n_tensors < AP_OP_MAX ? op->n_tensors : AP_OP_MAX;
    if (n < 1) return;
    for (int i = 0; i < n; ++i) {
        PD_Tensor* pt = bind[i].out ? c->out[bind[i].index] : c->in[bind[i].index];
        if (!(bind[i].out ? ap__output_as(c, pt, i == 0 ? op->out_dtype : -1, &t[i]) : ap__input(c, pt, &t[i]))) return;
    }
    if (t[0].numel == 0) return;
    int ok = 1;
    for (int i = 0; i < n && ok; ++i) {
        ok = ap__desc(c, &d[i], t[i].dtype, t[i].ndim, t[i].dims, NULL);
        p[i] = t[i].data;
    }
    if (ok) ap__run_op(c, op, d, p);
    ap__free_descs(d, n);
}

/* y (dtype yd, dims; ys NULL: contiguous) = x (dtype xd, x's dims broadcast to y's; xs NULL:
 * contiguous), converted, through anyrt's cast. */
static int ap__cast(const ap_call_t* c, anyrt_dtype_t yd, int yn, const int64_t* ydims, const int64_t* ys, void* y, anyrt_dtype_t xd,
                    int xn, const int64_t* xdims, const int64_t* xs, const void* x) {
    anyrt_tensor_desc_t d[2] = {0};
    void* p[2] = {y, (void*)x};
    int ok = ap__desc(c, &d[0], yd, yn, ydims, ys) && ap__desc(c, &d[1], xd, xn, xdims, xs) && ap__run_op(c, &ap__op_cast, d, p);
    ap__free_descs(d, 2);
    return ok;
}

/* The axes of a reduction as Paddle gives them (an IntArray, or a list of int64). */
static PD_List ap__axes(const ap_call_t* c, int axis, int axis_is_list) {
    PD_List none = {0, NULL};
    if (axis < 0) return none;
    return axis_is_list ? c->attr[axis].list : c->attr[axis].ints;
}

void ap__reduction(const ap_call_t* c, const ap_op_t* op, int axis, int axis_is_list, int keep_dim, int reduce_all) {
    (void)keep_dim; /* the output's dims are InferMeta's: the elements are the same either way */
    ap_tensor_t x, out;
    if (!ap__input(c, c->in[0], &x) || !ap__output_as(c, c->out[0], op->out_dtype, &out) || out.numel == 0) return;
    PD_List axes = ap__axes(c, axis, axis_is_list);
    int every = axes.size == 0 || (reduce_all >= 0 && c->attr[reduce_all].b);
    int64_t ydims[AP_MAX_DIMS];
    for (int i = 0; i < x.ndim; ++i) ydims[i] = every ? 1 : x.dims[i];
    for (size_t i = 0; i < axes.size && !every; ++i) {
        int64_t a = ((const int64_t*)axes.data)[i];
        if (a < 0) a += x.ndim;
        if (a < 0 || a >= (x.ndim ? x.ndim : 1)) {
            ap__kernel_failed(c->kernel, "axis %lld is out of range for %d dims", (long long)((const int64_t*)axes.data)[i], x.ndim);
            return;
        }
        if (x.ndim) ydims[a] = 1;
    }
    if (ap__prod(ydims, x.ndim) != out.numel) {
        ap__kernel_failed(c->kernel, "the output has %lld elements, the reduction %lld", (long long)out.numel,
                          (long long)ap__prod(ydims, x.ndim));
        return;
    }
    anyrt_stream_t s = ap__stream(c);
    const void* src = x.numel ? x.data : out.data; /* an empty x is never read */
    anyrt_dtype_t src_dtype = x.dtype;
    void* tmp = NULL;
    if (!op->out_own_dtype && out.dtype != x.dtype && x.numel) { /* sum's out_dtype: x converted first */
        if (!OK(anyrt_malloc_async(&tmp, (size_t)x.numel * ap__elem_size(out.dtype), s))) return;
        if (!ap__cast(c, out.dtype, x.ndim, x.dims, NULL, tmp, x.dtype, x.ndim, x.dims, NULL, x.data)) {
            anyrt_free_async(tmp, s);
            return;
        }
        src = tmp;
        src_dtype = out.dtype;
    }
    anyrt_tensor_desc_t d[2] = {0};
    void* p[2] = {out.data, (void*)src};
    if (ap__desc(c, &d[0], out.dtype, x.ndim, ydims, NULL) && ap__desc(c, &d[1], src_dtype, x.ndim, x.dims, NULL)) ap__run_op(c, op, d, p);
    ap__free_descs(d, 2);
    if (tmp) anyrt_free_async(tmp, s);
}

/* A tensor's strides (in elements) as Paddle holds them; 0 when it has none for every dim. */
static int ap__strides(const ap_call_t* c, PD_Tensor* t, int ndim, int64_t* strides) {
    C_Status st = C_SUCCESS;
    int64_t n = ap__capi.PD_TensorGetNumStrides(t, &st);
    if (st != C_SUCCESS || n != ndim) return 0;
    for (int i = 0; i < ndim; ++i) strides[i] = ap__capi.PD_TensorGetStride(t, (size_t)i, &st);
    if (st != C_SUCCESS) ap__kernel_failed(c->kernel, "reading a tensor's strides failed");
    return st == C_SUCCESS;
}

/* contiguous(input): out, of input's dims and dtype with contiguous strides, from input's strides
 * (a copy through anyrt's cast, same dtype). */
void ap_kernel_contiguous(const ap_call_t* c) {
    ap_tensor_t x, out;
    int64_t xs[AP_MAX_DIMS], os[AP_MAX_DIMS];
    if (!ap__input(c, c->in[0], &x)) return;
    int strided = ap__strides(c, c->in[0], x.ndim, xs);
    C_Status st = C_SUCCESS;
    for (int64_t i = x.ndim - 1, stride = 1; i >= 0; stride *= x.dims[i], --i) os[i] = stride;
    ap__capi.PD_TensorSetDims(c->out[0], x.ndim, x.dims, &st);
    ap__capi.PD_TensorSetStrides(c->out[0], x.ndim, os, &st);
    ap__capi.PD_TensorSetOffset(c->out[0], 0, &st);
    if (st != C_SUCCESS) {
        ap__kernel_failed(c->kernel, "setting the output's dims and strides failed");
        return;
    }
    if (!ap__output(c, c->out[0], &out) || out.numel == 0) return;
    ap__cast(c, out.dtype, out.ndim, out.dims, NULL, out.data, x.dtype, x.ndim, x.dims, strided ? xs : NULL, x.data);
}

/* strided_copy(input, dims, out_stride, offset): input (with its strides) into the memory out
 * already has, as dims with out_stride from byte offset `offset` (out's dims, strides and offset
 * become those, as Paddle's CPU kernel sets them). */
void ap_kernel_strided_copy(const ap_call_t* c) {
    ap_tensor_t x, out;
    int64_t xs[AP_MAX_DIMS];
    PD_List dims = c->attr[0].list, strides = c->attr[1].list;
    if (!ap__input(c, c->in[0], &x)) return;
    int strided = ap__strides(c, c->in[0], x.ndim, xs);
    if (dims.size != (size_t)x.ndim || strides.size != dims.size || ap__prod(dims.data, (int)dims.size) != x.numel) {
        ap__kernel_failed(c->kernel, "dims (%zu) and out_stride (%zu) do not describe the input's %d dims", dims.size, strides.size,
                          x.ndim);
        return;
    }
    C_Status st = C_SUCCESS;
    ap__capi.PD_TensorSetDims(c->out[0], (int64_t)dims.size, dims.data, &st);
    ap__capi.PD_TensorSetStrides(c->out[0], (int64_t)strides.size, strides.data, &st);
    ap__capi.PD_TensorSetOffset(c->out[0], c->attr[2].i64, &st);
    if (st != C_SUCCESS || !ap__meta(c, c->out[0], &out)) {
        ap__kernel_failed(c->kernel, "setting the output's dims, strides and offset failed");
        return;
    }
    if (x.numel == 0) return;
    out.data = ap__capi.PD_TensorGetDataPointer(c->out[0], &st);
    if (st != C_SUCCESS || !out.data) {
        ap__kernel_failed(c->kernel, "the output has no memory (Paddle allocates it before strided_copy)");
        return;
    }
    ap__cast(c, out.dtype, x.ndim, x.dims, strides.data, out.data, x.dtype, x.ndim, x.dims, strided ? xs : NULL, x.data);
}

/* expand(x, shape): x broadcast to out's dims (InferMeta's), a copy through anyrt's cast. */
void ap_kernel_expand(const ap_call_t* c) {
    static const ap_bind_t bind[] = {{1, 0}, {0, 0}};
    ap__elementwise(c, &ap__op_cast, bind);
}

/* ---- random: anyrt's Philox at (seed, 0); seed 0 takes a fresh 64-bit seed from the device
 * context's generator (paddle.seed sets it), so each call draws anew and paddle.seed repeats them. */
int64_t ap__seed(const ap_call_t* c, int32_t seed) {
    if (seed != 0) return seed;
    C_Status st = C_SUCCESS;
    uint64_t r = ap__capi.PD_DeviceContextGetRandom(c->dev, &st);
    int64_t v;
    memcpy(&v, &r, sizeof v);
    return v;
}

static void ap__random(const ap_call_t* c, int uniform, double a, double b, int32_t seed) {
    ap_tensor_t out;
    if (!ap__output(c, c->out[0], &out) || out.numel == 0) return;
    anyrt_op_handle_t h;
    anyrt_tensor_desc_t t = NULL;
    anyrt_op_desc_t d = NULL;
    anyrt_stream_t s = ap__stream(c);
    ap_ws_t ws;
    int64_t key = ap__seed(c, seed);
    if (ap__handle(c, &h) && ap__desc(c, &t, out.dtype, out.ndim, out.dims, NULL) &&
        OK(uniform ? anyrt_create_uniform_descriptor(h, &d, t) : anyrt_create_normal_descriptor(h, &d, t)) && ap__workspace(c, d, s, &ws)) {
        if (uniform)
            OK(anyrt_uniform(d, ws.ptr, ws.size, out.data, key, 0, (float)a, (float)b, s));
        else
            OK(anyrt_normal(d, ws.ptr, ws.size, out.data, key, 0, (float)a, (float)b, s));
        ap__done(d, &ws, s);
    }
    ap__free_descs(&t, 1);
}

/* uniform(shape, dtype, min, max, seed) */
void ap_kernel_uniform(const ap_call_t* c) { ap__random(c, 1, c->attr[2].scalar.f, c->attr[3].scalar.f, c->attr[4].i32); }

/* gaussian(shape, mean, std, seed, dtype) */
void ap_kernel_gaussian(const ap_call_t* c) { ap__random(c, 0, c->attr[1].f, c->attr[2].f, c->attr[3].i32); }

/* gelu(x, approximate): gelu, or gelutanh for the tanh form. */
void ap_kernel_gelu(const ap_call_t* c) {
    static const ap_bind_t bind[] = {{1, 0}, {0, 0}};
    ap__elementwise(c, c->attr[0].b ? &ap__op_gelutanh : &ap__op_gelu, bind);
}

/* gelu_grad(x, out_grad, approximate): gelu_backward, or gelutanh_backward for the tanh form. */
void ap_kernel_gelu_grad(const ap_call_t* c) {
    static const ap_bind_t bind[] = {{1, 0}, {0, 1}, {0, 0}}; /* dx = x_grad, dy = out_grad, x */
    ap__elementwise(c, c->attr[0].b ? &ap__op_gelutanh_backward : &ap__op_gelu_backward, bind);
}

/* ---- host staging: read a device tensor after its stream, write one in stream order */
static void* ap__to_host(const ap_call_t* c, const ap_tensor_t* t, anyrt_stream_t s) {
    size_t bytes = (size_t)t->numel * ap__elem_size(t->dtype);
    void* h = malloc(bytes ? bytes : 1);
    if (!h) {
        ap__kernel_failed(c->kernel, "out of host memory");
        return NULL;
    }
    if (!OK(anyrt_memcpy_async(h, t->data, bytes, ANYRT_MEMCPY_KIND_D2H, s)) || !OK(anyrt_synchronize_stream(s))) {
        free(h);
        return NULL;
    }
    return h;
}

/* Copies `h` into `t` in stream order and frees it once copied. */
void ap__from_host(const ap_call_t* c, void* h, const ap_tensor_t* t, anyrt_stream_t s) {
    size_t bytes = (size_t)t->numel * ap__elem_size(t->dtype);
    if (OK(anyrt_memcpy_async(t->data, h, bytes, ANYRT_MEMCPY_KIND_H2D, s))) OK(anyrt_synchronize_stream(s));
    free(h);
}

static double ap__get(const void* p, anyrt_dtype_t d, int64_t i) {
    switch (d) {
    case ANYRT_DTYPE_FLOAT32: return ((const float*)p)[i];
    case ANYRT_DTYPE_FLOAT64: return ((const double*)p)[i];
    case ANYRT_DTYPE_FLOAT16: return ak_h2f(((const uint16_t*)p)[i]);
    case ANYRT_DTYPE_BFLOAT16: return ak_b2f(((const uint16_t*)p)[i]);
    case ANYRT_DTYPE_INT32: return ((const int32_t*)p)[i];
    case ANYRT_DTYPE_INT64: return (double)((const int64_t*)p)[i];
    case ANYRT_DTYPE_BOOL: return ((const uint8_t*)p)[i] != 0;
    case ANYRT_DTYPE_UINT8: return ((const uint8_t*)p)[i];
    case ANYRT_DTYPE_INT8: return ((const int8_t*)p)[i];
    default: return NAN;
    }
}

void ap__set(void* p, anyrt_dtype_t d, int64_t i, double v) {
    switch (d) {
    case ANYRT_DTYPE_FLOAT32: ((float*)p)[i] = (float)v; break;
    case ANYRT_DTYPE_FLOAT64: ((double*)p)[i] = v; break;
    case ANYRT_DTYPE_FLOAT16: ((uint16_t*)p)[i] = ak_f2h((float)v); break;
    case ANYRT_DTYPE_BFLOAT16: ((uint16_t*)p)[i] = ak_f2b((float)v); break;
    case ANYRT_DTYPE_INT32: ((int32_t*)p)[i] = (int32_t)v; break;
    case ANYRT_DTYPE_INT64: ((int64_t*)p)[i] = (int64_t)v; break;
    case ANYRT_DTYPE_BOOL: ((uint8_t*)p)[i] = v != 0; break;
    case ANYRT_DTYPE_UINT8: ((uint8_t*)p)[i] = (uint8_t)v; break;
    case ANYRT_DTYPE_INT8: ((int8_t*)p)[i] = (int8_t)v; break;
    default: break;
    }
}

static int ap__host_dtype(anyrt_dtype_t d) { return !isnan(ap__get(&(int64_t){0}, d, 0)); }

/* rms_norm: y = x / sqrt(mean(x^2 over the last `cols` elements) + epsilon) * w, and invvar.
 * Signature 0 (3.3): (x, scale?, normalized_shape, epsilon) -> (y, invvar). Signature 1 (3.0-3.2,
 * the fused kernel): (x, bias?, residual?, norm_weight, norm_bias?, epsilon, begin_norm_axis,
 * quant_scale, ...) -> (out, residual_out, inv_var), served without bias, residual, norm_bias and
 * quantization. */
void ap_kernel_rms_norm(const ap_call_t* c) {
    ap_tensor_t x, w, y, inv;
    int fused = c->signature == 1;
    PD_Tensor* wt = fused ? c->in[3] : c->in[1];
    PD_Tensor* invt = fused ? c->out[2] : c->out[1];
    if (fused && (c->in[1] || c->in[2] || c->in[4] || c->attr[2].f > 0.0f)) {
        ap__kernel_failed(c->kernel, "bias, residual, norm_bias and quantization (quant_scale > 0) are not served");
        return;
    }
    if (!ap__input(c, c->in[0], &x) || (wt && !ap__input(c, wt, &w)) || !ap__output(c, c->out[0], &y)) return;
    if (invt && !ap__output(c, invt, &inv)) return;
    int axis = fused ? (c->attr[1].i32 < 0 ? c->attr[1].i32 + x.ndim : c->attr[1].i32) : 0;
    size_t nn = fused ? (size_t)(axis >= 0 && axis < x.ndim ? x.ndim - axis : 0) : c->attr[0].list.size;
    if (nn == 0 || (int)nn > x.ndim) {
        ap__kernel_failed(c->kernel, "normalized_shape has %zu dims, x %d", nn, x.ndim);
        return;
    }
    if (x.numel == 0) return;
    int64_t cols = ap__prod(x.dims + x.ndim - nn, (int)nn), rows = x.numel / cols;
    float eps = fused ? c->attr[0].f : (float)c->attr[1].d;
    anyrt_stream_t s = ap__stream(c);
    anyrt_op_handle_t h;
    anyrt_tensor_desc_t t[3] = {0};
    anyrt_op_desc_t d = NULL;
    ap_ws_t ws;
    void* ones = NULL;
    const void* wdata = wt ? w.data : NULL;
    anyrt_dtype_t wdtype = wt ? w.dtype : x.dtype;
    int64_t yd[2] = {rows, cols};
    if (!ap__handle(c, &h)) return;
    if (!wdata) { /* no scale: weights of one */
        anyrt_tensor_desc_t od = NULL;
        anyrt_op_desc_t o = NULL;
        ap_ws_t ows;
        int ok = OK(anyrt_malloc_async(&ones, (size_t)cols * ap__elem_size(x.dtype), s)) && ap__desc(c, &od, x.dtype, 1, &cols, NULL) &&
                 OK(anyrt_create_ones_descriptor(h, &o, od, od)) && ap__workspace(c, o, s, &ows);
        if (ok) {
            ok = OK(anyrt_ones(o, ows.ptr, ows.size, ones, ones, s));
            ap__done(o, &ows, s);
        }
        ap__free_descs(&od, 1);
        if (!ok) {
            if (ones) anyrt_free_async(ones, s);
            return;
        }
        wdata = ones;
    }
    if (ap__desc(c, &t[0], y.dtype, 2, yd, NULL) && ap__desc(c, &t[1], x.dtype, 2, yd, NULL) && ap__desc(c, &t[2], wdtype, 1, &cols, NULL) &&
        OK(anyrt_create_rms_norm_descriptor(h, &d, t[0], t[1], t[2], eps)) && ap__workspace(c, d, s, &ws)) {
        OK(anyrt_rms_norm(d, ws.ptr, ws.size, y.data, x.data, wdata, s));
        ap__done(d, &ws, s);
    }
    ap__free_descs(t, 3);
    if (ones) anyrt_free_async(ones, s);
    if (invt && inv.numel) { /* invvar: anyrt's rms_norm does not return it; computed from a host copy of x */
        if (inv.numel != rows) {
            ap__kernel_failed(c->kernel, "invvar has %lld elements, %lld rows", (long long)inv.numel, (long long)rows);
            return;
        }
        void* hx = ap__to_host(c, &x, s);
        void* hi = hx ? malloc((size_t)rows * ap__elem_size(inv.dtype)) : NULL;
        if (!hi) {
            free(hx);
            return;
        }
        for (int64_t r = 0; r < rows; ++r) {
            double ss = 0;
            for (int64_t j = 0; j < cols; ++j) {
                double v = ap__get(hx, x.dtype, r * cols + j);
                ss += v * v;
            }
            ap__set(hi, inv.dtype, r, 1.0 / sqrt(ss / (double)cols + (double)eps));
        }
        free(hx);
        ap__from_host(c, hi, &inv, s);
    }
}


/* Fills `out` with `value`: 0 and 1 through the zeros/ones operators, others from the host. */
static void ap__fill(const ap_call_t* c, const ap_tensor_t* out, ap_scalar_t scalar) {
    double value = scalar.f;
    if (out->numel == 0) return;
    anyrt_stream_t s = ap__stream(c);
    if (value == 0.0 || value == 1.0) {
        anyrt_op_handle_t h;
        anyrt_tensor_desc_t t = NULL;
        anyrt_op_desc_t d = NULL;
        ap_ws_t ws;
        if (ap__handle(c, &h) && ap__desc(c, &t, out->dtype, out->ndim, out->dims, NULL) &&
            OK(value == 0.0 ? anyrt_create_zeros_descriptor(h, &d, t, t) : anyrt_create_ones_descriptor(h, &d, t, t)) &&
            ap__workspace(c, d, s, &ws)) {
            OK(value == 0.0 ? anyrt_zeros(d, ws.ptr, ws.size, out->data, out->data, s) : anyrt_ones(d, ws.ptr, ws.size, out->data, out->data, s));
            ap__done(d, &ws, s);
        }
        ap__free_descs(&t, 1);
        return;
    }
    if (!ap__host_dtype(out->dtype)) {
        ap__kernel_failed(c->kernel, "no host conversion for anyrt dtype %d", (int)out->dtype);
        return;
    }
    size_t es = ap__elem_size(out->dtype);
    void* h = malloc((size_t)out->numel * es);
    if (!h) {
        ap__kernel_failed(c->kernel, "out of host memory");
        return;
    }
    if (out->dtype == ANYRT_DTYPE_INT64) /* exact beyond 2^53 */
        ((int64_t*)h)[0] = scalar.i;
    else
        ap__set(h, out->dtype, 0, value);
    for (int64_t i = 1; i < out->numel; ++i) memcpy((char*)h + (size_t)i * es, h, es);
    ap__from_host(c, h, out, s);
}

void ap_kernel_full(const ap_call_t* c) {
    ap_tensor_t out;
    if (ap__output(c, c->out[0], &out)) ap__fill(c, &out, c->attr[1].scalar);
}

void ap_kernel_full_like(const ap_call_t* c) {
    ap_tensor_t out;
    if (ap__output(c, c->out[0], &out)) ap__fill(c, &out, c->attr[0].scalar);
}

/* scale: out = x * scale + bias (bias_after_scale) or (x + bias) * scale, as anyrt mul and add
 * against one-element tensors. */
void ap_kernel_scale(const ap_call_t* c) {
    ap_tensor_t x, out;
    if (!ap__input(c, c->in[0], &x) || !ap__output(c, c->out[0], &out) || out.numel == 0) return;
    double sc = c->attr[0].scalar.f, bias = c->attr[1].scalar.f;
    int after = c->attr[2].b;
    anyrt_stream_t s = ap__stream(c);
    size_t es = ap__elem_size(x.dtype);
    void* consts = NULL;
    unsigned char host[16];
    ap__set(host, x.dtype, 0, sc);
    ap__set(host, x.dtype, 1, bias);
    if (!OK(anyrt_malloc(&consts, 2 * es)) || !OK(anyrt_memcpy(consts, host, 2 * es, ANYRT_MEMCPY_KIND_H2D))) {
        if (consts) anyrt_free(consts);
        return;
    }
    ap_tensor_t st = {x.pd, x.dtype, 0, {0}, 1, consts}, bt = {x.pd, x.dtype, 0, {0}, 1, (char*)consts + es};
    if (after) {
        ap__binary(c, AP_MUL, &x, &st, &out);
        if (bias != 0.0) ap__binary(c, AP_ADD, &out, &bt, &out);
    } else {
        ap__binary(c, AP_ADD, &x, &bt, &out);
        ap__binary(c, AP_MUL, &out, &st, &out);
    }
    anyrt_free_async(consts, s);
}

/* cast(x, out_dtype): anyrt's cast (any dtype to any). */
void ap_kernel_cast(const ap_call_t* c) {
    ap_tensor_t x, out;
    if (!ap__input(c, c->in[0], &x) || !ap__output(c, c->out[0], &out) || out.numel == 0) return;
    ap__cast(c, out.dtype, out.ndim, out.dims, NULL, out.data, x.dtype, x.ndim, x.dims, NULL, x.data);
}

/* ---- helpers for the composed bodies: one operand of an operator (its dims and memory) */

/* Runs generic operator `op` over `n` operands (outputs first, in the operator's order). */
int ap__op(const ap_call_t* c, const ap_op_t* op, int n, const ap_arg_t* a) {
    anyrt_tensor_desc_t d[AP_OP_MAX] = {0};
    void* p[AP_OP_MAX] = {0};
    int ok = n <= AP_OP_MAX;
    for (int i = 0; i < n && ok; ++i) {
        ok = ap__desc(c, &d[i], a[i].dtype, a[i].ndim, a[i].dims, a[i].strides);
        p[i] = (void*)a[i].data;
    }
    ok = ok && ap__run_op(c, op, d, p);
    ap__free_descs(d, n < AP_OP_MAX ? n : AP_OP_MAX);
    return ok;
}


/* Stream-ordered scratch memory of `n` elements of `dtype` (freed by anyrt_free_async). */
void* ap__scratch(const ap_call_t* c, anyrt_dtype_t dtype, int64_t n, anyrt_stream_t s) {
    void* p = NULL;
    if (!OK(anyrt_malloc_async(&p, (size_t)(n ? n : 1) * ap__elem_size(dtype), s))) return NULL;
    return p;
}

/* `n` ones of `dtype` in scratch memory (a weight Paddle leaves out). */
static void* ap__ones(const ap_call_t* c, anyrt_dtype_t dtype, int64_t n, anyrt_stream_t s) {
    void* p = ap__scratch(c, dtype, n, s);
    if (p && !ap__op(c, &ap__op_ones, 2, (ap_arg_t[]){AP_ARG(dtype, 1, &n, p), AP_ARG(dtype, 1, &n, p)})) {
        anyrt_free_async(p, s);
        return NULL;
    }
    return p;
}

/* A one-element device tensor holding `value` (copied before the call returns; freed in stream order). */
void* ap__constant(const ap_call_t* c, anyrt_dtype_t dtype, double value, anyrt_stream_t s) {
    unsigned char host[16];
    void* p = ap__scratch(c, dtype, 1, s);
    ap__set(host, dtype, 0, value);
    if (p && (!OK(anyrt_memcpy_async(p, host, ap__elem_size(dtype), ANYRT_MEMCPY_KIND_H2D, s)) || !OK(anyrt_synchronize_stream(s)))) {
        anyrt_free_async(p, s);
        return NULL;
    }
    return p;
}

void ap__release(void** ps, int n, anyrt_stream_t s) {
    for (int i = 0; i < n; ++i)
        if (ps[i]) anyrt_free_async(ps[i], s);
}

/* layer_norm(x, scale?, bias?, epsilon, begin_norm_axis) -> (out, mean, variance): x as
 * [rows, cols] split at begin_norm_axis; anyrt's layer_norm gives out (and z, std, which Paddle does
 * not keep); mean is the mean reduction of x and variance the mean of (x - mean)^2, Paddle's biased
 * variance without epsilon (what layer_norm_grad takes back). */
/* A float16 / bfloat16 x with float32 scale, bias and statistics (Paddle's O2 keeps the norms'
 * parameters in float32): the layer_norm of x cast up; `t` (x, or y, dy, dx) then float32 scratch
 * memory holding its values (where `read`) or receiving them (cast down by ap__unpromote). */
static int ap__promote(const ap_call_t* c, ap_tensor_t* t, anyrt_dtype_t to, int read, anyrt_stream_t s) {
    void* p = ap__scratch(c, to, t->numel, s);
    if (!p) return 0;
    if (read && t->numel && !ap__cast(c, to, t->ndim, t->dims, NULL, p, t->dtype, t->ndim, t->dims, NULL, t->data)) {
        anyrt_free_async(p, s);
        return 0;
    }
    t->dtype = to;
    t->data = p;
    return 1;
}

static void ap__unpromote(const ap_call_t* c, const ap_tensor_t* orig, const ap_tensor_t* t, anyrt_stream_t s) {
    if (t->numel) ap__cast(c, orig->dtype, orig->ndim, orig->dims, NULL, orig->data, t->dtype, t->ndim, t->dims, NULL, t->data);
    anyrt_free_async(t->data, s);
}

/* Whether layer_norm(_grad)'s x of `xd` comes with float32 parameters: O2's mixed case. */
static int ap__mixed_norm(anyrt_dtype_t xd, anyrt_dtype_t wd) {
    return (xd == ANYRT_DTYPE_FLOAT16 || xd == ANYRT_DTYPE_BFLOAT16) && wd == ANYRT_DTYPE_FLOAT32;
}

static void ap__layer_norm(const ap_call_t* c, ap_tensor_t x, int has_w, ap_tensor_t w, int has_b, ap_tensor_t b, ap_tensor_t y,
                           ap_tensor_t mean, ap_tensor_t var);

void ap_kernel_layer_norm(const ap_call_t* c) {
    ap_tensor_t x, w, b, y, mean, var;
    int has_w = c->in[1] != NULL, has_b = c->in[2] != NULL;
    memset(&w, 0, sizeof w), memset(&b, 0, sizeof b), memset(&mean, 0, sizeof mean), memset(&var, 0, sizeof var);
    if (!ap__input(c, c->in[0], &x) || (has_w && !ap__input(c, c->in[1], &w)) || (has_b && !ap__input(c, c->in[2], &b)) ||
        !ap__output(c, c->out[0], &y))
        return;
    if ((c->out[1] && !ap__output(c, c->out[1], &mean)) || (c->out[2] && !ap__output(c, c->out[2], &var))) return;
    anyrt_dtype_t f32 = ANYRT_DTYPE_FLOAT32;
    if (!ap__mixed_norm(x.dtype, c->out[1] ? mean.dtype : has_w ? w.dtype : has_b ? b.dtype : x.dtype)) {
        ap__layer_norm(c, x, has_w, w, has_b, b, y, mean, var);
        return;
    }
    /* everything in float32: x, y, and a scale or bias of x's dtype (a model cast to float16 whole) */
    anyrt_stream_t s = ap__stream(c);
    ap_tensor_t t[4] = {x, y, w, b};
    int cast[4] = {1, 1, has_w && w.dtype != f32, has_b && b.dtype != f32}, done = 0, ok = 1;
    for (; done < 4 && ok; ++done) ok = !cast[done] || ap__promote(c, &t[done], f32, done != 1, s);
    if (ok) {
        ap__layer_norm(c, t[0], has_w, t[2], has_b, t[3], t[1], mean, var);
        ap__unpromote(c, &y, &t[1], s);
        cast[1] = 0;
    }
    for (int i = 0; i < done; ++i)
        if (cast[i] && (i != done - 1 || ok)) anyrt_free_async(t[i].data, s);
}

static void ap__layer_norm(const ap_call_t* c, ap_tensor_t x, int has_w, ap_tensor_t w, int has_b, ap_tensor_t b, ap_tensor_t y,
                           ap_tensor_t mean, ap_tensor_t var) {
    int axis = c->attr[1].i32 < 0 ? c->attr[1].i32 + x.ndim : c->attr[1].i32;
    if (axis < 0 || axis >= x.ndim) {
        ap__kernel_failed(c->kernel, "begin_norm_axis %d is out of range for %d dims", c->attr[1].i32, x.ndim);
        return;
    }
    if (x.numel == 0) return;
    int64_t rows = ap__prod(x.dims, axis), cols = x.numel / rows, m[2] = {rows, cols}, r1[2] = {rows, 1};
    if ((c->out[1] && mean.dtype != x.dtype) || (c->out[2] && var.dtype != x.dtype) || (has_w && w.dtype != x.dtype) ||
        (has_b && b.dtype != x.dtype)) {
        ap__kernel_failed(c->kernel, "mixed dtypes (x %d, scale, bias, mean, variance) are not served", (int)x.dtype);
        return;
    }
    anyrt_stream_t s = ap__stream(c);
    anyrt_op_handle_t h;
    void* tmp[3] = {0}; /* z, std, ones */
    tmp[0] = ap__scratch(c, x.dtype, x.numel, s);
    tmp[1] = tmp[0] ? ap__scratch(c, x.dtype, rows, s) : NULL;
    if (tmp[1] && !has_w) tmp[2] = ap__ones(c, x.dtype, cols, s);
    anyrt_tensor_desc_t t[6] = {0};
    anyrt_op_desc_t d = NULL;
    ap_ws_t ws;
    int ok = tmp[1] && (has_w || tmp[2]) && ap__handle(c, &h) && ap__desc(c, &t[0], y.dtype, 2, m, NULL) &&
             ap__desc(c, &t[1], x.dtype, 2, m, NULL) && ap__desc(c, &t[2], x.dtype, 1, &rows, NULL) &&
             ap__desc(c, &t[3], x.dtype, 2, m, NULL) && ap__desc(c, &t[4], x.dtype, 1, &cols, NULL) &&
             (!has_b || ap__desc(c, &t[5], x.dtype, 1, &cols, NULL)) &&
             OK(anyrt_create_layer_norm_descriptor(h, &d, t[0], t[1], t[2], t[3], t[4], t[5], c->attr[0].f)) && ap__workspace(c, d, s, &ws);
    if (ok) {
        ok = OK(anyrt_layer_norm(d, ws.ptr, ws.size, y.data, tmp[0], tmp[1], x.data, has_w ? w.data : tmp[2], has_b ? b.data : NULL, s));
        ap__done(d, &ws, s);
    } else if (d) {
        anyrt_destroy_op_desc(d);
    }
    ap__free_descs(t, 6);
    if (ok && c->out[1]) ok = ap__op(c, &ap__op_mean, 2, (ap_arg_t[]){AP_ARG(x.dtype, 2, r1, mean.data), AP_ARG(x.dtype, 2, m, x.data)});
    if (ok && c->out[1] && c->out[2]) /* (x - mean)^2 into z's memory, then its mean */
        ok = ap__op(c, &ap__op_sub, 3,
                    (ap_arg_t[]){AP_ARG(x.dtype, 2, m, tmp[0]), AP_ARG(x.dtype, 2, m, x.data), AP_ARG(x.dtype, 2, r1, mean.data)}) &&
             ap__op(c, &ap__op_mul, 3,
                    (ap_arg_t[]){AP_ARG(x.dtype, 2, m, tmp[0]), AP_ARG(x.dtype, 2, m, tmp[0]), AP_ARG(x.dtype, 2, m, tmp[0])}) &&
             ap__op(c, &ap__op_mean, 2, (ap_arg_t[]){AP_ARG(x.dtype, 2, r1, var.data), AP_ARG(x.dtype, 2, m, tmp[0])});
    ap__release(tmp, 3, s);
}

/* layer_norm_grad(x, scale?, bias?, mean, variance, out_grad, epsilon, begin_norm_axis) ->
 * (x_grad, scale_grad?, bias_grad?): anyrt's layer_norm_backward from z = (x - mean) / std and
 * std = sqrt(variance + epsilon), both made on the device with the elementwise operators. */
static void ap__layer_norm_grad(const ap_call_t* c, ap_tensor_t x, int has_w, ap_tensor_t w, ap_tensor_t mean, ap_tensor_t var,
                                ap_tensor_t dy, ap_tensor_t dx, ap_tensor_t dw, ap_tensor_t db);

/* O2's mixed case as layer_norm's: x and dy cast up, dx computed in float32 and cast down. */
void ap_kernel_layer_norm_grad(const ap_call_t* c) {
    ap_tensor_t x, w, mean, var, dy, dx, dw, db;
    int has_w = c->in[1] != NULL, has_dx = c->out[0] != NULL, has_dw = c->out[1] != NULL, has_db = c->out[2] != NULL;
    memset(&w, 0, sizeof w), memset(&dx, 0, sizeof dx), memset(&dw, 0, sizeof dw), memset(&db, 0, sizeof db);
    if (!ap__input(c, c->in[0], &x) || (has_w && !ap__input(c, c->in[1], &w)) || !ap__input(c, c->in[3], &mean) ||
        !ap__input(c, c->in[4], &var) || !ap__input(c, c->in[5], &dy))
        return;
    if ((has_dx && !ap__output(c, c->out[0], &dx)) || (has_dw && !ap__output(c, c->out[1], &dw)) || (has_db && !ap__output(c, c->out[2], &db)))
        return;
    anyrt_dtype_t f32 = ANYRT_DTYPE_FLOAT32;
    if (!ap__mixed_norm(x.dtype, mean.dtype)) {
        ap__layer_norm_grad(c, x, has_w, w, mean, var, dy, dx, dw, db);
        return;
    }
    /* everything in float32: x, dy, dx, and a scale (its gradients) of x's dtype */
    anyrt_stream_t s = ap__stream(c);
    ap_tensor_t t[6] = {x, dy, w, dx, dw, db}, orig[6] = {x, dy, w, dx, dw, db};
    int half_w = has_w && w.dtype != f32, cast[6] = {1, 1, half_w, has_dx, has_dw && dw.dtype != f32, has_db && db.dtype != f32};
    int done = 0, ok = 1;
    for (; done < 6 && ok; ++done) ok = !cast[done] || ap__promote(c, &t[done], f32, done < 3, s);
    if (ok) {
        ap__layer_norm_grad(c, t[0], has_w, t[2], mean, var, t[1], t[3], t[4], t[5]);
        for (int i = 3; i < 6; ++i)
            if (cast[i]) ap__unpromote(c, &orig[i], &t[i], s), cast[i] = 0;
    }
    for (int i = 0; i < done; ++i)
        if (cast[i] && (i != done - 1 || ok)) anyrt_free_async(t[i].data, s);
}

static void ap__layer_norm_grad(const ap_call_t* c, ap_tensor_t x, int has_w, ap_tensor_t w, ap_tensor_t mean, ap_tensor_t var,
                                ap_tensor_t dy, ap_tensor_t dx, ap_tensor_t dw, ap_tensor_t db) {
    int has_dx = c->out[0] != NULL, has_dw = c->out[1] != NULL, has_db = c->out[2] != NULL;
    int axis = c->attr[1].i32 < 0 ? c->attr[1].i32 + x.ndim : c->attr[1].i32;
    if (axis < 0 || axis >= x.ndim) {
        ap__kernel_failed(c->kernel, "begin_norm_axis %d is out of range for %d dims", c->attr[1].i32, x.ndim);
        return;
    }
    if (x.numel == 0) return;
    int64_t rows = ap__prod(x.dims, axis), cols = x.numel / rows, m[2] = {rows, cols}, r1[2] = {rows, 1};
    if (mean.dtype != x.dtype || var.dtype != x.dtype || dy.dtype != x.dtype || (has_w && w.dtype != x.dtype) || mean.numel != rows ||
        var.numel != rows) {
        ap__kernel_failed(c->kernel, "mixed dtypes or a mean/variance of %lld elements for %lld rows are not served", (long long)mean.numel,
                          (long long)rows);
        return;
    }
    anyrt_dtype_t dt = x.dtype;
    anyrt_stream_t s = ap__stream(c);
    void* tmp[6] = {0}; /* z, std, eps, ones, dx, dweight */
    int ok = (tmp[0] = ap__scratch(c, dt, x.numel, s)) && (tmp[1] = ap__scratch(c, dt, rows, s)) &&
             (tmp[2] = ap__constant(c, dt, c->attr[0].f, s)) && (has_w || (tmp[3] = ap__ones(c, dt, cols, s))) &&
             (has_dx || (tmp[4] = ap__scratch(c, dt, x.numel, s))) && (has_dw || (tmp[5] = ap__scratch(c, dt, cols, s)));
    int64_t one = 1;
    ok = ok &&
         ap__op(c, &ap__op_add, 3, (ap_arg_t[]){AP_ARG(dt, 1, &rows, tmp[1]), AP_ARG(dt, 1, &rows, var.data), AP_ARG(dt, 1, &one, tmp[2])}) &&
         ap__op(c, &ap__op_sqrt, 2, (ap_arg_t[]){AP_ARG(dt, 1, &rows, tmp[1]), AP_ARG(dt, 1, &rows, tmp[1])}) &&
         ap__op(c, &ap__op_sub, 3, (ap_arg_t[]){AP_ARG(dt, 2, m, tmp[0]), AP_ARG(dt, 2, m, x.data), AP_ARG(dt, 2, r1, mean.data)}) &&
         ap__op(c, &ap__op_div, 3, (ap_arg_t[]){AP_ARG(dt, 2, m, tmp[0]), AP_ARG(dt, 2, m, tmp[0]), AP_ARG(dt, 2, r1, tmp[1])});
    anyrt_op_handle_t h;
    anyrt_tensor_desc_t t[7] = {0};
    anyrt_op_desc_t d = NULL;
    ap_ws_t ws;
    ok = ok && ap__handle(c, &h) && ap__desc(c, &t[0], dt, 2, m, NULL) && ap__desc(c, &t[1], dt, 1, &cols, NULL) &&
         (!has_db || ap__desc(c, &t[2], dt, 1, &cols, NULL)) && ap__desc(c, &t[3], dt, 2, m, NULL) && ap__desc(c, &t[4], dt, 2, m, NULL) &&
         ap__desc(c, &t[5], dt, 1, &rows, NULL) && ap__desc(c, &t[6], dt, 1, &cols, NULL) &&
         OK(anyrt_create_layer_norm_backward_descriptor(h, &d, t[0], t[1], t[2], t[3], t[4], t[5], t[6])) && ap__workspace(c, d, s, &ws);
    if (ok) {
        OK(anyrt_layer_norm_backward(d, ws.ptr, ws.size, has_dx ? dx.data : tmp[4], has_dw ? dw.data : tmp[5], has_db ? db.data : NULL,
                                     dy.data, tmp[0], tmp[1], has_w ? w.data : tmp[3], s));
        ap__done(d, &ws, s);
    } else if (d) {
        anyrt_destroy_op_desc(d);
    }
    ap__free_descs(t, 7);
    ap__release(tmp, 6, s);
}

/* softmax_grad(out, out_grad, axis) -> x_grad: anyrt's softmax_backward (0-D: a zero gradient). */
void ap_kernel_softmax_grad(const ap_call_t* c) {
    ap_tensor_t y, dy, dx;
    if (!ap__input(c, c->in[0], &y) || !ap__input(c, c->in[1], &dy) || !ap__output(c, c->out[0], &dx) || dx.numel == 0) return;
    if (dx.ndim == 0) {
        ap__op(c, &ap__op_zeros, 2, (ap_arg_t[]){AP_ARG(dx.dtype, 0, NULL, dx.data), AP_ARG(dx.dtype, 0, NULL, dx.data)});
        return;
    }
    anyrt_op_handle_t h;
    anyrt_tensor_desc_t t[3] = {0};
    anyrt_op_desc_t d = NULL;
    anyrt_stream_t s = ap__stream(c);
    ap_ws_t ws;
    if (ap__handle(c, &h) && ap__desc(c, &t[0], dx.dtype, dx.ndim, dx.dims, NULL) && ap__desc(c, &t[1], dy.dtype, dy.ndim, dy.dims, NULL) &&
        ap__desc(c, &t[2], y.dtype, y.ndim, y.dims, NULL) && OK(anyrt_create_softmax_backward_descriptor(h, &d, t[0], t[1], t[2], c->attr[0].i32)) &&
        ap__workspace(c, d, s, &ws)) {
        OK(anyrt_softmax_backward(d, ws.ptr, ws.size, dx.data, dy.data, y.data, s));
        ap__done(d, &ws, s);
    }
    ap__free_descs(t, 3);
}

/* ---- the elementwise and reduction backwards: a gradient summed back to an operand's shape */

/* `dims` (n of them) right-aligned to `nd` dims, 1 before them (Paddle's broadcast, axis -1). */
static void ap__align(int nd, int64_t* out, int n, const int64_t* dims) {
    for (int i = 0; i < nd; ++i) out[i] = i < nd - n ? 1 : dims[i - (nd - n)];
}

/* dst (of `dn` dims `ddims`, broadcasting to g's) = g summed over the dims dst broadcasts along. */
static int ap__sum_to(const ap_call_t* c, anyrt_dtype_t dt, void* dst, int dn, const int64_t* ddims, const void* g, int gn,
                      const int64_t* gdims) {
    int64_t a[AP_MAX_DIMS];
    if (dn > gn) {
        ap__kernel_failed(c->kernel, "an operand of %d dims for a gradient of %d", dn, gn);
        return 0;
    }
    ap__align(gn, a, dn, ddims);
    if (ap__prod(a, gn) == ap__prod(gdims, gn))
        return ap__op(c, &ap__op_cast, 2, (ap_arg_t[]){AP_ARG(dt, gn, gdims, dst), AP_ARG(dt, gn, gdims, g)});
    return ap__op(c, &ap__op_sum, 2, (ap_arg_t[]){AP_ARG(dt, gn, a, dst), AP_ARG(dt, gn, gdims, g)});
}

/* The axis attribute of Paddle's elementwise grads: -1 (or equal ranks) is the broadcast anyrt does. */
static int ap__axis_ok(const ap_call_t* c, const ap_tensor_t* x, const ap_tensor_t* y) {
    if (c->attr[0].i32 == -1 || x->ndim == y->ndim) return 1;
    ap__kernel_failed(c->kernel, "axis %d (a broadcast other than trailing) is not served", c->attr[0].i32);
    return 0;
}

/* Whether `t`'s memory overlaps `g`'s. */
static int ap__overlaps(const ap_tensor_t* t, const ap_tensor_t* g) {
    const char *a = t->data, *b = g->data;
    return a && b && a < b + (size_t)g->numel * ap__elem_size(g->dtype) && b < a + (size_t)t->numel * ap__elem_size(t->dtype);
}

/* d = g summed to d's shape (times -1 where `negate`); where d shares g's memory, the sum goes
 * through scratch memory (a reduction must not write what it reads). */
static int ap__grad_to(const ap_call_t* c, const ap_tensor_t* d, const ap_tensor_t* g, int negate) {
    anyrt_stream_t s = ap__stream(c);
    int shared = ap__overlaps(d, g) && d->numel != g->numel;
    void* tmp = shared ? ap__scratch(c, g->dtype, d->numel, s) : NULL;
    int64_t one = 1;
    int ok = (!shared || tmp) && ap__sum_to(c, g->dtype, shared ? tmp : d->data, d->ndim, d->dims, g->data, g->ndim, g->dims) &&
             (!shared || ap__cast(c, d->dtype, d->ndim, d->dims, NULL, d->data, g->dtype, d->ndim, d->dims, NULL, tmp));
    ap__release(&tmp, 1, s);
    if (!ok || !negate) return ok;
    void* k = ap__constant(c, d->dtype, -1.0, s);
    ok = k && ap__op(c, &ap__op_mul, 3,
                     (ap_arg_t[]){AP_ARG(d->dtype, d->ndim, d->dims, d->data), AP_ARG(d->dtype, d->ndim, d->dims, d->data),
                                  AP_ARG(d->dtype, 1, &one, k)});
    ap__release(&k, 1, s);
    return ok;
}

/* add_grad / subtract_grad (x, y, out_grad, axis) -> (x_grad?, y_grad?): out_grad summed to each
 * operand's shape (subtract: y's negated). Paddle may hand x_grad out_grad's memory (the kernels'
 * inplace map, out_grad -> x_grad): the gradient sharing it is written last. */
static void ap__add_sub_grad(const ap_call_t* c, int negate) {
    ap_tensor_t x, y, g, d[2]; /* x and y: their dims only (Paddle may not keep their memory) */
    if (!ap__meta(c, c->in[0], &x) || !ap__meta(c, c->in[1], &y) || !ap__input(c, c->in[2], &g) || !ap__axis_ok(c, &x, &y)) return;
    int has[2] = {0, 0};
    for (int i = 0; i < 2; ++i) {
        if (!c->out[i]) continue;
        if (!ap__output(c, c->out[i], &d[i])) return;
        has[i] = d[i].numel > 0;
    }
    int last = has[0] && ap__overlaps(&d[0], &g) ? 0 : 1;
    for (int k = 0; k < 2; ++k) {
        int i = k == 0 ? 1 - last : last;
        if (has[i] && !ap__grad_to(c, &d[i], &g, negate && i == 1)) return;
    }
}

void ap_kernel_add_grad(const ap_call_t* c) { ap__add_sub_grad(c, 0); }
void ap_kernel_subtract_grad(const ap_call_t* c) { ap__add_sub_grad(c, 1); }

/* multiply_grad(x, y, out_grad, axis) -> (x_grad?, y_grad?): out_grad * y summed to x's shape,
 * out_grad * x to y's. */
void ap_kernel_multiply_grad(const ap_call_t* c) {
    ap_tensor_t x, y, g, dx, dy;
    if (!ap__input(c, c->in[0], &x) || !ap__input(c, c->in[1], &y) || !ap__input(c, c->in[2], &g) || !ap__axis_ok(c, &x, &y) || g.numel == 0)
        return;
    anyrt_stream_t s = ap__stream(c);
    void* t = ap__scratch(c, g.dtype, g.numel, s);
    if (!t) return;
    anyrt_dtype_t dt = g.dtype;
    if (c->out[0] && ap__output(c, c->out[0], &dx) && dx.numel &&
        ap__op(c, &ap__op_mul, 3, (ap_arg_t[]){AP_ARG(dt, g.ndim, g.dims, t), AP_ARG(dt, g.ndim, g.dims, g.data), AP_ARG(dt, y.ndim, y.dims, y.data)}))
        ap__sum_to(c, dt, dx.data, dx.ndim, dx.dims, t, g.ndim, g.dims);
    if (c->out[1] && ap__output(c, c->out[1], &dy) && dy.numel &&
        ap__op(c, &ap__op_mul, 3, (ap_arg_t[]){AP_ARG(dt, g.ndim, g.dims, t), AP_ARG(dt, g.ndim, g.dims, g.data), AP_ARG(dt, x.ndim, x.dims, x.data)}))
        ap__sum_to(c, dt, dy.data, dy.ndim, dy.dims, t, g.ndim, g.dims);
    ap__release(&t, 1, s);
}

/* x's dims with 1 at the reduced axes (every axis when `axes` is empty or `every`). */
static int ap__kept_dims(const ap_call_t* c, const ap_tensor_t* x, PD_List axes, int every, int64_t* kd) {
    every = every || axes.size == 0;
    for (int i = 0; i < x->ndim; ++i) kd[i] = every ? 1 : x->dims[i];
    for (size_t i = 0; i < axes.size && !every; ++i) {
        int64_t a = ((const int64_t*)axes.data)[i];
        if (a < 0) a += x->ndim;
        if (a < 0 || a >= x->ndim) {
            ap__kernel_failed(c->kernel, "axis %lld is out of range for %d dims", (long long)((const int64_t*)axes.data)[i], x->ndim);
            return 0;
        }
        kd[a] = 1;
    }
    return 1;
}

/* x_grad = out_grad broadcast back over the reduced axes, times `scale_by_count` ? 1 / (elements
 * per output) : 1 (sum_grad, mean_grad, mean_all_grad). x_grad is made in x's dtype, as phi's
 * kernels allocate it (Paddle's legacy static graph leaves its meta float32), and out_grad is cast to it. */
static void ap__reduce_grad(const ap_call_t* c, PD_List axes, int every, int mean) {
    ap_tensor_t x, g, dx;
    int64_t kd[AP_MAX_DIMS];
    if (!ap__meta(c, c->in[0], &x) || !ap__input(c, c->in[1], &g) || !ap__output_as(c, c->out[0], (int)x.dtype, &dx) || dx.numel == 0 ||
        !ap__kept_dims(c, &x, axes, every, kd))
        return;
    if (ap__prod(kd, x.ndim) != g.numel) {
        ap__kernel_failed(c->kernel, "out_grad has %lld elements, the reduction %lld", (long long)g.numel, (long long)ap__prod(kd, x.ndim));
        return;
    }
    if (!ap__op(c, &ap__op_cast, 2, (ap_arg_t[]){AP_ARG(dx.dtype, dx.ndim, dx.dims, dx.data), AP_ARG(g.dtype, x.ndim, kd, g.data)}) || !mean)
        return;
    anyrt_stream_t s = ap__stream(c);
    int64_t one = 1;
    void* k = ap__constant(c, dx.dtype, (double)g.numel / (double)dx.numel, s);
    ap_arg_t d = AP_ARG(dx.dtype, dx.ndim, dx.dims, dx.data);
    if (k) ap__op(c, &ap__op_mul, 3, (ap_arg_t[]){d, d, AP_ARG(dx.dtype, 1, &one, k)});
    ap__release(&k, 1, s);
}

static PD_List ap__int_array(const ap_call_t* c, int i) { return c->attr[i].ints; }

/* sum_grad / mean_grad(x, out_grad, axis, keep_dim, reduce_all) */
void ap_kernel_sum_grad(const ap_call_t* c) { ap__reduce_grad(c, ap__int_array(c, 0), c->attr[2].b, 0); }
void ap_kernel_mean_grad(const ap_call_t* c) { ap__reduce_grad(c, ap__int_array(c, 0), c->attr[2].b, 1); }
/* mean_all_grad(x, out_grad) */
void ap_kernel_mean_all_grad(const ap_call_t* c) {
    PD_List none = {0, NULL};
    ap__reduce_grad(c, none, 1, 1);
}

/* ---- matmul_grad(x, y, out_grad, transpose_x, transpose_y) -> (x_grad?, y_grad?): with A = op(x)
 * [m, k], B = op(y) [k, n] and dC [m, n]: dA = dC B^T, dB = A^T dC, each one gemm over strided
 * views written in x's (y's) own layout; an operand whose batch broadcast gets the batch's gemms
 * in scratch memory summed over the batch, except y of a Linear (x not transposed), one gemm over
 * the folded rows. */
int ap__gemm(const ap_call_t* c, anyrt_dtype_t dt, void* out, const int64_t* od, const int64_t* os, const void* a, const int64_t* adims,
             const int64_t* as, const void* b, const int64_t* bdims, const int64_t* bs, float beta) {
    anyrt_op_handle_t h;
    anyrt_tensor_desc_t t[3] = {0};
    anyrt_op_desc_t d = NULL;
    anyrt_stream_t s = ap__stream(c);
    ap_ws_t ws;
    int ok = ap__handle(c, &h) && ap__desc(c, &t[0], dt, 3, od, os) && ap__desc(c, &t[1], dt, 3, adims, as) &&
             ap__desc(c, &t[2], dt, 3, bdims, bs) && OK(anyrt_create_gemm_descriptor(h, &d, t[0], t[1], t[2])) && ap__workspace(c, d, s, &ws);
    if (ok) {
        ok = OK(anyrt_gemm(d, ws.ptr, ws.size, out, a, b, 1.0f, beta, s));
        ap__done(d, &ws, s);
    } else if (d) {
        anyrt_destroy_op_desc(d);
    }
    ap__free_descs(t, 3);
    return ok;
}

static int ap__gemm3(const ap_call_t* c, anyrt_dtype_t dt, void* out, const int64_t* od, const void* a, const int64_t* adims,
                     const int64_t* as, const void* b, const int64_t* bdims, const int64_t* bs) {
    return ap__gemm(c, dt, out, od, NULL, a, adims, as, b, bdims, bs, 0.0f);
}

/* out (batch ob of r x cc) = the gemm of batch `b`; summed over the batch when ob is 1 < b. */
static int ap__gemm_into(const ap_call_t* c, anyrt_dtype_t dt, void* out, int64_t ob, int64_t b, int64_t r, int64_t cc, const void* a,
                         const int64_t* adims, const int64_t* as, const void* bb, const int64_t* bdims, const int64_t* bs) {
    int64_t od[3] = {b, r, cc};
    if (ob == b) return ap__gemm3(c, dt, out, od, a, adims, as, bb, bdims, bs);
    anyrt_stream_t s = ap__stream(c);
    void* t = ap__scratch(c, dt, b * r * cc, s);
    int64_t sd[3] = {1, r, cc};
    int ok = t && ap__gemm3(c, dt, t, od, a, adims, as, bb, bdims, bs) &&
             ap__op(c, &ap__op_sum, 2, (ap_arg_t[]){AP_ARG(dt, 3, sd, out), AP_ARG(dt, 3, od, t)});
    ap__release(&t, 1, s);
    return ok;
}

static int ap__sum_to(const ap_call_t* c, anyrt_dtype_t dt, void* dst, int dn, const int64_t* ddims, const void* g, int gn,
                      const int64_t* gdims);

void ap_kernel_matmul_grad(const ap_call_t* c) {
    ap_tensor_t x, y, g, dx, dy;
    if (!ap__input(c, c->in[0], &x) || !ap__input(c, c->in[1], &y) || !ap__input(c, c->in[2], &g)) return;
    int has_dx = c->out[0] && ap__output(c, c->out[0], &dx) && dx.numel, has_dy = c->out[1] && ap__output(c, c->out[1], &dy) && dy.numel;
    if ((!has_dx && !has_dy) || g.numel == 0) return;
    if (x.ndim == 0 || y.ndim == 0) {
        ap__kernel_failed(c->kernel, "0-D operands");
        return;
    }
    int tx = c->attr[0].b && x.ndim > 1, ty = c->attr[1].b && y.ndim > 1, on;
    int64_t xr = x.ndim == 1 ? 1 : x.dims[x.ndim - 2], xc = x.dims[x.ndim - 1];
    int64_t yr = y.ndim == 1 ? y.dims[0] : y.dims[y.ndim - 2], yc = y.ndim == 1 ? 1 : y.dims[y.ndim - 1];
    int64_t m = tx ? xc : xr, k = tx ? xr : xc, n = ty ? yr : yc, ob[AP_MAX_DIMS];
    int64_t bx = x.ndim > 2 ? ap__prod(x.dims, x.ndim - 2) : 1, by = y.ndim > 2 ? ap__prod(y.dims, y.ndim - 2) : 1;
    if (!ap__mm_batch(c, &x, &y, ob, &on)) return;
    int64_t b = ap__prod(ob, on);
    if (g.numel != b * m * n) {
        ap__kernel_failed(c->kernel, "shapes the forward matmul does not serve");
        return;
    }
    anyrt_dtype_t dt = g.dtype;
    anyrt_stream_t s = ap__stream(c);
    /* where the batches broadcast other than wholly: both operands broadcast to the whole batch, their
     * gradients made there ([b, rows, cols] in scratch memory) and summed back to each operand's dims */
    void* e[4] = {0}; /* x, y broadcast; their gradients */
    const void *xp = x.data, *yp = y.data;
    void *dxp = has_dx ? dx.data : NULL, *dyp = has_dy ? dy.data : NULL;
    int expand = (bx != b && bx != 1) || (by != b && by != 1);
    if (expand) {
        if (!(e[0] = ap__mm_expand(c, &x, on, ob, xr, xc, s)) || !(e[1] = ap__mm_expand(c, &y, on, ob, yr, yc, s)) ||
            (has_dx && !(e[2] = ap__scratch(c, dt, b * xr * xc, s))) || (has_dy && !(e[3] = ap__scratch(c, dt, b * yr * yc, s)))) {
            ap__release(e, 4, s);
            return;
        }
        xp = e[0], yp = e[1], dxp = e[2], dyp = e[3], bx = by = b;
    }
    /* A, B, dC and their transposes as [batch, rows, cols] views */
    int64_t Ad[3] = {bx, m, k}, As[3] = {xr * xc, tx ? 1 : k, tx ? m : 1}, ATd[3] = {bx, k, m}, ATs[3] = {As[0], As[2], As[1]};
    int64_t Bd[3] = {by, k, n}, Bs[3] = {yr * yc, ty ? 1 : n, ty ? k : 1}, BTd[3] = {by, n, k}, BTs[3] = {Bs[0], Bs[2], Bs[1]};
    int64_t Cd[3] = {b, m, n}, Cs[3] = {m * n, n, 1}, CTd[3] = {b, n, m}, CTs[3] = {m * n, 1, n};
    int ok = 1;
    if (has_dx) {
        if (!tx)
            ok = ap__gemm_into(c, dt, dxp, bx, b, m, k, g.data, Cd, Cs, yp, BTd, BTs);
        else
            ok = ap__gemm_into(c, dt, dxp, bx, b, k, m, yp, Bd, Bs, g.data, CTd, CTs);
    }
    if (has_dy && ok) {
        if (by == 1 && bx == b && b > 1 && !tx) { /* fold the batch into A's rows: one gemm */
            int64_t fm = b * m, FATd[3] = {1, k, fm}, FATs[3] = {fm * k, 1, k}, FAd[3] = {1, fm, k}, FAs[3] = {fm * k, k, 1};
            int64_t FCd[3] = {1, fm, n}, FCs[3] = {fm * n, n, 1}, FCTd[3] = {1, n, fm}, FCTs[3] = {fm * n, 1, n};
            if (!ty)
                ok = ap__gemm_into(c, dt, dyp, 1, 1, k, n, xp, FATd, FATs, g.data, FCd, FCs);
            else
                ok = ap__gemm_into(c, dt, dyp, 1, 1, n, k, g.data, FCTd, FCTs, xp, FAd, FAs);
        } else if (!ty) {
            ok = ap__gemm_into(c, dt, dyp, by, b, k, n, xp, ATd, ATs, g.data, Cd, Cs);
        } else {
            ok = ap__gemm_into(c, dt, dyp, by, b, n, k, g.data, CTd, CTs, xp, Ad, As);
        }
    }
    if (expand && ok) {
        int64_t gd[AP_MAX_DIMS + 2], xd[AP_MAX_DIMS + 2], yd[AP_MAX_DIMS + 2];
        int nx = x.ndim > 2 ? x.ndim - 2 : 0, ny = y.ndim > 2 ? y.ndim - 2 : 0;
        memcpy(gd, ob, sizeof(int64_t) * (size_t)on);
        memcpy(xd, x.dims, sizeof(int64_t) * (size_t)nx), memcpy(yd, y.dims, sizeof(int64_t) * (size_t)ny);
        xd[nx] = gd[on] = xr, xd[nx + 1] = gd[on + 1] = xc;
        ok = !has_dx || ap__sum_to(c, dt, dx.data, nx + 2, xd, e[2], on + 2, gd);
        yd[ny] = gd[on] = yr, yd[ny + 1] = gd[on + 1] = yc;
        ok = ok && (!has_dy || ap__sum_to(c, dt, dy.data, ny + 2, yd, e[3], on + 2, gd));
    }
    ap__release(e, 4, s);
}

/* ---- cross_entropy_with_softmax, embedding (+ their backwards) and adamw: a GPT's training step */

/* Paddle's hard labels as anyrt's targets: a copy where `ignore_index` (inside [0, v), which
 * anyrt would count) becomes -1; `*owned` is that copy, NULL when the labels serve as they are. */
static const void* ap__targets(const ap_call_t* c, const ap_tensor_t* label, int64_t v, int64_t ignore, anyrt_stream_t s, void** owned) {
    *owned = NULL;
    if (ignore < 0 || ignore >= v) return label->data; /* anyrt's loss is 0 outside [0, v), as Paddle's for ignore_index */
    anyrt_dtype_t lt = label->dtype;
    int64_t n = label->numel, one = 1;
    void* t[4] = {ap__scratch(c, lt, n, s), ap__scratch(c, ANYRT_DTYPE_BOOL, n, s), ap__constant(c, lt, (double)ignore, s),
                  ap__constant(c, lt, -1.0, s)};
    int ok = t[0] && t[1] && t[2] && t[3] &&
             ap__op(c, &ap__op_eq, 3, (ap_arg_t[]){AP_ARG(ANYRT_DTYPE_BOOL, 1, &n, t[1]), AP_ARG(lt, 1, &n, label->data), AP_ARG(lt, 1, &one, t[2])}) &&
             ap__op(c, &ap__op_where, 4,
                    (ap_arg_t[]){AP_ARG(lt, 1, &n, t[0]), AP_ARG(ANYRT_DTYPE_BOOL, 1, &n, t[1]), AP_ARG(lt, 1, &one, t[3]), AP_ARG(lt, 1, &n, label->data)});
    ap__release(t + 1, 3, s);
    if (!ok) {
        ap__release(t, 1, s);
        return NULL;
    }
    *owned = t[0];
    return t[0];
}

/* The cases served: hard labels (soft_label false) through softmax, over the last axis; the
 * labels' last dim is 1 (Paddle's [..., 1]) or absent. */
static int ap__ce_served(const ap_call_t* c, int soft_label, int use_softmax, int axis, const ap_tensor_t* x, const ap_tensor_t* label) {
    if (!use_softmax || x->ndim < 1) {
        ap__kernel_failed(c->kernel, "served for use_softmax true (use_softmax %d)", use_softmax);
        return 0;
    }
    axis = axis < 0 ? axis + x->ndim : axis;
    if (axis < 0 || axis >= x->ndim) {
        ap__kernel_failed(c->kernel, "axis %d of %d dims", axis, x->ndim);
        return 0;
    }
    if (soft_label ? label->numel != x->numel : label->numel * x->dims[axis] != x->numel) {
        ap__kernel_failed(c->kernel, "labels of %lld elements for logits of %lld", (long long)label->numel, (long long)x->numel);
        return 0;
    }
    return 1;
}

/* Soft labels or another axis: x as [pre, v, post] around the axis; the labels as [pre, v, post]
 * (soft), or hard ones [pre, 1, post] made one-hot (eq against 0..v-1, zero where ignore_index),
 * `valid` keeping which rows count. */
typedef struct {
    int64_t d[3], r[3]; /* [pre, v, post], [pre, 1, post] */
    void* lab;          /* the soft labels (scratch where made from hard ones) */
    void* valid;        /* hard labels: 1 where label != ignore_index ([pre, 1, post], x's dtype), else NULL */
    void* owned[2];
} ap_ce_t;

static int ap__ce_soft(const ap_call_t* c, const ap_tensor_t* x, const ap_tensor_t* label, ap_ce_t* e, anyrt_stream_t s) {
    int axis = c->attr[4].i32 < 0 ? c->attr[4].i32 + x->ndim : c->attr[4].i32;
    anyrt_dtype_t dt = x->dtype, b = ANYRT_DTYPE_BOOL;
    memset(e, 0, sizeof *e);
    if (axis < 0 || axis >= x->ndim) {
        ap__kernel_failed(c->kernel, "axis %d of %d dims", c->attr[4].i32, x->ndim);
        return 0;
    }
    e->d[0] = ap__prod(x->dims, axis), e->d[1] = x->dims[axis], e->d[2] = ap__prod(x->dims + axis + 1, x->ndim - axis - 1);
    e->r[0] = e->d[0], e->r[1] = 1, e->r[2] = e->d[2];
    if (c->attr[0].b) {
        e->lab = label->data;
        return 1;
    }
    int64_t v = e->d[1], n = x->numel, rows = e->d[0] * e->d[2], id[3] = {1, v, 1}, one = 1;
    anyrt_dtype_t ld = label->dtype;
    void* h = malloc((size_t)v * ap__elem_size(ld));
    void* t[4] = {ap__scratch(c, ld, v, s), ap__scratch(c, b, n, s), ap__scratch(c, b, rows, s), ap__constant(c, ld, c->attr[3].i32, s)};
    ap_tensor_t iota = {.dtype = ld, .ndim = 1, .dims = {v}, .numel = v, .data = t[0]};
    int ok = h && t[0] && t[1] && t[2] && t[3] && (e->owned[0] = e->lab = ap__scratch(c, dt, n, s)) &&
             (e->owned[1] = e->valid = ap__scratch(c, dt, rows, s));
    if (ok) {
        for (int64_t i = 0; i < v; ++i) ap__set(h, ld, i, (double)i);
        ap__from_host(c, h, &iota, s), h = NULL;
        ok = ap__op(c, &ap__op_eq, 3, (ap_arg_t[]){AP_ARG(b, 3, e->d, t[1]), AP_ARG(ld, 3, e->r, label->data), AP_ARG(ld, 3, id, t[0])}) &&
             ap__op(c, &ap__op_ne, 3, (ap_arg_t[]){AP_ARG(b, 3, e->r, t[2]), AP_ARG(ld, 3, e->r, label->data), AP_ARG(ld, 1, &one, t[3])}) &&
             ap__op(c, &ap__op_logical_and, 3, (ap_arg_t[]){AP_ARG(b, 3, e->d, t[1]), AP_ARG(b, 3, e->d, t[1]), AP_ARG(b, 3, e->r, t[2])}) &&
             ap__cast(c, dt, 3, e->d, NULL, e->lab, b, 3, e->d, NULL, t[1]) && ap__cast(c, dt, 3, e->r, NULL, e->valid, b, 3, e->r, NULL, t[2]);
    }
    free(h);
    ap__release(t, 4, s);
    if (!ok) ap__release(e->owned, 2, s);
    return ok;
}

/* loss = -sum over the axis of label * log(softmax) */
static void ap__ce_soft_loss(const ap_call_t* c, const ap_tensor_t* sm, const ap_tensor_t* loss, ap_ce_t* e, anyrt_stream_t s) {
    anyrt_dtype_t dt = sm->dtype;
    int64_t one = 1;
    void* t[2] = {ap__scratch(c, dt, sm->numel, s), ap__constant(c, dt, -1.0, s)};
    if (t[0] && t[1] && ap__op(c, &ap__op_log, 2, (ap_arg_t[]){AP_ARG(dt, 3, e->d, t[0]), AP_ARG(dt, 3, e->d, sm->data)}) &&
        ap__op(c, &ap__op_mul, 3, (ap_arg_t[]){AP_ARG(dt, 3, e->d, t[0]), AP_ARG(dt, 3, e->d, t[0]), AP_ARG(dt, 3, e->d, e->lab)}) &&
        ap__op(c, &ap__op_sum, 2, (ap_arg_t[]){AP_ARG(loss->dtype, 3, e->r, loss->data), AP_ARG(dt, 3, e->d, t[0])}))
        ap__op(c, &ap__op_mul, 3, (ap_arg_t[]){AP_ARG(loss->dtype, 3, e->r, loss->data), AP_ARG(loss->dtype, 3, e->r, loss->data), AP_ARG(dt, 1, &one, t[1])});
    ap__release(t, 2, s);
}

/* logits_grad = (softmax - label) * loss_grad (times valid for hard labels) */
static void ap__ce_soft_grad(const ap_call_t* c, const ap_tensor_t* sm, const ap_tensor_t* dy, const ap_tensor_t* dx, ap_ce_t* e) {
    anyrt_dtype_t dt = sm->dtype;
    if (ap__op(c, &ap__op_sub, 3, (ap_arg_t[]){AP_ARG(dt, 3, e->d, dx->data), AP_ARG(dt, 3, e->d, sm->data), AP_ARG(dt, 3, e->d, e->lab)}) &&
        ap__op(c, &ap__op_mul, 3, (ap_arg_t[]){AP_ARG(dt, 3, e->d, dx->data), AP_ARG(dt, 3, e->d, dx->data), AP_ARG(dy->dtype, 3, e->r, dy->data)}) &&
        e->valid)
        ap__op(c, &ap__op_mul, 3, (ap_arg_t[]){AP_ARG(dt, 3, e->d, dx->data), AP_ARG(dt, 3, e->d, dx->data), AP_ARG(dt, 3, e->r, e->valid)});
}

static int ap__ce_last(const ap_call_t* c, const ap_tensor_t* x) {
    return !c->attr[0].b && (c->attr[4].i32 == -1 || c->attr[4].i32 == x->ndim - 1);
}

/* cross_entropy_with_softmax(logits, label, soft_label, use_softmax, numeric_stable_mode,
 * ignore_index, axis) -> (softmax, loss): anyrt's softmax and cross_entropy (per row). */
void ap_kernel_cross_entropy_with_softmax(const ap_call_t* c) {
    ap_tensor_t x, label, sm, loss;
    if (!ap__input(c, c->in[0], &x) || !ap__input(c, c->in[1], &label) || !ap__output(c, c->out[0], &sm) || !ap__output(c, c->out[1], &loss) ||
        !ap__ce_served(c, c->attr[0].b, c->attr[1].b, c->attr[4].i32, &x, &label) || x.numel == 0)
        return;
    int last = ap__ce_last(c, &x);
    int64_t v = x.dims[x.ndim - 1], rows = x.numel / v, m[2] = {rows, v};
    ap_ce_t e;
    anyrt_stream_t s = ap__stream(c);
    if (!last && !ap__ce_soft(c, &x, &label, &e, s)) return;
    anyrt_op_handle_t h;
    anyrt_tensor_desc_t t[2] = {0};
    anyrt_op_desc_t d = NULL;
    ap_ws_t ws;
    int ok = ap__handle(c, &h) && ap__desc(c, &t[0], sm.dtype, last ? 2 : 3, last ? m : e.d, NULL) &&
             ap__desc(c, &t[1], x.dtype, last ? 2 : 3, last ? m : e.d, NULL) &&
             OK(anyrt_create_softmax_descriptor(h, &d, t[0], t[1], 1)) && ap__workspace(c, d, s, &ws);
    if (ok) {
        ok = OK(anyrt_softmax(d, ws.ptr, ws.size, sm.data, x.data, s));
        ap__done(d, &ws, s);
    } else if (d) {
        anyrt_destroy_op_desc(d);
    }
    ap__free_descs(t, 2);
    if (!last) { /* soft labels, or hard ones made one-hot: over the axis */
        if (ok) ap__ce_soft_loss(c, &sm, &loss, &e, s);
        ap__release(e.owned, 2, s);
        return;
    }
    void* owned;
    const void* target = ok ? ap__targets(c, &label, v, c->attr[3].i32, s, &owned) : NULL;
    if (target)
        ap__op(c, &ap__op_cross_entropy, 3,
               (ap_arg_t[]){AP_ARG(loss.dtype, 1, &rows, loss.data), AP_ARG(x.dtype, 2, m, x.data), AP_ARG(label.dtype, 1, &rows, target)});
    if (target) ap__release(&owned, 1, s);
}

/* cross_entropy_with_softmax_grad(label, softmax, loss_grad, ...) -> logits_grad: anyrt's
 * cross_entropy_backward, dy * (softmax(x) - onehot), over x = log(softmax) (whose softmax is
 * the forward's). */
void ap_kernel_cross_entropy_with_softmax_grad(const ap_call_t* c) {
    ap_tensor_t label, sm, dy, dx;
    if (!ap__input(c, c->in[0], &label) || !ap__input(c, c->in[1], &sm) || !ap__input(c, c->in[2], &dy) || !ap__output(c, c->out[0], &dx) ||
        !ap__ce_served(c, c->attr[0].b, c->attr[1].b, c->attr[4].i32, &sm, &label) || dx.numel == 0)
        return;
    int64_t v = sm.dims[sm.ndim - 1], rows = sm.numel / v, m[2] = {rows, v};
    anyrt_stream_t s = ap__stream(c);
    if (!ap__ce_last(c, &sm)) {
        ap_ce_t e;
        if (!ap__ce_soft(c, &sm, &label, &e, s)) return;
        ap__ce_soft_grad(c, &sm, &dy, &dx, &e);
        ap__release(e.owned, 2, s);
        return;
    }
    void* lg = ap__scratch(c, sm.dtype, sm.numel, s);
    void* owned = NULL;
    const void* target = NULL;
    if (lg && ap__op(c, &ap__op_log, 2, (ap_arg_t[]){AP_ARG(sm.dtype, 2, m, lg), AP_ARG(sm.dtype, 2, m, sm.data)}))
        target = ap__targets(c, &label, v, c->attr[3].i32, s, &owned);
    if (target)
        ap__op(c, &ap__op_cross_entropy_backward, 4,
               (ap_arg_t[]){AP_ARG(dx.dtype, 2, m, dx.data), AP_ARG(dy.dtype, 1, &rows, dy.data), AP_ARG(sm.dtype, 2, m, lg),
                            AP_ARG(label.dtype, 1, &rows, target)});
    void* tmp[2] = {lg, owned};
    ap__release(tmp, 2, s);
}

/* embedding(x, weight, padding_idx) -> out: anyrt's embedding; rows of id padding_idx are zero (Paddle's). */
void ap_kernel_embedding(const ap_call_t* c) {
    ap_tensor_t ids, w, out;
    if (!ap__input(c, c->in[0], &ids) || !ap__input(c, c->in[1], &w) || !ap__output(c, c->out[0], &out) || out.numel == 0) return;
    if (w.ndim != 2) {
        ap__kernel_failed(c->kernel, "a weight of %d dims (2 served)", w.ndim);
        return;
    }
    int64_t n = ids.numel, dd = w.dims[1], od[2] = {n, dd}, n1[2] = {n, 1}, one = 1, pad = c->attr[0].i64;
    if (!ap__op(c, &ap__op_embedding, 3,
                (ap_arg_t[]){AP_ARG(out.dtype, 2, od, out.data), AP_ARG(ids.dtype, 1, &n, ids.data), AP_ARG(w.dtype, 2, w.dims, w.data)}) ||
        pad < 0 || pad >= w.dims[0])
        return;
    anyrt_stream_t s = ap__stream(c);
    void* t[3] = {ap__scratch(c, ANYRT_DTYPE_BOOL, n, s), ap__constant(c, ids.dtype, (double)pad, s), ap__constant(c, out.dtype, 0.0, s)};
    if (t[0] && t[1] && t[2] &&
        ap__op(c, &ap__op_eq, 3, (ap_arg_t[]){AP_ARG(ANYRT_DTYPE_BOOL, 1, &n, t[0]), AP_ARG(ids.dtype, 1, &n, ids.data), AP_ARG(ids.dtype, 1, &one, t[1])}))
        ap__op(c, &ap__op_where, 4,
               (ap_arg_t[]){AP_ARG(out.dtype, 2, od, out.data), AP_ARG(ANYRT_DTYPE_BOOL, 2, n1, t[0]), AP_ARG(out.dtype, 1, &one, t[2]),
                            AP_ARG(out.dtype, 2, od, out.data)});
    ap__release(t, 3, s);
}

/* embedding_grad(input, weight, out_grad, padding_idx) -> weight_grad: zeros, then anyrt's
 * embedding_backward (tokens of padding_idx add nothing). */
void ap_kernel_embedding_grad(const ap_call_t* c) {
    ap_tensor_t ids, w, dy, dw;
    if (!ap__input(c, c->in[0], &ids) || !ap__meta(c, c->in[1], &w) || !ap__input(c, c->in[2], &dy) || !ap__output(c, c->out[0], &dw) ||
        dw.numel == 0)
        return;
    if (dw.ndim != 2) {
        ap__kernel_failed(c->kernel, "a weight of %d dims (2 served)", dw.ndim);
        return;
    }
    int64_t n = ids.numel, dd[2] = {ids.numel, dw.dims[1]}, pad = c->attr[0].i64;
    if (!ap__op(c, &ap__op_zeros, 2, (ap_arg_t[]){AP_ARG(dw.dtype, 2, dw.dims, dw.data), AP_ARG(dw.dtype, 2, dw.dims, dw.data)}) || n == 0) return;
    anyrt_op_handle_t h;
    anyrt_tensor_desc_t t[3] = {0};
    anyrt_op_desc_t d = NULL;
    anyrt_stream_t s = ap__stream(c);
    ap_ws_t ws;
    if (ap__handle(c, &h) && ap__desc(c, &t[0], dw.dtype, 2, dw.dims, NULL) && ap__desc(c, &t[1], dy.dtype, 2, dd, NULL) &&
        ap__desc(c, &t[2], ids.dtype, 1, &n, NULL) &&
        OK(anyrt_create_embedding_backward_descriptor(h, &d, t[0], t[1], t[2], pad >= 0 && pad < dw.dims[0] ? (int)pad : -1)) &&
        ap__workspace(c, d, s, &ws)) {
        OK(anyrt_embedding_backward(d, ws.ptr, ws.size, dw.data, dy.data, ids.data, s));
        ap__done(d, &ws, s);
    } else if (d) {
        anyrt_destroy_op_desc(d);
    }
    ap__free_descs(t, 3);
}

/* One element of a device tensor, read after its stream. */
int ap__read1(const ap_call_t* c, const ap_tensor_t* t, anyrt_stream_t s, double* v) {
    if (t->numel < 1 || !ap__host_dtype(t->dtype)) {
        ap__kernel_failed(c->kernel, "a scalar tensor of %lld elements, dtype %d", (long long)t->numel, (int)t->dtype);
        return 0;
    }
    unsigned char host[16];
    if (!OK(anyrt_memcpy_async(host, t->data, ap__elem_size(t->dtype), ANYRT_MEMCPY_KIND_D2H, s)) || !OK(anyrt_synchronize_stream(s))) return 0;
    *v = ap__get(host, t->dtype, 0);
    return 1;
}

/* adamw(param, grad, learning_rate, moment1, moment2, moment2_max?, beta1_pow, beta2_pow,
 * master_param?, skip_update?, beta1, beta2, epsilon, lr_ratio, coeff, with_decay, lazy_mode,
 * min_row_size_to_use_multithread, multi_precision, use_global_beta_pow, amsgrad) -> (param_out,
 * moment1_out, moment2_out, moment2_max_out, beta1_pow_out, beta2_pow_out, master_param_out):
 * anyrt's adamw_step with lr * lr_ratio, weight decay coeff (with_decay), and the step whose
 * beta1^step is beta1_pow; the beta pows advance by one step (unless use_global_beta_pow). With
 * multi_precision and a master param (O2's float16 / bfloat16 parameters), the step runs on the
 * float32 master weight, moments and grad (cast up), and param_out is the new master cast down.
 * amsgrad and skip_update are refused. */
void ap_kernel_adamw(const ap_call_t* c) {
    ap_tensor_t p, g, lr, m1, m2, b1p, b2p, po, m1o, m2o, b1o, b2o, mp, mpo;
    int master = c->attr[8].b && c->in[8];
    if (c->in[5] || c->in[9] || c->attr[10].b || (c->in[8] && !c->attr[8].b)) {
        ap__kernel_failed(c->kernel, "amsgrad, skip_update and a master param without multi_precision are not served");
        return;
    }
    if (!ap__input(c, c->in[0], &p) || !ap__input(c, c->in[1], &g) || !ap__input(c, c->in[2], &lr) || !ap__input(c, c->in[3], &m1) ||
        !ap__input(c, c->in[4], &m2) || !ap__input(c, c->in[6], &b1p) || !ap__input(c, c->in[7], &b2p) ||
        (master && !ap__input(c, c->in[8], &mp)))
        return;
    anyrt_dtype_t dt = master ? mp.dtype : p.dtype; /* the step's dtype */
    if (g.dtype != p.dtype || m1.dtype != dt || m2.dtype != dt || g.numel != p.numel || m1.numel != p.numel || m2.numel != p.numel ||
        (master && (mp.numel != p.numel || !c->out[6]))) {
        ap__kernel_failed(c->kernel, "param and grad of one dtype, moments (and a master param) of the step's, all of one size, are served");
        return;
    }
    anyrt_stream_t s = ap__stream(c);
    double lrv, b1pv, b2pv;
    double beta1 = c->attr[0].scalar.f, beta2 = c->attr[1].scalar.f, eps = c->attr[2].scalar.f;
    if (!ap__read1(c, &lr, s, &lrv) || !ap__read1(c, &b1p, s, &b1pv) || !ap__read1(c, &b2p, s, &b2pv)) return;
    if (!(beta1 > 0.0 && beta1 < 1.0 && b1pv > 0.0 && b1pv < 1.0)) {
        ap__kernel_failed(c->kernel, "beta1 %g and beta1_pow %g give no step number", beta1, b1pv);
        return;
    }
    double steps = log(b1pv) / log(beta1);
    int step = (int)floor(steps + 0.5);
    if (step < 1 || fabs(steps - step) > 1e-3 * step) {
        ap__kernel_failed(c->kernel, "beta1_pow %g is no power of beta1 %g", b1pv, beta1);
        return;
    }
    if (!ap__output(c, c->out[0], &po) || !ap__output(c, c->out[1], &m1o) || !ap__output(c, c->out[2], &m2o) ||
        (master && !ap__output(c, c->out[6], &mpo)))
        return;
    if (p.numel) {
        anyrt_op_handle_t h;
        anyrt_tensor_desc_t t = NULL;
        anyrt_op_desc_t d = NULL;
        ap_ws_t ws;
        int64_t n = p.numel;
        void* g32 = master ? ap__scratch(c, dt, n, s) : NULL; /* the grad in the master's dtype */
        int ok = !master || (g32 && ap__cast(c, dt, 1, &n, NULL, g32, g.dtype, 1, &n, NULL, g.data));
        if (ok && ap__handle(c, &h) && ap__desc(c, &t, dt, 1, &n, NULL) && OK(anyrt_create_adamw_step_descriptor(h, &d, t, t, t, t, t, t, t)) &&
            ap__workspace(c, d, s, &ws)) {
            ok = OK(anyrt_adamw_step(d, ws.ptr, ws.size, master ? mpo.data : po.data, m1o.data, m2o.data, master ? mp.data : p.data,
                                     master ? g32 : g.data, m1.data, m2.data, (float)(lrv * c->attr[3].f), (float)beta1, (float)beta2,
                                     (float)eps, c->attr[5].b ? c->attr[4].f : 0.0f, step, s));
            ap__done(d, &ws, s);
            if (ok && master) ap__cast(c, po.dtype, 1, &n, NULL, po.data, dt, 1, &n, NULL, mpo.data);
        } else if (d) {
            anyrt_destroy_op_desc(d);
        }
        ap__free_descs(&t, 1);
        if (g32) anyrt_free_async(g32, s);
    }
    /* the beta pows: advanced by one step, or kept (use_global_beta_pow) */
    int global = c->attr[9].b;
    if (c->out[4] && ap__output(c, c->out[4], &b1o) && b1o.numel == 1) {
        void* hb = malloc(ap__elem_size(b1o.dtype));
        if (hb) ap__set(hb, b1o.dtype, 0, global ? b1pv : b1pv * beta1);
        if (hb) ap__from_host(c, hb, &b1o, s);
    }
    if (c->out[5] && ap__output(c, c->out[5], &b2o) && b2o.numel == 1) {
        void* hb = malloc(ap__elem_size(b2o.dtype));
        if (hb) ap__set(hb, b2o.dtype, 0, global ? b2pv : b2pv * beta2);
        if (hb) ap__from_host(c, hb, &b2o, s);
    }
}

/* ---- arange: anyrt's arange (start and step are f32 there: values an f32 does not hold are refused) */
static void ap__arange(const ap_call_t* c, double start, double end, double step, int resize) {
    if (step == 0.0 || (double)(float)start != start || (double)(float)step != step) {
        ap__kernel_failed(c->kernel, "start %g and step %g (nonzero) must be exact as f32 (anyrt's arange)", start, step);
        return;
    }
    if (resize) { /* arange_tensor: InferMeta cannot know the length; Paddle's kernel sets it */
        int64_t n = (int64_t)ceil(fabs((end - start) / step));
        C_Status st = C_SUCCESS;
        ap__capi.PD_TensorSetDims(c->out[0], 1, &n, &st);
        if (st != C_SUCCESS) {
            ap__kernel_failed(c->kernel, "setting the output's length failed");
            return;
        }
    }
    ap_tensor_t out;
    if (!ap__output(c, c->out[0], &out) || out.numel == 0) return;
    anyrt_op_handle_t h;
    anyrt_tensor_desc_t t = NULL;
    anyrt_op_desc_t d = NULL;
    anyrt_stream_t s = ap__stream(c);
    ap_ws_t ws;
    if (ap__handle(c, &h) && ap__desc(c, &t, out.dtype, 1, &out.numel, NULL) && OK(anyrt_create_arange_descriptor(h, &d, t)) &&
        ap__workspace(c, d, s, &ws)) {
        OK(anyrt_arange(d, ws.ptr, ws.size, out.data, (float)start, (float)step, s));
        ap__done(d, &ws, s);
    } else if (d) {
        anyrt_destroy_op_desc(d);
    }
    ap__free_descs(&t, 1);
}

/* arange_tensor(start, end, step): the three one-element tensors read from the device. */
void ap_kernel_arange_tensor(const ap_call_t* c) {
    ap_tensor_t a, b, st;
    double v[3];
    anyrt_stream_t s = ap__stream(c);
    if (!ap__input(c, c->in[0], &a) || !ap__input(c, c->in[1], &b) || !ap__input(c, c->in[2], &st) || !ap__read1(c, &a, s, &v[0]) ||
        !ap__read1(c, &b, s, &v[1]) || !ap__read1(c, &st, s, &v[2]))
        return;
    ap__arange(c, v[0], v[1], v[2], 1);
}

/* arange(start, end, step) as scalars */
void ap_kernel_arange(const ap_call_t* c) {
    ap__arange(c, c->attr[0].scalar.f, c->attr[1].scalar.f, c->attr[2].scalar.f, 0);
}

/* divide_grad(x, y, out, out_grad, axis) -> (x_grad?, y_grad?): t = out_grad / y summed to x's
 * shape; -(t * out) summed to y's. */
void ap_kernel_divide_grad(const ap_call_t* c) {
    ap_tensor_t x, y, o, g, dx, dy;
    if (!ap__meta(c, c->in[0], &x) || !ap__input(c, c->in[1], &y) || !ap__input(c, c->in[2], &o) || !ap__input(c, c->in[3], &g) ||
        !ap__axis_ok(c, &x, &y) || g.numel == 0)
        return;
    anyrt_dtype_t dt = g.dtype;
    anyrt_stream_t s = ap__stream(c);
    int64_t one = 1;
    void* t[2] = {ap__scratch(c, dt, g.numel, s), NULL};
    int ok = t[0] && ap__op(c, &ap__op_div, 3,
                            (ap_arg_t[]){AP_ARG(dt, g.ndim, g.dims, t[0]), AP_ARG(dt, g.ndim, g.dims, g.data), AP_ARG(dt, y.ndim, y.dims, y.data)});
    if (ok && c->out[0] && ap__output(c, c->out[0], &dx) && dx.numel) ok = ap__sum_to(c, dt, dx.data, dx.ndim, dx.dims, t[0], g.ndim, g.dims);
    if (ok && c->out[1] && ap__output(c, c->out[1], &dy) && dy.numel && (t[1] = ap__constant(c, dt, -1.0, s)) &&
        ap__op(c, &ap__op_mul, 3, (ap_arg_t[]){AP_ARG(dt, g.ndim, g.dims, t[0]), AP_ARG(dt, g.ndim, g.dims, t[0]), AP_ARG(dt, o.ndim, o.dims, o.data)}) &&
        ap__op(c, &ap__op_mul, 3, (ap_arg_t[]){AP_ARG(dt, g.ndim, g.dims, t[0]), AP_ARG(dt, g.ndim, g.dims, t[0]), AP_ARG(dt, 1, &one, t[1])}))
        ap__sum_to(c, dt, dy.data, dy.ndim, dy.dims, t[0], g.ndim, g.dims);
    ap__release(t, 2, s);
}

/* ---- convolution, pooling and batch norm over NCHW (LeNet, ResNet) */

static int ap__pair(const ap_call_t* c, PD_List l, int is32, int64_t* out, const char* what) {
    if (l.size != 2) {
        ap__kernel_failed(c->kernel, "%s of %zu values (2 served)", what, l.size);
        return 0;
    }
    for (int i = 0; i < 2; ++i) out[i] = is32 ? ((const int32_t*)l.data)[i] : ((const int64_t*)l.data)[i];
    return 1;
}

static int ap__is(const char* s, const char* v) { return s && strcmp(s, v) == 0; }

/* A 4-D tensor as an NCHW view: NHWC's dims reordered with their strides (Paddle's filter is OIHW in both). */
static void ap__nchw(const ap_tensor_t* t, int nhwc, int64_t* d, int64_t* st) {
    if (nhwc) {
        d[0] = t->dims[0], d[1] = t->dims[3], d[2] = t->dims[1], d[3] = t->dims[2];
        st[3] = d[1], st[2] = d[1] * d[3], st[1] = 1, st[0] = d[1] * d[2] * d[3];
    } else {
        for (int i = 0; i < 4; ++i) d[i] = t->dims[i];
        st[3] = 1, st[2] = d[3], st[1] = d[2] * d[3], st[0] = d[1] * d[2] * d[3];
    }
}

/* Paddle's paddings (2 values, or 4: top, bottom, left, right) as before/after per spatial dim. */
static int ap__pads4(const ap_call_t* c, PD_List l, int is32, int64_t* p) {
    int64_t v[4];
    for (size_t i = 0; i < l.size && i < 4; ++i) v[i] = is32 ? ((const int32_t*)l.data)[i] : ((const int64_t*)l.data)[i];
    if (l.size == 2) {
        p[0] = p[1] = v[0], p[2] = p[3] = v[1];
        return 1;
    }
    if (l.size == 4) {
        memcpy(p, v, sizeof v);
        return 1;
    }
    ap__kernel_failed(c->kernel, "paddings of %zu values (2 or 4 served)", l.size);
    return 0;
}

/* A 2-D window's geometry: before/after paddings, strides, dilations (Paddle's UpdatePaddingAndDilation:
 * VALID pads nothing; SAME pads (out - 1) * stride + kernel - in, the odd one after, dilation 1). */
typedef struct {
    int64_t pads[4], st[2], dil[2];
} ap_win_t;

static int ap__window(const ap_call_t* c, const char* algo, PD_List strides, PD_List paddings, PD_List dil, int is32, const int64_t* in,
                      const int64_t* ks, ap_win_t* g) {
    if (!(ap__is(algo, "EXPLICIT") || ap__is(algo, "VALID") || ap__is(algo, "SAME"))) {
        ap__kernel_failed(c->kernel, "padding_algorithm %s (EXPLICIT, VALID or SAME served)", algo ? algo : "?");
        return 0;
    }
    g->dil[0] = g->dil[1] = 1;
    if (!ap__pair(c, strides, is32, g->st, "strides") || (dil.data && !ap__pair(c, dil, is32, g->dil, "dilations")) ||
        !ap__pads4(c, paddings, is32, g->pads))
        return 0;
    for (int i = 0; i < 2 && !ap__is(algo, "EXPLICIT"); ++i) {
        int64_t sum = 0;
        if (ap__is(algo, "SAME")) {
            int64_t out = (in[i] + g->st[i] - 1) / g->st[i];
            sum = (out - 1) * g->st[i] + ks[i] - in[i];
            sum = sum < 0 ? 0 : sum;
            g->dil[i] = 1;
        }
        g->pads[2 * i] = sum / 2, g->pads[2 * i + 1] = sum - sum / 2;
    }
    return 1;
}

static int ap__symmetric(const ap_win_t* g) { return g->pads[0] == g->pads[1] && g->pads[2] == g->pads[3]; }

/* x (an NCHW view xd/xs at x) padded into contiguous scratch memory filled with `fill` (dims pd):
 * asymmetric paddings and ceil_mode's last windows, which anyrt's windows (symmetric pads) do not take. */
static void* ap__padded(const ap_call_t* c, anyrt_dtype_t dt, const int64_t* xd, const int64_t* xs, const void* x, const int64_t* pads,
                        double fill, int64_t* pd, anyrt_stream_t s) {
    pd[0] = xd[0], pd[1] = xd[1], pd[2] = xd[2] + pads[0] + pads[1], pd[3] = xd[3] + pads[2] + pads[3];
    int64_t ps[4] = {pd[1] * pd[2] * pd[3], pd[2] * pd[3], pd[3], 1}, n = ap__prod(pd, 4);
    void* p = ap__scratch(c, dt, n, s);
    void* k = fill == 0.0 ? NULL : ap__constant(c, dt, fill, s);
    int ok = p && (fill == 0.0 ? ap__op(c, &ap__op_zeros, 2, (ap_arg_t[]){AP_ARG(dt, 1, &n, p), AP_ARG(dt, 1, &n, p)})
                               : k && ap__cast(c, dt, 1, &n, NULL, p, dt, 0, NULL, NULL, k));
    ok = ok && (!x || ap__cast(c, dt, 4, xd, ps, (char*)p + (pads[0] * pd[3] + pads[2]) * ap__elem_size(dt), dt, 4, xd, xs, x));
    ap__release(&k, 1, s);
    if (!ok) ap__release(&p, 1, s);
    return ok ? p : NULL;
}

/* The interior of a padded contiguous p (dims pd) cast into the NCHW view xd/xs at x. */
static int ap__unpad(const ap_call_t* c, anyrt_dtype_t dt, const int64_t* xd, const int64_t* xs, void* x, const void* p, const int64_t* pd,
                     const int64_t* pads) {
    int64_t ps[4] = {pd[1] * pd[2] * pd[3], pd[2] * pd[3], pd[3], 1};
    return ap__cast(c, dt, 4, xd, xs, x, dt, 4, xd, ps, (const char*)p + (pads[0] * pd[3] + pads[2]) * ap__elem_size(dt));
}

/* The attribute index of conv2d's groups (depthwise_conv2d's come before its dilations). */
static int ap__groups_at(const ap_call_t* c) { return strncmp(c->kernel, "depthwise", 9) == 0 ? 3 : 4; }

/* conv2d's attributes: strides, paddings, padding_algorithm, dilations, groups, data_format
 * (depthwise_conv2d: groups, then dilations); x and w checked. x's NCHW view in xd/xs. */
static int ap__conv_attrs(const ap_call_t* c, const ap_tensor_t* x, const ap_tensor_t* w, ap_win_t* g, int* nhwc, int64_t* xd, int64_t* xs) {
    const char* fmt = c->attr[5].str;
    int gi = ap__groups_at(c), groups = c->attr[gi].i32;
    *nhwc = ap__is(fmt, "NHWC");
    if (!(*nhwc || ap__is(fmt, "NCHW") || ap__is(fmt, "AnyLayout")) || x->ndim != 4 || w->ndim != 4) {
        ap__kernel_failed(c->kernel, "4-D NCHW or NHWC input and OIHW filter are served (%s)", fmt ? fmt : "?");
        return 0;
    }
    ap__nchw(x, *nhwc, xd, xs);
    if (groups < 1 || w->dims[1] * groups != xd[1] || w->dims[0] % groups) {
        ap__kernel_failed(c->kernel, "groups %d do not divide %lld input channels into filters of %lld and %lld outputs", groups,
                          (long long)xd[1], (long long)w->dims[1], (long long)w->dims[0]);
        return 0;
    }
    return ap__window(c, c->attr[2].str, c->attr[0].list, c->attr[1].list, c->attr[7 - gi].list, 1, xd + 2, w->dims + 2, g);
}

/* One group's convolution (which 0: forward into a, 1: backward data into a, 2: backward filter into
 * a) over views: a, b, cc are (y, x, w), (dx, dy, w) or (dw, dy, x), each with dims and strides. */
static int ap__conv_one(const ap_call_t* c, int which, anyrt_dtype_t dt, const int64_t* pads, const int64_t* st, const int64_t* dil,
                        const int64_t* const* dims, const int64_t* const* strides, void* const* p) {
    anyrt_op_handle_t h;
    anyrt_tensor_desc_t t[3] = {0};
    anyrt_op_desc_t d = NULL;
    anyrt_stream_t s = ap__stream(c);
    ap_ws_t ws;
    int ok = ap__handle(c, &h);
    for (int i = 0; i < 3 && ok; ++i) ok = ap__desc(c, &t[i], dt, 4, dims[i], strides[i]);
    if (ok && which == 0)
        ok = OK(anyrt_create_conv_descriptor(h, &d, t[0], t[1], t[2], NULL, pads, st, dil, 2));
    else if (ok && which == 1) /* x's descriptor only fixes dx's dims: dx's */
        ok = OK(anyrt_create_conv_backward_data_descriptor(h, &d, t[0], t[1], t[2], t[0], pads, st, dil, 2));
    else if (ok)
        ok = OK(anyrt_create_conv_backward_filter_descriptor(h, &d, t[0], NULL, t[1], t[2], t[0], pads, st, dil, 2));
    if (ok && ap__workspace(c, d, s, &ws)) {
        if (which == 0)
            ok = OK(anyrt_conv(d, ws.ptr, ws.size, p[0], p[1], p[2], NULL, s));
        else if (which == 1)
            ok = OK(anyrt_conv_backward_data(d, ws.ptr, ws.size, p[0], p[1], p[2], p[0], s));
        else
            ok = OK(anyrt_conv_backward_filter(d, ws.ptr, ws.size, p[0], NULL, p[1], p[2], p[0], s));
        ap__done(d, &ws, s);
    } else {
        ok = 0;
        if (d) anyrt_destroy_op_desc(d);
    }
    ap__free_descs(t, 3);
    return ok;
}

/* Every group's convolution: operand i's group g is its view `per[i]` channels (dim cdim[i]) further. */
static int ap__conv_groups(const ap_call_t* c, int which, int groups, anyrt_dtype_t dt, const ap_win_t* g, int64_t (*dims)[4],
                           int64_t (*strides)[4], void* const* p, const int* cdim) {
    int64_t pads[2] = {g->pads[0], g->pads[2]}, gd[3][4];
    const int64_t* dd[3] = {gd[0], gd[1], gd[2]};
    const int64_t* ss[3] = {strides[0], strides[1], strides[2]};
    for (int i = 0; i < 3; ++i) {
        memcpy(gd[i], dims[i], sizeof gd[i]);
        gd[i][cdim[i]] /= groups;
    }
    size_t es = ap__elem_size(dt);
    for (int k = 0; k < groups; ++k) {
        void* q[3];
        for (int i = 0; i < 3; ++i) q[i] = (char*)p[i] + (size_t)(k * gd[i][cdim[i]] * strides[i][cdim[i]]) * es;
        if (!ap__conv_one(c, which, dt, pads, g->st, g->dil, dd, ss, q)) return 0;
    }
    return 1;
}

static void ap__contiguous4(const int64_t* d, int64_t* st) { st[3] = 1, st[2] = d[3], st[1] = d[2] * d[3], st[0] = d[1] * d[2] * d[3]; }

/* conv2d(input, filter, strides, paddings, padding_algorithm, dilations, groups, data_format) -> out:
 * one anyrt conv per group over channel views; NHWC as a strided NCHW view; asymmetric (SAME's
 * odd) paddings through x padded with zeros in scratch memory. */
void ap_kernel_conv2d(const ap_call_t* c) {
    ap_tensor_t x, w, y;
    ap_win_t g;
    int nhwc;
    int64_t d[3][4], st[3][4];
    if (!ap__input(c, c->in[0], &x) || !ap__input(c, c->in[1], &w) || !ap__output(c, c->out[0], &y) || y.numel == 0 ||
        !ap__conv_attrs(c, &x, &w, &g, &nhwc, d[1], st[1]))
        return;
    anyrt_stream_t s = ap__stream(c);
    ap__nchw(&y, nhwc, d[0], st[0]);
    memcpy(d[2], w.dims, sizeof d[2]);
    ap__contiguous4(d[2], st[2]);
    void* xp = NULL;
    if (!ap__symmetric(&g)) {
        int64_t pd[4];
        if (!(xp = ap__padded(c, x.dtype, d[1], st[1], x.data, g.pads, 0.0, pd, s))) return;
        memcpy(d[1], pd, sizeof pd);
        ap__contiguous4(pd, st[1]);
        memset(g.pads, 0, sizeof g.pads);
    }
    ap__conv_groups(c, 0, c->attr[ap__groups_at(c)].i32, x.dtype, &g, d, st, (void* []){y.data, xp ? xp : x.data, w.data}, (int[]){1, 1, 0});
    ap__release(&xp, 1, s);
}

/* conv2d_grad(input, filter, out_grad, ...) -> (input_grad?, filter_grad?): per group
 * conv_backward_data and _filter, the cases of conv2d (a padded x's gradient cut back to x's). */
void ap_kernel_depthwise_conv2d(const ap_call_t* c) { ap_kernel_conv2d(c); }

void ap_kernel_conv2d_grad(const ap_call_t* c) {
    ap_tensor_t x, w, gy, dx, dw;
    ap_win_t g;
    int nhwc;
    int64_t xd[4], xs[4], yd[4], ys[4], wd[4], ws[4];
    if (!ap__input(c, c->in[0], &x) || !ap__input(c, c->in[1], &w) || !ap__input(c, c->in[2], &gy) || !ap__conv_attrs(c, &x, &w, &g, &nhwc, xd, xs))
        return;
    int has_dx = c->out[0] && ap__output(c, c->out[0], &dx) && dx.numel, has_dw = c->out[1] && ap__output(c, c->out[1], &dw) && dw.numel;
    if (gy.numel == 0 || (!has_dx && !has_dw)) return;
    anyrt_stream_t s = ap__stream(c);
    anyrt_dtype_t dt = x.dtype;
    int groups = c->attr[ap__groups_at(c)].i32, padded = !ap__symmetric(&g);
    ap__nchw(&gy, nhwc, yd, ys);
    memcpy(wd, w.dims, sizeof wd);
    ap__contiguous4(wd, ws);
    int64_t pd[4], ps[4], pads[4];
    memcpy(pads, g.pads, sizeof pads);
    void* tmp[2] = {0}; /* the padded x, its gradient */
    int ok = 1;
    if (padded) {
        ok = (tmp[0] = ap__padded(c, dt, xd, xs, has_dw ? x.data : NULL, pads, 0.0, pd, s)) != NULL;
        ap__contiguous4(pd, ps);
        memset(g.pads, 0, sizeof g.pads);
    } else {
        memcpy(pd, xd, sizeof pd);
        memcpy(ps, xs, sizeof ps);
    }
    if (ok && has_dx) {
        void* dst = padded ? (tmp[1] = ap__scratch(c, dt, ap__prod(pd, 4), s)) : dx.data;
        int64_t d[3][4], st[3][4];
        memcpy(d[0], pd, sizeof pd), memcpy(st[0], ps, sizeof ps), memcpy(d[1], yd, sizeof yd), memcpy(st[1], ys, sizeof ys);
        memcpy(d[2], wd, sizeof wd), memcpy(st[2], ws, sizeof ws);
        ok = dst && ap__conv_groups(c, 1, groups, dt, &g, d, st, (void* []){dst, gy.data, w.data}, (int[]){1, 1, 0}) &&
             (!padded || ap__unpad(c, dt, xd, xs, dx.data, tmp[1], pd, pads));
    }
    if (ok && has_dw) {
        int64_t d[3][4], st[3][4];
        memcpy(d[0], wd, sizeof wd), memcpy(st[0], ws, sizeof ws), memcpy(d[1], yd, sizeof yd), memcpy(st[1], ys, sizeof ys);
        memcpy(d[2], pd, sizeof pd), memcpy(st[2], ps, sizeof ps);
        ap__conv_groups(c, 2, groups, dt, &g, d, st, (void* []){dw.data, gy.data, padded ? tmp[0] : x.data}, (int[]){0, 1, 1});
    }
    ap__release(tmp, 2, s);
}

/* A 4-D operand of a pooling: dims, strides and memory. */
typedef struct {
    int64_t d[4], s[4];
    void* p;
} ap_v4_t;

static ap_v4_t ap__v4(const int64_t* d, const int64_t* st, void* p) {
    ap_v4_t v;
    memcpy(v.d, d, sizeof v.d);
    if (st)
        memcpy(v.s, st, sizeof v.s);
    else
        ap__contiguous4(d, v.s);
    v.p = p;
    return v;
}

/* A pooling's window over x (NCHW views of x and y): kernel, strides, pads before (pb) and after
 * (pa, with ceil_mode's last windows: InferMeta's y dims need them); direct: anyrt's windows take
 * them as they are (symmetric, at most half the window). */
typedef struct {
    int is_max, exclusive, nhwc, direct, uneven; /* uneven: adaptive avg whose windows differ (separable gemms) */
    int64_t ks[2], st[2], pb[2], pa[2], more[2], xd[4], xs[4], yd[4], ys[4]; /* more: of pa, ceil_mode's */
} ap_pool_t;

/* pool2d's attributes (kernel_size, strides, paddings, ceil_mode, exclusive, data_format,
 * pooling_type, global_pooling, adaptive, padding_algorithm) over x and y. */
static int ap__pool_attrs(const ap_call_t* c, const ap_tensor_t* x, const ap_tensor_t* y, ap_pool_t* p) {
    const char *type = c->attr[6].str, *fmt = c->attr[5].str;
    int global = c->attr[7].b, adaptive = c->attr[8].b;
    memset(p, 0, sizeof *p);
    p->nhwc = ap__is(fmt, "NHWC");
    if (x->ndim != 4 || y->ndim != 4 || !(p->nhwc || ap__is(fmt, "NCHW") || ap__is(fmt, "AnyLayout")) || !(ap__is(type, "max") || ap__is(type, "avg"))) {
        ap__kernel_failed(c->kernel, "4-D NCHW or NHWC max/avg pooling is served (%s, %s)", fmt ? fmt : "?", type ? type : "?");
        return 0;
    }
    p->is_max = ap__is(type, "max"), p->exclusive = c->attr[4].b;
    ap__nchw(x, p->nhwc, p->xd, p->xs);
    ap__nchw(y, p->nhwc, p->yd, p->ys);
    if (global || adaptive) { /* adaptive: served where each output covers an equal window */
        for (int i = 0; i < 2; ++i) {
            int64_t in = p->xd[2 + i], out = p->yd[2 + i];
            if (out >= 1 && in % out && !p->is_max && !p->nhwc) {
                p->uneven = 1;
                continue;
            }
            if (out < 1 || in % out) {
                ap__kernel_failed(c->kernel, "adaptive pooling of %lld to %lld (not a divisor) is not served", (long long)in, (long long)out);
                return 0;
            }
            p->ks[i] = p->st[i] = in / out;
        }
        p->direct = 1;
        return 1;
    }
    ap_win_t g;
    PD_List none = {0, NULL};
    if (!ap__pair(c, ap__int_array(c, 0), 0, p->ks, "kernel_size") ||
        !ap__window(c, c->attr[9].str, c->attr[1].list, c->attr[2].list, none, c->signature == 1, p->xd + 2, p->ks, &g))
        return 0; /* 3.0's strides and paddings are vector<int>, later releases' vector<int64_t> */
    p->direct = 1;
    for (int i = 0; i < 2; ++i) {
        p->st[i] = g.st[i], p->pb[i] = g.pads[2 * i], p->pa[i] = g.pads[2 * i + 1];
        int64_t more = (p->yd[2 + i] - 1) * p->st[i] + p->ks[i] - (p->xd[2 + i] + p->pb[i] + p->pa[i]); /* ceil_mode's */
        p->more[i] = more > 0 ? more : 0;
        p->pa[i] += p->more[i];
        p->direct &= p->pb[i] == p->pa[i] && 2 * p->pb[i] <= p->ks[i];
    }
    return 1;
}

/* One pooling operator (0 max_pool: y, indices, x; 1 avg_pool: y, x; 2 max_pool_backward: dx, dy,
 * indices, x; 3 avg_pool_backward: dx, dy, x) over 4-D views, the window's pads symmetric. */
static int ap__pool_run(const ap_call_t* c, int which, anyrt_dtype_t dt, const ap_pool_t* p, int count_pad, const ap_v4_t* v, int n) {
    anyrt_op_handle_t h;
    anyrt_tensor_desc_t t[4] = {0};
    anyrt_op_desc_t d = NULL;
    anyrt_stream_t s = ap__stream(c);
    ap_ws_t ws;
    int64_t pads[2] = {p->pb[0], p->pb[1]};
    int idx = which == 0 ? 1 : which == 2 ? 2 : -1, ok = ap__handle(c, &h);
    for (int i = 0; i < n && ok; ++i) ok = ap__desc(c, &t[i], i == idx ? ANYRT_DTYPE_INT64 : dt, 4, v[i].d, v[i].s);
    if (ok && which == 0)
        ok = OK(anyrt_create_max_pool_descriptor(h, &d, t[0], t[1], t[2], p->ks, p->st, pads, 2));
    else if (ok && which == 1)
        ok = OK(anyrt_create_avg_pool_descriptor(h, &d, t[0], t[1], p->ks, p->st, pads, count_pad, 2));
    else if (ok && which == 2)
        ok = OK(anyrt_create_max_pool_backward_descriptor(h, &d, t[0], t[1], t[2], t[3], p->ks, p->st, pads, 2));
    else if (ok)
        ok = OK(anyrt_create_avg_pool_backward_descriptor(h, &d, t[0], t[1], t[2], p->ks, p->st, pads, count_pad, 2));
    if (ok && ap__workspace(c, d, s, &ws)) {
        if (which == 0)
            ok = OK(anyrt_max_pool(d, ws.ptr, ws.size, v[0].p, v[1].p, v[2].p, s));
        else if (which == 1)
            ok = OK(anyrt_avg_pool(d, ws.ptr, ws.size, v[0].p, v[1].p, s));
        else if (which == 2)
            ok = OK(anyrt_max_pool_backward(d, ws.ptr, ws.size, v[0].p, v[1].p, v[2].p, v[3].p, s));
        else
            ok = OK(anyrt_avg_pool_backward(d, ws.ptr, ws.size, v[0].p, v[1].p, v[2].p, s));
        ap__done(d, &ws, s);
    } else {
        ok = 0;
        if (d) anyrt_destroy_op_desc(d);
    }
    ap__free_descs(t, 4);
    return ok;
}

/* Where the window is not direct: x padded in scratch memory (-inf for max, never picked; zeros
 * for avg), the pooling's pads then 0. Avg divides by the count of the window's positions inside x
 * (exclusive), or inside x and its paddings (not ceil_mode's extension: Paddle's CPU clips the
 * window there): the same pooling of a padded mask of ones, `ratio` (dims [1, 1, out...]). */
static void* ap__pool_pad(const ap_call_t* c, anyrt_dtype_t dt, ap_pool_t* p, const void* x, int64_t* pd, void** ratio, anyrt_stream_t s) {
    int64_t pads[4] = {p->pb[0], p->pa[0], p->pb[1], p->pa[1]};
    void* xp = ap__padded(c, dt, p->xd, p->xs, x, pads, p->is_max ? -INFINITY : 0.0, pd, s);
    *ratio = NULL;
    if (xp && !p->is_max && (p->exclusive || p->more[0] || p->more[1])) {
        int64_t md[4] = {1, 1, p->xd[2], p->xd[3]}, ms[4], mpd[4], rd[4] = {1, 1, p->yd[2], p->yd[3]};
        if (!p->exclusive) {
            md[2] = pd[2] - p->more[0], md[3] = pd[3] - p->more[1];
            pads[0] = pads[2] = 0, pads[1] = p->more[0], pads[3] = p->more[1];
        }
        ap__contiguous4(md, ms);
        void* one = ap__ones(c, dt, md[2] * md[3], s);
        void* mask = one ? ap__padded(c, dt, md, ms, one, pads, 0.0, mpd, s) : NULL;
        ap_pool_t q = *p;
        memset(q.pb, 0, sizeof q.pb);
        if (!mask || !(*ratio = ap__scratch(c, dt, rd[2] * rd[3], s)) ||
            !ap__pool_run(c, 1, dt, &q, 1, (ap_v4_t[]){ap__v4(rd, NULL, *ratio), ap__v4(mpd, NULL, mask)}, 2))
            ap__release(ratio, 1, s), ap__release(&xp, 1, s);
        ap__release(&one, 1, s), ap__release(&mask, 1, s);
    }
    memset(p->pb, 0, sizeof p->pb);
    return xp;
}

/* Adaptive avg pooling whose windows differ (Paddle's [floor(o * in / out), ceil((o + 1) * in / out))):
 * separable, y = Ph x Pw^T per image and channel, P's rows the windows' 1 / size. grad: x_grad =
 * Ph^T dy Pw. Each P is made on the host, in x's dtype. x NCHW contiguous. */
static int ap__pool_uneven(const ap_call_t* c, anyrt_dtype_t dt, const ap_pool_t* p, void* x, void* y, int grad) {
    anyrt_stream_t s = ap__stream(c);
    int64_t nc = p->xd[0] * p->xd[1], H = p->xd[2], W = p->xd[3], OH = p->yd[2], OW = p->yd[3];
    ap_tensor_t m[2] = {{0}, {0}}; /* Ph [OH, H], Pw [OW, W] */
    void* t = ap__scratch(c, dt, nc * H * OW, s);
    int ok = t != NULL;
    for (int i = 0; i < 2 && ok; ++i) {
        int64_t in = p->xd[2 + i], out = p->yd[2 + i];
        m[i].dtype = dt, m[i].ndim = 2, m[i].dims[0] = out, m[i].dims[1] = in, m[i].numel = in * out;
        void* h = calloc((size_t)(in * out), ap__elem_size(dt));
        ok = h && (m[i].data = ap__scratch(c, dt, in * out, s));
        for (int64_t o = 0; o < out && ok; ++o) {
            int64_t a = o * in / out, e = ((o + 1) * in + out - 1) / out;
            for (int64_t j = a; j < e; ++j) ap__set(h, dt, o * in + j, 1.0 / (double)(e - a));
        }
        if (ok)
            ap__from_host(c, h, &m[i], s);
        else
            free(h);
    }
    if (ok && !grad) { /* t = x Pw^T ([nc * H, W] by [W, OW]); y = Ph t per image and channel */
        ok = ap__gemm3(c, dt, t, (int64_t[]){1, nc * H, OW}, x, (int64_t[]){1, nc * H, W}, NULL, m[1].data, (int64_t[]){1, W, OW},
                       (int64_t[]){W * OW, 1, W}) &&
             ap__gemm3(c, dt, y, (int64_t[]){nc, OH, OW}, m[0].data, (int64_t[]){1, OH, H}, NULL, t, (int64_t[]){nc, H, OW}, NULL);
    } else if (ok) { /* x is the gradient here, y dy: t = Ph^T dy; x = t Pw */
        ok = ap__gemm3(c, dt, t, (int64_t[]){nc, H, OW}, m[0].data, (int64_t[]){1, H, OH}, (int64_t[]){H * OH, 1, H}, y,
                       (int64_t[]){nc, OH, OW}, NULL) &&
             ap__gemm3(c, dt, x, (int64_t[]){1, nc * H, W}, t, (int64_t[]){1, nc * H, OW}, NULL, m[1].data, (int64_t[]){1, OW, W}, NULL);
    }
    void* r[3] = {t, m[0].data, m[1].data};
    ap__release(r, 3, s);
    return ok;
}

/* pool2d(x, ...) -> out: avg_pool (count_include_pad = !exclusive) or max_pool (its indices in
 * scratch memory), over NCHW views; ceil_mode, SAME and asymmetric paddings through a padded x. */
void ap_kernel_pool2d(const ap_call_t* c) {
    ap_tensor_t x, y;
    ap_pool_t p;
    if (!ap__input(c, c->in[0], &x) || !ap__output(c, c->out[0], &y) || y.numel == 0 || !ap__pool_attrs(c, &x, &y, &p)) return;
    if (p.uneven) {
        ap__pool_uneven(c, x.dtype, &p, x.data, y.data, 0);
        return;
    }
    anyrt_stream_t s = ap__stream(c);
    anyrt_dtype_t dt = x.dtype;
    void* tmp[4] = {0}; /* padded x, ratio, indices, the exclusive sum */
    int64_t pd[4];
    ap_v4_t vx = ap__v4(p.xd, p.xs, x.data), vy = ap__v4(p.yd, p.ys, y.data);
    int ok = 1, count_pad = !p.exclusive;
    if (!p.direct) {
        ok = (tmp[0] = ap__pool_pad(c, dt, &p, x.data, pd, &tmp[1], s)) != NULL;
        vx = ap__v4(pd, NULL, tmp[0]), count_pad = 1;
    }
    if (ok && p.is_max) {
        ok = (tmp[2] = ap__scratch(c, ANYRT_DTYPE_INT64, y.numel, s)) &&
             ap__pool_run(c, 0, dt, &p, 0, (ap_v4_t[]){vy, ap__v4(p.yd, NULL, tmp[2]), vx}, 3);
    } else if (ok && tmp[1]) { /* the pooled sum over the pooled count */
        int64_t rd[4] = {1, 1, p.yd[2], p.yd[3]};
        ok = (tmp[3] = ap__scratch(c, dt, y.numel, s)) && ap__pool_run(c, 1, dt, &p, 1, (ap_v4_t[]){ap__v4(p.yd, NULL, tmp[3]), vx}, 2) &&
             ap__op(c, &ap__op_div, 3, (ap_arg_t[]){{dt, 4, p.yd, p.ys, y.data}, AP_ARG(dt, 4, p.yd, tmp[3]), AP_ARG(dt, 4, rd, tmp[1])});
    } else if (ok) {
        ap__pool_run(c, 1, dt, &p, count_pad, (ap_v4_t[]){vy, vx}, 2);
    }
    ap__release(tmp, 4, s);
}

/* pool2d_grad(x, out, out_grad, ...) -> x_grad: avg_pool_backward, or max_pool_backward from the
 * indices of max_pool run again (the first largest in window order, as Paddle's); the cases of
 * pool2d (a padded x's gradient cut back to x's). */
void ap_kernel_pool2d_grad(const ap_call_t* c) {
    ap_tensor_t x, y, g, dx;
    ap_pool_t p;
    if (!ap__input(c, c->in[0], &x) || !ap__meta(c, c->in[1], &y) || !ap__input(c, c->in[2], &g) || !ap__output(c, c->out[0], &dx) ||
        dx.numel == 0 || !ap__pool_attrs(c, &x, &g, &p))
        return;
    if (p.uneven) {
        ap__pool_uneven(c, x.dtype, &p, dx.data, g.data, 1);
        return;
    }
    anyrt_stream_t s = ap__stream(c);
    anyrt_dtype_t dt = x.dtype;
    void* tmp[6] = {0}; /* padded x, ratio, indices, a y, dy / ratio, the padded dx */
    int64_t pd[4], dxs[4];
    ap__nchw(&dx, p.nhwc, pd, dxs);
    ap_v4_t vx = ap__v4(p.xd, p.xs, x.data), vdy = ap__v4(p.yd, p.ys, g.data), vdx = ap__v4(pd, dxs, dx.data);
    int ok = 1, count_pad = !p.exclusive, padded = !p.direct;
    int64_t pads[4] = {p.pb[0], p.pa[0], p.pb[1], p.pa[1]}; /* before ap__pool_pad clears them */
    if (padded) {
        ok = (tmp[0] = ap__pool_pad(c, dt, &p, p.is_max ? x.data : NULL, pd, &tmp[1], s)) && (tmp[5] = ap__scratch(c, dt, ap__prod(pd, 4), s));
        vx = ap__v4(pd, NULL, tmp[0]), vdx = ap__v4(pd, NULL, tmp[5]), count_pad = 1;
    }
    if (ok && tmp[1]) { /* exclusive: the sum's gradient is dy / count */
        int64_t rd[4] = {1, 1, p.yd[2], p.yd[3]};
        ok = (tmp[4] = ap__scratch(c, dt, g.numel, s)) &&
             ap__op(c, &ap__op_div, 3, (ap_arg_t[]){AP_ARG(dt, 4, p.yd, tmp[4]), {dt, 4, p.yd, p.ys, g.data}, AP_ARG(dt, 4, rd, tmp[1])});
        vdy = ap__v4(p.yd, NULL, tmp[4]);
    }
    if (ok && p.is_max) {
        ok = (tmp[2] = ap__scratch(c, ANYRT_DTYPE_INT64, g.numel, s)) && (tmp[3] = ap__scratch(c, dt, g.numel, s)) &&
             ap__pool_run(c, 0, dt, &p, 0, (ap_v4_t[]){ap__v4(p.yd, NULL, tmp[3]), ap__v4(p.yd, NULL, tmp[2]), vx}, 3) &&
             ap__pool_run(c, 2, dt, &p, 0, (ap_v4_t[]){vdx, vdy, ap__v4(p.yd, NULL, tmp[2]), vdx}, 4);
    } else if (ok) {
        ok = ap__pool_run(c, 3, dt, &p, count_pad, (ap_v4_t[]){vdx, vdy, vdx}, 3);
    }
    if (ok && padded) {
        int64_t xd[4];
        ap__nchw(&dx, p.nhwc, xd, dxs);
        ap__unpad(c, dt, xd, dxs, dx.data, tmp[5], pd, pads);
    }
    ap__release(tmp, 6, s);
}

/* out = a * k + b * (1 - k) over n elements (the running statistics' update). */
static int ap__blend(const ap_call_t* c, anyrt_dtype_t dt, int64_t n, void* out, const void* a, const void* b, double k, anyrt_stream_t s) {
    int64_t one = 1;
    void* t[3] = {ap__constant(c, dt, k, s), ap__constant(c, dt, 1.0 - k, s), ap__scratch(c, dt, n, s)};
    int ok = t[0] && t[1] && t[2] &&
             ap__op(c, &ap__op_mul, 3, (ap_arg_t[]){AP_ARG(dt, 1, &n, t[2]), AP_ARG(dt, 1, &n, b), AP_ARG(dt, 1, &one, t[1])}) &&
             ap__op(c, &ap__op_mul, 3, (ap_arg_t[]){AP_ARG(dt, 1, &n, out), AP_ARG(dt, 1, &n, a), AP_ARG(dt, 1, &one, t[0])}) &&
             ap__op(c, &ap__op_add, 3, (ap_arg_t[]){AP_ARG(dt, 1, &n, out), AP_ARG(dt, 1, &n, out), AP_ARG(dt, 1, &n, t[2])});
    ap__release(t, 3, s);
    return ok;
}

/* batch_norm(x, mean, variance, scale?, bias?, is_test, momentum, epsilon, data_layout,
 * use_global_stats, trainable_statistics) -> (y, mean_out, variance_out, saved_mean,
 * saved_variance, reserve_space): training: anyrt's batch_norm (saved_variance is its inverse std,
 * as Paddle's), the running statistics as Paddle's, `running * momentum + batch * (1 - momentum)`
 * with the biased batch variance (1 / invstd^2 - epsilon); is_test or use_global_stats:
 * batch_norm_inference. x as [N, C, positions] (NCHW). */
static void ap__batch_norm(const ap_call_t* c, ap_tensor_t x, ap_tensor_t y);

/* float16 / bfloat16 x with float32 statistics (O2's, Paddle's GPU kernel's): x cast up, y computed
 * in float32 and cast down. */
void ap_kernel_batch_norm(const ap_call_t* c) {
    ap_tensor_t x, rm, y, x32, y32;
    if (!ap__input(c, c->in[0], &x) || !ap__meta(c, c->in[1], &rm) || !ap__output(c, c->out[0], &y)) return;
    if (!ap__mixed_norm(x.dtype, rm.dtype)) {
        ap__batch_norm(c, x, y);
        return;
    }
    anyrt_stream_t s = ap__stream(c);
    x32 = x, y32 = y;
    if (!ap__promote(c, &x32, ANYRT_DTYPE_FLOAT32, 1, s)) return;
    if (ap__promote(c, &y32, ANYRT_DTYPE_FLOAT32, 0, s)) {
        ap__batch_norm(c, x32, y32);
        ap__unpromote(c, &y, &y32, s);
    }
    anyrt_free_async(x32.data, s);
}

static void ap__batch_norm(const ap_call_t* c, ap_tensor_t x, ap_tensor_t y) {
    ap_tensor_t rm, rv, w, b, mo, vo, sm, sv;
    /* Paddle's rule: is_test with trainable_statistics still normalizes by the batch (and updates the running statistics) */
    int has_w = c->in[3] != NULL, has_b = c->in[4] != NULL, test = (c->attr[0].b && !c->attr[5].b) || c->attr[4].b;
    if (!ap__input(c, c->in[1], &rm) || !ap__input(c, c->in[2], &rv) || (has_w && !ap__input(c, c->in[3], &w)) ||
        (has_b && !ap__input(c, c->in[4], &b)))
        return;
    if (x.ndim < 2 || !(ap__is(c->attr[3].str, "NCHW") || ap__is(c->attr[3].str, "AnyLayout")) || rm.dtype != x.dtype) {
        ap__kernel_failed(c->kernel, "NCHW x of 2 or more dims with statistics of its dtype is served");
        return;
    }
    int64_t C = x.dims[1], d3[3] = {x.dims[0], C, x.dims[0] && C ? x.numel / (x.dims[0] * C) : 1};
    float eps = c->attr[2].f, momentum = c->attr[1].f;
    anyrt_dtype_t dt = x.dtype;
    anyrt_stream_t s = ap__stream(c);
    anyrt_op_handle_t h;
    anyrt_tensor_desc_t t[8] = {0};
    anyrt_op_desc_t d = NULL;
    ap_ws_t ws;
    if (x.numel == 0 || !ap__handle(c, &h)) return;
    if (test) {
        if (ap__desc(c, &t[0], dt, 3, d3, NULL) && ap__desc(c, &t[1], dt, 1, &C, NULL) && (!has_w || ap__desc(c, &t[2], dt, 1, &C, NULL)) &&
            (!has_b || ap__desc(c, &t[3], dt, 1, &C, NULL)) &&
            OK(anyrt_create_batch_norm_inference_descriptor(h, &d, t[0], t[0], t[1], t[1], t[2], t[3], eps)) && ap__workspace(c, d, s, &ws)) {
            OK(anyrt_batch_norm_inference(d, ws.ptr, ws.size, y.data, x.data, rm.data, rv.data, has_w ? w.data : NULL, has_b ? b.data : NULL, s));
            ap__done(d, &ws, s);
        } else if (d) {
            anyrt_destroy_op_desc(d);
        }
        ap__free_descs(t, 8);
        /* the running statistics stay: mean_out and variance_out are their copies */
        if (c->out[1] && ap__output(c, c->out[1], &mo) && mo.data != rm.data) ap__cast(c, dt, 1, &C, NULL, mo.data, dt, 1, &C, NULL, rm.data);
        if (c->out[2] && ap__output(c, c->out[2], &vo) && vo.data != rv.data) ap__cast(c, dt, 1, &C, NULL, vo.data, dt, 1, &C, NULL, rv.data);
        return;
    }
    if (!c->out[3] || !c->out[4] || !ap__output(c, c->out[3], &sm) || !ap__output(c, c->out[4], &sv)) {
        ap__kernel_failed(c->kernel, "training needs saved_mean and saved_variance");
        return;
    }
    int ok = ap__desc(c, &t[0], dt, 3, d3, NULL) && ap__desc(c, &t[1], dt, 1, &C, NULL) && (!has_w || ap__desc(c, &t[6], dt, 1, &C, NULL)) &&
             (!has_b || ap__desc(c, &t[7], dt, 1, &C, NULL)) &&
             OK(anyrt_create_batch_norm_descriptor(h, &d, t[0], t[1], t[1], NULL, NULL, t[0], t[6], t[7], 0.0f, eps)) && ap__workspace(c, d, s, &ws);
    if (ok) {
        ok = OK(anyrt_batch_norm(d, ws.ptr, ws.size, y.data, sm.data, sv.data, NULL, NULL, x.data, has_w ? w.data : NULL, has_b ? b.data : NULL, s));
        ap__done(d, &ws, s);
    } else if (d) {
        anyrt_destroy_op_desc(d);
    }
    ap__free_descs(t, 8);
    if (!ok) return;
    if (c->out[1] && ap__output(c, c->out[1], &mo)) ap__blend(c, dt, C, mo.data, rm.data, sm.data, momentum, s);
    if (c->out[2] && ap__output(c, c->out[2], &vo)) { /* the batch's biased variance: 1 / invstd^2 - eps */
        int64_t one = 1;
        void* tmp[3] = {ap__scratch(c, dt, C, s), ap__constant(c, dt, 1.0, s), ap__constant(c, dt, -(double)eps, s)};
        if (tmp[0] && tmp[1] && tmp[2] &&
            ap__op(c, &ap__op_mul, 3, (ap_arg_t[]){AP_ARG(dt, 1, &C, tmp[0]), AP_ARG(dt, 1, &C, sv.data), AP_ARG(dt, 1, &C, sv.data)}) &&
            ap__op(c, &ap__op_div, 3, (ap_arg_t[]){AP_ARG(dt, 1, &C, tmp[0]), AP_ARG(dt, 1, &one, tmp[1]), AP_ARG(dt, 1, &C, tmp[0])}) &&
            ap__op(c, &ap__op_add, 3, (ap_arg_t[]){AP_ARG(dt, 1, &C, tmp[0]), AP_ARG(dt, 1, &C, tmp[0]), AP_ARG(dt, 1, &one, tmp[2])}))
            ap__blend(c, dt, C, vo.data, rv.data, tmp[0], momentum, s);
        ap__release(tmp, 3, s);
    }
}

/* batch_norm_grad(x, scale?, bias?, mean?, variance?, saved_mean, saved_variance, reserve_space?,
 * y_grad, momentum, epsilon, data_layout, is_test, use_global_stats, trainable_statistics) ->
 * (x_grad?, scale_grad?, bias_grad?): anyrt's batch_norm_backward in training from saved_mean and
 * saved_variance (the inverse std); is_test / use_global_stats are refused. */
static void ap__batch_norm_grad(const ap_call_t* c, ap_tensor_t x, ap_tensor_t g, int has_dx, ap_tensor_t dx);

/* float16 / bfloat16 x with float32 statistics: x and y_grad cast up, x_grad cast down. */
void ap_kernel_batch_norm_grad(const ap_call_t* c) {
    ap_tensor_t x, g, sm, dx = {0};
    if (c->attr[3].b || c->attr[4].b) {
        ap__kernel_failed(c->kernel, "the gradient of is_test / use_global_stats is not served");
        return;
    }
    if (!ap__input(c, c->in[0], &x) || !ap__meta(c, c->in[5], &sm) || !ap__input(c, c->in[8], &g)) return;
    int has_dx = c->out[0] && ap__output(c, c->out[0], &dx);
    if (!ap__mixed_norm(x.dtype, sm.dtype) || x.numel == 0) {
        ap__batch_norm_grad(c, x, g, has_dx, dx);
        return;
    }
    anyrt_stream_t s = ap__stream(c);
    ap_tensor_t t[3] = {x, g, dx};
    int ok0 = ap__promote(c, &t[0], ANYRT_DTYPE_FLOAT32, 1, s), ok1 = ok0 && ap__promote(c, &t[1], ANYRT_DTYPE_FLOAT32, 1, s);
    if (ok1 && (!has_dx || ap__promote(c, &t[2], ANYRT_DTYPE_FLOAT32, 0, s))) {
        ap__batch_norm_grad(c, t[0], t[1], has_dx, t[2]);
        if (has_dx) ap__unpromote(c, &dx, &t[2], s);
    }
    if (ok1) anyrt_free_async(t[1].data, s);
    if (ok0) anyrt_free_async(t[0].data, s);
}

static void ap__batch_norm_grad(const ap_call_t* c, ap_tensor_t x, ap_tensor_t g, int has_dx, ap_tensor_t dx) {
    ap_tensor_t w, sm, sv, dw, db;
    int has_w = c->in[1] != NULL;
    if ((has_w && !ap__input(c, c->in[1], &w)) || !ap__input(c, c->in[5], &sm) || !ap__input(c, c->in[6], &sv)) return;
    int has_dw = c->out[1] && ap__output(c, c->out[1], &dw), has_db = c->out[2] && ap__output(c, c->out[2], &db);
    if (x.ndim < 2 || x.numel == 0) return;
    int64_t C = x.dims[1], d3[3] = {x.dims[0], C, x.numel / (x.dims[0] * C)};
    anyrt_dtype_t dt = x.dtype;
    anyrt_stream_t s = ap__stream(c);
    void* tmp = has_dx ? NULL : ap__scratch(c, dt, x.numel, s);
    anyrt_op_handle_t h;
    anyrt_tensor_desc_t t[5] = {0}; /* [nb, c, s], dweight, dbias, [c], weight */
    anyrt_op_desc_t d = NULL;
    ap_ws_t ws;
    if ((has_dx || tmp) && ap__handle(c, &h) && ap__desc(c, &t[0], dt, 3, d3, NULL) && (!has_dw || ap__desc(c, &t[1], dt, 1, &C, NULL)) &&
        (!has_db || ap__desc(c, &t[2], dt, 1, &C, NULL)) && ap__desc(c, &t[3], dt, 1, &C, NULL) && (!has_w || ap__desc(c, &t[4], dt, 1, &C, NULL)) &&
        OK(anyrt_create_batch_norm_backward_descriptor(h, &d, t[0], t[1], t[2], t[0], t[0], t[3], t[3], t[4], true)) && ap__workspace(c, d, s, &ws)) {
        OK(anyrt_batch_norm_backward(d, ws.ptr, ws.size, has_dx ? dx.data : tmp, has_dw ? dw.data : NULL, has_db ? db.data : NULL, g.data, x.data,
                                     sm.data, sv.data, has_w ? w.data : NULL, s));
        ap__done(d, &ws, s);
    } else if (d) {
        anyrt_destroy_op_desc(d);
    }
    ap__free_descs(t, 5);
    ap__release(&tmp, 1, s);
}

/* ---- tril / triu (and their grads, the same mask over out_grad), fill */
static void ap__tril_triu(const ap_call_t* c, int lower) {
    ap_tensor_t x, y;
    if (!ap__input(c, c->in[0], &x) || !ap__output(c, c->out[0], &y) || y.numel == 0) return;
    if (x.ndim < 2) {
        ap__kernel_failed(c->kernel, "x of %d dims (2 or more)", x.ndim);
        return;
    }
    anyrt_op_handle_t h;
    anyrt_tensor_desc_t t[2] = {0};
    anyrt_op_desc_t d = NULL;
    anyrt_stream_t s = ap__stream(c);
    ap_ws_t ws;
    if (ap__handle(c, &h) && ap__desc(c, &t[0], y.dtype, y.ndim, y.dims, NULL) && ap__desc(c, &t[1], x.dtype, x.ndim, x.dims, NULL) &&
        OK(lower ? anyrt_create_tril_descriptor(h, &d, t[0], t[1], c->attr[0].i32) : anyrt_create_triu_descriptor(h, &d, t[0], t[1], c->attr[0].i32)) &&
        ap__workspace(c, d, s, &ws)) {
        OK(lower ? anyrt_tril(d, ws.ptr, ws.size, y.data, x.data, s) : anyrt_triu(d, ws.ptr, ws.size, y.data, x.data, s));
        ap__done(d, &ws, s);
    } else if (d) {
        anyrt_destroy_op_desc(d);
    }
    ap__free_descs(t, 2);
}

void ap_kernel_tril(const ap_call_t* c) { ap__tril_triu(c, 1); }
void ap_kernel_triu(const ap_call_t* c) { ap__tril_triu(c, 0); }
void ap_kernel_tril_grad(const ap_call_t* c) { ap__tril_triu(c, 1); }
void ap_kernel_triu_grad(const ap_call_t* c) { ap__tril_triu(c, 0); }

/* fill(x, value) -> out: as full (Paddle's fill_, e.g. a slice's gradient zeroed before its part is written). */
void ap_kernel_fill(const ap_call_t* c) {
    ap_tensor_t out;
    if (ap__output(c, c->out[0], &out)) ap__fill(c, &out, c->attr[0].scalar);
}

/* ---- Paddle's own semantics where they differ from anyrt's operators */

/* round(x, decimals) -> out: halves to even, as Paddle's CPU kernel (rint); with decimals, x scaled
 * by 10^decimals in x's dtype, rounded, and scaled back, as Paddle does. */
void ap_kernel_round(const ap_call_t* c) {
    ap_tensor_t x, out;
    if (!ap__input(c, c->in[0], &x) || !ap__output(c, c->out[0], &out) || out.numel == 0) return;
    int decimals = c->attr[0].i32;
    anyrt_stream_t s = ap__stream(c);
    int64_t one = 1;
    if (decimals == 0) {
        ap__op(c, &ap__op_round, 2, (ap_arg_t[]){AP_ARG(out.dtype, out.ndim, out.dims, out.data), AP_ARG(x.dtype, x.ndim, x.dims, x.data)});
        return;
    }
    void* k = ap__constant(c, x.dtype, pow(10.0, decimals), s);
    if (!k) return;
    /* out = x * k; out = round(out); out = out / k (each in place, elementwise) */
    ap_arg_t o = AP_ARG(out.dtype, out.ndim, out.dims, out.data), kk = AP_ARG(x.dtype, 1, &one, k);
    if (ap__op(c, &ap__op_mul, 3, (ap_arg_t[]){o, AP_ARG(x.dtype, x.ndim, x.dims, x.data), kk}) && ap__op(c, &ap__op_round, 2, (ap_arg_t[]){o, o}))
        ap__op(c, &ap__op_div, 3, (ap_arg_t[]){o, o, kk});
    anyrt_free_async(k, s);
}

/* mean(x, axis, keep_dim) -> out: floats through anyrt's mean; integers as Paddle's CPU kernel, the
 * sum divided by the count truncating toward zero (the sum in x's type, then the quotient in float64:
 * exact while the sum is below 2^53). */
void ap_kernel_mean(const ap_call_t* c) {
    ap_tensor_t x, out;
    if (!ap__input(c, c->in[0], &x) || !ap__output(c, c->out[0], &out) || out.numel == 0) return;
    if (x.dtype != ANYRT_DTYPE_INT32 && x.dtype != ANYRT_DTYPE_INT64) {
        ap__reduction(c, &ap__op_mean, 0, 0, 1, -1);
        return;
    }
    ap__reduction(c, &ap__op_sum, 0, 0, 1, -1); /* out = the sum */
    anyrt_stream_t s = ap__stream(c);
    int64_t one = 1, n = out.numel;
    void* q = ap__scratch(c, ANYRT_DTYPE_FLOAT64, n, s);
    void* count = ap__constant(c, ANYRT_DTYPE_FLOAT64, (double)(x.numel / out.numel), s);
    if (q && count) {
        ap_arg_t qa = AP_ARG(ANYRT_DTYPE_FLOAT64, 1, &n, q);
        if (ap__cast(c, ANYRT_DTYPE_FLOAT64, 1, &n, NULL, q, out.dtype, 1, &n, NULL, out.data) &&
            ap__op(c, &ap__op_div, 3, (ap_arg_t[]){qa, qa, AP_ARG(ANYRT_DTYPE_FLOAT64, 1, &one, count)}))
            ap__cast(c, out.dtype, 1, &n, NULL, out.data, ANYRT_DTYPE_FLOAT64, 1, &n, NULL, q); /* float to integer truncates */
    }
    void* tmp[2] = {q, count};
    ap__release(tmp, 2, s);
}

/* One axis of a Python slice start:end:step (step > 0) over `dim` elements, as Paddle normalizes
 * it: the first index and how many. */
static int64_t ap__slice(int64_t dim, int64_t start, int64_t end, int64_t step, int64_t* first) {
    start = start < 0 ? (start + dim < 0 ? 0 : start + dim) : (start > dim ? dim : start);
    end = end < 0 ? (end + dim < 0 ? 0 : end + dim) : (end > dim ? dim : end);
    *first = start;
    return end > start ? (end - start + step - 1) / step : 0;
}

/* set_value_with_tensor(x, values, starts, ends, steps, axes, decrease_axes, none_axes) -> out:
 * out = x, then values (broadcast) written into out's slice, a strided view through anyrt's cast.
 * The decreased axes (size 1 in the view) are left out of the view values broadcast against. */
static void ap__set_slice(const ap_call_t* c, const ap_tensor_t* xp, const ap_tensor_t* vp) {
    ap_tensor_t x = *xp, v = *vp, out;
    if (!ap__output(c, c->out[0], &out) || out.numel == 0) return;
    PD_List starts = ap__int_array(c, 0), ends = ap__int_array(c, 1), steps = ap__int_array(c, 2);
    PD_List axes = c->attr[3].list, decrease = c->attr[4].list, none = c->attr[5].list;
    if (none.size || starts.size != axes.size || ends.size != axes.size || steps.size != axes.size || out.ndim != x.ndim) {
        ap__kernel_failed(c->kernel, "slices with new axes (None) or of mismatched lengths are not served");
        return;
    }
    int64_t first[AP_MAX_DIMS] = {0}, count[AP_MAX_DIMS], step[AP_MAX_DIMS], stride[AP_MAX_DIMS];
    for (int i = 0; i < out.ndim; ++i) count[i] = out.dims[i], step[i] = 1;
    for (size_t i = 0; i < axes.size; ++i) {
        int64_t a = ((const int64_t*)axes.data)[i], st = ((const int64_t*)steps.data)[i];
        if (a < 0) a += out.ndim;
        if (a < 0 || a >= out.ndim || st <= 0) { /* a reversed slice would need a negative stride, which anyrt refuses */
            ap__kernel_failed(c->kernel, "axis %lld with step %lld: positive steps within x's dims are served", (long long)a, (long long)st);
            return;
        }
        step[a] = st;
        count[a] = ap__slice(out.dims[a], ((const int64_t*)starts.data)[i], ((const int64_t*)ends.data)[i], st, &first[a]);
    }
    if (out.data != x.data && !ap__cast(c, out.dtype, out.ndim, out.dims, NULL, out.data, x.dtype, x.ndim, x.dims, NULL, x.data)) return;
    int64_t offset = 0, vdims[AP_MAX_DIMS], vstrides[AP_MAX_DIMS], elem = 1;
    for (int i = out.ndim - 1; i >= 0; --i) stride[i] = elem, elem *= out.dims[i];
    int vn = 0;
    for (int i = 0; i < out.ndim; ++i) {
        if (count[i] == 0) return; /* an empty slice: nothing to write */
        offset += first[i] * stride[i];
        int dropped = 0;
        for (size_t j = 0; j < decrease.size; ++j) dropped |= ((const int64_t*)decrease.data)[j] == i;
        if (dropped && count[i] == 1) continue;
        vdims[vn] = count[i], vstrides[vn++] = stride[i] * step[i];
    }
    char* base = (char*)out.data + offset * (int64_t)ap__elem_size(out.dtype);
    ap__cast(c, out.dtype, vn, vdims, vstrides, base, v.dtype, v.ndim, v.dims, NULL, v.data);
}

void ap_kernel_set_value_with_tensor(const ap_call_t* c) {
    ap_tensor_t x, v;
    if (ap__input(c, c->in[0], &x) && ap__input(c, c->in[1], &v)) ap__set_slice(c, &x, &v);
}

/* The Scalars of a list_scalar attribute written into host memory `h` as `dtype` (integers through
 * int64, so an int64 above 2^53 stays exact). */
static void ap__scalars(PD_List values, anyrt_dtype_t dtype, void* h) {
    for (size_t i = 0; i < values.size; ++i) {
        PD_Scalar* sc = ((PD_Scalar**)values.data)[i];
        if (dtype == ANYRT_DTYPE_INT64)
            ((int64_t*)h)[i] = ap__capi.PD_ScalarGetInt64Data(sc);
        else if (dtype == ANYRT_DTYPE_INT32)
            ((int32_t*)h)[i] = (int32_t)ap__capi.PD_ScalarGetInt64Data(sc);
        else
            ap__set(h, dtype, (int64_t)i, ap__capi.PD_ScalarGetFloat64Data(sc));
    }
}

/* `t` (allocated, of t->numel elements) = the Scalars `values`, one per element, copied in stream order. */
static int ap__fill_scalars(const ap_call_t* c, const ap_tensor_t* t, PD_List values) {
    if ((int64_t)values.size != t->numel) {
        ap__kernel_failed(c->kernel, "%zu values for %lld elements", values.size, (long long)t->numel);
        return 0;
    }
    if (t->numel == 0) return 1;
    void* h = malloc((size_t)t->numel * ap__elem_size(t->dtype));
    if (!h) {
        ap__kernel_failed(c->kernel, "out of host memory");
        return 0;
    }
    ap__scalars(values, t->dtype, h);
    ap__from_host(c, h, t, ap__stream(c));
    return 1;
}

/* set_value(x, starts, ends, steps, axes, decrease_axes, none_axes, shape, values) -> out: as
 * set_value_with_tensor, the values (of dims `shape`) made on the device from the Scalars. */
void ap_kernel_set_value(const ap_call_t* c) {
    ap_tensor_t x, v;
    PD_List shape = c->attr[6].list;
    if (!ap__input(c, c->in[0], &x)) return;
    if (shape.size > AP_MAX_DIMS) {
        ap__kernel_failed(c->kernel, "values of %zu dims (at most %d)", shape.size, AP_MAX_DIMS);
        return;
    }
    memset(&v, 0, sizeof v);
    v.dtype = x.dtype;
    v.pd = x.pd;
    v.ndim = (int)shape.size;
    v.numel = 1;
    for (int i = 0; i < v.ndim; ++i) v.numel *= v.dims[i] = ((const int64_t*)shape.data)[i];
    anyrt_stream_t s = ap__stream(c);
    if (v.numel < 0 || !(v.data = ap__scratch(c, v.dtype, v.numel, s))) return;
    if (ap__fill_scalars(c, &v, c->attr[7].list)) ap__set_slice(c, &x, &v);
    anyrt_free_async(v.data, s);
}

/* assign_value(shape, dtype, values) -> out: the Scalars, in out's dtype (InferMeta's, from dtype). */
void ap_kernel_assign_value(const ap_call_t* c) {
    ap_tensor_t out;
    if (ap__output(c, c->out[0], &out)) ap__fill_scalars(c, &out, c->attr[2].list);
}

/* ---- the static graph's Scalar and IntArray attributes. PIR feeds them through tensors (full,
 * full_int_array): the kernel context then holds a phi::TensorRef (or a vector of them) where the C
 * API's getters expect the value, and they throw. phi's own kernels look at the attribute's
 * alternative first (KernelCallHelper) and read such a tensor; so does the plugin, through
 * phi::KernelContext's exported getters. phi::Attribute is a paddle::variant whose alternative
 * index, an unsigned int, follows its largest alternative: byte 48 of 64 in Paddle 3.x (the order
 * of paddle/phi/core/attribute.h). Each alternative is then read by Paddle's checked getter, so a
 * misread index fails with Paddle's cast error, never reads another object. */
#define AP_ATTRIBUTE_INDEX_OFFSET 48
enum { AP_ATTR_TENSOR_REF = 18, AP_ATTR_TENSOR_REFS = 19 };

typedef struct {
    const void* (*attribute)(const void* ctx, size_t index);   /* const phi::Attribute& AttrAt(size_t) const */
    const void* (*tensor_ref)(const void* ctx, size_t index);  /* AttrAt<phi::TensorRef> */
    const void* (*tensor_refs)(const void* ctx, size_t index); /* AttrAt<std::vector<phi::TensorRef>> */
} ap_attr_getters_t;

static ap_attr_getters_t ap__getters;
static int ap__getters_ok;
static pthread_once_t ap__getters_once = PTHREAD_ONCE_INIT;

static void ap__getters_resolve(void) {
    static const char* const names[3] = {"_ZNK3phi13KernelContext6AttrAtB5cxx11Em", "_ZNK3phi13KernelContext6AttrAtINS_9TensorRefEEERKT_m",
                                         "_ZNK3phi13KernelContext6AttrAtISt6vectorINS_9TensorRefESaIS3_EEEERKT_m"};
    for (int i = 0; i < AP_CAPI_LIBRARY_COUNT && !ap__getters_ok; ++i) {
        void* lib = dlopen(ap__capi_libraries[i], RTLD_NOW | RTLD_NOLOAD);
        void* p[3] = {0};
        for (int j = 0; j < 3 && lib; ++j) p[j] = dlsym(lib, names[j]);
        ap__getters_ok = p[0] && p[1] && p[2];
        memcpy(&ap__getters.attribute, &p[0], sizeof p[0]);
        memcpy(&ap__getters.tensor_ref, &p[1], sizeof p[1]);
        memcpy(&ap__getters.tensor_refs, &p[2], sizeof p[2]);
    }
}

/* The alternative attribute `index` of the context holds; -1 where the getters are missing. */
static int ap__attr_kind(PD_KernelContext* ctx, size_t index) {
    pthread_once(&ap__getters_once, ap__getters_resolve);
    if (!ap__getters_ok) return -1;
    unsigned kind;
    memcpy(&kind, (const char*)ap__getters.attribute(ctx, index) + AP_ATTRIBUTE_INDEX_OFFSET, sizeof kind);
    return (int)kind;
}

/* The tensors a TensorRef (one const DenseTensor*) or a std::vector of them (begin, end) refers to. */
static size_t ap__attr_tensors(PD_KernelContext* ctx, size_t index, int kind, PD_Tensor** ts, size_t max) {
    if (kind == AP_ATTR_TENSOR_REF) {
        memcpy(&ts[0], ap__getters.tensor_ref(ctx, index), sizeof ts[0]);
        return 1;
    }
    PD_Tensor* const* range[2];
    memcpy(range, ap__getters.tensor_refs(ctx, index), sizeof range);
    size_t n = (size_t)(range[1] - range[0]);
    if (n <= max) memcpy(ts, range[0], n * sizeof *ts);
    return n;
}

/* t's elements in host memory (malloc'd): staged in stream order where anyrt allocated them (a
 * tensor on the device), else read where they are (Paddle's CPU tensor). */
static void* ap__attr_values(const ap_call_t* c, const ap_tensor_t* t) {
    anyrt_memory_type_t mem;
    if (t->numel && anyrt_pointer_get_attributes(t->data, NULL, NULL, &mem) == ANYRT_STATUS_SUCCESS && mem != ANYRT_MEMORY_TYPE_HOST)
        return ap__to_host(c, t, ap__stream(c));
    size_t bytes = (size_t)t->numel * ap__elem_size(t->dtype);
    void* h = malloc(bytes ? bytes : 1);
    if (!h)
        ap__kernel_failed(c->kernel, "out of host memory");
    else if (bytes)
        memcpy(h, t->data, bytes);
    return h;
}

PD_List ap__ctx_int_array(ap_call_t* c, PD_KernelContext* ctx, size_t index) {
    PD_List none = {0, NULL};
    int kind = ap__attr_kind(ctx, index);
    if (kind != AP_ATTR_TENSOR_REF && kind != AP_ATTR_TENSOR_REFS)
        return ap__capi.PD_IntArrayGetDataPointer(ap__capi.PD_KernelContextIntArrayAttrAt(ctx, index));
    PD_Tensor* ts[AP_MAX_DIMS];
    ap_tensor_t m[AP_MAX_DIMS];
    size_t n = ap__attr_tensors(ctx, index, kind, ts, AP_MAX_DIMS), total = 0;
    if (n > AP_MAX_DIMS) {
        ap__kernel_failed(c->kernel, "attribute %zu: an IntArray of %zu tensors (at most %d)", index, n, AP_MAX_DIMS);
        c->skip = 1;
        return none;
    }
    for (size_t i = 0; i < n; ++i) {
        if (!ap__input(c, ts[i], &m[i]) || (m[i].dtype != ANYRT_DTYPE_INT32 && m[i].dtype != ANYRT_DTYPE_INT64)) {
            ap__kernel_failed(c->kernel, "attribute %zu: an IntArray from a tensor that is not int32 or int64", index);
            c->skip = 1;
            return none;
        }
        total += (size_t)m[i].numel;
    }
    int64_t* v = malloc((total ? total : 1) * sizeof *v);
    c->owned[index] = v;
    size_t k = 0;
    for (size_t i = 0; i < n && v; ++i) {
        void* h = ap__attr_values(c, &m[i]);
        if (!h) break;
        for (int64_t j = 0; j < m[i].numel; ++j) v[k++] = m[i].dtype == ANYRT_DTYPE_INT32 ? ((const int32_t*)h)[j] : ((const int64_t*)h)[j];
        free(h);
    }
    if (k != total || !v) {
        if (!v) ap__kernel_failed(c->kernel, "out of host memory");
        c->skip = 1;
        return none;
    }
    return (PD_List){total, v};
}

ap_scalar_t ap__ctx_scalar(ap_call_t* c, PD_KernelContext* ctx, size_t index) {
    ap_scalar_t none = {0, 0};
    if (ap__attr_kind(ctx, index) != AP_ATTR_TENSOR_REF) return ap__scalar_of(ap__capi.PD_KernelContextScalarAttrAt(ctx, index));
    PD_Tensor* t;
    ap_tensor_t m;
    ap__attr_tensors(ctx, index, AP_ATTR_TENSOR_REF, &t, 1);
    if (!ap__input(c, t, &m) || m.numel != 1 || !ap__host_dtype(m.dtype)) {
        ap__kernel_failed(c->kernel, "attribute %zu: a Scalar from a tensor of %lld elements of anyrt dtype %d", index, (long long)m.numel,
                          (int)m.dtype);
        c->skip = 1;
        return none;
    }
    void* h = ap__attr_values(c, &m);
    if (!h) {
        c->skip = 1;
        return none;
    }
    ap_scalar_t v = {ap__get(h, m.dtype, 0), 0};
    v.i = m.dtype == ANYRT_DTYPE_INT64 ? ((const int64_t*)h)[0] : (int64_t)v.f;
    free(h);
    return v;
}

void ap__call_release(ap_call_t* c) {
    for (int i = 0; i < AP_MAX_ATTR; ++i) free(c->owned[i]);
}

/* sgd(param, learning_rate, grad, master_param?, multi_precision) -> (param_out, master_param_out):
 * param - learning_rate * grad in param's dtype (the rate cast to it where it differs); a master
 * parameter (multi_precision) is refused. */
void ap_kernel_sgd(const ap_call_t* c) {
    ap_tensor_t p, lr, g, out;
    if (c->in[3] || c->attr[0].b) {
        ap__kernel_failed(c->kernel, "multi_precision with a master parameter is not served");
        return;
    }
    if (!ap__input(c, c->in[0], &p) || !ap__input(c, c->in[1], &lr) || !ap__input(c, c->in[2], &g) || !ap__output(c, c->out[0], &out) ||
        out.numel == 0)
        return;
    if (lr.numel != 1 || g.numel != p.numel) {
        ap__kernel_failed(c->kernel, "a learning rate of %lld elements, a gradient of %lld for %lld parameters", (long long)lr.numel,
                          (long long)g.numel, (long long)p.numel);
        return;
    }
    anyrt_stream_t s = ap__stream(c);
    anyrt_dtype_t dt = p.dtype;
    int64_t one = 1;
    void* t[2] = {ap__scratch(c, dt, p.numel, s), lr.dtype == dt ? NULL : ap__scratch(c, dt, 1, s)};
    const void* rate = t[1] ? t[1] : lr.data;
    if (t[0] && (lr.dtype == dt || (t[1] && ap__cast(c, dt, 1, &one, NULL, t[1], lr.dtype, 1, &one, NULL, lr.data))) &&
        ap__op(c, &ap__op_mul, 3, (ap_arg_t[]){AP_ARG(dt, p.ndim, p.dims, t[0]), AP_ARG(g.dtype, p.ndim, p.dims, g.data), AP_ARG(dt, 1, &one, rate)}))
        ap__op(c, &ap__op_sub, 3,
               (ap_arg_t[]){AP_ARG(dt, out.ndim, out.dims, out.data), AP_ARG(dt, p.ndim, p.dims, p.data), AP_ARG(dt, p.ndim, p.dims, t[0])});
    ap__release(t, 2, s);
}

/* hardtanh(x, t_min, t_max) and relu6(x) (hardtanh from 0 to 6): anyrt's hardtanh. */
void ap_kernel_hardtanh(const ap_call_t* c) { ap__unary_kernel(c, AP_HARDTANH, c->attr[0].f, c->attr[1].f); }
void ap_kernel_relu6(const ap_call_t* c) { ap__unary_kernel(c, AP_HARDTANH, 0.0f, 6.0f); }

/* pow(x, factor) -> out: anyrt's pow against a one-element tensor of the factor. */
void ap_kernel_pow(const ap_call_t* c) {
    ap_tensor_t x, out;
    if (!ap__input(c, c->in[0], &x) || !ap__output(c, c->out[0], &out) || out.numel == 0) return;
    anyrt_stream_t s = ap__stream(c);
    int64_t one = 1;
    void* k = ap__constant(c, x.dtype, c->attr[0].scalar.f, s);
    if (k)
        ap__op(c, &ap__op_pow, 3,
               (ap_arg_t[]){AP_ARG(out.dtype, out.ndim, out.dims, out.data), AP_ARG(x.dtype, x.ndim, x.dims, x.data), AP_ARG(x.dtype, 1, &one, k)});
    ap__release(&k, 1, s);
}

/* pow_grad(x, out_grad, factor) -> x_grad: factor * x^(factor - 1) * out_grad, out_grad read last
 * (Paddle may hand x_grad out_grad's memory: its inplace map). */
void ap_kernel_pow_grad(const ap_call_t* c) {
    ap_tensor_t x, g, dx;
    if (!ap__input(c, c->in[0], &x) || !ap__input(c, c->in[1], &g) || !ap__output(c, c->out[0], &dx) || dx.numel == 0) return;
    anyrt_stream_t s = ap__stream(c);
    anyrt_dtype_t dt = dx.dtype;
    int64_t one = 1;
    double factor = c->attr[0].scalar.f;
    void* k[3] = {ap__constant(c, dt, factor - 1.0, s), ap__constant(c, dt, factor, s), ap__scratch(c, dt, dx.numel, s)};
    ap_arg_t t = AP_ARG(dt, dx.ndim, dx.dims, k[2]);
    if (k[0] && k[1] && k[2] && ap__op(c, &ap__op_pow, 3, (ap_arg_t[]){t, AP_ARG(x.dtype, x.ndim, x.dims, x.data), AP_ARG(dt, 1, &one, k[0])}) &&
        ap__op(c, &ap__op_mul, 3, (ap_arg_t[]){t, t, AP_ARG(dt, 1, &one, k[1])}))
        ap__op(c, &ap__op_mul, 3, (ap_arg_t[]){AP_ARG(dt, dx.ndim, dx.dims, dx.data), t, AP_ARG(g.dtype, g.ndim, g.dims, g.data)});
    ap__release(k, 3, s);
}

/* leaky_relu(x, alpha) -> out: x where x > 0, else alpha * x (anyrt's gt, mul and where). */
void ap_kernel_leaky_relu(const ap_call_t* c) {
    ap_tensor_t x, out;
    if (!ap__input(c, c->in[0], &x) || !ap__output(c, c->out[0], &out) || out.numel == 0) return;
    anyrt_stream_t s = ap__stream(c);
    anyrt_dtype_t dt = x.dtype;
    int64_t one = 1;
    void* t[4] = {ap__scratch(c, dt, x.numel, s), ap__scratch(c, ANYRT_DTYPE_BOOL, x.numel, s), ap__constant(c, dt, c->attr[0].d, s),
                  ap__constant(c, dt, 0.0, s)};
    ap_arg_t xa = AP_ARG(dt, x.ndim, x.dims, x.data), scaled = AP_ARG(dt, x.ndim, x.dims, t[0]), mask = AP_ARG(ANYRT_DTYPE_BOOL, x.ndim, x.dims, t[1]);
    if (t[0] && t[1] && t[2] && t[3] && ap__op(c, &ap__op_mul, 3, (ap_arg_t[]){scaled, xa, AP_ARG(dt, 1, &one, t[2])}) &&
        ap__op(c, &ap__op_gt, 3, (ap_arg_t[]){mask, xa, AP_ARG(dt, 1, &one, t[3])}))
        ap__op(c, &ap__op_where, 4, (ap_arg_t[]){AP_ARG(out.dtype, out.ndim, out.dims, out.data), mask, xa, scaled});
    ap__release(t, 4, s);
}

/* The piecewise activations' backwards: x_grad = out_grad where lo < v < hi (v: input 0, x or out;
 * a bound left out where has_lo / has_hi is 0), else out_grad * outside. out_grad is read where it
 * is written (Paddle may hand x_grad its memory), elementwise. */
static void ap__masked_grad(const ap_call_t* c, int has_lo, double lo, int has_hi, double hi, double outside) {
    ap_tensor_t v, g, dx;
    if (!ap__input(c, c->in[0], &v) || !ap__input(c, c->in[1], &g) || !ap__output(c, c->out[0], &dx) || dx.numel == 0) return;
    anyrt_stream_t s = ap__stream(c);
    anyrt_dtype_t dt = dx.dtype, b = ANYRT_DTYPE_BOOL;
    int64_t one = 1, n = dx.numel;
    void* t[6] = {ap__scratch(c, b, n, s), has_lo && has_hi ? ap__scratch(c, b, n, s) : NULL, ap__scratch(c, dt, n, s),
                  ap__constant(c, v.dtype, has_lo ? lo : hi, s), has_lo && has_hi ? ap__constant(c, v.dtype, hi, s) : NULL,
                  ap__constant(c, dt, outside, s)};
    ap_arg_t m = AP_ARG(b, 1, &n, t[0]), m2 = AP_ARG(b, 1, &n, t[1]), va = AP_ARG(v.dtype, 1, &n, v.data), ga = AP_ARG(g.dtype, 1, &n, g.data);
    ap_arg_t scaled = AP_ARG(dt, 1, &n, t[2]);
    int ok = t[0] && t[2] && t[3] && t[5] && (!(has_lo && has_hi) || (t[1] && t[4])) && v.numel == n && g.numel == n &&
             ap__op(c, has_lo ? &ap__op_gt : &ap__op_lt, 3, (ap_arg_t[]){m, va, AP_ARG(v.dtype, 1, &one, t[3])}) &&
             (!(has_lo && has_hi) || (ap__op(c, &ap__op_lt, 3, (ap_arg_t[]){m2, va, AP_ARG(v.dtype, 1, &one, t[4])}) &&
                                      ap__op(c, &ap__op_logical_and, 3, (ap_arg_t[]){m, m, m2}))) &&
             ap__op(c, &ap__op_mul, 3, (ap_arg_t[]){scaled, ga, AP_ARG(dt, 1, &one, t[5])});
    if (ok) ap__op(c, &ap__op_where, 4, (ap_arg_t[]){AP_ARG(dt, 1, &n, dx.data), m, ga, scaled});
    ap__release(t, 6, s);
}

/* leaky_relu_grad(x, out_grad, alpha): out_grad where x > 0, else alpha * out_grad. */
void ap_kernel_leaky_relu_grad(const ap_call_t* c) { ap__masked_grad(c, 1, 0.0, 0, 0.0, c->attr[0].d); }
/* hardtanh_grad(x, out_grad, t_min, t_max): out_grad where t_min < x < t_max, else 0. */
void ap_kernel_hardtanh_grad(const ap_call_t* c) { ap__masked_grad(c, 1, c->attr[0].f, 1, c->attr[1].f, 0.0); }
/* relu6_grad(out, out_grad): out_grad where 0 < out < 6, else 0. */
void ap_kernel_relu6_grad(const ap_call_t* c) { ap__masked_grad(c, 1, 0.0, 1, 6.0, 0.0); }

/* ---- gather, argmax, argmin: an axis of Paddle's moved last as a strided view (anyrt's index
 * operators and arg reductions work along the last dim). */

/* `dims` (ndim of them, contiguous) as [outer, inner, dims[axis]] with strides, the axis last. */
static void ap__axis_last(int ndim, const int64_t* dims, int axis, int64_t* vd, int64_t* vs) {
    int64_t n = ndim ? dims[axis] : 1, inner = ndim ? ap__prod(dims + axis + 1, ndim - axis - 1) : 1;
    vd[0] = ndim ? ap__prod(dims, axis) : 1, vd[1] = inner, vd[2] = n;
    vs[0] = n * inner, vs[1] = 1, vs[2] = inner;
}

/* An axis attribute (a Scalar) of a tensor of `ndim` dims, normalized; -1 (recorded) when out of range. */
static int ap__axis_of(const ap_call_t* c, int64_t axis, int ndim) {
    int64_t a = axis < 0 ? axis + ndim : axis;
    if (a < 0 || a >= (ndim ? ndim : 1)) {
        ap__kernel_failed(c->kernel, "axis %lld is out of range for %d dims", (long long)axis, ndim);
        return -1;
    }
    return (int)a;
}

/* gather's axis is a Scalar, index_select's (dim) an int. */
static int64_t ap__gather_axis(const ap_call_t* c) { return strncmp(c->kernel, "index_select", 12) == 0 ? c->attr[0].i32 : c->attr[0].scalar.i; }

/* gather(x, index, axis) -> out: x's slices along axis at a 1-D index (anyrt's index_select). */
void ap_kernel_gather(const ap_call_t* c) {
    ap_tensor_t x, idx, out;
    if (!ap__input(c, c->in[0], &x) || !ap__input(c, c->in[1], &idx) || !ap__output(c, c->out[0], &out) || out.numel == 0) return;
    int axis = ap__axis_of(c, ap__gather_axis(c), x.ndim);
    if (axis < 0) return;
    if (idx.ndim > 1 || x.ndim == 0 || out.ndim != x.ndim) {
        ap__kernel_failed(c->kernel, "a 1-D index into x of 1 or more dims is served (index of %d dims, x of %d)", idx.ndim, x.ndim);
        return;
    }
    int64_t xd[3], xs[3], od[3], os[3], k = idx.numel;
    ap__axis_last(x.ndim, x.dims, axis, xd, xs);
    ap__axis_last(out.ndim, out.dims, axis, od, os);
    ap__op(c, &ap__op_index_select, 3,
           (ap_arg_t[]){{out.dtype, 3, od, os, out.data}, {x.dtype, 3, xd, xs, x.data}, AP_ARG(idx.dtype, 1, &k, idx.data)});
}

/* gather_grad(x, index, out_grad, axis) -> x_grad: zeros, then out_grad's slices added at the
 * index (anyrt's index_add: repeated positions sum). */
void ap_kernel_gather_grad(const ap_call_t* c) {
    ap_tensor_t x, idx, g, dx;
    if (!ap__meta(c, c->in[0], &x) || !ap__input(c, c->in[1], &idx) || !ap__input(c, c->in[2], &g) || !ap__output(c, c->out[0], &dx) ||
        dx.numel == 0)
        return;
    int axis = ap__axis_of(c, ap__gather_axis(c), dx.ndim);
    if (axis < 0) return;
    if (idx.ndim > 1 || dx.ndim == 0 || g.ndim != dx.ndim) {
        ap__kernel_failed(c->kernel, "a 1-D index into x of 1 or more dims is served (index of %d dims, x of %d)", idx.ndim, dx.ndim);
        return;
    }
    if (!ap__op(c, &ap__op_zeros, 2, (ap_arg_t[]){AP_ARG(dx.dtype, dx.ndim, dx.dims, dx.data), AP_ARG(dx.dtype, dx.ndim, dx.dims, dx.data)}) ||
        g.numel == 0)
        return;
    int64_t yd[3], ys[3], sd[3], ss[3], k = idx.numel;
    ap__axis_last(dx.ndim, dx.dims, axis, yd, ys);
    ap__axis_last(g.ndim, g.dims, axis, sd, ss);
    anyrt_op_handle_t h;
    anyrt_tensor_desc_t t[3] = {0};
    anyrt_op_desc_t d = NULL;
    anyrt_stream_t s = ap__stream(c);
    ap_ws_t ws;
    if (ap__handle(c, &h) && ap__desc(c, &t[0], dx.dtype, 3, yd, ys) && ap__desc(c, &t[1], idx.dtype, 1, &k, NULL) &&
        ap__desc(c, &t[2], g.dtype, 3, sd, ss) && OK(anyrt_create_index_add_descriptor(h, &d, t[0], t[0], t[1], t[2])) &&
        ap__workspace(c, d, s, &ws)) {
        OK(anyrt_index_add(d, ws.ptr, ws.size, dx.data, dx.data, idx.data, g.data, 1.0f, s));
        ap__done(d, &ws, s);
    } else if (d) {
        anyrt_destroy_op_desc(d);
    }
    ap__free_descs(t, 3);
}

/* argmax / argmin(x, axis, keepdims, flatten, dtype) -> out: along axis (every element where
 * flatten); out's dims and dtype are InferMeta's, its elements in the view's order either way. */
static void ap__arg_reduce(const ap_call_t* c, const ap_op_t* op) {
    ap_tensor_t x, out;
    if (!ap__input(c, c->in[0], &x) || !ap__output(c, c->out[0], &out) || out.numel == 0) return;
    int64_t vd[3] = {1, 1, x.numel}, vs[3] = {x.numel, x.numel, 1};
    if (!c->attr[2].b && x.ndim) {
        int axis = ap__axis_of(c, c->attr[0].scalar.i, x.ndim);
        if (axis < 0) return;
        ap__axis_last(x.ndim, x.dims, axis, vd, vs);
    }
    int64_t yd[2] = {vd[0], vd[1]};
    if (yd[0] * yd[1] != out.numel) {
        ap__kernel_failed(c->kernel, "the output has %lld elements, the reduction %lld", (long long)out.numel, (long long)(yd[0] * yd[1]));
        return;
    }
    ap__op(c, op, 2, (ap_arg_t[]){AP_ARG(out.dtype, 2, yd, out.data), {x.dtype, 3, vd, vs, x.data}});
}

void ap_kernel_argmax(const ap_call_t* c) { ap__arg_reduce(c, &ap__op_argmax); }
void ap_kernel_argmin(const ap_call_t* c) { ap__arg_reduce(c, &ap__op_argmin); }

/* ---- concat, stack, split and their backwards: each piece copied to or from its slab of the whole
 * along the axis, a strided view of the whole through anyrt's cast. */

/* piece <-> the slab [off, off + len) of `whole` along `axis` (len: the piece's elements per outer
 * and inner index; a stacked piece has len 1 and one dim fewer). */
static int ap__slab(const ap_call_t* c, const ap_tensor_t* whole, int axis, int64_t off, const ap_tensor_t* piece, int to_whole) {
    int64_t outer = ap__prod(whole->dims, axis), inner = ap__prod(whole->dims + axis + 1, whole->ndim - axis - 1), n = whole->dims[axis];
    int64_t slab = outer * inner, len = slab != 0 ? piece->numel / slab : 0;
    if (len * outer * inner != piece->numel || off + len > n) {
        ap__kernel_failed(c->kernel, "a piece of %lld elements does not fit the axis (%lld of %lld taken)", (long long)piece->numel,
                          (long long)off, (long long)n);
        return 0;
    }
    if (piece->numel == 0) return 1;
    int64_t vd[3] = {outer, len, inner}, vs[3] = {n * inner, inner, 1};
    char* base = (char*)whole->data + (size_t)(off * inner) * ap__elem_size(whole->dtype);
    return to_whole ? ap__cast(c, whole->dtype, 3, vd, vs, base, piece->dtype, 3, vd, NULL, piece->data)
                    : ap__cast(c, piece->dtype, 3, vd, NULL, piece->data, whole->dtype, 3, vd, vs, base);
}

/* Each tensor of `list` (NULL ones skipped: gradients Paddle does not want) to or from `whole`, in
 * order along axis (`stacked`: one index each). */
static void ap__slabs(const ap_call_t* c, const ap_tensor_t* whole, int64_t axis_attr, PD_List list, int outputs, int to_whole, int stacked) {
    int axis = ap__axis_of(c, axis_attr, whole->ndim);
    if (axis < 0 || whole->ndim == 0) return;
    int64_t off = 0;
    for (size_t i = 0; i < list.size; ++i) {
        PD_Tensor* t = ((PD_Tensor**)list.data)[i];
        ap_tensor_t p;
        if (!t && stacked) { /* a gradient not wanted still takes its index */
            ++off;
            continue;
        }
        if (!t) {
            ap__kernel_failed(c->kernel, "tensor %zu of the list is absent", i);
            return;
        }
        if (!(outputs ? ap__output(c, t, &p) : ap__input(c, t, &p)) || !ap__slab(c, whole, axis, off, &p, to_whole)) return;
        off += stacked ? 1 : (p.ndim > axis ? p.dims[axis] : 1);
    }
}

/* concat(x, axis) -> out */
void ap_kernel_concat(const ap_call_t* c) {
    ap_tensor_t out;
    if (ap__output(c, c->out[0], &out) && out.numel) ap__slabs(c, &out, c->attr[0].scalar.i, c->in_list[0], 0, 1, 0);
}

/* stack(x, axis) -> out */
void ap_kernel_stack(const ap_call_t* c) {
    ap_tensor_t out;
    if (ap__output(c, c->out[0], &out) && out.numel) ap__slabs(c, &out, c->attr[0].i32, c->in_list[0], 0, 1, 1);
}

/* split(x, sections, axis) / split_with_num(x, num, axis) -> out: each output's slab (its dims are InferMeta's). */
void ap_kernel_split(const ap_call_t* c) {
    ap_tensor_t x;
    if (ap__input(c, c->in[0], &x) && x.numel) ap__slabs(c, &x, c->attr[1].scalar.i, c->out_list[0], 1, 0, 0);
}

void ap_kernel_split_with_num(const ap_call_t* c) {
    ap_tensor_t x;
    if (ap__input(c, c->in[0], &x) && x.numel) ap__slabs(c, &x, c->attr[1].scalar.i, c->out_list[0], 1, 0, 0);
}

/* concat_grad(x, out_grad, axis) -> x_grad: out_grad's slabs. */
void ap_kernel_concat_grad(const ap_call_t* c) {
    ap_tensor_t g;
    if (!ap__input(c, c->in[1], &g) || g.numel == 0) return;
    /* each gradient's slab starts where its input's did, wanted or not */
    int axis = ap__axis_of(c, c->attr[0].scalar.i, g.ndim);
    if (axis < 0 || g.ndim == 0) return;
    int64_t off = 0;
    for (size_t i = 0; i < c->out_list[0].size && i < c->in_list[0].size; ++i) {
        PD_Tensor* xt = ((PD_Tensor**)c->in_list[0].data)[i];
        PD_Tensor* dt = ((PD_Tensor**)c->out_list[0].data)[i];
        ap_tensor_t x, d;
        if (!ap__meta(c, xt, &x)) return;
        if (dt && (!ap__output(c, dt, &d) || !ap__slab(c, &g, axis, off, &d, 0))) return;
        off += x.ndim > axis ? x.dims[axis] : 1;
    }
}

/* stack_grad(out_grad, axis) -> x_grad: out_grad's slices. */
void ap_kernel_stack_grad(const ap_call_t* c) {
    ap_tensor_t g;
    if (ap__input(c, c->in[0], &g) && g.numel) ap__slabs(c, &g, c->attr[0].i32, c->out_list[0], 1, 0, 1);
}

void ap_kernel_depthwise_conv2d_grad(const ap_call_t* c) { ap_kernel_conv2d_grad(c); }

/* ---- dropout: anyrt's bernoulli keep mask */

/* y = x * m * k (m a mask of x's dtype, NULL: none); k a one-element constant. */
static int ap__scaled(const ap_call_t* c, anyrt_dtype_t dt, int64_t n, void* y, const void* x, const void* m, double k, anyrt_stream_t s) {
    int64_t one = 1;
    void* kc = ap__constant(c, dt, k, s);
    int ok = kc && (!m || ap__op(c, &ap__op_mul, 3, (ap_arg_t[]){AP_ARG(dt, 1, &n, y), AP_ARG(dt, 1, &n, x), AP_ARG(dt, 1, &n, m)})) &&
             ap__op(c, &ap__op_mul, 3, (ap_arg_t[]){AP_ARG(dt, 1, &n, y), AP_ARG(dt, 1, &n, m ? y : x), AP_ARG(dt, 1, &one, kc)});
    ap__release(&kc, 1, s);
    return ok;
}

/* dropout(x, seed_tensor?, p, is_test, mode, seed, fix_seed) -> (out, mask): training, a keep mask
 * (bernoulli of 1 - p: the seed where fix_seed, else the device generator's, which paddle.seed
 * repeats) times x, scaled by 1 / (1 - p) in upscale_in_train; is_test: x, or x * (1 - p) in
 * downgrade_in_infer. mask is uint8, as Paddle's. */
void ap_kernel_dropout(const ap_call_t* c) {
    ap_tensor_t x, y, mask;
    if (!ap__input(c, c->in[0], &x) || !ap__output(c, c->out[0], &y) || y.numel == 0) return;
    double p = c->attr[0].scalar.f;
    int up = ap__is(c->attr[2].str, "upscale_in_train"), test = c->attr[1].b;
    anyrt_dtype_t dt = x.dtype;
    anyrt_stream_t s = ap__stream(c);
    if (c->in[1]) {
        ap__kernel_failed(c->kernel, "a seed tensor is not served (the seed attribute is)");
        return;
    }
    if (test) {
        ap__scaled(c, dt, x.numel, y.data, x.data, NULL, up ? 1.0 : 1.0 - p, s);
        return;
    }
    int has_mask = c->out[1] && ap__output(c, c->out[1], &mask);
    void* m = ap__scratch(c, dt, x.numel, s);
    anyrt_op_handle_t h;
    anyrt_tensor_desc_t t = NULL;
    anyrt_op_desc_t d = NULL;
    ap_ws_t ws;
    int ok = m && ap__handle(c, &h) && ap__desc(c, &t, dt, 1, &x.numel, NULL) && OK(anyrt_create_bernoulli_descriptor(h, &d, t)) &&
             ap__workspace(c, d, s, &ws);
    if (ok) {
        ok = OK(anyrt_bernoulli(d, ws.ptr, ws.size, m, ap__seed(c, c->attr[4].b ? c->attr[3].i32 : 0), 0, (float)(1.0 - p), s));
        ap__done(d, &ws, s);
    } else if (d) {
        anyrt_destroy_op_desc(d);
    }
    ap__free_descs(&t, 1);
    /* p = 1 drops everything (x's NaNs too, as Paddle's kernel) */
    if (ok && p >= 1.0)
        ok = ap__op(c, &ap__op_zeros, 2, (ap_arg_t[]){AP_ARG(dt, 1, &y.numel, y.data), AP_ARG(dt, 1, &y.numel, y.data)});
    else if (ok)
        ok = ap__scaled(c, dt, x.numel, y.data, x.data, m, up ? 1.0 / (1.0 - p) : 1.0, s);
    if (ok && has_mask) ap__cast(c, mask.dtype, 1, &mask.numel, NULL, mask.data, dt, 1, &x.numel, NULL, m);
    ap__release(&m, 1, s);
}

/* dropout_grad(mask, out_grad, p, is_test, mode) -> x_grad: out_grad times the mask (cast to its
 * dtype) and dropout's scale; is_test: out_grad times the scale of inference. */
void ap_kernel_dropout_grad(const ap_call_t* c) {
    ap_tensor_t mask, g, dx;
    if (!ap__input(c, c->in[0], &mask) || !ap__input(c, c->in[1], &g) || !ap__output(c, c->out[0], &dx) || dx.numel == 0) return;
    double p = c->attr[0].scalar.f;
    int up = ap__is(c->attr[2].str, "upscale_in_train");
    anyrt_dtype_t dt = g.dtype;
    anyrt_stream_t s = ap__stream(c);
    if (c->attr[1].b) {
        ap__scaled(c, dt, g.numel, dx.data, g.data, NULL, up ? 1.0 : 1.0 - p, s);
        return;
    }
    void* m = ap__scratch(c, dt, g.numel, s);
    if (m && ap__cast(c, dt, 1, &g.numel, NULL, m, mask.dtype, 1, &mask.numel, NULL, mask.data))
        ap__scaled(c, dt, g.numel, dx.data, g.data, m, up ? (p >= 1.0 ? 0.0 : 1.0 / (1.0 - p)) : 1.0, s);
    ap__release(&m, 1, s);
}

/* ---- smooth activations (mish, celu, softplus, softshrink and their backwards) composed of
 * anyrt's elementwise operators over x's elements: registers of x's dtype (or bool masks) in
 * scratch memory and one-element constants, released together. */
#define AP_EX_MAX 12
typedef struct {
    const ap_call_t* c;
    anyrt_dtype_t dt;
    int64_t n, one;
    anyrt_stream_t s;
    int count, ok;
    void* p[AP_EX_MAX];
    anyrt_dtype_t pd[AP_EX_MAX];
    int konst[AP_EX_MAX];
} ap_ex_t;

static void ap__ex_init(ap_ex_t* e, const ap_call_t* c, anyrt_dtype_t dt, int64_t n) {
    memset(e, 0, sizeof *e);
    e->c = c, e->dt = dt, e->n = n, e->one = 1, e->s = ap__stream(c), e->ok = 1;
}

static void* ap__ex_keep(ap_ex_t* e, void* p, anyrt_dtype_t dt, int konst) {
    if (!p || e->count == AP_EX_MAX) {
        e->ok = 0;
        if (p) anyrt_free_async(p, e->s);
        return NULL;
    }
    e->pd[e->count] = dt, e->konst[e->count] = konst, e->p[e->count++] = p;
    return p;
}

/* a register of x's dtype (bool: a mask), a constant */
static void* ap__ex_reg(ap_ex_t* e, int mask) {
    anyrt_dtype_t dt = mask ? ANYRT_DTYPE_BOOL : e->dt;
    return e->ok ? ap__ex_keep(e, ap__scratch(e->c, dt, e->n, e->s), dt, 0) : NULL;
}
static void* ap__ex_k(ap_ex_t* e, double v) { return e->ok ? ap__ex_keep(e, ap__constant(e->c, e->dt, v, e->s), e->dt, 1) : NULL; }

static ap_arg_t ap__ex_arg(const ap_ex_t* e, const void* p) {
    for (int i = 0; i < e->count; ++i)
        if (e->p[i] == p) return AP_ARG(e->pd[i], 1, e->konst[i] ? &e->one : &e->n, p);
    return AP_ARG(e->dt, 1, &e->n, p); /* x, out_grad or the output */
}

/* y = op(a) or op(a, b) (c3: where(a, b, c3)) */
static void ap__ex(ap_ex_t* e, const ap_op_t* op, void* y, const void* a, const void* b, const void* c3) {
    if (!e->ok) return;
    ap_arg_t args[4] = {ap__ex_arg(e, y), ap__ex_arg(e, a), b ? ap__ex_arg(e, b) : ap__ex_arg(e, a), c3 ? ap__ex_arg(e, c3) : ap__ex_arg(e, a)};
    e->ok = ap__op(e->c, op, c3 ? 4 : b ? 3 : 2, args);
}

static void ap__ex_done(ap_ex_t* e) { ap__release(e->p, e->count, e->s); }

/* softplus into sp: x where beta * x > threshold, else log1p(exp(beta * x)) / beta; bx = beta * x
 * and the mask beta * x > threshold kept for the backward. */
static void ap__ex_softplus(ap_ex_t* e, const void* x, double beta, double threshold, void* sp, void* bx, void* m) {
    void* t = ap__ex_reg(e, 0);
    ap__ex(e, &ap__op_mul, bx, x, ap__ex_k(e, beta), NULL);
    ap__ex(e, &ap__op_gt, m, bx, ap__ex_k(e, threshold), NULL);
    ap__ex(e, &ap__op_exp, t, bx, NULL, NULL);
    ap__ex(e, &ap__op_log1p, t, t, NULL, NULL);
    ap__ex(e, &ap__op_div, t, t, ap__ex_k(e, beta), NULL);
    ap__ex(e, &ap__op_where, sp, m, x, t);
}

/* The activation's x (input 0) and, for a backward, out_grad (input 1); the output, x_grad or out. */
static int ap__ex_io(const ap_call_t* c, int grad, ap_tensor_t* x, ap_tensor_t* g, ap_tensor_t* y) {
    if (!ap__input(c, c->in[0], x) || (grad && !ap__input(c, c->in[1], g)) || !ap__output(c, c->out[0], y) || y->numel == 0) return 0;
    return !grad || g->numel == x->numel;
}

/* softplus(x, beta, threshold) */
void ap_kernel_softplus(const ap_call_t* c) {
    ap_tensor_t x, y;
    ap_ex_t e;
    if (!ap__ex_io(c, 0, &x, NULL, &y)) return;
    ap__ex_init(&e, c, x.dtype, x.numel);
    ap__ex_softplus(&e, x.data, c->attr[0].d, c->attr[1].d, y.data, ap__ex_reg(&e, 0), ap__ex_reg(&e, 1));
    ap__ex_done(&e);
}

/* softplus_grad(x, out_grad, beta, threshold): out_grad where beta * x > threshold, else out_grad * sigmoid(beta * x) */
void ap_kernel_softplus_grad(const ap_call_t* c) {
    ap_tensor_t x, g, dx;
    ap_ex_t e;
    if (!ap__ex_io(c, 1, &x, &g, &dx)) return;
    ap__ex_init(&e, c, x.dtype, x.numel);
    void *bx = ap__ex_reg(&e, 0), *m = ap__ex_reg(&e, 1), *t = ap__ex_reg(&e, 0);
    ap__ex(&e, &ap__op_mul, bx, x.data, ap__ex_k(&e, c->attr[0].d), NULL);
    ap__ex(&e, &ap__op_gt, m, bx, ap__ex_k(&e, c->attr[1].d), NULL);
    ap__ex(&e, &ap__op_sigmoid, t, bx, NULL, NULL);
    ap__ex(&e, &ap__op_mul, t, t, g.data, NULL);
    ap__ex(&e, &ap__op_where, dx.data, m, g.data, t);
    ap__ex_done(&e);
}

/* mish(x, threshold) = x * tanh(softplus(x)) (softplus with beta 1 and threshold) */
void ap_kernel_mish(const ap_call_t* c) {
    ap_tensor_t x, y;
    ap_ex_t e;
    if (!ap__ex_io(c, 0, &x, NULL, &y)) return;
    ap__ex_init(&e, c, x.dtype, x.numel);
    void* sp = ap__ex_reg(&e, 0);
    ap__ex_softplus(&e, x.data, 1.0, c->attr[0].f, sp, ap__ex_reg(&e, 0), ap__ex_reg(&e, 1));
    ap__ex(&e, &ap__op_tanh, sp, sp, NULL, NULL);
    ap__ex(&e, &ap__op_mul, y.data, x.data, sp, NULL);
    ap__ex_done(&e);
}

/* mish_grad(x, out_grad, threshold) = out_grad * (tanh(sp) + x * (1 - tanh(sp)^2) * (1 - exp(-sp))), Paddle's */
void ap_kernel_mish_grad(const ap_call_t* c) {
    ap_tensor_t x, g, dx;
    ap_ex_t e;
    if (!ap__ex_io(c, 1, &x, &g, &dx)) return;
    ap__ex_init(&e, c, x.dtype, x.numel);
    void *sp = ap__ex_reg(&e, 0), *t = ap__ex_reg(&e, 0), *u = ap__ex_reg(&e, 0);
    ap__ex_softplus(&e, x.data, 1.0, c->attr[0].f, sp, ap__ex_reg(&e, 0), ap__ex_reg(&e, 1));
    ap__ex(&e, &ap__op_tanh, t, sp, NULL, NULL);               /* t = tanh(sp) */
    ap__ex(&e, &ap__op_mul, u, t, t, NULL);                    /* u = 1 - t^2 */
    ap__ex(&e, &ap__op_sub, u, ap__ex_k(&e, 1.0), u, NULL);
    ap__ex(&e, &ap__op_mul, sp, sp, ap__ex_k(&e, -1.0), NULL); /* sp = 1 - exp(-sp) */
    ap__ex(&e, &ap__op_exp, sp, sp, NULL, NULL);
    ap__ex(&e, &ap__op_sub, sp, ap__ex_k(&e, 1.0), sp, NULL);
    ap__ex(&e, &ap__op_mul, u, u, sp, NULL);
    ap__ex(&e, &ap__op_mul, u, u, x.data, NULL);
    ap__ex(&e, &ap__op_add, u, u, t, NULL);
    ap__ex(&e, &ap__op_mul, dx.data, u, g.data, NULL);
    ap__ex_done(&e);
}

/* celu(x, alpha) = x where x > 0, else alpha * (exp(x / alpha) - 1); alpha > 0 */
void ap_kernel_celu(const ap_call_t* c) {
    ap_tensor_t x, y;
    ap_ex_t e;
    if (!ap__ex_io(c, 0, &x, NULL, &y)) return;
    if (!(c->attr[0].f > 0.0f)) {
        ap__kernel_failed(c->kernel, "alpha %g (above 0 served)", (double)c->attr[0].f);
        return;
    }
    ap__ex_init(&e, c, x.dtype, x.numel);
    void *t = ap__ex_reg(&e, 0), *m = ap__ex_reg(&e, 1);
    ap__ex(&e, &ap__op_gt, m, x.data, ap__ex_k(&e, 0.0), NULL);
    ap__ex(&e, &ap__op_div, t, x.data, ap__ex_k(&e, c->attr[0].f), NULL);
    ap__ex(&e, &ap__op_expm1, t, t, NULL, NULL);
    ap__ex(&e, &ap__op_mul, t, t, ap__ex_k(&e, c->attr[0].f), NULL);
    ap__ex(&e, &ap__op_where, y.data, m, x.data, t);
    ap__ex_done(&e);
}

/* celu_grad(x, out_grad, alpha) = out_grad where x > 0, else out_grad * exp(x / alpha) */
void ap_kernel_celu_grad(const ap_call_t* c) {
    ap_tensor_t x, g, dx;
    ap_ex_t e;
    if (!ap__ex_io(c, 1, &x, &g, &dx)) return;
    if (!(c->attr[0].f > 0.0f)) {
        ap__kernel_failed(c->kernel, "alpha %g (above 0 served)", (double)c->attr[0].f);
        return;
    }
    ap__ex_init(&e, c, x.dtype, x.numel);
    void *t = ap__ex_reg(&e, 0), *m = ap__ex_reg(&e, 1);
    ap__ex(&e, &ap__op_gt, m, x.data, ap__ex_k(&e, 0.0), NULL);
    ap__ex(&e, &ap__op_div, t, x.data, ap__ex_k(&e, c->attr[0].f), NULL);
    ap__ex(&e, &ap__op_exp, t, t, NULL, NULL);
    ap__ex(&e, &ap__op_mul, t, t, g.data, NULL);
    ap__ex(&e, &ap__op_where, dx.data, m, g.data, t);
    ap__ex_done(&e);
}

/* softshrink(x, lambda) = x - lambda where x > lambda, x + lambda where x < -lambda, else 0 */
void ap_kernel_softshrink(const ap_call_t* c) {
    ap_tensor_t x, y;
    ap_ex_t e;
    if (!ap__ex_io(c, 0, &x, NULL, &y)) return;
    ap__ex_init(&e, c, x.dtype, x.numel);
    double l = c->attr[0].f;
    void *t = ap__ex_reg(&e, 0), *u = ap__ex_reg(&e, 0), *m = ap__ex_reg(&e, 1), *zero = ap__ex_k(&e, 0.0);
    ap__ex(&e, &ap__op_lt, m, x.data, ap__ex_k(&e, -l), NULL);
    ap__ex(&e, &ap__op_add, t, x.data, ap__ex_k(&e, l), NULL);
    ap__ex(&e, &ap__op_where, t, m, t, zero);
    ap__ex(&e, &ap__op_gt, m, x.data, ap__ex_k(&e, l), NULL);
    ap__ex(&e, &ap__op_sub, u, x.data, ap__ex_k(&e, l), NULL);
    ap__ex(&e, &ap__op_where, y.data, m, u, t);
    ap__ex_done(&e);
}

/* softshrink_grad(x, out_grad, lambda) = out_grad where |x| > lambda, else 0 */
void ap_kernel_softshrink_grad(const ap_call_t* c) {
    ap_tensor_t x, g, dx;
    ap_ex_t e;
    if (!ap__ex_io(c, 1, &x, &g, &dx)) return;
    ap__ex_init(&e, c, x.dtype, x.numel);
    void *t = ap__ex_reg(&e, 0), *m = ap__ex_reg(&e, 1);
    ap__ex(&e, &ap__op_abs, t, x.data, NULL, NULL);
    ap__ex(&e, &ap__op_gt, m, t, ap__ex_k(&e, c->attr[0].f), NULL);
    ap__ex(&e, &ap__op_where, dx.data, m, g.data, ap__ex_k(&e, 0.0));
    ap__ex_done(&e);
}

/* ---- log_softmax (+grad) and clip (+grad) */

/* log_softmax(x, axis) -> out: anyrt's log_softmax; log_softmax_grad(out, out_grad, axis) -> x_grad:
 * anyrt's log_softmax_backward. A 0-D x: 0 (and a 0 gradient), as Paddle's. */
static void ap__log_softmax(const ap_call_t* c, int grad) {
    ap_tensor_t a, g, y;
    if (!ap__input(c, c->in[0], &a) || (grad && !ap__input(c, c->in[1], &g)) || !ap__output(c, c->out[0], &y) || y.numel == 0) return;
    if (y.ndim == 0) {
        ap__op(c, &ap__op_zeros, 2, (ap_arg_t[]){AP_ARG(y.dtype, 0, NULL, y.data), AP_ARG(y.dtype, 0, NULL, y.data)});
        return;
    }
    anyrt_op_handle_t h;
    anyrt_tensor_desc_t t[3] = {0};
    anyrt_op_desc_t d = NULL;
    anyrt_stream_t s = ap__stream(c);
    ap_ws_t ws;
    int axis = c->attr[0].i32;
    int ok = ap__handle(c, &h) && ap__desc(c, &t[0], y.dtype, y.ndim, y.dims, NULL) && ap__desc(c, &t[1], a.dtype, a.ndim, a.dims, NULL) &&
             (!grad || ap__desc(c, &t[2], g.dtype, g.ndim, g.dims, NULL)) &&
             OK(grad ? anyrt_create_log_softmax_backward_descriptor(h, &d, t[0], t[2], t[1], axis)
                     : anyrt_create_log_softmax_descriptor(h, &d, t[0], t[1], axis)) &&
             ap__workspace(c, d, s, &ws);
    if (ok) {
        OK(grad ? anyrt_log_softmax_backward(d, ws.ptr, ws.size, y.data, g.data, a.data, s) : anyrt_log_softmax(d, ws.ptr, ws.size, y.data, a.data, s));
        ap__done(d, &ws, s);
    } else if (d) {
        anyrt_destroy_op_desc(d);
    }
    ap__free_descs(t, 3);
}

void ap_kernel_log_softmax(const ap_call_t* c) { ap__log_softmax(c, 0); }
void ap_kernel_log_softmax_grad(const ap_call_t* c) { ap__log_softmax(c, 1); }

/* clip(x, min, max) -> out: anyrt's clip against one-element bounds (stride 0). */
void ap_kernel_clip(const ap_call_t* c) {
    ap_tensor_t x, y;
    if (!ap__input(c, c->in[0], &x) || !ap__output(c, c->out[0], &y) || y.numel == 0) return;
    anyrt_stream_t s = ap__stream(c);
    anyrt_dtype_t dt = x.dtype;
    int64_t zs[AP_MAX_DIMS] = {0};
    void* k[2] = {ap__constant(c, dt, c->attr[0].scalar.f, s), ap__constant(c, dt, c->attr[1].scalar.f, s)};
    anyrt_op_handle_t h;
    anyrt_tensor_desc_t t[4] = {0};
    anyrt_op_desc_t d = NULL;
    ap_ws_t ws;
    int ok = k[0] && k[1] && ap__handle(c, &h) && ap__desc(c, &t[0], dt, y.ndim, y.dims, NULL) && ap__desc(c, &t[1], dt, x.ndim, x.dims, NULL) &&
             ap__desc(c, &t[2], dt, x.ndim, x.dims, zs) && ap__desc(c, &t[3], dt, x.ndim, x.dims, zs) &&
             OK(anyrt_create_clip_descriptor(h, &d, t[0], t[1], t[2], t[3])) && ap__workspace(c, d, s, &ws);
    if (ok) {
        OK(anyrt_clip(d, ws.ptr, ws.size, y.data, x.data, k[0], k[1], s));
        ap__done(d, &ws, s);
    } else if (d) {
        anyrt_destroy_op_desc(d);
    }
    ap__free_descs(t, 4);
    ap__release(k, 2, s);
}

/* clip_grad(x, out_grad, min, max) -> x_grad: out_grad where min < x < max, else 0 (Paddle's). */
void ap_kernel_clip_grad(const ap_call_t* c) {
    ap_tensor_t x, g, dx;
    ap_ex_t e;
    if (!ap__ex_io(c, 1, &x, &g, &dx)) return;
    ap__ex_init(&e, c, x.dtype, x.numel);
    void *m = ap__ex_reg(&e, 1), *m2 = ap__ex_reg(&e, 1);
    ap__ex(&e, &ap__op_gt, m, x.data, ap__ex_k(&e, c->attr[0].scalar.f), NULL);
    ap__ex(&e, &ap__op_lt, m2, x.data, ap__ex_k(&e, c->attr[1].scalar.f), NULL);
    ap__ex(&e, &ap__op_logical_and, m, m, m2, NULL);
    ap__ex(&e, &ap__op_where, dx.data, m, g.data, ap__ex_k(&e, 0.0));
    ap__ex_done(&e);
}

void ap_kernel_index_select(const ap_call_t* c) { ap_kernel_gather(c); }
void ap_kernel_index_select_grad(const ap_call_t* c) { ap_kernel_gather_grad(c); }

/* hardsigmoid(x, slope, offset) = clip(x * slope + offset, 0, 1) */
void ap_kernel_hardsigmoid(const ap_call_t* c) {
    ap_tensor_t x, y;
    ap_ex_t e;
    if (!ap__ex_io(c, 0, &x, NULL, &y)) return;
    ap__ex_init(&e, c, x.dtype, x.numel);
    void* t = ap__ex_reg(&e, 0);
    ap__ex(&e, &ap__op_mul, t, x.data, ap__ex_k(&e, c->attr[0].f), NULL);
    ap__ex(&e, &ap__op_add, t, t, ap__ex_k(&e, c->attr[1].f), NULL);
    ap__ex(&e, &ap__op_maximum, t, t, ap__ex_k(&e, 0.0), NULL);
    ap__ex(&e, &ap__op_minimum, y.data, t, ap__ex_k(&e, 1.0), NULL);
    ap__ex_done(&e);
}

/* hardsigmoid_grad(out, out_grad, slope, offset) = out_grad * slope where 0 < out < 1, else 0 */
void ap_kernel_hardsigmoid_grad(const ap_call_t* c) {
    ap_tensor_t y, g, dx;
    ap_ex_t e;
    if (!ap__ex_io(c, 1, &y, &g, &dx)) return;
    ap__ex_init(&e, c, y.dtype, y.numel);
    void *m = ap__ex_reg(&e, 1), *m2 = ap__ex_reg(&e, 1), *t = ap__ex_reg(&e, 0);
    ap__ex(&e, &ap__op_gt, m, y.data, ap__ex_k(&e, 0.0), NULL);
    ap__ex(&e, &ap__op_lt, m2, y.data, ap__ex_k(&e, 1.0), NULL);
    ap__ex(&e, &ap__op_logical_and, m, m, m2, NULL);
    ap__ex(&e, &ap__op_mul, t, g.data, ap__ex_k(&e, c->attr[0].f), NULL);
    ap__ex(&e, &ap__op_where, dx.data, m, t, ap__ex_k(&e, 0.0));
    ap__ex_done(&e);
}

/* elu(x, alpha) = x where x > 0, else alpha * expm1(x) */
void ap_kernel_elu(const ap_call_t* c) {
    ap_tensor_t x, y;
    ap_ex_t e;
    if (!ap__ex_io(c, 0, &x, NULL, &y)) return;
    ap__ex_init(&e, c, x.dtype, x.numel);
    void *t = ap__ex_reg(&e, 0), *m = ap__ex_reg(&e, 1);
    ap__ex(&e, &ap__op_gt, m, x.data, ap__ex_k(&e, 0.0), NULL);
    ap__ex(&e, &ap__op_expm1, t, x.data, NULL, NULL);
    ap__ex(&e, &ap__op_mul, t, t, ap__ex_k(&e, c->attr[0].f), NULL);
    ap__ex(&e, &ap__op_where, y.data, m, x.data, t);
    ap__ex_done(&e);
}

/* elu_grad(x, out, out_grad, alpha) = out_grad where x > 0, else out_grad * alpha * exp(x) */
void ap_kernel_elu_grad(const ap_call_t* c) {
    ap_tensor_t x, g, dx;
    ap_ex_t e;
    if (!ap__input(c, c->in[0], &x) || !ap__input(c, c->in[2], &g) || !ap__output(c, c->out[0], &dx) || dx.numel == 0 || g.numel != x.numel) return;
    ap__ex_init(&e, c, x.dtype, x.numel);
    void *t = ap__ex_reg(&e, 0), *m = ap__ex_reg(&e, 1);
    ap__ex(&e, &ap__op_gt, m, x.data, ap__ex_k(&e, 0.0), NULL);
    ap__ex(&e, &ap__op_exp, t, x.data, NULL, NULL);
    ap__ex(&e, &ap__op_mul, t, t, ap__ex_k(&e, c->attr[0].f), NULL);
    ap__ex(&e, &ap__op_mul, t, t, g.data, NULL);
    ap__ex(&e, &ap__op_where, dx.data, m, g.data, t);
    ap__ex_done(&e);
}

/* ---- the static graph's shape kernels (dygraph runs Paddle's strided views instead): copies
 * through anyrt's cast, of the same elements in order or through a permuted or sliced view */

/* out = x's elements in order (unsqueeze, squeeze, flatten and their grads: input `in`). */
static void ap__same_elements(const ap_call_t* c, int in) {
    ap_tensor_t x, y;
    if (!ap__input(c, c->in[in], &x) || !ap__output(c, c->out[0], &y) || y.numel == 0) return;
    if (x.numel != y.numel) {
        ap__kernel_failed(c->kernel, "%lld elements for an output of %lld", (long long)x.numel, (long long)y.numel);
        return;
    }
    ap__cast(c, y.dtype, 1, &y.numel, NULL, y.data, x.dtype, 1, &x.numel, NULL, x.data);
}

void ap_kernel_unsqueeze(const ap_call_t* c) { ap__same_elements(c, 0); }
void ap_kernel_squeeze(const ap_call_t* c) { ap__same_elements(c, 0); }
void ap_kernel_flatten(const ap_call_t* c) { ap__same_elements(c, 0); }
void ap_kernel_unsqueeze_grad(const ap_call_t* c) { ap__same_elements(c, 1); }
void ap_kernel_squeeze_grad(const ap_call_t* c) { ap__same_elements(c, 1); }
void ap_kernel_flatten_grad(const ap_call_t* c) { ap__same_elements(c, 1); }

/* transpose(x, perm) -> out: out[i] along x's dim perm[i]; transpose_grad(out_grad, perm) -> x_grad:
 * the inverse permutation. */
static void ap__transpose(const ap_call_t* c, int grad) {
    ap_tensor_t x, y;
    if (!ap__input(c, c->in[0], &x) || !ap__output(c, c->out[0], &y) || y.numel == 0) return;
    PD_List l = c->attr[0].list;
    int64_t xs[AP_MAX_DIMS], vs[AP_MAX_DIMS];
    int seen[AP_MAX_DIMS] = {0};
    if ((int)l.size != x.ndim || y.ndim != x.ndim) {
        ap__kernel_failed(c->kernel, "a permutation of %zu for %d dims", l.size, x.ndim);
        return;
    }
    for (int i = x.ndim - 1; i >= 0; --i) xs[i] = i == x.ndim - 1 ? 1 : xs[i + 1] * x.dims[i + 1];
    for (int i = 0; i < x.ndim; ++i) {
        int p = ((const int32_t*)l.data)[i];
        p = p < 0 ? p + x.ndim : p;
        if (p < 0 || p >= x.ndim || seen[p]++) {
            ap__kernel_failed(c->kernel, "axis %d is not a permutation's", ((const int32_t*)l.data)[i]);
            return;
        }
        if (grad) /* x_grad's dim p is out_grad's dim i */
            vs[p] = xs[i];
        else
            vs[i] = xs[p];
    }
    ap__cast(c, y.dtype, y.ndim, y.dims, NULL, y.data, x.dtype, y.ndim, y.dims, vs, x.data);
}

void ap_kernel_transpose(const ap_call_t* c) { ap__transpose(c, 0); }
void ap_kernel_transpose_grad(const ap_call_t* c) { ap__transpose(c, 1); }

/* The view of slice(axes, starts, ends) in x (full rank: decreased dims kept, of 1): dims, strides
 * and the element offset. */
static int ap__slice_view(const ap_call_t* c, const ap_tensor_t* x, int a, int64_t* vd, int64_t* vs, int64_t* off) {
    PD_List axes = c->attr[a].list, starts = ap__int_array(c, a + 1), ends = ap__int_array(c, a + 2);
    if (starts.size != axes.size || ends.size != axes.size) {
        ap__kernel_failed(c->kernel, "%zu axes with %zu starts and %zu ends", axes.size, starts.size, ends.size);
        return 0;
    }
    for (int i = x->ndim - 1; i >= 0; --i) vs[i] = i == x->ndim - 1 ? 1 : vs[i + 1] * x->dims[i + 1];
    memcpy(vd, x->dims, sizeof(int64_t) * (size_t)x->ndim);
    *off = 0;
    for (size_t i = 0; i < axes.size; ++i) {
        int64_t ax = ((const int64_t*)axes.data)[i], first;
        ax = ax < 0 ? ax + x->ndim : ax;
        if (ax < 0 || ax >= x->ndim) {
            ap__kernel_failed(c->kernel, "axis %lld of %d dims", (long long)((const int64_t*)axes.data)[i], x->ndim);
            return 0;
        }
        vd[ax] = ap__slice(x->dims[ax], ((const int64_t*)starts.data)[i], ((const int64_t*)ends.data)[i], 1, &first);
        *off += first * vs[ax];
    }
    return 1;
}

/* slice(input, axes, starts, ends, infer_flags, decrease_axis) -> out: the view copied */
void ap_kernel_slice(const ap_call_t* c) {
    ap_tensor_t x, y;
    int64_t vd[AP_MAX_DIMS], vs[AP_MAX_DIMS], off;
    if (!ap__input(c, c->in[0], &x) || !ap__output(c, c->out[0], &y) || y.numel == 0 || !ap__slice_view(c, &x, 0, vd, vs, &off)) return;
    if (ap__prod(vd, x.ndim) != y.numel) {
        ap__kernel_failed(c->kernel, "a slice of %lld elements for an output of %lld", (long long)ap__prod(vd, x.ndim), (long long)y.numel);
        return;
    }
    ap__cast(c, y.dtype, x.ndim, vd, NULL, y.data, x.dtype, x.ndim, vd, vs, (const char*)x.data + off * (int64_t)ap__elem_size(x.dtype));
}

/* slice_grad(input, out_grad, axes, ...) -> input_grad: zeros, out_grad copied into the view */
void ap_kernel_slice_grad(const ap_call_t* c) {
    ap_tensor_t x, g, dx;
    int64_t vd[AP_MAX_DIMS], vs[AP_MAX_DIMS], off;
    if (!ap__meta(c, c->in[0], &x) || !ap__input(c, c->in[1], &g) || !ap__output(c, c->out[0], &dx) || dx.numel == 0 ||
        !ap__slice_view(c, &dx, 0, vd, vs, &off))
        return;
    if (ap__prod(vd, dx.ndim) != g.numel) {
        ap__kernel_failed(c->kernel, "a slice of %lld elements for out_grad of %lld", (long long)ap__prod(vd, dx.ndim), (long long)g.numel);
        return;
    }
    if (ap__op(c, &ap__op_zeros, 2, (ap_arg_t[]){AP_ARG(dx.dtype, 1, &dx.numel, dx.data), AP_ARG(dx.dtype, 1, &dx.numel, dx.data)}) && g.numel)
        ap__cast(c, dx.dtype, dx.ndim, vd, vs, (char*)dx.data + off * (int64_t)ap__elem_size(dx.dtype), g.dtype, dx.ndim, vd, NULL, g.data);
}

/* add_n(x list) -> out: the sum of the list's tensors (a static graph's gradients of one value used
 * twice are summed by it), added in order. */
void ap_kernel_add_n(const ap_call_t* c) {
    ap_tensor_t y, x;
    PD_List xs = c->in_list[0];
    if (!ap__output(c, c->out[0], &y) || y.numel == 0) return;
    for (size_t i = 0; i < xs.size; ++i) {
        if (!ap__input(c, ((PD_Tensor**)xs.data)[i], &x)) return;
        if (x.numel != y.numel) {
            ap__kernel_failed(c->kernel, "tensor %zu has %lld elements for an output of %lld", i, (long long)x.numel, (long long)y.numel);
            return;
        }
        int ok = i == 0 ? ap__cast(c, y.dtype, 1, &y.numel, NULL, y.data, x.dtype, 1, &x.numel, NULL, x.data)
                        : ap__op(c, &ap__op_add, 3, (ap_arg_t[]){AP_ARG(y.dtype, 1, &y.numel, y.data), AP_ARG(y.dtype, 1, &y.numel, y.data),
                                                                 AP_ARG(x.dtype, 1, &x.numel, x.data)});
        if (!ok) return;
    }
    if (xs.size == 0) ap__op(c, &ap__op_zeros, 2, (ap_arg_t[]){AP_ARG(y.dtype, 1, &y.numel, y.data), AP_ARG(y.dtype, 1, &y.numel, y.data)});
}
