/* Internal interface between the files of the `opencl` backend: opencl_loader.c (the ICD loader,
 * opened at run time, and its function table), opencl_backend.c (devices, memory, streams, events,
 * callbacks), opencl_program.c (the program cache), opencl_ops.c (the elementwise launch, gemm and the
 * operators that are not expressions), opencl_ops_<group>.c (the operator groups: opencl_program.h)
 * and generated/opencl (the expression families' kernels). Nothing here is exported. */
#ifndef ANYRT_OPENCL_INTERNAL_H_
#define ANYRT_OPENCL_INTERNAL_H_

/* OpenCL 2.0 is the floor: shared virtual memory and clCreateCommandQueueWithProperties. */
#define CL_TARGET_OPENCL_VERSION 200
#include <CL/cl.h>
#include <pthread.h>

#include "anyrt.h"

#define OCL_MSG_SIZE 512
#define ANYRT_BACKEND_PREFIX ocl
#define ANYRT_BACKEND_MESSAGE_SIZE OCL_MSG_SIZE
#include "anyrt_backend_util.h" /* the slot prototypes (ocl_malloc, ...), ocl_fail, ocl_message */

#pragma GCC visibility push(hidden)

/* ---- opencl_loader.c ------------------------------------------------------------------------ */

/* Every OpenCL entry point the backend calls, taken from the ICD loader by dlsym: the plugin never
 * links libOpenCL, so it loads (reporting no devices, and why) where no loader is installed. The
 * types come from the headers, so a wrong signature fails the build rather than the call. */
#define OCL_FUNCTIONS(X)                                                                                              \
    X(clGetPlatformIDs) X(clGetPlatformInfo) X(clGetDeviceIDs) X(clGetDeviceInfo) X(clCreateContext)                   \
    X(clReleaseContext) X(clCreateCommandQueueWithProperties) X(clRetainCommandQueue) X(clReleaseCommandQueue) X(clFlush) X(clFinish)          \
    X(clSVMAlloc) X(clSVMFree) X(clEnqueueSVMFree) X(clEnqueueSVMMemcpy) X(clEnqueueSVMMemFill) X(clEnqueueMarkerWithWaitList)             \
    X(clEnqueueBarrierWithWaitList) X(clCreateUserEvent) X(clSetUserEventStatus) X(clWaitForEvents)                    \
    X(clGetEventInfo) X(clGetEventProfilingInfo) X(clRetainEvent) X(clReleaseEvent) X(clCreateProgramWithSource) X(clBuildProgram)      \
    X(clGetProgramBuildInfo) X(clReleaseProgram) X(clCreateKernel) X(clReleaseKernel) X(clSetKernelArg)                \
    X(clSetKernelArgSVMPointer) X(clEnqueueNDRangeKernel)

typedef struct {
#define OCL_FIELD(name) __typeof__(name)* name;
    OCL_FUNCTIONS(OCL_FIELD)
#undef OCL_FIELD
} ocl_api_t;

extern ocl_api_t ocl_cl;
/* Opens the loader once ($ANYRT_OPENCL_LIBRARY, else libOpenCL.so.1). SUCCESS, or the reason in
 * `why` (cap bytes). */
anyrt_status_t ocl_load(char* why, size_t cap);
/* Closes the loader (finalize). */
void ocl_unload(void);
/* OpenCL's name of an error code ("CL_OUT_OF_RESOURCES"). */
const char* ocl_error_name(cl_int err);
/* SUCCESS for CL_SUCCESS; otherwise the anyrt status of `err` with "opencl: <what>: <name>". */
anyrt_status_t ocl_check(cl_int err, const char* what);

/* ---- opencl_signals.c: around the calls that start a platform or compile (they may install the
 * platform's own crash handlers), the process's handlers are put back; hold/release pair up. */
void ocl_signals_hold(void);
void ocl_signals_release(void);

/* ---- opencl_backend.c ----------------------------------------------------------------------- */

#define OCL_MAX_DEVICES 64

typedef struct ocl_stream ocl_stream_t;

typedef struct {
    cl_device_id id;
    cl_context context; /* one per platform, shared by its devices (events and SVM pass between them) */
    int fine_grain;     /* fine-grained buffer SVM: the host addresses device memory directly */
    int fp64;           /* the device computes in double */
    int cpu;            /* CL_DEVICE_TYPE_CPU (PoCL): gemm takes register blocks rather than local-memory tiles */
    cl_ulong global_mem, max_alloc;
    char name[128];
} ocl_device_t;

/* The device `device`, or NULL with a message naming it (INVALID_DEVICE). */
const ocl_device_t* ocl_device(int device, anyrt_status_t* st);
/* The command queue of a stream handle. */
cl_command_queue ocl_queue(anyrt_backend_stream_t stream);
/* The device's own in-order queue (not a stream's): blocking transfers of the backend's bookkeeping. */
anyrt_status_t ocl_device_queue(int device, cl_command_queue* q);
/* After a command is enqueued on `stream` (err: the enqueue's result; command: its event, which the
 * stream keeps as its last, for query_stream): flushed, so the device starts it without a later wait. */
anyrt_status_t ocl_submitted(anyrt_backend_stream_t stream, cl_int err, cl_event command, const char* what);

/* ---- opencl_program.c: the backend's one program cache ----------------------------------------- */

/* The element type T a generic program is built for (-DT=... -DC=...: storage and compute type);
 * OCL_T_NONE for a program that is not generic (the generated families, the hand-written operators, gemm). */
typedef enum { OCL_T_F32, OCL_T_F64, OCL_T_F16, OCL_T_BF16, OCL_T_I32, OCL_T_I64, OCL_T_U8, OCL_T_U16, OCL_T_I8, OCL_T_I16, OCL_T_NONE } ocl_type_t;

typedef struct ocl_built ocl_built_t;
/* An OpenCL C program: its prelude's pieces (NULL: none), then its own (NULL-terminated arrays of C
 * strings of at most 4095 bytes each: what C11 promises of a literal); built per device (and, where
 * `generic`, per element type) on first use (with -DOCL_FP64 where the device has doubles, and `options`),
 * its kernels created by name on first use. Static: OCL_PROGRAM_INIT, or OCL_GROUP_INIT for an operator
 * group's source (opencl_ops_<group>.c: generic in T, on ocl_group_prelude). */
typedef struct ocl_program {
    const char* name; /* for messages */
    const char* options;
    const char* const* prelude;
    const char* const* source;
    int generic;
    pthread_mutex_t mu;
    ocl_built_t* built[OCL_MAX_DEVICES]; /* a generic program's builds per type: a list */
    int listed;
    struct ocl_program* next; /* the programs built so far: finalize releases them */
} ocl_program_t;
#define OCL_PROGRAM_INIT(name, options, prelude, source) \
    {(name), (options), (prelude), (source), 0, PTHREAD_MUTEX_INITIALIZER, {NULL}, 0, NULL}
#define OCL_GROUP_INIT(name, source) \
    {(name), "", ocl_group_prelude, (source), 1, PTHREAD_MUTEX_INITIALIZER, {NULL}, 0, NULL}

/* opencl_program.c: what every operator group's source starts with (the view type V, LD/ST, the
 * work-group reductions, ocl_raise). */
extern const char* const ocl_group_prelude[];

/* Kernel `kernel` of `p` built for `device` (and `type` where p is generic; OCL_T_NONE otherwise), with
 * p's lock held (kernels are shared by the device's streams: set the arguments and enqueue, then
 * ocl_program_unlock); NULL with *st otherwise (not locked). A program that fails to build is declined
 * from then on (NOT_SUPPORTED: the portable kernels serve), with the build log in the message. */
cl_kernel ocl_program_kernel(ocl_program_t* p, int device, ocl_type_t type, const char* kernel, anyrt_status_t* st);
void ocl_program_unlock(ocl_program_t* p);

/* One kernel argument: a value (its bytes), an SVM pointer, or local memory of `size` bytes. */
typedef struct {
    int kind;
    size_t size;
    const void* value;
} ocl_karg_t;
enum { OCL_ARG_VALUE, OCL_ARG_SVM, OCL_ARG_LOCAL };
#define OA_VAL(x) ((ocl_karg_t){OCL_ARG_VALUE, sizeof(x), &(x)})
#define OA_PTR(p) ((ocl_karg_t){OCL_ARG_SVM, 0, (p)})
#define OA_LOCAL(bytes) ((ocl_karg_t){OCL_ARG_LOCAL, (bytes), NULL})

/* Sets `nargs` arguments of `k` from index `first` on (p's lock held); CL_SUCCESS or the first error. */
cl_int ocl_set_args(cl_kernel k, cl_uint first, const ocl_karg_t* args, int nargs);

/* Releases every built program and fault word (finalize). */
void ocl_programs_finalize(void);

/* ---- opencl_ops.c: the elementwise and reduction launches of the generated kernels; gemm -------- */

/* The elementwise kernels' layout (generated/opencl): dims after coalescing, and operands (the output first). */
#define OCL_EW_DIMS 8
#define OCL_EW_OPERANDS 4

/* Launches an elementwise kernel of `p` over the launch's first `nops` tensors (the output first, every
 * one of the output's ndim; broadcast inputs with stride 0): `<stem>_c` (arguments: the operands, `args`,
 * the count) where every operand is contiguous after coalescing, else `<stem>_s` (the same with the
 * innermost dim's length for the count, then ndim and the layout; a 2-D range: (element, row)). `fp64`:
 * the kernel computes in double (declined where the device has none). */
anyrt_status_t ocl_ew_launch(ocl_program_t* p, int device, const anyrt_op_launch_t* l, const char* stem, int fp64,
                             int nops, const ocl_karg_t* args, int nargs);

/* Launches reduction kernel `<stem>_s` (one work-item per output) or `<stem>_g` (a work-group of
 * OCL_RD_GROUP items per output, where few outputs reduce many elements) of `p`: y (tensor 0, x's rank,
 * 1 where reduced) from x (tensor 1); arguments y, x, `args`, the output and element counts, the kept and
 * reduced dims' counts and their layout. `fp64` as ocl_ew_launch's. */
#define OCL_RD_GROUP 64
anyrt_status_t ocl_rd_launch(ocl_program_t* p, int device, const anyrt_op_launch_t* l, const char* stem, int fp64,
                             const ocl_karg_t* args, int nargs);

/* generated/opencl/opencl_elementwise_ops.c: the OpenCL C every elementwise program starts with. */
extern const char* const ocl_ew_prelude[];

#pragma GCC visibility pop

#endif /* ANYRT_OPENCL_INTERNAL_H_ */
