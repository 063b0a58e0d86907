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
 *   ANYRT_CPU_SPIN_US  how long an idle stream worker or operator-pool worker, and a host thread
 *                      synchronizing a stream or an event, polls before blocking on a condition
 *                      variable (default 50; 0 = always block). Waking a blocked thread costs ~25 us on a VM, polling
 *                      ~0.1 us; the poll yields the CPU to other runnable threads.
 * All are read the first time the backend is used after load or after `finalize`. The operators
 * (cpu_ops.c) read, at the first one in the process:
 *   ANYRT_CPU_THREADS       threads of the operator pool (default: the online cores)
 *   ANYRT_CPU_STREAM_BYTES  bytes of operands from which a contiguous binary f32 elementwise operator writes
 *                           its output with non-temporal stores (default: the last-level cache; 0 = never)
 * The collectives
 * (cpu_ccl.c, cpu_ccl_mpi.c) also read, when a communicator is created:
 *   ANYRT_CCL_TIMEOUT  seconds a rank waits for its peers before the operation fails with
 *                      ANYRT_STATUS_TIMEOUT (default 300; 0 = wait forever)
 *   ANYRT_MPI_LIBRARY  the MPI library to dlopen for communicators across processes
 *
 * Files: cpu_backend.c (this one: configuration, devices, the device slots and the table),
 * cpu_memory.c (allocations, copies and fills), cpu_stream.c (streams), cpu_event.c (events),
 * cpu_dtype.c (element kernels), cpu_ccl.c / cpu_ccl_mpi.c / cpu_rendezvous.c (collectives).
 *
 * The only exported symbol is ANYRT_BACKEND_ENTRY; everything else is static, or hidden and shared
 * between these files through cpu_internal.h.
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

/* ================================================================================================
 * 1. Error reporting: a thread-local message for the last failure of the calling thread.
 * ============================================================================================== */

/* cpu_fail and cpu_message come from ANYRT_BACKEND_DEFINE (anyrt_backend_util.h), at the end. */

/* ================================================================================================
 * 2. Configuration and devices.
 * ============================================================================================== */



static pthread_once_t g_once = PTHREAD_ONCE_INIT;
static pthread_mutex_t g_mu = PTHREAD_MUTEX_INITIALIZER; /* configuration load / finalize */
static atomic_int g_loaded;                              /* configuration is valid */
static int g_ndev;
size_t g_capacity;
uint64_t g_spin_ns;
cpu_device_t g_dev[CPU_MAX_DEVICES];

pthread_mutex_t g_host_mu = PTHREAD_MUTEX_INITIALIZER;
cpu_alloc_t* g_host_allocs; /* live malloc_host allocations */

pthread_mutex_t g_event_mu = PTHREAD_MUTEX_INITIALIZER;
cpu_event_t* g_events; /* live events (including destroyed ones still referenced by tasks) */

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
anyrt_status_t cpu_get_dev(int device, cpu_device_t** out) {
    cpu_ensure_config();
    if (device < 0 || device >= g_ndev)
        return cpu_fail(ANYRT_STATUS_INVALID_DEVICE, "cpu: device %d out of range (%d devices; set ANYRT_CPU_DEVICES)",
                        device, g_ndev);
    if (out) *out = &g_dev[device];
    return ANYRT_STATUS_SUCCESS;
}


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
int cpu_spin_until(int (*done)(const void*), const void* arg) {
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
 * 7. Backend slots.
 * ============================================================================================== */


anyrt_status_t cpu_initialize(void) {
    cpu_ensure_config();
    if (g_config_error[0] != '\0') return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: %s", g_config_error);
    return ANYRT_STATUS_SUCCESS;
}

/* Joins every worker and frees every stream, event and allocation still live. The next call
 * re-reads the environment. Must not race with other calls. */
static void cpu_release_all(void);

anyrt_status_t cpu_finalize(void) {
    if (tls_worker_stream != NULL)
        return cpu_fail(ANYRT_STATUS_ERROR, "cpu: finalize cannot be called from a stream callback");
    pthread_once(&g_once, cpu_once_init);
    pthread_mutex_lock(&g_mu);
    if (atomic_load_explicit(&g_loaded, memory_order_relaxed)) {
        cpu_release_all();
        cpu_ccl_finalize();
        cpu_ops_finalize();
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

/* ================================================================================================
 * 8. Table and entry point. The CCL slots live in cpu_ccl.c (one process) and cpu_ccl_mpi.c
 *    (between processes).
 * ============================================================================================== */

ANYRT_BACKEND_DEFINE("cpu", ANYRT_DEVICE_KIND_CPU);
