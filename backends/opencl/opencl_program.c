/* The backend's one program cache (opencl_internal.h): every program built per device (and per element
 * type where it is generic) on first use, its kernels created by name on first use and kept until
 * finalize; and what the operator groups of opencl_program.h share. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "opencl_program.h"

/* What every group's source starts with. T: the element type, C: the type it computes in (float for
 * f16, as the portable kernels); LD/ST load and store element i of a T pointer; V: a tensor's shape
 * and strides; ocl_offn: the offset of row-major index i over a view's first nd dims; ocl_row: of
 * row r over every dim but `axis`; ocl_index: an int32/int64 index; ocl_gsum/ocl_gmax: a
 * work-group's tree reduction (a fixed order for a given group size: the bits repeat run to run).
 * FP_CONTRACT OFF: no product fused into a sum, so the arithmetic rounds as the cpu kernels'. */
static const char k_group_prelude[] =
    "#pragma OPENCL FP_CONTRACT OFF\n"
    "#ifdef OCL_FP64\n"
    "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "#endif\n"
    "typedef struct { long shape[8]; long st[8]; int ndim; int pad; } V;\n"
    "#ifdef OCL_HALF\n"
    "#define LD(p, i) vload_half((i), (p))\n"
    "#define ST(p, i, v) vstore_half_rte((float)(v), (i), (p))\n"
    "#elif defined(OCL_BF16)\n" /* bf16 as ushort: anyrt_half.h's conversions (nearest even; a NaN kept quiet) */
    "float ocl_bf16_ld(ushort h) { return as_float((uint)h << 16); }\n"
    "ushort ocl_bf16_st(float f) {\n"
    "    uint x = as_uint(f);\n"
    "    if ((x & 0x7fffffffu) > 0x7f800000u) return (ushort)((x >> 16) | 0x40u);\n"
    "    return (ushort)((x + 0x7fffu + ((x >> 16) & 1u)) >> 16);\n"
    "}\n"
    "#define LD(p, i) ocl_bf16_ld((p)[i])\n"
    "#define ST(p, i, v) ((p)[i] = ocl_bf16_st((float)(v)))\n"
    "#else\n"
    "#define LD(p, i) ((C)(p)[i])\n"
    "#define ST(p, i, v) ((p)[i] = (T)(v))\n"
    "#endif\n"
    "long ocl_offn(const V* v, long i, int nd) {\n"
    "    long o = 0;\n"
    "    for (int d = nd - 1; d >= 0; --d) { long n = v->shape[d]; o += (i % n) * v->st[d]; i /= n; }\n"
    "    return o;\n"
    "}\n"
    "long ocl_off(const V* v, long i) { return ocl_offn(v, i, v->ndim); }\n"
    "long ocl_row(const V* v, long r, int axis) {\n"
    "    long o = 0;\n"
    "    for (int d = v->ndim - 1; d >= 0; --d) {\n"
    "        if (d == axis) continue;\n"
    "        o += (r % v->shape[d]) * v->st[d]; r /= v->shape[d];\n"
    "    }\n"
    "    return o;\n"
    "}\n"
    "long ocl_index(__global const void* p, long off, int i64) {\n"
    "    return i64 ? ((__global const long*)p)[off] : (long)((__global const int*)p)[off];\n"
    "}\n"
    "void ocl_raise(__global long* f, int what, long value, long bound) {\n"
    "    if (atomic_cmpxchg((volatile __global int*)f, 0, what) == 0) { f[1] = value; f[2] = bound; }\n"
    "}\n"
    "#ifndef OCL_INT\n"
    "C ocl_gsum(C v, __local C* sh) {\n"
    "    int l = get_local_id(0), n = get_local_size(0);\n"
    "    if (n == 1) return v;\n"
    "    sh[l] = v; barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    for (int s = n / 2; s > 0; s >>= 1) { if (l < s) sh[l] += sh[l + s]; barrier(CLK_LOCAL_MEM_FENCE); }\n"
    "    C r = sh[0]; barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    return r;\n"
    "}\n"
    "C ocl_gmax(C v, __local C* sh) {\n"
    "    int l = get_local_id(0), n = get_local_size(0);\n"
    "    if (n == 1) return v;\n"
    "    sh[l] = v; barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    for (int s = n / 2; s > 0; s >>= 1) { if (l < s && sh[l + s] > sh[l]) sh[l] = sh[l + s]; barrier(CLK_LOCAL_MEM_FENCE); }\n"
    "    C r = sh[0]; barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    return r;\n"
    "}\n"
    "#endif\n";

const char* const ocl_group_prelude[] = {k_group_prelude, NULL};

static const char* const k_type_T[OCL_T_NONE] = {"float", "double", "half", "ushort", "int", "long", "uchar", "ushort", "char", "short"};
static const char* const k_type_C[OCL_T_NONE] = {"float", "double", "float", "float", "long", "long", "long", "long", "long", "long"};

#define OCL_KERNELS_MAX 256 /* kernels of one program (the hand-written elementwise one: 18 operators x 6 types x 2 layouts) */

struct ocl_built {
    ocl_type_t type; /* OCL_T_NONE where the program is not generic */
    int state;       /* 1 built, -1 failed (the message is kept) */
    cl_program program;
    int nkernels;
    struct {
        char name[64];
        cl_kernel kernel;
    } kernels[OCL_KERNELS_MAX];
    char error[OCL_MSG_SIZE];
    struct ocl_built* next; /* a generic program's other types on this device */
};

static pthread_mutex_t g_programs_mu = PTHREAD_MUTEX_INITIALIZER;
static ocl_program_t* g_programs; /* every program with a device build, linked by next */
static pthread_mutex_t g_fault_mu = PTHREAD_MUTEX_INITIALIZER;

int ocl_view_of(const anyrt_tensor_view_t* t, ocl_view_t* v) {
    memset(v, 0, sizeof *v);
    if (t->ndim > 8) return -1;
    v->ndim = t->ndim;
    for (int d = 0; d < t->ndim; ++d) {
        v->shape[d] = t->shape[d];
        v->st[d] = t->strides[d];
    }
    return 0;
}

int64_t ocl_numel(const anyrt_tensor_view_t* t) {
    int64_t n = 1;
    for (int d = 0; d < t->ndim; ++d) n *= t->shape[d];
    return n;
}

size_t ocl_csize(ocl_type_t type) { return type == OCL_T_F64 ? 8 : 4; }

int ocl_device_fp64(int device) {
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    const ocl_device_t* d = ocl_device(device, &st);
    return d != NULL && d->fp64;
}

anyrt_status_t ocl_type_of(int device, anyrt_dtype_t dtype, const char* op, ocl_type_t* type) {
    switch (dtype) {
    case ANYRT_DTYPE_FLOAT32: *type = OCL_T_F32; return ANYRT_STATUS_SUCCESS;
    case ANYRT_DTYPE_FLOAT16: *type = OCL_T_F16; return ANYRT_STATUS_SUCCESS;
    case ANYRT_DTYPE_BFLOAT16: *type = OCL_T_BF16; return ANYRT_STATUS_SUCCESS;
    case ANYRT_DTYPE_INT32: *type = OCL_T_I32; return ANYRT_STATUS_SUCCESS;
    case ANYRT_DTYPE_INT8: *type = OCL_T_I8; return ANYRT_STATUS_SUCCESS;
    case ANYRT_DTYPE_INT16: *type = OCL_T_I16; return ANYRT_STATUS_SUCCESS;
    case ANYRT_DTYPE_INT64: *type = OCL_T_I64; return ANYRT_STATUS_SUCCESS;
    case ANYRT_DTYPE_BOOL:
    case ANYRT_DTYPE_UINT8: *type = OCL_T_U8; return ANYRT_STATUS_SUCCESS;
    case ANYRT_DTYPE_FLOAT64:
        if (ocl_device_fp64(device)) {
            *type = OCL_T_F64;
            return ANYRT_STATUS_SUCCESS;
        }
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: %s: device %d has no doubles", op, device);
    default: return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: %s: no kernel for dtype %d", op, (int)dtype);
    }
}

int ocl_copy_type(size_t size) {
    switch (size) {
    case 1: return OCL_T_U8;
    case 2: return OCL_T_U16;
    case 4: return OCL_T_I32;
    case 8: return OCL_T_I64;
    default: return -1;
    }
}

size_t ocl_row_group(int device) {
    const char* force = getenv("ANYRT_OPENCL_ROW_GROUP");
    if (force != NULL) {
        long g = strtol(force, NULL, 10);
        if (g >= 1 && g <= 1024 && (g & (g - 1)) == 0) return (size_t)g;
    }
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    const ocl_device_t* d = ocl_device(device, &st);
    if (d == NULL || d->cpu) return 1;
    size_t max_group = 0;
    (void)ocl_cl.clGetDeviceInfo(d->id, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof max_group, &max_group, NULL);
    size_t g = 64;
    while (g > 1 && g > max_group) g /= 2;
    return g;
}

static int64_t* g_fault[OCL_MAX_DEVICES];
static cl_context g_fault_ctx[OCL_MAX_DEVICES];

/* Where the memory is coarse-grained the word is read and cleared through the device's own queue at
 * each synchronization (blocking copies of 24 bytes), after the stream's kernels have completed. */
static int g_fault_coarse[OCL_MAX_DEVICES];

void* ocl_fault_word(int device) {
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    const ocl_device_t* d = ocl_device(device, &st);
    if (d == NULL) return NULL;
    pthread_mutex_lock(&g_fault_mu);
    if (g_fault[device] == NULL) {
        int coarse = !d->fine_grain;
        int64_t* w = ocl_cl.clSVMAlloc(d->context, CL_MEM_READ_WRITE | (coarse ? 0 : CL_MEM_SVM_FINE_GRAIN_BUFFER),
                                       3 * sizeof(int64_t), 0);
        if (w != NULL && coarse) {
            static const int64_t zero[3];
            cl_command_queue q = NULL;
            if (ocl_device_queue(device, &q) != ANYRT_STATUS_SUCCESS ||
                ocl_cl.clEnqueueSVMMemcpy(q, CL_TRUE, w, zero, sizeof zero, 0, NULL, NULL) != CL_SUCCESS) {
                ocl_cl.clSVMFree(d->context, w);
                w = NULL;
            }
        } else if (w != NULL) {
            memset(w, 0, 3 * sizeof(int64_t));
        }
        if (w != NULL) {
            g_fault_ctx[device] = d->context;
            g_fault_coarse[device] = coarse;
        }
        g_fault[device] = w;
    }
    int64_t* w = g_fault[device];
    pthread_mutex_unlock(&g_fault_mu);
    return w;
}

anyrt_status_t ocl_take_fault(int device, anyrt_status_t st) {
    if (st != ANYRT_STATUS_SUCCESS || device < 0 || device >= OCL_MAX_DEVICES) return st;
    pthread_mutex_lock(&g_fault_mu);
    volatile int64_t* w = g_fault[device];
    int32_t what = 0;
    int64_t value = 0, bound = 0;
    if (w != NULL && g_fault_coarse[device]) {
        int64_t copy[3] = {0, 0, 0};
        static const int64_t zero[3];
        cl_command_queue q = NULL;
        anyrt_status_t qs = ocl_device_queue(device, &q);
        if (qs == ANYRT_STATUS_SUCCESS)
            qs = ocl_check(ocl_cl.clEnqueueSVMMemcpy(q, CL_TRUE, copy, (void*)w, sizeof copy, 0, NULL, NULL),
                           "clEnqueueSVMMemcpy(the fault word)");
        if (qs == ANYRT_STATUS_SUCCESS && (what = (int32_t)copy[0]) != 0) {
            value = copy[1];
            bound = copy[2];
            qs = ocl_check(ocl_cl.clEnqueueSVMMemcpy(q, CL_TRUE, (void*)w, zero, sizeof zero, 0, NULL, NULL),
                           "clEnqueueSVMMemcpy(the fault word)");
        }
        if (qs != ANYRT_STATUS_SUCCESS) {
            pthread_mutex_unlock(&g_fault_mu);
            return qs;
        }
    } else if (w != NULL && (what = (int32_t)w[0]) != 0) { /* the low word: the kernels' 32-bit atomic */
        value = w[1];
        bound = w[2];
        w[0] = w[1] = w[2] = 0;
    }
    pthread_mutex_unlock(&g_fault_mu);
    if (what == 0) return st;
    if (what == OCL_FAULT_INDEX)
        return ocl_fail(ANYRT_STATUS_INVALID_VALUE, "opencl: an index (a token id, or a gather / index_select / one_hot "
                        "index) is %lld, outside [0, %lld); its outputs were not written (embedding's: NaN)",
                        (long long)value, (long long)bound);
    if (what == OCL_FAULT_RANGE)
        return ocl_fail(ANYRT_STATUS_INVALID_VALUE, "opencl: histc: x's range is infinite (min_val == max_val takes "
                        "x's smallest and largest element); its bins were not written");
    return ocl_fail(ANYRT_STATUS_INTERNAL_ERROR, "opencl: a kernel raised fault %d", (int)what);
}

/* Builds `b` (p's lock held): the prelude's and the program's pieces, with the device's and the type's
 * defines; a failure is kept with the build log (declined from then on: the portable kernels serve). */
static void ocl_build(const ocl_program_t* p, int device, const ocl_device_t* d, ocl_built_t* b) {
    enum { MAX_PIECES = 64 };
    const char* pieces[MAX_PIECES];
    int n = 0;
    for (const char* const* s = p->prelude; s != NULL && *s != NULL && n < MAX_PIECES; ++s) pieces[n++] = *s;
    for (const char* const* s = p->source; *s != NULL && n < MAX_PIECES; ++s) pieces[n++] = *s;
    cl_int err = n < MAX_PIECES ? CL_SUCCESS : CL_OUT_OF_HOST_MEMORY;
    if (err == CL_SUCCESS) b->program = ocl_cl.clCreateProgramWithSource(d->context, (cl_uint)n, pieces, NULL, &err);
    if (err == CL_SUCCESS) {
        /* correctly rounded f32 division and sqrt where the device offers them (OpenCL's default allows
         * 2.5 and 3 ulp): the bits are then the cpu kernel's */
        cl_device_fp_config fp32 = 0;
        (void)ocl_cl.clGetDeviceInfo(d->id, CL_DEVICE_SINGLE_FP_CONFIG, sizeof fp32, &fp32, NULL);
        char typed[64] = "";
        if (b->type != OCL_T_NONE)
            snprintf(typed, sizeof typed, " -DT=%s -DC=%s%s%s", k_type_T[b->type], k_type_C[b->type],
                     b->type == OCL_T_F16 ? " -DOCL_HALF" : b->type == OCL_T_BF16 ? " -DOCL_BF16" : "",
                     b->type >= OCL_T_I32 ? " -DOCL_INT" : "");
        char options[384];
        /* -w: a platform may print its compiler's warnings (the spec's `a | b ? x : y` selects) to stderr */
        snprintf(options, sizeof options, "-w -DOCL_EW_DIMS=%d -DOCL_EW_OPERANDS=%d -DOCL_RD_GROUP=%d%s%s%s %s",
                 OCL_EW_DIMS, OCL_EW_OPERANDS, OCL_RD_GROUP, typed, d->fp64 ? " -DOCL_FP64" : "",
                 (fp32 & CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT) ? " -cl-fp32-correctly-rounded-divide-sqrt" : "",
                 p->options);
        ocl_signals_hold();
        err = ocl_cl.clBuildProgram(b->program, 1, &d->id, options, NULL, NULL);
        ocl_signals_release();
    }
    if (err != CL_SUCCESS) {
        char log[256] = {0};
        if (b->program != NULL)
            (void)ocl_cl.clGetProgramBuildInfo(b->program, d->id, CL_PROGRAM_BUILD_LOG, sizeof log - 1, log, NULL);
        snprintf(b->error, sizeof b->error, "opencl: building the %s kernels%s%s%s for device %d (%s) failed: %s; %s",
                 p->name, b->type != OCL_T_NONE ? " (" : "", b->type != OCL_T_NONE ? k_type_T[b->type] : "",
                 b->type != OCL_T_NONE ? ")" : "", device, d->name, ocl_error_name(err), log);
        if (b->program != NULL) (void)ocl_cl.clReleaseProgram(b->program);
        b->program = NULL;
        b->state = -1;
        return;
    }
    b->state = 1;
}

cl_kernel ocl_program_kernel(ocl_program_t* p, int device, ocl_type_t type, const char* kernel, anyrt_status_t* st) {
    const ocl_device_t* d = ocl_device(device, st);
    if (d == NULL) return NULL;
    if (!p->generic) type = OCL_T_NONE;
    else if (type < 0 || type >= OCL_T_NONE) {
        *st = ocl_fail(ANYRT_STATUS_INVALID_VALUE, "opencl: %s: no program type %d", p->name, (int)type);
        return NULL;
    }
    pthread_mutex_lock(&p->mu);
    ocl_built_t* b = p->built[device];
    while (b != NULL && b->type != type) b = b->next;
    if (b == NULL) {
        b = calloc(1, sizeof *b);
        if (b == NULL) {
            pthread_mutex_unlock(&p->mu);
            *st = ocl_fail(ANYRT_STATUS_OUT_OF_MEMORY, "opencl: %s: out of host memory", p->name);
            return NULL;
        }
        b->type = type;
        ocl_build(p, device, d, b);
        b->next = p->built[device];
        p->built[device] = b;
        if (!p->listed) { /* lock order: a program's, then the list's */
            p->listed = 1;
            pthread_mutex_lock(&g_programs_mu);
            p->next = g_programs;
            g_programs = p;
            pthread_mutex_unlock(&g_programs_mu);
        }
    }
    if (b->state != 1) {
        pthread_mutex_unlock(&p->mu);
        *st = ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "%s", b->error);
        return NULL;
    }
    for (int k = 0; k < b->nkernels; ++k)
        if (strcmp(b->kernels[k].name, kernel) == 0) return b->kernels[k].kernel;
    cl_int err = CL_SUCCESS;
    cl_kernel k = b->nkernels < OCL_KERNELS_MAX && strlen(kernel) < sizeof b->kernels[0].name
                      ? ocl_cl.clCreateKernel(b->program, kernel, &err)
                      : NULL;
    if (k == NULL) {
        pthread_mutex_unlock(&p->mu);
        *st = ocl_fail(err == CL_SUCCESS ? ANYRT_STATUS_NOT_SUPPORTED : ocl_check(err, "clCreateKernel"),
                       "opencl: %s: clCreateKernel(%s): %s", p->name, kernel, ocl_error_name(err));
        return NULL;
    }
    strcpy(b->kernels[b->nkernels].name, kernel);
    b->kernels[b->nkernels++].kernel = k;
    return k;
}

void ocl_program_unlock(ocl_program_t* p) { pthread_mutex_unlock(&p->mu); }

cl_int ocl_set_args(cl_kernel k, cl_uint first, const ocl_karg_t* args, int nargs) {
    cl_int err = CL_SUCCESS;
    for (int i = 0; i < nargs && err == CL_SUCCESS; ++i) {
        if (args[i].kind == OCL_ARG_SVM) err = ocl_cl.clSetKernelArgSVMPointer(k, first + (cl_uint)i, args[i].value);
        else err = ocl_cl.clSetKernelArg(k, first + (cl_uint)i, args[i].size, args[i].value);
    }
    return err;
}

void ocl_programs_finalize(void) {
    pthread_mutex_lock(&g_fault_mu);
    for (int i = 0; i < OCL_MAX_DEVICES; ++i) {
        if (g_fault[i] != NULL) ocl_cl.clSVMFree(g_fault_ctx[i], g_fault[i]);
        g_fault[i] = NULL;
    }
    pthread_mutex_unlock(&g_fault_mu);
    /* the list is taken whole first: a program's lock is never taken inside the list's (a launch nests them
     * the other way round) */
    pthread_mutex_lock(&g_programs_mu);
    ocl_program_t* built = g_programs;
    g_programs = NULL;
    pthread_mutex_unlock(&g_programs_mu);
    for (ocl_program_t* p = built; p != NULL;) {
        ocl_program_t* next = p->next;
        pthread_mutex_lock(&p->mu);
        for (int d = 0; d < OCL_MAX_DEVICES; ++d) {
            for (ocl_built_t* b = p->built[d]; b != NULL;) {
                ocl_built_t* bn = b->next;
                for (int k = 0; k < b->nkernels; ++k) (void)ocl_cl.clReleaseKernel(b->kernels[k].kernel);
                if (b->program != NULL) (void)ocl_cl.clReleaseProgram(b->program);
                free(b);
                b = bn;
            }
            p->built[d] = NULL;
        }
        p->next = NULL;
        p->listed = 0;
        pthread_mutex_unlock(&p->mu);
        p = next;
    }
}

anyrt_status_t ocl_launch(int device, const anyrt_op_launch_t* launch, ocl_program_t* p, ocl_type_t type,
                          const char* kernel, const ocl_karg_t* args, int nargs, size_t global, size_t local) {
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    if (ocl_device(device, &st) == NULL) return st;
    if (global == 0) return ANYRT_STATUS_SUCCESS;
    cl_kernel k = ocl_program_kernel(p, device, type, kernel, &st);
    if (k == NULL) return st;
    cl_int err = ocl_set_args(k, 0, args, nargs);
    if (local > 1) global = (global + local - 1) / local * local;
    cl_event ev = NULL;
    if (err == CL_SUCCESS)
        err = ocl_cl.clEnqueueNDRangeKernel(ocl_queue(launch->stream), k, 1, NULL, &global, local ? &local : NULL, 0, NULL,
                                            &ev);
    ocl_program_unlock(p);
    if (err != CL_SUCCESS)
        return ocl_fail(ocl_check(err, kernel), "opencl: %s (%s kernels): %s", kernel, p->name, ocl_error_name(err));
    return ocl_submitted(launch->stream, err, ev, kernel);
}

void* ocl_scratch(int device, size_t bytes, anyrt_status_t* st) {
    const ocl_device_t* d = ocl_device(device, st);
    if (d == NULL) return NULL;
    void* p = ocl_cl.clSVMAlloc(d->context, CL_MEM_READ_WRITE, bytes == 0 ? 1 : bytes, 0);
    if (p == NULL)
        *st = ocl_fail(ANYRT_STATUS_OUT_OF_MEMORY, "opencl: no device memory for %zu bytes of scratch on device %d", bytes,
                       device);
    return p;
}

anyrt_status_t ocl_scratch_free(int device, const anyrt_op_launch_t* launch, void* p, anyrt_status_t st) {
    anyrt_status_t dst = ANYRT_STATUS_SUCCESS;
    const ocl_device_t* d = ocl_device(device, &dst);
    if (d == NULL || p == NULL) return st;
    void* ptrs[1] = {p};
    cl_event ev = NULL;
    cl_int err = ocl_cl.clEnqueueSVMFree(ocl_queue(launch->stream), 1, ptrs, NULL, NULL, 0, NULL, &ev);
    if (err != CL_SUCCESS) { /* the queue refused it: wait for the stream's work, then free */
        (void)ocl_cl.clFinish(ocl_queue(launch->stream));
        ocl_cl.clSVMFree(d->context, p);
        return st != ANYRT_STATUS_SUCCESS ? st : ocl_check(err, "clEnqueueSVMFree");
    }
    anyrt_status_t sst = ocl_submitted(launch->stream, err, ev, "clEnqueueSVMFree");
    return st != ANYRT_STATUS_SUCCESS ? st : sst;
}
