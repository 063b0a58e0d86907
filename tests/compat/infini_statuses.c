/* Mistakes InfiniCore's dispatch layer (src/infinirt/infinirt.cc, src/infiniccl/infiniccl.cc)
 * answers itself, before any device code: NULL out-pointers and handles, device types out of range;
 * then what its cpu device (src/infinirt/cpu) allows a correct program: memory of either kind freed
 * by either free, NULL frees, zero-byte allocations, copies and fills of nothing.
 * Prints one "call status" line each, so the output of this program built against InfiniCore's
 * own libraries and against anyrt's can be compared line by line. Only public headers are used. */
#include <stdio.h>

#include "infiniccl.h"
#include "infinirt.h"

#define SHOW(call) printf("%s %d\n", #call, (int)(call))

int main(void) {
    int n = -1, counts[INFINI_DEVICE_TYPE_COUNT];
    int id = -1;
    size_t free_b = 0, total_b = 0;
    infiniDevice_t dev = INFINI_DEVICE_CPU;
    infinirtDeviceResourceSnapshot_t snap;
    infinicclComm_t comm = NULL;
    infinicclUniqueId_t uid = {{0}};
    float buf[4] = {0};
    size_t vcounts[1] = {1};
    const infiniDevice_t past_end = INFINI_DEVICE_TYPE_COUNT;
    const infiniDevice_t far_off = (infiniDevice_t)99;
    const infiniDevice_t negative = (infiniDevice_t)-1;

    SHOW(infinirtInit());
    SHOW(infinirtGetAllDeviceCount(NULL));
    SHOW(infinirtGetAllDeviceCount(counts));
    SHOW(infinirtGetDeviceCount(INFINI_DEVICE_CPU, NULL));
    SHOW(infinirtGetDeviceCount(past_end, NULL));
    SHOW(infinirtGetDeviceCount(past_end, &n));
    SHOW(infinirtGetDeviceCount(far_off, &n));
    SHOW(infinirtGetDeviceCount(negative, &n));
    SHOW(infinirtSetDevice(past_end, 0));
    SHOW(infinirtSetDevice(far_off, 0));
    SHOW(infinirtSetDevice(INFINI_DEVICE_CPU, 0));
    SHOW(infinirtGetDevice(NULL, NULL));
    SHOW(infinirtGetDevice(&dev, NULL));
    SHOW(infinirtGetDevice(NULL, &id));
    SHOW(infinirtGetDevice(&dev, &id));
    printf("current device %d:%d\n", (int)dev, id);
    SHOW(infinirtGetMemInfo(INFINI_DEVICE_CPU, 0, NULL, &total_b));
    SHOW(infinirtGetMemInfo(INFINI_DEVICE_CPU, 0, &free_b, NULL));
    SHOW(infinirtGetMemInfo(past_end, 0, NULL, NULL));
    SHOW(infinirtGetMemInfo(past_end, 0, &free_b, &total_b));
    SHOW(infinirtGetMemInfo(far_off, 0, &free_b, &total_b));
    SHOW(infinirtGetMemInfo(INFINI_DEVICE_CPU, 0, &free_b, &total_b));
    SHOW(infinirtGetDeviceResourceSnapshot(INFINI_DEVICE_CPU, 0, NULL));
    SHOW(infinirtGetDeviceResourceSnapshot(far_off, 0, &snap));
    SHOW(infinirtGetDeviceResourceSnapshot(INFINI_DEVICE_CPU, 0, &snap));

    void *d = NULL, *h = NULL, *z = NULL;
    infinirtStream_t s = NULL;
    SHOW(infinirtMalloc(&d, 64));
    SHOW(infinirtFreeHost(d));
    SHOW(infinirtMallocHost(&h, 64));
    SHOW(infinirtFree(h));
    SHOW(infinirtMalloc(&z, 0));
    SHOW(infinirtFree(z));
    SHOW(infinirtMallocHost(&z, 0));
    SHOW(infinirtFreeHost(z));
    SHOW(infinirtFree(NULL));
    SHOW(infinirtFreeHost(NULL));
    SHOW(infinirtStreamCreate(&s));
    SHOW(infinirtMallocAsync(&d, 64, s));
    SHOW(infinirtMemsetAsync(d, 0, 64, s));
    SHOW(infinirtFreeHost(d));
    SHOW(infinirtMallocHost(&h, 64));
    SHOW(infinirtMemsetAsync(h, 0, 64, s));
    SHOW(infinirtFreeAsync(h, s));
    SHOW(infinirtMalloc(&d, 64));
    SHOW(infinirtFreeAsync(d, s));
    SHOW(infinirtFreeAsync(NULL, s));
    SHOW(infinirtMemcpy(NULL, NULL, 0, INFINIRT_MEMCPY_H2D));
    SHOW(infinirtMemcpyAsync(NULL, NULL, 0, INFINIRT_MEMCPY_D2D, s));
    SHOW(infinirtMemset(NULL, 0, 0));
    SHOW(infinirtMemsetAsync(NULL, 0, 0, s));
    SHOW(infinirtStreamSynchronize(s));
    SHOW(infinirtStreamDestroy(s));

    SHOW(infinicclCommInitAll(past_end, &comm, 1, &id));
    SHOW(infinicclCommInitAll(far_off, &comm, 1, &id));
    SHOW(infinicclGetUniqueId(NULL));
    SHOW(infinicclCommInitRank(NULL, 1, uid, 0));
    SHOW(infinicclCommDestroy(NULL));
    SHOW(infinicclGroupStart(NULL));
    SHOW(infinicclGroupEnd(NULL));
    SHOW(infinicclAllReduce(buf, buf, 4, INFINI_DTYPE_F32, INFINICCL_SUM, NULL, NULL));
    SHOW(infinicclBroadcast(buf, buf, 4, INFINI_DTYPE_F32, 0, NULL, NULL));
    SHOW(infinicclSend(buf, 4, INFINI_DTYPE_F32, 0, NULL, NULL));
    SHOW(infinicclRecv(buf, 4, INFINI_DTYPE_F32, 0, NULL, NULL));
    SHOW(infinicclAllGather(buf, buf, 1, INFINI_DTYPE_F32, NULL, NULL));
    SHOW(infinicclAllGatherV(buf, buf, vcounts, 1, INFINI_DTYPE_F32, NULL, NULL));
    SHOW(infinicclReduceScatter(buf, buf, 1, INFINI_DTYPE_F32, INFINICCL_SUM, NULL, NULL));
    SHOW(infinicclReduceScatterV(buf, buf, vcounts, 1, INFINI_DTYPE_F32, INFINICCL_SUM, NULL, NULL));
    return 0;
}
