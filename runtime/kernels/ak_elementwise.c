/* Elementwise arithmetic and activations: add, sub, mul, relu, silu, sigmoid, swiglu. Half types
 * compute in f32 and round once at the store; integers wrap (computed unsigned). */
#include <math.h>

/* Without this GCC keeps ak_expf's compares and selects out of vector code (see ak_softmax.c). */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("no-trapping-math", "fp-contract=fast")
#endif

#include "ak_internal.h"
#include "ak_vec.h"



/* Binary inner loop with the common stride patterns split out so the compiler vectorizes them:
 * all unit, and one input broadcast (stride 0). The restrict parameters (gcc honours restrict on
 * parameters, not on locals) let it skip alias checks; an output aliases an input only exactly (in
 * place), where each element is read before it is written. */
#define AK_BIN(NAME, T, CT, LD, ST, OP)                                                                   \
    static inline void NAME##_vv(int64_t n, T *restrict c, const T *restrict a, const T *restrict b) {   \
        int64_t i = 0;                                                                                    \
        for (; i + AK_BLK <= n; i += AK_BLK)                                                              \
            for (int j = 0; j < AK_BLK; j++) {                                                            \
                CT x = LD(a[i + j]), y = LD(b[i + j]);                                                    \
                c[i + j] = ST(OP(x, y));                                                                  \
            }                                                                                             \
        for (; i < n; i++) {                                                                              \
            CT x = LD(a[i]), y = LD(b[i]);                                                                \
            c[i] = ST(OP(x, y));                                                                          \
        }                                                                                                 \
    }                                                                                                     \
    static inline void NAME##_vs(int64_t n, T *restrict c, const T *restrict a, const CT y) {            \
        int64_t i = 0;                                                                                    \
        for (; i + AK_BLK <= n; i += AK_BLK)                                                              \
            for (int j = 0; j < AK_BLK; j++) {                                                            \
                CT x = LD(a[i + j]);                                                                      \
                c[i + j] = ST(OP(x, y));                                                                  \
            }                                                                                             \
        for (; i < n; i++) {                                                                              \
            CT x = LD(a[i]);                                                                              \
            c[i] = ST(OP(x, y));                                                                          \
        }                                                                                                 \
    }                                                                                                     \
    static inline void NAME##_sv(int64_t n, T *restrict c, const CT x, const T *restrict b) {            \
        int64_t i = 0;                                                                                    \
        for (; i + AK_BLK <= n; i += AK_BLK)                                                              \
            for (int j = 0; j < AK_BLK; j++) {                                                            \
                CT y = LD(b[i + j]);                                                                      \
                c[i + j] = ST(OP(x, y));                                                                  \
            }                                                                                             \
        for (; i < n; i++) {                                                                              \
            CT y = LD(b[i]);                                                                              \
            c[i] = ST(OP(x, y));                                                                          \
        }                                                                                                 \
    }                                                                                                     \
    static void NAME(int64_t n, char *const *p, const int64_t *s, const void *ctx) {                     \
        (void)ctx;                                                                                        \
        T *c = (T *)p[0];                                                                                 \
        const T *a = (const T *)p[1], *b = (const T *)p[2];                                               \
        if (s[0] == 1 && s[1] == 1 && s[2] == 1) {                                                        \
            NAME##_vv(n, c, a, b);                                                                        \
        } else if (s[0] == 1 && s[1] == 1 && s[2] == 0) {                                                 \
            NAME##_vs(n, c, a, LD(b[0]));                                                                 \
        } else if (s[0] == 1 && s[1] == 0 && s[2] == 1) {                                                 \
            NAME##_sv(n, c, LD(a[0]), b);                                                                 \
        } else {                                                                                          \
            const int64_t s0 = s[0], s1 = s[1], s2 = s[2];                                                \
            for (int64_t i = 0; i < n; i++) {                                                             \
                CT x = LD(a[i * s1]), y = LD(b[i * s2]);                                                  \
                c[i * s0] = ST(OP(x, y));                                                                 \
            }                                                                                             \
        }                                                                                                 \
    }

#define AK_UN(NAME, T, CT, LD, ST, OP)                                                                    \
    static inline void NAME##_v(int64_t n, T *restrict y, const T *restrict x) {                         \
        int64_t i = 0;                                                                                    \
        for (; i + AK_BLK <= n; i += AK_BLK)                                                              \
            for (int j = 0; j < AK_BLK; j++) {                                                            \
                CT v = LD(x[i + j]);                                                                      \
                y[i + j] = ST(OP(v));                                                                     \
            }                                                                                             \
        for (; i < n; i++) {                                                                              \
            CT v = LD(x[i]);                                                                              \
            y[i] = ST(OP(v));                                                                             \
        }                                                                                                 \
    }                                                                                                     \
    static void NAME(int64_t n, char *const *p, const int64_t *s, const void *ctx) {                     \
        (void)ctx;                                                                                        \
        T *y = (T *)p[0];                                                                                 \
        const T *x = (const T *)p[1];                                                                     \
        if (s[0] == 1 && s[1] == 1) {                                                                     \
            NAME##_v(n, y, x);                                                                            \
        } else {                                                                                          \
            const int64_t s0 = s[0], s1 = s[1];                                                           \
            for (int64_t i = 0; i < n; i++) {                                                             \
                CT v = LD(x[i * s1]);                                                                     \
                y[i * s0] = ST(OP(v));                                                                    \
            }                                                                                             \
        }                                                                                                 \
    }

/* Integers: unsigned arithmetic wraps without UB; the conversion back is modular on every
 * target anyrt builds for. */
#define ADD(x, y) ((x) + (y))
#define SUB(x, y) ((x) - (y))
#define MUL(x, y) ((x) * (y))
#define ADD_U32(x, y) ((int32_t)((uint32_t)(x) + (uint32_t)(y)))
#define SUB_U32(x, y) ((int32_t)((uint32_t)(x) - (uint32_t)(y)))
#define MUL_U32(x, y) ((int32_t)((uint32_t)(x) * (uint32_t)(y)))
#define ADD_U64(x, y) ((int64_t)((uint64_t)(x) + (uint64_t)(y)))
#define SUB_U64(x, y) ((int64_t)((uint64_t)(x) - (uint64_t)(y)))
#define MUL_U64(x, y) ((int64_t)((uint64_t)(x) * (uint64_t)(y)))
/* NaN compares false and passes through, as numpy's maximum(x, 0) */
#define RELU(x) ((x) < 0 ? 0 : (x))
#define SIGMOID_F(x) (1.0f / (1.0f + ak_expf(-(x))))
#define SIGMOID_D(x) (1.0 / (1.0 + exp(-(x))))
#define SILU_F(x) ((x) / (1.0f + ak_expf(-(x))))
#define SILU_D(x) ((x) / (1.0 + exp(-(x))))
#define SWIGLU_F(a, b) ((a) * (b) / (1.0f + ak_expf(-(b))))
#define SWIGLU_D(a, b) ((a) * (b) / (1.0 + exp(-(b))))

/* One inner function per (op, dtype) */
#define AK_BIN_FLOATS(OP, FOP, DOP)                                                                       \
    AK_BIN(OP##_f16, uint16_t, float, LD_H, ST_H, FOP)                                                    \
    AK_BIN(OP##_bf16, uint16_t, float, LD_B, ST_B, FOP)                                                   \
    AK_BIN(OP##_f32, float, float, LD_ID, ST_ID, FOP)                                                     \
    AK_BIN(OP##_f64, double, double, LD_ID, ST_ID, DOP)

AK_BIN_FLOATS(add, ADD, ADD)
AK_BIN_FLOATS(sub, SUB, SUB)
AK_BIN_FLOATS(mul, MUL, MUL)
AK_BIN_FLOATS(swiglu, SWIGLU_F, SWIGLU_D)
AK_BIN(add_i32, int32_t, int32_t, LD_ID, ST_ID, ADD_U32)
AK_BIN(sub_i32, int32_t, int32_t, LD_ID, ST_ID, SUB_U32)
AK_BIN(mul_i32, int32_t, int32_t, LD_ID, ST_ID, MUL_U32)
AK_BIN(add_i64, int64_t, int64_t, LD_ID, ST_ID, ADD_U64)
AK_BIN(sub_i64, int64_t, int64_t, LD_ID, ST_ID, SUB_U64)
AK_BIN(mul_i64, int64_t, int64_t, LD_ID, ST_ID, MUL_U64)

#define AK_UN_FLOATS(OP, FOP, DOP)                                                                        \
    AK_UN(OP##_f16, uint16_t, float, LD_H, ST_H, FOP)                                                     \
    AK_UN(OP##_bf16, uint16_t, float, LD_B, ST_B, FOP)                                                    \
    AK_UN(OP##_f32, float, float, LD_ID, ST_ID, FOP)                                                      \
    AK_UN(OP##_f64, double, double, LD_ID, ST_ID, DOP)

AK_UN_FLOATS(relu, RELU, RELU)
AK_UN_FLOATS(silu, SILU_F, SILU_D)
AK_UN_FLOATS(sigmoid, SIGMOID_F, SIGMOID_D)
AK_UN(relu_i32, int32_t, int32_t, LD_ID, ST_ID, RELU)
AK_UN(relu_i64, int64_t, int64_t, LD_ID, ST_ID, RELU)

/* ctx of the binary f32 runs when the operands span ex->stream_bytes or more: the output goes out with
 * non-temporal stores (NAME##_fbnt: scalar up to a 64-byte boundary of the output, blocks of 16 streamed,
 * the rest scalar, one sfence), the same arithmetic as the cached runs, so the same bits. Binary only:
 * 4 Mi f32, torch's threads sleeping, two runs each (bench/ops_bench.py), streaming moved add/mul by
 * -3..0% on two threads and +14..25% on one; relu gained 31% on one thread and lost 22% on two. */
static const int ak_streaming = 1;

#if AK_HAVE_VEC
#define AK_NT_BIN_ISA(FN, ATTR, STREAM16, OP)                                                             \
    ATTR static void FN(int64_t n, float *restrict c, const float *restrict a, const float *restrict b) {  \
        int64_t i = 0;                                                                                    \
        for (; i < n && ((uintptr_t)(c + i) & 63) != 0; i++) c[i] = OP(a[i], b[i]);                       \
        for (; i + 16 <= n; i += 16) {                                                                    \
            float t[16];                                                                                  \
            for (int j = 0; j < 16; j++) t[j] = OP(a[i + j], b[i + j]);                                   \
            STREAM16(c + i, t);                                                                           \
        }                                                                                                 \
        for (; i < n; i++) c[i] = OP(a[i], b[i]);                                                         \
        _mm_sfence();                                                                                     \
    }
#define AK_NT_BIN(NAME, OP)                                                                               \
    AK_NT_BIN_ISA(NAME##_fbnt_avx2, AK_AVX2, ak_stream16_f_avx2, OP)                                      \
    AK_NT_BIN_ISA(NAME##_fbnt_avx512, AK_AVX512, ak_stream16_f_avx512, OP)
/* Runs FN's build for PICK (pick: the best ISA; pick_256: at most AVX2) with ARGS; 0 on a CPU without one. */
#define AK_NT_RUN(FN, PICK, ARGS)                                                                         \
    (ak_isa() == AK_ISA_BASE ? 0                                                                          \
     : (ak_isa() == AK_ISA_AVX512 && AK_NT_IS_PICK_##PICK ? FN##_avx512 ARGS : FN##_avx2 ARGS, 1))
#define AK_NT_IS_PICK_pick 1
#define AK_NT_IS_PICK_pick_256 0
#else
#define AK_NT_BIN(NAME, OP)
#define AK_NT_RUN(FN, PICK, ARGS) 0
#endif

/* The contiguous f32 / f16 / bf16 runs, where the time goes. f32: the operation in fixed blocks
 * (vectorized) built for each ISA. f16 / bf16 on AVX2 / AVX-512: blocks of 16 converted in registers
 * (ak_vec.h) around the same f32 operation; the scalar loops above on other CPUs and for other
 * strides. Same arithmetic as the scalar loops, so the same bits. */
/* PICK: NAME##_fb_pick, or NAME##_fb_pick_256 for the f32 operations that only move memory (add, sub,
 * mul, relu): their AVX-512 build ran 10-20% slower than the AVX2 one on the 4 Mi-element runs of
 * bench/ops_bench.py (AMD EPYC, Zen 4: 512-bit stores are split in two), the exp ones 1.7x faster. */
#define AK_FAST_BIN(NAME, OP, PICK)                                                                       \
    AK_INLINE void NAME##_fb_body(int64_t n, float *restrict c, const float *restrict a,                  \
                                  const float *restrict b) {                                             \
        int64_t i = 0;                                                                                    \
        for (; i + AK_BLK <= n; i += AK_BLK)                                                              \
            for (int j = 0; j < AK_BLK; j++) c[i + j] = OP(a[i + j], b[i + j]);                           \
        for (; i < n; i++) c[i] = OP(a[i], b[i]);                                                         \
    }                                                                                                     \
    AK_ISA_BUILDS(NAME##_fb, (int64_t n, float *c, const float *a, const float *b), (n, c, a, b))        \
    AK_NT_BIN(NAME, OP)                                                                                   \
    static void NAME##_fast_f32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {          \
        if (s[0] == 1 && s[1] == 1 && s[2] == 1) {                                                        \
            if (!(ctx == &ak_streaming && AK_NT_RUN(NAME##_fbnt, PICK, (n, (float *)p[0], (const float *)p[1], \
                                                                          (const float *)p[2]))))          \
                NAME##_fb_##PICK()(n, (float *)p[0], (const float *)p[1], (const float *)p[2]);           \
        } else {                                                                                          \
            NAME##_f32(n, p, s, ctx);                                                                     \
        }                                                                                                 \
    }                                                                                                     \
    AK_HALF_BIN(NAME, OP, h, LD_H, ST_H)                                                                  \
    AK_HALF_BIN(NAME, OP, b, LD_B, ST_B)                                                                  \
    static void NAME##_fast_f16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {          \
        if (!AK_HALF_RUN(NAME##_h, 3)) NAME##_f16(n, p, s, ctx);                                          \
    }                                                                                                     \
    static void NAME##_fast_bf16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {         \
        if (!AK_HALF_RUN(NAME##_b, 3)) NAME##_bf16(n, p, s, ctx);                                         \
    }

#define AK_FAST_UN(NAME, OP, PICK)                                                                        \
    AK_INLINE void NAME##_fu_body(int64_t n, float *restrict y, const float *restrict x) {               \
        int64_t i = 0;                                                                                    \
        for (; i + AK_BLK <= n; i += AK_BLK)                                                              \
            for (int j = 0; j < AK_BLK; j++) y[i + j] = OP(x[i + j]);                                     \
        for (; i < n; i++) y[i] = OP(x[i]);                                                               \
    }                                                                                                     \
    AK_ISA_BUILDS(NAME##_fu, (int64_t n, float *y, const float *x), (n, y, x))                            \
    static void NAME##_fast_f32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {          \
        if (s[0] == 1 && s[1] == 1)                                                                       \
            NAME##_fu_##PICK()(n, (float *)p[0], (const float *)p[1]);                                    \
        else                                                                                              \
            NAME##_f32(n, p, s, ctx);                                                                     \
    }                                                                                                     \
    AK_HALF_UN(NAME, OP, h, LD_H, ST_H)                                                                   \
    AK_HALF_UN(NAME, OP, b, LD_B, ST_B)                                                                   \
    static void NAME##_fast_f16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {          \
        if (!AK_HALF_RUN(NAME##_h, 2)) NAME##_f16(n, p, s, ctx);                                          \
    }                                                                                                     \
    static void NAME##_fast_bf16(int64_t n, char *const *p, const int64_t *s, const void *ctx) {         \
        if (!AK_HALF_RUN(NAME##_b, 2)) NAME##_bf16(n, p, s, ctx);                                         \
    }

#if AK_HAVE_VEC
/* NAME##_<h|b>_<isa>(n, c, a, b): c = OP(a, b) over n contiguous halves, 16 at a time in registers. */
#define AK_HALF_BIN_ISA(FN, ATTR, LD16, ST16, SLD, SST, OP)                                               \
    ATTR static void FN(int64_t n, char *const *p) {                                                     \
        uint16_t *restrict c = (uint16_t *)p[0];                                                          \
        const uint16_t *restrict a = (const uint16_t *)p[1], *restrict b = (const uint16_t *)p[2];        \
        int64_t i = 0;                                                                                    \
        for (; i + 16 <= n; i += 16) {                                                                    \
            float x[16], y[16], z[16];                                                                    \
            LD16(x, a + i);                                                                               \
            LD16(y, b + i);                                                                               \
            for (int j = 0; j < 16; j++) z[j] = OP(x[j], y[j]);                                           \
            ST16(c + i, z);                                                                               \
        }                                                                                                 \
        for (; i < n; i++) c[i] = SST(OP(SLD(a[i]), SLD(b[i])));                                          \
    }
#define AK_HALF_UN_ISA(FN, ATTR, LD16, ST16, SLD, SST, OP)                                                \
    ATTR static void FN(int64_t n, char *const *p) {                                                     \
        uint16_t *restrict y = (uint16_t *)p[0];                                                          \
        const uint16_t *restrict x = (const uint16_t *)p[1];                                              \
        int64_t i = 0;                                                                                    \
        for (; i + 16 <= n; i += 16) {                                                                    \
            float v[16], z[16];                                                                           \
            LD16(v, x + i);                                                                               \
            for (int j = 0; j < 16; j++) z[j] = OP(v[j]);                                                 \
            ST16(y + i, z);                                                                               \
        }                                                                                                 \
        for (; i < n; i++) y[i] = SST(OP(SLD(x[i])));                                                     \
    }
#define AK_HALF_BIN(NAME, OP, T, SLD, SST)                                                                \
    AK_HALF_BIN_ISA(NAME##_##T##_avx2, AK_AVX2, ak_ld16_##T##_avx2, ak_st16_##T##_avx2, SLD, SST, OP)    \
    AK_HALF_BIN_ISA(NAME##_##T##_avx512, AK_AVX512, ak_ld16_##T##_avx512, ak_st16_##T##_avx512, SLD, SST, OP)
#define AK_HALF_UN(NAME, OP, T, SLD, SST)                                                                 \
    AK_HALF_UN_ISA(NAME##_##T##_avx2, AK_AVX2, ak_ld16_##T##_avx2, ak_st16_##T##_avx2, SLD, SST, OP)     \
    AK_HALF_UN_ISA(NAME##_##T##_avx512, AK_AVX512, ak_ld16_##T##_avx512, ak_st16_##T##_avx512, SLD, SST, OP)
/* Runs FN's vector build when every operand has unit stride and the CPU has one; 0 otherwise. */
#define AK_HALF_RUN(FN, NOPS) ak_half_run(n, p, s, NOPS, FN##_avx2, FN##_avx512)

typedef void (*ak_half_fn)(int64_t n, char *const *p);

static int ak_half_run(int64_t n, char *const *p, const int64_t *s, int nops, ak_half_fn avx2, ak_half_fn avx512) {
    for (int k = 0; k < nops; k++)
        if (s[k] != 1) return 0;
    const int isa = ak_isa();
    if (isa == AK_ISA_BASE) return 0;
    (isa == AK_ISA_AVX512 ? avx512 : avx2)(n, p);
    return 1;
}
#else
#define AK_HALF_BIN(NAME, OP, T, SLD, SST)
#define AK_HALF_UN(NAME, OP, T, SLD, SST)
#define AK_HALF_RUN(FN, NOPS) 0
#endif

AK_FAST_BIN(add, ADD, pick_256)
AK_FAST_BIN(sub, SUB, pick_256)
AK_FAST_BIN(mul, MUL, pick_256)
AK_FAST_BIN(swiglu, SWIGLU_F, pick)
AK_FAST_UN(relu, RELU, pick_256)
AK_FAST_UN(silu, SILU_F, pick)
AK_FAST_UN(sigmoid, SIGMOID_F, pick)

typedef struct {
    ak_inner f16, bf16, f32, f64, i32, i64;
} ak_table;

static ak_inner ak_pick(const ak_table *t, int dtype) {
    switch (dtype) {
    case AK_F16:
        return t->f16;
    case AK_BF16:
        return t->bf16;
    case AK_F32:
        return t->f32;
    case AK_F64:
        return t->f64;
    case AK_I32:
        return t->i32;
    case AK_I64:
        return t->i64;
    default:
        return NULL;
    }
}

/* &ak_streaming for an f32 operation whose operands span ex->stream_bytes or more, else NULL. */
static const void *ak_stream_ctx(const ak_exec *ex, int nops, const ak_tensor *const *ops) {
    if (ex == NULL || ex->stream_bytes <= 0 || ops[0]->dtype != AK_F32) return NULL;
    int64_t bytes = 0;
    for (int k = 0; k < nops; k++) bytes += ak_numel(ops[k]) * 4;
    return bytes >= ex->stream_bytes ? &ak_streaming : NULL;
}

static int ak_binary(const ak_exec *ex, const ak_table *t, const ak_tensor *c, const ak_tensor *a,
                     const ak_tensor *b) {
    ak_inner fn = ak_pick(t, c->dtype);
    if (fn == NULL || a->dtype != c->dtype || b->dtype != c->dtype) return AK_UNSUPPORTED;
    const ak_tensor *ops[3] = {c, a, b};
    ak_elementwise(ex, 3, ops, fn, ak_stream_ctx(ex, 3, ops));
    return AK_OK;
}

static int ak_unary(const ak_exec *ex, const ak_table *t, const ak_tensor *y, const ak_tensor *x) {
    ak_inner fn = ak_pick(t, y->dtype);
    if (fn == NULL || x->dtype != y->dtype) return AK_UNSUPPORTED;
    const ak_tensor *ops[2] = {y, x};
    ak_elementwise(ex, 2, ops, fn, NULL);
    return AK_OK;
}

static const ak_table ak_add_t = {add_fast_f16, add_fast_bf16, add_fast_f32, add_f64, add_i32, add_i64};
static const ak_table ak_sub_t = {sub_fast_f16, sub_fast_bf16, sub_fast_f32, sub_f64, sub_i32, sub_i64};
static const ak_table ak_mul_t = {mul_fast_f16, mul_fast_bf16, mul_fast_f32, mul_f64, mul_i32, mul_i64};
static const ak_table ak_swiglu_t = {swiglu_fast_f16, swiglu_fast_bf16, swiglu_fast_f32, swiglu_f64, NULL, NULL};
static const ak_table ak_relu_t = {relu_fast_f16, relu_fast_bf16, relu_fast_f32, relu_f64, relu_i32, relu_i64};
static const ak_table ak_silu_t = {silu_fast_f16, silu_fast_bf16, silu_fast_f32, silu_f64, NULL, NULL};
static const ak_table ak_sigmoid_t = {sigmoid_fast_f16, sigmoid_fast_bf16, sigmoid_fast_f32, sigmoid_f64, NULL, NULL};

int ak_add(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b) {
    return ak_binary(ex, &ak_add_t, c, a, b);
}
int ak_sub(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b) {
    return ak_binary(ex, &ak_sub_t, c, a, b);
}
int ak_mul(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b) {
    return ak_binary(ex, &ak_mul_t, c, a, b);
}
int ak_swiglu(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b) {
    return ak_binary(ex, &ak_swiglu_t, c, a, b);
}
int ak_relu(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) { return ak_unary(ex, &ak_relu_t, y, x); }
int ak_silu(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) { return ak_unary(ex, &ak_silu_t, y, x); }
int ak_sigmoid(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    return ak_unary(ex, &ak_sigmoid_t, y, x);
}
