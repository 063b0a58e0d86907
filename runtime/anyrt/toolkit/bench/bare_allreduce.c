/* Reference for the all_reduce benchmark: 2 threads sum two shared float buffers in place, each
 * reducing its half into both; prints the best seconds per iteration. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
static float *in[2];
static size_t count;
static long iters;
static pthread_barrier_t bar;
static void* work(void* arg) {
    int r = (int)(long)arg;
    size_t half = (count / 2 + 15) & ~(size_t)15, lo = r ? half : 0, hi = r ? count : half;
    for (long it = 0; it < iters; ++it) {
        pthread_barrier_wait(&bar);
        for (size_t i = lo; i < hi; ++i) { float s = in[0][i] + in[1][i]; in[0][i] = s; in[1][i] = s; }
        pthread_barrier_wait(&bar);
    }
    return NULL;
}
int main(int argc, char** argv) {
    size_t bytes = strtoull(argv[1], NULL, 10);
    iters = atol(argv[2]);
    count = bytes / 4;
    for (int i = 0; i < 2; ++i) { in[i] = aligned_alloc(64, bytes); memset(in[i], 0, bytes); }
    pthread_barrier_init(&bar, NULL, 2);
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
