/* max_pool / avg_pool and their gradients over 1 to 3 spatial dims, in 3 slots as ak_conv.c (a missing
 * dim in front: size 1, stride 0). A window of output o along a slot covers [o*stride - pad, + kernel),
 * clipped to the input; pads are at most half the window (the core's pool_out), so every window holds
 * an input position.
 *   max_pool: the largest x in the window (torch's rule: a larger value or a NaN takes the place, starting
 *     from -inf at the window's first position), its flat index in the spatial dims.
 *   avg_pool: the window's sum / (its size with padding, or the positions inside x).
 *   the backwards: per input position, the windows containing it in order, each adding its dy (max: where
 *     its index names the position; avg: dy / divisor).
 * A task per row (image, channel, first spatial dim) of the output (forward) or of dx (backward); each
 * element is one task's, so the bits do not depend on the thread count. f16/bf16 compute in f32. */
#include <math.h>

#include "ak_internal.h"

#define AK_PL_MAX 3

typedef struct {
    int64_t nb, c;
    int64_t in[AK_PL_MAX], k[AK_PL_MAX], out[AK_PL_MAX], pad[AK_PL_MAX], step[AK_PL_MAX];
    int64_t sx[2 + AK_PL_MAX], sy[2 + AK_PL_MAX], si[2 + AK_PL_MAX]; /* x or dx, y or dy, indices */
    char *x, *y;
    const char *idx;
    int count_pad;
} ak_pl_t;

/* The spatial operands: big (x or dx), small (y or dy), idx (indices or NULL). */
static int pl_setup(ak_pl_t *g, const ak_tensor *big, const ak_tensor *small, const ak_tensor *idx,
                    const int64_t *kernel, const int64_t *strides, const int64_t *pads, int n) {
    const int dt = big->dtype;
    if ((dt != AK_F16 && dt != AK_BF16 && dt != AK_F32 && dt != AK_F64) || small->dtype != dt || n < 1 ||
        n > AK_PL_MAX || big->ndim != n + 2 || small->ndim != n + 2 ||
        (idx != NULL && (idx->dtype != AK_I64 || idx->ndim != n + 2)))
        return AK_UNSUPPORTED;
    g->nb = big->shape[0];
    g->c = big->shape[1];
    g->x = (char *)big->data;
    g->y = (char *)small->data;
    g->idx = idx != NULL ? (const char *)idx->data : NULL;
    for (int i = 0; i < 2; i++) {
        g->sx[i] = big->strides[i];
        g->sy[i] = small->strides[i];
        g->si[i] = idx != NULL ? idx->strides[i] : 0;
    }
    for (int s = 0; s < AK_PL_MAX; s++) {
        const int i = s - (AK_PL_MAX - n), on = i >= 0;
        g->in[s] = on ? big->shape[2 + i] : 1;
        g->out[s] = on ? small->shape[2 + i] : 1;
        g->k[s] = on && kernel != NULL ? kernel[i] : 1;
        g->step[s] = on && strides != NULL ? strides[i] : 1;
        g->pad[s] = on && pads != NULL ? pads[i] : 0;
        g->sx[2 + s] = on ? big->strides[2 + i] : 0;
        g->sy[2 + s] = on ? small->strides[2 + i] : 0;
        g->si[2 + s] = on && idx != NULL ? idx->strides[2 + i] : 0;
        if (g->k[s] < 1 || g->step[s] < 1 || g->pad[s] < 0 || 2 * g->pad[s] > g->k[s]) return AK_UNSUPPORTED;
    }
    return AK_OK;
}

/* Window o's positions inside the input along slot s: [*lo, *hi). */
static inline void pl_window(const ak_pl_t *g, int s, int64_t o, int64_t *lo, int64_t *hi) {
    const int64_t a = o * g->step[s] - g->pad[s], e = a + g->k[s];
    *lo = a < 0 ? 0 : a;
    *hi = e > g->in[s] ? g->in[s] : e;
}

/* The outputs whose windows contain input position i along slot s: [*lo, *hi). */
static inline void pl_outs(const ak_pl_t *g, int s, int64_t i, int64_t *lo, int64_t *hi) {
    const int64_t q = i + g->pad[s] - g->k[s] + 1; /* o*step >= q */
    int64_t a = q <= 0 ? 0 : (q + g->step[s] - 1) / g->step[s];
    int64_t e = (i + g->pad[s]) / g->step[s] + 1; /* o*step <= i + pad */
    *lo = a;
    *hi = e > g->out[s] ? g->out[s] : e;
}

/* avg_pool's divisor of window o */
static inline int64_t pl_divisor(const ak_pl_t *g, int64_t o0, int64_t o1, int64_t o2) {
    if (g->count_pad) return g->k[0] * g->k[1] * g->k[2];
    const int64_t o[3] = {o0, o1, o2};
    int64_t d = 1;
    for (int s = 0; s < AK_PL_MAX; s++) {
        int64_t lo, hi;
        pl_window(g, s, o[s], &lo, &hi);
        d *= hi - lo;
    }
    return d;
}

#define AK_PL(SUF, T, CT, LD, ST)                                                                             \
    static void maxp_##SUF(void *argp, int64_t lo, int64_t hi) {                                               \
        const ak_pl_t *g = (const ak_pl_t *)argp;                                                              \
        const T *x = (const T *)g->x;                                                                          \
        T *y = (T *)g->y;                                                                                      \
        int64_t *ix = (int64_t *)g->idx;                                                                       \
        for (int64_t row = lo; row < hi; row++) {                                                              \
            const int64_t o0 = row % g->out[0], c = (row / g->out[0]) % g->c, b = row / g->out[0] / g->c;     \
            const T *xc = x + b * g->sx[0] + c * g->sx[1];                                                     \
            int64_t a0, e0;                                                                                    \
            pl_window(g, 0, o0, &a0, &e0);                                                                     \
            for (int64_t o1 = 0; o1 < g->out[1]; o1++) {                                                       \
                int64_t a1, e1;                                                                                \
                pl_window(g, 1, o1, &a1, &e1);                                                                 \
                for (int64_t o2 = 0; o2 < g->out[2]; o2++) {                                                   \
                    int64_t a2, e2;                                                                            \
                    pl_window(g, 2, o2, &a2, &e2);                                                             \
                    CT best = -(CT)INFINITY;                                                                   \
                    int64_t at = (a0 * g->in[1] + a1) * g->in[2] + a2;                                         \
                    for (int64_t i0 = a0; i0 < e0; i0++)                                                       \
                        for (int64_t i1 = a1; i1 < e1; i1++)                                                   \
                            for (int64_t i2 = a2; i2 < e2; i2++) {                                             \
                                const CT v = LD(xc[i0 * g->sx[2] + i1 * g->sx[3] + i2 * g->sx[4]]);            \
                                if (v > best || v != v) {                                                      \
                                    best = v;                                                                  \
                                    at = (i0 * g->in[1] + i1) * g->in[2] + i2;                                 \
                                }                                                                              \
                            }                                                                                  \
                    const int64_t yo = b * g->sy[0] + c * g->sy[1] + o0 * g->sy[2] + o1 * g->sy[3] + o2 * g->sy[4]; \
                    y[yo] = ST(best);                                                                          \
                    ix[b * g->si[0] + c * g->si[1] + o0 * g->si[2] + o1 * g->si[3] + o2 * g->si[4]] = at;      \
                }                                                                                              \
            }                                                                                                  \
        }                                                                                                      \
    }                                                                                                          \
    static void avgp_##SUF(void *argp, int64_t lo, int64_t hi) {                                               \
        const ak_pl_t *g = (const ak_pl_t *)argp;                                                              \
        const T *x = (const T *)g->x;                                                                          \
        T *y = (T *)g->y;                                                                                      \
        for (int64_t row = lo; row < hi; row++) {                                                              \
            const int64_t o0 = row % g->out[0], c = (row / g->out[0]) % g->c, b = row / g->out[0] / g->c;     \
            const T *xc = x + b * g->sx[0] + c * g->sx[1];                                                     \
            int64_t a0, e0;                                                                                    \
            pl_window(g, 0, o0, &a0, &e0);                                                                     \
            for (int64_t o1 = 0; o1 < g->out[1]; o1++) {                                                       \
                int64_t a1, e1;                                                                                \
                pl_window(g, 1, o1, &a1, &e1);                                                                 \
                for (int64_t o2 = 0; o2 < g->out[2]; o2++) {                                                   \
                    int64_t a2, e2;                                                                            \
                    pl_window(g, 2, o2, &a2, &e2);                                                             \
                    CT sum = 0;                                                                                \
                    for (int64_t i0 = a0; i0 < e0; i0++)                                                       \
                        for (int64_t i1 = a1; i1 < e1; i1++)                                                   \
                            for (int64_t i2 = a2; i2 < e2; i2++)                                               \
                                sum += LD(xc[i0 * g->sx[2] + i1 * g->sx[3] + i2 * g->sx[4]]);                  \
                    y[b * g->sy[0] + c * g->sy[1] + o0 * g->sy[2] + o1 * g->sy[3] + o2 * g->sy[4]] =           \
                        ST(sum / (CT)pl_divisor(g, o0, o1, o2));                                               \
                }                                                                                              \
            }                                                                                                  \
        }                                                                                                      \
    }                                                                                                          \
    /* the backwards: rows of dx; idx NULL: avg_pool's */                                                      \
    static void plb_##SUF(void *argp, int64_t lo, int64_t hi) {                                                \
        const ak_pl_t *g = (const ak_pl_t *)argp;                                                              \
        const T *dy = (const T *)g->y;                                                                         \
        const int64_t *ix = (const int64_t *)g->idx;                                                           \
        T *dx = (T *)g->x;                                                                                     \
        for (int64_t row = lo; row < hi; row++) {                                                              \
            const int64_t i0 = row % g->in[0], c = (row / g->in[0]) % g->c, b = row / g->in[0] / g->c;        \
            int64_t a0, e0;                                                                                    \
            pl_outs(g, 0, i0, &a0, &e0);                                                                       \
            for (int64_t i1 = 0; i1 < g->in[1]; i1++) {                                                        \
                int64_t a1, e1;                                                                                \
                pl_outs(g, 1, i1, &a1, &e1);                                                                   \
                for (int64_t i2 = 0; i2 < g->in[2]; i2++) {                                                    \
                    int64_t a2, e2;                                                                            \
                    pl_outs(g, 2, i2, &a2, &e2);                                                               \
                    const int64_t flat = (i0 * g->in[1] + i1) * g->in[2] + i2;                                 \
                    CT acc = 0;                                                                                \
                    for (int64_t o0 = a0; o0 < e0; o0++)                                                       \
                        for (int64_t o1 = a1; o1 < e1; o1++)                                                   \
                            for (int64_t o2 = a2; o2 < e2; o2++) {                                             \
                                const int64_t off = o0 * g->sy[2] + o1 * g->sy[3] + o2 * g->sy[4];             \
                                const CT v = LD(dy[b * g->sy[0] + c * g->sy[1] + off]);                        \
                                if (ix == NULL)                                                                \
                                    acc += v / (CT)pl_divisor(g, o0, o1, o2);                                  \
                                else if (ix[b * g->si[0] + c * g->si[1] + o0 * g->si[2] + o1 * g->si[3] +      \
                                            o2 * g->si[4]] == flat)                                            \
                                    acc += v;                                                                  \
                            }                                                                                  \
                    dx[b * g->sx[0] + c * g->sx[1] + i0 * g->sx[2] + i1 * g->sx[3] + i2 * g->sx[4]] = ST(acc); \
                }                                                                                              \
            }                                                                                                  \
        }                                                                                                      \
    }

AK_PL(f16, uint16_t, float, LD_H, ST_H)
AK_PL(bf16, uint16_t, float, LD_B, ST_B)
AK_PL(f32, float, float, LD_ID, ST_ID)
AK_PL(f64, double, double, LD_ID, ST_ID)

static int pl_slot(int dt) { return dt == AK_F16 ? 0 : dt == AK_BF16 ? 1 : dt == AK_F32 ? 2 : 3; }
static const ak_body maxp[4] = {maxp_f16, maxp_bf16, maxp_f32, maxp_f64};
static const ak_body avgp[4] = {avgp_f16, avgp_bf16, avgp_f32, avgp_f64};
static const ak_body plb[4] = {plb_f16, plb_bf16, plb_f32, plb_f64};

static int pl_forward(const ak_exec *ex, ak_pl_t *g, ak_body body) {
    const int64_t rows = g->nb * g->c * g->out[0], work = g->out[1] * g->out[2] * g->k[0] * g->k[1] * g->k[2];
    if (rows > 0 && g->out[1] * g->out[2] > 0) ak_run(ex, rows, 16384 / (work + 1) + 1, body, g);
    return AK_OK;
}

static int pl_backward(const ak_exec *ex, ak_pl_t *g, ak_body body) {
    const int64_t rows = g->nb * g->c * g->in[0], work = g->in[1] * g->in[2] * g->k[0] * g->k[1] * g->k[2];
    if (rows > 0 && g->in[1] * g->in[2] > 0) ak_run(ex, rows, 16384 / (work + 1) + 1, body, g);
    return AK_OK;
}

int ak_max_pool(const ak_exec *ex, const ak_tensor *y, const ak_tensor *indices, const ak_tensor *x,
                const int64_t *kernel_size, const int64_t *strides, const int64_t *pads, int n) {
    ak_pl_t g;
    if (pl_setup(&g, x, y, indices, kernel_size, strides, pads, n) != AK_OK) return AK_UNSUPPORTED;
    g.count_pad = 0;
    return pl_forward(ex, &g, maxp[pl_slot(y->dtype)]);
}

int ak_max_pool_backward(const ak_exec *ex, const ak_tensor *dx, const ak_tensor *dy, const ak_tensor *indices,
                         const int64_t *kernel_size, const int64_t *strides, const int64_t *pads, int n) {
    ak_pl_t g;
    if (pl_setup(&g, dx, dy, indices, kernel_size, strides, pads, n) != AK_OK) return AK_UNSUPPORTED;
    g.count_pad = 0;
    return pl_backward(ex, &g, plb[pl_slot(dx->dtype)]);
}

int ak_avg_pool(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const int64_t *kernel_size,
                const int64_t *strides, const int64_t *pads, int count_include_pad, int n) {
    ak_pl_t g;
    if (pl_setup(&g, x, y, NULL, kernel_size, strides, pads, n) != AK_OK) return AK_UNSUPPORTED;
    g.count_pad = count_include_pad != 0;
    return pl_forward(ex, &g, avgp[pl_slot(y->dtype)]);
}

int ak_avg_pool_backward(const ak_exec *ex, const ak_tensor *dx, const ak_tensor *dy, const int64_t *kernel_size,
                         const int64_t *strides, const int64_t *pads, int count_include_pad, int n) {
    ak_pl_t g;
    if (pl_setup(&g, dx, dy, NULL, kernel_size, strides, pads, n) != AK_OK) return AK_UNSUPPORTED;
    g.count_pad = count_include_pad != 0;
    return pl_backward(ex, &g, plb[pl_slot(dx->dtype)]);
}
