/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* Contract between the generated part of the Paddle Custom Device plugin (paddle_plugin.c: the
 * C_DeviceInterface layouts it fills, Paddle's C kernel API it resolves, the kernel entries and
 * their registration per release) and its hand-written part (runtime/compat/paddle_plugin_*.c:
 * one function per served field, one body per kernel). */
#ifndef ANYRT_PADDLE_PLUGIN_INTERNAL_H_
#define ANYRT_PADDLE_PLUGIN_INTERNAL_H_

#include "anyrt.h"
#include "paddle_device_ext.h"

/* The plugin loads libanyrt.so itself, from its own real path, at InitPlugin (ap__load_anyrt): a
 * DT_NEEDED entry would be looked up from the folder of the link Paddle opens ($ORIGIN is not
 * resolved through links), so a link in any CUSTOM_DEVICE_ROOT would fail to load. Every anyrt call
 * of the plugin goes through this table; the macros below keep the hand-written code plain. */
typedef struct {
    __typeof__(&anyrt_init) anyrt_init;
    __typeof__(&anyrt_get_device_count) anyrt_get_device_count;
    __typeof__(&anyrt_get_all_device_count) anyrt_get_all_device_count;
    __typeof__(&anyrt_get_device_list) anyrt_get_device_list;
    __typeof__(&anyrt_set_device) anyrt_set_device;
    __typeof__(&anyrt_get_device) anyrt_get_device;
    __typeof__(&anyrt_synchronize_device) anyrt_synchronize_device;
    __typeof__(&anyrt_get_compute_capability) anyrt_get_compute_capability;
    __typeof__(&anyrt_get_runtime_version) anyrt_get_runtime_version;
    __typeof__(&anyrt_get_driver_version) anyrt_get_driver_version;
    __typeof__(&anyrt_get_device_memory_host_accessible) anyrt_get_device_memory_host_accessible;
    __typeof__(&anyrt_get_last_error) anyrt_get_last_error;
    __typeof__(&anyrt_get_backend_count) anyrt_get_backend_count;
    __typeof__(&anyrt_get_backend_info) anyrt_get_backend_info;
    __typeof__(&anyrt_backend_has_slot) anyrt_backend_has_slot;
    __typeof__(&anyrt_fallback_serial) anyrt_fallback_serial;
    __typeof__(&anyrt_get_fallback) anyrt_get_fallback;
    __typeof__(&anyrt_shutdown) anyrt_shutdown;
    __typeof__(&anyrt_set_call_site) anyrt_set_call_site;
    __typeof__(&anyrt_get_device_properties) anyrt_get_device_properties;
    __typeof__(&anyrt_device_get_native_handle) anyrt_device_get_native_handle;
    __typeof__(&anyrt_context_get_native_handle) anyrt_context_get_native_handle;
    __typeof__(&anyrt_trace_start) anyrt_trace_start;
    __typeof__(&anyrt_trace_stop) anyrt_trace_stop;
    __typeof__(&anyrt_trace_next) anyrt_trace_next;
    __typeof__(&anyrt_malloc) anyrt_malloc;
    __typeof__(&anyrt_free) anyrt_free;
    __typeof__(&anyrt_malloc_host) anyrt_malloc_host;
    __typeof__(&anyrt_free_host) anyrt_free_host;
    __typeof__(&anyrt_malloc_unified) anyrt_malloc_unified;
    __typeof__(&anyrt_free_unified) anyrt_free_unified;
    __typeof__(&anyrt_memcpy) anyrt_memcpy;
    __typeof__(&anyrt_memcpy_async) anyrt_memcpy_async;
    __typeof__(&anyrt_memcpy_peer) anyrt_memcpy_peer;
    __typeof__(&anyrt_memcpy_peer_async) anyrt_memcpy_peer_async;
    __typeof__(&anyrt_memset) anyrt_memset;
    __typeof__(&anyrt_memset_async) anyrt_memset_async;
    __typeof__(&anyrt_get_memory_info) anyrt_get_memory_info;
    __typeof__(&anyrt_get_memory_stats) anyrt_get_memory_stats;
    __typeof__(&anyrt_reset_peak_memory_stats) anyrt_reset_peak_memory_stats;
    __typeof__(&anyrt_min_chunk_size) anyrt_min_chunk_size;
    __typeof__(&anyrt_max_chunk_size) anyrt_max_chunk_size;
    __typeof__(&anyrt_max_alloc_size) anyrt_max_alloc_size;
    __typeof__(&anyrt_extra_padding_size) anyrt_extra_padding_size;
    __typeof__(&anyrt_init_alloc_size) anyrt_init_alloc_size;
    __typeof__(&anyrt_realloc_size) anyrt_realloc_size;
    __typeof__(&anyrt_malloc_async) anyrt_malloc_async;
    __typeof__(&anyrt_free_async) anyrt_free_async;
    __typeof__(&anyrt_pointer_get_attributes) anyrt_pointer_get_attributes;
    __typeof__(&anyrt_create_stream) anyrt_create_stream;
    __typeof__(&anyrt_destroy_stream) anyrt_destroy_stream;
    __typeof__(&anyrt_query_stream) anyrt_query_stream;
    __typeof__(&anyrt_synchronize_stream) anyrt_synchronize_stream;
    __typeof__(&anyrt_stream_add_callback) anyrt_stream_add_callback;
    __typeof__(&anyrt_stream_wait_event) anyrt_stream_wait_event;
    __typeof__(&anyrt_set_stream) anyrt_set_stream;
    __typeof__(&anyrt_get_stream) anyrt_get_stream;
    __typeof__(&anyrt_get_default_stream) anyrt_get_default_stream;
    __typeof__(&anyrt_stream_get_native_handle) anyrt_stream_get_native_handle;
    __typeof__(&anyrt_create_stream_with_priority) anyrt_create_stream_with_priority;
    __typeof__(&anyrt_get_stream_priority_range) anyrt_get_stream_priority_range;
    __typeof__(&anyrt_get_stream_priority) anyrt_get_stream_priority;
    __typeof__(&anyrt_stream_begin_capture) anyrt_stream_begin_capture;
    __typeof__(&anyrt_stream_end_capture) anyrt_stream_end_capture;
    __typeof__(&anyrt_stream_get_capture_status) anyrt_stream_get_capture_status;
    __typeof__(&anyrt_thread_exchange_capture_mode) anyrt_thread_exchange_capture_mode;
    __typeof__(&anyrt_graph_instantiate) anyrt_graph_instantiate;
    __typeof__(&anyrt_graph_launch) anyrt_graph_launch;
    __typeof__(&anyrt_graph_exec_update) anyrt_graph_exec_update;
    __typeof__(&anyrt_graph_destroy) anyrt_graph_destroy;
    __typeof__(&anyrt_graph_exec_destroy) anyrt_graph_exec_destroy;
    __typeof__(&anyrt_create_event) anyrt_create_event;
    __typeof__(&anyrt_destroy_event) anyrt_destroy_event;
    __typeof__(&anyrt_record_event) anyrt_record_event;
    __typeof__(&anyrt_query_event) anyrt_query_event;
    __typeof__(&anyrt_synchronize_event) anyrt_synchronize_event;
    __typeof__(&anyrt_event_elapsed_time) anyrt_event_elapsed_time;
    __typeof__(&anyrt_get_unique_id) anyrt_get_unique_id;
    __typeof__(&anyrt_comm_init_all) anyrt_comm_init_all;
    __typeof__(&anyrt_comm_init_rank) anyrt_comm_init_rank;
    __typeof__(&anyrt_comm_init_mpi) anyrt_comm_init_mpi;
    __typeof__(&anyrt_comm_destroy) anyrt_comm_destroy;
    __typeof__(&anyrt_comm_rank) anyrt_comm_rank;
    __typeof__(&anyrt_comm_size) anyrt_comm_size;
    __typeof__(&anyrt_all_reduce) anyrt_all_reduce;
    __typeof__(&anyrt_broadcast) anyrt_broadcast;
    __typeof__(&anyrt_reduce) anyrt_reduce;
    __typeof__(&anyrt_all_gather) anyrt_all_gather;
    __typeof__(&anyrt_reduce_scatter) anyrt_reduce_scatter;
    __typeof__(&anyrt_send) anyrt_send;
    __typeof__(&anyrt_recv) anyrt_recv;
    __typeof__(&anyrt_group_start) anyrt_group_start;
    __typeof__(&anyrt_group_end) anyrt_group_end;
    __typeof__(&anyrt_all_to_all) anyrt_all_to_all;
    __typeof__(&anyrt_all_to_allv) anyrt_all_to_allv;
    __typeof__(&anyrt_all_gather_v) anyrt_all_gather_v;
    __typeof__(&anyrt_reduce_scatter_v) anyrt_reduce_scatter_v;
    __typeof__(&anyrt_ccl_gather) anyrt_ccl_gather;
    __typeof__(&anyrt_ccl_scatter) anyrt_ccl_scatter;
    __typeof__(&anyrt_comm_split) anyrt_comm_split;
    __typeof__(&anyrt_create_op_handle) anyrt_create_op_handle;
    __typeof__(&anyrt_destroy_op_handle) anyrt_destroy_op_handle;
    __typeof__(&anyrt_create_tensor_desc) anyrt_create_tensor_desc;
    __typeof__(&anyrt_get_tensor_desc_dim) anyrt_get_tensor_desc_dim;
    __typeof__(&anyrt_get_tensor_desc_info) anyrt_get_tensor_desc_info;
    __typeof__(&anyrt_destroy_tensor_desc) anyrt_destroy_tensor_desc;
    __typeof__(&anyrt_get_op_workspace_size) anyrt_get_op_workspace_size;
    __typeof__(&anyrt_destroy_op_desc) anyrt_destroy_op_desc;
    __typeof__(&anyrt_module_load) anyrt_module_load;
    __typeof__(&anyrt_module_unload) anyrt_module_unload;
    __typeof__(&anyrt_module_get_function) anyrt_module_get_function;
    __typeof__(&anyrt_launch_kernel) anyrt_launch_kernel;
    __typeof__(&anyrt_create_gemm_descriptor) anyrt_create_gemm_descriptor;
    __typeof__(&anyrt_gemm) anyrt_gemm;
    __typeof__(&anyrt_create_add_descriptor) anyrt_create_add_descriptor;
    __typeof__(&anyrt_add) anyrt_add;
    __typeof__(&anyrt_create_sub_descriptor) anyrt_create_sub_descriptor;
    __typeof__(&anyrt_sub) anyrt_sub;
    __typeof__(&anyrt_create_mul_descriptor) anyrt_create_mul_descriptor;
    __typeof__(&anyrt_mul) anyrt_mul;
    __typeof__(&anyrt_create_relu_descriptor) anyrt_create_relu_descriptor;
    __typeof__(&anyrt_relu) anyrt_relu;
    __typeof__(&anyrt_create_silu_descriptor) anyrt_create_silu_descriptor;
    __typeof__(&anyrt_silu) anyrt_silu;
    __typeof__(&anyrt_create_sigmoid_descriptor) anyrt_create_sigmoid_descriptor;
    __typeof__(&anyrt_sigmoid) anyrt_sigmoid;
    __typeof__(&anyrt_create_swiglu_descriptor) anyrt_create_swiglu_descriptor;
    __typeof__(&anyrt_swiglu) anyrt_swiglu;
    __typeof__(&anyrt_create_rms_norm_descriptor) anyrt_create_rms_norm_descriptor;
    __typeof__(&anyrt_rms_norm) anyrt_rms_norm;
    __typeof__(&anyrt_create_softmax_descriptor) anyrt_create_softmax_descriptor;
    __typeof__(&anyrt_softmax) anyrt_softmax;
    __typeof__(&anyrt_create_causal_softmax_descriptor) anyrt_create_causal_softmax_descriptor;
    __typeof__(&anyrt_causal_softmax) anyrt_causal_softmax;
    __typeof__(&anyrt_create_rope_descriptor) anyrt_create_rope_descriptor;
    __typeof__(&anyrt_rope) anyrt_rope;
    __typeof__(&anyrt_create_rearrange_descriptor) anyrt_create_rearrange_descriptor;
    __typeof__(&anyrt_rearrange) anyrt_rearrange;
    __typeof__(&anyrt_create_random_sample_descriptor) anyrt_create_random_sample_descriptor;
    __typeof__(&anyrt_random_sample) anyrt_random_sample;
    __typeof__(&anyrt_create_zeros_descriptor) anyrt_create_zeros_descriptor;
    __typeof__(&anyrt_zeros) anyrt_zeros;
    __typeof__(&anyrt_create_ones_descriptor) anyrt_create_ones_descriptor;
    __typeof__(&anyrt_ones) anyrt_ones;
    __typeof__(&anyrt_create_add_rms_norm_descriptor) anyrt_create_add_rms_norm_descriptor;
    __typeof__(&anyrt_add_rms_norm) anyrt_add_rms_norm;
    __typeof__(&anyrt_create_cross_entropy_descriptor) anyrt_create_cross_entropy_descriptor;
    __typeof__(&anyrt_cross_entropy) anyrt_cross_entropy;
    __typeof__(&anyrt_create_topksoftmax_descriptor) anyrt_create_topksoftmax_descriptor;
    __typeof__(&anyrt_topksoftmax) anyrt_topksoftmax;
    __typeof__(&anyrt_create_topkrouter_descriptor) anyrt_create_topkrouter_descriptor;
    __typeof__(&anyrt_topkrouter) anyrt_topkrouter;
    __typeof__(&anyrt_create_mrope_descriptor) anyrt_create_mrope_descriptor;
    __typeof__(&anyrt_mrope) anyrt_mrope;
    __typeof__(&anyrt_create_per_tensor_quant_int8_descriptor) anyrt_create_per_tensor_quant_int8_descriptor;
    __typeof__(&anyrt_per_tensor_quant_int8) anyrt_per_tensor_quant_int8;
    __typeof__(&anyrt_create_per_tensor_dequant_int8_descriptor) anyrt_create_per_tensor_dequant_int8_descriptor;
    __typeof__(&anyrt_per_tensor_dequant_int8) anyrt_per_tensor_dequant_int8;
    __typeof__(&anyrt_create_per_channel_quant_int8_descriptor) anyrt_create_per_channel_quant_int8_descriptor;
    __typeof__(&anyrt_per_channel_quant_int8) anyrt_per_channel_quant_int8;
    __typeof__(&anyrt_create_dequantize_awq_descriptor) anyrt_create_dequantize_awq_descriptor;
    __typeof__(&anyrt_dequantize_awq) anyrt_dequantize_awq;
    __typeof__(&anyrt_create_dequantize_gptq_descriptor) anyrt_create_dequantize_gptq_descriptor;
    __typeof__(&anyrt_dequantize_gptq) anyrt_dequantize_gptq;
    __typeof__(&anyrt_create_kv_caching_descriptor) anyrt_create_kv_caching_descriptor;
    __typeof__(&anyrt_kv_caching) anyrt_kv_caching;
    __typeof__(&anyrt_create_paged_caching_descriptor) anyrt_create_paged_caching_descriptor;
    __typeof__(&anyrt_paged_caching) anyrt_paged_caching;
    __typeof__(&anyrt_create_paged_attention_descriptor) anyrt_create_paged_attention_descriptor;
    __typeof__(&anyrt_paged_attention) anyrt_paged_attention;
    __typeof__(&anyrt_create_paged_attention_prefill_descriptor) anyrt_create_paged_attention_prefill_descriptor;
    __typeof__(&anyrt_paged_attention_prefill) anyrt_paged_attention_prefill;
    __typeof__(&anyrt_create_attention_descriptor) anyrt_create_attention_descriptor;
    __typeof__(&anyrt_attention) anyrt_attention;
    __typeof__(&anyrt_create_random_sample_batch_descriptor) anyrt_create_random_sample_batch_descriptor;
    __typeof__(&anyrt_random_sample_batch) anyrt_random_sample_batch;
    __typeof__(&anyrt_create_silu_and_mul_descriptor) anyrt_create_silu_and_mul_descriptor;
    __typeof__(&anyrt_silu_and_mul) anyrt_silu_and_mul;
    __typeof__(&anyrt_create_embedding_descriptor) anyrt_create_embedding_descriptor;
    __typeof__(&anyrt_embedding) anyrt_embedding;
    __typeof__(&anyrt_create_gelu_descriptor) anyrt_create_gelu_descriptor;
    __typeof__(&anyrt_gelu) anyrt_gelu;
    __typeof__(&anyrt_create_gelutanh_descriptor) anyrt_create_gelutanh_descriptor;
    __typeof__(&anyrt_gelutanh) anyrt_gelutanh;
    __typeof__(&anyrt_create_quickgelu_descriptor) anyrt_create_quickgelu_descriptor;
    __typeof__(&anyrt_quickgelu) anyrt_quickgelu;
    __typeof__(&anyrt_create_tanh_descriptor) anyrt_create_tanh_descriptor;
    __typeof__(&anyrt_tanh) anyrt_tanh;
    __typeof__(&anyrt_create_erf_descriptor) anyrt_create_erf_descriptor;
    __typeof__(&anyrt_erf) anyrt_erf;
    __typeof__(&anyrt_create_reciprocal_descriptor) anyrt_create_reciprocal_descriptor;
    __typeof__(&anyrt_reciprocal) anyrt_reciprocal;
    __typeof__(&anyrt_create_hardswish_descriptor) anyrt_create_hardswish_descriptor;
    __typeof__(&anyrt_hardswish) anyrt_hardswish;
    __typeof__(&anyrt_create_softplus_descriptor) anyrt_create_softplus_descriptor;
    __typeof__(&anyrt_softplus) anyrt_softplus;
    __typeof__(&anyrt_create_hardtanh_descriptor) anyrt_create_hardtanh_descriptor;
    __typeof__(&anyrt_hardtanh) anyrt_hardtanh;
    __typeof__(&anyrt_create_clip_descriptor) anyrt_create_clip_descriptor;
    __typeof__(&anyrt_clip) anyrt_clip;
    __typeof__(&anyrt_create_log_softmax_descriptor) anyrt_create_log_softmax_descriptor;
    __typeof__(&anyrt_log_softmax) anyrt_log_softmax;
    __typeof__(&anyrt_create_layer_norm_descriptor) anyrt_create_layer_norm_descriptor;
    __typeof__(&anyrt_layer_norm) anyrt_layer_norm;
    __typeof__(&anyrt_create_select_last_token_hidden_descriptor) anyrt_create_select_last_token_hidden_descriptor;
    __typeof__(&anyrt_select_last_token_hidden) anyrt_select_last_token_hidden;
    __typeof__(&anyrt_create_conv_descriptor) anyrt_create_conv_descriptor;
    __typeof__(&anyrt_conv) anyrt_conv;
    __typeof__(&anyrt_create_abs_descriptor) anyrt_create_abs_descriptor;
    __typeof__(&anyrt_abs) anyrt_abs;
    __typeof__(&anyrt_create_neg_descriptor) anyrt_create_neg_descriptor;
    __typeof__(&anyrt_neg) anyrt_neg;
    __typeof__(&anyrt_create_sign_descriptor) anyrt_create_sign_descriptor;
    __typeof__(&anyrt_sign) anyrt_sign;
    __typeof__(&anyrt_create_square_descriptor) anyrt_create_square_descriptor;
    __typeof__(&anyrt_square) anyrt_square;
    __typeof__(&anyrt_create_exp_descriptor) anyrt_create_exp_descriptor;
    __typeof__(&anyrt_exp) anyrt_exp;
    __typeof__(&anyrt_create_exp2_descriptor) anyrt_create_exp2_descriptor;
    __typeof__(&anyrt_exp2) anyrt_exp2;
    __typeof__(&anyrt_create_expm1_descriptor) anyrt_create_expm1_descriptor;
    __typeof__(&anyrt_expm1) anyrt_expm1;
    __typeof__(&anyrt_create_log_descriptor) anyrt_create_log_descriptor;
    __typeof__(&anyrt_log) anyrt_log;
    __typeof__(&anyrt_create_log2_descriptor) anyrt_create_log2_descriptor;
    __typeof__(&anyrt_log2) anyrt_log2;
    __typeof__(&anyrt_create_log10_descriptor) anyrt_create_log10_descriptor;
    __typeof__(&anyrt_log10) anyrt_log10;
    __typeof__(&anyrt_create_log1p_descriptor) anyrt_create_log1p_descriptor;
    __typeof__(&anyrt_log1p) anyrt_log1p;
    __typeof__(&anyrt_create_sqrt_descriptor) anyrt_create_sqrt_descriptor;
    __typeof__(&anyrt_sqrt) anyrt_sqrt;
    __typeof__(&anyrt_create_rsqrt_descriptor) anyrt_create_rsqrt_descriptor;
    __typeof__(&anyrt_rsqrt) anyrt_rsqrt;
    __typeof__(&anyrt_create_sin_descriptor) anyrt_create_sin_descriptor;
    __typeof__(&anyrt_sin) anyrt_sin;
    __typeof__(&anyrt_create_cos_descriptor) anyrt_create_cos_descriptor;
    __typeof__(&anyrt_cos) anyrt_cos;
    __typeof__(&anyrt_create_tan_descriptor) anyrt_create_tan_descriptor;
    __typeof__(&anyrt_tan) anyrt_tan;
    __typeof__(&anyrt_create_asin_descriptor) anyrt_create_asin_descriptor;
    __typeof__(&anyrt_asin) anyrt_asin;
    __typeof__(&anyrt_create_acos_descriptor) anyrt_create_acos_descriptor;
    __typeof__(&anyrt_acos) anyrt_acos;
    __typeof__(&anyrt_create_atan_descriptor) anyrt_create_atan_descriptor;
    __typeof__(&anyrt_atan) anyrt_atan;
    __typeof__(&anyrt_create_sinh_descriptor) anyrt_create_sinh_descriptor;
    __typeof__(&anyrt_sinh) anyrt_sinh;
    __typeof__(&anyrt_create_cosh_descriptor) anyrt_create_cosh_descriptor;
    __typeof__(&anyrt_cosh) anyrt_cosh;
    __typeof__(&anyrt_create_asinh_descriptor) anyrt_create_asinh_descriptor;
    __typeof__(&anyrt_asinh) anyrt_asinh;
    __typeof__(&anyrt_create_acosh_descriptor) anyrt_create_acosh_descriptor;
    __typeof__(&anyrt_acosh) anyrt_acosh;
    __typeof__(&anyrt_create_atanh_descriptor) anyrt_create_atanh_descriptor;
    __typeof__(&anyrt_atanh) anyrt_atanh;
    __typeof__(&anyrt_create_erfc_descriptor) anyrt_create_erfc_descriptor;
    __typeof__(&anyrt_erfc) anyrt_erfc;
    __typeof__(&anyrt_create_floor_descriptor) anyrt_create_floor_descriptor;
    __typeof__(&anyrt_floor) anyrt_floor;
    __typeof__(&anyrt_create_ceil_descriptor) anyrt_create_ceil_descriptor;
    __typeof__(&anyrt_ceil) anyrt_ceil;
    __typeof__(&anyrt_create_round_descriptor) anyrt_create_round_descriptor;
    __typeof__(&anyrt_round) anyrt_round;
    __typeof__(&anyrt_create_trunc_descriptor) anyrt_create_trunc_descriptor;
    __typeof__(&anyrt_trunc) anyrt_trunc;
    __typeof__(&anyrt_create_bitwise_not_descriptor) anyrt_create_bitwise_not_descriptor;
    __typeof__(&anyrt_bitwise_not) anyrt_bitwise_not;
    __typeof__(&anyrt_create_logical_not_descriptor) anyrt_create_logical_not_descriptor;
    __typeof__(&anyrt_logical_not) anyrt_logical_not;
    __typeof__(&anyrt_create_isnan_descriptor) anyrt_create_isnan_descriptor;
    __typeof__(&anyrt_isnan) anyrt_isnan;
    __typeof__(&anyrt_create_isinf_descriptor) anyrt_create_isinf_descriptor;
    __typeof__(&anyrt_isinf) anyrt_isinf;
    __typeof__(&anyrt_create_isfinite_descriptor) anyrt_create_isfinite_descriptor;
    __typeof__(&anyrt_isfinite) anyrt_isfinite;
    __typeof__(&anyrt_create_div_descriptor) anyrt_create_div_descriptor;
    __typeof__(&anyrt_div) anyrt_div;
    __typeof__(&anyrt_create_floor_divide_descriptor) anyrt_create_floor_divide_descriptor;
    __typeof__(&anyrt_floor_divide) anyrt_floor_divide;
    __typeof__(&anyrt_create_remainder_descriptor) anyrt_create_remainder_descriptor;
    __typeof__(&anyrt_remainder) anyrt_remainder;
    __typeof__(&anyrt_create_fmod_descriptor) anyrt_create_fmod_descriptor;
    __typeof__(&anyrt_fmod) anyrt_fmod;
    __typeof__(&anyrt_create_pow_descriptor) anyrt_create_pow_descriptor;
    __typeof__(&anyrt_pow) anyrt_pow;
    __typeof__(&anyrt_create_maximum_descriptor) anyrt_create_maximum_descriptor;
    __typeof__(&anyrt_maximum) anyrt_maximum;
    __typeof__(&anyrt_create_minimum_descriptor) anyrt_create_minimum_descriptor;
    __typeof__(&anyrt_minimum) anyrt_minimum;
    __typeof__(&anyrt_create_fmax_descriptor) anyrt_create_fmax_descriptor;
    __typeof__(&anyrt_fmax) anyrt_fmax;
    __typeof__(&anyrt_create_fmin_descriptor) anyrt_create_fmin_descriptor;
    __typeof__(&anyrt_fmin) anyrt_fmin;
    __typeof__(&anyrt_create_atan2_descriptor) anyrt_create_atan2_descriptor;
    __typeof__(&anyrt_atan2) anyrt_atan2;
    __typeof__(&anyrt_create_hypot_descriptor) anyrt_create_hypot_descriptor;
    __typeof__(&anyrt_hypot) anyrt_hypot;
    __typeof__(&anyrt_create_copysign_descriptor) anyrt_create_copysign_descriptor;
    __typeof__(&anyrt_copysign) anyrt_copysign;
    __typeof__(&anyrt_create_logaddexp_descriptor) anyrt_create_logaddexp_descriptor;
    __typeof__(&anyrt_logaddexp) anyrt_logaddexp;
    __typeof__(&anyrt_create_bitwise_and_descriptor) anyrt_create_bitwise_and_descriptor;
    __typeof__(&anyrt_bitwise_and) anyrt_bitwise_and;
    __typeof__(&anyrt_create_bitwise_or_descriptor) anyrt_create_bitwise_or_descriptor;
    __typeof__(&anyrt_bitwise_or) anyrt_bitwise_or;
    __typeof__(&anyrt_create_bitwise_xor_descriptor) anyrt_create_bitwise_xor_descriptor;
    __typeof__(&anyrt_bitwise_xor) anyrt_bitwise_xor;
    __typeof__(&anyrt_create_eq_descriptor) anyrt_create_eq_descriptor;
    __typeof__(&anyrt_eq) anyrt_eq;
    __typeof__(&anyrt_create_ne_descriptor) anyrt_create_ne_descriptor;
    __typeof__(&anyrt_ne) anyrt_ne;
    __typeof__(&anyrt_create_lt_descriptor) anyrt_create_lt_descriptor;
    __typeof__(&anyrt_lt) anyrt_lt;
    __typeof__(&anyrt_create_le_descriptor) anyrt_create_le_descriptor;
    __typeof__(&anyrt_le) anyrt_le;
    __typeof__(&anyrt_create_gt_descriptor) anyrt_create_gt_descriptor;
    __typeof__(&anyrt_gt) anyrt_gt;
    __typeof__(&anyrt_create_ge_descriptor) anyrt_create_ge_descriptor;
    __typeof__(&anyrt_ge) anyrt_ge;
    __typeof__(&anyrt_create_logical_and_descriptor) anyrt_create_logical_and_descriptor;
    __typeof__(&anyrt_logical_and) anyrt_logical_and;
    __typeof__(&anyrt_create_logical_or_descriptor) anyrt_create_logical_or_descriptor;
    __typeof__(&anyrt_logical_or) anyrt_logical_or;
    __typeof__(&anyrt_create_logical_xor_descriptor) anyrt_create_logical_xor_descriptor;
    __typeof__(&anyrt_logical_xor) anyrt_logical_xor;
    __typeof__(&anyrt_create_where_descriptor) anyrt_create_where_descriptor;
    __typeof__(&anyrt_where) anyrt_where;
    __typeof__(&anyrt_create_lerp_descriptor) anyrt_create_lerp_descriptor;
    __typeof__(&anyrt_lerp) anyrt_lerp;
    __typeof__(&anyrt_create_addcmul_descriptor) anyrt_create_addcmul_descriptor;
    __typeof__(&anyrt_addcmul) anyrt_addcmul;
    __typeof__(&anyrt_create_addcdiv_descriptor) anyrt_create_addcdiv_descriptor;
    __typeof__(&anyrt_addcdiv) anyrt_addcdiv;
    __typeof__(&anyrt_create_relu_backward_descriptor) anyrt_create_relu_backward_descriptor;
    __typeof__(&anyrt_relu_backward) anyrt_relu_backward;
    __typeof__(&anyrt_create_silu_backward_descriptor) anyrt_create_silu_backward_descriptor;
    __typeof__(&anyrt_silu_backward) anyrt_silu_backward;
    __typeof__(&anyrt_create_gelu_backward_descriptor) anyrt_create_gelu_backward_descriptor;
    __typeof__(&anyrt_gelu_backward) anyrt_gelu_backward;
    __typeof__(&anyrt_create_gelutanh_backward_descriptor) anyrt_create_gelutanh_backward_descriptor;
    __typeof__(&anyrt_gelutanh_backward) anyrt_gelutanh_backward;
    __typeof__(&anyrt_create_sigmoid_backward_descriptor) anyrt_create_sigmoid_backward_descriptor;
    __typeof__(&anyrt_sigmoid_backward) anyrt_sigmoid_backward;
    __typeof__(&anyrt_create_tanh_backward_descriptor) anyrt_create_tanh_backward_descriptor;
    __typeof__(&anyrt_tanh_backward) anyrt_tanh_backward;
    __typeof__(&anyrt_create_relu6_descriptor) anyrt_create_relu6_descriptor;
    __typeof__(&anyrt_relu6) anyrt_relu6;
    __typeof__(&anyrt_create_softsign_descriptor) anyrt_create_softsign_descriptor;
    __typeof__(&anyrt_softsign) anyrt_softsign;
    __typeof__(&anyrt_create_tanhshrink_descriptor) anyrt_create_tanhshrink_descriptor;
    __typeof__(&anyrt_tanhshrink) anyrt_tanhshrink;
    __typeof__(&anyrt_create_selu_descriptor) anyrt_create_selu_descriptor;
    __typeof__(&anyrt_selu) anyrt_selu;
    __typeof__(&anyrt_create_logaddexp2_descriptor) anyrt_create_logaddexp2_descriptor;
    __typeof__(&anyrt_logaddexp2) anyrt_logaddexp2;
    __typeof__(&anyrt_create_bitwise_right_shift_descriptor) anyrt_create_bitwise_right_shift_descriptor;
    __typeof__(&anyrt_bitwise_right_shift) anyrt_bitwise_right_shift;
    __typeof__(&anyrt_create_broadcast_to_descriptor) anyrt_create_broadcast_to_descriptor;
    __typeof__(&anyrt_broadcast_to) anyrt_broadcast_to;
    __typeof__(&anyrt_create_hardsigmoid_descriptor) anyrt_create_hardsigmoid_descriptor;
    __typeof__(&anyrt_hardsigmoid) anyrt_hardsigmoid;
    __typeof__(&anyrt_create_mish_descriptor) anyrt_create_mish_descriptor;
    __typeof__(&anyrt_mish) anyrt_mish;
    __typeof__(&anyrt_create_logsigmoid_descriptor) anyrt_create_logsigmoid_descriptor;
    __typeof__(&anyrt_logsigmoid) anyrt_logsigmoid;
    __typeof__(&anyrt_create_frac_descriptor) anyrt_create_frac_descriptor;
    __typeof__(&anyrt_frac) anyrt_frac;
    __typeof__(&anyrt_create_sinc_descriptor) anyrt_create_sinc_descriptor;
    __typeof__(&anyrt_sinc) anyrt_sinc;
    __typeof__(&anyrt_create_signbit_descriptor) anyrt_create_signbit_descriptor;
    __typeof__(&anyrt_signbit) anyrt_signbit;
    __typeof__(&anyrt_create_leaky_relu_descriptor) anyrt_create_leaky_relu_descriptor;
    __typeof__(&anyrt_leaky_relu) anyrt_leaky_relu;
    __typeof__(&anyrt_create_elu_descriptor) anyrt_create_elu_descriptor;
    __typeof__(&anyrt_elu) anyrt_elu;
    __typeof__(&anyrt_create_hardshrink_descriptor) anyrt_create_hardshrink_descriptor;
    __typeof__(&anyrt_hardshrink) anyrt_hardshrink;
    __typeof__(&anyrt_create_softshrink_descriptor) anyrt_create_softshrink_descriptor;
    __typeof__(&anyrt_softshrink) anyrt_softshrink;
    __typeof__(&anyrt_create_threshold_descriptor) anyrt_create_threshold_descriptor;
    __typeof__(&anyrt_threshold) anyrt_threshold;
    __typeof__(&anyrt_create_nan_to_num_descriptor) anyrt_create_nan_to_num_descriptor;
    __typeof__(&anyrt_nan_to_num) anyrt_nan_to_num;
    __typeof__(&anyrt_create_xlogy_descriptor) anyrt_create_xlogy_descriptor;
    __typeof__(&anyrt_xlogy) anyrt_xlogy;
    __typeof__(&anyrt_create_xlog1py_descriptor) anyrt_create_xlog1py_descriptor;
    __typeof__(&anyrt_xlog1py) anyrt_xlog1py;
    __typeof__(&anyrt_create_heaviside_descriptor) anyrt_create_heaviside_descriptor;
    __typeof__(&anyrt_heaviside) anyrt_heaviside;
    __typeof__(&anyrt_create_sum_descriptor) anyrt_create_sum_descriptor;
    __typeof__(&anyrt_sum) anyrt_sum;
    __typeof__(&anyrt_create_mean_descriptor) anyrt_create_mean_descriptor;
    __typeof__(&anyrt_mean) anyrt_mean;
    __typeof__(&anyrt_create_prod_descriptor) anyrt_create_prod_descriptor;
    __typeof__(&anyrt_prod) anyrt_prod;
    __typeof__(&anyrt_create_amax_descriptor) anyrt_create_amax_descriptor;
    __typeof__(&anyrt_amax) anyrt_amax;
    __typeof__(&anyrt_create_amin_descriptor) anyrt_create_amin_descriptor;
    __typeof__(&anyrt_amin) anyrt_amin;
    __typeof__(&anyrt_create_norm_descriptor) anyrt_create_norm_descriptor;
    __typeof__(&anyrt_norm) anyrt_norm;
    __typeof__(&anyrt_create_any_descriptor) anyrt_create_any_descriptor;
    __typeof__(&anyrt_any) anyrt_any;
    __typeof__(&anyrt_create_all_descriptor) anyrt_create_all_descriptor;
    __typeof__(&anyrt_all) anyrt_all;
    __typeof__(&anyrt_create_count_nonzero_descriptor) anyrt_create_count_nonzero_descriptor;
    __typeof__(&anyrt_count_nonzero) anyrt_count_nonzero;
    __typeof__(&anyrt_create_cast_descriptor) anyrt_create_cast_descriptor;
    __typeof__(&anyrt_cast) anyrt_cast;
    __typeof__(&anyrt_create_uniform_descriptor) anyrt_create_uniform_descriptor;
    __typeof__(&anyrt_uniform) anyrt_uniform;
    __typeof__(&anyrt_create_normal_descriptor) anyrt_create_normal_descriptor;
    __typeof__(&anyrt_normal) anyrt_normal;
    __typeof__(&anyrt_create_bernoulli_descriptor) anyrt_create_bernoulli_descriptor;
    __typeof__(&anyrt_bernoulli) anyrt_bernoulli;
    __typeof__(&anyrt_create_randint_descriptor) anyrt_create_randint_descriptor;
    __typeof__(&anyrt_randint) anyrt_randint;
    __typeof__(&anyrt_create_masked_fill_descriptor) anyrt_create_masked_fill_descriptor;
    __typeof__(&anyrt_masked_fill) anyrt_masked_fill;
    __typeof__(&anyrt_create_arange_descriptor) anyrt_create_arange_descriptor;
    __typeof__(&anyrt_arange) anyrt_arange;
    __typeof__(&anyrt_create_linspace_descriptor) anyrt_create_linspace_descriptor;
    __typeof__(&anyrt_linspace) anyrt_linspace;
    __typeof__(&anyrt_create_tril_descriptor) anyrt_create_tril_descriptor;
    __typeof__(&anyrt_tril) anyrt_tril;
    __typeof__(&anyrt_create_triu_descriptor) anyrt_create_triu_descriptor;
    __typeof__(&anyrt_triu) anyrt_triu;
    __typeof__(&anyrt_create_one_hot_descriptor) anyrt_create_one_hot_descriptor;
    __typeof__(&anyrt_one_hot) anyrt_one_hot;
    __typeof__(&anyrt_create_gather_descriptor) anyrt_create_gather_descriptor;
    __typeof__(&anyrt_gather) anyrt_gather;
    __typeof__(&anyrt_create_index_select_descriptor) anyrt_create_index_select_descriptor;
    __typeof__(&anyrt_index_select) anyrt_index_select;
    __typeof__(&anyrt_create_scatter_descriptor) anyrt_create_scatter_descriptor;
    __typeof__(&anyrt_scatter) anyrt_scatter;
    __typeof__(&anyrt_create_scatter_add_descriptor) anyrt_create_scatter_add_descriptor;
    __typeof__(&anyrt_scatter_add) anyrt_scatter_add;
    __typeof__(&anyrt_create_index_add_descriptor) anyrt_create_index_add_descriptor;
    __typeof__(&anyrt_index_add) anyrt_index_add;
    __typeof__(&anyrt_create_cumsum_descriptor) anyrt_create_cumsum_descriptor;
    __typeof__(&anyrt_cumsum) anyrt_cumsum;
    __typeof__(&anyrt_create_cumprod_descriptor) anyrt_create_cumprod_descriptor;
    __typeof__(&anyrt_cumprod) anyrt_cumprod;
    __typeof__(&anyrt_create_topk_descriptor) anyrt_create_topk_descriptor;
    __typeof__(&anyrt_topk) anyrt_topk;
    __typeof__(&anyrt_create_sort_descriptor) anyrt_create_sort_descriptor;
    __typeof__(&anyrt_sort) anyrt_sort;
    __typeof__(&anyrt_create_argsort_descriptor) anyrt_create_argsort_descriptor;
    __typeof__(&anyrt_argsort) anyrt_argsort;
    __typeof__(&anyrt_create_argmax_descriptor) anyrt_create_argmax_descriptor;
    __typeof__(&anyrt_argmax) anyrt_argmax;
    __typeof__(&anyrt_create_argmin_descriptor) anyrt_create_argmin_descriptor;
    __typeof__(&anyrt_argmin) anyrt_argmin;
    __typeof__(&anyrt_create_histc_descriptor) anyrt_create_histc_descriptor;
    __typeof__(&anyrt_histc) anyrt_histc;
    __typeof__(&anyrt_create_softmax_backward_descriptor) anyrt_create_softmax_backward_descriptor;
    __typeof__(&anyrt_softmax_backward) anyrt_softmax_backward;
    __typeof__(&anyrt_create_log_softmax_backward_descriptor) anyrt_create_log_softmax_backward_descriptor;
    __typeof__(&anyrt_log_softmax_backward) anyrt_log_softmax_backward;
    __typeof__(&anyrt_create_layer_norm_backward_descriptor) anyrt_create_layer_norm_backward_descriptor;
    __typeof__(&anyrt_layer_norm_backward) anyrt_layer_norm_backward;
    __typeof__(&anyrt_create_rms_norm_backward_descriptor) anyrt_create_rms_norm_backward_descriptor;
    __typeof__(&anyrt_rms_norm_backward) anyrt_rms_norm_backward;
    __typeof__(&anyrt_create_nll_loss_descriptor) anyrt_create_nll_loss_descriptor;
    __typeof__(&anyrt_nll_loss) anyrt_nll_loss;
    __typeof__(&anyrt_create_cross_entropy_backward_descriptor) anyrt_create_cross_entropy_backward_descriptor;
    __typeof__(&anyrt_cross_entropy_backward) anyrt_cross_entropy_backward;
    __typeof__(&anyrt_create_nll_loss_backward_descriptor) anyrt_create_nll_loss_backward_descriptor;
    __typeof__(&anyrt_nll_loss_backward) anyrt_nll_loss_backward;
    __typeof__(&anyrt_create_embedding_backward_descriptor) anyrt_create_embedding_backward_descriptor;
    __typeof__(&anyrt_embedding_backward) anyrt_embedding_backward;
    __typeof__(&anyrt_create_conv_backward_data_descriptor) anyrt_create_conv_backward_data_descriptor;
    __typeof__(&anyrt_conv_backward_data) anyrt_conv_backward_data;
    __typeof__(&anyrt_create_conv_backward_filter_descriptor) anyrt_create_conv_backward_filter_descriptor;
    __typeof__(&anyrt_conv_backward_filter) anyrt_conv_backward_filter;
    __typeof__(&anyrt_create_max_pool_descriptor) anyrt_create_max_pool_descriptor;
    __typeof__(&anyrt_max_pool) anyrt_max_pool;
    __typeof__(&anyrt_create_max_pool_backward_descriptor) anyrt_create_max_pool_backward_descriptor;
    __typeof__(&anyrt_max_pool_backward) anyrt_max_pool_backward;
    __typeof__(&anyrt_create_avg_pool_descriptor) anyrt_create_avg_pool_descriptor;
    __typeof__(&anyrt_avg_pool) anyrt_avg_pool;
    __typeof__(&anyrt_create_avg_pool_backward_descriptor) anyrt_create_avg_pool_backward_descriptor;
    __typeof__(&anyrt_avg_pool_backward) anyrt_avg_pool_backward;
    __typeof__(&anyrt_create_batch_norm_descriptor) anyrt_create_batch_norm_descriptor;
    __typeof__(&anyrt_batch_norm) anyrt_batch_norm;
    __typeof__(&anyrt_create_batch_norm_inference_descriptor) anyrt_create_batch_norm_inference_descriptor;
    __typeof__(&anyrt_batch_norm_inference) anyrt_batch_norm_inference;
    __typeof__(&anyrt_create_batch_norm_backward_descriptor) anyrt_create_batch_norm_backward_descriptor;
    __typeof__(&anyrt_batch_norm_backward) anyrt_batch_norm_backward;
    __typeof__(&anyrt_create_adamw_step_descriptor) anyrt_create_adamw_step_descriptor;
    __typeof__(&anyrt_adamw_step) anyrt_adamw_step;
    __typeof__(&anyrt_create_sgd_step_descriptor) anyrt_create_sgd_step_descriptor;
    __typeof__(&anyrt_sgd_step) anyrt_sgd_step;
    __typeof__(&anyrt_create_var_descriptor) anyrt_create_var_descriptor;
    __typeof__(&anyrt_var) anyrt_var;
    __typeof__(&anyrt_create_std_descriptor) anyrt_create_std_descriptor;
    __typeof__(&anyrt_std) anyrt_std;
    __typeof__(&anyrt_create_logsumexp_descriptor) anyrt_create_logsumexp_descriptor;
    __typeof__(&anyrt_logsumexp) anyrt_logsumexp;
    __typeof__(&anyrt_create_isin_descriptor) anyrt_create_isin_descriptor;
    __typeof__(&anyrt_isin) anyrt_isin;
    __typeof__(&anyrt_create_nonzero_descriptor) anyrt_create_nonzero_descriptor;
    __typeof__(&anyrt_nonzero) anyrt_nonzero;
    __typeof__(&anyrt_create_masked_select_descriptor) anyrt_create_masked_select_descriptor;
    __typeof__(&anyrt_masked_select) anyrt_masked_select;
} ap_anyrt_t;
extern ap_anyrt_t ap__rt;
/* Fills ap__rt from `lib`; 0 on success, else writes the first missing name. */
int ap__anyrt_resolve(void* lib, const char** missing);
#ifndef AP_RESOLVING_ANYRT
#define anyrt_init (*ap__rt.anyrt_init)
#define anyrt_get_device_count (*ap__rt.anyrt_get_device_count)
#define anyrt_get_all_device_count (*ap__rt.anyrt_get_all_device_count)
#define anyrt_get_device_list (*ap__rt.anyrt_get_device_list)
#define anyrt_set_device (*ap__rt.anyrt_set_device)
#define anyrt_get_device (*ap__rt.anyrt_get_device)
#define anyrt_synchronize_device (*ap__rt.anyrt_synchronize_device)
#define anyrt_get_compute_capability (*ap__rt.anyrt_get_compute_capability)
#define anyrt_get_runtime_version (*ap__rt.anyrt_get_runtime_version)
#define anyrt_get_driver_version (*ap__rt.anyrt_get_driver_version)
#define anyrt_get_device_memory_host_accessible (*ap__rt.anyrt_get_device_memory_host_accessible)
#define anyrt_get_last_error (*ap__rt.anyrt_get_last_error)
#define anyrt_get_backend_count (*ap__rt.anyrt_get_backend_count)
#define anyrt_get_backend_info (*ap__rt.anyrt_get_backend_info)
#define anyrt_backend_has_slot (*ap__rt.anyrt_backend_has_slot)
#define anyrt_fallback_serial (*ap__rt.anyrt_fallback_serial)
#define anyrt_get_fallback (*ap__rt.anyrt_get_fallback)
#define anyrt_shutdown (*ap__rt.anyrt_shutdown)
#define anyrt_set_call_site (*ap__rt.anyrt_set_call_site)
#define anyrt_get_device_properties (*ap__rt.anyrt_get_device_properties)
#define anyrt_device_get_native_handle (*ap__rt.anyrt_device_get_native_handle)
#define anyrt_context_get_native_handle (*ap__rt.anyrt_context_get_native_handle)
#define anyrt_trace_start (*ap__rt.anyrt_trace_start)
#define anyrt_trace_stop (*ap__rt.anyrt_trace_stop)
#define anyrt_trace_next (*ap__rt.anyrt_trace_next)
#define anyrt_malloc (*ap__rt.anyrt_malloc)
#define anyrt_free (*ap__rt.anyrt_free)
#define anyrt_malloc_host (*ap__rt.anyrt_malloc_host)
#define anyrt_free_host (*ap__rt.anyrt_free_host)
#define anyrt_malloc_unified (*ap__rt.anyrt_malloc_unified)
#define anyrt_free_unified (*ap__rt.anyrt_free_unified)
#define anyrt_memcpy (*ap__rt.anyrt_memcpy)
#define anyrt_memcpy_async (*ap__rt.anyrt_memcpy_async)
#define anyrt_memcpy_peer (*ap__rt.anyrt_memcpy_peer)
#define anyrt_memcpy_peer_async (*ap__rt.anyrt_memcpy_peer_async)
#define anyrt_memset (*ap__rt.anyrt_memset)
#define anyrt_memset_async (*ap__rt.anyrt_memset_async)
#define anyrt_get_memory_info (*ap__rt.anyrt_get_memory_info)
#define anyrt_get_memory_stats (*ap__rt.anyrt_get_memory_stats)
#define anyrt_reset_peak_memory_stats (*ap__rt.anyrt_reset_peak_memory_stats)
#define anyrt_min_chunk_size (*ap__rt.anyrt_min_chunk_size)
#define anyrt_max_chunk_size (*ap__rt.anyrt_max_chunk_size)
#define anyrt_max_alloc_size (*ap__rt.anyrt_max_alloc_size)
#define anyrt_extra_padding_size (*ap__rt.anyrt_extra_padding_size)
#define anyrt_init_alloc_size (*ap__rt.anyrt_init_alloc_size)
#define anyrt_realloc_size (*ap__rt.anyrt_realloc_size)
#define anyrt_malloc_async (*ap__rt.anyrt_malloc_async)
#define anyrt_free_async (*ap__rt.anyrt_free_async)
#define anyrt_pointer_get_attributes (*ap__rt.anyrt_pointer_get_attributes)
#define anyrt_create_stream (*ap__rt.anyrt_create_stream)
#define anyrt_destroy_stream (*ap__rt.anyrt_destroy_stream)
#define anyrt_query_stream (*ap__rt.anyrt_query_stream)
#define anyrt_synchronize_stream (*ap__rt.anyrt_synchronize_stream)
#define anyrt_stream_add_callback (*ap__rt.anyrt_stream_add_callback)
#define anyrt_stream_wait_event (*ap__rt.anyrt_stream_wait_event)
#define anyrt_set_stream (*ap__rt.anyrt_set_stream)
#define anyrt_get_stream (*ap__rt.anyrt_get_stream)
#define anyrt_get_default_stream (*ap__rt.anyrt_get_default_stream)
#define anyrt_stream_get_native_handle (*ap__rt.anyrt_stream_get_native_handle)
#define anyrt_create_stream_with_priority (*ap__rt.anyrt_create_stream_with_priority)
#define anyrt_get_stream_priority_range (*ap__rt.anyrt_get_stream_priority_range)
#define anyrt_get_stream_priority (*ap__rt.anyrt_get_stream_priority)
#define anyrt_stream_begin_capture (*ap__rt.anyrt_stream_begin_capture)
#define anyrt_stream_end_capture (*ap__rt.anyrt_stream_end_capture)
#define anyrt_stream_get_capture_status (*ap__rt.anyrt_stream_get_capture_status)
#define anyrt_thread_exchange_capture_mode (*ap__rt.anyrt_thread_exchange_capture_mode)
#define anyrt_graph_instantiate (*ap__rt.anyrt_graph_instantiate)
#define anyrt_graph_launch (*ap__rt.anyrt_graph_launch)
#define anyrt_graph_exec_update (*ap__rt.anyrt_graph_exec_update)
#define anyrt_graph_destroy (*ap__rt.anyrt_graph_destroy)
#define anyrt_graph_exec_destroy (*ap__rt.anyrt_graph_exec_destroy)
#define anyrt_create_event (*ap__rt.anyrt_create_event)
#define anyrt_destroy_event (*ap__rt.anyrt_destroy_event)
#define anyrt_record_event (*ap__rt.anyrt_record_event)
#define anyrt_query_event (*ap__rt.anyrt_query_event)
#define anyrt_synchronize_event (*ap__rt.anyrt_synchronize_event)
#define anyrt_event_elapsed_time (*ap__rt.anyrt_event_elapsed_time)
#define anyrt_get_unique_id (*ap__rt.anyrt_get_unique_id)
#define anyrt_comm_init_all (*ap__rt.anyrt_comm_init_all)
#define anyrt_comm_init_rank (*ap__rt.anyrt_comm_init_rank)
#define anyrt_comm_init_mpi (*ap__rt.anyrt_comm_init_mpi)
#define anyrt_comm_destroy (*ap__rt.anyrt_comm_destroy)
#define anyrt_comm_rank (*ap__rt.anyrt_comm_rank)
#define anyrt_comm_size (*ap__rt.anyrt_comm_size)
#define anyrt_all_reduce (*ap__rt.anyrt_all_reduce)
#define anyrt_broadcast (*ap__rt.anyrt_broadcast)
#define anyrt_reduce (*ap__rt.anyrt_reduce)
#define anyrt_all_gather (*ap__rt.anyrt_all_gather)
#define anyrt_reduce_scatter (*ap__rt.anyrt_reduce_scatter)
#define anyrt_send (*ap__rt.anyrt_send)
#define anyrt_recv (*ap__rt.anyrt_recv)
#define anyrt_group_start (*ap__rt.anyrt_group_start)
#define anyrt_group_end (*ap__rt.anyrt_group_end)
#define anyrt_all_to_all (*ap__rt.anyrt_all_to_all)
#define anyrt_all_to_allv (*ap__rt.anyrt_all_to_allv)
#define anyrt_all_gather_v (*ap__rt.anyrt_all_gather_v)
#define anyrt_reduce_scatter_v (*ap__rt.anyrt_reduce_scatter_v)
#define anyrt_ccl_gather (*ap__rt.anyrt_ccl_gather)
#define anyrt_ccl_scatter (*ap__rt.anyrt_ccl_scatter)
#define anyrt_comm_split (*ap__rt.anyrt_comm_split)
#define anyrt_create_op_handle (*ap__rt.anyrt_create_op_handle)
#define anyrt_destroy_op_handle (*ap__rt.anyrt_destroy_op_handle)
#define anyrt_create_tensor_desc (*ap__rt.anyrt_create_tensor_desc)
#define anyrt_get_tensor_desc_dim (*ap__rt.anyrt_get_tensor_desc_dim)
#define anyrt_get_tensor_desc_info (*ap__rt.anyrt_get_tensor_desc_info)
#define anyrt_destroy_tensor_desc (*ap__rt.anyrt_destroy_tensor_desc)
#define anyrt_get_op_workspace_size (*ap__rt.anyrt_get_op_workspace_size)
#define anyrt_destroy_op_desc (*ap__rt.anyrt_destroy_op_desc)
#define anyrt_module_load (*ap__rt.anyrt_module_load)
#define anyrt_module_unload (*ap__rt.anyrt_module_unload)
#define anyrt_module_get_function (*ap__rt.anyrt_module_get_function)
#define anyrt_launch_kernel (*ap__rt.anyrt_launch_kernel)
#define anyrt_create_gemm_descriptor (*ap__rt.anyrt_create_gemm_descriptor)
#define anyrt_gemm (*ap__rt.anyrt_gemm)
#define anyrt_create_add_descriptor (*ap__rt.anyrt_create_add_descriptor)
#define anyrt_add (*ap__rt.anyrt_add)
#define anyrt_create_sub_descriptor (*ap__rt.anyrt_create_sub_descriptor)
#define anyrt_sub (*ap__rt.anyrt_sub)
#define anyrt_create_mul_descriptor (*ap__rt.anyrt_create_mul_descriptor)
#define anyrt_mul (*ap__rt.anyrt_mul)
#define anyrt_create_relu_descriptor (*ap__rt.anyrt_create_relu_descriptor)
#define anyrt_relu (*ap__rt.anyrt_relu)
#define anyrt_create_silu_descriptor (*ap__rt.anyrt_create_silu_descriptor)
#define anyrt_silu (*ap__rt.anyrt_silu)
#define anyrt_create_sigmoid_descriptor (*ap__rt.anyrt_create_sigmoid_descriptor)
#define anyrt_sigmoid (*ap__rt.anyrt_sigmoid)
#define anyrt_create_swiglu_descriptor (*ap__rt.anyrt_create_swiglu_descriptor)
#define anyrt_swiglu (*ap__rt.anyrt_swiglu)
#define anyrt_create_rms_norm_descriptor (*ap__rt.anyrt_create_rms_norm_descriptor)
#define anyrt_rms_norm (*ap__rt.anyrt_rms_norm)
#define anyrt_create_softmax_descriptor (*ap__rt.anyrt_create_softmax_descriptor)
#define anyrt_softmax (*ap__rt.anyrt_softmax)
#define anyrt_create_causal_softmax_descriptor (*ap__rt.anyrt_create_causal_softmax_descriptor)
#define anyrt_causal_softmax (*ap__rt.anyrt_causal_softmax)
#define anyrt_create_rope_descriptor (*ap__rt.anyrt_create_rope_descriptor)
#define anyrt_rope (*ap__rt.anyrt_rope)
#define anyrt_create_rearrange_descriptor (*ap__rt.anyrt_create_rearrange_descriptor)
#define anyrt_rearrange (*ap__rt.anyrt_rearrange)
#define anyrt_create_random_sample_descriptor (*ap__rt.anyrt_create_random_sample_descriptor)
#define anyrt_random_sample (*ap__rt.anyrt_random_sample)
#define anyrt_create_zeros_descriptor (*ap__rt.anyrt_create_zeros_descriptor)
#define anyrt_zeros (*ap__rt.anyrt_zeros)
#define anyrt_create_ones_descriptor (*ap__rt.anyrt_create_ones_descriptor)
#define anyrt_ones (*ap__rt.anyrt_ones)
#define anyrt_create_add_rms_norm_descriptor (*ap__rt.anyrt_create_add_rms_norm_descriptor)
#define anyrt_add_rms_norm (*ap__rt.anyrt_add_rms_norm)
#define anyrt_create_cross_entropy_descriptor (*ap__rt.anyrt_create_cross_entropy_descriptor)
#define anyrt_cross_entropy (*ap__rt.anyrt_cross_entropy)
#define anyrt_create_topksoftmax_descriptor (*ap__rt.anyrt_create_topksoftmax_descriptor)
#define anyrt_topksoftmax (*ap__rt.anyrt_topksoftmax)
#define anyrt_create_topkrouter_descriptor (*ap__rt.anyrt_create_topkrouter_descriptor)
#define anyrt_topkrouter (*ap__rt.anyrt_topkrouter)
#define anyrt_create_mrope_descriptor (*ap__rt.anyrt_create_mrope_descriptor)
#define anyrt_mrope (*ap__rt.anyrt_mrope)
#define anyrt_create_per_tensor_quant_int8_descriptor (*ap__rt.anyrt_create_per_tensor_quant_int8_descriptor)
#define anyrt_per_tensor_quant_int8 (*ap__rt.anyrt_per_tensor_quant_int8)
#define anyrt_create_per_tensor_dequant_int8_descriptor (*ap__rt.anyrt_create_per_tensor_dequant_int8_descriptor)
#define anyrt_per_tensor_dequant_int8 (*ap__rt.anyrt_per_tensor_dequant_int8)
#define anyrt_create_per_channel_quant_int8_descriptor (*ap__rt.anyrt_create_per_channel_quant_int8_descriptor)
#define anyrt_per_channel_quant_int8 (*ap__rt.anyrt_per_channel_quant_int8)
#define anyrt_create_dequantize_awq_descriptor (*ap__rt.anyrt_create_dequantize_awq_descriptor)
#define anyrt_dequantize_awq (*ap__rt.anyrt_dequantize_awq)
#define anyrt_create_dequantize_gptq_descriptor (*ap__rt.anyrt_create_dequantize_gptq_descriptor)
#define anyrt_dequantize_gptq (*ap__rt.anyrt_dequantize_gptq)
#define anyrt_create_kv_caching_descriptor (*ap__rt.anyrt_create_kv_caching_descriptor)
#define anyrt_kv_caching (*ap__rt.anyrt_kv_caching)
#define anyrt_create_paged_caching_descriptor (*ap__rt.anyrt_create_paged_caching_descriptor)
#define anyrt_paged_caching (*ap__rt.anyrt_paged_caching)
#define anyrt_create_paged_attention_descriptor (*ap__rt.anyrt_create_paged_attention_descriptor)
#define anyrt_paged_attention (*ap__rt.anyrt_paged_attention)
#define anyrt_create_paged_attention_prefill_descriptor (*ap__rt.anyrt_create_paged_attention_prefill_descriptor)
#define anyrt_paged_attention_prefill (*ap__rt.anyrt_paged_attention_prefill)
#define anyrt_create_attention_descriptor (*ap__rt.anyrt_create_attention_descriptor)
#define anyrt_attention (*ap__rt.anyrt_attention)
#define anyrt_create_random_sample_batch_descriptor (*ap__rt.anyrt_create_random_sample_batch_descriptor)
#define anyrt_random_sample_batch (*ap__rt.anyrt_random_sample_batch)
#define anyrt_create_silu_and_mul_descriptor (*ap__rt.anyrt_create_silu_and_mul_descriptor)
#define anyrt_silu_and_mul (*ap__rt.anyrt_silu_and_mul)
#define anyrt_create_embedding_descriptor (*ap__rt.anyrt_create_embedding_descriptor)
#define anyrt_embedding (*ap__rt.anyrt_embedding)
#define anyrt_create_gelu_descriptor (*ap__rt.anyrt_create_gelu_descriptor)
#define anyrt_gelu (*ap__rt.anyrt_gelu)
#define anyrt_create_gelutanh_descriptor (*ap__rt.anyrt_create_gelutanh_descriptor)
#define anyrt_gelutanh (*ap__rt.anyrt_gelutanh)
#define anyrt_create_quickgelu_descriptor (*ap__rt.anyrt_create_quickgelu_descriptor)
#define anyrt_quickgelu (*ap__rt.anyrt_quickgelu)
#define anyrt_create_tanh_descriptor (*ap__rt.anyrt_create_tanh_descriptor)
#define anyrt_tanh (*ap__rt.anyrt_tanh)
#define anyrt_create_erf_descriptor (*ap__rt.anyrt_create_erf_descriptor)
#define anyrt_erf (*ap__rt.anyrt_erf)
#define anyrt_create_reciprocal_descriptor (*ap__rt.anyrt_create_reciprocal_descriptor)
#define anyrt_reciprocal (*ap__rt.anyrt_reciprocal)
#define anyrt_create_hardswish_descriptor (*ap__rt.anyrt_create_hardswish_descriptor)
#define anyrt_hardswish (*ap__rt.anyrt_hardswish)
#define anyrt_create_softplus_descriptor (*ap__rt.anyrt_create_softplus_descriptor)
#define anyrt_softplus (*ap__rt.anyrt_softplus)
#define anyrt_create_hardtanh_descriptor (*ap__rt.anyrt_create_hardtanh_descriptor)
#define anyrt_hardtanh (*ap__rt.anyrt_hardtanh)
#define anyrt_create_clip_descriptor (*ap__rt.anyrt_create_clip_descriptor)
#define anyrt_clip (*ap__rt.anyrt_clip)
#define anyrt_create_log_softmax_descriptor (*ap__rt.anyrt_create_log_softmax_descriptor)
#define anyrt_log_softmax (*ap__rt.anyrt_log_softmax)
#define anyrt_create_layer_norm_descriptor (*ap__rt.anyrt_create_layer_norm_descriptor)
#define anyrt_layer_norm (*ap__rt.anyrt_layer_norm)
#define anyrt_create_select_last_token_hidden_descriptor (*ap__rt.anyrt_create_select_last_token_hidden_descriptor)
#define anyrt_select_last_token_hidden (*ap__rt.anyrt_select_last_token_hidden)
#define anyrt_create_conv_descriptor (*ap__rt.anyrt_create_conv_descriptor)
#define anyrt_conv (*ap__rt.anyrt_conv)
#define anyrt_create_abs_descriptor (*ap__rt.anyrt_create_abs_descriptor)
#define anyrt_abs (*ap__rt.anyrt_abs)
#define anyrt_create_neg_descriptor (*ap__rt.anyrt_create_neg_descriptor)
#define anyrt_neg (*ap__rt.anyrt_neg)
#define anyrt_create_sign_descriptor (*ap__rt.anyrt_create_sign_descriptor)
#define anyrt_sign (*ap__rt.anyrt_sign)
#define anyrt_create_square_descriptor (*ap__rt.anyrt_create_square_descriptor)
#define anyrt_square (*ap__rt.anyrt_square)
#define anyrt_create_exp_descriptor (*ap__rt.anyrt_create_exp_descriptor)
#define anyrt_exp (*ap__rt.anyrt_exp)
#define anyrt_create_exp2_descriptor (*ap__rt.anyrt_create_exp2_descriptor)
#define anyrt_exp2 (*ap__rt.anyrt_exp2)
#define anyrt_create_expm1_descriptor (*ap__rt.anyrt_create_expm1_descriptor)
#define anyrt_expm1 (*ap__rt.anyrt_expm1)
#define anyrt_create_log_descriptor (*ap__rt.anyrt_create_log_descriptor)
#define anyrt_log (*ap__rt.anyrt_log)
#define anyrt_create_log2_descriptor (*ap__rt.anyrt_create_log2_descriptor)
#define anyrt_log2 (*ap__rt.anyrt_log2)
#define anyrt_create_log10_descriptor (*ap__rt.anyrt_create_log10_descriptor)
#define anyrt_log10 (*ap__rt.anyrt_log10)
#define anyrt_create_log1p_descriptor (*ap__rt.anyrt_create_log1p_descriptor)
#define anyrt_log1p (*ap__rt.anyrt_log1p)
#define anyrt_create_sqrt_descriptor (*ap__rt.anyrt_create_sqrt_descriptor)
#define anyrt_sqrt (*ap__rt.anyrt_sqrt)
#define anyrt_create_rsqrt_descriptor (*ap__rt.anyrt_create_rsqrt_descriptor)
#define anyrt_rsqrt (*ap__rt.anyrt_rsqrt)
#define anyrt_create_sin_descriptor (*ap__rt.anyrt_create_sin_descriptor)
#define anyrt_sin (*ap__rt.anyrt_sin)
#define anyrt_create_cos_descriptor (*ap__rt.anyrt_create_cos_descriptor)
#define anyrt_cos (*ap__rt.anyrt_cos)
#define anyrt_create_tan_descriptor (*ap__rt.anyrt_create_tan_descriptor)
#define anyrt_tan (*ap__rt.anyrt_tan)
#define anyrt_create_asin_descriptor (*ap__rt.anyrt_create_asin_descriptor)
#define anyrt_asin (*ap__rt.anyrt_asin)
#define anyrt_create_acos_descriptor (*ap__rt.anyrt_create_acos_descriptor)
#define anyrt_acos (*ap__rt.anyrt_acos)
#define anyrt_create_atan_descriptor (*ap__rt.anyrt_create_atan_descriptor)
#define anyrt_atan (*ap__rt.anyrt_atan)
#define anyrt_create_sinh_descriptor (*ap__rt.anyrt_create_sinh_descriptor)
#define anyrt_sinh (*ap__rt.anyrt_sinh)
#define anyrt_create_cosh_descriptor (*ap__rt.anyrt_create_cosh_descriptor)
#define anyrt_cosh (*ap__rt.anyrt_cosh)
#define anyrt_create_asinh_descriptor (*ap__rt.anyrt_create_asinh_descriptor)
#define anyrt_asinh (*ap__rt.anyrt_asinh)
#define anyrt_create_acosh_descriptor (*ap__rt.anyrt_create_acosh_descriptor)
#define anyrt_acosh (*ap__rt.anyrt_acosh)
#define anyrt_create_atanh_descriptor (*ap__rt.anyrt_create_atanh_descriptor)
#define anyrt_atanh (*ap__rt.anyrt_atanh)
#define anyrt_create_erfc_descriptor (*ap__rt.anyrt_create_erfc_descriptor)
#define anyrt_erfc (*ap__rt.anyrt_erfc)
#define anyrt_create_floor_descriptor (*ap__rt.anyrt_create_floor_descriptor)
#define anyrt_floor (*ap__rt.anyrt_floor)
#define anyrt_create_ceil_descriptor (*ap__rt.anyrt_create_ceil_descriptor)
#define anyrt_ceil (*ap__rt.anyrt_ceil)
#define anyrt_create_round_descriptor (*ap__rt.anyrt_create_round_descriptor)
#define anyrt_round (*ap__rt.anyrt_round)
#define anyrt_create_trunc_descriptor (*ap__rt.anyrt_create_trunc_descriptor)
#define anyrt_trunc (*ap__rt.anyrt_trunc)
#define anyrt_create_bitwise_not_descriptor (*ap__rt.anyrt_create_bitwise_not_descriptor)
#define anyrt_bitwise_not (*ap__rt.anyrt_bitwise_not)
#define anyrt_create_logical_not_descriptor (*ap__rt.anyrt_create_logical_not_descriptor)
#define anyrt_logical_not (*ap__rt.anyrt_logical_not)
#define anyrt_create_isnan_descriptor (*ap__rt.anyrt_create_isnan_descriptor)
#define anyrt_isnan (*ap__rt.anyrt_isnan)
#define anyrt_create_isinf_descriptor (*ap__rt.anyrt_create_isinf_descriptor)
#define anyrt_isinf (*ap__rt.anyrt_isinf)
#define anyrt_create_isfinite_descriptor (*ap__rt.anyrt_create_isfinite_descriptor)
#define anyrt_isfinite (*ap__rt.anyrt_isfinite)
#define anyrt_create_div_descriptor (*ap__rt.anyrt_create_div_descriptor)
#define anyrt_div (*ap__rt.anyrt_div)
#define anyrt_create_floor_divide_descriptor (*ap__rt.anyrt_create_floor_divide_descriptor)
#define anyrt_floor_divide (*ap__rt.anyrt_floor_divide)
#define anyrt_create_remainder_descriptor (*ap__rt.anyrt_create_remainder_descriptor)
#define anyrt_remainder (*ap__rt.anyrt_remainder)
#define anyrt_create_fmod_descriptor (*ap__rt.anyrt_create_fmod_descriptor)
#define anyrt_fmod (*ap__rt.anyrt_fmod)
#define anyrt_create_pow_descriptor (*ap__rt.anyrt_create_pow_descriptor)
#define anyrt_pow (*ap__rt.anyrt_pow)
#define anyrt_create_maximum_descriptor (*ap__rt.anyrt_create_maximum_descriptor)
#define anyrt_maximum (*ap__rt.anyrt_maximum)
#define anyrt_create_minimum_descriptor (*ap__rt.anyrt_create_minimum_descriptor)
#define anyrt_minimum (*ap__rt.anyrt_minimum)
#define anyrt_create_fmax_descriptor (*ap__rt.anyrt_create_fmax_descriptor)
#define anyrt_fmax (*ap__rt.anyrt_fmax)
#define anyrt_create_fmin_descriptor (*ap__rt.anyrt_create_fmin_descriptor)
#define anyrt_fmin (*ap__rt.anyrt_fmin)
#define anyrt_create_atan2_descriptor (*ap__rt.anyrt_create_atan2_descriptor)
#define anyrt_atan2 (*ap__rt.anyrt_atan2)
#define anyrt_create_hypot_descriptor (*ap__rt.anyrt_create_hypot_descriptor)
#define anyrt_hypot (*ap__rt.anyrt_hypot)
#define anyrt_create_copysign_descriptor (*ap__rt.anyrt_create_copysign_descriptor)
#define anyrt_copysign (*ap__rt.anyrt_copysign)
#define anyrt_create_logaddexp_descriptor (*ap__rt.anyrt_create_logaddexp_descriptor)
#define anyrt_logaddexp (*ap__rt.anyrt_logaddexp)
#define anyrt_create_bitwise_and_descriptor (*ap__rt.anyrt_create_bitwise_and_descriptor)
#define anyrt_bitwise_and (*ap__rt.anyrt_bitwise_and)
#define anyrt_create_bitwise_or_descriptor (*ap__rt.anyrt_create_bitwise_or_descriptor)
#define anyrt_bitwise_or (*ap__rt.anyrt_bitwise_or)
#define anyrt_create_bitwise_xor_descriptor (*ap__rt.anyrt_create_bitwise_xor_descriptor)
#define anyrt_bitwise_xor (*ap__rt.anyrt_bitwise_xor)
#define anyrt_create_eq_descriptor (*ap__rt.anyrt_create_eq_descriptor)
#define anyrt_eq (*ap__rt.anyrt_eq)
#define anyrt_create_ne_descriptor (*ap__rt.anyrt_create_ne_descriptor)
#define anyrt_ne (*ap__rt.anyrt_ne)
#define anyrt_create_lt_descriptor (*ap__rt.anyrt_create_lt_descriptor)
#define anyrt_lt (*ap__rt.anyrt_lt)
#define anyrt_create_le_descriptor (*ap__rt.anyrt_create_le_descriptor)
#define anyrt_le (*ap__rt.anyrt_le)
#define anyrt_create_gt_descriptor (*ap__rt.anyrt_create_gt_descriptor)
#define anyrt_gt (*ap__rt.anyrt_gt)
#define anyrt_create_ge_descriptor (*ap__rt.anyrt_create_ge_descriptor)
#define anyrt_ge (*ap__rt.anyrt_ge)
#define anyrt_create_logical_and_descriptor (*ap__rt.anyrt_create_logical_and_descriptor)
#define anyrt_logical_and (*ap__rt.anyrt_logical_and)
#define anyrt_create_logical_or_descriptor (*ap__rt.anyrt_create_logical_or_descriptor)
#define anyrt_logical_or (*ap__rt.anyrt_logical_or)
#define anyrt_create_logical_xor_descriptor (*ap__rt.anyrt_create_logical_xor_descriptor)
#define anyrt_logical_xor (*ap__rt.anyrt_logical_xor)
#define anyrt_create_where_descriptor (*ap__rt.anyrt_create_where_descriptor)
#define anyrt_where (*ap__rt.anyrt_where)
#define anyrt_create_lerp_descriptor (*ap__rt.anyrt_create_lerp_descriptor)
#define anyrt_lerp (*ap__rt.anyrt_lerp)
#define anyrt_create_addcmul_descriptor (*ap__rt.anyrt_create_addcmul_descriptor)
#define anyrt_addcmul (*ap__rt.anyrt_addcmul)
#define anyrt_create_addcdiv_descriptor (*ap__rt.anyrt_create_addcdiv_descriptor)
#define anyrt_addcdiv (*ap__rt.anyrt_addcdiv)
#define anyrt_create_relu_backward_descriptor (*ap__rt.anyrt_create_relu_backward_descriptor)
#define anyrt_relu_backward (*ap__rt.anyrt_relu_backward)
#define anyrt_create_silu_backward_descriptor (*ap__rt.anyrt_create_silu_backward_descriptor)
#define anyrt_silu_backward (*ap__rt.anyrt_silu_backward)
#define anyrt_create_gelu_backward_descriptor (*ap__rt.anyrt_create_gelu_backward_descriptor)
#define anyrt_gelu_backward (*ap__rt.anyrt_gelu_backward)
#define anyrt_create_gelutanh_backward_descriptor (*ap__rt.anyrt_create_gelutanh_backward_descriptor)
#define anyrt_gelutanh_backward (*ap__rt.anyrt_gelutanh_backward)
#define anyrt_create_sigmoid_backward_descriptor (*ap__rt.anyrt_create_sigmoid_backward_descriptor)
#define anyrt_sigmoid_backward (*ap__rt.anyrt_sigmoid_backward)
#define anyrt_create_tanh_backward_descriptor (*ap__rt.anyrt_create_tanh_backward_descriptor)
#define anyrt_tanh_backward (*ap__rt.anyrt_tanh_backward)
#define anyrt_create_relu6_descriptor (*ap__rt.anyrt_create_relu6_descriptor)
#define anyrt_relu6 (*ap__rt.anyrt_relu6)
#define anyrt_create_softsign_descriptor (*ap__rt.anyrt_create_softsign_descriptor)
#define anyrt_softsign (*ap__rt.anyrt_softsign)
#define anyrt_create_tanhshrink_descriptor (*ap__rt.anyrt_create_tanhshrink_descriptor)
#define anyrt_tanhshrink (*ap__rt.anyrt_tanhshrink)
#define anyrt_create_selu_descriptor (*ap__rt.anyrt_create_selu_descriptor)
#define anyrt_selu (*ap__rt.anyrt_selu)
#define anyrt_create_logaddexp2_descriptor (*ap__rt.anyrt_create_logaddexp2_descriptor)
#define anyrt_logaddexp2 (*ap__rt.anyrt_logaddexp2)
#define anyrt_create_bitwise_right_shift_descriptor (*ap__rt.anyrt_create_bitwise_right_shift_descriptor)
#define anyrt_bitwise_right_shift (*ap__rt.anyrt_bitwise_right_shift)
#define anyrt_create_broadcast_to_descriptor (*ap__rt.anyrt_create_broadcast_to_descriptor)
#define anyrt_broadcast_to (*ap__rt.anyrt_broadcast_to)
#define anyrt_create_hardsigmoid_descriptor (*ap__rt.anyrt_create_hardsigmoid_descriptor)
#define anyrt_hardsigmoid (*ap__rt.anyrt_hardsigmoid)
#define anyrt_create_mish_descriptor (*ap__rt.anyrt_create_mish_descriptor)
#define anyrt_mish (*ap__rt.anyrt_mish)
#define anyrt_create_logsigmoid_descriptor (*ap__rt.anyrt_create_logsigmoid_descriptor)
#define anyrt_logsigmoid (*ap__rt.anyrt_logsigmoid)
#define anyrt_create_frac_descriptor (*ap__rt.anyrt_create_frac_descriptor)
#define anyrt_frac (*ap__rt.anyrt_frac)
#define anyrt_create_sinc_descriptor (*ap__rt.anyrt_create_sinc_descriptor)
#define anyrt_sinc (*ap__rt.anyrt_sinc)
#define anyrt_create_signbit_descriptor (*ap__rt.anyrt_create_signbit_descriptor)
#define anyrt_signbit (*ap__rt.anyrt_signbit)
#define anyrt_create_leaky_relu_descriptor (*ap__rt.anyrt_create_leaky_relu_descriptor)
#define anyrt_leaky_relu (*ap__rt.anyrt_leaky_relu)
#define anyrt_create_elu_descriptor (*ap__rt.anyrt_create_elu_descriptor)
#define anyrt_elu (*ap__rt.anyrt_elu)
#define anyrt_create_hardshrink_descriptor (*ap__rt.anyrt_create_hardshrink_descriptor)
#define anyrt_hardshrink (*ap__rt.anyrt_hardshrink)
#define anyrt_create_softshrink_descriptor (*ap__rt.anyrt_create_softshrink_descriptor)
#define anyrt_softshrink (*ap__rt.anyrt_softshrink)
#define anyrt_create_threshold_descriptor (*ap__rt.anyrt_create_threshold_descriptor)
#define anyrt_threshold (*ap__rt.anyrt_threshold)
#define anyrt_create_nan_to_num_descriptor (*ap__rt.anyrt_create_nan_to_num_descriptor)
#define anyrt_nan_to_num (*ap__rt.anyrt_nan_to_num)
#define anyrt_create_xlogy_descriptor (*ap__rt.anyrt_create_xlogy_descriptor)
#define anyrt_xlogy (*ap__rt.anyrt_xlogy)
#define anyrt_create_xlog1py_descriptor (*ap__rt.anyrt_create_xlog1py_descriptor)
#define anyrt_xlog1py (*ap__rt.anyrt_xlog1py)
#define anyrt_create_heaviside_descriptor (*ap__rt.anyrt_create_heaviside_descriptor)
#define anyrt_heaviside (*ap__rt.anyrt_heaviside)
#define anyrt_create_sum_descriptor (*ap__rt.anyrt_create_sum_descriptor)
#define anyrt_sum (*ap__rt.anyrt_sum)
#define anyrt_create_mean_descriptor (*ap__rt.anyrt_create_mean_descriptor)
#define anyrt_mean (*ap__rt.anyrt_mean)
#define anyrt_create_prod_descriptor (*ap__rt.anyrt_create_prod_descriptor)
#define anyrt_prod (*ap__rt.anyrt_prod)
#define anyrt_create_amax_descriptor (*ap__rt.anyrt_create_amax_descriptor)
#define anyrt_amax (*ap__rt.anyrt_amax)
#define anyrt_create_amin_descriptor (*ap__rt.anyrt_create_amin_descriptor)
#define anyrt_amin (*ap__rt.anyrt_amin)
#define anyrt_create_norm_descriptor (*ap__rt.anyrt_create_norm_descriptor)
#define anyrt_norm (*ap__rt.anyrt_norm)
#define anyrt_create_any_descriptor (*ap__rt.anyrt_create_any_descriptor)
#define anyrt_any (*ap__rt.anyrt_any)
#define anyrt_create_all_descriptor (*ap__rt.anyrt_create_all_descriptor)
#define anyrt_all (*ap__rt.anyrt_all)
#define anyrt_create_count_nonzero_descriptor (*ap__rt.anyrt_create_count_nonzero_descriptor)
#define anyrt_count_nonzero (*ap__rt.anyrt_count_nonzero)
#define anyrt_create_cast_descriptor (*ap__rt.anyrt_create_cast_descriptor)
#define anyrt_cast (*ap__rt.anyrt_cast)
#define anyrt_create_uniform_descriptor (*ap__rt.anyrt_create_uniform_descriptor)
#define anyrt_uniform (*ap__rt.anyrt_uniform)
#define anyrt_create_normal_descriptor (*ap__rt.anyrt_create_normal_descriptor)
#define anyrt_normal (*ap__rt.anyrt_normal)
#define anyrt_create_bernoulli_descriptor (*ap__rt.anyrt_create_bernoulli_descriptor)
#define anyrt_bernoulli (*ap__rt.anyrt_bernoulli)
#define anyrt_create_randint_descriptor (*ap__rt.anyrt_create_randint_descriptor)
#define anyrt_randint (*ap__rt.anyrt_randint)
#define anyrt_create_masked_fill_descriptor (*ap__rt.anyrt_create_masked_fill_descriptor)
#define anyrt_masked_fill (*ap__rt.anyrt_masked_fill)
#define anyrt_create_arange_descriptor (*ap__rt.anyrt_create_arange_descriptor)
#define anyrt_arange (*ap__rt.anyrt_arange)
#define anyrt_create_linspace_descriptor (*ap__rt.anyrt_create_linspace_descriptor)
#define anyrt_linspace (*ap__rt.anyrt_linspace)
#define anyrt_create_tril_descriptor (*ap__rt.anyrt_create_tril_descriptor)
#define anyrt_tril (*ap__rt.anyrt_tril)
#define anyrt_create_triu_descriptor (*ap__rt.anyrt_create_triu_descriptor)
#define anyrt_triu (*ap__rt.anyrt_triu)
#define anyrt_create_one_hot_descriptor (*ap__rt.anyrt_create_one_hot_descriptor)
#define anyrt_one_hot (*ap__rt.anyrt_one_hot)
#define anyrt_create_gather_descriptor (*ap__rt.anyrt_create_gather_descriptor)
#define anyrt_gather (*ap__rt.anyrt_gather)
#define anyrt_create_index_select_descriptor (*ap__rt.anyrt_create_index_select_descriptor)
#define anyrt_index_select (*ap__rt.anyrt_index_select)
#define anyrt_create_scatter_descriptor (*ap__rt.anyrt_create_scatter_descriptor)
#define anyrt_scatter (*ap__rt.anyrt_scatter)
#define anyrt_create_scatter_add_descriptor (*ap__rt.anyrt_create_scatter_add_descriptor)
#define anyrt_scatter_add (*ap__rt.anyrt_scatter_add)
#define anyrt_create_index_add_descriptor (*ap__rt.anyrt_create_index_add_descriptor)
#define anyrt_index_add (*ap__rt.anyrt_index_add)
#define anyrt_create_cumsum_descriptor (*ap__rt.anyrt_create_cumsum_descriptor)
#define anyrt_cumsum (*ap__rt.anyrt_cumsum)
#define anyrt_create_cumprod_descriptor (*ap__rt.anyrt_create_cumprod_descriptor)
#define anyrt_cumprod (*ap__rt.anyrt_cumprod)
#define anyrt_create_topk_descriptor (*ap__rt.anyrt_create_topk_descriptor)
#define anyrt_topk (*ap__rt.anyrt_topk)
#define anyrt_create_sort_descriptor (*ap__rt.anyrt_create_sort_descriptor)
#define anyrt_sort (*ap__rt.anyrt_sort)
#define anyrt_create_argsort_descriptor (*ap__rt.anyrt_create_argsort_descriptor)
#define anyrt_argsort (*ap__rt.anyrt_argsort)
#define anyrt_create_argmax_descriptor (*ap__rt.anyrt_create_argmax_descriptor)
#define anyrt_argmax (*ap__rt.anyrt_argmax)
#define anyrt_create_argmin_descriptor (*ap__rt.anyrt_create_argmin_descriptor)
#define anyrt_argmin (*ap__rt.anyrt_argmin)
#define anyrt_create_histc_descriptor (*ap__rt.anyrt_create_histc_descriptor)
#define anyrt_histc (*ap__rt.anyrt_histc)
#define anyrt_create_softmax_backward_descriptor (*ap__rt.anyrt_create_softmax_backward_descriptor)
#define anyrt_softmax_backward (*ap__rt.anyrt_softmax_backward)
#define anyrt_create_log_softmax_backward_descriptor (*ap__rt.anyrt_create_log_softmax_backward_descriptor)
#define anyrt_log_softmax_backward (*ap__rt.anyrt_log_softmax_backward)
#define anyrt_create_layer_norm_backward_descriptor (*ap__rt.anyrt_create_layer_norm_backward_descriptor)
#define anyrt_layer_norm_backward (*ap__rt.anyrt_layer_norm_backward)
#define anyrt_create_rms_norm_backward_descriptor (*ap__rt.anyrt_create_rms_norm_backward_descriptor)
#define anyrt_rms_norm_backward (*ap__rt.anyrt_rms_norm_backward)
#define anyrt_create_nll_loss_descriptor (*ap__rt.anyrt_create_nll_loss_descriptor)
#define anyrt_nll_loss (*ap__rt.anyrt_nll_loss)
#define anyrt_create_cross_entropy_backward_descriptor (*ap__rt.anyrt_create_cross_entropy_backward_descriptor)
#define anyrt_cross_entropy_backward (*ap__rt.anyrt_cross_entropy_backward)
#define anyrt_create_nll_loss_backward_descriptor (*ap__rt.anyrt_create_nll_loss_backward_descriptor)
#define anyrt_nll_loss_backward (*ap__rt.anyrt_nll_loss_backward)
#define anyrt_create_embedding_backward_descriptor (*ap__rt.anyrt_create_embedding_backward_descriptor)
#define anyrt_embedding_backward (*ap__rt.anyrt_embedding_backward)
#define anyrt_create_conv_backward_data_descriptor (*ap__rt.anyrt_create_conv_backward_data_descriptor)
#define anyrt_conv_backward_data (*ap__rt.anyrt_conv_backward_data)
#define anyrt_create_conv_backward_filter_descriptor (*ap__rt.anyrt_create_conv_backward_filter_descriptor)
#define anyrt_conv_backward_filter (*ap__rt.anyrt_conv_backward_filter)
#define anyrt_create_max_pool_descriptor (*ap__rt.anyrt_create_max_pool_descriptor)
#define anyrt_max_pool (*ap__rt.anyrt_max_pool)
#define anyrt_create_max_pool_backward_descriptor (*ap__rt.anyrt_create_max_pool_backward_descriptor)
#define anyrt_max_pool_backward (*ap__rt.anyrt_max_pool_backward)
#define anyrt_create_avg_pool_descriptor (*ap__rt.anyrt_create_avg_pool_descriptor)
#define anyrt_avg_pool (*ap__rt.anyrt_avg_pool)
#define anyrt_create_avg_pool_backward_descriptor (*ap__rt.anyrt_create_avg_pool_backward_descriptor)
#define anyrt_avg_pool_backward (*ap__rt.anyrt_avg_pool_backward)
#define anyrt_create_batch_norm_descriptor (*ap__rt.anyrt_create_batch_norm_descriptor)
#define anyrt_batch_norm (*ap__rt.anyrt_batch_norm)
#define anyrt_create_batch_norm_inference_descriptor (*ap__rt.anyrt_create_batch_norm_inference_descriptor)
#define anyrt_batch_norm_inference (*ap__rt.anyrt_batch_norm_inference)
#define anyrt_create_batch_norm_backward_descriptor (*ap__rt.anyrt_create_batch_norm_backward_descriptor)
#define anyrt_batch_norm_backward (*ap__rt.anyrt_batch_norm_backward)
#define anyrt_create_adamw_step_descriptor (*ap__rt.anyrt_create_adamw_step_descriptor)
#define anyrt_adamw_step (*ap__rt.anyrt_adamw_step)
#define anyrt_create_sgd_step_descriptor (*ap__rt.anyrt_create_sgd_step_descriptor)
#define anyrt_sgd_step (*ap__rt.anyrt_sgd_step)
#define anyrt_create_var_descriptor (*ap__rt.anyrt_create_var_descriptor)
#define anyrt_var (*ap__rt.anyrt_var)
#define anyrt_create_std_descriptor (*ap__rt.anyrt_create_std_descriptor)
#define anyrt_std (*ap__rt.anyrt_std)
#define anyrt_create_logsumexp_descriptor (*ap__rt.anyrt_create_logsumexp_descriptor)
#define anyrt_logsumexp (*ap__rt.anyrt_logsumexp)
#define anyrt_create_isin_descriptor (*ap__rt.anyrt_create_isin_descriptor)
#define anyrt_isin (*ap__rt.anyrt_isin)
#define anyrt_create_nonzero_descriptor (*ap__rt.anyrt_create_nonzero_descriptor)
#define anyrt_nonzero (*ap__rt.anyrt_nonzero)
#define anyrt_create_masked_select_descriptor (*ap__rt.anyrt_create_masked_select_descriptor)
#define anyrt_masked_select (*ap__rt.anyrt_masked_select)
#endif

#define AP_DEVICE_TYPE_PREFIX "anyrt_"
#define AP_MAX_IN 10
#define AP_MAX_ATTR 11
#define AP_MAX_OUT 7

/* A field the plugin fills, at its offset in one released C_DeviceInterface layout. */
typedef struct {
    const char* name;
    size_t offset;
    void (*fn)(void);
} ap_fill_t;

/* A released layout (spec/compat/paddle.yaml `layouts`), told apart by its interface size. */
typedef struct {
    const char* name;
    const char* wheels;
    size_t interface_size;
    const ap_fill_t* fills;
    size_t fill_count;
} ap_layout_t;
#define AP_LAYOUT_COUNT 6
extern const ap_layout_t ap__layouts[AP_LAYOUT_COUNT];

/* Paddle's C kernel API (paddle/phi/capi), opaque types and the functions the plugin calls. */
typedef struct PD_KernelContext PD_KernelContext;
typedef struct PD_DeviceContext PD_DeviceContext;
typedef struct PD_Tensor PD_Tensor;
typedef struct PD_Scalar PD_Scalar;
typedef struct PD_IntArray PD_IntArray;
typedef struct PD_Kernel PD_Kernel;
typedef struct PD_KernelKey PD_KernelKey;
typedef struct PD_KernelArgsDef PD_KernelArgsDef;
typedef struct PD_TensorArgDef PD_TensorArgDef;
typedef struct {
    size_t size;
    void* data;
} PD_List;

typedef struct {
    void (*PD_RegisterPhiKernel)(const char* kernel_name, const char* backend, C_DataType dtype, C_DataLayout layout, size_t in_nargs, int* in_args_type, size_t attr_nargs, int* attr_args_type, size_t out_nargs, int* out_args_type, void* args_def_fn, void* fn, void* variadic_kernel_fn);
    PD_DeviceContext* (*PD_KernelContextGetDeviceContext)(PD_KernelContext* ctx);
    PD_Tensor* (*PD_KernelContextInputAt)(PD_KernelContext* ctx, size_t index);
    PD_Tensor* (*PD_KernelContextOutputAt)(PD_KernelContext* ctx, size_t index);
    bool (*PD_KernelContextBoolAttrAt)(PD_KernelContext* ctx, size_t index);
    int32_t (*PD_KernelContextInt32AttrAt)(PD_KernelContext* ctx, size_t index);
    int64_t (*PD_KernelContextInt64AttrAt)(PD_KernelContext* ctx, size_t index);
    float (*PD_KernelContextFloatAttrAt)(PD_KernelContext* ctx, size_t index);
    double (*PD_KernelContextDoubleAttrAt)(PD_KernelContext* ctx, size_t index);
    PD_Scalar* (*PD_KernelContextScalarAttrAt)(PD_KernelContext* ctx, size_t index);
    PD_IntArray* (*PD_KernelContextIntArrayAttrAt)(PD_KernelContext* ctx, size_t index);
    C_DataType (*PD_KernelContextDataTypeAttrAt)(PD_KernelContext* ctx, size_t index);
    PD_List (*PD_KernelContextListInt64AttrAt)(PD_KernelContext* ctx, size_t index);
    PD_List (*PD_KernelContextListInt32AttrAt)(PD_KernelContext* ctx, size_t index);
    char* (*PD_KernelContextStringAttrAt)(PD_KernelContext* ctx, size_t index);
    C_DataType (*PD_DatatTypeAttr)(void* attr);
    PD_List (*PD_ListInt64Attr)(void* attr);
    PD_List (*PD_ListInt32Attr)(void* attr);
    const char* (*PD_StringAttr)(void* attr);
    PD_Tensor* (*PD_OptionalTensorGetPointer)(PD_Tensor* tensor);
    C_DataType (*PD_TensorGetPDDataType)(const PD_Tensor* tensor, C_Status* status);
    void* (*PD_TensorGetDataPointer)(const PD_Tensor* tensor, C_Status* status);
    int64_t (*PD_TensorGetElementCount)(const PD_Tensor* tensor, C_Status* status);
    int64_t (*PD_TensorGetNumDims)(const PD_Tensor* tensor, C_Status* status);
    int64_t (*PD_TensorGetDim)(const PD_Tensor* tensor, size_t index, C_Status* status);
    int64_t (*PD_TensorGetNumStrides)(const PD_Tensor* tensor, C_Status* status);
    int64_t (*PD_TensorGetStride)(const PD_Tensor* tensor, size_t index, C_Status* status);
    void (*PD_TensorSetDims)(PD_Tensor* tensor, int64_t ndims, const int64_t* dims, C_Status* status);
    void (*PD_TensorSetStrides)(PD_Tensor* tensor, int64_t nstrides, const int64_t* strides, C_Status* status);
    void (*PD_TensorSetOffset)(PD_Tensor* tensor, const int64_t offset, C_Status* status);
    C_Stream (*PD_DeviceContextGetStream)(const PD_DeviceContext* ctx, C_Status* status);
    void* (*PD_DeviceContextAllocateTensor)(const PD_DeviceContext* ctx, PD_Tensor* tensor, size_t size, C_DataType dtype, C_Status* status);
    uint64_t (*PD_DeviceContextGetRandom)(const PD_DeviceContext* ctx, C_Status* status);
    int64_t (*PD_ScalarGetInt64Data)(PD_Scalar* scalar);
    double (*PD_ScalarGetFloat64Data)(PD_Scalar* scalar);
    PD_List (*PD_IntArrayGetDataPointer)(PD_IntArray* array);
    size_t (*PD_IntArrayGetElementCount)(PD_IntArray* array);
    PD_KernelArgsDef* (*PD_KernelGetArgsDef)(PD_Kernel* kernel, C_Status* status);
    PD_List (*PD_KernelArgsDefGetOutputArgDefs)(PD_KernelArgsDef* def, C_Status* status);
    void (*PD_TensorArgDefSetDataType)(PD_TensorArgDef* def, C_DataType dtype, C_Status* status);
    void (*PD_DeletePointerList)(PD_List list);
    PD_List (*PD_KernelContextMultiInputAt)(PD_KernelContext* ctx, size_t index);
    PD_List (*PD_KernelContextMultiOutputAt)(PD_KernelContext* ctx, size_t index);
    PD_List (*PD_TensorVectorToList)(PD_Tensor* tensor);
    PD_List (*PD_KernelContextListScalarAttrAt)(PD_KernelContext* ctx, size_t index);
    PD_List (*PD_ListScalarAttr)(void* attr);
} ap_capi_t;
extern ap_capi_t ap__capi;
/* Resolves every function from `lib`; 0 on success, else writes the first missing name. */
int ap__capi_resolve(void* lib, const char** missing);
extern const char* const ap__capi_libraries[3];
#define AP_CAPI_LIBRARY_COUNT 3

/* One kernel call, whichever entry Paddle used: static graph (PD_KernelContext*) or dygraph
 * (the phi signature). Inputs, attributes and outputs in the order of the kernel's signature. */
/* A Scalar attribute's value, read both ways (an int64 beyond 2^53 stays exact). */
typedef struct {
    double f;
    int64_t i;
} ap_scalar_t;
typedef union {
    bool b;
    int32_t i32;
    int64_t i64;
    float f;
    double d;
    ap_scalar_t scalar;
    PD_List ints; /* int_array: int64_t elements */
    C_DataType dtype;
    PD_List list; /* list_int64: int64_t elements; list_int32: int32_t; list_scalar: PD_Scalar* */
    const char* str;
} ap_attr_t;
typedef struct {
    const char* kernel;
    int signature; /* index in the kernel's `signatures` */
    PD_DeviceContext* dev;
    PD_Tensor* in[AP_MAX_IN]; /* NULL: an optional input not given, or a list */
    ap_attr_t attr[AP_MAX_ATTR];
    PD_Tensor* out[AP_MAX_OUT]; /* NULL: an output Paddle does not want, or a list */
    /* a tensor_list input / out_list output at the same index: `data` is PD_Tensor*[size] (an element
     * may be NULL: an output Paddle does not want), valid during the body only */
    PD_List in_list[AP_MAX_IN];
    PD_List out_list[AP_MAX_OUT];
    void* owned[AP_MAX_ATTR]; /* an attribute's values the entry read from a tensor (freed by ap__call_release) */
    int skip;                 /* an attribute could not be read: the body does not run (the failure is raised) */
} ap_call_t;

/* The static graph's Scalar and IntArray attributes (paddle_plugin_kernels.c): PIR feeds them
 * through tensors (full / full_int_array), which the kernel context holds as phi::TensorRef where
 * the C API's getters expect the value and throw; these look at the attribute's alternative first,
 * as phi's own kernels do, and read such a tensor's values. */
ap_scalar_t ap__ctx_scalar(ap_call_t* c, PD_KernelContext* ctx, size_t index);
PD_List ap__ctx_int_array(ap_call_t* c, PD_KernelContext* ctx, size_t index);
ap_scalar_t ap__scalar_of(PD_Scalar* scalar);
void ap__call_release(ap_call_t* c);

/* An operator some kernel runs through, called through uniform wrappers (generated): its create
 * and run with its tensors' descriptors and pointers in the operator's order, outputs first. */
typedef struct {
    const char* name;
    int n_tensors;
    int n_out;
    int out_own_dtype; /* its first output has dtypes of its own (bool), not the operator's */
    int out_dtype;     /* its first output's one dtype (an anyrt_dtype_t: any, all, the comparisons: bool), else -1 */
    anyrt_status_t (*create)(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* tensors);
    anyrt_status_t (*run)(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* data, anyrt_stream_t stream);
} ap_op_t;
extern const ap_op_t ap__op_add;
extern const ap_op_t ap__op_sub;
extern const ap_op_t ap__op_mul;
extern const ap_op_t ap__op_relu;
extern const ap_op_t ap__op_silu;
extern const ap_op_t ap__op_sigmoid;
extern const ap_op_t ap__op_swiglu;
extern const ap_op_t ap__op_zeros;
extern const ap_op_t ap__op_ones;
extern const ap_op_t ap__op_cross_entropy;
extern const ap_op_t ap__op_embedding;
extern const ap_op_t ap__op_gelu;
extern const ap_op_t ap__op_gelutanh;
extern const ap_op_t ap__op_tanh;
extern const ap_op_t ap__op_erf;
extern const ap_op_t ap__op_reciprocal;
extern const ap_op_t ap__op_hardswish;
extern const ap_op_t ap__op_clip;
extern const ap_op_t ap__op_abs;
extern const ap_op_t ap__op_sign;
extern const ap_op_t ap__op_square;
extern const ap_op_t ap__op_exp;
extern const ap_op_t ap__op_expm1;
extern const ap_op_t ap__op_log;
extern const ap_op_t ap__op_log2;
extern const ap_op_t ap__op_log10;
extern const ap_op_t ap__op_log1p;
extern const ap_op_t ap__op_sqrt;
extern const ap_op_t ap__op_rsqrt;
extern const ap_op_t ap__op_sin;
extern const ap_op_t ap__op_cos;
extern const ap_op_t ap__op_tan;
extern const ap_op_t ap__op_asin;
extern const ap_op_t ap__op_acos;
extern const ap_op_t ap__op_atan;
extern const ap_op_t ap__op_sinh;
extern const ap_op_t ap__op_cosh;
extern const ap_op_t ap__op_asinh;
extern const ap_op_t ap__op_acosh;
extern const ap_op_t ap__op_atanh;
extern const ap_op_t ap__op_floor;
extern const ap_op_t ap__op_ceil;
extern const ap_op_t ap__op_round;
extern const ap_op_t ap__op_bitwise_not;
extern const ap_op_t ap__op_logical_not;
extern const ap_op_t ap__op_isnan;
extern const ap_op_t ap__op_isinf;
extern const ap_op_t ap__op_isfinite;
extern const ap_op_t ap__op_div;
extern const ap_op_t ap__op_floor_divide;
extern const ap_op_t ap__op_remainder;
extern const ap_op_t ap__op_pow;
extern const ap_op_t ap__op_maximum;
extern const ap_op_t ap__op_minimum;
extern const ap_op_t ap__op_bitwise_and;
extern const ap_op_t ap__op_bitwise_or;
extern const ap_op_t ap__op_bitwise_xor;
extern const ap_op_t ap__op_eq;
extern const ap_op_t ap__op_ne;
extern const ap_op_t ap__op_lt;
extern const ap_op_t ap__op_le;
extern const ap_op_t ap__op_gt;
extern const ap_op_t ap__op_ge;
extern const ap_op_t ap__op_logical_and;
extern const ap_op_t ap__op_logical_or;
extern const ap_op_t ap__op_logical_xor;
extern const ap_op_t ap__op_where;
extern const ap_op_t ap__op_relu_backward;
extern const ap_op_t ap__op_silu_backward;
extern const ap_op_t ap__op_gelu_backward;
extern const ap_op_t ap__op_gelutanh_backward;
extern const ap_op_t ap__op_sigmoid_backward;
extern const ap_op_t ap__op_tanh_backward;
extern const ap_op_t ap__op_sum;
extern const ap_op_t ap__op_mean;
extern const ap_op_t ap__op_prod;
extern const ap_op_t ap__op_amax;
extern const ap_op_t ap__op_amin;
extern const ap_op_t ap__op_any;
extern const ap_op_t ap__op_all;
extern const ap_op_t ap__op_cast;
extern const ap_op_t ap__op_index_select;
extern const ap_op_t ap__op_argmax;
extern const ap_op_t ap__op_argmin;
extern const ap_op_t ap__op_cross_entropy_backward;

/* Where an operator's tensor is among the kernel's: an output (out != 0) or an input, by index. */
typedef struct {
    int out;
    int index;
} ap_bind_t;
/* The generated bodies' halves (hand-written, runtime/compat/paddle_plugin_kernels.c): an
 * elementwise operator over the kernel's tensors as `bind` says (inputs broadcast to the first
 * output); a reduction of input 0 into output 0 over the axes attribute (-1: none, every dim;
 * `axis_is_list`: a list_int64, else an int_array), keep_dim and reduce_all (-1: absent). */
void ap__elementwise(const ap_call_t* c, const ap_op_t* op, const ap_bind_t* bind);
void ap__reduction(const ap_call_t* c, const ap_op_t* op, int axis, int axis_is_list, int keep_dim, int reduce_all);

/* One body per kernel: hand-written (runtime/compat/paddle_plugin_kernels.c), or generated
 * (paddle_plugin.c) for a kernel with a `form`. */
void ap_kernel_matmul(const ap_call_t* c);
void ap_kernel_add(const ap_call_t* c);
void ap_kernel_subtract(const ap_call_t* c);
void ap_kernel_multiply(const ap_call_t* c);
void ap_kernel_relu(const ap_call_t* c);
void ap_kernel_silu(const ap_call_t* c);
void ap_kernel_sigmoid(const ap_call_t* c);
void ap_kernel_softmax(const ap_call_t* c);
void ap_kernel_rms_norm(const ap_call_t* c);
void ap_kernel_swiglu(const ap_call_t* c);
void ap_kernel_full(const ap_call_t* c);
void ap_kernel_full_like(const ap_call_t* c);
void ap_kernel_scale(const ap_call_t* c);
void ap_kernel_cast(const ap_call_t* c);
void ap_kernel_contiguous(const ap_call_t* c);
void ap_kernel_strided_copy(const ap_call_t* c);
void ap_kernel_assign(const ap_call_t* c);
void ap_kernel_expand(const ap_call_t* c);
void ap_kernel_divide(const ap_call_t* c);
void ap_kernel_elementwise_pow(const ap_call_t* c);
void ap_kernel_maximum(const ap_call_t* c);
void ap_kernel_minimum(const ap_call_t* c);
void ap_kernel_floor_divide(const ap_call_t* c);
void ap_kernel_remainder(const ap_call_t* c);
void ap_kernel_bitwise_and(const ap_call_t* c);
void ap_kernel_bitwise_or(const ap_call_t* c);
void ap_kernel_bitwise_xor(const ap_call_t* c);
void ap_kernel_equal(const ap_call_t* c);
void ap_kernel_not_equal(const ap_call_t* c);
void ap_kernel_less_than(const ap_call_t* c);
void ap_kernel_less_equal(const ap_call_t* c);
void ap_kernel_greater_than(const ap_call_t* c);
void ap_kernel_greater_equal(const ap_call_t* c);
void ap_kernel_logical_and(const ap_call_t* c);
void ap_kernel_logical_or(const ap_call_t* c);
void ap_kernel_logical_xor(const ap_call_t* c);
void ap_kernel_abs(const ap_call_t* c);
void ap_kernel_exp(const ap_call_t* c);
void ap_kernel_log(const ap_call_t* c);
void ap_kernel_sqrt(const ap_call_t* c);
void ap_kernel_rsqrt(const ap_call_t* c);
void ap_kernel_sin(const ap_call_t* c);
void ap_kernel_cos(const ap_call_t* c);
void ap_kernel_tanh(const ap_call_t* c);
void ap_kernel_floor(const ap_call_t* c);
void ap_kernel_ceil(const ap_call_t* c);
void ap_kernel_sign(const ap_call_t* c);
void ap_kernel_bitwise_not(const ap_call_t* c);
void ap_kernel_logical_not(const ap_call_t* c);
void ap_kernel_isnan(const ap_call_t* c);
void ap_kernel_isinf(const ap_call_t* c);
void ap_kernel_isfinite(const ap_call_t* c);
void ap_kernel_atan(const ap_call_t* c);
void ap_kernel_tan(const ap_call_t* c);
void ap_kernel_asin(const ap_call_t* c);
void ap_kernel_acos(const ap_call_t* c);
void ap_kernel_sinh(const ap_call_t* c);
void ap_kernel_cosh(const ap_call_t* c);
void ap_kernel_asinh(const ap_call_t* c);
void ap_kernel_acosh(const ap_call_t* c);
void ap_kernel_atanh(const ap_call_t* c);
void ap_kernel_log2(const ap_call_t* c);
void ap_kernel_log10(const ap_call_t* c);
void ap_kernel_log1p(const ap_call_t* c);
void ap_kernel_expm1(const ap_call_t* c);
void ap_kernel_erf(const ap_call_t* c);
void ap_kernel_square(const ap_call_t* c);
void ap_kernel_reciprocal(const ap_call_t* c);
void ap_kernel_hardswish(const ap_call_t* c);
void ap_kernel_hardtanh(const ap_call_t* c);
void ap_kernel_relu6(const ap_call_t* c);
void ap_kernel_leaky_relu(const ap_call_t* c);
void ap_kernel_hardtanh_grad(const ap_call_t* c);
void ap_kernel_relu6_grad(const ap_call_t* c);
void ap_kernel_leaky_relu_grad(const ap_call_t* c);
void ap_kernel_swish(const ap_call_t* c);
void ap_kernel_swish_grad(const ap_call_t* c);
void ap_kernel_softplus(const ap_call_t* c);
void ap_kernel_softplus_grad(const ap_call_t* c);
void ap_kernel_mish(const ap_call_t* c);
void ap_kernel_mish_grad(const ap_call_t* c);
void ap_kernel_celu(const ap_call_t* c);
void ap_kernel_celu_grad(const ap_call_t* c);
void ap_kernel_softshrink(const ap_call_t* c);
void ap_kernel_softshrink_grad(const ap_call_t* c);
void ap_kernel_hardsigmoid(const ap_call_t* c);
void ap_kernel_hardsigmoid_grad(const ap_call_t* c);
void ap_kernel_elu(const ap_call_t* c);
void ap_kernel_elu_grad(const ap_call_t* c);
void ap_kernel_pow(const ap_call_t* c);
void ap_kernel_pow_grad(const ap_call_t* c);
void ap_kernel_where(const ap_call_t* c);
void ap_kernel_gelu(const ap_call_t* c);
void ap_kernel_layer_norm(const ap_call_t* c);
void ap_kernel_layer_norm_grad(const ap_call_t* c);
void ap_kernel_log_softmax(const ap_call_t* c);
void ap_kernel_log_softmax_grad(const ap_call_t* c);
void ap_kernel_clip(const ap_call_t* c);
void ap_kernel_clip_grad(const ap_call_t* c);
void ap_kernel_softmax_grad(const ap_call_t* c);
void ap_kernel_matmul_grad(const ap_call_t* c);
void ap_kernel_add_grad(const ap_call_t* c);
void ap_kernel_subtract_grad(const ap_call_t* c);
void ap_kernel_multiply_grad(const ap_call_t* c);
void ap_kernel_divide_grad(const ap_call_t* c);
void ap_kernel_sum_grad(const ap_call_t* c);
void ap_kernel_mean_grad(const ap_call_t* c);
void ap_kernel_mean_all_grad(const ap_call_t* c);
void ap_kernel_cross_entropy_with_softmax(const ap_call_t* c);
void ap_kernel_cross_entropy_with_softmax_grad(const ap_call_t* c);
void ap_kernel_embedding(const ap_call_t* c);
void ap_kernel_embedding_grad(const ap_call_t* c);
void ap_kernel_adamw(const ap_call_t* c);
void ap_kernel_sgd(const ap_call_t* c);
void ap_kernel_unsqueeze(const ap_call_t* c);
void ap_kernel_squeeze(const ap_call_t* c);
void ap_kernel_flatten(const ap_call_t* c);
void ap_kernel_unsqueeze_grad(const ap_call_t* c);
void ap_kernel_squeeze_grad(const ap_call_t* c);
void ap_kernel_flatten_grad(const ap_call_t* c);
void ap_kernel_transpose(const ap_call_t* c);
void ap_kernel_transpose_grad(const ap_call_t* c);
void ap_kernel_slice(const ap_call_t* c);
void ap_kernel_slice_grad(const ap_call_t* c);
void ap_kernel_add_n(const ap_call_t* c);
void ap_kernel_dropout(const ap_call_t* c);
void ap_kernel_dropout_grad(const ap_call_t* c);
void ap_kernel_gather(const ap_call_t* c);
void ap_kernel_gather_grad(const ap_call_t* c);
void ap_kernel_index_select(const ap_call_t* c);
void ap_kernel_index_select_grad(const ap_call_t* c);
void ap_kernel_argmax(const ap_call_t* c);
void ap_kernel_argmin(const ap_call_t* c);
void ap_kernel_concat(const ap_call_t* c);
void ap_kernel_concat_grad(const ap_call_t* c);
void ap_kernel_stack(const ap_call_t* c);
void ap_kernel_stack_grad(const ap_call_t* c);
void ap_kernel_split(const ap_call_t* c);
void ap_kernel_split_with_num(const ap_call_t* c);
void ap_kernel_arange_tensor(const ap_call_t* c);
void ap_kernel_arange(const ap_call_t* c);
void ap_kernel_conv2d(const ap_call_t* c);
void ap_kernel_conv2d_grad(const ap_call_t* c);
void ap_kernel_depthwise_conv2d(const ap_call_t* c);
void ap_kernel_depthwise_conv2d_grad(const ap_call_t* c);
void ap_kernel_pool2d(const ap_call_t* c);
void ap_kernel_pool2d_grad(const ap_call_t* c);
void ap_kernel_batch_norm(const ap_call_t* c);
void ap_kernel_batch_norm_grad(const ap_call_t* c);
void ap_kernel_tril(const ap_call_t* c);
void ap_kernel_triu(const ap_call_t* c);
void ap_kernel_tril_grad(const ap_call_t* c);
void ap_kernel_triu_grad(const ap_call_t* c);
void ap_kernel_fill(const ap_call_t* c);
void ap_kernel_relu_grad(const ap_call_t* c);
void ap_kernel_sigmoid_grad(const ap_call_t* c);
void ap_kernel_tanh_grad(const ap_call_t* c);
void ap_kernel_silu_grad(const ap_call_t* c);
void ap_kernel_gelu_grad(const ap_call_t* c);
void ap_kernel_sum(const ap_call_t* c);
void ap_kernel_mean(const ap_call_t* c);
void ap_kernel_max(const ap_call_t* c);
void ap_kernel_min(const ap_call_t* c);
void ap_kernel_prod(const ap_call_t* c);
void ap_kernel_any(const ap_call_t* c);
void ap_kernel_all(const ap_call_t* c);
void ap_kernel_mean_all(const ap_call_t* c);
void ap_kernel_round(const ap_call_t* c);
void ap_kernel_set_value(const ap_call_t* c);
void ap_kernel_assign_value(const ap_call_t* c);
void ap_kernel_set_value_with_tensor(const ap_call_t* c);
void ap_kernel_uniform(const ap_call_t* c);
void ap_kernel_gaussian(const ap_call_t* c);
void ap_kernel_rnn(const ap_call_t* c);
void ap_kernel_rnn_grad(const ap_call_t* c);
void ap_kernel_check_finite_and_unscale(const ap_call_t* c);
void ap_kernel_update_loss_scaling(const ap_call_t* c);

/* Every kernel entry runs its body between these (paddle_plugin_runtime.c): leave raises the body's
 * first failure as a C++ exception, so the Paddle call that ran the kernel fails with its reason. */
void ap__kernel_enter(void);
void ap__kernel_leave(void);

/* Registers every kernel whose signature is known for `release` (a layout name) under `backend`
 * (the device type), for each of its dtypes; returns how many registrations were made. */
int ap__register_kernels(const char* backend, const char* release);

/* anyrt dtype <-> Paddle C_DataType; 0 when the other side has none. */
int ap__to_anyrt_dtype(C_DataType in, anyrt_dtype_t* out);
int ap__to_paddle_dtype(anyrt_dtype_t in, C_DataType* out);
/* anyrt reduce op of a Paddle one; 0 when none. */
int ap__to_anyrt_reduce_op(C_CCLReduceOp in, anyrt_reduce_op_t* out);

/* One function per served field (hand-written, runtime/compat/paddle_plugin_runtime.c), with
 * develop's signature; a layout where the field's signature differs leaves it NULL. */
C_Status ap_initialize(void);
C_Status ap_finalize(void);
C_Status ap_init_device(const C_Device device);
C_Status ap_set_device(const C_Device device);
C_Status ap_get_device(const C_Device device);
C_Status ap_deinit_device(const C_Device device);
C_Status ap_create_stream(const C_Device device, C_Stream* stream);
C_Status ap_destroy_stream(const C_Device device, C_Stream stream);
C_Status ap_query_stream(const C_Device device, C_Stream stream);
C_Status ap_stream_add_callback(const C_Device device, C_Stream stream, C_Callback callback, void* user_data);
C_Status ap_create_event(const C_Device device, C_Event* event);
C_Status ap_record_event(const C_Device device, C_Stream stream, C_Event event);
C_Status ap_destroy_event(const C_Device device, C_Event event);
C_Status ap_query_event(const C_Device device, C_Event event);
C_Status ap_synchronize_device(const C_Device device);
C_Status ap_synchronize_stream(const C_Device device, C_Stream stream);
C_Status ap_synchronize_event(const C_Device device, C_Event event);
C_Status ap_stream_wait_event(const C_Device device, C_Stream stream, C_Event event);
C_Status ap_device_memory_allocate(const C_Device device, void** ptr, size_t size);
C_Status ap_device_memory_deallocate(const C_Device device, void* ptr, size_t size);
C_Status ap_device_memory_set(const C_Device device, void* ptr, unsigned char value, size_t size);
C_Status ap_host_memory_allocate(const C_Device device, void** ptr, size_t size);
C_Status ap_host_memory_deallocate(const C_Device device, void* ptr, size_t size);
C_Status ap_unified_memory_allocate(const C_Device device, void** ptr, size_t size);
C_Status ap_unified_memory_deallocate(const C_Device device, void* ptr, size_t size);
C_Status ap_memory_copy_h2d(const C_Device device, void* dst, const void* src, size_t size);
C_Status ap_memory_copy_d2h(const C_Device device, void* dst, const void* src, size_t size);
C_Status ap_memory_copy_d2d(const C_Device device, void* dst, const void* src, size_t size);
C_Status ap_memory_copy_p2p(const C_Device dst_device, const C_Device src_device, void* dst, const void* src, size_t size);
C_Status ap_async_memory_copy_h2d(const C_Device device, C_Stream stream, void* dst, const void* src, size_t size);
C_Status ap_async_memory_copy_d2h(const C_Device device, C_Stream stream, void* dst, const void* src, size_t size);
C_Status ap_async_memory_copy_d2d(const C_Device device, C_Stream stream, void* dst, const void* src, size_t size);
C_Status ap_async_memory_copy_p2p(const C_Device dst_device, const C_Device src_device, C_Stream stream, void* dst, const void* src, size_t size);
C_Status ap_get_device_count(size_t* count);
C_Status ap_get_device_list(size_t* devices);
C_Status ap_device_memory_stats(const C_Device device, size_t* total_memory, size_t* free_memory);
C_Status ap_device_min_chunk_size(const C_Device device, size_t* count);
C_Status ap_device_max_chunk_size(const C_Device device, size_t* count);
C_Status ap_device_max_alloc_size(const C_Device device, size_t* count);
C_Status ap_device_extra_padding_size(const C_Device device, size_t* size);
C_Status ap_device_init_alloc_size(const C_Device device, size_t* size);
C_Status ap_device_realloc_size(const C_Device device, size_t* size);
C_Status ap_get_compute_capability(const C_Device device, size_t* compute_capability);
C_Status ap_get_runtime_version(const C_Device device, size_t* version);
C_Status ap_get_driver_version(const C_Device device, size_t* version);
C_Status ap_get_multi_process(const C_Device device, size_t* multi_process);
C_Status ap_get_max_threads_per_mp(const C_Device device, size_t* threads_per_mp);
C_Status ap_get_max_threads_per_block(const C_Device device, size_t* threads_per_block);
C_Status ap_get_max_shared_mem_per_block(const C_Device device, size_t* shared_mem_per_block);
C_Status ap_get_max_blocks_per_mp(const C_Device device, size_t* blocks_per_mp);
C_Status ap_get_max_grid_dim_size(const C_Device device, unsigned int* grid_dim_size);
C_Status ap_get_max_block_dim_size(const C_Device device, unsigned int* block_dim_size);
C_Status ap_is_float16_supported(const C_Device device, bool* supported);
C_Status ap_is_bfloat16_supported(const C_Device device, bool* supported);
C_Status ap_xccl_get_unique_id_size(size_t* size);
C_Status ap_xccl_get_unique_id(C_CCLRootId* unique_id);
C_Status ap_xccl_comm_init_rank(size_t ranks, C_CCLRootId* unique_id, size_t rank, C_CCLComm* comm);
C_Status ap_xccl_destroy_comm(C_CCLComm comm);
C_Status ap_xccl_all_reduce(void* send_buf, void* recv_buf, size_t count, C_DataType data_type, C_CCLReduceOp op, C_CCLComm comm, C_Stream stream);
C_Status ap_xccl_broadcast(void* buf, size_t count, C_DataType data_type, size_t root, C_CCLComm comm, C_Stream stream);
C_Status ap_xccl_reduce(void* send_buf, void* recv_buf, size_t count, C_DataType data_type, C_CCLReduceOp op, size_t root, C_CCLComm comm, C_Stream stream);
C_Status ap_xccl_all_gather(void* send_buf, void* recv_buf, size_t count, C_DataType data_type, C_CCLComm comm, C_Stream stream);
C_Status ap_xccl_reduce_scatter(void* send_buf, void* recv_buf, size_t count, C_DataType data_type, C_CCLReduceOp op, C_CCLComm comm, C_Stream stream);
C_Status ap_xccl_group_start(void);
C_Status ap_xccl_group_end(void);
C_Status ap_xccl_send(void* send_buf, size_t count, C_DataType data_type, size_t dest_rank, C_CCLComm comm, C_Stream stream);
C_Status ap_xccl_recv(void* recv_buf, size_t count, C_DataType data_type, size_t src_rank, C_CCLComm comm, C_Stream stream);
C_Status ap_xccl_all_to_all(const void** send_buf, const size_t* send_count, const C_DataType* send_dtype, void** recv_buf, const size_t* recv_count, const C_DataType* recv_dtype, size_t rank, size_t nranks, C_CCLComm comm, C_Stream stream);
C_Status ap_profiler_initialize(C_Profiler prof, void** user_data);
C_Status ap_profiler_finalize(C_Profiler prof, void* user_data);
C_Status ap_profiler_prepare_tracing(C_Profiler prof, void* user_data);
C_Status ap_profiler_start_tracing(C_Profiler prof, void* user_data);
C_Status ap_profiler_stop_tracing(C_Profiler prof, void* user_data);
C_Status ap_profiler_collect_trace_data(C_Profiler prof, uint64_t start_ns, void* user_data);
C_Status ap_cuda_stream_begin_capture(const C_Device device, C_Stream stream, C_StreamCaptureMode mode);
C_Status ap_cuda_stream_end_captrue(const C_Device device, C_Stream stream, C_CudaGraph* pGraph);
C_Status ap_cuda_graph_launch(const C_Device device, C_GraphExec exec, C_Stream stream);
C_Status ap_cuda_graph_destroy(C_CudaGraph graph);
C_Status ap_cuda_graph_exec_destroy(C_GraphExec exec);
C_Status ap_cuda_graph_instantiate(C_GraphExec* pExec, C_CudaGraph* pGraph, void** pErrorNode, char* pLogBuffer, size_t bufferSize);
C_Status ap_cuda_stream_capture_info(const C_Device device, C_Stream stream, C_StreamCaptureStatus* captureStatus_out, unsigned long long* id_out, C_CudaGraph* graph_out, C_CudaGraphNode* dependencies_out, void** edgeData_out, size_t* numDependencies_out);

#endif /* ANYRT_PADDLE_PLUGIN_INTERNAL_H_ */
