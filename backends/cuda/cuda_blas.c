/* anyrt `cuda` backend: the gemm operator through cuBLAS, loaded at run time (never linked), the
 * way NCCL is: $ANYRT_CUBLAS_LIBRARY, else a libcublas.so.13 already in the process (torch's), else
 * the one on the plugin's search path (the nvidia-cublas wheel's lib/ folder it was built beside).
 *
 * One cuBLAS handle per device, used under that device's lock: cublasSetStream to the launch's
 * stream and cublasSetWorkspace to the launch's workspace (the size op_workspace_size reported: no
 * hidden allocations), then one cublasGemmStridedBatchedEx. Row-major operands map to cuBLAS's
 * column-major ones by their strides; a layout cuBLAS cannot express (no unit stride in a matrix)
 * answers NOT_SUPPORTED, and the core runs the portable kernel instead. f16/bf16/f32 accumulate in
 * f32 (CUBLAS_COMPUTE_32F: no TF32, as torch.matmul by default), f64 in f64. */
#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <library_types.h> /* cudaDataType (the toolkit's, with cuda_runtime_api.h) */

#include "cuda_internal.h"

/* cuBLAS's ABI, as cublas_api.h (CUDA 13) declares it; the header is not needed to build. */
typedef void* cublas_handle;
enum { CUBLAS_OK = 0, CUBLAS_OP_N = 0, CUBLAS_OP_T = 1, CUBLAS_GEMM_DEFAULT = -1, CUBLAS_COMPUTE_32F = 68,
       CUBLAS_COMPUTE_64F = 70 };
typedef struct {
    int (*create)(cublas_handle*);
    int (*destroy)(cublas_handle);
    int (*set_stream)(cublas_handle, cudaStream_t);
    int (*set_workspace)(cublas_handle, void*, size_t);
    int (*gemm)(cublas_handle, int, int, int, int, int, const void*, const void*, int, int, long long, const void*, int,
                int, long long, const void*, void*, int, int, long long, int, int, int);
} cublas_api_t;

static pthread_mutex_t g_load_mu = PTHREAD_MUTEX_INITIALIZER;
static int g_load_state; /* 0 not tried, 1 loaded, 2 failed */
static cublas_api_t g_api;
static char g_load_error[CUDA_MSG_SIZE];
static pthread_mutex_t g_dev_mu[CUDA_MAX_DEVICES];
static cublas_handle g_handles[CUDA_MAX_DEVICES];
static pthread_once_t g_once = PTHREAD_ONCE_INIT;

static void init_locks(void) {
    for (int d = 0; d < CUDA_MAX_DEVICES; ++d) pthread_mutex_init(&g_dev_mu[d], NULL);
}

static int bind(void* h) {
#define CUBLAS_SYM(field, name)                            \
    do {                                                   \
        void* f_ = dlsym(h, name);                         \
        if (f_ == NULL) return 0;                          \
        memcpy(&g_api.field, &f_, sizeof f_);              \
    } while (0)
    CUBLAS_SYM(create, "cublasCreate_v2");
    CUBLAS_SYM(destroy, "cublasDestroy_v2");
    CUBLAS_SYM(set_stream, "cublasSetStream_v2");
    CUBLAS_SYM(set_workspace, "cublasSetWorkspace_v2");
    CUBLAS_SYM(gemm, "cublasGemmStridedBatchedEx");
#undef CUBLAS_SYM
    return 1;
}

static int load(void) {
    pthread_mutex_lock(&g_load_mu);
    if (g_load_state == 0) {
        const char* env = getenv("ANYRT_CUBLAS_LIBRARY");
        char name[512] = "";
        void* h = NULL;
        if (env != NULL && *env != '\0') {
            h = dlopen(env, RTLD_NOW | RTLD_LOCAL);
            snprintf(name, sizeof name, "ANYRT_CUBLAS_LIBRARY=%s", env);
        } else {
            h = dlopen("libcublas.so.13", RTLD_NOW | RTLD_NOLOAD);
            if (h == NULL) h = dlopen("libcublas.so.13", RTLD_NOW | RTLD_LOCAL);
            if (h == NULL) h = cuda_dlopen_own_search_path("libcublas.so.13", NULL, 0);
            snprintf(name, sizeof name, "libcublas.so.13");
        }
        if (h == NULL)
            snprintf(g_load_error, sizeof g_load_error, "cuda: gemm needs cuBLAS (the nvidia-cublas wheel), and %s did not load",
                     name);
        else if (!bind(h))
            snprintf(g_load_error, sizeof g_load_error, "cuda: %s lacks a cuBLAS entry point anyrt uses", name);
        g_load_state = h != NULL && g_load_error[0] == '\0' ? 1 : 2;
    }
    int ok = g_load_state == 1;
    pthread_mutex_unlock(&g_load_mu);
    return ok;
}

void cuda_blas_finalize(void) {
    pthread_once(&g_once, init_locks);
    for (int d = 0; d < CUDA_MAX_DEVICES; ++d) {
        pthread_mutex_lock(&g_dev_mu[d]);
        if (g_handles[d] != NULL && cuda_use(d) == ANYRT_STATUS_SUCCESS) g_api.destroy(g_handles[d]);
        g_handles[d] = NULL;
        pthread_mutex_unlock(&g_dev_mu[d]);
    }
}

/* cuBLAS asks for 32 MiB on Hopper and later, 4 MiB before (its documentation's figures). */
size_t cuda_gemm_workspace(int device) {
    int major = 0;
    if (cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, device) != cudaSuccess) {
        (void)cudaGetLastError();
        major = 9;
    }
    return major >= 9 ? (size_t)32 << 20 : (size_t)4 << 20;
}

/* A row-major matrix view (rows x cols, element strides rs, cs) as cuBLAS sees it: column-major
 * (op N, ld = cs) or the transpose of a column-major one (op T, ld = rs); 0 if neither. */
typedef struct {
    int64_t rows, cols, rs, cs;
} mat_t;

static mat_t transposed(mat_t m) { return (mat_t){m.cols, m.rows, m.cs, m.rs}; }

static int column_major(mat_t m, int* op, int64_t* ld) {
    if ((m.rs == 1 || m.rows == 1) && (m.cols == 1 ? 1 : m.cs >= (m.rows > 1 ? m.rows : 1))) {
        *op = CUBLAS_OP_N;
        *ld = m.cols == 1 ? (m.rows > 1 ? m.rows : 1) : m.cs;
        return 1;
    }
    if ((m.cs == 1 || m.cols == 1) && (m.rows == 1 ? 1 : m.rs >= (m.cols > 1 ? m.cols : 1))) {
        *op = CUBLAS_OP_T;
        *ld = m.rows == 1 ? (m.cols > 1 ? m.cols : 1) : m.rs;
        return 1;
    }
    return 0;
}

static mat_t mat_of(const anyrt_tensor_view_t* t) {
    int r = t->ndim - 2;
    return (mat_t){t->shape[r], t->shape[r + 1], t->strides[r], t->strides[r + 1]};
}

anyrt_status_t cuda_op_gemm(int device, const anyrt_op_launch_t* launch) {
    const anyrt_tensor_view_t *c = &launch->tensors[0], *a = &launch->tensors[1], *b = &launch->tensors[2];
    const anyrt_gemm_attrs_t* attrs = launch->attrs;
    int type, compute = CUBLAS_COMPUTE_32F;
    switch (c->dtype) {
    case ANYRT_DTYPE_FLOAT16: type = CUDA_R_16F; break;
    case ANYRT_DTYPE_BFLOAT16: type = CUDA_R_16BF; break;
    case ANYRT_DTYPE_FLOAT32: type = CUDA_R_32F; break;
    case ANYRT_DTYPE_FLOAT64:
        type = CUDA_R_64F;
        compute = CUBLAS_COMPUTE_64F;
        break;
    default: return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: gemm takes float dtypes");
    }
    if (!load()) return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "%s", g_load_error);
    /* cuBLAS is column-major: a row-major c is c^T = b^T a^T there. */
    mat_t mc = mat_of(c), ma = mat_of(a), mb = mat_of(b);
    const void *pa = a->data, *pb = b->data;
    int opc, opa, opb;
    int64_t ldc, lda, ldb;
    if (!column_major(mc, &opc, &ldc)) return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: gemm: c has no unit stride");
    int64_t batch_a = a->ndim == 3 ? a->strides[0] : 0, batch_b = b->ndim == 3 ? b->strides[0] : 0;
    if (opc == CUBLAS_OP_T) { /* c row-major: compute c^T = b^T a^T */
        mat_t t = transposed(mb);
        mb = transposed(ma);
        ma = t;
        const void* p = pa;
        pa = pb;
        pb = p;
        int64_t s = batch_a;
        batch_a = batch_b;
        batch_b = s;
        mc = transposed(mc);
    }
    if (!column_major(ma, &opa, &lda) || !column_major(mb, &opb, &ldb))
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: gemm: an operand has no unit stride (cuBLAS needs one)");
    int64_t m = mc.rows, n = mc.cols, k = ma.cols, batch = c->ndim == 3 ? c->shape[0] : 1;
    if (m > INT32_MAX || n > INT32_MAX || k > INT32_MAX || lda > INT32_MAX || ldb > INT32_MAX || ldc > INT32_MAX ||
        batch > INT32_MAX)
        return cuda_fail(ANYRT_STATUS_NOT_SUPPORTED, "cuda: gemm: a dim exceeds cuBLAS's int range");
    anyrt_status_t st = cuda_use(device);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    pthread_once(&g_once, init_locks);
    pthread_mutex_lock(&g_dev_mu[device]);
    int rc = g_handles[device] == NULL ? g_api.create(&g_handles[device]) : CUBLAS_OK;
    if (rc == CUBLAS_OK) rc = g_api.set_stream(g_handles[device], (cudaStream_t)launch->stream);
    if (rc == CUBLAS_OK) rc = g_api.set_workspace(g_handles[device], launch->workspace, launch->workspace_size);
    float falpha = attrs->alpha, fbeta = attrs->beta;
    double dalpha = attrs->alpha, dbeta = attrs->beta;
    int wide = compute == CUBLAS_COMPUTE_64F;
    if (rc == CUBLAS_OK)
        rc = g_api.gemm(g_handles[device], opa, opb, (int)m, (int)n, (int)k, wide ? (const void*)&dalpha : (const void*)&falpha,
                        pa, type, (int)lda, batch_a, pb, type, (int)ldb, batch_b, wide ? (const void*)&dbeta : (const void*)&fbeta,
                        c->data, type, (int)ldc, c->ndim == 3 ? c->strides[0] : 0, (int)batch, compute, CUBLAS_GEMM_DEFAULT);
    pthread_mutex_unlock(&g_dev_mu[device]);
    if (rc != CUBLAS_OK) return cuda_fail(ANYRT_STATUS_INTERNAL_ERROR, "cuda: cuBLAS gemm failed (cublasStatus_t %d)", rc);
    return ANYRT_STATUS_SUCCESS;
}
