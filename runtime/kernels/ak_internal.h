/* Private helpers shared by the kernel files: dtype table, the parallel-run shim, and the
 * coalescing strided iterator the elementwise kernels walk. Not part of the public contract. */
#ifndef AK_INTERNAL_H
#define AK_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

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

/* A hot loop built twice, for baseline x86-64 (the library ships to machines nobody knows) and for
 * AVX2, picked per call from the CPU's features: AK_AVX2 marks the second build, ak_have_avx2() says
 * whether to call it. Not GCC's target_clones: its ifunc resolvers run while the dynamic linker
 * relocates the kernels' library, before a sanitizer's runtime is up (a crash under TSan). */
#if defined(__GNUC__) && defined(__x86_64__)
#define AK_AVX2 __attribute__((target("avx2")))
static inline int ak_have_avx2(void) { return __builtin_cpu_supports("avx2"); }
#else
#define AK_AVX2
static inline int ak_have_avx2(void) { return 0; }
#endif

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

#endif /* AK_INTERNAL_H */
