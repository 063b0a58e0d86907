/* Validation layer (ANYRT_VALIDATE=1): the memory each pointer argument reaches, checked against
 * the allocation registry before the call reaches the backend; where each object was created; and
 * a report of every object still alive at shutdown or exit. Handle misuse (use after destroy, double
 * destroy) is caught by the wrappers' magic in every mode; this layer adds where each was created
 * and destroyed and keeps destroyed wrappers out of reuse so a stale handle can never come back. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core_private.h"

static _Thread_local char tls_site[160];

ANYRT_API anyrt_status_t anyrt_set_call_site(const char* site) {
    snprintf(tls_site, sizeof tls_site, "%s", site ? site : "");
    return ANYRT_STATUS_SUCCESS;
}

char* anyrt__take_site(void) {
    if (!(anyrt__layers & ANYRT__LAYER_VALIDATE) || !tls_site[0]) return NULL;
    return strdup(tls_site);
}

const char* anyrt__peek_site(void) {
    return (anyrt__layers & ANYRT__LAYER_VALIDATE) && tls_site[0] ? tls_site : NULL;
}

/* The site belongs to one call (which may create several objects): the next call starts clean. */
void anyrt__clear_site(void) { tls_site[0] = '\0'; }

int anyrt__copy_needs_device(anyrt_memcpy_kind_t kind, int dst_side) {
    switch (kind) {
    case ANYRT_MEMCPY_KIND_H2D: return dst_side;
    case ANYRT_MEMCPY_KIND_D2H: return !dst_side;
    case ANYRT_MEMCPY_KIND_D2D: return 1;
    default: return 0;
    }
}

size_t anyrt__extent_bytes(size_t count, int dtype, size_t ranks) {
    size_t unit = anyrt__dtype_size(dtype) * (ranks ? ranks : 1);
    if (unit && count > SIZE_MAX / unit) return SIZE_MAX; /* past the end of anything */
    return count * unit;
}

size_t anyrt__comm_ranks(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_comm_t comm) {
    int size = 1;
    if (anyrt__impl_comm_size(call, t, comm, &size) != ANYRT_STATUS_SUCCESS || size < 1) return 1;
    return (size_t)size;
}

int anyrt__comm_own_rank(anyrt__call_t* call, const anyrt__target_t* t, anyrt_backend_comm_t comm) {
    int rank = 0;
    if (anyrt__impl_comm_rank(call, t, comm, &rank) != ANYRT_STATUS_SUCCESS || rank < 0) return 0;
    return rank;
}

/* What a per-rank count array reaches: this rank's count (own >= 0), else the furthest block end
 * (displs) or the packed sum; SIZE_MAX where it overflows, which no allocation holds. */
size_t anyrt__extent_counts_bytes(const size_t* counts, const size_t* displs, size_t ranks, int own, int dtype) {
    if (counts == NULL) return 0; /* refused by the null check before */
    size_t reach = 0;
    if (own >= 0) {
        reach = (size_t)own < ranks ? counts[own] : 0;
    } else {
        for (size_t i = 0; i < ranks; ++i) {
            size_t start = displs ? displs[i] : reach;
            if (counts[i] > SIZE_MAX - start) return SIZE_MAX;
            size_t end = start + counts[i];
            if (displs == NULL || (counts[i] && end > reach)) reach = end;
        }
    }
    return anyrt__extent_bytes(reach, dtype, 1);
}

static const char* const mem_words[] = {"device", "pinned host", "unified"};

static void describe(char* out, size_t cap, const anyrt__alloc_t* a) {
    snprintf(out, cap, "a %zu-byte %s allocation of %s:%d made by anyrt_%s%s%s", a->size, mem_words[a->kind],
             a->backend->info.name, a->device, a->created_by ? a->created_by : "?", a->site ? " at " : "",
             a->site ? a->site : "");
}

anyrt_status_t anyrt__validate_extent(anyrt__call_t* call, const anyrt__target_t* t, const char* param, const void* ptr,
                                      size_t bytes, int need_device, int device, const char* via) {
    if (ptr == NULL) return ANYRT_STATUS_SUCCESS; /* nullable params; non-null ones were checked already */
    if (device < 0) device = t->device;
    anyrt__alloc_t a;
    char what[300];
    int found = anyrt__find_alloc(ptr, &a);
    if (found) {
        size_t offset = (size_t)((const char*)ptr - a.start);
        size_t room = a.size > offset ? a.size - offset : 0;
        if (bytes > room) {
            describe(what, sizeof what, &a);
            return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, param,
                               "reaches %zu bytes past the end of its allocation (%zu bytes from offset %zu of %s)",
                               bytes - room, bytes, offset, what);
        }
    }
    /* The bounds of a known allocation are checked always (an overrun would corrupt memory); what kind
     * of memory the call needs, only under validation. */
    if (!need_device || !(anyrt__layers & ANYRT__LAYER_VALIDATE)) return ANYRT_STATUS_SUCCESS;
    if (!found)
        return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, param,
                           "is not device memory of %s:%d: it is not inside any live anyrt allocation (freed, or never "
                           "allocated by anyrt)", t->backend->info.name, device);
    /* need_device 2 ("addressable", e.g. memset): any anyrt memory the device's kernels can reach,
     * pinned host memory of the backend included (backends serve it: cpu directly, cuda through UVA). */
    if (need_device == 2 && a.kind == ANYRT__MEM_HOST && a.backend == t->backend) return ANYRT_STATUS_SUCCESS;
    if (a.kind == ANYRT__MEM_HOST) {
        describe(what, sizeof what, &a);
        return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, param, "is not device memory of %s:%d: it is inside %s",
                           t->backend->info.name, device, what);
    }
    if (a.backend != t->backend || a.device != device) {
        describe(what, sizeof what, &a);
        if (via && device == t->device)
            return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, via, "runs the call on %s:%d, but '%s' is inside %s",
                               t->backend->info.name, t->device, param, what);
        return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, param, "is not memory of %s:%d, the device of this call: it is inside %s",
                           t->backend->info.name, device, what);
    }
    return ANYRT_STATUS_SUCCESS;
}

/* ---- the leak report */

static int report_line(void* ctx, const char* line) {
    FILE* out = ctx;
    fprintf(out, "anyrt validation:   %s\n", line);
    return 0;
}

void anyrt__report_leaks(const char* when) {
    if (!(anyrt__layers & ANYRT__LAYER_VALIDATE)) return;
    size_t n = anyrt__count_live_handles() + anyrt__count_allocs();
    if (n == 0) {
        fprintf(stderr, "anyrt validation: no leaks at %s\n", when);
        return;
    }
    fprintf(stderr, "anyrt validation: %zu object%s still alive at %s:\n", n, n == 1 ? "" : "s", when);
    anyrt__describe_live_handles(report_line, stderr);
    anyrt__describe_allocs(report_line, stderr);
    fflush(stderr);
}
