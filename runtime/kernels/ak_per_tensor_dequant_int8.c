/* per_tensor_dequant_int8: x = (x_packed - x_zero) * x_scale with one f32 scale (and zero point)
 * for the whole tensor (InfiniCore's PerTensorDequantI8; x_zero absent: 0, the symmetric form
 * upstream's kernels serve). Computed in f32, rounded once to x's dtype. */
#include "ak_internal.h"

typedef struct {
    float scale, zero;
} ak_dq8_map;

#define AK_DQ8_INNER(NAME, T, ST)                                                          \
    static void NAME(int64_t n, char *const *p, const int64_t *s, const void *ctx) {      \
        const ak_dq8_map *m = (const ak_dq8_map *)ctx;                                    \
        T *x = (T *)p[0];                                                                 \
        const int8_t *q = (const int8_t *)p[1];                                           \
        for (int64_t i = 0; i < n; i++) x[i * s[0]] = ST(((float)q[i * s[1]] - m->zero) * m->scale); \
    }
AK_DQ8_INNER(ak_dq8_f16, uint16_t, ST_H)
AK_DQ8_INNER(ak_dq8_bf16, uint16_t, ST_B)
AK_DQ8_INNER(ak_dq8_f32, float, ST_ID)

int ak_per_tensor_dequant_int8(const ak_exec *ex, const ak_tensor *x, const ak_tensor *x_packed,
                               const ak_tensor *x_scale, const ak_tensor *x_zero) {
    const int dt = x->dtype;
    ak_inner fn = dt == AK_F16 ? ak_dq8_f16 : dt == AK_BF16 ? ak_dq8_bf16 : dt == AK_F32 ? ak_dq8_f32 : NULL;
    if (fn == NULL || x_packed->dtype != AK_I8 || x_scale->dtype != AK_F32 || (x_zero && x_zero->dtype != AK_F32))
        return AK_UNSUPPORTED;
    ak_dq8_map m = {*(const float *)x_scale->data, x_zero ? *(const float *)x_zero->data : 0.0f};
    const ak_tensor *ops[2] = {x, x_packed};
    ak_elementwise(ex, 2, ops, fn, &m);
    return AK_OK;
}
