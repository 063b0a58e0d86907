/* conv: InfiniCore's N-d convolution (cross-correlation, as torch's conv1d/2d/3d), 1 to 3 spatial
 * dims: y[b, co, o...] = bias[co] + sum over ci, k... of x[b, ci, o*s - p + k*d] * w[co, ci, k...],
 * positions outside x reading 0 (zero padding). Direct loops, one task per (b, co, first output dim)
 * row; f16/bf16/f32 accumulate in f32, f64 in f64. bias may be NULL (absent). Any strides.
 * Loop order: per chunk of the last output dim, each weight is loaded once and multiplied into the
 * whole chunk (the inner loop runs along the output row, which vectorizes), over the outputs that
 * tap reaches inside x, so padding costs nothing and no bound is tested inside. The spatial dims sit
 * last in 3 slots (a missing one in front: size 1), so the inner loop is always the real last dim.
 * ak_conv_blas below is the fast path for a caller with a BLAS and memory of its own (the cpu backend). */
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

/* The operands in p (spatial dims in trailing slots); AK_UNSUPPORTED for what no kernel computes. */
static int conv_setup(ak_conv_arg *pp, const ak_tensor *y, const ak_tensor *x, const ak_tensor *w, const ak_tensor *b,
                      const int64_t *pads, const int64_t *strides, const int64_t *dilations, int n) {
    const int dt = y->dtype;
    if ((dt != AK_F16 && dt != AK_BF16 && dt != AK_F32 && dt != AK_F64) || x->dtype != dt || w->dtype != dt ||
        (b != NULL && (b->dtype != dt || b->ndim != 1)) || n < 1 || n > AK_CONV_MAX || y->ndim != n + 2 ||
        x->ndim != n + 2 || w->ndim != n + 2)
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
    *pp = p;
    return AK_OK;
}

int ak_conv(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const ak_tensor *w, const ak_tensor *b,
            const int64_t *pads, const int64_t *strides, const int64_t *dilations, int n) {
    const int dt = y->dtype;
    ak_body body = dt == AK_F16 ? conv_rows_f16 : dt == AK_BF16 ? conv_rows_bf16 : dt == AK_F32 ? conv_rows_f32
                                                                                           : conv_rows_f64;
    ak_conv_arg p;
    if (conv_setup(&p, y, x, w, b, pads, strides, dilations, n) != AK_OK) return AK_UNSUPPORTED;
    const int64_t rows = y->shape[0] * p.cout * p.out[0];
    if (rows <= 0 || p.out[1] * p.out[2] <= 0) return AK_OK;
    /* a row's work: its outputs times the taps of each */
    const int64_t work = p.out[1] * p.out[2] * p.cin * p.k[0] * p.k[1] * p.k[2];
    ak_run(ex, rows, 65536 / (work + 1) + 1, body, &p);
    return AK_OK;
}

/* ---- im2col + BLAS: per image, col[(ci, t...), q] = x at output position q under tap t (0 outside),
 * then y[co, q] = W[co, (ci, t...)] col + bias[co] by one gemm (sgemm in f32 for f16/bf16/f32, dgemm for
 * f64) on f32/f64 copies, rounded once into y. */

#define AK_CONV_BLAS_MAX ((int64_t)256 << 20) /* bytes of scratch beyond which the direct kernel runs */

typedef struct {
    const ak_conv_arg *p;
    int dtype;
    int64_t bi, taps, npos;
    void *col; /* float, or double for f64 */
} ak_im2col_arg;

static double conv_load(int dt, const char *base, int64_t off) {
    switch (dt) {
    case AK_F16: return ak_h2f(((const uint16_t *)base)[off]);
    case AK_BF16: return ak_b2f(((const uint16_t *)base)[off]);
    case AK_F32: return ((const float *)base)[off];
    default: return ((const double *)base)[off];
    }
}

static void im2col_rows(void *argp, int64_t lo, int64_t hi) {
    const ak_im2col_arg *a = (const ak_im2col_arg *)argp;
    const ak_conv_arg *p = a->p;
    for (int64_t r = lo; r < hi; r++) {
        const int64_t ci = r / a->taps, t = r % a->taps;
        const int64_t t2 = t % p->k[2], t1 = (t / p->k[2]) % p->k[1], t0 = t / p->k[2] / p->k[1];
        const int64_t xc = a->bi * p->sx[0] + ci * p->sx[1];
        int64_t q = r * a->npos;
        for (int64_t o0 = 0; o0 < p->out[0]; o0++) {
            const int64_t i0 = o0 * p->step[0] - p->pad[0] + t0 * p->dil[0];
            for (int64_t o1 = 0; o1 < p->out[1]; o1++) {
                const int64_t i1 = o1 * p->step[1] - p->pad[1] + t1 * p->dil[1];
                const int row_in = i0 >= 0 && i0 < p->in[0] && i1 >= 0 && i1 < p->in[1];
                for (int64_t o2 = 0; o2 < p->out[2]; o2++, q++) {
                    const int64_t i2 = o2 * p->step[2] - p->pad[2] + t2 * p->dil[2];
                    const double v = row_in && i2 >= 0 && i2 < p->in[2]
                                         ? conv_load(a->dtype, p->x, xc + i0 * p->sx[2] + i1 * p->sx[3] + i2 * p->sx[4])
                                         : 0.0;
                    if (a->dtype == AK_F64) ((double *)a->col)[q] = v;
                    else ((float *)a->col)[q] = (float)v;
                }
            }
        }
    }
}

size_t ak_conv_blas_workspace(const ak_tensor *y, const ak_tensor *x, const ak_tensor *w, int n) {
    ak_conv_arg p;
    if (conv_setup(&p, y, x, w, NULL, NULL, NULL, NULL, n) != AK_OK) return 0;
    const int64_t rows = p.cin * p.k[0] * p.k[1] * p.k[2], npos = p.out[0] * p.out[1] * p.out[2];
    const int64_t bytes = (rows * npos + p.cout * rows + p.cout * npos) * (y->dtype == AK_F64 ? 8 : 4);
    return bytes <= 0 || bytes > AK_CONV_BLAS_MAX ? 0 : (size_t)bytes;
}

int ak_conv_blas(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const ak_tensor *w, const ak_tensor *b,
                 const int64_t *pads, const int64_t *strides, const int64_t *dilations, int n, void *workspace) {
    const int dt = y->dtype, f64 = dt == AK_F64;
    ak_conv_arg p;
    if (ex == NULL || ex->blas == NULL || (f64 ? ex->blas->dgemm == NULL : ex->blas->sgemm == NULL) ||
        workspace == NULL || ak_conv_blas_workspace(y, x, w, n) == 0 ||
        conv_setup(&p, y, x, w, b, pads, strides, dilations, n) != AK_OK)
        return AK_UNSUPPORTED;
    const int64_t taps = p.k[0] * p.k[1] * p.k[2], rows = p.cin * taps, npos = p.out[0] * p.out[1] * p.out[2];
    const size_t es = f64 ? 8 : 4;
    char *col = (char *)workspace, *wm = col + (size_t)(rows * npos) * es, *ym = wm + (size_t)(p.cout * rows) * es;
    for (int64_t co = 0; co < p.cout; co++) /* W as [cout, cin * taps], row-major */
        for (int64_t r = 0; r < rows; r++) {
            const int64_t ci = r / taps, t = r % taps;
            const int64_t t2 = t % p.k[2], t1 = (t / p.k[2]) % p.k[1], t0 = t / p.k[2] / p.k[1];
            const double v = conv_load(dt, p.w, co * p.sw[0] + ci * p.sw[1] + t0 * p.sw[2] + t1 * p.sw[3] + t2 * p.sw[4]);
            if (f64) ((double *)wm)[co * rows + r] = v;
            else ((float *)wm)[co * rows + r] = (float)v;
        }
    const int cdt = f64 ? AK_F64 : AK_F32;
    ak_tensor va = {cdt, 2, {p.cout, rows}, {rows, 1}, wm}, vb = {cdt, 2, {rows, npos}, {npos, 1}, col},
              vc = {cdt, 2, {p.cout, npos}, {npos, 1}, ym};
    for (int64_t bi = 0; bi < y->shape[0]; bi++) {
        ak_im2col_arg a = {&p, dt, bi, taps, npos, col};
        ak_run(ex, rows, 1 + 16384 / (npos + 1), im2col_rows, &a);
        const int rc = ak_gemm(ex, &vc, &va, &vb, 1.0f, 0.0f);
        if (rc != AK_OK) return rc;
        for (int64_t co = 0; co < p.cout; co++) {
            const double bias = p.b == NULL ? 0.0 : conv_load(dt, p.b, co * p.sb);
            int64_t q = co * npos;
            for (int64_t o0 = 0; o0 < p.out[0]; o0++)
                for (int64_t o1 = 0; o1 < p.out[1]; o1++)
                    for (int64_t o2 = 0; o2 < p.out[2]; o2++, q++) {
                        const int64_t off = bi * p.sy[0] + co * p.sy[1] + o0 * p.sy[2] + o1 * p.sy[3] + o2 * p.sy[4];
                        if (f64) {
                            ((double *)p.y)[off] = ((const double *)ym)[q] + bias;
                        } else {
                            const float v = ((const float *)ym)[q] + (float)bias;
                            if (dt == AK_F32) ((float *)p.y)[off] = v;
                            else ((uint16_t *)p.y)[off] = dt == AK_F16 ? ak_f2h(v) : ak_f2b(v);
                        }
                    }
        }
    }
    return AK_OK;
}
