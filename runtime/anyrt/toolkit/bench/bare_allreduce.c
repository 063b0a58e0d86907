/* Reference for the all_reduce benchmark: 2 threads sum two shared float buffers in place, each
 * reducing its half into both, and meet at a spinning barrier before and after (what a hand-written
 * shared-memory all_reduce does; a sleeping pthread barrier would make the reference slower than
 * what it stands for). Its buffers are memory as the cpu backend allocates it (from 4 MiB on a
 * 2 MiB boundary with transparent huge pages), so the comparison is of the runtime, not of the
 * pages. Built -O3 by the benchmark; prints the best seconds per iteration. */
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#if defined(__x86_64__) || defined(__i386__)
#define RELAX() __builtin_ia32_pause()
#else
#define RELAX() ((void)0)
#endif
static float *in[2];
static size_t count;
static long iters;
static atomic_uint arrived, phase; /* sense-reversing spin barrier of 2 threads */
static void spin_barrier(void) {
    unsigned p = atomic_load_explicit(&phase, memory_order_relaxed);
    if (atomic_fetch_add_explicit(&arrived, 1, memory_order_acq_rel) == 1) {
        atomic_store_explicit(&arrived, 0, memory_order_relaxed);
        atomic_store_explicit(&phase, p + 1, memory_order_release);
        return;
    }
    for (unsigned i = 0; atomic_load_explicit(&phase, memory_order_acquire) == p; ++i) {
        if (i < 4096) RELAX();
        else sched_yield(); /* the peer was preempted (a shared machine): let it run */
    }
}
static void* work(void* arg) {
    int r = (int)(long)arg;
    size_t half = (count / 2 + 15) & ~(size_t)15, lo = r ? half : 0, hi = r ? count : half;
    for (long it = 0; it < iters; ++it) {
        spin_barrier();
        for (size_t i = lo; i < hi; ++i) { float s = in[0][i] + in[1][i]; in[0][i] = s; in[1][i] = s; }
        spin_barrier();
    }
    return NULL;
}
int main(int argc, char** argv) {
    if (argc != 3) return 2;
    size_t bytes = strtoull(argv[1], NULL, 10);
    iters = atol(argv[2]);
    count = bytes / 4;
    for (int i = 0; i < 2; ++i) {
        int huge = bytes >= ((size_t)4 << 20);
        void* p = NULL;
        if (posix_memalign(&p, huge ? (size_t)2 << 20 : 64, bytes) != 0) return 1;
#ifdef MADV_HUGEPAGE
        if (huge) madvise(p, bytes & ~(((size_t)2 << 20) - 1), MADV_HUGEPAGE);
#endif
        in[i] = p;
        memset(in[i], 0, bytes);
    }
    double best = 1e30;
    for (int rep = 0; rep < 3; ++rep) {
        struct timespec a, b;
        pthread_t t;
        clock_gettime(CLOCK_MONOTONIC, &a);
        pthread_create(&t, NULL, work, (void*)1L);
        work((void*)0L);
        pthread_join(t, NULL);
        clock_gettime(CLOCK_MONOTONIC, &b);
        double s = (b.tv_sec - a.tv_sec) + (b.tv_nsec - a.tv_nsec) / 1e9;
        if (s < best) best = s;
    }
    printf("%.9f\n", best / iters);
    return 0;
}
