/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* Graph capture's record and replay of each stream-ordered call (runtime/core/capture.c): a record
 * holds the call's arguments after its checks, a replay queues it again through its slot or
 * fallback on the launch's stream. */
#include <stdlib.h>

#include "anyrt_core.h"
#include "capture_private.h"

/* ---- fill */
typedef struct {
    anyrt__capture_node_t node;
    void* ptr;
    int value;
    size_t size;
} record_fill_t;

static anyrt_status_t replay_fill(anyrt__call_t* call, const anyrt__target_t* t, const anyrt__capture_node_t* node,
                                 anyrt_backend_stream_t stream) {
    const record_fill_t* r = (const record_fill_t*)node;
    return anyrt__impl_fill(call, t, r->ptr, r->value, r->size, stream);
}

static const anyrt__capture_ops_t ops_fill = {"fill", replay_fill, NULL, NULL};

anyrt_status_t anyrt__record_fill(anyrt__call_t* call, const anyrt__target_t* t, void* ptr, int value, size_t size, anyrt_backend_stream_t stream) {
    (void)t;
    (void)stream;
    record_fill_t* r = NULL;
    anyrt_status_t st = anyrt__capture_alloc(call, sizeof *r, &ops_fill, (void**)&r);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    r->ptr = ptr;
    r->value = value;
    r->size = size;
    return anyrt__capture_append(call, &r->node);
}

void anyrt__capture_destroy_held(anyrt__handle_kind_t kind, anyrt__backend_t* backend, int device, void* raw) {
    /* no record holds a handle */
    (void)kind;
    (void)backend;
    (void)device;
    (void)raw;
}
