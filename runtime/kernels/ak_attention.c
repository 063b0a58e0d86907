/* The attention kernels: attention (a contiguous cache, InfiniOP's Attention), paged_attention (decode
 * over a paged cache) and paged_attention_prefill (packed queries over a paged cache). One core
 * attends one query row of one head over the first `nvis` tokens of its sequence, in one pass (the
 * running-maximum softmax), in f32 for f16/bf16/f32; where a token's key and value live is the only
 * difference: a token j is in block table[j / bs] at slot j % bs (paged) or at slot j (dense). Every
 * index is checked before anything is written, so a bad one is refused, never read out of bounds. */
#include <math.h>
#include <stdlib.h>

#include "ak_internal.h"

static inline float ld(int dt, const char *p, int64_t i) {
    switch (dt) {
    case AK_F16: return LD_H(((const uint16_t *)p)[i]);
    case AK_BF16: return LD_B(((const uint16_t *)p)[i]);
    default: return ((const float *)p)[i];
    }
}

static inline void st(int dt, char *p, int64_t i, float v) {
    switch (dt) {
    case AK_F16: ((uint16_t *)p)[i] = ST_H(v); break;
    case AK_BF16: ((uint16_t *)p)[i] = ST_B(v); break;
    default: ((float *)p)[i] = v; break;
    }
}

/* Where one sequence's tokens are, for one kv head: token j's key element e is at
 * k + (block(j) * sblock + (j % bs) * sslot + e * sk) elements (v alike with its own strides). */
typedef struct {
    const char *k, *v;                      /* at the kv head */
    int64_t kblock, kslot, ke, vblock, vslot, ve; /* strides in elements */
    const ak_tensor *table;                 /* NULL: dense (block 0, slot j) */
    int64_t trow, tstride, bs;              /* the sequence's row of the table */
} ak_kv;

static inline int64_t kv_block(const ak_kv *s, int64_t j, int64_t *slot) {
    if (s->table == NULL) {
        *slot = j;
        return 0;
    }
    *slot = j % s->bs;
    return ak_load_int(s->table->dtype, s->table->data, s->trow + (j / s->bs) * s->tstride);
}

/* out[0 .. dv) (strided `so`) = softmax over j < nvis of (scale * q . k_j + slope * (j - qpos)) @ v_j;
 * zeros where nvis is 0. qf and acc are dk and dv floats of scratch. */
static void attend(int dt, const char *q, int64_t sq, int64_t dk, char *out, int64_t so, int64_t dv, const ak_kv *s,
                   int64_t nvis, float scale, float slope, int64_t qpos, float *qf, float *acc) {
    for (int64_t e = 0; e < dk; e++) qf[e] = ld(dt, q, e * sq);
    for (int64_t e = 0; e < dv; e++) acc[e] = 0.0f;
    float m = -INFINITY, l = 0.0f;
    for (int64_t j = 0; j < nvis; j++) {
        int64_t slot, block = kv_block(s, j, &slot);
        const char *kp = s->k, *vp = s->v;
        int64_t ko = block * s->kblock + slot * s->kslot, vo = block * s->vblock + slot * s->vslot;
        float dot = 0.0f;
        for (int64_t e = 0; e < dk; e++) dot += qf[e] * ld(dt, kp, ko + e * s->ke);
        float x = scale * dot + slope * (float)(j - qpos);
        if (x > m) { /* rescale what was summed under the old maximum */
            float c = expf(m - x);
            l *= c;
            for (int64_t e = 0; e < dv; e++) acc[e] *= c;
            m = x;
        }
        float p = expf(x - m);
        l += p;
        for (int64_t e = 0; e < dv; e++) acc[e] += p * ld(dt, vp, vo + e * s->ve);
    }
    float inv = l > 0.0f ? 1.0f / l : 0.0f;
    for (int64_t e = 0; e < dv; e++) st(dt, out, e * so, acc[e] * inv);
}

/* ---- the paged two: one task per (query token, head) */

typedef struct {
    const ak_tensor *out, *q, *kc, *vc, *tables, *lens, *cum, *alibi;
    int64_t hq, group, nseq;
    float scale;
} ak_paged_arg;

/* The sequence of query token `tok`: its own index (decode), or found in the offsets (prefill). */
static int64_t seq_of(const ak_paged_arg *p, int64_t tok, int64_t *first) {
    if (p->cum == NULL) {
        *first = tok;
        return tok;
    }
    int64_t lo = 0, hi = p->nseq; /* the last i with cum[i] <= tok */
    while (hi - lo > 1) {
        int64_t mid = (lo + hi) / 2;
        if (ak_load_int(p->cum->dtype, p->cum->data, mid * p->cum->strides[0]) <= tok) lo = mid;
        else hi = mid;
    }
    while (lo + 1 < p->nseq && ak_load_int(p->cum->dtype, p->cum->data, (lo + 1) * p->cum->strides[0]) <= tok) lo++;
    *first = ak_load_int(p->cum->dtype, p->cum->data, lo * p->cum->strides[0]);
    return lo;
}

static void ak_paged_body(void *argp, int64_t lo, int64_t hi) {
    const ak_paged_arg *p = (const ak_paged_arg *)argp;
    const int dt = p->q->dtype;
    const int64_t dk = p->q->shape[2], dv = p->out->shape[2];
    float *buf = malloc((size_t)(dk + dv) * sizeof(float));
    if (buf == NULL) return; /* cannot happen for the head dims the pool takes; nothing written */
    for (int64_t row = lo; row < hi; row++) {
        int64_t h = row % p->hq, tok = row / p->hq, first;
        int64_t i = seq_of(p, tok, &first);
        int64_t len = ak_load_int(p->lens->dtype, p->lens->data, i * p->lens->strides[0]);
        /* the query's position: the last token (decode); its place among the sequence's new ones (prefill) */
        int64_t qpos = len - 1;
        if (p->cum != NULL) {
            int64_t end = ak_load_int(p->cum->dtype, p->cum->data, (i + 1) * p->cum->strides[0]);
            qpos = len - (end - tok);
        }
        int64_t hk = h / p->group;
        const int64_t *ks = p->kc->strides, *vs = p->vc->strides;
        ak_kv s = {(const char *)p->kc->data + hk * ks[1] * (int64_t)ak_dtype_size(dt),
                   (const char *)p->vc->data + hk * vs[1] * (int64_t)ak_dtype_size(dt),
                   ks[0], ks[2], ks[3], vs[0], vs[2], vs[3], p->tables, i * p->tables->strides[0],
                   p->tables->strides[1], p->kc->shape[2]};
        float slope = p->alibi && p->alibi->data ? ((const float *)p->alibi->data)[h * p->alibi->strides[0]] : 0.0f;
        const int64_t es = (int64_t)ak_dtype_size(dt);
        attend(dt, (const char *)p->q->data + (tok * p->q->strides[0] + h * p->q->strides[1]) * es, p->q->strides[2], dk,
               (char *)p->out->data + (tok * p->out->strides[0] + h * p->out->strides[1]) * es, p->out->strides[2], dv,
               &s, qpos + 1, p->scale, slope, qpos, buf, buf + dk);
    }
    free(buf);
}

/* Lengths, offsets and the blocks they reach are valid: 0 when every one is. */
static int check_paged(const ak_paged_arg *p, int64_t ntok) {
    const int64_t mb = p->tables->shape[1], bs = p->kc->shape[2], nb = p->kc->shape[0];
    if (p->cum != NULL) {
        if (ak_load_int(p->cum->dtype, p->cum->data, 0) != 0 ||
            ak_load_int(p->cum->dtype, p->cum->data, p->nseq * p->cum->strides[0]) != ntok)
            return -1;
    }
    for (int64_t i = 0; i < p->nseq; i++) {
        int64_t len = ak_load_int(p->lens->dtype, p->lens->data, i * p->lens->strides[0]);
        if (len < 0 || len > mb * bs) return -1;
        if (p->cum != NULL) {
            int64_t a = ak_load_int(p->cum->dtype, p->cum->data, i * p->cum->strides[0]);
            int64_t b = ak_load_int(p->cum->dtype, p->cum->data, (i + 1) * p->cum->strides[0]);
            if (b < a || b - a > len) return -1;
        }
        for (int64_t j = 0; j < (len + bs - 1) / bs; j++) {
            int64_t blk = ak_load_int(p->tables->dtype, p->tables->data,
                                      i * p->tables->strides[0] + j * p->tables->strides[1]);
            if (blk < 0 || blk >= nb) return -1;
        }
    }
    return 0;
}

static int paged(const ak_exec *ex, ak_paged_arg *p) {
    const int dt = p->out->dtype;
    if ((dt != AK_F16 && dt != AK_BF16 && dt != AK_F32) || p->q->dtype != dt || p->kc->dtype != dt ||
        p->vc->dtype != dt || !ak_dtype_is_int(p->tables->dtype) || !ak_dtype_is_int(p->lens->dtype) ||
        (p->cum != NULL && !ak_dtype_is_int(p->cum->dtype)) ||
        (p->alibi != NULL && p->alibi->data != NULL && p->alibi->dtype != AK_F32))
        return AK_UNSUPPORTED;
    const int64_t hkv = p->kc->shape[1], ntok = p->q->shape[0];
    if (hkv <= 0 || p->hq % hkv != 0) return AK_UNSUPPORTED;
    p->group = p->hq / hkv;
    if (check_paged(p, ntok) != 0) return AK_UNSUPPORTED;
    const int64_t rows = ntok * p->hq;
    if (rows <= 0) return AK_OK;
    ak_run(ex, rows, 1, ak_paged_body, p);
    return AK_OK;
}

int ak_paged_attention(const ak_exec *ex, const ak_tensor *out, const ak_tensor *q, const ak_tensor *k_cache,
                       const ak_tensor *v_cache, const ak_tensor *block_tables, const ak_tensor *seq_lens,
                       const ak_tensor *alibi_slopes, float scale) {
    ak_paged_arg p = {out, q, k_cache, v_cache, block_tables, seq_lens, NULL, alibi_slopes, q->shape[1], 1,
                      q->shape[0], scale};
    return paged(ex, &p);
}

int ak_paged_attention_prefill(const ak_exec *ex, const ak_tensor *out, const ak_tensor *q, const ak_tensor *k_cache,
                               const ak_tensor *v_cache, const ak_tensor *block_tables, const ak_tensor *seq_lens,
                               const ak_tensor *cum_seq_lens_q, const ak_tensor *alibi_slopes, float scale) {
    if (cum_seq_lens_q->shape[0] != seq_lens->shape[0] + 1) return AK_UNSUPPORTED;
    ak_paged_arg p = {out, q, k_cache, v_cache, block_tables, seq_lens, cum_seq_lens_q, alibi_slopes, q->shape[1], 1,
                      seq_lens->shape[0], scale};
    return paged(ex, &p);
}

/* ---- attention: the new keys and values into the caches at pos, then causal attention over them */

typedef struct {
    const ak_tensor *out, *q, *k, *v, *kc, *vc;
    int64_t pos, group;
} ak_dense_arg;

static void ak_cache_body(void *argp, int64_t lo, int64_t hi) {
    const ak_dense_arg *p = (const ak_dense_arg *)argp;
    const int dt = p->k->dtype;
    const int64_t s = p->k->shape[1], d = p->k->shape[2];
    for (int64_t row = lo; row < hi; row++) { /* (kv head, token) */
        int64_t h = row / s, i = row % s;
        const ak_tensor *src[2] = {p->k, p->v}, *dst[2] = {p->kc, p->vc};
        for (int c = 0; c < 2; c++) {
            const int64_t *so = src[c]->strides, *dso = dst[c]->strides;
            for (int64_t e = 0; e < d; e++)
                st(dt, (char *)dst[c]->data, h * dso[0] + (p->pos + i) * dso[1] + e * dso[2],
                   ld(dt, (const char *)src[c]->data, h * so[0] + i * so[1] + e * so[2]));
        }
    }
}

static void ak_dense_body(void *argp, int64_t lo, int64_t hi) {
    const ak_dense_arg *p = (const ak_dense_arg *)argp;
    const int dt = p->q->dtype;
    const int64_t hq = p->q->shape[0], d = p->q->shape[2], es = (int64_t)ak_dtype_size(dt);
    float *buf = malloc((size_t)(2 * d) * sizeof(float));
    if (buf == NULL) return;
    for (int64_t row = lo; row < hi; row++) { /* (token, head) */
        int64_t h = row % hq, i = row / hq, hk = h / p->group;
        const int64_t *ks = p->kc->strides, *vs = p->vc->strides;
        ak_kv s = {(const char *)p->kc->data + hk * ks[0] * es, (const char *)p->vc->data + hk * vs[0] * es,
                   0, ks[1], ks[2], 0, vs[1], vs[2], NULL, 0, 0, 1};
        attend(dt, (const char *)p->q->data + (h * p->q->strides[0] + i * p->q->strides[1]) * es, p->q->strides[2], d,
               (char *)p->out->data + (i * p->out->strides[0] + h * p->out->strides[1]) * es, p->out->strides[2], d, &s,
               p->pos + i + 1, 1.0f / sqrtf((float)d), 0.0f, 0, buf, buf + d);
    }
    free(buf);
}

int ak_attention(const ak_exec *ex, const ak_tensor *out, const ak_tensor *q, const ak_tensor *k, const ak_tensor *v,
                 const ak_tensor *k_cache, const ak_tensor *v_cache, int pos) {
    const int dt = out->dtype;
    if ((dt != AK_F16 && dt != AK_BF16 && dt != AK_F32) || q->dtype != dt || k->dtype != dt || v->dtype != dt ||
        k_cache->dtype != dt || v_cache->dtype != dt)
        return AK_UNSUPPORTED;
    const int64_t hq = q->shape[0], hkv = k->shape[0], s = q->shape[1];
    if (hkv <= 0 || hq % hkv != 0 || pos < 0 || pos + s > k_cache->shape[1]) return AK_UNSUPPORTED;
    ak_dense_arg p = {out, q, k, v, k_cache, v_cache, pos, hq / hkv};
    if (hkv * s > 0) ak_run(ex, hkv * s, 64, ak_cache_body, &p);
    if (hq * s > 0) ak_run(ex, hq * s, 1, ak_dense_body, &p);
    return AK_OK;
}
