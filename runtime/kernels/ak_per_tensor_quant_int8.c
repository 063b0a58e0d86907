/* per_tensor_quant_int8: x -> int8 x_packed with one f32 scale for the whole tensor (InfiniCore's
 * PerTensorQuantI8). Symmetric (x_zero NULL): scale = absmax / 127 (1 where x is all zeros, as
 * upstream's reference), q = round(x / scale) in [-127, 127]. Asymmetric (x_zero given; upstream's
 * cuda kernel refuses it, anyrt applies per_channel_quant_int8's form to the whole tensor): scale =
 * max((max - min) / 255, 1e-8), zero = -min / scale - 128, q = round(x / scale + zero) in
 * [-128, 127]. is_static: scale (and zero) are read, not computed. Rounding is half away from zero,
 * as upstream's kernels; f16/bf16 compute in f32. */
#include <math.h>

#include "ak_internal.h"

/* Running min, max and absmax of one chunk of x. */
typedef struct {
    int dtype;
    float lo, hi, amax;
} ak_q8_stats;

static inline float ak_q8_load(int dtype, const char *p) {
    if (dtype == AK_F16) return LD_H(*(const uint16_t *)p);
    if (dtype == AK_BF16) return LD_B(*(const uint16_t *)p);
    return *(const float *)p;
}

/* ak_inner over x alone (p[0]); ctx is this chunk's own ak_q8_stats. */
static void ak_q8_stats_inner(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    ak_q8_stats *st = (ak_q8_stats *)(uintptr_t)ctx;
    const int64_t step = s[0] * (st->dtype == AK_F32 ? 4 : 2);
    float lo = st->lo, hi = st->hi;
    for (int64_t i = 0; i < n; i++) {
        float v = ak_q8_load(st->dtype, p[0] + i * step);
        lo = fminf(lo, v);
        hi = fmaxf(hi, v);
    }
    st->lo = lo;
    st->hi = hi;
    st->amax = fmaxf(fabsf(lo), fabsf(hi));
}

#define AK_Q8_CHUNKS 64

typedef struct {
    const ak_iter *it;
    int64_t nchunks;
    ak_q8_stats *stats;
} ak_q8_stats_arg;

static void ak_q8_stats_body(void *argp, int64_t lo, int64_t hi) {
    const ak_q8_stats_arg *a = (const ak_q8_stats_arg *)argp;
    for (int64_t c = lo; c < hi; c++)
        ak_iter_range(a->it, a->it->numel * c / a->nchunks, a->it->numel * (c + 1) / a->nchunks, ak_q8_stats_inner,
                      &a->stats[c]);
}

typedef struct {
    float inv, zero, qmin, qmax;
} ak_q8_map;

static inline int8_t ak_q8_round(float v, const ak_q8_map *m) {
    float q = v * m->inv + m->zero;
    q = fminf(fmaxf(q, m->qmin), m->qmax); /* NaN takes qmin; no float-to-int overflow */
    return (int8_t)(q >= 0.0f ? floorf(q + 0.5f) : -floorf(-q + 0.5f));
}

#define AK_Q8_INNER(NAME, T, LD)                                                                \
    static void NAME(int64_t n, char *const *p, const int64_t *s, const void *ctx) {           \
        const ak_q8_map *m = (const ak_q8_map *)ctx;                                           \
        int8_t *q = (int8_t *)p[0];                                                            \
        const T *x = (const T *)p[1];                                                          \
        for (int64_t i = 0; i < n; i++) q[i * s[0]] = ak_q8_round((float)LD(x[i * s[1]]), m); \
    }
AK_Q8_INNER(ak_q8_f16, uint16_t, LD_H)
AK_Q8_INNER(ak_q8_bf16, uint16_t, LD_B)
AK_Q8_INNER(ak_q8_f32, float, LD_ID)

int ak_per_tensor_quant_int8(const ak_exec *ex, const ak_tensor *x_packed, const ak_tensor *x_scale,
                             const ak_tensor *x_zero, const ak_tensor *x, int is_static) {
    const int dt = x->dtype;
    ak_inner fn = dt == AK_F16 ? ak_q8_f16 : dt == AK_BF16 ? ak_q8_bf16 : dt == AK_F32 ? ak_q8_f32 : NULL;
    if (fn == NULL || x_packed->dtype != AK_I8 || x_scale->dtype != AK_F32 || (x_zero && x_zero->dtype != AK_F32))
        return AK_UNSUPPORTED;
    float *scale = (float *)x_scale->data;
    float *zero = x_zero ? (float *)x_zero->data : NULL;
    ak_q8_map m = {0.0f, 0.0f, zero ? -128.0f : -127.0f, 127.0f};
    if (!is_static) {
        ak_iter it;
        const ak_tensor *ops[1] = {x};
        ak_iter_init(&it, 1, ops);
        ak_q8_stats stats[AK_Q8_CHUNKS];
        int64_t nchunks = it.numel / 16384 + 1;
        if (nchunks > AK_Q8_CHUNKS) nchunks = AK_Q8_CHUNKS;
        for (int64_t c = 0; c < nchunks; c++) stats[c] = (ak_q8_stats){dt, INFINITY, -INFINITY, 0.0f};
        ak_q8_stats_arg arg = {&it, nchunks, stats};
        if (it.numel > 0) ak_run(ex, nchunks, 1, ak_q8_stats_body, &arg);
        float lo = INFINITY, hi = -INFINITY, amax = 0.0f;
        for (int64_t c = 0; c < nchunks; c++) {
            lo = fminf(lo, stats[c].lo);
            hi = fmaxf(hi, stats[c].hi);
            amax = fmaxf(amax, stats[c].amax);
        }
        if (zero) {
            float sc = it.numel > 0 ? (hi - lo) / 255.0f : 0.0f;
            scale[0] = sc < 1e-8f ? 1e-8f : sc;
            zero[0] = it.numel > 0 ? -lo * (1.0f / scale[0]) - 128.0f : -128.0f;
        } else {
            scale[0] = amax > 0.0f ? amax / 127.0f : 1.0f;
        }
    }
    m.inv = 1.0f / scale[0];
    m.zero = zero ? zero[0] : 0.0f;
    const ak_tensor *ops[2] = {x_packed, x};
    ak_elementwise(ex, 2, ops, fn, &m);
    return AK_OK;
}
