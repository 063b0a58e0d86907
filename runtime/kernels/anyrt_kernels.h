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

/* How a kernel may run: threads <= 1 runs on the calling thread only; above that the kernel may
 * split its outer loop over that many threads (the cpu backend passes its worker pool size). */
typedef struct ak_exec {
    int threads;
    /* gemm through a BLAS loaded at run time when non-NULL (see ak_blas.h); NULL: portable loop */
    const struct ak_blas *blas;
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
/* result: 0-d integer tensor receiving the sampled index into probs (1-D, the logits as
 * InfiniCore takes them). InfiniCore's algorithm, so every backend picks the same index for the
 * same random_val: topk == 1 or topp == 0 → argmax; else softmax(logits / temperature) sorted
 * descending, cut at top-k and at cumulative top-p, pick the first whose cumulative sum exceeds
 * random_val × the kept mass. */
int ak_random_sample(const ak_exec *ex, const ak_tensor *result, const ak_tensor *probs, float random_val,
                     float topp, int topk, float temperature);
/* y = 0 / y = 1 in y's dtype. */
int ak_zeros(const ak_exec *ex, const ak_tensor *y);
int ak_ones(const ak_exec *ex, const ak_tensor *y);

#ifdef __cplusplus
}
#endif

#endif
