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

/* handles.c at shutdown: a capture the program left running on `stream` is dropped. */
void anyrt__capture_forget(anyrt__handle_t* stream);
/* handles.c at shutdown: a graph or executable graph the program left. */
void anyrt__capture_destroy_raw(anyrt__handle_kind_t kind, anyrt__backend_t* backend, int device, void* raw);

#endif /* ANYRT_CAPTURE_PRIVATE_H_ */
