/* A program written for InfiniCore's InfiniCCL: one communicator per device of this process
 * (infinicclCommInitAll), all-reduce with sum and avg on float and int32, then InfiniLM's
 * variable-count pair (AllGatherV, ReduceScatterV with uneven counts), checked; prints "ok". */
#include <stdio.h>

#include "infiniccl.h"
#include "infinirt.h"

#include "infini_check.h"

#define NDEV 2
#define COUNT 1000

int main(void) {
    int ids[NDEV] = {0, 1};
    infinicclComm_t comms[NDEV];
    CHECK(infinicclCommInitAll(INFINI_DEVICE_CPU, comms, NDEV, ids));
    infinirtStream_t streams[NDEV];
    void *send[NDEV], *recv[NDEV], *isend[NDEV], *irecv[NDEV];
    for (int r = 0; r < NDEV; ++r) {
        float fh[COUNT];
        int ih[COUNT];
        for (int i = 0; i < COUNT; ++i) {
            fh[i] = (float)(r + 1) * (float)i;
            ih[i] = (r + 1) * 10 + i;
        }
        CHECK(infinirtSetDevice(INFINI_DEVICE_CPU, ids[r]));
        CHECK(infinirtStreamCreate(&streams[r]));
        CHECK(infinirtMalloc(&send[r], sizeof fh));
        CHECK(infinirtMalloc(&recv[r], sizeof fh));
        CHECK(infinirtMalloc(&isend[r], sizeof ih));
        CHECK(infinirtMalloc(&irecv[r], sizeof ih));
        CHECK(infinirtMemcpy(send[r], fh, sizeof fh, INFINIRT_MEMCPY_H2D));
        CHECK(infinirtMemcpy(isend[r], ih, sizeof ih, INFINIRT_MEMCPY_H2D));
    }
    const infinicclReduceOp_t ops[2] = {INFINICCL_SUM, INFINICCL_AVG};
    for (int o = 0; o < 2; ++o) {
        for (int r = 0; r < NDEV; ++r) {
            CHECK(infinirtSetDevice(INFINI_DEVICE_CPU, ids[r]));
            CHECK(infinicclAllReduce(send[r], recv[r], COUNT, INFINI_DTYPE_F32, ops[o], comms[r], streams[r]));
            CHECK(infinicclAllReduce(isend[r], irecv[r], COUNT, INFINI_DTYPE_I32, ops[o], comms[r], streams[r]));
        }
        for (int r = 0; r < NDEV; ++r) {
            float fh[COUNT];
            int ih[COUNT];
            CHECK(infinirtSetDevice(INFINI_DEVICE_CPU, ids[r]));
            CHECK(infinirtStreamSynchronize(streams[r]));
            CHECK(infinirtMemcpy(fh, recv[r], sizeof fh, INFINIRT_MEMCPY_D2H));
            CHECK(infinirtMemcpy(ih, irecv[r], sizeof ih, INFINIRT_MEMCPY_D2H));
            for (int i = 0; i < COUNT; ++i) {
                float fsum = 3.0f * (float)i; /* ranks hold 1*i and 2*i */
                int isum = 30 + 2 * i;        /* ranks hold 10+i and 20+i */
                float fwant = o == 0 ? fsum : fsum / NDEV;
                int iwant = o == 0 ? isum : isum / NDEV;
                if (fh[i] != fwant || ih[i] != iwant) {
                    fprintf(stderr, "op %d rank %d [%d]: got %g %d, want %g %d\n", o, r, i, (double)fh[i], ih[i],
                            (double)fwant, iwant);
                    return 1;
                }
            }
        }
    }
    /* rank r owns vcounts[r] elements: gathered packed on every rank, then reduced back per rank */
    const size_t vcounts[NDEV] = {3, 5};
    for (int r = 0; r < NDEV; ++r) {
        CHECK(infinirtSetDevice(INFINI_DEVICE_CPU, ids[r]));
        CHECK(infinicclAllGatherV(send[r], recv[r], vcounts, NDEV, INFINI_DTYPE_F32, comms[r], streams[r]));
    }
    for (int r = 0; r < NDEV; ++r) {
        float fh[8];
        CHECK(infinirtSetDevice(INFINI_DEVICE_CPU, ids[r]));
        CHECK(infinirtStreamSynchronize(streams[r]));
        CHECK(infinirtMemcpy(fh, recv[r], sizeof fh, INFINIRT_MEMCPY_D2H));
        for (int i = 0; i < 8; ++i) {
            float want = i < 3 ? 1.0f * (float)i : 2.0f * (float)(i - 3); /* rank 0's 3, then rank 1's 5 */
            if (fh[i] != want) {
                fprintf(stderr, "AllGatherV rank %d [%d]: got %g, want %g\n", r, i, (double)fh[i], (double)want);
                return 1;
            }
        }
    }
    for (int r = 0; r < NDEV; ++r) {
        CHECK(infinirtSetDevice(INFINI_DEVICE_CPU, ids[r]));
        CHECK(infinicclReduceScatterV(send[r], recv[r], vcounts, NDEV, INFINI_DTYPE_F32, INFINICCL_SUM, comms[r],
                                      streams[r]));
    }
    for (int r = 0; r < NDEV; ++r) {
        float fh[5];
        CHECK(infinirtSetDevice(INFINI_DEVICE_CPU, ids[r]));
        CHECK(infinirtStreamSynchronize(streams[r]));
        CHECK(infinirtMemcpy(fh, recv[r], sizeof fh, INFINIRT_MEMCPY_D2H));
        for (size_t i = 0; i < vcounts[r]; ++i) {
            size_t at = (r == 0 ? 0 : vcounts[0]) + i;
            float want = 3.0f * (float)at; /* ranks hold 1*i and 2*i */
            if (fh[i] != want) {
                fprintf(stderr, "ReduceScatterV rank %d [%zu]: got %g, want %g\n", r, i, (double)fh[i], (double)want);
                return 1;
            }
        }
    }
    for (int r = 0; r < NDEV; ++r) {
        CHECK(infinirtSetDevice(INFINI_DEVICE_CPU, ids[r]));
        CHECK(infinicclCommDestroy(comms[r]));
        CHECK(infinirtFree(send[r]));
        CHECK(infinirtFree(recv[r]));
        CHECK(infinirtFree(isend[r]));
        CHECK(infinirtFree(irecv[r]));
        CHECK(infinirtStreamDestroy(streams[r]));
    }
    printf("ok\n");
    return 0;
}
