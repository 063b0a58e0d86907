/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* infinirt.h served by anyrt: each function calls the anyrt function whose spec `analogue`
 * names it, converting arguments by type, and maps anyrt's status to InfiniCore's. */
#include <stdlib.h>
#include <string.h>

#include "anyrt.h"
#include "infinirt.h"

#ifdef __cplusplus
#define INFINI_COMPAT_STATIC_ASSERT(cond, msg) static_assert(cond, msg)
#else
#define INFINI_COMPAT_STATIC_ASSERT(cond, msg) _Static_assert(cond, msg)
#endif

/* Enum values are shared by design (spec/types.yaml), so conversions are casts. */
INFINI_COMPAT_STATIC_ASSERT((int)INFINI_DEVICE_CPU == (int)ANYRT_DEVICE_KIND_CPU, "INFINI_DEVICE_CPU != ANYRT_DEVICE_KIND_CPU");
INFINI_COMPAT_STATIC_ASSERT((int)INFINI_DEVICE_NVIDIA == (int)ANYRT_DEVICE_KIND_CUDA, "INFINI_DEVICE_NVIDIA != ANYRT_DEVICE_KIND_CUDA");
INFINI_COMPAT_STATIC_ASSERT((int)INFINI_DEVICE_CAMBRICON == (int)ANYRT_DEVICE_KIND_CAMBRICON, "INFINI_DEVICE_CAMBRICON != ANYRT_DEVICE_KIND_CAMBRICON");
INFINI_COMPAT_STATIC_ASSERT((int)INFINI_DEVICE_ASCEND == (int)ANYRT_DEVICE_KIND_ASCEND, "INFINI_DEVICE_ASCEND != ANYRT_DEVICE_KIND_ASCEND");
INFINI_COMPAT_STATIC_ASSERT((int)INFINI_DEVICE_METAX == (int)ANYRT_DEVICE_KIND_METAX, "INFINI_DEVICE_METAX != ANYRT_DEVICE_KIND_METAX");
INFINI_COMPAT_STATIC_ASSERT((int)INFINI_DEVICE_MOORE == (int)ANYRT_DEVICE_KIND_MOORE, "INFINI_DEVICE_MOORE != ANYRT_DEVICE_KIND_MOORE");
INFINI_COMPAT_STATIC_ASSERT((int)INFINI_DEVICE_ILUVATAR == (int)ANYRT_DEVICE_KIND_ILUVATAR, "INFINI_DEVICE_ILUVATAR != ANYRT_DEVICE_KIND_ILUVATAR");
INFINI_COMPAT_STATIC_ASSERT((int)INFINI_DEVICE_KUNLUN == (int)ANYRT_DEVICE_KIND_KUNLUN, "INFINI_DEVICE_KUNLUN != ANYRT_DEVICE_KIND_KUNLUN");
INFINI_COMPAT_STATIC_ASSERT((int)INFINI_DEVICE_HYGON == (int)ANYRT_DEVICE_KIND_HYGON, "INFINI_DEVICE_HYGON != ANYRT_DEVICE_KIND_HYGON");
INFINI_COMPAT_STATIC_ASSERT((int)INFINI_DEVICE_QY == (int)ANYRT_DEVICE_KIND_QY, "INFINI_DEVICE_QY != ANYRT_DEVICE_KIND_QY");
INFINI_COMPAT_STATIC_ASSERT((int)INFINI_DEVICE_ALI == (int)ANYRT_DEVICE_KIND_ALI, "INFINI_DEVICE_ALI != ANYRT_DEVICE_KIND_ALI");
INFINI_COMPAT_STATIC_ASSERT((int)INFINI_DTYPE_INVALID == (int)ANYRT_DTYPE_INVALID, "INFINI_DTYPE_INVALID != ANYRT_DTYPE_INVALID");
INFINI_COMPAT_STATIC_ASSERT((int)INFINI_DTYPE_BYTE == (int)ANYRT_DTYPE_BYTE, "INFINI_DTYPE_BYTE != ANYRT_DTYPE_BYTE");
INFINI_COMPAT_STATIC_ASSERT((int)INFINI_DTYPE_BOOL == (int)ANYRT_DTYPE_BOOL, "INFINI_DTYPE_BOOL != ANYRT_DTYPE_BOOL");
INFINI_COMPAT_STATIC_ASSERT((int)INFINI_DTYPE_I8 == (int)ANYRT_DTYPE_INT8, "INFINI_DTYPE_I8 != ANYRT_DTYPE_INT8");
INFINI_COMPAT_STATIC_ASSERT((int)INFINI_DTYPE_I16 == (int)ANYRT_DTYPE_INT16, "INFINI_DTYPE_I16 != ANYRT_DTYPE_INT16");
INFINI_COMPAT_STATIC_ASSERT((int)INFINI_DTYPE_I32 == (int)ANYRT_DTYPE_INT32, "INFINI_DTYPE_I32 != ANYRT_DTYPE_INT32");
INFINI_COMPAT_STATIC_ASSERT((int)INFINI_DTYPE_I64 == (int)ANYRT_DTYPE_INT64, "INFINI_DTYPE_I64 != ANYRT_DTYPE_INT64");
INFINI_COMPAT_STATIC_ASSERT((int)INFINI_DTYPE_U8 == (int)ANYRT_DTYPE_UINT8, "INFINI_DTYPE_U8 != ANYRT_DTYPE_UINT8");
INFINI_COMPAT_STATIC_ASSERT((int)INFINI_DTYPE_U16 == (int)ANYRT_DTYPE_UINT16, "INFINI_DTYPE_U16 != ANYRT_DTYPE_UINT16");
INFINI_COMPAT_STATIC_ASSERT((int)INFINI_DTYPE_U32 == (int)ANYRT_DTYPE_UINT32, "INFINI_DTYPE_U32 != ANYRT_DTYPE_UINT32");
INFINI_COMPAT_STATIC_ASSERT((int)INFINI_DTYPE_U64 == (int)ANYRT_DTYPE_UINT64, "INFINI_DTYPE_U64 != ANYRT_DTYPE_UINT64");
INFINI_COMPAT_STATIC_ASSERT((int)INFINI_DTYPE_F16 == (int)ANYRT_DTYPE_FLOAT16, "INFINI_DTYPE_F16 != ANYRT_DTYPE_FLOAT16");
INFINI_COMPAT_STATIC_ASSERT((int)INFINI_DTYPE_F32 == (int)ANYRT_DTYPE_FLOAT32, "INFINI_DTYPE_F32 != ANYRT_DTYPE_FLOAT32");
INFINI_COMPAT_STATIC_ASSERT((int)INFINI_DTYPE_F64 == (int)ANYRT_DTYPE_FLOAT64, "INFINI_DTYPE_F64 != ANYRT_DTYPE_FLOAT64");
INFINI_COMPAT_STATIC_ASSERT((int)INFINI_DTYPE_BF16 == (int)ANYRT_DTYPE_BFLOAT16, "INFINI_DTYPE_BF16 != ANYRT_DTYPE_BFLOAT16");
INFINI_COMPAT_STATIC_ASSERT((int)INFINIRT_EVENT_COMPLETE == (int)ANYRT_EVENT_STATUS_COMPLETE, "INFINIRT_EVENT_COMPLETE != ANYRT_EVENT_STATUS_COMPLETE");
INFINI_COMPAT_STATIC_ASSERT((int)INFINIRT_EVENT_NOT_READY == (int)ANYRT_EVENT_STATUS_NOT_READY, "INFINIRT_EVENT_NOT_READY != ANYRT_EVENT_STATUS_NOT_READY");
INFINI_COMPAT_STATIC_ASSERT((int)INFINIRT_EVENT_DEFAULT == (int)ANYRT_EVENT_FLAGS_DEFAULT, "INFINIRT_EVENT_DEFAULT != ANYRT_EVENT_FLAGS_DEFAULT");
INFINI_COMPAT_STATIC_ASSERT((int)INFINIRT_EVENT_DISABLE_TIMING == (int)ANYRT_EVENT_FLAGS_DISABLE_TIMING, "INFINIRT_EVENT_DISABLE_TIMING != ANYRT_EVENT_FLAGS_DISABLE_TIMING");
INFINI_COMPAT_STATIC_ASSERT((int)INFINIRT_EVENT_BLOCKING_SYNC == (int)ANYRT_EVENT_FLAGS_BLOCKING_SYNC, "INFINIRT_EVENT_BLOCKING_SYNC != ANYRT_EVENT_FLAGS_BLOCKING_SYNC");
INFINI_COMPAT_STATIC_ASSERT((int)INFINIRT_MEMCPY_H2H == (int)ANYRT_MEMCPY_KIND_H2H, "INFINIRT_MEMCPY_H2H != ANYRT_MEMCPY_KIND_H2H");
INFINI_COMPAT_STATIC_ASSERT((int)INFINIRT_MEMCPY_H2D == (int)ANYRT_MEMCPY_KIND_H2D, "INFINIRT_MEMCPY_H2D != ANYRT_MEMCPY_KIND_H2D");
INFINI_COMPAT_STATIC_ASSERT((int)INFINIRT_MEMCPY_D2H == (int)ANYRT_MEMCPY_KIND_D2H, "INFINIRT_MEMCPY_D2H != ANYRT_MEMCPY_KIND_D2H");
INFINI_COMPAT_STATIC_ASSERT((int)INFINIRT_MEMCPY_D2D == (int)ANYRT_MEMCPY_KIND_D2D, "INFINIRT_MEMCPY_D2D != ANYRT_MEMCPY_KIND_D2D");

/* InfiniCore's CPU device runs every call on the calling thread (it has no CPU streams), and its
 * programs use the results when the call returns; anyrt's cpu streams are queues. So such a call
 * waits for its stream before returning. Stream NULL names the current stream of the device the
 * call ran on, which (a handle made on another device) need not be the current device: then each
 * cpu device's current stream is waited for (an idle queue costs one check). */
static anyrt_status_t infinirt__complete_on_cpu(anyrt_status_t st, void *stream) {
    anyrt_device_kind_t kind;
    anyrt_capture_status_t capture = ANYRT_CAPTURE_STATUS_NONE;
    int index, count = 0;
    if (st != ANYRT_STATUS_SUCCESS || anyrt_get_device(&kind, &index) != ANYRT_STATUS_SUCCESS) return st;
    /* A capturing stream records the call instead of running it: there is nothing to wait for. */
    if (anyrt_stream_get_capture_status((anyrt_stream_t)stream, &capture) == ANYRT_STATUS_SUCCESS &&
        capture != ANYRT_CAPTURE_STATUS_NONE)
        return st;
    if (stream != NULL) return kind == ANYRT_DEVICE_KIND_CPU ? anyrt_synchronize_stream((anyrt_stream_t)stream) : st;
    if (anyrt_get_device_count(ANYRT_DEVICE_KIND_CPU, &count) != ANYRT_STATUS_SUCCESS) return st;
    for (int i = 0; i < count && st == ANYRT_STATUS_SUCCESS; ++i) {
        st = anyrt_set_device(ANYRT_DEVICE_KIND_CPU, i);
        if (st == ANYRT_STATUS_SUCCESS) st = anyrt_synchronize_stream(NULL);
    }
    anyrt_status_t back = anyrt_set_device(kind, index);
    return st != ANYRT_STATUS_SUCCESS ? st : back;
}

/* Whether a cpu device is current: there InfiniCore's device is std::malloc / std::free / std::memcpy,
 * so memory of either kind is freed by either free and zero sizes are fine (the `cpu:` rules of
 * spec/compat/infinicore.yaml). */
static int infinirt__cpu_current(void) {
    anyrt_device_kind_t kind;
    int index;
    return anyrt_get_device(&kind, &index) == ANYRT_STATUS_SUCCESS && kind == ANYRT_DEVICE_KIND_CPU;
}

static infiniStatus_t infinirt__status(anyrt_status_t st) {
    switch (st) {
    case ANYRT_STATUS_SUCCESS: return INFINI_STATUS_SUCCESS;
    case ANYRT_STATUS_WARNING: return INFINI_STATUS_SUCCESS;
    case ANYRT_STATUS_FAILED: return INFINI_STATUS_INTERNAL_ERROR;
    case ANYRT_STATUS_ERROR: return INFINI_STATUS_BAD_PARAM;
    case ANYRT_STATUS_INTERNAL_ERROR: return INFINI_STATUS_INTERNAL_ERROR;
    case ANYRT_STATUS_INVALID_VALUE: return INFINI_STATUS_BAD_PARAM;
    case ANYRT_STATUS_INVALID_HANDLE: return INFINI_STATUS_NULL_POINTER;
    case ANYRT_STATUS_INVALID_DEVICE: return INFINI_STATUS_DEVICE_NOT_FOUND;
    case ANYRT_STATUS_OUT_OF_MEMORY: return INFINI_STATUS_INTERNAL_ERROR;
    case ANYRT_STATUS_NOT_SUPPORTED: return INFINI_STATUS_NOT_IMPLEMENTED;
    case ANYRT_STATUS_NOT_READY: return INFINI_STATUS_INTERNAL_ERROR;
    case ANYRT_STATUS_NOT_INITIALIZED: return INFINI_STATUS_DEVICE_NOT_INITIALIZED;
    case ANYRT_STATUS_TIMEOUT: return INFINI_STATUS_INTERNAL_ERROR;
    case ANYRT_STATUS_BACKEND_NOT_FOUND: return INFINI_STATUS_DEVICE_TYPE_NOT_SUPPORTED;
    case ANYRT_STATUS_ABI_MISMATCH: return INFINI_STATUS_INTERNAL_ERROR;
    default: return INFINI_STATUS_INTERNAL_ERROR;
    }
}

__INFINI_C __export infiniStatus_t infinirtInit(void) {
    anyrt_status_t st = anyrt_init();
    return infinirt__status(st);
}

__INFINI_C __export infiniStatus_t infinirtGetAllDeviceCount(int* count_array) {
    if (count_array == NULL) return INFINI_STATUS_NULL_POINTER;
    int count_array_v[ANYRT_DEVICE_KIND_COUNT];
    anyrt_status_t st = anyrt_get_all_device_count(count_array_v);
    for (int i = 0; st == ANYRT_STATUS_SUCCESS && i < INFINI_DEVICE_TYPE_COUNT; ++i) count_array[i] = count_array_v[i];
    return infinirt__status(st);
}

__INFINI_C __export infiniStatus_t infinirtGetDeviceCount(infiniDevice_t device, int* count) {
    if (count == NULL) return INFINI_STATUS_NULL_POINTER;
    if ((int)device < 0 || (int)device >= (int)INFINI_DEVICE_TYPE_COUNT) return INFINI_STATUS_DEVICE_TYPE_NOT_SUPPORTED;
    anyrt_status_t st = anyrt_get_device_count((anyrt_device_kind_t)device, count);
    if (st == ANYRT_STATUS_BACKEND_NOT_FOUND && count) { *count = 0; st = ANYRT_STATUS_SUCCESS; }
    return infinirt__status(st);
}

__INFINI_C __export infiniStatus_t infinirtSetDevice(infiniDevice_t device, int device_id) {
    if ((int)device < 0 || (int)device >= (int)INFINI_DEVICE_TYPE_COUNT) return INFINI_STATUS_DEVICE_TYPE_NOT_SUPPORTED;
    anyrt_status_t st = anyrt_set_device((anyrt_device_kind_t)device, device_id);
    return infinirt__status(st);
}

__INFINI_C __export infiniStatus_t infinirtGetDevice(infiniDevice_t* device_ptr, int* device_id_ptr) {
    if (device_ptr == NULL && device_id_ptr == NULL) return INFINI_STATUS_NULL_POINTER;
    anyrt_device_kind_t device_ptr_v = (anyrt_device_kind_t)0;
    anyrt_status_t st = anyrt_get_device(device_ptr ? &device_ptr_v : NULL, device_id_ptr);
    if (st == ANYRT_STATUS_SUCCESS && device_ptr) *device_ptr = (infiniDevice_t)device_ptr_v;
    return infinirt__status(st);
}

__INFINI_C __export infiniStatus_t infinirtGetMemInfo(infiniDevice_t device, int device_id, size_t* free_bytes, size_t* total_bytes) {
    if (free_bytes == NULL || total_bytes == NULL) return INFINI_STATUS_NULL_POINTER;
    if ((int)device < 0 || (int)device >= (int)INFINI_DEVICE_TYPE_COUNT) return INFINI_STATUS_DEVICE_TYPE_NOT_SUPPORTED;
    anyrt_device_kind_t prev_kind;
    int prev_index;
    anyrt_status_t st = anyrt_get_device(&prev_kind, &prev_index);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_set_device((anyrt_device_kind_t)device, device_id);
    if (st == ANYRT_STATUS_SUCCESS) {
        st = anyrt_get_memory_info(free_bytes, total_bytes);
        anyrt_set_device(prev_kind, prev_index);
    }
    return infinirt__status(st);
}

__INFINI_C __export infiniStatus_t infinirtGetDeviceResourceSnapshot(infiniDevice_t device, int device_id, infinirtDeviceResourceSnapshot_t* snapshot) {
    if (snapshot == NULL) return INFINI_STATUS_NULL_POINTER;
    if ((int)device < 0 || (int)device >= (int)INFINI_DEVICE_TYPE_COUNT) return INFINI_STATUS_DEVICE_TYPE_NOT_SUPPORTED;
    size_t free_v = 0, total_v = 0;
    anyrt_device_kind_t prev_kind;
    int prev_index;
    anyrt_status_t st = anyrt_get_device(&prev_kind, &prev_index);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt_set_device((anyrt_device_kind_t)device, device_id);
    if (st == ANYRT_STATUS_SUCCESS) {
        st = anyrt_get_memory_info(&free_v, &total_v);
        anyrt_set_device(prev_kind, prev_index);
    }
    if (st == ANYRT_STATUS_SUCCESS) {
        memset(snapshot, 0, sizeof *snapshot);
        snapshot->device_type = device;
        snapshot->device_id = device_id;
        snapshot->valid_fields = INFINIRT_RESOURCE_FIELD_MEMORY_CAPACITY;
        snapshot->free_bytes = free_v;
        snapshot->total_bytes = total_v;
        snapshot->used_bytes = total_v - free_v;
    }
    return infinirt__status(st);
}

__INFINI_C __export infiniStatus_t infinirtDeviceSynchronize(void) {
    anyrt_status_t st = anyrt_synchronize_device();
    return infinirt__status(st);
}

__INFINI_C __export infiniStatus_t infinirtStreamCreate(infinirtStream_t* stream_ptr) {
    anyrt_stream_t stream_ptr_v = NULL;
    anyrt_status_t st = anyrt_create_stream(stream_ptr ? &stream_ptr_v : NULL);
    if (st == ANYRT_STATUS_SUCCESS && stream_ptr) *stream_ptr = (infinirtStream_t)(void*)stream_ptr_v;
    return infinirt__status(st);
}

__INFINI_C __export infiniStatus_t infinirtStreamDestroy(infinirtStream_t stream) {
    anyrt_status_t st = anyrt_destroy_stream((anyrt_stream_t)(void*)stream);
    return infinirt__status(st);
}

__INFINI_C __export infiniStatus_t infinirtStreamSynchronize(infinirtStream_t stream) {
    anyrt_status_t st = anyrt_synchronize_stream((anyrt_stream_t)(void*)stream);
    return infinirt__status(st);
}

__INFINI_C __export infiniStatus_t infinirtStreamWaitEvent(infinirtStream_t stream, infinirtEvent_t event) {
    anyrt_status_t st = anyrt_stream_wait_event((anyrt_stream_t)(void*)stream, (anyrt_event_t)(void*)event);
    return infinirt__status(st);
}

__INFINI_C __export infiniStatus_t infinirtEventCreate(infinirtEvent_t* event_ptr) {
    anyrt_event_t event_ptr_v = NULL;
    anyrt_status_t st = anyrt_create_event(event_ptr ? &event_ptr_v : NULL, 0);
    if (st == ANYRT_STATUS_SUCCESS && event_ptr) *event_ptr = (infinirtEvent_t)(void*)event_ptr_v;
    return infinirt__status(st);
}

__INFINI_C __export infiniStatus_t infinirtEventCreateWithFlags(infinirtEvent_t* event_ptr, uint32_t flags) {
    anyrt_event_t event_ptr_v = NULL;
    anyrt_status_t st = anyrt_create_event(event_ptr ? &event_ptr_v : NULL, (anyrt_event_flags_t)flags);
    if (st == ANYRT_STATUS_SUCCESS && event_ptr) *event_ptr = (infinirtEvent_t)(void*)event_ptr_v;
    return infinirt__status(st);
}

__INFINI_C __export infiniStatus_t infinirtEventRecord(infinirtEvent_t event, infinirtStream_t stream) {
    anyrt_status_t st = anyrt_record_event((anyrt_event_t)(void*)event, (anyrt_stream_t)(void*)stream);
    return infinirt__status(st);
}

__INFINI_C __export infiniStatus_t infinirtEventQuery(infinirtEvent_t event, infinirtEventStatus_t* status_ptr) {
    if (status_ptr == NULL) return INFINI_STATUS_NULL_POINTER;
    anyrt_status_t st = anyrt_query_event((anyrt_event_t)(void*)event);
    if (st == ANYRT_STATUS_SUCCESS) *status_ptr = INFINIRT_EVENT_COMPLETE;
    if (st == ANYRT_STATUS_NOT_READY) { *status_ptr = INFINIRT_EVENT_NOT_READY; st = ANYRT_STATUS_SUCCESS; }
    return infinirt__status(st);
}

__INFINI_C __export infiniStatus_t infinirtEventSynchronize(infinirtEvent_t event) {
    anyrt_status_t st = anyrt_synchronize_event((anyrt_event_t)(void*)event);
    return infinirt__status(st);
}

__INFINI_C __export infiniStatus_t infinirtEventDestroy(infinirtEvent_t event) {
    anyrt_status_t st = anyrt_destroy_event((anyrt_event_t)(void*)event);
    return infinirt__status(st);
}

__INFINI_C __export infiniStatus_t infinirtEventElapsedTime(float* ms_ptr, infinirtEvent_t start, infinirtEvent_t end) {
    anyrt_status_t st = anyrt_event_elapsed_time(ms_ptr, (anyrt_event_t)(void*)start, (anyrt_event_t)(void*)end);
    return infinirt__status(st);
}

__INFINI_C __export infiniStatus_t infinirtMalloc(void** p_ptr, size_t size) {
    if (size == 0 && infinirt__cpu_current()) size = 1; /* std::malloc(0) succeeds */
    anyrt_status_t st = anyrt_malloc(p_ptr, size);
    return infinirt__status(st);
}

__INFINI_C __export infiniStatus_t infinirtMallocHost(void** p_ptr, size_t size) {
    if (size == 0 && infinirt__cpu_current()) size = 1; /* std::malloc(0) succeeds */
    anyrt_status_t st = anyrt_malloc_host(p_ptr, size);
    return infinirt__status(st);
}

__INFINI_C __export infiniStatus_t infinirtFree(void* ptr) {
    if (ptr == NULL) return INFINI_STATUS_SUCCESS;
    anyrt_status_t st = anyrt_free(ptr);
    if (st == ANYRT_STATUS_INVALID_VALUE && infinirt__cpu_current()) { /* the other kind: std::free takes both */
        st = anyrt_free_host(ptr);
    }
    return infinirt__status(st);
}

__INFINI_C __export infiniStatus_t infinirtFreeHost(void* ptr) {
    if (ptr == NULL) return INFINI_STATUS_SUCCESS;
    anyrt_status_t st = anyrt_free_host(ptr);
    if (st == ANYRT_STATUS_INVALID_VALUE && infinirt__cpu_current()) { /* the other kind: std::free takes both */
        st = anyrt_free(ptr);
    }
    return infinirt__status(st);
}

__INFINI_C __export infiniStatus_t infinirtMemcpy(void* dst, const void* src, size_t size, infinirtMemcpyKind_t kind) {
    if (size == 0 && infinirt__cpu_current()) return INFINI_STATUS_SUCCESS;
    anyrt_status_t st = anyrt_memcpy(dst, src, size, (anyrt_memcpy_kind_t)kind);
    return infinirt__status(st);
}

__INFINI_C __export infiniStatus_t infinirtMemcpyAsync(void* dst, const void* src, size_t size, infinirtMemcpyKind_t kind, infinirtStream_t stream) {
    if (size == 0 && infinirt__cpu_current()) return INFINI_STATUS_SUCCESS;
    anyrt_status_t st = anyrt_memcpy_async(dst, src, size, (anyrt_memcpy_kind_t)kind, (anyrt_stream_t)(void*)stream);
    st = infinirt__complete_on_cpu(st, stream);
    return infinirt__status(st);
}

__INFINI_C __export infiniStatus_t infinirtMallocAsync(void** p_ptr, size_t size, infinirtStream_t stream) {
    if (size == 0 && infinirt__cpu_current()) size = 1; /* std::malloc(0) succeeds */
    anyrt_status_t st = anyrt_malloc_async(p_ptr, size, (anyrt_stream_t)(void*)stream);
    st = infinirt__complete_on_cpu(st, stream);
    return infinirt__status(st);
}

__INFINI_C __export infiniStatus_t infinirtFreeAsync(void* ptr, infinirtStream_t stream) {
    if (ptr == NULL) return INFINI_STATUS_SUCCESS;
    anyrt_status_t st = anyrt_free_async(ptr, (anyrt_stream_t)(void*)stream);
    st = infinirt__complete_on_cpu(st, stream);
    if (st == ANYRT_STATUS_INVALID_VALUE && infinirt__cpu_current()) { /* the other kind: std::free takes both */
        st = anyrt_synchronize_stream((anyrt_stream_t)(void*)stream);
        if (st == ANYRT_STATUS_SUCCESS) st = anyrt_free_host(ptr);
    }
    return infinirt__status(st);
}

__INFINI_C __export infiniStatus_t infinirtMemset(void* ptr, int value, size_t count) {
    if (count == 0 && infinirt__cpu_current()) return INFINI_STATUS_SUCCESS;
    anyrt_status_t st = anyrt_memset(ptr, (uint8_t)value, count);
    return infinirt__status(st);
}

__INFINI_C __export infiniStatus_t infinirtMemsetAsync(void* ptr, int value, size_t count, infinirtStream_t stream) {
    if (count == 0 && infinirt__cpu_current()) return INFINI_STATUS_SUCCESS;
    anyrt_status_t st = anyrt_memset_async(ptr, (uint8_t)value, count, (anyrt_stream_t)(void*)stream);
    st = infinirt__complete_on_cpu(st, stream);
    return infinirt__status(st);
}

__INFINI_C __export infiniStatus_t infinirtStreamBeginCapture(infinirtStream_t stream, infinirtStreamCaptureMode_t mode) {
    anyrt_status_t st = anyrt_stream_begin_capture((anyrt_stream_t)(void*)stream, (anyrt_capture_mode_t)mode);
    return infinirt__status(st);
}

__INFINI_C __export infiniStatus_t infinirtStreamEndCapture(infinirtStream_t stream, infinirtGraph_t* graph_ptr) {
    anyrt_graph_t graph_ptr_v = NULL;
    anyrt_status_t st = anyrt_stream_end_capture((anyrt_stream_t)(void*)stream, graph_ptr ? &graph_ptr_v : NULL);
    if (st == ANYRT_STATUS_SUCCESS && graph_ptr) *graph_ptr = (infinirtGraph_t)(void*)graph_ptr_v;
    return infinirt__status(st);
}

__INFINI_C __export infiniStatus_t infinirtGraphDestroy(infinirtGraph_t graph) {
    anyrt_status_t st = anyrt_graph_destroy((anyrt_graph_t)(void*)graph);
    return infinirt__status(st);
}

__INFINI_C __export infiniStatus_t infinirtGraphInstantiate(infinirtGraphExec_t* graph_exec_ptr, infinirtGraph_t graph, infinirtGraphNode_t* node_ptr, char* log_buffer, size_t buffer_size) {
    (void)node_ptr;
    (void)log_buffer;
    (void)buffer_size;
    anyrt_graph_exec_t graph_exec_ptr_v = NULL;
    anyrt_status_t st = anyrt_graph_instantiate(graph_exec_ptr ? &graph_exec_ptr_v : NULL, (anyrt_graph_t)(void*)graph);
    if (st == ANYRT_STATUS_SUCCESS && graph_exec_ptr) *graph_exec_ptr = (infinirtGraphExec_t)(void*)graph_exec_ptr_v;
    return infinirt__status(st);
}

__INFINI_C __export infiniStatus_t infinirtGraphExecDestroy(infinirtGraphExec_t graph_exec) {
    anyrt_status_t st = anyrt_graph_exec_destroy((anyrt_graph_exec_t)(void*)graph_exec);
    return infinirt__status(st);
}

__INFINI_C __export infiniStatus_t infinirtGraphLuanch(infinirtGraphExec_t graph_exec, infinirtStream_t stream) {
    anyrt_status_t st = anyrt_graph_launch((anyrt_graph_exec_t)(void*)graph_exec, (anyrt_stream_t)(void*)stream);
    return infinirt__status(st);
}
