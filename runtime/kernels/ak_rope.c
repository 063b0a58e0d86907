/* Rotary position embedding, GPT-J (interleaved pairs) and GPT-NeoX (split halves): one
 * (token, head) row per task; f16/bf16/f32 rotate in f32, f64 in f64. */
#include "ak_internal.h"


/* half = head_dim / 2; d: distance between a pair's two entries (1 GPT-J, half NeoX) in pair
 * units; st: step between consecutive pairs' first entries (2 GPT-J, 1 NeoX). */
typedef void (*ak_rope_row)(int64_t half, int64_t d, int64_t st, void *y, int64_t sy, const void *x, int64_t sx,
                            const void *sn, int64_t ssn, const void *cs, int64_t scs);

#define AK_ROPE(NAME, T, TT, CT, LD, ST, LDT)                                                             \
    static void NAME(int64_t half, int64_t d, int64_t st, void *yv, int64_t sy, const void *xv, int64_t sx, \
                     const void *snv, int64_t ssn, const void *csv, int64_t scs) {                        \
        T *y = (T *)yv;                                                                                   \
        const T *x = (const T *)xv;                                                                       \
        const TT *sn = (const TT *)snv, *cs = (const TT *)csv;                                            \
        for (int64_t i = 0; i < half; i++) {                                                              \
            const int64_t p0 = i * st, p1 = p0 + d;                                                       \
            CT a = LD(x[p0 * sx]), b = LD(x[p1 * sx]);                                                    \
            CT s = (CT)LDT(sn[i * ssn]), c = (CT)LDT(cs[i * scs]);                                        \
            y[p0 * sy] = ST(a * c - b * s);                                                               \
            y[p1 * sy] = ST(a * s + b * c);                                                               \
        }                                                                                                 \
    }

AK_ROPE(rope_f16_f16, uint16_t, uint16_t, float, LD_H, ST_H, LD_H)
AK_ROPE(rope_f16_f32, uint16_t, float, float, LD_H, ST_H, LD_ID)
AK_ROPE(rope_bf16_bf16, uint16_t, uint16_t, float, LD_B, ST_B, LD_B)
AK_ROPE(rope_bf16_f32, uint16_t, float, float, LD_B, ST_B, LD_ID)
AK_ROPE(rope_f32_f32, float, float, float, LD_ID, ST_ID, LD_ID)
AK_ROPE(rope_f64_f64, double, double, double, LD_ID, ST_ID, LD_ID)
AK_ROPE(rope_f64_f32, double, float, double, LD_ID, ST_ID, LD_ID)

typedef struct {
    ak_rope_row fn;
    const ak_tensor *y, *x, *pos, *sn, *cs;
    int64_t esize, tsize, seq, nhead, half, d, st;
    int lead; /* 1 with a batch dim (y, x 4-D; pos 2-D, stride 0 where one row is shared), else 0 */
} ak_rope_arg;

/* Element offset of token t (batch-major over [batch,] seq) in a tensor whose token dims come first. */
static int64_t ak_rope_token(const ak_tensor *t, int lead, int64_t seq, int64_t tok) {
    return lead ? (tok / seq) * t->strides[0] + (tok % seq) * t->strides[1] : tok * t->strides[0];
}

/* A row of f16 / bf16 x with unit strides (tables f32 or x's dtype, unit strides too): x, sin and
 * cos converted into f32 stack buffers (ak_load_f32: F16C / AVX-512), rotated by the f32 row,
 * stored back once: the same arithmetic as the scalar rows, so the same bits. */
#define AK_ROPE_MAX_HALF 1024

AK_INLINE void rope_neox_body(int64_t half, float *restrict y, const float *restrict x, const float *restrict sn,
                              const float *restrict cs) {
    int64_t i = 0;
    for (; i + AK_BLK <= half; i += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) {
            const float p = x[i + j], q = x[half + i + j], sv = sn[i + j], cv = cs[i + j];
            y[i + j] = p * cv - q * sv;
            y[half + i + j] = p * sv + q * cv;
        }
    for (; i < half; i++) {
        const float p = x[i], q = x[half + i];
        y[i] = p * cs[i] - q * sn[i];
        y[half + i] = p * sn[i] + q * cs[i];
    }
}
AK_ISA_BUILDS(rope_neox, (int64_t half, float *y, const float *x, const float *sn, const float *cs), (half, y, x, sn, cs))

/* sb, cb: the row's sin and cos already in f32 (the caller converts them once per token: every head of
 * a token shares them) */
static void rope_row_half(const ak_rope_arg *a, int dt, void *yr, const void *xr, const float *sb, const float *cb) {
    float xb[2 * AK_ROPE_MAX_HALF], yb[2 * AK_ROPE_MAX_HALF];
    const int64_t n = 2 * a->half;
    ak_load_f32(dt, n, xb, xr);
    if (a->st == 1) /* GPT-NeoX: halves, in blocks the compiler vectorizes */
        rope_neox_pick()(a->half, yb, xb, sb, cb);
    else
        rope_f32_f32(a->half, a->d, a->st, yb, 1, xb, 1, sb, 1, cb, 1);
    ak_store_f32(dt, n, yr, yb);
}

static void ak_rope_body(void *argp, int64_t lo, int64_t hi) {
    const ak_rope_arg *a = (const ak_rope_arg *)argp;
    const ak_tensor *y = a->y, *x = a->x;
    const int hd = a->lead + 1; /* the heads dim */
    const int dt = x->dtype, tdt = a->sn->dtype;
    const int buffered = (dt == AK_F16 || dt == AK_BF16) && a->half <= AK_ROPE_MAX_HALF &&
                         y->strides[hd + 1] == 1 && x->strides[hd + 1] == 1 && a->sn->strides[1] == 1 &&
                         a->cs->strides[1] == 1 && y->shape[hd + 1] == 2 * a->half;
    float sb[AK_ROPE_MAX_HALF], cb[AK_ROPE_MAX_HALF];
    const char *loaded_s = NULL, *loaded_c = NULL; /* the table rows sb and cb hold */
    for (int64_t r = lo; r < hi; r++) {
        int64_t tok = r / a->nhead, h = r % a->nhead;
        int64_t pos = ak_load_int(a->pos->dtype, a->pos->data, ak_rope_token(a->pos, a->lead, a->seq, tok));
        char *yr = (char *)y->data + (ak_rope_token(y, a->lead, a->seq, tok) + h * y->strides[hd]) * a->esize;
        const char *xr = (const char *)x->data + (ak_rope_token(x, a->lead, a->seq, tok) + h * x->strides[hd]) * a->esize;
        const char *sr = (const char *)a->sn->data + pos * a->sn->strides[0] * a->tsize;
        const char *cr = (const char *)a->cs->data + pos * a->cs->strides[0] * a->tsize;
        if (buffered) {
            if (sr != loaded_s || cr != loaded_c) {
                ak_load_f32(tdt, a->half, sb, sr);
                ak_load_f32(tdt, a->half, cb, cr);
                loaded_s = sr;
                loaded_c = cr;
            }
            rope_row_half(a, dt, yr, xr, sb, cb);
            continue;
        }
        a->fn(a->half, a->d, a->st, yr, y->strides[hd + 1], xr, x->strides[hd + 1], sr, a->sn->strides[1], cr,
              a->cs->strides[1]);
    }
}

int ak_rope(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const ak_tensor *pos_ids,
            const ak_tensor *sin_table, const ak_tensor *cos_table, int algo) {
    ak_rope_row fn = NULL;
    const int tdt = sin_table->dtype;
    if (y->dtype != x->dtype || cos_table->dtype != tdt || !ak_dtype_is_int(pos_ids->dtype)) return AK_UNSUPPORTED;
    const int lead = y->ndim - 3;
    if ((lead != 0 && lead != 1) || x->ndim != y->ndim || pos_ids->ndim != 1 + lead || sin_table->ndim != 2 ||
        cos_table->ndim != 2)
        return AK_UNSUPPORTED;
    if (algo != 0 && algo != 1) return AK_UNSUPPORTED;
    switch (x->dtype) {
    case AK_F16:
        fn = tdt == AK_F16 ? rope_f16_f16 : tdt == AK_F32 ? rope_f16_f32 : NULL;
        break;
    case AK_BF16:
        fn = tdt == AK_BF16 ? rope_bf16_bf16 : tdt == AK_F32 ? rope_bf16_f32 : NULL;
        break;
    case AK_F32:
        fn = tdt == AK_F32 ? rope_f32_f32 : NULL;
        break;
    case AK_F64:
        fn = tdt == AK_F64 ? rope_f64_f64 : tdt == AK_F32 ? rope_f64_f32 : NULL;
        break;
    default:
        break;
    }
    if (fn == NULL) return AK_UNSUPPORTED;
    const int64_t seq = y->shape[lead], tokens = seq * (lead ? y->shape[0] : 1), max_pos = sin_table->shape[0];
    /* positions are data, not layout: one outside the tables would read out of bounds */
    for (int64_t t = 0; t < tokens; t++) {
        int64_t p = ak_load_int(pos_ids->dtype, pos_ids->data, ak_rope_token(pos_ids, lead, seq, t));
        if (p < 0 || p >= max_pos || p >= cos_table->shape[0]) return AK_UNSUPPORTED;
    }
    ak_rope_arg a;
    a.fn = fn;
    a.y = y;
    a.x = x;
    a.pos = pos_ids;
    a.sn = sin_table;
    a.cs = cos_table;
    a.esize = (int64_t)ak_dtype_size(x->dtype);
    a.tsize = (int64_t)ak_dtype_size(tdt);
    a.lead = lead;
    a.seq = seq;
    a.nhead = y->shape[lead + 1];
    a.half = y->shape[lead + 2] / 2;
    a.d = algo == 0 ? 1 : a.half;
    a.st = algo == 0 ? 2 : 1;
    if (a.nhead <= 0 || a.half <= 0) return AK_OK;
    int64_t grain = 32768 / (y->shape[lead + 2] * a.esize) + 1;
    ak_run(ex, tokens * a.nhead, grain, ak_rope_body, &a);
    return AK_OK;
}
