/* Issue 12's C-level defects, one case per process: `test_defects CASE` exits 0 when the runtime
 * answers the misuse with a clean error (or the right result) and prints what it saw. Before the
 * fixes each case crashed, hung or succeeded silently. Issues 18 and 19 add the registry's memoized
 * lookups and the core's memory statistics. Driven by tests/test_defects.py. */
#include <dlfcn.h>
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "anyrt.h"

static int failures;
#define EXPECT(cond, ...)                                  \
    do {                                                   \
        if (!(cond)) {                                     \
            ++failures;                                    \
            printf("FAIL %s:%d: ", __FILE__, __LINE__);    \
            printf(__VA_ARGS__);                           \
            printf("\n");                                  \
        }                                                  \
    } while (0)

static const char* last_message(void) {
    static _Thread_local anyrt_error_info_t info;
    info.struct_size = ANYRT_ERROR_INFO_STRUCT_SIZE;
    anyrt_get_last_error(&info);
    return info.message;
}

/* ---- 3: shutdown from a callback; 18: waits a callback makes on itself */

typedef struct {
    anyrt_stream_t stream;
    anyrt_event_t later;
    anyrt_status_t shutdown_st, sync_st, device_st, event_st;
    char msg[4][600];
} cb_state_t;

static void in_callback(void* p) {
    cb_state_t* s = p;
    s->shutdown_st = anyrt_shutdown();
    snprintf(s->msg[0], sizeof s->msg[0], "%s", last_message());
    s->sync_st = anyrt_synchronize_stream(s->stream);
    snprintf(s->msg[1], sizeof s->msg[1], "%s", last_message());
    s->device_st = anyrt_synchronize_device();
    snprintf(s->msg[2], sizeof s->msg[2], "%s", last_message());
    s->event_st = anyrt_synchronize_event(s->later);
    snprintf(s->msg[3], sizeof s->msg[3], "%s", last_message());
}

/* Holds the stream until the main thread has recorded `later`: without it the worker may run
 * in_callback before record_event, and that wait then meets an event not yet recorded (a flake
 * seen under load). */
static atomic_int recorded;
static void gate(void* p) {
    (void)p;
    while (!atomic_load(&recorded)) sched_yield();
}

static void case_callback_waits(void) {
    cb_state_t s = {0};
    EXPECT(anyrt_set_device(ANYRT_DEVICE_KIND_CPU, 0) == ANYRT_STATUS_SUCCESS, "set_device");
    EXPECT(anyrt_create_stream(&s.stream) == ANYRT_STATUS_SUCCESS, "create_stream");
    EXPECT(anyrt_create_event(&s.later, ANYRT_EVENT_FLAGS_DEFAULT) == ANYRT_STATUS_SUCCESS, "create_event");
    EXPECT(anyrt_stream_add_callback(s.stream, gate, NULL) == ANYRT_STATUS_SUCCESS, "add_callback(gate)");
    EXPECT(anyrt_stream_add_callback(s.stream, in_callback, &s) == ANYRT_STATUS_SUCCESS, "add_callback");
    usleep(20000); /* gives the worker time to reach in_callback first were the gate missing */
    EXPECT(anyrt_record_event(s.later, s.stream) == ANYRT_STATUS_SUCCESS, "record_event");
    atomic_store(&recorded, 1);
    EXPECT(anyrt_synchronize_stream(s.stream) == ANYRT_STATUS_SUCCESS, "synchronize: %s", last_message());
    EXPECT(s.shutdown_st == ANYRT_STATUS_ERROR && strstr(s.msg[0], "inside a stream callback"), "shutdown: %d %s",
           s.shutdown_st, s.msg[0]);
    EXPECT(s.sync_st == ANYRT_STATUS_ERROR && strstr(s.msg[1], "the stream this callback runs on"), "sync own: %d %s",
           s.sync_st, s.msg[1]);
    EXPECT(s.device_st == ANYRT_STATUS_ERROR && strstr(s.msg[2], "wait for that callback itself"), "device: %d %s",
           s.device_st, s.msg[2]);
    EXPECT(s.event_st == ANYRT_STATUS_ERROR && strstr(s.msg[3], "recorded on this callback's stream after"),
           "event: %d %s", s.event_st, s.msg[3]);
    EXPECT(anyrt_destroy_event(s.later) == ANYRT_STATUS_SUCCESS, "destroy_event");
    EXPECT(anyrt_destroy_stream(s.stream) == ANYRT_STATUS_SUCCESS, "destroy_stream");
    EXPECT(anyrt_shutdown() == ANYRT_STATUS_SUCCESS, "shutdown after the work");
}

/* ---- 2: destroy NULL */

static void case_destroy_null(void) {
    EXPECT(anyrt_destroy_stream(NULL) == ANYRT_STATUS_INVALID_HANDLE, "destroy_stream(NULL)");
    EXPECT(anyrt_destroy_event(NULL) == ANYRT_STATUS_INVALID_HANDLE, "destroy_event(NULL)");
    EXPECT(anyrt_synchronize_stream(NULL) == ANYRT_STATUS_SUCCESS, "the default stream still works: %s", last_message());
}

/* ---- 7: two threads destroying one stream / freeing one pointer */

enum { RACERS = 8, ROUNDS = 300 };

typedef struct {
    pthread_barrier_t* go;
    anyrt_stream_t stream;
    void* ptr;
    anyrt_status_t st;
} racer_t;

static void* destroy_racer(void* p) {
    racer_t* r = p;
    pthread_barrier_wait(r->go);
    r->st = r->stream ? anyrt_destroy_stream(r->stream) : anyrt_free(r->ptr);
    return NULL;
}

static void nap(void* p) {
    (void)p;
    usleep(500);
}

static void race(int streams) {
    pthread_barrier_t go;
    pthread_barrier_init(&go, NULL, RACERS);
    for (int round = 0; round < ROUNDS; ++round) {
        anyrt_stream_t s = NULL;
        void* ptr = NULL;
        if (streams) {
            EXPECT(anyrt_create_stream(&s) == ANYRT_STATUS_SUCCESS, "create_stream");
            /* queued work keeps every destroyer inside the backend's destroy (draining) at once */
            EXPECT(anyrt_stream_add_callback(s, nap, NULL) == ANYRT_STATUS_SUCCESS, "add_callback");
        }
        else EXPECT(anyrt_malloc(&ptr, 4096) == ANYRT_STATUS_SUCCESS, "malloc");
        racer_t r[RACERS];
        pthread_t th[RACERS];
        for (int i = 0; i < RACERS; ++i) {
            r[i] = (racer_t){&go, s, ptr, ANYRT_STATUS_ERROR};
            pthread_create(&th[i], NULL, destroy_racer, &r[i]);
        }
        int ok = 0;
        for (int i = 0; i < RACERS; ++i) {
            pthread_join(th[i], NULL);
            ok += r[i].st == ANYRT_STATUS_SUCCESS;
            EXPECT(r[i].st == ANYRT_STATUS_SUCCESS || r[i].st == ANYRT_STATUS_INVALID_HANDLE ||
                       r[i].st == ANYRT_STATUS_INVALID_VALUE, "racer status %d", r[i].st);
        }
        EXPECT(ok == 1, "round %d: %d destroys succeeded", round, ok);
        if (failures) break;
    }
    pthread_barrier_destroy(&go);
}

static void case_concurrent_destroy(void) { race(1); }
static void case_concurrent_free(void) { race(0); }

/* ---- 11: a handle kept across shutdown stays dead */

static void case_stale_after_reinit(void) {
    anyrt_stream_t old = NULL, fresh = NULL;
    EXPECT(anyrt_create_stream(&old) == ANYRT_STATUS_SUCCESS, "create");
    EXPECT(anyrt_destroy_stream(old) == ANYRT_STATUS_SUCCESS, "destroy");
    anyrt_stream_t kept = NULL;
    EXPECT(anyrt_create_stream(&kept) == ANYRT_STATUS_SUCCESS, "create kept");
    EXPECT(anyrt_shutdown() == ANYRT_STATUS_SUCCESS, "shutdown");
    for (int i = 0; i < 64; ++i) { /* plenty of chances to land on the old wrapper's address */
        EXPECT(anyrt_create_stream(&fresh) == ANYRT_STATUS_SUCCESS, "create after re-init");
        EXPECT(fresh != kept && fresh != old, "a new stream got an address handed out before the shutdown");
        if (fresh == kept || fresh == old) break;
    }
    EXPECT(anyrt_destroy_stream(kept) == ANYRT_STATUS_INVALID_HANDLE, "the kept handle must be dead");
    EXPECT(anyrt_synchronize_stream(fresh) == ANYRT_STATUS_SUCCESS, "the new stream still works");
}

/* ---- 16: many allocations freed in any order */

static void case_many_frees(void) {
    enum { N = 400000 }; /* the sorted array's memmove per free took ~80 s here */
    void** ptrs = malloc(N * sizeof *ptrs);
    for (int i = 0; i < N && !failures; ++i) EXPECT(anyrt_malloc(&ptrs[i], 16) == ANYRT_STATUS_SUCCESS, "malloc %d", i);
    for (int i = 0; i < N && !failures; i += 2) EXPECT(anyrt_free(ptrs[i]) == ANYRT_STATUS_SUCCESS, "free %d", i);
    for (int i = N - 1; i > 0 && !failures; i -= 2) EXPECT(anyrt_free(ptrs[i]) == ANYRT_STATUS_SUCCESS, "free %d", i);
    EXPECT(anyrt_free(ptrs[0]) == ANYRT_STATUS_INVALID_VALUE, "double free is refused");
    free(ptrs);
}

/* ---- 8: overruns of known allocations are refused without ANYRT_VALIDATE */

static void case_overrun_without_validation(void) {
    void* small = NULL;
    enum { BIG = 1 << 20 };
    char* host = calloc(BIG, 1);
    EXPECT(anyrt_malloc(&small, 64) == ANYRT_STATUS_SUCCESS, "malloc");
    EXPECT(anyrt_memcpy(small, host, BIG, ANYRT_MEMCPY_KIND_H2D) == ANYRT_STATUS_INVALID_VALUE, "1 MiB into 64 bytes");
    EXPECT(strstr(last_message(), "past the end of its allocation") != NULL, "message: %s", last_message());
    EXPECT(anyrt_memcpy(small, host, 64, ANYRT_MEMCPY_KIND_H2D) == ANYRT_STATUS_SUCCESS, "an exact copy still works");
    anyrt_comm_t comms[2];
    int ids[2] = {0, 1};
    EXPECT(anyrt_comm_init_all(ANYRT_DEVICE_KIND_CPU, comms, 2, ids) == ANYRT_STATUS_SUCCESS, "comm_init_all: %s",
           last_message());
    EXPECT(anyrt_all_reduce(small, small, 1000, ANYRT_DTYPE_FLOAT32, ANYRT_REDUCE_OP_SUM, comms[0], NULL) ==
               ANYRT_STATUS_INVALID_VALUE, "all_reduce of 1000 floats over 64 bytes");
    for (int i = 0; i < 2; ++i) anyrt_comm_destroy(comms[i]);
    anyrt_free(small);
    free(host);
}

/* ---- 5: fork after a stream exists */

static void case_fork(void) {
    anyrt_stream_t s = NULL;
    void* p = NULL;
    EXPECT(anyrt_create_stream(&s) == ANYRT_STATUS_SUCCESS, "create_stream");
    EXPECT(anyrt_malloc(&p, 64) == ANYRT_STATUS_SUCCESS, "malloc");
    EXPECT(anyrt_memset_async(p, 1, 64, s) == ANYRT_STATUS_SUCCESS, "memset_async");
    /* Under AddressSanitizer (the sanitize session preloads it) the parent's worker must not be
     * inside malloc at the fork: GCC 12's ASan allocator keeps its lock in the child, whose first
     * malloc then waits forever. glibc's malloc is fork-safe, so elsewhere the fork happens with
     * the memset possibly still running. */
    if (dlsym(RTLD_DEFAULT, "__asan_init") != NULL)
        EXPECT(anyrt_synchronize_stream(s) == ANYRT_STATUS_SUCCESS, "synchronize before fork under ASan");
    pid_t pid = fork();
    if (pid == 0) {
        alarm(20);
        int bad = 0;
        bad |= anyrt_synchronize_stream(s) != ANYRT_STATUS_INVALID_HANDLE; /* the parent's stream */
        bad |= strstr(last_message(), "fork") == NULL;
        bad |= anyrt_free(p) != ANYRT_STATUS_INVALID_VALUE; /* the parent's allocation is not ours */
        anyrt_stream_t mine = NULL;
        void* q = NULL;
        bad |= anyrt_create_stream(&mine) != ANYRT_STATUS_SUCCESS;
        bad |= anyrt_malloc(&q, 64) != ANYRT_STATUS_SUCCESS;
        bad |= anyrt_memset_async(q, 2, 64, mine) != ANYRT_STATUS_SUCCESS;
        bad |= anyrt_synchronize_stream(mine) != ANYRT_STATUS_SUCCESS;
        unsigned char host[64];
        bad |= anyrt_memcpy(host, q, 64, ANYRT_MEMCPY_KIND_D2H) != ANYRT_STATUS_SUCCESS || host[63] != 2;
        bad |= anyrt_shutdown() != ANYRT_STATUS_SUCCESS;
        _exit(bad);
    }
    int status = 0;
    waitpid(pid, &status, 0);
    EXPECT(WIFEXITED(status) && WEXITSTATUS(status) == 0, "child status %d", status);
    EXPECT(anyrt_synchronize_stream(s) == ANYRT_STATUS_SUCCESS, "the parent's stream still works");
    EXPECT(anyrt_free(p) == ANYRT_STATUS_SUCCESS, "free");
    EXPECT(anyrt_destroy_stream(s) == ANYRT_STATUS_SUCCESS, "destroy");
}

/* ---- issue 18: a thread's memoized registry lookups never outlive a change of the registry */

static void case_lookup_memo(void) {
    void* p = NULL;
    void* q = NULL;
    char host[64] = {0};
    EXPECT(anyrt_malloc(&p, 64) == ANYRT_STATUS_SUCCESS, "malloc");
    EXPECT(anyrt_memcpy(p, host, 64, ANYRT_MEMCPY_KIND_DEFAULT) == ANYRT_STATUS_SUCCESS, "copy (memoizes p)");
    EXPECT(anyrt_free(p) == ANYRT_STATUS_SUCCESS, "free");
    /* a stale hit would pass the target lookup and fail later, with "not the start of" */
    EXPECT(anyrt_free(p) == ANYRT_STATUS_INVALID_VALUE && strstr(last_message(), "not inside a live") != NULL,
           "second free: %s", last_message());
    /* a miss memoized in the gap where p was, then an allocation there: found, not the stale gap */
    EXPECT(anyrt_memset((char*)p + 8, 1, 8) == ANYRT_STATUS_INVALID_VALUE, "memset of freed memory");
    EXPECT(anyrt_malloc(&q, 64) == ANYRT_STATUS_SUCCESS, "malloc again");
    if (q == p)
        EXPECT(anyrt_memset((char*)q + 8, 1, 8) == ANYRT_STATUS_SUCCESS, "memset of the new allocation: %s",
               last_message());
    else
        printf("lookup_memo: the allocator gave another address; the gap case did not run\n");
    EXPECT(anyrt_free(q) == ANYRT_STATUS_SUCCESS, "free again");
}

/* ---- issue 19: memory statistics kept by the core, per device, device memory only */

static void expect_stats(size_t allocated, size_t peak, size_t count, int line) {
    size_t a = 1, pk = 1, n = 1;
    EXPECT(anyrt_get_memory_stats(&a, &pk, &n) == ANYRT_STATUS_SUCCESS, "get_memory_stats (line %d)", line);
    EXPECT(a == allocated && pk == peak && n == count, "line %d: allocated %zu peak %zu count %zu, expected %zu %zu %zu",
           line, a, pk, n, allocated, peak, count);
}

static void* stats_churn(void* arg) {
    (void)arg;
    for (int i = 0; i < 2000; ++i) {
        void* p = NULL;
        if (anyrt_malloc(&p, 128) != ANYRT_STATUS_SUCCESS || anyrt_free(p) != ANYRT_STATUS_SUCCESS) return (void*)1;
    }
    return NULL;
}

static void case_memory_stats(void) {
    void* a = NULL;
    void* b = NULL;
    void* u = NULL;
    void* h = NULL;
    expect_stats(0, 0, 0, __LINE__);
    EXPECT(anyrt_get_memory_stats(NULL, NULL, NULL) == ANYRT_STATUS_SUCCESS, "every pointer may be null");
    EXPECT(anyrt_malloc(&a, 1000) == ANYRT_STATUS_SUCCESS, "malloc a");
    EXPECT(anyrt_malloc(&b, 24) == ANYRT_STATUS_SUCCESS, "malloc b");
    EXPECT(anyrt_malloc_unified(&u, 4096) == ANYRT_STATUS_SUCCESS, "unified: not counted");
    EXPECT(anyrt_malloc_host(&h, 4096) == ANYRT_STATUS_SUCCESS, "host: not counted");
    expect_stats(1024, 1024, 2, __LINE__);
    EXPECT(anyrt_free_host(a) == ANYRT_STATUS_INVALID_VALUE, "a refused free changes nothing");
    EXPECT(anyrt_free(a) == ANYRT_STATUS_SUCCESS, "free a");
    expect_stats(24, 1024, 1, __LINE__);
    EXPECT(anyrt_reset_peak_memory_stats() == ANYRT_STATUS_SUCCESS, "reset peak");
    expect_stats(24, 24, 1, __LINE__);
    int devices = 0;
    EXPECT(anyrt_get_device_count(ANYRT_DEVICE_KIND_CPU, &devices) == ANYRT_STATUS_SUCCESS, "device count");
    if (devices > 1) { /* per device: device 1's memory is not device 0's */
        void* other = NULL;
        EXPECT(anyrt_set_device(ANYRT_DEVICE_KIND_CPU, 1) == ANYRT_STATUS_SUCCESS, "set_device 1");
        EXPECT(anyrt_malloc(&other, 512) == ANYRT_STATUS_SUCCESS, "malloc on 1");
        expect_stats(512, 512, 1, __LINE__);
        EXPECT(anyrt_set_device(ANYRT_DEVICE_KIND_CPU, 0) == ANYRT_STATUS_SUCCESS, "set_device 0");
        expect_stats(24, 24, 1, __LINE__);
        EXPECT(anyrt_free(other) == ANYRT_STATUS_SUCCESS, "free on 1 from 0");
    }
    pthread_t t[2];
    for (int i = 0; i < 2; ++i) pthread_create(&t[i], NULL, stats_churn, NULL);
    for (int i = 0; i < 2; ++i) {
        void* bad = NULL;
        pthread_join(t[i], &bad);
        EXPECT(bad == NULL, "churn thread %d failed: %s", i, last_message());
    }
    size_t live = 0;
    EXPECT(anyrt_get_memory_stats(&live, NULL, NULL) == ANYRT_STATUS_SUCCESS && live == 24, "after churn: %zu", live);
    EXPECT(anyrt_free(b) == ANYRT_STATUS_SUCCESS && anyrt_free_unified(u) == ANYRT_STATUS_SUCCESS &&
               anyrt_free_host(h) == ANYRT_STATUS_SUCCESS, "frees");
    size_t peak = 0;
    EXPECT(anyrt_get_memory_stats(&live, &peak, NULL) == ANYRT_STATUS_SUCCESS && live == 0 && peak >= 24 && peak <= 24 + 256,
           "at the end: allocated %zu, peak %zu", live, peak);
    EXPECT(anyrt_shutdown() == ANYRT_STATUS_SUCCESS, "shutdown");
    expect_stats(0, 0, 0, __LINE__); /* a fresh runtime starts from zero */
}

/* anyrt_pointer_get_attributes: the registry's answer for any byte of each kind of allocation, on
 * each device; a pointer no live allocation holds is refused by name (a freed one included). */
static void case_pointer_attributes(void) {
    void* d = NULL;
    void* h = NULL;
    void* u = NULL;
    int stack = 0;
    anyrt_device_kind_t kind = ANYRT_DEVICE_KIND_CUSTOM;
    int device = -1;
    anyrt_memory_type_t mem = ANYRT_MEMORY_TYPE_UNIFIED;
    EXPECT(anyrt_malloc(&d, 256) == ANYRT_STATUS_SUCCESS && anyrt_malloc_host(&h, 256) == ANYRT_STATUS_SUCCESS &&
               anyrt_malloc_unified(&u, 256) == ANYRT_STATUS_SUCCESS, "allocations");
    EXPECT(anyrt_pointer_get_attributes((char*)d + 255, &kind, &device, &mem) == ANYRT_STATUS_SUCCESS &&
               kind == ANYRT_DEVICE_KIND_CPU && device == 0 && mem == ANYRT_MEMORY_TYPE_DEVICE,
           "device memory's last byte: kind %d device %d memory %d", (int)kind, device, (int)mem);
    EXPECT(anyrt_pointer_get_attributes(h, NULL, NULL, &mem) == ANYRT_STATUS_SUCCESS && mem == ANYRT_MEMORY_TYPE_HOST,
           "pinned host memory (the other outs null): %d", (int)mem);
    EXPECT(anyrt_pointer_get_attributes((char*)u + 7, NULL, &device, &mem) == ANYRT_STATUS_SUCCESS &&
               mem == ANYRT_MEMORY_TYPE_UNIFIED && device == 0, "unified memory: %d", (int)mem);
    EXPECT(anyrt_pointer_get_attributes(&stack, &kind, &device, &mem) == ANYRT_STATUS_INVALID_VALUE &&
               strstr(last_message(), "pointer_get_attributes") && strstr(last_message(), "'ptr'"),
           "a pointer anyrt did not allocate: %s", last_message());
    EXPECT(anyrt_pointer_get_attributes(NULL, NULL, NULL, NULL) == ANYRT_STATUS_INVALID_VALUE, "NULL");
    int devices = 0;
    EXPECT(anyrt_get_device_count(ANYRT_DEVICE_KIND_CPU, &devices) == ANYRT_STATUS_SUCCESS, "device count");
    if (devices > 1) { /* the allocation's device, not the caller's current one */
        void* other = NULL;
        EXPECT(anyrt_set_device(ANYRT_DEVICE_KIND_CPU, 1) == ANYRT_STATUS_SUCCESS && anyrt_malloc(&other, 64) == ANYRT_STATUS_SUCCESS &&
                   anyrt_set_device(ANYRT_DEVICE_KIND_CPU, 0) == ANYRT_STATUS_SUCCESS, "malloc on device 1");
        EXPECT(anyrt_pointer_get_attributes(other, NULL, &device, NULL) == ANYRT_STATUS_SUCCESS && device == 1,
               "device 1's memory from device 0: %d", device);
        EXPECT(anyrt_free(other) == ANYRT_STATUS_SUCCESS, "free on 1");
    }
    EXPECT(anyrt_free(d) == ANYRT_STATUS_SUCCESS, "free d");
    EXPECT(anyrt_pointer_get_attributes(d, NULL, NULL, NULL) == ANYRT_STATUS_INVALID_VALUE, "a freed pointer");
    EXPECT(anyrt_free_host(h) == ANYRT_STATUS_SUCCESS && anyrt_free_unified(u) == ANYRT_STATUS_SUCCESS, "frees");
}

typedef struct {
    const char* name;
    void (*run)(void);
} test_case_t;

static const test_case_t cases[] = {
    {"callback_waits", case_callback_waits},
    {"destroy_null", case_destroy_null},
    {"concurrent_destroy", case_concurrent_destroy},
    {"concurrent_free", case_concurrent_free},
    {"stale_after_reinit", case_stale_after_reinit},
    {"many_frees", case_many_frees},
    {"overrun_without_validation", case_overrun_without_validation},
    {"fork", case_fork},
    {"lookup_memo", case_lookup_memo},
    {"memory_stats", case_memory_stats},
    {"pointer_attributes", case_pointer_attributes},
};

int main(int argc, char** argv) {
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; ++i) {
        if (argc > 1 && strcmp(argv[1], cases[i].name) != 0) continue;
        cases[i].run();
        printf("%s: %s\n", cases[i].name, failures ? "FAILED" : "ok");
        return failures != 0;
    }
    fprintf(stderr, "usage: test_defects CASE\n");
    return 2;
}
