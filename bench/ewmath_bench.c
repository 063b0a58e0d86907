/* f32 log (then tanh, with `tanh` as the argument) over 4 Mi elements on one thread: libm's logf / tanhf per
 * element against ak_logf (runtime/kernels/ak_ew.h, the generated `log` member's f32 body) / ak_tanhf
 * (ak_internal.h, ak_tanh.c's), in the baseline and AVX2 builds, best of 20 interleaved passes.
 *
 *     cc -std=c11 -O2 -D_GNU_SOURCE -Iruntime/kernels -Igenerated/include bench/ewmath_bench.c -o /tmp/ewmath -lm
 *     /tmp/ewmath
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "ak_ew.h"
#define N (4 * 1024 * 1024)
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + t.tv_nsec * 1e-9; }
static int use_tanh;
__attribute__((noinline)) static void with_libm(int64_t n, const float *restrict x, float *restrict y) {
    if (use_tanh)
        for (int64_t i = 0; i < n; i++) y[i] = (tanhf)(x[i]);
    else
        for (int64_t i = 0; i < n; i++) y[i] = (logf)(x[i]);
}
__attribute__((noinline)) static void with_ak(int64_t n, const float *restrict x, float *restrict y) {
    if (use_tanh)
        for (int64_t i = 0; i < n; i++) y[i] = ak_tanhf(x[i]);
    else
        for (int64_t i = 0; i < n; i++) y[i] = ak_logf(x[i]);
}
__attribute__((noinline, target("avx2,fma"))) static void with_ak_avx2(int64_t n, const float *restrict x, float *restrict y) {
    if (use_tanh)
        for (int64_t i = 0; i < n; i++) y[i] = ak_tanhf(x[i]);
    else
        for (int64_t i = 0; i < n; i++) y[i] = ak_logf(x[i]);
}
int main(int argc, char **argv) {
    use_tanh = argc > 1 && strcmp(argv[1], "tanh") == 0;
    float *x = malloc(N * 4), *y = malloc(N * 4);
    for (int i = 0; i < N; i++)
        x[i] = use_tanh ? ((float)rand() / (float)RAND_MAX - 0.5f) * 8.0f : (float)rand() / (float)RAND_MAX * 100.0f + 1e-3f;
    double b[3] = {1e9, 1e9, 1e9};
    for (int r = 0; r < 20; r++) {
        double t0 = now(); with_libm(N, x, y); double t1 = now(); with_ak(N, x, y); double t2 = now();
        with_ak_avx2(N, x, y); double t3 = now();
        if (t1 - t0 < b[0]) b[0] = t1 - t0;
        if (t2 - t1 < b[1]) b[1] = t2 - t1;
        if (t3 - t2 < b[2]) b[2] = t3 - t2;
    }
    printf("f32 %s, 4 Mi elements, 1 thread: libm %.2f ms (%.2f Gelem/s); ak baseline %.2f ms (%.2f Gelem/s, %.1fx); ak avx2 %.2f ms (%.2f Gelem/s, %.1fx)\n",
           use_tanh ? "tanh" : "log", b[0] * 1e3, N / b[0] / 1e9, b[1] * 1e3, N / b[1] / 1e9, b[0] / b[1], b[2] * 1e3, N / b[2] / 1e9, b[0] / b[2]);
    return 0;
}
