/* Internal interface between the files of the `cuda` backend (cuda_backend.c: devices, memory,
 * streams, events, error reporting; cuda_ccl.c: collectives through NCCL). Nothing here is
 * exported from the plugin: every declaration has hidden visibility. */
#ifndef ANYRT_CUDA_INTERNAL_H_
#define ANYRT_CUDA_INTERNAL_H_

#include <cuda_runtime_api.h>

#include "anyrt.h"
#include "anyrt_backend.h"

#if defined(__GNUC__)
#define CUDA_PRINTF(f, a) __attribute__((format(printf, f, a)))
#pragma GCC visibility push(hidden)
#else
#define CUDA_PRINTF(f, a)
#endif

/* The collectives need NCCL's header at build time (not its library: that is loaded at run time). */
#if defined(__has_include)
#if __has_include(<nccl.h>)
#define CUDA_HAVE_NCCL 1
#endif
#endif
#ifndef CUDA_HAVE_NCCL
#define CUDA_HAVE_NCCL 0
#endif

#define CUDA_MSG_SIZE 512
#define CUDA_MAX_DEVICES 64

/* ---- cuda_backend.c ------------------------------------------------------------------------- */

/* Sets the calling thread's backend message and returns `status`. */
anyrt_status_t cuda_fail(anyrt_status_t status, const char* fmt, ...) CUDA_PRINTF(2, 3);
/* SUCCESS for cudaSuccess; otherwise the anyrt status of `err`, with "cuda: <what>: <CUDA's own
 * text> (<error name>)" as the message. Clears CUDA's per-thread last error, so a failure of ours
 * does not surface later in another library's cudaGetLastError. */
anyrt_status_t cuda_check(cudaError_t err, const char* what);
/* The anyrt status a CUDA error maps to. */
anyrt_status_t cuda_status_of(cudaError_t err);
/* Makes `device` the calling thread's current CUDA device (no call when it already is). */
anyrt_status_t cuda_use(int device);

/* ---- cuda_ccl.c (slots; only where CUDA_HAVE_NCCL) ------------------------------------------------------------------------ */

anyrt_status_t cuda_get_unique_id(anyrt_unique_id_t* id);
anyrt_status_t cuda_comm_init_all(anyrt_backend_comm_t* comms, int ndevice, const int* device_ids);
anyrt_status_t cuda_comm_init_rank(int device, anyrt_backend_comm_t* comm, int nranks, anyrt_unique_id_t id, int rank);
anyrt_status_t cuda_comm_destroy(int device, anyrt_backend_comm_t comm);
anyrt_status_t cuda_comm_rank(int device, anyrt_backend_comm_t comm, int* rank);
anyrt_status_t cuda_comm_size(int device, anyrt_backend_comm_t comm, int* size);
anyrt_status_t cuda_all_reduce(int device, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype,
                               anyrt_reduce_op_t op, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
anyrt_status_t cuda_broadcast(int device, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, int root,
                              anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
anyrt_status_t cuda_reduce(int device, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype,
                           anyrt_reduce_op_t op, int root, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
anyrt_status_t cuda_all_gather(int device, const void* sendbuf, void* recvbuf, size_t send_count, anyrt_dtype_t dtype,
                               anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
anyrt_status_t cuda_reduce_scatter(int device, const void* sendbuf, void* recvbuf, size_t recv_count, anyrt_dtype_t dtype,
                                   anyrt_reduce_op_t op, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
anyrt_status_t cuda_send(int device, const void* sendbuf, size_t count, anyrt_dtype_t dtype, int peer,
                         anyrt_backend_comm_t comm, anyrt_backend_stream_t stream);
anyrt_status_t cuda_recv(int device, void* recvbuf, size_t count, anyrt_dtype_t dtype, int peer, anyrt_backend_comm_t comm,
                         anyrt_backend_stream_t stream);
anyrt_status_t cuda_group_start(void);
anyrt_status_t cuda_group_end(void);

#if defined(__GNUC__)
#pragma GCC visibility pop
#endif

#endif /* ANYRT_CUDA_INTERNAL_H_ */
