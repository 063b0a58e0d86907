/* anyrt `cuda` backend: NVIDIA GPUs through the CUDA runtime API.
 *
 * Plain C against cuda_runtime_api.h, compiled by the host C compiler (no nvcc, no kernels). The
 * runtime is linked statically (cudart_static), so the plugin needs only the driver (libcuda.so.1)
 * at run time; where there is no driver or no GPU it still loads and reports zero devices, and
 * its last error message says why (the loader shows it in `anyrt info`).
 *
 * Semantics chosen here:
 *   - Handles are CUDA's own: a stream is a cudaStream_t, an event a cudaEvent_t.
 *   - Streams are created non-blocking: like the cpu backend's, they are ordered against each
 *     other only through events and synchronization, never implicitly through the legacy default
 *     stream.
 *   - Synchronous calls (memcpy, memcpy_peer, memset) queue on the device's legacy default stream
 *     and wait for it, so they return when the work is done (cudaMemcpy alone does not wait for a
 *     device-to-device copy) and see work queued on the legacy stream by other libraries (torch's
 *     default stream).
 *   - Copies pass cudaMemcpyDefault: with unified addressing (every platform CUDA 13 runs on) the
 *     driver knows where each pointer lives, so memory anyrt did not allocate is copied correctly
 *     whatever kind the core inferred for it.
 *   - Every slot that creates something or allocates makes its device the calling thread's current
 *     CUDA device first; the thread's CUDA current device is left there (as cudaSetDevice would).
 *   - Host callbacks run on CUDA's callback thread and must not call CUDA (or anyrt's cuda backend).
 *   - The plugin is linked with -z nodelete: the CUDA runtime and NCCL inside it keep threads and
 *     driver state that must not be unmapped when the runtime shuts down and unloads plugins.
 *
 * Layout: 1. errors  2. devices  3. memory  4. copies and fills  5. streams  6. events
 *         7. table and entry point (the collectives are in cuda_ccl.c).
 */
#if !defined(_GNU_SOURCE) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L
#endif

#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cuda_internal.h"


#define CUDA_MIN_CHUNK 256u /* cudaMalloc returns memory aligned to at least 256 bytes */

/* ================================================================================================
 * 1. Errors: a thread-local message for the last failure of the calling thread.
 * ============================================================================================== */

/* cuda_fail and cuda_message come from ANYRT_BACKEND_DEFINE (anyrt_backend_util.h), at the end. */

anyrt_status_t cuda_status_of(cudaError_t err) {
    switch (err) {
        case cudaSuccess: return ANYRT_STATUS_SUCCESS;
        case cudaErrorNotReady: return ANYRT_STATUS_NOT_READY;
        case cudaErrorMemoryAllocation: return ANYRT_STATUS_OUT_OF_MEMORY;
        case cudaErrorInvalidValue:
        case cudaErrorInvalidDevicePointer:
        case cudaErrorInvalidMemcpyDirection:
        case cudaErrorInvalidPitchValue: return ANYRT_STATUS_INVALID_VALUE;
        case cudaErrorInvalidDevice:
        case cudaErrorNoDevice:
        case cudaErrorDevicesUnavailable: return ANYRT_STATUS_INVALID_DEVICE;
        case cudaErrorInvalidResourceHandle:
        case cudaErrorContextIsDestroyed: return ANYRT_STATUS_INVALID_HANDLE;
        case cudaErrorNotSupported: return ANYRT_STATUS_NOT_SUPPORTED;
        case cudaErrorInitializationError:
        case cudaErrorInsufficientDriver:
        case cudaErrorCudartUnloading: return ANYRT_STATUS_NOT_INITIALIZED;
        case cudaErrorTimeout:
        case cudaErrorLaunchTimeout: return ANYRT_STATUS_TIMEOUT;
        case cudaErrorIllegalAddress:
        case cudaErrorLaunchFailure:
        case cudaErrorAssert:
        case cudaErrorHardwareStackError:
        case cudaErrorIllegalInstruction:
        case cudaErrorMisalignedAddress:
        case cudaErrorInvalidAddressSpace:
        case cudaErrorInvalidPc:
        case cudaErrorECCUncorrectable: return ANYRT_STATUS_INTERNAL_ERROR; /* sticky: the context is lost */
        default: return ANYRT_STATUS_FAILED;
    }
}

anyrt_status_t cuda_check(cudaError_t err, const char* what) {
    if (err == cudaSuccess) return ANYRT_STATUS_SUCCESS;
    (void)cudaGetLastError();
    return cuda_fail(cuda_status_of(err), "cuda: %s: %s (%s)", what, cudaGetErrorString(err), cudaGetErrorName(err));
}

/* Query calls answer NOT_READY without it being an error: no message. */
static anyrt_status_t cuda_ready(cudaError_t err, const char* what) {
    if (err == cudaErrorNotReady) {
        (void)cudaGetLastError();
        return ANYRT_STATUS_NOT_READY;
    }
    return cuda_check(err, what);
}

/* ================================================================================================
 * 2. Devices. The count is probed once per process: CUDA's device list cannot change after the
 *    driver is initialized, and a missing driver does not appear later either.
 * ============================================================================================== */

static pthread_once_t g_probe_once = PTHREAD_ONCE_INIT;
static int g_count;                            /* visible devices (0 if none or no driver) */
static char g_no_device_reason[CUDA_MSG_SIZE]; /* why g_count is 0 */
static atomic_int g_pools[CUDA_MAX_DEVICES];   /* 1 supports stream-ordered allocation, 2 not, 0 unknown */
static atomic_char g_peer[CUDA_MAX_DEVICES][CUDA_MAX_DEVICES]; /* peer access from [dst] to [src] tried */

static void cuda_probe(void) {
    int n = 0;
    cudaError_t err = cudaGetDeviceCount(&n);
    if (err == cudaSuccess && n > 0) {
        g_count = n > CUDA_MAX_DEVICES ? CUDA_MAX_DEVICES : n;
        return;
    }
    (void)cudaGetLastError();
    g_count = 0;
    int driver = 0, runtime = 0;
    (void)cudaDriverGetVersion(&driver);
    (void)cudaRuntimeGetVersion(&runtime);
    const char* visible = getenv("CUDA_VISIBLE_DEVICES");
    if (err == cudaSuccess || err == cudaErrorNoDevice)
        snprintf(g_no_device_reason, sizeof g_no_device_reason, "no CUDA device is visible (CUDA_VISIBLE_DEVICES=%s)",
                 visible ? visible : "unset");
    else if (driver == 0)
        snprintf(g_no_device_reason, sizeof g_no_device_reason,
                 "no CUDA driver: libcuda.so.1 is not installed or not on the library path (cudaGetDeviceCount: %s)",
                 cudaGetErrorName(err));
    else if (err == cudaErrorInsufficientDriver)
        snprintf(g_no_device_reason, sizeof g_no_device_reason,
                 "the CUDA driver supports CUDA %d.%d, older than the runtime this plugin was built with (%d.%d)",
                 driver / 1000, driver % 1000 / 10, runtime / 1000, runtime % 1000 / 10);
    else
        snprintf(g_no_device_reason, sizeof g_no_device_reason, "cudaGetDeviceCount failed: %s (%s)",
                 cudaGetErrorString(err), cudaGetErrorName(err));
}

static int cuda_device_count(void) {
    pthread_once(&g_probe_once, cuda_probe);
    return g_count;
}

static anyrt_status_t cuda_check_device(int device) {
    int n = cuda_device_count();
    if (device < 0 || device >= n)
        return n == 0 ? cuda_fail(ANYRT_STATUS_INVALID_DEVICE, "cuda: %s", g_no_device_reason)
                      : cuda_fail(ANYRT_STATUS_INVALID_DEVICE, "cuda: device %d does not exist (%d visible)", device, n);
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cuda_use(int device) {
    anyrt_status_t st = cuda_check_device(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    int current = -1;
    if (cudaGetDevice(&current) == cudaSuccess && current == device) return ANYRT_STATUS_SUCCESS;
    return cuda_check(cudaSetDevice(device), "cudaSetDevice");
}

anyrt_status_t cuda_initialize(void) { return ANYRT_STATUS_SUCCESS; }

static const char g_anchor = 0; /* an object of this plugin, for dladdr */

void* cuda_dlopen_own_search_path(const char* soname, char* found, size_t cap) {
    Dl_info self;
    if (!dladdr(&g_anchor, &self) || self.dli_fname == NULL) return NULL;
    void* me = dlopen(self.dli_fname, RTLD_LAZY | RTLD_NOLOAD);
    if (me == NULL) return NULL;
    Dl_serinfo size;
    void* h = NULL;
    if (dlinfo(me, RTLD_DI_SERINFOSIZE, &size) == 0 && size.dls_size >= sizeof(Dl_serinfo)) {
        Dl_serinfo* info = malloc(size.dls_size);
        if (info != NULL) {
            memcpy(info, &size, sizeof size);
            if (dlinfo(me, RTLD_DI_SERINFO, info) == 0) {
                for (unsigned i = 0; h == NULL && i < info->dls_cnt; ++i) {
                    char path[1024];
                    snprintf(path, sizeof path, "%s/%s", info->dls_serpath[i].dls_name, soname);
                    h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
                    if (h != NULL && found != NULL) snprintf(found, cap, "%s", path);
                }
            }
            free(info);
        }
    }
    dlclose(me);
    return h;
}

/* The device workspace of the operators that take one: gemm (cuBLAS's, cuda_blas.c), the sampling
 * sort's buffers (cuda_ops_sample.cu) and the training operators' (cuda_ops_training.cu); the other
 * kernels need none. */
anyrt_status_t cuda_op_workspace_size(int device, const anyrt_op_launch_t* launch, size_t* size) {
    if (launch->op == ANYRT_OP_RANDOM_SAMPLE || launch->op == ANYRT_OP_RANDOM_SAMPLE_BATCH)
        return cuda_sample_workspace_size(device, launch, size);
    if (launch->op == ANYRT_OP_RMS_NORM_BACKWARD || launch->op == ANYRT_OP_EMBEDDING_BACKWARD)
        return cuda_training_workspace_size(device, launch, size);
    *size = launch->op == ANYRT_OP_GEMM ? cuda_gemm_workspace(device) : 0;
    return ANYRT_STATUS_SUCCESS;
}

static void cuda_stream_pool_drain(void);
static void cuda_fault_words_free(void);

anyrt_status_t cuda_finalize(void) {
    cuda_blas_finalize();
    cuda_stream_pool_drain();
    cuda_fault_words_free();
    /* Devices keep their primary contexts: other libraries of the process share them. */
    for (int d = 0; d < CUDA_MAX_DEVICES; ++d) {
        atomic_store(&g_pools[d], 0);
        for (int p = 0; p < CUDA_MAX_DEVICES; ++p) atomic_store(&g_peer[d][p], 0);
    }
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cuda_get_device_count(int* count) {
    if (count == NULL) return cuda_fail(ANYRT_STATUS_INVALID_VALUE, "cuda: count is null");
    *count = cuda_device_count();
    if (*count == 0) cuda_fail(ANYRT_STATUS_SUCCESS, "%s", g_no_device_reason); /* the loader shows why */
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cuda_init_device(int device) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    st = cuda_check(cudaFree(NULL), "creating the device's primary context (cudaFree(0))");
    if (st != ANYRT_STATUS_SUCCESS) return st;
    int pools = 0;
    st = cuda_check(cudaDeviceGetAttribute(&pools, cudaDevAttrMemoryPoolsSupported, device),
                    "cudaDeviceGetAttribute(cudaDevAttrMemoryPoolsSupported)");
    if (st == ANYRT_STATUS_SUCCESS) atomic_store(&g_pools[device], pools ? 1 : 2);
    return st;
}

anyrt_status_t cuda_set_device(int device) { return cuda_use(device); }

anyrt_status_t cuda_synchronize_device(int device) {
    anyrt_status_t st = cuda_use(device);
    return st != ANYRT_STATUS_SUCCESS ? st : cuda_take_fault(device, cuda_check(cudaDeviceSynchronize(), "cudaDeviceSynchronize"));
}

static pthread_mutex_t g_fault_lock = PTHREAD_MUTEX_INITIALIZER;
static cuda_fault_t* g_fault_host[CUDA_MAX_DEVICES];   /* mapped pinned: the host's view */
static cuda_fault_t* g_fault_device[CUDA_MAX_DEVICES]; /* the same word as kernels address it */

cuda_fault_t* cuda_fault_word(int device) {
    if (device < 0 || device >= CUDA_MAX_DEVICES) return NULL;
    pthread_mutex_lock(&g_fault_lock);
    if (g_fault_host[device] == NULL) {
        void *host = NULL, *dev = NULL;
        if (cudaHostAlloc(&host, sizeof(cuda_fault_t), cudaHostAllocMapped | cudaHostAllocPortable) == cudaSuccess) {
            memset(host, 0, sizeof(cuda_fault_t));
            if (cudaHostGetDevicePointer(&dev, host, 0) == cudaSuccess) {
                g_fault_host[device] = host;
                g_fault_device[device] = dev;
            } else {
                (void)cudaFreeHost(host);
            }
        }
        (void)cudaGetLastError();
    }
    cuda_fault_t* word = g_fault_device[device];
    pthread_mutex_unlock(&g_fault_lock);
    return word;
}

anyrt_status_t cuda_take_fault(int device, anyrt_status_t st) {
    /* read without the lock: the word exists for good once made, and a sync point only reads it */
    cuda_fault_t* f = device >= 0 && device < CUDA_MAX_DEVICES ? g_fault_host[device] : NULL;
    if (st != ANYRT_STATUS_SUCCESS || f == NULL || f->raised == 0) return st;
    int64_t what = f->raised - 1, value = f->value, limit = f->limit;
    f->raised = 0;
    if (what == CUDA_FAULT_ROPE_POSITION)
        return cuda_fail(ANYRT_STATUS_INVALID_VALUE, "cuda: rope: position %lld is outside the sin/cos tables (%lld rows); "
                         "the outputs of its token are NaN", (long long)value, (long long)limit);
    if (what == CUDA_FAULT_INDEX)
        return cuda_fail(ANYRT_STATUS_INVALID_VALUE, "cuda: an index (a cache length, slot, block, offset or token id) is %lld, "
                         "outside [0, %lld); nothing of its row was written", (long long)value, (long long)limit);
    if (what == CUDA_FAULT_SAMPLE_PARAMETER)
        return cuda_fail(ANYRT_STATUS_INVALID_VALUE, "cuda: random_sample_batch: row %lld of %lld has a random_val or topp "
                         "outside [0, 1], a negative topk or a temperature not >= 0; its result was not written",
                         (long long)value, (long long)limit);
    return cuda_fail(ANYRT_STATUS_INTERNAL_ERROR, "cuda: a kernel raised fault %lld", (long long)what);
}

static void cuda_fault_words_free(void) {
    pthread_mutex_lock(&g_fault_lock);
    for (int d = 0; d < CUDA_MAX_DEVICES; ++d) {
        if (g_fault_host[d] != NULL) (void)cudaFreeHost(g_fault_host[d]);
        g_fault_host[d] = g_fault_device[d] = NULL;
    }
    pthread_mutex_unlock(&g_fault_lock);
    (void)cudaGetLastError();
}

anyrt_status_t cuda_get_compute_capability(int device, size_t* capability) {
    anyrt_status_t st = cuda_check_device(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    int major = 0, minor = 0;
    st = cuda_check(cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, device),
                    "cudaDeviceGetAttribute(cudaDevAttrComputeCapabilityMajor)");
    if (st == ANYRT_STATUS_SUCCESS)
        st = cuda_check(cudaDeviceGetAttribute(&minor, cudaDevAttrComputeCapabilityMinor, device),
                        "cudaDeviceGetAttribute(cudaDevAttrComputeCapabilityMinor)");
    if (st == ANYRT_STATUS_SUCCESS) *capability = (size_t)(major * 10 + minor);
    return st;
}

anyrt_status_t cuda_get_runtime_version(size_t* version) {
    int v = 0;
    anyrt_status_t st = cuda_check(cudaRuntimeGetVersion(&v), "cudaRuntimeGetVersion");
    if (st == ANYRT_STATUS_SUCCESS) *version = (size_t)v;
    return st;
}

anyrt_status_t cuda_get_driver_version(size_t* version) {
    int v = 0;
    anyrt_status_t st = cuda_check(cudaDriverGetVersion(&v), "cudaDriverGetVersion");
    if (st == ANYRT_STATUS_SUCCESS) *version = (size_t)v; /* 0: no driver */
    return st;
}

/* ================================================================================================
 * 3. Memory.
 * ============================================================================================== */

anyrt_status_t cuda_malloc(int device, void** ptr, size_t size) {
    anyrt_status_t st = cuda_use(device);
    return st != ANYRT_STATUS_SUCCESS ? st : cuda_check(cudaMalloc(ptr, size), "cudaMalloc");
}

anyrt_status_t cuda_free(int device, void* ptr, size_t size) {
    (void)size;
    anyrt_status_t st = cuda_use(device);
    return st != ANYRT_STATUS_SUCCESS ? st : cuda_check(cudaFree(ptr), "cudaFree");
}

/* cudaMallocManaged memory is freed like any other. */
anyrt_status_t cuda_free_unified(int device, void* ptr, size_t size) { return cuda_free(device, ptr, size); }

anyrt_status_t cuda_malloc_host(int device, void** ptr, size_t size) {
    anyrt_status_t st = cuda_use(device);
    return st != ANYRT_STATUS_SUCCESS ? st : cuda_check(cudaMallocHost(ptr, size), "cudaMallocHost");
}

anyrt_status_t cuda_free_host(int device, void* ptr, size_t size) {
    (void)device;
    (void)size;
    return cuda_check(cudaFreeHost(ptr), "cudaFreeHost");
}

anyrt_status_t cuda_malloc_unified(int device, void** ptr, size_t size) {
    anyrt_status_t st = cuda_use(device);
    return st != ANYRT_STATUS_SUCCESS ? st : cuda_check(cudaMallocManaged(ptr, size, cudaMemAttachGlobal), "cudaMallocManaged");
}

anyrt_status_t cuda_get_memory_info(int device, size_t* free_bytes, size_t* total_bytes) {
    anyrt_status_t st = cuda_use(device);
    return st != ANYRT_STATUS_SUCCESS ? st : cuda_check(cudaMemGetInfo(free_bytes, total_bytes), "cudaMemGetInfo");
}

anyrt_status_t cuda_min_chunk_size(int device, size_t* size) {
    anyrt_status_t st = cuda_check_device(device);
    if (st == ANYRT_STATUS_SUCCESS) *size = CUDA_MIN_CHUNK;
    return st;
}

/* Stream-ordered allocation needs memory pools; without them the core's fallback (synchronize,
 * then malloc/free) serves the call. */
static anyrt_status_t cuda_need_pools(int device) {
    anyrt_status_t st = cuda_check_device(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (atomic_load(&g_pools[device]) == 2)
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: device %d has no memory pools (cudaDevAttrMemoryPoolsSupported = 0)",
                         device);
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cuda_malloc_async(int device, void** ptr, size_t size, anyrt_backend_stream_t stream) {
    anyrt_status_t st = cuda_need_pools(device);
    return st != ANYRT_STATUS_SUCCESS ? st : cuda_check(cudaMallocAsync(ptr, size, (cudaStream_t)stream), "cudaMallocAsync");
}

/* cudaFreeAsync also takes memory from cudaMalloc (the runtime frees it in stream order). */
anyrt_status_t cuda_free_async(int device, void* ptr, size_t size, anyrt_backend_stream_t stream) {
    (void)size;
    anyrt_status_t st = cuda_need_pools(device);
    return st != ANYRT_STATUS_SUCCESS ? st : cuda_check(cudaFreeAsync(ptr, (cudaStream_t)stream), "cudaFreeAsync");
}

/* ================================================================================================
 * 4. Copies and fills.
 * ============================================================================================== */

/* Waits for the current device's legacy default stream, where the synchronous calls queue. */
static anyrt_status_t cuda_wait_legacy(anyrt_status_t st, const char* what) {
    return st != ANYRT_STATUS_SUCCESS ? st : cuda_check(cudaStreamSynchronize(cudaStreamLegacy), what);
}

anyrt_status_t cuda_memcpy(int device, void* dst, const void* src, size_t size, anyrt_memcpy_kind_t kind) {
    (void)kind; /* cudaMemcpyDefault: see the header comment */
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    st = cuda_check(cudaMemcpyAsync(dst, src, size, cudaMemcpyDefault, cudaStreamLegacy), "cudaMemcpyAsync");
    return cuda_wait_legacy(st, "cudaStreamSynchronize after cudaMemcpyAsync");
}

anyrt_status_t cuda_memcpy_async(int device, void* dst, const void* src, size_t size, anyrt_memcpy_kind_t kind,
                                        anyrt_backend_stream_t stream) {
    (void)device;
    (void)kind;
    return cuda_check(cudaMemcpyAsync(dst, src, size, cudaMemcpyDefault, (cudaStream_t)stream), "cudaMemcpyAsync");
}

/* Direct access from `device` to `peer`'s memory makes peer copies one DMA instead of a trip
 * through the host; enabled the first time the pair copies (where the hardware allows). */
static void cuda_enable_peer(int device, int peer) {
    if (device == peer || device < 0 || peer < 0 || device >= CUDA_MAX_DEVICES || peer >= CUDA_MAX_DEVICES) return;
    if (atomic_exchange(&g_peer[device][peer], 1)) return;
    int can = 0;
    if (cudaDeviceCanAccessPeer(&can, device, peer) == cudaSuccess && can) (void)cudaDeviceEnablePeerAccess(peer, 0);
    (void)cudaGetLastError(); /* cudaErrorPeerAccessAlreadyEnabled (someone else did it) is fine */
}

anyrt_status_t cuda_memcpy_peer(int device, void* dst, const void* src, int src_device, size_t size) {
    anyrt_status_t st = cuda_check_device(src_device);
    if (st == ANYRT_STATUS_SUCCESS) st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    cuda_enable_peer(device, src_device);
    st = cuda_check(cudaMemcpyPeerAsync(dst, device, src, src_device, size, cudaStreamLegacy), "cudaMemcpyPeerAsync");
    return cuda_wait_legacy(st, "cudaStreamSynchronize after cudaMemcpyPeerAsync");
}

anyrt_status_t cuda_memcpy_peer_async(int device, void* dst, int dst_device, const void* src, int src_device,
                                             size_t size, anyrt_backend_stream_t stream) {
    anyrt_status_t st = cuda_check_device(src_device);
    if (st == ANYRT_STATUS_SUCCESS) st = cuda_check_device(dst_device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    cuda_enable_peer(device, device == dst_device ? src_device : dst_device);
    return cuda_check(cudaMemcpyPeerAsync(dst, dst_device, src, src_device, size, (cudaStream_t)stream), "cudaMemcpyPeerAsync");
}

anyrt_status_t cuda_memset(int device, void* ptr, uint8_t value, size_t size) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    st = cuda_check(cudaMemsetAsync(ptr, value, size, cudaStreamLegacy), "cudaMemsetAsync");
    return cuda_wait_legacy(st, "cudaStreamSynchronize after cudaMemsetAsync");
}

anyrt_status_t cuda_memset_async(int device, void* ptr, uint8_t value, size_t size, anyrt_backend_stream_t stream) {
    (void)device;
    return cuda_check(cudaMemsetAsync(ptr, value, size, (cudaStream_t)stream), "cudaMemsetAsync");
}

/* ================================================================================================
 * 5. Streams.
 * ============================================================================================== */

/* Destroyed streams that finished cleanly are kept per device and handed out again: creating a
 * CUDA stream costs microseconds of driver work, and a framework that makes a stream per task (as
 * torch's stream pool anticipates) pays it on every one. A kept stream is idle, so reusing it orders
 * nothing new; the pool is bounded and emptied at finalize. */
#define CUDA_STREAM_POOL 32
static pthread_mutex_t g_stream_pool_lock = PTHREAD_MUTEX_INITIALIZER;
static cudaStream_t g_stream_pool[CUDA_MAX_DEVICES][CUDA_STREAM_POOL];
static int g_stream_pool_len[CUDA_MAX_DEVICES];

anyrt_status_t cuda_create_stream(int device, anyrt_backend_stream_t* stream) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    cudaStream_t s = NULL;
    pthread_mutex_lock(&g_stream_pool_lock);
    if (g_stream_pool_len[device] > 0) s = g_stream_pool[device][--g_stream_pool_len[device]];
    pthread_mutex_unlock(&g_stream_pool_lock);
    if (s == NULL) st = cuda_check(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking), "cudaStreamCreateWithFlags");
    if (st == ANYRT_STATUS_SUCCESS) *stream = (anyrt_backend_stream_t)s;
    return st;
}

anyrt_status_t cuda_destroy_stream(int device, anyrt_backend_stream_t stream) {
    anyrt_status_t st = cuda_check(cudaStreamSynchronize((cudaStream_t)stream), "cudaStreamSynchronize before destroying");
    if (st == ANYRT_STATUS_SUCCESS && device >= 0 && device < CUDA_MAX_DEVICES) {
        int kept = 0;
        pthread_mutex_lock(&g_stream_pool_lock);
        int priority = 0; /* a stream of another priority is not the pool's plain kind */
        cudaStreamGetPriority((cudaStream_t)stream, &priority);
        if (priority == 0 && g_stream_pool_len[device] < CUDA_STREAM_POOL) {
            g_stream_pool[device][g_stream_pool_len[device]++] = (cudaStream_t)stream;
            kept = 1;
        }
        pthread_mutex_unlock(&g_stream_pool_lock);
        if (kept) return ANYRT_STATUS_SUCCESS;
    }
    anyrt_status_t gone = cuda_check(cudaStreamDestroy((cudaStream_t)stream), "cudaStreamDestroy");
    return st != ANYRT_STATUS_SUCCESS ? st : gone;
}

/* CUDA clamps a priority outside the device's range into it, as the spec says. */
anyrt_status_t cuda_create_stream_with_priority(int device, anyrt_backend_stream_t* stream, int priority) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    cudaStream_t s = NULL;
    st = cuda_check(cudaStreamCreateWithPriority(&s, cudaStreamNonBlocking, priority), "cudaStreamCreateWithPriority");
    if (st == ANYRT_STATUS_SUCCESS) *stream = (anyrt_backend_stream_t)s;
    return st;
}

anyrt_status_t cuda_get_stream_priority_range(int device, int* least, int* greatest) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    return cuda_check(cudaDeviceGetStreamPriorityRange(least, greatest), "cudaDeviceGetStreamPriorityRange");
}

anyrt_status_t cuda_get_stream_priority(int device, anyrt_backend_stream_t stream, int* priority) {
    (void)device;
    return cuda_check(cudaStreamGetPriority((cudaStream_t)stream, priority), "cudaStreamGetPriority");
}

/* ---- CUDA graphs: the core hands a capture to these (spec/stream.yaml native_*); anyrt's capture
 * modes have CUDA's values. */
anyrt_status_t cuda_native_exchange_capture_mode(int device, anyrt_capture_mode_t mode, anyrt_capture_mode_t* previous) {
    (void)device; /* CUDA's mode is the thread's, for every device */
    enum cudaStreamCaptureMode m = (enum cudaStreamCaptureMode)mode; /* the same values (spec/types.yaml) */
    anyrt_status_t st = cuda_check(cudaThreadExchangeStreamCaptureMode(&m), "cudaThreadExchangeStreamCaptureMode");
    if (st == ANYRT_STATUS_SUCCESS) *previous = (anyrt_capture_mode_t)m;
    return st;
}

anyrt_status_t cuda_native_capture_begin(int device, anyrt_backend_stream_t stream, anyrt_capture_mode_t mode) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    return cuda_check(cudaStreamBeginCapture((cudaStream_t)stream, (enum cudaStreamCaptureMode)mode), "cudaStreamBeginCapture");
}

anyrt_status_t cuda_native_capture_end(int device, anyrt_backend_stream_t stream, anyrt_backend_graph_t* graph) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    cudaGraph_t g = NULL;
    st = cuda_check(cudaStreamEndCapture((cudaStream_t)stream, &g), "cudaStreamEndCapture");
    if (st == ANYRT_STATUS_SUCCESS) *graph = (anyrt_backend_graph_t)g;
    return st;
}

anyrt_status_t cuda_native_graph_instantiate(int device, anyrt_backend_graph_exec_t* exec, anyrt_backend_graph_t graph) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    cudaGraphExec_t e = NULL;
    st = cuda_check(cudaGraphInstantiate(&e, (cudaGraph_t)graph, 0), "cudaGraphInstantiate");
    if (st == ANYRT_STATUS_SUCCESS) *exec = (anyrt_backend_graph_exec_t)e;
    return st;
}

anyrt_status_t cuda_native_graph_launch(int device, anyrt_backend_graph_exec_t exec, anyrt_backend_stream_t stream) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    return cuda_check(cudaGraphLaunch((cudaGraphExec_t)exec, (cudaStream_t)stream), "cudaGraphLaunch");
}

anyrt_status_t cuda_native_graph_exec_update(int device, anyrt_backend_graph_exec_t exec, anyrt_backend_graph_t graph) {
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    cudaGraphExecUpdateResultInfo info;
    cudaError_t err = cudaGraphExecUpdate((cudaGraphExec_t)exec, (cudaGraph_t)graph, &info);
    if (err == cudaErrorGraphExecUpdateFailure)
        return cuda_fail(ANYRT_STATUS_INVALID_VALUE, "cuda: cudaGraphExecUpdate: the graph is not a capture of the same "
                         "calls (cudaGraphExecUpdateResult %d)", (int)info.result);
    return cuda_check(err, "cudaGraphExecUpdate");
}

anyrt_status_t cuda_native_graph_destroy(int device, anyrt_backend_graph_t graph) {
    (void)device;
    return cuda_check(cudaGraphDestroy((cudaGraph_t)graph), "cudaGraphDestroy");
}

anyrt_status_t cuda_native_graph_exec_destroy(int device, anyrt_backend_graph_exec_t exec) {
    (void)device;
    return cuda_check(cudaGraphExecDestroy((cudaGraphExec_t)exec), "cudaGraphExecDestroy");
}

static void cuda_stream_pool_drain(void) {
    pthread_mutex_lock(&g_stream_pool_lock);
    for (int d = 0; d < CUDA_MAX_DEVICES; ++d) {
        if (g_stream_pool_len[d] > 0 && cudaSetDevice(d) == cudaSuccess) {
            for (int i = 0; i < g_stream_pool_len[d]; ++i) (void)cudaStreamDestroy(g_stream_pool[d][i]);
        }
        g_stream_pool_len[d] = 0;
    }
    pthread_mutex_unlock(&g_stream_pool_lock);
    (void)cudaGetLastError(); /* nothing of the drain may surface in another library's error check */
}

anyrt_status_t cuda_query_stream(int device, anyrt_backend_stream_t stream) {
    (void)device;
    return cuda_ready(cudaStreamQuery((cudaStream_t)stream), "cudaStreamQuery");
}

anyrt_status_t cuda_synchronize_stream(int device, anyrt_backend_stream_t stream) {
    return cuda_take_fault(device, cuda_check(cudaStreamSynchronize((cudaStream_t)stream), "cudaStreamSynchronize"));
}

anyrt_status_t cuda_stream_add_callback(int device, anyrt_backend_stream_t stream, anyrt_host_fn_t fn, void* user_data) {
    (void)device;
    if (fn == NULL) return cuda_fail(ANYRT_STATUS_INVALID_VALUE, "cuda: callback fn is null");
    return cuda_check(cudaLaunchHostFunc((cudaStream_t)stream, fn, user_data), "cudaLaunchHostFunc");
}

anyrt_status_t cuda_stream_wait_event(int device, anyrt_backend_stream_t stream, anyrt_backend_event_t event) {
    (void)device;
    return cuda_check(cudaStreamWaitEvent((cudaStream_t)stream, (cudaEvent_t)event, 0), "cudaStreamWaitEvent");
}

/* ================================================================================================
 * 6. Events.
 * ============================================================================================== */

anyrt_status_t cuda_create_event(int device, anyrt_backend_event_t* event, anyrt_event_flags_t flags) {
    unsigned known = ANYRT_EVENT_FLAGS_DISABLE_TIMING | ANYRT_EVENT_FLAGS_BLOCKING_SYNC;
    if ((unsigned)flags & ~known) return cuda_fail(ANYRT_STATUS_INVALID_VALUE, "cuda: unknown event flags 0x%x", (unsigned)flags);
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    unsigned cflags = cudaEventDefault;
    if ((unsigned)flags & ANYRT_EVENT_FLAGS_DISABLE_TIMING) cflags |= cudaEventDisableTiming;
    if ((unsigned)flags & ANYRT_EVENT_FLAGS_BLOCKING_SYNC) cflags |= cudaEventBlockingSync;
    cudaEvent_t e = NULL;
    st = cuda_check(cudaEventCreateWithFlags(&e, cflags), "cudaEventCreateWithFlags");
    if (st == ANYRT_STATUS_SUCCESS) *event = (anyrt_backend_event_t)e;
    return st;
}

anyrt_status_t cuda_destroy_event(int device, anyrt_backend_event_t event) {
    (void)device;
    return cuda_check(cudaEventDestroy((cudaEvent_t)event), "cudaEventDestroy");
}

anyrt_status_t cuda_record_event(int device, anyrt_backend_event_t event, anyrt_backend_stream_t stream) {
    (void)device;
    return cuda_check(cudaEventRecord((cudaEvent_t)event, (cudaStream_t)stream), "cudaEventRecord");
}

anyrt_status_t cuda_query_event(int device, anyrt_backend_event_t event) {
    (void)device;
    return cuda_ready(cudaEventQuery((cudaEvent_t)event), "cudaEventQuery");
}

anyrt_status_t cuda_synchronize_event(int device, anyrt_backend_event_t event) {
    return cuda_take_fault(device, cuda_check(cudaEventSynchronize((cudaEvent_t)event), "cudaEventSynchronize"));
}

anyrt_status_t cuda_event_elapsed_time(int device, float* ms, anyrt_backend_event_t start, anyrt_backend_event_t end) {
    (void)device;
    cudaError_t err = cudaEventElapsedTime(ms, (cudaEvent_t)start, (cudaEvent_t)end);
    if (err == cudaErrorInvalidResourceHandle) {
        (void)cudaGetLastError(); /* CUDA's answer for events without timestamps */
        return cuda_fail(ANYRT_STATUS_INVALID_VALUE,
                         "cuda: cudaEventElapsedTime: an event was created with timing disabled, or never recorded (%s)",
                         cudaGetErrorName(err));
    }
    if (err == cudaErrorNotReady) {
        (void)cudaGetLastError();
        return cuda_fail(ANYRT_STATUS_NOT_READY, "cuda: cudaEventElapsedTime: an event has not completed yet");
    }
    return cuda_check(err, "cudaEventElapsedTime");
}

/* ================================================================================================
 * 7. Table and entry point.
 * ============================================================================================== */

ANYRT_BACKEND_DEFINE("cuda", ANYRT_DEVICE_KIND_CUDA);
