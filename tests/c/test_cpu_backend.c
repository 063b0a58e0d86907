/* Standalone test of the `cpu` backend plugin, driving its table directly (no core).
 *
 *   test_cpu_backend path/to/libanyrt_cpu.so
 *
 * Prints one line per failed check, a few measurements, and `N passed, N failed`; exits non-zero
 * on any failure. Set TEST_CPU_ROUNDTRIP_ITERS to change the round-trip benchmark length. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "anyrt.h"
#include "anyrt_backend.h"

static int g_passed, g_failed;
static const anyrt_backend_table_t* B;
static pthread_mutex_t g_report_mu = PTHREAD_MUTEX_INITIALIZER;

static const char* last_msg(void) { return B && B->last_error_message ? B->last_error_message() : "(none)"; }

#define CHECK(cond)                                                                                 \
    do {                                                                                            \
        pthread_mutex_lock(&g_report_mu);                                                           \
        if (cond) {                                                                                 \
            g_passed++;                                                                             \
        } else {                                                                                    \
            g_failed++;                                                                             \
            fprintf(stderr, "FAIL %s:%d: %s  [backend says: %s]\n", __FILE__, __LINE__, #cond,      \
                    last_msg());                                                                    \
        }                                                                                           \
        pthread_mutex_unlock(&g_report_mu);                                                         \
    } while (0)

#define CHECK_ST(expr, want) CHECK((expr) == (want))
#define OK(expr) CHECK_ST(expr, ANYRT_STATUS_SUCCESS)

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static void sleep_ms(int ms) {
    struct timespec ts = {ms / 1000, (long)(ms % 1000) * 1000000L};
    while (nanosleep(&ts, &ts) != 0) {
    }
}

/* ---- callbacks ------------------------------------------------------------------------------ */

static void cb_sleep(void* arg) { sleep_ms((int)(intptr_t)arg); }
static void cb_noop(void* arg) { (void)arg; }

static void cb_set_flag(void* arg) { atomic_store((atomic_int*)arg, 1); }
/* Holds its stream until *arg is set: queued work behind it cannot have run yet. */
static void cb_gate(void* arg) {
    while (!atomic_load((atomic_int*)arg)) sleep_ms(1);
}

typedef struct {
    atomic_int* flag;
    atomic_int observed;
} observe_t;
static void cb_observe(void* arg) {
    observe_t* o = (observe_t*)arg;
    atomic_store(&o->observed, atomic_load(o->flag));
}

typedef struct {
    int seq[4096];
    int n; /* only touched by the single worker of the stream */
} order_t;
typedef struct {
    order_t* o;
    int value;
} order_item_t;
static void cb_append(void* arg) {
    order_item_t* it = (order_item_t*)arg;
    it->o->seq[it->o->n++] = it->value;
}

/* ---- tests ---------------------------------------------------------------------------------- */

static void test_entry(anyrt_backend_entry_fn entry) {
    const anyrt_backend_table_t* t = NULL;
    CHECK_ST(entry(ANYRT_ABI_MAJOR + 1, 0, &t), ANYRT_STATUS_ABI_MISMATCH);
    CHECK(t == NULL);
    OK(entry(ANYRT_ABI_MAJOR, ANYRT_ABI_MINOR, &t));
    CHECK(t != NULL);
    if (t == NULL) return;
    B = t;
    CHECK(t->struct_size == sizeof(anyrt_backend_table_t));
    CHECK(t->abi_major == ANYRT_ABI_MAJOR && t->abi_minor == ANYRT_ABI_MINOR);
    CHECK(t->name != NULL && strcmp(t->name, "cpu") == 0);
    CHECK(t->device_kind == ANYRT_DEVICE_KIND_CPU);
    CHECK(t->last_error_message != NULL);
    /* required slots */
    CHECK(t->get_device_count && t->malloc && t->free && t->memcpy && t->create_event && t->destroy_event &&
          t->record_event && t->synchronize_event);
    /* the streams this test relies on */
    CHECK(t->create_stream && t->destroy_stream && t->query_stream && t->synchronize_stream &&
          t->stream_add_callback && t->stream_wait_event && t->memcpy_async && t->memset_async &&
          t->malloc_async && t->free_async && t->event_elapsed_time && t->query_event && t->memcpy_peer &&
          t->memcpy_peer_async && t->synchronize_device && t->initialize && t->finalize);
    /* collectives come later */
    CHECK(t->comm_init_all && t->all_reduce && t->get_unique_id && t->send && t->group_end);
}

static void test_devices(void) {
    setenv("ANYRT_CPU_DEVICES", "3", 1);
    OK(B->initialize());
    int n = -1;
    OK(B->get_device_count(&n));
    CHECK(n == 3);
    size_t list[8] = {99, 99, 99, 99, 99, 99, 99, 99};
    OK(B->get_device_list(list, 8));
    CHECK(list[0] == 0 && list[1] == 1 && list[2] == 2 && list[3] == 99);
    OK(B->set_device(2));
    OK(B->init_device(1));
    size_t v = 0;
    OK(B->get_runtime_version(&v));
    CHECK(v > 0);
    OK(B->get_compute_capability(0, &v));
    CHECK(v == 0);

    /* bad device indices never crash */
    int bad[] = {-1, 3, 64, 1 << 30};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; ++i) {
        int d = bad[i];
        void* p = NULL;
        anyrt_backend_stream_t s = NULL;
        anyrt_backend_event_t e = NULL;
        size_t sz;
        char buf[8];
        CHECK_ST(B->malloc(d, &p, 64), ANYRT_STATUS_INVALID_DEVICE);
        CHECK_ST(B->free(d, p, 64), ANYRT_STATUS_INVALID_DEVICE);
        CHECK_ST(B->set_device(d), ANYRT_STATUS_INVALID_DEVICE);
        CHECK_ST(B->create_stream(d, &s), ANYRT_STATUS_INVALID_DEVICE);
        CHECK_ST(B->create_event(d, &e, ANYRT_EVENT_FLAGS_DEFAULT), ANYRT_STATUS_INVALID_DEVICE);
        CHECK_ST(B->synchronize_device(d), ANYRT_STATUS_INVALID_DEVICE);
        CHECK_ST(B->get_memory_info(d, &sz, &sz), ANYRT_STATUS_INVALID_DEVICE);
        CHECK_ST(B->memcpy(d, buf, buf + 4, 4, ANYRT_MEMCPY_KIND_H2H), ANYRT_STATUS_INVALID_DEVICE);
        CHECK_ST(B->memcpy_peer(0, buf, buf + 4, d, 4), ANYRT_STATUS_INVALID_DEVICE);
        CHECK_ST(B->max_alloc_size(d, &sz), ANYRT_STATUS_INVALID_DEVICE);
        CHECK_ST(B->query_stream(d, NULL), ANYRT_STATUS_INVALID_DEVICE);
    }
    CHECK(strstr(last_msg(), "device") != NULL);
    OK(B->finalize());
}

static void test_memory_limits(void) {
    setenv("ANYRT_CPU_DEVICES", "2", 1);
    setenv("ANYRT_CPU_MEMORY", "1M", 1);
    OK(B->initialize());
    size_t fr = 0, tot = 0, sz = 0;
    OK(B->get_memory_info(0, &fr, &tot));
    CHECK(tot == (1u << 20) && fr == tot);
    OK(B->min_chunk_size(0, &sz));
    CHECK(sz == 64);
    OK(B->extra_padding_size(0, &sz));
    CHECK(sz == 0);
    OK(B->max_alloc_size(0, &sz));
    CHECK(sz == (1u << 20));
    OK(B->max_chunk_size(0, &sz));
    CHECK(sz > 0 && sz <= (1u << 20));

    void *a = NULL, *b = NULL, *u = NULL, *h = NULL;
    OK(B->malloc(0, &a, 600 * 1024));
    CHECK(a != NULL && ((uintptr_t)a % 64) == 0);
    OK(B->get_memory_info(0, &fr, &tot));
    CHECK(fr == (1u << 20) - 600 * 1024);
    CHECK_ST(B->malloc(0, &b, 600 * 1024), ANYRT_STATUS_OUT_OF_MEMORY);
    CHECK(strstr(last_msg(), "614400") != NULL && strstr(last_msg(), "free") != NULL);
    CHECK_ST(B->malloc(0, &b, 0), ANYRT_STATUS_INVALID_VALUE);
    /* other device has its own capacity */
    OK(B->malloc(1, &b, 600 * 1024));
    /* unified memory is accounted, host memory is not */
    CHECK_ST(B->malloc_unified(0, &u, 600 * 1024), ANYRT_STATUS_OUT_OF_MEMORY);
    OK(B->malloc_unified(0, &u, 1024));
    OK(B->get_memory_info(0, &fr, &tot));
    CHECK(fr == (1u << 20) - 600 * 1024 - 1024);
    OK(B->malloc_host(0, &h, 4u << 20));
    CHECK(h != NULL && ((uintptr_t)h % 64) == 0);
    OK(B->get_memory_info(0, &fr, &tot));
    CHECK(fr == (1u << 20) - 600 * 1024 - 1024);
    memset(h, 0x5a, 4u << 20);
    memset(a, 0x11, 600 * 1024);
    /* frees are checked */
    CHECK_ST(B->free_host(0, a, 600 * 1024), ANYRT_STATUS_INVALID_VALUE);
    CHECK_ST(B->free(1, a, 600 * 1024), ANYRT_STATUS_INVALID_VALUE);
    CHECK_ST(B->free(0, a, 12345), ANYRT_STATUS_INVALID_VALUE);
    OK(B->free(0, a, 600 * 1024));
    OK(B->free(1, b, 600 * 1024));
    OK(B->free_unified(0, u, 1024));
    OK(B->free_host(0, h, 4u << 20));
    OK(B->get_memory_info(0, &fr, &tot));
    CHECK(fr == tot);
    OK(B->finalize());
    unsetenv("ANYRT_CPU_MEMORY");
    unsetenv("ANYRT_CPU_DEVICES");
    OK(B->initialize());
    int n = 0;
    OK(B->get_device_count(&n));
    CHECK(n == 2); /* default */
    OK(B->get_memory_info(0, &fr, &tot));
    CHECK(tot > (64u << 20));
}

static void test_copy_fill(void) {
    const size_t small = 4099, big = 48u << 20;
    unsigned char *d0 = NULL, *d1 = NULL;
    unsigned char* h = malloc(big);
    OK(B->malloc(0, (void**)&d0, big));
    OK(B->malloc(1, (void**)&d1, big));
    if (!h || !d0 || !d1) return;
    for (size_t i = 0; i < big; ++i) h[i] = (unsigned char)(i * 7 + (i >> 13));
    const anyrt_memcpy_kind_t kinds[] = {ANYRT_MEMCPY_KIND_H2D, ANYRT_MEMCPY_KIND_D2D, ANYRT_MEMCPY_KIND_D2H,
                                         ANYRT_MEMCPY_KIND_H2H, ANYRT_MEMCPY_KIND_DEFAULT};
    for (int k = 0; k < 5; ++k) {
        memset(d0, 0, small + 1);
        OK(B->memcpy(0, d0, h, small, kinds[k]));
        CHECK(memcmp(d0, h, small) == 0 && d0[small] == 0);
    }
    CHECK_ST(B->memcpy(0, d0, h, small, (anyrt_memcpy_kind_t)77), ANYRT_STATUS_INVALID_VALUE);
    OK(B->memset(0, d0 + 1, 0xab, small));
    CHECK(d0[0] == h[0] && d0[1] == 0xab && d0[small] == 0xab && d0[small + 1] == 0);
    /* overlapping copy behaves like memmove */
    for (int i = 0; i < 64; ++i) d0[i] = (unsigned char)i;
    OK(B->memcpy(0, d0 + 8, d0, 32, ANYRT_MEMCPY_KIND_D2D));
    CHECK(d0[8] == 0 && d0[39] == 31);

    /* large copies (split across threads) */
    double t0 = now_ms();
    OK(B->memcpy(0, d0, h, big, ANYRT_MEMCPY_KIND_H2D));
    double t1 = now_ms();
    CHECK(memcmp(d0, h, big) == 0);
    OK(B->memcpy_peer(1, d1, d0, 0, big));
    CHECK(memcmp(d1, h, big) == 0);
    OK(B->memset(1, d1, 0x3c, big));
    int ok = 1;
    for (size_t i = 0; i < big; i += 4093) ok &= d1[i] == 0x3c;
    CHECK(ok && d1[big - 1] == 0x3c);
    /* best of a few for the figure */
    double best = t1 - t0;
    for (int r = 0; r < 4; ++r) {
        t0 = now_ms();
        B->memcpy(0, d1, d0, big, ANYRT_MEMCPY_KIND_D2D);
        t1 = now_ms();
        if (t1 - t0 < best) best = t1 - t0;
    }
    printf("info: %zu MiB memcpy: %.2f ms, %.1f GB/s\n", big >> 20, best, (double)big / (best * 1e6));

    /* async peer copy */
    anyrt_backend_stream_t s = NULL;
    OK(B->create_stream(1, &s));
    OK(B->memset_async(1, d1, 0, small, s));
    OK(B->memcpy_peer_async(1, d1, 1, h, 0, small, s));
    OK(B->synchronize_stream(1, s));
    CHECK(memcmp(d1, h, small) == 0);
    CHECK_ST(B->memcpy_peer_async(0, d1, 1, h, 0, small, s), ANYRT_STATUS_INVALID_HANDLE); /* stream of dev 1 */
    OK(B->destroy_stream(1, s));

    OK(B->free(0, d0, big));
    OK(B->free(1, d1, big));
    free(h);
}

static void test_async_returns_early(void) {
    anyrt_backend_stream_t s = NULL;
    OK(B->create_stream(0, &s));
    OK(B->query_stream(0, s));
    enum { N = 1 << 20 };
    unsigned char* src = malloc(N);
    unsigned char* dst = calloc(1, N);
    memset(src, 0x77, N);
    double t0 = now_ms();
    OK(B->stream_add_callback(0, s, cb_sleep, (void*)(intptr_t)50));
    OK(B->memcpy_async(0, dst, src, N, ANYRT_MEMCPY_KIND_H2H, s));
    OK(B->memset_async(0, dst, 0x42, 16, s));
    double t1 = now_ms();
    CHECK(t1 - t0 < 25.0); /* enqueueing did not wait for the 50 ms callback */
    CHECK_ST(B->query_stream(0, s), ANYRT_STATUS_NOT_READY);
    CHECK(dst[N - 1] == 0); /* the copy has not run yet */
    OK(B->synchronize_stream(0, s));
    double t2 = now_ms();
    CHECK(t2 - t0 >= 49.0);
    OK(B->query_stream(0, s));
    CHECK(dst[0] == 0x42 && dst[15] == 0x42 && dst[16] == 0x77 && dst[N - 1] == 0x77);

    /* stream-ordered allocation */
    size_t fr0, fr1, tot;
    OK(B->get_memory_info(0, &fr0, &tot));
    void* p = NULL;
    atomic_int open = 0; /* the double-free checks below must see the memory before the queued free runs */
    OK(B->stream_add_callback(0, s, cb_gate, &open));
    OK(B->malloc_async(0, &p, N, s));
    CHECK(p != NULL);
    OK(B->memset_async(0, p, 0x19, N, s));
    OK(B->memcpy_async(0, dst, p, N, ANYRT_MEMCPY_KIND_D2H, s));
    OK(B->free_async(0, p, N, s));
    CHECK_ST(B->free_async(0, p, N, NULL), ANYRT_STATUS_INVALID_HANDLE);
    CHECK_ST(B->free_async(0, p, N, s), ANYRT_STATUS_INVALID_VALUE); /* double free caught */
    CHECK_ST(B->free(0, p, N), ANYRT_STATUS_INVALID_VALUE);
    atomic_store(&open, 1);
    OK(B->synchronize_stream(0, s));
    CHECK(dst[0] == 0x19 && dst[N - 1] == 0x19);
    OK(B->get_memory_info(0, &fr1, &tot));
    CHECK(fr1 == fr0);

    /* destroy drains */
    atomic_int flag = 0;
    OK(B->stream_add_callback(0, s, cb_sleep, (void*)(intptr_t)20));
    OK(B->stream_add_callback(0, s, cb_set_flag, &flag));
    OK(B->destroy_stream(0, s));
    CHECK(atomic_load(&flag) == 1);
    free(src);
    free(dst);
}

static void test_events(void) {
    anyrt_backend_stream_t s = NULL;
    anyrt_backend_event_t e0 = NULL, e1 = NULL, nt = NULL, never = NULL;
    OK(B->create_stream(0, &s));
    OK(B->create_event(0, &e0, ANYRT_EVENT_FLAGS_DEFAULT));
    OK(B->create_event(0, &e1, ANYRT_EVENT_FLAGS_BLOCKING_SYNC));
    OK(B->create_event(0, &nt, ANYRT_EVENT_FLAGS_DISABLE_TIMING));
    OK(B->create_event(0, &never, ANYRT_EVENT_FLAGS_DEFAULT));
    CHECK_ST(B->create_event(0, &never, (anyrt_event_flags_t)8), ANYRT_STATUS_INVALID_VALUE);
    OK(B->query_event(0, never)); /* never recorded: complete */
    OK(B->synchronize_event(0, never));

    float ms = -1.0f;
    OK(B->record_event(0, e0, s));
    OK(B->stream_add_callback(0, s, cb_sleep, (void*)(intptr_t)100));
    OK(B->record_event(0, e1, s));
    OK(B->record_event(0, nt, s));
    CHECK_ST(B->query_event(0, e1), ANYRT_STATUS_NOT_READY);
    CHECK_ST(B->event_elapsed_time(0, &ms, e0, e1), ANYRT_STATUS_NOT_READY);
    OK(B->synchronize_event(0, e1));
    OK(B->query_event(0, e1));
    OK(B->event_elapsed_time(0, &ms, e0, e1));
    printf("info: elapsed across a 100 ms callback: %.3f ms\n", (double)ms);
    CHECK(ms >= 99.0f && ms < 250.0f);
    OK(B->synchronize_event(0, nt));
    CHECK_ST(B->event_elapsed_time(0, &ms, e0, nt), ANYRT_STATUS_INVALID_VALUE);
    CHECK_ST(B->event_elapsed_time(0, &ms, never, e1), ANYRT_STATUS_INVALID_VALUE);
    CHECK_ST(B->event_elapsed_time(0, &ms, e0, NULL), ANYRT_STATUS_INVALID_HANDLE);

    /* re-record: the event tracks its latest record */
    OK(B->stream_add_callback(0, s, cb_sleep, (void*)(intptr_t)30));
    OK(B->record_event(0, e1, s));
    CHECK_ST(B->query_event(0, e1), ANYRT_STATUS_NOT_READY);
    OK(B->synchronize_event(0, e1));
    OK(B->event_elapsed_time(0, &ms, e0, e1));
    CHECK(ms >= 129.0f);

    /* NULL stream: complete at record time */
    OK(B->record_event(0, e0, NULL));
    OK(B->query_event(0, e0));
    OK(B->event_elapsed_time(0, &ms, e1, e0));
    CHECK(ms >= 0.0f);

    /* destroy an event whose record is still pending */
    anyrt_backend_event_t tmp = NULL;
    OK(B->create_event(0, &tmp, ANYRT_EVENT_FLAGS_DEFAULT));
    OK(B->stream_add_callback(0, s, cb_sleep, (void*)(intptr_t)10));
    OK(B->record_event(0, tmp, s));
    OK(B->destroy_event(0, tmp));
    OK(B->synchronize_stream(0, s));

    OK(B->destroy_event(0, e0));
    OK(B->destroy_event(0, e1));
    OK(B->destroy_event(0, nt));
    OK(B->destroy_event(0, never));
    OK(B->destroy_stream(0, s));
}

static void test_wait_event(int dev_a, int dev_b) {
    anyrt_backend_stream_t a = NULL, b = NULL;
    anyrt_backend_event_t ev = NULL;
    OK(B->create_stream(dev_a, &a));
    OK(B->create_stream(dev_b, &b));
    OK(B->create_event(dev_a, &ev, ANYRT_EVENT_FLAGS_DISABLE_TIMING));
    atomic_int flag = 0;
    observe_t obs = {&flag, -1};
    OK(B->stream_add_callback(dev_a, a, cb_sleep, (void*)(intptr_t)60));
    OK(B->stream_add_callback(dev_a, a, cb_set_flag, &flag));
    OK(B->record_event(dev_a, ev, a));
    double t0 = now_ms();
    OK(B->stream_wait_event(dev_b, b, ev));
    OK(B->stream_add_callback(dev_b, b, cb_observe, &obs));
    CHECK(now_ms() - t0 < 25.0); /* the host was not blocked */
    CHECK_ST(B->query_stream(dev_b, b), ANYRT_STATUS_NOT_READY);
    OK(B->synchronize_stream(dev_b, b));
    CHECK(atomic_load(&obs.observed) == 1);
    /* the record made after the wait does not matter to it; an already-complete event costs nothing */
    OK(B->stream_wait_event(dev_b, b, ev));
    OK(B->synchronize_stream(dev_b, b));
    OK(B->destroy_event(dev_a, ev));
    OK(B->destroy_stream(dev_a, a));
    OK(B->destroy_stream(dev_b, b));
}

static void test_order_and_device_sync(void) {
    anyrt_backend_stream_t s = NULL, s2 = NULL;
    OK(B->create_stream(0, &s));
    OK(B->create_stream(0, &s2));
    static order_t order;
    static order_item_t items[3000];
    order.n = 0;
    /* block the worker so the queue grows past its initial ring */
    OK(B->stream_add_callback(0, s, cb_sleep, (void*)(intptr_t)20));
    unsigned char buf[256];
    for (int i = 0; i < 3000; ++i) {
        items[i].o = &order;
        items[i].value = i;
        OK(B->stream_add_callback(0, s, cb_append, &items[i]));
        if (i % 100 == 0) OK(B->memset_async(0, buf, (uint8_t)(i / 100), sizeof buf, s));
    }
    atomic_int f1 = 0, f2 = 0;
    OK(B->stream_add_callback(0, s, cb_set_flag, &f1));
    OK(B->stream_add_callback(0, s2, cb_sleep, (void*)(intptr_t)30));
    OK(B->stream_add_callback(0, s2, cb_set_flag, &f2));
    OK(B->synchronize_device(0));
    CHECK(atomic_load(&f1) == 1 && atomic_load(&f2) == 1);
    int in_order = order.n == 3000;
    for (int i = 0; i < order.n && in_order; ++i) in_order = order.seq[i] == i;
    CHECK(in_order);
    CHECK(buf[0] == 29 && buf[255] == 29);
    OK(B->query_stream(0, s));
    OK(B->query_stream(0, s2));
    OK(B->destroy_stream(0, s));
    OK(B->destroy_stream(0, s2));
}

/* Several host threads using the backend at once (meant for TSan). */
typedef struct {
    int device;
    anyrt_backend_stream_t shared;
    int failures;
} stress_arg_t;

static void* stress_thread(void* p) {
    stress_arg_t* a = (stress_arg_t*)p;
    anyrt_backend_stream_t s = NULL;
    anyrt_backend_event_t e = NULL;
    int bad = 0;
    bad |= B->create_stream(a->device, &s) != ANYRT_STATUS_SUCCESS;
    bad |= B->create_event(a->device, &e, ANYRT_EVENT_FLAGS_DEFAULT) != ANYRT_STATUS_SUCCESS;
    unsigned char src[512], dst[512];
    for (int i = 0; i < 512; ++i) src[i] = (unsigned char)(i + a->device);
    for (int it = 0; it < 300 && !bad; ++it) {
        void* d = NULL;
        bad |= B->malloc(a->device, &d, 512) != ANYRT_STATUS_SUCCESS;
        if (bad) break;
        bad |= B->memcpy_async(a->device, d, src, 512, ANYRT_MEMCPY_KIND_H2D, s) != ANYRT_STATUS_SUCCESS;
        bad |= B->record_event(a->device, e, s) != ANYRT_STATUS_SUCCESS;
        bad |= B->stream_wait_event(0, a->shared, e) != ANYRT_STATUS_SUCCESS; /* event may be on device 1 */
        bad |= B->stream_add_callback(0, a->shared, cb_noop, NULL) != ANYRT_STATUS_SUCCESS;
        bad |= B->memcpy_async(a->device, dst, d, 512, ANYRT_MEMCPY_KIND_D2H, s) != ANYRT_STATUS_SUCCESS;
        anyrt_status_t q = B->query_event(a->device, e);
        bad |= q != ANYRT_STATUS_SUCCESS && q != ANYRT_STATUS_NOT_READY;
        bad |= B->synchronize_stream(a->device, s) != ANYRT_STATUS_SUCCESS;
        bad |= memcmp(src, dst, 512) != 0;
        bad |= B->free_async(a->device, d, 512, s) != ANYRT_STATUS_SUCCESS;
        size_t fr, tot;
        bad |= B->get_memory_info(a->device, &fr, &tot) != ANYRT_STATUS_SUCCESS;
        if (it % 50 == 0) bad |= B->synchronize_device(a->device) != ANYRT_STATUS_SUCCESS;
    }
    bad |= B->destroy_event(a->device, e) != ANYRT_STATUS_SUCCESS;
    bad |= B->destroy_stream(a->device, s) != ANYRT_STATUS_SUCCESS;
    a->failures = bad;
    return NULL;
}

static void test_threads(void) {
    enum { T = 4 };
    anyrt_backend_stream_t shared = NULL;
    OK(B->create_stream(0, &shared));
    pthread_t th[T];
    stress_arg_t args[T];
    for (int i = 0; i < T; ++i) {
        args[i].device = i % 2;
        args[i].shared = shared;
        args[i].failures = 0;
        pthread_create(&th[i], NULL, stress_thread, &args[i]);
    }
    for (int i = 0; i < T; ++i) {
        pthread_join(th[i], NULL);
        CHECK(args[i].failures == 0);
    }
    OK(B->synchronize_stream(0, shared));
    OK(B->destroy_stream(0, shared));
    size_t fr, tot;
    OK(B->get_memory_info(0, &fr, &tot));
    CHECK(fr == tot);
}

static void test_roundtrip(void) {
    long iters = 100000;
    const char* env = getenv("TEST_CPU_ROUNDTRIP_ITERS");
    if (env) iters = atol(env);
    if (iters <= 0) return;
    anyrt_backend_stream_t s = NULL;
    OK(B->create_stream(0, &s));
    int bad = 0;
    for (int i = 0; i < 1000; ++i) { /* warm-up */
        bad |= B->stream_add_callback(0, s, cb_noop, NULL) != ANYRT_STATUS_SUCCESS;
        bad |= B->synchronize_stream(0, s) != ANYRT_STATUS_SUCCESS;
    }
    double t0 = now_ms();
    for (long i = 0; i < iters; ++i) {
        bad |= B->stream_add_callback(0, s, cb_noop, NULL) != ANYRT_STATUS_SUCCESS;
        bad |= B->synchronize_stream(0, s) != ANYRT_STATUS_SUCCESS;
    }
    double t1 = now_ms();
    CHECK(!bad);
    printf("info: no-op callback + synchronize round trip: %.0f ns (%ld iterations)\n", (t1 - t0) * 1e6 / (double)iters,
           iters);
    /* queue throughput: enqueue many, one synchronize */
    t0 = now_ms();
    for (long i = 0; i < iters; ++i) bad |= B->stream_add_callback(0, s, cb_noop, NULL) != ANYRT_STATUS_SUCCESS;
    OK(B->synchronize_stream(0, s));
    t1 = now_ms();
    CHECK(!bad);
    printf("info: enqueue-only throughput: %.0f ns per no-op task\n", (t1 - t0) * 1e6 / (double)iters);
    OK(B->destroy_stream(0, s));
}

/* Leaves streams, events and allocations live (with work queued) and finalizes; LSan checks that
 * finalize releases them. Then re-initializes to show the backend comes back. */
static void test_finalize(void) {
    anyrt_backend_stream_t s = NULL, s2 = NULL;
    anyrt_backend_event_t e = NULL;
    void *d = NULL, *h = NULL, *u = NULL;
    OK(B->create_stream(0, &s));
    OK(B->create_stream(1, &s2));
    OK(B->create_event(0, &e, ANYRT_EVENT_FLAGS_DEFAULT));
    OK(B->malloc(0, &d, 1000));
    OK(B->malloc_host(1, &h, 1000));
    OK(B->malloc_unified(1, &u, 1000));
    atomic_int flag = 0;
    OK(B->stream_add_callback(0, s, cb_sleep, (void*)(intptr_t)20));
    OK(B->record_event(0, e, s));
    OK(B->stream_wait_event(1, s2, e));
    OK(B->stream_add_callback(1, s2, cb_set_flag, &flag));
    OK(B->finalize());
    CHECK(atomic_load(&flag) == 1); /* finalize drained the queued work */
    OK(B->finalize());               /* idempotent */
    OK(B->initialize());
    int n = 0;
    OK(B->get_device_count(&n));
    CHECK(n == 2);
    size_t fr, tot;
    OK(B->get_memory_info(1, &fr, &tot));
    CHECK(fr == tot);
    OK(B->finalize());
}

int main(int argc, char** argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s path/to/libanyrt_cpu.so\n", argv[0]);
        return 2;
    }
    void* lib = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        fprintf(stderr, "dlopen: %s\n", dlerror());
        return 2;
    }
    void* sym = dlsym(lib, ANYRT_BACKEND_ENTRY_NAME);
    if (!sym) {
        fprintf(stderr, "dlsym: %s\n", dlerror());
        return 2;
    }
    anyrt_backend_entry_fn entry;
    memcpy(&entry, &sym, sizeof entry);

    test_entry(entry);
    if (B) {
        test_devices();
        test_memory_limits();
        test_copy_fill();
        test_async_returns_early();
        test_events();
        test_wait_event(0, 0);
        test_wait_event(0, 1);
        test_order_and_device_sync();
        test_threads();
        test_roundtrip();
        test_finalize();
    }
    dlclose(lib);
    printf("%d passed, %d failed\n", g_passed, g_failed);
    return g_failed == 0 ? 0 : 1;
}
