/* The shared shape of the elementwise unary kernels, y = f(x) with up to two float attributes:
 * an operator's file defines its scalar function for f32 (FOP) and f64 (DOP) and writes
 *
 *     AK_UNARY(name, FOP, DOP)
 *     int ak_<name>(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, ...) {
 *         const float p[2] = {attr0, attr1};
 *         return name_run(ex, y, x, p);
 *     }
 *
 * FOP(x, p) / DOP(x, p): x the compute-type value, p the attributes (float, as InfiniOP takes them).
 * f16/bf16 compute in f32 and round once at the store; the unit-stride run is split out in fixed
 * blocks so the compiler vectorizes it where the function allows. y may be x (in place): each
 * element is read before it is written. */
#ifndef AK_UNARY_H
#define AK_UNARY_H

#include <math.h>

#include "ak_internal.h"

#define AK_UNARY_LOOP(NAME, T, CT, LD, ST, OP)                                                                 \
    static inline void NAME##_v(int64_t n, T *restrict y, const T *restrict x, const float *restrict p) {     \
        (void)p;                                                                                               \
        int64_t i = 0;                                                                                         \
        for (; i + AK_BLK <= n; i += AK_BLK)                                                                   \
            for (int j = 0; j < AK_BLK; j++) {                                                                 \
                CT v = LD(x[i + j]);                                                                           \
                y[i + j] = ST(OP(v, p));                                                                       \
            }                                                                                                  \
        for (; i < n; i++) {                                                                                   \
            CT v = LD(x[i]);                                                                                   \
            y[i] = ST(OP(v, p));                                                                               \
        }                                                                                                      \
    }                                                                                                          \
    static void NAME(int64_t n, char *const *ptr, const int64_t *s, const void *ctx) {                        \
        const float *p = (const float *)ctx;                                                                   \
        T *y = (T *)ptr[0];                                                                                    \
        const T *x = (const T *)ptr[1];                                                                        \
        if (s[0] == 1 && s[1] == 1) {                                                                          \
            NAME##_v(n, y, x, p);                                                                              \
        } else {                                                                                               \
            const int64_t s0 = s[0], s1 = s[1];                                                                \
            for (int64_t i = 0; i < n; i++) {                                                                  \
                CT v = LD(x[i * s1]);                                                                          \
                y[i * s0] = ST(OP(v, p));                                                                      \
            }                                                                                                  \
        }                                                                                                      \
    }

/* NAME_run(ex, y, x, p): every element of y's shape (x broadcast to it), split across ex's threads;
 * AK_UNSUPPORTED for a dtype other than f16, bf16, f32, f64 or x of another dtype than y. */
#define AK_UNARY(NAME, FOP, DOP)                                                                               \
    AK_UNARY_LOOP(NAME##_f16, uint16_t, float, LD_H, ST_H, FOP)                                                \
    AK_UNARY_LOOP(NAME##_bf16, uint16_t, float, LD_B, ST_B, FOP)                                               \
    AK_UNARY_LOOP(NAME##_f32, float, float, LD_ID, ST_ID, FOP)                                                 \
    AK_UNARY_LOOP(NAME##_f64, double, double, LD_ID, ST_ID, DOP)                                               \
    static int NAME##_run(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const float *p) {        \
        ak_inner fn = y->dtype == AK_F16    ? NAME##_f16                                                       \
                      : y->dtype == AK_BF16 ? NAME##_bf16                                                      \
                      : y->dtype == AK_F32  ? NAME##_f32                                                       \
                      : y->dtype == AK_F64  ? NAME##_f64                                                       \
                                            : NULL;                                                            \
        if (fn == NULL || x->dtype != y->dtype) return AK_UNSUPPORTED;                                         \
        const ak_tensor *ops[2] = {y, x};                                                                      \
        ak_elementwise(ex, 2, ops, fn, p);                                                                     \
        return AK_OK;                                                                                          \
    }

#endif /* AK_UNARY_H */
