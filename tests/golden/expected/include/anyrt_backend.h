/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* anyrt backend ABI: a plugin exports ANYRT_BACKEND_ENTRY and returns its table. Every slot names
 * its device explicitly; handles are the backend's own pointers. Slots are append-only in `since`
 * order; a NULL slot, a slot past the plugin's struct_size, or ANYRT_STATUS_NOT_SUPPORTED from a
 * slot all mean "absent", and the core applies the spec's fallback. */
#ifndef ANYRT_BACKEND_H_
#define ANYRT_BACKEND_H_

#include <stddef.h>

#include "anyrt.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Bytes of one element of `dtype` (0 for none): what backends and the core size buffers by. */
static inline size_t anyrt_dtype_size(anyrt_dtype_t dtype) {
    switch ((int)dtype) {
    case 1: return 4;
    default: return 0;
    }
}

typedef void* anyrt_backend_stream_t; /* An in-order queue of work. */
typedef void* anyrt_backend_op_handle_t; /* Where operators run. */
typedef void* anyrt_backend_tensor_desc_t; /* A tensor's layout. */
typedef void* anyrt_backend_op_desc_t; /* One operator on fixed layouts. */

/* ---- operators (spec/operators.yaml). The core validates every layout, dtype and attribute against
 * the spec before a slot sees it. */
typedef enum {
    ANYRT_OP_SCALE = 0,
    ANYRT_OP_WINDOW = 1,
    ANYRT_OP_COUNT
} anyrt_op_kind_t;

/* The operator's spec name ("gemm"), for messages; "?" outside the enum. */
static inline const char* anyrt_op_name(anyrt_op_kind_t op) {
    switch (op) {
    case ANYRT_OP_SCALE: return "scale";
    case ANYRT_OP_WINDOW: return "window";
    default: return "?";
    }
}

/* One tensor of a launch. Strides are in elements: 0 broadcasts (inputs only), negative only on
 * inputs. An input whose dims start with "..." in the spec already has the first output's leading
 * dims (stride 0 where it broadcasts), so it has that output's ndim. */
typedef struct anyrt_tensor_view_t {
    anyrt_dtype_t dtype;
    int32_t ndim;
    const int64_t* shape;
    const int64_t* strides;
    void* data; /* NULL in op_workspace_size */
} anyrt_tensor_view_t;

/* scale's attributes, create-time and per-run together. */
typedef struct {
    float alpha; /* Scale of x. */
    float beta; /* Scale of y's old contents. */
    int axis; /* An axis of y. */
    anyrt_mode_t mode; /* A mode. */
} anyrt_scale_attrs_t;

/* window's attributes, create-time and per-run together. */
typedef struct {
    int64_t pads[2]; /* Zeros around each dim. */
    int64_t strides[2]; /* Output steps. */
    int n; /* how many values pads, strides have */
} anyrt_window_attrs_t;

/* What an operator slot runs: enqueue it on `stream` and return. */
typedef struct anyrt_op_launch_t {
    size_t struct_size;                 /* sizeof(anyrt_op_launch_t) of the core */
    anyrt_op_kind_t op;
    int32_t tensor_count;
    const anyrt_tensor_view_t* tensors; /* in the spec's order */
    const void* attrs;                  /* anyrt_<op>_attrs_t; NULL for an operator without attributes */
    void* workspace;                    /* device memory of op_workspace_size bytes; NULL if 0 */
    size_t workspace_size;
    anyrt_backend_stream_t stream;      /* never NULL */
} anyrt_op_launch_t;

typedef struct anyrt_backend_table_t {
    size_t struct_size;           /* sizeof the plugin's table: tells the core which slots exist */
    uint32_t abi_major;           /* ANYRT_ABI_MAJOR the plugin was built with */
    uint32_t abi_minor;           /* ANYRT_ABI_MINOR the plugin was built with */
    const char* name;             /* backend name, e.g. "cpu" */
    anyrt_device_kind_t device_kind;
    /* Optional: the plugin's own message for its last failure on the calling thread. */
    const char* (*last_error_message)(void);
    /* since 1.0 */
    anyrt_status_t (*get_device_count)(int* count); /* required */
    anyrt_status_t (*malloc)(int device, void** ptr, size_t size); /* required */
    anyrt_status_t (*create_stream)(int device, anyrt_backend_stream_t* stream); /* optional */
    anyrt_status_t (*op_scale)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_window)(int device, const anyrt_op_launch_t* launch); /* optional */
    /* since 1.1 */
    anyrt_status_t (*fill)(int device, void* ptr, int value, size_t size, anyrt_backend_stream_t stream); /* optional */
} anyrt_backend_table_t;

/* Slot indices, for anyrt_backend_has_slot and the conformance tables. */
#define ANYRT_SLOT_GET_DEVICE_COUNT 0
#define ANYRT_SLOT_MALLOC 1
#define ANYRT_SLOT_CREATE_STREAM 2
#define ANYRT_SLOT_OP_SCALE 3
#define ANYRT_SLOT_OP_WINDOW 4
#define ANYRT_SLOT_FILL 5
#define ANYRT_SLOT_COUNT 6

/* The one symbol a plugin exports. The core passes its own ABI version; the plugin points `table`
 * at a table that lives as long as the library and returns ANYRT_STATUS_SUCCESS. */
#define ANYRT_BACKEND_ENTRY anyrt_backend_get_table
#define ANYRT_BACKEND_ENTRY_NAME "anyrt_backend_get_table"
typedef anyrt_status_t (*anyrt_backend_entry_fn)(uint32_t core_abi_major, uint32_t core_abi_minor,
                                                 const anyrt_backend_table_t** table);

/* A plugin may instead host several backends (libanyrt_paddle.so: one per Paddle plugin). It
 * exports ANYRT_BACKEND_HOST_ENTRY and lists one entry per hosted backend; the core loads each
 * table as if a plugin of its own had returned it, and lists an entry without a table as refused. */
typedef struct anyrt_backend_hosted_t {
    const anyrt_backend_table_t* table; /* NULL: refused */
    anyrt_status_t status;              /* why it was refused */
    const char* name;                   /* backend name, shown when refused */
    const char* path;                   /* the library the backend comes from */
    const char* message;                /* the refusal in words */
    anyrt_device_kind_t kind;           /* the kind it would serve, shown when refused */
} anyrt_backend_hosted_t;
#define ANYRT_BACKEND_HOST_ENTRY anyrt_backend_get_hosted
#define ANYRT_BACKEND_HOST_ENTRY_NAME "anyrt_backend_get_hosted"
typedef anyrt_status_t (*anyrt_backend_host_entry_fn)(uint32_t core_abi_major, uint32_t core_abi_minor,
                                                      const anyrt_backend_hosted_t** hosted, int* count);

/* A backend's `kind_alias` in spec/backends.yaml, which the build passes as ANYRT_BUILD_KIND_ALIAS: the
 * enum kind it also serves, so that InfiniCore programs reach a vendor kind (the core reads it at load;
 * ANYRT_KIND_ALIAS at run time overrides it). Weak: one definition however many files include this. */
#define ANYRT_BACKEND_KIND_ALIAS_NAME "anyrt_backend_kind_alias"
#if defined(ANYRT_BUILD_KIND_ALIAS) && defined(__cplusplus)
__attribute__((weak, visibility("default"))) extern const int anyrt_backend_kind_alias = (int)(ANYRT_BUILD_KIND_ALIAS);
#elif defined(ANYRT_BUILD_KIND_ALIAS)
__attribute__((weak, visibility("default"))) const int anyrt_backend_kind_alias = (int)(ANYRT_BUILD_KIND_ALIAS);
#endif

#ifdef __cplusplus
#define ANYRT_STATIC_ASSERT(cond, msg) static_assert(cond, msg)
#else
#define ANYRT_STATIC_ASSERT(cond, msg) _Static_assert(cond, msg)
#endif

/* Slots are consecutive function pointers with no padding, so a shorter (older) table is a prefix. */
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, get_device_count) ==
                        offsetof(anyrt_backend_table_t, get_device_count) + 0 * sizeof(void (*)(void)),
                    "slot get_device_count moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, malloc) ==
                        offsetof(anyrt_backend_table_t, get_device_count) + 1 * sizeof(void (*)(void)),
                    "slot malloc moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, create_stream) ==
                        offsetof(anyrt_backend_table_t, get_device_count) + 2 * sizeof(void (*)(void)),
                    "slot create_stream moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_scale) ==
                        offsetof(anyrt_backend_table_t, get_device_count) + 3 * sizeof(void (*)(void)),
                    "slot op_scale moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_window) ==
                        offsetof(anyrt_backend_table_t, get_device_count) + 4 * sizeof(void (*)(void)),
                    "slot op_window moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, fill) ==
                        offsetof(anyrt_backend_table_t, get_device_count) + 5 * sizeof(void (*)(void)),
                    "slot fill moved");
ANYRT_STATIC_ASSERT(sizeof(anyrt_backend_table_t) ==
                        offsetof(anyrt_backend_table_t, get_device_count) + ANYRT_SLOT_COUNT * sizeof(void (*)(void)),
                    "backend table has padding at its end");

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* ANYRT_BACKEND_H_ */
