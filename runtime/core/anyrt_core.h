/* Internal contract between the generated dispatch (generated/src/anyrt_api.c: the public entry
 * points; anyrt_route.c: slot or fallback; anyrt_tables.c: the spec's lookup tables) and the
 * hand-written core (this folder). Not installed; not part of the public API. */
#ifndef ANYRT_CORE_H_
#define ANYRT_CORE_H_

#include <stdint.h>

#include "anyrt.h"
#include "anyrt_backend.h"

#define ANYRT__MAX_DEVICES 64
/* Vendor kinds: a backend that declares `custom` gets a kind of its own at load, numbered from
 * ANYRT__VENDOR_KIND_FIRST in load order and named as the backend (loader.c). Outside the enum, so
 * ANYRT_DEVICE_KIND_COUNT (the length of get_all_device_count's array) stays what callers built with. */
#define ANYRT__VENDOR_KIND_FIRST 64
#define ANYRT__VENDOR_KIND_MAX 32
#define ANYRT__KIND_SLOTS (ANYRT__VENDOR_KIND_FIRST + ANYRT__VENDOR_KIND_MAX)
#define ANYRT__HANDLE_LIVE 0x616e7972u /* "anyr": a live wrapper */
#define ANYRT__HANDLE_DEAD 0x64656164u /* "dead": destroyed; wrappers are never returned to malloc */
#define ANYRT__HANDLE_DYING 0x6479696eu /* "dyin": a destroy call holds it; a concurrent one is refused */

typedef struct anyrt__backend anyrt__backend_t;

/* loader.c, for the generated tables: whether `kind` is a vendor kind assigned now, and its name ("?" if not). */
int anyrt__vendor_kind_in_use(int kind);
const char* anyrt__vendor_kind_name(int kind);

/* A device's device memory as the core counts it (registry.c, under its lock): anyrt_get_memory_stats. */
typedef struct {
    size_t allocated; /* bytes live now */
    size_t peak;      /* most bytes live at once since load or anyrt_reset_peak_memory_stats */
    size_t count;     /* live allocations */
} anyrt__mem_stats_t;

struct anyrt__backend {
    anyrt_backend_table_t table; /* the plugin's table, zero past its struct_size */
    anyrt_backend_info_t info;
    void* library;
    int index;                                /* position in the load list */
    int built_alias;                          /* the kind_alias its build gave it (ANYRT_BACKEND_KIND_ALIAS_NAME), else -1 */
    unsigned char device_ready[ANYRT__MAX_DEVICES]; /* init_device done */
    struct anyrt_stream_st* default_stream[ANYRT__MAX_DEVICES];
    anyrt__mem_stats_t mem_stats[ANYRT__MAX_DEVICES];
};

#include "anyrt_handle_kinds.h" /* generated: one kind per spec handle */

/* One wrapper layout for every handle kind: the core dispatches by it. */
typedef struct anyrt__handle {
    uint32_t magic;
    anyrt__handle_kind_t kind;
    anyrt__backend_t* backend;
    int device;
    void* raw;
    struct anyrt__handle* next; /* live list, or free list once dead */
    struct anyrt__handle* prev;
    uint64_t serial; /* creation order, for leak reports */
    const char* created_by;   /* the public call that made it */
    const char* destroyed_by; /* the public call that destroyed it, once dead */
    char* site;               /* validation layer: the caller's location, owned */
    unsigned char track_named; /* tracing layer: its track's name was written */
    struct anyrt__handle* recorded_on; /* events: the stream of their latest record_event */
    uint32_t race_id;                  /* validation (races.c): the stream's or event's clock, 0 before first use */
    struct anyrt__capture* capture;    /* streams: the capture recording it (capture.c), or NULL */
} anyrt__handle_t;


typedef struct {
    anyrt__backend_t* backend;
    int device;
} anyrt__target_t;

/* Per-call context: the function for error records, the start time for tracing. */
typedef struct {
    const char* function;
    int slot;          /* ANYRT_SLOT_* or -1 for core functions */
    int ready_status;  /* NOT_READY is a result, not an error */
    anyrt__backend_t* backend;
    anyrt__handle_t* stream; /* the stream the call resolved, if any (tracing tracks) */
    anyrt__handle_t* target; /* the handle the call targets, if any */
    anyrt__handle_t* event;  /* the event the call targets or takes, if any */
    uint64_t race_seq;       /* validation: the call's operation number on its stream, once noted */
    int backend_ran;         /* a backend slot ran: a failed wait still waited (it reports a task's error) */
    int counted;             /* a dispatch call in flight: 1 + its in-flight stripe (state.c), else 0 */
    int kind_asked;          /* 1 + the kind the caller named (target.c): an alias stays current as named */
    int64_t correlation;     /* tracing layer: the number shared with the stream task it queued, else 0 */
    int traced;              /* tracing layer: it was on when the call entered (anyrt_trace_start may turn it on later) */
    uint64_t start_ns;       /* tracing layer: when the call entered */
    char args[320];          /* tracing layer: the call's arguments as JSON members */
} anyrt__call_t;

/* Layers (ANYRT_VALIDATE, ANYRT_TRACE): read once per load; when off, a call pays one branch. */
enum { ANYRT__LAYER_VALIDATE = 1, ANYRT__LAYER_TRACE = 2 };
extern int anyrt__layers;

/* ANYRT_HOST_FALLBACK=0 (read once per load): a fallback that would compute on the host for a device
 * that is not the host (an operator's portable kernel, an average's divide) fails instead, so that
 * "it runs on the device" can be checked, as the frameworks' fallback-off flags let one check. */
extern int anyrt__host_fallback_off;
/* 0, or NOT_SUPPORTED recorded: `what` would compute on the host for `t`'s device. `detail` (may be
 * NULL) says for which dtypes. */
anyrt_status_t anyrt__refuse_host_compute(anyrt__call_t* call, const anyrt__target_t* t, const char* what,
                                          const char* detail);

/* extents (validate.c): the memory a pointer param reaches, from the spec's `extent`: bounds of known
 * allocations checked always, the kind of memory needed only under validation.
 * `device` < 0 means the call's device; `via` names the param that chose the call's device. */
anyrt_status_t anyrt__validate_extent(anyrt__call_t* call, const anyrt__target_t* t, const char* param, const void* ptr,
                                      size_t bytes, int need_device, int device, const char* via);
int anyrt__copy_needs_device(anyrt_memcpy_kind_t kind, int dst_side);
size_t anyrt__extent_bytes(size_t count, int dtype, size_t ranks);
size_t anyrt__comm_ranks(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_comm_t comm);
int anyrt__comm_own_rank(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_comm_t comm);
size_t anyrt__extent_counts_bytes(const size_t* counts, const size_t* displs, size_t ranks, int own, int dtype);

/* tracing layer (trace.c): arguments appended as JSON members; one event per call at leave;
 * a stream task's start and end are stamped by host callbacks queued around its work. */
void anyrt__trace_args(anyrt__call_t* call, const char* fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
void* anyrt__task_begin(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t stream);
void anyrt__task_end(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t stream, void* task,
                     anyrt_status_t status);

/* call lifecycle */
anyrt_status_t anyrt__enter(anyrt__call_t* call, const char* function, int slot, int ready_status);
anyrt_status_t anyrt__leave(anyrt__call_t* call, anyrt_status_t status);
anyrt_status_t anyrt__fail(anyrt__call_t* call, anyrt_status_t status, const char* param, const char* fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;
/* A backend slot returned `status`: record the backend's own message when it failed. */
anyrt_status_t anyrt__from_backend(anyrt__call_t* call, const anyrt__target_t* t, anyrt_status_t status);
anyrt_status_t anyrt__not_supported(anyrt__call_t* call, const anyrt__target_t* t);
/* The runtime served `slot` for a backend that lacks it (warned once per backend and slot; the slot,
 * not the public call that reached it, since one call can fall back in a slot it calls internally). */
void anyrt__note_fallback(anyrt__call_t* call, const anyrt__target_t* t, const char* slot);

/* An operator slot was absent or said NOT_SUPPORTED: run the portable kernel (op_fallback.c). */
anyrt_status_t anyrt__op_fallback(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);

/* argument domains */
size_t anyrt__dtype_size(int dtype);
anyrt_device_kind_t anyrt__current_kind(void);
int anyrt__valid_device_index(anyrt__call_t* call, anyrt_device_kind_t kind, int index);
/* The spec's not_device_index check: fails with `status`, naming how many devices the kind has, or why none. */
anyrt_status_t anyrt__check_device_index(anyrt__call_t* call, anyrt_status_t status, anyrt_device_kind_t kind,
                                         const char* param, int index);
int anyrt__valid_rank(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_comm_t comm, int rank);
/* 1 when n is the communicator's size (or its size cannot be asked: the backend then checks). */
int anyrt__is_comm_size(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_comm_t comm, int n);

/* targeting: find the backend and device of a call */
anyrt_status_t anyrt__target_current(anyrt__call_t* call, anyrt__target_t* t);
anyrt_status_t anyrt__target_kind(anyrt__call_t* call, anyrt__target_t* t, anyrt_device_kind_t kind);
anyrt_status_t anyrt__target_kind_index(anyrt__call_t* call, anyrt__target_t* t, anyrt_device_kind_t kind, int index);
anyrt_status_t anyrt__target_index(anyrt__call_t* call, anyrt__target_t* t, int index);
anyrt_status_t anyrt__target_pointer(anyrt__call_t* call, anyrt__target_t* t, const char* param, const void* ptr);
anyrt_status_t anyrt__target_pointers(anyrt__call_t* call, anyrt__target_t* t, const void* a, const void* b);
/* Handle targets: a NULL nullable stream means the thread's current stream of the current device. */
anyrt_status_t anyrt__target_stream(anyrt__call_t* call, anyrt__target_t* t, const char* param, anyrt_stream_t s,
                                    anyrt_backend_stream_t* raw);
anyrt_status_t anyrt__target_event(anyrt__call_t* call, anyrt__target_t* t, const char* param, anyrt_event_t e,
                                   anyrt_backend_event_t* raw);
anyrt_status_t anyrt__target_comm(anyrt__call_t* call, anyrt__target_t* t, const char* param, anyrt_comm_t c,
                                  anyrt_backend_comm_t* raw);
anyrt_status_t anyrt__target_module(anyrt__call_t* call, anyrt__target_t* t, const char* param, anyrt_module_t m,
                                    anyrt_backend_module_t* raw);
/* Further handle params: must be valid and, with same_device, on the target's backend and device. */

/* handle lifetimes */
anyrt_status_t anyrt__wrap(anyrt__call_t* call, anyrt__handle_kind_t kind, anyrt__backend_t* backend, int device,
                           void* raw, void** out);
void anyrt__retire(anyrt__handle_t* h);
/* A destroy call claims its handle before the backend sees it (LIVE -> DYING), so two threads
 * destroying one handle get one destroy and one clean error; a failed destroy gives it back. */
anyrt_status_t anyrt__claim_handle(anyrt__call_t* call, const char* param, void* handle, int* claimed);
void anyrt__unclaim_handle(void* handle);
/* Checks a handle argument of `kind` (NULL allowed if nullable; on the call's device if same_device)
 * and gives its raw handle; marks a handle dead once its destroy succeeded. The per-kind forms
 * (anyrt__unwrap_stream, ...) are generated in anyrt_tables.c. */
anyrt_status_t anyrt__unwrap_handle(anyrt__call_t* call, const anyrt__target_t* t, const char* param, anyrt__handle_t* h,
                                    anyrt__handle_kind_t kind, int nullable, int same_device, void** raw);
anyrt_status_t anyrt__retire_handle(anyrt__call_t* call, anyrt__handle_t* h);
anyrt_status_t anyrt__alloc_scratch(anyrt__call_t* call, void** out, size_t count, size_t size);

/* allocation registry */
typedef enum { ANYRT__MEM_DEVICE, ANYRT__MEM_HOST, ANYRT__MEM_UNIFIED } anyrt__mem_kind_t;
anyrt_status_t anyrt__register_alloc(anyrt__call_t* call, const anyrt__target_t* t, void* ptr, size_t size,
                                     anyrt__mem_kind_t kind);
/* Finds the allocation starting at `ptr` of `kind` on the target; writes its size. */
anyrt_status_t anyrt__lookup_release(anyrt__call_t* call, const anyrt__target_t* t, const char* param, void* ptr,
                                     anyrt__mem_kind_t kind, size_t* size, int* claimed);
void anyrt__unregister_alloc(void* ptr);
/* A free that anyrt__lookup_release let through has returned: forget the allocation, or on failure
 * make it freeable again. */
void anyrt__end_release(void* ptr, anyrt_status_t status);

/* prepare hooks and effects named in the spec */
anyrt_status_t anyrt__prepare_infer_memcpy_kind(anyrt__call_t* call, const anyrt__target_t* t, void* dst,
                                                const void* src, anyrt_memcpy_kind_t* kind);
anyrt_status_t anyrt__effect_set_current_device(anyrt__call_t* call, const anyrt__target_t* t);

/* host callbacks (callbacks.c): stream_add_callback's fn runs through the core's trampoline, so the
 * core knows when a thread is inside a callback and on which stream. */
anyrt_status_t anyrt__prepare_wrap_host_fn(anyrt__call_t* call, const anyrt__target_t* t, anyrt_host_fn_t* fn,
                                           void** user_data);
void anyrt__unwrap_host_fn(anyrt_host_fn_t fn, void* user_data); /* the slot refused it: free the record */
int anyrt__in_host_fn(void);
/* A `blocks` call made inside a callback that it would wait for (its own stream, its device, an
 * event recorded behind it on its own stream) fails instead of deadlocking. */
anyrt_status_t anyrt__check_blocking(anyrt__call_t* call, const anyrt__target_t* t);
anyrt_status_t anyrt__effect_note_event_record(anyrt__call_t* call, const anyrt__target_t* t);

/* validation (races.c): conflicting accesses to an allocation from streams that nothing orders */
anyrt_status_t anyrt__race_check(anyrt__call_t* call, const anyrt__target_t* t, const char* param, const void* ptr,
                                 size_t bytes, int write, int async);
void anyrt__race_note(anyrt__call_t* call, const anyrt__target_t* t, const char* param, const void* ptr, size_t bytes,
                      int write, int async);
void anyrt__race_host_waited(anyrt__call_t* call, const anyrt__target_t* t); /* after a `blocks` call */
void anyrt__race_event_recorded(anyrt__call_t* call);
anyrt_status_t anyrt__effect_note_stream_wait(anyrt__call_t* call, const anyrt__target_t* t);
anyrt_status_t anyrt__effect_note_completion(anyrt__call_t* call, const anyrt__target_t* t);
/* ccl_staged.c: the thread's group depth (any backend's group), so staged collectives wait at its end */
anyrt_status_t anyrt__effect_group_entered(anyrt__call_t* call, const anyrt__target_t* t);
anyrt_status_t anyrt__effect_group_left(anyrt__call_t* call, const anyrt__target_t* t);

/* ccl_compose.c: the ranks' agreement before a collective the core composes of sends and receives
 * (generated from the spec's `agree:` params, anyrt_route.c): values[0] is the collective's slot and
 * names[0] its name, names[i] the argument of values[i]; n <= ANYRT__AGREE_FIELDS. */
#define ANYRT__AGREE_FIELDS 8
anyrt_status_t anyrt__ccl_agree(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_comm_t comm,
                                anyrt_backend_stream_t stream, const char* const* names, const int64_t* values, int n,
                                unsigned digests); /* bit i: values[i] is a count array's digest */
int64_t anyrt__agree_digest(const size_t* counts, int n);
int anyrt__ccl_group_depth(void); /* ccl_staged.c */

/* ccl_staged.c: 1 when the core makes this backend's communicators (it has no collective slots) */
int anyrt__staged_comm_backend(const anyrt__backend_t* backend);

/* capture.c: 1 while the call's stream is captured by its backend (native graphs); the refusal of a
 * fallback that would work on the host now (NOT_SUPPORTED naming `stream`, the capture intact) */
int anyrt__capture_native(const anyrt__call_t* call);
anyrt_status_t anyrt__native_capture_refuses(anyrt__call_t* call, const anyrt__target_t* t);

/* helpers for fallbacks */
anyrt_status_t anyrt__sync_raw_stream(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t stream);

#include "anyrt_dispatch_internal.h" /* generated: anyrt__impl_* and hand-written fallback prototypes */

#endif /* ANYRT_CORE_H_ */
