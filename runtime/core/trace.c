/* Tracing layer (ANYRT_TRACE=path.json): every public call as a Chrome trace "complete" event on
 * its thread's track (arguments, status, duration), and every stream task on its stream's own
 * track, timed by host callbacks queued just before and after its work. The file is a JSON array
 * written through as events happen, so a killed program still leaves a trace Perfetto opens; exit
 * writes the closing bracket. Between anyrt_trace_start and anyrt_trace_stop the same events are
 * also kept in memory for anyrt_trace_next (a profiler's collector: Paddle's profiler_* fields). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "core_private.h"

#define STREAM_TRACK_BASE 100000000 /* stream tracks get tids far above any thread id */

static FILE* trace_file;
static int trace_events;
static pthread_mutex_t trace_lock = PTHREAD_MUTEX_INITIALIZER;
static _Thread_local int tls_tid;

/* The in-memory record (trace_lock): a FIFO of events, a growing array read from `mem_head`. */
static int mem_on; /* atomic: recording */
static anyrt_trace_event_t* mem_events;
static size_t mem_head, mem_len, mem_cap;
static int mem_layer_ours; /* the trace layer bit was set by trace_start, not by ANYRT_TRACE */

uint64_t anyrt__now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static int thread_id(void) {
    if (!tls_tid) tls_tid = (int)syscall(SYS_gettid);
    return tls_tid;
}

static int64_t size_arg(const char* args) {
    const char* p = strstr(args, "\"size\":");
    return p ? strtoll(p + 7, NULL, 10) : 0;
}

/* Where an event ran: fixed when the call is made (a stream may be gone when its task's stamp runs). */
typedef struct {
    anyrt_device_kind_t kind;
    int device;
    int64_t stream;
    int tid;
} place_t;

static place_t place_of(const anyrt__call_t* call) {
    const anyrt__backend_t* backend = call->backend ? call->backend : call->stream ? call->stream->backend : NULL;
    place_t p = {backend ? backend->info.kind : (anyrt_device_kind_t)0, call->stream ? call->stream->device : -1,
                 call->stream ? (int64_t)call->stream->serial : 0, thread_id()};
    return p;
}

/* Keeps one event in memory while recording (dropped when memory runs out: a profile, not a result). */
static void remember(const char* name, int on_stream, place_t where, uint64_t start, uint64_t end, const char* args,
                     anyrt_status_t status, int64_t correlation) {
    if (!__atomic_load_n(&mem_on, __ATOMIC_ACQUIRE)) return;
    anyrt_trace_event_t e;
    memset(&e, 0, sizeof e);
    e.struct_size = ANYRT_TRACE_EVENT_STRUCT_SIZE;
    snprintf(e.name, sizeof e.name, "%s", name);
    e.on_stream = on_stream;
    e.device_kind = where.kind;
    e.device = where.device;
    e.stream = where.stream;
    e.thread = where.tid;
    e.start_ns = (int64_t)start;
    e.end_ns = (int64_t)end;
    e.bytes = size_arg(args);
    e.status = status;
    e.correlation = correlation;
    pthread_mutex_lock(&trace_lock);
    if (mem_on) {
        if (mem_len == mem_cap) {
            size_t cap = mem_cap ? mem_cap * 2 : 1024;
            anyrt_trace_event_t* grown = malloc(cap * sizeof *grown);
            if (grown) {
                for (size_t i = 0; i < mem_len; ++i) grown[i] = mem_events[(mem_head + i) % (mem_cap ? mem_cap : 1)];
                free(mem_events);
                mem_events = grown, mem_head = 0, mem_cap = cap;
            }
        }
        if (mem_len < mem_cap) mem_events[(mem_head + mem_len++) % mem_cap] = e;
    }
    pthread_mutex_unlock(&trace_lock);
}

/* At exit: the record's memory (a leak checker runs after); stamps still running record nothing. */
static void free_record(void) {
    pthread_mutex_lock(&trace_lock);
    __atomic_store_n(&mem_on, 0, __ATOMIC_RELEASE);
    free(mem_events);
    mem_events = NULL, mem_head = mem_len = mem_cap = 0;
    pthread_mutex_unlock(&trace_lock);
}

static void free_record_at_exit(void) { atexit(free_record); }

ANYRT_API anyrt_status_t anyrt_trace_start(void) {
    anyrt_status_t st = anyrt_init();
    if (st != ANYRT_STATUS_SUCCESS) return st;
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, free_record_at_exit);
    pthread_mutex_lock(&trace_lock);
    mem_head = mem_len = 0;
    __atomic_store_n(&mem_on, 1, __ATOMIC_RELEASE);
    if (!(__atomic_load_n(&anyrt__layers, __ATOMIC_ACQUIRE) & ANYRT__LAYER_TRACE)) {
        mem_layer_ours = 1;
        __atomic_fetch_or(&anyrt__layers, ANYRT__LAYER_TRACE, __ATOMIC_ACQ_REL);
    }
    pthread_mutex_unlock(&trace_lock);
    return ANYRT_STATUS_SUCCESS;
}

ANYRT_API anyrt_status_t anyrt_trace_stop(void) {
    pthread_mutex_lock(&trace_lock);
    __atomic_store_n(&mem_on, 0, __ATOMIC_RELEASE);
    if (mem_layer_ours) {
        mem_layer_ours = 0;
        __atomic_fetch_and(&anyrt__layers, ~ANYRT__LAYER_TRACE, __ATOMIC_ACQ_REL);
    }
    pthread_mutex_unlock(&trace_lock);
    return ANYRT_STATUS_SUCCESS;
}

ANYRT_API anyrt_status_t anyrt_trace_next(anyrt_trace_event_t* event, int* got) {
    anyrt__call_t call = {.function = "trace_next", .slot = -1, .backend = NULL};
    if (event == NULL) return anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "event", "must not be NULL");
    if (got == NULL) return anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "got", "must not be NULL");
    if (event->struct_size < sizeof event->struct_size)
        return anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "event", "struct_size must be set to ANYRT_TRACE_EVENT_STRUCT_SIZE");
    pthread_mutex_lock(&trace_lock);
    *got = mem_len > 0;
    if (mem_len > 0) {
        anyrt__struct_out(event, &mem_events[mem_head], sizeof mem_events[mem_head]);
        mem_head = (mem_head + 1) % mem_cap;
        --mem_len;
    }
    pthread_mutex_unlock(&trace_lock);
    return ANYRT_STATUS_SUCCESS;
}

/* Appends one event (a JSON object's text); the caller formats it. */
static void emit(const char* event) {
    pthread_mutex_lock(&trace_lock);
    if (trace_file) {
        fputs(trace_events++ ? ",\n" : "", trace_file);
        fputs(event, trace_file);
        /* Written through at once: a program that hangs and is killed, or leaves by _exit, still
         * leaves every event up to that point (only the closing bracket is missing). */
        fflush(trace_file);
    }
    pthread_mutex_unlock(&trace_lock);
}

static void close_trace(void) {
    pthread_mutex_lock(&trace_lock);
    if (trace_file) {
        fputs("\n]\n", trace_file);
        fclose(trace_file);
        __atomic_store_n(&trace_file, NULL, __ATOMIC_RELEASE);
    }
    pthread_mutex_unlock(&trace_lock);
}

static int opened; /* once per process: a re-initialized runtime keeps writing the same file */

/* fork(): a parent thread may have held the lock, and the parent's file is not the child's to write
 * into. The child starts a file of its own where the name has %p, and traces nothing otherwise. */
void anyrt__trace_after_fork(void) {
    pthread_mutex_init(&trace_lock, NULL);
    trace_file = NULL; /* the parent's FILE: left to the parent (its own lock may be held, too) */
    const char* path = getenv("ANYRT_TRACE");
    opened = !(path && strstr(path, "%p"));
}

void anyrt__trace_open(void) {
    const char* path = getenv("ANYRT_TRACE");
    if (opened || !path || !*path) return;
    opened = 1;
    /* "%p" becomes the process id, so the ranks of one job (or a test's children) get a file each. */
    char named[1024];
    const char* mark = strstr(path, "%p");
    if (mark)
        snprintf(named, sizeof named, "%.*s%d%s", (int)(mark - path), path, (int)getpid(), mark + 2);
    else
        snprintf(named, sizeof named, "%s", path);
    path = named;
    FILE* f = fopen(path, "w");
    if (!f) {
        fprintf(stderr, "anyrt: ANYRT_TRACE: cannot write '%s'; tracing is off\n", path);
        anyrt__layers &= ~ANYRT__LAYER_TRACE;
        return;
    }
    pthread_mutex_lock(&trace_lock);
    fprintf(f, "[\n{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":%d,\"args\":{\"name\":\"anyrt\"}}", (int)getpid());
    trace_events = 1;
    fflush(f);
    __atomic_store_n(&trace_file, f, __ATOMIC_RELEASE);
    pthread_mutex_unlock(&trace_lock);
    atexit(close_trace);
}

void anyrt__trace_flush(void) {
    pthread_mutex_lock(&trace_lock);
    if (trace_file) fflush(trace_file);
    pthread_mutex_unlock(&trace_lock);
}

void anyrt__trace_args(anyrt__call_t* call, const char* fmt, ...) {
    size_t used = strlen(call->args);
    if (used && used + 1 < sizeof call->args) call->args[used++] = ','; /* members of one JSON object */
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(call->args + used, sizeof call->args - used, fmt, ap);
    va_end(ap);
}

void anyrt__trace_call(anyrt__call_t* call, anyrt_status_t status) {
    uint64_t end = anyrt__now_ns();
    remember(call->function, 0, place_of(call), call->start_ns, end, call->args, status, call->correlation);
    if (!__atomic_load_n(&trace_file, __ATOMIC_ACQUIRE)) return;
    char event[sizeof call->args + 256];
    snprintf(event, sizeof event,
             "{\"name\":\"%s\",\"cat\":\"api\",\"ph\":\"X\",\"pid\":%d,\"tid\":%d,\"ts\":%.3f,\"dur\":%.3f,"
             "\"args\":{%s%s\"status\":\"%s\"}}",
             call->function, (int)getpid(), thread_id(), (double)call->start_ns / 1e3,
             (double)(end - call->start_ns) / 1e3, call->args, call->args[0] ? "," : "", anyrt__name_status((int)status));
    emit(event);
}

/* ---- stream tasks */

typedef struct {
    const char* function;
    place_t where;
    int64_t correlation;
    int track;
    int refs; /* the two callbacks; the last one frees */
    anyrt_status_t status;
    uint64_t start_ns;
    char args[sizeof(((anyrt__call_t*)0)->args)];
} task_t;

static void release(task_t* task) {
    if (__atomic_sub_fetch(&task->refs, 1, __ATOMIC_ACQ_REL) == 0) free(task);
}

static void task_started(void* data) {
    task_t* task = data;
    task->start_ns = anyrt__now_ns();
    release(task);
}

static void task_finished(void* data) {
    task_t* task = data;
    uint64_t end = anyrt__now_ns();
    remember(task->function, 1, task->where, task->start_ns, end, task->args, task->status, task->correlation);
    if (!__atomic_load_n(&trace_file, __ATOMIC_ACQUIRE)) {
        release(task);
        return;
    }
    char event[sizeof task->args + 256];
    snprintf(event, sizeof event,
             "{\"name\":\"%s\",\"cat\":\"stream\",\"ph\":\"X\",\"pid\":%d,\"tid\":%d,\"ts\":%.3f,\"dur\":%.3f,"
             "\"args\":{%s%s\"status\":\"%s\"}}",
             task->function, (int)getpid(), task->track, (double)task->start_ns / 1e3,
             (double)(end - task->start_ns) / 1e3, task->args, task->args[0] ? "," : "", anyrt__name_status((int)task->status));
    emit(event);
    release(task);
}

static void name_track(anyrt__handle_t* s, int track) {
    char event[256];
    int first = 0;
    pthread_mutex_lock(&trace_lock);
    if (!s->track_named) s->track_named = 1, first = 1;
    pthread_mutex_unlock(&trace_lock);
    if (!first) return;
    snprintf(event, sizeof event,
             "{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":%d,\"tid\":%d,\"args\":{\"name\":\"stream #%llu (%s:%d)\"}}",
             (int)getpid(), track, (unsigned long long)s->serial, s->backend->info.name, s->device);
    emit(event);
}

void* anyrt__task_begin(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t stream) {
    /* Without a native callback slot the stamps would come from a synchronizing fallback, which
     * would change the program's timing: such backends get call events only. */
    if ((!__atomic_load_n(&trace_file, __ATOMIC_ACQUIRE) && !__atomic_load_n(&mem_on, __ATOMIC_ACQUIRE)) || !call->stream ||
        !t->backend->table.stream_add_callback)
        return NULL;
    /* A capturing stream's work runs at each launch: a stamp queued now would run once (the core's
     * capture) or, in a backend's graph, at every launch after its record was freed. */
    if (__atomic_load_n(&call->stream->capture, __ATOMIC_ACQUIRE) != NULL) return NULL;
    task_t* task = malloc(sizeof *task);
    if (!task) return NULL;
    task->function = call->function;
    task->where = place_of(call);
    static int64_t next_correlation; /* atomic */
    task->correlation = call->correlation = __atomic_add_fetch(&next_correlation, 1, __ATOMIC_RELAXED);
    task->track = STREAM_TRACK_BASE + (int)(call->stream->serial % STREAM_TRACK_BASE);
    task->refs = 2;
    task->status = ANYRT_STATUS_SUCCESS;
    task->start_ns = anyrt__now_ns();
    memcpy(task->args, call->args, sizeof task->args);
    if (__atomic_load_n(&trace_file, __ATOMIC_ACQUIRE)) name_track(call->stream, task->track);
    if (t->backend->table.stream_add_callback(t->device, stream, task_started, task) != ANYRT_STATUS_SUCCESS) {
        free(task);
        return NULL;
    }
    return task;
}

void anyrt__task_end(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_stream_t stream, void* data,
                     anyrt_status_t status) {
    (void)call;
    task_t* task = data;
    task->status = status;
    if (t->backend->table.stream_add_callback(t->device, stream, task_finished, task) != ANYRT_STATUS_SUCCESS)
        release(task); /* the start stamp still runs and frees it; the task leaves no event */
}
