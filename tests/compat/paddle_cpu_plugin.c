/* A PaddlePaddle Custom Runtime plugin written the Paddle way (InitPlugin filling
 * C_DeviceInterface, PADDLE_CUSTOM_RUNTIME_CHECK_VERSION, C_Status results), against anyrt's
 * generated Paddle-layout header. It drives virtual CPU devices on host memory with a per-device
 * capacity, synchronously, like Paddle's own custom_cpu: "async" copies finish before they return.
 * It leaves device_memory_set and query_stream NULL on purpose, so the host's fallbacks run, and
 * stream_add_callback unless PLUGIN_INLINE_CALLBACK: custom_cpu's runs the callback on the caller's
 * thread, which anyrt's conformance fails (a callback that waits for the caller would deadlock it).
 * Its xccl_* collectives join ranks of one process (one thread per rank) and run synchronously:
 * all_reduce and broadcast on float32/int32, the rest left NULL.
 * Build variants for the host's refusal tests: -DPLUGIN_DROP_REQUIRED (no get_device_list),
 * -DPLUGIN_OLD_VERSION (declares 0.0.9), -DPLUGIN_NO_DEVICE_TYPE (bails out like a layout mismatch),
 * -DPLUGIN_DEVICE_TYPE="name", -DPLUGIN_SYNC_ONLY_CCL (all_reduce only synchronizes). It is C and C++ alike, so that it also builds, unchanged, against the
 * device_ext.h of released paddlepaddle wheels (C++ headers; tests/test_paddle_layouts.py). */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "paddle_device_ext.h"

#ifndef PLUGIN_DEVICE_TYPE
#define PLUGIN_DEVICE_TYPE "custom_cpu"
#endif
#define DEVICES 2
#define CAPACITY ((size_t)64 << 20)

static size_t used[DEVICES];
static int current;

struct C_Stream_st { int device; };
struct C_Event_st { int device; int recorded; };

static int valid(const C_Device d) { return d && d->id >= 0 && d->id < DEVICES; }

static C_Status init(void) { return C_SUCCESS; }
static C_Status fini(void) { return C_SUCCESS; }
static C_Status init_device(const C_Device d) { return valid(d) ? C_SUCCESS : C_ERROR; }
static C_Status set_device(const C_Device d) {
    if (!valid(d)) return C_ERROR;
    current = d->id;
    return C_SUCCESS;
}
static C_Status get_device(const C_Device d) {
    d->id = current;
    return C_SUCCESS;
}
static C_Status deinit_device(const C_Device d) { return valid(d) ? C_SUCCESS : C_ERROR; }

static C_Status create_stream(const C_Device d, C_Stream* s) {
    *s = (C_Stream)malloc(sizeof **s);
    if (!*s) return C_FAILED;
    (*s)->device = d->id;
    return C_SUCCESS;
}
static C_Status destroy_stream(const C_Device d, C_Stream s) {
    (void)d;
    free(s);
    return C_SUCCESS;
}
#ifdef PLUGIN_INLINE_CALLBACK
static C_Status add_callback(const C_Device d, C_Stream s, C_Callback cb, void* user_data) {
    C_Status st = C_SUCCESS;
    cb(d, s, user_data, &st); /* everything before it has finished already */
    return st;
}
#endif
static C_Status create_event(const C_Device d, C_Event* e) {
    *e = (C_Event)calloc(1, sizeof **e);
    if (!*e) return C_FAILED;
    (*e)->device = d->id;
    return C_SUCCESS;
}
static C_Status record_event(const C_Device d, C_Stream s, C_Event e) {
    (void)d, (void)s;
    e->recorded = 1;
    return C_SUCCESS;
}
static C_Status destroy_event(const C_Device d, C_Event e) {
    (void)d;
    free(e);
    return C_SUCCESS;
}
static C_Status query_event(const C_Device d, C_Event e) {
    (void)d, (void)e;
    return C_SUCCESS;
}
static C_Status sync_device(const C_Device d) { return valid(d) ? C_SUCCESS : C_ERROR; }
static C_Status sync_stream(const C_Device d, C_Stream s) {
    (void)d, (void)s;
    return C_SUCCESS;
}
static C_Status sync_event(const C_Device d, C_Event e) {
    (void)d, (void)e;
    return C_SUCCESS;
}
static C_Status wait_event(const C_Device d, C_Stream s, C_Event e) {
    (void)d, (void)s, (void)e;
    return C_SUCCESS;
}

static C_Status allocate(const C_Device d, void** ptr, size_t size) {
    if (!valid(d)) return C_ERROR;
    if (size > CAPACITY - used[d->id]) return C_FAILED; /* out of this device's memory */
    *ptr = malloc(size);
    if (!*ptr) return C_FAILED;
    used[d->id] += size;
    return C_SUCCESS;
}
static C_Status deallocate(const C_Device d, void* ptr, size_t size) {
    if (!valid(d) || size > used[d->id]) return C_ERROR; /* Paddle passes the size back: it must match */
    used[d->id] -= size;
    free(ptr);
    return C_SUCCESS;
}
static C_Status host_allocate(const C_Device d, void** ptr, size_t size) {
    (void)d;
    *ptr = malloc(size);
    return *ptr ? C_SUCCESS : C_FAILED;
}
static C_Status host_deallocate(const C_Device d, void* ptr, size_t size) {
    (void)d, (void)size;
    free(ptr);
    return C_SUCCESS;
}
static C_Status copy(const C_Device d, void* dst, const void* src, size_t size) {
    (void)d;
    memmove(dst, src, size);
    return C_SUCCESS;
}
static C_Status copy_p2p(const C_Device dst_d, const C_Device src_d, void* dst, const void* src, size_t size) {
    if (!valid(dst_d) || !valid(src_d)) return C_ERROR;
    memmove(dst, src, size);
    return C_SUCCESS;
}
static C_Status async_copy(const C_Device d, C_Stream s, void* dst, const void* src, size_t size) {
    (void)s;
    return copy(d, dst, src, size);
}

static C_Status device_count(size_t* count) {
    *count = DEVICES;
    return C_SUCCESS;
}
static C_Status device_list(size_t* devices) {
    for (size_t i = 0; i < DEVICES; ++i) devices[i] = i;
    return C_SUCCESS;
}
static C_Status memory_stats(const C_Device d, size_t* total, size_t* free_memory) {
    if (!valid(d)) return C_ERROR;
    *total = CAPACITY;
    *free_memory = CAPACITY - used[d->id];
    return C_SUCCESS;
}
static C_Status min_chunk(const C_Device d, size_t* size) {
    (void)d;
    *size = 512;
    return C_SUCCESS;
}

/* ---- collectives: ranks of one process meet in a group named by the unique id */

#define MAX_RANKS 8
#define ID_BYTES 16

typedef struct {
    char id[ID_BYTES];
    size_t nranks, joined, arrived, members;
    unsigned long round;
    const void* bufs[MAX_RANKS];
    pthread_mutex_t mu;
    pthread_cond_t cv;
} group_t;

struct C_CCLComm_st {
    group_t* g;
    size_t rank;
};

static group_t groups[4];
static pthread_mutex_t registry = PTHREAD_MUTEX_INITIALIZER;
static unsigned id_serial;

static void barrier(group_t* g) {
    pthread_mutex_lock(&g->mu);
    unsigned long round = g->round;
    if (++g->arrived == g->nranks) {
        g->arrived = 0;
        ++g->round;
        pthread_cond_broadcast(&g->cv);
    } else {
        while (g->round == round) pthread_cond_wait(&g->cv, &g->mu);
    }
    pthread_mutex_unlock(&g->mu);
}

static C_Status id_size(size_t* size) {
    *size = ID_BYTES;
    return C_SUCCESS;
}

static C_Status unique_id(C_CCLRootId* id) {
    if (id->sz < ID_BYTES) return C_ERROR;
    pthread_mutex_lock(&registry);
    unsigned serial = ++id_serial;
    pthread_mutex_unlock(&registry);
    memset(id->data, 0, id->sz);
    snprintf((char*)id->data, ID_BYTES, "pcpu-%u", serial);
    return C_SUCCESS;
}

static C_Status comm_init(size_t nranks, C_CCLRootId* id, size_t rank, C_CCLComm* comm) {
    if (nranks == 0 || nranks > MAX_RANKS || rank >= nranks || id->sz < ID_BYTES) return C_ERROR;
    pthread_mutex_lock(&registry);
    group_t* g = NULL;
    for (size_t i = 0; i < sizeof groups / sizeof groups[0] && !g; ++i)
        if (groups[i].members && memcmp(groups[i].id, id->data, ID_BYTES) == 0) g = &groups[i];
    for (size_t i = 0; i < sizeof groups / sizeof groups[0] && !g; ++i) {
        if (groups[i].members) continue;
        g = &groups[i];
        memset(g, 0, sizeof *g);
        memcpy(g->id, id->data, ID_BYTES);
        g->nranks = nranks;
        pthread_mutex_init(&g->mu, NULL);
        pthread_cond_init(&g->cv, NULL);
    }
    if (g) ++g->members;
    pthread_mutex_unlock(&registry);
    if (!g || g->nranks != nranks) return C_ERROR;
    *comm = (C_CCLComm)malloc(sizeof **comm);
    if (!*comm) return C_FAILED;
    (*comm)->g = g;
    (*comm)->rank = rank;
    barrier(g); /* every rank has joined */
    return C_SUCCESS;
}

static C_Status comm_destroy(C_CCLComm comm) {
    pthread_mutex_lock(&registry);
    if (--comm->g->members == 0) {
        pthread_mutex_destroy(&comm->g->mu);
        pthread_cond_destroy(&comm->g->cv);
    }
    pthread_mutex_unlock(&registry);
    free(comm);
    return C_SUCCESS;
}

#define REDUCE(T)                                                                       \
    for (size_t i = 0; i < count; ++i) {                                                \
        T acc = ((const T*)g->bufs[0])[i];                                              \
        for (size_t r = 1; r < g->nranks; ++r) {                                        \
            T v = ((const T*)g->bufs[r])[i];                                            \
            acc = op == MAX ? (v > acc ? v : acc) : op == MIN ? (v < acc ? v : acc)     \
                : op == PRODUCT ? acc * v : acc + v;                                    \
        }                                                                               \
        ((T*)out)[i] = op == AVG ? acc / (T)g->nranks : acc;                            \
    }

static C_Status all_reduce(void* send, void* recv, size_t count, C_DataType dtype, C_CCLReduceOp op, C_CCLComm comm,
                           C_Stream stream) {
    (void)stream;
    if (dtype != FLOAT32 && dtype != INT32) return C_ERROR; /* every rank gets the same answer */
#ifdef PLUGIN_SYNC_ONLY_CCL /* as CustomCPU's: the collective only synchronizes, moving nothing */
    (void)send, (void)recv, (void)count, (void)op, (void)comm;
    return C_SUCCESS;
#endif
    group_t* g = comm->g;
    void* out = malloc(count * 4 + 1); /* reduce into scratch: recv may be another rank's send */
    if (!out) return C_FAILED;
    g->bufs[comm->rank] = send;
    barrier(g);
    if (dtype == FLOAT32) {
        REDUCE(float)
    } else {
        REDUCE(int32_t)
    }
    barrier(g); /* all have read every send buffer */
    memcpy(recv, out, count * 4);
    free(out);
    return C_SUCCESS;
}

static C_Status broadcast(void* buf, size_t count, C_DataType dtype, size_t root, C_CCLComm comm, C_Stream stream) {
    (void)stream;
    if ((dtype != FLOAT32 && dtype != INT32) || root >= comm->g->nranks) return C_ERROR;
    group_t* g = comm->g;
    g->bufs[comm->rank] = buf;
    barrier(g);
    if (comm->rank != root) memcpy(buf, g->bufs[root], count * 4);
    barrier(g);
    return C_SUCCESS;
}

void InitPlugin(CustomRuntimeParams* params) {
    PADDLE_CUSTOM_RUNTIME_CHECK_VERSION(params);
#ifdef PLUGIN_OLD_VERSION
    params->version.minor = 0;
    params->version.patch = 9;
#endif
#ifndef PLUGIN_NO_DEVICE_TYPE
    params->device_type = (char*)PLUGIN_DEVICE_TYPE;
#endif
    params->sub_device_type = (char*)"v0.1";
    C_DeviceInterface* i = params->interface;
    memset(i, 0, sizeof *i);
    i->size = sizeof *i;
    i->initialize = init;
    i->finalize = fini;
    i->init_device = init_device;
    i->set_device = set_device;
    i->get_device = get_device;
    i->deinit_device = deinit_device;
    i->create_stream = create_stream;
    i->destroy_stream = destroy_stream;
#ifdef PLUGIN_INLINE_CALLBACK
    i->stream_add_callback = add_callback;
#endif
    i->create_event = create_event;
    i->record_event = record_event;
    i->destroy_event = destroy_event;
    i->query_event = query_event;
    i->synchronize_device = sync_device;
    i->synchronize_stream = sync_stream;
    i->synchronize_event = sync_event;
    i->stream_wait_event = wait_event;
    i->device_memory_allocate = allocate;
    i->device_memory_deallocate = deallocate;
    i->host_memory_allocate = host_allocate;
    i->host_memory_deallocate = host_deallocate;
    i->memory_copy_h2d = copy;
    i->memory_copy_d2h = copy;
    i->memory_copy_d2d = copy;
    i->memory_copy_p2p = copy_p2p;
    i->async_memory_copy_h2d = async_copy;
    i->async_memory_copy_d2h = async_copy;
    i->async_memory_copy_d2d = async_copy;
    i->get_device_count = device_count;
#ifndef PLUGIN_DROP_REQUIRED
    i->get_device_list = device_list;
#else
    (void)device_list;
#endif
    i->device_memory_stats = memory_stats;
    i->device_min_chunk_size = min_chunk;
    i->xccl_get_unique_id_size = id_size;
    i->xccl_get_unique_id = unique_id;
    i->xccl_comm_init_rank = comm_init;
    i->xccl_destroy_comm = comm_destroy;
    i->xccl_all_reduce = all_reduce;
    i->xccl_broadcast = broadcast;
}
