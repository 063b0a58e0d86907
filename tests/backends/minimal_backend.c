/* A deliberately minimal backend: only the spec's required slots, on host memory, fully
 * synchronous. Every optional function therefore runs through its fallback. Build variants for
 * the ABI tests: -DMINIMAL_ABI_MAJOR=N (another major), -DMINIMAL_DROP_MALLOC (a required slot
 * missing), -DMINIMAL_SLOTS=N (an older, shorter table), -DMINIMAL_HOST_ACCESSIBLE=0|1 (fills the
 * device_memory_host_accessible slot with that answer), -DMINIMAL_DEVICES=N (N devices instead of 1:
 * several ranks of the core's host-staged collectives in one process). */
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
    *out = &table;
    return ANYRT_STATUS_SUCCESS;
}
