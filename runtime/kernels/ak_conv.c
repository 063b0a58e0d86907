/* conv: InfiniCore's N-d convolution (cross-correlation, as torch's conv1d/2d/3d), 1 to 3 spatial
 * dims: y[b, co, o...] = bias[co] + sum over ci, k... of x[b, ci, o*s - p + k*d] * w[co, ci, k...],
 * positions outside x reading 0 (zero padding). Direct loops, one task per (b, co, first output dim)
 * row; f16/bf16/f32 accumulate in f32, f64 in f64. bias may be NULL (absent). Any strides.
 * Loop order: per chunk of the last output dim, each weight is loaded once and multiplied into the
 * whole chunk (the inner loop runs along the output row, which vectorizes), over the outputs that
 * tap reaches inside x, so padding costs nothing and no bound is tested inside. The spatial dims sit
 * last in 3 slots (a missing one in front: size 1), so the inner loop is always the real last dim.
 * An im2col + BLAS path is a later speed item. */
#include "ak_internal.h"

#define AK_CONV_MAX 3
#define AK_CONV_CHUNK 128 /* outputs of the last dim accumulated together (on the stack) */

typedef struct {
    const char *x, *w, *b;
    char *y;
    int64_t cin, cout;
    /* spatial dims in 3 slots, the last real dim in slot 2 (a missing one: size 1, stride 0, pad 0, step 1) */
    int64_t in[AK_CONV_MAX], k[AK_CONV_MAX], out[AK_CONV_MAX], pad[AK_CONV_MAX], step[AK_CONV_MAX],
        dil[AK_CONV_MAX];
    int64_t sy[2 + AK_CONV_MAX], sx[2 + AK_CONV_MAX], sw[2 + AK_CONV_MAX], sb; /* in elements */
} ak_conv_arg;

/* [lo, hi) of kernel taps t with 0 <= o*step - pad + t*dil < in along slot i. */
static void tap_range(const ak_conv_arg *p, int i, int64_t o, int64_t *lo, int64_t *hi) {
    const int64_t base = o * p->step[i] - p->pad[i], d = p->dil[i];
    int64_t a = base >= 0 ? 0 : (-base + d - 1) / d;
    int64_t e = p->in[i] - base <= 0 ? 0 : (p->in[i] - base + d - 1) / d;
    if (e > p->k[i]) e = p->k[i];
    *lo = a;
    *hi = e < a ? a : e;
}

/* [lo, hi) of the outputs o in [ob, oe) that tap t reaches inside x along slot i:
 * 0 <= o*step + (t*dil - pad) < in. */
static void out_range(const ak_conv_arg *p, int i, int64_t t, int64_t ob, int64_t oe, int64_t *lo, int64_t *hi) {
    const int64_t s = p->step[i], shift = t * p->dil[i] - p->pad[i];
    int64_t a = shift >= 0 ? 0 : (-shift + s - 1) / s;
    int64_t e = p->in[i] - shift <= 0 ? 0 : (p->in[i] - shift + s - 1) / s;
    if (a < ob) a = ob;
    if (e > oe) e = oe;
    *lo = a;
    *hi = e < a ? a : e;
}

#define AK_CONV_ROWS(NAME, T, CT, LD, ST)                                                                  \
    static void NAME(void *argp, int64_t lo, int64_t hi) {                                                  \
        const ak_conv_arg *p = (const ak_conv_arg *)argp;                                                   \
        const T *x = (const T *)p->x, *w = (const T *)p->w, *bias = (const T *)p->b;                        \
        T *y = (T *)p->y;                                                                                   \
        const int64_t xs = p->step[2] * p->sx[4]; /* x's step between neighbouring outputs of the row */    \
        CT acc[AK_CONV_CHUNK];                                                                              \
        for (int64_t row = lo; row < hi; row++) {                                                           \
            const int64_t o0 = row % p->out[0], co = (row / p->out[0]) % p->cout,                           \
                          bi = row / p->out[0] / p->cout;                                                   \
            const CT init = bias == NULL ? (CT)0 : (CT)LD(bias[co * p->sb]);                                \
            int64_t a0, e0;                                                                                 \
            tap_range(p, 0, o0, &a0, &e0);                                                                  \
            const int64_t i0 = o0 * p->step[0] - p->pad[0];                                                 \
            for (int64_t o1 = 0; o1 < p->out[1]; o1++) {                                                    \
                int64_t a1, e1;                                                                             \
                tap_range(p, 1, o1, &a1, &e1);                                                              \
                const int64_t i1 = o1 * p->step[1] - p->pad[1];                                             \
                for (int64_t c0 = 0; c0 < p->out[2]; c0 += AK_CONV_CHUNK) {                                 \
                    const int64_t cn = p->out[2] - c0 < AK_CONV_CHUNK ? p->out[2] - c0 : AK_CONV_CHUNK;     \
                    for (int64_t j = 0; j < cn; j++) acc[j] = init;                                         \
                    for (int64_t ci = 0; ci < p->cin; ci++) {                                               \
                        const int64_t xc = bi * p->sx[0] + ci * p->sx[1], wc = co * p->sw[0] + ci * p->sw[1]; \
                        for (int64_t t0 = a0; t0 < e0; t0++) {                                              \
                            const int64_t x0 = xc + (i0 + t0 * p->dil[0]) * p->sx[2], w0 = wc + t0 * p->sw[2]; \
                            for (int64_t t1 = a1; t1 < e1; t1++) {                                          \
                                const int64_t x1 = x0 + (i1 + t1 * p->dil[1]) * p->sx[3],                   \
                                              w1 = w0 + t1 * p->sw[3];                                      \
                                for (int64_t t2 = 0; t2 < p->k[2]; t2++) {                                  \
                                    int64_t j0, j1;                                                         \
                                    out_range(p, 2, t2, c0, c0 + cn, &j0, &j1);                             \
                                    const CT wv = (CT)LD(w[w1 + t2 * p->sw[4]]);                            \
                                    /* x of output o: xo + o*xs, inside x for o in [j0, j1) */              \
                                    const int64_t xo = x1 + (t2 * p->dil[2] - p->pad[2]) * p->sx[4];        \
                                    for (int64_t o = j0; o < j1; o++) acc[o - c0] += wv * (CT)LD(x[xo + o * xs]); \
                                }                                                                           \
                            }                                                                               \
                        }                                                                                   \
                    }                                                                                       \
                    T *yr = y + bi * p->sy[0] + co * p->sy[1] + o0 * p->sy[2] + o1 * p->sy[3];              \
                    for (int64_t j = 0; j < cn; j++) yr[(c0 + j) * p->sy[4]] = ST(acc[j]);                  \
                }                                                                                           \
            }                                                                                               \
        }                                                                                                   \
    }

AK_CONV_ROWS(conv_rows_f16, uint16_t, float, LD_H, ST_H)
AK_CONV_ROWS(conv_rows_bf16, uint16_t, float, LD_B, ST_B)
AK_CONV_ROWS(conv_rows_f32, float, float, LD_ID, ST_ID)
AK_CONV_ROWS(conv_rows_f64, double, double, LD_ID, ST_ID)

int ak_conv(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const ak_tensor *w, const ak_tensor *b,
            const int64_t *pads, const int64_t *strides, const int64_t *dilations, int n) {
    const int dt = y->dtype;
    ak_body body = dt == AK_F16 ? conv_rows_f16 : dt == AK_BF16 ? conv_rows_bf16 : dt == AK_F32 ? conv_rows_f32
                 : dt == AK_F64 ? conv_rows_f64 : NULL;
    if (body == NULL || x->dtype != dt || w->dtype != dt || (b != NULL && (b->dtype != dt || b->ndim != 1)) ||
        n < 1 || n > AK_CONV_MAX || y->ndim != n + 2 || x->ndim != n + 2 || w->ndim != n + 2)
        return AK_UNSUPPORTED;
    ak_conv_arg p;
    p.x = (const char *)x->data;
    p.w = (const char *)w->data;
    p.b = b == NULL ? NULL : (const char *)b->data;
    p.y = (char *)y->data;
    p.cin = x->shape[1];
    p.cout = y->shape[1];
    p.sb = b == NULL ? 0 : b->strides[0];
    for (int i = 0; i < 2; i++) {
        p.sy[i] = y->strides[i];
        p.sx[i] = x->strides[i];
        p.sw[i] = w->strides[i];
    }
    for (int s = 0; s < AK_CONV_MAX; s++) {
        const int i = s - (AK_CONV_MAX - n); /* the spatial dim in slot s; < 0: a missing one */
        const int on = i >= 0;
        p.in[s] = on ? x->shape[2 + i] : 1;
        p.k[s] = on ? w->shape[2 + i] : 1;
        p.out[s] = on ? y->shape[2 + i] : 1;
        p.pad[s] = on && pads != NULL ? pads[i] : 0; /* NULL arrays: InfiniCore's defaults */
        p.step[s] = on && strides != NULL ? strides[i] : 1;
        p.dil[s] = on && dilations != NULL ? dilations[i] : 1;
        p.sy[2 + s] = on ? y->strides[2 + i] : 0;
        p.sx[2 + s] = on ? x->strides[2 + i] : 0;
        p.sw[2 + s] = on ? w->strides[2 + i] : 0;
        if (p.step[s] < 1 || p.dil[s] < 1 || p.pad[s] < 0) return AK_UNSUPPORTED;
    }
    const int64_t rows = y->shape[0] * p.cout * p.out[0];
    if (rows <= 0 || p.out[1] * p.out[2] <= 0) return AK_OK;
    /* a row's work: its outputs times the taps of each */
    const int64_t work = p.out[1] * p.out[2] * p.cin * p.k[0] * p.k[1] * p.k[2];
    ak_run(ex, rows, 65536 / (work + 1) + 1, body, &p);
    return AK_OK;
}
