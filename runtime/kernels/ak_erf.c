/* erf: y = erf(x), the error function, as InfiniCore's Erf; f32 (and f16 / bf16, computed in f32) by
 * ak_erff, a body the compiler vectorizes (libm's erff is a call per element), f64 by libm. The f32
 * unit-stride run is built per ISA, as tanh's (the baseline build's vectors are 4 wide), f16 / bf16 through
 * f32 chunks into the same body. */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("no-trapping-math") /* else GCC keeps ak_erff's compares and selects out of vector code */
#endif
#include "ak_unary.h"

#define ERF_F(x, p) ak_erff(x)
#define ERF_D(x, p) erf(x)

AK_UNARY(erf, ERF_F, ERF_D)

AK_INLINE void erf_f32_unit_body(int64_t n, float *restrict y, const float *restrict x) {
    int64_t i = 0;
    for (; i + AK_BLK <= n; i += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) y[i + j] = ak_erff(x[i + j]);
    for (; i < n; i++) y[i] = ak_erff(x[i]);
}
AK_ISA_BUILDS(erf_f32_unit, (int64_t n, float *y, const float *x), (n, y, x))

static void erf_f32_isa(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    (void)ctx;
    float *y = (float *)p[0];
    const float *x = (const float *)p[1];
    if (s[0] == 1 && s[1] == 1) {
        erf_f32_unit_pick()(n, y, x);
        return;
    }
    for (int64_t i = 0; i < n; i++) y[i * s[0]] = ak_erff(x[i * s[1]]);
}

/* f16 / bf16 unit-stride runs through f32 chunks and the same per-ISA body (ctx: the dtype) */
static void erf_half_isa(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    const int dt = *(const int *)ctx;
    uint16_t *y = (uint16_t *)p[0];
    const uint16_t *x = (const uint16_t *)p[1];
    if (s[0] == 1 && s[1] == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(dt, q, buf, x + c);
            erf_f32_unit_pick()(q, buf, buf);
            ak_store_f32(dt, q, y + c, buf);
        }
        return;
    }
    for (int64_t i = 0; i < n; i++) {
        const float v = dt == AK_F16 ? ak_h2f(x[i * s[1]]) : ak_b2f(x[i * s[1]]);
        y[i * s[0]] = dt == AK_F16 ? ak_f2h(ak_erff(v)) : ak_f2b(ak_erff(v));
    }
}

int ak_erf(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_tensor *ops[2] = {y, x};
    if (y->dtype == AK_F32 && x->dtype == AK_F32) {
        ak_elementwise(ex, 2, ops, erf_f32_isa, NULL);
        return AK_OK;
    }
    if ((y->dtype == AK_F16 || y->dtype == AK_BF16) && x->dtype == y->dtype) {
        const int dt = y->dtype;
        ak_elementwise(ex, 2, ops, erf_half_isa, &dt);
        return AK_OK;
    }
    return erf_run(ex, y, x, NULL);
}
