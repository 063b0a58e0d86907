/* batch_norm (training), batch_norm_inference and batch_norm_backward on x as [nb, c, s] (a view of
 * [N, C, *spatial]), per channel over the batch and the positions. A channel per task (inference: a row
 * (image, channel) per task), its sums in (image, position) order, so the bits do not depend on the
 * thread count. f16/bf16/f32 compute in f32, f64 in f64; weight, bias, the running statistics and the
 * gradients of weight and bias may be absent (NULL data). Each element is read before it is written:
 * y may be x, dx may be dy. */
#include <math.h>

#include "ak_internal.h"

typedef struct {
    int64_t nb, c, s;
    int64_t sy[3], sx[3], sd[3]; /* y or dx, x, dy */
    char *y;
    const char *x, *dy;
    const char *w, *b, *mean, *invstd, *rm_in, *rv_in; /* inputs: weight, bias, save_mean, save_invstd, running stats */
    char *save_mean, *save_invstd, *rm, *rv, *dw, *db; /* per-channel outputs */
    int64_t sw, sb, smean, sinv, srm, srv, ssm, ssi, sdw, sdb, srmi, srvi;
    double eps, momentum;
    int training;
} ak_bn_t;

#define AK_BN(SUF, T, CT, LD, ST, SQRT)                                                                        \
    static void bn_train_##SUF(void *argp, int64_t lo, int64_t hi) {                                           \
        const ak_bn_t *g = (const ak_bn_t *)argp;                                                              \
        const T *x = (const T *)g->x;                                                                          \
        T *y = (T *)g->y;                                                                                      \
        const CT m = (CT)(g->nb * g->s);                                                                       \
        for (int64_t ch = lo; ch < hi; ch++) {                                                                 \
            CT sum = 0, ss = 0;                                                                                \
            for (int64_t b = 0; b < g->nb; b++) {                                                              \
                const T *xr = x + b * g->sx[0] + ch * g->sx[1];                                                \
                for (int64_t j = 0; j < g->s; j++) sum += LD(xr[j * g->sx[2]]);                                \
            }                                                                                                  \
            const CT mean = sum / m;                                                                           \
            for (int64_t b = 0; b < g->nb; b++) {                                                              \
                const T *xr = x + b * g->sx[0] + ch * g->sx[1];                                                \
                for (int64_t j = 0; j < g->s; j++) {                                                           \
                    const CT v = LD(xr[j * g->sx[2]]) - mean;                                                  \
                    ss += v * v;                                                                               \
                }                                                                                              \
            }                                                                                                  \
            const CT var = ss / m, invstd = (CT)1 / SQRT(var + (CT)g->eps);                                    \
            const CT w = g->w != NULL ? (CT)LD(((const T *)g->w)[ch * g->sw]) : (CT)1;                         \
            const CT bias = g->b != NULL ? (CT)LD(((const T *)g->b)[ch * g->sb]) : (CT)0;                      \
            for (int64_t b = 0; b < g->nb; b++) {                                                              \
                const T *xr = x + b * g->sx[0] + ch * g->sx[1];                                                \
                T *yr = y + b * g->sy[0] + ch * g->sy[1];                                                      \
                for (int64_t j = 0; j < g->s; j++) yr[j * g->sy[2]] = ST((LD(xr[j * g->sx[2]]) - mean) * invstd * w + bias); \
            }                                                                                                  \
            ((T *)g->save_mean)[ch * g->ssm] = ST(mean);                                                       \
            ((T *)g->save_invstd)[ch * g->ssi] = ST(invstd);                                                   \
            const CT mom = (CT)g->momentum;                                                                    \
            if (g->rm != NULL) {                                                                               \
                T *rm = (T *)g->rm + ch * g->srm;                                                              \
                *rm = ST(((CT)1 - mom) * LD(*rm) + mom * mean);                                                \
            }                                                                                                  \
            if (g->rv != NULL) {                                                                               \
                T *rv = (T *)g->rv + ch * g->srv;                                                              \
                const CT unbiased = m > (CT)1 ? var * m / (m - (CT)1) : (CT)NAN;                               \
                *rv = ST(((CT)1 - mom) * LD(*rv) + mom * unbiased);                                            \
            }                                                                                                  \
        }                                                                                                      \
    }                                                                                                          \
    /* rows (image, channel) */                                                                                \
    static void bn_infer_##SUF(void *argp, int64_t lo, int64_t hi) {                                           \
        const ak_bn_t *g = (const ak_bn_t *)argp;                                                              \
        for (int64_t row = lo; row < hi; row++) {                                                              \
            const int64_t ch = row % g->c, b = row / g->c;                                                     \
            const CT mean = LD(((const T *)g->rm_in)[ch * g->srmi]);                                           \
            const CT inv = (CT)1 / SQRT((CT)LD(((const T *)g->rv_in)[ch * g->srvi]) + (CT)g->eps);             \
            const CT w = g->w != NULL ? (CT)LD(((const T *)g->w)[ch * g->sw]) : (CT)1;                         \
            const CT bias = g->b != NULL ? (CT)LD(((const T *)g->b)[ch * g->sb]) : (CT)0;                      \
            const T *xr = (const T *)g->x + b * g->sx[0] + ch * g->sx[1];                                      \
            T *yr = (T *)g->y + b * g->sy[0] + ch * g->sy[1];                                                  \
            for (int64_t j = 0; j < g->s; j++) yr[j * g->sy[2]] = ST((LD(xr[j * g->sx[2]]) - mean) * inv * w + bias); \
        }                                                                                                      \
    }                                                                                                          \
    static void bn_back_##SUF(void *argp, int64_t lo, int64_t hi) {                                            \
        const ak_bn_t *g = (const ak_bn_t *)argp;                                                              \
        const T *x = (const T *)g->x, *dy = (const T *)g->dy;                                                  \
        T *dx = (T *)g->y;                                                                                     \
        const CT m = (CT)(g->nb * g->s);                                                                       \
        for (int64_t ch = lo; ch < hi; ch++) {                                                                 \
            const CT mean = LD(((const T *)g->mean)[ch * g->smean]);                                           \
            const CT inv = LD(((const T *)g->invstd)[ch * g->sinv]);                                           \
            const CT w = g->w != NULL ? (CT)LD(((const T *)g->w)[ch * g->sw]) : (CT)1;                         \
            CT sdy = 0, sdyx = 0;                                                                              \
            for (int64_t b = 0; b < g->nb; b++) {                                                              \
                const T *xr = x + b * g->sx[0] + ch * g->sx[1], *gr = dy + b * g->sd[0] + ch * g->sd[1];       \
                for (int64_t j = 0; j < g->s; j++) {                                                           \
                    const CT d = LD(gr[j * g->sd[2]]);                                                         \
                    sdy += d;                                                                                  \
                    sdyx += d * ((LD(xr[j * g->sx[2]]) - mean) * inv);                                         \
                }                                                                                              \
            }                                                                                                  \
            if (g->dw != NULL) ((T *)g->dw)[ch * g->sdw] = ST(sdyx);                                           \
            if (g->db != NULL) ((T *)g->db)[ch * g->sdb] = ST(sdy);                                            \
            const CT k = w * inv, mdy = g->training ? sdy / m : (CT)0, mdyx = g->training ? sdyx / m : (CT)0; \
            for (int64_t b = 0; b < g->nb; b++) {                                                              \
                const T *xr = x + b * g->sx[0] + ch * g->sx[1], *gr = dy + b * g->sd[0] + ch * g->sd[1];       \
                T *dr = dx + b * g->sy[0] + ch * g->sy[1];                                                     \
                for (int64_t j = 0; j < g->s; j++) {                                                           \
                    const CT xh = (LD(xr[j * g->sx[2]]) - mean) * inv;                                         \
                    dr[j * g->sy[2]] = ST(k * (LD(gr[j * g->sd[2]]) - mdy - xh * mdyx));                      \
                }                                                                                              \
            }                                                                                                  \
        }                                                                                                      \
    }

AK_BN(f16, uint16_t, float, LD_H, ST_H, sqrtf)
AK_BN(bf16, uint16_t, float, LD_B, ST_B, sqrtf)
AK_BN(f32, float, float, LD_ID, ST_ID, sqrtf)
AK_BN(f64, double, double, LD_ID, ST_ID, sqrt)

static int bn_slot(int dt) { return dt == AK_F16 ? 0 : dt == AK_BF16 ? 1 : dt == AK_F32 ? 2 : dt == AK_F64 ? 3 : -1; }
static const ak_body bn_train[4] = {bn_train_f16, bn_train_bf16, bn_train_f32, bn_train_f64};
static const ak_body bn_infer[4] = {bn_infer_f16, bn_infer_bf16, bn_infer_f32, bn_infer_f64};
static const ak_body bn_back[4] = {bn_back_f16, bn_back_bf16, bn_back_f32, bn_back_f64};

/* A per-channel vector's data and stride, NULL where absent; 0 where present but not 1-D of dtype dt. */
static int bn_vec(const ak_tensor *t, int dt, const char **data, int64_t *stride) {
    *data = NULL;
    *stride = 0;
    if (t == NULL || t->data == NULL) return 1;
    if (t->dtype != dt || t->ndim != 1) return 0;
    *data = (const char *)t->data;
    *stride = t->strides[0];
    return 1;
}

static int bn_big(ak_bn_t *g, const ak_tensor *y, const ak_tensor *x) {
    if (y->ndim != 3 || x->ndim != 3 || x->dtype != y->dtype) return 0;
    g->nb = y->shape[0];
    g->c = y->shape[1];
    g->s = y->shape[2];
    for (int i = 0; i < 3; i++) {
        g->sy[i] = y->strides[i];
        g->sx[i] = x->strides[i];
    }
    g->y = (char *)y->data;
    g->x = (const char *)x->data;
    return 1;
}

int ak_batch_norm(const ak_exec *ex, const ak_tensor *y, const ak_tensor *save_mean, const ak_tensor *save_invstd,
                  const ak_tensor *running_mean, const ak_tensor *running_var, const ak_tensor *x,
                  const ak_tensor *weight, const ak_tensor *bias, float momentum, float eps) {
    const int dt = y->dtype, s = bn_slot(dt);
    ak_bn_t g;
    const char *sm, *si, *rm, *rv;
    if (s < 0 || !bn_big(&g, y, x) || !bn_vec(weight, dt, &g.w, &g.sw) || !bn_vec(bias, dt, &g.b, &g.sb) ||
        !bn_vec(save_mean, dt, &sm, &g.ssm) || !bn_vec(save_invstd, dt, &si, &g.ssi) || sm == NULL || si == NULL ||
        !bn_vec(running_mean, dt, &rm, &g.srm) || !bn_vec(running_var, dt, &rv, &g.srv))
        return AK_UNSUPPORTED;
    g.save_mean = (char *)sm;
    g.save_invstd = (char *)si;
    g.rm = (char *)rm;
    g.rv = (char *)rv;
    g.eps = eps;
    g.momentum = momentum;
    if (g.c == 0) return AK_OK;
    ak_run(ex, g.c, 1 + 16384 / (g.nb * g.s + 1), bn_train[s], &g);
    return AK_OK;
}

int ak_batch_norm_inference(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const ak_tensor *running_mean,
                            const ak_tensor *running_var, const ak_tensor *weight, const ak_tensor *bias, float eps) {
    const int dt = y->dtype, s = bn_slot(dt);
    ak_bn_t g;
    if (s < 0 || !bn_big(&g, y, x) || !bn_vec(weight, dt, &g.w, &g.sw) || !bn_vec(bias, dt, &g.b, &g.sb) ||
        !bn_vec(running_mean, dt, &g.rm_in, &g.srmi) || !bn_vec(running_var, dt, &g.rv_in, &g.srvi) ||
        g.rm_in == NULL || g.rv_in == NULL)
        return AK_UNSUPPORTED;
    g.eps = eps;
    if (g.nb * g.c == 0 || g.s == 0) return AK_OK;
    ak_run(ex, g.nb * g.c, 1 + 16384 / (g.s + 1), bn_infer[s], &g);
    return AK_OK;
}

int ak_batch_norm_backward(const ak_exec *ex, const ak_tensor *dx, const ak_tensor *dweight, const ak_tensor *dbias,
                           const ak_tensor *dy, const ak_tensor *x, const ak_tensor *save_mean,
                           const ak_tensor *save_invstd, const ak_tensor *weight, int training) {
    const int dt = dx->dtype, s = bn_slot(dt);
    ak_bn_t g;
    const char *dw, *db;
    if (s < 0 || !bn_big(&g, dx, x) || dy->dtype != dt || dy->ndim != 3 || !bn_vec(weight, dt, &g.w, &g.sw) ||
        !bn_vec(save_mean, dt, &g.mean, &g.smean) || !bn_vec(save_invstd, dt, &g.invstd, &g.sinv) ||
        g.mean == NULL || g.invstd == NULL || !bn_vec(dweight, dt, &dw, &g.sdw) || !bn_vec(dbias, dt, &db, &g.sdb))
        return AK_UNSUPPORTED;
    for (int i = 0; i < 3; i++) g.sd[i] = dy->strides[i];
    g.dy = (const char *)dy->data;
    g.dw = (char *)dw;
    g.db = (char *)db;
    g.training = training != 0;
    if (g.c == 0) return AK_OK;
    ak_run(ex, g.c, 1 + 16384 / (g.nb * g.s + 1), bn_back[s], &g);
    return AK_OK;
}
