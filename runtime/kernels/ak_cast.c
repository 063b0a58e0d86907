/* cast: y = x converted to y's dtype, any dtype to any, over the shared strided iterator (any strides,
 * x broadcast). One run function per (source, destination) pair, so the inner loop is a plain
 * load-convert-store the compiler vectorizes where the conversion allows; contiguous f32 <-> f16 / bf16
 * runs use the vector conversions of ak_convert.c (the same bits as the scalar ones).
 *
 * Each element is read as its dtype's compute value (f16 / bf16 / f32 as float, f64 as double,
 * integers and bool as int64, uint64 as uint64) and converted as C converts, except where C leaves it
 * undefined: a float to an integer truncates toward zero, saturating at int64's / uint64's range, NaN
 * giving 0 (a negative float to an unsigned dtype goes through int64 and wraps, as NumPy's astype does
 * on x86-64); narrower integers wrap. To bool: not 0 (NaN is true). f16 / bf16 round to nearest even. */
#include "ak_internal.h"

/* float / double -> int64 / uint64 without C's undefined behaviour outside the range */
static inline int64_t ak_cast_f2i(double v) {
    if (v != v) return 0;
    if (v >= 9223372036854775808.0) return INT64_MAX;
    if (v <= -9223372036854775808.0) return INT64_MIN;
    return (int64_t)v;
}
static inline uint64_t ak_cast_f2u(double v) {
    if (v != v) return 0;
    if (v < 0) return (uint64_t)ak_cast_f2i(v);
    if (v >= 18446744073709551616.0) return UINT64_MAX;
    return (uint64_t)v;
}

/* Conversions between compute kinds: F float, D double, I int64, U uint64; B (to bool only) */
#define CV_F_F(v) (v)
#define CV_F_D(v) ((double)(v))
#define CV_F_I(v) ak_cast_f2i(v)
#define CV_F_U(v) ak_cast_f2u(v)
#define CV_D_F(v) ((float)(v))
#define CV_D_D(v) (v)
#define CV_D_I(v) ak_cast_f2i(v)
#define CV_D_U(v) ak_cast_f2u(v)
#define CV_I_F(v) ((float)(v))
#define CV_I_D(v) ((double)(v))
#define CV_I_I(v) (v)
#define CV_I_U(v) ((uint64_t)(v))
#define CV_U_F(v) ((float)(v))
#define CV_U_D(v) ((double)(v))
#define CV_U_I(v) ((int64_t)(v))
#define CV_U_U(v) (v)
#define CV_F_B(v) ((uint8_t)((v) != 0))
#define CV_D_B(v) ((uint8_t)((v) != 0))
#define CV_I_B(v) ((uint8_t)((v) != 0))
#define CV_U_B(v) ((uint8_t)((v) != 0))

/* X(name, storage type, compute kind, load, store) per dtype; bool stores 0 / 1 (kind B) */
#define LD_BOOL(v) ((int64_t)((v) != 0))
#define AK_CAST_DTYPES(X)                                                                                 \
    X(bool, uint8_t, I, LD_BOOL, ST_ID, B)                                                                \
    X(byte, uint8_t, I, LD_ID, ST_ID, I)                                                                  \
    X(i8, int8_t, I, LD_ID, ST_ID, I)                                                                     \
    X(i16, int16_t, I, LD_ID, ST_ID, I)                                                                   \
    X(i32, int32_t, I, LD_ID, ST_ID, I)                                                                   \
    X(i64, int64_t, I, LD_ID, ST_ID, I)                                                                   \
    X(u8, uint8_t, I, LD_ID, ST_ID, I)                                                                    \
    X(u16, uint16_t, I, LD_ID, ST_ID, I)                                                                  \
    X(u32, uint32_t, I, LD_ID, ST_ID, I)                                                                  \
    X(u64, uint64_t, U, LD_ID, ST_ID, U)                                                                  \
    X(f16, uint16_t, F, LD_H, ST_H, F)                                                                    \
    X(bf16, uint16_t, F, LD_B, ST_B, F)                                                                   \
    X(f32, float, F, LD_ID, ST_ID, F)                                                                     \
    X(f64, double, D, LD_ID, ST_ID, D)

/* One run function per pair: y (destination DN) from x (source SN) */
#define AK_CAST_PAIR(SN, ST, SK, SLD, SST, SOUT, DN, DT, DK, DLD, DST, DIN)                              \
    static void cast_##SN##_##DN(int64_t n, char *const *p, const int64_t *s, const void *ctx) {         \
        (void)ctx;                                                                                        \
        DT *y = (DT *)p[0];                                                                               \
        const ST *x = (const ST *)p[1];                                                                   \
        if (s[0] == 1 && s[1] == 1) {                                                                     \
            for (int64_t k = 0; k < n; k++) y[k] = DST(CV_##SK##_##DIN(SLD(x[k])));                       \
        } else {                                                                                          \
            const int64_t s0 = s[0], s1 = s[1];                                                           \
            for (int64_t k = 0; k < n; k++) y[k * s0] = DST(CV_##SK##_##DIN(SLD(x[k * s1])));             \
        }                                                                                                 \
    }
/* The destination's arguments, then every source */
#define AK_CAST_FROM(SN, ST, SK, SLD, SST, SOUT) AK_CAST_DTYPES_TO(SN, ST, SK, SLD, SST, SOUT)
#define AK_CAST_DTYPES_TO(SN, ST, SK, SLD, SST, SOUT)                                                     \
    AK_CAST_PAIR(SN, ST, SK, SLD, SST, SOUT, bool, uint8_t, I, LD_BOOL, ST_ID, B)                         \
    AK_CAST_PAIR(SN, ST, SK, SLD, SST, SOUT, byte, uint8_t, I, LD_ID, ST_ID, I)                           \
    AK_CAST_PAIR(SN, ST, SK, SLD, SST, SOUT, i8, int8_t, I, LD_ID, ST_ID, I)                              \
    AK_CAST_PAIR(SN, ST, SK, SLD, SST, SOUT, i16, int16_t, I, LD_ID, ST_ID, I)                            \
    AK_CAST_PAIR(SN, ST, SK, SLD, SST, SOUT, i32, int32_t, I, LD_ID, ST_ID, I)                            \
    AK_CAST_PAIR(SN, ST, SK, SLD, SST, SOUT, i64, int64_t, I, LD_ID, ST_ID, I)                            \
    AK_CAST_PAIR(SN, ST, SK, SLD, SST, SOUT, u8, uint8_t, I, LD_ID, ST_ID, I)                             \
    AK_CAST_PAIR(SN, ST, SK, SLD, SST, SOUT, u16, uint16_t, I, LD_ID, ST_ID, I)                           \
    AK_CAST_PAIR(SN, ST, SK, SLD, SST, SOUT, u32, uint32_t, I, LD_ID, ST_ID, I)                           \
    AK_CAST_PAIR(SN, ST, SK, SLD, SST, SOUT, u64, uint64_t, U, LD_ID, ST_ID, U)                           \
    AK_CAST_PAIR(SN, ST, SK, SLD, SST, SOUT, f16, uint16_t, F, LD_H, ST_H, F)                             \
    AK_CAST_PAIR(SN, ST, SK, SLD, SST, SOUT, bf16, uint16_t, F, LD_B, ST_B, F)                            \
    AK_CAST_PAIR(SN, ST, SK, SLD, SST, SOUT, f32, float, F, LD_ID, ST_ID, F)                              \
    AK_CAST_PAIR(SN, ST, SK, SLD, SST, SOUT, f64, double, D, LD_ID, ST_ID, D)
AK_CAST_DTYPES(AK_CAST_FROM)

/* The table row of one source: its run function per destination, in AK_CAST_DTYPES order */
#define AK_CAST_ROW(SN, ST, SK, SLD, SST, SOUT)                                                           \
    {cast_##SN##_bool, cast_##SN##_byte, cast_##SN##_i8,  cast_##SN##_i16, cast_##SN##_i32,               \
     cast_##SN##_i64,  cast_##SN##_u8,   cast_##SN##_u16, cast_##SN##_u32, cast_##SN##_u64,               \
     cast_##SN##_f16,  cast_##SN##_bf16, cast_##SN##_f32, cast_##SN##_f64},
static const ak_inner ak_cast_table[14][14] = {AK_CAST_DTYPES(AK_CAST_ROW)};

/* A dtype's row / column in the table, -1 for one cast does not know */
static int ak_cast_index(int dtype) {
    static const int order[14] = {AK_BOOL, AK_BYTE, AK_I8,  AK_I16, AK_I32,  AK_I64, AK_U8,
                                  AK_U16,  AK_U32,  AK_U64, AK_F16, AK_BF16, AK_F32, AK_F64};
    for (int i = 0; i < 14; i++)
        if (order[i] == dtype) return i;
    return -1;
}

/* f32 <-> f16 / bf16 over a unit-stride run: the vector conversions of ak_convert.c */
static void cast_f32_half(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    if (s[0] == 1 && s[1] == 1)
        ak_store_f32(*(const int *)ctx, n, p[0], (const float *)p[1]);
    else
        (*(const int *)ctx == AK_F16 ? cast_f32_f16 : cast_f32_bf16)(n, p, s, NULL);
}
static void cast_half_f32(int64_t n, char *const *p, const int64_t *s, const void *ctx) {
    if (s[0] == 1 && s[1] == 1)
        ak_load_f32(*(const int *)ctx, n, (float *)p[0], p[1]);
    else
        (*(const int *)ctx == AK_F16 ? cast_f16_f32 : cast_bf16_f32)(n, p, s, NULL);
}

/* One dtype to itself: the elements' bytes, whatever they hold (a NaN's payload, -0.0). */
#define AK_CAST_SAME(NAME, T)                                                                             \
    static void NAME(int64_t n, char *const *p, const int64_t *s, const void *ctx) {                     \
        (void)ctx;                                                                                        \
        T *y = (T *)p[0];                                                                                 \
        const T *x = (const T *)p[1];                                                                     \
        if (s[0] == 1 && s[1] == 1) {                                                                     \
            memmove(y, x, (size_t)n * sizeof(T)); /* y may be x */                                      \
        } else {                                                                                          \
            const int64_t s0 = s[0], s1 = s[1];                                                           \
            for (int64_t k = 0; k < n; k++) y[k * s0] = x[k * s1];                                        \
        }                                                                                                 \
    }
AK_CAST_SAME(cast_same_1, uint8_t)
AK_CAST_SAME(cast_same_2, uint16_t)
AK_CAST_SAME(cast_same_4, uint32_t)
AK_CAST_SAME(cast_same_8, uint64_t)

int ak_cast(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) {
    const int si = ak_cast_index(x->dtype), di = ak_cast_index(y->dtype);
    if (si < 0 || di < 0) return AK_UNSUPPORTED;
    const ak_tensor *ops[2] = {y, x};
    static const int f16 = AK_F16, bf16 = AK_BF16;
    static const ak_inner same[9] = {NULL, cast_same_1, cast_same_2, NULL, cast_same_4, NULL, NULL, NULL, cast_same_8};
    if (x->dtype == y->dtype)  /* bool to bool too: anyrt's bool holds 0 or 1 */
        ak_elementwise(ex, 2, ops, same[ak_dtype_size(x->dtype)], NULL);
    else if (x->dtype == AK_F32 && (y->dtype == AK_F16 || y->dtype == AK_BF16))
        ak_elementwise(ex, 2, ops, cast_f32_half, y->dtype == AK_F16 ? &f16 : &bf16);
    else if (y->dtype == AK_F32 && (x->dtype == AK_F16 || x->dtype == AK_BF16))
        ak_elementwise(ex, 2, ops, cast_half_f32, x->dtype == AK_F16 ? &f16 : &bf16);
    else
        ak_elementwise(ex, 2, ops, ak_cast_table[si][di], NULL);
    return AK_OK;
}
