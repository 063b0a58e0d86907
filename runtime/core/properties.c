/* Device properties: the core's half of get_device_properties. The backend fills what it knows
 * into a struct of the core's size; the core fills every field it left 0 from its other queries
 * or a conservative default, then copies as much as the caller's struct_size asks for. */
#include <stdio.h>
#include <string.h>

#include "core_private.h"

/* A backend without the slot: nothing it knows, so the core's defaults below answer. */
anyrt_status_t anyrt__fallback_device_properties(anyrt__call_t* call, const anyrt__target_t* t,
                                                 anyrt_device_properties_t* properties) {
    (void)properties;
    anyrt__note_fallback(call, t, "device_properties");
    return ANYRT_STATUS_SUCCESS;
}

static void at_least_one(int* v) {
    if (*v < 1) *v = 1;
}

/* What the core knows besides the slot: the device's name, memory and compute capability. A query
 * the backend cannot answer leaves the field as it was; its error is not the call's. */
static void fill_defaults(anyrt__call_t* call, const anyrt__target_t* t, anyrt_device_properties_t* p) {
    if (p->name[0] == '\0')
        snprintf(p->name, sizeof p->name, "%s device %d", t->backend->info.name, t->device);
    p->name[sizeof p->name - 1] = '\0';
    p->pci_bus_id[sizeof p->pci_bus_id - 1] = '\0';
    anyrt__call_t quiet = *call;
    if (p->total_memory == 0) {
        size_t free_bytes = 0, total = 0;
        if (anyrt__impl_get_memory_info(&quiet, t, &free_bytes, &total) == ANYRT_STATUS_SUCCESS) p->total_memory = total;
    }
    if (p->compute_capability == 0) {
        size_t cc = 0;
        if (anyrt__impl_get_compute_capability(&quiet, t, &cc) == ANYRT_STATUS_SUCCESS) p->compute_capability = (int)cc;
    }
    at_least_one(&p->multiprocessor_count);
    at_least_one(&p->warp_size);
    at_least_one(&p->max_threads_per_block);
    at_least_one(&p->max_threads_per_multiprocessor);
    at_least_one(&p->max_blocks_per_multiprocessor);
    at_least_one(&p->vector_width);
    for (int i = 0; i < 3; ++i) {
        at_least_one(&p->max_grid_dim[i]);
        at_least_one(&p->max_block_dim[i]);
    }
    p->float16_supported = p->float16_supported != 0;
    p->bfloat16_supported = p->bfloat16_supported != 0;
}

ANYRT_API anyrt_status_t anyrt_get_device_properties(anyrt_device_properties_t* properties) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_device_properties_t full;
    memset(&full, 0, sizeof full);
    full.struct_size = sizeof full;
    anyrt_status_t st = anyrt__enter(&call, "get_device_properties", ANYRT_SLOT_DEVICE_PROPERTIES, 0);
    if (st == ANYRT_STATUS_SUCCESS && properties == NULL)
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "properties", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && properties->struct_size < sizeof properties->struct_size)
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "properties",
                         "struct_size must be set to ANYRT_DEVICE_PROPERTIES_STRUCT_SIZE");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_current(&call, &t);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_device_properties(&call, &t, &full);
    if (st == ANYRT_STATUS_SUCCESS) {
        full.struct_size = sizeof full; /* a backend may not shrink what the core reads */
        fill_defaults(&call, &t, &full);
        anyrt__struct_out(properties, &full, sizeof full);
    }
    return anyrt__leave(&call, st);
}
