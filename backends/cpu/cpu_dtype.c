/* anyrt `cpu` backend: element types and their elementwise kernels, shared by the collectives in
 * one process (cpu_ccl.c), between processes (cpu_ccl_mpi.c) and, next, the operators: sizes and
 * names, reductions of several arrays into several arrays, widening and narrowing for the MPI
 * path, and the divide of avg. f16/bf16 go through runtime/kernels/anyrt_half.h. */
#if !defined(_GNU_SOURCE) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L
#endif

#include <stdint.h>
#include <string.h>

#include "anyrt_half.h"
#include "cpu_internal.h"

size_t cpu_dtype_size(int dtype) {
    switch (dtype) {
        case ANYRT_DTYPE_BYTE: case ANYRT_DTYPE_BOOL: case ANYRT_DTYPE_INT8: case ANYRT_DTYPE_UINT8: return 1;
        case ANYRT_DTYPE_INT16: case ANYRT_DTYPE_UINT16: case ANYRT_DTYPE_FLOAT16: case ANYRT_DTYPE_BFLOAT16: return 2;
        case ANYRT_DTYPE_INT32: case ANYRT_DTYPE_UINT32: case ANYRT_DTYPE_FLOAT32: return 4;
        case ANYRT_DTYPE_INT64: case ANYRT_DTYPE_UINT64: case ANYRT_DTYPE_FLOAT64: return 8;
        default: return 0;
    }
}

const char* cpu_dtype_name(int dtype) {
    switch (dtype) {
        case ANYRT_DTYPE_BYTE: return "byte";
        case ANYRT_DTYPE_BOOL: return "bool";
        case ANYRT_DTYPE_INT8: return "int8";
        case ANYRT_DTYPE_INT16: return "int16";
        case ANYRT_DTYPE_INT32: return "int32";
        case ANYRT_DTYPE_INT64: return "int64";
        case ANYRT_DTYPE_UINT8: return "uint8";
        case ANYRT_DTYPE_UINT16: return "uint16";
        case ANYRT_DTYPE_UINT32: return "uint32";
        case ANYRT_DTYPE_UINT64: return "uint64";
        case ANYRT_DTYPE_FLOAT16: return "float16";
        case ANYRT_DTYPE_FLOAT32: return "float32";
        case ANYRT_DTYPE_FLOAT64: return "float64";
        case ANYRT_DTYPE_BFLOAT16: return "bfloat16";
        default: return "?";
    }
}

const char* cpu_op_name(int op) {
    static const char* const names[] = {"sum", "prod", "max", "min", "avg"};
    return op >= 0 && op < 5 ? names[op] : "?";
}


#define CPU_TILE 1024 /* elements per tile: the accumulator stays in L1 */

#define LD_ID(x) (x)
#define ST_ID(x) (x)
#define LD_U32(x) ((uint32_t)(x))
#define LD_U64(x) ((uint64_t)(x))
#define LD_I64(x) ((int64_t)(x))
#define LD_BOOL(x) ((uint8_t)((x) != 0))
#define LD_H(x) ak_h2f(x)
#define ST_H(x) ak_f2h(x)
#define LD_B(x) ak_b2f(x)
#define ST_B(x) ak_f2b(x)

#define OP_SUM (a + b)
#define OP_PROD (a * b)
#define OP_MAX (b > a ? b : a)
#define OP_MIN (b < a ? b : a)
#define OP_OR (a | b)
#define OP_AND (a & b)

/* Loops over elements of one tile carry no dependence from one element to the next even where a
 * destination is a source (in place, element for element): the compiler need not prove that the
 * arrays are distinct to vectorize them. */
#if defined(__clang__)
#define CPU_INDEPENDENT _Pragma("clang loop vectorize(assume_safety)")
#elif defined(__GNUC__)
#define CPU_INDEPENDENT _Pragma("GCC ivdep")
#else
#define CPU_INDEPENDENT
#endif

/* The kernels are built for several instruction sets and the loader picks the widest the machine
 * has (GCC function multiversioning: an ifunc per kernel); the plugin itself stays built for the
 * baseline x86-64, as it ships to machines nobody knows. */
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__) && defined(__linux__) && defined(__ELF__)
#define CPU_MULTIVERSION __attribute__((target_clones("avx512f", "avx2", "default")))
#else
#define CPU_MULTIVERSION
#endif

/* One tile: constant trip count for full tiles, so the compiler vectorizes without an epilogue.
 * Two sources (two ranks) into one or two destinations go in one pass; more sources accumulate
 * in `acc`, which stays in L1. */
#define CPU_TILE_BODY(T, ACC, LOAD, STORE, COMBINE, AVG, M)                              \
    do {                                                                                  \
        const T* s0 = (const T*)src[0] + base;                                            \
        if (nsrc == 2 && ndst <= 2) {                                                     \
            const T* s1 = (const T*)src[1] + base;                                        \
            T* d0 = (T*)dst[0] + base;                                                    \
            T* d1 = (T*)dst[ndst - 1] + base;                                             \
            ACC nn = (ACC)n;                                                              \
            (void)nn;                                                                     \
            if (ndst == 2) {                                                              \
                CPU_INDEPENDENT                                                           \
                for (size_t i = 0; i < (M); ++i) {                                        \
                    ACC a = (ACC)LOAD(s0[i]), b = (ACC)LOAD(s1[i]);                       \
                    ACC v = (ACC)(COMBINE);                                               \
                    if (AVG) v = (ACC)(v / nn);                                           \
                    T o = (T)STORE(v);                                                    \
                    d0[i] = o;                                                            \
                    d1[i] = o;                                                            \
                }                                                                         \
            } else {                                                                      \
                CPU_INDEPENDENT                                                           \
                for (size_t i = 0; i < (M); ++i) {                                        \
                    ACC a = (ACC)LOAD(s0[i]), b = (ACC)LOAD(s1[i]);                       \
                    ACC v = (ACC)(COMBINE);                                               \
                    if (AVG) v = (ACC)(v / nn);                                           \
                    d0[i] = (T)STORE(v);                                                  \
                }                                                                         \
            }                                                                             \
            break;                                                                        \
        }                                                                                 \
        if (nsrc >= 2) { /* first two inputs in one pass */                               \
            const T* s1 = (const T*)src[1] + base;                                        \
            for (size_t i = 0; i < (M); ++i) {                                            \
                ACC a = (ACC)LOAD(s0[i]), b = (ACC)LOAD(s1[i]);                           \
                acc[i] = (ACC)(COMBINE);                                                  \
            }                                                                             \
        } else {                                                                          \
            for (size_t i = 0; i < (M); ++i) acc[i] = (ACC)LOAD(s0[i]);                   \
        }                                                                                 \
        for (int j = 2; j < nsrc; ++j) {                                                  \
            const T* sj = (const T*)src[j] + base;                                        \
            for (size_t i = 0; i < (M); ++i) {                                            \
                ACC a = acc[i], b = (ACC)LOAD(sj[i]);                                     \
                acc[i] = (ACC)(COMBINE);                                                  \
            }                                                                             \
        }                                                                                 \
        if (AVG) {                                                                        \
            ACC nn = (ACC)n;                                                              \
            for (size_t i = 0; i < (M); ++i) acc[i] = (ACC)(acc[i] / nn);                 \
        }                                                                                 \
        for (int k = 0; k < ndst; ++k) {                                                  \
            T* d = (T*)dst[k] + base;                                                     \
            for (size_t i = 0; i < (M); ++i) d[i] = (T)STORE(acc[i]);                     \
        }                                                                                 \
    } while (0)

#define CPU_KERNEL(NAME, T, ACC, LOAD, STORE, COMBINE, AVG)                                                  \
    CPU_MULTIVERSION static void NAME(const void* const* src, int nsrc, void* const* dst, int ndst, size_t count, int n) {    \
        ACC acc[CPU_TILE];                                                                                   \
        (void)n;                                                                                             \
        size_t base = 0;                                                                                     \
        for (; base + CPU_TILE <= count; base += CPU_TILE) CPU_TILE_BODY(T, ACC, LOAD, STORE, COMBINE, AVG, CPU_TILE); \
        if (base < count) {                                                                                  \
            size_t m = count - base;                                                                         \
            CPU_TILE_BODY(T, ACC, LOAD, STORE, COMBINE, AVG, m);                                             \
        }                                                                                                    \
    }

typedef void (*cpu_kernel_t)(const void* const* src, int nsrc, void* const* dst, int ndst, size_t count, int n);

/* Integers: sum and prod in unsigned arithmetic of at least 32 bits (wraps, no UB), max and min in
 * the type itself, avg in 64 bits. */
#define CPU_INT_KERNELS(S, T, W, LDW, A, LDA)                                   \
    CPU_KERNEL(k_sum_##S, T, W, LDW, ST_ID, OP_SUM, 0)                          \
    CPU_KERNEL(k_prod_##S, T, W, LDW, ST_ID, OP_PROD, 0)                        \
    CPU_KERNEL(k_max_##S, T, T, LD_ID, ST_ID, OP_MAX, 0)                        \
    CPU_KERNEL(k_min_##S, T, T, LD_ID, ST_ID, OP_MIN, 0)                        \
    CPU_KERNEL(k_avg_##S, T, A, LDA, ST_ID, OP_SUM, 1)

CPU_INT_KERNELS(i8, int8_t, uint32_t, LD_U32, int64_t, LD_I64)
CPU_INT_KERNELS(i16, int16_t, uint32_t, LD_U32, int64_t, LD_I64)
CPU_INT_KERNELS(i32, int32_t, uint32_t, LD_U32, int64_t, LD_I64)
CPU_INT_KERNELS(i64, int64_t, uint64_t, LD_U64, int64_t, LD_I64)
CPU_INT_KERNELS(u8, uint8_t, uint32_t, LD_U32, uint64_t, LD_U64)
CPU_INT_KERNELS(u16, uint16_t, uint32_t, LD_U32, uint64_t, LD_U64)
CPU_INT_KERNELS(u32, uint32_t, uint32_t, LD_U32, uint64_t, LD_U64)
CPU_INT_KERNELS(u64, uint64_t, uint64_t, LD_U64, uint64_t, LD_U64)

#define CPU_FLOAT_KERNELS(S, T, ACC, LOAD, STORE)                   \
    CPU_KERNEL(k_sum_##S, T, ACC, LOAD, STORE, OP_SUM, 0)           \
    CPU_KERNEL(k_prod_##S, T, ACC, LOAD, STORE, OP_PROD, 0)         \
    CPU_KERNEL(k_max_##S, T, ACC, LOAD, STORE, OP_MAX, 0)           \
    CPU_KERNEL(k_min_##S, T, ACC, LOAD, STORE, OP_MIN, 0)           \
    CPU_KERNEL(k_avg_##S, T, ACC, LOAD, STORE, OP_SUM, 1)

CPU_FLOAT_KERNELS(f32, float, float, LD_ID, ST_ID)
CPU_FLOAT_KERNELS(f64, double, double, LD_ID, ST_ID)
CPU_FLOAT_KERNELS(f16, uint16_t, float, LD_H, ST_H)
CPU_FLOAT_KERNELS(bf16, uint16_t, float, LD_B, ST_B)

CPU_KERNEL(k_or_bool, uint8_t, uint8_t, LD_BOOL, ST_ID, OP_OR, 0)
CPU_KERNEL(k_and_bool, uint8_t, uint8_t, LD_BOOL, ST_ID, OP_AND, 0)

#define CPU_ROW(S) {k_sum_##S, k_prod_##S, k_max_##S, k_min_##S, k_avg_##S}

static cpu_kernel_t cpu_kernel(int dtype, int op) {
    static const cpu_kernel_t i8[5] = CPU_ROW(i8), i16[5] = CPU_ROW(i16), i32[5] = CPU_ROW(i32), i64[5] = CPU_ROW(i64);
    static const cpu_kernel_t u8[5] = CPU_ROW(u8), u16[5] = CPU_ROW(u16), u32[5] = CPU_ROW(u32), u64[5] = CPU_ROW(u64);
    static const cpu_kernel_t f16[5] = CPU_ROW(f16), f32[5] = CPU_ROW(f32), f64[5] = CPU_ROW(f64), bf16[5] = CPU_ROW(bf16);
    static const cpu_kernel_t bl[5] = {k_or_bool, k_and_bool, k_or_bool, k_and_bool, k_and_bool};
    if (op < 0 || op > 4) return NULL;
    switch (dtype) {
        case ANYRT_DTYPE_BOOL: return bl[op];
        case ANYRT_DTYPE_INT8: return i8[op];
        case ANYRT_DTYPE_INT16: return i16[op];
        case ANYRT_DTYPE_INT32: return i32[op];
        case ANYRT_DTYPE_INT64: return i64[op];
        case ANYRT_DTYPE_BYTE: case ANYRT_DTYPE_UINT8: return u8[op];
        case ANYRT_DTYPE_UINT16: return u16[op];
        case ANYRT_DTYPE_UINT32: return u32[op];
        case ANYRT_DTYPE_UINT64: return u64[op];
        case ANYRT_DTYPE_FLOAT16: return f16[op];
        case ANYRT_DTYPE_FLOAT32: return f32[op];
        case ANYRT_DTYPE_FLOAT64: return f64[op];
        case ANYRT_DTYPE_BFLOAT16: return bf16[op];
        default: return NULL;
    }
}

void cpu_reduce_arrays(int dtype, int op, const void* const* src, int nsrc, void* const* dst, int ndst, size_t count,
                       int avg_n) {
    cpu_kernel_t k = cpu_kernel(dtype, op);
    if (k != NULL && count > 0 && nsrc > 0) k(src, nsrc, dst, ndst, count, avg_n);
}

/* Wide types for the MPI path: f16/bf16 travel as f32 (one rounding at the end), narrow integers
 * as 64-bit for avg (so the mean does not wrap). Everything else travels as itself. */
int cpu_wide_dtype(int dtype, int op) {
    if (dtype == ANYRT_DTYPE_FLOAT16 || dtype == ANYRT_DTYPE_BFLOAT16) return ANYRT_DTYPE_FLOAT32;
    if (op != ANYRT_REDUCE_OP_AVG) return dtype;
    switch (dtype) {
        case ANYRT_DTYPE_INT8: case ANYRT_DTYPE_INT16: case ANYRT_DTYPE_INT32: return ANYRT_DTYPE_INT64;
        case ANYRT_DTYPE_UINT8: case ANYRT_DTYPE_UINT16: case ANYRT_DTYPE_UINT32: case ANYRT_DTYPE_BYTE:
            return ANYRT_DTYPE_UINT64;
        default: return dtype;
    }
}

#define CPU_CONVERT(TS, TD, EXPR)                                                          \
    do {                                                                                   \
        const TS* s_ = (const TS*)src;                                                     \
        TD* d_ = (TD*)dst;                                                                 \
        for (size_t i = 0; i < count; ++i) { TS x = s_[i]; d_[i] = (TD)(EXPR); }          \
    } while (0)

void cpu_widen(int dtype, int wide, const void* src, void* dst, size_t count) {
    (void)wide;
    switch (dtype) {
        case ANYRT_DTYPE_FLOAT16: CPU_CONVERT(uint16_t, float, ak_h2f(x)); break;
        case ANYRT_DTYPE_BFLOAT16: CPU_CONVERT(uint16_t, float, ak_b2f(x)); break;
        case ANYRT_DTYPE_INT8: CPU_CONVERT(int8_t, int64_t, x); break;
        case ANYRT_DTYPE_INT16: CPU_CONVERT(int16_t, int64_t, x); break;
        case ANYRT_DTYPE_INT32: CPU_CONVERT(int32_t, int64_t, x); break;
        case ANYRT_DTYPE_UINT8: case ANYRT_DTYPE_BYTE: CPU_CONVERT(uint8_t, uint64_t, x); break;
        case ANYRT_DTYPE_UINT16: CPU_CONVERT(uint16_t, uint64_t, x); break;
        case ANYRT_DTYPE_UINT32: CPU_CONVERT(uint32_t, uint64_t, x); break;
        default: memmove(dst, src, count * cpu_dtype_size(dtype)); break;
    }
}

void cpu_narrow(int dtype, int wide, const void* src, void* dst, size_t count, int avg_n) {
    (void)wide;
    int d = avg_n > 0 ? avg_n : 1;
    switch (dtype) {
        case ANYRT_DTYPE_FLOAT16: CPU_CONVERT(float, uint16_t, ak_f2h(x / (float)d)); break;
        case ANYRT_DTYPE_BFLOAT16: CPU_CONVERT(float, uint16_t, ak_f2b(x / (float)d)); break;
        case ANYRT_DTYPE_INT8: CPU_CONVERT(int64_t, int8_t, x / d); break;
        case ANYRT_DTYPE_INT16: CPU_CONVERT(int64_t, int16_t, x / d); break;
        case ANYRT_DTYPE_INT32: CPU_CONVERT(int64_t, int32_t, x / d); break;
        case ANYRT_DTYPE_UINT8: case ANYRT_DTYPE_BYTE: CPU_CONVERT(uint64_t, uint8_t, x / (uint64_t)d); break;
        case ANYRT_DTYPE_UINT16: CPU_CONVERT(uint64_t, uint16_t, x / (uint64_t)d); break;
        case ANYRT_DTYPE_UINT32: CPU_CONVERT(uint64_t, uint32_t, x / (uint64_t)d); break;
        default:
            memmove(dst, src, count * cpu_dtype_size(dtype));
            if (avg_n > 1) cpu_divide(dtype, dst, count, avg_n);
            break;
    }
}

void cpu_divide(int dtype, void* buf, size_t count, int n) {
    void* dst = buf;
    const void* src = buf;
    switch (dtype) {
        case ANYRT_DTYPE_INT8: CPU_CONVERT(int8_t, int8_t, x / n); break;
        case ANYRT_DTYPE_INT16: CPU_CONVERT(int16_t, int16_t, x / n); break;
        case ANYRT_DTYPE_INT32: CPU_CONVERT(int32_t, int32_t, x / n); break;
        case ANYRT_DTYPE_INT64: CPU_CONVERT(int64_t, int64_t, x / n); break;
        case ANYRT_DTYPE_UINT8: case ANYRT_DTYPE_BYTE: CPU_CONVERT(uint8_t, uint8_t, x / (unsigned)n); break;
        case ANYRT_DTYPE_UINT16: CPU_CONVERT(uint16_t, uint16_t, x / (unsigned)n); break;
        case ANYRT_DTYPE_UINT32: CPU_CONVERT(uint32_t, uint32_t, x / (uint32_t)n); break;
        case ANYRT_DTYPE_UINT64: CPU_CONVERT(uint64_t, uint64_t, x / (uint64_t)n); break;
        case ANYRT_DTYPE_FLOAT32: CPU_CONVERT(float, float, x / (float)n); break;
        case ANYRT_DTYPE_FLOAT64: CPU_CONVERT(double, double, x / (double)n); break;
        case ANYRT_DTYPE_FLOAT16: CPU_CONVERT(uint16_t, uint16_t, ak_f2h(ak_h2f(x) / (float)n)); break;
        case ANYRT_DTYPE_BFLOAT16: CPU_CONVERT(uint16_t, uint16_t, ak_f2b(ak_b2f(x) / (float)n)); break;
        default: break; /* bool: avg is logical and, nothing to divide */
    }
}
