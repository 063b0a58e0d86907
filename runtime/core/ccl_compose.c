/* Collectives composed of others, for a backend without the slot (fallback `via_send_recv`): one
 * group of sends and receives (a rank's own block included, as a send to itself, so its order with
 * the rest is the stream's), and reduce-scatter-v as one `reduce` per rank, grouped. This is what
 * NCCL users write by hand; a backend that matches sends to receives by size and dtype (the cpu
 * backend does) reports mismatched counts naming both ranks.
 *
 * Agreement. Ranks that disagree on such a collective's root or counts would post sends nobody
 * receives: a hang until the backend's timeout (NCCL has none), or a wrong result. So before any of
 * its data moves, the ranks agree on what the spec marks `agree:` (counts, dtype, op, root, a digest
 * of the count arrays, the collective itself), whatever the backend: one all-reduce (min) of each
 * value and its negation, through the backend's own all_reduce (staged: the cpu backend's), read
 * back on the host. Every rank gets the same smallest and largest values, so all fail at once,
 * naming the collective and the argument. It waits for the stream (the composed path already
 * costs a group of point-to-point calls); it is left out inside a group (one thread may drive the
 * ranks there, and a wait would wait for ranks it has yet to issue) and while any stream captures
 * (a wait would invalidate a global capture). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core_private.h"
#include "capture_private.h"

/* FNV-1a over the counts, its top bit dropped so that its negation cannot overflow. */
int64_t anyrt__agree_digest(const size_t* counts, int n) {
    uint64_t h = 1469598103934665603ull;
    for (int i = 0; counts && i < n; ++i)
        for (unsigned k = 0; k < sizeof(size_t); ++k) h = (h ^ ((counts[i] >> (8 * k)) & 0xffu)) * 1099511628211ull;
    return (int64_t)(h >> 1);
}

anyrt_status_t anyrt__ccl_agree(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_comm_t comm,
                                anyrt_backend_stream_t stream, const char* const* names, const int64_t* values, int n,
                                unsigned digests) {
    enum { NF = ANYRT__AGREE_FIELDS };
    if (n > NF || anyrt__ccl_group_depth() > 0 || anyrt__capture_any() || getenv("ANYRT_CCL_NO_AGREEMENT_CHECK"))
        return ANYRT_STATUS_SUCCESS;
    int size = 0;
    anyrt_status_t st = anyrt__impl_comm_size(call, t, comm, &size);
    if (st != ANYRT_STATUS_SUCCESS || size <= 1) return st;
    /* a fixed record (unused fields 0): every collective's agreement is the same all-reduce, so ranks
     * that called different collectives still meet in it and are told so */
    int64_t v[2 * NF] = {0};
    for (int i = 0; i < n; ++i) {
        v[i] = values[i] < -INT64_MAX ? -INT64_MAX : values[i];
        v[NF + i] = -v[i];
    }
    void* dev = NULL;
    st = anyrt__impl_malloc(call, t, &dev, sizeof v);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    st = anyrt__impl_memcpy(call, t, dev, v, sizeof v, ANYRT_MEMCPY_KIND_H2D);
    if (st == ANYRT_STATUS_SUCCESS)
        st = anyrt__impl_all_reduce(call, t, dev, dev, 2 * NF, ANYRT_DTYPE_INT64, ANYRT_REDUCE_OP_MIN, comm, stream);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__sync_raw_stream(call, t, stream);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_memcpy(call, t, v, dev, sizeof v, ANYRT_MEMCPY_KIND_D2H);
    anyrt_status_t freed = anyrt__impl_free(call, t, dev, sizeof v);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (freed != ANYRT_STATUS_SUCCESS) return freed;
    int rank = -1;
    (void)anyrt__impl_comm_rank(call, t, comm, &rank);
    for (int i = 0; i < n; ++i) {
        if (v[i] == -v[NF + i]) continue;
        if (i == 0)
            return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, NULL,
                               "ranks called different collectives at once (this rank %d called %s); every rank must "
                               "issue the same collective", rank, names[0]);
        if (digests & (1u << i))
            return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, names[i],
                               "ranks disagree on %s's %s (rank %d's array differs from another rank's): every rank must "
                               "pass the same", names[0], names[i], rank);
        return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, names[i],
                           "ranks disagree on %s's %s (this rank %d passed %lld; smallest %lld, largest %lld across the "
                           "ranks): every rank must pass the same", names[0], names[i], rank, (long long)values[i],
                           (long long)v[i], (long long)-v[NF + i]);
    }
    return ANYRT_STATUS_SUCCESS;
}

static int has_p2p(const anyrt__target_t* t) {
    return (t->backend->table.send && t->backend->table.recv) || anyrt__staged_comm_backend(t->backend);
}

/* The slot is absent and so is what the fallback composes it of: say both. */
static anyrt_status_t cannot_compose(anyrt__call_t* call, const anyrt__target_t* t, const char* of) {
    return anyrt__fail(call, ANYRT_STATUS_NOT_SUPPORTED, NULL,
                       "backend '%s' implements neither it nor %s, which its fallback is made of",
                       t->backend->info.name, of);
}

typedef struct {
    anyrt__call_t* call;
    const anyrt__target_t* t;
    anyrt_backend_comm_t comm;
    anyrt_backend_stream_t stream;
    anyrt_dtype_t dtype;
    size_t esz;
    anyrt_status_t st;
} batch_t;

static anyrt_status_t batch_begin(batch_t* b, anyrt__call_t* call, const anyrt__target_t* t, const char* fn,
                                  anyrt_dtype_t dtype, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream,
                                  int* rank, int* size) {
    memset(b, 0, sizeof *b);
    b->call = call;
    b->t = t;
    b->comm = comm;
    b->stream = stream;
    b->dtype = dtype;
    b->esz = anyrt__dtype_size((int)dtype);
    anyrt_status_t st = anyrt__impl_comm_rank(call, t, comm, rank);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_comm_size(call, t, comm, size);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    anyrt__note_fallback(call, t, fn);
    /* the public group's bookkeeping too (its effect): staged collectives wait at the group's end */
    st = anyrt__impl_group_start(call, t);
    return st == ANYRT_STATUS_SUCCESS ? anyrt__effect_group_entered(call, t) : st;
}

static void batch_send(batch_t* b, const void* base, size_t displ, size_t count, int peer) {
    if (b->st == ANYRT_STATUS_SUCCESS)
        b->st = anyrt__impl_send(b->call, b->t, (const char*)base + displ * b->esz, count, b->dtype, peer, b->comm, b->stream);
}

static void batch_recv(batch_t* b, void* base, size_t displ, size_t count, int peer) {
    if (b->st == ANYRT_STATUS_SUCCESS)
        b->st = anyrt__impl_recv(b->call, b->t, (char*)base + displ * b->esz, count, b->dtype, peer, b->comm, b->stream);
}

/* The group always ends, so the backend is never left inside one. */
static anyrt_status_t batch_end(batch_t* b) {
    anyrt_status_t end = anyrt__impl_group_end(b->call, b->t);
    anyrt_status_t left = anyrt__effect_group_left(b->call, b->t);
    if (end == ANYRT_STATUS_SUCCESS) end = left;
    return b->st != ANYRT_STATUS_SUCCESS ? b->st : end;
}

anyrt_status_t anyrt__fallback_all_to_all(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf,
                                          void* recvbuf, size_t count, anyrt_dtype_t dtype, anyrt_backend_comm_t comm,
                                          anyrt_backend_stream_t stream) {
    if (!has_p2p(t)) return cannot_compose(call, t, "send and recv");
    int rank = 0, size = 0;
    batch_t b;
    anyrt_status_t st = batch_begin(&b, call, t, "all_to_all", dtype, comm, stream, &rank, &size);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    for (int k = 0; k < size; ++k) { /* rank r starts with r+1: every rank talks to a different peer first */
        int peer = (rank + 1 + k) % size;
        batch_send(&b, sendbuf, (size_t)peer * count, count, peer);
        batch_recv(&b, recvbuf, (size_t)peer * count, count, peer);
    }
    return batch_end(&b);
}

anyrt_status_t anyrt__fallback_all_to_allv(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf,
                                           const size_t* send_counts, const size_t* send_displs, void* recvbuf,
                                           const size_t* recv_counts, const size_t* recv_displs, int nranks,
                                           anyrt_dtype_t dtype, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    (void)nranks; /* checked against the communicator's size by the dispatch */
    if (!has_p2p(t)) return cannot_compose(call, t, "send and recv");
    int rank = 0, size = 0;
    batch_t b;
    anyrt_status_t st = batch_begin(&b, call, t, "all_to_allv", dtype, comm, stream, &rank, &size);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    for (int k = 0; k < size; ++k) {
        int peer = (rank + 1 + k) % size;
        batch_send(&b, sendbuf, send_displs[peer], send_counts[peer], peer);
        batch_recv(&b, recvbuf, recv_displs[peer], recv_counts[peer], peer);
    }
    return batch_end(&b);
}

anyrt_status_t anyrt__fallback_all_gather_v(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf,
                                            void* recvbuf, const size_t* recv_counts, int nranks, anyrt_dtype_t dtype,
                                            anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    (void)nranks;
    if (!has_p2p(t)) return cannot_compose(call, t, "send and recv");
    int rank = 0, size = 0;
    batch_t b;
    anyrt_status_t st = batch_begin(&b, call, t, "all_gather_v", dtype, comm, stream, &rank, &size);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    size_t displ = 0;
    for (int peer = 0; peer < size; ++peer) {
        batch_send(&b, sendbuf, 0, recv_counts[rank], peer);
        batch_recv(&b, recvbuf, displ, recv_counts[peer], peer);
        displ += recv_counts[peer];
    }
    return batch_end(&b);
}

anyrt_status_t anyrt__fallback_ccl_gather(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf,
                                      size_t count, anyrt_dtype_t dtype, int root, anyrt_backend_comm_t comm,
                                      anyrt_backend_stream_t stream) {
    if (!has_p2p(t)) return cannot_compose(call, t, "send and recv");
    int rank = 0, size = 0;
    batch_t b;
    anyrt_status_t st = batch_begin(&b, call, t, "ccl_gather", dtype, comm, stream, &rank, &size);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    batch_send(&b, sendbuf, 0, count, root);
    for (int peer = 0; rank == root && peer < size; ++peer) batch_recv(&b, recvbuf, (size_t)peer * count, count, peer);
    return batch_end(&b);
}

anyrt_status_t anyrt__fallback_ccl_scatter(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf,
                                       size_t count, anyrt_dtype_t dtype, int root, anyrt_backend_comm_t comm,
                                       anyrt_backend_stream_t stream) {
    if (!has_p2p(t)) return cannot_compose(call, t, "send and recv");
    int rank = 0, size = 0;
    batch_t b;
    anyrt_status_t st = batch_begin(&b, call, t, "ccl_scatter", dtype, comm, stream, &rank, &size);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    for (int peer = 0; rank == root && peer < size; ++peer) batch_send(&b, sendbuf, (size_t)peer * count, count, peer);
    batch_recv(&b, recvbuf, 0, count, root);
    return batch_end(&b);
}

anyrt_status_t anyrt__fallback_reduce_scatter_v(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf,
                                                void* recvbuf, const size_t* recv_counts, int nranks, anyrt_dtype_t dtype,
                                                anyrt_reduce_op_t op, anyrt_backend_comm_t comm,
                                                anyrt_backend_stream_t stream) {
    (void)nranks;
    if (!t->backend->table.reduce && !anyrt__staged_comm_backend(t->backend)) return cannot_compose(call, t, "reduce");
    if (op == ANYRT_REDUCE_OP_AVG) { /* the core divides on the host */
        anyrt_status_t off = anyrt__refuse_host_compute(call, t, "average", anyrt__name_dtype((int)dtype));
        if (off != ANYRT_STATUS_SUCCESS) return off;
    }
    int rank = 0, size = 0;
    batch_t b;
    anyrt_status_t st = batch_begin(&b, call, t, "reduce_scatter_v", dtype, comm, stream, &rank, &size);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    /* avg: a sum per block, then the own block divided (a grouped reduce runs at the group's end) */
    anyrt_reduce_op_t as = op == ANYRT_REDUCE_OP_AVG ? ANYRT_REDUCE_OP_SUM : op;
    size_t displ = 0;
    for (int root = 0; root < size && b.st == ANYRT_STATUS_SUCCESS; ++root) {
        b.st = anyrt__impl_reduce(call, t, (const char*)sendbuf + displ * b.esz, root == rank ? recvbuf : NULL,
                                  recv_counts[root], dtype, as, root, comm, stream);
        displ += recv_counts[root];
    }
    st = batch_end(&b);
    if (st == ANYRT_STATUS_SUCCESS && op == ANYRT_REDUCE_OP_AVG)
        st = anyrt__ccl_scale_on_host(call, t, recvbuf, recv_counts[rank], dtype, comm, stream);
    return st;
}
