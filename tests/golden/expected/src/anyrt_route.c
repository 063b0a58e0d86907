/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* Routing: anyrt__impl_<slot> calls the backend's slot and, when the slot is absent or says
 * NOT_SUPPORTED, the spec's fallback (generic ones here, the others in runtime/core/fallbacks.c). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "anyrt_core.h"

anyrt_status_t anyrt__impl_get_device_count(anyrt__call_t* call, const anyrt__target_t* t, int* count) {
    if (t->backend->table.get_device_count != NULL) {
        anyrt_status_t st = (t->backend->table.get_device_count)(count);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__not_supported(call, t);
}

anyrt_status_t anyrt__impl_malloc(anyrt__call_t* call, const anyrt__target_t* t, void** ptr, size_t size) {
    if (t->backend->table.malloc != NULL) {
        anyrt_status_t st = (t->backend->table.malloc)(t->device, ptr, size);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__not_supported(call, t);
}

anyrt_status_t anyrt__impl_create_stream(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t* stream) {
    if (t->backend->table.create_stream != NULL) {
        anyrt_status_t st = (t->backend->table.create_stream)(t->device, stream);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__not_supported(call, t);
}

anyrt_status_t anyrt__impl_op_scale(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_scale != NULL) {
        anyrt_status_t st = (t->backend->table.op_scale)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_window(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_window != NULL) {
        anyrt_status_t st = (t->backend->table.op_window)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_fill(anyrt__call_t* call, const anyrt__target_t* t, void* ptr, int value, size_t size, anyrt_backend_stream_t stream) {
    if (t->backend->table.fill != NULL) {
        anyrt_status_t st = (t->backend->table.fill)(t->device, ptr, value, size, stream);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    anyrt__note_fallback(call, t, "fill");
    return ANYRT_STATUS_SUCCESS;
}
