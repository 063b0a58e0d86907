/* anyrt `cpu` reference backend.
 *
 * Virtual devices backed by host memory. Every stream is a real worker thread draining a FIFO of
 * tasks, so asynchronous calls return before their work is done and ordering between streams has
 * to go through events, exactly as on an accelerator.
 *
 * Environment:
 *   ANYRT_CPU_DEVICES  number of virtual devices (default 2, at most 64)
 *   ANYRT_CPU_MEMORY   bytes of "device memory" per device (e.g. 512M, 1.5G, 2GiB; default the
 *                      machine's physical memory; a malformed value makes initialize fail by name)
 *   ANYRT_CPU_SPIN_US  how long an idle stream worker, and a host thread synchronizing a stream or
 *                      an event, polls before blocking on a condition variable (default 50; 0 =
 *                      always block). Waking a blocked thread costs ~25 us on a VM, polling
 *                      ~0.1 us; the poll yields the CPU to other runnable threads.
 * All are read the first time the backend is used after load or after `finalize`. The collectives
 * (cpu_ccl.c, cpu_ccl_mpi.c) also read, when a communicator is created:
 *   ANYRT_CCL_TIMEOUT  seconds a rank waits for its peers before the operation fails with
 *                      ANYRT_STATUS_TIMEOUT (default 300; 0 = wait forever)
 *   ANYRT_MPI_LIBRARY  the MPI library to dlopen for communicators across processes
 *
 * Layout of this file:
 *   1. error reporting          5. streams (task queue + worker thread)
 *   2. configuration, devices   6. events
 *   3. allocations              7. backend slots
 *   4. copies and fills         8. table and entry point
 *
 * The only exported symbol is ANYRT_BACKEND_ENTRY; everything else is static, or hidden and shared
 * with the collectives (cpu_ccl.c, cpu_ccl_mpi.c) through cpu_internal.h.
 */
#if !defined(_GNU_SOURCE) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L
#endif

#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "anyrt.h"
#include "anyrt_backend.h"
#include "cpu_internal.h"

#define CPU_BACKEND_VERSION 1000u
#define CPU_MAX_DEVICES 64
#define CPU_DEFAULT_DEVICES 2
#define CPU_ALIGN 64u
#define CPU_HDR_SIZE 64u                          /* allocation header, keeps the payload aligned */
#define CPU_MAX_CHUNK ((size_t)256 << 20)         /* cap for max_chunk/init_alloc/realloc sizes */
#define CPU_SPLIT_MIN ((size_t)8 << 20)           /* copies/fills from this size use 2 threads */
#define CPU_RING_INIT 64u                         /* initial task-ring capacity (power of two) */
#define CPU_DEFAULT_SPIN_US 50

#define CPU_STREAM_MAGIC 0x53545245u /* "STRE" */
#define CPU_EVENT_MAGIC 0x45564e54u  /* "EVNT" */
#define CPU_DEAD_MAGIC 0xdeadbeefu


/* ================================================================================================
 * 1. Error reporting: a thread-local message for the last failure of the calling thread.
 * ============================================================================================== */

/* cpu_fail and cpu_message come from ANYRT_BACKEND_DEFINE (anyrt_backend_util.h), at the end. */

/* ================================================================================================
 * 2. Configuration and devices.
 * ============================================================================================== */

typedef struct cpu_alloc cpu_alloc_t;
typedef struct cpu_event cpu_event_t;

typedef struct {
    pthread_mutex_t mu;    /* guards everything below */
    size_t used;           /* bytes of device + unified memory handed out */
    cpu_alloc_t* allocs;   /* live device + unified allocations */
    cpu_stream_t* streams; /* live streams */
} cpu_device_t;

static pthread_once_t g_once = PTHREAD_ONCE_INIT;
static pthread_mutex_t g_mu = PTHREAD_MUTEX_INITIALIZER; /* configuration load / finalize */
static atomic_int g_loaded;                              /* configuration is valid */
static int g_ndev;
static size_t g_capacity;
static int g_ncpu = 1;
static uint64_t g_spin_ns;
static cpu_device_t g_dev[CPU_MAX_DEVICES];

static pthread_mutex_t g_host_mu = PTHREAD_MUTEX_INITIALIZER;
static cpu_alloc_t* g_host_allocs; /* live malloc_host allocations */

static pthread_mutex_t g_event_mu = PTHREAD_MUTEX_INITIALIZER;
static cpu_event_t* g_events; /* live events (including destroyed ones still referenced by tasks) */

/* fork(): the child has none of the stream workers, and a lock may have been held by a thread that
 * is gone. The child starts over: the inherited streams, events and allocations are forgotten (the
 * runtime core has already made their handles dead) and the next call reloads the configuration. */
static void cpu_after_fork_child(void) {
    pthread_mutex_init(&g_mu, NULL);
    pthread_mutex_init(&g_host_mu, NULL);
    pthread_mutex_init(&g_event_mu, NULL);
    for (int i = 0; i < CPU_MAX_DEVICES; ++i) {
        pthread_mutex_init(&g_dev[i].mu, NULL);
        g_dev[i].used = 0;
        g_dev[i].allocs = NULL;
        g_dev[i].streams = NULL;
    }
    g_host_allocs = NULL;
    g_events = NULL;
    atomic_store_explicit(&g_loaded, 0, memory_order_release);
}

static void cpu_once_init(void) {
    for (int i = 0; i < CPU_MAX_DEVICES; ++i) pthread_mutex_init(&g_dev[i].mu, NULL);
    pthread_atfork(NULL, NULL, cpu_after_fork_child);
}

/* Parses a byte count: digits with an optional fraction and an optional K/M/G/T suffix (binary;
 * "KiB"/"KB" spellings too), e.g. 4096, 512M, 1.5G, 2GiB. Returns 0 and sets *ok = 0 when malformed
 * (a sign, no digits, an unknown suffix, or zero). */
static size_t cpu_parse_bytes(const char* s, int* ok) {
    *ok = 0;
    if (s == NULL || !((*s >= '0' && *s <= '9') || *s == '.')) return 0; /* no sign: "-1" is not a size */
    errno = 0;
    char* end = NULL;
    double v = strtod(s, &end);
    if (errno != 0 || end == s || !(v > 0)) return 0;
    double scale = 1;
    switch (*end) {
        case '\0': break;
        case 'k': case 'K': scale = 1024.0; ++end; break;
        case 'm': case 'M': scale = 1024.0 * 1024; ++end; break;
        case 'g': case 'G': scale = 1024.0 * 1024 * 1024; ++end; break;
        case 't': case 'T': scale = 1024.0 * 1024 * 1024 * 1024; ++end; break;
        default: return 0;
    }
    if (scale > 1 && (*end == 'i' || *end == 'I')) ++end;
    if (*end == 'b' || *end == 'B') ++end;
    if (*end != '\0') return 0;
    v *= scale;
    if (v < 1 || v >= 18446744073709551616.0 /* 2^64 */) return 0;
    *ok = 1;
    return (size_t)v;
}

static char g_config_error[256]; /* a malformed environment variable: initialize reports it */

static void cpu_load_config_locked(void) {
    int ndev = CPU_DEFAULT_DEVICES;
    g_config_error[0] = '\0';
    const char* s = getenv("ANYRT_CPU_DEVICES");
    if (s != NULL && *s != '\0') {
        char* end = NULL;
        long v = strtol(s, &end, 10);
        if (end != s && *end == '\0' && v >= 0) ndev = v > CPU_MAX_DEVICES ? CPU_MAX_DEVICES : (int)v;
        else snprintf(g_config_error, sizeof g_config_error, "ANYRT_CPU_DEVICES='%.64s' is not a device count (0..%d)",
                      s, CPU_MAX_DEVICES);
    }
    /* Default capacity: the machine's physical memory, per device (accounting stays, so running out
     * is still real); ANYRT_CPU_MEMORY lowers it. */
    long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
    size_t cap = (pages > 0 && page > 0) ? (size_t)pages * (size_t)page : ((size_t)8 << 30);
    s = getenv("ANYRT_CPU_MEMORY");
    if (s != NULL && *s != '\0') {
        int ok = 0;
        size_t v = cpu_parse_bytes(s, &ok);
        if (ok) cap = v;
        else snprintf(g_config_error, sizeof g_config_error,
                      "ANYRT_CPU_MEMORY='%.64s' is not a size: bytes with an optional K/M/G/T suffix, e.g. 512M or 1.5G", s);
    }
    long spin_us = CPU_DEFAULT_SPIN_US;
    s = getenv("ANYRT_CPU_SPIN_US");
    if (s != NULL && *s != '\0') {
        char* end = NULL;
        long v = strtol(s, &end, 10);
        if (end != s && *end == '\0' && v >= 0) spin_us = v > 1000000 ? 1000000 : v;
    }
    g_spin_ns = (uint64_t)spin_us * 1000u;
    long ncpu = sysconf(_SC_NPROCESSORS_ONLN);
    g_ncpu = ncpu > 0 ? (int)ncpu : 1;
    g_ndev = ndev;
    g_capacity = cap;
}

static void cpu_ensure_config(void) {
    if (atomic_load_explicit(&g_loaded, memory_order_acquire)) return;
    pthread_once(&g_once, cpu_once_init);
    pthread_mutex_lock(&g_mu);
    if (!atomic_load_explicit(&g_loaded, memory_order_relaxed)) {
        cpu_load_config_locked();
        atomic_store_explicit(&g_loaded, 1, memory_order_release);
    }
    pthread_mutex_unlock(&g_mu);
}

/* Resolves `device`, or fails with ANYRT_STATUS_INVALID_DEVICE. */
static anyrt_status_t cpu_get_dev(int device, cpu_device_t** out) {
    cpu_ensure_config();
    if (device < 0 || device >= g_ndev)
        return cpu_fail(ANYRT_STATUS_INVALID_DEVICE, "cpu: device %d out of range (%d devices; set ANYRT_CPU_DEVICES)",
                        device, g_ndev);
    if (out) *out = &g_dev[device];
    return ANYRT_STATUS_SUCCESS;
}

#define CPU_CHECK_DEVICE(device)                                       \
    do {                                                               \
        anyrt_status_t st_ = cpu_get_dev((device), NULL);              \
        if (st_ != ANYRT_STATUS_SUCCESS) return st_;                   \
    } while (0)

anyrt_status_t cpu_check_device(int device) { return cpu_get_dev(device, NULL); }

uint64_t cpu_spin_ns(void) {
    cpu_ensure_config();
    return g_spin_ns;
}

uint64_t cpu_now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

void cpu_relax(void) {
#if defined(__GNUC__) && (defined(__x86_64__) || defined(__i386__))
    __builtin_ia32_pause();
#elif defined(__GNUC__) && defined(__aarch64__)
    __asm__ __volatile__("yield");
#endif
}

/* Polls `done(arg)` for up to g_spin_ns: a short burst of pause instructions, then sched_yield so
 * that an oversubscribed machine runs other threads instead. Returns 1 if it became true. */
static int cpu_spin_until(int (*done)(const void*), const void* arg) {
    uint64_t budget = g_spin_ns;
    if (budget == 0) return done(arg);
    for (int i = 0; i < 64; ++i) {
        if (done(arg)) return 1;
        cpu_relax();
    }
    uint64_t start = cpu_now_ns();
    for (;;) {
        for (int i = 0; i < 16; ++i) {
            if (done(arg)) return 1;
            cpu_relax();
        }
        if (cpu_now_ns() - start >= budget) return done(arg);
        sched_yield();
    }
}

/* ================================================================================================
 * 3. Allocations. Each allocation carries a 64-byte header in front of the returned pointer so
 *    that frees are checked (kind, device, size) and finalize can release what is still live.
 * ============================================================================================== */

enum { CPU_MEM_DEVICE = 1, CPU_MEM_HOST = 2, CPU_MEM_UNIFIED = 3 };
static const char* const cpu_mem_kind_name[] = {"?", "device", "host", "unified"};
#define CPU_ALLOC_MAGIC 0x616e7972746d656dull /* "anyrtmem" */
#define CPU_ALLOC_PENDING_FREE (CPU_ALLOC_MAGIC ^ 0xf0u) /* free_async queued, not yet run */

struct cpu_alloc {
    uint64_t magic; /* CPU_ALLOC_MAGIC ^ kind while live */
    size_t size;
    int device;
    int kind;
    cpu_alloc_t* prev;
    cpu_alloc_t* next;
};
_Static_assert(sizeof(cpu_alloc_t) <= CPU_HDR_SIZE, "allocation header too large");

static cpu_alloc_t* cpu_hdr(void* ptr) { return (cpu_alloc_t*)(void*)((unsigned char*)ptr - CPU_HDR_SIZE); }
static void* cpu_payload(cpu_alloc_t* h) { return (unsigned char*)h + CPU_HDR_SIZE; }

static void cpu_list_push(cpu_alloc_t** head, cpu_alloc_t* h) {
    h->prev = NULL;
    h->next = *head;
    if (*head) (*head)->prev = h;
    *head = h;
}

static void cpu_list_unlink(cpu_alloc_t** head, cpu_alloc_t* h) {
    if (h->prev) h->prev->next = h->next; else *head = h->next;
    if (h->next) h->next->prev = h->prev;
    h->prev = h->next = NULL;
}

static anyrt_status_t cpu_alloc_raw(int device, int kind, size_t size, cpu_alloc_t** out) {
    if (size > SIZE_MAX - CPU_HDR_SIZE - CPU_ALIGN)
        return cpu_fail(ANYRT_STATUS_OUT_OF_MEMORY, "cpu: %s allocation of %zu bytes is too large",
                        cpu_mem_kind_name[kind], size);
    void* p = NULL;
    int rc = posix_memalign(&p, CPU_ALIGN, CPU_HDR_SIZE + size);
    if (rc != 0 || p == NULL)
        return cpu_fail(ANYRT_STATUS_OUT_OF_MEMORY, "cpu: host allocator refused %zu bytes for a %s allocation on device %d",
                        size, cpu_mem_kind_name[kind], device);
    cpu_alloc_t* h = (cpu_alloc_t*)p;
    h->magic = CPU_ALLOC_MAGIC ^ (uint64_t)kind;
    h->size = size;
    h->device = device;
    h->kind = kind;
    h->prev = h->next = NULL;
    *out = h;
    return ANYRT_STATUS_SUCCESS;
}

static void cpu_alloc_release(cpu_alloc_t* h) {
    h->magic = 0;
    free(h);
}

/* Device or unified memory: accounted against the device's capacity. */
static anyrt_status_t cpu_dev_alloc(int device, int kind, void** ptr, size_t size) {
    cpu_device_t* d = NULL;
    anyrt_status_t st = cpu_get_dev(device, &d);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (ptr == NULL) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: ptr is null");
    if (size == 0) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: %s allocation of 0 bytes", cpu_mem_kind_name[kind]);
    pthread_mutex_lock(&d->mu);
    size_t cap = g_capacity, avail = cap - d->used;
    if (size > avail) {
        pthread_mutex_unlock(&d->mu);
        return cpu_fail(ANYRT_STATUS_OUT_OF_MEMORY,
                        "cpu: device %d out of memory: requested %zu bytes, %zu bytes free of %zu (ANYRT_CPU_MEMORY)",
                        device, size, avail, cap);
    }
    d->used += size; /* reserve before the (possibly slow) host allocation */
    pthread_mutex_unlock(&d->mu);

    cpu_alloc_t* h = NULL;
    st = cpu_alloc_raw(device, kind, size, &h);
    pthread_mutex_lock(&d->mu);
    if (st != ANYRT_STATUS_SUCCESS) d->used -= size;
    else cpu_list_push(&d->allocs, h);
    pthread_mutex_unlock(&d->mu);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    *ptr = cpu_payload(h);
    return ANYRT_STATUS_SUCCESS;
}

/* Checks that `ptr` is a live allocation of `kind` owned by `device` and of `size` (0 = any). */
static anyrt_status_t cpu_check_alloc(int device, int kind, const void* ptr, size_t size, cpu_alloc_t** out) {
    if (((uintptr_t)ptr & (CPU_ALIGN - 1)) != 0)
        return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: %p was not returned by the cpu backend's %s allocator",
                        ptr, cpu_mem_kind_name[kind]);
    cpu_alloc_t* h = cpu_hdr((void*)(uintptr_t)ptr);
    if (h->magic == CPU_ALLOC_PENDING_FREE)
        return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: %p already has a free_async pending (double free)", ptr);
    if (h->magic != (CPU_ALLOC_MAGIC ^ (uint64_t)kind)) {
        for (int k = CPU_MEM_DEVICE; k <= CPU_MEM_UNIFIED; ++k)
            if (k != kind && h->magic == (CPU_ALLOC_MAGIC ^ (uint64_t)k))
                return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: %p is %s memory, freed as %s memory", ptr,
                                cpu_mem_kind_name[k], cpu_mem_kind_name[kind]);
        return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: %p is not a live %s allocation (double free?)", ptr,
                        cpu_mem_kind_name[kind]);
    }
    if (kind != CPU_MEM_HOST && h->device != device)
        return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: %p belongs to device %d, not device %d", ptr, h->device, device);
    if (size != 0 && size != h->size)
        return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: %p was allocated with %zu bytes, freed with %zu", ptr, h->size,
                        size);
    *out = h;
    return ANYRT_STATUS_SUCCESS;
}

static void cpu_dev_release(cpu_alloc_t* h) {
    cpu_device_t* d = &g_dev[h->device];
    pthread_mutex_lock(&d->mu);
    cpu_list_unlink(&d->allocs, h);
    d->used -= h->size;
    pthread_mutex_unlock(&d->mu);
    cpu_alloc_release(h);
}

static anyrt_status_t cpu_dev_free(int device, int kind, void* ptr, size_t size) {
    CPU_CHECK_DEVICE(device);
    if (ptr == NULL) return ANYRT_STATUS_SUCCESS;
    cpu_alloc_t* h = NULL;
    anyrt_status_t st = cpu_check_alloc(device, kind, ptr, size, &h);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    cpu_dev_release(h);
    return ANYRT_STATUS_SUCCESS;
}

/* ================================================================================================
 * 4. Copies and fills. Large ones are split between the caller and one helper thread: on this
 *    class of machine a single core cannot saturate memory bandwidth (measured ~10-15 GB/s with
 *    one thread vs ~25 GB/s with two for 8-512 MiB copies).
 * ============================================================================================== */

typedef struct {
    void* dst;
    const void* src;
    size_t n;
    int value; /* < 0: copy; otherwise fill byte */
} cpu_span_t;

static void cpu_span_run(const cpu_span_t* s) {
    if (s->value < 0) memcpy(s->dst, s->src, s->n);
    else memset(s->dst, s->value, s->n);
}

static void* cpu_span_thread(void* arg) {
    cpu_span_run((const cpu_span_t*)arg);
    return NULL;
}

static void cpu_span_split(void* dst, const void* src, size_t n, int value) {
    if (n >= CPU_SPLIT_MIN && g_ncpu >= 2) {
        size_t half = (n / 2) & ~(size_t)(CPU_ALIGN - 1);
        cpu_span_t hi = {(unsigned char*)dst + half, src ? (const unsigned char*)src + half : NULL, n - half, value};
        pthread_t t;
        if (pthread_create(&t, NULL, cpu_span_thread, &hi) == 0) {
            cpu_span_t lo = {dst, src, half, value};
            cpu_span_run(&lo);
            pthread_join(t, NULL);
            return;
        }
    }
    cpu_span_t all = {dst, src, n, value};
    cpu_span_run(&all);
}

static void cpu_copy(void* dst, const void* src, size_t n) {
    if (n == 0 || dst == src) return;
    uintptr_t d = (uintptr_t)dst, s = (uintptr_t)src;
    if ((d < s && s - d < n) || (s < d && d - s < n)) {
        memmove(dst, src, n); /* overlapping: never split */
        return;
    }
    cpu_span_split(dst, src, n, -1);
}

static void cpu_fill(void* dst, uint8_t value, size_t n) {
    if (n == 0) return;
    cpu_span_split(dst, NULL, n, value);
}

/* ================================================================================================
 * 5. Streams. A stream is a worker thread draining a ring buffer of fixed-size tasks (no
 *    allocation per task). `submitted`/`completed` counters make query lock-free and let
 *    synchronize wait for exactly the work queued before it.
 *
 *    Generic work: cpu_stream_enqueue(stream, run, payload, size) copies up to CPU_TASK_PAYLOAD
 *    bytes of payload inline; the worker calls run(payload) in FIFO order. A non-success return
 *    (with a message set through cpu_fail on the worker thread) is remembered as the stream's
 *    first error and raised by the next synchronize. cpu_stream_enqueue_fn wraps a plain
 *    `void (*)(void*)` work item. Collectives (cpu_ccl.c) enqueue their work through these.
 * ============================================================================================== */


typedef struct {
    cpu_task_fn_t run;
    union {
        max_align_t align;
        unsigned char bytes[CPU_TASK_PAYLOAD];
    } payload;
} cpu_task_t;

struct cpu_stream {
    uint32_t magic;
    int device;
    pthread_mutex_t mu;
    pthread_cond_t work_cv; /* worker waits for tasks or stop */
    pthread_cond_t done_cv; /* synchronizers wait for completions */
    cpu_task_t* ring;       /* capacity `cap` (power of two); tasks [head, tail) are queued */
    uint64_t cap, head, tail;
    atomic_uint_fast64_t submitted; /* == tail; readable without the lock */
    atomic_uint_fast64_t completed; /* tasks finished */
    uint64_t wake_at;               /* smallest `completed` a synchronizer waits for */
    int waiters;
    int worker_sleeping;
    atomic_int stop;     /* written under mu; read by the polling worker without it */
    atomic_int has_err;  /* err != success; lets synchronize skip the lock */
    int linked;          /* on its device's stream list */
    anyrt_status_t err;
    char errmsg[CPU_MSG_SIZE];
    pthread_t thread;
    atomic_int refs;
    cpu_stream_t* prev;
    cpu_stream_t* next;
};

static _Thread_local cpu_stream_t* tls_worker_stream; /* the stream whose worker this thread is */

typedef struct {
    cpu_stream_t* s;
    uint64_t value;
} cpu_counter_wait_t;

static int cpu_work_or_stop(const void* p) {
    const cpu_counter_wait_t* w = (const cpu_counter_wait_t*)p;
    return atomic_load_explicit(&w->s->submitted, memory_order_acquire) != w->value ||
           atomic_load_explicit(&w->s->stop, memory_order_relaxed);
}

static int cpu_completed_reached(const void* p) {
    const cpu_counter_wait_t* w = (const cpu_counter_wait_t*)p;
    return atomic_load_explicit(&w->s->completed, memory_order_acquire) >= w->value;
}

static void* cpu_stream_worker(void* arg) {
    cpu_stream_t* s = (cpu_stream_t*)arg;
    tls_worker_stream = s;
    pthread_mutex_lock(&s->mu);
    for (;;) {
        if (s->head == s->tail && !atomic_load_explicit(&s->stop, memory_order_relaxed) && g_spin_ns) {
            /* Idle: poll for new work for a while before paying for a condvar wake-up. */
            cpu_counter_wait_t w = {s, s->tail};
            pthread_mutex_unlock(&s->mu);
            cpu_spin_until(cpu_work_or_stop, &w);
            pthread_mutex_lock(&s->mu);
        }
        while (s->head == s->tail && !atomic_load_explicit(&s->stop, memory_order_relaxed)) {
            s->worker_sleeping = 1;
            pthread_cond_wait(&s->work_cv, &s->mu);
            s->worker_sleeping = 0;
        }
        if (s->head == s->tail) break; /* stop requested and drained */
        cpu_task_t task = s->ring[s->head & (s->cap - 1)];
        s->head++;
        pthread_mutex_unlock(&s->mu);

        anyrt_status_t st = task.run(task.payload.bytes);

        pthread_mutex_lock(&s->mu);
        if (st != ANYRT_STATUS_SUCCESS && s->err == ANYRT_STATUS_SUCCESS) {
            s->err = st;
            memcpy(s->errmsg, cpu_message(), sizeof s->errmsg);
            atomic_store_explicit(&s->has_err, 1, memory_order_relaxed); /* published by `completed` */
        }
        uint64_t done = atomic_load_explicit(&s->completed, memory_order_relaxed) + 1;
        atomic_store_explicit(&s->completed, done, memory_order_release);
        if (s->waiters > 0 && done >= s->wake_at) {
            s->wake_at = UINT64_MAX;
            pthread_cond_broadcast(&s->done_cv);
        }
    }
    pthread_mutex_unlock(&s->mu);
    return NULL;
}

anyrt_status_t cpu_stream_enqueue(cpu_stream_t* s, cpu_task_fn_t run, const void* payload, size_t size) {
    pthread_mutex_lock(&s->mu);
    if (atomic_load_explicit(&s->stop, memory_order_relaxed)) {
        pthread_mutex_unlock(&s->mu);
        return cpu_fail(ANYRT_STATUS_INVALID_HANDLE, "cpu: stream %p is being destroyed", (void*)s);
    }
    if (s->tail - s->head == s->cap) {
        uint64_t ncap = s->cap * 2;
        cpu_task_t* nring = (cpu_task_t*)malloc((size_t)ncap * sizeof *nring);
        if (nring == NULL) {
            pthread_mutex_unlock(&s->mu);
            return cpu_fail(ANYRT_STATUS_OUT_OF_MEMORY, "cpu: cannot grow the task queue of stream %p to %llu tasks",
                            (void*)s, (unsigned long long)ncap);
        }
        for (uint64_t i = s->head; i != s->tail; ++i) nring[i & (ncap - 1)] = s->ring[i & (s->cap - 1)];
        free(s->ring);
        s->ring = nring;
        s->cap = ncap;
    }
    cpu_task_t* t = &s->ring[s->tail & (s->cap - 1)];
    t->run = run;
    if (size) memcpy(t->payload.bytes, payload, size);
    s->tail++;
    atomic_store_explicit(&s->submitted, s->tail, memory_order_release);
    int wake = s->worker_sleeping;
    pthread_mutex_unlock(&s->mu);
    if (wake) pthread_cond_signal(&s->work_cv);
    return ANYRT_STATUS_SUCCESS;
}

typedef struct {
    void (*fn)(void*);
    void* arg;
} cpu_fn_payload_t;

static anyrt_status_t cpu_task_fn(void* p) {
    cpu_fn_payload_t* f = (cpu_fn_payload_t*)p;
    f->fn(f->arg);
    return ANYRT_STATUS_SUCCESS;
}

/* Enqueues a plain `void (*)(void*)` work item (used by stream_add_callback; free for later use). */
anyrt_status_t cpu_stream_enqueue_fn(cpu_stream_t* s, void (*fn)(void*), void* arg) {
    cpu_fn_payload_t f = {fn, arg};
    return cpu_stream_enqueue(s, cpu_task_fn, &f, sizeof f);
}

static void cpu_stream_unref(cpu_stream_t* s) {
    if (atomic_fetch_sub_explicit(&s->refs, 1, memory_order_acq_rel) != 1) return;
    pthread_mutex_destroy(&s->mu);
    pthread_cond_destroy(&s->work_cv);
    pthread_cond_destroy(&s->done_cv);
    free(s->ring);
    s->magic = CPU_DEAD_MAGIC;
    free(s);
}

/* Waits for the work queued before the call. If `take_error`, returns and clears the stream's
 * first error; otherwise leaves it. */
static anyrt_status_t cpu_stream_wait(cpu_stream_t* s, int take_error) {
    cpu_counter_wait_t w = {s, atomic_load_explicit(&s->submitted, memory_order_acquire)};
    uint64_t target = w.value;
    if (cpu_spin_until(cpu_completed_reached, &w) &&
        (!take_error || !atomic_load_explicit(&s->has_err, memory_order_relaxed)))
        return ANYRT_STATUS_SUCCESS; /* fast path: no lock, no sleep */
    pthread_mutex_lock(&s->mu);
    while (atomic_load_explicit(&s->completed, memory_order_relaxed) < target) {
        if (target < s->wake_at) s->wake_at = target;
        s->waiters++;
        pthread_cond_wait(&s->done_cv, &s->mu);
        s->waiters--;
    }
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    if (take_error && s->err != ANYRT_STATUS_SUCCESS) {
        st = s->err;
        (void)cpu_fail(ANYRT_STATUS_SUCCESS, "%s", s->errmsg);
        s->err = ANYRT_STATUS_SUCCESS;
        atomic_store_explicit(&s->has_err, 0, memory_order_relaxed);
    }
    pthread_mutex_unlock(&s->mu);
    return st;
}

/* Drains, stops and joins the worker. The caller has unlinked `s` and still owns a reference. */
static void cpu_stream_shutdown(cpu_stream_t* s) {
    cpu_stream_wait(s, 0);
    pthread_mutex_lock(&s->mu);
    atomic_store_explicit(&s->stop, 1, memory_order_relaxed);
    pthread_cond_signal(&s->work_cv);
    pthread_mutex_unlock(&s->mu);
    pthread_join(s->thread, NULL);
}

anyrt_status_t cpu_stream_check(int device, anyrt_backend_stream_t handle, cpu_stream_t** out) {
    CPU_CHECK_DEVICE(device);
    cpu_stream_t* s = (cpu_stream_t*)handle;
    if (s == NULL || s->magic != CPU_STREAM_MAGIC)
        return cpu_fail(ANYRT_STATUS_INVALID_HANDLE, "cpu: %p is not a live cpu stream", handle);
    if (s->device != device)
        return cpu_fail(ANYRT_STATUS_INVALID_HANDLE, "cpu: stream %p belongs to device %d, not device %d", handle,
                        s->device, device);
    *out = s;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cpu_create_stream(int device, anyrt_backend_stream_t* stream) {
    cpu_device_t* d = NULL;
    anyrt_status_t st = cpu_get_dev(device, &d);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (stream == NULL) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: stream is null");
    cpu_stream_t* s = (cpu_stream_t*)calloc(1, sizeof *s);
    cpu_task_t* ring = (cpu_task_t*)malloc(CPU_RING_INIT * sizeof *ring);
    if (s == NULL || ring == NULL) {
        free(s);
        free(ring);
        return cpu_fail(ANYRT_STATUS_OUT_OF_MEMORY, "cpu: out of host memory creating a stream on device %d", device);
    }
    s->magic = CPU_STREAM_MAGIC;
    s->device = device;
    s->ring = ring;
    s->cap = CPU_RING_INIT;
    s->wake_at = UINT64_MAX;
    atomic_init(&s->submitted, 0);
    atomic_init(&s->completed, 0);
    atomic_init(&s->refs, 1);
    atomic_init(&s->stop, 0);
    atomic_init(&s->has_err, 0);
    pthread_mutex_init(&s->mu, NULL);
    pthread_cond_init(&s->work_cv, NULL);
    pthread_cond_init(&s->done_cv, NULL);

    /* Workers never take signals meant for the application. */
    sigset_t all, old;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &old);
    int rc = pthread_create(&s->thread, NULL, cpu_stream_worker, s);
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    if (rc != 0) {
        s->magic = 0;
        pthread_mutex_destroy(&s->mu);
        pthread_cond_destroy(&s->work_cv);
        pthread_cond_destroy(&s->done_cv);
        free(ring);
        free(s);
        return cpu_fail(ANYRT_STATUS_FAILED, "cpu: cannot start a stream worker thread on device %d: %s", device,
                        strerror(rc));
    }
#if defined(__GLIBC__) && defined(_GNU_SOURCE)
    {
        char name[16];
        snprintf(name, sizeof name, "anyrt-cpu%d", device);
        pthread_setname_np(s->thread, name);
    }
#endif
    pthread_mutex_lock(&d->mu);
    s->prev = NULL;
    s->next = d->streams;
    if (d->streams) d->streams->prev = s;
    d->streams = s;
    s->linked = 1;
    pthread_mutex_unlock(&d->mu);
    *stream = s;
    return ANYRT_STATUS_SUCCESS;
}

/* Removes `s` from its device list; returns 0 if it was not there (already being destroyed). */
static int cpu_stream_unlink(cpu_stream_t* s) {
    cpu_device_t* d = &g_dev[s->device];
    pthread_mutex_lock(&d->mu);
    int was = s->linked;
    if (was) {
        if (s->prev) s->prev->next = s->next; else d->streams = s->next;
        if (s->next) s->next->prev = s->prev;
        s->prev = s->next = NULL;
        s->linked = 0;
    }
    pthread_mutex_unlock(&d->mu);
    return was;
}

anyrt_status_t cpu_destroy_stream(int device, anyrt_backend_stream_t stream) {
    cpu_stream_t* s = NULL;
    anyrt_status_t st = cpu_stream_check(device, stream, &s);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (tls_worker_stream == s)
        return cpu_fail(ANYRT_STATUS_ERROR, "cpu: a stream cannot be destroyed from its own callback");
    if (!cpu_stream_unlink(s))
        return cpu_fail(ANYRT_STATUS_INVALID_HANDLE, "cpu: stream %p is already being destroyed", stream);
    cpu_stream_shutdown(s);
    s->magic = CPU_DEAD_MAGIC;
    cpu_stream_unref(s);
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cpu_query_stream(int device, anyrt_backend_stream_t stream) {
    cpu_stream_t* s = NULL;
    anyrt_status_t st = cpu_stream_check(device, stream, &s);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    uint64_t sub = atomic_load_explicit(&s->submitted, memory_order_acquire);
    uint64_t done = atomic_load_explicit(&s->completed, memory_order_acquire);
    return done >= sub ? ANYRT_STATUS_SUCCESS : ANYRT_STATUS_NOT_READY;
}

anyrt_status_t cpu_synchronize_stream(int device, anyrt_backend_stream_t stream) {
    cpu_stream_t* s = NULL;
    anyrt_status_t st = cpu_stream_check(device, stream, &s);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (tls_worker_stream == s)
        return cpu_fail(ANYRT_STATUS_ERROR, "cpu: a stream cannot be synchronized from its own callback (deadlock)");
    return cpu_stream_wait(s, 1);
}

anyrt_status_t cpu_synchronize_device(int device) {
    cpu_device_t* d = NULL;
    anyrt_status_t st = cpu_get_dev(device, &d);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (tls_worker_stream != NULL && tls_worker_stream->device == device)
        return cpu_fail(ANYRT_STATUS_ERROR, "cpu: device %d cannot be synchronized from one of its stream callbacks", device);
    cpu_stream_t* local[16];
    cpu_stream_t** snap = local;
    size_t n = 0;
    pthread_mutex_lock(&d->mu);
    for (cpu_stream_t* s = d->streams; s; s = s->next) ++n;
    if (n > sizeof local / sizeof local[0]) {
        snap = (cpu_stream_t**)malloc(n * sizeof *snap);
        if (snap == NULL) {
            pthread_mutex_unlock(&d->mu);
            return cpu_fail(ANYRT_STATUS_OUT_OF_MEMORY, "cpu: out of host memory synchronizing device %d", device);
        }
    }
    n = 0;
    for (cpu_stream_t* s = d->streams; s; s = s->next) {
        atomic_fetch_add_explicit(&s->refs, 1, memory_order_relaxed);
        snap[n++] = s;
    }
    pthread_mutex_unlock(&d->mu);
    anyrt_status_t first = ANYRT_STATUS_SUCCESS;
    char msg[CPU_MSG_SIZE] = "";
    for (size_t i = 0; i < n; ++i) {
        anyrt_status_t e = cpu_stream_wait(snap[i], 1);
        if (e != ANYRT_STATUS_SUCCESS && first == ANYRT_STATUS_SUCCESS) {
            first = e;
            memcpy(msg, cpu_message(), sizeof msg);
        }
        cpu_stream_unref(snap[i]);
    }
    if (snap != local) free(snap);
    if (first != ANYRT_STATUS_SUCCESS) (void)cpu_fail(first, "%s", msg);
    return first;
}

/* ---- memory tasks ---------------------------------------------------------------------------- */

typedef struct {
    void* dst;
    const void* src;
    size_t n;
} cpu_copy_payload_t;

static anyrt_status_t cpu_task_copy(void* p) {
    cpu_copy_payload_t* c = (cpu_copy_payload_t*)p;
    cpu_copy(c->dst, c->src, c->n);
    return ANYRT_STATUS_SUCCESS;
}

typedef struct {
    void* dst;
    size_t n;
    uint8_t value;
} cpu_fill_payload_t;

static anyrt_status_t cpu_task_fill(void* p) {
    cpu_fill_payload_t* f = (cpu_fill_payload_t*)p;
    cpu_fill(f->dst, f->value, f->n);
    return ANYRT_STATUS_SUCCESS;
}

_Static_assert(sizeof(cpu_copy_payload_t) <= CPU_TASK_PAYLOAD, "payload too large");
_Static_assert(sizeof(cpu_fill_payload_t) <= CPU_TASK_PAYLOAD, "payload too large");
_Static_assert(sizeof(cpu_fn_payload_t) <= CPU_TASK_PAYLOAD, "payload too large");

static anyrt_status_t cpu_task_free(void* p) {
    cpu_alloc_t* h = NULL;
    memcpy(&h, p, sizeof h);
    cpu_dev_release(h);
    return ANYRT_STATUS_SUCCESS;
}

/* ================================================================================================
 * 6. Events. `rec_gen` counts records, `done_gen` is the newest record that completed. A record
 *    enqueues a task carrying its generation; stream_wait_event enqueues a task that blocks its
 *    worker (on a condvar) until the generation current at the call has completed. Tasks hold a
 *    reference so that destroying an event with work pending is safe.
 * ============================================================================================== */

struct cpu_event {
    uint32_t magic;
    int device;
    unsigned flags;
    pthread_mutex_t mu;
    pthread_cond_t cv;
    uint64_t rec_gen;
    atomic_uint_fast64_t done_gen; /* written under mu; polled without it by synchronize_event */
    uint64_t stamp_ns; /* completion time of done_gen (timing events only) */
    int waiters;
    atomic_int refs;
    cpu_event_t* prev;
    cpu_event_t* next;
};

static void cpu_event_free(cpu_event_t* e) {
    pthread_mutex_destroy(&e->mu);
    pthread_cond_destroy(&e->cv);
    e->magic = CPU_DEAD_MAGIC;
    free(e);
}

static void cpu_event_unref(cpu_event_t* e) {
    if (atomic_fetch_sub_explicit(&e->refs, 1, memory_order_acq_rel) != 1) return;
    pthread_mutex_lock(&g_event_mu);
    if (e->prev) e->prev->next = e->next; else g_events = e->next;
    if (e->next) e->next->prev = e->prev;
    pthread_mutex_unlock(&g_event_mu);
    cpu_event_free(e);
}

static void cpu_event_complete(cpu_event_t* e, uint64_t gen) {
    uint64_t now = (e->flags & ANYRT_EVENT_FLAGS_DISABLE_TIMING) ? 0 : cpu_now_ns();
    pthread_mutex_lock(&e->mu);
    if (gen > atomic_load_explicit(&e->done_gen, memory_order_relaxed)) {
        atomic_store_explicit(&e->done_gen, gen, memory_order_release);
        e->stamp_ns = now;
    }
    if (e->waiters > 0) pthread_cond_broadcast(&e->cv);
    pthread_mutex_unlock(&e->mu);
}

typedef struct {
    cpu_event_t* e;
    uint64_t gen;
} cpu_event_payload_t;

static int cpu_event_reached(const void* p) {
    const cpu_event_payload_t* w = (const cpu_event_payload_t*)p;
    return atomic_load_explicit(&w->e->done_gen, memory_order_acquire) >= w->gen;
}

/* Blocks until generation `gen` of `e` has completed. Host threads poll briefly first; stream
 * workers (stream_wait_event) block right away. */
static void cpu_event_wait_gen(cpu_event_t* e, uint64_t gen, int spin) {
    cpu_event_payload_t w = {e, gen};
    if (spin && cpu_spin_until(cpu_event_reached, &w)) return;
    pthread_mutex_lock(&e->mu);
    while (atomic_load_explicit(&e->done_gen, memory_order_relaxed) < gen) {
        e->waiters++;
        pthread_cond_wait(&e->cv, &e->mu);
        e->waiters--;
    }
    pthread_mutex_unlock(&e->mu);
}

static anyrt_status_t cpu_task_record(void* p) {
    cpu_event_payload_t* r = (cpu_event_payload_t*)p;
    cpu_event_complete(r->e, r->gen);
    cpu_event_unref(r->e);
    return ANYRT_STATUS_SUCCESS;
}

static anyrt_status_t cpu_task_wait_event(void* p) {
    cpu_event_payload_t* r = (cpu_event_payload_t*)p;
    cpu_event_wait_gen(r->e, r->gen, 0);
    cpu_event_unref(r->e);
    return ANYRT_STATUS_SUCCESS;
}

static anyrt_status_t cpu_event_check(int device, anyrt_backend_event_t handle, int same_device, cpu_event_t** out) {
    CPU_CHECK_DEVICE(device);
    cpu_event_t* e = (cpu_event_t*)handle;
    if (e == NULL || e->magic != CPU_EVENT_MAGIC)
        return cpu_fail(ANYRT_STATUS_INVALID_HANDLE, "cpu: %p is not a live cpu event", handle);
    if (same_device && e->device != device)
        return cpu_fail(ANYRT_STATUS_INVALID_HANDLE, "cpu: event %p belongs to device %d, not device %d", handle,
                        e->device, device);
    *out = e;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cpu_create_event(int device, anyrt_backend_event_t* event, anyrt_event_flags_t flags) {
    CPU_CHECK_DEVICE(device);
    if (event == NULL) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: event is null");
    unsigned known = ANYRT_EVENT_FLAGS_DISABLE_TIMING | ANYRT_EVENT_FLAGS_BLOCKING_SYNC;
    if ((unsigned)flags & ~known) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: unknown event flags 0x%x", (unsigned)flags);
    cpu_event_t* e = (cpu_event_t*)calloc(1, sizeof *e);
    if (e == NULL) return cpu_fail(ANYRT_STATUS_OUT_OF_MEMORY, "cpu: out of host memory creating an event");
    e->magic = CPU_EVENT_MAGIC;
    e->device = device;
    e->flags = (unsigned)flags;
    atomic_init(&e->refs, 1);
    atomic_init(&e->done_gen, 0);
    pthread_mutex_init(&e->mu, NULL);
    pthread_cond_init(&e->cv, NULL);
    pthread_mutex_lock(&g_event_mu);
    e->prev = NULL;
    e->next = g_events;
    if (g_events) g_events->prev = e;
    g_events = e;
    pthread_mutex_unlock(&g_event_mu);
    *event = e;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cpu_destroy_event(int device, anyrt_backend_event_t event) {
    cpu_event_t* e = NULL;
    anyrt_status_t st = cpu_event_check(device, event, 1, &e);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    e->magic = CPU_DEAD_MAGIC; /* tasks still holding a reference do not look at it */
    cpu_event_unref(e);
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cpu_record_event(int device, anyrt_backend_event_t event, anyrt_backend_stream_t stream) {
    cpu_event_t* e = NULL;
    anyrt_status_t st = cpu_event_check(device, event, 1, &e);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    cpu_stream_t* s = NULL;
    if (stream != NULL) {
        st = cpu_stream_check(device, stream, &s);
        if (st != ANYRT_STATUS_SUCCESS) return st;
    }
    pthread_mutex_lock(&e->mu);
    uint64_t gen = ++e->rec_gen;
    pthread_mutex_unlock(&e->mu);
    if (s == NULL) {
        cpu_event_complete(e, gen);
        return ANYRT_STATUS_SUCCESS;
    }
    atomic_fetch_add_explicit(&e->refs, 1, memory_order_relaxed);
    cpu_event_payload_t p = {e, gen};
    st = cpu_stream_enqueue(s, cpu_task_record, &p, sizeof p);
    if (st != ANYRT_STATUS_SUCCESS) {
        cpu_event_complete(e, gen); /* never leave a generation that cannot complete */
        cpu_event_unref(e);
    }
    return st;
}

anyrt_status_t cpu_query_event(int device, anyrt_backend_event_t event) {
    cpu_event_t* e = NULL;
    anyrt_status_t st = cpu_event_check(device, event, 1, &e);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    pthread_mutex_lock(&e->mu);
    int done = atomic_load_explicit(&e->done_gen, memory_order_relaxed) >= e->rec_gen;
    pthread_mutex_unlock(&e->mu);
    return done ? ANYRT_STATUS_SUCCESS : ANYRT_STATUS_NOT_READY;
}

anyrt_status_t cpu_synchronize_event(int device, anyrt_backend_event_t event) {
    cpu_event_t* e = NULL;
    anyrt_status_t st = cpu_event_check(device, event, 1, &e);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    pthread_mutex_lock(&e->mu);
    uint64_t gen = e->rec_gen;
    pthread_mutex_unlock(&e->mu);
    /* BLOCKING_SYNC: never poll. Stream callbacks never poll either. */
    cpu_event_wait_gen(e, gen, tls_worker_stream == NULL && !(e->flags & ANYRT_EVENT_FLAGS_BLOCKING_SYNC));
    return ANYRT_STATUS_SUCCESS;
}

/* Reads the timestamp of a completed event. Misuse (no timing, never recorded) is reported before
 * NOT_READY, and for both events before either one's completion, so that the status of a wrong
 * call never depends on timing. */
static anyrt_status_t cpu_event_stamp(cpu_event_t* e, const char* which, uint64_t* ns, int* ready) {
    if (e->flags & ANYRT_EVENT_FLAGS_DISABLE_TIMING)
        return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: %s event was created with timing disabled", which);
    pthread_mutex_lock(&e->mu);
    uint64_t rec = e->rec_gen, done = atomic_load_explicit(&e->done_gen, memory_order_relaxed), t = e->stamp_ns;
    pthread_mutex_unlock(&e->mu);
    if (rec == 0) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: %s event was never recorded", which);
    *ready = done >= rec;
    *ns = t;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cpu_event_elapsed_time(int device, float* ms, anyrt_backend_event_t start, anyrt_backend_event_t end) {
    cpu_event_t *a = NULL, *b = NULL;
    anyrt_status_t st = cpu_event_check(device, start, 1, &a);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    st = cpu_event_check(device, end, 1, &b);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (ms == NULL) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: ms is null");
    uint64_t t0 = 0, t1 = 0;
    int ready0 = 0, ready1 = 0;
    st = cpu_event_stamp(a, "start", &t0, &ready0);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    st = cpu_event_stamp(b, "end", &t1, &ready1);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (!ready0 || !ready1)
        return cpu_fail(ANYRT_STATUS_NOT_READY, "cpu: %s event has not completed", ready0 ? "end" : "start");
    double d = t1 >= t0 ? (double)(t1 - t0) : -(double)(t0 - t1);
    *ms = (float)(d / 1e6);
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cpu_stream_wait_event(int device, anyrt_backend_stream_t stream, anyrt_backend_event_t event) {
    cpu_stream_t* s = NULL;
    anyrt_status_t st = cpu_stream_check(device, stream, &s);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    cpu_event_t* e = (cpu_event_t*)event; /* may live on another device */
    if (e == NULL || e->magic != CPU_EVENT_MAGIC)
        return cpu_fail(ANYRT_STATUS_INVALID_HANDLE, "cpu: %p is not a live cpu event", event);
    pthread_mutex_lock(&e->mu);
    uint64_t gen = e->rec_gen;
    int done = atomic_load_explicit(&e->done_gen, memory_order_relaxed) >= gen;
    pthread_mutex_unlock(&e->mu);
    if (done) return ANYRT_STATUS_SUCCESS; /* nothing to wait for */
    atomic_fetch_add_explicit(&e->refs, 1, memory_order_relaxed);
    cpu_event_payload_t p = {e, gen};
    st = cpu_stream_enqueue(s, cpu_task_wait_event, &p, sizeof p);
    if (st != ANYRT_STATUS_SUCCESS) cpu_event_unref(e);
    return st;
}

/* ================================================================================================
 * 7. Backend slots.
 * ============================================================================================== */

static void cpu_release_all(void);

anyrt_status_t cpu_initialize(void) {
    cpu_ensure_config();
    if (g_config_error[0] != '\0') return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: %s", g_config_error);
    return ANYRT_STATUS_SUCCESS;
}

/* Joins every worker and frees every stream, event and allocation still live. The next call
 * re-reads the environment. Must not race with other calls. */
anyrt_status_t cpu_finalize(void) {
    if (tls_worker_stream != NULL)
        return cpu_fail(ANYRT_STATUS_ERROR, "cpu: finalize cannot be called from a stream callback");
    pthread_once(&g_once, cpu_once_init);
    pthread_mutex_lock(&g_mu);
    if (atomic_load_explicit(&g_loaded, memory_order_relaxed)) {
        cpu_release_all();
        cpu_ccl_finalize();
        atomic_store_explicit(&g_loaded, 0, memory_order_release);
    }
    pthread_mutex_unlock(&g_mu);
    return ANYRT_STATUS_SUCCESS;
}

static void cpu_release_all(void) {
    /* Streams first: draining them completes every pending record and releases task references. */
    for (int i = 0; i < CPU_MAX_DEVICES; ++i) {
        cpu_device_t* d = &g_dev[i];
        for (;;) {
            pthread_mutex_lock(&d->mu);
            cpu_stream_t* s = d->streams;
            pthread_mutex_unlock(&d->mu);
            if (s == NULL) break;
            if (cpu_stream_unlink(s)) {
                cpu_stream_shutdown(s);
                s->magic = CPU_DEAD_MAGIC;
                cpu_stream_unref(s);
            }
        }
    }
    pthread_mutex_lock(&g_event_mu);
    cpu_event_t* e = g_events;
    g_events = NULL;
    pthread_mutex_unlock(&g_event_mu);
    while (e) {
        cpu_event_t* next = e->next;
        cpu_event_free(e);
        e = next;
    }
    for (int i = 0; i < CPU_MAX_DEVICES; ++i) {
        cpu_device_t* d = &g_dev[i];
        pthread_mutex_lock(&d->mu);
        cpu_alloc_t* h = d->allocs;
        d->allocs = NULL;
        d->used = 0;
        pthread_mutex_unlock(&d->mu);
        while (h) {
            cpu_alloc_t* next = h->next;
            cpu_alloc_release(h);
            h = next;
        }
    }
    pthread_mutex_lock(&g_host_mu);
    cpu_alloc_t* h = g_host_allocs;
    g_host_allocs = NULL;
    pthread_mutex_unlock(&g_host_mu);
    while (h) {
        cpu_alloc_t* next = h->next;
        cpu_alloc_release(h);
        h = next;
    }
}

anyrt_status_t cpu_init_device(int device) {
    CPU_CHECK_DEVICE(device);
    return ANYRT_STATUS_SUCCESS;
}

/* Drains the device's streams. Pending async errors are dropped: the device is going away. */
anyrt_status_t cpu_deinit_device(int device) {
    CPU_CHECK_DEVICE(device);
    (void)cpu_synchronize_device(device);
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cpu_get_device_count(int* count) {
    cpu_ensure_config();
    if (count == NULL) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: count is null");
    *count = g_ndev;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cpu_get_device_list(size_t* devices, size_t capacity) {
    cpu_ensure_config();
    if (devices == NULL && capacity > 0) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: devices is null");
    for (size_t i = 0; i < capacity && i < (size_t)g_ndev; ++i) devices[i] = i;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cpu_set_device(int device) {
    CPU_CHECK_DEVICE(device);
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cpu_get_compute_capability(int device, size_t* capability) {
    CPU_CHECK_DEVICE(device);
    if (capability == NULL) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: capability is null");
    *capability = 0;
    return ANYRT_STATUS_SUCCESS;
}

static anyrt_status_t cpu_get_version(size_t* version) {
    if (version == NULL) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: version is null");
    *version = CPU_BACKEND_VERSION;
    return ANYRT_STATUS_SUCCESS;
}

/* Runtime and driver are one thing here: the backend's own version. */
anyrt_status_t cpu_get_runtime_version(size_t* version) { return cpu_get_version(version); }
anyrt_status_t cpu_get_driver_version(size_t* version) { return cpu_get_version(version); }

anyrt_status_t cpu_malloc(int device, void** ptr, size_t size) { return cpu_dev_alloc(device, CPU_MEM_DEVICE, ptr, size); }
anyrt_status_t cpu_free(int device, void* ptr, size_t size) { return cpu_dev_free(device, CPU_MEM_DEVICE, ptr, size); }
anyrt_status_t cpu_malloc_unified(int device, void** ptr, size_t size) {
    return cpu_dev_alloc(device, CPU_MEM_UNIFIED, ptr, size);
}
anyrt_status_t cpu_free_unified(int device, void* ptr, size_t size) {
    return cpu_dev_free(device, CPU_MEM_UNIFIED, ptr, size);
}

anyrt_status_t cpu_malloc_host(int device, void** ptr, size_t size) {
    CPU_CHECK_DEVICE(device);
    if (ptr == NULL) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: ptr is null");
    if (size == 0) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: host allocation of 0 bytes");
    cpu_alloc_t* h = NULL;
    anyrt_status_t st = cpu_alloc_raw(device, CPU_MEM_HOST, size, &h);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    pthread_mutex_lock(&g_host_mu);
    cpu_list_push(&g_host_allocs, h);
    pthread_mutex_unlock(&g_host_mu);
    *ptr = cpu_payload(h);
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cpu_free_host(int device, void* ptr, size_t size) {
    CPU_CHECK_DEVICE(device);
    if (ptr == NULL) return ANYRT_STATUS_SUCCESS;
    cpu_alloc_t* h = NULL;
    anyrt_status_t st = cpu_check_alloc(device, CPU_MEM_HOST, ptr, size, &h);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    pthread_mutex_lock(&g_host_mu);
    cpu_list_unlink(&g_host_allocs, h);
    pthread_mutex_unlock(&g_host_mu);
    cpu_alloc_release(h);
    return ANYRT_STATUS_SUCCESS;
}

static anyrt_status_t cpu_check_copy(const void* dst, const void* src, size_t size, anyrt_memcpy_kind_t kind) {
    if ((unsigned)kind > (unsigned)ANYRT_MEMCPY_KIND_DEFAULT)
        return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: unknown memcpy kind %d", (int)kind);
    if (size != 0 && (dst == NULL || src == NULL))
        return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: memcpy of %zu bytes with a null %s", size, dst ? "src" : "dst");
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cpu_memcpy(int device, void* dst, const void* src, size_t size, anyrt_memcpy_kind_t kind) {
    CPU_CHECK_DEVICE(device);
    anyrt_status_t st = cpu_check_copy(dst, src, size, kind);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    cpu_copy(dst, src, size); /* every kind is a host copy here */
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cpu_memcpy_async(int device, void* dst, const void* src, size_t size, anyrt_memcpy_kind_t kind,
                                       anyrt_backend_stream_t stream) {
    cpu_stream_t* s = NULL;
    anyrt_status_t st = cpu_stream_check(device, stream, &s);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    st = cpu_check_copy(dst, src, size, kind);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    cpu_copy_payload_t p = {dst, src, size};
    return cpu_stream_enqueue(s, cpu_task_copy, &p, sizeof p);
}

anyrt_status_t cpu_memcpy_peer(int device, void* dst, const void* src, int src_device, size_t size) {
    CPU_CHECK_DEVICE(device);
    CPU_CHECK_DEVICE(src_device);
    anyrt_status_t st = cpu_check_copy(dst, src, size, ANYRT_MEMCPY_KIND_D2D);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    cpu_copy(dst, src, size);
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cpu_memcpy_peer_async(int device, void* dst, int dst_device, const void* src, int src_device,
                                            size_t size, anyrt_backend_stream_t stream) {
    cpu_stream_t* s = NULL;
    anyrt_status_t st = cpu_stream_check(device, stream, &s);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    CPU_CHECK_DEVICE(dst_device);
    CPU_CHECK_DEVICE(src_device);
    st = cpu_check_copy(dst, src, size, ANYRT_MEMCPY_KIND_D2D);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    cpu_copy_payload_t p = {dst, src, size};
    return cpu_stream_enqueue(s, cpu_task_copy, &p, sizeof p);
}

anyrt_status_t cpu_memset(int device, void* ptr, uint8_t value, size_t size) {
    CPU_CHECK_DEVICE(device);
    if (ptr == NULL && size != 0) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: memset of %zu bytes at null", size);
    cpu_fill(ptr, value, size);
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cpu_memset_async(int device, void* ptr, uint8_t value, size_t size, anyrt_backend_stream_t stream) {
    cpu_stream_t* s = NULL;
    anyrt_status_t st = cpu_stream_check(device, stream, &s);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (ptr == NULL && size != 0) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: memset of %zu bytes at null", size);
    cpu_fill_payload_t p = {ptr, size, value};
    return cpu_stream_enqueue(s, cpu_task_fill, &p, sizeof p);
}

anyrt_status_t cpu_get_memory_info(int device, size_t* free_bytes, size_t* total_bytes) {
    cpu_device_t* d = NULL;
    anyrt_status_t st = cpu_get_dev(device, &d);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    pthread_mutex_lock(&d->mu);
    size_t used = d->used;
    pthread_mutex_unlock(&d->mu);
    if (free_bytes) *free_bytes = g_capacity - used;
    if (total_bytes) *total_bytes = g_capacity;
    return ANYRT_STATUS_SUCCESS;
}

static anyrt_status_t cpu_free_now(int device, size_t* out) {
    size_t f = 0;
    anyrt_status_t st = cpu_get_memory_info(device, &f, NULL);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (out == NULL) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: size is null");
    *out = f;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cpu_min_chunk_size(int device, size_t* size) {
    CPU_CHECK_DEVICE(device);
    if (size == NULL) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: size is null");
    *size = CPU_ALIGN;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cpu_max_alloc_size(int device, size_t* size) { return cpu_free_now(device, size); }

/* max_chunk, init_alloc and realloc: min(free memory, 256 MiB). */
static anyrt_status_t cpu_chunk_size(int device, size_t* size) {
    anyrt_status_t st = cpu_free_now(device, size);
    if (st == ANYRT_STATUS_SUCCESS && *size > CPU_MAX_CHUNK) *size = CPU_MAX_CHUNK;
    return st;
}

anyrt_status_t cpu_max_chunk_size(int device, size_t* size) { return cpu_chunk_size(device, size); }
anyrt_status_t cpu_init_alloc_size(int device, size_t* size) { return cpu_chunk_size(device, size); }
anyrt_status_t cpu_realloc_size(int device, size_t* size) { return cpu_chunk_size(device, size); }

anyrt_status_t cpu_extra_padding_size(int device, size_t* size) {
    CPU_CHECK_DEVICE(device);
    if (size == NULL) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: size is null");
    *size = 0;
    return ANYRT_STATUS_SUCCESS;
}

/* Stream-ordered allocation: the memory is reserved at enqueue time (so it is usable by any work
 * queued after it), the free runs in stream order. */
anyrt_status_t cpu_malloc_async(int device, void** ptr, size_t size, anyrt_backend_stream_t stream) {
    cpu_stream_t* s = NULL;
    anyrt_status_t st = cpu_stream_check(device, stream, &s);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    return cpu_dev_alloc(device, CPU_MEM_DEVICE, ptr, size);
}

anyrt_status_t cpu_free_async(int device, void* ptr, size_t size, anyrt_backend_stream_t stream) {
    cpu_stream_t* s = NULL;
    anyrt_status_t st = cpu_stream_check(device, stream, &s);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (ptr == NULL) return ANYRT_STATUS_SUCCESS;
    cpu_alloc_t* h = NULL;
    st = cpu_check_alloc(device, CPU_MEM_DEVICE, ptr, size, &h);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    h->magic = CPU_ALLOC_PENDING_FREE; /* a second free of it now fails cleanly */
    st = cpu_stream_enqueue(s, cpu_task_free, &h, sizeof h);
    if (st != ANYRT_STATUS_SUCCESS) h->magic = CPU_ALLOC_MAGIC ^ (uint64_t)CPU_MEM_DEVICE;
    return st;
}

anyrt_status_t cpu_stream_add_callback(int device, anyrt_backend_stream_t stream, anyrt_host_fn_t fn, void* user_data) {
    cpu_stream_t* s = NULL;
    anyrt_status_t st = cpu_stream_check(device, stream, &s);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (fn == NULL) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: callback fn is null");
    return cpu_stream_enqueue_fn(s, fn, user_data);
}

/* ================================================================================================
 * 8. Table and entry point. The CCL slots live in cpu_ccl.c (one process) and cpu_ccl_mpi.c
 *    (between processes).
 * ============================================================================================== */

ANYRT_BACKEND_DEFINE("cpu", ANYRT_DEVICE_KIND_CPU);
