/* An InfiniOP program whose handle lives on cpu:1 while cpu:0 is current, stream NULL (issue 25,
 * defect 5): InfiniCore's CPU operators have finished when the call returns, so c must hold the
 * product right after infiniopGemm, with no synchronize. Prints "ok". */
#include <stdlib.h>

#include "infini_check.h"
#include "infiniop.h"
#include "infinirt.h"

#define N 192

int main(void) {
    CHECK(infinirtInit());
    CHECK(infinirtSetDevice(INFINI_DEVICE_CPU, 1));
    infiniopHandle_t handle = NULL;
    CHECK(infiniopCreateHandle(&handle));
    size_t shape[2] = {N, N};
    infiniopTensorDescriptor_t m = NULL;
    CHECK(infiniopCreateTensorDescriptor(&m, 2, shape, NULL, INFINI_DTYPE_F32));
    infiniopGemmDescriptor_t g = NULL;
    CHECK(infiniopCreateGemmDescriptor(handle, &g, m, m, m));
    float *a = malloc(sizeof(float) * N * N), *b = malloc(sizeof(float) * N * N), *c = malloc(sizeof(float) * N * N);
    EXPECT(a && b && c);
    for (int round = 0; round < 20; ++round) {
        for (int i = 0; i < N * N; ++i) {
            a[i] = 1.0f;
            b[i] = (float)(round + 1);
            c[i] = 0.0f;
        }
        CHECK(infinirtSetDevice(INFINI_DEVICE_CPU, 0)); /* another device current: the handle's still runs it */
        CHECK(infiniopGemm(g, NULL, 0, c, a, b, 1.0f, 0.0f, NULL));
        /* every element is the sum of N products 1 * (round + 1) */
        EXPECT(c[0] == (float)(N * (round + 1)) && c[N * N - 1] == (float)(N * (round + 1)));
        CHECK(infinirtSetDevice(INFINI_DEVICE_CPU, 1));
    }
    CHECK(infiniopDestroyGemmDescriptor(g));
    CHECK(infiniopDestroyTensorDescriptor(m));
    CHECK(infiniopDestroyHandle(handle));
    free(a);
    free(b);
    free(c);
    printf("ok\n");
    return 0;
}
