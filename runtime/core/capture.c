/* Graph capture for every backend. While a stream captures, each stream-ordered call on it is
 * recorded with its arguments (the record and replay of each is generated from its spec entry,
 * generated/src/anyrt_capture.c; operators are recorded here, as one launch) instead of run; a graph
 * is that list, an executable graph shares it, and a launch queues each call again, in order, on the
 * launch's stream through the same slot-or-fallback routing as an eager call (no checks again: they
 * ran at capture). A backend with graphs of its own (the native_* slots) captures instead.
 *
 * A capture owns what its records reference: the handles (capture_hold: an event or communicator
 * destroyed meanwhile is destroyed in the backend with the last graph that holds it) and the streams
 * that joined it. Cross-stream capture is CUDA's: an event recorded on a stream of the capture marks
 * what that stream had recorded so far; another stream that waits for it joins the capture (its calls
 * are recorded into it, in the order they are made, so a launch that runs them all in that order on
 * one stream keeps every dependency), and stream_end_capture fails, as cudaErrorStreamCaptureUnjoined,
 * while a joined stream recorded calls the capturing stream did not wait for (through events, at any
 * remove). Each stream keeps a clock of how many of every member's calls it has waited for. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "capture_private.h"
#include "core_private.h"
#include "ops_private.h"

int anyrt__capture_count;

enum { MAX_MEMBERS = 16 }; /* streams in one capture: the one that began it and those that joined */

/* An event recorded in a capture: what its stream had waited for then (seen) and its own calls. */
typedef struct mark {
    const anyrt__handle_t* event;
    uint64_t serial; /* the event's, so a wrapper reused for another event matches no mark */
    uint32_t seen[MAX_MEMBERS];
    struct mark* next;
} mark_t;

/* A handle that records reference (capture_hold): one per backend object, counted. */
typedef struct anyrt__capture_hold {
    anyrt__handle_kind_t kind;
    anyrt__backend_t* backend;
    int device;
    void* raw;
    int refs;
    int doomed; /* its handle was destroyed: the backend's destroy runs with the last reference */
    struct anyrt__capture_hold* next;
} hold_t;

typedef struct anyrt__capture {
    anyrt__handle_t* stream;
    anyrt_capture_mode_t mode;
    pthread_t thread;  /* the thread that began it: thread_local mode refuses only its calls */
    int native;        /* the backend captures; nothing is recorded here */
    int invalidated;
    char why[160];     /* the call that invalidated it */
    anyrt__capture_node_t* head;
    anyrt__capture_node_t** tail;
    size_t count;
    struct anyrt__capture* next; /* the active captures */
    int members;                              /* member[0] is `stream`; the others joined */
    anyrt__handle_t* member[MAX_MEMBERS];     /* NULL once forgotten (shutdown) */
    uint32_t work[MAX_MEMBERS];               /* the calls each recorded, waits and event records aside */
    uint32_t seen[MAX_MEMBERS][MAX_MEMBERS];  /* seen[i][j]: how many of member j's calls i waited for */
    mark_t* marks;
} capture_t;

/* What a capture recorded: shared by its graph and the executable graphs made of it, immutable. */
typedef struct {
    int refs;
    anyrt__capture_node_t* head;
    size_t count;
} body_t;

/* The raw handle of a graph and of an executable graph alike. */
typedef struct {
    int native;
    void* raw;    /* the backend's graph or executable graph, if native */
    body_t* body; /* the core's, otherwise (an update swaps an executable graph's) */
} graph_t;

static pthread_mutex_t capture_lock = PTHREAD_MUTEX_INITIALIZER; /* the active list, nodes, body references, holds */
static capture_t* active;
static hold_t* holds;

static const char* const mode_names[] = {"global", "thread_local", "relaxed"};
/* The calling thread's mode (thread_exchange_capture_mode): relaxed lifts the refusals of calls that
 * concern other streams' captures, as CUDA's thread mode does. */
static _Thread_local anyrt_capture_mode_t thread_mode = ANYRT_CAPTURE_MODE_GLOBAL;

static void invalidate(capture_t* c, const char* function) {
    if (!c->invalidated) snprintf(c->why, sizeof c->why, "anyrt_%s", function);
    c->invalidated = 1;
}

static void unhold(hold_t* h) {
    pthread_mutex_lock(&capture_lock);
    int last = --h->refs == 0;
    if (last) {
        hold_t** p = &holds;
        while (*p != h) p = &(*p)->next;
        *p = h->next;
    }
    pthread_mutex_unlock(&capture_lock);
    if (!last) return;
    if (h->doomed) anyrt__capture_destroy_held(h->kind, h->backend, h->device, h->raw);
    free(h);
}

static void free_node(anyrt__capture_node_t* n) {
    if (n->ops->release) n->ops->release(n);
    for (size_t i = 0; i < sizeof n->held / sizeof n->held[0]; ++i)
        if (n->held[i]) unhold(n->held[i]);
    free(n);
}

static void free_nodes(anyrt__capture_node_t* n) {
    while (n) {
        anyrt__capture_node_t* next = n->next;
        free_node(n);
        n = next;
    }
}

static void free_capture(capture_t* c) {
    free_nodes(c->head);
    while (c->marks) {
        mark_t* m = c->marks;
        c->marks = m->next;
        free(m);
    }
    free(c);
}

anyrt_status_t anyrt__capture_hold(anyrt__call_t* call, const anyrt__target_t* t, anyrt__capture_node_t* node,
                                   anyrt__handle_kind_t kind, void* raw) {
    size_t slot = 0;
    while (slot < sizeof node->held / sizeof node->held[0] && node->held[slot]) ++slot;
    hold_t* fresh = malloc(sizeof *fresh);
    if (fresh == NULL || slot == sizeof node->held / sizeof node->held[0]) {
        free(fresh);
        return anyrt__fail(call, ANYRT_STATUS_OUT_OF_MEMORY, NULL, "no host memory to hold the %s the call references",
                           anyrt__handle_nouns[kind]);
    }
    pthread_mutex_lock(&capture_lock);
    hold_t* h = holds;
    while (h && !(h->kind == kind && h->backend == t->backend && h->device == t->device && h->raw == raw)) h = h->next;
    if (h == NULL) {
        *fresh = (hold_t){kind, t->backend, t->device, raw, 0, 0, holds};
        holds = h = fresh;
        fresh = NULL;
    }
    ++h->refs;
    pthread_mutex_unlock(&capture_lock);
    free(fresh);
    node->held[slot] = h;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t anyrt__capture_discard(anyrt__capture_node_t* node, anyrt_status_t st) {
    free_node(node);
    return st;
}

int anyrt__capture_keeps(anyrt__handle_kind_t kind, anyrt__backend_t* backend, int device, void* raw) {
    pthread_mutex_lock(&capture_lock);
    hold_t* h = holds;
    while (h && !(h->kind == kind && h->backend == backend && h->device == device && h->raw == raw)) h = h->next;
    if (h) h->doomed = 1;
    pthread_mutex_unlock(&capture_lock);
    return h != NULL;
}

/* ---- streams joining a capture through events (under capture_lock) */

static int member_index(const capture_t* c, const anyrt__handle_t* stream) {
    for (int i = 0; i < c->members; ++i)
        if (c->member[i] == stream) return i;
    return -1;
}

static mark_t* find_mark(capture_t* c, const anyrt__handle_t* event) {
    for (mark_t* m = c->marks; m; m = m->next)
        if (m->event == event && m->serial == event->serial) return m;
    return NULL;
}

static void drop_marks(const anyrt__handle_t* event) {
    for (capture_t* c = active; c; c = c->next) {
        for (mark_t** p = &c->marks; *p;) {
            mark_t* m = *p;
            if (m->event == event) {
                *p = m->next;
                free(m);
            } else {
                p = &m->next;
            }
        }
    }
}

void anyrt__capture_note_record(anyrt__call_t* call) {
    if (!anyrt__capture_any() || call->target == NULL) return;
    mark_t* m = calloc(1, sizeof *m);
    pthread_mutex_lock(&capture_lock);
    drop_marks(call->target); /* the latest record is the one a wait sees, as in CUDA */
    capture_t* c = call->stream ? call->stream->capture : NULL;
    int i = c && !c->native ? member_index(c, call->stream) : -1;
    if (i >= 0 && m != NULL) {
        m->event = call->target;
        m->serial = call->target->serial;
        memcpy(m->seen, c->seen[i], sizeof m->seen);
        m->next = c->marks;
        c->marks = m;
        m = NULL;
    } else if (i >= 0) {
        invalidate(c, "record_event (no host memory to mark the event)");
    }
    pthread_mutex_unlock(&capture_lock);
    free(m);
}

/* A stream that waits for an event recorded in an active capture joins it; the capture, or NULL. */
static capture_t* join(anyrt__handle_t* stream, const anyrt__handle_t* event) {
    capture_t* found = NULL;
    pthread_mutex_lock(&capture_lock);
    for (capture_t* c = active; c && !found; c = c->next)
        if (!c->native && find_mark(c, event)) found = c;
    if (found && stream->capture == NULL) {
        if (found->members == MAX_MEMBERS) {
            invalidate(found, "stream_wait_event (a stream past the 16 one capture may join)");
            found = NULL;
        } else {
            int i = found->members++;
            found->member[i] = stream;
            found->work[i] = 0;
            memset(found->seen[i], 0, sizeof found->seen[i]);
            __atomic_store_n(&stream->capture, found, __ATOMIC_RELEASE);
        }
    }
    capture_t* now = stream->capture;
    pthread_mutex_unlock(&capture_lock);
    return now;
}

static body_t* body_ref(body_t* b) {
    pthread_mutex_lock(&capture_lock);
    ++b->refs;
    pthread_mutex_unlock(&capture_lock);
    return b;
}

static void body_unref(body_t* b) {
    pthread_mutex_lock(&capture_lock);
    int last = --b->refs == 0;
    pthread_mutex_unlock(&capture_lock);
    if (last) {
        free_nodes(b->head);
        free(b);
    }
}

static capture_t* capture_of(const anyrt__handle_t* h) {
    return h ? __atomic_load_n(&h->capture, __ATOMIC_ACQUIRE) : NULL;
}

int anyrt__capturing(const anyrt__call_t* call) {
    const capture_t* c = capture_of(call->stream);
    if (c == NULL && call->slot == ANYRT_SLOT_STREAM_WAIT_EVENT && call->stream && call->event)
        c = join(call->stream, call->event); /* CUDA's fork: the waiting stream joins the capture */
    return c != NULL && !c->native;
}

anyrt_status_t anyrt__capture_alloc(anyrt__call_t* call, size_t size, const anyrt__capture_ops_t* ops, void** out) {
    capture_t* c = capture_of(call->stream);
    pthread_mutex_lock(&capture_lock);
    int invalidated = c->invalidated;
    char why[sizeof c->why];
    memcpy(why, c->why, sizeof why);
    pthread_mutex_unlock(&capture_lock);
    *out = NULL;
    if (invalidated)
        return anyrt__fail(call, ANYRT_STATUS_ERROR, "stream", "captures, but %s invalidated the capture: end it "
                           "(stream_end_capture fails) and capture again", why);
    anyrt__capture_node_t* n = calloc(1, size);
    if (n == NULL) return anyrt__fail(call, ANYRT_STATUS_OUT_OF_MEMORY, NULL, "no host memory to record the call");
    n->ops = ops;
    *out = n;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t anyrt__capture_append(anyrt__call_t* call, anyrt__capture_node_t* node) {
    capture_t* c = capture_of(call->stream);
    pthread_mutex_lock(&capture_lock);
    *c->tail = node;
    c->tail = &node->next;
    ++c->count;
    int i = member_index(c, call->stream);
    if (i >= 0 && call->slot == ANYRT_SLOT_STREAM_WAIT_EVENT) { /* it now has waited for what the event saw */
        const mark_t* m = call->event ? find_mark(c, call->event) : NULL;
        for (int j = 0; m && j < c->members; ++j)
            if (m->seen[j] > c->seen[i][j]) c->seen[i][j] = m->seen[j];
    } else if (i >= 0 && call->slot != ANYRT_SLOT_RECORD_EVENT) { /* work of its own */
        c->seen[i][i] = ++c->work[i];
    }
    pthread_mutex_unlock(&capture_lock);
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t anyrt__capture_refuse(anyrt__call_t* call, const anyrt__target_t* t, int why) {
    (void)t;
    static const char* const what[] = {"waits for queued work", "allocates or frees memory outside stream order",
                                       "queries the capturing stream"};
    anyrt__handle_t* own = call->target && call->target->kind == ANYRT__HANDLE_STREAM ? call->target : NULL;
    pthread_mutex_lock(&capture_lock);
    capture_t* hit = own ? own->capture : NULL;
    int own_hit = hit != NULL;
    if (!hit && why != ANYRT__CAPTURE_QUERY && thread_mode != ANYRT_CAPTURE_MODE_RELAXED) {
        for (capture_t* c = active; c; c = c->next) {
            if (c->mode == ANYRT_CAPTURE_MODE_GLOBAL ||
                (c->mode == ANYRT_CAPTURE_MODE_THREAD_LOCAL && pthread_equal(c->thread, pthread_self()))) {
                invalidate(c, call->function);
                hit = hit ? hit : c;
            }
        }
    } else if (hit) {
        invalidate(hit, call->function);
    }
    const void* stream = hit ? (const void*)hit->stream : NULL;
    int mode = hit ? (int)hit->mode : 0;
    pthread_mutex_unlock(&capture_lock);
    if (!hit) return ANYRT_STATUS_SUCCESS;
    if (own_hit)
        return anyrt__fail(call, ANYRT_STATUS_ERROR, "stream", "captures (stream_begin_capture, mode %s): this call %s, "
                           "which a capture cannot record; the capture is now invalidated", mode_names[mode], what[why]);
    return anyrt__fail(call, ANYRT_STATUS_ERROR, NULL, "cannot be called while stream %p captures in mode %s: it %s; "
                       "the capture is now invalidated (mode relaxed allows it)", stream, mode_names[mode], what[why]);
}

/* ---- operators: one launch, its views and attributes copied */

typedef struct {
    anyrt__capture_node_t node;
    anyrt_status_t (*impl)(anyrt__call_t*, const anyrt__target_t*, const anyrt_op_launch_t*);
    anyrt_op_launch_t launch;
    anyrt_tensor_view_t views[ANYRT__OP_MAX_TENSORS];
    int64_t shapes[ANYRT__OP_MAX_TENSORS][ANYRT__OP_MAX_NDIM];
    int64_t strides[ANYRT__OP_MAX_TENSORS][ANYRT__OP_MAX_NDIM];
    _Alignas(8) unsigned char attrs[ANYRT__OP_ATTRS_MAX];
} op_record_t;

static anyrt_status_t replay_op(anyrt__call_t* call, const anyrt__target_t* t, const anyrt__capture_node_t* node,
                                anyrt_backend_stream_t stream) {
    const op_record_t* r = (const op_record_t*)node;
    anyrt_op_launch_t launch = r->launch;
    launch.stream = stream;
    return r->impl(call, t, &launch);
}

static int same_op(const anyrt__capture_node_t* a, const anyrt__capture_node_t* b) {
    const op_record_t *x = (const op_record_t*)a, *y = (const op_record_t*)b;
    return x->impl == y->impl && x->launch.op == y->launch.op;
}

static const anyrt__capture_ops_t op_ops = {"operator", replay_op, NULL, same_op};

anyrt_status_t anyrt__capture_op(anyrt__call_t* call, const anyrt__target_t* t,
                                 anyrt_status_t (*impl)(anyrt__call_t*, const anyrt__target_t*, const anyrt_op_launch_t*),
                                 const anyrt_op_launch_t* launch, size_t attrs_size) {
    (void)t;
    op_record_t* r = NULL;
    anyrt_status_t st = anyrt__capture_alloc(call, sizeof *r, &op_ops, (void**)&r);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    r->impl = impl;
    r->launch = *launch;
    for (int i = 0; i < launch->tensor_count && i < ANYRT__OP_MAX_TENSORS; ++i) {
        const anyrt_tensor_view_t* v = &launch->tensors[i];
        r->views[i] = *v;
        for (int d = 0; d < v->ndim && d < ANYRT__OP_MAX_NDIM; ++d) {
            r->shapes[i][d] = v->shape[d];
            r->strides[i][d] = v->strides[d];
        }
        r->views[i].shape = r->shapes[i];
        r->views[i].strides = r->strides[i];
    }
    r->launch.tensors = r->views;
    if (launch->attrs) {
        memcpy(r->attrs, launch->attrs, attrs_size < sizeof r->attrs ? attrs_size : sizeof r->attrs);
        r->launch.attrs = r->attrs;
    }
    return anyrt__capture_append(call, &r->node);
}

/* ---- an executable graph launched into a capture: its calls, again, at replay */

typedef struct {
    anyrt__capture_node_t node;
    body_t* body;
} child_record_t;

static anyrt_status_t replay_body(anyrt__call_t* call, const anyrt__target_t* t, const body_t* b,
                                  anyrt_backend_stream_t stream) {
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    for (const anyrt__capture_node_t* n = b->head; n && st == ANYRT_STATUS_SUCCESS; n = n->next)
        st = n->ops->replay(call, t, n, stream);
    return st;
}

static anyrt_status_t replay_child(anyrt__call_t* call, const anyrt__target_t* t, const anyrt__capture_node_t* node,
                                   anyrt_backend_stream_t stream) {
    return replay_body(call, t, ((const child_record_t*)node)->body, stream);
}

static void release_child(anyrt__capture_node_t* node) { body_unref(((child_record_t*)node)->body); }

static const anyrt__capture_ops_t child_ops = {"graph_launch", replay_child, release_child, NULL};

/* ---- what a backend's own capture references: host callback records and handles, freed with its graph */

typedef struct {
    anyrt__capture_node_t node;
    void* record;
} kept_t;

static void release_kept(anyrt__capture_node_t* node) { free(((kept_t*)node)->record); }

static const anyrt__capture_ops_t kept_ops = {"a backend's own capture", NULL, release_kept, NULL};

int anyrt__capture_native(const anyrt__call_t* call) {
    const capture_t* c = capture_of(call->stream);
    return c != NULL && c->native;
}

anyrt_status_t anyrt__native_capture_refuses(anyrt__call_t* call, const anyrt__target_t* t) {
    return anyrt__fail(call, ANYRT_STATUS_NOT_SUPPORTED, "stream",
                       "is captured by backend '%s', which lacks %s: the runtime's fallback works on the host when "
                       "called, which that capture cannot record (call it outside the capture)",
                       t->backend->info.name, call->function);
}

int anyrt__capture_native_keep(anyrt__call_t* call, void* record) {
    capture_t* c = capture_of(call->stream);
    if (c == NULL || !c->native) return 0;
    kept_t* k = calloc(1, sizeof *k);
    if (k == NULL) return 0; /* freed after its first run, as outside a capture */
    k->node.ops = &kept_ops;
    k->record = record;
    pthread_mutex_lock(&capture_lock);
    *c->tail = &k->node;
    c->tail = &k->node.next;
    pthread_mutex_unlock(&capture_lock);
    return 1;
}

anyrt_status_t anyrt__capture_native_hold(anyrt__call_t* call, const anyrt__target_t* t, anyrt__handle_kind_t kind,
                                          void* raw) {
    capture_t* c = capture_of(call->stream);
    if (c == NULL || !c->native || raw == NULL) return ANYRT_STATUS_SUCCESS;
    kept_t* k = calloc(1, sizeof *k);
    if (k == NULL) return anyrt__fail(call, ANYRT_STATUS_OUT_OF_MEMORY, NULL, "no host memory to hold the %s",
                                      anyrt__handle_nouns[kind]);
    k->node.ops = &kept_ops;
    anyrt_status_t st = anyrt__capture_hold(call, t, &k->node, kind, raw);
    if (st != ANYRT_STATUS_SUCCESS) return anyrt__capture_discard(&k->node, st);
    pthread_mutex_lock(&capture_lock);
    *c->tail = &k->node;
    c->tail = &k->node.next;
    pthread_mutex_unlock(&capture_lock);
    return ANYRT_STATUS_SUCCESS;
}

/* ---- the public calls */

static anyrt_status_t check_out(anyrt__call_t* call, const void* p, const char* name) {
    return p ? ANYRT_STATUS_SUCCESS : anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, name, "must not be NULL");
}

ANYRT_API anyrt_status_t anyrt_stream_begin_capture(anyrt_stream_t stream, anyrt_capture_mode_t mode) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_stream_t raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "stream_begin_capture", -1, 0);
    if (st == ANYRT_STATUS_SUCCESS && ((int)mode < 0 || (int)mode > (int)ANYRT_CAPTURE_MODE_RELAXED))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "mode", "is not a valid capture_mode (got %d)", (int)mode);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_stream(&call, &t, "stream", stream, &raw);
    if (st != ANYRT_STATUS_SUCCESS) return anyrt__leave(&call, st);
    capture_t* c = calloc(1, sizeof *c);
    if (c == NULL) return anyrt__leave(&call, anyrt__fail(&call, ANYRT_STATUS_OUT_OF_MEMORY, NULL, "no host memory"));
    c->stream = call.stream;
    c->members = 1;
    c->member[0] = call.stream;
    c->mode = mode;
    c->thread = pthread_self();
    c->tail = &c->head;
    pthread_mutex_lock(&capture_lock);
    if (call.stream->capture != NULL) {
        pthread_mutex_unlock(&capture_lock);
        free(c);
        return anyrt__leave(&call, anyrt__fail(&call, ANYRT_STATUS_ERROR, "stream", "already captures "
                                               "(stream_end_capture ends it)"));
    }
    if (t.backend->table.native_capture_begin != NULL) {
        st = t.backend->table.native_capture_begin(t.device, raw, mode);
        call.backend_ran = 1;
        if (st == ANYRT_STATUS_SUCCESS) c->native = 1;
        else if (st != ANYRT_STATUS_NOT_SUPPORTED) {
            pthread_mutex_unlock(&capture_lock);
            free(c);
            return anyrt__leave(&call, anyrt__from_backend(&call, &t, st));
        }
        st = ANYRT_STATUS_SUCCESS;
    }
    if (!c->native) anyrt__note_fallback(&call, &t, "native_capture_begin");
    c->next = active;
    active = c;
    __atomic_store_n(&call.stream->capture, c, __ATOMIC_RELEASE);
    __atomic_add_fetch(&anyrt__capture_count, 1, __ATOMIC_ACQ_REL);
    pthread_mutex_unlock(&capture_lock);
    return anyrt__leave(&call, st);
}

/* Takes the stream's capture off it and the active list (under the lock); NULL if it has none. */
/* Takes the stream's capture off it, the streams that joined it and the active list (under the
 * lock); NULL if it has none. A stream that joined another's capture cannot end it: *joined says so. */
static capture_t* take_capture(anyrt__handle_t* h, const anyrt__handle_t** joined) {
    pthread_mutex_lock(&capture_lock);
    capture_t* c = h->capture;
    *joined = c && c->stream != h ? c->stream : NULL;
    if (*joined) c = NULL;
    if (c) {
        capture_t** p = &active;
        while (*p != c) p = &(*p)->next;
        *p = c->next;
        for (int i = 0; i < c->members; ++i)
            if (c->member[i]) __atomic_store_n(&c->member[i]->capture, NULL, __ATOMIC_RELEASE);
        __atomic_sub_fetch(&anyrt__capture_count, 1, __ATOMIC_ACQ_REL);
    }
    pthread_mutex_unlock(&capture_lock);
    return c;
}

void anyrt__capture_forget(anyrt__handle_t* stream) {
    const anyrt__handle_t* joined = NULL;
    capture_t* c = take_capture(stream, &joined);
    if (joined) { /* it leaves the capture it joined, which no longer names it */
        pthread_mutex_lock(&capture_lock);
        capture_t* of = stream->capture;
        int i = of ? member_index(of, stream) : -1;
        if (i >= 0) of->member[i] = NULL;
        __atomic_store_n(&stream->capture, NULL, __ATOMIC_RELEASE);
        pthread_mutex_unlock(&capture_lock);
    }
    if (c) free_capture(c);
}

/* The first stream that joined `c` and recorded calls its capturing stream did not wait for; -1 if none. */
static int unjoined(const capture_t* c) {
    for (int j = 1; j < c->members; ++j)
        if (c->member[j] && c->work[j] > c->seen[0][j]) return j;
    return -1;
}

ANYRT_API anyrt_status_t anyrt_stream_end_capture(anyrt_stream_t stream, anyrt_graph_t* graph) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_stream_t raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "stream_end_capture", -1, 0);
    if (st == ANYRT_STATUS_SUCCESS) st = check_out(&call, graph, "graph");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_stream(&call, &t, "stream", stream, &raw);
    if (st != ANYRT_STATUS_SUCCESS) return anyrt__leave(&call, st);
    const anyrt__handle_t* joined = NULL;
    capture_t* c = take_capture(call.stream, &joined);
    if (joined)
        return anyrt__leave(&call, anyrt__fail(&call, ANYRT_STATUS_ERROR, "stream", "joined the capture of stream %p "
                                               "(it waited for an event recorded there): stream_end_capture of that "
                                               "stream ends it", (const void*)joined));
    if (c == NULL)
        return anyrt__leave(&call, anyrt__fail(&call, ANYRT_STATUS_ERROR, "stream", "does not capture "
                                               "(stream_begin_capture starts a capture)"));
    int loose = c->invalidated ? -1 : unjoined(c);
    graph_t* g = calloc(1, sizeof *g);
    void* native = NULL;
    if (c->native) {
        st = t.backend->table.native_capture_end ? t.backend->table.native_capture_end(t.device, raw, &native)
                                                 : ANYRT_STATUS_NOT_SUPPORTED;
        call.backend_ran = 1;
        st = anyrt__from_backend(&call, &t, st);
        if (st == ANYRT_STATUS_SUCCESS && c->invalidated && t.backend->table.native_graph_destroy)
            t.backend->table.native_graph_destroy(t.device, native);
    }
    if (st == ANYRT_STATUS_SUCCESS && c->invalidated)
        st = anyrt__fail(&call, ANYRT_STATUS_ERROR, "stream", "captured, but %s invalidated the capture: no graph "
                         "(capture again without it, or in mode relaxed where it was another stream's call)", c->why);
    if (st == ANYRT_STATUS_SUCCESS && loose >= 0)
        st = anyrt__fail(&call, ANYRT_STATUS_ERROR, "stream", "captured, but stream %p joined the capture (it waited "
                         "for an event recorded in it) and recorded calls this stream never waited for: record an "
                         "event on it and wait for that on this stream before stream_end_capture (CUDA: "
                         "cudaErrorStreamCaptureUnjoined); no graph", (const void*)c->member[loose]);
    if (st == ANYRT_STATUS_SUCCESS && g == NULL) st = anyrt__fail(&call, ANYRT_STATUS_OUT_OF_MEMORY, NULL, "no host memory");
    if (st == ANYRT_STATUS_SUCCESS && c->native) {
        g->native = 1;
        g->raw = native;
    }
    if (st == ANYRT_STATUS_SUCCESS) { /* a native graph's body is what it owns, never replayed here */
        g->body = calloc(1, sizeof *g->body);
        if (g->body == NULL) st = anyrt__fail(&call, ANYRT_STATUS_OUT_OF_MEMORY, NULL, "no host memory");
        else {
            *g->body = (body_t){1, c->head, c->count};
            c->head = NULL;
        }
    }
    free_capture(c);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__wrap(&call, ANYRT__HANDLE_GRAPH, t.backend, t.device, g, (void**)graph);
    else if (g) {
        if (g->body) body_unref(g->body);
        free(g);
    }
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_stream_get_capture_status(anyrt_stream_t stream, anyrt_capture_status_t* status) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_backend_stream_t raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "stream_get_capture_status", -1, 0);
    if (st == ANYRT_STATUS_SUCCESS) st = check_out(&call, status, "status");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_stream(&call, &t, "stream", stream, &raw);
    if (st == ANYRT_STATUS_SUCCESS) {
        pthread_mutex_lock(&capture_lock);
        const capture_t* c = call.stream->capture;
        *status = c == NULL ? ANYRT_CAPTURE_STATUS_NONE
                  : c->invalidated ? ANYRT_CAPTURE_STATUS_INVALIDATED : ANYRT_CAPTURE_STATUS_ACTIVE;
        pthread_mutex_unlock(&capture_lock);
    }
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_thread_exchange_capture_mode(anyrt_capture_mode_t mode, anyrt_capture_mode_t* previous) {
    anyrt__call_t call;
    anyrt_status_t st = anyrt__enter(&call, "thread_exchange_capture_mode", -1, 0);
    if (st == ANYRT_STATUS_SUCCESS && ((int)mode < 0 || (int)mode > (int)ANYRT_CAPTURE_MODE_RELAXED))
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "mode", "is not a valid capture_mode (got %d)", (int)mode);
    if (st == ANYRT_STATUS_SUCCESS) st = check_out(&call, previous, "previous");
    if (st == ANYRT_STATUS_SUCCESS) {
        *previous = thread_mode;
        thread_mode = mode;
        /* a backend that captures itself keeps a thread mode of its own (CUDA's): the same swap there */
        for (int k = 0; k < ANYRT__KIND_SLOTS; ++k) {
            anyrt__backend_t* b = anyrt__backend_for_kind((anyrt_device_kind_t)k);
            anyrt_capture_mode_t was;
            if (b && b->table.native_exchange_capture_mode) (void)b->table.native_exchange_capture_mode(0, mode, &was);
        }
    }
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_graph_instantiate(anyrt_graph_exec_t* exec, anyrt_graph_t graph) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    void* raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "graph_instantiate", -1, 0);
    if (st == ANYRT_STATUS_SUCCESS) st = check_out(&call, exec, "exec");
    if (st == ANYRT_STATUS_SUCCESS)
        st = anyrt__target_handle(&call, &t, "graph", graph ? &graph->h : NULL, ANYRT__HANDLE_GRAPH, &raw);
    if (st != ANYRT_STATUS_SUCCESS) return anyrt__leave(&call, st);
    const graph_t* g = raw;
    graph_t* e = calloc(1, sizeof *e);
    if (e == NULL) return anyrt__leave(&call, anyrt__fail(&call, ANYRT_STATUS_OUT_OF_MEMORY, NULL, "no host memory"));
    e->native = g->native;
    if (g->native) {
        st = t.backend->table.native_graph_instantiate ? t.backend->table.native_graph_instantiate(t.device, &e->raw, g->raw)
                                                       : ANYRT_STATUS_NOT_SUPPORTED;
        call.backend_ran = 1;
        st = anyrt__from_backend(&call, &t, st);
    } else {
    }
    e->body = body_ref(g->body);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__wrap(&call, ANYRT__HANDLE_GRAPH_EXEC, t.backend, t.device, e, (void**)exec);
    if (st != ANYRT_STATUS_SUCCESS) anyrt__capture_destroy_raw(ANYRT__HANDLE_GRAPH_EXEC, t.backend, t.device, e);
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_graph_launch(anyrt_graph_exec_t exec, anyrt_stream_t stream) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    void* raw = NULL;
    anyrt_backend_stream_t sraw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "graph_launch", -1, 0);
    if (st == ANYRT_STATUS_SUCCESS)
        st = anyrt__target_handle(&call, &t, "exec", exec ? &exec->h : NULL, ANYRT__HANDLE_GRAPH_EXEC, &raw);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__unwrap_stream(&call, &t, "stream", stream, 1, 1, &sraw);
    if (st != ANYRT_STATUS_SUCCESS) return anyrt__leave(&call, st);
    graph_t* e = raw;
    if (anyrt__capture_any() && anyrt__capturing(&call)) { /* a graph launched into a capture: a child */
        if (e->native)
            return anyrt__leave(&call, anyrt__fail(&call, ANYRT_STATUS_NOT_SUPPORTED, "exec", "is the backend's own graph; "
                                                   "the core's capture of `stream` cannot record it"));
        child_record_t* r = NULL;
        st = anyrt__capture_alloc(&call, sizeof *r, &child_ops, (void**)&r);
        if (st != ANYRT_STATUS_SUCCESS) return anyrt__leave(&call, st);
        pthread_mutex_lock(&capture_lock);
        r->body = e->body;
        ++r->body->refs;
        pthread_mutex_unlock(&capture_lock);
        return anyrt__leave(&call, anyrt__capture_append(&call, &r->node));
    }
    if (e->native) {
        st = t.backend->table.native_graph_launch ? t.backend->table.native_graph_launch(t.device, e->raw, sraw)
                                                  : ANYRT_STATUS_NOT_SUPPORTED;
        call.backend_ran = 1;
        return anyrt__leave(&call, anyrt__from_backend(&call, &t, st));
    }
    pthread_mutex_lock(&capture_lock); /* an update or destroy on another thread keeps this body alive */
    body_t* b = e->body;
    ++b->refs;
    pthread_mutex_unlock(&capture_lock);
    void* task = (anyrt__layers & ANYRT__LAYER_TRACE) ? anyrt__task_begin(&call, &t, sraw) : NULL;
    st = replay_body(&call, &t, b, sraw);
    if (task) anyrt__task_end(&call, &t, sraw, task, st);
    body_unref(b);
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_graph_exec_update(anyrt_graph_exec_t exec, anyrt_graph_t graph) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    void* raw = NULL;
    anyrt_backend_graph_t graw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "graph_exec_update", -1, 0);
    if (st == ANYRT_STATUS_SUCCESS)
        st = anyrt__target_handle(&call, &t, "exec", exec ? &exec->h : NULL, ANYRT__HANDLE_GRAPH_EXEC, &raw);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__unwrap_graph(&call, &t, "graph", graph, 0, 1, &graw);
    if (st != ANYRT_STATUS_SUCCESS) return anyrt__leave(&call, st);
    graph_t* e = raw;
    const graph_t* g = (const graph_t*)graw;
    if (e->native != g->native)
        return anyrt__leave(&call, anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "graph", "was captured %s, the "
                                               "executable graph %s", g->native ? "by the backend" : "by the core",
                                               e->native ? "by the backend" : "by the core"));
    if (e->native) {
        st = t.backend->table.native_graph_exec_update ? t.backend->table.native_graph_exec_update(t.device, e->raw, g->raw)
                                                       : ANYRT_STATUS_NOT_SUPPORTED;
        call.backend_ran = 1;
        st = anyrt__from_backend(&call, &t, st);
        if (st == ANYRT_STATUS_SUCCESS) { /* it now runs `graph`'s callbacks: it keeps them */
            pthread_mutex_lock(&capture_lock);
            body_t* old = e->body;
            e->body = g->body;
            ++e->body->refs;
            pthread_mutex_unlock(&capture_lock);
            body_unref(old);
        }
        return anyrt__leave(&call, st);
    }
    pthread_mutex_lock(&capture_lock);
    const anyrt__capture_node_t *a = e->body->head, *b = g->body->head;
    size_t i = 0;
    for (; a && b; a = a->next, b = b->next, ++i)
        if (a->ops != b->ops || (a->ops->same_shape && !a->ops->same_shape(a, b))) break;
    int same = a == NULL && b == NULL;
    const char* was = a ? a->ops->function : "the end";
    const char* now = b ? b->ops->function : "the end";
    body_t* old = NULL;
    if (same) {
        old = e->body;
        e->body = g->body;
        ++e->body->refs;
    }
    pthread_mutex_unlock(&capture_lock);
    if (!same)
        return anyrt__leave(&call, anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "graph", "is not a capture of the "
                                               "same calls: call %zu is %s, the executable graph's %s", i, now, was));
    body_unref(old);
    return anyrt__leave(&call, ANYRT_STATUS_SUCCESS);
}

void anyrt__capture_destroy_raw(anyrt__handle_kind_t kind, anyrt__backend_t* backend, int device, void* raw) {
    graph_t* g = raw;
    if (g == NULL) return;
    if (g->native && g->raw) {
        if (kind == ANYRT__HANDLE_GRAPH && backend->table.native_graph_destroy)
            backend->table.native_graph_destroy(device, g->raw);
        if (kind == ANYRT__HANDLE_GRAPH_EXEC && backend->table.native_graph_exec_destroy)
            backend->table.native_graph_exec_destroy(device, g->raw);
    }
    if (g->body) body_unref(g->body);
    free(g);
}

static anyrt_status_t destroy(const char* function, const char* param, anyrt__handle_t* h, anyrt__handle_kind_t kind) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    void* raw = NULL;
    int claimed = 0;
    anyrt_status_t st = anyrt__enter(&call, function, -1, 0);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_handle(&call, &t, param, h, kind, &raw);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__claim_handle(&call, param, h, &claimed);
    if (st != ANYRT_STATUS_SUCCESS) return anyrt__leave(&call, st);
    /* queued launches copied what they run: the graph's memory is not theirs */
    anyrt__capture_destroy_raw(kind, t.backend, t.device, raw);
    return anyrt__leave(&call, anyrt__retire_handle(&call, h));
}

ANYRT_API anyrt_status_t anyrt_graph_destroy(anyrt_graph_t graph) {
    return destroy("graph_destroy", "graph", graph ? &graph->h : NULL, ANYRT__HANDLE_GRAPH);
}

ANYRT_API anyrt_status_t anyrt_graph_exec_destroy(anyrt_graph_exec_t exec) {
    return destroy("graph_exec_destroy", "exec", exec ? &exec->h : NULL, ANYRT__HANDLE_GRAPH_EXEC);
}
