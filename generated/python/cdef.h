/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* cffi declarations of the public API (cffi cannot read the preprocessor parts of anyrt.h). */
typedef enum {
    ANYRT_STATUS_SUCCESS = 0,
    ANYRT_STATUS_WARNING = 1,
    ANYRT_STATUS_FAILED = 2,
    ANYRT_STATUS_ERROR = 3,
    ANYRT_STATUS_INTERNAL_ERROR = 4,
    ANYRT_STATUS_INVALID_VALUE = 5,
    ANYRT_STATUS_INVALID_HANDLE = 6,
    ANYRT_STATUS_INVALID_DEVICE = 7,
    ANYRT_STATUS_OUT_OF_MEMORY = 8,
    ANYRT_STATUS_NOT_SUPPORTED = 9,
    ANYRT_STATUS_NOT_READY = 10,
    ANYRT_STATUS_NOT_INITIALIZED = 11,
    ANYRT_STATUS_TIMEOUT = 12,
    ANYRT_STATUS_BACKEND_NOT_FOUND = 13,
    ANYRT_STATUS_ABI_MISMATCH = 14,
    ANYRT_STATUS_FORCE32 = 0x7FFFFFFF
} anyrt_status_t;
#define ANYRT_STATUS_COUNT 15
typedef enum {
    ANYRT_DEVICE_KIND_CPU = 0,
    ANYRT_DEVICE_KIND_CUDA = 1,
    ANYRT_DEVICE_KIND_CAMBRICON = 2,
    ANYRT_DEVICE_KIND_ASCEND = 3,
    ANYRT_DEVICE_KIND_METAX = 4,
    ANYRT_DEVICE_KIND_MOORE = 5,
    ANYRT_DEVICE_KIND_ILUVATAR = 6,
    ANYRT_DEVICE_KIND_KUNLUN = 7,
    ANYRT_DEVICE_KIND_HYGON = 8,
    ANYRT_DEVICE_KIND_QY = 9,
    ANYRT_DEVICE_KIND_ALI = 10,
    ANYRT_DEVICE_KIND_CUSTOM = 11,
    ANYRT_DEVICE_KIND_PADDLE = 12,
    ANYRT_DEVICE_KIND_FORCE32 = 0x7FFFFFFF
} anyrt_device_kind_t;
#define ANYRT_DEVICE_KIND_COUNT 13
typedef enum {
    ANYRT_DTYPE_INVALID = 0,
    ANYRT_DTYPE_BYTE = 1,
    ANYRT_DTYPE_BOOL = 2,
    ANYRT_DTYPE_INT8 = 3,
    ANYRT_DTYPE_INT16 = 4,
    ANYRT_DTYPE_INT32 = 5,
    ANYRT_DTYPE_INT64 = 6,
    ANYRT_DTYPE_UINT8 = 7,
    ANYRT_DTYPE_UINT16 = 8,
    ANYRT_DTYPE_UINT32 = 9,
    ANYRT_DTYPE_UINT64 = 10,
    ANYRT_DTYPE_FLOAT16 = 12,
    ANYRT_DTYPE_FLOAT32 = 13,
    ANYRT_DTYPE_FLOAT64 = 14,
    ANYRT_DTYPE_BFLOAT16 = 19,
    ANYRT_DTYPE_FORCE32 = 0x7FFFFFFF
} anyrt_dtype_t;
#define ANYRT_DTYPE_COUNT 20
typedef enum {
    ANYRT_MEMCPY_KIND_H2H = 0,
    ANYRT_MEMCPY_KIND_H2D = 1,
    ANYRT_MEMCPY_KIND_D2H = 2,
    ANYRT_MEMCPY_KIND_D2D = 3,
    ANYRT_MEMCPY_KIND_DEFAULT = 4,
    ANYRT_MEMCPY_KIND_FORCE32 = 0x7FFFFFFF
} anyrt_memcpy_kind_t;
#define ANYRT_MEMCPY_KIND_COUNT 5
typedef enum {
    ANYRT_EVENT_STATUS_COMPLETE = 0,
    ANYRT_EVENT_STATUS_NOT_READY = 1,
    ANYRT_EVENT_STATUS_FORCE32 = 0x7FFFFFFF
} anyrt_event_status_t;
#define ANYRT_EVENT_STATUS_COUNT 2
typedef enum {
    ANYRT_EVENT_FLAGS_DEFAULT = 0,
    ANYRT_EVENT_FLAGS_DISABLE_TIMING = 1,
    ANYRT_EVENT_FLAGS_BLOCKING_SYNC = 2,
    ANYRT_EVENT_FLAGS_FORCE32 = 0x7FFFFFFF
} anyrt_event_flags_t;
typedef enum {
    ANYRT_REDUCE_OP_SUM = 0,
    ANYRT_REDUCE_OP_PROD = 1,
    ANYRT_REDUCE_OP_MAX = 2,
    ANYRT_REDUCE_OP_MIN = 3,
    ANYRT_REDUCE_OP_AVG = 4,
    ANYRT_REDUCE_OP_FORCE32 = 0x7FFFFFFF
} anyrt_reduce_op_t;
#define ANYRT_REDUCE_OP_COUNT 5
typedef enum {
    ANYRT_ROPE_ALGO_GPT_J = 0,
    ANYRT_ROPE_ALGO_GPT_NEOX = 1,
    ANYRT_ROPE_ALGO_FORCE32 = 0x7FFFFFFF
} anyrt_rope_algo_t;
#define ANYRT_ROPE_ALGO_COUNT 2
typedef enum {
    ANYRT_CAPTURE_MODE_GLOBAL = 0,
    ANYRT_CAPTURE_MODE_THREAD_LOCAL = 1,
    ANYRT_CAPTURE_MODE_RELAXED = 2,
    ANYRT_CAPTURE_MODE_FORCE32 = 0x7FFFFFFF
} anyrt_capture_mode_t;
#define ANYRT_CAPTURE_MODE_COUNT 3
typedef enum {
    ANYRT_CAPTURE_STATUS_NONE = 0,
    ANYRT_CAPTURE_STATUS_ACTIVE = 1,
    ANYRT_CAPTURE_STATUS_INVALIDATED = 2,
    ANYRT_CAPTURE_STATUS_FORCE32 = 0x7FFFFFFF
} anyrt_capture_status_t;
#define ANYRT_CAPTURE_STATUS_COUNT 3
typedef enum {
    ANYRT_MEMORY_TYPE_DEVICE = 0,
    ANYRT_MEMORY_TYPE_HOST = 1,
    ANYRT_MEMORY_TYPE_UNIFIED = 2,
    ANYRT_MEMORY_TYPE_FORCE32 = 0x7FFFFFFF
} anyrt_memory_type_t;
#define ANYRT_MEMORY_TYPE_COUNT 3
#define ANYRT_ABI_MAJOR 1
#define ANYRT_ABI_MINOR 9
#define ANYRT_SLOT_COUNT 285
typedef struct anyrt_stream_st* anyrt_stream_t;
typedef struct anyrt_event_st* anyrt_event_t;
typedef struct anyrt_comm_st* anyrt_comm_t;
typedef struct anyrt_op_handle_st* anyrt_op_handle_t;
typedef struct anyrt_tensor_desc_st* anyrt_tensor_desc_t;
typedef struct anyrt_graph_st* anyrt_graph_t;
typedef struct anyrt_graph_exec_st* anyrt_graph_exec_t;
typedef struct anyrt_op_desc_st* anyrt_op_desc_t;
typedef struct anyrt_module_st* anyrt_module_t;
typedef struct { char internal[128]; } anyrt_unique_id_t;
typedef struct {
    size_t struct_size;
    anyrt_status_t status;
    char function[64];
    char backend[64];
    char param[64];
    char message[512];
} anyrt_error_info_t;
typedef struct {
    size_t struct_size;
    char name[64];
    char path[512];
    anyrt_device_kind_t kind;
    anyrt_status_t status;
    char message[512];
    uint32_t abi_major;
    uint32_t abi_minor;
    int device_count;
    uint32_t slot_count;
    anyrt_device_kind_t alias_kind;
} anyrt_backend_info_t;
typedef struct {
    size_t struct_size;
    char name[256];
    char uuid[16];
    char pci_bus_id[32];
    size_t total_memory;
    int multiprocessor_count;
    int warp_size;
    int max_threads_per_block;
    int max_threads_per_multiprocessor;
    int max_blocks_per_multiprocessor;
    size_t shared_memory_per_block;
    int registers_per_multiprocessor;
    int max_grid_dim[3];
    int max_block_dim[3];
    int clock_rate_khz;
    int vector_width;
    size_t l2_cache_size;
    int compute_capability;
    int float16_supported;
    int bfloat16_supported;
} anyrt_device_properties_t;
typedef struct {
    size_t struct_size;
    char name[64];
    int on_stream;
    anyrt_device_kind_t device_kind;
    int device;
    int64_t stream;
    int64_t thread;
    int64_t start_ns;
    int64_t end_ns;
    int64_t bytes;
    anyrt_status_t status;
    int64_t correlation;
} anyrt_trace_event_t;
typedef void (*anyrt_host_fn_t)(void* user_data);
extern "Python" void anyrt_py_host_fn(void*);
anyrt_status_t anyrt_init(void);
anyrt_status_t anyrt_get_device_count(anyrt_device_kind_t kind, int* count);
anyrt_status_t anyrt_get_all_device_count(int* counts);
anyrt_status_t anyrt_get_device_list(anyrt_device_kind_t kind, size_t* devices, size_t capacity);
anyrt_status_t anyrt_set_device(anyrt_device_kind_t kind, int index);
anyrt_status_t anyrt_get_device(anyrt_device_kind_t* kind, int* index);
anyrt_status_t anyrt_synchronize_device(void);
anyrt_status_t anyrt_get_compute_capability(size_t* capability);
anyrt_status_t anyrt_get_runtime_version(size_t* version);
anyrt_status_t anyrt_get_driver_version(size_t* version);
anyrt_status_t anyrt_get_device_memory_host_accessible(int* accessible);
anyrt_status_t anyrt_get_last_error(anyrt_error_info_t* info);
anyrt_status_t anyrt_get_backend_count(int* count);
anyrt_status_t anyrt_get_backend_info(int index, anyrt_backend_info_t* info);
anyrt_status_t anyrt_backend_has_slot(int index, int slot, int* present);
anyrt_status_t anyrt_fallback_serial(int* serial);
anyrt_status_t anyrt_get_fallback(int index, anyrt_error_info_t* info);
anyrt_status_t anyrt_shutdown(void);
anyrt_status_t anyrt_set_call_site(const char* site);
anyrt_status_t anyrt_get_device_properties(anyrt_device_properties_t* properties);
anyrt_status_t anyrt_device_get_native_handle(void** handle);
anyrt_status_t anyrt_context_get_native_handle(void** handle);
anyrt_status_t anyrt_trace_start(void);
anyrt_status_t anyrt_trace_stop(void);
anyrt_status_t anyrt_trace_next(anyrt_trace_event_t* event, int* got);
anyrt_status_t anyrt_malloc(void** ptr, size_t size);
anyrt_status_t anyrt_free(void* ptr);
anyrt_status_t anyrt_malloc_host(void** ptr, size_t size);
anyrt_status_t anyrt_free_host(void* ptr);
anyrt_status_t anyrt_malloc_unified(void** ptr, size_t size);
anyrt_status_t anyrt_free_unified(void* ptr);
anyrt_status_t anyrt_memcpy(void* dst, const void* src, size_t size, anyrt_memcpy_kind_t kind);
anyrt_status_t anyrt_memcpy_async(void* dst, const void* src, size_t size, anyrt_memcpy_kind_t kind, anyrt_stream_t stream);
anyrt_status_t anyrt_memcpy_peer(void* dst, int dst_device, const void* src, int src_device, size_t size);
anyrt_status_t anyrt_memcpy_peer_async(void* dst, int dst_device, const void* src, int src_device, size_t size, anyrt_stream_t stream);
anyrt_status_t anyrt_memset(void* ptr, uint8_t value, size_t size);
anyrt_status_t anyrt_memset_async(void* ptr, uint8_t value, size_t size, anyrt_stream_t stream);
anyrt_status_t anyrt_get_memory_info(size_t* free_bytes, size_t* total_bytes);
anyrt_status_t anyrt_get_memory_stats(size_t* allocated_bytes, size_t* peak_bytes, size_t* allocation_count);
anyrt_status_t anyrt_reset_peak_memory_stats(void);
anyrt_status_t anyrt_min_chunk_size(size_t* size);
anyrt_status_t anyrt_max_chunk_size(size_t* size);
anyrt_status_t anyrt_max_alloc_size(size_t* size);
anyrt_status_t anyrt_extra_padding_size(size_t* size);
anyrt_status_t anyrt_init_alloc_size(size_t* size);
anyrt_status_t anyrt_realloc_size(size_t* size);
anyrt_status_t anyrt_malloc_async(void** ptr, size_t size, anyrt_stream_t stream);
anyrt_status_t anyrt_free_async(void* ptr, anyrt_stream_t stream);
anyrt_status_t anyrt_pointer_get_attributes(const void* ptr, anyrt_device_kind_t* kind, int* device, anyrt_memory_type_t* memory);
anyrt_status_t anyrt_create_stream(anyrt_stream_t* stream);
anyrt_status_t anyrt_destroy_stream(anyrt_stream_t stream);
anyrt_status_t anyrt_query_stream(anyrt_stream_t stream);
anyrt_status_t anyrt_synchronize_stream(anyrt_stream_t stream);
anyrt_status_t anyrt_stream_add_callback(anyrt_stream_t stream, anyrt_host_fn_t fn, void* user_data);
anyrt_status_t anyrt_stream_wait_event(anyrt_stream_t stream, anyrt_event_t event);
anyrt_status_t anyrt_set_stream(anyrt_stream_t stream);
anyrt_status_t anyrt_get_stream(anyrt_stream_t* stream);
anyrt_status_t anyrt_get_default_stream(anyrt_stream_t* stream);
anyrt_status_t anyrt_stream_get_native_handle(anyrt_stream_t stream, void** handle);
anyrt_status_t anyrt_create_stream_with_priority(anyrt_stream_t* stream, int priority);
anyrt_status_t anyrt_get_stream_priority_range(int* least, int* greatest);
anyrt_status_t anyrt_get_stream_priority(anyrt_stream_t stream, int* priority);
anyrt_status_t anyrt_stream_begin_capture(anyrt_stream_t stream, anyrt_capture_mode_t mode);
anyrt_status_t anyrt_stream_end_capture(anyrt_stream_t stream, anyrt_graph_t* graph);
anyrt_status_t anyrt_stream_get_capture_status(anyrt_stream_t stream, anyrt_capture_status_t* status);
anyrt_status_t anyrt_thread_exchange_capture_mode(anyrt_capture_mode_t mode, anyrt_capture_mode_t* previous);
anyrt_status_t anyrt_graph_instantiate(anyrt_graph_exec_t* exec, anyrt_graph_t graph);
anyrt_status_t anyrt_graph_launch(anyrt_graph_exec_t exec, anyrt_stream_t stream);
anyrt_status_t anyrt_graph_exec_update(anyrt_graph_exec_t exec, anyrt_graph_t graph);
anyrt_status_t anyrt_graph_destroy(anyrt_graph_t graph);
anyrt_status_t anyrt_graph_exec_destroy(anyrt_graph_exec_t exec);
anyrt_status_t anyrt_create_event(anyrt_event_t* event, anyrt_event_flags_t flags);
anyrt_status_t anyrt_destroy_event(anyrt_event_t event);
anyrt_status_t anyrt_record_event(anyrt_event_t event, anyrt_stream_t stream);
anyrt_status_t anyrt_query_event(anyrt_event_t event);
anyrt_status_t anyrt_synchronize_event(anyrt_event_t event);
anyrt_status_t anyrt_event_elapsed_time(float* ms, anyrt_event_t start, anyrt_event_t end);
anyrt_status_t anyrt_get_unique_id(anyrt_unique_id_t* id);
anyrt_status_t anyrt_comm_init_all(anyrt_device_kind_t kind, anyrt_comm_t* comms, int ndevice, const int* device_ids);
anyrt_status_t anyrt_comm_init_rank(anyrt_comm_t* comm, int nranks, anyrt_unique_id_t id, int rank);
anyrt_status_t anyrt_comm_init_mpi(anyrt_comm_t* comm, const void* mpi_comm, size_t mpi_comm_size);
anyrt_status_t anyrt_comm_destroy(anyrt_comm_t comm);
anyrt_status_t anyrt_comm_rank(anyrt_comm_t comm, int* rank);
anyrt_status_t anyrt_comm_size(anyrt_comm_t comm, int* size);
anyrt_status_t anyrt_all_reduce(const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, anyrt_reduce_op_t op, anyrt_comm_t comm, anyrt_stream_t stream);
anyrt_status_t anyrt_broadcast(const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, int root, anyrt_comm_t comm, anyrt_stream_t stream);
anyrt_status_t anyrt_reduce(const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, anyrt_reduce_op_t op, int root, anyrt_comm_t comm, anyrt_stream_t stream);
anyrt_status_t anyrt_all_gather(const void* sendbuf, void* recvbuf, size_t send_count, anyrt_dtype_t dtype, anyrt_comm_t comm, anyrt_stream_t stream);
anyrt_status_t anyrt_reduce_scatter(const void* sendbuf, void* recvbuf, size_t recv_count, anyrt_dtype_t dtype, anyrt_reduce_op_t op, anyrt_comm_t comm, anyrt_stream_t stream);
anyrt_status_t anyrt_send(const void* sendbuf, size_t count, anyrt_dtype_t dtype, int peer, anyrt_comm_t comm, anyrt_stream_t stream);
anyrt_status_t anyrt_recv(void* recvbuf, size_t count, anyrt_dtype_t dtype, int peer, anyrt_comm_t comm, anyrt_stream_t stream);
anyrt_status_t anyrt_group_start(void);
anyrt_status_t anyrt_group_end(void);
anyrt_status_t anyrt_all_to_all(const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, anyrt_comm_t comm, anyrt_stream_t stream);
anyrt_status_t anyrt_all_to_allv(const void* sendbuf, const size_t* send_counts, const size_t* send_displs, void* recvbuf, const size_t* recv_counts, const size_t* recv_displs, int nranks, anyrt_dtype_t dtype, anyrt_comm_t comm, anyrt_stream_t stream);
anyrt_status_t anyrt_all_gather_v(const void* sendbuf, void* recvbuf, const size_t* recv_counts, int nranks, anyrt_dtype_t dtype, anyrt_comm_t comm, anyrt_stream_t stream);
anyrt_status_t anyrt_reduce_scatter_v(const void* sendbuf, void* recvbuf, const size_t* recv_counts, int nranks, anyrt_dtype_t dtype, anyrt_reduce_op_t op, anyrt_comm_t comm, anyrt_stream_t stream);
anyrt_status_t anyrt_ccl_gather(const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, int root, anyrt_comm_t comm, anyrt_stream_t stream);
anyrt_status_t anyrt_ccl_scatter(const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, int root, anyrt_comm_t comm, anyrt_stream_t stream);
anyrt_status_t anyrt_comm_split(anyrt_comm_t comm, int color, int key, anyrt_comm_t* newcomm);
anyrt_status_t anyrt_create_op_handle(anyrt_op_handle_t* handle);
anyrt_status_t anyrt_destroy_op_handle(anyrt_op_handle_t handle);
anyrt_status_t anyrt_create_tensor_desc(anyrt_tensor_desc_t* desc, anyrt_dtype_t dtype, int ndim, const int64_t* shape, const int64_t* strides);
anyrt_status_t anyrt_get_tensor_desc_dim(anyrt_tensor_desc_t desc, int dim, int64_t* size, int64_t* stride);
anyrt_status_t anyrt_get_tensor_desc_info(anyrt_tensor_desc_t desc, anyrt_dtype_t* dtype, int* ndim);
anyrt_status_t anyrt_destroy_tensor_desc(anyrt_tensor_desc_t desc);
anyrt_status_t anyrt_get_op_workspace_size(anyrt_op_desc_t desc, size_t* size);
anyrt_status_t anyrt_destroy_op_desc(anyrt_op_desc_t desc);
anyrt_status_t anyrt_module_load(const void* image, size_t size, anyrt_module_t* module);
anyrt_status_t anyrt_module_unload(anyrt_module_t module);
anyrt_status_t anyrt_module_get_function(anyrt_module_t module, const char* name, void** function);
anyrt_status_t anyrt_launch_kernel(anyrt_stream_t stream, anyrt_module_t module, const void* function, int grid_x, int grid_y, int grid_z, int block_x, int block_y, int block_z, size_t shared_memory, const void** args, const size_t* arg_sizes, int nargs);
anyrt_status_t anyrt_create_gemm_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
anyrt_status_t anyrt_gemm(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, float alpha, float beta, anyrt_stream_t stream);
anyrt_status_t anyrt_create_add_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
anyrt_status_t anyrt_add(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);
anyrt_status_t anyrt_create_sub_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
anyrt_status_t anyrt_sub(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);
anyrt_status_t anyrt_create_mul_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
anyrt_status_t anyrt_mul(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);
anyrt_status_t anyrt_create_relu_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_relu(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_silu_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_silu(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_sigmoid_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_sigmoid(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_swiglu_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
anyrt_status_t anyrt_swiglu(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);
anyrt_status_t anyrt_create_rms_norm_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t w, float epsilon);
anyrt_status_t anyrt_rms_norm(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* w, anyrt_stream_t stream);
anyrt_status_t anyrt_create_softmax_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, int axis);
anyrt_status_t anyrt_softmax(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_causal_softmax_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_causal_softmax(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_rope_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t pos_ids, anyrt_tensor_desc_t sin_table, anyrt_tensor_desc_t cos_table, anyrt_rope_algo_t algo);
anyrt_status_t anyrt_rope(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* pos_ids, const void* sin_table, const void* cos_table, anyrt_stream_t stream);
anyrt_status_t anyrt_create_rearrange_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dst, anyrt_tensor_desc_t src);
anyrt_status_t anyrt_rearrange(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dst, const void* src, anyrt_stream_t stream);
anyrt_status_t anyrt_create_random_sample_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t result, anyrt_tensor_desc_t probs);
anyrt_status_t anyrt_random_sample(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* result, const void* probs, float random_val, float topp, int topk, float temperature, anyrt_stream_t stream);
anyrt_status_t anyrt_create_zeros_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_zeros(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_ones_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_ones(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_add_rms_norm_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t residual_out, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b, anyrt_tensor_desc_t weight, float epsilon);
anyrt_status_t anyrt_add_rms_norm(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, void* residual_out, const void* a, const void* b, const void* weight, anyrt_stream_t stream);
anyrt_status_t anyrt_create_cross_entropy_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t target);
anyrt_status_t anyrt_cross_entropy(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* target, anyrt_stream_t stream);
anyrt_status_t anyrt_create_topksoftmax_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t values, anyrt_tensor_desc_t indices, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_topksoftmax(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* values, void* indices, const void* x, int topk, int norm, anyrt_stream_t stream);
anyrt_status_t anyrt_create_topkrouter_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t values, anyrt_tensor_desc_t indices, anyrt_tensor_desc_t x, anyrt_tensor_desc_t correction_bias);
anyrt_status_t anyrt_topkrouter(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* values, void* indices, const void* x, const void* correction_bias, float routed_scaling_factor, int topk, anyrt_stream_t stream);
anyrt_status_t anyrt_create_mrope_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t q_out, anyrt_tensor_desc_t k_out, anyrt_tensor_desc_t q, anyrt_tensor_desc_t k, anyrt_tensor_desc_t cos, anyrt_tensor_desc_t sin, anyrt_tensor_desc_t positions, int head_size, int rotary_dim, int section_t, int section_h, int section_w, int interleaved);
anyrt_status_t anyrt_mrope(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* q_out, void* k_out, const void* q, const void* k, const void* cos, const void* sin, const void* positions, anyrt_stream_t stream);
anyrt_status_t anyrt_create_per_tensor_quant_int8_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t x_packed, anyrt_tensor_desc_t x_scale, anyrt_tensor_desc_t x_zero, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_per_tensor_quant_int8(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* x_packed, void* x_scale, void* x_zero, const void* x, bool is_static, anyrt_stream_t stream);
anyrt_status_t anyrt_create_per_tensor_dequant_int8_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t x, anyrt_tensor_desc_t x_packed, anyrt_tensor_desc_t x_scale, anyrt_tensor_desc_t x_zero);
anyrt_status_t anyrt_per_tensor_dequant_int8(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* x, const void* x_packed, const void* x_scale, const void* x_zero, anyrt_stream_t stream);
anyrt_status_t anyrt_create_per_channel_quant_int8_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t x_packed, anyrt_tensor_desc_t x_scale, anyrt_tensor_desc_t x_zero, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_per_channel_quant_int8(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* x_packed, void* x_scale, void* x_zero, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_dequantize_awq_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t out, anyrt_tensor_desc_t qweight, anyrt_tensor_desc_t scales, anyrt_tensor_desc_t zeros);
anyrt_status_t anyrt_dequantize_awq(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* out, const void* qweight, const void* scales, const void* zeros, anyrt_stream_t stream);
anyrt_status_t anyrt_create_dequantize_gptq_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t out, anyrt_tensor_desc_t qweight, anyrt_tensor_desc_t scales, anyrt_tensor_desc_t zeros, anyrt_tensor_desc_t g_idx);
anyrt_status_t anyrt_dequantize_gptq(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* out, const void* qweight, const void* scales, const void* zeros, const void* g_idx, anyrt_stream_t stream);
anyrt_status_t anyrt_create_kv_caching_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t k_cache, anyrt_tensor_desc_t v_cache, anyrt_tensor_desc_t k, anyrt_tensor_desc_t v, anyrt_tensor_desc_t past_kv_lengths);
anyrt_status_t anyrt_kv_caching(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* k_cache, void* v_cache, const void* k, const void* v, const void* past_kv_lengths, anyrt_stream_t stream);
anyrt_status_t anyrt_create_paged_caching_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t k_cache, anyrt_tensor_desc_t v_cache, anyrt_tensor_desc_t k, anyrt_tensor_desc_t v, anyrt_tensor_desc_t slot_mapping);
anyrt_status_t anyrt_paged_caching(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* k_cache, void* v_cache, const void* k, const void* v, const void* slot_mapping, anyrt_stream_t stream);
anyrt_status_t anyrt_create_paged_attention_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t out, anyrt_tensor_desc_t q, anyrt_tensor_desc_t k_cache, anyrt_tensor_desc_t v_cache, anyrt_tensor_desc_t block_tables, anyrt_tensor_desc_t seq_lens, anyrt_tensor_desc_t alibi_slopes, float scale);
anyrt_status_t anyrt_paged_attention(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* out, const void* q, const void* k_cache, const void* v_cache, const void* block_tables, const void* seq_lens, const void* alibi_slopes, anyrt_stream_t stream);
anyrt_status_t anyrt_create_paged_attention_prefill_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t out, anyrt_tensor_desc_t q, anyrt_tensor_desc_t k_cache, anyrt_tensor_desc_t v_cache, anyrt_tensor_desc_t block_tables, anyrt_tensor_desc_t seq_lens, anyrt_tensor_desc_t cum_seq_lens_q, anyrt_tensor_desc_t alibi_slopes, float scale);
anyrt_status_t anyrt_paged_attention_prefill(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* out, const void* q, const void* k_cache, const void* v_cache, const void* block_tables, const void* seq_lens, const void* cum_seq_lens_q, const void* alibi_slopes, anyrt_stream_t stream);
anyrt_status_t anyrt_create_attention_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t out, anyrt_tensor_desc_t q, anyrt_tensor_desc_t k, anyrt_tensor_desc_t v, anyrt_tensor_desc_t k_cache, anyrt_tensor_desc_t v_cache, int pos);
anyrt_status_t anyrt_attention(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* out, const void* q, const void* k, const void* v, void* k_cache, void* v_cache, anyrt_stream_t stream);
anyrt_status_t anyrt_create_random_sample_batch_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t result, anyrt_tensor_desc_t probs, anyrt_tensor_desc_t random_val, anyrt_tensor_desc_t topp, anyrt_tensor_desc_t topk, anyrt_tensor_desc_t temperature);
anyrt_status_t anyrt_random_sample_batch(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* result, const void* probs, const void* random_val, const void* topp, const void* topk, const void* temperature, anyrt_stream_t stream);
anyrt_status_t anyrt_create_silu_and_mul_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t output, anyrt_tensor_desc_t input);
anyrt_status_t anyrt_silu_and_mul(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* output, const void* input, anyrt_stream_t stream);
anyrt_status_t anyrt_create_embedding_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t output, anyrt_tensor_desc_t input, anyrt_tensor_desc_t weight);
anyrt_status_t anyrt_embedding(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* output, const void* input, const void* weight, anyrt_stream_t stream);
anyrt_status_t anyrt_create_gelu_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t output, anyrt_tensor_desc_t input);
anyrt_status_t anyrt_gelu(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* output, const void* input, anyrt_stream_t stream);
anyrt_status_t anyrt_create_gelutanh_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_gelutanh(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_quickgelu_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_quickgelu(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_tanh_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t output, anyrt_tensor_desc_t input);
anyrt_status_t anyrt_tanh(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* output, const void* input, anyrt_stream_t stream);
anyrt_status_t anyrt_create_erf_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_erf(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_reciprocal_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_reciprocal(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_hardswish_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t output, anyrt_tensor_desc_t input);
anyrt_status_t anyrt_hardswish(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* output, const void* input, anyrt_stream_t stream);
anyrt_status_t anyrt_create_softplus_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, float beta, float threshold);
anyrt_status_t anyrt_softplus(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_hardtanh_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t output, anyrt_tensor_desc_t input, float min_val, float max_val);
anyrt_status_t anyrt_hardtanh(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* output, const void* input, anyrt_stream_t stream);
anyrt_status_t anyrt_create_clip_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t min_val, anyrt_tensor_desc_t max_val);
anyrt_status_t anyrt_clip(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* min_val, const void* max_val, anyrt_stream_t stream);
anyrt_status_t anyrt_create_log_softmax_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t output, anyrt_tensor_desc_t input, int dim);
anyrt_status_t anyrt_log_softmax(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* output, const void* input, anyrt_stream_t stream);
anyrt_status_t anyrt_create_layer_norm_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t output, anyrt_tensor_desc_t input_standardization, anyrt_tensor_desc_t input_std_deviation, anyrt_tensor_desc_t input, anyrt_tensor_desc_t weight, anyrt_tensor_desc_t bias, float eps);
anyrt_status_t anyrt_layer_norm(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* output, void* input_standardization, void* input_std_deviation, const void* input, const void* weight, const void* bias, anyrt_stream_t stream);
anyrt_status_t anyrt_create_select_last_token_hidden_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t output, anyrt_tensor_desc_t hidden_states, anyrt_tensor_desc_t input_offsets);
anyrt_status_t anyrt_select_last_token_hidden(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* output, const void* hidden_states, const void* input_offsets, anyrt_stream_t stream);
anyrt_status_t anyrt_create_conv_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t w, anyrt_tensor_desc_t b, const int64_t* pads, const int64_t* strides, const int64_t* dilations, int n);
anyrt_status_t anyrt_conv(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* w, const void* b, anyrt_stream_t stream);
anyrt_status_t anyrt_create_abs_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_abs(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_neg_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_neg(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_sign_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_sign(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_square_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_square(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_exp_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_exp(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_exp2_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_exp2(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_expm1_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_expm1(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_log_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_log(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_log2_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_log2(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_log10_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_log10(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_log1p_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_log1p(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_sqrt_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_sqrt(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_rsqrt_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_rsqrt(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_sin_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_sin(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_cos_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_cos(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_tan_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_tan(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_asin_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_asin(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_acos_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_acos(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_atan_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_atan(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_sinh_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_sinh(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_cosh_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_cosh(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_asinh_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_asinh(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_acosh_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_acosh(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_atanh_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_atanh(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_erfc_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_erfc(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_floor_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_floor(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_ceil_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_ceil(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_round_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_round(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_trunc_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_trunc(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_bitwise_not_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_bitwise_not(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_logical_not_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_logical_not(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_isnan_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_isnan(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_isinf_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_isinf(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_isfinite_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_isfinite(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_div_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
anyrt_status_t anyrt_div(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);
anyrt_status_t anyrt_create_floor_divide_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
anyrt_status_t anyrt_floor_divide(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);
anyrt_status_t anyrt_create_remainder_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
anyrt_status_t anyrt_remainder(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);
anyrt_status_t anyrt_create_fmod_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
anyrt_status_t anyrt_fmod(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);
anyrt_status_t anyrt_create_pow_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
anyrt_status_t anyrt_pow(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);
anyrt_status_t anyrt_create_maximum_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
anyrt_status_t anyrt_maximum(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);
anyrt_status_t anyrt_create_minimum_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
anyrt_status_t anyrt_minimum(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);
anyrt_status_t anyrt_create_fmax_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
anyrt_status_t anyrt_fmax(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);
anyrt_status_t anyrt_create_fmin_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
anyrt_status_t anyrt_fmin(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);
anyrt_status_t anyrt_create_atan2_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
anyrt_status_t anyrt_atan2(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);
anyrt_status_t anyrt_create_hypot_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
anyrt_status_t anyrt_hypot(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);
anyrt_status_t anyrt_create_copysign_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
anyrt_status_t anyrt_copysign(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);
anyrt_status_t anyrt_create_logaddexp_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
anyrt_status_t anyrt_logaddexp(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);
anyrt_status_t anyrt_create_bitwise_and_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
anyrt_status_t anyrt_bitwise_and(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);
anyrt_status_t anyrt_create_bitwise_or_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
anyrt_status_t anyrt_bitwise_or(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);
anyrt_status_t anyrt_create_bitwise_xor_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
anyrt_status_t anyrt_bitwise_xor(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);
anyrt_status_t anyrt_create_eq_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
anyrt_status_t anyrt_eq(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);
anyrt_status_t anyrt_create_ne_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
anyrt_status_t anyrt_ne(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);
anyrt_status_t anyrt_create_lt_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
anyrt_status_t anyrt_lt(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);
anyrt_status_t anyrt_create_le_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
anyrt_status_t anyrt_le(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);
anyrt_status_t anyrt_create_gt_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
anyrt_status_t anyrt_gt(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);
anyrt_status_t anyrt_create_ge_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
anyrt_status_t anyrt_ge(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);
anyrt_status_t anyrt_create_logical_and_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
anyrt_status_t anyrt_logical_and(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);
anyrt_status_t anyrt_create_logical_or_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
anyrt_status_t anyrt_logical_or(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);
anyrt_status_t anyrt_create_logical_xor_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
anyrt_status_t anyrt_logical_xor(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);
anyrt_status_t anyrt_create_where_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t cond, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
anyrt_status_t anyrt_where(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* cond, const void* a, const void* b, anyrt_stream_t stream);
anyrt_status_t anyrt_create_lerp_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t start, anyrt_tensor_desc_t end, anyrt_tensor_desc_t weight);
anyrt_status_t anyrt_lerp(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* start, const void* end, const void* weight, anyrt_stream_t stream);
anyrt_status_t anyrt_create_addcmul_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t t1, anyrt_tensor_desc_t t2);
anyrt_status_t anyrt_addcmul(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* t1, const void* t2, float value, anyrt_stream_t stream);
anyrt_status_t anyrt_create_addcdiv_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t t1, anyrt_tensor_desc_t t2);
anyrt_status_t anyrt_addcdiv(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* t1, const void* t2, float value, anyrt_stream_t stream);
anyrt_status_t anyrt_create_relu_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_relu_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, const void* dy, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_silu_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_silu_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, const void* dy, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_gelu_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_gelu_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, const void* dy, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_gelutanh_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_gelutanh_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, const void* dy, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_sigmoid_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t y);
anyrt_status_t anyrt_sigmoid_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, const void* dy, const void* y, anyrt_stream_t stream);
anyrt_status_t anyrt_create_tanh_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t y);
anyrt_status_t anyrt_tanh_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, const void* dy, const void* y, anyrt_stream_t stream);
anyrt_status_t anyrt_create_relu6_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_relu6(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_softsign_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_softsign(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_tanhshrink_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_tanhshrink(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_selu_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_selu(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_logaddexp2_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
anyrt_status_t anyrt_logaddexp2(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);
anyrt_status_t anyrt_create_bitwise_right_shift_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
anyrt_status_t anyrt_bitwise_right_shift(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);
anyrt_status_t anyrt_create_broadcast_to_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_broadcast_to(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_hardsigmoid_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_hardsigmoid(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_mish_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_mish(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_logsigmoid_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_logsigmoid(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_frac_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_frac(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_sinc_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_sinc(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_signbit_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_signbit(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_leaky_relu_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_leaky_relu(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, float negative_slope, anyrt_stream_t stream);
anyrt_status_t anyrt_create_elu_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_elu(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, float alpha, float scale, float input_scale, anyrt_stream_t stream);
anyrt_status_t anyrt_create_hardshrink_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_hardshrink(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, float lambd, anyrt_stream_t stream);
anyrt_status_t anyrt_create_softshrink_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_softshrink(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, float lambd, anyrt_stream_t stream);
anyrt_status_t anyrt_create_threshold_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_threshold(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, float threshold, float value, anyrt_stream_t stream);
anyrt_status_t anyrt_create_nan_to_num_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_nan_to_num(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, float nan, float posinf, float neginf, anyrt_stream_t stream);
anyrt_status_t anyrt_create_xlogy_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
anyrt_status_t anyrt_xlogy(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);
anyrt_status_t anyrt_create_xlog1py_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
anyrt_status_t anyrt_xlog1py(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);
anyrt_status_t anyrt_create_heaviside_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b);
anyrt_status_t anyrt_heaviside(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream);
anyrt_status_t anyrt_create_sum_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_sum(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_mean_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_mean(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_prod_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_prod(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_amax_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_amax(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_amin_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_amin(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_norm_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_norm(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_any_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_any(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_all_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_all(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_count_nonzero_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_count_nonzero(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_cast_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_cast(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_uniform_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y);
anyrt_status_t anyrt_uniform(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, int64_t seed, int64_t offset, float low, float high, anyrt_stream_t stream);
anyrt_status_t anyrt_create_normal_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y);
anyrt_status_t anyrt_normal(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, int64_t seed, int64_t offset, float mean, float std, anyrt_stream_t stream);
anyrt_status_t anyrt_create_bernoulli_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y);
anyrt_status_t anyrt_bernoulli(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, int64_t seed, int64_t offset, float p, anyrt_stream_t stream);
anyrt_status_t anyrt_create_randint_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y);
anyrt_status_t anyrt_randint(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, int64_t seed, int64_t offset, int64_t low, int64_t high, anyrt_stream_t stream);
anyrt_status_t anyrt_create_masked_fill_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t mask);
anyrt_status_t anyrt_masked_fill(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* mask, float value, anyrt_stream_t stream);
anyrt_status_t anyrt_create_arange_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y);
anyrt_status_t anyrt_arange(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, float start, float step, anyrt_stream_t stream);
anyrt_status_t anyrt_create_linspace_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y);
anyrt_status_t anyrt_linspace(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, float start, float end, anyrt_stream_t stream);
anyrt_status_t anyrt_create_tril_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, int diagonal);
anyrt_status_t anyrt_tril(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_triu_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, int diagonal);
anyrt_status_t anyrt_triu(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_one_hot_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t index, int num_classes);
anyrt_status_t anyrt_one_hot(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* index, anyrt_stream_t stream);
anyrt_status_t anyrt_create_gather_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t out, anyrt_tensor_desc_t x, anyrt_tensor_desc_t index);
anyrt_status_t anyrt_gather(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* out, const void* x, const void* index, anyrt_stream_t stream);
anyrt_status_t anyrt_create_index_select_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t out, anyrt_tensor_desc_t x, anyrt_tensor_desc_t index);
anyrt_status_t anyrt_index_select(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* out, const void* x, const void* index, anyrt_stream_t stream);
anyrt_status_t anyrt_create_scatter_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t index, anyrt_tensor_desc_t src);
anyrt_status_t anyrt_scatter(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* index, const void* src, anyrt_stream_t stream);
anyrt_status_t anyrt_create_scatter_add_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t index, anyrt_tensor_desc_t src);
anyrt_status_t anyrt_scatter_add(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* index, const void* src, anyrt_stream_t stream);
anyrt_status_t anyrt_create_index_add_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t index, anyrt_tensor_desc_t src);
anyrt_status_t anyrt_index_add(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* index, const void* src, float alpha, anyrt_stream_t stream);
anyrt_status_t anyrt_create_cumsum_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, int dim, bool exclusive, bool reverse);
anyrt_status_t anyrt_cumsum(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_cumprod_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, int dim, bool exclusive, bool reverse);
anyrt_status_t anyrt_cumprod(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_topk_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t values, anyrt_tensor_desc_t indices, anyrt_tensor_desc_t x, int k, bool largest);
anyrt_status_t anyrt_topk(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* values, void* indices, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_sort_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t values, anyrt_tensor_desc_t indices, anyrt_tensor_desc_t x, bool descending);
anyrt_status_t anyrt_sort(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* values, void* indices, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_argsort_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t indices, anyrt_tensor_desc_t x, bool descending);
anyrt_status_t anyrt_argsort(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* indices, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_argmax_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_argmax(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_argmin_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_argmin(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_histc_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, int bins, float min_val, float max_val);
anyrt_status_t anyrt_histc(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_softmax_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t y, int axis);
anyrt_status_t anyrt_softmax_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, const void* dy, const void* y, anyrt_stream_t stream);
anyrt_status_t anyrt_create_log_softmax_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t y, int dim);
anyrt_status_t anyrt_log_softmax_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, const void* dy, const void* y, anyrt_stream_t stream);
anyrt_status_t anyrt_create_layer_norm_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dweight, anyrt_tensor_desc_t dbias, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t input_standardization, anyrt_tensor_desc_t input_std_deviation, anyrt_tensor_desc_t weight);
anyrt_status_t anyrt_layer_norm_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, void* dweight, void* dbias, const void* dy, const void* input_standardization, const void* input_std_deviation, const void* weight, anyrt_stream_t stream);
anyrt_status_t anyrt_create_rms_norm_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dw, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t x, anyrt_tensor_desc_t w, float epsilon);
anyrt_status_t anyrt_rms_norm_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, void* dw, const void* dy, const void* x, const void* w, anyrt_stream_t stream);
anyrt_status_t anyrt_create_nll_loss_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t target);
anyrt_status_t anyrt_nll_loss(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* target, anyrt_stream_t stream);
anyrt_status_t anyrt_create_cross_entropy_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t x, anyrt_tensor_desc_t target);
anyrt_status_t anyrt_cross_entropy_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, const void* dy, const void* x, const void* target, anyrt_stream_t stream);
anyrt_status_t anyrt_create_nll_loss_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t x, anyrt_tensor_desc_t target);
anyrt_status_t anyrt_nll_loss_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, const void* dy, const void* x, const void* target, anyrt_stream_t stream);
anyrt_status_t anyrt_create_embedding_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dweight, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t input, int padding_idx);
anyrt_status_t anyrt_embedding_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dweight, const void* dy, const void* input, anyrt_stream_t stream);
anyrt_status_t anyrt_create_conv_backward_data_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t w, anyrt_tensor_desc_t x, const int64_t* pads, const int64_t* strides, const int64_t* dilations, int n);
anyrt_status_t anyrt_conv_backward_data(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, const void* dy, const void* w, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_conv_backward_filter_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dw, anyrt_tensor_desc_t db, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t x, anyrt_tensor_desc_t w, const int64_t* pads, const int64_t* strides, const int64_t* dilations, int n);
anyrt_status_t anyrt_conv_backward_filter(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dw, void* db, const void* dy, const void* x, const void* w, anyrt_stream_t stream);
anyrt_status_t anyrt_create_max_pool_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t indices, anyrt_tensor_desc_t x, const int64_t* kernel_size, const int64_t* strides, const int64_t* pads, int n);
anyrt_status_t anyrt_max_pool(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, void* indices, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_max_pool_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t indices, anyrt_tensor_desc_t x, const int64_t* kernel_size, const int64_t* strides, const int64_t* pads, int n);
anyrt_status_t anyrt_max_pool_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, const void* dy, const void* indices, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_avg_pool_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, const int64_t* kernel_size, const int64_t* strides, const int64_t* pads, bool count_include_pad, int n);
anyrt_status_t anyrt_avg_pool(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_avg_pool_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t x, const int64_t* kernel_size, const int64_t* strides, const int64_t* pads, bool count_include_pad, int n);
anyrt_status_t anyrt_avg_pool_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, const void* dy, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_batch_norm_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t save_mean, anyrt_tensor_desc_t save_invstd, anyrt_tensor_desc_t running_mean, anyrt_tensor_desc_t running_var, anyrt_tensor_desc_t x, anyrt_tensor_desc_t weight, anyrt_tensor_desc_t bias, float momentum, float eps);
anyrt_status_t anyrt_batch_norm(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, void* save_mean, void* save_invstd, void* running_mean, void* running_var, const void* x, const void* weight, const void* bias, anyrt_stream_t stream);
anyrt_status_t anyrt_create_batch_norm_inference_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t running_mean, anyrt_tensor_desc_t running_var, anyrt_tensor_desc_t weight, anyrt_tensor_desc_t bias, float eps);
anyrt_status_t anyrt_batch_norm_inference(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* running_mean, const void* running_var, const void* weight, const void* bias, anyrt_stream_t stream);
anyrt_status_t anyrt_create_batch_norm_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dweight, anyrt_tensor_desc_t dbias, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t x, anyrt_tensor_desc_t save_mean, anyrt_tensor_desc_t save_invstd, anyrt_tensor_desc_t weight, bool training);
anyrt_status_t anyrt_batch_norm_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, void* dweight, void* dbias, const void* dy, const void* x, const void* save_mean, const void* save_invstd, const void* weight, anyrt_stream_t stream);
anyrt_status_t anyrt_create_adamw_step_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t param_out, anyrt_tensor_desc_t exp_avg_out, anyrt_tensor_desc_t exp_avg_sq_out, anyrt_tensor_desc_t param, anyrt_tensor_desc_t grad, anyrt_tensor_desc_t exp_avg, anyrt_tensor_desc_t exp_avg_sq);
anyrt_status_t anyrt_adamw_step(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* param_out, void* exp_avg_out, void* exp_avg_sq_out, const void* param, const void* grad, const void* exp_avg, const void* exp_avg_sq, float lr, float beta1, float beta2, float eps, float weight_decay, int step, anyrt_stream_t stream);
anyrt_status_t anyrt_create_sgd_step_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t param_out, anyrt_tensor_desc_t momentum_buffer_out, anyrt_tensor_desc_t param, anyrt_tensor_desc_t grad, anyrt_tensor_desc_t momentum_buffer);
anyrt_status_t anyrt_sgd_step(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* param_out, void* momentum_buffer_out, const void* param, const void* grad, const void* momentum_buffer, float lr, float momentum, float dampening, float weight_decay, bool nesterov, bool init_buffer, anyrt_stream_t stream);
anyrt_status_t anyrt_create_var_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, float correction);
anyrt_status_t anyrt_var(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_std_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, float correction);
anyrt_status_t anyrt_std(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_logsumexp_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x);
anyrt_status_t anyrt_logsumexp(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_isin_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t t, bool invert);
anyrt_status_t anyrt_isin(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* t, anyrt_stream_t stream);
anyrt_status_t anyrt_create_nonzero_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, int fill_value);
anyrt_status_t anyrt_nonzero(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream);
anyrt_status_t anyrt_create_masked_select_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t mask);
anyrt_status_t anyrt_masked_select(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* mask, anyrt_stream_t stream);
