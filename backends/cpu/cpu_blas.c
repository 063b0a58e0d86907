/* anyrt `cpu` backend: the BLAS its float32/float64 gemm uses, loaded at run time (never linked).
 * Tried in order, the first that loads wins:
 *   1. $ANYRT_BLAS_LIBRARY: a path or soname; "none" means the portable kernel only;
 *   2. the OpenBLAS of the scipy-openblas32 wheel, if already loaded in the process, or found beside
 *      this plugin's installed package (site-packages/scipy_openblas32/lib/libscipy_openblas.so);
 *   3. libopenblas.so.0 on the library path (plain cblas_ names).
 * OpenBLAS threads are capped at the operator pool's size (ANYRT_CPU_THREADS), so one gemm uses the cores
 * it may and no more: its threads poll for a while after each gemm, beside the pool's. */
#include <dlfcn.h>
#include <limits.h>
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
    g_blas_found = cpu_blas_try("libscipy_openblas.so", 1) || cpu_blas_beside_package() ||
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
