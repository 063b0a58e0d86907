/* The cuda backend's device properties, native handles and kernel modules.
 *
 * Properties: cudaGetDeviceProperties for the name, UUID and memory, the device attributes for the
 * geometry (the struct's clock field is gone in CUDA 13; the attribute stays).
 *
 * Native handles are CUDA's own: a stream is a cudaStream_t already, a device its CUdevice (the
 * ordinal), the context the device's primary context, the one the runtime API uses.
 *
 * Modules go through the driver API, loaded at run time from libcuda.so.1 (the plugin links only
 * the static runtime): cuModuleLoadData takes a cubin, a fatbin or NUL-terminated PTX, which the
 * driver compiles for the device. Modules live in the primary context, made current first, so a
 * Triton cubin and anyrt's own allocations share one address space. */
#if !defined(_GNU_SOURCE) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L
#endif

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include <cuda.h>

#include "cuda_internal.h"

/* The driver entry points used here, resolved once. */
static struct {
    CUresult (*get_error_string)(CUresult, const char**);
    CUresult (*device_get)(CUdevice*, int);
    CUresult (*primary_ctx_retain)(CUcontext*, CUdevice);
    CUresult (*ctx_set_current)(CUcontext);
    CUresult (*module_load_data)(CUmodule*, const void*);
    CUresult (*module_unload)(CUmodule);
    CUresult (*module_get_function)(CUfunction*, CUmodule, const char*);
    CUresult (*launch_kernel)(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned,
                              CUstream, void**, void**);
} g_drv;
static pthread_once_t g_drv_once = PTHREAD_ONCE_INIT;
static int g_drv_ok;
static char g_drv_why[256];

static void cuda_driver_load(void) {
    void* lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (lib == NULL) {
        snprintf(g_drv_why, sizeof g_drv_why, "libcuda.so.1 does not load: %s", dlerror());
        return;
    }
    struct {
        const char* name;
        void* slot;
    } want[] = {
        {"cuGetErrorString", &g_drv.get_error_string},
        {"cuDeviceGet", &g_drv.device_get},
        {"cuDevicePrimaryCtxRetain", &g_drv.primary_ctx_retain},
        {"cuCtxSetCurrent", &g_drv.ctx_set_current},
        {"cuModuleLoadData", &g_drv.module_load_data},
        {"cuModuleUnload", &g_drv.module_unload},
        {"cuModuleGetFunction", &g_drv.module_get_function},
        {"cuLaunchKernel", &g_drv.launch_kernel},
    };
    for (size_t i = 0; i < sizeof want / sizeof want[0]; ++i) {
        void* p = dlsym(lib, want[i].name);
        if (p == NULL) {
            snprintf(g_drv_why, sizeof g_drv_why, "libcuda.so.1 has no %s", want[i].name);
            return; /* the library stays loaded: the runtime uses it too */
        }
        memcpy(want[i].slot, &p, sizeof p);
    }
    g_drv_ok = 1;
}

static anyrt_status_t driver_ready(const char* what) {
    pthread_once(&g_drv_once, cuda_driver_load);
    return g_drv_ok ? ANYRT_STATUS_SUCCESS : cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: %s: %s", what, g_drv_why);
}

static anyrt_status_t drv_check(CUresult r, const char* what) {
    if (r == CUDA_SUCCESS) return ANYRT_STATUS_SUCCESS;
    const char* text = NULL;
    if (g_drv.get_error_string == NULL || g_drv.get_error_string(r, &text) != CUDA_SUCCESS || text == NULL)
        text = "unknown driver error";
    anyrt_status_t st = r == CUDA_ERROR_OUT_OF_MEMORY                                             ? ANYRT_STATUS_OUT_OF_MEMORY
                        : r == CUDA_ERROR_INVALID_VALUE || r == CUDA_ERROR_INVALID_IMAGE ||
                                  r == CUDA_ERROR_INVALID_PTX || r == CUDA_ERROR_NOT_FOUND ||
                                  r == CUDA_ERROR_NO_BINARY_FOR_GPU
                            ? ANYRT_STATUS_INVALID_VALUE
                        : r == CUDA_ERROR_INVALID_HANDLE ? ANYRT_STATUS_INVALID_HANDLE
                                                         : ANYRT_STATUS_FAILED;
    return cuda_fail(st, "cuda: %s: %s (CUresult %d)", what, text, (int)r);
}

/* The device's primary context, retained once per device for the process and made current. */
static CUcontext g_primary[CUDA_MAX_DEVICES];
static pthread_mutex_t g_primary_lock = PTHREAD_MUTEX_INITIALIZER;

static anyrt_status_t primary_context(int device, CUcontext* out) {
    anyrt_status_t st = cuda_use(device);
    if (st == ANYRT_STATUS_SUCCESS) st = driver_ready("the driver API");
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (device < 0 || device >= CUDA_MAX_DEVICES)
        return cuda_fail(ANYRT_STATUS_INVALID_DEVICE, "cuda: device %d is beyond %d", device, CUDA_MAX_DEVICES);
    pthread_mutex_lock(&g_primary_lock);
    if (g_primary[device] == NULL) {
        CUdevice dev = 0;
        st = drv_check(g_drv.device_get(&dev, device), "cuDeviceGet");
        if (st == ANYRT_STATUS_SUCCESS) st = drv_check(g_drv.primary_ctx_retain(&g_primary[device], dev), "cuDevicePrimaryCtxRetain");
    }
    CUcontext ctx = g_primary[device];
    pthread_mutex_unlock(&g_primary_lock);
    if (st == ANYRT_STATUS_SUCCESS) st = drv_check(g_drv.ctx_set_current(ctx), "cuCtxSetCurrent");
    if (st == ANYRT_STATUS_SUCCESS) *out = ctx;
    return st;
}

/* ---- properties ------------------------------------------------------------------------------ */

static int attr(int device, enum cudaDeviceAttr a) {
    int v = 0;
    if (cudaDeviceGetAttribute(&v, a, device) != cudaSuccess) {
        (void)cudaGetLastError();
        return 0; /* the core fills what is left 0 */
    }
    return v;
}

anyrt_status_t cuda_device_properties(int device, anyrt_device_properties_t* properties) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    struct cudaDeviceProp prop;
    st = cuda_check(cudaGetDeviceProperties(&prop, device), "cudaGetDeviceProperties");
    if (st != ANYRT_STATUS_SUCCESS) return st;
    anyrt_device_properties_t p;
    memset(&p, 0, sizeof p);
    snprintf(p.name, sizeof p.name, "%s", prop.name);
    memcpy(p.uuid, prop.uuid.bytes, sizeof p.uuid);
    if (cudaDeviceGetPCIBusId(p.pci_bus_id, (int)sizeof p.pci_bus_id, device) != cudaSuccess) {
        (void)cudaGetLastError();
        p.pci_bus_id[0] = '\0';
    }
    p.total_memory = prop.totalGlobalMem;
    p.multiprocessor_count = attr(device, cudaDevAttrMultiProcessorCount);
    p.warp_size = attr(device, cudaDevAttrWarpSize);
    p.max_threads_per_block = attr(device, cudaDevAttrMaxThreadsPerBlock);
    p.max_threads_per_multiprocessor = attr(device, cudaDevAttrMaxThreadsPerMultiProcessor);
    p.max_blocks_per_multiprocessor = attr(device, cudaDevAttrMaxBlocksPerMultiprocessor);
    p.shared_memory_per_block = (size_t)attr(device, cudaDevAttrMaxSharedMemoryPerBlock);
    p.registers_per_multiprocessor = attr(device, cudaDevAttrMaxRegistersPerMultiprocessor);
    p.max_grid_dim[0] = attr(device, cudaDevAttrMaxGridDimX);
    p.max_grid_dim[1] = attr(device, cudaDevAttrMaxGridDimY);
    p.max_grid_dim[2] = attr(device, cudaDevAttrMaxGridDimZ);
    p.max_block_dim[0] = attr(device, cudaDevAttrMaxBlockDimX);
    p.max_block_dim[1] = attr(device, cudaDevAttrMaxBlockDimY);
    p.max_block_dim[2] = attr(device, cudaDevAttrMaxBlockDimZ);
    p.clock_rate_khz = attr(device, cudaDevAttrClockRate);
    p.vector_width = 16; /* the widest load a thread issues: 128 bits (ld.global.v4.b32) */
    p.l2_cache_size = (size_t)attr(device, cudaDevAttrL2CacheSize);
    int major = attr(device, cudaDevAttrComputeCapabilityMajor), minor = attr(device, cudaDevAttrComputeCapabilityMinor);
    p.compute_capability = major * 10 + minor;
    p.float16_supported = p.compute_capability >= 53;  /* half arithmetic: sm_53 and later */
    p.bfloat16_supported = p.compute_capability >= 80; /* bf16 arithmetic: sm_80 and later */
    size_t n = properties->struct_size < sizeof p ? properties->struct_size : sizeof p;
    if (n > sizeof p.struct_size)
        memcpy((char*)properties + sizeof p.struct_size, (const char*)&p + sizeof p.struct_size, n - sizeof p.struct_size);
    return ANYRT_STATUS_SUCCESS;
}

/* ---- native handles -------------------------------------------------------------------------- */

anyrt_status_t cuda_device_get_native_handle(int device, void** handle) {
    CUcontext ctx = NULL;
    anyrt_status_t st = primary_context(device, &ctx);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    CUdevice dev = 0;
    st = drv_check(g_drv.device_get(&dev, device), "cuDeviceGet");
    if (st == ANYRT_STATUS_SUCCESS) *handle = (void*)(intptr_t)dev;
    return st;
}

anyrt_status_t cuda_context_get_native_handle(int device, void** handle) {
    CUcontext ctx = NULL;
    anyrt_status_t st = primary_context(device, &ctx);
    if (st == ANYRT_STATUS_SUCCESS) *handle = (void*)ctx;
    return st;
}

anyrt_status_t cuda_stream_get_native_handle(int device, anyrt_backend_stream_t stream, void** handle) {
    (void)device;
    *handle = (void*)stream; /* the backend's stream is the cudaStream_t */
    return ANYRT_STATUS_SUCCESS;
}

/* ---- modules --------------------------------------------------------------------------------- */

anyrt_status_t cuda_module_load(int device, const void* image, size_t size, anyrt_backend_module_t* module) {
    (void)size; /* the driver finds a cubin's or fatbin's size in its header, PTX's at its NUL */
    CUcontext ctx = NULL;
    anyrt_status_t st = primary_context(device, &ctx);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    CUmodule m = NULL;
    st = drv_check(g_drv.module_load_data(&m, image), "cuModuleLoadData");
    if (st == ANYRT_STATUS_SUCCESS) *module = (anyrt_backend_module_t)m;
    return st;
}

anyrt_status_t cuda_module_unload(int device, anyrt_backend_module_t module) {
    CUcontext ctx = NULL;
    anyrt_status_t st = primary_context(device, &ctx);
    /* Launches already queued with it must still run: wait for the device's work first. */
    if (st == ANYRT_STATUS_SUCCESS) st = cuda_check(cudaDeviceSynchronize(), "cudaDeviceSynchronize before cuModuleUnload");
    if (st == ANYRT_STATUS_SUCCESS) st = drv_check(g_drv.module_unload((CUmodule)module), "cuModuleUnload");
    return st;
}

anyrt_status_t cuda_module_get_function(int device, anyrt_backend_module_t module, const char* name, void** function) {
    CUcontext ctx = NULL;
    anyrt_status_t st = primary_context(device, &ctx);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    CUfunction f = NULL;
    st = drv_check(g_drv.module_get_function(&f, (CUmodule)module, name), "cuModuleGetFunction");
    if (st == ANYRT_STATUS_SUCCESS) *function = (void*)f;
    return st;
}

anyrt_status_t cuda_launch_kernel(int device, anyrt_backend_stream_t stream, anyrt_backend_module_t module,
                                  const void* function, int grid_x, int grid_y, int grid_z, int block_x, int block_y,
                                  int block_z, size_t shared_memory, const void** args, const size_t* arg_sizes,
                                  int nargs) {
    (void)module, (void)arg_sizes, (void)nargs; /* the cubin records its parameters' sizes */
    CUcontext ctx = NULL;
    anyrt_status_t st = primary_context(device, &ctx);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (shared_memory > 0xffffffffu)
        return cuda_fail(ANYRT_STATUS_INVALID_VALUE, "cuda: launch_kernel: %zu bytes of shared memory", shared_memory);
    void** params = NULL;
    memcpy(&params, &args, sizeof params); /* cuLaunchKernel reads them; its prototype is not const */
    return drv_check(g_drv.launch_kernel((CUfunction)(void*)(uintptr_t)function, (unsigned)grid_x, (unsigned)grid_y,
                                         (unsigned)grid_z, (unsigned)block_x, (unsigned)block_y, (unsigned)block_z,
                                         (unsigned)shared_memory, (CUstream)stream, params, NULL),
                     "cuLaunchKernel");
}
