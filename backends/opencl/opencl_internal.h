/* Internal interface between the files of the `opencl` backend: opencl_loader.c (the ICD loader,
 * opened at run time, and its function table), opencl_backend.c (devices, memory, streams, events,
 * callbacks) and opencl_ops.c (the native kernels in OpenCL C). Nothing here is exported. */
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
    X(clSVMAlloc) X(clSVMFree) X(clEnqueueSVMMemcpy) X(clEnqueueSVMMemFill) X(clEnqueueMarkerWithWaitList)             \
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
/* After a command is enqueued on `stream` (err: the enqueue's result; command: its event, which the
 * stream keeps as its last, for query_stream): flushed, so the device starts it without a later wait. */
anyrt_status_t ocl_submitted(anyrt_backend_stream_t stream, cl_int err, cl_event command, const char* what);

/* ---- opencl_ops.c --------------------------------------------------------------------------- */

/* Releases every device's built programs (finalize). */
void ocl_ops_finalize(void);

#pragma GCC visibility pop

#endif /* ANYRT_OPENCL_INTERNAL_H_ */
