/* Does splitting a large host copy or fill over a second thread pay on this machine? (issue 18:
 * the cpu backend used to start a thread per copy from 8 MiB up; it now copies on one thread.)
 * Interleaved in one process, best of 7: one thread, a thread started per call, and a persistent
 * helper woken through a condition variable, 4 MiB .. 256 MiB, on memory allocated as the cpu
 * backend allocates it (2 MiB aligned, transparent huge pages).
 *
 *   cc -O2 bench/copy_split.c -o /tmp/copy_split -lpthread && /tmp/copy_split [fill] */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

typedef struct {
    void* d;
    const void* s; /* NULL: fill */
    size_t n;
} span;

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static void run(const span* x) {
    if (x->s) memcpy(x->d, x->s, x->n);
    else memset(x->d, 0, x->n);
}

static span halves(void* d, const void* s, size_t n, span* lo) {
    size_t h = (n / 2) & ~(size_t)63;
    *lo = (span){d, s, h};
    return (span){(char*)d + h, s ? (const char*)s + h : NULL, n - h};
}

static void* thread_main(void* a) {
    run((const span*)a);
    return NULL;
}

static void fresh(void* d, const void* s, size_t n) {
    span lo, hi = halves(d, s, n, &lo);
    pthread_t t;
    pthread_create(&t, NULL, thread_main, &hi);
    run(&lo);
    pthread_join(t, NULL);
}

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t work_cv = PTHREAD_COND_INITIALIZER, done_cv = PTHREAD_COND_INITIALIZER;
static span job;
static int have, done;

static void* helper(void* a) {
    (void)a;
    pthread_mutex_lock(&mu);
    for (;;) {
        while (!have) pthread_cond_wait(&work_cv, &mu);
        have = 0;
        pthread_mutex_unlock(&mu);
        run(&job);
        pthread_mutex_lock(&mu);
        done = 1;
        pthread_cond_signal(&done_cv);
    }
    return NULL;
}

static void pooled(void* d, const void* s, size_t n) {
    span lo, hi = halves(d, s, n, &lo);
    pthread_mutex_lock(&mu);
    job = hi;
    have = 1;
    done = 0;
    pthread_cond_signal(&work_cv);
    pthread_mutex_unlock(&mu);
    run(&lo);
    pthread_mutex_lock(&mu);
    while (!done) pthread_cond_wait(&done_cv, &mu);
    pthread_mutex_unlock(&mu);
}

static void* alloc(size_t n) {
    void* p = NULL;
    if (posix_memalign(&p, (size_t)2 << 20, n) != 0) exit(1);
    madvise(p, n, MADV_HUGEPAGE);
    memset(p, 1, n);
    return p;
}

int main(int argc, char** argv) {
    int fill = argc > 1 && strcmp(argv[1], "fill") == 0;
    pthread_t t;
    pthread_create(&t, NULL, helper, NULL);
    printf("%s: GB/s, and the split over one thread\n", fill ? "memset" : "memcpy");
    for (size_t n = (size_t)4 << 20; n <= (size_t)256 << 20; n *= 2) {
        char* d = alloc(n);
        const char* s = fill ? NULL : alloc(n);
        int it = (int)(((size_t)512 << 20) / n);
        if (it < 3) it = 3;
        double b1 = 1e9, b2 = 1e9, b3 = 1e9;
        for (int r = 0; r < 7; ++r) {
            span all = {d, s, n};
            double x = now();
            for (int i = 0; i < it; ++i) run(&all);
            if ((x = (now() - x) / it) < b1) b1 = x;
            x = now();
            for (int i = 0; i < it; ++i) fresh(d, s, n);
            if ((x = (now() - x) / it) < b2) b2 = x;
            x = now();
            for (int i = 0; i < it; ++i) pooled(d, s, n);
            if ((x = (now() - x) / it) < b3) b3 = x;
        }
        printf("%4zu MiB  one thread %6.2f  thread per call %6.2f (%.2fx)  persistent helper %6.2f (%.2fx)\n", n >> 20,
               (double)n / b1 / 1e9, (double)n / b2 / 1e9, b1 / b2, (double)n / b3 / 1e9, b1 / b3);
        free(d);
        free((void*)s);
    }
    return 0;
}
