/* An operator the backend lacks runs its portable kernel (runtime/kernels) on the host. Where the
 * backend says the host can address its memory, the kernel runs in place from a host callback in
 * stream order; elsewhere the operands are staged: the stream is synchronized, every operand's byte
 * span copied to host memory, the kernel run, and the outputs' spans copied back.
 *
 * Under a backend's own capture (native graphs) the in-place callback is what the backend records:
 * the graph then owns the task (one block with its workspace) and runs it at every launch, instead
 * of the first run freeing it under the next launch. The staged path cannot be captured (a
 * synchronize and host copies, run now and never again): refused naming `stream`, the capture intact. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core_private.h"
#include "capture_private.h"
#include "anyrt_kernel_bridge.h"
#include "ops_private.h"

typedef struct {
    const anyrt__op_info_t* op;
    anyrt_kernel_fn kernel;
    int ntensors;
    ak_tensor t[ANYRT__OP_MAX_TENSORS];
    _Alignas(8) unsigned char attrs[ANYRT__OP_ATTRS_MAX]; /* int_arrays are int64 */
    void* workspace; /* host scratch the kernel needs, in the task's block */
    int kept;        /* a native capture's graph owns the task: its runs leave it */
} task_t;

#define TASK_BYTES ((sizeof(task_t) + 63) / 64 * 64) /* the workspace after it, aligned as malloc's */

static task_t* new_task(anyrt__call_t* call, const anyrt_op_launch_t* launch, anyrt_status_t* st) {
    const anyrt__op_info_t* op = anyrt__op_infos[launch->op];
    size_t scratch = anyrt_kernel_workspace(launch);
    task_t* k = scratch <= SIZE_MAX - TASK_BYTES ? calloc(1, TASK_BYTES + scratch) : NULL;
    if (k == NULL) {
        *st = anyrt__fail(call, ANYRT_STATUS_OUT_OF_MEMORY, NULL, "no host memory for %s's portable kernel (%zu bytes "
                          "of workspace)", op->name, scratch);
        return NULL;
    }
    k->op = op;
    k->kernel = anyrt_kernel_for(launch->op);
    k->ntensors = launch->tensor_count;
    for (int i = 0; i < launch->tensor_count; ++i) anyrt_kernel_view(&launch->tensors[i], &k->t[i]);
    if (launch->attrs) memcpy(k->attrs, launch->attrs, op->attrs_size);
    if (scratch > 0) k->workspace = (unsigned char*)k + TASK_BYTES;
    *st = ANYRT_STATUS_SUCCESS;
    return k;
}

static void free_task(task_t* k) { free(k); /* the capture's kept record frees it alike: one block */ }

static int run_kernel(task_t* k) {
    ak_exec ex = {NULL, NULL, NULL, 0, NULL};
    return k->kernel(&ex, k->t, k->attrs, k->workspace);
}

/* In place, from the stream's host callback: the spec's dtypes are all the kernels' own (the
 * kernels' tests check each), so AK_UNSUPPORTED cannot happen here. */
static void run_in_place(void* arg) {
    task_t* k = arg;
    (void)run_kernel(k);
    if (!k->kept) free_task(k);
}

static anyrt_status_t run_staged(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch,
                                 task_t* k) {
    char* host[ANYRT__OP_MAX_TENSORS] = {NULL};
    void* device[ANYRT__OP_MAX_TENSORS] = {NULL};
    int64_t lo[ANYRT__OP_MAX_TENSORS] = {0}, hi[ANYRT__OP_MAX_TENSORS] = {0};
    anyrt_status_t st = anyrt__impl_synchronize_stream(call, t, launch->stream);
    /* Outputs are staged down too: a strided output's gaps must come back unchanged, and gemm reads c. */
    for (int i = 0; i < k->ntensors && st == ANYRT_STATUS_SUCCESS; ++i) {
        device[i] = k->t[i].data;
        anyrt__op_span(k->t[i].ndim, k->t[i].shape, k->t[i].strides, anyrt__dtype_size(k->t[i].dtype), &lo[i], &hi[i]);
        if (k->op->tensors[i].unused || hi[i] == lo[i] || device[i] == NULL) continue;
        host[i] = malloc((size_t)(hi[i] - lo[i]));
        if (host[i] == NULL) {
            st = anyrt__fail(call, ANYRT_STATUS_OUT_OF_MEMORY, NULL, "no host memory to stage %s's %s (%lld bytes)",
                             k->op->name, k->op->tensors[i].name, (long long)(hi[i] - lo[i]));
            break;
        }
        st = anyrt__impl_memcpy(call, t, host[i], (char*)device[i] + lo[i], (size_t)(hi[i] - lo[i]),
                                ANYRT_MEMCPY_KIND_D2H);
        k->t[i].data = host[i] - lo[i];
    }
    if (st == ANYRT_STATUS_SUCCESS && run_kernel(k) != AK_OK)
        st = anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, NULL, "the portable %s kernel refused the operands (an index outside its bound: a rope position, a cache slot, block or length; or a dtype it lacks)",
                         k->op->name);
    for (int i = 0; i < k->ntensors && st == ANYRT_STATUS_SUCCESS; ++i)
        if (k->op->tensors[i].out && host[i])
            st = anyrt__impl_memcpy(call, t, (char*)device[i] + lo[i], host[i], (size_t)(hi[i] - lo[i]),
                                    ANYRT_MEMCPY_KIND_H2D);
    for (int i = 0; i < k->ntensors; ++i) free(host[i]);
    free_task(k);
    return st;
}

typedef struct {
    char names[160];
} dtype_list_t;

/* The distinct dtypes of a launch's operands, in operand order ("float16", "int64, float32"). */
static dtype_list_t operand_dtypes(const anyrt__op_info_t* op, const anyrt_op_launch_t* launch) {
    dtype_list_t out = {{0}};
    int seen[ANYRT__OP_MAX_TENSORS], n = 0;
    size_t len = 0;
    for (int i = 0; i < launch->tensor_count; ++i) {
        if (op->tensors[i].unused || launch->tensors[i].data == NULL) continue;
        int dt = (int)launch->tensors[i].dtype, dup = 0;
        for (int j = 0; j < n; ++j) dup |= seen[j] == dt;
        if (dup) continue;
        seen[n++] = dt;
        int w = snprintf(out.names + len, sizeof out.names - len, "%s%s", len ? ", " : "", anyrt__name_dtype(dt));
        if (w < 0 || (size_t)w >= sizeof out.names - len) break;
        len += (size_t)w;
    }
    return out;
}

anyrt_status_t anyrt__op_fallback(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch) {
    const anyrt__op_info_t* op = anyrt__op_infos[launch->op];
    if (anyrt__host_fallback_off) {
        anyrt_status_t off = anyrt__refuse_host_compute(call, t, "kernel", operand_dtypes(op, launch).names);
        if (off != ANYRT_STATUS_SUCCESS) return off;
    }
    anyrt__note_fallback(call, t, anyrt__slot_names[op->slot]);
    int accessible = 0;
    anyrt_status_t st = anyrt__impl_device_memory_host_accessible(call, t, &accessible);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const int native = anyrt__capture_native(call);
    if (native && !accessible)
        return anyrt__fail(call, ANYRT_STATUS_NOT_SUPPORTED, "stream",
                           "is captured by backend '%s', which has no %s: its portable kernel runs on the host, staged "
                           "through a synchronize and copies that the capture cannot record (run it outside the capture)",
                           t->backend->info.name, op->name);
    task_t* k = new_task(call, launch, &st);
    if (k == NULL) return st;
    if (!accessible) return run_staged(call, t, launch, k);
    k->kept = native && anyrt__capture_native_keep(call, k);
    st = anyrt__impl_stream_add_callback(call, t, launch->stream, run_in_place, k);
    if (st != ANYRT_STATUS_SUCCESS && !k->kept) free_task(k);
    return st;
}
