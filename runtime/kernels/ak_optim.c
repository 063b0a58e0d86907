/* The fused optimizer steps, elementwise over the strided iterator (any shapes, inputs broadcast; each
 * element read before it is written, so an output may be its input: an update in place).
 *   adamw_step (torch.optim.AdamW): p *= 1 - lr*wd; m += (1 - b1)(g - m); v = b2 v + (1 - b2) g^2;
 *     p -= lr / bc1 * m / (sqrt(v) / sqrt(bc2) + eps), bc1 = 1 - b1^step, bc2 = 1 - b2^step (in f64).
 *   sgd_step (torch.optim.SGD): d = g + wd p; with momentum: buf = mom buf + (1 - damp) d (d on the first
 *     step), d = d + mom buf (nesterov) or buf; p -= lr d. momentum 0: the buffer copied unchanged.
 * f16/bf16/f32 compute in f32, f64 in f64. */
#include <math.h>

#include "ak_internal.h"

typedef struct {
    double lr, b1, b2, eps, wd, step_size, bc2_sqrt;
} ak_adamw_ctx;

typedef struct {
    double lr, mom, damp, wd;
    int nesterov, init;
} ak_sgd_ctx;

#define AK_OPTIM(SUF, T, CT, LD, ST, SQRT)                                                                        \
    static void adamw_##SUF(int64_t n, char *const *p, const int64_t *s, const void *ctxp) {                  \
        const ak_adamw_ctx *c = (const ak_adamw_ctx *)ctxp;                                                    \
        T *po = (T *)p[0], *mo = (T *)p[1], *vo = (T *)p[2];                                                   \
        const T *pi = (const T *)p[3], *g = (const T *)p[4], *mi = (const T *)p[5], *vi = (const T *)p[6];     \
        const CT decay = (CT)(1.0 - c->lr * c->wd), w1 = (CT)(1.0 - c->b1), b2 = (CT)c->b2, w2 = (CT)(1.0 - c->b2); \
        const CT step = (CT)c->step_size, bc2 = (CT)c->bc2_sqrt, eps = (CT)c->eps;                             \
        for (int64_t i = 0; i < n; i++) {                                                                      \
            const CT gv = LD(g[i * s[4]]);                                                                     \
            CT pv = LD(pi[i * s[3]]), mv = LD(mi[i * s[5]]), vv = LD(vi[i * s[6]]);                            \
            pv *= decay;                                                                                       \
            mv += w1 * (gv - mv);                                                                              \
            vv = vv * b2 + w2 * gv * gv;                                                                       \
            pv -= step * (mv / (SQRT(vv) / bc2 + eps));                                                        \
            po[i * s[0]] = ST(pv);                                                                             \
            mo[i * s[1]] = ST(mv);                                                                             \
            vo[i * s[2]] = ST(vv);                                                                             \
        }                                                                                                      \
    }                                                                                                          \
    static void sgd_##SUF(int64_t n, char *const *p, const int64_t *s, const void *ctxp) {                    \
        const ak_sgd_ctx *c = (const ak_sgd_ctx *)ctxp;                                                        \
        T *po = (T *)p[0], *bo = (T *)p[1];                                                                    \
        const T *pi = (const T *)p[2], *g = (const T *)p[3], *bi = (const T *)p[4];                            \
        const CT lr = (CT)c->lr, mom = (CT)c->mom, keep = (CT)(1.0 - c->damp), wd = (CT)c->wd;                 \
        for (int64_t i = 0; i < n; i++) {                                                                      \
            const CT pv = LD(pi[i * s[2]]);                                                                    \
            CT d = LD(g[i * s[3]]) + wd * pv, buf = LD(bi[i * s[4]]);                                          \
            if (c->mom != 0.0) {                                                                               \
                buf = c->init ? d : mom * buf + keep * d;                                                      \
                d = c->nesterov ? d + mom * buf : buf;                                                         \
            }                                                                                                  \
            po[i * s[0]] = ST(pv - lr * d);                                                                    \
            bo[i * s[1]] = ST(buf);                                                                            \
        }                                                                                                      \
    }

AK_OPTIM(f16, uint16_t, float, LD_H, ST_H, sqrtf)
AK_OPTIM(bf16, uint16_t, float, LD_B, ST_B, sqrtf)
AK_OPTIM(f32, float, float, LD_ID, ST_ID, sqrtf)
AK_OPTIM(f64, double, double, LD_ID, ST_ID, sqrt)

static int optim_slot(int dt) { return dt == AK_F16 ? 0 : dt == AK_BF16 ? 1 : dt == AK_F32 ? 2 : dt == AK_F64 ? 3 : -1; }

static int same_dtype(int n, const ak_tensor *const *ops) {
    for (int i = 1; i < n; i++)
        if (ops[i]->dtype != ops[0]->dtype) return 0;
    return 1;
}

int ak_adamw_step(const ak_exec *ex, const ak_tensor *param_out, const ak_tensor *exp_avg_out,
                  const ak_tensor *exp_avg_sq_out, const ak_tensor *param, const ak_tensor *grad,
                  const ak_tensor *exp_avg, const ak_tensor *exp_avg_sq, float lr, float beta1, float beta2, float eps,
                  float weight_decay, int step) {
    static const ak_inner fns[4] = {adamw_f16, adamw_bf16, adamw_f32, adamw_f64};
    const ak_tensor *ops[7] = {param_out, exp_avg_out, exp_avg_sq_out, param, grad, exp_avg, exp_avg_sq};
    const int sl = optim_slot(param_out->dtype);
    if (sl < 0 || !same_dtype(7, ops) || step < 1) return AK_UNSUPPORTED;
    ak_adamw_ctx c;
    c.lr = lr;
    c.b1 = beta1;
    c.b2 = beta2;
    c.eps = eps;
    c.wd = weight_decay;
    c.step_size = (double)lr / (1.0 - pow((double)beta1, (double)step));
    c.bc2_sqrt = sqrt(1.0 - pow((double)beta2, (double)step));
    ak_elementwise(ex, 7, ops, fns[sl], &c);
    return AK_OK;
}

int ak_sgd_step(const ak_exec *ex, const ak_tensor *param_out, const ak_tensor *momentum_buffer_out,
                const ak_tensor *param, const ak_tensor *grad, const ak_tensor *momentum_buffer, float lr, float momentum,
                float dampening, float weight_decay, int nesterov, int init_buffer) {
    static const ak_inner fns[4] = {sgd_f16, sgd_bf16, sgd_f32, sgd_f64};
    const ak_tensor *ops[5] = {param_out, momentum_buffer_out, param, grad, momentum_buffer};
    const int sl = optim_slot(param_out->dtype);
    if (sl < 0 || !same_dtype(5, ops)) return AK_UNSUPPORTED;
    ak_sgd_ctx c = {lr, momentum, dampening, weight_decay, nesterov != 0, init_buffer != 0};
    ak_elementwise(ex, 5, ops, fns[sl], &c);
    return AK_OK;
}
