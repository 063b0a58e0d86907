/* The opencl backend's native operators, in OpenCL C: elementwise arithmetic and activations
 * (strided and broadcast, with a contiguous fast path) for float32, float64 where the device has
 * doubles, float16 (stored as half through core OpenCL's vload_half/vstore_half_rte, computed in
 * float and rounded once, as anyrt's portable kernels do, so no cl_khr_fp16 is needed) and, for the
 * operators integers have, int32 and int64 (two's complement wrap, as NumPy); gemm (tiled in local
 * memory) for float32 and float64. Any other dtype is declined (NOT_SUPPORTED), so the core's
 * portable kernel serves it; so are the operators not here.
 *
 * The program is built per device on first use; its kernels are shared by the streams of the
 * device, so setting their arguments and enqueuing happen under the device's lock. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "opencl_internal.h"

#define OCL_TILE 16
#define OCL_RB 4 /* gemmr: the rows and columns of c one work-item computes */

/* The program. Each EWX(name_T, T, C, LD, ST, expr) defines, for storage type T computed as C,
 * ew_<name>_<T> (strided: each tensor's element offset from the linear index and the layout) and
 * ewc_<name>_<T> (every tensor contiguous); `x` and `y` are the operands (unary operators read only
 * `x`), LD and ST load and store one element. EW1/EWH paste the kernel's name before passing it on:
 * a platform may define builtin names (`abs`, `exp`) as macros, which would rename a name passed bare. */
static const char* const k_source[] = { /* pieces: C11 promises string literals of 4095 bytes only */
    "typedef struct { long shape[8]; long st[3][8]; } ocl_layout;\n"
    "#define LDP(p, i) p[i]\n"
    "#define STP(p, i, v) p[i] = (v)\n"
    "#define LDH(p, i) vload_half(i, p)\n"
    "#define STH(p, i, v) vstore_half_rte((v), i, p)\n"
    "#define EWX(nt, T, C, LD, ST, expr) \\\n"
    "__kernel void ew_##nt(__global T* out, __global const T* a, __global const T* b, long n, int ndim,\\\n"
    "                              ocl_layout L) {\\\n"
    "    long i = get_global_id(0); if (i >= n) return;\\\n"
    "    long o0 = 0, o1 = 0, o2 = 0, r = i;\\\n"
    "    for (int d = ndim - 1; d >= 0; --d) {\\\n"
    "        long q = r % L.shape[d]; r /= L.shape[d];\\\n"
    "        o0 += q * L.st[0][d]; o1 += q * L.st[1][d]; o2 += q * L.st[2][d];\\\n"
    "    }\\\n"
    "    C x = LD(a, o1); C y = LD(b, o2); (void)y; ST(out, o0, (expr));\\\n"
    "}\\\n"
    "__kernel void ewc_##nt(__global T* out, __global const T* a, __global const T* b, long n) {\\\n"
    "    long i = get_global_id(0); if (i >= n) return;\\\n"
    "    C x = LD(a, i); C y = LD(b, i); (void)y; ST(out, i, (expr));\\\n"
    "}\n"
    "#define EW1(name, T, expr) EWX(name##_##T, T, T, LDP, STP, expr)\n"
    "#define EWH(name, T, expr) EWX(name##_half, half, float, LDH, STH, expr)\n",
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
    "#define FOPS(EW, T, C) \\\n"
    "EW(add, T, x + y) EW(sub, T, x - y) EW(mul, T, x * y) EW(div, T, x / y)\\\n"
    "EW(relu, T, x < 0 ? (C)0 : x) EW(sigmoid, T, (C)1 / ((C)1 + exp(-x))) EW(silu, T, x / ((C)1 + exp(-x)))\\\n"
    "EW(neg, T, -x) EW(abs, T, fabs(x)) EW(exp, T, exp(x)) EW(log, T, log(x)) EW(sqrt, T, sqrt(x))\\\n"
    "EW(tanh, T, tanh(x)) EW(square, T, x * x)\n"
    /* Integers: the arithmetic in the unsigned type U, so overflow wraps (signed overflow is undefined). */
    "#define IOPS(T, U) \\\n"
    "EW1(add, T, (T)((U)x + (U)y)) EW1(sub, T, (T)((U)x - (U)y)) EW1(mul, T, (T)((U)x * (U)y))\\\n"
    "EW1(relu, T, x < 0 ? (T)0 : x) EW1(neg, T, (T)(-(U)x)) EW1(abs, T, x < 0 ? (T)(-(U)x) : x)\\\n"
    "EW1(square, T, (T)((U)x * (U)x))\n"
    "FOPS(EW1, float, float) GEMM(float)\n"
    "FOPS(EWH, half, float)\n"
    "IOPS(int, uint) IOPS(long, ulong)\n"
    "#ifdef OCL_FP64\n"
    "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "FOPS(EW1, double, double) GEMM(double)\n"
    "#endif\n",
};

/* The operators above, by the anyrt operator they serve; `ints`: it has int and long kernels. */
static const struct {
    anyrt_op_kind_t op;
    const char* name;
    int inputs;
    int ints;
} k_ew[] = {
    {ANYRT_OP_ADD, "add", 2, 1},   {ANYRT_OP_SUB, "sub", 2, 1},         {ANYRT_OP_MUL, "mul", 2, 1},
    {ANYRT_OP_DIV, "div", 2, 0},   {ANYRT_OP_RELU, "relu", 1, 1},       {ANYRT_OP_SIGMOID, "sigmoid", 1, 0},
    {ANYRT_OP_SILU, "silu", 1, 0}, {ANYRT_OP_NEG, "neg", 1, 1},         {ANYRT_OP_ABS, "abs", 1, 1},
    {ANYRT_OP_EXP, "exp", 1, 0},   {ANYRT_OP_LOG, "log", 1, 0},         {ANYRT_OP_SQRT, "sqrt", 1, 0},
    {ANYRT_OP_TANH, "tanh", 1, 0}, {ANYRT_OP_SQUARE, "square", 1, 1},
};
#define OCL_NEW (int)(sizeof k_ew / sizeof k_ew[0])
/* Kernels per type: ew and ewc per operator, then gemm, gemmt and gemmr (float types only). */
#define OCL_KERNELS (2 * OCL_NEW + 3)

/* The program's types, by the index kernels[] uses: the OpenCL C name and the anyrt dtype. */
enum { OCL_F32, OCL_F64, OCL_F16, OCL_I32, OCL_I64, OCL_TYPES };
static const char* const k_type_name[OCL_TYPES] = {"float", "double", "half", "int", "long"};
static int ocl_type_has(int type, int kernel) {
    if (kernel >= 2 * OCL_NEW) return type == OCL_F32 || type == OCL_F64; /* gemm */
    return type <= OCL_F16 || k_ew[kernel / 2].ints;
}

typedef struct {
    pthread_mutex_t mu;
    int built;          /* 1 built, -1 failed (the message is kept) */
    cl_program program;
    cl_kernel kernels[OCL_TYPES][OCL_KERNELS]; /* NULL where the type has no such kernel */
    char error[OCL_MSG_SIZE];
} ocl_programs_t;

static ocl_programs_t g_prog[OCL_MAX_DEVICES];
static pthread_once_t g_prog_once = PTHREAD_ONCE_INIT;

static void ocl_prog_init(void) {
    for (int i = 0; i < OCL_MAX_DEVICES; ++i) pthread_mutex_init(&g_prog[i].mu, NULL);
}

void ocl_ops_finalize(void) {
    pthread_once(&g_prog_once, ocl_prog_init);
    for (int i = 0; i < OCL_MAX_DEVICES; ++i) {
        ocl_programs_t* p = &g_prog[i];
        pthread_mutex_lock(&p->mu);
        for (int t = 0; t < OCL_TYPES; ++t)
            for (int k = 0; k < OCL_KERNELS; ++k) {
                if (p->kernels[t][k] != NULL) (void)ocl_cl.clReleaseKernel(p->kernels[t][k]);
                p->kernels[t][k] = NULL;
            }
        if (p->program != NULL) (void)ocl_cl.clReleaseProgram(p->program);
        p->program = NULL;
        p->built = 0;
        pthread_mutex_unlock(&p->mu);
    }
}

static anyrt_status_t ocl_build_locked(int device, const ocl_device_t* d, ocl_programs_t* p) {
    if (p->built == 1) return ANYRT_STATUS_SUCCESS;
    if (p->built == -1) return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "%s", p->error);
    cl_int err = CL_SUCCESS;
    p->program = ocl_cl.clCreateProgramWithSource(d->context, (cl_uint)(sizeof k_source / sizeof k_source[0]),
                                                  (const char**)k_source, NULL, &err);
    if (err == CL_SUCCESS) {
        char options[64];
        snprintf(options, sizeof options, "-DTILE=%d -DRB=%d%s", OCL_TILE, OCL_RB, d->fp64 ? " -DOCL_FP64" : "");
        ocl_signals_hold();
        err = ocl_cl.clBuildProgram(p->program, 1, &d->id, options, NULL, NULL);
        ocl_signals_release();
    }
    if (err != CL_SUCCESS) {
        char log[256] = {0};
        if (p->program != NULL)
            (void)ocl_cl.clGetProgramBuildInfo(p->program, d->id, CL_PROGRAM_BUILD_LOG, sizeof log - 1, log, NULL);
        snprintf(p->error, sizeof p->error, "opencl: building the kernels for device %d (%s) failed: %s; %s", device,
                 d->name, ocl_error_name(err), log);
        p->built = -1; /* declined from now on: the portable kernels serve every operator */
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "%s", p->error);
    }
    for (int t = 0; t < OCL_TYPES; ++t) {
        if (t == OCL_F64 && !d->fp64) continue;
        const char* type = k_type_name[t];
        for (int k = 0; k < OCL_KERNELS; ++k) {
            if (!ocl_type_has(t, k)) continue;
            char name[64];
            if (k < 2 * OCL_NEW) snprintf(name, sizeof name, "%s_%s_%s", k % 2 ? "ewc" : "ew", k_ew[k / 2].name, type);
            else snprintf(name, sizeof name, "%s_%s", (const char*[]){"gemm", "gemmt", "gemmr"}[k - 2 * OCL_NEW], type);
            p->kernels[t][k] = ocl_cl.clCreateKernel(p->program, name, &err);
            if (err != CL_SUCCESS) return ocl_fail(ocl_check(err, "clCreateKernel"), "opencl: clCreateKernel(%s): %s", name,
                                                   ocl_error_name(err));
        }
    }
    p->built = 1;
    return ANYRT_STATUS_SUCCESS;
}

/* The device's programs, locked, built (the caller unlocks); NULL with the status otherwise. */
static ocl_programs_t* ocl_programs(int device, int* type, anyrt_dtype_t dtype, anyrt_status_t* st) {
    const ocl_device_t* d = ocl_device(device, st);
    if (d == NULL) return NULL;
    if (dtype == ANYRT_DTYPE_FLOAT32) *type = OCL_F32;
    else if (dtype == ANYRT_DTYPE_FLOAT64 && d->fp64) *type = OCL_F64;
    else if (dtype == ANYRT_DTYPE_FLOAT16) *type = OCL_F16;
    else if (dtype == ANYRT_DTYPE_INT32) *type = OCL_I32;
    else if (dtype == ANYRT_DTYPE_INT64) *type = OCL_I64;
    else {
        *st = ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: no native kernel for dtype %d", (int)dtype);
        return NULL;
    }
    pthread_once(&g_prog_once, ocl_prog_init);
    ocl_programs_t* p = &g_prog[device];
    pthread_mutex_lock(&p->mu);
    *st = ocl_build_locked(device, d, p);
    if (*st != ANYRT_STATUS_SUCCESS) {
        pthread_mutex_unlock(&p->mu);
        return NULL;
    }
    return p;
}

typedef struct {
    int64_t shape[8];
    int64_t st[3][8];
} ocl_layout_t;

static int ocl_contiguous(const anyrt_tensor_view_t* t) {
    int64_t expect = 1;
    for (int d = t->ndim - 1; d >= 0; --d) {
        if (t->shape[d] != 1 && t->strides[d] != expect) return 0;
        expect *= t->shape[d];
    }
    return 1;
}

static anyrt_status_t ocl_elementwise(int device, const anyrt_op_launch_t* launch, int which) {
    const anyrt_tensor_view_t* t = launch->tensors;
    int inputs = k_ew[which].inputs;
    for (int i = 1; i <= inputs; ++i)
        if (t[i].dtype != t[0].dtype)
            return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: %s: operands of mixed dtypes", k_ew[which].name);
    if (t[0].ndim > 8) return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: %s: more than 8 dims", k_ew[which].name);
    int64_t n = 1;
    for (int d = 0; d < t[0].ndim; ++d) n *= t[0].shape[d];
    if (n == 0) return ANYRT_STATUS_SUCCESS;
    int type = 0;
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    ocl_programs_t* p = ocl_programs(device, &type, t[0].dtype, &st);
    if (p == NULL) return st;
    const anyrt_tensor_view_t* b = inputs == 2 ? &t[2] : &t[1];
    int contiguous = ocl_contiguous(&t[0]) && ocl_contiguous(&t[1]) && ocl_contiguous(b);
    cl_kernel k = p->kernels[type][2 * which + contiguous];
    if (k == NULL) {
        pthread_mutex_unlock(&p->mu);
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: %s: no %s kernel", k_ew[which].name, k_type_name[type]);
    }
    cl_long count = (cl_long)n;
    cl_int err = ocl_cl.clSetKernelArgSVMPointer(k, 0, t[0].data);
    if (err == CL_SUCCESS) err = ocl_cl.clSetKernelArgSVMPointer(k, 1, t[1].data);
    if (err == CL_SUCCESS) err = ocl_cl.clSetKernelArgSVMPointer(k, 2, b->data);
    if (err == CL_SUCCESS) err = ocl_cl.clSetKernelArg(k, 3, sizeof count, &count);
    if (err == CL_SUCCESS && !contiguous) {
        ocl_layout_t L;
        memset(&L, 0, sizeof L);
        const anyrt_tensor_view_t* ops[3] = {&t[0], &t[1], b};
        for (int d = 0; d < t[0].ndim; ++d) {
            L.shape[d] = t[0].shape[d];
            for (int j = 0; j < 3; ++j) L.st[j][d] = ops[j]->strides[d];
        }
        cl_int ndim = t[0].ndim;
        err = ocl_cl.clSetKernelArg(k, 4, sizeof ndim, &ndim);
        if (err == CL_SUCCESS) err = ocl_cl.clSetKernelArg(k, 5, sizeof L, &L);
    }
    size_t global = (size_t)n;
    cl_event ev = NULL;
    if (err == CL_SUCCESS)
        err = ocl_cl.clEnqueueNDRangeKernel(ocl_queue(launch->stream), k, 1, NULL, &global, NULL, 0, NULL, &ev);
    pthread_mutex_unlock(&p->mu);
    return ocl_submitted(launch->stream, err, ev, "clEnqueueNDRangeKernel");
}

#define OCL_EW_SLOT(slot, index)                                                                                       \
    anyrt_status_t ocl_op_##slot(int device, const anyrt_op_launch_t* launch) {                                       \
        return ocl_elementwise(device, launch, index);                                                                 \
    }
OCL_EW_SLOT(add, 0)
OCL_EW_SLOT(sub, 1)
OCL_EW_SLOT(mul, 2)
OCL_EW_SLOT(div, 3)
OCL_EW_SLOT(relu, 4)
OCL_EW_SLOT(sigmoid, 5)
OCL_EW_SLOT(silu, 6)
OCL_EW_SLOT(neg, 7)
OCL_EW_SLOT(abs, 8)
OCL_EW_SLOT(exp, 9)
OCL_EW_SLOT(log, 10)
OCL_EW_SLOT(sqrt, 11)
OCL_EW_SLOT(tanh, 12)
OCL_EW_SLOT(square, 13)

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
    int type = 0;
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    ocl_programs_t* p = ocl_programs(device, &type, c->dtype, &st);
    if (p == NULL) return st;
    const ocl_device_t* d = ocl_device(device, &st);
    /* CPUs (PoCL): register blocks, no barriers (PoCL runs a work-group's items as loops that every
     * barrier splits); GPUs: 16 x 16 tiles in local memory where the work-group size allows. */
    size_t max_group = 0;
    (void)ocl_cl.clGetDeviceInfo(d->id, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof max_group, &max_group, NULL);
    const char* force = getenv("ANYRT_OPENCL_GEMM"); /* naive | tiled | blocked: to compare them */
    int kind = d->cpu ? 2 : max_group >= OCL_TILE * OCL_TILE ? 1 : 0;
    if (force != NULL) kind = !strcmp(force, "naive") ? 0 : !strcmp(force, "tiled") && max_group >= OCL_TILE * OCL_TILE ? 1
                             : !strcmp(force, "blocked") ? 2 : kind;
    cl_kernel k = p->kernels[type][2 * OCL_NEW + kind];
    if (k == NULL) {
        pthread_mutex_unlock(&p->mu);
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: gemm: no %s kernel", k_type_name[type]);
    }
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
    pthread_mutex_unlock(&p->mu);
    return ocl_submitted(launch->stream, err, ev, "clEnqueueNDRangeKernel(gemm)");
}
