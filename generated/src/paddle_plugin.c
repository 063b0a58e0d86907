/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* The generated half of the Paddle Custom Device plugin (docs: generated/docs/paddle_plugin.md):
 * the fields it fills in each released C_DeviceInterface layout, Paddle's C kernel API resolved
 * at run time, and for every kernel of spec/compat/paddle_plugin.yaml its two entry points
 * (PD_KernelContext* for the static graph, the phi signature for dygraph), both calling the one
 * hand-written body, and its registration for the releases whose signature is known. */
#include <dlfcn.h>
#include <string.h>

#define AP_RESOLVING_ANYRT /* this file fills ap__rt: no call-through macros here */
#include "paddle_plugin_internal.h"

/* ---- anyrt, loaded at run time */
ap_anyrt_t ap__rt;

int ap__anyrt_resolve(void* lib, const char** missing) {
    void* p;
    if (!(p = dlsym(lib, "anyrt_init"))) {
        *missing = "anyrt_init";
        return -1;
    }
    memcpy(&ap__rt.anyrt_init, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_get_device_count"))) {
        *missing = "anyrt_get_device_count";
        return -1;
    }
    memcpy(&ap__rt.anyrt_get_device_count, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_get_all_device_count"))) {
        *missing = "anyrt_get_all_device_count";
        return -1;
    }
    memcpy(&ap__rt.anyrt_get_all_device_count, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_get_device_list"))) {
        *missing = "anyrt_get_device_list";
        return -1;
    }
    memcpy(&ap__rt.anyrt_get_device_list, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_set_device"))) {
        *missing = "anyrt_set_device";
        return -1;
    }
    memcpy(&ap__rt.anyrt_set_device, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_get_device"))) {
        *missing = "anyrt_get_device";
        return -1;
    }
    memcpy(&ap__rt.anyrt_get_device, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_synchronize_device"))) {
        *missing = "anyrt_synchronize_device";
        return -1;
    }
    memcpy(&ap__rt.anyrt_synchronize_device, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_get_compute_capability"))) {
        *missing = "anyrt_get_compute_capability";
        return -1;
    }
    memcpy(&ap__rt.anyrt_get_compute_capability, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_get_runtime_version"))) {
        *missing = "anyrt_get_runtime_version";
        return -1;
    }
    memcpy(&ap__rt.anyrt_get_runtime_version, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_get_driver_version"))) {
        *missing = "anyrt_get_driver_version";
        return -1;
    }
    memcpy(&ap__rt.anyrt_get_driver_version, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_get_device_memory_host_accessible"))) {
        *missing = "anyrt_get_device_memory_host_accessible";
        return -1;
    }
    memcpy(&ap__rt.anyrt_get_device_memory_host_accessible, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_get_last_error"))) {
        *missing = "anyrt_get_last_error";
        return -1;
    }
    memcpy(&ap__rt.anyrt_get_last_error, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_get_backend_count"))) {
        *missing = "anyrt_get_backend_count";
        return -1;
    }
    memcpy(&ap__rt.anyrt_get_backend_count, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_get_backend_info"))) {
        *missing = "anyrt_get_backend_info";
        return -1;
    }
    memcpy(&ap__rt.anyrt_get_backend_info, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_backend_has_slot"))) {
        *missing = "anyrt_backend_has_slot";
        return -1;
    }
    memcpy(&ap__rt.anyrt_backend_has_slot, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_fallback_serial"))) {
        *missing = "anyrt_fallback_serial";
        return -1;
    }
    memcpy(&ap__rt.anyrt_fallback_serial, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_get_fallback"))) {
        *missing = "anyrt_get_fallback";
        return -1;
    }
    memcpy(&ap__rt.anyrt_get_fallback, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_shutdown"))) {
        *missing = "anyrt_shutdown";
        return -1;
    }
    memcpy(&ap__rt.anyrt_shutdown, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_set_call_site"))) {
        *missing = "anyrt_set_call_site";
        return -1;
    }
    memcpy(&ap__rt.anyrt_set_call_site, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_get_device_properties"))) {
        *missing = "anyrt_get_device_properties";
        return -1;
    }
    memcpy(&ap__rt.anyrt_get_device_properties, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_device_get_native_handle"))) {
        *missing = "anyrt_device_get_native_handle";
        return -1;
    }
    memcpy(&ap__rt.anyrt_device_get_native_handle, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_context_get_native_handle"))) {
        *missing = "anyrt_context_get_native_handle";
        return -1;
    }
    memcpy(&ap__rt.anyrt_context_get_native_handle, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_trace_start"))) {
        *missing = "anyrt_trace_start";
        return -1;
    }
    memcpy(&ap__rt.anyrt_trace_start, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_trace_stop"))) {
        *missing = "anyrt_trace_stop";
        return -1;
    }
    memcpy(&ap__rt.anyrt_trace_stop, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_trace_next"))) {
        *missing = "anyrt_trace_next";
        return -1;
    }
    memcpy(&ap__rt.anyrt_trace_next, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_malloc"))) {
        *missing = "anyrt_malloc";
        return -1;
    }
    memcpy(&ap__rt.anyrt_malloc, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_free"))) {
        *missing = "anyrt_free";
        return -1;
    }
    memcpy(&ap__rt.anyrt_free, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_malloc_host"))) {
        *missing = "anyrt_malloc_host";
        return -1;
    }
    memcpy(&ap__rt.anyrt_malloc_host, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_free_host"))) {
        *missing = "anyrt_free_host";
        return -1;
    }
    memcpy(&ap__rt.anyrt_free_host, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_malloc_unified"))) {
        *missing = "anyrt_malloc_unified";
        return -1;
    }
    memcpy(&ap__rt.anyrt_malloc_unified, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_free_unified"))) {
        *missing = "anyrt_free_unified";
        return -1;
    }
    memcpy(&ap__rt.anyrt_free_unified, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_memcpy"))) {
        *missing = "anyrt_memcpy";
        return -1;
    }
    memcpy(&ap__rt.anyrt_memcpy, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_memcpy_async"))) {
        *missing = "anyrt_memcpy_async";
        return -1;
    }
    memcpy(&ap__rt.anyrt_memcpy_async, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_memcpy_peer"))) {
        *missing = "anyrt_memcpy_peer";
        return -1;
    }
    memcpy(&ap__rt.anyrt_memcpy_peer, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_memcpy_peer_async"))) {
        *missing = "anyrt_memcpy_peer_async";
        return -1;
    }
    memcpy(&ap__rt.anyrt_memcpy_peer_async, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_memset"))) {
        *missing = "anyrt_memset";
        return -1;
    }
    memcpy(&ap__rt.anyrt_memset, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_memset_async"))) {
        *missing = "anyrt_memset_async";
        return -1;
    }
    memcpy(&ap__rt.anyrt_memset_async, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_get_memory_info"))) {
        *missing = "anyrt_get_memory_info";
        return -1;
    }
    memcpy(&ap__rt.anyrt_get_memory_info, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_get_memory_stats"))) {
        *missing = "anyrt_get_memory_stats";
        return -1;
    }
    memcpy(&ap__rt.anyrt_get_memory_stats, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_reset_peak_memory_stats"))) {
        *missing = "anyrt_reset_peak_memory_stats";
        return -1;
    }
    memcpy(&ap__rt.anyrt_reset_peak_memory_stats, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_min_chunk_size"))) {
        *missing = "anyrt_min_chunk_size";
        return -1;
    }
    memcpy(&ap__rt.anyrt_min_chunk_size, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_max_chunk_size"))) {
        *missing = "anyrt_max_chunk_size";
        return -1;
    }
    memcpy(&ap__rt.anyrt_max_chunk_size, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_max_alloc_size"))) {
        *missing = "anyrt_max_alloc_size";
        return -1;
    }
    memcpy(&ap__rt.anyrt_max_alloc_size, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_extra_padding_size"))) {
        *missing = "anyrt_extra_padding_size";
        return -1;
    }
    memcpy(&ap__rt.anyrt_extra_padding_size, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_init_alloc_size"))) {
        *missing = "anyrt_init_alloc_size";
        return -1;
    }
    memcpy(&ap__rt.anyrt_init_alloc_size, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_realloc_size"))) {
        *missing = "anyrt_realloc_size";
        return -1;
    }
    memcpy(&ap__rt.anyrt_realloc_size, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_malloc_async"))) {
        *missing = "anyrt_malloc_async";
        return -1;
    }
    memcpy(&ap__rt.anyrt_malloc_async, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_free_async"))) {
        *missing = "anyrt_free_async";
        return -1;
    }
    memcpy(&ap__rt.anyrt_free_async, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_pointer_get_attributes"))) {
        *missing = "anyrt_pointer_get_attributes";
        return -1;
    }
    memcpy(&ap__rt.anyrt_pointer_get_attributes, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_stream"))) {
        *missing = "anyrt_create_stream";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_stream, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_destroy_stream"))) {
        *missing = "anyrt_destroy_stream";
        return -1;
    }
    memcpy(&ap__rt.anyrt_destroy_stream, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_query_stream"))) {
        *missing = "anyrt_query_stream";
        return -1;
    }
    memcpy(&ap__rt.anyrt_query_stream, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_synchronize_stream"))) {
        *missing = "anyrt_synchronize_stream";
        return -1;
    }
    memcpy(&ap__rt.anyrt_synchronize_stream, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_stream_add_callback"))) {
        *missing = "anyrt_stream_add_callback";
        return -1;
    }
    memcpy(&ap__rt.anyrt_stream_add_callback, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_stream_wait_event"))) {
        *missing = "anyrt_stream_wait_event";
        return -1;
    }
    memcpy(&ap__rt.anyrt_stream_wait_event, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_set_stream"))) {
        *missing = "anyrt_set_stream";
        return -1;
    }
    memcpy(&ap__rt.anyrt_set_stream, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_get_stream"))) {
        *missing = "anyrt_get_stream";
        return -1;
    }
    memcpy(&ap__rt.anyrt_get_stream, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_get_default_stream"))) {
        *missing = "anyrt_get_default_stream";
        return -1;
    }
    memcpy(&ap__rt.anyrt_get_default_stream, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_stream_get_native_handle"))) {
        *missing = "anyrt_stream_get_native_handle";
        return -1;
    }
    memcpy(&ap__rt.anyrt_stream_get_native_handle, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_stream_with_priority"))) {
        *missing = "anyrt_create_stream_with_priority";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_stream_with_priority, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_get_stream_priority_range"))) {
        *missing = "anyrt_get_stream_priority_range";
        return -1;
    }
    memcpy(&ap__rt.anyrt_get_stream_priority_range, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_get_stream_priority"))) {
        *missing = "anyrt_get_stream_priority";
        return -1;
    }
    memcpy(&ap__rt.anyrt_get_stream_priority, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_stream_begin_capture"))) {
        *missing = "anyrt_stream_begin_capture";
        return -1;
    }
    memcpy(&ap__rt.anyrt_stream_begin_capture, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_stream_end_capture"))) {
        *missing = "anyrt_stream_end_capture";
        return -1;
    }
    memcpy(&ap__rt.anyrt_stream_end_capture, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_stream_get_capture_status"))) {
        *missing = "anyrt_stream_get_capture_status";
        return -1;
    }
    memcpy(&ap__rt.anyrt_stream_get_capture_status, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_thread_exchange_capture_mode"))) {
        *missing = "anyrt_thread_exchange_capture_mode";
        return -1;
    }
    memcpy(&ap__rt.anyrt_thread_exchange_capture_mode, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_graph_instantiate"))) {
        *missing = "anyrt_graph_instantiate";
        return -1;
    }
    memcpy(&ap__rt.anyrt_graph_instantiate, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_graph_launch"))) {
        *missing = "anyrt_graph_launch";
        return -1;
    }
    memcpy(&ap__rt.anyrt_graph_launch, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_graph_exec_update"))) {
        *missing = "anyrt_graph_exec_update";
        return -1;
    }
    memcpy(&ap__rt.anyrt_graph_exec_update, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_graph_destroy"))) {
        *missing = "anyrt_graph_destroy";
        return -1;
    }
    memcpy(&ap__rt.anyrt_graph_destroy, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_graph_exec_destroy"))) {
        *missing = "anyrt_graph_exec_destroy";
        return -1;
    }
    memcpy(&ap__rt.anyrt_graph_exec_destroy, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_event"))) {
        *missing = "anyrt_create_event";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_event, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_destroy_event"))) {
        *missing = "anyrt_destroy_event";
        return -1;
    }
    memcpy(&ap__rt.anyrt_destroy_event, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_record_event"))) {
        *missing = "anyrt_record_event";
        return -1;
    }
    memcpy(&ap__rt.anyrt_record_event, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_query_event"))) {
        *missing = "anyrt_query_event";
        return -1;
    }
    memcpy(&ap__rt.anyrt_query_event, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_synchronize_event"))) {
        *missing = "anyrt_synchronize_event";
        return -1;
    }
    memcpy(&ap__rt.anyrt_synchronize_event, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_event_elapsed_time"))) {
        *missing = "anyrt_event_elapsed_time";
        return -1;
    }
    memcpy(&ap__rt.anyrt_event_elapsed_time, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_get_unique_id"))) {
        *missing = "anyrt_get_unique_id";
        return -1;
    }
    memcpy(&ap__rt.anyrt_get_unique_id, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_comm_init_all"))) {
        *missing = "anyrt_comm_init_all";
        return -1;
    }
    memcpy(&ap__rt.anyrt_comm_init_all, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_comm_init_rank"))) {
        *missing = "anyrt_comm_init_rank";
        return -1;
    }
    memcpy(&ap__rt.anyrt_comm_init_rank, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_comm_init_mpi"))) {
        *missing = "anyrt_comm_init_mpi";
        return -1;
    }
    memcpy(&ap__rt.anyrt_comm_init_mpi, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_comm_destroy"))) {
        *missing = "anyrt_comm_destroy";
        return -1;
    }
    memcpy(&ap__rt.anyrt_comm_destroy, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_comm_rank"))) {
        *missing = "anyrt_comm_rank";
        return -1;
    }
    memcpy(&ap__rt.anyrt_comm_rank, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_comm_size"))) {
        *missing = "anyrt_comm_size";
        return -1;
    }
    memcpy(&ap__rt.anyrt_comm_size, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_all_reduce"))) {
        *missing = "anyrt_all_reduce";
        return -1;
    }
    memcpy(&ap__rt.anyrt_all_reduce, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_broadcast"))) {
        *missing = "anyrt_broadcast";
        return -1;
    }
    memcpy(&ap__rt.anyrt_broadcast, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_reduce"))) {
        *missing = "anyrt_reduce";
        return -1;
    }
    memcpy(&ap__rt.anyrt_reduce, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_all_gather"))) {
        *missing = "anyrt_all_gather";
        return -1;
    }
    memcpy(&ap__rt.anyrt_all_gather, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_reduce_scatter"))) {
        *missing = "anyrt_reduce_scatter";
        return -1;
    }
    memcpy(&ap__rt.anyrt_reduce_scatter, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_send"))) {
        *missing = "anyrt_send";
        return -1;
    }
    memcpy(&ap__rt.anyrt_send, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_recv"))) {
        *missing = "anyrt_recv";
        return -1;
    }
    memcpy(&ap__rt.anyrt_recv, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_group_start"))) {
        *missing = "anyrt_group_start";
        return -1;
    }
    memcpy(&ap__rt.anyrt_group_start, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_group_end"))) {
        *missing = "anyrt_group_end";
        return -1;
    }
    memcpy(&ap__rt.anyrt_group_end, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_all_to_all"))) {
        *missing = "anyrt_all_to_all";
        return -1;
    }
    memcpy(&ap__rt.anyrt_all_to_all, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_all_to_allv"))) {
        *missing = "anyrt_all_to_allv";
        return -1;
    }
    memcpy(&ap__rt.anyrt_all_to_allv, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_all_gather_v"))) {
        *missing = "anyrt_all_gather_v";
        return -1;
    }
    memcpy(&ap__rt.anyrt_all_gather_v, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_reduce_scatter_v"))) {
        *missing = "anyrt_reduce_scatter_v";
        return -1;
    }
    memcpy(&ap__rt.anyrt_reduce_scatter_v, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_ccl_gather"))) {
        *missing = "anyrt_ccl_gather";
        return -1;
    }
    memcpy(&ap__rt.anyrt_ccl_gather, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_ccl_scatter"))) {
        *missing = "anyrt_ccl_scatter";
        return -1;
    }
    memcpy(&ap__rt.anyrt_ccl_scatter, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_comm_split"))) {
        *missing = "anyrt_comm_split";
        return -1;
    }
    memcpy(&ap__rt.anyrt_comm_split, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_op_handle"))) {
        *missing = "anyrt_create_op_handle";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_op_handle, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_destroy_op_handle"))) {
        *missing = "anyrt_destroy_op_handle";
        return -1;
    }
    memcpy(&ap__rt.anyrt_destroy_op_handle, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_tensor_desc"))) {
        *missing = "anyrt_create_tensor_desc";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_tensor_desc, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_get_tensor_desc_dim"))) {
        *missing = "anyrt_get_tensor_desc_dim";
        return -1;
    }
    memcpy(&ap__rt.anyrt_get_tensor_desc_dim, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_get_tensor_desc_info"))) {
        *missing = "anyrt_get_tensor_desc_info";
        return -1;
    }
    memcpy(&ap__rt.anyrt_get_tensor_desc_info, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_destroy_tensor_desc"))) {
        *missing = "anyrt_destroy_tensor_desc";
        return -1;
    }
    memcpy(&ap__rt.anyrt_destroy_tensor_desc, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_get_op_workspace_size"))) {
        *missing = "anyrt_get_op_workspace_size";
        return -1;
    }
    memcpy(&ap__rt.anyrt_get_op_workspace_size, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_destroy_op_desc"))) {
        *missing = "anyrt_destroy_op_desc";
        return -1;
    }
    memcpy(&ap__rt.anyrt_destroy_op_desc, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_module_load"))) {
        *missing = "anyrt_module_load";
        return -1;
    }
    memcpy(&ap__rt.anyrt_module_load, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_module_unload"))) {
        *missing = "anyrt_module_unload";
        return -1;
    }
    memcpy(&ap__rt.anyrt_module_unload, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_module_get_function"))) {
        *missing = "anyrt_module_get_function";
        return -1;
    }
    memcpy(&ap__rt.anyrt_module_get_function, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_launch_kernel"))) {
        *missing = "anyrt_launch_kernel";
        return -1;
    }
    memcpy(&ap__rt.anyrt_launch_kernel, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_gemm_descriptor"))) {
        *missing = "anyrt_create_gemm_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_gemm_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_gemm"))) {
        *missing = "anyrt_gemm";
        return -1;
    }
    memcpy(&ap__rt.anyrt_gemm, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_add_descriptor"))) {
        *missing = "anyrt_create_add_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_add_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_add"))) {
        *missing = "anyrt_add";
        return -1;
    }
    memcpy(&ap__rt.anyrt_add, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_sub_descriptor"))) {
        *missing = "anyrt_create_sub_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_sub_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_sub"))) {
        *missing = "anyrt_sub";
        return -1;
    }
    memcpy(&ap__rt.anyrt_sub, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_mul_descriptor"))) {
        *missing = "anyrt_create_mul_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_mul_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_mul"))) {
        *missing = "anyrt_mul";
        return -1;
    }
    memcpy(&ap__rt.anyrt_mul, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_relu_descriptor"))) {
        *missing = "anyrt_create_relu_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_relu_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_relu"))) {
        *missing = "anyrt_relu";
        return -1;
    }
    memcpy(&ap__rt.anyrt_relu, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_silu_descriptor"))) {
        *missing = "anyrt_create_silu_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_silu_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_silu"))) {
        *missing = "anyrt_silu";
        return -1;
    }
    memcpy(&ap__rt.anyrt_silu, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_sigmoid_descriptor"))) {
        *missing = "anyrt_create_sigmoid_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_sigmoid_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_sigmoid"))) {
        *missing = "anyrt_sigmoid";
        return -1;
    }
    memcpy(&ap__rt.anyrt_sigmoid, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_swiglu_descriptor"))) {
        *missing = "anyrt_create_swiglu_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_swiglu_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_swiglu"))) {
        *missing = "anyrt_swiglu";
        return -1;
    }
    memcpy(&ap__rt.anyrt_swiglu, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_rms_norm_descriptor"))) {
        *missing = "anyrt_create_rms_norm_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_rms_norm_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_rms_norm"))) {
        *missing = "anyrt_rms_norm";
        return -1;
    }
    memcpy(&ap__rt.anyrt_rms_norm, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_softmax_descriptor"))) {
        *missing = "anyrt_create_softmax_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_softmax_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_softmax"))) {
        *missing = "anyrt_softmax";
        return -1;
    }
    memcpy(&ap__rt.anyrt_softmax, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_causal_softmax_descriptor"))) {
        *missing = "anyrt_create_causal_softmax_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_causal_softmax_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_causal_softmax"))) {
        *missing = "anyrt_causal_softmax";
        return -1;
    }
    memcpy(&ap__rt.anyrt_causal_softmax, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_rope_descriptor"))) {
        *missing = "anyrt_create_rope_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_rope_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_rope"))) {
        *missing = "anyrt_rope";
        return -1;
    }
    memcpy(&ap__rt.anyrt_rope, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_rearrange_descriptor"))) {
        *missing = "anyrt_create_rearrange_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_rearrange_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_rearrange"))) {
        *missing = "anyrt_rearrange";
        return -1;
    }
    memcpy(&ap__rt.anyrt_rearrange, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_random_sample_descriptor"))) {
        *missing = "anyrt_create_random_sample_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_random_sample_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_random_sample"))) {
        *missing = "anyrt_random_sample";
        return -1;
    }
    memcpy(&ap__rt.anyrt_random_sample, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_zeros_descriptor"))) {
        *missing = "anyrt_create_zeros_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_zeros_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_zeros"))) {
        *missing = "anyrt_zeros";
        return -1;
    }
    memcpy(&ap__rt.anyrt_zeros, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_ones_descriptor"))) {
        *missing = "anyrt_create_ones_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_ones_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_ones"))) {
        *missing = "anyrt_ones";
        return -1;
    }
    memcpy(&ap__rt.anyrt_ones, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_add_rms_norm_descriptor"))) {
        *missing = "anyrt_create_add_rms_norm_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_add_rms_norm_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_add_rms_norm"))) {
        *missing = "anyrt_add_rms_norm";
        return -1;
    }
    memcpy(&ap__rt.anyrt_add_rms_norm, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_cross_entropy_descriptor"))) {
        *missing = "anyrt_create_cross_entropy_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_cross_entropy_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_cross_entropy"))) {
        *missing = "anyrt_cross_entropy";
        return -1;
    }
    memcpy(&ap__rt.anyrt_cross_entropy, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_topksoftmax_descriptor"))) {
        *missing = "anyrt_create_topksoftmax_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_topksoftmax_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_topksoftmax"))) {
        *missing = "anyrt_topksoftmax";
        return -1;
    }
    memcpy(&ap__rt.anyrt_topksoftmax, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_topkrouter_descriptor"))) {
        *missing = "anyrt_create_topkrouter_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_topkrouter_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_topkrouter"))) {
        *missing = "anyrt_topkrouter";
        return -1;
    }
    memcpy(&ap__rt.anyrt_topkrouter, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_mrope_descriptor"))) {
        *missing = "anyrt_create_mrope_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_mrope_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_mrope"))) {
        *missing = "anyrt_mrope";
        return -1;
    }
    memcpy(&ap__rt.anyrt_mrope, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_per_tensor_quant_int8_descriptor"))) {
        *missing = "anyrt_create_per_tensor_quant_int8_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_per_tensor_quant_int8_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_per_tensor_quant_int8"))) {
        *missing = "anyrt_per_tensor_quant_int8";
        return -1;
    }
    memcpy(&ap__rt.anyrt_per_tensor_quant_int8, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_per_tensor_dequant_int8_descriptor"))) {
        *missing = "anyrt_create_per_tensor_dequant_int8_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_per_tensor_dequant_int8_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_per_tensor_dequant_int8"))) {
        *missing = "anyrt_per_tensor_dequant_int8";
        return -1;
    }
    memcpy(&ap__rt.anyrt_per_tensor_dequant_int8, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_per_channel_quant_int8_descriptor"))) {
        *missing = "anyrt_create_per_channel_quant_int8_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_per_channel_quant_int8_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_per_channel_quant_int8"))) {
        *missing = "anyrt_per_channel_quant_int8";
        return -1;
    }
    memcpy(&ap__rt.anyrt_per_channel_quant_int8, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_dequantize_awq_descriptor"))) {
        *missing = "anyrt_create_dequantize_awq_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_dequantize_awq_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_dequantize_awq"))) {
        *missing = "anyrt_dequantize_awq";
        return -1;
    }
    memcpy(&ap__rt.anyrt_dequantize_awq, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_dequantize_gptq_descriptor"))) {
        *missing = "anyrt_create_dequantize_gptq_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_dequantize_gptq_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_dequantize_gptq"))) {
        *missing = "anyrt_dequantize_gptq";
        return -1;
    }
    memcpy(&ap__rt.anyrt_dequantize_gptq, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_kv_caching_descriptor"))) {
        *missing = "anyrt_create_kv_caching_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_kv_caching_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_kv_caching"))) {
        *missing = "anyrt_kv_caching";
        return -1;
    }
    memcpy(&ap__rt.anyrt_kv_caching, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_paged_caching_descriptor"))) {
        *missing = "anyrt_create_paged_caching_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_paged_caching_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_paged_caching"))) {
        *missing = "anyrt_paged_caching";
        return -1;
    }
    memcpy(&ap__rt.anyrt_paged_caching, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_paged_attention_descriptor"))) {
        *missing = "anyrt_create_paged_attention_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_paged_attention_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_paged_attention"))) {
        *missing = "anyrt_paged_attention";
        return -1;
    }
    memcpy(&ap__rt.anyrt_paged_attention, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_paged_attention_prefill_descriptor"))) {
        *missing = "anyrt_create_paged_attention_prefill_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_paged_attention_prefill_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_paged_attention_prefill"))) {
        *missing = "anyrt_paged_attention_prefill";
        return -1;
    }
    memcpy(&ap__rt.anyrt_paged_attention_prefill, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_attention_descriptor"))) {
        *missing = "anyrt_create_attention_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_attention_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_attention"))) {
        *missing = "anyrt_attention";
        return -1;
    }
    memcpy(&ap__rt.anyrt_attention, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_random_sample_batch_descriptor"))) {
        *missing = "anyrt_create_random_sample_batch_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_random_sample_batch_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_random_sample_batch"))) {
        *missing = "anyrt_random_sample_batch";
        return -1;
    }
    memcpy(&ap__rt.anyrt_random_sample_batch, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_silu_and_mul_descriptor"))) {
        *missing = "anyrt_create_silu_and_mul_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_silu_and_mul_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_silu_and_mul"))) {
        *missing = "anyrt_silu_and_mul";
        return -1;
    }
    memcpy(&ap__rt.anyrt_silu_and_mul, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_embedding_descriptor"))) {
        *missing = "anyrt_create_embedding_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_embedding_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_embedding"))) {
        *missing = "anyrt_embedding";
        return -1;
    }
    memcpy(&ap__rt.anyrt_embedding, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_gelu_descriptor"))) {
        *missing = "anyrt_create_gelu_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_gelu_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_gelu"))) {
        *missing = "anyrt_gelu";
        return -1;
    }
    memcpy(&ap__rt.anyrt_gelu, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_gelutanh_descriptor"))) {
        *missing = "anyrt_create_gelutanh_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_gelutanh_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_gelutanh"))) {
        *missing = "anyrt_gelutanh";
        return -1;
    }
    memcpy(&ap__rt.anyrt_gelutanh, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_quickgelu_descriptor"))) {
        *missing = "anyrt_create_quickgelu_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_quickgelu_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_quickgelu"))) {
        *missing = "anyrt_quickgelu";
        return -1;
    }
    memcpy(&ap__rt.anyrt_quickgelu, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_tanh_descriptor"))) {
        *missing = "anyrt_create_tanh_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_tanh_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_tanh"))) {
        *missing = "anyrt_tanh";
        return -1;
    }
    memcpy(&ap__rt.anyrt_tanh, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_erf_descriptor"))) {
        *missing = "anyrt_create_erf_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_erf_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_erf"))) {
        *missing = "anyrt_erf";
        return -1;
    }
    memcpy(&ap__rt.anyrt_erf, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_reciprocal_descriptor"))) {
        *missing = "anyrt_create_reciprocal_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_reciprocal_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_reciprocal"))) {
        *missing = "anyrt_reciprocal";
        return -1;
    }
    memcpy(&ap__rt.anyrt_reciprocal, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_hardswish_descriptor"))) {
        *missing = "anyrt_create_hardswish_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_hardswish_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_hardswish"))) {
        *missing = "anyrt_hardswish";
        return -1;
    }
    memcpy(&ap__rt.anyrt_hardswish, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_softplus_descriptor"))) {
        *missing = "anyrt_create_softplus_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_softplus_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_softplus"))) {
        *missing = "anyrt_softplus";
        return -1;
    }
    memcpy(&ap__rt.anyrt_softplus, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_hardtanh_descriptor"))) {
        *missing = "anyrt_create_hardtanh_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_hardtanh_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_hardtanh"))) {
        *missing = "anyrt_hardtanh";
        return -1;
    }
    memcpy(&ap__rt.anyrt_hardtanh, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_clip_descriptor"))) {
        *missing = "anyrt_create_clip_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_clip_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_clip"))) {
        *missing = "anyrt_clip";
        return -1;
    }
    memcpy(&ap__rt.anyrt_clip, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_log_softmax_descriptor"))) {
        *missing = "anyrt_create_log_softmax_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_log_softmax_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_log_softmax"))) {
        *missing = "anyrt_log_softmax";
        return -1;
    }
    memcpy(&ap__rt.anyrt_log_softmax, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_layer_norm_descriptor"))) {
        *missing = "anyrt_create_layer_norm_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_layer_norm_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_layer_norm"))) {
        *missing = "anyrt_layer_norm";
        return -1;
    }
    memcpy(&ap__rt.anyrt_layer_norm, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_select_last_token_hidden_descriptor"))) {
        *missing = "anyrt_create_select_last_token_hidden_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_select_last_token_hidden_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_select_last_token_hidden"))) {
        *missing = "anyrt_select_last_token_hidden";
        return -1;
    }
    memcpy(&ap__rt.anyrt_select_last_token_hidden, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_conv_descriptor"))) {
        *missing = "anyrt_create_conv_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_conv_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_conv"))) {
        *missing = "anyrt_conv";
        return -1;
    }
    memcpy(&ap__rt.anyrt_conv, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_abs_descriptor"))) {
        *missing = "anyrt_create_abs_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_abs_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_abs"))) {
        *missing = "anyrt_abs";
        return -1;
    }
    memcpy(&ap__rt.anyrt_abs, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_neg_descriptor"))) {
        *missing = "anyrt_create_neg_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_neg_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_neg"))) {
        *missing = "anyrt_neg";
        return -1;
    }
    memcpy(&ap__rt.anyrt_neg, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_sign_descriptor"))) {
        *missing = "anyrt_create_sign_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_sign_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_sign"))) {
        *missing = "anyrt_sign";
        return -1;
    }
    memcpy(&ap__rt.anyrt_sign, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_square_descriptor"))) {
        *missing = "anyrt_create_square_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_square_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_square"))) {
        *missing = "anyrt_square";
        return -1;
    }
    memcpy(&ap__rt.anyrt_square, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_exp_descriptor"))) {
        *missing = "anyrt_create_exp_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_exp_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_exp"))) {
        *missing = "anyrt_exp";
        return -1;
    }
    memcpy(&ap__rt.anyrt_exp, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_exp2_descriptor"))) {
        *missing = "anyrt_create_exp2_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_exp2_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_exp2"))) {
        *missing = "anyrt_exp2";
        return -1;
    }
    memcpy(&ap__rt.anyrt_exp2, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_expm1_descriptor"))) {
        *missing = "anyrt_create_expm1_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_expm1_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_expm1"))) {
        *missing = "anyrt_expm1";
        return -1;
    }
    memcpy(&ap__rt.anyrt_expm1, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_log_descriptor"))) {
        *missing = "anyrt_create_log_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_log_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_log"))) {
        *missing = "anyrt_log";
        return -1;
    }
    memcpy(&ap__rt.anyrt_log, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_log2_descriptor"))) {
        *missing = "anyrt_create_log2_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_log2_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_log2"))) {
        *missing = "anyrt_log2";
        return -1;
    }
    memcpy(&ap__rt.anyrt_log2, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_log10_descriptor"))) {
        *missing = "anyrt_create_log10_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_log10_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_log10"))) {
        *missing = "anyrt_log10";
        return -1;
    }
    memcpy(&ap__rt.anyrt_log10, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_log1p_descriptor"))) {
        *missing = "anyrt_create_log1p_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_log1p_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_log1p"))) {
        *missing = "anyrt_log1p";
        return -1;
    }
    memcpy(&ap__rt.anyrt_log1p, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_sqrt_descriptor"))) {
        *missing = "anyrt_create_sqrt_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_sqrt_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_sqrt"))) {
        *missing = "anyrt_sqrt";
        return -1;
    }
    memcpy(&ap__rt.anyrt_sqrt, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_rsqrt_descriptor"))) {
        *missing = "anyrt_create_rsqrt_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_rsqrt_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_rsqrt"))) {
        *missing = "anyrt_rsqrt";
        return -1;
    }
    memcpy(&ap__rt.anyrt_rsqrt, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_sin_descriptor"))) {
        *missing = "anyrt_create_sin_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_sin_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_sin"))) {
        *missing = "anyrt_sin";
        return -1;
    }
    memcpy(&ap__rt.anyrt_sin, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_cos_descriptor"))) {
        *missing = "anyrt_create_cos_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_cos_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_cos"))) {
        *missing = "anyrt_cos";
        return -1;
    }
    memcpy(&ap__rt.anyrt_cos, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_tan_descriptor"))) {
        *missing = "anyrt_create_tan_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_tan_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_tan"))) {
        *missing = "anyrt_tan";
        return -1;
    }
    memcpy(&ap__rt.anyrt_tan, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_asin_descriptor"))) {
        *missing = "anyrt_create_asin_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_asin_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_asin"))) {
        *missing = "anyrt_asin";
        return -1;
    }
    memcpy(&ap__rt.anyrt_asin, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_acos_descriptor"))) {
        *missing = "anyrt_create_acos_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_acos_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_acos"))) {
        *missing = "anyrt_acos";
        return -1;
    }
    memcpy(&ap__rt.anyrt_acos, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_atan_descriptor"))) {
        *missing = "anyrt_create_atan_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_atan_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_atan"))) {
        *missing = "anyrt_atan";
        return -1;
    }
    memcpy(&ap__rt.anyrt_atan, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_sinh_descriptor"))) {
        *missing = "anyrt_create_sinh_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_sinh_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_sinh"))) {
        *missing = "anyrt_sinh";
        return -1;
    }
    memcpy(&ap__rt.anyrt_sinh, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_cosh_descriptor"))) {
        *missing = "anyrt_create_cosh_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_cosh_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_cosh"))) {
        *missing = "anyrt_cosh";
        return -1;
    }
    memcpy(&ap__rt.anyrt_cosh, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_asinh_descriptor"))) {
        *missing = "anyrt_create_asinh_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_asinh_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_asinh"))) {
        *missing = "anyrt_asinh";
        return -1;
    }
    memcpy(&ap__rt.anyrt_asinh, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_acosh_descriptor"))) {
        *missing = "anyrt_create_acosh_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_acosh_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_acosh"))) {
        *missing = "anyrt_acosh";
        return -1;
    }
    memcpy(&ap__rt.anyrt_acosh, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_atanh_descriptor"))) {
        *missing = "anyrt_create_atanh_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_atanh_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_atanh"))) {
        *missing = "anyrt_atanh";
        return -1;
    }
    memcpy(&ap__rt.anyrt_atanh, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_erfc_descriptor"))) {
        *missing = "anyrt_create_erfc_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_erfc_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_erfc"))) {
        *missing = "anyrt_erfc";
        return -1;
    }
    memcpy(&ap__rt.anyrt_erfc, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_floor_descriptor"))) {
        *missing = "anyrt_create_floor_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_floor_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_floor"))) {
        *missing = "anyrt_floor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_floor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_ceil_descriptor"))) {
        *missing = "anyrt_create_ceil_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_ceil_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_ceil"))) {
        *missing = "anyrt_ceil";
        return -1;
    }
    memcpy(&ap__rt.anyrt_ceil, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_round_descriptor"))) {
        *missing = "anyrt_create_round_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_round_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_round"))) {
        *missing = "anyrt_round";
        return -1;
    }
    memcpy(&ap__rt.anyrt_round, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_trunc_descriptor"))) {
        *missing = "anyrt_create_trunc_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_trunc_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_trunc"))) {
        *missing = "anyrt_trunc";
        return -1;
    }
    memcpy(&ap__rt.anyrt_trunc, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_bitwise_not_descriptor"))) {
        *missing = "anyrt_create_bitwise_not_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_bitwise_not_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_bitwise_not"))) {
        *missing = "anyrt_bitwise_not";
        return -1;
    }
    memcpy(&ap__rt.anyrt_bitwise_not, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_logical_not_descriptor"))) {
        *missing = "anyrt_create_logical_not_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_logical_not_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_logical_not"))) {
        *missing = "anyrt_logical_not";
        return -1;
    }
    memcpy(&ap__rt.anyrt_logical_not, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_isnan_descriptor"))) {
        *missing = "anyrt_create_isnan_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_isnan_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_isnan"))) {
        *missing = "anyrt_isnan";
        return -1;
    }
    memcpy(&ap__rt.anyrt_isnan, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_isinf_descriptor"))) {
        *missing = "anyrt_create_isinf_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_isinf_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_isinf"))) {
        *missing = "anyrt_isinf";
        return -1;
    }
    memcpy(&ap__rt.anyrt_isinf, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_isfinite_descriptor"))) {
        *missing = "anyrt_create_isfinite_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_isfinite_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_isfinite"))) {
        *missing = "anyrt_isfinite";
        return -1;
    }
    memcpy(&ap__rt.anyrt_isfinite, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_div_descriptor"))) {
        *missing = "anyrt_create_div_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_div_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_div"))) {
        *missing = "anyrt_div";
        return -1;
    }
    memcpy(&ap__rt.anyrt_div, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_floor_divide_descriptor"))) {
        *missing = "anyrt_create_floor_divide_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_floor_divide_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_floor_divide"))) {
        *missing = "anyrt_floor_divide";
        return -1;
    }
    memcpy(&ap__rt.anyrt_floor_divide, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_remainder_descriptor"))) {
        *missing = "anyrt_create_remainder_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_remainder_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_remainder"))) {
        *missing = "anyrt_remainder";
        return -1;
    }
    memcpy(&ap__rt.anyrt_remainder, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_fmod_descriptor"))) {
        *missing = "anyrt_create_fmod_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_fmod_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_fmod"))) {
        *missing = "anyrt_fmod";
        return -1;
    }
    memcpy(&ap__rt.anyrt_fmod, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_pow_descriptor"))) {
        *missing = "anyrt_create_pow_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_pow_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_pow"))) {
        *missing = "anyrt_pow";
        return -1;
    }
    memcpy(&ap__rt.anyrt_pow, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_maximum_descriptor"))) {
        *missing = "anyrt_create_maximum_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_maximum_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_maximum"))) {
        *missing = "anyrt_maximum";
        return -1;
    }
    memcpy(&ap__rt.anyrt_maximum, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_minimum_descriptor"))) {
        *missing = "anyrt_create_minimum_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_minimum_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_minimum"))) {
        *missing = "anyrt_minimum";
        return -1;
    }
    memcpy(&ap__rt.anyrt_minimum, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_fmax_descriptor"))) {
        *missing = "anyrt_create_fmax_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_fmax_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_fmax"))) {
        *missing = "anyrt_fmax";
        return -1;
    }
    memcpy(&ap__rt.anyrt_fmax, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_fmin_descriptor"))) {
        *missing = "anyrt_create_fmin_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_fmin_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_fmin"))) {
        *missing = "anyrt_fmin";
        return -1;
    }
    memcpy(&ap__rt.anyrt_fmin, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_atan2_descriptor"))) {
        *missing = "anyrt_create_atan2_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_atan2_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_atan2"))) {
        *missing = "anyrt_atan2";
        return -1;
    }
    memcpy(&ap__rt.anyrt_atan2, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_hypot_descriptor"))) {
        *missing = "anyrt_create_hypot_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_hypot_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_hypot"))) {
        *missing = "anyrt_hypot";
        return -1;
    }
    memcpy(&ap__rt.anyrt_hypot, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_copysign_descriptor"))) {
        *missing = "anyrt_create_copysign_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_copysign_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_copysign"))) {
        *missing = "anyrt_copysign";
        return -1;
    }
    memcpy(&ap__rt.anyrt_copysign, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_logaddexp_descriptor"))) {
        *missing = "anyrt_create_logaddexp_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_logaddexp_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_logaddexp"))) {
        *missing = "anyrt_logaddexp";
        return -1;
    }
    memcpy(&ap__rt.anyrt_logaddexp, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_bitwise_and_descriptor"))) {
        *missing = "anyrt_create_bitwise_and_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_bitwise_and_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_bitwise_and"))) {
        *missing = "anyrt_bitwise_and";
        return -1;
    }
    memcpy(&ap__rt.anyrt_bitwise_and, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_bitwise_or_descriptor"))) {
        *missing = "anyrt_create_bitwise_or_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_bitwise_or_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_bitwise_or"))) {
        *missing = "anyrt_bitwise_or";
        return -1;
    }
    memcpy(&ap__rt.anyrt_bitwise_or, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_bitwise_xor_descriptor"))) {
        *missing = "anyrt_create_bitwise_xor_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_bitwise_xor_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_bitwise_xor"))) {
        *missing = "anyrt_bitwise_xor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_bitwise_xor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_eq_descriptor"))) {
        *missing = "anyrt_create_eq_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_eq_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_eq"))) {
        *missing = "anyrt_eq";
        return -1;
    }
    memcpy(&ap__rt.anyrt_eq, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_ne_descriptor"))) {
        *missing = "anyrt_create_ne_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_ne_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_ne"))) {
        *missing = "anyrt_ne";
        return -1;
    }
    memcpy(&ap__rt.anyrt_ne, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_lt_descriptor"))) {
        *missing = "anyrt_create_lt_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_lt_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_lt"))) {
        *missing = "anyrt_lt";
        return -1;
    }
    memcpy(&ap__rt.anyrt_lt, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_le_descriptor"))) {
        *missing = "anyrt_create_le_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_le_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_le"))) {
        *missing = "anyrt_le";
        return -1;
    }
    memcpy(&ap__rt.anyrt_le, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_gt_descriptor"))) {
        *missing = "anyrt_create_gt_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_gt_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_gt"))) {
        *missing = "anyrt_gt";
        return -1;
    }
    memcpy(&ap__rt.anyrt_gt, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_ge_descriptor"))) {
        *missing = "anyrt_create_ge_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_ge_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_ge"))) {
        *missing = "anyrt_ge";
        return -1;
    }
    memcpy(&ap__rt.anyrt_ge, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_logical_and_descriptor"))) {
        *missing = "anyrt_create_logical_and_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_logical_and_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_logical_and"))) {
        *missing = "anyrt_logical_and";
        return -1;
    }
    memcpy(&ap__rt.anyrt_logical_and, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_logical_or_descriptor"))) {
        *missing = "anyrt_create_logical_or_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_logical_or_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_logical_or"))) {
        *missing = "anyrt_logical_or";
        return -1;
    }
    memcpy(&ap__rt.anyrt_logical_or, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_logical_xor_descriptor"))) {
        *missing = "anyrt_create_logical_xor_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_logical_xor_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_logical_xor"))) {
        *missing = "anyrt_logical_xor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_logical_xor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_where_descriptor"))) {
        *missing = "anyrt_create_where_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_where_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_where"))) {
        *missing = "anyrt_where";
        return -1;
    }
    memcpy(&ap__rt.anyrt_where, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_lerp_descriptor"))) {
        *missing = "anyrt_create_lerp_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_lerp_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_lerp"))) {
        *missing = "anyrt_lerp";
        return -1;
    }
    memcpy(&ap__rt.anyrt_lerp, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_addcmul_descriptor"))) {
        *missing = "anyrt_create_addcmul_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_addcmul_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_addcmul"))) {
        *missing = "anyrt_addcmul";
        return -1;
    }
    memcpy(&ap__rt.anyrt_addcmul, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_addcdiv_descriptor"))) {
        *missing = "anyrt_create_addcdiv_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_addcdiv_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_addcdiv"))) {
        *missing = "anyrt_addcdiv";
        return -1;
    }
    memcpy(&ap__rt.anyrt_addcdiv, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_relu_backward_descriptor"))) {
        *missing = "anyrt_create_relu_backward_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_relu_backward_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_relu_backward"))) {
        *missing = "anyrt_relu_backward";
        return -1;
    }
    memcpy(&ap__rt.anyrt_relu_backward, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_silu_backward_descriptor"))) {
        *missing = "anyrt_create_silu_backward_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_silu_backward_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_silu_backward"))) {
        *missing = "anyrt_silu_backward";
        return -1;
    }
    memcpy(&ap__rt.anyrt_silu_backward, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_gelu_backward_descriptor"))) {
        *missing = "anyrt_create_gelu_backward_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_gelu_backward_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_gelu_backward"))) {
        *missing = "anyrt_gelu_backward";
        return -1;
    }
    memcpy(&ap__rt.anyrt_gelu_backward, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_gelutanh_backward_descriptor"))) {
        *missing = "anyrt_create_gelutanh_backward_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_gelutanh_backward_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_gelutanh_backward"))) {
        *missing = "anyrt_gelutanh_backward";
        return -1;
    }
    memcpy(&ap__rt.anyrt_gelutanh_backward, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_sigmoid_backward_descriptor"))) {
        *missing = "anyrt_create_sigmoid_backward_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_sigmoid_backward_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_sigmoid_backward"))) {
        *missing = "anyrt_sigmoid_backward";
        return -1;
    }
    memcpy(&ap__rt.anyrt_sigmoid_backward, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_tanh_backward_descriptor"))) {
        *missing = "anyrt_create_tanh_backward_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_tanh_backward_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_tanh_backward"))) {
        *missing = "anyrt_tanh_backward";
        return -1;
    }
    memcpy(&ap__rt.anyrt_tanh_backward, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_relu6_descriptor"))) {
        *missing = "anyrt_create_relu6_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_relu6_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_relu6"))) {
        *missing = "anyrt_relu6";
        return -1;
    }
    memcpy(&ap__rt.anyrt_relu6, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_softsign_descriptor"))) {
        *missing = "anyrt_create_softsign_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_softsign_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_softsign"))) {
        *missing = "anyrt_softsign";
        return -1;
    }
    memcpy(&ap__rt.anyrt_softsign, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_tanhshrink_descriptor"))) {
        *missing = "anyrt_create_tanhshrink_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_tanhshrink_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_tanhshrink"))) {
        *missing = "anyrt_tanhshrink";
        return -1;
    }
    memcpy(&ap__rt.anyrt_tanhshrink, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_selu_descriptor"))) {
        *missing = "anyrt_create_selu_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_selu_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_selu"))) {
        *missing = "anyrt_selu";
        return -1;
    }
    memcpy(&ap__rt.anyrt_selu, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_logaddexp2_descriptor"))) {
        *missing = "anyrt_create_logaddexp2_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_logaddexp2_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_logaddexp2"))) {
        *missing = "anyrt_logaddexp2";
        return -1;
    }
    memcpy(&ap__rt.anyrt_logaddexp2, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_bitwise_right_shift_descriptor"))) {
        *missing = "anyrt_create_bitwise_right_shift_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_bitwise_right_shift_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_bitwise_right_shift"))) {
        *missing = "anyrt_bitwise_right_shift";
        return -1;
    }
    memcpy(&ap__rt.anyrt_bitwise_right_shift, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_broadcast_to_descriptor"))) {
        *missing = "anyrt_create_broadcast_to_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_broadcast_to_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_broadcast_to"))) {
        *missing = "anyrt_broadcast_to";
        return -1;
    }
    memcpy(&ap__rt.anyrt_broadcast_to, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_hardsigmoid_descriptor"))) {
        *missing = "anyrt_create_hardsigmoid_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_hardsigmoid_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_hardsigmoid"))) {
        *missing = "anyrt_hardsigmoid";
        return -1;
    }
    memcpy(&ap__rt.anyrt_hardsigmoid, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_mish_descriptor"))) {
        *missing = "anyrt_create_mish_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_mish_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_mish"))) {
        *missing = "anyrt_mish";
        return -1;
    }
    memcpy(&ap__rt.anyrt_mish, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_logsigmoid_descriptor"))) {
        *missing = "anyrt_create_logsigmoid_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_logsigmoid_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_logsigmoid"))) {
        *missing = "anyrt_logsigmoid";
        return -1;
    }
    memcpy(&ap__rt.anyrt_logsigmoid, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_frac_descriptor"))) {
        *missing = "anyrt_create_frac_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_frac_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_frac"))) {
        *missing = "anyrt_frac";
        return -1;
    }
    memcpy(&ap__rt.anyrt_frac, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_sinc_descriptor"))) {
        *missing = "anyrt_create_sinc_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_sinc_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_sinc"))) {
        *missing = "anyrt_sinc";
        return -1;
    }
    memcpy(&ap__rt.anyrt_sinc, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_signbit_descriptor"))) {
        *missing = "anyrt_create_signbit_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_signbit_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_signbit"))) {
        *missing = "anyrt_signbit";
        return -1;
    }
    memcpy(&ap__rt.anyrt_signbit, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_leaky_relu_descriptor"))) {
        *missing = "anyrt_create_leaky_relu_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_leaky_relu_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_leaky_relu"))) {
        *missing = "anyrt_leaky_relu";
        return -1;
    }
    memcpy(&ap__rt.anyrt_leaky_relu, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_elu_descriptor"))) {
        *missing = "anyrt_create_elu_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_elu_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_elu"))) {
        *missing = "anyrt_elu";
        return -1;
    }
    memcpy(&ap__rt.anyrt_elu, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_hardshrink_descriptor"))) {
        *missing = "anyrt_create_hardshrink_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_hardshrink_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_hardshrink"))) {
        *missing = "anyrt_hardshrink";
        return -1;
    }
    memcpy(&ap__rt.anyrt_hardshrink, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_softshrink_descriptor"))) {
        *missing = "anyrt_create_softshrink_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_softshrink_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_softshrink"))) {
        *missing = "anyrt_softshrink";
        return -1;
    }
    memcpy(&ap__rt.anyrt_softshrink, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_threshold_descriptor"))) {
        *missing = "anyrt_create_threshold_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_threshold_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_threshold"))) {
        *missing = "anyrt_threshold";
        return -1;
    }
    memcpy(&ap__rt.anyrt_threshold, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_nan_to_num_descriptor"))) {
        *missing = "anyrt_create_nan_to_num_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_nan_to_num_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_nan_to_num"))) {
        *missing = "anyrt_nan_to_num";
        return -1;
    }
    memcpy(&ap__rt.anyrt_nan_to_num, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_xlogy_descriptor"))) {
        *missing = "anyrt_create_xlogy_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_xlogy_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_xlogy"))) {
        *missing = "anyrt_xlogy";
        return -1;
    }
    memcpy(&ap__rt.anyrt_xlogy, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_xlog1py_descriptor"))) {
        *missing = "anyrt_create_xlog1py_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_xlog1py_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_xlog1py"))) {
        *missing = "anyrt_xlog1py";
        return -1;
    }
    memcpy(&ap__rt.anyrt_xlog1py, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_heaviside_descriptor"))) {
        *missing = "anyrt_create_heaviside_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_heaviside_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_heaviside"))) {
        *missing = "anyrt_heaviside";
        return -1;
    }
    memcpy(&ap__rt.anyrt_heaviside, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_sum_descriptor"))) {
        *missing = "anyrt_create_sum_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_sum_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_sum"))) {
        *missing = "anyrt_sum";
        return -1;
    }
    memcpy(&ap__rt.anyrt_sum, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_mean_descriptor"))) {
        *missing = "anyrt_create_mean_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_mean_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_mean"))) {
        *missing = "anyrt_mean";
        return -1;
    }
    memcpy(&ap__rt.anyrt_mean, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_prod_descriptor"))) {
        *missing = "anyrt_create_prod_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_prod_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_prod"))) {
        *missing = "anyrt_prod";
        return -1;
    }
    memcpy(&ap__rt.anyrt_prod, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_amax_descriptor"))) {
        *missing = "anyrt_create_amax_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_amax_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_amax"))) {
        *missing = "anyrt_amax";
        return -1;
    }
    memcpy(&ap__rt.anyrt_amax, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_amin_descriptor"))) {
        *missing = "anyrt_create_amin_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_amin_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_amin"))) {
        *missing = "anyrt_amin";
        return -1;
    }
    memcpy(&ap__rt.anyrt_amin, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_norm_descriptor"))) {
        *missing = "anyrt_create_norm_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_norm_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_norm"))) {
        *missing = "anyrt_norm";
        return -1;
    }
    memcpy(&ap__rt.anyrt_norm, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_any_descriptor"))) {
        *missing = "anyrt_create_any_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_any_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_any"))) {
        *missing = "anyrt_any";
        return -1;
    }
    memcpy(&ap__rt.anyrt_any, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_all_descriptor"))) {
        *missing = "anyrt_create_all_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_all_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_all"))) {
        *missing = "anyrt_all";
        return -1;
    }
    memcpy(&ap__rt.anyrt_all, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_count_nonzero_descriptor"))) {
        *missing = "anyrt_create_count_nonzero_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_count_nonzero_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_count_nonzero"))) {
        *missing = "anyrt_count_nonzero";
        return -1;
    }
    memcpy(&ap__rt.anyrt_count_nonzero, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_cast_descriptor"))) {
        *missing = "anyrt_create_cast_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_cast_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_cast"))) {
        *missing = "anyrt_cast";
        return -1;
    }
    memcpy(&ap__rt.anyrt_cast, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_uniform_descriptor"))) {
        *missing = "anyrt_create_uniform_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_uniform_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_uniform"))) {
        *missing = "anyrt_uniform";
        return -1;
    }
    memcpy(&ap__rt.anyrt_uniform, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_normal_descriptor"))) {
        *missing = "anyrt_create_normal_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_normal_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_normal"))) {
        *missing = "anyrt_normal";
        return -1;
    }
    memcpy(&ap__rt.anyrt_normal, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_bernoulli_descriptor"))) {
        *missing = "anyrt_create_bernoulli_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_bernoulli_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_bernoulli"))) {
        *missing = "anyrt_bernoulli";
        return -1;
    }
    memcpy(&ap__rt.anyrt_bernoulli, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_randint_descriptor"))) {
        *missing = "anyrt_create_randint_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_randint_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_randint"))) {
        *missing = "anyrt_randint";
        return -1;
    }
    memcpy(&ap__rt.anyrt_randint, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_masked_fill_descriptor"))) {
        *missing = "anyrt_create_masked_fill_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_masked_fill_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_masked_fill"))) {
        *missing = "anyrt_masked_fill";
        return -1;
    }
    memcpy(&ap__rt.anyrt_masked_fill, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_arange_descriptor"))) {
        *missing = "anyrt_create_arange_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_arange_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_arange"))) {
        *missing = "anyrt_arange";
        return -1;
    }
    memcpy(&ap__rt.anyrt_arange, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_linspace_descriptor"))) {
        *missing = "anyrt_create_linspace_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_linspace_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_linspace"))) {
        *missing = "anyrt_linspace";
        return -1;
    }
    memcpy(&ap__rt.anyrt_linspace, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_tril_descriptor"))) {
        *missing = "anyrt_create_tril_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_tril_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_tril"))) {
        *missing = "anyrt_tril";
        return -1;
    }
    memcpy(&ap__rt.anyrt_tril, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_triu_descriptor"))) {
        *missing = "anyrt_create_triu_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_triu_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_triu"))) {
        *missing = "anyrt_triu";
        return -1;
    }
    memcpy(&ap__rt.anyrt_triu, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_one_hot_descriptor"))) {
        *missing = "anyrt_create_one_hot_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_one_hot_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_one_hot"))) {
        *missing = "anyrt_one_hot";
        return -1;
    }
    memcpy(&ap__rt.anyrt_one_hot, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_gather_descriptor"))) {
        *missing = "anyrt_create_gather_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_gather_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_gather"))) {
        *missing = "anyrt_gather";
        return -1;
    }
    memcpy(&ap__rt.anyrt_gather, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_index_select_descriptor"))) {
        *missing = "anyrt_create_index_select_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_index_select_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_index_select"))) {
        *missing = "anyrt_index_select";
        return -1;
    }
    memcpy(&ap__rt.anyrt_index_select, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_scatter_descriptor"))) {
        *missing = "anyrt_create_scatter_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_scatter_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_scatter"))) {
        *missing = "anyrt_scatter";
        return -1;
    }
    memcpy(&ap__rt.anyrt_scatter, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_scatter_add_descriptor"))) {
        *missing = "anyrt_create_scatter_add_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_scatter_add_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_scatter_add"))) {
        *missing = "anyrt_scatter_add";
        return -1;
    }
    memcpy(&ap__rt.anyrt_scatter_add, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_index_add_descriptor"))) {
        *missing = "anyrt_create_index_add_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_index_add_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_index_add"))) {
        *missing = "anyrt_index_add";
        return -1;
    }
    memcpy(&ap__rt.anyrt_index_add, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_cumsum_descriptor"))) {
        *missing = "anyrt_create_cumsum_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_cumsum_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_cumsum"))) {
        *missing = "anyrt_cumsum";
        return -1;
    }
    memcpy(&ap__rt.anyrt_cumsum, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_cumprod_descriptor"))) {
        *missing = "anyrt_create_cumprod_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_cumprod_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_cumprod"))) {
        *missing = "anyrt_cumprod";
        return -1;
    }
    memcpy(&ap__rt.anyrt_cumprod, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_topk_descriptor"))) {
        *missing = "anyrt_create_topk_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_topk_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_topk"))) {
        *missing = "anyrt_topk";
        return -1;
    }
    memcpy(&ap__rt.anyrt_topk, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_sort_descriptor"))) {
        *missing = "anyrt_create_sort_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_sort_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_sort"))) {
        *missing = "anyrt_sort";
        return -1;
    }
    memcpy(&ap__rt.anyrt_sort, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_argsort_descriptor"))) {
        *missing = "anyrt_create_argsort_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_argsort_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_argsort"))) {
        *missing = "anyrt_argsort";
        return -1;
    }
    memcpy(&ap__rt.anyrt_argsort, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_argmax_descriptor"))) {
        *missing = "anyrt_create_argmax_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_argmax_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_argmax"))) {
        *missing = "anyrt_argmax";
        return -1;
    }
    memcpy(&ap__rt.anyrt_argmax, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_argmin_descriptor"))) {
        *missing = "anyrt_create_argmin_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_argmin_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_argmin"))) {
        *missing = "anyrt_argmin";
        return -1;
    }
    memcpy(&ap__rt.anyrt_argmin, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_histc_descriptor"))) {
        *missing = "anyrt_create_histc_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_histc_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_histc"))) {
        *missing = "anyrt_histc";
        return -1;
    }
    memcpy(&ap__rt.anyrt_histc, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_softmax_backward_descriptor"))) {
        *missing = "anyrt_create_softmax_backward_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_softmax_backward_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_softmax_backward"))) {
        *missing = "anyrt_softmax_backward";
        return -1;
    }
    memcpy(&ap__rt.anyrt_softmax_backward, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_log_softmax_backward_descriptor"))) {
        *missing = "anyrt_create_log_softmax_backward_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_log_softmax_backward_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_log_softmax_backward"))) {
        *missing = "anyrt_log_softmax_backward";
        return -1;
    }
    memcpy(&ap__rt.anyrt_log_softmax_backward, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_layer_norm_backward_descriptor"))) {
        *missing = "anyrt_create_layer_norm_backward_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_layer_norm_backward_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_layer_norm_backward"))) {
        *missing = "anyrt_layer_norm_backward";
        return -1;
    }
    memcpy(&ap__rt.anyrt_layer_norm_backward, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_rms_norm_backward_descriptor"))) {
        *missing = "anyrt_create_rms_norm_backward_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_rms_norm_backward_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_rms_norm_backward"))) {
        *missing = "anyrt_rms_norm_backward";
        return -1;
    }
    memcpy(&ap__rt.anyrt_rms_norm_backward, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_nll_loss_descriptor"))) {
        *missing = "anyrt_create_nll_loss_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_nll_loss_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_nll_loss"))) {
        *missing = "anyrt_nll_loss";
        return -1;
    }
    memcpy(&ap__rt.anyrt_nll_loss, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_cross_entropy_backward_descriptor"))) {
        *missing = "anyrt_create_cross_entropy_backward_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_cross_entropy_backward_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_cross_entropy_backward"))) {
        *missing = "anyrt_cross_entropy_backward";
        return -1;
    }
    memcpy(&ap__rt.anyrt_cross_entropy_backward, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_nll_loss_backward_descriptor"))) {
        *missing = "anyrt_create_nll_loss_backward_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_nll_loss_backward_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_nll_loss_backward"))) {
        *missing = "anyrt_nll_loss_backward";
        return -1;
    }
    memcpy(&ap__rt.anyrt_nll_loss_backward, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_embedding_backward_descriptor"))) {
        *missing = "anyrt_create_embedding_backward_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_embedding_backward_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_embedding_backward"))) {
        *missing = "anyrt_embedding_backward";
        return -1;
    }
    memcpy(&ap__rt.anyrt_embedding_backward, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_conv_backward_data_descriptor"))) {
        *missing = "anyrt_create_conv_backward_data_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_conv_backward_data_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_conv_backward_data"))) {
        *missing = "anyrt_conv_backward_data";
        return -1;
    }
    memcpy(&ap__rt.anyrt_conv_backward_data, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_conv_backward_filter_descriptor"))) {
        *missing = "anyrt_create_conv_backward_filter_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_conv_backward_filter_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_conv_backward_filter"))) {
        *missing = "anyrt_conv_backward_filter";
        return -1;
    }
    memcpy(&ap__rt.anyrt_conv_backward_filter, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_max_pool_descriptor"))) {
        *missing = "anyrt_create_max_pool_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_max_pool_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_max_pool"))) {
        *missing = "anyrt_max_pool";
        return -1;
    }
    memcpy(&ap__rt.anyrt_max_pool, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_max_pool_backward_descriptor"))) {
        *missing = "anyrt_create_max_pool_backward_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_max_pool_backward_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_max_pool_backward"))) {
        *missing = "anyrt_max_pool_backward";
        return -1;
    }
    memcpy(&ap__rt.anyrt_max_pool_backward, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_avg_pool_descriptor"))) {
        *missing = "anyrt_create_avg_pool_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_avg_pool_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_avg_pool"))) {
        *missing = "anyrt_avg_pool";
        return -1;
    }
    memcpy(&ap__rt.anyrt_avg_pool, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_avg_pool_backward_descriptor"))) {
        *missing = "anyrt_create_avg_pool_backward_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_avg_pool_backward_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_avg_pool_backward"))) {
        *missing = "anyrt_avg_pool_backward";
        return -1;
    }
    memcpy(&ap__rt.anyrt_avg_pool_backward, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_batch_norm_descriptor"))) {
        *missing = "anyrt_create_batch_norm_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_batch_norm_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_batch_norm"))) {
        *missing = "anyrt_batch_norm";
        return -1;
    }
    memcpy(&ap__rt.anyrt_batch_norm, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_batch_norm_inference_descriptor"))) {
        *missing = "anyrt_create_batch_norm_inference_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_batch_norm_inference_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_batch_norm_inference"))) {
        *missing = "anyrt_batch_norm_inference";
        return -1;
    }
    memcpy(&ap__rt.anyrt_batch_norm_inference, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_batch_norm_backward_descriptor"))) {
        *missing = "anyrt_create_batch_norm_backward_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_batch_norm_backward_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_batch_norm_backward"))) {
        *missing = "anyrt_batch_norm_backward";
        return -1;
    }
    memcpy(&ap__rt.anyrt_batch_norm_backward, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_adamw_step_descriptor"))) {
        *missing = "anyrt_create_adamw_step_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_adamw_step_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_adamw_step"))) {
        *missing = "anyrt_adamw_step";
        return -1;
    }
    memcpy(&ap__rt.anyrt_adamw_step, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_sgd_step_descriptor"))) {
        *missing = "anyrt_create_sgd_step_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_sgd_step_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_sgd_step"))) {
        *missing = "anyrt_sgd_step";
        return -1;
    }
    memcpy(&ap__rt.anyrt_sgd_step, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_var_descriptor"))) {
        *missing = "anyrt_create_var_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_var_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_var"))) {
        *missing = "anyrt_var";
        return -1;
    }
    memcpy(&ap__rt.anyrt_var, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_std_descriptor"))) {
        *missing = "anyrt_create_std_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_std_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_std"))) {
        *missing = "anyrt_std";
        return -1;
    }
    memcpy(&ap__rt.anyrt_std, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_logsumexp_descriptor"))) {
        *missing = "anyrt_create_logsumexp_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_logsumexp_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_logsumexp"))) {
        *missing = "anyrt_logsumexp";
        return -1;
    }
    memcpy(&ap__rt.anyrt_logsumexp, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_isin_descriptor"))) {
        *missing = "anyrt_create_isin_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_isin_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_isin"))) {
        *missing = "anyrt_isin";
        return -1;
    }
    memcpy(&ap__rt.anyrt_isin, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_nonzero_descriptor"))) {
        *missing = "anyrt_create_nonzero_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_nonzero_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_nonzero"))) {
        *missing = "anyrt_nonzero";
        return -1;
    }
    memcpy(&ap__rt.anyrt_nonzero, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_create_masked_select_descriptor"))) {
        *missing = "anyrt_create_masked_select_descriptor";
        return -1;
    }
    memcpy(&ap__rt.anyrt_create_masked_select_descriptor, &p, sizeof p);
    if (!(p = dlsym(lib, "anyrt_masked_select"))) {
        *missing = "anyrt_masked_select";
        return -1;
    }
    memcpy(&ap__rt.anyrt_masked_select, &p, sizeof p);
    return 0;
}

/* ---- the fields filled, per released layout */
static const ap_fill_t ap__fills_2_6[62] = {
    {"initialize", 8, (void (*)(void))ap_initialize},
    {"finalize", 16, (void (*)(void))ap_finalize},
    {"init_device", 24, (void (*)(void))ap_init_device},
    {"set_device", 32, (void (*)(void))ap_set_device},
    {"get_device", 40, (void (*)(void))ap_get_device},
    {"deinit_device", 48, (void (*)(void))ap_deinit_device},
    {"create_stream", 56, (void (*)(void))ap_create_stream},
    {"destroy_stream", 64, (void (*)(void))ap_destroy_stream},
    {"query_stream", 72, (void (*)(void))ap_query_stream},
    {"stream_add_callback", 80, (void (*)(void))ap_stream_add_callback},
    {"create_event", 88, (void (*)(void))ap_create_event},
    {"record_event", 96, (void (*)(void))ap_record_event},
    {"destroy_event", 104, (void (*)(void))ap_destroy_event},
    {"query_event", 112, (void (*)(void))ap_query_event},
    {"synchronize_device", 120, (void (*)(void))ap_synchronize_device},
    {"synchronize_stream", 128, (void (*)(void))ap_synchronize_stream},
    {"synchronize_event", 136, (void (*)(void))ap_synchronize_event},
    {"stream_wait_event", 144, (void (*)(void))ap_stream_wait_event},
    {"device_memory_allocate", 216, (void (*)(void))ap_device_memory_allocate},
    {"device_memory_deallocate", 224, (void (*)(void))ap_device_memory_deallocate},
    {"device_memory_set", 232, (void (*)(void))ap_device_memory_set},
    {"host_memory_allocate", 240, (void (*)(void))ap_host_memory_allocate},
    {"host_memory_deallocate", 248, (void (*)(void))ap_host_memory_deallocate},
    {"unified_memory_allocate", 256, (void (*)(void))ap_unified_memory_allocate},
    {"unified_memory_deallocate", 264, (void (*)(void))ap_unified_memory_deallocate},
    {"memory_copy_h2d", 272, (void (*)(void))ap_memory_copy_h2d},
    {"memory_copy_d2h", 280, (void (*)(void))ap_memory_copy_d2h},
    {"memory_copy_d2d", 288, (void (*)(void))ap_memory_copy_d2d},
    {"memory_copy_p2p", 296, (void (*)(void))ap_memory_copy_p2p},
    {"async_memory_copy_h2d", 304, (void (*)(void))ap_async_memory_copy_h2d},
    {"async_memory_copy_d2h", 312, (void (*)(void))ap_async_memory_copy_d2h},
    {"async_memory_copy_d2d", 320, (void (*)(void))ap_async_memory_copy_d2d},
    {"async_memory_copy_p2p", 328, (void (*)(void))ap_async_memory_copy_p2p},
    {"get_device_count", 400, (void (*)(void))ap_get_device_count},
    {"get_device_list", 408, (void (*)(void))ap_get_device_list},
    {"device_memory_stats", 416, (void (*)(void))ap_device_memory_stats},
    {"device_min_chunk_size", 424, (void (*)(void))ap_device_min_chunk_size},
    {"device_max_chunk_size", 432, (void (*)(void))ap_device_max_chunk_size},
    {"device_max_alloc_size", 440, (void (*)(void))ap_device_max_alloc_size},
    {"device_extra_padding_size", 448, (void (*)(void))ap_device_extra_padding_size},
    {"device_init_alloc_size", 456, (void (*)(void))ap_device_init_alloc_size},
    {"device_realloc_size", 464, (void (*)(void))ap_device_realloc_size},
    {"xccl_get_unique_id_size", 560, (void (*)(void))ap_xccl_get_unique_id_size},
    {"xccl_get_unique_id", 568, (void (*)(void))ap_xccl_get_unique_id},
    {"xccl_comm_init_rank", 576, (void (*)(void))ap_xccl_comm_init_rank},
    {"xccl_destroy_comm", 584, (void (*)(void))ap_xccl_destroy_comm},
    {"xccl_all_reduce", 592, (void (*)(void))ap_xccl_all_reduce},
    {"xccl_broadcast", 600, (void (*)(void))ap_xccl_broadcast},
    {"xccl_reduce", 608, (void (*)(void))ap_xccl_reduce},
    {"xccl_all_gather", 616, (void (*)(void))ap_xccl_all_gather},
    {"xccl_reduce_scatter", 624, (void (*)(void))ap_xccl_reduce_scatter},
    {"xccl_group_start", 632, (void (*)(void))ap_xccl_group_start},
    {"xccl_group_end", 640, (void (*)(void))ap_xccl_group_end},
    {"xccl_send", 648, (void (*)(void))ap_xccl_send},
    {"xccl_recv", 656, (void (*)(void))ap_xccl_recv},
    {"xccl_all_to_all", 664, (void (*)(void))ap_xccl_all_to_all},
    {"profiler_initialize", 736, (void (*)(void))ap_profiler_initialize},
    {"profiler_finalize", 744, (void (*)(void))ap_profiler_finalize},
    {"profiler_prepare_tracing", 752, (void (*)(void))ap_profiler_prepare_tracing},
    {"profiler_start_tracing", 760, (void (*)(void))ap_profiler_start_tracing},
    {"profiler_stop_tracing", 768, (void (*)(void))ap_profiler_stop_tracing},
    {"profiler_collect_trace_data", 776, (void (*)(void))ap_profiler_collect_trace_data},
};
static const ap_fill_t ap__fills_3_0[62] = {
    {"initialize", 8, (void (*)(void))ap_initialize},
    {"finalize", 16, (void (*)(void))ap_finalize},
    {"init_device", 24, (void (*)(void))ap_init_device},
    {"set_device", 32, (void (*)(void))ap_set_device},
    {"get_device", 40, (void (*)(void))ap_get_device},
    {"deinit_device", 48, (void (*)(void))ap_deinit_device},
    {"create_stream", 56, (void (*)(void))ap_create_stream},
    {"destroy_stream", 64, (void (*)(void))ap_destroy_stream},
    {"query_stream", 72, (void (*)(void))ap_query_stream},
    {"stream_add_callback", 80, (void (*)(void))ap_stream_add_callback},
    {"create_event", 88, (void (*)(void))ap_create_event},
    {"record_event", 96, (void (*)(void))ap_record_event},
    {"destroy_event", 104, (void (*)(void))ap_destroy_event},
    {"query_event", 112, (void (*)(void))ap_query_event},
    {"synchronize_device", 120, (void (*)(void))ap_synchronize_device},
    {"synchronize_stream", 128, (void (*)(void))ap_synchronize_stream},
    {"synchronize_event", 136, (void (*)(void))ap_synchronize_event},
    {"stream_wait_event", 144, (void (*)(void))ap_stream_wait_event},
    {"device_memory_allocate", 216, (void (*)(void))ap_device_memory_allocate},
    {"device_memory_deallocate", 224, (void (*)(void))ap_device_memory_deallocate},
    {"device_memory_set", 232, (void (*)(void))ap_device_memory_set},
    {"host_memory_allocate", 240, (void (*)(void))ap_host_memory_allocate},
    {"host_memory_deallocate", 248, (void (*)(void))ap_host_memory_deallocate},
    {"unified_memory_allocate", 256, (void (*)(void))ap_unified_memory_allocate},
    {"unified_memory_deallocate", 264, (void (*)(void))ap_unified_memory_deallocate},
    {"memory_copy_h2d", 272, (void (*)(void))ap_memory_copy_h2d},
    {"memory_copy_d2h", 280, (void (*)(void))ap_memory_copy_d2h},
    {"memory_copy_d2d", 288, (void (*)(void))ap_memory_copy_d2d},
    {"memory_copy_p2p", 296, (void (*)(void))ap_memory_copy_p2p},
    {"async_memory_copy_h2d", 304, (void (*)(void))ap_async_memory_copy_h2d},
    {"async_memory_copy_d2h", 312, (void (*)(void))ap_async_memory_copy_d2h},
    {"async_memory_copy_d2d", 320, (void (*)(void))ap_async_memory_copy_d2d},
    {"async_memory_copy_p2p", 328, (void (*)(void))ap_async_memory_copy_p2p},
    {"get_device_count", 400, (void (*)(void))ap_get_device_count},
    {"get_device_list", 408, (void (*)(void))ap_get_device_list},
    {"device_memory_stats", 416, (void (*)(void))ap_device_memory_stats},
    {"device_min_chunk_size", 424, (void (*)(void))ap_device_min_chunk_size},
    {"device_max_chunk_size", 432, (void (*)(void))ap_device_max_chunk_size},
    {"device_max_alloc_size", 440, (void (*)(void))ap_device_max_alloc_size},
    {"device_extra_padding_size", 448, (void (*)(void))ap_device_extra_padding_size},
    {"device_init_alloc_size", 456, (void (*)(void))ap_device_init_alloc_size},
    {"device_realloc_size", 464, (void (*)(void))ap_device_realloc_size},
    {"xccl_get_unique_id_size", 568, (void (*)(void))ap_xccl_get_unique_id_size},
    {"xccl_get_unique_id", 576, (void (*)(void))ap_xccl_get_unique_id},
    {"xccl_comm_init_rank", 584, (void (*)(void))ap_xccl_comm_init_rank},
    {"xccl_destroy_comm", 592, (void (*)(void))ap_xccl_destroy_comm},
    {"xccl_all_reduce", 600, (void (*)(void))ap_xccl_all_reduce},
    {"xccl_broadcast", 608, (void (*)(void))ap_xccl_broadcast},
    {"xccl_reduce", 616, (void (*)(void))ap_xccl_reduce},
    {"xccl_all_gather", 624, (void (*)(void))ap_xccl_all_gather},
    {"xccl_reduce_scatter", 632, (void (*)(void))ap_xccl_reduce_scatter},
    {"xccl_group_start", 640, (void (*)(void))ap_xccl_group_start},
    {"xccl_group_end", 648, (void (*)(void))ap_xccl_group_end},
    {"xccl_send", 656, (void (*)(void))ap_xccl_send},
    {"xccl_recv", 664, (void (*)(void))ap_xccl_recv},
    {"xccl_all_to_all", 672, (void (*)(void))ap_xccl_all_to_all},
    {"profiler_initialize", 744, (void (*)(void))ap_profiler_initialize},
    {"profiler_finalize", 752, (void (*)(void))ap_profiler_finalize},
    {"profiler_prepare_tracing", 760, (void (*)(void))ap_profiler_prepare_tracing},
    {"profiler_start_tracing", 768, (void (*)(void))ap_profiler_start_tracing},
    {"profiler_stop_tracing", 776, (void (*)(void))ap_profiler_stop_tracing},
    {"profiler_collect_trace_data", 784, (void (*)(void))ap_profiler_collect_trace_data},
};
static const ap_fill_t ap__fills_3_1[69] = {
    {"initialize", 8, (void (*)(void))ap_initialize},
    {"finalize", 16, (void (*)(void))ap_finalize},
    {"init_device", 24, (void (*)(void))ap_init_device},
    {"set_device", 32, (void (*)(void))ap_set_device},
    {"get_device", 40, (void (*)(void))ap_get_device},
    {"deinit_device", 48, (void (*)(void))ap_deinit_device},
    {"create_stream", 56, (void (*)(void))ap_create_stream},
    {"destroy_stream", 64, (void (*)(void))ap_destroy_stream},
    {"query_stream", 72, (void (*)(void))ap_query_stream},
    {"stream_add_callback", 80, (void (*)(void))ap_stream_add_callback},
    {"create_event", 88, (void (*)(void))ap_create_event},
    {"record_event", 96, (void (*)(void))ap_record_event},
    {"destroy_event", 104, (void (*)(void))ap_destroy_event},
    {"query_event", 112, (void (*)(void))ap_query_event},
    {"synchronize_device", 120, (void (*)(void))ap_synchronize_device},
    {"synchronize_stream", 128, (void (*)(void))ap_synchronize_stream},
    {"synchronize_event", 136, (void (*)(void))ap_synchronize_event},
    {"stream_wait_event", 144, (void (*)(void))ap_stream_wait_event},
    {"device_memory_allocate", 216, (void (*)(void))ap_device_memory_allocate},
    {"device_memory_deallocate", 224, (void (*)(void))ap_device_memory_deallocate},
    {"device_memory_set", 232, (void (*)(void))ap_device_memory_set},
    {"host_memory_allocate", 240, (void (*)(void))ap_host_memory_allocate},
    {"host_memory_deallocate", 248, (void (*)(void))ap_host_memory_deallocate},
    {"unified_memory_allocate", 256, (void (*)(void))ap_unified_memory_allocate},
    {"unified_memory_deallocate", 264, (void (*)(void))ap_unified_memory_deallocate},
    {"memory_copy_h2d", 272, (void (*)(void))ap_memory_copy_h2d},
    {"memory_copy_d2h", 280, (void (*)(void))ap_memory_copy_d2h},
    {"memory_copy_d2d", 288, (void (*)(void))ap_memory_copy_d2d},
    {"memory_copy_p2p", 296, (void (*)(void))ap_memory_copy_p2p},
    {"async_memory_copy_h2d", 304, (void (*)(void))ap_async_memory_copy_h2d},
    {"async_memory_copy_d2h", 312, (void (*)(void))ap_async_memory_copy_d2h},
    {"async_memory_copy_d2d", 320, (void (*)(void))ap_async_memory_copy_d2d},
    {"async_memory_copy_p2p", 328, (void (*)(void))ap_async_memory_copy_p2p},
    {"get_device_count", 400, (void (*)(void))ap_get_device_count},
    {"get_device_list", 408, (void (*)(void))ap_get_device_list},
    {"device_memory_stats", 416, (void (*)(void))ap_device_memory_stats},
    {"device_min_chunk_size", 424, (void (*)(void))ap_device_min_chunk_size},
    {"device_max_chunk_size", 432, (void (*)(void))ap_device_max_chunk_size},
    {"device_max_alloc_size", 440, (void (*)(void))ap_device_max_alloc_size},
    {"device_extra_padding_size", 448, (void (*)(void))ap_device_extra_padding_size},
    {"device_init_alloc_size", 456, (void (*)(void))ap_device_init_alloc_size},
    {"device_realloc_size", 464, (void (*)(void))ap_device_realloc_size},
    {"get_compute_capability", 472, (void (*)(void))ap_get_compute_capability},
    {"get_runtime_version", 488, (void (*)(void))ap_get_runtime_version},
    {"get_driver_version", 496, (void (*)(void))ap_get_driver_version},
    {"get_multi_process", 504, (void (*)(void))ap_get_multi_process},
    {"get_max_threads_per_mp", 512, (void (*)(void))ap_get_max_threads_per_mp},
    {"get_max_threads_per_block", 520, (void (*)(void))ap_get_max_threads_per_block},
    {"get_max_grid_dim_size", 528, (void (*)(void))ap_get_max_grid_dim_size},
    {"xccl_get_unique_id_size", 624, (void (*)(void))ap_xccl_get_unique_id_size},
    {"xccl_get_unique_id", 632, (void (*)(void))ap_xccl_get_unique_id},
    {"xccl_comm_init_rank", 640, (void (*)(void))ap_xccl_comm_init_rank},
    {"xccl_destroy_comm", 648, (void (*)(void))ap_xccl_destroy_comm},
    {"xccl_all_reduce", 656, (void (*)(void))ap_xccl_all_reduce},
    {"xccl_broadcast", 664, (void (*)(void))ap_xccl_broadcast},
    {"xccl_reduce", 672, (void (*)(void))ap_xccl_reduce},
    {"xccl_all_gather", 680, (void (*)(void))ap_xccl_all_gather},
    {"xccl_reduce_scatter", 688, (void (*)(void))ap_xccl_reduce_scatter},
    {"xccl_group_start", 696, (void (*)(void))ap_xccl_group_start},
    {"xccl_group_end", 704, (void (*)(void))ap_xccl_group_end},
    {"xccl_send", 712, (void (*)(void))ap_xccl_send},
    {"xccl_recv", 720, (void (*)(void))ap_xccl_recv},
    {"xccl_all_to_all", 728, (void (*)(void))ap_xccl_all_to_all},
    {"profiler_initialize", 800, (void (*)(void))ap_profiler_initialize},
    {"profiler_finalize", 808, (void (*)(void))ap_profiler_finalize},
    {"profiler_prepare_tracing", 816, (void (*)(void))ap_profiler_prepare_tracing},
    {"profiler_start_tracing", 824, (void (*)(void))ap_profiler_start_tracing},
    {"profiler_stop_tracing", 832, (void (*)(void))ap_profiler_stop_tracing},
    {"profiler_collect_trace_data", 840, (void (*)(void))ap_profiler_collect_trace_data},
};
static const ap_fill_t ap__fills_3_2[71] = {
    {"initialize", 8, (void (*)(void))ap_initialize},
    {"finalize", 16, (void (*)(void))ap_finalize},
    {"init_device", 24, (void (*)(void))ap_init_device},
    {"set_device", 32, (void (*)(void))ap_set_device},
    {"get_device", 40, (void (*)(void))ap_get_device},
    {"deinit_device", 48, (void (*)(void))ap_deinit_device},
    {"create_stream", 56, (void (*)(void))ap_create_stream},
    {"destroy_stream", 64, (void (*)(void))ap_destroy_stream},
    {"query_stream", 72, (void (*)(void))ap_query_stream},
    {"stream_add_callback", 80, (void (*)(void))ap_stream_add_callback},
    {"create_event", 88, (void (*)(void))ap_create_event},
    {"record_event", 96, (void (*)(void))ap_record_event},
    {"destroy_event", 104, (void (*)(void))ap_destroy_event},
    {"query_event", 112, (void (*)(void))ap_query_event},
    {"synchronize_device", 120, (void (*)(void))ap_synchronize_device},
    {"synchronize_stream", 128, (void (*)(void))ap_synchronize_stream},
    {"synchronize_event", 136, (void (*)(void))ap_synchronize_event},
    {"stream_wait_event", 144, (void (*)(void))ap_stream_wait_event},
    {"device_memory_allocate", 216, (void (*)(void))ap_device_memory_allocate},
    {"device_memory_deallocate", 224, (void (*)(void))ap_device_memory_deallocate},
    {"device_memory_set", 232, (void (*)(void))ap_device_memory_set},
    {"host_memory_allocate", 240, (void (*)(void))ap_host_memory_allocate},
    {"host_memory_deallocate", 248, (void (*)(void))ap_host_memory_deallocate},
    {"unified_memory_allocate", 256, (void (*)(void))ap_unified_memory_allocate},
    {"unified_memory_deallocate", 264, (void (*)(void))ap_unified_memory_deallocate},
    {"memory_copy_h2d", 272, (void (*)(void))ap_memory_copy_h2d},
    {"memory_copy_d2h", 280, (void (*)(void))ap_memory_copy_d2h},
    {"memory_copy_d2d", 288, (void (*)(void))ap_memory_copy_d2d},
    {"memory_copy_p2p", 296, (void (*)(void))ap_memory_copy_p2p},
    {"async_memory_copy_h2d", 304, (void (*)(void))ap_async_memory_copy_h2d},
    {"async_memory_copy_d2h", 312, (void (*)(void))ap_async_memory_copy_d2h},
    {"async_memory_copy_d2d", 320, (void (*)(void))ap_async_memory_copy_d2d},
    {"async_memory_copy_p2p", 328, (void (*)(void))ap_async_memory_copy_p2p},
    {"get_device_count", 400, (void (*)(void))ap_get_device_count},
    {"get_device_list", 408, (void (*)(void))ap_get_device_list},
    {"device_memory_stats", 416, (void (*)(void))ap_device_memory_stats},
    {"device_min_chunk_size", 424, (void (*)(void))ap_device_min_chunk_size},
    {"device_max_chunk_size", 432, (void (*)(void))ap_device_max_chunk_size},
    {"device_max_alloc_size", 440, (void (*)(void))ap_device_max_alloc_size},
    {"device_extra_padding_size", 448, (void (*)(void))ap_device_extra_padding_size},
    {"device_init_alloc_size", 456, (void (*)(void))ap_device_init_alloc_size},
    {"device_realloc_size", 464, (void (*)(void))ap_device_realloc_size},
    {"get_compute_capability", 472, (void (*)(void))ap_get_compute_capability},
    {"get_runtime_version", 488, (void (*)(void))ap_get_runtime_version},
    {"get_driver_version", 496, (void (*)(void))ap_get_driver_version},
    {"get_multi_process", 504, (void (*)(void))ap_get_multi_process},
    {"get_max_threads_per_mp", 512, (void (*)(void))ap_get_max_threads_per_mp},
    {"get_max_threads_per_block", 520, (void (*)(void))ap_get_max_threads_per_block},
    {"get_max_grid_dim_size", 528, (void (*)(void))ap_get_max_grid_dim_size},
    {"is_float16_supported", 536, (void (*)(void))ap_is_float16_supported},
    {"is_bfloat16_supported", 544, (void (*)(void))ap_is_bfloat16_supported},
    {"xccl_get_unique_id_size", 640, (void (*)(void))ap_xccl_get_unique_id_size},
    {"xccl_get_unique_id", 648, (void (*)(void))ap_xccl_get_unique_id},
    {"xccl_comm_init_rank", 656, (void (*)(void))ap_xccl_comm_init_rank},
    {"xccl_destroy_comm", 664, (void (*)(void))ap_xccl_destroy_comm},
    {"xccl_all_reduce", 672, (void (*)(void))ap_xccl_all_reduce},
    {"xccl_broadcast", 680, (void (*)(void))ap_xccl_broadcast},
    {"xccl_reduce", 688, (void (*)(void))ap_xccl_reduce},
    {"xccl_all_gather", 696, (void (*)(void))ap_xccl_all_gather},
    {"xccl_reduce_scatter", 704, (void (*)(void))ap_xccl_reduce_scatter},
    {"xccl_group_start", 712, (void (*)(void))ap_xccl_group_start},
    {"xccl_group_end", 720, (void (*)(void))ap_xccl_group_end},
    {"xccl_send", 728, (void (*)(void))ap_xccl_send},
    {"xccl_recv", 736, (void (*)(void))ap_xccl_recv},
    {"xccl_all_to_all", 744, (void (*)(void))ap_xccl_all_to_all},
    {"profiler_initialize", 816, (void (*)(void))ap_profiler_initialize},
    {"profiler_finalize", 824, (void (*)(void))ap_profiler_finalize},
    {"profiler_prepare_tracing", 832, (void (*)(void))ap_profiler_prepare_tracing},
    {"profiler_start_tracing", 840, (void (*)(void))ap_profiler_start_tracing},
    {"profiler_stop_tracing", 848, (void (*)(void))ap_profiler_stop_tracing},
    {"profiler_collect_trace_data", 856, (void (*)(void))ap_profiler_collect_trace_data},
};
static const ap_fill_t ap__fills_3_3[78] = {
    {"initialize", 8, (void (*)(void))ap_initialize},
    {"finalize", 16, (void (*)(void))ap_finalize},
    {"init_device", 24, (void (*)(void))ap_init_device},
    {"set_device", 32, (void (*)(void))ap_set_device},
    {"get_device", 40, (void (*)(void))ap_get_device},
    {"deinit_device", 48, (void (*)(void))ap_deinit_device},
    {"create_stream", 56, (void (*)(void))ap_create_stream},
    {"destroy_stream", 64, (void (*)(void))ap_destroy_stream},
    {"query_stream", 72, (void (*)(void))ap_query_stream},
    {"stream_add_callback", 80, (void (*)(void))ap_stream_add_callback},
    {"create_event", 88, (void (*)(void))ap_create_event},
    {"record_event", 96, (void (*)(void))ap_record_event},
    {"destroy_event", 104, (void (*)(void))ap_destroy_event},
    {"query_event", 112, (void (*)(void))ap_query_event},
    {"synchronize_device", 120, (void (*)(void))ap_synchronize_device},
    {"synchronize_stream", 128, (void (*)(void))ap_synchronize_stream},
    {"synchronize_event", 136, (void (*)(void))ap_synchronize_event},
    {"stream_wait_event", 144, (void (*)(void))ap_stream_wait_event},
    {"device_memory_allocate", 216, (void (*)(void))ap_device_memory_allocate},
    {"device_memory_deallocate", 224, (void (*)(void))ap_device_memory_deallocate},
    {"device_memory_set", 232, (void (*)(void))ap_device_memory_set},
    {"host_memory_allocate", 240, (void (*)(void))ap_host_memory_allocate},
    {"host_memory_deallocate", 248, (void (*)(void))ap_host_memory_deallocate},
    {"unified_memory_allocate", 256, (void (*)(void))ap_unified_memory_allocate},
    {"unified_memory_deallocate", 264, (void (*)(void))ap_unified_memory_deallocate},
    {"memory_copy_h2d", 272, (void (*)(void))ap_memory_copy_h2d},
    {"memory_copy_d2h", 280, (void (*)(void))ap_memory_copy_d2h},
    {"memory_copy_d2d", 288, (void (*)(void))ap_memory_copy_d2d},
    {"memory_copy_p2p", 296, (void (*)(void))ap_memory_copy_p2p},
    {"async_memory_copy_h2d", 304, (void (*)(void))ap_async_memory_copy_h2d},
    {"async_memory_copy_d2h", 312, (void (*)(void))ap_async_memory_copy_d2h},
    {"async_memory_copy_d2d", 320, (void (*)(void))ap_async_memory_copy_d2d},
    {"async_memory_copy_p2p", 328, (void (*)(void))ap_async_memory_copy_p2p},
    {"get_device_count", 400, (void (*)(void))ap_get_device_count},
    {"get_device_list", 408, (void (*)(void))ap_get_device_list},
    {"device_memory_stats", 416, (void (*)(void))ap_device_memory_stats},
    {"device_min_chunk_size", 424, (void (*)(void))ap_device_min_chunk_size},
    {"device_max_chunk_size", 432, (void (*)(void))ap_device_max_chunk_size},
    {"device_max_alloc_size", 440, (void (*)(void))ap_device_max_alloc_size},
    {"device_extra_padding_size", 448, (void (*)(void))ap_device_extra_padding_size},
    {"device_init_alloc_size", 456, (void (*)(void))ap_device_init_alloc_size},
    {"device_realloc_size", 464, (void (*)(void))ap_device_realloc_size},
    {"get_compute_capability", 472, (void (*)(void))ap_get_compute_capability},
    {"get_runtime_version", 488, (void (*)(void))ap_get_runtime_version},
    {"get_driver_version", 496, (void (*)(void))ap_get_driver_version},
    {"get_multi_process", 504, (void (*)(void))ap_get_multi_process},
    {"get_max_threads_per_mp", 512, (void (*)(void))ap_get_max_threads_per_mp},
    {"get_max_threads_per_block", 520, (void (*)(void))ap_get_max_threads_per_block},
    {"get_max_grid_dim_size", 528, (void (*)(void))ap_get_max_grid_dim_size},
    {"is_float16_supported", 536, (void (*)(void))ap_is_float16_supported},
    {"is_bfloat16_supported", 544, (void (*)(void))ap_is_bfloat16_supported},
    {"xccl_get_unique_id_size", 648, (void (*)(void))ap_xccl_get_unique_id_size},
    {"xccl_get_unique_id", 656, (void (*)(void))ap_xccl_get_unique_id},
    {"xccl_comm_init_rank", 664, (void (*)(void))ap_xccl_comm_init_rank},
    {"xccl_destroy_comm", 672, (void (*)(void))ap_xccl_destroy_comm},
    {"xccl_all_reduce", 680, (void (*)(void))ap_xccl_all_reduce},
    {"xccl_broadcast", 688, (void (*)(void))ap_xccl_broadcast},
    {"xccl_reduce", 696, (void (*)(void))ap_xccl_reduce},
    {"xccl_all_gather", 704, (void (*)(void))ap_xccl_all_gather},
    {"xccl_reduce_scatter", 712, (void (*)(void))ap_xccl_reduce_scatter},
    {"xccl_group_start", 720, (void (*)(void))ap_xccl_group_start},
    {"xccl_group_end", 728, (void (*)(void))ap_xccl_group_end},
    {"xccl_send", 736, (void (*)(void))ap_xccl_send},
    {"xccl_recv", 744, (void (*)(void))ap_xccl_recv},
    {"xccl_all_to_all", 752, (void (*)(void))ap_xccl_all_to_all},
    {"profiler_initialize", 824, (void (*)(void))ap_profiler_initialize},
    {"profiler_finalize", 832, (void (*)(void))ap_profiler_finalize},
    {"profiler_prepare_tracing", 840, (void (*)(void))ap_profiler_prepare_tracing},
    {"profiler_start_tracing", 848, (void (*)(void))ap_profiler_start_tracing},
    {"profiler_stop_tracing", 856, (void (*)(void))ap_profiler_stop_tracing},
    {"profiler_collect_trace_data", 864, (void (*)(void))ap_profiler_collect_trace_data},
    {"cuda_stream_begin_capture", 976, (void (*)(void))ap_cuda_stream_begin_capture},
    {"cuda_stream_end_captrue", 984, (void (*)(void))ap_cuda_stream_end_captrue},
    {"cuda_graph_launch", 992, (void (*)(void))ap_cuda_graph_launch},
    {"cuda_graph_destroy", 1000, (void (*)(void))ap_cuda_graph_destroy},
    {"cuda_graph_exec_destroy", 1008, (void (*)(void))ap_cuda_graph_exec_destroy},
    {"cuda_graph_instantiate", 1016, (void (*)(void))ap_cuda_graph_instantiate},
    {"cuda_stream_capture_info", 1032, (void (*)(void))ap_cuda_stream_capture_info},
};
static const ap_fill_t ap__fills_develop[81] = {
    {"initialize", 8, (void (*)(void))ap_initialize},
    {"finalize", 16, (void (*)(void))ap_finalize},
    {"init_device", 24, (void (*)(void))ap_init_device},
    {"set_device", 32, (void (*)(void))ap_set_device},
    {"get_device", 40, (void (*)(void))ap_get_device},
    {"deinit_device", 48, (void (*)(void))ap_deinit_device},
    {"create_stream", 56, (void (*)(void))ap_create_stream},
    {"destroy_stream", 64, (void (*)(void))ap_destroy_stream},
    {"query_stream", 72, (void (*)(void))ap_query_stream},
    {"stream_add_callback", 80, (void (*)(void))ap_stream_add_callback},
    {"create_event", 88, (void (*)(void))ap_create_event},
    {"record_event", 96, (void (*)(void))ap_record_event},
    {"destroy_event", 104, (void (*)(void))ap_destroy_event},
    {"query_event", 112, (void (*)(void))ap_query_event},
    {"synchronize_device", 120, (void (*)(void))ap_synchronize_device},
    {"synchronize_stream", 128, (void (*)(void))ap_synchronize_stream},
    {"synchronize_event", 136, (void (*)(void))ap_synchronize_event},
    {"stream_wait_event", 144, (void (*)(void))ap_stream_wait_event},
    {"device_memory_allocate", 216, (void (*)(void))ap_device_memory_allocate},
    {"device_memory_deallocate", 224, (void (*)(void))ap_device_memory_deallocate},
    {"device_memory_set", 232, (void (*)(void))ap_device_memory_set},
    {"host_memory_allocate", 240, (void (*)(void))ap_host_memory_allocate},
    {"host_memory_deallocate", 248, (void (*)(void))ap_host_memory_deallocate},
    {"unified_memory_allocate", 256, (void (*)(void))ap_unified_memory_allocate},
    {"unified_memory_deallocate", 264, (void (*)(void))ap_unified_memory_deallocate},
    {"memory_copy_h2d", 272, (void (*)(void))ap_memory_copy_h2d},
    {"memory_copy_d2h", 280, (void (*)(void))ap_memory_copy_d2h},
    {"memory_copy_d2d", 288, (void (*)(void))ap_memory_copy_d2d},
    {"memory_copy_p2p", 296, (void (*)(void))ap_memory_copy_p2p},
    {"async_memory_copy_h2d", 304, (void (*)(void))ap_async_memory_copy_h2d},
    {"async_memory_copy_d2h", 312, (void (*)(void))ap_async_memory_copy_d2h},
    {"async_memory_copy_d2d", 320, (void (*)(void))ap_async_memory_copy_d2d},
    {"async_memory_copy_p2p", 328, (void (*)(void))ap_async_memory_copy_p2p},
    {"get_device_count", 400, (void (*)(void))ap_get_device_count},
    {"get_device_list", 408, (void (*)(void))ap_get_device_list},
    {"device_memory_stats", 416, (void (*)(void))ap_device_memory_stats},
    {"device_min_chunk_size", 424, (void (*)(void))ap_device_min_chunk_size},
    {"device_max_chunk_size", 432, (void (*)(void))ap_device_max_chunk_size},
    {"device_max_alloc_size", 440, (void (*)(void))ap_device_max_alloc_size},
    {"device_extra_padding_size", 448, (void (*)(void))ap_device_extra_padding_size},
    {"device_init_alloc_size", 456, (void (*)(void))ap_device_init_alloc_size},
    {"device_realloc_size", 464, (void (*)(void))ap_device_realloc_size},
    {"get_compute_capability", 472, (void (*)(void))ap_get_compute_capability},
    {"get_runtime_version", 488, (void (*)(void))ap_get_runtime_version},
    {"get_driver_version", 496, (void (*)(void))ap_get_driver_version},
    {"get_multi_process", 504, (void (*)(void))ap_get_multi_process},
    {"get_max_threads_per_mp", 512, (void (*)(void))ap_get_max_threads_per_mp},
    {"get_max_threads_per_block", 520, (void (*)(void))ap_get_max_threads_per_block},
    {"get_max_shared_mem_per_block", 528, (void (*)(void))ap_get_max_shared_mem_per_block},
    {"get_max_blocks_per_mp", 536, (void (*)(void))ap_get_max_blocks_per_mp},
    {"get_max_grid_dim_size", 544, (void (*)(void))ap_get_max_grid_dim_size},
    {"get_max_block_dim_size", 552, (void (*)(void))ap_get_max_block_dim_size},
    {"is_float16_supported", 560, (void (*)(void))ap_is_float16_supported},
    {"is_bfloat16_supported", 568, (void (*)(void))ap_is_bfloat16_supported},
    {"xccl_get_unique_id_size", 672, (void (*)(void))ap_xccl_get_unique_id_size},
    {"xccl_get_unique_id", 680, (void (*)(void))ap_xccl_get_unique_id},
    {"xccl_comm_init_rank", 688, (void (*)(void))ap_xccl_comm_init_rank},
    {"xccl_destroy_comm", 696, (void (*)(void))ap_xccl_destroy_comm},
    {"xccl_all_reduce", 704, (void (*)(void))ap_xccl_all_reduce},
    {"xccl_broadcast", 712, (void (*)(void))ap_xccl_broadcast},
    {"xccl_reduce", 720, (void (*)(void))ap_xccl_reduce},
    {"xccl_all_gather", 728, (void (*)(void))ap_xccl_all_gather},
    {"xccl_reduce_scatter", 736, (void (*)(void))ap_xccl_reduce_scatter},
    {"xccl_group_start", 744, (void (*)(void))ap_xccl_group_start},
    {"xccl_group_end", 752, (void (*)(void))ap_xccl_group_end},
    {"xccl_send", 760, (void (*)(void))ap_xccl_send},
    {"xccl_recv", 768, (void (*)(void))ap_xccl_recv},
    {"xccl_all_to_all", 776, (void (*)(void))ap_xccl_all_to_all},
    {"profiler_initialize", 848, (void (*)(void))ap_profiler_initialize},
    {"profiler_finalize", 856, (void (*)(void))ap_profiler_finalize},
    {"profiler_prepare_tracing", 864, (void (*)(void))ap_profiler_prepare_tracing},
    {"profiler_start_tracing", 872, (void (*)(void))ap_profiler_start_tracing},
    {"profiler_stop_tracing", 880, (void (*)(void))ap_profiler_stop_tracing},
    {"profiler_collect_trace_data", 888, (void (*)(void))ap_profiler_collect_trace_data},
    {"cuda_stream_begin_capture", 1016, (void (*)(void))ap_cuda_stream_begin_capture},
    {"cuda_stream_end_captrue", 1024, (void (*)(void))ap_cuda_stream_end_captrue},
    {"cuda_graph_launch", 1032, (void (*)(void))ap_cuda_graph_launch},
    {"cuda_graph_destroy", 1040, (void (*)(void))ap_cuda_graph_destroy},
    {"cuda_graph_exec_destroy", 1048, (void (*)(void))ap_cuda_graph_exec_destroy},
    {"cuda_graph_instantiate", 1056, (void (*)(void))ap_cuda_graph_instantiate},
    {"cuda_stream_capture_info", 1072, (void (*)(void))ap_cuda_stream_capture_info},
};

const ap_layout_t ap__layouts[AP_LAYOUT_COUNT] = {
    {"2.6", "2.6.2", 912, ap__fills_2_6, 62},
    {"3.0", "3.0.0b2, 3.0.0", 920, ap__fills_3_0, 62},
    {"3.1", "3.1.0, 3.1.1", 976, ap__fills_3_1, 69},
    {"3.2", "3.2.0, 3.2.1, 3.2.2", 1032, ap__fills_3_2, 71},
    {"3.3", "3.3.0, 3.3.1", 1128, ap__fills_3_3, 78},
    {"develop", "", 1176, ap__fills_develop, 81},
};

/* ---- enums */
int ap__to_anyrt_dtype(C_DataType in, anyrt_dtype_t* out) {
    switch (in) {
    case BOOL: *out = ANYRT_DTYPE_BOOL; return 1;
    case UINT8: *out = ANYRT_DTYPE_UINT8; return 1;
    case UINT16: *out = ANYRT_DTYPE_UINT16; return 1;
    case UINT32: *out = ANYRT_DTYPE_UINT32; return 1;
    case UINT64: *out = ANYRT_DTYPE_UINT64; return 1;
    case INT8: *out = ANYRT_DTYPE_INT8; return 1;
    case INT16: *out = ANYRT_DTYPE_INT16; return 1;
    case INT32: *out = ANYRT_DTYPE_INT32; return 1;
    case INT64: *out = ANYRT_DTYPE_INT64; return 1;
    case FLOAT16: *out = ANYRT_DTYPE_FLOAT16; return 1;
    case FLOAT32: *out = ANYRT_DTYPE_FLOAT32; return 1;
    case FLOAT64: *out = ANYRT_DTYPE_FLOAT64; return 1;
    case BFLOAT16: *out = ANYRT_DTYPE_BFLOAT16; return 1;
    default: return 0;
    }
}

int ap__to_paddle_dtype(anyrt_dtype_t in, C_DataType* out) {
    switch (in) {
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

int ap__to_anyrt_reduce_op(C_CCLReduceOp in, anyrt_reduce_op_t* out) {
    switch (in) {
    case SUM: *out = ANYRT_REDUCE_OP_SUM; return 1;
    case AVG: *out = ANYRT_REDUCE_OP_AVG; return 1;
    case MAX: *out = ANYRT_REDUCE_OP_MAX; return 1;
    case MIN: *out = ANYRT_REDUCE_OP_MIN; return 1;
    case PRODUCT: *out = ANYRT_REDUCE_OP_PROD; return 1;
    default: return 0;
    }
}

/* ---- Paddle's C kernel API */
ap_capi_t ap__capi;
const char* const ap__capi_libraries[AP_CAPI_LIBRARY_COUNT] = {
    "libphi_core.so",
    "libphi.so",
    "libpaddle.so",
};

int ap__capi_resolve(void* lib, const char** missing) {
    void* p;
    if (!(p = dlsym(lib, "PD_RegisterPhiKernel"))) {
        *missing = "PD_RegisterPhiKernel";
        return -1;
    }
    memcpy(&ap__capi.PD_RegisterPhiKernel, &p, sizeof p);
    if (!(p = dlsym(lib, "PD_KernelContextGetDeviceContext"))) {
        *missing = "PD_KernelContextGetDeviceContext";
        return -1;
    }
    memcpy(&ap__capi.PD_KernelContextGetDeviceContext, &p, sizeof p);
    if (!(p = dlsym(lib, "PD_KernelContextInputAt"))) {
        *missing = "PD_KernelContextInputAt";
        return -1;
    }
    memcpy(&ap__capi.PD_KernelContextInputAt, &p, sizeof p);
    if (!(p = dlsym(lib, "PD_KernelContextOutputAt"))) {
        *missing = "PD_KernelContextOutputAt";
        return -1;
    }
    memcpy(&ap__capi.PD_KernelContextOutputAt, &p, sizeof p);
    if (!(p = dlsym(lib, "PD_KernelContextBoolAttrAt"))) {
        *missing = "PD_KernelContextBoolAttrAt";
        return -1;
    }
    memcpy(&ap__capi.PD_KernelContextBoolAttrAt, &p, sizeof p);
    if (!(p = dlsym(lib, "PD_KernelContextInt32AttrAt"))) {
        *missing = "PD_KernelContextInt32AttrAt";
        return -1;
    }
    memcpy(&ap__capi.PD_KernelContextInt32AttrAt, &p, sizeof p);
    if (!(p = dlsym(lib, "PD_KernelContextInt64AttrAt"))) {
        *missing = "PD_KernelContextInt64AttrAt";
        return -1;
    }
    memcpy(&ap__capi.PD_KernelContextInt64AttrAt, &p, sizeof p);
    if (!(p = dlsym(lib, "PD_KernelContextFloatAttrAt"))) {
        *missing = "PD_KernelContextFloatAttrAt";
        return -1;
    }
    memcpy(&ap__capi.PD_KernelContextFloatAttrAt, &p, sizeof p);
    if (!(p = dlsym(lib, "PD_KernelContextDoubleAttrAt"))) {
        *missing = "PD_KernelContextDoubleAttrAt";
        return -1;
    }
    memcpy(&ap__capi.PD_KernelContextDoubleAttrAt, &p, sizeof p);
    if (!(p = dlsym(lib, "PD_KernelContextScalarAttrAt"))) {
        *missing = "PD_KernelContextScalarAttrAt";
        return -1;
    }
    memcpy(&ap__capi.PD_KernelContextScalarAttrAt, &p, sizeof p);
    if (!(p = dlsym(lib, "PD_KernelContextIntArrayAttrAt"))) {
        *missing = "PD_KernelContextIntArrayAttrAt";
        return -1;
    }
    memcpy(&ap__capi.PD_KernelContextIntArrayAttrAt, &p, sizeof p);
    if (!(p = dlsym(lib, "PD_KernelContextDataTypeAttrAt"))) {
        *missing = "PD_KernelContextDataTypeAttrAt";
        return -1;
    }
    memcpy(&ap__capi.PD_KernelContextDataTypeAttrAt, &p, sizeof p);
    if (!(p = dlsym(lib, "PD_KernelContextListInt64AttrAt"))) {
        *missing = "PD_KernelContextListInt64AttrAt";
        return -1;
    }
    memcpy(&ap__capi.PD_KernelContextListInt64AttrAt, &p, sizeof p);
    if (!(p = dlsym(lib, "PD_KernelContextListInt32AttrAt"))) {
        *missing = "PD_KernelContextListInt32AttrAt";
        return -1;
    }
    memcpy(&ap__capi.PD_KernelContextListInt32AttrAt, &p, sizeof p);
    if (!(p = dlsym(lib, "PD_KernelContextStringAttrAt"))) {
        *missing = "PD_KernelContextStringAttrAt";
        return -1;
    }
    memcpy(&ap__capi.PD_KernelContextStringAttrAt, &p, sizeof p);
    if (!(p = dlsym(lib, "PD_DatatTypeAttr"))) {
        *missing = "PD_DatatTypeAttr";
        return -1;
    }
    memcpy(&ap__capi.PD_DatatTypeAttr, &p, sizeof p);
    if (!(p = dlsym(lib, "PD_ListInt64Attr"))) {
        *missing = "PD_ListInt64Attr";
        return -1;
    }
    memcpy(&ap__capi.PD_ListInt64Attr, &p, sizeof p);
    if (!(p = dlsym(lib, "PD_ListInt32Attr"))) {
        *missing = "PD_ListInt32Attr";
        return -1;
    }
    memcpy(&ap__capi.PD_ListInt32Attr, &p, sizeof p);
    if (!(p = dlsym(lib, "PD_StringAttr"))) {
        *missing = "PD_StringAttr";
        return -1;
    }
    memcpy(&ap__capi.PD_StringAttr, &p, sizeof p);
    if (!(p = dlsym(lib, "PD_OptionalTensorGetPointer"))) {
        *missing = "PD_OptionalTensorGetPointer";
        return -1;
    }
    memcpy(&ap__capi.PD_OptionalTensorGetPointer, &p, sizeof p);
    if (!(p = dlsym(lib, "PD_TensorGetPDDataType"))) {
        *missing = "PD_TensorGetPDDataType";
        return -1;
    }
    memcpy(&ap__capi.PD_TensorGetPDDataType, &p, sizeof p);
    if (!(p = dlsym(lib, "PD_TensorGetDataPointer"))) {
        *missing = "PD_TensorGetDataPointer";
        return -1;
    }
    memcpy(&ap__capi.PD_TensorGetDataPointer, &p, sizeof p);
    if (!(p = dlsym(lib, "PD_TensorGetElementCount"))) {
        *missing = "PD_TensorGetElementCount";
        return -1;
    }
    memcpy(&ap__capi.PD_TensorGetElementCount, &p, sizeof p);
    if (!(p = dlsym(lib, "PD_TensorGetNumDims"))) {
        *missing = "PD_TensorGetNumDims";
        return -1;
    }
    memcpy(&ap__capi.PD_TensorGetNumDims, &p, sizeof p);
    if (!(p = dlsym(lib, "PD_TensorGetDim"))) {
        *missing = "PD_TensorGetDim";
        return -1;
    }
    memcpy(&ap__capi.PD_TensorGetDim, &p, sizeof p);
    if (!(p = dlsym(lib, "PD_TensorGetNumStrides"))) {
        *missing = "PD_TensorGetNumStrides";
        return -1;
    }
    memcpy(&ap__capi.PD_TensorGetNumStrides, &p, sizeof p);
    if (!(p = dlsym(lib, "PD_TensorGetStride"))) {
        *missing = "PD_TensorGetStride";
        return -1;
    }
    memcpy(&ap__capi.PD_TensorGetStride, &p, sizeof p);
    if (!(p = dlsym(lib, "PD_TensorSetDims"))) {
        *missing = "PD_TensorSetDims";
        return -1;
    }
    memcpy(&ap__capi.PD_TensorSetDims, &p, sizeof p);
    if (!(p = dlsym(lib, "PD_TensorSetStrides"))) {
        *missing = "PD_TensorSetStrides";
        return -1;
    }
    memcpy(&ap__capi.PD_TensorSetStrides, &p, sizeof p);
    if (!(p = dlsym(lib, "PD_TensorSetOffset"))) {
        *missing = "PD_TensorSetOffset";
        return -1;
    }
    memcpy(&ap__capi.PD_TensorSetOffset, &p, sizeof p);
    if (!(p = dlsym(lib, "PD_DeviceContextGetStream"))) {
        *missing = "PD_DeviceContextGetStream";
        return -1;
    }
    memcpy(&ap__capi.PD_DeviceContextGetStream, &p, sizeof p);
    if (!(p = dlsym(lib, "PD_DeviceContextAllocateTensor"))) {
        *missing = "PD_DeviceContextAllocateTensor";
        return -1;
    }
    memcpy(&ap__capi.PD_DeviceContextAllocateTensor, &p, sizeof p);
    if (!(p = dlsym(lib, "PD_DeviceContextGetRandom"))) {
        *missing = "PD_DeviceContextGetRandom";
        return -1;
    }
    memcpy(&ap__capi.PD_DeviceContextGetRandom, &p, sizeof p);
    if (!(p = dlsym(lib, "PD_ScalarGetInt64Data"))) {
        *missing = "PD_ScalarGetInt64Data";
        return -1;
    }
    memcpy(&ap__capi.PD_ScalarGetInt64Data, &p, sizeof p);
    if (!(p = dlsym(lib, "PD_ScalarGetFloat64Data"))) {
        *missing = "PD_ScalarGetFloat64Data";
        return -1;
    }
    memcpy(&ap__capi.PD_ScalarGetFloat64Data, &p, sizeof p);
    if (!(p = dlsym(lib, "PD_IntArrayGetDataPointer"))) {
        *missing = "PD_IntArrayGetDataPointer";
        return -1;
    }
    memcpy(&ap__capi.PD_IntArrayGetDataPointer, &p, sizeof p);
    if (!(p = dlsym(lib, "PD_IntArrayGetElementCount"))) {
        *missing = "PD_IntArrayGetElementCount";
        return -1;
    }
    memcpy(&ap__capi.PD_IntArrayGetElementCount, &p, sizeof p);
    if (!(p = dlsym(lib, "PD_KernelGetArgsDef"))) {
        *missing = "PD_KernelGetArgsDef";
        return -1;
    }
    memcpy(&ap__capi.PD_KernelGetArgsDef, &p, sizeof p);
    if (!(p = dlsym(lib, "PD_KernelArgsDefGetOutputArgDefs"))) {
        *missing = "PD_KernelArgsDefGetOutputArgDefs";
        return -1;
    }
    memcpy(&ap__capi.PD_KernelArgsDefGetOutputArgDefs, &p, sizeof p);
    if (!(p = dlsym(lib, "PD_TensorArgDefSetDataType"))) {
        *missing = "PD_TensorArgDefSetDataType";
        return -1;
    }
    memcpy(&ap__capi.PD_TensorArgDefSetDataType, &p, sizeof p);
    if (!(p = dlsym(lib, "PD_DeletePointerList"))) {
        *missing = "PD_DeletePointerList";
        return -1;
    }
    memcpy(&ap__capi.PD_DeletePointerList, &p, sizeof p);
    if (!(p = dlsym(lib, "PD_KernelContextMultiInputAt"))) {
        *missing = "PD_KernelContextMultiInputAt";
        return -1;
    }
    memcpy(&ap__capi.PD_KernelContextMultiInputAt, &p, sizeof p);
    if (!(p = dlsym(lib, "PD_KernelContextMultiOutputAt"))) {
        *missing = "PD_KernelContextMultiOutputAt";
        return -1;
    }
    memcpy(&ap__capi.PD_KernelContextMultiOutputAt, &p, sizeof p);
    if (!(p = dlsym(lib, "PD_TensorVectorToList"))) {
        *missing = "PD_TensorVectorToList";
        return -1;
    }
    memcpy(&ap__capi.PD_TensorVectorToList, &p, sizeof p);
    if (!(p = dlsym(lib, "PD_KernelContextListScalarAttrAt"))) {
        *missing = "PD_KernelContextListScalarAttrAt";
        return -1;
    }
    memcpy(&ap__capi.PD_KernelContextListScalarAttrAt, &p, sizeof p);
    if (!(p = dlsym(lib, "PD_ListScalarAttr"))) {
        *missing = "PD_ListScalarAttr";
        return -1;
    }
    memcpy(&ap__capi.PD_ListScalarAttr, &p, sizeof p);
    return 0;
}

/* ---- the operators kernels run through, with uniform signatures (ap_op_t; through ap__rt here) */
static anyrt_status_t ap__create_add(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_add_descriptor(handle, desc, t[0], t[1], t[2]);
}

static anyrt_status_t ap__run_add(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_add(desc, workspace, workspace_size, p[0], p[1], p[2], stream);
}

const ap_op_t ap__op_add = {"add", 3, 1, 0, -1, ap__create_add, ap__run_add};
static anyrt_status_t ap__create_sub(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_sub_descriptor(handle, desc, t[0], t[1], t[2]);
}

static anyrt_status_t ap__run_sub(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_sub(desc, workspace, workspace_size, p[0], p[1], p[2], stream);
}

const ap_op_t ap__op_sub = {"sub", 3, 1, 0, -1, ap__create_sub, ap__run_sub};
static anyrt_status_t ap__create_mul(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_mul_descriptor(handle, desc, t[0], t[1], t[2]);
}

static anyrt_status_t ap__run_mul(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_mul(desc, workspace, workspace_size, p[0], p[1], p[2], stream);
}

const ap_op_t ap__op_mul = {"mul", 3, 1, 0, -1, ap__create_mul, ap__run_mul};
static anyrt_status_t ap__create_relu(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_relu_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_relu(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_relu(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_relu = {"relu", 2, 1, 0, -1, ap__create_relu, ap__run_relu};
static anyrt_status_t ap__create_silu(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_silu_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_silu(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_silu(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_silu = {"silu", 2, 1, 0, -1, ap__create_silu, ap__run_silu};
static anyrt_status_t ap__create_sigmoid(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_sigmoid_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_sigmoid(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_sigmoid(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_sigmoid = {"sigmoid", 2, 1, 0, -1, ap__create_sigmoid, ap__run_sigmoid};
static anyrt_status_t ap__create_swiglu(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_swiglu_descriptor(handle, desc, t[0], t[1], t[2]);
}

static anyrt_status_t ap__run_swiglu(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_swiglu(desc, workspace, workspace_size, p[0], p[1], p[2], stream);
}

const ap_op_t ap__op_swiglu = {"swiglu", 3, 1, 0, -1, ap__create_swiglu, ap__run_swiglu};
static anyrt_status_t ap__create_zeros(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_zeros_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_zeros(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_zeros(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_zeros = {"zeros", 2, 1, 0, -1, ap__create_zeros, ap__run_zeros};
static anyrt_status_t ap__create_ones(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_ones_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_ones(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_ones(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_ones = {"ones", 2, 1, 0, -1, ap__create_ones, ap__run_ones};
static anyrt_status_t ap__create_cross_entropy(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_cross_entropy_descriptor(handle, desc, t[0], t[1], t[2]);
}

static anyrt_status_t ap__run_cross_entropy(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_cross_entropy(desc, workspace, workspace_size, p[0], p[1], p[2], stream);
}

const ap_op_t ap__op_cross_entropy = {"cross_entropy", 3, 1, 0, -1, ap__create_cross_entropy, ap__run_cross_entropy};
static anyrt_status_t ap__create_embedding(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_embedding_descriptor(handle, desc, t[0], t[1], t[2]);
}

static anyrt_status_t ap__run_embedding(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_embedding(desc, workspace, workspace_size, p[0], p[1], p[2], stream);
}

const ap_op_t ap__op_embedding = {"embedding", 3, 1, 0, -1, ap__create_embedding, ap__run_embedding};
static anyrt_status_t ap__create_gelu(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_gelu_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_gelu(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_gelu(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_gelu = {"gelu", 2, 1, 0, -1, ap__create_gelu, ap__run_gelu};
static anyrt_status_t ap__create_gelutanh(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_gelutanh_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_gelutanh(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_gelutanh(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_gelutanh = {"gelutanh", 2, 1, 0, -1, ap__create_gelutanh, ap__run_gelutanh};
static anyrt_status_t ap__create_tanh(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_tanh_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_tanh(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_tanh(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_tanh = {"tanh", 2, 1, 0, -1, ap__create_tanh, ap__run_tanh};
static anyrt_status_t ap__create_erf(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_erf_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_erf(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_erf(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_erf = {"erf", 2, 1, 0, -1, ap__create_erf, ap__run_erf};
static anyrt_status_t ap__create_reciprocal(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_reciprocal_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_reciprocal(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_reciprocal(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_reciprocal = {"reciprocal", 2, 1, 0, -1, ap__create_reciprocal, ap__run_reciprocal};
static anyrt_status_t ap__create_hardswish(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_hardswish_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_hardswish(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_hardswish(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_hardswish = {"hardswish", 2, 1, 0, -1, ap__create_hardswish, ap__run_hardswish};
static anyrt_status_t ap__create_clip(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_clip_descriptor(handle, desc, t[0], t[1], t[2], t[3]);
}

static anyrt_status_t ap__run_clip(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_clip(desc, workspace, workspace_size, p[0], p[1], p[2], p[3], stream);
}

const ap_op_t ap__op_clip = {"clip", 4, 1, 0, -1, ap__create_clip, ap__run_clip};
static anyrt_status_t ap__create_abs(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_abs_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_abs(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_abs(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_abs = {"abs", 2, 1, 0, -1, ap__create_abs, ap__run_abs};
static anyrt_status_t ap__create_sign(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_sign_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_sign(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_sign(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_sign = {"sign", 2, 1, 0, -1, ap__create_sign, ap__run_sign};
static anyrt_status_t ap__create_square(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_square_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_square(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_square(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_square = {"square", 2, 1, 0, -1, ap__create_square, ap__run_square};
static anyrt_status_t ap__create_exp(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_exp_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_exp(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_exp(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_exp = {"exp", 2, 1, 0, -1, ap__create_exp, ap__run_exp};
static anyrt_status_t ap__create_expm1(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_expm1_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_expm1(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_expm1(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_expm1 = {"expm1", 2, 1, 0, -1, ap__create_expm1, ap__run_expm1};
static anyrt_status_t ap__create_log(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_log_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_log(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_log(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_log = {"log", 2, 1, 0, -1, ap__create_log, ap__run_log};
static anyrt_status_t ap__create_log2(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_log2_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_log2(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_log2(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_log2 = {"log2", 2, 1, 0, -1, ap__create_log2, ap__run_log2};
static anyrt_status_t ap__create_log10(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_log10_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_log10(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_log10(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_log10 = {"log10", 2, 1, 0, -1, ap__create_log10, ap__run_log10};
static anyrt_status_t ap__create_log1p(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_log1p_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_log1p(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_log1p(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_log1p = {"log1p", 2, 1, 0, -1, ap__create_log1p, ap__run_log1p};
static anyrt_status_t ap__create_sqrt(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_sqrt_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_sqrt(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_sqrt(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_sqrt = {"sqrt", 2, 1, 0, -1, ap__create_sqrt, ap__run_sqrt};
static anyrt_status_t ap__create_rsqrt(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_rsqrt_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_rsqrt(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_rsqrt(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_rsqrt = {"rsqrt", 2, 1, 0, -1, ap__create_rsqrt, ap__run_rsqrt};
static anyrt_status_t ap__create_sin(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_sin_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_sin(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_sin(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_sin = {"sin", 2, 1, 0, -1, ap__create_sin, ap__run_sin};
static anyrt_status_t ap__create_cos(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_cos_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_cos(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_cos(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_cos = {"cos", 2, 1, 0, -1, ap__create_cos, ap__run_cos};
static anyrt_status_t ap__create_tan(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_tan_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_tan(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_tan(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_tan = {"tan", 2, 1, 0, -1, ap__create_tan, ap__run_tan};
static anyrt_status_t ap__create_asin(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_asin_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_asin(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_asin(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_asin = {"asin", 2, 1, 0, -1, ap__create_asin, ap__run_asin};
static anyrt_status_t ap__create_acos(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_acos_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_acos(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_acos(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_acos = {"acos", 2, 1, 0, -1, ap__create_acos, ap__run_acos};
static anyrt_status_t ap__create_atan(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_atan_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_atan(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_atan(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_atan = {"atan", 2, 1, 0, -1, ap__create_atan, ap__run_atan};
static anyrt_status_t ap__create_sinh(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_sinh_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_sinh(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_sinh(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_sinh = {"sinh", 2, 1, 0, -1, ap__create_sinh, ap__run_sinh};
static anyrt_status_t ap__create_cosh(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_cosh_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_cosh(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_cosh(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_cosh = {"cosh", 2, 1, 0, -1, ap__create_cosh, ap__run_cosh};
static anyrt_status_t ap__create_asinh(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_asinh_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_asinh(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_asinh(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_asinh = {"asinh", 2, 1, 0, -1, ap__create_asinh, ap__run_asinh};
static anyrt_status_t ap__create_acosh(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_acosh_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_acosh(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_acosh(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_acosh = {"acosh", 2, 1, 0, -1, ap__create_acosh, ap__run_acosh};
static anyrt_status_t ap__create_atanh(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_atanh_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_atanh(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_atanh(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_atanh = {"atanh", 2, 1, 0, -1, ap__create_atanh, ap__run_atanh};
static anyrt_status_t ap__create_floor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_floor_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_floor(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_floor(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_floor = {"floor", 2, 1, 0, -1, ap__create_floor, ap__run_floor};
static anyrt_status_t ap__create_ceil(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_ceil_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_ceil(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_ceil(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_ceil = {"ceil", 2, 1, 0, -1, ap__create_ceil, ap__run_ceil};
static anyrt_status_t ap__create_round(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_round_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_round(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_round(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_round = {"round", 2, 1, 0, -1, ap__create_round, ap__run_round};
static anyrt_status_t ap__create_bitwise_not(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_bitwise_not_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_bitwise_not(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_bitwise_not(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_bitwise_not = {"bitwise_not", 2, 1, 0, -1, ap__create_bitwise_not, ap__run_bitwise_not};
static anyrt_status_t ap__create_logical_not(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_logical_not_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_logical_not(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_logical_not(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_logical_not = {"logical_not", 2, 1, 1, ANYRT_DTYPE_BOOL, ap__create_logical_not, ap__run_logical_not};
static anyrt_status_t ap__create_isnan(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_isnan_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_isnan(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_isnan(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_isnan = {"isnan", 2, 1, 1, ANYRT_DTYPE_BOOL, ap__create_isnan, ap__run_isnan};
static anyrt_status_t ap__create_isinf(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_isinf_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_isinf(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_isinf(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_isinf = {"isinf", 2, 1, 1, ANYRT_DTYPE_BOOL, ap__create_isinf, ap__run_isinf};
static anyrt_status_t ap__create_isfinite(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_isfinite_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_isfinite(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_isfinite(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_isfinite = {"isfinite", 2, 1, 1, ANYRT_DTYPE_BOOL, ap__create_isfinite, ap__run_isfinite};
static anyrt_status_t ap__create_div(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_div_descriptor(handle, desc, t[0], t[1], t[2]);
}

static anyrt_status_t ap__run_div(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_div(desc, workspace, workspace_size, p[0], p[1], p[2], stream);
}

const ap_op_t ap__op_div = {"div", 3, 1, 0, -1, ap__create_div, ap__run_div};
static anyrt_status_t ap__create_floor_divide(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_floor_divide_descriptor(handle, desc, t[0], t[1], t[2]);
}

static anyrt_status_t ap__run_floor_divide(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_floor_divide(desc, workspace, workspace_size, p[0], p[1], p[2], stream);
}

const ap_op_t ap__op_floor_divide = {"floor_divide", 3, 1, 0, -1, ap__create_floor_divide, ap__run_floor_divide};
static anyrt_status_t ap__create_remainder(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_remainder_descriptor(handle, desc, t[0], t[1], t[2]);
}

static anyrt_status_t ap__run_remainder(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_remainder(desc, workspace, workspace_size, p[0], p[1], p[2], stream);
}

const ap_op_t ap__op_remainder = {"remainder", 3, 1, 0, -1, ap__create_remainder, ap__run_remainder};
static anyrt_status_t ap__create_pow(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_pow_descriptor(handle, desc, t[0], t[1], t[2]);
}

static anyrt_status_t ap__run_pow(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_pow(desc, workspace, workspace_size, p[0], p[1], p[2], stream);
}

const ap_op_t ap__op_pow = {"pow", 3, 1, 0, -1, ap__create_pow, ap__run_pow};
static anyrt_status_t ap__create_maximum(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_maximum_descriptor(handle, desc, t[0], t[1], t[2]);
}

static anyrt_status_t ap__run_maximum(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_maximum(desc, workspace, workspace_size, p[0], p[1], p[2], stream);
}

const ap_op_t ap__op_maximum = {"maximum", 3, 1, 0, -1, ap__create_maximum, ap__run_maximum};
static anyrt_status_t ap__create_minimum(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_minimum_descriptor(handle, desc, t[0], t[1], t[2]);
}

static anyrt_status_t ap__run_minimum(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_minimum(desc, workspace, workspace_size, p[0], p[1], p[2], stream);
}

const ap_op_t ap__op_minimum = {"minimum", 3, 1, 0, -1, ap__create_minimum, ap__run_minimum};
static anyrt_status_t ap__create_bitwise_and(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_bitwise_and_descriptor(handle, desc, t[0], t[1], t[2]);
}

static anyrt_status_t ap__run_bitwise_and(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_bitwise_and(desc, workspace, workspace_size, p[0], p[1], p[2], stream);
}

const ap_op_t ap__op_bitwise_and = {"bitwise_and", 3, 1, 0, -1, ap__create_bitwise_and, ap__run_bitwise_and};
static anyrt_status_t ap__create_bitwise_or(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_bitwise_or_descriptor(handle, desc, t[0], t[1], t[2]);
}

static anyrt_status_t ap__run_bitwise_or(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_bitwise_or(desc, workspace, workspace_size, p[0], p[1], p[2], stream);
}

const ap_op_t ap__op_bitwise_or = {"bitwise_or", 3, 1, 0, -1, ap__create_bitwise_or, ap__run_bitwise_or};
static anyrt_status_t ap__create_bitwise_xor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_bitwise_xor_descriptor(handle, desc, t[0], t[1], t[2]);
}

static anyrt_status_t ap__run_bitwise_xor(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_bitwise_xor(desc, workspace, workspace_size, p[0], p[1], p[2], stream);
}

const ap_op_t ap__op_bitwise_xor = {"bitwise_xor", 3, 1, 0, -1, ap__create_bitwise_xor, ap__run_bitwise_xor};
static anyrt_status_t ap__create_eq(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_eq_descriptor(handle, desc, t[0], t[1], t[2]);
}

static anyrt_status_t ap__run_eq(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_eq(desc, workspace, workspace_size, p[0], p[1], p[2], stream);
}

const ap_op_t ap__op_eq = {"eq", 3, 1, 1, ANYRT_DTYPE_BOOL, ap__create_eq, ap__run_eq};
static anyrt_status_t ap__create_ne(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_ne_descriptor(handle, desc, t[0], t[1], t[2]);
}

static anyrt_status_t ap__run_ne(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_ne(desc, workspace, workspace_size, p[0], p[1], p[2], stream);
}

const ap_op_t ap__op_ne = {"ne", 3, 1, 1, ANYRT_DTYPE_BOOL, ap__create_ne, ap__run_ne};
static anyrt_status_t ap__create_lt(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_lt_descriptor(handle, desc, t[0], t[1], t[2]);
}

static anyrt_status_t ap__run_lt(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_lt(desc, workspace, workspace_size, p[0], p[1], p[2], stream);
}

const ap_op_t ap__op_lt = {"lt", 3, 1, 1, ANYRT_DTYPE_BOOL, ap__create_lt, ap__run_lt};
static anyrt_status_t ap__create_le(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_le_descriptor(handle, desc, t[0], t[1], t[2]);
}

static anyrt_status_t ap__run_le(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_le(desc, workspace, workspace_size, p[0], p[1], p[2], stream);
}

const ap_op_t ap__op_le = {"le", 3, 1, 1, ANYRT_DTYPE_BOOL, ap__create_le, ap__run_le};
static anyrt_status_t ap__create_gt(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_gt_descriptor(handle, desc, t[0], t[1], t[2]);
}

static anyrt_status_t ap__run_gt(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_gt(desc, workspace, workspace_size, p[0], p[1], p[2], stream);
}

const ap_op_t ap__op_gt = {"gt", 3, 1, 1, ANYRT_DTYPE_BOOL, ap__create_gt, ap__run_gt};
static anyrt_status_t ap__create_ge(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_ge_descriptor(handle, desc, t[0], t[1], t[2]);
}

static anyrt_status_t ap__run_ge(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_ge(desc, workspace, workspace_size, p[0], p[1], p[2], stream);
}

const ap_op_t ap__op_ge = {"ge", 3, 1, 1, ANYRT_DTYPE_BOOL, ap__create_ge, ap__run_ge};
static anyrt_status_t ap__create_logical_and(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_logical_and_descriptor(handle, desc, t[0], t[1], t[2]);
}

static anyrt_status_t ap__run_logical_and(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_logical_and(desc, workspace, workspace_size, p[0], p[1], p[2], stream);
}

const ap_op_t ap__op_logical_and = {"logical_and", 3, 1, 1, ANYRT_DTYPE_BOOL, ap__create_logical_and, ap__run_logical_and};
static anyrt_status_t ap__create_logical_or(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_logical_or_descriptor(handle, desc, t[0], t[1], t[2]);
}

static anyrt_status_t ap__run_logical_or(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_logical_or(desc, workspace, workspace_size, p[0], p[1], p[2], stream);
}

const ap_op_t ap__op_logical_or = {"logical_or", 3, 1, 1, ANYRT_DTYPE_BOOL, ap__create_logical_or, ap__run_logical_or};
static anyrt_status_t ap__create_logical_xor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_logical_xor_descriptor(handle, desc, t[0], t[1], t[2]);
}

static anyrt_status_t ap__run_logical_xor(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_logical_xor(desc, workspace, workspace_size, p[0], p[1], p[2], stream);
}

const ap_op_t ap__op_logical_xor = {"logical_xor", 3, 1, 1, ANYRT_DTYPE_BOOL, ap__create_logical_xor, ap__run_logical_xor};
static anyrt_status_t ap__create_where(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_where_descriptor(handle, desc, t[0], t[1], t[2], t[3]);
}

static anyrt_status_t ap__run_where(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_where(desc, workspace, workspace_size, p[0], p[1], p[2], p[3], stream);
}

const ap_op_t ap__op_where = {"where", 4, 1, 0, -1, ap__create_where, ap__run_where};
static anyrt_status_t ap__create_relu_backward(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_relu_backward_descriptor(handle, desc, t[0], t[1], t[2]);
}

static anyrt_status_t ap__run_relu_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_relu_backward(desc, workspace, workspace_size, p[0], p[1], p[2], stream);
}

const ap_op_t ap__op_relu_backward = {"relu_backward", 3, 1, 0, -1, ap__create_relu_backward, ap__run_relu_backward};
static anyrt_status_t ap__create_silu_backward(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_silu_backward_descriptor(handle, desc, t[0], t[1], t[2]);
}

static anyrt_status_t ap__run_silu_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_silu_backward(desc, workspace, workspace_size, p[0], p[1], p[2], stream);
}

const ap_op_t ap__op_silu_backward = {"silu_backward", 3, 1, 0, -1, ap__create_silu_backward, ap__run_silu_backward};
static anyrt_status_t ap__create_gelu_backward(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_gelu_backward_descriptor(handle, desc, t[0], t[1], t[2]);
}

static anyrt_status_t ap__run_gelu_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_gelu_backward(desc, workspace, workspace_size, p[0], p[1], p[2], stream);
}

const ap_op_t ap__op_gelu_backward = {"gelu_backward", 3, 1, 0, -1, ap__create_gelu_backward, ap__run_gelu_backward};
static anyrt_status_t ap__create_gelutanh_backward(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_gelutanh_backward_descriptor(handle, desc, t[0], t[1], t[2]);
}

static anyrt_status_t ap__run_gelutanh_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_gelutanh_backward(desc, workspace, workspace_size, p[0], p[1], p[2], stream);
}

const ap_op_t ap__op_gelutanh_backward = {"gelutanh_backward", 3, 1, 0, -1, ap__create_gelutanh_backward, ap__run_gelutanh_backward};
static anyrt_status_t ap__create_sigmoid_backward(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_sigmoid_backward_descriptor(handle, desc, t[0], t[1], t[2]);
}

static anyrt_status_t ap__run_sigmoid_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_sigmoid_backward(desc, workspace, workspace_size, p[0], p[1], p[2], stream);
}

const ap_op_t ap__op_sigmoid_backward = {"sigmoid_backward", 3, 1, 0, -1, ap__create_sigmoid_backward, ap__run_sigmoid_backward};
static anyrt_status_t ap__create_tanh_backward(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_tanh_backward_descriptor(handle, desc, t[0], t[1], t[2]);
}

static anyrt_status_t ap__run_tanh_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_tanh_backward(desc, workspace, workspace_size, p[0], p[1], p[2], stream);
}

const ap_op_t ap__op_tanh_backward = {"tanh_backward", 3, 1, 0, -1, ap__create_tanh_backward, ap__run_tanh_backward};
static anyrt_status_t ap__create_sum(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_sum_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_sum(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_sum(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_sum = {"sum", 2, 1, 0, -1, ap__create_sum, ap__run_sum};
static anyrt_status_t ap__create_mean(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_mean_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_mean(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_mean(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_mean = {"mean", 2, 1, 0, -1, ap__create_mean, ap__run_mean};
static anyrt_status_t ap__create_prod(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_prod_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_prod(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_prod(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_prod = {"prod", 2, 1, 0, -1, ap__create_prod, ap__run_prod};
static anyrt_status_t ap__create_amax(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_amax_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_amax(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_amax(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_amax = {"amax", 2, 1, 0, -1, ap__create_amax, ap__run_amax};
static anyrt_status_t ap__create_amin(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_amin_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_amin(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_amin(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_amin = {"amin", 2, 1, 0, -1, ap__create_amin, ap__run_amin};
static anyrt_status_t ap__create_any(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_any_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_any(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_any(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_any = {"any", 2, 1, 1, ANYRT_DTYPE_BOOL, ap__create_any, ap__run_any};
static anyrt_status_t ap__create_all(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_all_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_all(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_all(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_all = {"all", 2, 1, 1, ANYRT_DTYPE_BOOL, ap__create_all, ap__run_all};
static anyrt_status_t ap__create_cast(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_cast_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_cast(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_cast(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_cast = {"cast", 2, 1, 1, -1, ap__create_cast, ap__run_cast};
static anyrt_status_t ap__create_index_select(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_index_select_descriptor(handle, desc, t[0], t[1], t[2]);
}

static anyrt_status_t ap__run_index_select(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_index_select(desc, workspace, workspace_size, p[0], p[1], p[2], stream);
}

const ap_op_t ap__op_index_select = {"index_select", 3, 1, 0, -1, ap__create_index_select, ap__run_index_select};
static anyrt_status_t ap__create_argmax(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_argmax_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_argmax(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_argmax(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_argmax = {"argmax", 2, 1, 1, -1, ap__create_argmax, ap__run_argmax};
static anyrt_status_t ap__create_argmin(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_argmin_descriptor(handle, desc, t[0], t[1]);
}

static anyrt_status_t ap__run_argmin(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_argmin(desc, workspace, workspace_size, p[0], p[1], stream);
}

const ap_op_t ap__op_argmin = {"argmin", 2, 1, 1, -1, ap__create_argmin, ap__run_argmin};
static anyrt_status_t ap__create_cross_entropy_backward(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* t) {
    return ap__rt.anyrt_create_cross_entropy_backward_descriptor(handle, desc, t[0], t[1], t[2], t[3]);
}

static anyrt_status_t ap__run_cross_entropy_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* const* p, anyrt_stream_t stream) {
    return ap__rt.anyrt_cross_entropy_backward(desc, workspace, workspace_size, p[0], p[1], p[2], p[3], stream);
}

const ap_op_t ap__op_cross_entropy_backward = {"cross_entropy_backward", 4, 1, 0, -1, ap__create_cross_entropy_backward, ap__run_cross_entropy_backward};

/* ---- the generated bodies (a kernel's `form`) */
void ap_kernel_assign(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}};
    ap__elementwise(c, &ap__op_cast, bind_0);
}

void ap_kernel_divide(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}, {0, 1}};
    ap__elementwise(c, &ap__op_div, bind_0);
}

void ap_kernel_elementwise_pow(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}, {0, 1}};
    ap__elementwise(c, &ap__op_pow, bind_0);
}

void ap_kernel_maximum(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}, {0, 1}};
    ap__elementwise(c, &ap__op_maximum, bind_0);
}

void ap_kernel_minimum(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}, {0, 1}};
    ap__elementwise(c, &ap__op_minimum, bind_0);
}

void ap_kernel_floor_divide(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}, {0, 1}};
    ap__elementwise(c, &ap__op_floor_divide, bind_0);
}

void ap_kernel_remainder(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}, {0, 1}};
    ap__elementwise(c, &ap__op_remainder, bind_0);
}

void ap_kernel_bitwise_and(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}, {0, 1}};
    ap__elementwise(c, &ap__op_bitwise_and, bind_0);
}

void ap_kernel_bitwise_or(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}, {0, 1}};
    ap__elementwise(c, &ap__op_bitwise_or, bind_0);
}

void ap_kernel_bitwise_xor(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}, {0, 1}};
    ap__elementwise(c, &ap__op_bitwise_xor, bind_0);
}

void ap_kernel_equal(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}, {0, 1}};
    ap__elementwise(c, &ap__op_eq, bind_0);
}

void ap_kernel_not_equal(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}, {0, 1}};
    ap__elementwise(c, &ap__op_ne, bind_0);
}

void ap_kernel_less_than(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}, {0, 1}};
    ap__elementwise(c, &ap__op_lt, bind_0);
}

void ap_kernel_less_equal(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}, {0, 1}};
    ap__elementwise(c, &ap__op_le, bind_0);
}

void ap_kernel_greater_than(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}, {0, 1}};
    ap__elementwise(c, &ap__op_gt, bind_0);
}

void ap_kernel_greater_equal(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}, {0, 1}};
    ap__elementwise(c, &ap__op_ge, bind_0);
}

void ap_kernel_logical_and(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}, {0, 1}};
    ap__elementwise(c, &ap__op_logical_and, bind_0);
}

void ap_kernel_logical_or(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}, {0, 1}};
    ap__elementwise(c, &ap__op_logical_or, bind_0);
}

void ap_kernel_logical_xor(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}, {0, 1}};
    ap__elementwise(c, &ap__op_logical_xor, bind_0);
}

void ap_kernel_abs(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}};
    ap__elementwise(c, &ap__op_abs, bind_0);
}

void ap_kernel_exp(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}};
    ap__elementwise(c, &ap__op_exp, bind_0);
}

void ap_kernel_log(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}};
    ap__elementwise(c, &ap__op_log, bind_0);
}

void ap_kernel_sqrt(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}};
    ap__elementwise(c, &ap__op_sqrt, bind_0);
}

void ap_kernel_rsqrt(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}};
    ap__elementwise(c, &ap__op_rsqrt, bind_0);
}

void ap_kernel_sin(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}};
    ap__elementwise(c, &ap__op_sin, bind_0);
}

void ap_kernel_cos(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}};
    ap__elementwise(c, &ap__op_cos, bind_0);
}

void ap_kernel_tanh(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}};
    ap__elementwise(c, &ap__op_tanh, bind_0);
}

void ap_kernel_floor(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}};
    ap__elementwise(c, &ap__op_floor, bind_0);
}

void ap_kernel_ceil(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}};
    ap__elementwise(c, &ap__op_ceil, bind_0);
}

void ap_kernel_sign(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}};
    ap__elementwise(c, &ap__op_sign, bind_0);
}

void ap_kernel_bitwise_not(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}};
    ap__elementwise(c, &ap__op_bitwise_not, bind_0);
}

void ap_kernel_logical_not(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}};
    ap__elementwise(c, &ap__op_logical_not, bind_0);
}

void ap_kernel_isnan(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}};
    ap__elementwise(c, &ap__op_isnan, bind_0);
}

void ap_kernel_isinf(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}};
    ap__elementwise(c, &ap__op_isinf, bind_0);
}

void ap_kernel_isfinite(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}};
    ap__elementwise(c, &ap__op_isfinite, bind_0);
}

void ap_kernel_atan(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}};
    ap__elementwise(c, &ap__op_atan, bind_0);
}

void ap_kernel_tan(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}};
    ap__elementwise(c, &ap__op_tan, bind_0);
}

void ap_kernel_asin(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}};
    ap__elementwise(c, &ap__op_asin, bind_0);
}

void ap_kernel_acos(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}};
    ap__elementwise(c, &ap__op_acos, bind_0);
}

void ap_kernel_sinh(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}};
    ap__elementwise(c, &ap__op_sinh, bind_0);
}

void ap_kernel_cosh(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}};
    ap__elementwise(c, &ap__op_cosh, bind_0);
}

void ap_kernel_asinh(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}};
    ap__elementwise(c, &ap__op_asinh, bind_0);
}

void ap_kernel_acosh(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}};
    ap__elementwise(c, &ap__op_acosh, bind_0);
}

void ap_kernel_atanh(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}};
    ap__elementwise(c, &ap__op_atanh, bind_0);
}

void ap_kernel_log2(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}};
    ap__elementwise(c, &ap__op_log2, bind_0);
}

void ap_kernel_log10(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}};
    ap__elementwise(c, &ap__op_log10, bind_0);
}

void ap_kernel_log1p(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}};
    ap__elementwise(c, &ap__op_log1p, bind_0);
}

void ap_kernel_expm1(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}};
    ap__elementwise(c, &ap__op_expm1, bind_0);
}

void ap_kernel_erf(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}};
    ap__elementwise(c, &ap__op_erf, bind_0);
}

void ap_kernel_square(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}};
    ap__elementwise(c, &ap__op_square, bind_0);
}

void ap_kernel_reciprocal(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}};
    ap__elementwise(c, &ap__op_reciprocal, bind_0);
}

void ap_kernel_hardswish(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}};
    ap__elementwise(c, &ap__op_hardswish, bind_0);
}

void ap_kernel_swish(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}};
    ap__elementwise(c, &ap__op_silu, bind_0);
}

void ap_kernel_swish_grad(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 1}, {0, 0}};
    ap__elementwise(c, &ap__op_silu_backward, bind_0);
}

void ap_kernel_where(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 0}, {0, 1}, {0, 2}};
    ap__elementwise(c, &ap__op_where, bind_0);
}

void ap_kernel_relu_grad(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 1}, {0, 0}};
    ap__elementwise(c, &ap__op_relu_backward, bind_0);
}

void ap_kernel_sigmoid_grad(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 1}, {0, 0}};
    ap__elementwise(c, &ap__op_sigmoid_backward, bind_0);
}

void ap_kernel_tanh_grad(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 1}, {0, 0}};
    ap__elementwise(c, &ap__op_tanh_backward, bind_0);
}

void ap_kernel_silu_grad(const ap_call_t* c) {
    static const ap_bind_t bind_0[] = {{1, 0}, {0, 2}, {0, 0}};
    ap__elementwise(c, &ap__op_silu_backward, bind_0);
}

void ap_kernel_sum(const ap_call_t* c) {
    ap__reduction(c, &ap__op_sum, 0, 0, 2, -1);
}

void ap_kernel_max(const ap_call_t* c) {
    ap__reduction(c, &ap__op_amax, 0, 0, 1, -1);
}

void ap_kernel_min(const ap_call_t* c) {
    ap__reduction(c, &ap__op_amin, 0, 0, 1, -1);
}

void ap_kernel_prod(const ap_call_t* c) {
    ap__reduction(c, &ap__op_prod, 0, 0, 1, 2);
}

void ap_kernel_any(const ap_call_t* c) {
    ap__reduction(c, &ap__op_any, 0, 1, 1, -1);
}

void ap_kernel_all(const ap_call_t* c) {
    ap__reduction(c, &ap__op_all, 0, 1, 1, -1);
}

void ap_kernel_mean_all(const ap_call_t* c) {
    ap__reduction(c, &ap__op_mean, -1, 0, -1, -1);
}

/* ---- kernel entries */

/* matmul(x, y, transpose_x, transpose_y, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__matmul_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "matmul";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* y */
    c.attr[0].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 0); /* transpose_x */
    c.attr[1].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 1); /* transpose_y */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_matmul(&c);
    ap__kernel_leave();
}

static void ap__matmul_0_variadic(const void* dev_ctx, const void* x, const void* y, bool transpose_x, bool transpose_y, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "matmul";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)y;
    c.attr[0].b = transpose_x;
    c.attr[1].b = transpose_y;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_matmul(&c);
    ap__kernel_leave();
}

/* add(x, y, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__add_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "add";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* y */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_add(&c);
    ap__kernel_leave();
}

static void ap__add_0_variadic(const void* dev_ctx, const void* x, const void* y, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "add";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)y;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_add(&c);
    ap__kernel_leave();
}

/* subtract(x, y, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__subtract_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "subtract";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* y */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_subtract(&c);
    ap__kernel_leave();
}

static void ap__subtract_0_variadic(const void* dev_ctx, const void* x, const void* y, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "subtract";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)y;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_subtract(&c);
    ap__kernel_leave();
}

/* multiply(x, y, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__multiply_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "multiply";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* y */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_multiply(&c);
    ap__kernel_leave();
}

static void ap__multiply_0_variadic(const void* dev_ctx, const void* x, const void* y, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "multiply";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)y;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_multiply(&c);
    ap__kernel_leave();
}

/* relu(x, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__relu_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "relu";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_relu(&c);
    ap__kernel_leave();
}

static void ap__relu_0_variadic(const void* dev_ctx, const void* x, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "relu";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_relu(&c);
    ap__kernel_leave();
}

/* silu(x, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__silu_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "silu";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_silu(&c);
    ap__kernel_leave();
}

static void ap__silu_0_variadic(const void* dev_ctx, const void* x, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "silu";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_silu(&c);
    ap__kernel_leave();
}

/* sigmoid(x, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__sigmoid_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "sigmoid";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_sigmoid(&c);
    ap__kernel_leave();
}

static void ap__sigmoid_0_variadic(const void* dev_ctx, const void* x, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "sigmoid";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_sigmoid(&c);
    ap__kernel_leave();
}

/* softmax(x, axis, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__softmax_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "softmax";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.attr[0].i32 = ap__capi.PD_KernelContextInt32AttrAt(ctx, 0); /* axis */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_softmax(&c);
    ap__kernel_leave();
}

static void ap__softmax_0_variadic(const void* dev_ctx, const void* x, int32_t axis, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "softmax";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.attr[0].i32 = axis;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_softmax(&c);
    ap__kernel_leave();
}

/* rms_norm(x, scale, normalized_shape, epsilon, y, invvar): 3.3 */
static void ap__rms_norm_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "rms_norm";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* scale */
    c.attr[0].list = ap__capi.PD_KernelContextListInt64AttrAt(ctx, 0); /* normalized_shape */
    c.attr[1].d = ap__capi.PD_KernelContextDoubleAttrAt(ctx, 1); /* epsilon */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* y */
    c.out[1] = ap__capi.PD_KernelContextOutputAt(ctx, 1); /* invvar */
    if (!c.skip) ap_kernel_rms_norm(&c);
    ap__kernel_leave();
}

static void ap__rms_norm_0_variadic(const void* dev_ctx, const void* x, const void* scale, const void* normalized_shape, double epsilon, void* y, void* invvar) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "rms_norm";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = ap__capi.PD_OptionalTensorGetPointer((PD_Tensor*)scale);
    c.attr[0].list = ap__capi.PD_ListInt64Attr((void*)normalized_shape);
    c.attr[1].d = epsilon;
    c.out[0] = (PD_Tensor*)y;
    c.out[1] = (PD_Tensor*)invvar;
    ap_kernel_rms_norm(&c);
    ap__kernel_leave();
}

/* rms_norm(x, bias, residual, norm_weight, norm_bias, epsilon, begin_norm_axis, quant_scale, quant_round_type, quant_max_bound, quant_min_bound, out, residual_out, inv_var): 3.0, 3.1, 3.2 */
static void ap__rms_norm_1_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "rms_norm";
    c.signature = 1;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* bias */
    c.in[2] = ap__capi.PD_KernelContextInputAt(ctx, 2); /* residual */
    c.in[3] = ap__capi.PD_KernelContextInputAt(ctx, 3); /* norm_weight */
    c.in[4] = ap__capi.PD_KernelContextInputAt(ctx, 4); /* norm_bias */
    c.attr[0].f = ap__capi.PD_KernelContextFloatAttrAt(ctx, 0); /* epsilon */
    c.attr[1].i32 = ap__capi.PD_KernelContextInt32AttrAt(ctx, 1); /* begin_norm_axis */
    c.attr[2].f = ap__capi.PD_KernelContextFloatAttrAt(ctx, 2); /* quant_scale */
    c.attr[3].i32 = ap__capi.PD_KernelContextInt32AttrAt(ctx, 3); /* quant_round_type */
    c.attr[4].f = ap__capi.PD_KernelContextFloatAttrAt(ctx, 4); /* quant_max_bound */
    c.attr[5].f = ap__capi.PD_KernelContextFloatAttrAt(ctx, 5); /* quant_min_bound */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    c.out[1] = ap__capi.PD_KernelContextOutputAt(ctx, 1); /* residual_out */
    c.out[2] = ap__capi.PD_KernelContextOutputAt(ctx, 2); /* inv_var */
    if (!c.skip) ap_kernel_rms_norm(&c);
    ap__kernel_leave();
}

static void ap__rms_norm_1_variadic(const void* dev_ctx, const void* x, const void* bias, const void* residual, const void* norm_weight, const void* norm_bias, float epsilon, int32_t begin_norm_axis, float quant_scale, int32_t quant_round_type, float quant_max_bound, float quant_min_bound, void* out, void* residual_out, void* inv_var) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "rms_norm";
    c.signature = 1;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = ap__capi.PD_OptionalTensorGetPointer((PD_Tensor*)bias);
    c.in[2] = ap__capi.PD_OptionalTensorGetPointer((PD_Tensor*)residual);
    c.in[3] = (PD_Tensor*)norm_weight;
    c.in[4] = ap__capi.PD_OptionalTensorGetPointer((PD_Tensor*)norm_bias);
    c.attr[0].f = epsilon;
    c.attr[1].i32 = begin_norm_axis;
    c.attr[2].f = quant_scale;
    c.attr[3].i32 = quant_round_type;
    c.attr[4].f = quant_max_bound;
    c.attr[5].f = quant_min_bound;
    c.out[0] = (PD_Tensor*)out;
    c.out[1] = (PD_Tensor*)residual_out;
    c.out[2] = (PD_Tensor*)inv_var;
    ap_kernel_rms_norm(&c);
    ap__kernel_leave();
}

/* swiglu(x, y, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__swiglu_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "swiglu";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* y */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_swiglu(&c);
    ap__kernel_leave();
}

static void ap__swiglu_0_variadic(const void* dev_ctx, const void* x, const void* y, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "swiglu";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = ap__capi.PD_OptionalTensorGetPointer((PD_Tensor*)y);
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_swiglu(&c);
    ap__kernel_leave();
}

/* full(shape, value, dtype, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__full_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "full";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.attr[0].ints = ap__ctx_int_array(&c, ctx, 0); /* shape */
    c.attr[1].scalar = ap__ctx_scalar(&c, ctx, 1); /* value */
    c.attr[2].dtype = ap__capi.PD_KernelContextDataTypeAttrAt(ctx, 2); /* dtype */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_full(&c);
    ap__call_release(&c);
    ap__kernel_leave();
}

static void ap__full_0_variadic(const void* dev_ctx, const void* shape, const void* value, int dtype, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "full";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.attr[0].ints = ap__capi.PD_IntArrayGetDataPointer((PD_IntArray*)shape);
    c.attr[1].scalar = ap__scalar_of((PD_Scalar*)value);
    c.attr[2].dtype = ap__capi.PD_DatatTypeAttr(&dtype);
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_full(&c);
    ap__kernel_leave();
}

/* The output's dtype is the attribute's, not the kernel's. */
static void ap__full_0_args_def(const PD_KernelKey* key, PD_Kernel* kernel) {
    (void)key;
    C_Status st;
    PD_List outs = ap__capi.PD_KernelArgsDefGetOutputArgDefs(ap__capi.PD_KernelGetArgsDef(kernel, &st), &st);
    for (size_t i = 0; i < outs.size; ++i)
        ap__capi.PD_TensorArgDefSetDataType(((PD_TensorArgDef**)outs.data)[i], UNDEFINED, &st);
    ap__capi.PD_DeletePointerList(outs);
}

/* full_like(x, value, dtype, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__full_like_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "full_like";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.attr[0].scalar = ap__ctx_scalar(&c, ctx, 0); /* value */
    c.attr[1].dtype = ap__capi.PD_KernelContextDataTypeAttrAt(ctx, 1); /* dtype */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_full_like(&c);
    ap__kernel_leave();
}

static void ap__full_like_0_variadic(const void* dev_ctx, const void* x, const void* value, int dtype, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "full_like";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.attr[0].scalar = ap__scalar_of((PD_Scalar*)value);
    c.attr[1].dtype = ap__capi.PD_DatatTypeAttr(&dtype);
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_full_like(&c);
    ap__kernel_leave();
}

/* The output's dtype is the attribute's, not the kernel's. */
static void ap__full_like_0_args_def(const PD_KernelKey* key, PD_Kernel* kernel) {
    (void)key;
    C_Status st;
    PD_List outs = ap__capi.PD_KernelArgsDefGetOutputArgDefs(ap__capi.PD_KernelGetArgsDef(kernel, &st), &st);
    for (size_t i = 0; i < outs.size; ++i)
        ap__capi.PD_TensorArgDefSetDataType(((PD_TensorArgDef**)outs.data)[i], UNDEFINED, &st);
    ap__capi.PD_DeletePointerList(outs);
}

/* scale(x, scale, bias, bias_after_scale, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__scale_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "scale";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.attr[0].scalar = ap__ctx_scalar(&c, ctx, 0); /* scale */
    c.attr[1].scalar = ap__ctx_scalar(&c, ctx, 1); /* bias */
    c.attr[2].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 2); /* bias_after_scale */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_scale(&c);
    ap__kernel_leave();
}

static void ap__scale_0_variadic(const void* dev_ctx, const void* x, const void* scale, const void* bias, bool bias_after_scale, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "scale";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.attr[0].scalar = ap__scalar_of((PD_Scalar*)scale);
    c.attr[1].scalar = ap__scalar_of((PD_Scalar*)bias);
    c.attr[2].b = bias_after_scale;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_scale(&c);
    ap__kernel_leave();
}

/* cast(x, out_dtype, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__cast_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "cast";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.attr[0].dtype = ap__capi.PD_KernelContextDataTypeAttrAt(ctx, 0); /* out_dtype */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_cast(&c);
    ap__kernel_leave();
}

static void ap__cast_0_variadic(const void* dev_ctx, const void* x, int out_dtype, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "cast";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.attr[0].dtype = ap__capi.PD_DatatTypeAttr(&out_dtype);
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_cast(&c);
    ap__kernel_leave();
}

/* The output's dtype is the attribute's, not the kernel's. */
static void ap__cast_0_args_def(const PD_KernelKey* key, PD_Kernel* kernel) {
    (void)key;
    C_Status st;
    PD_List outs = ap__capi.PD_KernelArgsDefGetOutputArgDefs(ap__capi.PD_KernelGetArgsDef(kernel, &st), &st);
    for (size_t i = 0; i < outs.size; ++i)
        ap__capi.PD_TensorArgDefSetDataType(((PD_TensorArgDef**)outs.data)[i], UNDEFINED, &st);
    ap__capi.PD_DeletePointerList(outs);
}

/* contiguous(input, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__contiguous_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "contiguous";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* input */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_contiguous(&c);
    ap__kernel_leave();
}

static void ap__contiguous_0_variadic(const void* dev_ctx, const void* input, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "contiguous";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)input;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_contiguous(&c);
    ap__kernel_leave();
}

/* strided_copy(input, dims, out_stride, offset, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__strided_copy_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "strided_copy";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* input */
    c.attr[0].list = ap__capi.PD_KernelContextListInt64AttrAt(ctx, 0); /* dims */
    c.attr[1].list = ap__capi.PD_KernelContextListInt64AttrAt(ctx, 1); /* out_stride */
    c.attr[2].i64 = ap__capi.PD_KernelContextInt64AttrAt(ctx, 2); /* offset */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_strided_copy(&c);
    ap__kernel_leave();
}

static void ap__strided_copy_0_variadic(const void* dev_ctx, const void* input, const void* dims, const void* out_stride, int64_t offset, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "strided_copy";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)input;
    c.attr[0].list = ap__capi.PD_ListInt64Attr((void*)dims);
    c.attr[1].list = ap__capi.PD_ListInt64Attr((void*)out_stride);
    c.attr[2].i64 = offset;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_strided_copy(&c);
    ap__kernel_leave();
}

/* assign(x, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__assign_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "assign";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_assign(&c);
    ap__kernel_leave();
}

static void ap__assign_0_variadic(const void* dev_ctx, const void* x, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "assign";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_assign(&c);
    ap__kernel_leave();
}

/* expand(x, shape, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__expand_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "expand";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.attr[0].ints = ap__ctx_int_array(&c, ctx, 0); /* shape */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_expand(&c);
    ap__call_release(&c);
    ap__kernel_leave();
}

static void ap__expand_0_variadic(const void* dev_ctx, const void* x, const void* shape, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "expand";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.attr[0].ints = ap__capi.PD_IntArrayGetDataPointer((PD_IntArray*)shape);
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_expand(&c);
    ap__kernel_leave();
}

/* divide(x, y, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__divide_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "divide";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* y */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_divide(&c);
    ap__kernel_leave();
}

static void ap__divide_0_variadic(const void* dev_ctx, const void* x, const void* y, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "divide";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)y;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_divide(&c);
    ap__kernel_leave();
}

/* elementwise_pow(x, y, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__elementwise_pow_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "elementwise_pow";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* y */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_elementwise_pow(&c);
    ap__kernel_leave();
}

static void ap__elementwise_pow_0_variadic(const void* dev_ctx, const void* x, const void* y, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "elementwise_pow";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)y;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_elementwise_pow(&c);
    ap__kernel_leave();
}

/* maximum(x, y, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__maximum_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "maximum";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* y */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_maximum(&c);
    ap__kernel_leave();
}

static void ap__maximum_0_variadic(const void* dev_ctx, const void* x, const void* y, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "maximum";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)y;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_maximum(&c);
    ap__kernel_leave();
}

/* minimum(x, y, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__minimum_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "minimum";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* y */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_minimum(&c);
    ap__kernel_leave();
}

static void ap__minimum_0_variadic(const void* dev_ctx, const void* x, const void* y, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "minimum";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)y;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_minimum(&c);
    ap__kernel_leave();
}

/* floor_divide(x, y, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__floor_divide_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "floor_divide";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* y */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_floor_divide(&c);
    ap__kernel_leave();
}

static void ap__floor_divide_0_variadic(const void* dev_ctx, const void* x, const void* y, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "floor_divide";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)y;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_floor_divide(&c);
    ap__kernel_leave();
}

/* remainder(x, y, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__remainder_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "remainder";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* y */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_remainder(&c);
    ap__kernel_leave();
}

static void ap__remainder_0_variadic(const void* dev_ctx, const void* x, const void* y, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "remainder";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)y;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_remainder(&c);
    ap__kernel_leave();
}

/* bitwise_and(x, y, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__bitwise_and_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "bitwise_and";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* y */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_bitwise_and(&c);
    ap__kernel_leave();
}

static void ap__bitwise_and_0_variadic(const void* dev_ctx, const void* x, const void* y, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "bitwise_and";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)y;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_bitwise_and(&c);
    ap__kernel_leave();
}

/* bitwise_or(x, y, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__bitwise_or_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "bitwise_or";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* y */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_bitwise_or(&c);
    ap__kernel_leave();
}

static void ap__bitwise_or_0_variadic(const void* dev_ctx, const void* x, const void* y, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "bitwise_or";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)y;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_bitwise_or(&c);
    ap__kernel_leave();
}

/* bitwise_xor(x, y, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__bitwise_xor_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "bitwise_xor";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* y */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_bitwise_xor(&c);
    ap__kernel_leave();
}

static void ap__bitwise_xor_0_variadic(const void* dev_ctx, const void* x, const void* y, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "bitwise_xor";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)y;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_bitwise_xor(&c);
    ap__kernel_leave();
}

/* equal(x, y, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__equal_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "equal";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* y */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_equal(&c);
    ap__kernel_leave();
}

static void ap__equal_0_variadic(const void* dev_ctx, const void* x, const void* y, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "equal";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)y;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_equal(&c);
    ap__kernel_leave();
}

/* The output's dtype is the attribute's, not the kernel's. */
static void ap__equal_0_args_def(const PD_KernelKey* key, PD_Kernel* kernel) {
    (void)key;
    C_Status st;
    PD_List outs = ap__capi.PD_KernelArgsDefGetOutputArgDefs(ap__capi.PD_KernelGetArgsDef(kernel, &st), &st);
    for (size_t i = 0; i < outs.size; ++i)
        ap__capi.PD_TensorArgDefSetDataType(((PD_TensorArgDef**)outs.data)[i], UNDEFINED, &st);
    ap__capi.PD_DeletePointerList(outs);
}

/* not_equal(x, y, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__not_equal_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "not_equal";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* y */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_not_equal(&c);
    ap__kernel_leave();
}

static void ap__not_equal_0_variadic(const void* dev_ctx, const void* x, const void* y, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "not_equal";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)y;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_not_equal(&c);
    ap__kernel_leave();
}

/* The output's dtype is the attribute's, not the kernel's. */
static void ap__not_equal_0_args_def(const PD_KernelKey* key, PD_Kernel* kernel) {
    (void)key;
    C_Status st;
    PD_List outs = ap__capi.PD_KernelArgsDefGetOutputArgDefs(ap__capi.PD_KernelGetArgsDef(kernel, &st), &st);
    for (size_t i = 0; i < outs.size; ++i)
        ap__capi.PD_TensorArgDefSetDataType(((PD_TensorArgDef**)outs.data)[i], UNDEFINED, &st);
    ap__capi.PD_DeletePointerList(outs);
}

/* less_than(x, y, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__less_than_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "less_than";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* y */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_less_than(&c);
    ap__kernel_leave();
}

static void ap__less_than_0_variadic(const void* dev_ctx, const void* x, const void* y, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "less_than";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)y;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_less_than(&c);
    ap__kernel_leave();
}

/* The output's dtype is the attribute's, not the kernel's. */
static void ap__less_than_0_args_def(const PD_KernelKey* key, PD_Kernel* kernel) {
    (void)key;
    C_Status st;
    PD_List outs = ap__capi.PD_KernelArgsDefGetOutputArgDefs(ap__capi.PD_KernelGetArgsDef(kernel, &st), &st);
    for (size_t i = 0; i < outs.size; ++i)
        ap__capi.PD_TensorArgDefSetDataType(((PD_TensorArgDef**)outs.data)[i], UNDEFINED, &st);
    ap__capi.PD_DeletePointerList(outs);
}

/* less_equal(x, y, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__less_equal_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "less_equal";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* y */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_less_equal(&c);
    ap__kernel_leave();
}

static void ap__less_equal_0_variadic(const void* dev_ctx, const void* x, const void* y, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "less_equal";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)y;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_less_equal(&c);
    ap__kernel_leave();
}

/* The output's dtype is the attribute's, not the kernel's. */
static void ap__less_equal_0_args_def(const PD_KernelKey* key, PD_Kernel* kernel) {
    (void)key;
    C_Status st;
    PD_List outs = ap__capi.PD_KernelArgsDefGetOutputArgDefs(ap__capi.PD_KernelGetArgsDef(kernel, &st), &st);
    for (size_t i = 0; i < outs.size; ++i)
        ap__capi.PD_TensorArgDefSetDataType(((PD_TensorArgDef**)outs.data)[i], UNDEFINED, &st);
    ap__capi.PD_DeletePointerList(outs);
}

/* greater_than(x, y, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__greater_than_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "greater_than";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* y */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_greater_than(&c);
    ap__kernel_leave();
}

static void ap__greater_than_0_variadic(const void* dev_ctx, const void* x, const void* y, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "greater_than";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)y;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_greater_than(&c);
    ap__kernel_leave();
}

/* The output's dtype is the attribute's, not the kernel's. */
static void ap__greater_than_0_args_def(const PD_KernelKey* key, PD_Kernel* kernel) {
    (void)key;
    C_Status st;
    PD_List outs = ap__capi.PD_KernelArgsDefGetOutputArgDefs(ap__capi.PD_KernelGetArgsDef(kernel, &st), &st);
    for (size_t i = 0; i < outs.size; ++i)
        ap__capi.PD_TensorArgDefSetDataType(((PD_TensorArgDef**)outs.data)[i], UNDEFINED, &st);
    ap__capi.PD_DeletePointerList(outs);
}

/* greater_equal(x, y, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__greater_equal_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "greater_equal";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* y */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_greater_equal(&c);
    ap__kernel_leave();
}

static void ap__greater_equal_0_variadic(const void* dev_ctx, const void* x, const void* y, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "greater_equal";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)y;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_greater_equal(&c);
    ap__kernel_leave();
}

/* The output's dtype is the attribute's, not the kernel's. */
static void ap__greater_equal_0_args_def(const PD_KernelKey* key, PD_Kernel* kernel) {
    (void)key;
    C_Status st;
    PD_List outs = ap__capi.PD_KernelArgsDefGetOutputArgDefs(ap__capi.PD_KernelGetArgsDef(kernel, &st), &st);
    for (size_t i = 0; i < outs.size; ++i)
        ap__capi.PD_TensorArgDefSetDataType(((PD_TensorArgDef**)outs.data)[i], UNDEFINED, &st);
    ap__capi.PD_DeletePointerList(outs);
}

/* logical_and(x, y, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__logical_and_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "logical_and";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* y */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_logical_and(&c);
    ap__kernel_leave();
}

static void ap__logical_and_0_variadic(const void* dev_ctx, const void* x, const void* y, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "logical_and";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)y;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_logical_and(&c);
    ap__kernel_leave();
}

/* The output's dtype is the attribute's, not the kernel's. */
static void ap__logical_and_0_args_def(const PD_KernelKey* key, PD_Kernel* kernel) {
    (void)key;
    C_Status st;
    PD_List outs = ap__capi.PD_KernelArgsDefGetOutputArgDefs(ap__capi.PD_KernelGetArgsDef(kernel, &st), &st);
    for (size_t i = 0; i < outs.size; ++i)
        ap__capi.PD_TensorArgDefSetDataType(((PD_TensorArgDef**)outs.data)[i], UNDEFINED, &st);
    ap__capi.PD_DeletePointerList(outs);
}

/* logical_or(x, y, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__logical_or_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "logical_or";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* y */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_logical_or(&c);
    ap__kernel_leave();
}

static void ap__logical_or_0_variadic(const void* dev_ctx, const void* x, const void* y, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "logical_or";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)y;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_logical_or(&c);
    ap__kernel_leave();
}

/* The output's dtype is the attribute's, not the kernel's. */
static void ap__logical_or_0_args_def(const PD_KernelKey* key, PD_Kernel* kernel) {
    (void)key;
    C_Status st;
    PD_List outs = ap__capi.PD_KernelArgsDefGetOutputArgDefs(ap__capi.PD_KernelGetArgsDef(kernel, &st), &st);
    for (size_t i = 0; i < outs.size; ++i)
        ap__capi.PD_TensorArgDefSetDataType(((PD_TensorArgDef**)outs.data)[i], UNDEFINED, &st);
    ap__capi.PD_DeletePointerList(outs);
}

/* logical_xor(x, y, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__logical_xor_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "logical_xor";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* y */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_logical_xor(&c);
    ap__kernel_leave();
}

static void ap__logical_xor_0_variadic(const void* dev_ctx, const void* x, const void* y, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "logical_xor";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)y;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_logical_xor(&c);
    ap__kernel_leave();
}

/* The output's dtype is the attribute's, not the kernel's. */
static void ap__logical_xor_0_args_def(const PD_KernelKey* key, PD_Kernel* kernel) {
    (void)key;
    C_Status st;
    PD_List outs = ap__capi.PD_KernelArgsDefGetOutputArgDefs(ap__capi.PD_KernelGetArgsDef(kernel, &st), &st);
    for (size_t i = 0; i < outs.size; ++i)
        ap__capi.PD_TensorArgDefSetDataType(((PD_TensorArgDef**)outs.data)[i], UNDEFINED, &st);
    ap__capi.PD_DeletePointerList(outs);
}

/* abs(x, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__abs_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "abs";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_abs(&c);
    ap__kernel_leave();
}

static void ap__abs_0_variadic(const void* dev_ctx, const void* x, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "abs";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_abs(&c);
    ap__kernel_leave();
}

/* exp(x, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__exp_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "exp";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_exp(&c);
    ap__kernel_leave();
}

static void ap__exp_0_variadic(const void* dev_ctx, const void* x, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "exp";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_exp(&c);
    ap__kernel_leave();
}

/* log(x, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__log_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "log";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_log(&c);
    ap__kernel_leave();
}

static void ap__log_0_variadic(const void* dev_ctx, const void* x, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "log";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_log(&c);
    ap__kernel_leave();
}

/* sqrt(x, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__sqrt_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "sqrt";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_sqrt(&c);
    ap__kernel_leave();
}

static void ap__sqrt_0_variadic(const void* dev_ctx, const void* x, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "sqrt";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_sqrt(&c);
    ap__kernel_leave();
}

/* rsqrt(x, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__rsqrt_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "rsqrt";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_rsqrt(&c);
    ap__kernel_leave();
}

static void ap__rsqrt_0_variadic(const void* dev_ctx, const void* x, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "rsqrt";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_rsqrt(&c);
    ap__kernel_leave();
}

/* sin(x, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__sin_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "sin";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_sin(&c);
    ap__kernel_leave();
}

static void ap__sin_0_variadic(const void* dev_ctx, const void* x, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "sin";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_sin(&c);
    ap__kernel_leave();
}

/* cos(x, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__cos_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "cos";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_cos(&c);
    ap__kernel_leave();
}

static void ap__cos_0_variadic(const void* dev_ctx, const void* x, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "cos";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_cos(&c);
    ap__kernel_leave();
}

/* tanh(x, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__tanh_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "tanh";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_tanh(&c);
    ap__kernel_leave();
}

static void ap__tanh_0_variadic(const void* dev_ctx, const void* x, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "tanh";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_tanh(&c);
    ap__kernel_leave();
}

/* floor(x, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__floor_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "floor";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_floor(&c);
    ap__kernel_leave();
}

static void ap__floor_0_variadic(const void* dev_ctx, const void* x, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "floor";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_floor(&c);
    ap__kernel_leave();
}

/* ceil(x, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__ceil_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "ceil";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_ceil(&c);
    ap__kernel_leave();
}

static void ap__ceil_0_variadic(const void* dev_ctx, const void* x, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "ceil";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_ceil(&c);
    ap__kernel_leave();
}

/* sign(x, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__sign_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "sign";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_sign(&c);
    ap__kernel_leave();
}

static void ap__sign_0_variadic(const void* dev_ctx, const void* x, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "sign";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_sign(&c);
    ap__kernel_leave();
}

/* bitwise_not(x, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__bitwise_not_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "bitwise_not";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_bitwise_not(&c);
    ap__kernel_leave();
}

static void ap__bitwise_not_0_variadic(const void* dev_ctx, const void* x, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "bitwise_not";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_bitwise_not(&c);
    ap__kernel_leave();
}

/* logical_not(x, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__logical_not_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "logical_not";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_logical_not(&c);
    ap__kernel_leave();
}

static void ap__logical_not_0_variadic(const void* dev_ctx, const void* x, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "logical_not";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_logical_not(&c);
    ap__kernel_leave();
}

/* The output's dtype is the attribute's, not the kernel's. */
static void ap__logical_not_0_args_def(const PD_KernelKey* key, PD_Kernel* kernel) {
    (void)key;
    C_Status st;
    PD_List outs = ap__capi.PD_KernelArgsDefGetOutputArgDefs(ap__capi.PD_KernelGetArgsDef(kernel, &st), &st);
    for (size_t i = 0; i < outs.size; ++i)
        ap__capi.PD_TensorArgDefSetDataType(((PD_TensorArgDef**)outs.data)[i], UNDEFINED, &st);
    ap__capi.PD_DeletePointerList(outs);
}

/* isnan(x, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__isnan_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "isnan";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_isnan(&c);
    ap__kernel_leave();
}

static void ap__isnan_0_variadic(const void* dev_ctx, const void* x, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "isnan";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_isnan(&c);
    ap__kernel_leave();
}

/* The output's dtype is the attribute's, not the kernel's. */
static void ap__isnan_0_args_def(const PD_KernelKey* key, PD_Kernel* kernel) {
    (void)key;
    C_Status st;
    PD_List outs = ap__capi.PD_KernelArgsDefGetOutputArgDefs(ap__capi.PD_KernelGetArgsDef(kernel, &st), &st);
    for (size_t i = 0; i < outs.size; ++i)
        ap__capi.PD_TensorArgDefSetDataType(((PD_TensorArgDef**)outs.data)[i], UNDEFINED, &st);
    ap__capi.PD_DeletePointerList(outs);
}

/* isinf(x, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__isinf_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "isinf";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_isinf(&c);
    ap__kernel_leave();
}

static void ap__isinf_0_variadic(const void* dev_ctx, const void* x, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "isinf";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_isinf(&c);
    ap__kernel_leave();
}

/* The output's dtype is the attribute's, not the kernel's. */
static void ap__isinf_0_args_def(const PD_KernelKey* key, PD_Kernel* kernel) {
    (void)key;
    C_Status st;
    PD_List outs = ap__capi.PD_KernelArgsDefGetOutputArgDefs(ap__capi.PD_KernelGetArgsDef(kernel, &st), &st);
    for (size_t i = 0; i < outs.size; ++i)
        ap__capi.PD_TensorArgDefSetDataType(((PD_TensorArgDef**)outs.data)[i], UNDEFINED, &st);
    ap__capi.PD_DeletePointerList(outs);
}

/* isfinite(x, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__isfinite_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "isfinite";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_isfinite(&c);
    ap__kernel_leave();
}

static void ap__isfinite_0_variadic(const void* dev_ctx, const void* x, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "isfinite";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_isfinite(&c);
    ap__kernel_leave();
}

/* The output's dtype is the attribute's, not the kernel's. */
static void ap__isfinite_0_args_def(const PD_KernelKey* key, PD_Kernel* kernel) {
    (void)key;
    C_Status st;
    PD_List outs = ap__capi.PD_KernelArgsDefGetOutputArgDefs(ap__capi.PD_KernelGetArgsDef(kernel, &st), &st);
    for (size_t i = 0; i < outs.size; ++i)
        ap__capi.PD_TensorArgDefSetDataType(((PD_TensorArgDef**)outs.data)[i], UNDEFINED, &st);
    ap__capi.PD_DeletePointerList(outs);
}

/* atan(x, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__atan_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "atan";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_atan(&c);
    ap__kernel_leave();
}

static void ap__atan_0_variadic(const void* dev_ctx, const void* x, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "atan";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_atan(&c);
    ap__kernel_leave();
}

/* tan(x, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__tan_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "tan";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_tan(&c);
    ap__kernel_leave();
}

static void ap__tan_0_variadic(const void* dev_ctx, const void* x, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "tan";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_tan(&c);
    ap__kernel_leave();
}

/* asin(x, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__asin_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "asin";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_asin(&c);
    ap__kernel_leave();
}

static void ap__asin_0_variadic(const void* dev_ctx, const void* x, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "asin";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_asin(&c);
    ap__kernel_leave();
}

/* acos(x, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__acos_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "acos";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_acos(&c);
    ap__kernel_leave();
}

static void ap__acos_0_variadic(const void* dev_ctx, const void* x, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "acos";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_acos(&c);
    ap__kernel_leave();
}

/* sinh(x, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__sinh_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "sinh";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_sinh(&c);
    ap__kernel_leave();
}

static void ap__sinh_0_variadic(const void* dev_ctx, const void* x, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "sinh";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_sinh(&c);
    ap__kernel_leave();
}

/* cosh(x, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__cosh_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "cosh";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_cosh(&c);
    ap__kernel_leave();
}

static void ap__cosh_0_variadic(const void* dev_ctx, const void* x, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "cosh";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_cosh(&c);
    ap__kernel_leave();
}

/* asinh(x, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__asinh_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "asinh";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_asinh(&c);
    ap__kernel_leave();
}

static void ap__asinh_0_variadic(const void* dev_ctx, const void* x, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "asinh";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_asinh(&c);
    ap__kernel_leave();
}

/* acosh(x, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__acosh_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "acosh";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_acosh(&c);
    ap__kernel_leave();
}

static void ap__acosh_0_variadic(const void* dev_ctx, const void* x, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "acosh";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_acosh(&c);
    ap__kernel_leave();
}

/* atanh(x, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__atanh_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "atanh";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_atanh(&c);
    ap__kernel_leave();
}

static void ap__atanh_0_variadic(const void* dev_ctx, const void* x, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "atanh";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_atanh(&c);
    ap__kernel_leave();
}

/* log2(x, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__log2_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "log2";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_log2(&c);
    ap__kernel_leave();
}

static void ap__log2_0_variadic(const void* dev_ctx, const void* x, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "log2";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_log2(&c);
    ap__kernel_leave();
}

/* log10(x, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__log10_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "log10";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_log10(&c);
    ap__kernel_leave();
}

static void ap__log10_0_variadic(const void* dev_ctx, const void* x, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "log10";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_log10(&c);
    ap__kernel_leave();
}

/* log1p(x, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__log1p_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "log1p";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_log1p(&c);
    ap__kernel_leave();
}

static void ap__log1p_0_variadic(const void* dev_ctx, const void* x, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "log1p";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_log1p(&c);
    ap__kernel_leave();
}

/* expm1(x, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__expm1_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "expm1";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_expm1(&c);
    ap__kernel_leave();
}

static void ap__expm1_0_variadic(const void* dev_ctx, const void* x, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "expm1";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_expm1(&c);
    ap__kernel_leave();
}

/* erf(x, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__erf_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "erf";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_erf(&c);
    ap__kernel_leave();
}

static void ap__erf_0_variadic(const void* dev_ctx, const void* x, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "erf";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_erf(&c);
    ap__kernel_leave();
}

/* square(x, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__square_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "square";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_square(&c);
    ap__kernel_leave();
}

static void ap__square_0_variadic(const void* dev_ctx, const void* x, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "square";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_square(&c);
    ap__kernel_leave();
}

/* reciprocal(x, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__reciprocal_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "reciprocal";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_reciprocal(&c);
    ap__kernel_leave();
}

static void ap__reciprocal_0_variadic(const void* dev_ctx, const void* x, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "reciprocal";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_reciprocal(&c);
    ap__kernel_leave();
}

/* hardswish(x, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__hardswish_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "hardswish";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_hardswish(&c);
    ap__kernel_leave();
}

static void ap__hardswish_0_variadic(const void* dev_ctx, const void* x, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "hardswish";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_hardswish(&c);
    ap__kernel_leave();
}

/* hardtanh(x, t_min, t_max, out): 3.3 */
static void ap__hardtanh_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "hardtanh";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.attr[0].f = ap__capi.PD_KernelContextFloatAttrAt(ctx, 0); /* t_min */
    c.attr[1].f = ap__capi.PD_KernelContextFloatAttrAt(ctx, 1); /* t_max */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_hardtanh(&c);
    ap__kernel_leave();
}

static void ap__hardtanh_0_variadic(const void* dev_ctx, const void* x, float t_min, float t_max, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "hardtanh";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.attr[0].f = t_min;
    c.attr[1].f = t_max;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_hardtanh(&c);
    ap__kernel_leave();
}

/* relu6(x, out): 3.3 */
static void ap__relu6_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "relu6";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_relu6(&c);
    ap__kernel_leave();
}

static void ap__relu6_0_variadic(const void* dev_ctx, const void* x, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "relu6";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_relu6(&c);
    ap__kernel_leave();
}

/* leaky_relu(x, alpha, out): 3.3 */
static void ap__leaky_relu_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "leaky_relu";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.attr[0].d = ap__capi.PD_KernelContextDoubleAttrAt(ctx, 0); /* alpha */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_leaky_relu(&c);
    ap__kernel_leave();
}

static void ap__leaky_relu_0_variadic(const void* dev_ctx, const void* x, double alpha, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "leaky_relu";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.attr[0].d = alpha;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_leaky_relu(&c);
    ap__kernel_leave();
}

/* hardtanh_grad(x, out_grad, t_min, t_max, x_grad): 3.3 */
static void ap__hardtanh_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "hardtanh_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* out_grad */
    c.attr[0].f = ap__capi.PD_KernelContextFloatAttrAt(ctx, 0); /* t_min */
    c.attr[1].f = ap__capi.PD_KernelContextFloatAttrAt(ctx, 1); /* t_max */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* x_grad */
    if (!c.skip) ap_kernel_hardtanh_grad(&c);
    ap__kernel_leave();
}

static void ap__hardtanh_grad_0_variadic(const void* dev_ctx, const void* x, const void* out_grad, float t_min, float t_max, void* x_grad) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "hardtanh_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)out_grad;
    c.attr[0].f = t_min;
    c.attr[1].f = t_max;
    c.out[0] = (PD_Tensor*)x_grad;
    ap_kernel_hardtanh_grad(&c);
    ap__kernel_leave();
}

/* relu6_grad(out, out_grad, x_grad): 3.3 */
static void ap__relu6_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "relu6_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* out */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* out_grad */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* x_grad */
    if (!c.skip) ap_kernel_relu6_grad(&c);
    ap__kernel_leave();
}

static void ap__relu6_grad_0_variadic(const void* dev_ctx, const void* out, const void* out_grad, void* x_grad) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "relu6_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)out;
    c.in[1] = (PD_Tensor*)out_grad;
    c.out[0] = (PD_Tensor*)x_grad;
    ap_kernel_relu6_grad(&c);
    ap__kernel_leave();
}

/* leaky_relu_grad(x, out_grad, alpha, x_grad): 3.3 */
static void ap__leaky_relu_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "leaky_relu_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* out_grad */
    c.attr[0].d = ap__capi.PD_KernelContextDoubleAttrAt(ctx, 0); /* alpha */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* x_grad */
    if (!c.skip) ap_kernel_leaky_relu_grad(&c);
    ap__kernel_leave();
}

static void ap__leaky_relu_grad_0_variadic(const void* dev_ctx, const void* x, const void* out_grad, double alpha, void* x_grad) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "leaky_relu_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)out_grad;
    c.attr[0].d = alpha;
    c.out[0] = (PD_Tensor*)x_grad;
    ap_kernel_leaky_relu_grad(&c);
    ap__kernel_leave();
}

/* swish(x, out): 3.3 */
static void ap__swish_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "swish";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_swish(&c);
    ap__kernel_leave();
}

static void ap__swish_0_variadic(const void* dev_ctx, const void* x, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "swish";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_swish(&c);
    ap__kernel_leave();
}

/* swish_grad(x, out_grad, x_grad): 3.3 */
static void ap__swish_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "swish_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* out_grad */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* x_grad */
    if (!c.skip) ap_kernel_swish_grad(&c);
    ap__kernel_leave();
}

static void ap__swish_grad_0_variadic(const void* dev_ctx, const void* x, const void* out_grad, void* x_grad) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "swish_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)out_grad;
    c.out[0] = (PD_Tensor*)x_grad;
    ap_kernel_swish_grad(&c);
    ap__kernel_leave();
}

/* softplus(x, beta, threshold, out): 3.3 */
static void ap__softplus_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "softplus";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.attr[0].d = ap__capi.PD_KernelContextDoubleAttrAt(ctx, 0); /* beta */
    c.attr[1].d = ap__capi.PD_KernelContextDoubleAttrAt(ctx, 1); /* threshold */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_softplus(&c);
    ap__kernel_leave();
}

static void ap__softplus_0_variadic(const void* dev_ctx, const void* x, double beta, double threshold, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "softplus";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.attr[0].d = beta;
    c.attr[1].d = threshold;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_softplus(&c);
    ap__kernel_leave();
}

/* softplus_grad(x, out_grad, beta, threshold, x_grad): 3.3 */
static void ap__softplus_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "softplus_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* out_grad */
    c.attr[0].d = ap__capi.PD_KernelContextDoubleAttrAt(ctx, 0); /* beta */
    c.attr[1].d = ap__capi.PD_KernelContextDoubleAttrAt(ctx, 1); /* threshold */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* x_grad */
    if (!c.skip) ap_kernel_softplus_grad(&c);
    ap__kernel_leave();
}

static void ap__softplus_grad_0_variadic(const void* dev_ctx, const void* x, const void* out_grad, double beta, double threshold, void* x_grad) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "softplus_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)out_grad;
    c.attr[0].d = beta;
    c.attr[1].d = threshold;
    c.out[0] = (PD_Tensor*)x_grad;
    ap_kernel_softplus_grad(&c);
    ap__kernel_leave();
}

/* mish(x, threshold, out): 3.3 */
static void ap__mish_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "mish";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.attr[0].f = ap__capi.PD_KernelContextFloatAttrAt(ctx, 0); /* threshold */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_mish(&c);
    ap__kernel_leave();
}

static void ap__mish_0_variadic(const void* dev_ctx, const void* x, float threshold, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "mish";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.attr[0].f = threshold;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_mish(&c);
    ap__kernel_leave();
}

/* mish_grad(x, out_grad, threshold, x_grad): 3.3 */
static void ap__mish_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "mish_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* out_grad */
    c.attr[0].f = ap__capi.PD_KernelContextFloatAttrAt(ctx, 0); /* threshold */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* x_grad */
    if (!c.skip) ap_kernel_mish_grad(&c);
    ap__kernel_leave();
}

static void ap__mish_grad_0_variadic(const void* dev_ctx, const void* x, const void* out_grad, float threshold, void* x_grad) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "mish_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)out_grad;
    c.attr[0].f = threshold;
    c.out[0] = (PD_Tensor*)x_grad;
    ap_kernel_mish_grad(&c);
    ap__kernel_leave();
}

/* celu(x, alpha, out): 3.3 */
static void ap__celu_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "celu";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.attr[0].f = ap__capi.PD_KernelContextFloatAttrAt(ctx, 0); /* alpha */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_celu(&c);
    ap__kernel_leave();
}

static void ap__celu_0_variadic(const void* dev_ctx, const void* x, float alpha, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "celu";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.attr[0].f = alpha;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_celu(&c);
    ap__kernel_leave();
}

/* celu_grad(x, out_grad, alpha, x_grad): 3.3 */
static void ap__celu_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "celu_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* out_grad */
    c.attr[0].f = ap__capi.PD_KernelContextFloatAttrAt(ctx, 0); /* alpha */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* x_grad */
    if (!c.skip) ap_kernel_celu_grad(&c);
    ap__kernel_leave();
}

static void ap__celu_grad_0_variadic(const void* dev_ctx, const void* x, const void* out_grad, float alpha, void* x_grad) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "celu_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)out_grad;
    c.attr[0].f = alpha;
    c.out[0] = (PD_Tensor*)x_grad;
    ap_kernel_celu_grad(&c);
    ap__kernel_leave();
}

/* softshrink(x, lambda, out): 3.3 */
static void ap__softshrink_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "softshrink";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.attr[0].f = ap__capi.PD_KernelContextFloatAttrAt(ctx, 0); /* lambda */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_softshrink(&c);
    ap__kernel_leave();
}

static void ap__softshrink_0_variadic(const void* dev_ctx, const void* x, float lambda, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "softshrink";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.attr[0].f = lambda;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_softshrink(&c);
    ap__kernel_leave();
}

/* softshrink_grad(x, out_grad, lambda, x_grad): 3.3 */
static void ap__softshrink_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "softshrink_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* out_grad */
    c.attr[0].f = ap__capi.PD_KernelContextFloatAttrAt(ctx, 0); /* lambda */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* x_grad */
    if (!c.skip) ap_kernel_softshrink_grad(&c);
    ap__kernel_leave();
}

static void ap__softshrink_grad_0_variadic(const void* dev_ctx, const void* x, const void* out_grad, float lambda, void* x_grad) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "softshrink_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)out_grad;
    c.attr[0].f = lambda;
    c.out[0] = (PD_Tensor*)x_grad;
    ap_kernel_softshrink_grad(&c);
    ap__kernel_leave();
}

/* hardsigmoid(x, slope, offset, out): 3.3 */
static void ap__hardsigmoid_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "hardsigmoid";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.attr[0].f = ap__capi.PD_KernelContextFloatAttrAt(ctx, 0); /* slope */
    c.attr[1].f = ap__capi.PD_KernelContextFloatAttrAt(ctx, 1); /* offset */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_hardsigmoid(&c);
    ap__kernel_leave();
}

static void ap__hardsigmoid_0_variadic(const void* dev_ctx, const void* x, float slope, float offset, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "hardsigmoid";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.attr[0].f = slope;
    c.attr[1].f = offset;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_hardsigmoid(&c);
    ap__kernel_leave();
}

/* hardsigmoid_grad(out, out_grad, slope, offset, x_grad): 3.3 */
static void ap__hardsigmoid_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "hardsigmoid_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* out */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* out_grad */
    c.attr[0].f = ap__capi.PD_KernelContextFloatAttrAt(ctx, 0); /* slope */
    c.attr[1].f = ap__capi.PD_KernelContextFloatAttrAt(ctx, 1); /* offset */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* x_grad */
    if (!c.skip) ap_kernel_hardsigmoid_grad(&c);
    ap__kernel_leave();
}

static void ap__hardsigmoid_grad_0_variadic(const void* dev_ctx, const void* out, const void* out_grad, float slope, float offset, void* x_grad) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "hardsigmoid_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)out;
    c.in[1] = (PD_Tensor*)out_grad;
    c.attr[0].f = slope;
    c.attr[1].f = offset;
    c.out[0] = (PD_Tensor*)x_grad;
    ap_kernel_hardsigmoid_grad(&c);
    ap__kernel_leave();
}

/* elu(x, alpha, out): 3.3 */
static void ap__elu_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "elu";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.attr[0].f = ap__capi.PD_KernelContextFloatAttrAt(ctx, 0); /* alpha */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_elu(&c);
    ap__kernel_leave();
}

static void ap__elu_0_variadic(const void* dev_ctx, const void* x, float alpha, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "elu";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.attr[0].f = alpha;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_elu(&c);
    ap__kernel_leave();
}

/* elu_grad(x, out, out_grad, alpha, x_grad): 3.3 */
static void ap__elu_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "elu_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* out */
    c.in[2] = ap__capi.PD_KernelContextInputAt(ctx, 2); /* out_grad */
    c.attr[0].f = ap__capi.PD_KernelContextFloatAttrAt(ctx, 0); /* alpha */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* x_grad */
    if (!c.skip) ap_kernel_elu_grad(&c);
    ap__kernel_leave();
}

static void ap__elu_grad_0_variadic(const void* dev_ctx, const void* x, const void* out, const void* out_grad, float alpha, void* x_grad) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "elu_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)out;
    c.in[2] = (PD_Tensor*)out_grad;
    c.attr[0].f = alpha;
    c.out[0] = (PD_Tensor*)x_grad;
    ap_kernel_elu_grad(&c);
    ap__kernel_leave();
}

/* pow(x, factor, out): 3.3 */
static void ap__pow_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "pow";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.attr[0].scalar = ap__ctx_scalar(&c, ctx, 0); /* factor */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_pow(&c);
    ap__kernel_leave();
}

static void ap__pow_0_variadic(const void* dev_ctx, const void* x, const void* factor, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "pow";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.attr[0].scalar = ap__scalar_of((PD_Scalar*)factor);
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_pow(&c);
    ap__kernel_leave();
}

/* pow_grad(x, out_grad, factor, x_grad): 3.3 */
static void ap__pow_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "pow_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* out_grad */
    c.attr[0].scalar = ap__ctx_scalar(&c, ctx, 0); /* factor */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* x_grad */
    if (!c.skip) ap_kernel_pow_grad(&c);
    ap__kernel_leave();
}

static void ap__pow_grad_0_variadic(const void* dev_ctx, const void* x, const void* out_grad, const void* factor, void* x_grad) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "pow_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)out_grad;
    c.attr[0].scalar = ap__scalar_of((PD_Scalar*)factor);
    c.out[0] = (PD_Tensor*)x_grad;
    ap_kernel_pow_grad(&c);
    ap__kernel_leave();
}

/* where(condition, x, y, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__where_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "where";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* condition */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* x */
    c.in[2] = ap__capi.PD_KernelContextInputAt(ctx, 2); /* y */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_where(&c);
    ap__kernel_leave();
}

static void ap__where_0_variadic(const void* dev_ctx, const void* condition, const void* x, const void* y, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "where";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)condition;
    c.in[1] = (PD_Tensor*)x;
    c.in[2] = (PD_Tensor*)y;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_where(&c);
    ap__kernel_leave();
}

/* gelu(x, approximate, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__gelu_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "gelu";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.attr[0].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 0); /* approximate */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_gelu(&c);
    ap__kernel_leave();
}

static void ap__gelu_0_variadic(const void* dev_ctx, const void* x, bool approximate, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "gelu";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.attr[0].b = approximate;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_gelu(&c);
    ap__kernel_leave();
}

/* layer_norm(x, scale, bias, epsilon, begin_norm_axis, out, mean, variance): 3.0, 3.1, 3.2, 3.3 */
static void ap__layer_norm_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "layer_norm";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* scale */
    c.in[2] = ap__capi.PD_KernelContextInputAt(ctx, 2); /* bias */
    c.attr[0].f = ap__capi.PD_KernelContextFloatAttrAt(ctx, 0); /* epsilon */
    c.attr[1].i32 = ap__capi.PD_KernelContextInt32AttrAt(ctx, 1); /* begin_norm_axis */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    c.out[1] = ap__capi.PD_KernelContextOutputAt(ctx, 1); /* mean */
    c.out[2] = ap__capi.PD_KernelContextOutputAt(ctx, 2); /* variance */
    if (!c.skip) ap_kernel_layer_norm(&c);
    ap__kernel_leave();
}

static void ap__layer_norm_0_variadic(const void* dev_ctx, const void* x, const void* scale, const void* bias, float epsilon, int32_t begin_norm_axis, void* out, void* mean, void* variance) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "layer_norm";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = ap__capi.PD_OptionalTensorGetPointer((PD_Tensor*)scale);
    c.in[2] = ap__capi.PD_OptionalTensorGetPointer((PD_Tensor*)bias);
    c.attr[0].f = epsilon;
    c.attr[1].i32 = begin_norm_axis;
    c.out[0] = (PD_Tensor*)out;
    c.out[1] = (PD_Tensor*)mean;
    c.out[2] = (PD_Tensor*)variance;
    ap_kernel_layer_norm(&c);
    ap__kernel_leave();
}

/* layer_norm_grad(x, scale, bias, mean, variance, out_grad, epsilon, begin_norm_axis, x_grad, scale_grad, bias_grad): 3.0, 3.1, 3.2, 3.3 */
static void ap__layer_norm_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "layer_norm_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* scale */
    c.in[2] = ap__capi.PD_KernelContextInputAt(ctx, 2); /* bias */
    c.in[3] = ap__capi.PD_KernelContextInputAt(ctx, 3); /* mean */
    c.in[4] = ap__capi.PD_KernelContextInputAt(ctx, 4); /* variance */
    c.in[5] = ap__capi.PD_KernelContextInputAt(ctx, 5); /* out_grad */
    c.attr[0].f = ap__capi.PD_KernelContextFloatAttrAt(ctx, 0); /* epsilon */
    c.attr[1].i32 = ap__capi.PD_KernelContextInt32AttrAt(ctx, 1); /* begin_norm_axis */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* x_grad */
    c.out[1] = ap__capi.PD_KernelContextOutputAt(ctx, 1); /* scale_grad */
    c.out[2] = ap__capi.PD_KernelContextOutputAt(ctx, 2); /* bias_grad */
    if (!c.skip) ap_kernel_layer_norm_grad(&c);
    ap__kernel_leave();
}

static void ap__layer_norm_grad_0_variadic(const void* dev_ctx, const void* x, const void* scale, const void* bias, const void* mean, const void* variance, const void* out_grad, float epsilon, int32_t begin_norm_axis, void* x_grad, void* scale_grad, void* bias_grad) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "layer_norm_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = ap__capi.PD_OptionalTensorGetPointer((PD_Tensor*)scale);
    c.in[2] = ap__capi.PD_OptionalTensorGetPointer((PD_Tensor*)bias);
    c.in[3] = (PD_Tensor*)mean;
    c.in[4] = (PD_Tensor*)variance;
    c.in[5] = (PD_Tensor*)out_grad;
    c.attr[0].f = epsilon;
    c.attr[1].i32 = begin_norm_axis;
    c.out[0] = (PD_Tensor*)x_grad;
    c.out[1] = (PD_Tensor*)scale_grad;
    c.out[2] = (PD_Tensor*)bias_grad;
    ap_kernel_layer_norm_grad(&c);
    ap__kernel_leave();
}

/* log_softmax(x, axis, out): 3.3 */
static void ap__log_softmax_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "log_softmax";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.attr[0].i32 = ap__capi.PD_KernelContextInt32AttrAt(ctx, 0); /* axis */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_log_softmax(&c);
    ap__kernel_leave();
}

static void ap__log_softmax_0_variadic(const void* dev_ctx, const void* x, int32_t axis, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "log_softmax";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.attr[0].i32 = axis;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_log_softmax(&c);
    ap__kernel_leave();
}

/* log_softmax_grad(out, out_grad, axis, x_grad): 3.3 */
static void ap__log_softmax_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "log_softmax_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* out */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* out_grad */
    c.attr[0].i32 = ap__capi.PD_KernelContextInt32AttrAt(ctx, 0); /* axis */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* x_grad */
    if (!c.skip) ap_kernel_log_softmax_grad(&c);
    ap__kernel_leave();
}

static void ap__log_softmax_grad_0_variadic(const void* dev_ctx, const void* out, const void* out_grad, int32_t axis, void* x_grad) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "log_softmax_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)out;
    c.in[1] = (PD_Tensor*)out_grad;
    c.attr[0].i32 = axis;
    c.out[0] = (PD_Tensor*)x_grad;
    ap_kernel_log_softmax_grad(&c);
    ap__kernel_leave();
}

/* clip(x, min, max, out): 3.3 */
static void ap__clip_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "clip";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.attr[0].scalar = ap__ctx_scalar(&c, ctx, 0); /* min */
    c.attr[1].scalar = ap__ctx_scalar(&c, ctx, 1); /* max */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_clip(&c);
    ap__kernel_leave();
}

static void ap__clip_0_variadic(const void* dev_ctx, const void* x, const void* min, const void* max, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "clip";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.attr[0].scalar = ap__scalar_of((PD_Scalar*)min);
    c.attr[1].scalar = ap__scalar_of((PD_Scalar*)max);
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_clip(&c);
    ap__kernel_leave();
}

/* clip_grad(x, out_grad, min, max, x_grad): 3.3 */
static void ap__clip_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "clip_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* out_grad */
    c.attr[0].scalar = ap__ctx_scalar(&c, ctx, 0); /* min */
    c.attr[1].scalar = ap__ctx_scalar(&c, ctx, 1); /* max */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* x_grad */
    if (!c.skip) ap_kernel_clip_grad(&c);
    ap__kernel_leave();
}

static void ap__clip_grad_0_variadic(const void* dev_ctx, const void* x, const void* out_grad, const void* min, const void* max, void* x_grad) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "clip_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)out_grad;
    c.attr[0].scalar = ap__scalar_of((PD_Scalar*)min);
    c.attr[1].scalar = ap__scalar_of((PD_Scalar*)max);
    c.out[0] = (PD_Tensor*)x_grad;
    ap_kernel_clip_grad(&c);
    ap__kernel_leave();
}

/* softmax_grad(out, out_grad, axis, x_grad): 3.0, 3.1, 3.2, 3.3 */
static void ap__softmax_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "softmax_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* out */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* out_grad */
    c.attr[0].i32 = ap__capi.PD_KernelContextInt32AttrAt(ctx, 0); /* axis */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* x_grad */
    if (!c.skip) ap_kernel_softmax_grad(&c);
    ap__kernel_leave();
}

static void ap__softmax_grad_0_variadic(const void* dev_ctx, const void* out, const void* out_grad, int32_t axis, void* x_grad) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "softmax_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)out;
    c.in[1] = (PD_Tensor*)out_grad;
    c.attr[0].i32 = axis;
    c.out[0] = (PD_Tensor*)x_grad;
    ap_kernel_softmax_grad(&c);
    ap__kernel_leave();
}

/* matmul_grad(x, y, out_grad, transpose_x, transpose_y, x_grad, y_grad): 3.0, 3.1, 3.2, 3.3 */
static void ap__matmul_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "matmul_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* y */
    c.in[2] = ap__capi.PD_KernelContextInputAt(ctx, 2); /* out_grad */
    c.attr[0].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 0); /* transpose_x */
    c.attr[1].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 1); /* transpose_y */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* x_grad */
    c.out[1] = ap__capi.PD_KernelContextOutputAt(ctx, 1); /* y_grad */
    if (!c.skip) ap_kernel_matmul_grad(&c);
    ap__kernel_leave();
}

static void ap__matmul_grad_0_variadic(const void* dev_ctx, const void* x, const void* y, const void* out_grad, bool transpose_x, bool transpose_y, void* x_grad, void* y_grad) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "matmul_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)y;
    c.in[2] = (PD_Tensor*)out_grad;
    c.attr[0].b = transpose_x;
    c.attr[1].b = transpose_y;
    c.out[0] = (PD_Tensor*)x_grad;
    c.out[1] = (PD_Tensor*)y_grad;
    ap_kernel_matmul_grad(&c);
    ap__kernel_leave();
}

/* add_grad(x, y, out_grad, axis, x_grad, y_grad): 3.0, 3.1, 3.2, 3.3 */
static void ap__add_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "add_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* y */
    c.in[2] = ap__capi.PD_KernelContextInputAt(ctx, 2); /* out_grad */
    c.attr[0].i32 = ap__capi.PD_KernelContextInt32AttrAt(ctx, 0); /* axis */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* x_grad */
    c.out[1] = ap__capi.PD_KernelContextOutputAt(ctx, 1); /* y_grad */
    if (!c.skip) ap_kernel_add_grad(&c);
    ap__kernel_leave();
}

static void ap__add_grad_0_variadic(const void* dev_ctx, const void* x, const void* y, const void* out_grad, int32_t axis, void* x_grad, void* y_grad) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "add_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)y;
    c.in[2] = (PD_Tensor*)out_grad;
    c.attr[0].i32 = axis;
    c.out[0] = (PD_Tensor*)x_grad;
    c.out[1] = (PD_Tensor*)y_grad;
    ap_kernel_add_grad(&c);
    ap__kernel_leave();
}

/* subtract_grad(x, y, out_grad, axis, x_grad, y_grad): 3.0, 3.1, 3.2, 3.3 */
static void ap__subtract_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "subtract_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* y */
    c.in[2] = ap__capi.PD_KernelContextInputAt(ctx, 2); /* out_grad */
    c.attr[0].i32 = ap__capi.PD_KernelContextInt32AttrAt(ctx, 0); /* axis */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* x_grad */
    c.out[1] = ap__capi.PD_KernelContextOutputAt(ctx, 1); /* y_grad */
    if (!c.skip) ap_kernel_subtract_grad(&c);
    ap__kernel_leave();
}

static void ap__subtract_grad_0_variadic(const void* dev_ctx, const void* x, const void* y, const void* out_grad, int32_t axis, void* x_grad, void* y_grad) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "subtract_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)y;
    c.in[2] = (PD_Tensor*)out_grad;
    c.attr[0].i32 = axis;
    c.out[0] = (PD_Tensor*)x_grad;
    c.out[1] = (PD_Tensor*)y_grad;
    ap_kernel_subtract_grad(&c);
    ap__kernel_leave();
}

/* multiply_grad(x, y, out_grad, axis, x_grad, y_grad): 3.0, 3.1, 3.2, 3.3 */
static void ap__multiply_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "multiply_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* y */
    c.in[2] = ap__capi.PD_KernelContextInputAt(ctx, 2); /* out_grad */
    c.attr[0].i32 = ap__capi.PD_KernelContextInt32AttrAt(ctx, 0); /* axis */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* x_grad */
    c.out[1] = ap__capi.PD_KernelContextOutputAt(ctx, 1); /* y_grad */
    if (!c.skip) ap_kernel_multiply_grad(&c);
    ap__kernel_leave();
}

static void ap__multiply_grad_0_variadic(const void* dev_ctx, const void* x, const void* y, const void* out_grad, int32_t axis, void* x_grad, void* y_grad) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "multiply_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)y;
    c.in[2] = (PD_Tensor*)out_grad;
    c.attr[0].i32 = axis;
    c.out[0] = (PD_Tensor*)x_grad;
    c.out[1] = (PD_Tensor*)y_grad;
    ap_kernel_multiply_grad(&c);
    ap__kernel_leave();
}

/* divide_grad(x, y, out, out_grad, axis, x_grad, y_grad): 3.0, 3.1, 3.2, 3.3 */
static void ap__divide_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "divide_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* y */
    c.in[2] = ap__capi.PD_KernelContextInputAt(ctx, 2); /* out */
    c.in[3] = ap__capi.PD_KernelContextInputAt(ctx, 3); /* out_grad */
    c.attr[0].i32 = ap__capi.PD_KernelContextInt32AttrAt(ctx, 0); /* axis */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* x_grad */
    c.out[1] = ap__capi.PD_KernelContextOutputAt(ctx, 1); /* y_grad */
    if (!c.skip) ap_kernel_divide_grad(&c);
    ap__kernel_leave();
}

static void ap__divide_grad_0_variadic(const void* dev_ctx, const void* x, const void* y, const void* out, const void* out_grad, int32_t axis, void* x_grad, void* y_grad) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "divide_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)y;
    c.in[2] = (PD_Tensor*)out;
    c.in[3] = (PD_Tensor*)out_grad;
    c.attr[0].i32 = axis;
    c.out[0] = (PD_Tensor*)x_grad;
    c.out[1] = (PD_Tensor*)y_grad;
    ap_kernel_divide_grad(&c);
    ap__kernel_leave();
}

/* sum_grad(x, out_grad, axis, keep_dim, reduce_all, x_grad): 3.0, 3.1, 3.2, 3.3 */
static void ap__sum_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "sum_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* out_grad */
    c.attr[0].ints = ap__ctx_int_array(&c, ctx, 0); /* axis */
    c.attr[1].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 1); /* keep_dim */
    c.attr[2].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 2); /* reduce_all */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* x_grad */
    if (!c.skip) ap_kernel_sum_grad(&c);
    ap__call_release(&c);
    ap__kernel_leave();
}

static void ap__sum_grad_0_variadic(const void* dev_ctx, const void* x, const void* out_grad, const void* axis, bool keep_dim, bool reduce_all, void* x_grad) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "sum_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)out_grad;
    c.attr[0].ints = ap__capi.PD_IntArrayGetDataPointer((PD_IntArray*)axis);
    c.attr[1].b = keep_dim;
    c.attr[2].b = reduce_all;
    c.out[0] = (PD_Tensor*)x_grad;
    ap_kernel_sum_grad(&c);
    ap__kernel_leave();
}

/* mean_grad(x, out_grad, axis, keep_dim, reduce_all, x_grad): 3.0, 3.1, 3.2, 3.3 */
static void ap__mean_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "mean_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* out_grad */
    c.attr[0].ints = ap__ctx_int_array(&c, ctx, 0); /* axis */
    c.attr[1].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 1); /* keep_dim */
    c.attr[2].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 2); /* reduce_all */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* x_grad */
    if (!c.skip) ap_kernel_mean_grad(&c);
    ap__call_release(&c);
    ap__kernel_leave();
}

static void ap__mean_grad_0_variadic(const void* dev_ctx, const void* x, const void* out_grad, const void* axis, bool keep_dim, bool reduce_all, void* x_grad) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "mean_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)out_grad;
    c.attr[0].ints = ap__capi.PD_IntArrayGetDataPointer((PD_IntArray*)axis);
    c.attr[1].b = keep_dim;
    c.attr[2].b = reduce_all;
    c.out[0] = (PD_Tensor*)x_grad;
    ap_kernel_mean_grad(&c);
    ap__kernel_leave();
}

/* mean_all_grad(x, out_grad, x_grad): 3.0, 3.1, 3.2, 3.3 */
static void ap__mean_all_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "mean_all_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* out_grad */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* x_grad */
    if (!c.skip) ap_kernel_mean_all_grad(&c);
    ap__kernel_leave();
}

static void ap__mean_all_grad_0_variadic(const void* dev_ctx, const void* x, const void* out_grad, void* x_grad) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "mean_all_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)out_grad;
    c.out[0] = (PD_Tensor*)x_grad;
    ap_kernel_mean_all_grad(&c);
    ap__kernel_leave();
}

/* cross_entropy_with_softmax(logits, label, soft_label, use_softmax, numeric_stable_mode, ignore_index, axis, softmax, loss): 3.0, 3.1, 3.2, 3.3 */
static void ap__cross_entropy_with_softmax_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "cross_entropy_with_softmax";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* logits */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* label */
    c.attr[0].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 0); /* soft_label */
    c.attr[1].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 1); /* use_softmax */
    c.attr[2].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 2); /* numeric_stable_mode */
    c.attr[3].i32 = ap__capi.PD_KernelContextInt32AttrAt(ctx, 3); /* ignore_index */
    c.attr[4].i32 = ap__capi.PD_KernelContextInt32AttrAt(ctx, 4); /* axis */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* softmax */
    c.out[1] = ap__capi.PD_KernelContextOutputAt(ctx, 1); /* loss */
    if (!c.skip) ap_kernel_cross_entropy_with_softmax(&c);
    ap__kernel_leave();
}

static void ap__cross_entropy_with_softmax_0_variadic(const void* dev_ctx, const void* logits, const void* label, bool soft_label, bool use_softmax, bool numeric_stable_mode, int32_t ignore_index, int32_t axis, void* softmax, void* loss) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "cross_entropy_with_softmax";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)logits;
    c.in[1] = (PD_Tensor*)label;
    c.attr[0].b = soft_label;
    c.attr[1].b = use_softmax;
    c.attr[2].b = numeric_stable_mode;
    c.attr[3].i32 = ignore_index;
    c.attr[4].i32 = axis;
    c.out[0] = (PD_Tensor*)softmax;
    c.out[1] = (PD_Tensor*)loss;
    ap_kernel_cross_entropy_with_softmax(&c);
    ap__kernel_leave();
}

/* cross_entropy_with_softmax_grad(label, softmax, loss_grad, soft_label, use_softmax, numeric_stable_mode, ignore_index, axis, logits_grad): 3.0, 3.1, 3.2, 3.3 */
static void ap__cross_entropy_with_softmax_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "cross_entropy_with_softmax_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* label */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* softmax */
    c.in[2] = ap__capi.PD_KernelContextInputAt(ctx, 2); /* loss_grad */
    c.attr[0].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 0); /* soft_label */
    c.attr[1].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 1); /* use_softmax */
    c.attr[2].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 2); /* numeric_stable_mode */
    c.attr[3].i32 = ap__capi.PD_KernelContextInt32AttrAt(ctx, 3); /* ignore_index */
    c.attr[4].i32 = ap__capi.PD_KernelContextInt32AttrAt(ctx, 4); /* axis */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* logits_grad */
    if (!c.skip) ap_kernel_cross_entropy_with_softmax_grad(&c);
    ap__kernel_leave();
}

static void ap__cross_entropy_with_softmax_grad_0_variadic(const void* dev_ctx, const void* label, const void* softmax, const void* loss_grad, bool soft_label, bool use_softmax, bool numeric_stable_mode, int32_t ignore_index, int32_t axis, void* logits_grad) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "cross_entropy_with_softmax_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)label;
    c.in[1] = (PD_Tensor*)softmax;
    c.in[2] = (PD_Tensor*)loss_grad;
    c.attr[0].b = soft_label;
    c.attr[1].b = use_softmax;
    c.attr[2].b = numeric_stable_mode;
    c.attr[3].i32 = ignore_index;
    c.attr[4].i32 = axis;
    c.out[0] = (PD_Tensor*)logits_grad;
    ap_kernel_cross_entropy_with_softmax_grad(&c);
    ap__kernel_leave();
}

/* embedding(x, weight, padding_idx, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__embedding_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "embedding";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* weight */
    c.attr[0].i64 = ap__capi.PD_KernelContextInt64AttrAt(ctx, 0); /* padding_idx */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_embedding(&c);
    ap__kernel_leave();
}

static void ap__embedding_0_variadic(const void* dev_ctx, const void* x, const void* weight, int64_t padding_idx, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "embedding";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)weight;
    c.attr[0].i64 = padding_idx;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_embedding(&c);
    ap__kernel_leave();
}

/* embedding_grad(input, weight, out_grad, padding_idx, weight_grad): 3.0, 3.1, 3.2, 3.3 */
static void ap__embedding_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "embedding_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* input */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* weight */
    c.in[2] = ap__capi.PD_KernelContextInputAt(ctx, 2); /* out_grad */
    c.attr[0].i64 = ap__capi.PD_KernelContextInt64AttrAt(ctx, 0); /* padding_idx */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* weight_grad */
    if (!c.skip) ap_kernel_embedding_grad(&c);
    ap__kernel_leave();
}

static void ap__embedding_grad_0_variadic(const void* dev_ctx, const void* input, const void* weight, const void* out_grad, int64_t padding_idx, void* weight_grad) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "embedding_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)input;
    c.in[1] = (PD_Tensor*)weight;
    c.in[2] = (PD_Tensor*)out_grad;
    c.attr[0].i64 = padding_idx;
    c.out[0] = (PD_Tensor*)weight_grad;
    ap_kernel_embedding_grad(&c);
    ap__kernel_leave();
}

/* adamw(param, grad, learning_rate, moment1, moment2, moment2_max, beta1_pow, beta2_pow, master_param, skip_update, beta1, beta2, epsilon, lr_ratio, coeff, with_decay, lazy_mode, min_row_size_to_use_multithread, multi_precision, use_global_beta_pow, amsgrad, param_out, moment1_out, moment2_out, moment2_max_out, beta1_pow_out, beta2_pow_out, master_param_outs): 3.0, 3.1, 3.2, 3.3 */
static void ap__adamw_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "adamw";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* param */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* grad */
    c.in[2] = ap__capi.PD_KernelContextInputAt(ctx, 2); /* learning_rate */
    c.in[3] = ap__capi.PD_KernelContextInputAt(ctx, 3); /* moment1 */
    c.in[4] = ap__capi.PD_KernelContextInputAt(ctx, 4); /* moment2 */
    c.in[5] = ap__capi.PD_KernelContextInputAt(ctx, 5); /* moment2_max */
    c.in[6] = ap__capi.PD_KernelContextInputAt(ctx, 6); /* beta1_pow */
    c.in[7] = ap__capi.PD_KernelContextInputAt(ctx, 7); /* beta2_pow */
    c.in[8] = ap__capi.PD_KernelContextInputAt(ctx, 8); /* master_param */
    c.in[9] = ap__capi.PD_KernelContextInputAt(ctx, 9); /* skip_update */
    c.attr[0].scalar = ap__ctx_scalar(&c, ctx, 0); /* beta1 */
    c.attr[1].scalar = ap__ctx_scalar(&c, ctx, 1); /* beta2 */
    c.attr[2].scalar = ap__ctx_scalar(&c, ctx, 2); /* epsilon */
    c.attr[3].f = ap__capi.PD_KernelContextFloatAttrAt(ctx, 3); /* lr_ratio */
    c.attr[4].f = ap__capi.PD_KernelContextFloatAttrAt(ctx, 4); /* coeff */
    c.attr[5].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 5); /* with_decay */
    c.attr[6].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 6); /* lazy_mode */
    c.attr[7].i64 = ap__capi.PD_KernelContextInt64AttrAt(ctx, 7); /* min_row_size_to_use_multithread */
    c.attr[8].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 8); /* multi_precision */
    c.attr[9].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 9); /* use_global_beta_pow */
    c.attr[10].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 10); /* amsgrad */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* param_out */
    c.out[1] = ap__capi.PD_KernelContextOutputAt(ctx, 1); /* moment1_out */
    c.out[2] = ap__capi.PD_KernelContextOutputAt(ctx, 2); /* moment2_out */
    c.out[3] = ap__capi.PD_KernelContextOutputAt(ctx, 3); /* moment2_max_out */
    c.out[4] = ap__capi.PD_KernelContextOutputAt(ctx, 4); /* beta1_pow_out */
    c.out[5] = ap__capi.PD_KernelContextOutputAt(ctx, 5); /* beta2_pow_out */
    c.out[6] = ap__capi.PD_KernelContextOutputAt(ctx, 6); /* master_param_outs */
    if (!c.skip) ap_kernel_adamw(&c);
    ap__kernel_leave();
}

static void ap__adamw_0_variadic(const void* dev_ctx, const void* param, const void* grad, const void* learning_rate, const void* moment1, const void* moment2, const void* moment2_max, const void* beta1_pow, const void* beta2_pow, const void* master_param, const void* skip_update, const void* beta1, const void* beta2, const void* epsilon, float lr_ratio, float coeff, bool with_decay, bool lazy_mode, int64_t min_row_size_to_use_multithread, bool multi_precision, bool use_global_beta_pow, bool amsgrad, void* param_out, void* moment1_out, void* moment2_out, void* moment2_max_out, void* beta1_pow_out, void* beta2_pow_out, void* master_param_outs) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "adamw";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)param;
    c.in[1] = (PD_Tensor*)grad;
    c.in[2] = (PD_Tensor*)learning_rate;
    c.in[3] = (PD_Tensor*)moment1;
    c.in[4] = (PD_Tensor*)moment2;
    c.in[5] = ap__capi.PD_OptionalTensorGetPointer((PD_Tensor*)moment2_max);
    c.in[6] = (PD_Tensor*)beta1_pow;
    c.in[7] = (PD_Tensor*)beta2_pow;
    c.in[8] = ap__capi.PD_OptionalTensorGetPointer((PD_Tensor*)master_param);
    c.in[9] = ap__capi.PD_OptionalTensorGetPointer((PD_Tensor*)skip_update);
    c.attr[0].scalar = ap__scalar_of((PD_Scalar*)beta1);
    c.attr[1].scalar = ap__scalar_of((PD_Scalar*)beta2);
    c.attr[2].scalar = ap__scalar_of((PD_Scalar*)epsilon);
    c.attr[3].f = lr_ratio;
    c.attr[4].f = coeff;
    c.attr[5].b = with_decay;
    c.attr[6].b = lazy_mode;
    c.attr[7].i64 = min_row_size_to_use_multithread;
    c.attr[8].b = multi_precision;
    c.attr[9].b = use_global_beta_pow;
    c.attr[10].b = amsgrad;
    c.out[0] = (PD_Tensor*)param_out;
    c.out[1] = (PD_Tensor*)moment1_out;
    c.out[2] = (PD_Tensor*)moment2_out;
    c.out[3] = (PD_Tensor*)moment2_max_out;
    c.out[4] = (PD_Tensor*)beta1_pow_out;
    c.out[5] = (PD_Tensor*)beta2_pow_out;
    c.out[6] = (PD_Tensor*)master_param_outs;
    ap_kernel_adamw(&c);
    ap__kernel_leave();
}

/* sgd(param, learning_rate, grad, master_param, multi_precision, param_out, master_param_out): 3.3 */
static void ap__sgd_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "sgd";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* param */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* learning_rate */
    c.in[2] = ap__capi.PD_KernelContextInputAt(ctx, 2); /* grad */
    c.in[3] = ap__capi.PD_KernelContextInputAt(ctx, 3); /* master_param */
    c.attr[0].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 0); /* multi_precision */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* param_out */
    c.out[1] = ap__capi.PD_KernelContextOutputAt(ctx, 1); /* master_param_out */
    if (!c.skip) ap_kernel_sgd(&c);
    ap__kernel_leave();
}

static void ap__sgd_0_variadic(const void* dev_ctx, const void* param, const void* learning_rate, const void* grad, const void* master_param, bool multi_precision, void* param_out, void* master_param_out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "sgd";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)param;
    c.in[1] = (PD_Tensor*)learning_rate;
    c.in[2] = (PD_Tensor*)grad;
    c.in[3] = ap__capi.PD_OptionalTensorGetPointer((PD_Tensor*)master_param);
    c.attr[0].b = multi_precision;
    c.out[0] = (PD_Tensor*)param_out;
    c.out[1] = (PD_Tensor*)master_param_out;
    ap_kernel_sgd(&c);
    ap__kernel_leave();
}

/* unsqueeze(x, axes, out): 3.3 */
static void ap__unsqueeze_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "unsqueeze";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.attr[0].ints = ap__ctx_int_array(&c, ctx, 0); /* axes */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_unsqueeze(&c);
    ap__call_release(&c);
    ap__kernel_leave();
}

static void ap__unsqueeze_0_variadic(const void* dev_ctx, const void* x, const void* axes, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "unsqueeze";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.attr[0].ints = ap__capi.PD_IntArrayGetDataPointer((PD_IntArray*)axes);
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_unsqueeze(&c);
    ap__kernel_leave();
}

/* squeeze(x, axes, out): 3.3 */
static void ap__squeeze_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "squeeze";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.attr[0].ints = ap__ctx_int_array(&c, ctx, 0); /* axes */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_squeeze(&c);
    ap__call_release(&c);
    ap__kernel_leave();
}

static void ap__squeeze_0_variadic(const void* dev_ctx, const void* x, const void* axes, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "squeeze";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.attr[0].ints = ap__capi.PD_IntArrayGetDataPointer((PD_IntArray*)axes);
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_squeeze(&c);
    ap__kernel_leave();
}

/* flatten(x, start_axis, stop_axis, out): 3.3 */
static void ap__flatten_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "flatten";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.attr[0].i32 = ap__capi.PD_KernelContextInt32AttrAt(ctx, 0); /* start_axis */
    c.attr[1].i32 = ap__capi.PD_KernelContextInt32AttrAt(ctx, 1); /* stop_axis */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_flatten(&c);
    ap__kernel_leave();
}

static void ap__flatten_0_variadic(const void* dev_ctx, const void* x, int32_t start_axis, int32_t stop_axis, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "flatten";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.attr[0].i32 = start_axis;
    c.attr[1].i32 = stop_axis;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_flatten(&c);
    ap__kernel_leave();
}

/* unsqueeze_grad(x, dout, dx): 3.3 */
static void ap__unsqueeze_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "unsqueeze_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* dout */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* dx */
    if (!c.skip) ap_kernel_unsqueeze_grad(&c);
    ap__kernel_leave();
}

static void ap__unsqueeze_grad_0_variadic(const void* dev_ctx, const void* x, const void* dout, void* dx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "unsqueeze_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)dout;
    c.out[0] = (PD_Tensor*)dx;
    ap_kernel_unsqueeze_grad(&c);
    ap__kernel_leave();
}

/* squeeze_grad(x, dout, axes, dx): 3.3 */
static void ap__squeeze_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "squeeze_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* dout */
    c.attr[0].ints = ap__ctx_int_array(&c, ctx, 0); /* axes */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* dx */
    if (!c.skip) ap_kernel_squeeze_grad(&c);
    ap__call_release(&c);
    ap__kernel_leave();
}

static void ap__squeeze_grad_0_variadic(const void* dev_ctx, const void* x, const void* dout, const void* axes, void* dx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "squeeze_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)dout;
    c.attr[0].ints = ap__capi.PD_IntArrayGetDataPointer((PD_IntArray*)axes);
    c.out[0] = (PD_Tensor*)dx;
    ap_kernel_squeeze_grad(&c);
    ap__kernel_leave();
}

/* flatten_grad(x, out_grad, x_grad): 3.3 */
static void ap__flatten_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "flatten_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* out_grad */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* x_grad */
    if (!c.skip) ap_kernel_flatten_grad(&c);
    ap__kernel_leave();
}

static void ap__flatten_grad_0_variadic(const void* dev_ctx, const void* x, const void* out_grad, void* x_grad) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "flatten_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)out_grad;
    c.out[0] = (PD_Tensor*)x_grad;
    ap_kernel_flatten_grad(&c);
    ap__kernel_leave();
}

/* transpose(x, axis, out): 3.3 */
static void ap__transpose_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "transpose";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.attr[0].list = ap__capi.PD_KernelContextListInt32AttrAt(ctx, 0); /* axis */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_transpose(&c);
    ap__kernel_leave();
}

static void ap__transpose_0_variadic(const void* dev_ctx, const void* x, const void* axis, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "transpose";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.attr[0].list = ap__capi.PD_ListInt32Attr((void*)axis);
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_transpose(&c);
    ap__kernel_leave();
}

/* transpose_grad(out_grad, axis, x_grad): 3.3 */
static void ap__transpose_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "transpose_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* out_grad */
    c.attr[0].list = ap__capi.PD_KernelContextListInt32AttrAt(ctx, 0); /* axis */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* x_grad */
    if (!c.skip) ap_kernel_transpose_grad(&c);
    ap__kernel_leave();
}

static void ap__transpose_grad_0_variadic(const void* dev_ctx, const void* out_grad, const void* axis, void* x_grad) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "transpose_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)out_grad;
    c.attr[0].list = ap__capi.PD_ListInt32Attr((void*)axis);
    c.out[0] = (PD_Tensor*)x_grad;
    ap_kernel_transpose_grad(&c);
    ap__kernel_leave();
}

/* slice(input, axes, starts, ends, infer_flags, decrease_axis, out): 3.3 */
static void ap__slice_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "slice";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* input */
    c.attr[0].list = ap__capi.PD_KernelContextListInt64AttrAt(ctx, 0); /* axes */
    c.attr[1].ints = ap__ctx_int_array(&c, ctx, 1); /* starts */
    c.attr[2].ints = ap__ctx_int_array(&c, ctx, 2); /* ends */
    c.attr[3].list = ap__capi.PD_KernelContextListInt64AttrAt(ctx, 3); /* infer_flags */
    c.attr[4].list = ap__capi.PD_KernelContextListInt64AttrAt(ctx, 4); /* decrease_axis */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_slice(&c);
    ap__call_release(&c);
    ap__kernel_leave();
}

static void ap__slice_0_variadic(const void* dev_ctx, const void* input, const void* axes, const void* starts, const void* ends, const void* infer_flags, const void* decrease_axis, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "slice";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)input;
    c.attr[0].list = ap__capi.PD_ListInt64Attr((void*)axes);
    c.attr[1].ints = ap__capi.PD_IntArrayGetDataPointer((PD_IntArray*)starts);
    c.attr[2].ints = ap__capi.PD_IntArrayGetDataPointer((PD_IntArray*)ends);
    c.attr[3].list = ap__capi.PD_ListInt64Attr((void*)infer_flags);
    c.attr[4].list = ap__capi.PD_ListInt64Attr((void*)decrease_axis);
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_slice(&c);
    ap__kernel_leave();
}

/* slice_grad(input, out_grad, axes, starts, ends, infer_flags, decrease_axis, input_grad): 3.3 */
static void ap__slice_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "slice_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* input */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* out_grad */
    c.attr[0].list = ap__capi.PD_KernelContextListInt64AttrAt(ctx, 0); /* axes */
    c.attr[1].ints = ap__ctx_int_array(&c, ctx, 1); /* starts */
    c.attr[2].ints = ap__ctx_int_array(&c, ctx, 2); /* ends */
    c.attr[3].list = ap__capi.PD_KernelContextListInt64AttrAt(ctx, 3); /* infer_flags */
    c.attr[4].list = ap__capi.PD_KernelContextListInt64AttrAt(ctx, 4); /* decrease_axis */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* input_grad */
    if (!c.skip) ap_kernel_slice_grad(&c);
    ap__call_release(&c);
    ap__kernel_leave();
}

static void ap__slice_grad_0_variadic(const void* dev_ctx, const void* input, const void* out_grad, const void* axes, const void* starts, const void* ends, const void* infer_flags, const void* decrease_axis, void* input_grad) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "slice_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)input;
    c.in[1] = (PD_Tensor*)out_grad;
    c.attr[0].list = ap__capi.PD_ListInt64Attr((void*)axes);
    c.attr[1].ints = ap__capi.PD_IntArrayGetDataPointer((PD_IntArray*)starts);
    c.attr[2].ints = ap__capi.PD_IntArrayGetDataPointer((PD_IntArray*)ends);
    c.attr[3].list = ap__capi.PD_ListInt64Attr((void*)infer_flags);
    c.attr[4].list = ap__capi.PD_ListInt64Attr((void*)decrease_axis);
    c.out[0] = (PD_Tensor*)input_grad;
    ap_kernel_slice_grad(&c);
    ap__kernel_leave();
}

/* add_n(x, out): 3.3 */
static void ap__add_n_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "add_n";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in_list[0] = ap__capi.PD_KernelContextMultiInputAt(ctx, 0); /* x */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_add_n(&c);
    ap__capi.PD_DeletePointerList(c.in_list[0]);
    ap__kernel_leave();
}

static void ap__add_n_0_variadic(const void* dev_ctx, const void* x, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "add_n";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in_list[0] = ap__capi.PD_TensorVectorToList((PD_Tensor*)x);
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_add_n(&c);
    ap__kernel_leave();
}

/* dropout(x, seed_tensor, p, is_test, mode, seed, fix_seed, out, mask): 3.3 */
static void ap__dropout_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "dropout";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* seed_tensor */
    c.attr[0].scalar = ap__ctx_scalar(&c, ctx, 0); /* p */
    c.attr[1].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 1); /* is_test */
    c.attr[2].str = ap__capi.PD_KernelContextStringAttrAt(ctx, 2); /* mode */
    c.attr[3].i32 = ap__capi.PD_KernelContextInt32AttrAt(ctx, 3); /* seed */
    c.attr[4].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 4); /* fix_seed */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    c.out[1] = ap__capi.PD_KernelContextOutputAt(ctx, 1); /* mask */
    if (!c.skip) ap_kernel_dropout(&c);
    ap__kernel_leave();
}

static void ap__dropout_0_variadic(const void* dev_ctx, const void* x, const void* seed_tensor, const void* p, bool is_test, const void* mode, int32_t seed, bool fix_seed, void* out, void* mask) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "dropout";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = ap__capi.PD_OptionalTensorGetPointer((PD_Tensor*)seed_tensor);
    c.attr[0].scalar = ap__scalar_of((PD_Scalar*)p);
    c.attr[1].b = is_test;
    c.attr[2].str = ap__capi.PD_StringAttr((void*)mode);
    c.attr[3].i32 = seed;
    c.attr[4].b = fix_seed;
    c.out[0] = (PD_Tensor*)out;
    c.out[1] = (PD_Tensor*)mask;
    ap_kernel_dropout(&c);
    ap__kernel_leave();
}

/* The output's dtype is the attribute's, not the kernel's. */
static void ap__dropout_0_args_def(const PD_KernelKey* key, PD_Kernel* kernel) {
    (void)key;
    C_Status st;
    PD_List outs = ap__capi.PD_KernelArgsDefGetOutputArgDefs(ap__capi.PD_KernelGetArgsDef(kernel, &st), &st);
    for (size_t i = 0; i < outs.size; ++i)
        ap__capi.PD_TensorArgDefSetDataType(((PD_TensorArgDef**)outs.data)[i], UNDEFINED, &st);
    ap__capi.PD_DeletePointerList(outs);
}

/* dropout_grad(mask, out_grad, p, is_test, mode, x_grad): 3.3 */
static void ap__dropout_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "dropout_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* mask */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* out_grad */
    c.attr[0].scalar = ap__ctx_scalar(&c, ctx, 0); /* p */
    c.attr[1].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 1); /* is_test */
    c.attr[2].str = ap__capi.PD_KernelContextStringAttrAt(ctx, 2); /* mode */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* x_grad */
    if (!c.skip) ap_kernel_dropout_grad(&c);
    ap__kernel_leave();
}

static void ap__dropout_grad_0_variadic(const void* dev_ctx, const void* mask, const void* out_grad, const void* p, bool is_test, const void* mode, void* x_grad) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "dropout_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)mask;
    c.in[1] = (PD_Tensor*)out_grad;
    c.attr[0].scalar = ap__scalar_of((PD_Scalar*)p);
    c.attr[1].b = is_test;
    c.attr[2].str = ap__capi.PD_StringAttr((void*)mode);
    c.out[0] = (PD_Tensor*)x_grad;
    ap_kernel_dropout_grad(&c);
    ap__kernel_leave();
}

/* gather(x, index, axis, out): 3.3 */
static void ap__gather_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "gather";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* index */
    c.attr[0].scalar = ap__ctx_scalar(&c, ctx, 0); /* axis */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_gather(&c);
    ap__kernel_leave();
}

static void ap__gather_0_variadic(const void* dev_ctx, const void* x, const void* index, const void* axis, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "gather";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)index;
    c.attr[0].scalar = ap__scalar_of((PD_Scalar*)axis);
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_gather(&c);
    ap__kernel_leave();
}

/* gather_grad(x, index, out_grad, axis, x_grad): 3.3 */
static void ap__gather_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "gather_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* index */
    c.in[2] = ap__capi.PD_KernelContextInputAt(ctx, 2); /* out_grad */
    c.attr[0].scalar = ap__ctx_scalar(&c, ctx, 0); /* axis */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* x_grad */
    if (!c.skip) ap_kernel_gather_grad(&c);
    ap__kernel_leave();
}

static void ap__gather_grad_0_variadic(const void* dev_ctx, const void* x, const void* index, const void* out_grad, const void* axis, void* x_grad) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "gather_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)index;
    c.in[2] = (PD_Tensor*)out_grad;
    c.attr[0].scalar = ap__scalar_of((PD_Scalar*)axis);
    c.out[0] = (PD_Tensor*)x_grad;
    ap_kernel_gather_grad(&c);
    ap__kernel_leave();
}

/* index_select(x, index, dim, output): 3.3 */
static void ap__index_select_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "index_select";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* index */
    c.attr[0].i32 = ap__capi.PD_KernelContextInt32AttrAt(ctx, 0); /* dim */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* output */
    if (!c.skip) ap_kernel_index_select(&c);
    ap__kernel_leave();
}

static void ap__index_select_0_variadic(const void* dev_ctx, const void* x, const void* index, int32_t dim, void* output) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "index_select";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)index;
    c.attr[0].i32 = dim;
    c.out[0] = (PD_Tensor*)output;
    ap_kernel_index_select(&c);
    ap__kernel_leave();
}

/* index_select_grad(x, index, out_grad, dim, x_grad): 3.3 */
static void ap__index_select_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "index_select_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* index */
    c.in[2] = ap__capi.PD_KernelContextInputAt(ctx, 2); /* out_grad */
    c.attr[0].i32 = ap__capi.PD_KernelContextInt32AttrAt(ctx, 0); /* dim */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* x_grad */
    if (!c.skip) ap_kernel_index_select_grad(&c);
    ap__kernel_leave();
}

static void ap__index_select_grad_0_variadic(const void* dev_ctx, const void* x, const void* index, const void* out_grad, int32_t dim, void* x_grad) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "index_select_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)index;
    c.in[2] = (PD_Tensor*)out_grad;
    c.attr[0].i32 = dim;
    c.out[0] = (PD_Tensor*)x_grad;
    ap_kernel_index_select_grad(&c);
    ap__kernel_leave();
}

/* argmax(x, axis, keepdims, flatten, dtype, out): 3.3 */
static void ap__argmax_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "argmax";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.attr[0].scalar = ap__ctx_scalar(&c, ctx, 0); /* axis */
    c.attr[1].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 1); /* keepdims */
    c.attr[2].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 2); /* flatten */
    c.attr[3].dtype = ap__capi.PD_KernelContextDataTypeAttrAt(ctx, 3); /* dtype */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_argmax(&c);
    ap__kernel_leave();
}

static void ap__argmax_0_variadic(const void* dev_ctx, const void* x, const void* axis, bool keepdims, bool flatten, int dtype, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "argmax";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.attr[0].scalar = ap__scalar_of((PD_Scalar*)axis);
    c.attr[1].b = keepdims;
    c.attr[2].b = flatten;
    c.attr[3].dtype = ap__capi.PD_DatatTypeAttr(&dtype);
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_argmax(&c);
    ap__kernel_leave();
}

/* The output's dtype is the attribute's, not the kernel's. */
static void ap__argmax_0_args_def(const PD_KernelKey* key, PD_Kernel* kernel) {
    (void)key;
    C_Status st;
    PD_List outs = ap__capi.PD_KernelArgsDefGetOutputArgDefs(ap__capi.PD_KernelGetArgsDef(kernel, &st), &st);
    for (size_t i = 0; i < outs.size; ++i)
        ap__capi.PD_TensorArgDefSetDataType(((PD_TensorArgDef**)outs.data)[i], UNDEFINED, &st);
    ap__capi.PD_DeletePointerList(outs);
}

/* argmin(x, axis, keepdims, flatten, dtype, out): 3.3 */
static void ap__argmin_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "argmin";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.attr[0].scalar = ap__ctx_scalar(&c, ctx, 0); /* axis */
    c.attr[1].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 1); /* keepdims */
    c.attr[2].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 2); /* flatten */
    c.attr[3].dtype = ap__capi.PD_KernelContextDataTypeAttrAt(ctx, 3); /* dtype */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_argmin(&c);
    ap__kernel_leave();
}

static void ap__argmin_0_variadic(const void* dev_ctx, const void* x, const void* axis, bool keepdims, bool flatten, int dtype, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "argmin";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.attr[0].scalar = ap__scalar_of((PD_Scalar*)axis);
    c.attr[1].b = keepdims;
    c.attr[2].b = flatten;
    c.attr[3].dtype = ap__capi.PD_DatatTypeAttr(&dtype);
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_argmin(&c);
    ap__kernel_leave();
}

/* The output's dtype is the attribute's, not the kernel's. */
static void ap__argmin_0_args_def(const PD_KernelKey* key, PD_Kernel* kernel) {
    (void)key;
    C_Status st;
    PD_List outs = ap__capi.PD_KernelArgsDefGetOutputArgDefs(ap__capi.PD_KernelGetArgsDef(kernel, &st), &st);
    for (size_t i = 0; i < outs.size; ++i)
        ap__capi.PD_TensorArgDefSetDataType(((PD_TensorArgDef**)outs.data)[i], UNDEFINED, &st);
    ap__capi.PD_DeletePointerList(outs);
}

/* concat(x, axis, out): 3.3 */
static void ap__concat_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "concat";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in_list[0] = ap__capi.PD_KernelContextMultiInputAt(ctx, 0); /* x */
    c.attr[0].scalar = ap__ctx_scalar(&c, ctx, 0); /* axis */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_concat(&c);
    ap__capi.PD_DeletePointerList(c.in_list[0]);
    ap__kernel_leave();
}

static void ap__concat_0_variadic(const void* dev_ctx, const void* x, const void* axis, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "concat";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in_list[0] = ap__capi.PD_TensorVectorToList((PD_Tensor*)x);
    c.attr[0].scalar = ap__scalar_of((PD_Scalar*)axis);
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_concat(&c);
    ap__kernel_leave();
}

/* concat_grad(x, out_grad, axis, x_grad): 3.3 */
static void ap__concat_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "concat_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in_list[0] = ap__capi.PD_KernelContextMultiInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* out_grad */
    c.attr[0].scalar = ap__ctx_scalar(&c, ctx, 0); /* axis */
    c.out_list[0] = ap__capi.PD_KernelContextMultiOutputAt(ctx, 0); /* x_grad */
    if (!c.skip) ap_kernel_concat_grad(&c);
    ap__capi.PD_DeletePointerList(c.in_list[0]);
    ap__capi.PD_DeletePointerList(c.out_list[0]);
    ap__kernel_leave();
}

static void ap__concat_grad_0_variadic(const void* dev_ctx, const void* x, const void* out_grad, const void* axis, const void* x_grad) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "concat_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in_list[0] = ap__capi.PD_TensorVectorToList((PD_Tensor*)x);
    c.in[1] = (PD_Tensor*)out_grad;
    c.attr[0].scalar = ap__scalar_of((PD_Scalar*)axis);
    c.out_list[0] = ap__capi.PD_TensorVectorToList((PD_Tensor*)x_grad);
    ap_kernel_concat_grad(&c);
    ap__kernel_leave();
}

/* stack(x, axis, out): 3.3 */
static void ap__stack_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "stack";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in_list[0] = ap__capi.PD_KernelContextMultiInputAt(ctx, 0); /* x */
    c.attr[0].i32 = ap__capi.PD_KernelContextInt32AttrAt(ctx, 0); /* axis */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_stack(&c);
    ap__capi.PD_DeletePointerList(c.in_list[0]);
    ap__kernel_leave();
}

static void ap__stack_0_variadic(const void* dev_ctx, const void* x, int32_t axis, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "stack";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in_list[0] = ap__capi.PD_TensorVectorToList((PD_Tensor*)x);
    c.attr[0].i32 = axis;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_stack(&c);
    ap__kernel_leave();
}

/* stack_grad(out_grad, axis, x_grad): 3.3 */
static void ap__stack_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "stack_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* out_grad */
    c.attr[0].i32 = ap__capi.PD_KernelContextInt32AttrAt(ctx, 0); /* axis */
    c.out_list[0] = ap__capi.PD_KernelContextMultiOutputAt(ctx, 0); /* x_grad */
    if (!c.skip) ap_kernel_stack_grad(&c);
    ap__capi.PD_DeletePointerList(c.out_list[0]);
    ap__kernel_leave();
}

static void ap__stack_grad_0_variadic(const void* dev_ctx, const void* out_grad, int32_t axis, const void* x_grad) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "stack_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)out_grad;
    c.attr[0].i32 = axis;
    c.out_list[0] = ap__capi.PD_TensorVectorToList((PD_Tensor*)x_grad);
    ap_kernel_stack_grad(&c);
    ap__kernel_leave();
}

/* split(x, sections, axis, out): 3.3 */
static void ap__split_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "split";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.attr[0].ints = ap__ctx_int_array(&c, ctx, 0); /* sections */
    c.attr[1].scalar = ap__ctx_scalar(&c, ctx, 1); /* axis */
    c.out_list[0] = ap__capi.PD_KernelContextMultiOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_split(&c);
    ap__capi.PD_DeletePointerList(c.out_list[0]);
    ap__call_release(&c);
    ap__kernel_leave();
}

static void ap__split_0_variadic(const void* dev_ctx, const void* x, const void* sections, const void* axis, const void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "split";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.attr[0].ints = ap__capi.PD_IntArrayGetDataPointer((PD_IntArray*)sections);
    c.attr[1].scalar = ap__scalar_of((PD_Scalar*)axis);
    c.out_list[0] = ap__capi.PD_TensorVectorToList((PD_Tensor*)out);
    ap_kernel_split(&c);
    ap__kernel_leave();
}

/* split_with_num(x, num, axis, out): 3.3 */
static void ap__split_with_num_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "split_with_num";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.attr[0].i32 = ap__capi.PD_KernelContextInt32AttrAt(ctx, 0); /* num */
    c.attr[1].scalar = ap__ctx_scalar(&c, ctx, 1); /* axis */
    c.out_list[0] = ap__capi.PD_KernelContextMultiOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_split_with_num(&c);
    ap__capi.PD_DeletePointerList(c.out_list[0]);
    ap__kernel_leave();
}

static void ap__split_with_num_0_variadic(const void* dev_ctx, const void* x, int32_t num, const void* axis, const void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "split_with_num";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.attr[0].i32 = num;
    c.attr[1].scalar = ap__scalar_of((PD_Scalar*)axis);
    c.out_list[0] = ap__capi.PD_TensorVectorToList((PD_Tensor*)out);
    ap_kernel_split_with_num(&c);
    ap__kernel_leave();
}

/* arange_tensor(start, end, step, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__arange_tensor_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "arange_tensor";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* start */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* end */
    c.in[2] = ap__capi.PD_KernelContextInputAt(ctx, 2); /* step */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_arange_tensor(&c);
    ap__kernel_leave();
}

static void ap__arange_tensor_0_variadic(const void* dev_ctx, const void* start, const void* end, const void* step, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "arange_tensor";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)start;
    c.in[1] = (PD_Tensor*)end;
    c.in[2] = (PD_Tensor*)step;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_arange_tensor(&c);
    ap__kernel_leave();
}

/* arange(start, end, step, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__arange_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "arange";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.attr[0].scalar = ap__ctx_scalar(&c, ctx, 0); /* start */
    c.attr[1].scalar = ap__ctx_scalar(&c, ctx, 1); /* end */
    c.attr[2].scalar = ap__ctx_scalar(&c, ctx, 2); /* step */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_arange(&c);
    ap__kernel_leave();
}

static void ap__arange_0_variadic(const void* dev_ctx, const void* start, const void* end, const void* step, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "arange";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.attr[0].scalar = ap__scalar_of((PD_Scalar*)start);
    c.attr[1].scalar = ap__scalar_of((PD_Scalar*)end);
    c.attr[2].scalar = ap__scalar_of((PD_Scalar*)step);
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_arange(&c);
    ap__kernel_leave();
}

/* conv2d(input, filter, strides, paddings, padding_algorithm, dilations, groups, data_format, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__conv2d_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "conv2d";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* input */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* filter */
    c.attr[0].list = ap__capi.PD_KernelContextListInt32AttrAt(ctx, 0); /* strides */
    c.attr[1].list = ap__capi.PD_KernelContextListInt32AttrAt(ctx, 1); /* paddings */
    c.attr[2].str = ap__capi.PD_KernelContextStringAttrAt(ctx, 2); /* padding_algorithm */
    c.attr[3].list = ap__capi.PD_KernelContextListInt32AttrAt(ctx, 3); /* dilations */
    c.attr[4].i32 = ap__capi.PD_KernelContextInt32AttrAt(ctx, 4); /* groups */
    c.attr[5].str = ap__capi.PD_KernelContextStringAttrAt(ctx, 5); /* data_format */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_conv2d(&c);
    ap__kernel_leave();
}

static void ap__conv2d_0_variadic(const void* dev_ctx, const void* input, const void* filter, const void* strides, const void* paddings, const void* padding_algorithm, const void* dilations, int32_t groups, const void* data_format, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "conv2d";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)input;
    c.in[1] = (PD_Tensor*)filter;
    c.attr[0].list = ap__capi.PD_ListInt32Attr((void*)strides);
    c.attr[1].list = ap__capi.PD_ListInt32Attr((void*)paddings);
    c.attr[2].str = ap__capi.PD_StringAttr((void*)padding_algorithm);
    c.attr[3].list = ap__capi.PD_ListInt32Attr((void*)dilations);
    c.attr[4].i32 = groups;
    c.attr[5].str = ap__capi.PD_StringAttr((void*)data_format);
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_conv2d(&c);
    ap__kernel_leave();
}

/* conv2d_grad(input, filter, out_grad, strides, paddings, padding_algorithm, dilations, groups, data_format, input_grad, filter_grad): 3.0, 3.1, 3.2, 3.3 */
static void ap__conv2d_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "conv2d_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* input */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* filter */
    c.in[2] = ap__capi.PD_KernelContextInputAt(ctx, 2); /* out_grad */
    c.attr[0].list = ap__capi.PD_KernelContextListInt32AttrAt(ctx, 0); /* strides */
    c.attr[1].list = ap__capi.PD_KernelContextListInt32AttrAt(ctx, 1); /* paddings */
    c.attr[2].str = ap__capi.PD_KernelContextStringAttrAt(ctx, 2); /* padding_algorithm */
    c.attr[3].list = ap__capi.PD_KernelContextListInt32AttrAt(ctx, 3); /* dilations */
    c.attr[4].i32 = ap__capi.PD_KernelContextInt32AttrAt(ctx, 4); /* groups */
    c.attr[5].str = ap__capi.PD_KernelContextStringAttrAt(ctx, 5); /* data_format */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* input_grad */
    c.out[1] = ap__capi.PD_KernelContextOutputAt(ctx, 1); /* filter_grad */
    if (!c.skip) ap_kernel_conv2d_grad(&c);
    ap__kernel_leave();
}

static void ap__conv2d_grad_0_variadic(const void* dev_ctx, const void* input, const void* filter, const void* out_grad, const void* strides, const void* paddings, const void* padding_algorithm, const void* dilations, int32_t groups, const void* data_format, void* input_grad, void* filter_grad) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "conv2d_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)input;
    c.in[1] = (PD_Tensor*)filter;
    c.in[2] = (PD_Tensor*)out_grad;
    c.attr[0].list = ap__capi.PD_ListInt32Attr((void*)strides);
    c.attr[1].list = ap__capi.PD_ListInt32Attr((void*)paddings);
    c.attr[2].str = ap__capi.PD_StringAttr((void*)padding_algorithm);
    c.attr[3].list = ap__capi.PD_ListInt32Attr((void*)dilations);
    c.attr[4].i32 = groups;
    c.attr[5].str = ap__capi.PD_StringAttr((void*)data_format);
    c.out[0] = (PD_Tensor*)input_grad;
    c.out[1] = (PD_Tensor*)filter_grad;
    ap_kernel_conv2d_grad(&c);
    ap__kernel_leave();
}

/* depthwise_conv2d(input, filter, strides, paddings, padding_algorithm, groups, dilations, data_format, out): 3.3 */
static void ap__depthwise_conv2d_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "depthwise_conv2d";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* input */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* filter */
    c.attr[0].list = ap__capi.PD_KernelContextListInt32AttrAt(ctx, 0); /* strides */
    c.attr[1].list = ap__capi.PD_KernelContextListInt32AttrAt(ctx, 1); /* paddings */
    c.attr[2].str = ap__capi.PD_KernelContextStringAttrAt(ctx, 2); /* padding_algorithm */
    c.attr[3].i32 = ap__capi.PD_KernelContextInt32AttrAt(ctx, 3); /* groups */
    c.attr[4].list = ap__capi.PD_KernelContextListInt32AttrAt(ctx, 4); /* dilations */
    c.attr[5].str = ap__capi.PD_KernelContextStringAttrAt(ctx, 5); /* data_format */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_depthwise_conv2d(&c);
    ap__kernel_leave();
}

static void ap__depthwise_conv2d_0_variadic(const void* dev_ctx, const void* input, const void* filter, const void* strides, const void* paddings, const void* padding_algorithm, int32_t groups, const void* dilations, const void* data_format, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "depthwise_conv2d";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)input;
    c.in[1] = (PD_Tensor*)filter;
    c.attr[0].list = ap__capi.PD_ListInt32Attr((void*)strides);
    c.attr[1].list = ap__capi.PD_ListInt32Attr((void*)paddings);
    c.attr[2].str = ap__capi.PD_StringAttr((void*)padding_algorithm);
    c.attr[3].i32 = groups;
    c.attr[4].list = ap__capi.PD_ListInt32Attr((void*)dilations);
    c.attr[5].str = ap__capi.PD_StringAttr((void*)data_format);
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_depthwise_conv2d(&c);
    ap__kernel_leave();
}

/* depthwise_conv2d_grad(input, filter, out_grad, strides, paddings, padding_algorithm, groups, dilations, data_format, input_grad, filter_grad): 3.3 */
static void ap__depthwise_conv2d_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "depthwise_conv2d_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* input */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* filter */
    c.in[2] = ap__capi.PD_KernelContextInputAt(ctx, 2); /* out_grad */
    c.attr[0].list = ap__capi.PD_KernelContextListInt32AttrAt(ctx, 0); /* strides */
    c.attr[1].list = ap__capi.PD_KernelContextListInt32AttrAt(ctx, 1); /* paddings */
    c.attr[2].str = ap__capi.PD_KernelContextStringAttrAt(ctx, 2); /* padding_algorithm */
    c.attr[3].i32 = ap__capi.PD_KernelContextInt32AttrAt(ctx, 3); /* groups */
    c.attr[4].list = ap__capi.PD_KernelContextListInt32AttrAt(ctx, 4); /* dilations */
    c.attr[5].str = ap__capi.PD_KernelContextStringAttrAt(ctx, 5); /* data_format */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* input_grad */
    c.out[1] = ap__capi.PD_KernelContextOutputAt(ctx, 1); /* filter_grad */
    if (!c.skip) ap_kernel_depthwise_conv2d_grad(&c);
    ap__kernel_leave();
}

static void ap__depthwise_conv2d_grad_0_variadic(const void* dev_ctx, const void* input, const void* filter, const void* out_grad, const void* strides, const void* paddings, const void* padding_algorithm, int32_t groups, const void* dilations, const void* data_format, void* input_grad, void* filter_grad) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "depthwise_conv2d_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)input;
    c.in[1] = (PD_Tensor*)filter;
    c.in[2] = (PD_Tensor*)out_grad;
    c.attr[0].list = ap__capi.PD_ListInt32Attr((void*)strides);
    c.attr[1].list = ap__capi.PD_ListInt32Attr((void*)paddings);
    c.attr[2].str = ap__capi.PD_StringAttr((void*)padding_algorithm);
    c.attr[3].i32 = groups;
    c.attr[4].list = ap__capi.PD_ListInt32Attr((void*)dilations);
    c.attr[5].str = ap__capi.PD_StringAttr((void*)data_format);
    c.out[0] = (PD_Tensor*)input_grad;
    c.out[1] = (PD_Tensor*)filter_grad;
    ap_kernel_depthwise_conv2d_grad(&c);
    ap__kernel_leave();
}

/* pool2d(x, kernel_size, strides, paddings, ceil_mode, exclusive, data_format, pooling_type, global_pooling, adaptive, padding_algorithm, out): 3.1, 3.2, 3.3 */
static void ap__pool2d_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "pool2d";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.attr[0].ints = ap__ctx_int_array(&c, ctx, 0); /* kernel_size */
    c.attr[1].list = ap__capi.PD_KernelContextListInt64AttrAt(ctx, 1); /* strides */
    c.attr[2].list = ap__capi.PD_KernelContextListInt64AttrAt(ctx, 2); /* paddings */
    c.attr[3].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 3); /* ceil_mode */
    c.attr[4].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 4); /* exclusive */
    c.attr[5].str = ap__capi.PD_KernelContextStringAttrAt(ctx, 5); /* data_format */
    c.attr[6].str = ap__capi.PD_KernelContextStringAttrAt(ctx, 6); /* pooling_type */
    c.attr[7].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 7); /* global_pooling */
    c.attr[8].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 8); /* adaptive */
    c.attr[9].str = ap__capi.PD_KernelContextStringAttrAt(ctx, 9); /* padding_algorithm */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_pool2d(&c);
    ap__call_release(&c);
    ap__kernel_leave();
}

static void ap__pool2d_0_variadic(const void* dev_ctx, const void* x, const void* kernel_size, const void* strides, const void* paddings, bool ceil_mode, bool exclusive, const void* data_format, const void* pooling_type, bool global_pooling, bool adaptive, const void* padding_algorithm, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "pool2d";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.attr[0].ints = ap__capi.PD_IntArrayGetDataPointer((PD_IntArray*)kernel_size);
    c.attr[1].list = ap__capi.PD_ListInt64Attr((void*)strides);
    c.attr[2].list = ap__capi.PD_ListInt64Attr((void*)paddings);
    c.attr[3].b = ceil_mode;
    c.attr[4].b = exclusive;
    c.attr[5].str = ap__capi.PD_StringAttr((void*)data_format);
    c.attr[6].str = ap__capi.PD_StringAttr((void*)pooling_type);
    c.attr[7].b = global_pooling;
    c.attr[8].b = adaptive;
    c.attr[9].str = ap__capi.PD_StringAttr((void*)padding_algorithm);
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_pool2d(&c);
    ap__kernel_leave();
}

/* pool2d(x, kernel_size, strides, paddings, ceil_mode, exclusive, data_format, pooling_type, global_pooling, adaptive, padding_algorithm, out): 3.0 */
static void ap__pool2d_1_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "pool2d";
    c.signature = 1;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.attr[0].ints = ap__ctx_int_array(&c, ctx, 0); /* kernel_size */
    c.attr[1].list = ap__capi.PD_KernelContextListInt32AttrAt(ctx, 1); /* strides */
    c.attr[2].list = ap__capi.PD_KernelContextListInt32AttrAt(ctx, 2); /* paddings */
    c.attr[3].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 3); /* ceil_mode */
    c.attr[4].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 4); /* exclusive */
    c.attr[5].str = ap__capi.PD_KernelContextStringAttrAt(ctx, 5); /* data_format */
    c.attr[6].str = ap__capi.PD_KernelContextStringAttrAt(ctx, 6); /* pooling_type */
    c.attr[7].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 7); /* global_pooling */
    c.attr[8].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 8); /* adaptive */
    c.attr[9].str = ap__capi.PD_KernelContextStringAttrAt(ctx, 9); /* padding_algorithm */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_pool2d(&c);
    ap__call_release(&c);
    ap__kernel_leave();
}

static void ap__pool2d_1_variadic(const void* dev_ctx, const void* x, const void* kernel_size, const void* strides, const void* paddings, bool ceil_mode, bool exclusive, const void* data_format, const void* pooling_type, bool global_pooling, bool adaptive, const void* padding_algorithm, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "pool2d";
    c.signature = 1;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.attr[0].ints = ap__capi.PD_IntArrayGetDataPointer((PD_IntArray*)kernel_size);
    c.attr[1].list = ap__capi.PD_ListInt32Attr((void*)strides);
    c.attr[2].list = ap__capi.PD_ListInt32Attr((void*)paddings);
    c.attr[3].b = ceil_mode;
    c.attr[4].b = exclusive;
    c.attr[5].str = ap__capi.PD_StringAttr((void*)data_format);
    c.attr[6].str = ap__capi.PD_StringAttr((void*)pooling_type);
    c.attr[7].b = global_pooling;
    c.attr[8].b = adaptive;
    c.attr[9].str = ap__capi.PD_StringAttr((void*)padding_algorithm);
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_pool2d(&c);
    ap__kernel_leave();
}

/* pool2d_grad(x, out, out_grad, kernel_size, strides, paddings, ceil_mode, exclusive, data_format, pooling_type, global_pooling, adaptive, padding_algorithm, x_grad): 3.1, 3.2, 3.3 */
static void ap__pool2d_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "pool2d_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* out */
    c.in[2] = ap__capi.PD_KernelContextInputAt(ctx, 2); /* out_grad */
    c.attr[0].ints = ap__ctx_int_array(&c, ctx, 0); /* kernel_size */
    c.attr[1].list = ap__capi.PD_KernelContextListInt64AttrAt(ctx, 1); /* strides */
    c.attr[2].list = ap__capi.PD_KernelContextListInt64AttrAt(ctx, 2); /* paddings */
    c.attr[3].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 3); /* ceil_mode */
    c.attr[4].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 4); /* exclusive */
    c.attr[5].str = ap__capi.PD_KernelContextStringAttrAt(ctx, 5); /* data_format */
    c.attr[6].str = ap__capi.PD_KernelContextStringAttrAt(ctx, 6); /* pooling_type */
    c.attr[7].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 7); /* global_pooling */
    c.attr[8].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 8); /* adaptive */
    c.attr[9].str = ap__capi.PD_KernelContextStringAttrAt(ctx, 9); /* padding_algorithm */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* x_grad */
    if (!c.skip) ap_kernel_pool2d_grad(&c);
    ap__call_release(&c);
    ap__kernel_leave();
}

static void ap__pool2d_grad_0_variadic(const void* dev_ctx, const void* x, const void* out, const void* out_grad, const void* kernel_size, const void* strides, const void* paddings, bool ceil_mode, bool exclusive, const void* data_format, const void* pooling_type, bool global_pooling, bool adaptive, const void* padding_algorithm, void* x_grad) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "pool2d_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)out;
    c.in[2] = (PD_Tensor*)out_grad;
    c.attr[0].ints = ap__capi.PD_IntArrayGetDataPointer((PD_IntArray*)kernel_size);
    c.attr[1].list = ap__capi.PD_ListInt64Attr((void*)strides);
    c.attr[2].list = ap__capi.PD_ListInt64Attr((void*)paddings);
    c.attr[3].b = ceil_mode;
    c.attr[4].b = exclusive;
    c.attr[5].str = ap__capi.PD_StringAttr((void*)data_format);
    c.attr[6].str = ap__capi.PD_StringAttr((void*)pooling_type);
    c.attr[7].b = global_pooling;
    c.attr[8].b = adaptive;
    c.attr[9].str = ap__capi.PD_StringAttr((void*)padding_algorithm);
    c.out[0] = (PD_Tensor*)x_grad;
    ap_kernel_pool2d_grad(&c);
    ap__kernel_leave();
}

/* pool2d_grad(x, out, out_grad, kernel_size, strides, paddings, ceil_mode, exclusive, data_format, pooling_type, global_pooling, adaptive, padding_algorithm, x_grad): 3.0 */
static void ap__pool2d_grad_1_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "pool2d_grad";
    c.signature = 1;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* out */
    c.in[2] = ap__capi.PD_KernelContextInputAt(ctx, 2); /* out_grad */
    c.attr[0].ints = ap__ctx_int_array(&c, ctx, 0); /* kernel_size */
    c.attr[1].list = ap__capi.PD_KernelContextListInt32AttrAt(ctx, 1); /* strides */
    c.attr[2].list = ap__capi.PD_KernelContextListInt32AttrAt(ctx, 2); /* paddings */
    c.attr[3].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 3); /* ceil_mode */
    c.attr[4].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 4); /* exclusive */
    c.attr[5].str = ap__capi.PD_KernelContextStringAttrAt(ctx, 5); /* data_format */
    c.attr[6].str = ap__capi.PD_KernelContextStringAttrAt(ctx, 6); /* pooling_type */
    c.attr[7].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 7); /* global_pooling */
    c.attr[8].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 8); /* adaptive */
    c.attr[9].str = ap__capi.PD_KernelContextStringAttrAt(ctx, 9); /* padding_algorithm */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* x_grad */
    if (!c.skip) ap_kernel_pool2d_grad(&c);
    ap__call_release(&c);
    ap__kernel_leave();
}

static void ap__pool2d_grad_1_variadic(const void* dev_ctx, const void* x, const void* out, const void* out_grad, const void* kernel_size, const void* strides, const void* paddings, bool ceil_mode, bool exclusive, const void* data_format, const void* pooling_type, bool global_pooling, bool adaptive, const void* padding_algorithm, void* x_grad) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "pool2d_grad";
    c.signature = 1;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)out;
    c.in[2] = (PD_Tensor*)out_grad;
    c.attr[0].ints = ap__capi.PD_IntArrayGetDataPointer((PD_IntArray*)kernel_size);
    c.attr[1].list = ap__capi.PD_ListInt32Attr((void*)strides);
    c.attr[2].list = ap__capi.PD_ListInt32Attr((void*)paddings);
    c.attr[3].b = ceil_mode;
    c.attr[4].b = exclusive;
    c.attr[5].str = ap__capi.PD_StringAttr((void*)data_format);
    c.attr[6].str = ap__capi.PD_StringAttr((void*)pooling_type);
    c.attr[7].b = global_pooling;
    c.attr[8].b = adaptive;
    c.attr[9].str = ap__capi.PD_StringAttr((void*)padding_algorithm);
    c.out[0] = (PD_Tensor*)x_grad;
    ap_kernel_pool2d_grad(&c);
    ap__kernel_leave();
}

/* batch_norm(x, mean, variance, scale, bias, is_test, momentum, epsilon, data_layout, use_global_stats, trainable_statistics, y, mean_out, variance_out, saved_mean, saved_variance, reserve_space): 3.0, 3.1, 3.2, 3.3 */
static void ap__batch_norm_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "batch_norm";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* mean */
    c.in[2] = ap__capi.PD_KernelContextInputAt(ctx, 2); /* variance */
    c.in[3] = ap__capi.PD_KernelContextInputAt(ctx, 3); /* scale */
    c.in[4] = ap__capi.PD_KernelContextInputAt(ctx, 4); /* bias */
    c.attr[0].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 0); /* is_test */
    c.attr[1].f = ap__capi.PD_KernelContextFloatAttrAt(ctx, 1); /* momentum */
    c.attr[2].f = ap__capi.PD_KernelContextFloatAttrAt(ctx, 2); /* epsilon */
    c.attr[3].str = ap__capi.PD_KernelContextStringAttrAt(ctx, 3); /* data_layout */
    c.attr[4].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 4); /* use_global_stats */
    c.attr[5].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 5); /* trainable_statistics */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* y */
    c.out[1] = ap__capi.PD_KernelContextOutputAt(ctx, 1); /* mean_out */
    c.out[2] = ap__capi.PD_KernelContextOutputAt(ctx, 2); /* variance_out */
    c.out[3] = ap__capi.PD_KernelContextOutputAt(ctx, 3); /* saved_mean */
    c.out[4] = ap__capi.PD_KernelContextOutputAt(ctx, 4); /* saved_variance */
    c.out[5] = ap__capi.PD_KernelContextOutputAt(ctx, 5); /* reserve_space */
    if (!c.skip) ap_kernel_batch_norm(&c);
    ap__kernel_leave();
}

static void ap__batch_norm_0_variadic(const void* dev_ctx, const void* x, const void* mean, const void* variance, const void* scale, const void* bias, bool is_test, float momentum, float epsilon, const void* data_layout, bool use_global_stats, bool trainable_statistics, void* y, void* mean_out, void* variance_out, void* saved_mean, void* saved_variance, void* reserve_space) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "batch_norm";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)mean;
    c.in[2] = (PD_Tensor*)variance;
    c.in[3] = ap__capi.PD_OptionalTensorGetPointer((PD_Tensor*)scale);
    c.in[4] = ap__capi.PD_OptionalTensorGetPointer((PD_Tensor*)bias);
    c.attr[0].b = is_test;
    c.attr[1].f = momentum;
    c.attr[2].f = epsilon;
    c.attr[3].str = ap__capi.PD_StringAttr((void*)data_layout);
    c.attr[4].b = use_global_stats;
    c.attr[5].b = trainable_statistics;
    c.out[0] = (PD_Tensor*)y;
    c.out[1] = (PD_Tensor*)mean_out;
    c.out[2] = (PD_Tensor*)variance_out;
    c.out[3] = (PD_Tensor*)saved_mean;
    c.out[4] = (PD_Tensor*)saved_variance;
    c.out[5] = (PD_Tensor*)reserve_space;
    ap_kernel_batch_norm(&c);
    ap__kernel_leave();
}

/* The output's dtype is the attribute's, not the kernel's. */
static void ap__batch_norm_0_args_def(const PD_KernelKey* key, PD_Kernel* kernel) {
    (void)key;
    C_Status st;
    PD_List outs = ap__capi.PD_KernelArgsDefGetOutputArgDefs(ap__capi.PD_KernelGetArgsDef(kernel, &st), &st);
    for (size_t i = 0; i < outs.size; ++i)
        ap__capi.PD_TensorArgDefSetDataType(((PD_TensorArgDef**)outs.data)[i], UNDEFINED, &st);
    ap__capi.PD_DeletePointerList(outs);
}

/* batch_norm_grad(x, scale, bias, mean, variance, saved_mean, saved_variance, reserve_space, y_grad, momentum, epsilon, data_layout, is_test, use_global_stats, trainable_statistics, x_grad, scale_grad, bias_grad): 3.0, 3.1, 3.2, 3.3 */
static void ap__batch_norm_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "batch_norm_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* scale */
    c.in[2] = ap__capi.PD_KernelContextInputAt(ctx, 2); /* bias */
    c.in[3] = ap__capi.PD_KernelContextInputAt(ctx, 3); /* mean */
    c.in[4] = ap__capi.PD_KernelContextInputAt(ctx, 4); /* variance */
    c.in[5] = ap__capi.PD_KernelContextInputAt(ctx, 5); /* saved_mean */
    c.in[6] = ap__capi.PD_KernelContextInputAt(ctx, 6); /* saved_variance */
    c.in[7] = ap__capi.PD_KernelContextInputAt(ctx, 7); /* reserve_space */
    c.in[8] = ap__capi.PD_KernelContextInputAt(ctx, 8); /* y_grad */
    c.attr[0].f = ap__capi.PD_KernelContextFloatAttrAt(ctx, 0); /* momentum */
    c.attr[1].f = ap__capi.PD_KernelContextFloatAttrAt(ctx, 1); /* epsilon */
    c.attr[2].str = ap__capi.PD_KernelContextStringAttrAt(ctx, 2); /* data_layout */
    c.attr[3].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 3); /* is_test */
    c.attr[4].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 4); /* use_global_stats */
    c.attr[5].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 5); /* trainable_statistics */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* x_grad */
    c.out[1] = ap__capi.PD_KernelContextOutputAt(ctx, 1); /* scale_grad */
    c.out[2] = ap__capi.PD_KernelContextOutputAt(ctx, 2); /* bias_grad */
    if (!c.skip) ap_kernel_batch_norm_grad(&c);
    ap__kernel_leave();
}

static void ap__batch_norm_grad_0_variadic(const void* dev_ctx, const void* x, const void* scale, const void* bias, const void* mean, const void* variance, const void* saved_mean, const void* saved_variance, const void* reserve_space, const void* y_grad, float momentum, float epsilon, const void* data_layout, bool is_test, bool use_global_stats, bool trainable_statistics, void* x_grad, void* scale_grad, void* bias_grad) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "batch_norm_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = ap__capi.PD_OptionalTensorGetPointer((PD_Tensor*)scale);
    c.in[2] = ap__capi.PD_OptionalTensorGetPointer((PD_Tensor*)bias);
    c.in[3] = ap__capi.PD_OptionalTensorGetPointer((PD_Tensor*)mean);
    c.in[4] = ap__capi.PD_OptionalTensorGetPointer((PD_Tensor*)variance);
    c.in[5] = (PD_Tensor*)saved_mean;
    c.in[6] = (PD_Tensor*)saved_variance;
    c.in[7] = ap__capi.PD_OptionalTensorGetPointer((PD_Tensor*)reserve_space);
    c.in[8] = (PD_Tensor*)y_grad;
    c.attr[0].f = momentum;
    c.attr[1].f = epsilon;
    c.attr[2].str = ap__capi.PD_StringAttr((void*)data_layout);
    c.attr[3].b = is_test;
    c.attr[4].b = use_global_stats;
    c.attr[5].b = trainable_statistics;
    c.out[0] = (PD_Tensor*)x_grad;
    c.out[1] = (PD_Tensor*)scale_grad;
    c.out[2] = (PD_Tensor*)bias_grad;
    ap_kernel_batch_norm_grad(&c);
    ap__kernel_leave();
}

/* The output's dtype is the attribute's, not the kernel's. */
static void ap__batch_norm_grad_0_args_def(const PD_KernelKey* key, PD_Kernel* kernel) {
    (void)key;
    C_Status st;
    PD_List outs = ap__capi.PD_KernelArgsDefGetOutputArgDefs(ap__capi.PD_KernelGetArgsDef(kernel, &st), &st);
    for (size_t i = 0; i < outs.size; ++i)
        ap__capi.PD_TensorArgDefSetDataType(((PD_TensorArgDef**)outs.data)[i], UNDEFINED, &st);
    ap__capi.PD_DeletePointerList(outs);
}

/* tril(x, diagonal, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__tril_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "tril";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.attr[0].i32 = ap__capi.PD_KernelContextInt32AttrAt(ctx, 0); /* diagonal */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_tril(&c);
    ap__kernel_leave();
}

static void ap__tril_0_variadic(const void* dev_ctx, const void* x, int32_t diagonal, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "tril";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.attr[0].i32 = diagonal;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_tril(&c);
    ap__kernel_leave();
}

/* triu(x, diagonal, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__triu_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "triu";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.attr[0].i32 = ap__capi.PD_KernelContextInt32AttrAt(ctx, 0); /* diagonal */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_triu(&c);
    ap__kernel_leave();
}

static void ap__triu_0_variadic(const void* dev_ctx, const void* x, int32_t diagonal, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "triu";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.attr[0].i32 = diagonal;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_triu(&c);
    ap__kernel_leave();
}

/* tril_grad(out_grad, diagonal, x_grad): 3.0, 3.1, 3.2, 3.3 */
static void ap__tril_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "tril_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* out_grad */
    c.attr[0].i32 = ap__capi.PD_KernelContextInt32AttrAt(ctx, 0); /* diagonal */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* x_grad */
    if (!c.skip) ap_kernel_tril_grad(&c);
    ap__kernel_leave();
}

static void ap__tril_grad_0_variadic(const void* dev_ctx, const void* out_grad, int32_t diagonal, void* x_grad) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "tril_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)out_grad;
    c.attr[0].i32 = diagonal;
    c.out[0] = (PD_Tensor*)x_grad;
    ap_kernel_tril_grad(&c);
    ap__kernel_leave();
}

/* triu_grad(out_grad, diagonal, x_grad): 3.0, 3.1, 3.2, 3.3 */
static void ap__triu_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "triu_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* out_grad */
    c.attr[0].i32 = ap__capi.PD_KernelContextInt32AttrAt(ctx, 0); /* diagonal */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* x_grad */
    if (!c.skip) ap_kernel_triu_grad(&c);
    ap__kernel_leave();
}

static void ap__triu_grad_0_variadic(const void* dev_ctx, const void* out_grad, int32_t diagonal, void* x_grad) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "triu_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)out_grad;
    c.attr[0].i32 = diagonal;
    c.out[0] = (PD_Tensor*)x_grad;
    ap_kernel_triu_grad(&c);
    ap__kernel_leave();
}

/* fill(x, value, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__fill_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "fill";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.attr[0].scalar = ap__ctx_scalar(&c, ctx, 0); /* value */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_fill(&c);
    ap__kernel_leave();
}

static void ap__fill_0_variadic(const void* dev_ctx, const void* x, const void* value, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "fill";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.attr[0].scalar = ap__scalar_of((PD_Scalar*)value);
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_fill(&c);
    ap__kernel_leave();
}

/* relu_grad(out, out_grad, x_grad): 3.0, 3.1, 3.2, 3.3 */
static void ap__relu_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "relu_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* out */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* out_grad */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* x_grad */
    if (!c.skip) ap_kernel_relu_grad(&c);
    ap__kernel_leave();
}

static void ap__relu_grad_0_variadic(const void* dev_ctx, const void* out, const void* out_grad, void* x_grad) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "relu_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)out;
    c.in[1] = (PD_Tensor*)out_grad;
    c.out[0] = (PD_Tensor*)x_grad;
    ap_kernel_relu_grad(&c);
    ap__kernel_leave();
}

/* sigmoid_grad(out, out_grad, x_grad): 3.0, 3.1, 3.2, 3.3 */
static void ap__sigmoid_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "sigmoid_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* out */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* out_grad */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* x_grad */
    if (!c.skip) ap_kernel_sigmoid_grad(&c);
    ap__kernel_leave();
}

static void ap__sigmoid_grad_0_variadic(const void* dev_ctx, const void* out, const void* out_grad, void* x_grad) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "sigmoid_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)out;
    c.in[1] = (PD_Tensor*)out_grad;
    c.out[0] = (PD_Tensor*)x_grad;
    ap_kernel_sigmoid_grad(&c);
    ap__kernel_leave();
}

/* tanh_grad(out, out_grad, x_grad): 3.0, 3.1, 3.2, 3.3 */
static void ap__tanh_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "tanh_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* out */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* out_grad */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* x_grad */
    if (!c.skip) ap_kernel_tanh_grad(&c);
    ap__kernel_leave();
}

static void ap__tanh_grad_0_variadic(const void* dev_ctx, const void* out, const void* out_grad, void* x_grad) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "tanh_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)out;
    c.in[1] = (PD_Tensor*)out_grad;
    c.out[0] = (PD_Tensor*)x_grad;
    ap_kernel_tanh_grad(&c);
    ap__kernel_leave();
}

/* silu_grad(x, out, out_grad, x_grad): 3.0, 3.1, 3.2, 3.3 */
static void ap__silu_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "silu_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* out */
    c.in[2] = ap__capi.PD_KernelContextInputAt(ctx, 2); /* out_grad */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* x_grad */
    if (!c.skip) ap_kernel_silu_grad(&c);
    ap__kernel_leave();
}

static void ap__silu_grad_0_variadic(const void* dev_ctx, const void* x, const void* out, const void* out_grad, void* x_grad) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "silu_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)out;
    c.in[2] = (PD_Tensor*)out_grad;
    c.out[0] = (PD_Tensor*)x_grad;
    ap_kernel_silu_grad(&c);
    ap__kernel_leave();
}

/* gelu_grad(x, out_grad, approximate, x_grad): 3.0, 3.1, 3.2, 3.3 */
static void ap__gelu_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "gelu_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* out_grad */
    c.attr[0].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 0); /* approximate */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* x_grad */
    if (!c.skip) ap_kernel_gelu_grad(&c);
    ap__kernel_leave();
}

static void ap__gelu_grad_0_variadic(const void* dev_ctx, const void* x, const void* out_grad, bool approximate, void* x_grad) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "gelu_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)out_grad;
    c.attr[0].b = approximate;
    c.out[0] = (PD_Tensor*)x_grad;
    ap_kernel_gelu_grad(&c);
    ap__kernel_leave();
}

/* sum(x, axis, out_dtype, keep_dim, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__sum_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "sum";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.attr[0].ints = ap__ctx_int_array(&c, ctx, 0); /* axis */
    c.attr[1].dtype = ap__capi.PD_KernelContextDataTypeAttrAt(ctx, 1); /* out_dtype */
    c.attr[2].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 2); /* keep_dim */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_sum(&c);
    ap__call_release(&c);
    ap__kernel_leave();
}

static void ap__sum_0_variadic(const void* dev_ctx, const void* x, const void* axis, int out_dtype, bool keep_dim, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "sum";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.attr[0].ints = ap__capi.PD_IntArrayGetDataPointer((PD_IntArray*)axis);
    c.attr[1].dtype = ap__capi.PD_DatatTypeAttr(&out_dtype);
    c.attr[2].b = keep_dim;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_sum(&c);
    ap__kernel_leave();
}

/* The output's dtype is the attribute's, not the kernel's. */
static void ap__sum_0_args_def(const PD_KernelKey* key, PD_Kernel* kernel) {
    (void)key;
    C_Status st;
    PD_List outs = ap__capi.PD_KernelArgsDefGetOutputArgDefs(ap__capi.PD_KernelGetArgsDef(kernel, &st), &st);
    for (size_t i = 0; i < outs.size; ++i)
        ap__capi.PD_TensorArgDefSetDataType(((PD_TensorArgDef**)outs.data)[i], UNDEFINED, &st);
    ap__capi.PD_DeletePointerList(outs);
}

/* mean(x, axis, keep_dim, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__mean_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "mean";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.attr[0].ints = ap__ctx_int_array(&c, ctx, 0); /* axis */
    c.attr[1].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 1); /* keep_dim */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_mean(&c);
    ap__call_release(&c);
    ap__kernel_leave();
}

static void ap__mean_0_variadic(const void* dev_ctx, const void* x, const void* axis, bool keep_dim, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "mean";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.attr[0].ints = ap__capi.PD_IntArrayGetDataPointer((PD_IntArray*)axis);
    c.attr[1].b = keep_dim;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_mean(&c);
    ap__kernel_leave();
}

/* max(x, axis, keep_dim, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__max_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "max";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.attr[0].ints = ap__ctx_int_array(&c, ctx, 0); /* axis */
    c.attr[1].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 1); /* keep_dim */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_max(&c);
    ap__call_release(&c);
    ap__kernel_leave();
}

static void ap__max_0_variadic(const void* dev_ctx, const void* x, const void* axis, bool keep_dim, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "max";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.attr[0].ints = ap__capi.PD_IntArrayGetDataPointer((PD_IntArray*)axis);
    c.attr[1].b = keep_dim;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_max(&c);
    ap__kernel_leave();
}

/* min(x, axis, keep_dim, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__min_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "min";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.attr[0].ints = ap__ctx_int_array(&c, ctx, 0); /* axis */
    c.attr[1].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 1); /* keep_dim */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_min(&c);
    ap__call_release(&c);
    ap__kernel_leave();
}

static void ap__min_0_variadic(const void* dev_ctx, const void* x, const void* axis, bool keep_dim, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "min";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.attr[0].ints = ap__capi.PD_IntArrayGetDataPointer((PD_IntArray*)axis);
    c.attr[1].b = keep_dim;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_min(&c);
    ap__kernel_leave();
}

/* prod(x, axis, keep_dim, reduce_all, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__prod_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "prod";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.attr[0].ints = ap__ctx_int_array(&c, ctx, 0); /* axis */
    c.attr[1].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 1); /* keep_dim */
    c.attr[2].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 2); /* reduce_all */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_prod(&c);
    ap__call_release(&c);
    ap__kernel_leave();
}

static void ap__prod_0_variadic(const void* dev_ctx, const void* x, const void* axis, bool keep_dim, bool reduce_all, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "prod";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.attr[0].ints = ap__capi.PD_IntArrayGetDataPointer((PD_IntArray*)axis);
    c.attr[1].b = keep_dim;
    c.attr[2].b = reduce_all;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_prod(&c);
    ap__kernel_leave();
}

/* any(x, axis, keep_dim, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__any_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "any";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.attr[0].list = ap__capi.PD_KernelContextListInt64AttrAt(ctx, 0); /* axis */
    c.attr[1].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 1); /* keep_dim */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_any(&c);
    ap__kernel_leave();
}

static void ap__any_0_variadic(const void* dev_ctx, const void* x, const void* axis, bool keep_dim, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "any";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.attr[0].list = ap__capi.PD_ListInt64Attr((void*)axis);
    c.attr[1].b = keep_dim;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_any(&c);
    ap__kernel_leave();
}

/* The output's dtype is bool, not the kernel's. */
static void ap__any_0_args_def(const PD_KernelKey* key, PD_Kernel* kernel) {
    (void)key;
    C_Status st;
    PD_List outs = ap__capi.PD_KernelArgsDefGetOutputArgDefs(ap__capi.PD_KernelGetArgsDef(kernel, &st), &st);
    for (size_t i = 0; i < outs.size; ++i)
        ap__capi.PD_TensorArgDefSetDataType(((PD_TensorArgDef**)outs.data)[i], BOOL, &st);
    ap__capi.PD_DeletePointerList(outs);
}

/* all(x, axis, keep_dim, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__all_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "all";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.attr[0].list = ap__capi.PD_KernelContextListInt64AttrAt(ctx, 0); /* axis */
    c.attr[1].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 1); /* keep_dim */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_all(&c);
    ap__kernel_leave();
}

static void ap__all_0_variadic(const void* dev_ctx, const void* x, const void* axis, bool keep_dim, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "all";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.attr[0].list = ap__capi.PD_ListInt64Attr((void*)axis);
    c.attr[1].b = keep_dim;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_all(&c);
    ap__kernel_leave();
}

/* The output's dtype is bool, not the kernel's. */
static void ap__all_0_args_def(const PD_KernelKey* key, PD_Kernel* kernel) {
    (void)key;
    C_Status st;
    PD_List outs = ap__capi.PD_KernelArgsDefGetOutputArgDefs(ap__capi.PD_KernelGetArgsDef(kernel, &st), &st);
    for (size_t i = 0; i < outs.size; ++i)
        ap__capi.PD_TensorArgDefSetDataType(((PD_TensorArgDef**)outs.data)[i], BOOL, &st);
    ap__capi.PD_DeletePointerList(outs);
}

/* mean_all(x, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__mean_all_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "mean_all";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_mean_all(&c);
    ap__kernel_leave();
}

static void ap__mean_all_0_variadic(const void* dev_ctx, const void* x, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "mean_all";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_mean_all(&c);
    ap__kernel_leave();
}

/* round(x, decimals, out): 3.1, 3.2, 3.3 */
static void ap__round_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "round";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.attr[0].i32 = ap__capi.PD_KernelContextInt32AttrAt(ctx, 0); /* decimals */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_round(&c);
    ap__kernel_leave();
}

static void ap__round_0_variadic(const void* dev_ctx, const void* x, int32_t decimals, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "round";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.attr[0].i32 = decimals;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_round(&c);
    ap__kernel_leave();
}

/* set_value(x, starts, ends, steps, axes, decrease_axes, none_axes, shape, values, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__set_value_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "set_value";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.attr[0].ints = ap__ctx_int_array(&c, ctx, 0); /* starts */
    c.attr[1].ints = ap__ctx_int_array(&c, ctx, 1); /* ends */
    c.attr[2].ints = ap__ctx_int_array(&c, ctx, 2); /* steps */
    c.attr[3].list = ap__capi.PD_KernelContextListInt64AttrAt(ctx, 3); /* axes */
    c.attr[4].list = ap__capi.PD_KernelContextListInt64AttrAt(ctx, 4); /* decrease_axes */
    c.attr[5].list = ap__capi.PD_KernelContextListInt64AttrAt(ctx, 5); /* none_axes */
    c.attr[6].list = ap__capi.PD_KernelContextListInt64AttrAt(ctx, 6); /* shape */
    c.attr[7].list = ap__capi.PD_KernelContextListScalarAttrAt(ctx, 7); /* values */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_set_value(&c);
    ap__capi.PD_DeletePointerList(c.attr[7].list);
    ap__call_release(&c);
    ap__kernel_leave();
}

static void ap__set_value_0_variadic(const void* dev_ctx, const void* x, const void* starts, const void* ends, const void* steps, const void* axes, const void* decrease_axes, const void* none_axes, const void* shape, const void* values, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "set_value";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.attr[0].ints = ap__capi.PD_IntArrayGetDataPointer((PD_IntArray*)starts);
    c.attr[1].ints = ap__capi.PD_IntArrayGetDataPointer((PD_IntArray*)ends);
    c.attr[2].ints = ap__capi.PD_IntArrayGetDataPointer((PD_IntArray*)steps);
    c.attr[3].list = ap__capi.PD_ListInt64Attr((void*)axes);
    c.attr[4].list = ap__capi.PD_ListInt64Attr((void*)decrease_axes);
    c.attr[5].list = ap__capi.PD_ListInt64Attr((void*)none_axes);
    c.attr[6].list = ap__capi.PD_ListInt64Attr((void*)shape);
    c.attr[7].list = ap__capi.PD_ListScalarAttr((void*)values);
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_set_value(&c);
    ap__capi.PD_DeletePointerList(c.attr[7].list);
    ap__kernel_leave();
}

/* assign_value(shape, dtype, values, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__assign_value_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "assign_value";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.attr[0].list = ap__capi.PD_KernelContextListInt32AttrAt(ctx, 0); /* shape */
    c.attr[1].dtype = ap__capi.PD_KernelContextDataTypeAttrAt(ctx, 1); /* dtype */
    c.attr[2].list = ap__capi.PD_KernelContextListScalarAttrAt(ctx, 2); /* values */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_assign_value(&c);
    ap__capi.PD_DeletePointerList(c.attr[2].list);
    ap__kernel_leave();
}

static void ap__assign_value_0_variadic(const void* dev_ctx, const void* shape, int dtype, const void* values, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "assign_value";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.attr[0].list = ap__capi.PD_ListInt32Attr((void*)shape);
    c.attr[1].dtype = ap__capi.PD_DatatTypeAttr(&dtype);
    c.attr[2].list = ap__capi.PD_ListScalarAttr((void*)values);
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_assign_value(&c);
    ap__capi.PD_DeletePointerList(c.attr[2].list);
    ap__kernel_leave();
}

/* set_value_with_tensor(x, values, starts, ends, steps, axes, decrease_axes, none_axes, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__set_value_with_tensor_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "set_value_with_tensor";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* values */
    c.attr[0].ints = ap__ctx_int_array(&c, ctx, 0); /* starts */
    c.attr[1].ints = ap__ctx_int_array(&c, ctx, 1); /* ends */
    c.attr[2].ints = ap__ctx_int_array(&c, ctx, 2); /* steps */
    c.attr[3].list = ap__capi.PD_KernelContextListInt64AttrAt(ctx, 3); /* axes */
    c.attr[4].list = ap__capi.PD_KernelContextListInt64AttrAt(ctx, 4); /* decrease_axes */
    c.attr[5].list = ap__capi.PD_KernelContextListInt64AttrAt(ctx, 5); /* none_axes */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_set_value_with_tensor(&c);
    ap__call_release(&c);
    ap__kernel_leave();
}

static void ap__set_value_with_tensor_0_variadic(const void* dev_ctx, const void* x, const void* values, const void* starts, const void* ends, const void* steps, const void* axes, const void* decrease_axes, const void* none_axes, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "set_value_with_tensor";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in[1] = (PD_Tensor*)values;
    c.attr[0].ints = ap__capi.PD_IntArrayGetDataPointer((PD_IntArray*)starts);
    c.attr[1].ints = ap__capi.PD_IntArrayGetDataPointer((PD_IntArray*)ends);
    c.attr[2].ints = ap__capi.PD_IntArrayGetDataPointer((PD_IntArray*)steps);
    c.attr[3].list = ap__capi.PD_ListInt64Attr((void*)axes);
    c.attr[4].list = ap__capi.PD_ListInt64Attr((void*)decrease_axes);
    c.attr[5].list = ap__capi.PD_ListInt64Attr((void*)none_axes);
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_set_value_with_tensor(&c);
    ap__kernel_leave();
}

/* uniform(shape, dtype, min, max, seed, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__uniform_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "uniform";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.attr[0].ints = ap__ctx_int_array(&c, ctx, 0); /* shape */
    c.attr[1].dtype = ap__capi.PD_KernelContextDataTypeAttrAt(ctx, 1); /* dtype */
    c.attr[2].scalar = ap__ctx_scalar(&c, ctx, 2); /* min */
    c.attr[3].scalar = ap__ctx_scalar(&c, ctx, 3); /* max */
    c.attr[4].i32 = ap__capi.PD_KernelContextInt32AttrAt(ctx, 4); /* seed */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_uniform(&c);
    ap__call_release(&c);
    ap__kernel_leave();
}

static void ap__uniform_0_variadic(const void* dev_ctx, const void* shape, int dtype, const void* min, const void* max, int32_t seed, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "uniform";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.attr[0].ints = ap__capi.PD_IntArrayGetDataPointer((PD_IntArray*)shape);
    c.attr[1].dtype = ap__capi.PD_DatatTypeAttr(&dtype);
    c.attr[2].scalar = ap__scalar_of((PD_Scalar*)min);
    c.attr[3].scalar = ap__scalar_of((PD_Scalar*)max);
    c.attr[4].i32 = seed;
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_uniform(&c);
    ap__kernel_leave();
}

/* gaussian(shape, mean, std, seed, dtype, out): 3.0, 3.1, 3.2, 3.3 */
static void ap__gaussian_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "gaussian";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.attr[0].ints = ap__ctx_int_array(&c, ctx, 0); /* shape */
    c.attr[1].f = ap__capi.PD_KernelContextFloatAttrAt(ctx, 1); /* mean */
    c.attr[2].f = ap__capi.PD_KernelContextFloatAttrAt(ctx, 2); /* std */
    c.attr[3].i32 = ap__capi.PD_KernelContextInt32AttrAt(ctx, 3); /* seed */
    c.attr[4].dtype = ap__capi.PD_KernelContextDataTypeAttrAt(ctx, 4); /* dtype */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    if (!c.skip) ap_kernel_gaussian(&c);
    ap__call_release(&c);
    ap__kernel_leave();
}

static void ap__gaussian_0_variadic(const void* dev_ctx, const void* shape, float mean, float std, int32_t seed, int dtype, void* out) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "gaussian";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.attr[0].ints = ap__capi.PD_IntArrayGetDataPointer((PD_IntArray*)shape);
    c.attr[1].f = mean;
    c.attr[2].f = std;
    c.attr[3].i32 = seed;
    c.attr[4].dtype = ap__capi.PD_DatatTypeAttr(&dtype);
    c.out[0] = (PD_Tensor*)out;
    ap_kernel_gaussian(&c);
    ap__kernel_leave();
}

/* rnn(x, pre_state, weight_list, sequence_length, dropout_prob, is_bidirec, input_size, hidden_size, num_layers, mode, seed, is_test, out, dropout_state, state, reserve): 3.0, 3.1, 3.2, 3.3 */
static void ap__rnn_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "rnn";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in_list[1] = ap__capi.PD_KernelContextMultiInputAt(ctx, 1); /* pre_state */
    c.in_list[2] = ap__capi.PD_KernelContextMultiInputAt(ctx, 2); /* weight_list */
    c.in[3] = ap__capi.PD_KernelContextInputAt(ctx, 3); /* sequence_length */
    c.attr[0].f = ap__capi.PD_KernelContextFloatAttrAt(ctx, 0); /* dropout_prob */
    c.attr[1].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 1); /* is_bidirec */
    c.attr[2].i32 = ap__capi.PD_KernelContextInt32AttrAt(ctx, 2); /* input_size */
    c.attr[3].i32 = ap__capi.PD_KernelContextInt32AttrAt(ctx, 3); /* hidden_size */
    c.attr[4].i32 = ap__capi.PD_KernelContextInt32AttrAt(ctx, 4); /* num_layers */
    c.attr[5].str = ap__capi.PD_KernelContextStringAttrAt(ctx, 5); /* mode */
    c.attr[6].i32 = ap__capi.PD_KernelContextInt32AttrAt(ctx, 6); /* seed */
    c.attr[7].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 7); /* is_test */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* out */
    c.out[1] = ap__capi.PD_KernelContextOutputAt(ctx, 1); /* dropout_state */
    c.out_list[2] = ap__capi.PD_KernelContextMultiOutputAt(ctx, 2); /* state */
    c.out[3] = ap__capi.PD_KernelContextOutputAt(ctx, 3); /* reserve */
    if (!c.skip) ap_kernel_rnn(&c);
    ap__capi.PD_DeletePointerList(c.in_list[1]);
    ap__capi.PD_DeletePointerList(c.in_list[2]);
    ap__capi.PD_DeletePointerList(c.out_list[2]);
    ap__kernel_leave();
}

static void ap__rnn_0_variadic(const void* dev_ctx, const void* x, const void* pre_state, const void* weight_list, const void* sequence_length, float dropout_prob, bool is_bidirec, int32_t input_size, int32_t hidden_size, int32_t num_layers, const void* mode, int32_t seed, bool is_test, void* out, void* dropout_state, const void* state, void* reserve) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "rnn";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in_list[1] = ap__capi.PD_TensorVectorToList((PD_Tensor*)pre_state);
    c.in_list[2] = ap__capi.PD_TensorVectorToList((PD_Tensor*)weight_list);
    c.in[3] = ap__capi.PD_OptionalTensorGetPointer((PD_Tensor*)sequence_length);
    c.attr[0].f = dropout_prob;
    c.attr[1].b = is_bidirec;
    c.attr[2].i32 = input_size;
    c.attr[3].i32 = hidden_size;
    c.attr[4].i32 = num_layers;
    c.attr[5].str = ap__capi.PD_StringAttr((void*)mode);
    c.attr[6].i32 = seed;
    c.attr[7].b = is_test;
    c.out[0] = (PD_Tensor*)out;
    c.out[1] = (PD_Tensor*)dropout_state;
    c.out_list[2] = ap__capi.PD_TensorVectorToList((PD_Tensor*)state);
    c.out[3] = (PD_Tensor*)reserve;
    ap_kernel_rnn(&c);
    ap__kernel_leave();
}

/* rnn_grad(x, pre_state, weight_list, sequence_length, out, dropout_state, reserve, out_grad, state_grad, dropout_prob, is_bidirec, input_size, hidden_size, num_layers, mode, seed, is_test, x_grad, pre_state_grad, weight_grad_list): 3.0, 3.1, 3.2, 3.3 */
static void ap__rnn_grad_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "rnn_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in[0] = ap__capi.PD_KernelContextInputAt(ctx, 0); /* x */
    c.in_list[1] = ap__capi.PD_KernelContextMultiInputAt(ctx, 1); /* pre_state */
    c.in_list[2] = ap__capi.PD_KernelContextMultiInputAt(ctx, 2); /* weight_list */
    c.in[3] = ap__capi.PD_KernelContextInputAt(ctx, 3); /* sequence_length */
    c.in[4] = ap__capi.PD_KernelContextInputAt(ctx, 4); /* out */
    c.in[5] = ap__capi.PD_KernelContextInputAt(ctx, 5); /* dropout_state */
    c.in[6] = ap__capi.PD_KernelContextInputAt(ctx, 6); /* reserve */
    c.in[7] = ap__capi.PD_KernelContextInputAt(ctx, 7); /* out_grad */
    c.in_list[8] = ap__capi.PD_KernelContextMultiInputAt(ctx, 8); /* state_grad */
    c.attr[0].f = ap__capi.PD_KernelContextFloatAttrAt(ctx, 0); /* dropout_prob */
    c.attr[1].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 1); /* is_bidirec */
    c.attr[2].i32 = ap__capi.PD_KernelContextInt32AttrAt(ctx, 2); /* input_size */
    c.attr[3].i32 = ap__capi.PD_KernelContextInt32AttrAt(ctx, 3); /* hidden_size */
    c.attr[4].i32 = ap__capi.PD_KernelContextInt32AttrAt(ctx, 4); /* num_layers */
    c.attr[5].str = ap__capi.PD_KernelContextStringAttrAt(ctx, 5); /* mode */
    c.attr[6].i32 = ap__capi.PD_KernelContextInt32AttrAt(ctx, 6); /* seed */
    c.attr[7].b = ap__capi.PD_KernelContextBoolAttrAt(ctx, 7); /* is_test */
    c.out[0] = ap__capi.PD_KernelContextOutputAt(ctx, 0); /* x_grad */
    c.out_list[1] = ap__capi.PD_KernelContextMultiOutputAt(ctx, 1); /* pre_state_grad */
    c.out_list[2] = ap__capi.PD_KernelContextMultiOutputAt(ctx, 2); /* weight_grad_list */
    if (!c.skip) ap_kernel_rnn_grad(&c);
    ap__capi.PD_DeletePointerList(c.in_list[1]);
    ap__capi.PD_DeletePointerList(c.in_list[2]);
    ap__capi.PD_DeletePointerList(c.in_list[8]);
    ap__capi.PD_DeletePointerList(c.out_list[1]);
    ap__capi.PD_DeletePointerList(c.out_list[2]);
    ap__kernel_leave();
}

static void ap__rnn_grad_0_variadic(const void* dev_ctx, const void* x, const void* pre_state, const void* weight_list, const void* sequence_length, const void* out, const void* dropout_state, const void* reserve, const void* out_grad, const void* state_grad, float dropout_prob, bool is_bidirec, int32_t input_size, int32_t hidden_size, int32_t num_layers, const void* mode, int32_t seed, bool is_test, void* x_grad, const void* pre_state_grad, const void* weight_grad_list) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "rnn_grad";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in[0] = (PD_Tensor*)x;
    c.in_list[1] = ap__capi.PD_TensorVectorToList((PD_Tensor*)pre_state);
    c.in_list[2] = ap__capi.PD_TensorVectorToList((PD_Tensor*)weight_list);
    c.in[3] = ap__capi.PD_OptionalTensorGetPointer((PD_Tensor*)sequence_length);
    c.in[4] = (PD_Tensor*)out;
    c.in[5] = (PD_Tensor*)dropout_state;
    c.in[6] = (PD_Tensor*)reserve;
    c.in[7] = (PD_Tensor*)out_grad;
    c.in_list[8] = ap__capi.PD_TensorVectorToList((PD_Tensor*)state_grad);
    c.attr[0].f = dropout_prob;
    c.attr[1].b = is_bidirec;
    c.attr[2].i32 = input_size;
    c.attr[3].i32 = hidden_size;
    c.attr[4].i32 = num_layers;
    c.attr[5].str = ap__capi.PD_StringAttr((void*)mode);
    c.attr[6].i32 = seed;
    c.attr[7].b = is_test;
    c.out[0] = (PD_Tensor*)x_grad;
    c.out_list[1] = ap__capi.PD_TensorVectorToList((PD_Tensor*)pre_state_grad);
    c.out_list[2] = ap__capi.PD_TensorVectorToList((PD_Tensor*)weight_grad_list);
    ap_kernel_rnn_grad(&c);
    ap__kernel_leave();
}

/* check_finite_and_unscale(xs, scale, outs, found_infinite): 3.0, 3.1, 3.2, 3.3 */
static void ap__check_finite_and_unscale_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "check_finite_and_unscale";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in_list[0] = ap__capi.PD_KernelContextMultiInputAt(ctx, 0); /* xs */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* scale */
    c.out_list[0] = ap__capi.PD_KernelContextMultiOutputAt(ctx, 0); /* outs */
    c.out[1] = ap__capi.PD_KernelContextOutputAt(ctx, 1); /* found_infinite */
    if (!c.skip) ap_kernel_check_finite_and_unscale(&c);
    ap__capi.PD_DeletePointerList(c.in_list[0]);
    ap__capi.PD_DeletePointerList(c.out_list[0]);
    ap__kernel_leave();
}

static void ap__check_finite_and_unscale_0_variadic(const void* dev_ctx, const void* xs, const void* scale, const void* outs, void* found_infinite) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "check_finite_and_unscale";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in_list[0] = ap__capi.PD_TensorVectorToList((PD_Tensor*)xs);
    c.in[1] = (PD_Tensor*)scale;
    c.out_list[0] = ap__capi.PD_TensorVectorToList((PD_Tensor*)outs);
    c.out[1] = (PD_Tensor*)found_infinite;
    ap_kernel_check_finite_and_unscale(&c);
    ap__kernel_leave();
}

/* update_loss_scaling(xs, found_infinite, prev_loss_scaling, in_good_steps, in_bad_steps, incr_every_n_steps, decr_every_n_nan_or_inf, incr_ratio, decr_ratio, stop_update, outs, loss_scaling, out_good_steps, out_bad_steps): 3.0, 3.1, 3.2, 3.3 */
static void ap__update_loss_scaling_0_ctx(PD_KernelContext* ctx) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "update_loss_scaling";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = ap__capi.PD_KernelContextGetDeviceContext(ctx);
    c.in_list[0] = ap__capi.PD_KernelContextMultiInputAt(ctx, 0); /* xs */
    c.in[1] = ap__capi.PD_KernelContextInputAt(ctx, 1); /* found_infinite */
    c.in[2] = ap__capi.PD_KernelContextInputAt(ctx, 2); /* prev_loss_scaling */
    c.in[3] = ap__capi.PD_KernelContextInputAt(ctx, 3); /* in_good_steps */
    c.in[4] = ap__capi.PD_KernelContextInputAt(ctx, 4); /* in_bad_steps */
    c.attr[0].i32 = ap__capi.PD_KernelContextInt32AttrAt(ctx, 0); /* incr_every_n_steps */
    c.attr[1].i32 = ap__capi.PD_KernelContextInt32AttrAt(ctx, 1); /* decr_every_n_nan_or_inf */
    c.attr[2].f = ap__capi.PD_KernelContextFloatAttrAt(ctx, 2); /* incr_ratio */
    c.attr[3].f = ap__capi.PD_KernelContextFloatAttrAt(ctx, 3); /* decr_ratio */
    c.attr[4].scalar = ap__ctx_scalar(&c, ctx, 4); /* stop_update */
    c.out_list[0] = ap__capi.PD_KernelContextMultiOutputAt(ctx, 0); /* outs */
    c.out[1] = ap__capi.PD_KernelContextOutputAt(ctx, 1); /* loss_scaling */
    c.out[2] = ap__capi.PD_KernelContextOutputAt(ctx, 2); /* out_good_steps */
    c.out[3] = ap__capi.PD_KernelContextOutputAt(ctx, 3); /* out_bad_steps */
    if (!c.skip) ap_kernel_update_loss_scaling(&c);
    ap__capi.PD_DeletePointerList(c.in_list[0]);
    ap__capi.PD_DeletePointerList(c.out_list[0]);
    ap__kernel_leave();
}

static void ap__update_loss_scaling_0_variadic(const void* dev_ctx, const void* xs, const void* found_infinite, const void* prev_loss_scaling, const void* in_good_steps, const void* in_bad_steps, int32_t incr_every_n_steps, int32_t decr_every_n_nan_or_inf, float incr_ratio, float decr_ratio, const void* stop_update, const void* outs, void* loss_scaling, void* out_good_steps, void* out_bad_steps) {
    ap_call_t c;
    memset(&c, 0, sizeof c);
    c.kernel = "update_loss_scaling";
    c.signature = 0;
    ap__kernel_enter();
    c.dev = (PD_DeviceContext*)dev_ctx;
    c.in_list[0] = ap__capi.PD_TensorVectorToList((PD_Tensor*)xs);
    c.in[1] = (PD_Tensor*)found_infinite;
    c.in[2] = (PD_Tensor*)prev_loss_scaling;
    c.in[3] = (PD_Tensor*)in_good_steps;
    c.in[4] = (PD_Tensor*)in_bad_steps;
    c.attr[0].i32 = incr_every_n_steps;
    c.attr[1].i32 = decr_every_n_nan_or_inf;
    c.attr[2].f = incr_ratio;
    c.attr[3].f = decr_ratio;
    c.attr[4].scalar = ap__scalar_of((PD_Scalar*)stop_update);
    c.out_list[0] = ap__capi.PD_TensorVectorToList((PD_Tensor*)outs);
    c.out[1] = (PD_Tensor*)loss_scaling;
    c.out[2] = (PD_Tensor*)out_good_steps;
    c.out[3] = (PD_Tensor*)out_bad_steps;
    ap_kernel_update_loss_scaling(&c);
    ap__kernel_leave();
}

/* Paddle calls every kernel's args-def function: most have nothing to change. */
static void ap__no_args_def(const PD_KernelKey* key, PD_Kernel* kernel) {
    (void)key;
    (void)kernel;
}

/* ---- registration */
typedef struct {
    const char* name;
    const char* releases; /* layout names, each followed by ';' */
    const C_DataType* dtypes;
    size_t dtype_count;
    int in[AP_MAX_IN + 1], attr[AP_MAX_ATTR + 1], out[AP_MAX_OUT + 1];
    size_t n_in, n_attr, n_out;
    void (*ctx_fn)(PD_KernelContext*);
    void* variadic_fn;
    void (*args_def_fn)(const PD_KernelKey*, PD_Kernel*);
} ap_kernel_reg_t;

static const C_DataType ap__dtypes_matmul[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_add[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64};
static const C_DataType ap__dtypes_subtract[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64};
static const C_DataType ap__dtypes_multiply[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64};
static const C_DataType ap__dtypes_relu[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64};
static const C_DataType ap__dtypes_silu[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_sigmoid[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_softmax[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_rms_norm[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_swiglu[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_full[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64, BOOL};
static const C_DataType ap__dtypes_full_like[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64, BOOL};
static const C_DataType ap__dtypes_scale[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_cast[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64, BOOL, INT8, UINT8, INT16};
static const C_DataType ap__dtypes_contiguous[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64, BOOL, INT8, UINT8, INT16};
static const C_DataType ap__dtypes_strided_copy[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64, BOOL, INT8, UINT8, INT16};
static const C_DataType ap__dtypes_assign[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64, BOOL};
static const C_DataType ap__dtypes_expand[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64, BOOL};
static const C_DataType ap__dtypes_divide[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_elementwise_pow[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_maximum[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64};
static const C_DataType ap__dtypes_minimum[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64};
static const C_DataType ap__dtypes_floor_divide[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64};
static const C_DataType ap__dtypes_remainder[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64};
static const C_DataType ap__dtypes_bitwise_and[] = {INT32, INT64, BOOL};
static const C_DataType ap__dtypes_bitwise_or[] = {INT32, INT64, BOOL};
static const C_DataType ap__dtypes_bitwise_xor[] = {INT32, INT64, BOOL};
static const C_DataType ap__dtypes_equal[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64, BOOL};
static const C_DataType ap__dtypes_not_equal[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64, BOOL};
static const C_DataType ap__dtypes_less_than[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64, BOOL};
static const C_DataType ap__dtypes_less_equal[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64, BOOL};
static const C_DataType ap__dtypes_greater_than[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64, BOOL};
static const C_DataType ap__dtypes_greater_equal[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64, BOOL};
static const C_DataType ap__dtypes_logical_and[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64, BOOL};
static const C_DataType ap__dtypes_logical_or[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64, BOOL};
static const C_DataType ap__dtypes_logical_xor[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64, BOOL};
static const C_DataType ap__dtypes_abs[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64};
static const C_DataType ap__dtypes_exp[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_log[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_sqrt[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_rsqrt[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_sin[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_cos[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_tanh[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_floor[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_ceil[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_sign[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64};
static const C_DataType ap__dtypes_bitwise_not[] = {INT32, INT64};
static const C_DataType ap__dtypes_logical_not[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64, BOOL};
static const C_DataType ap__dtypes_isnan[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_isinf[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_isfinite[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_atan[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_tan[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_asin[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_acos[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_sinh[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_cosh[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_asinh[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_acosh[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_atanh[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_log2[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_log10[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_log1p[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_expm1[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_erf[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_square[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64};
static const C_DataType ap__dtypes_reciprocal[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_hardswish[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_hardtanh[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_relu6[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_leaky_relu[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64};
static const C_DataType ap__dtypes_hardtanh_grad[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64};
static const C_DataType ap__dtypes_relu6_grad[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64};
static const C_DataType ap__dtypes_leaky_relu_grad[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64};
static const C_DataType ap__dtypes_swish[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_swish_grad[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_softplus[] = {FLOAT32, FLOAT64, FLOAT16, BFLOAT16};
static const C_DataType ap__dtypes_softplus_grad[] = {FLOAT32, FLOAT64, FLOAT16, BFLOAT16};
static const C_DataType ap__dtypes_mish[] = {FLOAT32, FLOAT64, FLOAT16, BFLOAT16};
static const C_DataType ap__dtypes_mish_grad[] = {FLOAT32, FLOAT64, FLOAT16, BFLOAT16};
static const C_DataType ap__dtypes_celu[] = {FLOAT32, FLOAT64, FLOAT16, BFLOAT16};
static const C_DataType ap__dtypes_celu_grad[] = {FLOAT32, FLOAT64, FLOAT16, BFLOAT16};
static const C_DataType ap__dtypes_softshrink[] = {FLOAT32, FLOAT64, FLOAT16, BFLOAT16};
static const C_DataType ap__dtypes_softshrink_grad[] = {FLOAT32, FLOAT64, FLOAT16, BFLOAT16};
static const C_DataType ap__dtypes_hardsigmoid[] = {FLOAT32, FLOAT64, FLOAT16, BFLOAT16};
static const C_DataType ap__dtypes_hardsigmoid_grad[] = {FLOAT32, FLOAT64, FLOAT16, BFLOAT16};
static const C_DataType ap__dtypes_elu[] = {FLOAT32, FLOAT64, FLOAT16, BFLOAT16};
static const C_DataType ap__dtypes_elu_grad[] = {FLOAT32, FLOAT64, FLOAT16, BFLOAT16};
static const C_DataType ap__dtypes_pow[] = {FLOAT32, FLOAT64, FLOAT16, BFLOAT16};
static const C_DataType ap__dtypes_pow_grad[] = {FLOAT32, FLOAT64, FLOAT16, BFLOAT16};
static const C_DataType ap__dtypes_where[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64, BOOL};
static const C_DataType ap__dtypes_gelu[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_layer_norm[] = {FLOAT32, FLOAT64, FLOAT16, BFLOAT16};
static const C_DataType ap__dtypes_layer_norm_grad[] = {FLOAT32, FLOAT64, FLOAT16, BFLOAT16};
static const C_DataType ap__dtypes_log_softmax[] = {FLOAT32, FLOAT64, FLOAT16, BFLOAT16};
static const C_DataType ap__dtypes_log_softmax_grad[] = {FLOAT32, FLOAT64, FLOAT16, BFLOAT16};
static const C_DataType ap__dtypes_clip[] = {FLOAT32, FLOAT64, FLOAT16, BFLOAT16};
static const C_DataType ap__dtypes_clip_grad[] = {FLOAT32, FLOAT64, FLOAT16, BFLOAT16};
static const C_DataType ap__dtypes_softmax_grad[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_matmul_grad[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_add_grad[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_subtract_grad[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_multiply_grad[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_divide_grad[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_sum_grad[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_mean_grad[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_mean_all_grad[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_cross_entropy_with_softmax[] = {FLOAT32, FLOAT64};
static const C_DataType ap__dtypes_cross_entropy_with_softmax_grad[] = {FLOAT32, FLOAT64};
static const C_DataType ap__dtypes_embedding[] = {FLOAT32, FLOAT64};
static const C_DataType ap__dtypes_embedding_grad[] = {FLOAT32, FLOAT64};
static const C_DataType ap__dtypes_adamw[] = {FLOAT32, FLOAT64, FLOAT16, BFLOAT16};
static const C_DataType ap__dtypes_sgd[] = {FLOAT32, FLOAT64, FLOAT16, BFLOAT16};
static const C_DataType ap__dtypes_unsqueeze[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64, BOOL};
static const C_DataType ap__dtypes_squeeze[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64, BOOL};
static const C_DataType ap__dtypes_flatten[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64, BOOL};
static const C_DataType ap__dtypes_unsqueeze_grad[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_squeeze_grad[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_flatten_grad[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_transpose[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64, BOOL};
static const C_DataType ap__dtypes_transpose_grad[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_slice[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64, BOOL};
static const C_DataType ap__dtypes_slice_grad[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_add_n[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_dropout[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_dropout_grad[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_gather[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64, BOOL};
static const C_DataType ap__dtypes_gather_grad[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64};
static const C_DataType ap__dtypes_index_select[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64, BOOL};
static const C_DataType ap__dtypes_index_select_grad[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64};
static const C_DataType ap__dtypes_argmax[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64};
static const C_DataType ap__dtypes_argmin[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64};
static const C_DataType ap__dtypes_concat[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64, BOOL};
static const C_DataType ap__dtypes_concat_grad[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64, BOOL};
static const C_DataType ap__dtypes_stack[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64, BOOL};
static const C_DataType ap__dtypes_stack_grad[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64, BOOL};
static const C_DataType ap__dtypes_split[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64, BOOL};
static const C_DataType ap__dtypes_split_with_num[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64, BOOL};
static const C_DataType ap__dtypes_arange_tensor[] = {FLOAT32, FLOAT64, INT32, INT64};
static const C_DataType ap__dtypes_arange[] = {FLOAT32, FLOAT64, INT32, INT64};
static const C_DataType ap__dtypes_conv2d[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_conv2d_grad[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_depthwise_conv2d[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_depthwise_conv2d_grad[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_pool2d[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_pool2d_grad[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_batch_norm[] = {FLOAT32, FLOAT64, FLOAT16, BFLOAT16};
static const C_DataType ap__dtypes_batch_norm_grad[] = {FLOAT32, FLOAT64, FLOAT16, BFLOAT16};
static const C_DataType ap__dtypes_tril[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64, BOOL};
static const C_DataType ap__dtypes_triu[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64, BOOL};
static const C_DataType ap__dtypes_tril_grad[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64, BOOL};
static const C_DataType ap__dtypes_triu_grad[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64, BOOL};
static const C_DataType ap__dtypes_fill[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64, BOOL};
static const C_DataType ap__dtypes_relu_grad[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_sigmoid_grad[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_tanh_grad[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_silu_grad[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_gelu_grad[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_sum[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64, BOOL};
static const C_DataType ap__dtypes_mean[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64};
static const C_DataType ap__dtypes_max[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64};
static const C_DataType ap__dtypes_min[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64};
static const C_DataType ap__dtypes_prod[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64};
static const C_DataType ap__dtypes_any[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64, BOOL};
static const C_DataType ap__dtypes_all[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64, BOOL};
static const C_DataType ap__dtypes_mean_all[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_round[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_set_value[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64, BOOL};
static const C_DataType ap__dtypes_assign_value[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64, BOOL};
static const C_DataType ap__dtypes_set_value_with_tensor[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64, INT32, INT64, BOOL};
static const C_DataType ap__dtypes_uniform[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_gaussian[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_rnn[] = {FLOAT32, FLOAT64};
static const C_DataType ap__dtypes_rnn_grad[] = {FLOAT32, FLOAT64};
static const C_DataType ap__dtypes_check_finite_and_unscale[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};
static const C_DataType ap__dtypes_update_loss_scaling[] = {FLOAT32, FLOAT16, BFLOAT16, FLOAT64};

static const ap_kernel_reg_t ap__kernels[] = {
    {"matmul", "3.0;3.1;3.2;3.3;", ap__dtypes_matmul, 4,
     {1, 1, -1}, {2, 2, -1},
     {1, -1}, 2, 2, 1,
     ap__matmul_0_ctx, NULL, ap__no_args_def},
    {"add", "3.0;3.1;3.2;3.3;", ap__dtypes_add, 6,
     {1, 1, -1}, {-1},
     {1, -1}, 2, 0, 1,
     ap__add_0_ctx, NULL, ap__no_args_def},
    {"subtract", "3.0;3.1;3.2;3.3;", ap__dtypes_subtract, 6,
     {1, 1, -1}, {-1},
     {1, -1}, 2, 0, 1,
     ap__subtract_0_ctx, NULL, ap__no_args_def},
    {"multiply", "3.0;3.1;3.2;3.3;", ap__dtypes_multiply, 6,
     {1, 1, -1}, {-1},
     {1, -1}, 2, 0, 1,
     ap__multiply_0_ctx, NULL, ap__no_args_def},
    {"relu", "3.0;3.1;3.2;3.3;", ap__dtypes_relu, 6,
     {1, -1}, {-1},
     {1, -1}, 1, 0, 1,
     ap__relu_0_ctx, NULL, ap__no_args_def},
    {"silu", "3.0;3.1;3.2;3.3;", ap__dtypes_silu, 4,
     {1, -1}, {-1},
     {1, -1}, 1, 0, 1,
     ap__silu_0_ctx, NULL, ap__no_args_def},
    {"sigmoid", "3.0;3.1;3.2;3.3;", ap__dtypes_sigmoid, 4,
     {1, -1}, {-1},
     {1, -1}, 1, 0, 1,
     ap__sigmoid_0_ctx, NULL, ap__no_args_def},
    {"softmax", "3.0;3.1;3.2;3.3;", ap__dtypes_softmax, 4,
     {1, -1}, {7, -1},
     {1, -1}, 1, 1, 1,
     ap__softmax_0_ctx, NULL, ap__no_args_def},
    {"rms_norm", "3.3;", ap__dtypes_rms_norm, 4,
     {1, 24, -1}, {17, 6, -1},
     {1, 1, -1}, 2, 2, 2,
     ap__rms_norm_0_ctx, NULL, ap__no_args_def},
    {"rms_norm", "3.0;3.1;3.2;", ap__dtypes_rms_norm, 4,
     {1, 24, 24, 1, 24, -1}, {5, 7, 5, 7, 5, 5, -1},
     {1, 1, 1, -1}, 5, 6, 3,
     ap__rms_norm_1_ctx, NULL, ap__no_args_def},
    {"swiglu", "3.0;3.1;3.2;3.3;", ap__dtypes_swiglu, 4,
     {1, 24, -1}, {-1},
     {1, -1}, 2, 0, 1,
     ap__swiglu_0_ctx, NULL, ap__no_args_def},
    {"full", "3.0;3.1;3.2;3.3;", ap__dtypes_full, 7,
     {-1}, {11, 10, 12, -1},
     {1, -1}, 0, 3, 1,
     ap__full_0_ctx, NULL, ap__full_0_args_def},
    {"full_like", "3.0;3.1;3.2;3.3;", ap__dtypes_full_like, 7,
     {1, -1}, {10, 12, -1},
     {1, -1}, 1, 2, 1,
     ap__full_like_0_ctx, NULL, ap__full_like_0_args_def},
    {"scale", "3.0;3.1;3.2;3.3;", ap__dtypes_scale, 4,
     {1, -1}, {10, 10, 2, -1},
     {1, -1}, 1, 3, 1,
     ap__scale_0_ctx, NULL, ap__no_args_def},
    {"cast", "3.0;3.1;3.2;3.3;", ap__dtypes_cast, 10,
     {1, -1}, {12, -1},
     {1, -1}, 1, 1, 1,
     ap__cast_0_ctx, NULL, ap__cast_0_args_def},
    {"contiguous", "3.0;3.1;3.2;3.3;", ap__dtypes_contiguous, 10,
     {1, -1}, {-1},
     {1, -1}, 1, 0, 1,
     ap__contiguous_0_ctx, NULL, ap__no_args_def},
    {"strided_copy", "3.0;3.1;3.2;3.3;", ap__dtypes_strided_copy, 10,
     {1, -1}, {17, 17, 8, -1},
     {1, -1}, 1, 3, 1,
     ap__strided_copy_0_ctx, NULL, ap__no_args_def},
    {"assign", "3.0;3.1;3.2;3.3;", ap__dtypes_assign, 7,
     {1, -1}, {-1},
     {1, -1}, 1, 0, 1,
     ap__assign_0_ctx, NULL, ap__no_args_def},
    {"expand", "3.0;3.1;3.2;3.3;", ap__dtypes_expand, 7,
     {1, -1}, {11, -1},
     {1, -1}, 1, 1, 1,
     ap__expand_0_ctx, NULL, ap__no_args_def},
    {"divide", "3.0;3.1;3.2;3.3;", ap__dtypes_divide, 4,
     {1, 1, -1}, {-1},
     {1, -1}, 2, 0, 1,
     ap__divide_0_ctx, NULL, ap__no_args_def},
    {"elementwise_pow", "3.0;3.1;3.2;3.3;", ap__dtypes_elementwise_pow, 4,
     {1, 1, -1}, {-1},
     {1, -1}, 2, 0, 1,
     ap__elementwise_pow_0_ctx, NULL, ap__no_args_def},
    {"maximum", "3.0;3.1;3.2;3.3;", ap__dtypes_maximum, 6,
     {1, 1, -1}, {-1},
     {1, -1}, 2, 0, 1,
     ap__maximum_0_ctx, NULL, ap__no_args_def},
    {"minimum", "3.0;3.1;3.2;3.3;", ap__dtypes_minimum, 6,
     {1, 1, -1}, {-1},
     {1, -1}, 2, 0, 1,
     ap__minimum_0_ctx, NULL, ap__no_args_def},
    {"floor_divide", "3.0;3.1;3.2;3.3;", ap__dtypes_floor_divide, 6,
     {1, 1, -1}, {-1},
     {1, -1}, 2, 0, 1,
     ap__floor_divide_0_ctx, NULL, ap__no_args_def},
    {"remainder", "3.0;3.1;3.2;3.3;", ap__dtypes_remainder, 6,
     {1, 1, -1}, {-1},
     {1, -1}, 2, 0, 1,
     ap__remainder_0_ctx, NULL, ap__no_args_def},
    {"bitwise_and", "3.0;3.1;3.2;3.3;", ap__dtypes_bitwise_and, 3,
     {1, 1, -1}, {-1},
     {1, -1}, 2, 0, 1,
     ap__bitwise_and_0_ctx, NULL, ap__no_args_def},
    {"bitwise_or", "3.0;3.1;3.2;3.3;", ap__dtypes_bitwise_or, 3,
     {1, 1, -1}, {-1},
     {1, -1}, 2, 0, 1,
     ap__bitwise_or_0_ctx, NULL, ap__no_args_def},
    {"bitwise_xor", "3.0;3.1;3.2;3.3;", ap__dtypes_bitwise_xor, 3,
     {1, 1, -1}, {-1},
     {1, -1}, 2, 0, 1,
     ap__bitwise_xor_0_ctx, NULL, ap__no_args_def},
    {"equal", "3.0;3.1;3.2;3.3;", ap__dtypes_equal, 7,
     {1, 1, -1}, {-1},
     {1, -1}, 2, 0, 1,
     ap__equal_0_ctx, NULL, ap__equal_0_args_def},
    {"not_equal", "3.0;3.1;3.2;3.3;", ap__dtypes_not_equal, 7,
     {1, 1, -1}, {-1},
     {1, -1}, 2, 0, 1,
     ap__not_equal_0_ctx, NULL, ap__not_equal_0_args_def},
    {"less_than", "3.0;3.1;3.2;3.3;", ap__dtypes_less_than, 7,
     {1, 1, -1}, {-1},
     {1, -1}, 2, 0, 1,
     ap__less_than_0_ctx, NULL, ap__less_than_0_args_def},
    {"less_equal", "3.0;3.1;3.2;3.3;", ap__dtypes_less_equal, 7,
     {1, 1, -1}, {-1},
     {1, -1}, 2, 0, 1,
     ap__less_equal_0_ctx, NULL, ap__less_equal_0_args_def},
    {"greater_than", "3.0;3.1;3.2;3.3;", ap__dtypes_greater_than, 7,
     {1, 1, -1}, {-1},
     {1, -1}, 2, 0, 1,
     ap__greater_than_0_ctx, NULL, ap__greater_than_0_args_def},
    {"greater_equal", "3.0;3.1;3.2;3.3;", ap__dtypes_greater_equal, 7,
     {1, 1, -1}, {-1},
     {1, -1}, 2, 0, 1,
     ap__greater_equal_0_ctx, NULL, ap__greater_equal_0_args_def},
    {"logical_and", "3.0;3.1;3.2;3.3;", ap__dtypes_logical_and, 7,
     {1, 1, -1}, {-1},
     {1, -1}, 2, 0, 1,
     ap__logical_and_0_ctx, NULL, ap__logical_and_0_args_def},
    {"logical_or", "3.0;3.1;3.2;3.3;", ap__dtypes_logical_or, 7,
     {1, 1, -1}, {-1},
     {1, -1}, 2, 0, 1,
     ap__logical_or_0_ctx, NULL, ap__logical_or_0_args_def},
    {"logical_xor", "3.0;3.1;3.2;3.3;", ap__dtypes_logical_xor, 7,
     {1, 1, -1}, {-1},
     {1, -1}, 2, 0, 1,
     ap__logical_xor_0_ctx, NULL, ap__logical_xor_0_args_def},
    {"abs", "3.0;3.1;3.2;3.3;", ap__dtypes_abs, 6,
     {1, -1}, {-1},
     {1, -1}, 1, 0, 1,
     ap__abs_0_ctx, NULL, ap__no_args_def},
    {"exp", "3.0;3.1;3.2;3.3;", ap__dtypes_exp, 4,
     {1, -1}, {-1},
     {1, -1}, 1, 0, 1,
     ap__exp_0_ctx, NULL, ap__no_args_def},
    {"log", "3.0;3.1;3.2;3.3;", ap__dtypes_log, 4,
     {1, -1}, {-1},
     {1, -1}, 1, 0, 1,
     ap__log_0_ctx, NULL, ap__no_args_def},
    {"sqrt", "3.0;3.1;3.2;3.3;", ap__dtypes_sqrt, 4,
     {1, -1}, {-1},
     {1, -1}, 1, 0, 1,
     ap__sqrt_0_ctx, NULL, ap__no_args_def},
    {"rsqrt", "3.0;3.1;3.2;3.3;", ap__dtypes_rsqrt, 4,
     {1, -1}, {-1},
     {1, -1}, 1, 0, 1,
     ap__rsqrt_0_ctx, NULL, ap__no_args_def},
    {"sin", "3.0;3.1;3.2;3.3;", ap__dtypes_sin, 4,
     {1, -1}, {-1},
     {1, -1}, 1, 0, 1,
     ap__sin_0_ctx, NULL, ap__no_args_def},
    {"cos", "3.0;3.1;3.2;3.3;", ap__dtypes_cos, 4,
     {1, -1}, {-1},
     {1, -1}, 1, 0, 1,
     ap__cos_0_ctx, NULL, ap__no_args_def},
    {"tanh", "3.0;3.1;3.2;3.3;", ap__dtypes_tanh, 4,
     {1, -1}, {-1},
     {1, -1}, 1, 0, 1,
     ap__tanh_0_ctx, NULL, ap__no_args_def},
    {"floor", "3.0;3.1;3.2;3.3;", ap__dtypes_floor, 4,
     {1, -1}, {-1},
     {1, -1}, 1, 0, 1,
     ap__floor_0_ctx, NULL, ap__no_args_def},
    {"ceil", "3.0;3.1;3.2;3.3;", ap__dtypes_ceil, 4,
     {1, -1}, {-1},
     {1, -1}, 1, 0, 1,
     ap__ceil_0_ctx, NULL, ap__no_args_def},
    {"sign", "3.0;3.1;3.2;3.3;", ap__dtypes_sign, 6,
     {1, -1}, {-1},
     {1, -1}, 1, 0, 1,
     ap__sign_0_ctx, NULL, ap__no_args_def},
    {"bitwise_not", "3.0;3.1;3.2;3.3;", ap__dtypes_bitwise_not, 2,
     {1, -1}, {-1},
     {1, -1}, 1, 0, 1,
     ap__bitwise_not_0_ctx, NULL, ap__no_args_def},
    {"logical_not", "3.0;3.1;3.2;3.3;", ap__dtypes_logical_not, 7,
     {1, -1}, {-1},
     {1, -1}, 1, 0, 1,
     ap__logical_not_0_ctx, NULL, ap__logical_not_0_args_def},
    {"isnan", "3.0;3.1;3.2;3.3;", ap__dtypes_isnan, 4,
     {1, -1}, {-1},
     {1, -1}, 1, 0, 1,
     ap__isnan_0_ctx, NULL, ap__isnan_0_args_def},
    {"isinf", "3.0;3.1;3.2;3.3;", ap__dtypes_isinf, 4,
     {1, -1}, {-1},
     {1, -1}, 1, 0, 1,
     ap__isinf_0_ctx, NULL, ap__isinf_0_args_def},
    {"isfinite", "3.0;3.1;3.2;3.3;", ap__dtypes_isfinite, 4,
     {1, -1}, {-1},
     {1, -1}, 1, 0, 1,
     ap__isfinite_0_ctx, NULL, ap__isfinite_0_args_def},
    {"atan", "3.0;3.1;3.2;3.3;", ap__dtypes_atan, 4,
     {1, -1}, {-1},
     {1, -1}, 1, 0, 1,
     ap__atan_0_ctx, NULL, ap__no_args_def},
    {"tan", "3.0;3.1;3.2;3.3;", ap__dtypes_tan, 4,
     {1, -1}, {-1},
     {1, -1}, 1, 0, 1,
     ap__tan_0_ctx, NULL, ap__no_args_def},
    {"asin", "3.0;3.1;3.2;3.3;", ap__dtypes_asin, 4,
     {1, -1}, {-1},
     {1, -1}, 1, 0, 1,
     ap__asin_0_ctx, NULL, ap__no_args_def},
    {"acos", "3.0;3.1;3.2;3.3;", ap__dtypes_acos, 4,
     {1, -1}, {-1},
     {1, -1}, 1, 0, 1,
     ap__acos_0_ctx, NULL, ap__no_args_def},
    {"sinh", "3.0;3.1;3.2;3.3;", ap__dtypes_sinh, 4,
     {1, -1}, {-1},
     {1, -1}, 1, 0, 1,
     ap__sinh_0_ctx, NULL, ap__no_args_def},
    {"cosh", "3.0;3.1;3.2;3.3;", ap__dtypes_cosh, 4,
     {1, -1}, {-1},
     {1, -1}, 1, 0, 1,
     ap__cosh_0_ctx, NULL, ap__no_args_def},
    {"asinh", "3.0;3.1;3.2;3.3;", ap__dtypes_asinh, 4,
     {1, -1}, {-1},
     {1, -1}, 1, 0, 1,
     ap__asinh_0_ctx, NULL, ap__no_args_def},
    {"acosh", "3.0;3.1;3.2;3.3;", ap__dtypes_acosh, 4,
     {1, -1}, {-1},
     {1, -1}, 1, 0, 1,
     ap__acosh_0_ctx, NULL, ap__no_args_def},
    {"atanh", "3.0;3.1;3.2;3.3;", ap__dtypes_atanh, 4,
     {1, -1}, {-1},
     {1, -1}, 1, 0, 1,
     ap__atanh_0_ctx, NULL, ap__no_args_def},
    {"log2", "3.0;3.1;3.2;3.3;", ap__dtypes_log2, 4,
     {1, -1}, {-1},
     {1, -1}, 1, 0, 1,
     ap__log2_0_ctx, NULL, ap__no_args_def},
    {"log10", "3.0;3.1;3.2;3.3;", ap__dtypes_log10, 4,
     {1, -1}, {-1},
     {1, -1}, 1, 0, 1,
     ap__log10_0_ctx, NULL, ap__no_args_def},
    {"log1p", "3.0;3.1;3.2;3.3;", ap__dtypes_log1p, 4,
     {1, -1}, {-1},
     {1, -1}, 1, 0, 1,
     ap__log1p_0_ctx, NULL, ap__no_args_def},
    {"expm1", "3.0;3.1;3.2;3.3;", ap__dtypes_expm1, 4,
     {1, -1}, {-1},
     {1, -1}, 1, 0, 1,
     ap__expm1_0_ctx, NULL, ap__no_args_def},
    {"erf", "3.0;3.1;3.2;3.3;", ap__dtypes_erf, 4,
     {1, -1}, {-1},
     {1, -1}, 1, 0, 1,
     ap__erf_0_ctx, NULL, ap__no_args_def},
    {"square", "3.0;3.1;3.2;3.3;", ap__dtypes_square, 6,
     {1, -1}, {-1},
     {1, -1}, 1, 0, 1,
     ap__square_0_ctx, NULL, ap__no_args_def},
    {"reciprocal", "3.0;3.1;3.2;3.3;", ap__dtypes_reciprocal, 4,
     {1, -1}, {-1},
     {1, -1}, 1, 0, 1,
     ap__reciprocal_0_ctx, NULL, ap__no_args_def},
    {"hardswish", "3.0;3.1;3.2;3.3;", ap__dtypes_hardswish, 4,
     {1, -1}, {-1},
     {1, -1}, 1, 0, 1,
     ap__hardswish_0_ctx, NULL, ap__no_args_def},
    {"hardtanh", "3.3;", ap__dtypes_hardtanh, 4,
     {1, -1}, {5, 5, -1},
     {1, -1}, 1, 2, 1,
     ap__hardtanh_0_ctx, NULL, ap__no_args_def},
    {"relu6", "3.3;", ap__dtypes_relu6, 4,
     {1, -1}, {-1},
     {1, -1}, 1, 0, 1,
     ap__relu6_0_ctx, NULL, ap__no_args_def},
    {"leaky_relu", "3.3;", ap__dtypes_leaky_relu, 6,
     {1, -1}, {6, -1},
     {1, -1}, 1, 1, 1,
     ap__leaky_relu_0_ctx, NULL, ap__no_args_def},
    {"hardtanh_grad", "3.3;", ap__dtypes_hardtanh_grad, 6,
     {1, 1, -1}, {5, 5, -1},
     {1, -1}, 2, 2, 1,
     ap__hardtanh_grad_0_ctx, NULL, ap__no_args_def},
    {"relu6_grad", "3.3;", ap__dtypes_relu6_grad, 6,
     {1, 1, -1}, {-1},
     {1, -1}, 2, 0, 1,
     ap__relu6_grad_0_ctx, NULL, ap__no_args_def},
    {"leaky_relu_grad", "3.3;", ap__dtypes_leaky_relu_grad, 6,
     {1, 1, -1}, {6, -1},
     {1, -1}, 2, 1, 1,
     ap__leaky_relu_grad_0_ctx, NULL, ap__no_args_def},
    {"swish", "3.3;", ap__dtypes_swish, 4,
     {1, -1}, {-1},
     {1, -1}, 1, 0, 1,
     ap__swish_0_ctx, NULL, ap__no_args_def},
    {"swish_grad", "3.3;", ap__dtypes_swish_grad, 4,
     {1, 1, -1}, {-1},
     {1, -1}, 2, 0, 1,
     ap__swish_grad_0_ctx, NULL, ap__no_args_def},
    {"softplus", "3.3;", ap__dtypes_softplus, 4,
     {1, -1}, {6, 6, -1},
     {1, -1}, 1, 2, 1,
     ap__softplus_0_ctx, NULL, ap__no_args_def},
    {"softplus_grad", "3.3;", ap__dtypes_softplus_grad, 4,
     {1, 1, -1}, {6, 6, -1},
     {1, -1}, 2, 2, 1,
     ap__softplus_grad_0_ctx, NULL, ap__no_args_def},
    {"mish", "3.3;", ap__dtypes_mish, 4,
     {1, -1}, {5, -1},
     {1, -1}, 1, 1, 1,
     ap__mish_0_ctx, NULL, ap__no_args_def},
    {"mish_grad", "3.3;", ap__dtypes_mish_grad, 4,
     {1, 1, -1}, {5, -1},
     {1, -1}, 2, 1, 1,
     ap__mish_grad_0_ctx, NULL, ap__no_args_def},
    {"celu", "3.3;", ap__dtypes_celu, 4,
     {1, -1}, {5, -1},
     {1, -1}, 1, 1, 1,
     ap__celu_0_ctx, NULL, ap__no_args_def},
    {"celu_grad", "3.3;", ap__dtypes_celu_grad, 4,
     {1, 1, -1}, {5, -1},
     {1, -1}, 2, 1, 1,
     ap__celu_grad_0_ctx, NULL, ap__no_args_def},
    {"softshrink", "3.3;", ap__dtypes_softshrink, 4,
     {1, -1}, {5, -1},
     {1, -1}, 1, 1, 1,
     ap__softshrink_0_ctx, NULL, ap__no_args_def},
    {"softshrink_grad", "3.3;", ap__dtypes_softshrink_grad, 4,
     {1, 1, -1}, {5, -1},
     {1, -1}, 2, 1, 1,
     ap__softshrink_grad_0_ctx, NULL, ap__no_args_def},
    {"hardsigmoid", "3.3;", ap__dtypes_hardsigmoid, 4,
     {1, -1}, {5, 5, -1},
     {1, -1}, 1, 2, 1,
     ap__hardsigmoid_0_ctx, NULL, ap__no_args_def},
    {"hardsigmoid_grad", "3.3;", ap__dtypes_hardsigmoid_grad, 4,
     {1, 1, -1}, {5, 5, -1},
     {1, -1}, 2, 2, 1,
     ap__hardsigmoid_grad_0_ctx, NULL, ap__no_args_def},
    {"elu", "3.3;", ap__dtypes_elu, 4,
     {1, -1}, {5, -1},
     {1, -1}, 1, 1, 1,
     ap__elu_0_ctx, NULL, ap__no_args_def},
    {"elu_grad", "3.3;", ap__dtypes_elu_grad, 4,
     {1, 1, 1, -1}, {5, -1},
     {1, -1}, 3, 1, 1,
     ap__elu_grad_0_ctx, NULL, ap__no_args_def},
    {"pow", "3.3;", ap__dtypes_pow, 4,
     {1, -1}, {10, -1},
     {1, -1}, 1, 1, 1,
     ap__pow_0_ctx, NULL, ap__no_args_def},
    {"pow_grad", "3.3;", ap__dtypes_pow_grad, 4,
     {1, 1, -1}, {10, -1},
     {1, -1}, 2, 1, 1,
     ap__pow_grad_0_ctx, NULL, ap__no_args_def},
    {"where", "3.0;3.1;3.2;3.3;", ap__dtypes_where, 7,
     {1, 1, 1, -1}, {-1},
     {1, -1}, 3, 0, 1,
     ap__where_0_ctx, NULL, ap__no_args_def},
    {"gelu", "3.0;3.1;3.2;3.3;", ap__dtypes_gelu, 4,
     {1, -1}, {2, -1},
     {1, -1}, 1, 1, 1,
     ap__gelu_0_ctx, NULL, ap__no_args_def},
    {"layer_norm", "3.0;3.1;3.2;3.3;", ap__dtypes_layer_norm, 4,
     {1, 24, 24, -1}, {5, 7, -1},
     {1, 1, 1, -1}, 3, 2, 3,
     ap__layer_norm_0_ctx, NULL, ap__no_args_def},
    {"layer_norm_grad", "3.0;3.1;3.2;3.3;", ap__dtypes_layer_norm_grad, 4,
     {1, 24, 24, 1, 1, 1, -1}, {5, 7, -1},
     {1, 1, 1, -1}, 6, 2, 3,
     ap__layer_norm_grad_0_ctx, NULL, ap__no_args_def},
    {"log_softmax", "3.3;", ap__dtypes_log_softmax, 4,
     {1, -1}, {7, -1},
     {1, -1}, 1, 1, 1,
     ap__log_softmax_0_ctx, NULL, ap__no_args_def},
    {"log_softmax_grad", "3.3;", ap__dtypes_log_softmax_grad, 4,
     {1, 1, -1}, {7, -1},
     {1, -1}, 2, 1, 1,
     ap__log_softmax_grad_0_ctx, NULL, ap__no_args_def},
    {"clip", "3.3;", ap__dtypes_clip, 4,
     {1, -1}, {10, 10, -1},
     {1, -1}, 1, 2, 1,
     ap__clip_0_ctx, NULL, ap__no_args_def},
    {"clip_grad", "3.3;", ap__dtypes_clip_grad, 4,
     {1, 1, -1}, {10, 10, -1},
     {1, -1}, 2, 2, 1,
     ap__clip_grad_0_ctx, NULL, ap__no_args_def},
    {"softmax_grad", "3.0;3.1;3.2;3.3;", ap__dtypes_softmax_grad, 4,
     {1, 1, -1}, {7, -1},
     {1, -1}, 2, 1, 1,
     ap__softmax_grad_0_ctx, NULL, ap__no_args_def},
    {"matmul_grad", "3.0;3.1;3.2;3.3;", ap__dtypes_matmul_grad, 4,
     {1, 1, 1, -1}, {2, 2, -1},
     {1, 1, -1}, 3, 2, 2,
     ap__matmul_grad_0_ctx, NULL, ap__no_args_def},
    {"add_grad", "3.0;3.1;3.2;3.3;", ap__dtypes_add_grad, 4,
     {1, 1, 1, -1}, {7, -1},
     {1, 1, -1}, 3, 1, 2,
     ap__add_grad_0_ctx, NULL, ap__no_args_def},
    {"subtract_grad", "3.0;3.1;3.2;3.3;", ap__dtypes_subtract_grad, 4,
     {1, 1, 1, -1}, {7, -1},
     {1, 1, -1}, 3, 1, 2,
     ap__subtract_grad_0_ctx, NULL, ap__no_args_def},
    {"multiply_grad", "3.0;3.1;3.2;3.3;", ap__dtypes_multiply_grad, 4,
     {1, 1, 1, -1}, {7, -1},
     {1, 1, -1}, 3, 1, 2,
     ap__multiply_grad_0_ctx, NULL, ap__no_args_def},
    {"divide_grad", "3.0;3.1;3.2;3.3;", ap__dtypes_divide_grad, 4,
     {1, 1, 1, 1, -1}, {7, -1},
     {1, 1, -1}, 4, 1, 2,
     ap__divide_grad_0_ctx, NULL, ap__no_args_def},
    {"sum_grad", "3.0;3.1;3.2;3.3;", ap__dtypes_sum_grad, 4,
     {1, 1, -1}, {11, 2, 2, -1},
     {1, -1}, 2, 3, 1,
     ap__sum_grad_0_ctx, NULL, ap__no_args_def},
    {"mean_grad", "3.0;3.1;3.2;3.3;", ap__dtypes_mean_grad, 4,
     {1, 1, -1}, {11, 2, 2, -1},
     {1, -1}, 2, 3, 1,
     ap__mean_grad_0_ctx, NULL, ap__no_args_def},
    {"mean_all_grad", "3.0;3.1;3.2;3.3;", ap__dtypes_mean_all_grad, 4,
     {1, 1, -1}, {-1},
     {1, -1}, 2, 0, 1,
     ap__mean_all_grad_0_ctx, NULL, ap__no_args_def},
    {"cross_entropy_with_softmax", "3.0;3.1;3.2;3.3;", ap__dtypes_cross_entropy_with_softmax, 2,
     {1, 1, -1}, {2, 2, 2, 7, 7, -1},
     {1, 1, -1}, 2, 5, 2,
     ap__cross_entropy_with_softmax_0_ctx, NULL, ap__no_args_def},
    {"cross_entropy_with_softmax_grad", "3.0;3.1;3.2;3.3;", ap__dtypes_cross_entropy_with_softmax_grad, 2,
     {1, 1, 1, -1}, {2, 2, 2, 7, 7, -1},
     {1, -1}, 3, 5, 1,
     ap__cross_entropy_with_softmax_grad_0_ctx, NULL, ap__no_args_def},
    {"embedding", "3.0;3.1;3.2;3.3;", ap__dtypes_embedding, 2,
     {1, 1, -1}, {8, -1},
     {1, -1}, 2, 1, 1,
     ap__embedding_0_ctx, NULL, ap__no_args_def},
    {"embedding_grad", "3.0;3.1;3.2;3.3;", ap__dtypes_embedding_grad, 2,
     {1, 1, 1, -1}, {8, -1},
     {1, -1}, 3, 1, 1,
     ap__embedding_grad_0_ctx, NULL, ap__no_args_def},
    {"adamw", "3.0;3.1;3.2;3.3;", ap__dtypes_adamw, 4,
     {1, 1, 1, 1, 1, 24, 1, 1, 24, 24, -1}, {10, 10, 10, 5, 5, 2, 2, 8, 2, 2, 2, -1},
     {1, 1, 1, 1, 1, 1, 1, -1}, 10, 11, 7,
     ap__adamw_0_ctx, NULL, ap__no_args_def},
    {"sgd", "3.3;", ap__dtypes_sgd, 4,
     {1, 1, 1, 24, -1}, {2, -1},
     {1, 1, -1}, 4, 1, 2,
     ap__sgd_0_ctx, NULL, ap__no_args_def},
    {"unsqueeze", "3.3;", ap__dtypes_unsqueeze, 7,
     {1, -1}, {11, -1},
     {1, -1}, 1, 1, 1,
     ap__unsqueeze_0_ctx, NULL, ap__no_args_def},
    {"squeeze", "3.3;", ap__dtypes_squeeze, 7,
     {1, -1}, {11, -1},
     {1, -1}, 1, 1, 1,
     ap__squeeze_0_ctx, NULL, ap__no_args_def},
    {"flatten", "3.3;", ap__dtypes_flatten, 7,
     {1, -1}, {7, 7, -1},
     {1, -1}, 1, 2, 1,
     ap__flatten_0_ctx, NULL, ap__no_args_def},
    {"unsqueeze_grad", "3.3;", ap__dtypes_unsqueeze_grad, 4,
     {1, 1, -1}, {-1},
     {1, -1}, 2, 0, 1,
     ap__unsqueeze_grad_0_ctx, NULL, ap__no_args_def},
    {"squeeze_grad", "3.3;", ap__dtypes_squeeze_grad, 4,
     {1, 1, -1}, {11, -1},
     {1, -1}, 2, 1, 1,
     ap__squeeze_grad_0_ctx, NULL, ap__no_args_def},
    {"flatten_grad", "3.3;", ap__dtypes_flatten_grad, 4,
     {1, 1, -1}, {-1},
     {1, -1}, 2, 0, 1,
     ap__flatten_grad_0_ctx, NULL, ap__no_args_def},
    {"transpose", "3.3;", ap__dtypes_transpose, 7,
     {1, -1}, {16, -1},
     {1, -1}, 1, 1, 1,
     ap__transpose_0_ctx, NULL, ap__no_args_def},
    {"transpose_grad", "3.3;", ap__dtypes_transpose_grad, 4,
     {1, -1}, {16, -1},
     {1, -1}, 1, 1, 1,
     ap__transpose_grad_0_ctx, NULL, ap__no_args_def},
    {"slice", "3.3;", ap__dtypes_slice, 7,
     {1, -1}, {17, 11, 11, 17, 17, -1},
     {1, -1}, 1, 5, 1,
     ap__slice_0_ctx, NULL, ap__no_args_def},
    {"slice_grad", "3.3;", ap__dtypes_slice_grad, 4,
     {1, 1, -1}, {17, 11, 11, 17, 17, -1},
     {1, -1}, 2, 5, 1,
     ap__slice_grad_0_ctx, NULL, ap__no_args_def},
    {"add_n", "3.3;", ap__dtypes_add_n, 4,
     {25, -1}, {-1},
     {1, -1}, 1, 0, 1,
     ap__add_n_0_ctx, NULL, ap__no_args_def},
    {"dropout", "3.3;", ap__dtypes_dropout, 4,
     {1, 24, -1}, {10, 2, 9, 7, 2, -1},
     {1, 1, -1}, 2, 5, 2,
     ap__dropout_0_ctx, NULL, ap__dropout_0_args_def},
    {"dropout_grad", "3.3;", ap__dtypes_dropout_grad, 4,
     {1, 1, -1}, {10, 2, 9, -1},
     {1, -1}, 2, 3, 1,
     ap__dropout_grad_0_ctx, NULL, ap__no_args_def},
    {"gather", "3.3;", ap__dtypes_gather, 7,
     {1, 1, -1}, {10, -1},
     {1, -1}, 2, 1, 1,
     ap__gather_0_ctx, NULL, ap__no_args_def},
    {"gather_grad", "3.3;", ap__dtypes_gather_grad, 6,
     {1, 1, 1, -1}, {10, -1},
     {1, -1}, 3, 1, 1,
     ap__gather_grad_0_ctx, NULL, ap__no_args_def},
    {"index_select", "3.3;", ap__dtypes_index_select, 7,
     {1, 1, -1}, {7, -1},
     {1, -1}, 2, 1, 1,
     ap__index_select_0_ctx, NULL, ap__no_args_def},
    {"index_select_grad", "3.3;", ap__dtypes_index_select_grad, 6,
     {1, 1, 1, -1}, {7, -1},
     {1, -1}, 3, 1, 1,
     ap__index_select_grad_0_ctx, NULL, ap__no_args_def},
    {"argmax", "3.3;", ap__dtypes_argmax, 6,
     {1, -1}, {10, 2, 2, 12, -1},
     {1, -1}, 1, 4, 1,
     ap__argmax_0_ctx, NULL, ap__argmax_0_args_def},
    {"argmin", "3.3;", ap__dtypes_argmin, 6,
     {1, -1}, {10, 2, 2, 12, -1},
     {1, -1}, 1, 4, 1,
     ap__argmin_0_ctx, NULL, ap__argmin_0_args_def},
    {"concat", "3.3;", ap__dtypes_concat, 7,
     {25, -1}, {10, -1},
     {1, -1}, 1, 1, 1,
     ap__concat_0_ctx, NULL, ap__no_args_def},
    {"concat_grad", "3.3;", ap__dtypes_concat_grad, 7,
     {25, 1, -1}, {10, -1},
     {25, -1}, 2, 1, 1,
     ap__concat_grad_0_ctx, NULL, ap__no_args_def},
    {"stack", "3.3;", ap__dtypes_stack, 7,
     {25, -1}, {7, -1},
     {1, -1}, 1, 1, 1,
     ap__stack_0_ctx, NULL, ap__no_args_def},
    {"stack_grad", "3.3;", ap__dtypes_stack_grad, 7,
     {1, -1}, {7, -1},
     {25, -1}, 1, 1, 1,
     ap__stack_grad_0_ctx, NULL, ap__no_args_def},
    {"split", "3.3;", ap__dtypes_split, 7,
     {1, -1}, {11, 10, -1},
     {25, -1}, 1, 2, 1,
     ap__split_0_ctx, NULL, ap__no_args_def},
    {"split_with_num", "3.3;", ap__dtypes_split_with_num, 7,
     {1, -1}, {7, 10, -1},
     {25, -1}, 1, 2, 1,
     ap__split_with_num_0_ctx, NULL, ap__no_args_def},
    {"arange_tensor", "3.0;3.1;3.2;3.3;", ap__dtypes_arange_tensor, 4,
     {1, 1, 1, -1}, {-1},
     {1, -1}, 3, 0, 1,
     ap__arange_tensor_0_ctx, NULL, ap__no_args_def},
    {"arange", "3.0;3.1;3.2;3.3;", ap__dtypes_arange, 4,
     {-1}, {10, 10, 10, -1},
     {1, -1}, 0, 3, 1,
     ap__arange_0_ctx, NULL, ap__no_args_def},
    {"conv2d", "3.0;3.1;3.2;3.3;", ap__dtypes_conv2d, 4,
     {1, 1, -1}, {16, 16, 9, 16, 7, 9, -1},
     {1, -1}, 2, 6, 1,
     ap__conv2d_0_ctx, NULL, ap__no_args_def},
    {"conv2d_grad", "3.0;3.1;3.2;3.3;", ap__dtypes_conv2d_grad, 4,
     {1, 1, 1, -1}, {16, 16, 9, 16, 7, 9, -1},
     {1, 1, -1}, 3, 6, 2,
     ap__conv2d_grad_0_ctx, NULL, ap__no_args_def},
    {"depthwise_conv2d", "3.3;", ap__dtypes_depthwise_conv2d, 4,
     {1, 1, -1}, {16, 16, 9, 7, 16, 9, -1},
     {1, -1}, 2, 6, 1,
     ap__depthwise_conv2d_0_ctx, NULL, ap__no_args_def},
    {"depthwise_conv2d_grad", "3.3;", ap__dtypes_depthwise_conv2d_grad, 4,
     {1, 1, 1, -1}, {16, 16, 9, 7, 16, 9, -1},
     {1, 1, -1}, 3, 6, 2,
     ap__depthwise_conv2d_grad_0_ctx, NULL, ap__no_args_def},
    {"pool2d", "3.1;3.2;3.3;", ap__dtypes_pool2d, 4,
     {1, -1}, {11, 17, 17, 2, 2, 9, 9, 2, 2, 9, -1},
     {1, -1}, 1, 10, 1,
     ap__pool2d_0_ctx, NULL, ap__no_args_def},
    {"pool2d", "3.0;", ap__dtypes_pool2d, 4,
     {1, -1}, {11, 16, 16, 2, 2, 9, 9, 2, 2, 9, -1},
     {1, -1}, 1, 10, 1,
     ap__pool2d_1_ctx, NULL, ap__no_args_def},
    {"pool2d_grad", "3.1;3.2;3.3;", ap__dtypes_pool2d_grad, 4,
     {1, 1, 1, -1}, {11, 17, 17, 2, 2, 9, 9, 2, 2, 9, -1},
     {1, -1}, 3, 10, 1,
     ap__pool2d_grad_0_ctx, NULL, ap__no_args_def},
    {"pool2d_grad", "3.0;", ap__dtypes_pool2d_grad, 4,
     {1, 1, 1, -1}, {11, 16, 16, 2, 2, 9, 9, 2, 2, 9, -1},
     {1, -1}, 3, 10, 1,
     ap__pool2d_grad_1_ctx, NULL, ap__no_args_def},
    {"batch_norm", "3.0;3.1;3.2;3.3;", ap__dtypes_batch_norm, 4,
     {1, 1, 1, 24, 24, -1}, {2, 5, 5, 9, 2, 2, -1},
     {1, 1, 1, 1, 1, 1, -1}, 5, 6, 6,
     ap__batch_norm_0_ctx, NULL, ap__batch_norm_0_args_def},
    {"batch_norm_grad", "3.0;3.1;3.2;3.3;", ap__dtypes_batch_norm_grad, 4,
     {1, 24, 24, 24, 24, 1, 1, 24, 1, -1}, {5, 5, 9, 2, 2, 2, -1},
     {1, 1, 1, -1}, 9, 6, 3,
     ap__batch_norm_grad_0_ctx, NULL, ap__batch_norm_grad_0_args_def},
    {"tril", "3.0;3.1;3.2;3.3;", ap__dtypes_tril, 7,
     {1, -1}, {7, -1},
     {1, -1}, 1, 1, 1,
     ap__tril_0_ctx, NULL, ap__no_args_def},
    {"triu", "3.0;3.1;3.2;3.3;", ap__dtypes_triu, 7,
     {1, -1}, {7, -1},
     {1, -1}, 1, 1, 1,
     ap__triu_0_ctx, NULL, ap__no_args_def},
    {"tril_grad", "3.0;3.1;3.2;3.3;", ap__dtypes_tril_grad, 7,
     {1, -1}, {7, -1},
     {1, -1}, 1, 1, 1,
     ap__tril_grad_0_ctx, NULL, ap__no_args_def},
    {"triu_grad", "3.0;3.1;3.2;3.3;", ap__dtypes_triu_grad, 7,
     {1, -1}, {7, -1},
     {1, -1}, 1, 1, 1,
     ap__triu_grad_0_ctx, NULL, ap__no_args_def},
    {"fill", "3.0;3.1;3.2;3.3;", ap__dtypes_fill, 7,
     {1, -1}, {10, -1},
     {1, -1}, 1, 1, 1,
     ap__fill_0_ctx, NULL, ap__no_args_def},
    {"relu_grad", "3.0;3.1;3.2;3.3;", ap__dtypes_relu_grad, 4,
     {1, 1, -1}, {-1},
     {1, -1}, 2, 0, 1,
     ap__relu_grad_0_ctx, NULL, ap__no_args_def},
    {"sigmoid_grad", "3.0;3.1;3.2;3.3;", ap__dtypes_sigmoid_grad, 4,
     {1, 1, -1}, {-1},
     {1, -1}, 2, 0, 1,
     ap__sigmoid_grad_0_ctx, NULL, ap__no_args_def},
    {"tanh_grad", "3.0;3.1;3.2;3.3;", ap__dtypes_tanh_grad, 4,
     {1, 1, -1}, {-1},
     {1, -1}, 2, 0, 1,
     ap__tanh_grad_0_ctx, NULL, ap__no_args_def},
    {"silu_grad", "3.0;3.1;3.2;3.3;", ap__dtypes_silu_grad, 4,
     {1, 1, 1, -1}, {-1},
     {1, -1}, 3, 0, 1,
     ap__silu_grad_0_ctx, NULL, ap__no_args_def},
    {"gelu_grad", "3.0;3.1;3.2;3.3;", ap__dtypes_gelu_grad, 4,
     {1, 1, -1}, {2, -1},
     {1, -1}, 2, 1, 1,
     ap__gelu_grad_0_ctx, NULL, ap__no_args_def},
    {"sum", "3.0;3.1;3.2;3.3;", ap__dtypes_sum, 7,
     {1, -1}, {11, 12, 2, -1},
     {1, -1}, 1, 3, 1,
     ap__sum_0_ctx, NULL, ap__sum_0_args_def},
    {"mean", "3.0;3.1;3.2;3.3;", ap__dtypes_mean, 6,
     {1, -1}, {11, 2, -1},
     {1, -1}, 1, 2, 1,
     ap__mean_0_ctx, NULL, ap__no_args_def},
    {"max", "3.0;3.1;3.2;3.3;", ap__dtypes_max, 6,
     {1, -1}, {11, 2, -1},
     {1, -1}, 1, 2, 1,
     ap__max_0_ctx, NULL, ap__no_args_def},
    {"min", "3.0;3.1;3.2;3.3;", ap__dtypes_min, 6,
     {1, -1}, {11, 2, -1},
     {1, -1}, 1, 2, 1,
     ap__min_0_ctx, NULL, ap__no_args_def},
    {"prod", "3.0;3.1;3.2;3.3;", ap__dtypes_prod, 6,
     {1, -1}, {11, 2, 2, -1},
     {1, -1}, 1, 3, 1,
     ap__prod_0_ctx, NULL, ap__no_args_def},
    {"any", "3.0;3.1;3.2;3.3;", ap__dtypes_any, 7,
     {1, -1}, {17, 2, -1},
     {1, -1}, 1, 2, 1,
     ap__any_0_ctx, NULL, ap__any_0_args_def},
    {"all", "3.0;3.1;3.2;3.3;", ap__dtypes_all, 7,
     {1, -1}, {17, 2, -1},
     {1, -1}, 1, 2, 1,
     ap__all_0_ctx, NULL, ap__all_0_args_def},
    {"mean_all", "3.0;3.1;3.2;3.3;", ap__dtypes_mean_all, 4,
     {1, -1}, {-1},
     {1, -1}, 1, 0, 1,
     ap__mean_all_0_ctx, NULL, ap__no_args_def},
    {"round", "3.1;3.2;3.3;", ap__dtypes_round, 4,
     {1, -1}, {7, -1},
     {1, -1}, 1, 1, 1,
     ap__round_0_ctx, NULL, ap__no_args_def},
    {"set_value", "3.0;3.1;3.2;3.3;", ap__dtypes_set_value, 7,
     {1, -1}, {11, 11, 11, 17, 17, 17, 17, 23, -1},
     {1, -1}, 1, 8, 1,
     ap__set_value_0_ctx, NULL, ap__no_args_def},
    {"assign_value", "3.0;3.1;3.2;3.3;", ap__dtypes_assign_value, 7,
     {-1}, {16, 12, 23, -1},
     {1, -1}, 0, 3, 1,
     ap__assign_value_0_ctx, NULL, ap__no_args_def},
    {"set_value_with_tensor", "3.0;3.1;3.2;3.3;", ap__dtypes_set_value_with_tensor, 7,
     {1, 1, -1}, {11, 11, 11, 17, 17, 17, -1},
     {1, -1}, 2, 6, 1,
     ap__set_value_with_tensor_0_ctx, NULL, ap__no_args_def},
    {"uniform", "3.0;3.1;3.2;3.3;", ap__dtypes_uniform, 4,
     {-1}, {11, 12, 10, 10, 7, -1},
     {1, -1}, 0, 5, 1,
     ap__uniform_0_ctx, NULL, ap__no_args_def},
    {"gaussian", "3.0;3.1;3.2;3.3;", ap__dtypes_gaussian, 4,
     {-1}, {11, 5, 5, 7, 12, -1},
     {1, -1}, 0, 5, 1,
     ap__gaussian_0_ctx, NULL, ap__no_args_def},
    {"rnn", "3.0;3.1;3.2;3.3;", ap__dtypes_rnn, 2,
     {1, 25, 25, 24, -1}, {5, 2, 7, 7, 7, 9, 7, 2, -1},
     {1, 1, 25, 1, -1}, 4, 8, 4,
     ap__rnn_0_ctx, NULL, ap__no_args_def},
    {"rnn_grad", "3.0;3.1;3.2;3.3;", ap__dtypes_rnn_grad, 2,
     {1, 25, 25, 24, 1, 1, 1, 1, 25, -1}, {5, 2, 7, 7, 7, 9, 7, 2, -1},
     {1, 25, 25, -1}, 9, 8, 3,
     ap__rnn_grad_0_ctx, NULL, ap__no_args_def},
    {"check_finite_and_unscale", "3.0;3.1;3.2;3.3;", ap__dtypes_check_finite_and_unscale, 4,
     {25, 1, -1}, {-1},
     {25, 1, -1}, 2, 0, 2,
     ap__check_finite_and_unscale_0_ctx, NULL, ap__no_args_def},
    {"update_loss_scaling", "3.0;3.1;3.2;3.3;", ap__dtypes_update_loss_scaling, 4,
     {25, 1, 1, 1, 1, -1}, {7, 7, 5, 5, 10, -1},
     {25, 1, 1, 1, -1}, 5, 5, 4,
     ap__update_loss_scaling_0_ctx, NULL, ap__no_args_def},
};

static void* ap__variadic(size_t i) {
    void (*fns[])(void) = {
        (void (*)(void))ap__matmul_0_variadic,
        (void (*)(void))ap__add_0_variadic,
        (void (*)(void))ap__subtract_0_variadic,
        (void (*)(void))ap__multiply_0_variadic,
        (void (*)(void))ap__relu_0_variadic,
        (void (*)(void))ap__silu_0_variadic,
        (void (*)(void))ap__sigmoid_0_variadic,
        (void (*)(void))ap__softmax_0_variadic,
        (void (*)(void))ap__rms_norm_0_variadic,
        (void (*)(void))ap__rms_norm_1_variadic,
        (void (*)(void))ap__swiglu_0_variadic,
        (void (*)(void))ap__full_0_variadic,
        (void (*)(void))ap__full_like_0_variadic,
        (void (*)(void))ap__scale_0_variadic,
        (void (*)(void))ap__cast_0_variadic,
        (void (*)(void))ap__contiguous_0_variadic,
        (void (*)(void))ap__strided_copy_0_variadic,
        (void (*)(void))ap__assign_0_variadic,
        (void (*)(void))ap__expand_0_variadic,
        (void (*)(void))ap__divide_0_variadic,
        (void (*)(void))ap__elementwise_pow_0_variadic,
        (void (*)(void))ap__maximum_0_variadic,
        (void (*)(void))ap__minimum_0_variadic,
        (void (*)(void))ap__floor_divide_0_variadic,
        (void (*)(void))ap__remainder_0_variadic,
        (void (*)(void))ap__bitwise_and_0_variadic,
        (void (*)(void))ap__bitwise_or_0_variadic,
        (void (*)(void))ap__bitwise_xor_0_variadic,
        (void (*)(void))ap__equal_0_variadic,
        (void (*)(void))ap__not_equal_0_variadic,
        (void (*)(void))ap__less_than_0_variadic,
        (void (*)(void))ap__less_equal_0_variadic,
        (void (*)(void))ap__greater_than_0_variadic,
        (void (*)(void))ap__greater_equal_0_variadic,
        (void (*)(void))ap__logical_and_0_variadic,
        (void (*)(void))ap__logical_or_0_variadic,
        (void (*)(void))ap__logical_xor_0_variadic,
        (void (*)(void))ap__abs_0_variadic,
        (void (*)(void))ap__exp_0_variadic,
        (void (*)(void))ap__log_0_variadic,
        (void (*)(void))ap__sqrt_0_variadic,
        (void (*)(void))ap__rsqrt_0_variadic,
        (void (*)(void))ap__sin_0_variadic,
        (void (*)(void))ap__cos_0_variadic,
        (void (*)(void))ap__tanh_0_variadic,
        (void (*)(void))ap__floor_0_variadic,
        (void (*)(void))ap__ceil_0_variadic,
        (void (*)(void))ap__sign_0_variadic,
        (void (*)(void))ap__bitwise_not_0_variadic,
        (void (*)(void))ap__logical_not_0_variadic,
        (void (*)(void))ap__isnan_0_variadic,
        (void (*)(void))ap__isinf_0_variadic,
        (void (*)(void))ap__isfinite_0_variadic,
        (void (*)(void))ap__atan_0_variadic,
        (void (*)(void))ap__tan_0_variadic,
        (void (*)(void))ap__asin_0_variadic,
        (void (*)(void))ap__acos_0_variadic,
        (void (*)(void))ap__sinh_0_variadic,
        (void (*)(void))ap__cosh_0_variadic,
        (void (*)(void))ap__asinh_0_variadic,
        (void (*)(void))ap__acosh_0_variadic,
        (void (*)(void))ap__atanh_0_variadic,
        (void (*)(void))ap__log2_0_variadic,
        (void (*)(void))ap__log10_0_variadic,
        (void (*)(void))ap__log1p_0_variadic,
        (void (*)(void))ap__expm1_0_variadic,
        (void (*)(void))ap__erf_0_variadic,
        (void (*)(void))ap__square_0_variadic,
        (void (*)(void))ap__reciprocal_0_variadic,
        (void (*)(void))ap__hardswish_0_variadic,
        (void (*)(void))ap__hardtanh_0_variadic,
        (void (*)(void))ap__relu6_0_variadic,
        (void (*)(void))ap__leaky_relu_0_variadic,
        (void (*)(void))ap__hardtanh_grad_0_variadic,
        (void (*)(void))ap__relu6_grad_0_variadic,
        (void (*)(void))ap__leaky_relu_grad_0_variadic,
        (void (*)(void))ap__swish_0_variadic,
        (void (*)(void))ap__swish_grad_0_variadic,
        (void (*)(void))ap__softplus_0_variadic,
        (void (*)(void))ap__softplus_grad_0_variadic,
        (void (*)(void))ap__mish_0_variadic,
        (void (*)(void))ap__mish_grad_0_variadic,
        (void (*)(void))ap__celu_0_variadic,
        (void (*)(void))ap__celu_grad_0_variadic,
        (void (*)(void))ap__softshrink_0_variadic,
        (void (*)(void))ap__softshrink_grad_0_variadic,
        (void (*)(void))ap__hardsigmoid_0_variadic,
        (void (*)(void))ap__hardsigmoid_grad_0_variadic,
        (void (*)(void))ap__elu_0_variadic,
        (void (*)(void))ap__elu_grad_0_variadic,
        (void (*)(void))ap__pow_0_variadic,
        (void (*)(void))ap__pow_grad_0_variadic,
        (void (*)(void))ap__where_0_variadic,
        (void (*)(void))ap__gelu_0_variadic,
        (void (*)(void))ap__layer_norm_0_variadic,
        (void (*)(void))ap__layer_norm_grad_0_variadic,
        (void (*)(void))ap__log_softmax_0_variadic,
        (void (*)(void))ap__log_softmax_grad_0_variadic,
        (void (*)(void))ap__clip_0_variadic,
        (void (*)(void))ap__clip_grad_0_variadic,
        (void (*)(void))ap__softmax_grad_0_variadic,
        (void (*)(void))ap__matmul_grad_0_variadic,
        (void (*)(void))ap__add_grad_0_variadic,
        (void (*)(void))ap__subtract_grad_0_variadic,
        (void (*)(void))ap__multiply_grad_0_variadic,
        (void (*)(void))ap__divide_grad_0_variadic,
        (void (*)(void))ap__sum_grad_0_variadic,
        (void (*)(void))ap__mean_grad_0_variadic,
        (void (*)(void))ap__mean_all_grad_0_variadic,
        (void (*)(void))ap__cross_entropy_with_softmax_0_variadic,
        (void (*)(void))ap__cross_entropy_with_softmax_grad_0_variadic,
        (void (*)(void))ap__embedding_0_variadic,
        (void (*)(void))ap__embedding_grad_0_variadic,
        (void (*)(void))ap__adamw_0_variadic,
        (void (*)(void))ap__sgd_0_variadic,
        (void (*)(void))ap__unsqueeze_0_variadic,
        (void (*)(void))ap__squeeze_0_variadic,
        (void (*)(void))ap__flatten_0_variadic,
        (void (*)(void))ap__unsqueeze_grad_0_variadic,
        (void (*)(void))ap__squeeze_grad_0_variadic,
        (void (*)(void))ap__flatten_grad_0_variadic,
        (void (*)(void))ap__transpose_0_variadic,
        (void (*)(void))ap__transpose_grad_0_variadic,
        (void (*)(void))ap__slice_0_variadic,
        (void (*)(void))ap__slice_grad_0_variadic,
        (void (*)(void))ap__add_n_0_variadic,
        (void (*)(void))ap__dropout_0_variadic,
        (void (*)(void))ap__dropout_grad_0_variadic,
        (void (*)(void))ap__gather_0_variadic,
        (void (*)(void))ap__gather_grad_0_variadic,
        (void (*)(void))ap__index_select_0_variadic,
        (void (*)(void))ap__index_select_grad_0_variadic,
        (void (*)(void))ap__argmax_0_variadic,
        (void (*)(void))ap__argmin_0_variadic,
        (void (*)(void))ap__concat_0_variadic,
        (void (*)(void))ap__concat_grad_0_variadic,
        (void (*)(void))ap__stack_0_variadic,
        (void (*)(void))ap__stack_grad_0_variadic,
        (void (*)(void))ap__split_0_variadic,
        (void (*)(void))ap__split_with_num_0_variadic,
        (void (*)(void))ap__arange_tensor_0_variadic,
        (void (*)(void))ap__arange_0_variadic,
        (void (*)(void))ap__conv2d_0_variadic,
        (void (*)(void))ap__conv2d_grad_0_variadic,
        (void (*)(void))ap__depthwise_conv2d_0_variadic,
        (void (*)(void))ap__depthwise_conv2d_grad_0_variadic,
        (void (*)(void))ap__pool2d_0_variadic,
        (void (*)(void))ap__pool2d_1_variadic,
        (void (*)(void))ap__pool2d_grad_0_variadic,
        (void (*)(void))ap__pool2d_grad_1_variadic,
        (void (*)(void))ap__batch_norm_0_variadic,
        (void (*)(void))ap__batch_norm_grad_0_variadic,
        (void (*)(void))ap__tril_0_variadic,
        (void (*)(void))ap__triu_0_variadic,
        (void (*)(void))ap__tril_grad_0_variadic,
        (void (*)(void))ap__triu_grad_0_variadic,
        (void (*)(void))ap__fill_0_variadic,
        (void (*)(void))ap__relu_grad_0_variadic,
        (void (*)(void))ap__sigmoid_grad_0_variadic,
        (void (*)(void))ap__tanh_grad_0_variadic,
        (void (*)(void))ap__silu_grad_0_variadic,
        (void (*)(void))ap__gelu_grad_0_variadic,
        (void (*)(void))ap__sum_0_variadic,
        (void (*)(void))ap__mean_0_variadic,
        (void (*)(void))ap__max_0_variadic,
        (void (*)(void))ap__min_0_variadic,
        (void (*)(void))ap__prod_0_variadic,
        (void (*)(void))ap__any_0_variadic,
        (void (*)(void))ap__all_0_variadic,
        (void (*)(void))ap__mean_all_0_variadic,
        (void (*)(void))ap__round_0_variadic,
        (void (*)(void))ap__set_value_0_variadic,
        (void (*)(void))ap__assign_value_0_variadic,
        (void (*)(void))ap__set_value_with_tensor_0_variadic,
        (void (*)(void))ap__uniform_0_variadic,
        (void (*)(void))ap__gaussian_0_variadic,
        (void (*)(void))ap__rnn_0_variadic,
        (void (*)(void))ap__rnn_grad_0_variadic,
        (void (*)(void))ap__check_finite_and_unscale_0_variadic,
        (void (*)(void))ap__update_loss_scaling_0_variadic,
    };
    void* p;
    memcpy(&p, &fns[i], sizeof p); /* POSIX: function pointers fit in void* (dlsym relies on it) */
    return p;
}

static int ap__has_release(const char* releases, const char* release) {
    size_t n = strlen(release);
    for (const char* s = releases; *s;) {
        const char* end = strchr(s, ';');
        if ((size_t)(end - s) == n && strncmp(s, release, n) == 0) return 1;
        s = end + 1;
    }
    return 0;
}

int ap__register_kernels(const char* backend, const char* release) {
    int made = 0;
    for (size_t i = 0; i < sizeof ap__kernels / sizeof ap__kernels[0]; ++i) {
        const ap_kernel_reg_t* k = &ap__kernels[i];
        if (!ap__has_release(k->releases, release)) continue;
        for (size_t d = 0; d < k->dtype_count; ++d) {
            void* args_def = NULL;
            void* ctx_fn = NULL;
            memcpy(&ctx_fn, &k->ctx_fn, sizeof ctx_fn);
            memcpy(&args_def, &k->args_def_fn, sizeof args_def);
            ap__capi.PD_RegisterPhiKernel(k->name, backend, k->dtypes[d], ANY, k->n_in, (int*)k->in, k->n_attr, (int*)k->attr,
                                          k->n_out, (int*)k->out, args_def, ctx_fn, ap__variadic(i));
            ++made;
        }
    }
    return made;
}
