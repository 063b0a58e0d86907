/* A test backend that fails on purpose: synchronous host memory (one device, kind `custom`, name
 * "fault") whose slots can be told to fail, so tests can check that the runtime survives a
 * backend failing midway.
 *
 *   ANYRT_FAULT=slot:N[,slot:N...]   the Nth call (1-based) of each named slot fails with
 *                                    ANYRT_STATUS_INTERNAL_ERROR and a message naming the slot and
 *                                    N; "slot:N+" fails the Nth call and every later one.
 *                                    Slot "entry" makes the entry point itself fail (N ignored).
 *   ANYRT_FAULT_LOG=path             appends one line per injected failure (for the figures).
 *
 * Build variants for the ABI tests: -DFAULT_SLOTS=N declares a table of only the first N slots
 * (an older minor) although group_start, past it, is filled; -DFAULT_NEWER declares a longer table
 * and a higher minor than this runtime knows (a newer plugin).
 * Build variants for the loader tests: -DFAULT_UNRESOLVED (the library needs a symbol nothing
 * defines, so dlopen fails); -DFAULT_ENV=\"NAME\" reads its rules from $NAME instead, so several
 * differently broken copies can load in one process. */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L /* strtok_r */
#endif
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "anyrt_backend.h"

#define FAULT_MAX_RULES 16
#ifndef FAULT_ENV
#define FAULT_ENV "ANYRT_FAULT"
#endif

typedef struct {
    char slot[48];
    long at;   /* 1-based call number that fails */
    int onward; /* every call from `at` on fails */
    atomic_long calls;
} fault_rule;

static fault_rule rules[FAULT_MAX_RULES];
static int rule_count;
static _Thread_local char message[256];
static atomic_long live_bytes;
static atomic_long live_allocs;

static void parse_rules(void) {
    const char* env = getenv(FAULT_ENV);
    rule_count = 0;
    if (!env) return;
    char copy[512];
    snprintf(copy, sizeof copy, "%s", env);
    for (char* save = NULL, *tok = strtok_r(copy, ",", &save); tok && rule_count < FAULT_MAX_RULES;
         tok = strtok_r(NULL, ",", &save)) {
        fault_rule* r = &rules[rule_count];
        char* colon = strchr(tok, ':');
        if (colon) *colon = '\0';
        snprintf(r->slot, sizeof r->slot, "%s", tok);
        r->at = colon ? strtol(colon + 1, NULL, 10) : 1;
        r->onward = colon && strchr(colon + 1, '+') != NULL;
        atomic_store(&r->calls, 0);
        ++rule_count;
    }
}

/* Counts a call of `slot`; returns INTERNAL_ERROR (with a message) if this call is to fail. */
static anyrt_status_t fault(const char* slot) {
    for (int i = 0; i < rule_count; ++i) {
        fault_rule* r = &rules[i];
        if (strcmp(r->slot, slot) != 0) continue;
        long n = atomic_fetch_add(&r->calls, 1) + 1;
        if (n == r->at || (r->onward && n > r->at)) {
            snprintf(message, sizeof message, "fault: injected failure of %s (call %ld)", slot, n);
            const char* log = getenv("ANYRT_FAULT_LOG");
            FILE* f = log ? fopen(log, "a") : NULL;
            if (f) {
                fprintf(f, "%s %ld\n", slot, n);
                fclose(f);
            }
            return ANYRT_STATUS_INTERNAL_ERROR;
        }
    }
    return ANYRT_STATUS_SUCCESS;
}

#define FAULT(slot)                                     \
    do {                                                \
        anyrt_status_t st_ = fault(slot);               \
        if (st_ != ANYRT_STATUS_SUCCESS) return st_;    \
    } while (0)

static const char* last_error_message(void) { return message; }

static anyrt_status_t initialize(void) { FAULT("initialize"); return ANYRT_STATUS_SUCCESS; }

static anyrt_status_t finalize(void) { return ANYRT_STATUS_SUCCESS; }

static anyrt_status_t init_device(int device) { (void)device; FAULT("init_device"); return ANYRT_STATUS_SUCCESS; }

static anyrt_status_t get_device_count(int* count) {
    FAULT("get_device_count");
    *count = 1;
    return ANYRT_STATUS_SUCCESS;
}

static anyrt_status_t mem_alloc(int device, void** ptr, size_t size) {
    (void)device;
    FAULT("malloc");
    *ptr = malloc(size);
    if (!*ptr) return ANYRT_STATUS_OUT_OF_MEMORY;
    atomic_fetch_add(&live_bytes, (long)size);
    atomic_fetch_add(&live_allocs, 1);
    return ANYRT_STATUS_SUCCESS;
}

static anyrt_status_t mem_free(int device, void* ptr, size_t size) {
    (void)device;
    FAULT("free");
    free(ptr);
    atomic_fetch_sub(&live_bytes, (long)size);
    atomic_fetch_sub(&live_allocs, 1);
    return ANYRT_STATUS_SUCCESS;
}

static anyrt_status_t memory_info(int device, size_t* free_bytes, size_t* total_bytes) {
    (void)device;
    /* total is nominal; `used` is exact, which is what the tests compare */
    *total_bytes = (size_t)1 << 30;
    *free_bytes = *total_bytes - (size_t)atomic_load(&live_bytes);
    return ANYRT_STATUS_SUCCESS;
}

static anyrt_status_t copy(int device, void* dst, const void* src, size_t size, anyrt_memcpy_kind_t kind) {
    (void)device, (void)kind;
    FAULT("memcpy");
    memmove(dst, src, size);
    return ANYRT_STATUS_SUCCESS;
}

static anyrt_status_t copy_async(int device, void* dst, const void* src, size_t size, anyrt_memcpy_kind_t kind,
                                 anyrt_backend_stream_t stream) {
    (void)device, (void)kind, (void)stream;
    FAULT("memcpy_async");
    memmove(dst, src, size);
    return ANYRT_STATUS_SUCCESS;
}

static anyrt_status_t fill(int device, void* ptr, uint8_t value, size_t size) {
    (void)device;
    FAULT("memset");
    memset(ptr, value, size);
    return ANYRT_STATUS_SUCCESS;
}

static anyrt_status_t create_stream(int device, anyrt_backend_stream_t* stream) {
    (void)device;
    FAULT("create_stream");
    *stream = malloc(1);
    return *stream ? ANYRT_STATUS_SUCCESS : ANYRT_STATUS_OUT_OF_MEMORY;
}

static anyrt_status_t destroy_stream(int device, anyrt_backend_stream_t stream) {
    (void)device;
    FAULT("destroy_stream");
    free(stream);
    return ANYRT_STATUS_SUCCESS;
}

static anyrt_status_t synchronize_stream(int device, anyrt_backend_stream_t stream) {
    (void)device, (void)stream;
    FAULT("synchronize_stream");
    return ANYRT_STATUS_SUCCESS;
}

static anyrt_status_t add_callback(int device, anyrt_backend_stream_t stream, anyrt_host_fn_t fn, void* user_data) {
    (void)device, (void)stream;
    FAULT("stream_add_callback");
    fn(user_data); /* synchronous backend: the work before it is already done */
    return ANYRT_STATUS_SUCCESS;
}

static anyrt_status_t create_event(int device, anyrt_backend_event_t* event, anyrt_event_flags_t flags) {
    (void)device, (void)flags;
    FAULT("create_event");
    *event = malloc(1);
    return *event ? ANYRT_STATUS_SUCCESS : ANYRT_STATUS_OUT_OF_MEMORY;
}

static anyrt_status_t destroy_event(int device, anyrt_backend_event_t event) {
    (void)device;
    FAULT("destroy_event");
    free(event);
    return ANYRT_STATUS_SUCCESS;
}

static anyrt_status_t record_event(int device, anyrt_backend_event_t event, anyrt_backend_stream_t stream) {
    (void)device, (void)event, (void)stream;
    FAULT("record_event");
    return ANYRT_STATUS_SUCCESS;
}

static anyrt_status_t synchronize_event(int device, anyrt_backend_event_t event) {
    (void)device, (void)event;
    FAULT("synchronize_event");
    return ANYRT_STATUS_SUCCESS;
}

static anyrt_status_t group_start(void) { FAULT("group_start"); return ANYRT_STATUS_SUCCESS; }

#ifdef FAULT_UNRESOLVED
extern int anyrt_fault_symbol_nobody_defines(void);
int fault_use_missing(void);
__attribute__((visibility("default"))) int fault_use_missing(void) { return anyrt_fault_symbol_nobody_defines(); }
#endif

#ifdef FAULT_NEWER
static struct {
    anyrt_backend_table_t known;
    void (*later[8])(void); /* slots of a minor this runtime does not know yet */
} newer;
#define table newer.known
#else
static anyrt_backend_table_t table;
#endif

__attribute__((visibility("default"))) anyrt_status_t ANYRT_BACKEND_ENTRY(uint32_t major, uint32_t minor,
                                                                           const anyrt_backend_table_t** out) {
    (void)major, (void)minor;
    parse_rules();
    if (fault("entry") != ANYRT_STATUS_SUCCESS) return ANYRT_STATUS_INTERNAL_ERROR;
    table.struct_size = sizeof table;
    table.abi_major = ANYRT_ABI_MAJOR;
    table.abi_minor = ANYRT_ABI_MINOR;
#ifdef FAULT_SLOTS
    table.struct_size = offsetof(anyrt_backend_table_t, initialize) + FAULT_SLOTS * sizeof(void (*)(void));
#endif
#ifdef FAULT_NEWER
    table.struct_size = sizeof newer;
    table.abi_minor = ANYRT_ABI_MINOR + 1;
#endif
    table.name = "fault";
    table.device_kind = ANYRT_DEVICE_KIND_CUSTOM;
    table.last_error_message = last_error_message;
    table.initialize = initialize;
    table.finalize = finalize;
    table.init_device = init_device;
    table.get_device_count = get_device_count;
    table.malloc = mem_alloc;
    table.free = mem_free;
    table.get_memory_info = memory_info;
    table.memcpy = copy;
    table.memcpy_async = copy_async;
    table.memset = fill;
    table.create_stream = create_stream;
    table.destroy_stream = destroy_stream;
    table.synchronize_stream = synchronize_stream;
    table.stream_add_callback = add_callback;
    table.create_event = create_event;
    table.destroy_event = destroy_event;
    table.record_event = record_event;
    table.synchronize_event = synchronize_event;
    table.group_start = group_start;
    *out = &table;
    return ANYRT_STATUS_SUCCESS;
}

