/* A program written for InfiniCore's InfiniRT: only infinirt.h, run against anyrt (cpu backend).
 * Devices, memory (sync and async), streams, events with elapsed time, memory info; prints "ok". */
#include <stdio.h>
#include <string.h>

#include "infinirt.h"

#include "infini_check.h"

#define N (1 << 20)

static unsigned char host_a[N], host_b[N];

int main(void) {
    CHECK(infinirtInit());
    int counts[INFINI_DEVICE_TYPE_COUNT];
    CHECK(infinirtGetAllDeviceCount(counts));
    EXPECT(counts[INFINI_DEVICE_CPU] >= 2);
    int n = -1;
    CHECK(infinirtGetDeviceCount(INFINI_DEVICE_CPU, &n));
    EXPECT(n == counts[INFINI_DEVICE_CPU]);
    CHECK(infinirtGetDeviceCount(INFINI_DEVICE_KUNLUN, &n)); /* no backend: 0 devices, as in InfiniCore */
    EXPECT(n == 0);

    CHECK(infinirtSetDevice(INFINI_DEVICE_CPU, 1));
    infiniDevice_t kind = INFINI_DEVICE_NVIDIA;
    int id = -1;
    CHECK(infinirtGetDevice(&kind, &id));
    EXPECT(kind == INFINI_DEVICE_CPU && id == 1);
    EXPECT(infinirtSetDevice(INFINI_DEVICE_CPU, 99) == INFINI_STATUS_DEVICE_NOT_FOUND);
    CHECK(infinirtGetDevice(&kind, &id)); /* a failed set leaves the device unchanged */
    EXPECT(kind == INFINI_DEVICE_CPU && id == 1);
    EXPECT(infinirtSetDevice(INFINI_DEVICE_KUNLUN, 0) == INFINI_STATUS_DEVICE_NOT_FOUND); /* no such device */
    CHECK(infinirtGetDevice(&kind, &id));
    EXPECT(kind == INFINI_DEVICE_CPU && id == 1);

    size_t free_bytes = 0, total_bytes = 0;
    CHECK(infinirtGetMemInfo(INFINI_DEVICE_CPU, 0, &free_bytes, &total_bytes));
    EXPECT(total_bytes > 0 && free_bytes <= total_bytes);
    infinirtDeviceResourceSnapshot_t snap;
    CHECK(infinirtGetDeviceResourceSnapshot(INFINI_DEVICE_CPU, 0, &snap));
    EXPECT(snap.valid_fields == INFINIRT_RESOURCE_FIELD_MEMORY_CAPACITY && snap.total_bytes == total_bytes);
    CHECK(infinirtGetDevice(&kind, &id)); /* queries on another device restore the current one */
    EXPECT(id == 1);

    void *d_a = NULL, *d_b = NULL, *pinned = NULL;
    CHECK(infinirtMalloc(&d_a, N));
    CHECK(infinirtMalloc(&d_b, N));
    CHECK(infinirtMallocHost(&pinned, N));
    for (int i = 0; i < N; ++i) host_a[i] = (unsigned char)(i * 7);
    CHECK(infinirtMemcpy(d_a, host_a, N, INFINIRT_MEMCPY_H2D));
    CHECK(infinirtMemcpy(d_b, d_a, N, INFINIRT_MEMCPY_D2D));
    CHECK(infinirtMemcpy(host_b, d_b, N, INFINIRT_MEMCPY_D2H));
    EXPECT(memcmp(host_a, host_b, N) == 0);
    CHECK(infinirtMemset(d_a, 3, N));
    CHECK(infinirtMemcpy(pinned, d_a, N, INFINIRT_MEMCPY_D2H));
    EXPECT(((unsigned char*)pinned)[N - 1] == 3);

    infinirtStream_t s1 = NULL, s2 = NULL;
    CHECK(infinirtStreamCreate(&s1));
    CHECK(infinirtStreamCreate(&s2));
    infinirtEvent_t start = NULL, end = NULL, ready = NULL, untimed = NULL;
    CHECK(infinirtEventCreate(&start));
    CHECK(infinirtEventCreate(&end));
    CHECK(infinirtEventCreate(&ready));
    CHECK(infinirtEventCreateWithFlags(&untimed, INFINIRT_EVENT_DISABLE_TIMING));
    CHECK(infinirtEventRecord(start, s1));
    for (int r = 0; r < 20; ++r) CHECK(infinirtMemsetAsync(d_a, (int)r, N, s1));
    CHECK(infinirtMemcpyAsync(d_b, d_a, N, INFINIRT_MEMCPY_D2D, s1));
    CHECK(infinirtEventRecord(end, s1));
    CHECK(infinirtEventRecord(ready, s1));
    CHECK(infinirtStreamWaitEvent(s2, ready)); /* s2's copy runs after s1's work */
    CHECK(infinirtMemcpyAsync(host_b, d_b, N, INFINIRT_MEMCPY_D2H, s2));
    CHECK(infinirtEventRecord(untimed, s2));
    CHECK(infinirtStreamSynchronize(s2));
    EXPECT(host_b[0] == 19 && host_b[N - 1] == 19);
    CHECK(infinirtEventSynchronize(end));
    infinirtEventStatus_t status = INFINIRT_EVENT_NOT_READY;
    CHECK(infinirtEventQuery(end, &status));
    EXPECT(status == INFINIRT_EVENT_COMPLETE);
    float ms = -1.0f;
    CHECK(infinirtEventElapsedTime(&ms, start, end));
    EXPECT(ms > 0.0f);

    /* InfiniCore's CPU device finishes "async" calls before they return, and programs for it read
     * the results right away */
    CHECK(infinirtMemsetAsync(d_a, 7, N, s1));
    CHECK(infinirtMemcpyAsync(host_b, d_a, N, INFINIRT_MEMCPY_D2H, s1));
    EXPECT(host_b[0] == 7 && host_b[N - 1] == 7);

    void* stream_ordered = NULL;
    CHECK(infinirtMallocAsync(&stream_ordered, 4096, s1));
    CHECK(infinirtFreeAsync(stream_ordered, s1));
    CHECK(infinirtStreamSynchronize(s1));
    infinirtGraph_t empty = NULL; /* graph capture is served (infinirt_graph.c runs one) */
    CHECK(infinirtStreamBeginCapture(s1, INFINIRT_STREAM_CAPTURE_MODE_GLOBAL));
    CHECK(infinirtStreamEndCapture(s1, &empty));
    CHECK(infinirtGraphDestroy(empty));
    EXPECT(infinirtFree(host_a) != INFINI_STATUS_SUCCESS); /* not from infinirtMalloc */

    CHECK(infinirtDeviceSynchronize());
    CHECK(infinirtEventDestroy(start));
    CHECK(infinirtEventDestroy(end));
    CHECK(infinirtEventDestroy(ready));
    CHECK(infinirtEventDestroy(untimed));
    CHECK(infinirtStreamDestroy(s1));
    CHECK(infinirtStreamDestroy(s2));
    CHECK(infinirtFree(d_a));
    CHECK(infinirtFree(d_b));
    CHECK(infinirtFreeHost(pinned));
    printf("ok %.3f ms\n", (double)ms);
    return 0;
}
