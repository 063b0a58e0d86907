/* topkrouter: DeepSeek-V3's grouped MoE router as InfiniCore's cpu kernel has it (256 experts, 8
 * groups, 4 kept, renormalized). Per token: s = sigmoid(x) + bias; a group's score is the sum of its
 * two best s; the 4 best groups keep their s, the others' become 0; the topk best (ties to the lower
 * expert) are the picks, weighted routed_scaling_factor * sigmoid(x) / (sum + 1e-9). One token per
 * task; f16/bf16/f32 compute in f32, f64 in f64. */
#include <math.h>

#include "ak_internal.h"

#define AK_ROUTER_EXPERTS 256
#define AK_ROUTER_GROUPS 8
#define AK_ROUTER_KEPT_GROUPS 4

/* Index of the largest of v[0..n) ordered below (prev, prev_i) by (value descending, index
 * ascending); prev_i < 0: no bound. -1 when none is (NaN). */
#define AK_ROUTER_NEXT(NAME, CT)                                                                   \
    static int64_t NAME(const CT *v, int64_t n, CT prev, int64_t prev_i) {                         \
        int64_t best = -1;                                                                         \
        for (int64_t i = 0; i < n; i++) {                                                          \
            int below = prev_i < 0 || v[i] < prev || (v[i] == prev && i > prev_i);                 \
            if (below && (best < 0 || v[i] > v[best])) best = i;                                   \
        }                                                                                          \
        return best;                                                                               \
    }
AK_ROUTER_NEXT(router_next_f32, float)
AK_ROUTER_NEXT(router_next_f64, double)

#define AK_ROUTER_ROW(NAME, T, CT, LD, EXP, NEXT)                                                          \
    static void NAME(int64_t k, float rsf, const char *xp, int64_t sx, const float *bias, int64_t sb,      \
                     float *v, int32_t *idx) {                                                             \
        const T *x = (const T *)xp;                                                                        \
        const int64_t e = AK_ROUTER_EXPERTS, gs = AK_ROUTER_EXPERTS / AK_ROUTER_GROUPS;                    \
        CT s[AK_ROUTER_EXPERTS], g[AK_ROUTER_GROUPS];                                                      \
        for (int64_t i = 0; i < e; i++) s[i] = (CT)1 / ((CT)1 + EXP(-LD(x[i * sx]))) + (CT)bias[i * sb];   \
        for (int64_t grp = 0; grp < AK_ROUTER_GROUPS; grp++) {                                             \
            int64_t a = NEXT(s + grp * gs, gs, 0, -1);                                                     \
            int64_t b = a < 0 ? -1 : NEXT(s + grp * gs, gs, s[grp * gs + a], a);                           \
            g[grp] = a < 0 || b < 0 ? (CT)NAN : s[grp * gs + a] + s[grp * gs + b];                         \
        }                                                                                                  \
        int keep[AK_ROUTER_GROUPS] = {0};                                                                  \
        int64_t prev_g = -1;                                                                               \
        for (int j = 0; j < AK_ROUTER_KEPT_GROUPS; j++) {                                                  \
            int64_t next = NEXT(g, AK_ROUTER_GROUPS, prev_g < 0 ? 0 : g[prev_g], prev_g);                  \
            if (next < 0) break;                                                                           \
            keep[next] = 1;                                                                                \
            prev_g = next;                                                                                 \
        }                                                                                                  \
        for (int64_t i = 0; i < e; i++)                                                                    \
            if (!keep[i / gs]) s[i] = 0;                                                                   \
        CT sum = (CT)1e-9;                                                                                 \
        int64_t prev_i = -1;                                                                               \
        for (int64_t j = 0; j < k; j++) {                                                                  \
            int64_t best = NEXT(s, e, prev_i < 0 ? 0 : s[prev_i], prev_i);                                 \
            if (best < 0) best = prev_i < 0 ? 0 : prev_i; /* NaN scores: repeat the last */                \
            prev_i = best;                                                                                 \
            CT p = (CT)1 / ((CT)1 + EXP(-LD(x[best * sx])));                                               \
            v[j] = (float)p;                                                                               \
            idx[j] = (int32_t)best;                                                                        \
            sum += p;                                                                                      \
        }                                                                                                  \
        for (int64_t j = 0; j < k; j++) v[j] = (float)((CT)rsf * (CT)v[j] / sum);                          \
    }

AK_ROUTER_ROW(router_f16, uint16_t, float, LD_H, expf, router_next_f32)
AK_ROUTER_ROW(router_bf16, uint16_t, float, LD_B, expf, router_next_f32)
AK_ROUTER_ROW(router_f32, float, float, LD_ID, expf, router_next_f32)
AK_ROUTER_ROW(router_f64, double, double, LD_ID, exp, router_next_f64)

typedef void (*ak_router_row)(int64_t k, float rsf, const char *x, int64_t sx, const float *bias, int64_t sb, float *v,
                              int32_t *idx);

typedef struct {
    ak_router_row fn;
    const char *x;
    const float *bias;
    float *v;
    int32_t *idx;
    int64_t k, sxr, sx, sb, esize, svr, sir;
    float rsf;
} ak_router_arg;

static void ak_router_body(void *argp, int64_t lo, int64_t hi) {
    const ak_router_arg *p = (const ak_router_arg *)argp;
    for (int64_t r = lo; r < hi; r++)
        p->fn(p->k, p->rsf, p->x + r * p->sxr * p->esize, p->sx, p->bias, p->sb, p->v + r * p->svr, p->idx + r * p->sir);
}

int ak_topkrouter(const ak_exec *ex, const ak_tensor *values, const ak_tensor *indices, const ak_tensor *x,
                  const ak_tensor *correction_bias, float routed_scaling_factor, int topk) {
    const int dt = x->dtype;
    if (values->dtype != AK_F32 || indices->dtype != AK_I32 || correction_bias->dtype != AK_F32 || x->ndim != 2 ||
        x->shape[1] != AK_ROUTER_EXPERTS || correction_bias->ndim != 1 || values->ndim != 2 || indices->ndim != 2 ||
        values->strides[1] != 1 || indices->strides[1] != 1 || topk < 0 || topk > AK_ROUTER_EXPERTS)
        return AK_UNSUPPORTED;
    ak_router_row fn = dt == AK_F16    ? router_f16
                       : dt == AK_BF16 ? router_bf16
                       : dt == AK_F32  ? router_f32
                       : dt == AK_F64  ? router_f64
                                       : NULL;
    if (fn == NULL) return AK_UNSUPPORTED;
    ak_router_arg p;
    p.fn = fn;
    p.x = (const char *)x->data;
    p.bias = (const float *)correction_bias->data;
    p.v = (float *)values->data;
    p.idx = (int32_t *)indices->data;
    p.k = topk;
    p.sxr = x->strides[0];
    p.sx = x->strides[1];
    p.sb = correction_bias->strides[0];
    p.esize = (int64_t)ak_dtype_size(dt);
    p.svr = values->strides[0];
    p.sir = indices->strides[0];
    p.rsf = routed_scaling_factor;
    if (x->shape[0] == 0 || topk == 0) return AK_OK;
    ak_run(ex, x->shape[0], 4, ak_router_body, &p);
    return AK_OK;
}
