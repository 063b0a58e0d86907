/* anyrt `cpu` backend: events and the event slots. */
#if !defined(_GNU_SOURCE) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L
#endif

#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "anyrt.h"
#include "anyrt_backend.h"
#include "cpu_internal.h"

/* ================================================================================================
 * 6. Events. `rec_gen` counts records, `done_gen` is the newest record that completed. A record
 *    enqueues a task carrying its generation; stream_wait_event enqueues a task that blocks its
 *    worker (on a condvar) until the generation current at the call has completed. Tasks hold a
 *    reference so that destroying an event with work pending is safe.
 * ============================================================================================== */


void cpu_event_free(cpu_event_t* e) {
    pthread_mutex_destroy(&e->mu);
    pthread_cond_destroy(&e->cv);
    e->magic = CPU_DEAD_MAGIC;
    free(e);
}

static void cpu_event_unref(cpu_event_t* e) {
    if (atomic_fetch_sub_explicit(&e->refs, 1, memory_order_acq_rel) != 1) return;
    pthread_mutex_lock(&g_event_mu);
    if (e->prev) e->prev->next = e->next; else g_events = e->next;
    if (e->next) e->next->prev = e->prev;
    pthread_mutex_unlock(&g_event_mu);
    cpu_event_free(e);
}

static void cpu_event_complete(cpu_event_t* e, uint64_t gen) {
    uint64_t now = (e->flags & ANYRT_EVENT_FLAGS_DISABLE_TIMING) ? 0 : cpu_now_ns();
    pthread_mutex_lock(&e->mu);
    if (gen > atomic_load_explicit(&e->done_gen, memory_order_relaxed)) {
        atomic_store_explicit(&e->done_gen, gen, memory_order_release);
        e->stamp_ns = now;
    }
    if (e->waiters > 0) pthread_cond_broadcast(&e->cv);
    pthread_mutex_unlock(&e->mu);
}


static int cpu_event_reached(const void* p) {
    const cpu_event_payload_t* w = (const cpu_event_payload_t*)p;
    return atomic_load_explicit(&w->e->done_gen, memory_order_acquire) >= w->gen;
}

/* Blocks until generation `gen` of `e` has completed. Host threads poll briefly first; stream
 * workers (stream_wait_event) block right away. */
static void cpu_event_wait_gen(cpu_event_t* e, uint64_t gen, int spin) {
    cpu_event_payload_t w = {e, gen};
    if (spin && cpu_spin_until(cpu_event_reached, &w)) return;
    pthread_mutex_lock(&e->mu);
    while (atomic_load_explicit(&e->done_gen, memory_order_relaxed) < gen) {
        e->waiters++;
        pthread_cond_wait(&e->cv, &e->mu);
        e->waiters--;
    }
    pthread_mutex_unlock(&e->mu);
}

static anyrt_status_t cpu_task_record(void* p) {
    cpu_event_payload_t* r = (cpu_event_payload_t*)p;
    cpu_event_complete(r->e, r->gen);
    cpu_event_unref(r->e);
    return ANYRT_STATUS_SUCCESS;
}

static anyrt_status_t cpu_task_wait_event(void* p) {
    cpu_event_payload_t* r = (cpu_event_payload_t*)p;
    cpu_event_wait_gen(r->e, r->gen, 0);
    cpu_event_unref(r->e);
    return ANYRT_STATUS_SUCCESS;
}

static anyrt_status_t cpu_event_check(int device, anyrt_backend_event_t handle, int same_device, cpu_event_t** out) {
    CPU_CHECK_DEVICE(device);
    cpu_event_t* e = (cpu_event_t*)handle;
    if (e == NULL || e->magic != CPU_EVENT_MAGIC)
        return cpu_fail(ANYRT_STATUS_INVALID_HANDLE, "cpu: %p is not a live cpu event", handle);
    if (same_device && e->device != device)
        return cpu_fail(ANYRT_STATUS_INVALID_HANDLE, "cpu: event %p belongs to device %d, not device %d", handle,
                        e->device, device);
    *out = e;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cpu_create_event(int device, anyrt_backend_event_t* event, anyrt_event_flags_t flags) {
    CPU_CHECK_DEVICE(device);
    if (event == NULL) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: event is null");
    unsigned known = ANYRT_EVENT_FLAGS_DISABLE_TIMING | ANYRT_EVENT_FLAGS_BLOCKING_SYNC;
    if ((unsigned)flags & ~known) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: unknown event flags 0x%x", (unsigned)flags);
    cpu_event_t* e = (cpu_event_t*)calloc(1, sizeof *e);
    if (e == NULL) return cpu_fail(ANYRT_STATUS_OUT_OF_MEMORY, "cpu: out of host memory creating an event");
    e->magic = CPU_EVENT_MAGIC;
    e->device = device;
    e->flags = (unsigned)flags;
    atomic_init(&e->refs, 1);
    atomic_init(&e->done_gen, 0);
    pthread_mutex_init(&e->mu, NULL);
    pthread_cond_init(&e->cv, NULL);
    pthread_mutex_lock(&g_event_mu);
    e->prev = NULL;
    e->next = g_events;
    if (g_events) g_events->prev = e;
    g_events = e;
    pthread_mutex_unlock(&g_event_mu);
    *event = e;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cpu_destroy_event(int device, anyrt_backend_event_t event) {
    cpu_event_t* e = NULL;
    anyrt_status_t st = cpu_event_check(device, event, 1, &e);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    e->magic = CPU_DEAD_MAGIC; /* tasks still holding a reference do not look at it */
    cpu_event_unref(e);
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cpu_record_event(int device, anyrt_backend_event_t event, anyrt_backend_stream_t stream) {
    cpu_event_t* e = NULL;
    anyrt_status_t st = cpu_event_check(device, event, 1, &e);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    cpu_stream_t* s = NULL;
    if (stream != NULL) {
        st = cpu_stream_check(device, stream, &s);
        if (st != ANYRT_STATUS_SUCCESS) return st;
    }
    pthread_mutex_lock(&e->mu);
    uint64_t gen = ++e->rec_gen;
    pthread_mutex_unlock(&e->mu);
    if (s == NULL) {
        cpu_event_complete(e, gen);
        return ANYRT_STATUS_SUCCESS;
    }
    atomic_fetch_add_explicit(&e->refs, 1, memory_order_relaxed);
    cpu_event_payload_t p = {e, gen};
    st = cpu_stream_enqueue(s, cpu_task_record, &p, sizeof p);
    if (st != ANYRT_STATUS_SUCCESS) {
        cpu_event_complete(e, gen); /* never leave a generation that cannot complete */
        cpu_event_unref(e);
    }
    return st;
}

anyrt_status_t cpu_query_event(int device, anyrt_backend_event_t event) {
    cpu_event_t* e = NULL;
    anyrt_status_t st = cpu_event_check(device, event, 1, &e);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    pthread_mutex_lock(&e->mu);
    int done = atomic_load_explicit(&e->done_gen, memory_order_relaxed) >= e->rec_gen;
    pthread_mutex_unlock(&e->mu);
    return done ? ANYRT_STATUS_SUCCESS : ANYRT_STATUS_NOT_READY;
}

anyrt_status_t cpu_synchronize_event(int device, anyrt_backend_event_t event) {
    cpu_event_t* e = NULL;
    anyrt_status_t st = cpu_event_check(device, event, 1, &e);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    pthread_mutex_lock(&e->mu);
    uint64_t gen = e->rec_gen;
    pthread_mutex_unlock(&e->mu);
    /* BLOCKING_SYNC: never poll. Stream callbacks never poll either. */
    cpu_event_wait_gen(e, gen, tls_worker_stream == NULL && !(e->flags & ANYRT_EVENT_FLAGS_BLOCKING_SYNC));
    return ANYRT_STATUS_SUCCESS;
}

/* Reads the timestamp of a completed event. Misuse (no timing, never recorded) is reported before
 * NOT_READY, and for both events before either one's completion, so that the status of a wrong
 * call never depends on timing. */
static anyrt_status_t cpu_event_stamp(cpu_event_t* e, const char* which, uint64_t* ns, int* ready) {
    if (e->flags & ANYRT_EVENT_FLAGS_DISABLE_TIMING)
        return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: %s event was created with timing disabled", which);
    pthread_mutex_lock(&e->mu);
    uint64_t rec = e->rec_gen, done = atomic_load_explicit(&e->done_gen, memory_order_relaxed), t = e->stamp_ns;
    pthread_mutex_unlock(&e->mu);
    if (rec == 0) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: %s event was never recorded", which);
    *ready = done >= rec;
    *ns = t;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cpu_event_elapsed_time(int device, float* ms, anyrt_backend_event_t start, anyrt_backend_event_t end) {
    cpu_event_t *a = NULL, *b = NULL;
    anyrt_status_t st = cpu_event_check(device, start, 1, &a);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    st = cpu_event_check(device, end, 1, &b);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (ms == NULL) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: ms is null");
    uint64_t t0 = 0, t1 = 0;
    int ready0 = 0, ready1 = 0;
    st = cpu_event_stamp(a, "start", &t0, &ready0);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    st = cpu_event_stamp(b, "end", &t1, &ready1);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (!ready0 || !ready1)
        return cpu_fail(ANYRT_STATUS_NOT_READY, "cpu: %s event has not completed", ready0 ? "end" : "start");
    double d = t1 >= t0 ? (double)(t1 - t0) : -(double)(t0 - t1);
    *ms = (float)(d / 1e6);
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cpu_stream_wait_event(int device, anyrt_backend_stream_t stream, anyrt_backend_event_t event) {
    cpu_stream_t* s = NULL;
    anyrt_status_t st = cpu_stream_check(device, stream, &s);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    cpu_event_t* e = (cpu_event_t*)event; /* may live on another device */
    if (e == NULL || e->magic != CPU_EVENT_MAGIC)
        return cpu_fail(ANYRT_STATUS_INVALID_HANDLE, "cpu: %p is not a live cpu event", event);
    pthread_mutex_lock(&e->mu);
    uint64_t gen = e->rec_gen;
    int done = atomic_load_explicit(&e->done_gen, memory_order_relaxed) >= gen;
    pthread_mutex_unlock(&e->mu);
    if (done) return ANYRT_STATUS_SUCCESS; /* nothing to wait for */
    atomic_fetch_add_explicit(&e->refs, 1, memory_order_relaxed);
    cpu_event_payload_t p = {e, gen};
    st = cpu_stream_enqueue(s, cpu_task_wait_event, &p, sizeof p);
    if (st != ANYRT_STATUS_SUCCESS) cpu_event_unref(e);
    return st;
}
