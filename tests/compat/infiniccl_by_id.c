/* A program written for InfiniCore's InfiniCCL, run as separate plain processes (no mpiexec), as
 * InfiniCCL's multi-node test is: rank 0 makes the id with infinicclGetUniqueId and prints it in hex
 * on its first line; the program's own caller hands that text to the other ranks, which pass it
 * back in. Every rank all-reduces (sum) float32 and int32 and checks the result; prints "ok".
 *
 *     infiniccl_by_id NRANKS 0            (prints the id, then joins)
 *     infiniccl_by_id NRANKS RANK HEXID   (joins) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "infiniccl.h"
#include "infinirt.h"

#include "infini_check.h"

#define COUNT 4096

int main(int argc, char** argv) {
    if (argc < 3) return 2;
    int nranks = atoi(argv[1]), rank = atoi(argv[2]);
    infinicclUniqueId_t id;
    CHECK(infinirtSetDevice(INFINI_DEVICE_CPU, 0));
    if (rank == 0) {
        CHECK(infinicclGetUniqueId(&id));
        for (size_t i = 0; i < sizeof id.internal; ++i) printf("%02x", (unsigned char)id.internal[i]);
        printf("\n");
        fflush(stdout);
    } else {
        if (argc < 4 || strlen(argv[3]) != 2 * sizeof id.internal) return 2;
        for (size_t i = 0; i < sizeof id.internal; ++i) {
            unsigned v = 0;
            sscanf(argv[3] + 2 * i, "%2x", &v);
            id.internal[i] = (char)v;
        }
    }
    infinicclComm_t comm;
    CHECK(infinicclCommInitRank(&comm, nranks, id, rank));
    infinirtStream_t stream;
    CHECK(infinirtStreamCreate(&stream));
    static float fh[COUNT];
    static int ih[COUNT];
    for (int i = 0; i < COUNT; ++i) {
        fh[i] = (float)(rank + 1) * (float)i;
        ih[i] = (rank + 1) * i;
    }
    void *f, *n;
    CHECK(infinirtMalloc(&f, sizeof fh));
    CHECK(infinirtMalloc(&n, sizeof ih));
    CHECK(infinirtMemcpy(f, fh, sizeof fh, INFINIRT_MEMCPY_H2D));
    CHECK(infinirtMemcpy(n, ih, sizeof ih, INFINIRT_MEMCPY_H2D));
    CHECK(infinicclAllReduce(f, f, COUNT, INFINI_DTYPE_F32, INFINICCL_SUM, comm, stream));
    CHECK(infinicclAllReduce(n, n, COUNT, INFINI_DTYPE_I32, INFINICCL_SUM, comm, stream));
    CHECK(infinirtStreamSynchronize(stream));
    CHECK(infinirtMemcpy(fh, f, sizeof fh, INFINIRT_MEMCPY_D2H));
    CHECK(infinirtMemcpy(ih, n, sizeof ih, INFINIRT_MEMCPY_D2H));
    int tri = nranks * (nranks + 1) / 2;
    for (int i = 0; i < COUNT; ++i) {
        if (fh[i] != (float)tri * (float)i || ih[i] != tri * i) {
            fprintf(stderr, "rank %d [%d]: got %g %d, want %d\n", rank, i, (double)fh[i], ih[i], tri * i);
            return 1;
        }
    }
    CHECK(infinirtFree(f));
    CHECK(infinirtFree(n));
    CHECK(infinirtStreamDestroy(stream));
    CHECK(infinicclCommDestroy(comm));
    printf("ok\n");
    return 0;
}
