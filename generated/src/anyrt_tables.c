/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* The spec's facts the core looks up at run time: which enum values are valid and their names,
 * element sizes, and, per backend-table slot, its name, whether it is required, whether it has a
 * fallback. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "anyrt_core.h"

int anyrt__valid_status(int v) {
    switch (v) {
    case 0:
    case 1:
    case 2:
    case 3:
    case 4:
    case 5:
    case 6:
    case 7:
    case 8:
    case 9:
    case 10:
    case 11:
    case 12:
    case 13:
    case 14:
        return 1;
    default:
        return 0;
    }
}

int anyrt__valid_device_kind(int v) {
    switch (v) {
    case 0:
    case 1:
    case 2:
    case 3:
    case 4:
    case 5:
    case 6:
    case 7:
    case 8:
    case 9:
    case 10:
    case 11:
    case 12:
        return 1;
    default:
        return anyrt__vendor_kind_in_use(v); /* a kind assigned at load (loader.c) */
    }
}

int anyrt__valid_dtype(int v) {
    switch (v) {
    case 0:
    case 1:
    case 2:
    case 3:
    case 4:
    case 5:
    case 6:
    case 7:
    case 8:
    case 9:
    case 10:
    case 12:
    case 13:
    case 14:
    case 19:
        return 1;
    default:
        return 0;
    }
}

int anyrt__valid_memcpy_kind(int v) {
    switch (v) {
    case 0:
    case 1:
    case 2:
    case 3:
    case 4:
        return 1;
    default:
        return 0;
    }
}

int anyrt__valid_event_status(int v) {
    switch (v) {
    case 0:
    case 1:
        return 1;
    default:
        return 0;
    }
}

int anyrt__valid_event_flags(int v) {
    return (v & ~(0 | 1 | 2)) == 0;
}

int anyrt__valid_reduce_op(int v) {
    switch (v) {
    case 0:
    case 1:
    case 2:
    case 3:
    case 4:
        return 1;
    default:
        return 0;
    }
}

int anyrt__valid_rope_algo(int v) {
    switch (v) {
    case 0:
    case 1:
        return 1;
    default:
        return 0;
    }
}

int anyrt__valid_capture_mode(int v) {
    switch (v) {
    case 0:
    case 1:
    case 2:
        return 1;
    default:
        return 0;
    }
}

int anyrt__valid_capture_status(int v) {
    switch (v) {
    case 0:
    case 1:
    case 2:
        return 1;
    default:
        return 0;
    }
}

int anyrt__valid_memory_type(int v) {
    switch (v) {
    case 0:
    case 1:
    case 2:
        return 1;
    default:
        return 0;
    }
}

const char* anyrt__name_status(int v) {
    switch (v) {
    case 0: return "success";
    case 1: return "warning";
    case 2: return "failed";
    case 3: return "error";
    case 4: return "internal_error";
    case 5: return "invalid_value";
    case 6: return "invalid_handle";
    case 7: return "invalid_device";
    case 8: return "out_of_memory";
    case 9: return "not_supported";
    case 10: return "not_ready";
    case 11: return "not_initialized";
    case 12: return "timeout";
    case 13: return "backend_not_found";
    case 14: return "abi_mismatch";
    default: return "?";
    }
}

const char* anyrt__name_device_kind(int v) {
    switch (v) {
    case 0: return "cpu";
    case 1: return "cuda";
    case 2: return "cambricon";
    case 3: return "ascend";
    case 4: return "metax";
    case 5: return "moore";
    case 6: return "iluvatar";
    case 7: return "kunlun";
    case 8: return "hygon";
    case 9: return "qy";
    case 10: return "ali";
    case 11: return "custom";
    case 12: return "paddle";
    default: return anyrt__vendor_kind_name(v); /* its backend's name, or "?" */
    }
}

const char* anyrt__name_dtype(int v) {
    switch (v) {
    case 0: return "invalid";
    case 1: return "byte";
    case 2: return "bool";
    case 3: return "int8";
    case 4: return "int16";
    case 5: return "int32";
    case 6: return "int64";
    case 7: return "uint8";
    case 8: return "uint16";
    case 9: return "uint32";
    case 10: return "uint64";
    case 12: return "float16";
    case 13: return "float32";
    case 14: return "float64";
    case 19: return "bfloat16";
    default: return "?";
    }
}

const char* anyrt__name_memcpy_kind(int v) {
    switch (v) {
    case 0: return "h2h";
    case 1: return "h2d";
    case 2: return "d2h";
    case 3: return "d2d";
    case 4: return "default";
    default: return "?";
    }
}

const char* anyrt__name_event_status(int v) {
    switch (v) {
    case 0: return "complete";
    case 1: return "not_ready";
    default: return "?";
    }
}

const char* anyrt__name_reduce_op(int v) {
    switch (v) {
    case 0: return "sum";
    case 1: return "prod";
    case 2: return "max";
    case 3: return "min";
    case 4: return "avg";
    default: return "?";
    }
}

const char* anyrt__name_rope_algo(int v) {
    switch (v) {
    case 0: return "gpt_j";
    case 1: return "gpt_neox";
    default: return "?";
    }
}

const char* anyrt__name_capture_mode(int v) {
    switch (v) {
    case 0: return "global";
    case 1: return "thread_local";
    case 2: return "relaxed";
    default: return "?";
    }
}

const char* anyrt__name_capture_status(int v) {
    switch (v) {
    case 0: return "none";
    case 1: return "active";
    case 2: return "invalidated";
    default: return "?";
    }
}

const char* anyrt__name_memory_type(int v) {
    switch (v) {
    case 0: return "device";
    case 1: return "host";
    case 2: return "unified";
    default: return "?";
    }
}

int anyrt__kind_host_memory(int kind) {
    switch (kind) {
    case 0: return 1; /* cpu */
    default: return 0;
    }
}

size_t anyrt__dtype_size(int dtype) { return anyrt_dtype_size((anyrt_dtype_t)dtype); }

const char* const anyrt__slot_names[ANYRT_SLOT_COUNT] = {
    "initialize",
    "finalize",
    "init_device",
    "deinit_device",
    "get_device_count",
    "get_device_list",
    "set_device",
    "synchronize_device",
    "get_compute_capability",
    "get_runtime_version",
    "get_driver_version",
    "malloc",
    "free",
    "malloc_host",
    "free_host",
    "malloc_unified",
    "free_unified",
    "memcpy",
    "memcpy_async",
    "memcpy_peer",
    "memcpy_peer_async",
    "memset",
    "memset_async",
    "get_memory_info",
    "min_chunk_size",
    "max_chunk_size",
    "max_alloc_size",
    "extra_padding_size",
    "init_alloc_size",
    "realloc_size",
    "malloc_async",
    "free_async",
    "create_stream",
    "destroy_stream",
    "query_stream",
    "synchronize_stream",
    "stream_add_callback",
    "stream_wait_event",
    "create_event",
    "destroy_event",
    "record_event",
    "query_event",
    "synchronize_event",
    "event_elapsed_time",
    "get_unique_id",
    "comm_init_all",
    "comm_init_rank",
    "comm_destroy",
    "comm_rank",
    "comm_size",
    "all_reduce",
    "broadcast",
    "reduce",
    "all_gather",
    "reduce_scatter",
    "send",
    "recv",
    "group_start",
    "group_end",
    "op_workspace_size",
    "device_memory_host_accessible",
    "op_gemm",
    "op_add",
    "op_sub",
    "op_mul",
    "op_relu",
    "op_silu",
    "op_sigmoid",
    "op_swiglu",
    "op_rms_norm",
    "op_softmax",
    "op_causal_softmax",
    "op_rope",
    "op_rearrange",
    "op_random_sample",
    "op_zeros",
    "op_ones",
    "comm_init_mpi",
    "op_add_rms_norm",
    "op_cross_entropy",
    "op_topksoftmax",
    "op_topkrouter",
    "op_mrope",
    "op_per_tensor_quant_int8",
    "op_per_tensor_dequant_int8",
    "op_per_channel_quant_int8",
    "op_dequantize_awq",
    "op_dequantize_gptq",
    "op_kv_caching",
    "op_paged_caching",
    "op_paged_attention",
    "op_paged_attention_prefill",
    "op_attention",
    "op_random_sample_batch",
    "op_silu_and_mul",
    "op_embedding",
    "op_gelu",
    "op_gelutanh",
    "op_quickgelu",
    "op_tanh",
    "op_erf",
    "op_reciprocal",
    "op_hardswish",
    "op_softplus",
    "op_hardtanh",
    "op_clip",
    "op_log_softmax",
    "op_layer_norm",
    "op_select_last_token_hidden",
    "op_conv",
    "op_abs",
    "op_neg",
    "op_sign",
    "op_square",
    "op_exp",
    "op_exp2",
    "op_expm1",
    "op_log",
    "op_log2",
    "op_log10",
    "op_log1p",
    "op_sqrt",
    "op_rsqrt",
    "op_sin",
    "op_cos",
    "op_tan",
    "op_asin",
    "op_acos",
    "op_atan",
    "op_sinh",
    "op_cosh",
    "op_asinh",
    "op_acosh",
    "op_atanh",
    "op_erfc",
    "op_floor",
    "op_ceil",
    "op_round",
    "op_trunc",
    "op_bitwise_not",
    "op_logical_not",
    "op_isnan",
    "op_isinf",
    "op_isfinite",
    "op_div",
    "op_floor_divide",
    "op_remainder",
    "op_fmod",
    "op_pow",
    "op_maximum",
    "op_minimum",
    "op_fmax",
    "op_fmin",
    "op_atan2",
    "op_hypot",
    "op_copysign",
    "op_logaddexp",
    "op_bitwise_and",
    "op_bitwise_or",
    "op_bitwise_xor",
    "op_eq",
    "op_ne",
    "op_lt",
    "op_le",
    "op_gt",
    "op_ge",
    "op_logical_and",
    "op_logical_or",
    "op_logical_xor",
    "op_where",
    "op_lerp",
    "op_addcmul",
    "op_addcdiv",
    "op_relu_backward",
    "op_silu_backward",
    "op_gelu_backward",
    "op_gelutanh_backward",
    "op_sigmoid_backward",
    "op_tanh_backward",
    "op_sum",
    "op_mean",
    "op_prod",
    "op_amax",
    "op_amin",
    "op_norm",
    "op_any",
    "op_all",
    "op_count_nonzero",
    "op_cast",
    "op_uniform",
    "op_normal",
    "op_bernoulli",
    "op_randint",
    "op_masked_fill",
    "op_arange",
    "op_tril",
    "op_triu",
    "op_one_hot",
    "op_gather",
    "op_index_select",
    "op_scatter",
    "op_scatter_add",
    "op_index_add",
    "op_cumsum",
    "op_cumprod",
    "op_topk",
    "op_sort",
    "op_argsort",
    "op_argmax",
    "op_argmin",
    "op_histc",
    "op_softmax_backward",
    "op_log_softmax_backward",
    "op_layer_norm_backward",
    "op_rms_norm_backward",
    "op_nll_loss",
    "op_cross_entropy_backward",
    "op_nll_loss_backward",
    "op_embedding_backward",
    "op_conv_backward_data",
    "op_conv_backward_filter",
    "op_max_pool",
    "op_max_pool_backward",
    "op_avg_pool",
    "op_avg_pool_backward",
    "op_batch_norm",
    "op_batch_norm_inference",
    "op_batch_norm_backward",
    "op_adamw_step",
    "op_sgd_step",
    "device_properties",
    "device_get_native_handle",
    "context_get_native_handle",
    "stream_get_native_handle",
    "create_stream_with_priority",
    "get_stream_priority_range",
    "get_stream_priority",
    "native_capture_begin",
    "native_capture_end",
    "native_graph_instantiate",
    "native_graph_launch",
    "native_graph_exec_update",
    "native_graph_destroy",
    "native_graph_exec_destroy",
    "all_to_all",
    "all_to_allv",
    "all_gather_v",
    "reduce_scatter_v",
    "ccl_gather",
    "ccl_scatter",
    "comm_split",
    "module_load",
    "module_unload",
    "module_get_function",
    "launch_kernel",
    "op_var",
    "op_std",
    "op_logsumexp",
    "op_isin",
    "op_nonzero",
    "op_masked_select",
    "op_linspace",
    "native_exchange_capture_mode",
    "op_relu6",
    "op_softsign",
    "op_tanhshrink",
    "op_selu",
    "op_logaddexp2",
    "op_bitwise_right_shift",
    "op_broadcast_to",
    "op_hardsigmoid",
    "op_mish",
    "op_logsigmoid",
    "op_frac",
    "op_sinc",
    "op_signbit",
    "op_leaky_relu",
    "op_elu",
    "op_hardshrink",
    "op_softshrink",
    "op_threshold",
    "op_nan_to_num",
    "op_xlogy",
    "op_xlog1py",
    "op_heaviside",
};

const unsigned char anyrt__slot_required[ANYRT_SLOT_COUNT] = {
    0, /* initialize */
    0, /* finalize */
    0, /* init_device */
    0, /* deinit_device */
    1, /* get_device_count */
    0, /* get_device_list */
    0, /* set_device */
    0, /* synchronize_device */
    0, /* get_compute_capability */
    0, /* get_runtime_version */
    0, /* get_driver_version */
    1, /* malloc */
    1, /* free */
    0, /* malloc_host */
    0, /* free_host */
    0, /* malloc_unified */
    0, /* free_unified */
    1, /* memcpy */
    0, /* memcpy_async */
    0, /* memcpy_peer */
    0, /* memcpy_peer_async */
    0, /* memset */
    0, /* memset_async */
    0, /* get_memory_info */
    0, /* min_chunk_size */
    0, /* max_chunk_size */
    0, /* max_alloc_size */
    0, /* extra_padding_size */
    0, /* init_alloc_size */
    0, /* realloc_size */
    0, /* malloc_async */
    0, /* free_async */
    0, /* create_stream */
    0, /* destroy_stream */
    0, /* query_stream */
    0, /* synchronize_stream */
    0, /* stream_add_callback */
    0, /* stream_wait_event */
    1, /* create_event */
    1, /* destroy_event */
    1, /* record_event */
    0, /* query_event */
    1, /* synchronize_event */
    0, /* event_elapsed_time */
    0, /* get_unique_id */
    0, /* comm_init_all */
    0, /* comm_init_rank */
    0, /* comm_destroy */
    0, /* comm_rank */
    0, /* comm_size */
    0, /* all_reduce */
    0, /* broadcast */
    0, /* reduce */
    0, /* all_gather */
    0, /* reduce_scatter */
    0, /* send */
    0, /* recv */
    0, /* group_start */
    0, /* group_end */
    0, /* op_workspace_size */
    0, /* device_memory_host_accessible */
    0, /* op_gemm */
    0, /* op_add */
    0, /* op_sub */
    0, /* op_mul */
    0, /* op_relu */
    0, /* op_silu */
    0, /* op_sigmoid */
    0, /* op_swiglu */
    0, /* op_rms_norm */
    0, /* op_softmax */
    0, /* op_causal_softmax */
    0, /* op_rope */
    0, /* op_rearrange */
    0, /* op_random_sample */
    0, /* op_zeros */
    0, /* op_ones */
    0, /* comm_init_mpi */
    0, /* op_add_rms_norm */
    0, /* op_cross_entropy */
    0, /* op_topksoftmax */
    0, /* op_topkrouter */
    0, /* op_mrope */
    0, /* op_per_tensor_quant_int8 */
    0, /* op_per_tensor_dequant_int8 */
    0, /* op_per_channel_quant_int8 */
    0, /* op_dequantize_awq */
    0, /* op_dequantize_gptq */
    0, /* op_kv_caching */
    0, /* op_paged_caching */
    0, /* op_paged_attention */
    0, /* op_paged_attention_prefill */
    0, /* op_attention */
    0, /* op_random_sample_batch */
    0, /* op_silu_and_mul */
    0, /* op_embedding */
    0, /* op_gelu */
    0, /* op_gelutanh */
    0, /* op_quickgelu */
    0, /* op_tanh */
    0, /* op_erf */
    0, /* op_reciprocal */
    0, /* op_hardswish */
    0, /* op_softplus */
    0, /* op_hardtanh */
    0, /* op_clip */
    0, /* op_log_softmax */
    0, /* op_layer_norm */
    0, /* op_select_last_token_hidden */
    0, /* op_conv */
    0, /* op_abs */
    0, /* op_neg */
    0, /* op_sign */
    0, /* op_square */
    0, /* op_exp */
    0, /* op_exp2 */
    0, /* op_expm1 */
    0, /* op_log */
    0, /* op_log2 */
    0, /* op_log10 */
    0, /* op_log1p */
    0, /* op_sqrt */
    0, /* op_rsqrt */
    0, /* op_sin */
    0, /* op_cos */
    0, /* op_tan */
    0, /* op_asin */
    0, /* op_acos */
    0, /* op_atan */
    0, /* op_sinh */
    0, /* op_cosh */
    0, /* op_asinh */
    0, /* op_acosh */
    0, /* op_atanh */
    0, /* op_erfc */
    0, /* op_floor */
    0, /* op_ceil */
    0, /* op_round */
    0, /* op_trunc */
    0, /* op_bitwise_not */
    0, /* op_logical_not */
    0, /* op_isnan */
    0, /* op_isinf */
    0, /* op_isfinite */
    0, /* op_div */
    0, /* op_floor_divide */
    0, /* op_remainder */
    0, /* op_fmod */
    0, /* op_pow */
    0, /* op_maximum */
    0, /* op_minimum */
    0, /* op_fmax */
    0, /* op_fmin */
    0, /* op_atan2 */
    0, /* op_hypot */
    0, /* op_copysign */
    0, /* op_logaddexp */
    0, /* op_bitwise_and */
    0, /* op_bitwise_or */
    0, /* op_bitwise_xor */
    0, /* op_eq */
    0, /* op_ne */
    0, /* op_lt */
    0, /* op_le */
    0, /* op_gt */
    0, /* op_ge */
    0, /* op_logical_and */
    0, /* op_logical_or */
    0, /* op_logical_xor */
    0, /* op_where */
    0, /* op_lerp */
    0, /* op_addcmul */
    0, /* op_addcdiv */
    0, /* op_relu_backward */
    0, /* op_silu_backward */
    0, /* op_gelu_backward */
    0, /* op_gelutanh_backward */
    0, /* op_sigmoid_backward */
    0, /* op_tanh_backward */
    0, /* op_sum */
    0, /* op_mean */
    0, /* op_prod */
    0, /* op_amax */
    0, /* op_amin */
    0, /* op_norm */
    0, /* op_any */
    0, /* op_all */
    0, /* op_count_nonzero */
    0, /* op_cast */
    0, /* op_uniform */
    0, /* op_normal */
    0, /* op_bernoulli */
    0, /* op_randint */
    0, /* op_masked_fill */
    0, /* op_arange */
    0, /* op_tril */
    0, /* op_triu */
    0, /* op_one_hot */
    0, /* op_gather */
    0, /* op_index_select */
    0, /* op_scatter */
    0, /* op_scatter_add */
    0, /* op_index_add */
    0, /* op_cumsum */
    0, /* op_cumprod */
    0, /* op_topk */
    0, /* op_sort */
    0, /* op_argsort */
    0, /* op_argmax */
    0, /* op_argmin */
    0, /* op_histc */
    0, /* op_softmax_backward */
    0, /* op_log_softmax_backward */
    0, /* op_layer_norm_backward */
    0, /* op_rms_norm_backward */
    0, /* op_nll_loss */
    0, /* op_cross_entropy_backward */
    0, /* op_nll_loss_backward */
    0, /* op_embedding_backward */
    0, /* op_conv_backward_data */
    0, /* op_conv_backward_filter */
    0, /* op_max_pool */
    0, /* op_max_pool_backward */
    0, /* op_avg_pool */
    0, /* op_avg_pool_backward */
    0, /* op_batch_norm */
    0, /* op_batch_norm_inference */
    0, /* op_batch_norm_backward */
    0, /* op_adamw_step */
    0, /* op_sgd_step */
    0, /* device_properties */
    0, /* device_get_native_handle */
    0, /* context_get_native_handle */
    0, /* stream_get_native_handle */
    0, /* create_stream_with_priority */
    0, /* get_stream_priority_range */
    0, /* get_stream_priority */
    0, /* native_capture_begin */
    0, /* native_capture_end */
    0, /* native_graph_instantiate */
    0, /* native_graph_launch */
    0, /* native_graph_exec_update */
    0, /* native_graph_destroy */
    0, /* native_graph_exec_destroy */
    0, /* all_to_all */
    0, /* all_to_allv */
    0, /* all_gather_v */
    0, /* reduce_scatter_v */
    0, /* ccl_gather */
    0, /* ccl_scatter */
    0, /* comm_split */
    0, /* module_load */
    0, /* module_unload */
    0, /* module_get_function */
    0, /* launch_kernel */
    0, /* op_var */
    0, /* op_std */
    0, /* op_logsumexp */
    0, /* op_isin */
    0, /* op_nonzero */
    0, /* op_masked_select */
    0, /* op_linspace */
    0, /* native_exchange_capture_mode */
    0, /* op_relu6 */
    0, /* op_softsign */
    0, /* op_tanhshrink */
    0, /* op_selu */
    0, /* op_logaddexp2 */
    0, /* op_bitwise_right_shift */
    0, /* op_broadcast_to */
    0, /* op_hardsigmoid */
    0, /* op_mish */
    0, /* op_logsigmoid */
    0, /* op_frac */
    0, /* op_sinc */
    0, /* op_signbit */
    0, /* op_leaky_relu */
    0, /* op_elu */
    0, /* op_hardshrink */
    0, /* op_softshrink */
    0, /* op_threshold */
    0, /* op_nan_to_num */
    0, /* op_xlogy */
    0, /* op_xlog1py */
    0, /* op_heaviside */
};

const unsigned char anyrt__slot_has_fallback[ANYRT_SLOT_COUNT] = {
    1, /* initialize */
    1, /* finalize */
    1, /* init_device */
    1, /* deinit_device */
    0, /* get_device_count */
    1, /* get_device_list */
    1, /* set_device */
    1, /* synchronize_device */
    1, /* get_compute_capability */
    1, /* get_runtime_version */
    1, /* get_driver_version */
    0, /* malloc */
    0, /* free */
    1, /* malloc_host */
    1, /* free_host */
    0, /* malloc_unified */
    0, /* free_unified */
    0, /* memcpy */
    1, /* memcpy_async */
    1, /* memcpy_peer */
    1, /* memcpy_peer_async */
    1, /* memset */
    1, /* memset_async */
    1, /* get_memory_info */
    1, /* min_chunk_size */
    1, /* max_chunk_size */
    1, /* max_alloc_size */
    1, /* extra_padding_size */
    1, /* init_alloc_size */
    1, /* realloc_size */
    1, /* malloc_async */
    1, /* free_async */
    1, /* create_stream */
    1, /* destroy_stream */
    1, /* query_stream */
    1, /* synchronize_stream */
    1, /* stream_add_callback */
    1, /* stream_wait_event */
    0, /* create_event */
    0, /* destroy_event */
    0, /* record_event */
    1, /* query_event */
    0, /* synchronize_event */
    0, /* event_elapsed_time */
    1, /* get_unique_id */
    1, /* comm_init_all */
    1, /* comm_init_rank */
    1, /* comm_destroy */
    1, /* comm_rank */
    1, /* comm_size */
    1, /* all_reduce */
    1, /* broadcast */
    1, /* reduce */
    1, /* all_gather */
    1, /* reduce_scatter */
    1, /* send */
    1, /* recv */
    1, /* group_start */
    1, /* group_end */
    1, /* op_workspace_size */
    1, /* device_memory_host_accessible */
    1, /* op_gemm */
    1, /* op_add */
    1, /* op_sub */
    1, /* op_mul */
    1, /* op_relu */
    1, /* op_silu */
    1, /* op_sigmoid */
    1, /* op_swiglu */
    1, /* op_rms_norm */
    1, /* op_softmax */
    1, /* op_causal_softmax */
    1, /* op_rope */
    1, /* op_rearrange */
    1, /* op_random_sample */
    1, /* op_zeros */
    1, /* op_ones */
    1, /* comm_init_mpi */
    1, /* op_add_rms_norm */
    1, /* op_cross_entropy */
    1, /* op_topksoftmax */
    1, /* op_topkrouter */
    1, /* op_mrope */
    1, /* op_per_tensor_quant_int8 */
    1, /* op_per_tensor_dequant_int8 */
    1, /* op_per_channel_quant_int8 */
    1, /* op_dequantize_awq */
    1, /* op_dequantize_gptq */
    1, /* op_kv_caching */
    1, /* op_paged_caching */
    1, /* op_paged_attention */
    1, /* op_paged_attention_prefill */
    1, /* op_attention */
    1, /* op_random_sample_batch */
    1, /* op_silu_and_mul */
    1, /* op_embedding */
    1, /* op_gelu */
    1, /* op_gelutanh */
    1, /* op_quickgelu */
    1, /* op_tanh */
    1, /* op_erf */
    1, /* op_reciprocal */
    1, /* op_hardswish */
    1, /* op_softplus */
    1, /* op_hardtanh */
    1, /* op_clip */
    1, /* op_log_softmax */
    1, /* op_layer_norm */
    1, /* op_select_last_token_hidden */
    1, /* op_conv */
    1, /* op_abs */
    1, /* op_neg */
    1, /* op_sign */
    1, /* op_square */
    1, /* op_exp */
    1, /* op_exp2 */
    1, /* op_expm1 */
    1, /* op_log */
    1, /* op_log2 */
    1, /* op_log10 */
    1, /* op_log1p */
    1, /* op_sqrt */
    1, /* op_rsqrt */
    1, /* op_sin */
    1, /* op_cos */
    1, /* op_tan */
    1, /* op_asin */
    1, /* op_acos */
    1, /* op_atan */
    1, /* op_sinh */
    1, /* op_cosh */
    1, /* op_asinh */
    1, /* op_acosh */
    1, /* op_atanh */
    1, /* op_erfc */
    1, /* op_floor */
    1, /* op_ceil */
    1, /* op_round */
    1, /* op_trunc */
    1, /* op_bitwise_not */
    1, /* op_logical_not */
    1, /* op_isnan */
    1, /* op_isinf */
    1, /* op_isfinite */
    1, /* op_div */
    1, /* op_floor_divide */
    1, /* op_remainder */
    1, /* op_fmod */
    1, /* op_pow */
    1, /* op_maximum */
    1, /* op_minimum */
    1, /* op_fmax */
    1, /* op_fmin */
    1, /* op_atan2 */
    1, /* op_hypot */
    1, /* op_copysign */
    1, /* op_logaddexp */
    1, /* op_bitwise_and */
    1, /* op_bitwise_or */
    1, /* op_bitwise_xor */
    1, /* op_eq */
    1, /* op_ne */
    1, /* op_lt */
    1, /* op_le */
    1, /* op_gt */
    1, /* op_ge */
    1, /* op_logical_and */
    1, /* op_logical_or */
    1, /* op_logical_xor */
    1, /* op_where */
    1, /* op_lerp */
    1, /* op_addcmul */
    1, /* op_addcdiv */
    1, /* op_relu_backward */
    1, /* op_silu_backward */
    1, /* op_gelu_backward */
    1, /* op_gelutanh_backward */
    1, /* op_sigmoid_backward */
    1, /* op_tanh_backward */
    1, /* op_sum */
    1, /* op_mean */
    1, /* op_prod */
    1, /* op_amax */
    1, /* op_amin */
    1, /* op_norm */
    1, /* op_any */
    1, /* op_all */
    1, /* op_count_nonzero */
    1, /* op_cast */
    1, /* op_uniform */
    1, /* op_normal */
    1, /* op_bernoulli */
    1, /* op_randint */
    1, /* op_masked_fill */
    1, /* op_arange */
    1, /* op_tril */
    1, /* op_triu */
    1, /* op_one_hot */
    1, /* op_gather */
    1, /* op_index_select */
    1, /* op_scatter */
    1, /* op_scatter_add */
    1, /* op_index_add */
    1, /* op_cumsum */
    1, /* op_cumprod */
    1, /* op_topk */
    1, /* op_sort */
    1, /* op_argsort */
    1, /* op_argmax */
    1, /* op_argmin */
    1, /* op_histc */
    1, /* op_softmax_backward */
    1, /* op_log_softmax_backward */
    1, /* op_layer_norm_backward */
    1, /* op_rms_norm_backward */
    1, /* op_nll_loss */
    1, /* op_cross_entropy_backward */
    1, /* op_nll_loss_backward */
    1, /* op_embedding_backward */
    1, /* op_conv_backward_data */
    1, /* op_conv_backward_filter */
    1, /* op_max_pool */
    1, /* op_max_pool_backward */
    1, /* op_avg_pool */
    1, /* op_avg_pool_backward */
    1, /* op_batch_norm */
    1, /* op_batch_norm_inference */
    1, /* op_batch_norm_backward */
    1, /* op_adamw_step */
    1, /* op_sgd_step */
    1, /* device_properties */
    0, /* device_get_native_handle */
    0, /* context_get_native_handle */
    0, /* stream_get_native_handle */
    1, /* create_stream_with_priority */
    1, /* get_stream_priority_range */
    1, /* get_stream_priority */
    0, /* native_capture_begin */
    0, /* native_capture_end */
    0, /* native_graph_instantiate */
    0, /* native_graph_launch */
    0, /* native_graph_exec_update */
    0, /* native_graph_destroy */
    0, /* native_graph_exec_destroy */
    1, /* all_to_all */
    1, /* all_to_allv */
    1, /* all_gather_v */
    1, /* reduce_scatter_v */
    1, /* ccl_gather */
    1, /* ccl_scatter */
    1, /* comm_split */
    0, /* module_load */
    0, /* module_unload */
    0, /* module_get_function */
    0, /* launch_kernel */
    1, /* op_var */
    1, /* op_std */
    1, /* op_logsumexp */
    1, /* op_isin */
    1, /* op_nonzero */
    1, /* op_masked_select */
    1, /* op_linspace */
    0, /* native_exchange_capture_mode */
    1, /* op_relu6 */
    1, /* op_softsign */
    1, /* op_tanhshrink */
    1, /* op_selu */
    1, /* op_logaddexp2 */
    1, /* op_bitwise_right_shift */
    1, /* op_broadcast_to */
    1, /* op_hardsigmoid */
    1, /* op_mish */
    1, /* op_logsigmoid */
    1, /* op_frac */
    1, /* op_sinc */
    1, /* op_signbit */
    1, /* op_leaky_relu */
    1, /* op_elu */
    1, /* op_hardshrink */
    1, /* op_softshrink */
    1, /* op_threshold */
    1, /* op_nan_to_num */
    1, /* op_xlogy */
    1, /* op_xlog1py */
    1, /* op_heaviside */
};

int anyrt__missing_required(const anyrt_backend_table_t* table, size_t provided, char* missing, size_t cap) {
    int n = 0;
    size_t used = 0;
    missing[0] = '\0';
    if (provided < offsetof(anyrt_backend_table_t, get_device_count) + sizeof table->get_device_count || table->get_device_count == NULL) {
        int w = snprintf(missing + used, cap - used, "%sget_device_count", n ? ", " : "");
        if (w > 0 && (size_t)w < cap - used) used += (size_t)w;
        ++n;
    }
    if (provided < offsetof(anyrt_backend_table_t, malloc) + sizeof table->malloc || table->malloc == NULL) {
        int w = snprintf(missing + used, cap - used, "%smalloc", n ? ", " : "");
        if (w > 0 && (size_t)w < cap - used) used += (size_t)w;
        ++n;
    }
    if (provided < offsetof(anyrt_backend_table_t, free) + sizeof table->free || table->free == NULL) {
        int w = snprintf(missing + used, cap - used, "%sfree", n ? ", " : "");
        if (w > 0 && (size_t)w < cap - used) used += (size_t)w;
        ++n;
    }
    if (provided < offsetof(anyrt_backend_table_t, memcpy) + sizeof table->memcpy || table->memcpy == NULL) {
        int w = snprintf(missing + used, cap - used, "%smemcpy", n ? ", " : "");
        if (w > 0 && (size_t)w < cap - used) used += (size_t)w;
        ++n;
    }
    if (provided < offsetof(anyrt_backend_table_t, create_event) + sizeof table->create_event || table->create_event == NULL) {
        int w = snprintf(missing + used, cap - used, "%screate_event", n ? ", " : "");
        if (w > 0 && (size_t)w < cap - used) used += (size_t)w;
        ++n;
    }
    if (provided < offsetof(anyrt_backend_table_t, destroy_event) + sizeof table->destroy_event || table->destroy_event == NULL) {
        int w = snprintf(missing + used, cap - used, "%sdestroy_event", n ? ", " : "");
        if (w > 0 && (size_t)w < cap - used) used += (size_t)w;
        ++n;
    }
    if (provided < offsetof(anyrt_backend_table_t, record_event) + sizeof table->record_event || table->record_event == NULL) {
        int w = snprintf(missing + used, cap - used, "%srecord_event", n ? ", " : "");
        if (w > 0 && (size_t)w < cap - used) used += (size_t)w;
        ++n;
    }
    if (provided < offsetof(anyrt_backend_table_t, synchronize_event) + sizeof table->synchronize_event || table->synchronize_event == NULL) {
        int w = snprintf(missing + used, cap - used, "%ssynchronize_event", n ? ", " : "");
        if (w > 0 && (size_t)w < cap - used) used += (size_t)w;
        ++n;
    }
    return n;
}

const char* const anyrt__handle_nouns[ANYRT__HANDLE_KINDS] = {
    "stream",
    "event",
    "communicator",
    "operator handle",
    "tensor descriptor",
    "graph",
    "executable graph",
    "operator descriptor",
    "kernel module",
};

anyrt_status_t anyrt__unwrap_stream(anyrt__call_t* call, const anyrt__target_t* t, const char* param, anyrt_stream_t handle,
    int nullable, int same_device, anyrt_backend_stream_t* raw) {
    return anyrt__unwrap_handle(call, t, param, handle ? &handle->h : NULL, ANYRT__HANDLE_STREAM, nullable, same_device, (void**)raw);
}

anyrt_status_t anyrt__retire_stream(anyrt__call_t* call, anyrt_stream_t handle) {
    return anyrt__retire_handle(call, &handle->h);
}

anyrt_status_t anyrt__unwrap_event(anyrt__call_t* call, const anyrt__target_t* t, const char* param, anyrt_event_t handle,
    int nullable, int same_device, anyrt_backend_event_t* raw) {
    return anyrt__unwrap_handle(call, t, param, handle ? &handle->h : NULL, ANYRT__HANDLE_EVENT, nullable, same_device, (void**)raw);
}

anyrt_status_t anyrt__retire_event(anyrt__call_t* call, anyrt_event_t handle) {
    return anyrt__retire_handle(call, &handle->h);
}

anyrt_status_t anyrt__unwrap_comm(anyrt__call_t* call, const anyrt__target_t* t, const char* param, anyrt_comm_t handle,
    int nullable, int same_device, anyrt_backend_comm_t* raw) {
    return anyrt__unwrap_handle(call, t, param, handle ? &handle->h : NULL, ANYRT__HANDLE_COMM, nullable, same_device, (void**)raw);
}

anyrt_status_t anyrt__retire_comm(anyrt__call_t* call, anyrt_comm_t handle) {
    return anyrt__retire_handle(call, &handle->h);
}

anyrt_status_t anyrt__unwrap_op_handle(anyrt__call_t* call, const anyrt__target_t* t, const char* param, anyrt_op_handle_t handle,
    int nullable, int same_device, anyrt_backend_op_handle_t* raw) {
    return anyrt__unwrap_handle(call, t, param, handle ? &handle->h : NULL, ANYRT__HANDLE_OP_HANDLE, nullable, same_device, (void**)raw);
}

anyrt_status_t anyrt__retire_op_handle(anyrt__call_t* call, anyrt_op_handle_t handle) {
    return anyrt__retire_handle(call, &handle->h);
}

anyrt_status_t anyrt__unwrap_tensor_desc(anyrt__call_t* call, const anyrt__target_t* t, const char* param, anyrt_tensor_desc_t handle,
    int nullable, int same_device, anyrt_backend_tensor_desc_t* raw) {
    return anyrt__unwrap_handle(call, t, param, handle ? &handle->h : NULL, ANYRT__HANDLE_TENSOR_DESC, nullable, same_device, (void**)raw);
}

anyrt_status_t anyrt__retire_tensor_desc(anyrt__call_t* call, anyrt_tensor_desc_t handle) {
    return anyrt__retire_handle(call, &handle->h);
}

anyrt_status_t anyrt__unwrap_graph(anyrt__call_t* call, const anyrt__target_t* t, const char* param, anyrt_graph_t handle,
    int nullable, int same_device, anyrt_backend_graph_t* raw) {
    return anyrt__unwrap_handle(call, t, param, handle ? &handle->h : NULL, ANYRT__HANDLE_GRAPH, nullable, same_device, (void**)raw);
}

anyrt_status_t anyrt__retire_graph(anyrt__call_t* call, anyrt_graph_t handle) {
    return anyrt__retire_handle(call, &handle->h);
}

anyrt_status_t anyrt__unwrap_graph_exec(anyrt__call_t* call, const anyrt__target_t* t, const char* param, anyrt_graph_exec_t handle,
    int nullable, int same_device, anyrt_backend_graph_exec_t* raw) {
    return anyrt__unwrap_handle(call, t, param, handle ? &handle->h : NULL, ANYRT__HANDLE_GRAPH_EXEC, nullable, same_device, (void**)raw);
}

anyrt_status_t anyrt__retire_graph_exec(anyrt__call_t* call, anyrt_graph_exec_t handle) {
    return anyrt__retire_handle(call, &handle->h);
}

anyrt_status_t anyrt__unwrap_op_desc(anyrt__call_t* call, const anyrt__target_t* t, const char* param, anyrt_op_desc_t handle,
    int nullable, int same_device, anyrt_backend_op_desc_t* raw) {
    return anyrt__unwrap_handle(call, t, param, handle ? &handle->h : NULL, ANYRT__HANDLE_OP_DESC, nullable, same_device, (void**)raw);
}

anyrt_status_t anyrt__retire_op_desc(anyrt__call_t* call, anyrt_op_desc_t handle) {
    return anyrt__retire_handle(call, &handle->h);
}

anyrt_status_t anyrt__unwrap_module(anyrt__call_t* call, const anyrt__target_t* t, const char* param, anyrt_module_t handle,
    int nullable, int same_device, anyrt_backend_module_t* raw) {
    return anyrt__unwrap_handle(call, t, param, handle ? &handle->h : NULL, ANYRT__HANDLE_MODULE, nullable, same_device, (void**)raw);
}

anyrt_status_t anyrt__retire_module(anyrt__call_t* call, anyrt_module_t handle) {
    return anyrt__retire_handle(call, &handle->h);
}
