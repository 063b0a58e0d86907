/* Allocation registry: address -> (backend, device, size, kind). Copies infer their direction from
 * it, frees find their backend and size in it, dispatch checks extents against it, and finalize
 * reports what was never freed. A treap keyed by start address: insert, remove and the floor
 * lookup every copy makes are O(log n) expected, so freeing n allocations is O(n log n) (a sorted
 * array's memmove per free made 400,000 frees take 48 s). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core_private.h"

typedef struct node {
    anyrt__alloc_t a;
    struct node* left;
    struct node* right;
    uint32_t priority; /* max-heap order: random, so the expected depth is O(log n) */
    int releasing;     /* a free of it is in flight: a second, concurrent free is refused */
} node_t;

static node_t* root;
static size_t alloc_count;
static uint32_t prio_state = 0x9e3779b9u;
static pthread_rwlock_t registry_lock = PTHREAD_RWLOCK_INITIALIZER;

static const char* const mem_names[] = {"device", "host", "unified"};

static uint32_t next_priority(void) { /* xorshift32, under the write lock */
    uint32_t x = prio_state;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    return prio_state = x;
}

/* The allocation starting at or below `p` with the greatest start, or NULL. Caller holds the lock. */
static node_t* floor_node(const char* p) {
    node_t* best = NULL;
    for (node_t* n = root; n;) {
        if (n->a.start <= p) {
            best = n;
            n = n->right;
        } else {
            n = n->left;
        }
    }
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
    node_t* n = calloc(1, sizeof *n);
    if (!n) return anyrt__fail(call, ANYRT_STATUS_OUT_OF_MEMORY, NULL, "no host memory to register an allocation");
    n->a = (anyrt__alloc_t){(char*)ptr, size, t->backend, t->device, kind, call->function, anyrt__take_site()};
    pthread_rwlock_wrlock(&registry_lock);
    n->priority = next_priority();
    root = insert(root, n);
    ++alloc_count;
    pthread_rwlock_unlock(&registry_lock);
    return ANYRT_STATUS_SUCCESS;
}

static int contains(const node_t* n, const char* p) { return n && p < n->a.start + (n->a.size ? n->a.size : 1); }

int anyrt__find_alloc(const void* ptr, anyrt__alloc_t* out) {
    pthread_rwlock_rdlock(&registry_lock);
    node_t* n = floor_node((const char*)ptr);
    int hit = contains(n, (const char*)ptr);
    if (hit) *out = n->a;
    pthread_rwlock_unlock(&registry_lock);
    return hit;
}

void anyrt__unregister_alloc(void* ptr) {
    anyrt__race_forget(ptr);
    pthread_rwlock_wrlock(&registry_lock);
    node_t* n = unlink_at(&root, (const char*)ptr);
    if (n) --alloc_count;
    pthread_rwlock_unlock(&registry_lock);
    if (n) {
        free(n->a.site);
        free(n);
    }
}

anyrt_status_t anyrt__lookup_release(anyrt__call_t* call, const anyrt__target_t* t, const char* param, void* ptr,
                                     anyrt__mem_kind_t kind, size_t* size, int* claimed) {
    (void)t;
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    pthread_rwlock_wrlock(&registry_lock);
    node_t* n = floor_node((const char*)ptr);
    if (!n || n->a.start != (char*)ptr) {
        pthread_rwlock_unlock(&registry_lock);
        return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, param,
                           "is not the start of a live anyrt allocation (already freed, or never allocated here)");
    }
    if (n->a.kind != kind)
        st = anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, param, "is %s memory; this call frees %s memory",
                         mem_names[n->a.kind], mem_names[kind]);
    else if (n->releasing) /* two threads freeing one pointer: the second must not reach the backend */
        st = anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, param, "is being freed by another thread");
    else {
        n->releasing = 1;
        *claimed = 1;
        *size = n->a.size;
    }
    pthread_rwlock_unlock(&registry_lock);
    return st;
}

void anyrt__end_release(void* ptr, anyrt_status_t status) {
    if (status == ANYRT_STATUS_SUCCESS) {
        anyrt__unregister_alloc(ptr);
        return;
    }
    pthread_rwlock_wrlock(&registry_lock); /* the backend refused: the memory stays live and freeable */
    node_t* n = floor_node((const char*)ptr);
    if (n && n->a.start == (char*)ptr) n->releasing = 0;
    pthread_rwlock_unlock(&registry_lock);
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
