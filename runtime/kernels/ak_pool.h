/* A small persistent thread pool whose parallel_for fits ak_exec.parallel_for / ak_exec.pool.
 * pthreads only. */
#ifndef AK_POOL_H
#define AK_POOL_H

#include <stdint.h>

#include "anyrt_kernels.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct ak_pool ak_pool;

/* `threads` counts the calling thread: threads - 1 workers are started (none for threads <= 1).
 * NULL when out of memory. */
ak_pool *ak_pool_create(int threads);
/* How long an idle worker polls for the next job, and a caller for the workers' last chunks, before
 * sleeping on a condition variable (0: sleep at once; capped at 1 s). */
#define AK_POOL_DEFAULT_SPIN_NS 50000u
void ak_pool_set_spin_ns(ak_pool *pool, uint64_t ns);
/* Stops and joins the workers; no parallel_for may be running. NULL is a no-op. */
void ak_pool_destroy(ak_pool *pool);
/* Threads that take part in a parallel_for: the workers started plus the caller. */
int ak_pool_threads(const ak_pool *pool);
/* Runs body over [0, n) in chunks of at least `grain` indices (the last may be shorter) on the
 * workers and the calling thread; returns when all have run. A call from inside a body, or while
 * another thread's call holds the pool, runs body(arg, 0, n) inline. pool may be NULL (inline). */
void ak_pool_parallel_for(void *pool, int64_t n, int64_t grain, ak_body body, void *arg);

#ifdef __cplusplus
}
#endif

#endif /* AK_POOL_H */
