/* anyrt `cpu` backend: collectives.
 *
 * Two kinds of communicator share one handle type:
 *   - a *clique* (comm_init_all, or comm_init_rank with nranks == 1): every rank is a device of
 *     this process. Each collective is a task on the rank's stream; the ranks' stream workers meet
 *     at a barrier, check that they all issued the same collective (kind, count, dtype, op, root, and
 *     a digest of the v-collectives' counts; a disagreement fails every rank with INVALID_VALUE, naming
 *     the collective), then work on each other's buffers
 *     directly: for reductions rank r reduces the r-th slice of every rank's input and writes the
 *     result into every rank's output (reduce-scatter and all-gather fused, no staging copies),
 *     and a second barrier keeps the buffers alive until everyone is done.
 *   - an MPI communicator (comm_init_rank with nranks > 1, or comm_init_mpi: a duplicate of the
 *     program's own MPI communicator; cpu_ccl_mpi.c): one rank per process, started by mpiexec or,
 *     joined by the id alone, by anything else (cpu_rendezvous.c).
 *
 * Timeouts: ANYRT_CCL_TIMEOUT (seconds, default 300, 0 = never; read when a communicator is
 * created). A rank that waits longer than that for its peers fails with ANYRT_STATUS_TIMEOUT,
 * reported by the next synchronize of its stream, and the communicator becomes unusable: every
 * waiting and every later operation on it fails with TIMEOUT too (as NCCL's async errors do).
 * A rank waiting at a barrier polls for up to ANYRT_CPU_SPIN_US, then sleeps.
 *
 * Reduce ops: sum, prod, max, min, avg (sum, then divided by the number of ranks). Integers wrap
 * on overflow, except avg of integers narrower than 64 bits, which sums in 64 bits and truncates
 * the mean toward zero. bool: sum and max are logical or, prod, min and avg logical and; byte
 * behaves as uint8. float16 and bfloat16 accumulate in float32 and round once.
 *
 * The collectives made of sends and receives (all-to-all(v), gather, scatter, all-gather-v) and of
 * reduces (reduce-scatter-v) run that same agreement first, as a collective of their own kind with no
 * data (CPU_COLL_ALL_TO_ALL...): their disagreements fail at once, named as themselves, instead of
 * leaving a send without its receive until the timeout.
 *
 * Point-to-point: a send posts its buffer to the (sender, receiver) channel and waits until the
 * receiver has copied it (rendezvous, no staging); a receive takes the oldest message of its
 * channel. Inside group_start/group_end the sends and receives of one (communicator, stream) become
 * one task that posts every send before it receives, so exchanges cannot deadlock. A lone send to
 * oneself is copied eagerly (it cannot wait for a receive queued behind it on the same stream); a
 * receive from oneself with nothing sent fails at once instead of waiting for the timeout.
 */
#if !defined(_GNU_SOURCE) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L
#endif

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cpu_internal.h"

#define CPU_COMM_MAGIC 0x434f4d4du /* "COMM" */
#define CPU_COMM_DEAD 0xdeadc0deu
#define CPU_CCL_MAX_RANKS 64
#define CPU_DEFAULT_TIMEOUT_S 300.0
#define CPU_LINE 64u

static const char cpu_id_magic[8] = {'a', 'n', 'y', 'r', 't', 'c', 'p', 'u'};

/* ================================================================================================
 * 1. Names. The element types and their reduction kernels are in cpu_dtype.c.
 * ============================================================================================== */

const char* cpu_coll_name(int kind) {
    static const char* const names[] = {"?", "all_reduce", "broadcast", "reduce", "all_gather", "reduce_scatter",
                                        "all_to_all", "all_to_allv", "all_gather_v", "reduce_scatter_v", "gather",
                                        "scatter"};
    return kind > 0 && kind <= CPU_COLL_SCATTER ? names[kind] : "?";
}

int cpu_coll_has_op(int kind) {
    return kind == CPU_COLL_ALL_REDUCE || kind == CPU_COLL_REDUCE || kind == CPU_COLL_REDUCE_SCATTER ||
           kind == CPU_COLL_REDUCE_SCATTER_V;
}

int cpu_coll_has_root(int kind) {
    return kind == CPU_COLL_BROADCAST || kind == CPU_COLL_REDUCE || kind == CPU_COLL_GATHER || kind == CPU_COLL_SCATTER;
}

/* ================================================================================================
 * 2. Communicators and cliques.
 * ============================================================================================== */

typedef struct cpu_msg cpu_msg_t;
enum { CPU_MSG_POSTED = 0, CPU_MSG_TAKEN = 1, CPU_MSG_DONE = 2 };

/* A send waiting in a channel. `state` and the list links are guarded by the clique's mutex. */
struct cpu_msg {
    cpu_msg_t* next;
    const void* data;
    size_t count;
    int dtype;
    int state;
    int eager;                /* data is owned by the message, which the receiver frees */
    anyrt_status_t status;    /* set by the receiver on a size/type mismatch */
};

typedef struct {
    _Alignas(64) cpu_coll_t a;   /* the collective this rank entered (valid between the barriers) */
    atomic_uint_fast64_t entered; /* barriers this rank has entered (for timeout messages) */
} cpu_slot_t;

typedef struct {
    cpu_msg_t* head;
    cpu_msg_t* tail;
} cpu_chan_t;

/* The barrier is lock-free while the ranks are close together: each arriving rank counts itself in
 * `arrived`, the last one resets it and bumps `gen`, the others poll `gen` for a bounded time and
 * only then sleep on `cv` (see cpu_clique_barrier). Both counters have a cache line of their own. */
typedef struct {
    _Alignas(64) atomic_uint arrived; /* ranks at the barrier of generation `gen` */
    _Alignas(64) atomic_uint gen;
    _Alignas(64) int n;
    atomic_int refs;
    uint64_t timeout_ns; /* 0: never */
    pthread_mutex_t mu;
    pthread_cond_t cv; /* CLOCK_MONOTONIC; barrier and channel waiters */
    atomic_int sleepers; /* threads waiting on cv; changed under mu, read without it by the barrier */
    atomic_int broken; /* 0, or the status every later operation fails with */
    char why[CPU_MSG_SIZE];
    uint64_t ncoll;    /* collectives started (numbering for messages) */
    cpu_slot_t* slots; /* n */
    cpu_chan_t* chans; /* n * n, [src * n + dst] */
    struct cpu_split_entry* split; /* n: the comm_split under way (guarded by mu) */
    int split_arrived;
} cpu_clique_t;

typedef struct {
    uint32_t magic;
    int device;
    int rank;
    int size;
    atomic_int refs;
    cpu_clique_t* clique;  /* in-process communicator */
    cpu_mpi_comm_t* mpi;   /* across processes */
    /* A clique's comm_split returns at once (one thread may drive every rank); the new communicator
     * is settled (rank, size, clique) when the last rank has called. Until then `parent` is set. */
    cpu_clique_t* parent;
    atomic_int settled;
    uint64_t split_deadline_ns; /* 0: none */
} cpu_comm_t;

/* One rank's part of a comm_split of a clique. */
struct cpu_split_entry {
    int in;
    int color, key;
    cpu_comm_t* out; /* NULL once destroyed before the split settled */
};

static uint64_t cpu_read_timeout_ns(void) {
    double s = CPU_DEFAULT_TIMEOUT_S;
    const char* e = getenv("ANYRT_CCL_TIMEOUT");
    if (e != NULL && *e != '\0') {
        char* end = NULL;
        double v = strtod(e, &end);
        if (end != e && *end == '\0' && v >= 0) s = v;
    }
    if (s <= 0) return 0;
    if (s > 1e9) s = 1e9;
    return (uint64_t)(s * 1e9);
}

static void cpu_clique_free(cpu_clique_t* q) {
    for (int i = 0; i < q->n * q->n; ++i) {
        cpu_msg_t* m = q->chans[i].head;
        while (m) { /* only eager sends can be left: a rendezvous sender waits for its receiver */
            cpu_msg_t* next = m->next;
            free(m);
            m = next;
        }
    }
    pthread_mutex_destroy(&q->mu);
    pthread_cond_destroy(&q->cv);
    free(q->slots);
    free(q->chans);
    free(q->split);
    free(q); /* posix_memalign'd */
}

static void cpu_clique_unref(cpu_clique_t* q) {
    if (atomic_fetch_sub_explicit(&q->refs, 1, memory_order_acq_rel) == 1) cpu_clique_free(q);
}

static anyrt_status_t cpu_clique_new(int n, cpu_clique_t** out) {
    void* mem = NULL;
    void* slots = NULL;
    if (posix_memalign(&mem, CPU_LINE, sizeof(cpu_clique_t)) != 0) mem = NULL;
    if (mem == NULL || posix_memalign(&slots, CPU_LINE, (size_t)n * sizeof(cpu_slot_t)) != 0) {
        free(mem);
        return cpu_fail(ANYRT_STATUS_OUT_OF_MEMORY, "cpu: out of host memory creating a communicator of %d ranks", n);
    }
    cpu_clique_t* q = (cpu_clique_t*)mem;
    memset(q, 0, sizeof *q);
    q->slots = (cpu_slot_t*)slots;
    memset(q->slots, 0, (size_t)n * sizeof(cpu_slot_t));
    for (int r = 0; r < n; ++r) atomic_init(&q->slots[r].entered, 0);
    q->chans = (cpu_chan_t*)calloc((size_t)n * (size_t)n, sizeof(cpu_chan_t));
    q->split = (struct cpu_split_entry*)calloc((size_t)n, sizeof(struct cpu_split_entry));
    if (q->chans == NULL || q->split == NULL) {
        free(q->chans);
        free(q->split);
        free(slots);
        free(q);
        return cpu_fail(ANYRT_STATUS_OUT_OF_MEMORY, "cpu: out of host memory creating a communicator of %d ranks", n);
    }
    q->n = n;
    q->timeout_ns = cpu_read_timeout_ns();
    atomic_init(&q->refs, n);
    atomic_init(&q->arrived, 0);
    atomic_init(&q->gen, 0);
    atomic_init(&q->sleepers, 0);
    atomic_init(&q->broken, 0);
    pthread_mutex_init(&q->mu, NULL);
    pthread_condattr_t ca;
    pthread_condattr_init(&ca);
    pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
    pthread_cond_init(&q->cv, &ca);
    pthread_condattr_destroy(&ca);
    *out = q;
    return ANYRT_STATUS_SUCCESS;
}

static cpu_comm_t* cpu_comm_new(int device, int rank, int size) {
    cpu_comm_t* c = (cpu_comm_t*)calloc(1, sizeof *c);
    if (c == NULL) return NULL;
    c->magic = CPU_COMM_MAGIC;
    c->device = device;
    c->rank = rank;
    c->size = size;
    atomic_init(&c->refs, 1);
    atomic_init(&c->settled, 1);
    return c;
}

static void cpu_split_forget(cpu_comm_t* c);

static void cpu_comm_unref(cpu_comm_t* c) {
    if (atomic_fetch_sub_explicit(&c->refs, 1, memory_order_acq_rel) != 1) return;
    if (c->parent) cpu_split_forget(c);
    if (c->clique) cpu_clique_unref(c->clique);
    if (c->mpi) cpu_mpi_comm_free(c->mpi);
    c->magic = CPU_COMM_DEAD;
    free(c);
}

static void cpu_comm_ref(cpu_comm_t* c) { atomic_fetch_add_explicit(&c->refs, 1, memory_order_relaxed); }

static anyrt_status_t cpu_comm_settle(cpu_comm_t* c);
static anyrt_status_t cpu_comm_peek(int device, anyrt_backend_comm_t handle, cpu_comm_t** out);

/* The communicator `handle` of `device`, live; a split one is waited for until every rank called. */
static anyrt_status_t cpu_comm_check(int device, anyrt_backend_comm_t handle, cpu_comm_t** out) {
    cpu_comm_t* c = NULL;
    anyrt_status_t st = cpu_comm_peek(device, handle, &c);
    if (st == ANYRT_STATUS_SUCCESS) st = cpu_comm_settle(c);
    if (st == ANYRT_STATUS_SUCCESS) *out = c;
    return st;
}

static anyrt_status_t cpu_comm_peek(int device, anyrt_backend_comm_t handle, cpu_comm_t** out) {
    anyrt_status_t st = cpu_check_device(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    cpu_comm_t* c = (cpu_comm_t*)handle;
    if (c == NULL || c->magic != CPU_COMM_MAGIC)
        return cpu_fail(ANYRT_STATUS_INVALID_HANDLE, "cpu: %p is not a live cpu communicator", handle);
    if (c->device != device)
        return cpu_fail(ANYRT_STATUS_INVALID_HANDLE, "cpu: communicator %p belongs to device %d, not device %d", handle,
                        c->device, device);
    *out = c;
    return ANYRT_STATUS_SUCCESS;
}

/* ---- breaking, waiting ------------------------------------------------------------------------ */

static void cpu_clique_break_locked(cpu_clique_t* q, anyrt_status_t st, const char* why) {
    if (atomic_load_explicit(&q->broken, memory_order_relaxed) == 0) {
        snprintf(q->why, sizeof q->why, "%s", why);
        atomic_store_explicit(&q->broken, (int)st, memory_order_release);
    }
    pthread_cond_broadcast(&q->cv);
}

static anyrt_status_t cpu_clique_broken_fail(cpu_clique_t* q, const char* what) {
    pthread_mutex_lock(&q->mu);
    anyrt_status_t st = (anyrt_status_t)atomic_load_explicit(&q->broken, memory_order_relaxed);
    char why[CPU_MSG_SIZE];
    memcpy(why, q->why, sizeof why);
    pthread_mutex_unlock(&q->mu);
    return cpu_fail(st, "cpu: %s: the communicator is unusable after an earlier failure: %s", what, why);
}

static struct timespec cpu_abs_deadline(uint64_t deadline_ns) {
    struct timespec ts;
    ts.tv_sec = (time_t)(deadline_ns / 1000000000u);
    ts.tv_nsec = (long)(deadline_ns % 1000000000u);
    return ts;
}

/* Waits on the clique's condition variable (mutex held) until `deadline_ns` (0: forever), the
 * caller counted in `sleepers`. Returns 1 if the deadline passed. */
static int cpu_clique_cond_wait(cpu_clique_t* q, uint64_t deadline_ns) {
    if (deadline_ns == 0) {
        pthread_cond_wait(&q->cv, &q->mu);
        return 0;
    }
    struct timespec ts = cpu_abs_deadline(deadline_ns);
    return pthread_cond_timedwait(&q->cv, &q->mu, &ts) == ETIMEDOUT;
}

/* The same for a waiter that is not counted yet (the channel waits of point-to-point). */
static int cpu_clique_wait_locked(cpu_clique_t* q, uint64_t deadline_ns) {
    atomic_fetch_add(&q->sleepers, 1);
    int timed_out = cpu_clique_cond_wait(q, deadline_ns);
    atomic_fetch_sub(&q->sleepers, 1);
    return timed_out;
}

static void cpu_timeout_secs(cpu_clique_t* q, char* buf, size_t size) {
    snprintf(buf, size, "%g s", (double)q->timeout_ns / 1e9);
}

/* Polls `gen` until it leaves `g`, for at most the spin budget (ANYRT_CPU_SPIN_US) since `start`:
 * pause instructions for the first half (a peer on another core is usually microseconds away),
 * then a sched_yield every few polls, so that a peer waiting for this core (more runnable threads
 * than cores) gets it. Returns 1 if the barrier opened, 0 when the budget ran out or the clique broke. */
static int cpu_clique_spin(cpu_clique_t* q, unsigned g, uint64_t start) {
    uint64_t spin = cpu_spin_ns();
    for (unsigned i = 1; spin; ++i) {
        if (atomic_load_explicit(&q->gen, memory_order_acquire) != g) return 1;
        if (atomic_load_explicit(&q->broken, memory_order_relaxed)) return 0;
        cpu_relax();
        if ((i & 15u) == 0) {
            uint64_t waited = cpu_now_ns() - start;
            if (waited >= spin) return 0;
            if (waited >= spin / 2) sched_yield();
        }
    }
    return 0;
}

/* The barrier every rank of a clique passes twice per collective (lock-free unless a rank has to
 * sleep: see cpu_clique_t). Arriving publishes this rank's slot to the others (release through the
 * `arrived` read-modify-writes, then `gen`). */
static anyrt_status_t cpu_clique_barrier(cpu_clique_t* q, int rank, const char* what) {
    if (atomic_load_explicit(&q->broken, memory_order_acquire)) return cpu_clique_broken_fail(q, what);
    /* `gen` cannot move before this rank arrives, so this is the generation it arrives in. */
    unsigned g = atomic_load_explicit(&q->gen, memory_order_acquire);
    atomic_fetch_add_explicit(&q->slots[rank].entered, 1, memory_order_relaxed);
    if (atomic_fetch_add_explicit(&q->arrived, 1, memory_order_acq_rel) == (unsigned)q->n - 1) {
        atomic_store_explicit(&q->arrived, 0, memory_order_relaxed); /* ordered before the next arrivals by `gen` */
        atomic_store(&q->gen, g + 1); /* seq_cst, then read `sleepers` (see the sleeping path below) */
        if (atomic_load(&q->sleepers) > 0) {
            pthread_mutex_lock(&q->mu);
            pthread_cond_broadcast(&q->cv);
            pthread_mutex_unlock(&q->mu);
        }
        return ANYRT_STATUS_SUCCESS;
    }
    uint64_t start = cpu_now_ns();
    if (cpu_clique_spin(q, g, start)) return ANYRT_STATUS_SUCCESS;

    uint64_t deadline = q->timeout_ns ? start + q->timeout_ns : 0;
    pthread_mutex_lock(&q->mu);
    /* Counted before reading `gen` (both seq_cst): the last rank's store of `gen` and its read of
     * `sleepers` are in the opposite order, so it sees this sleeper or this sleeper sees the new gen. */
    atomic_fetch_add(&q->sleepers, 1);
    while (atomic_load(&q->gen) == g && !atomic_load_explicit(&q->broken, memory_order_relaxed)) {
        if (cpu_clique_cond_wait(q, deadline) && atomic_load(&q->gen) == g &&
            !atomic_load_explicit(&q->broken, memory_order_relaxed)) {
            char missing[256] = "", secs[32];
            size_t len = 0;
            uint64_t mine = atomic_load_explicit(&q->slots[rank].entered, memory_order_relaxed);
            for (int r = 0; r < q->n && len + 8 < sizeof missing; ++r)
                if (atomic_load_explicit(&q->slots[r].entered, memory_order_relaxed) < mine)
                    len += (size_t)snprintf(missing + len, sizeof missing - len, "%s%d", len ? ", " : "", r);
            cpu_timeout_secs(q, secs, sizeof secs);
            char why[CPU_MSG_SIZE];
            snprintf(why, sizeof why, "%s timed out after %s (ANYRT_CCL_TIMEOUT) on rank %d of %d: rank(s) %s never arrived",
                     what, secs, rank, q->n, missing[0] ? missing : "?");
            cpu_clique_break_locked(q, ANYRT_STATUS_TIMEOUT, why);
        }
    }
    atomic_fetch_sub(&q->sleepers, 1);
    int passed = atomic_load_explicit(&q->gen, memory_order_acquire) != g;
    pthread_mutex_unlock(&q->mu);
    if (passed) return ANYRT_STATUS_SUCCESS;
    return cpu_clique_broken_fail(q, what);
}

/* ================================================================================================
 * 3. Collectives of a clique (run on the rank's stream worker).
 * ============================================================================================== */

/* [lo, hi) of `count` elements that rank r works on: slices of whole cache lines. */
static void cpu_slice(size_t count, size_t esz, int n, int r, size_t* lo, size_t* hi) {
    size_t unit = CPU_LINE / esz;
    size_t units = (count + unit - 1) / unit;
    size_t per = (units + (size_t)n - 1) / (size_t)n;
    size_t a = (size_t)r * per * unit, b = a + per * unit;
    *lo = a < count ? a : count;
    *hi = b < count ? b : count;
}

static void cpu_describe(const cpu_coll_t* a, char* buf, size_t size) {
    int len;
    if (a->kind == CPU_COLL_ALL_TO_ALLV) /* its counts differ by rank: the sends and receives match them */
        len = snprintf(buf, size, "%s(%s", cpu_coll_name(a->kind), cpu_dtype_name(a->dtype));
    else if (a->kind == CPU_COLL_ALL_GATHER_V || a->kind == CPU_COLL_REDUCE_SCATTER_V)
        len = snprintf(buf, size, "%s(recv_counts summing to %zu, digest %08llx, %s", cpu_coll_name(a->kind), a->count,
                       (unsigned long long)(a->digest & 0xffffffffu), cpu_dtype_name(a->dtype));
    else
        len = snprintf(buf, size, "%s(count=%zu, %s", cpu_coll_name(a->kind), a->count, cpu_dtype_name(a->dtype));
    if (len < 0 || (size_t)len >= size) return;
    if (cpu_coll_has_op(a->kind)) len += snprintf(buf + len, size - (size_t)len, ", op=%s", cpu_op_name(a->op));
    if (len < 0 || (size_t)len >= size) return;
    if (cpu_coll_has_root(a->kind))
        len += snprintf(buf + len, size - (size_t)len, ", root=%d", (int)a->root);
    if (len < 0 || (size_t)len >= size) return;
    snprintf(buf + len, size - (size_t)len, ")");
}

static int cpu_same_call(const cpu_coll_t* a, const cpu_coll_t* b) {
    return a->kind == b->kind && a->count == b->count && a->dtype == b->dtype && a->op == b->op && a->root == b->root &&
           a->digest == b->digest;
}

static void cpu_clique_work(cpu_clique_t* q, int r, const cpu_coll_t* me) {
    int n = q->n;
    size_t esz = cpu_dtype_size(me->dtype), lo = 0, hi = 0;
    const void* src[CPU_CCL_MAX_RANKS];
    void* dst[CPU_CCL_MAX_RANKS];
    const cpu_slot_t* s = q->slots;
    switch (me->kind) {
        case CPU_COLL_ALL_REDUCE:
            cpu_slice(me->count, esz, n, r, &lo, &hi);
            if (hi <= lo) return;
            for (int j = 0; j < n; ++j) {
                src[j] = (const unsigned char*)s[j].a.sendbuf + lo * esz;
                dst[j] = (unsigned char*)s[j].a.recvbuf + lo * esz;
            }
            cpu_reduce_arrays(me->dtype, me->op, src, n, dst, n, hi - lo, n);
            return;
        case CPU_COLL_REDUCE: {
            cpu_slice(me->count, esz, n, r, &lo, &hi);
            if (hi <= lo) return;
            for (int j = 0; j < n; ++j) src[j] = (const unsigned char*)s[j].a.sendbuf + lo * esz;
            dst[0] = (unsigned char*)s[me->root].a.recvbuf + lo * esz;
            cpu_reduce_arrays(me->dtype, me->op, src, n, dst, 1, hi - lo, n);
            return;
        }
        case CPU_COLL_REDUCE_SCATTER: {
            size_t off = (size_t)r * me->count * esz;
            for (int j = 0; j < n; ++j) src[j] = (const unsigned char*)s[j].a.sendbuf + off;
            dst[0] = s[r].a.recvbuf;
            cpu_reduce_arrays(me->dtype, me->op, src, n, dst, 1, me->count, n);
            return;
        }
        case CPU_COLL_BROADCAST: {
            cpu_slice(me->count, esz, n, r, &lo, &hi);
            if (hi <= lo) return;
            const unsigned char* from = (const unsigned char*)s[me->root].a.sendbuf + lo * esz;
            for (int j = 0; j < n; ++j) {
                unsigned char* to = (unsigned char*)s[j].a.recvbuf + lo * esz;
                if (to != from) memcpy(to, from, (hi - lo) * esz);
            }
            return;
        }
        case CPU_COLL_ALL_GATHER: {
            size_t bytes = me->count * esz;
            unsigned char* mine = (unsigned char*)s[r].a.recvbuf;
            for (int k = 1; k <= n; ++k) { /* start after our own block: ranks read different sources */
                int j = (r + k) % n;
                const void* from = s[j].a.sendbuf;
                if (mine + (size_t)j * bytes != from && bytes) memcpy(mine + (size_t)j * bytes, from, bytes);
            }
            return;
        }
        default: return;
    }
}

static anyrt_status_t cpu_clique_collective(cpu_comm_t* c, const cpu_coll_t* a) {
    cpu_clique_t* q = c->clique;
    int r = c->rank;
    const char* what = cpu_coll_name(a->kind);
    if (atomic_load_explicit(&q->broken, memory_order_acquire)) return cpu_clique_broken_fail(q, what);
    q->slots[r].a = *a; /* published by the barrier */
    anyrt_status_t st = cpu_clique_barrier(q, r, what);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    /* Every rank checks every rank's arguments, so all reach the same verdict. */
    int bad = -1;
    for (int j = 0; j < q->n && bad < 0; ++j)
        if (!cpu_same_call(&q->slots[j].a, &q->slots[0].a)) bad = j;
    char msg[CPU_MSG_SIZE] = "";
    if (bad >= 0) {
        char d0[160], dj[160];
        cpu_describe(&q->slots[0].a, d0, sizeof d0);
        cpu_describe(&q->slots[bad].a, dj, sizeof dj);
        snprintf(msg, sizeof msg, "cpu: ranks disagree in one collective: rank 0 called %s, rank %d called %s", d0, bad, dj);
    } else {
        cpu_clique_work(q, r, a);
    }
    st = cpu_clique_barrier(q, r, what); /* nobody reuses its buffers or its slot before all are done */
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (bad >= 0) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "%s", msg);
    return ANYRT_STATUS_SUCCESS;
}

typedef struct {
    cpu_comm_t* comm;
    cpu_coll_t a;
} cpu_coll_payload_t;
_Static_assert(sizeof(cpu_coll_payload_t) <= CPU_TASK_PAYLOAD, "collective payload too large");

static anyrt_status_t cpu_task_collective(void* p) {
    cpu_coll_payload_t* t = (cpu_coll_payload_t*)p;
    cpu_comm_t* c = t->comm;
    anyrt_status_t st = c->mpi ? cpu_mpi_collective(c->mpi, &t->a) : cpu_clique_collective(c, &t->a);
    cpu_comm_unref(c);
    return st;
}

/* ================================================================================================
 * 4. Point-to-point within a clique.
 * ============================================================================================== */

static void cpu_chan_push(cpu_chan_t* ch, cpu_msg_t* m) {
    m->next = NULL;
    if (ch->tail) ch->tail->next = m; else ch->head = m;
    ch->tail = m;
}

static int cpu_chan_remove(cpu_chan_t* ch, cpu_msg_t* m) {
    cpu_msg_t* prev = NULL;
    for (cpu_msg_t* x = ch->head; x; prev = x, x = x->next) {
        if (x != m) continue;
        if (prev) prev->next = x->next; else ch->head = x->next;
        if (ch->tail == x) ch->tail = prev;
        x->next = NULL;
        return 1;
    }
    return 0;
}

static anyrt_status_t cpu_clique_timeout(cpu_clique_t* q, int rank, const char* what, int peer) {
    char why[CPU_MSG_SIZE], secs[32];
    cpu_timeout_secs(q, secs, sizeof secs);
    snprintf(why, sizeof why, "%s timed out after %s (ANYRT_CCL_TIMEOUT) on rank %d of %d: rank %d never posted the matching %s",
             what, secs, rank, q->n, peer, strcmp(what, "send") == 0 ? "recv" : "send");
    cpu_clique_break_locked(q, ANYRT_STATUS_TIMEOUT, why);
    return ANYRT_STATUS_TIMEOUT;
}

static anyrt_status_t cpu_clique_p2p(cpu_comm_t* c, const cpu_p2p_op_t* ops, int nops) {
    cpu_clique_t* q = c->clique;
    int me = c->rank, n = q->n;
    uint64_t start = cpu_now_ns(), deadline = q->timeout_ns ? start + q->timeout_ns : 0;
    anyrt_status_t first = ANYRT_STATUS_SUCCESS;
    char firstmsg[CPU_MSG_SIZE] = "";
#define CPU_P2P_FAIL(st_, ...)                                             \
    do {                                                                   \
        anyrt_status_t s_ = cpu_fail((st_), __VA_ARGS__);                  \
        if (first == ANYRT_STATUS_SUCCESS) {                               \
            first = s_;                                                    \
            memcpy(firstmsg, cpu_message(), sizeof firstmsg);              \
        }                                                                  \
    } while (0)

    if (atomic_load_explicit(&q->broken, memory_order_acquire)) return cpu_clique_broken_fail(q, ops[0].is_send ? "send" : "recv");

    /* 1. Post every send. mine[i]: the message of ops[i] to wait for (NULL: none). */
    cpu_msg_t** mine = (cpu_msg_t**)calloc((size_t)nops, sizeof *mine);
    if (mine == NULL) return cpu_fail(ANYRT_STATUS_OUT_OF_MEMORY, "cpu: out of host memory for %d sends/recvs", nops);
    for (int i = 0; i < nops; ++i) {
        const cpu_p2p_op_t* o = &ops[i];
        if (!o->is_send) continue;
        size_t bytes = o->count * cpu_dtype_size(o->dtype);
        int eager = nops == 1 && o->peer == me;
        cpu_msg_t* m = (cpu_msg_t*)calloc(1, sizeof *m + (eager ? bytes : 0));
        if (m == NULL) {
            CPU_P2P_FAIL(ANYRT_STATUS_OUT_OF_MEMORY, "cpu: out of host memory posting a send of %zu bytes", bytes);
            continue;
        }
        m->count = o->count;
        m->dtype = o->dtype;
        m->eager = eager;
        if (eager) {
            if (bytes) memcpy(m + 1, o->buf, bytes);
            m->data = m + 1;
        } else {
            m->data = o->buf;
            mine[i] = m;
        }
        pthread_mutex_lock(&q->mu);
        cpu_chan_push(&q->chans[me * n + o->peer], m);
        if (atomic_load_explicit(&q->sleepers, memory_order_relaxed)) pthread_cond_broadcast(&q->cv);
        pthread_mutex_unlock(&q->mu);
    }

    /* 2. Receive in order. */
    for (int i = 0; i < nops; ++i) {
        const cpu_p2p_op_t* o = &ops[i];
        if (o->is_send) continue;
        cpu_chan_t* ch = &q->chans[o->peer * n + me];
        cpu_msg_t* m = NULL;
        pthread_mutex_lock(&q->mu);
        for (;;) {
            if (ch->head) {
                m = ch->head;
                cpu_chan_remove(ch, m);
                m->state = CPU_MSG_TAKEN;
                break;
            }
            if (atomic_load_explicit(&q->broken, memory_order_relaxed)) break;
            if (o->peer == me) break; /* nothing sent to ourselves before this receive: it can never come */
            if (cpu_clique_wait_locked(q, deadline) && ch->head == NULL &&
                !atomic_load_explicit(&q->broken, memory_order_relaxed)) {
                cpu_clique_timeout(q, me, "recv", o->peer);
                break;
            }
        }
        pthread_mutex_unlock(&q->mu);
        if (m == NULL) {
            if (atomic_load_explicit(&q->broken, memory_order_acquire)) {
                anyrt_status_t st = cpu_clique_broken_fail(q, "recv");
                if (first == ANYRT_STATUS_SUCCESS) {
                    first = st;
                    memcpy(firstmsg, cpu_message(), sizeof firstmsg);
                }
            } else {
                CPU_P2P_FAIL(ANYRT_STATUS_INVALID_VALUE,
                             "cpu: recv from itself (rank %d) found nothing sent: queue the send to self before the "
                             "recv on the same stream, or put both in one group", me);
            }
            continue;
        }
        anyrt_status_t st = ANYRT_STATUS_SUCCESS;
        if (m->count != o->count || m->dtype != o->dtype) {
            st = ANYRT_STATUS_INVALID_VALUE;
            CPU_P2P_FAIL(st, "cpu: rank %d's recv of %zu %s from rank %d matched rank %d's send of %zu %s (the counts "
                         "and dtypes of both ranks must agree)", me, o->count, cpu_dtype_name(o->dtype), o->peer, o->peer,
                         m->count, cpu_dtype_name(m->dtype));
        } else if (o->count) {
            memcpy(o->buf, m->data, o->count * cpu_dtype_size(o->dtype));
        }
        if (m->eager) {
            free(m);
            continue;
        }
        pthread_mutex_lock(&q->mu);
        m->status = st;
        m->state = CPU_MSG_DONE;
        pthread_cond_broadcast(&q->cv);
        pthread_mutex_unlock(&q->mu);
    }

    /* 3. Wait until every send was received. */
    for (int i = 0; i < nops; ++i) {
        const cpu_p2p_op_t* o = &ops[i];
        cpu_msg_t* m = mine[i];
        if (m == NULL) continue;
        pthread_mutex_lock(&q->mu);
        while (m->state != CPU_MSG_DONE) {
            int broken = atomic_load_explicit(&q->broken, memory_order_relaxed) != 0;
            if (m->state == CPU_MSG_POSTED && broken) {
                cpu_chan_remove(&q->chans[me * n + o->peer], m);
                break;
            }
            /* A taken message is being copied right now: wait for it without a deadline. */
            int timed_out = cpu_clique_wait_locked(q, m->state == CPU_MSG_TAKEN ? 0 : deadline);
            if (timed_out && m->state == CPU_MSG_POSTED) {
                cpu_chan_remove(&q->chans[me * n + o->peer], m);
                cpu_clique_timeout(q, me, "send", o->peer);
                break;
            }
        }
        int done = m->state == CPU_MSG_DONE;
        anyrt_status_t mst = m->status;
        pthread_mutex_unlock(&q->mu);
        if (!done) {
            anyrt_status_t st = cpu_clique_broken_fail(q, "send");
            if (first == ANYRT_STATUS_SUCCESS) {
                first = st;
                memcpy(firstmsg, cpu_message(), sizeof firstmsg);
            }
        } else if (mst != ANYRT_STATUS_SUCCESS) {
            CPU_P2P_FAIL(mst, "cpu: rank %d's send of %zu %s to rank %d did not match rank %d's recv", me, o->count,
                         cpu_dtype_name(o->dtype), o->peer, o->peer);
        }
        free(m);
    }
    free(mine);
#undef CPU_P2P_FAIL
    if (first != ANYRT_STATUS_SUCCESS) return cpu_fail(first, "%s", firstmsg);
    return ANYRT_STATUS_SUCCESS;
}

typedef struct {
    cpu_comm_t* comm;
    int nops;
    int ncolls;
    cpu_coll_t* colls; /* the collectives these sends and receives make: agreed on first */
    cpu_p2p_op_t ops[];
} cpu_p2p_batch_t;

typedef struct {
    cpu_p2p_batch_t* batch;
} cpu_p2p_payload_t;

static anyrt_status_t cpu_task_p2p(void* p) {
    cpu_p2p_batch_t* b = ((cpu_p2p_payload_t*)p)->batch;
    cpu_comm_t* c = b->comm;
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    /* every rank reaches the same verdict, so on a disagreement none of them moves data (or waits) */
    for (int i = 0; i < b->ncolls && st == ANYRT_STATUS_SUCCESS; ++i)
        st = c->mpi ? cpu_mpi_collective(c->mpi, &b->colls[i]) : cpu_clique_collective(c, &b->colls[i]);
    if (st == ANYRT_STATUS_SUCCESS && b->nops)
        st = c->mpi ? cpu_mpi_p2p(c->mpi, b->ops, b->nops) : cpu_clique_p2p(c, b->ops, b->nops);
    free(b->colls);
    free(b);
    cpu_comm_unref(c);
    return st;
}

/* ================================================================================================
 * 5. Groups (per calling thread): sends and receives wait for group_end, then go out as one task
 *    per (communicator, stream). Collectives inside a group are queued at once.
 * ============================================================================================== */

typedef struct {
    cpu_comm_t* comm;
    cpu_stream_t* stream;
    cpu_p2p_op_t op;
    int is_coll; /* else op */
    cpu_coll_t coll;
} cpu_pending_t;

static _Thread_local int tls_group_depth;
static _Thread_local cpu_pending_t* tls_pending;
static _Thread_local int tls_npending, tls_cap;

anyrt_status_t cpu_group_start(void) {
    if (tls_group_depth == INT32_MAX) return cpu_fail(ANYRT_STATUS_ERROR, "cpu: groups nested too deeply");
    tls_group_depth++;
    return ANYRT_STATUS_SUCCESS;
}

static anyrt_status_t cpu_enqueue_batch(cpu_comm_t* c, cpu_stream_t* s, const cpu_p2p_op_t* ops, int nops,
                                        const cpu_coll_t* colls, int ncolls) {
    cpu_p2p_batch_t* b = (cpu_p2p_batch_t*)malloc(sizeof *b + (size_t)nops * sizeof(cpu_p2p_op_t));
    cpu_coll_t* cc = ncolls ? (cpu_coll_t*)malloc((size_t)ncolls * sizeof *cc) : NULL;
    if (b == NULL || (ncolls && cc == NULL)) {
        free(b);
        free(cc);
        return cpu_fail(ANYRT_STATUS_OUT_OF_MEMORY, "cpu: out of host memory queueing %d sends/recvs", nops);
    }
    b->comm = c;
    b->nops = nops;
    b->ncolls = ncolls;
    b->colls = cc;
    if (nops) memcpy(b->ops, ops, (size_t)nops * sizeof *ops);
    if (ncolls) memcpy(cc, colls, (size_t)ncolls * sizeof *cc);
    cpu_p2p_payload_t p = {b};
    anyrt_status_t st = cpu_stream_enqueue(s, cpu_task_p2p, &p, sizeof p);
    if (st != ANYRT_STATUS_SUCCESS) {
        free(cc);
        free(b);
    }
    return st;
}

anyrt_status_t cpu_group_end(void) {
    if (tls_group_depth == 0) return cpu_fail(ANYRT_STATUS_ERROR, "cpu: group_end without group_start");
    if (--tls_group_depth > 0) return ANYRT_STATUS_SUCCESS;
    int n = tls_npending;
    cpu_pending_t* all = tls_pending;
    tls_pending = NULL;
    tls_npending = tls_cap = 0;
    anyrt_status_t first = ANYRT_STATUS_SUCCESS;
    char msg[CPU_MSG_SIZE] = "";
    cpu_p2p_op_t* ops = n ? (cpu_p2p_op_t*)malloc((size_t)n * sizeof *ops) : NULL;
    cpu_coll_t* colls = n ? (cpu_coll_t*)malloc((size_t)n * sizeof *colls) : NULL;
    if (n && (ops == NULL || colls == NULL)) {
        for (int i = 0; i < n; ++i) cpu_comm_unref(all[i].comm);
        free(all);
        free(ops);
        free(colls);
        return cpu_fail(ANYRT_STATUS_OUT_OF_MEMORY, "cpu: out of host memory issuing a group of %d sends/recvs", n);
    }
    for (int i = 0; i < n; ++i) {
        if (all[i].comm == NULL) continue; /* already issued with an earlier (comm, stream) */
        cpu_comm_t* c = all[i].comm;
        cpu_stream_t* s = all[i].stream;
        int m = 0, k = 0;
        for (int j = i; j < n; ++j) {
            if (all[j].comm != c || all[j].stream != s) continue;
            if (all[j].is_coll)
                colls[k++] = all[j].coll;
            else
                ops[m++] = all[j].op;
            if (j != i) {
                cpu_comm_unref(all[j].comm); /* one reference per batch is enough */
                all[j].comm = NULL;
            }
        }
        all[i].comm = NULL;
        anyrt_status_t st = cpu_enqueue_batch(c, s, ops, m, colls, k);
        if (st != ANYRT_STATUS_SUCCESS) {
            cpu_comm_unref(c);
            if (first == ANYRT_STATUS_SUCCESS) {
                first = st;
                memcpy(msg, cpu_message(), sizeof msg);
            }
        }
    }
    free(ops);
    free(colls);
    free(all);
    if (first != ANYRT_STATUS_SUCCESS) return cpu_fail(first, "%s", msg);
    return ANYRT_STATUS_SUCCESS;
}

/* `coll` NULL: the send or receive `op`; else the agreement of a collective made of them (only
 * inside a group: the batch's own). */
static anyrt_status_t cpu_issue_p2p(cpu_comm_t* c, cpu_stream_t* s, const cpu_p2p_op_t* op, const cpu_coll_t* coll) {
    cpu_comm_ref(c);
    if (tls_group_depth > 0) {
        if (tls_npending == tls_cap) {
            int ncap = tls_cap ? tls_cap * 2 : 16;
            cpu_pending_t* p = (cpu_pending_t*)realloc(tls_pending, (size_t)ncap * sizeof *p);
            if (p == NULL) {
                cpu_comm_unref(c);
                return cpu_fail(ANYRT_STATUS_OUT_OF_MEMORY, "cpu: out of host memory recording a grouped send/recv");
            }
            tls_pending = p;
            tls_cap = ncap;
        }
        tls_pending[tls_npending].comm = c;
        tls_pending[tls_npending].stream = s;
        memset(&tls_pending[tls_npending].op, 0, sizeof(cpu_p2p_op_t));
        memset(&tls_pending[tls_npending].coll, 0, sizeof(cpu_coll_t));
        tls_pending[tls_npending].is_coll = coll != NULL;
        if (coll)
            tls_pending[tls_npending].coll = *coll;
        else
            tls_pending[tls_npending].op = *op;
        tls_npending++;
        return ANYRT_STATUS_SUCCESS;
    }
    anyrt_status_t st = cpu_enqueue_batch(c, s, op, 1, NULL, 0);
    if (st != ANYRT_STATUS_SUCCESS) cpu_comm_unref(c);
    return st;
}

/* ================================================================================================
 * 6. Slots.
 * ============================================================================================== */

static int cpu_read_random(unsigned char* out, size_t n) {
    int fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC);
    if (fd < 0) return 0;
    size_t got = 0;
    while (got < n) {
        ssize_t r = read(fd, out + got, n - got);
        if (r <= 0) {
            if (r < 0 && errno == EINTR) continue;
            break;
        }
        got += (size_t)r;
    }
    close(fd);
    return got == n;
}

anyrt_status_t cpu_get_unique_id(anyrt_unique_id_t* id) {
    if (id == NULL) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: id is null");
    memset(id, 0, sizeof *id);
    memcpy(id->internal, cpu_id_magic, sizeof cpu_id_magic);
    unsigned char* r = (unsigned char*)id->internal + CPU_ID_KEY_OFFSET;
    if (!cpu_read_random(r, CPU_RDV_KEY_BYTES)) { /* no /dev/urandom: time, pid and address entropy */
        uint64_t mix[4] = {cpu_now_ns(), (uint64_t)getpid(), (uint64_t)(uintptr_t)id, (uint64_t)time(NULL)};
        for (int i = 0; i < 4; ++i) mix[i] = (mix[i] ^ (mix[i] >> 31)) * 0x9e3779b97f4a7c15ull;
        memcpy(r, mix, CPU_RDV_KEY_BYTES);
    }
    /* Processes no launcher started find each other through the maker's socket (cpu_rendezvous.c). */
    if (cpu_rdv_wanted()) return cpu_rdv_listen(r, (unsigned char*)id->internal + CPU_ID_ADDR_OFFSET);
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cpu_comm_init_all(anyrt_backend_comm_t* comms, int ndevice, const int* device_ids) {
    if (comms == NULL || device_ids == NULL) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: comms or device_ids is null");
    if (ndevice <= 0 || ndevice > CPU_CCL_MAX_RANKS)
        return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: ndevice must be in 1..%d (got %d)", CPU_CCL_MAX_RANKS, ndevice);
    for (int i = 0; i < ndevice; ++i) {
        anyrt_status_t st = cpu_check_device(device_ids[i]);
        if (st != ANYRT_STATUS_SUCCESS) return st;
        for (int j = 0; j < i; ++j)
            if (device_ids[j] == device_ids[i])
                return cpu_fail(ANYRT_STATUS_INVALID_VALUE,
                                "cpu: device_ids lists device %d twice (ranks %d and %d); each rank needs its own device",
                                device_ids[i], j, i);
    }
    cpu_clique_t* q = NULL;
    anyrt_status_t st = cpu_clique_new(ndevice, &q);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    for (int i = 0; i < ndevice; ++i) {
        cpu_comm_t* c = cpu_comm_new(device_ids[i], i, ndevice);
        if (c == NULL) {
            for (int j = 0; j < i; ++j) cpu_comm_unref((cpu_comm_t*)comms[j]);
            for (int j = i; j < ndevice; ++j) cpu_clique_unref(q);
            return cpu_fail(ANYRT_STATUS_OUT_OF_MEMORY, "cpu: out of host memory creating %d communicators", ndevice);
        }
        c->clique = q;
        comms[i] = c;
    }
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cpu_comm_init_rank(int device, anyrt_backend_comm_t* comm, int nranks, anyrt_unique_id_t id, int rank) {
    anyrt_status_t st = cpu_check_device(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (comm == NULL) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: comm is null");
    if (nranks <= 0) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: nranks must be positive (got %d)", nranks);
    if (rank < 0 || rank >= nranks)
        return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: rank %d is not in 0..%d (nranks %d)", rank, nranks - 1, nranks);
    if (memcmp(id.internal, cpu_id_magic, sizeof cpu_id_magic) != 0)
        return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: id was not made by the cpu backend's get_unique_id");
    cpu_comm_t* c = cpu_comm_new(device, rank, nranks);
    if (c == NULL) return cpu_fail(ANYRT_STATUS_OUT_OF_MEMORY, "cpu: out of host memory creating a communicator");
    if (nranks == 1) {
        int listener = cpu_rdv_take_listener((const unsigned char*)id.internal + CPU_ID_KEY_OFFSET);
        if (listener >= 0) close(listener); /* no one else will join */
        st = cpu_clique_new(1, &c->clique);
    } else {
        st = cpu_mpi_comm_create(nranks, &id, rank, cpu_read_timeout_ns(), &c->mpi);
    }
    if (st != ANYRT_STATUS_SUCCESS) {
        c->magic = CPU_COMM_DEAD;
        free(c);
        return st;
    }
    *comm = c;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cpu_comm_init_mpi(int device, anyrt_backend_comm_t* comm, const void* mpi_comm, size_t mpi_comm_size) {
    anyrt_status_t st = cpu_check_device(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (comm == NULL || mpi_comm == NULL) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: comm or mpi_comm is null");
    cpu_mpi_comm_t* m = NULL;
    st = cpu_mpi_comm_dup(mpi_comm, mpi_comm_size, cpu_read_timeout_ns(), &m);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    int rank = 0, size = 0;
    cpu_mpi_comm_shape(m, &rank, &size);
    cpu_comm_t* c = cpu_comm_new(device, rank, size);
    if (c == NULL) {
        cpu_mpi_comm_free(m);
        return cpu_fail(ANYRT_STATUS_OUT_OF_MEMORY, "cpu: out of host memory creating a communicator");
    }
    c->mpi = m;
    *comm = c;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cpu_comm_destroy(int device, anyrt_backend_comm_t comm) {
    cpu_comm_t* c = NULL;
    anyrt_status_t st = cpu_comm_peek(device, comm, &c); /* an unsettled split one too: its rank forgets it */
    if (st != ANYRT_STATUS_SUCCESS) return st;
    c->magic = CPU_COMM_DEAD; /* queued work holds references; the memory goes with the last one */
    cpu_comm_unref(c);
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cpu_comm_rank(int device, anyrt_backend_comm_t comm, int* rank) {
    cpu_comm_t* c = NULL;
    anyrt_status_t st = cpu_comm_check(device, comm, &c);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (rank == NULL) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: rank is null");
    *rank = c->rank;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cpu_comm_size(int device, anyrt_backend_comm_t comm, int* size) {
    cpu_comm_t* c = NULL;
    anyrt_status_t st = cpu_comm_check(device, comm, &c);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (size == NULL) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: size is null");
    *size = c->size;
    return ANYRT_STATUS_SUCCESS;
}

/* Common checks of every collective, then the task. */
static anyrt_status_t cpu_issue_collective(int device, cpu_coll_t* a, anyrt_backend_comm_t comm,
                                           anyrt_backend_stream_t stream) {
    cpu_comm_t* c = NULL;
    anyrt_status_t st = cpu_comm_check(device, comm, &c);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    cpu_stream_t* s = NULL;
    st = cpu_stream_check(device, stream, &s);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const char* what = cpu_coll_name(a->kind);
    size_t esz = cpu_dtype_size(a->dtype);
    if (esz == 0) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: %s: dtype %d is not an element type", what, a->dtype);
    if (a->op > ANYRT_REDUCE_OP_AVG) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: %s: unknown reduce op %d", what, a->op);
    size_t blocks = (a->kind == CPU_COLL_ALL_GATHER || a->kind == CPU_COLL_REDUCE_SCATTER) ? (size_t)c->size : 1;
    if (a->kind >= CPU_COLL_ALL_TO_ALL) blocks = 0; /* an agreement: no data of its own */
    if (blocks && a->count > SIZE_MAX / esz / blocks)
        return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: %s: count %zu overflows the address space", what, a->count);
    int needs_send = blocks && (a->kind != CPU_COLL_BROADCAST || c->rank == a->root);
    int needs_recv = blocks && (a->kind != CPU_COLL_REDUCE || c->rank == a->root);
    if (a->kind == CPU_COLL_BROADCAST && c->rank == a->root && a->sendbuf == NULL) a->sendbuf = a->recvbuf; /* in place */
    if (a->count > 0 && needs_send && a->sendbuf == NULL)
        return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: %s: sendbuf is null on rank %d", what, c->rank);
    if (a->count > 0 && needs_recv && a->recvbuf == NULL)
        return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: %s: recvbuf is null on rank %d%s", what, c->rank,
                        a->kind == CPU_COLL_REDUCE ? " (the root)" : "");
    if ((a->kind == CPU_COLL_BROADCAST || a->kind == CPU_COLL_REDUCE) && (a->root < 0 || a->root >= c->size))
        return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: %s: root %d is not a rank of the communicator (size %d)", what,
                        (int)a->root, c->size);
    cpu_comm_ref(c);
    cpu_coll_payload_t p = {c, *a};
    st = cpu_stream_enqueue(s, cpu_task_collective, &p, sizeof p);
    if (st != ANYRT_STATUS_SUCCESS) cpu_comm_unref(c);
    return st;
}

static int cpu_known_dtype(anyrt_dtype_t dtype) { return dtype > 0 && dtype < 256 && cpu_dtype_size((int)dtype) != 0; }

static int cpu_known_op(anyrt_reduce_op_t op) { return (unsigned)op <= (unsigned)ANYRT_REDUCE_OP_AVG; }

#define CPU_CHECK_TYPES(what, dtype, op)                                                                               \
    do {                                                                                                               \
        if (!cpu_known_dtype(dtype))                                                                                   \
            return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: %s: dtype %d is not an element type", what, (int)(dtype)); \
        if (!cpu_known_op(op))                                                                                         \
            return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: %s: unknown reduce op %d", what, (int)(op));             \
    } while (0)

anyrt_status_t cpu_all_reduce(int device, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype,
                              anyrt_reduce_op_t op, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    CPU_CHECK_TYPES("all_reduce", dtype, op);
    cpu_coll_t a = {sendbuf, recvbuf, count, 0, CPU_COLL_ALL_REDUCE, (uint8_t)dtype, (uint8_t)op, 0};
    return cpu_issue_collective(device, &a, comm, stream);
}

anyrt_status_t cpu_broadcast(int device, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, int root,
                             anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    CPU_CHECK_TYPES("broadcast", dtype, ANYRT_REDUCE_OP_SUM);
    cpu_coll_t a = {sendbuf, recvbuf, count, root, CPU_COLL_BROADCAST, (uint8_t)dtype, 0, 0};
    return cpu_issue_collective(device, &a, comm, stream);
}

anyrt_status_t cpu_reduce(int device, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype,
                          anyrt_reduce_op_t op, int root, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    CPU_CHECK_TYPES("reduce", dtype, op);
    cpu_coll_t a = {sendbuf, recvbuf, count, root, CPU_COLL_REDUCE, (uint8_t)dtype, (uint8_t)op, 0};
    return cpu_issue_collective(device, &a, comm, stream);
}

anyrt_status_t cpu_all_gather(int device, const void* sendbuf, void* recvbuf, size_t send_count, anyrt_dtype_t dtype,
                              anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    CPU_CHECK_TYPES("all_gather", dtype, ANYRT_REDUCE_OP_SUM);
    cpu_coll_t a = {sendbuf, recvbuf, send_count, 0, CPU_COLL_ALL_GATHER, (uint8_t)dtype, 0, 0};
    return cpu_issue_collective(device, &a, comm, stream);
}

anyrt_status_t cpu_reduce_scatter(int device, const void* sendbuf, void* recvbuf, size_t recv_count, anyrt_dtype_t dtype,
                                  anyrt_reduce_op_t op, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    CPU_CHECK_TYPES("reduce_scatter", dtype, op);
    cpu_coll_t a = {sendbuf, recvbuf, recv_count, 0, CPU_COLL_REDUCE_SCATTER, (uint8_t)dtype, (uint8_t)op, 0};
    return cpu_issue_collective(device, &a, comm, stream);
}

static anyrt_status_t cpu_issue_p2p_checked(int device, void* buf, size_t count, anyrt_dtype_t dtype, int peer,
                                            anyrt_backend_comm_t comm, anyrt_backend_stream_t stream, int is_send) {
    const char* what = is_send ? "send" : "recv";
    CPU_CHECK_TYPES(what, dtype, ANYRT_REDUCE_OP_SUM);
    cpu_comm_t* c = NULL;
    anyrt_status_t st = cpu_comm_check(device, comm, &c);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    cpu_stream_t* s = NULL;
    st = cpu_stream_check(device, stream, &s);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (peer < 0 || peer >= c->size)
        return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: %s: peer %d is not a rank of the communicator (size %d)", what,
                        peer, c->size);
    size_t esz = cpu_dtype_size((int)dtype);
    if (count > SIZE_MAX / esz) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: %s: count %zu is too large", what, count);
    if (count > 0 && buf == NULL) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: %s: buffer is null", what);
    cpu_p2p_op_t op = {buf, count, peer, (uint8_t)is_send, (uint8_t)dtype};
    return cpu_issue_p2p(c, s, &op, NULL);
}

anyrt_status_t cpu_send(int device, const void* sendbuf, size_t count, anyrt_dtype_t dtype, int peer,
                        anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    return cpu_issue_p2p_checked(device, (void*)(uintptr_t)sendbuf, count, dtype, peer, comm, stream, 1);
}

anyrt_status_t cpu_recv(int device, void* recvbuf, size_t count, anyrt_dtype_t dtype, int peer, anyrt_backend_comm_t comm,
                        anyrt_backend_stream_t stream) {
    return cpu_issue_p2p_checked(device, recvbuf, count, dtype, peer, comm, stream, 0);
}

/* ================================================================================================
 * 7. Collectives made of point-to-point batches (all-to-all(v), gather, scatter, all-gather-v) and
 *    of reduces (reduce-scatter-v). Each is one group: on a clique its sends and receives (the
 *    rank's own block included) go out as one task that posts every send before it receives, over
 *    MPI as one set of non-blocking requests. A count that differs between two ranks fails the
 *    receive naming both (section 4; cpu_mpi_p2p).
 * ============================================================================================== */

typedef struct {
    cpu_comm_t* c;
    cpu_stream_t* s;
    size_t esz;
    uint8_t dtype;
    anyrt_status_t st;
} cpu_batch_t;

static anyrt_status_t cpu_batch_begin(cpu_batch_t* b, const char* what, int device, anyrt_dtype_t dtype,
                                      anyrt_backend_comm_t comm, anyrt_backend_stream_t stream, int nranks) {
    memset(b, 0, sizeof *b);
    if (!cpu_known_dtype(dtype))
        return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: %s: dtype %d is not an element type", what, (int)dtype);
    anyrt_status_t st = cpu_comm_check(device, comm, &b->c);
    if (st == ANYRT_STATUS_SUCCESS) st = cpu_stream_check(device, stream, &b->s);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (nranks >= 0 && nranks != b->c->size)
        return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: %s: nranks is %d, the communicator has %d ranks", what, nranks,
                        b->c->size);
    b->esz = cpu_dtype_size((int)dtype);
    b->dtype = (uint8_t)dtype;
    return cpu_group_start();
}

static void cpu_batch_op(cpu_batch_t* b, const char* what, const void* base, size_t displ, size_t count, int peer,
                         int is_send) {
    if (b->st != ANYRT_STATUS_SUCCESS) return;
    if (count > SIZE_MAX / b->esz || (count && displ > (SIZE_MAX - count * b->esz) / b->esz)) {
        b->st = cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: %s: %zu elements at %zu overflow the address space", what,
                         count, displ);
        return;
    }
    if (count && base == NULL) {
        b->st = cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: %s: %s is null on rank %d", what,
                         is_send ? "sendbuf" : "recvbuf", b->c->rank);
        return;
    }
    cpu_p2p_op_t op = {(unsigned char*)(uintptr_t)base + displ * b->esz, count, peer, (uint8_t)is_send, b->dtype};
    b->st = cpu_issue_p2p(b->c, b->s, &op, NULL);
}

/* The batch's collective, agreed on by every rank before any of its data moves (cpu_task_p2p). */
static void cpu_batch_agree(cpu_batch_t* b, int kind, size_t count, int root, uint64_t digest) {
    if (b->st != ANYRT_STATUS_SUCCESS) return;
    cpu_coll_t a = {NULL, NULL, count, root, (uint8_t)kind, b->dtype, 0, digest};
    b->st = cpu_issue_p2p(b->c, b->s, NULL, &a);
}

/* What every rank must pass alike of a count array: its sum (saturating) and an FNV-1a digest. */
static size_t cpu_counts_digest(const size_t* counts, int n, uint64_t* digest) {
    uint64_t h = 1469598103934665603ull;
    size_t sum = 0;
    for (int i = 0; i < n; ++i) {
        sum = counts[i] > SIZE_MAX - sum ? SIZE_MAX : sum + counts[i];
        for (unsigned k = 0; k < sizeof(size_t); ++k) h = (h ^ ((counts[i] >> (8 * k)) & 0xffu)) * 1099511628211ull;
    }
    *digest = h;
    return sum;
}

static anyrt_status_t cpu_batch_end(cpu_batch_t* b) {
    anyrt_status_t end = cpu_group_end();
    return b->st != ANYRT_STATUS_SUCCESS ? b->st : end;
}

anyrt_status_t cpu_all_to_all(int device, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype,
                              anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    cpu_batch_t b;
    anyrt_status_t st = cpu_batch_begin(&b, "all_to_all", device, dtype, comm, stream, -1);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    int n = b.c->size, me = b.c->rank;
    cpu_batch_agree(&b, CPU_COLL_ALL_TO_ALL, count, 0, 0);
    for (int k = 1; k <= n; ++k) { /* each rank starts with the next one: the peers' channels differ */
        int peer = (me + k) % n;
        cpu_batch_op(&b, "all_to_all", sendbuf, (size_t)peer * count, count, peer, 1);
        cpu_batch_op(&b, "all_to_all", recvbuf, (size_t)peer * count, count, peer, 0);
    }
    return cpu_batch_end(&b);
}

anyrt_status_t cpu_all_to_allv(int device, const void* sendbuf, const size_t* send_counts, const size_t* send_displs,
                               void* recvbuf, const size_t* recv_counts, const size_t* recv_displs, int nranks,
                               anyrt_dtype_t dtype, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    if (!send_counts || !send_displs || !recv_counts || !recv_displs)
        return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: all_to_allv: a count or displacement array is null");
    cpu_batch_t b;
    anyrt_status_t st = cpu_batch_begin(&b, "all_to_allv", device, dtype, comm, stream, nranks);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    int n = b.c->size, me = b.c->rank;
    cpu_batch_agree(&b, CPU_COLL_ALL_TO_ALLV, 0, 0, 0);
    for (int k = 1; k <= n; ++k) {
        int peer = (me + k) % n;
        cpu_batch_op(&b, "all_to_allv", sendbuf, send_displs[peer], send_counts[peer], peer, 1);
        cpu_batch_op(&b, "all_to_allv", recvbuf, recv_displs[peer], recv_counts[peer], peer, 0);
    }
    return cpu_batch_end(&b);
}

anyrt_status_t cpu_all_gather_v(int device, const void* sendbuf, void* recvbuf, const size_t* recv_counts, int nranks,
                                anyrt_dtype_t dtype, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    if (!recv_counts) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: all_gather_v: recv_counts is null");
    cpu_batch_t b;
    anyrt_status_t st = cpu_batch_begin(&b, "all_gather_v", device, dtype, comm, stream, nranks);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    int n = b.c->size, me = b.c->rank;
    uint64_t digest = 0;
    size_t total = cpu_counts_digest(recv_counts, n, &digest);
    cpu_batch_agree(&b, CPU_COLL_ALL_GATHER_V, total, 0, digest);
    size_t displ = 0;
    for (int peer = 0; peer < n; ++peer) {
        cpu_batch_op(&b, "all_gather_v", sendbuf, 0, recv_counts[me], peer, 1);
        cpu_batch_op(&b, "all_gather_v", recvbuf, displ, recv_counts[peer], peer, 0);
        displ += recv_counts[peer];
    }
    return cpu_batch_end(&b);
}

static anyrt_status_t cpu_check_root(cpu_batch_t* b, const char* what, int root) {
    if (root >= 0 && root < b->c->size) return ANYRT_STATUS_SUCCESS;
    anyrt_status_t st = cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: %s: root %d is not a rank of the communicator (size %d)",
                                 what, root, b->c->size);
    cpu_group_end();
    return st;
}

anyrt_status_t cpu_ccl_gather(int device, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, int root,
                          anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    cpu_batch_t b;
    anyrt_status_t st = cpu_batch_begin(&b, "gather", device, dtype, comm, stream, -1);
    if (st == ANYRT_STATUS_SUCCESS) st = cpu_check_root(&b, "gather", root);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    cpu_batch_agree(&b, CPU_COLL_GATHER, count, root, 0);
    cpu_batch_op(&b, "gather", sendbuf, 0, count, root, 1);
    for (int peer = 0; b.c->rank == root && peer < b.c->size; ++peer)
        cpu_batch_op(&b, "gather", recvbuf, (size_t)peer * count, count, peer, 0);
    return cpu_batch_end(&b);
}

anyrt_status_t cpu_ccl_scatter(int device, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, int root,
                           anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    cpu_batch_t b;
    anyrt_status_t st = cpu_batch_begin(&b, "scatter", device, dtype, comm, stream, -1);
    if (st == ANYRT_STATUS_SUCCESS) st = cpu_check_root(&b, "scatter", root);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    cpu_batch_agree(&b, CPU_COLL_SCATTER, count, root, 0);
    for (int peer = 0; b.c->rank == root && peer < b.c->size; ++peer)
        cpu_batch_op(&b, "scatter", sendbuf, (size_t)peer * count, count, peer, 1);
    cpu_batch_op(&b, "scatter", recvbuf, 0, count, root, 0);
    return cpu_batch_end(&b);
}

/* One reduce per rank's block, in rank order on every rank, after an agreement on the counts that
 * names reduce_scatter_v (a disagreement then fails the reduces at once too, without waiting). */
anyrt_status_t cpu_reduce_scatter_v(int device, const void* sendbuf, void* recvbuf, const size_t* recv_counts, int nranks,
                                    anyrt_dtype_t dtype, anyrt_reduce_op_t op, anyrt_backend_comm_t comm,
                                    anyrt_backend_stream_t stream) {
    CPU_CHECK_TYPES("reduce_scatter_v", dtype, op);
    if (!recv_counts) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: reduce_scatter_v: recv_counts is null");
    cpu_comm_t* c = NULL;
    anyrt_status_t st = cpu_comm_check(device, comm, &c);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (nranks != c->size)
        return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: reduce_scatter_v: nranks is %d, the communicator has %d ranks",
                        nranks, c->size);
    uint64_t digest = 0;
    size_t total = cpu_counts_digest(recv_counts, c->size, &digest);
    cpu_coll_t agree = {NULL, NULL, total, 0, CPU_COLL_REDUCE_SCATTER_V, (uint8_t)dtype, (uint8_t)op, digest};
    st = cpu_issue_collective(device, &agree, comm, stream);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    size_t esz = cpu_dtype_size((int)dtype), displ = 0;
    for (int root = 0; root < c->size; ++root) {
        if (recv_counts[root] && sendbuf == NULL)
            return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: reduce_scatter_v: sendbuf is null on rank %d", c->rank);
        cpu_coll_t a = {(const unsigned char*)sendbuf + displ * esz, root == c->rank ? recvbuf : NULL, recv_counts[root],
                        root, CPU_COLL_REDUCE, (uint8_t)dtype, (uint8_t)op, 0};
        st = cpu_issue_collective(device, &a, comm, stream);
        if (st != ANYRT_STATUS_SUCCESS) return st;
        displ += recv_counts[root];
    }
    return ANYRT_STATUS_SUCCESS;
}

/* ================================================================================================
 * 8. comm_split.
 * ============================================================================================== */

/* Rank r's new communicator (mu held, every rank arrived): the ranks of its color, by (key, rank). */
static anyrt_status_t cpu_split_settle_locked(cpu_clique_t* q) {
    int n = q->n;
    anyrt_status_t first = ANYRT_STATUS_SUCCESS;
    int* done = (int*)calloc((size_t)n, sizeof *done);
    /* cpu_fail's message is the last rank's thread's: the others learn of it from `settled` */
    int* order = (int*)malloc((size_t)n * sizeof *order);
    if (done == NULL || order == NULL) first = cpu_fail(ANYRT_STATUS_OUT_OF_MEMORY, "cpu: comm_split: out of host memory");
    for (int r = 0; first == ANYRT_STATUS_SUCCESS && r < n; ++r) {
        if (done[r]) continue;
        int m = 0;
        for (int j = r; j < n; ++j)
            if (!done[j] && q->split[j].color == q->split[r].color) {
                int at = m++; /* insertion by (key, rank) */
                while (at > 0 && q->split[order[at - 1]].key > q->split[j].key) {
                    order[at] = order[at - 1];
                    --at;
                }
                order[at] = j;
                done[j] = 1;
            }
        cpu_clique_t* sub = NULL;
        anyrt_status_t st = cpu_clique_new(m, &sub);
        if (st != ANYRT_STATUS_SUCCESS) {
            first = st;
            break;
        }
        for (int k = 0; k < m; ++k) {
            cpu_comm_t* c = q->split[order[k]].out;
            if (c == NULL) { /* destroyed before the split settled: its share of the clique goes now */
                cpu_clique_unref(sub);
                continue;
            }
            c->rank = k;
            c->size = m;
            c->clique = sub;
        }
    }
    /* Every waiting comm is settled (a failed one with clique NULL: its users get the error). */
    for (int r = 0; r < n; ++r) {
        cpu_comm_t* c = q->split[r].out;
        if (c) atomic_store_explicit(&c->settled, c->clique ? 1 : -1, memory_order_release);
        q->split[r].in = 0;
        q->split[r].out = NULL;
    }
    q->split_arrived = 0;
    pthread_cond_broadcast(&q->cv);
    free(done);
    free(order);
    return first;
}

static anyrt_status_t cpu_comm_settle(cpu_comm_t* c) {
    int s = atomic_load_explicit(&c->settled, memory_order_acquire);
    if (s == 0) {
        cpu_clique_t* q = c->parent;
        pthread_mutex_lock(&q->mu);
        while ((s = atomic_load_explicit(&c->settled, memory_order_acquire)) == 0 &&
               !atomic_load_explicit(&q->broken, memory_order_relaxed)) {
            if (cpu_clique_wait_locked(q, c->split_deadline_ns) &&
                atomic_load_explicit(&c->settled, memory_order_acquire) == 0) {
                char missing[256] = "";
                size_t len = 0;
                for (int r = 0; r < q->n && len + 8 < sizeof missing; ++r)
                    if (!q->split[r].in)
                        len += (size_t)snprintf(missing + len, sizeof missing - len, "%s%d", len ? ", " : "", r);
                pthread_mutex_unlock(&q->mu);
                return cpu_fail(ANYRT_STATUS_TIMEOUT,
                                "cpu: comm_split: rank(s) %s of the parent communicator never called comm_split "
                                "(ANYRT_CCL_TIMEOUT); a thread driving several ranks calls it for each before using "
                                "the new communicators", missing[0] ? missing : "?");
            }
        }
        pthread_mutex_unlock(&q->mu);
        if (s == 0) return cpu_clique_broken_fail(q, "comm_split");
    }
    if (s < 0) return cpu_fail(ANYRT_STATUS_OUT_OF_MEMORY, "cpu: this communicator's comm_split failed for want of memory");
    return ANYRT_STATUS_SUCCESS;
}

static void cpu_split_forget(cpu_comm_t* c) {
    cpu_clique_t* q = c->parent;
    pthread_mutex_lock(&q->mu);
    for (int r = 0; r < q->n; ++r)
        if (q->split[r].out == c) q->split[r].out = NULL;
    pthread_mutex_unlock(&q->mu);
    cpu_clique_unref(q);
}

anyrt_status_t cpu_comm_split(int device, anyrt_backend_comm_t comm, int color, int key, anyrt_backend_comm_t* newcomm) {
    cpu_comm_t* c = NULL;
    anyrt_status_t st = cpu_comm_check(device, comm, &c);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (newcomm == NULL) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: comm_split: newcomm is null");
    if (color < 0) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: comm_split: color must not be negative (got %d)", color);
    if (c->mpi) {
        cpu_mpi_comm_t* m = NULL;
        st = cpu_mpi_comm_split(c->mpi, color, key, &m);
        if (st != ANYRT_STATUS_SUCCESS) return st;
        int rank = 0, size = 0;
        cpu_mpi_comm_shape(m, &rank, &size);
        cpu_comm_t* out = cpu_comm_new(device, rank, size);
        if (out == NULL) {
            cpu_mpi_comm_free(m);
            return cpu_fail(ANYRT_STATUS_OUT_OF_MEMORY, "cpu: out of host memory creating a communicator");
        }
        out->mpi = m;
        *newcomm = out;
        return ANYRT_STATUS_SUCCESS;
    }
    cpu_clique_t* q = c->clique;
    cpu_comm_t* out = cpu_comm_new(device, -1, 0);
    if (out == NULL) return cpu_fail(ANYRT_STATUS_OUT_OF_MEMORY, "cpu: out of host memory creating a communicator");
    pthread_mutex_lock(&q->mu);
    if (q->split[c->rank].in) {
        pthread_mutex_unlock(&q->mu);
        free(out);
        return cpu_fail(ANYRT_STATUS_INVALID_VALUE,
                        "cpu: comm_split: rank %d called it again before every rank called the previous one", c->rank);
    }
    atomic_fetch_add_explicit(&q->refs, 1, memory_order_relaxed);
    out->parent = q;
    atomic_store_explicit(&out->settled, 0, memory_order_relaxed);
    out->split_deadline_ns = q->timeout_ns ? cpu_now_ns() + q->timeout_ns : 0;
    q->split[c->rank] = (struct cpu_split_entry){1, color, key, out};
    st = ANYRT_STATUS_SUCCESS;
    /* The last rank settles everyone's; a failure there reaches each new communicator's first use. */
    if (++q->split_arrived == q->n) (void)cpu_split_settle_locked(q);
    pthread_mutex_unlock(&q->mu);
    *newcomm = out;
    return ANYRT_STATUS_SUCCESS;
}

void cpu_ccl_finalize(void) {
    cpu_mpi_finalize();
    cpu_rdv_finalize();
}
