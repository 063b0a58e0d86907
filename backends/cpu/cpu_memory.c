/* anyrt `cpu` backend: allocations (device, host, unified; each with a header the backend checks),
 * copies and fills, and the memory slots. */
#if !defined(_GNU_SOURCE) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L
#endif

#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#include "anyrt.h"
#include "anyrt_backend.h"
#include "cpu_internal.h"

/* ================================================================================================
 * 3. Allocations. Each allocation carries a 64-byte header in front of the returned pointer so
 *    that frees are checked (kind, device, size) and finalize can release what is still live.
 * ============================================================================================== */

static const char* const cpu_mem_kind_name[] = {"?", "device", "host", "unified"};
#define CPU_ALLOC_MAGIC 0x616e7972746d656dull /* "anyrtmem" */
#define CPU_ALLOC_PENDING_FREE (CPU_ALLOC_MAGIC ^ 0xf0u) /* free_async queued, not yet run */

_Static_assert(sizeof(cpu_alloc_t) <= CPU_HDR_SIZE, "allocation header too large");

static cpu_alloc_t* cpu_hdr(void* ptr) { return (cpu_alloc_t*)(void*)((unsigned char*)ptr - CPU_HDR_SIZE); }
static void* cpu_payload(cpu_alloc_t* h) { return (unsigned char*)h + CPU_HDR_SIZE; }

static void cpu_list_push(cpu_alloc_t** head, cpu_alloc_t* h) {
    h->prev = NULL;
    h->next = *head;
    if (*head) (*head)->prev = h;
    *head = h;
}

static void cpu_list_unlink(cpu_alloc_t** head, cpu_alloc_t* h) {
    if (h->prev) h->prev->next = h->next; else *head = h->next;
    if (h->next) h->next->prev = h->prev;
    h->prev = h->next = NULL;
}

/* Large allocations ask for transparent huge pages, as numpy does for its arrays from 4 MiB (with
 * THP in "madvise" mode, the common default, nothing else gets them): fewer TLB misses when a
 * collective or a copy streams through them. They start on a huge-page boundary, so that every
 * 2 MiB of them can be one page. A kernel without THP ignores the advice. */
#define CPU_HUGE_MIN ((size_t)4 << 20)
#define CPU_HUGE_PAGE ((size_t)2 << 20)

/* Smaller ones come from malloc, aligned here: glibc's posix_memalign splits a larger chunk and frees
 * the pieces, and the next large request merges them back (malloc_consolidate), 166 ns against malloc's
 * 28 ns for a 4 KiB block in a loop (/tmp driver, 800 against 320 instructions under callgrind). The
 * header keeps malloc's pointer. */
static cpu_alloc_t* cpu_host_alloc(size_t total) {
    if (total >= CPU_HUGE_MIN) {
        void* p = NULL;
        if (posix_memalign(&p, CPU_HUGE_PAGE, total) != 0) return NULL;
#ifdef MADV_HUGEPAGE
        (void)madvise(p, total & ~(CPU_HUGE_PAGE - 1), MADV_HUGEPAGE);
#endif
        ((cpu_alloc_t*)p)->raw = p;
        return (cpu_alloc_t*)p;
    }
    void* raw = malloc(total + CPU_ALIGN - 1);
    if (raw == NULL) return NULL;
    cpu_alloc_t* h = (cpu_alloc_t*)(void*)(((uintptr_t)raw + CPU_ALIGN - 1) & ~(uintptr_t)(CPU_ALIGN - 1));
    h->raw = raw;
    return h;
}

static anyrt_status_t cpu_alloc_raw(int device, int kind, size_t size, cpu_alloc_t** out) {
    if (size > SIZE_MAX - CPU_HDR_SIZE - CPU_HUGE_PAGE)
        return cpu_fail(ANYRT_STATUS_OUT_OF_MEMORY, "cpu: %s allocation of %zu bytes is too large",
                        cpu_mem_kind_name[kind], size);
    cpu_alloc_t* h = cpu_host_alloc(CPU_HDR_SIZE + size);
    if (h == NULL)
        return cpu_fail(ANYRT_STATUS_OUT_OF_MEMORY, "cpu: host allocator refused %zu bytes for a %s allocation on device %d",
                        size, cpu_mem_kind_name[kind], device);
    h->magic = CPU_ALLOC_MAGIC ^ (uint64_t)kind;
    h->size = size;
    h->device = device;
    h->kind = kind;
    h->prev = h->next = NULL;
    *out = h;
    return ANYRT_STATUS_SUCCESS;
}

void cpu_alloc_release(cpu_alloc_t* h) {
    h->magic = 0;
    free(h->raw);
}

/* Device or unified memory: accounted against the device's capacity. */
static anyrt_status_t cpu_dev_alloc(int device, int kind, void** ptr, size_t size) {
    cpu_device_t* d = NULL;
    anyrt_status_t st = cpu_get_dev(device, &d);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (ptr == NULL) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: ptr is null");
    if (size == 0) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: %s allocation of 0 bytes", cpu_mem_kind_name[kind]);
    pthread_mutex_lock(&d->mu);
    size_t cap = g_capacity, avail = cap - d->used;
    if (size > avail) {
        pthread_mutex_unlock(&d->mu);
        return cpu_fail(ANYRT_STATUS_OUT_OF_MEMORY,
                        "cpu: device %d out of memory: requested %zu bytes, %zu bytes free of %zu (ANYRT_CPU_MEMORY)",
                        device, size, avail, cap);
    }
    d->used += size; /* reserve before the (possibly slow) host allocation */
    pthread_mutex_unlock(&d->mu);

    cpu_alloc_t* h = NULL;
    st = cpu_alloc_raw(device, kind, size, &h);
    pthread_mutex_lock(&d->mu);
    if (st != ANYRT_STATUS_SUCCESS) d->used -= size;
    else cpu_list_push(&d->allocs, h);
    pthread_mutex_unlock(&d->mu);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    *ptr = cpu_payload(h);
    return ANYRT_STATUS_SUCCESS;
}

/* Checks that `ptr` is a live allocation of `kind` owned by `device` and of `size` (0 = any). */
static anyrt_status_t cpu_check_alloc(int device, int kind, const void* ptr, size_t size, cpu_alloc_t** out) {
    if (((uintptr_t)ptr & (CPU_ALIGN - 1)) != 0)
        return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: %p was not returned by the cpu backend's %s allocator",
                        ptr, cpu_mem_kind_name[kind]);
    cpu_alloc_t* h = cpu_hdr((void*)(uintptr_t)ptr);
    if (h->magic == CPU_ALLOC_PENDING_FREE)
        return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: %p already has a free_async pending (double free)", ptr);
    if (h->magic != (CPU_ALLOC_MAGIC ^ (uint64_t)kind)) {
        for (int k = CPU_MEM_DEVICE; k <= CPU_MEM_UNIFIED; ++k)
            if (k != kind && h->magic == (CPU_ALLOC_MAGIC ^ (uint64_t)k))
                return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: %p is %s memory, freed as %s memory", ptr,
                                cpu_mem_kind_name[k], cpu_mem_kind_name[kind]);
        return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: %p is not a live %s allocation (double free?)", ptr,
                        cpu_mem_kind_name[kind]);
    }
    if (kind != CPU_MEM_HOST && h->device != device)
        return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: %p belongs to device %d, not device %d", ptr, h->device, device);
    if (size != 0 && size != h->size)
        return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: %p was allocated with %zu bytes, freed with %zu", ptr, h->size,
                        size);
    *out = h;
    return ANYRT_STATUS_SUCCESS;
}

void cpu_dev_release(cpu_alloc_t* h) {
    cpu_device_t* d = &g_dev[h->device];
    pthread_mutex_lock(&d->mu);
    cpu_list_unlink(&d->allocs, h);
    d->used -= h->size;
    pthread_mutex_unlock(&d->mu);
    cpu_alloc_release(h);
}

static anyrt_status_t cpu_dev_free(int device, int kind, void* ptr, size_t size) {
    CPU_CHECK_DEVICE(device);
    if (ptr == NULL) return ANYRT_STATUS_SUCCESS;
    cpu_alloc_t* h = NULL;
    anyrt_status_t st = cpu_check_alloc(device, kind, ptr, size, &h);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    cpu_dev_release(h);
    return ANYRT_STATUS_SUCCESS;
}

/* ================================================================================================
 * 4. Copies and fills: one memmove/memset on the calling thread (the stream's worker for queued
 *    ones). Splitting large ones over a second thread does not pay on the 2-core VM the project is
 *    measured on (issue 18): a thread started per copy ran 0.3-0.8x of one thread from 4 MiB up,
 *    a persistent helper 0.7-1.06x, and both 0.5-0.6x at 256 MiB, where glibc's memcpy uses
 *    non-temporal stores for the whole copy but not for its halves. Work on several streams runs
 *    in parallel instead.
 * ============================================================================================== */

void cpu_copy(void* dst, const void* src, size_t n) {
    if (n == 0 || dst == src) return;
    memmove(dst, src, n); /* the same speed as memcpy where they do not overlap */
}

void cpu_fill(void* dst, uint8_t value, size_t n) {
    if (n == 0) return;
    memset(dst, value, n);
}

anyrt_status_t cpu_malloc(int device, void** ptr, size_t size) { return cpu_dev_alloc(device, CPU_MEM_DEVICE, ptr, size); }
anyrt_status_t cpu_free(int device, void* ptr, size_t size) { return cpu_dev_free(device, CPU_MEM_DEVICE, ptr, size); }
anyrt_status_t cpu_malloc_unified(int device, void** ptr, size_t size) {
    return cpu_dev_alloc(device, CPU_MEM_UNIFIED, ptr, size);
}
anyrt_status_t cpu_free_unified(int device, void* ptr, size_t size) {
    return cpu_dev_free(device, CPU_MEM_UNIFIED, ptr, size);
}

anyrt_status_t cpu_malloc_host(int device, void** ptr, size_t size) {
    CPU_CHECK_DEVICE(device);
    if (ptr == NULL) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: ptr is null");
    if (size == 0) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: host allocation of 0 bytes");
    cpu_alloc_t* h = NULL;
    anyrt_status_t st = cpu_alloc_raw(device, CPU_MEM_HOST, size, &h);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    pthread_mutex_lock(&g_host_mu);
    cpu_list_push(&g_host_allocs, h);
    pthread_mutex_unlock(&g_host_mu);
    *ptr = cpu_payload(h);
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cpu_free_host(int device, void* ptr, size_t size) {
    CPU_CHECK_DEVICE(device);
    if (ptr == NULL) return ANYRT_STATUS_SUCCESS;
    cpu_alloc_t* h = NULL;
    anyrt_status_t st = cpu_check_alloc(device, CPU_MEM_HOST, ptr, size, &h);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    pthread_mutex_lock(&g_host_mu);
    cpu_list_unlink(&g_host_allocs, h);
    pthread_mutex_unlock(&g_host_mu);
    cpu_alloc_release(h);
    return ANYRT_STATUS_SUCCESS;
}

static anyrt_status_t cpu_check_copy(const void* dst, const void* src, size_t size, anyrt_memcpy_kind_t kind) {
    if ((unsigned)kind > (unsigned)ANYRT_MEMCPY_KIND_DEFAULT)
        return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: unknown memcpy kind %d", (int)kind);
    if (size != 0 && (dst == NULL || src == NULL))
        return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: memcpy of %zu bytes with a null %s", size, dst ? "src" : "dst");
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cpu_memcpy(int device, void* dst, const void* src, size_t size, anyrt_memcpy_kind_t kind) {
    CPU_CHECK_DEVICE(device);
    anyrt_status_t st = cpu_check_copy(dst, src, size, kind);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    cpu_copy(dst, src, size); /* every kind is a host copy here */
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cpu_memcpy_async(int device, void* dst, const void* src, size_t size, anyrt_memcpy_kind_t kind,
                                       anyrt_backend_stream_t stream) {
    cpu_stream_t* s = NULL;
    anyrt_status_t st = cpu_stream_check(device, stream, &s);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    st = cpu_check_copy(dst, src, size, kind);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    cpu_copy_payload_t p = {dst, src, size};
    return cpu_stream_enqueue(s, cpu_task_copy, &p, sizeof p);
}

anyrt_status_t cpu_memcpy_peer(int device, void* dst, const void* src, int src_device, size_t size) {
    CPU_CHECK_DEVICE(device);
    CPU_CHECK_DEVICE(src_device);
    anyrt_status_t st = cpu_check_copy(dst, src, size, ANYRT_MEMCPY_KIND_D2D);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    cpu_copy(dst, src, size);
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cpu_memcpy_peer_async(int device, void* dst, int dst_device, const void* src, int src_device,
                                            size_t size, anyrt_backend_stream_t stream) {
    cpu_stream_t* s = NULL;
    anyrt_status_t st = cpu_stream_check(device, stream, &s);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    CPU_CHECK_DEVICE(dst_device);
    CPU_CHECK_DEVICE(src_device);
    st = cpu_check_copy(dst, src, size, ANYRT_MEMCPY_KIND_D2D);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    cpu_copy_payload_t p = {dst, src, size};
    return cpu_stream_enqueue(s, cpu_task_copy, &p, sizeof p);
}

anyrt_status_t cpu_memset(int device, void* ptr, uint8_t value, size_t size) {
    CPU_CHECK_DEVICE(device);
    if (ptr == NULL && size != 0) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: memset of %zu bytes at null", size);
    cpu_fill(ptr, value, size);
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cpu_memset_async(int device, void* ptr, uint8_t value, size_t size, anyrt_backend_stream_t stream) {
    cpu_stream_t* s = NULL;
    anyrt_status_t st = cpu_stream_check(device, stream, &s);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (ptr == NULL && size != 0) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: memset of %zu bytes at null", size);
    cpu_fill_payload_t p = {ptr, size, value};
    return cpu_stream_enqueue(s, cpu_task_fill, &p, sizeof p);
}

anyrt_status_t cpu_get_memory_info(int device, size_t* free_bytes, size_t* total_bytes) {
    cpu_device_t* d = NULL;
    anyrt_status_t st = cpu_get_dev(device, &d);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    pthread_mutex_lock(&d->mu);
    size_t used = d->used;
    pthread_mutex_unlock(&d->mu);
    if (free_bytes) *free_bytes = g_capacity - used;
    if (total_bytes) *total_bytes = g_capacity;
    return ANYRT_STATUS_SUCCESS;
}

static anyrt_status_t cpu_free_now(int device, size_t* out) {
    size_t f = 0;
    anyrt_status_t st = cpu_get_memory_info(device, &f, NULL);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (out == NULL) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: size is null");
    *out = f;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cpu_min_chunk_size(int device, size_t* size) {
    CPU_CHECK_DEVICE(device);
    if (size == NULL) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: size is null");
    *size = CPU_ALIGN;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cpu_max_alloc_size(int device, size_t* size) { return cpu_free_now(device, size); }

/* max_chunk, init_alloc and realloc: min(free memory, 256 MiB). */
static anyrt_status_t cpu_chunk_size(int device, size_t* size) {
    anyrt_status_t st = cpu_free_now(device, size);
    if (st == ANYRT_STATUS_SUCCESS && *size > CPU_MAX_CHUNK) *size = CPU_MAX_CHUNK;
    return st;
}

anyrt_status_t cpu_max_chunk_size(int device, size_t* size) { return cpu_chunk_size(device, size); }
anyrt_status_t cpu_init_alloc_size(int device, size_t* size) { return cpu_chunk_size(device, size); }
anyrt_status_t cpu_realloc_size(int device, size_t* size) { return cpu_chunk_size(device, size); }

anyrt_status_t cpu_extra_padding_size(int device, size_t* size) {
    CPU_CHECK_DEVICE(device);
    if (size == NULL) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: size is null");
    *size = 0;
    return ANYRT_STATUS_SUCCESS;
}

/* Stream-ordered allocation: the memory is reserved at enqueue time (so it is usable by any work
 * queued after it), the free runs in stream order. */
anyrt_status_t cpu_malloc_async(int device, void** ptr, size_t size, anyrt_backend_stream_t stream) {
    cpu_stream_t* s = NULL;
    anyrt_status_t st = cpu_stream_check(device, stream, &s);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    return cpu_dev_alloc(device, CPU_MEM_DEVICE, ptr, size);
}

anyrt_status_t cpu_free_async(int device, void* ptr, size_t size, anyrt_backend_stream_t stream) {
    cpu_stream_t* s = NULL;
    anyrt_status_t st = cpu_stream_check(device, stream, &s);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (ptr == NULL) return ANYRT_STATUS_SUCCESS;
    cpu_alloc_t* h = NULL;
    st = cpu_check_alloc(device, CPU_MEM_DEVICE, ptr, size, &h);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    h->magic = CPU_ALLOC_PENDING_FREE; /* a second free of it now fails cleanly */
    st = cpu_stream_enqueue(s, cpu_task_free, &h, sizeof h);
    if (st != ANYRT_STATUS_SUCCESS) h->magic = CPU_ALLOC_MAGIC ^ (uint64_t)CPU_MEM_DEVICE;
    return st;
}
