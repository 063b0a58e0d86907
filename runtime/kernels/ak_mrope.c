/* mrope: Qwen2-VL's multimodal rotary embedding, as InfiniCore's MRoPE. Per token and head of q and
 * k: pair i < rotary_dim/2 (dims i and i + rotary_dim/2) rotates by the cos/sin row of the token's
 * position on the pair's axis (t, h or w, by the sections, interleaved or not); dims past rotary_dim
 * are copied. One (token, head) per task; f16/bf16/f32 compute in f32, f64 in f64. */
#include "ak_internal.h"

typedef struct {
    int64_t half, head_size, sec_t, sec_h, sec_w;
    int interleaved;
} ak_mrope_cfg;

/* The axis (0 t, 1 h, 2 w) of pair i, as InfiniCore's reference. */
static inline int ak_mrope_axis(const ak_mrope_cfg *c, int64_t i) {
    if (c->interleaved) {
        if (i % 3 == 1 && i < c->sec_h * 3) return 1;
        if (i % 3 == 2 && i < c->sec_w * 3) return 2;
        return 0;
    }
    return i < c->sec_t ? 0 : i < c->sec_t + c->sec_h ? 1 : 2;
}

typedef void (*ak_mrope_row)(const ak_mrope_cfg *c, char *y, int64_t sy, const char *x, int64_t sx, const char *cs,
                             const char *sn, const int64_t *sc, const int64_t *ss, const int64_t *pos);

#define AK_MROPE(NAME, T, CT, LD, ST)                                                                         \
    static void NAME(const ak_mrope_cfg *c, char *yp, int64_t sy, const char *xp, int64_t sx, const char *csp, \
                     const char *snp, const int64_t *sc, const int64_t *ss, const int64_t *pos) {              \
        T *y = (T *)yp;                                                                                       \
        const T *x = (const T *)xp, *cs = (const T *)csp, *sn = (const T *)snp;                               \
        for (int64_t i = 0; i < c->half; i++) {                                                               \
            int64_t p = pos[ak_mrope_axis(c, i)];                                                             \
            CT co = LD(cs[p * sc[0] + i * sc[1]]), si = LD(sn[p * ss[0] + i * ss[1]]);                        \
            CT a = LD(x[i * sx]), b = LD(x[(i + c->half) * sx]);                                              \
            y[i * sy] = ST(a * co - b * si);                                                                  \
            y[(i + c->half) * sy] = ST(b * co + a * si);                                                      \
        }                                                                                                     \
        for (int64_t i = 2 * c->half; i < c->head_size; i++) y[i * sy] = x[i * sx];                           \
    }

AK_MROPE(mrope_f16, uint16_t, float, LD_H, ST_H)
AK_MROPE(mrope_bf16, uint16_t, float, LD_B, ST_B)
AK_MROPE(mrope_f32, float, float, LD_ID, ST_ID)
AK_MROPE(mrope_f64, double, double, LD_ID, ST_ID)

typedef struct {
    ak_mrope_row fn;
    ak_mrope_cfg cfg;
    const ak_tensor *y[2], *x[2], *cs, *sn, *pos;
    int64_t heads[2], esize;
} ak_mrope_arg;

static void ak_mrope_body(void *argp, int64_t lo, int64_t hi) {
    const ak_mrope_arg *a = (const ak_mrope_arg *)argp;
    const int64_t per_token = a->heads[0] + a->heads[1];
    for (int64_t r = lo; r < hi; r++) {
        int64_t tok = r / per_token, h = r % per_token;
        int w = h >= a->heads[0]; /* 0: q, 1: k */
        if (w) h -= a->heads[0];
        const ak_tensor *y = a->y[w], *x = a->x[w];
        int64_t pos[3];
        for (int ax = 0; ax < 3; ax++)
            pos[ax] = ak_load_int(a->pos->dtype, a->pos->data, ax * a->pos->strides[0] + tok * a->pos->strides[1]);
        char *yr = (char *)y->data + (tok * y->strides[0] + h * a->cfg.head_size * y->strides[1]) * a->esize;
        const char *xr = (const char *)x->data + (tok * x->strides[0] + h * a->cfg.head_size * x->strides[1]) * a->esize;
        a->fn(&a->cfg, yr, y->strides[1], xr, x->strides[1], (const char *)a->cs->data, (const char *)a->sn->data,
              a->cs->strides, a->sn->strides, pos);
    }
}

int ak_mrope(const ak_exec *ex, const ak_tensor *q_out, const ak_tensor *k_out, const ak_tensor *q, const ak_tensor *k,
             const ak_tensor *cos, const ak_tensor *sin, const ak_tensor *positions, int head_size, int rotary_dim,
             int section_t, int section_h, int section_w, int interleaved) {
    const int dt = q->dtype;
    if (k->dtype != dt || q_out->dtype != dt || k_out->dtype != dt || cos->dtype != dt || sin->dtype != dt ||
        !ak_dtype_is_int(positions->dtype) || head_size <= 0 || rotary_dim > head_size || rotary_dim % 2 != 0 ||
        q->shape[1] % head_size != 0 || k->shape[1] % head_size != 0 || cos->shape[1] != rotary_dim / 2 ||
        sin->shape[1] != rotary_dim / 2 || sin->shape[0] != cos->shape[0])
        return AK_UNSUPPORTED;
    ak_mrope_row fn = dt == AK_F16 ? mrope_f16 : dt == AK_BF16 ? mrope_bf16 : dt == AK_F32 ? mrope_f32
                      : dt == AK_F64 ? mrope_f64 : NULL;
    if (fn == NULL) return AK_UNSUPPORTED;
    const int64_t n = q->shape[0], rows = cos->shape[0];
    /* positions are data, not layout: one outside the tables would read out of bounds */
    for (int64_t t = 0; t < n; t++)
        for (int ax = 0; ax < 3; ax++) {
            int64_t p = ak_load_int(positions->dtype, positions->data, ax * positions->strides[0] + t * positions->strides[1]);
            if (p < 0 || p >= rows) return AK_UNSUPPORTED;
        }
    ak_mrope_arg a;
    a.fn = fn;
    a.cfg.half = rotary_dim / 2;
    a.cfg.head_size = head_size;
    a.cfg.sec_t = section_t;
    a.cfg.sec_h = section_h;
    a.cfg.sec_w = section_w;
    a.cfg.interleaved = interleaved != 0;
    a.y[0] = q_out;
    a.y[1] = k_out;
    a.x[0] = q;
    a.x[1] = k;
    a.cs = cos;
    a.sn = sin;
    a.pos = positions;
    a.heads[0] = q->shape[1] / head_size;
    a.heads[1] = k->shape[1] / head_size;
    a.esize = (int64_t)ak_dtype_size(dt);
    const int64_t total = n * (a.heads[0] + a.heads[1]);
    if (total == 0) return AK_OK;
    ak_run(ex, total, 16384 / (head_size * a.esize) + 1, ak_mrope_body, &a);
    return AK_OK;
}
