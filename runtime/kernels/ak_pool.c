/* Persistent worker pool for ak_exec.parallel_for. One job at a time: the caller publishes it
 * under the mutex, workers and caller claim chunks from an atomic counter, the caller waits until
 * every worker that joined the job has left it. An idle worker, and a caller waiting for the last
 * chunks, polls for a bounded time (the spin budget, 50 us unless set) before it sleeps on a
 * condition variable: operators come microseconds apart, and a condvar wake costs a scheduling
 * slice on a loaded machine (docs/benchmarks.md, issue 28). */
#include "ak_pool.h"

#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <time.h>

struct ak_pool {
    pthread_mutex_t mu;
    pthread_cond_t work_cv; /* a new job or stop */
    pthread_cond_t done_cv; /* active dropped to 0 */
    pthread_mutex_t call_mu; /* held by the thread whose job the pool runs */
    int nworkers;
    pthread_t *workers;
    /* the current job, written under mu while active == 0 */
    ak_body body;
    void *arg;
    int64_t n, chunk, nchunks;
    /* written under mu; read without it only by the bounded polls */
    atomic_ullong gen;
    atomic_int active; /* workers inside the current job */
    atomic_int stop;
    atomic_llong next; /* next chunk to claim */
    atomic_ullong spin_ns;
};

/* Set while a thread runs pool work, so a nested parallel_for runs inline instead of deadlocking. */
static _Thread_local int ak_in_pool;

static void ak_pool_claim(ak_pool *p, ak_body body, void *arg, int64_t n, int64_t chunk, int64_t nchunks) {
    for (;;) {
        int64_t c = (int64_t)atomic_fetch_add_explicit(&p->next, 1, memory_order_relaxed);
        if (c >= nchunks) break;
        int64_t lo = c * chunk, hi = lo + chunk < n ? lo + chunk : n;
        body(arg, lo, hi);
    }
}

static uint64_t ak_now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static inline void ak_relax(void) {
#if defined(__GNUC__) && (defined(__x86_64__) || defined(__i386__))
    __builtin_ia32_pause();
#elif defined(__GNUC__) && defined(__aarch64__)
    __asm__ __volatile__("yield");
#endif
}

/* Is the condition a poll waits for true yet: a new generation (or stop) for a worker, no active
 * worker for the caller. */
static int ak_pool_ready(ak_pool *p, int for_caller, uint64_t seen) {
    if (for_caller) return atomic_load_explicit(&p->active, memory_order_acquire) == 0;
    return atomic_load_explicit(&p->gen, memory_order_acquire) != seen ||
           atomic_load_explicit(&p->stop, memory_order_acquire);
}

/* Polls for at most the spin budget: a burst of pause instructions, then sched_yield between
 * clock checks so an oversubscribed machine runs other threads. 1 when ready; the caller then
 * rechecks under the mutex, so the poll only decides whether to sleep. */
static int ak_pool_poll(ak_pool *p, int for_caller, uint64_t seen) {
    uint64_t budget = atomic_load_explicit(&p->spin_ns, memory_order_relaxed);
    if (budget == 0) return 0;
    for (int i = 0; i < 64; i++) {
        if (ak_pool_ready(p, for_caller, seen)) return 1;
        ak_relax();
    }
    uint64_t start = ak_now_ns();
    for (;;) {
        for (int i = 0; i < 16; i++) {
            if (ak_pool_ready(p, for_caller, seen)) return 1;
            ak_relax();
        }
        if (ak_now_ns() - start >= budget) return ak_pool_ready(p, for_caller, seen);
        sched_yield();
    }
}

static void *ak_pool_worker(void *vp) {
    ak_pool *p = (ak_pool *)vp;
    uint64_t seen = 0;
    ak_in_pool = 1;
    for (;;) {
        ak_pool_poll(p, 0, seen);
        pthread_mutex_lock(&p->mu);
        while (!atomic_load_explicit(&p->stop, memory_order_relaxed) &&
               atomic_load_explicit(&p->gen, memory_order_relaxed) == seen)
            pthread_cond_wait(&p->work_cv, &p->mu);
        if (atomic_load_explicit(&p->stop, memory_order_relaxed)) break;
        seen = atomic_load_explicit(&p->gen, memory_order_relaxed);
        ak_body body = p->body;
        void *arg = p->arg;
        int64_t n = p->n, chunk = p->chunk, nchunks = p->nchunks;
        atomic_fetch_add_explicit(&p->active, 1, memory_order_relaxed);
        pthread_mutex_unlock(&p->mu);
        ak_pool_claim(p, body, arg, n, chunk, nchunks);
        pthread_mutex_lock(&p->mu);
        /* release: the caller's poll that sees 0 also sees this worker's writes */
        if (atomic_fetch_sub_explicit(&p->active, 1, memory_order_release) == 1) pthread_cond_broadcast(&p->done_cv);
        pthread_mutex_unlock(&p->mu);
    }
    pthread_mutex_unlock(&p->mu);
    return NULL;
}

ak_pool *ak_pool_create(int threads) {
    ak_pool *p = (ak_pool *)calloc(1, sizeof *p);
    if (p == NULL) return NULL;
    pthread_mutex_init(&p->mu, NULL);
    pthread_mutex_init(&p->call_mu, NULL);
    pthread_cond_init(&p->work_cv, NULL);
    pthread_cond_init(&p->done_cv, NULL);
    atomic_init(&p->gen, 0);
    atomic_init(&p->active, 0);
    atomic_init(&p->stop, 0);
    atomic_init(&p->next, 0);
    atomic_init(&p->spin_ns, AK_POOL_DEFAULT_SPIN_NS);
    int want = threads > 1 ? threads - 1 : 0;
    if (want > 0) {
        p->workers = (pthread_t *)calloc((size_t)want, sizeof(pthread_t));
        if (p->workers == NULL) want = 0;
    }
    /* a worker that cannot be started just leaves the pool smaller */
    for (int i = 0; i < want; i++) {
        if (pthread_create(&p->workers[p->nworkers], NULL, ak_pool_worker, p) != 0) break;
        p->nworkers++;
    }
    return p;
}

void ak_pool_set_spin_ns(ak_pool *p, uint64_t ns) {
    if (p != NULL) atomic_store_explicit(&p->spin_ns, ns > 1000000000u ? 1000000000u : ns, memory_order_relaxed);
}

void ak_pool_destroy(ak_pool *p) {
    if (p == NULL) return;
    pthread_mutex_lock(&p->mu);
    atomic_store_explicit(&p->stop, 1, memory_order_release);
    pthread_cond_broadcast(&p->work_cv);
    pthread_mutex_unlock(&p->mu);
    for (int i = 0; i < p->nworkers; i++) pthread_join(p->workers[i], NULL);
    free(p->workers);
    pthread_cond_destroy(&p->work_cv);
    pthread_cond_destroy(&p->done_cv);
    pthread_mutex_destroy(&p->call_mu);
    pthread_mutex_destroy(&p->mu);
    free(p);
}

int ak_pool_threads(const ak_pool *p) { return p == NULL ? 1 : p->nworkers + 1; }

void ak_pool_parallel_for(void *vp, int64_t n, int64_t grain, ak_body body, void *arg) {
    ak_pool *p = (ak_pool *)vp;
    if (n <= 0) return;
    if (grain < 1) grain = 1;
    /* about 4 chunks per thread balances uneven chunks without much hand-off cost */
    int64_t threads = p == NULL ? 1 : p->nworkers + 1;
    int64_t chunk = (n + threads * 4 - 1) / (threads * 4);
    if (chunk < grain) chunk = grain;
    int64_t nchunks = (n + chunk - 1) / chunk;
    if (p == NULL || p->nworkers == 0 || nchunks <= 1 || ak_in_pool || pthread_mutex_trylock(&p->call_mu) != 0) {
        /* inline, and a nested call from this body stays inline too */
        int outer = ak_in_pool;
        ak_in_pool = 1;
        body(arg, 0, n);
        ak_in_pool = outer;
        return;
    }
    /* a worker that joined the previous job late may still be leaving it */
    if (atomic_load_explicit(&p->active, memory_order_acquire) != 0) ak_pool_poll(p, 1, 0);
    pthread_mutex_lock(&p->mu);
    while (atomic_load_explicit(&p->active, memory_order_relaxed) > 0) pthread_cond_wait(&p->done_cv, &p->mu);
    p->body = body;
    p->arg = arg;
    p->n = n;
    p->chunk = chunk;
    p->nchunks = nchunks;
    atomic_store_explicit(&p->next, 0, memory_order_relaxed);
    /* release: a worker whose poll sees the new generation takes the mutex before reading the job */
    atomic_fetch_add_explicit(&p->gen, 1, memory_order_release);
    pthread_cond_broadcast(&p->work_cv);
    pthread_mutex_unlock(&p->mu);

    /* the calling thread takes its share of the chunks */
    ak_in_pool = 1;
    ak_pool_claim(p, body, arg, n, chunk, nchunks);
    ak_in_pool = 0;

    /* every chunk is claimed; wait (polling first) for the workers still running theirs. A worker
     * that saw the job but had not joined yet finds no chunk left and leaves at once. */
    if (!ak_pool_poll(p, 1, 0)) {
        pthread_mutex_lock(&p->mu);
        while (atomic_load_explicit(&p->active, memory_order_relaxed) > 0) pthread_cond_wait(&p->done_cv, &p->mu);
        pthread_mutex_unlock(&p->mu);
    }
    pthread_mutex_unlock(&p->call_mu);
}
