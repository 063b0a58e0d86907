/* anyrt `cpu` backend: streams, each a worker thread draining a ring of fixed-size tasks, and the
 * stream slots. */
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
 * 5. Streams. A stream is a worker thread draining a ring buffer of fixed-size tasks (no
 *    allocation per task). `submitted`/`completed` counters make query lock-free and let
 *    synchronize wait for exactly the work queued before it.
 *
 *    Generic work: cpu_stream_enqueue(stream, run, payload, size) copies up to CPU_TASK_PAYLOAD
 *    bytes of payload inline; the worker calls run(payload) in FIFO order. A non-success return
 *    (with a message set through cpu_fail on the worker thread) is remembered as the stream's
 *    first error and raised by the next synchronize. cpu_stream_enqueue_fn wraps a plain
 *    `void (*)(void*)` work item. Collectives (cpu_ccl.c) enqueue their work through these.
 * ============================================================================================== */




_Thread_local cpu_stream_t* tls_worker_stream; /* the stream whose worker this thread is */


static int cpu_work_or_stop(const void* p) {
    const cpu_counter_wait_t* w = (const cpu_counter_wait_t*)p;
    return atomic_load_explicit(&w->s->submitted, memory_order_acquire) != w->value ||
           atomic_load_explicit(&w->s->stop, memory_order_relaxed);
}

static int cpu_completed_reached(const void* p) {
    const cpu_counter_wait_t* w = (const cpu_counter_wait_t*)p;
    return atomic_load_explicit(&w->s->completed, memory_order_acquire) >= w->value;
}

static void* cpu_stream_worker(void* arg) {
    cpu_stream_t* s = (cpu_stream_t*)arg;
    tls_worker_stream = s;
    pthread_mutex_lock(&s->mu);
    for (;;) {
        if (s->head == s->tail && !atomic_load_explicit(&s->stop, memory_order_relaxed) && g_spin_ns) {
            /* Idle: poll for new work for a while before paying for a condvar wake-up. */
            cpu_counter_wait_t w = {s, s->tail};
            pthread_mutex_unlock(&s->mu);
            cpu_spin_until(cpu_work_or_stop, &w);
            pthread_mutex_lock(&s->mu);
        }
        while (s->head == s->tail && !atomic_load_explicit(&s->stop, memory_order_relaxed)) {
            s->worker_sleeping = 1;
            pthread_cond_wait(&s->work_cv, &s->mu);
            s->worker_sleeping = 0;
        }
        if (s->head == s->tail) break; /* stop requested and drained */
        cpu_task_t task = s->ring[s->head & (s->cap - 1)];
        s->head++;
        pthread_mutex_unlock(&s->mu);

        anyrt_status_t st = task.run(task.payload.bytes);

        pthread_mutex_lock(&s->mu);
        if (st != ANYRT_STATUS_SUCCESS && s->err == ANYRT_STATUS_SUCCESS) {
            s->err = st;
            memcpy(s->errmsg, cpu_message(), sizeof s->errmsg);
            atomic_store_explicit(&s->has_err, 1, memory_order_relaxed); /* published by `completed` */
        }
        uint64_t done = atomic_load_explicit(&s->completed, memory_order_relaxed) + 1;
        atomic_store_explicit(&s->completed, done, memory_order_release);
        if (s->waiters > 0 && done >= s->wake_at) {
            s->wake_at = UINT64_MAX;
            pthread_cond_broadcast(&s->done_cv);
        }
    }
    pthread_mutex_unlock(&s->mu);
    cpu_ops_thread_exit();
    return NULL;
}

anyrt_status_t cpu_stream_enqueue(cpu_stream_t* s, cpu_task_fn_t run, const void* payload, size_t size) {
    pthread_mutex_lock(&s->mu);
    if (atomic_load_explicit(&s->stop, memory_order_relaxed)) {
        pthread_mutex_unlock(&s->mu);
        return cpu_fail(ANYRT_STATUS_INVALID_HANDLE, "cpu: stream %p is being destroyed", (void*)s);
    }
    if (s->tail - s->head == s->cap) {
        uint64_t ncap = s->cap * 2;
        cpu_task_t* nring = (cpu_task_t*)malloc((size_t)ncap * sizeof *nring);
        if (nring == NULL) {
            pthread_mutex_unlock(&s->mu);
            return cpu_fail(ANYRT_STATUS_OUT_OF_MEMORY, "cpu: cannot grow the task queue of stream %p to %llu tasks",
                            (void*)s, (unsigned long long)ncap);
        }
        for (uint64_t i = s->head; i != s->tail; ++i) nring[i & (ncap - 1)] = s->ring[i & (s->cap - 1)];
        free(s->ring);
        s->ring = nring;
        s->cap = ncap;
    }
    cpu_task_t* t = &s->ring[s->tail & (s->cap - 1)];
    t->run = run;
    if (size) memcpy(t->payload.bytes, payload, size);
    s->tail++;
    atomic_store_explicit(&s->submitted, s->tail, memory_order_release);
    int wake = s->worker_sleeping;
    pthread_mutex_unlock(&s->mu);
    if (wake) pthread_cond_signal(&s->work_cv);
    return ANYRT_STATUS_SUCCESS;
}


static anyrt_status_t cpu_task_fn(void* p) {
    cpu_fn_payload_t* f = (cpu_fn_payload_t*)p;
    f->fn(f->arg);
    return ANYRT_STATUS_SUCCESS;
}

/* Enqueues a plain `void (*)(void*)` work item (used by stream_add_callback; free for later use). */
anyrt_status_t cpu_stream_enqueue_fn(cpu_stream_t* s, void (*fn)(void*), void* arg) {
    cpu_fn_payload_t f = {fn, arg};
    return cpu_stream_enqueue(s, cpu_task_fn, &f, sizeof f);
}

void cpu_stream_unref(cpu_stream_t* s) {
    if (atomic_fetch_sub_explicit(&s->refs, 1, memory_order_acq_rel) != 1) return;
    pthread_mutex_destroy(&s->mu);
    pthread_cond_destroy(&s->work_cv);
    pthread_cond_destroy(&s->done_cv);
    free(s->ring);
    s->magic = CPU_DEAD_MAGIC;
    free(s);
}

/* Waits for the work queued before the call. If `take_error`, returns and clears the stream's
 * first error; otherwise leaves it. */
static anyrt_status_t cpu_stream_wait(cpu_stream_t* s, int take_error) {
    cpu_counter_wait_t w = {s, atomic_load_explicit(&s->submitted, memory_order_acquire)};
    uint64_t target = w.value;
    if (cpu_spin_until(cpu_completed_reached, &w) &&
        (!take_error || !atomic_load_explicit(&s->has_err, memory_order_relaxed)))
        return ANYRT_STATUS_SUCCESS; /* fast path: no lock, no sleep */
    pthread_mutex_lock(&s->mu);
    while (atomic_load_explicit(&s->completed, memory_order_relaxed) < target) {
        if (target < s->wake_at) s->wake_at = target;
        s->waiters++;
        pthread_cond_wait(&s->done_cv, &s->mu);
        s->waiters--;
    }
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    if (take_error && s->err != ANYRT_STATUS_SUCCESS) {
        st = s->err;
        (void)cpu_fail(ANYRT_STATUS_SUCCESS, "%s", s->errmsg);
        s->err = ANYRT_STATUS_SUCCESS;
        atomic_store_explicit(&s->has_err, 0, memory_order_relaxed);
    }
    pthread_mutex_unlock(&s->mu);
    return st;
}

/* Drains, stops and joins the worker. The caller has unlinked `s` and still owns a reference. */
void cpu_stream_shutdown(cpu_stream_t* s) {
    cpu_stream_wait(s, 0);
    pthread_mutex_lock(&s->mu);
    atomic_store_explicit(&s->stop, 1, memory_order_relaxed);
    pthread_cond_signal(&s->work_cv);
    pthread_mutex_unlock(&s->mu);
    pthread_join(s->thread, NULL);
}

anyrt_status_t cpu_stream_check(int device, anyrt_backend_stream_t handle, cpu_stream_t** out) {
    CPU_CHECK_DEVICE(device);
    cpu_stream_t* s = (cpu_stream_t*)handle;
    if (s == NULL || s->magic != CPU_STREAM_MAGIC)
        return cpu_fail(ANYRT_STATUS_INVALID_HANDLE, "cpu: %p is not a live cpu stream", handle);
    if (s->device != device)
        return cpu_fail(ANYRT_STATUS_INVALID_HANDLE, "cpu: stream %p belongs to device %d, not device %d", handle,
                        s->device, device);
    *out = s;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cpu_create_stream(int device, anyrt_backend_stream_t* stream) {
    cpu_device_t* d = NULL;
    anyrt_status_t st = cpu_get_dev(device, &d);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (stream == NULL) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: stream is null");
    cpu_stream_t* s = (cpu_stream_t*)calloc(1, sizeof *s);
    cpu_task_t* ring = (cpu_task_t*)malloc(CPU_RING_INIT * sizeof *ring);
    if (s == NULL || ring == NULL) {
        free(s);
        free(ring);
        return cpu_fail(ANYRT_STATUS_OUT_OF_MEMORY, "cpu: out of host memory creating a stream on device %d", device);
    }
    s->magic = CPU_STREAM_MAGIC;
    s->device = device;
    s->ring = ring;
    s->cap = CPU_RING_INIT;
    s->wake_at = UINT64_MAX;
    atomic_init(&s->submitted, 0);
    atomic_init(&s->completed, 0);
    atomic_init(&s->refs, 1);
    atomic_init(&s->stop, 0);
    atomic_init(&s->has_err, 0);
    pthread_mutex_init(&s->mu, NULL);
    pthread_cond_init(&s->work_cv, NULL);
    pthread_cond_init(&s->done_cv, NULL);

    /* Workers never take signals meant for the application. */
    sigset_t all, old;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &old);
    int rc = pthread_create(&s->thread, NULL, cpu_stream_worker, s);
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    if (rc != 0) {
        s->magic = 0;
        pthread_mutex_destroy(&s->mu);
        pthread_cond_destroy(&s->work_cv);
        pthread_cond_destroy(&s->done_cv);
        free(ring);
        free(s);
        return cpu_fail(ANYRT_STATUS_FAILED, "cpu: cannot start a stream worker thread on device %d: %s", device,
                        strerror(rc));
    }
#if defined(__GLIBC__) && defined(_GNU_SOURCE)
    {
        char name[16];
        snprintf(name, sizeof name, "anyrt-cpu%d", device);
        pthread_setname_np(s->thread, name);
    }
#endif
    pthread_mutex_lock(&d->mu);
    s->prev = NULL;
    s->next = d->streams;
    if (d->streams) d->streams->prev = s;
    d->streams = s;
    s->linked = 1;
    pthread_mutex_unlock(&d->mu);
    *stream = s;
    return ANYRT_STATUS_SUCCESS;
}

/* Removes `s` from its device list; returns 0 if it was not there (already being destroyed). */
int cpu_stream_unlink(cpu_stream_t* s) {
    cpu_device_t* d = &g_dev[s->device];
    pthread_mutex_lock(&d->mu);
    int was = s->linked;
    if (was) {
        if (s->prev) s->prev->next = s->next; else d->streams = s->next;
        if (s->next) s->next->prev = s->prev;
        s->prev = s->next = NULL;
        s->linked = 0;
    }
    pthread_mutex_unlock(&d->mu);
    return was;
}

anyrt_status_t cpu_destroy_stream(int device, anyrt_backend_stream_t stream) {
    cpu_stream_t* s = NULL;
    anyrt_status_t st = cpu_stream_check(device, stream, &s);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (tls_worker_stream == s)
        return cpu_fail(ANYRT_STATUS_ERROR, "cpu: a stream cannot be destroyed from its own callback");
    if (!cpu_stream_unlink(s))
        return cpu_fail(ANYRT_STATUS_INVALID_HANDLE, "cpu: stream %p is already being destroyed", stream);
    cpu_stream_shutdown(s);
    s->magic = CPU_DEAD_MAGIC;
    cpu_stream_unref(s);
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cpu_query_stream(int device, anyrt_backend_stream_t stream) {
    cpu_stream_t* s = NULL;
    anyrt_status_t st = cpu_stream_check(device, stream, &s);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    uint64_t sub = atomic_load_explicit(&s->submitted, memory_order_acquire);
    uint64_t done = atomic_load_explicit(&s->completed, memory_order_acquire);
    return done >= sub ? ANYRT_STATUS_SUCCESS : ANYRT_STATUS_NOT_READY;
}

anyrt_status_t cpu_synchronize_stream(int device, anyrt_backend_stream_t stream) {
    cpu_stream_t* s = NULL;
    anyrt_status_t st = cpu_stream_check(device, stream, &s);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (tls_worker_stream == s)
        return cpu_fail(ANYRT_STATUS_ERROR, "cpu: a stream cannot be synchronized from its own callback (deadlock)");
    return cpu_stream_wait(s, 1);
}

anyrt_status_t cpu_synchronize_device(int device) {
    cpu_device_t* d = NULL;
    anyrt_status_t st = cpu_get_dev(device, &d);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (tls_worker_stream != NULL && tls_worker_stream->device == device)
        return cpu_fail(ANYRT_STATUS_ERROR, "cpu: device %d cannot be synchronized from one of its stream callbacks", device);
    cpu_stream_t* local[16];
    cpu_stream_t** snap = local;
    size_t n = 0, cap = sizeof local / sizeof local[0];
    pthread_mutex_lock(&d->mu);
    /* Only streams with work in flight or an error to report are waited for: an idle one is two
     * atomic reads, so a device with a thousand idle streams synchronizes in microseconds. */
    for (cpu_stream_t* s = d->streams; s; s = s->next) {
        if (atomic_load_explicit(&s->submitted, memory_order_acquire) ==
                atomic_load_explicit(&s->completed, memory_order_acquire) &&
            !atomic_load_explicit(&s->has_err, memory_order_acquire))
            continue;
        if (n == cap) {
            size_t total = 0;
            for (cpu_stream_t* t = d->streams; t; t = t->next) ++total;
            cpu_stream_t** grown = (cpu_stream_t**)malloc(total * sizeof *grown);
            if (grown == NULL) {
                for (size_t i = 0; i < n; ++i) atomic_fetch_sub_explicit(&snap[i]->refs, 1, memory_order_relaxed);
                if (snap != local) free(snap);
                pthread_mutex_unlock(&d->mu);
                return cpu_fail(ANYRT_STATUS_OUT_OF_MEMORY, "cpu: out of host memory synchronizing device %d", device);
            }
            memcpy(grown, snap, n * sizeof *grown);
            if (snap != local) free(snap);
            snap = grown;
            cap = total;
        }
        atomic_fetch_add_explicit(&s->refs, 1, memory_order_relaxed);
        snap[n++] = s;
    }
    pthread_mutex_unlock(&d->mu);
    anyrt_status_t first = ANYRT_STATUS_SUCCESS;
    char msg[CPU_MSG_SIZE] = "";
    for (size_t i = 0; i < n; ++i) {
        anyrt_status_t e = cpu_stream_wait(snap[i], 1);
        if (e != ANYRT_STATUS_SUCCESS && first == ANYRT_STATUS_SUCCESS) {
            first = e;
            memcpy(msg, cpu_message(), sizeof msg);
        }
        cpu_stream_unref(snap[i]);
    }
    if (snap != local) free(snap);
    if (first != ANYRT_STATUS_SUCCESS) (void)cpu_fail(first, "%s", msg);
    return first;
}

/* ---- memory tasks ---------------------------------------------------------------------------- */


anyrt_status_t cpu_task_copy(void* p) {
    cpu_copy_payload_t* c = (cpu_copy_payload_t*)p;
    cpu_copy(c->dst, c->src, c->n);
    return ANYRT_STATUS_SUCCESS;
}


anyrt_status_t cpu_task_fill(void* p) {
    cpu_fill_payload_t* f = (cpu_fill_payload_t*)p;
    cpu_fill(f->dst, f->value, f->n);
    return ANYRT_STATUS_SUCCESS;
}

_Static_assert(sizeof(cpu_copy_payload_t) <= CPU_TASK_PAYLOAD, "payload too large");
_Static_assert(sizeof(cpu_fill_payload_t) <= CPU_TASK_PAYLOAD, "payload too large");
_Static_assert(sizeof(cpu_fn_payload_t) <= CPU_TASK_PAYLOAD, "payload too large");

anyrt_status_t cpu_task_free(void* p) {
    cpu_alloc_t* h = NULL;
    memcpy(&h, p, sizeof h);
    cpu_dev_release(h);
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cpu_stream_add_callback(int device, anyrt_backend_stream_t stream, anyrt_host_fn_t fn, void* user_data) {
    cpu_stream_t* s = NULL;
    anyrt_status_t st = cpu_stream_check(device, stream, &s);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (fn == NULL) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: callback fn is null");
    return cpu_stream_enqueue_fn(s, fn, user_data);
}
