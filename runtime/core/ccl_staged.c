/* Collectives for a backend that has none (fallback `host_staged`, issue 37): a backend without
 * any communicator-making slot gets communicators from the core, each wrapping one of the cpu
 * backend's (shared memory between the ranks of one process, MPI across processes).
 *
 * On a backend with streams and host callbacks a collective is queued and the call returns, as
 * NCCL's does: on the caller's stream the input is copied to host memory, a host callback runs the
 * cpu backend's collective (on a stream of the cpu device the rank was given) and waits for it,
 * the result is copied back and a last callback frees the staging. So the stream, not the caller,
 * waits for the peers. A failure in the callback cannot go into the backend's stream, so the core
 * keeps it and returns it once, from whichever comes first: the next synchronize_stream of that
 * stream, a synchronize_event of an event recorded on it (anyrt__leave asks), or the next
 * collective on the communicator. The result buffer is then undefined, as after a failed NCCL
 * collective.
 *
 * Without callbacks (or a stream), and inside group_start/group_end (one thread driving several
 * ranks, whose callbacks would each wait for the others), the caller's stream is synchronized, the
 * input copied, the cpu collective issued, and its wait and copy back run now, or at the group's
 * end, as with NCCL; outside a group such a backend needs a thread per rank. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core_private.h"

#define STAGED_MAGIC 0x53544743u /* "STGC" */

typedef struct {
    uint32_t magic;
    anyrt__backend_t* cpu;
    int cpu_device;
    anyrt_backend_comm_t comm;     /* the cpu backend's */
    anyrt_backend_stream_t stream; /* the cpu stream its collectives run on */
    int rank, size;
    pthread_mutex_t mu; /* guards what the host callbacks share with the caller: */
    pthread_cond_t idle;
    int queued; /* collectives queued and not yet freed: destroy waits for them */
} staged_t;

int anyrt__staged_comm_backend(const anyrt__backend_t* backend) {
    const anyrt_backend_table_t* tb = &backend->table;
    return !tb->comm_init_all && !tb->comm_init_rank && !tb->comm_init_mpi && !tb->get_unique_id &&
           backend->info.kind != ANYRT_DEVICE_KIND_CPU;
}

static staged_t* staged_of(const anyrt__target_t* t, anyrt_backend_comm_t comm) {
    staged_t* s = (staged_t*)comm;
    return anyrt__staged_comm_backend(t->backend) && s && s->magic == STAGED_MAGIC ? s : NULL;
}

/* The loaded cpu backend, or NOT_SUPPORTED naming why the fallback cannot run. */
static anyrt_status_t cpu_backend(anyrt__call_t* call, const anyrt__target_t* t, anyrt__backend_t** out) {
    anyrt__backend_t* cpu = anyrt__backend_for_kind(ANYRT_DEVICE_KIND_CPU);
    if (!cpu || !cpu->table.comm_init_all || !cpu->table.create_stream || !cpu->table.synchronize_stream)
        return anyrt__fail(call, ANYRT_STATUS_NOT_SUPPORTED, NULL,
                           "backend '%s' has no collectives, and the cpu backend that would stage them is not loaded",
                           t->backend->info.name);
    *out = cpu;
    return ANYRT_STATUS_SUCCESS;
}

static anyrt_status_t on_cpu(anyrt__call_t* call, const staged_t* s, anyrt_status_t st) {
    anyrt__target_t ct = {s->cpu, s->cpu_device};
    return anyrt__from_backend(call, &ct, st);
}

/* ---- failures of queued collectives, until returned ------------------------------------------- */

/* A fixed table, not a list: nothing to free at shutdown. When it is full the oldest failure is
 * dropped (its stream and communicator have long gone unsynchronized). */
typedef struct {
    const anyrt__backend_t* backend; /* the caller's stream */
    int device;
    anyrt_backend_stream_t stream;
    const void* comm; /* the staged communicator; NULL once destroyed */
    anyrt_status_t st;
    char msg[384];
} async_error_t;

#define ASYNC_ERRORS 32
static pthread_mutex_t errors_lock = PTHREAD_MUTEX_INITIALIZER;
static async_error_t errors[ASYNC_ERRORS];
static int n_errors; /* read unlocked by anyrt__leave's fast path (atomically) */

static void keep_error(const async_error_t* e) {
    pthread_mutex_lock(&errors_lock);
    if (n_errors == ASYNC_ERRORS) memmove(&errors[0], &errors[1], (ASYNC_ERRORS - 1) * sizeof errors[0]);
    else __atomic_add_fetch(&n_errors, 1, __ATOMIC_RELEASE);
    errors[n_errors - 1] = *e;
    pthread_mutex_unlock(&errors_lock);
}

/* Takes the oldest kept failure that `match` accepts into *out; 0 when there is none. */
static int take_error(int (*match)(const async_error_t*, const void*), const void* key, async_error_t* out) {
    if (__atomic_load_n(&n_errors, __ATOMIC_ACQUIRE) == 0) return 0;
    int found = 0;
    pthread_mutex_lock(&errors_lock);
    for (int i = 0; i < n_errors; ++i) {
        if (!match(&errors[i], key)) continue;
        *out = errors[i];
        memmove(&errors[i], &errors[i + 1], (size_t)(n_errors - i - 1) * sizeof errors[0]);
        __atomic_sub_fetch(&n_errors, 1, __ATOMIC_RELEASE);
        found = 1;
        break;
    }
    pthread_mutex_unlock(&errors_lock);
    return found;
}

static int same_comm(const async_error_t* e, const void* comm) { return e->comm == comm; }

static int same_stream(const async_error_t* e, const void* handle) {
    const anyrt__handle_t* h = handle;
    return e->backend == h->backend && e->device == h->device && e->stream == h->raw;
}

/* A destroyed communicator's failures stay for their stream's next synchronize. */
static void forget_comm_errors(const void* comm) {
    pthread_mutex_lock(&errors_lock);
    for (int i = 0; i < n_errors; ++i)
        if (errors[i].comm == comm) errors[i].comm = NULL;
    pthread_mutex_unlock(&errors_lock);
}

/* From anyrt__leave: a successful wait for a stream (or an event recorded on one) returns the first
 * failure of a collective queued on it instead. */
anyrt_status_t anyrt__staged_errors_at_wait(anyrt__call_t* call, anyrt_status_t status) {
    if (status != ANYRT_STATUS_SUCCESS || __atomic_load_n(&n_errors, __ATOMIC_ACQUIRE) == 0) return status;
    const anyrt__handle_t* h = call->slot == ANYRT_SLOT_SYNCHRONIZE_STREAM ? call->stream
                               : call->slot == ANYRT_SLOT_SYNCHRONIZE_EVENT && call->event ? call->event->recorded_on
                                                                                              : NULL;
    async_error_t e;
    if (!h || !take_error(same_stream, h, &e)) return status;
    return anyrt__fail(call, e.st, NULL, "a collective queued on the stream failed: %s", e.msg);
}

/* ---- communicators ---------------------------------------------------------------------------- */

static void staged_free(staged_t* s) {
    /* queued collectives still use the communicator (NCCL's comm_destroy waits for them too) */
    pthread_mutex_lock(&s->mu);
    while (s->queued > 0) pthread_cond_wait(&s->idle, &s->mu);
    pthread_mutex_unlock(&s->mu);
    forget_comm_errors(s);
    pthread_cond_destroy(&s->idle);
    pthread_mutex_destroy(&s->mu);
    if (s->comm) s->cpu->table.comm_destroy(s->cpu_device, s->comm);
    if (s->stream && s->cpu->table.destroy_stream) s->cpu->table.destroy_stream(s->cpu_device, s->stream);
    s->magic = 0;
    free(s);
}

/* Wraps a new cpu communicator `comm` of cpu device `dev` (taking it over, also on failure). */
static anyrt_status_t staged_new(anyrt__call_t* call, anyrt__backend_t* cpu, int dev, anyrt_backend_comm_t comm,
                                 anyrt_backend_comm_t* out) {
    staged_t* s = (staged_t*)calloc(1, sizeof *s);
    if (!s) {
        cpu->table.comm_destroy(dev, comm);
        return anyrt__fail(call, ANYRT_STATUS_OUT_OF_MEMORY, NULL, "no host memory for a communicator");
    }
    s->magic = STAGED_MAGIC;
    s->cpu = cpu;
    s->cpu_device = dev;
    s->comm = comm;
    pthread_mutex_init(&s->mu, NULL);
    pthread_cond_init(&s->idle, NULL);
    anyrt_status_t st = cpu->table.create_stream(dev, &s->stream);
    if (st == ANYRT_STATUS_SUCCESS) st = cpu->table.comm_rank(dev, comm, &s->rank);
    if (st == ANYRT_STATUS_SUCCESS) st = cpu->table.comm_size(dev, comm, &s->size);
    if (st != ANYRT_STATUS_SUCCESS) {
        st = on_cpu(call, s, st);
        staged_free(s);
        return st;
    }
    *out = s;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t anyrt__fallback_get_unique_id(anyrt__call_t* call, const anyrt__target_t* t, anyrt_unique_id_t* id) {
    anyrt__backend_t* cpu = NULL;
    if (!anyrt__staged_comm_backend(t->backend)) return anyrt__not_supported(call, t);
    anyrt_status_t st = cpu_backend(call, t, &cpu);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (!cpu->table.get_unique_id) return anyrt__not_supported(call, t);
    anyrt__note_fallback(call, t, "get_unique_id");
    anyrt__target_t ct = {cpu, 0};
    return anyrt__from_backend(call, &ct, cpu->table.get_unique_id(id));
}

anyrt_status_t anyrt__fallback_comm_init_all(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_comm_t* comms,
                                             int ndevice, const int* device_ids) {
    (void)device_ids; /* the ranks' cpu devices are 0..ndevice-1: each rank needs one of its own */
    anyrt__backend_t* cpu = NULL;
    if (!anyrt__staged_comm_backend(t->backend)) return anyrt__not_supported(call, t);
    anyrt_status_t st = cpu_backend(call, t, &cpu);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (ndevice > cpu->info.device_count)
        return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, "ndevice",
                           "backend '%s' has no collectives; staging %d ranks in one process takes %d cpu devices, and "
                           "there are %d (set ANYRT_CPU_DEVICES)", t->backend->info.name, ndevice, ndevice,
                           cpu->info.device_count);
    anyrt__note_fallback(call, t, "comm_init_all");
    int* ids = (int*)malloc((size_t)ndevice * sizeof *ids);
    anyrt_backend_comm_t* raw = (anyrt_backend_comm_t*)calloc((size_t)ndevice, sizeof *raw);
    if (!ids || !raw) {
        free(ids);
        free(raw);
        return anyrt__fail(call, ANYRT_STATUS_OUT_OF_MEMORY, NULL, "no host memory for %d communicators", ndevice);
    }
    for (int i = 0; i < ndevice && st == ANYRT_STATUS_SUCCESS; ++i) {
        ids[i] = i;
        st = anyrt__ready_device(call, cpu, i);
    }
    if (st == ANYRT_STATUS_SUCCESS) {
        anyrt__target_t ct = {cpu, 0};
        st = anyrt__from_backend(call, &ct, cpu->table.comm_init_all(raw, ndevice, ids));
    }
    int made = 0; /* staged_new takes raw[made] over, also when it fails */
    while (st == ANYRT_STATUS_SUCCESS && made < ndevice) {
        st = staged_new(call, cpu, made, raw[made], &comms[made]);
        if (st == ANYRT_STATUS_SUCCESS) ++made;
    }
    if (st != ANYRT_STATUS_SUCCESS && raw[0]) { /* undo: the wrapped ones, and the cpu ones never offered */
        for (int i = 0; i < made; ++i) staged_free((staged_t*)comms[i]);
        for (int i = made + 1; i < ndevice; ++i) cpu->table.comm_destroy(i, raw[i]);
    }
    free(ids);
    free(raw);
    return st;
}

/* One rank per process (MPI), or a one-rank communicator: cpu device 0 serves it. */
anyrt_status_t anyrt__fallback_comm_init_rank(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_comm_t* comm,
                                              int nranks, anyrt_unique_id_t id, int rank) {
    anyrt__backend_t* cpu = NULL;
    if (!anyrt__staged_comm_backend(t->backend)) return anyrt__not_supported(call, t);
    anyrt_status_t st = cpu_backend(call, t, &cpu);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (!cpu->table.comm_init_rank) return anyrt__not_supported(call, t);
    anyrt__note_fallback(call, t, "comm_init_rank");
    st = anyrt__ready_device(call, cpu, 0);
    anyrt_backend_comm_t raw = NULL;
    anyrt__target_t ct = {cpu, 0};
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__from_backend(call, &ct, cpu->table.comm_init_rank(0, &raw, nranks, id, rank));
    return st == ANYRT_STATUS_SUCCESS ? staged_new(call, cpu, 0, raw, comm) : st;
}

anyrt_status_t anyrt__fallback_comm_init_mpi(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_comm_t* comm,
                                             const void* mpi_comm, size_t mpi_comm_size) {
    anyrt__backend_t* cpu = NULL;
    if (!anyrt__staged_comm_backend(t->backend)) return anyrt__not_supported(call, t);
    anyrt_status_t st = cpu_backend(call, t, &cpu);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (!cpu->table.comm_init_mpi) return anyrt__not_supported(call, t);
    anyrt__note_fallback(call, t, "comm_init_mpi");
    st = anyrt__ready_device(call, cpu, 0);
    anyrt_backend_comm_t raw = NULL;
    anyrt__target_t ct = {cpu, 0};
    if (st == ANYRT_STATUS_SUCCESS)
        st = anyrt__from_backend(call, &ct, cpu->table.comm_init_mpi(0, &raw, mpi_comm, mpi_comm_size));
    return st == ANYRT_STATUS_SUCCESS ? staged_new(call, cpu, 0, raw, comm) : st;
}

anyrt_status_t anyrt__fallback_comm_split(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_comm_t comm,
                                          int color, int key, anyrt_backend_comm_t* newcomm) {
    staged_t* s = staged_of(t, comm);
    if (!s || !s->cpu->table.comm_split) return anyrt__not_supported(call, t);
    anyrt__note_fallback(call, t, "comm_split");
    anyrt_backend_comm_t raw = NULL;
    anyrt_status_t st = on_cpu(call, s, s->cpu->table.comm_split(s->cpu_device, s->comm, color, key, &raw));
    return st == ANYRT_STATUS_SUCCESS ? staged_new(call, s->cpu, s->cpu_device, raw, newcomm) : st;
}

/* Without a slot and not staged, destroying is a no-op as before (the backend made nothing). */
anyrt_status_t anyrt__fallback_comm_destroy(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_comm_t comm) {
    anyrt__note_fallback(call, t, "comm_destroy");
    staged_t* s = staged_of(t, comm);
    if (s) staged_free(s);
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t anyrt__fallback_comm_rank(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_comm_t comm, int* rank) {
    staged_t* s = staged_of(t, comm);
    if (!s) return anyrt__not_supported(call, t);
    anyrt__note_fallback(call, t, "comm_rank");
    *rank = s->rank;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t anyrt__fallback_comm_size(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_comm_t comm, int* size) {
    staged_t* s = staged_of(t, comm);
    if (!s) return anyrt__not_supported(call, t);
    anyrt__note_fallback(call, t, "comm_size");
    *size = s->size;
    return ANYRT_STATUS_SUCCESS;
}

/* ---- staging: what waits for the cpu stream (now, or at the group's end) ------------------------ */

typedef struct {
    staged_t* s;
    anyrt__target_t t; /* the device the result goes back to */
    void* dst;         /* NULL: only free `host` */
    void* host;
    size_t bytes;
} pending_t;

static _Thread_local int tls_depth;
static _Thread_local pending_t* tls_pending;
static _Thread_local int tls_n, tls_cap;

/* Waits for each pending item's cpu stream, copies results back, frees the host buffers. */
static anyrt_status_t flush(anyrt__call_t* call) {
    anyrt_status_t first = ANYRT_STATUS_SUCCESS;
    for (int i = 0; i < tls_n; ++i) {
        pending_t* p = &tls_pending[i];
        /* every stream waited for, even after a failure: its tasks may still read the buffers */
        anyrt_status_t st = p->s->cpu->table.synchronize_stream(p->s->cpu_device, p->s->stream);
        if (first == ANYRT_STATUS_SUCCESS && st != ANYRT_STATUS_SUCCESS) first = on_cpu(call, p->s, st);
        if (first == ANYRT_STATUS_SUCCESS && p->dst && p->bytes)
            first = anyrt__impl_memcpy(call, &p->t, p->dst, p->host, p->bytes, ANYRT_MEMCPY_KIND_H2D);
        free(p->host);
    }
    free(tls_pending);
    tls_pending = NULL;
    tls_n = tls_cap = 0;
    return first;
}

static anyrt_status_t later(anyrt__call_t* call, staged_t* s, const anyrt__target_t* t, void* dst, void* host, size_t bytes) {
    if (tls_n == tls_cap) {
        int cap = tls_cap ? tls_cap * 2 : 8;
        pending_t* p = (pending_t*)realloc(tls_pending, (size_t)cap * sizeof *p);
        if (!p) {
            free(host);
            return anyrt__fail(call, ANYRT_STATUS_OUT_OF_MEMORY, NULL, "no host memory to stage a collective");
        }
        tls_pending = p;
        tls_cap = cap;
    }
    tls_pending[tls_n++] = (pending_t){s, *t, dst, host, bytes};
    return ANYRT_STATUS_SUCCESS;
}

/* A host copy of `bytes` of device memory at `src` (after the caller's stream), or a fresh buffer
 * when `src` is NULL; NULL with an error recorded on failure. */
static void* stage_in(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t stream, const void* src,
                      size_t bytes, anyrt_status_t* st) {
    void* host = malloc(bytes ? bytes : 1);
    if (!host) {
        *st = anyrt__fail(call, ANYRT_STATUS_OUT_OF_MEMORY, NULL, "cannot stage %zu bytes on the host", bytes);
        return NULL;
    }
    *st = ANYRT_STATUS_SUCCESS;
    if (src && bytes) {
        *st = anyrt__sync_raw_stream(call, t, stream);
        if (*st == ANYRT_STATUS_SUCCESS) *st = anyrt__impl_memcpy(call, t, host, src, bytes, ANYRT_MEMCPY_KIND_D2H);
    }
    if (*st != ANYRT_STATUS_SUCCESS) {
        free(host);
        return NULL;
    }
    return host;
}

typedef struct {
    size_t count;
    anyrt_dtype_t dtype;
    anyrt_reduce_op_t op;
    int root_or_peer;
} coll_args_t;

/* `run` is the cpu backend's call on (host_send, host_recv). */
typedef anyrt_status_t (*cpu_call_t)(const staged_t* s, const void* hs, void* hr, const void* args);

/* ---- queued on the caller's stream ------------------------------------------------------------ */

typedef struct {
    staged_t* s;
    const char* fn;
    cpu_call_t run;
    coll_args_t args;
    void* hs;
    void* hr;
    anyrt__target_t t; /* the caller's stream, where a failure is reported */
    anyrt_backend_stream_t stream;
} job_t;

/* Host callback, after the input's copy: the cpu collective, and the wait for the peers. */
static void job_collect(void* p) {
    job_t* j = p;
    staged_t* s = j->s;
    anyrt_status_t st = j->run(s, j->hs, j->hr, &j->args);
    if (st == ANYRT_STATUS_SUCCESS) st = s->cpu->table.synchronize_stream(s->cpu_device, s->stream);
    if (st == ANYRT_STATUS_SUCCESS) return;
    const char* own = s->cpu->table.last_error_message ? s->cpu->table.last_error_message() : NULL; /* this thread's */
    async_error_t e = {j->t.backend, j->t.device, j->stream, s, st, ""};
    snprintf(e.msg, sizeof e.msg, "%s on cpu device %d failed with %s%s%s", j->fn, s->cpu_device,
             anyrt__name_status((int)st), own && *own ? ": " : "", own ? own : "");
    keep_error(&e);
}

/* Host callback, after the result's copy back (or at once when queueing failed): frees the staging. */
static void job_done(void* p) {
    job_t* j = p;
    staged_t* s = j->s;
    free(j->hs);
    free(j->hr);
    free(j);
    pthread_mutex_lock(&s->mu);
    if (--s->queued == 0) pthread_cond_broadcast(&s->idle);
    pthread_mutex_unlock(&s->mu);
}

/* The failure an earlier queued collective left on the communicator, unless a wait returned it. */
static anyrt_status_t take_async_error(anyrt__call_t* call, staged_t* s) {
    async_error_t e;
    if (!take_error(same_comm, s, &e)) return ANYRT_STATUS_SUCCESS;
    return anyrt__fail(call, e.st, "comm", "an earlier collective queued on this communicator failed: %s", e.msg);
}

static anyrt_status_t staged_queue(anyrt__call_t* call, const anyrt__target_t* t, staged_t* s, const char* fn,
                                   anyrt_backend_stream_t stream, const void* send, size_t send_bytes, void* recv,
                                   size_t recv_bytes, cpu_call_t run, const coll_args_t* args) {
    job_t* j = (job_t*)calloc(1, sizeof *j);
    void* hs = send ? malloc(send_bytes ? send_bytes : 1) : NULL;
    void* hr = recv ? malloc(recv_bytes ? recv_bytes : 1) : NULL;
    if (!j || (send && !hs) || (recv && !hr)) {
        free(j), free(hs), free(hr);
        return anyrt__fail(call, ANYRT_STATUS_OUT_OF_MEMORY, NULL, "cannot stage %zu bytes on the host",
                           send_bytes + recv_bytes);
    }
    *j = (job_t){s, fn, run, *args, hs, hr, *t, stream};
    pthread_mutex_lock(&s->mu);
    s->queued++;
    pthread_mutex_unlock(&s->mu);
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    int collect_queued = 0;
    if (send && send_bytes) st = anyrt__impl_memcpy_async(call, t, hs, send, send_bytes, ANYRT_MEMCPY_KIND_D2H, stream);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_stream_add_callback(call, t, stream, job_collect, j);
    if (st == ANYRT_STATUS_SUCCESS) collect_queued = 1;
    if (st == ANYRT_STATUS_SUCCESS && recv && recv_bytes)
        st = anyrt__impl_memcpy_async(call, t, recv, hr, recv_bytes, ANYRT_MEMCPY_KIND_H2D, stream);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_stream_add_callback(call, t, stream, job_done, j);
    if (st != ANYRT_STATUS_SUCCESS) {
        /* What was queued still reads the staging: wait for it through the slot itself, so that the
         * error already recorded for this call stays the one reported. */
        if ((collect_queued || (send && send_bytes)) && t->backend->table.synchronize_stream)
            (void)t->backend->table.synchronize_stream(t->device, stream);
        job_done(j);
    }
    return st;
}

/* ---- synchronous: input staged in, the cpu call, output copied back now or at the group's end ---- */

/* One staged collective: queued where the backend has callbacks and no group is open, else run
 * synchronously (see the header). */
static anyrt_status_t staged_run(anyrt__call_t* call, const anyrt__target_t* t, staged_t* s, const char* fn,
                                 anyrt_backend_stream_t stream, const void* send, size_t send_bytes, void* recv,
                                 size_t recv_bytes, cpu_call_t run, const coll_args_t* args) {
    anyrt__note_fallback(call, t, fn);
    anyrt_status_t st = take_async_error(call, s);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (tls_depth == 0 && stream && t->backend->table.stream_add_callback && t->backend->table.memcpy_async)
        return staged_queue(call, t, s, fn, stream, send, send_bytes, recv, recv_bytes, run, args);
    void* hs = send ? stage_in(call, t, stream, send, send_bytes, &st) : NULL;
    if (st != ANYRT_STATUS_SUCCESS) return st;
    void* hr = recv ? stage_in(call, t, stream, NULL, recv_bytes, &st) : NULL;
    if (st != ANYRT_STATUS_SUCCESS) {
        free(hs);
        return st;
    }
    if (!recv && !send) st = anyrt__sync_raw_stream(call, t, stream);
    if (st == ANYRT_STATUS_SUCCESS) st = on_cpu(call, s, run(s, hs, hr, args));
    /* Even a failed call's buffers wait for the stream: the cpu backend may have queued work on them. */
    anyrt_status_t q = later(call, s, t, NULL, hs, 0);
    if (q == ANYRT_STATUS_SUCCESS) q = later(call, s, t, st == ANYRT_STATUS_SUCCESS ? recv : NULL, hr, recv_bytes);
    if (st == ANYRT_STATUS_SUCCESS) st = q;
    if (tls_depth == 0) {
        anyrt_status_t f = flush(call);
        if (st == ANYRT_STATUS_SUCCESS) st = f;
    }
    return st;
}

static anyrt_status_t run_all_reduce(const staged_t* s, const void* hs, void* hr, const void* a) {
    const coll_args_t* x = a;
    return s->cpu->table.all_reduce(s->cpu_device, hs, hr, x->count, x->dtype, x->op, s->comm, s->stream);
}
static anyrt_status_t run_reduce(const staged_t* s, const void* hs, void* hr, const void* a) {
    const coll_args_t* x = a;
    return s->cpu->table.reduce(s->cpu_device, hs, hr, x->count, x->dtype, x->op, x->root_or_peer, s->comm, s->stream);
}
static anyrt_status_t run_broadcast(const staged_t* s, const void* hs, void* hr, const void* a) {
    const coll_args_t* x = a;
    return s->cpu->table.broadcast(s->cpu_device, hs, hr, x->count, x->dtype, x->root_or_peer, s->comm, s->stream);
}
static anyrt_status_t run_all_gather(const staged_t* s, const void* hs, void* hr, const void* a) {
    const coll_args_t* x = a;
    return s->cpu->table.all_gather(s->cpu_device, hs, hr, x->count, x->dtype, s->comm, s->stream);
}
static anyrt_status_t run_reduce_scatter(const staged_t* s, const void* hs, void* hr, const void* a) {
    const coll_args_t* x = a;
    return s->cpu->table.reduce_scatter(s->cpu_device, hs, hr, x->count, x->dtype, x->op, s->comm, s->stream);
}
static anyrt_status_t run_send(const staged_t* s, const void* hs, void* hr, const void* a) {
    (void)hr;
    const coll_args_t* x = a;
    return s->cpu->table.send(s->cpu_device, hs, x->count, x->dtype, x->root_or_peer, s->comm, s->stream);
}
static anyrt_status_t run_recv(const staged_t* s, const void* hs, void* hr, const void* a) {
    (void)hs;
    const coll_args_t* x = a;
    return s->cpu->table.recv(s->cpu_device, hr, x->count, x->dtype, x->root_or_peer, s->comm, s->stream);
}

/* The avg_via_sum fallbacks (fallbacks.c) ask this first; NOT_SUPPORTED means "not staged". */
anyrt_status_t anyrt__staged_all_reduce(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf,
                                        size_t count, anyrt_dtype_t dtype, anyrt_reduce_op_t op, anyrt_backend_comm_t comm,
                                        anyrt_backend_stream_t stream) {
    staged_t* s = staged_of(t, comm);
    if (!s) return ANYRT_STATUS_NOT_SUPPORTED;
    size_t b = count * anyrt__dtype_size((int)dtype);
    coll_args_t a = {count, dtype, op, 0};
    return staged_run(call, t, s, "all_reduce", stream, sendbuf, b, recvbuf, b, run_all_reduce, &a);
}

anyrt_status_t anyrt__staged_reduce(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf,
                                    size_t count, anyrt_dtype_t dtype, anyrt_reduce_op_t op, int root,
                                    anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    staged_t* s = staged_of(t, comm);
    if (!s) return ANYRT_STATUS_NOT_SUPPORTED;
    size_t b = count * anyrt__dtype_size((int)dtype);
    coll_args_t a = {count, dtype, op, root};
    return staged_run(call, t, s, "reduce", stream, sendbuf, b, s->rank == root ? recvbuf : NULL, b, run_reduce, &a);
}

anyrt_status_t anyrt__staged_reduce_scatter(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf,
                                            void* recvbuf, size_t recv_count, anyrt_dtype_t dtype, anyrt_reduce_op_t op,
                                            anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    staged_t* s = staged_of(t, comm);
    if (!s) return ANYRT_STATUS_NOT_SUPPORTED;
    size_t b = recv_count * anyrt__dtype_size((int)dtype);
    coll_args_t a = {recv_count, dtype, op, 0};
    return staged_run(call, t, s, "reduce_scatter", stream, sendbuf, b * (size_t)s->size, recvbuf, b, run_reduce_scatter,
                      &a);
}

anyrt_status_t anyrt__fallback_broadcast(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf,
                                         size_t count, anyrt_dtype_t dtype, int root, anyrt_backend_comm_t comm,
                                         anyrt_backend_stream_t stream) {
    staged_t* s = staged_of(t, comm);
    if (!s) return anyrt__not_supported(call, t);
    size_t b = count * anyrt__dtype_size((int)dtype);
    coll_args_t a = {count, dtype, ANYRT_REDUCE_OP_SUM, root};
    const void* send = s->rank == root ? (sendbuf ? sendbuf : recvbuf) : NULL;
    return staged_run(call, t, s, "broadcast", stream, send, b, recvbuf, b, run_broadcast, &a);
}

anyrt_status_t anyrt__fallback_all_gather(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf,
                                          size_t send_count, anyrt_dtype_t dtype, anyrt_backend_comm_t comm,
                                          anyrt_backend_stream_t stream) {
    staged_t* s = staged_of(t, comm);
    if (!s) return anyrt__not_supported(call, t);
    size_t b = send_count * anyrt__dtype_size((int)dtype);
    coll_args_t a = {send_count, dtype, ANYRT_REDUCE_OP_SUM, 0};
    return staged_run(call, t, s, "all_gather", stream, sendbuf, b, recvbuf, b * (size_t)s->size, run_all_gather, &a);
}

anyrt_status_t anyrt__fallback_send(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, size_t count,
                                    anyrt_dtype_t dtype, int peer, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    staged_t* s = staged_of(t, comm);
    if (!s) return anyrt__not_supported(call, t);
    coll_args_t a = {count, dtype, ANYRT_REDUCE_OP_SUM, peer};
    return staged_run(call, t, s, "send", stream, sendbuf, count * anyrt__dtype_size((int)dtype), NULL, 0, run_send, &a);
}

anyrt_status_t anyrt__fallback_recv(anyrt__call_t* call, const anyrt__target_t* t, void* recvbuf, size_t count,
                                    anyrt_dtype_t dtype, int peer, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    staged_t* s = staged_of(t, comm);
    if (!s) return anyrt__not_supported(call, t);
    coll_args_t a = {count, dtype, ANYRT_REDUCE_OP_SUM, peer};
    return staged_run(call, t, s, "recv", stream, NULL, 0, recvbuf, count * anyrt__dtype_size((int)dtype), run_recv, &a);
}

/* ---- groups ------------------------------------------------------------------------------------
 * Every group_start/group_end of the thread counts (effects group_entered/group_left), whichever
 * backend it went to: a group opened on the cpu device defers the cpu backend's sends just as one
 * opened on the staged backend's. The waits and copies back run when the outermost group ends,
 * after the backend's group_end issued the batch. */

int anyrt__ccl_group_depth(void) { return tls_depth; }

anyrt_status_t anyrt__effect_group_entered(anyrt__call_t* call, const anyrt__target_t* t) {
    (void)call, (void)t;
    tls_depth++;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t anyrt__effect_group_left(anyrt__call_t* call, const anyrt__target_t* t) {
    (void)t;
    if (tls_depth == 0 || --tls_depth > 0) return ANYRT_STATUS_SUCCESS;
    return tls_n ? flush(call) : ANYRT_STATUS_SUCCESS;
}

/* A staged backend's group is the cpu backend's (its sends and receives are the cpu backend's). */
anyrt_status_t anyrt__fallback_group_start(anyrt__call_t* call, const anyrt__target_t* t) {
    anyrt__note_fallback(call, t, "group_start");
    anyrt__backend_t* cpu = anyrt__staged_comm_backend(t->backend) ? anyrt__backend_for_kind(ANYRT_DEVICE_KIND_CPU) : NULL;
    if (!cpu || !cpu->table.group_start) return ANYRT_STATUS_SUCCESS; /* no-op, as without a slot before */
    anyrt__target_t ct = {cpu, 0};
    return anyrt__from_backend(call, &ct, cpu->table.group_start());
}

anyrt_status_t anyrt__fallback_group_end(anyrt__call_t* call, const anyrt__target_t* t) {
    anyrt__note_fallback(call, t, "group_end");
    anyrt__backend_t* cpu = anyrt__staged_comm_backend(t->backend) ? anyrt__backend_for_kind(ANYRT_DEVICE_KIND_CPU) : NULL;
    if (!cpu || !cpu->table.group_end) return ANYRT_STATUS_SUCCESS;
    anyrt__target_t ct = {cpu, 0};
    return anyrt__from_backend(call, &ct, cpu->table.group_end());
}
