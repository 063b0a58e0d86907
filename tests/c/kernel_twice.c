/* A kernel module for the cpu launch ABI (docs/kernels.md), built by tests/c/tsan.py:
 * dst[i] = 2 * src[i] for i < n, staged through the block's shared memory. */
#include <stdint.h>

const char* const anyrt_kernels[] = {"twice", 0}; /* the kernels the module declares */

void twice(void** args, const int grid[3], const int block[3], const int idx[3], void* shared) {
    float* dst = *(float**)args[0];
    const float* src = *(const float**)args[1];
    int64_t n = *(const int64_t*)args[2];
    float* stage = (float*)shared;
    (void)grid;
    for (int t = 0; t < block[0]; ++t) {
        int64_t i = (int64_t)idx[0] * block[0] + t;
        stage[t] = i < n ? 2.0f * src[i] : 0.0f;
    }
    for (int t = 0; t < block[0]; ++t) {
        int64_t i = (int64_t)idx[0] * block[0] + t;
        if (i < n) dst[i] = stage[t];
    }
}
