/* Portable operator kernels on host-addressable memory: one implementation shared by the core's
 * operator fallback (which stages operands through host memory) and the cpu backend's native
 * operators. Compiled into both libraries with hidden visibility; no runtime state.
 *
 * Contract: the caller (the core's generated dispatch) has already validated every shape, dtype,
 * stride and attribute against the operator's spec entry, and has broadcast every input to the
 * output's ndim and shape (a broadcast dimension has stride 0). Kernels never print, and return 0,
 * or AK_UNSUPPORTED for a dtype combination they do not implement. They never allocate, except the
 * AVX-512 BF16 gemm's packed operands when the caller gives no ak_exec.scratch. */
#ifndef ANYRT_KERNELS_H
#define ANYRT_KERNELS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define AK_OK 0
#define AK_UNSUPPORTED (-1)
#define AK_MAX_NDIM 8

/* One operand: dtype is an anyrt_dtype value (InfiniCore's infiniDtype_t numbering: f16 12,
 * f32 13, f64 14, bf16 19, i32 5, i64 6, ...); strides are in elements and may be 0 (broadcast)
 * or negative on inputs. */
typedef struct ak_tensor {
    int dtype;
    int ndim;
    int64_t shape[AK_MAX_NDIM];
    int64_t strides[AK_MAX_NDIM];
    void *data;
} ak_tensor;

/* The BLAS gemm entry points a kernel may use (cblas_sgemm / cblas_dgemm of the OpenBLAS the
 * scipy-openblas32 wheel ships, 32-bit integers; CblasRowMajor 101, CblasColMajor 102, CblasNoTrans
 * 111, CblasTrans 112). Filled by whoever loaded the library; NULL members are not used. */
typedef struct ak_blas {
    void (*sgemm)(int order, int trans_a, int trans_b, int m, int n, int k, float alpha, const float *a,
                  int lda, const float *b, int ldb, float beta, float *c, int ldc);
    void (*dgemm)(int order, int trans_a, int trans_b, int m, int n, int k, double alpha, const double *a,
                  int lda, const double *b, int ldb, double beta, double *c, int ldc);
} ak_blas;

/* A kernel's loop body over [lo, hi) of its outer index space. */
typedef void (*ak_body)(void *arg, int64_t lo, int64_t hi);

/* How a kernel may run. parallel_for == NULL: the kernel runs body(arg, 0, n) on the calling thread.
 * Otherwise it hands its outer loop to parallel_for(pool, n, grain, body, arg), which returns when
 * every chunk (at least `grain` indices each, except the last) has run, possibly on other threads. */
typedef struct ak_exec {
    void (*parallel_for)(void *pool, int64_t n, int64_t grain, ak_body body, void *arg);
    void *pool;
    /* gemm through a BLAS when non-NULL and the layouts allow it; the portable loop otherwise */
    const ak_blas *blas;
    /* Contiguous binary f32 elementwise operators whose operands span at least this many bytes write their
     * output with non-temporal stores (it would not stay in the cache anyway, and the store then needs
     * no read of the line first); 0: never. */
    int64_t stream_bytes;
    /* Memory of at least `bytes`, 64-byte aligned, the caller's until the kernel returns (the next call may
     * hand out the same block); NULL member or NULL result: the kernel allocates for itself or takes
     * another path. For scratch the kernel writes before it reads: packed operands, converted copies. */
    void *(*scratch)(size_t bytes);
} ak_exec;

#ifdef __cplusplus
}
#endif

/* Every operator's kernel, ak_<name>, declared from its spec/operators.yaml entry (generated).
 * An input whose dims start with "..." arrives broadcast to the output's leading dims (stride 0
 * where it had 1 or none); other inputs arrive as given. Attribute values are the spec's (enums as their
 * anyrt values, e.g. rope's algo 0 = GPT-J, 1 = GPT-NeoX; softmax's axis already in [0, ndim)). */
#include "anyrt_kernel_ops.h"

#endif
