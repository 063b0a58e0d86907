/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* Graph capture's record and replay of each stream-ordered call (runtime/core/capture.c): a record
 * holds the call's arguments after its checks, a replay queues it again through its slot or
 * fallback on the launch's stream. */
#include <stdlib.h>

#include "anyrt_core.h"
#include "capture_private.h"

/* ---- memcpy_async */
typedef struct {
    anyrt__capture_node_t node;
    void* dst;
    const void* src;
    size_t size;
    anyrt_memcpy_kind_t kind;
} record_memcpy_async_t;

static anyrt_status_t replay_memcpy_async(anyrt__call_t* call, const anyrt__target_t* t, const anyrt__capture_node_t* node,
                                 anyrt_backend_stream_t stream) {
    const record_memcpy_async_t* r = (const record_memcpy_async_t*)node;
    return anyrt__impl_memcpy_async(call, t, r->dst, r->src, r->size, r->kind, stream);
}

static const anyrt__capture_ops_t ops_memcpy_async = {"memcpy_async", replay_memcpy_async, NULL, NULL};

anyrt_status_t anyrt__record_memcpy_async(anyrt__call_t* call, const anyrt__target_t* t, void* dst, const void* src, size_t size, anyrt_memcpy_kind_t kind, anyrt_backend_stream_t stream) {
    (void)t;
    (void)stream;
    record_memcpy_async_t* r = NULL;
    anyrt_status_t st = anyrt__capture_alloc(call, sizeof *r, &ops_memcpy_async, (void**)&r);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    r->dst = dst;
    r->src = src;
    r->size = size;
    r->kind = kind;
    return anyrt__capture_append(call, &r->node);
}

/* ---- memcpy_peer_async */
typedef struct {
    anyrt__capture_node_t node;
    void* dst;
    int dst_device;
    const void* src;
    int src_device;
    size_t size;
} record_memcpy_peer_async_t;

static anyrt_status_t replay_memcpy_peer_async(anyrt__call_t* call, const anyrt__target_t* t, const anyrt__capture_node_t* node,
                                 anyrt_backend_stream_t stream) {
    const record_memcpy_peer_async_t* r = (const record_memcpy_peer_async_t*)node;
    return anyrt__impl_memcpy_peer_async(call, t, r->dst, r->dst_device, r->src, r->src_device, r->size, stream);
}

static const anyrt__capture_ops_t ops_memcpy_peer_async = {"memcpy_peer_async", replay_memcpy_peer_async, NULL, NULL};

anyrt_status_t anyrt__record_memcpy_peer_async(anyrt__call_t* call, const anyrt__target_t* t, void* dst, int dst_device, const void* src, int src_device, size_t size, anyrt_backend_stream_t stream) {
    (void)t;
    (void)stream;
    record_memcpy_peer_async_t* r = NULL;
    anyrt_status_t st = anyrt__capture_alloc(call, sizeof *r, &ops_memcpy_peer_async, (void**)&r);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    r->dst = dst;
    r->dst_device = dst_device;
    r->src = src;
    r->src_device = src_device;
    r->size = size;
    return anyrt__capture_append(call, &r->node);
}

/* ---- memset_async */
typedef struct {
    anyrt__capture_node_t node;
    void* ptr;
    uint8_t value;
    size_t size;
} record_memset_async_t;

static anyrt_status_t replay_memset_async(anyrt__call_t* call, const anyrt__target_t* t, const anyrt__capture_node_t* node,
                                 anyrt_backend_stream_t stream) {
    const record_memset_async_t* r = (const record_memset_async_t*)node;
    return anyrt__impl_memset_async(call, t, r->ptr, r->value, r->size, stream);
}

static const anyrt__capture_ops_t ops_memset_async = {"memset_async", replay_memset_async, NULL, NULL};

anyrt_status_t anyrt__record_memset_async(anyrt__call_t* call, const anyrt__target_t* t, void* ptr, uint8_t value, size_t size, anyrt_backend_stream_t stream) {
    (void)t;
    (void)stream;
    record_memset_async_t* r = NULL;
    anyrt_status_t st = anyrt__capture_alloc(call, sizeof *r, &ops_memset_async, (void**)&r);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    r->ptr = ptr;
    r->value = value;
    r->size = size;
    return anyrt__capture_append(call, &r->node);
}

/* ---- stream_add_callback */
typedef struct {
    anyrt__capture_node_t node;
    anyrt_host_fn_t fn;
    void* user_data;
} record_stream_add_callback_t;

static anyrt_status_t replay_stream_add_callback(anyrt__call_t* call, const anyrt__target_t* t, const anyrt__capture_node_t* node,
                                 anyrt_backend_stream_t stream) {
    const record_stream_add_callback_t* r = (const record_stream_add_callback_t*)node;
    /* each replay runs the caller's function through a trampoline record of its own */
    anyrt_host_fn_t fn = r->fn;
    void* user_data = r->user_data;
    anyrt_status_t st = anyrt__prepare_wrap_host_fn(call, t, &fn, &user_data);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    st = anyrt__impl_stream_add_callback(call, t, stream, fn, user_data);
    if (st != ANYRT_STATUS_SUCCESS) anyrt__unwrap_host_fn(fn, user_data);
    return st;
}

static const anyrt__capture_ops_t ops_stream_add_callback = {"stream_add_callback", replay_stream_add_callback, NULL, NULL};

anyrt_status_t anyrt__record_stream_add_callback(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t stream, anyrt_host_fn_t fn, void* user_data) {
    (void)t;
    (void)stream;
    record_stream_add_callback_t* r = NULL;
    anyrt_status_t st = anyrt__capture_alloc(call, sizeof *r, &ops_stream_add_callback, (void**)&r);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    anyrt__host_fn_unwrap_keep(&fn, &user_data); /* the record keeps the caller's own */
    r->fn = fn;
    r->user_data = user_data;
    return anyrt__capture_append(call, &r->node);
}

/* ---- stream_wait_event */
typedef struct {
    anyrt__capture_node_t node;
    anyrt_backend_event_t event;
} record_stream_wait_event_t;

static anyrt_status_t replay_stream_wait_event(anyrt__call_t* call, const anyrt__target_t* t, const anyrt__capture_node_t* node,
                                 anyrt_backend_stream_t stream) {
    const record_stream_wait_event_t* r = (const record_stream_wait_event_t*)node;
    return anyrt__impl_stream_wait_event(call, t, stream, r->event);
}

static const anyrt__capture_ops_t ops_stream_wait_event = {"stream_wait_event", replay_stream_wait_event, NULL, NULL};

anyrt_status_t anyrt__record_stream_wait_event(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t stream, anyrt_backend_event_t event) {
    (void)t;
    (void)stream;
    record_stream_wait_event_t* r = NULL;
    anyrt_status_t st = anyrt__capture_alloc(call, sizeof *r, &ops_stream_wait_event, (void**)&r);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    r->event = event;
    /* the graph holds the event: destroying it meanwhile waits for the graph (capture.c) */
    st = anyrt__capture_hold(call, t, &r->node, ANYRT__HANDLE_EVENT, event);
    if (st != ANYRT_STATUS_SUCCESS) return anyrt__capture_discard(&r->node, st);
    return anyrt__capture_append(call, &r->node);
}

/* ---- record_event */
typedef struct {
    anyrt__capture_node_t node;
    anyrt_backend_event_t event;
} record_record_event_t;

static anyrt_status_t replay_record_event(anyrt__call_t* call, const anyrt__target_t* t, const anyrt__capture_node_t* node,
                                 anyrt_backend_stream_t stream) {
    const record_record_event_t* r = (const record_record_event_t*)node;
    return anyrt__impl_record_event(call, t, r->event, stream);
}

static const anyrt__capture_ops_t ops_record_event = {"record_event", replay_record_event, NULL, NULL};

anyrt_status_t anyrt__record_record_event(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_event_t event, anyrt_backend_stream_t stream) {
    (void)stream;
    /* without the slot the call cannot run: refused now, as it would be eagerly */
    if (t->backend->table.record_event == NULL) return anyrt__not_supported(call, t);
    record_record_event_t* r = NULL;
    anyrt_status_t st = anyrt__capture_alloc(call, sizeof *r, &ops_record_event, (void**)&r);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    r->event = event;
    /* the graph holds the event: destroying it meanwhile waits for the graph (capture.c) */
    st = anyrt__capture_hold(call, t, &r->node, ANYRT__HANDLE_EVENT, event);
    if (st != ANYRT_STATUS_SUCCESS) return anyrt__capture_discard(&r->node, st);
    return anyrt__capture_append(call, &r->node);
}

/* ---- all_reduce */
typedef struct {
    anyrt__capture_node_t node;
    const void* sendbuf;
    void* recvbuf;
    size_t count;
    anyrt_dtype_t dtype;
    anyrt_reduce_op_t op;
    anyrt_backend_comm_t comm;
} record_all_reduce_t;

static anyrt_status_t replay_all_reduce(anyrt__call_t* call, const anyrt__target_t* t, const anyrt__capture_node_t* node,
                                 anyrt_backend_stream_t stream) {
    const record_all_reduce_t* r = (const record_all_reduce_t*)node;
    return anyrt__impl_all_reduce(call, t, r->sendbuf, r->recvbuf, r->count, r->dtype, r->op, r->comm, stream);
}

static const anyrt__capture_ops_t ops_all_reduce = {"all_reduce", replay_all_reduce, NULL, NULL};

anyrt_status_t anyrt__record_all_reduce(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, anyrt_reduce_op_t op, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    (void)stream;
    /* without the slot the call cannot run (but over the core's own communicators, host-staged):
     * refused now, as it would be eagerly */
    if (t->backend->table.all_reduce == NULL && !anyrt__staged_comm_backend(t->backend)) return anyrt__not_supported(call, t);
    record_all_reduce_t* r = NULL;
    anyrt_status_t st = anyrt__capture_alloc(call, sizeof *r, &ops_all_reduce, (void**)&r);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    r->sendbuf = sendbuf;
    r->recvbuf = recvbuf;
    r->count = count;
    r->dtype = dtype;
    r->op = op;
    r->comm = comm;
    /* the graph holds the comm: destroying it meanwhile waits for the graph (capture.c) */
    st = anyrt__capture_hold(call, t, &r->node, ANYRT__HANDLE_COMM, comm);
    if (st != ANYRT_STATUS_SUCCESS) return anyrt__capture_discard(&r->node, st);
    return anyrt__capture_append(call, &r->node);
}

/* ---- broadcast */
typedef struct {
    anyrt__capture_node_t node;
    const void* sendbuf;
    void* recvbuf;
    size_t count;
    anyrt_dtype_t dtype;
    int root;
    anyrt_backend_comm_t comm;
} record_broadcast_t;

static anyrt_status_t replay_broadcast(anyrt__call_t* call, const anyrt__target_t* t, const anyrt__capture_node_t* node,
                                 anyrt_backend_stream_t stream) {
    const record_broadcast_t* r = (const record_broadcast_t*)node;
    return anyrt__impl_broadcast(call, t, r->sendbuf, r->recvbuf, r->count, r->dtype, r->root, r->comm, stream);
}

static const anyrt__capture_ops_t ops_broadcast = {"broadcast", replay_broadcast, NULL, NULL};

anyrt_status_t anyrt__record_broadcast(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, int root, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    (void)t;
    (void)stream;
    record_broadcast_t* r = NULL;
    anyrt_status_t st = anyrt__capture_alloc(call, sizeof *r, &ops_broadcast, (void**)&r);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    r->sendbuf = sendbuf;
    r->recvbuf = recvbuf;
    r->count = count;
    r->dtype = dtype;
    r->root = root;
    r->comm = comm;
    /* the graph holds the comm: destroying it meanwhile waits for the graph (capture.c) */
    st = anyrt__capture_hold(call, t, &r->node, ANYRT__HANDLE_COMM, comm);
    if (st != ANYRT_STATUS_SUCCESS) return anyrt__capture_discard(&r->node, st);
    return anyrt__capture_append(call, &r->node);
}

/* ---- reduce */
typedef struct {
    anyrt__capture_node_t node;
    const void* sendbuf;
    void* recvbuf;
    size_t count;
    anyrt_dtype_t dtype;
    anyrt_reduce_op_t op;
    int root;
    anyrt_backend_comm_t comm;
} record_reduce_t;

static anyrt_status_t replay_reduce(anyrt__call_t* call, const anyrt__target_t* t, const anyrt__capture_node_t* node,
                                 anyrt_backend_stream_t stream) {
    const record_reduce_t* r = (const record_reduce_t*)node;
    return anyrt__impl_reduce(call, t, r->sendbuf, r->recvbuf, r->count, r->dtype, r->op, r->root, r->comm, stream);
}

static const anyrt__capture_ops_t ops_reduce = {"reduce", replay_reduce, NULL, NULL};

anyrt_status_t anyrt__record_reduce(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, anyrt_reduce_op_t op, int root, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    (void)stream;
    /* without the slot the call cannot run (but over the core's own communicators, host-staged):
     * refused now, as it would be eagerly */
    if (t->backend->table.reduce == NULL && !anyrt__staged_comm_backend(t->backend)) return anyrt__not_supported(call, t);
    record_reduce_t* r = NULL;
    anyrt_status_t st = anyrt__capture_alloc(call, sizeof *r, &ops_reduce, (void**)&r);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    r->sendbuf = sendbuf;
    r->recvbuf = recvbuf;
    r->count = count;
    r->dtype = dtype;
    r->op = op;
    r->root = root;
    r->comm = comm;
    /* the graph holds the comm: destroying it meanwhile waits for the graph (capture.c) */
    st = anyrt__capture_hold(call, t, &r->node, ANYRT__HANDLE_COMM, comm);
    if (st != ANYRT_STATUS_SUCCESS) return anyrt__capture_discard(&r->node, st);
    return anyrt__capture_append(call, &r->node);
}

/* ---- all_gather */
typedef struct {
    anyrt__capture_node_t node;
    const void* sendbuf;
    void* recvbuf;
    size_t send_count;
    anyrt_dtype_t dtype;
    anyrt_backend_comm_t comm;
} record_all_gather_t;

static anyrt_status_t replay_all_gather(anyrt__call_t* call, const anyrt__target_t* t, const anyrt__capture_node_t* node,
                                 anyrt_backend_stream_t stream) {
    const record_all_gather_t* r = (const record_all_gather_t*)node;
    return anyrt__impl_all_gather(call, t, r->sendbuf, r->recvbuf, r->send_count, r->dtype, r->comm, stream);
}

static const anyrt__capture_ops_t ops_all_gather = {"all_gather", replay_all_gather, NULL, NULL};

anyrt_status_t anyrt__record_all_gather(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, size_t send_count, anyrt_dtype_t dtype, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    (void)t;
    (void)stream;
    record_all_gather_t* r = NULL;
    anyrt_status_t st = anyrt__capture_alloc(call, sizeof *r, &ops_all_gather, (void**)&r);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    r->sendbuf = sendbuf;
    r->recvbuf = recvbuf;
    r->send_count = send_count;
    r->dtype = dtype;
    r->comm = comm;
    /* the graph holds the comm: destroying it meanwhile waits for the graph (capture.c) */
    st = anyrt__capture_hold(call, t, &r->node, ANYRT__HANDLE_COMM, comm);
    if (st != ANYRT_STATUS_SUCCESS) return anyrt__capture_discard(&r->node, st);
    return anyrt__capture_append(call, &r->node);
}

/* ---- reduce_scatter */
typedef struct {
    anyrt__capture_node_t node;
    const void* sendbuf;
    void* recvbuf;
    size_t recv_count;
    anyrt_dtype_t dtype;
    anyrt_reduce_op_t op;
    anyrt_backend_comm_t comm;
} record_reduce_scatter_t;

static anyrt_status_t replay_reduce_scatter(anyrt__call_t* call, const anyrt__target_t* t, const anyrt__capture_node_t* node,
                                 anyrt_backend_stream_t stream) {
    const record_reduce_scatter_t* r = (const record_reduce_scatter_t*)node;
    return anyrt__impl_reduce_scatter(call, t, r->sendbuf, r->recvbuf, r->recv_count, r->dtype, r->op, r->comm, stream);
}

static const anyrt__capture_ops_t ops_reduce_scatter = {"reduce_scatter", replay_reduce_scatter, NULL, NULL};

anyrt_status_t anyrt__record_reduce_scatter(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, size_t recv_count, anyrt_dtype_t dtype, anyrt_reduce_op_t op, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    (void)stream;
    /* without the slot the call cannot run (but over the core's own communicators, host-staged):
     * refused now, as it would be eagerly */
    if (t->backend->table.reduce_scatter == NULL && !anyrt__staged_comm_backend(t->backend)) return anyrt__not_supported(call, t);
    record_reduce_scatter_t* r = NULL;
    anyrt_status_t st = anyrt__capture_alloc(call, sizeof *r, &ops_reduce_scatter, (void**)&r);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    r->sendbuf = sendbuf;
    r->recvbuf = recvbuf;
    r->recv_count = recv_count;
    r->dtype = dtype;
    r->op = op;
    r->comm = comm;
    /* the graph holds the comm: destroying it meanwhile waits for the graph (capture.c) */
    st = anyrt__capture_hold(call, t, &r->node, ANYRT__HANDLE_COMM, comm);
    if (st != ANYRT_STATUS_SUCCESS) return anyrt__capture_discard(&r->node, st);
    return anyrt__capture_append(call, &r->node);
}

/* ---- send */
typedef struct {
    anyrt__capture_node_t node;
    const void* sendbuf;
    size_t count;
    anyrt_dtype_t dtype;
    int peer;
    anyrt_backend_comm_t comm;
} record_send_t;

static anyrt_status_t replay_send(anyrt__call_t* call, const anyrt__target_t* t, const anyrt__capture_node_t* node,
                                 anyrt_backend_stream_t stream) {
    const record_send_t* r = (const record_send_t*)node;
    return anyrt__impl_send(call, t, r->sendbuf, r->count, r->dtype, r->peer, r->comm, stream);
}

static const anyrt__capture_ops_t ops_send = {"send", replay_send, NULL, NULL};

anyrt_status_t anyrt__record_send(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, size_t count, anyrt_dtype_t dtype, int peer, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    (void)t;
    (void)stream;
    record_send_t* r = NULL;
    anyrt_status_t st = anyrt__capture_alloc(call, sizeof *r, &ops_send, (void**)&r);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    r->sendbuf = sendbuf;
    r->count = count;
    r->dtype = dtype;
    r->peer = peer;
    r->comm = comm;
    /* the graph holds the comm: destroying it meanwhile waits for the graph (capture.c) */
    st = anyrt__capture_hold(call, t, &r->node, ANYRT__HANDLE_COMM, comm);
    if (st != ANYRT_STATUS_SUCCESS) return anyrt__capture_discard(&r->node, st);
    return anyrt__capture_append(call, &r->node);
}

/* ---- recv */
typedef struct {
    anyrt__capture_node_t node;
    void* recvbuf;
    size_t count;
    anyrt_dtype_t dtype;
    int peer;
    anyrt_backend_comm_t comm;
} record_recv_t;

static anyrt_status_t replay_recv(anyrt__call_t* call, const anyrt__target_t* t, const anyrt__capture_node_t* node,
                                 anyrt_backend_stream_t stream) {
    const record_recv_t* r = (const record_recv_t*)node;
    return anyrt__impl_recv(call, t, r->recvbuf, r->count, r->dtype, r->peer, r->comm, stream);
}

static const anyrt__capture_ops_t ops_recv = {"recv", replay_recv, NULL, NULL};

anyrt_status_t anyrt__record_recv(anyrt__call_t* call, const anyrt__target_t* t, void* recvbuf, size_t count, anyrt_dtype_t dtype, int peer, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    (void)t;
    (void)stream;
    record_recv_t* r = NULL;
    anyrt_status_t st = anyrt__capture_alloc(call, sizeof *r, &ops_recv, (void**)&r);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    r->recvbuf = recvbuf;
    r->count = count;
    r->dtype = dtype;
    r->peer = peer;
    r->comm = comm;
    /* the graph holds the comm: destroying it meanwhile waits for the graph (capture.c) */
    st = anyrt__capture_hold(call, t, &r->node, ANYRT__HANDLE_COMM, comm);
    if (st != ANYRT_STATUS_SUCCESS) return anyrt__capture_discard(&r->node, st);
    return anyrt__capture_append(call, &r->node);
}

/* ---- all_to_all */
typedef struct {
    anyrt__capture_node_t node;
    const void* sendbuf;
    void* recvbuf;
    size_t count;
    anyrt_dtype_t dtype;
    anyrt_backend_comm_t comm;
} record_all_to_all_t;

static anyrt_status_t replay_all_to_all(anyrt__call_t* call, const anyrt__target_t* t, const anyrt__capture_node_t* node,
                                 anyrt_backend_stream_t stream) {
    const record_all_to_all_t* r = (const record_all_to_all_t*)node;
    return anyrt__impl_all_to_all(call, t, r->sendbuf, r->recvbuf, r->count, r->dtype, r->comm, stream);
}

static const anyrt__capture_ops_t ops_all_to_all = {"all_to_all", replay_all_to_all, NULL, NULL};

anyrt_status_t anyrt__record_all_to_all(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    (void)t;
    (void)stream;
    record_all_to_all_t* r = NULL;
    anyrt_status_t st = anyrt__capture_alloc(call, sizeof *r, &ops_all_to_all, (void**)&r);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    r->sendbuf = sendbuf;
    r->recvbuf = recvbuf;
    r->count = count;
    r->dtype = dtype;
    r->comm = comm;
    /* the graph holds the comm: destroying it meanwhile waits for the graph (capture.c) */
    st = anyrt__capture_hold(call, t, &r->node, ANYRT__HANDLE_COMM, comm);
    if (st != ANYRT_STATUS_SUCCESS) return anyrt__capture_discard(&r->node, st);
    return anyrt__capture_append(call, &r->node);
}

/* ---- ccl_gather */
typedef struct {
    anyrt__capture_node_t node;
    const void* sendbuf;
    void* recvbuf;
    size_t count;
    anyrt_dtype_t dtype;
    int root;
    anyrt_backend_comm_t comm;
} record_ccl_gather_t;

static anyrt_status_t replay_ccl_gather(anyrt__call_t* call, const anyrt__target_t* t, const anyrt__capture_node_t* node,
                                 anyrt_backend_stream_t stream) {
    const record_ccl_gather_t* r = (const record_ccl_gather_t*)node;
    return anyrt__impl_ccl_gather(call, t, r->sendbuf, r->recvbuf, r->count, r->dtype, r->root, r->comm, stream);
}

static const anyrt__capture_ops_t ops_ccl_gather = {"ccl_gather", replay_ccl_gather, NULL, NULL};

anyrt_status_t anyrt__record_ccl_gather(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, int root, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    (void)t;
    (void)stream;
    record_ccl_gather_t* r = NULL;
    anyrt_status_t st = anyrt__capture_alloc(call, sizeof *r, &ops_ccl_gather, (void**)&r);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    r->sendbuf = sendbuf;
    r->recvbuf = recvbuf;
    r->count = count;
    r->dtype = dtype;
    r->root = root;
    r->comm = comm;
    /* the graph holds the comm: destroying it meanwhile waits for the graph (capture.c) */
    st = anyrt__capture_hold(call, t, &r->node, ANYRT__HANDLE_COMM, comm);
    if (st != ANYRT_STATUS_SUCCESS) return anyrt__capture_discard(&r->node, st);
    return anyrt__capture_append(call, &r->node);
}

/* ---- ccl_scatter */
typedef struct {
    anyrt__capture_node_t node;
    const void* sendbuf;
    void* recvbuf;
    size_t count;
    anyrt_dtype_t dtype;
    int root;
    anyrt_backend_comm_t comm;
} record_ccl_scatter_t;

static anyrt_status_t replay_ccl_scatter(anyrt__call_t* call, const anyrt__target_t* t, const anyrt__capture_node_t* node,
                                 anyrt_backend_stream_t stream) {
    const record_ccl_scatter_t* r = (const record_ccl_scatter_t*)node;
    return anyrt__impl_ccl_scatter(call, t, r->sendbuf, r->recvbuf, r->count, r->dtype, r->root, r->comm, stream);
}

static const anyrt__capture_ops_t ops_ccl_scatter = {"ccl_scatter", replay_ccl_scatter, NULL, NULL};

anyrt_status_t anyrt__record_ccl_scatter(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, int root, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    (void)t;
    (void)stream;
    record_ccl_scatter_t* r = NULL;
    anyrt_status_t st = anyrt__capture_alloc(call, sizeof *r, &ops_ccl_scatter, (void**)&r);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    r->sendbuf = sendbuf;
    r->recvbuf = recvbuf;
    r->count = count;
    r->dtype = dtype;
    r->root = root;
    r->comm = comm;
    /* the graph holds the comm: destroying it meanwhile waits for the graph (capture.c) */
    st = anyrt__capture_hold(call, t, &r->node, ANYRT__HANDLE_COMM, comm);
    if (st != ANYRT_STATUS_SUCCESS) return anyrt__capture_discard(&r->node, st);
    return anyrt__capture_append(call, &r->node);
}

anyrt_status_t anyrt__record_malloc_async(anyrt__call_t* call, const anyrt__target_t* t, void** ptr, size_t size, anyrt_backend_stream_t stream) {
    (void)t;
    (void)ptr;
    (void)size;
    (void)stream;
    return anyrt__fail(call, ANYRT_STATUS_NOT_SUPPORTED, "stream", "captures: this call writes `ptr` when it is called, "
                       "which a replay of the core's capture cannot repeat (a backend that captures natively can record it)");
}

anyrt_status_t anyrt__record_free_async(anyrt__call_t* call, const anyrt__target_t* t, void* ptr, size_t size, anyrt_backend_stream_t stream) {
    (void)t;
    (void)ptr;
    (void)size;
    (void)stream;
    return anyrt__fail(call, ANYRT_STATUS_NOT_SUPPORTED, "stream", "captures: this call frees `ptr`, "
                       "which a replay of the core's capture cannot repeat (a backend that captures natively can record it)");
}

anyrt_status_t anyrt__record_all_to_allv(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, const size_t* send_counts, const size_t* send_displs, void* recvbuf, const size_t* recv_counts, const size_t* recv_displs, int nranks, anyrt_dtype_t dtype, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    (void)t;
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
    return anyrt__fail(call, ANYRT_STATUS_NOT_SUPPORTED, "stream", "captures: this call reads the array `send_counts` when it is called, "
                       "which a replay of the core's capture cannot repeat (a backend that captures natively can record it)");
}

anyrt_status_t anyrt__record_all_gather_v(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, const size_t* recv_counts, int nranks, anyrt_dtype_t dtype, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    (void)t;
    (void)sendbuf;
    (void)recvbuf;
    (void)recv_counts;
    (void)nranks;
    (void)dtype;
    (void)comm;
    (void)stream;
    return anyrt__fail(call, ANYRT_STATUS_NOT_SUPPORTED, "stream", "captures: this call reads the array `recv_counts` when it is called, "
                       "which a replay of the core's capture cannot repeat (a backend that captures natively can record it)");
}

anyrt_status_t anyrt__record_reduce_scatter_v(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, const size_t* recv_counts, int nranks, anyrt_dtype_t dtype, anyrt_reduce_op_t op, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    (void)t;
    (void)sendbuf;
    (void)recvbuf;
    (void)recv_counts;
    (void)nranks;
    (void)dtype;
    (void)op;
    (void)comm;
    (void)stream;
    return anyrt__fail(call, ANYRT_STATUS_NOT_SUPPORTED, "stream", "captures: this call reads the array `recv_counts` when it is called, "
                       "which a replay of the core's capture cannot repeat (a backend that captures natively can record it)");
}

anyrt_status_t anyrt__record_launch_kernel(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t stream, anyrt_backend_module_t module, const void* function, int grid_x, int grid_y, int grid_z, int block_x, int block_y, int block_z, size_t shared_memory, const void** args, const size_t* arg_sizes, int nargs) {
    (void)t;
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
    return anyrt__fail(call, ANYRT_STATUS_NOT_SUPPORTED, "stream", "captures: this call reads the array `args` when it is called, "
                       "which a replay of the core's capture cannot repeat (a backend that captures natively can record it)");
}

void anyrt__capture_destroy_held(anyrt__handle_kind_t kind, anyrt__backend_t* backend, int device, void* raw) {
    anyrt__call_t call = {.function = "graph_destroy", .slot = -1, .backend = backend};
    anyrt__target_t t = {backend, device};
    switch (kind) {
    case ANYRT__HANDLE_COMM:
        (void)anyrt__impl_comm_destroy(&call, &t, (anyrt_backend_comm_t)raw);
        break;
    case ANYRT__HANDLE_EVENT:
        (void)anyrt__impl_destroy_event(&call, &t, (anyrt_backend_event_t)raw);
        break;
    case ANYRT__HANDLE_MODULE:
        (void)anyrt__impl_module_unload(&call, &t, (anyrt_backend_module_t)raw);
        break;
    default:
        break;
    }
}
