/* Half-precision gemm in the libraries anyrt could load at run time, side by side on one machine
 * (issue 28: "a kept library first"): MKL's cblas_gemm_bf16bf16f32 / cblas_gemm_f16f16f32 and
 * cblas_sgemm (the `mkl` wheel's libmkl_rt), and any other BLAS's cblas_sgemm / sbgemm given by path.
 * Each library is dlopen'ed, as backends/cpu/cpu_blas.c does; nothing is linked.
 *
 *   cc -O2 -o /tmp/gemm_libs bench/gemm_libs.c -ldl
 *   MKL_THREADING_LAYER=GNU OMP_NUM_THREADS=2 /tmp/gemm_libs path/to/libmkl_rt.so.3 [n] [other BLAS ...]
 * Prints GFLOP/s, best of 5, for n x n x n. */
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef void (*sgemm_t)(int, int, int, int, int, int, float, const float *, int, const float *, int, float, float *,
                        int);
typedef void (*hgemm_t)(int, int, int, int, int, int, float, const uint16_t *, int, const uint16_t *, int, float,
                        float *, int);
/* OpenBLAS's sbgemm: bf16 inputs, f32 output */
typedef void (*sbgemm_t)(int, int, int, int, int, int, float, const uint16_t *, int, const uint16_t *, int, float,
                         float *, int);

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static uint16_t f2b(float f) {
    uint32_t x;
    memcpy(&x, &f, 4);
    x += 0x7fffu + ((x >> 16) & 1u);
    return (uint16_t)(x >> 16);
}

static uint16_t f2h(float f) { /* inputs in [0, 1): normal or zero halves */
    uint32_t x;
    memcpy(&x, &f, 4);
    if ((x & 0x7fffffffu) < 0x38800000u) return 0;
    x += 0xc8000fffu + ((x >> 13) & 1u);
    return (uint16_t)(x >> 13);
}

#define TIME(label, call)                                                                                 \
    do {                                                                                                  \
        call;                                                                                             \
        double best = 1e30;                                                                               \
        for (int r = 0; r < 5; r++) {                                                                     \
            double t0 = now();                                                                            \
            call;                                                                                         \
            double t = now() - t0;                                                                        \
            best = t < best ? t : best;                                                                   \
        }                                                                                                 \
        printf("%-44s %8.1f GFLOP/s\n", label, 2.0 * n * n * n / best / 1e9);                            \
    } while (0)

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s libmkl_rt.so [n] [other blas ...]\n", argv[0]);
        return 2;
    }
    int n = argc > 2 ? atoi(argv[2]) : 1024;
    float *a = malloc(sizeof(float) * n * n), *b = malloc(sizeof(float) * n * n), *c = malloc(sizeof(float) * n * n);
    uint16_t *ab = malloc(2 * (size_t)n * n), *bb = malloc(2 * (size_t)n * n);
    uint16_t *ah = malloc(2 * (size_t)n * n), *bh = malloc(2 * (size_t)n * n);
    for (long i = 0; i < (long)n * n; i++) {
        a[i] = (float)rand() / RAND_MAX;
        b[i] = (float)rand() / RAND_MAX;
        ab[i] = f2b(a[i]);
        bb[i] = f2b(b[i]);
        ah[i] = f2h(a[i]);
        bh[i] = f2h(b[i]);
    }
    for (int li = 1; li < argc; li++) {
        if (li == 2) continue;
        void *h = dlopen(argv[li], RTLD_NOW | RTLD_LOCAL);
        if (h == NULL) {
            printf("%s: %s\n", argv[li], dlerror());
            continue;
        }
        printf("%s (n = %d)\n", argv[li], n);
        const char *pre[2] = {"", "scipy_"};
        for (int p = 0; p < 2; p++) {
            char nm[64];
            snprintf(nm, sizeof nm, "%scblas_sgemm", pre[p]);
            sgemm_t sg = (sgemm_t)dlsym(h, nm);
            if (sg) TIME(nm, sg(101, 111, 111, n, n, n, 1.0f, a, n, b, n, 0.0f, c, n));
            snprintf(nm, sizeof nm, "%scblas_gemm_bf16bf16f32", pre[p]);
            hgemm_t bg = (hgemm_t)dlsym(h, nm);
            if (bg) TIME(nm, bg(101, 111, 111, n, n, n, 1.0f, ab, n, bb, n, 0.0f, c, n));
            snprintf(nm, sizeof nm, "%scblas_gemm_f16f16f32", pre[p]);
            hgemm_t hg = (hgemm_t)dlsym(h, nm);
            if (hg) TIME(nm, hg(101, 111, 111, n, n, n, 1.0f, ah, n, bh, n, 0.0f, c, n));
            snprintf(nm, sizeof nm, "%scblas_sbgemm", pre[p]);
            sbgemm_t sb = (sbgemm_t)dlsym(h, nm);
            if (sb) TIME(nm, sb(101, 111, 111, n, n, n, 1.0f, ab, n, bb, n, 0.0f, c, n));
        }
    }
    free(a), free(b), free(c), free(ab), free(bb), free(ah), free(bh);
    return 0;
}
