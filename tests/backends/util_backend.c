/* A backend written with the generated anyrt_backend_util.h: only the required slots, each in a
 * few lines; no table, no entry point, no message buffer of its own. Memory is host memory. */
#include <stdlib.h>
#include <string.h>

#define ANYRT_BACKEND_PREFIX util
#include "anyrt_backend_util.h"

anyrt_status_t util_get_device_count(int* count) {
    *count = 1;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t util_malloc(int device, void** ptr, size_t size) {
    (void)device;
    if (size > ((size_t)1 << 30)) return util_fail(ANYRT_STATUS_OUT_OF_MEMORY, "util: %zu bytes is over its 1 GiB", size);
    *ptr = malloc(size ? size : 1);
    return *ptr ? ANYRT_STATUS_SUCCESS : util_fail(ANYRT_STATUS_OUT_OF_MEMORY, "util: out of memory");
}

anyrt_status_t util_free(int device, void* ptr, size_t size) {
    (void)device, (void)size;
    free(ptr);
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t util_memcpy(int device, void* dst, const void* src, size_t size, anyrt_memcpy_kind_t kind) {
    (void)device, (void)kind;
    memmove(dst, src, size);
    return ANYRT_STATUS_SUCCESS;
}

static int events; /* events are plain tokens: work is synchronous here */

anyrt_status_t util_create_event(int device, anyrt_backend_event_t* event, anyrt_event_flags_t flags) {
    (void)device, (void)flags;
    *event = (anyrt_backend_event_t)&events;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t util_destroy_event(int device, anyrt_backend_event_t event) {
    (void)device, (void)event;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t util_record_event(int device, anyrt_backend_event_t event, anyrt_backend_stream_t stream) {
    (void)device, (void)event, (void)stream;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t util_synchronize_event(int device, anyrt_backend_event_t event) {
    (void)device, (void)event;
    return ANYRT_STATUS_SUCCESS;
}

ANYRT_BACKEND_DEFINE("util", ANYRT_DEVICE_KIND_CUSTOM);
