/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* Contract between the generated part of the Paddle Custom Device plugin (paddle_plugin.c: the
 * C_DeviceInterface layouts it fills, Paddle's C kernel API it resolves, the kernel entries and
 * their registration per release) and its hand-written part (runtime/compat/paddle_plugin_*.c:
 * one function per served field, one body per kernel). */
#ifndef ANYRT_PADDLE_PLUGIN_INTERNAL_H_
#define ANYRT_PADDLE_PLUGIN_INTERNAL_H_

#include "anyrt.h"
#include "paddle_device_ext.h"

#define AP_DEVICE_TYPE_PREFIX "anyrt_"
#define AP_MAX_IN 5
#define AP_MAX_ATTR 6
#define AP_MAX_OUT 3

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
    C_DataType (*PD_DatatTypeAttr)(void* attr);
    PD_List (*PD_ListInt64Attr)(void* attr);
    PD_Tensor* (*PD_OptionalTensorGetPointer)(PD_Tensor* tensor);
    C_DataType (*PD_TensorGetPDDataType)(const PD_Tensor* tensor, C_Status* status);
    void* (*PD_TensorGetDataPointer)(const PD_Tensor* tensor, C_Status* status);
    int64_t (*PD_TensorGetElementCount)(const PD_Tensor* tensor, C_Status* status);
    int64_t (*PD_TensorGetNumDims)(const PD_Tensor* tensor, C_Status* status);
    int64_t (*PD_TensorGetDim)(const PD_Tensor* tensor, size_t index, C_Status* status);
    C_Stream (*PD_DeviceContextGetStream)(const PD_DeviceContext* ctx, C_Status* status);
    void* (*PD_DeviceContextAllocateTensor)(const PD_DeviceContext* ctx, PD_Tensor* tensor, size_t size, C_DataType dtype, C_Status* status);
    int64_t (*PD_ScalarGetInt64Data)(PD_Scalar* scalar);
    double (*PD_ScalarGetFloat64Data)(PD_Scalar* scalar);
    PD_List (*PD_IntArrayGetDataPointer)(PD_IntArray* array);
    size_t (*PD_IntArrayGetElementCount)(PD_IntArray* array);
    PD_KernelArgsDef* (*PD_KernelGetArgsDef)(PD_Kernel* kernel, C_Status* status);
    PD_List (*PD_KernelArgsDefGetOutputArgDefs)(PD_KernelArgsDef* def, C_Status* status);
    void (*PD_TensorArgDefSetDataType)(PD_TensorArgDef* def, C_DataType dtype, C_Status* status);
    void (*PD_DeletePointerList)(PD_List list);
} ap_capi_t;
extern ap_capi_t ap__capi;
/* Resolves every function from `lib`; 0 on success, else writes the first missing name. */
int ap__capi_resolve(void* lib, const char** missing);
extern const char* const ap__capi_libraries[3];
#define AP_CAPI_LIBRARY_COUNT 3

/* One kernel call, whichever entry Paddle used: static graph (PD_KernelContext*) or dygraph
 * (the phi signature). Inputs, attributes and outputs in the order of the kernel's signature. */
typedef union {
    bool b;
    int32_t i32;
    int64_t i64;
    float f;
    double d;
    PD_Scalar* scalar;
    PD_IntArray* int_array;
    C_DataType dtype;
    PD_List list;
} ap_attr_t;
typedef struct {
    const char* kernel;
    int signature; /* index in the kernel's `signatures` */
    PD_DeviceContext* dev;
    PD_Tensor* in[AP_MAX_IN]; /* NULL: an optional input not given */
    ap_attr_t attr[AP_MAX_ATTR];
    PD_Tensor* out[AP_MAX_OUT]; /* NULL: an output Paddle does not want */
} ap_call_t;

/* One body per kernel (hand-written, runtime/compat/paddle_plugin_kernels.c). */
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

#endif /* ANYRT_PADDLE_PLUGIN_INTERNAL_H_ */
