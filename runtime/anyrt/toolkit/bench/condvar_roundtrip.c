/* Baseline for the stream round trip: a bare pthread condition-variable hand-off. The main thread
 * posts a no-op task to a worker thread and waits until the worker reports it done. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t posted = PTHREAD_COND_INITIALIZER, done = PTHREAD_COND_INITIALIZER;
static long pending, completed;
static int stop;

static void* worker(void* arg) {
    (void)arg;
    pthread_mutex_lock(&lock);
    for (;;) {
        while (pending == completed && !stop) pthread_cond_wait(&posted, &lock);
        if (stop) break;
        ++completed; /* the no-op task */
        pthread_cond_signal(&done);
    }
    pthread_mutex_unlock(&lock);
    return NULL;
}

int main(int argc, char** argv) {
    long n = argc > 1 ? atol(argv[1]) : 100000;
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    struct timespec a, b;
    clock_gettime(CLOCK_MONOTONIC, &a);
    for (long i = 0; i < n; ++i) {
        pthread_mutex_lock(&lock);
        ++pending;
        pthread_cond_signal(&posted);
        while (completed != pending) pthread_cond_wait(&done, &lock);
        pthread_mutex_unlock(&lock);
    }
    clock_gettime(CLOCK_MONOTONIC, &b);
    pthread_mutex_lock(&lock);
    stop = 1;
    pthread_cond_signal(&posted);
    pthread_mutex_unlock(&lock);
    pthread_join(t, NULL);
    printf("%.1f\n", ((b.tv_sec - a.tv_sec) * 1e9 + (b.tv_nsec - a.tv_nsec)) / n);
    return 0;
}
