/* The Paddle Custom Device plugin's runtime half: InitPlugin and one function per C_DeviceInterface
 * field, each over the anyrt public API of the backend this library serves. Which fields exist in
 * which Paddle release, and where, is generated (paddle_plugin.c). */
#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "paddle_plugin_private.h"

char ap__backend[64];
anyrt_device_kind_t ap__kind;
char ap__device_type[80];

static _Thread_local int ap__tls_device = -1; /* the thread's device of this backend, -1 if none yet */

anyrt_status_t ap__use_device(int id) {
    anyrt_device_kind_t kind;
    int index;
    if (anyrt_get_device(&kind, &index) == ANYRT_STATUS_SUCCESS && kind == ap__kind && index == id) return ANYRT_STATUS_SUCCESS;
    anyrt_status_t st = anyrt_set_device(ap__kind, id);
    if (st == ANYRT_STATUS_SUCCESS) ap__tls_device = id;
    return st;
}

anyrt_status_t ap__use_own_kind(void) {
    anyrt_device_kind_t kind;
    int index;
    if (anyrt_get_device(&kind, &index) == ANYRT_STATUS_SUCCESS && kind == ap__kind) return ANYRT_STATUS_SUCCESS;
    return ap__use_device(ap__tls_device < 0 ? 0 : ap__tls_device);
}

/* The first failure of this process, said again at exit: Paddle turns a failed field into
 * `CustomDevice error, the error code is : 3` with no reason, and the traceback that follows pushes
 * the reason out of what a launcher shows (paddle.distributed.launch prints a log's last 3000 bytes). */
static pthread_mutex_t ap__first_mu = PTHREAD_MUTEX_INITIALIZER;
static char ap__first_failure[1024];

static void ap__say_first_failure_again(void) {
    pthread_mutex_lock(&ap__first_mu);
    if (ap__first_failure[0])
        fprintf(stderr, "%s: Paddle's 'CustomDevice error' came from the plugin's first failure: %s\n", ap__device_type, ap__first_failure);
    pthread_mutex_unlock(&ap__first_mu);
}

static void ap__note_failure(const char* text) {
    static int registered;
    pthread_mutex_lock(&ap__first_mu);
    if (!ap__first_failure[0]) snprintf(ap__first_failure, sizeof ap__first_failure, "%s", text);
    if (!registered) registered = atexit(ap__say_first_failure_again) == 0;
    pthread_mutex_unlock(&ap__first_mu);
}

C_Status ap__status(anyrt_status_t st, const char* what) {
    if (st == ANYRT_STATUS_SUCCESS) return C_SUCCESS;
    if (st == ANYRT_STATUS_NOT_READY) return C_FAILED;
    anyrt_error_info_t info;
    memset(&info, 0, sizeof info);
    info.struct_size = ANYRT_ERROR_INFO_STRUCT_SIZE;
    anyrt_get_last_error(&info);
    char text[sizeof info.message + 128];
    snprintf(text, sizeof text, "%s failed: %s", what, info.message[0] ? info.message : "(no message)");
    fprintf(stderr, "%s: %s\n", ap__device_type, text);
    if (st == ANYRT_STATUS_OUT_OF_MEMORY) return C_FAILED; /* Paddle frees its cache and retries: not said again at exit */
    ap__note_failure(text);
    return C_ERROR;
}

static int ap__kernel_error; /* atomic */

/* ---- a kernel's failure raised in the call that ran it. Paddle's kernels report failures as C++
 * exceptions (its executors and Python bindings turn them into the Python error of that call); the
 * C kernel API has no other way. So the entry points throw, once the body has returned and released
 * everything, through the Itanium C++ ABI (libstdc++, loaded by Paddle), unwinding the entries' C
 * frames by their unwind tables: Paddle's own common::enforce::EnforceNotMet (code EXTERNAL), whose
 * message its static executor keeps (it keeps only the type of another std::exception), else a
 * std::runtime_error. */
typedef struct {
    void* (*allocate)(size_t);
    void (*raise)(void*, void*, void (*)(void*));
    void (*string_new)(void*, const char*, const void*); /* std::string(const char*, const allocator&) */
    void (*string_delete)(void*);
    void (*error_new)(void*, const void*, const char*, int); /* EnforceNotMet(const ErrorSummary&, file, line) */
    void (*error_delete)(void*);
    void* error_type;
    void (*fallback_new)(void*, const char*); /* std::runtime_error(const char*) */
    void (*fallback_delete)(void*);
    void* fallback_type;
} ap_cxx_t;

static ap_cxx_t ap__cxx;
static int ap__cxx_ok, ap__enforce_ok;
static pthread_once_t ap__cxx_once = PTHREAD_ONCE_INIT;

static void* ap__sym(void* lib, const char* name, int* ok) {
    void* p = lib ? dlsym(lib, name) : NULL;
    *ok = *ok && p;
    return p;
}

#define AP_SYM(lib, field, name, ok)                  \
    do {                                              \
        void* sym_ = ap__sym((lib), (name), (ok));    \
        memcpy(&ap__cxx.field, &sym_, sizeof sym_);   \
    } while (0)

static void ap__cxx_resolve(void) {
    void* cxx = dlopen("libstdc++.so.6", RTLD_NOW | RTLD_NOLOAD);
    int ok = 1;
    AP_SYM(cxx, allocate, "__cxa_allocate_exception", &ok);
    AP_SYM(cxx, raise, "__cxa_throw", &ok);
    AP_SYM(cxx, fallback_new, "_ZNSt13runtime_errorC1EPKc", &ok);
    AP_SYM(cxx, fallback_delete, "_ZNSt13runtime_errorD1Ev", &ok);
    ap__cxx.fallback_type = ap__sym(cxx, "_ZTISt13runtime_error", &ok);
    ap__cxx_ok = ok; /* else failures surface at the next synchronization */
    void* common = dlopen("libcommon.so", RTLD_NOW | RTLD_NOLOAD); /* Paddle 3.x keeps EnforceNotMet there */
    AP_SYM(cxx, string_new, "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC1EPKcRKS3_", &ok);
    AP_SYM(cxx, string_delete, "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED1Ev", &ok);
    AP_SYM(common, error_new, "_ZN6common7enforce13EnforceNotMetC1ERKNS_12ErrorSummaryEPKci", &ok);
    AP_SYM(common, error_delete, "_ZN6common7enforce13EnforceNotMetD1Ev", &ok);
    ap__cxx.error_type = ap__sym(common, "_ZTIN6common7enforce13EnforceNotMetE", &ok);
    ap__enforce_ok = ok;
}

static _Thread_local int ap__in_kernel;
static _Thread_local char ap__kernel_message[700];

void ap__kernel_enter(void) {
    pthread_once(&ap__cxx_once, ap__cxx_resolve);
    ap__in_kernel = ap__cxx_ok; /* a Paddle exception inside (an attribute it cannot cast) may skip the leave: enter resets */
    ap__kernel_message[0] = 0;
}

void ap__kernel_leave(void) {
    ap__in_kernel = 0;
    if (!ap__kernel_message[0]) return;
    /* the object gets room to spare (EnforceNotMet is 88 bytes in 3.3, std::runtime_error 16) */
    void* e = ap__cxx.allocate(256);
    if (!ap__enforce_ok) {
        ap__cxx.fallback_new(e, ap__kernel_message);
        ap__cxx.raise(e, ap__cxx.fallback_type, ap__cxx.fallback_delete);
    }
    /* common::ErrorSummary: {ErrorCode code_; std::string msg_;}, the string at offset 8 */
    _Alignas(16) unsigned char summary[64];
    int code = 12; /* common::ErrorCode::EXTERNAL, as Paddle's "CustomDevice error" */
    char allocator = 0;
    memcpy(summary, &code, sizeof code);
    ap__cxx.string_new(summary + 8, ap__kernel_message, &allocator);
    ap__cxx.error_new(e, summary, __FILE__, __LINE__);
    ap__cxx.string_delete(summary + 8);
    ap__cxx.raise(e, ap__cxx.error_type, ap__cxx.error_delete);
}

void ap__kernel_failed(const char* kernel, const char* fmt, ...) {
    char msg[512], text[700];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (ap__in_kernel) { /* the first reason is raised when the entry returns */
        if (!ap__kernel_message[0]) snprintf(ap__kernel_message, sizeof ap__kernel_message, "%s: kernel %s failed: %s", ap__device_type, kernel, msg);
        return;
    }
    snprintf(text, sizeof text, "kernel %s failed: %s", kernel, msg);
    fprintf(stderr, "%s: %s (reported at the next synchronization)\n", ap__device_type, text);
    ap__note_failure(text);
    __atomic_store_n(&ap__kernel_error, 1, __ATOMIC_RELEASE);
}

C_Status ap__take_kernel_error(void) { return __atomic_exchange_n(&ap__kernel_error, 0, __ATOMIC_ACQ_REL) ? C_ERROR : C_SUCCESS; }

#define ON_DEVICE(device)                                                                   \
    do {                                                                                   \
        anyrt_status_t on_st_ = ap__use_device((device)->id);                              \
        if (on_st_ != ANYRT_STATUS_SUCCESS) return ap__status(on_st_, "anyrt_set_device"); \
    } while (0)
/* Names the Paddle field that failed (this function, less "ap_"); anyrt's message names its own call. */
#define CALL(expr) ap__status((expr), __func__ + 3)

/* ---- device */
C_Status ap_initialize(void) { return CALL(anyrt_init()); }
C_Status ap_finalize(void) { return C_SUCCESS; } /* anyrt shuts down at process exit; Paddle may still free memory after this */

C_Status ap_init_device(const C_Device device) {
    ON_DEVICE(device);
    return C_SUCCESS;
}

C_Status ap_set_device(const C_Device device) {
    ON_DEVICE(device);
    return C_SUCCESS;
}

C_Status ap_get_device(const C_Device device) {
    anyrt_device_kind_t kind;
    int index;
    C_Status st = CALL(anyrt_get_device(&kind, &index));
    if (st != C_SUCCESS) return st;
    device->id = kind == ap__kind ? index : (ap__tls_device < 0 ? 0 : ap__tls_device);
    return C_SUCCESS;
}

C_Status ap_deinit_device(const C_Device device) {
    ON_DEVICE(device);
    return CALL(anyrt_synchronize_device());
}

C_Status ap_create_stream(const C_Device device, C_Stream* stream) {
    ON_DEVICE(device);
    return CALL(anyrt_create_stream((anyrt_stream_t*)stream));
}

C_Status ap_destroy_stream(const C_Device device, C_Stream stream) {
    ON_DEVICE(device);
    return CALL(anyrt_destroy_stream((anyrt_stream_t)stream));
}

C_Status ap_query_stream(const C_Device device, C_Stream stream) {
    ON_DEVICE(device);
    return CALL(anyrt_query_stream((anyrt_stream_t)stream));
}

typedef struct {
    C_Callback fn;
    struct C_Device_st device;
    C_Stream stream;
    void* user_data;
} ap_callback_t;

static void ap__run_callback(void* p) {
    ap_callback_t* cb = p;
    C_Status st = C_SUCCESS;
    cb->fn(&cb->device, cb->stream, cb->user_data, &st);
    free(cb);
}

C_Status ap_stream_add_callback(const C_Device device, C_Stream stream, C_Callback callback, void* user_data) {
    ON_DEVICE(device);
    ap_callback_t* cb = malloc(sizeof *cb);
    if (!cb) return C_FAILED;
    *cb = (ap_callback_t){callback, {device->id}, stream, user_data};
    C_Status st = CALL(anyrt_stream_add_callback((anyrt_stream_t)stream, ap__run_callback, cb));
    if (st != C_SUCCESS) free(cb);
    return st;
}

C_Status ap_create_event(const C_Device device, C_Event* event) {
    ON_DEVICE(device);
    return CALL(anyrt_create_event((anyrt_event_t*)event, (anyrt_event_flags_t)0));
}

C_Status ap_record_event(const C_Device device, C_Stream stream, C_Event event) {
    ON_DEVICE(device);
    return CALL(anyrt_record_event((anyrt_event_t)event, (anyrt_stream_t)stream));
}

C_Status ap_destroy_event(const C_Device device, C_Event event) {
    ON_DEVICE(device);
    return CALL(anyrt_destroy_event((anyrt_event_t)event));
}

C_Status ap_query_event(const C_Device device, C_Event event) {
    ON_DEVICE(device);
    return CALL(anyrt_query_event((anyrt_event_t)event));
}

C_Status ap_synchronize_device(const C_Device device) {
    ON_DEVICE(device);
    C_Status st = CALL(anyrt_synchronize_device());
    return st != C_SUCCESS ? st : ap__take_kernel_error();
}

C_Status ap_synchronize_stream(const C_Device device, C_Stream stream) {
    ON_DEVICE(device);
    C_Status st = CALL(anyrt_synchronize_stream((anyrt_stream_t)stream));
    return st != C_SUCCESS ? st : ap__take_kernel_error();
}

C_Status ap_synchronize_event(const C_Device device, C_Event event) {
    ON_DEVICE(device);
    C_Status st = CALL(anyrt_synchronize_event((anyrt_event_t)event));
    return st != C_SUCCESS ? st : ap__take_kernel_error();
}

C_Status ap_stream_wait_event(const C_Device device, C_Stream stream, C_Event event) {
    ON_DEVICE(device);
    return CALL(anyrt_stream_wait_event((anyrt_stream_t)stream, (anyrt_event_t)event));
}

/* ---- memory */
C_Status ap_device_memory_allocate(const C_Device device, void** ptr, size_t size) {
    ON_DEVICE(device);
    return CALL(anyrt_malloc(ptr, size));
}

C_Status ap_device_memory_deallocate(const C_Device device, void* ptr, size_t size) {
    (void)size;
    ON_DEVICE(device);
    return CALL(anyrt_free(ptr));
}

/* Paddle copies an empty tensor as 0 bytes from or to NULL (no allocation backs it): such a copy or
 * set does nothing and succeeds, where anyrt refuses a NULL pointer whatever the size. */
#define NOTHING_IF_EMPTY(size)              \
    do {                                    \
        if ((size) == 0) return C_SUCCESS; \
    } while (0)

/* The synchronous copies and set first wait for every stream of the device: Paddle relies on CUDA's
 * legacy default stream, which orders a plain cudaMemcpy after the work of all blocking streams
 * (paddle.distributed reads a collective's output, written on its comm stream, this way). */
#define DEVICE_ORDERED()                                                                             \
    do {                                                                                             \
        anyrt_status_t sync_st_ = anyrt_synchronize_device();                                        \
        if (sync_st_ != ANYRT_STATUS_SUCCESS) return ap__status(sync_st_, "anyrt_synchronize_device"); \
    } while (0)

C_Status ap_device_memory_set(const C_Device device, void* ptr, unsigned char value, size_t size) {
    NOTHING_IF_EMPTY(size);
    ON_DEVICE(device);
    DEVICE_ORDERED();
    return CALL(anyrt_memset(ptr, value, size));
}

C_Status ap_host_memory_allocate(const C_Device device, void** ptr, size_t size) {
    ON_DEVICE(device);
    return CALL(anyrt_malloc_host(ptr, size));
}

C_Status ap_host_memory_deallocate(const C_Device device, void* ptr, size_t size) {
    (void)size;
    ON_DEVICE(device);
    return CALL(anyrt_free_host(ptr));
}

C_Status ap_unified_memory_allocate(const C_Device device, void** ptr, size_t size) {
    ON_DEVICE(device);
    return CALL(anyrt_malloc_unified(ptr, size));
}

C_Status ap_unified_memory_deallocate(const C_Device device, void* ptr, size_t size) {
    (void)size;
    ON_DEVICE(device);
    return CALL(anyrt_free_unified(ptr));
}

C_Status ap_memory_copy_h2d(const C_Device device, void* dst, const void* src, size_t size) {
    NOTHING_IF_EMPTY(size);
    ON_DEVICE(device);
    DEVICE_ORDERED();
    return CALL(anyrt_memcpy(dst, src, size, ANYRT_MEMCPY_KIND_H2D));
}

C_Status ap_memory_copy_d2h(const C_Device device, void* dst, const void* src, size_t size) {
    NOTHING_IF_EMPTY(size);
    ON_DEVICE(device);
    DEVICE_ORDERED();
    C_Status st = CALL(anyrt_memcpy(dst, src, size, ANYRT_MEMCPY_KIND_D2H));
    return st != C_SUCCESS ? st : ap__take_kernel_error();
}

C_Status ap_memory_copy_d2d(const C_Device device, void* dst, const void* src, size_t size) {
    NOTHING_IF_EMPTY(size);
    ON_DEVICE(device);
    DEVICE_ORDERED();
    return CALL(anyrt_memcpy(dst, src, size, ANYRT_MEMCPY_KIND_D2D));
}

C_Status ap_memory_copy_p2p(const C_Device dst_device, const C_Device src_device, void* dst, const void* src, size_t size) {
    NOTHING_IF_EMPTY(size);
    ON_DEVICE(dst_device);
    DEVICE_ORDERED();
    ON_DEVICE(src_device);
    DEVICE_ORDERED();
    return CALL(anyrt_memcpy_peer(dst, dst_device->id, src, src_device->id, size));
}

static void ap__free_staged(void* p) { free(p); }

/* Returns once the source is read, as CUDA's copy from pageable memory does once it has staged it:
 * Paddle frees the source right after (a CPU kernel's output moved to the device). The source is
 * staged in host memory freed in stream order; a capturing stream (whose replays would free it
 * again) and a failed callback wait for the copy instead. */
C_Status ap_async_memory_copy_h2d(const C_Device device, C_Stream stream, void* dst, const void* src, size_t size) {
    NOTHING_IF_EMPTY(size);
    ON_DEVICE(device);
    anyrt_stream_t s = (anyrt_stream_t)stream;
    anyrt_capture_status_t capture = ANYRT_CAPTURE_STATUS_NONE;
    void* staged = s && anyrt_stream_get_capture_status(s, &capture) == ANYRT_STATUS_SUCCESS && capture == ANYRT_CAPTURE_STATUS_NONE
                       ? malloc(size)
                       : NULL;
    if (!staged) {
        C_Status st = CALL(anyrt_memcpy_async(dst, src, size, ANYRT_MEMCPY_KIND_H2D, s));
        return st != C_SUCCESS || capture != ANYRT_CAPTURE_STATUS_NONE ? st : CALL(anyrt_synchronize_stream(s));
    }
    memcpy(staged, src, size);
    C_Status st = CALL(anyrt_memcpy_async(dst, staged, size, ANYRT_MEMCPY_KIND_H2D, s));
    if (st == C_SUCCESS && anyrt_stream_add_callback(s, ap__free_staged, staged) == ANYRT_STATUS_SUCCESS) return C_SUCCESS;
    if (st == C_SUCCESS) st = CALL(anyrt_synchronize_stream(s));
    free(staged);
    return st;
}

/* Returns once the copy is done: Paddle reads the host memory right after this call (its CPU
 * fallback kernels do), as CUDA's asynchronous copies into pageable memory allow it to. */
C_Status ap_async_memory_copy_d2h(const C_Device device, C_Stream stream, void* dst, const void* src, size_t size) {
    NOTHING_IF_EMPTY(size);
    ON_DEVICE(device);
    C_Status st = CALL(anyrt_memcpy_async(dst, src, size, ANYRT_MEMCPY_KIND_D2H, (anyrt_stream_t)stream));
    if (st == C_SUCCESS) st = CALL(anyrt_synchronize_stream((anyrt_stream_t)stream));
    return st != C_SUCCESS ? st : ap__take_kernel_error();
}

C_Status ap_async_memory_copy_d2d(const C_Device device, C_Stream stream, void* dst, const void* src, size_t size) {
    NOTHING_IF_EMPTY(size);
    ON_DEVICE(device);
    return CALL(anyrt_memcpy_async(dst, src, size, ANYRT_MEMCPY_KIND_D2D, (anyrt_stream_t)stream));
}

C_Status ap_async_memory_copy_p2p(const C_Device dst_device, const C_Device src_device, C_Stream stream, void* dst,
                                  const void* src, size_t size) {
    NOTHING_IF_EMPTY(size);
    ON_DEVICE(src_device);
    return CALL(anyrt_memcpy_peer_async(dst, dst_device->id, src, src_device->id, size, (anyrt_stream_t)stream));
}

/* ---- info */
C_Status ap_get_device_count(size_t* count) {
    int n = 0;
    C_Status st = CALL(anyrt_get_device_count(ap__kind, &n));
    *count = st == C_SUCCESS && n > 0 ? (size_t)n : 0;
    return st;
}

C_Status ap_get_device_list(size_t* devices) {
    int n = 0;
    C_Status st = CALL(anyrt_get_device_count(ap__kind, &n));
    if (st != C_SUCCESS || n == 0) return st;
    return CALL(anyrt_get_device_list(ap__kind, devices, (size_t)n));
}

C_Status ap_device_memory_stats(const C_Device device, size_t* total_memory, size_t* free_memory) {
    ON_DEVICE(device);
    return CALL(anyrt_get_memory_info(free_memory, total_memory));
}

#define SIZE_FIELD(field, fn)                              \
    C_Status ap_##field(const C_Device device, size_t* out) { \
        ON_DEVICE(device);                                 \
        return CALL(fn(out));                              \
    }
SIZE_FIELD(device_min_chunk_size, anyrt_min_chunk_size)
SIZE_FIELD(device_max_chunk_size, anyrt_max_chunk_size)
SIZE_FIELD(device_max_alloc_size, anyrt_max_alloc_size)
SIZE_FIELD(device_extra_padding_size, anyrt_extra_padding_size)
SIZE_FIELD(device_init_alloc_size, anyrt_init_alloc_size)
SIZE_FIELD(device_realloc_size, anyrt_realloc_size)
SIZE_FIELD(get_compute_capability, anyrt_get_compute_capability)
SIZE_FIELD(get_runtime_version, anyrt_get_runtime_version)
SIZE_FIELD(get_driver_version, anyrt_get_driver_version)

/* Paddle's device-geometry fields: each one value of anyrt_get_device_properties (its backend's,
 * or the core's default where the backend has none). */
static C_Status ap__properties(const C_Device device, anyrt_device_properties_t* p) {
    ON_DEVICE(device);
    memset(p, 0, sizeof *p);
    p->struct_size = ANYRT_DEVICE_PROPERTIES_STRUCT_SIZE;
    return CALL(anyrt_get_device_properties(p));
}

#define GEOMETRY_FIELD(field, type, member)                     \
    C_Status ap_##field(const C_Device device, type* out) {     \
        anyrt_device_properties_t p;                            \
        C_Status st = ap__properties(device, &p);               \
        if (st == C_SUCCESS) *out = (type)p.member;             \
        return st;                                              \
    }
GEOMETRY_FIELD(get_multi_process, size_t, multiprocessor_count)
GEOMETRY_FIELD(get_max_threads_per_mp, size_t, max_threads_per_multiprocessor)
GEOMETRY_FIELD(get_max_threads_per_block, size_t, max_threads_per_block)
GEOMETRY_FIELD(get_max_shared_mem_per_block, size_t, shared_memory_per_block)
GEOMETRY_FIELD(get_max_blocks_per_mp, size_t, max_blocks_per_multiprocessor)
GEOMETRY_FIELD(is_float16_supported, bool, float16_supported)
GEOMETRY_FIELD(is_bfloat16_supported, bool, bfloat16_supported)

/* Paddle's std::array<unsigned int, 3>*: three unsigned ints, x first. */
#define DIM3_FIELD(field, member)                                          \
    C_Status ap_##field(const C_Device device, unsigned int* out) {        \
        anyrt_device_properties_t p;                                       \
        C_Status st = ap__properties(device, &p);                          \
        for (int i = 0; st == C_SUCCESS && i < 3; ++i) out[i] = (unsigned int)p.member[i]; \
        return st;                                                         \
    }
DIM3_FIELD(get_max_grid_dim_size, max_grid_dim)
DIM3_FIELD(get_max_block_dim_size, max_block_dim)

/* ---- collectives */
#define OWN_KIND()                                                                             \
    do {                                                                                       \
        anyrt_status_t own_st_ = ap__use_own_kind();                                           \
        if (own_st_ != ANYRT_STATUS_SUCCESS) return ap__status(own_st_, "anyrt_set_device"); \
    } while (0)

static C_Status ap__dtype(C_DataType in, anyrt_dtype_t* out) {
    if (ap__to_anyrt_dtype(in, out)) return C_SUCCESS;
    fprintf(stderr, "%s: collectives: Paddle data type %d has no anyrt dtype\n", ap__device_type, (int)in);
    return C_ERROR;
}

static C_Status ap__op(C_CCLReduceOp in, anyrt_reduce_op_t* out) {
    if (ap__to_anyrt_reduce_op(in, out)) return C_SUCCESS;
    fprintf(stderr, "%s: collectives: Paddle reduce op %d has no anyrt reduce op\n", ap__device_type, (int)in);
    return C_ERROR;
}

C_Status ap_xccl_get_unique_id_size(size_t* size) {
    *size = sizeof(anyrt_unique_id_t);
    return C_SUCCESS;
}

C_Status ap_xccl_get_unique_id(C_CCLRootId* unique_id) {
    OWN_KIND();
    if (!unique_id || !unique_id->data || unique_id->sz < sizeof(anyrt_unique_id_t)) {
        fprintf(stderr, "%s: xccl_get_unique_id: the root id holds %zu bytes, %zu needed\n", ap__device_type,
                unique_id ? unique_id->sz : 0, sizeof(anyrt_unique_id_t));
        return C_ERROR;
    }
    return CALL(anyrt_get_unique_id((anyrt_unique_id_t*)unique_id->data));
}

C_Status ap_xccl_comm_init_rank(size_t ranks, C_CCLRootId* unique_id, size_t rank, C_CCLComm* comm) {
    OWN_KIND();
    anyrt_unique_id_t id;
    if (!unique_id || !unique_id->data || unique_id->sz < sizeof id) return C_ERROR;
    memcpy(&id, unique_id->data, sizeof id);
    return CALL(anyrt_comm_init_rank((anyrt_comm_t*)comm, (int)ranks, id, (int)rank));
}

C_Status ap_xccl_destroy_comm(C_CCLComm comm) {
    OWN_KIND();
    return CALL(anyrt_comm_destroy((anyrt_comm_t)comm));
}

C_Status ap_xccl_all_reduce(void* send_buf, void* recv_buf, size_t count, C_DataType data_type, C_CCLReduceOp op, C_CCLComm comm,
                            C_Stream stream) {
    anyrt_dtype_t dt;
    anyrt_reduce_op_t o;
    if (ap__dtype(data_type, &dt) || ap__op(op, &o)) return C_ERROR;
    OWN_KIND();
    return CALL(anyrt_all_reduce(send_buf, recv_buf, count, dt, o, (anyrt_comm_t)comm, (anyrt_stream_t)stream));
}

C_Status ap_xccl_broadcast(void* buf, size_t count, C_DataType data_type, size_t root, C_CCLComm comm, C_Stream stream) {
    anyrt_dtype_t dt;
    if (ap__dtype(data_type, &dt)) return C_ERROR;
    OWN_KIND();
    return CALL(anyrt_broadcast(buf, buf, count, dt, (int)root, (anyrt_comm_t)comm, (anyrt_stream_t)stream));
}

C_Status ap_xccl_reduce(void* send_buf, void* recv_buf, size_t count, C_DataType data_type, C_CCLReduceOp op, size_t root,
                        C_CCLComm comm, C_Stream stream) {
    anyrt_dtype_t dt;
    anyrt_reduce_op_t o;
    if (ap__dtype(data_type, &dt) || ap__op(op, &o)) return C_ERROR;
    OWN_KIND();
    return CALL(anyrt_reduce(send_buf, recv_buf, count, dt, o, (int)root, (anyrt_comm_t)comm, (anyrt_stream_t)stream));
}

C_Status ap_xccl_all_gather(void* send_buf, void* recv_buf, size_t count, C_DataType data_type, C_CCLComm comm, C_Stream stream) {
    anyrt_dtype_t dt;
    if (ap__dtype(data_type, &dt)) return C_ERROR;
    OWN_KIND();
    return CALL(anyrt_all_gather(send_buf, recv_buf, count, dt, (anyrt_comm_t)comm, (anyrt_stream_t)stream));
}

C_Status ap_xccl_reduce_scatter(void* send_buf, void* recv_buf, size_t count, C_DataType data_type, C_CCLReduceOp op,
                                C_CCLComm comm, C_Stream stream) {
    anyrt_dtype_t dt;
    anyrt_reduce_op_t o;
    if (ap__dtype(data_type, &dt) || ap__op(op, &o)) return C_ERROR;
    OWN_KIND();
    return CALL(anyrt_reduce_scatter(send_buf, recv_buf, count, dt, o, (anyrt_comm_t)comm, (anyrt_stream_t)stream));
}

C_Status ap_xccl_group_start(void) { return CALL(anyrt_group_start()); }
C_Status ap_xccl_group_end(void) { return CALL(anyrt_group_end()); }

C_Status ap_xccl_send(void* send_buf, size_t count, C_DataType data_type, size_t dest_rank, C_CCLComm comm, C_Stream stream) {
    anyrt_dtype_t dt;
    if (ap__dtype(data_type, &dt)) return C_ERROR;
    OWN_KIND();
    return CALL(anyrt_send(send_buf, count, dt, (int)dest_rank, (anyrt_comm_t)comm, (anyrt_stream_t)stream));
}

C_Status ap_xccl_recv(void* recv_buf, size_t count, C_DataType data_type, size_t src_rank, C_CCLComm comm, C_Stream stream) {
    anyrt_dtype_t dt;
    if (ap__dtype(data_type, &dt)) return C_ERROR;
    OWN_KIND();
    return CALL(anyrt_recv(recv_buf, count, dt, (int)src_rank, (anyrt_comm_t)comm, (anyrt_stream_t)stream));
}

/* One buffer, count and dtype per peer, as Paddle passes them: one group of sends and receives
 * (the rank's own block too), the form Paddle itself falls back to, in anyrt's stream order. */
C_Status ap_xccl_all_to_all(const void** send_buf, const size_t* send_count, const C_DataType* send_dtype, void** recv_buf,
                            const size_t* recv_count, const C_DataType* recv_dtype, size_t rank, size_t nranks,
                            C_CCLComm comm, C_Stream stream) {
    (void)rank; /* the communicator knows it */
    if (!send_buf || !send_count || !send_dtype || !recv_buf || !recv_count || !recv_dtype) {
        fprintf(stderr, "%s: xccl_all_to_all: a per-peer array is NULL\n", ap__device_type);
        return C_ERROR;
    }
    OWN_KIND();
    C_Status st = CALL(anyrt_group_start());
    for (size_t j = 0; j < nranks && st == C_SUCCESS; ++j) {
        anyrt_dtype_t sdt, rdt;
        if (ap__dtype(send_dtype[j], &sdt) || ap__dtype(recv_dtype[j], &rdt)) {
            st = C_ERROR;
            break;
        }
        st = CALL(anyrt_send(send_buf[j], send_count[j], sdt, (int)j, (anyrt_comm_t)comm, (anyrt_stream_t)stream));
        if (st == C_SUCCESS)
            st = CALL(anyrt_recv(recv_buf[j], recv_count[j], rdt, (int)j, (anyrt_comm_t)comm, (anyrt_stream_t)stream));
    }
    C_Status end = CALL(anyrt_group_end()); /* always: the group must not stay open */
    return st != C_SUCCESS ? st : end;
}

/* ---- InitPlugin */

/* The backend from this library's file name: libanyrt_paddle_<backend>.so. */
static int ap__backend_from_file(void) {
    Dl_info self;
    if (!dladdr((const void*)ap__backend, &self) || !self.dli_fname) return 0;
    const char* base = strrchr(self.dli_fname, '/');
    base = base ? base + 1 : self.dli_fname;
    static const char prefix[] = "libanyrt_paddle_";
    size_t n = strlen(base);
    if (strncmp(base, prefix, sizeof prefix - 1) != 0 || n < sizeof prefix + 3 || strcmp(base + n - 3, ".so") != 0) return 0;
    size_t len = n - (sizeof prefix - 1) - 3;
    if (len == 0 || len >= sizeof ap__backend) return 0;
    memcpy(ap__backend, base + sizeof prefix - 1, len);
    ap__backend[len] = '\0';
    return 1;
}

static const ap_layout_t* ap__layout_of(size_t size) {
    for (int i = 0; i < AP_LAYOUT_COUNT; ++i)
        if (ap__layouts[i].interface_size == size) return &ap__layouts[i];
    return NULL;
}

static void ap__register(const ap_layout_t* layout) {
    void* lib = NULL;
    for (int i = 0; i < AP_CAPI_LIBRARY_COUNT && !lib; ++i) lib = dlopen(ap__capi_libraries[i], RTLD_NOW | RTLD_NOLOAD);
    if (!lib) {
        fprintf(stderr, "%s: no kernels: none of Paddle's libraries with the C kernel API (%s, ...) is loaded\n", ap__device_type,
                ap__capi_libraries[0]);
        return;
    }
    const char* missing = NULL;
    if (ap__capi_resolve(lib, &missing) != 0)
        fprintf(stderr, "%s: no kernels: this Paddle lacks %s of the C kernel API\n", ap__device_type, missing);
    else
        ap__register_kernels(ap__device_type, layout->name);
    dlclose(lib); /* NOLOAD took a reference; Paddle keeps the library loaded */
}

/* libanyrt.so from this library's real path: <package>/paddle_plugins/[<backend>/]lib....so. */
static int ap__load_anyrt(void) {
    Dl_info self;
    char real[4096], path[4200];
    void* lib = dlopen("libanyrt.so", RTLD_NOW | RTLD_NOLOAD); /* the Python package may have loaded it */
    if (!lib && dladdr((const void*)ap__backend, &self) && self.dli_fname && realpath(self.dli_fname, real)) {
        for (int up = 1; up <= 2 && !lib; ++up) {
            char* slash = strrchr(real, '/');
            if (!slash) break;
            *slash = '\0';
            snprintf(path, sizeof path, "%s/../libanyrt.so", real);
            lib = dlopen(path, RTLD_NOW | RTLD_LOCAL);
        }
    }
    if (!lib) {
        fprintf(stderr, "%s: refused: libanyrt.so is neither loaded nor in the anyrt package above this library\n", ap__device_type);
        return 0;
    }
    const char* missing = NULL;
    if (ap__anyrt_resolve(lib, &missing) != 0) {
        fprintf(stderr, "%s: refused: this libanyrt.so lacks %s (another anyrt version?)\n", ap__device_type, missing);
        return 0;
    }
    return 1; /* kept loaded: the fields call into it until the process ends */
}

/* Paddle calls this once per library at `import paddle`. Leaving device_type NULL makes Paddle
 * skip the library with a warning, so every refusal below says why on stderr. */
__attribute__((visibility("default"))) void InitPlugin(CustomRuntimeParams* params) {
    if (!params || !params->interface) return;
    if (!ap__backend_from_file()) {
        fprintf(stderr, "anyrt paddle plugin: refused: the library's file name is not libanyrt_paddle_<backend>.so\n");
        return;
    }
    snprintf(ap__device_type, sizeof ap__device_type, "%s%s", AP_DEVICE_TYPE_PREFIX, ap__backend);
    if (!ap__load_anyrt()) return;
    const ap_layout_t* layout = ap__layout_of(params->interface->size);
    if (!layout) {
        fprintf(stderr, "%s: refused: this Paddle's C_DeviceInterface is %zu bytes, a layout anyrt does not know (it knows", ap__device_type,
                params->interface->size);
        for (int i = 0; i < AP_LAYOUT_COUNT; ++i)
            fprintf(stderr, " %s: %zu%s", ap__layouts[i].name, ap__layouts[i].interface_size, i + 1 < AP_LAYOUT_COUNT ? "," : ")\n");
        return;
    }
    int count = 0;
    anyrt_backend_info_t info;
    int found = 0;
    if (anyrt_get_backend_count(&count) == ANYRT_STATUS_SUCCESS) {
        for (int i = 0; i < count && !found; ++i) {
            memset(&info, 0, sizeof info);
            info.struct_size = ANYRT_BACKEND_INFO_STRUCT_SIZE;
            found = anyrt_get_backend_info(i, &info) == ANYRT_STATUS_SUCCESS && strcmp(info.name, ap__backend) == 0;
        }
    }
    if (!found || info.status != ANYRT_STATUS_SUCCESS) {
        fprintf(stderr, "%s: refused: anyrt has no usable backend '%s'%s%s\n", ap__device_type, ap__backend, found ? ": " : "",
                found ? info.message : "");
        return;
    }
    if (info.device_count <= 0) { /* Paddle would list a device type without devices, and launch would pick it */
        fprintf(stderr, "%s: refused: backend '%s' has no device here%s%s\n", ap__device_type, ap__backend, info.message[0] ? ": " : "",
                info.message);
        return;
    }
    if (info.kind == ANYRT_DEVICE_KIND_PADDLE) { /* Paddle would load itself through anyrt */
        fprintf(stderr, "%s: refused: backend '%s' is a Paddle plugin anyrt hosts\n", ap__device_type, ap__backend);
        return;
    }
    ap__kind = info.kind;
    for (size_t i = 0; i < layout->fill_count; ++i)
        memcpy((char*)params->interface + layout->fills[i].offset, &layout->fills[i].fn, sizeof layout->fills[i].fn);
    params->version.major = PADDLE_CUSTOM_RUNTIME_MAJOR_VERSION;
    params->version.minor = PADDLE_CUSTOM_RUNTIME_MINOR_VERSION;
    params->version.patch = PADDLE_CUSTOM_RUNTIME_PATCH_VERSION;
    params->device_type = ap__device_type;
    params->sub_device_type = ap__backend;
    ap__register(layout);
}
