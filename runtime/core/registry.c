/* Allocation registry: address -> (backend, device, size, kind). Copies infer their direction from
 * it, frees find their backend and size in it, dispatch checks extents against it, and finalize
 * reports what was never freed. A treap keyed by start address: insert, remove and the floor
 * lookup every copy makes are O(log n) expected, so freeing n allocations is O(n log n) (a sorted
 * array's memmove per free made 400,000 frees take 48 s). Lookups are memoized per thread (see
 * find_alloc): copies from several threads then take no shared lock at all. The registry also keeps
 * each device's memory statistics (anyrt_get_memory_stats). */
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core_private.h"

typedef struct node {
    anyrt__alloc_t a;
    struct node* left;
    struct node* right;
    uint32_t priority; /* max-heap order: random, so the expected depth is O(log n) */
} node_t;

static node_t* root;
static size_t alloc_count;
static uint32_t prio_state = 0x9e3779b9u;
static pthread_rwlock_t registry_lock = PTHREAD_RWLOCK_INITIALIZER;

/* Nodes come from slabs of NODES_PER_SLAB and go back to a free list (under the write lock): a malloc
 * + free pair costs no host malloc for its bookkeeping, and the tree of many live allocations sits
 * in a few contiguous pages rather than one node beside each allocation (a lookup's descent then
 * misses the cache and the TLB far less). Slabs live as long as the process. */
#define NODES_PER_SLAB 256
typedef struct slab {
    struct slab* next;
    node_t nodes[NODES_PER_SLAB];
} slab_t;
static slab_t* slabs;
static node_t* spare_nodes;

/* Grows (under the write lock) with every insert and removal: a lookup a thread memoized while it
 * had this value still holds while the value is unchanged. */
static _Atomic uint64_t registry_serial = 1;

/* A thread's latest lookups: [lo, hi) is the allocation found (hit) or the gap between two
 * allocations the pointer fell in (miss), both as they were at `serial`. */
typedef struct {
    uint64_t serial;
    const char* lo;
    const char* hi;
    int hit;
    anyrt__alloc_t a;
} memo_t;
#define MEMO_SLOTS 4
static _Thread_local memo_t memo[MEMO_SLOTS];
static _Thread_local unsigned memo_next;

static void changed(void) { /* caller holds the write lock */
    atomic_fetch_add_explicit(&registry_serial, 1, memory_order_release);
}

static node_t* new_node(void) { /* caller holds the write lock */
    if (!spare_nodes) {
        slab_t* slab = malloc(sizeof *slab);
        if (!slab) return NULL;
        slab->next = slabs;
        slabs = slab;
        for (int i = NODES_PER_SLAB - 1; i >= 0; --i) {
            slab->nodes[i].right = spare_nodes;
            spare_nodes = &slab->nodes[i];
        }
    }
    node_t* n = spare_nodes;
    spare_nodes = n->right;
    memset(n, 0, sizeof *n);
    return n;
}

static void drop_node(node_t* n) { /* caller holds the write lock; the site is freed by the caller */
    n->right = spare_nodes;
    spare_nodes = n;
}

/* Memory statistics: device memory only (as torch.cuda.memory_allocated counts). Write lock held. */
static void count_alloc(const anyrt__alloc_t* a, int sign) {
    if (a->kind != ANYRT__MEM_DEVICE) return; /* a->device is a checked target: below ANYRT__MAX_DEVICES */
    anyrt__mem_stats_t* m = &a->backend->mem_stats[a->device];
    if (sign > 0) {
        m->allocated += a->size;
        ++m->count;
        if (m->allocated > m->peak) m->peak = m->allocated;
    } else {
        m->allocated -= a->size;
        --m->count;
    }
}

static const char* const mem_names[] = {"device", "host", "unified"};

static uint32_t next_priority(void) { /* xorshift32, under the write lock */
    uint32_t x = prio_state;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    return prio_state = x;
}

/* The allocation starting at or below `p` with the greatest start, or NULL; *above gets the one with
 * the least start above `p`, or NULL. Caller holds the lock. */
static node_t* floor_above(const char* p, node_t** above) {
    node_t* best = NULL;
    node_t* next = NULL;
    for (node_t* n = root; n;) {
        if (n->a.start <= p) {
            best = n;
            n = n->right;
        } else {
            next = n;
            n = n->left;
        }
    }
    *above = next;
    return best;
}


static node_t* insert(node_t* t, node_t* n) {
    if (t == NULL) return n;
    if (n->a.start < t->a.start) {
        t->left = insert(t->left, n);
        if (t->left->priority > t->priority) { /* rotate right */
            node_t* l = t->left;
            t->left = l->right;
            l->right = t;
            return l;
        }
    } else {
        t->right = insert(t->right, n);
        if (t->right->priority > t->priority) { /* rotate left */
            node_t* r = t->right;
            t->right = r->left;
            r->left = t;
            return r;
        }
    }
    return t;
}

static node_t* merge(node_t* l, node_t* r) { /* every start in l is below every start in r */
    if (!l) return r;
    if (!r) return l;
    if (l->priority > r->priority) {
        l->right = merge(l->right, r);
        return l;
    }
    r->left = merge(l, r->left);
    return r;
}

/* Unlinks the node starting exactly at `p`; returns it (or NULL). */
static node_t* unlink_at(node_t** link, const char* p) {
    while (*link && (*link)->a.start != p) link = p < (*link)->a.start ? &(*link)->left : &(*link)->right;
    node_t* n = *link;
    if (n) *link = merge(n->left, n->right);
    return n;
}

anyrt_status_t anyrt__register_alloc(anyrt__call_t* call, const anyrt__target_t* t, void* ptr, size_t size,
                                     anyrt__mem_kind_t kind) {
    char* site = anyrt__take_site();
    pthread_rwlock_wrlock(&registry_lock);
    node_t* n = new_node();
    if (!n) {
        pthread_rwlock_unlock(&registry_lock);
        free(site);
        return anyrt__fail(call, ANYRT_STATUS_OUT_OF_MEMORY, NULL, "no host memory to register an allocation");
    }
    n->a = (anyrt__alloc_t){(char*)ptr, size, t->backend, t->device, kind, call->function, site};
    n->priority = next_priority();
    root = insert(root, n);
    ++alloc_count;
    count_alloc(&n->a, 1);
    changed();
    pthread_rwlock_unlock(&registry_lock);
    return ANYRT_STATUS_SUCCESS;
}

static int contains(const node_t* n, const char* p) { return n && p < n->a.start + (n->a.size ? n->a.size : 1); }

int anyrt__find_alloc(const void* ptr, anyrt__alloc_t* out) {
    const char* p = (const char*)ptr;
    /* Acquire: a memo made at this serial saw every change before it (each bumps it under the lock). */
    uint64_t serial = atomic_load_explicit(&registry_serial, memory_order_acquire);
    for (unsigned i = 0; i < MEMO_SLOTS; ++i) {
        const memo_t* m = &memo[i];
        if (m->serial == serial && p >= m->lo && p < m->hi) {
            if (m->hit) *out = m->a;
            return m->hit;
        }
    }
    memo_t* m = &memo[memo_next++ % MEMO_SLOTS];
    pthread_rwlock_rdlock(&registry_lock);
    node_t* above = NULL;
    node_t* n = floor_above(p, &above);
    int hit = contains(n, p);
    m->serial = atomic_load_explicit(&registry_serial, memory_order_relaxed); /* stable under the lock */
    m->hit = hit;
    if (hit) {
        m->a = n->a;
        m->lo = n->a.start;
        m->hi = n->a.start + (n->a.size ? n->a.size : 1);
        *out = n->a;
    } else { /* the gap p fell in: no allocation starts or reaches into it */
        m->lo = n ? n->a.start + (n->a.size ? n->a.size : 1) : NULL;
        m->hi = above ? above->a.start : (const char*)UINTPTR_MAX;
    }
    pthread_rwlock_unlock(&registry_lock);
    return hit;
}

void anyrt__unregister_alloc(void* ptr) {
    anyrt__race_forget(ptr);
    char* site = NULL;
    pthread_rwlock_wrlock(&registry_lock);
    node_t* n = unlink_at(&root, (const char*)ptr);
    if (n) {
        --alloc_count;
        count_alloc(&n->a, -1);
        changed();
        site = n->a.site;
        drop_node(n);
    }
    pthread_rwlock_unlock(&registry_lock);
    free(site);
}

/* The allocation this thread's free call took out of the tree (anyrt__lookup_release) until its
 * anyrt__end_release: while the backend frees it no other call finds it, so a second free of the
 * pointer is refused, and the free costs one descent of the tree, not two. */
static _Thread_local node_t* tls_releasing;

anyrt_status_t anyrt__lookup_release(anyrt__call_t* call, const anyrt__target_t* t, const char* param, void* ptr,
                                     anyrt__mem_kind_t kind, size_t* size, int* claimed) {
    (void)t;
    const char* p = (const char*)ptr;
    pthread_rwlock_wrlock(&registry_lock);
    node_t** link = &root;
    while (*link && (*link)->a.start != p) link = p < (*link)->a.start ? &(*link)->left : &(*link)->right;
    node_t* n = *link;
    int found = n != NULL;
    anyrt__mem_kind_t was = n ? n->a.kind : kind;
    if (n && was == kind) {
        *link = merge(n->left, n->right);
        n->left = n->right = NULL;
        changed();
        tls_releasing = n;
        *claimed = 1;
        *size = n->a.size;
    }
    pthread_rwlock_unlock(&registry_lock);
    if (!found)
        return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, param,
                           "is not the start of a live anyrt allocation (already freed, being freed, or never "
                           "allocated here)");
    if (was != kind)
        return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, param, "is %s memory; this call frees %s memory",
                           mem_names[was], mem_names[kind]);
    return ANYRT_STATUS_SUCCESS;
}

void anyrt__end_release(void* ptr, anyrt_status_t status) {
    node_t* n = tls_releasing;
    tls_releasing = NULL;
    if (n == NULL || n->a.start != (char*)ptr) return; /* not claimed by this thread's call */
    char* site = NULL;
    if (status == ANYRT_STATUS_SUCCESS) anyrt__race_forget(ptr);
    pthread_rwlock_wrlock(&registry_lock);
    if (status == ANYRT_STATUS_SUCCESS) {
        --alloc_count;
        count_alloc(&n->a, -1);
        site = n->a.site;
        drop_node(n);
    } else { /* the backend refused: the memory stays live and freeable */
        n->priority = next_priority();
        root = insert(root, n);
        changed();
    }
    pthread_rwlock_unlock(&registry_lock);
    free(site);
}

static void collect(node_t* n, const anyrt__backend_t* backend, anyrt__alloc_t* out, size_t* count) {
    for (; n; n = n->right) {
        collect(n->left, backend, out, count);
        if (backend == NULL || n->a.backend == backend) out[(*count)++] = n->a;
    }
}

size_t anyrt__release_all_allocs(anyrt__backend_t* backend) {
    /* Finalize frees what the program leaked, so the backend can shut down cleanly. */
    pthread_rwlock_rdlock(&registry_lock);
    anyrt__alloc_t* leaked = alloc_count ? malloc(alloc_count * sizeof *leaked) : NULL;
    size_t count = 0;
    if (leaked) collect(root, backend, leaked, &count);
    pthread_rwlock_unlock(&registry_lock);
    for (size_t i = 0; i < count; ++i) {
        const anyrt__alloc_t* a = &leaked[i];
        anyrt__call_t call = {.function = "shutdown", .slot = -1, .backend = backend};
        anyrt__target_t t = {backend, a->device};
        if (a->kind == ANYRT__MEM_DEVICE) anyrt__impl_free(&call, &t, a->start, a->size);
        else if (a->kind == ANYRT__MEM_HOST) anyrt__impl_free_host(&call, &t, a->start, a->size);
        else anyrt__impl_free_unified(&call, &t, a->start, a->size);
        anyrt__unregister_alloc(a->start);
    }
    free(leaked);
    return count;
}

void anyrt__registry_after_fork(void) {
    pthread_rwlock_init(&registry_lock, NULL);
    root = NULL; /* the parent's allocations: not the child's to free */
    alloc_count = 0;
    atomic_fetch_add(&registry_serial, 1); /* this thread's memos name the parent's allocations */
}

/* ---- memory statistics (spec memory.yaml: get_memory_stats, reset_peak_memory_stats) */

static anyrt_status_t current_stats(anyrt__call_t* call, anyrt__target_t* t, const char* function) {
    anyrt_status_t st = anyrt__enter(call, function, -1, 0);
    return st == ANYRT_STATUS_SUCCESS ? anyrt__target_current(call, t) : st;
}

ANYRT_API anyrt_status_t anyrt_get_memory_stats(size_t* allocated_bytes, size_t* peak_bytes, size_t* allocation_count) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_status_t st = current_stats(&call, &t, "get_memory_stats");
    if (st == ANYRT_STATUS_SUCCESS) {
        pthread_rwlock_rdlock(&registry_lock);
        anyrt__mem_stats_t m = t.backend->mem_stats[t.device];
        pthread_rwlock_unlock(&registry_lock);
        if (allocated_bytes) *allocated_bytes = m.allocated;
        if (peak_bytes) *peak_bytes = m.peak;
        if (allocation_count) *allocation_count = m.count;
    }
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_reset_peak_memory_stats(void) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_status_t st = current_stats(&call, &t, "reset_peak_memory_stats");
    if (st == ANYRT_STATUS_SUCCESS) {
        pthread_rwlock_wrlock(&registry_lock);
        anyrt__mem_stats_t* m = &t.backend->mem_stats[t.device];
        m->peak = m->allocated;
        pthread_rwlock_unlock(&registry_lock);
    }
    return anyrt__leave(&call, st);
}

/* ---- pointer attributes (spec memory.yaml: pointer_get_attributes): what a framework asks of a
 * pointer it did not make itself (torch's getDeviceFromPtr, isPinnedPtr). */
ANYRT_API anyrt_status_t anyrt_pointer_get_attributes(const void* ptr, anyrt_device_kind_t* kind, int* device,
                                                      anyrt_memory_type_t* memory) {
    anyrt__call_t call;
    anyrt_status_t st = anyrt__enter(&call, "pointer_get_attributes", -1, 0);
    if (st != ANYRT_STATUS_SUCCESS) return anyrt__leave(&call, st);
    anyrt__alloc_t a;
    if (ptr == NULL) {
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "ptr", "must not be NULL");
    } else if (!anyrt__find_alloc(ptr, &a)) {
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "ptr", "%p lies in no live anyrt allocation", ptr);
    } else {
        static const anyrt_memory_type_t types[] = {
            [ANYRT__MEM_DEVICE] = ANYRT_MEMORY_TYPE_DEVICE,
            [ANYRT__MEM_HOST] = ANYRT_MEMORY_TYPE_HOST,
            [ANYRT__MEM_UNIFIED] = ANYRT_MEMORY_TYPE_UNIFIED,
        };
        if (kind) *kind = a.backend->info.kind;
        if (device) *device = a.device;
        if (memory) *memory = types[a.kind];
    }
    return anyrt__leave(&call, st);
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
    anyrt__alloc_t* all = alloc_count ? malloc(alloc_count * sizeof *all) : NULL;
    size_t count = 0;
    if (all) collect(root, NULL, all, &count);
    for (size_t i = 0; i < count; ++i) {
        const anyrt__alloc_t* a = &all[i];
        snprintf(text, sizeof text, "%s memory %p, %zu bytes on %s:%d, allocated by anyrt_%s%s%s", mem_names[a->kind],
                 (void*)a->start, a->size, a->backend->info.name, a->device, a->created_by ? a->created_by : "?",
                 a->site ? " at " : "", a->site ? a->site : "");
        line(ctx, text);
    }
    pthread_rwlock_unlock(&registry_lock);
    free(all);
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
