/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* anyrt public C API: the calling thread has a current device and, per device, a current stream. */
#ifndef ANYRT_H_
#define ANYRT_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(_WIN32)
#define ANYRT_API __declspec(dllexport)
#else
#define ANYRT_API __attribute__((visibility("default")))
#endif

#define ANYRT_ABI_MAJOR 1
#define ANYRT_ABI_MINOR 9

/* Result of every call. The first five match PaddlePaddle's C_Status. */
typedef enum {
    ANYRT_STATUS_SUCCESS = 0, /* The call succeeded. */
    ANYRT_STATUS_WARNING = 1, /* Succeeded below expectations (an async call that ran synchronously). */
    ANYRT_STATUS_FAILED = 2, /* A resource ran out or the request failed. */
    ANYRT_STATUS_ERROR = 3, /* Wrong use or not initialized. */
    ANYRT_STATUS_INTERNAL_ERROR = 4, /* The backend failed internally. */
    ANYRT_STATUS_INVALID_VALUE = 5, /* An argument is out of its domain. */
    ANYRT_STATUS_INVALID_HANDLE = 6, /* A stream, event or communicator is null, destroyed or foreign. */
    ANYRT_STATUS_INVALID_DEVICE = 7, /* No such device kind or index. */
    ANYRT_STATUS_OUT_OF_MEMORY = 8, /* The device cannot hold the allocation. */
    ANYRT_STATUS_NOT_SUPPORTED = 9, /* The backend lacks the function and the spec has no fallback. */
    ANYRT_STATUS_NOT_READY = 10, /* Work is still pending (query calls only; not an error there). */
    ANYRT_STATUS_NOT_INITIALIZED = 11, /* The runtime or the device is not initialized. */
    ANYRT_STATUS_TIMEOUT = 12, /* A collective peer did not arrive in time. */
    ANYRT_STATUS_BACKEND_NOT_FOUND = 13, /* No loaded backend serves this device kind. */
    ANYRT_STATUS_ABI_MISMATCH = 14, /* A plugin was built for another ABI major or lacks a required function. */
    ANYRT_STATUS_FORCE32 = 0x7FFFFFFF
} anyrt_status_t;
#define ANYRT_STATUS_COUNT 15

/* Kind of accelerator a backend drives. */
typedef enum {
    ANYRT_DEVICE_KIND_CPU = 0, /* Host CPU (the reference backend). */
    ANYRT_DEVICE_KIND_CUDA = 1, /* NVIDIA GPU through the CUDA runtime. */
    ANYRT_DEVICE_KIND_CAMBRICON = 2, /* Cambricon MLU. */
    ANYRT_DEVICE_KIND_ASCEND = 3, /* Huawei Ascend NPU. */
    ANYRT_DEVICE_KIND_METAX = 4, /* MetaX GPU. */
    ANYRT_DEVICE_KIND_MOORE = 5, /* Moore Threads GPU. */
    ANYRT_DEVICE_KIND_ILUVATAR = 6, /* Iluvatar CoreX GPU. */
    ANYRT_DEVICE_KIND_KUNLUN = 7, /* Kunlunxin XPU. */
    ANYRT_DEVICE_KIND_HYGON = 8, /* Hygon DCU. */
    ANYRT_DEVICE_KIND_QY = 9, /* QY GPU. */
    ANYRT_DEVICE_KIND_ALI = 10, /* Alibaba PPU. */
    ANYRT_DEVICE_KIND_CUSTOM = 11, /* Declared by a vendor plugin outside this list: it gets a kind of its own at load, named as the backend and numbered from 64 (`anyrt_get_backend_info`); as an argument, the first such kind loaded. */
    ANYRT_DEVICE_KIND_PADDLE = 12, /* A hosted PaddlePaddle Custom Runtime plugin whose device_type names no kind above (see spec/compat/paddle.yaml). */
    ANYRT_DEVICE_KIND_FORCE32 = 0x7FFFFFFF
} anyrt_device_kind_t;
#define ANYRT_DEVICE_KIND_COUNT 13

/* Element type of collective buffers and tensors. */
typedef enum {
    ANYRT_DTYPE_INVALID = 0, /* Not a type. */
    ANYRT_DTYPE_BYTE = 1, /* Raw byte. */
    ANYRT_DTYPE_BOOL = 2, /* Boolean stored in one byte. */
    ANYRT_DTYPE_INT8 = 3, /* Signed 8-bit integer. */
    ANYRT_DTYPE_INT16 = 4, /* Signed 16-bit integer. */
    ANYRT_DTYPE_INT32 = 5, /* Signed 32-bit integer. */
    ANYRT_DTYPE_INT64 = 6, /* Signed 64-bit integer. */
    ANYRT_DTYPE_UINT8 = 7, /* Unsigned 8-bit integer. */
    ANYRT_DTYPE_UINT16 = 8, /* Unsigned 16-bit integer. */
    ANYRT_DTYPE_UINT32 = 9, /* Unsigned 32-bit integer. */
    ANYRT_DTYPE_UINT64 = 10, /* Unsigned 64-bit integer. */
    ANYRT_DTYPE_FLOAT16 = 12, /* IEEE 754 half precision. */
    ANYRT_DTYPE_FLOAT32 = 13, /* IEEE 754 single precision. */
    ANYRT_DTYPE_FLOAT64 = 14, /* IEEE 754 double precision. */
    ANYRT_DTYPE_BFLOAT16 = 19, /* Brain floating point (8-bit exponent). */
    ANYRT_DTYPE_FORCE32 = 0x7FFFFFFF
} anyrt_dtype_t;
#define ANYRT_DTYPE_COUNT 20

/* Direction of a copy. `default` lets the runtime infer it from its allocation registry. */
typedef enum {
    ANYRT_MEMCPY_KIND_H2H = 0, /* Host to host. */
    ANYRT_MEMCPY_KIND_H2D = 1, /* Host to device. */
    ANYRT_MEMCPY_KIND_D2H = 2, /* Device to host. */
    ANYRT_MEMCPY_KIND_D2D = 3, /* Device to device (same device). */
    ANYRT_MEMCPY_KIND_DEFAULT = 4, /* Inferred from where `dst` and `src` were allocated. */
    ANYRT_MEMCPY_KIND_FORCE32 = 0x7FFFFFFF
} anyrt_memcpy_kind_t;
#define ANYRT_MEMCPY_KIND_COUNT 5

/* State of an event. */
typedef enum {
    ANYRT_EVENT_STATUS_COMPLETE = 0, /* All work before the record has finished. */
    ANYRT_EVENT_STATUS_NOT_READY = 1, /* Work before the record is pending. */
    ANYRT_EVENT_STATUS_FORCE32 = 0x7FFFFFFF
} anyrt_event_status_t;
#define ANYRT_EVENT_STATUS_COUNT 2

/* Bit flags for create_event. */
typedef enum {
    ANYRT_EVENT_FLAGS_DEFAULT = 0, /* Timing enabled. */
    ANYRT_EVENT_FLAGS_DISABLE_TIMING = 1, /* No timestamps (cheaper record). */
    ANYRT_EVENT_FLAGS_BLOCKING_SYNC = 2, /* Synchronize blocks instead of spinning. */
    ANYRT_EVENT_FLAGS_FORCE32 = 0x7FFFFFFF
} anyrt_event_flags_t;

/* Reduction of collective operations. */
typedef enum {
    ANYRT_REDUCE_OP_SUM = 0, /* Sum. */
    ANYRT_REDUCE_OP_PROD = 1, /* Product. */
    ANYRT_REDUCE_OP_MAX = 2, /* Maximum. */
    ANYRT_REDUCE_OP_MIN = 3, /* Minimum. */
    ANYRT_REDUCE_OP_AVG = 4, /* Mean over ranks. */
    ANYRT_REDUCE_OP_FORCE32 = 0x7FFFFFFF
} anyrt_reduce_op_t;
#define ANYRT_REDUCE_OP_COUNT 5

/* Which dimensions of a head rotary position embedding pairs. */
typedef enum {
    ANYRT_ROPE_ALGO_GPT_J = 0, /* GPT-J: interleaved pairs (2i, 2i+1). */
    ANYRT_ROPE_ALGO_GPT_NEOX = 1, /* GPT-NeoX: halves (i, i + head_dim/2). */
    ANYRT_ROPE_ALGO_FORCE32 = 0x7FFFFFFF
} anyrt_rope_algo_t;
#define ANYRT_ROPE_ALGO_COUNT 2

/* Which calls outside the capture fail while a stream captures (CUDA's cudaStreamCaptureMode). */
typedef enum {
    ANYRT_CAPTURE_MODE_GLOBAL = 0, /* A synchronize or non stream-ordered allocation from any thread fails (and ends the capture as invalidated). */
    ANYRT_CAPTURE_MODE_THREAD_LOCAL = 1, /* Only the capturing thread's such calls fail. */
    ANYRT_CAPTURE_MODE_RELAXED = 2, /* No call outside the capturing stream fails. */
    ANYRT_CAPTURE_MODE_FORCE32 = 0x7FFFFFFF
} anyrt_capture_mode_t;
#define ANYRT_CAPTURE_MODE_COUNT 3

/* Whether a stream captures (CUDA's cudaStreamCaptureStatus). */
typedef enum {
    ANYRT_CAPTURE_STATUS_NONE = 0, /* The stream runs its work. */
    ANYRT_CAPTURE_STATUS_ACTIVE = 1, /* The stream records its work into a graph. */
    ANYRT_CAPTURE_STATUS_INVALIDATED = 2, /* A call that cannot be captured broke the capture; ending it fails, naming that call. */
    ANYRT_CAPTURE_STATUS_FORCE32 = 0x7FFFFFFF
} anyrt_capture_status_t;
#define ANYRT_CAPTURE_STATUS_COUNT 3

/* Which of anyrt's allocation functions made the memory a pointer lies in. */
typedef enum {
    ANYRT_MEMORY_TYPE_DEVICE = 0, /* Device memory (`malloc`, `malloc_async`). */
    ANYRT_MEMORY_TYPE_HOST = 1, /* Pinned host memory (`malloc_host`). */
    ANYRT_MEMORY_TYPE_UNIFIED = 2, /* Memory host and device share (`malloc_unified`). */
    ANYRT_MEMORY_TYPE_FORCE32 = 0x7FFFFFFF
} anyrt_memory_type_t;
#define ANYRT_MEMORY_TYPE_COUNT 3

/* An in-order queue of work on one device. */
typedef struct anyrt_stream_st* anyrt_stream_t;
/* A marker recorded on a stream. */
typedef struct anyrt_event_st* anyrt_event_t;
/* One rank of a communicator. */
typedef struct anyrt_comm_st* anyrt_comm_t;
/* The device operators run on, fixed when it is created (InfiniOP's handle). */
typedef struct anyrt_op_handle_st* anyrt_op_handle_t;
/* A tensor's dtype, shape and strides (in elements), on no device. */
typedef struct anyrt_tensor_desc_st* anyrt_tensor_desc_t;
/* The work a stream captured, in order (stream_end_capture). */
typedef struct anyrt_graph_st* anyrt_graph_t;
/* A graph made ready to launch, independent of the graph it came from. */
typedef struct anyrt_graph_exec_st* anyrt_graph_exec_t;
/* One operator on fixed tensor layouts and attributes; keeps copies of its tensor descriptors. */
typedef struct anyrt_op_desc_st* anyrt_op_desc_t;
/* Compiled kernels loaded on one device: a cubin, fatbin or PTX on cuda, a shared object of C kernels on cpu. */
typedef struct anyrt_module_st* anyrt_module_t;

/* Opaque bytes that let ranks of one communicator find each other. */
typedef struct {
    char internal[128];
} anyrt_unique_id_t;

/* The calling thread's last error, filled by every failing call. The core writes into it only as many bytes as the caller's struct_size says, so a
 * program built against an older, shorter struct stays safe: set struct_size to ANYRT_ERROR_INFO_STRUCT_SIZE. */
typedef struct {
    size_t struct_size; /* set by the caller: ANYRT_ERROR_INFO_STRUCT_SIZE */
    anyrt_status_t status; /* The status the call returned. */
    char function[64]; /* The anyrt function that failed. */
    char backend[64]; /* The backend that served it (empty if none). */
    char param[64]; /* The argument at fault (empty if none). */
    char message[512]; /* What went wrong, in words. */
} anyrt_error_info_t;
#define ANYRT_ERROR_INFO_STRUCT_SIZE (offsetof(anyrt_error_info_t, message) + sizeof(((const anyrt_error_info_t*)0)->message))

/* One plugin the runtime found, loaded or refused. The core writes into it only as many bytes as the caller's struct_size says, so a
 * program built against an older, shorter struct stays safe: set struct_size to ANYRT_BACKEND_INFO_STRUCT_SIZE. */
typedef struct {
    size_t struct_size; /* set by the caller: ANYRT_BACKEND_INFO_STRUCT_SIZE */
    char name[64]; /* Backend name. */
    char path[512]; /* File the plugin was loaded from. */
    anyrt_device_kind_t kind; /* Device kind it serves. */
    anyrt_status_t status; /* success if loaded; why it was refused otherwise. */
    char message[512]; /* The refusal in words; for a loaded backend without devices, the backend's reason (else empty). */
    uint32_t abi_major; /* ABI major the plugin was built for. */
    uint32_t abi_minor; /* ABI minor the plugin was built for. */
    int device_count; /* Visible devices. */
    uint32_t slot_count; /* Backend-table slots the plugin's table covers. */
    anyrt_device_kind_t alias_kind; /* A loaded backend's: the enum kind it also serves, as ANYRT_KIND_ALIAS asks; its own kind if none (ABI 1.7). */
} anyrt_backend_info_t;
#define ANYRT_BACKEND_INFO_STRUCT_SIZE (offsetof(anyrt_backend_info_t, alias_kind) + sizeof(((const anyrt_backend_info_t*)0)->alias_kind))

/* The device's identity and launch geometry. The core writes into it only as many bytes as the caller's struct_size says, so a
 * program built against an older, shorter struct stays safe: set struct_size to ANYRT_DEVICE_PROPERTIES_STRUCT_SIZE. */
typedef struct {
    size_t struct_size; /* set by the caller: ANYRT_DEVICE_PROPERTIES_STRUCT_SIZE */
    char name[256]; /* The device's name (default: the backend's name and the device's index). */
    char uuid[16]; /* The device's UUID bytes (all 0 if it has none). */
    char pci_bus_id[32]; /* Its PCI bus id, domain:bus:device.function (empty if none). */
    size_t total_memory; /* Bytes of device memory (default: the backend's memory info). */
    int multiprocessor_count; /* Streaming multiprocessors / compute units; cpu: the cores its launches use (default 1). */
    int warp_size; /* Threads that run in lockstep; cpu: float32 SIMD lanes (default 1). */
    int max_threads_per_block; /* Most threads of one block (default 1). */
    int max_threads_per_multiprocessor; /* Most resident threads per multiprocessor; cpu: hardware threads per core (default 1). */
    int max_blocks_per_multiprocessor; /* Most resident blocks per multiprocessor (default 1). */
    size_t shared_memory_per_block; /* Bytes of shared memory one block may use; cpu: the scratch a launch gives each block (0: none). */
    int registers_per_multiprocessor; /* 32-bit registers per multiprocessor; cpu: vector registers per core (0: unknown). */
    int max_grid_dim[3]; /* Most blocks per grid in x, y, z (default 1 each). */
    int max_block_dim[3]; /* Most threads per block in x, y, z (default 1 each). */
    int clock_rate_khz; /* Peak clock in kHz (0: unknown). */
    int vector_width; /* Bytes of the widest vector load or register a kernel should use (default: the element size, 1). */
    size_t l2_cache_size; /* Bytes of L2 cache (0: unknown). */
    int compute_capability; /* major * 10 + minor where that applies (default: get_compute_capability). */
    int float16_supported; /* 1 if kernels may compute in float16 natively, else 0. */
    int bfloat16_supported; /* 1 if kernels may compute in bfloat16 natively, else 0. */
} anyrt_device_properties_t;
#define ANYRT_DEVICE_PROPERTIES_STRUCT_SIZE (offsetof(anyrt_device_properties_t, bfloat16_supported) + sizeof(((const anyrt_device_properties_t*)0)->bfloat16_supported))

/* One event the trace layer recorded in memory (trace_start); times are CLOCK_MONOTONIC nanoseconds. The core writes into it only as many bytes as the caller's struct_size says, so a
 * program built against an older, shorter struct stays safe: set struct_size to ANYRT_TRACE_EVENT_STRUCT_SIZE. */
typedef struct {
    size_t struct_size; /* set by the caller: ANYRT_TRACE_EVENT_STRUCT_SIZE */
    char name[64]; /* The anyrt function: the call itself, or the work it queued on a stream. */
    int on_stream; /* 1: the work a call queued, timed on its stream; 0: the call, on its host thread. */
    anyrt_device_kind_t device_kind; /* The device kind of the call's stream (on_stream), else of the calling thread's current device. */
    int device; /* The device index, as device_kind (-1 if none). */
    int64_t stream; /* The stream's serial number, 0 for a call without a stream. */
    int64_t thread; /* The calling thread's id (gettid). */
    int64_t start_ns; /* When the call entered or the task started. */
    int64_t end_ns; /* When the call returned or the task finished. */
    int64_t bytes; /* The `size` argument of copies and sets, else 0. */
    anyrt_status_t status; /* The call's or the task's status. */
    int64_t correlation; /* The same number on a call and on the work it queued (0: a call that queued none). */
} anyrt_trace_event_t;
#define ANYRT_TRACE_EVENT_STRUCT_SIZE (offsetof(anyrt_trace_event_t, correlation) + sizeof(((const anyrt_trace_event_t*)0)->correlation))

/* Host function run in stream order. */
typedef void (*anyrt_host_fn_t)(void* user_data);

/* ---- device: Backends, devices and the calling thread's current device. */

/* Loads the backends found on the search path. Idempotent; every other call does it implicitly. */
ANYRT_API anyrt_status_t anyrt_init(void);

/* Writes how many devices of `kind` are visible. */
ANYRT_API anyrt_status_t anyrt_get_device_count(anyrt_device_kind_t kind, int* count);

/* Writes the device count of every kind into `counts`, indexed by device kind. */
ANYRT_API anyrt_status_t anyrt_get_all_device_count(int* counts);

/* Writes the backend's own ordinal of each visible device of `kind` into `devices`. */
ANYRT_API anyrt_status_t anyrt_get_device_list(anyrt_device_kind_t kind, size_t* devices, size_t capacity);

/* Makes device `index` of `kind` the calling thread's current device. On failure the current device is unchanged. */
ANYRT_API anyrt_status_t anyrt_set_device(anyrt_device_kind_t kind, int index);

/* Writes the calling thread's current device. Either pointer may be null. */
ANYRT_API anyrt_status_t anyrt_get_device(anyrt_device_kind_t* kind, int* index);

/* Blocks until every stream of the current device has finished its work. */
ANYRT_API anyrt_status_t anyrt_synchronize_device(void);

/* Writes the current device's compute capability (major * 10 + minor where that applies; 0 if none). */
ANYRT_API anyrt_status_t anyrt_get_compute_capability(size_t* capability);

/* Writes the version of the backend's runtime library (0 if unknown). */
ANYRT_API anyrt_status_t anyrt_get_runtime_version(size_t* version);

/* Writes the version of the backend's driver (0 if unknown). */
ANYRT_API anyrt_status_t anyrt_get_driver_version(size_t* version);

/* Writes 1 if the host can read and write the current device's memory directly (NumPy may view it), else 0: the backend's `device_memory_host_accessible`; a backend without it: 1 for a device kind whose memory is the host's (`host_memory` in spec/types.yaml), else 0. */
ANYRT_API anyrt_status_t anyrt_get_device_memory_host_accessible(int* accessible);

/* Copies the calling thread's last error record into `info`. */
ANYRT_API anyrt_status_t anyrt_get_last_error(anyrt_error_info_t* info);

/* Writes how many plugins were found, loaded or refused. */
ANYRT_API anyrt_status_t anyrt_get_backend_count(int* count);

/* Describes plugin `index` (0 <= index < get_backend_count). */
ANYRT_API anyrt_status_t anyrt_get_backend_info(int index, anyrt_backend_info_t* info);

/* Writes 1 if plugin `index` fills backend-table slot `slot` (see ANYRT_SLOT_*), else 0. */
ANYRT_API anyrt_status_t anyrt_backend_has_slot(int index, int slot, int* present);

/* Writes a counter that grows each time some backend first serves some function through its fallback. */
ANYRT_API anyrt_status_t anyrt_fallback_serial(int* serial);

/* Names the `index`-th (backend, function) pair that fell back, in order of first use. */
ANYRT_API anyrt_status_t anyrt_get_fallback(int index, anyrt_error_info_t* info);

/* Drains every stream, finalizes every backend and unloads it. Later calls re-initialize. */
ANYRT_API anyrt_status_t anyrt_shutdown(void);

/* Names the calling thread's place in the program (e.g. `train.py:12`). With ANYRT_VALIDATE set, the next object the thread creates records it, for leak reports and use-after-destroy messages. */
ANYRT_API anyrt_status_t anyrt_set_call_site(const char* site);

/* Writes the current device's properties: what its backend reports, a field it leaves out from the core's other queries or the field's default (every count at least 1). */
ANYRT_API anyrt_status_t anyrt_get_device_properties(anyrt_device_properties_t* properties);

/* Writes the backend's own handle of the current device, for code of that runtime (cuda: the CUdevice ordinal; cpu: not supported, its devices are partitions of the host with no object of their own). */
ANYRT_API anyrt_status_t anyrt_device_get_native_handle(void** handle);

/* Writes the backend's own context of the current device (cuda: its primary CUcontext, retained for the process; cpu: not supported, the host has no context). */
ANYRT_API anyrt_status_t anyrt_context_get_native_handle(void** handle);

/* Starts recording the trace layer's events in memory (every public call, and every stream task on a backend with host callbacks, as ANYRT_TRACE writes them), dropping any not yet read. Each stream task then costs two host callbacks. */
ANYRT_API anyrt_status_t anyrt_trace_start(void);

/* Stops recording; the events recorded stay for trace_next. Stream tasks queued before still record when they run. */
ANYRT_API anyrt_status_t anyrt_trace_stop(void);

/* Moves the oldest recorded event into `event` and writes 1 to `got`, or writes 0 to `got` when none is left. */
ANYRT_API anyrt_status_t anyrt_trace_next(anyrt_trace_event_t* event, int* got);

/* ---- memory: Allocation, copies and fills; the size queries a caching allocator needs. */

/* Allocates `size` bytes of device memory on the current device. */
ANYRT_API anyrt_status_t anyrt_malloc(void** ptr, size_t size);

/* Frees device memory returned by `malloc` or `malloc_async`. */
ANYRT_API anyrt_status_t anyrt_free(void* ptr);

/* Allocates `size` bytes of page-locked host memory that the current device copies fast. */
ANYRT_API anyrt_status_t anyrt_malloc_host(void** ptr, size_t size);

/* Frees memory returned by `malloc_host`. */
ANYRT_API anyrt_status_t anyrt_free_host(void* ptr);

/* Allocates `size` bytes addressable from the host and the current device. */
ANYRT_API anyrt_status_t anyrt_malloc_unified(void** ptr, size_t size);

/* Frees memory returned by `malloc_unified`. */
ANYRT_API anyrt_status_t anyrt_free_unified(void* ptr);

/* Copies `size` bytes from `src` to `dst` and returns when the copy is done. */
ANYRT_API anyrt_status_t anyrt_memcpy(void* dst, const void* src, size_t size, anyrt_memcpy_kind_t kind);

/* Copies `size` bytes from `src` to `dst` in the order of `stream` and returns at once. */
ANYRT_API anyrt_status_t anyrt_memcpy_async(void* dst, const void* src, size_t size, anyrt_memcpy_kind_t kind, anyrt_stream_t stream);

/* Copies `size` bytes from `src` on device `src_device` to `dst` on device `dst_device` of the current kind. */
ANYRT_API anyrt_status_t anyrt_memcpy_peer(void* dst, int dst_device, const void* src, int src_device, size_t size);

/* Copies between two devices of the current kind in the order of `stream` (a stream of `dst_device`). */
ANYRT_API anyrt_status_t anyrt_memcpy_peer_async(void* dst, int dst_device, const void* src, int src_device, size_t size, anyrt_stream_t stream);

/* Sets `size` bytes at `ptr` to `value` and returns when done. */
ANYRT_API anyrt_status_t anyrt_memset(void* ptr, uint8_t value, size_t size);

/* Sets `size` bytes at `ptr` to `value` in the order of `stream`. */
ANYRT_API anyrt_status_t anyrt_memset_async(void* ptr, uint8_t value, size_t size, anyrt_stream_t stream);

/* Writes the free and total device memory of the current device, in bytes. */
ANYRT_API anyrt_status_t anyrt_get_memory_info(size_t* free_bytes, size_t* total_bytes);

/* Writes what the core counts of the current device's device memory (from `malloc` and `malloc_async`; host and unified memory are not counted): the bytes allocated now, the most allocated at once since the runtime started or `reset_peak_memory_stats`, and how many allocations are live. Any pointer may be null. */
ANYRT_API anyrt_status_t anyrt_get_memory_stats(size_t* allocated_bytes, size_t* peak_bytes, size_t* allocation_count);

/* Makes the current device's peak (see `get_memory_stats`) the bytes allocated now. */
ANYRT_API anyrt_status_t anyrt_reset_peak_memory_stats(void);

/* Writes the allocation granularity a caching allocator should align to. */
ANYRT_API anyrt_status_t anyrt_min_chunk_size(size_t* size);

/* Writes the largest chunk a caching allocator should manage itself. */
ANYRT_API anyrt_status_t anyrt_max_chunk_size(size_t* size);

/* Writes the largest single allocation the device can serve. */
ANYRT_API anyrt_status_t anyrt_max_alloc_size(size_t* size);

/* Writes the bytes an allocator must add to every allocation. */
ANYRT_API anyrt_status_t anyrt_extra_padding_size(size_t* size);

/* Writes the size of a caching allocator's first reservation. */
ANYRT_API anyrt_status_t anyrt_init_alloc_size(size_t* size);

/* Writes the size of a caching allocator's later reservations. */
ANYRT_API anyrt_status_t anyrt_realloc_size(size_t* size);

/* Allocates `size` bytes of device memory in the order of `stream`. */
ANYRT_API anyrt_status_t anyrt_malloc_async(void** ptr, size_t size, anyrt_stream_t stream);

/* Frees device memory in the order of `stream`. */
ANYRT_API anyrt_status_t anyrt_free_async(void* ptr, anyrt_stream_t stream);

/* Writes where `ptr` lies, from the core's allocation registry: the device kind and index whose allocation holds it (any byte of it, not only the start) and which function made that memory (`memory_type`: pinned host memory is `host`). A pointer that no live anyrt allocation holds fails with invalid_value naming `ptr`. Any out pointer may be null. */
ANYRT_API anyrt_status_t anyrt_pointer_get_attributes(const void* ptr, anyrt_device_kind_t* kind, int* device, anyrt_memory_type_t* memory);

/* ---- stream: In-order queues of work; the calling thread's current stream. */

/* Creates a stream on the current device. */
ANYRT_API anyrt_status_t anyrt_create_stream(anyrt_stream_t* stream);

/* Waits for the stream's work, then destroys it. */
ANYRT_API anyrt_status_t anyrt_destroy_stream(anyrt_stream_t stream);

/* Returns `success` if all work on the stream has finished, `not_ready` otherwise, without blocking. */
ANYRT_API anyrt_status_t anyrt_query_stream(anyrt_stream_t stream);

/* Blocks until all work on the stream has finished; raises the first error a task of it hit. */
ANYRT_API anyrt_status_t anyrt_synchronize_stream(anyrt_stream_t stream);

/* Runs `fn(user_data)` on a host thread after the work queued before it on the stream. */
ANYRT_API anyrt_status_t anyrt_stream_add_callback(anyrt_stream_t stream, anyrt_host_fn_t fn, void* user_data);

/* Makes work queued on `stream` after this call wait until `event` has completed. */
ANYRT_API anyrt_status_t anyrt_stream_wait_event(anyrt_stream_t stream, anyrt_event_t event);

/* Makes `stream` the calling thread's current stream; it applies while the thread's current device is the stream's device (null restores the default stream). */
ANYRT_API anyrt_status_t anyrt_set_stream(anyrt_stream_t stream);

/* Writes the calling thread's current stream of the current device (null means the default stream). */
ANYRT_API anyrt_status_t anyrt_get_stream(anyrt_stream_t* stream);

/* Writes the current device's default stream, the one a null stream means while the thread has no other current stream of that device; it is never destroyed. */
ANYRT_API anyrt_status_t anyrt_get_default_stream(anyrt_stream_t* stream);

/* Writes the backend's own object behind `stream` (cuda: its cudaStream_t; cpu: its work queue, which only the cpu backend understands) so that code of that runtime (a Triton launcher, a vendor library) enqueues work in the stream's order. Valid until the stream is destroyed. */
ANYRT_API anyrt_status_t anyrt_stream_get_native_handle(anyrt_stream_t stream, void** handle);

/* Creates a stream on the current device whose work the device prefers by `priority`, clamped to the range `get_stream_priority_range` writes. */
ANYRT_API anyrt_status_t anyrt_create_stream_with_priority(anyrt_stream_t* stream, int priority);

/* Writes the current device's stream priorities: `least` (the default streams') and `greatest`, the highest; (0, 0) where the backend has none. */
ANYRT_API anyrt_status_t anyrt_get_stream_priority_range(int* least, int* greatest);

/* Writes the priority a stream was created with, as clamped (0 for a stream of `create_stream`). */
ANYRT_API anyrt_status_t anyrt_get_stream_priority(anyrt_stream_t stream, int* priority);

/* Starts capturing `stream`: its stream-ordered calls are recorded into a graph instead of run, until `stream_end_capture`. `mode` says which other calls fail meanwhile (a synchronize, an allocation that is not stream-ordered, a query of the capturing stream fail always). */
ANYRT_API anyrt_status_t anyrt_stream_begin_capture(anyrt_stream_t stream, anyrt_capture_mode_t mode);

/* Ends the capture of `stream` and writes the graph of the work it recorded; fails, naming the call, if a call broke the capture. */
ANYRT_API anyrt_status_t anyrt_stream_end_capture(anyrt_stream_t stream, anyrt_graph_t* graph);

/* Writes whether `stream` captures. */
ANYRT_API anyrt_status_t anyrt_stream_get_capture_status(anyrt_stream_t stream, anyrt_capture_status_t* status);

/* Sets the calling thread's capture mode to `mode` and writes the one it had to `previous` (CUDA's cudaThreadExchangeStreamCaptureMode; a thread starts in global). A thread in mode relaxed may allocate, free and synchronize while other streams capture (its own capturing stream's calls are refused all the same): a runtime that allocates for its caller during a capture (an operator's workspace, which the graph then keeps) swaps to relaxed around the allocation and back. */
ANYRT_API anyrt_status_t anyrt_thread_exchange_capture_mode(anyrt_capture_mode_t mode, anyrt_capture_mode_t* previous);

/* Makes an executable graph of `graph`; it keeps what it needs, so `graph` may be destroyed after. */
ANYRT_API anyrt_status_t anyrt_graph_instantiate(anyrt_graph_exec_t* exec, anyrt_graph_t graph);

/* Queues the executable graph's work on `stream`, a stream of the device it was captured on, in the order it was captured. */
ANYRT_API anyrt_status_t anyrt_graph_launch(anyrt_graph_exec_t exec, anyrt_stream_t stream);

/* Gives `exec` the arguments of `graph`, a capture of the same calls in the same order (other pointers, sizes or values); refused, naming the first call that differs, otherwise. */
ANYRT_API anyrt_status_t anyrt_graph_exec_update(anyrt_graph_exec_t exec, anyrt_graph_t graph);

/* Destroys a graph; executable graphs made from it keep working. */
ANYRT_API anyrt_status_t anyrt_graph_destroy(anyrt_graph_t graph);

/* Destroys an executable graph; launches already queued still run. */
ANYRT_API anyrt_status_t anyrt_graph_exec_destroy(anyrt_graph_exec_t exec);

/* ---- event: Markers recorded on streams, for ordering and timing. */

/* Creates an event on the current device. */
ANYRT_API anyrt_status_t anyrt_create_event(anyrt_event_t* event, anyrt_event_flags_t flags);

/* Destroys an event. */
ANYRT_API anyrt_status_t anyrt_destroy_event(anyrt_event_t event);

/* Records `event` on `stream`; it completes when the work queued before it does. */
ANYRT_API anyrt_status_t anyrt_record_event(anyrt_event_t event, anyrt_stream_t stream);

/* Returns `success` if the event has completed, `not_ready` otherwise, without blocking. */
ANYRT_API anyrt_status_t anyrt_query_event(anyrt_event_t event);

/* Blocks until the event has completed. */
ANYRT_API anyrt_status_t anyrt_synchronize_event(anyrt_event_t event);

/* Writes the milliseconds between two completed events recorded with timing. */
ANYRT_API anyrt_status_t anyrt_event_elapsed_time(float* ms, anyrt_event_t start, anyrt_event_t end);

/* ---- ccl: Collective communication between devices of one process or one device per process. */

/* Writes a fresh id; pass it to every rank's `comm_init_rank`. */
ANYRT_API anyrt_status_t anyrt_get_unique_id(anyrt_unique_id_t* id);

/* Creates one communicator per device of `kind` listed in `device_ids`; rank i drives device_ids[i]. */
ANYRT_API anyrt_status_t anyrt_comm_init_all(anyrt_device_kind_t kind, anyrt_comm_t* comms, int ndevice, const int* device_ids);

/* Joins rank `rank` of `nranks` ranks that share `id`, on the current device. */
ANYRT_API anyrt_status_t anyrt_comm_init_rank(anyrt_comm_t* comm, int nranks, anyrt_unique_id_t id, int rank);

/* Makes a communicator of the ranks of an MPI communicator, with its rank and size, on the current device; collective over that MPI communicator (like MPI_Comm_dup). `mpi_comm` points to the MPI_Comm handle, `mpi_comm_size` bytes (e.g. mpi4py's `comm.handle`); the backend refuses a handle size its MPI does not use. */
ANYRT_API anyrt_status_t anyrt_comm_init_mpi(anyrt_comm_t* comm, const void* mpi_comm, size_t mpi_comm_size);

/* Destroys a communicator. */
ANYRT_API anyrt_status_t anyrt_comm_destroy(anyrt_comm_t comm);

/* Writes the communicator's rank. */
ANYRT_API anyrt_status_t anyrt_comm_rank(anyrt_comm_t comm, int* rank);

/* Writes the number of ranks of the communicator. */
ANYRT_API anyrt_status_t anyrt_comm_size(anyrt_comm_t comm, int* size);

/* Reduces `count` elements over all ranks with `op`; every rank gets the result in `recvbuf`. */
ANYRT_API anyrt_status_t anyrt_all_reduce(const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, anyrt_reduce_op_t op, anyrt_comm_t comm, anyrt_stream_t stream);

/* Copies `count` elements from rank `root`'s `sendbuf` to every rank's `recvbuf`. */
ANYRT_API anyrt_status_t anyrt_broadcast(const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, int root, anyrt_comm_t comm, anyrt_stream_t stream);

/* Reduces `count` elements over all ranks with `op` into rank `root`'s `recvbuf`. */
ANYRT_API anyrt_status_t anyrt_reduce(const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, anyrt_reduce_op_t op, int root, anyrt_comm_t comm, anyrt_stream_t stream);

/* Gathers `send_count` elements from every rank into every rank's `recvbuf`, in rank order. */
ANYRT_API anyrt_status_t anyrt_all_gather(const void* sendbuf, void* recvbuf, size_t send_count, anyrt_dtype_t dtype, anyrt_comm_t comm, anyrt_stream_t stream);

/* Reduces `recv_count * size` elements with `op`; rank i gets block i in `recvbuf`. */
ANYRT_API anyrt_status_t anyrt_reduce_scatter(const void* sendbuf, void* recvbuf, size_t recv_count, anyrt_dtype_t dtype, anyrt_reduce_op_t op, anyrt_comm_t comm, anyrt_stream_t stream);

/* Sends `count` elements to rank `peer`, which must post a matching `recv`. */
ANYRT_API anyrt_status_t anyrt_send(const void* sendbuf, size_t count, anyrt_dtype_t dtype, int peer, anyrt_comm_t comm, anyrt_stream_t stream);

/* Receives `count` elements from rank `peer`. */
ANYRT_API anyrt_status_t anyrt_recv(void* recvbuf, size_t count, anyrt_dtype_t dtype, int peer, anyrt_comm_t comm, anyrt_stream_t stream);

/* Starts a group; the calls until `group_end` are issued together so send/recv pairs cannot deadlock. */
ANYRT_API anyrt_status_t anyrt_group_start(void);

/* Ends a group started by `group_start`. */
ANYRT_API anyrt_status_t anyrt_group_end(void);

/* Sends block j of `count` elements of `sendbuf` to rank j; block i of `recvbuf` receives rank i's block for this rank. Every rank passes the same `count` (a rank that differs fails, naming both ranks). */
ANYRT_API anyrt_status_t anyrt_all_to_all(const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, anyrt_comm_t comm, anyrt_stream_t stream);

/* Sends `send_counts[j]` elements at `sendbuf + send_displs[j]` to rank j and receives `recv_counts[i]` elements from rank i at `recvbuf + recv_displs[i]` (counts and displacements in elements, `nranks` of each: the communicator's size). Rank i's `send_counts[j]` must equal rank j's `recv_counts[i]` (else both ranks are named). Each buffer must reach its furthest block (`displs[i] + counts[i]`), checked against a known allocation. */
ANYRT_API anyrt_status_t anyrt_all_to_allv(const void* sendbuf, const size_t* send_counts, const size_t* send_displs, void* recvbuf, const size_t* recv_counts, const size_t* recv_displs, int nranks, anyrt_dtype_t dtype, anyrt_comm_t comm, anyrt_stream_t stream);

/* Gathers `recv_counts[i]` elements from rank i's `sendbuf` into every rank's `recvbuf`, packed in rank order (rank i's block starts after the blocks of ranks below it); `nranks` is the communicator's size. Every rank passes the same `recv_counts` (else every rank fails, naming all_gather_v); `sendbuf` must hold this rank's count and `recvbuf` their sum (checked against a known allocation before anything is queued). */
ANYRT_API anyrt_status_t anyrt_all_gather_v(const void* sendbuf, void* recvbuf, const size_t* recv_counts, int nranks, anyrt_dtype_t dtype, anyrt_comm_t comm, anyrt_stream_t stream);

/* Reduces `sendbuf` (the blocks of every rank, packed in rank order, `recv_counts[i]` elements for rank i) over all ranks with `op`; rank i gets its block in `recvbuf`. `nranks` is the communicator's size. Every rank passes the same `recv_counts` (else every rank fails, naming reduce_scatter_v); `sendbuf` must hold their sum and `recvbuf` this rank's count. */
ANYRT_API anyrt_status_t anyrt_reduce_scatter_v(const void* sendbuf, void* recvbuf, const size_t* recv_counts, int nranks, anyrt_dtype_t dtype, anyrt_reduce_op_t op, anyrt_comm_t comm, anyrt_stream_t stream);

/* Gathers `count` elements from every rank's `sendbuf` into rank `root`'s `recvbuf`, in rank order (`recvbuf` is read on the root only). `ccl_`: the operators own `gather`. Every rank passes the same `count` and `root` (else every rank fails at once, naming gather and both ranks' arguments, as broadcast and reduce do). */
ANYRT_API anyrt_status_t anyrt_ccl_gather(const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, int root, anyrt_comm_t comm, anyrt_stream_t stream);

/* Sends block i of `count` elements of rank `root`'s `sendbuf` to rank i's `recvbuf` (`sendbuf` is read on the root only). `ccl_`: the operators own `scatter`. Every rank passes the same `count` and `root` (else every rank fails at once, naming scatter and both ranks' arguments). */
ANYRT_API anyrt_status_t anyrt_ccl_scatter(const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, int root, anyrt_comm_t comm, anyrt_stream_t stream);

/* Splits a communicator: the ranks passing the same `color` (not negative) form a new communicator, ordered by `key`, then by their rank in `comm`. Collective over `comm`: every rank calls it (a thread driving several ranks calls it for each, between `group_start` and `group_end`, before using the new communicators). */
ANYRT_API anyrt_status_t anyrt_comm_split(anyrt_comm_t comm, int color, int key, anyrt_comm_t* newcomm);

/* ---- op: Operators: the handle that fixes their device, tensor descriptors, and what every operator descriptor shares. Each operator's own create and run calls come from spec/operators.yaml. */

/* Creates an operator handle on the current device; operator descriptors made from it run there. */
ANYRT_API anyrt_status_t anyrt_create_op_handle(anyrt_op_handle_t* handle);

/* Destroys an operator handle. Descriptors created from it stay usable. */
ANYRT_API anyrt_status_t anyrt_destroy_op_handle(anyrt_op_handle_t handle);

/* Describes a tensor: `ndim` dims of `shape`, `strides` in elements (NULL: contiguous, last dim fastest). A 0 stride broadcasts; outputs refuse it. */
ANYRT_API anyrt_status_t anyrt_create_tensor_desc(anyrt_tensor_desc_t* desc, anyrt_dtype_t dtype, int ndim, const int64_t* shape, const int64_t* strides);

/* Writes the size and the stride (in elements) of dim `dim` of a tensor descriptor, `dim` in [0, ndim). Either out pointer may be null. */
ANYRT_API anyrt_status_t anyrt_get_tensor_desc_dim(anyrt_tensor_desc_t desc, int dim, int64_t* size, int64_t* stride);

/* Writes the dtype and the number of dims of a tensor descriptor (what a layer over anyrt's operators needs to make another view of it: libinfiniop.so's reductions). Either out pointer may be null. */
ANYRT_API anyrt_status_t anyrt_get_tensor_desc_info(anyrt_tensor_desc_t desc, anyrt_dtype_t* dtype, int* ndim);

/* Destroys a tensor descriptor. Operator descriptors made with it keep their own copy. */
ANYRT_API anyrt_status_t anyrt_destroy_tensor_desc(anyrt_tensor_desc_t desc);

/* Writes the bytes of device workspace a run of the operator descriptor needs (0 if none). */
ANYRT_API anyrt_status_t anyrt_get_op_workspace_size(anyrt_op_desc_t desc, size_t* size);

/* Destroys an operator descriptor; runs already queued with it are unaffected. */
ANYRT_API anyrt_status_t anyrt_destroy_op_desc(anyrt_op_desc_t desc);

/* ---- kernel: Kernel modules: compiled kernels a backend loads and launches in stream order (optional). A cubin, fatbin or PTX on cuda (a Triton or ninetoothed kernel), a shared object of C kernels on cpu. */

/* Loads the `size` bytes at `image` as a kernel module on the current device: what the backend's launcher runs (cuda: a cubin, fatbin or NUL-terminated PTX; cpu: an ELF shared object of C kernels `void name(void** args, const int grid[3], const int block[3], const int block_idx[3], void* shared)`, called once per block, that names them in `const char* const anyrt_kernels[] = {"name", ..., 0};`). Each load is a module of its own, even of the same image. */
ANYRT_API anyrt_status_t anyrt_module_load(const void* image, size_t size, anyrt_module_t* module);

/* Unloads a kernel module. Launches already queued with it still run (the backend keeps what they need until they finish). */
ANYRT_API anyrt_status_t anyrt_module_unload(anyrt_module_t module);

/* Writes the kernel `name` of `module` to `function`, for launch_kernel with that module. Only the kernels the module declares are handed out (cuda: its `.entry` functions; cpu: the functions it defines and names in `anyrt_kernels`); any other symbol is refused with invalid_value. */
ANYRT_API anyrt_status_t anyrt_module_get_function(anyrt_module_t module, const char* name, void** function);

/* Queues `function` of `module` on `stream`: a grid of grid_x*grid_y*grid_z blocks of block_x*block_y*block_z threads with `shared_memory` bytes of shared memory per block. `args[i]` points to argument i, read before the call returns; `arg_sizes[i]` is its size in bytes (NULL: each is 8 bytes, a pointer or a 64-bit scalar; a backend whose binaries record their parameters, cuda, ignores it). */
ANYRT_API anyrt_status_t anyrt_launch_kernel(anyrt_stream_t stream, anyrt_module_t module, const void* function, int grid_x, int grid_y, int grid_z, int block_x, int block_y, int block_z, size_t shared_memory, const void** args, const size_t* arg_sizes, int nargs);

/* ---- operators: per operator, a descriptor fixed to an operator handle's device, tensor layouts
 * and create-time attributes, then runs that enqueue on `stream` (NULL: the current stream) and
 * return. `workspace` is device memory of at least anyrt_get_op_workspace_size bytes (NULL if 0).
 * Destroy descriptors with anyrt_destroy_op_desc. */

/* `c = alpha * a @ b + beta * c`; 2-D, or batched 3-D where a batch of 1 in `a` or `b` broadcasts. Any strides, transposed included; f16/bf16 accumulate in f32. `beta == 0` ignores c's old contents. */
ANYRT_API anyrt_status_t anyrt_create_gemm_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
ANYRT_API anyrt_status_t anyrt_gemm(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, float alpha, float beta, anyrt_stream_t stream);

/* `c = a + b`, broadcasting. */
ANYRT_API anyrt_status_t anyrt_create_add_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
ANYRT_API anyrt_status_t anyrt_add(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);

/* `c = a - b`, broadcasting. */
ANYRT_API anyrt_status_t anyrt_create_sub_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
ANYRT_API anyrt_status_t anyrt_sub(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);

/* `c = a * b`, broadcasting. */
ANYRT_API anyrt_status_t anyrt_create_mul_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
ANYRT_API anyrt_status_t anyrt_mul(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);

/* `y = max(x, 0)`. */
ANYRT_API anyrt_status_t anyrt_create_relu_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_relu(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = x * sigmoid(x)`. */
ANYRT_API anyrt_status_t anyrt_create_silu_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_silu(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = 1 / (1 + exp(-x))`. */
ANYRT_API anyrt_status_t anyrt_create_sigmoid_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_sigmoid(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `c = a * silu(b)` (`a` the up projection, `b` the gate), broadcasting. */
ANYRT_API anyrt_status_t anyrt_create_swiglu_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
ANYRT_API anyrt_status_t anyrt_swiglu(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);

/* `y = x / sqrt(mean(x * x over the last dim) + epsilon) * w`. */
ANYRT_API anyrt_status_t anyrt_create_rms_norm_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t w, float epsilon);
ANYRT_API anyrt_status_t anyrt_rms_norm(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* w, anyrt_stream_t stream);

/* `y = exp(x - max) / sum(exp(x - max))` along `axis`. */
ANYRT_API anyrt_status_t anyrt_create_softmax_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, int axis);
ANYRT_API anyrt_status_t anyrt_softmax(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* Softmax over the last dim with a causal mask: in row `i` of `s`, position `j` counts only when `j <= i + t - s`. */
ANYRT_API anyrt_status_t anyrt_create_causal_softmax_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_causal_softmax(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* Rotary position embedding of `x` ([batch,] seq, heads, head_dim) at positions `pos_ids` ([batch,] seq; one row shared by every batch, as in InfiniOP), with `sin_table`/`cos_table` rows per position. */
ANYRT_API anyrt_status_t anyrt_create_rope_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t pos_ids, anyrt_tensor_desc_t sin_table, anyrt_tensor_desc_t cos_table, anyrt_rope_algo_t algo);
ANYRT_API anyrt_status_t anyrt_rope(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* pos_ids, const void* sin_table, const void* cos_table, anyrt_stream_t stream);

/* `dst = src`: a copy between any two layouts of one shape (src may broadcast). */
ANYRT_API anyrt_status_t anyrt_create_rearrange_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dst, anyrt_tensor_desc_t src);
ANYRT_API anyrt_status_t anyrt_rearrange(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dst, const void* src, anyrt_stream_t stream);

/* Samples a token index from `probs` (the logits): the index of the maximum if `random_val`, `topp` or `temperature` is 0 or `topk` is 1, else InfiniCore's top-k / top-p sampling at `random_val` (so every backend picks the same index). */
ANYRT_API anyrt_status_t anyrt_create_random_sample_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t result, anyrt_tensor_desc_t probs);
ANYRT_API anyrt_status_t anyrt_random_sample(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* result, const void* probs, float random_val, float topp, int topk, float temperature, anyrt_stream_t stream);

/* `y = 0`; `x` only fixes the shape, as in InfiniOP. */
ANYRT_API anyrt_status_t anyrt_create_zeros_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_zeros(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = 1`; `x` only fixes the shape, as in InfiniOP. */
ANYRT_API anyrt_status_t anyrt_create_ones_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_ones(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `residual_out = a + b`; `y = residual_out / sqrt(mean((a + b)^2 over the last dim) + epsilon) * weight`: a transformer layer's residual add and the next norm in one pass (as InfiniCore: the mean square of the unrounded sums, y from the stored residual). `residual_out` may be `a` or `b`. */
ANYRT_API anyrt_status_t anyrt_create_add_rms_norm_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t residual_out, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b, anyrt_tensor_desc_t weight, float epsilon);
ANYRT_API anyrt_status_t anyrt_add_rms_norm(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, void* residual_out, const void* a, const void* b, const void* weight, anyrt_stream_t stream);

/* `y = logsumexp(x over the last dim) - x[target]`: the per-token loss of logits `x` against class indices `target` (no reduction, as InfiniCore); a `target` outside `[0, v)` gives 0 (an ignored token). f16/bf16 compute in f32. */
ANYRT_API anyrt_status_t anyrt_create_cross_entropy_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t target);
ANYRT_API anyrt_status_t anyrt_cross_entropy(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* target, anyrt_stream_t stream);

/* MoE routing: per token (row of `x`, one logit per expert), the `topk` largest of `softmax(x)` in `values` (descending) and their experts in `indices`; with `norm` not 0 the kept probabilities are divided by their sum. Ties go to the lower expert. As InfiniCore's Topksoftmax: InfiniOP's create takes only `x`, its run `topk`; f16/bf16 compute in f32. */
ANYRT_API anyrt_status_t anyrt_create_topksoftmax_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t values, anyrt_tensor_desc_t indices, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_topksoftmax(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* values, void* indices, const void* x, int topk, int norm, anyrt_stream_t stream);

/* DeepSeek-V3's MoE router, as InfiniCore's Topkrouter (its fixed config: 256 experts in 8 groups of 32, 4 groups kept, probabilities renormalized): per token, scores `sigmoid(x) + correction_bias`; each group scores the sum of its two best; outside the 4 best groups scores become 0; the `topk` best experts (descending, ties to the lower one) go to `indices`, their `sigmoid(x)` scaled to `routed_scaling_factor * p / sum(p)` to `values`. InfiniOP's create takes `x` and `correction_bias`, its run `routed_scaling_factor` and `topk`; f16/bf16 compute in f32. */
ANYRT_API anyrt_status_t anyrt_create_topkrouter_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t values, anyrt_tensor_desc_t indices, anyrt_tensor_desc_t x, anyrt_tensor_desc_t correction_bias);
ANYRT_API anyrt_status_t anyrt_topkrouter(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* values, void* indices, const void* x, const void* correction_bias, float routed_scaling_factor, int topk, anyrt_stream_t stream);

/* Multimodal rotary embedding (Qwen2-VL's M-RoPE), as InfiniCore's MRoPE: `q` and `k` ([tokens, heads * head_size]) rotate the first `rotary_dim` dims of each head rotate-half style (dim `i` with `i + rotary_dim/2`) by `cos`/`sin` rows at the token's position on one of three axes (t, h, w): pair `i` takes axis t below `section_t`, h below `section_t + section_h`, else w; `interleaved`: h where `i % 3 == 1` and `i < 3 * section_h`, w where `i % 3 == 2` and `i < 3 * section_w`, else t. Dims past `rotary_dim` are copied. `positions` is [3, tokens] (a text-only [tokens] row is the same row three times: stride 0). f16/bf16 compute in f32. */
ANYRT_API anyrt_status_t anyrt_create_mrope_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t q_out, anyrt_tensor_desc_t k_out, anyrt_tensor_desc_t q, anyrt_tensor_desc_t k, anyrt_tensor_desc_t cos, anyrt_tensor_desc_t sin, anyrt_tensor_desc_t positions, int head_size, int rotary_dim, int section_t, int section_h, int section_w, int interleaved);
ANYRT_API anyrt_status_t anyrt_mrope(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* q_out, void* k_out, const void* q, const void* k, const void* cos, const void* sin, const void* positions, anyrt_stream_t stream);

/* `x_packed = round(x / x_scale)` in [-127, 127] with one f32 scale for the whole tensor, `x_scale = absmax(x) / 127` (1 where x is all zeros); rounding half away from zero (InfiniCore's PerTensorQuantI8). `is_static`: `x_scale` is given, not computed. With `x_zero` (asymmetric; upstream's kernels refuse it, anyrt takes per_channel_quant_int8's form over the whole tensor): `x_scale = max((max - min) / 255, 1e-8)`, `x_zero = -min / x_scale - 128`, `x_packed = round(x / x_scale + x_zero)` in [-128, 127]. */
ANYRT_API anyrt_status_t anyrt_create_per_tensor_quant_int8_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t x_packed, anyrt_tensor_desc_t x_scale, anyrt_tensor_desc_t x_zero, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_per_tensor_quant_int8(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* x_packed, void* x_scale, void* x_zero, const void* x, bool is_static, anyrt_stream_t stream);

/* `x = (x_packed - x_zero) * x_scale` with one f32 scale (and zero point) for the whole tensor, computed in f32 (InfiniCore's PerTensorDequantI8). `x_zero` absent: 0, the symmetric form upstream's kernels serve. */
ANYRT_API anyrt_status_t anyrt_create_per_tensor_dequant_int8_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t x, anyrt_tensor_desc_t x_packed, anyrt_tensor_desc_t x_scale, anyrt_tensor_desc_t x_zero);
ANYRT_API anyrt_status_t anyrt_per_tensor_dequant_int8(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* x, const void* x_packed, const void* x_scale, const void* x_zero, anyrt_stream_t stream);

/* Each row of `x` (m, k) to int8 with its own f32 scale (InfiniCore's PerChannelQuantI8, per token); rounding half away from zero. Symmetric (`x_zero` absent): `x_scale = max(absmax(row) / 127, 1e-8)`, `x_packed = round(x / x_scale)` in [-127, 127]. Asymmetric: `x_scale = max((max - min) / 255, 1e-8)`, `x_zero = -min / x_scale - 128`, `x_packed = round(x / x_scale + x_zero)` in [-128, 127]. */
ANYRT_API anyrt_status_t anyrt_create_per_channel_quant_int8_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t x_packed, anyrt_tensor_desc_t x_scale, anyrt_tensor_desc_t x_zero, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_per_channel_quant_int8(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* x_packed, void* x_scale, void* x_zero, const void* x, anyrt_stream_t stream);

/* AWQ's packed int4 weights to floats (InfiniCore's DequantizeAWQ): `out[r, c] = (w[r, c] - z[r / (k / g), c]) * scales[r / (k / g), c]`, rows in `g` equal groups; `w` and `z` are nibbles of `qweight` and `zeros`, 8 per int32 along the output features in AWQ's order (column 8i + j is nibble 0 4 1 5 2 6 3 7 [j] of word i). Computed in f32, rounded once. */
ANYRT_API anyrt_status_t anyrt_create_dequantize_awq_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t out, anyrt_tensor_desc_t qweight, anyrt_tensor_desc_t scales, anyrt_tensor_desc_t zeros);
ANYRT_API anyrt_status_t anyrt_dequantize_awq(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* out, const void* qweight, const void* scales, const void* zeros, anyrt_stream_t stream);

/* GPTQ's packed int4 weights to floats (InfiniCore's DequantizeGPTQ): `out[r, c] = (w[r, c] - (z[gid, c] + 1)) * scales[gid, c]` with `gid = g_idx[r]` wrapped into [0, g) (GPTQ stores zero points less one); `w` is nibble r % 8 of `qweight[r / 8, c]` (8 input rows per int32), `z` nibble c % 8 of `zeros[gid, c / 8]` (8 output columns per int32). Computed in f32, rounded once. */
ANYRT_API anyrt_status_t anyrt_create_dequantize_gptq_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t out, anyrt_tensor_desc_t qweight, anyrt_tensor_desc_t scales, anyrt_tensor_desc_t zeros, anyrt_tensor_desc_t g_idx);
ANYRT_API anyrt_status_t anyrt_dequantize_gptq(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* out, const void* qweight, const void* scales, const void* zeros, const void* g_idx, anyrt_stream_t stream);

/* Writes `k` and `v` into the caches after each batch's past tokens: `k_cache[b, :, past_kv_lengths[b] + i, :] = k[b, :, i, :]` (and `v` alike) for `i < s`; the rest of the caches is kept. The caches are updated in place, so `anyrt.ops` needs them given (`out=(k_cache, v_cache)`). A length with `past_kv_lengths[b] + s > l` is refused. */
ANYRT_API anyrt_status_t anyrt_create_kv_caching_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t k_cache, anyrt_tensor_desc_t v_cache, anyrt_tensor_desc_t k, anyrt_tensor_desc_t v, anyrt_tensor_desc_t past_kv_lengths);
ANYRT_API anyrt_status_t anyrt_kv_caching(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* k_cache, void* v_cache, const void* k, const void* v, const void* past_kv_lengths, anyrt_stream_t stream);

/* Writes each token's key and value into its slot of a paged cache: with `slot = slot_mapping[i]`, `k_cache[slot // bs, :, slot % bs, :] = k[i]` (and `v` alike); the rest of the caches is kept. The caches are updated in place, so `anyrt.ops` needs them given (`out=(k_cache, v_cache)`). Keys and values may have different head dims (DeepSeek's MLA). A slot outside the cache is refused; two tokens of one slot leave either's values. */
ANYRT_API anyrt_status_t anyrt_create_paged_caching_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t k_cache, anyrt_tensor_desc_t v_cache, anyrt_tensor_desc_t k, anyrt_tensor_desc_t v, anyrt_tensor_desc_t slot_mapping);
ANYRT_API anyrt_status_t anyrt_paged_caching(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* k_cache, void* v_cache, const void* k, const void* v, const void* slot_mapping, anyrt_stream_t stream);

/* Decode attention over a paged KV cache, one query token per sequence: for sequence `i` of `seq_lens[i]` tokens, whose token `j` lies in block `block_tables[i, j // bs]` at offset `j % bs`, `out[i, h] = softmax(scale * q[i, h] . k_j + alibi_slopes[h] * (j - seq_lens[i] + 1)) @ v_j`, with `k_j`, `v_j` of kv head `h // (hq / hkv)` (grouped-query attention; `hq` a multiple of `hkv`). f16/bf16 compute in f32. `alibi_slopes` may be left out (None, a NULL descriptor). A sequence of 0 tokens gives zeros; a length beyond its table or a block outside the pool is refused. */
ANYRT_API anyrt_status_t anyrt_create_paged_attention_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t out, anyrt_tensor_desc_t q, anyrt_tensor_desc_t k_cache, anyrt_tensor_desc_t v_cache, anyrt_tensor_desc_t block_tables, anyrt_tensor_desc_t seq_lens, anyrt_tensor_desc_t alibi_slopes, float scale);
ANYRT_API anyrt_status_t anyrt_paged_attention(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* out, const void* q, const void* k_cache, const void* v_cache, const void* block_tables, const void* seq_lens, const void* alibi_slopes, anyrt_stream_t stream);

/* Prefill (or chunked decode) attention over a paged KV cache: sequence `i` has the query tokens `cum_seq_lens_q[i]` to `cum_seq_lens_q[i + 1]` of `q` (packed), the last of its `seq_lens[i]` cached tokens (laid out as in paged_attention, the new ones already cached); query `t` of it sees the tokens up to its own position (causal), `alibi_slopes[h] * (j - position)` added where given. `cum_seq_lens_q` has `n + 1` entries, 0 first and `t` last. f16/bf16 compute in f32. Offsets out of order, a length beyond its table or a block outside the pool is refused. */
ANYRT_API anyrt_status_t anyrt_create_paged_attention_prefill_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t out, anyrt_tensor_desc_t q, anyrt_tensor_desc_t k_cache, anyrt_tensor_desc_t v_cache, anyrt_tensor_desc_t block_tables, anyrt_tensor_desc_t seq_lens, anyrt_tensor_desc_t cum_seq_lens_q, anyrt_tensor_desc_t alibi_slopes, float scale);
ANYRT_API anyrt_status_t anyrt_paged_attention_prefill(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* out, const void* q, const void* k_cache, const void* v_cache, const void* block_tables, const void* seq_lens, const void* cum_seq_lens_q, const void* alibi_slopes, anyrt_stream_t stream);

/* Causal attention with a contiguous KV cache (InfiniOP's Attention): writes `k` and `v` into the caches at `pos` (`k_cache[:, pos + i] = k[:, i]`), then `out[i, h] = softmax(q[h, i] . k_j / sqrt(d) for j <= pos + i) @ v_j` over the cache, with kv head `h // (hq / hkv)` (`hq` a multiple of `hkv`). f16/bf16 compute in f32. The caches are updated in place, so `anyrt.ops` needs them given (`out=(out, k_cache, v_cache)`). `pos + s > l` is refused. */
ANYRT_API anyrt_status_t anyrt_create_attention_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t out, anyrt_tensor_desc_t q, anyrt_tensor_desc_t k, anyrt_tensor_desc_t v, anyrt_tensor_desc_t k_cache, anyrt_tensor_desc_t v_cache, int pos);
ANYRT_API anyrt_status_t anyrt_attention(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* out, const void* q, const void* k, const void* v, void* k_cache, void* v_cache, anyrt_stream_t stream);

/* `random_sample` of each row of `probs` with that row's `random_val`, `topp`, `topk` and `temperature` (one sampling request per row, as a serving batch has), into `result`. */
ANYRT_API anyrt_status_t anyrt_create_random_sample_batch_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t result, anyrt_tensor_desc_t probs, anyrt_tensor_desc_t random_val, anyrt_tensor_desc_t topp, anyrt_tensor_desc_t topk, anyrt_tensor_desc_t temperature);
ANYRT_API anyrt_status_t anyrt_random_sample_batch(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* result, const void* probs, const void* random_val, const void* topp, const void* topk, const void* temperature, anyrt_stream_t stream);

/* `output = silu(input[..., :d/2]) * input[..., d/2:]`: the gate and up projections of a gated MLP packed in one tensor (vLLM's SiluAndMul). f16/bf16 round silu's result before the product, as torch does. */
ANYRT_API anyrt_status_t anyrt_create_silu_and_mul_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t output, anyrt_tensor_desc_t input);
ANYRT_API anyrt_status_t anyrt_silu_and_mul(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* output, const void* input, anyrt_stream_t stream);

/* `output[..., :] = weight[input[...], :]`: the rows of `weight` the token ids pick. An id outside [0, v) fails the run (InfiniCore's cpu kernel leaves that row unwritten). */
ANYRT_API anyrt_status_t anyrt_create_embedding_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t output, anyrt_tensor_desc_t input, anyrt_tensor_desc_t weight);
ANYRT_API anyrt_status_t anyrt_embedding(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* output, const void* input, const void* weight, anyrt_stream_t stream);

/* `output = input / 2 * (1 + erf(input / sqrt(2)))`: GELU in its exact (erf) form. */
ANYRT_API anyrt_status_t anyrt_create_gelu_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t output, anyrt_tensor_desc_t input);
ANYRT_API anyrt_status_t anyrt_gelu(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* output, const void* input, anyrt_stream_t stream);

/* `y = x / 2 * (1 + tanh(sqrt(2 / pi) * (x + 0.044715 * x^3)))`: GELU's tanh approximation. */
ANYRT_API anyrt_status_t anyrt_create_gelutanh_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_gelutanh(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = x * sigmoid(1.702 * x)`. */
ANYRT_API anyrt_status_t anyrt_create_quickgelu_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_quickgelu(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `output = tanh(input)`. */
ANYRT_API anyrt_status_t anyrt_create_tanh_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t output, anyrt_tensor_desc_t input);
ANYRT_API anyrt_status_t anyrt_tanh(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* output, const void* input, anyrt_stream_t stream);

/* `y = erf(x)`, the error function. */
ANYRT_API anyrt_status_t anyrt_create_erf_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_erf(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = 1 / x` (IEEE: `1 / 0` is infinity). */
ANYRT_API anyrt_status_t anyrt_create_reciprocal_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_reciprocal(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `output = input * min(max(input + 3, 0), 6) / 6`. */
ANYRT_API anyrt_status_t anyrt_create_hardswish_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t output, anyrt_tensor_desc_t input);
ANYRT_API anyrt_status_t anyrt_hardswish(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* output, const void* input, anyrt_stream_t stream);

/* `y = log(1 + exp(beta * x)) / beta`, or `x` where `beta * x > threshold` (where the curve is the line to within rounding). */
ANYRT_API anyrt_status_t anyrt_create_softplus_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, float beta, float threshold);
ANYRT_API anyrt_status_t anyrt_softplus(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `output = min(max(input, min_val), max_val)`. */
ANYRT_API anyrt_status_t anyrt_create_hardtanh_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t output, anyrt_tensor_desc_t input, float min_val, float max_val);
ANYRT_API anyrt_status_t anyrt_hardtanh(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* output, const void* input, anyrt_stream_t stream);

/* `y = max(min(x, max_val), min_val)`, broadcasting: the bounds are tensors (InfiniOP passes scalars as stride-0 tensors); where `min_val > max_val`, `min_val` wins (InfiniCore's cpu kernel; torch.clamp gives `max_val`). */
ANYRT_API anyrt_status_t anyrt_create_clip_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t min_val, anyrt_tensor_desc_t max_val);
ANYRT_API anyrt_status_t anyrt_clip(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* min_val, const void* max_val, anyrt_stream_t stream);

/* `output = input - max - log(sum(exp(input - max)))` along `dim` (InfiniCore's LogSoftmax; its test is `logsoftmax.py`). */
ANYRT_API anyrt_status_t anyrt_create_log_softmax_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t output, anyrt_tensor_desc_t input, int dim);
ANYRT_API anyrt_status_t anyrt_log_softmax(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* output, const void* input, anyrt_stream_t stream);

/* Layer normalization over the last dim, as InfiniCore's LayerNorm: `std = sqrt(var(input) + eps)` (the biased variance), `input_standardization = (input - mean) / std`, `input_std_deviation = std` (one per row), `output = input_standardization * weight + bias`. */
ANYRT_API anyrt_status_t anyrt_create_layer_norm_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t output, anyrt_tensor_desc_t input_standardization, anyrt_tensor_desc_t input_std_deviation, anyrt_tensor_desc_t input, anyrt_tensor_desc_t weight, anyrt_tensor_desc_t bias, float eps);
ANYRT_API anyrt_status_t anyrt_layer_norm(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* output, void* input_standardization, void* input_std_deviation, const void* input, const void* weight, const void* bias, anyrt_stream_t stream);

/* `output[0, r, :] = hidden_states.reshape(-1, h)[input_offsets[r + 1] - 1, :]`: each request's last token's hidden state, from the tokens of a packed batch (request `r` ends at `input_offsets[r + 1]`, `b + 1` entries). Only the ends are read, so they need not be in order; an end outside [1, s * t] fails the run (InfiniCore's cpu kernel returns BAD_PARAM). */
ANYRT_API anyrt_status_t anyrt_create_select_last_token_hidden_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t output, anyrt_tensor_desc_t hidden_states, anyrt_tensor_desc_t input_offsets);
ANYRT_API anyrt_status_t anyrt_select_last_token_hidden(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* output, const void* hidden_states, const void* input_offsets, anyrt_stream_t stream);

/* InfiniCore's Conv: an N-d convolution (a cross-correlation, as torch's conv1d/2d/3d) over n = 1 to 3 spatial dims, `y[i, k, o...] = b[k] + sum over c, t... of x[i, c, o*strides - pads + t*dilations] * w[k, c, t...]`, where x reads 0 outside its dims (zero padding). Each output spatial dim is `(in + 2*pad - dilation*(kernel-1) - 1) / stride + 1`; an input too small for the dilated kernel is refused. */
ANYRT_API anyrt_status_t anyrt_create_conv_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t w, anyrt_tensor_desc_t b, const int64_t* pads, const int64_t* strides, const int64_t* dilations, int n);
ANYRT_API anyrt_status_t anyrt_conv(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* w, const void* b, anyrt_stream_t stream);

/* `y = np.abs(x)` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_abs_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_abs(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = -x` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_neg_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_neg(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = 1, -1 or 0` by x's sign, elementwise, broadcasting; NaN and -0 give +0 (torch.sign's; np.sign keeps NaN). */
ANYRT_API anyrt_status_t anyrt_create_sign_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_sign(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = x * x` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_square_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_square(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = np.exp(x)` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_exp_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_exp(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = np.exp2(x)` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_exp2_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_exp2(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = np.expm1(x)` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_expm1_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_expm1(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = np.log(x)` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_log_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_log(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = np.log2(x)` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_log2_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_log2(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = np.log10(x)` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_log10_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_log10(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = np.log1p(x)` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_log1p_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_log1p(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = np.sqrt(x)` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_sqrt_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_sqrt(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = 1 / np.sqrt(x)` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_rsqrt_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_rsqrt(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = np.sin(x)` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_sin_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_sin(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = np.cos(x)` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_cos_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_cos(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = np.tan(x)` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_tan_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_tan(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = np.arcsin(x)` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_asin_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_asin(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = np.arccos(x)` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_acos_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_acos(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = np.arctan(x)` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_atan_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_atan(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = np.sinh(x)` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_sinh_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_sinh(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = np.cosh(x)` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_cosh_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_cosh(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = np.arcsinh(x)` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_asinh_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_asinh(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = np.arccosh(x)` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_acosh_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_acosh(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = np.arctanh(x)` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_atanh_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_atanh(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = np.vectorize(math.erfc, otypes=[np.float64])(x)` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_erfc_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_erfc(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = np.floor(x)` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_floor_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_floor(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = np.ceil(x)` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_ceil_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_ceil(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = round(x)` to the nearest integer, halves to even (NumPy's and torch's round). */
ANYRT_API anyrt_status_t anyrt_create_round_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_round(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = np.trunc(x)` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_trunc_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_trunc(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = ~x` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_bitwise_not_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_bitwise_not(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = x == 0` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_logical_not_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_logical_not(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = np.isnan(x)` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_isnan_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_isnan(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = np.isinf(x)` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_isinf_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_isinf(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = np.isfinite(x)` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_isfinite_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_isfinite(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `c = a / b` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_div_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
ANYRT_API anyrt_status_t anyrt_div(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);

/* `c = floor(a / b)` (Python's `//`); an integer divisor of 0 gives 0. */
ANYRT_API anyrt_status_t anyrt_create_floor_divide_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
ANYRT_API anyrt_status_t anyrt_floor_divide(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);

/* `c = a - floor(a / b) * b`, the sign of b (Python's `%`); an integer divisor of 0 gives 0. */
ANYRT_API anyrt_status_t anyrt_create_remainder_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
ANYRT_API anyrt_status_t anyrt_remainder(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);

/* `c = np.fmod(a, b)` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_fmod_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
ANYRT_API anyrt_status_t anyrt_fmod(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);

/* `c = np.power(a, b)` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_pow_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
ANYRT_API anyrt_status_t anyrt_pow(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);

/* `c = max(a, b)`; NaN in either gives NaN (torch.maximum). */
ANYRT_API anyrt_status_t anyrt_create_maximum_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
ANYRT_API anyrt_status_t anyrt_maximum(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);

/* `c = min(a, b)`; NaN in either gives NaN (torch.minimum). */
ANYRT_API anyrt_status_t anyrt_create_minimum_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
ANYRT_API anyrt_status_t anyrt_minimum(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);

/* `c = max(a, b)`, NaN ignored where the other is a number. */
ANYRT_API anyrt_status_t anyrt_create_fmax_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
ANYRT_API anyrt_status_t anyrt_fmax(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);

/* `c = min(a, b)`, NaN ignored where the other is a number. */
ANYRT_API anyrt_status_t anyrt_create_fmin_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
ANYRT_API anyrt_status_t anyrt_fmin(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);

/* `c = np.arctan2(a, b)` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_atan2_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
ANYRT_API anyrt_status_t anyrt_atan2(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);

/* `c = np.hypot(a, b)` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_hypot_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
ANYRT_API anyrt_status_t anyrt_hypot(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);

/* `c = np.copysign(a, b)` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_copysign_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
ANYRT_API anyrt_status_t anyrt_copysign(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);

/* `c = log(exp(a) + exp(b))` elementwise, broadcasting, without overflow (equal infinities give that infinity, as NumPy and torch). */
ANYRT_API anyrt_status_t anyrt_create_logaddexp_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
ANYRT_API anyrt_status_t anyrt_logaddexp(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);

/* `c = a & b` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_bitwise_and_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
ANYRT_API anyrt_status_t anyrt_bitwise_and(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);

/* `c = a | b` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_bitwise_or_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
ANYRT_API anyrt_status_t anyrt_bitwise_or(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);

/* `c = a ^ b` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_bitwise_xor_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
ANYRT_API anyrt_status_t anyrt_bitwise_xor(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);

/* `c = a == b` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_eq_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
ANYRT_API anyrt_status_t anyrt_eq(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);

/* `c = a != b` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_ne_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
ANYRT_API anyrt_status_t anyrt_ne(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);

/* `c = a < b` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_lt_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
ANYRT_API anyrt_status_t anyrt_lt(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);

/* `c = a <= b` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_le_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
ANYRT_API anyrt_status_t anyrt_le(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);

/* `c = a > b` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_gt_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
ANYRT_API anyrt_status_t anyrt_gt(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);

/* `c = a >= b` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_ge_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
ANYRT_API anyrt_status_t anyrt_ge(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);

/* `c = (a != 0) & (b != 0)` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_logical_and_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
ANYRT_API anyrt_status_t anyrt_logical_and(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);

/* `c = (a != 0) | (b != 0)` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_logical_or_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
ANYRT_API anyrt_status_t anyrt_logical_or(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);

/* `c = (a != 0) != (b != 0)` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_logical_xor_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
ANYRT_API anyrt_status_t anyrt_logical_xor(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);

/* `y = np.where(cond != 0, a, b)` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_where_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t cond, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
ANYRT_API anyrt_status_t anyrt_where(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* cond, const void* a, const void* b, anyrt_stream_t stream);

/* `y = start + weight * (end - start)`, from the nearer end (torch.lerp: exact at weight 0 and 1). */
ANYRT_API anyrt_status_t anyrt_create_lerp_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t start, anyrt_tensor_desc_t end, anyrt_tensor_desc_t weight);
ANYRT_API anyrt_status_t anyrt_lerp(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* start, const void* end, const void* weight, anyrt_stream_t stream);

/* `y = x + value * t1 * t2` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_addcmul_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t t1, anyrt_tensor_desc_t t2);
ANYRT_API anyrt_status_t anyrt_addcmul(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* t1, const void* t2, float value, anyrt_stream_t stream);

/* `y = x + value * t1 / t2` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_addcdiv_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t t1, anyrt_tensor_desc_t t2);
ANYRT_API anyrt_status_t anyrt_addcdiv(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* t1, const void* t2, float value, anyrt_stream_t stream);

/* `dx = np.where(x > 0, dy, 0.0)` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_relu_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_relu_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, const void* dy, const void* x, anyrt_stream_t stream);

/* `dx = dy / (1 + np.exp(-x)) * (1 + x * (1 - 1 / (1 + np.exp(-x))))` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_silu_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_silu_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, const void* dy, const void* x, anyrt_stream_t stream);

/* `dx = dy * gelu'(x)`, gelu's exact (erf) form. */
ANYRT_API anyrt_status_t anyrt_create_gelu_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_gelu_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, const void* dy, const void* x, anyrt_stream_t stream);

/* `dx = dy * gelu'(x)`, gelu's tanh approximation: with `u = sqrt(2/pi) (x + 0.044715 x^3)` and `a = exp(-2|u|)`, `0.5 (1 + tanh u)` is `1 / (1 + a)` (u >= 0) or `a / (1 + a)` and `1 - tanh^2 u` is `4a / (1 + a)^2`: nothing cancels in the tails (relative error of a few f32 ulps where the slope is tiny); the second term is 0 where a is (no inf * 0 at huge |x|: the slope's limits 1 and 0). */
ANYRT_API anyrt_status_t anyrt_create_gelutanh_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_gelutanh_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, const void* dy, const void* x, anyrt_stream_t stream);

/* `dx = dy * y * (1 - y)` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_sigmoid_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t y);
ANYRT_API anyrt_status_t anyrt_sigmoid_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, const void* dy, const void* y, anyrt_stream_t stream);

/* `dx = dy * (1 - y * y)` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_tanh_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t y);
ANYRT_API anyrt_status_t anyrt_tanh_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, const void* dy, const void* y, anyrt_stream_t stream);

/* `y = min(max(x, 0), 6)`; NaN stays NaN (torch.nn.functional.relu6). */
ANYRT_API anyrt_status_t anyrt_create_relu6_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_relu6(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = x / (1 + np.abs(x))` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_softsign_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_softsign(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = x - np.tanh(x)` elementwise, broadcasting (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_tanhshrink_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_tanhshrink(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = scale * x` where x > 0, else `scale * alpha * (exp(x) - 1)` (torch.nn.functional.selu: scale 1.0507009873554805, alpha 1.6732632423543772). */
ANYRT_API anyrt_status_t anyrt_create_selu_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_selu(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `c = log2(2^a + 2^b)` elementwise, broadcasting, without overflow (equal infinities give that infinity, as NumPy and torch). */
ANYRT_API anyrt_status_t anyrt_create_logaddexp2_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
ANYRT_API anyrt_status_t anyrt_logaddexp2(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);

/* `c = a >> b`, arithmetic (the sign kept); a shift past the width, or a negative one, gives -1 for negative a and 0 otherwise (torch's, InfiniOP's). */
ANYRT_API anyrt_status_t anyrt_create_bitwise_right_shift_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
ANYRT_API anyrt_status_t anyrt_bitwise_right_shift(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);

/* `y = x` broadcast to y's shape (NumPy rules), any strides: torch.broadcast_to's copy. */
ANYRT_API anyrt_status_t anyrt_create_broadcast_to_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_broadcast_to(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = min(max(x + 3, 0), 6) / 6`; NaN stays NaN (torch.nn.functional.hardsigmoid). */
ANYRT_API anyrt_status_t anyrt_create_hardsigmoid_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_hardsigmoid(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = x * tanh(softplus(x))` (torch.nn.functional.mish). */
ANYRT_API anyrt_status_t anyrt_create_mish_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_mish(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = log(sigmoid(x))`, as `min(x, 0) - log1p(exp(-|x|))`: no overflow (torch.nn.functional.logsigmoid). */
ANYRT_API anyrt_status_t anyrt_create_logsigmoid_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_logsigmoid(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = x - trunc(x)`, the sign of x (torch.frac). */
ANYRT_API anyrt_status_t anyrt_create_frac_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_frac(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = sin(pi x) / (pi x)`, 1 at 0 (the normalized sinc: torch.sinc, np.sinc). */
ANYRT_API anyrt_status_t anyrt_create_sinc_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_sinc(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = x's sign bit is set` (-0.0 and negative NaN included), as bool. */
ANYRT_API anyrt_status_t anyrt_create_signbit_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_signbit(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = x` where x > 0, else `negative_slope * x` (torch.nn.functional.leaky_relu). */
ANYRT_API anyrt_status_t anyrt_create_leaky_relu_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_leaky_relu(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, float negative_slope, anyrt_stream_t stream);

/* `y = scale * x` where x > 0, else `alpha * scale * (exp(input_scale * x) - 1)`: torch's elu, which celu and selu call too. */
ANYRT_API anyrt_status_t anyrt_create_elu_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_elu(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, float alpha, float scale, float input_scale, anyrt_stream_t stream);

/* `y = 0` where `-lambd <= x <= lambd`, else x; NaN stays NaN (torch.nn.functional.hardshrink). */
ANYRT_API anyrt_status_t anyrt_create_hardshrink_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_hardshrink(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, float lambd, anyrt_stream_t stream);

/* `y = x - lambd` above lambd, `x + lambd` below -lambd, else 0; NaN stays NaN (torch.nn.functional.softshrink). */
ANYRT_API anyrt_status_t anyrt_create_softshrink_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_softshrink(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, float lambd, anyrt_stream_t stream);

/* `y = value` where `x <= threshold`, else x; NaN stays NaN (torch.nn.functional.threshold). */
ANYRT_API anyrt_status_t anyrt_create_threshold_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_threshold(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, float threshold, float value, anyrt_stream_t stream);

/* `y = x` with NaN, +inf and -inf replaced by nan, posinf and neginf (torch.nan_to_num). */
ANYRT_API anyrt_status_t anyrt_create_nan_to_num_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_nan_to_num(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, float nan, float posinf, float neginf, anyrt_stream_t stream);

/* `c = a * log(b)`, 0 where a is 0 (unless b is NaN) (torch.xlogy, scipy.special.xlogy). */
ANYRT_API anyrt_status_t anyrt_create_xlogy_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
ANYRT_API anyrt_status_t anyrt_xlogy(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);

/* `c = a * log1p(b)`, 0 where a is 0 (unless b is NaN) (torch.special.xlog1py). */
ANYRT_API anyrt_status_t anyrt_create_xlog1py_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
ANYRT_API anyrt_status_t anyrt_xlog1py(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);

/* `c = b` where a is 0, else 1 for positive a and 0 otherwise (NaN included: torch.heaviside's). */
ANYRT_API anyrt_status_t anyrt_create_heaviside_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
ANYRT_API anyrt_status_t anyrt_heaviside(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);

/* `y = np.sum(x, axis=axes, keepdims=True)` over the reduced dims `axes` (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_sum_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_sum(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = mean(x)` over the reduced dims (NaN where there are none). */
ANYRT_API anyrt_status_t anyrt_create_mean_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_mean(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = prod(x)` over the reduced dims (torch.prod), f16/bf16 multiplied in f32 in the kernel's fixed order: a zero after a partial product overflowed gives NaN (IEEE's inf * 0; another order, NumPy's f64 one, may give 0 instead, as torch's f32 accumulation may too). */
ANYRT_API anyrt_status_t anyrt_create_prod_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_prod(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = max(x)` over the reduced dims; NaN if any is NaN (torch.amax). No elements to reduce (an output over none): refused at creation, as torch raises. */
ANYRT_API anyrt_status_t anyrt_create_amax_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_amax(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = min(x)` over the reduced dims; NaN if any is NaN (torch.amin). No elements to reduce (an output over none): refused at creation, as torch raises. */
ANYRT_API anyrt_status_t anyrt_create_amin_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_amin(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = sqrt(sum(x * x))` over the reduced dims (the 2-norm). */
ANYRT_API anyrt_status_t anyrt_create_norm_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_norm(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = np.any(x != 0, axis=axes, keepdims=True)` over the reduced dims `axes` (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_any_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_any(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = np.all(x != 0, axis=axes, keepdims=True)` over the reduced dims `axes` (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_all_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_all(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = np.sum(x != 0, axis=axes, keepdims=True)` over the reduced dims `axes` (NumPy notation). */
ANYRT_API anyrt_status_t anyrt_create_count_nonzero_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_count_nonzero(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = x` converted to y's dtype, any dtype to any; x broadcasts, any strides (negative, zero, overlapping source). Floats to integers truncate toward zero, saturating at int64's range, NaN giving 0, then wrap to a narrower dtype (NumPy's astype on x86-64); to bool: not 0; f16/bf16 round to nearest even. The foundation of contiguous, strided copies, expand and dtype conversion. */
ANYRT_API anyrt_status_t anyrt_create_cast_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_cast(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = low + (high - low) * u`, u uniform in [0, 1) from Philox4x32-10 at (seed, offset): one 32-bit draw per element, `u = (w >> 8) * 2^-24`, computed in f32 (f16/bf16 rounded once); f64: one 64-bit draw, `u = (w >> 11) * 2^-53`, in f64. Rounding may give `high` itself (as torch's). */
ANYRT_API anyrt_status_t anyrt_create_uniform_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y);
ANYRT_API anyrt_status_t anyrt_uniform(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, int64_t seed, int64_t offset, float low, float high, anyrt_stream_t stream);

/* `y = mean + std * z`, z standard normal by Box-Muller from Philox4x32-10 at (seed, offset): the elements e and e + 1 of an even e share one pair of uniforms, `z = sqrt(-2 ln u1) * cos(2 pi u2)` for the even one, `sin` for the odd. f16/bf16/f32: the pair is words 2k and 2k + 1 (k = (e % 4) / 2) of block e / 4, `u1 = ((w >> 8) + 1) * 2^-24` (in (0, 1]), `u2 = (w >> 8) * 2^-24`, rounded once to the dtype; f64: words 0-1 (u1) and 2-3 (u2) of block e / 2 as 64-bit draws, `u1 = ((w >> 11) + 1) * 2^-53`, `u2 = (w >> 11) * 2^-53`. The log and trigonometry are each backend's (within a few ulp). */
ANYRT_API anyrt_status_t anyrt_create_normal_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y);
ANYRT_API anyrt_status_t anyrt_normal(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, int64_t seed, int64_t offset, float mean, float std, anyrt_stream_t stream);

/* `y = 1` where `u < p`, else 0 (dropout's keep mask), u from one 32-bit draw of Philox4x32-10 at (seed, offset), `u = (w >> 8) * 2^-24` compared in f32: the same bits in every dtype. p 0 gives zeros, 1 ones. */
ANYRT_API anyrt_status_t anyrt_create_bernoulli_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y);
ANYRT_API anyrt_status_t anyrt_bernoulli(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, int64_t seed, int64_t offset, float p, anyrt_stream_t stream);

/* `y` integers uniform in [low, high) from Philox4x32-10 at (seed, offset). Where `high - low <= 2^32`: one 32-bit draw per element, `y = low + ((w * (high - low)) >> 32)` (multiply-shift: no division; each value's share is within (high - low) / 2^32 of the rest's); wider: one 64-bit draw, `y = low + w mod (high - low)`. Float outputs hold the integer rounded once. `high <= low` is refused at the call; a bound an int32 output cannot hold fails the run (the cpu backend: INVALID_VALUE at the stream's next synchronize). */
ANYRT_API anyrt_status_t anyrt_create_randint_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y);
ANYRT_API anyrt_status_t anyrt_randint(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, int64_t seed, int64_t offset, int64_t low, int64_t high, anyrt_stream_t stream);

/* `y = value` where `mask`, else `x`, broadcasting (torch.masked_fill, Paddle's masked_fill). An integer or bool y takes `value` truncated toward zero, saturated at int64's range, then wrapped to its dtype, as `cast` converts (torch raises where it overflows). */
ANYRT_API anyrt_status_t anyrt_create_masked_fill_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t mask);
ANYRT_API anyrt_status_t anyrt_masked_fill(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* mask, float value, anyrt_stream_t stream);

/* `y[i] = start + i * step` (torch.arange, Paddle's arange): computed in f64 from the f32 attributes, then rounded to y's dtype (f16 / bf16 through f32, as `cast`) (an integer y: truncated toward zero, saturated at int64's range, then wrapped, as `cast`). y is the caller's: its length is the count of values, `ceil((end - start) / step)` for torch's end. */
ANYRT_API anyrt_status_t anyrt_create_arange_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y);
ANYRT_API anyrt_status_t anyrt_arange(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, float start, float step, anyrt_stream_t stream);

/* `steps` values evenly from start to end, both included, steps = y's length (torch.linspace, numpy.linspace, Paddle's linspace): with `step = (end - start) / (steps - 1)`, `y[i] = start + i * step` for `i < steps / 2` and `end - (steps - 1 - i) * step` from there (torch's symmetric form: the last value is exactly end, as NumPy's); one value: start. Computed in f64 from the f32 attributes, then rounded to y's dtype as `cast` (an integer y: truncated toward zero, saturated at int64's range, then wrapped, as torch's integer linspace). */
ANYRT_API anyrt_status_t anyrt_create_linspace_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y);
ANYRT_API anyrt_status_t anyrt_linspace(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, float start, float end, anyrt_stream_t stream);

/* `y = x` on and below the `diagonal`-th diagonal of each [m, n] matrix (`j - i <= diagonal`), 0 above it (torch.tril, Paddle's tril / tril_triu with lower). y may be x. */
ANYRT_API anyrt_status_t anyrt_create_tril_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, int diagonal);
ANYRT_API anyrt_status_t anyrt_tril(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = x` on and above the `diagonal`-th diagonal of each [m, n] matrix (`j - i >= diagonal`), 0 below it (torch.triu, Paddle's triu / tril_triu). y may be x. */
ANYRT_API anyrt_status_t anyrt_create_triu_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, int diagonal);
ANYRT_API anyrt_status_t anyrt_triu(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y[..., c] = 1` where `index[...] == c`, else 0 (torch.nn.functional.one_hot, Paddle's one_hot), in y's dtype. An index outside [0, num_classes) fails the run (torch raises). */
ANYRT_API anyrt_status_t anyrt_create_one_hot_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t index, int num_classes);
ANYRT_API anyrt_status_t anyrt_one_hot(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* index, anyrt_stream_t stream);

/* `out[..., j] = x[..., index[..., j]]` along the last dim (torch.gather(x, -1, index), Paddle's take_along_axis); x and index broadcast to out's leading dims. An index outside [0, n) fails the run (torch raises). */
ANYRT_API anyrt_status_t anyrt_create_gather_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t out, anyrt_tensor_desc_t x, anyrt_tensor_desc_t index);
ANYRT_API anyrt_status_t anyrt_gather(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* out, const void* x, const void* index, anyrt_stream_t stream);

/* `out[..., j] = x[..., index[j]]`: the same positions of every row (torch.index_select(x, -1, index), Paddle's index_select; dim 0 of a table is its transpose's last). An index outside [0, n) fails the run (torch raises). */
ANYRT_API anyrt_status_t anyrt_create_index_select_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t out, anyrt_tensor_desc_t x, anyrt_tensor_desc_t index);
ANYRT_API anyrt_status_t anyrt_index_select(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* out, const void* x, const void* index, anyrt_stream_t stream);

/* `y = x`, then `y[..., index[..., j]] = src[..., j]` for j in order along the last dim (torch.scatter(x, -1, index, src), Paddle's put_along_axis with reduce 'assign'): of several j naming one position the last wins (torch leaves it undefined). y may be x (in place). An index outside [0, n) fails the run (torch raises). */
ANYRT_API anyrt_status_t anyrt_create_scatter_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t index, anyrt_tensor_desc_t src);
ANYRT_API anyrt_status_t anyrt_scatter(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* index, const void* src, anyrt_stream_t stream);

/* `y = x`, then `y[..., index[..., j]] += src[..., j]` along the last dim (torch.scatter_add(x, -1, index, src), Paddle's put_along_axis with reduce 'add'): each position's sum in j order in f64 (integers in int64, wrapping), rounded to y's dtype at the end: the same bits for any thread count (torch's CUDA kernel adds in any order). y may be x. An index outside [0, n) fails the run. */
ANYRT_API anyrt_status_t anyrt_create_scatter_add_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t index, anyrt_tensor_desc_t src);
ANYRT_API anyrt_status_t anyrt_scatter_add(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* index, const void* src, anyrt_stream_t stream);

/* `y = x`, then `y[..., index[j]] += alpha * src[..., j]`: the same positions in every row (torch.index_add(x, -1, index, src, alpha=alpha), Paddle's index_add; embedding's backward is dim 0 of the table's gradient, its transpose's last dim). Each position's sum in j order in f64, rounded to y's dtype at the end (integers: in int64 with alpha truncated, wrapping): the same bits for any thread count. y may be x. An index outside [0, n) fails the run. */
ANYRT_API anyrt_status_t anyrt_create_index_add_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t index, anyrt_tensor_desc_t src);
ANYRT_API anyrt_status_t anyrt_index_add(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* index, const void* src, float alpha, anyrt_stream_t stream);

/* `y[..., i, ...]` = the sum of x's elements 0 to i along `dim` (torch.cumsum, Paddle's cumsum with its `exclusive` and `reverse`). Floats add in order in f64, each result rounded to y's dtype; integers in int64, wrapping to y's dtype: the same bits for any thread count. */
ANYRT_API anyrt_status_t anyrt_create_cumsum_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, int dim, bool exclusive, bool reverse);
ANYRT_API anyrt_status_t anyrt_cumsum(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y[..., i, ...]` = the product of x's elements 0 to i along `dim` (torch.cumprod, Paddle's cumprod with its `exclusive` and `reverse`). Floats multiply in order in f64, each result rounded to y's dtype; integers in int64, wrapping to y's dtype: the same bits for any thread count. */
ANYRT_API anyrt_status_t anyrt_create_cumprod_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, int dim, bool exclusive, bool reverse);
ANYRT_API anyrt_status_t anyrt_cumprod(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* The `k` largest of each row of x along the last dim, descending (with `largest` false: the smallest, ascending), and their positions (torch.topk(x, k, -1, largest, sorted=True), Paddle's topk). Of equal values the lower position comes first; NaN counts as larger than every number (torch's order). */
ANYRT_API anyrt_status_t anyrt_create_topk_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t values, anyrt_tensor_desc_t indices, anyrt_tensor_desc_t x, int k, bool largest);
ANYRT_API anyrt_status_t anyrt_topk(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* values, void* indices, const void* x, anyrt_stream_t stream);

/* Each row of x along the last dim sorted, stable (equal values keep their order), ascending or with `descending` descending, and each value's position in x (torch.sort(x, -1, descending, stable=True), Paddle's sort). NaN counts as larger than every number (torch's order). */
ANYRT_API anyrt_status_t anyrt_create_sort_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t values, anyrt_tensor_desc_t indices, anyrt_tensor_desc_t x, bool descending);
ANYRT_API anyrt_status_t anyrt_sort(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* values, void* indices, const void* x, anyrt_stream_t stream);

/* The positions that sort each row of x along the last dim, stable (equal values keep their order), ascending or with `descending` descending (torch.argsort(x, -1, descending, stable=True), Paddle's argsort). NaN counts as larger than every number (torch's order). */
ANYRT_API anyrt_status_t anyrt_create_argsort_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t indices, anyrt_tensor_desc_t x, bool descending);
ANYRT_API anyrt_status_t anyrt_argsort(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* indices, const void* x, anyrt_stream_t stream);

/* The position of the largest element of each row of x along the last dim (torch.argmax(x, -1), Paddle's argmax with axis -1); the first of equal ones; NaN counts as larger than every number (its first position, as torch). An empty row (n = 0 with outputs) is refused at creation, as torch raises. */
ANYRT_API anyrt_status_t anyrt_create_argmax_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_argmax(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* The position of the smallest element of each row of x along the last dim (torch.argmin(x, -1), Paddle's argmin with axis -1); the first of equal ones; a NaN wins (its first position: torch.argmin propagates NaN too). An empty row (n = 0 with outputs) is refused at creation, as torch raises. */
ANYRT_API anyrt_status_t anyrt_create_argmin_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_argmin(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* The count of x's elements in each of `bins` equal bins over [min_val, max_val] (torch.histc, Paddle's histogram), integer x too (transformers' MoE counts tokens per expert on int32): v goes to bin `floor((v - min_val) / (max_val - min_val) * bins)` computed in f64 (torch's cpu order), max_val to the last; values outside the range and NaN are not counted. `min_val == max_val`: the range is x's smallest and largest element, NaN left out (those equal too: less and more 1), as torch. Counts are exact integers, stored in y's dtype. `min_val > max_val`, or an infinite range, fails the run (torch raises). */
ANYRT_API anyrt_status_t anyrt_create_histc_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, int bins, float min_val, float max_val);
ANYRT_API anyrt_status_t anyrt_histc(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `dx = y * (dy - sum(dy * y))` along `axis`: softmax's gradient from its output `y` (torch's _softmax_backward_data, Paddle's softmax_grad). dy and y broadcast to dx's shape; f16/bf16 compute in f32; each row's sum in order (the same bits for any thread count). */
ANYRT_API anyrt_status_t anyrt_create_softmax_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t y, int axis);
ANYRT_API anyrt_status_t anyrt_softmax_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, const void* dy, const void* y, anyrt_stream_t stream);

/* `dx = dy - exp(y) * sum(dy)` along `dim`: log_softmax's gradient from its output `y` (torch's _log_softmax_backward_data, Paddle's log_softmax_grad). dy and y broadcast to dx's shape; f16/bf16 compute in f32; each row's sum in order. */
ANYRT_API anyrt_status_t anyrt_create_log_softmax_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t y, int dim);
ANYRT_API anyrt_status_t anyrt_log_softmax_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, const void* dy, const void* y, anyrt_stream_t stream);

/* layer_norm's gradients from what its forward outputs (`input_standardization` z and `input_std_deviation` std): with `g = dy * weight`, `dx = (g - mean(g) - z * mean(g * z)) / std` over the last dim, `dweight = sum(dy * z)` and `dbias = sum(dy)` over every row (torch's native_layer_norm_backward, Paddle's layer_norm_grad, which take the mean and 1/std instead). f16/bf16 compute in f32; the sums over rows run in row order per column (the same bits for any thread count). */
ANYRT_API anyrt_status_t anyrt_create_layer_norm_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dweight, anyrt_tensor_desc_t dbias, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t input_standardization, anyrt_tensor_desc_t input_std_deviation, anyrt_tensor_desc_t weight);
ANYRT_API anyrt_status_t anyrt_layer_norm_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, void* dweight, void* dbias, const void* dy, const void* input_standardization, const void* input_std_deviation, const void* weight, anyrt_stream_t stream);

/* rms_norm's gradients: per row `r = 1 / sqrt(mean(x * x) + epsilon)` (recomputed from x), with `g = dy * w`, `dx = r * g - x * r^3 * mean(g * x)` over the last dim, and `dw = sum(dy * x * r)` over every row. f16/bf16 compute in f32; the sums over rows run in row order per column (the same bits for any thread count). */
ANYRT_API anyrt_status_t anyrt_create_rms_norm_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dw, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t x, anyrt_tensor_desc_t w, float epsilon);
ANYRT_API anyrt_status_t anyrt_rms_norm_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, void* dw, const void* dy, const void* x, const void* w, anyrt_stream_t stream);

/* `y = -x[target]`: the per-token negative log-likelihood of log-probabilities `x` (one row of v classes per token) at class indices `target`, no reduction (torch's nll_loss with reduction='none', Paddle's nll_loss); a `target` outside `[0, v)` gives 0 (an ignored token, as anyrt's cross_entropy). */
ANYRT_API anyrt_status_t anyrt_create_nll_loss_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t target);
ANYRT_API anyrt_status_t anyrt_nll_loss(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* target, anyrt_stream_t stream);

/* cross_entropy's gradient: `dx = dy * (softmax(x) - onehot(target))` along the last dim, per token; a token whose `target` is outside `[0, v)` (ignored: its loss is 0) gets a row of zeros (torch's cross_entropy backward, reduction='none': log_softmax's and nll_loss's backwards in one pass; Paddle's cross_entropy_with_softmax_grad). f16/bf16 compute in f32. */
ANYRT_API anyrt_status_t anyrt_create_cross_entropy_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t x, anyrt_tensor_desc_t target);
ANYRT_API anyrt_status_t anyrt_cross_entropy_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, const void* dy, const void* x, const void* target, anyrt_stream_t stream);

/* nll_loss's gradient: `dx[..., target] = -dy`, every other element 0; a token whose `target` is outside `[0, v)` gets a row of zeros (torch's nll_loss_backward with reduction='none', Paddle's nll_loss_grad). `x` only fixes the shape, as torch's `self`. */
ANYRT_API anyrt_status_t anyrt_create_nll_loss_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t x, anyrt_tensor_desc_t target);
ANYRT_API anyrt_status_t anyrt_nll_loss_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, const void* dy, const void* x, const void* target, anyrt_stream_t stream);

/* embedding's gradient, accumulated: `dweight[input[i], :] += dy[i, :]` for every token `i` whose id is not `padding_idx` (torch's embedding_dense_backward, Paddle's embedding_grad; give a zeroed dweight for their result). The tokens of one id are added in token order, in f32 for f16/bf16, and each row of dweight is rounded once: the same bits for any thread count. dweight is updated in place, so `anyrt.ops` needs it given (`out=dweight`). An id outside [0, v) fails the run before anything is written. */
ANYRT_API anyrt_status_t anyrt_create_embedding_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dweight, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t input, int padding_idx);
ANYRT_API anyrt_status_t anyrt_embedding_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dweight, const void* dy, const void* input, anyrt_stream_t stream);

/* conv's gradient by its input: `dx[i, c, s...] = sum over k, t... of dy[i, k, o...] * w[k, c, t...]` where `o*strides - pads + t*dilations == s` (a transposed convolution), 1 to 3 spatial dims, conv's attributes (torch's convolution_backward's grad_input, Paddle's conv2d_grad's input_grad). `x` only fixes dx's shape (one dy fits several input sizes when a stride is above 1). f16/bf16 accumulate in f32; each element is one task's, summed in a fixed order (the same bits for any thread count). The cpu backend runs it as a BLAS gemm and col2im where OpenBLAS is found. */
ANYRT_API anyrt_status_t anyrt_create_conv_backward_data_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t w, anyrt_tensor_desc_t x, const int64_t* pads, const int64_t* strides, const int64_t* dilations, int n);
ANYRT_API anyrt_status_t anyrt_conv_backward_data(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, const void* dy, const void* w, const void* x, anyrt_stream_t stream);

/* conv's gradients by its filters and bias: `dw[k, c, t...] = sum over i, o... of dy[i, k, o...] * x[i, c, o*strides - pads + t*dilations]` (x reading 0 outside its dims) and `db[k] = sum over i, o... of dy[i, k, o...]`, 1 to 3 spatial dims, conv's attributes (torch's convolution_backward's grad_weight and grad_bias, Paddle's conv2d_grad's filter_grad). `w` only fixes dw's shape. f16/bf16 accumulate in f32; each element is one task's, summed in a fixed order (the same bits for any thread count). The cpu backend runs it as im2col and a BLAS gemm where OpenBLAS is found. */
ANYRT_API anyrt_status_t anyrt_create_conv_backward_filter_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dw, anyrt_tensor_desc_t db, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t x, anyrt_tensor_desc_t w, const int64_t* pads, const int64_t* strides, const int64_t* dilations, int n);
ANYRT_API anyrt_status_t anyrt_conv_backward_filter(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dw, void* db, const void* dy, const void* x, const void* w, anyrt_stream_t stream);

/* Max pooling over 1 to 3 spatial dims (torch's max_pool1d/2d/3d with_indices, ceil_mode off, dilation 1; Paddle's max_pool2d_with_index): `y[i, c, o...]` is the largest `x[i, c, o*strides - pads + t...]` over the window's `t < kernel_size` inside x (padding is never picked), `indices` its flat position in x's spatial dims (row-major; 2-D: `h * W + w`). The first largest in window order wins; a NaN wins over any number (as torch). A pad is at most half its window. */
ANYRT_API anyrt_status_t anyrt_create_max_pool_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t indices, anyrt_tensor_desc_t x, const int64_t* kernel_size, const int64_t* strides, const int64_t* pads, int n);
ANYRT_API anyrt_status_t anyrt_max_pool(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, void* indices, const void* x, anyrt_stream_t stream);

/* max_pool's gradient: `dx[i, c, p...]` is the sum of `dy[i, c, o...]` over the windows containing position p whose `indices` name p (overlapping windows may pick one element more than once), in window order (the same bits for any thread count) (torch's max_pool2d_with_indices_backward, Paddle's max_pool2d_with_index_grad). `x` only fixes dx's shape; an index outside its window adds nothing. */
ANYRT_API anyrt_status_t anyrt_create_max_pool_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t indices, anyrt_tensor_desc_t x, const int64_t* kernel_size, const int64_t* strides, const int64_t* pads, int n);
ANYRT_API anyrt_status_t anyrt_max_pool_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, const void* dy, const void* indices, const void* x, anyrt_stream_t stream);

/* Average pooling over 1 to 3 spatial dims (torch's avg_pool1d/2d/3d, ceil_mode off, no divisor_override; Paddle's pool2d with pooling_type avg): `y[i, c, o...]` is the sum of `x[i, c, o*strides - pads + t...]` over the window's positions inside x, divided by the window's size (`count_include_pad`, torch's default: padding counts) or by the positions inside x (Paddle's exclusive). f16/bf16 sum in f32. A pad is at most half its window. */
ANYRT_API anyrt_status_t anyrt_create_avg_pool_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, const int64_t* kernel_size, const int64_t* strides, const int64_t* pads, bool count_include_pad, int n);
ANYRT_API anyrt_status_t anyrt_avg_pool(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* avg_pool's gradient: `dx[i, c, p...]` is the sum of `dy[i, c, o...] / divisor(o)` over the windows containing position p, in window order (the same bits for any thread count; torch's avg_pool2d_backward, Paddle's pool2d_grad). `x` only fixes dx's shape. f16/bf16 sum in f32. */
ANYRT_API anyrt_status_t anyrt_create_avg_pool_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t x, const int64_t* kernel_size, const int64_t* strides, const int64_t* pads, bool count_include_pad, int n);
ANYRT_API anyrt_status_t anyrt_avg_pool_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, const void* dy, const void* x, anyrt_stream_t stream);

/* Batch normalization in training (torch's native_batch_norm with training=True, Paddle's batch_norm with is_test false): per channel c over the batch and the positions (x as [nb, c, s]: a view of [N, C, *spatial]), `save_mean = mean(x)`, `save_invstd = 1 / sqrt(var(x) + eps)` (the biased variance, from the deviations), `y = (x - save_mean) * save_invstd * weight + bias`; the running statistics, given, are updated in place: `running_mean = (1 - momentum) * running_mean + momentum * save_mean`, `running_var` likewise with the unbiased variance (`nb * s / (nb * s - 1)` times; one value per channel gives NaN, as torch). weight and bias may be left out (1 and 0). f16/bf16 compute in f32; a channel per task, its sums in order (the same bits for any thread count). */
ANYRT_API anyrt_status_t anyrt_create_batch_norm_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t save_mean, anyrt_tensor_desc_t save_invstd, anyrt_tensor_desc_t running_mean, anyrt_tensor_desc_t running_var, anyrt_tensor_desc_t x, anyrt_tensor_desc_t weight, anyrt_tensor_desc_t bias, float momentum, float eps);
ANYRT_API anyrt_status_t anyrt_batch_norm(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, void* save_mean, void* save_invstd, void* running_mean, void* running_var, const void* x, const void* weight, const void* bias, anyrt_stream_t stream);

/* Batch normalization from running statistics (torch's batch_norm with training=False, Paddle's batch_norm with is_test): `y = (x - running_mean) / sqrt(running_var + eps) * weight + bias` per channel c of x as [nb, c, s]. weight and bias may be left out (1 and 0). f16/bf16 compute in f32. */
ANYRT_API anyrt_status_t anyrt_create_batch_norm_inference_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t running_mean, anyrt_tensor_desc_t running_var, anyrt_tensor_desc_t weight, anyrt_tensor_desc_t bias, float eps);
ANYRT_API anyrt_status_t anyrt_batch_norm_inference(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* running_mean, const void* running_var, const void* weight, const void* bias, anyrt_stream_t stream);

/* batch_norm's gradients (torch's native_batch_norm_backward, Paddle's batch_norm_grad) from the forward's `save_mean` and `save_invstd` (in eval: the running mean and 1 / sqrt(running_var + eps)): with `xhat = (x - save_mean) * save_invstd` per channel over the batch and positions, `dweight = sum(dy * xhat)`, `dbias = sum(dy)`, and `dx = weight * save_invstd * (dy - mean(dy) - xhat * mean(dy * xhat))` in training, `dx = weight * save_invstd * dy` with `training` 0 (the statistics constants). weight absent: 1; dweight and dbias absent: not computed. f16/bf16 compute in f32; a channel per task, its sums in order (the same bits for any thread count). */
ANYRT_API anyrt_status_t anyrt_create_batch_norm_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dweight, anyrt_tensor_desc_t dbias, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t x, anyrt_tensor_desc_t save_mean, anyrt_tensor_desc_t save_invstd, anyrt_tensor_desc_t weight, bool training);
ANYRT_API anyrt_status_t anyrt_batch_norm_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, void* dweight, void* dbias, const void* dy, const void* x, const void* save_mean, const void* save_invstd, const void* weight, anyrt_stream_t stream);

/* One AdamW step, elementwise, as torch.optim.AdamW (amsgrad and maximize off): `param *= 1 - lr * weight_decay`; `exp_avg += (1 - beta1) * (grad - exp_avg)`; `exp_avg_sq = beta2 * exp_avg_sq + (1 - beta2) * grad^2`; `param -= lr / (1 - beta1^step) * exp_avg / (sqrt(exp_avg_sq) / sqrt(1 - beta2^step) + eps)` (torch's _fused_adamw_, Paddle's adamw). The outputs may be their inputs (`out=(param, exp_avg, exp_avg_sq)`: an update in place; each element is read before it is written). f16/bf16 compute in f32, the bias corrections in f64. */
ANYRT_API anyrt_status_t anyrt_create_adamw_step_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t param_out, anyrt_tensor_desc_t exp_avg_out, anyrt_tensor_desc_t exp_avg_sq_out, anyrt_tensor_desc_t param, anyrt_tensor_desc_t grad, anyrt_tensor_desc_t exp_avg, anyrt_tensor_desc_t exp_avg_sq);
ANYRT_API anyrt_status_t anyrt_adamw_step(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* param_out, void* exp_avg_out, void* exp_avg_sq_out, const void* param, const void* grad, const void* exp_avg, const void* exp_avg_sq, float lr, float beta1, float beta2, float eps, float weight_decay, int step, anyrt_stream_t stream);

/* One SGD step, elementwise, as torch.optim.SGD (maximize off): `d = grad + weight_decay * param`; with momentum, `buf = momentum * buf + (1 - dampening) * d` (`buf = d` where `init_buffer`: torch's first step), then `d = d + momentum * buf` (nesterov) or `d = buf`; `param -= lr * d` (torch's _fused_sgd_, Paddle's sgd and momentum). With momentum 0 the buffer is copied unchanged. The outputs may be their inputs (`out=(param, momentum_buffer)`: in place). f16/bf16 compute in f32. */
ANYRT_API anyrt_status_t anyrt_create_sgd_step_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t param_out, anyrt_tensor_desc_t momentum_buffer_out, anyrt_tensor_desc_t param, anyrt_tensor_desc_t grad, anyrt_tensor_desc_t momentum_buffer);
ANYRT_API anyrt_status_t anyrt_sgd_step(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* param_out, void* momentum_buffer_out, const void* param, const void* grad, const void* momentum_buffer, float lr, float momentum, float dampening, float weight_decay, bool nesterov, bool init_buffer, anyrt_stream_t stream);

/* `y = sum((x - mean(x))^2) / max(n - correction, 0)` over the reduced dims (n of them): two passes, the mean first (summed in f64 for f16/bf16/f32: equal values give exactly 0), so no E[x^2] - E[x]^2 cancellation (torch.var, numpy.var's ddof). NaN where there are no elements; inf or NaN where n <= correction. */
ANYRT_API anyrt_status_t anyrt_create_var_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, float correction);
ANYRT_API anyrt_status_t anyrt_var(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = sqrt(var(x, correction))` over the reduced dims (var's two passes; torch.std, numpy.std's ddof). */
ANYRT_API anyrt_status_t anyrt_create_std_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, float correction);
ANYRT_API anyrt_status_t anyrt_std(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = log(sum(exp(x)))` over the reduced dims, shifted by their max m (`m + log(sum(exp(x - m)))`: no overflow); -inf where there are no elements or all are -inf, inf where one is inf, NaN where one is NaN (torch.logsumexp). */
ANYRT_API anyrt_status_t anyrt_create_logsumexp_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
ANYRT_API anyrt_status_t anyrt_logsumexp(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y = x is one of t's elements` (`invert`: is none of them), elementwise over x (torch.isin, numpy.isin, Paddle's isin); t is read whole, any length. Values compare as numbers: NaN is in no set, -0.0 equals 0.0. */
ANYRT_API anyrt_status_t anyrt_create_isin_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t t, bool invert);
ANYRT_API anyrt_status_t anyrt_isin(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* t, anyrt_stream_t stream);

/* Row i of y: the index of x's i-th nonzero element in row-major order, one column per dim of x (r must be x's rank); rows past the count of nonzero elements hold `fill_value`, and elements past k are left out (torch.nonzero_static; torch.nonzero is count_nonzero of x, then this with k the count). NaN counts as nonzero. */
ANYRT_API anyrt_status_t anyrt_create_nonzero_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, int fill_value);
ANYRT_API anyrt_status_t anyrt_nonzero(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);

/* `y` = the elements of x where mask is true, in x's row-major order; elements of y past their count are 0, and selected elements past k are left out (torch.masked_select is count_nonzero of the mask, then this with k the count; Paddle's masked_select). mask broadcasts to x's shape (a framework broadcasts both first where x is the smaller). */
ANYRT_API anyrt_status_t anyrt_create_masked_select_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t mask);
ANYRT_API anyrt_status_t anyrt_masked_select(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* mask, anyrt_stream_t stream);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* ANYRT_H_ */
