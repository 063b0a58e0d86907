/* Targeting: how a call finds its backend and device, one function per kind of the spec's
 * `target:` key (codegen/views.py target_call picks it): the current device; a device kind and
 * index; a stream, event or communicator handle; the allocation a pointer is in. */
#include "core_private.h"

/* ---- kind, index, the current device */

anyrt_status_t anyrt__target_kind(anyrt__call_t* call, anyrt__target_t* t, anyrt_device_kind_t kind) {
    anyrt__backend_t* b = anyrt__backend_for_kind(kind);
    if (!b) {
        const anyrt__backend_t* refused = anyrt__refused_for_kind(kind); /* says why */
        if (refused)
            return anyrt__fail(call, ANYRT_STATUS_BACKEND_NOT_FOUND, "kind",
                               "no loaded backend serves device kind '%s' (%d): backend '%s' was refused: %s",
                               anyrt__name_device_kind((int)kind), (int)kind, refused->info.name, refused->info.message);
        return anyrt__fail(call, ANYRT_STATUS_BACKEND_NOT_FOUND, "kind", "no loaded backend serves device kind '%s' (%d)",
                           anyrt__name_device_kind((int)kind), (int)kind);
    }
    t->backend = b;
    t->device = 0;
    call->backend = b;
    call->kind_asked = 1 + (int)kind;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t anyrt__target_kind_index(anyrt__call_t* call, anyrt__target_t* t, anyrt_device_kind_t kind, int index) {
    anyrt_status_t st = anyrt__target_kind(call, t, kind);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    t->device = index;
    return anyrt__ready_device(call, t->backend, index);
}

anyrt_status_t anyrt__target_current(anyrt__call_t* call, anyrt__target_t* t) {
    anyrt_device_kind_t kind;
    int index;
    anyrt__current(&kind, &index);
    return anyrt__target_kind_index(call, t, kind, index);
}

anyrt_status_t anyrt__target_index(anyrt__call_t* call, anyrt__target_t* t, int index) {
    return anyrt__target_kind_index(call, t, anyrt__current_kind(), index);
}

/* ---- handles */

anyrt_status_t anyrt__target_stream(anyrt__call_t* call, anyrt__target_t* t, const char* param, anyrt_stream_t s,
                                    anyrt_backend_stream_t* raw) {
    if (s == NULL) {
        anyrt_status_t st = anyrt__target_current(call, t);
        if (st != ANYRT_STATUS_SUCCESS) return st;
        s = anyrt__tls_stream();
        int usable = s && s->h.magic == ANYRT__HANDLE_LIVE && s->h.backend == t->backend && s->h.device == t->device;
        if (!usable) {
            st = anyrt__default_stream(call, t, &s);
            if (st != ANYRT_STATUS_SUCCESS) return st;
        }
    }
    return anyrt__target_handle(call, t, param, &s->h, ANYRT__HANDLE_STREAM, raw);
}

anyrt_status_t anyrt__target_event(anyrt__call_t* call, anyrt__target_t* t, const char* param, anyrt_event_t e,
                                   anyrt_backend_event_t* raw) {
    return anyrt__target_handle(call, t, param, e ? &e->h : NULL, ANYRT__HANDLE_EVENT, raw);
}

anyrt_status_t anyrt__target_comm(anyrt__call_t* call, anyrt__target_t* t, const char* param, anyrt_comm_t c,
                                  anyrt_backend_comm_t* raw) {
    return anyrt__target_handle(call, t, param, c ? &c->h : NULL, ANYRT__HANDLE_COMM, raw);
}

anyrt_status_t anyrt__target_module(anyrt__call_t* call, anyrt__target_t* t, const char* param, anyrt_module_t m,
                                    anyrt_backend_module_t* raw) {
    return anyrt__target_handle(call, t, param, m ? &m->h : NULL, ANYRT__HANDLE_MODULE, raw);
}

/* ---- pointers */

static anyrt_status_t target_alloc(anyrt__call_t* call, anyrt__target_t* t, const anyrt__alloc_t* a) {
    t->backend = a->backend;
    t->device = a->device;
    call->backend = a->backend;
    return anyrt__ready_device(call, a->backend, a->device);
}

anyrt_status_t anyrt__target_pointer(anyrt__call_t* call, anyrt__target_t* t, const char* param, const void* ptr) {
    anyrt__alloc_t a;
    if (ptr == NULL) return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, param, "must not be NULL");
    if (!anyrt__find_alloc(ptr, &a))
        return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, param, "is not inside a live anyrt allocation");
    return target_alloc(call, t, &a);
}

anyrt_status_t anyrt__target_pointers(anyrt__call_t* call, anyrt__target_t* t, const void* a, const void* b) {
    /* Device memory decides the device; else host memory of some device; else the current device. */
    anyrt__alloc_t found[2];
    int hit[2] = {a && anyrt__find_alloc(a, &found[0]), b && anyrt__find_alloc(b, &found[1])};
    for (int i = 0; i < 2; ++i)
        if (hit[i] && found[i].kind != ANYRT__MEM_HOST) return target_alloc(call, t, &found[i]);
    for (int i = 0; i < 2; ++i)
        if (hit[i]) return target_alloc(call, t, &found[i]);
    return anyrt__target_current(call, t);
}
