/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* Contract between the generated part of the Paddle host (paddle_host.c: field table, status and
 * enum maps, per-plugin trampolines, table filling) and its hand-written part (runtime/compat/:
 * loading plugins, one adapter per backend slot). */
#ifndef ANYRT_PADDLE_HOST_INTERNAL_H_
#define ANYRT_PADDLE_HOST_INTERNAL_H_

#include "anyrt_backend.h"
#include "paddle_device_ext.h"

#define PH_MAX_HOSTED 8
#define PH_ENTRY_NAME "InitPlugin"
#define PH_FIELD_COUNT 98

typedef struct ph_plugin ph_plugin_t;

/* Every function field of C_DeviceInterface: where it lives and whether Paddle requires it. */
typedef struct {
    const char* name;
    size_t offset;
    int required;
} ph_field_t;
extern const ph_field_t ph__fields[PH_FIELD_COUNT];

/* The C_DeviceInterface layouts of released Paddle lines (spec/compat/paddle.yaml `layouts`): a
 * plugin's layout is the one whose interface_size its InitPlugin accepts. `offsets[i]` is where
 * field ph__fields[i] lives in that layout, or -1 where the host must not bind it (absent there,
 * or another signature). */
#define PH_LAYOUT_COUNT 6
typedef struct {
    const char* name;
    const char* wheels;
    size_t interface_size;
    const int* offsets;
} ph_layout_t;
extern const ph_layout_t ph__layouts[PH_LAYOUT_COUNT];

/* C_Status -> anyrt status, per field (some fields give C_FAILED a more precise meaning). */
static inline anyrt_status_t ph__status_initialize(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_finalize(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_init_device(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_set_device(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_get_device(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_deinit_device(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_create_stream(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_destroy_stream(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_query_stream(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_NOT_READY;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_stream_add_callback(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_create_event(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_record_event(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_destroy_event(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_query_event(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_NOT_READY;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_synchronize_device(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_synchronize_stream(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_synchronize_event(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_stream_wait_event(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_device_memory_allocate(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_OUT_OF_MEMORY;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_device_memory_deallocate(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_device_memory_set(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_host_memory_allocate(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_OUT_OF_MEMORY;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_host_memory_deallocate(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_unified_memory_allocate(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_OUT_OF_MEMORY;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_unified_memory_deallocate(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_memory_copy_h2d(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_memory_copy_d2h(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_memory_copy_d2d(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_memory_copy_p2p(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_async_memory_copy_h2d(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_async_memory_copy_d2h(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_async_memory_copy_d2d(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_async_memory_copy_p2p(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_get_device_count(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_get_device_list(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_device_memory_stats(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_device_min_chunk_size(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_device_max_chunk_size(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_device_max_alloc_size(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_device_extra_padding_size(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_device_init_alloc_size(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_device_realloc_size(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_get_compute_capability(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_get_runtime_version(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_get_driver_version(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_get_multi_process(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_get_max_threads_per_mp(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_get_max_threads_per_block(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_get_max_shared_mem_per_block(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_get_max_blocks_per_mp(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_get_max_grid_dim_size(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_get_max_block_dim_size(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_is_float16_supported(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_is_bfloat16_supported(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_xccl_get_unique_id_size(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_xccl_get_unique_id(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_xccl_comm_init_rank(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_xccl_destroy_comm(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_xccl_all_reduce(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_xccl_broadcast(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_xccl_reduce(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_xccl_all_gather(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_xccl_reduce_scatter(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_xccl_group_start(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_xccl_group_end(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_xccl_send(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_xccl_recv(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_xccl_all_to_all(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_profiler_initialize(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_profiler_finalize(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_profiler_prepare_tracing(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_profiler_start_tracing(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_profiler_stop_tracing(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_profiler_collect_trace_data(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_cuda_stream_begin_capture(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_cuda_stream_end_captrue(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_cuda_graph_launch(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_cuda_graph_destroy(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_cuda_graph_exec_destroy(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_cuda_graph_instantiate(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}
static inline anyrt_status_t ph__status_cuda_stream_capture_info(C_Status s) {
    switch (s) {
    case C_SUCCESS: return ANYRT_STATUS_SUCCESS;
    case C_WARNING: return ANYRT_STATUS_WARNING;
    case C_FAILED: return ANYRT_STATUS_FAILED;
    case C_ERROR: return ANYRT_STATUS_ERROR;
    case C_INTERNAL_ERROR: return ANYRT_STATUS_INTERNAL_ERROR;
    default: return ANYRT_STATUS_INTERNAL_ERROR;
    }
}

/* anyrt -> Paddle enums; 0 when Paddle has no such value. */
int ph__dtype(anyrt_dtype_t dtype, C_DataType* out);
/* Bytes per element of an anyrt dtype (0 for none). */
size_t ph__dtype_size(anyrt_dtype_t dtype);
int ph__reduce_op(anyrt_reduce_op_t op, C_CCLReduceOp* out);
/* The anyrt device kind a Paddle device_type becomes. */
anyrt_device_kind_t ph__device_kind(const char* device_type);

/* The hosted plugin behind trampoline set `instance` (hand-written). */
ph_plugin_t* ph__plugin(int instance);
/* Points the slots of `table` at trampoline set `instance`, for each slot `iface` can serve. */
void ph__fill_table(int instance, const C_DeviceInterface* iface, anyrt_backend_table_t* table);

/* One adapter per slot (hand-written, runtime/compat/paddle_adapters.c). */
anyrt_status_t ph_initialize(ph_plugin_t* p);
anyrt_status_t ph_finalize(ph_plugin_t* p);
anyrt_status_t ph_init_device(ph_plugin_t* p, int device);
anyrt_status_t ph_deinit_device(ph_plugin_t* p, int device);
anyrt_status_t ph_get_device_count(ph_plugin_t* p, int* count);
anyrt_status_t ph_get_device_list(ph_plugin_t* p, size_t* devices, size_t capacity);
anyrt_status_t ph_set_device(ph_plugin_t* p, int device);
anyrt_status_t ph_synchronize_device(ph_plugin_t* p, int device);
anyrt_status_t ph_get_compute_capability(ph_plugin_t* p, int device, size_t* capability);
anyrt_status_t ph_get_runtime_version(ph_plugin_t* p, size_t* version);
anyrt_status_t ph_get_driver_version(ph_plugin_t* p, size_t* version);
anyrt_status_t ph_malloc(ph_plugin_t* p, int device, void** ptr, size_t size);
anyrt_status_t ph_free(ph_plugin_t* p, int device, void* ptr, size_t size);
anyrt_status_t ph_malloc_host(ph_plugin_t* p, int device, void** ptr, size_t size);
anyrt_status_t ph_free_host(ph_plugin_t* p, int device, void* ptr, size_t size);
anyrt_status_t ph_malloc_unified(ph_plugin_t* p, int device, void** ptr, size_t size);
anyrt_status_t ph_free_unified(ph_plugin_t* p, int device, void* ptr, size_t size);
anyrt_status_t ph_memcpy(ph_plugin_t* p, int device, void* dst, const void* src, size_t size, anyrt_memcpy_kind_t kind);
anyrt_status_t ph_memcpy_async(ph_plugin_t* p, int device, void* dst, const void* src, size_t size, anyrt_memcpy_kind_t kind, anyrt_backend_stream_t stream);
anyrt_status_t ph_memcpy_peer(ph_plugin_t* p, int device, void* dst, const void* src, int src_device, size_t size);
anyrt_status_t ph_memcpy_peer_async(ph_plugin_t* p, int device, void* dst, int dst_device, const void* src, int src_device, size_t size, anyrt_backend_stream_t stream);
anyrt_status_t ph_memset(ph_plugin_t* p, int device, void* ptr, uint8_t value, size_t size);
anyrt_status_t ph_get_memory_info(ph_plugin_t* p, int device, size_t* free_bytes, size_t* total_bytes);
anyrt_status_t ph_min_chunk_size(ph_plugin_t* p, int device, size_t* size);
anyrt_status_t ph_max_chunk_size(ph_plugin_t* p, int device, size_t* size);
anyrt_status_t ph_max_alloc_size(ph_plugin_t* p, int device, size_t* size);
anyrt_status_t ph_extra_padding_size(ph_plugin_t* p, int device, size_t* size);
anyrt_status_t ph_init_alloc_size(ph_plugin_t* p, int device, size_t* size);
anyrt_status_t ph_realloc_size(ph_plugin_t* p, int device, size_t* size);
anyrt_status_t ph_create_stream(ph_plugin_t* p, int device, anyrt_backend_stream_t* stream);
anyrt_status_t ph_destroy_stream(ph_plugin_t* p, int device, anyrt_backend_stream_t stream);
anyrt_status_t ph_query_stream(ph_plugin_t* p, int device, anyrt_backend_stream_t stream);
anyrt_status_t ph_synchronize_stream(ph_plugin_t* p, int device, anyrt_backend_stream_t stream);
anyrt_status_t ph_stream_add_callback(ph_plugin_t* p, int device, anyrt_backend_stream_t stream, anyrt_host_fn_t fn, void* user_data);
anyrt_status_t ph_stream_wait_event(ph_plugin_t* p, int device, anyrt_backend_stream_t stream, anyrt_backend_event_t event);
anyrt_status_t ph_create_event(ph_plugin_t* p, int device, anyrt_backend_event_t* event, anyrt_event_flags_t flags);
anyrt_status_t ph_destroy_event(ph_plugin_t* p, int device, anyrt_backend_event_t event);
anyrt_status_t ph_record_event(ph_plugin_t* p, int device, anyrt_backend_event_t event, anyrt_backend_stream_t stream);
anyrt_status_t ph_query_event(ph_plugin_t* p, int device, anyrt_backend_event_t event);
anyrt_status_t ph_synchronize_event(ph_plugin_t* p, int device, anyrt_backend_event_t event);
anyrt_status_t ph_get_unique_id(ph_plugin_t* p, anyrt_unique_id_t* id);
anyrt_status_t ph_comm_init_rank(ph_plugin_t* p, int device, anyrt_backend_comm_t* comm, int nranks, anyrt_unique_id_t id, int rank);
anyrt_status_t ph_comm_destroy(ph_plugin_t* p, int device, anyrt_backend_comm_t comm);
anyrt_status_t ph_comm_rank(ph_plugin_t* p, int device, anyrt_backend_comm_t comm, int* rank);
anyrt_status_t ph_comm_size(ph_plugin_t* p, int device, anyrt_backend_comm_t comm, int* size);
anyrt_status_t ph_all_reduce(ph_plugin_t* p, int device, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, anyrt_reduce_op_t op, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
anyrt_status_t ph_broadcast(ph_plugin_t* p, int device, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, int root, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
anyrt_status_t ph_reduce(ph_plugin_t* p, int device, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, anyrt_reduce_op_t op, int root, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
anyrt_status_t ph_all_gather(ph_plugin_t* p, int device, const void* sendbuf, void* recvbuf, size_t send_count, anyrt_dtype_t dtype, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
anyrt_status_t ph_reduce_scatter(ph_plugin_t* p, int device, const void* sendbuf, void* recvbuf, size_t recv_count, anyrt_dtype_t dtype, anyrt_reduce_op_t op, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
anyrt_status_t ph_send(ph_plugin_t* p, int device, const void* sendbuf, size_t count, anyrt_dtype_t dtype, int peer, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
anyrt_status_t ph_recv(ph_plugin_t* p, int device, void* recvbuf, size_t count, anyrt_dtype_t dtype, int peer, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
anyrt_status_t ph_group_start(ph_plugin_t* p);
anyrt_status_t ph_group_end(ph_plugin_t* p);
anyrt_status_t ph_all_to_all(ph_plugin_t* p, int device, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);

#endif /* ANYRT_PADDLE_HOST_INTERNAL_H_ */
