/* Wrappers around backend handles: each knows its backend and device, so calls dispatch by handle.
 * Destroyed wrappers go to a free list instead of free(), so a stale handle is caught by its magic
 * instead of reading freed memory. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "capture_private.h"
#include "core_private.h"

static anyrt__handle_t* live[ANYRT__HANDLE_KINDS];
static anyrt__handle_t* retired[ANYRT__HANDLE_KINDS];
/* Wrappers retired before a shutdown: kept (reachable, so not a leak) and never reused, so a handle
 * kept across anyrt_shutdown can never alias an object of the next initialization. */
static anyrt__handle_t* buried;
static uint64_t next_serial;
static pthread_mutex_t handle_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t create_lock = PTHREAD_MUTEX_INITIALIZER; /* default streams */
static const char fork_reason[] = "fork"; /* destroyed_by of the handles a fork child inherited */

anyrt_status_t anyrt__wrap(anyrt__call_t* call, anyrt__handle_kind_t kind, anyrt__backend_t* backend, int device,
                           void* raw, void** out) {
    /* Under validation a dead wrapper is never reused, so a stale handle stays dead for good. */
    anyrt__handle_t* h = NULL;
    if (!(anyrt__layers & ANYRT__LAYER_VALIDATE)) {
        pthread_mutex_lock(&handle_lock);
        h = retired[kind];
        if (h) retired[kind] = h->next;
        pthread_mutex_unlock(&handle_lock);
    }
    if (h) free(h->site);
    else h = malloc(sizeof(struct anyrt_comm_st));
    if (!h) return anyrt__fail(call, ANYRT_STATUS_OUT_OF_MEMORY, NULL, "no host memory for a %s wrapper", anyrt__handle_nouns[kind]);
    h->kind = kind;
    h->created_by = call->function;
    h->destroyed_by = NULL;
    h->site = anyrt__take_site();
    h->track_named = 0;
    h->recorded_on = NULL;
    h->race_id = 0;
    h->capture = NULL;
    h->backend = backend;
    h->device = device;
    h->raw = raw;
    h->prev = NULL;
    pthread_mutex_lock(&handle_lock);
    h->serial = ++next_serial;
    h->next = live[kind];
    if (live[kind]) live[kind]->prev = h;
    live[kind] = h;
    __atomic_store_n(&h->magic, ANYRT__HANDLE_LIVE, __ATOMIC_RELEASE);
    pthread_mutex_unlock(&handle_lock);
    *out = h;
    return ANYRT_STATUS_SUCCESS;
}

static void unlink_live(anyrt__handle_t* h) {
    if (h->prev) h->prev->next = h->next;
    else live[h->kind] = h->next;
    if (h->next) h->next->prev = h->prev;
}

void anyrt__retire(anyrt__handle_t* h) {
    pthread_mutex_lock(&handle_lock);
    uint32_t magic = __atomic_load_n(&h->magic, __ATOMIC_ACQUIRE);
    if (magic == ANYRT__HANDLE_LIVE || magic == ANYRT__HANDLE_DYING) {
        unlink_live(h);
        __atomic_store_n(&h->magic, ANYRT__HANDLE_DEAD, __ATOMIC_RELEASE); /* others read it without the lock */
        h->next = retired[h->kind];
        retired[h->kind] = h;
    }
    pthread_mutex_unlock(&handle_lock);
}

static anyrt_status_t check_handle(anyrt__call_t* call, const char* param, const anyrt__handle_t* h,
                                   anyrt__handle_kind_t kind, int nullable) {
    if (h == NULL) {
        if (nullable) return ANYRT_STATUS_SUCCESS;
        return anyrt__fail(call, ANYRT_STATUS_INVALID_HANDLE, param, "must be a %s, not NULL", anyrt__handle_nouns[kind]);
    }
    uint32_t magic = __atomic_load_n(&h->magic, __ATOMIC_ACQUIRE);
    if (magic == ANYRT__HANDLE_DEAD && h->kind == kind) {
        if (h->destroyed_by == fork_reason)
            return anyrt__fail(call, ANYRT_STATUS_INVALID_HANDLE, param,
                               "is a %s of the parent process: handles do not survive fork(); create a new one",
                               anyrt__handle_nouns[kind]);
        if (anyrt__layers & ANYRT__LAYER_VALIDATE)
            return anyrt__fail(call, ANYRT_STATUS_INVALID_HANDLE, param,
                               "is a %s that was already destroyed (#%llu, created by anyrt_%s%s%s, destroyed by anyrt_%s)",
                               anyrt__handle_nouns[kind], (unsigned long long)h->serial, h->created_by, h->site ? " at " : "",
                               h->site ? h->site : "", h->destroyed_by ? h->destroyed_by : "shutdown");
        return anyrt__fail(call, ANYRT_STATUS_INVALID_HANDLE, param, "is a %s that was already destroyed", anyrt__handle_nouns[kind]);
    }
    if (magic == ANYRT__HANDLE_DYING && h->kind == kind)
        return anyrt__fail(call, ANYRT_STATUS_INVALID_HANDLE, param, "is a %s another thread is destroying",
                           anyrt__handle_nouns[kind]);
    if (magic != ANYRT__HANDLE_LIVE || h->kind != kind)
        return anyrt__fail(call, ANYRT_STATUS_INVALID_HANDLE, param, "is not a live %s", anyrt__handle_nouns[kind]);
    return ANYRT_STATUS_SUCCESS;
}

static int is_default_stream(const anyrt__handle_t* h);

anyrt_status_t anyrt__claim_handle(anyrt__call_t* call, const char* param, void* handle, int* claimed) {
    anyrt__handle_t* h = handle;
    if (is_default_stream(h)) /* anyrt_get_default_stream hands it out; the core owns it */
        return anyrt__fail(call, ANYRT_STATUS_INVALID_HANDLE, param, "is the default stream of %s device %d, which is "
                           "never destroyed", h->backend->info.name, h->device);
    uint32_t expect = ANYRT__HANDLE_LIVE;
    if (__atomic_compare_exchange_n(&h->magic, &expect, ANYRT__HANDLE_DYING, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
        *claimed = 1;
        return ANYRT_STATUS_SUCCESS;
    }
    return check_handle(call, param, h, h->kind, 0); /* says why: destroyed, being destroyed, or foreign */
}

void anyrt__unclaim_handle(void* handle) {
    anyrt__handle_t* h = handle;
    uint32_t expect = ANYRT__HANDLE_DYING;
    __atomic_compare_exchange_n(&h->magic, &expect, ANYRT__HANDLE_LIVE, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
}

anyrt_status_t anyrt__retire_handle(anyrt__call_t* call, anyrt__handle_t* h) {
    h->destroyed_by = call->function;
    anyrt__retire(h);
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t anyrt__target_handle(anyrt__call_t* call, anyrt__target_t* t, const char* param, anyrt__handle_t* h,
                                    anyrt__handle_kind_t kind, void** raw) {
    anyrt_status_t st = check_handle(call, param, h, kind, 0);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    t->backend = h->backend;
    t->device = h->device;
    call->backend = h->backend;
    call->target = h;
    if (kind == ANYRT__HANDLE_STREAM) call->stream = h;
    if (kind == ANYRT__HANDLE_EVENT) call->event = h;
    *raw = h->raw;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t anyrt__unwrap_handle(anyrt__call_t* call, const anyrt__target_t* t, const char* param, anyrt__handle_t* h,
                                    anyrt__handle_kind_t kind, int nullable, int same_device, void** raw) {
    if (h == NULL && nullable && kind == ANYRT__HANDLE_STREAM) {
        anyrt_stream_t s = anyrt__tls_stream();
        int usable = s && s->h.magic == ANYRT__HANDLE_LIVE && s->h.backend == t->backend && s->h.device == t->device;
        if (!usable) {
            anyrt_status_t st = anyrt__default_stream(call, t, &s);
            if (st != ANYRT_STATUS_SUCCESS) return st;
        }
        h = &s->h;
    }
    anyrt_status_t st = check_handle(call, param, h, kind, nullable);
    if (st != ANYRT_STATUS_SUCCESS || h == NULL) {
        *raw = NULL;
        return st;
    }
    if (same_device && (h->backend != t->backend || h->device != t->device))
        return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, param, "is on %s device %d, but the call runs on %s device %d",
                           h->backend->info.name, h->device, t->backend->info.name, t->device);
    if (kind == ANYRT__HANDLE_STREAM) call->stream = h;
    if (kind == ANYRT__HANDLE_EVENT) call->event = h;
    *raw = h->raw;
    return ANYRT_STATUS_SUCCESS;
}


anyrt_status_t anyrt__default_stream(anyrt__call_t* call, const anyrt__target_t* t, anyrt_stream_t* out) {
    anyrt_stream_t s = __atomic_load_n(&t->backend->default_stream[t->device], __ATOMIC_ACQUIRE);
    if (s) {
        *out = s;
        return ANYRT_STATUS_SUCCESS;
    }
    pthread_mutex_lock(&create_lock);
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    s = t->backend->default_stream[t->device];
    if (!s) {
        anyrt_backend_stream_t raw = NULL;
        st = anyrt__impl_create_stream(call, t, &raw);
        if (st == ANYRT_STATUS_SUCCESS) st = anyrt__wrap(call, ANYRT__HANDLE_STREAM, t->backend, t->device, raw, (void**)&s);
        if (st == ANYRT_STATUS_SUCCESS) __atomic_store_n(&t->backend->default_stream[t->device], s, __ATOMIC_RELEASE);
    }
    pthread_mutex_unlock(&create_lock);
    *out = s;
    return st;
}

anyrt_status_t anyrt__for_each_stream(anyrt__call_t* call, const anyrt__target_t* t,
                                      anyrt_status_t (*fn)(anyrt__call_t*, const anyrt__target_t*, anyrt_backend_stream_t)) {
    /* Snapshot the raw handles first: fn may block, and must not hold the handle lock. */
    enum { MAX_SNAPSHOT = 1024 };
    anyrt_backend_stream_t snapshot[MAX_SNAPSHOT];
    int n = 0;
    pthread_mutex_lock(&handle_lock);
    for (anyrt__handle_t* h = live[ANYRT__HANDLE_STREAM]; h && n < MAX_SNAPSHOT; h = h->next)
        if (h->backend == t->backend && h->device == t->device && h->raw) snapshot[n++] = h->raw;
    pthread_mutex_unlock(&handle_lock);
    anyrt_status_t first = ANYRT_STATUS_SUCCESS;
    for (int i = 0; i < n; ++i) {
        anyrt_status_t st = fn(call, t, snapshot[i]);
        if (first == ANYRT_STATUS_SUCCESS) first = st;
    }
    return first;
}

void anyrt__destroy_all_handles(anyrt__backend_t* b) {
    /* Streams after what may have work queued on them (events, communicators); modules after the
     * streams whose kernels they hold. Every kind goes: a handle left alive would outlive its backend. */
    static const anyrt__handle_kind_t order[] = {ANYRT__HANDLE_GRAPH_EXEC, ANYRT__HANDLE_GRAPH, ANYRT__HANDLE_COMM,
                                                 ANYRT__HANDLE_EVENT, ANYRT__HANDLE_STREAM, ANYRT__HANDLE_OP_DESC,
                                                 ANYRT__HANDLE_OP_HANDLE, ANYRT__HANDLE_MODULE};
    for (size_t k = 0; k < sizeof order / sizeof order[0]; ++k) {
        for (;;) {
            pthread_mutex_lock(&handle_lock);
            anyrt__handle_t* h = live[order[k]];
            while (h && h->backend != b) h = h->next;
            pthread_mutex_unlock(&handle_lock);
            if (!h) break;
            anyrt__call_t call = {.function = "shutdown", .slot = -1, .backend = b};
            anyrt__target_t t = {b, h->device};
            if (order[k] == ANYRT__HANDLE_STREAM) {
                anyrt__capture_forget(h);
                if (h->raw) anyrt__impl_synchronize_stream(&call, &t, h->raw);
                anyrt__impl_destroy_stream(&call, &t, h->raw);
            } else if (order[k] == ANYRT__HANDLE_GRAPH || order[k] == ANYRT__HANDLE_GRAPH_EXEC) {
                anyrt__capture_destroy_raw(order[k], b, h->device, h->raw);
            } else if (order[k] == ANYRT__HANDLE_EVENT) {
                anyrt__impl_destroy_event(&call, &t, h->raw);
            } else if (order[k] == ANYRT__HANDLE_COMM) {
                anyrt__impl_comm_destroy(&call, &t, h->raw);
            } else if (order[k] == ANYRT__HANDLE_MODULE) {
                if (!anyrt__capture_keeps(ANYRT__HANDLE_MODULE, b, h->device, h->raw))
                    anyrt__impl_module_unload(&call, &t, h->raw);
            } else {
                free(h->raw); /* operator descriptors and handles: the core's own objects */
            }
            anyrt__retire(h);
        }
    }
    for (int d = 0; d < ANYRT__MAX_DEVICES; ++d) b->default_stream[d] = NULL;
}

void anyrt__destroy_core_handles(void) {
    /* Tensor descriptors belong to no backend: they die with the runtime all the same. */
    for (;;) {
        pthread_mutex_lock(&handle_lock);
        anyrt__handle_t* h = live[ANYRT__HANDLE_TENSOR_DESC];
        pthread_mutex_unlock(&handle_lock);
        if (!h) break;
        free(h->raw);
        anyrt__retire(h);
    }
}

void anyrt__bury_retired_handles(void) {
    pthread_mutex_lock(&handle_lock);
    for (int k = 0; k < ANYRT__HANDLE_KINDS; ++k) {
        while (retired[k]) {
            anyrt__handle_t* h = retired[k];
            retired[k] = h->next;
            h->next = buried;
            buried = h;
        }
    }
    pthread_mutex_unlock(&handle_lock);
}

void anyrt__handles_after_fork(void) {
    pthread_mutex_init(&handle_lock, NULL);
    pthread_mutex_init(&create_lock, NULL);
    for (int k = 0; k < ANYRT__HANDLE_KINDS; ++k) {
        for (anyrt__handle_t* l = live[k]; l;) {
            anyrt__handle_t* h = l;
            l = l->next;
            h->magic = ANYRT__HANDLE_DEAD;
            h->destroyed_by = fork_reason;
            h->next = buried;
            buried = h;
        }
        live[k] = NULL;
        while (retired[k]) {
            anyrt__handle_t* h = retired[k];
            retired[k] = h->next;
            h->next = buried;
            buried = h;
        }
    }
}

static int is_default_stream(const anyrt__handle_t* h) {
    return h->kind == ANYRT__HANDLE_STREAM && h->device >= 0 && h->device < ANYRT__MAX_DEVICES &&
           h->backend->default_stream[h->device] == (const struct anyrt_stream_st*)(const void*)h;
}

size_t anyrt__count_live_handles(void) {
    size_t n = 0;
    pthread_mutex_lock(&handle_lock);
    for (int k = 0; k < ANYRT__HANDLE_KINDS; ++k)
        for (anyrt__handle_t* h = live[k]; h; h = h->next) n += !is_default_stream(h);
    pthread_mutex_unlock(&handle_lock);
    return n;
}

void anyrt__describe_live_handles(int (*line)(void* ctx, const char* text), void* ctx) {
    char text[400];
    pthread_mutex_lock(&handle_lock);
    for (int k = 0; k < ANYRT__HANDLE_KINDS; ++k) {
        for (anyrt__handle_t* h = live[k]; h; h = h->next) {
            if (is_default_stream(h)) continue;
            if (h->backend) /* tensor descriptors belong to no device */
                snprintf(text, sizeof text, "%s #%llu on %s:%d, created by anyrt_%s%s%s", anyrt__handle_nouns[k],
                         (unsigned long long)h->serial, h->backend->info.name, h->device, h->created_by,
                         h->site ? " at " : "", h->site ? h->site : "");
            else
                snprintf(text, sizeof text, "%s #%llu, created by anyrt_%s%s%s", anyrt__handle_nouns[k],
                         (unsigned long long)h->serial, h->created_by, h->site ? " at " : "", h->site ? h->site : "");
            line(ctx, text);
        }
    }
    pthread_mutex_unlock(&handle_lock);
}

int anyrt__valid_rank(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_comm_t comm, int rank) {
    int size = 0;
    if (anyrt__impl_comm_size(call, t, comm, &size) != ANYRT_STATUS_SUCCESS) return rank >= 0;
    return rank >= 0 && rank < size;
}

int anyrt__is_comm_size(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_comm_t comm, int n) {
    int size = 0;
    if (anyrt__impl_comm_size(call, t, comm, &size) != ANYRT_STATUS_SUCCESS) return n > 0;
    return n == size;
}

anyrt_status_t anyrt__alloc_scratch(anyrt__call_t* call, void** out, size_t count, size_t size) {
    *out = calloc(count ? count : 1, size);
    if (!*out) return anyrt__fail(call, ANYRT_STATUS_OUT_OF_MEMORY, NULL, "no host memory for %zu handles", count);
    return ANYRT_STATUS_SUCCESS;
}
