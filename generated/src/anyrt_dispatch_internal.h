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
const char* anyrt__name_memcpy_kind(int v);
const char* anyrt__name_event_status(int v);
const char* anyrt__name_reduce_op(int v);
const char* anyrt__name_rope_algo(int v);
const char* anyrt__name_capture_mode(int v);
const char* anyrt__name_capture_status(int v);
const char* anyrt__name_memory_type(int v);
/* Argument domains: 1 if v is a value of the enum (of its bits, for a bitmask). */
int anyrt__valid_status(int v);
int anyrt__valid_device_kind(int v);
int anyrt__valid_dtype(int v);
int anyrt__valid_memcpy_kind(int v);
int anyrt__valid_event_status(int v);
int anyrt__valid_event_flags(int v);
int anyrt__valid_reduce_op(int v);
int anyrt__valid_rope_algo(int v);
int anyrt__valid_capture_mode(int v);
int anyrt__valid_capture_status(int v);
int anyrt__valid_memory_type(int v);
/* 1 if devices of this kind use the host's memory (spec/types.yaml `host_memory`), else 0. */
int anyrt__kind_host_memory(int kind);
int anyrt__missing_required(const anyrt_backend_table_t* table, size_t provided, char* missing, size_t cap);

/* Per handle kind: its wrapper, and the checks of a handle argument (anyrt_tables.c, on top of
 * handles.c's anyrt__unwrap_handle and anyrt__retire_handle). */
struct anyrt_stream_st { anyrt__handle_t h; };
anyrt_status_t anyrt__unwrap_stream(anyrt__call_t* call, const anyrt__target_t* t, const char* param, anyrt_stream_t handle,
    int nullable, int same_device, anyrt_backend_stream_t* raw);
anyrt_status_t anyrt__retire_stream(anyrt__call_t* call, anyrt_stream_t handle);
struct anyrt_event_st { anyrt__handle_t h; };
anyrt_status_t anyrt__unwrap_event(anyrt__call_t* call, const anyrt__target_t* t, const char* param, anyrt_event_t handle,
    int nullable, int same_device, anyrt_backend_event_t* raw);
anyrt_status_t anyrt__retire_event(anyrt__call_t* call, anyrt_event_t handle);
struct anyrt_comm_st { anyrt__handle_t h; };
anyrt_status_t anyrt__unwrap_comm(anyrt__call_t* call, const anyrt__target_t* t, const char* param, anyrt_comm_t handle,
    int nullable, int same_device, anyrt_backend_comm_t* raw);
anyrt_status_t anyrt__retire_comm(anyrt__call_t* call, anyrt_comm_t handle);
struct anyrt_op_handle_st { anyrt__handle_t h; };
anyrt_status_t anyrt__unwrap_op_handle(anyrt__call_t* call, const anyrt__target_t* t, const char* param, anyrt_op_handle_t handle,
    int nullable, int same_device, anyrt_backend_op_handle_t* raw);
anyrt_status_t anyrt__retire_op_handle(anyrt__call_t* call, anyrt_op_handle_t handle);
struct anyrt_tensor_desc_st { anyrt__handle_t h; };
anyrt_status_t anyrt__unwrap_tensor_desc(anyrt__call_t* call, const anyrt__target_t* t, const char* param, anyrt_tensor_desc_t handle,
    int nullable, int same_device, anyrt_backend_tensor_desc_t* raw);
anyrt_status_t anyrt__retire_tensor_desc(anyrt__call_t* call, anyrt_tensor_desc_t handle);
struct anyrt_graph_st { anyrt__handle_t h; };
anyrt_status_t anyrt__unwrap_graph(anyrt__call_t* call, const anyrt__target_t* t, const char* param, anyrt_graph_t handle,
    int nullable, int same_device, anyrt_backend_graph_t* raw);
anyrt_status_t anyrt__retire_graph(anyrt__call_t* call, anyrt_graph_t handle);
struct anyrt_graph_exec_st { anyrt__handle_t h; };
anyrt_status_t anyrt__unwrap_graph_exec(anyrt__call_t* call, const anyrt__target_t* t, const char* param, anyrt_graph_exec_t handle,
    int nullable, int same_device, anyrt_backend_graph_exec_t* raw);
anyrt_status_t anyrt__retire_graph_exec(anyrt__call_t* call, anyrt_graph_exec_t handle);
struct anyrt_op_desc_st { anyrt__handle_t h; };
anyrt_status_t anyrt__unwrap_op_desc(anyrt__call_t* call, const anyrt__target_t* t, const char* param, anyrt_op_desc_t handle,
    int nullable, int same_device, anyrt_backend_op_desc_t* raw);
anyrt_status_t anyrt__retire_op_desc(anyrt__call_t* call, anyrt_op_desc_t handle);
struct anyrt_module_st { anyrt__handle_t h; };
anyrt_status_t anyrt__unwrap_module(anyrt__call_t* call, const anyrt__target_t* t, const char* param, anyrt_module_t handle,
    int nullable, int same_device, anyrt_backend_module_t* raw);
anyrt_status_t anyrt__retire_module(anyrt__call_t* call, anyrt_module_t handle);

anyrt_status_t anyrt__impl_initialize(anyrt__call_t* call, const anyrt__target_t* t);
anyrt_status_t anyrt__impl_finalize(anyrt__call_t* call, const anyrt__target_t* t);
anyrt_status_t anyrt__impl_init_device(anyrt__call_t* call, const anyrt__target_t* t);
anyrt_status_t anyrt__impl_deinit_device(anyrt__call_t* call, const anyrt__target_t* t);
anyrt_status_t anyrt__impl_get_device_count(anyrt__call_t* call, const anyrt__target_t* t, int* count);
anyrt_status_t anyrt__impl_get_device_list(anyrt__call_t* call, const anyrt__target_t* t, size_t* devices, size_t capacity);
anyrt_status_t anyrt__impl_set_device(anyrt__call_t* call, const anyrt__target_t* t);
anyrt_status_t anyrt__impl_synchronize_device(anyrt__call_t* call, const anyrt__target_t* t);
anyrt_status_t anyrt__impl_get_compute_capability(anyrt__call_t* call, const anyrt__target_t* t, size_t* capability);
anyrt_status_t anyrt__impl_get_runtime_version(anyrt__call_t* call, const anyrt__target_t* t, size_t* version);
anyrt_status_t anyrt__impl_get_driver_version(anyrt__call_t* call, const anyrt__target_t* t, size_t* version);
anyrt_status_t anyrt__impl_malloc(anyrt__call_t* call, const anyrt__target_t* t, void** ptr, size_t size);
anyrt_status_t anyrt__impl_free(anyrt__call_t* call, const anyrt__target_t* t, void* ptr, size_t size);
anyrt_status_t anyrt__impl_malloc_host(anyrt__call_t* call, const anyrt__target_t* t, void** ptr, size_t size);
anyrt_status_t anyrt__impl_free_host(anyrt__call_t* call, const anyrt__target_t* t, void* ptr, size_t size);
anyrt_status_t anyrt__impl_malloc_unified(anyrt__call_t* call, const anyrt__target_t* t, void** ptr, size_t size);
anyrt_status_t anyrt__impl_free_unified(anyrt__call_t* call, const anyrt__target_t* t, void* ptr, size_t size);
anyrt_status_t anyrt__impl_memcpy(anyrt__call_t* call, const anyrt__target_t* t, void* dst, const void* src, size_t size, anyrt_memcpy_kind_t kind);
anyrt_status_t anyrt__impl_memcpy_async(anyrt__call_t* call, const anyrt__target_t* t, void* dst, const void* src, size_t size, anyrt_memcpy_kind_t kind, anyrt_backend_stream_t stream);
anyrt_status_t anyrt__impl_memcpy_peer(anyrt__call_t* call, const anyrt__target_t* t, void* dst, const void* src, int src_device, size_t size);
anyrt_status_t anyrt__impl_memcpy_peer_async(anyrt__call_t* call, const anyrt__target_t* t, void* dst, int dst_device, const void* src, int src_device, size_t size, anyrt_backend_stream_t stream);
anyrt_status_t anyrt__impl_memset(anyrt__call_t* call, const anyrt__target_t* t, void* ptr, uint8_t value, size_t size);
anyrt_status_t anyrt__impl_memset_async(anyrt__call_t* call, const anyrt__target_t* t, void* ptr, uint8_t value, size_t size, anyrt_backend_stream_t stream);
anyrt_status_t anyrt__impl_get_memory_info(anyrt__call_t* call, const anyrt__target_t* t, size_t* free_bytes, size_t* total_bytes);
anyrt_status_t anyrt__impl_min_chunk_size(anyrt__call_t* call, const anyrt__target_t* t, size_t* size);
anyrt_status_t anyrt__impl_max_chunk_size(anyrt__call_t* call, const anyrt__target_t* t, size_t* size);
anyrt_status_t anyrt__impl_max_alloc_size(anyrt__call_t* call, const anyrt__target_t* t, size_t* size);
anyrt_status_t anyrt__impl_extra_padding_size(anyrt__call_t* call, const anyrt__target_t* t, size_t* size);
anyrt_status_t anyrt__impl_init_alloc_size(anyrt__call_t* call, const anyrt__target_t* t, size_t* size);
anyrt_status_t anyrt__impl_realloc_size(anyrt__call_t* call, const anyrt__target_t* t, size_t* size);
anyrt_status_t anyrt__impl_malloc_async(anyrt__call_t* call, const anyrt__target_t* t, void** ptr, size_t size, anyrt_backend_stream_t stream);
anyrt_status_t anyrt__impl_free_async(anyrt__call_t* call, const anyrt__target_t* t, void* ptr, size_t size, anyrt_backend_stream_t stream);
anyrt_status_t anyrt__impl_create_stream(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t* stream);
anyrt_status_t anyrt__impl_destroy_stream(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t stream);
anyrt_status_t anyrt__impl_query_stream(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t stream);
anyrt_status_t anyrt__impl_synchronize_stream(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t stream);
anyrt_status_t anyrt__impl_stream_add_callback(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t stream, anyrt_host_fn_t fn, void* user_data);
anyrt_status_t anyrt__impl_stream_wait_event(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t stream, anyrt_backend_event_t event);
anyrt_status_t anyrt__impl_create_event(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_event_t* event, anyrt_event_flags_t flags);
anyrt_status_t anyrt__impl_destroy_event(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_event_t event);
anyrt_status_t anyrt__impl_record_event(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_event_t event, anyrt_backend_stream_t stream);
anyrt_status_t anyrt__impl_query_event(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_event_t event);
anyrt_status_t anyrt__impl_synchronize_event(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_event_t event);
anyrt_status_t anyrt__impl_event_elapsed_time(anyrt__call_t* call, const anyrt__target_t* t, float* ms, anyrt_backend_event_t start, anyrt_backend_event_t end);
anyrt_status_t anyrt__impl_get_unique_id(anyrt__call_t* call, const anyrt__target_t* t, anyrt_unique_id_t* id);
anyrt_status_t anyrt__impl_comm_init_all(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_comm_t* comms, int ndevice, const int* device_ids);
anyrt_status_t anyrt__impl_comm_init_rank(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_comm_t* comm, int nranks, anyrt_unique_id_t id, int rank);
anyrt_status_t anyrt__impl_comm_destroy(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_comm_t comm);
anyrt_status_t anyrt__impl_comm_rank(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_comm_t comm, int* rank);
anyrt_status_t anyrt__impl_comm_size(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_comm_t comm, int* size);
anyrt_status_t anyrt__impl_all_reduce(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, anyrt_reduce_op_t op, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
anyrt_status_t anyrt__impl_broadcast(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, int root, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
anyrt_status_t anyrt__impl_reduce(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, anyrt_reduce_op_t op, int root, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
anyrt_status_t anyrt__impl_all_gather(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, size_t send_count, anyrt_dtype_t dtype, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
anyrt_status_t anyrt__impl_reduce_scatter(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, size_t recv_count, anyrt_dtype_t dtype, anyrt_reduce_op_t op, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
anyrt_status_t anyrt__impl_send(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, size_t count, anyrt_dtype_t dtype, int peer, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
anyrt_status_t anyrt__impl_recv(anyrt__call_t* call, const anyrt__target_t* t, void* recvbuf, size_t count, anyrt_dtype_t dtype, int peer, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
anyrt_status_t anyrt__impl_group_start(anyrt__call_t* call, const anyrt__target_t* t);
anyrt_status_t anyrt__impl_group_end(anyrt__call_t* call, const anyrt__target_t* t);
anyrt_status_t anyrt__impl_op_workspace_size(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch, size_t* size);
anyrt_status_t anyrt__impl_device_memory_host_accessible(anyrt__call_t* call, const anyrt__target_t* t, int* accessible);
anyrt_status_t anyrt__impl_op_gemm(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_add(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_sub(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_mul(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_relu(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_silu(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_sigmoid(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_swiglu(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_rms_norm(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_softmax(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_causal_softmax(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_rope(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_rearrange(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_random_sample(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_zeros(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_ones(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_comm_init_mpi(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_comm_t* comm, const void* mpi_comm, size_t mpi_comm_size);
anyrt_status_t anyrt__impl_op_add_rms_norm(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_cross_entropy(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_topksoftmax(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_topkrouter(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_mrope(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_per_tensor_quant_int8(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_per_tensor_dequant_int8(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_per_channel_quant_int8(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_dequantize_awq(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_dequantize_gptq(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_kv_caching(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_paged_caching(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_paged_attention(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_paged_attention_prefill(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_attention(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_random_sample_batch(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_silu_and_mul(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_embedding(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_gelu(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_gelutanh(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_quickgelu(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_tanh(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_erf(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_reciprocal(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_hardswish(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_softplus(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_hardtanh(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_clip(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_log_softmax(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_layer_norm(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_select_last_token_hidden(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_conv(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_abs(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_neg(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_sign(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_square(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_exp(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_exp2(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_expm1(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_log(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_log2(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_log10(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_log1p(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_sqrt(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_rsqrt(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_sin(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_cos(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_tan(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_asin(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_acos(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_atan(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_sinh(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_cosh(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_asinh(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_acosh(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_atanh(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_erfc(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_floor(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_ceil(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_round(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_trunc(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_bitwise_not(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_logical_not(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_isnan(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_isinf(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_isfinite(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_div(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_floor_divide(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_remainder(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_fmod(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_pow(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_maximum(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_minimum(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_fmax(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_fmin(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_atan2(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_hypot(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_copysign(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_logaddexp(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_bitwise_and(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_bitwise_or(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_bitwise_xor(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_eq(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_ne(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_lt(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_le(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_gt(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_ge(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_logical_and(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_logical_or(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_logical_xor(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_where(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_lerp(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_addcmul(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_addcdiv(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_relu_backward(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_silu_backward(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_gelu_backward(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_gelutanh_backward(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_sigmoid_backward(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_tanh_backward(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_sum(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_mean(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_prod(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_amax(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_amin(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_norm(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_any(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_all(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_count_nonzero(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_cast(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_uniform(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_normal(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_bernoulli(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_randint(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_masked_fill(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_arange(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_tril(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_triu(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_one_hot(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_gather(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_index_select(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_scatter(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_scatter_add(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_index_add(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_cumsum(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_cumprod(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_topk(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_sort(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_argsort(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_argmax(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_argmin(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_histc(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_softmax_backward(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_log_softmax_backward(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_layer_norm_backward(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_rms_norm_backward(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_nll_loss(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_cross_entropy_backward(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_nll_loss_backward(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_embedding_backward(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_conv_backward_data(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_conv_backward_filter(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_max_pool(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_max_pool_backward(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_avg_pool(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_avg_pool_backward(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_batch_norm(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_batch_norm_inference(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_batch_norm_backward(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_adamw_step(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_sgd_step(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_device_properties(anyrt__call_t* call, const anyrt__target_t* t, anyrt_device_properties_t* properties);
anyrt_status_t anyrt__impl_device_get_native_handle(anyrt__call_t* call, const anyrt__target_t* t, void** handle);
anyrt_status_t anyrt__impl_context_get_native_handle(anyrt__call_t* call, const anyrt__target_t* t, void** handle);
anyrt_status_t anyrt__impl_stream_get_native_handle(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t stream, void** handle);
anyrt_status_t anyrt__impl_create_stream_with_priority(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t* stream, int priority);
anyrt_status_t anyrt__impl_get_stream_priority_range(anyrt__call_t* call, const anyrt__target_t* t, int* least, int* greatest);
anyrt_status_t anyrt__impl_get_stream_priority(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t stream, int* priority);
anyrt_status_t anyrt__impl_native_capture_begin(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t stream, anyrt_capture_mode_t mode);
anyrt_status_t anyrt__impl_native_capture_end(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t stream, anyrt_backend_graph_t* graph);
anyrt_status_t anyrt__impl_native_graph_instantiate(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_graph_exec_t* exec, anyrt_backend_graph_t graph);
anyrt_status_t anyrt__impl_native_graph_launch(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_graph_exec_t exec, anyrt_backend_stream_t stream);
anyrt_status_t anyrt__impl_native_graph_exec_update(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_graph_exec_t exec, anyrt_backend_graph_t graph);
anyrt_status_t anyrt__impl_native_graph_destroy(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_graph_t graph);
anyrt_status_t anyrt__impl_native_graph_exec_destroy(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_graph_exec_t exec);
anyrt_status_t anyrt__impl_all_to_all(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
anyrt_status_t anyrt__impl_all_to_allv(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, const size_t* send_counts, const size_t* send_displs, void* recvbuf, const size_t* recv_counts, const size_t* recv_displs, int nranks, anyrt_dtype_t dtype, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
anyrt_status_t anyrt__impl_all_gather_v(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, const size_t* recv_counts, int nranks, anyrt_dtype_t dtype, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
anyrt_status_t anyrt__impl_reduce_scatter_v(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, const size_t* recv_counts, int nranks, anyrt_dtype_t dtype, anyrt_reduce_op_t op, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
anyrt_status_t anyrt__impl_ccl_gather(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, int root, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
anyrt_status_t anyrt__impl_ccl_scatter(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, int root, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
anyrt_status_t anyrt__impl_comm_split(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_comm_t comm, int color, int key, anyrt_backend_comm_t* newcomm);
anyrt_status_t anyrt__impl_module_load(anyrt__call_t* call, const anyrt__target_t* t, const void* image, size_t size, anyrt_backend_module_t* module);
anyrt_status_t anyrt__impl_module_unload(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_module_t module);
anyrt_status_t anyrt__impl_module_get_function(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_module_t module, const char* name, void** function);
anyrt_status_t anyrt__impl_launch_kernel(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t stream, anyrt_backend_module_t module, const void* function, int grid_x, int grid_y, int grid_z, int block_x, int block_y, int block_z, size_t shared_memory, const void** args, const size_t* arg_sizes, int nargs);
anyrt_status_t anyrt__impl_op_var(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_std(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_logsumexp(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_isin(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_nonzero(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_masked_select(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_linspace(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_native_exchange_capture_mode(anyrt__call_t* call, const anyrt__target_t* t, anyrt_capture_mode_t mode, anyrt_capture_mode_t* previous);
anyrt_status_t anyrt__impl_op_relu6(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_softsign(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_tanhshrink(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_selu(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_logaddexp2(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_bitwise_right_shift(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_broadcast_to(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_hardsigmoid(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_mish(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_logsigmoid(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_frac(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_sinc(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_signbit(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_leaky_relu(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_elu(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_hardshrink(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_softshrink(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_threshold(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_nan_to_num(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_xlogy(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_xlog1py(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
anyrt_status_t anyrt__impl_op_heaviside(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);

/* Fallbacks written by hand in runtime/core/fallbacks.c; each calls anyrt__note_fallback. */
anyrt_status_t anyrt__fallback_get_device_list(anyrt__call_t* call, const anyrt__target_t* t, size_t* devices, size_t capacity); /* identity_device_list */
anyrt_status_t anyrt__fallback_synchronize_device(anyrt__call_t* call, const anyrt__target_t* t); /* synchronize_all_streams */
anyrt_status_t anyrt__fallback_malloc_host(anyrt__call_t* call, const anyrt__target_t* t, void** ptr, size_t size); /* system_malloc */
anyrt_status_t anyrt__fallback_free_host(anyrt__call_t* call, const anyrt__target_t* t, void* ptr, size_t size); /* system_free */
anyrt_status_t anyrt__fallback_memcpy_peer(anyrt__call_t* call, const anyrt__target_t* t, void* dst, const void* src, int src_device, size_t size); /* host_staging_peer */
anyrt_status_t anyrt__fallback_memset(anyrt__call_t* call, const anyrt__target_t* t, void* ptr, uint8_t value, size_t size); /* host_staging_memset */
anyrt_status_t anyrt__fallback_max_alloc_size(anyrt__call_t* call, const anyrt__target_t* t, size_t* size); /* free_memory */
anyrt_status_t anyrt__fallback_create_stream(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t* stream); /* null_handle */
anyrt_status_t anyrt__fallback_synchronize_stream(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t stream); /* synchronize_device */
anyrt_status_t anyrt__fallback_stream_add_callback(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t stream, anyrt_host_fn_t fn, void* user_data); /* synchronize_then_call */
anyrt_status_t anyrt__fallback_stream_wait_event(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t stream, anyrt_backend_event_t event); /* host_wait_event */
anyrt_status_t anyrt__fallback_get_unique_id(anyrt__call_t* call, const anyrt__target_t* t, anyrt_unique_id_t* id); /* host_staged */
anyrt_status_t anyrt__fallback_comm_init_all(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_comm_t* comms, int ndevice, const int* device_ids); /* host_staged */
anyrt_status_t anyrt__fallback_comm_init_rank(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_comm_t* comm, int nranks, anyrt_unique_id_t id, int rank); /* host_staged */
anyrt_status_t anyrt__fallback_comm_destroy(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_comm_t comm); /* host_staged */
anyrt_status_t anyrt__fallback_comm_rank(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_comm_t comm, int* rank); /* host_staged */
anyrt_status_t anyrt__fallback_comm_size(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_comm_t comm, int* size); /* host_staged */
anyrt_status_t anyrt__fallback_all_reduce(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, anyrt_reduce_op_t op, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream); /* avg_via_sum */
anyrt_status_t anyrt__fallback_broadcast(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, int root, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream); /* host_staged */
anyrt_status_t anyrt__fallback_reduce(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, anyrt_reduce_op_t op, int root, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream); /* avg_via_sum */
anyrt_status_t anyrt__fallback_all_gather(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, size_t send_count, anyrt_dtype_t dtype, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream); /* host_staged */
anyrt_status_t anyrt__fallback_reduce_scatter(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, size_t recv_count, anyrt_dtype_t dtype, anyrt_reduce_op_t op, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream); /* avg_via_sum */
anyrt_status_t anyrt__fallback_send(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, size_t count, anyrt_dtype_t dtype, int peer, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream); /* host_staged */
anyrt_status_t anyrt__fallback_recv(anyrt__call_t* call, const anyrt__target_t* t, void* recvbuf, size_t count, anyrt_dtype_t dtype, int peer, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream); /* host_staged */
anyrt_status_t anyrt__fallback_group_start(anyrt__call_t* call, const anyrt__target_t* t); /* host_staged */
anyrt_status_t anyrt__fallback_group_end(anyrt__call_t* call, const anyrt__target_t* t); /* host_staged */
anyrt_status_t anyrt__fallback_comm_init_mpi(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_comm_t* comm, const void* mpi_comm, size_t mpi_comm_size); /* host_staged */
anyrt_status_t anyrt__fallback_device_properties(anyrt__call_t* call, const anyrt__target_t* t, anyrt_device_properties_t* properties); /* core_device_properties */
anyrt_status_t anyrt__fallback_create_stream_with_priority(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t* stream, int priority); /* clamp_priority */
anyrt_status_t anyrt__fallback_all_to_all(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream); /* via_send_recv */
anyrt_status_t anyrt__fallback_all_to_allv(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, const size_t* send_counts, const size_t* send_displs, void* recvbuf, const size_t* recv_counts, const size_t* recv_displs, int nranks, anyrt_dtype_t dtype, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream); /* via_send_recv */
anyrt_status_t anyrt__fallback_all_gather_v(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, const size_t* recv_counts, int nranks, anyrt_dtype_t dtype, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream); /* via_send_recv */
anyrt_status_t anyrt__fallback_reduce_scatter_v(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, const size_t* recv_counts, int nranks, anyrt_dtype_t dtype, anyrt_reduce_op_t op, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream); /* via_send_recv */
anyrt_status_t anyrt__fallback_ccl_gather(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, int root, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream); /* via_send_recv */
anyrt_status_t anyrt__fallback_ccl_scatter(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, int root, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream); /* via_send_recv */
anyrt_status_t anyrt__fallback_comm_split(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_comm_t comm, int color, int key, anyrt_backend_comm_t* newcomm); /* host_staged */

/* A stream-ordered call on a stream the core captures: recorded instead of run (anyrt_capture.c). */
anyrt_status_t anyrt__record_memcpy_async(anyrt__call_t* call, const anyrt__target_t* t, void* dst, const void* src, size_t size, anyrt_memcpy_kind_t kind, anyrt_backend_stream_t stream);
anyrt_status_t anyrt__record_memcpy_peer_async(anyrt__call_t* call, const anyrt__target_t* t, void* dst, int dst_device, const void* src, int src_device, size_t size, anyrt_backend_stream_t stream);
anyrt_status_t anyrt__record_memset_async(anyrt__call_t* call, const anyrt__target_t* t, void* ptr, uint8_t value, size_t size, anyrt_backend_stream_t stream);
anyrt_status_t anyrt__record_malloc_async(anyrt__call_t* call, const anyrt__target_t* t, void** ptr, size_t size, anyrt_backend_stream_t stream);
anyrt_status_t anyrt__record_free_async(anyrt__call_t* call, const anyrt__target_t* t, void* ptr, size_t size, anyrt_backend_stream_t stream);
anyrt_status_t anyrt__record_stream_add_callback(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t stream, anyrt_host_fn_t fn, void* user_data);
anyrt_status_t anyrt__record_stream_wait_event(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t stream, anyrt_backend_event_t event);
anyrt_status_t anyrt__record_record_event(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_event_t event, anyrt_backend_stream_t stream);
anyrt_status_t anyrt__record_all_reduce(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, anyrt_reduce_op_t op, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
anyrt_status_t anyrt__record_broadcast(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, int root, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
anyrt_status_t anyrt__record_reduce(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, anyrt_reduce_op_t op, int root, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
anyrt_status_t anyrt__record_all_gather(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, size_t send_count, anyrt_dtype_t dtype, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
anyrt_status_t anyrt__record_reduce_scatter(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, size_t recv_count, anyrt_dtype_t dtype, anyrt_reduce_op_t op, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
anyrt_status_t anyrt__record_send(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, size_t count, anyrt_dtype_t dtype, int peer, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
anyrt_status_t anyrt__record_recv(anyrt__call_t* call, const anyrt__target_t* t, void* recvbuf, size_t count, anyrt_dtype_t dtype, int peer, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
anyrt_status_t anyrt__record_all_to_all(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
anyrt_status_t anyrt__record_all_to_allv(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, const size_t* send_counts, const size_t* send_displs, void* recvbuf, const size_t* recv_counts, const size_t* recv_displs, int nranks, anyrt_dtype_t dtype, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
anyrt_status_t anyrt__record_all_gather_v(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, const size_t* recv_counts, int nranks, anyrt_dtype_t dtype, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
anyrt_status_t anyrt__record_reduce_scatter_v(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, const size_t* recv_counts, int nranks, anyrt_dtype_t dtype, anyrt_reduce_op_t op, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
anyrt_status_t anyrt__record_ccl_gather(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, int root, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
anyrt_status_t anyrt__record_ccl_scatter(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, int root, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
anyrt_status_t anyrt__record_launch_kernel(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t stream, anyrt_backend_module_t module, const void* function, int grid_x, int grid_y, int grid_z, int block_x, int block_y, int block_z, size_t shared_memory, const void** args, const size_t* arg_sizes, int nargs);

#endif /* ANYRT_DISPATCH_INTERNAL_H_ */
