/* dequantize_awq: AWQ's packed int4 weights to floats (InfiniCore's DequantizeAWQ). qweight (k, n/8)
 * and zeros (g, n/8) hold 8 nibbles per int32 along the output features, in AWQ's order: output
 * column 8c + j is nibble AWQ_SHIFT[j] of word c. out[r, col] = (w - z) * scales[r / (k / g), col]:
 * rows fall in g equal groups. Computed in f32 (exact: a nibble difference times the scale), rounded
 * once to out's dtype. One row per task. */
#include "ak_internal.h"

/* Nibble index of output column j of a word: AWQ packs columns in the order 0 2 4 6 1 3 5 7. */
static const int ak_awq_nibble[8] = {0, 4, 1, 5, 2, 6, 3, 7};

typedef struct {
    const ak_tensor *out, *qweight, *scales, *zeros;
    int64_t group;
} ak_awq_arg;

static inline int32_t ak_awq_word(const ak_tensor *t, int64_t r, int64_t c) {
    return ((const int32_t *)t->data)[r * t->strides[0] + c * t->strides[1]];
}

#define AK_AWQ_ROW(NAME, T, LD, ST)                                                                      \
    static void NAME(const ak_awq_arg *a, int64_t r) {                                                  \
        const int64_t words = a->qweight->shape[1], gr = r / a->group;                                   \
        T *out = (T *)a->out->data + r * a->out->strides[0];                                            \
        const T *sc = (const T *)a->scales->data + gr * a->scales->strides[0];                          \
        for (int64_t c = 0; c < words; c++) {                                                           \
            const uint32_t w = (uint32_t)ak_awq_word(a->qweight, r, c), z = (uint32_t)ak_awq_word(a->zeros, gr, c); \
            for (int j = 0; j < 8; j++) {                                                               \
                const int sh = 4 * ak_awq_nibble[j];                                                    \
                const int64_t col = 8 * c + j;                                                          \
                const float d = (float)((int)((w >> sh) & 0xFu) - (int)((z >> sh) & 0xFu));             \
                out[col * a->out->strides[1]] = ST(d * (float)LD(sc[col * a->scales->strides[1]]));     \
            }                                                                                           \
        }                                                                                               \
    }
AK_AWQ_ROW(ak_awq_f16, uint16_t, LD_H, ST_H)
AK_AWQ_ROW(ak_awq_bf16, uint16_t, LD_B, ST_B)
AK_AWQ_ROW(ak_awq_f32, float, LD_ID, ST_ID)

typedef struct {
    const ak_awq_arg *a;
    void (*row)(const ak_awq_arg *, int64_t);
} ak_awq_task;

static void ak_awq_body(void *argp, int64_t lo, int64_t hi) {
    const ak_awq_task *t = (const ak_awq_task *)argp;
    for (int64_t r = lo; r < hi; r++) t->row(t->a, r);
}

int ak_dequantize_awq(const ak_exec *ex, const ak_tensor *out, const ak_tensor *qweight, const ak_tensor *scales,
                      const ak_tensor *zeros) {
    const int dt = out->dtype;
    void (*row)(const ak_awq_arg *, int64_t) = dt == AK_F16 ? ak_awq_f16 : dt == AK_BF16 ? ak_awq_bf16
                                               : dt == AK_F32 ? ak_awq_f32 : NULL;
    const int64_t k = out->shape[0], g = scales->shape[0];
    if (row == NULL || scales->dtype != dt || qweight->dtype != AK_I32 || zeros->dtype != AK_I32 || g <= 0 || k % g != 0)
        return AK_UNSUPPORTED;
    if (k == 0) return AK_OK;
    ak_awq_arg a = {out, qweight, scales, zeros, k / g};
    ak_awq_task t = {&a, row};
    ak_run(ex, k, 4096 / (out->shape[1] + 1) + 1, ak_awq_body, &t);
    return AK_OK;
}
