/* What the hand-written halves of the Paddle Custom Device plugin share: the backend it serves,
 * its devices, status conversion and the kernel error that surfaces at the next sync point. */
#ifndef ANYRT_PADDLE_PLUGIN_PRIVATE_H_
#define ANYRT_PADDLE_PLUGIN_PRIVATE_H_

#include "paddle_plugin_internal.h"

/* The anyrt backend this library serves (from its file name) and its device kind. */
extern char ap__backend[64];
extern anyrt_device_kind_t ap__kind;
/* Paddle's name of the device type this library serves (anyrt_<backend>), for messages. */
extern char ap__device_type[80];

/* Makes device `id` of the plugin's backend the calling thread's current anyrt device. */
anyrt_status_t ap__use_device(int id);
/* Makes the plugin's backend current on this thread if another kind is (Paddle calls the xccl_*
 * fields and kernels without a device argument, after set_device on some thread). */
anyrt_status_t ap__use_own_kind(void);
/* anyrt status -> C_Status (`what` names the anyrt call for the message on stderr). */
C_Status ap__status(anyrt_status_t st, const char* what);
/* Records a kernel's failure. Between ap__kernel_enter and ap__kernel_leave (a kernel's entry point)
 * the first one is raised by ap__kernel_leave as a C++ exception, which Paddle turns into the Python
 * error of the call that ran the kernel; elsewhere (or without libstdc++) the next synchronization of
 * a stream, event or device (and every device-to-host copy) returns C_ERROR, and the message goes to stderr. */
void ap__kernel_failed(const char* kernel, const char* fmt, ...) __attribute__((format(printf, 2, 3)));
/* C_ERROR once if a kernel failed since the last call, else C_SUCCESS. */
C_Status ap__take_kernel_error(void);

#endif /* ANYRT_PADDLE_PLUGIN_PRIVATE_H_ */
