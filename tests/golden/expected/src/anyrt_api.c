/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* The public C API: every call checks its arguments (spec `errors`), finds its backend and device
 * (spec `target`), runs anyrt__impl_<slot> (anyrt_route.c), then applies its effects (handle
 * wrap/retire, allocation registry, current device) and the layers (validation, tracing). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "anyrt_core.h"
#include "capture_private.h"

ANYRT_API anyrt_status_t anyrt_get_device_count(int* count) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_status_t st = anyrt__enter(&call, "get_device_count", ANYRT_SLOT_GET_DEVICE_COUNT, 0);
    if (st == ANYRT_STATUS_SUCCESS && (count == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "count", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_current(&call, &t);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_get_device_count(&call, &t, count);
    if (st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE)) anyrt__trace_args(&call, "\"count\":%d", (int)(count ? *count : 0));
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

ANYRT_API anyrt_status_t anyrt_fill(void* ptr, int value, size_t size, anyrt_stream_t stream) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_stream_t stream_raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "fill", ANYRT_SLOT_FILL, 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_args(&call, "\"ptr\":\"%p\",\"value\":%d,\"size\":%zu,\"stream\":\"%p\"", (const void*)ptr, (int)value, (size_t)size, (const void*)stream);
    if (st == ANYRT_STATUS_SUCCESS && (ptr == NULL))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "ptr", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && (value < 0))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "value", "must not be negative (got %d)", (int)value);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_stream(&call, &t, "stream", stream, &stream_raw);
    /* recorded calls run at each launch, on its stream: the race clocks learn nothing from the capture */
    const int recording = anyrt__capture_any() && anyrt__capturing(&call);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__validate_extent(&call, &t, "ptr", ptr, size, 1, -1, "stream");
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) st = anyrt__race_check(&call, &t, "ptr", ptr, size, 1, 1);
    void* task = st == ANYRT_STATUS_SUCCESS && (anyrt__layers & ANYRT__LAYER_TRACE) ? anyrt__task_begin(&call, &t, stream_raw) : NULL;
    if (st == ANYRT_STATUS_SUCCESS && recording) /* recorded, not run */
        st = anyrt__record_fill(&call, &t, ptr, value, size, stream_raw);
    else if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_fill(&call, &t, ptr, value, size, stream_raw);
    if (task) anyrt__task_end(&call, &t, stream_raw, task, st);
    if (st == ANYRT_STATUS_SUCCESS && !recording && (anyrt__layers & ANYRT__LAYER_VALIDATE)) anyrt__race_note(&call, &t, "ptr", ptr, size, 1, 1);
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
