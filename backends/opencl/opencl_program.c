/* The program cache of opencl_program.h: programs built per (device, source, type) on first use,
 * their kernels created by name on first use and kept until finalize. */
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
static const char k_prelude[] =
    "#pragma OPENCL FP_CONTRACT OFF\n"
    "#ifdef OCL_FP64\n"
    "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "#endif\n"
    "typedef struct { long shape[8]; long st[8]; int ndim; int pad; } V;\n"
    "#ifdef OCL_HALF\n"
    "#define LD(p, i) vload_half((i), (p))\n"
    "#define ST(p, i, v) vstore_half_rte((float)(v), (i), (p))\n"
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

static const char* const k_type_T[OCL_T_COUNT] = {"float", "double", "half", "int", "long", "uchar", "ushort"};
static const char* const k_type_C[OCL_T_COUNT] = {"float", "double", "float", "long", "long", "long", "long"};

#define OCL_MAX_PROGRAMS 128
#define OCL_MAX_KERNELS 24

typedef struct {
    int used;
    int device;
    const ocl_source_t* src;
    ocl_type_t type;
    pthread_mutex_t mu; /* the build, the kernel list, and each launch's arguments and enqueue */
    int built;          /* 1 built, -1 failed (the message kept: declined from then on) */
    cl_program program;
    int nkernels;
    const char* names[OCL_MAX_KERNELS];
    cl_kernel kernels[OCL_MAX_KERNELS];
    char error[OCL_MSG_SIZE];
} ocl_entry_t;

static pthread_mutex_t g_table_mu = PTHREAD_MUTEX_INITIALIZER;
static ocl_entry_t g_entries[OCL_MAX_PROGRAMS];

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
    case ANYRT_DTYPE_INT32: *type = OCL_T_I32; return ANYRT_STATUS_SUCCESS;
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

void* ocl_fault_word(int device) {
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    const ocl_device_t* d = ocl_device(device, &st);
    if (d == NULL || !d->fine_grain) return NULL;
    pthread_mutex_lock(&g_table_mu);
    if (g_fault[device] == NULL) {
        int64_t* w = ocl_cl.clSVMAlloc(d->context, CL_MEM_READ_WRITE | CL_MEM_SVM_FINE_GRAIN_BUFFER, 3 * sizeof(int64_t), 0);
        if (w != NULL) {
            memset(w, 0, 3 * sizeof(int64_t));
            g_fault_ctx[device] = d->context;
        }
        g_fault[device] = w;
    }
    int64_t* w = g_fault[device];
    pthread_mutex_unlock(&g_table_mu);
    return w;
}

anyrt_status_t ocl_take_fault(int device, anyrt_status_t st) {
    if (st != ANYRT_STATUS_SUCCESS || device < 0 || device >= OCL_MAX_DEVICES) return st;
    pthread_mutex_lock(&g_table_mu);
    volatile int64_t* w = g_fault[device];
    int32_t what = 0;
    int64_t value = 0, bound = 0;
    if (w != NULL && (what = (int32_t)w[0]) != 0) { /* the low word: the kernels' 32-bit atomic */
        value = w[1];
        bound = w[2];
        w[0] = w[1] = w[2] = 0;
    }
    pthread_mutex_unlock(&g_table_mu);
    if (what == 0) return st;
    if (what == OCL_FAULT_INDEX)
        return ocl_fail(ANYRT_STATUS_INVALID_VALUE, "opencl: an index (a token id, or a gather / index_select / one_hot "
                        "index) is %lld, outside [0, %lld); its outputs were not written (embedding's: NaN)",
                        (long long)value, (long long)bound);
    return ocl_fail(ANYRT_STATUS_INTERNAL_ERROR, "opencl: a kernel raised fault %d", (int)what);
}

void ocl_programs_finalize(void) {
    pthread_mutex_lock(&g_table_mu);
    for (int i = 0; i < OCL_MAX_DEVICES; ++i) {
        if (g_fault[i] != NULL) ocl_cl.clSVMFree(g_fault_ctx[i], g_fault[i]);
        g_fault[i] = NULL;
    }
    for (int i = 0; i < OCL_MAX_PROGRAMS; ++i) {
        ocl_entry_t* e = &g_entries[i];
        if (!e->used) continue;
        pthread_mutex_lock(&e->mu);
        for (int k = 0; k < e->nkernels; ++k) (void)ocl_cl.clReleaseKernel(e->kernels[k]);
        if (e->program != NULL) (void)ocl_cl.clReleaseProgram(e->program);
        pthread_mutex_unlock(&e->mu);
        pthread_mutex_destroy(&e->mu);
        memset(e, 0, sizeof *e);
    }
    pthread_mutex_unlock(&g_table_mu);
}

/* The entry of (device, src, type), made on first use; NULL where the table is full. */
static ocl_entry_t* ocl_entry(int device, const ocl_source_t* src, ocl_type_t type) {
    ocl_entry_t* free_slot = NULL;
    pthread_mutex_lock(&g_table_mu);
    for (int i = 0; i < OCL_MAX_PROGRAMS; ++i) {
        ocl_entry_t* e = &g_entries[i];
        if (e->used && e->device == device && e->src == src && e->type == type) {
            pthread_mutex_unlock(&g_table_mu);
            return e;
        }
        if (!e->used && free_slot == NULL) free_slot = e;
    }
    if (free_slot != NULL) {
        memset(free_slot, 0, sizeof *free_slot);
        pthread_mutex_init(&free_slot->mu, NULL);
        free_slot->used = 1;
        free_slot->device = device;
        free_slot->src = src;
        free_slot->type = type;
    }
    pthread_mutex_unlock(&g_table_mu);
    return free_slot;
}

static anyrt_status_t ocl_build_locked(ocl_entry_t* e, const ocl_device_t* d) {
    if (e->built == 1) return ANYRT_STATUS_SUCCESS;
    if (e->built == -1) return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "%s", e->error);
    const char* pieces[1 + 32];
    int n = 0;
    pieces[n++] = k_prelude;
    for (int i = 0; i < e->src->npieces && n < (int)(sizeof pieces / sizeof pieces[0]); ++i) pieces[n++] = e->src->pieces[i];
    cl_int err = CL_SUCCESS;
    e->program = ocl_cl.clCreateProgramWithSource(d->context, (cl_uint)n, pieces, NULL, &err);
    if (err == CL_SUCCESS) {
        /* correctly rounded f32 division and sqrt where the device offers them (OpenCL's default allows
         * 2.5 and 3 ulp): the optimizer steps' bits are then the cpu kernel's */
        cl_device_fp_config fp32 = 0;
        (void)ocl_cl.clGetDeviceInfo(d->id, CL_DEVICE_SINGLE_FP_CONFIG, sizeof fp32, &fp32, NULL);
        char options[200];
        snprintf(options, sizeof options, "-DT=%s -DC=%s%s%s%s%s", k_type_T[e->type], k_type_C[e->type],
                 e->type == OCL_T_F16 ? " -DOCL_HALF" : "", e->type >= OCL_T_I32 ? " -DOCL_INT" : "",
                 d->fp64 ? " -DOCL_FP64" : "",
                 (fp32 & CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT) ? " -cl-fp32-correctly-rounded-divide-sqrt" : "");
        ocl_signals_hold();
        err = ocl_cl.clBuildProgram(e->program, 1, &d->id, options, NULL, NULL);
        ocl_signals_release();
    }
    if (err != CL_SUCCESS) {
        char log[256] = {0};
        if (e->program != NULL)
            (void)ocl_cl.clGetProgramBuildInfo(e->program, d->id, CL_PROGRAM_BUILD_LOG, sizeof log - 1, log, NULL);
        snprintf(e->error, sizeof e->error, "opencl: building the %s kernels (%s) for device %d (%s) failed: %s; %s",
                 e->src->name, k_type_T[e->type], e->device, d->name, ocl_error_name(err), log);
        if (e->program != NULL) (void)ocl_cl.clReleaseProgram(e->program);
        e->program = NULL;
        e->built = -1; /* declined from now on: the portable kernels serve these operators */
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "%s", e->error);
    }
    e->built = 1;
    return ANYRT_STATUS_SUCCESS;
}

/* Kernel `name` of a built entry (names are the callers' string literals: compared by content). */
static anyrt_status_t ocl_kernel_locked(ocl_entry_t* e, const char* name, cl_kernel* out) {
    for (int k = 0; k < e->nkernels; ++k)
        if (strcmp(e->names[k], name) == 0) {
            *out = e->kernels[k];
            return ANYRT_STATUS_SUCCESS;
        }
    if (e->nkernels == OCL_MAX_KERNELS)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: the %s program has more than %d kernels", e->src->name,
                        OCL_MAX_KERNELS);
    cl_int err = CL_SUCCESS;
    cl_kernel k = ocl_cl.clCreateKernel(e->program, name, &err);
    if (err != CL_SUCCESS)
        return ocl_fail(ocl_check(err, "clCreateKernel"), "opencl: clCreateKernel(%s): %s", name, ocl_error_name(err));
    e->names[e->nkernels] = name;
    e->kernels[e->nkernels++] = k;
    *out = k;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t ocl_launch(int device, const anyrt_op_launch_t* launch, const ocl_source_t* src, ocl_type_t type,
                          const char* kernel, const ocl_karg_t* args, int nargs, size_t global, size_t local) {
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    const ocl_device_t* d = ocl_device(device, &st);
    if (d == NULL) return st;
    if (global == 0) return ANYRT_STATUS_SUCCESS;
    ocl_entry_t* e = ocl_entry(device, src, type);
    if (e == NULL) return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: the program cache is full (%d)", OCL_MAX_PROGRAMS);
    pthread_mutex_lock(&e->mu);
    st = ocl_build_locked(e, d);
    cl_kernel k = NULL;
    if (st == ANYRT_STATUS_SUCCESS) st = ocl_kernel_locked(e, kernel, &k);
    if (st != ANYRT_STATUS_SUCCESS) {
        pthread_mutex_unlock(&e->mu);
        return st;
    }
    cl_int err = CL_SUCCESS;
    for (int i = 0; i < nargs && err == CL_SUCCESS; ++i) {
        if (args[i].kind == OCL_ARG_SVM) err = ocl_cl.clSetKernelArgSVMPointer(k, (cl_uint)i, args[i].value);
        else err = ocl_cl.clSetKernelArg(k, (cl_uint)i, args[i].size, args[i].value);
    }
    if (local > 1) global = (global + local - 1) / local * local;
    cl_event ev = NULL;
    if (err == CL_SUCCESS)
        err = ocl_cl.clEnqueueNDRangeKernel(ocl_queue(launch->stream), k, 1, NULL, &global, local ? &local : NULL, 0, NULL,
                                            &ev);
    pthread_mutex_unlock(&e->mu);
    if (err != CL_SUCCESS)
        return ocl_fail(ocl_check(err, kernel), "opencl: %s (%s kernels): %s", kernel, src->name, ocl_error_name(err));
    return ocl_submitted(launch->stream, err, ev, kernel);
}
