/* The reductions' shared driver (ak_reduce.c) and what each generated reduction gives it (generated/
 * kernels/ak_reduction_ops.c, one per spec operator with `reduces`): its accumulator's size and five
 * functions over runs of elements, so the driver's walk is written once and each member's arithmetic
 * stays inlined in its own loops. Private to the kernels. */
#ifndef AK_REDUCE_H
#define AK_REDUCE_H

#include "ak_internal.h"

typedef struct ak_reduce_fns {
    size_t acc_size; /* bytes of one accumulator (the compute type) */
    /* acc[k] = the start value (the combine's identity) for k < n */
    void (*init)(void *acc, int64_t n, const void *ctx);
    /* acc[0] takes n elements x[k * s] in order (s == 1: in fixed lanes, then merged in order); m: this
     * output's pivot (NULL without one) */
    void (*run)(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx);
    /* acc[k] takes x[k * s], one element each, for k < n (a kept dim innermost); m: their n pivots */
    void (*cols)(void *acc, const char *x, int64_t n, int64_t s, const void *m, const void *ctx);
    /* acc[0] = combine(acc[0], other[0]) */
    void (*combine)(void *acc, const void *other, const void *ctx);
    /* y[k * s] = final(acc[k], count, m[k]) for k < n */
    void (*final)(char *y, int64_t n, int64_t s, const void *acc, const void *m, int64_t count, const void *ctx);
    /* A first pass over each output's elements (NULL: none) whose final writes that output's m, a value of
     * the compute type (acc_size bytes), which this pass's run, cols and final take. */
    const struct ak_reduce_fns *pivot;
} ak_reduce_fns;

/* y = the reduction of x over every dim where y has 1 and x more (y has x's rank); any strides. Each
 * output's elements are taken in x's row-major order of its reduced dims, in blocks whose bounds depend
 * only on the shapes: the same bits for every thread count. With a pivot, each output's elements are walked
 * twice in that order (the pivot's pass, then this one with its m). AK_UNSUPPORTED where y's rank is not x's. */
AK_HIDDEN int ak_reduce(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const ak_reduce_fns *f,
                        const void *ctx);

#endif /* AK_REDUCE_H */
