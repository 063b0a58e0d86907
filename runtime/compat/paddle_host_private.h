/* Paddle plugin host, hand-written side: one hosted plugin's state, shared by the loader
 * (paddle_host_load.c) and the slot adapters (paddle_adapters.c). */
#ifndef ANYRT_PADDLE_HOST_PRIVATE_H_
#define ANYRT_PADDLE_HOST_PRIVATE_H_

#include "paddle_host_internal.h"

#define PH_MAX_DEVICES 64

struct ph_plugin {
    void* library;
    char path[512];
    char device_type[64];
    CustomRuntimeParams params;
    C_DeviceInterface iface;   /* develop's layout, copied from the plugin's own */
    const ph_layout_t* layout; /* the layout the plugin was built with */
    size_t device_count;
    /* Paddle names devices by C_Device; anyrt by index. Index i is the i-th id of get_device_list
     * (init_device may rewrite it to a physical id, as Paddle allows). */
    struct C_Device_st devices[PH_MAX_DEVICES];
    anyrt_backend_table_t table;
};

/* The host's record of a communicator: Paddle's comm plus what anyrt asks of it. */
typedef struct {
    C_CCLComm raw;
    int rank;
    int nranks;
} ph_comm_t;

/* Sets the calling thread's message for `last_error_message`; returns `status`. */
anyrt_status_t ph_fail(anyrt_status_t status, const char* fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
const char* ph_last_error(void);

#endif /* ANYRT_PADDLE_HOST_PRIVATE_H_ */
