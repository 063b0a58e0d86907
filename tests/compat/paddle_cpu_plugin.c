/* A PaddlePaddle Custom Runtime plugin written the Paddle way (InitPlugin filling
 * C_DeviceInterface, PADDLE_CUSTOM_RUNTIME_CHECK_VERSION, C_Status results), against anyrt's
 * generated Paddle-layout header. It drives virtual CPU devices on host memory with a per-device
 * capacity, synchronously, like Paddle's own custom_cpu: "async" copies finish before they return.
 * It leaves device_memory_set and query_stream NULL on purpose, so the host's fallbacks run.
 * Build variants for the host's refusal tests: -DPLUGIN_DROP_REQUIRED (no get_device_list),
 * -DPLUGIN_OLD_VERSION (declares 0.0.9), -DPLUGIN_NO_DEVICE_TYPE (bails out like a layout mismatch),
 * -DPLUGIN_DEVICE_TYPE="name". */
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
    *s = malloc(sizeof **s);
    if (!*s) return C_FAILED;
    (*s)->device = d->id;
    return C_SUCCESS;
}
static C_Status destroy_stream(const C_Device d, C_Stream s) {
    (void)d;
    free(s);
    return C_SUCCESS;
}
static C_Status add_callback(const C_Device d, C_Stream s, C_Callback cb, void* user_data) {
    C_Status st = C_SUCCESS;
    cb(d, s, user_data, &st); /* everything before it has finished already */
    return st;
}
static C_Status create_event(const C_Device d, C_Event* e) {
    *e = calloc(1, sizeof **e);
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
    i->stream_add_callback = add_callback;
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
}
