/* Host callbacks (stream_add_callback) run through this trampoline, which marks the thread as being
 * inside a callback of a given stream. With that the core refuses, with an error, the calls that
 * would otherwise deadlock or pull the backend out from under its own worker thread: anyrt_shutdown,
 * and a `blocks` call (spec) that waits for the callback itself. */
#include <stdlib.h>

#include "anyrt_core.h"
#include "capture_private.h"
#include "core_private.h"

typedef struct {
    anyrt_host_fn_t fn;
    void* user_data;
    anyrt__handle_t* stream; /* the stream the callback runs on (wrappers are never reused while loaded) */
    int kept;                /* a backend's own graph runs it at every launch: the graph frees it */
} host_fn_record_t;

static _Thread_local const anyrt__handle_t* tls_cb_stream; /* innermost callback's stream, or NULL */

static void trampoline(void* p) {
    host_fn_record_t rec = *(host_fn_record_t*)p;
    if (!rec.kept) free(p);
    const anyrt__handle_t* outer = tls_cb_stream;
    tls_cb_stream = rec.stream;
    rec.fn(rec.user_data);
    tls_cb_stream = outer;
}

anyrt_status_t anyrt__prepare_wrap_host_fn(anyrt__call_t* call, const anyrt__target_t* t, anyrt_host_fn_t* fn,
                                           void** user_data) {
    (void)t;
    host_fn_record_t* rec = malloc(sizeof *rec);
    if (rec == NULL) return anyrt__fail(call, ANYRT_STATUS_OUT_OF_MEMORY, "fn", "no host memory for the callback record");
    rec->fn = *fn;
    rec->user_data = *user_data;
    rec->stream = call->stream;
    rec->kept = anyrt__capture_native_keep(call, rec); /* a native capture: its graph owns the record */
    *fn = trampoline;
    *user_data = rec;
    return ANYRT_STATUS_SUCCESS;
}

void anyrt__unwrap_host_fn(anyrt_host_fn_t fn, void* user_data) {
    if (fn == trampoline && !((host_fn_record_t*)user_data)->kept) free(user_data);
}

int anyrt__in_host_fn(void) { return tls_cb_stream != NULL; }

anyrt_status_t anyrt__check_blocking(anyrt__call_t* call, const anyrt__target_t* t) {
    const anyrt__handle_t* own = tls_cb_stream;
    if (own == NULL) return ANYRT_STATUS_SUCCESS;
    const anyrt__handle_t* h = call->target;
    if (h == NULL) { /* device-wide: waits for every stream of the device, this callback's included */
        if (own->backend == t->backend && own->device == t->device)
            return anyrt__fail(call, ANYRT_STATUS_ERROR, NULL,
                               "called inside a callback of a stream of this device (%s:%d): it would wait for "
                               "that callback itself", t->backend->info.name, t->device);
        return ANYRT_STATUS_SUCCESS;
    }
    if (h == own)
        return anyrt__fail(call, ANYRT_STATUS_ERROR, "stream",
                           "is the stream this callback runs on: waiting for it would wait for the callback itself");
    if (h->kind == ANYRT__HANDLE_EVENT && __atomic_load_n(&h->recorded_on, __ATOMIC_ACQUIRE) == own &&
        t->backend->table.query_event != NULL && t->backend->table.query_event(t->device, h->raw) == ANYRT_STATUS_NOT_READY)
        /* Everything queued before this callback has finished, so a pending record on its own stream
         * was queued after it: it cannot complete before the callback returns. */
        return anyrt__fail(call, ANYRT_STATUS_ERROR, "event",
                           "was recorded on this callback's stream after the callback: it cannot complete before "
                           "the callback returns");
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t anyrt__effect_note_event_record(anyrt__call_t* call, const anyrt__target_t* t) {
    (void)t;
    if (call->target != NULL) __atomic_store_n(&call->target->recorded_on, call->stream, __ATOMIC_RELEASE);
    anyrt__race_event_recorded(call);
    anyrt__capture_note_record(call);
    return ANYRT_STATUS_SUCCESS;
}

void anyrt__host_fn_unwrap_keep(anyrt_host_fn_t* fn, void** user_data) {
    if (*fn != trampoline) return;
    host_fn_record_t* rec = *user_data;
    *fn = rec->fn;
    *user_data = rec->user_data;
    free(rec);
}
