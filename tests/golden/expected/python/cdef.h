/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* cffi declarations of the public API (cffi cannot read the preprocessor parts of anyrt.h). */
typedef enum {
    ANYRT_STATUS_SUCCESS = 0,
    ANYRT_STATUS_INVALID_VALUE = 1,
    ANYRT_STATUS_INVALID_HANDLE = 2,
    ANYRT_STATUS_NOT_SUPPORTED = 3,
    ANYRT_STATUS_FORCE32 = 0x7FFFFFFF
} anyrt_status_t;
#define ANYRT_STATUS_COUNT 4
typedef enum {
    ANYRT_DEVICE_KIND_CPU = 0,
    ANYRT_DEVICE_KIND_FORCE32 = 0x7FFFFFFF
} anyrt_device_kind_t;
#define ANYRT_DEVICE_KIND_COUNT 1
typedef enum {
    ANYRT_DTYPE_INVALID = 0,
    ANYRT_DTYPE_FLOAT32 = 1,
    ANYRT_DTYPE_FORCE32 = 0x7FFFFFFF
} anyrt_dtype_t;
#define ANYRT_DTYPE_COUNT 2
typedef enum {
    ANYRT_MODE_PLAIN = 0,
    ANYRT_MODE_FANCY = 1,
    ANYRT_MODE_FORCE32 = 0x7FFFFFFF
} anyrt_mode_t;
#define ANYRT_MODE_COUNT 2
#define ANYRT_ABI_MAJOR 1
#define ANYRT_ABI_MINOR 1
#define ANYRT_SLOT_COUNT 6
typedef struct anyrt_stream_st* anyrt_stream_t;
typedef struct anyrt_op_handle_st* anyrt_op_handle_t;
typedef struct anyrt_tensor_desc_st* anyrt_tensor_desc_t;
typedef struct anyrt_op_desc_st* anyrt_op_desc_t;
typedef struct {
    size_t struct_size;
    anyrt_status_t status;
    char message[64];
} anyrt_error_info_t;
anyrt_status_t anyrt_get_device_count(int* count);
anyrt_status_t anyrt_get_last_error(anyrt_error_info_t* info);
anyrt_status_t anyrt_malloc(void** ptr, size_t size);
anyrt_status_t anyrt_fill(void* ptr, int value, size_t size, anyrt_stream_t stream);
anyrt_status_t anyrt_create_stream(anyrt_stream_t* stream);
anyrt_status_t anyrt_create_scale_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t table, float beta, int axis, anyrt_mode_t mode);
anyrt_status_t anyrt_scale(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* table, float alpha, anyrt_stream_t stream);
anyrt_status_t anyrt_create_window_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t k, const int64_t* pads, const int64_t* strides, int n);
anyrt_status_t anyrt_window(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* k, anyrt_stream_t stream);
