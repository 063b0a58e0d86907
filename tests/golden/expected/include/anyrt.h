/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* anyrt public C API: the calling thread has a current device and, per device, a current stream. */
#ifndef ANYRT_H_
#define ANYRT_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(_WIN32)
#define ANYRT_API __declspec(dllexport)
#else
#define ANYRT_API __attribute__((visibility("default")))
#endif

#define ANYRT_ABI_MAJOR 1
#define ANYRT_ABI_MINOR 1

/* Result of every call. */
typedef enum {
    ANYRT_STATUS_SUCCESS = 0, /* The call succeeded. */
    ANYRT_STATUS_INVALID_VALUE = 1, /* An argument is out of its domain. */
    ANYRT_STATUS_INVALID_HANDLE = 2, /* A handle is null or destroyed. */
    ANYRT_STATUS_NOT_SUPPORTED = 3, /* The backend lacks the function. */
    ANYRT_STATUS_FORCE32 = 0x7FFFFFFF
} anyrt_status_t;
#define ANYRT_STATUS_COUNT 4

/* Kinds of device. */
typedef enum {
    ANYRT_DEVICE_KIND_CPU = 0, /* The host. */
    ANYRT_DEVICE_KIND_FORCE32 = 0x7FFFFFFF
} anyrt_device_kind_t;
#define ANYRT_DEVICE_KIND_COUNT 1

/* Element types. */
typedef enum {
    ANYRT_DTYPE_INVALID = 0, /* Not a type. */
    ANYRT_DTYPE_FLOAT32 = 1, /* IEEE single. */
    ANYRT_DTYPE_FORCE32 = 0x7FFFFFFF
} anyrt_dtype_t;
#define ANYRT_DTYPE_COUNT 2

/* An operator attribute's enum. */
typedef enum {
    ANYRT_MODE_PLAIN = 0, /* The first. */
    ANYRT_MODE_FANCY = 1, /* The second. */
    ANYRT_MODE_FORCE32 = 0x7FFFFFFF
} anyrt_mode_t;
#define ANYRT_MODE_COUNT 2

/* An in-order queue of work. */
typedef struct anyrt_stream_st* anyrt_stream_t;
/* Where operators run. */
typedef struct anyrt_op_handle_st* anyrt_op_handle_t;
/* A tensor's layout. */
typedef struct anyrt_tensor_desc_st* anyrt_tensor_desc_t;
/* One operator on fixed layouts. */
typedef struct anyrt_op_desc_st* anyrt_op_desc_t;


/* The last error. The core writes into it only as many bytes as the caller's struct_size says, so a
 * program built against an older, shorter struct stays safe: set struct_size to ANYRT_ERROR_INFO_STRUCT_SIZE. */
typedef struct {
    size_t struct_size; /* set by the caller: ANYRT_ERROR_INFO_STRUCT_SIZE */
    anyrt_status_t status; /* The status. */
    char message[64]; /* In words. */
} anyrt_error_info_t;
#define ANYRT_ERROR_INFO_STRUCT_SIZE (offsetof(anyrt_error_info_t, message) + sizeof(((const anyrt_error_info_t*)0)->message))


/* ---- device: Devices. */

/* Writes the number of devices. */
ANYRT_API anyrt_status_t anyrt_get_device_count(int* count);

/* Writes the calling thread's last error. */
ANYRT_API anyrt_status_t anyrt_get_last_error(anyrt_error_info_t* info);

/* ---- memory: Memory. */

/* Allocates `size` bytes of device memory. */
ANYRT_API anyrt_status_t anyrt_malloc(void** ptr, size_t size);

/* Sets `size` bytes at `ptr` to `value` in the order of `stream`. */
ANYRT_API anyrt_status_t anyrt_fill(void* ptr, int value, size_t size, anyrt_stream_t stream);

/* ---- stream: Streams. */

/* Creates a stream on the current device. */
ANYRT_API anyrt_status_t anyrt_create_stream(anyrt_stream_t* stream);

/* ---- event: The event interface. */

/* ---- ccl: The ccl interface. */

/* ---- operators: per operator, a descriptor fixed to an operator handle's device, tensor layouts
 * and create-time attributes, then runs that enqueue on `stream` (NULL: the current stream) and
 * return. `workspace` is device memory of at least anyrt_get_op_workspace_size bytes (NULL if 0).
 * Destroy descriptors with anyrt_destroy_op_desc. */

/* `y = alpha * x + beta * y` over rows of `d`, with a table of `d/2`. */
ANYRT_API anyrt_status_t anyrt_create_scale_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t table, float beta, int axis, anyrt_mode_t mode);
ANYRT_API anyrt_status_t anyrt_scale(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* table, float alpha, anyrt_stream_t stream);

/* `y[c, o...] = sum over t... of x[c, o*strides - pads + t*strides] * k[t...]` over n dims (taps a stride apart). */
ANYRT_API anyrt_status_t anyrt_create_window_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t k, const int64_t* pads, const int64_t* strides, int n);
ANYRT_API anyrt_status_t anyrt_window(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* k, anyrt_stream_t stream);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* ANYRT_H_ */
