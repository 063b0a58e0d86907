/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* The public C API: every call checks its arguments (spec `errors`), finds its backend and device
 * (spec `target`), runs anyrt__impl_<slot> (anyrt_route.c), then applies its effects (handle
 * wrap/retire, allocation registry, current device) and the layers (validation, tracing). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "anyrt_core.h"
#include "capture_private.h"

ANYRT_API anyrt_status_t anyrt_get_device_count(anyrt_device_kind_t kind, int* count) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_status_t st = anyrt__enter(&call, "get_device_count", ANYRT_SLOT_GET_DEVICE_COUNT, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"kind\":\"%s\"", anyrt__name_device_kind((int)kind));
    if (st == ANYRT_STATUS_SUCCESS && (count == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "count", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && (!anyrt__valid_device_kind((int)kind)))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "kind", "is not a valid device_kind (got %d)", (int)kind);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_kind(&call, &t, kind);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_get_device_count(&call, &t, count);
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE)) anyrt__trace_args(&call, "\"count\":%d", (int)(count ? *count : 0));
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_get_device_list(anyrt_device_kind_t kind, size_t* devices, size_t capacity) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_status_t st = anyrt__enter(&call, "get_device_list", ANYRT_SLOT_GET_DEVICE_LIST, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"kind\":\"%s\",\"capacity\":%zu", anyrt__name_device_kind((int)kind), (size_t)capacity);
    if (st == ANYRT_STATUS_SUCCESS && (devices == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "devices", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && (!anyrt__valid_device_kind((int)kind)))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "kind", "is not a valid device_kind (got %d)", (int)kind);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_kind(&call, &t, kind);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_get_device_list(&call, &t, devices, capacity);
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_set_device(anyrt_device_kind_t kind, int index) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_status_t st = anyrt__enter(&call, "set_device", ANYRT_SLOT_SET_DEVICE, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"kind\":\"%s\",\"index\":%d", anyrt__name_device_kind((int)kind), (int)index);
    if (st == ANYRT_STATUS_SUCCESS && (!anyrt__valid_device_kind((int)kind)))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "kind", "is not a valid device_kind (got %d)", (int)kind);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__check_device_index(&call, ANYRT_STATUS_INVALID_DEVICE, kind, "index", index);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_kind_index(&call, &t, kind, index);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_set_device(&call, &t);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__effect_set_current_device(&call, &t);
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_synchronize_device(void) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_status_t st = anyrt__enter(&call, "synchronize_device", ANYRT_SLOT_SYNCHRONIZE_DEVICE, 0);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_current(&call, &t);
    if (st == ANYRT_STATUS_SUCCESS && anyrt__capture_any()) st = anyrt__capture_refuse(&call, &t, ANYRT__CAPTURE_SYNC);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__check_blocking(&call, &t);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_synchronize_device(&call, &t);
    if (st == ANYRT_STATUS_SUCCESS || call.backend_ran) anyrt__race_host_waited(&call, &t);
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_get_compute_capability(size_t* capability) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_status_t st = anyrt__enter(&call, "get_compute_capability", ANYRT_SLOT_GET_COMPUTE_CAPABILITY, 0);
    if (st == ANYRT_STATUS_SUCCESS && (capability == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "capability", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_current(&call, &t);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_get_compute_capability(&call, &t, capability);
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE)) anyrt__trace_args(&call, "\"capability\":%zu", (size_t)(capability ? *capability : 0));
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_get_runtime_version(size_t* version) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_status_t st = anyrt__enter(&call, "get_runtime_version", ANYRT_SLOT_GET_RUNTIME_VERSION, 0);
    if (st == ANYRT_STATUS_SUCCESS && (version == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "version", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_current(&call, &t);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_get_runtime_version(&call, &t, version);
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE)) anyrt__trace_args(&call, "\"version\":%zu", (size_t)(version ? *version : 0));
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_get_driver_version(size_t* version) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_status_t st = anyrt__enter(&call, "get_driver_version", ANYRT_SLOT_GET_DRIVER_VERSION, 0);
    if (st == ANYRT_STATUS_SUCCESS && (version == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "version", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_current(&call, &t);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_get_driver_version(&call, &t, version);
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE)) anyrt__trace_args(&call, "\"version\":%zu", (size_t)(version ? *version : 0));
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_device_get_native_handle(void** handle) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_status_t st = anyrt__enter(&call, "device_get_native_handle", ANYRT_SLOT_DEVICE_GET_NATIVE_HANDLE, 0);
    if (st == ANYRT_STATUS_SUCCESS && (handle == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "handle", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_current(&call, &t);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_device_get_native_handle(&call, &t, handle);
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE)) anyrt__trace_args(&call, "\"handle\":\"%p\"", (const void*)(handle ? *handle : 0));
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_context_get_native_handle(void** handle) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_status_t st = anyrt__enter(&call, "context_get_native_handle", ANYRT_SLOT_CONTEXT_GET_NATIVE_HANDLE, 0);
    if (st == ANYRT_STATUS_SUCCESS && (handle == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "handle", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_current(&call, &t);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_context_get_native_handle(&call, &t, handle);
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE)) anyrt__trace_args(&call, "\"handle\":\"%p\"", (const void*)(handle ? *handle : 0));
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_malloc(void** ptr, size_t size) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_status_t st = anyrt__enter(&call, "malloc", ANYRT_SLOT_MALLOC, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"size\":%zu", (size_t)size);
    if (st == ANYRT_STATUS_SUCCESS && (ptr == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "ptr", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && (size == 0))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "size", "must not be 0");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_current(&call, &t);
    if (st == ANYRT_STATUS_SUCCESS && anyrt__capture_any()) st = anyrt__capture_refuse(&call, &t, ANYRT__CAPTURE_ALLOC);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_malloc(&call, &t, ptr, size);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__register_alloc(&call, &t, *ptr, size, ANYRT__MEM_DEVICE);
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE)) anyrt__trace_args(&call, "\"ptr\":\"%p\"", (const void*)(ptr ? *ptr : 0));
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_free(void* ptr) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    size_t size = 0;
    int ptr_claimed = 0; /* this call holds the release (a concurrent free or destroy is refused) */
    anyrt_status_t st = anyrt__enter(&call, "free", ANYRT_SLOT_FREE, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"ptr\":\"%p\"", (const void*)ptr);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_pointer(&call, &t, "ptr", ptr);
    if (st == ANYRT_STATUS_SUCCESS && anyrt__capture_any()) st = anyrt__capture_refuse(&call, &t, ANYRT__CAPTURE_ALLOC);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__lookup_release(&call, &t, "ptr", ptr, ANYRT__MEM_DEVICE, &size, &ptr_claimed);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_free(&call, &t, ptr, size);
    if (ptr_claimed) anyrt__end_release(ptr, st);
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_malloc_host(void** ptr, size_t size) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_status_t st = anyrt__enter(&call, "malloc_host", ANYRT_SLOT_MALLOC_HOST, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"size\":%zu", (size_t)size);
    if (st == ANYRT_STATUS_SUCCESS && (ptr == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "ptr", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && (size == 0))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "size", "must not be 0");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_current(&call, &t);
    if (st == ANYRT_STATUS_SUCCESS && anyrt__capture_any()) st = anyrt__capture_refuse(&call, &t, ANYRT__CAPTURE_ALLOC);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_malloc_host(&call, &t, ptr, size);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__register_alloc(&call, &t, *ptr, size, ANYRT__MEM_HOST);
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE)) anyrt__trace_args(&call, "\"ptr\":\"%p\"", (const void*)(ptr ? *ptr : 0));
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_free_host(void* ptr) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    size_t size = 0;
    int ptr_claimed = 0; /* this call holds the release (a concurrent free or destroy is refused) */
    anyrt_status_t st = anyrt__enter(&call, "free_host", ANYRT_SLOT_FREE_HOST, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"ptr\":\"%p\"", (const void*)ptr);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_pointer(&call, &t, "ptr", ptr);
    if (st == ANYRT_STATUS_SUCCESS && anyrt__capture_any()) st = anyrt__capture_refuse(&call, &t, ANYRT__CAPTURE_ALLOC);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__lookup_release(&call, &t, "ptr", ptr, ANYRT__MEM_HOST, &size, &ptr_claimed);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_free_host(&call, &t, ptr, size);
    if (ptr_claimed) anyrt__end_release(ptr, st);
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_malloc_unified(void** ptr, size_t size) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_status_t st = anyrt__enter(&call, "malloc_unified", ANYRT_SLOT_MALLOC_UNIFIED, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"size\":%zu", (size_t)size);
    if (st == ANYRT_STATUS_SUCCESS && (ptr == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "ptr", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && (size == 0))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "size", "must not be 0");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_current(&call, &t);
    if (st == ANYRT_STATUS_SUCCESS && anyrt__capture_any()) st = anyrt__capture_refuse(&call, &t, ANYRT__CAPTURE_ALLOC);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_malloc_unified(&call, &t, ptr, size);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__register_alloc(&call, &t, *ptr, size, ANYRT__MEM_UNIFIED);
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE)) anyrt__trace_args(&call, "\"ptr\":\"%p\"", (const void*)(ptr ? *ptr : 0));
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_free_unified(void* ptr) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    size_t size = 0;
    int ptr_claimed = 0; /* this call holds the release (a concurrent free or destroy is refused) */
    anyrt_status_t st = anyrt__enter(&call, "free_unified", ANYRT_SLOT_FREE_UNIFIED, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"ptr\":\"%p\"", (const void*)ptr);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_pointer(&call, &t, "ptr", ptr);
    if (st == ANYRT_STATUS_SUCCESS && anyrt__capture_any()) st = anyrt__capture_refuse(&call, &t, ANYRT__CAPTURE_ALLOC);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__lookup_release(&call, &t, "ptr", ptr, ANYRT__MEM_UNIFIED, &size, &ptr_claimed);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_free_unified(&call, &t, ptr, size);
    if (ptr_claimed) anyrt__end_release(ptr, st);
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_memcpy(void* dst, const void* src, size_t size, anyrt_memcpy_kind_t kind) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_status_t st = anyrt__enter(&call, "memcpy", ANYRT_SLOT_MEMCPY, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"dst\":\"%p\",\"src\":\"%p\",\"size\":%zu,\"kind\":\"%s\"", (const void*)dst, (const void*)src, (size_t)size, anyrt__name_memcpy_kind((int)kind));
    if (st == ANYRT_STATUS_SUCCESS && (dst == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "dst", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && (src == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "src", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && (!anyrt__valid_memcpy_kind((int)kind)))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "kind", "is not a valid memcpy_kind (got %d)", (int)kind);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_pointers(&call, &t, dst, src);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__prepare_infer_memcpy_kind(&call, &t, dst, src, &kind);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__validate_extent(&call, &t, "dst", dst, size, anyrt__copy_needs_device(kind, 1), -1, NULL);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__validate_extent(&call, &t, "src", src, size, anyrt__copy_needs_device(kind, 0), -1, NULL);
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_VALIDATE)) st = anyrt__race_check(&call, &t, "dst", dst, size, 1, 0);
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_VALIDATE)) st = anyrt__race_check(&call, &t, "src", src, size, 0, 0);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_memcpy(&call, &t, dst, src, size, kind);
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_VALIDATE)) anyrt__race_note(&call, &t, "dst", dst, size, 1, 0);
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_VALIDATE)) anyrt__race_note(&call, &t, "src", src, size, 0, 0);
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE)) anyrt__trace_args(&call, "\"kind_used\":\"%s\"", anyrt__name_memcpy_kind((int)kind));
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_memcpy_async(void* dst, const void* src, size_t size, anyrt_memcpy_kind_t kind, anyrt_stream_t stream) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_stream_t stream_raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "memcpy_async", ANYRT_SLOT_MEMCPY_ASYNC, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"dst\":\"%p\",\"src\":\"%p\",\"size\":%zu,\"kind\":\"%s\",\"stream\":\"%p\"", (const void*)dst, (const void*)src, (size_t)size, anyrt__name_memcpy_kind((int)kind), (const void*)stream);
    if (st == ANYRT_STATUS_SUCCESS && (dst == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "dst", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && (src == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "src", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && (!anyrt__valid_memcpy_kind((int)kind)))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "kind", "is not a valid memcpy_kind (got %d)", (int)kind);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_stream(&call, &t, "stream", stream, &stream_raw);
    /* recorded calls run at each launch, on its stream: the race clocks learn nothing from the capture */
    const int recording = anyrt__capture_any() && anyrt__capturing(&call);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__prepare_infer_memcpy_kind(&call, &t, dst, src, &kind);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__validate_extent(&call, &t, "dst", dst, size, anyrt__copy_needs_device(kind, 1), -1, "stream");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__validate_extent(&call, &t, "src", src, size, anyrt__copy_needs_device(kind, 0), -1, "stream");
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) st = anyrt__race_check(&call, &t, "dst", dst, size, 1, 1);
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) st = anyrt__race_check(&call, &t, "src", src, size, 0, 1);
    void* task = st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE) ? anyrt__task_begin(&call, &t, stream_raw) : NULL;
    if (st == ANYRT_STATUS_SUCCESS && recording) /* recorded, not run */
        st = anyrt__record_memcpy_async(&call, &t, dst, src, size, kind, stream_raw);
    else if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_memcpy_async(&call, &t, dst, src, size, kind, stream_raw);
    if (task) anyrt__task_end(&call, &t, stream_raw, task, st);
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) anyrt__race_note(&call, &t, "dst", dst, size, 1, 1);
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) anyrt__race_note(&call, &t, "src", src, size, 0, 1);
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE)) anyrt__trace_args(&call, "\"kind_used\":\"%s\"", anyrt__name_memcpy_kind((int)kind));
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_memcpy_peer(void* dst, int dst_device, const void* src, int src_device, size_t size) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_status_t st = anyrt__enter(&call, "memcpy_peer", ANYRT_SLOT_MEMCPY_PEER, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"dst\":\"%p\",\"dst_device\":%d,\"src\":\"%p\",\"src_device\":%d,\"size\":%zu", (const void*)dst, (int)dst_device, (const void*)src, (int)src_device, (size_t)size);
    if (st == ANYRT_STATUS_SUCCESS && (dst == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "dst", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && (src == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "src", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__check_device_index(&call, ANYRT_STATUS_INVALID_DEVICE, anyrt__current_kind(), "dst_device", dst_device);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__check_device_index(&call, ANYRT_STATUS_INVALID_DEVICE, anyrt__current_kind(), "src_device", src_device);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_index(&call, &t, dst_device);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__validate_extent(&call, &t, "dst", dst, size, 1, dst_device, NULL);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__validate_extent(&call, &t, "src", src, size, 1, src_device, NULL);
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_VALIDATE)) st = anyrt__race_check(&call, &t, "dst", dst, size, 1, 0);
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_VALIDATE)) st = anyrt__race_check(&call, &t, "src", src, size, 0, 0);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_memcpy_peer(&call, &t, dst, src, src_device, size);
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_VALIDATE)) anyrt__race_note(&call, &t, "dst", dst, size, 1, 0);
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_VALIDATE)) anyrt__race_note(&call, &t, "src", src, size, 0, 0);
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_memcpy_peer_async(void* dst, int dst_device, const void* src, int src_device, size_t size, anyrt_stream_t stream) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_stream_t stream_raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "memcpy_peer_async", ANYRT_SLOT_MEMCPY_PEER_ASYNC, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"dst\":\"%p\",\"dst_device\":%d,\"src\":\"%p\",\"src_device\":%d,\"size\":%zu,\"stream\":\"%p\"", (const void*)dst, (int)dst_device, (const void*)src, (int)src_device, (size_t)size, (const void*)stream);
    if (st == ANYRT_STATUS_SUCCESS && (dst == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "dst", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && (src == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "src", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__check_device_index(&call, ANYRT_STATUS_INVALID_DEVICE, anyrt__current_kind(), "dst_device", dst_device);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__check_device_index(&call, ANYRT_STATUS_INVALID_DEVICE, anyrt__current_kind(), "src_device", src_device);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_stream(&call, &t, "stream", stream, &stream_raw);
    /* recorded calls run at each launch, on its stream: the race clocks learn nothing from the capture */
    const int recording = anyrt__capture_any() && anyrt__capturing(&call);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__validate_extent(&call, &t, "dst", dst, size, 1, dst_device, "stream");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__validate_extent(&call, &t, "src", src, size, 1, src_device, "stream");
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) st = anyrt__race_check(&call, &t, "dst", dst, size, 1, 1);
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) st = anyrt__race_check(&call, &t, "src", src, size, 0, 1);
    void* task = st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE) ? anyrt__task_begin(&call, &t, stream_raw) : NULL;
    if (st == ANYRT_STATUS_SUCCESS && recording) /* recorded, not run */
        st = anyrt__record_memcpy_peer_async(&call, &t, dst, dst_device, src, src_device, size, stream_raw);
    else if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_memcpy_peer_async(&call, &t, dst, dst_device, src, src_device, size, stream_raw);
    if (task) anyrt__task_end(&call, &t, stream_raw, task, st);
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) anyrt__race_note(&call, &t, "dst", dst, size, 1, 1);
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) anyrt__race_note(&call, &t, "src", src, size, 0, 1);
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_memset(void* ptr, uint8_t value, size_t size) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_status_t st = anyrt__enter(&call, "memset", ANYRT_SLOT_MEMSET, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"ptr\":\"%p\",\"value\":%u,\"size\":%zu", (const void*)ptr, (unsigned)value, (size_t)size);
    if (st == ANYRT_STATUS_SUCCESS && (ptr == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "ptr", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_pointer(&call, &t, "ptr", ptr);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__validate_extent(&call, &t, "ptr", ptr, size, 2, -1, NULL);
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_VALIDATE)) st = anyrt__race_check(&call, &t, "ptr", ptr, size, 1, 0);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_memset(&call, &t, ptr, value, size);
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_VALIDATE)) anyrt__race_note(&call, &t, "ptr", ptr, size, 1, 0);
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_memset_async(void* ptr, uint8_t value, size_t size, anyrt_stream_t stream) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_stream_t stream_raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "memset_async", ANYRT_SLOT_MEMSET_ASYNC, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"ptr\":\"%p\",\"value\":%u,\"size\":%zu,\"stream\":\"%p\"", (const void*)ptr, (unsigned)value, (size_t)size, (const void*)stream);
    if (st == ANYRT_STATUS_SUCCESS && (ptr == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "ptr", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_stream(&call, &t, "stream", stream, &stream_raw);
    /* recorded calls run at each launch, on its stream: the race clocks learn nothing from the capture */
    const int recording = anyrt__capture_any() && anyrt__capturing(&call);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__validate_extent(&call, &t, "ptr", ptr, size, 2, -1, "stream");
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) st = anyrt__race_check(&call, &t, "ptr", ptr, size, 1, 1);
    void* task = st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE) ? anyrt__task_begin(&call, &t, stream_raw) : NULL;
    if (st == ANYRT_STATUS_SUCCESS && recording) /* recorded, not run */
        st = anyrt__record_memset_async(&call, &t, ptr, value, size, stream_raw);
    else if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_memset_async(&call, &t, ptr, value, size, stream_raw);
    if (task) anyrt__task_end(&call, &t, stream_raw, task, st);
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) anyrt__race_note(&call, &t, "ptr", ptr, size, 1, 1);
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_get_memory_info(size_t* free_bytes, size_t* total_bytes) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_status_t st = anyrt__enter(&call, "get_memory_info", ANYRT_SLOT_GET_MEMORY_INFO, 0);
    if (st == ANYRT_STATUS_SUCCESS && (free_bytes == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "free_bytes", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && (total_bytes == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "total_bytes", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_current(&call, &t);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_get_memory_info(&call, &t, free_bytes, total_bytes);
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE)) anyrt__trace_args(&call, "\"free_bytes\":%zu,\"total_bytes\":%zu", (size_t)(free_bytes ? *free_bytes : 0), (size_t)(total_bytes ? *total_bytes : 0));
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_min_chunk_size(size_t* size) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_status_t st = anyrt__enter(&call, "min_chunk_size", ANYRT_SLOT_MIN_CHUNK_SIZE, 0);
    if (st == ANYRT_STATUS_SUCCESS && (size == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "size", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_current(&call, &t);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_min_chunk_size(&call, &t, size);
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE)) anyrt__trace_args(&call, "\"size\":%zu", (size_t)(size ? *size : 0));
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_max_chunk_size(size_t* size) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_status_t st = anyrt__enter(&call, "max_chunk_size", ANYRT_SLOT_MAX_CHUNK_SIZE, 0);
    if (st == ANYRT_STATUS_SUCCESS && (size == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "size", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_current(&call, &t);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_max_chunk_size(&call, &t, size);
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE)) anyrt__trace_args(&call, "\"size\":%zu", (size_t)(size ? *size : 0));
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_max_alloc_size(size_t* size) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_status_t st = anyrt__enter(&call, "max_alloc_size", ANYRT_SLOT_MAX_ALLOC_SIZE, 0);
    if (st == ANYRT_STATUS_SUCCESS && (size == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "size", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_current(&call, &t);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_max_alloc_size(&call, &t, size);
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE)) anyrt__trace_args(&call, "\"size\":%zu", (size_t)(size ? *size : 0));
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_extra_padding_size(size_t* size) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_status_t st = anyrt__enter(&call, "extra_padding_size", ANYRT_SLOT_EXTRA_PADDING_SIZE, 0);
    if (st == ANYRT_STATUS_SUCCESS && (size == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "size", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_current(&call, &t);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_extra_padding_size(&call, &t, size);
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE)) anyrt__trace_args(&call, "\"size\":%zu", (size_t)(size ? *size : 0));
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_init_alloc_size(size_t* size) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_status_t st = anyrt__enter(&call, "init_alloc_size", ANYRT_SLOT_INIT_ALLOC_SIZE, 0);
    if (st == ANYRT_STATUS_SUCCESS && (size == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "size", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_current(&call, &t);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_init_alloc_size(&call, &t, size);
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE)) anyrt__trace_args(&call, "\"size\":%zu", (size_t)(size ? *size : 0));
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_realloc_size(size_t* size) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_status_t st = anyrt__enter(&call, "realloc_size", ANYRT_SLOT_REALLOC_SIZE, 0);
    if (st == ANYRT_STATUS_SUCCESS && (size == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "size", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_current(&call, &t);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_realloc_size(&call, &t, size);
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE)) anyrt__trace_args(&call, "\"size\":%zu", (size_t)(size ? *size : 0));
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_malloc_async(void** ptr, size_t size, anyrt_stream_t stream) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_stream_t stream_raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "malloc_async", ANYRT_SLOT_MALLOC_ASYNC, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"size\":%zu,\"stream\":\"%p\"", (size_t)size, (const void*)stream);
    if (st == ANYRT_STATUS_SUCCESS && (ptr == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "ptr", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && (size == 0))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "size", "must not be 0");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_stream(&call, &t, "stream", stream, &stream_raw);
    /* recorded calls run at each launch, on its stream: the race clocks learn nothing from the capture */
    const int recording = anyrt__capture_any() && anyrt__capturing(&call);
    void* task = st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE) ? anyrt__task_begin(&call, &t, stream_raw) : NULL;
    if (st == ANYRT_STATUS_SUCCESS && recording) /* recorded, not run */
        st = anyrt__record_malloc_async(&call, &t, ptr, size, stream_raw);
    else if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_malloc_async(&call, &t, ptr, size, stream_raw);
    if (task) anyrt__task_end(&call, &t, stream_raw, task, st);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__register_alloc(&call, &t, *ptr, size, ANYRT__MEM_DEVICE);
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE)) anyrt__trace_args(&call, "\"ptr\":\"%p\"", (const void*)(ptr ? *ptr : 0));
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_free_async(void* ptr, anyrt_stream_t stream) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_stream_t stream_raw = NULL;
    size_t size = 0;
    int ptr_claimed = 0; /* this call holds the release (a concurrent free or destroy is refused) */
    anyrt_status_t st = anyrt__enter(&call, "free_async", ANYRT_SLOT_FREE_ASYNC, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"ptr\":\"%p\",\"stream\":\"%p\"", (const void*)ptr, (const void*)stream);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_stream(&call, &t, "stream", stream, &stream_raw);
    /* recorded calls run at each launch, on its stream: the race clocks learn nothing from the capture */
    const int recording = anyrt__capture_any() && anyrt__capturing(&call);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__lookup_release(&call, &t, "ptr", ptr, ANYRT__MEM_DEVICE, &size, &ptr_claimed);
    void* task = st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE) ? anyrt__task_begin(&call, &t, stream_raw) : NULL;
    if (st == ANYRT_STATUS_SUCCESS && recording) /* recorded, not run */
        st = anyrt__record_free_async(&call, &t, ptr, size, stream_raw);
    else if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_free_async(&call, &t, ptr, size, stream_raw);
    if (task) anyrt__task_end(&call, &t, stream_raw, task, st);
    if (ptr_claimed) anyrt__end_release(ptr, st);
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_create_stream(anyrt_stream_t* stream) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_stream_t stream_raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "create_stream", ANYRT_SLOT_CREATE_STREAM, 0);
    if (st == ANYRT_STATUS_SUCCESS && (stream == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "stream", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_current(&call, &t);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_create_stream(&call, &t, &stream_raw);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__wrap(&call, ANYRT__HANDLE_STREAM, t.backend, t.device, stream_raw, (void**)stream);
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE)) anyrt__trace_args(&call, "\"stream\":\"%p\"", (const void*)(stream ? *stream : 0));
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_destroy_stream(anyrt_stream_t stream) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_stream_t stream_raw = NULL;
    int stream_claimed = 0; /* this call holds the release (a concurrent free or destroy is refused) */
    anyrt_status_t st = anyrt__enter(&call, "destroy_stream", ANYRT_SLOT_DESTROY_STREAM, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"stream\":\"%p\"", (const void*)stream);
    if (st == ANYRT_STATUS_SUCCESS && (stream == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_HANDLE, "stream", "must be a stream the caller created, not NULL (the default stream is never destroyed)");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_stream(&call, &t, "stream", stream, &stream_raw);
    if (st == ANYRT_STATUS_SUCCESS && anyrt__capture_any()) st = anyrt__capture_refuse(&call, &t, ANYRT__CAPTURE_SYNC);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__claim_handle(&call, "stream", stream, &stream_claimed);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__check_blocking(&call, &t);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_destroy_stream(&call, &t, stream_raw);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__retire_stream(&call, stream);
    if (stream_claimed && st != ANYRT_STATUS_SUCCESS) anyrt__unclaim_handle(stream);
    if (st == ANYRT_STATUS_SUCCESS || call.backend_ran) anyrt__race_host_waited(&call, &t);
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_query_stream(anyrt_stream_t stream) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_stream_t stream_raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "query_stream", ANYRT_SLOT_QUERY_STREAM, 1);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"stream\":\"%p\"", (const void*)stream);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_stream(&call, &t, "stream", stream, &stream_raw);
    if (st == ANYRT_STATUS_SUCCESS && anyrt__capture_any()) st = anyrt__capture_refuse(&call, &t, ANYRT__CAPTURE_QUERY);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_query_stream(&call, &t, stream_raw);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__effect_note_completion(&call, &t);
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_synchronize_stream(anyrt_stream_t stream) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_stream_t stream_raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "synchronize_stream", ANYRT_SLOT_SYNCHRONIZE_STREAM, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"stream\":\"%p\"", (const void*)stream);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_stream(&call, &t, "stream", stream, &stream_raw);
    if (st == ANYRT_STATUS_SUCCESS && anyrt__capture_any()) st = anyrt__capture_refuse(&call, &t, ANYRT__CAPTURE_SYNC);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__check_blocking(&call, &t);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_synchronize_stream(&call, &t, stream_raw);
    if (st == ANYRT_STATUS_SUCCESS || call.backend_ran) anyrt__race_host_waited(&call, &t);
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_stream_add_callback(anyrt_stream_t stream, anyrt_host_fn_t fn, void* user_data) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_stream_t stream_raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "stream_add_callback", ANYRT_SLOT_STREAM_ADD_CALLBACK, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"stream\":\"%p\",\"user_data\":\"%p\"", (const void*)stream, (const void*)user_data);
    if (st == ANYRT_STATUS_SUCCESS && (fn == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "fn", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_stream(&call, &t, "stream", stream, &stream_raw);
    /* recorded calls run at each launch, on its stream: the race clocks learn nothing from the capture */
    const int recording = anyrt__capture_any() && anyrt__capturing(&call);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__prepare_wrap_host_fn(&call, &t, &fn, &user_data);
    void* task = st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE) ? anyrt__task_begin(&call, &t, stream_raw) : NULL;
    if (st == ANYRT_STATUS_SUCCESS && recording) /* recorded, not run */
        st = anyrt__record_stream_add_callback(&call, &t, stream_raw, fn, user_data);
    else if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_stream_add_callback(&call, &t, stream_raw, fn, user_data);
    if (task) anyrt__task_end(&call, &t, stream_raw, task, st);
    if (st != ANYRT_STATUS_SUCCESS) anyrt__unwrap_host_fn(fn, user_data);
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_stream_wait_event(anyrt_stream_t stream, anyrt_event_t event) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_stream_t stream_raw = NULL;
    anyrt_backend_event_t event_raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "stream_wait_event", ANYRT_SLOT_STREAM_WAIT_EVENT, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"stream\":\"%p\",\"event\":\"%p\"", (const void*)stream, (const void*)event);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_stream(&call, &t, "stream", stream, &stream_raw);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__unwrap_event(&call, &t, "event", event, 0, 0, &event_raw);
    /* recorded calls run at each launch, on its stream: the race clocks learn nothing from the capture */
    const int recording = anyrt__capture_any() && anyrt__capturing(&call);
    void* task = st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE) ? anyrt__task_begin(&call, &t, stream_raw) : NULL;
    if (st == ANYRT_STATUS_SUCCESS && recording) /* recorded, not run */
        st = anyrt__record_stream_wait_event(&call, &t, stream_raw, event_raw);
    else if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_stream_wait_event(&call, &t, stream_raw, event_raw);
    /* a backend's own capture references it too: the core holds it for that graph (capture.c) */
    if (st == ANYRT_STATUS_SUCCESS && !recording && anyrt__capture_any())
        st = anyrt__capture_native_hold(&call, &t, ANYRT__HANDLE_EVENT, event_raw);
    if (task) anyrt__task_end(&call, &t, stream_raw, task, st);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__effect_note_stream_wait(&call, &t);
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_stream_get_native_handle(anyrt_stream_t stream, void** handle) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_stream_t stream_raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "stream_get_native_handle", ANYRT_SLOT_STREAM_GET_NATIVE_HANDLE, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"stream\":\"%p\"", (const void*)stream);
    if (st == ANYRT_STATUS_SUCCESS && (handle == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "handle", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_stream(&call, &t, "stream", stream, &stream_raw);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_stream_get_native_handle(&call, &t, stream_raw, handle);
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE)) anyrt__trace_args(&call, "\"handle\":\"%p\"", (const void*)(handle ? *handle : 0));
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_create_stream_with_priority(anyrt_stream_t* stream, int priority) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_stream_t stream_raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "create_stream_with_priority", ANYRT_SLOT_CREATE_STREAM_WITH_PRIORITY, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"priority\":%d", (int)priority);
    if (st == ANYRT_STATUS_SUCCESS && (stream == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "stream", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_current(&call, &t);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_create_stream_with_priority(&call, &t, &stream_raw, priority);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__wrap(&call, ANYRT__HANDLE_STREAM, t.backend, t.device, stream_raw, (void**)stream);
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE)) anyrt__trace_args(&call, "\"stream\":\"%p\"", (const void*)(stream ? *stream : 0));
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_get_stream_priority_range(int* least, int* greatest) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_status_t st = anyrt__enter(&call, "get_stream_priority_range", ANYRT_SLOT_GET_STREAM_PRIORITY_RANGE, 0);
    if (st == ANYRT_STATUS_SUCCESS && (least == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "least", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && (greatest == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "greatest", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_current(&call, &t);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_get_stream_priority_range(&call, &t, least, greatest);
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE)) anyrt__trace_args(&call, "\"least\":%d,\"greatest\":%d", (int)(least ? *least : 0), (int)(greatest ? *greatest : 0));
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_get_stream_priority(anyrt_stream_t stream, int* priority) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_stream_t stream_raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "get_stream_priority", ANYRT_SLOT_GET_STREAM_PRIORITY, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"stream\":\"%p\"", (const void*)stream);
    if (st == ANYRT_STATUS_SUCCESS && (priority == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "priority", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_stream(&call, &t, "stream", stream, &stream_raw);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_get_stream_priority(&call, &t, stream_raw, priority);
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE)) anyrt__trace_args(&call, "\"priority\":%d", (int)(priority ? *priority : 0));
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_create_event(anyrt_event_t* event, anyrt_event_flags_t flags) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_event_t event_raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "create_event", ANYRT_SLOT_CREATE_EVENT, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"flags\":%d", (int)flags);
    if (st == ANYRT_STATUS_SUCCESS && (event == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "event", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && (!anyrt__valid_event_flags((int)flags)))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "flags", "is not a valid event_flags (got %d)", (int)flags);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_current(&call, &t);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_create_event(&call, &t, &event_raw, flags);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__wrap(&call, ANYRT__HANDLE_EVENT, t.backend, t.device, event_raw, (void**)event);
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE)) anyrt__trace_args(&call, "\"event\":\"%p\"", (const void*)(event ? *event : 0));
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_destroy_event(anyrt_event_t event) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_event_t event_raw = NULL;
    int event_claimed = 0; /* this call holds the release (a concurrent free or destroy is refused) */
    anyrt_status_t st = anyrt__enter(&call, "destroy_event", ANYRT_SLOT_DESTROY_EVENT, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"event\":\"%p\"", (const void*)event);
    if (st == ANYRT_STATUS_SUCCESS && (event == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_HANDLE, "event", "must be a event the caller created, not NULL (the default event is never destroyed)");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_event(&call, &t, "event", event, &event_raw);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__claim_handle(&call, "event", event, &event_claimed);
    /* a graph that holds it destroys it with the graph (capture.c): the handle dies now all the same */
    if (st == ANYRT_STATUS_SUCCESS && !anyrt__capture_keeps(ANYRT__HANDLE_EVENT, t.backend, t.device, event_raw))
        st = anyrt__impl_destroy_event(&call, &t, event_raw);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__retire_event(&call, event);
    if (event_claimed && st != ANYRT_STATUS_SUCCESS) anyrt__unclaim_handle(event);
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_record_event(anyrt_event_t event, anyrt_stream_t stream) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_event_t event_raw = NULL;
    anyrt_backend_stream_t stream_raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "record_event", ANYRT_SLOT_RECORD_EVENT, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"event\":\"%p\",\"stream\":\"%p\"", (const void*)event, (const void*)stream);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_event(&call, &t, "event", event, &event_raw);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__unwrap_stream(&call, &t, "stream", stream, 1, 1, &stream_raw);
    /* recorded calls run at each launch, on its stream: the race clocks learn nothing from the capture */
    const int recording = anyrt__capture_any() && anyrt__capturing(&call);
    void* task = st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE) ? anyrt__task_begin(&call, &t, stream_raw) : NULL;
    if (st == ANYRT_STATUS_SUCCESS && recording) /* recorded, not run */
        st = anyrt__record_record_event(&call, &t, event_raw, stream_raw);
    else if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_record_event(&call, &t, event_raw, stream_raw);
    /* a backend's own capture references it too: the core holds it for that graph (capture.c) */
    if (st == ANYRT_STATUS_SUCCESS && !recording && anyrt__capture_any())
        st = anyrt__capture_native_hold(&call, &t, ANYRT__HANDLE_EVENT, event_raw);
    if (task) anyrt__task_end(&call, &t, stream_raw, task, st);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__effect_note_event_record(&call, &t);
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_query_event(anyrt_event_t event) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_event_t event_raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "query_event", ANYRT_SLOT_QUERY_EVENT, 1);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"event\":\"%p\"", (const void*)event);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_event(&call, &t, "event", event, &event_raw);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_query_event(&call, &t, event_raw);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__effect_note_completion(&call, &t);
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_synchronize_event(anyrt_event_t event) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_event_t event_raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "synchronize_event", ANYRT_SLOT_SYNCHRONIZE_EVENT, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"event\":\"%p\"", (const void*)event);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_event(&call, &t, "event", event, &event_raw);
    if (st == ANYRT_STATUS_SUCCESS && anyrt__capture_any()) st = anyrt__capture_refuse(&call, &t, ANYRT__CAPTURE_SYNC);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__check_blocking(&call, &t);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_synchronize_event(&call, &t, event_raw);
    if (st == ANYRT_STATUS_SUCCESS || call.backend_ran) anyrt__race_host_waited(&call, &t);
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_event_elapsed_time(float* ms, anyrt_event_t start, anyrt_event_t end) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_event_t start_raw = NULL;
    anyrt_backend_event_t end_raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "event_elapsed_time", ANYRT_SLOT_EVENT_ELAPSED_TIME, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"start\":\"%p\",\"end\":\"%p\"", (const void*)start, (const void*)end);
    if (st == ANYRT_STATUS_SUCCESS && (ms == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "ms", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_event(&call, &t, "start", start, &start_raw);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__unwrap_event(&call, &t, "end", end, 0, 1, &end_raw);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_event_elapsed_time(&call, &t, ms, start_raw, end_raw);
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE)) anyrt__trace_args(&call, "\"ms\":%g", (double)(ms ? *ms : 0));
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_get_unique_id(anyrt_unique_id_t* id) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_status_t st = anyrt__enter(&call, "get_unique_id", ANYRT_SLOT_GET_UNIQUE_ID, 0);
    if (st == ANYRT_STATUS_SUCCESS && (id == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "id", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_current(&call, &t);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_get_unique_id(&call, &t, id);
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_comm_init_all(anyrt_device_kind_t kind, anyrt_comm_t* comms, int ndevice, const int* device_ids) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_comm_t* comms_raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "comm_init_all", ANYRT_SLOT_COMM_INIT_ALL, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"kind\":\"%s\",\"ndevice\":%d,\"device_ids\":\"%p\"", anyrt__name_device_kind((int)kind), (int)ndevice, (const void*)device_ids);
    if (st == ANYRT_STATUS_SUCCESS && (comms == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "comms", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && (!anyrt__valid_device_kind((int)kind)))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "kind", "is not a valid device_kind (got %d)", (int)kind);
    if (st == ANYRT_STATUS_SUCCESS && (ndevice <= 0))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "ndevice", "must be positive (got %d)", (int)ndevice);
    if (st == ANYRT_STATUS_SUCCESS && (device_ids == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "device_ids", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_kind(&call, &t, kind);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__alloc_scratch(&call, (void**)&comms_raw, (size_t)ndevice, sizeof *comms_raw);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_comm_init_all(&call, &t, comms_raw, ndevice, device_ids);
    for (int i = 0; st == ANYRT_STATUS_SUCCESS && i < ndevice; ++i) st = anyrt__wrap(&call, ANYRT__HANDLE_COMM, t.backend, device_ids[i], comms_raw[i], (void**)&comms[i]);
    free(comms_raw);
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_comm_init_rank(anyrt_comm_t* comm, int nranks, anyrt_unique_id_t id, int rank) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_comm_t comm_raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "comm_init_rank", ANYRT_SLOT_COMM_INIT_RANK, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"nranks\":%d,\"rank\":%d", (int)nranks, (int)rank);
    if (st == ANYRT_STATUS_SUCCESS && (comm == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "comm", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && (nranks <= 0))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "nranks", "must be positive (got %d)", (int)nranks);
    if (st == ANYRT_STATUS_SUCCESS && (rank < 0))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "rank", "must not be negative (got %d)", (int)rank);
    if (st == ANYRT_STATUS_SUCCESS && (rank >= nranks))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "rank", "must be below nranks (got %d)", (int)rank);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_current(&call, &t);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_comm_init_rank(&call, &t, &comm_raw, nranks, id, rank);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__wrap(&call, ANYRT__HANDLE_COMM, t.backend, t.device, comm_raw, (void**)comm);
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE)) anyrt__trace_args(&call, "\"comm\":\"%p\"", (const void*)(comm ? *comm : 0));
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_comm_init_mpi(anyrt_comm_t* comm, const void* mpi_comm, size_t mpi_comm_size) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_comm_t comm_raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "comm_init_mpi", ANYRT_SLOT_COMM_INIT_MPI, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"mpi_comm\":\"%p\",\"mpi_comm_size\":%zu", (const void*)mpi_comm, (size_t)mpi_comm_size);
    if (st == ANYRT_STATUS_SUCCESS && (comm == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "comm", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && (mpi_comm == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "mpi_comm", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && (mpi_comm_size == 0))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "mpi_comm_size", "must not be 0");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_current(&call, &t);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_comm_init_mpi(&call, &t, &comm_raw, mpi_comm, mpi_comm_size);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__wrap(&call, ANYRT__HANDLE_COMM, t.backend, t.device, comm_raw, (void**)comm);
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE)) anyrt__trace_args(&call, "\"comm\":\"%p\"", (const void*)(comm ? *comm : 0));
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_comm_destroy(anyrt_comm_t comm) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_comm_t comm_raw = NULL;
    int comm_claimed = 0; /* this call holds the release (a concurrent free or destroy is refused) */
    anyrt_status_t st = anyrt__enter(&call, "comm_destroy", ANYRT_SLOT_COMM_DESTROY, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"comm\":\"%p\"", (const void*)comm);
    if (st == ANYRT_STATUS_SUCCESS && (comm == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_HANDLE, "comm", "must be a comm the caller created, not NULL (the default comm is never destroyed)");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_comm(&call, &t, "comm", comm, &comm_raw);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__claim_handle(&call, "comm", comm, &comm_claimed);
    /* a graph that holds it destroys it with the graph (capture.c): the handle dies now all the same */
    if (st == ANYRT_STATUS_SUCCESS && !anyrt__capture_keeps(ANYRT__HANDLE_COMM, t.backend, t.device, comm_raw))
        st = anyrt__impl_comm_destroy(&call, &t, comm_raw);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__retire_comm(&call, comm);
    if (comm_claimed && st != ANYRT_STATUS_SUCCESS) anyrt__unclaim_handle(comm);
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_comm_rank(anyrt_comm_t comm, int* rank) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_comm_t comm_raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "comm_rank", ANYRT_SLOT_COMM_RANK, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"comm\":\"%p\"", (const void*)comm);
    if (st == ANYRT_STATUS_SUCCESS && (rank == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "rank", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_comm(&call, &t, "comm", comm, &comm_raw);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_comm_rank(&call, &t, comm_raw, rank);
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE)) anyrt__trace_args(&call, "\"rank\":%d", (int)(rank ? *rank : 0));
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_comm_size(anyrt_comm_t comm, int* size) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_comm_t comm_raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "comm_size", ANYRT_SLOT_COMM_SIZE, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"comm\":\"%p\"", (const void*)comm);
    if (st == ANYRT_STATUS_SUCCESS && (size == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "size", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_comm(&call, &t, "comm", comm, &comm_raw);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_comm_size(&call, &t, comm_raw, size);
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE)) anyrt__trace_args(&call, "\"size\":%d", (int)(size ? *size : 0));
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_all_reduce(const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, anyrt_reduce_op_t op, anyrt_comm_t comm, anyrt_stream_t stream) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_comm_t comm_raw = NULL;
    anyrt_backend_stream_t stream_raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "all_reduce", ANYRT_SLOT_ALL_REDUCE, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"sendbuf\":\"%p\",\"recvbuf\":\"%p\",\"count\":%zu,\"dtype\":\"%s\",\"op\":\"%s\",\"comm\":\"%p\",\"stream\":\"%p\"", (const void*)sendbuf, (const void*)recvbuf, (size_t)count, anyrt__name_dtype((int)dtype), anyrt__name_reduce_op((int)op), (const void*)comm, (const void*)stream);
    if (st == ANYRT_STATUS_SUCCESS && (sendbuf == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "sendbuf", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && (recvbuf == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "recvbuf", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__dtype_size((int)dtype) == 0))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "dtype", "is not an element type (got %d)", (int)dtype);
    if (st == ANYRT_STATUS_SUCCESS && (!anyrt__valid_reduce_op((int)op)))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "op", "is not a valid reduce_op (got %d)", (int)op);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_comm(&call, &t, "comm", comm, &comm_raw);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__unwrap_stream(&call, &t, "stream", stream, 1, 1, &stream_raw);
    /* recorded calls run at each launch, on its stream: the race clocks learn nothing from the capture */
    const int recording = anyrt__capture_any() && anyrt__capturing(&call);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__validate_extent(&call, &t, "sendbuf", sendbuf, anyrt__extent_bytes(count, (int)dtype, 1), 1, -1, "comm");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__validate_extent(&call, &t, "recvbuf", recvbuf, anyrt__extent_bytes(count, (int)dtype, 1), 1, -1, "comm");
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) st = anyrt__race_check(&call, &t, "sendbuf", sendbuf, anyrt__extent_bytes(count, (int)dtype, 1), 0, 1);
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) st = anyrt__race_check(&call, &t, "recvbuf", recvbuf, anyrt__extent_bytes(count, (int)dtype, 1), 1, 1);
    void* task = st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE) ? anyrt__task_begin(&call, &t, stream_raw) : NULL;
    if (st == ANYRT_STATUS_SUCCESS && recording) /* recorded, not run */
        st = anyrt__record_all_reduce(&call, &t, sendbuf, recvbuf, count, dtype, op, comm_raw, stream_raw);
    else if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_all_reduce(&call, &t, sendbuf, recvbuf, count, dtype, op, comm_raw, stream_raw);
    /* a backend's own capture references it too: the core holds it for that graph (capture.c) */
    if (st == ANYRT_STATUS_SUCCESS && !recording && anyrt__capture_any())
        st = anyrt__capture_native_hold(&call, &t, ANYRT__HANDLE_COMM, comm_raw);
    if (task) anyrt__task_end(&call, &t, stream_raw, task, st);
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) anyrt__race_note(&call, &t, "sendbuf", sendbuf, anyrt__extent_bytes(count, (int)dtype, 1), 0, 1);
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) anyrt__race_note(&call, &t, "recvbuf", recvbuf, anyrt__extent_bytes(count, (int)dtype, 1), 1, 1);
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_broadcast(const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, int root, anyrt_comm_t comm, anyrt_stream_t stream) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_comm_t comm_raw = NULL;
    anyrt_backend_stream_t stream_raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "broadcast", ANYRT_SLOT_BROADCAST, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"sendbuf\":\"%p\",\"recvbuf\":\"%p\",\"count\":%zu,\"dtype\":\"%s\",\"root\":%d,\"comm\":\"%p\",\"stream\":\"%p\"", (const void*)sendbuf, (const void*)recvbuf, (size_t)count, anyrt__name_dtype((int)dtype), (int)root, (const void*)comm, (const void*)stream);
    if (st == ANYRT_STATUS_SUCCESS && (recvbuf == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "recvbuf", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__dtype_size((int)dtype) == 0))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "dtype", "is not an element type (got %d)", (int)dtype);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_comm(&call, &t, "comm", comm, &comm_raw);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__unwrap_stream(&call, &t, "stream", stream, 1, 1, &stream_raw);
    if (st == ANYRT_STATUS_SUCCESS && (!anyrt__valid_rank(&call, &t, comm_raw, root)))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "root", "is not a rank of the communicator (got %d)", (int)root);
    /* recorded calls run at each launch, on its stream: the race clocks learn nothing from the capture */
    const int recording = anyrt__capture_any() && anyrt__capturing(&call);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__validate_extent(&call, &t, "sendbuf", sendbuf, anyrt__extent_bytes(count, (int)dtype, 1), 1, -1, "comm");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__validate_extent(&call, &t, "recvbuf", recvbuf, anyrt__extent_bytes(count, (int)dtype, 1), 1, -1, "comm");
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) st = anyrt__race_check(&call, &t, "sendbuf", sendbuf, anyrt__extent_bytes(count, (int)dtype, 1), 0, 1);
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) st = anyrt__race_check(&call, &t, "recvbuf", recvbuf, anyrt__extent_bytes(count, (int)dtype, 1), 1, 1);
    void* task = st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE) ? anyrt__task_begin(&call, &t, stream_raw) : NULL;
    if (st == ANYRT_STATUS_SUCCESS && recording) /* recorded, not run */
        st = anyrt__record_broadcast(&call, &t, sendbuf, recvbuf, count, dtype, root, comm_raw, stream_raw);
    else if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_broadcast(&call, &t, sendbuf, recvbuf, count, dtype, root, comm_raw, stream_raw);
    /* a backend's own capture references it too: the core holds it for that graph (capture.c) */
    if (st == ANYRT_STATUS_SUCCESS && !recording && anyrt__capture_any())
        st = anyrt__capture_native_hold(&call, &t, ANYRT__HANDLE_COMM, comm_raw);
    if (task) anyrt__task_end(&call, &t, stream_raw, task, st);
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) anyrt__race_note(&call, &t, "sendbuf", sendbuf, anyrt__extent_bytes(count, (int)dtype, 1), 0, 1);
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) anyrt__race_note(&call, &t, "recvbuf", recvbuf, anyrt__extent_bytes(count, (int)dtype, 1), 1, 1);
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_reduce(const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, anyrt_reduce_op_t op, int root, anyrt_comm_t comm, anyrt_stream_t stream) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_comm_t comm_raw = NULL;
    anyrt_backend_stream_t stream_raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "reduce", ANYRT_SLOT_REDUCE, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"sendbuf\":\"%p\",\"recvbuf\":\"%p\",\"count\":%zu,\"dtype\":\"%s\",\"op\":\"%s\",\"root\":%d,\"comm\":\"%p\",\"stream\":\"%p\"", (const void*)sendbuf, (const void*)recvbuf, (size_t)count, anyrt__name_dtype((int)dtype), anyrt__name_reduce_op((int)op), (int)root, (const void*)comm, (const void*)stream);
    if (st == ANYRT_STATUS_SUCCESS && (sendbuf == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "sendbuf", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__dtype_size((int)dtype) == 0))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "dtype", "is not an element type (got %d)", (int)dtype);
    if (st == ANYRT_STATUS_SUCCESS && (!anyrt__valid_reduce_op((int)op)))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "op", "is not a valid reduce_op (got %d)", (int)op);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_comm(&call, &t, "comm", comm, &comm_raw);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__unwrap_stream(&call, &t, "stream", stream, 1, 1, &stream_raw);
    if (st == ANYRT_STATUS_SUCCESS && (!anyrt__valid_rank(&call, &t, comm_raw, root)))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "root", "is not a rank of the communicator (got %d)", (int)root);
    /* recorded calls run at each launch, on its stream: the race clocks learn nothing from the capture */
    const int recording = anyrt__capture_any() && anyrt__capturing(&call);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__validate_extent(&call, &t, "sendbuf", sendbuf, anyrt__extent_bytes(count, (int)dtype, 1), 1, -1, "comm");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__validate_extent(&call, &t, "recvbuf", recvbuf, anyrt__extent_bytes(count, (int)dtype, 1), 1, -1, "comm");
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) st = anyrt__race_check(&call, &t, "sendbuf", sendbuf, anyrt__extent_bytes(count, (int)dtype, 1), 0, 1);
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) st = anyrt__race_check(&call, &t, "recvbuf", recvbuf, anyrt__extent_bytes(count, (int)dtype, 1), 1, 1);
    void* task = st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE) ? anyrt__task_begin(&call, &t, stream_raw) : NULL;
    if (st == ANYRT_STATUS_SUCCESS && recording) /* recorded, not run */
        st = anyrt__record_reduce(&call, &t, sendbuf, recvbuf, count, dtype, op, root, comm_raw, stream_raw);
    else if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_reduce(&call, &t, sendbuf, recvbuf, count, dtype, op, root, comm_raw, stream_raw);
    /* a backend's own capture references it too: the core holds it for that graph (capture.c) */
    if (st == ANYRT_STATUS_SUCCESS && !recording && anyrt__capture_any())
        st = anyrt__capture_native_hold(&call, &t, ANYRT__HANDLE_COMM, comm_raw);
    if (task) anyrt__task_end(&call, &t, stream_raw, task, st);
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) anyrt__race_note(&call, &t, "sendbuf", sendbuf, anyrt__extent_bytes(count, (int)dtype, 1), 0, 1);
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) anyrt__race_note(&call, &t, "recvbuf", recvbuf, anyrt__extent_bytes(count, (int)dtype, 1), 1, 1);
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_all_gather(const void* sendbuf, void* recvbuf, size_t send_count, anyrt_dtype_t dtype, anyrt_comm_t comm, anyrt_stream_t stream) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_comm_t comm_raw = NULL;
    anyrt_backend_stream_t stream_raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "all_gather", ANYRT_SLOT_ALL_GATHER, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"sendbuf\":\"%p\",\"recvbuf\":\"%p\",\"send_count\":%zu,\"dtype\":\"%s\",\"comm\":\"%p\",\"stream\":\"%p\"", (const void*)sendbuf, (const void*)recvbuf, (size_t)send_count, anyrt__name_dtype((int)dtype), (const void*)comm, (const void*)stream);
    if (st == ANYRT_STATUS_SUCCESS && (sendbuf == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "sendbuf", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && (recvbuf == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "recvbuf", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__dtype_size((int)dtype) == 0))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "dtype", "is not an element type (got %d)", (int)dtype);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_comm(&call, &t, "comm", comm, &comm_raw);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__unwrap_stream(&call, &t, "stream", stream, 1, 1, &stream_raw);
    /* recorded calls run at each launch, on its stream: the race clocks learn nothing from the capture */
    const int recording = anyrt__capture_any() && anyrt__capturing(&call);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__validate_extent(&call, &t, "sendbuf", sendbuf, anyrt__extent_bytes(send_count, (int)dtype, 1), 1, -1, "comm");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__validate_extent(&call, &t, "recvbuf", recvbuf, anyrt__extent_bytes(send_count, (int)dtype, anyrt__comm_ranks(&call, &t, comm_raw)), 1, -1, "comm");
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) st = anyrt__race_check(&call, &t, "sendbuf", sendbuf, anyrt__extent_bytes(send_count, (int)dtype, 1), 0, 1);
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) st = anyrt__race_check(&call, &t, "recvbuf", recvbuf, anyrt__extent_bytes(send_count, (int)dtype, anyrt__comm_ranks(&call, &t, comm_raw)), 1, 1);
    void* task = st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE) ? anyrt__task_begin(&call, &t, stream_raw) : NULL;
    if (st == ANYRT_STATUS_SUCCESS && recording) /* recorded, not run */
        st = anyrt__record_all_gather(&call, &t, sendbuf, recvbuf, send_count, dtype, comm_raw, stream_raw);
    else if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_all_gather(&call, &t, sendbuf, recvbuf, send_count, dtype, comm_raw, stream_raw);
    /* a backend's own capture references it too: the core holds it for that graph (capture.c) */
    if (st == ANYRT_STATUS_SUCCESS && !recording && anyrt__capture_any())
        st = anyrt__capture_native_hold(&call, &t, ANYRT__HANDLE_COMM, comm_raw);
    if (task) anyrt__task_end(&call, &t, stream_raw, task, st);
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) anyrt__race_note(&call, &t, "sendbuf", sendbuf, anyrt__extent_bytes(send_count, (int)dtype, 1), 0, 1);
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) anyrt__race_note(&call, &t, "recvbuf", recvbuf, anyrt__extent_bytes(send_count, (int)dtype, anyrt__comm_ranks(&call, &t, comm_raw)), 1, 1);
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_reduce_scatter(const void* sendbuf, void* recvbuf, size_t recv_count, anyrt_dtype_t dtype, anyrt_reduce_op_t op, anyrt_comm_t comm, anyrt_stream_t stream) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_comm_t comm_raw = NULL;
    anyrt_backend_stream_t stream_raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "reduce_scatter", ANYRT_SLOT_REDUCE_SCATTER, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"sendbuf\":\"%p\",\"recvbuf\":\"%p\",\"recv_count\":%zu,\"dtype\":\"%s\",\"op\":\"%s\",\"comm\":\"%p\",\"stream\":\"%p\"", (const void*)sendbuf, (const void*)recvbuf, (size_t)recv_count, anyrt__name_dtype((int)dtype), anyrt__name_reduce_op((int)op), (const void*)comm, (const void*)stream);
    if (st == ANYRT_STATUS_SUCCESS && (sendbuf == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "sendbuf", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && (recvbuf == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "recvbuf", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__dtype_size((int)dtype) == 0))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "dtype", "is not an element type (got %d)", (int)dtype);
    if (st == ANYRT_STATUS_SUCCESS && (!anyrt__valid_reduce_op((int)op)))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "op", "is not a valid reduce_op (got %d)", (int)op);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_comm(&call, &t, "comm", comm, &comm_raw);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__unwrap_stream(&call, &t, "stream", stream, 1, 1, &stream_raw);
    /* recorded calls run at each launch, on its stream: the race clocks learn nothing from the capture */
    const int recording = anyrt__capture_any() && anyrt__capturing(&call);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__validate_extent(&call, &t, "sendbuf", sendbuf, anyrt__extent_bytes(recv_count, (int)dtype, anyrt__comm_ranks(&call, &t, comm_raw)), 1, -1, "comm");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__validate_extent(&call, &t, "recvbuf", recvbuf, anyrt__extent_bytes(recv_count, (int)dtype, 1), 1, -1, "comm");
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) st = anyrt__race_check(&call, &t, "sendbuf", sendbuf, anyrt__extent_bytes(recv_count, (int)dtype, anyrt__comm_ranks(&call, &t, comm_raw)), 0, 1);
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) st = anyrt__race_check(&call, &t, "recvbuf", recvbuf, anyrt__extent_bytes(recv_count, (int)dtype, 1), 1, 1);
    void* task = st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE) ? anyrt__task_begin(&call, &t, stream_raw) : NULL;
    if (st == ANYRT_STATUS_SUCCESS && recording) /* recorded, not run */
        st = anyrt__record_reduce_scatter(&call, &t, sendbuf, recvbuf, recv_count, dtype, op, comm_raw, stream_raw);
    else if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_reduce_scatter(&call, &t, sendbuf, recvbuf, recv_count, dtype, op, comm_raw, stream_raw);
    /* a backend's own capture references it too: the core holds it for that graph (capture.c) */
    if (st == ANYRT_STATUS_SUCCESS && !recording && anyrt__capture_any())
        st = anyrt__capture_native_hold(&call, &t, ANYRT__HANDLE_COMM, comm_raw);
    if (task) anyrt__task_end(&call, &t, stream_raw, task, st);
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) anyrt__race_note(&call, &t, "sendbuf", sendbuf, anyrt__extent_bytes(recv_count, (int)dtype, anyrt__comm_ranks(&call, &t, comm_raw)), 0, 1);
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) anyrt__race_note(&call, &t, "recvbuf", recvbuf, anyrt__extent_bytes(recv_count, (int)dtype, 1), 1, 1);
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_send(const void* sendbuf, size_t count, anyrt_dtype_t dtype, int peer, anyrt_comm_t comm, anyrt_stream_t stream) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_comm_t comm_raw = NULL;
    anyrt_backend_stream_t stream_raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "send", ANYRT_SLOT_SEND, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"sendbuf\":\"%p\",\"count\":%zu,\"dtype\":\"%s\",\"peer\":%d,\"comm\":\"%p\",\"stream\":\"%p\"", (const void*)sendbuf, (size_t)count, anyrt__name_dtype((int)dtype), (int)peer, (const void*)comm, (const void*)stream);
    if (st == ANYRT_STATUS_SUCCESS && (sendbuf == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "sendbuf", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__dtype_size((int)dtype) == 0))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "dtype", "is not an element type (got %d)", (int)dtype);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_comm(&call, &t, "comm", comm, &comm_raw);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__unwrap_stream(&call, &t, "stream", stream, 1, 1, &stream_raw);
    if (st == ANYRT_STATUS_SUCCESS && (!anyrt__valid_rank(&call, &t, comm_raw, peer)))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "peer", "is not a rank of the communicator (got %d)", (int)peer);
    /* recorded calls run at each launch, on its stream: the race clocks learn nothing from the capture */
    const int recording = anyrt__capture_any() && anyrt__capturing(&call);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__validate_extent(&call, &t, "sendbuf", sendbuf, anyrt__extent_bytes(count, (int)dtype, 1), 1, -1, "comm");
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) st = anyrt__race_check(&call, &t, "sendbuf", sendbuf, anyrt__extent_bytes(count, (int)dtype, 1), 0, 1);
    void* task = st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE) ? anyrt__task_begin(&call, &t, stream_raw) : NULL;
    if (st == ANYRT_STATUS_SUCCESS && recording) /* recorded, not run */
        st = anyrt__record_send(&call, &t, sendbuf, count, dtype, peer, comm_raw, stream_raw);
    else if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_send(&call, &t, sendbuf, count, dtype, peer, comm_raw, stream_raw);
    /* a backend's own capture references it too: the core holds it for that graph (capture.c) */
    if (st == ANYRT_STATUS_SUCCESS && !recording && anyrt__capture_any())
        st = anyrt__capture_native_hold(&call, &t, ANYRT__HANDLE_COMM, comm_raw);
    if (task) anyrt__task_end(&call, &t, stream_raw, task, st);
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) anyrt__race_note(&call, &t, "sendbuf", sendbuf, anyrt__extent_bytes(count, (int)dtype, 1), 0, 1);
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_recv(void* recvbuf, size_t count, anyrt_dtype_t dtype, int peer, anyrt_comm_t comm, anyrt_stream_t stream) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_comm_t comm_raw = NULL;
    anyrt_backend_stream_t stream_raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "recv", ANYRT_SLOT_RECV, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"recvbuf\":\"%p\",\"count\":%zu,\"dtype\":\"%s\",\"peer\":%d,\"comm\":\"%p\",\"stream\":\"%p\"", (const void*)recvbuf, (size_t)count, anyrt__name_dtype((int)dtype), (int)peer, (const void*)comm, (const void*)stream);
    if (st == ANYRT_STATUS_SUCCESS && (recvbuf == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "recvbuf", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__dtype_size((int)dtype) == 0))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "dtype", "is not an element type (got %d)", (int)dtype);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_comm(&call, &t, "comm", comm, &comm_raw);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__unwrap_stream(&call, &t, "stream", stream, 1, 1, &stream_raw);
    if (st == ANYRT_STATUS_SUCCESS && (!anyrt__valid_rank(&call, &t, comm_raw, peer)))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "peer", "is not a rank of the communicator (got %d)", (int)peer);
    /* recorded calls run at each launch, on its stream: the race clocks learn nothing from the capture */
    const int recording = anyrt__capture_any() && anyrt__capturing(&call);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__validate_extent(&call, &t, "recvbuf", recvbuf, anyrt__extent_bytes(count, (int)dtype, 1), 1, -1, "comm");
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) st = anyrt__race_check(&call, &t, "recvbuf", recvbuf, anyrt__extent_bytes(count, (int)dtype, 1), 1, 1);
    void* task = st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE) ? anyrt__task_begin(&call, &t, stream_raw) : NULL;
    if (st == ANYRT_STATUS_SUCCESS && recording) /* recorded, not run */
        st = anyrt__record_recv(&call, &t, recvbuf, count, dtype, peer, comm_raw, stream_raw);
    else if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_recv(&call, &t, recvbuf, count, dtype, peer, comm_raw, stream_raw);
    /* a backend's own capture references it too: the core holds it for that graph (capture.c) */
    if (st == ANYRT_STATUS_SUCCESS && !recording && anyrt__capture_any())
        st = anyrt__capture_native_hold(&call, &t, ANYRT__HANDLE_COMM, comm_raw);
    if (task) anyrt__task_end(&call, &t, stream_raw, task, st);
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) anyrt__race_note(&call, &t, "recvbuf", recvbuf, anyrt__extent_bytes(count, (int)dtype, 1), 1, 1);
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_group_start(void) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_status_t st = anyrt__enter(&call, "group_start", ANYRT_SLOT_GROUP_START, 0);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_current(&call, &t);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_group_start(&call, &t);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__effect_group_entered(&call, &t);
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_group_end(void) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_status_t st = anyrt__enter(&call, "group_end", ANYRT_SLOT_GROUP_END, 0);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_current(&call, &t);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_group_end(&call, &t);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__effect_group_left(&call, &t);
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_all_to_all(const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, anyrt_comm_t comm, anyrt_stream_t stream) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_comm_t comm_raw = NULL;
    anyrt_backend_stream_t stream_raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "all_to_all", ANYRT_SLOT_ALL_TO_ALL, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"sendbuf\":\"%p\",\"recvbuf\":\"%p\",\"count\":%zu,\"dtype\":\"%s\",\"comm\":\"%p\",\"stream\":\"%p\"", (const void*)sendbuf, (const void*)recvbuf, (size_t)count, anyrt__name_dtype((int)dtype), (const void*)comm, (const void*)stream);
    if (st == ANYRT_STATUS_SUCCESS && (sendbuf == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "sendbuf", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && (recvbuf == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "recvbuf", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__dtype_size((int)dtype) == 0))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "dtype", "is not an element type (got %d)", (int)dtype);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_comm(&call, &t, "comm", comm, &comm_raw);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__unwrap_stream(&call, &t, "stream", stream, 1, 1, &stream_raw);
    /* recorded calls run at each launch, on its stream: the race clocks learn nothing from the capture */
    const int recording = anyrt__capture_any() && anyrt__capturing(&call);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__validate_extent(&call, &t, "sendbuf", sendbuf, anyrt__extent_bytes(count, (int)dtype, anyrt__comm_ranks(&call, &t, comm_raw)), 1, -1, "comm");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__validate_extent(&call, &t, "recvbuf", recvbuf, anyrt__extent_bytes(count, (int)dtype, anyrt__comm_ranks(&call, &t, comm_raw)), 1, -1, "comm");
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) st = anyrt__race_check(&call, &t, "sendbuf", sendbuf, anyrt__extent_bytes(count, (int)dtype, anyrt__comm_ranks(&call, &t, comm_raw)), 0, 1);
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) st = anyrt__race_check(&call, &t, "recvbuf", recvbuf, anyrt__extent_bytes(count, (int)dtype, anyrt__comm_ranks(&call, &t, comm_raw)), 1, 1);
    void* task = st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE) ? anyrt__task_begin(&call, &t, stream_raw) : NULL;
    if (st == ANYRT_STATUS_SUCCESS && recording) /* recorded, not run */
        st = anyrt__record_all_to_all(&call, &t, sendbuf, recvbuf, count, dtype, comm_raw, stream_raw);
    else if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_all_to_all(&call, &t, sendbuf, recvbuf, count, dtype, comm_raw, stream_raw);
    /* a backend's own capture references it too: the core holds it for that graph (capture.c) */
    if (st == ANYRT_STATUS_SUCCESS && !recording && anyrt__capture_any())
        st = anyrt__capture_native_hold(&call, &t, ANYRT__HANDLE_COMM, comm_raw);
    if (task) anyrt__task_end(&call, &t, stream_raw, task, st);
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) anyrt__race_note(&call, &t, "sendbuf", sendbuf, anyrt__extent_bytes(count, (int)dtype, anyrt__comm_ranks(&call, &t, comm_raw)), 0, 1);
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) anyrt__race_note(&call, &t, "recvbuf", recvbuf, anyrt__extent_bytes(count, (int)dtype, anyrt__comm_ranks(&call, &t, comm_raw)), 1, 1);
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_all_to_allv(const void* sendbuf, const size_t* send_counts, const size_t* send_displs, void* recvbuf, const size_t* recv_counts, const size_t* recv_displs, int nranks, anyrt_dtype_t dtype, anyrt_comm_t comm, anyrt_stream_t stream) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_comm_t comm_raw = NULL;
    anyrt_backend_stream_t stream_raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "all_to_allv", ANYRT_SLOT_ALL_TO_ALLV, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"sendbuf\":\"%p\",\"send_counts\":\"%p\",\"send_displs\":\"%p\",\"recvbuf\":\"%p\",\"recv_counts\":\"%p\",\"recv_displs\":\"%p\",\"nranks\":%d,\"dtype\":\"%s\",\"comm\":\"%p\",\"stream\":\"%p\"", (const void*)sendbuf, (const void*)send_counts, (const void*)send_displs, (const void*)recvbuf, (const void*)recv_counts, (const void*)recv_displs, (int)nranks, anyrt__name_dtype((int)dtype), (const void*)comm, (const void*)stream);
    if (st == ANYRT_STATUS_SUCCESS && (send_counts == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "send_counts", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && (send_displs == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "send_displs", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && (recv_counts == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "recv_counts", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && (recv_displs == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "recv_displs", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__dtype_size((int)dtype) == 0))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "dtype", "is not an element type (got %d)", (int)dtype);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_comm(&call, &t, "comm", comm, &comm_raw);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__unwrap_stream(&call, &t, "stream", stream, 1, 1, &stream_raw);
    if (st == ANYRT_STATUS_SUCCESS && (!anyrt__is_comm_size(&call, &t, comm_raw, nranks)))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "nranks", "must be the communicator's size (got %d)", (int)nranks);
    /* recorded calls run at each launch, on its stream: the race clocks learn nothing from the capture */
    const int recording = anyrt__capture_any() && anyrt__capturing(&call);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__validate_extent(&call, &t, "sendbuf", sendbuf, anyrt__extent_counts_bytes(send_counts, send_displs, anyrt__comm_ranks(&call, &t, comm_raw), -1, (int)dtype), 1, -1, "comm");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__validate_extent(&call, &t, "recvbuf", recvbuf, anyrt__extent_counts_bytes(recv_counts, recv_displs, anyrt__comm_ranks(&call, &t, comm_raw), -1, (int)dtype), 1, -1, "comm");
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) st = anyrt__race_check(&call, &t, "sendbuf", sendbuf, anyrt__extent_counts_bytes(send_counts, send_displs, anyrt__comm_ranks(&call, &t, comm_raw), -1, (int)dtype), 0, 1);
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) st = anyrt__race_check(&call, &t, "recvbuf", recvbuf, anyrt__extent_counts_bytes(recv_counts, recv_displs, anyrt__comm_ranks(&call, &t, comm_raw), -1, (int)dtype), 1, 1);
    void* task = st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE) ? anyrt__task_begin(&call, &t, stream_raw) : NULL;
    if (st == ANYRT_STATUS_SUCCESS && recording) /* recorded, not run */
        st = anyrt__record_all_to_allv(&call, &t, sendbuf, send_counts, send_displs, recvbuf, recv_counts, recv_displs, nranks, dtype, comm_raw, stream_raw);
    else if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_all_to_allv(&call, &t, sendbuf, send_counts, send_displs, recvbuf, recv_counts, recv_displs, nranks, dtype, comm_raw, stream_raw);
    /* a backend's own capture references it too: the core holds it for that graph (capture.c) */
    if (st == ANYRT_STATUS_SUCCESS && !recording && anyrt__capture_any())
        st = anyrt__capture_native_hold(&call, &t, ANYRT__HANDLE_COMM, comm_raw);
    if (task) anyrt__task_end(&call, &t, stream_raw, task, st);
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) anyrt__race_note(&call, &t, "sendbuf", sendbuf, anyrt__extent_counts_bytes(send_counts, send_displs, anyrt__comm_ranks(&call, &t, comm_raw), -1, (int)dtype), 0, 1);
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) anyrt__race_note(&call, &t, "recvbuf", recvbuf, anyrt__extent_counts_bytes(recv_counts, recv_displs, anyrt__comm_ranks(&call, &t, comm_raw), -1, (int)dtype), 1, 1);
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_all_gather_v(const void* sendbuf, void* recvbuf, const size_t* recv_counts, int nranks, anyrt_dtype_t dtype, anyrt_comm_t comm, anyrt_stream_t stream) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_comm_t comm_raw = NULL;
    anyrt_backend_stream_t stream_raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "all_gather_v", ANYRT_SLOT_ALL_GATHER_V, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"sendbuf\":\"%p\",\"recvbuf\":\"%p\",\"recv_counts\":\"%p\",\"nranks\":%d,\"dtype\":\"%s\",\"comm\":\"%p\",\"stream\":\"%p\"", (const void*)sendbuf, (const void*)recvbuf, (const void*)recv_counts, (int)nranks, anyrt__name_dtype((int)dtype), (const void*)comm, (const void*)stream);
    if (st == ANYRT_STATUS_SUCCESS && (recv_counts == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "recv_counts", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__dtype_size((int)dtype) == 0))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "dtype", "is not an element type (got %d)", (int)dtype);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_comm(&call, &t, "comm", comm, &comm_raw);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__unwrap_stream(&call, &t, "stream", stream, 1, 1, &stream_raw);
    if (st == ANYRT_STATUS_SUCCESS && (!anyrt__is_comm_size(&call, &t, comm_raw, nranks)))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "nranks", "must be the communicator's size (got %d)", (int)nranks);
    /* recorded calls run at each launch, on its stream: the race clocks learn nothing from the capture */
    const int recording = anyrt__capture_any() && anyrt__capturing(&call);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__validate_extent(&call, &t, "sendbuf", sendbuf, anyrt__extent_counts_bytes(recv_counts, NULL, anyrt__comm_ranks(&call, &t, comm_raw), anyrt__comm_own_rank(&call, &t, comm_raw), (int)dtype), 1, -1, "comm");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__validate_extent(&call, &t, "recvbuf", recvbuf, anyrt__extent_counts_bytes(recv_counts, NULL, anyrt__comm_ranks(&call, &t, comm_raw), -1, (int)dtype), 1, -1, "comm");
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) st = anyrt__race_check(&call, &t, "sendbuf", sendbuf, anyrt__extent_counts_bytes(recv_counts, NULL, anyrt__comm_ranks(&call, &t, comm_raw), anyrt__comm_own_rank(&call, &t, comm_raw), (int)dtype), 0, 1);
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) st = anyrt__race_check(&call, &t, "recvbuf", recvbuf, anyrt__extent_counts_bytes(recv_counts, NULL, anyrt__comm_ranks(&call, &t, comm_raw), -1, (int)dtype), 1, 1);
    void* task = st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE) ? anyrt__task_begin(&call, &t, stream_raw) : NULL;
    if (st == ANYRT_STATUS_SUCCESS && recording) /* recorded, not run */
        st = anyrt__record_all_gather_v(&call, &t, sendbuf, recvbuf, recv_counts, nranks, dtype, comm_raw, stream_raw);
    else if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_all_gather_v(&call, &t, sendbuf, recvbuf, recv_counts, nranks, dtype, comm_raw, stream_raw);
    /* a backend's own capture references it too: the core holds it for that graph (capture.c) */
    if (st == ANYRT_STATUS_SUCCESS && !recording && anyrt__capture_any())
        st = anyrt__capture_native_hold(&call, &t, ANYRT__HANDLE_COMM, comm_raw);
    if (task) anyrt__task_end(&call, &t, stream_raw, task, st);
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) anyrt__race_note(&call, &t, "sendbuf", sendbuf, anyrt__extent_counts_bytes(recv_counts, NULL, anyrt__comm_ranks(&call, &t, comm_raw), anyrt__comm_own_rank(&call, &t, comm_raw), (int)dtype), 0, 1);
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) anyrt__race_note(&call, &t, "recvbuf", recvbuf, anyrt__extent_counts_bytes(recv_counts, NULL, anyrt__comm_ranks(&call, &t, comm_raw), -1, (int)dtype), 1, 1);
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_reduce_scatter_v(const void* sendbuf, void* recvbuf, const size_t* recv_counts, int nranks, anyrt_dtype_t dtype, anyrt_reduce_op_t op, anyrt_comm_t comm, anyrt_stream_t stream) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_comm_t comm_raw = NULL;
    anyrt_backend_stream_t stream_raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "reduce_scatter_v", ANYRT_SLOT_REDUCE_SCATTER_V, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"sendbuf\":\"%p\",\"recvbuf\":\"%p\",\"recv_counts\":\"%p\",\"nranks\":%d,\"dtype\":\"%s\",\"op\":\"%s\",\"comm\":\"%p\",\"stream\":\"%p\"", (const void*)sendbuf, (const void*)recvbuf, (const void*)recv_counts, (int)nranks, anyrt__name_dtype((int)dtype), anyrt__name_reduce_op((int)op), (const void*)comm, (const void*)stream);
    if (st == ANYRT_STATUS_SUCCESS && (recv_counts == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "recv_counts", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__dtype_size((int)dtype) == 0))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "dtype", "is not an element type (got %d)", (int)dtype);
    if (st == ANYRT_STATUS_SUCCESS && (!anyrt__valid_reduce_op((int)op)))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "op", "is not a valid reduce_op (got %d)", (int)op);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_comm(&call, &t, "comm", comm, &comm_raw);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__unwrap_stream(&call, &t, "stream", stream, 1, 1, &stream_raw);
    if (st == ANYRT_STATUS_SUCCESS && (!anyrt__is_comm_size(&call, &t, comm_raw, nranks)))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "nranks", "must be the communicator's size (got %d)", (int)nranks);
    /* recorded calls run at each launch, on its stream: the race clocks learn nothing from the capture */
    const int recording = anyrt__capture_any() && anyrt__capturing(&call);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__validate_extent(&call, &t, "sendbuf", sendbuf, anyrt__extent_counts_bytes(recv_counts, NULL, anyrt__comm_ranks(&call, &t, comm_raw), -1, (int)dtype), 1, -1, "comm");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__validate_extent(&call, &t, "recvbuf", recvbuf, anyrt__extent_counts_bytes(recv_counts, NULL, anyrt__comm_ranks(&call, &t, comm_raw), anyrt__comm_own_rank(&call, &t, comm_raw), (int)dtype), 1, -1, "comm");
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) st = anyrt__race_check(&call, &t, "sendbuf", sendbuf, anyrt__extent_counts_bytes(recv_counts, NULL, anyrt__comm_ranks(&call, &t, comm_raw), -1, (int)dtype), 0, 1);
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) st = anyrt__race_check(&call, &t, "recvbuf", recvbuf, anyrt__extent_counts_bytes(recv_counts, NULL, anyrt__comm_ranks(&call, &t, comm_raw), anyrt__comm_own_rank(&call, &t, comm_raw), (int)dtype), 1, 1);
    void* task = st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE) ? anyrt__task_begin(&call, &t, stream_raw) : NULL;
    if (st == ANYRT_STATUS_SUCCESS && recording) /* recorded, not run */
        st = anyrt__record_reduce_scatter_v(&call, &t, sendbuf, recvbuf, recv_counts, nranks, dtype, op, comm_raw, stream_raw);
    else if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_reduce_scatter_v(&call, &t, sendbuf, recvbuf, recv_counts, nranks, dtype, op, comm_raw, stream_raw);
    /* a backend's own capture references it too: the core holds it for that graph (capture.c) */
    if (st == ANYRT_STATUS_SUCCESS && !recording && anyrt__capture_any())
        st = anyrt__capture_native_hold(&call, &t, ANYRT__HANDLE_COMM, comm_raw);
    if (task) anyrt__task_end(&call, &t, stream_raw, task, st);
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) anyrt__race_note(&call, &t, "sendbuf", sendbuf, anyrt__extent_counts_bytes(recv_counts, NULL, anyrt__comm_ranks(&call, &t, comm_raw), -1, (int)dtype), 0, 1);
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) anyrt__race_note(&call, &t, "recvbuf", recvbuf, anyrt__extent_counts_bytes(recv_counts, NULL, anyrt__comm_ranks(&call, &t, comm_raw), anyrt__comm_own_rank(&call, &t, comm_raw), (int)dtype), 1, 1);
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_ccl_gather(const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, int root, anyrt_comm_t comm, anyrt_stream_t stream) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_comm_t comm_raw = NULL;
    anyrt_backend_stream_t stream_raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "ccl_gather", ANYRT_SLOT_CCL_GATHER, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"sendbuf\":\"%p\",\"recvbuf\":\"%p\",\"count\":%zu,\"dtype\":\"%s\",\"root\":%d,\"comm\":\"%p\",\"stream\":\"%p\"", (const void*)sendbuf, (const void*)recvbuf, (size_t)count, anyrt__name_dtype((int)dtype), (int)root, (const void*)comm, (const void*)stream);
    if (st == ANYRT_STATUS_SUCCESS && (sendbuf == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "sendbuf", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__dtype_size((int)dtype) == 0))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "dtype", "is not an element type (got %d)", (int)dtype);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_comm(&call, &t, "comm", comm, &comm_raw);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__unwrap_stream(&call, &t, "stream", stream, 1, 1, &stream_raw);
    if (st == ANYRT_STATUS_SUCCESS && (!anyrt__valid_rank(&call, &t, comm_raw, root)))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "root", "is not a rank of the communicator (got %d)", (int)root);
    /* recorded calls run at each launch, on its stream: the race clocks learn nothing from the capture */
    const int recording = anyrt__capture_any() && anyrt__capturing(&call);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__validate_extent(&call, &t, "sendbuf", sendbuf, anyrt__extent_bytes(count, (int)dtype, 1), 1, -1, "comm");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__validate_extent(&call, &t, "recvbuf", recvbuf, anyrt__extent_bytes(count, (int)dtype, anyrt__comm_ranks(&call, &t, comm_raw)), 1, -1, "comm");
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) st = anyrt__race_check(&call, &t, "sendbuf", sendbuf, anyrt__extent_bytes(count, (int)dtype, 1), 0, 1);
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) st = anyrt__race_check(&call, &t, "recvbuf", recvbuf, anyrt__extent_bytes(count, (int)dtype, anyrt__comm_ranks(&call, &t, comm_raw)), 1, 1);
    void* task = st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE) ? anyrt__task_begin(&call, &t, stream_raw) : NULL;
    if (st == ANYRT_STATUS_SUCCESS && recording) /* recorded, not run */
        st = anyrt__record_ccl_gather(&call, &t, sendbuf, recvbuf, count, dtype, root, comm_raw, stream_raw);
    else if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_ccl_gather(&call, &t, sendbuf, recvbuf, count, dtype, root, comm_raw, stream_raw);
    /* a backend's own capture references it too: the core holds it for that graph (capture.c) */
    if (st == ANYRT_STATUS_SUCCESS && !recording && anyrt__capture_any())
        st = anyrt__capture_native_hold(&call, &t, ANYRT__HANDLE_COMM, comm_raw);
    if (task) anyrt__task_end(&call, &t, stream_raw, task, st);
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) anyrt__race_note(&call, &t, "sendbuf", sendbuf, anyrt__extent_bytes(count, (int)dtype, 1), 0, 1);
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) anyrt__race_note(&call, &t, "recvbuf", recvbuf, anyrt__extent_bytes(count, (int)dtype, anyrt__comm_ranks(&call, &t, comm_raw)), 1, 1);
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_ccl_scatter(const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, int root, anyrt_comm_t comm, anyrt_stream_t stream) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_comm_t comm_raw = NULL;
    anyrt_backend_stream_t stream_raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "ccl_scatter", ANYRT_SLOT_CCL_SCATTER, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"sendbuf\":\"%p\",\"recvbuf\":\"%p\",\"count\":%zu,\"dtype\":\"%s\",\"root\":%d,\"comm\":\"%p\",\"stream\":\"%p\"", (const void*)sendbuf, (const void*)recvbuf, (size_t)count, anyrt__name_dtype((int)dtype), (int)root, (const void*)comm, (const void*)stream);
    if (st == ANYRT_STATUS_SUCCESS && (recvbuf == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "recvbuf", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__dtype_size((int)dtype) == 0))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "dtype", "is not an element type (got %d)", (int)dtype);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_comm(&call, &t, "comm", comm, &comm_raw);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__unwrap_stream(&call, &t, "stream", stream, 1, 1, &stream_raw);
    if (st == ANYRT_STATUS_SUCCESS && (!anyrt__valid_rank(&call, &t, comm_raw, root)))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "root", "is not a rank of the communicator (got %d)", (int)root);
    /* recorded calls run at each launch, on its stream: the race clocks learn nothing from the capture */
    const int recording = anyrt__capture_any() && anyrt__capturing(&call);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__validate_extent(&call, &t, "sendbuf", sendbuf, anyrt__extent_bytes(count, (int)dtype, anyrt__comm_ranks(&call, &t, comm_raw)), 1, -1, "comm");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__validate_extent(&call, &t, "recvbuf", recvbuf, anyrt__extent_bytes(count, (int)dtype, 1), 1, -1, "comm");
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) st = anyrt__race_check(&call, &t, "sendbuf", sendbuf, anyrt__extent_bytes(count, (int)dtype, anyrt__comm_ranks(&call, &t, comm_raw)), 0, 1);
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) st = anyrt__race_check(&call, &t, "recvbuf", recvbuf, anyrt__extent_bytes(count, (int)dtype, 1), 1, 1);
    void* task = st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE) ? anyrt__task_begin(&call, &t, stream_raw) : NULL;
    if (st == ANYRT_STATUS_SUCCESS && recording) /* recorded, not run */
        st = anyrt__record_ccl_scatter(&call, &t, sendbuf, recvbuf, count, dtype, root, comm_raw, stream_raw);
    else if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_ccl_scatter(&call, &t, sendbuf, recvbuf, count, dtype, root, comm_raw, stream_raw);
    /* a backend's own capture references it too: the core holds it for that graph (capture.c) */
    if (st == ANYRT_STATUS_SUCCESS && !recording && anyrt__capture_any())
        st = anyrt__capture_native_hold(&call, &t, ANYRT__HANDLE_COMM, comm_raw);
    if (task) anyrt__task_end(&call, &t, stream_raw, task, st);
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) anyrt__race_note(&call, &t, "sendbuf", sendbuf, anyrt__extent_bytes(count, (int)dtype, anyrt__comm_ranks(&call, &t, comm_raw)), 0, 1);
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) anyrt__race_note(&call, &t, "recvbuf", recvbuf, anyrt__extent_bytes(count, (int)dtype, 1), 1, 1);
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_comm_split(anyrt_comm_t comm, int color, int key, anyrt_comm_t* newcomm) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_comm_t comm_raw = NULL;
    anyrt_backend_comm_t newcomm_raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "comm_split", ANYRT_SLOT_COMM_SPLIT, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"comm\":\"%p\",\"color\":%d,\"key\":%d", (const void*)comm, (int)color, (int)key);
    if (st == ANYRT_STATUS_SUCCESS && (newcomm == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "newcomm", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && (color < 0))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "color", "must not be negative (got %d)", (int)color);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_comm(&call, &t, "comm", comm, &comm_raw);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_comm_split(&call, &t, comm_raw, color, key, &newcomm_raw);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__wrap(&call, ANYRT__HANDLE_COMM, t.backend, t.device, newcomm_raw, (void**)newcomm);
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE)) anyrt__trace_args(&call, "\"newcomm\":\"%p\"", (const void*)(newcomm ? *newcomm : 0));
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_module_load(const void* image, size_t size, anyrt_module_t* module) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_module_t module_raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "module_load", ANYRT_SLOT_MODULE_LOAD, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"image\":\"%p\",\"size\":%zu", (const void*)image, (size_t)size);
    if (st == ANYRT_STATUS_SUCCESS && (module == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "module", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && (image == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "image", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && (size == 0))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "size", "must not be 0");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_current(&call, &t);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_module_load(&call, &t, image, size, &module_raw);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__wrap(&call, ANYRT__HANDLE_MODULE, t.backend, t.device, module_raw, (void**)module);
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE)) anyrt__trace_args(&call, "\"module\":\"%p\"", (const void*)(module ? *module : 0));
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_module_unload(anyrt_module_t module) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_module_t module_raw = NULL;
    int module_claimed = 0; /* this call holds the release (a concurrent free or destroy is refused) */
    anyrt_status_t st = anyrt__enter(&call, "module_unload", ANYRT_SLOT_MODULE_UNLOAD, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"module\":\"%p\"", (const void*)module);
    if (st == ANYRT_STATUS_SUCCESS && (module == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_HANDLE, "module", "must be a module the caller created, not NULL (the default module is never destroyed)");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_module(&call, &t, "module", module, &module_raw);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__claim_handle(&call, "module", module, &module_claimed);
    /* a graph that holds it destroys it with the graph (capture.c): the handle dies now all the same */
    if (st == ANYRT_STATUS_SUCCESS && !anyrt__capture_keeps(ANYRT__HANDLE_MODULE, t.backend, t.device, module_raw))
        st = anyrt__impl_module_unload(&call, &t, module_raw);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__retire_module(&call, module);
    if (module_claimed && st != ANYRT_STATUS_SUCCESS) anyrt__unclaim_handle(module);
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_module_get_function(anyrt_module_t module, const char* name, void** function) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_module_t module_raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "module_get_function", ANYRT_SLOT_MODULE_GET_FUNCTION, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"module\":\"%p\"", (const void*)module);
    if (st == ANYRT_STATUS_SUCCESS && (function == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "function", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && (name == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "name", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_module(&call, &t, "module", module, &module_raw);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_module_get_function(&call, &t, module_raw, name, function);
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE)) anyrt__trace_args(&call, "\"function\":\"%p\"", (const void*)(function ? *function : 0));
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_launch_kernel(anyrt_stream_t stream, anyrt_module_t module, const void* function, int grid_x, int grid_y, int grid_z, int block_x, int block_y, int block_z, size_t shared_memory, const void** args, const size_t* arg_sizes, int nargs) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_stream_t stream_raw = NULL;
    anyrt_backend_module_t module_raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "launch_kernel", ANYRT_SLOT_LAUNCH_KERNEL, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"stream\":\"%p\",\"module\":\"%p\",\"function\":\"%p\",\"grid_x\":%d,\"grid_y\":%d,\"grid_z\":%d,\"block_x\":%d,\"block_y\":%d,\"block_z\":%d,\"shared_memory\":%zu,\"args\":\"%p\",\"arg_sizes\":\"%p\",\"nargs\":%d", (const void*)stream, (const void*)module, (const void*)function, (int)grid_x, (int)grid_y, (int)grid_z, (int)block_x, (int)block_y, (int)block_z, (size_t)shared_memory, (const void*)args, (const void*)arg_sizes, (int)nargs);
    if (st == ANYRT_STATUS_SUCCESS && (function == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "function", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && (grid_x <= 0))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "grid_x", "must be positive (got %d)", (int)grid_x);
    if (st == ANYRT_STATUS_SUCCESS && (grid_y <= 0))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "grid_y", "must be positive (got %d)", (int)grid_y);
    if (st == ANYRT_STATUS_SUCCESS && (grid_z <= 0))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "grid_z", "must be positive (got %d)", (int)grid_z);
    if (st == ANYRT_STATUS_SUCCESS && (block_x <= 0))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "block_x", "must be positive (got %d)", (int)block_x);
    if (st == ANYRT_STATUS_SUCCESS && (block_y <= 0))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "block_y", "must be positive (got %d)", (int)block_y);
    if (st == ANYRT_STATUS_SUCCESS && (block_z <= 0))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "block_z", "must be positive (got %d)", (int)block_z);
    if (st == ANYRT_STATUS_SUCCESS && (nargs < 0))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "nargs", "must not be negative (got %d)", (int)nargs);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_stream(&call, &t, "stream", stream, &stream_raw);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__unwrap_module(&call, &t, "module", module, 0, 1, &module_raw);
    /* recorded calls run at each launch, on its stream: the race clocks learn nothing from the capture */
    const int recording = anyrt__capture_any() && anyrt__capturing(&call);
    void* task = st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE) ? anyrt__task_begin(&call, &t, stream_raw) : NULL;
    if (st == ANYRT_STATUS_SUCCESS && recording) /* recorded, not run */
        st = anyrt__record_launch_kernel(&call, &t, stream_raw, module_raw, function, grid_x, grid_y, grid_z, block_x, block_y, block_z, shared_memory, args, arg_sizes, nargs);
    else if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_launch_kernel(&call, &t, stream_raw, module_raw, function, grid_x, grid_y, grid_z, block_x, block_y, block_z, shared_memory, args, arg_sizes, nargs);
    /* a backend's own capture references it too: the core holds it for that graph (capture.c) */
    if (st == ANYRT_STATUS_SUCCESS && !recording && anyrt__capture_any())
        st = anyrt__capture_native_hold(&call, &t, ANYRT__HANDLE_MODULE, module_raw);
    if (task) anyrt__task_end(&call, &t, stream_raw, task, st);
    return anyrt__leave(&call, st);
}
