/* Declarations shared by the hand-written core files only. */
#ifndef ANYRT_CORE_PRIVATE_H_
#define ANYRT_CORE_PRIVATE_H_

#include <pthread.h>

#include "anyrt_core.h"

/* loader.c */
anyrt_status_t anyrt__ensure_loaded(void);
const char* anyrt__load_message(void);
anyrt__backend_t* anyrt__backend_for_kind(anyrt_device_kind_t kind);
const anyrt__backend_t* anyrt__refused_for_kind(anyrt_device_kind_t kind);
/* Copies a public struct the core filled (`full` bytes) into the caller's, writing only as much as
 * the caller's struct_size (its first member) says and keeping that; 0 if struct_size is unset. */
int anyrt__struct_out(void* dst, const void* src, size_t full);
void anyrt__default_device(anyrt_device_kind_t* kind, int* index);
anyrt_status_t anyrt__ready_device(anyrt__call_t* call, anyrt__backend_t* backend, int device);

/* state.c */
void anyrt__current(anyrt_device_kind_t* kind, int* index);
void anyrt__forget_thread_state(void);
anyrt_stream_t anyrt__tls_stream(void);
void anyrt__reset_fallbacks(void);

/* handles.c */
anyrt_status_t anyrt__default_stream(anyrt__call_t* call, const anyrt__target_t* t, anyrt_stream_t* out);
void anyrt__destroy_all_handles(anyrt__backend_t* backend);
void anyrt__destroy_core_handles(void); /* tensor descriptors left alive: at shutdown, after every backend */
void anyrt__bury_retired_handles(void); /* at shutdown: dead wrappers are never reused after it */
size_t anyrt__count_live_handles(void); /* user-created ones: default streams are the core's own */
void anyrt__describe_live_handles(int (*line)(void* ctx, const char* text), void* ctx);
/* Calls fn on every live stream of (backend, device) under the handle lock's protection. */
anyrt_status_t anyrt__for_each_stream(anyrt__call_t* call, const anyrt__target_t* t,
                                      anyrt_status_t (*fn)(anyrt__call_t*, const anyrt__target_t*, anyrt_backend_stream_t));

/* state.c: the shutdown fence */
void anyrt__fence_calls(int on);
int anyrt__calls_in_flight(void);

/* In a fork child (loader.c's atfork handler): each file drops what it inherited. */
void anyrt__handles_after_fork(void);  /* every inherited handle dies ("destroyed by fork") */
void anyrt__registry_after_fork(void); /* inherited allocations are forgotten */
void anyrt__state_after_fork(void);    /* locks, fallbacks and the shutdown fence start over */

/* registry.c */
typedef struct {
    char* start;
    size_t size;
    anyrt__backend_t* backend;
    int device;
    anyrt__mem_kind_t kind;
    const char* created_by; /* the public call that made it */
    char* site;             /* validation layer: the caller's location, owned by the registry */
} anyrt__alloc_t;
int anyrt__find_alloc(const void* ptr, anyrt__alloc_t* out);
/* Makes the handle the call's target (checked live and of `kind`); *raw gets the backend's handle. */
anyrt_status_t anyrt__target_handle(anyrt__call_t* call, anyrt__target_t* t, const char* param, anyrt__handle_t* h,
                                    anyrt__handle_kind_t kind, void** raw);
size_t anyrt__release_all_allocs(anyrt__backend_t* backend);
size_t anyrt__count_allocs(void);
/* Calls line() with one sentence per live allocation (leak reports). */
void anyrt__describe_allocs(int (*line)(void* ctx, const char* text), void* ctx);

/* validate.c */
char* anyrt__take_site(void); /* the caller's location set by anyrt_set_call_site, or NULL; caller frees */
void anyrt__clear_site(void);
const char* anyrt__peek_site(void); /* the same, borrowed for this call; NULL when unset or not validating */
/* races.c: an allocation's access history ends with it; all of it at shutdown and in a forked child */
void anyrt__race_forget(const void* start);
void anyrt__races_reset(void);
void anyrt__races_after_fork(void);
void anyrt__trace_after_fork(void); /* trace.c: the child writes its own file (%p) or none */
void anyrt__report_leaks(const char* when);

/* fallbacks.c: divides `count` elements of `buf` by the communicator's size, staged through the host
 * after `stream` synchronized (avg as a sum, then this) */
anyrt_status_t anyrt__ccl_scale_on_host(anyrt__call_t* call, const anyrt__target_t* t, void* buf, size_t count,
                                        anyrt_dtype_t dtype, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
/* ccl_staged.c: anyrt__staged_comm_backend is declared in anyrt_core.h (the generated capture uses it) */
/* The staged reductions, for the avg_via_sum fallbacks: NOT_SUPPORTED (nothing recorded) when the
 * communicator is not a staged one. */
anyrt_status_t anyrt__staged_all_reduce(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf,
                                        size_t count, anyrt_dtype_t dtype, anyrt_reduce_op_t op, anyrt_backend_comm_t comm,
                                        anyrt_backend_stream_t stream);
anyrt_status_t anyrt__staged_reduce(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf, void* recvbuf,
                                    size_t count, anyrt_dtype_t dtype, anyrt_reduce_op_t op, int root,
                                    anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
anyrt_status_t anyrt__staged_reduce_scatter(anyrt__call_t* call, const anyrt__target_t* t, const void* sendbuf,
                                            void* recvbuf, size_t recv_count, anyrt_dtype_t dtype, anyrt_reduce_op_t op,
                                            anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);

/* ccl_staged.c: from anyrt__leave, a wait returns the failure of a staged collective queued before it */
anyrt_status_t anyrt__staged_errors_at_wait(anyrt__call_t* call, anyrt_status_t status);

/* trace.c */
void anyrt__trace_open(void);  /* at load: start the file named by ANYRT_TRACE (once per process) */
void anyrt__trace_flush(void); /* at shutdown: push buffered events to the file */
void anyrt__trace_call(anyrt__call_t* call, anyrt_status_t status); /* one event for a finished call */
uint64_t anyrt__now_ns(void);

#endif /* ANYRT_CORE_PRIVATE_H_ */
