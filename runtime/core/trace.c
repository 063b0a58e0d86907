/* Tracing layer (ANYRT_TRACE=path.json): every public call as a Chrome trace "complete" event on
 * its thread's track (arguments, status, duration), and every stream task on its stream's own
 * track, timed by host callbacks queued just before and after its work. The file is a JSON array
 * written through as events happen, so a killed program still leaves a trace Perfetto opens; exit
 * writes the closing bracket. */
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

uint64_t anyrt__now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static int thread_id(void) {
    if (!tls_tid) tls_tid = (int)syscall(SYS_gettid);
    return tls_tid;
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
    if (!__atomic_load_n(&trace_file, __ATOMIC_ACQUIRE) || !call->stream || !t->backend->table.stream_add_callback) return NULL;
    /* A capturing stream's work runs at each launch: a stamp queued now would run once (the core's
     * capture) or, in a backend's graph, at every launch after its record was freed. */
    if (__atomic_load_n(&call->stream->capture, __ATOMIC_ACQUIRE) != NULL) return NULL;
    task_t* task = malloc(sizeof *task);
    if (!task) return NULL;
    task->function = call->function;
    task->track = STREAM_TRACK_BASE + (int)(call->stream->serial % STREAM_TRACK_BASE);
    task->refs = 2;
    task->status = ANYRT_STATUS_SUCCESS;
    task->start_ns = anyrt__now_ns();
    memcpy(task->args, call->args, sizeof task->args);
    name_track(call->stream, task->track);
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
