/* anyrt `cuda` backend: collectives through NCCL.
 *
 * Compiled against NCCL's header (the nvidia-nccl-cu* wheel's, or $NCCL_HOME's); without the header
 * this file compiles to nothing and the table leaves the collective slots empty. The library is not
 * linked: the first call that needs it loads it with dlopen, trying in order
 *   1. $ANYRT_NCCL_LIBRARY (a path or a soname; nothing else is tried when it is set),
 *   2. a libnccl.so.2 already loaded in the process (e.g. by torch),
 *   3. libnccl.so.2 on the library path, which includes the wheel's lib/ folder the plugin was
 *      built with (its RUNPATH).
 * Where none loads, every collective slot fails with NOT_SUPPORTED and a message naming what was
 * tried, so the plugin itself always loads.
 *
 * Mapping: anyrt dtypes and reduce ops map one to one onto NCCL's (avg = ncclAvg, bfloat16 =
 * ncclBfloat16), except: byte travels as ncclUint8; bool as ncclUint8 with sum/max = logical or
 * (ncclMax) and prod/min/avg = logical and (ncclMin), as on the cpu backend; int16/uint16 have no
 * NCCL type, so they move as bytes (broadcast, all-gather, send/recv) and cannot be reduced
 * (NOT_SUPPORTED).
 *
 * Communicators of one process (comm_init_all) are driven by one thread in anyrt's model: each
 * rank's collective is issued one after the other. NCCL needs those calls inside one group, so the
 * backend opens a group on the thread at the first rank's call and closes it when every rank of
 * that communicator set has issued its call. Sends and receives between ranks of one process must
 * be inside anyrt's group (group_start/group_end), as NCCL requires; outside one they fail at
 * once instead of hanging. A lone send to oneself is staged in a device copy and handed to the
 * next receive from oneself (the cpu backend's semantics).
 */
#if !defined(_GNU_SOURCE) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L
#endif

#include "cuda_internal.h"

#if CUDA_HAVE_NCCL

#include <dlfcn.h>
#include <nccl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

_Static_assert(sizeof(ncclUniqueId) == sizeof(anyrt_unique_id_t), "anyrt's unique id must hold NCCL's");

#define NCCL_MIN_VERSION 21000 /* ncclAvg and ncclBfloat16 */

/* ---- the library, loaded at first use ------------------------------------------------------- */

typedef struct {
    ncclResult_t (*GetVersion)(int*);
    ncclResult_t (*GetUniqueId)(ncclUniqueId*);
    ncclResult_t (*CommInitRank)(ncclComm_t*, int, ncclUniqueId, int);
    ncclResult_t (*CommInitAll)(ncclComm_t*, int, const int*);
    ncclResult_t (*CommDestroy)(ncclComm_t);
    ncclResult_t (*CommCount)(const ncclComm_t, int*);
    ncclResult_t (*CommUserRank)(const ncclComm_t, int*);
    const char* (*GetErrorString)(ncclResult_t);
    const char* (*GetLastError)(ncclComm_t);
    ncclResult_t (*AllReduce)(const void*, void*, size_t, ncclDataType_t, ncclRedOp_t, ncclComm_t, cudaStream_t);
    ncclResult_t (*Broadcast)(const void*, void*, size_t, ncclDataType_t, int, ncclComm_t, cudaStream_t);
    ncclResult_t (*Reduce)(const void*, void*, size_t, ncclDataType_t, ncclRedOp_t, int, ncclComm_t, cudaStream_t);
    ncclResult_t (*AllGather)(const void*, void*, size_t, ncclDataType_t, ncclComm_t, cudaStream_t);
    ncclResult_t (*ReduceScatter)(const void*, void*, size_t, ncclDataType_t, ncclRedOp_t, ncclComm_t, cudaStream_t);
    ncclResult_t (*Send)(const void*, size_t, ncclDataType_t, int, ncclComm_t, cudaStream_t);
    ncclResult_t (*Recv)(void*, size_t, ncclDataType_t, int, ncclComm_t, cudaStream_t);
    ncclResult_t (*GroupStart)(void);
    ncclResult_t (*GroupEnd)(void);
    /* NCCL 2.18+; NULL before (comm_split is then NOT_SUPPORTED). The config is passed NULL. */
    ncclResult_t (*CommSplit)(ncclComm_t, int, int, ncclComm_t*, void*);
} nccl_api_t;

static pthread_mutex_t g_load_mu = PTHREAD_MUTEX_INITIALIZER;
static int g_load_state; /* 0 not tried, 1 loaded, 2 failed (g_load_error says why) */
static nccl_api_t nccl;
static char g_lib_name[256];
static char g_load_error[CUDA_MSG_SIZE];

static void* nccl_find_library(char* tried, size_t tried_size) {
    const char* env = getenv("ANYRT_NCCL_LIBRARY");
    if (env != NULL && *env != '\0') {
        void* h = dlopen(env, RTLD_NOW | RTLD_LOCAL);
        if (h == NULL) snprintf(tried, tried_size, "ANYRT_NCCL_LIBRARY=%s: %s", env, dlerror());
        else snprintf(g_lib_name, sizeof g_lib_name, "%s", env);
        return h;
    }
    void* h = dlopen("libnccl.so.2", RTLD_NOW | RTLD_NOLOAD);
    if (h != NULL) {
        snprintf(g_lib_name, sizeof g_lib_name, "libnccl.so.2 (already loaded)");
        return h;
    }
    h = dlopen("libnccl.so.2", RTLD_NOW | RTLD_LOCAL);
    if (h != NULL) {
        snprintf(g_lib_name, sizeof g_lib_name, "libnccl.so.2");
        return h;
    }
    snprintf(tried, tried_size, "libnccl.so.2: %s", dlerror());
    return cuda_dlopen_own_search_path("libnccl.so.2", g_lib_name, sizeof g_lib_name);
}

#define NCCL_SYM(field)                                                                                              \
    do {                                                                                                             \
        void* f_ = dlsym(h, "nccl" #field);                                                                          \
        if (f_ == NULL) {                                                                                            \
            snprintf(g_load_error, sizeof g_load_error, "the NCCL library %s lacks nccl" #field, g_lib_name);        \
            return 0;                                                                                                \
        }                                                                                                            \
        memcpy(&api.field, &f_, sizeof f_);                                                                          \
    } while (0)

/* Fills `nccl` from the library; 0 with g_load_error set on failure. The library stays loaded for
 * the life of the process (NCCL keeps threads running). */
static int nccl_load_locked(void) {
    char tried[CUDA_MSG_SIZE - 128] = "";
    void* h = nccl_find_library(tried, sizeof tried);
    if (h == NULL) {
        snprintf(g_load_error, sizeof g_load_error,
                 "NCCL library not found (%s); install nvidia-nccl-cu13 or set ANYRT_NCCL_LIBRARY", tried);
        return 0;
    }
    nccl_api_t api;
    memset(&api, 0, sizeof api);
    NCCL_SYM(GetVersion);
    NCCL_SYM(GetUniqueId);
    NCCL_SYM(CommInitRank);
    NCCL_SYM(CommInitAll);
    NCCL_SYM(CommDestroy);
    NCCL_SYM(CommCount);
    NCCL_SYM(CommUserRank);
    NCCL_SYM(GetErrorString);
    NCCL_SYM(GetLastError);
    NCCL_SYM(AllReduce);
    NCCL_SYM(Broadcast);
    NCCL_SYM(Reduce);
    NCCL_SYM(AllGather);
    NCCL_SYM(ReduceScatter);
    NCCL_SYM(Send);
    NCCL_SYM(Recv);
    NCCL_SYM(GroupStart);
    NCCL_SYM(GroupEnd);
    void* split = dlsym(h, "ncclCommSplit");
    if (split != NULL) memcpy(&api.CommSplit, &split, sizeof split);
    int version = 0;
    if (api.GetVersion(&version) != ncclSuccess || version < NCCL_MIN_VERSION) {
        snprintf(g_load_error, sizeof g_load_error, "the NCCL library %s is version %d; avg and bfloat16 need %d or later",
                 g_lib_name, version, NCCL_MIN_VERSION);
        return 0;
    }
    nccl = api;
    return 1;
}

static anyrt_status_t nccl_ready(const char* what) {
    if (__atomic_load_n(&g_load_state, __ATOMIC_ACQUIRE) == 1) return ANYRT_STATUS_SUCCESS;
    pthread_mutex_lock(&g_load_mu);
    if (g_load_state == 0) __atomic_store_n(&g_load_state, nccl_load_locked() ? 1 : 2, __ATOMIC_RELEASE);
    int state = g_load_state;
    pthread_mutex_unlock(&g_load_mu);
    return state == 1 ? ANYRT_STATUS_SUCCESS : cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: %s needs NCCL: %s", what, g_load_error);
}

static anyrt_status_t nccl_check(ncclResult_t r, const char* what, ncclComm_t comm) {
    anyrt_status_t st;
    switch (r) {
        case ncclSuccess: return ANYRT_STATUS_SUCCESS;
        case ncclInvalidArgument: st = ANYRT_STATUS_INVALID_VALUE; break;
        case ncclInvalidUsage: st = ANYRT_STATUS_ERROR; break;
        case ncclInternalError: st = ANYRT_STATUS_INTERNAL_ERROR; break;
        case ncclInProgress: st = ANYRT_STATUS_NOT_READY; break;
        default: st = ANYRT_STATUS_FAILED; break;
    }
    const char* last = nccl.GetLastError ? nccl.GetLastError(comm) : NULL;
    return cuda_fail(st, "cuda: %s: %s%s%.300s", what, nccl.GetErrorString ? nccl.GetErrorString(r) : "NCCL error",
                     last && *last ? ": " : "", last ? last : "");
}

/* ---- communicators ---------------------------------------------------------------------------- */

/* The communicators one comm_init_all made: one process drives all of them. */
typedef struct {
    int n;
    int refs; /* live communicators of the set; guarded by g_clique_mu */
} cuda_clique_t;

/* A send to oneself outside a group, waiting for the receive that takes it. */
typedef struct cuda_staged {
    struct cuda_staged* next;
    void* buf;
    size_t bytes;
    cudaEvent_t ready;
} cuda_staged_t;

typedef struct {
    ncclComm_t nccl;
    int device, rank, size;
    cuda_clique_t* clique; /* NULL for comm_init_rank */
    pthread_mutex_t mu;    /* guards staged */
    cuda_staged_t* staged;
} cuda_comm_t;

static pthread_mutex_t g_clique_mu = PTHREAD_MUTEX_INITIALIZER;

/* Per thread: the set whose implicit group is open, how many of its ranks issued, and the depth of
 * the user's own groups. */
static _Thread_local cuda_clique_t* tls_open;
static _Thread_local int tls_issued;
static _Thread_local int tls_user_depth;

static anyrt_status_t comm_of(int device, anyrt_backend_comm_t handle, cuda_comm_t** out) {
    cuda_comm_t* c = (cuda_comm_t*)handle;
    if (c == NULL) return cuda_fail(ANYRT_STATUS_INVALID_HANDLE, "cuda: communicator is null");
    if (c->device != device)
        return cuda_fail(ANYRT_STATUS_INVALID_HANDLE, "cuda: communicator of device %d used on device %d", c->device, device);
    *out = c;
    return ANYRT_STATUS_SUCCESS;
}

/* A split communicator made inside a group is usable after the group's end: its rank and size are
 * asked then, on first use. */
static anyrt_status_t comm_shape(cuda_comm_t* c) {
    if (c->size > 0) return ANYRT_STATUS_SUCCESS;
    anyrt_status_t st = nccl_check(nccl.CommUserRank(c->nccl, &c->rank), "ncclCommUserRank", c->nccl);
    if (st == ANYRT_STATUS_SUCCESS) st = nccl_check(nccl.CommCount(c->nccl, &c->size), "ncclCommCount", c->nccl);
    return st;
}

static anyrt_status_t comm_wrap(ncclComm_t raw, int device, cuda_clique_t* clique, cuda_comm_t** out) {
    cuda_comm_t* c = calloc(1, sizeof *c);
    if (c == NULL) return cuda_fail(ANYRT_STATUS_OUT_OF_MEMORY, "cuda: out of host memory for a communicator");
    c->nccl = raw;
    c->device = device;
    c->clique = clique;
    pthread_mutex_init(&c->mu, NULL);
    anyrt_status_t st = nccl_check(nccl.CommUserRank(raw, &c->rank), "ncclCommUserRank", raw);
    if (st == ANYRT_STATUS_SUCCESS) st = nccl_check(nccl.CommCount(raw, &c->size), "ncclCommCount", raw);
    if (st != ANYRT_STATUS_SUCCESS) {
        pthread_mutex_destroy(&c->mu);
        free(c);
        return st;
    }
    *out = c;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cuda_get_unique_id(anyrt_unique_id_t* id) {
    anyrt_status_t st = nccl_ready("get_unique_id");
    if (st != ANYRT_STATUS_SUCCESS) return st;
    ncclUniqueId raw;
    st = nccl_check(nccl.GetUniqueId(&raw), "ncclGetUniqueId", NULL);
    if (st == ANYRT_STATUS_SUCCESS) memcpy(id, &raw, sizeof raw);
    return st;
}

anyrt_status_t cuda_comm_init_all(anyrt_backend_comm_t* comms, int ndevice, const int* device_ids) {
    anyrt_status_t st = nccl_ready("comm_init_all");
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (ndevice <= 0 || comms == NULL || device_ids == NULL)
        return cuda_fail(ANYRT_STATUS_INVALID_VALUE, "cuda: comm_init_all needs ndevice > 0, comms and device_ids");
    ncclComm_t* raw = calloc((size_t)ndevice, sizeof *raw);
    cuda_clique_t* clique = ndevice > 1 ? calloc(1, sizeof *clique) : NULL;
    if (raw == NULL || (ndevice > 1 && clique == NULL)) {
        free(raw);
        free(clique);
        return cuda_fail(ANYRT_STATUS_OUT_OF_MEMORY, "cuda: out of host memory for %d communicators", ndevice);
    }
    st = nccl_check(nccl.CommInitAll(raw, ndevice, device_ids), "ncclCommInitAll", NULL);
    int made = 0;
    for (; st == ANYRT_STATUS_SUCCESS && made < ndevice; ++made) {
        cuda_comm_t* c = NULL;
        st = comm_wrap(raw[made], device_ids[made], clique, &c);
        if (st == ANYRT_STATUS_SUCCESS) comms[made] = c;
        else break;
    }
    if (st != ANYRT_STATUS_SUCCESS) {
        for (int i = 0; i < made; ++i) {
            pthread_mutex_destroy(&((cuda_comm_t*)comms[i])->mu);
            free(comms[i]);
        }
        for (int i = 0; raw[0] != NULL && i < ndevice; ++i) (void)nccl.CommDestroy(raw[i]);
        free(clique);
    } else if (clique != NULL) {
        clique->n = clique->refs = ndevice;
    }
    free(raw);
    return st;
}

anyrt_status_t cuda_comm_init_rank(int device, anyrt_backend_comm_t* comm, int nranks, anyrt_unique_id_t id, int rank) {
    anyrt_status_t st = nccl_ready("comm_init_rank");
    if (st == ANYRT_STATUS_SUCCESS) st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    ncclUniqueId raw_id;
    memcpy(&raw_id, &id, sizeof raw_id);
    ncclComm_t raw = NULL;
    st = nccl_check(nccl.CommInitRank(&raw, nranks, raw_id, rank), "ncclCommInitRank", NULL);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    cuda_comm_t* c = NULL;
    st = comm_wrap(raw, device, NULL, &c);
    if (st != ANYRT_STATUS_SUCCESS) {
        (void)nccl.CommDestroy(raw);
        return st;
    }
    *comm = c;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cuda_comm_destroy(int device, anyrt_backend_comm_t comm) {
    cuda_comm_t* c = NULL;
    anyrt_status_t st = comm_of(device, comm, &c);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    for (cuda_staged_t* m = c->staged; m != NULL;) { /* sent to itself, never received */
        cuda_staged_t* next = m->next;
        (void)cudaEventSynchronize(m->ready);
        (void)cudaEventDestroy(m->ready);
        (void)cudaFree(m->buf);
        free(m);
        m = next;
    }
    (void)cudaGetLastError();
    st = nccl_check(nccl.CommDestroy(c->nccl), "ncclCommDestroy", NULL);
    if (c->clique != NULL) {
        pthread_mutex_lock(&g_clique_mu);
        int last = --c->clique->refs == 0;
        pthread_mutex_unlock(&g_clique_mu);
        if (last) {
            if (tls_open == c->clique) tls_open = NULL;
            free(c->clique);
        }
    }
    pthread_mutex_destroy(&c->mu);
    free(c);
    return st;
}

/* ncclCommSplit: collective over `comm`; one thread driving several ranks calls it for each
 * between group_start and group_end (NCCL's rule), and the new communicators are used after. */
anyrt_status_t cuda_comm_split(int device, anyrt_backend_comm_t comm, int color, int key, anyrt_backend_comm_t* newcomm) {
    cuda_comm_t* c = NULL;
    anyrt_status_t st = comm_of(device, comm, &c);
    if (st == ANYRT_STATUS_SUCCESS) st = nccl_ready("comm_split");
    if (st == ANYRT_STATUS_SUCCESS) st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (nccl.CommSplit == NULL)
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: comm_split needs ncclCommSplit (NCCL 2.18+); %s has none",
                         g_lib_name);
    if (color < 0) return cuda_fail(ANYRT_STATUS_INVALID_VALUE, "cuda: comm_split: color must not be negative (got %d)", color);
    ncclComm_t raw = NULL;
    st = nccl_check(nccl.CommSplit(c->nccl, color, key, &raw, NULL), "ncclCommSplit", c->nccl);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    cuda_comm_t* out = calloc(1, sizeof *out);
    if (out == NULL) {
        (void)nccl.CommDestroy(raw);
        return cuda_fail(ANYRT_STATUS_OUT_OF_MEMORY, "cuda: out of host memory for a communicator");
    }
    out->nccl = raw;
    out->device = device;
    pthread_mutex_init(&out->mu, NULL); /* rank and size: comm_shape, on first use */
    *newcomm = out;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cuda_comm_rank(int device, anyrt_backend_comm_t comm, int* rank) {
    cuda_comm_t* c = NULL;
    anyrt_status_t st = comm_of(device, comm, &c);
    if (st == ANYRT_STATUS_SUCCESS) st = comm_shape(c);
    if (st == ANYRT_STATUS_SUCCESS) *rank = c->rank;
    return st;
}

anyrt_status_t cuda_comm_size(int device, anyrt_backend_comm_t comm, int* size) {
    cuda_comm_t* c = NULL;
    anyrt_status_t st = comm_of(device, comm, &c);
    if (st == ANYRT_STATUS_SUCCESS) st = comm_shape(c);
    if (st == ANYRT_STATUS_SUCCESS) *size = c->size;
    return st;
}

/* ---- types and ops ---------------------------------------------------------------------------- */

/* NCCL's type for `dtype`; `*scale` elements of it per anyrt element (2 for int16/uint16 moved as
 * bytes, which cannot be reduced). */
static anyrt_status_t nccl_type(anyrt_dtype_t dtype, int reduces, ncclDataType_t* out, size_t* scale) {
    *scale = 1;
    switch (dtype) {
        case ANYRT_DTYPE_BYTE: case ANYRT_DTYPE_BOOL: case ANYRT_DTYPE_UINT8: *out = ncclUint8; return ANYRT_STATUS_SUCCESS;
        case ANYRT_DTYPE_INT8: *out = ncclInt8; return ANYRT_STATUS_SUCCESS;
        case ANYRT_DTYPE_INT32: *out = ncclInt32; return ANYRT_STATUS_SUCCESS;
        case ANYRT_DTYPE_UINT32: *out = ncclUint32; return ANYRT_STATUS_SUCCESS;
        case ANYRT_DTYPE_INT64: *out = ncclInt64; return ANYRT_STATUS_SUCCESS;
        case ANYRT_DTYPE_UINT64: *out = ncclUint64; return ANYRT_STATUS_SUCCESS;
        case ANYRT_DTYPE_FLOAT16: *out = ncclFloat16; return ANYRT_STATUS_SUCCESS;
        case ANYRT_DTYPE_FLOAT32: *out = ncclFloat32; return ANYRT_STATUS_SUCCESS;
        case ANYRT_DTYPE_FLOAT64: *out = ncclFloat64; return ANYRT_STATUS_SUCCESS;
        case ANYRT_DTYPE_BFLOAT16: *out = ncclBfloat16; return ANYRT_STATUS_SUCCESS;
        case ANYRT_DTYPE_INT16: case ANYRT_DTYPE_UINT16:
            if (reduces)
                return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: NCCL has no 16-bit integer type, so %s cannot be reduced",
                                 dtype == ANYRT_DTYPE_INT16 ? "int16" : "uint16");
            *out = ncclUint8;
            *scale = 2;
            return ANYRT_STATUS_SUCCESS;
        default: return cuda_fail(ANYRT_STATUS_INVALID_VALUE, "cuda: dtype %d is not a collective element type", (int)dtype);
    }
}

static anyrt_status_t nccl_op(anyrt_reduce_op_t op, anyrt_dtype_t dtype, ncclRedOp_t* out) {
    int is_bool = dtype == ANYRT_DTYPE_BOOL;
    switch (op) {
        case ANYRT_REDUCE_OP_SUM: *out = is_bool ? ncclMax : ncclSum; return ANYRT_STATUS_SUCCESS;
        case ANYRT_REDUCE_OP_PROD: *out = is_bool ? ncclMin : ncclProd; return ANYRT_STATUS_SUCCESS;
        case ANYRT_REDUCE_OP_MAX: *out = ncclMax; return ANYRT_STATUS_SUCCESS;
        case ANYRT_REDUCE_OP_MIN: *out = ncclMin; return ANYRT_STATUS_SUCCESS;
        case ANYRT_REDUCE_OP_AVG: *out = is_bool ? ncclMin : ncclAvg; return ANYRT_STATUS_SUCCESS;
        default: return cuda_fail(ANYRT_STATUS_INVALID_VALUE, "cuda: reduce op %d is unknown", (int)op);
    }
}

static size_t dtype_bytes(anyrt_dtype_t dtype) {
    switch (dtype) {
        case ANYRT_DTYPE_INT16: case ANYRT_DTYPE_UINT16: case ANYRT_DTYPE_FLOAT16: case ANYRT_DTYPE_BFLOAT16: return 2;
        case ANYRT_DTYPE_INT32: case ANYRT_DTYPE_UINT32: case ANYRT_DTYPE_FLOAT32: return 4;
        case ANYRT_DTYPE_INT64: case ANYRT_DTYPE_UINT64: case ANYRT_DTYPE_FLOAT64: return 8;
        default: return 1;
    }
}

/* Everything a collective needs before it is issued: NCCL loaded, the communicator, the types. */
typedef struct {
    cuda_comm_t* c;
    ncclDataType_t type;
    size_t scale;
    ncclRedOp_t op;
} coll_t;

static anyrt_status_t coll_prepare(const char* what, int device, anyrt_backend_comm_t comm, anyrt_dtype_t dtype, int reduces,
                                   anyrt_reduce_op_t op, coll_t* k) {
    anyrt_status_t st = nccl_ready(what);
    if (st == ANYRT_STATUS_SUCCESS) st = comm_of(device, comm, &k->c);
    if (st == ANYRT_STATUS_SUCCESS) st = comm_shape(k->c);
    if (st == ANYRT_STATUS_SUCCESS) st = nccl_type(dtype, reduces, &k->type, &k->scale);
    if (st == ANYRT_STATUS_SUCCESS && reduces) st = nccl_op(op, dtype, &k->op);
    return st;
}

/* Opens the thread's implicit group before a rank of a one-process set issues its collective. */
static anyrt_status_t coll_begin(cuda_comm_t* c) {
    if (tls_user_depth > 0 || c->clique == NULL) return ANYRT_STATUS_SUCCESS;
    if (tls_open == c->clique) return ANYRT_STATUS_SUCCESS;
    if (tls_open != NULL)
        return cuda_fail(ANYRT_STATUS_INVALID_VALUE,
                         "cuda: a collective of another set of communicators is still waiting for %d of its ranks on "
                         "this thread; issue every rank's call of one operation before the next",
                         tls_open->n - tls_issued);
    anyrt_status_t st = nccl_check(nccl.GroupStart(), "ncclGroupStart", NULL);
    if (st == ANYRT_STATUS_SUCCESS) {
        tls_open = c->clique;
        tls_issued = 0;
    }
    return st;
}

/* Counts the issued rank and closes the implicit group once every rank of the set issued. */
static anyrt_status_t coll_end(cuda_comm_t* c, anyrt_status_t issued) {
    if (tls_user_depth > 0 || c->clique == NULL || tls_open != c->clique) return issued;
    if (issued == ANYRT_STATUS_SUCCESS && ++tls_issued < c->clique->n) return ANYRT_STATUS_SUCCESS;
    tls_open = NULL; /* complete, or a rank failed: launch what was queued, report the first error */
    anyrt_status_t st = nccl_check(nccl.GroupEnd(), "ncclGroupEnd", c->nccl);
    return issued != ANYRT_STATUS_SUCCESS ? issued : st;
}

anyrt_status_t cuda_all_reduce(int device, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype,
                               anyrt_reduce_op_t op, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    coll_t k;
    anyrt_status_t st = coll_prepare("all_reduce", device, comm, dtype, 1, op, &k);
    if (st == ANYRT_STATUS_SUCCESS) st = coll_begin(k.c);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    st = nccl_check(nccl.AllReduce(sendbuf, recvbuf, count, k.type, k.op, k.c->nccl, (cudaStream_t)stream), "ncclAllReduce",
                    k.c->nccl);
    return coll_end(k.c, st);
}

anyrt_status_t cuda_broadcast(int device, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, int root,
                              anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    coll_t k;
    anyrt_status_t st = coll_prepare("broadcast", device, comm, dtype, 0, ANYRT_REDUCE_OP_SUM, &k);
    if (st == ANYRT_STATUS_SUCCESS) st = coll_begin(k.c);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    st = nccl_check(nccl.Broadcast(sendbuf, recvbuf, count * k.scale, k.type, root, k.c->nccl, (cudaStream_t)stream),
                    "ncclBroadcast", k.c->nccl);
    return coll_end(k.c, st);
}

anyrt_status_t cuda_reduce(int device, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype,
                           anyrt_reduce_op_t op, int root, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    coll_t k;
    anyrt_status_t st = coll_prepare("reduce", device, comm, dtype, 1, op, &k);
    if (st == ANYRT_STATUS_SUCCESS) st = coll_begin(k.c);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    st = nccl_check(nccl.Reduce(sendbuf, recvbuf, count, k.type, k.op, root, k.c->nccl, (cudaStream_t)stream), "ncclReduce",
                    k.c->nccl);
    return coll_end(k.c, st);
}

anyrt_status_t cuda_all_gather(int device, const void* sendbuf, void* recvbuf, size_t send_count, anyrt_dtype_t dtype,
                               anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    coll_t k;
    anyrt_status_t st = coll_prepare("all_gather", device, comm, dtype, 0, ANYRT_REDUCE_OP_SUM, &k);
    if (st == ANYRT_STATUS_SUCCESS) st = coll_begin(k.c);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    st = nccl_check(nccl.AllGather(sendbuf, recvbuf, send_count * k.scale, k.type, k.c->nccl, (cudaStream_t)stream),
                    "ncclAllGather", k.c->nccl);
    return coll_end(k.c, st);
}

anyrt_status_t cuda_reduce_scatter(int device, const void* sendbuf, void* recvbuf, size_t recv_count, anyrt_dtype_t dtype,
                                   anyrt_reduce_op_t op, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    coll_t k;
    anyrt_status_t st = coll_prepare("reduce_scatter", device, comm, dtype, 1, op, &k);
    if (st == ANYRT_STATUS_SUCCESS) st = coll_begin(k.c);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    st = nccl_check(nccl.ReduceScatter(sendbuf, recvbuf, recv_count, k.type, k.op, k.c->nccl, (cudaStream_t)stream),
                    "ncclReduceScatter", k.c->nccl);
    return coll_end(k.c, st);
}

/* ---- point to point --------------------------------------------------------------------------- */

/* Outside a group, a send or receive between ranks of this process would wait forever for its
 * partner, which the same thread can only issue after it returns. */
static anyrt_status_t p2p_outside_group(const cuda_comm_t* c, const char* what) {
    return cuda_fail(ANYRT_STATUS_INVALID_VALUE,
                     "cuda: %s between communicators of one process (comm_init_all) must be inside a group "
                     "(group_start/group_end, anyrt.ccl.group()), as NCCL requires (rank %d of %d)",
                     what, c->rank, c->size);
}

static anyrt_status_t stage_self_send(cuda_comm_t* c, const void* sendbuf, size_t bytes, cudaStream_t stream) {
    cuda_staged_t* m = calloc(1, sizeof *m);
    if (m == NULL) return cuda_fail(ANYRT_STATUS_OUT_OF_MEMORY, "cuda: out of host memory staging a send to oneself");
    m->bytes = bytes;
    anyrt_status_t st = cuda_use(c->device);
    if (st == ANYRT_STATUS_SUCCESS) st = cuda_check(cudaMalloc(&m->buf, bytes ? bytes : 1), "cudaMalloc (staging a send to oneself)");
    if (st == ANYRT_STATUS_SUCCESS)
        st = cuda_check(cudaEventCreateWithFlags(&m->ready, cudaEventDisableTiming), "cudaEventCreateWithFlags");
    if (st == ANYRT_STATUS_SUCCESS)
        st = cuda_check(cudaMemcpyAsync(m->buf, sendbuf, bytes, cudaMemcpyDefault, stream), "cudaMemcpyAsync (staging)");
    if (st == ANYRT_STATUS_SUCCESS) st = cuda_check(cudaEventRecord(m->ready, stream), "cudaEventRecord");
    if (st != ANYRT_STATUS_SUCCESS) {
        if (m->ready != NULL) (void)cudaEventDestroy(m->ready);
        if (m->buf != NULL) (void)cudaFree(m->buf);
        (void)cudaGetLastError();
        free(m);
        return st;
    }
    pthread_mutex_lock(&c->mu);
    cuda_staged_t** tail = &c->staged;
    while (*tail != NULL) tail = &(*tail)->next;
    *tail = m;
    pthread_mutex_unlock(&c->mu);
    return ANYRT_STATUS_SUCCESS;
}

static anyrt_status_t take_self_send(cuda_comm_t* c, void* recvbuf, size_t bytes, cudaStream_t stream) {
    pthread_mutex_lock(&c->mu);
    cuda_staged_t* m = c->staged;
    if (m != NULL && m->bytes == bytes) c->staged = m->next;
    pthread_mutex_unlock(&c->mu);
    if (m == NULL)
        return cuda_fail(ANYRT_STATUS_INVALID_VALUE, "cuda: receive from oneself (rank %d) outside a group, with nothing sent",
                         c->rank);
    if (m->bytes != bytes)
        return cuda_fail(ANYRT_STATUS_INVALID_VALUE, "cuda: receive of %zu bytes from oneself, but the oldest send has %zu",
                         bytes, m->bytes);
    anyrt_status_t st = cuda_check(cudaStreamWaitEvent(stream, m->ready, 0), "cudaStreamWaitEvent");
    if (st == ANYRT_STATUS_SUCCESS)
        st = cuda_check(cudaMemcpyAsync(recvbuf, m->buf, bytes, cudaMemcpyDefault, stream), "cudaMemcpyAsync (staged)");
    /* The staging copy is freed once the receive has read it (a rare path: simplicity over overlap). */
    if (st == ANYRT_STATUS_SUCCESS) st = cuda_check(cudaStreamSynchronize(stream), "cudaStreamSynchronize");
    (void)cudaEventDestroy(m->ready);
    (void)cudaFree(m->buf);
    (void)cudaGetLastError();
    free(m);
    return st;
}

anyrt_status_t cuda_send(int device, const void* sendbuf, size_t count, anyrt_dtype_t dtype, int peer,
                         anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) {
    coll_t k;
    anyrt_status_t st = coll_prepare("send", device, comm, dtype, 0, ANYRT_REDUCE_OP_SUM, &k);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (tls_user_depth == 0 && peer == k.c->rank) return stage_self_send(k.c, sendbuf, count * dtype_bytes(dtype), stream);
    if (tls_user_depth == 0 && k.c->clique != NULL) return p2p_outside_group(k.c, "a send");
    return nccl_check(nccl.Send(sendbuf, count * k.scale, k.type, peer, k.c->nccl, (cudaStream_t)stream), "ncclSend", k.c->nccl);
}

anyrt_status_t cuda_recv(int device, void* recvbuf, size_t count, anyrt_dtype_t dtype, int peer, anyrt_backend_comm_t comm,
                         anyrt_backend_stream_t stream) {
    coll_t k;
    anyrt_status_t st = coll_prepare("recv", device, comm, dtype, 0, ANYRT_REDUCE_OP_SUM, &k);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (tls_user_depth == 0 && peer == k.c->rank) return take_self_send(k.c, recvbuf, count * dtype_bytes(dtype), stream);
    if (tls_user_depth == 0 && k.c->clique != NULL) return p2p_outside_group(k.c, "a receive");
    return nccl_check(nccl.Recv(recvbuf, count * k.scale, k.type, peer, k.c->nccl, (cudaStream_t)stream), "ncclRecv", k.c->nccl);
}

anyrt_status_t cuda_group_start(void) {
    anyrt_status_t st = nccl_ready("group_start");
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (tls_open != NULL)
        return cuda_fail(ANYRT_STATUS_INVALID_VALUE,
                         "cuda: group_start while a collective still waits for %d ranks of its communicators on this thread",
                         tls_open->n - tls_issued);
    st = nccl_check(nccl.GroupStart(), "ncclGroupStart", NULL);
    if (st == ANYRT_STATUS_SUCCESS) ++tls_user_depth;
    return st;
}

anyrt_status_t cuda_group_end(void) {
    anyrt_status_t st = nccl_ready("group_end");
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (tls_user_depth == 0) return cuda_fail(ANYRT_STATUS_INVALID_VALUE, "cuda: group_end without group_start");
    --tls_user_depth;
    return nccl_check(nccl.GroupEnd(), "ncclGroupEnd", NULL);
}

#else /* !CUDA_HAVE_NCCL: the table leaves the collective slots empty */

typedef int cuda_ccl_without_nccl_t; /* ISO C wants a translation unit to declare something */

#endif
