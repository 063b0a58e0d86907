/* Multi-threaded stress of the public C API: runtime core (per-thread state, handle wrappers,
 * allocation registry, fallbacks) + cpu backend (stream workers, events) + in-process collectives.
 * Meant for ThreadSanitizer (nox -s tsan) but checks its data in any build.
 *
 *   stress_core [threads] [iterations]      (ANYRT_BACKEND_PATH or the library folder finds the cpu plugin)
 *
 * Phases: (1) every thread on its own current device, several streams, event-ordered copies
 * between them, callbacks, handle and allocation churn; (2) one communicator over every device,
 * one thread per rank doing all-reduces on its stream; (3) shutdown with work still queued.
 * Prints `stress_core: ok ...` with its figures; exits non-zero on the first wrong result. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "anyrt.h"

#define SIZE 4096
#define MAX_RANKS 16

static int g_threads = 8, g_iters = 500, g_ndev;
static atomic_long g_callbacks, g_bytes, g_failures;

#define CHECK(cond)                                                                         \
    do {                                                                                    \
        if (!(cond)) {                                                                      \
            anyrt_error_info_t e_ = {.struct_size = ANYRT_ERROR_INFO_STRUCT_SIZE};              \
            anyrt_get_last_error(&e_);                                                      \
            fprintf(stderr, "FAIL %s:%d: %s [%s]\n", __FILE__, __LINE__, #cond, e_.message); \
            atomic_fetch_add(&g_failures, 1);                                               \
            return NULL;                                                                    \
        }                                                                                   \
    } while (0)
#define OK(expr) CHECK((expr) == ANYRT_STATUS_SUCCESS)

static void count_callback(void* arg) {
    atomic_fetch_add(&g_callbacks, 1);
    (void)arg;
}

/* Phase 1: one thread. */
static void* stream_worker(void* p) {
    int t = (int)(intptr_t)p;
    int dev = t % g_ndev;
    OK(anyrt_set_device(ANYRT_DEVICE_KIND_CPU, dev));
    anyrt_stream_t a = NULL, b = NULL;
    anyrt_event_t ev = NULL;
    void *da = NULL, *db = NULL;
    OK(anyrt_create_stream(&a));
    OK(anyrt_create_stream(&b));
    OK(anyrt_create_event(&ev, ANYRT_EVENT_FLAGS_DEFAULT));
    OK(anyrt_malloc(&da, SIZE));
    OK(anyrt_malloc(&db, SIZE));
    unsigned char src[SIZE], out[SIZE];
    for (int it = 0; it < g_iters; ++it) {
        for (int i = 0; i < SIZE; ++i) src[i] = (unsigned char)(i * 7 + it + t);
        OK(anyrt_memcpy_async(da, src, SIZE, ANYRT_MEMCPY_KIND_DEFAULT, a));
        OK(anyrt_memset_async(da, (uint8_t)it, 64, a));
        OK(anyrt_stream_add_callback(a, count_callback, NULL));
        OK(anyrt_record_event(ev, a));
        OK(anyrt_stream_wait_event(b, ev));
        OK(anyrt_memcpy_async(db, da, SIZE, ANYRT_MEMCPY_KIND_D2D, b));
        OK(anyrt_memcpy_async(out, db, SIZE, ANYRT_MEMCPY_KIND_D2H, b));
        anyrt_status_t q = anyrt_query_event(ev);
        CHECK(q == ANYRT_STATUS_SUCCESS || q == ANYRT_STATUS_NOT_READY);
        OK(anyrt_synchronize_stream(b));
        memset(src, it & 0xFF, 64);
        CHECK(memcmp(src, out, SIZE) == 0);
        atomic_fetch_add(&g_bytes, SIZE);
        if (it % 20 == 0) { /* churn: handles and registry entries come and go under contention */
            anyrt_stream_t tmp = NULL;
            void* scratch = NULL;
            OK(anyrt_create_stream(&tmp));
            OK(anyrt_malloc(&scratch, 128));
            OK(anyrt_memset_async(scratch, 1, 128, tmp));
            OK(anyrt_destroy_stream(tmp));
            OK(anyrt_free(scratch));
            OK(anyrt_memset(db, 0, 16)); /* default stream of the device, shared by threads */
            OK(anyrt_synchronize_device());
        }
    }
    OK(anyrt_synchronize_stream(a));
    OK(anyrt_destroy_event(ev));
    OK(anyrt_destroy_stream(a));
    OK(anyrt_destroy_stream(b));
    OK(anyrt_free(da));
    OK(anyrt_free(db));
    return NULL;
}

/* Phase 1b: each thread captures on its own stream (mode thread_local: the other threads'
 * synchronizes do not concern it) and replays on another while the others do the same; each
 * executable graph is destroyed with launches still queued. */
#define CAPTURE_LAUNCHES 16
static void* capture_worker(void* p) {
    int t = (int)(intptr_t)p;
    OK(anyrt_set_device(ANYRT_DEVICE_KIND_CPU, t % g_ndev));
    anyrt_stream_t s = NULL, run = NULL;
    void *da = NULL, *db = NULL;
    OK(anyrt_create_stream(&s));
    OK(anyrt_create_stream(&run));
    OK(anyrt_malloc(&da, SIZE));
    OK(anyrt_malloc(&db, SIZE));
    OK(anyrt_memset(db, 0, SIZE));
    OK(anyrt_stream_begin_capture(s, ANYRT_CAPTURE_MODE_THREAD_LOCAL));
    OK(anyrt_memset_async(da, (uint8_t)(t + 1), SIZE, s));
    OK(anyrt_memcpy_async(db, da, SIZE, ANYRT_MEMCPY_KIND_D2D, s));
    OK(anyrt_stream_add_callback(s, count_callback, NULL));
    CHECK(anyrt_synchronize_stream(s) != ANYRT_STATUS_SUCCESS); /* refused: it breaks the capture */
    anyrt_graph_t g = NULL;
    CHECK(anyrt_stream_end_capture(s, &g) != ANYRT_STATUS_SUCCESS && g == NULL);
    OK(anyrt_stream_begin_capture(s, ANYRT_CAPTURE_MODE_THREAD_LOCAL));
    OK(anyrt_memset_async(da, (uint8_t)(t + 1), SIZE, s));
    OK(anyrt_memcpy_async(db, da, SIZE, ANYRT_MEMCPY_KIND_D2D, s));
    OK(anyrt_stream_add_callback(s, count_callback, NULL));
    OK(anyrt_stream_end_capture(s, &g));
    anyrt_graph_exec_t e = NULL;
    OK(anyrt_graph_instantiate(&e, g));
    OK(anyrt_graph_destroy(g));
    for (int i = 0; i < CAPTURE_LAUNCHES; ++i) OK(anyrt_graph_launch(e, run));
    OK(anyrt_graph_exec_destroy(e));
    OK(anyrt_synchronize_stream(run));
    unsigned char out[SIZE], want[SIZE];
    memset(want, t + 1, SIZE);
    OK(anyrt_memcpy(out, db, SIZE, ANYRT_MEMCPY_KIND_D2H));
    CHECK(memcmp(out, want, SIZE) == 0);
    OK(anyrt_destroy_stream(s));
    OK(anyrt_destroy_stream(run));
    OK(anyrt_free(da));
    OK(anyrt_free(db));
    return NULL;
}

/* Phase 2: one thread per rank. */
typedef struct {
    anyrt_comm_t comm;
    int rank, nranks;
} rank_arg_t;

static void* rank_worker(void* p) {
    rank_arg_t* r = (rank_arg_t*)p;
    OK(anyrt_set_device(ANYRT_DEVICE_KIND_CPU, r->rank));
    anyrt_stream_t s = NULL;
    OK(anyrt_create_stream(&s));
    enum { N = 1024 };
    float host[N];
    void *send = NULL, *recv = NULL;
    OK(anyrt_malloc(&send, sizeof host));
    OK(anyrt_malloc(&recv, sizeof host));
    int iters = g_iters / 4 > 10 ? g_iters / 4 : 10;
    for (int it = 0; it < iters; ++it) {
        for (int i = 0; i < N; ++i) host[i] = (float)(r->rank + 1) * (float)(i % 5 + it % 3);
        OK(anyrt_memcpy_async(send, host, sizeof host, ANYRT_MEMCPY_KIND_H2D, s));
        OK(anyrt_all_reduce(send, recv, N, ANYRT_DTYPE_FLOAT32, ANYRT_REDUCE_OP_SUM, r->comm, s));
        OK(anyrt_memcpy_async(host, recv, sizeof host, ANYRT_MEMCPY_KIND_D2H, s));
        OK(anyrt_synchronize_stream(s));
        float ranks_sum = (float)(r->nranks * (r->nranks + 1) / 2);
        for (int i = 0; i < N; ++i) CHECK(host[i] == ranks_sum * (float)(i % 5 + it % 3));
        atomic_fetch_add(&g_bytes, (long)sizeof host);
    }
    OK(anyrt_destroy_stream(s));
    OK(anyrt_free(send));
    OK(anyrt_free(recv));
    return NULL;
}

static int run_threads(void* (*fn)(void*), int n, void* args, size_t arg_size) {
    pthread_t th[64];
    for (int i = 0; i < n; ++i) {
        void* arg = args ? (char*)args + (size_t)i * arg_size : (void*)(intptr_t)i;
        if (pthread_create(&th[i], NULL, fn, arg) != 0) return 0;
    }
    for (int i = 0; i < n; ++i) pthread_join(th[i], NULL);
    return 1;
}

int main(int argc, char** argv) {
    if (argc > 1) g_threads = atoi(argv[1]);
    if (argc > 2) g_iters = atoi(argv[2]);
    if (g_threads < 1 || g_threads > 64 || g_iters < 1) {
        fprintf(stderr, "usage: stress_core [threads 1..64] [iterations]\n");
        return 2;
    }
    if (anyrt_get_device_count(ANYRT_DEVICE_KIND_CPU, &g_ndev) != ANYRT_STATUS_SUCCESS || g_ndev < 1) {
        fprintf(stderr, "FAIL: no cpu devices\n");
        return 1;
    }
    size_t free0[MAX_RANKS], total;
    for (int d = 0; d < g_ndev && d < MAX_RANKS; ++d) {
        anyrt_set_device(ANYRT_DEVICE_KIND_CPU, d);
        anyrt_get_memory_info(&free0[d], &total);
    }

    run_threads(stream_worker, g_threads, NULL, 0);
    run_threads(capture_worker, g_threads, NULL, 0);

    int nranks = g_ndev < MAX_RANKS ? g_ndev : MAX_RANKS;
    anyrt_comm_t comms[MAX_RANKS];
    rank_arg_t ranks[MAX_RANKS];
    if (nranks >= 2) {
        int ids[MAX_RANKS];
        for (int r = 0; r < nranks; ++r) ids[r] = r;
        if (anyrt_comm_init_all(ANYRT_DEVICE_KIND_CPU, comms, nranks, ids) != ANYRT_STATUS_SUCCESS) {
            anyrt_error_info_t e = {.struct_size = ANYRT_ERROR_INFO_STRUCT_SIZE};
            anyrt_get_last_error(&e);
            fprintf(stderr, "FAIL: comm_init_all: %s\n", e.message);
            return 1;
        }
        for (int r = 0; r < nranks; ++r) ranks[r] = (rank_arg_t){comms[r], r, nranks};
        run_threads(rank_worker, nranks, ranks, sizeof ranks[0]);
        for (int r = 0; r < nranks; ++r) anyrt_comm_destroy(comms[r]);
    }

    for (int d = 0; d < g_ndev && d < MAX_RANKS; ++d) { /* every allocation was given back */
        size_t fr = 0;
        anyrt_set_device(ANYRT_DEVICE_KIND_CPU, d);
        anyrt_get_memory_info(&fr, &total);
        if (fr != free0[d]) {
            fprintf(stderr, "FAIL: device %d has %zu bytes free, %zu before\n", d, fr, free0[d]);
            return 1;
        }
    }

    /* Phase 3: shutdown drains work still queued on live streams. */
    anyrt_set_device(ANYRT_DEVICE_KIND_CPU, 0);
    anyrt_stream_t s = NULL;
    void* d = NULL;
    static unsigned char big[1 << 20];
    if (anyrt_create_stream(&s) || anyrt_malloc(&d, sizeof big)) return 1;
    for (int i = 0; i < 64; ++i) {
        anyrt_memcpy_async(d, big, sizeof big, ANYRT_MEMCPY_KIND_H2D, s);
        anyrt_stream_add_callback(s, count_callback, NULL);
    }
    anyrt_shutdown();
    long expected = (long)g_threads * (g_iters + CAPTURE_LAUNCHES) + 64;
    if (atomic_load(&g_failures) != 0 || atomic_load(&g_callbacks) != expected) {
        fprintf(stderr, "FAIL: %ld failures, %ld callbacks of %ld\n", atomic_load(&g_failures), atomic_load(&g_callbacks),
                expected);
        return 1;
    }
    printf("stress_core: ok threads=%d devices=%d iterations=%d ranks=%d callbacks=%ld bytes_verified=%ld\n", g_threads,
           g_ndev, g_iters, nranks >= 2 ? nranks : 0, atomic_load(&g_callbacks), atomic_load(&g_bytes));
    return 0;
}
