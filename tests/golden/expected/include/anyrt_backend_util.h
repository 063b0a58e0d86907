/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* What every backend would otherwise write the same way: its slot prototypes, its error message,
 * its table and its entry point. A backend's own files then hold only its logic.
 *
 *     #define ANYRT_BACKEND_PREFIX acme          (slot functions are acme_malloc, acme_memcpy, ...)
 *     #include "anyrt_backend_util.h"
 *     ...
 *     ANYRT_BACKEND_DEFINE("acme", ANYRT_DEVICE_KIND_CUSTOM)     (in exactly one file)
 *
 * Every slot is declared weak and hidden: a slot the backend does not define is NULL in the table
 * (the core then falls back or reports NOT_SUPPORTED), and none is exported. `PREFIX_fail(status,
 * fmt, ...)` records the calling thread's message for the core and returns `status`;
 * `PREFIX_message()` reads it back. */
#ifndef ANYRT_BACKEND_UTIL_H
#define ANYRT_BACKEND_UTIL_H

#include <stdarg.h>
#include <stdio.h>

#include "anyrt_backend.h"

#ifndef ANYRT_BACKEND_PREFIX
#error "define ANYRT_BACKEND_PREFIX (the prefix of the backend's slot functions) before including anyrt_backend_util.h"
#endif
#ifndef ANYRT_BACKEND_MESSAGE_SIZE
#define ANYRT_BACKEND_MESSAGE_SIZE 512
#endif
#if !defined(__GNUC__)
#error "anyrt_backend_util.h needs weak symbols (GCC or Clang)"
#endif

#define ANYRT_BACKEND_CAT_(a, b) a##_##b
#define ANYRT_BACKEND_CAT(a, b) ANYRT_BACKEND_CAT_(a, b)
#define ANYRT_BACKEND_FN(name) ANYRT_BACKEND_CAT(ANYRT_BACKEND_PREFIX, name)
#define ANYRT_BACKEND_SLOT __attribute__((weak, visibility("hidden")))

#ifdef __cplusplus
extern "C" {
#endif

__attribute__((visibility("hidden"), format(printf, 2, 3)))
anyrt_status_t ANYRT_BACKEND_FN(fail)(anyrt_status_t status, const char* fmt, ...);
__attribute__((visibility("hidden"))) const char* ANYRT_BACKEND_FN(message)(void);

ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(get_device_count)(int* count);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(malloc)(int device, void** ptr, size_t size);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(create_stream)(int device, anyrt_backend_stream_t* stream);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_scale)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(op_window)(int device, const anyrt_op_launch_t* launch);
ANYRT_BACKEND_SLOT anyrt_status_t ANYRT_BACKEND_FN(fill)(int device, void* ptr, int value, size_t size, anyrt_backend_stream_t stream);

#ifdef __cplusplus
}
#endif

/* The message buffer, the table (every slot the backend defines) and the exported entry point,
 * which refuses another ABI major. */
/* The build (`pip install .`, `anyrt build-backend`) passes the entry's device_kind of
 * spec/backends.yaml as ANYRT_BUILD_KIND (and its name as ANYRT_BUILD_NAME): a kind given here
 * that differs from it is a compile error, so the spec stays the one source of truth. */
#if defined(ANYRT_BUILD_KIND) && defined(__cplusplus)
#define ANYRT_BACKEND_KIND_CHECK_(KIND) static_assert((KIND) == ANYRT_BUILD_KIND, \
    "the device kind given to ANYRT_BACKEND_DEFINE differs from device_kind in spec/backends.yaml (ANYRT_BUILD_KIND)");
#elif defined(ANYRT_BUILD_KIND)
#define ANYRT_BACKEND_KIND_CHECK_(KIND) _Static_assert((KIND) == ANYRT_BUILD_KIND, \
    "the device kind given to ANYRT_BACKEND_DEFINE differs from device_kind in spec/backends.yaml (ANYRT_BUILD_KIND)");
#else
#define ANYRT_BACKEND_KIND_CHECK_(KIND)
#endif

#define ANYRT_BACKEND_DEFINE(NAME, KIND)                                                                  \
    ANYRT_BACKEND_KIND_CHECK_(KIND)                                                                       \
    static _Thread_local char anyrt_backend_message_[ANYRT_BACKEND_MESSAGE_SIZE];                        \
    anyrt_status_t ANYRT_BACKEND_FN(fail)(anyrt_status_t status, const char* fmt, ...) {                \
        va_list ap;                                                                                       \
        va_start(ap, fmt);                                                                                \
        vsnprintf(anyrt_backend_message_, sizeof anyrt_backend_message_, fmt, ap);                        \
        va_end(ap);                                                                                       \
        return status;                                                                                    \
    }                                                                                                     \
    const char* ANYRT_BACKEND_FN(message)(void) { return anyrt_backend_message_; }                       \
    static const anyrt_backend_table_t anyrt_backend_table_ = {                                         \
        .struct_size = sizeof(anyrt_backend_table_t),                                                     \
        .abi_major = ANYRT_ABI_MAJOR,                                                                     \
        .abi_minor = ANYRT_ABI_MINOR,                                                                     \
        .name = NAME,                                                                                     \
        .device_kind = KIND,                                                                              \
        .last_error_message = ANYRT_BACKEND_FN(message),                                                  \
        .get_device_count = ANYRT_BACKEND_FN(get_device_count), \
        .malloc = ANYRT_BACKEND_FN(malloc), \
        .create_stream = ANYRT_BACKEND_FN(create_stream), \
        .op_scale = ANYRT_BACKEND_FN(op_scale), \
        .op_window = ANYRT_BACKEND_FN(op_window), \
        .fill = ANYRT_BACKEND_FN(fill), \
    };                                                                                                    \
    __attribute__((visibility("default"))) anyrt_status_t ANYRT_BACKEND_ENTRY(                           \
        uint32_t core_abi_major, uint32_t core_abi_minor, const anyrt_backend_table_t** table) {         \
        (void)core_abi_minor; /* a newer core reads only our struct_size worth of slots */                \
        if (core_abi_major != ANYRT_ABI_MAJOR)                                                           \
            return ANYRT_BACKEND_FN(fail)(ANYRT_STATUS_ABI_MISMATCH, "%s: built for anyrt ABI %u.x, core is %u.x", \
                                          NAME, (unsigned)ANYRT_ABI_MAJOR, (unsigned)core_abi_major);     \
        if (table == NULL) return ANYRT_BACKEND_FN(fail)(ANYRT_STATUS_INVALID_VALUE, "%s: table is null", NAME); \
        *table = &anyrt_backend_table_;                                                                   \
        return ANYRT_STATUS_SUCCESS;                                                                      \
    }                                                                                                     \
    typedef int anyrt_backend_defined_ /* swallows the caller's semicolon */

#endif /* ANYRT_BACKEND_UTIL_H */
