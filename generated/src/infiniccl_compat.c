/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* infiniccl.h served by anyrt: each function calls the anyrt function whose spec `analogue`
 * names it, converting arguments by type, and maps anyrt's status to InfiniCore's. */
#include <stdlib.h>
#include <string.h>

#include "anyrt.h"
#include "infiniccl.h"

#ifdef __cplusplus
#define INFINI_COMPAT_STATIC_ASSERT(cond, msg) static_assert(cond, msg)
#else
#define INFINI_COMPAT_STATIC_ASSERT(cond, msg) _Static_assert(cond, msg)
#endif

/* Enum values are shared by design (spec/types.yaml), so conversions are casts. */
INFINI_COMPAT_STATIC_ASSERT((int)INFINICCL_SUM == (int)ANYRT_REDUCE_OP_SUM, "INFINICCL_SUM != ANYRT_REDUCE_OP_SUM");
INFINI_COMPAT_STATIC_ASSERT((int)INFINICCL_PROD == (int)ANYRT_REDUCE_OP_PROD, "INFINICCL_PROD != ANYRT_REDUCE_OP_PROD");
INFINI_COMPAT_STATIC_ASSERT((int)INFINICCL_MAX == (int)ANYRT_REDUCE_OP_MAX, "INFINICCL_MAX != ANYRT_REDUCE_OP_MAX");
INFINI_COMPAT_STATIC_ASSERT((int)INFINICCL_MIN == (int)ANYRT_REDUCE_OP_MIN, "INFINICCL_MIN != ANYRT_REDUCE_OP_MIN");
INFINI_COMPAT_STATIC_ASSERT((int)INFINICCL_AVG == (int)ANYRT_REDUCE_OP_AVG, "INFINICCL_AVG != ANYRT_REDUCE_OP_AVG");
INFINI_COMPAT_STATIC_ASSERT(sizeof(infinicclUniqueId_t) == sizeof(anyrt_unique_id_t), "infinicclUniqueId_t size");

static infiniStatus_t infiniccl__status(anyrt_status_t st) {
    switch (st) {
    case ANYRT_STATUS_SUCCESS: return INFINI_STATUS_SUCCESS;
    case ANYRT_STATUS_WARNING: return INFINI_STATUS_SUCCESS;
    case ANYRT_STATUS_FAILED: return INFINI_STATUS_INTERNAL_ERROR;
    case ANYRT_STATUS_ERROR: return INFINI_STATUS_BAD_PARAM;
    case ANYRT_STATUS_INTERNAL_ERROR: return INFINI_STATUS_INTERNAL_ERROR;
    case ANYRT_STATUS_INVALID_VALUE: return INFINI_STATUS_BAD_PARAM;
    case ANYRT_STATUS_INVALID_HANDLE: return INFINI_STATUS_NULL_POINTER;
    case ANYRT_STATUS_INVALID_DEVICE: return INFINI_STATUS_DEVICE_NOT_FOUND;
    case ANYRT_STATUS_OUT_OF_MEMORY: return INFINI_STATUS_INTERNAL_ERROR;
    case ANYRT_STATUS_NOT_SUPPORTED: return INFINI_STATUS_NOT_IMPLEMENTED;
    case ANYRT_STATUS_NOT_READY: return INFINI_STATUS_INTERNAL_ERROR;
    case ANYRT_STATUS_NOT_INITIALIZED: return INFINI_STATUS_DEVICE_NOT_INITIALIZED;
    case ANYRT_STATUS_TIMEOUT: return INFINI_STATUS_INTERNAL_ERROR;
    case ANYRT_STATUS_BACKEND_NOT_FOUND: return INFINI_STATUS_DEVICE_TYPE_NOT_SUPPORTED;
    case ANYRT_STATUS_ABI_MISMATCH: return INFINI_STATUS_INTERNAL_ERROR;
    default: return INFINI_STATUS_INTERNAL_ERROR;
    }
}

__INFINI_C __export infiniStatus_t infinicclCommInitAll(infiniDevice_t device_type, infinicclComm_t* comms, int ndevice, const int* device_ids) {
    if ((int)device_type < 0 || (int)device_type >= (int)INFINI_DEVICE_TYPE_COUNT) return INFINI_STATUS_DEVICE_TYPE_NOT_SUPPORTED;
    anyrt_comm_t* comms_v = comms && ndevice > 0 ? calloc((size_t)ndevice, sizeof *comms_v) : NULL;
    anyrt_status_t st = anyrt_comm_init_all((anyrt_device_kind_t)device_type, comms ? comms_v : NULL, ndevice, device_ids);
    for (int i = 0; st == ANYRT_STATUS_SUCCESS && comms_v && i < ndevice; ++i) comms[i] = (infinicclComm_t)(void*)comms_v[i];
    free(comms_v);
    return infiniccl__status(st);
}

__INFINI_C __export infiniStatus_t infinicclGetUniqueId(infinicclUniqueId_t* unique_id) {
    if (unique_id == NULL) return INFINI_STATUS_NULL_POINTER;
    anyrt_unique_id_t unique_id_v;
    memset(&unique_id_v, 0, sizeof unique_id_v);
    anyrt_status_t st = anyrt_get_unique_id(unique_id ? &unique_id_v : NULL);
    if (st == ANYRT_STATUS_SUCCESS && unique_id) memcpy(unique_id, &unique_id_v, sizeof *unique_id);
    return infiniccl__status(st);
}

__INFINI_C __export infiniStatus_t infinicclCommInitRank(infinicclComm_t* comm, int nranks, infinicclUniqueId_t comm_id, int rank) {
    if (comm == NULL) return INFINI_STATUS_NULL_POINTER;
    anyrt_comm_t comm_v = NULL;
    anyrt_unique_id_t comm_id_v;
    memcpy(&comm_id_v, &comm_id, sizeof comm_id_v);
    anyrt_status_t st = anyrt_comm_init_rank(comm ? &comm_v : NULL, nranks, comm_id_v, rank);
    if (st == ANYRT_STATUS_SUCCESS && comm) *comm = (infinicclComm_t)(void*)comm_v;
    return infiniccl__status(st);
}

__INFINI_C __export infiniStatus_t infinicclCommDestroy(infinicclComm_t comm) {
    if (comm == NULL) return INFINI_STATUS_SUCCESS;
    anyrt_status_t st = anyrt_comm_destroy((anyrt_comm_t)(void*)comm);
    return infiniccl__status(st);
}

__INFINI_C __export infiniStatus_t infinicclGroupStart(infinicclComm_t comm) {
    if (comm == NULL) return INFINI_STATUS_NULL_POINTER;
    (void)comm;
    anyrt_status_t st = anyrt_group_start();
    return infiniccl__status(st);
}

__INFINI_C __export infiniStatus_t infinicclGroupEnd(infinicclComm_t comm) {
    if (comm == NULL) return INFINI_STATUS_NULL_POINTER;
    (void)comm;
    anyrt_status_t st = anyrt_group_end();
    return infiniccl__status(st);
}

__INFINI_C __export infiniStatus_t infinicclAllReduce(void* sendbuf, void* recvbuf, size_t count, infiniDtype_t dataype, infinicclReduceOp_t op, infinicclComm_t comm, infinirtStream_t stream) {
    if (comm == NULL) return INFINI_STATUS_NULL_POINTER;
    anyrt_status_t st = anyrt_all_reduce(sendbuf, recvbuf, count, (anyrt_dtype_t)dataype, (anyrt_reduce_op_t)op, (anyrt_comm_t)(void*)comm, (anyrt_stream_t)(void*)stream);
    return infiniccl__status(st);
}

__INFINI_C __export infiniStatus_t infinicclBroadcast(const void* sendbuf, void* recvbuf, size_t count, infiniDtype_t dataype, int root, infinicclComm_t comm, infinirtStream_t stream) {
    if (comm == NULL) return INFINI_STATUS_NULL_POINTER;
    anyrt_status_t st = anyrt_broadcast(sendbuf, recvbuf, count, (anyrt_dtype_t)dataype, root, (anyrt_comm_t)(void*)comm, (anyrt_stream_t)(void*)stream);
    return infiniccl__status(st);
}

__INFINI_C __export infiniStatus_t infinicclSend(const void* sendbuf, size_t count, infiniDtype_t dataype, int peer, infinicclComm_t comm, infinirtStream_t stream) {
    if (comm == NULL) return INFINI_STATUS_NULL_POINTER;
    anyrt_status_t st = anyrt_send(sendbuf, count, (anyrt_dtype_t)dataype, peer, (anyrt_comm_t)(void*)comm, (anyrt_stream_t)(void*)stream);
    return infiniccl__status(st);
}

__INFINI_C __export infiniStatus_t infinicclRecv(void* recvbuf, size_t count, infiniDtype_t dataype, int peer, infinicclComm_t comm, infinirtStream_t stream) {
    if (comm == NULL) return INFINI_STATUS_NULL_POINTER;
    anyrt_status_t st = anyrt_recv(recvbuf, count, (anyrt_dtype_t)dataype, peer, (anyrt_comm_t)(void*)comm, (anyrt_stream_t)(void*)stream);
    return infiniccl__status(st);
}

__INFINI_C __export infiniStatus_t infinicclAllGather(void* sendbuf, void* recvbuf, size_t send_count, infiniDtype_t dataype, infinicclComm_t comm, infinirtStream_t stream) {
    if (comm == NULL) return INFINI_STATUS_NULL_POINTER;
    anyrt_status_t st = anyrt_all_gather(sendbuf, recvbuf, send_count, (anyrt_dtype_t)dataype, (anyrt_comm_t)(void*)comm, (anyrt_stream_t)(void*)stream);
    return infiniccl__status(st);
}

__INFINI_C __export infiniStatus_t infinicclAllGatherV(void* sendbuf, void* recvbuf, const size_t* recv_counts, int nranks, infiniDtype_t dataype, infinicclComm_t comm, infinirtStream_t stream) {
    if (comm == NULL || recv_counts == NULL) return INFINI_STATUS_NULL_POINTER;
    anyrt_status_t st = anyrt_all_gather_v(sendbuf, recvbuf, recv_counts, nranks, (anyrt_dtype_t)dataype, (anyrt_comm_t)(void*)comm, (anyrt_stream_t)(void*)stream);
    return infiniccl__status(st);
}

__INFINI_C __export infiniStatus_t infinicclReduceScatter(void* sendbuf, void* recvbuf, size_t recv_count, infiniDtype_t dataype, infinicclReduceOp_t op, infinicclComm_t comm, infinirtStream_t stream) {
    if (comm == NULL) return INFINI_STATUS_NULL_POINTER;
    anyrt_status_t st = anyrt_reduce_scatter(sendbuf, recvbuf, recv_count, (anyrt_dtype_t)dataype, (anyrt_reduce_op_t)op, (anyrt_comm_t)(void*)comm, (anyrt_stream_t)(void*)stream);
    return infiniccl__status(st);
}

__INFINI_C __export infiniStatus_t infinicclReduceScatterV(void* sendbuf, void* recvbuf, const size_t* send_counts, int nranks, infiniDtype_t dataype, infinicclReduceOp_t op, infinicclComm_t comm, infinirtStream_t stream) {
    if (comm == NULL || send_counts == NULL) return INFINI_STATUS_NULL_POINTER;
    anyrt_status_t st = anyrt_reduce_scatter_v(sendbuf, recvbuf, send_counts, nranks, (anyrt_dtype_t)dataype, (anyrt_reduce_op_t)op, (anyrt_comm_t)(void*)comm, (anyrt_stream_t)(void*)stream);
    return infiniccl__status(st);
}
