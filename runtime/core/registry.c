/* Allocation registry: address -> (backend, device, size, kind). Copies infer their direction from
 * it, frees find their backend and size in it, and finalize reports what was never freed. A sorted
 * array: lookups (every copy) are a binary search; inserts and removes are rarer. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core_private.h"

static anyrt__alloc_t* allocs;
static size_t alloc_count, alloc_cap;
static pthread_rwlock_t registry_lock = PTHREAD_RWLOCK_INITIALIZER;

static const char* const mem_names[] = {"device", "host", "unified"};

/* Index of the last allocation starting at or below `p`, or -1. Caller holds the lock. */
static long floor_index(const char* p) {
    long lo = 0, hi = (long)alloc_count - 1, found = -1;
    while (lo <= hi) {
        long mid = lo + (hi - lo) / 2;
        if (allocs[mid].start <= p) {
            found = mid;
            lo = mid + 1;
        } else {
            hi = mid - 1;
        }
    }
    return found;
}

anyrt_status_t anyrt__register_alloc(anyrt__call_t* call, const anyrt__target_t* t, void* ptr, size_t size,
                                     anyrt__mem_kind_t kind) {
    pthread_rwlock_wrlock(&registry_lock);
    if (alloc_count == alloc_cap) {
        size_t cap = alloc_cap ? alloc_cap * 2 : 256;
        anyrt__alloc_t* grown = realloc(allocs, cap * sizeof *grown);
        if (!grown) {
            pthread_rwlock_unlock(&registry_lock);
            return anyrt__fail(call, ANYRT_STATUS_OUT_OF_MEMORY, NULL, "no host memory to register an allocation");
        }
        allocs = grown;
        alloc_cap = cap;
    }
    long at = floor_index((const char*)ptr) + 1;
    memmove(&allocs[at + 1], &allocs[at], (alloc_count - (size_t)at) * sizeof *allocs);
    allocs[at] = (anyrt__alloc_t){(char*)ptr, size, t->backend, t->device, kind, call->function, anyrt__take_site()};
    ++alloc_count;
    pthread_rwlock_unlock(&registry_lock);
    return ANYRT_STATUS_SUCCESS;
}

int anyrt__find_alloc(const void* ptr, anyrt__alloc_t* out) {
    pthread_rwlock_rdlock(&registry_lock);
    long i = floor_index((const char*)ptr);
    int hit = i >= 0 && (const char*)ptr < allocs[i].start + (allocs[i].size ? allocs[i].size : 1);
    if (hit) *out = allocs[i];
    pthread_rwlock_unlock(&registry_lock);
    return hit;
}

void anyrt__unregister_alloc(void* ptr) {
    pthread_rwlock_wrlock(&registry_lock);
    long i = floor_index((const char*)ptr);
    if (i >= 0 && allocs[i].start == (char*)ptr) {
        free(allocs[i].site);
        memmove(&allocs[i], &allocs[i + 1], (alloc_count - (size_t)i - 1) * sizeof *allocs);
        --alloc_count;
    }
    pthread_rwlock_unlock(&registry_lock);
}

anyrt_status_t anyrt__lookup_release(anyrt__call_t* call, const anyrt__target_t* t, const char* param, void* ptr,
                                     anyrt__mem_kind_t kind, size_t* size) {
    anyrt__alloc_t a;
    if (!anyrt__find_alloc(ptr, &a) || a.start != (char*)ptr)
        return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, param,
                           "is not the start of a live anyrt allocation (already freed, or never allocated here)");
    if (a.kind != kind)
        return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, param, "is %s memory; this call frees %s memory",
                           mem_names[a.kind], mem_names[kind]);
    (void)t;
    *size = a.size;
    return ANYRT_STATUS_SUCCESS;
}

size_t anyrt__release_all_allocs(anyrt__backend_t* backend) {
    /* Finalize frees what the program leaked, so the backend can shut down cleanly. */
    size_t released = 0;
    for (;;) {
        anyrt__alloc_t a;
        int found = 0;
        pthread_rwlock_rdlock(&registry_lock);
        for (size_t i = 0; i < alloc_count && !found; ++i)
            if (allocs[i].backend == backend) a = allocs[i], found = 1;
        pthread_rwlock_unlock(&registry_lock);
        if (!found) break;
        anyrt__call_t call = {.function = "shutdown", .slot = -1, .backend = backend};
        anyrt__target_t t = {backend, a.device};
        if (a.kind == ANYRT__MEM_DEVICE) anyrt__impl_free(&call, &t, a.start, a.size);
        else if (a.kind == ANYRT__MEM_HOST) anyrt__impl_free_host(&call, &t, a.start, a.size);
        else anyrt__impl_free_unified(&call, &t, a.start, a.size);
        anyrt__unregister_alloc(a.start);
        ++released;
    }
    pthread_rwlock_wrlock(&registry_lock);
    if (alloc_count == 0) {
        free(allocs);
        allocs = NULL;
        alloc_cap = 0;
    }
    pthread_rwlock_unlock(&registry_lock);
    return released;
}

size_t anyrt__count_allocs(void) {
    pthread_rwlock_rdlock(&registry_lock);
    size_t n = alloc_count;
    pthread_rwlock_unlock(&registry_lock);
    return n;
}

void anyrt__describe_allocs(int (*line)(void* ctx, const char* text), void* ctx) {
    char text[400];
    pthread_rwlock_rdlock(&registry_lock);
    for (size_t i = 0; i < alloc_count; ++i) {
        const anyrt__alloc_t* a = &allocs[i];
        snprintf(text, sizeof text, "%s memory %p, %zu bytes on %s:%d, allocated by anyrt_%s%s%s", mem_names[a->kind],
                 (void*)a->start, a->size, a->backend->info.name, a->device, a->created_by ? a->created_by : "?",
                 a->site ? " at " : "", a->site ? a->site : "");
        line(ctx, text);
    }
    pthread_rwlock_unlock(&registry_lock);
}

/* ---- pointer targets */

static anyrt_status_t target_alloc(anyrt__call_t* call, anyrt__target_t* t, const anyrt__alloc_t* a) {
    t->backend = a->backend;
    t->device = a->device;
    call->backend = a->backend;
    return anyrt__ready_device(call, a->backend, a->device);
}

anyrt_status_t anyrt__target_pointer(anyrt__call_t* call, anyrt__target_t* t, const char* param, const void* ptr) {
    anyrt__alloc_t a;
    if (ptr == NULL) return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, param, "must not be NULL");
    if (!anyrt__find_alloc(ptr, &a))
        return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, param, "is not inside a live anyrt allocation");
    return target_alloc(call, t, &a);
}

anyrt_status_t anyrt__target_pointers(anyrt__call_t* call, anyrt__target_t* t, const void* a, const void* b) {
    /* Device memory decides the device; else host memory of some device; else the current device. */
    anyrt__alloc_t found[2];
    int hit[2] = {a && anyrt__find_alloc(a, &found[0]), b && anyrt__find_alloc(b, &found[1])};
    for (int i = 0; i < 2; ++i)
        if (hit[i] && found[i].kind != ANYRT__MEM_HOST) return target_alloc(call, t, &found[i]);
    for (int i = 0; i < 2; ++i)
        if (hit[i]) return target_alloc(call, t, &found[i]);
    return anyrt__target_current(call, t);
}

anyrt_status_t anyrt__prepare_infer_memcpy_kind(anyrt__call_t* call, const anyrt__target_t* t, void* dst,
                                                const void* src, anyrt_memcpy_kind_t* kind) {
    (void)call;
    (void)t;
    if (*kind != ANYRT_MEMCPY_KIND_DEFAULT) return ANYRT_STATUS_SUCCESS;
    anyrt__alloc_t a;
    int dst_dev = anyrt__find_alloc(dst, &a) && a.kind != ANYRT__MEM_HOST;
    int src_dev = anyrt__find_alloc(src, &a) && a.kind != ANYRT__MEM_HOST;
    *kind = dst_dev ? (src_dev ? ANYRT_MEMCPY_KIND_D2D : ANYRT_MEMCPY_KIND_H2D)
                    : (src_dev ? ANYRT_MEMCPY_KIND_D2H : ANYRT_MEMCPY_KIND_H2H);
    return ANYRT_STATUS_SUCCESS;
}
