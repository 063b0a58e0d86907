/* clip: y = max(min(x, max_val), min_val), elementwise with min_val and max_val tensors broadcast to
 * y's shape, as InfiniCore's Clip: where min_val > max_val, min_val wins (its cpu kernel; torch.clamp
 * gives max_val). NaN in x passes through. f16/bf16 compare in f32 (exact: the conversion is monotonic). */
#include "ak_internal.h"

#define CLIP_AT(x, lo, hi) ((hi) < (x) ? ((hi) < (lo) ? (lo) : (hi)) : ((x) < (lo) ? (lo) : (x)))

/* The bounds broadcast (stride 0, the common case: one scalar bound per tensor) split out, so the
 * compiler vectorizes the unit-stride run. */
#define AK_CLIP(NAME, T, CT, LD, ST)                                                                           \
    static inline void NAME##_vss(int64_t n, T *restrict y, const T *restrict x, const CT lo, const CT hi) {  \
        int64_t i = 0;                                                                                         \
        for (; i + AK_BLK <= n; i += AK_BLK)                                                                   \
            for (int j = 0; j < AK_BLK; j++) {                                                                 \
                CT v = LD(x[i + j]);                                                                           \
                y[i + j] = ST(CLIP_AT(v, lo, hi));                                                             \
            }                                                                                                  \
        for (; i < n; i++) {                                                                                   \
            CT v = LD(x[i]);                                                                                   \
            y[i] = ST(CLIP_AT(v, lo, hi));                                                                     \
        }                                                                                                      \
    }                                                                                                          \
    static void NAME(int64_t n, char *const *p, const int64_t *s, const void *ctx) {                          \
        (void)ctx;                                                                                             \
        T *y = (T *)p[0];                                                                                      \
        const T *x = (const T *)p[1], *lo = (const T *)p[2], *hi = (const T *)p[3];                            \
        if (s[0] == 1 && s[1] == 1 && s[2] == 0 && s[3] == 0) {                                                \
            NAME##_vss(n, y, x, LD(lo[0]), LD(hi[0]));                                                         \
        } else {                                                                                               \
            const int64_t s0 = s[0], s1 = s[1], s2 = s[2], s3 = s[3];                                          \
            for (int64_t i = 0; i < n; i++) {                                                                  \
                CT v = LD(x[i * s1]), l = LD(lo[i * s2]), h = LD(hi[i * s3]);                                  \
                y[i * s0] = ST(CLIP_AT(v, l, h));                                                              \
            }                                                                                                  \
        }                                                                                                      \
    }

AK_CLIP(clip_f16, uint16_t, float, LD_H, ST_H)
AK_CLIP(clip_bf16, uint16_t, float, LD_B, ST_B)
AK_CLIP(clip_f32, float, float, LD_ID, ST_ID)
AK_CLIP(clip_f64, double, double, LD_ID, ST_ID)

int ak_clip(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const ak_tensor *min_val,
            const ak_tensor *max_val) {
    const int dt = y->dtype;
    ak_inner fn = dt == AK_F16 ? clip_f16 : dt == AK_BF16 ? clip_bf16 : dt == AK_F32 ? clip_f32 : dt == AK_F64 ? clip_f64 : NULL;
    if (fn == NULL || x->dtype != dt || min_val->dtype != dt || max_val->dtype != dt) return AK_UNSUPPORTED;
    const ak_tensor *ops[4] = {y, x, min_val, max_val};
    ak_elementwise(ex, 4, ops, fn, NULL);
    return AK_OK;
}
