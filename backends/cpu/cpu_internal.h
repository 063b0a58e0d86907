/* Internal interface between the files of the `cpu` backend (cpu_backend.c: devices, memory,
 * streams, events; cpu_dtype.c: element types and their kernels; cpu_ccl.c: collectives between
 * devices of one process; cpu_ccl_mpi.c: collectives between processes through a dynamically
 * loaded MPI; cpu_rendezvous.c: the socket a unique id names). Nothing here is exported from the
 * plugin: every declaration has hidden visibility. */
#ifndef ANYRT_CPU_INTERNAL_H_
#define ANYRT_CPU_INTERNAL_H_

#include <pthread.h>
#include <stdatomic.h>
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

/* ---- cpu_backend.c, cpu_memory.c, cpu_stream.c, cpu_event.c: the state they share ------------ */

#define CPU_BACKEND_VERSION 1000u
#define CPU_MAX_DEVICES 64
#define CPU_DEFAULT_DEVICES 2
#define CPU_ALIGN 64u
#define CPU_HDR_SIZE 64u                          /* allocation header, keeps the payload aligned */
#define CPU_MAX_CHUNK ((size_t)256 << 20)         /* cap for max_chunk/init_alloc/realloc sizes */
#define CPU_RING_INIT 64u                         /* initial task-ring capacity (power of two) */
#define CPU_DEFAULT_SPIN_US 50

#define CPU_STREAM_MAGIC 0x53545245u /* "STRE" */
#define CPU_EVENT_MAGIC 0x45564e54u  /* "EVNT" */
#define CPU_DEAD_MAGIC 0xdeadbeefu

typedef struct cpu_alloc cpu_alloc_t;

typedef struct cpu_event cpu_event_t;

typedef struct {
    pthread_mutex_t mu;    /* guards everything below */
    size_t used;           /* bytes of device + unified memory handed out */
    cpu_alloc_t* allocs;   /* live device + unified allocations */
    cpu_stream_t* streams; /* live streams */
} cpu_device_t;

enum { CPU_MEM_DEVICE = 1, CPU_MEM_HOST = 2, CPU_MEM_UNIFIED = 3 };

struct cpu_alloc {
    uint64_t magic; /* CPU_ALLOC_MAGIC ^ kind while live */
    size_t size;
    int device;
    int kind;
    cpu_alloc_t* prev;
    cpu_alloc_t* next;
    void* raw; /* what free() takes: the header is aligned inside it */
};

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

typedef struct {
    cpu_stream_t* s;
    uint64_t value;
} cpu_counter_wait_t;

typedef struct {
    void (*fn)(void*);
    void* arg;
} cpu_fn_payload_t;

typedef struct {
    void* dst;
    const void* src;
    size_t n;
} cpu_copy_payload_t;

typedef struct {
    void* dst;
    size_t n;
    uint8_t value;
} cpu_fill_payload_t;

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

typedef struct {
    cpu_event_t* e;
    uint64_t gen;
} cpu_event_payload_t;

#define CPU_CHECK_DEVICE(device)                                       \
    do {                                                               \
        anyrt_status_t st_ = cpu_get_dev((device), NULL);              \
        if (st_ != ANYRT_STATUS_SUCCESS) return st_;                   \
    } while (0)

extern size_t g_capacity;
extern uint64_t g_spin_ns;
extern cpu_device_t g_dev[CPU_MAX_DEVICES];
extern pthread_mutex_t g_host_mu;
extern cpu_alloc_t* g_host_allocs;
extern pthread_mutex_t g_event_mu;
extern cpu_event_t* g_events;
extern _Thread_local cpu_stream_t* tls_worker_stream;

/* cpu_backend.c: configuration and devices */
anyrt_status_t cpu_get_dev(int device, cpu_device_t** out); /* INVALID_DEVICE, or the device's state */
int cpu_spin_until(int (*done)(const void*), const void* arg); /* polls done(arg) up to g_spin_ns */
/* cpu_memory.c: allocations, copies and fills */
void cpu_alloc_release(cpu_alloc_t* h);
void cpu_dev_release(cpu_alloc_t* h);
void cpu_copy(void* dst, const void* src, size_t n);
void cpu_fill(void* dst, uint8_t value, size_t n);
/* cpu_stream.c: streams and the tasks the memory slots queue */
void cpu_stream_unref(cpu_stream_t* s);
void cpu_stream_shutdown(cpu_stream_t* s);
int cpu_stream_unlink(cpu_stream_t* s);
anyrt_status_t cpu_task_copy(void* p);
anyrt_status_t cpu_task_fill(void* p);
anyrt_status_t cpu_task_free(void* p);
/* cpu_event.c */
void cpu_event_free(cpu_event_t* e);

/* ---- cpu_ops.c, cpu_blas.c: operators ------------------------------------------------------- */

void cpu_ops_finalize(void); /* stops the operator thread pool */
void cpu_ops_thread_exit(void); /* frees the calling stream worker's operator scratch */
int cpu_ops_threads(void);    /* the pool's size: $ANYRT_CPU_THREADS, else the online cores */
/* The BLAS float32/float64 gemm uses, or NULL (the portable kernel); found once per process. */
const struct ak_blas* cpu_blas(void);
const char* cpu_blas_name(void); /* the library it came from; "" if none */

/* ---- cpu_ccl.c: the collective slots (declared by anyrt_backend_util.h) -------------------------- */

/* Called by the backend's finalize: finalizes MPI if (and only if) this plugin initialized it. */
void cpu_ccl_finalize(void);

/* ---- shared by cpu_ccl.c and cpu_ccl_mpi.c --------------------------------------------------- */

/* The kinds from CPU_COLL_ALL_TO_ALL on are made of sends and receives (or reduces); as collectives
 * they only check that every rank called the same one with the same arguments, before their data
 * moves, so a disagreement fails every rank at once, naming the collective, instead of leaving sends
 * without receives until the timeout. */
enum {
    CPU_COLL_ALL_REDUCE = 1, CPU_COLL_BROADCAST, CPU_COLL_REDUCE, CPU_COLL_ALL_GATHER, CPU_COLL_REDUCE_SCATTER,
    CPU_COLL_ALL_TO_ALL, CPU_COLL_ALL_TO_ALLV, CPU_COLL_ALL_GATHER_V, CPU_COLL_REDUCE_SCATTER_V, CPU_COLL_GATHER,
    CPU_COLL_SCATTER
};

/* One collective as a rank issued it. */
typedef struct {
    const void* sendbuf;
    void* recvbuf;
    size_t count; /* all_reduce/broadcast/reduce: count; all_gather: send_count; reduce_scatter: recv_count */
    int32_t root;
    uint8_t kind; /* CPU_COLL_* */
    uint8_t dtype;
    uint8_t op;
    uint64_t digest; /* all_gather_v, reduce_scatter_v: of the counts, which every rank passes alike */
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
int cpu_coll_has_op(int kind);
int cpu_coll_has_root(int kind);

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
/* Duplicates the program's MPI communicator whose handle (handle_size bytes) is at `handle`,
 * collectively over its ranks; rank and size are its own. */
anyrt_status_t cpu_mpi_comm_dup(const void* handle, size_t handle_size, uint64_t timeout_ns, cpu_mpi_comm_t** out);
void cpu_mpi_comm_shape(const cpu_mpi_comm_t* c, int* rank, int* size);
void cpu_mpi_comm_free(cpu_mpi_comm_t* c);
/* MPI_Comm_split of `parent` (collective over its ranks; a rank that never calls gives TIMEOUT). */
anyrt_status_t cpu_mpi_comm_split(cpu_mpi_comm_t* parent, int color, int key, cpu_mpi_comm_t** out);
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
