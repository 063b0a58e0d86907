/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* Routing: anyrt__impl_<slot> calls the backend's slot and, when the slot is absent or says
 * NOT_SUPPORTED, the spec's fallback (generic ones here, the others in runtime/core/fallbacks.c). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "anyrt_core.h"

anyrt_status_t anyrt__impl_initialize(anyrt__call_t* call, const anyrt__target_t* t) {
    if (t->backend->table.initialize != NULL) {
        anyrt_status_t st = (t->backend->table.initialize)();
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    anyrt__note_fallback(call, t, "initialize");
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t anyrt__impl_finalize(anyrt__call_t* call, const anyrt__target_t* t) {
    if (t->backend->table.finalize != NULL) {
        anyrt_status_t st = (t->backend->table.finalize)();
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    anyrt__note_fallback(call, t, "finalize");
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t anyrt__impl_init_device(anyrt__call_t* call, const anyrt__target_t* t) {
    if (t->backend->table.init_device != NULL) {
        anyrt_status_t st = (t->backend->table.init_device)(t->device);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    anyrt__note_fallback(call, t, "init_device");
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t anyrt__impl_deinit_device(anyrt__call_t* call, const anyrt__target_t* t) {
    if (t->backend->table.deinit_device != NULL) {
        anyrt_status_t st = (t->backend->table.deinit_device)(t->device);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    anyrt__note_fallback(call, t, "deinit_device");
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t anyrt__impl_get_device_count(anyrt__call_t* call, const anyrt__target_t* t, int* count) {
    if (t->backend->table.get_device_count != NULL) {
        anyrt_status_t st = (t->backend->table.get_device_count)(count);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__not_supported(call, t);
}

anyrt_status_t anyrt__impl_get_device_list(anyrt__call_t* call, const anyrt__target_t* t, size_t* devices, size_t capacity) {
    if (t->backend->table.get_device_list != NULL) {
        anyrt_status_t st = (t->backend->table.get_device_list)(devices, capacity);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__fallback_get_device_list(call, t, devices, capacity);
}

anyrt_status_t anyrt__impl_set_device(anyrt__call_t* call, const anyrt__target_t* t) {
    if (t->backend->table.set_device != NULL) {
        anyrt_status_t st = (t->backend->table.set_device)(t->device);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    anyrt__note_fallback(call, t, "set_device");
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t anyrt__impl_synchronize_device(anyrt__call_t* call, const anyrt__target_t* t) {
    if (t->backend->table.synchronize_device != NULL) {
        anyrt_status_t st = (t->backend->table.synchronize_device)(t->device);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__fallback_synchronize_device(call, t);
}

anyrt_status_t anyrt__impl_get_compute_capability(anyrt__call_t* call, const anyrt__target_t* t, size_t* capability) {
    if (t->backend->table.get_compute_capability != NULL) {
        anyrt_status_t st = (t->backend->table.get_compute_capability)(t->device, capability);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    anyrt__note_fallback(call, t, "get_compute_capability");
    *capability = 0;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t anyrt__impl_get_runtime_version(anyrt__call_t* call, const anyrt__target_t* t, size_t* version) {
    if (t->backend->table.get_runtime_version != NULL) {
        anyrt_status_t st = (t->backend->table.get_runtime_version)(version);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    anyrt__note_fallback(call, t, "get_runtime_version");
    *version = 0;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t anyrt__impl_get_driver_version(anyrt__call_t* call, const anyrt__target_t* t, size_t* version) {
    if (t->backend->table.get_driver_version != NULL) {
        anyrt_status_t st = (t->backend->table.get_driver_version)(version);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    anyrt__note_fallback(call, t, "get_driver_version");
    *version = 0;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t anyrt__impl_malloc(anyrt__call_t* call, const anyrt__target_t* t, void** ptr, size_t size) {
    if (t->backend->table.malloc != NULL) {
        anyrt_status_t st = (t->backend->table.malloc)(t->device, ptr, size);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__not_supported(call, t);
}

anyrt_status_t anyrt__impl_free(anyrt__call_t* call, const anyrt__target_t* t, void* ptr, size_t size) {
    if (t->backend->table.free != NULL) {
        anyrt_status_t st = (t->backend->table.free)(t->device, ptr, size);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__not_supported(call, t);
}

anyrt_status_t anyrt__impl_malloc_host(anyrt__call_t* call, const anyrt__target_t* t, void** ptr, size_t size) {
    if (t->backend->table.malloc_host != NULL) {
        anyrt_status_t st = (t->backend->table.malloc_host)(t->device, ptr, size);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__fallback_malloc_host(call, t, ptr, size);
}

anyrt_status_t anyrt__impl_free_host(anyrt__call_t* call, const anyrt__target_t* t, void* ptr, size_t size) {
    if (t->backend->table.free_host != NULL) {
        anyrt_status_t st = (t->backend->table.free_host)(t->device, ptr, size);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__fallback_free_host(call, t, ptr, size);
}

anyrt_status_t anyrt__impl_malloc_unified(anyrt__call_t* call, const anyrt__target_t* t, void** ptr, size_t size) {
    if (t->backend->table.malloc_unified != NULL) {
        anyrt_status_t st = (t->backend->table.malloc_unified)(t->device, ptr, size);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__not_supported(call, t);
}

anyrt_status_t anyrt__impl_free_unified(anyrt__call_t* call, const anyrt__target_t* t, void* ptr, size_t size) {
    if (t->backend->table.free_unified != NULL) {
        anyrt_status_t st = (t->backend->table.free_unified)(t->device, ptr, size);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__not_supported(call, t);
}

anyrt_status_t anyrt__impl_memcpy(anyrt__call_t* call, const anyrt__target_t* t, void* dst, const void* src, size_t size, anyrt_memcpy_kind_t kind) {
    if (t->backend->table.memcpy != NULL) {
        anyrt_status_t st = (t->backend->table.memcpy)(t->device, dst, src, size, kind);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__not_supported(call, t);
}

anyrt_status_t anyrt__impl_memcpy_async(anyrt__call_t* call, const anyrt__target_t* t, void* dst, const void* src, size_t size, anyrt_memcpy_kind_t kind, anyrt_backend_stream_t stream) {
    if (t->backend->table.memcpy_async != NULL) {
        anyrt_status_t st = (t->backend->table.memcpy_async)(t->device, dst, src, size, kind, stream);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    /* its fallback works on the host now: a backend's own capture would not record it */
    if (anyrt__capture_native(call)) return anyrt__native_capture_refuses(call, t);
    anyrt__note_fallback(call, t, "memcpy_async");
    anyrt_status_t st = anyrt__sync_raw_stream(call, t, stream);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    return anyrt__impl_memcpy(call, t, dst, src, size, kind);
}

anyrt_status_t anyrt__impl_memcpy_peer(anyrt__call_t* call, const anyrt__target_t* t, void* dst, const void* src, int src_device, size_t size) {
    if (t->backend->table.memcpy_peer != NULL) {
        anyrt_status_t st = (t->backend->table.memcpy_peer)(t->device, dst, src, src_device, size);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__fallback_memcpy_peer(call, t, dst, src, src_device, size);
}

anyrt_status_t anyrt__impl_memcpy_peer_async(anyrt__call_t* call, const anyrt__target_t* t, void* dst, int dst_device, const void* src, int src_device, size_t size, anyrt_backend_stream_t stream) {
    if (t->backend->table.memcpy_peer_async != NULL) {
        anyrt_status_t st = (t->backend->table.memcpy_peer_async)(t->device, dst, dst_device, src, src_device, size, stream);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    /* its fallback works on the host now: a backend's own capture would not record it */
    if (anyrt__capture_native(call)) return anyrt__native_capture_refuses(call, t);
    anyrt__note_fallback(call, t, "memcpy_peer_async");
    anyrt_status_t st = anyrt__sync_raw_stream(call, t, stream);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    return anyrt__impl_memcpy_peer(call, t, dst, src, src_device, size);
}

anyrt_status_t anyrt__impl_memset(anyrt__call_t* call, const anyrt__target_t* t, void* ptr, uint8_t value, size_t size) {
    if (t->backend->table.memset != NULL) {
        anyrt_status_t st = (t->backend->table.memset)(t->device, ptr, value, size);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__fallback_memset(call, t, ptr, value, size);
}

anyrt_status_t anyrt__impl_memset_async(anyrt__call_t* call, const anyrt__target_t* t, void* ptr, uint8_t value, size_t size, anyrt_backend_stream_t stream) {
    if (t->backend->table.memset_async != NULL) {
        anyrt_status_t st = (t->backend->table.memset_async)(t->device, ptr, value, size, stream);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    /* its fallback works on the host now: a backend's own capture would not record it */
    if (anyrt__capture_native(call)) return anyrt__native_capture_refuses(call, t);
    anyrt__note_fallback(call, t, "memset_async");
    anyrt_status_t st = anyrt__sync_raw_stream(call, t, stream);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    return anyrt__impl_memset(call, t, ptr, value, size);
}

anyrt_status_t anyrt__impl_get_memory_info(anyrt__call_t* call, const anyrt__target_t* t, size_t* free_bytes, size_t* total_bytes) {
    if (t->backend->table.get_memory_info != NULL) {
        anyrt_status_t st = (t->backend->table.get_memory_info)(t->device, free_bytes, total_bytes);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    anyrt__note_fallback(call, t, "get_memory_info");
    *free_bytes = 0;
    *total_bytes = 0;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t anyrt__impl_min_chunk_size(anyrt__call_t* call, const anyrt__target_t* t, size_t* size) {
    if (t->backend->table.min_chunk_size != NULL) {
        anyrt_status_t st = (t->backend->table.min_chunk_size)(t->device, size);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    anyrt__note_fallback(call, t, "min_chunk_size");
    *size = 1;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t anyrt__impl_max_chunk_size(anyrt__call_t* call, const anyrt__target_t* t, size_t* size) {
    if (t->backend->table.max_chunk_size != NULL) {
        anyrt_status_t st = (t->backend->table.max_chunk_size)(t->device, size);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    anyrt__note_fallback(call, t, "max_chunk_size"); /* delegate */
    return anyrt__impl_max_alloc_size(call, t, size);
}

anyrt_status_t anyrt__impl_max_alloc_size(anyrt__call_t* call, const anyrt__target_t* t, size_t* size) {
    if (t->backend->table.max_alloc_size != NULL) {
        anyrt_status_t st = (t->backend->table.max_alloc_size)(t->device, size);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__fallback_max_alloc_size(call, t, size);
}

anyrt_status_t anyrt__impl_extra_padding_size(anyrt__call_t* call, const anyrt__target_t* t, size_t* size) {
    if (t->backend->table.extra_padding_size != NULL) {
        anyrt_status_t st = (t->backend->table.extra_padding_size)(t->device, size);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    anyrt__note_fallback(call, t, "extra_padding_size");
    *size = 0;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t anyrt__impl_init_alloc_size(anyrt__call_t* call, const anyrt__target_t* t, size_t* size) {
    if (t->backend->table.init_alloc_size != NULL) {
        anyrt_status_t st = (t->backend->table.init_alloc_size)(t->device, size);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    anyrt__note_fallback(call, t, "init_alloc_size"); /* delegate */
    return anyrt__impl_max_alloc_size(call, t, size);
}

anyrt_status_t anyrt__impl_realloc_size(anyrt__call_t* call, const anyrt__target_t* t, size_t* size) {
    if (t->backend->table.realloc_size != NULL) {
        anyrt_status_t st = (t->backend->table.realloc_size)(t->device, size);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    anyrt__note_fallback(call, t, "realloc_size"); /* delegate */
    return anyrt__impl_max_alloc_size(call, t, size);
}

anyrt_status_t anyrt__impl_malloc_async(anyrt__call_t* call, const anyrt__target_t* t, void** ptr, size_t size, anyrt_backend_stream_t stream) {
    if (t->backend->table.malloc_async != NULL) {
        anyrt_status_t st = (t->backend->table.malloc_async)(t->device, ptr, size, stream);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    /* its fallback works on the host now: a backend's own capture would not record it */
    if (anyrt__capture_native(call)) return anyrt__native_capture_refuses(call, t);
    anyrt__note_fallback(call, t, "malloc_async");
    anyrt_status_t st = anyrt__sync_raw_stream(call, t, stream);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    return anyrt__impl_malloc(call, t, ptr, size);
}

anyrt_status_t anyrt__impl_free_async(anyrt__call_t* call, const anyrt__target_t* t, void* ptr, size_t size, anyrt_backend_stream_t stream) {
    if (t->backend->table.free_async != NULL) {
        anyrt_status_t st = (t->backend->table.free_async)(t->device, ptr, size, stream);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    /* its fallback works on the host now: a backend's own capture would not record it */
    if (anyrt__capture_native(call)) return anyrt__native_capture_refuses(call, t);
    anyrt__note_fallback(call, t, "free_async");
    anyrt_status_t st = anyrt__sync_raw_stream(call, t, stream);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    return anyrt__impl_free(call, t, ptr, size);
}

anyrt_status_t anyrt__impl_create_stream(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t* stream) {
    if (t->backend->table.create_stream != NULL) {
        anyrt_status_t st = (t->backend->table.create_stream)(t->device, stream);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__fallback_create_stream(call, t, stream);
}

anyrt_status_t anyrt__impl_destroy_stream(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t stream) {
    if (t->backend->table.destroy_stream != NULL) {
        anyrt_status_t st = (t->backend->table.destroy_stream)(t->device, stream);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    anyrt__note_fallback(call, t, "destroy_stream");
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t anyrt__impl_query_stream(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t stream) {
    if (t->backend->table.query_stream != NULL) {
        anyrt_status_t st = (t->backend->table.query_stream)(t->device, stream);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    anyrt__note_fallback(call, t, "query_stream"); /* synchronize_then_ready */
    return anyrt__impl_synchronize_stream(call, t, stream);
}

anyrt_status_t anyrt__impl_synchronize_stream(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t stream) {
    if (t->backend->table.synchronize_stream != NULL) {
        anyrt_status_t st = (t->backend->table.synchronize_stream)(t->device, stream);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__fallback_synchronize_stream(call, t, stream);
}

anyrt_status_t anyrt__impl_stream_add_callback(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t stream, anyrt_host_fn_t fn, void* user_data) {
    if (t->backend->table.stream_add_callback != NULL) {
        anyrt_status_t st = (t->backend->table.stream_add_callback)(t->device, stream, fn, user_data);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    /* its fallback works on the host now: a backend's own capture would not record it */
    if (anyrt__capture_native(call)) return anyrt__native_capture_refuses(call, t);
    return anyrt__fallback_stream_add_callback(call, t, stream, fn, user_data);
}

anyrt_status_t anyrt__impl_stream_wait_event(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t stream, anyrt_backend_event_t event) {
    if (t->backend->table.stream_wait_event != NULL) {
        anyrt_status_t st = (t->backend->table.stream_wait_event)(t->device, stream, event);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    /* its fallback works on the host now: a backend's own capture would not record it */
    if (anyrt__capture_native(call)) return anyrt__native_capture_refuses(call, t);
    return anyrt__fallback_stream_wait_event(call, t, stream, event);
}

anyrt_status_t anyrt__impl_create_event(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_event_t* event, anyrt_event_flags_t flags) {
    if (t->backend->table.create_event != NULL) {
        anyrt_status_t st = (t->backend->table.create_event)(t->device, event, flags);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__not_supported(call, t);
}

anyrt_status_t anyrt__impl_destroy_event(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_event_t event) {
    if (t->backend->table.destroy_event != NULL) {
        anyrt_status_t st = (t->backend->table.destroy_event)(t->device, event);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__not_supported(call, t);
}

anyrt_status_t anyrt__impl_record_event(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_event_t event, anyrt_backend_stream_t stream) {
    if (t->backend->table.record_event != NULL) {
        anyrt_status_t st = (t->backend->table.record_event)(t->device, event, stream);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__not_supported(call, t);
}

anyrt_status_t anyrt__impl_query_event(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_event_t event) {
    if (t->backend->table.query_event != NULL) {
        anyrt_status_t st = (t->backend->table.query_event)(t->device, event);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    anyrt__note_fallback(call, t, "query_event"); /* synchronize_then_ready */
    return anyrt__impl_synchronize_event(call, t, event);
}

anyrt_status_t anyrt__impl_synchronize_event(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_event_t event) {
    if (t->backend->table.synchronize_event != NULL) {
        anyrt_status_t st = (t->backend->table.synchronize_event)(t->device, event);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__not_supported(call, t);
}

anyrt_status_t anyrt__impl_event_elapsed_time(anyrt__call_t* call, const anyrt__target_t* t, float* ms, anyrt_backend_event_t start, anyrt_backend_event_t end) {
    if (t->backend->table.event_elapsed_time != NULL) {
        anyrt_status_t st = (t->backend->table.event_elapsed_time)(t->device, ms, start, end);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__not_supported(call, t);
}

anyrt_status_t anyrt__impl_get_unique_id(anyrt__call_t* call, const anyrt__target_t* t, anyrt_unique_id_t* id) {
    if (t->backend->table.get_unique_id != NULL) {
        anyrt_status_t st = (t->backend->table.get_unique_id)(id);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__fallback_get_unique_id(call, t, id);
}

anyrt_status_t anyrt__impl_comm_init_all(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_comm_t* comms, int ndevice, const int* device_ids) {
    if (t->backend->table.comm_init_all != NULL) {
        anyrt_status_t st = (t->backend->table.comm_init_all)(comms, ndevice, device_ids);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__fallback_comm_init_all(call, t, comms, ndevice, device_ids);
}

anyrt_status_t anyrt__impl_comm_init_rank(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_comm_t* comm, int nranks, anyrt_unique_id_t id, int rank) {
    if (t->backend->table.comm_init_rank != NULL) {
        anyrt_status_t st = (t->backend->table.comm_init_rank)(t->device, comm, nranks, id, rank);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__fallback_comm_init_rank(call, t, comm, nranks, id, rank);
}

anyrt_status_t anyrt__impl_comm_destroy(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_comm_t comm) {
    if (t->backend->table.comm_destroy != NULL) {
        anyrt_status_t st = (t->backend->table.comm_destroy)(t->device, comm);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__fallback_comm_destroy(call, t, comm);
}

anyrt_status_t anyrt__impl_comm_rank(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_comm_t comm, int* rank) {
    if (t->backend->table.comm_rank != NULL) {
        anyrt_status_t st = (t->backend->table.comm_rank)(t->device, comm, rank);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__fallback_comm_rank(call, t, comm, rank);
}

anyrt_status_t anyrt__impl_comm_size(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_comm_t comm, int* size) {
    if (t->backend->table.comm_size != NULL) {
        anyrt_status_t st = (t->backend->table.comm_size)(t->device, comm, size);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__fallback_comm_size(call, t, comm, size);
}

anyrt_status_t anyrt__impl_all_reduce(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, anyrt_reduce_op_t op, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    if (t->backend->table.all_reduce != NULL) {
        anyrt_status_t st = (t->backend->table.all_reduce)(t->device, sendbuf, recvbuf, count, dtype, op, comm, stream);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    /* its fallback works on the host now: a backend's own capture would not record it */
    if (anyrt__capture_native(call)) return anyrt__native_capture_refuses(call, t);
    return anyrt__fallback_all_reduce(call, t, sendbuf, recvbuf, count, dtype, op, comm, stream);
}

anyrt_status_t anyrt__impl_broadcast(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, int root, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    if (t->backend->table.broadcast != NULL) {
        anyrt_status_t st = (t->backend->table.broadcast)(t->device, sendbuf, recvbuf, count, dtype, root, comm, stream);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    /* its fallback works on the host now: a backend's own capture would not record it */
    if (anyrt__capture_native(call)) return anyrt__native_capture_refuses(call, t);
    return anyrt__fallback_broadcast(call, t, sendbuf, recvbuf, count, dtype, root, comm, stream);
}

anyrt_status_t anyrt__impl_reduce(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, anyrt_reduce_op_t op, int root, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    if (t->backend->table.reduce != NULL) {
        anyrt_status_t st = (t->backend->table.reduce)(t->device, sendbuf, recvbuf, count, dtype, op, root, comm, stream);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    /* its fallback works on the host now: a backend's own capture would not record it */
    if (anyrt__capture_native(call)) return anyrt__native_capture_refuses(call, t);
    return anyrt__fallback_reduce(call, t, sendbuf, recvbuf, count, dtype, op, root, comm, stream);
}

anyrt_status_t anyrt__impl_all_gather(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, size_t send_count, anyrt_dtype_t dtype, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    if (t->backend->table.all_gather != NULL) {
        anyrt_status_t st = (t->backend->table.all_gather)(t->device, sendbuf, recvbuf, send_count, dtype, comm, stream);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    /* its fallback works on the host now: a backend's own capture would not record it */
    if (anyrt__capture_native(call)) return anyrt__native_capture_refuses(call, t);
    return anyrt__fallback_all_gather(call, t, sendbuf, recvbuf, send_count, dtype, comm, stream);
}

anyrt_status_t anyrt__impl_reduce_scatter(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, size_t recv_count, anyrt_dtype_t dtype, anyrt_reduce_op_t op, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    if (t->backend->table.reduce_scatter != NULL) {
        anyrt_status_t st = (t->backend->table.reduce_scatter)(t->device, sendbuf, recvbuf, recv_count, dtype, op, comm, stream);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    /* its fallback works on the host now: a backend's own capture would not record it */
    if (anyrt__capture_native(call)) return anyrt__native_capture_refuses(call, t);
    return anyrt__fallback_reduce_scatter(call, t, sendbuf, recvbuf, recv_count, dtype, op, comm, stream);
}

anyrt_status_t anyrt__impl_send(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, size_t count, anyrt_dtype_t dtype, int peer, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    if (t->backend->table.send != NULL) {
        anyrt_status_t st = (t->backend->table.send)(t->device, sendbuf, count, dtype, peer, comm, stream);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    /* its fallback works on the host now: a backend's own capture would not record it */
    if (anyrt__capture_native(call)) return anyrt__native_capture_refuses(call, t);
    return anyrt__fallback_send(call, t, sendbuf, count, dtype, peer, comm, stream);
}

anyrt_status_t anyrt__impl_recv(anyrt__call_t* call, const anyrt__target_t* t, void* recvbuf, size_t count, anyrt_dtype_t dtype, int peer, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    if (t->backend->table.recv != NULL) {
        anyrt_status_t st = (t->backend->table.recv)(t->device, recvbuf, count, dtype, peer, comm, stream);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    /* its fallback works on the host now: a backend's own capture would not record it */
    if (anyrt__capture_native(call)) return anyrt__native_capture_refuses(call, t);
    return anyrt__fallback_recv(call, t, recvbuf, count, dtype, peer, comm, stream);
}

anyrt_status_t anyrt__impl_group_start(anyrt__call_t* call, const anyrt__target_t* t) {
    if (t->backend->table.group_start != NULL) {
        anyrt_status_t st = (t->backend->table.group_start)();
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__fallback_group_start(call, t);
}

anyrt_status_t anyrt__impl_group_end(anyrt__call_t* call, const anyrt__target_t* t) {
    if (t->backend->table.group_end != NULL) {
        anyrt_status_t st = (t->backend->table.group_end)();
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__fallback_group_end(call, t);
}

anyrt_status_t anyrt__impl_op_workspace_size(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch, size_t* size) {
    if (t->backend->table.op_workspace_size != NULL) {
        anyrt_status_t st = (t->backend->table.op_workspace_size)(t->device, launch, size);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    *size = 0;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t anyrt__impl_device_memory_host_accessible(anyrt__call_t* call, const anyrt__target_t* t, int* accessible) {
    if (t->backend->table.device_memory_host_accessible != NULL) {
        anyrt_status_t st = (t->backend->table.device_memory_host_accessible)(t->device, accessible);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    *accessible = anyrt__kind_host_memory((int)t->backend->info.kind);
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t anyrt__impl_op_gemm(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_gemm != NULL) {
        anyrt_status_t st = (t->backend->table.op_gemm)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_add(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_add != NULL) {
        anyrt_status_t st = (t->backend->table.op_add)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_sub(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_sub != NULL) {
        anyrt_status_t st = (t->backend->table.op_sub)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_mul(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_mul != NULL) {
        anyrt_status_t st = (t->backend->table.op_mul)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_relu(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_relu != NULL) {
        anyrt_status_t st = (t->backend->table.op_relu)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_silu(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_silu != NULL) {
        anyrt_status_t st = (t->backend->table.op_silu)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_sigmoid(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_sigmoid != NULL) {
        anyrt_status_t st = (t->backend->table.op_sigmoid)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_swiglu(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_swiglu != NULL) {
        anyrt_status_t st = (t->backend->table.op_swiglu)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_rms_norm(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_rms_norm != NULL) {
        anyrt_status_t st = (t->backend->table.op_rms_norm)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_softmax(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_softmax != NULL) {
        anyrt_status_t st = (t->backend->table.op_softmax)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_causal_softmax(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_causal_softmax != NULL) {
        anyrt_status_t st = (t->backend->table.op_causal_softmax)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_rope(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_rope != NULL) {
        anyrt_status_t st = (t->backend->table.op_rope)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_rearrange(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_rearrange != NULL) {
        anyrt_status_t st = (t->backend->table.op_rearrange)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_random_sample(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_random_sample != NULL) {
        anyrt_status_t st = (t->backend->table.op_random_sample)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_zeros(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_zeros != NULL) {
        anyrt_status_t st = (t->backend->table.op_zeros)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_ones(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_ones != NULL) {
        anyrt_status_t st = (t->backend->table.op_ones)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_comm_init_mpi(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_comm_t* comm, const void* mpi_comm, size_t mpi_comm_size) {
    if (t->backend->table.comm_init_mpi != NULL) {
        anyrt_status_t st = (t->backend->table.comm_init_mpi)(t->device, comm, mpi_comm, mpi_comm_size);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__fallback_comm_init_mpi(call, t, comm, mpi_comm, mpi_comm_size);
}

anyrt_status_t anyrt__impl_op_add_rms_norm(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_add_rms_norm != NULL) {
        anyrt_status_t st = (t->backend->table.op_add_rms_norm)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_cross_entropy(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_cross_entropy != NULL) {
        anyrt_status_t st = (t->backend->table.op_cross_entropy)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_topksoftmax(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_topksoftmax != NULL) {
        anyrt_status_t st = (t->backend->table.op_topksoftmax)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_topkrouter(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_topkrouter != NULL) {
        anyrt_status_t st = (t->backend->table.op_topkrouter)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_mrope(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_mrope != NULL) {
        anyrt_status_t st = (t->backend->table.op_mrope)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_per_tensor_quant_int8(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_per_tensor_quant_int8 != NULL) {
        anyrt_status_t st = (t->backend->table.op_per_tensor_quant_int8)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_per_tensor_dequant_int8(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_per_tensor_dequant_int8 != NULL) {
        anyrt_status_t st = (t->backend->table.op_per_tensor_dequant_int8)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_per_channel_quant_int8(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_per_channel_quant_int8 != NULL) {
        anyrt_status_t st = (t->backend->table.op_per_channel_quant_int8)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_dequantize_awq(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_dequantize_awq != NULL) {
        anyrt_status_t st = (t->backend->table.op_dequantize_awq)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_dequantize_gptq(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_dequantize_gptq != NULL) {
        anyrt_status_t st = (t->backend->table.op_dequantize_gptq)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_kv_caching(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_kv_caching != NULL) {
        anyrt_status_t st = (t->backend->table.op_kv_caching)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_paged_caching(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_paged_caching != NULL) {
        anyrt_status_t st = (t->backend->table.op_paged_caching)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_paged_attention(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_paged_attention != NULL) {
        anyrt_status_t st = (t->backend->table.op_paged_attention)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_paged_attention_prefill(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_paged_attention_prefill != NULL) {
        anyrt_status_t st = (t->backend->table.op_paged_attention_prefill)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_attention(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_attention != NULL) {
        anyrt_status_t st = (t->backend->table.op_attention)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_random_sample_batch(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_random_sample_batch != NULL) {
        anyrt_status_t st = (t->backend->table.op_random_sample_batch)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_silu_and_mul(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_silu_and_mul != NULL) {
        anyrt_status_t st = (t->backend->table.op_silu_and_mul)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_embedding(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_embedding != NULL) {
        anyrt_status_t st = (t->backend->table.op_embedding)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_gelu(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_gelu != NULL) {
        anyrt_status_t st = (t->backend->table.op_gelu)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_gelutanh(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_gelutanh != NULL) {
        anyrt_status_t st = (t->backend->table.op_gelutanh)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_quickgelu(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_quickgelu != NULL) {
        anyrt_status_t st = (t->backend->table.op_quickgelu)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_tanh(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_tanh != NULL) {
        anyrt_status_t st = (t->backend->table.op_tanh)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_erf(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_erf != NULL) {
        anyrt_status_t st = (t->backend->table.op_erf)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_reciprocal(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_reciprocal != NULL) {
        anyrt_status_t st = (t->backend->table.op_reciprocal)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_hardswish(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_hardswish != NULL) {
        anyrt_status_t st = (t->backend->table.op_hardswish)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_softplus(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_softplus != NULL) {
        anyrt_status_t st = (t->backend->table.op_softplus)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_hardtanh(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_hardtanh != NULL) {
        anyrt_status_t st = (t->backend->table.op_hardtanh)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_clip(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_clip != NULL) {
        anyrt_status_t st = (t->backend->table.op_clip)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_log_softmax(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_log_softmax != NULL) {
        anyrt_status_t st = (t->backend->table.op_log_softmax)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_layer_norm(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_layer_norm != NULL) {
        anyrt_status_t st = (t->backend->table.op_layer_norm)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_select_last_token_hidden(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_select_last_token_hidden != NULL) {
        anyrt_status_t st = (t->backend->table.op_select_last_token_hidden)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_conv(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_conv != NULL) {
        anyrt_status_t st = (t->backend->table.op_conv)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_abs(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_abs != NULL) {
        anyrt_status_t st = (t->backend->table.op_abs)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_neg(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_neg != NULL) {
        anyrt_status_t st = (t->backend->table.op_neg)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_sign(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_sign != NULL) {
        anyrt_status_t st = (t->backend->table.op_sign)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_square(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_square != NULL) {
        anyrt_status_t st = (t->backend->table.op_square)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_exp(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_exp != NULL) {
        anyrt_status_t st = (t->backend->table.op_exp)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_exp2(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_exp2 != NULL) {
        anyrt_status_t st = (t->backend->table.op_exp2)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_expm1(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_expm1 != NULL) {
        anyrt_status_t st = (t->backend->table.op_expm1)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_log(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_log != NULL) {
        anyrt_status_t st = (t->backend->table.op_log)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_log2(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_log2 != NULL) {
        anyrt_status_t st = (t->backend->table.op_log2)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_log10(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_log10 != NULL) {
        anyrt_status_t st = (t->backend->table.op_log10)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_log1p(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_log1p != NULL) {
        anyrt_status_t st = (t->backend->table.op_log1p)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_sqrt(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_sqrt != NULL) {
        anyrt_status_t st = (t->backend->table.op_sqrt)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_rsqrt(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_rsqrt != NULL) {
        anyrt_status_t st = (t->backend->table.op_rsqrt)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_sin(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_sin != NULL) {
        anyrt_status_t st = (t->backend->table.op_sin)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_cos(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_cos != NULL) {
        anyrt_status_t st = (t->backend->table.op_cos)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_tan(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_tan != NULL) {
        anyrt_status_t st = (t->backend->table.op_tan)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_asin(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_asin != NULL) {
        anyrt_status_t st = (t->backend->table.op_asin)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_acos(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_acos != NULL) {
        anyrt_status_t st = (t->backend->table.op_acos)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_atan(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_atan != NULL) {
        anyrt_status_t st = (t->backend->table.op_atan)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_sinh(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_sinh != NULL) {
        anyrt_status_t st = (t->backend->table.op_sinh)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_cosh(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_cosh != NULL) {
        anyrt_status_t st = (t->backend->table.op_cosh)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_asinh(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_asinh != NULL) {
        anyrt_status_t st = (t->backend->table.op_asinh)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_acosh(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_acosh != NULL) {
        anyrt_status_t st = (t->backend->table.op_acosh)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_atanh(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_atanh != NULL) {
        anyrt_status_t st = (t->backend->table.op_atanh)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_erfc(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_erfc != NULL) {
        anyrt_status_t st = (t->backend->table.op_erfc)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_floor(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_floor != NULL) {
        anyrt_status_t st = (t->backend->table.op_floor)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_ceil(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_ceil != NULL) {
        anyrt_status_t st = (t->backend->table.op_ceil)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_round(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_round != NULL) {
        anyrt_status_t st = (t->backend->table.op_round)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_trunc(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_trunc != NULL) {
        anyrt_status_t st = (t->backend->table.op_trunc)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_bitwise_not(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_bitwise_not != NULL) {
        anyrt_status_t st = (t->backend->table.op_bitwise_not)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_logical_not(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_logical_not != NULL) {
        anyrt_status_t st = (t->backend->table.op_logical_not)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_isnan(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_isnan != NULL) {
        anyrt_status_t st = (t->backend->table.op_isnan)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_isinf(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_isinf != NULL) {
        anyrt_status_t st = (t->backend->table.op_isinf)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_isfinite(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_isfinite != NULL) {
        anyrt_status_t st = (t->backend->table.op_isfinite)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_div(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_div != NULL) {
        anyrt_status_t st = (t->backend->table.op_div)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_floor_divide(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_floor_divide != NULL) {
        anyrt_status_t st = (t->backend->table.op_floor_divide)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_remainder(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_remainder != NULL) {
        anyrt_status_t st = (t->backend->table.op_remainder)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_fmod(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_fmod != NULL) {
        anyrt_status_t st = (t->backend->table.op_fmod)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_pow(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_pow != NULL) {
        anyrt_status_t st = (t->backend->table.op_pow)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_maximum(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_maximum != NULL) {
        anyrt_status_t st = (t->backend->table.op_maximum)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_minimum(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_minimum != NULL) {
        anyrt_status_t st = (t->backend->table.op_minimum)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_fmax(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_fmax != NULL) {
        anyrt_status_t st = (t->backend->table.op_fmax)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_fmin(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_fmin != NULL) {
        anyrt_status_t st = (t->backend->table.op_fmin)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_atan2(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_atan2 != NULL) {
        anyrt_status_t st = (t->backend->table.op_atan2)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_hypot(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_hypot != NULL) {
        anyrt_status_t st = (t->backend->table.op_hypot)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_copysign(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_copysign != NULL) {
        anyrt_status_t st = (t->backend->table.op_copysign)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_logaddexp(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_logaddexp != NULL) {
        anyrt_status_t st = (t->backend->table.op_logaddexp)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_bitwise_and(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_bitwise_and != NULL) {
        anyrt_status_t st = (t->backend->table.op_bitwise_and)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_bitwise_or(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_bitwise_or != NULL) {
        anyrt_status_t st = (t->backend->table.op_bitwise_or)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_bitwise_xor(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_bitwise_xor != NULL) {
        anyrt_status_t st = (t->backend->table.op_bitwise_xor)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_eq(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_eq != NULL) {
        anyrt_status_t st = (t->backend->table.op_eq)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_ne(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_ne != NULL) {
        anyrt_status_t st = (t->backend->table.op_ne)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_lt(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_lt != NULL) {
        anyrt_status_t st = (t->backend->table.op_lt)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_le(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_le != NULL) {
        anyrt_status_t st = (t->backend->table.op_le)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_gt(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_gt != NULL) {
        anyrt_status_t st = (t->backend->table.op_gt)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_ge(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_ge != NULL) {
        anyrt_status_t st = (t->backend->table.op_ge)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_logical_and(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_logical_and != NULL) {
        anyrt_status_t st = (t->backend->table.op_logical_and)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_logical_or(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_logical_or != NULL) {
        anyrt_status_t st = (t->backend->table.op_logical_or)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_logical_xor(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_logical_xor != NULL) {
        anyrt_status_t st = (t->backend->table.op_logical_xor)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_where(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_where != NULL) {
        anyrt_status_t st = (t->backend->table.op_where)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_lerp(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_lerp != NULL) {
        anyrt_status_t st = (t->backend->table.op_lerp)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_addcmul(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_addcmul != NULL) {
        anyrt_status_t st = (t->backend->table.op_addcmul)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_addcdiv(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_addcdiv != NULL) {
        anyrt_status_t st = (t->backend->table.op_addcdiv)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_relu_backward(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_relu_backward != NULL) {
        anyrt_status_t st = (t->backend->table.op_relu_backward)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_silu_backward(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_silu_backward != NULL) {
        anyrt_status_t st = (t->backend->table.op_silu_backward)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_gelu_backward(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_gelu_backward != NULL) {
        anyrt_status_t st = (t->backend->table.op_gelu_backward)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_gelutanh_backward(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_gelutanh_backward != NULL) {
        anyrt_status_t st = (t->backend->table.op_gelutanh_backward)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_sigmoid_backward(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_sigmoid_backward != NULL) {
        anyrt_status_t st = (t->backend->table.op_sigmoid_backward)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_tanh_backward(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_tanh_backward != NULL) {
        anyrt_status_t st = (t->backend->table.op_tanh_backward)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_sum(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_sum != NULL) {
        anyrt_status_t st = (t->backend->table.op_sum)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_mean(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_mean != NULL) {
        anyrt_status_t st = (t->backend->table.op_mean)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_prod(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_prod != NULL) {
        anyrt_status_t st = (t->backend->table.op_prod)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_amax(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_amax != NULL) {
        anyrt_status_t st = (t->backend->table.op_amax)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_amin(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_amin != NULL) {
        anyrt_status_t st = (t->backend->table.op_amin)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_norm(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_norm != NULL) {
        anyrt_status_t st = (t->backend->table.op_norm)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_any(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_any != NULL) {
        anyrt_status_t st = (t->backend->table.op_any)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_all(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_all != NULL) {
        anyrt_status_t st = (t->backend->table.op_all)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_count_nonzero(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_count_nonzero != NULL) {
        anyrt_status_t st = (t->backend->table.op_count_nonzero)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_cast(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_cast != NULL) {
        anyrt_status_t st = (t->backend->table.op_cast)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_uniform(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_uniform != NULL) {
        anyrt_status_t st = (t->backend->table.op_uniform)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_normal(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_normal != NULL) {
        anyrt_status_t st = (t->backend->table.op_normal)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_bernoulli(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_bernoulli != NULL) {
        anyrt_status_t st = (t->backend->table.op_bernoulli)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_randint(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_randint != NULL) {
        anyrt_status_t st = (t->backend->table.op_randint)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_masked_fill(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_masked_fill != NULL) {
        anyrt_status_t st = (t->backend->table.op_masked_fill)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_arange(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_arange != NULL) {
        anyrt_status_t st = (t->backend->table.op_arange)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_tril(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_tril != NULL) {
        anyrt_status_t st = (t->backend->table.op_tril)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_triu(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_triu != NULL) {
        anyrt_status_t st = (t->backend->table.op_triu)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_one_hot(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_one_hot != NULL) {
        anyrt_status_t st = (t->backend->table.op_one_hot)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_gather(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_gather != NULL) {
        anyrt_status_t st = (t->backend->table.op_gather)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_index_select(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_index_select != NULL) {
        anyrt_status_t st = (t->backend->table.op_index_select)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_scatter(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_scatter != NULL) {
        anyrt_status_t st = (t->backend->table.op_scatter)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_scatter_add(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_scatter_add != NULL) {
        anyrt_status_t st = (t->backend->table.op_scatter_add)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_index_add(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_index_add != NULL) {
        anyrt_status_t st = (t->backend->table.op_index_add)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_cumsum(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_cumsum != NULL) {
        anyrt_status_t st = (t->backend->table.op_cumsum)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_cumprod(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_cumprod != NULL) {
        anyrt_status_t st = (t->backend->table.op_cumprod)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_topk(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_topk != NULL) {
        anyrt_status_t st = (t->backend->table.op_topk)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_sort(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_sort != NULL) {
        anyrt_status_t st = (t->backend->table.op_sort)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_argsort(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_argsort != NULL) {
        anyrt_status_t st = (t->backend->table.op_argsort)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_argmax(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_argmax != NULL) {
        anyrt_status_t st = (t->backend->table.op_argmax)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_argmin(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_argmin != NULL) {
        anyrt_status_t st = (t->backend->table.op_argmin)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_histc(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_histc != NULL) {
        anyrt_status_t st = (t->backend->table.op_histc)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_softmax_backward(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_softmax_backward != NULL) {
        anyrt_status_t st = (t->backend->table.op_softmax_backward)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_log_softmax_backward(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_log_softmax_backward != NULL) {
        anyrt_status_t st = (t->backend->table.op_log_softmax_backward)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_layer_norm_backward(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_layer_norm_backward != NULL) {
        anyrt_status_t st = (t->backend->table.op_layer_norm_backward)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_rms_norm_backward(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_rms_norm_backward != NULL) {
        anyrt_status_t st = (t->backend->table.op_rms_norm_backward)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_nll_loss(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_nll_loss != NULL) {
        anyrt_status_t st = (t->backend->table.op_nll_loss)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_cross_entropy_backward(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_cross_entropy_backward != NULL) {
        anyrt_status_t st = (t->backend->table.op_cross_entropy_backward)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_nll_loss_backward(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_nll_loss_backward != NULL) {
        anyrt_status_t st = (t->backend->table.op_nll_loss_backward)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_embedding_backward(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_embedding_backward != NULL) {
        anyrt_status_t st = (t->backend->table.op_embedding_backward)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_conv_backward_data(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_conv_backward_data != NULL) {
        anyrt_status_t st = (t->backend->table.op_conv_backward_data)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_conv_backward_filter(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_conv_backward_filter != NULL) {
        anyrt_status_t st = (t->backend->table.op_conv_backward_filter)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_max_pool(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_max_pool != NULL) {
        anyrt_status_t st = (t->backend->table.op_max_pool)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_max_pool_backward(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_max_pool_backward != NULL) {
        anyrt_status_t st = (t->backend->table.op_max_pool_backward)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_avg_pool(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_avg_pool != NULL) {
        anyrt_status_t st = (t->backend->table.op_avg_pool)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_avg_pool_backward(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_avg_pool_backward != NULL) {
        anyrt_status_t st = (t->backend->table.op_avg_pool_backward)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_batch_norm(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_batch_norm != NULL) {
        anyrt_status_t st = (t->backend->table.op_batch_norm)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_batch_norm_inference(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_batch_norm_inference != NULL) {
        anyrt_status_t st = (t->backend->table.op_batch_norm_inference)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_batch_norm_backward(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_batch_norm_backward != NULL) {
        anyrt_status_t st = (t->backend->table.op_batch_norm_backward)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_adamw_step(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_adamw_step != NULL) {
        anyrt_status_t st = (t->backend->table.op_adamw_step)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_sgd_step(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_sgd_step != NULL) {
        anyrt_status_t st = (t->backend->table.op_sgd_step)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_device_properties(anyrt__call_t* call, const anyrt__target_t* t, anyrt_device_properties_t* properties) {
    if (t->backend->table.device_properties != NULL) {
        anyrt_status_t st = (t->backend->table.device_properties)(t->device, properties);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__fallback_device_properties(call, t, properties);
}

anyrt_status_t anyrt__impl_device_get_native_handle(anyrt__call_t* call, const anyrt__target_t* t, void** handle) {
    if (t->backend->table.device_get_native_handle != NULL) {
        anyrt_status_t st = (t->backend->table.device_get_native_handle)(t->device, handle);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__not_supported(call, t);
}

anyrt_status_t anyrt__impl_context_get_native_handle(anyrt__call_t* call, const anyrt__target_t* t, void** handle) {
    if (t->backend->table.context_get_native_handle != NULL) {
        anyrt_status_t st = (t->backend->table.context_get_native_handle)(t->device, handle);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__not_supported(call, t);
}

anyrt_status_t anyrt__impl_stream_get_native_handle(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t stream, void** handle) {
    if (t->backend->table.stream_get_native_handle != NULL) {
        anyrt_status_t st = (t->backend->table.stream_get_native_handle)(t->device, stream, handle);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__not_supported(call, t);
}

anyrt_status_t anyrt__impl_create_stream_with_priority(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t* stream, int priority) {
    if (t->backend->table.create_stream_with_priority != NULL) {
        anyrt_status_t st = (t->backend->table.create_stream_with_priority)(t->device, stream, priority);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__fallback_create_stream_with_priority(call, t, stream, priority);
}

anyrt_status_t anyrt__impl_get_stream_priority_range(anyrt__call_t* call, const anyrt__target_t* t, int* least, int* greatest) {
    if (t->backend->table.get_stream_priority_range != NULL) {
        anyrt_status_t st = (t->backend->table.get_stream_priority_range)(t->device, least, greatest);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    anyrt__note_fallback(call, t, "get_stream_priority_range");
    *least = 0;
    *greatest = 0;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t anyrt__impl_get_stream_priority(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t stream, int* priority) {
    if (t->backend->table.get_stream_priority != NULL) {
        anyrt_status_t st = (t->backend->table.get_stream_priority)(t->device, stream, priority);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    anyrt__note_fallback(call, t, "get_stream_priority");
    *priority = 0;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t anyrt__impl_native_capture_begin(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t stream, anyrt_capture_mode_t mode) {
    if (t->backend->table.native_capture_begin != NULL) {
        anyrt_status_t st = (t->backend->table.native_capture_begin)(t->device, stream, mode);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__not_supported(call, t);
}

anyrt_status_t anyrt__impl_native_capture_end(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t stream, anyrt_backend_graph_t* graph) {
    if (t->backend->table.native_capture_end != NULL) {
        anyrt_status_t st = (t->backend->table.native_capture_end)(t->device, stream, graph);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__not_supported(call, t);
}

anyrt_status_t anyrt__impl_native_graph_instantiate(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_graph_exec_t* exec, anyrt_backend_graph_t graph) {
    if (t->backend->table.native_graph_instantiate != NULL) {
        anyrt_status_t st = (t->backend->table.native_graph_instantiate)(t->device, exec, graph);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__not_supported(call, t);
}

anyrt_status_t anyrt__impl_native_graph_launch(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_graph_exec_t exec, anyrt_backend_stream_t stream) {
    if (t->backend->table.native_graph_launch != NULL) {
        anyrt_status_t st = (t->backend->table.native_graph_launch)(t->device, exec, stream);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__not_supported(call, t);
}

anyrt_status_t anyrt__impl_native_graph_exec_update(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_graph_exec_t exec, anyrt_backend_graph_t graph) {
    if (t->backend->table.native_graph_exec_update != NULL) {
        anyrt_status_t st = (t->backend->table.native_graph_exec_update)(t->device, exec, graph);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__not_supported(call, t);
}

anyrt_status_t anyrt__impl_native_graph_destroy(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_graph_t graph) {
    if (t->backend->table.native_graph_destroy != NULL) {
        anyrt_status_t st = (t->backend->table.native_graph_destroy)(t->device, graph);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__not_supported(call, t);
}

anyrt_status_t anyrt__impl_native_graph_exec_destroy(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_graph_exec_t exec) {
    if (t->backend->table.native_graph_exec_destroy != NULL) {
        anyrt_status_t st = (t->backend->table.native_graph_exec_destroy)(t->device, exec);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__not_supported(call, t);
}

anyrt_status_t anyrt__impl_all_to_all(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    if (t->backend->table.all_to_all != NULL) {
        anyrt_status_t st = (t->backend->table.all_to_all)(t->device, sendbuf, recvbuf, count, dtype, comm, stream);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    /* composed of sends and receives, which no rank can take back: the ranks agree first (spec `agree:`) */
    static const char* const agreed_names[] = {"all_to_all", "count", "dtype"};
    const int64_t agreed[] = {ANYRT_SLOT_ALL_TO_ALL, (int64_t)count, (int64_t)dtype};
    anyrt_status_t agreement = anyrt__ccl_agree(call, t, comm, stream, agreed_names, agreed, 3, 0u);
    if (agreement != ANYRT_STATUS_SUCCESS) return agreement;
    return anyrt__fallback_all_to_all(call, t, sendbuf, recvbuf, count, dtype, comm, stream);
}

anyrt_status_t anyrt__impl_all_to_allv(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, const size_t* send_counts, const size_t* send_displs, void* recvbuf, const size_t* recv_counts, const size_t* recv_displs, int nranks, anyrt_dtype_t dtype, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    if (t->backend->table.all_to_allv != NULL) {
        anyrt_status_t st = (t->backend->table.all_to_allv)(t->device, sendbuf, send_counts, send_displs, recvbuf, recv_counts, recv_displs, nranks, dtype, comm, stream);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    /* composed of sends and receives, which no rank can take back: the ranks agree first (spec `agree:`) */
    static const char* const agreed_names[] = {"all_to_allv", "nranks", "dtype"};
    const int64_t agreed[] = {ANYRT_SLOT_ALL_TO_ALLV, (int64_t)nranks, (int64_t)dtype};
    anyrt_status_t agreement = anyrt__ccl_agree(call, t, comm, stream, agreed_names, agreed, 3, 0u);
    if (agreement != ANYRT_STATUS_SUCCESS) return agreement;
    return anyrt__fallback_all_to_allv(call, t, sendbuf, send_counts, send_displs, recvbuf, recv_counts, recv_displs, nranks, dtype, comm, stream);
}

anyrt_status_t anyrt__impl_all_gather_v(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, const size_t* recv_counts, int nranks, anyrt_dtype_t dtype, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    if (t->backend->table.all_gather_v != NULL) {
        anyrt_status_t st = (t->backend->table.all_gather_v)(t->device, sendbuf, recvbuf, recv_counts, nranks, dtype, comm, stream);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    /* composed of sends and receives, which no rank can take back: the ranks agree first (spec `agree:`) */
    static const char* const agreed_names[] = {"all_gather_v", "recv_counts", "nranks", "dtype"};
    const int64_t agreed[] = {ANYRT_SLOT_ALL_GATHER_V, anyrt__agree_digest(recv_counts, nranks), (int64_t)nranks, (int64_t)dtype};
    anyrt_status_t agreement = anyrt__ccl_agree(call, t, comm, stream, agreed_names, agreed, 4, 2u);
    if (agreement != ANYRT_STATUS_SUCCESS) return agreement;
    return anyrt__fallback_all_gather_v(call, t, sendbuf, recvbuf, recv_counts, nranks, dtype, comm, stream);
}

anyrt_status_t anyrt__impl_reduce_scatter_v(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, const size_t* recv_counts, int nranks, anyrt_dtype_t dtype, anyrt_reduce_op_t op, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    if (t->backend->table.reduce_scatter_v != NULL) {
        anyrt_status_t st = (t->backend->table.reduce_scatter_v)(t->device, sendbuf, recvbuf, recv_counts, nranks, dtype, op, comm, stream);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    /* composed of sends and receives, which no rank can take back: the ranks agree first (spec `agree:`) */
    static const char* const agreed_names[] = {"reduce_scatter_v", "recv_counts", "nranks", "dtype", "op"};
    const int64_t agreed[] = {ANYRT_SLOT_REDUCE_SCATTER_V, anyrt__agree_digest(recv_counts, nranks), (int64_t)nranks, (int64_t)dtype, (int64_t)op};
    anyrt_status_t agreement = anyrt__ccl_agree(call, t, comm, stream, agreed_names, agreed, 5, 2u);
    if (agreement != ANYRT_STATUS_SUCCESS) return agreement;
    return anyrt__fallback_reduce_scatter_v(call, t, sendbuf, recvbuf, recv_counts, nranks, dtype, op, comm, stream);
}

anyrt_status_t anyrt__impl_ccl_gather(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, int root, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    if (t->backend->table.ccl_gather != NULL) {
        anyrt_status_t st = (t->backend->table.ccl_gather)(t->device, sendbuf, recvbuf, count, dtype, root, comm, stream);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    /* composed of sends and receives, which no rank can take back: the ranks agree first (spec `agree:`) */
    static const char* const agreed_names[] = {"ccl_gather", "count", "dtype", "root"};
    const int64_t agreed[] = {ANYRT_SLOT_CCL_GATHER, (int64_t)count, (int64_t)dtype, (int64_t)root};
    anyrt_status_t agreement = anyrt__ccl_agree(call, t, comm, stream, agreed_names, agreed, 4, 0u);
    if (agreement != ANYRT_STATUS_SUCCESS) return agreement;
    return anyrt__fallback_ccl_gather(call, t, sendbuf, recvbuf, count, dtype, root, comm, stream);
}

anyrt_status_t anyrt__impl_ccl_scatter(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, int root, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    if (t->backend->table.ccl_scatter != NULL) {
        anyrt_status_t st = (t->backend->table.ccl_scatter)(t->device, sendbuf, recvbuf, count, dtype, root, comm, stream);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    /* composed of sends and receives, which no rank can take back: the ranks agree first (spec `agree:`) */
    static const char* const agreed_names[] = {"ccl_scatter", "count", "dtype", "root"};
    const int64_t agreed[] = {ANYRT_SLOT_CCL_SCATTER, (int64_t)count, (int64_t)dtype, (int64_t)root};
    anyrt_status_t agreement = anyrt__ccl_agree(call, t, comm, stream, agreed_names, agreed, 4, 0u);
    if (agreement != ANYRT_STATUS_SUCCESS) return agreement;
    return anyrt__fallback_ccl_scatter(call, t, sendbuf, recvbuf, count, dtype, root, comm, stream);
}

anyrt_status_t anyrt__impl_comm_split(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_comm_t comm, int color, int key, anyrt_backend_comm_t* newcomm) {
    if (t->backend->table.comm_split != NULL) {
        anyrt_status_t st = (t->backend->table.comm_split)(t->device, comm, color, key, newcomm);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__fallback_comm_split(call, t, comm, color, key, newcomm);
}

anyrt_status_t anyrt__impl_module_load(anyrt__call_t* call, const anyrt__target_t* t, const void* image, size_t size, anyrt_backend_module_t* module) {
    if (t->backend->table.module_load != NULL) {
        anyrt_status_t st = (t->backend->table.module_load)(t->device, image, size, module);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__not_supported(call, t);
}

anyrt_status_t anyrt__impl_module_unload(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_module_t module) {
    if (t->backend->table.module_unload != NULL) {
        anyrt_status_t st = (t->backend->table.module_unload)(t->device, module);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__not_supported(call, t);
}

anyrt_status_t anyrt__impl_module_get_function(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_module_t module, const char* name, void** function) {
    if (t->backend->table.module_get_function != NULL) {
        anyrt_status_t st = (t->backend->table.module_get_function)(t->device, module, name, function);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__not_supported(call, t);
}

anyrt_status_t anyrt__impl_launch_kernel(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t stream, anyrt_backend_module_t module, const void* function, int grid_x, int grid_y, int grid_z, int block_x, int block_y, int block_z, size_t shared_memory, const void** args, const size_t* arg_sizes, int nargs) {
    if (t->backend->table.launch_kernel != NULL) {
        anyrt_status_t st = (t->backend->table.launch_kernel)(t->device, stream, module, function, grid_x, grid_y, grid_z, block_x, block_y, block_z, shared_memory, args, arg_sizes, nargs);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__not_supported(call, t);
}

anyrt_status_t anyrt__impl_op_var(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_var != NULL) {
        anyrt_status_t st = (t->backend->table.op_var)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_std(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_std != NULL) {
        anyrt_status_t st = (t->backend->table.op_std)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_logsumexp(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_logsumexp != NULL) {
        anyrt_status_t st = (t->backend->table.op_logsumexp)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_isin(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_isin != NULL) {
        anyrt_status_t st = (t->backend->table.op_isin)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_nonzero(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_nonzero != NULL) {
        anyrt_status_t st = (t->backend->table.op_nonzero)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_masked_select(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_masked_select != NULL) {
        anyrt_status_t st = (t->backend->table.op_masked_select)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_linspace(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_linspace != NULL) {
        anyrt_status_t st = (t->backend->table.op_linspace)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_native_exchange_capture_mode(anyrt__call_t* call, const anyrt__target_t* t, anyrt_capture_mode_t mode, anyrt_capture_mode_t* previous) {
    if (t->backend->table.native_exchange_capture_mode != NULL) {
        anyrt_status_t st = (t->backend->table.native_exchange_capture_mode)(t->device, mode, previous);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__not_supported(call, t);
}

anyrt_status_t anyrt__impl_op_relu6(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_relu6 != NULL) {
        anyrt_status_t st = (t->backend->table.op_relu6)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_softsign(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_softsign != NULL) {
        anyrt_status_t st = (t->backend->table.op_softsign)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_tanhshrink(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_tanhshrink != NULL) {
        anyrt_status_t st = (t->backend->table.op_tanhshrink)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_selu(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_selu != NULL) {
        anyrt_status_t st = (t->backend->table.op_selu)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_logaddexp2(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_logaddexp2 != NULL) {
        anyrt_status_t st = (t->backend->table.op_logaddexp2)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_bitwise_right_shift(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_bitwise_right_shift != NULL) {
        anyrt_status_t st = (t->backend->table.op_bitwise_right_shift)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_broadcast_to(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_broadcast_to != NULL) {
        anyrt_status_t st = (t->backend->table.op_broadcast_to)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_hardsigmoid(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_hardsigmoid != NULL) {
        anyrt_status_t st = (t->backend->table.op_hardsigmoid)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_mish(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_mish != NULL) {
        anyrt_status_t st = (t->backend->table.op_mish)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_logsigmoid(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_logsigmoid != NULL) {
        anyrt_status_t st = (t->backend->table.op_logsigmoid)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_frac(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_frac != NULL) {
        anyrt_status_t st = (t->backend->table.op_frac)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_sinc(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_sinc != NULL) {
        anyrt_status_t st = (t->backend->table.op_sinc)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_signbit(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_signbit != NULL) {
        anyrt_status_t st = (t->backend->table.op_signbit)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_leaky_relu(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_leaky_relu != NULL) {
        anyrt_status_t st = (t->backend->table.op_leaky_relu)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_elu(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_elu != NULL) {
        anyrt_status_t st = (t->backend->table.op_elu)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_hardshrink(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_hardshrink != NULL) {
        anyrt_status_t st = (t->backend->table.op_hardshrink)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_softshrink(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_softshrink != NULL) {
        anyrt_status_t st = (t->backend->table.op_softshrink)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_threshold(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_threshold != NULL) {
        anyrt_status_t st = (t->backend->table.op_threshold)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_nan_to_num(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_nan_to_num != NULL) {
        anyrt_status_t st = (t->backend->table.op_nan_to_num)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_xlogy(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_xlogy != NULL) {
        anyrt_status_t st = (t->backend->table.op_xlogy)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_xlog1py(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_xlog1py != NULL) {
        anyrt_status_t st = (t->backend->table.op_xlog1py)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}

anyrt_status_t anyrt__impl_op_heaviside(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    if (t->backend->table.op_heaviside != NULL) {
        anyrt_status_t st = (t->backend->table.op_heaviside)(t->device, launch);
        if (st != ANYRT_STATUS_NOT_SUPPORTED) return anyrt__from_backend(call, t, st);
    }
    return anyrt__op_fallback(call, t, launch);
}
