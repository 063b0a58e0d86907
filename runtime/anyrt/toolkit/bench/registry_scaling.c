/* The core's allocation registry under load, through the public API on cpu:0 (issue 18):
 *   churn N: ns per anyrt_malloc + anyrt_free of 4 KiB with none live, then with 10,000 live;
 *   copies N: ns per 4 KiB anyrt_memcpy (host -> device, kind inferred, as Python's copy_from asks)
 *             with one thread, then per copy of each of two threads copying at once; then the same
 *             two figures for libc's memcpy, the control: what two threads cost each other on this
 *             machine (shared caches and memory bus, a busy neighbour) without anyrt.
 * Each prints the two figures on one line; the caller takes the best of several runs. Times are the
 * calling thread's CPU time: on a shared machine a thread waiting for a core is not the registry's
 * cost, while lock cache-line traffic between the two copying threads is. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "anyrt.h"

#define KIB4 4096
#define LIVE 10000
#define ROUNDS 3

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static void check(anyrt_status_t st, const char* what) {
    if (st == ANYRT_STATUS_SUCCESS) return;
    fprintf(stderr, "registry_scaling: %s failed with status %d\n", what, (int)st);
    exit(1);
}

static double churn(long n) {
    double t = now();
    for (long i = 0; i < n; ++i) {
        void* p = NULL;
        check(anyrt_malloc(&p, KIB4), "anyrt_malloc");
        check(anyrt_free(p), "anyrt_free");
    }
    return (now() - t) / (double)n * 1e9;
}

typedef struct {
    long n;
    int bare; /* libc memcpy instead of anyrt_memcpy */
    double ns;
} copier_t;

static void* copier(void* arg) {
    copier_t* c = arg;
    void* dev = NULL;
    char* host = malloc(KIB4);
    check(anyrt_set_device(ANYRT_DEVICE_KIND_CPU, 0), "anyrt_set_device");
    check(anyrt_malloc(&dev, KIB4), "anyrt_malloc");
    memset(host, 1, KIB4);
    double t = now();
    if (c->bare)
        for (long i = 0; i < c->n; ++i) {
            memcpy(dev, host, KIB4);
            __asm__ __volatile__("" : : "r"(dev) : "memory"); /* keep every copy */
        }
    else
        for (long i = 0; i < c->n; ++i) check(anyrt_memcpy(dev, host, KIB4, ANYRT_MEMCPY_KIND_DEFAULT), "anyrt_memcpy");
    c->ns = (now() - t) / (double)c->n * 1e9;
    check(anyrt_free(dev), "anyrt_free");
    free(host);
    return NULL;
}

int main(int argc, char** argv) {
    const char* mode = argc > 1 ? argv[1] : "churn";
    long n = argc > 2 ? atol(argv[2]) : 100000;
    check(anyrt_set_device(ANYRT_DEVICE_KIND_CPU, 0), "anyrt_set_device");
    if (strcmp(mode, "churn") == 0) {
        /* the two cases alternate, best of ROUNDS each: a slower spell of a shared machine hits both */
        double none = 1e30, many = 1e30;
        void** live = malloc(LIVE * sizeof *live);
        churn(n / 10); /* warm-up */
        for (int r = 0; r < ROUNDS; ++r) {
            double t = churn(n);
            if (t < none) none = t;
            for (int i = 0; i < LIVE; ++i) check(anyrt_malloc(&live[i], KIB4), "anyrt_malloc");
            t = churn(n);
            if (t < many) many = t;
            for (int i = 0; i < LIVE; ++i) check(anyrt_free(live[i]), "anyrt_free");
        }
        free(live);
        printf("%.1f %.1f\n", none, many);
    } else if (strcmp(mode, "copies") == 0) {
        double ns[2][2];
        for (int bare = 0; bare < 2; ++bare) {
            copier_t one = {n, bare, 0}, two[2] = {{n, bare, 0}, {n, bare, 0}};
            copier(&one);
            pthread_t t[2];
            for (int i = 0; i < 2; ++i) pthread_create(&t[i], NULL, copier, &two[i]);
            for (int i = 0; i < 2; ++i) pthread_join(t[i], NULL);
            ns[bare][0] = one.ns;
            ns[bare][1] = two[0].ns > two[1].ns ? two[0].ns : two[1].ns;
        }
        printf("%.1f %.1f %.1f %.1f\n", ns[0][0], ns[0][1], ns[1][0], ns[1][1]);
    } else {
        fprintf(stderr, "registry_scaling: mode must be churn or copies, not %s\n", mode);
        return 2;
    }
    check(anyrt_shutdown(), "anyrt_shutdown");
    return 0;
}
