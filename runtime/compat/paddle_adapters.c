/* Paddle plugin host, one adapter per anyrt backend slot: turns the slot's call into the Paddle
 * field's (device index -> C_Device, argument order, stream/event casts), and the field's C_Status
 * into an anyrt status through the generated per-field map. A field the plugin left NULL answers
 * NOT_SUPPORTED, so the core runs the spec's fallback. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "paddle_host_private.h"

/* Calls Paddle field `field` of plugin `p` and maps its status; the field must be non-NULL. */
#define PH_CALL(p, field, ...) ph_done(#field, (p)->iface.field(__VA_ARGS__), ph__status_##field)
/* The same for fields without arguments (ISO C wants at least one for `...`). */
#define PH_CALL0(p, field) ph_done(#field, (p)->iface.field(), ph__status_##field)
/* Returns NOT_SUPPORTED naming the field when the plugin left it NULL. */
#define PH_NEED(p, field) \
    if ((p)->iface.field == NULL) return ph_fail(ANYRT_STATUS_NOT_SUPPORTED, "the Paddle plugin leaves " #field " NULL")

static anyrt_status_t ph_done(const char* field, C_Status raw, anyrt_status_t (*map)(C_Status)) {
    anyrt_status_t st = map(raw);
    if (st != ANYRT_STATUS_SUCCESS && st != ANYRT_STATUS_NOT_READY)
        ph_fail(st, "Paddle field %s returned C_Status %d", field, (int)raw);
    return st;
}

static C_Device dev(ph_plugin_t* p, int device) { return &p->devices[device]; }

static C_Stream cs(anyrt_backend_stream_t s) { return (C_Stream)s; }

static C_Event ce(anyrt_backend_event_t e) { return (C_Event)e; }

/* ---- device */

anyrt_status_t ph_initialize(ph_plugin_t* p) {
    PH_NEED(p, initialize);
    return PH_CALL0(p, initialize);
}

anyrt_status_t ph_finalize(ph_plugin_t* p) {
    PH_NEED(p, finalize);
    return PH_CALL0(p, finalize);
}

anyrt_status_t ph_init_device(ph_plugin_t* p, int device) {
    PH_NEED(p, init_device);
    return PH_CALL(p, init_device, dev(p, device));
}

anyrt_status_t ph_deinit_device(ph_plugin_t* p, int device) {
    PH_NEED(p, deinit_device);
    return PH_CALL(p, deinit_device, dev(p, device));
}

anyrt_status_t ph_get_device_count(ph_plugin_t* p, int* count) {
    size_t n = 0;
    anyrt_status_t st = PH_CALL(p, get_device_count, &n);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (n > PH_MAX_DEVICES) n = PH_MAX_DEVICES;
    size_t* ids = calloc(n ? n : 1, sizeof *ids);
    if (!ids) return ph_fail(ANYRT_STATUS_OUT_OF_MEMORY, "no host memory for %zu device ids", n);
    /* Paddle sizes get_device_list's array by get_device_count; map index -> id once, here. */
    st = PH_CALL(p, get_device_list, ids);
    for (size_t i = 0; st == ANYRT_STATUS_SUCCESS && i < n; ++i) p->devices[i].id = (int)ids[i];
    free(ids);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    p->device_count = n;
    *count = (int)n;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t ph_get_device_list(ph_plugin_t* p, size_t* devices, size_t capacity) {
    for (size_t i = 0; i < capacity && i < p->device_count; ++i) devices[i] = (size_t)p->devices[i].id;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t ph_set_device(ph_plugin_t* p, int device) {
    PH_NEED(p, set_device);
    return PH_CALL(p, set_device, dev(p, device));
}

anyrt_status_t ph_synchronize_device(ph_plugin_t* p, int device) {
    PH_NEED(p, synchronize_device);
    return PH_CALL(p, synchronize_device, dev(p, device));
}

anyrt_status_t ph_get_compute_capability(ph_plugin_t* p, int device, size_t* capability) {
    PH_NEED(p, get_compute_capability);
    return PH_CALL(p, get_compute_capability, dev(p, device), capability);
}

/* Paddle asks versions per device; anyrt per backend: ask device 0. */
anyrt_status_t ph_get_runtime_version(ph_plugin_t* p, size_t* version) {
    PH_NEED(p, get_runtime_version);
    return PH_CALL(p, get_runtime_version, dev(p, 0), version);
}

anyrt_status_t ph_get_driver_version(ph_plugin_t* p, size_t* version) {
    PH_NEED(p, get_driver_version);
    return PH_CALL(p, get_driver_version, dev(p, 0), version);
}

/* ---- memory */

static anyrt_status_t allocated(anyrt_status_t st, void** ptr, const char* field) {
    if (st == ANYRT_STATUS_SUCCESS && *ptr == NULL)
        return ph_fail(ANYRT_STATUS_INTERNAL_ERROR, "Paddle field %s returned C_SUCCESS and no memory", field);
    return st;
}

anyrt_status_t ph_malloc(ph_plugin_t* p, int device, void** ptr, size_t size) {
    PH_NEED(p, device_memory_allocate);
    return allocated(PH_CALL(p, device_memory_allocate, dev(p, device), ptr, size), ptr, "device_memory_allocate");
}

anyrt_status_t ph_free(ph_plugin_t* p, int device, void* ptr, size_t size) {
    PH_NEED(p, device_memory_deallocate);
    return PH_CALL(p, device_memory_deallocate, dev(p, device), ptr, size);
}

anyrt_status_t ph_malloc_host(ph_plugin_t* p, int device, void** ptr, size_t size) {
    PH_NEED(p, host_memory_allocate);
    return allocated(PH_CALL(p, host_memory_allocate, dev(p, device), ptr, size), ptr, "host_memory_allocate");
}

anyrt_status_t ph_free_host(ph_plugin_t* p, int device, void* ptr, size_t size) {
    PH_NEED(p, host_memory_deallocate);
    return PH_CALL(p, host_memory_deallocate, dev(p, device), ptr, size);
}

anyrt_status_t ph_malloc_unified(ph_plugin_t* p, int device, void** ptr, size_t size) {
    PH_NEED(p, unified_memory_allocate);
    return allocated(PH_CALL(p, unified_memory_allocate, dev(p, device), ptr, size), ptr, "unified_memory_allocate");
}

anyrt_status_t ph_free_unified(ph_plugin_t* p, int device, void* ptr, size_t size) {
    PH_NEED(p, unified_memory_deallocate);
    return PH_CALL(p, unified_memory_deallocate, dev(p, device), ptr, size);
}

anyrt_status_t ph_memcpy(ph_plugin_t* p, int device, void* dst, const void* src, size_t size, anyrt_memcpy_kind_t kind) {
    switch (kind) {
    case ANYRT_MEMCPY_KIND_H2H:
        memmove(dst, src, size); /* host memory is the host's, whatever the device */
        return ANYRT_STATUS_SUCCESS;
    case ANYRT_MEMCPY_KIND_H2D:
        PH_NEED(p, memory_copy_h2d);
        return PH_CALL(p, memory_copy_h2d, dev(p, device), dst, src, size);
    case ANYRT_MEMCPY_KIND_D2H:
        PH_NEED(p, memory_copy_d2h);
        return PH_CALL(p, memory_copy_d2h, dev(p, device), dst, src, size);
    case ANYRT_MEMCPY_KIND_D2D:
        PH_NEED(p, memory_copy_d2d);
        return PH_CALL(p, memory_copy_d2d, dev(p, device), dst, src, size);
    default:
        return ph_fail(ANYRT_STATUS_INVALID_VALUE, "copy kind %d has no Paddle field", (int)kind);
    }
}

/* A NULL stream is Paddle's "no stream support": like Paddle, take the synchronous path then. */
anyrt_status_t ph_memcpy_async(ph_plugin_t* p, int device, void* dst, const void* src, size_t size,
                               anyrt_memcpy_kind_t kind, anyrt_backend_stream_t stream) {
    if (stream == NULL) return ph_fail(ANYRT_STATUS_NOT_SUPPORTED, "the Paddle plugin's stream is NULL (no stream support)");
    switch (kind) {
    case ANYRT_MEMCPY_KIND_H2D:
        PH_NEED(p, async_memory_copy_h2d);
        return PH_CALL(p, async_memory_copy_h2d, dev(p, device), cs(stream), dst, src, size);
    case ANYRT_MEMCPY_KIND_D2H:
        PH_NEED(p, async_memory_copy_d2h);
        return PH_CALL(p, async_memory_copy_d2h, dev(p, device), cs(stream), dst, src, size);
    case ANYRT_MEMCPY_KIND_D2D:
        PH_NEED(p, async_memory_copy_d2d);
        return PH_CALL(p, async_memory_copy_d2d, dev(p, device), cs(stream), dst, src, size);
    default:
        return ph_fail(ANYRT_STATUS_NOT_SUPPORTED, "copy kind %d has no asynchronous Paddle field", (int)kind);
    }
}

anyrt_status_t ph_memcpy_peer(ph_plugin_t* p, int device, void* dst, const void* src, int src_device, size_t size) {
    PH_NEED(p, memory_copy_p2p);
    return PH_CALL(p, memory_copy_p2p, dev(p, device), dev(p, src_device), dst, src, size);
}

anyrt_status_t ph_memcpy_peer_async(ph_plugin_t* p, int device, void* dst, int dst_device, const void* src, int src_device,
                                    size_t size, anyrt_backend_stream_t stream) {
    (void)device;
    PH_NEED(p, async_memory_copy_p2p);
    if (stream == NULL) return ph_fail(ANYRT_STATUS_NOT_SUPPORTED, "the Paddle plugin's stream is NULL (no stream support)");
    return PH_CALL(p, async_memory_copy_p2p, dev(p, dst_device), dev(p, src_device), cs(stream), dst, src, size);
}

anyrt_status_t ph_memset(ph_plugin_t* p, int device, void* ptr, uint8_t value, size_t size) {
    PH_NEED(p, device_memory_set);
    return PH_CALL(p, device_memory_set, dev(p, device), ptr, value, size);
}

anyrt_status_t ph_get_memory_info(ph_plugin_t* p, int device, size_t* free_bytes, size_t* total_bytes) {
    PH_NEED(p, device_memory_stats);
    return PH_CALL(p, device_memory_stats, dev(p, device), total_bytes, free_bytes); /* Paddle: total first */
}

#define PH_SIZE_QUERY(slot, field)                               \
    anyrt_status_t ph_##slot(ph_plugin_t* p, int device, size_t* size) { \
        PH_NEED(p, field);                                       \
        return PH_CALL(p, field, dev(p, device), size);          \
    }
PH_SIZE_QUERY(min_chunk_size, device_min_chunk_size)
PH_SIZE_QUERY(max_chunk_size, device_max_chunk_size)
PH_SIZE_QUERY(max_alloc_size, device_max_alloc_size)
PH_SIZE_QUERY(extra_padding_size, device_extra_padding_size)
PH_SIZE_QUERY(init_alloc_size, device_init_alloc_size)
PH_SIZE_QUERY(realloc_size, device_realloc_size)

/* ---- streams and events */

anyrt_status_t ph_create_stream(ph_plugin_t* p, int device, anyrt_backend_stream_t* stream) {
    PH_NEED(p, create_stream);
    C_Stream s = NULL; /* a plugin may leave it NULL: Paddle's "no stream support" */
    anyrt_status_t st = PH_CALL(p, create_stream, dev(p, device), &s);
    *stream = (anyrt_backend_stream_t)s;
    return st;
}

anyrt_status_t ph_destroy_stream(ph_plugin_t* p, int device, anyrt_backend_stream_t stream) {
    PH_NEED(p, destroy_stream);
    return PH_CALL(p, destroy_stream, dev(p, device), cs(stream));
}

anyrt_status_t ph_query_stream(ph_plugin_t* p, int device, anyrt_backend_stream_t stream) {
    PH_NEED(p, query_stream);
    return PH_CALL(p, query_stream, dev(p, device), cs(stream));
}

anyrt_status_t ph_synchronize_stream(ph_plugin_t* p, int device, anyrt_backend_stream_t stream) {
    PH_NEED(p, synchronize_stream);
    return PH_CALL(p, synchronize_stream, dev(p, device), cs(stream));
}

typedef struct {
    anyrt_host_fn_t fn;
    void* user_data;
} ph_callback_t;

/* Paddle's callback carries device, stream and a status; anyrt's only its user data. */
static void ph_run_callback(C_Device device, C_Stream stream, void* user_data, C_Status* status) {
    (void)device, (void)stream;
    ph_callback_t* cb = user_data;
    cb->fn(cb->user_data);
    free(cb);
    if (status) *status = C_SUCCESS;
}

anyrt_status_t ph_stream_add_callback(ph_plugin_t* p, int device, anyrt_backend_stream_t stream, anyrt_host_fn_t fn,
                                      void* user_data) {
    PH_NEED(p, stream_add_callback);
    ph_callback_t* cb = malloc(sizeof *cb);
    if (!cb) return ph_fail(ANYRT_STATUS_OUT_OF_MEMORY, "no host memory for a callback");
    *cb = (ph_callback_t){fn, user_data};
    anyrt_status_t st = PH_CALL(p, stream_add_callback, dev(p, device), cs(stream), ph_run_callback, cb);
    if (st != ANYRT_STATUS_SUCCESS) free(cb);
    return st;
}

anyrt_status_t ph_stream_wait_event(ph_plugin_t* p, int device, anyrt_backend_stream_t stream, anyrt_backend_event_t event) {
    PH_NEED(p, stream_wait_event);
    return PH_CALL(p, stream_wait_event, dev(p, device), cs(stream), ce(event));
}

anyrt_status_t ph_create_event(ph_plugin_t* p, int device, anyrt_backend_event_t* event, anyrt_event_flags_t flags) {
    (void)flags; /* Paddle events have no flags */
    PH_NEED(p, create_event);
    C_Event e = NULL;
    anyrt_status_t st = PH_CALL(p, create_event, dev(p, device), &e);
    *event = (anyrt_backend_event_t)e;
    return st;
}

anyrt_status_t ph_destroy_event(ph_plugin_t* p, int device, anyrt_backend_event_t event) {
    PH_NEED(p, destroy_event);
    return PH_CALL(p, destroy_event, dev(p, device), ce(event));
}

anyrt_status_t ph_record_event(ph_plugin_t* p, int device, anyrt_backend_event_t event, anyrt_backend_stream_t stream) {
    PH_NEED(p, record_event);
    return PH_CALL(p, record_event, dev(p, device), cs(stream), ce(event)); /* Paddle: stream first */
}

anyrt_status_t ph_query_event(ph_plugin_t* p, int device, anyrt_backend_event_t event) {
    PH_NEED(p, query_event);
    return PH_CALL(p, query_event, dev(p, device), ce(event));
}

anyrt_status_t ph_synchronize_event(ph_plugin_t* p, int device, anyrt_backend_event_t event) {
    PH_NEED(p, synchronize_event);
    return PH_CALL(p, synchronize_event, dev(p, device), ce(event));
}

/* ---- collectives */

static anyrt_status_t root_id_size(ph_plugin_t* p, size_t* size) {
    *size = sizeof(anyrt_unique_id_t);
    if (p->iface.xccl_get_unique_id_size) {
        anyrt_status_t st = PH_CALL(p, xccl_get_unique_id_size, size);
        if (st != ANYRT_STATUS_SUCCESS) return st;
    }
    if (*size > sizeof(anyrt_unique_id_t))
        return ph_fail(ANYRT_STATUS_NOT_SUPPORTED, "the plugin's unique id takes %zu bytes, anyrt's %zu", *size,
                       sizeof(anyrt_unique_id_t));
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t ph_get_unique_id(ph_plugin_t* p, anyrt_unique_id_t* id) {
    PH_NEED(p, xccl_get_unique_id);
    PH_NEED(p, xccl_get_unique_id_size); /* as in Paddle: an id is made with both */
    C_CCLRootId root = {0, id->internal};
    anyrt_status_t st = root_id_size(p, &root.sz);
    return st == ANYRT_STATUS_SUCCESS ? PH_CALL(p, xccl_get_unique_id, &root) : st;
}

/* Paddle's collectives have no device argument: the framework sets the device first; so do we. */
static anyrt_status_t enter(ph_plugin_t* p, int device) {
    return p->iface.set_device ? PH_CALL(p, set_device, dev(p, device)) : ANYRT_STATUS_SUCCESS;
}

anyrt_status_t ph_comm_init_rank(ph_plugin_t* p, int device, anyrt_backend_comm_t* comm, int nranks, anyrt_unique_id_t id,
                                 int rank) {
    PH_NEED(p, xccl_comm_init_rank);
    C_CCLRootId root = {0, id.internal};
    anyrt_status_t st = root_id_size(p, &root.sz);
    if (st == ANYRT_STATUS_SUCCESS) st = enter(p, device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    ph_comm_t* c = calloc(1, sizeof *c);
    if (!c) return ph_fail(ANYRT_STATUS_OUT_OF_MEMORY, "no host memory for a communicator");
    st = PH_CALL(p, xccl_comm_init_rank, (size_t)nranks, &root, (size_t)rank, &c->raw);
    if (st != ANYRT_STATUS_SUCCESS) {
        free(c);
        return st;
    }
    c->rank = rank;
    c->nranks = nranks;
    *comm = c;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t ph_comm_destroy(ph_plugin_t* p, int device, anyrt_backend_comm_t comm) {
    (void)device;
    ph_comm_t* c = comm;
    anyrt_status_t st = p->iface.xccl_destroy_comm ? PH_CALL(p, xccl_destroy_comm, c->raw) : ANYRT_STATUS_SUCCESS;
    free(c);
    return st;
}

anyrt_status_t ph_comm_rank(ph_plugin_t* p, int device, anyrt_backend_comm_t comm, int* rank) {
    (void)p, (void)device;
    *rank = ((ph_comm_t*)comm)->rank;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t ph_comm_size(ph_plugin_t* p, int device, anyrt_backend_comm_t comm, int* size) {
    (void)p, (void)device;
    *size = ((ph_comm_t*)comm)->nranks;
    return ANYRT_STATUS_SUCCESS;
}

static anyrt_status_t types(anyrt_dtype_t dtype, C_DataType* cdt, const anyrt_reduce_op_t* op, C_CCLReduceOp* cop) {
    if (!ph__dtype(dtype, cdt)) return ph_fail(ANYRT_STATUS_NOT_SUPPORTED, "dtype %d has no Paddle C_DataType", (int)dtype);
    if (op && !ph__reduce_op(*op, cop)) return ph_fail(ANYRT_STATUS_NOT_SUPPORTED, "reduce op %d has no Paddle C_CCLReduceOp", (int)*op);
    return ANYRT_STATUS_SUCCESS;
}

/* Paddle's send buffers are `void*`; anyrt's are const and Paddle never writes them. */
static void* unconst(const void* ptr) { return (void*)(uintptr_t)ptr; }

anyrt_status_t ph_all_reduce(ph_plugin_t* p, int device, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype,
                             anyrt_reduce_op_t op, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    PH_NEED(p, xccl_all_reduce);
    C_DataType cdt;
    C_CCLReduceOp cop;
    anyrt_status_t st = types(dtype, &cdt, &op, &cop);
    if (st == ANYRT_STATUS_SUCCESS) st = enter(p, device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    return PH_CALL(p, xccl_all_reduce, unconst(sendbuf), recvbuf, count, cdt, cop, ((ph_comm_t*)comm)->raw, cs(stream));
}

/* Paddle broadcasts in place: the root first copies its send buffer into its receive buffer. */
anyrt_status_t ph_broadcast(ph_plugin_t* p, int device, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype,
                            int root, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    PH_NEED(p, xccl_broadcast);
    ph_comm_t* c = comm;
    C_DataType cdt;
    anyrt_status_t st = types(dtype, &cdt, NULL, NULL);
    if (st == ANYRT_STATUS_SUCCESS) st = enter(p, device);
    if (st == ANYRT_STATUS_SUCCESS && c->rank == root && sendbuf && sendbuf != recvbuf) {
        size_t bytes = count * ph__dtype_size(dtype);
        st = ph_memcpy_async(p, device, recvbuf, sendbuf, bytes, ANYRT_MEMCPY_KIND_D2D, stream);
        if (st == ANYRT_STATUS_NOT_SUPPORTED) {
            st = p->iface.synchronize_stream ? PH_CALL(p, synchronize_stream, dev(p, device), cs(stream)) : ANYRT_STATUS_SUCCESS;
            if (st == ANYRT_STATUS_SUCCESS) st = ph_memcpy(p, device, recvbuf, sendbuf, bytes, ANYRT_MEMCPY_KIND_D2D);
        }
    }
    if (st != ANYRT_STATUS_SUCCESS) return st;
    return PH_CALL(p, xccl_broadcast, recvbuf, count, cdt, (size_t)root, c->raw, cs(stream));
}

anyrt_status_t ph_reduce(ph_plugin_t* p, int device, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype,
                         anyrt_reduce_op_t op, int root, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    PH_NEED(p, xccl_reduce);
    C_DataType cdt;
    C_CCLReduceOp cop;
    anyrt_status_t st = types(dtype, &cdt, &op, &cop);
    if (st == ANYRT_STATUS_SUCCESS) st = enter(p, device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    return PH_CALL(p, xccl_reduce, unconst(sendbuf), recvbuf, count, cdt, cop, (size_t)root, ((ph_comm_t*)comm)->raw,
                   cs(stream));
}

anyrt_status_t ph_all_gather(ph_plugin_t* p, int device, const void* sendbuf, void* recvbuf, size_t send_count,
                             anyrt_dtype_t dtype, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    PH_NEED(p, xccl_all_gather);
    C_DataType cdt;
    anyrt_status_t st = types(dtype, &cdt, NULL, NULL);
    if (st == ANYRT_STATUS_SUCCESS) st = enter(p, device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    return PH_CALL(p, xccl_all_gather, unconst(sendbuf), recvbuf, send_count, cdt, ((ph_comm_t*)comm)->raw, cs(stream));
}

anyrt_status_t ph_reduce_scatter(ph_plugin_t* p, int device, const void* sendbuf, void* recvbuf, size_t recv_count,
                                 anyrt_dtype_t dtype, anyrt_reduce_op_t op, anyrt_backend_comm_t comm,
                                 anyrt_backend_stream_t stream) {
    PH_NEED(p, xccl_reduce_scatter);
    C_DataType cdt;
    C_CCLReduceOp cop;
    anyrt_status_t st = types(dtype, &cdt, &op, &cop);
    if (st == ANYRT_STATUS_SUCCESS) st = enter(p, device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    return PH_CALL(p, xccl_reduce_scatter, unconst(sendbuf), recvbuf, recv_count, cdt, cop, ((ph_comm_t*)comm)->raw,
                   cs(stream));
}

anyrt_status_t ph_send(ph_plugin_t* p, int device, const void* sendbuf, size_t count, anyrt_dtype_t dtype, int peer,
                       anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    PH_NEED(p, xccl_send);
    C_DataType cdt;
    anyrt_status_t st = types(dtype, &cdt, NULL, NULL);
    if (st == ANYRT_STATUS_SUCCESS) st = enter(p, device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    return PH_CALL(p, xccl_send, unconst(sendbuf), count, cdt, (size_t)peer, ((ph_comm_t*)comm)->raw, cs(stream));
}

anyrt_status_t ph_recv(ph_plugin_t* p, int device, void* recvbuf, size_t count, anyrt_dtype_t dtype, int peer,
                       anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    PH_NEED(p, xccl_recv);
    C_DataType cdt;
    anyrt_status_t st = types(dtype, &cdt, NULL, NULL);
    if (st == ANYRT_STATUS_SUCCESS) st = enter(p, device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    return PH_CALL(p, xccl_recv, recvbuf, count, cdt, (size_t)peer, ((ph_comm_t*)comm)->raw, cs(stream));
}

anyrt_status_t ph_group_start(ph_plugin_t* p) {
    PH_NEED(p, xccl_group_start);
    return PH_CALL0(p, xccl_group_start);
}

anyrt_status_t ph_group_end(ph_plugin_t* p) {
    PH_NEED(p, xccl_group_end);
    return PH_CALL0(p, xccl_group_end);
}

/* Paddle's all-to-all takes one buffer, count and dtype per peer: anyrt's blocks of one buffer. */
anyrt_status_t ph_all_to_all(ph_plugin_t* p, int device, const void* sendbuf, void* recvbuf, size_t count,
                             anyrt_dtype_t dtype, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    PH_NEED(p, xccl_all_to_all);
    ph_comm_t* c = comm;
    C_DataType cdt;
    anyrt_status_t st = types(dtype, &cdt, NULL, NULL);
    if (st == ANYRT_STATUS_SUCCESS) st = enter(p, device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    size_t n = (size_t)c->nranks, block = count * ph__dtype_size(dtype);
    const void** sends = (const void**)malloc(n * sizeof *sends);
    void** recvs = (void**)malloc(n * sizeof *recvs);
    size_t* counts = (size_t*)malloc(n * sizeof *counts);
    C_DataType* dtypes = (C_DataType*)malloc(n * sizeof *dtypes);
    if (sends && recvs && counts && dtypes) {
        for (size_t j = 0; j < n; ++j) {
            sends[j] = (const char*)sendbuf + j * block;
            recvs[j] = (char*)recvbuf + j * block;
            counts[j] = count;
            dtypes[j] = cdt;
        }
        st = PH_CALL(p, xccl_all_to_all, sends, counts, dtypes, recvs, counts, dtypes, (size_t)c->rank, n, c->raw,
                     cs(stream));
    } else {
        st = ph_fail(ANYRT_STATUS_OUT_OF_MEMORY, "all_to_all: no host memory for %zu peers' buffers", n);
    }
    free(sends);
    free(recvs);
    free(counts);
    free(dtypes);
    return st;
}
