/* f32 math over 4 Mi elements on one thread: libm per element (logf, tanhf, erff, log1pf, expm1f; sigmoid
 * as 1 / (1 + expf(-x))) against anyrt's vectorizable bodies (ak_logf, ak_log1pf, ak_expm1f in
 * runtime/kernels/ak_ew.h; ak_tanhf, ak_erff, ak_expf in ak_internal.h: the generated members' and the
 * hand-written kernels' f32 bodies), in the baseline and AVX2 builds, best of 20 interleaved passes.
 *
 *     cc -std=c11 -O2 -D_GNU_SOURCE -Iruntime/kernels -Igenerated/include bench/ewmath_bench.c -o /tmp/ewmath -lm
 *     /tmp/ewmath [log|tanh|erf|sigmoid|log1p|expm1]     (default log)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "ak_ew.h"
#define N (4 * 1024 * 1024)
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + t.tv_nsec * 1e-9; }
enum { LOG, TANH, ERF, SIGMOID, LOG1P, EXPM1 };
static const char *const names[] = {"log", "tanh", "erf", "sigmoid", "log1p", "expm1"};
static int fn;
/* libm's own functions, by their parenthesized names (ak_ew.h maps the plain ones to anyrt's) */
__attribute__((noinline)) static void with_libm(int64_t n, const float *restrict x, float *restrict y) {
    switch (fn) {
    case LOG: for (int64_t i = 0; i < n; i++) y[i] = (logf)(x[i]); break;
    case TANH: for (int64_t i = 0; i < n; i++) y[i] = (tanhf)(x[i]); break;
    case ERF: for (int64_t i = 0; i < n; i++) y[i] = (erff)(x[i]); break;
    case SIGMOID: for (int64_t i = 0; i < n; i++) y[i] = 1.0f / (1.0f + (expf)(-x[i])); break;
    case LOG1P: for (int64_t i = 0; i < n; i++) y[i] = (log1pf)(x[i]); break;
    default: for (int64_t i = 0; i < n; i++) y[i] = (expm1f)(x[i]); break;
    }
}
#define AK_BODIES                                                                              \
    switch (fn) {                                                                              \
    case LOG: for (int64_t i = 0; i < n; i++) y[i] = ak_logf(x[i]); break;                     \
    case TANH: for (int64_t i = 0; i < n; i++) y[i] = ak_tanhf(x[i]); break;                   \
    case ERF: for (int64_t i = 0; i < n; i++) y[i] = ak_erff(x[i]); break;                     \
    case SIGMOID: for (int64_t i = 0; i < n; i++) y[i] = 1.0f / (1.0f + ak_expf(-x[i])); break; \
    case LOG1P: for (int64_t i = 0; i < n; i++) y[i] = ak_log1pf(x[i]); break;                 \
    default: for (int64_t i = 0; i < n; i++) y[i] = ak_expm1f(x[i]); break;                    \
    }
__attribute__((noinline)) static void with_ak(int64_t n, const float *restrict x, float *restrict y) { AK_BODIES }
__attribute__((noinline, target("avx2,fma"))) static void with_ak_avx2(int64_t n, const float *restrict x, float *restrict y) {
    AK_BODIES
}
int main(int argc, char **argv) {
    fn = LOG;
    for (int k = 0; argc > 1 && k < 6; k++)
        if (strcmp(argv[1], names[k]) == 0) fn = k;
    float *x = malloc(N * 4), *y = malloc(N * 4);
    for (int i = 0; i < N; i++) {
        const float r = (float)rand() / (float)RAND_MAX;
        x[i] = fn == LOG ? r * 100.0f + 1e-3f : fn == LOG1P ? r * 100.0f - 0.999f : (r - 0.5f) * 8.0f;
    }
    double b[3] = {1e9, 1e9, 1e9};
    for (int r = 0; r < 20; r++) {
        double t0 = now(); with_libm(N, x, y); double t1 = now(); with_ak(N, x, y); double t2 = now();
        with_ak_avx2(N, x, y); double t3 = now();
        if (t1 - t0 < b[0]) b[0] = t1 - t0;
        if (t2 - t1 < b[1]) b[1] = t2 - t1;
        if (t3 - t2 < b[2]) b[2] = t3 - t2;
    }
    printf("f32 %s, 4 Mi elements, 1 thread: libm %.2f ms (%.2f Gelem/s); ak baseline %.2f ms (%.2f Gelem/s, %.1fx); ak avx2 %.2f ms (%.2f Gelem/s, %.1fx)\n",
           names[fn], b[0] * 1e3, N / b[0] / 1e9, b[1] * 1e3, N / b[1] / 1e9, b[0] / b[1], b[2] * 1e3, N / b[2] / 1e9, b[0] / b[2]);
    return 0;
}
