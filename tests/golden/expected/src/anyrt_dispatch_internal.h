/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* Internal: per-slot entry points (slot, else fallback) and the hand-written fallback prototypes.
 * Handle params here are the backend's raw handles; the target carries backend and device. */
#ifndef ANYRT_DISPATCH_INTERNAL_H_
#define ANYRT_DISPATCH_INTERNAL_H_

/* Table facts for the loader and `anyrt info`, indexed by ANYRT_SLOT_*. */
extern const char* const anyrt__slot_names[ANYRT_SLOT_COUNT];
extern const unsigned char anyrt__slot_required[ANYRT_SLOT_COUNT];
extern const unsigned char anyrt__slot_has_fallback[ANYRT_SLOT_COUNT];
/* Writes the names of required slots the table lacks (NULL or beyond `provided` bytes) into
 * `missing`; returns how many. */
/* Value names of each enum, for traces and messages ("?" for values outside the enum). */
const char* anyrt__name_status(int v);
const char* anyrt__name_device_kind(int v);
const char* anyrt__name_dtype(int v);
const char* anyrt__name_mode(int v);
/* Argument domains: 1 if v is a value of the enum (of its bits, for a bitmask). */
int anyrt__valid_status(int v);
int anyrt__valid_device_kind(int v);
int anyrt__valid_dtype(int v);
int anyrt__valid_mode(int v);
/* 1 if devices of this kind use the host's memory (spec/types.yaml `host_memory`), else 0. */
int anyrt__kind_host_memory(int kind);
int anyrt__missing_required(const anyrt_backend_table_t* table, size_t provided, char* missing, size_t cap);

/* Per handle kind: its wrapper, and the checks of a handle argument (anyrt_tables.c, on top of
 * handles.c's anyrt__unwrap_handle and anyrt__retire_handle). */
struct anyrt_stream_st { anyrt__handle_t h; };
anyrt_status_t anyrt__unwrap_stream(anyrt__call_t* call, const anyrt__target_t* t, const char* param, anyrt_stream_t handle,
    int nullable, int same_device, anyrt_backend_stream_t* raw);
anyrt_status_t anyrt__retire_stream(anyrt__call_t* call, anyrt_stream_t handle);
struct anyrt_op_handle_st { anyrt__handle_t h; };
anyrt_status_t anyrt__unwrap_op_handle(anyrt__call_t* call, const anyrt__target_t* t, const char* param, anyrt_op_handle_t handle,
    int nullable, int same_device, anyrt_backend_op_handle_t* raw);
anyrt_status_t anyrt__retire_op_handle(anyrt__call_t* call, anyrt_op_handle_t handle);
struct anyrt_tensor_desc_st { anyrt__handle_t h; };
anyrt_status_t anyrt__unwrap_tensor_desc(anyrt__call_t* call, const anyrt__target_t* t, const char* param, anyrt_tensor_desc_t handle,
    int nullable, int same_device, anyrt_backend_tensor_desc_t* raw);
anyrt_status_t anyrt__retire_tensor_desc(anyrt__call_t* call, anyrt_tensor_desc_t handle);
struct anyrt_op_desc_st { anyrt__handle_t h; };
anyrt_status_t anyrt__unwrap_op_desc(anyrt__call_t* call, const anyrt__target_t* t, const char* param, anyrt_op_desc_t handle,
    int nullable, int same_device, anyrt_backend_op_desc_t* raw);
anyrt_status_t anyrt__retire_op_desc(anyrt__call_t* call, anyrt_op_desc_t handle);

anyrt_status_t anyrt__impl_get_device_count(anyrt__call_t* call, const anyrt__target_t* t, int* count);
anyrt_status_t anyrt__impl_malloc(anyrt__call_t* call, const anyrt__target_t* t, void** ptr, size_t size);
anyrt_status_t anyrt__impl_create_stream(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t* stream);
anyrt_status_t anyrt__impl_op_scale(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_window(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_fill(anyrt__call_t* call, const anyrt__target_t* t, void* ptr, int value, size_t size, anyrt_backend_stream_t stream);

/* Fallbacks written by hand in runtime/core/fallbacks.c; each calls anyrt__note_fallback. */

/* A stream-ordered call on a stream the core captures: recorded instead of run (anyrt_capture.c). */
anyrt_status_t anyrt__record_fill(anyrt__call_t* call, const anyrt__target_t* t, void* ptr, int value, size_t size, anyrt_backend_stream_t stream);

#endif /* ANYRT_DISPATCH_INTERNAL_H_ */
