/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* PaddlePaddle's Custom Runtime plugin ABI (paddle/phi/backends/device_ext.h) spelled in plain C:
 * the same names, values and layout, so a plugin written against Paddle's header compiles against
 * this one and anyrt can host it (libanyrt_paddle.so). Paddle's C++-only types become their C
 * equivalents: bool is _Bool, std::array<unsigned int,3>* is unsigned int*. */
#ifndef ANYRT_PADDLE_DEVICE_EXT_H_
#define ANYRT_PADDLE_DEVICE_EXT_H_

#include <stddef.h>
#include <stdint.h>
#ifndef __cplusplus
#include <stdbool.h>
#endif

#ifdef __cplusplus
extern "C" {
#endif

#define PADDLE_CUSTOM_RUNTIME_MAJOR_VERSION 0
#define PADDLE_CUSTOM_RUNTIME_MINOR_VERSION 1
#define PADDLE_CUSTOM_RUNTIME_PATCH_VERSION 1

typedef enum {
    C_SUCCESS = 0,
    C_WARNING = 1,
    C_FAILED = 2,
    C_ERROR = 3,
    C_INTERNAL_ERROR = 4,
} C_Status;

typedef enum {
    UNDEFINED = 0,
    BOOL = 1,
    UINT8 = 2,
    UINT16 = 3,
    UINT32 = 4,
    UINT64 = 5,
    INT8 = 6,
    INT16 = 7,
    INT32 = 8,
    INT64 = 9,
    FLOAT16 = 10,
    FLOAT32 = 11,
    FLOAT64 = 12,
    BFLOAT16 = 13,
    COMPLEX64 = 14,
    COMPLEX128 = 15,
} C_DataType;

typedef enum {
    ANY = 0,
    NHWC = 1,
    NCHW = 2,
    NCDHW = 3,
    NDHWC = 4,
    STRIDED = 5,
    NUM_DATA_LAYOUTS = 6,
    ALL_LAYOUT = 0,
} C_DataLayout;

typedef enum {
    SUM = 0,
    AVG = 1,
    MAX = 2,
    MIN = 3,
    PRODUCT = 4,
} C_CCLReduceOp;

typedef enum {
    C_STREAM_CAPTURE_MODE_GLOBAL = 0,
    C_STREAM_CAPTURE_MODE_THREAD_LOCAL = 1,
    C_STREAM_CAPTURE_MODE_RELAXED = 2,
} C_StreamCaptureMode;

typedef enum {
    C_STREAM_CAPTURE_STATUS_NONE = 0,
    C_STREAM_CAPTURE_STATUS_ACTIVE = 1,
    C_STREAM_CAPTURE_STATUS_INVALIDATED = 2,
} C_StreamCaptureStatus;

typedef struct C_Device_st {
    int id;
}* C_Device;
typedef struct C_Stream_st* C_Stream;
typedef struct C_Event_st* C_Event;
typedef struct C_Place_st* C_Place;
typedef struct C_Allocator_st* C_Allocator;
typedef struct C_EigenDevice_st* C_EigenDevice;
typedef struct C_BLASHandle_st* C_BLASHandle;
typedef struct C_BLASLtHandle_st* C_BLASLtHandle;
typedef struct C_DNNHandle_st* C_DNNHandle;
typedef struct C_Profiler_st* C_Profiler;
typedef struct C_CCLComm_st* C_CCLComm;
typedef struct C_GraphExec_st* C_GraphExec;
typedef struct C_CudaGraph_st* C_CudaGraph;
typedef struct C_CudaGraphNode_st* C_CudaGraphNode;
typedef void (*C_Callback)(C_Device device, C_Stream stream, void* user_data, C_Status* status);
typedef struct {
    size_t sz;
    void* data;
} C_CCLRootId;
typedef void (*C_GraphExecuterSetter)(C_GraphExec exec, void* user_data);
typedef struct {
    size_t size;
    C_GraphExecuterSetter* hooks;
    void** user_data;
} C_GraphHookManager;

struct C_CinnInterface; /* opaque here: anyrt never reads it */

/* Filled by the plugin's InitPlugin; `size` is filled by the core. */
typedef struct C_DeviceInterface {
    size_t size;
    /* device manage api */
    C_Status (*initialize)(void);
    C_Status (*finalize)(void);
    C_Status (*init_device)(const C_Device device);
    C_Status (*set_device)(const C_Device device);
    C_Status (*get_device)(const C_Device device);
    C_Status (*deinit_device)(const C_Device device);
    C_Status (*create_stream)(const C_Device device, C_Stream* stream);
    C_Status (*destroy_stream)(const C_Device device, C_Stream stream);
    C_Status (*query_stream)(const C_Device device, C_Stream stream);
    C_Status (*stream_add_callback)(const C_Device device, C_Stream stream, C_Callback callback, void* user_data);
    C_Status (*create_event)(const C_Device device, C_Event* event);
    C_Status (*record_event)(const C_Device device, C_Stream stream, C_Event event);
    C_Status (*destroy_event)(const C_Device device, C_Event event);
    C_Status (*query_event)(const C_Device device, C_Event event);
    C_Status (*synchronize_device)(const C_Device device);
    C_Status (*synchronize_stream)(const C_Device device, C_Stream stream);
    C_Status (*synchronize_event)(const C_Device device, C_Event event);
    C_Status (*stream_wait_event)(const C_Device device, C_Stream stream, C_Event event);
    void* reserved_dev_api[8];
    /* memory manage api */
    C_Status (*device_memory_allocate)(const C_Device device, void** ptr, size_t size);
    C_Status (*device_memory_deallocate)(const C_Device device, void* ptr, size_t size);
    C_Status (*device_memory_set)(const C_Device device, void* ptr, unsigned char value, size_t size);
    C_Status (*host_memory_allocate)(const C_Device device, void** ptr, size_t size);
    C_Status (*host_memory_deallocate)(const C_Device device, void* ptr, size_t size);
    C_Status (*unified_memory_allocate)(const C_Device device, void** ptr, size_t size);
    C_Status (*unified_memory_deallocate)(const C_Device device, void* ptr, size_t size);
    C_Status (*memory_copy_h2d)(const C_Device device, void* dst, const void* src, size_t size);
    C_Status (*memory_copy_d2h)(const C_Device device, void* dst, const void* src, size_t size);
    C_Status (*memory_copy_d2d)(const C_Device device, void* dst, const void* src, size_t size);
    C_Status (*memory_copy_p2p)(const C_Device dst_device, const C_Device src_device, void* dst, const void* src, size_t size);
    C_Status (*async_memory_copy_h2d)(const C_Device device, C_Stream stream, void* dst, const void* src, size_t size);
    C_Status (*async_memory_copy_d2h)(const C_Device device, C_Stream stream, void* dst, const void* src, size_t size);
    C_Status (*async_memory_copy_d2d)(const C_Device device, C_Stream stream, void* dst, const void* src, size_t size);
    C_Status (*async_memory_copy_p2p)(const C_Device dst_device, const C_Device src_device, C_Stream stream, void* dst, const void* src, size_t size);
    void* reserved_mem_api[8];
    /* info api */
    C_Status (*get_device_count)(size_t* count);
    C_Status (*get_device_list)(size_t* devices);
    C_Status (*device_memory_stats)(const C_Device device, size_t* total_memory, size_t* free_memory);
    C_Status (*device_min_chunk_size)(const C_Device device, size_t* count);
    C_Status (*device_max_chunk_size)(const C_Device device, size_t* count);
    C_Status (*device_max_alloc_size)(const C_Device device, size_t* count);
    C_Status (*device_extra_padding_size)(const C_Device device, size_t* size);
    C_Status (*device_init_alloc_size)(const C_Device device, size_t* size);
    C_Status (*device_realloc_size)(const C_Device device, size_t* size);
    C_Status (*get_compute_capability)(const C_Device device, size_t* compute_capability);
    C_Status (*get_device_properties)(const C_Device device, void* device_properties);
    C_Status (*get_runtime_version)(const C_Device device, size_t* version);
    C_Status (*get_driver_version)(const C_Device device, size_t* version);
    C_Status (*get_multi_process)(const C_Device device, size_t* multi_process);
    C_Status (*get_max_threads_per_mp)(const C_Device device, size_t* threads_per_mp);
    C_Status (*get_max_threads_per_block)(const C_Device device, size_t* threads_per_block);
    C_Status (*get_max_shared_mem_per_block)(const C_Device device, size_t* shared_mem_per_block);
    C_Status (*get_max_blocks_per_mp)(const C_Device device, size_t* blocks_per_mp);
    C_Status (*get_max_grid_dim_size)(const C_Device device, unsigned int* grid_dim_size);
    C_Status (*get_max_block_dim_size)(const C_Device device, unsigned int* block_dim_size);
    C_Status (*is_float16_supported)(const C_Device device, bool* supported);
    C_Status (*is_bfloat16_supported)(const C_Device device, bool* supported);
    C_Status (*is_dnn_supported)(const C_Device device, bool* supported);
    C_Status (*init_eigen_device)(C_Place place, C_EigenDevice* eigen_device, C_Stream stream, C_Allocator allocator);
    C_Status (*destroy_eigen_device)(const C_Device device, C_EigenDevice* eigen_device);
    void* reserved_info_api[8];
    /* ccl api */
    C_Status (*xccl_get_comm_name)(C_CCLComm comm, char* comm_name);
    C_Status (*xccl_get_unique_id_size)(size_t* size);
    C_Status (*xccl_get_unique_id)(C_CCLRootId* unique_id);
    C_Status (*xccl_comm_init_rank)(size_t ranks, C_CCLRootId* unique_id, size_t rank, C_CCLComm* comm);
    C_Status (*xccl_destroy_comm)(C_CCLComm comm);
    C_Status (*xccl_all_reduce)(void* send_buf, void* recv_buf, size_t count, C_DataType data_type, C_CCLReduceOp op, C_CCLComm comm, C_Stream stream);
    C_Status (*xccl_broadcast)(void* buf, size_t count, C_DataType data_type, size_t root, C_CCLComm comm, C_Stream stream);
    C_Status (*xccl_reduce)(void* send_buf, void* recv_buf, size_t count, C_DataType data_type, C_CCLReduceOp op, size_t root, C_CCLComm comm, C_Stream stream);
    C_Status (*xccl_all_gather)(void* send_buf, void* recv_buf, size_t count, C_DataType data_type, C_CCLComm comm, C_Stream stream);
    C_Status (*xccl_reduce_scatter)(void* send_buf, void* recv_buf, size_t count, C_DataType data_type, C_CCLReduceOp op, C_CCLComm comm, C_Stream stream);
    C_Status (*xccl_group_start)(void);
    C_Status (*xccl_group_end)(void);
    C_Status (*xccl_send)(void* send_buf, size_t count, C_DataType data_type, size_t dest_rank, C_CCLComm comm, C_Stream stream);
    C_Status (*xccl_recv)(void* recv_buf, size_t count, C_DataType data_type, size_t src_rank, C_CCLComm comm, C_Stream stream);
    C_Status (*xccl_all_to_all)(const void** send_buf, const size_t* send_count, const C_DataType* send_dtype, void** recv_buf, const size_t* recv_count, const C_DataType* recv_dtype, size_t rank, size_t nranks, C_CCLComm comm, C_Stream stream);
    void* reserved_ccl_api[8];
    /* profiler api */
    C_Status (*profiler_initialize)(C_Profiler prof, void** user_data);
    C_Status (*profiler_finalize)(C_Profiler prof, void* user_data);
    C_Status (*profiler_prepare_tracing)(C_Profiler prof, void* user_data);
    C_Status (*profiler_start_tracing)(C_Profiler prof, void* user_data);
    C_Status (*profiler_stop_tracing)(C_Profiler prof, void* user_data);
    C_Status (*profiler_collect_trace_data)(C_Profiler prof, uint64_t start_ns, void* user_data);
    void* reserved_profiler_api[8];
    /* blas and dnn handles */
    C_Status (*init_blas_handle)(const C_Device device, C_BLASHandle* blas_handle, C_Stream stream);
    C_Status (*blas_set_math_mode)(const C_Device device, C_BLASHandle blas_handle, int math_mode);
    C_Status (*init_blaslt_handle)(const C_Device device, C_BLASLtHandle* blaslt_handle);
    C_Status (*destroy_blas_handle)(const C_Device device, C_BLASHandle blas_handle);
    C_Status (*destroy_blaslt_handle)(const C_Device device, C_BLASLtHandle blaslt_handle);
    C_Status (*init_dnn_handle)(const C_Device device, C_DNNHandle* dnn_handle, C_Stream stream);
    C_Status (*destroy_dnn_handle)(const C_Device device, C_DNNHandle dnn_handle);
    /* CUDA-graph capture (the misspellings are Paddle's ABI) */
    C_Status (*cuda_stream_begin_capture)(const C_Device device, C_Stream stream, C_StreamCaptureMode mode);
    C_Status (*cuda_stream_end_captrue)(const C_Device device, C_Stream stream, C_CudaGraph* pGraph);
    C_Status (*cuda_graph_launch)(const C_Device device, C_GraphExec exec, C_Stream stream);
    C_Status (*cuda_graph_destroy)(C_CudaGraph graph);
    C_Status (*cuda_graph_exec_destroy)(C_GraphExec exec);
    C_Status (*cuda_graph_instantiate)(C_GraphExec* pExec, C_CudaGraph* pGraph, void** pErrorNode, char* pLogBuffer, size_t bufferSize);
    C_Status (*cuda_graph_get_nodes)(C_CudaGraph graph, C_CudaGraphNode* pNode, size_t* numNodes);
    C_Status (*cuda_stream_capture_info)(const C_Device device, C_Stream stream, C_StreamCaptureStatus* captureStatus_out, unsigned long long* id_out, C_CudaGraph* graph_out, C_CudaGraphNode* dependencies_out, void** edgeData_out, size_t* numDependencies_out);
    C_Status (*get_parameter_setter_for_exec_graph)(C_CudaGraph graph, C_GraphHookManager* c_hook);
    C_Status (*cuda_graph_debug_dot_print)(C_CudaGraph graph, const char* path, unsigned int flags);
    C_Status (*cuda_thread_exchange_stream_capthure_mode)(C_StreamCaptureMode* mode);
    /* other api */
    C_Status (*blas_axpby)(const C_Device device, C_Stream stream, C_DataType dtype, size_t numel, float alpha, void* x, float beta, void* y);
    void* reserved_other_api[7];
    struct C_CinnInterface* cinn_interface;
} C_DeviceInterface;

typedef struct CustomRuntimeVersion {
    size_t major;
    size_t minor;
    size_t patch;
} CustomRuntimeVersion;

typedef struct CustomRuntimeParams {
    size_t size;
    C_DeviceInterface* interface;
    CustomRuntimeVersion version;
    char* device_type;
    char* sub_device_type;
    void* pir_default_passes;
    char reserved[32];
} CustomRuntimeParams;

/* Plugin side: bail out when built for another layout, else declare this header's version. */
#define PADDLE_CUSTOM_RUNTIME_CHECK_VERSION(params)                                   \
    if ((params)->size != sizeof(CustomRuntimeParams) &&                              \
        (params)->interface->size != sizeof(C_DeviceInterface)) {                     \
        return;                                                                       \
    }                                                                                 \
    (params)->version.major = PADDLE_CUSTOM_RUNTIME_MAJOR_VERSION;                    \
    (params)->version.minor = PADDLE_CUSTOM_RUNTIME_MINOR_VERSION;                    \
    (params)->version.patch = PADDLE_CUSTOM_RUNTIME_PATCH_VERSION;

/* The one symbol a Paddle plugin exports. */
void InitPlugin(CustomRuntimeParams* params);

#if defined(__SIZEOF_POINTER__) && __SIZEOF_POINTER__ == 8 && defined(__SIZEOF_SIZE_T__) && __SIZEOF_SIZE_T__ == 8
/* Paddle's LP64 layout, generated from spec/compat/paddle.yaml. */
#ifdef __cplusplus
#define PADDLE_EXT_STATIC_ASSERT(cond, msg) static_assert(cond, msg)
#else
#define PADDLE_EXT_STATIC_ASSERT(cond, msg) _Static_assert(cond, msg)
#endif
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, size) == 0, "C_DeviceInterface.size moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, initialize) == 8, "C_DeviceInterface.initialize moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, finalize) == 16, "C_DeviceInterface.finalize moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, init_device) == 24, "C_DeviceInterface.init_device moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, set_device) == 32, "C_DeviceInterface.set_device moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, get_device) == 40, "C_DeviceInterface.get_device moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, deinit_device) == 48, "C_DeviceInterface.deinit_device moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, create_stream) == 56, "C_DeviceInterface.create_stream moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, destroy_stream) == 64, "C_DeviceInterface.destroy_stream moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, query_stream) == 72, "C_DeviceInterface.query_stream moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, stream_add_callback) == 80, "C_DeviceInterface.stream_add_callback moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, create_event) == 88, "C_DeviceInterface.create_event moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, record_event) == 96, "C_DeviceInterface.record_event moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, destroy_event) == 104, "C_DeviceInterface.destroy_event moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, query_event) == 112, "C_DeviceInterface.query_event moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, synchronize_device) == 120, "C_DeviceInterface.synchronize_device moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, synchronize_stream) == 128, "C_DeviceInterface.synchronize_stream moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, synchronize_event) == 136, "C_DeviceInterface.synchronize_event moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, stream_wait_event) == 144, "C_DeviceInterface.stream_wait_event moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, reserved_dev_api) == 152, "C_DeviceInterface.reserved_dev_api moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, device_memory_allocate) == 216, "C_DeviceInterface.device_memory_allocate moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, device_memory_deallocate) == 224, "C_DeviceInterface.device_memory_deallocate moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, device_memory_set) == 232, "C_DeviceInterface.device_memory_set moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, host_memory_allocate) == 240, "C_DeviceInterface.host_memory_allocate moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, host_memory_deallocate) == 248, "C_DeviceInterface.host_memory_deallocate moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, unified_memory_allocate) == 256, "C_DeviceInterface.unified_memory_allocate moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, unified_memory_deallocate) == 264, "C_DeviceInterface.unified_memory_deallocate moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, memory_copy_h2d) == 272, "C_DeviceInterface.memory_copy_h2d moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, memory_copy_d2h) == 280, "C_DeviceInterface.memory_copy_d2h moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, memory_copy_d2d) == 288, "C_DeviceInterface.memory_copy_d2d moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, memory_copy_p2p) == 296, "C_DeviceInterface.memory_copy_p2p moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, async_memory_copy_h2d) == 304, "C_DeviceInterface.async_memory_copy_h2d moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, async_memory_copy_d2h) == 312, "C_DeviceInterface.async_memory_copy_d2h moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, async_memory_copy_d2d) == 320, "C_DeviceInterface.async_memory_copy_d2d moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, async_memory_copy_p2p) == 328, "C_DeviceInterface.async_memory_copy_p2p moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, reserved_mem_api) == 336, "C_DeviceInterface.reserved_mem_api moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, get_device_count) == 400, "C_DeviceInterface.get_device_count moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, get_device_list) == 408, "C_DeviceInterface.get_device_list moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, device_memory_stats) == 416, "C_DeviceInterface.device_memory_stats moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, device_min_chunk_size) == 424, "C_DeviceInterface.device_min_chunk_size moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, device_max_chunk_size) == 432, "C_DeviceInterface.device_max_chunk_size moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, device_max_alloc_size) == 440, "C_DeviceInterface.device_max_alloc_size moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, device_extra_padding_size) == 448, "C_DeviceInterface.device_extra_padding_size moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, device_init_alloc_size) == 456, "C_DeviceInterface.device_init_alloc_size moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, device_realloc_size) == 464, "C_DeviceInterface.device_realloc_size moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, get_compute_capability) == 472, "C_DeviceInterface.get_compute_capability moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, get_device_properties) == 480, "C_DeviceInterface.get_device_properties moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, get_runtime_version) == 488, "C_DeviceInterface.get_runtime_version moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, get_driver_version) == 496, "C_DeviceInterface.get_driver_version moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, get_multi_process) == 504, "C_DeviceInterface.get_multi_process moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, get_max_threads_per_mp) == 512, "C_DeviceInterface.get_max_threads_per_mp moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, get_max_threads_per_block) == 520, "C_DeviceInterface.get_max_threads_per_block moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, get_max_shared_mem_per_block) == 528, "C_DeviceInterface.get_max_shared_mem_per_block moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, get_max_blocks_per_mp) == 536, "C_DeviceInterface.get_max_blocks_per_mp moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, get_max_grid_dim_size) == 544, "C_DeviceInterface.get_max_grid_dim_size moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, get_max_block_dim_size) == 552, "C_DeviceInterface.get_max_block_dim_size moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, is_float16_supported) == 560, "C_DeviceInterface.is_float16_supported moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, is_bfloat16_supported) == 568, "C_DeviceInterface.is_bfloat16_supported moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, is_dnn_supported) == 576, "C_DeviceInterface.is_dnn_supported moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, init_eigen_device) == 584, "C_DeviceInterface.init_eigen_device moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, destroy_eigen_device) == 592, "C_DeviceInterface.destroy_eigen_device moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, reserved_info_api) == 600, "C_DeviceInterface.reserved_info_api moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, xccl_get_comm_name) == 664, "C_DeviceInterface.xccl_get_comm_name moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, xccl_get_unique_id_size) == 672, "C_DeviceInterface.xccl_get_unique_id_size moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, xccl_get_unique_id) == 680, "C_DeviceInterface.xccl_get_unique_id moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, xccl_comm_init_rank) == 688, "C_DeviceInterface.xccl_comm_init_rank moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, xccl_destroy_comm) == 696, "C_DeviceInterface.xccl_destroy_comm moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, xccl_all_reduce) == 704, "C_DeviceInterface.xccl_all_reduce moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, xccl_broadcast) == 712, "C_DeviceInterface.xccl_broadcast moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, xccl_reduce) == 720, "C_DeviceInterface.xccl_reduce moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, xccl_all_gather) == 728, "C_DeviceInterface.xccl_all_gather moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, xccl_reduce_scatter) == 736, "C_DeviceInterface.xccl_reduce_scatter moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, xccl_group_start) == 744, "C_DeviceInterface.xccl_group_start moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, xccl_group_end) == 752, "C_DeviceInterface.xccl_group_end moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, xccl_send) == 760, "C_DeviceInterface.xccl_send moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, xccl_recv) == 768, "C_DeviceInterface.xccl_recv moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, xccl_all_to_all) == 776, "C_DeviceInterface.xccl_all_to_all moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, reserved_ccl_api) == 784, "C_DeviceInterface.reserved_ccl_api moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, profiler_initialize) == 848, "C_DeviceInterface.profiler_initialize moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, profiler_finalize) == 856, "C_DeviceInterface.profiler_finalize moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, profiler_prepare_tracing) == 864, "C_DeviceInterface.profiler_prepare_tracing moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, profiler_start_tracing) == 872, "C_DeviceInterface.profiler_start_tracing moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, profiler_stop_tracing) == 880, "C_DeviceInterface.profiler_stop_tracing moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, profiler_collect_trace_data) == 888, "C_DeviceInterface.profiler_collect_trace_data moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, reserved_profiler_api) == 896, "C_DeviceInterface.reserved_profiler_api moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, init_blas_handle) == 960, "C_DeviceInterface.init_blas_handle moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, blas_set_math_mode) == 968, "C_DeviceInterface.blas_set_math_mode moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, init_blaslt_handle) == 976, "C_DeviceInterface.init_blaslt_handle moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, destroy_blas_handle) == 984, "C_DeviceInterface.destroy_blas_handle moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, destroy_blaslt_handle) == 992, "C_DeviceInterface.destroy_blaslt_handle moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, init_dnn_handle) == 1000, "C_DeviceInterface.init_dnn_handle moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, destroy_dnn_handle) == 1008, "C_DeviceInterface.destroy_dnn_handle moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, cuda_stream_begin_capture) == 1016, "C_DeviceInterface.cuda_stream_begin_capture moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, cuda_stream_end_captrue) == 1024, "C_DeviceInterface.cuda_stream_end_captrue moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, cuda_graph_launch) == 1032, "C_DeviceInterface.cuda_graph_launch moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, cuda_graph_destroy) == 1040, "C_DeviceInterface.cuda_graph_destroy moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, cuda_graph_exec_destroy) == 1048, "C_DeviceInterface.cuda_graph_exec_destroy moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, cuda_graph_instantiate) == 1056, "C_DeviceInterface.cuda_graph_instantiate moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, cuda_graph_get_nodes) == 1064, "C_DeviceInterface.cuda_graph_get_nodes moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, cuda_stream_capture_info) == 1072, "C_DeviceInterface.cuda_stream_capture_info moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, get_parameter_setter_for_exec_graph) == 1080, "C_DeviceInterface.get_parameter_setter_for_exec_graph moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, cuda_graph_debug_dot_print) == 1088, "C_DeviceInterface.cuda_graph_debug_dot_print moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, cuda_thread_exchange_stream_capthure_mode) == 1096, "C_DeviceInterface.cuda_thread_exchange_stream_capthure_mode moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, blas_axpby) == 1104, "C_DeviceInterface.blas_axpby moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, reserved_other_api) == 1112, "C_DeviceInterface.reserved_other_api moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_DeviceInterface, cinn_interface) == 1168, "C_DeviceInterface.cinn_interface moved");
PADDLE_EXT_STATIC_ASSERT(sizeof(C_DeviceInterface) == 1176, "C_DeviceInterface size");
PADDLE_EXT_STATIC_ASSERT(offsetof(CustomRuntimeVersion, major) == 0, "CustomRuntimeVersion.major moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(CustomRuntimeVersion, minor) == 8, "CustomRuntimeVersion.minor moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(CustomRuntimeVersion, patch) == 16, "CustomRuntimeVersion.patch moved");
PADDLE_EXT_STATIC_ASSERT(sizeof(CustomRuntimeVersion) == 24, "CustomRuntimeVersion size");
PADDLE_EXT_STATIC_ASSERT(offsetof(CustomRuntimeParams, size) == 0, "CustomRuntimeParams.size moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(CustomRuntimeParams, interface) == 8, "CustomRuntimeParams.interface moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(CustomRuntimeParams, version) == 16, "CustomRuntimeParams.version moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(CustomRuntimeParams, device_type) == 40, "CustomRuntimeParams.device_type moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(CustomRuntimeParams, sub_device_type) == 48, "CustomRuntimeParams.sub_device_type moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(CustomRuntimeParams, pir_default_passes) == 56, "CustomRuntimeParams.pir_default_passes moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(CustomRuntimeParams, reserved) == 64, "CustomRuntimeParams.reserved moved");
PADDLE_EXT_STATIC_ASSERT(sizeof(CustomRuntimeParams) == 96, "CustomRuntimeParams size");
PADDLE_EXT_STATIC_ASSERT(offsetof(struct C_Device_st, id) == 0, "C_Device.id moved");
PADDLE_EXT_STATIC_ASSERT(sizeof(struct C_Device_st) == 4, "C_Device size");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_CCLRootId, sz) == 0, "C_CCLRootId.sz moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_CCLRootId, data) == 8, "C_CCLRootId.data moved");
PADDLE_EXT_STATIC_ASSERT(sizeof(C_CCLRootId) == 16, "C_CCLRootId size");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_GraphHookManager, size) == 0, "C_GraphHookManager.size moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_GraphHookManager, hooks) == 8, "C_GraphHookManager.hooks moved");
PADDLE_EXT_STATIC_ASSERT(offsetof(C_GraphHookManager, user_data) == 16, "C_GraphHookManager.user_data moved");
PADDLE_EXT_STATIC_ASSERT(sizeof(C_GraphHookManager) == 24, "C_GraphHookManager size");
#endif

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* ANYRT_PADDLE_DEVICE_EXT_H_ */
