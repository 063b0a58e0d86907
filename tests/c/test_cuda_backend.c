/* Standalone test of the `cuda` backend plugin, driving its table directly (no core).
 *
 *   test_cuda_backend path/to/libanyrt_cuda.so [nccl-missing]
 *
 * Without a GPU it checks what a machine without one must see: the plugin loads, reports zero
 * devices with a reason, answers version queries, and refuses device work with INVALID_DEVICE. With
 * a GPU it runs memory, copies, streams, events, callbacks, stream-ordered allocation and (where
 * NCCL is found) one-rank collectives. `nccl-missing` points ANYRT_NCCL_LIBRARY at a library that
 * does not exist and checks that the collectives say so. Prints `N passed, N failed` and exits
 * non-zero on any failure; `devices: N` tells the Python side which checks ran. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <dlfcn.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "anyrt.h"
#include "anyrt_backend.h"

static int g_passed, g_failed;
static const anyrt_backend_table_t* B;

static const char* last_msg(void) { return B && B->last_error_message ? B->last_error_message() : "(none)"; }

#define CHECK(cond)                                                                                              \
    do {                                                                                                         \
        if (cond) {                                                                                              \
            g_passed++;                                                                                          \
        } else {                                                                                                 \
            g_failed++;                                                                                          \
            fprintf(stderr, "FAIL %s:%d: %s  [backend says: %s]\n", __FILE__, __LINE__, #cond, last_msg());    \
        }                                                                                                        \
    } while (0)
#define CHECK_ST(expr, want) CHECK((expr) == (want))
#define OK(expr) CHECK_ST(expr, ANYRT_STATUS_SUCCESS)

static void cb_count(void* arg) { atomic_fetch_add((atomic_int*)arg, 1); }

static void test_without_device(void) {
    void* p = NULL;
    anyrt_backend_stream_t s = NULL;
    CHECK_ST(B->malloc(0, &p, 64), ANYRT_STATUS_INVALID_DEVICE);
    CHECK(strstr(last_msg(), "cuda") != NULL);
    CHECK_ST(B->create_stream(0, &s), ANYRT_STATUS_INVALID_DEVICE);
    CHECK_ST(B->synchronize_device(0), ANYRT_STATUS_INVALID_DEVICE);
    if (B->get_unique_id != NULL) { /* loading NCCL and making an id need no GPU */
        anyrt_unique_id_t id;
        memset(&id, 0, sizeof id);
        anyrt_status_t st = B->get_unique_id(&id);
        CHECK(st == ANYRT_STATUS_SUCCESS || st == ANYRT_STATUS_NOT_SUPPORTED);
        int nonzero = 0;
        for (size_t i = 0; i < sizeof id.internal; ++i) nonzero |= id.internal[i];
        if (st == ANYRT_STATUS_SUCCESS) CHECK(nonzero);
        printf("nccl: %s\n", st == ANYRT_STATUS_SUCCESS ? "loaded, unique id made" : last_msg());
    }
}

static void test_memory(int dev) {
    enum { N = 1 << 20 };
    unsigned char* host = malloc(N);
    unsigned char* back = malloc(N);
    void *d0 = NULL, *d1 = NULL, *pinned = NULL, *managed = NULL;
    for (int i = 0; i < N; ++i) host[i] = (unsigned char)(i * 7 + 3);
    OK(B->malloc(dev, &d0, N));
    OK(B->malloc(dev, &d1, N));
    OK(B->memcpy(dev, d0, host, N, ANYRT_MEMCPY_KIND_H2D));
    OK(B->memcpy(dev, d1, d0, N, ANYRT_MEMCPY_KIND_D2D));
    memset(back, 0, N);
    OK(B->memcpy(dev, back, d1, N, ANYRT_MEMCPY_KIND_D2H));
    CHECK(memcmp(host, back, N) == 0);
    OK(B->memset(dev, d1, 0xab, N));
    OK(B->memcpy(dev, back, d1, N, ANYRT_MEMCPY_KIND_D2H));
    CHECK(back[0] == 0xab && back[N - 1] == 0xab);
    OK(B->malloc_host(dev, &pinned, N));
    OK(B->memcpy(dev, pinned, d0, N, ANYRT_MEMCPY_KIND_D2H));
    CHECK(pinned && memcmp(pinned, host, N) == 0);
    OK(B->free_host(dev, pinned, N));
    OK(B->malloc_unified(dev, &managed, N));
    OK(B->memset(dev, managed, 5, N));
    CHECK(managed && ((unsigned char*)managed)[N / 2] == 5);
    OK(B->free_unified(dev, managed, N));
    size_t free_b = 0, total_b = 0;
    OK(B->get_memory_info(dev, &free_b, &total_b));
    CHECK(total_b > 0 && free_b <= total_b);
    void* huge = NULL;
    CHECK_ST(B->malloc(dev, &huge, total_b * 4), ANYRT_STATUS_OUT_OF_MEMORY);
    OK(B->free(dev, d0, N));
    OK(B->free(dev, d1, N));
    free(host);
    free(back);
}

static void test_streams_and_events(int dev) {
    enum { N = 8 << 20 };
    anyrt_backend_stream_t s = NULL, s2 = NULL;
    anyrt_backend_event_t e0 = NULL, e1 = NULL, quiet = NULL;
    void *d = NULL, *d2 = NULL, *pinned = NULL;
    OK(B->create_stream(dev, &s));
    OK(B->create_stream(dev, &s2));
    OK(B->create_event(dev, &e0, ANYRT_EVENT_FLAGS_DEFAULT));
    OK(B->create_event(dev, &e1, ANYRT_EVENT_FLAGS_DEFAULT));
    OK(B->create_event(dev, &quiet, ANYRT_EVENT_FLAGS_DISABLE_TIMING));
    OK(B->malloc_host(dev, &pinned, N));
    memset(pinned, 0x11, N);
    OK(B->malloc_async(dev, &d, N, s));
    OK(B->record_event(dev, e0, s));
    OK(B->memcpy_async(dev, d, pinned, N, ANYRT_MEMCPY_KIND_H2D, s));
    OK(B->memset_async(dev, d, 0x22, N / 2, s));
    OK(B->record_event(dev, e1, s));
    atomic_int calls = 0;
    OK(B->stream_add_callback(dev, s, cb_count, &calls));
    /* s2 waits for s through e1, then copies the result back */
    OK(B->stream_wait_event(dev, s2, e1));
    OK(B->memcpy_async(dev, pinned, d, N, ANYRT_MEMCPY_KIND_D2H, s2));
    OK(B->synchronize_stream(dev, s2));
    CHECK(((unsigned char*)pinned)[0] == 0x22 && ((unsigned char*)pinned)[N - 1] == 0x11);
    OK(B->synchronize_stream(dev, s));
    CHECK(atomic_load(&calls) == 1);
    OK(B->query_stream(dev, s));
    OK(B->query_event(dev, e1));
    float ms = -1;
    OK(B->event_elapsed_time(dev, &ms, e0, e1));
    CHECK(ms >= 0.0f);
    OK(B->record_event(dev, quiet, s));
    OK(B->synchronize_event(dev, quiet));
    CHECK_ST(B->event_elapsed_time(dev, &ms, e0, quiet), ANYRT_STATUS_INVALID_VALUE);
    OK(B->free_async(dev, d, N, s));
    OK(B->malloc(dev, &d2, N));
    OK(B->free_async(dev, d2, N, s)); /* memory from cudaMalloc, freed in stream order */
    OK(B->synchronize_device(dev));
    OK(B->free_host(dev, pinned, N));
    OK(B->destroy_event(dev, e0));
    OK(B->destroy_event(dev, e1));
    OK(B->destroy_event(dev, quiet));
    OK(B->destroy_stream(dev, s));
    OK(B->destroy_stream(dev, s2));
}

static void test_peer(int count) {
    if (count < 2) return;
    enum { N = 1 << 20 };
    void *a = NULL, *b = NULL;
    unsigned char* host = malloc(N);
    OK(B->malloc(0, &a, N));
    OK(B->malloc(1, &b, N));
    OK(B->memset(0, a, 0x5a, N));
    OK(B->memcpy_peer(1, b, a, 0, N));
    OK(B->memcpy(1, host, b, N, ANYRT_MEMCPY_KIND_D2H));
    CHECK(host[0] == 0x5a && host[N - 1] == 0x5a);
    OK(B->free(0, a, N));
    OK(B->free(1, b, N));
    free(host);
}

static void test_ccl(int dev) {
    if (B->comm_init_all == NULL) {
        printf("collectives: compiled out (no nccl.h at build time)\n");
        return;
    }
    anyrt_backend_comm_t comm = NULL;
    int ids[1] = {dev};
    anyrt_status_t st = B->comm_init_all(&comm, 1, ids);
    if (st == ANYRT_STATUS_NOT_SUPPORTED) {
        printf("collectives: NCCL not loadable: %s\n", last_msg());
        return;
    }
    OK(st);
    if (st != ANYRT_STATUS_SUCCESS) return;
    int rank = -1, size = -1;
    OK(B->comm_rank(dev, comm, &rank));
    OK(B->comm_size(dev, comm, &size));
    CHECK(rank == 0 && size == 1);
    anyrt_backend_stream_t s = NULL;
    OK(B->create_stream(dev, &s));
    float host[4] = {1, 2, 3, 4}, out[4] = {0};
    void *send = NULL, *recv = NULL;
    OK(B->malloc(dev, &send, sizeof host));
    OK(B->malloc(dev, &recv, sizeof host));
    OK(B->memcpy(dev, send, host, sizeof host, ANYRT_MEMCPY_KIND_H2D));
    const anyrt_reduce_op_t ops[] = {ANYRT_REDUCE_OP_SUM, ANYRT_REDUCE_OP_AVG, ANYRT_REDUCE_OP_MAX};
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; ++i) {
        OK(B->all_reduce(dev, send, recv, 4, ANYRT_DTYPE_FLOAT32, ops[i], comm, s));
        OK(B->synchronize_stream(dev, s));
        OK(B->memcpy(dev, out, recv, sizeof out, ANYRT_MEMCPY_KIND_D2H));
        CHECK(out[3] == 4.0f); /* one rank: every op is the identity */
    }
    uint16_t bf[4] = {0x3f80, 0x4000, 0x4040, 0x4080}, bf_out[4] = {0}; /* 1, 2, 3, 4 in bfloat16 */
    OK(B->memcpy(dev, send, bf, sizeof bf, ANYRT_MEMCPY_KIND_H2D));
    OK(B->all_reduce(dev, send, recv, 4, ANYRT_DTYPE_BFLOAT16, ANYRT_REDUCE_OP_AVG, comm, s));
    OK(B->synchronize_stream(dev, s));
    OK(B->memcpy(dev, bf_out, recv, sizeof bf_out, ANYRT_MEMCPY_KIND_D2H));
    CHECK(memcmp(bf, bf_out, sizeof bf) == 0);
    CHECK_ST(B->all_reduce(dev, send, recv, 4, ANYRT_DTYPE_INT16, ANYRT_REDUCE_OP_SUM, comm, s), ANYRT_STATUS_NOT_SUPPORTED);
    OK(B->broadcast(dev, send, recv, 4, ANYRT_DTYPE_INT16, 0, comm, s)); /* moved as bytes */
    /* a lone send to oneself is staged for the next receive; inside a group NCCL pairs them */
    OK(B->memcpy(dev, send, host, sizeof host, ANYRT_MEMCPY_KIND_H2D));
    OK(B->send(dev, send, 4, ANYRT_DTYPE_FLOAT32, 0, comm, s));
    OK(B->memset(dev, recv, 0, sizeof host));
    OK(B->recv(dev, recv, 4, ANYRT_DTYPE_FLOAT32, 0, comm, s));
    OK(B->memcpy(dev, out, recv, sizeof out, ANYRT_MEMCPY_KIND_D2H));
    CHECK(out[0] == 1.0f && out[3] == 4.0f);
    CHECK_ST(B->recv(dev, recv, 4, ANYRT_DTYPE_FLOAT32, 0, comm, s), ANYRT_STATUS_INVALID_VALUE);
    OK(B->group_start());
    OK(B->send(dev, send, 4, ANYRT_DTYPE_FLOAT32, 0, comm, s));
    OK(B->recv(dev, recv, 4, ANYRT_DTYPE_FLOAT32, 0, comm, s));
    OK(B->group_end());
    OK(B->synchronize_stream(dev, s));
    anyrt_unique_id_t id;
    OK(B->get_unique_id(&id));
    OK(B->free(dev, send, sizeof host));
    OK(B->free(dev, recv, sizeof host));
    OK(B->destroy_stream(dev, s));
    OK(B->comm_destroy(dev, comm));
}

static void test_nccl_missing(void) {
    if (B->get_unique_id == NULL) {
        printf("collectives: compiled out (no nccl.h at build time)\n");
        return;
    }
    anyrt_unique_id_t id;
    CHECK_ST(B->get_unique_id(&id), ANYRT_STATUS_NOT_SUPPORTED);
    CHECK(strstr(last_msg(), "ANYRT_NCCL_LIBRARY=/nonexistent/libnccl.so.2") != NULL);
    CHECK_ST(B->group_start(), ANYRT_STATUS_NOT_SUPPORTED);
    CHECK(strstr(last_msg(), "NCCL") != NULL);
}

int main(int argc, char** argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s path/to/libanyrt_cuda.so [nccl-missing]\n", argv[0]);
        return 2;
    }
    int nccl_missing = argc > 2 && strcmp(argv[2], "nccl-missing") == 0;
    if (nccl_missing) setenv("ANYRT_NCCL_LIBRARY", "/nonexistent/libnccl.so.2", 1);
    void* lib = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
    if (lib == NULL) {
        fprintf(stderr, "dlopen %s: %s\n", argv[1], dlerror());
        return 1;
    }
    anyrt_backend_entry_fn entry;
    *(void**)(&entry) = dlsym(lib, ANYRT_BACKEND_ENTRY_NAME);
    CHECK(entry != NULL);
    if (entry == NULL) return 1;
    const anyrt_backend_table_t* t = NULL;
    CHECK_ST(entry(ANYRT_ABI_MAJOR + 1, 0, &t), ANYRT_STATUS_ABI_MISMATCH);
    OK(entry(ANYRT_ABI_MAJOR, ANYRT_ABI_MINOR, &t));
    if (t == NULL) return 1;
    B = t;
    CHECK(strcmp(t->name, "cuda") == 0 && t->device_kind == ANYRT_DEVICE_KIND_CUDA);
    CHECK(t->struct_size == sizeof(anyrt_backend_table_t));
    OK(t->initialize());
    int count = -1;
    OK(t->get_device_count(&count));
    CHECK(count >= 0);
    printf("devices: %d\n", count);
    if (count == 0) printf("reason: %s\n", last_msg());
    if (count == 0) CHECK(strlen(last_msg()) > 0);
    size_t runtime = 0, driver = 0;
    OK(t->get_runtime_version(&runtime));
    OK(t->get_driver_version(&driver));
    CHECK(runtime >= 12000);
    printf("runtime: %zu driver: %zu\n", runtime, driver);
    if (nccl_missing) {
        test_nccl_missing();
    } else if (count == 0) {
        test_without_device();
    } else {
        OK(t->init_device(0));
        size_t cc = 0;
        OK(t->get_compute_capability(0, &cc));
        CHECK(cc >= 50);
        printf("compute capability: %zu\n", cc);
        test_memory(0);
        test_streams_and_events(0);
        if (count > 1) OK(t->init_device(1));
        test_peer(count);
        test_ccl(0);
    }
    OK(t->finalize());
    printf("%d passed, %d failed\n", g_passed, g_failed);
    return g_failed ? 1 : 0;
}
