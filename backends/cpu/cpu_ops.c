/* anyrt `cpu` backend: operators. Each slot copies its launch into a task on the stream's worker,
 * which runs the portable kernel (runtime/kernels, through the generated anyrt_kernel_bridge.h)
 * split over one process-wide thread pool: virtual devices share the host's cores. The pool has
 * $ANYRT_CPU_THREADS threads (default: the online cores) and is made at the first operator.
 * float32/float64 gemm goes through OpenBLAS when cpu_blas.c found one. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ak_internal.h"
#include "ak_pool.h"
#include "anyrt_kernel_bridge.h"
#include "cpu_internal.h"

static pthread_mutex_t g_pool_mu = PTHREAD_MUTEX_INITIALIZER;
static ak_pool* g_pool;

int cpu_ops_threads(void) {
    const char* env = getenv("ANYRT_CPU_THREADS");
    long n = env && *env ? strtol(env, NULL, 10) : sysconf(_SC_NPROCESSORS_ONLN);
    return n < 1 ? 1 : n > 256 ? 256 : (int)n;
}

static ak_pool* cpu_pool(void) {
    ak_pool* p = __atomic_load_n(&g_pool, __ATOMIC_ACQUIRE);
    if (p) return p;
    pthread_mutex_lock(&g_pool_mu);
    if (!g_pool) {
        ak_pool* made = ak_pool_create(cpu_ops_threads());
        ak_pool_set_spin_ns(made, cpu_spin_ns()); /* ANYRT_CPU_SPIN_US, as the stream workers */
        __atomic_store_n(&g_pool, made, __ATOMIC_RELEASE);
    }
    p = g_pool;
    pthread_mutex_unlock(&g_pool_mu);
    return p; /* NULL (out of memory): kernels run on the worker alone */
}

/* ak_exec.stream_bytes: $ANYRT_CPU_STREAM_BYTES, else the last-level cache of cpu 0 (sysfs), else 32 MiB.
 * A run of add of 4 Mi floats (48 MiB of operands, one thread) took 0.71-0.79 ms with ordinary stores
 * and 0.57-0.63 ms streaming them (/tmp driver, AMD EPYC, 32 MiB L3); below the cache size the output
 * stays where the next operator reads it. */
static int64_t cpu_stream_bytes(void) {
    static int64_t cached = -1;
    int64_t v = __atomic_load_n(&cached, __ATOMIC_RELAXED);
    if (v >= 0) return v;
    const char* env = getenv("ANYRT_CPU_STREAM_BYTES");
    long long bytes = env && *env ? strtoll(env, NULL, 10) : -1;
    if (bytes < 0) {
        FILE* f = fopen("/sys/devices/system/cpu/cpu0/cache/index3/size", "r");
        char unit = 0;
        if (f == NULL || fscanf(f, "%lld%c", &bytes, &unit) < 1 || bytes <= 0) {
            bytes = 32;
            unit = 'M';
        }
        if (f) fclose(f);
        bytes *= unit == 'K' ? 1024 : unit == 'M' ? 1024 * 1024 : 1;
    }
    __atomic_store_n(&cached, (int64_t)bytes, __ATOMIC_RELAXED);
    return (int64_t)bytes;
}

void cpu_ops_finalize(void) {
    pthread_mutex_lock(&g_pool_mu);
    ak_pool_destroy(g_pool);
    __atomic_store_n(&g_pool, NULL, __ATOMIC_RELEASE);
    pthread_mutex_unlock(&g_pool_mu);
}

typedef struct {
    anyrt_kernel_fn kernel;
    const char* name;
    int gemm; /* only gemm and the convs may load OpenBLAS (cpu_task_op) */
    int conv;
    int conv_grad; /* conv_backward_data / _filter: their kernels call the BLAS themselves when ex.blas is set */
    int ntensors;
    ak_tensor t[8];
    _Alignas(8) unsigned char attrs[128]; /* the largest anyrt_<op>_attrs_t (codegen/op_checks.py MAX_ATTR_BYTES); int_arrays are int64 */
    void* workspace;
} cpu_op_task_t;

/* Operator scratch (ak_exec.scratch: packed gemm operands, f32 copies of half operands, im2col
 * columns): one block per stream worker, kept between its tasks up to CPU_SCRATCH_KEEP bytes, since
 * fresh pages fault on first touch (0.7 of a 4.8 ms bf16 gemm at 1024^3, docs/benchmarks.md). A
 * stream's tasks run one at a time on its worker, so the block needs no lock; the worker frees it
 * when it exits (cpu_ops_thread_exit). */
#define CPU_SCRATCH_KEEP ((size_t)64 << 20)
static _Thread_local struct {
    void* p;
    size_t n;
} tls_scratch;

static void* cpu_scratch(size_t bytes) {
    if (bytes <= tls_scratch.n) return tls_scratch.p;
    free(tls_scratch.p);
    size_t n = (bytes + CPU_ALIGN - 1) / CPU_ALIGN * CPU_ALIGN;
    tls_scratch.p = n >= bytes ? aligned_alloc(CPU_ALIGN, n) : NULL;
    tls_scratch.n = tls_scratch.p != NULL ? n : 0;
    return tls_scratch.p;
}

static void cpu_scratch_free(void) {
    free(tls_scratch.p);
    tls_scratch.p = NULL;
    tls_scratch.n = 0;
}

void cpu_ops_thread_exit(void) { cpu_scratch_free(); }

/* f16 / bf16 gemm with a BLAS: through its sgemm on f32 copies (7x the portable kernel's bf16 speed
 * at 1024^3 here; docs/benchmarks.md), the copies (`bytes`: ak_gemm_half_blas_workspace, 0 when not that
 * case) in the worker's scratch. AK_UNSUPPORTED: not that case (or no memory), the kernel runs instead. */
static int cpu_gemm_half_blas(const ak_exec* ex, const cpu_op_task_t* k, size_t bytes) {
    if (ex->blas == NULL) return AK_UNSUPPORTED;
    void* ws = bytes != 0 ? cpu_scratch(bytes) : NULL;
    if (ws == NULL) return AK_UNSUPPORTED;
    anyrt_gemm_attrs_t attrs;
    memcpy(&attrs, k->attrs, sizeof attrs);
    return ak_gemm_half_blas(ex, &k->t[0], &k->t[1], &k->t[2], attrs.alpha, attrs.beta, ws);
}

/* conv through im2col + BLAS (ak_conv_blas: 50-100x the direct kernel's f32 speed where OpenBLAS is
 * found), the scratch in memory the backend owns. AK_UNSUPPORTED: no BLAS, too much scratch or no
 * memory; the direct kernel runs instead. */
static int cpu_conv_blas(const ak_exec* ex, const cpu_op_task_t* k) {
    if (!k->conv || ex->blas == NULL) return AK_UNSUPPORTED;
    anyrt_conv_attrs_t a;
    memcpy(&a, k->attrs, sizeof a);
    size_t bytes = ak_conv_blas_workspace(&k->t[0], &k->t[1], &k->t[2], a.n);
    void* ws = bytes != 0 ? cpu_scratch(bytes) : NULL;
    if (ws == NULL) return AK_UNSUPPORTED;
    return ak_conv_blas(ex, &k->t[0], &k->t[1], &k->t[2], k->t[3].ndim < 0 ? NULL : &k->t[3], a.pads, a.strides,
                        a.dilations, a.n, ws);
}

static anyrt_status_t cpu_task_op(void* payload) {
    cpu_op_task_t* k;
    memcpy(&k, payload, sizeof k);
    const int half = k->t[0].dtype == AK_F16 || k->t[0].dtype == AK_BF16;
    const size_t half_ws = k->gemm && half ? ak_gemm_half_blas_workspace(&k->t[0], &k->t[1], &k->t[2]) : 0;
    /* Only a task whose kernel calls the BLAS loads it (conv and its gradients, f32 / f64 gemm, f16 / bf16 gemm
     * on f32 copies):
     * OpenBLAS's threads poll a core for ~0.1 s after it loads and after each call, beside the pool (an f16
     * x @ W.T of 1 x 4096 x 4096, which never calls it, took 2.2-2.4 ms instead of 1.0 while they polled). */
    const int calls_blas = k->conv || k->conv_grad || (k->gemm && (!half || half_ws != 0));
    ak_exec ex = {ak_pool_parallel_for, cpu_pool(), calls_blas ? cpu_blas() : NULL, cpu_stream_bytes(), cpu_scratch};
    int rc = k->conv ? cpu_conv_blas(&ex, k) : k->gemm ? cpu_gemm_half_blas(&ex, k, half_ws) : AK_UNSUPPORTED;
    if (rc != AK_OK) rc = k->kernel(&ex, k->t, k->attrs, k->workspace);
    if (tls_scratch.n > CPU_SCRATCH_KEEP) cpu_scratch_free(); /* a rare large block is not kept */
    /* Not NOT_SUPPORTED: a stream's async error is returned by its next synchronize, where that
     * status would read as "slot absent". */
    anyrt_status_t st = rc == AK_OK ? ANYRT_STATUS_SUCCESS
                                    : cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: %s: its kernel refused the operands (an index outside its bound: a rope position, a cache slot, block or length; or a dtype it lacks)", k->name);
    free(k);
    return st;
}

static anyrt_status_t cpu_op_enqueue(int device, const anyrt_op_launch_t* launch) {
    const char* name = anyrt_op_name(launch->op);
    size_t attrs_size = anyrt_kernel_attrs_size(launch->op);
    anyrt_status_t st = cpu_check_device(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    cpu_stream_t* s = NULL;
    st = cpu_stream_check(device, launch->stream, &s);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (launch->tensor_count > 8 || attrs_size > sizeof(((cpu_op_task_t*)0)->attrs))
        return cpu_fail(ANYRT_STATUS_NOT_SUPPORTED, "cpu: %s has more operands than this build knows", name);
    cpu_op_task_t* k = malloc(sizeof *k);
    if (k == NULL) return cpu_fail(ANYRT_STATUS_OUT_OF_MEMORY, "cpu: no host memory to queue %s", name);
    k->kernel = anyrt_kernel_for(launch->op);
    k->name = name;
    k->conv = launch->op == ANYRT_OP_CONV;
    k->gemm = launch->op == ANYRT_OP_GEMM;
    k->conv_grad = launch->op == ANYRT_OP_CONV_BACKWARD_DATA || launch->op == ANYRT_OP_CONV_BACKWARD_FILTER;
    k->ntensors = launch->tensor_count;
    for (int i = 0; i < launch->tensor_count; ++i) anyrt_kernel_view(&launch->tensors[i], &k->t[i]);
    if (launch->attrs) memcpy(k->attrs, launch->attrs, attrs_size);
    k->workspace = launch->workspace;
    st = cpu_stream_enqueue(s, cpu_task_op, &k, sizeof k);
    if (st != ANYRT_STATUS_SUCCESS) free(k);
    return st;
}

anyrt_status_t cpu_op_workspace_size(int device, const anyrt_op_launch_t* launch, size_t* size) {
    anyrt_status_t st = cpu_check_device(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    *size = anyrt_kernel_workspace(launch);
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cpu_device_memory_host_accessible(int device, int* accessible) {
    anyrt_status_t st = cpu_check_device(device);
    if (st == ANYRT_STATUS_SUCCESS) *accessible = 1;
    return st;
}

ANYRT_KERNEL_DEFINE_SLOTS(cpu_op_enqueue);
