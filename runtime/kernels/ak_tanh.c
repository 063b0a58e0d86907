/* tanh: output = tanh(input), as InfiniCore's Tanh; f32 (and f16 / bf16, computed in f32) by ak_tanhf, a
 * body the compiler vectorizes, f64 by libm. The f32 unit-stride run is built per ISA (AVX2 / AVX-512
 * vectors of ak_tanhf's selects and division pay 3-4x over the baseline build). */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("no-trapping-math") /* else GCC keeps ak_expf's compares and selects out of vector code */
#endif
#include "ak_unary.h"

#define TANH_F(x, p) ak_tanhf(x)
#define TANH_D(x, p) tanh(x)

AK_UNARY(tanh, TANH_F, TANH_D)

AK_INLINE void tanh_f32_unit_body(int64_t n, float *restrict y, const float *restrict x) {
    int64_t i = 0;
    for (; i + AK_BLK <= n; i += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y[i + j] = ak_tanhf(x[i + j]);
    for (; i < n; i++) y[i] = ak_tanhf(x[i]);
}
AK_ISA_BUILDS(tanh_f32_unit, (int64_t n, float *y, const float *x), (n, y, x))

static void tanh_f32_isa(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *y = (float *)p[0];
    const float *x = (const float *)p[1];
    if (s[0] == 1 && s[1] == 1) {
        tanh_f32_unit_pick()(n, y, x);
        return;
    }
    for (int64_t i = 0; i < n; i++) y[i * s[0]] = ak_tanhf(x[i * s[1]]);
}

int ak_tanh(const ak_exec *ex, const ak_tensor *output, const ak_tensor *input) {
    if (output->dtype == AK_F32 && input->dtype == AK_F32) {
        const ak_tensor *ops[2] = {output, input};
        ak_elementwise(ex, 2, ops, tanh_f32_isa, NULL);
        return AK_OK;
    }
    return tanh_run(ex, output, input, NULL);
}
