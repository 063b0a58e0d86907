/* per_channel_quant_int8: each row of x (m, k) -> int8 with its own f32 scale (InfiniCore's
 * PerChannelQuantI8, per token). Symmetric (x_zero NULL): scale = max(absmax / 127, 1e-8), q =
 * round(x / scale) in [-127, 127]. Asymmetric: scale = max((max - min) / 255, 1e-8), zero = -min /
 * scale - 128, q = round(x / scale + zero) in [-128, 127]. Rounding half away from zero and the
 * division as a multiplication by 1 / scale, as upstream's kernels; f16/bf16 compute in f32. One row
 * per task. */
#include <math.h>

#include "ak_internal.h"

static inline float ak_pc8_load(int dtype, const char *base, int64_t i) {
    if (dtype == AK_F16) return LD_H(((const uint16_t *)base)[i]);
    if (dtype == AK_BF16) return LD_B(((const uint16_t *)base)[i]);
    return ((const float *)base)[i];
}

typedef struct {
    const ak_tensor *q, *scale, *zero, *x;
    int64_t esize;
} ak_pc8_arg;

static void ak_pc8_body(void *argp, int64_t lo, int64_t hi) {
    const ak_pc8_arg *a = (const ak_pc8_arg *)argp;
    const int dt = a->x->dtype;
    const int64_t k = a->x->shape[1], sx = a->x->strides[1], sq = a->q->strides[1];
    for (int64_t r = lo; r < hi; r++) {
        const char *x = (const char *)a->x->data + r * a->x->strides[0] * a->esize;
        int8_t *q = (int8_t *)a->q->data + r * a->q->strides[0];
        float mn = INFINITY, mx = -INFINITY;
        for (int64_t j = 0; j < k; j++) {
            float v = ak_pc8_load(dt, x, j * sx);
            mn = fminf(mn, v);
            mx = fmaxf(mx, v);
        }
        if (k == 0) mn = mx = 0.0f;
        float scale, zero = 0.0f, qmin = -127.0f;
        if (a->zero) {
            scale = (mx - mn) / 255.0f;
            scale = scale < 1e-8f ? 1e-8f : scale;
            zero = -mn * (1.0f / scale) - 128.0f;
            qmin = -128.0f;
            ((float *)a->zero->data)[r * a->zero->strides[0]] = zero;
        } else {
            scale = fmaxf(fabsf(mn), fabsf(mx)) / 127.0f;
            scale = scale < 1e-8f ? 1e-8f : scale;
        }
        ((float *)a->scale->data)[r * a->scale->strides[0]] = scale;
        const float inv = 1.0f / scale;
        for (int64_t j = 0; j < k; j++) {
            float v = fminf(fmaxf(ak_pc8_load(dt, x, j * sx) * inv + zero, qmin), 127.0f); /* NaN: qmin */
            q[j * sq] = (int8_t)(v >= 0.0f ? floorf(v + 0.5f) : -floorf(-v + 0.5f));
        }
    }
}

int ak_per_channel_quant_int8(const ak_exec *ex, const ak_tensor *x_packed, const ak_tensor *x_scale,
                              const ak_tensor *x_zero, const ak_tensor *x) {
    const int dt = x->dtype;
    if ((dt != AK_F16 && dt != AK_BF16 && dt != AK_F32) || x->ndim != 2 || x_packed->dtype != AK_I8 ||
        x_scale->dtype != AK_F32 || (x_zero && x_zero->dtype != AK_F32))
        return AK_UNSUPPORTED;
    ak_pc8_arg a = {x_packed, x_scale, x_zero, x, (int64_t)ak_dtype_size(dt)};
    ak_run(ex, x->shape[0], 16384 / (x->shape[1] * a.esize + 1) + 1, ak_pc8_body, &a);
    return AK_OK;
}
