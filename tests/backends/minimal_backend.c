/* A deliberately minimal backend: only the spec's required slots, on host memory, fully
 * synchronous. Every optional function therefore runs through its fallback. Build variants for
 * the ABI tests: -DMINIMAL_ABI_MAJOR=N (another major), -DMINIMAL_DROP_MALLOC (a required slot
 * missing), -DMINIMAL_SLOTS=N (an older, shorter table), -DMINIMAL_HOST_ACCESSIBLE=0|1 (fills the
 * device_memory_host_accessible slot with that answer), -DMINIMAL_DEVICES=N (N devices instead of 1:
 * several ranks of the core's host-staged collectives in one process), -DMINIMAL_NATIVE_GRAPHS (streams
 * whose host callbacks run at once, and a capture of its own that records them: a backend with graphs
 * that can capture nothing but host callbacks, for the core's refusals and ownership under it). */
#include <stdlib.h>
#include <string.h>

#include "anyrt_backend.h"

#ifndef MINIMAL_ABI_MAJOR
#define MINIMAL_ABI_MAJOR ANYRT_ABI_MAJOR
#endif

typedef struct { int done; } minimal_event;

#ifndef MINIMAL_DEVICES
#define MINIMAL_DEVICES 1
#endif

static anyrt_status_t get_device_count(int* count) { *count = MINIMAL_DEVICES; return ANYRT_STATUS_SUCCESS; }

static anyrt_status_t mem_alloc(int device, void** ptr, size_t size) {
    (void)device;
    *ptr = malloc(size);
    return *ptr ? ANYRT_STATUS_SUCCESS : ANYRT_STATUS_OUT_OF_MEMORY;
}

static anyrt_status_t mem_free(int device, void* ptr, size_t size) {
    (void)device, (void)size;
    free(ptr);
    return ANYRT_STATUS_SUCCESS;
}

static anyrt_status_t copy(int device, void* dst, const void* src, size_t size, anyrt_memcpy_kind_t kind) {
    (void)device, (void)kind;
    memmove(dst, src, size);
    return ANYRT_STATUS_SUCCESS;
}

static anyrt_status_t create_event(int device, anyrt_backend_event_t* event, anyrt_event_flags_t flags) {
    (void)device, (void)flags;
    *event = calloc(1, sizeof(minimal_event));
    return *event ? ANYRT_STATUS_SUCCESS : ANYRT_STATUS_OUT_OF_MEMORY;
}

static anyrt_status_t destroy_event(int device, anyrt_backend_event_t event) {
    (void)device;
    free(event);
    return ANYRT_STATUS_SUCCESS;
}

static anyrt_status_t record_event(int device, anyrt_backend_event_t event, anyrt_backend_stream_t stream) {
    (void)device, (void)stream;
    ((minimal_event*)event)->done = 1; /* no asynchrony: done at once */
    return ANYRT_STATUS_SUCCESS;
}

static anyrt_status_t synchronize_event(int device, anyrt_backend_event_t event) {
    (void)device, (void)event;
    return ANYRT_STATUS_SUCCESS;
}

#ifdef MINIMAL_HOST_ACCESSIBLE
static anyrt_status_t host_accessible(int device, int* accessible) {
    (void)device;
    *accessible = MINIMAL_HOST_ACCESSIBLE;
    return ANYRT_STATUS_SUCCESS;
}
#endif

#ifdef MINIMAL_NATIVE_GRAPHS
#define MINIMAL_MAX_NODES 64
typedef struct {
    int n;
    anyrt_host_fn_t fn[MINIMAL_MAX_NODES];
    void* arg[MINIMAL_MAX_NODES];
} minimal_graph; /* a stream while it captures, a graph and an executable graph: the callbacks in order */

typedef struct { minimal_graph* capture; } minimal_stream;

static anyrt_status_t create_stream(int device, anyrt_backend_stream_t* stream) {
    (void)device;
    *stream = calloc(1, sizeof(minimal_stream));
    return *stream ? ANYRT_STATUS_SUCCESS : ANYRT_STATUS_OUT_OF_MEMORY;
}

static anyrt_status_t destroy_stream(int device, anyrt_backend_stream_t stream) {
    (void)device;
    if (stream) free(((minimal_stream*)stream)->capture);
    free(stream);
    return ANYRT_STATUS_SUCCESS;
}

static anyrt_status_t synchronize_stream(int device, anyrt_backend_stream_t stream) {
    (void)device;
    return stream && ((minimal_stream*)stream)->capture ? ANYRT_STATUS_ERROR : ANYRT_STATUS_SUCCESS; /* as CUDA's */
}

static anyrt_status_t add_callback(int device, anyrt_backend_stream_t stream, anyrt_host_fn_t fn, void* arg) {
    (void)device;
    minimal_graph* g = stream ? ((minimal_stream*)stream)->capture : NULL;
    if (g == NULL) {
        fn(arg);
        return ANYRT_STATUS_SUCCESS;
    }
    if (g->n == MINIMAL_MAX_NODES) return ANYRT_STATUS_OUT_OF_MEMORY;
    g->fn[g->n] = fn;
    g->arg[g->n++] = arg;
    return ANYRT_STATUS_SUCCESS;
}

static anyrt_status_t capture_begin(int device, anyrt_backend_stream_t stream, anyrt_capture_mode_t mode) {
    (void)device, (void)mode;
    if (stream == NULL) return ANYRT_STATUS_NOT_SUPPORTED;
    ((minimal_stream*)stream)->capture = calloc(1, sizeof(minimal_graph));
    return ((minimal_stream*)stream)->capture ? ANYRT_STATUS_SUCCESS : ANYRT_STATUS_OUT_OF_MEMORY;
}

static anyrt_status_t capture_end(int device, anyrt_backend_stream_t stream, anyrt_backend_graph_t* graph) {
    (void)device;
    *graph = ((minimal_stream*)stream)->capture;
    ((minimal_stream*)stream)->capture = NULL;
    return ANYRT_STATUS_SUCCESS;
}

static anyrt_status_t graph_instantiate(int device, anyrt_backend_graph_exec_t* exec, anyrt_backend_graph_t graph) {
    (void)device;
    minimal_graph* e = malloc(sizeof *e);
    if (e == NULL) return ANYRT_STATUS_OUT_OF_MEMORY;
    *e = *(minimal_graph*)graph;
    *exec = e;
    return ANYRT_STATUS_SUCCESS;
}

static anyrt_status_t graph_launch(int device, anyrt_backend_graph_exec_t exec, anyrt_backend_stream_t stream) {
    (void)device, (void)stream;
    const minimal_graph* e = exec;
    for (int i = 0; i < e->n; ++i) e->fn[i](e->arg[i]);
    return ANYRT_STATUS_SUCCESS;
}

static anyrt_status_t graph_destroy(int device, anyrt_backend_graph_t graph) {
    (void)device;
    free(graph);
    return ANYRT_STATUS_SUCCESS;
}
#endif

static anyrt_backend_table_t table;

__attribute__((visibility("default"))) anyrt_status_t ANYRT_BACKEND_ENTRY(uint32_t major, uint32_t minor,
                                                                           const anyrt_backend_table_t** out) {
    (void)major, (void)minor;
    table.struct_size = sizeof table;
#ifdef MINIMAL_SLOTS
    table.struct_size = offsetof(anyrt_backend_table_t, initialize) + MINIMAL_SLOTS * sizeof(void (*)(void));
#endif
    table.abi_major = MINIMAL_ABI_MAJOR;
    table.abi_minor = 0;
    table.name = "minimal";
    table.device_kind = ANYRT_DEVICE_KIND_CUSTOM;
    table.get_device_count = get_device_count;
#ifndef MINIMAL_DROP_MALLOC
    table.malloc = mem_alloc;
#else
    (void)mem_alloc;
#endif
    table.free = mem_free;
    table.memcpy = copy;
    table.create_event = create_event;
    table.destroy_event = destroy_event;
    table.record_event = record_event;
    table.synchronize_event = synchronize_event;
#ifdef MINIMAL_HOST_ACCESSIBLE
    table.device_memory_host_accessible = host_accessible;
#endif
#ifdef MINIMAL_NATIVE_GRAPHS
    table.create_stream = create_stream;
    table.destroy_stream = destroy_stream;
    table.synchronize_stream = synchronize_stream;
    table.stream_add_callback = add_callback;
    table.native_capture_begin = capture_begin;
    table.native_capture_end = capture_end;
    table.native_graph_instantiate = graph_instantiate;
    table.native_graph_launch = graph_launch;
    table.native_graph_destroy = graph_destroy;
    table.native_graph_exec_destroy = graph_destroy;
#endif
    *out = &table;
    return ANYRT_STATUS_SUCCESS;
}
