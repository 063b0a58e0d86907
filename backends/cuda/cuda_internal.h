/* Internal interface between the files of the `cuda` backend (cuda_backend.c: devices, memory,
 * streams, events, error reporting; cuda_ccl.c: collectives through NCCL). Nothing here is
 * exported from the plugin: every declaration has hidden visibility. */
#ifndef ANYRT_CUDA_INTERNAL_H_
#define ANYRT_CUDA_INTERNAL_H_

#include <cuda_runtime_api.h>

#include "anyrt.h"

#define CUDA_MSG_SIZE 512
#define ANYRT_BACKEND_PREFIX cuda
#define ANYRT_BACKEND_MESSAGE_SIZE CUDA_MSG_SIZE
#include "anyrt_backend_util.h" /* the slot prototypes (cuda_malloc, ...), cuda_fail, cuda_message */

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

#define CUDA_MAX_DEVICES 64

#ifdef __cplusplus
extern "C" { /* cuda_ops.cu is C++ (nvcc) */
#endif

/* ---- cuda_backend.c ------------------------------------------------------------------------- */

/* SUCCESS for cudaSuccess; otherwise the anyrt status of `err`, with "cuda: <what>: <CUDA's own
 * text> (<error name>)" as the message. Clears CUDA's per-thread last error, so a failure of ours
 * does not surface later in another library's cudaGetLastError. */
anyrt_status_t cuda_check(cudaError_t err, const char* what);
/* The anyrt status a CUDA error maps to. */
anyrt_status_t cuda_status_of(cudaError_t err);
/* Makes `device` the calling thread's current CUDA device (no call when it already is). */
anyrt_status_t cuda_use(int device);

/* dlopen(soname) from a folder of this plugin's own library search path (its RUNPATH: where the
 * nvidia-* wheels it was built beside keep their libraries). dlopen searches its caller's RUNPATH,
 * but under a sanitizer the interceptor is the caller, so the path is walked explicitly. Writes the
 * path found into `found` (cap bytes) when not NULL. */
void* cuda_dlopen_own_search_path(const char* soname, char* found, size_t cap);

/* A kernel that meets input it cannot take (a rope position outside its tables) cannot fail its
 * launch: it writes NaN where the result would go and notes the fault in a word of mapped pinned
 * memory per device, which the next synchronize of that device's work reads and clears, so the
 * error surfaces there (as the cpu backend's do). cuda_fault_word: the word's device address,
 * made on first use (NULL if pinned memory cannot be had: the NaN still marks the output).
 * cuda_take_fault: SUCCESS, or the fault as an error, cleared. */
typedef struct {
    volatile int64_t raised;   /* 0, or 1 + which fault (CUDA_FAULT_*) */
    volatile int64_t value;    /* the offending value */
    volatile int64_t limit;    /* the bound it broke */
} cuda_fault_t;
enum { CUDA_FAULT_ROPE_POSITION = 1, CUDA_FAULT_INDEX = 2, CUDA_FAULT_SAMPLE_PARAMETER = 3 };
cuda_fault_t* cuda_fault_word(int device);
anyrt_status_t cuda_take_fault(int device, anyrt_status_t st);

/* ---- cuda_ops_sample.cu: random_sample(_batch)'s sort buffers in the launch's workspace ---------- */

anyrt_status_t cuda_sample_workspace_size(int device, const anyrt_op_launch_t* launch, size_t* size);

/* ---- cuda_ops_training.cu: the training operators' workspace (rms_norm_backward, embedding_backward) ---- */

anyrt_status_t cuda_training_workspace_size(int device, const anyrt_op_launch_t* launch, size_t* size);

/* ---- cuda_blas.c: gemm through cuBLAS ------------------------------------------------------- */

size_t cuda_gemm_workspace(int device); /* bytes of workspace cuBLAS gets per gemm */
void cuda_blas_finalize(void);          /* destroys the per-device cuBLAS handles */

/* ---- cuda_ccl.c: the collective slots (declared by anyrt_backend_util.h), only where
 * CUDA_HAVE_NCCL; without NCCL they stay undefined and so NULL in the table. */

#ifdef __cplusplus
}
#endif

#if defined(__GNUC__)
#pragma GCC visibility pop
#endif

#endif /* ANYRT_CUDA_INTERNAL_H_ */
