/* Private helpers shared by the kernel files: dtype table, the parallel-run shim, and the
 * coalescing strided iterator the elementwise kernels walk. Not part of the public contract. */
#ifndef AK_INTERNAL_H
#define AK_INTERNAL_H

#include <stddef.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "anyrt_half.h"
#include "anyrt_kernels.h"

/* Loads to and stores from the compute type, per storage: as is, float16, bfloat16 (for the
 * per-dtype instantiations of each kernel file). */
#define LD_ID(v) (v)
#define ST_ID(v) (v)
#define LD_H(v) ak_h2f(v)
#define ST_H(v) ak_f2h(v)
#define LD_B(v) ak_b2f(v)
#define ST_B(v) ak_f2b(v)

/* Both libraries that embed the kernels export only the public ak_* entry points. */
#if defined(__GNUC__)
#define AK_HIDDEN __attribute__((visibility("hidden")))
#else
#define AK_HIDDEN
#endif

enum {
    AK_BYTE = 1,
    AK_BOOL = 2,
    AK_I8 = 3,
    AK_I16 = 4,
    AK_I32 = 5,
    AK_I64 = 6,
    AK_U8 = 7,
    AK_U16 = 8,
    AK_U32 = 9,
    AK_U64 = 10,
    AK_F16 = 12,
    AK_F32 = 13,
    AK_F64 = 14,
    AK_BF16 = 19
};

/* A hot loop built up to three times, for baseline x86-64 (the library ships to machines nobody
 * knows), for AVX2 (with FMA and F16C) and for AVX-512 (F, BW, VL, DQ), picked per call from the
 * CPU's features: AK_AVX2 / AK_AVX512 mark the builds, ak_isa() says which one to call. Not GCC's
 * target_clones: its ifunc resolvers run while the dynamic linker relocates the kernels' library,
 * before a sanitizer's runtime is up (a crash under TSan). */
enum { AK_ISA_BASE = 0, AK_ISA_AVX2 = 1, AK_ISA_AVX512 = 2 };
/* -DAK_ISA_MAX=0 / 1 caps the builds used (tests compare every build's results bit for bit). */
#ifndef AK_ISA_MAX
#define AK_ISA_MAX AK_ISA_AVX512
#endif
#if defined(__GNUC__) && defined(__x86_64__)
#define AK_X86 1
#define AK_AVX2 __attribute__((target("avx2,fma,f16c")))
#define AK_AVX512 __attribute__((target("avx512f,avx512bw,avx512vl,avx512dq,avx2,fma,f16c")))
static inline int ak_isa(void) {
    if (AK_ISA_MAX >= AK_ISA_AVX512 && __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
        __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512dq"))
        return AK_ISA_AVX512;
    if (AK_ISA_MAX >= AK_ISA_AVX2 && __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") &&
        __builtin_cpu_supports("f16c"))
        return AK_ISA_AVX2;
    return AK_ISA_BASE;
}
#else
#define AK_X86 0
#define AK_AVX2
#define AK_AVX512
static inline int ak_isa(void) { return AK_ISA_BASE; }
#endif

/* A function defined once as an always-inline body NAME##_body(ARGS) and built for each ISA:
 * NAME##_base, NAME##_avx2, NAME##_avx512, and NAME##_pick() returning the one for this CPU
 * (NAME##_pick_256(): the widest up to AVX2). */
#define AK_ISA_BUILDS(NAME, PARAMS, ARGS)                                                                 \
    static void NAME##_base PARAMS { NAME##_body ARGS; }                                                  \
    AK_AVX2 static void NAME##_avx2 PARAMS { NAME##_body ARGS; }                                          \
    AK_AVX512 static void NAME##_avx512 PARAMS { NAME##_body ARGS; }                                      \
    typedef void(*NAME##_fn) PARAMS;                                                                      \
    static inline NAME##_fn NAME##_pick(void) {                                                           \
        const int isa = ak_isa();                                                                         \
        return isa == AK_ISA_AVX512 ? NAME##_avx512 : isa == AK_ISA_AVX2 ? NAME##_avx2 : NAME##_base;     \
    }                                                                                                     \
    static inline NAME##_fn NAME##_pick_256(void) { /* at most AVX2 (see AK_FAST_BIN) */                  \
        return ak_isa() >= AK_ISA_AVX2 ? NAME##_avx2 : NAME##_base;                                       \
    }

#define AK_INLINE static inline __attribute__((always_inline))

/* Elements per chunk when a half-precision kernel converts to f32 stack buffers and back (a few
 * such buffers stay well inside L1 and inside the small stacks kernels may run on). */
#define AK_CHUNK 512

/* n elements of storage dtype AK_F16 / AK_BF16 / AK_F32 to f32 and back, f16/bf16 rounded to
 * nearest even bit for bit as ak_f2h / ak_f2b (NaN included), with vector conversions (F16C,
 * AVX2, AVX-512) where the CPU has them (ak_convert.c). dst and src do not overlap. */
AK_HIDDEN void ak_load_f32(int dtype, int64_t n, float *dst, const void *src);
AK_HIDDEN void ak_store_f32(int dtype, int64_t n, void *dst, const float *src);

/* exp(x) in plain arithmetic the compiler vectorizes, where libm's expf is a call per element:
 * x = n ln2 + r with |r| <= ln2/2 (n rounded by the 1.5 * 2^23 trick, ln2 in two parts), exp(r) by
 * its Taylor polynomial to r^7 (relative error below 2e-7, about 2 ulp), 2^n built in the exponent
 * bits as two factors so every n of the finite range has one. 0 below -87.3 (the true value is
 * under FLT_MIN), +inf above 88.72 (over FLT_MAX), NaN kept. The file using it vectorizes it only
 * with GCC's no-trapping-math (see ak_softmax.c). */
AK_INLINE float ak_expf(float x) {
    const float big = 12582912.0f; /* 1.5 * 2^23: adding it rounds to an integer */
    float xc = x > -87.3f ? x : -87.3f; /* NaN too: no float-to-int conversion of NaN below */
    xc = xc < 88.72f ? xc : 88.72f;
    float n = (xc * 1.44269504088896341f + big) - big;
    float r = xc - n * 0.693359375f - n * -2.12194440e-4f;
    float p = 1.0f / 5040.0f;
    p = p * r + 1.0f / 720.0f;
    p = p * r + 1.0f / 120.0f;
    p = p * r + 1.0f / 24.0f;
    p = p * r + 1.0f / 6.0f;
    p = p * r + 0.5f;
    p = p * r + 1.0f;
    p = p * r + 1.0f;
    /* h = floor(ni / 2) by a shift, the exponents placed by shifts: a signed division and two
     * multiplications cost 6 of the ~50 vector instructions per 16 elements (same bits: 2^h and
     * 2^(ni - h) stay normal for every ni in [-126, 128]) */
    int32_t ni = (int32_t)n, h = ni >> 1;
    int32_t b1 = (int32_t)((uint32_t)(h + 127) << 23), b2 = (int32_t)((uint32_t)(ni - h + 127) << 23);
    /* the special cases select bits of the scale factors, not the result: a select on the result
     * lets GCC push a caller's division into each arm (three divisions per silu) */
    b1 = x < -87.3f ? 0 : b1;                     /* 0 */
    b2 = x > 88.72f ? 0x7f800000 : b2;            /* +inf */
    b2 = x == x ? b2 : 0x7fc00000;                /* NaN */
    float s1, s2;
    memcpy(&s1, &b1, sizeof s1);
    memcpy(&s2, &b2, sizeof s2);
    return p * s1 * s2;
}

/* tanh(x) in plain arithmetic the compiler vectorizes (libm's tanhf is a call per element): below 0.625
 * in magnitude x + x^3 P(x^2), P of degree 5 fitted to (tanh(x) - x) / x^3 (relative error 2e-10 before
 * f32 rounding); above, 1 - 2 / (exp(2|x|) + 1) with ak_expf, its sign x's. Within 2 ulp (tests/
 * test_ops_elementwise.py measures it against NumPy's f64 tanh); +-1 from |x| = 9 on, -0.0 and NaN kept. Vectorized
 * only with GCC's no-trapping-math, as ak_expf. */
AK_INLINE float ak_tanhf(float x) {
    const float a = x < 0.0f ? -x : x, z = x * x;
    float p = 2.14898400e-03f;
    p = p * z + -8.18466209e-03f;
    p = p * z + 2.17039995e-02f;
    p = p * z + -5.39474525e-02f;
    p = p * z + 1.33332118e-01f;
    p = p * z + -3.33333313e-01f;
    const float small = z == 0.0f ? x : x + x * z * p; /* -0.0 (and x whose square underflows) as itself */
    const float big = 1.0f - 2.0f / (ak_expf(2.0f * a) + 1.0f);
    return a < 0.625f ? small : (x < 0.0f ? -big : big);
}

/* erf(x) in plain arithmetic the compiler vectorizes (libm's erff is a call per element), odd in x. For
 * |x| < 1 its Taylor series x P(x^2) (13 terms: the next is below 2^-30 of the result); for 1 <= |x| < 4,
 * 1 - erfc(|x|) with erfc(a) = e^(-a^2) g(a), g a degree-10 polynomial in (a - 2.5) / 1.5 fitted to
 * erfc(a) e^(a^2) at Chebyshev nodes (relative error 2e-7: erfc <= 0.16 there, so a fraction of erf's
 * ulp); from 4, 1 (erfc(4) = 1.5e-8, below half of 1's ulp). Within 3 ulp of the true value
 * (tests/test_ops_elementwise.py measures it over a million bit patterns against NumPy's f64). NaN kept,
 * +-inf +-1, -0 -0. */
AK_INLINE float ak_erff(float x) {
    const float a = fabsf(x), z = a * a;
    float t = 9.42275910e-11f;
    t = t * z + -1.22905552e-09f;
    t = t * z + 1.48071928e-08f;
    t = t * z + -1.63658441e-07f;
    t = t * z + 1.64621144e-06f;
    t = t * z + -1.49256502e-05f;
    t = t * z + 1.20553326e-04f;
    t = t * z + -8.54832702e-04f;
    t = t * z + 5.22397785e-03f;
    t = t * z + -2.68661715e-02f;
    t = t * z + 1.12837918e-01f;
    t = t * z + -3.76126379e-01f;
    t = t * z + 1.12837923f;
    const float u = (a - 2.5f) * (1.0f / 1.5f);
    float p = 9.64045175e-05f;
    p = p * u + -2.45502597e-04f;
    p = p * u + 3.67868663e-04f;
    p = p * u + -9.15563782e-04f;
    p = p * u + 2.42588506e-03f;
    p = p * u + -5.61176287e-03f;
    p = p * u + 1.24840355e-02f;
    p = p * u + -2.69977916e-02f;
    p = p * u + 5.61109595e-02f;
    p = p * u + -1.11521401e-01f;
    p = p * u + 2.10806355e-01f;
    const float big = 1.0f - p * ak_expf(-z);
    float r = a < 1.0f ? a * t : big;
    r = a >= 4.0f ? 1.0f : r;
    r = x == x ? r : x;
    return copysignf(r, x);
}

/* Fixed-size inner blocks: gcc -O2's cheap vectorizer only takes loops of known trip count. */
#define AK_BLK 16

/* Bytes per element of an anyrt dtype this file set knows, 0 otherwise. */
AK_HIDDEN size_t ak_dtype_size(int dtype);
AK_HIDDEN int ak_dtype_is_int(int dtype);
/* Reads element i of an integer tensor's data as int64 (unsigned 64-bit wraps). */
AK_HIDDEN int64_t ak_load_int(int dtype, const void *data, int64_t i);
AK_HIDDEN int64_t ak_numel(const ak_tensor *t);

/* body(arg, 0, n) on the calling thread, or through ex->parallel_for when there is enough work. */
AK_HIDDEN void ak_run(const ak_exec *ex, int64_t n, int64_t grain, ak_body body, void *arg);

/* Most operands one iterator walks together (add_rms_norm walks y, residual_out, a and b). */
#define AK_MAX_OPS 8

/* Operands of one shape walked together; dims coalesced and size-1 dims dropped, the innermost
 * dim the one with the output's smallest stride. Strides in elements. */
typedef struct ak_iter {
    int ndim, nops;
    int64_t numel;
    int64_t shape[AK_MAX_NDIM];
    int64_t strides[AK_MAX_OPS][AK_MAX_NDIM];
    char *data[AK_MAX_OPS];
    int64_t esize[AK_MAX_OPS];
} ak_iter;

/* Processes n elements of one innermost run: p[op] points at the first, s[op] is its stride in
 * elements. ctx is the op's constant. */
typedef void (*ak_inner)(int64_t n, char *const *p, const int64_t *s, const void *ctx);

AK_HIDDEN void ak_iter_init(ak_iter *it, int nops, const ak_tensor *const *ops);
/* Runs fn over the flat (row-major over the iterator's dims) element range [lo, hi). */
AK_HIDDEN void ak_iter_range(const ak_iter *it, int64_t lo, int64_t hi, ak_inner fn, const void *ctx);
/* Walks every element of ops[0]'s shape, split with ex's parallel_for. */
AK_HIDDEN void ak_elementwise(const ak_exec *ex, int nops, const ak_tensor *const *ops, ak_inner fn,
                              const void *ctx);

/* Row walker for the reduction kernels: every index of all dims but one (`axis`), giving each
 * operand's element offset of the row start. */
typedef struct ak_rows {
    int ndim, nops;
    int64_t nrows;
    int64_t shape[AK_MAX_NDIM];
    int64_t strides[AK_MAX_OPS][AK_MAX_NDIM];
} ak_rows;

AK_HIDDEN void ak_rows_init(ak_rows *r, int nops, const ak_tensor *const *ops, int axis);
/* off[op] = element offset of row `row`'s start; rows run in row-major order of the kept dims. */
AK_HIDDEN void ak_rows_offset(const ak_rows *r, int64_t row, int64_t *off);

/* One gemm as ak_gemm resolved it (ak_gemm.c, ak_gemm_bf16.c): batch of C[m x n] = alpha A[m x k] B[k x n]
 * + beta C; strides in elements, a batch stride of 0 broadcasts. */
typedef struct {
    int64_t batch, m, n, k;
    const char *a, *b;
    char *c;
    int64_t sab, sam, sak, sbb, sbk, sbn, scb, scm, scn; /* elements */
    int64_t esize;
    float alpha, beta;
    int64_t tiles_m, tiles_n;
} ak_gemm_arg;

/* bf16 gemm on AVX-512 BF16 dot products (vdpbf16ps), f32 accumulation, C rounded once; operands
 * packed into memory it allocates per call. AK_UNSUPPORTED when the CPU lacks AVX-512 BF16 (or the
 * build caps AK_ISA_MAX below AVX-512), k == 0, or no memory: the caller's other path runs. */
AK_HIDDEN int ak_gemm_bf16_dp(const ak_exec *ex, const ak_gemm_arg *g);
AK_HIDDEN int ak_gemm_bf16_dp_available(void);

/* f16 / bf16 gemm of at most 16 rows against a B contiguous in k (x @ W.T of a decode step) or in n (x @ W),
 * read in place once (ak_gemm_skinny.c). _fits: whether this CPU and these shapes take it; ak_gemm_skinny
 * returns AK_UNSUPPORTED where they do not. */
AK_HIDDEN int ak_gemm_skinny_fits(int dtype, int64_t m, int64_t k, int64_t sak, int64_t sbk, int64_t sbn);
AK_HIDDEN int ak_gemm_skinny(const ak_exec *ex, const ak_gemm_arg *g, int dtype);

/* f16 / bf16 gemm through ex->blas's sgemm on f32 copies in `workspace` (ak_gemm_half_blas_workspace
 * bytes; 0: not a half gemm), for a caller that owns memory (the cpu backend): AK_UNSUPPORTED when no
 * BLAS or workspace, and the caller runs ak_gemm instead. */
AK_HIDDEN size_t ak_gemm_half_blas_workspace(const ak_tensor *c, const ak_tensor *a, const ak_tensor *b);
AK_HIDDEN int ak_gemm_half_blas(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b,
                                float alpha, float beta, void *workspace);

/* conv by im2col + ex->blas's sgemm/dgemm on f32/f64 scratch in `workspace` (ak_conv_blas_workspace
 * bytes; 0: not a conv it computes this way, or more scratch than it takes), for a caller that owns
 * memory (the cpu backend): AK_UNSUPPORTED when no BLAS or workspace, and the caller runs ak_conv. */
AK_HIDDEN size_t ak_conv_blas_workspace(const ak_tensor *y, const ak_tensor *x, const ak_tensor *w, int n);
AK_HIDDEN int ak_conv_blas(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const ak_tensor *w,
                           const ak_tensor *b, const int64_t *pads, const int64_t *strides, const int64_t *dilations,
                           int n, void *workspace);

#endif /* AK_INTERNAL_H */
