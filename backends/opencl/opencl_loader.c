/* The OpenCL ICD loader, opened at run time: the plugin is built against the Khronos headers only
 * and links no OpenCL library, so it loads on every machine and reports zero devices (with the
 * reason) where no loader or no platform is installed. */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "opencl_internal.h"

ocl_api_t ocl_cl;
static void* g_lib;

anyrt_status_t ocl_load(char* why, size_t cap) {
    if (g_lib != NULL) return ANYRT_STATUS_SUCCESS;
    const char* name = getenv("ANYRT_OPENCL_LIBRARY");
    if (name == NULL || name[0] == '\0') name = "libOpenCL.so.1";
    void* h = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (h == NULL) {
        const char* err = dlerror();
        snprintf(why, cap, "no OpenCL ICD loader: dlopen(%s) failed: %s (install ocl-icd-libopencl1 and a platform "
                 "such as pocl-opencl-icd, or set ANYRT_OPENCL_LIBRARY)", name, err ? err : "?");
        return ANYRT_STATUS_NOT_INITIALIZED;
    }
    ocl_api_t api;
    memset(&api, 0, sizeof api);
#define OCL_BIND(fn)                                                                                                   \
    {                                                                                                                  \
        void* f_ = dlsym(h, #fn);                                                                                      \
        if (f_ == NULL) {                                                                                              \
            snprintf(why, cap, "the OpenCL library %s lacks " #fn " (an OpenCL 2.0 loader is needed)", name);         \
            dlclose(h);                                                                                                \
            return ANYRT_STATUS_NOT_INITIALIZED;                                                                       \
        }                                                                                                              \
        memcpy(&api.fn, &f_, sizeof f_); /* ISO C has no object-to-function pointer cast */                            \
    }
    OCL_FUNCTIONS(OCL_BIND)
#undef OCL_BIND
    ocl_cl = api;
    g_lib = h;
    return ANYRT_STATUS_SUCCESS;
}

void ocl_unload(void) {
    if (g_lib != NULL) dlclose(g_lib);
    g_lib = NULL;
    memset(&ocl_cl, 0, sizeof ocl_cl);
}

const char* ocl_error_name(cl_int err) {
    switch (err) {
#define OCL_NAME(e) case e: return #e;
        OCL_NAME(CL_SUCCESS) OCL_NAME(CL_DEVICE_NOT_FOUND) OCL_NAME(CL_DEVICE_NOT_AVAILABLE)
        OCL_NAME(CL_COMPILER_NOT_AVAILABLE) OCL_NAME(CL_MEM_OBJECT_ALLOCATION_FAILURE) OCL_NAME(CL_OUT_OF_RESOURCES)
        OCL_NAME(CL_OUT_OF_HOST_MEMORY) OCL_NAME(CL_PROFILING_INFO_NOT_AVAILABLE) OCL_NAME(CL_BUILD_PROGRAM_FAILURE)
        OCL_NAME(CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST) OCL_NAME(CL_INVALID_VALUE)
        OCL_NAME(CL_INVALID_DEVICE_TYPE) OCL_NAME(CL_INVALID_PLATFORM) OCL_NAME(CL_INVALID_DEVICE)
        OCL_NAME(CL_INVALID_CONTEXT) OCL_NAME(CL_INVALID_QUEUE_PROPERTIES) OCL_NAME(CL_INVALID_COMMAND_QUEUE)
        OCL_NAME(CL_INVALID_MEM_OBJECT) OCL_NAME(CL_INVALID_PROGRAM) OCL_NAME(CL_INVALID_PROGRAM_EXECUTABLE)
        OCL_NAME(CL_INVALID_KERNEL_NAME) OCL_NAME(CL_INVALID_KERNEL) OCL_NAME(CL_INVALID_ARG_INDEX)
        OCL_NAME(CL_INVALID_ARG_VALUE) OCL_NAME(CL_INVALID_ARG_SIZE) OCL_NAME(CL_INVALID_KERNEL_ARGS)
        OCL_NAME(CL_INVALID_WORK_DIMENSION) OCL_NAME(CL_INVALID_WORK_GROUP_SIZE) OCL_NAME(CL_INVALID_WORK_ITEM_SIZE)
        OCL_NAME(CL_INVALID_GLOBAL_OFFSET) OCL_NAME(CL_INVALID_EVENT_WAIT_LIST) OCL_NAME(CL_INVALID_EVENT)
        OCL_NAME(CL_INVALID_OPERATION) OCL_NAME(CL_INVALID_BUFFER_SIZE) OCL_NAME(CL_INVALID_GLOBAL_WORK_SIZE)
#undef OCL_NAME
        default: return "an unknown OpenCL error";
    }
}

static anyrt_status_t ocl_status_of(cl_int err) {
    switch (err) {
        case CL_SUCCESS: return ANYRT_STATUS_SUCCESS;
        case CL_MEM_OBJECT_ALLOCATION_FAILURE:
        case CL_OUT_OF_RESOURCES:
        case CL_OUT_OF_HOST_MEMORY: return ANYRT_STATUS_OUT_OF_MEMORY;
        case CL_INVALID_DEVICE:
        case CL_DEVICE_NOT_FOUND:
        case CL_DEVICE_NOT_AVAILABLE: return ANYRT_STATUS_INVALID_DEVICE;
        case CL_INVALID_COMMAND_QUEUE:
        case CL_INVALID_EVENT:
        case CL_INVALID_CONTEXT: return ANYRT_STATUS_INVALID_HANDLE;
        case CL_INVALID_VALUE:
        case CL_INVALID_BUFFER_SIZE: return ANYRT_STATUS_INVALID_VALUE;
        default: return ANYRT_STATUS_FAILED;
    }
}

anyrt_status_t ocl_check(cl_int err, const char* what) {
    if (err == CL_SUCCESS) return ANYRT_STATUS_SUCCESS;
    return ocl_fail(ocl_status_of(err), "opencl: %s: %s (%d)", what, ocl_error_name(err), (int)err);
}
