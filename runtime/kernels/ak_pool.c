/* Persistent worker pool for ak_exec.parallel_for. One job at a time: the caller publishes it
 * under the mutex, workers and caller claim chunks from an atomic counter, the caller waits until
 * every worker that joined the job has left it. Idle workers sleep on a condition variable. */
#include "ak_pool.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>

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
    uint64_t gen;
    int active; /* workers inside the current job */
    int stop;
    atomic_llong next; /* next chunk to claim */
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

static void *ak_pool_worker(void *vp) {
    ak_pool *p = (ak_pool *)vp;
    uint64_t seen = 0;
    ak_in_pool = 1;
    pthread_mutex_lock(&p->mu);
    for (;;) {
        while (!p->stop && p->gen == seen) pthread_cond_wait(&p->work_cv, &p->mu);
        if (p->stop) break;
        seen = p->gen;
        ak_body body = p->body;
        void *arg = p->arg;
        int64_t n = p->n, chunk = p->chunk, nchunks = p->nchunks;
        p->active++;
        pthread_mutex_unlock(&p->mu);
        ak_pool_claim(p, body, arg, n, chunk, nchunks);
        pthread_mutex_lock(&p->mu);
        if (--p->active == 0) pthread_cond_broadcast(&p->done_cv);
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
    atomic_init(&p->next, 0);
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

void ak_pool_destroy(ak_pool *p) {
    if (p == NULL) return;
    pthread_mutex_lock(&p->mu);
    p->stop = 1;
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
    pthread_mutex_lock(&p->mu);
    /* a worker that joined the previous job late may still be leaving it */
    while (p->active > 0) pthread_cond_wait(&p->done_cv, &p->mu);
    p->body = body;
    p->arg = arg;
    p->n = n;
    p->chunk = chunk;
    p->nchunks = nchunks;
    atomic_store_explicit(&p->next, 0, memory_order_relaxed);
    p->gen++;
    pthread_cond_broadcast(&p->work_cv);
    pthread_mutex_unlock(&p->mu);

    ak_in_pool = 1;
    ak_pool_claim(p, body, arg, n, chunk, nchunks);
    ak_in_pool = 0;

    /* every chunk is claimed; wait for the workers still running theirs */
    pthread_mutex_lock(&p->mu);
    while (p->active > 0) pthread_cond_wait(&p->done_cv, &p->mu);
    pthread_mutex_unlock(&p->mu);
    pthread_mutex_unlock(&p->call_mu);
}
