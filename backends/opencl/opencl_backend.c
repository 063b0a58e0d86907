/* anyrt `opencl` backend: every OpenCL 2.0+ device with shared virtual memory (Intel, AMD, Arm
 * Mali, PoCL), through the ICD loader opened at run time (opencl_loader.c).
 *
 * Semantics chosen here:
 *   - Devices: those of every platform whose CL_DEVICE_SVM_CAPABILITIES include coarse-grained
 *     buffers, in platform order; the devices of one platform share one context, so events and
 *     memory pass between them.
 *   - Memory is SVM (clSVMAlloc): a device pointer is a plain address, so base + offset arithmetic
 *     works and kernels take interior pointers. With fine-grained buffer SVM the host addresses it
 *     directly (device_memory_host_accessible = 1: the core's operator fallback runs in place);
 *     with coarse-grained only, the core stages operands through memcpy.
 *   - A stream is an in-order command queue with profiling on; an event is the marker last
 *     recorded into it (never recorded: complete). Elapsed time is between the markers' ends.
 *   - Every enqueue is flushed, so work starts without a later wait.
 *   - Host callbacks run in stream order on a worker thread of their stream, never on the caller's
 *     thread nor on the driver's: the queue holds a barrier on a user event that the worker
 *     completes after the callback returns, so later work waits for it.
 *   - Synchronous copies and fills run on a per-device queue of their own and return when done;
 *     free waits for the device's streams first (a kernel may still read the memory).
 *
 * Layout: 1. devices  2. memory  3. copies and fills  4. streams and callbacks  5. events  6. table.
 */
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "opencl_internal.h"
#include "opencl_program.h"

/* ================================================================================================
 * 1. Devices: probed on first use, released at finalize (a later initialize probes again).
 * ============================================================================================== */

typedef struct {
    ocl_device_t d;
    cl_command_queue sync_queue; /* synchronous copies and fills; made on first use */
    size_t allocated;            /* bytes of live allocations (get_memory_info) */
    ocl_stream_t* streams;       /* live streams (synchronize_device, free) */
} ocl_slot_t;

static pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER; /* the probe, sync queues, counters, stream lists */
static int g_probed;
static int g_count;
static ocl_slot_t g_dev[OCL_MAX_DEVICES];
static cl_context g_contexts[OCL_MAX_DEVICES]; /* one per platform with devices */
static int g_ncontexts;
static char g_no_device_reason[OCL_MSG_SIZE];

static void ocl_probe_platforms_locked(void);

static void ocl_probe_locked(void) {
    if (g_probed) return;
    ocl_signals_hold();
    ocl_probe_platforms_locked();
    ocl_signals_release();
}

static void ocl_probe_platforms_locked(void) {
    g_probed = 1;
    g_count = 0;
    if (ocl_load(g_no_device_reason, sizeof g_no_device_reason) != ANYRT_STATUS_SUCCESS) return;
    cl_uint nplat = 0;
    cl_int err = ocl_cl.clGetPlatformIDs(0, NULL, &nplat);
    if (err != CL_SUCCESS || nplat == 0) {
        snprintf(g_no_device_reason, sizeof g_no_device_reason,
                 "the OpenCL loader lists no platform (clGetPlatformIDs: %s); install one, e.g. pocl-opencl-icd",
                 ocl_error_name(err));
        return;
    }
    cl_platform_id plats[16];
    if (nplat > 16) nplat = 16;
    if (ocl_cl.clGetPlatformIDs(nplat, plats, NULL) != CL_SUCCESS) return;
    int skipped = 0;
    for (cl_uint p = 0; p < nplat && g_count < OCL_MAX_DEVICES; ++p) {
        cl_device_id ids[OCL_MAX_DEVICES], kept[OCL_MAX_DEVICES];
        cl_uint n = 0, nkept = 0;
        if (ocl_cl.clGetDeviceIDs(plats[p], CL_DEVICE_TYPE_ALL, OCL_MAX_DEVICES, ids, &n) != CL_SUCCESS) continue;
        for (cl_uint i = 0; i < n && g_count + (int)nkept < OCL_MAX_DEVICES; ++i) {
            cl_device_svm_capabilities svm = 0;
            if (ocl_cl.clGetDeviceInfo(ids[i], CL_DEVICE_SVM_CAPABILITIES, sizeof svm, &svm, NULL) != CL_SUCCESS ||
                !(svm & CL_DEVICE_SVM_COARSE_GRAIN_BUFFER)) {
                ++skipped; /* OpenCL 1.x, or no SVM */
                continue;
            }
            kept[nkept++] = ids[i];
        }
        if (nkept == 0) continue;
        cl_context_properties props[] = {CL_CONTEXT_PLATFORM, (cl_context_properties)plats[p], 0};
        cl_context ctx = ocl_cl.clCreateContext(props, nkept, kept, NULL, NULL, &err);
        if (ctx == NULL || err != CL_SUCCESS) continue;
        g_contexts[g_ncontexts++] = ctx;
        for (cl_uint i = 0; i < nkept; ++i) {
            ocl_device_t* d = &g_dev[g_count++].d;
            d->id = kept[i];
            d->context = ctx;
            cl_device_svm_capabilities svm = 0;
            (void)ocl_cl.clGetDeviceInfo(kept[i], CL_DEVICE_SVM_CAPABILITIES, sizeof svm, &svm, NULL);
            /* ANYRT_OPENCL_SVM=coarse: coarse-grained SVM even where fine-grained is offered, so the
             * path of devices whose memory the host cannot address (the core stages operands) runs
             * on any machine. */
            const char* mode = getenv("ANYRT_OPENCL_SVM");
            d->fine_grain = (svm & CL_DEVICE_SVM_FINE_GRAIN_BUFFER) != 0 && !(mode && strcmp(mode, "coarse") == 0);
            cl_device_fp_config fp64 = 0;
            (void)ocl_cl.clGetDeviceInfo(kept[i], CL_DEVICE_DOUBLE_FP_CONFIG, sizeof fp64, &fp64, NULL);
            d->fp64 = fp64 != 0;
            cl_device_type type = 0;
            (void)ocl_cl.clGetDeviceInfo(kept[i], CL_DEVICE_TYPE, sizeof type, &type, NULL);
            d->cpu = (type & CL_DEVICE_TYPE_CPU) != 0;
            (void)ocl_cl.clGetDeviceInfo(kept[i], CL_DEVICE_GLOBAL_MEM_SIZE, sizeof d->global_mem, &d->global_mem, NULL);
            (void)ocl_cl.clGetDeviceInfo(kept[i], CL_DEVICE_MAX_MEM_ALLOC_SIZE, sizeof d->max_alloc, &d->max_alloc, NULL);
            (void)ocl_cl.clGetDeviceInfo(kept[i], CL_DEVICE_NAME, sizeof d->name - 1, d->name, NULL);
        }
    }
    if (g_count == 0)
        snprintf(g_no_device_reason, sizeof g_no_device_reason,
                 "no OpenCL device with shared virtual memory (OpenCL 2.0+) among %u platform(s); %d device(s) "
                 "without it were left out", (unsigned)nplat, skipped);
}

static int ocl_device_count(void) {
    pthread_mutex_lock(&g_lock);
    ocl_probe_locked();
    int n = g_count;
    pthread_mutex_unlock(&g_lock);
    return n;
}

const ocl_device_t* ocl_device(int device, anyrt_status_t* st) {
    int n = ocl_device_count();
    if (device < 0 || device >= n) {
        *st = n == 0 ? ocl_fail(ANYRT_STATUS_INVALID_DEVICE, "opencl: %s", g_no_device_reason)
                     : ocl_fail(ANYRT_STATUS_INVALID_DEVICE, "opencl: device %d does not exist (%d visible)", device, n);
        return NULL;
    }
    *st = ANYRT_STATUS_SUCCESS;
    return &g_dev[device].d;
}

#define OCL_DEVICE_OR_RETURN(var, device)                                                                             \
    anyrt_status_t st_ = ANYRT_STATUS_SUCCESS;                                                                         \
    const ocl_device_t* var = ocl_device((device), &st_);                                                              \
    if (var == NULL) return st_

anyrt_status_t ocl_initialize(void) { return ANYRT_STATUS_SUCCESS; }

anyrt_status_t ocl_finalize(void) {
    ocl_programs_finalize();
    pthread_mutex_lock(&g_lock);
    for (int i = 0; i < g_count; ++i) {
        if (g_dev[i].sync_queue != NULL) (void)ocl_cl.clReleaseCommandQueue(g_dev[i].sync_queue);
    }
    for (int i = 0; i < g_ncontexts; ++i) (void)ocl_cl.clReleaseContext(g_contexts[i]);
    memset(g_dev, 0, sizeof g_dev);
    g_ncontexts = g_count = 0;
    g_probed = 0;
    /* The loader stays open: ICD platforms keep threads that must not be unmapped under them. */
    pthread_mutex_unlock(&g_lock);
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t ocl_get_device_count(int* count) {
    if (count == NULL) return ocl_fail(ANYRT_STATUS_INVALID_VALUE, "opencl: count is null");
    *count = ocl_device_count();
    if (*count == 0) ocl_fail(ANYRT_STATUS_SUCCESS, "%s", g_no_device_reason); /* the loader shows why */
    return ANYRT_STATUS_SUCCESS;
}

/* Makes the device's queue for synchronous copies now, so the first copy does not pay for it. */
static anyrt_status_t ocl_sync_queue(int device, cl_command_queue* q);

anyrt_status_t ocl_init_device(int device) {
    cl_command_queue q = NULL;
    return ocl_sync_queue(device, &q);
}

/* Every OpenCL call names its device: there is no current device to switch. */
anyrt_status_t ocl_set_device(int device) {
    OCL_DEVICE_OR_RETURN(d, device);
    (void)d;
    return ANYRT_STATUS_SUCCESS;
}

/* The device's OpenCL version, as major * 10 + minor ("OpenCL 3.0 ..." is 30). */
anyrt_status_t ocl_get_compute_capability(int device, size_t* capability) {
    OCL_DEVICE_OR_RETURN(d, device);
    char version[128] = {0};
    anyrt_status_t st = ocl_check(ocl_cl.clGetDeviceInfo(d->id, CL_DEVICE_VERSION, sizeof version - 1, version, NULL),
                                  "clGetDeviceInfo(CL_DEVICE_VERSION)");
    int major = 0, minor = 0;
    if (st == ANYRT_STATUS_SUCCESS && sscanf(version, "OpenCL %d.%d", &major, &minor) != 2)
        return ocl_fail(ANYRT_STATUS_FAILED, "opencl: device %d reports an unreadable version '%s'", device, version);
    if (st == ANYRT_STATUS_SUCCESS) *capability = (size_t)(major * 10 + minor);
    return st;
}

anyrt_status_t ocl_device_memory_host_accessible(int device, int* accessible) {
    OCL_DEVICE_OR_RETURN(d, device);
    *accessible = d->fine_grain;
    return ANYRT_STATUS_SUCCESS;
}

/* ================================================================================================
 * 2. Memory.
 * ============================================================================================== */

struct ocl_stream {
    uint32_t magic;
    int device;
    cl_command_queue queue;
    cl_event last; /* the command enqueued last (query_stream); under mu */
    /* the callback worker, started with the stream's first callback */
    pthread_mutex_t mu;
    pthread_cond_t cv;
    struct ocl_job* head;
    struct ocl_job* tail;
    int worker_started, stop;
    pthread_t worker;
    ocl_stream_t* next; /* the device's list */
};
#define OCL_STREAM_MAGIC 0x4f434c53u

/* The stream whose callback the calling thread runs (NULL elsewhere): free and synchronize_device
 * must not wait for it, since it waits for this very callback. */
static _Thread_local ocl_stream_t* tls_callback_stream;

/* Waits for every stream of `device` but the calling callback's own. The queues are retained and
 * waited for outside the lock: a callback those streams wait for may itself allocate. */
static anyrt_status_t ocl_finish_streams(int device) {
    cl_command_queue* queues = NULL;
    size_t n = 0, cap = 0;
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    pthread_mutex_lock(&g_lock);
    for (ocl_stream_t* s = g_dev[device].streams; s != NULL; s = s->next) {
        if (s == tls_callback_stream) continue;
        if (n == cap) {
            cap = cap ? 2 * cap : 8;
            cl_command_queue* grown = realloc(queues, cap * sizeof *queues);
            if (grown == NULL) {
                st = ocl_fail(ANYRT_STATUS_OUT_OF_MEMORY, "opencl: no host memory to list the device's streams");
                break;
            }
            queues = grown;
        }
        (void)ocl_cl.clRetainCommandQueue(s->queue);
        queues[n++] = s->queue;
    }
    pthread_mutex_unlock(&g_lock);
    for (size_t i = 0; i < n; ++i) {
        anyrt_status_t done = ocl_check(ocl_cl.clFinish(queues[i]), "clFinish");
        if (st == ANYRT_STATUS_SUCCESS) st = done;
        (void)ocl_cl.clReleaseCommandQueue(queues[i]);
    }
    free(queues);
    return st;
}

anyrt_status_t ocl_synchronize_device(int device) {
    OCL_DEVICE_OR_RETURN(d, device);
    (void)d;
    return ocl_take_fault(device, ocl_finish_streams(device));
}

anyrt_status_t ocl_malloc(int device, void** ptr, size_t size) {
    OCL_DEVICE_OR_RETURN(d, device);
    if (ptr == NULL) return ocl_fail(ANYRT_STATUS_INVALID_VALUE, "opencl: malloc: ptr is null");
    if (size > d->max_alloc)
        return ocl_fail(ANYRT_STATUS_OUT_OF_MEMORY, "opencl: malloc: %zu bytes exceed device %d's largest allocation "
                        "(CL_DEVICE_MAX_MEM_ALLOC_SIZE %llu)", size, device, (unsigned long long)d->max_alloc);
    cl_svm_mem_flags flags = CL_MEM_READ_WRITE | (d->fine_grain ? CL_MEM_SVM_FINE_GRAIN_BUFFER : 0);
    void* p = ocl_cl.clSVMAlloc(d->context, flags, size == 0 ? 1 : size, 0);
    if (p == NULL)
        return ocl_fail(ANYRT_STATUS_OUT_OF_MEMORY, "opencl: clSVMAlloc of %zu bytes on device %d (%s) failed", size,
                        device, d->name);
    pthread_mutex_lock(&g_lock);
    g_dev[device].allocated += size;
    pthread_mutex_unlock(&g_lock);
    *ptr = p;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t ocl_free(int device, void* ptr, size_t size) {
    OCL_DEVICE_OR_RETURN(d, device);
    if (ptr == NULL) return ANYRT_STATUS_SUCCESS;
    anyrt_status_t st = ocl_finish_streams(device); /* clSVMFree does not wait for kernels using it */
    ocl_cl.clSVMFree(d->context, ptr);
    pthread_mutex_lock(&g_lock);
    g_dev[device].allocated -= size <= g_dev[device].allocated ? size : g_dev[device].allocated;
    pthread_mutex_unlock(&g_lock);
    return st;
}

anyrt_status_t ocl_get_memory_info(int device, size_t* free_bytes, size_t* total_bytes) {
    OCL_DEVICE_OR_RETURN(d, device);
    pthread_mutex_lock(&g_lock);
    size_t used = g_dev[device].allocated;
    pthread_mutex_unlock(&g_lock);
    *total_bytes = (size_t)d->global_mem;
    *free_bytes = used < *total_bytes ? *total_bytes - used : 0;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t ocl_max_alloc_size(int device, size_t* size) {
    OCL_DEVICE_OR_RETURN(d, device);
    *size = (size_t)d->max_alloc;
    return ANYRT_STATUS_SUCCESS;
}

/* ================================================================================================
 * 3. Copies and fills. clEnqueueSVMMemcpy takes SVM and plain host pointers alike, so every
 *    direction is one call.
 * ============================================================================================== */

anyrt_status_t ocl_device_queue(int device, cl_command_queue* q) { return ocl_sync_queue(device, q); }

static anyrt_status_t ocl_sync_queue(int device, cl_command_queue* q) {
    OCL_DEVICE_OR_RETURN(d, device);
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    pthread_mutex_lock(&g_lock);
    if (g_dev[device].sync_queue == NULL) {
        cl_int err = CL_SUCCESS;
        g_dev[device].sync_queue = ocl_cl.clCreateCommandQueueWithProperties(d->context, d->id, NULL, &err);
        st = ocl_check(err, "clCreateCommandQueueWithProperties");
    }
    *q = g_dev[device].sync_queue;
    pthread_mutex_unlock(&g_lock);
    return st;
}

anyrt_status_t ocl_memcpy(int device, void* dst, const void* src, size_t size, anyrt_memcpy_kind_t kind) {
    (void)kind;
    cl_command_queue q = NULL;
    anyrt_status_t st = ocl_sync_queue(device, &q);
    if (st != ANYRT_STATUS_SUCCESS || size == 0) return st;
    return ocl_check(ocl_cl.clEnqueueSVMMemcpy(q, CL_TRUE, dst, src, size, 0, NULL, NULL), "clEnqueueSVMMemcpy");
}

anyrt_status_t ocl_memcpy_async(int device, void* dst, const void* src, size_t size, anyrt_memcpy_kind_t kind,
                                anyrt_backend_stream_t stream) {
    (void)device, (void)kind;
    if (size == 0) return ANYRT_STATUS_SUCCESS;
    cl_event ev = NULL;
    cl_int err = ocl_cl.clEnqueueSVMMemcpy(ocl_queue(stream), CL_FALSE, dst, src, size, 0, NULL, &ev);
    return ocl_submitted(stream, err, ev, "clEnqueueSVMMemcpy");
}

anyrt_status_t ocl_memset(int device, void* ptr, uint8_t value, size_t size) {
    cl_command_queue q = NULL;
    anyrt_status_t st = ocl_sync_queue(device, &q);
    if (st != ANYRT_STATUS_SUCCESS || size == 0) return st;
    st = ocl_check(ocl_cl.clEnqueueSVMMemFill(q, ptr, &value, 1, size, 0, NULL, NULL), "clEnqueueSVMMemFill");
    return st != ANYRT_STATUS_SUCCESS ? st : ocl_check(ocl_cl.clFinish(q), "clFinish after clEnqueueSVMMemFill");
}

anyrt_status_t ocl_memset_async(int device, void* ptr, uint8_t value, size_t size, anyrt_backend_stream_t stream) {
    (void)device;
    if (size == 0) return ANYRT_STATUS_SUCCESS;
    cl_event ev = NULL;
    cl_int err = ocl_cl.clEnqueueSVMMemFill(ocl_queue(stream), ptr, &value, 1, size, 0, NULL, &ev);
    return ocl_submitted(stream, err, ev, "clEnqueueSVMMemFill");
}

/* ================================================================================================
 * 4. Streams and callbacks.
 * ============================================================================================== */

typedef struct ocl_job {
    struct ocl_job* next;
    cl_event after;  /* the marker: the work queued before the callback */
    cl_event done;   /* the user event the queue's barrier waits on */
    anyrt_host_fn_t fn;
    void* user_data;
} ocl_job_t;

cl_command_queue ocl_queue(anyrt_backend_stream_t stream) { return ((ocl_stream_t*)stream)->queue; }

anyrt_status_t ocl_submitted(anyrt_backend_stream_t stream, cl_int err, cl_event command, const char* what) {
    ocl_stream_t* s = stream;
    anyrt_status_t st = ocl_check(err, what);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (command != NULL) {
        pthread_mutex_lock(&s->mu);
        cl_event old = s->last;
        s->last = command;
        pthread_mutex_unlock(&s->mu);
        if (old != NULL) (void)ocl_cl.clReleaseEvent(old);
    }
    return ocl_check(ocl_cl.clFlush(s->queue), "clFlush");
}

static void* ocl_callback_worker(void* arg) {
    ocl_stream_t* s = arg;
    tls_callback_stream = s;
    pthread_mutex_lock(&s->mu);
    for (;;) {
        while (s->head == NULL && !s->stop) pthread_cond_wait(&s->cv, &s->mu);
        ocl_job_t* j = s->head;
        if (j == NULL) break; /* stopped and drained */
        s->head = j->next;
        if (s->head == NULL) s->tail = NULL;
        pthread_mutex_unlock(&s->mu);
        (void)ocl_cl.clWaitForEvents(1, &j->after); /* a failed command still runs the callback, as CUDA does */
        j->fn(j->user_data);
        (void)ocl_cl.clSetUserEventStatus(j->done, CL_COMPLETE);
        (void)ocl_cl.clReleaseEvent(j->after);
        (void)ocl_cl.clReleaseEvent(j->done);
        free(j);
        pthread_mutex_lock(&s->mu);
    }
    pthread_mutex_unlock(&s->mu);
    return NULL;
}

anyrt_status_t ocl_create_stream(int device, anyrt_backend_stream_t* stream) {
    OCL_DEVICE_OR_RETURN(d, device);
    ocl_stream_t* s = calloc(1, sizeof *s);
    if (s == NULL) return ocl_fail(ANYRT_STATUS_OUT_OF_MEMORY, "opencl: no host memory for a stream");
    cl_queue_properties props[] = {CL_QUEUE_PROPERTIES, CL_QUEUE_PROFILING_ENABLE, 0};
    cl_int err = CL_SUCCESS;
    s->queue = ocl_cl.clCreateCommandQueueWithProperties(d->context, d->id, props, &err);
    anyrt_status_t st = ocl_check(err, "clCreateCommandQueueWithProperties");
    if (st != ANYRT_STATUS_SUCCESS) {
        free(s);
        return st;
    }
    s->magic = OCL_STREAM_MAGIC;
    s->device = device;
    pthread_mutex_init(&s->mu, NULL);
    pthread_cond_init(&s->cv, NULL);
    pthread_mutex_lock(&g_lock);
    s->next = g_dev[device].streams;
    g_dev[device].streams = s;
    pthread_mutex_unlock(&g_lock);
    *stream = s;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t ocl_destroy_stream(int device, anyrt_backend_stream_t stream) {
    ocl_stream_t* s = stream;
    if (s == NULL || s->magic != OCL_STREAM_MAGIC)
        return ocl_fail(ANYRT_STATUS_INVALID_HANDLE, "opencl: destroy_stream: not a stream of this backend");
    anyrt_status_t st = ocl_check(ocl_cl.clFinish(s->queue), "clFinish before destroying a stream");
    pthread_mutex_lock(&g_lock);
    for (ocl_stream_t** p = &g_dev[device].streams; *p != NULL; p = &(*p)->next) {
        if (*p == s) {
            *p = s->next;
            break;
        }
    }
    pthread_mutex_unlock(&g_lock);
    pthread_mutex_lock(&s->mu);
    s->stop = 1;
    pthread_cond_signal(&s->cv);
    int joined = s->worker_started;
    pthread_mutex_unlock(&s->mu);
    if (joined) pthread_join(s->worker, NULL);
    if (s->last != NULL) (void)ocl_cl.clReleaseEvent(s->last);
    (void)ocl_cl.clReleaseCommandQueue(s->queue);
    pthread_cond_destroy(&s->cv);
    pthread_mutex_destroy(&s->mu);
    s->magic = 0;
    free(s);
    return st;
}

/* NOT_READY while the command enqueued last has not completed (no message: not an error). */
anyrt_status_t ocl_query_stream(int device, anyrt_backend_stream_t stream) {
    (void)device;
    ocl_stream_t* s = stream;
    pthread_mutex_lock(&s->mu);
    cl_event last = s->last;
    if (last != NULL) (void)ocl_cl.clRetainEvent(last);
    pthread_mutex_unlock(&s->mu);
    if (last == NULL) return ANYRT_STATUS_SUCCESS;
    cl_int status = CL_QUEUED;
    anyrt_status_t st = ocl_check(ocl_cl.clGetEventInfo(last, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status, NULL),
                                  "clGetEventInfo(CL_EVENT_COMMAND_EXECUTION_STATUS)");
    (void)ocl_cl.clReleaseEvent(last);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (status < 0) return ocl_fail(ANYRT_STATUS_FAILED, "opencl: work on the stream failed: %s", ocl_error_name(status));
    return status == CL_COMPLETE ? ANYRT_STATUS_SUCCESS : ANYRT_STATUS_NOT_READY;
}

anyrt_status_t ocl_synchronize_stream(int device, anyrt_backend_stream_t stream) {
    return ocl_take_fault(device, ocl_check(ocl_cl.clFinish(ocl_queue(stream)), "clFinish"));
}

anyrt_status_t ocl_stream_add_callback(int device, anyrt_backend_stream_t stream, anyrt_host_fn_t fn, void* user_data) {
    OCL_DEVICE_OR_RETURN(d, device);
    ocl_stream_t* s = stream;
    if (fn == NULL) return ocl_fail(ANYRT_STATUS_INVALID_VALUE, "opencl: stream_add_callback: fn is null");
    ocl_job_t* j = calloc(1, sizeof *j);
    if (j == NULL) return ocl_fail(ANYRT_STATUS_OUT_OF_MEMORY, "opencl: no host memory for a callback");
    j->fn = fn;
    j->user_data = user_data;
    cl_int err = CL_SUCCESS;
    j->done = ocl_cl.clCreateUserEvent(d->context, &err);
    anyrt_status_t st = ocl_check(err, "clCreateUserEvent");
    if (st == ANYRT_STATUS_SUCCESS)
        st = ocl_check(ocl_cl.clEnqueueMarkerWithWaitList(s->queue, 0, NULL, &j->after), "clEnqueueMarkerWithWaitList");
    if (st != ANYRT_STATUS_SUCCESS) {
        if (j->done != NULL) (void)ocl_cl.clReleaseEvent(j->done);
        free(j);
        return st;
    }
    pthread_mutex_lock(&s->mu);
    if (!s->worker_started) {
        if (pthread_create(&s->worker, NULL, ocl_callback_worker, s) != 0) {
            pthread_mutex_unlock(&s->mu);
            /* nothing waits on the user event yet: complete it so no command is left behind it */
            (void)ocl_cl.clSetUserEventStatus(j->done, CL_COMPLETE);
            (void)ocl_cl.clReleaseEvent(j->done);
            (void)ocl_cl.clReleaseEvent(j->after);
            free(j);
            return ocl_fail(ANYRT_STATUS_OUT_OF_MEMORY, "opencl: cannot start the stream's callback thread");
        }
        s->worker_started = 1;
    }
    pthread_mutex_unlock(&s->mu);
    /* The barrier first, the job second: the worker may complete `done` as soon as it has the job. */
    cl_event barrier = NULL;
    cl_int err2 = ocl_cl.clEnqueueBarrierWithWaitList(s->queue, 1, &j->done, &barrier);
    st = ocl_submitted(stream, err2, barrier, "clEnqueueBarrierWithWaitList");
    if (err2 != CL_SUCCESS) { /* refused: the callback must not run */
        (void)ocl_cl.clSetUserEventStatus(j->done, CL_COMPLETE);
        (void)ocl_cl.clReleaseEvent(j->done);
        (void)ocl_cl.clReleaseEvent(j->after);
        free(j);
        return st;
    }
    pthread_mutex_lock(&s->mu);
    if (s->tail != NULL) s->tail->next = j;
    else s->head = j;
    s->tail = j;
    pthread_cond_signal(&s->cv);
    pthread_mutex_unlock(&s->mu);
    return st;
}

/* ================================================================================================
 * 5. Events.
 * ============================================================================================== */

typedef struct {
    uint32_t magic;
    unsigned flags;
    pthread_mutex_t mu;
    cl_event marker; /* the last record's marker; NULL: never recorded */
} ocl_event_t;
#define OCL_EVENT_MAGIC 0x4f434c45u

/* The event's marker, retained for the caller (NULL: never recorded). */
static cl_event ocl_marker(ocl_event_t* e) {
    pthread_mutex_lock(&e->mu);
    cl_event m = e->marker;
    if (m != NULL) (void)ocl_cl.clRetainEvent(m);
    pthread_mutex_unlock(&e->mu);
    return m;
}

anyrt_status_t ocl_create_event(int device, anyrt_backend_event_t* event, anyrt_event_flags_t flags) {
    OCL_DEVICE_OR_RETURN(d, device);
    (void)d;
    unsigned known = ANYRT_EVENT_FLAGS_DISABLE_TIMING | ANYRT_EVENT_FLAGS_BLOCKING_SYNC;
    if ((unsigned)flags & ~known)
        return ocl_fail(ANYRT_STATUS_INVALID_VALUE, "opencl: create_event: unknown flags 0x%x", (unsigned)flags);
    ocl_event_t* e = calloc(1, sizeof *e);
    if (e == NULL) return ocl_fail(ANYRT_STATUS_OUT_OF_MEMORY, "opencl: no host memory for an event");
    e->magic = OCL_EVENT_MAGIC;
    e->flags = (unsigned)flags;
    pthread_mutex_init(&e->mu, NULL);
    *event = e;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t ocl_destroy_event(int device, anyrt_backend_event_t event) {
    (void)device;
    ocl_event_t* e = event;
    if (e->marker != NULL) (void)ocl_cl.clReleaseEvent(e->marker);
    pthread_mutex_destroy(&e->mu);
    e->magic = 0;
    free(e);
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t ocl_record_event(int device, anyrt_backend_event_t event, anyrt_backend_stream_t stream) {
    (void)device;
    ocl_event_t* e = event;
    cl_event m = NULL;
    cl_int err = ocl_cl.clEnqueueMarkerWithWaitList(ocl_queue(stream), 0, NULL, &m);
    if (err == CL_SUCCESS) (void)ocl_cl.clRetainEvent(m); /* one reference for the event, one for the stream */
    anyrt_status_t st = ocl_submitted(stream, err, m, "clEnqueueMarkerWithWaitList");
    if (st != ANYRT_STATUS_SUCCESS) {
        if (err == CL_SUCCESS) (void)ocl_cl.clReleaseEvent(m);
        return st;
    }
    pthread_mutex_lock(&e->mu);
    cl_event old = e->marker;
    e->marker = m;
    pthread_mutex_unlock(&e->mu);
    if (old != NULL) (void)ocl_cl.clReleaseEvent(old);
    return ANYRT_STATUS_SUCCESS;
}

static anyrt_status_t ocl_marker_status(cl_event m, cl_int* status) {
    return ocl_check(ocl_cl.clGetEventInfo(m, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof *status, status, NULL),
                     "clGetEventInfo(CL_EVENT_COMMAND_EXECUTION_STATUS)");
}

anyrt_status_t ocl_query_event(int device, anyrt_backend_event_t event) {
    (void)device;
    cl_event m = ocl_marker(event);
    if (m == NULL) return ANYRT_STATUS_SUCCESS;
    cl_int status = CL_QUEUED;
    anyrt_status_t st = ocl_marker_status(m, &status);
    (void)ocl_cl.clReleaseEvent(m);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (status < 0) return ocl_fail(ANYRT_STATUS_FAILED, "opencl: work before the event failed: %s", ocl_error_name(status));
    return status == CL_COMPLETE ? ANYRT_STATUS_SUCCESS : ANYRT_STATUS_NOT_READY;
}

anyrt_status_t ocl_synchronize_event(int device, anyrt_backend_event_t event) {
    cl_event m = ocl_marker(event);
    if (m == NULL) return ANYRT_STATUS_SUCCESS;
    cl_int err = ocl_cl.clWaitForEvents(1, &m);
    (void)ocl_cl.clReleaseEvent(m);
    if (err == CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST)
        return ocl_fail(ANYRT_STATUS_FAILED, "opencl: work before the event failed");
    return ocl_take_fault(device, ocl_check(err, "clWaitForEvents"));
}

anyrt_status_t ocl_stream_wait_event(int device, anyrt_backend_stream_t stream, anyrt_backend_event_t event) {
    (void)device;
    cl_event m = ocl_marker(event);
    if (m == NULL) return ANYRT_STATUS_SUCCESS; /* never recorded: nothing to wait for */
    cl_event barrier = NULL;
    cl_int err = ocl_cl.clEnqueueBarrierWithWaitList(ocl_queue(stream), 1, &m, &barrier);
    if (err == CL_INVALID_CONTEXT) { /* recorded on another platform's device: the host waits instead */
        err = ocl_cl.clWaitForEvents(1, &m);
        if (err == CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST) err = CL_SUCCESS; /* its own stream reports it */
    }
    anyrt_status_t st = ocl_submitted(stream, err, barrier, "clEnqueueBarrierWithWaitList");
    (void)ocl_cl.clReleaseEvent(m);
    return st;
}

anyrt_status_t ocl_event_elapsed_time(int device, float* ms, anyrt_backend_event_t start, anyrt_backend_event_t end) {
    (void)device;
    ocl_event_t* a = start;
    ocl_event_t* b = end;
    if ((a->flags | b->flags) & ANYRT_EVENT_FLAGS_DISABLE_TIMING)
        return ocl_fail(ANYRT_STATUS_INVALID_VALUE, "opencl: event_elapsed_time: an event was created with timing disabled");
    cl_event m[2] = {ocl_marker(a), ocl_marker(b)};
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    cl_ulong t[2] = {0, 0};
    if (m[0] == NULL || m[1] == NULL)
        st = ocl_fail(ANYRT_STATUS_INVALID_VALUE, "opencl: event_elapsed_time: an event was never recorded");
    for (int i = 0; i < 2 && st == ANYRT_STATUS_SUCCESS; ++i) {
        cl_int status = CL_QUEUED;
        st = ocl_marker_status(m[i], &status);
        if (st == ANYRT_STATUS_SUCCESS && status != CL_COMPLETE)
            st = status < 0 ? ocl_fail(ANYRT_STATUS_FAILED, "opencl: event_elapsed_time: work before an event failed")
                            : ocl_fail(ANYRT_STATUS_NOT_READY, "opencl: event_elapsed_time: an event has not completed yet");
        if (st == ANYRT_STATUS_SUCCESS)
            st = ocl_check(ocl_cl.clGetEventProfilingInfo(m[i], CL_PROFILING_COMMAND_END, sizeof t[i], &t[i], NULL),
                           "clGetEventProfilingInfo(CL_PROFILING_COMMAND_END)");
    }
    for (int i = 0; i < 2; ++i)
        if (m[i] != NULL) (void)ocl_cl.clReleaseEvent(m[i]);
    if (st == ANYRT_STATUS_SUCCESS) *ms = (float)((double)((int64_t)(t[1] - t[0])) / 1e6);
    return st;
}

/* ================================================================================================
 * 6. Table and entry point. The device kind: `custom` (the kinds a vendor names are being added).
 * ============================================================================================== */

ANYRT_BACKEND_DEFINE("opencl", ANYRT_DEVICE_KIND_CUSTOM);
