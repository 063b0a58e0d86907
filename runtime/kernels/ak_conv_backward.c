/* conv's gradients (conv: y[b, co, o...] = sum over ci, t... of x[b, ci, o*s - p + t*d] * w[co, ci, t...]),
 * 1 to 3 spatial dims, in 3 slots as ak_conv.c (a missing dim in front: size 1, stride 0):
 *   conv_backward_data:   dx[b, ci, i...] = sum over t..., co of dy[b, co, o...] * w[co, ci, t...], o*s - p + t*d == i
 *   conv_backward_filter: dw[co, ci, t...] = sum over b, o... of dy[b, co, o...] * x[b, ci, o*s - p + t*d]
 *                         db[co] = sum over b, o... of dy[b, co, o...]
 * Two ways, each element computed by one task in a fixed order (the same bits for any thread count):
 * - direct loops (any caller): a task per row of dx (b, ci, first spatial dim) gathering from dy, a task per
 *   (co, ci) pair of dw; f16/bf16/f32 accumulate in f32, f64 in f64.
 * - where the caller gives a BLAS and scratch (the cpu backend), per image one gemm on f32 (f64) copies:
 *   data: col = W^T dy, then col2im (a task per input channel adding its taps' columns in order);
 *   filter: dW += dy col(x)^T over the images in order (beta 1 after the first), col(x) im2col as ak_conv_blas.
 *   More than AK_CB_BLAS_MAX bytes of scratch: the direct loops. */
#include "ak_internal.h"

#define AK_CB_MAX 3
#define AK_CB_BLAS_MAX ((int64_t)256 << 20)

typedef struct {
    int dt;
    int64_t nb, cin, cout;
    int64_t in[AK_CB_MAX], k[AK_CB_MAX], out[AK_CB_MAX], pad[AK_CB_MAX], step[AK_CB_MAX], dil[AK_CB_MAX];
    /* x: x or dx; w: w or dw; y: dy (elements) */
    int64_t sx[2 + AK_CB_MAX], sw[2 + AK_CB_MAX], sy[2 + AK_CB_MAX];
    char *x, *w, *y;
    char *db;
    int64_t sdb;
    /* the BLAS path's f32 / f64 buffers (see ak_conv_backward_data / _filter) */
    void *col, *acc;
    int64_t taps, rows, npos, nsp;
} ak_cb_t;

static int cb_setup(ak_cb_t *g, const ak_tensor *dy, const ak_tensor *x, const ak_tensor *w, const int64_t *pads,
                    const int64_t *strides, const int64_t *dilations, int n) {
    const int dt = dy->dtype;
    if ((dt != AK_F16 && dt != AK_BF16 && dt != AK_F32 && dt != AK_F64) || x->dtype != dt || w->dtype != dt || n < 1 ||
        n > AK_CB_MAX || dy->ndim != n + 2 || x->ndim != n + 2 || w->ndim != n + 2)
        return AK_UNSUPPORTED;
    g->dt = dt;
    g->nb = x->shape[0];
    g->cin = x->shape[1];
    g->cout = dy->shape[1];
    g->x = (char *)x->data;
    g->w = (char *)w->data;
    g->y = (char *)dy->data;
    g->db = NULL;
    g->sdb = 0;
    for (int i = 0; i < 2; i++) {
        g->sx[i] = x->strides[i];
        g->sw[i] = w->strides[i];
        g->sy[i] = dy->strides[i];
    }
    for (int s = 0; s < AK_CB_MAX; s++) {
        const int i = s - (AK_CB_MAX - n), on = i >= 0;
        g->in[s] = on ? x->shape[2 + i] : 1;
        g->k[s] = on ? w->shape[2 + i] : 1;
        g->out[s] = on ? dy->shape[2 + i] : 1;
        g->pad[s] = on && pads != NULL ? pads[i] : 0;
        g->step[s] = on && strides != NULL ? strides[i] : 1;
        g->dil[s] = on && dilations != NULL ? dilations[i] : 1;
        g->sx[2 + s] = on ? x->strides[2 + i] : 0;
        g->sw[2 + s] = on ? w->strides[2 + i] : 0;
        g->sy[2 + s] = on ? dy->strides[2 + i] : 0;
        if (g->step[s] < 1 || g->dil[s] < 1 || g->pad[s] < 0) return AK_UNSUPPORTED;
    }
    g->taps = g->k[0] * g->k[1] * g->k[2];
    g->rows = g->cin * g->taps;
    g->npos = g->out[0] * g->out[1] * g->out[2];
    g->nsp = g->in[0] * g->in[1] * g->in[2];
    return AK_OK;
}

/* The output position o along slot s that tap t reads input position i from, or -1 where none. */
static inline int64_t cb_out_of(const ak_cb_t *g, int s, int64_t i, int64_t t) {
    const int64_t q = i + g->pad[s] - t * g->dil[s];
    if (q < 0 || q % g->step[s] != 0) return -1;
    const int64_t o = q / g->step[s];
    return o < g->out[s] ? o : -1;
}

/* ---- the direct loops */

#define AK_CB_DIRECT(SUF, T, CT, LD, ST)                                                                      \
    /* rows of dx: (b, ci, i0) */                                                                              \
    static void cbd_rows_##SUF(void *argp, int64_t lo, int64_t hi) {                                           \
        const ak_cb_t *g = (const ak_cb_t *)argp;                                                              \
        const T *dy = (const T *)g->y, *w = (const T *)g->w;                                                   \
        T *dx = (T *)g->x;                                                                                     \
        for (int64_t row = lo; row < hi; row++) {                                                              \
            const int64_t i0 = row % g->in[0], ci = (row / g->in[0]) % g->cin, b = row / g->in[0] / g->cin;   \
            for (int64_t i1 = 0; i1 < g->in[1]; i1++)                                                          \
                for (int64_t i2 = 0; i2 < g->in[2]; i2++) {                                                    \
                    CT acc = 0;                                                                                \
                    for (int64_t t0 = 0; t0 < g->k[0]; t0++) {                                                 \
                        const int64_t o0 = cb_out_of(g, 0, i0, t0);                                            \
                        if (o0 < 0) continue;                                                                  \
                        for (int64_t t1 = 0; t1 < g->k[1]; t1++) {                                             \
                            const int64_t o1 = cb_out_of(g, 1, i1, t1);                                        \
                            if (o1 < 0) continue;                                                              \
                            for (int64_t t2 = 0; t2 < g->k[2]; t2++) {                                         \
                                const int64_t o2 = cb_out_of(g, 2, i2, t2);                                    \
                                if (o2 < 0) continue;                                                          \
                                const T *yp = dy + b * g->sy[0] + o0 * g->sy[2] + o1 * g->sy[3] + o2 * g->sy[4]; \
                                const T *wp = w + ci * g->sw[1] + t0 * g->sw[2] + t1 * g->sw[3] + t2 * g->sw[4]; \
                                for (int64_t co = 0; co < g->cout; co++)                                       \
                                    acc += (CT)LD(yp[co * g->sy[1]]) * (CT)LD(wp[co * g->sw[0]]);              \
                            }                                                                                  \
                        }                                                                                      \
                    }                                                                                          \
                    dx[b * g->sx[0] + ci * g->sx[1] + i0 * g->sx[2] + i1 * g->sx[3] + i2 * g->sx[4]] = ST(acc); \
                }                                                                                              \
        }                                                                                                      \
    }                                                                                                          \
    /* (co, ci) pairs of dw */                                                                                 \
    static void cbf_pairs_##SUF(void *argp, int64_t lo, int64_t hi) {                                          \
        const ak_cb_t *g = (const ak_cb_t *)argp;                                                              \
        const T *dy = (const T *)g->y, *x = (const T *)g->x;                                                   \
        T *dw = (T *)g->w;                                                                                     \
        for (int64_t pair = lo; pair < hi; pair++) {                                                           \
            const int64_t ci = pair % g->cin, co = pair / g->cin;                                              \
            for (int64_t t0 = 0; t0 < g->k[0]; t0++)                                                           \
                for (int64_t t1 = 0; t1 < g->k[1]; t1++)                                                       \
                    for (int64_t t2 = 0; t2 < g->k[2]; t2++) {                                                 \
                        CT acc = 0;                                                                            \
                        for (int64_t b = 0; b < g->nb; b++)                                                    \
                            for (int64_t o0 = 0; o0 < g->out[0]; o0++) {                                       \
                                const int64_t i0 = o0 * g->step[0] - g->pad[0] + t0 * g->dil[0];               \
                                if (i0 < 0 || i0 >= g->in[0]) continue;                                        \
                                for (int64_t o1 = 0; o1 < g->out[1]; o1++) {                                   \
                                    const int64_t i1 = o1 * g->step[1] - g->pad[1] + t1 * g->dil[1];           \
                                    if (i1 < 0 || i1 >= g->in[1]) continue;                                    \
                                    const T *yp = dy + b * g->sy[0] + co * g->sy[1] + o0 * g->sy[2] + o1 * g->sy[3]; \
                                    const T *xp = x + b * g->sx[0] + ci * g->sx[1] + i0 * g->sx[2] + i1 * g->sx[3]; \
                                    for (int64_t o2 = 0; o2 < g->out[2]; o2++) {                               \
                                        const int64_t i2 = o2 * g->step[2] - g->pad[2] + t2 * g->dil[2];       \
                                        if (i2 < 0 || i2 >= g->in[2]) continue;                                \
                                        acc += (CT)LD(yp[o2 * g->sy[4]]) * (CT)LD(xp[i2 * g->sx[4]]);          \
                                    }                                                                          \
                                }                                                                              \
                            }                                                                                  \
                        dw[co * g->sw[0] + ci * g->sw[1] + t0 * g->sw[2] + t1 * g->sw[3] + t2 * g->sw[4]] = ST(acc); \
                    }                                                                                          \
        }                                                                                                      \
    }                                                                                                          \
    /* db[co]: dy summed over the images and positions, in order */                                           \
    static void cbb_##SUF(void *argp, int64_t lo, int64_t hi) {                                                \
        const ak_cb_t *g = (const ak_cb_t *)argp;                                                              \
        const T *dy = (const T *)g->y;                                                                         \
        for (int64_t co = lo; co < hi; co++) {                                                                 \
            CT acc = 0;                                                                                        \
            for (int64_t b = 0; b < g->nb; b++)                                                                \
                for (int64_t o0 = 0; o0 < g->out[0]; o0++)                                                     \
                    for (int64_t o1 = 0; o1 < g->out[1]; o1++) {                                               \
                        const T *yp = dy + b * g->sy[0] + co * g->sy[1] + o0 * g->sy[2] + o1 * g->sy[3];       \
                        for (int64_t o2 = 0; o2 < g->out[2]; o2++) acc += (CT)LD(yp[o2 * g->sy[4]]);           \
                    }                                                                                          \
            ((T *)g->db)[co * g->sdb] = ST(acc);                                                               \
        }                                                                                                      \
    }

AK_CB_DIRECT(f16, uint16_t, float, LD_H, ST_H)
AK_CB_DIRECT(bf16, uint16_t, float, LD_B, ST_B)
AK_CB_DIRECT(f32, float, float, LD_ID, ST_ID)
AK_CB_DIRECT(f64, double, double, LD_ID, ST_ID)

static int cb_slot(int dt) { return dt == AK_F16 ? 0 : dt == AK_BF16 ? 1 : dt == AK_F32 ? 2 : 3; }
static const ak_body cbd_rows[4] = {cbd_rows_f16, cbd_rows_bf16, cbd_rows_f32, cbd_rows_f64};
static const ak_body cbf_pairs[4] = {cbf_pairs_f16, cbf_pairs_bf16, cbf_pairs_f32, cbf_pairs_f64};
static const ak_body cbb[4] = {cbb_f16, cbb_bf16, cbb_f32, cbb_f64};

/* ---- the BLAS path: element loads and stores of any float dtype as double, f32 / f64 buffers */

static double cb_load(int dt, const char *base, int64_t off) {
    switch (dt) {
    case AK_F16: return ak_h2f(((const uint16_t *)base)[off]);
    case AK_BF16: return ak_b2f(((const uint16_t *)base)[off]);
    case AK_F32: return ((const float *)base)[off];
    default: return ((const double *)base)[off];
    }
}

static void cb_store(int dt, char *base, int64_t off, double v) {
    switch (dt) {
    case AK_F16: ((uint16_t *)base)[off] = ak_f2h((float)v); break;
    case AK_BF16: ((uint16_t *)base)[off] = ak_f2b((float)v); break;
    case AK_F32: ((float *)base)[off] = (float)v; break;
    default: ((double *)base)[off] = v; break;
    }
}

static inline double buf_get(const ak_cb_t *g, const void *buf, int64_t i) {
    return g->dt == AK_F64 ? ((const double *)buf)[i] : (double)((const float *)buf)[i];
}

static inline void buf_set(const ak_cb_t *g, void *buf, int64_t i, double v) {
    if (g->dt == AK_F64) ((double *)buf)[i] = v;
    else ((float *)buf)[i] = (float)v;
}

/* The tap t of row r (ci * taps + t) in its 3 slots. */
static inline void cb_tap(const ak_cb_t *g, int64_t t, int64_t *t0, int64_t *t1, int64_t *t2) {
    *t2 = t % g->k[2];
    *t1 = (t / g->k[2]) % g->k[1];
    *t0 = t / g->k[2] / g->k[1];
}

typedef struct {
    const ak_cb_t *g;
    int64_t b;
    void *buf; /* dy of image b as [cout, npos] (dyc), or col as [rows, npos] */
} ak_cb_img;

/* dyc[co, q] = dy[b, co, q...] */
static void cb_copy_dy(void *argp, int64_t lo, int64_t hi) {
    const ak_cb_img *a = (const ak_cb_img *)argp;
    const ak_cb_t *g = a->g;
    for (int64_t co = lo; co < hi; co++) {
        int64_t q = co * g->npos;
        for (int64_t o0 = 0; o0 < g->out[0]; o0++)
            for (int64_t o1 = 0; o1 < g->out[1]; o1++)
                for (int64_t o2 = 0; o2 < g->out[2]; o2++, q++)
                    buf_set(g, a->buf, q,
                            cb_load(g->dt, g->y, a->b * g->sy[0] + co * g->sy[1] + o0 * g->sy[2] + o1 * g->sy[3] + o2 * g->sy[4]));
    }
}

/* col[r, q] = x[b, ci, o*s - p + t*d] (0 outside x), r = ci * taps + t */
static void cb_im2col(void *argp, int64_t lo, int64_t hi) {
    const ak_cb_img *a = (const ak_cb_img *)argp;
    const ak_cb_t *g = a->g;
    for (int64_t r = lo; r < hi; r++) {
        const int64_t ci = r / g->taps;
        int64_t t0, t1, t2;
        cb_tap(g, r % g->taps, &t0, &t1, &t2);
        int64_t q = r * g->npos;
        for (int64_t o0 = 0; o0 < g->out[0]; o0++) {
            const int64_t i0 = o0 * g->step[0] - g->pad[0] + t0 * g->dil[0];
            for (int64_t o1 = 0; o1 < g->out[1]; o1++) {
                const int64_t i1 = o1 * g->step[1] - g->pad[1] + t1 * g->dil[1];
                const int in01 = i0 >= 0 && i0 < g->in[0] && i1 >= 0 && i1 < g->in[1];
                for (int64_t o2 = 0; o2 < g->out[2]; o2++, q++) {
                    const int64_t i2 = o2 * g->step[2] - g->pad[2] + t2 * g->dil[2];
                    const double v = in01 && i2 >= 0 && i2 < g->in[2]
                                         ? cb_load(g->dt, g->x, a->b * g->sx[0] + ci * g->sx[1] + i0 * g->sx[2] +
                                                                    i1 * g->sx[3] + i2 * g->sx[4])
                                         : 0.0;
                    buf_set(g, a->buf, q, v);
                }
            }
        }
    }
}

/* dx[b, ci] = the sum of col's rows of channel ci at the input positions they came from: per channel a
 * buffer of its positions (acc + ci * nsp), the taps then the output positions in order */
static void cb_col2im(void *argp, int64_t lo, int64_t hi) {
    const ak_cb_img *a = (const ak_cb_img *)argp;
    const ak_cb_t *g = a->g;
    for (int64_t ci = lo; ci < hi; ci++) {
        const int64_t base = ci * g->nsp;
        for (int64_t i = 0; i < g->nsp; i++) buf_set(g, g->acc, base + i, 0.0);
        for (int64_t t = 0; t < g->taps; t++) {
            int64_t t0, t1, t2;
            cb_tap(g, t, &t0, &t1, &t2);
            int64_t q = (ci * g->taps + t) * g->npos;
            for (int64_t o0 = 0; o0 < g->out[0]; o0++) {
                const int64_t i0 = o0 * g->step[0] - g->pad[0] + t0 * g->dil[0];
                for (int64_t o1 = 0; o1 < g->out[1]; o1++) {
                    const int64_t i1 = o1 * g->step[1] - g->pad[1] + t1 * g->dil[1];
                    const int in01 = i0 >= 0 && i0 < g->in[0] && i1 >= 0 && i1 < g->in[1];
                    for (int64_t o2 = 0; o2 < g->out[2]; o2++, q++) {
                        const int64_t i2 = o2 * g->step[2] - g->pad[2] + t2 * g->dil[2];
                        if (!in01 || i2 < 0 || i2 >= g->in[2]) continue;
                        const int64_t at = base + (i0 * g->in[1] + i1) * g->in[2] + i2;
                        buf_set(g, g->acc, at, buf_get(g, g->acc, at) + buf_get(g, a->buf, q));
                    }
                }
            }
        }
        int64_t at = base;
        for (int64_t i0 = 0; i0 < g->in[0]; i0++)
            for (int64_t i1 = 0; i1 < g->in[1]; i1++)
                for (int64_t i2 = 0; i2 < g->in[2]; i2++, at++)
                    cb_store(g->dt, g->x, a->b * g->sx[0] + ci * g->sx[1] + i0 * g->sx[2] + i1 * g->sx[3] + i2 * g->sx[4],
                             buf_get(g, g->acc, at));
    }
}

/* Whether the BLAS path may run: a gemm for the dtype, scratch, and at most AK_CB_BLAS_MAX bytes of it. */
static void *cb_blas_scratch(const ak_exec *ex, const ak_cb_t *g, int64_t elements) {
    const int f64 = g->dt == AK_F64;
    if (ex == NULL || ex->blas == NULL || ex->scratch == NULL || (f64 ? ex->blas->dgemm == NULL : ex->blas->sgemm == NULL))
        return NULL;
    const int64_t bytes = elements * (f64 ? 8 : 4);
    if (bytes <= 0 || bytes > AK_CB_BLAS_MAX) return NULL;
    return ex->scratch((size_t)bytes);
}

static ak_tensor cb_mat(const ak_cb_t *g, void *data, int64_t m, int64_t n, int64_t sm, int64_t sn) {
    ak_tensor t = {g->dt == AK_F64 ? AK_F64 : AK_F32, 2, {m, n}, {sm, sn}, data};
    return t;
}

int ak_conv_backward_data(const ak_exec *ex, const ak_tensor *dx, const ak_tensor *dy, const ak_tensor *w,
                          const int64_t *pads, const int64_t *strides, const int64_t *dilations, int n) {
    ak_cb_t g;
    if (cb_setup(&g, dy, dx, w, pads, strides, dilations, n) != AK_OK) return AK_UNSUPPORTED;
    if (g.nb * g.cin * g.nsp == 0) return AK_OK;
    /* wm [cout, rows] (W as a matrix), dyc [cout, npos], col [rows, npos], acc [cin, nsp] */
    char *ws = (char *)cb_blas_scratch(ex, &g, g.cout * g.rows + g.cout * g.npos + g.rows * g.npos + g.cin * g.nsp);
    if (ws != NULL && g.npos > 0 && g.cout > 0) {
        const int64_t es = g.dt == AK_F64 ? 8 : 4;
        void *wm = ws, *dyc = ws + g.cout * g.rows * es;
        g.col = ws + (g.cout * g.rows + g.cout * g.npos) * es;
        g.acc = (char *)g.col + g.rows * g.npos * es;
        for (int64_t co = 0; co < g.cout; co++)
            for (int64_t r = 0; r < g.rows; r++) {
                int64_t t0, t1, t2;
                cb_tap(&g, r % g.taps, &t0, &t1, &t2);
                buf_set(&g, wm, co * g.rows + r,
                        cb_load(g.dt, g.w, co * g.sw[0] + (r / g.taps) * g.sw[1] + t0 * g.sw[2] + t1 * g.sw[3] + t2 * g.sw[4]));
            }
        const ak_tensor wt = cb_mat(&g, wm, g.rows, g.cout, 1, g.rows), dym = cb_mat(&g, dyc, g.cout, g.npos, g.npos, 1),
                        colm = cb_mat(&g, g.col, g.rows, g.npos, g.npos, 1);
        for (int64_t b = 0; b < g.nb; b++) {
            ak_cb_img a = {&g, b, dyc};
            ak_run(ex, g.cout, 1 + 16384 / (g.npos + 1), cb_copy_dy, &a);
            const int rc = ak_gemm(ex, &colm, &wt, &dym, 1.0f, 0.0f);
            if (rc != AK_OK) return rc;
            a.buf = g.col;
            ak_run(ex, g.cin, 1, cb_col2im, &a);
        }
        return AK_OK;
    }
    const int64_t work = g.in[1] * g.in[2] * g.taps * g.cout;
    ak_run(ex, g.nb * g.cin * g.in[0], 65536 / (work + 1) + 1, cbd_rows[cb_slot(g.dt)], &g);
    return AK_OK;
}

int ak_conv_backward_filter(const ak_exec *ex, const ak_tensor *dw, const ak_tensor *db, const ak_tensor *dy,
                            const ak_tensor *x, const int64_t *pads, const int64_t *strides, const int64_t *dilations,
                            int n) {
    ak_cb_t g;
    const int has_db = db != NULL && db->data != NULL;
    if (cb_setup(&g, dy, x, dw, pads, strides, dilations, n) != AK_OK || (has_db && (db->dtype != g.dt || db->ndim != 1)))
        return AK_UNSUPPORTED;
    if (has_db) {
        g.db = (char *)db->data;
        g.sdb = db->strides[0];
        ak_run(ex, g.cout, 1 + 16384 / (g.nb * g.npos + 1), cbb[cb_slot(g.dt)], &g);
    }
    if (g.cout * g.rows == 0) return AK_OK;
    /* acc [cout, rows] (dW as a matrix), dyc [cout, npos], col [rows, npos] */
    char *ws = (char *)cb_blas_scratch(ex, &g, g.cout * g.rows + g.cout * g.npos + g.rows * g.npos);
    if (ws != NULL && g.npos > 0 && g.nb > 0) {
        const int64_t es = g.dt == AK_F64 ? 8 : 4;
        void *dyc = ws + g.cout * g.rows * es;
        g.acc = ws;
        g.col = (char *)dyc + g.cout * g.npos * es;
        const ak_tensor accm = cb_mat(&g, g.acc, g.cout, g.rows, g.rows, 1),
                        dym = cb_mat(&g, dyc, g.cout, g.npos, g.npos, 1),
                        colt = cb_mat(&g, g.col, g.npos, g.rows, 1, g.npos);
        for (int64_t b = 0; b < g.nb; b++) {
            ak_cb_img a = {&g, b, dyc};
            ak_run(ex, g.cout, 1 + 16384 / (g.npos + 1), cb_copy_dy, &a);
            a.buf = g.col;
            ak_run(ex, g.rows, 1 + 16384 / (g.npos + 1), cb_im2col, &a);
            const int rc = ak_gemm(ex, &accm, &dym, &colt, 1.0f, b == 0 ? 0.0f : 1.0f);
            if (rc != AK_OK) return rc;
        }
        for (int64_t co = 0; co < g.cout; co++)
            for (int64_t r = 0; r < g.rows; r++) {
                int64_t t0, t1, t2;
                cb_tap(&g, r % g.taps, &t0, &t1, &t2);
                cb_store(g.dt, g.w, co * g.sw[0] + (r / g.taps) * g.sw[1] + t0 * g.sw[2] + t1 * g.sw[3] + t2 * g.sw[4],
                         buf_get(&g, g.acc, co * g.rows + r));
            }
        return AK_OK;
    }
    const int64_t work = g.taps * g.nb * g.npos;
    ak_run(ex, g.cout * g.cin, 65536 / (work + 1) + 1, cbf_pairs[cb_slot(g.dt)], &g);
    return AK_OK;
}
