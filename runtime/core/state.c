/* Per-thread state (current device, current stream, last error) and the call lifecycle. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "core_private.h"

int anyrt__layers;
int anyrt__host_fallback_off;

static _Thread_local anyrt_error_info_t tls_error;
static _Thread_local int tls_has_device;
static _Thread_local anyrt_device_kind_t tls_kind;
static _Thread_local int tls_index;
static _Thread_local anyrt_stream_t tls_stream;

/* (backend, function) pairs that fell back, in order of first use. */
#define MAX_FALLBACKS 512
static anyrt_error_info_t fallbacks[MAX_FALLBACKS];
static int fallback_count;
static pthread_mutex_t fallback_lock = PTHREAD_MUTEX_INITIALIZER;

static void copy_name(char* dst, size_t cap, const char* src) {
    snprintf(dst, cap, "%s", src ? src : "");
}

/* Dispatch calls in flight, and whether a shutdown is fencing them: shutdown waits for the calls
 * already inside a backend before it finalizes and unloads it, and refuses new ones meanwhile (a
 * daemon thread still calling at interpreter exit must not run in an unloaded library). */
/* The count is striped over cache lines, a thread always on its own stripe: threads calling at once
 * do not bounce one line between cores on every call. Each stripe is seq_cst like `closing`, so a
 * call either sees the fence or is counted in a stripe shutdown reads after setting it. */
#define INFLIGHT_STRIPES 16
static struct {
    _Alignas(64) int n;
} inflight[INFLIGHT_STRIPES];
static int closing;
static int stripe_next;
static _Thread_local int tls_stripe; /* 1 + the thread's stripe; 0 before its first call */

static int my_stripe(void) {
    if (tls_stripe == 0) tls_stripe = 1 + __atomic_fetch_add(&stripe_next, 1, __ATOMIC_RELAXED) % INFLIGHT_STRIPES;
    return tls_stripe - 1;
}

void anyrt__state_after_fork(void) {
    pthread_mutex_init(&fallback_lock, NULL);
    fallback_count = 0;
    for (int i = 0; i < INFLIGHT_STRIPES; ++i) /* calls of threads that do not exist here */
        __atomic_store_n(&inflight[i].n, 0, __ATOMIC_SEQ_CST);
    __atomic_store_n(&closing, 0, __ATOMIC_SEQ_CST);
    tls_stream = NULL;
}

void anyrt__fence_calls(int on) { __atomic_store_n(&closing, on, __ATOMIC_SEQ_CST); }
int anyrt__calls_in_flight(void) {
    int total = 0;
    for (int i = 0; i < INFLIGHT_STRIPES; ++i) total += __atomic_load_n(&inflight[i].n, __ATOMIC_SEQ_CST);
    return total;
}

anyrt_status_t anyrt__enter(anyrt__call_t* call, const char* function, int slot, int ready_status) {
    call->function = function;
    call->slot = slot;
    call->ready_status = ready_status;
    call->backend = NULL;
    call->stream = NULL;
    call->target = NULL;
    call->event = NULL;
    call->race_seq = 0;
    call->backend_ran = 0;
    call->counted = 0;
    call->kind_asked = 0;
    if (slot >= 0) { /* every generated dispatch call, which always reaches anyrt__leave */
        int stripe = my_stripe();
        __atomic_add_fetch(&inflight[stripe].n, 1, __ATOMIC_SEQ_CST);
        call->counted = 1 + stripe;
        if (__atomic_load_n(&closing, __ATOMIC_SEQ_CST))
            return anyrt__fail(call, ANYRT_STATUS_NOT_INITIALIZED, NULL, "the runtime is shutting down");
    }
    anyrt_status_t st = anyrt__ensure_loaded();
    call->args[0] = '\0'; /* the generated code appends arguments whenever the layer is on, which may be from mid-call */
    call->traced = (anyrt__layers & ANYRT__LAYER_TRACE) != 0;
    call->correlation = 0;
    if (call->traced) call->start_ns = anyrt__now_ns();
    if (st == ANYRT_STATUS_NOT_INITIALIZED)
        return anyrt__fail(call, st, NULL, "the runtime was shut down for good (ANYRT_NO_RELOAD, set at interpreter exit)");
    if (st != ANYRT_STATUS_SUCCESS)
        return anyrt__fail(call, st, NULL, "the runtime failed to initialize: %s", anyrt__load_message());
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t anyrt__leave(anyrt__call_t* call, anyrt_status_t status) {
    status = anyrt__staged_errors_at_wait(call, status);
    if (call->counted) __atomic_sub_fetch(&inflight[call->counted - 1].n, 1, __ATOMIC_SEQ_CST);
    if (anyrt__layers & ANYRT__LAYER_VALIDATE) anyrt__clear_site();
    if (call->traced && (anyrt__layers & ANYRT__LAYER_TRACE)) anyrt__trace_call(call, status);
    return status;
}

static void record(anyrt__call_t* call, anyrt_status_t status, const char* backend, const char* param, const char* msg) {
    tls_error.status = status;
    copy_name(tls_error.function, sizeof tls_error.function, call->function);
    copy_name(tls_error.backend, sizeof tls_error.backend, backend);
    copy_name(tls_error.param, sizeof tls_error.param, param);
    copy_name(tls_error.message, sizeof tls_error.message, msg);
}

anyrt_status_t anyrt__fail(anyrt__call_t* call, anyrt_status_t status, const char* param, const char* fmt, ...) {
    char body[400];
    char msg[sizeof tls_error.message];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(body, sizeof body, fmt, ap);
    va_end(ap);
    if (param)
        snprintf(msg, sizeof msg, "anyrt_%s: argument '%s' %s", call->function, param, body);
    else
        snprintf(msg, sizeof msg, "anyrt_%s: %s", call->function, body);
    record(call, status, call->backend ? call->backend->info.name : NULL, param, msg);
    return status;
}

anyrt_status_t anyrt__from_backend(anyrt__call_t* call, const anyrt__target_t* t, anyrt_status_t status) {
    call->backend_ran = 1;
    if (status == ANYRT_STATUS_SUCCESS || (status == ANYRT_STATUS_NOT_READY && call->ready_status))
        return status;
    const char* own = t->backend->table.last_error_message ? t->backend->table.last_error_message() : NULL;
    char msg[sizeof tls_error.message];
    snprintf(msg, sizeof msg, "anyrt_%s: backend '%s' device %d failed with %s%s%s", call->function,
             t->backend->info.name, t->device, anyrt__name_status((int)status), own && *own ? ": " : "", own ? own : "");
    record(call, status, t->backend->info.name, NULL, msg);
    return status;
}

anyrt_status_t anyrt__not_supported(anyrt__call_t* call, const anyrt__target_t* t) {
    char msg[sizeof tls_error.message];
    const char* own = t->backend->table.last_error_message ? t->backend->table.last_error_message() : NULL;
    snprintf(msg, sizeof msg, "anyrt_%s: backend '%s' does not implement it and the spec has no fallback%s%.300s",
             call->function, t->backend->info.name, own && *own ? ": " : "", own ? own : "");
    record(call, ANYRT_STATUS_NOT_SUPPORTED, t->backend->info.name, NULL, msg);
    return ANYRT_STATUS_NOT_SUPPORTED;
}

anyrt_status_t anyrt__refuse_host_compute(anyrt__call_t* call, const anyrt__target_t* t, const char* what,
                                          const char* detail) {
    /* A cpu-kind device is the host: its portable kernels are its native ones. */
    if (!anyrt__host_fallback_off || t->backend->info.kind == ANYRT_DEVICE_KIND_CPU) return ANYRT_STATUS_SUCCESS;
    char msg[sizeof tls_error.message];
    snprintf(msg, sizeof msg, "anyrt_%s: no native %s on backend %s%s%s (ANYRT_HOST_FALLBACK=0)", call->function, what,
             t->backend->info.name, detail && *detail ? " for " : "", detail ? detail : "");
    record(call, ANYRT_STATUS_NOT_SUPPORTED, t->backend->info.name, NULL, msg);
    return ANYRT_STATUS_NOT_SUPPORTED;
}

void anyrt__note_fallback(anyrt__call_t* call, const anyrt__target_t* t, const char* slot) {
    (void)call;
    pthread_mutex_lock(&fallback_lock);
    int seen = 0;
    for (int i = 0; i < fallback_count && !seen; ++i)
        seen = strcmp(fallbacks[i].function, slot) == 0 && strcmp(fallbacks[i].backend, t->backend->info.name) == 0;
    if (!seen && fallback_count < MAX_FALLBACKS) {
        anyrt_error_info_t* f = &fallbacks[fallback_count];
        memset(f, 0, sizeof *f);
        copy_name(f->function, sizeof f->function, slot);
        copy_name(f->backend, sizeof f->backend, t->backend->info.name);
        snprintf(f->message, sizeof f->message, "backend '%s' lacks '%s'; the runtime's fallback served the call",
                 t->backend->info.name, slot);
        ++fallback_count;
    }
    pthread_mutex_unlock(&fallback_lock);
}

int anyrt__struct_out(void* dst, const void* src, size_t full) {
    size_t want;
    memcpy(&want, dst, sizeof want);
    if (want < sizeof want) return 0;
    size_t n = want < full ? want : full;
    memcpy((char*)dst + sizeof want, (const char*)src + sizeof want, n - sizeof want);
    return 1;
}

ANYRT_API anyrt_status_t anyrt_get_last_error(anyrt_error_info_t* info) {
    /* A bad call here leaves the record alone: it is what the caller wants to read. */
    if (info == NULL || !anyrt__struct_out(info, &tls_error, sizeof tls_error)) return ANYRT_STATUS_INVALID_VALUE;
    return ANYRT_STATUS_SUCCESS;
}

ANYRT_API anyrt_status_t anyrt_fallback_serial(int* serial) {
    if (serial == NULL) return ANYRT_STATUS_INVALID_VALUE;
    pthread_mutex_lock(&fallback_lock);
    *serial = fallback_count;
    pthread_mutex_unlock(&fallback_lock);
    return ANYRT_STATUS_SUCCESS;
}

ANYRT_API anyrt_status_t anyrt_get_fallback(int index, anyrt_error_info_t* info) {
    anyrt__call_t call = {.function = "get_fallback", .slot = -1, .backend = NULL};
    if (info == NULL) return anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "info", "must not be NULL");
    if (info->struct_size < sizeof info->struct_size)
        return anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "info", "struct_size must be set to ANYRT_ERROR_INFO_STRUCT_SIZE");
    pthread_mutex_lock(&fallback_lock);
    int n = fallback_count;
    if (index >= 0 && index < n) anyrt__struct_out(info, &fallbacks[index], sizeof fallbacks[index]);
    pthread_mutex_unlock(&fallback_lock);
    if (index < 0 || index >= n)
        return anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "index", "must be in [0, %d) (got %d)", n, index);
    return ANYRT_STATUS_SUCCESS;
}

void anyrt__reset_fallbacks(void) {
    pthread_mutex_lock(&fallback_lock);
    fallback_count = 0;
    pthread_mutex_unlock(&fallback_lock);
}

/* ---- current device and stream */

void anyrt__current(anyrt_device_kind_t* kind, int* index) {
    if (!tls_has_device) {
        anyrt__default_device(&tls_kind, &tls_index);
        tls_has_device = 1;
    }
    *kind = tls_kind;
    *index = tls_index;
}

anyrt_device_kind_t anyrt__current_kind(void) {
    anyrt_device_kind_t kind;
    int index;
    anyrt__current(&kind, &index);
    return kind;
}

anyrt_status_t anyrt__effect_set_current_device(anyrt__call_t* call, const anyrt__target_t* t) {
    /* The kind as the caller named it: one a backend serves as an alias (ANYRT_KIND_ALIAS) reads back
     * as named, so an InfiniCore program's getDevice returns the type it set. */
    int asked = call->kind_asked - 1; /* `custom` names the first vendor kind: that kind is current */
    tls_kind = asked >= 0 && asked != ANYRT_DEVICE_KIND_CUSTOM ? (anyrt_device_kind_t)asked : t->backend->info.kind;
    tls_index = t->device;
    tls_has_device = 1;
    return ANYRT_STATUS_SUCCESS;
}

void anyrt__forget_thread_state(void) {
    tls_has_device = 0;
    tls_stream = NULL;
}

anyrt_stream_t anyrt__tls_stream(void) { return tls_stream; }

ANYRT_API anyrt_status_t anyrt_get_device(anyrt_device_kind_t* kind, int* index) {
    anyrt__call_t call;
    anyrt_status_t st = anyrt__enter(&call, "get_device", -1, 0);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    anyrt_device_kind_t k;
    int i;
    anyrt__current(&k, &i);
    if (kind) *kind = k;
    if (index) *index = i;
    return ANYRT_STATUS_SUCCESS;
}

ANYRT_API anyrt_status_t anyrt_set_stream(anyrt_stream_t stream) {
    anyrt__call_t call;
    anyrt__target_t t;
    anyrt_backend_stream_t raw;
    anyrt_status_t st = anyrt__enter(&call, "set_stream", -1, 0);
    if (st == ANYRT_STATUS_SUCCESS && stream != NULL) st = anyrt__target_stream(&call, &t, "stream", stream, &raw);
    if (st == ANYRT_STATUS_SUCCESS) tls_stream = stream;
    return st;
}

/* The core's own stream per device (made on first use); a handle to it names the default stream
 * even while another stream is current, which a null stream cannot. */
ANYRT_API anyrt_status_t anyrt_get_default_stream(anyrt_stream_t* stream) {
    anyrt__call_t call;
    anyrt__target_t t;
    anyrt_stream_t s = NULL;
    anyrt_status_t st = anyrt__enter(&call, "get_default_stream", -1, 0);
    if (st == ANYRT_STATUS_SUCCESS && stream == NULL)
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "stream", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_current(&call, &t);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__default_stream(&call, &t, &s);
    if (st == ANYRT_STATUS_SUCCESS) *stream = s;
    return st;
}

ANYRT_API anyrt_status_t anyrt_get_stream(anyrt_stream_t* stream) {
    anyrt__call_t call;
    anyrt_status_t st = anyrt__enter(&call, "get_stream", -1, 0);
    if (st == ANYRT_STATUS_SUCCESS && stream == NULL)
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "stream", "must not be NULL");
    if (st != ANYRT_STATUS_SUCCESS) return st;
    anyrt_device_kind_t kind;
    int index;
    anyrt__current(&kind, &index);
    anyrt_stream_t s = tls_stream;
    int valid = s && s->h.magic == ANYRT__HANDLE_LIVE && s->h.backend == anyrt__backend_for_kind(kind) && s->h.device == index;
    *stream = valid ? s : NULL;
    return ANYRT_STATUS_SUCCESS;
}
