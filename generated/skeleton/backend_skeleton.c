/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* Skeleton of an anyrt backend: `anyrt new-backend NAME` copies it to backends/NAME/. Every slot of
 * the ABI is here and returns ANYRT_STATUS_NOT_SUPPORTED with a message, except get_device_count,
 * whose placeholder reports one device so that the scaffold loads. Fill the REQUIRED ones first,
 * then run `anyrt conformance NAME` to see, function by function, what works, what falls back,
 * what fails. See generated/docs/write_a_backend.md. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "anyrt_backend.h"

/* The name and device kind come from the backend's entry in spec/backends.yaml: the build passes
 * them as ANYRT_BUILD_NAME and ANYRT_BUILD_KIND (these defaults serve a compile by hand only). */
#if !defined(BACKEND_NAME) && defined(ANYRT_BUILD_NAME)
#define BACKEND_NAME ANYRT_BUILD_NAME
#elif !defined(BACKEND_NAME)
#define BACKEND_NAME "skeleton"
#endif
#if !defined(BACKEND_KIND) && defined(ANYRT_BUILD_KIND)
#define BACKEND_KIND ANYRT_BUILD_KIND
#elif !defined(BACKEND_KIND)
#define BACKEND_KIND ANYRT_DEVICE_KIND_CUSTOM
#endif
#ifdef ANYRT_BUILD_KIND
_Static_assert(BACKEND_KIND == ANYRT_BUILD_KIND, "BACKEND_KIND differs from device_kind in spec/backends.yaml (ANYRT_BUILD_KIND)");
#endif

static _Thread_local char last_message[256];

static const char* backend_last_error_message(void) { return last_message; }

static anyrt_status_t not_supported(const char* function) {
    snprintf(last_message, sizeof last_message, "%s: %s is not implemented yet", BACKEND_NAME, function);
    return ANYRT_STATUS_NOT_SUPPORTED;
}

/* Prepares the backend before any other call. The core calls it once when it loads the plugin. Optional; fallback: no-op (nothing to prepare). */
static anyrt_status_t backend_initialize(void) {
    return not_supported("initialize");
}

/* Releases everything the backend holds. The core calls it once at shutdown. Optional; fallback: no-op (nothing to prepare). */
static anyrt_status_t backend_finalize(void) {
    return not_supported("finalize");
}

/* Prepares one device. The core calls it before the first call that names the device. Optional; fallback: no-op (nothing to prepare). */
static anyrt_status_t backend_init_device(int device) {
    (void)device;
    return not_supported("init_device");
}

/* Releases one device. The core calls it at shutdown for every device it initialized. Optional; fallback: no-op (nothing to prepare). */
static anyrt_status_t backend_deinit_device(int device) {
    (void)device;
    return not_supported("deinit_device");
}

/* Writes how many devices of `kind` are visible. REQUIRED. */
static anyrt_status_t backend_get_device_count(int* count) {
    *count = 1; /* PLACEHOLDER so the scaffold loads: return your real device count */
    return ANYRT_STATUS_SUCCESS;
}

/* Writes the backend's own ordinal of each visible device of `kind` into `devices`. Optional; fallback: identity device list. */
static anyrt_status_t backend_get_device_list(size_t* devices, size_t capacity) {
    (void)devices;
    (void)capacity;
    return not_supported("get_device_list");
}

/* Makes device `index` of `kind` the calling thread's current device. On failure the current device is unchanged. Optional; fallback: no-op (nothing to prepare). */
static anyrt_status_t backend_set_device(int device) {
    (void)device;
    return not_supported("set_device");
}

/* Blocks until every stream of the current device has finished its work. Optional; fallback: synchronize all streams. */
static anyrt_status_t backend_synchronize_device(int device) {
    (void)device;
    return not_supported("synchronize_device");
}

/* Writes the current device's compute capability (major * 10 + minor where that applies; 0 if none). Optional; fallback: writes 0. */
static anyrt_status_t backend_get_compute_capability(int device, size_t* capability) {
    (void)device;
    (void)capability;
    return not_supported("get_compute_capability");
}

/* Writes the version of the backend's runtime library (0 if unknown). Optional; fallback: writes 0. */
static anyrt_status_t backend_get_runtime_version(size_t* version) {
    (void)version;
    return not_supported("get_runtime_version");
}

/* Writes the version of the backend's driver (0 if unknown). Optional; fallback: writes 0. */
static anyrt_status_t backend_get_driver_version(size_t* version) {
    (void)version;
    return not_supported("get_driver_version");
}

/* Allocates `size` bytes of device memory on the current device. REQUIRED. */
static anyrt_status_t backend_malloc(int device, void** ptr, size_t size) {
    (void)device;
    (void)ptr;
    (void)size;
    return not_supported("malloc");
}

/* Frees device memory returned by `malloc` or `malloc_async`. REQUIRED. */
static anyrt_status_t backend_free(int device, void* ptr, size_t size) {
    (void)device;
    (void)ptr;
    (void)size;
    return not_supported("free");
}

/* Allocates `size` bytes of page-locked host memory that the current device copies fast. Optional; fallback: system malloc. */
static anyrt_status_t backend_malloc_host(int device, void** ptr, size_t size) {
    (void)device;
    (void)ptr;
    (void)size;
    return not_supported("malloc_host");
}

/* Frees memory returned by `malloc_host`. Optional; fallback: system free. */
static anyrt_status_t backend_free_host(int device, void* ptr, size_t size) {
    (void)device;
    (void)ptr;
    (void)size;
    return not_supported("free_host");
}

/* Allocates `size` bytes addressable from the host and the current device. Optional; fallback: none (NOT_SUPPORTED). */
static anyrt_status_t backend_malloc_unified(int device, void** ptr, size_t size) {
    (void)device;
    (void)ptr;
    (void)size;
    return not_supported("malloc_unified");
}

/* Frees memory returned by `malloc_unified`. Optional; fallback: none (NOT_SUPPORTED). */
static anyrt_status_t backend_free_unified(int device, void* ptr, size_t size) {
    (void)device;
    (void)ptr;
    (void)size;
    return not_supported("free_unified");
}

/* Copies `size` bytes from `src` to `dst` and returns when the copy is done. REQUIRED. */
static anyrt_status_t backend_memcpy(int device, void* dst, const void* src, size_t size, anyrt_memcpy_kind_t kind) {
    (void)device;
    (void)dst;
    (void)src;
    (void)size;
    (void)kind;
    return not_supported("memcpy");
}

/* Copies `size` bytes from `src` to `dst` in the order of `stream` and returns at once. Optional; fallback: sync stream, then `memcpy`. */
static anyrt_status_t backend_memcpy_async(int device, void* dst, const void* src, size_t size, anyrt_memcpy_kind_t kind, anyrt_backend_stream_t stream) {
    (void)device;
    (void)dst;
    (void)src;
    (void)size;
    (void)kind;
    (void)stream;
    return not_supported("memcpy_async");
}

/* Copies `size` bytes from `src` on device `src_device` to `dst` on device `dst_device` of the current kind. Optional; fallback: host staging peer. */
static anyrt_status_t backend_memcpy_peer(int device, void* dst, const void* src, int src_device, size_t size) {
    (void)device;
    (void)dst;
    (void)src;
    (void)src_device;
    (void)size;
    return not_supported("memcpy_peer");
}

/* Copies between two devices of the current kind in the order of `stream` (a stream of `dst_device`). Optional; fallback: sync stream, then `memcpy_peer`. */
static anyrt_status_t backend_memcpy_peer_async(int device, void* dst, int dst_device, const void* src, int src_device, size_t size, anyrt_backend_stream_t stream) {
    (void)device;
    (void)dst;
    (void)dst_device;
    (void)src;
    (void)src_device;
    (void)size;
    (void)stream;
    return not_supported("memcpy_peer_async");
}

/* Sets `size` bytes at `ptr` to `value` and returns when done. Optional; fallback: host staging memset. */
static anyrt_status_t backend_memset(int device, void* ptr, uint8_t value, size_t size) {
    (void)device;
    (void)ptr;
    (void)value;
    (void)size;
    return not_supported("memset");
}

/* Sets `size` bytes at `ptr` to `value` in the order of `stream`. Optional; fallback: sync stream, then `memset`. */
static anyrt_status_t backend_memset_async(int device, void* ptr, uint8_t value, size_t size, anyrt_backend_stream_t stream) {
    (void)device;
    (void)ptr;
    (void)value;
    (void)size;
    (void)stream;
    return not_supported("memset_async");
}

/* Writes the free and total device memory of the current device, in bytes. Optional; fallback: writes 0. */
static anyrt_status_t backend_get_memory_info(int device, size_t* free_bytes, size_t* total_bytes) {
    (void)device;
    (void)free_bytes;
    (void)total_bytes;
    return not_supported("get_memory_info");
}

/* Writes the allocation granularity a caching allocator should align to. Optional; fallback: writes 1. */
static anyrt_status_t backend_min_chunk_size(int device, size_t* size) {
    (void)device;
    (void)size;
    return not_supported("min_chunk_size");
}

/* Writes the largest chunk a caching allocator should manage itself. Optional; fallback: `max_alloc_size`. */
static anyrt_status_t backend_max_chunk_size(int device, size_t* size) {
    (void)device;
    (void)size;
    return not_supported("max_chunk_size");
}

/* Writes the largest single allocation the device can serve. Optional; fallback: free memory. */
static anyrt_status_t backend_max_alloc_size(int device, size_t* size) {
    (void)device;
    (void)size;
    return not_supported("max_alloc_size");
}

/* Writes the bytes an allocator must add to every allocation. Optional; fallback: writes 0. */
static anyrt_status_t backend_extra_padding_size(int device, size_t* size) {
    (void)device;
    (void)size;
    return not_supported("extra_padding_size");
}

/* Writes the size of a caching allocator's first reservation. Optional; fallback: `max_alloc_size`. */
static anyrt_status_t backend_init_alloc_size(int device, size_t* size) {
    (void)device;
    (void)size;
    return not_supported("init_alloc_size");
}

/* Writes the size of a caching allocator's later reservations. Optional; fallback: `max_alloc_size`. */
static anyrt_status_t backend_realloc_size(int device, size_t* size) {
    (void)device;
    (void)size;
    return not_supported("realloc_size");
}

/* Allocates `size` bytes of device memory in the order of `stream`. Optional; fallback: sync stream, then `malloc`. */
static anyrt_status_t backend_malloc_async(int device, void** ptr, size_t size, anyrt_backend_stream_t stream) {
    (void)device;
    (void)ptr;
    (void)size;
    (void)stream;
    return not_supported("malloc_async");
}

/* Frees device memory in the order of `stream`. Optional; fallback: sync stream, then `free`. */
static anyrt_status_t backend_free_async(int device, void* ptr, size_t size, anyrt_backend_stream_t stream) {
    (void)device;
    (void)ptr;
    (void)size;
    (void)stream;
    return not_supported("free_async");
}

/* Creates a stream on the current device. Optional; fallback: null handle. */
static anyrt_status_t backend_create_stream(int device, anyrt_backend_stream_t* stream) {
    (void)device;
    (void)stream;
    return not_supported("create_stream");
}

/* Waits for the stream's work, then destroys it. Optional; fallback: no-op. */
static anyrt_status_t backend_destroy_stream(int device, anyrt_backend_stream_t stream) {
    (void)device;
    (void)stream;
    return not_supported("destroy_stream");
}

/* Returns `success` if all work on the stream has finished, `not_ready` otherwise, without blocking. Optional; fallback: `synchronize_stream`, then ready. */
static anyrt_status_t backend_query_stream(int device, anyrt_backend_stream_t stream) {
    (void)device;
    (void)stream;
    return not_supported("query_stream");
}

/* Blocks until all work on the stream has finished; raises the first error a task of it hit. Optional; fallback: synchronize device. */
static anyrt_status_t backend_synchronize_stream(int device, anyrt_backend_stream_t stream) {
    (void)device;
    (void)stream;
    return not_supported("synchronize_stream");
}

/* Runs `fn(user_data)` on a host thread after the work queued before it on the stream. Optional; fallback: synchronize then call. */
static anyrt_status_t backend_stream_add_callback(int device, anyrt_backend_stream_t stream, anyrt_host_fn_t fn, void* user_data) {
    (void)device;
    (void)stream;
    (void)fn;
    (void)user_data;
    return not_supported("stream_add_callback");
}

/* Makes work queued on `stream` after this call wait until `event` has completed. Optional; fallback: host wait event. */
static anyrt_status_t backend_stream_wait_event(int device, anyrt_backend_stream_t stream, anyrt_backend_event_t event) {
    (void)device;
    (void)stream;
    (void)event;
    return not_supported("stream_wait_event");
}

/* Creates an event on the current device. REQUIRED. */
static anyrt_status_t backend_create_event(int device, anyrt_backend_event_t* event, anyrt_event_flags_t flags) {
    (void)device;
    (void)event;
    (void)flags;
    return not_supported("create_event");
}

/* Destroys an event. REQUIRED. */
static anyrt_status_t backend_destroy_event(int device, anyrt_backend_event_t event) {
    (void)device;
    (void)event;
    return not_supported("destroy_event");
}

/* Records `event` on `stream`; it completes when the work queued before it does. REQUIRED. */
static anyrt_status_t backend_record_event(int device, anyrt_backend_event_t event, anyrt_backend_stream_t stream) {
    (void)device;
    (void)event;
    (void)stream;
    return not_supported("record_event");
}

/* Returns `success` if the event has completed, `not_ready` otherwise, without blocking. Optional; fallback: `synchronize_event`, then ready. */
static anyrt_status_t backend_query_event(int device, anyrt_backend_event_t event) {
    (void)device;
    (void)event;
    return not_supported("query_event");
}

/* Blocks until the event has completed. REQUIRED. */
static anyrt_status_t backend_synchronize_event(int device, anyrt_backend_event_t event) {
    (void)device;
    (void)event;
    return not_supported("synchronize_event");
}

/* Writes the milliseconds between two completed events recorded with timing. Optional; fallback: none (NOT_SUPPORTED). */
static anyrt_status_t backend_event_elapsed_time(int device, float* ms, anyrt_backend_event_t start, anyrt_backend_event_t end) {
    (void)device;
    (void)ms;
    (void)start;
    (void)end;
    return not_supported("event_elapsed_time");
}

/* Writes a fresh id; pass it to every rank's `comm_init_rank`. Optional; fallback: host-staged over the cpu backend's collectives where the backend has none. */
static anyrt_status_t backend_get_unique_id(anyrt_unique_id_t* id) {
    (void)id;
    return not_supported("get_unique_id");
}

/* Creates one communicator per device of `kind` listed in `device_ids`; rank i drives device_ids[i]. Optional; fallback: host-staged over the cpu backend's collectives where the backend has none. */
static anyrt_status_t backend_comm_init_all(anyrt_backend_comm_t* comms, int ndevice, const int* device_ids) {
    (void)comms;
    (void)ndevice;
    (void)device_ids;
    return not_supported("comm_init_all");
}

/* Joins rank `rank` of `nranks` ranks that share `id`, on the current device. Optional; fallback: host-staged over the cpu backend's collectives where the backend has none. */
static anyrt_status_t backend_comm_init_rank(int device, anyrt_backend_comm_t* comm, int nranks, anyrt_unique_id_t id, int rank) {
    (void)device;
    (void)comm;
    (void)nranks;
    (void)id;
    (void)rank;
    return not_supported("comm_init_rank");
}

/* Destroys a communicator. Optional; fallback: host-staged over the cpu backend's collectives where the backend has none. */
static anyrt_status_t backend_comm_destroy(int device, anyrt_backend_comm_t comm) {
    (void)device;
    (void)comm;
    return not_supported("comm_destroy");
}

/* Writes the communicator's rank. Optional; fallback: host-staged over the cpu backend's collectives where the backend has none. */
static anyrt_status_t backend_comm_rank(int device, anyrt_backend_comm_t comm, int* rank) {
    (void)device;
    (void)comm;
    (void)rank;
    return not_supported("comm_rank");
}

/* Writes the number of ranks of the communicator. Optional; fallback: host-staged over the cpu backend's collectives where the backend has none. */
static anyrt_status_t backend_comm_size(int device, anyrt_backend_comm_t comm, int* size) {
    (void)device;
    (void)comm;
    (void)size;
    return not_supported("comm_size");
}

/* Reduces `count` elements over all ranks with `op`; every rank gets the result in `recvbuf`. Optional; fallback: avg via sum; host-staged over the cpu backend's collectives where the backend has none. */
static anyrt_status_t backend_all_reduce(int device, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, anyrt_reduce_op_t op, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    (void)device;
    (void)sendbuf;
    (void)recvbuf;
    (void)count;
    (void)dtype;
    (void)op;
    (void)comm;
    (void)stream;
    return not_supported("all_reduce");
}

/* Copies `count` elements from rank `root`'s `sendbuf` to every rank's `recvbuf`. Optional; fallback: host-staged over the cpu backend's collectives where the backend has none. */
static anyrt_status_t backend_broadcast(int device, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, int root, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    (void)device;
    (void)sendbuf;
    (void)recvbuf;
    (void)count;
    (void)dtype;
    (void)root;
    (void)comm;
    (void)stream;
    return not_supported("broadcast");
}

/* Reduces `count` elements over all ranks with `op` into rank `root`'s `recvbuf`. Optional; fallback: avg via sum; host-staged over the cpu backend's collectives where the backend has none. */
static anyrt_status_t backend_reduce(int device, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, anyrt_reduce_op_t op, int root, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    (void)device;
    (void)sendbuf;
    (void)recvbuf;
    (void)count;
    (void)dtype;
    (void)op;
    (void)root;
    (void)comm;
    (void)stream;
    return not_supported("reduce");
}

/* Gathers `send_count` elements from every rank into every rank's `recvbuf`, in rank order. Optional; fallback: host-staged over the cpu backend's collectives where the backend has none. */
static anyrt_status_t backend_all_gather(int device, const void* sendbuf, void* recvbuf, size_t send_count, anyrt_dtype_t dtype, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    (void)device;
    (void)sendbuf;
    (void)recvbuf;
    (void)send_count;
    (void)dtype;
    (void)comm;
    (void)stream;
    return not_supported("all_gather");
}

/* Reduces `recv_count * size` elements with `op`; rank i gets block i in `recvbuf`. Optional; fallback: avg via sum; host-staged over the cpu backend's collectives where the backend has none. */
static anyrt_status_t backend_reduce_scatter(int device, const void* sendbuf, void* recvbuf, size_t recv_count, anyrt_dtype_t dtype, anyrt_reduce_op_t op, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    (void)device;
    (void)sendbuf;
    (void)recvbuf;
    (void)recv_count;
    (void)dtype;
    (void)op;
    (void)comm;
    (void)stream;
    return not_supported("reduce_scatter");
}

/* Sends `count` elements to rank `peer`, which must post a matching `recv`. Optional; fallback: host-staged over the cpu backend's collectives where the backend has none. */
static anyrt_status_t backend_send(int device, const void* sendbuf, size_t count, anyrt_dtype_t dtype, int peer, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    (void)device;
    (void)sendbuf;
    (void)count;
    (void)dtype;
    (void)peer;
    (void)comm;
    (void)stream;
    return not_supported("send");
}

/* Receives `count` elements from rank `peer`. Optional; fallback: host-staged over the cpu backend's collectives where the backend has none. */
static anyrt_status_t backend_recv(int device, void* recvbuf, size_t count, anyrt_dtype_t dtype, int peer, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    (void)device;
    (void)recvbuf;
    (void)count;
    (void)dtype;
    (void)peer;
    (void)comm;
    (void)stream;
    return not_supported("recv");
}

/* Starts a group; the calls until `group_end` are issued together so send/recv pairs cannot deadlock. Optional; fallback: host-staged over the cpu backend's collectives where the backend has none. */
static anyrt_status_t backend_group_start(void) {
    return not_supported("group_start");
}

/* Ends a group started by `group_start`. Optional; fallback: host-staged over the cpu backend's collectives where the backend has none. */
static anyrt_status_t backend_group_end(void) {
    return not_supported("group_end");
}

/* The backend's workspace for one operator on the layouts of `launch` (its data, workspace and stream are unset). Absent: 0. Optional; fallback: absent means 0. */
static anyrt_status_t backend_op_workspace_size(int device, const anyrt_op_launch_t* launch, size_t* size) {
    (void)device;
    (void)launch;
    (void)size;
    return not_supported("op_workspace_size");
}

/* Writes 1 if the host can read and write the device's memory directly (the core then runs reference kernels for operators the backend lacks in place, in stream order, instead of staging through host copies). Optional; fallback: 1 where the device kind's memory is the host's, else 0. */
static anyrt_status_t backend_device_memory_host_accessible(int device, int* accessible) {
    (void)device;
    (void)accessible;
    return not_supported("device_memory_host_accessible");
}

/* `c = alpha * a @ b + beta * c`; 2-D, or batched 3-D where a batch of 1 in `a` or `b` broadcasts. Any strides, transposed included; f16/bf16 accumulate in f32. `beta == 0` ignores c's old contents. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_gemm(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_gemm");
}

/* `c = a + b`, broadcasting. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_add(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_add");
}

/* `c = a - b`, broadcasting. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_sub(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_sub");
}

/* `c = a * b`, broadcasting. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_mul(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_mul");
}

/* `y = max(x, 0)`. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_relu(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_relu");
}

/* `y = x * sigmoid(x)`. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_silu(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_silu");
}

/* `y = 1 / (1 + exp(-x))`. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_sigmoid(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_sigmoid");
}

/* `c = a * silu(b)` (`a` the up projection, `b` the gate), broadcasting. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_swiglu(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_swiglu");
}

/* `y = x / sqrt(mean(x * x over the last dim) + epsilon) * w`. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_rms_norm(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_rms_norm");
}

/* `y = exp(x - max) / sum(exp(x - max))` along `axis`. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_softmax(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_softmax");
}

/* Softmax over the last dim with a causal mask: in row `i` of `s`, position `j` counts only when `j <= i + t - s`. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_causal_softmax(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_causal_softmax");
}

/* Rotary position embedding of `x` ([batch,] seq, heads, head_dim) at positions `pos_ids` ([batch,] seq; one row shared by every batch, as in InfiniOP), with `sin_table`/`cos_table` rows per position. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_rope(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_rope");
}

/* `dst = src`: a copy between any two layouts of one shape (src may broadcast). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_rearrange(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_rearrange");
}

/* Samples a token index from `probs` (the logits): the index of the maximum if `random_val`, `topp` or `temperature` is 0 or `topk` is 1, else InfiniCore's top-k / top-p sampling at `random_val` (so every backend picks the same index). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_random_sample(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_random_sample");
}

/* `y = 0`; `x` only fixes the shape, as in InfiniOP. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_zeros(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_zeros");
}

/* `y = 1`; `x` only fixes the shape, as in InfiniOP. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_ones(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_ones");
}

/* Makes a communicator of the ranks of an MPI communicator, with its rank and size, on the current device; collective over that MPI communicator (like MPI_Comm_dup). `mpi_comm` points to the MPI_Comm handle, `mpi_comm_size` bytes (e.g. mpi4py's `comm.handle`); the backend refuses a handle size its MPI does not use. Optional; fallback: host-staged over the cpu backend's collectives where the backend has none. */
static anyrt_status_t backend_comm_init_mpi(int device, anyrt_backend_comm_t* comm, const void* mpi_comm, size_t mpi_comm_size) {
    (void)device;
    (void)comm;
    (void)mpi_comm;
    (void)mpi_comm_size;
    return not_supported("comm_init_mpi");
}

/* `residual_out = a + b`; `y = residual_out / sqrt(mean((a + b)^2 over the last dim) + epsilon) * weight`: a transformer layer's residual add and the next norm in one pass (as InfiniCore: the mean square of the unrounded sums, y from the stored residual). `residual_out` may be `a` or `b`. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_add_rms_norm(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_add_rms_norm");
}

/* `y = logsumexp(x over the last dim) - x[target]`: the per-token loss of logits `x` against class indices `target` (no reduction, as InfiniCore); a `target` outside `[0, v)` gives 0 (an ignored token). f16/bf16 compute in f32. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_cross_entropy(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_cross_entropy");
}

/* MoE routing: per token (row of `x`, one logit per expert), the `topk` largest of `softmax(x)` in `values` (descending) and their experts in `indices`; with `norm` not 0 the kept probabilities are divided by their sum. Ties go to the lower expert. As InfiniCore's Topksoftmax: InfiniOP's create takes only `x`, its run `topk`; f16/bf16 compute in f32. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_topksoftmax(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_topksoftmax");
}

/* DeepSeek-V3's MoE router, as InfiniCore's Topkrouter (its fixed config: 256 experts in 8 groups of 32, 4 groups kept, probabilities renormalized): per token, scores `sigmoid(x) + correction_bias`; each group scores the sum of its two best; outside the 4 best groups scores become 0; the `topk` best experts (descending, ties to the lower one) go to `indices`, their `sigmoid(x)` scaled to `routed_scaling_factor * p / sum(p)` to `values`. InfiniOP's create takes `x` and `correction_bias`, its run `routed_scaling_factor` and `topk`; f16/bf16 compute in f32. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_topkrouter(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_topkrouter");
}

/* Multimodal rotary embedding (Qwen2-VL's M-RoPE), as InfiniCore's MRoPE: `q` and `k` ([tokens, heads * head_size]) rotate the first `rotary_dim` dims of each head rotate-half style (dim `i` with `i + rotary_dim/2`) by `cos`/`sin` rows at the token's position on one of three axes (t, h, w): pair `i` takes axis t below `section_t`, h below `section_t + section_h`, else w; `interleaved`: h where `i % 3 == 1` and `i < 3 * section_h`, w where `i % 3 == 2` and `i < 3 * section_w`, else t. Dims past `rotary_dim` are copied. `positions` is [3, tokens] (a text-only [tokens] row is the same row three times: stride 0). f16/bf16 compute in f32. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_mrope(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_mrope");
}

/* `x_packed = round(x / x_scale)` in [-127, 127] with one f32 scale for the whole tensor, `x_scale = absmax(x) / 127` (1 where x is all zeros); rounding half away from zero (InfiniCore's PerTensorQuantI8). `is_static`: `x_scale` is given, not computed. With `x_zero` (asymmetric; upstream's kernels refuse it, anyrt takes per_channel_quant_int8's form over the whole tensor): `x_scale = max((max - min) / 255, 1e-8)`, `x_zero = -min / x_scale - 128`, `x_packed = round(x / x_scale + x_zero)` in [-128, 127]. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_per_tensor_quant_int8(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_per_tensor_quant_int8");
}

/* `x = (x_packed - x_zero) * x_scale` with one f32 scale (and zero point) for the whole tensor, computed in f32 (InfiniCore's PerTensorDequantI8). `x_zero` absent: 0, the symmetric form upstream's kernels serve. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_per_tensor_dequant_int8(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_per_tensor_dequant_int8");
}

/* Each row of `x` (m, k) to int8 with its own f32 scale (InfiniCore's PerChannelQuantI8, per token); rounding half away from zero. Symmetric (`x_zero` absent): `x_scale = max(absmax(row) / 127, 1e-8)`, `x_packed = round(x / x_scale)` in [-127, 127]. Asymmetric: `x_scale = max((max - min) / 255, 1e-8)`, `x_zero = -min / x_scale - 128`, `x_packed = round(x / x_scale + x_zero)` in [-128, 127]. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_per_channel_quant_int8(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_per_channel_quant_int8");
}

/* AWQ's packed int4 weights to floats (InfiniCore's DequantizeAWQ): `out[r, c] = (w[r, c] - z[r / (k / g), c]) * scales[r / (k / g), c]`, rows in `g` equal groups; `w` and `z` are nibbles of `qweight` and `zeros`, 8 per int32 along the output features in AWQ's order (column 8i + j is nibble 0 4 1 5 2 6 3 7 [j] of word i). Computed in f32, rounded once. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_dequantize_awq(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_dequantize_awq");
}

/* GPTQ's packed int4 weights to floats (InfiniCore's DequantizeGPTQ): `out[r, c] = (w[r, c] - (z[gid, c] + 1)) * scales[gid, c]` with `gid = g_idx[r]` wrapped into [0, g) (GPTQ stores zero points less one); `w` is nibble r % 8 of `qweight[r / 8, c]` (8 input rows per int32), `z` nibble c % 8 of `zeros[gid, c / 8]` (8 output columns per int32). Computed in f32, rounded once. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_dequantize_gptq(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_dequantize_gptq");
}

/* Writes `k` and `v` into the caches after each batch's past tokens: `k_cache[b, :, past_kv_lengths[b] + i, :] = k[b, :, i, :]` (and `v` alike) for `i < s`; the rest of the caches is kept. The caches are updated in place, so `anyrt.ops` needs them given (`out=(k_cache, v_cache)`). A length with `past_kv_lengths[b] + s > l` is refused. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_kv_caching(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_kv_caching");
}

/* Writes each token's key and value into its slot of a paged cache: with `slot = slot_mapping[i]`, `k_cache[slot // bs, :, slot % bs, :] = k[i]` (and `v` alike); the rest of the caches is kept. The caches are updated in place, so `anyrt.ops` needs them given (`out=(k_cache, v_cache)`). Keys and values may have different head dims (DeepSeek's MLA). A slot outside the cache is refused; two tokens of one slot leave either's values. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_paged_caching(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_paged_caching");
}

/* Decode attention over a paged KV cache, one query token per sequence: for sequence `i` of `seq_lens[i]` tokens, whose token `j` lies in block `block_tables[i, j // bs]` at offset `j % bs`, `out[i, h] = softmax(scale * q[i, h] . k_j + alibi_slopes[h] * (j - seq_lens[i] + 1)) @ v_j`, with `k_j`, `v_j` of kv head `h // (hq / hkv)` (grouped-query attention; `hq` a multiple of `hkv`). f16/bf16 compute in f32. `alibi_slopes` may be left out (None, a NULL descriptor). A sequence of 0 tokens gives zeros; a length beyond its table or a block outside the pool is refused. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_paged_attention(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_paged_attention");
}

/* Prefill (or chunked decode) attention over a paged KV cache: sequence `i` has the query tokens `cum_seq_lens_q[i]` to `cum_seq_lens_q[i + 1]` of `q` (packed), the last of its `seq_lens[i]` cached tokens (laid out as in paged_attention, the new ones already cached); query `t` of it sees the tokens up to its own position (causal), `alibi_slopes[h] * (j - position)` added where given. `cum_seq_lens_q` has `n + 1` entries, 0 first and `t` last. f16/bf16 compute in f32. Offsets out of order, a length beyond its table or a block outside the pool is refused. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_paged_attention_prefill(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_paged_attention_prefill");
}

/* Causal attention with a contiguous KV cache (InfiniOP's Attention): writes `k` and `v` into the caches at `pos` (`k_cache[:, pos + i] = k[:, i]`), then `out[i, h] = softmax(q[h, i] . k_j / sqrt(d) for j <= pos + i) @ v_j` over the cache, with kv head `h // (hq / hkv)` (`hq` a multiple of `hkv`). f16/bf16 compute in f32. The caches are updated in place, so `anyrt.ops` needs them given (`out=(out, k_cache, v_cache)`). `pos + s > l` is refused. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_attention(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_attention");
}

/* `random_sample` of each row of `probs` with that row's `random_val`, `topp`, `topk` and `temperature` (one sampling request per row, as a serving batch has), into `result`. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_random_sample_batch(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_random_sample_batch");
}

/* `output = silu(input[..., :d/2]) * input[..., d/2:]`: the gate and up projections of a gated MLP packed in one tensor (vLLM's SiluAndMul). f16/bf16 round silu's result before the product, as torch does. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_silu_and_mul(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_silu_and_mul");
}

/* `output[..., :] = weight[input[...], :]`: the rows of `weight` the token ids pick. An id outside [0, v) fails the run (InfiniCore's cpu kernel leaves that row unwritten). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_embedding(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_embedding");
}

/* `output = input / 2 * (1 + erf(input / sqrt(2)))`: GELU in its exact (erf) form. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_gelu(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_gelu");
}

/* `y = x / 2 * (1 + tanh(sqrt(2 / pi) * (x + 0.044715 * x^3)))`: GELU's tanh approximation. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_gelutanh(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_gelutanh");
}

/* `y = x * sigmoid(1.702 * x)`. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_quickgelu(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_quickgelu");
}

/* `output = tanh(input)`. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_tanh(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_tanh");
}

/* `y = erf(x)`, the error function. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_erf(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_erf");
}

/* `y = 1 / x` (IEEE: `1 / 0` is infinity). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_reciprocal(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_reciprocal");
}

/* `output = input * min(max(input + 3, 0), 6) / 6`. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_hardswish(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_hardswish");
}

/* `y = log(1 + exp(beta * x)) / beta`, or `x` where `beta * x > threshold` (where the curve is the line to within rounding). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_softplus(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_softplus");
}

/* `output = min(max(input, min_val), max_val)`. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_hardtanh(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_hardtanh");
}

/* `y = max(min(x, max_val), min_val)`, broadcasting: the bounds are tensors (InfiniOP passes scalars as stride-0 tensors); where `min_val > max_val`, `min_val` wins (InfiniCore's cpu kernel; torch.clamp gives `max_val`). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_clip(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_clip");
}

/* `output = input - max - log(sum(exp(input - max)))` along `dim` (InfiniCore's LogSoftmax; its test is `logsoftmax.py`). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_log_softmax(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_log_softmax");
}

/* Layer normalization over the last dim, as InfiniCore's LayerNorm: `std = sqrt(var(input) + eps)` (the biased variance), `input_standardization = (input - mean) / std`, `input_std_deviation = std` (one per row), `output = input_standardization * weight + bias`. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_layer_norm(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_layer_norm");
}

/* `output[0, r, :] = hidden_states.reshape(-1, h)[input_offsets[r + 1] - 1, :]`: each request's last token's hidden state, from the tokens of a packed batch (request `r` ends at `input_offsets[r + 1]`, `b + 1` entries). Only the ends are read, so they need not be in order; an end outside [1, s * t] fails the run (InfiniCore's cpu kernel returns BAD_PARAM). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_select_last_token_hidden(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_select_last_token_hidden");
}

/* InfiniCore's Conv: an N-d convolution (a cross-correlation, as torch's conv1d/2d/3d) over n = 1 to 3 spatial dims, `y[i, k, o...] = b[k] + sum over c, t... of x[i, c, o*strides - pads + t*dilations] * w[k, c, t...]`, where x reads 0 outside its dims (zero padding). Each output spatial dim is `(in + 2*pad - dilation*(kernel-1) - 1) / stride + 1`; an input too small for the dilated kernel is refused. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_conv(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_conv");
}

/* `y = np.abs(x)` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_abs(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_abs");
}

/* `y = -x` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_neg(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_neg");
}

/* `y = 1, -1 or 0` by x's sign, elementwise, broadcasting; NaN and -0 give +0 (torch.sign's; np.sign keeps NaN). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_sign(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_sign");
}

/* `y = x * x` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_square(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_square");
}

/* `y = np.exp(x)` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_exp(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_exp");
}

/* `y = np.exp2(x)` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_exp2(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_exp2");
}

/* `y = np.expm1(x)` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_expm1(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_expm1");
}

/* `y = np.log(x)` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_log(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_log");
}

/* `y = np.log2(x)` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_log2(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_log2");
}

/* `y = np.log10(x)` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_log10(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_log10");
}

/* `y = np.log1p(x)` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_log1p(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_log1p");
}

/* `y = np.sqrt(x)` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_sqrt(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_sqrt");
}

/* `y = 1 / np.sqrt(x)` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_rsqrt(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_rsqrt");
}

/* `y = np.sin(x)` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_sin(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_sin");
}

/* `y = np.cos(x)` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_cos(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_cos");
}

/* `y = np.tan(x)` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_tan(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_tan");
}

/* `y = np.arcsin(x)` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_asin(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_asin");
}

/* `y = np.arccos(x)` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_acos(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_acos");
}

/* `y = np.arctan(x)` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_atan(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_atan");
}

/* `y = np.sinh(x)` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_sinh(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_sinh");
}

/* `y = np.cosh(x)` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_cosh(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_cosh");
}

/* `y = np.arcsinh(x)` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_asinh(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_asinh");
}

/* `y = np.arccosh(x)` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_acosh(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_acosh");
}

/* `y = np.arctanh(x)` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_atanh(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_atanh");
}

/* `y = np.vectorize(math.erfc, otypes=[np.float64])(x)` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_erfc(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_erfc");
}

/* `y = np.floor(x)` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_floor(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_floor");
}

/* `y = np.ceil(x)` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_ceil(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_ceil");
}

/* `y = round(x)` to the nearest integer, halves to even (NumPy's and torch's round). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_round(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_round");
}

/* `y = np.trunc(x)` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_trunc(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_trunc");
}

/* `y = ~x` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_bitwise_not(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_bitwise_not");
}

/* `y = x == 0` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_logical_not(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_logical_not");
}

/* `y = np.isnan(x)` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_isnan(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_isnan");
}

/* `y = np.isinf(x)` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_isinf(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_isinf");
}

/* `y = np.isfinite(x)` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_isfinite(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_isfinite");
}

/* `c = a / b` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_div(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_div");
}

/* `c = floor(a / b)` (Python's `//`); an integer divisor of 0 gives 0. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_floor_divide(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_floor_divide");
}

/* `c = a - floor(a / b) * b`, the sign of b (Python's `%`); an integer divisor of 0 gives 0. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_remainder(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_remainder");
}

/* `c = np.fmod(a, b)` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_fmod(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_fmod");
}

/* `c = np.power(a, b)` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_pow(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_pow");
}

/* `c = max(a, b)`; NaN in either gives NaN (torch.maximum). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_maximum(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_maximum");
}

/* `c = min(a, b)`; NaN in either gives NaN (torch.minimum). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_minimum(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_minimum");
}

/* `c = max(a, b)`, NaN ignored where the other is a number. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_fmax(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_fmax");
}

/* `c = min(a, b)`, NaN ignored where the other is a number. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_fmin(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_fmin");
}

/* `c = np.arctan2(a, b)` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_atan2(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_atan2");
}

/* `c = np.hypot(a, b)` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_hypot(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_hypot");
}

/* `c = np.copysign(a, b)` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_copysign(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_copysign");
}

/* `c = log(exp(a) + exp(b))` elementwise, broadcasting, without overflow (equal infinities give that infinity, as NumPy and torch). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_logaddexp(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_logaddexp");
}

/* `c = a & b` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_bitwise_and(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_bitwise_and");
}

/* `c = a | b` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_bitwise_or(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_bitwise_or");
}

/* `c = a ^ b` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_bitwise_xor(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_bitwise_xor");
}

/* `c = a == b` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_eq(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_eq");
}

/* `c = a != b` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_ne(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_ne");
}

/* `c = a < b` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_lt(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_lt");
}

/* `c = a <= b` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_le(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_le");
}

/* `c = a > b` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_gt(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_gt");
}

/* `c = a >= b` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_ge(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_ge");
}

/* `c = (a != 0) & (b != 0)` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_logical_and(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_logical_and");
}

/* `c = (a != 0) | (b != 0)` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_logical_or(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_logical_or");
}

/* `c = (a != 0) != (b != 0)` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_logical_xor(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_logical_xor");
}

/* `y = np.where(cond != 0, a, b)` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_where(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_where");
}

/* `y = start + weight * (end - start)`, from the nearer end (torch.lerp: exact at weight 0 and 1). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_lerp(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_lerp");
}

/* `y = x + value * t1 * t2` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_addcmul(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_addcmul");
}

/* `y = x + value * t1 / t2` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_addcdiv(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_addcdiv");
}

/* `dx = np.where(x > 0, dy, 0.0)` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_relu_backward(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_relu_backward");
}

/* `dx = dy / (1 + np.exp(-x)) * (1 + x * (1 - 1 / (1 + np.exp(-x))))` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_silu_backward(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_silu_backward");
}

/* `dx = dy * gelu'(x)`, gelu's exact (erf) form. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_gelu_backward(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_gelu_backward");
}

/* `dx = dy * gelu'(x)`, gelu's tanh approximation: with `u = sqrt(2/pi) (x + 0.044715 x^3)` and `a = exp(-2|u|)`, `0.5 (1 + tanh u)` is `1 / (1 + a)` (u >= 0) or `a / (1 + a)` and `1 - tanh^2 u` is `4a / (1 + a)^2`: nothing cancels in the tails (relative error of a few f32 ulps where the slope is tiny); the second term is 0 where a is (no inf * 0 at huge |x|: the slope's limits 1 and 0). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_gelutanh_backward(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_gelutanh_backward");
}

/* `dx = dy * y * (1 - y)` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_sigmoid_backward(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_sigmoid_backward");
}

/* `dx = dy * (1 - y * y)` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_tanh_backward(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_tanh_backward");
}

/* `y = np.sum(x, axis=axes, keepdims=True)` over the reduced dims `axes` (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_sum(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_sum");
}

/* `y = mean(x)` over the reduced dims (NaN where there are none). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_mean(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_mean");
}

/* `y = prod(x)` over the reduced dims (torch.prod), f16/bf16 multiplied in f32 in the kernel's fixed order: a zero after a partial product overflowed gives NaN (IEEE's inf * 0; another order, NumPy's f64 one, may give 0 instead, as torch's f32 accumulation may too). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_prod(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_prod");
}

/* `y = max(x)` over the reduced dims; NaN if any is NaN (torch.amax). No elements to reduce (an output over none): refused at creation, as torch raises. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_amax(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_amax");
}

/* `y = min(x)` over the reduced dims; NaN if any is NaN (torch.amin). No elements to reduce (an output over none): refused at creation, as torch raises. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_amin(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_amin");
}

/* `y = sqrt(sum(x * x))` over the reduced dims (the 2-norm). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_norm(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_norm");
}

/* `y = np.any(x != 0, axis=axes, keepdims=True)` over the reduced dims `axes` (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_any(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_any");
}

/* `y = np.all(x != 0, axis=axes, keepdims=True)` over the reduced dims `axes` (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_all(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_all");
}

/* `y = np.sum(x != 0, axis=axes, keepdims=True)` over the reduced dims `axes` (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_count_nonzero(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_count_nonzero");
}

/* `y = x` converted to y's dtype, any dtype to any; x broadcasts, any strides (negative, zero, overlapping source). Floats to integers truncate toward zero, saturating at int64's range, NaN giving 0, then wrap to a narrower dtype (NumPy's astype on x86-64); to bool: not 0; f16/bf16 round to nearest even. The foundation of contiguous, strided copies, expand and dtype conversion. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_cast(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_cast");
}

/* `y = low + (high - low) * u`, u uniform in [0, 1) from Philox4x32-10 at (seed, offset): one 32-bit draw per element, `u = (w >> 8) * 2^-24`, computed in f32 (f16/bf16 rounded once); f64: one 64-bit draw, `u = (w >> 11) * 2^-53`, in f64. Rounding may give `high` itself (as torch's). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_uniform(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_uniform");
}

/* `y = mean + std * z`, z standard normal by Box-Muller from Philox4x32-10 at (seed, offset): the elements e and e + 1 of an even e share one pair of uniforms, `z = sqrt(-2 ln u1) * cos(2 pi u2)` for the even one, `sin` for the odd. f16/bf16/f32: the pair is words 2k and 2k + 1 (k = (e % 4) / 2) of block e / 4, `u1 = ((w >> 8) + 1) * 2^-24` (in (0, 1]), `u2 = (w >> 8) * 2^-24`, rounded once to the dtype; f64: words 0-1 (u1) and 2-3 (u2) of block e / 2 as 64-bit draws, `u1 = ((w >> 11) + 1) * 2^-53`, `u2 = (w >> 11) * 2^-53`. The log and trigonometry are each backend's (within a few ulp). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_normal(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_normal");
}

/* `y = 1` where `u < p`, else 0 (dropout's keep mask), u from one 32-bit draw of Philox4x32-10 at (seed, offset), `u = (w >> 8) * 2^-24` compared in f32: the same bits in every dtype. p 0 gives zeros, 1 ones. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_bernoulli(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_bernoulli");
}

/* `y` integers uniform in [low, high) from Philox4x32-10 at (seed, offset). Where `high - low <= 2^32`: one 32-bit draw per element, `y = low + ((w * (high - low)) >> 32)` (multiply-shift: no division; each value's share is within (high - low) / 2^32 of the rest's); wider: one 64-bit draw, `y = low + w mod (high - low)`. Float outputs hold the integer rounded once. `high <= low` is refused at the call; a bound an int32 output cannot hold fails the run (the cpu backend: INVALID_VALUE at the stream's next synchronize). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_randint(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_randint");
}

/* `y = value` where `mask`, else `x`, broadcasting (torch.masked_fill, Paddle's masked_fill). An integer or bool y takes `value` truncated toward zero, saturated at int64's range, then wrapped to its dtype, as `cast` converts (torch raises where it overflows). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_masked_fill(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_masked_fill");
}

/* `y[i] = start + i * step` (torch.arange, Paddle's arange): computed in f64 from the f32 attributes, then rounded to y's dtype (f16 / bf16 through f32, as `cast`) (an integer y: truncated toward zero, saturated at int64's range, then wrapped, as `cast`). y is the caller's: its length is the count of values, `ceil((end - start) / step)` for torch's end. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_arange(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_arange");
}

/* `y = x` on and below the `diagonal`-th diagonal of each [m, n] matrix (`j - i <= diagonal`), 0 above it (torch.tril, Paddle's tril / tril_triu with lower). y may be x. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_tril(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_tril");
}

/* `y = x` on and above the `diagonal`-th diagonal of each [m, n] matrix (`j - i >= diagonal`), 0 below it (torch.triu, Paddle's triu / tril_triu). y may be x. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_triu(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_triu");
}

/* `y[..., c] = 1` where `index[...] == c`, else 0 (torch.nn.functional.one_hot, Paddle's one_hot), in y's dtype. An index outside [0, num_classes) fails the run (torch raises). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_one_hot(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_one_hot");
}

/* `out[..., j] = x[..., index[..., j]]` along the last dim (torch.gather(x, -1, index), Paddle's take_along_axis); x and index broadcast to out's leading dims. An index outside [0, n) fails the run (torch raises). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_gather(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_gather");
}

/* `out[..., j] = x[..., index[j]]`: the same positions of every row (torch.index_select(x, -1, index), Paddle's index_select; dim 0 of a table is its transpose's last). An index outside [0, n) fails the run (torch raises). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_index_select(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_index_select");
}

/* `y = x`, then `y[..., index[..., j]] = src[..., j]` for j in order along the last dim (torch.scatter(x, -1, index, src), Paddle's put_along_axis with reduce 'assign'): of several j naming one position the last wins (torch leaves it undefined). y may be x (in place). An index outside [0, n) fails the run (torch raises). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_scatter(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_scatter");
}

/* `y = x`, then `y[..., index[..., j]] += src[..., j]` along the last dim (torch.scatter_add(x, -1, index, src), Paddle's put_along_axis with reduce 'add'): each position's sum in j order in f64 (integers in int64, wrapping), rounded to y's dtype at the end: the same bits for any thread count (torch's CUDA kernel adds in any order). y may be x. An index outside [0, n) fails the run. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_scatter_add(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_scatter_add");
}

/* `y = x`, then `y[..., index[j]] += alpha * src[..., j]`: the same positions in every row (torch.index_add(x, -1, index, src, alpha=alpha), Paddle's index_add; embedding's backward is dim 0 of the table's gradient, its transpose's last dim). Each position's sum in j order in f64, rounded to y's dtype at the end (integers: in int64 with alpha truncated, wrapping): the same bits for any thread count. y may be x. An index outside [0, n) fails the run. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_index_add(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_index_add");
}

/* `y[..., i, ...]` = the sum of x's elements 0 to i along `dim` (torch.cumsum, Paddle's cumsum with its `exclusive` and `reverse`). Floats add in order in f64, each result rounded to y's dtype; integers in int64, wrapping to y's dtype: the same bits for any thread count. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_cumsum(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_cumsum");
}

/* `y[..., i, ...]` = the product of x's elements 0 to i along `dim` (torch.cumprod, Paddle's cumprod with its `exclusive` and `reverse`). Floats multiply in order in f64, each result rounded to y's dtype; integers in int64, wrapping to y's dtype: the same bits for any thread count. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_cumprod(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_cumprod");
}

/* The `k` largest of each row of x along the last dim, descending (with `largest` false: the smallest, ascending), and their positions (torch.topk(x, k, -1, largest, sorted=True), Paddle's topk). Of equal values the lower position comes first; NaN counts as larger than every number (torch's order). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_topk(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_topk");
}

/* Each row of x along the last dim sorted, stable (equal values keep their order), ascending or with `descending` descending, and each value's position in x (torch.sort(x, -1, descending, stable=True), Paddle's sort). NaN counts as larger than every number (torch's order). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_sort(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_sort");
}

/* The positions that sort each row of x along the last dim, stable (equal values keep their order), ascending or with `descending` descending (torch.argsort(x, -1, descending, stable=True), Paddle's argsort). NaN counts as larger than every number (torch's order). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_argsort(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_argsort");
}

/* The position of the largest element of each row of x along the last dim (torch.argmax(x, -1), Paddle's argmax with axis -1); the first of equal ones; NaN counts as larger than every number (its first position, as torch). An empty row (n = 0 with outputs) is refused at creation, as torch raises. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_argmax(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_argmax");
}

/* The position of the smallest element of each row of x along the last dim (torch.argmin(x, -1), Paddle's argmin with axis -1); the first of equal ones; a NaN wins (its first position: torch.argmin propagates NaN too). An empty row (n = 0 with outputs) is refused at creation, as torch raises. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_argmin(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_argmin");
}

/* The count of x's elements in each of `bins` equal bins over [min_val, max_val] (torch.histc, Paddle's histogram), integer x too (transformers' MoE counts tokens per expert on int32): v goes to bin `floor((v - min_val) / (max_val - min_val) * bins)` computed in f64 (torch's cpu order), max_val to the last; values outside the range and NaN are not counted. `min_val == max_val`: the range is x's smallest and largest element, NaN left out (those equal too: less and more 1), as torch. Counts are exact integers, stored in y's dtype. `min_val > max_val`, or an infinite range, fails the run (torch raises). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_histc(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_histc");
}

/* `dx = y * (dy - sum(dy * y))` along `axis`: softmax's gradient from its output `y` (torch's _softmax_backward_data, Paddle's softmax_grad). dy and y broadcast to dx's shape; f16/bf16 compute in f32; each row's sum in order (the same bits for any thread count). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_softmax_backward(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_softmax_backward");
}

/* `dx = dy - exp(y) * sum(dy)` along `dim`: log_softmax's gradient from its output `y` (torch's _log_softmax_backward_data, Paddle's log_softmax_grad). dy and y broadcast to dx's shape; f16/bf16 compute in f32; each row's sum in order. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_log_softmax_backward(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_log_softmax_backward");
}

/* layer_norm's gradients from what its forward outputs (`input_standardization` z and `input_std_deviation` std): with `g = dy * weight`, `dx = (g - mean(g) - z * mean(g * z)) / std` over the last dim, `dweight = sum(dy * z)` and `dbias = sum(dy)` over every row (torch's native_layer_norm_backward, Paddle's layer_norm_grad, which take the mean and 1/std instead). f16/bf16 compute in f32; the sums over rows run in row order per column (the same bits for any thread count). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_layer_norm_backward(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_layer_norm_backward");
}

/* rms_norm's gradients: per row `r = 1 / sqrt(mean(x * x) + epsilon)` (recomputed from x), with `g = dy * w`, `dx = r * g - x * r^3 * mean(g * x)` over the last dim, and `dw = sum(dy * x * r)` over every row. f16/bf16 compute in f32; the sums over rows run in row order per column (the same bits for any thread count). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_rms_norm_backward(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_rms_norm_backward");
}

/* `y = -x[target]`: the per-token negative log-likelihood of log-probabilities `x` (one row of v classes per token) at class indices `target`, no reduction (torch's nll_loss with reduction='none', Paddle's nll_loss); a `target` outside `[0, v)` gives 0 (an ignored token, as anyrt's cross_entropy). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_nll_loss(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_nll_loss");
}

/* cross_entropy's gradient: `dx = dy * (softmax(x) - onehot(target))` along the last dim, per token; a token whose `target` is outside `[0, v)` (ignored: its loss is 0) gets a row of zeros (torch's cross_entropy backward, reduction='none': log_softmax's and nll_loss's backwards in one pass; Paddle's cross_entropy_with_softmax_grad). f16/bf16 compute in f32. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_cross_entropy_backward(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_cross_entropy_backward");
}

/* nll_loss's gradient: `dx[..., target] = -dy`, every other element 0; a token whose `target` is outside `[0, v)` gets a row of zeros (torch's nll_loss_backward with reduction='none', Paddle's nll_loss_grad). `x` only fixes the shape, as torch's `self`. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_nll_loss_backward(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_nll_loss_backward");
}

/* embedding's gradient, accumulated: `dweight[input[i], :] += dy[i, :]` for every token `i` whose id is not `padding_idx` (torch's embedding_dense_backward, Paddle's embedding_grad; give a zeroed dweight for their result). The tokens of one id are added in token order, in f32 for f16/bf16, and each row of dweight is rounded once: the same bits for any thread count. dweight is updated in place, so `anyrt.ops` needs it given (`out=dweight`). An id outside [0, v) fails the run before anything is written. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_embedding_backward(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_embedding_backward");
}

/* conv's gradient by its input: `dx[i, c, s...] = sum over k, t... of dy[i, k, o...] * w[k, c, t...]` where `o*strides - pads + t*dilations == s` (a transposed convolution), 1 to 3 spatial dims, conv's attributes (torch's convolution_backward's grad_input, Paddle's conv2d_grad's input_grad). `x` only fixes dx's shape (one dy fits several input sizes when a stride is above 1). f16/bf16 accumulate in f32; each element is one task's, summed in a fixed order (the same bits for any thread count). The cpu backend runs it as a BLAS gemm and col2im where OpenBLAS is found. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_conv_backward_data(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_conv_backward_data");
}

/* conv's gradients by its filters and bias: `dw[k, c, t...] = sum over i, o... of dy[i, k, o...] * x[i, c, o*strides - pads + t*dilations]` (x reading 0 outside its dims) and `db[k] = sum over i, o... of dy[i, k, o...]`, 1 to 3 spatial dims, conv's attributes (torch's convolution_backward's grad_weight and grad_bias, Paddle's conv2d_grad's filter_grad). `w` only fixes dw's shape. f16/bf16 accumulate in f32; each element is one task's, summed in a fixed order (the same bits for any thread count). The cpu backend runs it as im2col and a BLAS gemm where OpenBLAS is found. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_conv_backward_filter(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_conv_backward_filter");
}

/* Max pooling over 1 to 3 spatial dims (torch's max_pool1d/2d/3d with_indices, ceil_mode off, dilation 1; Paddle's max_pool2d_with_index): `y[i, c, o...]` is the largest `x[i, c, o*strides - pads + t...]` over the window's `t < kernel_size` inside x (padding is never picked), `indices` its flat position in x's spatial dims (row-major; 2-D: `h * W + w`). The first largest in window order wins; a NaN wins over any number (as torch). A pad is at most half its window. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_max_pool(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_max_pool");
}

/* max_pool's gradient: `dx[i, c, p...]` is the sum of `dy[i, c, o...]` over the windows containing position p whose `indices` name p (overlapping windows may pick one element more than once), in window order (the same bits for any thread count) (torch's max_pool2d_with_indices_backward, Paddle's max_pool2d_with_index_grad). `x` only fixes dx's shape; an index outside its window adds nothing. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_max_pool_backward(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_max_pool_backward");
}

/* Average pooling over 1 to 3 spatial dims (torch's avg_pool1d/2d/3d, ceil_mode off, no divisor_override; Paddle's pool2d with pooling_type avg): `y[i, c, o...]` is the sum of `x[i, c, o*strides - pads + t...]` over the window's positions inside x, divided by the window's size (`count_include_pad`, torch's default: padding counts) or by the positions inside x (Paddle's exclusive). f16/bf16 sum in f32. A pad is at most half its window. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_avg_pool(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_avg_pool");
}

/* avg_pool's gradient: `dx[i, c, p...]` is the sum of `dy[i, c, o...] / divisor(o)` over the windows containing position p, in window order (the same bits for any thread count; torch's avg_pool2d_backward, Paddle's pool2d_grad). `x` only fixes dx's shape. f16/bf16 sum in f32. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_avg_pool_backward(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_avg_pool_backward");
}

/* Batch normalization in training (torch's native_batch_norm with training=True, Paddle's batch_norm with is_test false): per channel c over the batch and the positions (x as [nb, c, s]: a view of [N, C, *spatial]), `save_mean = mean(x)`, `save_invstd = 1 / sqrt(var(x) + eps)` (the biased variance, from the deviations), `y = (x - save_mean) * save_invstd * weight + bias`; the running statistics, given, are updated in place: `running_mean = (1 - momentum) * running_mean + momentum * save_mean`, `running_var` likewise with the unbiased variance (`nb * s / (nb * s - 1)` times; one value per channel gives NaN, as torch). weight and bias may be left out (1 and 0). f16/bf16 compute in f32; a channel per task, its sums in order (the same bits for any thread count). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_batch_norm(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_batch_norm");
}

/* Batch normalization from running statistics (torch's batch_norm with training=False, Paddle's batch_norm with is_test): `y = (x - running_mean) / sqrt(running_var + eps) * weight + bias` per channel c of x as [nb, c, s]. weight and bias may be left out (1 and 0). f16/bf16 compute in f32. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_batch_norm_inference(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_batch_norm_inference");
}

/* batch_norm's gradients (torch's native_batch_norm_backward, Paddle's batch_norm_grad) from the forward's `save_mean` and `save_invstd` (in eval: the running mean and 1 / sqrt(running_var + eps)): with `xhat = (x - save_mean) * save_invstd` per channel over the batch and positions, `dweight = sum(dy * xhat)`, `dbias = sum(dy)`, and `dx = weight * save_invstd * (dy - mean(dy) - xhat * mean(dy * xhat))` in training, `dx = weight * save_invstd * dy` with `training` 0 (the statistics constants). weight absent: 1; dweight and dbias absent: not computed. f16/bf16 compute in f32; a channel per task, its sums in order (the same bits for any thread count). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_batch_norm_backward(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_batch_norm_backward");
}

/* One AdamW step, elementwise, as torch.optim.AdamW (amsgrad and maximize off): `param *= 1 - lr * weight_decay`; `exp_avg += (1 - beta1) * (grad - exp_avg)`; `exp_avg_sq = beta2 * exp_avg_sq + (1 - beta2) * grad^2`; `param -= lr / (1 - beta1^step) * exp_avg / (sqrt(exp_avg_sq) / sqrt(1 - beta2^step) + eps)` (torch's _fused_adamw_, Paddle's adamw). The outputs may be their inputs (`out=(param, exp_avg, exp_avg_sq)`: an update in place; each element is read before it is written). f16/bf16 compute in f32, the bias corrections in f64. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_adamw_step(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_adamw_step");
}

/* One SGD step, elementwise, as torch.optim.SGD (maximize off): `d = grad + weight_decay * param`; with momentum, `buf = momentum * buf + (1 - dampening) * d` (`buf = d` where `init_buffer`: torch's first step), then `d = d + momentum * buf` (nesterov) or `d = buf`; `param -= lr * d` (torch's _fused_sgd_, Paddle's sgd and momentum). With momentum 0 the buffer is copied unchanged. The outputs may be their inputs (`out=(param, momentum_buffer)`: in place). f16/bf16 compute in f32. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_sgd_step(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_sgd_step");
}

/* Fills the device's properties (the fields below `properties->struct_size` only; leave unknown ones 0: the core fills them). The core calls it for get_device_properties. Optional; fallback: core device properties. */
static anyrt_status_t backend_device_properties(int device, anyrt_device_properties_t* properties) {
    (void)device;
    (void)properties;
    return not_supported("device_properties");
}

/* Writes the backend's own handle of the current device, for code of that runtime (cuda: the CUdevice ordinal; cpu: not supported, its devices are partitions of the host with no object of their own). Optional; fallback: none (NOT_SUPPORTED). */
static anyrt_status_t backend_device_get_native_handle(int device, void** handle) {
    (void)device;
    (void)handle;
    return not_supported("device_get_native_handle");
}

/* Writes the backend's own context of the current device (cuda: its primary CUcontext, retained for the process; cpu: not supported, the host has no context). Optional; fallback: none (NOT_SUPPORTED). */
static anyrt_status_t backend_context_get_native_handle(int device, void** handle) {
    (void)device;
    (void)handle;
    return not_supported("context_get_native_handle");
}

/* Writes the backend's own object behind `stream` (cuda: its cudaStream_t; cpu: its work queue, which only the cpu backend understands) so that code of that runtime (a Triton launcher, a vendor library) enqueues work in the stream's order. Valid until the stream is destroyed. Optional; fallback: none (NOT_SUPPORTED). */
static anyrt_status_t backend_stream_get_native_handle(int device, anyrt_backend_stream_t stream, void** handle) {
    (void)device;
    (void)stream;
    (void)handle;
    return not_supported("stream_get_native_handle");
}

/* Creates a stream on the current device whose work the device prefers by `priority`, clamped to the range `get_stream_priority_range` writes. Optional; fallback: clamp priority. */
static anyrt_status_t backend_create_stream_with_priority(int device, anyrt_backend_stream_t* stream, int priority) {
    (void)device;
    (void)stream;
    (void)priority;
    return not_supported("create_stream_with_priority");
}

/* Writes the current device's stream priorities: `least` (the default streams') and `greatest`, the highest; (0, 0) where the backend has none. Optional; fallback: writes 0. */
static anyrt_status_t backend_get_stream_priority_range(int device, int* least, int* greatest) {
    (void)device;
    (void)least;
    (void)greatest;
    return not_supported("get_stream_priority_range");
}

/* Writes the priority a stream was created with, as clamped (0 for a stream of `create_stream`). Optional; fallback: writes 0. */
static anyrt_status_t backend_get_stream_priority(int device, anyrt_backend_stream_t stream, int* priority) {
    (void)device;
    (void)stream;
    (void)priority;
    return not_supported("get_stream_priority");
}

/* Starts the backend's own capture of `stream` in `mode`. Optional; fallback: none (NOT_SUPPORTED). */
static anyrt_status_t backend_native_capture_begin(int device, anyrt_backend_stream_t stream, anyrt_capture_mode_t mode) {
    (void)device;
    (void)stream;
    (void)mode;
    return not_supported("native_capture_begin");
}

/* Ends the backend's capture of `stream` and writes its graph. Optional; fallback: none (NOT_SUPPORTED). */
static anyrt_status_t backend_native_capture_end(int device, anyrt_backend_stream_t stream, anyrt_backend_graph_t* graph) {
    (void)device;
    (void)stream;
    (void)graph;
    return not_supported("native_capture_end");
}

/* Makes an executable graph of one of the backend's graphs. Optional; fallback: none (NOT_SUPPORTED). */
static anyrt_status_t backend_native_graph_instantiate(int device, anyrt_backend_graph_exec_t* exec, anyrt_backend_graph_t graph) {
    (void)device;
    (void)exec;
    (void)graph;
    return not_supported("native_graph_instantiate");
}

/* Queues an executable graph on `stream`. Optional; fallback: none (NOT_SUPPORTED). */
static anyrt_status_t backend_native_graph_launch(int device, anyrt_backend_graph_exec_t exec, anyrt_backend_stream_t stream) {
    (void)device;
    (void)exec;
    (void)stream;
    return not_supported("native_graph_launch");
}

/* Gives `exec` the arguments of `graph`; NOT_SUPPORTED where their topologies differ. Optional; fallback: none (NOT_SUPPORTED). */
static anyrt_status_t backend_native_graph_exec_update(int device, anyrt_backend_graph_exec_t exec, anyrt_backend_graph_t graph) {
    (void)device;
    (void)exec;
    (void)graph;
    return not_supported("native_graph_exec_update");
}

/* Destroys one of the backend's graphs. Optional; fallback: none (NOT_SUPPORTED). */
static anyrt_status_t backend_native_graph_destroy(int device, anyrt_backend_graph_t graph) {
    (void)device;
    (void)graph;
    return not_supported("native_graph_destroy");
}

/* Destroys an executable graph once the launches queued of it have run. Optional; fallback: none (NOT_SUPPORTED). */
static anyrt_status_t backend_native_graph_exec_destroy(int device, anyrt_backend_graph_exec_t exec) {
    (void)device;
    (void)exec;
    return not_supported("native_graph_exec_destroy");
}

/* Sends block j of `count` elements of `sendbuf` to rank j; block i of `recvbuf` receives rank i's block for this rank. Every rank passes the same `count` (a rank that differs fails, naming both ranks). Optional; fallback: grouped `send`/`recv` (`reduce` per rank for reductions). */
static anyrt_status_t backend_all_to_all(int device, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    (void)device;
    (void)sendbuf;
    (void)recvbuf;
    (void)count;
    (void)dtype;
    (void)comm;
    (void)stream;
    return not_supported("all_to_all");
}

/* Sends `send_counts[j]` elements at `sendbuf + send_displs[j]` to rank j and receives `recv_counts[i]` elements from rank i at `recvbuf + recv_displs[i]` (counts and displacements in elements, `nranks` of each: the communicator's size). Rank i's `send_counts[j]` must equal rank j's `recv_counts[i]` (else both ranks are named). Each buffer must reach its furthest block (`displs[i] + counts[i]`), checked against a known allocation. Optional; fallback: grouped `send`/`recv` (`reduce` per rank for reductions). */
static anyrt_status_t backend_all_to_allv(int device, const void* sendbuf, const size_t* send_counts, const size_t* send_displs, void* recvbuf, const size_t* recv_counts, const size_t* recv_displs, int nranks, anyrt_dtype_t dtype, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    (void)device;
    (void)sendbuf;
    (void)send_counts;
    (void)send_displs;
    (void)recvbuf;
    (void)recv_counts;
    (void)recv_displs;
    (void)nranks;
    (void)dtype;
    (void)comm;
    (void)stream;
    return not_supported("all_to_allv");
}

/* Gathers `recv_counts[i]` elements from rank i's `sendbuf` into every rank's `recvbuf`, packed in rank order (rank i's block starts after the blocks of ranks below it); `nranks` is the communicator's size. Every rank passes the same `recv_counts` (else every rank fails, naming all_gather_v); `sendbuf` must hold this rank's count and `recvbuf` their sum (checked against a known allocation before anything is queued). Optional; fallback: grouped `send`/`recv` (`reduce` per rank for reductions). */
static anyrt_status_t backend_all_gather_v(int device, const void* sendbuf, void* recvbuf, const size_t* recv_counts, int nranks, anyrt_dtype_t dtype, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    (void)device;
    (void)sendbuf;
    (void)recvbuf;
    (void)recv_counts;
    (void)nranks;
    (void)dtype;
    (void)comm;
    (void)stream;
    return not_supported("all_gather_v");
}

/* Reduces `sendbuf` (the blocks of every rank, packed in rank order, `recv_counts[i]` elements for rank i) over all ranks with `op`; rank i gets its block in `recvbuf`. `nranks` is the communicator's size. Every rank passes the same `recv_counts` (else every rank fails, naming reduce_scatter_v); `sendbuf` must hold their sum and `recvbuf` this rank's count. Optional; fallback: grouped `send`/`recv` (`reduce` per rank for reductions). */
static anyrt_status_t backend_reduce_scatter_v(int device, const void* sendbuf, void* recvbuf, const size_t* recv_counts, int nranks, anyrt_dtype_t dtype, anyrt_reduce_op_t op, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    (void)device;
    (void)sendbuf;
    (void)recvbuf;
    (void)recv_counts;
    (void)nranks;
    (void)dtype;
    (void)op;
    (void)comm;
    (void)stream;
    return not_supported("reduce_scatter_v");
}

/* Gathers `count` elements from every rank's `sendbuf` into rank `root`'s `recvbuf`, in rank order (`recvbuf` is read on the root only). `ccl_`: the operators own `gather`. Every rank passes the same `count` and `root` (else every rank fails at once, naming gather and both ranks' arguments, as broadcast and reduce do). Optional; fallback: grouped `send`/`recv` (`reduce` per rank for reductions). */
static anyrt_status_t backend_ccl_gather(int device, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, int root, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    (void)device;
    (void)sendbuf;
    (void)recvbuf;
    (void)count;
    (void)dtype;
    (void)root;
    (void)comm;
    (void)stream;
    return not_supported("ccl_gather");
}

/* Sends block i of `count` elements of rank `root`'s `sendbuf` to rank i's `recvbuf` (`sendbuf` is read on the root only). `ccl_`: the operators own `scatter`. Every rank passes the same `count` and `root` (else every rank fails at once, naming scatter and both ranks' arguments). Optional; fallback: grouped `send`/`recv` (`reduce` per rank for reductions). */
static anyrt_status_t backend_ccl_scatter(int device, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, int root, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    (void)device;
    (void)sendbuf;
    (void)recvbuf;
    (void)count;
    (void)dtype;
    (void)root;
    (void)comm;
    (void)stream;
    return not_supported("ccl_scatter");
}

/* Splits a communicator: the ranks passing the same `color` (not negative) form a new communicator, ordered by `key`, then by their rank in `comm`. Collective over `comm`: every rank calls it (a thread driving several ranks calls it for each, between `group_start` and `group_end`, before using the new communicators). Optional; fallback: host-staged over the cpu backend's collectives where the backend has none. */
static anyrt_status_t backend_comm_split(int device, anyrt_backend_comm_t comm, int color, int key, anyrt_backend_comm_t* newcomm) {
    (void)device;
    (void)comm;
    (void)color;
    (void)key;
    (void)newcomm;
    return not_supported("comm_split");
}

/* Loads the `size` bytes at `image` as a kernel module on the current device: what the backend's launcher runs (cuda: a cubin, fatbin or NUL-terminated PTX; cpu: an ELF shared object of C kernels `void name(void** args, const int grid[3], const int block[3], const int block_idx[3], void* shared)`, called once per block, that names them in `const char* const anyrt_kernels[] = {"name", ..., 0};`). Each load is a module of its own, even of the same image. Optional; fallback: none (NOT_SUPPORTED). */
static anyrt_status_t backend_module_load(int device, const void* image, size_t size, anyrt_backend_module_t* module) {
    (void)device;
    (void)image;
    (void)size;
    (void)module;
    return not_supported("module_load");
}

/* Unloads a kernel module. Launches already queued with it still run (the backend keeps what they need until they finish). Optional; fallback: none (NOT_SUPPORTED). */
static anyrt_status_t backend_module_unload(int device, anyrt_backend_module_t module) {
    (void)device;
    (void)module;
    return not_supported("module_unload");
}

/* Writes the kernel `name` of `module` to `function`, for launch_kernel with that module. Only the kernels the module declares are handed out (cuda: its `.entry` functions; cpu: the functions it defines and names in `anyrt_kernels`); any other symbol is refused with invalid_value. Optional; fallback: none (NOT_SUPPORTED). */
static anyrt_status_t backend_module_get_function(int device, anyrt_backend_module_t module, const char* name, void** function) {
    (void)device;
    (void)module;
    (void)name;
    (void)function;
    return not_supported("module_get_function");
}

/* Queues `function` of `module` on `stream`: a grid of grid_x*grid_y*grid_z blocks of block_x*block_y*block_z threads with `shared_memory` bytes of shared memory per block. `args[i]` points to argument i, read before the call returns; `arg_sizes[i]` is its size in bytes (NULL: each is 8 bytes, a pointer or a 64-bit scalar; a backend whose binaries record their parameters, cuda, ignores it). Optional; fallback: none (NOT_SUPPORTED). */
static anyrt_status_t backend_launch_kernel(int device, anyrt_backend_stream_t stream, anyrt_backend_module_t module, const void* function, int grid_x, int grid_y, int grid_z, int block_x, int block_y, int block_z, size_t shared_memory, const void** args, const size_t* arg_sizes, int nargs) {
    (void)device;
    (void)stream;
    (void)module;
    (void)function;
    (void)grid_x;
    (void)grid_y;
    (void)grid_z;
    (void)block_x;
    (void)block_y;
    (void)block_z;
    (void)shared_memory;
    (void)args;
    (void)arg_sizes;
    (void)nargs;
    return not_supported("launch_kernel");
}

/* `y = sum((x - mean(x))^2) / max(n - correction, 0)` over the reduced dims (n of them): two passes, the mean first (summed in f64 for f16/bf16/f32: equal values give exactly 0), so no E[x^2] - E[x]^2 cancellation (torch.var, numpy.var's ddof). NaN where there are no elements; inf or NaN where n <= correction. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_var(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_var");
}

/* `y = sqrt(var(x, correction))` over the reduced dims (var's two passes; torch.std, numpy.std's ddof). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_std(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_std");
}

/* `y = log(sum(exp(x)))` over the reduced dims, shifted by their max m (`m + log(sum(exp(x - m)))`: no overflow); -inf where there are no elements or all are -inf, inf where one is inf, NaN where one is NaN (torch.logsumexp). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_logsumexp(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_logsumexp");
}

/* `y = x is one of t's elements` (`invert`: is none of them), elementwise over x (torch.isin, numpy.isin, Paddle's isin); t is read whole, any length. Values compare as numbers: NaN is in no set, -0.0 equals 0.0. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_isin(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_isin");
}

/* Row i of y: the index of x's i-th nonzero element in row-major order, one column per dim of x (r must be x's rank); rows past the count of nonzero elements hold `fill_value`, and elements past k are left out (torch.nonzero_static; torch.nonzero is count_nonzero of x, then this with k the count). NaN counts as nonzero. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_nonzero(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_nonzero");
}

/* `y` = the elements of x where mask is true, in x's row-major order; elements of y past their count are 0, and selected elements past k are left out (torch.masked_select is count_nonzero of the mask, then this with k the count; Paddle's masked_select). mask broadcasts to x's shape (a framework broadcasts both first where x is the smaller). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_masked_select(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_masked_select");
}

/* `steps` values evenly from start to end, both included, steps = y's length (torch.linspace, numpy.linspace, Paddle's linspace): with `step = (end - start) / (steps - 1)`, `y[i] = start + i * step` for `i < steps / 2` and `end - (steps - 1 - i) * step` from there (torch's symmetric form: the last value is exactly end, as NumPy's); one value: start. Computed in f64 from the f32 attributes, then rounded to y's dtype as `cast` (an integer y: truncated toward zero, saturated at int64's range, then wrapped, as torch's integer linspace). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_linspace(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_linspace");
}

/* Sets the calling thread's capture mode in the backend's own capture to `mode` and writes the one it had (thread_exchange_capture_mode calls it on every loaded backend that fills it, so an allocation in mode relaxed is not refused by the backend's capture either). Optional; fallback: none (NOT_SUPPORTED). */
static anyrt_status_t backend_native_exchange_capture_mode(int device, anyrt_capture_mode_t mode, anyrt_capture_mode_t* previous) {
    (void)device;
    (void)mode;
    (void)previous;
    return not_supported("native_exchange_capture_mode");
}

/* `y = min(max(x, 0), 6)`; NaN stays NaN (torch.nn.functional.relu6). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_relu6(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_relu6");
}

/* `y = x / (1 + np.abs(x))` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_softsign(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_softsign");
}

/* `y = x - np.tanh(x)` elementwise, broadcasting (NumPy notation). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_tanhshrink(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_tanhshrink");
}

/* `y = scale * x` where x > 0, else `scale * alpha * (exp(x) - 1)` (torch.nn.functional.selu: scale 1.0507009873554805, alpha 1.6732632423543772). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_selu(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_selu");
}

/* `c = log2(2^a + 2^b)` elementwise, broadcasting, without overflow (equal infinities give that infinity, as NumPy and torch). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_logaddexp2(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_logaddexp2");
}

/* `c = a >> b`, arithmetic (the sign kept); a shift past the width, or a negative one, gives -1 for negative a and 0 otherwise (torch's, InfiniOP's). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_bitwise_right_shift(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_bitwise_right_shift");
}

/* `y = x` broadcast to y's shape (NumPy rules), any strides: torch.broadcast_to's copy. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_broadcast_to(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_broadcast_to");
}

/* `y = min(max(x + 3, 0), 6) / 6`; NaN stays NaN (torch.nn.functional.hardsigmoid). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_hardsigmoid(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_hardsigmoid");
}

/* `y = x * tanh(softplus(x))` (torch.nn.functional.mish). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_mish(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_mish");
}

/* `y = log(sigmoid(x))`, as `min(x, 0) - log1p(exp(-|x|))`: no overflow (torch.nn.functional.logsigmoid). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_logsigmoid(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_logsigmoid");
}

/* `y = x - trunc(x)`, the sign of x (torch.frac). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_frac(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_frac");
}

/* `y = sin(pi x) / (pi x)`, 1 at 0 (the normalized sinc: torch.sinc, np.sinc). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_sinc(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_sinc");
}

/* `y = x's sign bit is set` (-0.0 and negative NaN included), as bool. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_signbit(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_signbit");
}

/* `y = x` where x > 0, else `negative_slope * x` (torch.nn.functional.leaky_relu). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_leaky_relu(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_leaky_relu");
}

/* `y = scale * x` where x > 0, else `alpha * scale * (exp(input_scale * x) - 1)`: torch's elu, which celu and selu call too. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_elu(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_elu");
}

/* `y = 0` where `-lambd <= x <= lambd`, else x; NaN stays NaN (torch.nn.functional.hardshrink). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_hardshrink(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_hardshrink");
}

/* `y = x - lambd` above lambd, `x + lambd` below -lambd, else 0; NaN stays NaN (torch.nn.functional.softshrink). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_softshrink(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_softshrink");
}

/* `y = value` where `x <= threshold`, else x; NaN stays NaN (torch.nn.functional.threshold). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_threshold(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_threshold");
}

/* `y = x` with NaN, +inf and -inf replaced by nan, posinf and neginf (torch.nan_to_num). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_nan_to_num(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_nan_to_num");
}

/* `c = a * log(b)`, 0 where a is 0 (unless b is NaN) (torch.xlogy, scipy.special.xlogy). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_xlogy(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_xlogy");
}

/* `c = a * log1p(b)`, 0 where a is 0 (unless b is NaN) (torch.special.xlog1py). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_xlog1py(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_xlog1py");
}

/* `c = b` where a is 0, else 1 for positive a and 0 otherwise (NaN included: torch.heaviside's). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_heaviside(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_heaviside");
}

static const anyrt_backend_table_t table = {
    .struct_size = sizeof(anyrt_backend_table_t),
    .abi_major = ANYRT_ABI_MAJOR,
    .abi_minor = ANYRT_ABI_MINOR,
    .name = BACKEND_NAME,
    .device_kind = BACKEND_KIND,
    .last_error_message = backend_last_error_message,
    .initialize = backend_initialize,
    .finalize = backend_finalize,
    .init_device = backend_init_device,
    .deinit_device = backend_deinit_device,
    .get_device_count = backend_get_device_count,
    .get_device_list = backend_get_device_list,
    .set_device = backend_set_device,
    .synchronize_device = backend_synchronize_device,
    .get_compute_capability = backend_get_compute_capability,
    .get_runtime_version = backend_get_runtime_version,
    .get_driver_version = backend_get_driver_version,
    .malloc = backend_malloc,
    .free = backend_free,
    .malloc_host = backend_malloc_host,
    .free_host = backend_free_host,
    .malloc_unified = backend_malloc_unified,
    .free_unified = backend_free_unified,
    .memcpy = backend_memcpy,
    .memcpy_async = backend_memcpy_async,
    .memcpy_peer = backend_memcpy_peer,
    .memcpy_peer_async = backend_memcpy_peer_async,
    .memset = backend_memset,
    .memset_async = backend_memset_async,
    .get_memory_info = backend_get_memory_info,
    .min_chunk_size = backend_min_chunk_size,
    .max_chunk_size = backend_max_chunk_size,
    .max_alloc_size = backend_max_alloc_size,
    .extra_padding_size = backend_extra_padding_size,
    .init_alloc_size = backend_init_alloc_size,
    .realloc_size = backend_realloc_size,
    .malloc_async = backend_malloc_async,
    .free_async = backend_free_async,
    .create_stream = backend_create_stream,
    .destroy_stream = backend_destroy_stream,
    .query_stream = backend_query_stream,
    .synchronize_stream = backend_synchronize_stream,
    .stream_add_callback = backend_stream_add_callback,
    .stream_wait_event = backend_stream_wait_event,
    .create_event = backend_create_event,
    .destroy_event = backend_destroy_event,
    .record_event = backend_record_event,
    .query_event = backend_query_event,
    .synchronize_event = backend_synchronize_event,
    .event_elapsed_time = backend_event_elapsed_time,
    .get_unique_id = backend_get_unique_id,
    .comm_init_all = backend_comm_init_all,
    .comm_init_rank = backend_comm_init_rank,
    .comm_destroy = backend_comm_destroy,
    .comm_rank = backend_comm_rank,
    .comm_size = backend_comm_size,
    .all_reduce = backend_all_reduce,
    .broadcast = backend_broadcast,
    .reduce = backend_reduce,
    .all_gather = backend_all_gather,
    .reduce_scatter = backend_reduce_scatter,
    .send = backend_send,
    .recv = backend_recv,
    .group_start = backend_group_start,
    .group_end = backend_group_end,
    .op_workspace_size = backend_op_workspace_size,
    .device_memory_host_accessible = backend_device_memory_host_accessible,
    .op_gemm = backend_op_gemm,
    .op_add = backend_op_add,
    .op_sub = backend_op_sub,
    .op_mul = backend_op_mul,
    .op_relu = backend_op_relu,
    .op_silu = backend_op_silu,
    .op_sigmoid = backend_op_sigmoid,
    .op_swiglu = backend_op_swiglu,
    .op_rms_norm = backend_op_rms_norm,
    .op_softmax = backend_op_softmax,
    .op_causal_softmax = backend_op_causal_softmax,
    .op_rope = backend_op_rope,
    .op_rearrange = backend_op_rearrange,
    .op_random_sample = backend_op_random_sample,
    .op_zeros = backend_op_zeros,
    .op_ones = backend_op_ones,
    .comm_init_mpi = backend_comm_init_mpi,
    .op_add_rms_norm = backend_op_add_rms_norm,
    .op_cross_entropy = backend_op_cross_entropy,
    .op_topksoftmax = backend_op_topksoftmax,
    .op_topkrouter = backend_op_topkrouter,
    .op_mrope = backend_op_mrope,
    .op_per_tensor_quant_int8 = backend_op_per_tensor_quant_int8,
    .op_per_tensor_dequant_int8 = backend_op_per_tensor_dequant_int8,
    .op_per_channel_quant_int8 = backend_op_per_channel_quant_int8,
    .op_dequantize_awq = backend_op_dequantize_awq,
    .op_dequantize_gptq = backend_op_dequantize_gptq,
    .op_kv_caching = backend_op_kv_caching,
    .op_paged_caching = backend_op_paged_caching,
    .op_paged_attention = backend_op_paged_attention,
    .op_paged_attention_prefill = backend_op_paged_attention_prefill,
    .op_attention = backend_op_attention,
    .op_random_sample_batch = backend_op_random_sample_batch,
    .op_silu_and_mul = backend_op_silu_and_mul,
    .op_embedding = backend_op_embedding,
    .op_gelu = backend_op_gelu,
    .op_gelutanh = backend_op_gelutanh,
    .op_quickgelu = backend_op_quickgelu,
    .op_tanh = backend_op_tanh,
    .op_erf = backend_op_erf,
    .op_reciprocal = backend_op_reciprocal,
    .op_hardswish = backend_op_hardswish,
    .op_softplus = backend_op_softplus,
    .op_hardtanh = backend_op_hardtanh,
    .op_clip = backend_op_clip,
    .op_log_softmax = backend_op_log_softmax,
    .op_layer_norm = backend_op_layer_norm,
    .op_select_last_token_hidden = backend_op_select_last_token_hidden,
    .op_conv = backend_op_conv,
    .op_abs = backend_op_abs,
    .op_neg = backend_op_neg,
    .op_sign = backend_op_sign,
    .op_square = backend_op_square,
    .op_exp = backend_op_exp,
    .op_exp2 = backend_op_exp2,
    .op_expm1 = backend_op_expm1,
    .op_log = backend_op_log,
    .op_log2 = backend_op_log2,
    .op_log10 = backend_op_log10,
    .op_log1p = backend_op_log1p,
    .op_sqrt = backend_op_sqrt,
    .op_rsqrt = backend_op_rsqrt,
    .op_sin = backend_op_sin,
    .op_cos = backend_op_cos,
    .op_tan = backend_op_tan,
    .op_asin = backend_op_asin,
    .op_acos = backend_op_acos,
    .op_atan = backend_op_atan,
    .op_sinh = backend_op_sinh,
    .op_cosh = backend_op_cosh,
    .op_asinh = backend_op_asinh,
    .op_acosh = backend_op_acosh,
    .op_atanh = backend_op_atanh,
    .op_erfc = backend_op_erfc,
    .op_floor = backend_op_floor,
    .op_ceil = backend_op_ceil,
    .op_round = backend_op_round,
    .op_trunc = backend_op_trunc,
    .op_bitwise_not = backend_op_bitwise_not,
    .op_logical_not = backend_op_logical_not,
    .op_isnan = backend_op_isnan,
    .op_isinf = backend_op_isinf,
    .op_isfinite = backend_op_isfinite,
    .op_div = backend_op_div,
    .op_floor_divide = backend_op_floor_divide,
    .op_remainder = backend_op_remainder,
    .op_fmod = backend_op_fmod,
    .op_pow = backend_op_pow,
    .op_maximum = backend_op_maximum,
    .op_minimum = backend_op_minimum,
    .op_fmax = backend_op_fmax,
    .op_fmin = backend_op_fmin,
    .op_atan2 = backend_op_atan2,
    .op_hypot = backend_op_hypot,
    .op_copysign = backend_op_copysign,
    .op_logaddexp = backend_op_logaddexp,
    .op_bitwise_and = backend_op_bitwise_and,
    .op_bitwise_or = backend_op_bitwise_or,
    .op_bitwise_xor = backend_op_bitwise_xor,
    .op_eq = backend_op_eq,
    .op_ne = backend_op_ne,
    .op_lt = backend_op_lt,
    .op_le = backend_op_le,
    .op_gt = backend_op_gt,
    .op_ge = backend_op_ge,
    .op_logical_and = backend_op_logical_and,
    .op_logical_or = backend_op_logical_or,
    .op_logical_xor = backend_op_logical_xor,
    .op_where = backend_op_where,
    .op_lerp = backend_op_lerp,
    .op_addcmul = backend_op_addcmul,
    .op_addcdiv = backend_op_addcdiv,
    .op_relu_backward = backend_op_relu_backward,
    .op_silu_backward = backend_op_silu_backward,
    .op_gelu_backward = backend_op_gelu_backward,
    .op_gelutanh_backward = backend_op_gelutanh_backward,
    .op_sigmoid_backward = backend_op_sigmoid_backward,
    .op_tanh_backward = backend_op_tanh_backward,
    .op_sum = backend_op_sum,
    .op_mean = backend_op_mean,
    .op_prod = backend_op_prod,
    .op_amax = backend_op_amax,
    .op_amin = backend_op_amin,
    .op_norm = backend_op_norm,
    .op_any = backend_op_any,
    .op_all = backend_op_all,
    .op_count_nonzero = backend_op_count_nonzero,
    .op_cast = backend_op_cast,
    .op_uniform = backend_op_uniform,
    .op_normal = backend_op_normal,
    .op_bernoulli = backend_op_bernoulli,
    .op_randint = backend_op_randint,
    .op_masked_fill = backend_op_masked_fill,
    .op_arange = backend_op_arange,
    .op_tril = backend_op_tril,
    .op_triu = backend_op_triu,
    .op_one_hot = backend_op_one_hot,
    .op_gather = backend_op_gather,
    .op_index_select = backend_op_index_select,
    .op_scatter = backend_op_scatter,
    .op_scatter_add = backend_op_scatter_add,
    .op_index_add = backend_op_index_add,
    .op_cumsum = backend_op_cumsum,
    .op_cumprod = backend_op_cumprod,
    .op_topk = backend_op_topk,
    .op_sort = backend_op_sort,
    .op_argsort = backend_op_argsort,
    .op_argmax = backend_op_argmax,
    .op_argmin = backend_op_argmin,
    .op_histc = backend_op_histc,
    .op_softmax_backward = backend_op_softmax_backward,
    .op_log_softmax_backward = backend_op_log_softmax_backward,
    .op_layer_norm_backward = backend_op_layer_norm_backward,
    .op_rms_norm_backward = backend_op_rms_norm_backward,
    .op_nll_loss = backend_op_nll_loss,
    .op_cross_entropy_backward = backend_op_cross_entropy_backward,
    .op_nll_loss_backward = backend_op_nll_loss_backward,
    .op_embedding_backward = backend_op_embedding_backward,
    .op_conv_backward_data = backend_op_conv_backward_data,
    .op_conv_backward_filter = backend_op_conv_backward_filter,
    .op_max_pool = backend_op_max_pool,
    .op_max_pool_backward = backend_op_max_pool_backward,
    .op_avg_pool = backend_op_avg_pool,
    .op_avg_pool_backward = backend_op_avg_pool_backward,
    .op_batch_norm = backend_op_batch_norm,
    .op_batch_norm_inference = backend_op_batch_norm_inference,
    .op_batch_norm_backward = backend_op_batch_norm_backward,
    .op_adamw_step = backend_op_adamw_step,
    .op_sgd_step = backend_op_sgd_step,
    .device_properties = backend_device_properties,
    .device_get_native_handle = backend_device_get_native_handle,
    .context_get_native_handle = backend_context_get_native_handle,
    .stream_get_native_handle = backend_stream_get_native_handle,
    .create_stream_with_priority = backend_create_stream_with_priority,
    .get_stream_priority_range = backend_get_stream_priority_range,
    .get_stream_priority = backend_get_stream_priority,
    .native_capture_begin = backend_native_capture_begin,
    .native_capture_end = backend_native_capture_end,
    .native_graph_instantiate = backend_native_graph_instantiate,
    .native_graph_launch = backend_native_graph_launch,
    .native_graph_exec_update = backend_native_graph_exec_update,
    .native_graph_destroy = backend_native_graph_destroy,
    .native_graph_exec_destroy = backend_native_graph_exec_destroy,
    .all_to_all = backend_all_to_all,
    .all_to_allv = backend_all_to_allv,
    .all_gather_v = backend_all_gather_v,
    .reduce_scatter_v = backend_reduce_scatter_v,
    .ccl_gather = backend_ccl_gather,
    .ccl_scatter = backend_ccl_scatter,
    .comm_split = backend_comm_split,
    .module_load = backend_module_load,
    .module_unload = backend_module_unload,
    .module_get_function = backend_module_get_function,
    .launch_kernel = backend_launch_kernel,
    .op_var = backend_op_var,
    .op_std = backend_op_std,
    .op_logsumexp = backend_op_logsumexp,
    .op_isin = backend_op_isin,
    .op_nonzero = backend_op_nonzero,
    .op_masked_select = backend_op_masked_select,
    .op_linspace = backend_op_linspace,
    .native_exchange_capture_mode = backend_native_exchange_capture_mode,
    .op_relu6 = backend_op_relu6,
    .op_softsign = backend_op_softsign,
    .op_tanhshrink = backend_op_tanhshrink,
    .op_selu = backend_op_selu,
    .op_logaddexp2 = backend_op_logaddexp2,
    .op_bitwise_right_shift = backend_op_bitwise_right_shift,
    .op_broadcast_to = backend_op_broadcast_to,
    .op_hardsigmoid = backend_op_hardsigmoid,
    .op_mish = backend_op_mish,
    .op_logsigmoid = backend_op_logsigmoid,
    .op_frac = backend_op_frac,
    .op_sinc = backend_op_sinc,
    .op_signbit = backend_op_signbit,
    .op_leaky_relu = backend_op_leaky_relu,
    .op_elu = backend_op_elu,
    .op_hardshrink = backend_op_hardshrink,
    .op_softshrink = backend_op_softshrink,
    .op_threshold = backend_op_threshold,
    .op_nan_to_num = backend_op_nan_to_num,
    .op_xlogy = backend_op_xlogy,
    .op_xlog1py = backend_op_xlog1py,
    .op_heaviside = backend_op_heaviside,
};

__attribute__((visibility("default"))) anyrt_status_t ANYRT_BACKEND_ENTRY(uint32_t core_abi_major, uint32_t core_abi_minor,
                                                                           const anyrt_backend_table_t** out) {
    (void)core_abi_minor;
    if (core_abi_major != ANYRT_ABI_MAJOR) return ANYRT_STATUS_ABI_MISMATCH;
    *out = &table;
    return ANYRT_STATUS_SUCCESS;
}
