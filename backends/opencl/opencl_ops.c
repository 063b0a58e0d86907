/* The opencl backend's launches and native operators that are not expressions of the spec, on the
 * program cache of opencl_program.c: the elementwise and reduction launches the generated kernels share
 * (generated/opencl: every member with an `expr`), the operators with hand-written portable kernels that have OpenCL ones here
 * (add, sub, mul, relu, sigmoid, silu, tanh and the activations gelu, gelutanh, quickgelu, erf, reciprocal,
 * hardswish, softplus, hardtanh, swiglu, clip, silu_and_mul: their expressions over the generated prelude's strided
 * walk and loads) and gemm (tiled in local memory, or register blocks on CPUs) for float32 and float64.
 * Any other dtype or operator is declined (NOT_SUPPORTED), so the core's portable kernel serves it. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "opencl_internal.h"

#define OCL_TILE 16
#define OCL_RB 4 /* gemmr: the rows and columns of c one work-item computes */
/* The operands' layout with dims of size 1 dropped and neighbours merged where every operand steps
 * over them as one (a contiguous or uniformly broadcast block): fewer dims to divide by per element. */
typedef struct { /* the kernels' ocl_ew_layout */
    cl_long shape[OCL_EW_DIMS];
    cl_long st[OCL_EW_OPERANDS][OCL_EW_DIMS];
} ocl_ew_dims_t;
typedef struct {
    int ndim;
    ocl_ew_dims_t L;
} ocl_ew_layout_t;

static int ocl_coalesce(const anyrt_tensor_view_t* t, int nops, ocl_ew_layout_t* L) {
    memset(L, 0, sizeof *L);
    int n = 0;
    for (int d = 0; d < t[0].ndim; ++d) {
        if (t[0].shape[d] == 1) continue;
        int merge = n > 0;
        for (int k = 0; k < nops && merge; ++k) merge = L->L.st[k][n - 1] == t[k].strides[d] * t[0].shape[d];
        if (merge) {
            L->L.shape[n - 1] *= t[0].shape[d];
            for (int k = 0; k < nops; ++k) L->L.st[k][n - 1] = t[k].strides[d];
            continue;
        }
        if (n == OCL_EW_DIMS) return -1;
        L->L.shape[n] = t[0].shape[d];
        for (int k = 0; k < nops; ++k) L->L.st[k][n] = t[k].strides[d];
        n++;
    }
    L->ndim = n;
    return 0;
}

anyrt_status_t ocl_ew_launch(ocl_program_t* p, int device, const anyrt_op_launch_t* l, const char* stem, int fp64,
                             int nops, const ocl_karg_t* args, int nargs) {
    const anyrt_tensor_view_t* t = l->tensors;
    int64_t n = 1;
    for (int d = 0; d < t[0].ndim; ++d) n *= t[0].shape[d];
    if (n == 0) return ANYRT_STATUS_SUCCESS;
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    const ocl_device_t* dev = ocl_device(device, &st);
    if (dev == NULL) return st;
    if (fp64 && !dev->fp64) return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: %s: device %d has no doubles", p->name, device);
    ocl_ew_layout_t L;
    if (nops > OCL_EW_OPERANDS || ocl_coalesce(t, nops, &L) != 0)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: %s: more than %d dims after coalescing", p->name, OCL_EW_DIMS);
    int contiguous = L.ndim <= 1;
    for (int k = 0; k < nops && contiguous; ++k) contiguous = L.ndim == 0 || L.L.st[k][0] == 1;
    char name[64];
    snprintf(name, sizeof name, "%s_%s", stem, contiguous ? "c" : "s");
    cl_kernel k = ocl_program_kernel(p, device, OCL_T_NONE, name, &st);
    if (k == NULL) return st;
    cl_uint a = 0;
    cl_int err = CL_SUCCESS;
    for (int i = 0; i < nops && err == CL_SUCCESS; ++i) err = ocl_cl.clSetKernelArgSVMPointer(k, a++, t[i].data);
    if (err == CL_SUCCESS) err = ocl_set_args(k, a, args, nargs);
    a += (cl_uint)nargs;
    /* contiguous: n elements; strided: rows (the outer dims) of n elements (the innermost dim) */
    cl_long count = contiguous ? (cl_long)n : L.L.shape[L.ndim - 1];
    if (err == CL_SUCCESS) err = ocl_cl.clSetKernelArg(k, a++, sizeof count, &count);
    if (err == CL_SUCCESS && !contiguous) {
        cl_int ndim = L.ndim;
        err = ocl_cl.clSetKernelArg(k, a++, sizeof ndim, &ndim);
        if (err == CL_SUCCESS) err = ocl_cl.clSetKernelArg(k, a++, sizeof L.L, &L.L);
    }
    /* whole groups of 64 (the kernels check the count): a prime count would otherwise get groups of 1 */
    size_t global[2] = {count < 64 ? (size_t)count : ((size_t)count + 63) / 64 * 64, (size_t)(n / count)};
    /* a strided kernel's group: a run of one row, as long as divides it (a CPU device runs a group per
     * task: groups of 64 would cost more to start than to run), at most 256 items on a GPU */
    size_t local[2] = {64, 1};
    while (local[0] * 2 <= (dev->cpu ? 4096u : 256u) && global[0] % (local[0] * 2) == 0) local[0] *= 2;
    cl_event ev = NULL;
    if (err == CL_SUCCESS)
        err = ocl_cl.clEnqueueNDRangeKernel(ocl_queue(l->stream), k, contiguous ? 1 : 2, NULL, global,
                                            !contiguous && count >= 64 ? local : NULL, 0, NULL, &ev);
    ocl_program_unlock(p);
    return ocl_submitted(l->stream, err, ev, "clEnqueueNDRangeKernel");
}

typedef struct { /* the kernels' ocl_rd_layout */
    cl_long ks[OCL_EW_DIMS], kx[OCL_EW_DIMS], ky[OCL_EW_DIMS], rs[OCL_EW_DIMS], rx[OCL_EW_DIMS];
} ocl_rd_layout_t;

anyrt_status_t ocl_rd_launch(ocl_program_t* p, int device, const anyrt_op_launch_t* l, const char* stem, int fp64,
                             const ocl_karg_t* args, int nargs) {
    const anyrt_tensor_view_t* y = &l->tensors[0];
    const anyrt_tensor_view_t* x = &l->tensors[1];
    ocl_rd_layout_t L;
    memset(&L, 0, sizeof L);
    cl_int nk = 0, nr = 0;
    cl_long nout = 1, nred = 1;
    for (int d = 0; d < x->ndim; ++d) {
        if (y->shape[d] == 0) return ANYRT_STATUS_SUCCESS; /* no output */
        if (x->shape[d] == 1) continue;
        if (nk == OCL_EW_DIMS || nr == OCL_EW_DIMS) /* 8 of each at most: anyrt's rank is 8 */
            return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: %s: too many dims", p->name);
        if (y->shape[d] == x->shape[d]) {
            L.ks[nk] = x->shape[d], L.kx[nk] = x->strides[d], L.ky[nk] = y->strides[d];
            nout *= x->shape[d];
            nk++;
        } else {
            L.rs[nr] = x->shape[d], L.rx[nr] = x->strides[d];
            nred *= x->shape[d];
            nr++;
        }
    }
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    const ocl_device_t* dev = ocl_device(device, &st);
    if (dev == NULL) return st;
    if (fp64 && !dev->fp64) return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: %s: device %d has no doubles", p->name, device);
    /* a group per output where the outputs alone leave the device idle: a CPU's few cores, a GPU's thousands
     * of lanes (the choice depends on the device and the shapes only, so a device gives the same bits each run) */
    int group = nred >= 4 * OCL_RD_GROUP && nout < (dev->cpu ? 64 : 16384);
    const char* force = getenv("ANYRT_OPENCL_REDUCE"); /* serial | group: to compare them */
    if (force != NULL) group = !strcmp(force, "group") ? 1 : !strcmp(force, "serial") ? 0 : group;
    char name[64];
    snprintf(name, sizeof name, "%s_%s", stem, group ? "g" : "s");
    cl_kernel k = ocl_program_kernel(p, device, OCL_T_NONE, name, &st);
    if (k == NULL) return st;
    cl_uint a = 0;
    cl_int err = ocl_cl.clSetKernelArgSVMPointer(k, a++, y->data);
    if (err == CL_SUCCESS) err = ocl_cl.clSetKernelArgSVMPointer(k, a++, x->data);
    if (err == CL_SUCCESS) err = ocl_set_args(k, a, args, nargs);
    a += (cl_uint)nargs;
    if (err == CL_SUCCESS) err = ocl_cl.clSetKernelArg(k, a++, sizeof nout, &nout);
    if (err == CL_SUCCESS) err = ocl_cl.clSetKernelArg(k, a++, sizeof nred, &nred);
    if (err == CL_SUCCESS) err = ocl_cl.clSetKernelArg(k, a++, sizeof nk, &nk);
    if (err == CL_SUCCESS) err = ocl_cl.clSetKernelArg(k, a++, sizeof nr, &nr);
    if (err == CL_SUCCESS) err = ocl_cl.clSetKernelArg(k, a++, sizeof L, &L);
    size_t local = OCL_RD_GROUP, global = group ? (size_t)nout * OCL_RD_GROUP : ((size_t)nout + 63) / 64 * 64;
    cl_event ev = NULL;
    if (err == CL_SUCCESS)
        err = ocl_cl.clEnqueueNDRangeKernel(ocl_queue(l->stream), k, 1, NULL, &global, group ? &local : NULL, 0, NULL, &ev);
    ocl_program_unlock(p);
    return ocl_submitted(l->stream, err, ev, "clEnqueueNDRangeKernel");
}

/* ---- add, sub, mul, relu, sigmoid, silu, tanh: operators with hand-written portable kernels (no
 * `expr` in the spec), on the generated prelude (its loads, stores and strided walk) and ocl_ew_launch's
 * convention. BIN / UN(stem, T, C, LD, ST, expr) define stem_c and stem_s for storage T computed as C;
 * each stem is one token, so a platform's builtin macros (`tanh`) never rename it. Integers compute in
 * long and wrap at the store, as the portable kernels. */
static const char* const k_hand_source[] = {
    "#define BIN(stem, T, C, LD, ST, expr) \\\n"
    "__kernel void stem##_c(__global T* o_, __global const T* a_, __global const T* b_, long n) {\\\n"
    "    const long i = get_global_id(0); if (i >= n) return;\\\n"
    "    const C x = LD(a_, i); const C y = LD(b_, i); ST(o_, i, (expr));\\\n"
    "}\\\n"
    "__kernel void stem##_s(__global T* o_, __global const T* a_, __global const T* b_, long n, int ndim,\\\n"
    "                       ocl_ew_layout L) {\\\n"
    "    const long i = get_global_id(0); if (i >= n) return;\\\n"
    "    long o[3]; ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\\\n"
    "    const C x = LD(a_, o[1]); const C y = LD(b_, o[2]); ST(o_, o[0], (expr));\\\n"
    "}\n"
    "#define UN(stem, T, C, LD, ST, expr) \\\n"
    "__kernel void stem##_c(__global T* o_, __global const T* a_, long n) {\\\n"
    "    const long i = get_global_id(0); if (i >= n) return;\\\n"
    "    const C x = LD(a_, i); ST(o_, i, (expr));\\\n"
    "}\\\n"
    "__kernel void stem##_s(__global T* o_, __global const T* a_, long n, int ndim, ocl_ew_layout L) {\\\n"
    "    const long i = get_global_id(0); if (i >= n) return;\\\n"
    "    long o[2]; ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\\\n"
    "    const C x = LD(a_, o[1]); ST(o_, o[0], (expr));\\\n"
    "}\n"
    /* UNP: a unary expression over two float attributes p0, p1 (softplus's beta and threshold,
     * hardtanh's bounds), passed before the count */
    "#define UNP(stem, T, C, LD, ST, expr) \\\n"
    "__kernel void stem##_c(__global T* o_, __global const T* a_, float p0, float p1, long n) {\\\n"
    "    const long i = get_global_id(0); if (i >= n) return;\\\n"
    "    const C x = LD(a_, i); ST(o_, i, (expr));\\\n"
    "}\\\n"
    "__kernel void stem##_s(__global T* o_, __global const T* a_, float p0, float p1, long n, int ndim,\\\n"
    "                       ocl_ew_layout L) {\\\n"
    "    const long i = get_global_id(0); if (i >= n) return;\\\n"
    "    long o[2]; ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\\\n"
    "    const C x = LD(a_, o[1]); ST(o_, o[0], (expr));\\\n"
    "}\n"
    ,
    /* clip (ak_clip.c): x's bounds per element, min_val winning where it is above max_val */
    "#define CLIP(stem, T, C, LD, ST) \\\n"
    "__kernel void stem##_c(__global T* o_, __global const T* a_, __global const T* lo_, __global const T* hi_, long n) {\\\n"
    "    const long i = get_global_id(0); if (i >= n) return;\\\n"
    "    const C x = LD(a_, i), lo = LD(lo_, i), hi = LD(hi_, i); ST(o_, i, hi < x ? (hi < lo ? lo : hi) : (x < lo ? lo : x));\\\n"
    "}\\\n"
    "__kernel void stem##_s(__global T* o_, __global const T* a_, __global const T* lo_, __global const T* hi_, long n,\\\n"
    "                       int ndim, ocl_ew_layout L) {\\\n"
    "    const long i = get_global_id(0); if (i >= n) return;\\\n"
    "    long o[4]; ocl_ew_offsets(i, get_global_id(1), ndim, &L, 4, o);\\\n"
    "    const C x = LD(a_, o[1]), lo = LD(lo_, o[2]), hi = LD(hi_, o[3]);\\\n"
    "    ST(o_, o[0], hi < x ? (hi < lo ? lo : hi) : (x < lo ? lo : x));\\\n"
    "}\n"
    /* silu_and_mul (ak_silu_and_mul.c) over the halves of x as two operands: silu(gate) rounded to T
     * (stored, then read back) before the product, as the cpu kernel */
    "#define SAM(stem, T, C, LD, ST) \\\n"
    "__kernel void stem##_c(__global T* o_, __global const T* a_, __global const T* b_, long n) {\\\n"
    "    const long i = get_global_id(0); if (i >= n) return;\\\n"
    "    const C g = LD(a_, i), u = LD(b_, i); ST(o_, i, g / ((C)1 + exp(-g))); ST(o_, i, LD(o_, i) * u);\\\n"
    "}\\\n"
    "__kernel void stem##_s(__global T* o_, __global const T* a_, __global const T* b_, long n, int ndim,\\\n"
    "                       ocl_ew_layout L) {\\\n"
    "    const long i = get_global_id(0); if (i >= n) return;\\\n"
    "    long o[3]; ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\\\n"
    "    const C g = LD(a_, o[1]), u = LD(b_, o[2]); ST(o_, o[0], g / ((C)1 + exp(-g))); ST(o_, o[0], LD(o_, o[0]) * u);\\\n"
    "}\n"
    ,
    /* the activations of runtime/kernels/ak_<name>.c, their constants in C (float or double) */
    "#define ACTS(S, T, C, LD, ST) \\\n"
    "UN(gelu_##S, T, C, LD, ST, (C)0.5 * x * ((C)1 + erf(x * (C)0.70710678118654752)))\\\n"
    "UN(gelutanh_##S, T, C, LD, ST, (C)0.5 * x * ((C)1 + tanh((C)0.79788456080286536 * (x + (C)0.044715 * x * x * x))))\\\n"
    "UN(quickgelu_##S, T, C, LD, ST, x / ((C)1 + exp((C)-1.702 * x)))\\\n"
    "UN(erf_##S, T, C, LD, ST, erf(x)) UN(reciprocal_##S, T, C, LD, ST, (C)1 / x)\\\n"
    "UN(hardswish_##S, T, C, LD, ST, x * fmin(fmax(x + (C)3, (C)0), (C)6) / (C)6)\\\n"
    "UNP(softplus_##S, T, C, LD, ST, (C)p0 * x > (C)p1 ? x : log1p(exp((C)p0 * x)) / (C)p0)\\\n"
    "UNP(hardtanh_##S, T, C, LD, ST, (x < (C)p0 ? (C)p0 : x) > (C)p1 ? (C)p1 : (x < (C)p0 ? (C)p0 : x))\\\n"
    "BIN(swiglu_##S, T, C, LD, ST, x * y / ((C)1 + exp(-y))) CLIP(clip_##S, T, C, LD, ST) SAM(silu_and_mul_##S, T, C, LD, ST)\n"
    /* every operator on one storage type: FOPS for the float types, IOPS for the integers */
    "#define FOPS(S, T, C, LD, ST) \\\n"
    "BIN(add_##S, T, C, LD, ST, x + y) BIN(sub_##S, T, C, LD, ST, x - y) BIN(mul_##S, T, C, LD, ST, x * y)\\\n"
    "UN(relu_##S, T, C, LD, ST, x < 0 ? (C)0 : x) UN(sigmoid_##S, T, C, LD, ST, (C)1 / ((C)1 + exp(-x)))\\\n"
    "UN(silu_##S, T, C, LD, ST, x / ((C)1 + exp(-x))) UN(tanh_##S, T, C, LD, ST, tanh(x)) ACTS(S, T, C, LD, ST)\n"
    "#define IOPS(S, T) \\\n"
    "BIN(add_##S, T, long, LD_ID, ST_ID, x + y) BIN(sub_##S, T, long, LD_ID, ST_ID, x - y)\\\n"
    "BIN(mul_##S, T, long, LD_ID, ST_ID, (long)((ulong)x * (ulong)y)) UN(relu_##S, T, long, LD_ID, ST_ID, x < 0 ? 0 : x)\n"
    "FOPS(float32, float, float, LD_ID, ST_ID) FOPS(float16, half, float, LD_H, ST_H)\n"
    "FOPS(bfloat16, ushort, float, LD_B, ST_B)\n"
    "IOPS(int32, int) IOPS(int64, long)\n"
    "#ifdef OCL_FP64\n"
    "FOPS(float64, double, double, LD_ID, ST_ID)\n"
    "#endif\n",
    NULL,
};
static ocl_program_t k_hand = OCL_PROGRAM_INIT("elementwise", "", ocl_ew_prelude, k_hand_source);

/* The hand-written operators: every operand of the output's dtype. */
static anyrt_status_t ocl_hand_p(int device, const anyrt_op_launch_t* l, const char* op, int nops, int ints,
                                 const float* p) {
    const anyrt_tensor_view_t* t = l->tensors;
    static const struct {
        anyrt_dtype_t dtype;
        const char* name;
        int is_int;
    } types[] = {{ANYRT_DTYPE_FLOAT32, "float32", 0}, {ANYRT_DTYPE_FLOAT64, "float64", 0},
                 {ANYRT_DTYPE_FLOAT16, "float16", 0}, {ANYRT_DTYPE_BFLOAT16, "bfloat16", 0},
                 {ANYRT_DTYPE_INT32, "int32", 1},     {ANYRT_DTYPE_INT64, "int64", 1}};
    for (int i = 1; i < nops; ++i)
        if (t[i].dtype != t[0].dtype) return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: %s: operands of mixed dtypes", op);
    for (size_t i = 0; i < sizeof types / sizeof types[0]; ++i) {
        if (types[i].dtype != t[0].dtype || (types[i].is_int && !ints)) continue;
        char stem[48];
        snprintf(stem, sizeof stem, "%s_%s", op, types[i].name);
        float q0 = p ? p[0] : 0.0f, q1 = p ? p[1] : 0.0f;
        ocl_karg_t args[] = {OA_VAL(q0), OA_VAL(q1)};
        return ocl_ew_launch(&k_hand, device, l, stem, t[0].dtype == ANYRT_DTYPE_FLOAT64, nops, p ? args : NULL, p ? 2 : 0);
    }
    return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: %s: no kernel for dtype %d", op, (int)t[0].dtype);
}

static anyrt_status_t ocl_hand(int device, const anyrt_op_launch_t* l, const char* op, int nops, int ints) {
    return ocl_hand_p(device, l, op, nops, ints, NULL);
}

#define OCL_HAND_SLOT(op, nops, ints)                                                                                  \
    anyrt_status_t ocl_op_##op(int device, const anyrt_op_launch_t* launch) {                                          \
        return ocl_hand(device, launch, #op, nops, ints);                                                              \
    }
OCL_HAND_SLOT(add, 3, 1)
OCL_HAND_SLOT(sub, 3, 1)
OCL_HAND_SLOT(mul, 3, 1)
OCL_HAND_SLOT(relu, 2, 1)
OCL_HAND_SLOT(sigmoid, 2, 0)
OCL_HAND_SLOT(silu, 2, 0)
OCL_HAND_SLOT(tanh, 2, 0)
OCL_HAND_SLOT(gelu, 2, 0)
OCL_HAND_SLOT(gelutanh, 2, 0)
OCL_HAND_SLOT(quickgelu, 2, 0)
OCL_HAND_SLOT(erf, 2, 0)
OCL_HAND_SLOT(reciprocal, 2, 0)
OCL_HAND_SLOT(hardswish, 2, 0)
OCL_HAND_SLOT(swiglu, 3, 0)
OCL_HAND_SLOT(clip, 4, 0)

/* Tensors: y [..., h], x [..., 2h]: the gate half and the up half of x as two operands of y's shape. */
anyrt_status_t ocl_op_silu_and_mul(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t *y = &l->tensors[0], *x = &l->tensors[1];
    if (x->ndim < 1 || x->ndim != y->ndim || x->shape[x->ndim - 1] != 2 * y->shape[y->ndim - 1])
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: silu_and_mul: x's last dim is not twice y's");
    anyrt_tensor_view_t t[3] = {*y, *x, *x};
    int last = x->ndim - 1;
    int64_t h = y->shape[last];
    t[1].shape = t[2].shape = y->shape; /* x's leading dims are y's */
    t[2].data = (char*)x->data + h * x->strides[last] * (int64_t)anyrt_dtype_size(x->dtype);
    anyrt_op_launch_t halves = *l;
    halves.tensors = t;
    halves.tensor_count = 3;
    return ocl_hand(device, &halves, "silu_and_mul", 3, 0);
}

anyrt_status_t ocl_op_softplus(int device, const anyrt_op_launch_t* l) {
    const anyrt_softplus_attrs_t* a = l->attrs;
    const float p[2] = {a->beta, a->threshold};
    return ocl_hand_p(device, l, "softplus", 2, 0, p);
}

anyrt_status_t ocl_op_hardtanh(int device, const anyrt_op_launch_t* l) {
    const anyrt_hardtanh_attrs_t* a = l->attrs;
    const float p[2] = {a->min_val, a->max_val};
    return ocl_hand_p(device, l, "hardtanh", 2, 0, p);
}

/* ---- gemm: naive, tiled in local memory (GPUs) and register-blocked (CPUs), per float type */
static const char* const k_gemm_source[] = {
    "#define GEMM(T) \\\n"
    "__kernel void gemm_##T(__global T* c, __global const T* a, __global const T* b, long M, long N, long K,\\\n"
    "        long cb, long cm, long cn, long ab, long am, long ak, long bb, long bk, long bn, float alpha, float beta) {\\\n"
    "    long n = get_global_id(0), m = get_global_id(1), z = get_global_id(2);\\\n"
    "    if (m >= M || n >= N) return;\\\n"
    "    __global const T* ar = a + z * ab + m * am; __global const T* bc = b + z * bb + n * bn;\\\n"
    "    T acc = 0;\\\n"
    "    for (long k = 0; k < K; ++k) acc += ar[k * ak] * bc[k * bk];\\\n"
    "    __global T* out = c + z * cb + m * cm + n * cn;\\\n"
    "    *out = beta == 0.0f ? (T)alpha * acc : (T)alpha * acc + (T)beta * *out;\\\n"
    "}\\\n"
    "__kernel __attribute__((reqd_work_group_size(TILE, TILE, 1)))\\\n"
    "void gemmt_##T(__global T* c, __global const T* a, __global const T* b, long M, long N, long K,\\\n"
    "        long cb, long cm, long cn, long ab, long am, long ak, long bb, long bk, long bn, float alpha, float beta) {\\\n"
    "    __local T ta[TILE][TILE + 1]; __local T tb[TILE][TILE + 1];\\\n"
    "    int tx = get_local_id(0), ty = get_local_id(1);\\\n"
    "    long n = get_global_id(0), m = get_global_id(1), z = get_global_id(2);\\\n"
    "    a += z * ab; b += z * bb;\\\n"
    "    T acc = 0;\\\n"
    "    for (long k0 = 0; k0 < K; k0 += TILE) {\\\n"
    "        ta[ty][tx] = (m < M && k0 + tx < K) ? a[m * am + (k0 + tx) * ak] : (T)0;\\\n"
    "        tb[ty][tx] = (n < N && k0 + ty < K) ? b[(k0 + ty) * bk + n * bn] : (T)0;\\\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\\\n"
    "        for (int k = 0; k < TILE; ++k) acc += ta[ty][k] * tb[k][tx];\\\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\\\n"
    "    }\\\n"
    "    if (m >= M || n >= N) return;\\\n"
    "    __global T* out = c + z * cb + m * cm + n * cn;\\\n"
    "    *out = beta == 0.0f ? (T)alpha * acc : (T)alpha * acc + (T)beta * *out;\\\n"
    "}\\\n"
    "__kernel void gemmr_##T(__global T* c, __global const T* a, __global const T* b, long M, long N, long K,\\\n"
    "        long cb, long cm, long cn, long ab, long am, long ak, long bb, long bk, long bn, float alpha, float beta) {\\\n"
    "    long n0 = get_global_id(0) * RB, m0 = get_global_id(1) * RB, z = get_global_id(2);\\\n"
    "    if (m0 >= M || n0 >= N) return;\\\n"
    "    long mm = min((long)RB, M - m0), nn = min((long)RB, N - n0);\\\n"
    "    a += z * ab + m0 * am; b += z * bb + n0 * bn; c += z * cb + m0 * cm + n0 * cn;\\\n"
    "    T acc[RB][RB];\\\n"
    "    for (int i = 0; i < RB; ++i) for (int j = 0; j < RB; ++j) acc[i][j] = 0;\\\n"
    "    for (long k = 0; k < K; ++k) {\\\n"
    "        T av[RB], bv[RB];\\\n"
    "        for (int i = 0; i < RB; ++i) av[i] = i < mm ? a[i * am + k * ak] : (T)0;\\\n"
    "        for (int j = 0; j < RB; ++j) bv[j] = j < nn ? b[k * bk + j * bn] : (T)0;\\\n"
    "        for (int i = 0; i < RB; ++i) for (int j = 0; j < RB; ++j) acc[i][j] += av[i] * bv[j];\\\n"
    "    }\\\n"
    "    for (int i = 0; i < mm; ++i) for (int j = 0; j < nn; ++j) {\\\n"
    "        __global T* out = c + i * cm + j * cn;\\\n"
    "        *out = beta == 0.0f ? (T)alpha * acc[i][j] : (T)alpha * acc[i][j] + (T)beta * *out;\\\n"
    "    }\\\n"
    "}\n",
    "GEMM(float)\n"
    "#ifdef OCL_FP64\n"
    "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "GEMM(double)\n"
    "#endif\n",
    NULL,
};
#define OCL_STR_(x) #x
#define OCL_STR(x) OCL_STR_(x)
static ocl_program_t k_gemm = OCL_PROGRAM_INIT("gemm", "-DTILE=" OCL_STR(OCL_TILE) " -DRB=" OCL_STR(OCL_RB), NULL, k_gemm_source);

/* c = alpha * a @ b + beta * c; 2-D, or 3-D with batch strides (0 where a batch of 1 broadcasts). */
anyrt_status_t ocl_op_gemm(int device, const anyrt_op_launch_t* launch) {
    const anyrt_tensor_view_t* c = &launch->tensors[0];
    const anyrt_tensor_view_t* a = &launch->tensors[1];
    const anyrt_tensor_view_t* b = &launch->tensors[2];
    const anyrt_gemm_attrs_t* attrs = launch->attrs;
    if (a->dtype != c->dtype || b->dtype != c->dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: gemm: operands of mixed dtypes");
    int r = c->ndim; /* 2 or 3; a and b have c's ndim */
    int64_t M = c->shape[r - 2], N = c->shape[r - 1], K = a->shape[r - 1], batch = r == 3 ? c->shape[0] : 1;
    if (M == 0 || N == 0 || batch == 0) return ANYRT_STATUS_SUCCESS;
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    const ocl_device_t* d = ocl_device(device, &st);
    if (d == NULL) return st;
    const char* type = c->dtype == ANYRT_DTYPE_FLOAT32 ? "float" : c->dtype == ANYRT_DTYPE_FLOAT64 && d->fp64 ? "double" : NULL;
    if (type == NULL) return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: gemm: no kernel for dtype %d", (int)c->dtype);
    /* CPUs (PoCL): register blocks, no barriers (PoCL runs a work-group's items as loops that every
     * barrier splits); GPUs: 16 x 16 tiles in local memory where the work-group size allows. */
    size_t max_group = 0;
    (void)ocl_cl.clGetDeviceInfo(d->id, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof max_group, &max_group, NULL);
    const char* force = getenv("ANYRT_OPENCL_GEMM"); /* naive | tiled | blocked: to compare them */
    int kind = d->cpu ? 2 : max_group >= OCL_TILE * OCL_TILE ? 1 : 0;
    if (force != NULL) kind = !strcmp(force, "naive") ? 0 : !strcmp(force, "tiled") && max_group >= OCL_TILE * OCL_TILE ? 1
                             : !strcmp(force, "blocked") ? 2 : kind;
    char name[32];
    snprintf(name, sizeof name, "%s_%s", (const char*[]){"gemm", "gemmt", "gemmr"}[kind], type);
    cl_kernel k = ocl_program_kernel(&k_gemm, device, OCL_T_NONE, name, &st);
    if (k == NULL) return st;
    cl_long args[12] = {M, N, K,
                        r == 3 ? c->strides[0] : 0, c->strides[r - 2], c->strides[r - 1],
                        r == 3 ? a->strides[0] : 0, a->strides[r - 2], a->strides[r - 1],
                        r == 3 ? b->strides[0] : 0, b->strides[r - 2], b->strides[r - 1]};
    float alpha = attrs ? attrs->alpha : 1.0f, beta = attrs ? attrs->beta : 0.0f;
    cl_int err = ocl_cl.clSetKernelArgSVMPointer(k, 0, c->data);
    if (err == CL_SUCCESS) err = ocl_cl.clSetKernelArgSVMPointer(k, 1, a->data);
    if (err == CL_SUCCESS) err = ocl_cl.clSetKernelArgSVMPointer(k, 2, b->data);
    for (cl_uint i = 0; i < 12 && err == CL_SUCCESS; ++i) err = ocl_cl.clSetKernelArg(k, 3 + i, sizeof args[i], &args[i]);
    if (err == CL_SUCCESS) err = ocl_cl.clSetKernelArg(k, 15, sizeof alpha, &alpha);
    if (err == CL_SUCCESS) err = ocl_cl.clSetKernelArg(k, 16, sizeof beta, &beta);
    size_t global[3] = {(size_t)N, (size_t)M, (size_t)batch};
    for (int i = 0; i < 2; ++i) /* tiled: whole tiles; blocked: one item per block */
        global[i] = kind == 1 ? (global[i] + OCL_TILE - 1) / OCL_TILE * OCL_TILE : kind == 2 ? (global[i] + OCL_RB - 1) / OCL_RB : global[i];
    size_t local[3] = {OCL_TILE, OCL_TILE, 1};
    cl_event ev = NULL;
    if (err == CL_SUCCESS)
        err = ocl_cl.clEnqueueNDRangeKernel(ocl_queue(launch->stream), k, 3, NULL, global, kind == 1 ? local : NULL, 0, NULL,
                                            &ev);
    ocl_program_unlock(&k_gemm);
    return ocl_submitted(launch->stream, err, ev, "clEnqueueNDRangeKernel(gemm)");
}
