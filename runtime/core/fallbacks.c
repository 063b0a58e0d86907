/* Fallbacks the generator cannot express generically (see `fallback:` in the spec). Each one
 * notes that it served the call, so Python can warn once per backend and function. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "anyrt_half.h"
#include "core_private.h"

anyrt_status_t anyrt__sync_raw_stream(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t stream) {
    if (stream == NULL) return ANYRT_STATUS_SUCCESS; /* a null stream (no stream support) runs synchronously */
    return anyrt__impl_synchronize_stream(call, t, stream);
}

anyrt_status_t anyrt__fallback_get_device_list(anyrt__call_t* call, const anyrt__target_t* t, size_t* devices,
                                               size_t capacity) {
    anyrt__note_fallback(call, t, "get_device_list");
    for (size_t i = 0; i < capacity && i < (size_t)t->backend->info.device_count; ++i) devices[i] = i;
    return ANYRT_STATUS_SUCCESS;
}

/* A sync slot that answers NOT_SUPPORTED is absent (ABI rule), like a NULL one: the backend has
 * no asynchrony of its own to wait for. */
static anyrt_status_t absent_is_done(anyrt_status_t st) { return st == ANYRT_STATUS_NOT_SUPPORTED ? ANYRT_STATUS_SUCCESS : st; }

static anyrt_status_t sync_if_stream_slot(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t s) {
    /* Only the backend's own slot: the stream fallback would come back here. */
    return t->backend->table.synchronize_stream
               ? anyrt__from_backend(call, t, absent_is_done(t->backend->table.synchronize_stream(t->device, s)))
               : ANYRT_STATUS_SUCCESS;
}

anyrt_status_t anyrt__fallback_synchronize_device(anyrt__call_t* call, const anyrt__target_t* t) {
    anyrt__note_fallback(call, t, "synchronize_device");
    return anyrt__for_each_stream(call, t, sync_if_stream_slot);
}

anyrt_status_t anyrt__fallback_synchronize_stream(anyrt__call_t* call, const anyrt__target_t* t,
                                                  anyrt_backend_stream_t stream) {
    (void)stream;
    anyrt__note_fallback(call, t, "synchronize_stream");
    if (t->backend->table.synchronize_device)
        return anyrt__from_backend(call, t, absent_is_done(t->backend->table.synchronize_device(t->device)));
    return ANYRT_STATUS_SUCCESS; /* neither exists: the backend has no asynchrony to wait for */
}

anyrt_status_t anyrt__fallback_malloc_host(anyrt__call_t* call, const anyrt__target_t* t, void** ptr, size_t size) {
    anyrt__note_fallback(call, t, "malloc_host");
    *ptr = malloc(size);
    if (!*ptr) return anyrt__fail(call, ANYRT_STATUS_OUT_OF_MEMORY, "size", "cannot get %zu bytes of host memory", size);
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t anyrt__fallback_free_host(anyrt__call_t* call, const anyrt__target_t* t, void* ptr, size_t size) {
    (void)size;
    anyrt__note_fallback(call, t, "free_host");
    free(ptr);
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t anyrt__fallback_memcpy_peer(anyrt__call_t* call, const anyrt__target_t* t, void* dst, const void* src,
                                           int src_device, size_t size) {
    anyrt__note_fallback(call, t, "memcpy_peer");
    void* host = malloc(size ? size : 1);
    if (!host) return anyrt__fail(call, ANYRT_STATUS_OUT_OF_MEMORY, "size", "cannot stage %zu bytes on the host", size);
    anyrt__target_t from = {t->backend, src_device};
    anyrt_status_t st = anyrt__impl_memcpy(call, &from, host, src, size, ANYRT_MEMCPY_KIND_D2H);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_memcpy(call, t, dst, host, size, ANYRT_MEMCPY_KIND_H2D);
    free(host);
    return st;
}

anyrt_status_t anyrt__fallback_memset(anyrt__call_t* call, const anyrt__target_t* t, void* ptr, uint8_t value,
                                      size_t size) {
    anyrt__note_fallback(call, t, "memset");
    void* host = malloc(size ? size : 1);
    if (!host) return anyrt__fail(call, ANYRT_STATUS_OUT_OF_MEMORY, "size", "cannot stage %zu bytes on the host", size);
    memset(host, value, size);
    anyrt_status_t st = anyrt__impl_memcpy(call, t, ptr, host, size, ANYRT_MEMCPY_KIND_H2D);
    free(host);
    return st;
}

anyrt_status_t anyrt__fallback_max_alloc_size(anyrt__call_t* call, const anyrt__target_t* t, size_t* size) {
    anyrt__note_fallback(call, t, "max_alloc_size");
    size_t total = 0;
    return anyrt__impl_get_memory_info(call, t, size, &total);
}

anyrt_status_t anyrt__fallback_create_stream(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t* stream) {
    anyrt__note_fallback(call, t, "create_stream");
    *stream = NULL; /* every call on it takes the synchronous path */
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t anyrt__fallback_stream_add_callback(anyrt__call_t* call, const anyrt__target_t* t,
                                                   anyrt_backend_stream_t stream, anyrt_host_fn_t fn, void* user_data) {
    anyrt__note_fallback(call, t, "stream_add_callback");
    anyrt_status_t st = anyrt__sync_raw_stream(call, t, stream);
    if (st == ANYRT_STATUS_SUCCESS) fn(user_data);
    return st;
}

anyrt_status_t anyrt__fallback_stream_wait_event(anyrt__call_t* call, const anyrt__target_t* t,
                                                 anyrt_backend_stream_t stream, anyrt_backend_event_t event) {
    (void)stream;
    anyrt__note_fallback(call, t, "stream_wait_event");
    return anyrt__impl_synchronize_event(call, t, event); /* the host waits: later work is ordered after it */
}

/* ---- avg as sum, then a divide through host staging */

static void divide(void* data, size_t count, anyrt_dtype_t dtype, int by) {
#define DIV(T) for (size_t i = 0; i < count; ++i) ((T*)data)[i] = (T)(((T*)data)[i] / (T)by)
    switch (dtype) {
    case ANYRT_DTYPE_INT8: DIV(int8_t); break;
    case ANYRT_DTYPE_INT16: DIV(int16_t); break;
    case ANYRT_DTYPE_INT32: DIV(int32_t); break;
    case ANYRT_DTYPE_INT64: DIV(int64_t); break;
    case ANYRT_DTYPE_UINT8: case ANYRT_DTYPE_BYTE: case ANYRT_DTYPE_BOOL: DIV(uint8_t); break;
    case ANYRT_DTYPE_UINT16: DIV(uint16_t); break;
    case ANYRT_DTYPE_UINT32: DIV(uint32_t); break;
    case ANYRT_DTYPE_UINT64: DIV(uint64_t); break;
    case ANYRT_DTYPE_FLOAT32: DIV(float); break;
    case ANYRT_DTYPE_FLOAT64: DIV(double); break;
    case ANYRT_DTYPE_FLOAT16:
        for (size_t i = 0; i < count; ++i) ((uint16_t*)data)[i] = ak_f2h(ak_h2f(((uint16_t*)data)[i]) / (float)by);
        break;
    case ANYRT_DTYPE_BFLOAT16:
        for (size_t i = 0; i < count; ++i) ((uint16_t*)data)[i] = ak_f2b(ak_b2f(((uint16_t*)data)[i]) / (float)by);
        break;
    default: break;
    }
#undef DIV
}

/* Each way the reductions below fall back computes on the host: the staged collective reduces there,
 * avg_via_sum divides there. */
static anyrt_status_t host_reduction(anyrt__call_t* call, const anyrt__target_t* t, anyrt_dtype_t dtype) {
    return anyrt__refuse_host_compute(call, t, "reduction", anyrt__name_dtype((int)dtype));
}

anyrt_status_t anyrt__ccl_scale_on_host(anyrt__call_t* call, const anyrt__target_t* t, void* buf, size_t count,
                                    anyrt_dtype_t dtype, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    int size = 0;
    anyrt_status_t st = anyrt__impl_comm_size(call, t, comm, &size);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    size_t bytes = count * anyrt__dtype_size(dtype);
    void* host = malloc(bytes ? bytes : 1);
    if (!host) return anyrt__fail(call, ANYRT_STATUS_OUT_OF_MEMORY, "count", "cannot stage %zu bytes on the host", bytes);
    st = anyrt__sync_raw_stream(call, t, stream);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_memcpy(call, t, host, buf, bytes, ANYRT_MEMCPY_KIND_D2H);
    if (st == ANYRT_STATUS_SUCCESS) divide(host, count, dtype, size);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_memcpy(call, t, buf, host, bytes, ANYRT_MEMCPY_KIND_H2D);
    free(host);
    return st;
}

anyrt_status_t anyrt__fallback_all_reduce(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf,
                                          size_t count, anyrt_dtype_t dtype, anyrt_reduce_op_t op, anyrt_backend_comm_t comm,
                                          anyrt_backend_stream_t stream) {
    anyrt_status_t off = host_reduction(call, t, dtype);
    if (off != ANYRT_STATUS_SUCCESS) return off;
    anyrt_status_t staged = anyrt__staged_all_reduce(call, t, sendbuf, recvbuf, count, dtype, op, comm, stream);
    if (staged != ANYRT_STATUS_NOT_SUPPORTED) return staged;
    if (op != ANYRT_REDUCE_OP_AVG || !t->backend->table.all_reduce) return anyrt__not_supported(call, t);
    anyrt__note_fallback(call, t, "all_reduce");
    anyrt_status_t st = anyrt__from_backend(
        call, t, t->backend->table.all_reduce(t->device, sendbuf, recvbuf, count, dtype, ANYRT_REDUCE_OP_SUM, comm, stream));
    return st == ANYRT_STATUS_SUCCESS ? anyrt__ccl_scale_on_host(call, t, recvbuf, count, dtype, comm, stream) : st;
}

anyrt_status_t anyrt__fallback_reduce(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf,
                                      size_t count, anyrt_dtype_t dtype, anyrt_reduce_op_t op, int root,
                                      anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    anyrt_status_t off = host_reduction(call, t, dtype);
    if (off != ANYRT_STATUS_SUCCESS) return off;
    anyrt_status_t staged = anyrt__staged_reduce(call, t, sendbuf, recvbuf, count, dtype, op, root, comm, stream);
    if (staged != ANYRT_STATUS_NOT_SUPPORTED) return staged;
    if (op != ANYRT_REDUCE_OP_AVG || !t->backend->table.reduce) return anyrt__not_supported(call, t);
    anyrt__note_fallback(call, t, "reduce");
    anyrt_status_t st = anyrt__from_backend(
        call, t, t->backend->table.reduce(t->device, sendbuf, recvbuf, count, dtype, ANYRT_REDUCE_OP_SUM, root, comm, stream));
    int rank = -1;
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_comm_rank(call, t, comm, &rank);
    return st == ANYRT_STATUS_SUCCESS && rank == root ? anyrt__ccl_scale_on_host(call, t, recvbuf, count, dtype, comm, stream) : st;
}

anyrt_status_t anyrt__fallback_reduce_scatter(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf,
                                              void* recvbuf, size_t recv_count, anyrt_dtype_t dtype, anyrt_reduce_op_t op,
                                              anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    anyrt_status_t off = host_reduction(call, t, dtype);
    if (off != ANYRT_STATUS_SUCCESS) return off;
    anyrt_status_t staged = anyrt__staged_reduce_scatter(call, t, sendbuf, recvbuf, recv_count, dtype, op, comm, stream);
    if (staged != ANYRT_STATUS_NOT_SUPPORTED) return staged;
    if (op != ANYRT_REDUCE_OP_AVG || !t->backend->table.reduce_scatter) return anyrt__not_supported(call, t);
    anyrt__note_fallback(call, t, "reduce_scatter");
    anyrt_status_t st = anyrt__from_backend(
        call, t, t->backend->table.reduce_scatter(t->device, sendbuf, recvbuf, recv_count, dtype, ANYRT_REDUCE_OP_SUM, comm, stream));
    return st == ANYRT_STATUS_SUCCESS ? anyrt__ccl_scale_on_host(call, t, recvbuf, recv_count, dtype, comm, stream) : st;
}

/* A backend without stream priorities has the range (0, 0) (get_stream_priority_range's fallback),
 * to which every priority clamps: a plain stream is that stream. */
anyrt_status_t anyrt__fallback_create_stream_with_priority(anyrt__call_t* call, const anyrt__target_t* t,
                                                           anyrt_backend_stream_t* stream, int priority) {
    (void)priority;
    anyrt__note_fallback(call, t, "create_stream_with_priority");
    return anyrt__impl_create_stream(call, t, stream);
}
