/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* Skeleton of an anyrt backend: `anyrt new-backend NAME` copies it to backends/NAME/. Every slot of
 * the ABI is here and returns ANYRT_STATUS_NOT_SUPPORTED with a message, except get_device_count,
 * whose placeholder reports one device so that the scaffold loads. Fill the REQUIRED ones first,
 * then run `anyrt conformance NAME` to see, function by function, what works, what falls back,
 * what fails. See generated/docs/write_a_backend.md. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "anyrt_backend.h"

/* The name and device kind come from the backend's entry in spec/backends.yaml: the build passes
 * them as ANYRT_BUILD_NAME and ANYRT_BUILD_KIND (these defaults serve a compile by hand only). */
#if !defined(BACKEND_NAME) && defined(ANYRT_BUILD_NAME)
#define BACKEND_NAME ANYRT_BUILD_NAME
#elif !defined(BACKEND_NAME)
#define BACKEND_NAME "skeleton"
#endif
#if !defined(BACKEND_KIND) && defined(ANYRT_BUILD_KIND)
#define BACKEND_KIND ANYRT_BUILD_KIND
#elif !defined(BACKEND_KIND)
#define BACKEND_KIND ANYRT_DEVICE_KIND_CUSTOM
#endif
#ifdef ANYRT_BUILD_KIND
_Static_assert(BACKEND_KIND == ANYRT_BUILD_KIND, "BACKEND_KIND differs from device_kind in spec/backends.yaml (ANYRT_BUILD_KIND)");
#endif

static _Thread_local char last_message[256];

static const char* backend_last_error_message(void) { return last_message; }

static anyrt_status_t not_supported(const char* function) {
    snprintf(last_message, sizeof last_message, "%s: %s is not implemented yet", BACKEND_NAME, function);
    return ANYRT_STATUS_NOT_SUPPORTED;
}

/* Writes the number of devices. REQUIRED. */
static anyrt_status_t backend_get_device_count(int* count) {
    *count = 1; /* PLACEHOLDER so the scaffold loads: return your real device count */
    return ANYRT_STATUS_SUCCESS;
}

/* Allocates `size` bytes of device memory. REQUIRED. */
static anyrt_status_t backend_malloc(int device, void** ptr, size_t size) {
    (void)device;
    (void)ptr;
    (void)size;
    return not_supported("malloc");
}

/* Creates a stream on the current device. Optional; fallback: none (NOT_SUPPORTED). */
static anyrt_status_t backend_create_stream(int device, anyrt_backend_stream_t* stream) {
    (void)device;
    (void)stream;
    return not_supported("create_stream");
}

/* `y = alpha * x + beta * y` over rows of `d`, with a table of `d/2`. Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_scale(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_scale");
}

/* `y[c, o...] = sum over t... of x[c, o*strides - pads + t*strides] * k[t...]` over n dims (taps a stride apart). Optional; fallback: portable kernel on the host. */
static anyrt_status_t backend_op_window(int device, const anyrt_op_launch_t* launch) {
    (void)device;
    (void)launch;
    return not_supported("op_window");
}

/* Sets `size` bytes at `ptr` to `value` in the order of `stream`. Optional; fallback: no-op. */
static anyrt_status_t backend_fill(int device, void* ptr, int value, size_t size, anyrt_backend_stream_t stream) {
    (void)device;
    (void)ptr;
    (void)value;
    (void)size;
    (void)stream;
    return not_supported("fill");
}

static const anyrt_backend_table_t table = {
    .struct_size = sizeof(anyrt_backend_table_t),
    .abi_major = ANYRT_ABI_MAJOR,
    .abi_minor = ANYRT_ABI_MINOR,
    .name = BACKEND_NAME,
    .device_kind = BACKEND_KIND,
    .last_error_message = backend_last_error_message,
    .get_device_count = backend_get_device_count,
    .malloc = backend_malloc,
    .create_stream = backend_create_stream,
    .op_scale = backend_op_scale,
    .op_window = backend_op_window,
    .fill = backend_fill,
};

__attribute__((visibility("default"))) anyrt_status_t ANYRT_BACKEND_ENTRY(uint32_t core_abi_major, uint32_t core_abi_minor,
                                                                           const anyrt_backend_table_t** out) {
    (void)core_abi_minor;
    if (core_abi_major != ANYRT_ABI_MAJOR) return ANYRT_STATUS_ABI_MISMATCH;
    *out = &table;
    return ANYRT_STATUS_SUCCESS;
}
