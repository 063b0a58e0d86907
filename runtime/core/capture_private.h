/* Graph capture (capture.c): what the generated record and replay of each stream-ordered call
 * (generated/src/anyrt_capture.c), the dispatch and the operator engine share with the core's
 * capture. */
#ifndef ANYRT_CAPTURE_PRIVATE_H_
#define ANYRT_CAPTURE_PRIVATE_H_

#include "anyrt_core.h"

typedef struct anyrt__capture_node anyrt__capture_node_t;

/* One kind of recorded call: its name (in messages), how to queue it again, what it owns. */
typedef struct {
    const char* function;
    anyrt_status_t (*replay)(anyrt__call_t* call, const anyrt__target_t* t, const anyrt__capture_node_t* node,
                             anyrt_backend_stream_t stream);
    void (*release)(anyrt__capture_node_t* node); /* NULL: it owns nothing beyond itself */
    /* graph_exec_update: whether `b` may replace `a` (same call; NULL: any arguments may change) */
    int (*same_shape)(const anyrt__capture_node_t* a, const anyrt__capture_node_t* b);
} anyrt__capture_ops_t;

/* A recorded call; the generated record structs start with it. */
struct anyrt__capture_node {
    anyrt__capture_node_t* next;
    const anyrt__capture_ops_t* ops;
    struct anyrt__capture_hold* held[2]; /* the handles it references (capture_hold), let go with it */
};

/* Whether any stream captures: the dispatch's one branch while none does. */
extern int anyrt__capture_count;
static inline int anyrt__capture_any(void) { return __atomic_load_n(&anyrt__capture_count, __ATOMIC_ACQUIRE) != 0; }

/* Whether the call's stream is captured by the core (a native capture runs the backend's calls). */
int anyrt__capturing(const anyrt__call_t* call);
/* A recorded call's node, zeroed, `size` bytes, into *out; an invalidated capture refuses further
 * calls, naming the call that broke it. */
anyrt_status_t anyrt__capture_alloc(anyrt__call_t* call, size_t size, const anyrt__capture_ops_t* ops, void** out);
/* Appends the node to the call's stream's capture (it then belongs to the graph). */
anyrt_status_t anyrt__capture_append(anyrt__call_t* call, anyrt__capture_node_t* node);
/* The record `node` references `raw`, a handle of `kind` (an event, a communicator): it holds it, so
 * a destroy meanwhile kills the handle but leaves the backend's object to the last record that holds
 * it (CUDA keeps a captured event's dependency in the graph). */
anyrt_status_t anyrt__capture_hold(anyrt__call_t* call, const anyrt__target_t* t, anyrt__capture_node_t* node,
                                   anyrt__handle_kind_t kind, void* raw);
/* A node that was not appended: freed with what it holds; returns `st`. */
anyrt_status_t anyrt__capture_discard(anyrt__capture_node_t* node, anyrt_status_t st);
/* The destroy of a handle: 1 if a record holds it (the backend's destroy then runs when the last
 * holder goes), else 0 (destroy it now). */
int anyrt__capture_keeps(anyrt__handle_kind_t kind, anyrt__backend_t* backend, int device, void* raw);
/* The backend destroy of a held handle whose last holder went (generated: anyrt_capture.c). */
void anyrt__capture_destroy_held(anyrt__handle_kind_t kind, anyrt__backend_t* backend, int device, void* raw);
/* record_event's effect (callbacks.c): an event recorded on a stream of a capture marks what the
 * recording stream had done, so a stream that waits for it joins the capture (CUDA's fork). */
void anyrt__capture_note_record(anyrt__call_t* call);

/* A call that cannot be captured (`what` it does, in words) while a capture it concerns is active:
 * fails naming the capture, and invalidates it, as CUDA does. */
enum { ANYRT__CAPTURE_SYNC, ANYRT__CAPTURE_ALLOC, ANYRT__CAPTURE_QUERY };
anyrt_status_t anyrt__capture_refuse(anyrt__call_t* call, const anyrt__target_t* t, int why);

/* An operator launch on a capturing stream (ops.c). */
anyrt_status_t anyrt__capture_op(anyrt__call_t* call, const anyrt__target_t* t,
                                 anyrt_status_t (*impl)(anyrt__call_t*, const anyrt__target_t*, const anyrt_op_launch_t*),
                                 const anyrt_op_launch_t* launch, size_t attrs_size);

/* callbacks.c: the caller's function and data back from a trampoline record (which is freed), so a
 * replay can wrap them again. */
void anyrt__host_fn_unwrap_keep(anyrt_host_fn_t* fn, void** user_data);

/* callbacks.c: while the call's stream is captured by its backend (native), the capture takes `record`
 * (freed with the graph, which runs it at every launch) and this returns 1; else 0. */
int anyrt__capture_native_keep(anyrt__call_t* call, void* record);

/* The dispatch after a call a backend's own capture took: the capture holds `raw`, a handle of `kind`
 * the call references (launch_kernel's module), for its graph; nothing when the stream does not
 * capture natively. */
anyrt_status_t anyrt__capture_native_hold(anyrt__call_t* call, const anyrt__target_t* t, anyrt__handle_kind_t kind,
                                          void* raw);

/* handles.c at shutdown: a capture the program left running on `stream` is dropped. */
void anyrt__capture_forget(anyrt__handle_t* stream);
/* handles.c at shutdown: a graph or executable graph the program left. */
void anyrt__capture_destroy_raw(anyrt__handle_kind_t kind, anyrt__backend_t* backend, int device, void* raw);

#endif /* ANYRT_CAPTURE_PRIVATE_H_ */
