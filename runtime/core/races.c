/* Validation layer, part two (ANYRT_VALIDATE=1): unordered access across streams, as torch's CUDA
 * sanitizer finds it. Every spec `extent` param is an access of its allocation's bytes (a `const`
 * pointer reads, the rest write); an async call's access belongs to its stream, a synchronous
 * call's to the host. Two accesses conflict when their bytes overlap and one writes; a conflict is
 * an error, naming both calls and their sites, unless the earlier access is ordered before the
 * later one:
 *   - both on one stream (streams run in order), or
 *   - the host has waited for it (synchronize_stream/device/event, destroy_stream, a query that
 *     said done): everything issued afterwards runs after it, or
 *   - the later stream waited for an event recorded behind it (vector clocks, so chains of events
 *     across several streams count).
 * Host accesses are complete when the call returns, so they are checked but never stored. */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core_private.h"

typedef struct {
    uint32_t id;
    uint64_t seq;
} tick_t;

typedef struct { /* sparse vector clock: the newest known operation of each stream, sorted by id */
    tick_t* v;
    size_t n, cap;
} vclock_t;

typedef struct {
    uint64_t seq;   /* operations issued on the stream */
    vclock_t known; /* of other streams, what this stream's later work is ordered after */
    const anyrt__backend_t* backend;
    int device;
    uint64_t serial; /* the wrapper's serial, for messages */
} stream_state_t;

typedef struct {
    const char *lo, *hi; /* bytes [lo, hi) */
    int write;
    uint32_t stream;
    uint64_t seq;
    const char* function;
    const char* param;
    char* site;
} access_t;

typedef struct alloc_accesses {
    const char* start;
    access_t* a;
    size_t n, cap;
    struct alloc_accesses* next;
} alloc_accesses_t;

enum { BUCKETS = 1024, MAX_ACCESSES = 64 };

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static stream_state_t* streams; /* by id - 1 */
static uint32_t nstreams;
static uint64_t* host_known; /* by id - 1: the newest operation of each stream the host has waited for */
static vclock_t* events;     /* by id - 1: what each event's latest record is ordered after */
static uint32_t nevents;
static alloc_accesses_t* buckets[BUCKETS];

static uint64_t clock_get(const vclock_t* c, uint32_t id) {
    for (size_t i = 0; i < c->n; ++i)
        if (c->v[i].id == id) return c->v[i].seq;
    return 0;
}

static int clock_raise(vclock_t* c, uint32_t id, uint64_t seq) {
    for (size_t i = 0; i < c->n; ++i)
        if (c->v[i].id == id) {
            if (c->v[i].seq < seq) c->v[i].seq = seq;
            return 0;
        }
    if (c->n == c->cap) {
        size_t cap = c->cap ? 2 * c->cap : 4;
        tick_t* v = realloc(c->v, cap * sizeof *v);
        if (v == NULL) return -1; /* the clock stays smaller: at worst a false report, never a crash */
        c->v = v;
        c->cap = cap;
    }
    c->v[c->n++] = (tick_t){id, seq};
    return 0;
}

static void clock_merge(vclock_t* into, const vclock_t* from) {
    for (size_t i = 0; i < from->n; ++i) clock_raise(into, from->v[i].id, from->v[i].seq);
}

/* The stream's id, given on first use (wrappers are never reused while loaded, so an id is never
 * shared by two streams). 0 when out of memory: the access then goes unchecked. */
static uint32_t stream_id(anyrt__handle_t* h) {
    if (h == NULL || h->race_id > nstreams) return 0; /* a stale handle from before a reset */
    if (h->race_id) return h->race_id;
    stream_state_t* s = realloc(streams, (nstreams + 1) * sizeof *s);
    if (s == NULL) return 0;
    streams = s;
    uint64_t* k = realloc(host_known, (nstreams + 1) * sizeof *k);
    if (k == NULL) return 0;
    host_known = k;
    streams[nstreams] = (stream_state_t){0, {NULL, 0, 0}, h->backend, h->device, h->serial};
    host_known[nstreams] = 0;
    h->race_id = ++nstreams;
    return h->race_id;
}

static vclock_t* event_clock(anyrt__handle_t* h) {
    if (h == NULL || h->race_id > nevents) return NULL;
    if (!h->race_id) {
        vclock_t* e = realloc(events, (nevents + 1) * sizeof *e);
        if (e == NULL) return NULL;
        events = e;
        events[nevents] = (vclock_t){NULL, 0, 0};
        h->race_id = ++nevents;
    }
    return &events[h->race_id - 1];
}

/* `r` runs before anything stream `s` (0: the host) issues now. */
static int ordered(const access_t* r, uint32_t s) {
    if (s && r->stream == s) return 1;
    if (host_known[r->stream - 1] >= r->seq) return 1;
    return s && clock_get(&streams[s - 1].known, r->stream) >= r->seq;
}

static alloc_accesses_t** slot_of(const char* start) {
    alloc_accesses_t** p = &buckets[((uintptr_t)start >> 4) % BUCKETS];
    while (*p && (*p)->start != start) p = &(*p)->next;
    return p;
}

static void drop(access_t* a) { free(a->site); }

static int tracked(const void* ptr, size_t bytes, anyrt__alloc_t* a) {
    return (anyrt__layers & ANYRT__LAYER_VALIDATE) && ptr != NULL && bytes != 0 && anyrt__find_alloc(ptr, a);
}

static const char* describe_stream(char* out, size_t cap, uint32_t id) {
    const stream_state_t* s = &streams[id - 1];
    snprintf(out, cap, "stream #%llu of %s:%d", (unsigned long long)s->serial, s->backend->info.name, s->device);
    return out;
}

anyrt_status_t anyrt__race_check(anyrt__call_t* call, const anyrt__target_t* t, const char* param, const void* ptr,
                                 size_t bytes, int write, int async) {
    (void)t;
    anyrt__alloc_t a;
    if (!tracked(ptr, bytes, &a)) return ANYRT_STATUS_SUCCESS;
    const char* lo = ptr;
    const char* hi = lo + bytes;
    pthread_mutex_lock(&lock);
    uint32_t s = async ? stream_id(call->stream) : 0;
    alloc_accesses_t* list = *slot_of(a.start);
    const access_t* clash = NULL;
    for (size_t i = 0; list && i < list->n && !clash; ++i) {
        const access_t* r = &list->a[i];
        if (r->lo < hi && lo < r->hi && (write || r->write) && !ordered(r, s)) clash = r;
    }
    if (clash == NULL) {
        pthread_mutex_unlock(&lock);
        return ANYRT_STATUS_SUCCESS;
    }
    char before[96], now[96];
    const char* site = anyrt__peek_site();
    anyrt_status_t st = anyrt__fail(
        call, ANYRT_STATUS_INVALID_VALUE, param,
        "%s bytes [%zu, %zu) of an allocation that anyrt_%s (argument '%s'%s%s) %s on %s, and nothing orders that "
        "before this call on %s%s%s: synchronize that stream, or record an event after it and wait for the event "
        "(stream_wait_event) first",
        write ? "writes" : "reads", (size_t)(lo - a.start), (size_t)(hi - a.start), clash->function, clash->param,
        clash->site ? " at " : "", clash->site ? clash->site : "", clash->write ? "writes" : "reads",
        describe_stream(before, sizeof before, clash->stream),
        s ? describe_stream(now, sizeof now, s) : "the host", site ? " at " : "", site ? site : "");
    pthread_mutex_unlock(&lock);
    return st;
}

void anyrt__race_note(anyrt__call_t* call, const anyrt__target_t* t, const char* param, const void* ptr, size_t bytes,
                      int write, int async) {
    (void)t;
    anyrt__alloc_t a;
    if (!tracked(ptr, bytes, &a)) return;
    const char* lo = ptr;
    const char* hi = lo + bytes;
    pthread_mutex_lock(&lock);
    uint32_t s = async ? stream_id(call->stream) : 0;
    if (s && !call->race_seq) call->race_seq = ++streams[s - 1].seq; /* one operation, however many params */
    alloc_accesses_t** slot = slot_of(a.start);
    alloc_accesses_t* list = *slot;
    if (list == NULL && s) {
        list = calloc(1, sizeof *list);
        if (list) {
            list->start = a.start;
            *slot = list;
        }
    }
    if (list) { /* forget what everything later is ordered after anyway */
        size_t keep = 0;
        for (size_t i = 0; i < list->n; ++i) {
            access_t* r = &list->a[i];
            int done = host_known[r->stream - 1] >= r->seq;
            int covered = write && lo <= r->lo && r->hi <= hi && ordered(r, s);
            if (done || covered) drop(r);
            else list->a[keep++] = *r;
        }
        list->n = keep;
    }
    if (list && s) {
        if (list->n == MAX_ACCESSES) { /* a bound on memory: the oldest access goes unchecked */
            drop(&list->a[0]);
            memmove(list->a, list->a + 1, (list->n - 1) * sizeof *list->a);
            --list->n;
        }
        if (list->n == list->cap) {
            size_t cap = list->cap ? 2 * list->cap : 4;
            access_t* v = realloc(list->a, cap * sizeof *v);
            if (v) {
                list->a = v;
                list->cap = cap;
            }
        }
        if (list->n < list->cap) {
            const char* site = anyrt__peek_site();
            list->a[list->n++] = (access_t){lo, hi, write, s, call->race_seq, call->function, param,
                                            site ? strdup(site) : NULL};
        }
    }
    pthread_mutex_unlock(&lock);
}

void anyrt__race_host_waited(anyrt__call_t* call, const anyrt__target_t* t) {
    if (!(anyrt__layers & ANYRT__LAYER_VALIDATE)) return;
    anyrt__handle_t* h = call->target;
    pthread_mutex_lock(&lock);
    if (h == NULL) { /* device-wide */
        for (uint32_t i = 0; i < nstreams; ++i)
            if (streams[i].backend == t->backend && streams[i].device == t->device) host_known[i] = streams[i].seq;
    } else if (h->kind == ANYRT__HANDLE_STREAM && h->race_id && h->race_id <= nstreams) {
        host_known[h->race_id - 1] = streams[h->race_id - 1].seq;
    } else if (h->kind == ANYRT__HANDLE_EVENT && h->race_id && h->race_id <= nevents) {
        const vclock_t* e = &events[h->race_id - 1];
        for (size_t i = 0; i < e->n; ++i)
            if (host_known[e->v[i].id - 1] < e->v[i].seq) host_known[e->v[i].id - 1] = e->v[i].seq;
    }
    pthread_mutex_unlock(&lock);
}

void anyrt__race_event_recorded(anyrt__call_t* call) {
    if (!(anyrt__layers & ANYRT__LAYER_VALIDATE)) return;
    pthread_mutex_lock(&lock);
    uint32_t s = stream_id(call->stream);
    vclock_t* e = event_clock(call->target);
    if (s && e) { /* a record replaces what the event stood for */
        e->n = 0;
        clock_merge(e, &streams[s - 1].known);
        clock_raise(e, s, streams[s - 1].seq);
    }
    pthread_mutex_unlock(&lock);
}

anyrt_status_t anyrt__effect_note_stream_wait(anyrt__call_t* call, const anyrt__target_t* t) {
    (void)t;
    if (!(anyrt__layers & ANYRT__LAYER_VALIDATE) || call->event == NULL) return ANYRT_STATUS_SUCCESS;
    pthread_mutex_lock(&lock);
    uint32_t s = stream_id(call->stream);
    uint32_t id = call->event->race_id;
    const vclock_t* e = id && id <= nevents ? &events[id - 1] : NULL;
    if (s && e) clock_merge(&streams[s - 1].known, e);
    pthread_mutex_unlock(&lock);
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t anyrt__effect_note_completion(anyrt__call_t* call, const anyrt__target_t* t) {
    anyrt__race_host_waited(call, t);
    return ANYRT_STATUS_SUCCESS;
}

void anyrt__race_forget(const void* start) {
    if (!(anyrt__layers & ANYRT__LAYER_VALIDATE)) return;
    pthread_mutex_lock(&lock);
    alloc_accesses_t** slot = slot_of(start);
    alloc_accesses_t* list = *slot;
    if (list) {
        *slot = list->next;
        for (size_t i = 0; i < list->n; ++i) drop(&list->a[i]);
        free(list->a);
        free(list);
    }
    pthread_mutex_unlock(&lock);
}

void anyrt__races_after_fork(void) {
    pthread_mutex_init(&lock, NULL); /* another thread of the parent may have held it */
    anyrt__races_reset();
}

void anyrt__races_reset(void) {
    pthread_mutex_lock(&lock);
    for (size_t b = 0; b < BUCKETS; ++b)
        while (buckets[b]) {
            alloc_accesses_t* list = buckets[b];
            buckets[b] = list->next;
            for (size_t i = 0; i < list->n; ++i) drop(&list->a[i]);
            free(list->a);
            free(list);
        }
    for (uint32_t i = 0; i < nstreams; ++i) free(streams[i].known.v);
    for (uint32_t i = 0; i < nevents; ++i) free(events[i].v);
    free(streams);
    free(host_known);
    free(events);
    streams = NULL;
    host_known = NULL;
    events = NULL;
    nstreams = nevents = 0;
    pthread_mutex_unlock(&lock);
}
