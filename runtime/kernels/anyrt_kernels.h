/* Portable operator kernels on host-addressable memory: one implementation shared by the core's
 * operator fallback (which stages operands through host memory) and the cpu backend's native
 * operators. Compiled into both libraries with hidden visibility; no runtime state.
 *
 * Contract: the caller (the core's generated dispatch) has already validated every shape, dtype,
 * stride and attribute against the operator's spec entry, and has broadcast every input to the
 * output's ndim and shape (a broadcast dimension has stride 0). Kernels never allocate, never
 * print, and return 0, or AK_UNSUPPORTED for a dtype combination they do not implement. */
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
} ak_exec;

/* C = alpha * A @ B + beta * C. ndim 2 (m×k, k×n, m×n) or 3 (batch first; a batch of 1 in A or B
 * broadcasts, stride 0). Any strides, transposed included. beta == 0 ignores C's old contents
 * (NaN included). f16/bf16 accumulate in f32. */
int ak_gemm(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b, float alpha, float beta);

/* Elementwise, all operands of the output's shape (inputs broadcast by stride 0). */
int ak_add(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b);
int ak_sub(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b);
int ak_mul(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b);
int ak_relu(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);
int ak_silu(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);
int ak_sigmoid(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);
/* c = a * silu(b) (InfiniCore: a is "up", b is "gate"). */
int ak_swiglu(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b);
/* y = x / sqrt(mean(x^2 over the last dim) + epsilon) * w; w is 1-D over the last dim and may
 * have another float dtype than x (f32 weights with f16 activations). */
int ak_rms_norm(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const ak_tensor *w, float epsilon);
/* Softmax along `axis` (already normalized to 0..ndim-1). */
int ak_softmax(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, int axis);
/* x: (..., seq_len, total_len); position j of row i is masked when j > i + total_len - seq_len. */
int ak_causal_softmax(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);
/* x, y: (seq_len, n_head, head_dim); pos_ids: (seq_len) of an integer dtype; sin, cos:
 * (max_pos, head_dim / 2). algo 0 = GPT-J (pairs 2i, 2i+1), 1 = GPT-NeoX (pairs i, i + head_dim/2),
 * as InfiniCore's infiniopRoPEAlgo_t. */
int ak_rope(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const ak_tensor *pos_ids,
            const ak_tensor *sin_table, const ak_tensor *cos_table, int algo);
/* dst = src, any two layouts of one shape and dtype. */
int ak_rearrange(const ak_exec *ex, const ak_tensor *dst, const ak_tensor *src);
/* result: 0-d integer tensor receiving the sampled index into probs (1-D, contiguous: the logits as
 * InfiniCore takes them). InfiniCore's algorithm (src/infiniop/ops/random_sample), so every backend
 * picks the same index for the same random_val: if random_val == 0, topp == 0, topk == 1 or
 * temperature == 0, the index of the first maximum. Otherwise the logits sorted descending (stable:
 * equal values keep ascending index order), cumulative c[0] = 1, c[i] = c[i-1] +
 * exp((v[i] - v[0]) / temperature); limit = random_val * min(c[min(topk, n) - 1], c[n-1] * topp);
 * the index of the first sorted entry with limit <= c[i]. All arithmetic in f32 (f64 for f64). */
int ak_random_sample(const ak_exec *ex, const ak_tensor *result, const ak_tensor *probs, float random_val,
                     float topp, int topk, float temperature, void *workspace);
/* Bytes of host workspace ak_random_sample needs for n logits. */
size_t ak_random_sample_workspace(int64_t n);
/* y = 0 / y = 1 in y's dtype. */
int ak_zeros(const ak_exec *ex, const ak_tensor *y);
int ak_ones(const ak_exec *ex, const ak_tensor *y);

#ifdef __cplusplus
}
#endif

#endif
