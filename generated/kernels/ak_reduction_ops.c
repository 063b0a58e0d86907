/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* The portable kernels of the reductions (spec/operators.yaml entries with `reduces`): per operator and
 * compute type its accumulator's init, step, combine and final as inline functions, per dtype the five
 * run functions runtime/kernels/ak_reduce.c's driver walks x with (ak_reduce.h). f16/bf16 accumulate in
 * f32, f32 in f32 over 16 lanes of a unit-stride run (merged in lane order), f64 in f64, integers and
 * bool in int64 (uint64 in uint64). A reduction with a `pivot` has a second set of those for its first
 * pass (`_pivot_`), whose final keeps each output's m in the compute type (a `wide` pivot: f16/bf16/f32
 * in f64, m kept in f64 and rounded once where the main pass takes it); the main pass's step and final
 * take m. */
#include "ak_ew.h"
#include "ak_reduce.h"
/* ---- sum: `y = np.sum(x, axis=axes, keepdims=True)` over the reduced dims `axes` (NumPy notation). */

AK_INLINE float rd_sum_f32_init(int unused) {
    typedef float C_t;
    (void)unused;
    return (C_t)(0);
}
AK_INLINE float rd_sum_f32_step(float acc, float x) {
    typedef float C_t;
    return (C_t)(acc + x);
}
AK_INLINE float rd_sum_f32_combine(float acc, float other) {
    typedef float C_t;
    return (C_t)(acc + other);
}
AK_INLINE float rd_sum_f32_final(float acc, int64_t n) {
    typedef float C_t;
    (void)n;
    return (C_t)(acc);
}

AK_INLINE double rd_sum_f64_init(int unused) {
    typedef double C_t;
    (void)unused;
    return (C_t)(0);
}
AK_INLINE double rd_sum_f64_step(double acc, double x) {
    typedef double C_t;
    return (C_t)(acc + x);
}
AK_INLINE double rd_sum_f64_combine(double acc, double other) {
    typedef double C_t;
    return (C_t)(acc + other);
}
AK_INLINE double rd_sum_f64_final(double acc, int64_t n) {
    typedef double C_t;
    (void)n;
    return (C_t)(acc);
}

AK_INLINE int64_t rd_sum_i64_init(int unused) {
    typedef int64_t C_t;
    (void)unused;
    return (C_t)(0);
}
AK_INLINE int64_t rd_sum_i64_step(int64_t acc, int64_t x) {
    typedef int64_t C_t;
    return (C_t)(acc + x);
}
AK_INLINE int64_t rd_sum_i64_combine(int64_t acc, int64_t other) {
    typedef int64_t C_t;
    return (C_t)(acc + other);
}
AK_INLINE int64_t rd_sum_i64_final(int64_t acc, int64_t n) {
    typedef int64_t C_t;
    (void)n;
    return (C_t)(acc);
}

static void rd_sum_float16_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    float *a = (float *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_sum_f32_init(0);
}
/* unit-stride runs of f16 / bf16 converted to f32 chunks: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_sum_half_lanes_body(int64_t n, const float *restrict p, float *restrict io, const double *at) {
    (void)at;
    float lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_sum_f32_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_sum_f32_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_sum_f32_combine(a, lane[j]);
    for (; k < n; k++) a = rd_sum_f32_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_sum_half_cols_body(int64_t n, const float *restrict p, float *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_sum_f32_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_sum_f32_step(a[k], LD_ID(p[k]));
}
AK_ISA_BUILDS(rd_sum_half_lanes, (int64_t n, const float *p, float *io, const double *at), (n, p, io, at))
AK_ISA_BUILDS(rd_sum_half_cols, (int64_t n, const float *p, float *a, const double *at), (n, p, a, at))

static void rd_sum_float16_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, q, buf, p + c);
            rd_sum_half_lanes_pick()(q, buf, (float *)acc, at);
        }
        return;
    }
    float a = *(float *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_sum_f32_step(a, LD_H(p[k * s]));
    *(float *)acc = a;
}
static void rd_sum_float16_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    float *a = (float *)acc;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, q, buf, p + c);
            rd_sum_half_cols_pick()(q, buf, a + c, at);
        }
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_sum_f32_step(a[k], LD_H(p[k * s]));
}
static void rd_sum_float16_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(float *)acc = rd_sum_f32_combine(*(float *)acc, *(const float *)other);
}
static void rd_sum_float16_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    uint16_t *o = (uint16_t *)y;
    const float *a = (const float *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_H(rd_sum_f32_final(a[k], count));
}
static const ak_reduce_fns rd_sum_float16 = {sizeof(float), rd_sum_float16_init, rd_sum_float16_run, rd_sum_float16_cols, rd_sum_float16_combine, rd_sum_float16_final, NULL};

static void rd_sum_bfloat16_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    float *a = (float *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_sum_f32_init(0);
}

static void rd_sum_bfloat16_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, q, buf, p + c);
            rd_sum_half_lanes_pick()(q, buf, (float *)acc, at);
        }
        return;
    }
    float a = *(float *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_sum_f32_step(a, LD_B(p[k * s]));
    *(float *)acc = a;
}
static void rd_sum_bfloat16_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    float *a = (float *)acc;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, q, buf, p + c);
            rd_sum_half_cols_pick()(q, buf, a + c, at);
        }
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_sum_f32_step(a[k], LD_B(p[k * s]));
}
static void rd_sum_bfloat16_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(float *)acc = rd_sum_f32_combine(*(float *)acc, *(const float *)other);
}
static void rd_sum_bfloat16_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    uint16_t *o = (uint16_t *)y;
    const float *a = (const float *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_B(rd_sum_f32_final(a[k], count));
}
static const ak_reduce_fns rd_sum_bfloat16 = {sizeof(float), rd_sum_bfloat16_init, rd_sum_bfloat16_run, rd_sum_bfloat16_cols, rd_sum_bfloat16_combine, rd_sum_bfloat16_final, NULL};

static void rd_sum_float32_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    float *a = (float *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_sum_f32_init(0);
}
/* unit-stride runs of float32: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_sum_float32_lanes_body(int64_t n, const float *restrict p, float *restrict io, const double *at) {
    (void)at;
    float lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_sum_f32_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_sum_f32_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_sum_f32_combine(a, lane[j]);
    for (; k < n; k++) a = rd_sum_f32_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_sum_float32_cols_body(int64_t n, const float *restrict p, float *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_sum_f32_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_sum_f32_step(a[k], LD_ID(p[k]));
}
AK_ISA_BUILDS(rd_sum_float32_lanes, (int64_t n, const float *p, float *io, const double *at), (n, p, io, at))
AK_ISA_BUILDS(rd_sum_float32_cols, (int64_t n, const float *p, float *a, const double *at), (n, p, a, at))

static void rd_sum_float32_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const float *p = (const float *)x;
    (void)m;
    if (s == 1) {
        rd_sum_float32_lanes_pick()(n, p, (float *)acc, at);
        return;
    }
    float a = *(float *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_sum_f32_step(a, LD_ID(p[k * s]));
    *(float *)acc = a;
}
static void rd_sum_float32_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const float *p = (const float *)x;
    float *a = (float *)acc;
    (void)m;
    if (s == 1) {
        rd_sum_float32_cols_pick()(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_sum_f32_step(a[k], LD_ID(p[k * s]));
}
static void rd_sum_float32_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(float *)acc = rd_sum_f32_combine(*(float *)acc, *(const float *)other);
}
static void rd_sum_float32_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    float *o = (float *)y;
    const float *a = (const float *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_sum_f32_final(a[k], count));
}
static const ak_reduce_fns rd_sum_float32 = {sizeof(float), rd_sum_float32_init, rd_sum_float32_run, rd_sum_float32_cols, rd_sum_float32_combine, rd_sum_float32_final, NULL};

static void rd_sum_float64_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    double *a = (double *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_sum_f64_init(0);
}
/* unit-stride runs of float64: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_sum_float64_lanes_body(int64_t n, const double *restrict p, double *restrict io, const double *at) {
    (void)at;
    double lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_sum_f64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_sum_f64_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_sum_f64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_sum_f64_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_sum_float64_cols_body(int64_t n, const double *restrict p, double *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_sum_f64_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_sum_f64_step(a[k], LD_ID(p[k]));
}
AK_ISA_BUILDS(rd_sum_float64_lanes, (int64_t n, const double *p, double *io, const double *at), (n, p, io, at))
AK_ISA_BUILDS(rd_sum_float64_cols, (int64_t n, const double *p, double *a, const double *at), (n, p, a, at))

static void rd_sum_float64_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const double *p = (const double *)x;
    (void)m;
    if (s == 1) {
        rd_sum_float64_lanes_pick()(n, p, (double *)acc, at);
        return;
    }
    double a = *(double *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_sum_f64_step(a, LD_ID(p[k * s]));
    *(double *)acc = a;
}
static void rd_sum_float64_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const double *p = (const double *)x;
    double *a = (double *)acc;
    (void)m;
    if (s == 1) {
        rd_sum_float64_cols_pick()(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_sum_f64_step(a[k], LD_ID(p[k * s]));
}
static void rd_sum_float64_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(double *)acc = rd_sum_f64_combine(*(double *)acc, *(const double *)other);
}
static void rd_sum_float64_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    double *o = (double *)y;
    const double *a = (const double *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_sum_f64_final(a[k], count));
}
static const ak_reduce_fns rd_sum_float64 = {sizeof(double), rd_sum_float64_init, rd_sum_float64_run, rd_sum_float64_cols, rd_sum_float64_combine, rd_sum_float64_final, NULL};

static void rd_sum_int8_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    int64_t *a = (int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_sum_i64_init(0);
}
/* unit-stride runs of int8: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_sum_int8_lanes_body(int64_t n, const int8_t *restrict p, int64_t *restrict io, const double *at) {
    (void)at;
    int64_t lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_sum_i64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_sum_i64_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_sum_i64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_sum_i64_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_sum_int8_cols_body(int64_t n, const int8_t *restrict p, int64_t *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_sum_i64_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_sum_i64_step(a[k], LD_ID(p[k]));
}

static void rd_sum_int8_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int8_t *p = (const int8_t *)x;
    (void)m;
    if (s == 1) {
        rd_sum_int8_lanes_body(n, p, (int64_t *)acc, at);
        return;
    }
    int64_t a = *(int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_sum_i64_step(a, LD_ID(p[k * s]));
    *(int64_t *)acc = a;
}
static void rd_sum_int8_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int8_t *p = (const int8_t *)x;
    int64_t *a = (int64_t *)acc;
    (void)m;
    if (s == 1) {
        rd_sum_int8_cols_body(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_sum_i64_step(a[k], LD_ID(p[k * s]));
}
static void rd_sum_int8_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(int64_t *)acc = rd_sum_i64_combine(*(int64_t *)acc, *(const int64_t *)other);
}
static void rd_sum_int8_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    int8_t *o = (int8_t *)y;
    const int64_t *a = (const int64_t *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_sum_i64_final(a[k], count));
}
static const ak_reduce_fns rd_sum_int8 = {sizeof(int64_t), rd_sum_int8_init, rd_sum_int8_run, rd_sum_int8_cols, rd_sum_int8_combine, rd_sum_int8_final, NULL};

static void rd_sum_int16_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    int64_t *a = (int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_sum_i64_init(0);
}
/* unit-stride runs of int16: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_sum_int16_lanes_body(int64_t n, const int16_t *restrict p, int64_t *restrict io, const double *at) {
    (void)at;
    int64_t lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_sum_i64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_sum_i64_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_sum_i64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_sum_i64_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_sum_int16_cols_body(int64_t n, const int16_t *restrict p, int64_t *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_sum_i64_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_sum_i64_step(a[k], LD_ID(p[k]));
}

static void rd_sum_int16_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int16_t *p = (const int16_t *)x;
    (void)m;
    if (s == 1) {
        rd_sum_int16_lanes_body(n, p, (int64_t *)acc, at);
        return;
    }
    int64_t a = *(int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_sum_i64_step(a, LD_ID(p[k * s]));
    *(int64_t *)acc = a;
}
static void rd_sum_int16_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int16_t *p = (const int16_t *)x;
    int64_t *a = (int64_t *)acc;
    (void)m;
    if (s == 1) {
        rd_sum_int16_cols_body(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_sum_i64_step(a[k], LD_ID(p[k * s]));
}
static void rd_sum_int16_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(int64_t *)acc = rd_sum_i64_combine(*(int64_t *)acc, *(const int64_t *)other);
}
static void rd_sum_int16_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    int16_t *o = (int16_t *)y;
    const int64_t *a = (const int64_t *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_sum_i64_final(a[k], count));
}
static const ak_reduce_fns rd_sum_int16 = {sizeof(int64_t), rd_sum_int16_init, rd_sum_int16_run, rd_sum_int16_cols, rd_sum_int16_combine, rd_sum_int16_final, NULL};

static void rd_sum_int32_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    int64_t *a = (int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_sum_i64_init(0);
}
/* unit-stride runs of int32: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_sum_int32_lanes_body(int64_t n, const int32_t *restrict p, int64_t *restrict io, const double *at) {
    (void)at;
    int64_t lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_sum_i64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_sum_i64_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_sum_i64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_sum_i64_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_sum_int32_cols_body(int64_t n, const int32_t *restrict p, int64_t *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_sum_i64_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_sum_i64_step(a[k], LD_ID(p[k]));
}

static void rd_sum_int32_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int32_t *p = (const int32_t *)x;
    (void)m;
    if (s == 1) {
        rd_sum_int32_lanes_body(n, p, (int64_t *)acc, at);
        return;
    }
    int64_t a = *(int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_sum_i64_step(a, LD_ID(p[k * s]));
    *(int64_t *)acc = a;
}
static void rd_sum_int32_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int32_t *p = (const int32_t *)x;
    int64_t *a = (int64_t *)acc;
    (void)m;
    if (s == 1) {
        rd_sum_int32_cols_body(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_sum_i64_step(a[k], LD_ID(p[k * s]));
}
static void rd_sum_int32_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(int64_t *)acc = rd_sum_i64_combine(*(int64_t *)acc, *(const int64_t *)other);
}
static void rd_sum_int32_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    int32_t *o = (int32_t *)y;
    const int64_t *a = (const int64_t *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_sum_i64_final(a[k], count));
}
static const ak_reduce_fns rd_sum_int32 = {sizeof(int64_t), rd_sum_int32_init, rd_sum_int32_run, rd_sum_int32_cols, rd_sum_int32_combine, rd_sum_int32_final, NULL};

static void rd_sum_int64_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    int64_t *a = (int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_sum_i64_init(0);
}
/* unit-stride runs of int64: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_sum_int64_lanes_body(int64_t n, const int64_t *restrict p, int64_t *restrict io, const double *at) {
    (void)at;
    int64_t lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_sum_i64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_sum_i64_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_sum_i64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_sum_i64_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_sum_int64_cols_body(int64_t n, const int64_t *restrict p, int64_t *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_sum_i64_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_sum_i64_step(a[k], LD_ID(p[k]));
}

static void rd_sum_int64_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int64_t *p = (const int64_t *)x;
    (void)m;
    if (s == 1) {
        rd_sum_int64_lanes_body(n, p, (int64_t *)acc, at);
        return;
    }
    int64_t a = *(int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_sum_i64_step(a, LD_ID(p[k * s]));
    *(int64_t *)acc = a;
}
static void rd_sum_int64_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int64_t *p = (const int64_t *)x;
    int64_t *a = (int64_t *)acc;
    (void)m;
    if (s == 1) {
        rd_sum_int64_cols_body(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_sum_i64_step(a[k], LD_ID(p[k * s]));
}
static void rd_sum_int64_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(int64_t *)acc = rd_sum_i64_combine(*(int64_t *)acc, *(const int64_t *)other);
}
static void rd_sum_int64_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    int64_t *o = (int64_t *)y;
    const int64_t *a = (const int64_t *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_sum_i64_final(a[k], count));
}
static const ak_reduce_fns rd_sum_int64 = {sizeof(int64_t), rd_sum_int64_init, rd_sum_int64_run, rd_sum_int64_cols, rd_sum_int64_combine, rd_sum_int64_final, NULL};

static void rd_sum_uint8_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    int64_t *a = (int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_sum_i64_init(0);
}
/* unit-stride runs of uint8: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_sum_uint8_lanes_body(int64_t n, const uint8_t *restrict p, int64_t *restrict io, const double *at) {
    (void)at;
    int64_t lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_sum_i64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_sum_i64_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_sum_i64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_sum_i64_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_sum_uint8_cols_body(int64_t n, const uint8_t *restrict p, int64_t *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_sum_i64_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_sum_i64_step(a[k], LD_ID(p[k]));
}

static void rd_sum_uint8_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint8_t *p = (const uint8_t *)x;
    (void)m;
    if (s == 1) {
        rd_sum_uint8_lanes_body(n, p, (int64_t *)acc, at);
        return;
    }
    int64_t a = *(int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_sum_i64_step(a, LD_ID(p[k * s]));
    *(int64_t *)acc = a;
}
static void rd_sum_uint8_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint8_t *p = (const uint8_t *)x;
    int64_t *a = (int64_t *)acc;
    (void)m;
    if (s == 1) {
        rd_sum_uint8_cols_body(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_sum_i64_step(a[k], LD_ID(p[k * s]));
}
static void rd_sum_uint8_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(int64_t *)acc = rd_sum_i64_combine(*(int64_t *)acc, *(const int64_t *)other);
}
static void rd_sum_uint8_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    uint8_t *o = (uint8_t *)y;
    const int64_t *a = (const int64_t *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_sum_i64_final(a[k], count));
}
static const ak_reduce_fns rd_sum_uint8 = {sizeof(int64_t), rd_sum_uint8_init, rd_sum_uint8_run, rd_sum_uint8_cols, rd_sum_uint8_combine, rd_sum_uint8_final, NULL};

int ak_sum(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_reduce_fns *f;
    switch (y->dtype) {
    case AK_F16:
        f = &rd_sum_float16;
        break;
    case AK_BF16:
        f = &rd_sum_bfloat16;
        break;
    case AK_F32:
        f = &rd_sum_float32;
        break;
    case AK_F64:
        f = &rd_sum_float64;
        break;
    case AK_I8:
        f = &rd_sum_int8;
        break;
    case AK_I16:
        f = &rd_sum_int16;
        break;
    case AK_I32:
        f = &rd_sum_int32;
        break;
    case AK_I64:
        f = &rd_sum_int64;
        break;
    case AK_U8:
        f = &rd_sum_uint8;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    return ak_reduce(ex, y, x, f, NULL);
}

/* ---- mean: `y = mean(x)` over the reduced dims (NaN where there are none). */

AK_INLINE float rd_mean_f32_init(int unused) {
    typedef float C_t;
    (void)unused;
    return (C_t)(0);
}
AK_INLINE float rd_mean_f32_step(float acc, float x) {
    typedef float C_t;
    return (C_t)(acc + x);
}
AK_INLINE float rd_mean_f32_combine(float acc, float other) {
    typedef float C_t;
    return (C_t)(acc + other);
}
AK_INLINE float rd_mean_f32_final(float acc, int64_t n) {
    typedef float C_t;
    (void)n;
    return (C_t)(acc / C(n));
}

AK_INLINE double rd_mean_f64_init(int unused) {
    typedef double C_t;
    (void)unused;
    return (C_t)(0);
}
AK_INLINE double rd_mean_f64_step(double acc, double x) {
    typedef double C_t;
    return (C_t)(acc + x);
}
AK_INLINE double rd_mean_f64_combine(double acc, double other) {
    typedef double C_t;
    return (C_t)(acc + other);
}
AK_INLINE double rd_mean_f64_final(double acc, int64_t n) {
    typedef double C_t;
    (void)n;
    return (C_t)(acc / C(n));
}

static void rd_mean_float16_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    float *a = (float *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_mean_f32_init(0);
}
/* unit-stride runs of f16 / bf16 converted to f32 chunks: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_mean_half_lanes_body(int64_t n, const float *restrict p, float *restrict io, const double *at) {
    (void)at;
    float lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_mean_f32_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_mean_f32_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_mean_f32_combine(a, lane[j]);
    for (; k < n; k++) a = rd_mean_f32_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_mean_half_cols_body(int64_t n, const float *restrict p, float *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_mean_f32_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_mean_f32_step(a[k], LD_ID(p[k]));
}
AK_ISA_BUILDS(rd_mean_half_lanes, (int64_t n, const float *p, float *io, const double *at), (n, p, io, at))
AK_ISA_BUILDS(rd_mean_half_cols, (int64_t n, const float *p, float *a, const double *at), (n, p, a, at))

static void rd_mean_float16_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, q, buf, p + c);
            rd_mean_half_lanes_pick()(q, buf, (float *)acc, at);
        }
        return;
    }
    float a = *(float *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_mean_f32_step(a, LD_H(p[k * s]));
    *(float *)acc = a;
}
static void rd_mean_float16_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    float *a = (float *)acc;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, q, buf, p + c);
            rd_mean_half_cols_pick()(q, buf, a + c, at);
        }
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_mean_f32_step(a[k], LD_H(p[k * s]));
}
static void rd_mean_float16_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(float *)acc = rd_mean_f32_combine(*(float *)acc, *(const float *)other);
}
static void rd_mean_float16_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    uint16_t *o = (uint16_t *)y;
    const float *a = (const float *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_H(rd_mean_f32_final(a[k], count));
}
static const ak_reduce_fns rd_mean_float16 = {sizeof(float), rd_mean_float16_init, rd_mean_float16_run, rd_mean_float16_cols, rd_mean_float16_combine, rd_mean_float16_final, NULL};

static void rd_mean_bfloat16_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    float *a = (float *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_mean_f32_init(0);
}

static void rd_mean_bfloat16_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, q, buf, p + c);
            rd_mean_half_lanes_pick()(q, buf, (float *)acc, at);
        }
        return;
    }
    float a = *(float *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_mean_f32_step(a, LD_B(p[k * s]));
    *(float *)acc = a;
}
static void rd_mean_bfloat16_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    float *a = (float *)acc;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, q, buf, p + c);
            rd_mean_half_cols_pick()(q, buf, a + c, at);
        }
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_mean_f32_step(a[k], LD_B(p[k * s]));
}
static void rd_mean_bfloat16_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(float *)acc = rd_mean_f32_combine(*(float *)acc, *(const float *)other);
}
static void rd_mean_bfloat16_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    uint16_t *o = (uint16_t *)y;
    const float *a = (const float *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_B(rd_mean_f32_final(a[k], count));
}
static const ak_reduce_fns rd_mean_bfloat16 = {sizeof(float), rd_mean_bfloat16_init, rd_mean_bfloat16_run, rd_mean_bfloat16_cols, rd_mean_bfloat16_combine, rd_mean_bfloat16_final, NULL};

static void rd_mean_float32_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    float *a = (float *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_mean_f32_init(0);
}
/* unit-stride runs of float32: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_mean_float32_lanes_body(int64_t n, const float *restrict p, float *restrict io, const double *at) {
    (void)at;
    float lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_mean_f32_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_mean_f32_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_mean_f32_combine(a, lane[j]);
    for (; k < n; k++) a = rd_mean_f32_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_mean_float32_cols_body(int64_t n, const float *restrict p, float *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_mean_f32_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_mean_f32_step(a[k], LD_ID(p[k]));
}
AK_ISA_BUILDS(rd_mean_float32_lanes, (int64_t n, const float *p, float *io, const double *at), (n, p, io, at))
AK_ISA_BUILDS(rd_mean_float32_cols, (int64_t n, const float *p, float *a, const double *at), (n, p, a, at))

static void rd_mean_float32_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const float *p = (const float *)x;
    (void)m;
    if (s == 1) {
        rd_mean_float32_lanes_pick()(n, p, (float *)acc, at);
        return;
    }
    float a = *(float *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_mean_f32_step(a, LD_ID(p[k * s]));
    *(float *)acc = a;
}
static void rd_mean_float32_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const float *p = (const float *)x;
    float *a = (float *)acc;
    (void)m;
    if (s == 1) {
        rd_mean_float32_cols_pick()(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_mean_f32_step(a[k], LD_ID(p[k * s]));
}
static void rd_mean_float32_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(float *)acc = rd_mean_f32_combine(*(float *)acc, *(const float *)other);
}
static void rd_mean_float32_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    float *o = (float *)y;
    const float *a = (const float *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_mean_f32_final(a[k], count));
}
static const ak_reduce_fns rd_mean_float32 = {sizeof(float), rd_mean_float32_init, rd_mean_float32_run, rd_mean_float32_cols, rd_mean_float32_combine, rd_mean_float32_final, NULL};

static void rd_mean_float64_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    double *a = (double *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_mean_f64_init(0);
}
/* unit-stride runs of float64: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_mean_float64_lanes_body(int64_t n, const double *restrict p, double *restrict io, const double *at) {
    (void)at;
    double lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_mean_f64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_mean_f64_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_mean_f64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_mean_f64_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_mean_float64_cols_body(int64_t n, const double *restrict p, double *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_mean_f64_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_mean_f64_step(a[k], LD_ID(p[k]));
}
AK_ISA_BUILDS(rd_mean_float64_lanes, (int64_t n, const double *p, double *io, const double *at), (n, p, io, at))
AK_ISA_BUILDS(rd_mean_float64_cols, (int64_t n, const double *p, double *a, const double *at), (n, p, a, at))

static void rd_mean_float64_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const double *p = (const double *)x;
    (void)m;
    if (s == 1) {
        rd_mean_float64_lanes_pick()(n, p, (double *)acc, at);
        return;
    }
    double a = *(double *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_mean_f64_step(a, LD_ID(p[k * s]));
    *(double *)acc = a;
}
static void rd_mean_float64_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const double *p = (const double *)x;
    double *a = (double *)acc;
    (void)m;
    if (s == 1) {
        rd_mean_float64_cols_pick()(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_mean_f64_step(a[k], LD_ID(p[k * s]));
}
static void rd_mean_float64_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(double *)acc = rd_mean_f64_combine(*(double *)acc, *(const double *)other);
}
static void rd_mean_float64_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    double *o = (double *)y;
    const double *a = (const double *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_mean_f64_final(a[k], count));
}
static const ak_reduce_fns rd_mean_float64 = {sizeof(double), rd_mean_float64_init, rd_mean_float64_run, rd_mean_float64_cols, rd_mean_float64_combine, rd_mean_float64_final, NULL};

int ak_mean(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_reduce_fns *f;
    switch (y->dtype) {
    case AK_F16:
        f = &rd_mean_float16;
        break;
    case AK_BF16:
        f = &rd_mean_bfloat16;
        break;
    case AK_F32:
        f = &rd_mean_float32;
        break;
    case AK_F64:
        f = &rd_mean_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    return ak_reduce(ex, y, x, f, NULL);
}

/* ---- prod: `y = prod(x)` over the reduced dims (torch.prod), f16/bf16 multiplied in f32 in the kernel's fixed order: a zero after a partial product overflowed gives NaN (IEEE's inf * 0; another order, NumPy's f64 one, may give 0 instead, as torch's f32 accumulation may too). */

AK_INLINE float rd_prod_f32_init(int unused) {
    typedef float C_t;
    (void)unused;
    return (C_t)(1);
}
AK_INLINE float rd_prod_f32_step(float acc, float x) {
    typedef float C_t;
    return (C_t)(acc * x);
}
AK_INLINE float rd_prod_f32_combine(float acc, float other) {
    typedef float C_t;
    return (C_t)(acc * other);
}
AK_INLINE float rd_prod_f32_final(float acc, int64_t n) {
    typedef float C_t;
    (void)n;
    return (C_t)(acc);
}

AK_INLINE double rd_prod_f64_init(int unused) {
    typedef double C_t;
    (void)unused;
    return (C_t)(1);
}
AK_INLINE double rd_prod_f64_step(double acc, double x) {
    typedef double C_t;
    return (C_t)(acc * x);
}
AK_INLINE double rd_prod_f64_combine(double acc, double other) {
    typedef double C_t;
    return (C_t)(acc * other);
}
AK_INLINE double rd_prod_f64_final(double acc, int64_t n) {
    typedef double C_t;
    (void)n;
    return (C_t)(acc);
}

AK_INLINE int64_t rd_prod_i64_init(int unused) {
    typedef int64_t C_t;
    (void)unused;
    return (C_t)(1);
}
AK_INLINE int64_t rd_prod_i64_step(int64_t acc, int64_t x) {
    typedef int64_t C_t;
    return (C_t)(acc * x);
}
AK_INLINE int64_t rd_prod_i64_combine(int64_t acc, int64_t other) {
    typedef int64_t C_t;
    return (C_t)(acc * other);
}
AK_INLINE int64_t rd_prod_i64_final(int64_t acc, int64_t n) {
    typedef int64_t C_t;
    (void)n;
    return (C_t)(acc);
}

static void rd_prod_float16_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    float *a = (float *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_prod_f32_init(0);
}
/* unit-stride runs of f16 / bf16 converted to f32 chunks: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_prod_half_lanes_body(int64_t n, const float *restrict p, float *restrict io, const double *at) {
    (void)at;
    float lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_prod_f32_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_prod_f32_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_prod_f32_combine(a, lane[j]);
    for (; k < n; k++) a = rd_prod_f32_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_prod_half_cols_body(int64_t n, const float *restrict p, float *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_prod_f32_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_prod_f32_step(a[k], LD_ID(p[k]));
}
AK_ISA_BUILDS(rd_prod_half_lanes, (int64_t n, const float *p, float *io, const double *at), (n, p, io, at))
AK_ISA_BUILDS(rd_prod_half_cols, (int64_t n, const float *p, float *a, const double *at), (n, p, a, at))

static void rd_prod_float16_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, q, buf, p + c);
            rd_prod_half_lanes_pick()(q, buf, (float *)acc, at);
        }
        return;
    }
    float a = *(float *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_prod_f32_step(a, LD_H(p[k * s]));
    *(float *)acc = a;
}
static void rd_prod_float16_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    float *a = (float *)acc;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, q, buf, p + c);
            rd_prod_half_cols_pick()(q, buf, a + c, at);
        }
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_prod_f32_step(a[k], LD_H(p[k * s]));
}
static void rd_prod_float16_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(float *)acc = rd_prod_f32_combine(*(float *)acc, *(const float *)other);
}
static void rd_prod_float16_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    uint16_t *o = (uint16_t *)y;
    const float *a = (const float *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_H(rd_prod_f32_final(a[k], count));
}
static const ak_reduce_fns rd_prod_float16 = {sizeof(float), rd_prod_float16_init, rd_prod_float16_run, rd_prod_float16_cols, rd_prod_float16_combine, rd_prod_float16_final, NULL};

static void rd_prod_bfloat16_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    float *a = (float *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_prod_f32_init(0);
}

static void rd_prod_bfloat16_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, q, buf, p + c);
            rd_prod_half_lanes_pick()(q, buf, (float *)acc, at);
        }
        return;
    }
    float a = *(float *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_prod_f32_step(a, LD_B(p[k * s]));
    *(float *)acc = a;
}
static void rd_prod_bfloat16_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    float *a = (float *)acc;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, q, buf, p + c);
            rd_prod_half_cols_pick()(q, buf, a + c, at);
        }
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_prod_f32_step(a[k], LD_B(p[k * s]));
}
static void rd_prod_bfloat16_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(float *)acc = rd_prod_f32_combine(*(float *)acc, *(const float *)other);
}
static void rd_prod_bfloat16_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    uint16_t *o = (uint16_t *)y;
    const float *a = (const float *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_B(rd_prod_f32_final(a[k], count));
}
static const ak_reduce_fns rd_prod_bfloat16 = {sizeof(float), rd_prod_bfloat16_init, rd_prod_bfloat16_run, rd_prod_bfloat16_cols, rd_prod_bfloat16_combine, rd_prod_bfloat16_final, NULL};

static void rd_prod_float32_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    float *a = (float *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_prod_f32_init(0);
}
/* unit-stride runs of float32: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_prod_float32_lanes_body(int64_t n, const float *restrict p, float *restrict io, const double *at) {
    (void)at;
    float lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_prod_f32_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_prod_f32_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_prod_f32_combine(a, lane[j]);
    for (; k < n; k++) a = rd_prod_f32_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_prod_float32_cols_body(int64_t n, const float *restrict p, float *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_prod_f32_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_prod_f32_step(a[k], LD_ID(p[k]));
}
AK_ISA_BUILDS(rd_prod_float32_lanes, (int64_t n, const float *p, float *io, const double *at), (n, p, io, at))
AK_ISA_BUILDS(rd_prod_float32_cols, (int64_t n, const float *p, float *a, const double *at), (n, p, a, at))

static void rd_prod_float32_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const float *p = (const float *)x;
    (void)m;
    if (s == 1) {
        rd_prod_float32_lanes_pick()(n, p, (float *)acc, at);
        return;
    }
    float a = *(float *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_prod_f32_step(a, LD_ID(p[k * s]));
    *(float *)acc = a;
}
static void rd_prod_float32_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const float *p = (const float *)x;
    float *a = (float *)acc;
    (void)m;
    if (s == 1) {
        rd_prod_float32_cols_pick()(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_prod_f32_step(a[k], LD_ID(p[k * s]));
}
static void rd_prod_float32_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(float *)acc = rd_prod_f32_combine(*(float *)acc, *(const float *)other);
}
static void rd_prod_float32_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    float *o = (float *)y;
    const float *a = (const float *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_prod_f32_final(a[k], count));
}
static const ak_reduce_fns rd_prod_float32 = {sizeof(float), rd_prod_float32_init, rd_prod_float32_run, rd_prod_float32_cols, rd_prod_float32_combine, rd_prod_float32_final, NULL};

static void rd_prod_float64_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    double *a = (double *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_prod_f64_init(0);
}
/* unit-stride runs of float64: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_prod_float64_lanes_body(int64_t n, const double *restrict p, double *restrict io, const double *at) {
    (void)at;
    double lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_prod_f64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_prod_f64_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_prod_f64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_prod_f64_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_prod_float64_cols_body(int64_t n, const double *restrict p, double *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_prod_f64_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_prod_f64_step(a[k], LD_ID(p[k]));
}
AK_ISA_BUILDS(rd_prod_float64_lanes, (int64_t n, const double *p, double *io, const double *at), (n, p, io, at))
AK_ISA_BUILDS(rd_prod_float64_cols, (int64_t n, const double *p, double *a, const double *at), (n, p, a, at))

static void rd_prod_float64_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const double *p = (const double *)x;
    (void)m;
    if (s == 1) {
        rd_prod_float64_lanes_pick()(n, p, (double *)acc, at);
        return;
    }
    double a = *(double *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_prod_f64_step(a, LD_ID(p[k * s]));
    *(double *)acc = a;
}
static void rd_prod_float64_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const double *p = (const double *)x;
    double *a = (double *)acc;
    (void)m;
    if (s == 1) {
        rd_prod_float64_cols_pick()(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_prod_f64_step(a[k], LD_ID(p[k * s]));
}
static void rd_prod_float64_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(double *)acc = rd_prod_f64_combine(*(double *)acc, *(const double *)other);
}
static void rd_prod_float64_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    double *o = (double *)y;
    const double *a = (const double *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_prod_f64_final(a[k], count));
}
static const ak_reduce_fns rd_prod_float64 = {sizeof(double), rd_prod_float64_init, rd_prod_float64_run, rd_prod_float64_cols, rd_prod_float64_combine, rd_prod_float64_final, NULL};

static void rd_prod_int8_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    int64_t *a = (int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_prod_i64_init(0);
}
/* unit-stride runs of int8: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_prod_int8_lanes_body(int64_t n, const int8_t *restrict p, int64_t *restrict io, const double *at) {
    (void)at;
    int64_t lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_prod_i64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_prod_i64_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_prod_i64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_prod_i64_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_prod_int8_cols_body(int64_t n, const int8_t *restrict p, int64_t *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_prod_i64_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_prod_i64_step(a[k], LD_ID(p[k]));
}

static void rd_prod_int8_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int8_t *p = (const int8_t *)x;
    (void)m;
    if (s == 1) {
        rd_prod_int8_lanes_body(n, p, (int64_t *)acc, at);
        return;
    }
    int64_t a = *(int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_prod_i64_step(a, LD_ID(p[k * s]));
    *(int64_t *)acc = a;
}
static void rd_prod_int8_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int8_t *p = (const int8_t *)x;
    int64_t *a = (int64_t *)acc;
    (void)m;
    if (s == 1) {
        rd_prod_int8_cols_body(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_prod_i64_step(a[k], LD_ID(p[k * s]));
}
static void rd_prod_int8_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(int64_t *)acc = rd_prod_i64_combine(*(int64_t *)acc, *(const int64_t *)other);
}
static void rd_prod_int8_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    int8_t *o = (int8_t *)y;
    const int64_t *a = (const int64_t *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_prod_i64_final(a[k], count));
}
static const ak_reduce_fns rd_prod_int8 = {sizeof(int64_t), rd_prod_int8_init, rd_prod_int8_run, rd_prod_int8_cols, rd_prod_int8_combine, rd_prod_int8_final, NULL};

static void rd_prod_int16_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    int64_t *a = (int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_prod_i64_init(0);
}
/* unit-stride runs of int16: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_prod_int16_lanes_body(int64_t n, const int16_t *restrict p, int64_t *restrict io, const double *at) {
    (void)at;
    int64_t lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_prod_i64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_prod_i64_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_prod_i64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_prod_i64_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_prod_int16_cols_body(int64_t n, const int16_t *restrict p, int64_t *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_prod_i64_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_prod_i64_step(a[k], LD_ID(p[k]));
}

static void rd_prod_int16_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int16_t *p = (const int16_t *)x;
    (void)m;
    if (s == 1) {
        rd_prod_int16_lanes_body(n, p, (int64_t *)acc, at);
        return;
    }
    int64_t a = *(int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_prod_i64_step(a, LD_ID(p[k * s]));
    *(int64_t *)acc = a;
}
static void rd_prod_int16_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int16_t *p = (const int16_t *)x;
    int64_t *a = (int64_t *)acc;
    (void)m;
    if (s == 1) {
        rd_prod_int16_cols_body(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_prod_i64_step(a[k], LD_ID(p[k * s]));
}
static void rd_prod_int16_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(int64_t *)acc = rd_prod_i64_combine(*(int64_t *)acc, *(const int64_t *)other);
}
static void rd_prod_int16_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    int16_t *o = (int16_t *)y;
    const int64_t *a = (const int64_t *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_prod_i64_final(a[k], count));
}
static const ak_reduce_fns rd_prod_int16 = {sizeof(int64_t), rd_prod_int16_init, rd_prod_int16_run, rd_prod_int16_cols, rd_prod_int16_combine, rd_prod_int16_final, NULL};

static void rd_prod_int32_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    int64_t *a = (int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_prod_i64_init(0);
}
/* unit-stride runs of int32: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_prod_int32_lanes_body(int64_t n, const int32_t *restrict p, int64_t *restrict io, const double *at) {
    (void)at;
    int64_t lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_prod_i64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_prod_i64_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_prod_i64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_prod_i64_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_prod_int32_cols_body(int64_t n, const int32_t *restrict p, int64_t *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_prod_i64_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_prod_i64_step(a[k], LD_ID(p[k]));
}

static void rd_prod_int32_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int32_t *p = (const int32_t *)x;
    (void)m;
    if (s == 1) {
        rd_prod_int32_lanes_body(n, p, (int64_t *)acc, at);
        return;
    }
    int64_t a = *(int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_prod_i64_step(a, LD_ID(p[k * s]));
    *(int64_t *)acc = a;
}
static void rd_prod_int32_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int32_t *p = (const int32_t *)x;
    int64_t *a = (int64_t *)acc;
    (void)m;
    if (s == 1) {
        rd_prod_int32_cols_body(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_prod_i64_step(a[k], LD_ID(p[k * s]));
}
static void rd_prod_int32_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(int64_t *)acc = rd_prod_i64_combine(*(int64_t *)acc, *(const int64_t *)other);
}
static void rd_prod_int32_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    int32_t *o = (int32_t *)y;
    const int64_t *a = (const int64_t *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_prod_i64_final(a[k], count));
}
static const ak_reduce_fns rd_prod_int32 = {sizeof(int64_t), rd_prod_int32_init, rd_prod_int32_run, rd_prod_int32_cols, rd_prod_int32_combine, rd_prod_int32_final, NULL};

static void rd_prod_int64_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    int64_t *a = (int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_prod_i64_init(0);
}
/* unit-stride runs of int64: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_prod_int64_lanes_body(int64_t n, const int64_t *restrict p, int64_t *restrict io, const double *at) {
    (void)at;
    int64_t lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_prod_i64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_prod_i64_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_prod_i64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_prod_i64_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_prod_int64_cols_body(int64_t n, const int64_t *restrict p, int64_t *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_prod_i64_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_prod_i64_step(a[k], LD_ID(p[k]));
}

static void rd_prod_int64_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int64_t *p = (const int64_t *)x;
    (void)m;
    if (s == 1) {
        rd_prod_int64_lanes_body(n, p, (int64_t *)acc, at);
        return;
    }
    int64_t a = *(int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_prod_i64_step(a, LD_ID(p[k * s]));
    *(int64_t *)acc = a;
}
static void rd_prod_int64_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int64_t *p = (const int64_t *)x;
    int64_t *a = (int64_t *)acc;
    (void)m;
    if (s == 1) {
        rd_prod_int64_cols_body(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_prod_i64_step(a[k], LD_ID(p[k * s]));
}
static void rd_prod_int64_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(int64_t *)acc = rd_prod_i64_combine(*(int64_t *)acc, *(const int64_t *)other);
}
static void rd_prod_int64_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    int64_t *o = (int64_t *)y;
    const int64_t *a = (const int64_t *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_prod_i64_final(a[k], count));
}
static const ak_reduce_fns rd_prod_int64 = {sizeof(int64_t), rd_prod_int64_init, rd_prod_int64_run, rd_prod_int64_cols, rd_prod_int64_combine, rd_prod_int64_final, NULL};

static void rd_prod_uint8_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    int64_t *a = (int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_prod_i64_init(0);
}
/* unit-stride runs of uint8: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_prod_uint8_lanes_body(int64_t n, const uint8_t *restrict p, int64_t *restrict io, const double *at) {
    (void)at;
    int64_t lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_prod_i64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_prod_i64_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_prod_i64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_prod_i64_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_prod_uint8_cols_body(int64_t n, const uint8_t *restrict p, int64_t *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_prod_i64_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_prod_i64_step(a[k], LD_ID(p[k]));
}

static void rd_prod_uint8_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint8_t *p = (const uint8_t *)x;
    (void)m;
    if (s == 1) {
        rd_prod_uint8_lanes_body(n, p, (int64_t *)acc, at);
        return;
    }
    int64_t a = *(int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_prod_i64_step(a, LD_ID(p[k * s]));
    *(int64_t *)acc = a;
}
static void rd_prod_uint8_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint8_t *p = (const uint8_t *)x;
    int64_t *a = (int64_t *)acc;
    (void)m;
    if (s == 1) {
        rd_prod_uint8_cols_body(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_prod_i64_step(a[k], LD_ID(p[k * s]));
}
static void rd_prod_uint8_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(int64_t *)acc = rd_prod_i64_combine(*(int64_t *)acc, *(const int64_t *)other);
}
static void rd_prod_uint8_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    uint8_t *o = (uint8_t *)y;
    const int64_t *a = (const int64_t *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_prod_i64_final(a[k], count));
}
static const ak_reduce_fns rd_prod_uint8 = {sizeof(int64_t), rd_prod_uint8_init, rd_prod_uint8_run, rd_prod_uint8_cols, rd_prod_uint8_combine, rd_prod_uint8_final, NULL};

int ak_prod(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_reduce_fns *f;
    switch (y->dtype) {
    case AK_F16:
        f = &rd_prod_float16;
        break;
    case AK_BF16:
        f = &rd_prod_bfloat16;
        break;
    case AK_F32:
        f = &rd_prod_float32;
        break;
    case AK_F64:
        f = &rd_prod_float64;
        break;
    case AK_I8:
        f = &rd_prod_int8;
        break;
    case AK_I16:
        f = &rd_prod_int16;
        break;
    case AK_I32:
        f = &rd_prod_int32;
        break;
    case AK_I64:
        f = &rd_prod_int64;
        break;
    case AK_U8:
        f = &rd_prod_uint8;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    return ak_reduce(ex, y, x, f, NULL);
}

/* ---- amax: `y = max(x)` over the reduced dims; NaN if any is NaN (torch.amax). No elements to reduce (an output over none): refused at creation, as torch raises. */

AK_INLINE float rd_amax_f32_init(int unused) {
    typedef float C_t;
    (void)unused;
    return (C_t)(-INFINITY);
}
AK_INLINE float rd_amax_f32_step(float acc, float x) {
    typedef float C_t;
    return (C_t)((x != x) | (x > acc) ? x : acc);
}
AK_INLINE float rd_amax_f32_combine(float acc, float other) {
    typedef float C_t;
    return (C_t)((other != other) | (other > acc) ? other : acc);
}
AK_INLINE float rd_amax_f32_final(float acc, int64_t n) {
    typedef float C_t;
    (void)n;
    return (C_t)(acc);
}

AK_INLINE double rd_amax_f64_init(int unused) {
    typedef double C_t;
    (void)unused;
    return (C_t)(-INFINITY);
}
AK_INLINE double rd_amax_f64_step(double acc, double x) {
    typedef double C_t;
    return (C_t)((x != x) | (x > acc) ? x : acc);
}
AK_INLINE double rd_amax_f64_combine(double acc, double other) {
    typedef double C_t;
    return (C_t)((other != other) | (other > acc) ? other : acc);
}
AK_INLINE double rd_amax_f64_final(double acc, int64_t n) {
    typedef double C_t;
    (void)n;
    return (C_t)(acc);
}

AK_INLINE int64_t rd_amax_i64_init(int unused) {
    typedef int64_t C_t;
    (void)unused;
    return (C_t)(INT64_MIN);
}
AK_INLINE int64_t rd_amax_i64_step(int64_t acc, int64_t x) {
    typedef int64_t C_t;
    return (C_t)(x > acc ? x : acc);
}
AK_INLINE int64_t rd_amax_i64_combine(int64_t acc, int64_t other) {
    typedef int64_t C_t;
    return (C_t)(other > acc ? other : acc);
}
AK_INLINE int64_t rd_amax_i64_final(int64_t acc, int64_t n) {
    typedef int64_t C_t;
    (void)n;
    return (C_t)(acc);
}

static void rd_amax_float16_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    float *a = (float *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_amax_f32_init(0);
}
/* unit-stride runs of f16 / bf16 converted to f32 chunks: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_amax_half_lanes_body(int64_t n, const float *restrict p, float *restrict io, const double *at) {
    (void)at;
    float lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_amax_f32_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_amax_f32_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_amax_f32_combine(a, lane[j]);
    for (; k < n; k++) a = rd_amax_f32_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_amax_half_cols_body(int64_t n, const float *restrict p, float *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_amax_f32_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_amax_f32_step(a[k], LD_ID(p[k]));
}
AK_ISA_BUILDS(rd_amax_half_lanes, (int64_t n, const float *p, float *io, const double *at), (n, p, io, at))
AK_ISA_BUILDS(rd_amax_half_cols, (int64_t n, const float *p, float *a, const double *at), (n, p, a, at))

static void rd_amax_float16_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, q, buf, p + c);
            rd_amax_half_lanes_pick()(q, buf, (float *)acc, at);
        }
        return;
    }
    float a = *(float *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_amax_f32_step(a, LD_H(p[k * s]));
    *(float *)acc = a;
}
static void rd_amax_float16_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    float *a = (float *)acc;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, q, buf, p + c);
            rd_amax_half_cols_pick()(q, buf, a + c, at);
        }
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_amax_f32_step(a[k], LD_H(p[k * s]));
}
static void rd_amax_float16_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(float *)acc = rd_amax_f32_combine(*(float *)acc, *(const float *)other);
}
static void rd_amax_float16_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    uint16_t *o = (uint16_t *)y;
    const float *a = (const float *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_H(rd_amax_f32_final(a[k], count));
}
static const ak_reduce_fns rd_amax_float16 = {sizeof(float), rd_amax_float16_init, rd_amax_float16_run, rd_amax_float16_cols, rd_amax_float16_combine, rd_amax_float16_final, NULL};

static void rd_amax_bfloat16_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    float *a = (float *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_amax_f32_init(0);
}

static void rd_amax_bfloat16_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, q, buf, p + c);
            rd_amax_half_lanes_pick()(q, buf, (float *)acc, at);
        }
        return;
    }
    float a = *(float *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_amax_f32_step(a, LD_B(p[k * s]));
    *(float *)acc = a;
}
static void rd_amax_bfloat16_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    float *a = (float *)acc;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, q, buf, p + c);
            rd_amax_half_cols_pick()(q, buf, a + c, at);
        }
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_amax_f32_step(a[k], LD_B(p[k * s]));
}
static void rd_amax_bfloat16_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(float *)acc = rd_amax_f32_combine(*(float *)acc, *(const float *)other);
}
static void rd_amax_bfloat16_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    uint16_t *o = (uint16_t *)y;
    const float *a = (const float *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_B(rd_amax_f32_final(a[k], count));
}
static const ak_reduce_fns rd_amax_bfloat16 = {sizeof(float), rd_amax_bfloat16_init, rd_amax_bfloat16_run, rd_amax_bfloat16_cols, rd_amax_bfloat16_combine, rd_amax_bfloat16_final, NULL};

static void rd_amax_float32_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    float *a = (float *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_amax_f32_init(0);
}
/* unit-stride runs of float32: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_amax_float32_lanes_body(int64_t n, const float *restrict p, float *restrict io, const double *at) {
    (void)at;
    float lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_amax_f32_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_amax_f32_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_amax_f32_combine(a, lane[j]);
    for (; k < n; k++) a = rd_amax_f32_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_amax_float32_cols_body(int64_t n, const float *restrict p, float *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_amax_f32_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_amax_f32_step(a[k], LD_ID(p[k]));
}
AK_ISA_BUILDS(rd_amax_float32_lanes, (int64_t n, const float *p, float *io, const double *at), (n, p, io, at))
AK_ISA_BUILDS(rd_amax_float32_cols, (int64_t n, const float *p, float *a, const double *at), (n, p, a, at))

static void rd_amax_float32_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const float *p = (const float *)x;
    (void)m;
    if (s == 1) {
        rd_amax_float32_lanes_pick()(n, p, (float *)acc, at);
        return;
    }
    float a = *(float *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_amax_f32_step(a, LD_ID(p[k * s]));
    *(float *)acc = a;
}
static void rd_amax_float32_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const float *p = (const float *)x;
    float *a = (float *)acc;
    (void)m;
    if (s == 1) {
        rd_amax_float32_cols_pick()(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_amax_f32_step(a[k], LD_ID(p[k * s]));
}
static void rd_amax_float32_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(float *)acc = rd_amax_f32_combine(*(float *)acc, *(const float *)other);
}
static void rd_amax_float32_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    float *o = (float *)y;
    const float *a = (const float *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_amax_f32_final(a[k], count));
}
static const ak_reduce_fns rd_amax_float32 = {sizeof(float), rd_amax_float32_init, rd_amax_float32_run, rd_amax_float32_cols, rd_amax_float32_combine, rd_amax_float32_final, NULL};

static void rd_amax_float64_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    double *a = (double *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_amax_f64_init(0);
}
/* unit-stride runs of float64: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_amax_float64_lanes_body(int64_t n, const double *restrict p, double *restrict io, const double *at) {
    (void)at;
    double lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_amax_f64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_amax_f64_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_amax_f64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_amax_f64_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_amax_float64_cols_body(int64_t n, const double *restrict p, double *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_amax_f64_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_amax_f64_step(a[k], LD_ID(p[k]));
}
AK_ISA_BUILDS(rd_amax_float64_lanes, (int64_t n, const double *p, double *io, const double *at), (n, p, io, at))
AK_ISA_BUILDS(rd_amax_float64_cols, (int64_t n, const double *p, double *a, const double *at), (n, p, a, at))

static void rd_amax_float64_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const double *p = (const double *)x;
    (void)m;
    if (s == 1) {
        rd_amax_float64_lanes_pick()(n, p, (double *)acc, at);
        return;
    }
    double a = *(double *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_amax_f64_step(a, LD_ID(p[k * s]));
    *(double *)acc = a;
}
static void rd_amax_float64_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const double *p = (const double *)x;
    double *a = (double *)acc;
    (void)m;
    if (s == 1) {
        rd_amax_float64_cols_pick()(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_amax_f64_step(a[k], LD_ID(p[k * s]));
}
static void rd_amax_float64_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(double *)acc = rd_amax_f64_combine(*(double *)acc, *(const double *)other);
}
static void rd_amax_float64_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    double *o = (double *)y;
    const double *a = (const double *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_amax_f64_final(a[k], count));
}
static const ak_reduce_fns rd_amax_float64 = {sizeof(double), rd_amax_float64_init, rd_amax_float64_run, rd_amax_float64_cols, rd_amax_float64_combine, rd_amax_float64_final, NULL};

static void rd_amax_int8_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    int64_t *a = (int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_amax_i64_init(0);
}
/* unit-stride runs of int8: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_amax_int8_lanes_body(int64_t n, const int8_t *restrict p, int64_t *restrict io, const double *at) {
    (void)at;
    int64_t lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_amax_i64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_amax_i64_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_amax_i64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_amax_i64_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_amax_int8_cols_body(int64_t n, const int8_t *restrict p, int64_t *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_amax_i64_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_amax_i64_step(a[k], LD_ID(p[k]));
}

static void rd_amax_int8_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int8_t *p = (const int8_t *)x;
    (void)m;
    if (s == 1) {
        rd_amax_int8_lanes_body(n, p, (int64_t *)acc, at);
        return;
    }
    int64_t a = *(int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_amax_i64_step(a, LD_ID(p[k * s]));
    *(int64_t *)acc = a;
}
static void rd_amax_int8_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int8_t *p = (const int8_t *)x;
    int64_t *a = (int64_t *)acc;
    (void)m;
    if (s == 1) {
        rd_amax_int8_cols_body(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_amax_i64_step(a[k], LD_ID(p[k * s]));
}
static void rd_amax_int8_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(int64_t *)acc = rd_amax_i64_combine(*(int64_t *)acc, *(const int64_t *)other);
}
static void rd_amax_int8_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    int8_t *o = (int8_t *)y;
    const int64_t *a = (const int64_t *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_amax_i64_final(a[k], count));
}
static const ak_reduce_fns rd_amax_int8 = {sizeof(int64_t), rd_amax_int8_init, rd_amax_int8_run, rd_amax_int8_cols, rd_amax_int8_combine, rd_amax_int8_final, NULL};

static void rd_amax_int16_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    int64_t *a = (int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_amax_i64_init(0);
}
/* unit-stride runs of int16: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_amax_int16_lanes_body(int64_t n, const int16_t *restrict p, int64_t *restrict io, const double *at) {
    (void)at;
    int64_t lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_amax_i64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_amax_i64_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_amax_i64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_amax_i64_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_amax_int16_cols_body(int64_t n, const int16_t *restrict p, int64_t *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_amax_i64_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_amax_i64_step(a[k], LD_ID(p[k]));
}

static void rd_amax_int16_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int16_t *p = (const int16_t *)x;
    (void)m;
    if (s == 1) {
        rd_amax_int16_lanes_body(n, p, (int64_t *)acc, at);
        return;
    }
    int64_t a = *(int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_amax_i64_step(a, LD_ID(p[k * s]));
    *(int64_t *)acc = a;
}
static void rd_amax_int16_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int16_t *p = (const int16_t *)x;
    int64_t *a = (int64_t *)acc;
    (void)m;
    if (s == 1) {
        rd_amax_int16_cols_body(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_amax_i64_step(a[k], LD_ID(p[k * s]));
}
static void rd_amax_int16_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(int64_t *)acc = rd_amax_i64_combine(*(int64_t *)acc, *(const int64_t *)other);
}
static void rd_amax_int16_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    int16_t *o = (int16_t *)y;
    const int64_t *a = (const int64_t *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_amax_i64_final(a[k], count));
}
static const ak_reduce_fns rd_amax_int16 = {sizeof(int64_t), rd_amax_int16_init, rd_amax_int16_run, rd_amax_int16_cols, rd_amax_int16_combine, rd_amax_int16_final, NULL};

static void rd_amax_int32_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    int64_t *a = (int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_amax_i64_init(0);
}
/* unit-stride runs of int32: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_amax_int32_lanes_body(int64_t n, const int32_t *restrict p, int64_t *restrict io, const double *at) {
    (void)at;
    int64_t lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_amax_i64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_amax_i64_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_amax_i64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_amax_i64_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_amax_int32_cols_body(int64_t n, const int32_t *restrict p, int64_t *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_amax_i64_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_amax_i64_step(a[k], LD_ID(p[k]));
}

static void rd_amax_int32_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int32_t *p = (const int32_t *)x;
    (void)m;
    if (s == 1) {
        rd_amax_int32_lanes_body(n, p, (int64_t *)acc, at);
        return;
    }
    int64_t a = *(int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_amax_i64_step(a, LD_ID(p[k * s]));
    *(int64_t *)acc = a;
}
static void rd_amax_int32_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int32_t *p = (const int32_t *)x;
    int64_t *a = (int64_t *)acc;
    (void)m;
    if (s == 1) {
        rd_amax_int32_cols_body(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_amax_i64_step(a[k], LD_ID(p[k * s]));
}
static void rd_amax_int32_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(int64_t *)acc = rd_amax_i64_combine(*(int64_t *)acc, *(const int64_t *)other);
}
static void rd_amax_int32_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    int32_t *o = (int32_t *)y;
    const int64_t *a = (const int64_t *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_amax_i64_final(a[k], count));
}
static const ak_reduce_fns rd_amax_int32 = {sizeof(int64_t), rd_amax_int32_init, rd_amax_int32_run, rd_amax_int32_cols, rd_amax_int32_combine, rd_amax_int32_final, NULL};

static void rd_amax_int64_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    int64_t *a = (int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_amax_i64_init(0);
}
/* unit-stride runs of int64: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_amax_int64_lanes_body(int64_t n, const int64_t *restrict p, int64_t *restrict io, const double *at) {
    (void)at;
    int64_t lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_amax_i64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_amax_i64_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_amax_i64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_amax_i64_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_amax_int64_cols_body(int64_t n, const int64_t *restrict p, int64_t *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_amax_i64_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_amax_i64_step(a[k], LD_ID(p[k]));
}

static void rd_amax_int64_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int64_t *p = (const int64_t *)x;
    (void)m;
    if (s == 1) {
        rd_amax_int64_lanes_body(n, p, (int64_t *)acc, at);
        return;
    }
    int64_t a = *(int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_amax_i64_step(a, LD_ID(p[k * s]));
    *(int64_t *)acc = a;
}
static void rd_amax_int64_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int64_t *p = (const int64_t *)x;
    int64_t *a = (int64_t *)acc;
    (void)m;
    if (s == 1) {
        rd_amax_int64_cols_body(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_amax_i64_step(a[k], LD_ID(p[k * s]));
}
static void rd_amax_int64_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(int64_t *)acc = rd_amax_i64_combine(*(int64_t *)acc, *(const int64_t *)other);
}
static void rd_amax_int64_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    int64_t *o = (int64_t *)y;
    const int64_t *a = (const int64_t *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_amax_i64_final(a[k], count));
}
static const ak_reduce_fns rd_amax_int64 = {sizeof(int64_t), rd_amax_int64_init, rd_amax_int64_run, rd_amax_int64_cols, rd_amax_int64_combine, rd_amax_int64_final, NULL};

static void rd_amax_uint8_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    int64_t *a = (int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_amax_i64_init(0);
}
/* unit-stride runs of uint8: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_amax_uint8_lanes_body(int64_t n, const uint8_t *restrict p, int64_t *restrict io, const double *at) {
    (void)at;
    int64_t lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_amax_i64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_amax_i64_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_amax_i64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_amax_i64_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_amax_uint8_cols_body(int64_t n, const uint8_t *restrict p, int64_t *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_amax_i64_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_amax_i64_step(a[k], LD_ID(p[k]));
}

static void rd_amax_uint8_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint8_t *p = (const uint8_t *)x;
    (void)m;
    if (s == 1) {
        rd_amax_uint8_lanes_body(n, p, (int64_t *)acc, at);
        return;
    }
    int64_t a = *(int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_amax_i64_step(a, LD_ID(p[k * s]));
    *(int64_t *)acc = a;
}
static void rd_amax_uint8_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint8_t *p = (const uint8_t *)x;
    int64_t *a = (int64_t *)acc;
    (void)m;
    if (s == 1) {
        rd_amax_uint8_cols_body(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_amax_i64_step(a[k], LD_ID(p[k * s]));
}
static void rd_amax_uint8_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(int64_t *)acc = rd_amax_i64_combine(*(int64_t *)acc, *(const int64_t *)other);
}
static void rd_amax_uint8_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    uint8_t *o = (uint8_t *)y;
    const int64_t *a = (const int64_t *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_amax_i64_final(a[k], count));
}
static const ak_reduce_fns rd_amax_uint8 = {sizeof(int64_t), rd_amax_uint8_init, rd_amax_uint8_run, rd_amax_uint8_cols, rd_amax_uint8_combine, rd_amax_uint8_final, NULL};

int ak_amax(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_reduce_fns *f;
    switch (y->dtype) {
    case AK_F16:
        f = &rd_amax_float16;
        break;
    case AK_BF16:
        f = &rd_amax_bfloat16;
        break;
    case AK_F32:
        f = &rd_amax_float32;
        break;
    case AK_F64:
        f = &rd_amax_float64;
        break;
    case AK_I8:
        f = &rd_amax_int8;
        break;
    case AK_I16:
        f = &rd_amax_int16;
        break;
    case AK_I32:
        f = &rd_amax_int32;
        break;
    case AK_I64:
        f = &rd_amax_int64;
        break;
    case AK_U8:
        f = &rd_amax_uint8;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    return ak_reduce(ex, y, x, f, NULL);
}

/* ---- amin: `y = min(x)` over the reduced dims; NaN if any is NaN (torch.amin). No elements to reduce (an output over none): refused at creation, as torch raises. */

AK_INLINE float rd_amin_f32_init(int unused) {
    typedef float C_t;
    (void)unused;
    return (C_t)(INFINITY);
}
AK_INLINE float rd_amin_f32_step(float acc, float x) {
    typedef float C_t;
    return (C_t)((x != x) | (x < acc) ? x : acc);
}
AK_INLINE float rd_amin_f32_combine(float acc, float other) {
    typedef float C_t;
    return (C_t)((other != other) | (other < acc) ? other : acc);
}
AK_INLINE float rd_amin_f32_final(float acc, int64_t n) {
    typedef float C_t;
    (void)n;
    return (C_t)(acc);
}

AK_INLINE double rd_amin_f64_init(int unused) {
    typedef double C_t;
    (void)unused;
    return (C_t)(INFINITY);
}
AK_INLINE double rd_amin_f64_step(double acc, double x) {
    typedef double C_t;
    return (C_t)((x != x) | (x < acc) ? x : acc);
}
AK_INLINE double rd_amin_f64_combine(double acc, double other) {
    typedef double C_t;
    return (C_t)((other != other) | (other < acc) ? other : acc);
}
AK_INLINE double rd_amin_f64_final(double acc, int64_t n) {
    typedef double C_t;
    (void)n;
    return (C_t)(acc);
}

AK_INLINE int64_t rd_amin_i64_init(int unused) {
    typedef int64_t C_t;
    (void)unused;
    return (C_t)(INT64_MAX);
}
AK_INLINE int64_t rd_amin_i64_step(int64_t acc, int64_t x) {
    typedef int64_t C_t;
    return (C_t)(x < acc ? x : acc);
}
AK_INLINE int64_t rd_amin_i64_combine(int64_t acc, int64_t other) {
    typedef int64_t C_t;
    return (C_t)(other < acc ? other : acc);
}
AK_INLINE int64_t rd_amin_i64_final(int64_t acc, int64_t n) {
    typedef int64_t C_t;
    (void)n;
    return (C_t)(acc);
}

static void rd_amin_float16_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    float *a = (float *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_amin_f32_init(0);
}
/* unit-stride runs of f16 / bf16 converted to f32 chunks: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_amin_half_lanes_body(int64_t n, const float *restrict p, float *restrict io, const double *at) {
    (void)at;
    float lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_amin_f32_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_amin_f32_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_amin_f32_combine(a, lane[j]);
    for (; k < n; k++) a = rd_amin_f32_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_amin_half_cols_body(int64_t n, const float *restrict p, float *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_amin_f32_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_amin_f32_step(a[k], LD_ID(p[k]));
}
AK_ISA_BUILDS(rd_amin_half_lanes, (int64_t n, const float *p, float *io, const double *at), (n, p, io, at))
AK_ISA_BUILDS(rd_amin_half_cols, (int64_t n, const float *p, float *a, const double *at), (n, p, a, at))

static void rd_amin_float16_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, q, buf, p + c);
            rd_amin_half_lanes_pick()(q, buf, (float *)acc, at);
        }
        return;
    }
    float a = *(float *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_amin_f32_step(a, LD_H(p[k * s]));
    *(float *)acc = a;
}
static void rd_amin_float16_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    float *a = (float *)acc;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, q, buf, p + c);
            rd_amin_half_cols_pick()(q, buf, a + c, at);
        }
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_amin_f32_step(a[k], LD_H(p[k * s]));
}
static void rd_amin_float16_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(float *)acc = rd_amin_f32_combine(*(float *)acc, *(const float *)other);
}
static void rd_amin_float16_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    uint16_t *o = (uint16_t *)y;
    const float *a = (const float *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_H(rd_amin_f32_final(a[k], count));
}
static const ak_reduce_fns rd_amin_float16 = {sizeof(float), rd_amin_float16_init, rd_amin_float16_run, rd_amin_float16_cols, rd_amin_float16_combine, rd_amin_float16_final, NULL};

static void rd_amin_bfloat16_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    float *a = (float *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_amin_f32_init(0);
}

static void rd_amin_bfloat16_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, q, buf, p + c);
            rd_amin_half_lanes_pick()(q, buf, (float *)acc, at);
        }
        return;
    }
    float a = *(float *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_amin_f32_step(a, LD_B(p[k * s]));
    *(float *)acc = a;
}
static void rd_amin_bfloat16_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    float *a = (float *)acc;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, q, buf, p + c);
            rd_amin_half_cols_pick()(q, buf, a + c, at);
        }
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_amin_f32_step(a[k], LD_B(p[k * s]));
}
static void rd_amin_bfloat16_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(float *)acc = rd_amin_f32_combine(*(float *)acc, *(const float *)other);
}
static void rd_amin_bfloat16_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    uint16_t *o = (uint16_t *)y;
    const float *a = (const float *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_B(rd_amin_f32_final(a[k], count));
}
static const ak_reduce_fns rd_amin_bfloat16 = {sizeof(float), rd_amin_bfloat16_init, rd_amin_bfloat16_run, rd_amin_bfloat16_cols, rd_amin_bfloat16_combine, rd_amin_bfloat16_final, NULL};

static void rd_amin_float32_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    float *a = (float *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_amin_f32_init(0);
}
/* unit-stride runs of float32: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_amin_float32_lanes_body(int64_t n, const float *restrict p, float *restrict io, const double *at) {
    (void)at;
    float lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_amin_f32_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_amin_f32_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_amin_f32_combine(a, lane[j]);
    for (; k < n; k++) a = rd_amin_f32_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_amin_float32_cols_body(int64_t n, const float *restrict p, float *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_amin_f32_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_amin_f32_step(a[k], LD_ID(p[k]));
}
AK_ISA_BUILDS(rd_amin_float32_lanes, (int64_t n, const float *p, float *io, const double *at), (n, p, io, at))
AK_ISA_BUILDS(rd_amin_float32_cols, (int64_t n, const float *p, float *a, const double *at), (n, p, a, at))

static void rd_amin_float32_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const float *p = (const float *)x;
    (void)m;
    if (s == 1) {
        rd_amin_float32_lanes_pick()(n, p, (float *)acc, at);
        return;
    }
    float a = *(float *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_amin_f32_step(a, LD_ID(p[k * s]));
    *(float *)acc = a;
}
static void rd_amin_float32_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const float *p = (const float *)x;
    float *a = (float *)acc;
    (void)m;
    if (s == 1) {
        rd_amin_float32_cols_pick()(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_amin_f32_step(a[k], LD_ID(p[k * s]));
}
static void rd_amin_float32_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(float *)acc = rd_amin_f32_combine(*(float *)acc, *(const float *)other);
}
static void rd_amin_float32_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    float *o = (float *)y;
    const float *a = (const float *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_amin_f32_final(a[k], count));
}
static const ak_reduce_fns rd_amin_float32 = {sizeof(float), rd_amin_float32_init, rd_amin_float32_run, rd_amin_float32_cols, rd_amin_float32_combine, rd_amin_float32_final, NULL};

static void rd_amin_float64_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    double *a = (double *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_amin_f64_init(0);
}
/* unit-stride runs of float64: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_amin_float64_lanes_body(int64_t n, const double *restrict p, double *restrict io, const double *at) {
    (void)at;
    double lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_amin_f64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_amin_f64_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_amin_f64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_amin_f64_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_amin_float64_cols_body(int64_t n, const double *restrict p, double *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_amin_f64_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_amin_f64_step(a[k], LD_ID(p[k]));
}
AK_ISA_BUILDS(rd_amin_float64_lanes, (int64_t n, const double *p, double *io, const double *at), (n, p, io, at))
AK_ISA_BUILDS(rd_amin_float64_cols, (int64_t n, const double *p, double *a, const double *at), (n, p, a, at))

static void rd_amin_float64_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const double *p = (const double *)x;
    (void)m;
    if (s == 1) {
        rd_amin_float64_lanes_pick()(n, p, (double *)acc, at);
        return;
    }
    double a = *(double *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_amin_f64_step(a, LD_ID(p[k * s]));
    *(double *)acc = a;
}
static void rd_amin_float64_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const double *p = (const double *)x;
    double *a = (double *)acc;
    (void)m;
    if (s == 1) {
        rd_amin_float64_cols_pick()(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_amin_f64_step(a[k], LD_ID(p[k * s]));
}
static void rd_amin_float64_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(double *)acc = rd_amin_f64_combine(*(double *)acc, *(const double *)other);
}
static void rd_amin_float64_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    double *o = (double *)y;
    const double *a = (const double *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_amin_f64_final(a[k], count));
}
static const ak_reduce_fns rd_amin_float64 = {sizeof(double), rd_amin_float64_init, rd_amin_float64_run, rd_amin_float64_cols, rd_amin_float64_combine, rd_amin_float64_final, NULL};

static void rd_amin_int8_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    int64_t *a = (int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_amin_i64_init(0);
}
/* unit-stride runs of int8: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_amin_int8_lanes_body(int64_t n, const int8_t *restrict p, int64_t *restrict io, const double *at) {
    (void)at;
    int64_t lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_amin_i64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_amin_i64_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_amin_i64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_amin_i64_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_amin_int8_cols_body(int64_t n, const int8_t *restrict p, int64_t *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_amin_i64_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_amin_i64_step(a[k], LD_ID(p[k]));
}

static void rd_amin_int8_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int8_t *p = (const int8_t *)x;
    (void)m;
    if (s == 1) {
        rd_amin_int8_lanes_body(n, p, (int64_t *)acc, at);
        return;
    }
    int64_t a = *(int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_amin_i64_step(a, LD_ID(p[k * s]));
    *(int64_t *)acc = a;
}
static void rd_amin_int8_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int8_t *p = (const int8_t *)x;
    int64_t *a = (int64_t *)acc;
    (void)m;
    if (s == 1) {
        rd_amin_int8_cols_body(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_amin_i64_step(a[k], LD_ID(p[k * s]));
}
static void rd_amin_int8_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(int64_t *)acc = rd_amin_i64_combine(*(int64_t *)acc, *(const int64_t *)other);
}
static void rd_amin_int8_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    int8_t *o = (int8_t *)y;
    const int64_t *a = (const int64_t *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_amin_i64_final(a[k], count));
}
static const ak_reduce_fns rd_amin_int8 = {sizeof(int64_t), rd_amin_int8_init, rd_amin_int8_run, rd_amin_int8_cols, rd_amin_int8_combine, rd_amin_int8_final, NULL};

static void rd_amin_int16_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    int64_t *a = (int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_amin_i64_init(0);
}
/* unit-stride runs of int16: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_amin_int16_lanes_body(int64_t n, const int16_t *restrict p, int64_t *restrict io, const double *at) {
    (void)at;
    int64_t lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_amin_i64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_amin_i64_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_amin_i64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_amin_i64_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_amin_int16_cols_body(int64_t n, const int16_t *restrict p, int64_t *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_amin_i64_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_amin_i64_step(a[k], LD_ID(p[k]));
}

static void rd_amin_int16_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int16_t *p = (const int16_t *)x;
    (void)m;
    if (s == 1) {
        rd_amin_int16_lanes_body(n, p, (int64_t *)acc, at);
        return;
    }
    int64_t a = *(int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_amin_i64_step(a, LD_ID(p[k * s]));
    *(int64_t *)acc = a;
}
static void rd_amin_int16_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int16_t *p = (const int16_t *)x;
    int64_t *a = (int64_t *)acc;
    (void)m;
    if (s == 1) {
        rd_amin_int16_cols_body(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_amin_i64_step(a[k], LD_ID(p[k * s]));
}
static void rd_amin_int16_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(int64_t *)acc = rd_amin_i64_combine(*(int64_t *)acc, *(const int64_t *)other);
}
static void rd_amin_int16_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    int16_t *o = (int16_t *)y;
    const int64_t *a = (const int64_t *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_amin_i64_final(a[k], count));
}
static const ak_reduce_fns rd_amin_int16 = {sizeof(int64_t), rd_amin_int16_init, rd_amin_int16_run, rd_amin_int16_cols, rd_amin_int16_combine, rd_amin_int16_final, NULL};

static void rd_amin_int32_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    int64_t *a = (int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_amin_i64_init(0);
}
/* unit-stride runs of int32: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_amin_int32_lanes_body(int64_t n, const int32_t *restrict p, int64_t *restrict io, const double *at) {
    (void)at;
    int64_t lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_amin_i64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_amin_i64_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_amin_i64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_amin_i64_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_amin_int32_cols_body(int64_t n, const int32_t *restrict p, int64_t *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_amin_i64_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_amin_i64_step(a[k], LD_ID(p[k]));
}

static void rd_amin_int32_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int32_t *p = (const int32_t *)x;
    (void)m;
    if (s == 1) {
        rd_amin_int32_lanes_body(n, p, (int64_t *)acc, at);
        return;
    }
    int64_t a = *(int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_amin_i64_step(a, LD_ID(p[k * s]));
    *(int64_t *)acc = a;
}
static void rd_amin_int32_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int32_t *p = (const int32_t *)x;
    int64_t *a = (int64_t *)acc;
    (void)m;
    if (s == 1) {
        rd_amin_int32_cols_body(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_amin_i64_step(a[k], LD_ID(p[k * s]));
}
static void rd_amin_int32_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(int64_t *)acc = rd_amin_i64_combine(*(int64_t *)acc, *(const int64_t *)other);
}
static void rd_amin_int32_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    int32_t *o = (int32_t *)y;
    const int64_t *a = (const int64_t *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_amin_i64_final(a[k], count));
}
static const ak_reduce_fns rd_amin_int32 = {sizeof(int64_t), rd_amin_int32_init, rd_amin_int32_run, rd_amin_int32_cols, rd_amin_int32_combine, rd_amin_int32_final, NULL};

static void rd_amin_int64_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    int64_t *a = (int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_amin_i64_init(0);
}
/* unit-stride runs of int64: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_amin_int64_lanes_body(int64_t n, const int64_t *restrict p, int64_t *restrict io, const double *at) {
    (void)at;
    int64_t lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_amin_i64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_amin_i64_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_amin_i64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_amin_i64_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_amin_int64_cols_body(int64_t n, const int64_t *restrict p, int64_t *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_amin_i64_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_amin_i64_step(a[k], LD_ID(p[k]));
}

static void rd_amin_int64_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int64_t *p = (const int64_t *)x;
    (void)m;
    if (s == 1) {
        rd_amin_int64_lanes_body(n, p, (int64_t *)acc, at);
        return;
    }
    int64_t a = *(int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_amin_i64_step(a, LD_ID(p[k * s]));
    *(int64_t *)acc = a;
}
static void rd_amin_int64_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int64_t *p = (const int64_t *)x;
    int64_t *a = (int64_t *)acc;
    (void)m;
    if (s == 1) {
        rd_amin_int64_cols_body(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_amin_i64_step(a[k], LD_ID(p[k * s]));
}
static void rd_amin_int64_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(int64_t *)acc = rd_amin_i64_combine(*(int64_t *)acc, *(const int64_t *)other);
}
static void rd_amin_int64_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    int64_t *o = (int64_t *)y;
    const int64_t *a = (const int64_t *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_amin_i64_final(a[k], count));
}
static const ak_reduce_fns rd_amin_int64 = {sizeof(int64_t), rd_amin_int64_init, rd_amin_int64_run, rd_amin_int64_cols, rd_amin_int64_combine, rd_amin_int64_final, NULL};

static void rd_amin_uint8_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    int64_t *a = (int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_amin_i64_init(0);
}
/* unit-stride runs of uint8: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_amin_uint8_lanes_body(int64_t n, const uint8_t *restrict p, int64_t *restrict io, const double *at) {
    (void)at;
    int64_t lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_amin_i64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_amin_i64_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_amin_i64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_amin_i64_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_amin_uint8_cols_body(int64_t n, const uint8_t *restrict p, int64_t *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_amin_i64_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_amin_i64_step(a[k], LD_ID(p[k]));
}

static void rd_amin_uint8_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint8_t *p = (const uint8_t *)x;
    (void)m;
    if (s == 1) {
        rd_amin_uint8_lanes_body(n, p, (int64_t *)acc, at);
        return;
    }
    int64_t a = *(int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_amin_i64_step(a, LD_ID(p[k * s]));
    *(int64_t *)acc = a;
}
static void rd_amin_uint8_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint8_t *p = (const uint8_t *)x;
    int64_t *a = (int64_t *)acc;
    (void)m;
    if (s == 1) {
        rd_amin_uint8_cols_body(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_amin_i64_step(a[k], LD_ID(p[k * s]));
}
static void rd_amin_uint8_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(int64_t *)acc = rd_amin_i64_combine(*(int64_t *)acc, *(const int64_t *)other);
}
static void rd_amin_uint8_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    uint8_t *o = (uint8_t *)y;
    const int64_t *a = (const int64_t *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_amin_i64_final(a[k], count));
}
static const ak_reduce_fns rd_amin_uint8 = {sizeof(int64_t), rd_amin_uint8_init, rd_amin_uint8_run, rd_amin_uint8_cols, rd_amin_uint8_combine, rd_amin_uint8_final, NULL};

int ak_amin(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_reduce_fns *f;
    switch (y->dtype) {
    case AK_F16:
        f = &rd_amin_float16;
        break;
    case AK_BF16:
        f = &rd_amin_bfloat16;
        break;
    case AK_F32:
        f = &rd_amin_float32;
        break;
    case AK_F64:
        f = &rd_amin_float64;
        break;
    case AK_I8:
        f = &rd_amin_int8;
        break;
    case AK_I16:
        f = &rd_amin_int16;
        break;
    case AK_I32:
        f = &rd_amin_int32;
        break;
    case AK_I64:
        f = &rd_amin_int64;
        break;
    case AK_U8:
        f = &rd_amin_uint8;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    return ak_reduce(ex, y, x, f, NULL);
}

/* ---- norm: `y = sqrt(sum(x * x))` over the reduced dims (the 2-norm). */

AK_INLINE float rd_norm_f32_init(int unused) {
    typedef float C_t;
    (void)unused;
    return (C_t)(0);
}
AK_INLINE float rd_norm_f32_step(float acc, float x) {
    typedef float C_t;
    return (C_t)(acc + x * x);
}
AK_INLINE float rd_norm_f32_combine(float acc, float other) {
    typedef float C_t;
    return (C_t)(acc + other);
}
AK_INLINE float rd_norm_f32_final(float acc, int64_t n) {
    typedef float C_t;
    (void)n;
    return (C_t)(sqrt(acc));
}

AK_INLINE double rd_norm_f64_init(int unused) {
    typedef double C_t;
    (void)unused;
    return (C_t)(0);
}
AK_INLINE double rd_norm_f64_step(double acc, double x) {
    typedef double C_t;
    return (C_t)(acc + x * x);
}
AK_INLINE double rd_norm_f64_combine(double acc, double other) {
    typedef double C_t;
    return (C_t)(acc + other);
}
AK_INLINE double rd_norm_f64_final(double acc, int64_t n) {
    typedef double C_t;
    (void)n;
    return (C_t)(sqrt(acc));
}

static void rd_norm_float16_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    float *a = (float *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_norm_f32_init(0);
}
/* unit-stride runs of f16 / bf16 converted to f32 chunks: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_norm_half_lanes_body(int64_t n, const float *restrict p, float *restrict io, const double *at) {
    (void)at;
    float lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_norm_f32_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_norm_f32_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_norm_f32_combine(a, lane[j]);
    for (; k < n; k++) a = rd_norm_f32_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_norm_half_cols_body(int64_t n, const float *restrict p, float *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_norm_f32_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_norm_f32_step(a[k], LD_ID(p[k]));
}
AK_ISA_BUILDS(rd_norm_half_lanes, (int64_t n, const float *p, float *io, const double *at), (n, p, io, at))
AK_ISA_BUILDS(rd_norm_half_cols, (int64_t n, const float *p, float *a, const double *at), (n, p, a, at))

static void rd_norm_float16_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, q, buf, p + c);
            rd_norm_half_lanes_pick()(q, buf, (float *)acc, at);
        }
        return;
    }
    float a = *(float *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_norm_f32_step(a, LD_H(p[k * s]));
    *(float *)acc = a;
}
static void rd_norm_float16_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    float *a = (float *)acc;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, q, buf, p + c);
            rd_norm_half_cols_pick()(q, buf, a + c, at);
        }
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_norm_f32_step(a[k], LD_H(p[k * s]));
}
static void rd_norm_float16_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(float *)acc = rd_norm_f32_combine(*(float *)acc, *(const float *)other);
}
static void rd_norm_float16_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    uint16_t *o = (uint16_t *)y;
    const float *a = (const float *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_H(rd_norm_f32_final(a[k], count));
}
static const ak_reduce_fns rd_norm_float16 = {sizeof(float), rd_norm_float16_init, rd_norm_float16_run, rd_norm_float16_cols, rd_norm_float16_combine, rd_norm_float16_final, NULL};

static void rd_norm_bfloat16_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    float *a = (float *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_norm_f32_init(0);
}

static void rd_norm_bfloat16_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, q, buf, p + c);
            rd_norm_half_lanes_pick()(q, buf, (float *)acc, at);
        }
        return;
    }
    float a = *(float *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_norm_f32_step(a, LD_B(p[k * s]));
    *(float *)acc = a;
}
static void rd_norm_bfloat16_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    float *a = (float *)acc;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, q, buf, p + c);
            rd_norm_half_cols_pick()(q, buf, a + c, at);
        }
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_norm_f32_step(a[k], LD_B(p[k * s]));
}
static void rd_norm_bfloat16_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(float *)acc = rd_norm_f32_combine(*(float *)acc, *(const float *)other);
}
static void rd_norm_bfloat16_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    uint16_t *o = (uint16_t *)y;
    const float *a = (const float *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_B(rd_norm_f32_final(a[k], count));
}
static const ak_reduce_fns rd_norm_bfloat16 = {sizeof(float), rd_norm_bfloat16_init, rd_norm_bfloat16_run, rd_norm_bfloat16_cols, rd_norm_bfloat16_combine, rd_norm_bfloat16_final, NULL};

static void rd_norm_float32_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    float *a = (float *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_norm_f32_init(0);
}
/* unit-stride runs of float32: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_norm_float32_lanes_body(int64_t n, const float *restrict p, float *restrict io, const double *at) {
    (void)at;
    float lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_norm_f32_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_norm_f32_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_norm_f32_combine(a, lane[j]);
    for (; k < n; k++) a = rd_norm_f32_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_norm_float32_cols_body(int64_t n, const float *restrict p, float *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_norm_f32_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_norm_f32_step(a[k], LD_ID(p[k]));
}
AK_ISA_BUILDS(rd_norm_float32_lanes, (int64_t n, const float *p, float *io, const double *at), (n, p, io, at))
AK_ISA_BUILDS(rd_norm_float32_cols, (int64_t n, const float *p, float *a, const double *at), (n, p, a, at))

static void rd_norm_float32_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const float *p = (const float *)x;
    (void)m;
    if (s == 1) {
        rd_norm_float32_lanes_pick()(n, p, (float *)acc, at);
        return;
    }
    float a = *(float *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_norm_f32_step(a, LD_ID(p[k * s]));
    *(float *)acc = a;
}
static void rd_norm_float32_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const float *p = (const float *)x;
    float *a = (float *)acc;
    (void)m;
    if (s == 1) {
        rd_norm_float32_cols_pick()(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_norm_f32_step(a[k], LD_ID(p[k * s]));
}
static void rd_norm_float32_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(float *)acc = rd_norm_f32_combine(*(float *)acc, *(const float *)other);
}
static void rd_norm_float32_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    float *o = (float *)y;
    const float *a = (const float *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_norm_f32_final(a[k], count));
}
static const ak_reduce_fns rd_norm_float32 = {sizeof(float), rd_norm_float32_init, rd_norm_float32_run, rd_norm_float32_cols, rd_norm_float32_combine, rd_norm_float32_final, NULL};

static void rd_norm_float64_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    double *a = (double *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_norm_f64_init(0);
}
/* unit-stride runs of float64: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_norm_float64_lanes_body(int64_t n, const double *restrict p, double *restrict io, const double *at) {
    (void)at;
    double lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_norm_f64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_norm_f64_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_norm_f64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_norm_f64_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_norm_float64_cols_body(int64_t n, const double *restrict p, double *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_norm_f64_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_norm_f64_step(a[k], LD_ID(p[k]));
}
AK_ISA_BUILDS(rd_norm_float64_lanes, (int64_t n, const double *p, double *io, const double *at), (n, p, io, at))
AK_ISA_BUILDS(rd_norm_float64_cols, (int64_t n, const double *p, double *a, const double *at), (n, p, a, at))

static void rd_norm_float64_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const double *p = (const double *)x;
    (void)m;
    if (s == 1) {
        rd_norm_float64_lanes_pick()(n, p, (double *)acc, at);
        return;
    }
    double a = *(double *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_norm_f64_step(a, LD_ID(p[k * s]));
    *(double *)acc = a;
}
static void rd_norm_float64_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const double *p = (const double *)x;
    double *a = (double *)acc;
    (void)m;
    if (s == 1) {
        rd_norm_float64_cols_pick()(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_norm_f64_step(a[k], LD_ID(p[k * s]));
}
static void rd_norm_float64_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(double *)acc = rd_norm_f64_combine(*(double *)acc, *(const double *)other);
}
static void rd_norm_float64_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    double *o = (double *)y;
    const double *a = (const double *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_norm_f64_final(a[k], count));
}
static const ak_reduce_fns rd_norm_float64 = {sizeof(double), rd_norm_float64_init, rd_norm_float64_run, rd_norm_float64_cols, rd_norm_float64_combine, rd_norm_float64_final, NULL};

int ak_norm(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_reduce_fns *f;
    switch (y->dtype) {
    case AK_F16:
        f = &rd_norm_float16;
        break;
    case AK_BF16:
        f = &rd_norm_bfloat16;
        break;
    case AK_F32:
        f = &rd_norm_float32;
        break;
    case AK_F64:
        f = &rd_norm_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    return ak_reduce(ex, y, x, f, NULL);
}

/* ---- any: `y = np.any(x != 0, axis=axes, keepdims=True)` over the reduced dims `axes` (NumPy notation). */

AK_INLINE float rd_any_f32_init(int unused) {
    typedef float C_t;
    (void)unused;
    return (C_t)(0);
}
AK_INLINE float rd_any_f32_step(float acc, float x) {
    typedef float C_t;
    return (C_t)((acc != C(0)) | (x != C(0)));
}
AK_INLINE float rd_any_f32_combine(float acc, float other) {
    typedef float C_t;
    return (C_t)((acc != C(0)) | (other != C(0)));
}
AK_INLINE float rd_any_f32_final(float acc, int64_t n) {
    typedef float C_t;
    (void)n;
    return (C_t)(acc);
}

AK_INLINE double rd_any_f64_init(int unused) {
    typedef double C_t;
    (void)unused;
    return (C_t)(0);
}
AK_INLINE double rd_any_f64_step(double acc, double x) {
    typedef double C_t;
    return (C_t)((acc != C(0)) | (x != C(0)));
}
AK_INLINE double rd_any_f64_combine(double acc, double other) {
    typedef double C_t;
    return (C_t)((acc != C(0)) | (other != C(0)));
}
AK_INLINE double rd_any_f64_final(double acc, int64_t n) {
    typedef double C_t;
    (void)n;
    return (C_t)(acc);
}

AK_INLINE int64_t rd_any_i64_init(int unused) {
    typedef int64_t C_t;
    (void)unused;
    return (C_t)(0);
}
AK_INLINE int64_t rd_any_i64_step(int64_t acc, int64_t x) {
    typedef int64_t C_t;
    return (C_t)((acc != C(0)) | (x != C(0)));
}
AK_INLINE int64_t rd_any_i64_combine(int64_t acc, int64_t other) {
    typedef int64_t C_t;
    return (C_t)((acc != C(0)) | (other != C(0)));
}
AK_INLINE int64_t rd_any_i64_final(int64_t acc, int64_t n) {
    typedef int64_t C_t;
    (void)n;
    return (C_t)(acc);
}

static void rd_any_float16_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    float *a = (float *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_any_f32_init(0);
}
/* unit-stride runs of f16 / bf16 converted to f32 chunks: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_any_half_lanes_body(int64_t n, const float *restrict p, float *restrict io, const double *at) {
    (void)at;
    float lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_any_f32_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_any_f32_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_any_f32_combine(a, lane[j]);
    for (; k < n; k++) a = rd_any_f32_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_any_half_cols_body(int64_t n, const float *restrict p, float *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_any_f32_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_any_f32_step(a[k], LD_ID(p[k]));
}
AK_ISA_BUILDS(rd_any_half_lanes, (int64_t n, const float *p, float *io, const double *at), (n, p, io, at))
AK_ISA_BUILDS(rd_any_half_cols, (int64_t n, const float *p, float *a, const double *at), (n, p, a, at))

static void rd_any_float16_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, q, buf, p + c);
            rd_any_half_lanes_pick()(q, buf, (float *)acc, at);
        }
        return;
    }
    float a = *(float *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_any_f32_step(a, LD_H(p[k * s]));
    *(float *)acc = a;
}
static void rd_any_float16_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    float *a = (float *)acc;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, q, buf, p + c);
            rd_any_half_cols_pick()(q, buf, a + c, at);
        }
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_any_f32_step(a[k], LD_H(p[k * s]));
}
static void rd_any_float16_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(float *)acc = rd_any_f32_combine(*(float *)acc, *(const float *)other);
}
static void rd_any_float16_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    uint8_t *o = (uint8_t *)y;
    const float *a = (const float *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_BOOL(rd_any_f32_final(a[k], count));
}
static const ak_reduce_fns rd_any_float16 = {sizeof(float), rd_any_float16_init, rd_any_float16_run, rd_any_float16_cols, rd_any_float16_combine, rd_any_float16_final, NULL};

static void rd_any_bfloat16_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    float *a = (float *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_any_f32_init(0);
}

static void rd_any_bfloat16_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, q, buf, p + c);
            rd_any_half_lanes_pick()(q, buf, (float *)acc, at);
        }
        return;
    }
    float a = *(float *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_any_f32_step(a, LD_B(p[k * s]));
    *(float *)acc = a;
}
static void rd_any_bfloat16_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    float *a = (float *)acc;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, q, buf, p + c);
            rd_any_half_cols_pick()(q, buf, a + c, at);
        }
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_any_f32_step(a[k], LD_B(p[k * s]));
}
static void rd_any_bfloat16_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(float *)acc = rd_any_f32_combine(*(float *)acc, *(const float *)other);
}
static void rd_any_bfloat16_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    uint8_t *o = (uint8_t *)y;
    const float *a = (const float *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_BOOL(rd_any_f32_final(a[k], count));
}
static const ak_reduce_fns rd_any_bfloat16 = {sizeof(float), rd_any_bfloat16_init, rd_any_bfloat16_run, rd_any_bfloat16_cols, rd_any_bfloat16_combine, rd_any_bfloat16_final, NULL};

static void rd_any_float32_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    float *a = (float *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_any_f32_init(0);
}
/* unit-stride runs of float32: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_any_float32_lanes_body(int64_t n, const float *restrict p, float *restrict io, const double *at) {
    (void)at;
    float lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_any_f32_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_any_f32_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_any_f32_combine(a, lane[j]);
    for (; k < n; k++) a = rd_any_f32_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_any_float32_cols_body(int64_t n, const float *restrict p, float *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_any_f32_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_any_f32_step(a[k], LD_ID(p[k]));
}
AK_ISA_BUILDS(rd_any_float32_lanes, (int64_t n, const float *p, float *io, const double *at), (n, p, io, at))
AK_ISA_BUILDS(rd_any_float32_cols, (int64_t n, const float *p, float *a, const double *at), (n, p, a, at))

static void rd_any_float32_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const float *p = (const float *)x;
    (void)m;
    if (s == 1) {
        rd_any_float32_lanes_pick()(n, p, (float *)acc, at);
        return;
    }
    float a = *(float *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_any_f32_step(a, LD_ID(p[k * s]));
    *(float *)acc = a;
}
static void rd_any_float32_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const float *p = (const float *)x;
    float *a = (float *)acc;
    (void)m;
    if (s == 1) {
        rd_any_float32_cols_pick()(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_any_f32_step(a[k], LD_ID(p[k * s]));
}
static void rd_any_float32_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(float *)acc = rd_any_f32_combine(*(float *)acc, *(const float *)other);
}
static void rd_any_float32_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    uint8_t *o = (uint8_t *)y;
    const float *a = (const float *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_BOOL(rd_any_f32_final(a[k], count));
}
static const ak_reduce_fns rd_any_float32 = {sizeof(float), rd_any_float32_init, rd_any_float32_run, rd_any_float32_cols, rd_any_float32_combine, rd_any_float32_final, NULL};

static void rd_any_float64_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    double *a = (double *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_any_f64_init(0);
}
/* unit-stride runs of float64: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_any_float64_lanes_body(int64_t n, const double *restrict p, double *restrict io, const double *at) {
    (void)at;
    double lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_any_f64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_any_f64_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_any_f64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_any_f64_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_any_float64_cols_body(int64_t n, const double *restrict p, double *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_any_f64_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_any_f64_step(a[k], LD_ID(p[k]));
}
AK_ISA_BUILDS(rd_any_float64_lanes, (int64_t n, const double *p, double *io, const double *at), (n, p, io, at))
AK_ISA_BUILDS(rd_any_float64_cols, (int64_t n, const double *p, double *a, const double *at), (n, p, a, at))

static void rd_any_float64_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const double *p = (const double *)x;
    (void)m;
    if (s == 1) {
        rd_any_float64_lanes_pick()(n, p, (double *)acc, at);
        return;
    }
    double a = *(double *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_any_f64_step(a, LD_ID(p[k * s]));
    *(double *)acc = a;
}
static void rd_any_float64_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const double *p = (const double *)x;
    double *a = (double *)acc;
    (void)m;
    if (s == 1) {
        rd_any_float64_cols_pick()(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_any_f64_step(a[k], LD_ID(p[k * s]));
}
static void rd_any_float64_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(double *)acc = rd_any_f64_combine(*(double *)acc, *(const double *)other);
}
static void rd_any_float64_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    uint8_t *o = (uint8_t *)y;
    const double *a = (const double *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_BOOL(rd_any_f64_final(a[k], count));
}
static const ak_reduce_fns rd_any_float64 = {sizeof(double), rd_any_float64_init, rd_any_float64_run, rd_any_float64_cols, rd_any_float64_combine, rd_any_float64_final, NULL};

static void rd_any_int8_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    int64_t *a = (int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_any_i64_init(0);
}
/* unit-stride runs of int8: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_any_int8_lanes_body(int64_t n, const int8_t *restrict p, int64_t *restrict io, const double *at) {
    (void)at;
    int64_t lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_any_i64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_any_i64_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_any_i64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_any_i64_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_any_int8_cols_body(int64_t n, const int8_t *restrict p, int64_t *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_any_i64_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_any_i64_step(a[k], LD_ID(p[k]));
}

static void rd_any_int8_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int8_t *p = (const int8_t *)x;
    (void)m;
    if (s == 1) {
        rd_any_int8_lanes_body(n, p, (int64_t *)acc, at);
        return;
    }
    int64_t a = *(int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_any_i64_step(a, LD_ID(p[k * s]));
    *(int64_t *)acc = a;
}
static void rd_any_int8_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int8_t *p = (const int8_t *)x;
    int64_t *a = (int64_t *)acc;
    (void)m;
    if (s == 1) {
        rd_any_int8_cols_body(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_any_i64_step(a[k], LD_ID(p[k * s]));
}
static void rd_any_int8_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(int64_t *)acc = rd_any_i64_combine(*(int64_t *)acc, *(const int64_t *)other);
}
static void rd_any_int8_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    uint8_t *o = (uint8_t *)y;
    const int64_t *a = (const int64_t *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_BOOL(rd_any_i64_final(a[k], count));
}
static const ak_reduce_fns rd_any_int8 = {sizeof(int64_t), rd_any_int8_init, rd_any_int8_run, rd_any_int8_cols, rd_any_int8_combine, rd_any_int8_final, NULL};

static void rd_any_int16_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    int64_t *a = (int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_any_i64_init(0);
}
/* unit-stride runs of int16: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_any_int16_lanes_body(int64_t n, const int16_t *restrict p, int64_t *restrict io, const double *at) {
    (void)at;
    int64_t lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_any_i64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_any_i64_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_any_i64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_any_i64_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_any_int16_cols_body(int64_t n, const int16_t *restrict p, int64_t *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_any_i64_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_any_i64_step(a[k], LD_ID(p[k]));
}

static void rd_any_int16_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int16_t *p = (const int16_t *)x;
    (void)m;
    if (s == 1) {
        rd_any_int16_lanes_body(n, p, (int64_t *)acc, at);
        return;
    }
    int64_t a = *(int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_any_i64_step(a, LD_ID(p[k * s]));
    *(int64_t *)acc = a;
}
static void rd_any_int16_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int16_t *p = (const int16_t *)x;
    int64_t *a = (int64_t *)acc;
    (void)m;
    if (s == 1) {
        rd_any_int16_cols_body(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_any_i64_step(a[k], LD_ID(p[k * s]));
}
static void rd_any_int16_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(int64_t *)acc = rd_any_i64_combine(*(int64_t *)acc, *(const int64_t *)other);
}
static void rd_any_int16_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    uint8_t *o = (uint8_t *)y;
    const int64_t *a = (const int64_t *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_BOOL(rd_any_i64_final(a[k], count));
}
static const ak_reduce_fns rd_any_int16 = {sizeof(int64_t), rd_any_int16_init, rd_any_int16_run, rd_any_int16_cols, rd_any_int16_combine, rd_any_int16_final, NULL};

static void rd_any_int32_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    int64_t *a = (int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_any_i64_init(0);
}
/* unit-stride runs of int32: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_any_int32_lanes_body(int64_t n, const int32_t *restrict p, int64_t *restrict io, const double *at) {
    (void)at;
    int64_t lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_any_i64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_any_i64_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_any_i64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_any_i64_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_any_int32_cols_body(int64_t n, const int32_t *restrict p, int64_t *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_any_i64_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_any_i64_step(a[k], LD_ID(p[k]));
}

static void rd_any_int32_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int32_t *p = (const int32_t *)x;
    (void)m;
    if (s == 1) {
        rd_any_int32_lanes_body(n, p, (int64_t *)acc, at);
        return;
    }
    int64_t a = *(int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_any_i64_step(a, LD_ID(p[k * s]));
    *(int64_t *)acc = a;
}
static void rd_any_int32_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int32_t *p = (const int32_t *)x;
    int64_t *a = (int64_t *)acc;
    (void)m;
    if (s == 1) {
        rd_any_int32_cols_body(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_any_i64_step(a[k], LD_ID(p[k * s]));
}
static void rd_any_int32_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(int64_t *)acc = rd_any_i64_combine(*(int64_t *)acc, *(const int64_t *)other);
}
static void rd_any_int32_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    uint8_t *o = (uint8_t *)y;
    const int64_t *a = (const int64_t *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_BOOL(rd_any_i64_final(a[k], count));
}
static const ak_reduce_fns rd_any_int32 = {sizeof(int64_t), rd_any_int32_init, rd_any_int32_run, rd_any_int32_cols, rd_any_int32_combine, rd_any_int32_final, NULL};

static void rd_any_int64_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    int64_t *a = (int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_any_i64_init(0);
}
/* unit-stride runs of int64: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_any_int64_lanes_body(int64_t n, const int64_t *restrict p, int64_t *restrict io, const double *at) {
    (void)at;
    int64_t lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_any_i64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_any_i64_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_any_i64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_any_i64_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_any_int64_cols_body(int64_t n, const int64_t *restrict p, int64_t *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_any_i64_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_any_i64_step(a[k], LD_ID(p[k]));
}

static void rd_any_int64_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int64_t *p = (const int64_t *)x;
    (void)m;
    if (s == 1) {
        rd_any_int64_lanes_body(n, p, (int64_t *)acc, at);
        return;
    }
    int64_t a = *(int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_any_i64_step(a, LD_ID(p[k * s]));
    *(int64_t *)acc = a;
}
static void rd_any_int64_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int64_t *p = (const int64_t *)x;
    int64_t *a = (int64_t *)acc;
    (void)m;
    if (s == 1) {
        rd_any_int64_cols_body(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_any_i64_step(a[k], LD_ID(p[k * s]));
}
static void rd_any_int64_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(int64_t *)acc = rd_any_i64_combine(*(int64_t *)acc, *(const int64_t *)other);
}
static void rd_any_int64_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    uint8_t *o = (uint8_t *)y;
    const int64_t *a = (const int64_t *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_BOOL(rd_any_i64_final(a[k], count));
}
static const ak_reduce_fns rd_any_int64 = {sizeof(int64_t), rd_any_int64_init, rd_any_int64_run, rd_any_int64_cols, rd_any_int64_combine, rd_any_int64_final, NULL};

static void rd_any_uint8_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    int64_t *a = (int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_any_i64_init(0);
}
/* unit-stride runs of uint8: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_any_uint8_lanes_body(int64_t n, const uint8_t *restrict p, int64_t *restrict io, const double *at) {
    (void)at;
    int64_t lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_any_i64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_any_i64_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_any_i64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_any_i64_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_any_uint8_cols_body(int64_t n, const uint8_t *restrict p, int64_t *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_any_i64_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_any_i64_step(a[k], LD_ID(p[k]));
}

static void rd_any_uint8_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint8_t *p = (const uint8_t *)x;
    (void)m;
    if (s == 1) {
        rd_any_uint8_lanes_body(n, p, (int64_t *)acc, at);
        return;
    }
    int64_t a = *(int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_any_i64_step(a, LD_ID(p[k * s]));
    *(int64_t *)acc = a;
}
static void rd_any_uint8_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint8_t *p = (const uint8_t *)x;
    int64_t *a = (int64_t *)acc;
    (void)m;
    if (s == 1) {
        rd_any_uint8_cols_body(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_any_i64_step(a[k], LD_ID(p[k * s]));
}
static void rd_any_uint8_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(int64_t *)acc = rd_any_i64_combine(*(int64_t *)acc, *(const int64_t *)other);
}
static void rd_any_uint8_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    uint8_t *o = (uint8_t *)y;
    const int64_t *a = (const int64_t *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_BOOL(rd_any_i64_final(a[k], count));
}
static const ak_reduce_fns rd_any_uint8 = {sizeof(int64_t), rd_any_uint8_init, rd_any_uint8_run, rd_any_uint8_cols, rd_any_uint8_combine, rd_any_uint8_final, NULL};

static void rd_any_bool_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    int64_t *a = (int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_any_i64_init(0);
}
/* unit-stride runs of bool: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_any_bool_lanes_body(int64_t n, const uint8_t *restrict p, int64_t *restrict io, const double *at) {
    (void)at;
    int64_t lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_any_i64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_any_i64_step(lane[j], LD_BOOL(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_any_i64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_any_i64_step(a, LD_BOOL(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_any_bool_cols_body(int64_t n, const uint8_t *restrict p, int64_t *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_any_i64_step(a[k + j], LD_BOOL(p[k + j]));
    for (; k < n; k++) a[k] = rd_any_i64_step(a[k], LD_BOOL(p[k]));
}

static void rd_any_bool_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint8_t *p = (const uint8_t *)x;
    (void)m;
    if (s == 1) {
        rd_any_bool_lanes_body(n, p, (int64_t *)acc, at);
        return;
    }
    int64_t a = *(int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_any_i64_step(a, LD_BOOL(p[k * s]));
    *(int64_t *)acc = a;
}
static void rd_any_bool_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint8_t *p = (const uint8_t *)x;
    int64_t *a = (int64_t *)acc;
    (void)m;
    if (s == 1) {
        rd_any_bool_cols_body(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_any_i64_step(a[k], LD_BOOL(p[k * s]));
}
static void rd_any_bool_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(int64_t *)acc = rd_any_i64_combine(*(int64_t *)acc, *(const int64_t *)other);
}
static void rd_any_bool_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    uint8_t *o = (uint8_t *)y;
    const int64_t *a = (const int64_t *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_BOOL(rd_any_i64_final(a[k], count));
}
static const ak_reduce_fns rd_any_bool = {sizeof(int64_t), rd_any_bool_init, rd_any_bool_run, rd_any_bool_cols, rd_any_bool_combine, rd_any_bool_final, NULL};

int ak_any(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_reduce_fns *f;
    switch (x->dtype) {
    case AK_F16:
        f = &rd_any_float16;
        break;
    case AK_BF16:
        f = &rd_any_bfloat16;
        break;
    case AK_F32:
        f = &rd_any_float32;
        break;
    case AK_F64:
        f = &rd_any_float64;
        break;
    case AK_I8:
        f = &rd_any_int8;
        break;
    case AK_I16:
        f = &rd_any_int16;
        break;
    case AK_I32:
        f = &rd_any_int32;
        break;
    case AK_I64:
        f = &rd_any_int64;
        break;
    case AK_U8:
        f = &rd_any_uint8;
        break;
    case AK_BOOL:
        f = &rd_any_bool;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (y->dtype != AK_BOOL) return AK_UNSUPPORTED;
    return ak_reduce(ex, y, x, f, NULL);
}

/* ---- all: `y = np.all(x != 0, axis=axes, keepdims=True)` over the reduced dims `axes` (NumPy notation). */

AK_INLINE float rd_all_f32_init(int unused) {
    typedef float C_t;
    (void)unused;
    return (C_t)(1);
}
AK_INLINE float rd_all_f32_step(float acc, float x) {
    typedef float C_t;
    return (C_t)((acc != C(0)) & (x != C(0)));
}
AK_INLINE float rd_all_f32_combine(float acc, float other) {
    typedef float C_t;
    return (C_t)((acc != C(0)) & (other != C(0)));
}
AK_INLINE float rd_all_f32_final(float acc, int64_t n) {
    typedef float C_t;
    (void)n;
    return (C_t)(acc);
}

AK_INLINE double rd_all_f64_init(int unused) {
    typedef double C_t;
    (void)unused;
    return (C_t)(1);
}
AK_INLINE double rd_all_f64_step(double acc, double x) {
    typedef double C_t;
    return (C_t)((acc != C(0)) & (x != C(0)));
}
AK_INLINE double rd_all_f64_combine(double acc, double other) {
    typedef double C_t;
    return (C_t)((acc != C(0)) & (other != C(0)));
}
AK_INLINE double rd_all_f64_final(double acc, int64_t n) {
    typedef double C_t;
    (void)n;
    return (C_t)(acc);
}

AK_INLINE int64_t rd_all_i64_init(int unused) {
    typedef int64_t C_t;
    (void)unused;
    return (C_t)(1);
}
AK_INLINE int64_t rd_all_i64_step(int64_t acc, int64_t x) {
    typedef int64_t C_t;
    return (C_t)((acc != C(0)) & (x != C(0)));
}
AK_INLINE int64_t rd_all_i64_combine(int64_t acc, int64_t other) {
    typedef int64_t C_t;
    return (C_t)((acc != C(0)) & (other != C(0)));
}
AK_INLINE int64_t rd_all_i64_final(int64_t acc, int64_t n) {
    typedef int64_t C_t;
    (void)n;
    return (C_t)(acc);
}

static void rd_all_float16_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    float *a = (float *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_all_f32_init(0);
}
/* unit-stride runs of f16 / bf16 converted to f32 chunks: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_all_half_lanes_body(int64_t n, const float *restrict p, float *restrict io, const double *at) {
    (void)at;
    float lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_all_f32_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_all_f32_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_all_f32_combine(a, lane[j]);
    for (; k < n; k++) a = rd_all_f32_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_all_half_cols_body(int64_t n, const float *restrict p, float *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_all_f32_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_all_f32_step(a[k], LD_ID(p[k]));
}
AK_ISA_BUILDS(rd_all_half_lanes, (int64_t n, const float *p, float *io, const double *at), (n, p, io, at))
AK_ISA_BUILDS(rd_all_half_cols, (int64_t n, const float *p, float *a, const double *at), (n, p, a, at))

static void rd_all_float16_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, q, buf, p + c);
            rd_all_half_lanes_pick()(q, buf, (float *)acc, at);
        }
        return;
    }
    float a = *(float *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_all_f32_step(a, LD_H(p[k * s]));
    *(float *)acc = a;
}
static void rd_all_float16_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    float *a = (float *)acc;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, q, buf, p + c);
            rd_all_half_cols_pick()(q, buf, a + c, at);
        }
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_all_f32_step(a[k], LD_H(p[k * s]));
}
static void rd_all_float16_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(float *)acc = rd_all_f32_combine(*(float *)acc, *(const float *)other);
}
static void rd_all_float16_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    uint8_t *o = (uint8_t *)y;
    const float *a = (const float *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_BOOL(rd_all_f32_final(a[k], count));
}
static const ak_reduce_fns rd_all_float16 = {sizeof(float), rd_all_float16_init, rd_all_float16_run, rd_all_float16_cols, rd_all_float16_combine, rd_all_float16_final, NULL};

static void rd_all_bfloat16_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    float *a = (float *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_all_f32_init(0);
}

static void rd_all_bfloat16_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, q, buf, p + c);
            rd_all_half_lanes_pick()(q, buf, (float *)acc, at);
        }
        return;
    }
    float a = *(float *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_all_f32_step(a, LD_B(p[k * s]));
    *(float *)acc = a;
}
static void rd_all_bfloat16_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    float *a = (float *)acc;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, q, buf, p + c);
            rd_all_half_cols_pick()(q, buf, a + c, at);
        }
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_all_f32_step(a[k], LD_B(p[k * s]));
}
static void rd_all_bfloat16_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(float *)acc = rd_all_f32_combine(*(float *)acc, *(const float *)other);
}
static void rd_all_bfloat16_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    uint8_t *o = (uint8_t *)y;
    const float *a = (const float *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_BOOL(rd_all_f32_final(a[k], count));
}
static const ak_reduce_fns rd_all_bfloat16 = {sizeof(float), rd_all_bfloat16_init, rd_all_bfloat16_run, rd_all_bfloat16_cols, rd_all_bfloat16_combine, rd_all_bfloat16_final, NULL};

static void rd_all_float32_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    float *a = (float *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_all_f32_init(0);
}
/* unit-stride runs of float32: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_all_float32_lanes_body(int64_t n, const float *restrict p, float *restrict io, const double *at) {
    (void)at;
    float lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_all_f32_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_all_f32_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_all_f32_combine(a, lane[j]);
    for (; k < n; k++) a = rd_all_f32_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_all_float32_cols_body(int64_t n, const float *restrict p, float *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_all_f32_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_all_f32_step(a[k], LD_ID(p[k]));
}
AK_ISA_BUILDS(rd_all_float32_lanes, (int64_t n, const float *p, float *io, const double *at), (n, p, io, at))
AK_ISA_BUILDS(rd_all_float32_cols, (int64_t n, const float *p, float *a, const double *at), (n, p, a, at))

static void rd_all_float32_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const float *p = (const float *)x;
    (void)m;
    if (s == 1) {
        rd_all_float32_lanes_pick()(n, p, (float *)acc, at);
        return;
    }
    float a = *(float *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_all_f32_step(a, LD_ID(p[k * s]));
    *(float *)acc = a;
}
static void rd_all_float32_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const float *p = (const float *)x;
    float *a = (float *)acc;
    (void)m;
    if (s == 1) {
        rd_all_float32_cols_pick()(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_all_f32_step(a[k], LD_ID(p[k * s]));
}
static void rd_all_float32_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(float *)acc = rd_all_f32_combine(*(float *)acc, *(const float *)other);
}
static void rd_all_float32_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    uint8_t *o = (uint8_t *)y;
    const float *a = (const float *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_BOOL(rd_all_f32_final(a[k], count));
}
static const ak_reduce_fns rd_all_float32 = {sizeof(float), rd_all_float32_init, rd_all_float32_run, rd_all_float32_cols, rd_all_float32_combine, rd_all_float32_final, NULL};

static void rd_all_float64_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    double *a = (double *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_all_f64_init(0);
}
/* unit-stride runs of float64: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_all_float64_lanes_body(int64_t n, const double *restrict p, double *restrict io, const double *at) {
    (void)at;
    double lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_all_f64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_all_f64_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_all_f64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_all_f64_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_all_float64_cols_body(int64_t n, const double *restrict p, double *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_all_f64_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_all_f64_step(a[k], LD_ID(p[k]));
}
AK_ISA_BUILDS(rd_all_float64_lanes, (int64_t n, const double *p, double *io, const double *at), (n, p, io, at))
AK_ISA_BUILDS(rd_all_float64_cols, (int64_t n, const double *p, double *a, const double *at), (n, p, a, at))

static void rd_all_float64_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const double *p = (const double *)x;
    (void)m;
    if (s == 1) {
        rd_all_float64_lanes_pick()(n, p, (double *)acc, at);
        return;
    }
    double a = *(double *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_all_f64_step(a, LD_ID(p[k * s]));
    *(double *)acc = a;
}
static void rd_all_float64_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const double *p = (const double *)x;
    double *a = (double *)acc;
    (void)m;
    if (s == 1) {
        rd_all_float64_cols_pick()(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_all_f64_step(a[k], LD_ID(p[k * s]));
}
static void rd_all_float64_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(double *)acc = rd_all_f64_combine(*(double *)acc, *(const double *)other);
}
static void rd_all_float64_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    uint8_t *o = (uint8_t *)y;
    const double *a = (const double *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_BOOL(rd_all_f64_final(a[k], count));
}
static const ak_reduce_fns rd_all_float64 = {sizeof(double), rd_all_float64_init, rd_all_float64_run, rd_all_float64_cols, rd_all_float64_combine, rd_all_float64_final, NULL};

static void rd_all_int8_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    int64_t *a = (int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_all_i64_init(0);
}
/* unit-stride runs of int8: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_all_int8_lanes_body(int64_t n, const int8_t *restrict p, int64_t *restrict io, const double *at) {
    (void)at;
    int64_t lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_all_i64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_all_i64_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_all_i64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_all_i64_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_all_int8_cols_body(int64_t n, const int8_t *restrict p, int64_t *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_all_i64_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_all_i64_step(a[k], LD_ID(p[k]));
}

static void rd_all_int8_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int8_t *p = (const int8_t *)x;
    (void)m;
    if (s == 1) {
        rd_all_int8_lanes_body(n, p, (int64_t *)acc, at);
        return;
    }
    int64_t a = *(int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_all_i64_step(a, LD_ID(p[k * s]));
    *(int64_t *)acc = a;
}
static void rd_all_int8_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int8_t *p = (const int8_t *)x;
    int64_t *a = (int64_t *)acc;
    (void)m;
    if (s == 1) {
        rd_all_int8_cols_body(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_all_i64_step(a[k], LD_ID(p[k * s]));
}
static void rd_all_int8_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(int64_t *)acc = rd_all_i64_combine(*(int64_t *)acc, *(const int64_t *)other);
}
static void rd_all_int8_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    uint8_t *o = (uint8_t *)y;
    const int64_t *a = (const int64_t *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_BOOL(rd_all_i64_final(a[k], count));
}
static const ak_reduce_fns rd_all_int8 = {sizeof(int64_t), rd_all_int8_init, rd_all_int8_run, rd_all_int8_cols, rd_all_int8_combine, rd_all_int8_final, NULL};

static void rd_all_int16_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    int64_t *a = (int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_all_i64_init(0);
}
/* unit-stride runs of int16: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_all_int16_lanes_body(int64_t n, const int16_t *restrict p, int64_t *restrict io, const double *at) {
    (void)at;
    int64_t lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_all_i64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_all_i64_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_all_i64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_all_i64_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_all_int16_cols_body(int64_t n, const int16_t *restrict p, int64_t *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_all_i64_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_all_i64_step(a[k], LD_ID(p[k]));
}

static void rd_all_int16_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int16_t *p = (const int16_t *)x;
    (void)m;
    if (s == 1) {
        rd_all_int16_lanes_body(n, p, (int64_t *)acc, at);
        return;
    }
    int64_t a = *(int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_all_i64_step(a, LD_ID(p[k * s]));
    *(int64_t *)acc = a;
}
static void rd_all_int16_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int16_t *p = (const int16_t *)x;
    int64_t *a = (int64_t *)acc;
    (void)m;
    if (s == 1) {
        rd_all_int16_cols_body(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_all_i64_step(a[k], LD_ID(p[k * s]));
}
static void rd_all_int16_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(int64_t *)acc = rd_all_i64_combine(*(int64_t *)acc, *(const int64_t *)other);
}
static void rd_all_int16_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    uint8_t *o = (uint8_t *)y;
    const int64_t *a = (const int64_t *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_BOOL(rd_all_i64_final(a[k], count));
}
static const ak_reduce_fns rd_all_int16 = {sizeof(int64_t), rd_all_int16_init, rd_all_int16_run, rd_all_int16_cols, rd_all_int16_combine, rd_all_int16_final, NULL};

static void rd_all_int32_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    int64_t *a = (int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_all_i64_init(0);
}
/* unit-stride runs of int32: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_all_int32_lanes_body(int64_t n, const int32_t *restrict p, int64_t *restrict io, const double *at) {
    (void)at;
    int64_t lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_all_i64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_all_i64_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_all_i64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_all_i64_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_all_int32_cols_body(int64_t n, const int32_t *restrict p, int64_t *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_all_i64_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_all_i64_step(a[k], LD_ID(p[k]));
}

static void rd_all_int32_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int32_t *p = (const int32_t *)x;
    (void)m;
    if (s == 1) {
        rd_all_int32_lanes_body(n, p, (int64_t *)acc, at);
        return;
    }
    int64_t a = *(int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_all_i64_step(a, LD_ID(p[k * s]));
    *(int64_t *)acc = a;
}
static void rd_all_int32_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int32_t *p = (const int32_t *)x;
    int64_t *a = (int64_t *)acc;
    (void)m;
    if (s == 1) {
        rd_all_int32_cols_body(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_all_i64_step(a[k], LD_ID(p[k * s]));
}
static void rd_all_int32_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(int64_t *)acc = rd_all_i64_combine(*(int64_t *)acc, *(const int64_t *)other);
}
static void rd_all_int32_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    uint8_t *o = (uint8_t *)y;
    const int64_t *a = (const int64_t *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_BOOL(rd_all_i64_final(a[k], count));
}
static const ak_reduce_fns rd_all_int32 = {sizeof(int64_t), rd_all_int32_init, rd_all_int32_run, rd_all_int32_cols, rd_all_int32_combine, rd_all_int32_final, NULL};

static void rd_all_int64_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    int64_t *a = (int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_all_i64_init(0);
}
/* unit-stride runs of int64: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_all_int64_lanes_body(int64_t n, const int64_t *restrict p, int64_t *restrict io, const double *at) {
    (void)at;
    int64_t lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_all_i64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_all_i64_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_all_i64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_all_i64_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_all_int64_cols_body(int64_t n, const int64_t *restrict p, int64_t *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_all_i64_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_all_i64_step(a[k], LD_ID(p[k]));
}

static void rd_all_int64_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int64_t *p = (const int64_t *)x;
    (void)m;
    if (s == 1) {
        rd_all_int64_lanes_body(n, p, (int64_t *)acc, at);
        return;
    }
    int64_t a = *(int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_all_i64_step(a, LD_ID(p[k * s]));
    *(int64_t *)acc = a;
}
static void rd_all_int64_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int64_t *p = (const int64_t *)x;
    int64_t *a = (int64_t *)acc;
    (void)m;
    if (s == 1) {
        rd_all_int64_cols_body(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_all_i64_step(a[k], LD_ID(p[k * s]));
}
static void rd_all_int64_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(int64_t *)acc = rd_all_i64_combine(*(int64_t *)acc, *(const int64_t *)other);
}
static void rd_all_int64_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    uint8_t *o = (uint8_t *)y;
    const int64_t *a = (const int64_t *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_BOOL(rd_all_i64_final(a[k], count));
}
static const ak_reduce_fns rd_all_int64 = {sizeof(int64_t), rd_all_int64_init, rd_all_int64_run, rd_all_int64_cols, rd_all_int64_combine, rd_all_int64_final, NULL};

static void rd_all_uint8_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    int64_t *a = (int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_all_i64_init(0);
}
/* unit-stride runs of uint8: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_all_uint8_lanes_body(int64_t n, const uint8_t *restrict p, int64_t *restrict io, const double *at) {
    (void)at;
    int64_t lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_all_i64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_all_i64_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_all_i64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_all_i64_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_all_uint8_cols_body(int64_t n, const uint8_t *restrict p, int64_t *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_all_i64_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_all_i64_step(a[k], LD_ID(p[k]));
}

static void rd_all_uint8_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint8_t *p = (const uint8_t *)x;
    (void)m;
    if (s == 1) {
        rd_all_uint8_lanes_body(n, p, (int64_t *)acc, at);
        return;
    }
    int64_t a = *(int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_all_i64_step(a, LD_ID(p[k * s]));
    *(int64_t *)acc = a;
}
static void rd_all_uint8_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint8_t *p = (const uint8_t *)x;
    int64_t *a = (int64_t *)acc;
    (void)m;
    if (s == 1) {
        rd_all_uint8_cols_body(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_all_i64_step(a[k], LD_ID(p[k * s]));
}
static void rd_all_uint8_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(int64_t *)acc = rd_all_i64_combine(*(int64_t *)acc, *(const int64_t *)other);
}
static void rd_all_uint8_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    uint8_t *o = (uint8_t *)y;
    const int64_t *a = (const int64_t *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_BOOL(rd_all_i64_final(a[k], count));
}
static const ak_reduce_fns rd_all_uint8 = {sizeof(int64_t), rd_all_uint8_init, rd_all_uint8_run, rd_all_uint8_cols, rd_all_uint8_combine, rd_all_uint8_final, NULL};

static void rd_all_bool_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    int64_t *a = (int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_all_i64_init(0);
}
/* unit-stride runs of bool: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_all_bool_lanes_body(int64_t n, const uint8_t *restrict p, int64_t *restrict io, const double *at) {
    (void)at;
    int64_t lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_all_i64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_all_i64_step(lane[j], LD_BOOL(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_all_i64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_all_i64_step(a, LD_BOOL(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_all_bool_cols_body(int64_t n, const uint8_t *restrict p, int64_t *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_all_i64_step(a[k + j], LD_BOOL(p[k + j]));
    for (; k < n; k++) a[k] = rd_all_i64_step(a[k], LD_BOOL(p[k]));
}

static void rd_all_bool_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint8_t *p = (const uint8_t *)x;
    (void)m;
    if (s == 1) {
        rd_all_bool_lanes_body(n, p, (int64_t *)acc, at);
        return;
    }
    int64_t a = *(int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_all_i64_step(a, LD_BOOL(p[k * s]));
    *(int64_t *)acc = a;
}
static void rd_all_bool_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint8_t *p = (const uint8_t *)x;
    int64_t *a = (int64_t *)acc;
    (void)m;
    if (s == 1) {
        rd_all_bool_cols_body(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_all_i64_step(a[k], LD_BOOL(p[k * s]));
}
static void rd_all_bool_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(int64_t *)acc = rd_all_i64_combine(*(int64_t *)acc, *(const int64_t *)other);
}
static void rd_all_bool_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    uint8_t *o = (uint8_t *)y;
    const int64_t *a = (const int64_t *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_BOOL(rd_all_i64_final(a[k], count));
}
static const ak_reduce_fns rd_all_bool = {sizeof(int64_t), rd_all_bool_init, rd_all_bool_run, rd_all_bool_cols, rd_all_bool_combine, rd_all_bool_final, NULL};

int ak_all(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_reduce_fns *f;
    switch (x->dtype) {
    case AK_F16:
        f = &rd_all_float16;
        break;
    case AK_BF16:
        f = &rd_all_bfloat16;
        break;
    case AK_F32:
        f = &rd_all_float32;
        break;
    case AK_F64:
        f = &rd_all_float64;
        break;
    case AK_I8:
        f = &rd_all_int8;
        break;
    case AK_I16:
        f = &rd_all_int16;
        break;
    case AK_I32:
        f = &rd_all_int32;
        break;
    case AK_I64:
        f = &rd_all_int64;
        break;
    case AK_U8:
        f = &rd_all_uint8;
        break;
    case AK_BOOL:
        f = &rd_all_bool;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (y->dtype != AK_BOOL) return AK_UNSUPPORTED;
    return ak_reduce(ex, y, x, f, NULL);
}

/* ---- count_nonzero: `y = np.sum(x != 0, axis=axes, keepdims=True)` over the reduced dims `axes` (NumPy notation). */

AK_INLINE float rd_count_nonzero_f32_init(int unused) {
    typedef float C_t;
    (void)unused;
    return (C_t)(0);
}
AK_INLINE float rd_count_nonzero_f32_step(float acc, float x) {
    typedef float C_t;
    return (C_t)(acc + (x != C(0)));
}
AK_INLINE float rd_count_nonzero_f32_combine(float acc, float other) {
    typedef float C_t;
    return (C_t)(acc + other);
}
AK_INLINE float rd_count_nonzero_f32_final(float acc, int64_t n) {
    typedef float C_t;
    (void)n;
    return (C_t)(acc);
}

AK_INLINE double rd_count_nonzero_f64_init(int unused) {
    typedef double C_t;
    (void)unused;
    return (C_t)(0);
}
AK_INLINE double rd_count_nonzero_f64_step(double acc, double x) {
    typedef double C_t;
    return (C_t)(acc + (x != C(0)));
}
AK_INLINE double rd_count_nonzero_f64_combine(double acc, double other) {
    typedef double C_t;
    return (C_t)(acc + other);
}
AK_INLINE double rd_count_nonzero_f64_final(double acc, int64_t n) {
    typedef double C_t;
    (void)n;
    return (C_t)(acc);
}

AK_INLINE int64_t rd_count_nonzero_i64_init(int unused) {
    typedef int64_t C_t;
    (void)unused;
    return (C_t)(0);
}
AK_INLINE int64_t rd_count_nonzero_i64_step(int64_t acc, int64_t x) {
    typedef int64_t C_t;
    return (C_t)(acc + (x != C(0)));
}
AK_INLINE int64_t rd_count_nonzero_i64_combine(int64_t acc, int64_t other) {
    typedef int64_t C_t;
    return (C_t)(acc + other);
}
AK_INLINE int64_t rd_count_nonzero_i64_final(int64_t acc, int64_t n) {
    typedef int64_t C_t;
    (void)n;
    return (C_t)(acc);
}

static void rd_count_nonzero_float16_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    float *a = (float *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_count_nonzero_f32_init(0);
}
/* unit-stride runs of f16 / bf16 converted to f32 chunks: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_count_nonzero_half_lanes_body(int64_t n, const float *restrict p, float *restrict io, const double *at) {
    (void)at;
    float lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_count_nonzero_f32_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_count_nonzero_f32_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_count_nonzero_f32_combine(a, lane[j]);
    for (; k < n; k++) a = rd_count_nonzero_f32_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_count_nonzero_half_cols_body(int64_t n, const float *restrict p, float *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_count_nonzero_f32_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_count_nonzero_f32_step(a[k], LD_ID(p[k]));
}
AK_ISA_BUILDS(rd_count_nonzero_half_lanes, (int64_t n, const float *p, float *io, const double *at), (n, p, io, at))
AK_ISA_BUILDS(rd_count_nonzero_half_cols, (int64_t n, const float *p, float *a, const double *at), (n, p, a, at))

static void rd_count_nonzero_float16_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, q, buf, p + c);
            rd_count_nonzero_half_lanes_pick()(q, buf, (float *)acc, at);
        }
        return;
    }
    float a = *(float *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_count_nonzero_f32_step(a, LD_H(p[k * s]));
    *(float *)acc = a;
}
static void rd_count_nonzero_float16_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    float *a = (float *)acc;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, q, buf, p + c);
            rd_count_nonzero_half_cols_pick()(q, buf, a + c, at);
        }
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_count_nonzero_f32_step(a[k], LD_H(p[k * s]));
}
static void rd_count_nonzero_float16_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(float *)acc = rd_count_nonzero_f32_combine(*(float *)acc, *(const float *)other);
}
static void rd_count_nonzero_float16_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    int64_t *o = (int64_t *)y;
    const float *a = (const float *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_count_nonzero_f32_final(a[k], count));
}
static const ak_reduce_fns rd_count_nonzero_float16 = {sizeof(float), rd_count_nonzero_float16_init, rd_count_nonzero_float16_run, rd_count_nonzero_float16_cols, rd_count_nonzero_float16_combine, rd_count_nonzero_float16_final, NULL};

static void rd_count_nonzero_bfloat16_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    float *a = (float *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_count_nonzero_f32_init(0);
}

static void rd_count_nonzero_bfloat16_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, q, buf, p + c);
            rd_count_nonzero_half_lanes_pick()(q, buf, (float *)acc, at);
        }
        return;
    }
    float a = *(float *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_count_nonzero_f32_step(a, LD_B(p[k * s]));
    *(float *)acc = a;
}
static void rd_count_nonzero_bfloat16_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    float *a = (float *)acc;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, q, buf, p + c);
            rd_count_nonzero_half_cols_pick()(q, buf, a + c, at);
        }
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_count_nonzero_f32_step(a[k], LD_B(p[k * s]));
}
static void rd_count_nonzero_bfloat16_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(float *)acc = rd_count_nonzero_f32_combine(*(float *)acc, *(const float *)other);
}
static void rd_count_nonzero_bfloat16_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    int64_t *o = (int64_t *)y;
    const float *a = (const float *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_count_nonzero_f32_final(a[k], count));
}
static const ak_reduce_fns rd_count_nonzero_bfloat16 = {sizeof(float), rd_count_nonzero_bfloat16_init, rd_count_nonzero_bfloat16_run, rd_count_nonzero_bfloat16_cols, rd_count_nonzero_bfloat16_combine, rd_count_nonzero_bfloat16_final, NULL};

static void rd_count_nonzero_float32_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    float *a = (float *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_count_nonzero_f32_init(0);
}
/* unit-stride runs of float32: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_count_nonzero_float32_lanes_body(int64_t n, const float *restrict p, float *restrict io, const double *at) {
    (void)at;
    float lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_count_nonzero_f32_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_count_nonzero_f32_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_count_nonzero_f32_combine(a, lane[j]);
    for (; k < n; k++) a = rd_count_nonzero_f32_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_count_nonzero_float32_cols_body(int64_t n, const float *restrict p, float *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_count_nonzero_f32_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_count_nonzero_f32_step(a[k], LD_ID(p[k]));
}
AK_ISA_BUILDS(rd_count_nonzero_float32_lanes, (int64_t n, const float *p, float *io, const double *at), (n, p, io, at))
AK_ISA_BUILDS(rd_count_nonzero_float32_cols, (int64_t n, const float *p, float *a, const double *at), (n, p, a, at))

static void rd_count_nonzero_float32_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const float *p = (const float *)x;
    (void)m;
    if (s == 1) {
        rd_count_nonzero_float32_lanes_pick()(n, p, (float *)acc, at);
        return;
    }
    float a = *(float *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_count_nonzero_f32_step(a, LD_ID(p[k * s]));
    *(float *)acc = a;
}
static void rd_count_nonzero_float32_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const float *p = (const float *)x;
    float *a = (float *)acc;
    (void)m;
    if (s == 1) {
        rd_count_nonzero_float32_cols_pick()(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_count_nonzero_f32_step(a[k], LD_ID(p[k * s]));
}
static void rd_count_nonzero_float32_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(float *)acc = rd_count_nonzero_f32_combine(*(float *)acc, *(const float *)other);
}
static void rd_count_nonzero_float32_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    int64_t *o = (int64_t *)y;
    const float *a = (const float *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_count_nonzero_f32_final(a[k], count));
}
static const ak_reduce_fns rd_count_nonzero_float32 = {sizeof(float), rd_count_nonzero_float32_init, rd_count_nonzero_float32_run, rd_count_nonzero_float32_cols, rd_count_nonzero_float32_combine, rd_count_nonzero_float32_final, NULL};

static void rd_count_nonzero_float64_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    double *a = (double *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_count_nonzero_f64_init(0);
}
/* unit-stride runs of float64: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_count_nonzero_float64_lanes_body(int64_t n, const double *restrict p, double *restrict io, const double *at) {
    (void)at;
    double lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_count_nonzero_f64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_count_nonzero_f64_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_count_nonzero_f64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_count_nonzero_f64_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_count_nonzero_float64_cols_body(int64_t n, const double *restrict p, double *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_count_nonzero_f64_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_count_nonzero_f64_step(a[k], LD_ID(p[k]));
}
AK_ISA_BUILDS(rd_count_nonzero_float64_lanes, (int64_t n, const double *p, double *io, const double *at), (n, p, io, at))
AK_ISA_BUILDS(rd_count_nonzero_float64_cols, (int64_t n, const double *p, double *a, const double *at), (n, p, a, at))

static void rd_count_nonzero_float64_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const double *p = (const double *)x;
    (void)m;
    if (s == 1) {
        rd_count_nonzero_float64_lanes_pick()(n, p, (double *)acc, at);
        return;
    }
    double a = *(double *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_count_nonzero_f64_step(a, LD_ID(p[k * s]));
    *(double *)acc = a;
}
static void rd_count_nonzero_float64_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const double *p = (const double *)x;
    double *a = (double *)acc;
    (void)m;
    if (s == 1) {
        rd_count_nonzero_float64_cols_pick()(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_count_nonzero_f64_step(a[k], LD_ID(p[k * s]));
}
static void rd_count_nonzero_float64_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(double *)acc = rd_count_nonzero_f64_combine(*(double *)acc, *(const double *)other);
}
static void rd_count_nonzero_float64_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    int64_t *o = (int64_t *)y;
    const double *a = (const double *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_count_nonzero_f64_final(a[k], count));
}
static const ak_reduce_fns rd_count_nonzero_float64 = {sizeof(double), rd_count_nonzero_float64_init, rd_count_nonzero_float64_run, rd_count_nonzero_float64_cols, rd_count_nonzero_float64_combine, rd_count_nonzero_float64_final, NULL};

static void rd_count_nonzero_int8_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    int64_t *a = (int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_count_nonzero_i64_init(0);
}
/* unit-stride runs of int8: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_count_nonzero_int8_lanes_body(int64_t n, const int8_t *restrict p, int64_t *restrict io, const double *at) {
    (void)at;
    int64_t lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_count_nonzero_i64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_count_nonzero_i64_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_count_nonzero_i64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_count_nonzero_i64_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_count_nonzero_int8_cols_body(int64_t n, const int8_t *restrict p, int64_t *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_count_nonzero_i64_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_count_nonzero_i64_step(a[k], LD_ID(p[k]));
}

static void rd_count_nonzero_int8_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int8_t *p = (const int8_t *)x;
    (void)m;
    if (s == 1) {
        rd_count_nonzero_int8_lanes_body(n, p, (int64_t *)acc, at);
        return;
    }
    int64_t a = *(int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_count_nonzero_i64_step(a, LD_ID(p[k * s]));
    *(int64_t *)acc = a;
}
static void rd_count_nonzero_int8_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int8_t *p = (const int8_t *)x;
    int64_t *a = (int64_t *)acc;
    (void)m;
    if (s == 1) {
        rd_count_nonzero_int8_cols_body(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_count_nonzero_i64_step(a[k], LD_ID(p[k * s]));
}
static void rd_count_nonzero_int8_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(int64_t *)acc = rd_count_nonzero_i64_combine(*(int64_t *)acc, *(const int64_t *)other);
}
static void rd_count_nonzero_int8_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    int64_t *o = (int64_t *)y;
    const int64_t *a = (const int64_t *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_count_nonzero_i64_final(a[k], count));
}
static const ak_reduce_fns rd_count_nonzero_int8 = {sizeof(int64_t), rd_count_nonzero_int8_init, rd_count_nonzero_int8_run, rd_count_nonzero_int8_cols, rd_count_nonzero_int8_combine, rd_count_nonzero_int8_final, NULL};

static void rd_count_nonzero_int16_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    int64_t *a = (int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_count_nonzero_i64_init(0);
}
/* unit-stride runs of int16: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_count_nonzero_int16_lanes_body(int64_t n, const int16_t *restrict p, int64_t *restrict io, const double *at) {
    (void)at;
    int64_t lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_count_nonzero_i64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_count_nonzero_i64_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_count_nonzero_i64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_count_nonzero_i64_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_count_nonzero_int16_cols_body(int64_t n, const int16_t *restrict p, int64_t *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_count_nonzero_i64_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_count_nonzero_i64_step(a[k], LD_ID(p[k]));
}

static void rd_count_nonzero_int16_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int16_t *p = (const int16_t *)x;
    (void)m;
    if (s == 1) {
        rd_count_nonzero_int16_lanes_body(n, p, (int64_t *)acc, at);
        return;
    }
    int64_t a = *(int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_count_nonzero_i64_step(a, LD_ID(p[k * s]));
    *(int64_t *)acc = a;
}
static void rd_count_nonzero_int16_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int16_t *p = (const int16_t *)x;
    int64_t *a = (int64_t *)acc;
    (void)m;
    if (s == 1) {
        rd_count_nonzero_int16_cols_body(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_count_nonzero_i64_step(a[k], LD_ID(p[k * s]));
}
static void rd_count_nonzero_int16_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(int64_t *)acc = rd_count_nonzero_i64_combine(*(int64_t *)acc, *(const int64_t *)other);
}
static void rd_count_nonzero_int16_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    int64_t *o = (int64_t *)y;
    const int64_t *a = (const int64_t *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_count_nonzero_i64_final(a[k], count));
}
static const ak_reduce_fns rd_count_nonzero_int16 = {sizeof(int64_t), rd_count_nonzero_int16_init, rd_count_nonzero_int16_run, rd_count_nonzero_int16_cols, rd_count_nonzero_int16_combine, rd_count_nonzero_int16_final, NULL};

static void rd_count_nonzero_int32_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    int64_t *a = (int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_count_nonzero_i64_init(0);
}
/* unit-stride runs of int32: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_count_nonzero_int32_lanes_body(int64_t n, const int32_t *restrict p, int64_t *restrict io, const double *at) {
    (void)at;
    int64_t lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_count_nonzero_i64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_count_nonzero_i64_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_count_nonzero_i64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_count_nonzero_i64_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_count_nonzero_int32_cols_body(int64_t n, const int32_t *restrict p, int64_t *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_count_nonzero_i64_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_count_nonzero_i64_step(a[k], LD_ID(p[k]));
}

static void rd_count_nonzero_int32_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int32_t *p = (const int32_t *)x;
    (void)m;
    if (s == 1) {
        rd_count_nonzero_int32_lanes_body(n, p, (int64_t *)acc, at);
        return;
    }
    int64_t a = *(int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_count_nonzero_i64_step(a, LD_ID(p[k * s]));
    *(int64_t *)acc = a;
}
static void rd_count_nonzero_int32_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int32_t *p = (const int32_t *)x;
    int64_t *a = (int64_t *)acc;
    (void)m;
    if (s == 1) {
        rd_count_nonzero_int32_cols_body(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_count_nonzero_i64_step(a[k], LD_ID(p[k * s]));
}
static void rd_count_nonzero_int32_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(int64_t *)acc = rd_count_nonzero_i64_combine(*(int64_t *)acc, *(const int64_t *)other);
}
static void rd_count_nonzero_int32_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    int64_t *o = (int64_t *)y;
    const int64_t *a = (const int64_t *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_count_nonzero_i64_final(a[k], count));
}
static const ak_reduce_fns rd_count_nonzero_int32 = {sizeof(int64_t), rd_count_nonzero_int32_init, rd_count_nonzero_int32_run, rd_count_nonzero_int32_cols, rd_count_nonzero_int32_combine, rd_count_nonzero_int32_final, NULL};

static void rd_count_nonzero_int64_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    int64_t *a = (int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_count_nonzero_i64_init(0);
}
/* unit-stride runs of int64: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_count_nonzero_int64_lanes_body(int64_t n, const int64_t *restrict p, int64_t *restrict io, const double *at) {
    (void)at;
    int64_t lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_count_nonzero_i64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_count_nonzero_i64_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_count_nonzero_i64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_count_nonzero_i64_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_count_nonzero_int64_cols_body(int64_t n, const int64_t *restrict p, int64_t *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_count_nonzero_i64_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_count_nonzero_i64_step(a[k], LD_ID(p[k]));
}

static void rd_count_nonzero_int64_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int64_t *p = (const int64_t *)x;
    (void)m;
    if (s == 1) {
        rd_count_nonzero_int64_lanes_body(n, p, (int64_t *)acc, at);
        return;
    }
    int64_t a = *(int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_count_nonzero_i64_step(a, LD_ID(p[k * s]));
    *(int64_t *)acc = a;
}
static void rd_count_nonzero_int64_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const int64_t *p = (const int64_t *)x;
    int64_t *a = (int64_t *)acc;
    (void)m;
    if (s == 1) {
        rd_count_nonzero_int64_cols_body(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_count_nonzero_i64_step(a[k], LD_ID(p[k * s]));
}
static void rd_count_nonzero_int64_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(int64_t *)acc = rd_count_nonzero_i64_combine(*(int64_t *)acc, *(const int64_t *)other);
}
static void rd_count_nonzero_int64_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    int64_t *o = (int64_t *)y;
    const int64_t *a = (const int64_t *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_count_nonzero_i64_final(a[k], count));
}
static const ak_reduce_fns rd_count_nonzero_int64 = {sizeof(int64_t), rd_count_nonzero_int64_init, rd_count_nonzero_int64_run, rd_count_nonzero_int64_cols, rd_count_nonzero_int64_combine, rd_count_nonzero_int64_final, NULL};

static void rd_count_nonzero_uint8_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    int64_t *a = (int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_count_nonzero_i64_init(0);
}
/* unit-stride runs of uint8: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_count_nonzero_uint8_lanes_body(int64_t n, const uint8_t *restrict p, int64_t *restrict io, const double *at) {
    (void)at;
    int64_t lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_count_nonzero_i64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_count_nonzero_i64_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_count_nonzero_i64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_count_nonzero_i64_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_count_nonzero_uint8_cols_body(int64_t n, const uint8_t *restrict p, int64_t *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_count_nonzero_i64_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_count_nonzero_i64_step(a[k], LD_ID(p[k]));
}

static void rd_count_nonzero_uint8_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint8_t *p = (const uint8_t *)x;
    (void)m;
    if (s == 1) {
        rd_count_nonzero_uint8_lanes_body(n, p, (int64_t *)acc, at);
        return;
    }
    int64_t a = *(int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_count_nonzero_i64_step(a, LD_ID(p[k * s]));
    *(int64_t *)acc = a;
}
static void rd_count_nonzero_uint8_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint8_t *p = (const uint8_t *)x;
    int64_t *a = (int64_t *)acc;
    (void)m;
    if (s == 1) {
        rd_count_nonzero_uint8_cols_body(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_count_nonzero_i64_step(a[k], LD_ID(p[k * s]));
}
static void rd_count_nonzero_uint8_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(int64_t *)acc = rd_count_nonzero_i64_combine(*(int64_t *)acc, *(const int64_t *)other);
}
static void rd_count_nonzero_uint8_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    int64_t *o = (int64_t *)y;
    const int64_t *a = (const int64_t *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_count_nonzero_i64_final(a[k], count));
}
static const ak_reduce_fns rd_count_nonzero_uint8 = {sizeof(int64_t), rd_count_nonzero_uint8_init, rd_count_nonzero_uint8_run, rd_count_nonzero_uint8_cols, rd_count_nonzero_uint8_combine, rd_count_nonzero_uint8_final, NULL};

static void rd_count_nonzero_bool_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    int64_t *a = (int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_count_nonzero_i64_init(0);
}
/* unit-stride runs of bool: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_count_nonzero_bool_lanes_body(int64_t n, const uint8_t *restrict p, int64_t *restrict io, const double *at) {
    (void)at;
    int64_t lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_count_nonzero_i64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_count_nonzero_i64_step(lane[j], LD_BOOL(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_count_nonzero_i64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_count_nonzero_i64_step(a, LD_BOOL(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_count_nonzero_bool_cols_body(int64_t n, const uint8_t *restrict p, int64_t *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_count_nonzero_i64_step(a[k + j], LD_BOOL(p[k + j]));
    for (; k < n; k++) a[k] = rd_count_nonzero_i64_step(a[k], LD_BOOL(p[k]));
}

static void rd_count_nonzero_bool_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint8_t *p = (const uint8_t *)x;
    (void)m;
    if (s == 1) {
        rd_count_nonzero_bool_lanes_body(n, p, (int64_t *)acc, at);
        return;
    }
    int64_t a = *(int64_t *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_count_nonzero_i64_step(a, LD_BOOL(p[k * s]));
    *(int64_t *)acc = a;
}
static void rd_count_nonzero_bool_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint8_t *p = (const uint8_t *)x;
    int64_t *a = (int64_t *)acc;
    (void)m;
    if (s == 1) {
        rd_count_nonzero_bool_cols_body(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_count_nonzero_i64_step(a[k], LD_BOOL(p[k * s]));
}
static void rd_count_nonzero_bool_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(int64_t *)acc = rd_count_nonzero_i64_combine(*(int64_t *)acc, *(const int64_t *)other);
}
static void rd_count_nonzero_bool_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    int64_t *o = (int64_t *)y;
    const int64_t *a = (const int64_t *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_count_nonzero_i64_final(a[k], count));
}
static const ak_reduce_fns rd_count_nonzero_bool = {sizeof(int64_t), rd_count_nonzero_bool_init, rd_count_nonzero_bool_run, rd_count_nonzero_bool_cols, rd_count_nonzero_bool_combine, rd_count_nonzero_bool_final, NULL};

int ak_count_nonzero(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_reduce_fns *f;
    switch (x->dtype) {
    case AK_F16:
        f = &rd_count_nonzero_float16;
        break;
    case AK_BF16:
        f = &rd_count_nonzero_bfloat16;
        break;
    case AK_F32:
        f = &rd_count_nonzero_float32;
        break;
    case AK_F64:
        f = &rd_count_nonzero_float64;
        break;
    case AK_I8:
        f = &rd_count_nonzero_int8;
        break;
    case AK_I16:
        f = &rd_count_nonzero_int16;
        break;
    case AK_I32:
        f = &rd_count_nonzero_int32;
        break;
    case AK_I64:
        f = &rd_count_nonzero_int64;
        break;
    case AK_U8:
        f = &rd_count_nonzero_uint8;
        break;
    case AK_BOOL:
        f = &rd_count_nonzero_bool;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (y->dtype != AK_I64) return AK_UNSUPPORTED;
    return ak_reduce(ex, y, x, f, NULL);
}

/* ---- var: `y = sum((x - mean(x))^2) / max(n - correction, 0)` over the reduced dims (n of them): two passes, the mean first (summed in f64 for f16/bf16/f32: equal values give exactly 0), so no E[x^2] - E[x]^2 cancellation (torch.var, numpy.var's ddof). NaN where there are no elements; inf or NaN where n <= correction. */

AK_INLINE double rd_var_pivot_f32_init(int unused, double correction) {
    typedef double C_t;
    (void)unused;
    (void)correction;
    return (C_t)(0);
}
AK_INLINE double rd_var_pivot_f32_step(double acc, double x, double correction) {
    typedef double C_t;
    (void)correction;
    return (C_t)(acc + x);
}
AK_INLINE double rd_var_pivot_f32_combine(double acc, double other, double correction) {
    typedef double C_t;
    (void)correction;
    return (C_t)(acc + other);
}
AK_INLINE double rd_var_pivot_f32_final(double acc, int64_t n, double correction) {
    typedef double C_t;
    (void)n;
    (void)correction;
    return (C_t)(acc / C(n));
}

AK_INLINE float rd_var_f32_init(int unused, float correction) {
    typedef float C_t;
    (void)unused;
    (void)correction;
    return (C_t)(0);
}
AK_INLINE float rd_var_f32_step(float acc, float x, float m, float correction) {
    typedef float C_t;
    (void)correction;
    (void)m;
    return (C_t)(acc + (x - m) * (x - m));
}
AK_INLINE float rd_var_f32_combine(float acc, float other, float correction) {
    typedef float C_t;
    (void)correction;
    return (C_t)(acc + other);
}
AK_INLINE float rd_var_f32_final(float acc, int64_t n, float m, float correction) {
    typedef float C_t;
    (void)n;
    (void)correction;
    (void)m;
    return (C_t)(acc / fmax(C(n) - correction, C(0)));
}

AK_INLINE double rd_var_pivot_f64_init(int unused, double correction) {
    typedef double C_t;
    (void)unused;
    (void)correction;
    return (C_t)(0);
}
AK_INLINE double rd_var_pivot_f64_step(double acc, double x, double correction) {
    typedef double C_t;
    (void)correction;
    return (C_t)(acc + x);
}
AK_INLINE double rd_var_pivot_f64_combine(double acc, double other, double correction) {
    typedef double C_t;
    (void)correction;
    return (C_t)(acc + other);
}
AK_INLINE double rd_var_pivot_f64_final(double acc, int64_t n, double correction) {
    typedef double C_t;
    (void)n;
    (void)correction;
    return (C_t)(acc / C(n));
}

AK_INLINE double rd_var_f64_init(int unused, double correction) {
    typedef double C_t;
    (void)unused;
    (void)correction;
    return (C_t)(0);
}
AK_INLINE double rd_var_f64_step(double acc, double x, double m, double correction) {
    typedef double C_t;
    (void)correction;
    (void)m;
    return (C_t)(acc + (x - m) * (x - m));
}
AK_INLINE double rd_var_f64_combine(double acc, double other, double correction) {
    typedef double C_t;
    (void)correction;
    return (C_t)(acc + other);
}
AK_INLINE double rd_var_f64_final(double acc, int64_t n, double m, double correction) {
    typedef double C_t;
    (void)n;
    (void)correction;
    (void)m;
    return (C_t)(acc / fmax(C(n) - correction, C(0)));
}

static void rd_var_pivot_float16_init(void *acc, int64_t n, const void *ctx) {
    const double *at = (const double *)ctx;
    double *a = (double *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_var_pivot_f32_init(0, (double)at[0]);
}
/* unit-stride runs of f16 / bf16 converted to f32 chunks: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_var_pivot_half_lanes_body(int64_t n, const float *restrict p, double *restrict io, const double *at) {
    (void)at;
    double lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_var_pivot_f32_init(0, (double)at[0]);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_var_pivot_f32_step(lane[j], LD_ID(p[k + j]), (double)at[0]);
    for (int j = 0; j < AK_BLK; j++) a = rd_var_pivot_f32_combine(a, lane[j], (double)at[0]);
    for (; k < n; k++) a = rd_var_pivot_f32_step(a, LD_ID(p[k]), (double)at[0]);
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_var_pivot_half_cols_body(int64_t n, const float *restrict p, double *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_var_pivot_f32_step(a[k + j], LD_ID(p[k + j]), (double)at[0]);
    for (; k < n; k++) a[k] = rd_var_pivot_f32_step(a[k], LD_ID(p[k]), (double)at[0]);
}
AK_ISA_BUILDS(rd_var_pivot_half_lanes, (int64_t n, const float *p, double *io, const double *at), (n, p, io, at))
AK_ISA_BUILDS(rd_var_pivot_half_cols, (int64_t n, const float *p, double *a, const double *at), (n, p, a, at))

static void rd_var_pivot_float16_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, q, buf, p + c);
            rd_var_pivot_half_lanes_pick()(q, buf, (double *)acc, at);
        }
        return;
    }
    double a = *(double *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_var_pivot_f32_step(a, LD_H(p[k * s]), (double)at[0]);
    *(double *)acc = a;
}
static void rd_var_pivot_float16_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    double *a = (double *)acc;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, q, buf, p + c);
            rd_var_pivot_half_cols_pick()(q, buf, a + c, at);
        }
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_var_pivot_f32_step(a[k], LD_H(p[k * s]), (double)at[0]);
}
static void rd_var_pivot_float16_combine(void *acc, const void *other, const void *ctx) {
    const double *at = (const double *)ctx;
    *(double *)acc = rd_var_pivot_f32_combine(*(double *)acc, *(const double *)other, (double)at[0]);
}
static void rd_var_pivot_float16_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    const double *at = (const double *)ctx;
    (void)m;
    double *o = (double *)y;
    const double *a = (const double *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_var_pivot_f32_final(a[k], count, (double)at[0]));
}
static const ak_reduce_fns rd_var_pivot_float16 = {sizeof(double), rd_var_pivot_float16_init, rd_var_pivot_float16_run, rd_var_pivot_float16_cols, rd_var_pivot_float16_combine, rd_var_pivot_float16_final, NULL};

static void rd_var_float16_init(void *acc, int64_t n, const void *ctx) {
    const double *at = (const double *)ctx;
    float *a = (float *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_var_f32_init(0, (float)at[0]);
}
/* unit-stride runs of f16 / bf16 converted to f32 chunks: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_var_half_lanes_body(int64_t n, const float *restrict p, float *restrict io, const double *at, float mv) {
    (void)at;
    float lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_var_f32_init(0, (float)at[0]);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_var_f32_step(lane[j], LD_ID(p[k + j]), mv, (float)at[0]);
    for (int j = 0; j < AK_BLK; j++) a = rd_var_f32_combine(a, lane[j], (float)at[0]);
    for (; k < n; k++) a = rd_var_f32_step(a, LD_ID(p[k]), mv, (float)at[0]);
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_var_half_cols_body(int64_t n, const float *restrict p, float *restrict a, const double *at, const double *restrict mv) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_var_f32_step(a[k + j], LD_ID(p[k + j]), (float)mv[k + j], (float)at[0]);
    for (; k < n; k++) a[k] = rd_var_f32_step(a[k], LD_ID(p[k]), (float)mv[k], (float)at[0]);
}
AK_ISA_BUILDS(rd_var_half_lanes, (int64_t n, const float *p, float *io, const double *at, float mv), (n, p, io, at, mv))
AK_ISA_BUILDS(rd_var_half_cols, (int64_t n, const float *p, float *a, const double *at, const double *mv), (n, p, a, at, mv))

static void rd_var_float16_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    const float mv = (float)*(const double *)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, q, buf, p + c);
            rd_var_half_lanes_pick()(q, buf, (float *)acc, at, mv);
        }
        return;
    }
    float a = *(float *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_var_f32_step(a, LD_H(p[k * s]), mv, (float)at[0]);
    *(float *)acc = a;
}
static void rd_var_float16_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    float *a = (float *)acc;
    const double *mv = (const double *)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, q, buf, p + c);
            rd_var_half_cols_pick()(q, buf, a + c, at, mv + c);
        }
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_var_f32_step(a[k], LD_H(p[k * s]), (float)mv[k], (float)at[0]);
}
static void rd_var_float16_combine(void *acc, const void *other, const void *ctx) {
    const double *at = (const double *)ctx;
    *(float *)acc = rd_var_f32_combine(*(float *)acc, *(const float *)other, (float)at[0]);
}
static void rd_var_float16_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    const double *at = (const double *)ctx;
    const double *mv = (const double *)m;
    uint16_t *o = (uint16_t *)y;
    const float *a = (const float *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_H(rd_var_f32_final(a[k], count, (float)mv[k], (float)at[0]));
}
static const ak_reduce_fns rd_var_float16 = {sizeof(float), rd_var_float16_init, rd_var_float16_run, rd_var_float16_cols, rd_var_float16_combine, rd_var_float16_final, &rd_var_pivot_float16};

static void rd_var_pivot_bfloat16_init(void *acc, int64_t n, const void *ctx) {
    const double *at = (const double *)ctx;
    double *a = (double *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_var_pivot_f32_init(0, (double)at[0]);
}

static void rd_var_pivot_bfloat16_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, q, buf, p + c);
            rd_var_pivot_half_lanes_pick()(q, buf, (double *)acc, at);
        }
        return;
    }
    double a = *(double *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_var_pivot_f32_step(a, LD_B(p[k * s]), (double)at[0]);
    *(double *)acc = a;
}
static void rd_var_pivot_bfloat16_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    double *a = (double *)acc;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, q, buf, p + c);
            rd_var_pivot_half_cols_pick()(q, buf, a + c, at);
        }
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_var_pivot_f32_step(a[k], LD_B(p[k * s]), (double)at[0]);
}
static void rd_var_pivot_bfloat16_combine(void *acc, const void *other, const void *ctx) {
    const double *at = (const double *)ctx;
    *(double *)acc = rd_var_pivot_f32_combine(*(double *)acc, *(const double *)other, (double)at[0]);
}
static void rd_var_pivot_bfloat16_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    const double *at = (const double *)ctx;
    (void)m;
    double *o = (double *)y;
    const double *a = (const double *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_var_pivot_f32_final(a[k], count, (double)at[0]));
}
static const ak_reduce_fns rd_var_pivot_bfloat16 = {sizeof(double), rd_var_pivot_bfloat16_init, rd_var_pivot_bfloat16_run, rd_var_pivot_bfloat16_cols, rd_var_pivot_bfloat16_combine, rd_var_pivot_bfloat16_final, NULL};

static void rd_var_bfloat16_init(void *acc, int64_t n, const void *ctx) {
    const double *at = (const double *)ctx;
    float *a = (float *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_var_f32_init(0, (float)at[0]);
}

static void rd_var_bfloat16_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    const float mv = (float)*(const double *)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, q, buf, p + c);
            rd_var_half_lanes_pick()(q, buf, (float *)acc, at, mv);
        }
        return;
    }
    float a = *(float *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_var_f32_step(a, LD_B(p[k * s]), mv, (float)at[0]);
    *(float *)acc = a;
}
static void rd_var_bfloat16_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    float *a = (float *)acc;
    const double *mv = (const double *)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, q, buf, p + c);
            rd_var_half_cols_pick()(q, buf, a + c, at, mv + c);
        }
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_var_f32_step(a[k], LD_B(p[k * s]), (float)mv[k], (float)at[0]);
}
static void rd_var_bfloat16_combine(void *acc, const void *other, const void *ctx) {
    const double *at = (const double *)ctx;
    *(float *)acc = rd_var_f32_combine(*(float *)acc, *(const float *)other, (float)at[0]);
}
static void rd_var_bfloat16_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    const double *at = (const double *)ctx;
    const double *mv = (const double *)m;
    uint16_t *o = (uint16_t *)y;
    const float *a = (const float *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_B(rd_var_f32_final(a[k], count, (float)mv[k], (float)at[0]));
}
static const ak_reduce_fns rd_var_bfloat16 = {sizeof(float), rd_var_bfloat16_init, rd_var_bfloat16_run, rd_var_bfloat16_cols, rd_var_bfloat16_combine, rd_var_bfloat16_final, &rd_var_pivot_bfloat16};

static void rd_var_pivot_float32_init(void *acc, int64_t n, const void *ctx) {
    const double *at = (const double *)ctx;
    double *a = (double *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_var_pivot_f32_init(0, (double)at[0]);
}
/* unit-stride runs of float32: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_var_pivot_float32_lanes_body(int64_t n, const float *restrict p, double *restrict io, const double *at) {
    (void)at;
    double lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_var_pivot_f32_init(0, (double)at[0]);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_var_pivot_f32_step(lane[j], LD_ID(p[k + j]), (double)at[0]);
    for (int j = 0; j < AK_BLK; j++) a = rd_var_pivot_f32_combine(a, lane[j], (double)at[0]);
    for (; k < n; k++) a = rd_var_pivot_f32_step(a, LD_ID(p[k]), (double)at[0]);
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_var_pivot_float32_cols_body(int64_t n, const float *restrict p, double *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_var_pivot_f32_step(a[k + j], LD_ID(p[k + j]), (double)at[0]);
    for (; k < n; k++) a[k] = rd_var_pivot_f32_step(a[k], LD_ID(p[k]), (double)at[0]);
}
AK_ISA_BUILDS(rd_var_pivot_float32_lanes, (int64_t n, const float *p, double *io, const double *at), (n, p, io, at))
AK_ISA_BUILDS(rd_var_pivot_float32_cols, (int64_t n, const float *p, double *a, const double *at), (n, p, a, at))

static void rd_var_pivot_float32_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const float *p = (const float *)x;
    (void)m;
    if (s == 1) {
        rd_var_pivot_float32_lanes_pick()(n, p, (double *)acc, at);
        return;
    }
    double a = *(double *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_var_pivot_f32_step(a, LD_ID(p[k * s]), (double)at[0]);
    *(double *)acc = a;
}
static void rd_var_pivot_float32_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const float *p = (const float *)x;
    double *a = (double *)acc;
    (void)m;
    if (s == 1) {
        rd_var_pivot_float32_cols_pick()(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_var_pivot_f32_step(a[k], LD_ID(p[k * s]), (double)at[0]);
}
static void rd_var_pivot_float32_combine(void *acc, const void *other, const void *ctx) {
    const double *at = (const double *)ctx;
    *(double *)acc = rd_var_pivot_f32_combine(*(double *)acc, *(const double *)other, (double)at[0]);
}
static void rd_var_pivot_float32_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    const double *at = (const double *)ctx;
    (void)m;
    double *o = (double *)y;
    const double *a = (const double *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_var_pivot_f32_final(a[k], count, (double)at[0]));
}
static const ak_reduce_fns rd_var_pivot_float32 = {sizeof(double), rd_var_pivot_float32_init, rd_var_pivot_float32_run, rd_var_pivot_float32_cols, rd_var_pivot_float32_combine, rd_var_pivot_float32_final, NULL};

static void rd_var_float32_init(void *acc, int64_t n, const void *ctx) {
    const double *at = (const double *)ctx;
    float *a = (float *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_var_f32_init(0, (float)at[0]);
}
/* unit-stride runs of float32: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_var_float32_lanes_body(int64_t n, const float *restrict p, float *restrict io, const double *at, float mv) {
    (void)at;
    float lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_var_f32_init(0, (float)at[0]);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_var_f32_step(lane[j], LD_ID(p[k + j]), mv, (float)at[0]);
    for (int j = 0; j < AK_BLK; j++) a = rd_var_f32_combine(a, lane[j], (float)at[0]);
    for (; k < n; k++) a = rd_var_f32_step(a, LD_ID(p[k]), mv, (float)at[0]);
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_var_float32_cols_body(int64_t n, const float *restrict p, float *restrict a, const double *at, const double *restrict mv) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_var_f32_step(a[k + j], LD_ID(p[k + j]), (float)mv[k + j], (float)at[0]);
    for (; k < n; k++) a[k] = rd_var_f32_step(a[k], LD_ID(p[k]), (float)mv[k], (float)at[0]);
}
AK_ISA_BUILDS(rd_var_float32_lanes, (int64_t n, const float *p, float *io, const double *at, float mv), (n, p, io, at, mv))
AK_ISA_BUILDS(rd_var_float32_cols, (int64_t n, const float *p, float *a, const double *at, const double *mv), (n, p, a, at, mv))

static void rd_var_float32_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const float *p = (const float *)x;
    const float mv = (float)*(const double *)m;
    if (s == 1) {
        rd_var_float32_lanes_pick()(n, p, (float *)acc, at, mv);
        return;
    }
    float a = *(float *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_var_f32_step(a, LD_ID(p[k * s]), mv, (float)at[0]);
    *(float *)acc = a;
}
static void rd_var_float32_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const float *p = (const float *)x;
    float *a = (float *)acc;
    const double *mv = (const double *)m;
    if (s == 1) {
        rd_var_float32_cols_pick()(n, p, a, at, mv);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_var_f32_step(a[k], LD_ID(p[k * s]), (float)mv[k], (float)at[0]);
}
static void rd_var_float32_combine(void *acc, const void *other, const void *ctx) {
    const double *at = (const double *)ctx;
    *(float *)acc = rd_var_f32_combine(*(float *)acc, *(const float *)other, (float)at[0]);
}
static void rd_var_float32_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    const double *at = (const double *)ctx;
    const double *mv = (const double *)m;
    float *o = (float *)y;
    const float *a = (const float *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_var_f32_final(a[k], count, (float)mv[k], (float)at[0]));
}
static const ak_reduce_fns rd_var_float32 = {sizeof(float), rd_var_float32_init, rd_var_float32_run, rd_var_float32_cols, rd_var_float32_combine, rd_var_float32_final, &rd_var_pivot_float32};

static void rd_var_pivot_float64_init(void *acc, int64_t n, const void *ctx) {
    const double *at = (const double *)ctx;
    double *a = (double *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_var_pivot_f64_init(0, (double)at[0]);
}
/* unit-stride runs of float64: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_var_pivot_float64_lanes_body(int64_t n, const double *restrict p, double *restrict io, const double *at) {
    (void)at;
    double lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_var_pivot_f64_init(0, (double)at[0]);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_var_pivot_f64_step(lane[j], LD_ID(p[k + j]), (double)at[0]);
    for (int j = 0; j < AK_BLK; j++) a = rd_var_pivot_f64_combine(a, lane[j], (double)at[0]);
    for (; k < n; k++) a = rd_var_pivot_f64_step(a, LD_ID(p[k]), (double)at[0]);
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_var_pivot_float64_cols_body(int64_t n, const double *restrict p, double *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_var_pivot_f64_step(a[k + j], LD_ID(p[k + j]), (double)at[0]);
    for (; k < n; k++) a[k] = rd_var_pivot_f64_step(a[k], LD_ID(p[k]), (double)at[0]);
}
AK_ISA_BUILDS(rd_var_pivot_float64_lanes, (int64_t n, const double *p, double *io, const double *at), (n, p, io, at))
AK_ISA_BUILDS(rd_var_pivot_float64_cols, (int64_t n, const double *p, double *a, const double *at), (n, p, a, at))

static void rd_var_pivot_float64_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const double *p = (const double *)x;
    (void)m;
    if (s == 1) {
        rd_var_pivot_float64_lanes_pick()(n, p, (double *)acc, at);
        return;
    }
    double a = *(double *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_var_pivot_f64_step(a, LD_ID(p[k * s]), (double)at[0]);
    *(double *)acc = a;
}
static void rd_var_pivot_float64_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const double *p = (const double *)x;
    double *a = (double *)acc;
    (void)m;
    if (s == 1) {
        rd_var_pivot_float64_cols_pick()(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_var_pivot_f64_step(a[k], LD_ID(p[k * s]), (double)at[0]);
}
static void rd_var_pivot_float64_combine(void *acc, const void *other, const void *ctx) {
    const double *at = (const double *)ctx;
    *(double *)acc = rd_var_pivot_f64_combine(*(double *)acc, *(const double *)other, (double)at[0]);
}
static void rd_var_pivot_float64_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    const double *at = (const double *)ctx;
    (void)m;
    double *o = (double *)y;
    const double *a = (const double *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_var_pivot_f64_final(a[k], count, (double)at[0]));
}
static const ak_reduce_fns rd_var_pivot_float64 = {sizeof(double), rd_var_pivot_float64_init, rd_var_pivot_float64_run, rd_var_pivot_float64_cols, rd_var_pivot_float64_combine, rd_var_pivot_float64_final, NULL};

static void rd_var_float64_init(void *acc, int64_t n, const void *ctx) {
    const double *at = (const double *)ctx;
    double *a = (double *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_var_f64_init(0, (double)at[0]);
}
/* unit-stride runs of float64: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_var_float64_lanes_body(int64_t n, const double *restrict p, double *restrict io, const double *at, double mv) {
    (void)at;
    double lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_var_f64_init(0, (double)at[0]);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_var_f64_step(lane[j], LD_ID(p[k + j]), mv, (double)at[0]);
    for (int j = 0; j < AK_BLK; j++) a = rd_var_f64_combine(a, lane[j], (double)at[0]);
    for (; k < n; k++) a = rd_var_f64_step(a, LD_ID(p[k]), mv, (double)at[0]);
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_var_float64_cols_body(int64_t n, const double *restrict p, double *restrict a, const double *at, const double *restrict mv) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_var_f64_step(a[k + j], LD_ID(p[k + j]), (double)mv[k + j], (double)at[0]);
    for (; k < n; k++) a[k] = rd_var_f64_step(a[k], LD_ID(p[k]), (double)mv[k], (double)at[0]);
}
AK_ISA_BUILDS(rd_var_float64_lanes, (int64_t n, const double *p, double *io, const double *at, double mv), (n, p, io, at, mv))
AK_ISA_BUILDS(rd_var_float64_cols, (int64_t n, const double *p, double *a, const double *at, const double *mv), (n, p, a, at, mv))

static void rd_var_float64_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const double *p = (const double *)x;
    const double mv = (double)*(const double *)m;
    if (s == 1) {
        rd_var_float64_lanes_pick()(n, p, (double *)acc, at, mv);
        return;
    }
    double a = *(double *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_var_f64_step(a, LD_ID(p[k * s]), mv, (double)at[0]);
    *(double *)acc = a;
}
static void rd_var_float64_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const double *p = (const double *)x;
    double *a = (double *)acc;
    const double *mv = (const double *)m;
    if (s == 1) {
        rd_var_float64_cols_pick()(n, p, a, at, mv);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_var_f64_step(a[k], LD_ID(p[k * s]), (double)mv[k], (double)at[0]);
}
static void rd_var_float64_combine(void *acc, const void *other, const void *ctx) {
    const double *at = (const double *)ctx;
    *(double *)acc = rd_var_f64_combine(*(double *)acc, *(const double *)other, (double)at[0]);
}
static void rd_var_float64_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    const double *at = (const double *)ctx;
    const double *mv = (const double *)m;
    double *o = (double *)y;
    const double *a = (const double *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_var_f64_final(a[k], count, (double)mv[k], (double)at[0]));
}
static const ak_reduce_fns rd_var_float64 = {sizeof(double), rd_var_float64_init, rd_var_float64_run, rd_var_float64_cols, rd_var_float64_combine, rd_var_float64_final, &rd_var_pivot_float64};

int ak_var(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, float correction) {
    const double at[1] = {correction};
    const ak_reduce_fns *f;
    switch (y->dtype) {
    case AK_F16:
        f = &rd_var_float16;
        break;
    case AK_BF16:
        f = &rd_var_bfloat16;
        break;
    case AK_F32:
        f = &rd_var_float32;
        break;
    case AK_F64:
        f = &rd_var_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    return ak_reduce(ex, y, x, f, at);
}

/* ---- std: `y = sqrt(var(x, correction))` over the reduced dims (var's two passes; torch.std, numpy.std's ddof). */

AK_INLINE double rd_std_pivot_f32_init(int unused, double correction) {
    typedef double C_t;
    (void)unused;
    (void)correction;
    return (C_t)(0);
}
AK_INLINE double rd_std_pivot_f32_step(double acc, double x, double correction) {
    typedef double C_t;
    (void)correction;
    return (C_t)(acc + x);
}
AK_INLINE double rd_std_pivot_f32_combine(double acc, double other, double correction) {
    typedef double C_t;
    (void)correction;
    return (C_t)(acc + other);
}
AK_INLINE double rd_std_pivot_f32_final(double acc, int64_t n, double correction) {
    typedef double C_t;
    (void)n;
    (void)correction;
    return (C_t)(acc / C(n));
}

AK_INLINE float rd_std_f32_init(int unused, float correction) {
    typedef float C_t;
    (void)unused;
    (void)correction;
    return (C_t)(0);
}
AK_INLINE float rd_std_f32_step(float acc, float x, float m, float correction) {
    typedef float C_t;
    (void)correction;
    (void)m;
    return (C_t)(acc + (x - m) * (x - m));
}
AK_INLINE float rd_std_f32_combine(float acc, float other, float correction) {
    typedef float C_t;
    (void)correction;
    return (C_t)(acc + other);
}
AK_INLINE float rd_std_f32_final(float acc, int64_t n, float m, float correction) {
    typedef float C_t;
    (void)n;
    (void)correction;
    (void)m;
    return (C_t)(sqrt(acc / fmax(C(n) - correction, C(0))));
}

AK_INLINE double rd_std_pivot_f64_init(int unused, double correction) {
    typedef double C_t;
    (void)unused;
    (void)correction;
    return (C_t)(0);
}
AK_INLINE double rd_std_pivot_f64_step(double acc, double x, double correction) {
    typedef double C_t;
    (void)correction;
    return (C_t)(acc + x);
}
AK_INLINE double rd_std_pivot_f64_combine(double acc, double other, double correction) {
    typedef double C_t;
    (void)correction;
    return (C_t)(acc + other);
}
AK_INLINE double rd_std_pivot_f64_final(double acc, int64_t n, double correction) {
    typedef double C_t;
    (void)n;
    (void)correction;
    return (C_t)(acc / C(n));
}

AK_INLINE double rd_std_f64_init(int unused, double correction) {
    typedef double C_t;
    (void)unused;
    (void)correction;
    return (C_t)(0);
}
AK_INLINE double rd_std_f64_step(double acc, double x, double m, double correction) {
    typedef double C_t;
    (void)correction;
    (void)m;
    return (C_t)(acc + (x - m) * (x - m));
}
AK_INLINE double rd_std_f64_combine(double acc, double other, double correction) {
    typedef double C_t;
    (void)correction;
    return (C_t)(acc + other);
}
AK_INLINE double rd_std_f64_final(double acc, int64_t n, double m, double correction) {
    typedef double C_t;
    (void)n;
    (void)correction;
    (void)m;
    return (C_t)(sqrt(acc / fmax(C(n) - correction, C(0))));
}

static void rd_std_pivot_float16_init(void *acc, int64_t n, const void *ctx) {
    const double *at = (const double *)ctx;
    double *a = (double *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_std_pivot_f32_init(0, (double)at[0]);
}
/* unit-stride runs of f16 / bf16 converted to f32 chunks: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_std_pivot_half_lanes_body(int64_t n, const float *restrict p, double *restrict io, const double *at) {
    (void)at;
    double lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_std_pivot_f32_init(0, (double)at[0]);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_std_pivot_f32_step(lane[j], LD_ID(p[k + j]), (double)at[0]);
    for (int j = 0; j < AK_BLK; j++) a = rd_std_pivot_f32_combine(a, lane[j], (double)at[0]);
    for (; k < n; k++) a = rd_std_pivot_f32_step(a, LD_ID(p[k]), (double)at[0]);
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_std_pivot_half_cols_body(int64_t n, const float *restrict p, double *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_std_pivot_f32_step(a[k + j], LD_ID(p[k + j]), (double)at[0]);
    for (; k < n; k++) a[k] = rd_std_pivot_f32_step(a[k], LD_ID(p[k]), (double)at[0]);
}
AK_ISA_BUILDS(rd_std_pivot_half_lanes, (int64_t n, const float *p, double *io, const double *at), (n, p, io, at))
AK_ISA_BUILDS(rd_std_pivot_half_cols, (int64_t n, const float *p, double *a, const double *at), (n, p, a, at))

static void rd_std_pivot_float16_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, q, buf, p + c);
            rd_std_pivot_half_lanes_pick()(q, buf, (double *)acc, at);
        }
        return;
    }
    double a = *(double *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_std_pivot_f32_step(a, LD_H(p[k * s]), (double)at[0]);
    *(double *)acc = a;
}
static void rd_std_pivot_float16_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    double *a = (double *)acc;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, q, buf, p + c);
            rd_std_pivot_half_cols_pick()(q, buf, a + c, at);
        }
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_std_pivot_f32_step(a[k], LD_H(p[k * s]), (double)at[0]);
}
static void rd_std_pivot_float16_combine(void *acc, const void *other, const void *ctx) {
    const double *at = (const double *)ctx;
    *(double *)acc = rd_std_pivot_f32_combine(*(double *)acc, *(const double *)other, (double)at[0]);
}
static void rd_std_pivot_float16_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    const double *at = (const double *)ctx;
    (void)m;
    double *o = (double *)y;
    const double *a = (const double *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_std_pivot_f32_final(a[k], count, (double)at[0]));
}
static const ak_reduce_fns rd_std_pivot_float16 = {sizeof(double), rd_std_pivot_float16_init, rd_std_pivot_float16_run, rd_std_pivot_float16_cols, rd_std_pivot_float16_combine, rd_std_pivot_float16_final, NULL};

static void rd_std_float16_init(void *acc, int64_t n, const void *ctx) {
    const double *at = (const double *)ctx;
    float *a = (float *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_std_f32_init(0, (float)at[0]);
}
/* unit-stride runs of f16 / bf16 converted to f32 chunks: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_std_half_lanes_body(int64_t n, const float *restrict p, float *restrict io, const double *at, float mv) {
    (void)at;
    float lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_std_f32_init(0, (float)at[0]);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_std_f32_step(lane[j], LD_ID(p[k + j]), mv, (float)at[0]);
    for (int j = 0; j < AK_BLK; j++) a = rd_std_f32_combine(a, lane[j], (float)at[0]);
    for (; k < n; k++) a = rd_std_f32_step(a, LD_ID(p[k]), mv, (float)at[0]);
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_std_half_cols_body(int64_t n, const float *restrict p, float *restrict a, const double *at, const double *restrict mv) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_std_f32_step(a[k + j], LD_ID(p[k + j]), (float)mv[k + j], (float)at[0]);
    for (; k < n; k++) a[k] = rd_std_f32_step(a[k], LD_ID(p[k]), (float)mv[k], (float)at[0]);
}
AK_ISA_BUILDS(rd_std_half_lanes, (int64_t n, const float *p, float *io, const double *at, float mv), (n, p, io, at, mv))
AK_ISA_BUILDS(rd_std_half_cols, (int64_t n, const float *p, float *a, const double *at, const double *mv), (n, p, a, at, mv))

static void rd_std_float16_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    const float mv = (float)*(const double *)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, q, buf, p + c);
            rd_std_half_lanes_pick()(q, buf, (float *)acc, at, mv);
        }
        return;
    }
    float a = *(float *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_std_f32_step(a, LD_H(p[k * s]), mv, (float)at[0]);
    *(float *)acc = a;
}
static void rd_std_float16_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    float *a = (float *)acc;
    const double *mv = (const double *)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, q, buf, p + c);
            rd_std_half_cols_pick()(q, buf, a + c, at, mv + c);
        }
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_std_f32_step(a[k], LD_H(p[k * s]), (float)mv[k], (float)at[0]);
}
static void rd_std_float16_combine(void *acc, const void *other, const void *ctx) {
    const double *at = (const double *)ctx;
    *(float *)acc = rd_std_f32_combine(*(float *)acc, *(const float *)other, (float)at[0]);
}
static void rd_std_float16_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    const double *at = (const double *)ctx;
    const double *mv = (const double *)m;
    uint16_t *o = (uint16_t *)y;
    const float *a = (const float *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_H(rd_std_f32_final(a[k], count, (float)mv[k], (float)at[0]));
}
static const ak_reduce_fns rd_std_float16 = {sizeof(float), rd_std_float16_init, rd_std_float16_run, rd_std_float16_cols, rd_std_float16_combine, rd_std_float16_final, &rd_std_pivot_float16};

static void rd_std_pivot_bfloat16_init(void *acc, int64_t n, const void *ctx) {
    const double *at = (const double *)ctx;
    double *a = (double *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_std_pivot_f32_init(0, (double)at[0]);
}

static void rd_std_pivot_bfloat16_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, q, buf, p + c);
            rd_std_pivot_half_lanes_pick()(q, buf, (double *)acc, at);
        }
        return;
    }
    double a = *(double *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_std_pivot_f32_step(a, LD_B(p[k * s]), (double)at[0]);
    *(double *)acc = a;
}
static void rd_std_pivot_bfloat16_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    double *a = (double *)acc;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, q, buf, p + c);
            rd_std_pivot_half_cols_pick()(q, buf, a + c, at);
        }
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_std_pivot_f32_step(a[k], LD_B(p[k * s]), (double)at[0]);
}
static void rd_std_pivot_bfloat16_combine(void *acc, const void *other, const void *ctx) {
    const double *at = (const double *)ctx;
    *(double *)acc = rd_std_pivot_f32_combine(*(double *)acc, *(const double *)other, (double)at[0]);
}
static void rd_std_pivot_bfloat16_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    const double *at = (const double *)ctx;
    (void)m;
    double *o = (double *)y;
    const double *a = (const double *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_std_pivot_f32_final(a[k], count, (double)at[0]));
}
static const ak_reduce_fns rd_std_pivot_bfloat16 = {sizeof(double), rd_std_pivot_bfloat16_init, rd_std_pivot_bfloat16_run, rd_std_pivot_bfloat16_cols, rd_std_pivot_bfloat16_combine, rd_std_pivot_bfloat16_final, NULL};

static void rd_std_bfloat16_init(void *acc, int64_t n, const void *ctx) {
    const double *at = (const double *)ctx;
    float *a = (float *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_std_f32_init(0, (float)at[0]);
}

static void rd_std_bfloat16_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    const float mv = (float)*(const double *)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, q, buf, p + c);
            rd_std_half_lanes_pick()(q, buf, (float *)acc, at, mv);
        }
        return;
    }
    float a = *(float *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_std_f32_step(a, LD_B(p[k * s]), mv, (float)at[0]);
    *(float *)acc = a;
}
static void rd_std_bfloat16_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    float *a = (float *)acc;
    const double *mv = (const double *)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, q, buf, p + c);
            rd_std_half_cols_pick()(q, buf, a + c, at, mv + c);
        }
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_std_f32_step(a[k], LD_B(p[k * s]), (float)mv[k], (float)at[0]);
}
static void rd_std_bfloat16_combine(void *acc, const void *other, const void *ctx) {
    const double *at = (const double *)ctx;
    *(float *)acc = rd_std_f32_combine(*(float *)acc, *(const float *)other, (float)at[0]);
}
static void rd_std_bfloat16_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    const double *at = (const double *)ctx;
    const double *mv = (const double *)m;
    uint16_t *o = (uint16_t *)y;
    const float *a = (const float *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_B(rd_std_f32_final(a[k], count, (float)mv[k], (float)at[0]));
}
static const ak_reduce_fns rd_std_bfloat16 = {sizeof(float), rd_std_bfloat16_init, rd_std_bfloat16_run, rd_std_bfloat16_cols, rd_std_bfloat16_combine, rd_std_bfloat16_final, &rd_std_pivot_bfloat16};

static void rd_std_pivot_float32_init(void *acc, int64_t n, const void *ctx) {
    const double *at = (const double *)ctx;
    double *a = (double *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_std_pivot_f32_init(0, (double)at[0]);
}
/* unit-stride runs of float32: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_std_pivot_float32_lanes_body(int64_t n, const float *restrict p, double *restrict io, const double *at) {
    (void)at;
    double lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_std_pivot_f32_init(0, (double)at[0]);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_std_pivot_f32_step(lane[j], LD_ID(p[k + j]), (double)at[0]);
    for (int j = 0; j < AK_BLK; j++) a = rd_std_pivot_f32_combine(a, lane[j], (double)at[0]);
    for (; k < n; k++) a = rd_std_pivot_f32_step(a, LD_ID(p[k]), (double)at[0]);
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_std_pivot_float32_cols_body(int64_t n, const float *restrict p, double *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_std_pivot_f32_step(a[k + j], LD_ID(p[k + j]), (double)at[0]);
    for (; k < n; k++) a[k] = rd_std_pivot_f32_step(a[k], LD_ID(p[k]), (double)at[0]);
}
AK_ISA_BUILDS(rd_std_pivot_float32_lanes, (int64_t n, const float *p, double *io, const double *at), (n, p, io, at))
AK_ISA_BUILDS(rd_std_pivot_float32_cols, (int64_t n, const float *p, double *a, const double *at), (n, p, a, at))

static void rd_std_pivot_float32_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const float *p = (const float *)x;
    (void)m;
    if (s == 1) {
        rd_std_pivot_float32_lanes_pick()(n, p, (double *)acc, at);
        return;
    }
    double a = *(double *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_std_pivot_f32_step(a, LD_ID(p[k * s]), (double)at[0]);
    *(double *)acc = a;
}
static void rd_std_pivot_float32_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const float *p = (const float *)x;
    double *a = (double *)acc;
    (void)m;
    if (s == 1) {
        rd_std_pivot_float32_cols_pick()(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_std_pivot_f32_step(a[k], LD_ID(p[k * s]), (double)at[0]);
}
static void rd_std_pivot_float32_combine(void *acc, const void *other, const void *ctx) {
    const double *at = (const double *)ctx;
    *(double *)acc = rd_std_pivot_f32_combine(*(double *)acc, *(const double *)other, (double)at[0]);
}
static void rd_std_pivot_float32_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    const double *at = (const double *)ctx;
    (void)m;
    double *o = (double *)y;
    const double *a = (const double *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_std_pivot_f32_final(a[k], count, (double)at[0]));
}
static const ak_reduce_fns rd_std_pivot_float32 = {sizeof(double), rd_std_pivot_float32_init, rd_std_pivot_float32_run, rd_std_pivot_float32_cols, rd_std_pivot_float32_combine, rd_std_pivot_float32_final, NULL};

static void rd_std_float32_init(void *acc, int64_t n, const void *ctx) {
    const double *at = (const double *)ctx;
    float *a = (float *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_std_f32_init(0, (float)at[0]);
}
/* unit-stride runs of float32: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_std_float32_lanes_body(int64_t n, const float *restrict p, float *restrict io, const double *at, float mv) {
    (void)at;
    float lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_std_f32_init(0, (float)at[0]);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_std_f32_step(lane[j], LD_ID(p[k + j]), mv, (float)at[0]);
    for (int j = 0; j < AK_BLK; j++) a = rd_std_f32_combine(a, lane[j], (float)at[0]);
    for (; k < n; k++) a = rd_std_f32_step(a, LD_ID(p[k]), mv, (float)at[0]);
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_std_float32_cols_body(int64_t n, const float *restrict p, float *restrict a, const double *at, const double *restrict mv) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_std_f32_step(a[k + j], LD_ID(p[k + j]), (float)mv[k + j], (float)at[0]);
    for (; k < n; k++) a[k] = rd_std_f32_step(a[k], LD_ID(p[k]), (float)mv[k], (float)at[0]);
}
AK_ISA_BUILDS(rd_std_float32_lanes, (int64_t n, const float *p, float *io, const double *at, float mv), (n, p, io, at, mv))
AK_ISA_BUILDS(rd_std_float32_cols, (int64_t n, const float *p, float *a, const double *at, const double *mv), (n, p, a, at, mv))

static void rd_std_float32_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const float *p = (const float *)x;
    const float mv = (float)*(const double *)m;
    if (s == 1) {
        rd_std_float32_lanes_pick()(n, p, (float *)acc, at, mv);
        return;
    }
    float a = *(float *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_std_f32_step(a, LD_ID(p[k * s]), mv, (float)at[0]);
    *(float *)acc = a;
}
static void rd_std_float32_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const float *p = (const float *)x;
    float *a = (float *)acc;
    const double *mv = (const double *)m;
    if (s == 1) {
        rd_std_float32_cols_pick()(n, p, a, at, mv);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_std_f32_step(a[k], LD_ID(p[k * s]), (float)mv[k], (float)at[0]);
}
static void rd_std_float32_combine(void *acc, const void *other, const void *ctx) {
    const double *at = (const double *)ctx;
    *(float *)acc = rd_std_f32_combine(*(float *)acc, *(const float *)other, (float)at[0]);
}
static void rd_std_float32_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    const double *at = (const double *)ctx;
    const double *mv = (const double *)m;
    float *o = (float *)y;
    const float *a = (const float *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_std_f32_final(a[k], count, (float)mv[k], (float)at[0]));
}
static const ak_reduce_fns rd_std_float32 = {sizeof(float), rd_std_float32_init, rd_std_float32_run, rd_std_float32_cols, rd_std_float32_combine, rd_std_float32_final, &rd_std_pivot_float32};

static void rd_std_pivot_float64_init(void *acc, int64_t n, const void *ctx) {
    const double *at = (const double *)ctx;
    double *a = (double *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_std_pivot_f64_init(0, (double)at[0]);
}
/* unit-stride runs of float64: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_std_pivot_float64_lanes_body(int64_t n, const double *restrict p, double *restrict io, const double *at) {
    (void)at;
    double lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_std_pivot_f64_init(0, (double)at[0]);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_std_pivot_f64_step(lane[j], LD_ID(p[k + j]), (double)at[0]);
    for (int j = 0; j < AK_BLK; j++) a = rd_std_pivot_f64_combine(a, lane[j], (double)at[0]);
    for (; k < n; k++) a = rd_std_pivot_f64_step(a, LD_ID(p[k]), (double)at[0]);
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_std_pivot_float64_cols_body(int64_t n, const double *restrict p, double *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_std_pivot_f64_step(a[k + j], LD_ID(p[k + j]), (double)at[0]);
    for (; k < n; k++) a[k] = rd_std_pivot_f64_step(a[k], LD_ID(p[k]), (double)at[0]);
}
AK_ISA_BUILDS(rd_std_pivot_float64_lanes, (int64_t n, const double *p, double *io, const double *at), (n, p, io, at))
AK_ISA_BUILDS(rd_std_pivot_float64_cols, (int64_t n, const double *p, double *a, const double *at), (n, p, a, at))

static void rd_std_pivot_float64_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const double *p = (const double *)x;
    (void)m;
    if (s == 1) {
        rd_std_pivot_float64_lanes_pick()(n, p, (double *)acc, at);
        return;
    }
    double a = *(double *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_std_pivot_f64_step(a, LD_ID(p[k * s]), (double)at[0]);
    *(double *)acc = a;
}
static void rd_std_pivot_float64_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const double *p = (const double *)x;
    double *a = (double *)acc;
    (void)m;
    if (s == 1) {
        rd_std_pivot_float64_cols_pick()(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_std_pivot_f64_step(a[k], LD_ID(p[k * s]), (double)at[0]);
}
static void rd_std_pivot_float64_combine(void *acc, const void *other, const void *ctx) {
    const double *at = (const double *)ctx;
    *(double *)acc = rd_std_pivot_f64_combine(*(double *)acc, *(const double *)other, (double)at[0]);
}
static void rd_std_pivot_float64_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    const double *at = (const double *)ctx;
    (void)m;
    double *o = (double *)y;
    const double *a = (const double *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_std_pivot_f64_final(a[k], count, (double)at[0]));
}
static const ak_reduce_fns rd_std_pivot_float64 = {sizeof(double), rd_std_pivot_float64_init, rd_std_pivot_float64_run, rd_std_pivot_float64_cols, rd_std_pivot_float64_combine, rd_std_pivot_float64_final, NULL};

static void rd_std_float64_init(void *acc, int64_t n, const void *ctx) {
    const double *at = (const double *)ctx;
    double *a = (double *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_std_f64_init(0, (double)at[0]);
}
/* unit-stride runs of float64: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_std_float64_lanes_body(int64_t n, const double *restrict p, double *restrict io, const double *at, double mv) {
    (void)at;
    double lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_std_f64_init(0, (double)at[0]);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_std_f64_step(lane[j], LD_ID(p[k + j]), mv, (double)at[0]);
    for (int j = 0; j < AK_BLK; j++) a = rd_std_f64_combine(a, lane[j], (double)at[0]);
    for (; k < n; k++) a = rd_std_f64_step(a, LD_ID(p[k]), mv, (double)at[0]);
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_std_float64_cols_body(int64_t n, const double *restrict p, double *restrict a, const double *at, const double *restrict mv) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_std_f64_step(a[k + j], LD_ID(p[k + j]), (double)mv[k + j], (double)at[0]);
    for (; k < n; k++) a[k] = rd_std_f64_step(a[k], LD_ID(p[k]), (double)mv[k], (double)at[0]);
}
AK_ISA_BUILDS(rd_std_float64_lanes, (int64_t n, const double *p, double *io, const double *at, double mv), (n, p, io, at, mv))
AK_ISA_BUILDS(rd_std_float64_cols, (int64_t n, const double *p, double *a, const double *at, const double *mv), (n, p, a, at, mv))

static void rd_std_float64_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const double *p = (const double *)x;
    const double mv = (double)*(const double *)m;
    if (s == 1) {
        rd_std_float64_lanes_pick()(n, p, (double *)acc, at, mv);
        return;
    }
    double a = *(double *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_std_f64_step(a, LD_ID(p[k * s]), mv, (double)at[0]);
    *(double *)acc = a;
}
static void rd_std_float64_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const double *p = (const double *)x;
    double *a = (double *)acc;
    const double *mv = (const double *)m;
    if (s == 1) {
        rd_std_float64_cols_pick()(n, p, a, at, mv);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_std_f64_step(a[k], LD_ID(p[k * s]), (double)mv[k], (double)at[0]);
}
static void rd_std_float64_combine(void *acc, const void *other, const void *ctx) {
    const double *at = (const double *)ctx;
    *(double *)acc = rd_std_f64_combine(*(double *)acc, *(const double *)other, (double)at[0]);
}
static void rd_std_float64_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    const double *at = (const double *)ctx;
    const double *mv = (const double *)m;
    double *o = (double *)y;
    const double *a = (const double *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_std_f64_final(a[k], count, (double)mv[k], (double)at[0]));
}
static const ak_reduce_fns rd_std_float64 = {sizeof(double), rd_std_float64_init, rd_std_float64_run, rd_std_float64_cols, rd_std_float64_combine, rd_std_float64_final, &rd_std_pivot_float64};

int ak_std(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, float correction) {
    const double at[1] = {correction};
    const ak_reduce_fns *f;
    switch (y->dtype) {
    case AK_F16:
        f = &rd_std_float16;
        break;
    case AK_BF16:
        f = &rd_std_bfloat16;
        break;
    case AK_F32:
        f = &rd_std_float32;
        break;
    case AK_F64:
        f = &rd_std_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    return ak_reduce(ex, y, x, f, at);
}

/* ---- logsumexp: `y = log(sum(exp(x)))` over the reduced dims, shifted by their max m (`m + log(sum(exp(x - m)))`: no overflow); -inf where there are no elements or all are -inf, inf where one is inf, NaN where one is NaN (torch.logsumexp). */

AK_INLINE float rd_logsumexp_pivot_f32_init(int unused) {
    typedef float C_t;
    (void)unused;
    return (C_t)(-INFINITY);
}
AK_INLINE float rd_logsumexp_pivot_f32_step(float acc, float x) {
    typedef float C_t;
    return (C_t)((x != x) | (x > acc) ? x : acc);
}
AK_INLINE float rd_logsumexp_pivot_f32_combine(float acc, float other) {
    typedef float C_t;
    return (C_t)((other != other) | (other > acc) ? other : acc);
}
AK_INLINE float rd_logsumexp_pivot_f32_final(float acc, int64_t n) {
    typedef float C_t;
    (void)n;
    return (C_t)(isinf(acc) ? C(0) : acc);
}

AK_INLINE float rd_logsumexp_f32_init(int unused) {
    typedef float C_t;
    (void)unused;
    return (C_t)(0);
}
AK_INLINE float rd_logsumexp_f32_step(float acc, float x, float m) {
    typedef float C_t;
    (void)m;
    return (C_t)(acc + exp(x - m));
}
AK_INLINE float rd_logsumexp_f32_combine(float acc, float other) {
    typedef float C_t;
    return (C_t)(acc + other);
}
AK_INLINE float rd_logsumexp_f32_final(float acc, int64_t n, float m) {
    typedef float C_t;
    (void)n;
    (void)m;
    return (C_t)(log(acc) + m);
}

AK_INLINE double rd_logsumexp_pivot_f64_init(int unused) {
    typedef double C_t;
    (void)unused;
    return (C_t)(-INFINITY);
}
AK_INLINE double rd_logsumexp_pivot_f64_step(double acc, double x) {
    typedef double C_t;
    return (C_t)((x != x) | (x > acc) ? x : acc);
}
AK_INLINE double rd_logsumexp_pivot_f64_combine(double acc, double other) {
    typedef double C_t;
    return (C_t)((other != other) | (other > acc) ? other : acc);
}
AK_INLINE double rd_logsumexp_pivot_f64_final(double acc, int64_t n) {
    typedef double C_t;
    (void)n;
    return (C_t)(isinf(acc) ? C(0) : acc);
}

AK_INLINE double rd_logsumexp_f64_init(int unused) {
    typedef double C_t;
    (void)unused;
    return (C_t)(0);
}
AK_INLINE double rd_logsumexp_f64_step(double acc, double x, double m) {
    typedef double C_t;
    (void)m;
    return (C_t)(acc + exp(x - m));
}
AK_INLINE double rd_logsumexp_f64_combine(double acc, double other) {
    typedef double C_t;
    return (C_t)(acc + other);
}
AK_INLINE double rd_logsumexp_f64_final(double acc, int64_t n, double m) {
    typedef double C_t;
    (void)n;
    (void)m;
    return (C_t)(log(acc) + m);
}

static void rd_logsumexp_pivot_float16_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    float *a = (float *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_logsumexp_pivot_f32_init(0);
}
/* unit-stride runs of f16 / bf16 converted to f32 chunks: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_logsumexp_pivot_half_lanes_body(int64_t n, const float *restrict p, float *restrict io, const double *at) {
    (void)at;
    float lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_logsumexp_pivot_f32_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_logsumexp_pivot_f32_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_logsumexp_pivot_f32_combine(a, lane[j]);
    for (; k < n; k++) a = rd_logsumexp_pivot_f32_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_logsumexp_pivot_half_cols_body(int64_t n, const float *restrict p, float *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_logsumexp_pivot_f32_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_logsumexp_pivot_f32_step(a[k], LD_ID(p[k]));
}
AK_ISA_BUILDS(rd_logsumexp_pivot_half_lanes, (int64_t n, const float *p, float *io, const double *at), (n, p, io, at))
AK_ISA_BUILDS(rd_logsumexp_pivot_half_cols, (int64_t n, const float *p, float *a, const double *at), (n, p, a, at))

static void rd_logsumexp_pivot_float16_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, q, buf, p + c);
            rd_logsumexp_pivot_half_lanes_pick()(q, buf, (float *)acc, at);
        }
        return;
    }
    float a = *(float *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_logsumexp_pivot_f32_step(a, LD_H(p[k * s]));
    *(float *)acc = a;
}
static void rd_logsumexp_pivot_float16_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    float *a = (float *)acc;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, q, buf, p + c);
            rd_logsumexp_pivot_half_cols_pick()(q, buf, a + c, at);
        }
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_logsumexp_pivot_f32_step(a[k], LD_H(p[k * s]));
}
static void rd_logsumexp_pivot_float16_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(float *)acc = rd_logsumexp_pivot_f32_combine(*(float *)acc, *(const float *)other);
}
static void rd_logsumexp_pivot_float16_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    float *o = (float *)y;
    const float *a = (const float *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_logsumexp_pivot_f32_final(a[k], count));
}
static const ak_reduce_fns rd_logsumexp_pivot_float16 = {sizeof(float), rd_logsumexp_pivot_float16_init, rd_logsumexp_pivot_float16_run, rd_logsumexp_pivot_float16_cols, rd_logsumexp_pivot_float16_combine, rd_logsumexp_pivot_float16_final, NULL};

static void rd_logsumexp_float16_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    float *a = (float *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_logsumexp_f32_init(0);
}
/* unit-stride runs of f16 / bf16 converted to f32 chunks: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_logsumexp_half_lanes_body(int64_t n, const float *restrict p, float *restrict io, const double *at, float mv) {
    (void)at;
    float lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_logsumexp_f32_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_logsumexp_f32_step(lane[j], LD_ID(p[k + j]), mv);
    for (int j = 0; j < AK_BLK; j++) a = rd_logsumexp_f32_combine(a, lane[j]);
    for (; k < n; k++) a = rd_logsumexp_f32_step(a, LD_ID(p[k]), mv);
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_logsumexp_half_cols_body(int64_t n, const float *restrict p, float *restrict a, const double *at, const float *restrict mv) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_logsumexp_f32_step(a[k + j], LD_ID(p[k + j]), (float)mv[k + j]);
    for (; k < n; k++) a[k] = rd_logsumexp_f32_step(a[k], LD_ID(p[k]), (float)mv[k]);
}
AK_ISA_BUILDS(rd_logsumexp_half_lanes, (int64_t n, const float *p, float *io, const double *at, float mv), (n, p, io, at, mv))
AK_ISA_BUILDS(rd_logsumexp_half_cols, (int64_t n, const float *p, float *a, const double *at, const float *mv), (n, p, a, at, mv))

static void rd_logsumexp_float16_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    const float mv = (float)*(const float *)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, q, buf, p + c);
            rd_logsumexp_half_lanes_pick()(q, buf, (float *)acc, at, mv);
        }
        return;
    }
    float a = *(float *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_logsumexp_f32_step(a, LD_H(p[k * s]), mv);
    *(float *)acc = a;
}
static void rd_logsumexp_float16_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    float *a = (float *)acc;
    const float *mv = (const float *)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_F16, q, buf, p + c);
            rd_logsumexp_half_cols_pick()(q, buf, a + c, at, mv + c);
        }
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_logsumexp_f32_step(a[k], LD_H(p[k * s]), (float)mv[k]);
}
static void rd_logsumexp_float16_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(float *)acc = rd_logsumexp_f32_combine(*(float *)acc, *(const float *)other);
}
static void rd_logsumexp_float16_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    const float *mv = (const float *)m;
    uint16_t *o = (uint16_t *)y;
    const float *a = (const float *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_H(rd_logsumexp_f32_final(a[k], count, (float)mv[k]));
}
static const ak_reduce_fns rd_logsumexp_float16 = {sizeof(float), rd_logsumexp_float16_init, rd_logsumexp_float16_run, rd_logsumexp_float16_cols, rd_logsumexp_float16_combine, rd_logsumexp_float16_final, &rd_logsumexp_pivot_float16};

static void rd_logsumexp_pivot_bfloat16_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    float *a = (float *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_logsumexp_pivot_f32_init(0);
}

static void rd_logsumexp_pivot_bfloat16_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, q, buf, p + c);
            rd_logsumexp_pivot_half_lanes_pick()(q, buf, (float *)acc, at);
        }
        return;
    }
    float a = *(float *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_logsumexp_pivot_f32_step(a, LD_B(p[k * s]));
    *(float *)acc = a;
}
static void rd_logsumexp_pivot_bfloat16_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    float *a = (float *)acc;
    (void)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, q, buf, p + c);
            rd_logsumexp_pivot_half_cols_pick()(q, buf, a + c, at);
        }
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_logsumexp_pivot_f32_step(a[k], LD_B(p[k * s]));
}
static void rd_logsumexp_pivot_bfloat16_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(float *)acc = rd_logsumexp_pivot_f32_combine(*(float *)acc, *(const float *)other);
}
static void rd_logsumexp_pivot_bfloat16_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    float *o = (float *)y;
    const float *a = (const float *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_logsumexp_pivot_f32_final(a[k], count));
}
static const ak_reduce_fns rd_logsumexp_pivot_bfloat16 = {sizeof(float), rd_logsumexp_pivot_bfloat16_init, rd_logsumexp_pivot_bfloat16_run, rd_logsumexp_pivot_bfloat16_cols, rd_logsumexp_pivot_bfloat16_combine, rd_logsumexp_pivot_bfloat16_final, NULL};

static void rd_logsumexp_bfloat16_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    float *a = (float *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_logsumexp_f32_init(0);
}

static void rd_logsumexp_bfloat16_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    const float mv = (float)*(const float *)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, q, buf, p + c);
            rd_logsumexp_half_lanes_pick()(q, buf, (float *)acc, at, mv);
        }
        return;
    }
    float a = *(float *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_logsumexp_f32_step(a, LD_B(p[k * s]), mv);
    *(float *)acc = a;
}
static void rd_logsumexp_bfloat16_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const uint16_t *p = (const uint16_t *)x;
    float *a = (float *)acc;
    const float *mv = (const float *)m;
    if (s == 1) {
        float buf[AK_CHUNK];
        for (int64_t c = 0; c < n; c += AK_CHUNK) {
            const int64_t q = n - c < AK_CHUNK ? n - c : AK_CHUNK;
            ak_load_f32(AK_BF16, q, buf, p + c);
            rd_logsumexp_half_cols_pick()(q, buf, a + c, at, mv + c);
        }
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_logsumexp_f32_step(a[k], LD_B(p[k * s]), (float)mv[k]);
}
static void rd_logsumexp_bfloat16_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(float *)acc = rd_logsumexp_f32_combine(*(float *)acc, *(const float *)other);
}
static void rd_logsumexp_bfloat16_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    const float *mv = (const float *)m;
    uint16_t *o = (uint16_t *)y;
    const float *a = (const float *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_B(rd_logsumexp_f32_final(a[k], count, (float)mv[k]));
}
static const ak_reduce_fns rd_logsumexp_bfloat16 = {sizeof(float), rd_logsumexp_bfloat16_init, rd_logsumexp_bfloat16_run, rd_logsumexp_bfloat16_cols, rd_logsumexp_bfloat16_combine, rd_logsumexp_bfloat16_final, &rd_logsumexp_pivot_bfloat16};

static void rd_logsumexp_pivot_float32_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    float *a = (float *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_logsumexp_pivot_f32_init(0);
}
/* unit-stride runs of float32: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_logsumexp_pivot_float32_lanes_body(int64_t n, const float *restrict p, float *restrict io, const double *at) {
    (void)at;
    float lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_logsumexp_pivot_f32_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_logsumexp_pivot_f32_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_logsumexp_pivot_f32_combine(a, lane[j]);
    for (; k < n; k++) a = rd_logsumexp_pivot_f32_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_logsumexp_pivot_float32_cols_body(int64_t n, const float *restrict p, float *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_logsumexp_pivot_f32_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_logsumexp_pivot_f32_step(a[k], LD_ID(p[k]));
}
AK_ISA_BUILDS(rd_logsumexp_pivot_float32_lanes, (int64_t n, const float *p, float *io, const double *at), (n, p, io, at))
AK_ISA_BUILDS(rd_logsumexp_pivot_float32_cols, (int64_t n, const float *p, float *a, const double *at), (n, p, a, at))

static void rd_logsumexp_pivot_float32_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const float *p = (const float *)x;
    (void)m;
    if (s == 1) {
        rd_logsumexp_pivot_float32_lanes_pick()(n, p, (float *)acc, at);
        return;
    }
    float a = *(float *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_logsumexp_pivot_f32_step(a, LD_ID(p[k * s]));
    *(float *)acc = a;
}
static void rd_logsumexp_pivot_float32_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const float *p = (const float *)x;
    float *a = (float *)acc;
    (void)m;
    if (s == 1) {
        rd_logsumexp_pivot_float32_cols_pick()(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_logsumexp_pivot_f32_step(a[k], LD_ID(p[k * s]));
}
static void rd_logsumexp_pivot_float32_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(float *)acc = rd_logsumexp_pivot_f32_combine(*(float *)acc, *(const float *)other);
}
static void rd_logsumexp_pivot_float32_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    float *o = (float *)y;
    const float *a = (const float *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_logsumexp_pivot_f32_final(a[k], count));
}
static const ak_reduce_fns rd_logsumexp_pivot_float32 = {sizeof(float), rd_logsumexp_pivot_float32_init, rd_logsumexp_pivot_float32_run, rd_logsumexp_pivot_float32_cols, rd_logsumexp_pivot_float32_combine, rd_logsumexp_pivot_float32_final, NULL};

static void rd_logsumexp_float32_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    float *a = (float *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_logsumexp_f32_init(0);
}
/* unit-stride runs of float32: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_logsumexp_float32_lanes_body(int64_t n, const float *restrict p, float *restrict io, const double *at, float mv) {
    (void)at;
    float lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_logsumexp_f32_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_logsumexp_f32_step(lane[j], LD_ID(p[k + j]), mv);
    for (int j = 0; j < AK_BLK; j++) a = rd_logsumexp_f32_combine(a, lane[j]);
    for (; k < n; k++) a = rd_logsumexp_f32_step(a, LD_ID(p[k]), mv);
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_logsumexp_float32_cols_body(int64_t n, const float *restrict p, float *restrict a, const double *at, const float *restrict mv) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_logsumexp_f32_step(a[k + j], LD_ID(p[k + j]), (float)mv[k + j]);
    for (; k < n; k++) a[k] = rd_logsumexp_f32_step(a[k], LD_ID(p[k]), (float)mv[k]);
}
AK_ISA_BUILDS(rd_logsumexp_float32_lanes, (int64_t n, const float *p, float *io, const double *at, float mv), (n, p, io, at, mv))
AK_ISA_BUILDS(rd_logsumexp_float32_cols, (int64_t n, const float *p, float *a, const double *at, const float *mv), (n, p, a, at, mv))

static void rd_logsumexp_float32_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const float *p = (const float *)x;
    const float mv = (float)*(const float *)m;
    if (s == 1) {
        rd_logsumexp_float32_lanes_pick()(n, p, (float *)acc, at, mv);
        return;
    }
    float a = *(float *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_logsumexp_f32_step(a, LD_ID(p[k * s]), mv);
    *(float *)acc = a;
}
static void rd_logsumexp_float32_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const float *p = (const float *)x;
    float *a = (float *)acc;
    const float *mv = (const float *)m;
    if (s == 1) {
        rd_logsumexp_float32_cols_pick()(n, p, a, at, mv);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_logsumexp_f32_step(a[k], LD_ID(p[k * s]), (float)mv[k]);
}
static void rd_logsumexp_float32_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(float *)acc = rd_logsumexp_f32_combine(*(float *)acc, *(const float *)other);
}
static void rd_logsumexp_float32_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    const float *mv = (const float *)m;
    float *o = (float *)y;
    const float *a = (const float *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_logsumexp_f32_final(a[k], count, (float)mv[k]));
}
static const ak_reduce_fns rd_logsumexp_float32 = {sizeof(float), rd_logsumexp_float32_init, rd_logsumexp_float32_run, rd_logsumexp_float32_cols, rd_logsumexp_float32_combine, rd_logsumexp_float32_final, &rd_logsumexp_pivot_float32};

static void rd_logsumexp_pivot_float64_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    double *a = (double *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_logsumexp_pivot_f64_init(0);
}
/* unit-stride runs of float64: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_logsumexp_pivot_float64_lanes_body(int64_t n, const double *restrict p, double *restrict io, const double *at) {
    (void)at;
    double lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_logsumexp_pivot_f64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_logsumexp_pivot_f64_step(lane[j], LD_ID(p[k + j]));
    for (int j = 0; j < AK_BLK; j++) a = rd_logsumexp_pivot_f64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_logsumexp_pivot_f64_step(a, LD_ID(p[k]));
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_logsumexp_pivot_float64_cols_body(int64_t n, const double *restrict p, double *restrict a, const double *at) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_logsumexp_pivot_f64_step(a[k + j], LD_ID(p[k + j]));
    for (; k < n; k++) a[k] = rd_logsumexp_pivot_f64_step(a[k], LD_ID(p[k]));
}
AK_ISA_BUILDS(rd_logsumexp_pivot_float64_lanes, (int64_t n, const double *p, double *io, const double *at), (n, p, io, at))
AK_ISA_BUILDS(rd_logsumexp_pivot_float64_cols, (int64_t n, const double *p, double *a, const double *at), (n, p, a, at))

static void rd_logsumexp_pivot_float64_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const double *p = (const double *)x;
    (void)m;
    if (s == 1) {
        rd_logsumexp_pivot_float64_lanes_pick()(n, p, (double *)acc, at);
        return;
    }
    double a = *(double *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_logsumexp_pivot_f64_step(a, LD_ID(p[k * s]));
    *(double *)acc = a;
}
static void rd_logsumexp_pivot_float64_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const double *p = (const double *)x;
    double *a = (double *)acc;
    (void)m;
    if (s == 1) {
        rd_logsumexp_pivot_float64_cols_pick()(n, p, a, at);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_logsumexp_pivot_f64_step(a[k], LD_ID(p[k * s]));
}
static void rd_logsumexp_pivot_float64_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(double *)acc = rd_logsumexp_pivot_f64_combine(*(double *)acc, *(const double *)other);
}
static void rd_logsumexp_pivot_float64_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    (void)m;
    double *o = (double *)y;
    const double *a = (const double *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_logsumexp_pivot_f64_final(a[k], count));
}
static const ak_reduce_fns rd_logsumexp_pivot_float64 = {sizeof(double), rd_logsumexp_pivot_float64_init, rd_logsumexp_pivot_float64_run, rd_logsumexp_pivot_float64_cols, rd_logsumexp_pivot_float64_combine, rd_logsumexp_pivot_float64_final, NULL};

static void rd_logsumexp_float64_init(void *acc, int64_t n, const void *ctx) {
    (void)ctx;
    double *a = (double *)acc;
    for (int64_t k = 0; k < n; k++) a[k] = rd_logsumexp_f64_init(0);
}
/* unit-stride runs of float64: AK_BLK lanes merged in order, then the tail */
AK_INLINE void rd_logsumexp_float64_lanes_body(int64_t n, const double *restrict p, double *restrict io, const double *at, double mv) {
    (void)at;
    double lane[AK_BLK], a = *io;
    for (int j = 0; j < AK_BLK; j++) lane[j] = rd_logsumexp_f64_init(0);
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) lane[j] = rd_logsumexp_f64_step(lane[j], LD_ID(p[k + j]), mv);
    for (int j = 0; j < AK_BLK; j++) a = rd_logsumexp_f64_combine(a, lane[j]);
    for (; k < n; k++) a = rd_logsumexp_f64_step(a, LD_ID(p[k]), mv);
    *io = a;
}
/* one element each into n accumulators side by side (a kept dim innermost) */
AK_INLINE void rd_logsumexp_float64_cols_body(int64_t n, const double *restrict p, double *restrict a, const double *at, const double *restrict mv) {
    (void)at;
    int64_t k = 0;
    for (; k + AK_BLK <= n; k += AK_BLK)
        for (int j = 0; j < AK_BLK; j++) a[k + j] = rd_logsumexp_f64_step(a[k + j], LD_ID(p[k + j]), (double)mv[k + j]);
    for (; k < n; k++) a[k] = rd_logsumexp_f64_step(a[k], LD_ID(p[k]), (double)mv[k]);
}
AK_ISA_BUILDS(rd_logsumexp_float64_lanes, (int64_t n, const double *p, double *io, const double *at, double mv), (n, p, io, at, mv))
AK_ISA_BUILDS(rd_logsumexp_float64_cols, (int64_t n, const double *p, double *a, const double *at, const double *mv), (n, p, a, at, mv))

static void rd_logsumexp_float64_run(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const double *p = (const double *)x;
    const double mv = (double)*(const double *)m;
    if (s == 1) {
        rd_logsumexp_float64_lanes_pick()(n, p, (double *)acc, at, mv);
        return;
    }
    double a = *(double *)acc;
    for (int64_t k = 0; k < n; k++) a = rd_logsumexp_f64_step(a, LD_ID(p[k * s]), mv);
    *(double *)acc = a;
}
static void rd_logsumexp_float64_cols(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx) {
    const double *at = (const double *)ctx;
    const double *p = (const double *)x;
    double *a = (double *)acc;
    const double *mv = (const double *)m;
    if (s == 1) {
        rd_logsumexp_float64_cols_pick()(n, p, a, at, mv);
        return;
    }
    for (int64_t k = 0; k < n; k++) a[k] = rd_logsumexp_f64_step(a[k], LD_ID(p[k * s]), (double)mv[k]);
}
static void rd_logsumexp_float64_combine(void *acc, const void *other, const void *ctx) {
    (void)ctx;
    *(double *)acc = rd_logsumexp_f64_combine(*(double *)acc, *(const double *)other);
}
static void rd_logsumexp_float64_final(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx) {
    (void)ctx;
    const double *mv = (const double *)m;
    double *o = (double *)y;
    const double *a = (const double *)acc;
    for (int64_t k = 0; k < n; k++) o[k * s] = ST_ID(rd_logsumexp_f64_final(a[k], count, (double)mv[k]));
}
static const ak_reduce_fns rd_logsumexp_float64 = {sizeof(double), rd_logsumexp_float64_init, rd_logsumexp_float64_run, rd_logsumexp_float64_cols, rd_logsumexp_float64_combine, rd_logsumexp_float64_final, &rd_logsumexp_pivot_float64};

int ak_logsumexp(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const ak_reduce_fns *f;
    switch (y->dtype) {
    case AK_F16:
        f = &rd_logsumexp_float16;
        break;
    case AK_BF16:
        f = &rd_logsumexp_bfloat16;
        break;
    case AK_F32:
        f = &rd_logsumexp_float32;
        break;
    case AK_F64:
        f = &rd_logsumexp_float64;
        break;
    default:
        return AK_UNSUPPORTED;
    }
    if (x->dtype != y->dtype) return AK_UNSUPPORTED;
    return ak_reduce(ex, y, x, f, NULL);
}
