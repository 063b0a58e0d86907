/* Philox4x32-10 (Salmon, Moraes, Dror, Shaw: "Parallel random numbers: as easy as 1, 2, 3", SC'11;
 * Random123's philox4x32_R(10, ...)), the counter-based generator of the random operators, and the
 * one layout of their draws over stream elements (spec/operators.yaml, the comment above `uniform`).
 * Header-only, plain C11 and CUDA C++ (nvcc makes each function __host__ __device__), unsigned
 * arithmetic only: the same bits on the cpu kernels (ak_random.c), the cuda backend
 * (cuda_ops_random.cu) and the NumPy reference (op_reference.py).
 *
 * Block b under seed s: the 4 words philox(counter = [lo32(b), hi32(b), 0, 0], key = [lo32(s), hi32(s)]).
 * A 32-bit draw at stream position e: word e % 4 of block e / 4. A 64-bit draw at position e: words
 * 2(e % 2) (its low half) and 2(e % 2) + 1 (its high half) of block e / 2. */
#ifndef AK_PHILOX_H
#define AK_PHILOX_H

#include <stdint.h>

#if defined(__CUDACC__)
#define AK_PHILOX_FN __host__ __device__ static inline
#else
#define AK_PHILOX_FN static inline
#endif

#define AK_PHILOX_M0 0xD2511F53u
#define AK_PHILOX_M1 0xCD9E8D57u
#define AK_PHILOX_W0 0x9E3779B9u /* the key's bump per round: the golden ratio */
#define AK_PHILOX_W1 0xBB67AE85u /* sqrt(3) - 1 */

typedef struct ak_philox4 {
    uint32_t w[4];
} ak_philox4;

/* The 10 rounds of Philox4x32 on counter c under key (k0, k1). */
AK_PHILOX_FN ak_philox4 ak_philox4x32_10(ak_philox4 c, uint32_t k0, uint32_t k1) {
    for (int r = 0; r < 10; r++) {
        if (r > 0) {
            k0 += AK_PHILOX_W0;
            k1 += AK_PHILOX_W1;
        }
        const uint64_t p0 = (uint64_t)AK_PHILOX_M0 * c.w[0], p1 = (uint64_t)AK_PHILOX_M1 * c.w[2];
        ak_philox4 n;
        n.w[0] = (uint32_t)(p1 >> 32) ^ c.w[1] ^ k0;
        n.w[1] = (uint32_t)p1;
        n.w[2] = (uint32_t)(p0 >> 32) ^ c.w[3] ^ k1;
        n.w[3] = (uint32_t)p0;
        c = n;
    }
    return c;
}

/* Block `block` of the stream of `seed`. */
AK_PHILOX_FN ak_philox4 ak_philox_block(uint64_t seed, uint64_t block) {
    ak_philox4 c;
    c.w[0] = (uint32_t)block;
    c.w[1] = (uint32_t)(block >> 32);
    c.w[2] = 0u;
    c.w[3] = 0u;
    return ak_philox4x32_10(c, (uint32_t)seed, (uint32_t)(seed >> 32));
}

/* The 64-bit draw at lane pair `half` (0 or 1) of a block. */
AK_PHILOX_FN uint64_t ak_philox_pair(const ak_philox4 *b, unsigned half) {
    return (uint64_t)b->w[2 * half] | ((uint64_t)b->w[2 * half + 1] << 32);
}

/* Uniforms: [0, 1) of a 32-bit draw's top 24 bits and a 64-bit draw's top 53 (exact in f32 / f64);
 * the _open0 forms are in (0, 1] (Box-Muller's log argument). */
AK_PHILOX_FN float ak_philox_u24(uint32_t w) { return (float)(w >> 8) * 5.9604644775390625e-08f; }
AK_PHILOX_FN double ak_philox_u24_open0(uint32_t w) { return ((double)(w >> 8) + 1.0) * 5.9604644775390625e-08; }
AK_PHILOX_FN double ak_philox_u53(uint64_t w) { return (double)(w >> 11) * 1.1102230246251565404e-16; }
AK_PHILOX_FN double ak_philox_u53_open0(uint64_t w) { return ((double)(w >> 11) + 1.0) * 1.1102230246251565404e-16; }

/* randint's value from a draw (32-bit where span <= 2^32, else 64-bit): low + an offset below span,
 * by multiply-shift or by remainder. Unsigned throughout; the result's bits are low's plus the offset
 * mod 2^64 (within [low, high) by construction). */
AK_PHILOX_FN uint64_t ak_philox_below(uint64_t draw, uint64_t span) {
    return span <= 0x100000000ull ? (draw * span) >> 32 : draw % span;
}

#endif /* AK_PHILOX_H */
