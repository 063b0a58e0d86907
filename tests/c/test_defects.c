/* Issue 12's C-level defects, one case per process: `test_defects CASE` exits 0 when the runtime
 * answers the misuse with a clean error (or the right result) and prints what it saw. Before the
 * fixes each case crashed, hung or succeeded silently. Driven by tests/test_defects.py. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "anyrt.h"

static int failures;
#define EXPECT(cond, ...)                                  \
    do {                                                   \
        if (!(cond)) {                                     \
            ++failures;                                    \
            printf("FAIL %s:%d: ", __FILE__, __LINE__);    \
            printf(__VA_ARGS__);                           \
            printf("\n");                                  \
        }                                                  \
    } while (0)

static const char* last_message(void) {
    static _Thread_local anyrt_error_info_t info;
    anyrt_get_last_error(&info);
    return info.message;
}

/* ---- 3: shutdown from a callback; 18: waits a callback makes on itself */

typedef struct {
    anyrt_stream_t stream;
    anyrt_event_t later;
    anyrt_status_t shutdown_st, sync_st, device_st, event_st;
    char msg[4][600];
} cb_state_t;

static void in_callback(void* p) {
    cb_state_t* s = p;
    s->shutdown_st = anyrt_shutdown();
    snprintf(s->msg[0], sizeof s->msg[0], "%s", last_message());
    s->sync_st = anyrt_synchronize_stream(s->stream);
    snprintf(s->msg[1], sizeof s->msg[1], "%s", last_message());
    s->device_st = anyrt_synchronize_device();
    snprintf(s->msg[2], sizeof s->msg[2], "%s", last_message());
    s->event_st = anyrt_synchronize_event(s->later);
    snprintf(s->msg[3], sizeof s->msg[3], "%s", last_message());
}

static void case_callback_waits(void) {
    cb_state_t s = {0};
    EXPECT(anyrt_set_device(ANYRT_DEVICE_KIND_CPU, 0) == ANYRT_STATUS_SUCCESS, "set_device");
    EXPECT(anyrt_create_stream(&s.stream) == ANYRT_STATUS_SUCCESS, "create_stream");
    EXPECT(anyrt_create_event(&s.later, ANYRT_EVENT_FLAGS_DEFAULT) == ANYRT_STATUS_SUCCESS, "create_event");
    EXPECT(anyrt_stream_add_callback(s.stream, in_callback, &s) == ANYRT_STATUS_SUCCESS, "add_callback");
    EXPECT(anyrt_record_event(s.later, s.stream) == ANYRT_STATUS_SUCCESS, "record_event");
    EXPECT(anyrt_synchronize_stream(s.stream) == ANYRT_STATUS_SUCCESS, "synchronize: %s", last_message());
    EXPECT(s.shutdown_st == ANYRT_STATUS_ERROR && strstr(s.msg[0], "inside a stream callback"), "shutdown: %d %s",
           s.shutdown_st, s.msg[0]);
    EXPECT(s.sync_st == ANYRT_STATUS_ERROR && strstr(s.msg[1], "the stream this callback runs on"), "sync own: %d %s",
           s.sync_st, s.msg[1]);
    EXPECT(s.device_st == ANYRT_STATUS_ERROR && strstr(s.msg[2], "wait for that callback itself"), "device: %d %s",
           s.device_st, s.msg[2]);
    EXPECT(s.event_st == ANYRT_STATUS_ERROR && strstr(s.msg[3], "recorded on this callback's stream after"),
           "event: %d %s", s.event_st, s.msg[3]);
    EXPECT(anyrt_destroy_event(s.later) == ANYRT_STATUS_SUCCESS, "destroy_event");
    EXPECT(anyrt_destroy_stream(s.stream) == ANYRT_STATUS_SUCCESS, "destroy_stream");
    EXPECT(anyrt_shutdown() == ANYRT_STATUS_SUCCESS, "shutdown after the work");
}

/* ---- 2: destroy NULL */

static void case_destroy_null(void) {
    EXPECT(anyrt_destroy_stream(NULL) == ANYRT_STATUS_INVALID_HANDLE, "destroy_stream(NULL)");
    EXPECT(anyrt_destroy_event(NULL) == ANYRT_STATUS_INVALID_HANDLE, "destroy_event(NULL)");
    EXPECT(anyrt_synchronize_stream(NULL) == ANYRT_STATUS_SUCCESS, "the default stream still works: %s", last_message());
}

typedef struct {
    const char* name;
    void (*run)(void);
} test_case_t;

static const test_case_t cases[] = {
    {"callback_waits", case_callback_waits},
    {"destroy_null", case_destroy_null},
};

int main(int argc, char** argv) {
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; ++i) {
        if (argc > 1 && strcmp(argv[1], cases[i].name) != 0) continue;
        cases[i].run();
        printf("%s: %s\n", cases[i].name, failures ? "FAILED" : "ok");
        return failures != 0;
    }
    fprintf(stderr, "usage: test_defects CASE\n");
    return 2;
}
