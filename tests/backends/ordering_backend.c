/* A small asynchronous backend for the ordering conformance's mutation tests
 * (tests/test_conformance_ordering.py): host memory, one worker thread per stream running its tasks
 * in order, events completed by their stream's worker, callbacks on the worker. Built correct, it
 * passes the ordering cases; built with one ORDERING_BUG_* defined, it carries one plausible
 * ordering bug that the conformance suite must catch and name:
 *   ORDERING_BUG_WAIT_NOOP       stream_wait_event returns success and queues nothing
 *   ORDERING_BUG_QUERY_DONE      query_event always says complete
 *   ORDERING_BUG_SYNC_NOWAIT     synchronize_stream returns at once
 *   ORDERING_BUG_CALLBACK_INLINE stream_add_callback runs the callback on the caller's thread
 * One lock and one condition variable guard everything: this is a test fixture, not a model of speed. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define ANYRT_BACKEND_PREFIX ord
#include "anyrt_backend_util.h"

enum task_kind { TASK_CALLBACK, TASK_RECORD, TASK_WAIT };

struct event {
    uint64_t recorded; /* generation of the last record */
    uint64_t done;     /* generation its stream has reached */
    double ms;         /* host clock when `done` was reached */
};

struct task {
    enum task_kind kind;
    anyrt_host_fn_t fn;
    void* user_data;
    struct event* event;
    uint64_t generation;
    struct task* next;
};

struct stream {
    pthread_t worker;
    struct task *head, *tail;
    int running; /* a task is being run outside the lock */
    int stop;
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t changed = PTHREAD_COND_INITIALIZER;
static struct stream* default_stream;

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static int idle(const struct stream* s) { return s->head == NULL && !s->running; }

static void* worker(void* arg) {
    struct stream* s = arg;
    pthread_mutex_lock(&lock);
    for (;;) {
        while (s->head == NULL && !s->stop) pthread_cond_wait(&changed, &lock);
        if (s->head == NULL) break;
        struct task* t = s->head;
        if (t->kind == TASK_WAIT) {
            while (t->event->done < t->generation) pthread_cond_wait(&changed, &lock);
        }
        s->running = 1;
        if (t->kind == TASK_CALLBACK) {
            pthread_mutex_unlock(&lock);
            t->fn(t->user_data);
            pthread_mutex_lock(&lock);
        } else if (t->kind == TASK_RECORD) {
            if (t->event->done < t->generation) {
                t->event->done = t->generation;
                t->event->ms = now_ms();
            }
        }
        s->head = t->next;
        if (s->head == NULL) s->tail = NULL;
        s->running = 0;
        free(t);
        pthread_cond_broadcast(&changed);
    }
    pthread_mutex_unlock(&lock);
    return NULL;
}

static anyrt_status_t stream_new(struct stream** out) {
    struct stream* s = calloc(1, sizeof *s);
    if (s == NULL) return ord_fail(ANYRT_STATUS_OUT_OF_MEMORY, "ordering: no memory for a stream");
    if (pthread_create(&s->worker, NULL, worker, s) != 0) {
        free(s);
        return ord_fail(ANYRT_STATUS_INTERNAL_ERROR, "ordering: could not start a stream's worker");
    }
    *out = s;
    return ANYRT_STATUS_SUCCESS;
}

static void stream_delete(struct stream* s) {
    pthread_mutex_lock(&lock);
    s->stop = 1; /* the worker drains its queue first */
    pthread_cond_broadcast(&changed);
    pthread_mutex_unlock(&lock);
    pthread_join(s->worker, NULL);
    free(s);
}

/* The stream a call names; null is the device's default stream, made on first use. */
static anyrt_status_t resolve(anyrt_backend_stream_t stream, struct stream** out) {
    if (stream != NULL) {
        *out = stream;
        return ANYRT_STATUS_SUCCESS;
    }
    pthread_mutex_lock(&lock);
    anyrt_status_t st = default_stream ? ANYRT_STATUS_SUCCESS : stream_new(&default_stream);
    *out = default_stream;
    pthread_mutex_unlock(&lock);
    return st;
}

static anyrt_status_t push(anyrt_backend_stream_t stream, struct task t) {
    struct stream* s;
    anyrt_status_t st = resolve(stream, &s);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    struct task* n = malloc(sizeof *n);
    if (n == NULL) return ord_fail(ANYRT_STATUS_OUT_OF_MEMORY, "ordering: no memory for a task");
    *n = t;
    n->next = NULL;
    pthread_mutex_lock(&lock);
    if (t.kind == TASK_RECORD) n->generation = ++t.event->recorded;
    if (s->tail) s->tail->next = n;
    else s->head = n;
    s->tail = n;
    pthread_cond_broadcast(&changed);
    pthread_mutex_unlock(&lock);
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t ord_finalize(void) {
    if (default_stream) stream_delete(default_stream);
    default_stream = NULL;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t ord_get_device_count(int* count) {
    *count = 1;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t ord_malloc(int device, void** ptr, size_t size) {
    (void)device;
    if (size > ((size_t)1 << 30)) return ord_fail(ANYRT_STATUS_OUT_OF_MEMORY, "ordering: %zu bytes is over 1 GiB", size);
    *ptr = malloc(size ? size : 1);
    return *ptr ? ANYRT_STATUS_SUCCESS : ord_fail(ANYRT_STATUS_OUT_OF_MEMORY, "ordering: out of memory");
}

anyrt_status_t ord_free(int device, void* ptr, size_t size) {
    (void)device, (void)size;
    free(ptr);
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t ord_memcpy(int device, void* dst, const void* src, size_t size, anyrt_memcpy_kind_t kind) {
    (void)device, (void)kind;
    memmove(dst, src, size);
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t ord_create_stream(int device, anyrt_backend_stream_t* stream) {
    (void)device;
    struct stream* s;
    anyrt_status_t st = stream_new(&s);
    if (st == ANYRT_STATUS_SUCCESS) *stream = s;
    return st;
}

anyrt_status_t ord_destroy_stream(int device, anyrt_backend_stream_t stream) {
    (void)device;
    if (stream != NULL) stream_delete(stream);
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t ord_query_stream(int device, anyrt_backend_stream_t stream) {
    (void)device;
    struct stream* s;
    anyrt_status_t st = resolve(stream, &s);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    pthread_mutex_lock(&lock);
    int done = idle(s);
    pthread_mutex_unlock(&lock);
    return done ? ANYRT_STATUS_SUCCESS : ANYRT_STATUS_NOT_READY;
}

anyrt_status_t ord_synchronize_stream(int device, anyrt_backend_stream_t stream) {
    (void)device;
    struct stream* s;
    anyrt_status_t st = resolve(stream, &s);
    if (st != ANYRT_STATUS_SUCCESS) return st;
#ifndef ORDERING_BUG_SYNC_NOWAIT
    pthread_mutex_lock(&lock);
    while (!idle(s)) pthread_cond_wait(&changed, &lock);
    pthread_mutex_unlock(&lock);
#endif
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t ord_stream_add_callback(int device, anyrt_backend_stream_t stream, anyrt_host_fn_t fn, void* user_data) {
    (void)device;
#ifdef ORDERING_BUG_CALLBACK_INLINE
    (void)stream;
    fn(user_data);
    return ANYRT_STATUS_SUCCESS;
#else
    return push(stream, (struct task){.kind = TASK_CALLBACK, .fn = fn, .user_data = user_data});
#endif
}

anyrt_status_t ord_stream_wait_event(int device, anyrt_backend_stream_t stream, anyrt_backend_event_t event) {
    (void)device;
#ifdef ORDERING_BUG_WAIT_NOOP
    (void)stream, (void)event;
    return ANYRT_STATUS_SUCCESS;
#else
    struct event* e = event;
    pthread_mutex_lock(&lock);
    uint64_t generation = e->recorded;
    pthread_mutex_unlock(&lock);
    return push(stream, (struct task){.kind = TASK_WAIT, .event = e, .generation = generation});
#endif
}

anyrt_status_t ord_create_event(int device, anyrt_backend_event_t* event, anyrt_event_flags_t flags) {
    (void)device, (void)flags;
    struct event* e = calloc(1, sizeof *e);
    if (e == NULL) return ord_fail(ANYRT_STATUS_OUT_OF_MEMORY, "ordering: no memory for an event");
    *event = e;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t ord_destroy_event(int device, anyrt_backend_event_t event) {
    (void)device;
    struct event* e = event;
    pthread_mutex_lock(&lock); /* a queued record still names it: let it complete first */
    while (e->done < e->recorded) pthread_cond_wait(&changed, &lock);
    pthread_mutex_unlock(&lock);
    free(e);
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t ord_record_event(int device, anyrt_backend_event_t event, anyrt_backend_stream_t stream) {
    (void)device;
    return push(stream, (struct task){.kind = TASK_RECORD, .event = event});
}

anyrt_status_t ord_query_event(int device, anyrt_backend_event_t event) {
    (void)device;
#ifdef ORDERING_BUG_QUERY_DONE
    (void)event;
    return ANYRT_STATUS_SUCCESS;
#else
    struct event* e = event;
    pthread_mutex_lock(&lock);
    int done = e->done >= e->recorded;
    pthread_mutex_unlock(&lock);
    return done ? ANYRT_STATUS_SUCCESS : ANYRT_STATUS_NOT_READY;
#endif
}

anyrt_status_t ord_synchronize_event(int device, anyrt_backend_event_t event) {
    (void)device;
    struct event* e = event;
    pthread_mutex_lock(&lock);
    while (e->done < e->recorded) pthread_cond_wait(&changed, &lock);
    pthread_mutex_unlock(&lock);
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t ord_event_elapsed_time(int device, float* ms, anyrt_backend_event_t start, anyrt_backend_event_t end) {
    (void)device;
    struct event *a = start, *b = end;
    pthread_mutex_lock(&lock);
    int ready = a->recorded && b->recorded && a->done >= a->recorded && b->done >= b->recorded;
    double diff = b->ms - a->ms;
    pthread_mutex_unlock(&lock);
    if (!ready) return ord_fail(ANYRT_STATUS_NOT_READY, "ordering: event_elapsed_time: an event has not completed");
    *ms = (float)diff;
    return ANYRT_STATUS_SUCCESS;
}

#ifndef QUEUED_NAME
#define QUEUED_NAME "queued"
#endif
ANYRT_BACKEND_DEFINE(QUEUED_NAME, ANYRT_DEVICE_KIND_CUSTOM);
