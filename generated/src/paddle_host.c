/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* Paddle plugin host, generated part: which Paddle field serves which anyrt slot (from the spec's
 * `analogue`), Paddle's required set, enum maps, and one set of trampolines per hosted plugin so
 * that each plugin is a backend table of its own. */
#include <string.h>

#include "paddle_host_internal.h"

const ph_field_t ph__fields[PH_FIELD_COUNT] = {
    {"initialize", offsetof(C_DeviceInterface, initialize), 0},
    {"finalize", offsetof(C_DeviceInterface, finalize), 0},
    {"init_device", offsetof(C_DeviceInterface, init_device), 0},
    {"set_device", offsetof(C_DeviceInterface, set_device), 1},
    {"get_device", offsetof(C_DeviceInterface, get_device), 1},
    {"deinit_device", offsetof(C_DeviceInterface, deinit_device), 0},
    {"create_stream", offsetof(C_DeviceInterface, create_stream), 0},
    {"destroy_stream", offsetof(C_DeviceInterface, destroy_stream), 0},
    {"query_stream", offsetof(C_DeviceInterface, query_stream), 0},
    {"stream_add_callback", offsetof(C_DeviceInterface, stream_add_callback), 0},
    {"create_event", offsetof(C_DeviceInterface, create_event), 1},
    {"record_event", offsetof(C_DeviceInterface, record_event), 1},
    {"destroy_event", offsetof(C_DeviceInterface, destroy_event), 1},
    {"query_event", offsetof(C_DeviceInterface, query_event), 0},
    {"synchronize_device", offsetof(C_DeviceInterface, synchronize_device), 0},
    {"synchronize_stream", offsetof(C_DeviceInterface, synchronize_stream), 0},
    {"synchronize_event", offsetof(C_DeviceInterface, synchronize_event), 1},
    {"stream_wait_event", offsetof(C_DeviceInterface, stream_wait_event), 0},
    {"device_memory_allocate", offsetof(C_DeviceInterface, device_memory_allocate), 1},
    {"device_memory_deallocate", offsetof(C_DeviceInterface, device_memory_deallocate), 1},
    {"device_memory_set", offsetof(C_DeviceInterface, device_memory_set), 0},
    {"host_memory_allocate", offsetof(C_DeviceInterface, host_memory_allocate), 0},
    {"host_memory_deallocate", offsetof(C_DeviceInterface, host_memory_deallocate), 0},
    {"unified_memory_allocate", offsetof(C_DeviceInterface, unified_memory_allocate), 0},
    {"unified_memory_deallocate", offsetof(C_DeviceInterface, unified_memory_deallocate), 0},
    {"memory_copy_h2d", offsetof(C_DeviceInterface, memory_copy_h2d), 0},
    {"memory_copy_d2h", offsetof(C_DeviceInterface, memory_copy_d2h), 0},
    {"memory_copy_d2d", offsetof(C_DeviceInterface, memory_copy_d2d), 0},
    {"memory_copy_p2p", offsetof(C_DeviceInterface, memory_copy_p2p), 0},
    {"async_memory_copy_h2d", offsetof(C_DeviceInterface, async_memory_copy_h2d), 0},
    {"async_memory_copy_d2h", offsetof(C_DeviceInterface, async_memory_copy_d2h), 0},
    {"async_memory_copy_d2d", offsetof(C_DeviceInterface, async_memory_copy_d2d), 0},
    {"async_memory_copy_p2p", offsetof(C_DeviceInterface, async_memory_copy_p2p), 0},
    {"get_device_count", offsetof(C_DeviceInterface, get_device_count), 1},
    {"get_device_list", offsetof(C_DeviceInterface, get_device_list), 1},
    {"device_memory_stats", offsetof(C_DeviceInterface, device_memory_stats), 0},
    {"device_min_chunk_size", offsetof(C_DeviceInterface, device_min_chunk_size), 0},
    {"device_max_chunk_size", offsetof(C_DeviceInterface, device_max_chunk_size), 0},
    {"device_max_alloc_size", offsetof(C_DeviceInterface, device_max_alloc_size), 0},
    {"device_extra_padding_size", offsetof(C_DeviceInterface, device_extra_padding_size), 0},
    {"device_init_alloc_size", offsetof(C_DeviceInterface, device_init_alloc_size), 0},
    {"device_realloc_size", offsetof(C_DeviceInterface, device_realloc_size), 0},
    {"get_compute_capability", offsetof(C_DeviceInterface, get_compute_capability), 0},
    {"get_device_properties", offsetof(C_DeviceInterface, get_device_properties), 0},
    {"get_runtime_version", offsetof(C_DeviceInterface, get_runtime_version), 0},
    {"get_driver_version", offsetof(C_DeviceInterface, get_driver_version), 0},
    {"get_multi_process", offsetof(C_DeviceInterface, get_multi_process), 0},
    {"get_max_threads_per_mp", offsetof(C_DeviceInterface, get_max_threads_per_mp), 0},
    {"get_max_threads_per_block", offsetof(C_DeviceInterface, get_max_threads_per_block), 0},
    {"get_max_shared_mem_per_block", offsetof(C_DeviceInterface, get_max_shared_mem_per_block), 0},
    {"get_max_blocks_per_mp", offsetof(C_DeviceInterface, get_max_blocks_per_mp), 0},
    {"get_max_grid_dim_size", offsetof(C_DeviceInterface, get_max_grid_dim_size), 0},
    {"get_max_block_dim_size", offsetof(C_DeviceInterface, get_max_block_dim_size), 0},
    {"is_float16_supported", offsetof(C_DeviceInterface, is_float16_supported), 0},
    {"is_bfloat16_supported", offsetof(C_DeviceInterface, is_bfloat16_supported), 0},
    {"is_dnn_supported", offsetof(C_DeviceInterface, is_dnn_supported), 0},
    {"init_eigen_device", offsetof(C_DeviceInterface, init_eigen_device), 0},
    {"destroy_eigen_device", offsetof(C_DeviceInterface, destroy_eigen_device), 0},
    {"xccl_get_comm_name", offsetof(C_DeviceInterface, xccl_get_comm_name), 0},
    {"xccl_get_unique_id_size", offsetof(C_DeviceInterface, xccl_get_unique_id_size), 0},
    {"xccl_get_unique_id", offsetof(C_DeviceInterface, xccl_get_unique_id), 0},
    {"xccl_comm_init_rank", offsetof(C_DeviceInterface, xccl_comm_init_rank), 0},
    {"xccl_destroy_comm", offsetof(C_DeviceInterface, xccl_destroy_comm), 0},
    {"xccl_all_reduce", offsetof(C_DeviceInterface, xccl_all_reduce), 0},
    {"xccl_broadcast", offsetof(C_DeviceInterface, xccl_broadcast), 0},
    {"xccl_reduce", offsetof(C_DeviceInterface, xccl_reduce), 0},
    {"xccl_all_gather", offsetof(C_DeviceInterface, xccl_all_gather), 0},
    {"xccl_reduce_scatter", offsetof(C_DeviceInterface, xccl_reduce_scatter), 0},
    {"xccl_group_start", offsetof(C_DeviceInterface, xccl_group_start), 0},
    {"xccl_group_end", offsetof(C_DeviceInterface, xccl_group_end), 0},
    {"xccl_send", offsetof(C_DeviceInterface, xccl_send), 0},
    {"xccl_recv", offsetof(C_DeviceInterface, xccl_recv), 0},
    {"xccl_all_to_all", offsetof(C_DeviceInterface, xccl_all_to_all), 0},
    {"profiler_initialize", offsetof(C_DeviceInterface, profiler_initialize), 0},
    {"profiler_finalize", offsetof(C_DeviceInterface, profiler_finalize), 0},
    {"profiler_prepare_tracing", offsetof(C_DeviceInterface, profiler_prepare_tracing), 0},
    {"profiler_start_tracing", offsetof(C_DeviceInterface, profiler_start_tracing), 0},
    {"profiler_stop_tracing", offsetof(C_DeviceInterface, profiler_stop_tracing), 0},
    {"profiler_collect_trace_data", offsetof(C_DeviceInterface, profiler_collect_trace_data), 0},
    {"init_blas_handle", offsetof(C_DeviceInterface, init_blas_handle), 0},
    {"blas_set_math_mode", offsetof(C_DeviceInterface, blas_set_math_mode), 0},
    {"init_blaslt_handle", offsetof(C_DeviceInterface, init_blaslt_handle), 0},
    {"destroy_blas_handle", offsetof(C_DeviceInterface, destroy_blas_handle), 0},
    {"destroy_blaslt_handle", offsetof(C_DeviceInterface, destroy_blaslt_handle), 0},
    {"init_dnn_handle", offsetof(C_DeviceInterface, init_dnn_handle), 0},
    {"destroy_dnn_handle", offsetof(C_DeviceInterface, destroy_dnn_handle), 0},
    {"cuda_stream_begin_capture", offsetof(C_DeviceInterface, cuda_stream_begin_capture), 0},
    {"cuda_stream_end_captrue", offsetof(C_DeviceInterface, cuda_stream_end_captrue), 0},
    {"cuda_graph_launch", offsetof(C_DeviceInterface, cuda_graph_launch), 0},
    {"cuda_graph_destroy", offsetof(C_DeviceInterface, cuda_graph_destroy), 0},
    {"cuda_graph_exec_destroy", offsetof(C_DeviceInterface, cuda_graph_exec_destroy), 0},
    {"cuda_graph_instantiate", offsetof(C_DeviceInterface, cuda_graph_instantiate), 0},
    {"cuda_graph_get_nodes", offsetof(C_DeviceInterface, cuda_graph_get_nodes), 0},
    {"cuda_stream_capture_info", offsetof(C_DeviceInterface, cuda_stream_capture_info), 0},
    {"get_parameter_setter_for_exec_graph", offsetof(C_DeviceInterface, get_parameter_setter_for_exec_graph), 0},
    {"cuda_graph_debug_dot_print", offsetof(C_DeviceInterface, cuda_graph_debug_dot_print), 0},
    {"cuda_thread_exchange_stream_capthure_mode", offsetof(C_DeviceInterface, cuda_thread_exchange_stream_capthure_mode), 0},
    {"blas_axpby", offsetof(C_DeviceInterface, blas_axpby), 0},
};


/* Paddle 2.6 (2.6.2): every member pointer-sized. */
struct ph_iface_2_6 {
    size_t size;
    void* initialize;
    void* finalize;
    void* init_device;
    void* set_device;
    void* get_device;
    void* deinit_device;
    void* create_stream;
    void* destroy_stream;
    void* query_stream;
    void* stream_add_callback;
    void* create_event;
    void* record_event;
    void* destroy_event;
    void* query_event;
    void* synchronize_device;
    void* synchronize_stream;
    void* synchronize_event;
    void* stream_wait_event;
    void* reserved_dev_api[8];
    void* device_memory_allocate;
    void* device_memory_deallocate;
    void* device_memory_set;
    void* host_memory_allocate;
    void* host_memory_deallocate;
    void* unified_memory_allocate;
    void* unified_memory_deallocate;
    void* memory_copy_h2d;
    void* memory_copy_d2h;
    void* memory_copy_d2d;
    void* memory_copy_p2p;
    void* async_memory_copy_h2d;
    void* async_memory_copy_d2h;
    void* async_memory_copy_d2d;
    void* async_memory_copy_p2p;
    void* reserved_mem_api[8];
    void* get_device_count;
    void* get_device_list;
    void* device_memory_stats;
    void* device_min_chunk_size;
    void* device_max_chunk_size;
    void* device_max_alloc_size;
    void* device_extra_padding_size;
    void* device_init_alloc_size;
    void* device_realloc_size;
    void* get_compute_capability;
    void* get_runtime_version;
    void* get_driver_version;
    void* reserved_info_api[8];
    void* xccl_get_unique_id_size;
    void* xccl_get_unique_id;
    void* xccl_comm_init_rank;
    void* xccl_destroy_comm;
    void* xccl_all_reduce;
    void* xccl_broadcast;
    void* xccl_reduce;
    void* xccl_all_gather;
    void* xccl_reduce_scatter;
    void* xccl_group_start;
    void* xccl_group_end;
    void* xccl_send;
    void* xccl_recv;
    void* xccl_all_to_all;
    void* reserved_ccl_api[8];
    void* profiler_initialize;
    void* profiler_finalize;
    void* profiler_prepare_tracing;
    void* profiler_start_tracing;
    void* profiler_stop_tracing;
    void* profiler_collect_trace_data;
    void* reserved_profiler_api[8];
    void* blas_axpby;
    void* reserved_other_api[7];
};
_Static_assert(sizeof(struct ph_iface_2_6) == 912, "Paddle 2.6: C_DeviceInterface size");
static const int ph__offsets_2_6[PH_FIELD_COUNT] = {
    (int)offsetof(struct ph_iface_2_6, initialize), /* initialize */
    (int)offsetof(struct ph_iface_2_6, finalize), /* finalize */
    (int)offsetof(struct ph_iface_2_6, init_device), /* init_device */
    (int)offsetof(struct ph_iface_2_6, set_device), /* set_device */
    (int)offsetof(struct ph_iface_2_6, get_device), /* get_device */
    (int)offsetof(struct ph_iface_2_6, deinit_device), /* deinit_device */
    (int)offsetof(struct ph_iface_2_6, create_stream), /* create_stream */
    (int)offsetof(struct ph_iface_2_6, destroy_stream), /* destroy_stream */
    (int)offsetof(struct ph_iface_2_6, query_stream), /* query_stream */
    (int)offsetof(struct ph_iface_2_6, stream_add_callback), /* stream_add_callback */
    (int)offsetof(struct ph_iface_2_6, create_event), /* create_event */
    (int)offsetof(struct ph_iface_2_6, record_event), /* record_event */
    (int)offsetof(struct ph_iface_2_6, destroy_event), /* destroy_event */
    (int)offsetof(struct ph_iface_2_6, query_event), /* query_event */
    (int)offsetof(struct ph_iface_2_6, synchronize_device), /* synchronize_device */
    (int)offsetof(struct ph_iface_2_6, synchronize_stream), /* synchronize_stream */
    (int)offsetof(struct ph_iface_2_6, synchronize_event), /* synchronize_event */
    (int)offsetof(struct ph_iface_2_6, stream_wait_event), /* stream_wait_event */
    (int)offsetof(struct ph_iface_2_6, device_memory_allocate), /* device_memory_allocate */
    (int)offsetof(struct ph_iface_2_6, device_memory_deallocate), /* device_memory_deallocate */
    (int)offsetof(struct ph_iface_2_6, device_memory_set), /* device_memory_set */
    (int)offsetof(struct ph_iface_2_6, host_memory_allocate), /* host_memory_allocate */
    (int)offsetof(struct ph_iface_2_6, host_memory_deallocate), /* host_memory_deallocate */
    (int)offsetof(struct ph_iface_2_6, unified_memory_allocate), /* unified_memory_allocate */
    (int)offsetof(struct ph_iface_2_6, unified_memory_deallocate), /* unified_memory_deallocate */
    (int)offsetof(struct ph_iface_2_6, memory_copy_h2d), /* memory_copy_h2d */
    (int)offsetof(struct ph_iface_2_6, memory_copy_d2h), /* memory_copy_d2h */
    (int)offsetof(struct ph_iface_2_6, memory_copy_d2d), /* memory_copy_d2d */
    (int)offsetof(struct ph_iface_2_6, memory_copy_p2p), /* memory_copy_p2p */
    (int)offsetof(struct ph_iface_2_6, async_memory_copy_h2d), /* async_memory_copy_h2d */
    (int)offsetof(struct ph_iface_2_6, async_memory_copy_d2h), /* async_memory_copy_d2h */
    (int)offsetof(struct ph_iface_2_6, async_memory_copy_d2d), /* async_memory_copy_d2d */
    (int)offsetof(struct ph_iface_2_6, async_memory_copy_p2p), /* async_memory_copy_p2p */
    (int)offsetof(struct ph_iface_2_6, get_device_count), /* get_device_count */
    (int)offsetof(struct ph_iface_2_6, get_device_list), /* get_device_list */
    (int)offsetof(struct ph_iface_2_6, device_memory_stats), /* device_memory_stats */
    (int)offsetof(struct ph_iface_2_6, device_min_chunk_size), /* device_min_chunk_size */
    (int)offsetof(struct ph_iface_2_6, device_max_chunk_size), /* device_max_chunk_size */
    (int)offsetof(struct ph_iface_2_6, device_max_alloc_size), /* device_max_alloc_size */
    (int)offsetof(struct ph_iface_2_6, device_extra_padding_size), /* device_extra_padding_size */
    (int)offsetof(struct ph_iface_2_6, device_init_alloc_size), /* device_init_alloc_size */
    (int)offsetof(struct ph_iface_2_6, device_realloc_size), /* device_realloc_size */
    -1, /* get_compute_capability */
    -1, /* get_device_properties */
    -1, /* get_runtime_version */
    -1, /* get_driver_version */
    -1, /* get_multi_process */
    -1, /* get_max_threads_per_mp */
    -1, /* get_max_threads_per_block */
    -1, /* get_max_shared_mem_per_block */
    -1, /* get_max_blocks_per_mp */
    -1, /* get_max_grid_dim_size */
    -1, /* get_max_block_dim_size */
    -1, /* is_float16_supported */
    -1, /* is_bfloat16_supported */
    -1, /* is_dnn_supported */
    -1, /* init_eigen_device */
    -1, /* destroy_eigen_device */
    -1, /* xccl_get_comm_name */
    (int)offsetof(struct ph_iface_2_6, xccl_get_unique_id_size), /* xccl_get_unique_id_size */
    (int)offsetof(struct ph_iface_2_6, xccl_get_unique_id), /* xccl_get_unique_id */
    (int)offsetof(struct ph_iface_2_6, xccl_comm_init_rank), /* xccl_comm_init_rank */
    (int)offsetof(struct ph_iface_2_6, xccl_destroy_comm), /* xccl_destroy_comm */
    (int)offsetof(struct ph_iface_2_6, xccl_all_reduce), /* xccl_all_reduce */
    (int)offsetof(struct ph_iface_2_6, xccl_broadcast), /* xccl_broadcast */
    (int)offsetof(struct ph_iface_2_6, xccl_reduce), /* xccl_reduce */
    (int)offsetof(struct ph_iface_2_6, xccl_all_gather), /* xccl_all_gather */
    (int)offsetof(struct ph_iface_2_6, xccl_reduce_scatter), /* xccl_reduce_scatter */
    (int)offsetof(struct ph_iface_2_6, xccl_group_start), /* xccl_group_start */
    (int)offsetof(struct ph_iface_2_6, xccl_group_end), /* xccl_group_end */
    (int)offsetof(struct ph_iface_2_6, xccl_send), /* xccl_send */
    (int)offsetof(struct ph_iface_2_6, xccl_recv), /* xccl_recv */
    (int)offsetof(struct ph_iface_2_6, xccl_all_to_all), /* xccl_all_to_all */
    (int)offsetof(struct ph_iface_2_6, profiler_initialize), /* profiler_initialize */
    (int)offsetof(struct ph_iface_2_6, profiler_finalize), /* profiler_finalize */
    (int)offsetof(struct ph_iface_2_6, profiler_prepare_tracing), /* profiler_prepare_tracing */
    (int)offsetof(struct ph_iface_2_6, profiler_start_tracing), /* profiler_start_tracing */
    (int)offsetof(struct ph_iface_2_6, profiler_stop_tracing), /* profiler_stop_tracing */
    (int)offsetof(struct ph_iface_2_6, profiler_collect_trace_data), /* profiler_collect_trace_data */
    -1, /* init_blas_handle */
    -1, /* blas_set_math_mode */
    -1, /* init_blaslt_handle */
    -1, /* destroy_blas_handle */
    -1, /* destroy_blaslt_handle */
    -1, /* init_dnn_handle */
    -1, /* destroy_dnn_handle */
    -1, /* cuda_stream_begin_capture */
    -1, /* cuda_stream_end_captrue */
    -1, /* cuda_graph_launch */
    -1, /* cuda_graph_destroy */
    -1, /* cuda_graph_exec_destroy */
    -1, /* cuda_graph_instantiate */
    -1, /* cuda_graph_get_nodes */
    -1, /* cuda_stream_capture_info */
    -1, /* get_parameter_setter_for_exec_graph */
    -1, /* cuda_graph_debug_dot_print */
    -1, /* cuda_thread_exchange_stream_capthure_mode */
    (int)offsetof(struct ph_iface_2_6, blas_axpby), /* blas_axpby */
};

/* Paddle 3.0 (3.0.0b2, 3.0.0): every member pointer-sized. */
struct ph_iface_3_0 {
    size_t size;
    void* initialize;
    void* finalize;
    void* init_device;
    void* set_device;
    void* get_device;
    void* deinit_device;
    void* create_stream;
    void* destroy_stream;
    void* query_stream;
    void* stream_add_callback;
    void* create_event;
    void* record_event;
    void* destroy_event;
    void* query_event;
    void* synchronize_device;
    void* synchronize_stream;
    void* synchronize_event;
    void* stream_wait_event;
    void* reserved_dev_api[8];
    void* device_memory_allocate;
    void* device_memory_deallocate;
    void* device_memory_set;
    void* host_memory_allocate;
    void* host_memory_deallocate;
    void* unified_memory_allocate;
    void* unified_memory_deallocate;
    void* memory_copy_h2d;
    void* memory_copy_d2h;
    void* memory_copy_d2d;
    void* memory_copy_p2p;
    void* async_memory_copy_h2d;
    void* async_memory_copy_d2h;
    void* async_memory_copy_d2d;
    void* async_memory_copy_p2p;
    void* reserved_mem_api[8];
    void* get_device_count;
    void* get_device_list;
    void* device_memory_stats;
    void* device_min_chunk_size;
    void* device_max_chunk_size;
    void* device_max_alloc_size;
    void* device_extra_padding_size;
    void* device_init_alloc_size;
    void* device_realloc_size;
    void* get_compute_capability;
    void* get_runtime_version;
    void* get_driver_version;
    void* reserved_info_api[8];
    void* xccl_get_comm_name;
    void* xccl_get_unique_id_size;
    void* xccl_get_unique_id;
    void* xccl_comm_init_rank;
    void* xccl_destroy_comm;
    void* xccl_all_reduce;
    void* xccl_broadcast;
    void* xccl_reduce;
    void* xccl_all_gather;
    void* xccl_reduce_scatter;
    void* xccl_group_start;
    void* xccl_group_end;
    void* xccl_send;
    void* xccl_recv;
    void* xccl_all_to_all;
    void* reserved_ccl_api[8];
    void* profiler_initialize;
    void* profiler_finalize;
    void* profiler_prepare_tracing;
    void* profiler_start_tracing;
    void* profiler_stop_tracing;
    void* profiler_collect_trace_data;
    void* reserved_profiler_api[8];
    void* blas_axpby;
    void* reserved_other_api[7];
};
_Static_assert(sizeof(struct ph_iface_3_0) == 920, "Paddle 3.0: C_DeviceInterface size");
static const int ph__offsets_3_0[PH_FIELD_COUNT] = {
    (int)offsetof(struct ph_iface_3_0, initialize), /* initialize */
    (int)offsetof(struct ph_iface_3_0, finalize), /* finalize */
    (int)offsetof(struct ph_iface_3_0, init_device), /* init_device */
    (int)offsetof(struct ph_iface_3_0, set_device), /* set_device */
    (int)offsetof(struct ph_iface_3_0, get_device), /* get_device */
    (int)offsetof(struct ph_iface_3_0, deinit_device), /* deinit_device */
    (int)offsetof(struct ph_iface_3_0, create_stream), /* create_stream */
    (int)offsetof(struct ph_iface_3_0, destroy_stream), /* destroy_stream */
    (int)offsetof(struct ph_iface_3_0, query_stream), /* query_stream */
    (int)offsetof(struct ph_iface_3_0, stream_add_callback), /* stream_add_callback */
    (int)offsetof(struct ph_iface_3_0, create_event), /* create_event */
    (int)offsetof(struct ph_iface_3_0, record_event), /* record_event */
    (int)offsetof(struct ph_iface_3_0, destroy_event), /* destroy_event */
    (int)offsetof(struct ph_iface_3_0, query_event), /* query_event */
    (int)offsetof(struct ph_iface_3_0, synchronize_device), /* synchronize_device */
    (int)offsetof(struct ph_iface_3_0, synchronize_stream), /* synchronize_stream */
    (int)offsetof(struct ph_iface_3_0, synchronize_event), /* synchronize_event */
    (int)offsetof(struct ph_iface_3_0, stream_wait_event), /* stream_wait_event */
    (int)offsetof(struct ph_iface_3_0, device_memory_allocate), /* device_memory_allocate */
    (int)offsetof(struct ph_iface_3_0, device_memory_deallocate), /* device_memory_deallocate */
    (int)offsetof(struct ph_iface_3_0, device_memory_set), /* device_memory_set */
    (int)offsetof(struct ph_iface_3_0, host_memory_allocate), /* host_memory_allocate */
    (int)offsetof(struct ph_iface_3_0, host_memory_deallocate), /* host_memory_deallocate */
    (int)offsetof(struct ph_iface_3_0, unified_memory_allocate), /* unified_memory_allocate */
    (int)offsetof(struct ph_iface_3_0, unified_memory_deallocate), /* unified_memory_deallocate */
    (int)offsetof(struct ph_iface_3_0, memory_copy_h2d), /* memory_copy_h2d */
    (int)offsetof(struct ph_iface_3_0, memory_copy_d2h), /* memory_copy_d2h */
    (int)offsetof(struct ph_iface_3_0, memory_copy_d2d), /* memory_copy_d2d */
    (int)offsetof(struct ph_iface_3_0, memory_copy_p2p), /* memory_copy_p2p */
    (int)offsetof(struct ph_iface_3_0, async_memory_copy_h2d), /* async_memory_copy_h2d */
    (int)offsetof(struct ph_iface_3_0, async_memory_copy_d2h), /* async_memory_copy_d2h */
    (int)offsetof(struct ph_iface_3_0, async_memory_copy_d2d), /* async_memory_copy_d2d */
    (int)offsetof(struct ph_iface_3_0, async_memory_copy_p2p), /* async_memory_copy_p2p */
    (int)offsetof(struct ph_iface_3_0, get_device_count), /* get_device_count */
    (int)offsetof(struct ph_iface_3_0, get_device_list), /* get_device_list */
    (int)offsetof(struct ph_iface_3_0, device_memory_stats), /* device_memory_stats */
    (int)offsetof(struct ph_iface_3_0, device_min_chunk_size), /* device_min_chunk_size */
    (int)offsetof(struct ph_iface_3_0, device_max_chunk_size), /* device_max_chunk_size */
    (int)offsetof(struct ph_iface_3_0, device_max_alloc_size), /* device_max_alloc_size */
    (int)offsetof(struct ph_iface_3_0, device_extra_padding_size), /* device_extra_padding_size */
    (int)offsetof(struct ph_iface_3_0, device_init_alloc_size), /* device_init_alloc_size */
    (int)offsetof(struct ph_iface_3_0, device_realloc_size), /* device_realloc_size */
    -1, /* get_compute_capability */
    -1, /* get_device_properties */
    -1, /* get_runtime_version */
    -1, /* get_driver_version */
    -1, /* get_multi_process */
    -1, /* get_max_threads_per_mp */
    -1, /* get_max_threads_per_block */
    -1, /* get_max_shared_mem_per_block */
    -1, /* get_max_blocks_per_mp */
    -1, /* get_max_grid_dim_size */
    -1, /* get_max_block_dim_size */
    -1, /* is_float16_supported */
    -1, /* is_bfloat16_supported */
    -1, /* is_dnn_supported */
    -1, /* init_eigen_device */
    -1, /* destroy_eigen_device */
    (int)offsetof(struct ph_iface_3_0, xccl_get_comm_name), /* xccl_get_comm_name */
    (int)offsetof(struct ph_iface_3_0, xccl_get_unique_id_size), /* xccl_get_unique_id_size */
    (int)offsetof(struct ph_iface_3_0, xccl_get_unique_id), /* xccl_get_unique_id */
    (int)offsetof(struct ph_iface_3_0, xccl_comm_init_rank), /* xccl_comm_init_rank */
    (int)offsetof(struct ph_iface_3_0, xccl_destroy_comm), /* xccl_destroy_comm */
    (int)offsetof(struct ph_iface_3_0, xccl_all_reduce), /* xccl_all_reduce */
    (int)offsetof(struct ph_iface_3_0, xccl_broadcast), /* xccl_broadcast */
    (int)offsetof(struct ph_iface_3_0, xccl_reduce), /* xccl_reduce */
    (int)offsetof(struct ph_iface_3_0, xccl_all_gather), /* xccl_all_gather */
    (int)offsetof(struct ph_iface_3_0, xccl_reduce_scatter), /* xccl_reduce_scatter */
    (int)offsetof(struct ph_iface_3_0, xccl_group_start), /* xccl_group_start */
    (int)offsetof(struct ph_iface_3_0, xccl_group_end), /* xccl_group_end */
    (int)offsetof(struct ph_iface_3_0, xccl_send), /* xccl_send */
    (int)offsetof(struct ph_iface_3_0, xccl_recv), /* xccl_recv */
    (int)offsetof(struct ph_iface_3_0, xccl_all_to_all), /* xccl_all_to_all */
    (int)offsetof(struct ph_iface_3_0, profiler_initialize), /* profiler_initialize */
    (int)offsetof(struct ph_iface_3_0, profiler_finalize), /* profiler_finalize */
    (int)offsetof(struct ph_iface_3_0, profiler_prepare_tracing), /* profiler_prepare_tracing */
    (int)offsetof(struct ph_iface_3_0, profiler_start_tracing), /* profiler_start_tracing */
    (int)offsetof(struct ph_iface_3_0, profiler_stop_tracing), /* profiler_stop_tracing */
    (int)offsetof(struct ph_iface_3_0, profiler_collect_trace_data), /* profiler_collect_trace_data */
    -1, /* init_blas_handle */
    -1, /* blas_set_math_mode */
    -1, /* init_blaslt_handle */
    -1, /* destroy_blas_handle */
    -1, /* destroy_blaslt_handle */
    -1, /* init_dnn_handle */
    -1, /* destroy_dnn_handle */
    -1, /* cuda_stream_begin_capture */
    -1, /* cuda_stream_end_captrue */
    -1, /* cuda_graph_launch */
    -1, /* cuda_graph_destroy */
    -1, /* cuda_graph_exec_destroy */
    -1, /* cuda_graph_instantiate */
    -1, /* cuda_graph_get_nodes */
    -1, /* cuda_stream_capture_info */
    -1, /* get_parameter_setter_for_exec_graph */
    -1, /* cuda_graph_debug_dot_print */
    -1, /* cuda_thread_exchange_stream_capthure_mode */
    (int)offsetof(struct ph_iface_3_0, blas_axpby), /* blas_axpby */
};

/* Paddle 3.1 (3.1.0, 3.1.1): every member pointer-sized. */
struct ph_iface_3_1 {
    size_t size;
    void* initialize;
    void* finalize;
    void* init_device;
    void* set_device;
    void* get_device;
    void* deinit_device;
    void* create_stream;
    void* destroy_stream;
    void* query_stream;
    void* stream_add_callback;
    void* create_event;
    void* record_event;
    void* destroy_event;
    void* query_event;
    void* synchronize_device;
    void* synchronize_stream;
    void* synchronize_event;
    void* stream_wait_event;
    void* reserved_dev_api[8];
    void* device_memory_allocate;
    void* device_memory_deallocate;
    void* device_memory_set;
    void* host_memory_allocate;
    void* host_memory_deallocate;
    void* unified_memory_allocate;
    void* unified_memory_deallocate;
    void* memory_copy_h2d;
    void* memory_copy_d2h;
    void* memory_copy_d2d;
    void* memory_copy_p2p;
    void* async_memory_copy_h2d;
    void* async_memory_copy_d2h;
    void* async_memory_copy_d2d;
    void* async_memory_copy_p2p;
    void* reserved_mem_api[8];
    void* get_device_count;
    void* get_device_list;
    void* device_memory_stats;
    void* device_min_chunk_size;
    void* device_max_chunk_size;
    void* device_max_alloc_size;
    void* device_extra_padding_size;
    void* device_init_alloc_size;
    void* device_realloc_size;
    void* get_compute_capability;
    void* get_device_properties;
    void* get_runtime_version;
    void* get_driver_version;
    void* get_multi_process;
    void* get_max_threads_per_mp;
    void* get_max_threads_per_block;
    void* get_max_grid_dim_size;
    void* init_eigen_device;
    void* destroy_eigen_device;
    void* reserved_info_api[8];
    void* xccl_get_comm_name;
    void* xccl_get_unique_id_size;
    void* xccl_get_unique_id;
    void* xccl_comm_init_rank;
    void* xccl_destroy_comm;
    void* xccl_all_reduce;
    void* xccl_broadcast;
    void* xccl_reduce;
    void* xccl_all_gather;
    void* xccl_reduce_scatter;
    void* xccl_group_start;
    void* xccl_group_end;
    void* xccl_send;
    void* xccl_recv;
    void* xccl_all_to_all;
    void* reserved_ccl_api[8];
    void* profiler_initialize;
    void* profiler_finalize;
    void* profiler_prepare_tracing;
    void* profiler_start_tracing;
    void* profiler_stop_tracing;
    void* profiler_collect_trace_data;
    void* reserved_profiler_api[8];
    void* blas_axpby;
    void* reserved_other_api[7];
};
_Static_assert(sizeof(struct ph_iface_3_1) == 976, "Paddle 3.1: C_DeviceInterface size");
static const int ph__offsets_3_1[PH_FIELD_COUNT] = {
    (int)offsetof(struct ph_iface_3_1, initialize), /* initialize */
    (int)offsetof(struct ph_iface_3_1, finalize), /* finalize */
    (int)offsetof(struct ph_iface_3_1, init_device), /* init_device */
    (int)offsetof(struct ph_iface_3_1, set_device), /* set_device */
    (int)offsetof(struct ph_iface_3_1, get_device), /* get_device */
    (int)offsetof(struct ph_iface_3_1, deinit_device), /* deinit_device */
    (int)offsetof(struct ph_iface_3_1, create_stream), /* create_stream */
    (int)offsetof(struct ph_iface_3_1, destroy_stream), /* destroy_stream */
    (int)offsetof(struct ph_iface_3_1, query_stream), /* query_stream */
    (int)offsetof(struct ph_iface_3_1, stream_add_callback), /* stream_add_callback */
    (int)offsetof(struct ph_iface_3_1, create_event), /* create_event */
    (int)offsetof(struct ph_iface_3_1, record_event), /* record_event */
    (int)offsetof(struct ph_iface_3_1, destroy_event), /* destroy_event */
    (int)offsetof(struct ph_iface_3_1, query_event), /* query_event */
    (int)offsetof(struct ph_iface_3_1, synchronize_device), /* synchronize_device */
    (int)offsetof(struct ph_iface_3_1, synchronize_stream), /* synchronize_stream */
    (int)offsetof(struct ph_iface_3_1, synchronize_event), /* synchronize_event */
    (int)offsetof(struct ph_iface_3_1, stream_wait_event), /* stream_wait_event */
    (int)offsetof(struct ph_iface_3_1, device_memory_allocate), /* device_memory_allocate */
    (int)offsetof(struct ph_iface_3_1, device_memory_deallocate), /* device_memory_deallocate */
    (int)offsetof(struct ph_iface_3_1, device_memory_set), /* device_memory_set */
    (int)offsetof(struct ph_iface_3_1, host_memory_allocate), /* host_memory_allocate */
    (int)offsetof(struct ph_iface_3_1, host_memory_deallocate), /* host_memory_deallocate */
    (int)offsetof(struct ph_iface_3_1, unified_memory_allocate), /* unified_memory_allocate */
    (int)offsetof(struct ph_iface_3_1, unified_memory_deallocate), /* unified_memory_deallocate */
    (int)offsetof(struct ph_iface_3_1, memory_copy_h2d), /* memory_copy_h2d */
    (int)offsetof(struct ph_iface_3_1, memory_copy_d2h), /* memory_copy_d2h */
    (int)offsetof(struct ph_iface_3_1, memory_copy_d2d), /* memory_copy_d2d */
    (int)offsetof(struct ph_iface_3_1, memory_copy_p2p), /* memory_copy_p2p */
    (int)offsetof(struct ph_iface_3_1, async_memory_copy_h2d), /* async_memory_copy_h2d */
    (int)offsetof(struct ph_iface_3_1, async_memory_copy_d2h), /* async_memory_copy_d2h */
    (int)offsetof(struct ph_iface_3_1, async_memory_copy_d2d), /* async_memory_copy_d2d */
    (int)offsetof(struct ph_iface_3_1, async_memory_copy_p2p), /* async_memory_copy_p2p */
    (int)offsetof(struct ph_iface_3_1, get_device_count), /* get_device_count */
    (int)offsetof(struct ph_iface_3_1, get_device_list), /* get_device_list */
    (int)offsetof(struct ph_iface_3_1, device_memory_stats), /* device_memory_stats */
    (int)offsetof(struct ph_iface_3_1, device_min_chunk_size), /* device_min_chunk_size */
    (int)offsetof(struct ph_iface_3_1, device_max_chunk_size), /* device_max_chunk_size */
    (int)offsetof(struct ph_iface_3_1, device_max_alloc_size), /* device_max_alloc_size */
    (int)offsetof(struct ph_iface_3_1, device_extra_padding_size), /* device_extra_padding_size */
    (int)offsetof(struct ph_iface_3_1, device_init_alloc_size), /* device_init_alloc_size */
    (int)offsetof(struct ph_iface_3_1, device_realloc_size), /* device_realloc_size */
    (int)offsetof(struct ph_iface_3_1, get_compute_capability), /* get_compute_capability */
    (int)offsetof(struct ph_iface_3_1, get_device_properties), /* get_device_properties */
    (int)offsetof(struct ph_iface_3_1, get_runtime_version), /* get_runtime_version */
    (int)offsetof(struct ph_iface_3_1, get_driver_version), /* get_driver_version */
    (int)offsetof(struct ph_iface_3_1, get_multi_process), /* get_multi_process */
    (int)offsetof(struct ph_iface_3_1, get_max_threads_per_mp), /* get_max_threads_per_mp */
    (int)offsetof(struct ph_iface_3_1, get_max_threads_per_block), /* get_max_threads_per_block */
    -1, /* get_max_shared_mem_per_block */
    -1, /* get_max_blocks_per_mp */
    (int)offsetof(struct ph_iface_3_1, get_max_grid_dim_size), /* get_max_grid_dim_size */
    -1, /* get_max_block_dim_size */
    -1, /* is_float16_supported */
    -1, /* is_bfloat16_supported */
    -1, /* is_dnn_supported */
    (int)offsetof(struct ph_iface_3_1, init_eigen_device), /* init_eigen_device */
    (int)offsetof(struct ph_iface_3_1, destroy_eigen_device), /* destroy_eigen_device */
    (int)offsetof(struct ph_iface_3_1, xccl_get_comm_name), /* xccl_get_comm_name */
    (int)offsetof(struct ph_iface_3_1, xccl_get_unique_id_size), /* xccl_get_unique_id_size */
    (int)offsetof(struct ph_iface_3_1, xccl_get_unique_id), /* xccl_get_unique_id */
    (int)offsetof(struct ph_iface_3_1, xccl_comm_init_rank), /* xccl_comm_init_rank */
    (int)offsetof(struct ph_iface_3_1, xccl_destroy_comm), /* xccl_destroy_comm */
    (int)offsetof(struct ph_iface_3_1, xccl_all_reduce), /* xccl_all_reduce */
    (int)offsetof(struct ph_iface_3_1, xccl_broadcast), /* xccl_broadcast */
    (int)offsetof(struct ph_iface_3_1, xccl_reduce), /* xccl_reduce */
    (int)offsetof(struct ph_iface_3_1, xccl_all_gather), /* xccl_all_gather */
    (int)offsetof(struct ph_iface_3_1, xccl_reduce_scatter), /* xccl_reduce_scatter */
    (int)offsetof(struct ph_iface_3_1, xccl_group_start), /* xccl_group_start */
    (int)offsetof(struct ph_iface_3_1, xccl_group_end), /* xccl_group_end */
    (int)offsetof(struct ph_iface_3_1, xccl_send), /* xccl_send */
    (int)offsetof(struct ph_iface_3_1, xccl_recv), /* xccl_recv */
    (int)offsetof(struct ph_iface_3_1, xccl_all_to_all), /* xccl_all_to_all */
    (int)offsetof(struct ph_iface_3_1, profiler_initialize), /* profiler_initialize */
    (int)offsetof(struct ph_iface_3_1, profiler_finalize), /* profiler_finalize */
    (int)offsetof(struct ph_iface_3_1, profiler_prepare_tracing), /* profiler_prepare_tracing */
    (int)offsetof(struct ph_iface_3_1, profiler_start_tracing), /* profiler_start_tracing */
    (int)offsetof(struct ph_iface_3_1, profiler_stop_tracing), /* profiler_stop_tracing */
    (int)offsetof(struct ph_iface_3_1, profiler_collect_trace_data), /* profiler_collect_trace_data */
    -1, /* init_blas_handle */
    -1, /* blas_set_math_mode */
    -1, /* init_blaslt_handle */
    -1, /* destroy_blas_handle */
    -1, /* destroy_blaslt_handle */
    -1, /* init_dnn_handle */
    -1, /* destroy_dnn_handle */
    -1, /* cuda_stream_begin_capture */
    -1, /* cuda_stream_end_captrue */
    -1, /* cuda_graph_launch */
    -1, /* cuda_graph_destroy */
    -1, /* cuda_graph_exec_destroy */
    -1, /* cuda_graph_instantiate */
    -1, /* cuda_graph_get_nodes */
    -1, /* cuda_stream_capture_info */
    -1, /* get_parameter_setter_for_exec_graph */
    -1, /* cuda_graph_debug_dot_print */
    -1, /* cuda_thread_exchange_stream_capthure_mode */
    (int)offsetof(struct ph_iface_3_1, blas_axpby), /* blas_axpby */
};

/* Paddle 3.2 (3.2.0, 3.2.1, 3.2.2): every member pointer-sized. */
struct ph_iface_3_2 {
    size_t size;
    void* initialize;
    void* finalize;
    void* init_device;
    void* set_device;
    void* get_device;
    void* deinit_device;
    void* create_stream;
    void* destroy_stream;
    void* query_stream;
    void* stream_add_callback;
    void* create_event;
    void* record_event;
    void* destroy_event;
    void* query_event;
    void* synchronize_device;
    void* synchronize_stream;
    void* synchronize_event;
    void* stream_wait_event;
    void* reserved_dev_api[8];
    void* device_memory_allocate;
    void* device_memory_deallocate;
    void* device_memory_set;
    void* host_memory_allocate;
    void* host_memory_deallocate;
    void* unified_memory_allocate;
    void* unified_memory_deallocate;
    void* memory_copy_h2d;
    void* memory_copy_d2h;
    void* memory_copy_d2d;
    void* memory_copy_p2p;
    void* async_memory_copy_h2d;
    void* async_memory_copy_d2h;
    void* async_memory_copy_d2d;
    void* async_memory_copy_p2p;
    void* reserved_mem_api[8];
    void* get_device_count;
    void* get_device_list;
    void* device_memory_stats;
    void* device_min_chunk_size;
    void* device_max_chunk_size;
    void* device_max_alloc_size;
    void* device_extra_padding_size;
    void* device_init_alloc_size;
    void* device_realloc_size;
    void* get_compute_capability;
    void* get_device_properties;
    void* get_runtime_version;
    void* get_driver_version;
    void* get_multi_process;
    void* get_max_threads_per_mp;
    void* get_max_threads_per_block;
    void* get_max_grid_dim_size;
    void* is_float16_supported;
    void* is_bfloat16_supported;
    void* init_eigen_device;
    void* destroy_eigen_device;
    void* reserved_info_api[8];
    void* xccl_get_comm_name;
    void* xccl_get_unique_id_size;
    void* xccl_get_unique_id;
    void* xccl_comm_init_rank;
    void* xccl_destroy_comm;
    void* xccl_all_reduce;
    void* xccl_broadcast;
    void* xccl_reduce;
    void* xccl_all_gather;
    void* xccl_reduce_scatter;
    void* xccl_group_start;
    void* xccl_group_end;
    void* xccl_send;
    void* xccl_recv;
    void* xccl_all_to_all;
    void* reserved_ccl_api[8];
    void* profiler_initialize;
    void* profiler_finalize;
    void* profiler_prepare_tracing;
    void* profiler_start_tracing;
    void* profiler_stop_tracing;
    void* profiler_collect_trace_data;
    void* reserved_profiler_api[8];
    void* init_blas_handle;
    void* blas_set_math_mode;
    void* init_blaslt_handle;
    void* destroy_blas_handle;
    void* destroy_blaslt_handle;
    void* blas_axpby;
    void* reserved_other_api[7];
};
_Static_assert(sizeof(struct ph_iface_3_2) == 1032, "Paddle 3.2: C_DeviceInterface size");
static const int ph__offsets_3_2[PH_FIELD_COUNT] = {
    (int)offsetof(struct ph_iface_3_2, initialize), /* initialize */
    (int)offsetof(struct ph_iface_3_2, finalize), /* finalize */
    (int)offsetof(struct ph_iface_3_2, init_device), /* init_device */
    (int)offsetof(struct ph_iface_3_2, set_device), /* set_device */
    (int)offsetof(struct ph_iface_3_2, get_device), /* get_device */
    (int)offsetof(struct ph_iface_3_2, deinit_device), /* deinit_device */
    (int)offsetof(struct ph_iface_3_2, create_stream), /* create_stream */
    (int)offsetof(struct ph_iface_3_2, destroy_stream), /* destroy_stream */
    (int)offsetof(struct ph_iface_3_2, query_stream), /* query_stream */
    (int)offsetof(struct ph_iface_3_2, stream_add_callback), /* stream_add_callback */
    (int)offsetof(struct ph_iface_3_2, create_event), /* create_event */
    (int)offsetof(struct ph_iface_3_2, record_event), /* record_event */
    (int)offsetof(struct ph_iface_3_2, destroy_event), /* destroy_event */
    (int)offsetof(struct ph_iface_3_2, query_event), /* query_event */
    (int)offsetof(struct ph_iface_3_2, synchronize_device), /* synchronize_device */
    (int)offsetof(struct ph_iface_3_2, synchronize_stream), /* synchronize_stream */
    (int)offsetof(struct ph_iface_3_2, synchronize_event), /* synchronize_event */
    (int)offsetof(struct ph_iface_3_2, stream_wait_event), /* stream_wait_event */
    (int)offsetof(struct ph_iface_3_2, device_memory_allocate), /* device_memory_allocate */
    (int)offsetof(struct ph_iface_3_2, device_memory_deallocate), /* device_memory_deallocate */
    (int)offsetof(struct ph_iface_3_2, device_memory_set), /* device_memory_set */
    (int)offsetof(struct ph_iface_3_2, host_memory_allocate), /* host_memory_allocate */
    (int)offsetof(struct ph_iface_3_2, host_memory_deallocate), /* host_memory_deallocate */
    (int)offsetof(struct ph_iface_3_2, unified_memory_allocate), /* unified_memory_allocate */
    (int)offsetof(struct ph_iface_3_2, unified_memory_deallocate), /* unified_memory_deallocate */
    (int)offsetof(struct ph_iface_3_2, memory_copy_h2d), /* memory_copy_h2d */
    (int)offsetof(struct ph_iface_3_2, memory_copy_d2h), /* memory_copy_d2h */
    (int)offsetof(struct ph_iface_3_2, memory_copy_d2d), /* memory_copy_d2d */
    (int)offsetof(struct ph_iface_3_2, memory_copy_p2p), /* memory_copy_p2p */
    (int)offsetof(struct ph_iface_3_2, async_memory_copy_h2d), /* async_memory_copy_h2d */
    (int)offsetof(struct ph_iface_3_2, async_memory_copy_d2h), /* async_memory_copy_d2h */
    (int)offsetof(struct ph_iface_3_2, async_memory_copy_d2d), /* async_memory_copy_d2d */
    (int)offsetof(struct ph_iface_3_2, async_memory_copy_p2p), /* async_memory_copy_p2p */
    (int)offsetof(struct ph_iface_3_2, get_device_count), /* get_device_count */
    (int)offsetof(struct ph_iface_3_2, get_device_list), /* get_device_list */
    (int)offsetof(struct ph_iface_3_2, device_memory_stats), /* device_memory_stats */
    (int)offsetof(struct ph_iface_3_2, device_min_chunk_size), /* device_min_chunk_size */
    (int)offsetof(struct ph_iface_3_2, device_max_chunk_size), /* device_max_chunk_size */
    (int)offsetof(struct ph_iface_3_2, device_max_alloc_size), /* device_max_alloc_size */
    (int)offsetof(struct ph_iface_3_2, device_extra_padding_size), /* device_extra_padding_size */
    (int)offsetof(struct ph_iface_3_2, device_init_alloc_size), /* device_init_alloc_size */
    (int)offsetof(struct ph_iface_3_2, device_realloc_size), /* device_realloc_size */
    (int)offsetof(struct ph_iface_3_2, get_compute_capability), /* get_compute_capability */
    (int)offsetof(struct ph_iface_3_2, get_device_properties), /* get_device_properties */
    (int)offsetof(struct ph_iface_3_2, get_runtime_version), /* get_runtime_version */
    (int)offsetof(struct ph_iface_3_2, get_driver_version), /* get_driver_version */
    (int)offsetof(struct ph_iface_3_2, get_multi_process), /* get_multi_process */
    (int)offsetof(struct ph_iface_3_2, get_max_threads_per_mp), /* get_max_threads_per_mp */
    (int)offsetof(struct ph_iface_3_2, get_max_threads_per_block), /* get_max_threads_per_block */
    -1, /* get_max_shared_mem_per_block */
    -1, /* get_max_blocks_per_mp */
    (int)offsetof(struct ph_iface_3_2, get_max_grid_dim_size), /* get_max_grid_dim_size */
    -1, /* get_max_block_dim_size */
    (int)offsetof(struct ph_iface_3_2, is_float16_supported), /* is_float16_supported */
    (int)offsetof(struct ph_iface_3_2, is_bfloat16_supported), /* is_bfloat16_supported */
    -1, /* is_dnn_supported */
    (int)offsetof(struct ph_iface_3_2, init_eigen_device), /* init_eigen_device */
    (int)offsetof(struct ph_iface_3_2, destroy_eigen_device), /* destroy_eigen_device */
    (int)offsetof(struct ph_iface_3_2, xccl_get_comm_name), /* xccl_get_comm_name */
    (int)offsetof(struct ph_iface_3_2, xccl_get_unique_id_size), /* xccl_get_unique_id_size */
    (int)offsetof(struct ph_iface_3_2, xccl_get_unique_id), /* xccl_get_unique_id */
    (int)offsetof(struct ph_iface_3_2, xccl_comm_init_rank), /* xccl_comm_init_rank */
    (int)offsetof(struct ph_iface_3_2, xccl_destroy_comm), /* xccl_destroy_comm */
    (int)offsetof(struct ph_iface_3_2, xccl_all_reduce), /* xccl_all_reduce */
    (int)offsetof(struct ph_iface_3_2, xccl_broadcast), /* xccl_broadcast */
    (int)offsetof(struct ph_iface_3_2, xccl_reduce), /* xccl_reduce */
    (int)offsetof(struct ph_iface_3_2, xccl_all_gather), /* xccl_all_gather */
    (int)offsetof(struct ph_iface_3_2, xccl_reduce_scatter), /* xccl_reduce_scatter */
    (int)offsetof(struct ph_iface_3_2, xccl_group_start), /* xccl_group_start */
    (int)offsetof(struct ph_iface_3_2, xccl_group_end), /* xccl_group_end */
    (int)offsetof(struct ph_iface_3_2, xccl_send), /* xccl_send */
    (int)offsetof(struct ph_iface_3_2, xccl_recv), /* xccl_recv */
    (int)offsetof(struct ph_iface_3_2, xccl_all_to_all), /* xccl_all_to_all */
    (int)offsetof(struct ph_iface_3_2, profiler_initialize), /* profiler_initialize */
    (int)offsetof(struct ph_iface_3_2, profiler_finalize), /* profiler_finalize */
    (int)offsetof(struct ph_iface_3_2, profiler_prepare_tracing), /* profiler_prepare_tracing */
    (int)offsetof(struct ph_iface_3_2, profiler_start_tracing), /* profiler_start_tracing */
    (int)offsetof(struct ph_iface_3_2, profiler_stop_tracing), /* profiler_stop_tracing */
    (int)offsetof(struct ph_iface_3_2, profiler_collect_trace_data), /* profiler_collect_trace_data */
    (int)offsetof(struct ph_iface_3_2, init_blas_handle), /* init_blas_handle */
    (int)offsetof(struct ph_iface_3_2, blas_set_math_mode), /* blas_set_math_mode */
    (int)offsetof(struct ph_iface_3_2, init_blaslt_handle), /* init_blaslt_handle */
    (int)offsetof(struct ph_iface_3_2, destroy_blas_handle), /* destroy_blas_handle */
    (int)offsetof(struct ph_iface_3_2, destroy_blaslt_handle), /* destroy_blaslt_handle */
    -1, /* init_dnn_handle */
    -1, /* destroy_dnn_handle */
    -1, /* cuda_stream_begin_capture */
    -1, /* cuda_stream_end_captrue */
    -1, /* cuda_graph_launch */
    -1, /* cuda_graph_destroy */
    -1, /* cuda_graph_exec_destroy */
    -1, /* cuda_graph_instantiate */
    -1, /* cuda_graph_get_nodes */
    -1, /* cuda_stream_capture_info */
    -1, /* get_parameter_setter_for_exec_graph */
    -1, /* cuda_graph_debug_dot_print */
    -1, /* cuda_thread_exchange_stream_capthure_mode */
    (int)offsetof(struct ph_iface_3_2, blas_axpby), /* blas_axpby */
};

/* Paddle 3.3 (3.3.0, 3.3.1): every member pointer-sized. */
struct ph_iface_3_3 {
    size_t size;
    void* initialize;
    void* finalize;
    void* init_device;
    void* set_device;
    void* get_device;
    void* deinit_device;
    void* create_stream;
    void* destroy_stream;
    void* query_stream;
    void* stream_add_callback;
    void* create_event;
    void* record_event;
    void* destroy_event;
    void* query_event;
    void* synchronize_device;
    void* synchronize_stream;
    void* synchronize_event;
    void* stream_wait_event;
    void* reserved_dev_api[8];
    void* device_memory_allocate;
    void* device_memory_deallocate;
    void* device_memory_set;
    void* host_memory_allocate;
    void* host_memory_deallocate;
    void* unified_memory_allocate;
    void* unified_memory_deallocate;
    void* memory_copy_h2d;
    void* memory_copy_d2h;
    void* memory_copy_d2d;
    void* memory_copy_p2p;
    void* async_memory_copy_h2d;
    void* async_memory_copy_d2h;
    void* async_memory_copy_d2d;
    void* async_memory_copy_p2p;
    void* reserved_mem_api[8];
    void* get_device_count;
    void* get_device_list;
    void* device_memory_stats;
    void* device_min_chunk_size;
    void* device_max_chunk_size;
    void* device_max_alloc_size;
    void* device_extra_padding_size;
    void* device_init_alloc_size;
    void* device_realloc_size;
    void* get_compute_capability;
    void* get_device_properties;
    void* get_runtime_version;
    void* get_driver_version;
    void* get_multi_process;
    void* get_max_threads_per_mp;
    void* get_max_threads_per_block;
    void* get_max_grid_dim_size;
    void* is_float16_supported;
    void* is_bfloat16_supported;
    void* is_dnn_supported;
    void* init_eigen_device;
    void* destroy_eigen_device;
    void* reserved_info_api[8];
    void* xccl_get_comm_name;
    void* xccl_get_unique_id_size;
    void* xccl_get_unique_id;
    void* xccl_comm_init_rank;
    void* xccl_destroy_comm;
    void* xccl_all_reduce;
    void* xccl_broadcast;
    void* xccl_reduce;
    void* xccl_all_gather;
    void* xccl_reduce_scatter;
    void* xccl_group_start;
    void* xccl_group_end;
    void* xccl_send;
    void* xccl_recv;
    void* xccl_all_to_all;
    void* reserved_ccl_api[8];
    void* profiler_initialize;
    void* profiler_finalize;
    void* profiler_prepare_tracing;
    void* profiler_start_tracing;
    void* profiler_stop_tracing;
    void* profiler_collect_trace_data;
    void* reserved_profiler_api[8];
    void* init_blas_handle;
    void* blas_set_math_mode;
    void* init_blaslt_handle;
    void* destroy_blas_handle;
    void* destroy_blaslt_handle;
    void* cuda_stream_begin_capture;
    void* cuda_stream_end_captrue;
    void* cuda_graph_launch;
    void* cuda_graph_destroy;
    void* cuda_graph_exec_destroy;
    void* cuda_graph_instantiate;
    void* cuda_graph_get_nodes;
    void* cuda_stream_capture_info;
    void* get_parameter_setter_for_exec_graph;
    void* cuda_graph_debug_dot_print;
    void* cuda_thread_exchange_stream_capthure_mode;
    void* blas_axpby;
    void* reserved_other_api[7];
};
_Static_assert(sizeof(struct ph_iface_3_3) == 1128, "Paddle 3.3: C_DeviceInterface size");
static const int ph__offsets_3_3[PH_FIELD_COUNT] = {
    (int)offsetof(struct ph_iface_3_3, initialize), /* initialize */
    (int)offsetof(struct ph_iface_3_3, finalize), /* finalize */
    (int)offsetof(struct ph_iface_3_3, init_device), /* init_device */
    (int)offsetof(struct ph_iface_3_3, set_device), /* set_device */
    (int)offsetof(struct ph_iface_3_3, get_device), /* get_device */
    (int)offsetof(struct ph_iface_3_3, deinit_device), /* deinit_device */
    (int)offsetof(struct ph_iface_3_3, create_stream), /* create_stream */
    (int)offsetof(struct ph_iface_3_3, destroy_stream), /* destroy_stream */
    (int)offsetof(struct ph_iface_3_3, query_stream), /* query_stream */
    (int)offsetof(struct ph_iface_3_3, stream_add_callback), /* stream_add_callback */
    (int)offsetof(struct ph_iface_3_3, create_event), /* create_event */
    (int)offsetof(struct ph_iface_3_3, record_event), /* record_event */
    (int)offsetof(struct ph_iface_3_3, destroy_event), /* destroy_event */
    (int)offsetof(struct ph_iface_3_3, query_event), /* query_event */
    (int)offsetof(struct ph_iface_3_3, synchronize_device), /* synchronize_device */
    (int)offsetof(struct ph_iface_3_3, synchronize_stream), /* synchronize_stream */
    (int)offsetof(struct ph_iface_3_3, synchronize_event), /* synchronize_event */
    (int)offsetof(struct ph_iface_3_3, stream_wait_event), /* stream_wait_event */
    (int)offsetof(struct ph_iface_3_3, device_memory_allocate), /* device_memory_allocate */
    (int)offsetof(struct ph_iface_3_3, device_memory_deallocate), /* device_memory_deallocate */
    (int)offsetof(struct ph_iface_3_3, device_memory_set), /* device_memory_set */
    (int)offsetof(struct ph_iface_3_3, host_memory_allocate), /* host_memory_allocate */
    (int)offsetof(struct ph_iface_3_3, host_memory_deallocate), /* host_memory_deallocate */
    (int)offsetof(struct ph_iface_3_3, unified_memory_allocate), /* unified_memory_allocate */
    (int)offsetof(struct ph_iface_3_3, unified_memory_deallocate), /* unified_memory_deallocate */
    (int)offsetof(struct ph_iface_3_3, memory_copy_h2d), /* memory_copy_h2d */
    (int)offsetof(struct ph_iface_3_3, memory_copy_d2h), /* memory_copy_d2h */
    (int)offsetof(struct ph_iface_3_3, memory_copy_d2d), /* memory_copy_d2d */
    (int)offsetof(struct ph_iface_3_3, memory_copy_p2p), /* memory_copy_p2p */
    (int)offsetof(struct ph_iface_3_3, async_memory_copy_h2d), /* async_memory_copy_h2d */
    (int)offsetof(struct ph_iface_3_3, async_memory_copy_d2h), /* async_memory_copy_d2h */
    (int)offsetof(struct ph_iface_3_3, async_memory_copy_d2d), /* async_memory_copy_d2d */
    (int)offsetof(struct ph_iface_3_3, async_memory_copy_p2p), /* async_memory_copy_p2p */
    (int)offsetof(struct ph_iface_3_3, get_device_count), /* get_device_count */
    (int)offsetof(struct ph_iface_3_3, get_device_list), /* get_device_list */
    (int)offsetof(struct ph_iface_3_3, device_memory_stats), /* device_memory_stats */
    (int)offsetof(struct ph_iface_3_3, device_min_chunk_size), /* device_min_chunk_size */
    (int)offsetof(struct ph_iface_3_3, device_max_chunk_size), /* device_max_chunk_size */
    (int)offsetof(struct ph_iface_3_3, device_max_alloc_size), /* device_max_alloc_size */
    (int)offsetof(struct ph_iface_3_3, device_extra_padding_size), /* device_extra_padding_size */
    (int)offsetof(struct ph_iface_3_3, device_init_alloc_size), /* device_init_alloc_size */
    (int)offsetof(struct ph_iface_3_3, device_realloc_size), /* device_realloc_size */
    (int)offsetof(struct ph_iface_3_3, get_compute_capability), /* get_compute_capability */
    (int)offsetof(struct ph_iface_3_3, get_device_properties), /* get_device_properties */
    (int)offsetof(struct ph_iface_3_3, get_runtime_version), /* get_runtime_version */
    (int)offsetof(struct ph_iface_3_3, get_driver_version), /* get_driver_version */
    (int)offsetof(struct ph_iface_3_3, get_multi_process), /* get_multi_process */
    (int)offsetof(struct ph_iface_3_3, get_max_threads_per_mp), /* get_max_threads_per_mp */
    (int)offsetof(struct ph_iface_3_3, get_max_threads_per_block), /* get_max_threads_per_block */
    -1, /* get_max_shared_mem_per_block */
    -1, /* get_max_blocks_per_mp */
    (int)offsetof(struct ph_iface_3_3, get_max_grid_dim_size), /* get_max_grid_dim_size */
    -1, /* get_max_block_dim_size */
    (int)offsetof(struct ph_iface_3_3, is_float16_supported), /* is_float16_supported */
    (int)offsetof(struct ph_iface_3_3, is_bfloat16_supported), /* is_bfloat16_supported */
    (int)offsetof(struct ph_iface_3_3, is_dnn_supported), /* is_dnn_supported */
    (int)offsetof(struct ph_iface_3_3, init_eigen_device), /* init_eigen_device */
    (int)offsetof(struct ph_iface_3_3, destroy_eigen_device), /* destroy_eigen_device */
    (int)offsetof(struct ph_iface_3_3, xccl_get_comm_name), /* xccl_get_comm_name */
    (int)offsetof(struct ph_iface_3_3, xccl_get_unique_id_size), /* xccl_get_unique_id_size */
    (int)offsetof(struct ph_iface_3_3, xccl_get_unique_id), /* xccl_get_unique_id */
    (int)offsetof(struct ph_iface_3_3, xccl_comm_init_rank), /* xccl_comm_init_rank */
    (int)offsetof(struct ph_iface_3_3, xccl_destroy_comm), /* xccl_destroy_comm */
    (int)offsetof(struct ph_iface_3_3, xccl_all_reduce), /* xccl_all_reduce */
    (int)offsetof(struct ph_iface_3_3, xccl_broadcast), /* xccl_broadcast */
    (int)offsetof(struct ph_iface_3_3, xccl_reduce), /* xccl_reduce */
    (int)offsetof(struct ph_iface_3_3, xccl_all_gather), /* xccl_all_gather */
    (int)offsetof(struct ph_iface_3_3, xccl_reduce_scatter), /* xccl_reduce_scatter */
    (int)offsetof(struct ph_iface_3_3, xccl_group_start), /* xccl_group_start */
    (int)offsetof(struct ph_iface_3_3, xccl_group_end), /* xccl_group_end */
    (int)offsetof(struct ph_iface_3_3, xccl_send), /* xccl_send */
    (int)offsetof(struct ph_iface_3_3, xccl_recv), /* xccl_recv */
    (int)offsetof(struct ph_iface_3_3, xccl_all_to_all), /* xccl_all_to_all */
    (int)offsetof(struct ph_iface_3_3, profiler_initialize), /* profiler_initialize */
    (int)offsetof(struct ph_iface_3_3, profiler_finalize), /* profiler_finalize */
    (int)offsetof(struct ph_iface_3_3, profiler_prepare_tracing), /* profiler_prepare_tracing */
    (int)offsetof(struct ph_iface_3_3, profiler_start_tracing), /* profiler_start_tracing */
    (int)offsetof(struct ph_iface_3_3, profiler_stop_tracing), /* profiler_stop_tracing */
    (int)offsetof(struct ph_iface_3_3, profiler_collect_trace_data), /* profiler_collect_trace_data */
    (int)offsetof(struct ph_iface_3_3, init_blas_handle), /* init_blas_handle */
    (int)offsetof(struct ph_iface_3_3, blas_set_math_mode), /* blas_set_math_mode */
    (int)offsetof(struct ph_iface_3_3, init_blaslt_handle), /* init_blaslt_handle */
    (int)offsetof(struct ph_iface_3_3, destroy_blas_handle), /* destroy_blas_handle */
    (int)offsetof(struct ph_iface_3_3, destroy_blaslt_handle), /* destroy_blaslt_handle */
    -1, /* init_dnn_handle */
    -1, /* destroy_dnn_handle */
    (int)offsetof(struct ph_iface_3_3, cuda_stream_begin_capture), /* cuda_stream_begin_capture */
    (int)offsetof(struct ph_iface_3_3, cuda_stream_end_captrue), /* cuda_stream_end_captrue */
    (int)offsetof(struct ph_iface_3_3, cuda_graph_launch), /* cuda_graph_launch */
    (int)offsetof(struct ph_iface_3_3, cuda_graph_destroy), /* cuda_graph_destroy */
    (int)offsetof(struct ph_iface_3_3, cuda_graph_exec_destroy), /* cuda_graph_exec_destroy */
    (int)offsetof(struct ph_iface_3_3, cuda_graph_instantiate), /* cuda_graph_instantiate */
    (int)offsetof(struct ph_iface_3_3, cuda_graph_get_nodes), /* cuda_graph_get_nodes */
    (int)offsetof(struct ph_iface_3_3, cuda_stream_capture_info), /* cuda_stream_capture_info */
    (int)offsetof(struct ph_iface_3_3, get_parameter_setter_for_exec_graph), /* get_parameter_setter_for_exec_graph */
    (int)offsetof(struct ph_iface_3_3, cuda_graph_debug_dot_print), /* cuda_graph_debug_dot_print */
    (int)offsetof(struct ph_iface_3_3, cuda_thread_exchange_stream_capthure_mode), /* cuda_thread_exchange_stream_capthure_mode */
    (int)offsetof(struct ph_iface_3_3, blas_axpby), /* blas_axpby */
};

/* Paddle develop: every member pointer-sized. */
struct ph_iface_develop {
    size_t size;
    void* initialize;
    void* finalize;
    void* init_device;
    void* set_device;
    void* get_device;
    void* deinit_device;
    void* create_stream;
    void* destroy_stream;
    void* query_stream;
    void* stream_add_callback;
    void* create_event;
    void* record_event;
    void* destroy_event;
    void* query_event;
    void* synchronize_device;
    void* synchronize_stream;
    void* synchronize_event;
    void* stream_wait_event;
    void* reserved_dev_api[8];
    void* device_memory_allocate;
    void* device_memory_deallocate;
    void* device_memory_set;
    void* host_memory_allocate;
    void* host_memory_deallocate;
    void* unified_memory_allocate;
    void* unified_memory_deallocate;
    void* memory_copy_h2d;
    void* memory_copy_d2h;
    void* memory_copy_d2d;
    void* memory_copy_p2p;
    void* async_memory_copy_h2d;
    void* async_memory_copy_d2h;
    void* async_memory_copy_d2d;
    void* async_memory_copy_p2p;
    void* reserved_mem_api[8];
    void* get_device_count;
    void* get_device_list;
    void* device_memory_stats;
    void* device_min_chunk_size;
    void* device_max_chunk_size;
    void* device_max_alloc_size;
    void* device_extra_padding_size;
    void* device_init_alloc_size;
    void* device_realloc_size;
    void* get_compute_capability;
    void* get_device_properties;
    void* get_runtime_version;
    void* get_driver_version;
    void* get_multi_process;
    void* get_max_threads_per_mp;
    void* get_max_threads_per_block;
    void* get_max_shared_mem_per_block;
    void* get_max_blocks_per_mp;
    void* get_max_grid_dim_size;
    void* get_max_block_dim_size;
    void* is_float16_supported;
    void* is_bfloat16_supported;
    void* is_dnn_supported;
    void* init_eigen_device;
    void* destroy_eigen_device;
    void* reserved_info_api[8];
    void* xccl_get_comm_name;
    void* xccl_get_unique_id_size;
    void* xccl_get_unique_id;
    void* xccl_comm_init_rank;
    void* xccl_destroy_comm;
    void* xccl_all_reduce;
    void* xccl_broadcast;
    void* xccl_reduce;
    void* xccl_all_gather;
    void* xccl_reduce_scatter;
    void* xccl_group_start;
    void* xccl_group_end;
    void* xccl_send;
    void* xccl_recv;
    void* xccl_all_to_all;
    void* reserved_ccl_api[8];
    void* profiler_initialize;
    void* profiler_finalize;
    void* profiler_prepare_tracing;
    void* profiler_start_tracing;
    void* profiler_stop_tracing;
    void* profiler_collect_trace_data;
    void* reserved_profiler_api[8];
    void* init_blas_handle;
    void* blas_set_math_mode;
    void* init_blaslt_handle;
    void* destroy_blas_handle;
    void* destroy_blaslt_handle;
    void* init_dnn_handle;
    void* destroy_dnn_handle;
    void* cuda_stream_begin_capture;
    void* cuda_stream_end_captrue;
    void* cuda_graph_launch;
    void* cuda_graph_destroy;
    void* cuda_graph_exec_destroy;
    void* cuda_graph_instantiate;
    void* cuda_graph_get_nodes;
    void* cuda_stream_capture_info;
    void* get_parameter_setter_for_exec_graph;
    void* cuda_graph_debug_dot_print;
    void* cuda_thread_exchange_stream_capthure_mode;
    void* blas_axpby;
    void* reserved_other_api[7];
    void* cinn_interface;
};
_Static_assert(sizeof(struct ph_iface_develop) == 1176, "Paddle develop: C_DeviceInterface size");
static const int ph__offsets_develop[PH_FIELD_COUNT] = {
    (int)offsetof(struct ph_iface_develop, initialize), /* initialize */
    (int)offsetof(struct ph_iface_develop, finalize), /* finalize */
    (int)offsetof(struct ph_iface_develop, init_device), /* init_device */
    (int)offsetof(struct ph_iface_develop, set_device), /* set_device */
    (int)offsetof(struct ph_iface_develop, get_device), /* get_device */
    (int)offsetof(struct ph_iface_develop, deinit_device), /* deinit_device */
    (int)offsetof(struct ph_iface_develop, create_stream), /* create_stream */
    (int)offsetof(struct ph_iface_develop, destroy_stream), /* destroy_stream */
    (int)offsetof(struct ph_iface_develop, query_stream), /* query_stream */
    (int)offsetof(struct ph_iface_develop, stream_add_callback), /* stream_add_callback */
    (int)offsetof(struct ph_iface_develop, create_event), /* create_event */
    (int)offsetof(struct ph_iface_develop, record_event), /* record_event */
    (int)offsetof(struct ph_iface_develop, destroy_event), /* destroy_event */
    (int)offsetof(struct ph_iface_develop, query_event), /* query_event */
    (int)offsetof(struct ph_iface_develop, synchronize_device), /* synchronize_device */
    (int)offsetof(struct ph_iface_develop, synchronize_stream), /* synchronize_stream */
    (int)offsetof(struct ph_iface_develop, synchronize_event), /* synchronize_event */
    (int)offsetof(struct ph_iface_develop, stream_wait_event), /* stream_wait_event */
    (int)offsetof(struct ph_iface_develop, device_memory_allocate), /* device_memory_allocate */
    (int)offsetof(struct ph_iface_develop, device_memory_deallocate), /* device_memory_deallocate */
    (int)offsetof(struct ph_iface_develop, device_memory_set), /* device_memory_set */
    (int)offsetof(struct ph_iface_develop, host_memory_allocate), /* host_memory_allocate */
    (int)offsetof(struct ph_iface_develop, host_memory_deallocate), /* host_memory_deallocate */
    (int)offsetof(struct ph_iface_develop, unified_memory_allocate), /* unified_memory_allocate */
    (int)offsetof(struct ph_iface_develop, unified_memory_deallocate), /* unified_memory_deallocate */
    (int)offsetof(struct ph_iface_develop, memory_copy_h2d), /* memory_copy_h2d */
    (int)offsetof(struct ph_iface_develop, memory_copy_d2h), /* memory_copy_d2h */
    (int)offsetof(struct ph_iface_develop, memory_copy_d2d), /* memory_copy_d2d */
    (int)offsetof(struct ph_iface_develop, memory_copy_p2p), /* memory_copy_p2p */
    (int)offsetof(struct ph_iface_develop, async_memory_copy_h2d), /* async_memory_copy_h2d */
    (int)offsetof(struct ph_iface_develop, async_memory_copy_d2h), /* async_memory_copy_d2h */
    (int)offsetof(struct ph_iface_develop, async_memory_copy_d2d), /* async_memory_copy_d2d */
    (int)offsetof(struct ph_iface_develop, async_memory_copy_p2p), /* async_memory_copy_p2p */
    (int)offsetof(struct ph_iface_develop, get_device_count), /* get_device_count */
    (int)offsetof(struct ph_iface_develop, get_device_list), /* get_device_list */
    (int)offsetof(struct ph_iface_develop, device_memory_stats), /* device_memory_stats */
    (int)offsetof(struct ph_iface_develop, device_min_chunk_size), /* device_min_chunk_size */
    (int)offsetof(struct ph_iface_develop, device_max_chunk_size), /* device_max_chunk_size */
    (int)offsetof(struct ph_iface_develop, device_max_alloc_size), /* device_max_alloc_size */
    (int)offsetof(struct ph_iface_develop, device_extra_padding_size), /* device_extra_padding_size */
    (int)offsetof(struct ph_iface_develop, device_init_alloc_size), /* device_init_alloc_size */
    (int)offsetof(struct ph_iface_develop, device_realloc_size), /* device_realloc_size */
    (int)offsetof(struct ph_iface_develop, get_compute_capability), /* get_compute_capability */
    (int)offsetof(struct ph_iface_develop, get_device_properties), /* get_device_properties */
    (int)offsetof(struct ph_iface_develop, get_runtime_version), /* get_runtime_version */
    (int)offsetof(struct ph_iface_develop, get_driver_version), /* get_driver_version */
    (int)offsetof(struct ph_iface_develop, get_multi_process), /* get_multi_process */
    (int)offsetof(struct ph_iface_develop, get_max_threads_per_mp), /* get_max_threads_per_mp */
    (int)offsetof(struct ph_iface_develop, get_max_threads_per_block), /* get_max_threads_per_block */
    (int)offsetof(struct ph_iface_develop, get_max_shared_mem_per_block), /* get_max_shared_mem_per_block */
    (int)offsetof(struct ph_iface_develop, get_max_blocks_per_mp), /* get_max_blocks_per_mp */
    (int)offsetof(struct ph_iface_develop, get_max_grid_dim_size), /* get_max_grid_dim_size */
    (int)offsetof(struct ph_iface_develop, get_max_block_dim_size), /* get_max_block_dim_size */
    (int)offsetof(struct ph_iface_develop, is_float16_supported), /* is_float16_supported */
    (int)offsetof(struct ph_iface_develop, is_bfloat16_supported), /* is_bfloat16_supported */
    (int)offsetof(struct ph_iface_develop, is_dnn_supported), /* is_dnn_supported */
    (int)offsetof(struct ph_iface_develop, init_eigen_device), /* init_eigen_device */
    (int)offsetof(struct ph_iface_develop, destroy_eigen_device), /* destroy_eigen_device */
    (int)offsetof(struct ph_iface_develop, xccl_get_comm_name), /* xccl_get_comm_name */
    (int)offsetof(struct ph_iface_develop, xccl_get_unique_id_size), /* xccl_get_unique_id_size */
    (int)offsetof(struct ph_iface_develop, xccl_get_unique_id), /* xccl_get_unique_id */
    (int)offsetof(struct ph_iface_develop, xccl_comm_init_rank), /* xccl_comm_init_rank */
    (int)offsetof(struct ph_iface_develop, xccl_destroy_comm), /* xccl_destroy_comm */
    (int)offsetof(struct ph_iface_develop, xccl_all_reduce), /* xccl_all_reduce */
    (int)offsetof(struct ph_iface_develop, xccl_broadcast), /* xccl_broadcast */
    (int)offsetof(struct ph_iface_develop, xccl_reduce), /* xccl_reduce */
    (int)offsetof(struct ph_iface_develop, xccl_all_gather), /* xccl_all_gather */
    (int)offsetof(struct ph_iface_develop, xccl_reduce_scatter), /* xccl_reduce_scatter */
    (int)offsetof(struct ph_iface_develop, xccl_group_start), /* xccl_group_start */
    (int)offsetof(struct ph_iface_develop, xccl_group_end), /* xccl_group_end */
    (int)offsetof(struct ph_iface_develop, xccl_send), /* xccl_send */
    (int)offsetof(struct ph_iface_develop, xccl_recv), /* xccl_recv */
    (int)offsetof(struct ph_iface_develop, xccl_all_to_all), /* xccl_all_to_all */
    (int)offsetof(struct ph_iface_develop, profiler_initialize), /* profiler_initialize */
    (int)offsetof(struct ph_iface_develop, profiler_finalize), /* profiler_finalize */
    (int)offsetof(struct ph_iface_develop, profiler_prepare_tracing), /* profiler_prepare_tracing */
    (int)offsetof(struct ph_iface_develop, profiler_start_tracing), /* profiler_start_tracing */
    (int)offsetof(struct ph_iface_develop, profiler_stop_tracing), /* profiler_stop_tracing */
    (int)offsetof(struct ph_iface_develop, profiler_collect_trace_data), /* profiler_collect_trace_data */
    (int)offsetof(struct ph_iface_develop, init_blas_handle), /* init_blas_handle */
    (int)offsetof(struct ph_iface_develop, blas_set_math_mode), /* blas_set_math_mode */
    (int)offsetof(struct ph_iface_develop, init_blaslt_handle), /* init_blaslt_handle */
    (int)offsetof(struct ph_iface_develop, destroy_blas_handle), /* destroy_blas_handle */
    (int)offsetof(struct ph_iface_develop, destroy_blaslt_handle), /* destroy_blaslt_handle */
    (int)offsetof(struct ph_iface_develop, init_dnn_handle), /* init_dnn_handle */
    (int)offsetof(struct ph_iface_develop, destroy_dnn_handle), /* destroy_dnn_handle */
    (int)offsetof(struct ph_iface_develop, cuda_stream_begin_capture), /* cuda_stream_begin_capture */
    (int)offsetof(struct ph_iface_develop, cuda_stream_end_captrue), /* cuda_stream_end_captrue */
    (int)offsetof(struct ph_iface_develop, cuda_graph_launch), /* cuda_graph_launch */
    (int)offsetof(struct ph_iface_develop, cuda_graph_destroy), /* cuda_graph_destroy */
    (int)offsetof(struct ph_iface_develop, cuda_graph_exec_destroy), /* cuda_graph_exec_destroy */
    (int)offsetof(struct ph_iface_develop, cuda_graph_instantiate), /* cuda_graph_instantiate */
    (int)offsetof(struct ph_iface_develop, cuda_graph_get_nodes), /* cuda_graph_get_nodes */
    (int)offsetof(struct ph_iface_develop, cuda_stream_capture_info), /* cuda_stream_capture_info */
    (int)offsetof(struct ph_iface_develop, get_parameter_setter_for_exec_graph), /* get_parameter_setter_for_exec_graph */
    (int)offsetof(struct ph_iface_develop, cuda_graph_debug_dot_print), /* cuda_graph_debug_dot_print */
    (int)offsetof(struct ph_iface_develop, cuda_thread_exchange_stream_capthure_mode), /* cuda_thread_exchange_stream_capthure_mode */
    (int)offsetof(struct ph_iface_develop, blas_axpby), /* blas_axpby */
};

const ph_layout_t ph__layouts[PH_LAYOUT_COUNT] = {
    {"2.6", "2.6.2", 912, ph__offsets_2_6},
    {"3.0", "3.0.0b2, 3.0.0", 920, ph__offsets_3_0},
    {"3.1", "3.1.0, 3.1.1", 976, ph__offsets_3_1},
    {"3.2", "3.2.0, 3.2.1, 3.2.2", 1032, ph__offsets_3_2},
    {"3.3", "3.3.0, 3.3.1", 1128, ph__offsets_3_3},
    {"develop", "", 1176, ph__offsets_develop},
};

int ph__dtype(anyrt_dtype_t dtype, C_DataType* out) {
    switch (dtype) {
    case ANYRT_DTYPE_BOOL: *out = BOOL; return 1;
    case ANYRT_DTYPE_UINT8: *out = UINT8; return 1;
    case ANYRT_DTYPE_UINT16: *out = UINT16; return 1;
    case ANYRT_DTYPE_UINT32: *out = UINT32; return 1;
    case ANYRT_DTYPE_UINT64: *out = UINT64; return 1;
    case ANYRT_DTYPE_INT8: *out = INT8; return 1;
    case ANYRT_DTYPE_INT16: *out = INT16; return 1;
    case ANYRT_DTYPE_INT32: *out = INT32; return 1;
    case ANYRT_DTYPE_INT64: *out = INT64; return 1;
    case ANYRT_DTYPE_FLOAT16: *out = FLOAT16; return 1;
    case ANYRT_DTYPE_FLOAT32: *out = FLOAT32; return 1;
    case ANYRT_DTYPE_FLOAT64: *out = FLOAT64; return 1;
    case ANYRT_DTYPE_BFLOAT16: *out = BFLOAT16; return 1;
    default: return 0;
    }
}

size_t ph__dtype_size(anyrt_dtype_t dtype) {
    switch (dtype) {
    case ANYRT_DTYPE_BYTE: return 1;
    case ANYRT_DTYPE_BOOL: return 1;
    case ANYRT_DTYPE_INT8: return 1;
    case ANYRT_DTYPE_INT16: return 2;
    case ANYRT_DTYPE_INT32: return 4;
    case ANYRT_DTYPE_INT64: return 8;
    case ANYRT_DTYPE_UINT8: return 1;
    case ANYRT_DTYPE_UINT16: return 2;
    case ANYRT_DTYPE_UINT32: return 4;
    case ANYRT_DTYPE_UINT64: return 8;
    case ANYRT_DTYPE_FLOAT16: return 2;
    case ANYRT_DTYPE_FLOAT32: return 4;
    case ANYRT_DTYPE_FLOAT64: return 8;
    case ANYRT_DTYPE_BFLOAT16: return 2;
    default: return 0;
    }
}

int ph__reduce_op(anyrt_reduce_op_t op, C_CCLReduceOp* out) {
    switch (op) {
    case ANYRT_REDUCE_OP_SUM: *out = SUM; return 1;
    case ANYRT_REDUCE_OP_AVG: *out = AVG; return 1;
    case ANYRT_REDUCE_OP_MAX: *out = MAX; return 1;
    case ANYRT_REDUCE_OP_MIN: *out = MIN; return 1;
    case ANYRT_REDUCE_OP_PROD: *out = PRODUCT; return 1;
    default: return 0;
    }
}

anyrt_device_kind_t ph__device_kind(const char* device_type) {
    if (strcmp(device_type, "npu") == 0) return ANYRT_DEVICE_KIND_ASCEND;
    if (strcmp(device_type, "mlu") == 0) return ANYRT_DEVICE_KIND_CAMBRICON;
    if (strcmp(device_type, "metax_gpu") == 0) return ANYRT_DEVICE_KIND_METAX;
    if (strcmp(device_type, "iluvatar_gpu") == 0) return ANYRT_DEVICE_KIND_ILUVATAR;
    if (strcmp(device_type, "xpu") == 0) return ANYRT_DEVICE_KIND_KUNLUN;
    if (strcmp(device_type, "dcu") == 0) return ANYRT_DEVICE_KIND_HYGON;
    return ANYRT_DEVICE_KIND_PADDLE;
}

/* Trampolines of hosted plugin I: each forwards to its adapter with that plugin. */
#define PH__TRAMPOLINES(I) \
    static anyrt_status_t ph_##I##_initialize(void) { \
        return ph_initialize(ph__plugin(I)); \
    } \
    static anyrt_status_t ph_##I##_finalize(void) { \
        return ph_finalize(ph__plugin(I)); \
    } \
    static anyrt_status_t ph_##I##_init_device(int device) { \
        return ph_init_device(ph__plugin(I), device); \
    } \
    static anyrt_status_t ph_##I##_deinit_device(int device) { \
        return ph_deinit_device(ph__plugin(I), device); \
    } \
    static anyrt_status_t ph_##I##_get_device_count(int* count) { \
        return ph_get_device_count(ph__plugin(I), count); \
    } \
    static anyrt_status_t ph_##I##_get_device_list(size_t* devices, size_t capacity) { \
        return ph_get_device_list(ph__plugin(I), devices, capacity); \
    } \
    static anyrt_status_t ph_##I##_set_device(int device) { \
        return ph_set_device(ph__plugin(I), device); \
    } \
    static anyrt_status_t ph_##I##_synchronize_device(int device) { \
        return ph_synchronize_device(ph__plugin(I), device); \
    } \
    static anyrt_status_t ph_##I##_get_compute_capability(int device, size_t* capability) { \
        return ph_get_compute_capability(ph__plugin(I), device, capability); \
    } \
    static anyrt_status_t ph_##I##_get_runtime_version(size_t* version) { \
        return ph_get_runtime_version(ph__plugin(I), version); \
    } \
    static anyrt_status_t ph_##I##_get_driver_version(size_t* version) { \
        return ph_get_driver_version(ph__plugin(I), version); \
    } \
    static anyrt_status_t ph_##I##_malloc(int device, void** ptr, size_t size) { \
        return ph_malloc(ph__plugin(I), device, ptr, size); \
    } \
    static anyrt_status_t ph_##I##_free(int device, void* ptr, size_t size) { \
        return ph_free(ph__plugin(I), device, ptr, size); \
    } \
    static anyrt_status_t ph_##I##_malloc_host(int device, void** ptr, size_t size) { \
        return ph_malloc_host(ph__plugin(I), device, ptr, size); \
    } \
    static anyrt_status_t ph_##I##_free_host(int device, void* ptr, size_t size) { \
        return ph_free_host(ph__plugin(I), device, ptr, size); \
    } \
    static anyrt_status_t ph_##I##_malloc_unified(int device, void** ptr, size_t size) { \
        return ph_malloc_unified(ph__plugin(I), device, ptr, size); \
    } \
    static anyrt_status_t ph_##I##_free_unified(int device, void* ptr, size_t size) { \
        return ph_free_unified(ph__plugin(I), device, ptr, size); \
    } \
    static anyrt_status_t ph_##I##_memcpy(int device, void* dst, const void* src, size_t size, anyrt_memcpy_kind_t kind) { \
        return ph_memcpy(ph__plugin(I), device, dst, src, size, kind); \
    } \
    static anyrt_status_t ph_##I##_memcpy_async(int device, void* dst, const void* src, size_t size, anyrt_memcpy_kind_t kind, anyrt_backend_stream_t stream) { \
        return ph_memcpy_async(ph__plugin(I), device, dst, src, size, kind, stream); \
    } \
    static anyrt_status_t ph_##I##_memcpy_peer(int device, void* dst, const void* src, int src_device, size_t size) { \
        return ph_memcpy_peer(ph__plugin(I), device, dst, src, src_device, size); \
    } \
    static anyrt_status_t ph_##I##_memcpy_peer_async(int device, void* dst, int dst_device, const void* src, int src_device, size_t size, anyrt_backend_stream_t stream) { \
        return ph_memcpy_peer_async(ph__plugin(I), device, dst, dst_device, src, src_device, size, stream); \
    } \
    static anyrt_status_t ph_##I##_memset(int device, void* ptr, uint8_t value, size_t size) { \
        return ph_memset(ph__plugin(I), device, ptr, value, size); \
    } \
    static anyrt_status_t ph_##I##_get_memory_info(int device, size_t* free_bytes, size_t* total_bytes) { \
        return ph_get_memory_info(ph__plugin(I), device, free_bytes, total_bytes); \
    } \
    static anyrt_status_t ph_##I##_min_chunk_size(int device, size_t* size) { \
        return ph_min_chunk_size(ph__plugin(I), device, size); \
    } \
    static anyrt_status_t ph_##I##_max_chunk_size(int device, size_t* size) { \
        return ph_max_chunk_size(ph__plugin(I), device, size); \
    } \
    static anyrt_status_t ph_##I##_max_alloc_size(int device, size_t* size) { \
        return ph_max_alloc_size(ph__plugin(I), device, size); \
    } \
    static anyrt_status_t ph_##I##_extra_padding_size(int device, size_t* size) { \
        return ph_extra_padding_size(ph__plugin(I), device, size); \
    } \
    static anyrt_status_t ph_##I##_init_alloc_size(int device, size_t* size) { \
        return ph_init_alloc_size(ph__plugin(I), device, size); \
    } \
    static anyrt_status_t ph_##I##_realloc_size(int device, size_t* size) { \
        return ph_realloc_size(ph__plugin(I), device, size); \
    } \
    static anyrt_status_t ph_##I##_create_stream(int device, anyrt_backend_stream_t* stream) { \
        return ph_create_stream(ph__plugin(I), device, stream); \
    } \
    static anyrt_status_t ph_##I##_destroy_stream(int device, anyrt_backend_stream_t stream) { \
        return ph_destroy_stream(ph__plugin(I), device, stream); \
    } \
    static anyrt_status_t ph_##I##_query_stream(int device, anyrt_backend_stream_t stream) { \
        return ph_query_stream(ph__plugin(I), device, stream); \
    } \
    static anyrt_status_t ph_##I##_synchronize_stream(int device, anyrt_backend_stream_t stream) { \
        return ph_synchronize_stream(ph__plugin(I), device, stream); \
    } \
    static anyrt_status_t ph_##I##_stream_add_callback(int device, anyrt_backend_stream_t stream, anyrt_host_fn_t fn, void* user_data) { \
        return ph_stream_add_callback(ph__plugin(I), device, stream, fn, user_data); \
    } \
    static anyrt_status_t ph_##I##_stream_wait_event(int device, anyrt_backend_stream_t stream, anyrt_backend_event_t event) { \
        return ph_stream_wait_event(ph__plugin(I), device, stream, event); \
    } \
    static anyrt_status_t ph_##I##_create_event(int device, anyrt_backend_event_t* event, anyrt_event_flags_t flags) { \
        return ph_create_event(ph__plugin(I), device, event, flags); \
    } \
    static anyrt_status_t ph_##I##_destroy_event(int device, anyrt_backend_event_t event) { \
        return ph_destroy_event(ph__plugin(I), device, event); \
    } \
    static anyrt_status_t ph_##I##_record_event(int device, anyrt_backend_event_t event, anyrt_backend_stream_t stream) { \
        return ph_record_event(ph__plugin(I), device, event, stream); \
    } \
    static anyrt_status_t ph_##I##_query_event(int device, anyrt_backend_event_t event) { \
        return ph_query_event(ph__plugin(I), device, event); \
    } \
    static anyrt_status_t ph_##I##_synchronize_event(int device, anyrt_backend_event_t event) { \
        return ph_synchronize_event(ph__plugin(I), device, event); \
    } \
    static anyrt_status_t ph_##I##_get_unique_id(anyrt_unique_id_t* id) { \
        return ph_get_unique_id(ph__plugin(I), id); \
    } \
    static anyrt_status_t ph_##I##_comm_init_rank(int device, anyrt_backend_comm_t* comm, int nranks, anyrt_unique_id_t id, int rank) { \
        return ph_comm_init_rank(ph__plugin(I), device, comm, nranks, id, rank); \
    } \
    static anyrt_status_t ph_##I##_comm_destroy(int device, anyrt_backend_comm_t comm) { \
        return ph_comm_destroy(ph__plugin(I), device, comm); \
    } \
    static anyrt_status_t ph_##I##_comm_rank(int device, anyrt_backend_comm_t comm, int* rank) { \
        return ph_comm_rank(ph__plugin(I), device, comm, rank); \
    } \
    static anyrt_status_t ph_##I##_comm_size(int device, anyrt_backend_comm_t comm, int* size) { \
        return ph_comm_size(ph__plugin(I), device, comm, size); \
    } \
    static anyrt_status_t ph_##I##_all_reduce(int device, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, anyrt_reduce_op_t op, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) { \
        return ph_all_reduce(ph__plugin(I), device, sendbuf, recvbuf, count, dtype, op, comm, stream); \
    } \
    static anyrt_status_t ph_##I##_broadcast(int device, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, int root, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) { \
        return ph_broadcast(ph__plugin(I), device, sendbuf, recvbuf, count, dtype, root, comm, stream); \
    } \
    static anyrt_status_t ph_##I##_reduce(int device, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, anyrt_reduce_op_t op, int root, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) { \
        return ph_reduce(ph__plugin(I), device, sendbuf, recvbuf, count, dtype, op, root, comm, stream); \
    } \
    static anyrt_status_t ph_##I##_all_gather(int device, const void* sendbuf, void* recvbuf, size_t send_count, anyrt_dtype_t dtype, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) { \
        return ph_all_gather(ph__plugin(I), device, sendbuf, recvbuf, send_count, dtype, comm, stream); \
    } \
    static anyrt_status_t ph_##I##_reduce_scatter(int device, const void* sendbuf, void* recvbuf, size_t recv_count, anyrt_dtype_t dtype, anyrt_reduce_op_t op, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) { \
        return ph_reduce_scatter(ph__plugin(I), device, sendbuf, recvbuf, recv_count, dtype, op, comm, stream); \
    } \
    static anyrt_status_t ph_##I##_send(int device, const void* sendbuf, size_t count, anyrt_dtype_t dtype, int peer, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) { \
        return ph_send(ph__plugin(I), device, sendbuf, count, dtype, peer, comm, stream); \
    } \
    static anyrt_status_t ph_##I##_recv(int device, void* recvbuf, size_t count, anyrt_dtype_t dtype, int peer, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) { \
        return ph_recv(ph__plugin(I), device, recvbuf, count, dtype, peer, comm, stream); \
    } \
    static anyrt_status_t ph_##I##_group_start(void) { \
        return ph_group_start(ph__plugin(I)); \
    } \
    static anyrt_status_t ph_##I##_group_end(void) { \
        return ph_group_end(ph__plugin(I)); \
    } \
    static anyrt_status_t ph_##I##_all_to_all(int device, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream) { \
        return ph_all_to_all(ph__plugin(I), device, sendbuf, recvbuf, count, dtype, comm, stream); \
    } \
    static void ph_##I##_fill(const C_DeviceInterface* f, anyrt_backend_table_t* t) { \
        if (f->initialize) t->initialize = ph_##I##_initialize; \
        if (f->finalize) t->finalize = ph_##I##_finalize; \
        if (f->init_device) t->init_device = ph_##I##_init_device; \
        if (f->deinit_device) t->deinit_device = ph_##I##_deinit_device; \
        if (f->get_device_count) t->get_device_count = ph_##I##_get_device_count; \
        if (f->get_device_list) t->get_device_list = ph_##I##_get_device_list; \
        if (f->set_device) t->set_device = ph_##I##_set_device; \
        if (f->synchronize_device) t->synchronize_device = ph_##I##_synchronize_device; \
        if (f->get_compute_capability) t->get_compute_capability = ph_##I##_get_compute_capability; \
        if (f->get_runtime_version) t->get_runtime_version = ph_##I##_get_runtime_version; \
        if (f->get_driver_version) t->get_driver_version = ph_##I##_get_driver_version; \
        if (f->device_memory_allocate) t->malloc = ph_##I##_malloc; \
        if (f->device_memory_deallocate) t->free = ph_##I##_free; \
        if (f->host_memory_allocate) t->malloc_host = ph_##I##_malloc_host; \
        if (f->host_memory_deallocate) t->free_host = ph_##I##_free_host; \
        if (f->unified_memory_allocate) t->malloc_unified = ph_##I##_malloc_unified; \
        if (f->unified_memory_deallocate) t->free_unified = ph_##I##_free_unified; \
        if (f->memory_copy_h2d || f->memory_copy_d2h || f->memory_copy_d2d) t->memcpy = ph_##I##_memcpy; \
        if (f->async_memory_copy_h2d || f->async_memory_copy_d2h || f->async_memory_copy_d2d) t->memcpy_async = ph_##I##_memcpy_async; \
        if (f->memory_copy_p2p) t->memcpy_peer = ph_##I##_memcpy_peer; \
        if (f->async_memory_copy_p2p) t->memcpy_peer_async = ph_##I##_memcpy_peer_async; \
        if (f->device_memory_set) t->memset = ph_##I##_memset; \
        if (f->device_memory_stats) t->get_memory_info = ph_##I##_get_memory_info; \
        if (f->device_min_chunk_size) t->min_chunk_size = ph_##I##_min_chunk_size; \
        if (f->device_max_chunk_size) t->max_chunk_size = ph_##I##_max_chunk_size; \
        if (f->device_max_alloc_size) t->max_alloc_size = ph_##I##_max_alloc_size; \
        if (f->device_extra_padding_size) t->extra_padding_size = ph_##I##_extra_padding_size; \
        if (f->device_init_alloc_size) t->init_alloc_size = ph_##I##_init_alloc_size; \
        if (f->device_realloc_size) t->realloc_size = ph_##I##_realloc_size; \
        if (f->create_stream) t->create_stream = ph_##I##_create_stream; \
        if (f->destroy_stream) t->destroy_stream = ph_##I##_destroy_stream; \
        if (f->query_stream) t->query_stream = ph_##I##_query_stream; \
        if (f->synchronize_stream) t->synchronize_stream = ph_##I##_synchronize_stream; \
        if (f->stream_add_callback) t->stream_add_callback = ph_##I##_stream_add_callback; \
        if (f->stream_wait_event) t->stream_wait_event = ph_##I##_stream_wait_event; \
        if (f->create_event) t->create_event = ph_##I##_create_event; \
        if (f->destroy_event) t->destroy_event = ph_##I##_destroy_event; \
        if (f->record_event) t->record_event = ph_##I##_record_event; \
        if (f->query_event) t->query_event = ph_##I##_query_event; \
        if (f->synchronize_event) t->synchronize_event = ph_##I##_synchronize_event; \
        if (f->xccl_get_unique_id_size || f->xccl_get_unique_id) t->get_unique_id = ph_##I##_get_unique_id; \
        if (f->xccl_comm_init_rank) t->comm_init_rank = ph_##I##_comm_init_rank; \
        if (f->xccl_destroy_comm || f->xccl_comm_init_rank) t->comm_destroy = ph_##I##_comm_destroy; \
        if (f->xccl_comm_init_rank) t->comm_rank = ph_##I##_comm_rank; \
        if (f->xccl_comm_init_rank) t->comm_size = ph_##I##_comm_size; \
        if (f->xccl_all_reduce) t->all_reduce = ph_##I##_all_reduce; \
        if (f->xccl_broadcast) t->broadcast = ph_##I##_broadcast; \
        if (f->xccl_reduce) t->reduce = ph_##I##_reduce; \
        if (f->xccl_all_gather) t->all_gather = ph_##I##_all_gather; \
        if (f->xccl_reduce_scatter) t->reduce_scatter = ph_##I##_reduce_scatter; \
        if (f->xccl_send) t->send = ph_##I##_send; \
        if (f->xccl_recv) t->recv = ph_##I##_recv; \
        if (f->xccl_group_start) t->group_start = ph_##I##_group_start; \
        if (f->xccl_group_end) t->group_end = ph_##I##_group_end; \
        if (f->xccl_all_to_all) t->all_to_all = ph_##I##_all_to_all; \
    }

PH__TRAMPOLINES(0)
PH__TRAMPOLINES(1)
PH__TRAMPOLINES(2)
PH__TRAMPOLINES(3)
PH__TRAMPOLINES(4)
PH__TRAMPOLINES(5)
PH__TRAMPOLINES(6)
PH__TRAMPOLINES(7)

void ph__fill_table(int instance, const C_DeviceInterface* iface, anyrt_backend_table_t* table) {
    switch (instance) {
    case 0: ph_0_fill(iface, table); break;
    case 1: ph_1_fill(iface, table); break;
    case 2: ph_2_fill(iface, table); break;
    case 3: ph_3_fill(iface, table); break;
    case 4: ph_4_fill(iface, table); break;
    case 5: ph_5_fill(iface, table); break;
    case 6: ph_6_fill(iface, table); break;
    case 7: ph_7_fill(iface, table); break;
    default: break;
    }
}
