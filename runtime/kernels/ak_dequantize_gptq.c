/* dequantize_gptq: GPTQ's packed int4 weights to floats (InfiniCore's DequantizeGPTQ). qweight
 * (ceil(k/8), n) packs 8 input rows per int32 (row r is nibble r % 8 of word r / 8); zeros (g,
 * ceil(n/8)) packs 8 output columns per int32 (column c is nibble c % 8 of word c / 8); row r takes
 * group g_idx[r] modulo g (wrapped into [0, g), as upstream). out[r, c] = (w - (z + 1)) * scales[gid,
 * c]: GPTQ stores zero points less one. Computed in f32, rounded once. One row per task. */
#include "ak_internal.h"

typedef struct {
    const ak_tensor *out, *qweight, *scales, *zeros, *g_idx;
} ak_gptq_arg;

static inline uint32_t ak_gptq_word(const ak_tensor *t, int64_t r, int64_t c) {
    return (uint32_t)((const int32_t *)t->data)[r * t->strides[0] + c * t->strides[1]];
}

#define AK_GPTQ_ROW(NAME, T, LD, ST)                                                                     \
    static void NAME(const ak_gptq_arg *a, int64_t r) {                                                 \
        const int64_t n = a->out->shape[1], g = a->scales->shape[0];                                     \
        int64_t gid = ((const int32_t *)a->g_idx->data)[r * a->g_idx->strides[0]] % g;                  \
        if (gid < 0) gid += g;                                                                          \
        const int sh = 4 * (int)(r % 8);                                                                \
        T *out = (T *)a->out->data + r * a->out->strides[0];                                            \
        const T *sc = (const T *)a->scales->data + gid * a->scales->strides[0];                         \
        for (int64_t c = 0; c < n; c++) {                                                               \
            const int w = (int)((ak_gptq_word(a->qweight, r / 8, c) >> sh) & 0xFu);                     \
            const int z = (int)((ak_gptq_word(a->zeros, gid, c / 8) >> (4 * (c % 8))) & 0xFu);          \
            out[c * a->out->strides[1]] = ST((float)(w - (z + 1)) * (float)LD(sc[c * a->scales->strides[1]])); \
        }                                                                                               \
    }
AK_GPTQ_ROW(ak_gptq_f16, uint16_t, LD_H, ST_H)
AK_GPTQ_ROW(ak_gptq_bf16, uint16_t, LD_B, ST_B)
AK_GPTQ_ROW(ak_gptq_f32, float, LD_ID, ST_ID)

typedef struct {
    const ak_gptq_arg *a;
    void (*row)(const ak_gptq_arg *, int64_t);
} ak_gptq_task;

static void ak_gptq_body(void *argp, int64_t lo, int64_t hi) {
    const ak_gptq_task *t = (const ak_gptq_task *)argp;
    for (int64_t r = lo; r < hi; r++) t->row(t->a, r);
}

int ak_dequantize_gptq(const ak_exec *ex, const ak_tensor *out, const ak_tensor *qweight, const ak_tensor *scales,
                       const ak_tensor *zeros, const ak_tensor *g_idx) {
    const int dt = out->dtype;
    void (*row)(const ak_gptq_arg *, int64_t) = dt == AK_F16 ? ak_gptq_f16 : dt == AK_BF16 ? ak_gptq_bf16
                                                : dt == AK_F32 ? ak_gptq_f32 : NULL;
    if (row == NULL || scales->dtype != dt || qweight->dtype != AK_I32 || zeros->dtype != AK_I32 ||
        g_idx->dtype != AK_I32)
        return AK_UNSUPPORTED;
    if (out->shape[0] == 0 || out->shape[1] == 0) return AK_OK;
    if (scales->shape[0] <= 0) return AK_UNSUPPORTED; /* rows to dequantize, but no group */
    ak_gptq_arg a = {out, qweight, scales, zeros, g_idx};
    ak_gptq_task t = {&a, row};
    ak_run(ex, out->shape[0], 4096 / (out->shape[1] + 1) + 1, ak_gptq_body, &t);
    return AK_OK;
}
