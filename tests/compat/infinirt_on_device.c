/* An InfiniRT program for the device kind given as argv[1] (an infiniDevice_t value): memory,
 * copies, streams and events on device 0 of that kind. Run against a hosted Paddle plugin whose
 * device_type maps to that kind, it goes InfiniRT -> anyrt -> Paddle plugin. Prints "ok". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "infinirt.h"

#include "infini_check.h"

#define N 4096

int main(int argc, char** argv) {
    infiniDevice_t kind = (infiniDevice_t)(argc > 1 ? atoi(argv[1]) : INFINI_DEVICE_CPU);
    int count = 0;
    CHECK(infinirtGetDeviceCount(kind, &count));
    if (count < 1) {
        fprintf(stderr, "no device of kind %d\n", (int)kind);
        return 1;
    }
    CHECK(infinirtSetDevice(kind, count - 1));
    unsigned char in[N], out[N];
    for (int i = 0; i < N; ++i) in[i] = (unsigned char)(i * 13 + 1);
    void *a = NULL, *b = NULL;
    CHECK(infinirtMalloc(&a, N));
    CHECK(infinirtMalloc(&b, N));
    infinirtStream_t s = NULL;
    infinirtEvent_t e = NULL;
    CHECK(infinirtStreamCreate(&s));
    CHECK(infinirtEventCreate(&e));
    CHECK(infinirtMemcpyAsync(a, in, N, INFINIRT_MEMCPY_H2D, s));
    CHECK(infinirtMemcpyAsync(b, a, N, INFINIRT_MEMCPY_D2D, s));
    CHECK(infinirtMemsetAsync(a, 0, N, s));
    CHECK(infinirtEventRecord(e, s));
    CHECK(infinirtEventSynchronize(e));
    infinirtEventStatus_t status = INFINIRT_EVENT_NOT_READY;
    CHECK(infinirtEventQuery(e, &status));
    CHECK(infinirtMemcpy(out, b, N, INFINIRT_MEMCPY_D2H));
    if (status != INFINIRT_EVENT_COMPLETE || memcmp(in, out, N) != 0) {
        fprintf(stderr, "wrong data or event state\n");
        return 1;
    }
    CHECK(infinirtMemcpy(out, a, N, INFINIRT_MEMCPY_D2H));
    if (out[0] != 0 || out[N - 1] != 0) {
        fprintf(stderr, "memset did not land\n");
        return 1;
    }
    size_t free_bytes = 0, total_bytes = 0;
    CHECK(infinirtGetMemInfo(kind, count - 1, &free_bytes, &total_bytes));
    if (total_bytes == 0 || free_bytes > total_bytes) {
        fprintf(stderr, "bad memory info\n");
        return 1;
    }
    CHECK(infinirtStreamSynchronize(s));
    CHECK(infinirtEventDestroy(e));
    CHECK(infinirtStreamDestroy(s));
    CHECK(infinirtFree(a));
    CHECK(infinirtFree(b));
    printf("ok\n");
    return 0;
}
