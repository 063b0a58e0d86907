/* topksoftmax: per token (a row of x), softmax over the experts, the topk largest probabilities in
 * descending order (ties to the lower expert) with their experts, renormalized to sum 1 when norm is
 * not 0. One row per task; f16/bf16/f32 compute in f32 (as InfiniCore's cpu kernel), f64 in f64. The
 * selection is topk passes over the row, each taking the largest below the previous pick: no
 * scratch, and topk is small (MoE routers keep 1 to 8 of 8 to 256 experts). */
#include <math.h>

#include "ak_internal.h"

#define AK_TOPK_SM_ROW(NAME, T, CT, LD, EXP)                                                            \
    static void NAME(int64_t e, int64_t k, int norm, const char *xp, int64_t sx, float *v, int32_t *idx) { \
        const T *x = (const T *)xp;                                                                     \
        CT mx = -(CT)INFINITY, sum = 0;                                                                 \
        for (int64_t i = 0; i < e; i++) {                                                               \
            CT a = LD(x[i * sx]);                                                                       \
            mx = a > mx ? a : mx;                                                                       \
        }                                                                                               \
        for (int64_t i = 0; i < e; i++) sum += EXP(LD(x[i * sx]) - mx);                                 \
        CT prev = 0, kept = 0;                                                                          \
        int64_t prev_i = -1;                                                                            \
        for (int64_t j = 0; j < k; j++) {                                                               \
            int64_t best = -1;                                                                          \
            CT bv = 0;                                                                                  \
            for (int64_t i = 0; i < e; i++) {                                                           \
                CT a = LD(x[i * sx]);                                                                   \
                int below = prev_i < 0 || a < prev || (a == prev && i > prev_i);                        \
                if (below && (best < 0 || a > bv)) {                                                    \
                    best = i;                                                                           \
                    bv = a;                                                                             \
                }                                                                                       \
            }                                                                                           \
            if (best < 0) best = prev_i; /* NaN logits: nothing compares below; repeat the last */       \
            prev = bv;                                                                                  \
            prev_i = best;                                                                              \
            CT p = EXP(bv - mx) / sum;                                                                  \
            v[j] = (float)p;                                                                            \
            idx[j] = (int32_t)best;                                                                     \
            kept += p;                                                                                  \
        }                                                                                               \
        if (norm)                                                                                       \
            for (int64_t j = 0; j < k; j++) v[j] = (float)((CT)v[j] / kept);                            \
    }

AK_TOPK_SM_ROW(topk_sm_f16, uint16_t, float, LD_H, expf)
AK_TOPK_SM_ROW(topk_sm_bf16, uint16_t, float, LD_B, expf)
AK_TOPK_SM_ROW(topk_sm_f32, float, float, LD_ID, expf)
AK_TOPK_SM_ROW(topk_sm_f64, double, double, LD_ID, exp)

typedef void (*ak_topk_sm_row)(int64_t e, int64_t k, int norm, const char *x, int64_t sx, float *v, int32_t *idx);

typedef struct {
    ak_topk_sm_row fn;
    const char *x;
    float *v;
    int32_t *idx;
    int64_t e, k, sxr, sx, esize, svr, sir;
    int norm;
} ak_topk_sm_arg;

static void ak_topk_sm_body(void *argp, int64_t lo, int64_t hi) {
    const ak_topk_sm_arg *p = (const ak_topk_sm_arg *)argp;
    for (int64_t r = lo; r < hi; r++)
        p->fn(p->e, p->k, p->norm, p->x + r * p->sxr * p->esize, p->sx, p->v + r * p->svr, p->idx + r * p->sir);
}

int ak_topksoftmax(const ak_exec *ex, const ak_tensor *values, const ak_tensor *indices, const ak_tensor *x, int topk,
                   int norm) {
    const int dt = x->dtype;
    if (values->dtype != AK_F32 || indices->dtype != AK_I32 || x->ndim != 2 || values->ndim != 2 || indices->ndim != 2 ||
        values->strides[1] != 1 || indices->strides[1] != 1 || topk < 0 || topk > x->shape[1])
        return AK_UNSUPPORTED;
    ak_topk_sm_row fn = dt == AK_F16    ? topk_sm_f16
                        : dt == AK_BF16 ? topk_sm_bf16
                        : dt == AK_F32  ? topk_sm_f32
                        : dt == AK_F64  ? topk_sm_f64
                                        : NULL;
    if (fn == NULL) return AK_UNSUPPORTED;
    ak_topk_sm_arg p;
    p.fn = fn;
    p.x = (const char *)x->data;
    p.v = (float *)values->data;
    p.idx = (int32_t *)indices->data;
    p.e = x->shape[1];
    p.k = topk;
    p.sxr = x->strides[0];
    p.sx = x->strides[1];
    p.esize = (int64_t)ak_dtype_size(dt);
    p.svr = values->strides[0];
    p.sir = indices->strides[0];
    p.norm = norm;
    if (x->shape[0] == 0 || topk == 0) return AK_OK;
    ak_run(ex, x->shape[0], 16384 / (p.e * p.k + 1) + 1, ak_topk_sm_body, &p);
    return AK_OK;
}
