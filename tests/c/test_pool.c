/* Stress of the kernels' thread pool (runtime/kernels/ak_pool.c) for ThreadSanitizer (tests/c/tsan.py):
 * several host threads submit jobs back to back and at once (one runs on the pool, the others inline),
 * with the spin budget at 0 (workers always sleep), the default and long (workers always poll), and a
 * pool made and destroyed while its workers poll. Every index of every job must be run exactly once.
 *
 *   test_pool [iterations]   (exit 0 when every job covered its range) */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

#include "ak_pool.h"

enum { N = 4096, CALLERS = 3 };

typedef struct {
    atomic_int hits[N];
} job_t;

static void body(void *arg, int64_t lo, int64_t hi) {
    job_t *j = (job_t *)arg;
    for (int64_t i = lo; i < hi; i++) atomic_fetch_add_explicit(&j->hits[i], 1, memory_order_relaxed);
}

typedef struct {
    ak_pool *pool;
    int iters;
    int bad;
} caller_t;

static void *caller(void *vp) {
    caller_t *c = (caller_t *)vp;
    job_t *j = (job_t *)malloc(sizeof *j);
    for (int it = 0; it < c->iters && j != NULL; it++) {
        int64_t n = 1 + (it * 37) % N;
        for (int64_t i = 0; i < N; i++) atomic_init(&j->hits[i], 0);
        ak_pool_parallel_for(c->pool, n, 1 + it % 5, body, j); /* j is reused: a late worker must not touch it */
        for (int64_t i = 0; i < N; i++)
            if (atomic_load_explicit(&j->hits[i], memory_order_relaxed) != (i < n)) c->bad++;
    }
    free(j);
    return NULL;
}

int main(int argc, char **argv) {
    int iters = argc > 1 ? atoi(argv[1]) : 300;
    int bad = 0;
    const uint64_t spins[] = {0, AK_POOL_DEFAULT_SPIN_NS, 5000000u};
    for (int s = 0; s < 3; s++) {
        ak_pool *pool = ak_pool_create(4);
        if (pool == NULL) return 2;
        ak_pool_set_spin_ns(pool, spins[s]);
        pthread_t th[CALLERS];
        caller_t cs[CALLERS];
        for (int i = 0; i < CALLERS; i++) {
            cs[i] = (caller_t){pool, iters, 0};
            pthread_create(&th[i], NULL, caller, &cs[i]);
        }
        for (int i = 0; i < CALLERS; i++) {
            pthread_join(th[i], NULL);
            bad += cs[i].bad;
        }
        ak_pool_destroy(pool);
        /* made and destroyed at once: workers still in their first poll */
        ak_pool *brief = ak_pool_create(3);
        ak_pool_destroy(brief);
    }
    printf("test_pool: %d wrong indices\n", bad);
    return bad != 0;
}
