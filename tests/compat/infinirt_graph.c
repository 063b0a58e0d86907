/* A program written for InfiniCore's InfiniRT graph calls (as InfiniCore's graph.cc and InfiniLM's
 * compilers use them): only infinirt.h, run against anyrt (cpu backend). Captures a copy chain on a
 * stream, replays it on another, refuses a synchronize inside a capture; prints "ok". */
#include <stdio.h>
#include <string.h>

#include "infinirt.h"

#include "infini_check.h"

#define N (1 << 16)

static unsigned char host[N];

static int all(const unsigned char* p, unsigned char v) {
    for (int i = 0; i < N; ++i)
        if (p[i] != v) return 0;
    return 1;
}

int main(void) {
    CHECK(infinirtInit());
    CHECK(infinirtSetDevice(INFINI_DEVICE_CPU, 0));
    infinirtStream_t s = NULL, other = NULL;
    CHECK(infinirtStreamCreate(&s));
    CHECK(infinirtStreamCreate(&other));
    void *a = NULL, *b = NULL;
    CHECK(infinirtMalloc(&a, N));
    CHECK(infinirtMalloc(&b, N));
    CHECK(infinirtMemset(b, 0, N));

    CHECK(infinirtStreamBeginCapture(s, INFINIRT_STREAM_CAPTURE_MODE_GLOBAL));
    CHECK(infinirtMemsetAsync(a, 7, N, s)); /* recorded: InfiniCore's cpu wait for the stream is skipped */
    CHECK(infinirtMemcpyAsync(b, a, N, INFINIRT_MEMCPY_D2D, s));
    infinirtGraph_t graph = NULL;
    CHECK(infinirtStreamEndCapture(s, &graph));
    CHECK(infinirtMemcpy(host, b, N, INFINIRT_MEMCPY_D2H));
    EXPECT(all(host, 0)); /* captured, not run */

    infinirtGraphExec_t exec = NULL;
    CHECK(infinirtGraphInstantiate(&exec, graph, NULL, NULL, 0));
    CHECK(infinirtGraphDestroy(graph));
    CHECK(infinirtGraphLuanch(exec, other));
    CHECK(infinirtStreamSynchronize(other));
    CHECK(infinirtMemcpy(host, b, N, INFINIRT_MEMCPY_D2H));
    EXPECT(all(host, 7));

    /* a synchronize inside a capture fails, and so does ending that capture */
    CHECK(infinirtStreamBeginCapture(s, INFINIRT_STREAM_CAPTURE_MODE_GLOBAL));
    EXPECT(infinirtDeviceSynchronize() != INFINI_STATUS_SUCCESS);
    EXPECT(infinirtStreamEndCapture(s, &graph) != INFINI_STATUS_SUCCESS);

    CHECK(infinirtGraphExecDestroy(exec));
    CHECK(infinirtFree(a));
    CHECK(infinirtFree(b));
    CHECK(infinirtStreamDestroy(s));
    CHECK(infinirtStreamDestroy(other));
    printf("ok\n");
    return 0;
}
