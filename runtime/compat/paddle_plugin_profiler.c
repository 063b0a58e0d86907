/* The Paddle plugin's profiler fields over anyrt's trace layer: tracing starts and stops anyrt's
 * in-memory record (anyrt_trace_start/stop), and collecting hands every recorded call to Paddle as a
 * runtime event and every stream task as a device event (kernel, copy or set), linked by their
 * correlation number, so paddle.profiler shows the device's work on its timeline and in its summary.
 *
 * Paddle takes the events as its C++ structs (phi::RuntimeTraceEvent, phi::DeviceTraceEvent) through
 * two functions libpaddle exports (device_ext.h); it copies each event, reading the name's
 * std::string by its data pointer and length only. The structs below mirror those layouts under
 * libstdc++'s C++11 string ABI, which Paddle's wheels use. */
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "paddle_plugin_private.h"

typedef struct { /* std::string (libstdc++, C++11 ABI): read through data and size by a copy */
    const char* data;
    size_t size;
    char local[16];
} ap_cxx_string_t;

enum { AP_EVENT_RUNTIME = 3, AP_EVENT_KERNEL = 4, AP_EVENT_MEMCPY = 5, AP_EVENT_MEMSET = 6 }; /* phi::TracerEventType */

typedef struct { /* phi::RuntimeTraceEvent */
    ap_cxx_string_t name;
    int32_t type;
    uint64_t start_ns, end_ns, process_id, thread_id;
    uint32_t correlation_id, callback_id;
} ap_runtime_event_t;

typedef struct { /* phi::DeviceTraceEvent; the union's largest member is MemcpyEventInfo */
    ap_cxx_string_t name;
    int32_t type;
    uint64_t start_ns, end_ns, device_id, context_id, stream_id;
    uint32_t correlation_id;
    union {
        struct {
            uint64_t num_bytes;
            char copy_kind[50], src_kind[50], dst_kind[50];
        } memcpy_info;
        struct {
            uint64_t num_bytes;
            char memory_kind[50];
            uint32_t value;
        } memset_info;
        uint64_t kernel_info[20]; /* KernelEventInfo (88 bytes): left zero */
    } info;
} ap_device_event_t;

_Static_assert(sizeof(ap_cxx_string_t) == 32, "std::string is 32 bytes");
_Static_assert(sizeof(ap_runtime_event_t) == 80, "phi::RuntimeTraceEvent is 80 bytes");
_Static_assert(sizeof(ap_device_event_t) == 248, "phi::DeviceTraceEvent is 248 bytes");

static void (*ap__add_runtime_event)(C_Profiler, void*);
static void (*ap__add_device_event)(C_Profiler, void*);

/* libpaddle's two collector functions, from the Paddle library already loaded. */
static int ap__resolve_collector(void) {
    if (ap__add_runtime_event && ap__add_device_event) return 1;
    for (int i = 0; i < AP_CAPI_LIBRARY_COUNT; ++i) {
        void* lib = dlopen(ap__capi_libraries[i], RTLD_NOW | RTLD_NOLOAD);
        if (!lib) continue;
        void* rt = dlsym(lib, "profiler_add_runtime_trace_event");
        void* dev = dlsym(lib, "profiler_add_device_trace_event");
        dlclose(lib); /* NOLOAD took a reference; Paddle keeps the library loaded */
        if (rt && dev) {
            memcpy(&ap__add_runtime_event, &rt, sizeof rt);
            memcpy(&ap__add_device_event, &dev, sizeof dev);
            return 1;
        }
    }
    fprintf(stderr, "%s: profiler: no loaded Paddle library exports profiler_add_device_trace_event; device events are left out\n",
            ap__device_type);
    return 0;
}

C_Status ap_profiler_initialize(C_Profiler prof, void** user_data) {
    (void)prof;
    if (user_data) *user_data = NULL;
    ap__resolve_collector();
    return C_SUCCESS;
}

C_Status ap_profiler_finalize(C_Profiler prof, void* user_data) {
    (void)prof, (void)user_data;
    return ap__status(anyrt_trace_stop(), "profiler_finalize");
}

/* Prepared and started alike: the record begins empty at start (events before it are not Paddle's). */
C_Status ap_profiler_prepare_tracing(C_Profiler prof, void* user_data) {
    (void)prof, (void)user_data;
    return C_SUCCESS;
}

C_Status ap_profiler_start_tracing(C_Profiler prof, void* user_data) {
    (void)prof, (void)user_data;
    return ap__status(anyrt_trace_start(), "profiler_start_tracing");
}

C_Status ap_profiler_stop_tracing(C_Profiler prof, void* user_data) {
    (void)prof, (void)user_data;
    /* Work queued before the stop is Paddle's to see: its stamps run when the streams reach them. */
    anyrt_status_t st = anyrt_synchronize_device();
    if (st != ANYRT_STATUS_SUCCESS) return ap__status(st, "profiler_stop_tracing");
    return ap__status(anyrt_trace_stop(), "profiler_stop_tracing");
}

/* anyrt stamps CLOCK_MONOTONIC; Paddle's events are CLOCK_REALTIME cut to microseconds (gettimeofday).
 * The offset is read to a few tens of nanoseconds (the closest of a few bracketing reads), and each
 * stamp is cut to its microsecond as Paddle's are, so a call made inside a Paddle event stays inside
 * it: Paddle drops a runtime event that overhangs the host event it starts in. */
static int64_t ap__ns(clockid_t clock) {
    struct timespec t;
    clock_gettime(clock, &t);
    return (int64_t)t.tv_sec * 1000000000 + t.tv_nsec;
}

static int64_t ap__wall_minus_monotonic(void) {
    int64_t best = INT64_MAX, shift = 0;
    for (int i = 0; i < 5; ++i) {
        int64_t before = ap__ns(CLOCK_MONOTONIC), wall = ap__ns(CLOCK_REALTIME), after = ap__ns(CLOCK_MONOTONIC);
        if (after - before < best) best = after - before, shift = wall - (before + (after - before) / 2);
    }
    return shift;
}

static uint64_t ap__paddle_time(int64_t monotonic, int64_t shift) { return (uint64_t)((monotonic + shift) / 1000 * 1000); }

/* Paddle's 50-byte kind fields; a longer text is cut (it is a label). */
static void ap__set_kind(char* dst, const char* text) {
    size_t n = strlen(text);
    n = n < 49 ? n : 49;
    memcpy(dst, text, n);
    dst[n] = '\0';
}

static void ap__device_event(C_Profiler prof, const anyrt_trace_event_t* e, int64_t shift) {
    ap_device_event_t d;
    memset(&d, 0, sizeof d);
    d.name.data = e->name;
    d.name.size = strlen(e->name);
    d.start_ns = ap__paddle_time(e->start_ns, shift);
    d.end_ns = ap__paddle_time(e->end_ns, shift);
    d.device_id = e->device < 0 ? 0 : (uint64_t)e->device;
    d.stream_id = (uint64_t)e->stream;
    d.correlation_id = (uint32_t)e->correlation;
    if (strstr(e->name, "memcpy")) {
        d.type = AP_EVENT_MEMCPY;
        d.info.memcpy_info.num_bytes = (uint64_t)e->bytes;
        ap__set_kind(d.info.memcpy_info.copy_kind, e->name);
        ap__set_kind(d.info.memcpy_info.src_kind, "anyrt");
        ap__set_kind(d.info.memcpy_info.dst_kind, "anyrt");
    } else if (strstr(e->name, "memset")) {
        d.type = AP_EVENT_MEMSET;
        d.info.memset_info.num_bytes = (uint64_t)e->bytes;
        ap__set_kind(d.info.memset_info.memory_kind, "device");
    } else {
        d.type = AP_EVENT_KERNEL;
    }
    ap__add_device_event(prof, &d);
}

C_Status ap_profiler_collect_trace_data(C_Profiler prof, uint64_t start_ns, void* user_data) {
    (void)user_data;
    int have_collector = ap__resolve_collector();
    int64_t shift = ap__wall_minus_monotonic();
    uint64_t pid = (uint64_t)getpid();
    for (;;) {
        anyrt_trace_event_t e;
        memset(&e, 0, sizeof e);
        e.struct_size = ANYRT_TRACE_EVENT_STRUCT_SIZE;
        int got = 0;
        C_Status st = ap__status(anyrt_trace_next(&e, &got), "profiler_collect_trace_data");
        if (st != C_SUCCESS) return st;
        if (!got) return C_SUCCESS;
        if (!have_collector || e.start_ns + shift < (int64_t)start_ns) continue;
        if (e.on_stream) {
            ap__device_event(prof, &e, shift);
            continue;
        }
        char name[80];
        snprintf(name, sizeof name, "anyrt_%s", e.name);
        ap_runtime_event_t r;
        memset(&r, 0, sizeof r);
        r.name.data = name;
        r.name.size = strlen(name);
        r.type = AP_EVENT_RUNTIME;
        r.start_ns = ap__paddle_time(e.start_ns, shift);
        r.end_ns = ap__paddle_time(e.end_ns, shift);
        r.process_id = pid;
        r.thread_id = (uint64_t)e.thread;
        r.correlation_id = (uint32_t)e.correlation;
        ap__add_runtime_event(prof, &r);
    }
}
