/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* What every backend would otherwise write the same way: its slot prototypes, its error message,
 * its table and its entry point. A backend's own files then hold only its logic.
 *
 *     #define ANYRT_BACKEND_PREFIX acme          (slot functions are acme_malloc, acme_memcpy, ...)
 *     #include "anyrt_backend_util.h"
 *     ...
 *     ANYRT_BACKEND_DEFINE("acme", ANYRT_DEVICE_KIND_CUSTOM)     (in exactly one file)
 *
 * Every slot is declared weak and hidden: a slot the backend does not define is NULL in the table
 * (the core then falls back or reports NOT_SUPPORTED), and none is exported. `PREFIX_fail(status,
 * fmt, ...)` records the calling thread's message for the core and returns `status`;
 * `PREFIX_message()` reads it back. */
#ifndef ANYRT_BACKEND_UTIL_H
#define ANYRT_BACKEND_UTIL_H

#include <stdarg.h>
#include <stdio.h>

#include "anyrt_backend.h"

#ifndef ANYRT_BACKEND_PREFIX
#error "define ANYRT_BACKEND_PREFIX (the prefix of the backend's slot functions) before including anyrt_backend_util.h"
#endif
#ifndef ANYRT_BACKEND_MESSAGE_SIZE
#define ANYRT_BACKEND_MESSAGE_SIZE 512
#endif
#if !defined(__GNUC__)
#error "anyrt_backend_util.h needs weak symbols (GCC or Clang)"
#endif

#define ANYRT_BACKEND_CAT_(a, b) a##_##b
#define ANYRT_BACKEND_CAT(a, b) ANYRT_BACKEND_CAT_(a, b)
#define ANYRT_BACKEND_FN(name) ANYRT_BACKEND_CAT(ANYRT_BACKEND_PREFIX, name)
#define ANYRT_BACKEND_SLOT __attribute__((weak, visibility("hidden")))

#ifdef __cplusplus
extern "C" {
#endif

__attribute__((visibility("hidden"), format(printf, 2, 3)))
anyrt_status_t ANYRT_BACKEND_FN(fail)(anyrt_status_t status, const char* fmt, ...);
__attribute__((visibility("hidden"))) const char* ANYRT_BACKEND_FN(message)(void);

ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(initialize)(void);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(finalize)(void);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(init_device)(int device);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(deinit_device)(int device);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(get_device_count)(int* count);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(get_device_list)(size_t* devices, size_t capacity);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(set_device)(int device);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(synchronize_device)(int device);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(get_compute_capability)(int device, size_t* capability);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(get_runtime_version)(size_t* version);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(get_driver_version)(size_t* version);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(malloc)(int device, void** ptr, size_t size);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(free)(int device, void* ptr, size_t size);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(malloc_host)(int device, void** ptr, size_t size);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(free_host)(int device, void* ptr, size_t size);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(malloc_unified)(int device, void** ptr, size_t size);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(free_unified)(int device, void* ptr, size_t size);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(memcpy)(int device, void* dst, const void* src, size_t size, anyrt_memcpy_kind_t kind);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(memcpy_async)(int device, void* dst, const void* src, size_t size, anyrt_memcpy_kind_t kind, anyrt_backend_stream_t stream);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(memcpy_peer)(int device, void* dst, const void* src, int src_device, size_t size);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(memcpy_peer_async)(int device, void* dst, int dst_device, const void* src, int src_device, size_t size, anyrt_backend_stream_t stream);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(memset)(int device, void* ptr, uint8_t value, size_t size);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(memset_async)(int device, void* ptr, uint8_t value, size_t size, anyrt_backend_stream_t stream);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(get_memory_info)(int device, size_t* free_bytes, size_t* total_bytes);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(min_chunk_size)(int device, size_t* size);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(max_chunk_size)(int device, size_t* size);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(max_alloc_size)(int device, size_t* size);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(extra_padding_size)(int device, size_t* size);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(init_alloc_size)(int device, size_t* size);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(realloc_size)(int device, size_t* size);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(malloc_async)(int device, void** ptr, size_t size, anyrt_backend_stream_t stream);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(free_async)(int device, void* ptr, size_t size, anyrt_backend_stream_t stream);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(create_stream)(int device, anyrt_backend_stream_t* stream);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(destroy_stream)(int device, anyrt_backend_stream_t stream);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(query_stream)(int device, anyrt_backend_stream_t stream);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(synchronize_stream)(int device, anyrt_backend_stream_t stream);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(stream_add_callback)(int device, anyrt_backend_stream_t stream, anyrt_host_fn_t fn, void* user_data);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(stream_wait_event)(int device, anyrt_backend_stream_t stream, anyrt_backend_event_t event);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(create_event)(int device, anyrt_backend_event_t* event, anyrt_event_flags_t flags);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(destroy_event)(int device, anyrt_backend_event_t event);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(record_event)(int device, anyrt_backend_event_t event, anyrt_backend_stream_t stream);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(query_event)(int device, anyrt_backend_event_t event);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(synchronize_event)(int device, anyrt_backend_event_t event);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(event_elapsed_time)(int device, float* ms, anyrt_backend_event_t start, anyrt_backend_event_t end);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(get_unique_id)(anyrt_unique_id_t* id);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(comm_init_all)(anyrt_backend_comm_t* comms, int ndevice, const int* device_ids);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(comm_init_rank)(int device, anyrt_backend_comm_t* comm, int nranks, anyrt_unique_id_t id, int rank);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(comm_destroy)(int device, anyrt_backend_comm_t comm);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(comm_rank)(int device, anyrt_backend_comm_t comm, int* rank);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(comm_size)(int device, anyrt_backend_comm_t comm, int* size);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(all_reduce)(int device, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, anyrt_reduce_op_t op, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(broadcast)(int device, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, int root, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(reduce)(int device, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, anyrt_reduce_op_t op, int root, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(all_gather)(int device, const void* sendbuf, void* recvbuf, size_t send_count, anyrt_dtype_t dtype, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(reduce_scatter)(int device, const void* sendbuf, void* recvbuf, size_t recv_count, anyrt_dtype_t dtype, anyrt_reduce_op_t op, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(send)(int device, const void* sendbuf, size_t count, anyrt_dtype_t dtype, int peer, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(recv)(int device, void* recvbuf, size_t count, anyrt_dtype_t dtype, int peer, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(group_start)(void);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(group_end)(void);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_workspace_size)(int device, const anyrt_op_launch_t* launch, size_t* size);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(device_memory_host_accessible)(int device, int* accessible);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_gemm)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_add)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_sub)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_mul)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_relu)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_silu)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_sigmoid)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_swiglu)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_rms_norm)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_softmax)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_causal_softmax)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_rope)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_rearrange)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_random_sample)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_zeros)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_ones)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(comm_init_mpi)(int device, anyrt_backend_comm_t* comm, const void* mpi_comm, size_t mpi_comm_size);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_add_rms_norm)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_cross_entropy)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_topksoftmax)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_topkrouter)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_mrope)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_per_tensor_quant_int8)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_per_tensor_dequant_int8)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_per_channel_quant_int8)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_dequantize_awq)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_dequantize_gptq)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_kv_caching)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_paged_caching)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_paged_attention)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_paged_attention_prefill)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_attention)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_random_sample_batch)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_silu_and_mul)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_embedding)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_gelu)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_gelutanh)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_quickgelu)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_tanh)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_erf)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_reciprocal)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_hardswish)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_softplus)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_hardtanh)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_clip)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_log_softmax)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_layer_norm)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_select_last_token_hidden)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_conv)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_abs)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_neg)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_sign)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_square)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_exp)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_exp2)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_expm1)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_log)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_log2)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_log10)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_log1p)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_sqrt)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_rsqrt)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_sin)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_cos)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_tan)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_asin)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_acos)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_atan)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_sinh)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_cosh)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_asinh)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_acosh)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_atanh)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_erfc)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_floor)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_ceil)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_round)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_trunc)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_bitwise_not)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_logical_not)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_isnan)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_isinf)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_isfinite)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_div)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_floor_divide)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_remainder)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_fmod)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_pow)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_maximum)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_minimum)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_fmax)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_fmin)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_atan2)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_hypot)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_copysign)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_logaddexp)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_bitwise_and)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_bitwise_or)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_bitwise_xor)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_eq)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_ne)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_lt)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_le)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_gt)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_ge)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_logical_and)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_logical_or)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_logical_xor)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_where)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_lerp)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_addcmul)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_addcdiv)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_relu_backward)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_silu_backward)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_gelu_backward)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_gelutanh_backward)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_sigmoid_backward)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_tanh_backward)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_sum)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_mean)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_prod)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_amax)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_amin)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_norm)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_any)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_all)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_count_nonzero)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_cast)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_uniform)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_normal)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_bernoulli)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_randint)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_masked_fill)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_arange)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_tril)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_triu)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_one_hot)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_gather)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_index_select)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_scatter)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_scatter_add)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_index_add)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_cumsum)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_cumprod)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_topk)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_sort)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_argsort)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_argmax)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_argmin)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_histc)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_softmax_backward)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_log_softmax_backward)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_layer_norm_backward)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_rms_norm_backward)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_nll_loss)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_cross_entropy_backward)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_nll_loss_backward)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_embedding_backward)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_conv_backward_data)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_conv_backward_filter)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_max_pool)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_max_pool_backward)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_avg_pool)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_avg_pool_backward)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_batch_norm)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_batch_norm_inference)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_batch_norm_backward)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_adamw_step)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_sgd_step)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(device_properties)(int device, anyrt_device_properties_t* properties);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(device_get_native_handle)(int device, void** handle);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(context_get_native_handle)(int device, void** handle);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(stream_get_native_handle)(int device, anyrt_backend_stream_t stream, void** handle);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(create_stream_with_priority)(int device, anyrt_backend_stream_t* stream, int priority);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(get_stream_priority_range)(int device, int* least, int* greatest);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(get_stream_priority)(int device, anyrt_backend_stream_t stream, int* priority);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(native_capture_begin)(int device, anyrt_backend_stream_t stream, anyrt_capture_mode_t mode);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(native_capture_end)(int device, anyrt_backend_stream_t stream, anyrt_backend_graph_t* graph);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(native_graph_instantiate)(int device, anyrt_backend_graph_exec_t* exec, anyrt_backend_graph_t graph);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(native_graph_launch)(int device, anyrt_backend_graph_exec_t exec, anyrt_backend_stream_t stream);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(native_graph_exec_update)(int device, anyrt_backend_graph_exec_t exec, anyrt_backend_graph_t graph);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(native_graph_destroy)(int device, anyrt_backend_graph_t graph);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(native_graph_exec_destroy)(int device, anyrt_backend_graph_exec_t exec);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(all_to_all)(int device, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(all_to_allv)(int device, const void* sendbuf, const size_t* send_counts, const size_t* send_displs, void* recvbuf, const size_t* recv_counts, const size_t* recv_displs, int nranks, anyrt_dtype_t dtype, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(all_gather_v)(int device, const void* sendbuf, void* recvbuf, const size_t* recv_counts, int nranks, anyrt_dtype_t dtype, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(reduce_scatter_v)(int device, const void* sendbuf, void* recvbuf, const size_t* recv_counts, int nranks, anyrt_dtype_t dtype, anyrt_reduce_op_t op, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(ccl_gather)(int device, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, int root, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(ccl_scatter)(int device, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, int root, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(comm_split)(int device, anyrt_backend_comm_t comm, int color, int key, anyrt_backend_comm_t* newcomm);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(module_load)(int device, const void* image, size_t size, anyrt_backend_module_t* module);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(module_unload)(int device, anyrt_backend_module_t module);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(module_get_function)(int device, anyrt_backend_module_t module, const char* name, void** function);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(launch_kernel)(int device, anyrt_backend_stream_t stream, anyrt_backend_module_t module, const void* function, int grid_x, int grid_y, int grid_z, int block_x, int block_y, int block_z, size_t shared_memory, const void** args, const size_t* arg_sizes, int nargs);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_var)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_std)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_logsumexp)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_isin)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_nonzero)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_masked_select)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_linspace)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(native_exchange_capture_mode)(int device, anyrt_capture_mode_t mode, anyrt_capture_mode_t* previous);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_relu6)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_softsign)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_tanhshrink)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_selu)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_logaddexp2)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_bitwise_right_shift)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_broadcast_to)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_hardsigmoid)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_mish)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_logsigmoid)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_frac)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_sinc)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_signbit)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_leaky_relu)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_elu)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_hardshrink)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_softshrink)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_threshold)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_nan_to_num)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_xlogy)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_xlog1py)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_heaviside)(int device, const anyrt_op_launch_t* launch);

#ifdef __cplusplus
}
#endif

/* The message buffer, the table (every slot the backend defines) and the exported entry point,
 * which refuses another ABI major. */
/* The build (`pip install .`, `anyrt build-backend`) passes the entry's device_kind of
 * spec/backends.yaml as ANYRT_BUILD_KIND (and its name as ANYRT_BUILD_NAME): a kind given here
 * that differs from it is a compile error, so the spec stays the one source of truth. */
#if defined(ANYRT_BUILD_KIND) && defined(__cplusplus)
#define ANYRT_BACKEND_KIND_CHECK_(KIND) static_assert((KIND) == ANYRT_BUILD_KIND, \
    "the device kind given to ANYRT_BACKEND_DEFINE differs from device_kind in spec/backends.yaml (ANYRT_BUILD_KIND)");
#elif defined(ANYRT_BUILD_KIND)
#define ANYRT_BACKEND_KIND_CHECK_(KIND) _Static_assert((KIND) == ANYRT_BUILD_KIND, \
    "the device kind given to ANYRT_BACKEND_DEFINE differs from device_kind in spec/backends.yaml (ANYRT_BUILD_KIND)");
#else
#define ANYRT_BACKEND_KIND_CHECK_(KIND)
#endif

#define ANYRT_BACKEND_DEFINE(NAME, KIND)                                                                  \
    ANYRT_BACKEND_KIND_CHECK_(KIND)                                                                       \
    static _Thread_local char anyrt_backend_message_[ANYRT_BACKEND_MESSAGE_SIZE];                        \
    anyrt_status_t ANYRT_BACKEND_FN(fail)(anyrt_status_t status, const char* fmt, ...) {                \
        va_list ap;                                                                                       \
        va_start(ap, fmt);                                                                                \
        vsnprintf(anyrt_backend_message_, sizeof anyrt_backend_message_, fmt, ap);                        \
        va_end(ap);                                                                                       \
        return status;                                                                                    \
    }                                                                                                     \
    const char* ANYRT_BACKEND_FN(message)(void) { return anyrt_backend_message_; }                       \
    static const anyrt_backend_table_t anyrt_backend_table_ = {                                         \
        .struct_size = sizeof(anyrt_backend_table_t),                                                     \
        .abi_major = ANYRT_ABI_MAJOR,                                                                     \
        .abi_minor = ANYRT_ABI_MINOR,                                                                     \
        .name = NAME,                                                                                     \
        .device_kind = KIND,                                                                              \
        .last_error_message = ANYRT_BACKEND_FN(message),                                                  \
        .initialize = ANYRT_BACKEND_FN(initialize), \
        .finalize = ANYRT_BACKEND_FN(finalize), \
        .init_device = ANYRT_BACKEND_FN(init_device), \
        .deinit_device = ANYRT_BACKEND_FN(deinit_device), \
        .get_device_count = ANYRT_BACKEND_FN(get_device_count), \
        .get_device_list = ANYRT_BACKEND_FN(get_device_list), \
        .set_device = ANYRT_BACKEND_FN(set_device), \
        .synchronize_device = ANYRT_BACKEND_FN(synchronize_device), \
        .get_compute_capability = ANYRT_BACKEND_FN(get_compute_capability), \
        .get_runtime_version = ANYRT_BACKEND_FN(get_runtime_version), \
        .get_driver_version = ANYRT_BACKEND_FN(get_driver_version), \
        .malloc = ANYRT_BACKEND_FN(malloc), \
        .free = ANYRT_BACKEND_FN(free), \
        .malloc_host = ANYRT_BACKEND_FN(malloc_host), \
        .free_host = ANYRT_BACKEND_FN(free_host), \
        .malloc_unified = ANYRT_BACKEND_FN(malloc_unified), \
        .free_unified = ANYRT_BACKEND_FN(free_unified), \
        .memcpy = ANYRT_BACKEND_FN(memcpy), \
        .memcpy_async = ANYRT_BACKEND_FN(memcpy_async), \
        .memcpy_peer = ANYRT_BACKEND_FN(memcpy_peer), \
        .memcpy_peer_async = ANYRT_BACKEND_FN(memcpy_peer_async), \
        .memset = ANYRT_BACKEND_FN(memset), \
        .memset_async = ANYRT_BACKEND_FN(memset_async), \
        .get_memory_info = ANYRT_BACKEND_FN(get_memory_info), \
        .min_chunk_size = ANYRT_BACKEND_FN(min_chunk_size), \
        .max_chunk_size = ANYRT_BACKEND_FN(max_chunk_size), \
        .max_alloc_size = ANYRT_BACKEND_FN(max_alloc_size), \
        .extra_padding_size = ANYRT_BACKEND_FN(extra_padding_size), \
        .init_alloc_size = ANYRT_BACKEND_FN(init_alloc_size), \
        .realloc_size = ANYRT_BACKEND_FN(realloc_size), \
        .malloc_async = ANYRT_BACKEND_FN(malloc_async), \
        .free_async = ANYRT_BACKEND_FN(free_async), \
        .create_stream = ANYRT_BACKEND_FN(create_stream), \
        .destroy_stream = ANYRT_BACKEND_FN(destroy_stream), \
        .query_stream = ANYRT_BACKEND_FN(query_stream), \
        .synchronize_stream = ANYRT_BACKEND_FN(synchronize_stream), \
        .stream_add_callback = ANYRT_BACKEND_FN(stream_add_callback), \
        .stream_wait_event = ANYRT_BACKEND_FN(stream_wait_event), \
        .create_event = ANYRT_BACKEND_FN(create_event), \
        .destroy_event = ANYRT_BACKEND_FN(destroy_event), \
        .record_event = ANYRT_BACKEND_FN(record_event), \
        .query_event = ANYRT_BACKEND_FN(query_event), \
        .synchronize_event = ANYRT_BACKEND_FN(synchronize_event), \
        .event_elapsed_time = ANYRT_BACKEND_FN(event_elapsed_time), \
        .get_unique_id = ANYRT_BACKEND_FN(get_unique_id), \
        .comm_init_all = ANYRT_BACKEND_FN(comm_init_all), \
        .comm_init_rank = ANYRT_BACKEND_FN(comm_init_rank), \
        .comm_destroy = ANYRT_BACKEND_FN(comm_destroy), \
        .comm_rank = ANYRT_BACKEND_FN(comm_rank), \
        .comm_size = ANYRT_BACKEND_FN(comm_size), \
        .all_reduce = ANYRT_BACKEND_FN(all_reduce), \
        .broadcast = ANYRT_BACKEND_FN(broadcast), \
        .reduce = ANYRT_BACKEND_FN(reduce), \
        .all_gather = ANYRT_BACKEND_FN(all_gather), \
        .reduce_scatter = ANYRT_BACKEND_FN(reduce_scatter), \
        .send = ANYRT_BACKEND_FN(send), \
        .recv = ANYRT_BACKEND_FN(recv), \
        .group_start = ANYRT_BACKEND_FN(group_start), \
        .group_end = ANYRT_BACKEND_FN(group_end), \
        .op_workspace_size = ANYRT_BACKEND_FN(op_workspace_size), \
        .device_memory_host_accessible = ANYRT_BACKEND_FN(device_memory_host_accessible), \
        .op_gemm = ANYRT_BACKEND_FN(op_gemm), \
        .op_add = ANYRT_BACKEND_FN(op_add), \
        .op_sub = ANYRT_BACKEND_FN(op_sub), \
        .op_mul = ANYRT_BACKEND_FN(op_mul), \
        .op_relu = ANYRT_BACKEND_FN(op_relu), \
        .op_silu = ANYRT_BACKEND_FN(op_silu), \
        .op_sigmoid = ANYRT_BACKEND_FN(op_sigmoid), \
        .op_swiglu = ANYRT_BACKEND_FN(op_swiglu), \
        .op_rms_norm = ANYRT_BACKEND_FN(op_rms_norm), \
        .op_softmax = ANYRT_BACKEND_FN(op_softmax), \
        .op_causal_softmax = ANYRT_BACKEND_FN(op_causal_softmax), \
        .op_rope = ANYRT_BACKEND_FN(op_rope), \
        .op_rearrange = ANYRT_BACKEND_FN(op_rearrange), \
        .op_random_sample = ANYRT_BACKEND_FN(op_random_sample), \
        .op_zeros = ANYRT_BACKEND_FN(op_zeros), \
        .op_ones = ANYRT_BACKEND_FN(op_ones), \
        .comm_init_mpi = ANYRT_BACKEND_FN(comm_init_mpi), \
        .op_add_rms_norm = ANYRT_BACKEND_FN(op_add_rms_norm), \
        .op_cross_entropy = ANYRT_BACKEND_FN(op_cross_entropy), \
        .op_topksoftmax = ANYRT_BACKEND_FN(op_topksoftmax), \
        .op_topkrouter = ANYRT_BACKEND_FN(op_topkrouter), \
        .op_mrope = ANYRT_BACKEND_FN(op_mrope), \
        .op_per_tensor_quant_int8 = ANYRT_BACKEND_FN(op_per_tensor_quant_int8), \
        .op_per_tensor_dequant_int8 = ANYRT_BACKEND_FN(op_per_tensor_dequant_int8), \
        .op_per_channel_quant_int8 = ANYRT_BACKEND_FN(op_per_channel_quant_int8), \
        .op_dequantize_awq = ANYRT_BACKEND_FN(op_dequantize_awq), \
        .op_dequantize_gptq = ANYRT_BACKEND_FN(op_dequantize_gptq), \
        .op_kv_caching = ANYRT_BACKEND_FN(op_kv_caching), \
        .op_paged_caching = ANYRT_BACKEND_FN(op_paged_caching), \
        .op_paged_attention = ANYRT_BACKEND_FN(op_paged_attention), \
        .op_paged_attention_prefill = ANYRT_BACKEND_FN(op_paged_attention_prefill), \
        .op_attention = ANYRT_BACKEND_FN(op_attention), \
        .op_random_sample_batch = ANYRT_BACKEND_FN(op_random_sample_batch), \
        .op_silu_and_mul = ANYRT_BACKEND_FN(op_silu_and_mul), \
        .op_embedding = ANYRT_BACKEND_FN(op_embedding), \
        .op_gelu = ANYRT_BACKEND_FN(op_gelu), \
        .op_gelutanh = ANYRT_BACKEND_FN(op_gelutanh), \
        .op_quickgelu = ANYRT_BACKEND_FN(op_quickgelu), \
        .op_tanh = ANYRT_BACKEND_FN(op_tanh), \
        .op_erf = ANYRT_BACKEND_FN(op_erf), \
        .op_reciprocal = ANYRT_BACKEND_FN(op_reciprocal), \
        .op_hardswish = ANYRT_BACKEND_FN(op_hardswish), \
        .op_softplus = ANYRT_BACKEND_FN(op_softplus), \
        .op_hardtanh = ANYRT_BACKEND_FN(op_hardtanh), \
        .op_clip = ANYRT_BACKEND_FN(op_clip), \
        .op_log_softmax = ANYRT_BACKEND_FN(op_log_softmax), \
        .op_layer_norm = ANYRT_BACKEND_FN(op_layer_norm), \
        .op_select_last_token_hidden = ANYRT_BACKEND_FN(op_select_last_token_hidden), \
        .op_conv = ANYRT_BACKEND_FN(op_conv), \
        .op_abs = ANYRT_BACKEND_FN(op_abs), \
        .op_neg = ANYRT_BACKEND_FN(op_neg), \
        .op_sign = ANYRT_BACKEND_FN(op_sign), \
        .op_square = ANYRT_BACKEND_FN(op_square), \
        .op_exp = ANYRT_BACKEND_FN(op_exp), \
        .op_exp2 = ANYRT_BACKEND_FN(op_exp2), \
        .op_expm1 = ANYRT_BACKEND_FN(op_expm1), \
        .op_log = ANYRT_BACKEND_FN(op_log), \
        .op_log2 = ANYRT_BACKEND_FN(op_log2), \
        .op_log10 = ANYRT_BACKEND_FN(op_log10), \
        .op_log1p = ANYRT_BACKEND_FN(op_log1p), \
        .op_sqrt = ANYRT_BACKEND_FN(op_sqrt), \
        .op_rsqrt = ANYRT_BACKEND_FN(op_rsqrt), \
        .op_sin = ANYRT_BACKEND_FN(op_sin), \
        .op_cos = ANYRT_BACKEND_FN(op_cos), \
        .op_tan = ANYRT_BACKEND_FN(op_tan), \
        .op_asin = ANYRT_BACKEND_FN(op_asin), \
        .op_acos = ANYRT_BACKEND_FN(op_acos), \
        .op_atan = ANYRT_BACKEND_FN(op_atan), \
        .op_sinh = ANYRT_BACKEND_FN(op_sinh), \
        .op_cosh = ANYRT_BACKEND_FN(op_cosh), \
        .op_asinh = ANYRT_BACKEND_FN(op_asinh), \
        .op_acosh = ANYRT_BACKEND_FN(op_acosh), \
        .op_atanh = ANYRT_BACKEND_FN(op_atanh), \
        .op_erfc = ANYRT_BACKEND_FN(op_erfc), \
        .op_floor = ANYRT_BACKEND_FN(op_floor), \
        .op_ceil = ANYRT_BACKEND_FN(op_ceil), \
        .op_round = ANYRT_BACKEND_FN(op_round), \
        .op_trunc = ANYRT_BACKEND_FN(op_trunc), \
        .op_bitwise_not = ANYRT_BACKEND_FN(op_bitwise_not), \
        .op_logical_not = ANYRT_BACKEND_FN(op_logical_not), \
        .op_isnan = ANYRT_BACKEND_FN(op_isnan), \
        .op_isinf = ANYRT_BACKEND_FN(op_isinf), \
        .op_isfinite = ANYRT_BACKEND_FN(op_isfinite), \
        .op_div = ANYRT_BACKEND_FN(op_div), \
        .op_floor_divide = ANYRT_BACKEND_FN(op_floor_divide), \
        .op_remainder = ANYRT_BACKEND_FN(op_remainder), \
        .op_fmod = ANYRT_BACKEND_FN(op_fmod), \
        .op_pow = ANYRT_BACKEND_FN(op_pow), \
        .op_maximum = ANYRT_BACKEND_FN(op_maximum), \
        .op_minimum = ANYRT_BACKEND_FN(op_minimum), \
        .op_fmax = ANYRT_BACKEND_FN(op_fmax), \
        .op_fmin = ANYRT_BACKEND_FN(op_fmin), \
        .op_atan2 = ANYRT_BACKEND_FN(op_atan2), \
        .op_hypot = ANYRT_BACKEND_FN(op_hypot), \
        .op_copysign = ANYRT_BACKEND_FN(op_copysign), \
        .op_logaddexp = ANYRT_BACKEND_FN(op_logaddexp), \
        .op_bitwise_and = ANYRT_BACKEND_FN(op_bitwise_and), \
        .op_bitwise_or = ANYRT_BACKEND_FN(op_bitwise_or), \
        .op_bitwise_xor = ANYRT_BACKEND_FN(op_bitwise_xor), \
        .op_eq = ANYRT_BACKEND_FN(op_eq), \
        .op_ne = ANYRT_BACKEND_FN(op_ne), \
        .op_lt = ANYRT_BACKEND_FN(op_lt), \
        .op_le = ANYRT_BACKEND_FN(op_le), \
        .op_gt = ANYRT_BACKEND_FN(op_gt), \
        .op_ge = ANYRT_BACKEND_FN(op_ge), \
        .op_logical_and = ANYRT_BACKEND_FN(op_logical_and), \
        .op_logical_or = ANYRT_BACKEND_FN(op_logical_or), \
        .op_logical_xor = ANYRT_BACKEND_FN(op_logical_xor), \
        .op_where = ANYRT_BACKEND_FN(op_where), \
        .op_lerp = ANYRT_BACKEND_FN(op_lerp), \
        .op_addcmul = ANYRT_BACKEND_FN(op_addcmul), \
        .op_addcdiv = ANYRT_BACKEND_FN(op_addcdiv), \
        .op_relu_backward = ANYRT_BACKEND_FN(op_relu_backward), \
        .op_silu_backward = ANYRT_BACKEND_FN(op_silu_backward), \
        .op_gelu_backward = ANYRT_BACKEND_FN(op_gelu_backward), \
        .op_gelutanh_backward = ANYRT_BACKEND_FN(op_gelutanh_backward), \
        .op_sigmoid_backward = ANYRT_BACKEND_FN(op_sigmoid_backward), \
        .op_tanh_backward = ANYRT_BACKEND_FN(op_tanh_backward), \
        .op_sum = ANYRT_BACKEND_FN(op_sum), \
        .op_mean = ANYRT_BACKEND_FN(op_mean), \
        .op_prod = ANYRT_BACKEND_FN(op_prod), \
        .op_amax = ANYRT_BACKEND_FN(op_amax), \
        .op_amin = ANYRT_BACKEND_FN(op_amin), \
        .op_norm = ANYRT_BACKEND_FN(op_norm), \
        .op_any = ANYRT_BACKEND_FN(op_any), \
        .op_all = ANYRT_BACKEND_FN(op_all), \
        .op_count_nonzero = ANYRT_BACKEND_FN(op_count_nonzero), \
        .op_cast = ANYRT_BACKEND_FN(op_cast), \
        .op_uniform = ANYRT_BACKEND_FN(op_uniform), \
        .op_normal = ANYRT_BACKEND_FN(op_normal), \
        .op_bernoulli = ANYRT_BACKEND_FN(op_bernoulli), \
        .op_randint = ANYRT_BACKEND_FN(op_randint), \
        .op_masked_fill = ANYRT_BACKEND_FN(op_masked_fill), \
        .op_arange = ANYRT_BACKEND_FN(op_arange), \
        .op_tril = ANYRT_BACKEND_FN(op_tril), \
        .op_triu = ANYRT_BACKEND_FN(op_triu), \
        .op_one_hot = ANYRT_BACKEND_FN(op_one_hot), \
        .op_gather = ANYRT_BACKEND_FN(op_gather), \
        .op_index_select = ANYRT_BACKEND_FN(op_index_select), \
        .op_scatter = ANYRT_BACKEND_FN(op_scatter), \
        .op_scatter_add = ANYRT_BACKEND_FN(op_scatter_add), \
        .op_index_add = ANYRT_BACKEND_FN(op_index_add), \
        .op_cumsum = ANYRT_BACKEND_FN(op_cumsum), \
        .op_cumprod = ANYRT_BACKEND_FN(op_cumprod), \
        .op_topk = ANYRT_BACKEND_FN(op_topk), \
        .op_sort = ANYRT_BACKEND_FN(op_sort), \
        .op_argsort = ANYRT_BACKEND_FN(op_argsort), \
        .op_argmax = ANYRT_BACKEND_FN(op_argmax), \
        .op_argmin = ANYRT_BACKEND_FN(op_argmin), \
        .op_histc = ANYRT_BACKEND_FN(op_histc), \
        .op_softmax_backward = ANYRT_BACKEND_FN(op_softmax_backward), \
        .op_log_softmax_backward = ANYRT_BACKEND_FN(op_log_softmax_backward), \
        .op_layer_norm_backward = ANYRT_BACKEND_FN(op_layer_norm_backward), \
        .op_rms_norm_backward = ANYRT_BACKEND_FN(op_rms_norm_backward), \
        .op_nll_loss = ANYRT_BACKEND_FN(op_nll_loss), \
        .op_cross_entropy_backward = ANYRT_BACKEND_FN(op_cross_entropy_backward), \
        .op_nll_loss_backward = ANYRT_BACKEND_FN(op_nll_loss_backward), \
        .op_embedding_backward = ANYRT_BACKEND_FN(op_embedding_backward), \
        .op_conv_backward_data = ANYRT_BACKEND_FN(op_conv_backward_data), \
        .op_conv_backward_filter = ANYRT_BACKEND_FN(op_conv_backward_filter), \
        .op_max_pool = ANYRT_BACKEND_FN(op_max_pool), \
        .op_max_pool_backward = ANYRT_BACKEND_FN(op_max_pool_backward), \
        .op_avg_pool = ANYRT_BACKEND_FN(op_avg_pool), \
        .op_avg_pool_backward = ANYRT_BACKEND_FN(op_avg_pool_backward), \
        .op_batch_norm = ANYRT_BACKEND_FN(op_batch_norm), \
        .op_batch_norm_inference = ANYRT_BACKEND_FN(op_batch_norm_inference), \
        .op_batch_norm_backward = ANYRT_BACKEND_FN(op_batch_norm_backward), \
        .op_adamw_step = ANYRT_BACKEND_FN(op_adamw_step), \
        .op_sgd_step = ANYRT_BACKEND_FN(op_sgd_step), \
        .device_properties = ANYRT_BACKEND_FN(device_properties), \
        .device_get_native_handle = ANYRT_BACKEND_FN(device_get_native_handle), \
        .context_get_native_handle = ANYRT_BACKEND_FN(context_get_native_handle), \
        .stream_get_native_handle = ANYRT_BACKEND_FN(stream_get_native_handle), \
        .create_stream_with_priority = ANYRT_BACKEND_FN(create_stream_with_priority), \
        .get_stream_priority_range = ANYRT_BACKEND_FN(get_stream_priority_range), \
        .get_stream_priority = ANYRT_BACKEND_FN(get_stream_priority), \
        .native_capture_begin = ANYRT_BACKEND_FN(native_capture_begin), \
        .native_capture_end = ANYRT_BACKEND_FN(native_capture_end), \
        .native_graph_instantiate = ANYRT_BACKEND_FN(native_graph_instantiate), \
        .native_graph_launch = ANYRT_BACKEND_FN(native_graph_launch), \
        .native_graph_exec_update = ANYRT_BACKEND_FN(native_graph_exec_update), \
        .native_graph_destroy = ANYRT_BACKEND_FN(native_graph_destroy), \
        .native_graph_exec_destroy = ANYRT_BACKEND_FN(native_graph_exec_destroy), \
        .all_to_all = ANYRT_BACKEND_FN(all_to_all), \
        .all_to_allv = ANYRT_BACKEND_FN(all_to_allv), \
        .all_gather_v = ANYRT_BACKEND_FN(all_gather_v), \
        .reduce_scatter_v = ANYRT_BACKEND_FN(reduce_scatter_v), \
        .ccl_gather = ANYRT_BACKEND_FN(ccl_gather), \
        .ccl_scatter = ANYRT_BACKEND_FN(ccl_scatter), \
        .comm_split = ANYRT_BACKEND_FN(comm_split), \
        .module_load = ANYRT_BACKEND_FN(module_load), \
        .module_unload = ANYRT_BACKEND_FN(module_unload), \
        .module_get_function = ANYRT_BACKEND_FN(module_get_function), \
        .launch_kernel = ANYRT_BACKEND_FN(launch_kernel), \
        .op_var = ANYRT_BACKEND_FN(op_var), \
        .op_std = ANYRT_BACKEND_FN(op_std), \
        .op_logsumexp = ANYRT_BACKEND_FN(op_logsumexp), \
        .op_isin = ANYRT_BACKEND_FN(op_isin), \
        .op_nonzero = ANYRT_BACKEND_FN(op_nonzero), \
        .op_masked_select = ANYRT_BACKEND_FN(op_masked_select), \
        .op_linspace = ANYRT_BACKEND_FN(op_linspace), \
        .native_exchange_capture_mode = ANYRT_BACKEND_FN(native_exchange_capture_mode), \
        .op_relu6 = ANYRT_BACKEND_FN(op_relu6), \
        .op_softsign = ANYRT_BACKEND_FN(op_softsign), \
        .op_tanhshrink = ANYRT_BACKEND_FN(op_tanhshrink), \
        .op_selu = ANYRT_BACKEND_FN(op_selu), \
        .op_logaddexp2 = ANYRT_BACKEND_FN(op_logaddexp2), \
        .op_bitwise_right_shift = ANYRT_BACKEND_FN(op_bitwise_right_shift), \
        .op_broadcast_to = ANYRT_BACKEND_FN(op_broadcast_to), \
        .op_hardsigmoid = ANYRT_BACKEND_FN(op_hardsigmoid), \
        .op_mish = ANYRT_BACKEND_FN(op_mish), \
        .op_logsigmoid = ANYRT_BACKEND_FN(op_logsigmoid), \
        .op_frac = ANYRT_BACKEND_FN(op_frac), \
        .op_sinc = ANYRT_BACKEND_FN(op_sinc), \
        .op_signbit = ANYRT_BACKEND_FN(op_signbit), \
        .op_leaky_relu = ANYRT_BACKEND_FN(op_leaky_relu), \
        .op_elu = ANYRT_BACKEND_FN(op_elu), \
        .op_hardshrink = ANYRT_BACKEND_FN(op_hardshrink), \
        .op_softshrink = ANYRT_BACKEND_FN(op_softshrink), \
        .op_threshold = ANYRT_BACKEND_FN(op_threshold), \
        .op_nan_to_num = ANYRT_BACKEND_FN(op_nan_to_num), \
        .op_xlogy = ANYRT_BACKEND_FN(op_xlogy), \
        .op_xlog1py = ANYRT_BACKEND_FN(op_xlog1py), \
        .op_heaviside = ANYRT_BACKEND_FN(op_heaviside), \
    };                                                                                                    \
    __attribute__((visibility("default"))) anyrt_status_t ANYRT_BACKEND_ENTRY(                           \
        uint32_t core_abi_major, uint32_t core_abi_minor, const anyrt_backend_table_t** table) {         \
        (void)core_abi_minor; /* a newer core reads only our struct_size worth of slots */                \
        if (core_abi_major != ANYRT_ABI_MAJOR)                                                           \
            return ANYRT_BACKEND_FN(fail)(ANYRT_STATUS_ABI_MISMATCH, "%s: built for anyrt ABI %u.x, core is %u.x", \
                                          NAME, (unsigned)ANYRT_ABI_MAJOR, (unsigned)core_abi_major);     \
        if (table == NULL) return ANYRT_BACKEND_FN(fail)(ANYRT_STATUS_INVALID_VALUE, "%s: table is null", NAME); \
        *table = &anyrt_backend_table_;                                                                   \
        return ANYRT_STATUS_SUCCESS;                                                                      \
    }                                                                                                     \
    typedef int anyrt_backend_defined_ /* swallows the caller's semicolon */

#endif /* ANYRT_BACKEND_UTIL_H */
