/* Internal interface between the files of the `cpu` backend (cpu_backend.c: devices, memory,
 * streams, events; cpu_dtype.c: element types and their kernels; cpu_ccl.c: collectives between
 * devices of one process; cpu_ccl_mpi.c: collectives between processes through a dynamically
 * loaded MPI; cpu_rendezvous.c: the socket a unique id names). Nothing here is exported from the
 * plugin: every declaration has hidden visibility. */
#ifndef ANYRT_CPU_INTERNAL_H_
#define ANYRT_CPU_INTERNAL_H_

#include <stddef.h>
#include <stdint.h>

#include "anyrt.h"

#define CPU_MSG_SIZE 512
#define ANYRT_BACKEND_PREFIX cpu
#define ANYRT_BACKEND_MESSAGE_SIZE CPU_MSG_SIZE
#include "anyrt_backend_util.h" /* the slot prototypes (cpu_malloc, ...), cpu_fail, cpu_message */

#if defined(__GNUC__)
#define CPU_PRINTF(f, a) __attribute__((format(printf, f, a)))
#pragma GCC visibility push(hidden)
#else
#define CPU_PRINTF(f, a)
#endif

#define CPU_TASK_PAYLOAD 48 /* bytes of inline payload per stream task */

typedef struct cpu_stream cpu_stream_t;
typedef anyrt_status_t (*cpu_task_fn_t)(void* payload);

/* ---- cpu_backend.c ------------------------------------------------------------------------- */

/* cpu_fail (anyrt_backend_util.h) sets the calling thread's message; on a stream worker the
 * message of a failing task becomes the stream's async error message. */
/* ANYRT_STATUS_INVALID_DEVICE unless `device` is a visible device (loads the configuration). */
anyrt_status_t cpu_check_device(int device);
uint64_t cpu_now_ns(void);
/* How long waiting threads poll before they block (ANYRT_CPU_SPIN_US), in ns. */
uint64_t cpu_spin_ns(void);
void cpu_relax(void);
/* Resolves a stream handle of `device`, or fails with INVALID_HANDLE. */
anyrt_status_t cpu_stream_check(int device, anyrt_backend_stream_t handle, cpu_stream_t** out);
/* Queues run(copy of payload) on the stream's worker; never blocks on queued work. */
anyrt_status_t cpu_stream_enqueue(cpu_stream_t* s, cpu_task_fn_t run, const void* payload, size_t size);
anyrt_status_t cpu_stream_enqueue_fn(cpu_stream_t* s, void (*fn)(void*), void* arg);

/* ---- cpu_ccl.c: the collective slots (declared by anyrt_backend_util.h) -------------------------- */

/* Called by the backend's finalize: finalizes MPI if (and only if) this plugin initialized it. */
void cpu_ccl_finalize(void);

/* ---- shared by cpu_ccl.c and cpu_ccl_mpi.c --------------------------------------------------- */

enum { CPU_COLL_ALL_REDUCE = 1, CPU_COLL_BROADCAST, CPU_COLL_REDUCE, CPU_COLL_ALL_GATHER, CPU_COLL_REDUCE_SCATTER };

/* One collective as a rank issued it. */
typedef struct {
    const void* sendbuf;
    void* recvbuf;
    size_t count; /* all_reduce/broadcast/reduce: count; all_gather: send_count; reduce_scatter: recv_count */
    int32_t root;
    uint8_t kind; /* CPU_COLL_* */
    uint8_t dtype;
    uint8_t op;
} cpu_coll_t;

/* One send or receive of a point-to-point batch (a lone call, or every call of a group). */
typedef struct {
    void* buf;
    size_t count;
    int peer;
    uint8_t is_send;
    uint8_t dtype;
} cpu_p2p_op_t;

const char* cpu_coll_name(int kind);

/* ---- cpu_dtype.c: element types and their kernels (collectives now, operators next) ---------- */

size_t cpu_dtype_size(int dtype);
const char* cpu_dtype_name(int dtype);
const char* cpu_op_name(int op);

/* Elementwise reduction of `nsrc` arrays of `count` elements with `op` (avg: the mean over `avg_n`
 * ranks; f16/bf16 accumulate in f32, integer avg in 64 bits), written to each of `ndst` arrays.
 * A destination may alias a source element for element (in place). */
void cpu_reduce_arrays(int dtype, int op, const void* const* src, int nsrc, void* const* dst, int ndst, size_t count,
                       int avg_n);
/* Converts `count` elements of dtype to/from its wide accumulation type (see cpu_wide_dtype). */
int cpu_wide_dtype(int dtype, int op);
void cpu_widen(int dtype, int wide, const void* src, void* dst, size_t count);
void cpu_narrow(int dtype, int wide, const void* src, void* dst, size_t count, int avg_n);
/* Divides `count` elements in place by n (the avg step after a sum). */
void cpu_divide(int dtype, void* buf, size_t count, int n);

/* ---- cpu_ccl_mpi.c --------------------------------------------------------------------------- */

typedef struct cpu_mpi_comm cpu_mpi_comm_t;

/* Joins the ranks of MPI_COMM_WORLD that pass the same id (every world rank must call it once
 * per id, collectively); on success *out is a communicator whose rank is `rank`. */
anyrt_status_t cpu_mpi_comm_create(int nranks, const anyrt_unique_id_t* id, int rank, uint64_t timeout_ns,
                                   cpu_mpi_comm_t** out);
void cpu_mpi_comm_free(cpu_mpi_comm_t* c);
/* Runs one collective / one point-to-point batch to completion on the calling (worker) thread,
 * failing with TIMEOUT after timeout_ns without progress of the peers. */
anyrt_status_t cpu_mpi_collective(cpu_mpi_comm_t* c, const cpu_coll_t* a);
anyrt_status_t cpu_mpi_p2p(cpu_mpi_comm_t* c, const cpu_p2p_op_t* ops, int nops);
void cpu_mpi_finalize(void);

/* ---- cpu_rendezvous.c ------------------------------------------------------------------------- */

/* A cpu unique id: "anyrtcpu", 32 random bytes (the key), then, for processes no launcher started,
 * the address its maker listens on (family 4/6 or 0 for none, pad, port, address). */
#define CPU_ID_KEY_OFFSET 8
#define CPU_RDV_KEY_BYTES 32
#define CPU_ID_ADDR_OFFSET (CPU_ID_KEY_OFFSET + CPU_RDV_KEY_BYTES)
#define CPU_RDV_ADDR_BYTES 20

/* 0 when a launcher started this process among others (they join through MPI_COMM_WORLD). */
int cpu_rdv_wanted(void);
/* Listens for the ranks of the id with `key`; writes the address to advertise. */
anyrt_status_t cpu_rdv_listen(const unsigned char key[CPU_RDV_KEY_BYTES], unsigned char addr[CPU_RDV_ADDR_BYTES]);
/* The listening socket this process opened for `key`, now the caller's, or -1. */
int cpu_rdv_take_listener(const unsigned char key[CPU_RDV_KEY_BYTES]);
anyrt_status_t cpu_rdv_accept(int listen_fd, uint64_t deadline_ns, int* fd, const char* what);
anyrt_status_t cpu_rdv_connect(const unsigned char addr[CPU_RDV_ADDR_BYTES], uint64_t deadline_ns, int* fd);
/* Waits until `fd` has data (deadline_ns 0: no deadline). */
anyrt_status_t cpu_rdv_wait_readable(int fd, uint64_t deadline_ns, const char* what);
void cpu_rdv_describe(const unsigned char addr[CPU_RDV_ADDR_BYTES], char* out, size_t size);
void cpu_rdv_finalize(void);

#if defined(__GNUC__)
#pragma GCC visibility pop
#endif

#endif /* ANYRT_CPU_INTERNAL_H_ */
