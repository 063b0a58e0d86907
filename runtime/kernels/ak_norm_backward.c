/* layer_norm_backward and rms_norm_backward over the last dim.
 *   layer_norm (from the forward's z = (x - mean) / std and std): g = dy * weight,
 *     dx = (g - mean(g) - z * mean(g * z)) / std;  dweight = sum over rows of dy * z;  dbias = sum of dy.
 *   rms_norm (r = 1 / sqrt(mean(x * x) + eps) recomputed per row): g = dy * w,
 *     dx = r * g - x * r^3 * mean(g * x);  dw = sum over rows of dy * x * r.
 * f16/bf16/f32 compute in f32, f64 in f64. Two passes: the weight gradients by columns (a task per column
 * block, its rows summed in row order, so the bits do not depend on the thread count), then dx by rows.
 * The column pass reads dy before the row pass writes dx, so dx may be dy. rms_norm's column pass takes
 * each row's r from ex->scratch where the caller gives it (filled by a row pass first) and recomputes it
 * otherwise, by the same code: the same bits either way. */
#include <math.h>

#include "ak_internal.h"

#define AK_NB_COLS 256 /* columns one task sums at a time (its accumulators on the stack) */

typedef struct {
    int dt, has_db;
    ak_rows rows; /* ops: dx, dy, z or x, std (layer_norm; stride 0 along d) */
    char *dx, *dw, *db;
    const char *dy, *z, *sd, *w;
    int64_t esize, d, sdx, sdy, sz, sw, sdw, sdb;
    double eps;
    double *r; /* rms_norm: each row's r, or NULL */
} ak_nb_arg;

/* ---- per dtype: one row or column block with its strides as parameters (always inlined: the callers
 * pass literal 1s for contiguous operands, so those loops vectorize), then the passes over the rows */
#define AK_NB(SUF, T, CT, LD, ST, SQRT)                                                                        \
    AK_INLINE CT rms_r_row_##SUF(int64_t d, const T *x, int64_t sx, double eps) {                              \
        CT ss = 0;                                                                                             \
        for (int64_t i = 0; i < d; i++) {                                                                      \
            const CT v = LD(x[i * sx]);                                                                        \
            ss += v * v;                                                                                       \
        }                                                                                                      \
        return (CT)1 / SQRT(ss / (CT)d + (CT)eps);                                                             \
    }                                                                                                          \
    static CT rms_r_##SUF(const ak_nb_arg *a, const T *x) {                                                    \
        return a->sz == 1 ? rms_r_row_##SUF(a->d, x, 1, a->eps) : rms_r_row_##SUF(a->d, x, a->sz, a->eps);    \
    }                                                                                                          \
    AK_INLINE void ln_row_##SUF(int64_t d, T *dx, int64_t sdx, const T *dy, int64_t sdy, const T *z, int64_t sz, \
                                const T *w, int64_t sw, CT inv) {                                              \
        CT sg = 0, sgz = 0;                                                                                    \
        for (int64_t i = 0; i < d; i++) {                                                                      \
            const CT g = LD(dy[i * sdy]) * LD(w[i * sw]);                                                      \
            sg += g;                                                                                           \
            sgz += g * LD(z[i * sz]);                                                                          \
        }                                                                                                      \
        const CT mg = sg / (CT)d, mgz = sgz / (CT)d;                                                           \
        for (int64_t i = 0; i < d; i++) {                                                                      \
            const CT g = LD(dy[i * sdy]) * LD(w[i * sw]);                                                      \
            dx[i * sdx] = ST((g - mg - LD(z[i * sz]) * mgz) * inv);                                            \
        }                                                                                                      \
    }                                                                                                          \
    AK_INLINE void rms_row_##SUF(int64_t d, T *dx, int64_t sdx, const T *dy, int64_t sdy, const T *x, int64_t sx, \
                                 const T *w, int64_t sw, CT r) {                                               \
        CT sgx = 0;                                                                                            \
        for (int64_t i = 0; i < d; i++) sgx += LD(dy[i * sdy]) * LD(w[i * sw]) * LD(x[i * sx]);                \
        const CT c = r * r * r * (sgx / (CT)d);                                                                \
        for (int64_t i = 0; i < d; i++) {                                                                      \
            const CT g = LD(dy[i * sdy]) * LD(w[i * sw]);                                                      \
            dx[i * sdx] = ST(r * g - LD(x[i * sx]) * c);                                                       \
        }                                                                                                      \
    }                                                                                                          \
    AK_INLINE void col_acc_##SUF(int64_t n, CT *accw, CT *accb, const T *dy, int64_t sdy, const T *z, int64_t sz, \
                                 CT r) {                                                                       \
        for (int64_t j = 0; j < n; j++) {                                                                      \
            const CT g = LD(dy[j * sdy]);                                                                      \
            accw[j] += g * LD(z[j * sz]) * r;                                                                  \
            accb[j] += g;                                                                                      \
        }                                                                                                      \
    }                                                                                                          \
    static void ln_rows_##SUF(void *argp, int64_t lo, int64_t hi) {                                            \
        const ak_nb_arg *a = (const ak_nb_arg *)argp;                                                          \
        const T *w = (const T *)a->w;                                                                          \
        const int unit = a->sdx == 1 && a->sdy == 1 && a->sz == 1 && a->sw == 1;                               \
        int64_t off[AK_MAX_OPS];                                                                               \
        for (int64_t row = lo; row < hi; row++) {                                                              \
            ak_rows_offset(&a->rows, row, off);                                                                \
            T *dx = (T *)a->dx + off[0];                                                                       \
            const T *dy = (const T *)a->dy + off[1], *z = (const T *)a->z + off[2];                            \
            const CT inv = (CT)1 / (CT)LD(((const T *)a->sd)[off[3]]);                                         \
            if (unit) ln_row_##SUF(a->d, dx, 1, dy, 1, z, 1, w, 1, inv);                                       \
            else ln_row_##SUF(a->d, dx, a->sdx, dy, a->sdy, z, a->sz, w, a->sw, inv);                          \
        }                                                                                                      \
    }                                                                                                          \
    static void rms_rows_##SUF(void *argp, int64_t lo, int64_t hi) {                                           \
        const ak_nb_arg *a = (const ak_nb_arg *)argp;                                                          \
        const T *w = (const T *)a->w;                                                                          \
        const int unit = a->sdx == 1 && a->sdy == 1 && a->sz == 1 && a->sw == 1;                               \
        int64_t off[AK_MAX_OPS];                                                                               \
        for (int64_t row = lo; row < hi; row++) {                                                              \
            ak_rows_offset(&a->rows, row, off);                                                                \
            T *dx = (T *)a->dx + off[0];                                                                       \
            const T *dy = (const T *)a->dy + off[1], *x = (const T *)a->z + off[2];                            \
            const CT r = rms_r_##SUF(a, x);                                                                    \
            if (unit) rms_row_##SUF(a->d, dx, 1, dy, 1, x, 1, w, 1, r);                                        \
            else rms_row_##SUF(a->d, dx, a->sdx, dy, a->sdy, x, a->sz, w, a->sw, r);                           \
        }                                                                                                      \
    }                                                                                                          \
    static void rms_r_rows_##SUF(void *argp, int64_t lo, int64_t hi) {                                         \
        const ak_nb_arg *a = (const ak_nb_arg *)argp;                                                          \
        int64_t off[AK_MAX_OPS];                                                                               \
        for (int64_t row = lo; row < hi; row++) {                                                              \
            ak_rows_offset(&a->rows, row, off);                                                                \
            a->r[row] = (double)rms_r_##SUF(a, (const T *)a->z + off[2]);                                      \
        }                                                                                                      \
    }                                                                                                          \
    /* columns [lo, hi): dw += dy * z * (rms_norm: r), db += dy, over every row in order */                   \
    static void cols_##SUF(void *argp, int64_t lo, int64_t hi) {                                               \
        const ak_nb_arg *a = (const ak_nb_arg *)argp;                                                          \
        const int rms = a->sd == NULL, unit = a->sdy == 1 && a->sz == 1;                                       \
        CT accw[AK_NB_COLS], accb[AK_NB_COLS];                                                                 \
        int64_t off[AK_MAX_OPS];                                                                               \
        for (int64_t c0 = lo; c0 < hi; c0 += AK_NB_COLS) {                                                     \
            const int64_t n = hi - c0 < AK_NB_COLS ? hi - c0 : AK_NB_COLS;                                     \
            for (int64_t j = 0; j < n; j++) accw[j] = accb[j] = 0;                                             \
            for (int64_t row = 0; row < a->rows.nrows; row++) {                                                \
                ak_rows_offset(&a->rows, row, off);                                                            \
                const T *dy = (const T *)a->dy + off[1] + c0 * a->sdy, *z = (const T *)a->z + off[2];          \
                const CT r = !rms ? (CT)1 : a->r != NULL ? (CT)a->r[row] : rms_r_##SUF(a, z);                  \
                z += c0 * a->sz;                                                                               \
                if (unit) col_acc_##SUF(n, accw, accb, dy, 1, z, 1, r);                                        \
                else col_acc_##SUF(n, accw, accb, dy, a->sdy, z, a->sz, r);                                    \
            }                                                                                                  \
            T *dw = (T *)a->dw, *db = (T *)a->db;                                                              \
            for (int64_t j = 0; j < n; j++) dw[(c0 + j) * a->sdw] = ST(accw[j]);                               \
            if (a->has_db)                                                                                     \
                for (int64_t j = 0; j < n; j++) db[(c0 + j) * a->sdb] = ST(accb[j]);                           \
        }                                                                                                      \
    }

AK_NB(f16, uint16_t, float, LD_H, ST_H, sqrtf)
AK_NB(bf16, uint16_t, float, LD_B, ST_B, sqrtf)
AK_NB(f32, float, float, LD_ID, ST_ID, sqrtf)
AK_NB(f64, double, double, LD_ID, ST_ID, sqrt)

/* [f16, bf16, f32, f64] index of a float dtype, -1 otherwise */
static int nb_slot(int dt) { return dt == AK_F16 ? 0 : dt == AK_BF16 ? 1 : dt == AK_F32 ? 2 : dt == AK_F64 ? 3 : -1; }

static const ak_body ln_rows[4] = {ln_rows_f16, ln_rows_bf16, ln_rows_f32, ln_rows_f64};
static const ak_body rms_rows[4] = {rms_rows_f16, rms_rows_bf16, rms_rows_f32, rms_rows_f64};
static const ak_body rms_r_rows[4] = {rms_r_rows_f16, rms_r_rows_bf16, rms_r_rows_f32, rms_r_rows_f64};
static const ak_body cols[4] = {cols_f16, cols_bf16, cols_f32, cols_f64};

/* The common part: the row walker over (dx, dy, z or x[, std]), the last dim's strides, the weights. */
static void nb_setup(ak_nb_arg *a, int nops, const ak_tensor *const *ops, const ak_tensor *w, const ak_tensor *dw) {
    const ak_tensor *dx = ops[0];
    const int last = dx->ndim - 1;
    ak_rows_init(&a->rows, nops, ops, last);
    a->dt = dx->dtype;
    a->dx = (char *)dx->data;
    a->dy = (const char *)ops[1]->data;
    a->z = (const char *)ops[2]->data;
    a->w = (const char *)w->data;
    a->dw = (char *)dw->data;
    a->esize = (int64_t)ak_dtype_size(a->dt);
    a->d = dx->shape[last];
    a->sdx = dx->strides[last];
    a->sdy = ops[1]->strides[last];
    a->sz = ops[2]->strides[last];
    a->sw = w->strides[0];
    a->sdw = dw->strides[0];
    a->r = NULL;
}

static int64_t nb_rows(const ak_tensor *dx) {
    int64_t n = 1;
    for (int i = 0; i < dx->ndim - 1; i++) n *= dx->shape[i];
    return n;
}

int ak_layer_norm_backward(const ak_exec *ex, const ak_tensor *dx, const ak_tensor *dweight, const ak_tensor *dbias,
                           const ak_tensor *dy, const ak_tensor *input_standardization,
                           const ak_tensor *input_std_deviation, const ak_tensor *weight) {
    const int dt = dx->dtype, s = nb_slot(dt);
    const int has_db = dbias != NULL && dbias->data != NULL;
    if (s < 0 || dx->ndim < 1 || dweight->dtype != dt || (has_db && dbias->dtype != dt) || dy->dtype != dt ||
        input_standardization->dtype != dt || input_std_deviation->dtype != dt || weight->dtype != dt ||
        input_std_deviation->ndim != dx->ndim - 1)
        return AK_UNSUPPORTED;
    const int last = dx->ndim - 1;
    ak_tensor sd = *dx; /* std as a row operand: dx's shape, stride 0 along the normalized dim */
    for (int i = 0; i < last; i++) sd.strides[i] = input_std_deviation->strides[i];
    sd.strides[last] = 0;
    sd.data = input_std_deviation->data;
    const ak_tensor *ops[4] = {dx, dy, input_standardization, &sd};
    ak_nb_arg a;
    nb_setup(&a, 4, ops, weight, dweight);
    a.sd = (const char *)sd.data;
    a.has_db = has_db;
    a.db = has_db ? (char *)dbias->data : NULL;
    a.sdb = has_db ? dbias->strides[0] : 0;
    a.eps = 0;
    if (a.d == 0) return AK_OK;
    const int64_t nrows = nb_rows(dx);
    ak_run(ex, a.d, AK_NB_COLS, cols[s], &a); /* nrows 0: zeros */
    if (nrows > 0) ak_run(ex, a.rows.nrows, 16384 / (a.d * a.esize) + 1, ln_rows[s], &a);
    return AK_OK;
}

int ak_rms_norm_backward(const ak_exec *ex, const ak_tensor *dx, const ak_tensor *dw, const ak_tensor *dy,
                         const ak_tensor *x, const ak_tensor *w, float epsilon) {
    const int dt = dx->dtype, s = nb_slot(dt);
    if (s < 0 || dx->ndim < 1 || dw->dtype != dt || dy->dtype != dt || x->dtype != dt || w->dtype != dt)
        return AK_UNSUPPORTED;
    const ak_tensor *ops[3] = {dx, dy, x};
    ak_nb_arg a;
    nb_setup(&a, 3, ops, w, dw);
    a.sd = NULL;
    a.has_db = 0;
    a.db = NULL;
    a.sdb = 0;
    a.eps = epsilon;
    if (a.d == 0) return AK_OK;
    const int64_t nrows = nb_rows(dx);
    if (nrows > 0 && ex != NULL && ex->scratch != NULL) {
        a.r = (double *)ex->scratch((size_t)a.rows.nrows * sizeof(double));
        if (a.r != NULL) ak_run(ex, a.rows.nrows, 16384 / (a.d * a.esize) + 1, rms_r_rows[s], &a);
    }
    ak_run(ex, a.d, AK_NB_COLS, cols[s], &a);
    if (nrows > 0) ak_run(ex, a.rows.nrows, 16384 / (a.d * a.esize) + 1, rms_rows[s], &a);
    return AK_OK;
}
