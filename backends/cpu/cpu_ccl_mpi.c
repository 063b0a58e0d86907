/* anyrt `cpu` backend: collectives between processes through MPI.
 *
 * MPI is optional: the plugin does not link it. The first communicator that needs it (comm_init_rank
 * with nranks > 1) loads it with dlopen, trying in order
 *   1. $ANYRT_MPI_LIBRARY (a path or a soname; nothing else is tried when it is set),
 *   2. an MPI library already loaded in the process (e.g. by mpi4py): libmpi.so.12, libmpich.so.12,
 *   3. the lib/ folder next to the `mpiexec` found on PATH (e.g. the `mpich` wheel's),
 *   4. the `mpich` wheel of the Python environment this backend is installed in, where its RECORD
 *      (in the site-packages folder above this library) says pip put libmpi: found without PATH,
 *      which a venv's python run by its path does not extend,
 *   5. the same sonames on the ordinary library search path.
 * The MPICH ABI is required (MPICH, Intel MPI, MVAPICH, the `mpich` wheel); Open MPI is refused with
 * a message. If MPI is not initialized yet, it is initialized with MPI_THREAD_MULTIPLE and finalized
 * again by the backend's finalize; an MPI the program initialized itself is left alone. Below
 * MPI_THREAD_MULTIPLE every MPI call of the plugin is serialized by one mutex.
 *
 * Processes no launcher started (each a singleton MPI_COMM_WORLD) join by the id alone: its maker
 * listens on a socket named in the id (cpu_rendezvous.c); every other rank connects and each socket
 * is handed to MPI_Comm_join. The group grows one process at a time (MPI_Intercomm_create through the
 * maker, MPI_Intercomm_merge), the maker telling the group before each step whether someone came in
 * time; the ranks then check their (nranks, rank) and are ordered by MPI_Comm_split. MPICH 5.0.0 to
 * 5.0.2 cannot connect singletons (pmodels/mpich#7805); the error then says so.
 *
 * Communicators: every rank of MPI_COMM_WORLD must call comm_init_rank (collectively, like
 * MPI_Comm_split): the ranks exchange their (id, nranks, rank) with a non-blocking all-gather on
 * MPI_COMM_WORLD, check that each id's group is complete and consistent, then split the world by
 * id, keyed by the anyrt rank. comm_init_mpi instead duplicates a communicator the program made
 * (MPI_Comm_idup: collective over its ranks only, so a sub-communicator from MPI_Comm_split works
 * while the other processes do something else). Collectives are the non-blocking MPI ones (MPI_Iallreduce, ...),
 * polled on the stream's worker thread until done or ANYRT_CCL_TIMEOUT passes; after a timeout the
 * communicator is unusable (MPI cannot cancel a collective) and every later call on it fails.
 * float16/bfloat16 travel as float32 (one rounding at the end); avg is sum then divide, with
 * narrow integers summed in 64 bits.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* dladdr: where this library is, to find the environment it was installed in */
#endif

#include <dirent.h>
#include <dlfcn.h>
#include <limits.h>
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cpu_internal.h"

/* ---- MPICH ABI: handles are ints, constants are fixed numbers --------------------------------- */

typedef int mpi_comm_t;
typedef int mpi_type_t;
typedef int mpi_op_t;
typedef int mpi_req_t;
typedef struct {
    int count_lo, count_hi_and_cancelled, source, tag, error;
} mpi_status_t;

#define M_SUCCESS 0
#define M_COMM_WORLD 0x44000000
#define M_COMM_SELF 0x44000001
#define M_COMM_NULL 0x04000000
#define M_REQUEST_NULL 0x2c000000
#define M_ERRORS_RETURN 0x54000001
#define M_UNDEFINED (-32766)
#define M_THREAD_MULTIPLE 3
#define M_IN_PLACE ((void*)(intptr_t)-1)
#define M_STATUSES_IGNORE ((mpi_status_t*)(intptr_t)1)

#define M_MAX 0x58000001
#define M_MIN 0x58000002
#define M_SUM 0x58000003
#define M_PROD 0x58000004
#define M_LAND 0x58000005
#define M_LOR 0x58000007

#define M_UNSIGNED_CHAR 0x4c000102
#define M_BYTE 0x4c00010d
#define M_FLOAT 0x4c00040a
#define M_DOUBLE 0x4c00080b
#define M_INT8 0x4c000137
#define M_INT16 0x4c000238
#define M_INT32 0x4c000439
#define M_INT64 0x4c00083a
#define M_UINT8 0x4c00013b
#define M_UINT16 0x4c00023c
#define M_UINT32 0x4c00043d
#define M_UINT64 0x4c00083e

typedef struct {
    int (*Initialized)(int*);
    int (*Finalized)(int*);
    int (*Init_thread)(int*, char***, int, int*);
    int (*Query_thread)(int*);
    int (*Finalize)(void);
    int (*Comm_rank)(mpi_comm_t, int*);
    int (*Comm_size)(mpi_comm_t, int*);
    int (*Comm_split)(mpi_comm_t, int, int, mpi_comm_t*);
    int (*Comm_free)(mpi_comm_t*);
    int (*Comm_set_errhandler)(mpi_comm_t, int);
    int (*Comm_join)(int, mpi_comm_t*);
    int (*Comm_idup)(mpi_comm_t, mpi_comm_t*, mpi_req_t*);
    int (*Comm_test_inter)(mpi_comm_t, int*);
    int (*Intercomm_create)(mpi_comm_t, int, mpi_comm_t, int, int, mpi_comm_t*);
    int (*Intercomm_merge)(mpi_comm_t, int, mpi_comm_t*);
    int (*Iallgather)(const void*, int, mpi_type_t, void*, int, mpi_type_t, mpi_comm_t, mpi_req_t*);
    int (*Iallreduce)(const void*, void*, int, mpi_type_t, mpi_op_t, mpi_comm_t, mpi_req_t*);
    int (*Ibcast)(void*, int, mpi_type_t, int, mpi_comm_t, mpi_req_t*);
    int (*Ireduce)(const void*, void*, int, mpi_type_t, mpi_op_t, int, mpi_comm_t, mpi_req_t*);
    int (*Ireduce_scatter_block)(const void*, void*, int, mpi_type_t, mpi_op_t, mpi_comm_t, mpi_req_t*);
    int (*Isend)(const void*, int, mpi_type_t, int, int, mpi_comm_t, mpi_req_t*);
    int (*Irecv)(void*, int, mpi_type_t, int, int, mpi_comm_t, mpi_req_t*);
    int (*Testall)(int, mpi_req_t*, int*, mpi_status_t*);
    int (*Cancel)(mpi_req_t*);
    int (*Request_free)(mpi_req_t*);
    int (*Get_count)(const mpi_status_t*, mpi_type_t, int*);
    int (*Error_string)(int, char*, int*);
} mpi_api_t;

static pthread_mutex_t g_load_mu = PTHREAD_MUTEX_INITIALIZER;
static mpi_api_t M;
static int g_ready;          /* MPI loaded and initialized */
static int g_we_initialized; /* we called MPI_Init_thread, so finalize is ours */
static int g_serialize;      /* provided < MPI_THREAD_MULTIPLE: one MPI call at a time */
static pthread_mutex_t g_call_mu = PTHREAD_MUTEX_INITIALIZER;
static char g_lib_name[1200];

#define MPI_LOCK() do { if (g_serialize) pthread_mutex_lock(&g_call_mu); } while (0)
#define MPI_UNLOCK() do { if (g_serialize) pthread_mutex_unlock(&g_call_mu); } while (0)

struct cpu_mpi_comm {
    mpi_comm_t comm;
    int rank, size;
    uint64_t timeout_ns;
    atomic_int broken;
    char why[CPU_MSG_SIZE];
    pthread_mutex_t self_mu; /* messages a rank sent to itself, and `why` */
    struct cpu_self_msg* self_head;
    struct cpu_self_msg* self_tail;
};

struct cpu_self_msg {
    struct cpu_self_msg* next;
    size_t count;
    int dtype;
    /* data follows */
};

static anyrt_status_t mpi_error(int rc, const char* what) {
    char text[512] = "";
    int len = 0;
    if (M.Error_string) {
        MPI_LOCK();
        M.Error_string(rc, text, &len);
        MPI_UNLOCK();
    }
    /* A join of singletons refused by MPICH 5.0.x: the hint goes first, MPICH's error stack is long. */
    const char* hint = strstr(text, "disjoint") ? "MPICH 5.0.0 to 5.0.2 cannot connect processes that mpiexec did not "
                                                 "start (pmodels/mpich#7805): use mpich 4.3 (pip install 'mpich<5'), "
                                                 "or start the ranks with mpiexec. MPI says: " : "";
    return cpu_fail(ANYRT_STATUS_FAILED, "cpu: %s failed in MPI (%s): %s%s", what, g_lib_name, hint,
                    text[0] ? text : "unknown error");
}

/* ---- loading --------------------------------------------------------------------------------- */

static void* mpi_try_dlopen(const char* name, int noload) {
    return dlopen(name, RTLD_NOW | RTLD_GLOBAL | (noload ? RTLD_NOLOAD : 0));
}

static const char* const mpi_sonames[] = {"libmpi.so.12", "libmpich.so.12", "libmpi.so", "libmpich.so"};

/* The mpich wheel's libmpi in `site_packages`, from a RECORD of an mpich-*.dist-info there (its
 * paths are relative to site-packages: "../../libmpi.so.12" for <prefix>/lib). */
static void* mpi_from_wheel_record(const char* site_packages) {
    DIR* dir = opendir(site_packages);
    if (dir == NULL) return NULL;
    void* h = NULL;
    struct dirent* d;
    while (h == NULL && (d = readdir(dir)) != NULL) {
        size_t n = strlen(d->d_name);
        if (strncmp(d->d_name, "mpich-", 6) != 0 || n < 16 || strcmp(d->d_name + n - 10, ".dist-info") != 0) continue;
        char record[PATH_MAX + 300];
        snprintf(record, sizeof record, "%s/%s/RECORD", site_packages, d->d_name);
        FILE* f = fopen(record, "r");
        if (f == NULL) continue;
        char line[PATH_MAX];
        while (h == NULL && fgets(line, sizeof line, f) != NULL) {
            char* comma = strchr(line, ',');
            if (comma == NULL) continue;
            *comma = '\0';
            const char* base = strrchr(line, '/');
            if (strcmp(base ? base + 1 : line, mpi_sonames[0]) != 0) continue;
            char lib[2 * PATH_MAX + 2];
            snprintf(lib, sizeof lib, "%s/%s", site_packages, line);
            h = mpi_try_dlopen(lib, 0);
            /* a name cut short only shortens messages */
            if (h != NULL && snprintf(g_lib_name, sizeof g_lib_name, "%s (the mpich wheel beside anyrt)", lib) < 0) g_lib_name[0] = '\0';
        }
        fclose(f);
    }
    closedir(dir);
    return h;
}

/* The folders above this library (<site-packages>/anyrt/libanyrt_cpu.so), each tried as site-packages. */
static void* mpi_from_own_environment(void) {
    Dl_info self;
    char dir[PATH_MAX];
    if (!dladdr((const void*)g_lib_name, &self) || self.dli_fname == NULL || realpath(self.dli_fname, dir) == NULL) return NULL;
    for (int up = 0; up < 2; ++up) {
        char* slash = strrchr(dir, '/');
        if (slash == NULL || slash == dir) return NULL;
        *slash = '\0';
        void* h = mpi_from_wheel_record(dir);
        if (h != NULL) return h;
    }
    return NULL;
}

static void* mpi_find_library(char* tried, size_t tried_size) {
    const char* env = getenv("ANYRT_MPI_LIBRARY");
    if (env != NULL && *env != '\0') {
        void* h = mpi_try_dlopen(env, 0);
        if (h == NULL) snprintf(tried, tried_size, "ANYRT_MPI_LIBRARY=%s: %s", env, dlerror());
        else snprintf(g_lib_name, sizeof g_lib_name, "%s", env);
        return h;
    }
    for (size_t i = 0; i < sizeof mpi_sonames / sizeof mpi_sonames[0]; ++i) {
        void* h = mpi_try_dlopen(mpi_sonames[i], 1);
        if (h != NULL) {
            snprintf(g_lib_name, sizeof g_lib_name, "%s (already loaded)", mpi_sonames[i]);
            return h;
        }
    }
    /* next to mpiexec on PATH */
    const char* path = getenv("PATH");
    if (path != NULL) {
        const char* p = path;
        while (*p) {
            const char* colon = strchr(p, ':');
            size_t len = colon ? (size_t)(colon - p) : strlen(p);
            char exe[1024];
            if (len > 0 && len < 900) {
                snprintf(exe, sizeof exe, "%.*s/mpiexec", (int)len, p);
                if (access(exe, X_OK) == 0) {
                    for (size_t i = 0; i < 2; ++i) {
                        char lib[1100];
                        snprintf(lib, sizeof lib, "%.*s/../lib/%s", (int)len, p, mpi_sonames[i]);
                        void* h = mpi_try_dlopen(lib, 0);
                        if (h != NULL) {
                            snprintf(g_lib_name, sizeof g_lib_name, "%s", lib);
                            return h;
                        }
                    }
                    break; /* the first mpiexec on PATH decides */
                }
            }
            if (!colon) break;
            p = colon + 1;
        }
    }
    void* own = mpi_from_own_environment();
    if (own != NULL) return own;
    for (size_t i = 0; i < sizeof mpi_sonames / sizeof mpi_sonames[0]; ++i) {
        void* h = mpi_try_dlopen(mpi_sonames[i], 0);
        if (h != NULL) {
            snprintf(g_lib_name, sizeof g_lib_name, "%s", mpi_sonames[i]);
            return h;
        }
    }
    snprintf(tried, tried_size,
             "tried %s, %s, %s, %s: loaded, next to mpiexec on PATH, the mpich wheel beside anyrt, on the library path",
             mpi_sonames[0], mpi_sonames[1], mpi_sonames[2], mpi_sonames[3]);
    return NULL;
}

#define MPI_SYM(name)                                                                                               \
    do {                                                                                                            \
        void* f_ = dlsym(h, "MPI_" #name);                                                                          \
        if (f_ == NULL)                                                                                             \
            return cpu_fail(ANYRT_STATUS_FAILED, "cpu: the MPI library %s lacks MPI_" #name, g_lib_name);    \
        memcpy(&api.name, &f_, sizeof f_);                                                                          \
    } while (0)

static anyrt_status_t mpi_load_locked(void) {
    char tried[1024] = "";
    void* h = mpi_find_library(tried, sizeof tried);
    if (h == NULL)
        return cpu_fail(ANYRT_STATUS_FAILED,
                        "cpu: communicators across processes need MPI; no MPI library found (%s). Install one (pip install "
                        "'mpich<5'), put its mpiexec on PATH, or set ANYRT_MPI_LIBRARY", tried);
    if (dlsym(h, "ompi_mpi_comm_world") != NULL)
        return cpu_fail(ANYRT_STATUS_FAILED,
                        "cpu: %s is Open MPI, whose ABI the cpu backend does not speak; use an MPICH-ABI MPI (MPICH, "
                        "Intel MPI, MVAPICH; `pip install 'mpich<5'`)", g_lib_name);
    mpi_api_t api;
    memset(&api, 0, sizeof api);
    MPI_SYM(Initialized);
    MPI_SYM(Finalized);
    MPI_SYM(Init_thread);
    MPI_SYM(Query_thread);
    MPI_SYM(Finalize);
    MPI_SYM(Comm_rank);
    MPI_SYM(Comm_size);
    MPI_SYM(Comm_split);
    MPI_SYM(Comm_free);
    MPI_SYM(Comm_set_errhandler);
    MPI_SYM(Comm_join);
    MPI_SYM(Comm_idup);
    MPI_SYM(Comm_test_inter);
    MPI_SYM(Intercomm_create);
    MPI_SYM(Intercomm_merge);
    MPI_SYM(Iallgather);
    MPI_SYM(Iallreduce);
    MPI_SYM(Ibcast);
    MPI_SYM(Ireduce);
    MPI_SYM(Ireduce_scatter_block);
    MPI_SYM(Isend);
    MPI_SYM(Irecv);
    MPI_SYM(Testall);
    MPI_SYM(Cancel);
    MPI_SYM(Request_free);
    MPI_SYM(Get_count);
    MPI_SYM(Error_string);
    M = api;
    /* h stays open for the life of the process: MPI cannot be unloaded and reloaded. */
    return ANYRT_STATUS_SUCCESS;
}

static anyrt_status_t mpi_ready(void) {
    pthread_mutex_lock(&g_load_mu);
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    if (!g_ready) {
        if (M.Init_thread == NULL) st = mpi_load_locked();
        int fin = 0, init = 0, provided = 0;
        if (st == ANYRT_STATUS_SUCCESS) {
            M.Finalized(&fin);
            if (fin)
                st = cpu_fail(ANYRT_STATUS_NOT_INITIALIZED,
                              "cpu: MPI was already finalized in this process and cannot be initialized again");
        }
        if (st == ANYRT_STATUS_SUCCESS) {
            M.Initialized(&init);
            if (!init) {
                int rc = M.Init_thread(NULL, NULL, M_THREAD_MULTIPLE, &provided);
                if (rc != M_SUCCESS) {
                    st = mpi_error(rc, "MPI_Init_thread");
                } else { /* our MPI: a failed join or connect returns an error instead of aborting */
                    g_we_initialized = 1;
                    M.Comm_set_errhandler(M_COMM_WORLD, M_ERRORS_RETURN);
                    M.Comm_set_errhandler(M_COMM_SELF, M_ERRORS_RETURN);
                }
            } else {
                M.Query_thread(&provided);
            }
        }
        if (st == ANYRT_STATUS_SUCCESS) {
            g_serialize = provided < M_THREAD_MULTIPLE;
            g_ready = 1;
        }
    }
    pthread_mutex_unlock(&g_load_mu);
    return st;
}

void cpu_mpi_finalize(void) {
    pthread_mutex_lock(&g_load_mu);
    if (g_ready && g_we_initialized) {
        int fin = 0;
        M.Finalized(&fin);
        if (!fin) M.Finalize();
    }
    g_ready = 0;
    g_we_initialized = 0;
    pthread_mutex_unlock(&g_load_mu);
}

/* ---- waiting ---------------------------------------------------------------------------------- */

static void mpi_break(cpu_mpi_comm_t* c, const char* why) {
    if (c == NULL) return;
    pthread_mutex_lock(&c->self_mu);
    if (atomic_load(&c->broken) == 0) {
        snprintf(c->why, sizeof c->why, "%s", why);
        atomic_store(&c->broken, (int)ANYRT_STATUS_TIMEOUT);
    }
    pthread_mutex_unlock(&c->self_mu);
}

static anyrt_status_t mpi_broken_fail(cpu_mpi_comm_t* c, const char* what) {
    char why[CPU_MSG_SIZE];
    pthread_mutex_lock(&c->self_mu);
    memcpy(why, c->why, sizeof why);
    pthread_mutex_unlock(&c->self_mu);
    return cpu_fail((anyrt_status_t)atomic_load(&c->broken), "cpu: %s: the communicator is unusable after an earlier failure: %s",
                    what, why);
}

/* Polls the requests until all are done. On timeout the requests are abandoned (a collective cannot
 * be cancelled) and, for a communicator, it is marked unusable. */
static anyrt_status_t mpi_wait(cpu_mpi_comm_t* c, mpi_req_t* reqs, int nreq, mpi_status_t* statuses,
                               uint64_t timeout_ns, const char* what, int rank, int size) {
    uint64_t start = cpu_now_ns(), spin = cpu_spin_ns();
    for (unsigned i = 0;; ++i) {
        int flag = 0;
        MPI_LOCK();
        int rc = M.Testall(nreq, reqs, &flag, statuses ? statuses : M_STATUSES_IGNORE);
        MPI_UNLOCK();
        if (rc != M_SUCCESS) return mpi_error(rc, what);
        if (flag) return ANYRT_STATUS_SUCCESS;
        if ((i & 15u) == 15u) {
            uint64_t waited = cpu_now_ns() - start;
            if (timeout_ns && waited >= timeout_ns) {
                char why[CPU_MSG_SIZE];
                snprintf(why, sizeof why, "%s timed out after %g s (ANYRT_CCL_TIMEOUT) on rank %d of %d: a peer process never "
                         "joined", what, (double)timeout_ns / 1e9, rank, size);
                mpi_break(c, why);
                return cpu_fail(ANYRT_STATUS_TIMEOUT, "cpu: %s", why);
            }
            if (waited > spin || g_serialize) sched_yield();
        }
    }
}

/* ---- communicators ---------------------------------------------------------------------------- */

typedef struct {
    anyrt_unique_id_t id;
    int32_t nranks;
    int32_t rank;
} mpi_join_t;

static anyrt_status_t mpi_comm_wrap(mpi_comm_t comm, int rank, int nranks, uint64_t timeout_ns, cpu_mpi_comm_t** out);

static void mpi_free_comm(mpi_comm_t* comm) {
    if (*comm == M_COMM_NULL || *comm == M_COMM_SELF || *comm == M_COMM_WORLD) return;
    MPI_LOCK();
    M.Comm_free(comm);
    MPI_UNLOCK();
    *comm = M_COMM_NULL;
}

/* Two processes joined over a connected socket, as one two-process communicator (maker first). */
static anyrt_status_t mpi_join_pair(int fd, int newcomer, mpi_comm_t* pair) {
    mpi_comm_t inter = M_COMM_NULL;
    MPI_LOCK();
    int rc = M.Comm_join(fd, &inter);
    if (rc == M_SUCCESS) {
        rc = M.Intercomm_merge(inter, newcomer, pair);
        M.Comm_free(&inter);
    }
    MPI_UNLOCK();
    return rc == M_SUCCESS ? ANYRT_STATUS_SUCCESS : mpi_error(rc, "comm_init_rank (MPI_Comm_join)");
}

/* One growth step: the group `*group` (maker at rank 0) and the newcomer (group == COMM_SELF,
 * newcomer = 1) become one communicator, newcomer last. `pair` matters at the maker and newcomer. */
static anyrt_status_t mpi_grow(mpi_comm_t* group, mpi_comm_t pair, int is_maker, int newcomer) {
    mpi_comm_t inter = M_COMM_NULL, merged = M_COMM_NULL;
    MPI_LOCK();
    int rc = M.Intercomm_create(*group, 0, is_maker || newcomer ? pair : M_COMM_NULL, newcomer ? 0 : 1, 0x616e79,
                                &inter);
    if (rc == M_SUCCESS) {
        rc = M.Intercomm_merge(inter, newcomer, &merged);
        M.Comm_free(&inter);
    }
    MPI_UNLOCK();
    if (rc != M_SUCCESS) return mpi_error(rc, "comm_init_rank (MPI_Intercomm_create)");
    mpi_free_comm(group);
    *group = merged;
    return ANYRT_STATUS_SUCCESS;
}

/* The maker tells the group whether the next process came in time (1) or not (0). */
static anyrt_status_t mpi_step_flag(mpi_comm_t group, int* flag, uint64_t timeout_ns, int rank, int size) {
    mpi_req_t req = M_REQUEST_NULL;
    MPI_LOCK();
    int rc = M.Ibcast(flag, 1, M_INT32, 0, group, &req);
    MPI_UNLOCK();
    if (rc != M_SUCCESS) return mpi_error(rc, "comm_init_rank (MPI_Ibcast)");
    return mpi_wait(NULL, &req, 1, NULL, timeout_ns, "comm_init_rank (waiting for the process that made the id)", rank,
                    size);
}

static anyrt_status_t mpi_join_by_id(int nranks, const anyrt_unique_id_t* id, int rank, uint64_t timeout_ns,
                                     cpu_mpi_comm_t** out) {
    const unsigned char* key = (const unsigned char*)id->internal + CPU_ID_KEY_OFFSET;
    const unsigned char* addr = (const unsigned char*)id->internal + CPU_ID_ADDR_OFFSET;
    uint64_t deadline = timeout_ns ? cpu_now_ns() + timeout_ns : 0;
    int listener = cpu_rdv_take_listener(key);
    int is_maker = listener >= 0;
    mpi_comm_t group = M_COMM_SELF;
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    char where[80];
    cpu_rdv_describe(addr, where, sizeof where);
    if (!is_maker) { /* connect to the maker, wait until it starts the join (it writes first), join */
        int fd = -1;
        st = cpu_rdv_connect(addr, deadline, &fd);
        if (st == ANYRT_STATUS_SUCCESS) {
            char what[160];
            snprintf(what, sizeof what, "comm_init_rank: waiting for the process that made the id (%s) to call it", where);
            st = cpu_rdv_wait_readable(fd, deadline, what);
        }
        mpi_comm_t pair = M_COMM_NULL;
        if (st == ANYRT_STATUS_SUCCESS) st = mpi_join_pair(fd, 1, &pair);
        if (fd >= 0) close(fd);
        if (st == ANYRT_STATUS_SUCCESS) st = mpi_grow(&group, pair, 0, 1);
        mpi_free_comm(&pair);
        if (st != ANYRT_STATUS_SUCCESS) return st;
    }
    int size = 1, me = 0;
    MPI_LOCK();
    M.Comm_size(group, &size);
    M.Comm_rank(group, &me);
    MPI_UNLOCK();
    while (st == ANYRT_STATUS_SUCCESS && size < nranks) {
        int fd = -1, flag = 0;
        char what[200];
        snprintf(what, sizeof what, "comm_init_rank: %d of %d ranks joined at %s; the others", size, nranks, where);
        anyrt_status_t came = ANYRT_STATUS_SUCCESS;
        if (is_maker) {
            came = cpu_rdv_accept(listener, deadline, &fd, what);
            flag = came == ANYRT_STATUS_SUCCESS;
        }
        if (size > 1) st = mpi_step_flag(group, &flag, timeout_ns, me, size);
        if (st != ANYRT_STATUS_SUCCESS) break;
        if (!flag) {
            st = is_maker ? came
                          : cpu_fail(ANYRT_STATUS_TIMEOUT, "cpu: comm_init_rank: %d of %d ranks joined at %s; the others "
                                                           "never came (ANYRT_CCL_TIMEOUT)", size, nranks, where);
            break;
        }
        mpi_comm_t pair = M_COMM_NULL;
        if (is_maker) st = mpi_join_pair(fd, 0, &pair);
        if (fd >= 0) close(fd);
        if (st == ANYRT_STATUS_SUCCESS) st = mpi_grow(&group, pair, is_maker, 0);
        mpi_free_comm(&pair);
        if (st == ANYRT_STATUS_SUCCESS) {
            MPI_LOCK();
            M.Comm_size(group, &size);
            MPI_UNLOCK();
        }
    }
    if (listener >= 0) close(listener);
    if (st != ANYRT_STATUS_SUCCESS) {
        mpi_free_comm(&group);
        return st;
    }
    /* Every process sees every (nranks, rank), so all reach the same verdict. */
    int32_t mine[2] = {nranks, rank};
    int32_t* all = (int32_t*)calloc((size_t)size * 2, sizeof *all);
    if (all == NULL) return cpu_fail(ANYRT_STATUS_OUT_OF_MEMORY, "cpu: out of host memory joining %d processes", size);
    mpi_req_t req = M_REQUEST_NULL;
    MPI_LOCK();
    int rc = M.Iallgather(mine, 2, M_INT32, all, 2, M_INT32, group, &req);
    MPI_UNLOCK();
    st = rc == M_SUCCESS ? mpi_wait(NULL, &req, 1, NULL, timeout_ns, "comm_init_rank (checking the ranks)", rank, nranks)
                         : mpi_error(rc, "comm_init_rank (MPI_Iallgather)");
    char problem[CPU_MSG_SIZE] = "";
    for (int i = 0; st == ANYRT_STATUS_SUCCESS && i < size && !problem[0]; ++i) {
        if (all[2 * i] != nranks)
            snprintf(problem, sizeof problem, "one process passed nranks=%d, another nranks=%d", nranks, (int)all[2 * i]);
        for (int j = 0; j < i && !problem[0]; ++j)
            if (all[2 * j + 1] == all[2 * i + 1])
                snprintf(problem, sizeof problem, "two processes passed rank %d", (int)all[2 * i + 1]);
    }
    free(all);
    mpi_comm_t ordered = M_COMM_NULL;
    if (st == ANYRT_STATUS_SUCCESS) {
        MPI_LOCK();
        rc = M.Comm_split(group, problem[0] ? M_UNDEFINED : 0, rank, &ordered);
        MPI_UNLOCK();
        if (rc != M_SUCCESS) st = mpi_error(rc, "comm_init_rank (MPI_Comm_split)");
    }
    mpi_free_comm(&group);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (problem[0]) {
        mpi_free_comm(&ordered);
        return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: comm_init_rank: the ranks of this id disagree: %s", problem);
    }
    return mpi_comm_wrap(ordered, rank, nranks, timeout_ns, out);
}

anyrt_status_t cpu_mpi_comm_create(int nranks, const anyrt_unique_id_t* id, int rank, uint64_t timeout_ns,
                                   cpu_mpi_comm_t** out) {
    anyrt_status_t st = mpi_ready();
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (((const unsigned char*)id->internal)[CPU_ID_ADDR_OFFSET] != 0) return mpi_join_by_id(nranks, id, rank, timeout_ns, out);
    int wsize = 0, wrank = 0;
    MPI_LOCK();
    M.Comm_size(M_COMM_WORLD, &wsize);
    M.Comm_rank(M_COMM_WORLD, &wrank);
    MPI_UNLOCK();
    if (nranks > wsize)
        return cpu_fail(ANYRT_STATUS_INVALID_VALUE,
                        "cpu: nranks is %d, but MPI_COMM_WORLD has only %d processes (start them with mpiexec -n %d)",
                        nranks, wsize, nranks);
    mpi_join_t me;
    memset(&me, 0, sizeof me);
    me.id = *id;
    me.nranks = nranks;
    me.rank = rank;
    mpi_join_t* all = (mpi_join_t*)calloc((size_t)wsize, sizeof *all);
    if (all == NULL) return cpu_fail(ANYRT_STATUS_OUT_OF_MEMORY, "cpu: out of host memory joining %d processes", wsize);
    mpi_req_t req = M_REQUEST_NULL;
    MPI_LOCK();
    int rc = M.Iallgather(&me, (int)sizeof me, M_BYTE, all, (int)sizeof me, M_BYTE, M_COMM_WORLD, &req);
    MPI_UNLOCK();
    if (rc != M_SUCCESS) {
        free(all);
        return mpi_error(rc, "comm_init_rank (MPI_Iallgather on MPI_COMM_WORLD)");
    }
    st = mpi_wait(NULL, &req, 1, NULL, timeout_ns,
                  "comm_init_rank (every rank of MPI_COMM_WORLD must call it)", wrank, wsize);
    if (st != ANYRT_STATUS_SUCCESS) {
        /* the all-gather may still write into `all`: leak it rather than free memory MPI owns */
        return st;
    }
    /* Everyone sees the same table, so every member of a group reaches the same verdict. */
    int color = -1, members = 0;
    char problem[CPU_MSG_SIZE] = "";
    int* owner = (int*)malloc((size_t)nranks * sizeof(int));
    if (owner == NULL) {
        free(all);
        return cpu_fail(ANYRT_STATUS_OUT_OF_MEMORY, "cpu: out of host memory joining %d processes", wsize);
    }
    for (int i = 0; i < nranks; ++i) owner[i] = -1;
    for (int w = 0; w < wsize; ++w) {
        if (memcmp(&all[w].id, id, sizeof *id) != 0) continue;
        if (color < 0) color = w;
        ++members;
        if (!problem[0] && all[w].nranks != nranks)
            snprintf(problem, sizeof problem, "process %d passed nranks=%d, process %d passed nranks=%d", wrank, nranks, w,
                     (int)all[w].nranks);
        else if (!problem[0] && (all[w].rank < 0 || all[w].rank >= nranks))
            snprintf(problem, sizeof problem, "process %d passed rank %d, not in 0..%d", w, (int)all[w].rank, nranks - 1);
        else if (!problem[0] && owner[all[w].rank] >= 0)
            snprintf(problem, sizeof problem, "processes %d and %d both passed rank %d", owner[all[w].rank], w, (int)all[w].rank);
        else if (!problem[0])
            owner[all[w].rank] = w;
    }
    if (!problem[0] && members != nranks)
        snprintf(problem, sizeof problem, "%d process(es) of MPI_COMM_WORLD passed this id, but nranks is %d", members, nranks);
    free(owner);
    free(all);
    mpi_comm_t comm = M_COMM_NULL;
    MPI_LOCK();
    rc = M.Comm_split(M_COMM_WORLD, problem[0] ? M_UNDEFINED : color, rank, &comm);
    MPI_UNLOCK();
    if (rc != M_SUCCESS) return mpi_error(rc, "comm_init_rank (MPI_Comm_split)");
    if (problem[0]) {
        if (comm != M_COMM_NULL) {
            MPI_LOCK();
            M.Comm_free(&comm);
            MPI_UNLOCK();
        }
        return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: comm_init_rank: the ranks of this id disagree: %s", problem);
    }
    return mpi_comm_wrap(comm, rank, nranks, timeout_ns, out);
}

/* MPICH handles: bits 26-29 name the object type (1: communicator), bits 30-31 the handle kind
 * (0: invalid, as MPI_COMM_NULL). A foreign int would make MPI fail or abort in its error handler. */
static int mpi_is_comm_handle(mpi_comm_t h) {
    unsigned u = (unsigned)h;
    return ((u & 0x3c000000u) >> 26) == 1u && (u >> 30) != 0u;
}

anyrt_status_t cpu_mpi_comm_dup(const void* handle, size_t handle_size, uint64_t timeout_ns, cpu_mpi_comm_t** out) {
    if (handle_size != sizeof(mpi_comm_t))
        return cpu_fail(ANYRT_STATUS_INVALID_VALUE,
                        "cpu: comm_init_mpi: mpi_comm_size is %zu bytes, but the cpu backend speaks the MPICH ABI, whose "
                        "MPI_Comm is %zu bytes (an Open MPI communicator? use an MPICH-ABI MPI: pip install 'mpich<5')",
                        handle_size, sizeof(mpi_comm_t));
    mpi_comm_t user;
    memcpy(&user, handle, sizeof user);
    if (!mpi_is_comm_handle(user))
        return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: comm_init_mpi: mpi_comm holds 0x%x, which is %s", (unsigned)user,
                        user == M_COMM_NULL ? "MPI_COMM_NULL (this process is not in that communicator)"
                                            : "not an MPICH communicator handle");
    anyrt_status_t st = mpi_ready();
    if (st != ANYRT_STATUS_SUCCESS) return st;
    int inter = 0;
    MPI_LOCK();
    int rc = M.Comm_test_inter(user, &inter);
    MPI_UNLOCK();
    if (rc != M_SUCCESS) return mpi_error(rc, "comm_init_mpi (MPI_Comm_test_inter)");
    if (inter)
        return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: comm_init_mpi: mpi_comm is an intercommunicator; collectives "
                        "need an intracommunicator (MPI_Intercomm_merge it first)");
    /* Non-blocking, so a rank that never calls gives a timeout instead of a hang. */
    mpi_comm_t dup = M_COMM_NULL;
    mpi_req_t req = M_REQUEST_NULL;
    int rank = -1, size = -1;
    MPI_LOCK();
    rc = M.Comm_idup(user, &dup, &req);
    M.Comm_rank(user, &rank);
    M.Comm_size(user, &size);
    MPI_UNLOCK();
    if (rc != M_SUCCESS) return mpi_error(rc, "comm_init_mpi (MPI_Comm_idup)");
    st = mpi_wait(NULL, &req, 1, NULL, timeout_ns, "comm_init_mpi (every rank of the MPI communicator must call it)",
                  rank, size);
    if (st != ANYRT_STATUS_SUCCESS) return st; /* the duplicate may still be made: MPI owns it now */
    return mpi_comm_wrap(dup, rank, size, timeout_ns, out);
}

/* Wraps a communicator whose ranks are already ordered: errors return, rank and size checked. */
static anyrt_status_t mpi_comm_wrap(mpi_comm_t comm, int rank, int nranks, uint64_t timeout_ns, cpu_mpi_comm_t** out) {
    int r = -1, n = -1;
    MPI_LOCK();
    M.Comm_set_errhandler(comm, M_ERRORS_RETURN);
    M.Comm_rank(comm, &r);
    M.Comm_size(comm, &n);
    MPI_UNLOCK();
    cpu_mpi_comm_t* c = (cpu_mpi_comm_t*)calloc(1, sizeof *c);
    if (c == NULL || r != rank || n != nranks) {
        MPI_LOCK();
        M.Comm_free(&comm);
        MPI_UNLOCK();
        free(c);
        if (c == NULL) return cpu_fail(ANYRT_STATUS_OUT_OF_MEMORY, "cpu: out of host memory creating a communicator");
        return cpu_fail(ANYRT_STATUS_INTERNAL_ERROR, "cpu: the new MPI communicator has rank %d of %d, expected %d of %d", r,
                        n, rank, nranks);
    }
    c->comm = comm;
    c->rank = rank;
    c->size = nranks;
    c->timeout_ns = timeout_ns;
    atomic_init(&c->broken, 0);
    pthread_mutex_init(&c->self_mu, NULL);
    *out = c;
    return ANYRT_STATUS_SUCCESS;
}

void cpu_mpi_comm_shape(const cpu_mpi_comm_t* c, int* rank, int* size) {
    *rank = c->rank;
    *size = c->size;
}

void cpu_mpi_comm_free(cpu_mpi_comm_t* c) {
    pthread_mutex_lock(&g_load_mu);
    int fin = 1;
    if (M.Finalized) M.Finalized(&fin);
    pthread_mutex_unlock(&g_load_mu);
    /* A broken communicator may still have a collective in flight: leave it to MPI_Finalize. */
    if (!fin && !atomic_load(&c->broken)) {
        MPI_LOCK();
        M.Comm_free(&c->comm);
        MPI_UNLOCK();
    }
    while (c->self_head) {
        struct cpu_self_msg* next = c->self_head->next;
        free(c->self_head);
        c->self_head = next;
    }
    pthread_mutex_destroy(&c->self_mu);
    free(c);
}

anyrt_status_t cpu_mpi_comm_split(cpu_mpi_comm_t* parent, int color, int key, cpu_mpi_comm_t** out) {
    if (atomic_load(&parent->broken)) return mpi_broken_fail(parent, "comm_split");
    /* Every rank's (color, key) first, non-blocking: a rank that never calls is a timeout, not a hang,
     * and each rank learns its new rank and size from them. */
    int n = parent->size;
    int mine[2] = {color, key};
    int* all = (int*)malloc((size_t)n * 2 * sizeof(int));
    if (all == NULL) return cpu_fail(ANYRT_STATUS_OUT_OF_MEMORY, "cpu: comm_split: out of host memory");
    mpi_req_t req = M_REQUEST_NULL;
    MPI_LOCK();
    int rc = M.Iallgather(mine, 2, M_INT32, all, 2, M_INT32, parent->comm, &req);
    MPI_UNLOCK();
    if (rc != M_SUCCESS) {
        free(all);
        return mpi_error(rc, "comm_split (MPI_Iallgather)");
    }
    anyrt_status_t st = mpi_wait(parent, &req, 1, NULL, parent->timeout_ns,
                                 "comm_split (every rank of the communicator must call it)", parent->rank, n);
    if (st != ANYRT_STATUS_SUCCESS) {
        free(all);
        return st;
    }
    int rank = 0, size = 0;
    for (int r = 0; r < n; ++r) {
        if (all[2 * r] != color) continue;
        ++size;
        if (all[2 * r + 1] < key || (all[2 * r + 1] == key && r < parent->rank)) ++rank;
    }
    free(all);
    mpi_comm_t sub = M_COMM_NULL;
    MPI_LOCK();
    rc = M.Comm_split(parent->comm, color, key, &sub); /* every rank has arrived: it cannot hang */
    MPI_UNLOCK();
    if (rc != M_SUCCESS) return mpi_error(rc, "comm_split (MPI_Comm_split)");
    return mpi_comm_wrap(sub, rank, size, parent->timeout_ns, out);
}

/* ---- collectives ------------------------------------------------------------------------------ */

static mpi_type_t mpi_type(int dtype) {
    switch (dtype) {
        case ANYRT_DTYPE_INT8: return M_INT8;
        case ANYRT_DTYPE_INT16: return M_INT16;
        case ANYRT_DTYPE_INT32: return M_INT32;
        case ANYRT_DTYPE_INT64: return M_INT64;
        case ANYRT_DTYPE_BYTE: case ANYRT_DTYPE_UINT8: return M_UINT8;
        case ANYRT_DTYPE_BOOL: return M_UNSIGNED_CHAR;
        case ANYRT_DTYPE_UINT16: return M_UINT16;
        case ANYRT_DTYPE_UINT32: return M_UINT32;
        case ANYRT_DTYPE_UINT64: return M_UINT64;
        case ANYRT_DTYPE_FLOAT32: return M_FLOAT;
        case ANYRT_DTYPE_FLOAT64: return M_DOUBLE;
        default: return M_BYTE;
    }
}

static mpi_op_t mpi_op(int dtype, int op) {
    if (dtype == ANYRT_DTYPE_BOOL) return (op == ANYRT_REDUCE_OP_SUM || op == ANYRT_REDUCE_OP_MAX) ? M_LOR : M_LAND;
    switch (op) {
        case ANYRT_REDUCE_OP_PROD: return M_PROD;
        case ANYRT_REDUCE_OP_MAX: return M_MAX;
        case ANYRT_REDUCE_OP_MIN: return M_MIN;
        default: return M_SUM; /* sum, avg */
    }
}

#define MPI_CHUNK ((size_t)1 << 30) /* elements per call: MPI counts are int */

/* The reductions, on buffers of a dtype MPI reduces natively. */
static anyrt_status_t mpi_reduce_native(cpu_mpi_comm_t* c, int kind, const void* send, void* recv, size_t count, int dtype,
                                        int op, int root, const char* what) {
    mpi_type_t t = mpi_type(dtype);
    mpi_op_t o = mpi_op(dtype, op);
    size_t esz = cpu_dtype_size(dtype);
    if (kind == CPU_COLL_REDUCE_SCATTER) {
        if (count > (size_t)INT_MAX)
            return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: %s of %zu elements per rank: MPI counts stop at %d", what, count,
                            INT_MAX);
        const void* sb = send;
        void* rb = recv;
        int shift = 0; /* NCCL-style in place: recv is our block of send */
        if ((const unsigned char*)send + (size_t)c->rank * count * esz == (const unsigned char*)recv) {
            sb = M_IN_PLACE;
            rb = (void*)(uintptr_t)send;
            shift = c->rank != 0;
        }
        mpi_req_t req = M_REQUEST_NULL;
        MPI_LOCK();
        int rc = M.Ireduce_scatter_block(sb, rb, (int)count, t, o, c->comm, &req);
        MPI_UNLOCK();
        if (rc != M_SUCCESS) return mpi_error(rc, what);
        anyrt_status_t st = mpi_wait(c, &req, 1, NULL, c->timeout_ns, what, c->rank, c->size);
        if (st != ANYRT_STATUS_SUCCESS) return st;
        if (shift) memmove(recv, rb, count * esz);
        return ANYRT_STATUS_SUCCESS;
    }
    for (size_t off = 0; off < count || (count == 0 && off == 0); off += MPI_CHUNK) {
        size_t m = count - off < MPI_CHUNK ? count - off : MPI_CHUNK;
        const unsigned char* sb = (const unsigned char*)send + off * esz;
        unsigned char* rb = recv ? (unsigned char*)recv + off * esz : NULL;
        const void* s_arg = (sb == rb) ? M_IN_PLACE : (const void*)sb;
        mpi_req_t req = M_REQUEST_NULL;
        int rc;
        MPI_LOCK();
        if (kind == CPU_COLL_ALL_REDUCE) {
            rc = M.Iallreduce(s_arg, rb, (int)m, t, o, c->comm, &req);
        } else { /* reduce: MPI_IN_PLACE only at the root */
            if (c->rank != root) s_arg = sb;
            rc = M.Ireduce(s_arg, rb, (int)m, t, o, root, c->comm, &req);
        }
        MPI_UNLOCK();
        if (rc != M_SUCCESS) return mpi_error(rc, what);
        anyrt_status_t st = mpi_wait(c, &req, 1, NULL, c->timeout_ns, what, c->rank, c->size);
        if (st != ANYRT_STATUS_SUCCESS) return st;
        if (count == 0) break;
    }
    return ANYRT_STATUS_SUCCESS;
}

static anyrt_status_t mpi_reduction(cpu_mpi_comm_t* c, const cpu_coll_t* a, const char* what) {
    int n = c->size, dtype = a->dtype, op = a->op;
    int is_root = a->kind != CPU_COLL_REDUCE || c->rank == a->root;
    size_t in_count = a->kind == CPU_COLL_REDUCE_SCATTER ? a->count * (size_t)n : a->count;
    size_t out_count = a->count;
    int wide = cpu_wide_dtype(dtype, op);
    if (wide == dtype) {
        anyrt_status_t st = mpi_reduce_native(c, a->kind, a->sendbuf, a->recvbuf, a->count, dtype, op, a->root, what);
        if (st == ANYRT_STATUS_SUCCESS && op == ANYRT_REDUCE_OP_AVG && is_root && dtype != ANYRT_DTYPE_BOOL)
            cpu_divide(dtype, a->recvbuf, out_count, n);
        return st;
    }
    /* Staged: widen the input, reduce the wide values in place, narrow (and average) the result. */
    size_t wsz = cpu_dtype_size(wide);
    if (in_count > SIZE_MAX / wsz) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: %s: count too large", what);
    void* tmp = malloc(in_count ? in_count * wsz : 1);
    if (tmp == NULL)
        return cpu_fail(ANYRT_STATUS_OUT_OF_MEMORY, "cpu: %s: no host memory to stage %zu %s values as %s", what, in_count,
                        cpu_dtype_name(dtype), cpu_dtype_name(wide));
    cpu_widen(dtype, wide, a->sendbuf, tmp, in_count);
    anyrt_status_t st;
    void* result = tmp;
    if (a->kind == CPU_COLL_REDUCE_SCATTER) {
        /* in place on the wide buffer: our block lands at its start (MPI's in-place rule) */
        mpi_req_t req = M_REQUEST_NULL;
        if (a->count > (size_t)INT_MAX) {
            free(tmp);
            return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: %s: MPI counts stop at %d", what, INT_MAX);
        }
        MPI_LOCK();
        int rc = M.Ireduce_scatter_block(M_IN_PLACE, tmp, (int)a->count, mpi_type(wide), mpi_op(wide, op), c->comm, &req);
        MPI_UNLOCK();
        st = rc != M_SUCCESS ? mpi_error(rc, what) : mpi_wait(c, &req, 1, NULL, c->timeout_ns, what, c->rank, c->size);
    } else {
        st = mpi_reduce_native(c, a->kind, tmp, is_root ? tmp : NULL, a->count, wide, op, a->root, what);
    }
    if (st == ANYRT_STATUS_SUCCESS && is_root)
        cpu_narrow(dtype, wide, result, a->recvbuf, out_count, op == ANYRT_REDUCE_OP_AVG ? n : 1);
    if (st == ANYRT_STATUS_SUCCESS || atomic_load(&c->broken) == 0) free(tmp); /* else MPI may still write it */
    return st;
}

/* Every rank must issue the same collective (kind, count, dtype, op, root, counts digest), as the
 * in-process path checks at its barrier. One 96-byte MPI_Iallreduce(MIN) of each field and its negation gives every
 * rank the smallest and largest value of each field; they differ exactly when ranks disagree. Its
 * cost is measured by bench/mpi_agreement_bench.py (docs/benchmarks.md). */
static anyrt_status_t mpi_check_agreement(cpu_mpi_comm_t* c, const cpu_coll_t* a, const char* what) {
    enum { NF = 6 };
    static const char* const fields[NF] = {"collective", "count", "dtype", "op", "root", "recv_counts (digest)"};
    int relevant[NF] = {1, 1, 1, cpu_coll_has_op(a->kind), cpu_coll_has_root(a->kind), 1};
    /* the digest's top bit is dropped: its negation must not overflow */
    int64_t mine[NF] = {a->kind, (int64_t)a->count, a->dtype, a->op, a->root, (int64_t)(a->digest >> 1)};
    int64_t v[2 * NF];
    for (int i = 0; i < NF; ++i) {
        v[i] = relevant[i] ? mine[i] : 0;
        v[NF + i] = -v[i];
    }
    mpi_req_t req = M_REQUEST_NULL;
    MPI_LOCK();
    int rc = M.Iallreduce(M_IN_PLACE, v, 2 * NF, M_INT64, M_MIN, c->comm, &req);
    MPI_UNLOCK();
    if (rc != M_SUCCESS) return mpi_error(rc, what);
    anyrt_status_t st = mpi_wait(c, &req, 1, NULL, c->timeout_ns, what, c->rank, c->size);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    for (int i = 0; i < NF; ++i)
        if (v[i] != -v[NF + i])
            return cpu_fail(ANYRT_STATUS_INVALID_VALUE,
                            "cpu: %s: ranks disagree on the %s (this rank %d: %lld; smallest %lld, largest %lld across "
                            "the ranks); every rank must issue the same collective", what, fields[i], c->rank,
                            (long long)mine[i], (long long)v[i], (long long)-v[NF + i]);
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cpu_mpi_collective(cpu_mpi_comm_t* c, const cpu_coll_t* a) {
    const char* what = cpu_coll_name(a->kind);
    if (atomic_load(&c->broken)) return mpi_broken_fail(c, what);
    if (!getenv("ANYRT_CCL_NO_AGREEMENT_CHECK")) { /* the switch exists for the benchmark that prices the check */
        anyrt_status_t st = mpi_check_agreement(c, a, what);
        if (st != ANYRT_STATUS_SUCCESS) return st;
    }
    size_t esz = cpu_dtype_size(a->dtype);
    switch (a->kind) {
        case CPU_COLL_ALL_REDUCE: case CPU_COLL_REDUCE: case CPU_COLL_REDUCE_SCATTER: return mpi_reduction(c, a, what);
        case CPU_COLL_BROADCAST: {
            size_t bytes = a->count * esz;
            if (c->rank == a->root && a->sendbuf != a->recvbuf && bytes) memcpy(a->recvbuf, a->sendbuf, bytes);
            for (size_t off = 0; off < bytes || (bytes == 0 && off == 0); off += MPI_CHUNK) {
                size_t m = bytes - off < MPI_CHUNK ? bytes - off : MPI_CHUNK;
                mpi_req_t req = M_REQUEST_NULL;
                MPI_LOCK();
                int rc = M.Ibcast((unsigned char*)a->recvbuf + off, (int)m, M_BYTE, a->root, c->comm, &req);
                MPI_UNLOCK();
                if (rc != M_SUCCESS) return mpi_error(rc, what);
                anyrt_status_t st = mpi_wait(c, &req, 1, NULL, c->timeout_ns, what, c->rank, c->size);
                if (st != ANYRT_STATUS_SUCCESS) return st;
                if (bytes == 0) break;
            }
            return ANYRT_STATUS_SUCCESS;
        }
        case CPU_COLL_ALL_GATHER: {
            size_t bytes = a->count * esz;
            if (bytes > (size_t)INT_MAX)
                return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: %s of %zu bytes per rank: MPI counts stop at %d", what,
                                bytes, INT_MAX);
            const void* sb = a->sendbuf;
            if ((const unsigned char*)a->recvbuf + (size_t)c->rank * bytes == (const unsigned char*)sb) sb = M_IN_PLACE;
            mpi_req_t req = M_REQUEST_NULL;
            MPI_LOCK();
            int rc = M.Iallgather(sb, (int)bytes, M_BYTE, a->recvbuf, (int)bytes, M_BYTE, c->comm, &req);
            MPI_UNLOCK();
            if (rc != M_SUCCESS) return mpi_error(rc, what);
            return mpi_wait(c, &req, 1, NULL, c->timeout_ns, what, c->rank, c->size);
        }
        case CPU_COLL_ALL_TO_ALL: case CPU_COLL_ALL_TO_ALLV: case CPU_COLL_ALL_GATHER_V: case CPU_COLL_REDUCE_SCATTER_V:
        case CPU_COLL_GATHER: case CPU_COLL_SCATTER:
            return ANYRT_STATUS_SUCCESS; /* the agreement above was all: their data moves as sends and receives */
        default: return cpu_fail(ANYRT_STATUS_INTERNAL_ERROR, "cpu: unknown collective %d", a->kind);
    }
}

/* ---- point-to-point --------------------------------------------------------------------------- */

anyrt_status_t cpu_mpi_p2p(cpu_mpi_comm_t* c, const cpu_p2p_op_t* ops, int nops) {
    const char* what = nops == 1 ? (ops[0].is_send ? "send" : "recv") : "group of sends/recvs";
    if (atomic_load(&c->broken)) return mpi_broken_fail(c, what);
    /* Messages to ourselves never touch MPI: sends are copied to a queue, receives take from it. */
    for (int i = 0; i < nops; ++i) {
        const cpu_p2p_op_t* o = &ops[i];
        if (!o->is_send || o->peer != c->rank) continue;
        size_t bytes = o->count * cpu_dtype_size(o->dtype);
        struct cpu_self_msg* m = (struct cpu_self_msg*)malloc(sizeof *m + bytes);
        if (m == NULL) return cpu_fail(ANYRT_STATUS_OUT_OF_MEMORY, "cpu: send to self: no host memory for %zu bytes", bytes);
        m->next = NULL;
        m->count = o->count;
        m->dtype = o->dtype;
        if (bytes) memcpy(m + 1, o->buf, bytes);
        pthread_mutex_lock(&c->self_mu);
        if (c->self_tail) c->self_tail->next = m; else c->self_head = m;
        c->self_tail = m;
        pthread_mutex_unlock(&c->self_mu);
    }
    anyrt_status_t first = ANYRT_STATUS_SUCCESS;
    char firstmsg[CPU_MSG_SIZE] = "";
    for (int i = 0; i < nops; ++i) {
        const cpu_p2p_op_t* o = &ops[i];
        if (o->is_send || o->peer != c->rank) continue;
        pthread_mutex_lock(&c->self_mu);
        struct cpu_self_msg* m = c->self_head;
        if (m) {
            c->self_head = m->next;
            if (c->self_head == NULL) c->self_tail = NULL;
        }
        pthread_mutex_unlock(&c->self_mu);
        anyrt_status_t st = ANYRT_STATUS_SUCCESS;
        if (m == NULL)
            st = cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: recv from itself (rank %d) found nothing sent: queue the send to "
                          "self before the recv on the same stream, or put both in one group", c->rank);
        else if (m->count != o->count || m->dtype != o->dtype)
            st = cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: recv of %zu %s from itself matched a send of %zu %s", o->count,
                          cpu_dtype_name(o->dtype), m->count, cpu_dtype_name(m->dtype));
        else if (o->count)
            memcpy(o->buf, m + 1, o->count * cpu_dtype_size(o->dtype));
        free(m);
        if (st != ANYRT_STATUS_SUCCESS && first == ANYRT_STATUS_SUCCESS) {
            first = st;
            memcpy(firstmsg, cpu_message(), sizeof firstmsg);
        }
    }
    /* Everything else: post all, then wait for all. */
    mpi_req_t* reqs = (mpi_req_t*)malloc((size_t)nops * (sizeof(mpi_req_t) + sizeof(mpi_status_t) + sizeof(int)));
    if (reqs == NULL) return cpu_fail(ANYRT_STATUS_OUT_OF_MEMORY, "cpu: %s: no host memory", what);
    mpi_status_t* stats = (mpi_status_t*)(void*)(reqs + nops);
    int* which = (int*)(void*)(stats + nops);
    int nreq = 0;
    for (int i = 0; i < nops && first == ANYRT_STATUS_SUCCESS; ++i) {
        const cpu_p2p_op_t* o = &ops[i];
        if (o->peer == c->rank) continue;
        size_t bytes = o->count * cpu_dtype_size(o->dtype);
        if (bytes > (size_t)INT_MAX) {
            first = cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: %s of %zu bytes: MPI counts stop at %d", o->is_send ? "send" : "recv",
                             bytes, INT_MAX);
            memcpy(firstmsg, cpu_message(), sizeof firstmsg);
            break;
        }
        int rc;
        MPI_LOCK();
        if (o->is_send) rc = M.Isend(o->buf, (int)bytes, M_BYTE, o->peer, 0, c->comm, &reqs[nreq]);
        else rc = M.Irecv(o->buf, (int)bytes, M_BYTE, o->peer, 0, c->comm, &reqs[nreq]);
        MPI_UNLOCK();
        if (rc != M_SUCCESS) {
            first = mpi_error(rc, o->is_send ? "send" : "recv");
            memcpy(firstmsg, cpu_message(), sizeof firstmsg);
            break;
        }
        which[nreq++] = i;
    }
    if (nreq > 0) {
        anyrt_status_t st = mpi_wait(c, reqs, nreq, stats, c->timeout_ns, what, c->rank, c->size);
        if (st == ANYRT_STATUS_TIMEOUT) {
            /* Receives can be cancelled; sends are left to MPI. */
            MPI_LOCK();
            for (int k = 0; k < nreq; ++k)
                if (reqs[k] != M_REQUEST_NULL && !ops[which[k]].is_send) M.Cancel(&reqs[k]);
            for (int k = 0; k < nreq; ++k)
                if (reqs[k] != M_REQUEST_NULL) M.Request_free(&reqs[k]);
            MPI_UNLOCK();
        }
        if (st != ANYRT_STATUS_SUCCESS && first == ANYRT_STATUS_SUCCESS) {
            first = st;
            memcpy(firstmsg, cpu_message(), sizeof firstmsg);
        }
        for (int k = 0; st == ANYRT_STATUS_SUCCESS && k < nreq; ++k) {
            const cpu_p2p_op_t* o = &ops[which[k]];
            if (o->is_send) continue;
            int got = -1;
            MPI_LOCK();
            M.Get_count(&stats[k], M_BYTE, &got);
            MPI_UNLOCK();
            size_t want = o->count * cpu_dtype_size(o->dtype);
            if ((size_t)got != want && first == ANYRT_STATUS_SUCCESS) {
                first = cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: rank %d's recv of %zu bytes from rank %d got a message "
                                 "of %d bytes from rank %d (the counts of both ranks must agree)", c->rank, want, o->peer,
                                 got, o->peer);
                memcpy(firstmsg, cpu_message(), sizeof firstmsg);
            }
        }
    }
    free(reqs);
    if (first != ANYRT_STATUS_SUCCESS) return cpu_fail(first, "%s", firstmsg);
    return ANYRT_STATUS_SUCCESS;
}
