/* anyrt `cpu` backend: the BLAS its float32/float64 gemm uses, loaded at run time (never linked).
 * Tried in order, the first that loads wins:
 *   1. $ANYRT_BLAS_LIBRARY: a path or soname; "none" means the portable kernel only;
 *   2. NumPy's own OpenBLAS where the process already holds it (numpy.libs/libscipy_openblas64_-*.so,
 *      ILP64): one thread pool for both. With two, each library's threads spin on the cores for a
 *      while after its call and the other's next gemm ran 10-25x slower (`anyrt demo`: 0.04x NumPy);
 *   3. the OpenBLAS of the scipy-openblas32 wheel, if already loaded in the process, or found beside
 *      this plugin's installed package (site-packages/scipy_openblas32/lib/libscipy_openblas.so);
 *   4. libopenblas.so.0 on the library path (plain cblas_ names).
 * OpenBLAS threads are capped at the operator pool's size (ANYRT_CPU_THREADS), so one gemm uses the cores
 * it may and no more: its threads poll for a while after each gemm, beside the pool's. */
#include <dlfcn.h>
#include <limits.h>
#include <link.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "anyrt_kernels.h"
#include "cpu_internal.h"

static pthread_once_t g_blas_once = PTHREAD_ONCE_INIT;
static ak_blas g_blas;
static int g_blas_found;
static char g_blas_name[PATH_MAX + 32];

static int cpu_blas_bind(void* h, const char* prefix) {
    char name[64];
    snprintf(name, sizeof name, "%scblas_sgemm", prefix);
    void* s = dlsym(h, name);
    snprintf(name, sizeof name, "%scblas_dgemm", prefix);
    void* d = dlsym(h, name);
    if (s == NULL || d == NULL) return 0;
    memcpy(&g_blas.sgemm, &s, sizeof s);
    memcpy(&g_blas.dgemm, &d, sizeof d);
    /* OpenBLAS's own (absent from other BLAS libraries: they keep their threads) */
    snprintf(name, sizeof name, "%sopenblas_set_num_threads", prefix);
    void* set = dlsym(h, name);
    if (set != NULL) {
        void (*set_threads)(int);
        memcpy(&set_threads, &set, sizeof set);
        set_threads(cpu_ops_threads());
    }
    return 1;
}

static int cpu_blas_try(const char* path, int noload) {
    void* h = dlopen(path, RTLD_NOW | RTLD_LOCAL | (noload ? RTLD_NOLOAD : 0));
    if (h == NULL) return 0;
    if (cpu_blas_bind(h, "scipy_") || cpu_blas_bind(h, "")) {
        snprintf(g_blas_name, sizeof g_blas_name, "%s", path);
        return 1;
    }
    dlclose(h);
    return 0;
}

/* NumPy's OpenBLAS: 64-bit integers (scipy_cblas_sgemm64_), so calls go through these adapters. Its
 * thread count is NumPy's to set; a call here caps only the calling thread's (OpenBLAS 0.3.27's
 * openblas_set_num_threads_local), so ANYRT_CPU_THREADS still bounds anyrt's gemm. */
typedef void (*sgemm64_fn)(int, int, int, int64_t, int64_t, int64_t, float, const float*, int64_t, const float*,
                           int64_t, float, float*, int64_t);
typedef void (*dgemm64_fn)(int, int, int, int64_t, int64_t, int64_t, double, const double*, int64_t, const double*,
                           int64_t, double, double*, int64_t);
static sgemm64_fn g_sgemm64;
static dgemm64_fn g_dgemm64;
static int (*g_threads_local)(int);

static void sgemm_ilp64(int order, int ta, int tb, int m, int n, int k, float alpha, const float* a, int lda,
                        const float* b, int ldb, float beta, float* c, int ldc) {
    if (g_threads_local) (void)g_threads_local(cpu_ops_threads());
    g_sgemm64(order, ta, tb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc);
}

static void dgemm_ilp64(int order, int ta, int tb, int m, int n, int k, double alpha, const double* a, int lda,
                        const double* b, int ldb, double beta, double* c, int ldc) {
    if (g_threads_local) (void)g_threads_local(cpu_ops_threads());
    g_dgemm64(order, ta, tb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc);
}

static int cpu_blas_find_numpy(struct dl_phdr_info* info, size_t size, void* out) {
    (void)size;
    if (info->dlpi_name == NULL || strstr(info->dlpi_name, "/libscipy_openblas64_") == NULL) return 0;
    snprintf(out, PATH_MAX, "%s", info->dlpi_name);
    return 1;
}

static int cpu_blas_numpy(void) {
    char path[PATH_MAX] = "";
    dl_iterate_phdr(cpu_blas_find_numpy, path);
    void* h = path[0] ? dlopen(path, RTLD_NOW | RTLD_LOCAL | RTLD_NOLOAD) : NULL;
    if (h == NULL) return 0;
    void* s = dlsym(h, "scipy_cblas_sgemm64_");
    void* d = dlsym(h, "scipy_cblas_dgemm64_");
    if (s == NULL || d == NULL) {
        dlclose(h);
        return 0;
    }
    memcpy(&g_sgemm64, &s, sizeof s);
    memcpy(&g_dgemm64, &d, sizeof d);
    void* local = dlsym(h, "openblas_set_num_threads_local");
    memcpy(&g_threads_local, &local, sizeof local);
    g_blas.sgemm = sgemm_ilp64;
    g_blas.dgemm = dgemm_ilp64;
    snprintf(g_blas_name, sizeof g_blas_name, "%s", path);
    return 1;
}

/* site-packages/anyrt/... (this plugin) -> site-packages/scipy_openblas32/lib/libscipy_openblas.so */
static const char g_anchor = 0; /* an object of this plugin, for dladdr */

static int cpu_blas_beside_package(void) {
    Dl_info info;
    if (dladdr(&g_anchor, &info) == 0 || info.dli_fname == NULL) return 0;
    char dir[PATH_MAX];
    snprintf(dir, sizeof dir, "%s", info.dli_fname);
    for (int up = 0; up < 5; ++up) {
        char* slash = strrchr(dir, '/');
        if (slash == NULL) return 0;
        *slash = '\0';
        char lib[PATH_MAX + 64];
        snprintf(lib, sizeof lib, "%s/scipy_openblas32/lib/libscipy_openblas.so", dir);
        if (cpu_blas_try(lib, 0)) return 1;
    }
    return 0;
}

static void cpu_blas_load(void) {
    const char* env = getenv("ANYRT_BLAS_LIBRARY");
    if (env != NULL && *env != '\0') {
        g_blas_found = strcmp(env, "none") != 0 && cpu_blas_try(env, 0);
        return;
    }
    g_blas_found = cpu_blas_numpy() || cpu_blas_try("libscipy_openblas.so", 1) || cpu_blas_beside_package() ||
                   cpu_blas_try("libopenblas.so.0", 0);
}

const ak_blas* cpu_blas(void) {
    pthread_once(&g_blas_once, cpu_blas_load);
    return g_blas_found ? &g_blas : NULL;
}

const char* cpu_blas_name(void) {
    pthread_once(&g_blas_once, cpu_blas_load);
    return g_blas_found ? g_blas_name : "";
}
