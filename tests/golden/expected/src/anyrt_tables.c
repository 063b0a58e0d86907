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
        return 1;
    default:
        return 0;
    }
}

int anyrt__valid_device_kind(int v) {
    switch (v) {
    case 0:
        return 1;
    default:
        return anyrt__vendor_kind_in_use(v); /* a kind assigned at load (loader.c) */
    }
}

int anyrt__valid_dtype(int v) {
    switch (v) {
    case 0:
    case 1:
        return 1;
    default:
        return 0;
    }
}

int anyrt__valid_mode(int v) {
    switch (v) {
    case 0:
    case 1:
        return 1;
    default:
        return 0;
    }
}

const char* anyrt__name_status(int v) {
    switch (v) {
    case 0: return "success";
    case 1: return "invalid_value";
    case 2: return "invalid_handle";
    case 3: return "not_supported";
    default: return "?";
    }
}

const char* anyrt__name_device_kind(int v) {
    switch (v) {
    case 0: return "cpu";
    default: return anyrt__vendor_kind_name(v); /* its backend's name, or "?" */
    }
}

const char* anyrt__name_dtype(int v) {
    switch (v) {
    case 0: return "invalid";
    case 1: return "float32";
    default: return "?";
    }
}

const char* anyrt__name_mode(int v) {
    switch (v) {
    case 0: return "plain";
    case 1: return "fancy";
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
    "get_device_count",
    "malloc",
    "create_stream",
    "op_scale",
    "op_window",
    "fill",
};

const unsigned char anyrt__slot_required[ANYRT_SLOT_COUNT] = {
    1, /* get_device_count */
    1, /* malloc */
    0, /* create_stream */
    0, /* op_scale */
    0, /* op_window */
    0, /* fill */
};

const unsigned char anyrt__slot_has_fallback[ANYRT_SLOT_COUNT] = {
    0, /* get_device_count */
    0, /* malloc */
    0, /* create_stream */
    1, /* op_scale */
    1, /* op_window */
    1, /* fill */
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
    return n;
}

const char* const anyrt__handle_nouns[ANYRT__HANDLE_KINDS] = {
    "stream",
    "operator handle",
    "tensor descriptor",
    "operator descriptor",
};

anyrt_status_t anyrt__unwrap_stream(anyrt__call_t* call, const anyrt__target_t* t, const char* param, anyrt_stream_t handle,
    int nullable, int same_device, anyrt_backend_stream_t* raw) {
    return anyrt__unwrap_handle(call, t, param, handle ? &handle->h : NULL, ANYRT__HANDLE_STREAM, nullable, same_device, (void**)raw);
}

anyrt_status_t anyrt__retire_stream(anyrt__call_t* call, anyrt_stream_t handle) {
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

anyrt_status_t anyrt__unwrap_op_desc(anyrt__call_t* call, const anyrt__target_t* t, const char* param, anyrt_op_desc_t handle,
    int nullable, int same_device, anyrt_backend_op_desc_t* raw) {
    return anyrt__unwrap_handle(call, t, param, handle ? &handle->h : NULL, ANYRT__HANDLE_OP_DESC, nullable, same_device, (void**)raw);
}

anyrt_status_t anyrt__retire_op_desc(anyrt__call_t* call, anyrt_op_desc_t handle) {
    return anyrt__retire_handle(call, &handle->h);
}
