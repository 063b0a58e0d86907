# Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`.
"""Raw wrappers: one per public C function. Each raises `anyrt.Error` (or a subclass) on failure,
returns its out params, and reports first-time fallbacks. The object API in `anyrt` builds on these."""

# ruff: noqa: E501
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from anyrt._cffi import ffi, lib
from anyrt._errors import check_fallbacks, raise_status
from anyrt._layers import VALIDATING, caller_site



def init() -> None:
    """Loads the backends found on the search path. Idempotent; every other call does it implicitly."""
    st = lib.anyrt_init()
    if st:
        raise_status(st)


def get_device_count(kind: int) -> int:
    """Writes how many devices of `kind` are visible."""
    _count = ffi.new("int *")
    st = lib.anyrt_get_device_count(kind, _count)
    if st:
        raise_status(st)
    return _count[0]


def get_all_device_count() -> list[int]:
    """Writes the device count of every kind into `counts`, indexed by device kind."""
    _counts = ffi.new("int[]", lib.ANYRT_DEVICE_KIND_COUNT)
    st = lib.anyrt_get_all_device_count(_counts)
    if st:
        raise_status(st)
    return [_counts[i] for i in range(lib.ANYRT_DEVICE_KIND_COUNT)]


def get_device_list(kind: int, capacity: int) -> list[int]:
    """Writes the backend's own ordinal of each visible device of `kind` into `devices`."""
    _devices = ffi.new("size_t[]", capacity)
    st = lib.anyrt_get_device_list(kind, _devices, capacity)
    if st:
        raise_status(st)
    check_fallbacks()
    return [_devices[i] for i in range(capacity)]


def set_device(kind: int, index: int) -> None:
    """Makes device `index` of `kind` the calling thread's current device. On failure the current device is unchanged."""
    st = lib.anyrt_set_device(kind, index)
    if st:
        raise_status(st)
    check_fallbacks()


def get_device() -> tuple[int, int]:
    """Writes the calling thread's current device. Either pointer may be null."""
    _kind = ffi.new("anyrt_device_kind_t *")
    _index = ffi.new("int *")
    st = lib.anyrt_get_device(_kind, _index)
    if st:
        raise_status(st)
    return (_kind[0], _index[0])


def synchronize_device() -> None:
    """Blocks until every stream of the current device has finished its work."""
    st = lib.anyrt_synchronize_device()
    if st:
        raise_status(st)
    check_fallbacks()


def get_compute_capability() -> int:
    """Writes the current device's compute capability (major * 10 + minor where that applies; 0 if none)."""
    _capability = ffi.new("size_t *")
    st = lib.anyrt_get_compute_capability(_capability)
    if st:
        raise_status(st)
    check_fallbacks()
    return _capability[0]


def get_runtime_version() -> int:
    """Writes the version of the backend's runtime library (0 if unknown)."""
    _version = ffi.new("size_t *")
    st = lib.anyrt_get_runtime_version(_version)
    if st:
        raise_status(st)
    check_fallbacks()
    return _version[0]


def get_driver_version() -> int:
    """Writes the version of the backend's driver (0 if unknown)."""
    _version = ffi.new("size_t *")
    st = lib.anyrt_get_driver_version(_version)
    if st:
        raise_status(st)
    check_fallbacks()
    return _version[0]


def get_last_error() -> Any:
    """Copies the calling thread's last error record into `info`."""
    _info = ffi.new("anyrt_error_info_t *", {"struct_size": ffi.sizeof("anyrt_error_info_t")})
    st = lib.anyrt_get_last_error(_info)
    if st:
        raise_status(st)
    return _info


def get_backend_count() -> int:
    """Writes how many plugins were found, loaded or refused."""
    _count = ffi.new("int *")
    st = lib.anyrt_get_backend_count(_count)
    if st:
        raise_status(st)
    return _count[0]


def get_backend_info(index: int) -> Any:
    """Describes plugin `index` (0 <= index < get_backend_count)."""
    _info = ffi.new("anyrt_backend_info_t *", {"struct_size": ffi.sizeof("anyrt_backend_info_t")})
    st = lib.anyrt_get_backend_info(index, _info)
    if st:
        raise_status(st)
    return _info


def backend_has_slot(index: int, slot: int) -> int:
    """Writes 1 if plugin `index` fills backend-table slot `slot` (see ANYRT_SLOT_*), else 0."""
    _present = ffi.new("int *")
    st = lib.anyrt_backend_has_slot(index, slot, _present)
    if st:
        raise_status(st)
    return _present[0]


def fallback_serial() -> int:
    """Writes a counter that grows each time some backend first serves some function through its fallback."""
    _serial = ffi.new("int *")
    st = lib.anyrt_fallback_serial(_serial)
    if st:
        raise_status(st)
    return _serial[0]


def get_fallback(index: int) -> Any:
    """Names the `index`-th (backend, function) pair that fell back, in order of first use."""
    _info = ffi.new("anyrt_error_info_t *", {"struct_size": ffi.sizeof("anyrt_error_info_t")})
    st = lib.anyrt_get_fallback(index, _info)
    if st:
        raise_status(st)
    return _info


def shutdown() -> None:
    """Drains every stream, finalizes every backend and unloads it. Later calls re-initialize."""
    st = lib.anyrt_shutdown()
    if st:
        raise_status(st)


def set_call_site(site: bytes) -> None:
    """Names the calling thread's place in the program (e.g. `train.py:12`). With ANYRT_VALIDATE set, the next object the thread creates records it, for leak reports and use-after-destroy messages."""
    st = lib.anyrt_set_call_site(site)
    if st:
        raise_status(st)


def malloc(size: int) -> Any:
    """Allocates `size` bytes of device memory on the current device."""
    _ptr = ffi.new("void* *")
    if VALIDATING:
        lib.anyrt_set_call_site(caller_site())
    st = lib.anyrt_malloc(_ptr, size)
    if st:
        raise_status(st)
    return _ptr[0]


def free(ptr: Any) -> None:
    """Frees device memory returned by `malloc` or `malloc_async`."""
    st = lib.anyrt_free(ptr)
    if st:
        raise_status(st)


def malloc_host(size: int) -> Any:
    """Allocates `size` bytes of page-locked host memory that the current device copies fast."""
    _ptr = ffi.new("void* *")
    if VALIDATING:
        lib.anyrt_set_call_site(caller_site())
    st = lib.anyrt_malloc_host(_ptr, size)
    if st:
        raise_status(st)
    check_fallbacks()
    return _ptr[0]


def free_host(ptr: Any) -> None:
    """Frees memory returned by `malloc_host`."""
    st = lib.anyrt_free_host(ptr)
    if st:
        raise_status(st)
    check_fallbacks()


def malloc_unified(size: int) -> Any:
    """Allocates `size` bytes addressable from the host and the current device."""
    _ptr = ffi.new("void* *")
    if VALIDATING:
        lib.anyrt_set_call_site(caller_site())
    st = lib.anyrt_malloc_unified(_ptr, size)
    if st:
        raise_status(st)
    return _ptr[0]


def free_unified(ptr: Any) -> None:
    """Frees memory returned by `malloc_unified`."""
    st = lib.anyrt_free_unified(ptr)
    if st:
        raise_status(st)


def memcpy(dst: Any, src: Any, size: int, kind: int) -> None:
    """Copies `size` bytes from `src` to `dst` and returns when the copy is done."""
    if VALIDATING:
        lib.anyrt_set_call_site(caller_site())
    st = lib.anyrt_memcpy(dst, src, size, kind)
    if st:
        raise_status(st)


def memcpy_async(dst: Any, src: Any, size: int, kind: int, stream: Any) -> None:
    """Copies `size` bytes from `src` to `dst` in the order of `stream` and returns at once."""
    if VALIDATING:
        lib.anyrt_set_call_site(caller_site())
    st = lib.anyrt_memcpy_async(dst, src, size, kind, stream)
    if st:
        raise_status(st)
    check_fallbacks()


def memcpy_peer(dst: Any, dst_device: int, src: Any, src_device: int, size: int) -> None:
    """Copies `size` bytes from `src` on device `src_device` to `dst` on device `dst_device` of the current kind."""
    if VALIDATING:
        lib.anyrt_set_call_site(caller_site())
    st = lib.anyrt_memcpy_peer(dst, dst_device, src, src_device, size)
    if st:
        raise_status(st)
    check_fallbacks()


def memcpy_peer_async(dst: Any, dst_device: int, src: Any, src_device: int, size: int, stream: Any) -> None:
    """Copies between two devices of the current kind in the order of `stream` (a stream of `dst_device`)."""
    if VALIDATING:
        lib.anyrt_set_call_site(caller_site())
    st = lib.anyrt_memcpy_peer_async(dst, dst_device, src, src_device, size, stream)
    if st:
        raise_status(st)
    check_fallbacks()


def memset(ptr: Any, value: int, size: int) -> None:
    """Sets `size` bytes at `ptr` to `value` and returns when done."""
    if VALIDATING:
        lib.anyrt_set_call_site(caller_site())
    st = lib.anyrt_memset(ptr, value, size)
    if st:
        raise_status(st)
    check_fallbacks()


def memset_async(ptr: Any, value: int, size: int, stream: Any) -> None:
    """Sets `size` bytes at `ptr` to `value` in the order of `stream`."""
    if VALIDATING:
        lib.anyrt_set_call_site(caller_site())
    st = lib.anyrt_memset_async(ptr, value, size, stream)
    if st:
        raise_status(st)
    check_fallbacks()


def get_memory_info() -> tuple[int, int]:
    """Writes the free and total device memory of the current device, in bytes."""
    _free_bytes = ffi.new("size_t *")
    _total_bytes = ffi.new("size_t *")
    st = lib.anyrt_get_memory_info(_free_bytes, _total_bytes)
    if st:
        raise_status(st)
    check_fallbacks()
    return (_free_bytes[0], _total_bytes[0])


def get_memory_stats() -> tuple[int, int, int]:
    """Writes what the core counts of the current device's device memory (from `malloc` and `malloc_async`; host and unified memory are not counted): the bytes allocated now, the most allocated at once since the runtime started or `reset_peak_memory_stats`, and how many allocations are live. Any pointer may be null."""
    _allocated_bytes = ffi.new("size_t *")
    _peak_bytes = ffi.new("size_t *")
    _allocation_count = ffi.new("size_t *")
    st = lib.anyrt_get_memory_stats(_allocated_bytes, _peak_bytes, _allocation_count)
    if st:
        raise_status(st)
    return (_allocated_bytes[0], _peak_bytes[0], _allocation_count[0])


def reset_peak_memory_stats() -> None:
    """Makes the current device's peak (see `get_memory_stats`) the bytes allocated now."""
    st = lib.anyrt_reset_peak_memory_stats()
    if st:
        raise_status(st)


def min_chunk_size() -> int:
    """Writes the allocation granularity a caching allocator should align to."""
    _size = ffi.new("size_t *")
    st = lib.anyrt_min_chunk_size(_size)
    if st:
        raise_status(st)
    check_fallbacks()
    return _size[0]


def max_chunk_size() -> int:
    """Writes the largest chunk a caching allocator should manage itself."""
    _size = ffi.new("size_t *")
    st = lib.anyrt_max_chunk_size(_size)
    if st:
        raise_status(st)
    check_fallbacks()
    return _size[0]


def max_alloc_size() -> int:
    """Writes the largest single allocation the device can serve."""
    _size = ffi.new("size_t *")
    st = lib.anyrt_max_alloc_size(_size)
    if st:
        raise_status(st)
    check_fallbacks()
    return _size[0]


def extra_padding_size() -> int:
    """Writes the bytes an allocator must add to every allocation."""
    _size = ffi.new("size_t *")
    st = lib.anyrt_extra_padding_size(_size)
    if st:
        raise_status(st)
    check_fallbacks()
    return _size[0]


def init_alloc_size() -> int:
    """Writes the size of a caching allocator's first reservation."""
    _size = ffi.new("size_t *")
    st = lib.anyrt_init_alloc_size(_size)
    if st:
        raise_status(st)
    check_fallbacks()
    return _size[0]


def realloc_size() -> int:
    """Writes the size of a caching allocator's later reservations."""
    _size = ffi.new("size_t *")
    st = lib.anyrt_realloc_size(_size)
    if st:
        raise_status(st)
    check_fallbacks()
    return _size[0]


def malloc_async(size: int, stream: Any) -> Any:
    """Allocates `size` bytes of device memory in the order of `stream`."""
    _ptr = ffi.new("void* *")
    if VALIDATING:
        lib.anyrt_set_call_site(caller_site())
    st = lib.anyrt_malloc_async(_ptr, size, stream)
    if st:
        raise_status(st)
    check_fallbacks()
    return _ptr[0]


def free_async(ptr: Any, stream: Any) -> None:
    """Frees device memory in the order of `stream`."""
    st = lib.anyrt_free_async(ptr, stream)
    if st:
        raise_status(st)
    check_fallbacks()


def create_stream() -> Any:
    """Creates a stream on the current device."""
    _stream = ffi.new("anyrt_stream_t *")
    if VALIDATING:
        lib.anyrt_set_call_site(caller_site())
    st = lib.anyrt_create_stream(_stream)
    if st:
        raise_status(st)
    check_fallbacks()
    return _stream[0]


def destroy_stream(stream: Any) -> None:
    """Waits for the stream's work, then destroys it."""
    st = lib.anyrt_destroy_stream(stream)
    if st:
        raise_status(st)
    check_fallbacks()


def query_stream(stream: Any) -> bool:
    """Returns `success` if all work on the stream has finished, `not_ready` otherwise, without blocking."""
    st = lib.anyrt_query_stream(stream)
    if st == lib.ANYRT_STATUS_NOT_READY:
        return False
    if st:
        raise_status(st)
    check_fallbacks()
    return True


def synchronize_stream(stream: Any) -> None:
    """Blocks until all work on the stream has finished; raises the first error a task of it hit."""
    st = lib.anyrt_synchronize_stream(stream)
    if st:
        raise_status(st)
    check_fallbacks()


def stream_add_callback(stream: Any, fn: Any, user_data: Any) -> None:
    """Runs `fn(user_data)` on a host thread after the work queued before it on the stream."""
    st = lib.anyrt_stream_add_callback(stream, fn, user_data)
    if st:
        raise_status(st)
    check_fallbacks()


def stream_wait_event(stream: Any, event: Any) -> None:
    """Makes work queued on `stream` after this call wait until `event` has completed."""
    st = lib.anyrt_stream_wait_event(stream, event)
    if st:
        raise_status(st)
    check_fallbacks()


def set_stream(stream: Any) -> None:
    """Makes `stream` the calling thread's current stream; it applies while the thread's current device is the stream's device (null restores the default stream)."""
    st = lib.anyrt_set_stream(stream)
    if st:
        raise_status(st)


def get_stream() -> Any:
    """Writes the calling thread's current stream of the current device (null means the default stream)."""
    _stream = ffi.new("anyrt_stream_t *")
    st = lib.anyrt_get_stream(_stream)
    if st:
        raise_status(st)
    return _stream[0]


def get_default_stream() -> Any:
    """Writes the current device's default stream, the one a null stream means while the thread has no other current stream of that device; it is never destroyed."""
    _stream = ffi.new("anyrt_stream_t *")
    st = lib.anyrt_get_default_stream(_stream)
    if st:
        raise_status(st)
    return _stream[0]


def create_event(flags: int) -> Any:
    """Creates an event on the current device."""
    _event = ffi.new("anyrt_event_t *")
    if VALIDATING:
        lib.anyrt_set_call_site(caller_site())
    st = lib.anyrt_create_event(_event, flags)
    if st:
        raise_status(st)
    return _event[0]


def destroy_event(event: Any) -> None:
    """Destroys an event."""
    st = lib.anyrt_destroy_event(event)
    if st:
        raise_status(st)


def record_event(event: Any, stream: Any) -> None:
    """Records `event` on `stream`; it completes when the work queued before it does."""
    st = lib.anyrt_record_event(event, stream)
    if st:
        raise_status(st)


def query_event(event: Any) -> bool:
    """Returns `success` if the event has completed, `not_ready` otherwise, without blocking."""
    st = lib.anyrt_query_event(event)
    if st == lib.ANYRT_STATUS_NOT_READY:
        return False
    if st:
        raise_status(st)
    check_fallbacks()
    return True


def synchronize_event(event: Any) -> None:
    """Blocks until the event has completed."""
    st = lib.anyrt_synchronize_event(event)
    if st:
        raise_status(st)


def event_elapsed_time(start: Any, end: Any) -> float:
    """Writes the milliseconds between two completed events recorded with timing."""
    _ms = ffi.new("float *")
    st = lib.anyrt_event_elapsed_time(_ms, start, end)
    if st:
        raise_status(st)
    return _ms[0]


def get_unique_id() -> bytes:
    """Writes a fresh id; pass it to every rank's `comm_init_rank`."""
    _id = ffi.new("anyrt_unique_id_t *")
    st = lib.anyrt_get_unique_id(_id)
    if st:
        raise_status(st)
    return bytes(ffi.buffer(_id))


def comm_init_all(kind: int, ndevice: int, device_ids: Sequence[int] | None) -> list[Any]:
    """Creates one communicator per device of `kind` listed in `device_ids`; rank i drives device_ids[i]."""
    _comms = ffi.new("anyrt_comm_t[]", ndevice)
    if VALIDATING:
        lib.anyrt_set_call_site(caller_site())
    st = lib.anyrt_comm_init_all(kind, _comms, ndevice, (ffi.new("int[]", list(device_ids)) if device_ids is not None else ffi.NULL))
    if st:
        raise_status(st)
    return [_comms[i] for i in range(ndevice)]


def comm_init_rank(nranks: int, id: bytes, rank: int) -> Any:
    """Joins rank `rank` of `nranks` ranks that share `id`, on the current device."""
    _comm = ffi.new("anyrt_comm_t *")
    _blob_id = ffi.new("anyrt_unique_id_t *")
    ffi.memmove(_blob_id, id, len(id))
    if VALIDATING:
        lib.anyrt_set_call_site(caller_site())
    st = lib.anyrt_comm_init_rank(_comm, nranks, _blob_id[0], rank)
    if st:
        raise_status(st)
    return _comm[0]


def comm_init_mpi(mpi_comm: Any, mpi_comm_size: int) -> Any:
    """Makes a communicator of the ranks of an MPI communicator, with its rank and size, on the current device; collective over that MPI communicator (like MPI_Comm_dup). `mpi_comm` points to the MPI_Comm handle, `mpi_comm_size` bytes (e.g. mpi4py's `comm.handle`); the backend refuses a handle size its MPI does not use."""
    _comm = ffi.new("anyrt_comm_t *")
    if VALIDATING:
        lib.anyrt_set_call_site(caller_site())
    st = lib.anyrt_comm_init_mpi(_comm, mpi_comm, mpi_comm_size)
    if st:
        raise_status(st)
    return _comm[0]


def comm_destroy(comm: Any) -> None:
    """Destroys a communicator."""
    st = lib.anyrt_comm_destroy(comm)
    if st:
        raise_status(st)
    check_fallbacks()


def comm_rank(comm: Any) -> int:
    """Writes the communicator's rank."""
    _rank = ffi.new("int *")
    st = lib.anyrt_comm_rank(comm, _rank)
    if st:
        raise_status(st)
    return _rank[0]


def comm_size(comm: Any) -> int:
    """Writes the number of ranks of the communicator."""
    _size = ffi.new("int *")
    st = lib.anyrt_comm_size(comm, _size)
    if st:
        raise_status(st)
    return _size[0]


def all_reduce(sendbuf: Any, recvbuf: Any, count: int, dtype: int, op: int, comm: Any, stream: Any) -> None:
    """Reduces `count` elements over all ranks with `op`; every rank gets the result in `recvbuf`."""
    if VALIDATING:
        lib.anyrt_set_call_site(caller_site())
    st = lib.anyrt_all_reduce(sendbuf, recvbuf, count, dtype, op, comm, stream)
    if st:
        raise_status(st)
    check_fallbacks()


def broadcast(sendbuf: Any, recvbuf: Any, count: int, dtype: int, root: int, comm: Any, stream: Any) -> None:
    """Copies `count` elements from rank `root`'s `sendbuf` to every rank's `recvbuf`."""
    if VALIDATING:
        lib.anyrt_set_call_site(caller_site())
    st = lib.anyrt_broadcast(sendbuf, recvbuf, count, dtype, root, comm, stream)
    if st:
        raise_status(st)


def reduce(sendbuf: Any, recvbuf: Any, count: int, dtype: int, op: int, root: int, comm: Any, stream: Any) -> None:
    """Reduces `count` elements over all ranks with `op` into rank `root`'s `recvbuf`."""
    if VALIDATING:
        lib.anyrt_set_call_site(caller_site())
    st = lib.anyrt_reduce(sendbuf, recvbuf, count, dtype, op, root, comm, stream)
    if st:
        raise_status(st)
    check_fallbacks()


def all_gather(sendbuf: Any, recvbuf: Any, send_count: int, dtype: int, comm: Any, stream: Any) -> None:
    """Gathers `send_count` elements from every rank into every rank's `recvbuf`, in rank order."""
    if VALIDATING:
        lib.anyrt_set_call_site(caller_site())
    st = lib.anyrt_all_gather(sendbuf, recvbuf, send_count, dtype, comm, stream)
    if st:
        raise_status(st)


def reduce_scatter(sendbuf: Any, recvbuf: Any, recv_count: int, dtype: int, op: int, comm: Any, stream: Any) -> None:
    """Reduces `recv_count * size` elements with `op`; rank i gets block i in `recvbuf`."""
    if VALIDATING:
        lib.anyrt_set_call_site(caller_site())
    st = lib.anyrt_reduce_scatter(sendbuf, recvbuf, recv_count, dtype, op, comm, stream)
    if st:
        raise_status(st)
    check_fallbacks()


def send(sendbuf: Any, count: int, dtype: int, peer: int, comm: Any, stream: Any) -> None:
    """Sends `count` elements to rank `peer`, which must post a matching `recv`."""
    if VALIDATING:
        lib.anyrt_set_call_site(caller_site())
    st = lib.anyrt_send(sendbuf, count, dtype, peer, comm, stream)
    if st:
        raise_status(st)


def recv(recvbuf: Any, count: int, dtype: int, peer: int, comm: Any, stream: Any) -> None:
    """Receives `count` elements from rank `peer`."""
    if VALIDATING:
        lib.anyrt_set_call_site(caller_site())
    st = lib.anyrt_recv(recvbuf, count, dtype, peer, comm, stream)
    if st:
        raise_status(st)


def group_start() -> None:
    """Starts a group; the calls until `group_end` are issued together so send/recv pairs cannot deadlock."""
    st = lib.anyrt_group_start()
    if st:
        raise_status(st)
    check_fallbacks()


def group_end() -> None:
    """Ends a group started by `group_start`."""
    st = lib.anyrt_group_end()
    if st:
        raise_status(st)
    check_fallbacks()


def create_op_handle() -> Any:
    """Creates an operator handle on the current device; operator descriptors made from it run there."""
    _handle = ffi.new("anyrt_op_handle_t *")
    if VALIDATING:
        lib.anyrt_set_call_site(caller_site())
    st = lib.anyrt_create_op_handle(_handle)
    if st:
        raise_status(st)
    return _handle[0]


def destroy_op_handle(handle: Any) -> None:
    """Destroys an operator handle. Descriptors created from it stay usable."""
    st = lib.anyrt_destroy_op_handle(handle)
    if st:
        raise_status(st)


def create_tensor_desc(dtype: int, ndim: int, shape: Sequence[int] | None, strides: Sequence[int] | None) -> Any:
    """Describes a tensor: `ndim` dims of `shape`, `strides` in elements (NULL: contiguous, last dim fastest). A 0 stride broadcasts; outputs refuse it."""
    _desc = ffi.new("anyrt_tensor_desc_t *")
    if VALIDATING:
        lib.anyrt_set_call_site(caller_site())
    st = lib.anyrt_create_tensor_desc(_desc, dtype, ndim, (ffi.new("int64_t[]", list(shape)) if shape is not None else ffi.NULL), (ffi.new("int64_t[]", list(strides)) if strides is not None else ffi.NULL))
    if st:
        raise_status(st)
    return _desc[0]


def destroy_tensor_desc(desc: Any) -> None:
    """Destroys a tensor descriptor. Operator descriptors made with it keep their own copy."""
    st = lib.anyrt_destroy_tensor_desc(desc)
    if st:
        raise_status(st)


def get_op_workspace_size(desc: Any) -> int:
    """Writes the bytes of device workspace a run of the operator descriptor needs (0 if none)."""
    _size = ffi.new("size_t *")
    st = lib.anyrt_get_op_workspace_size(desc, _size)
    if st:
        raise_status(st)
    return _size[0]


def destroy_op_desc(desc: Any) -> None:
    """Destroys an operator descriptor; runs already queued with it are unaffected."""
    st = lib.anyrt_destroy_op_desc(desc)
    if st:
        raise_status(st)


def create_gemm_descriptor(handle: Any, c: Any, a: Any, b: Any) -> Any:
    """`c = alpha * a @ b + beta * c`; 2-D, or batched 3-D where a batch of 1 in `a` or `b` broadcasts. Any strides, transposed included; f16/bf16 accumulate in f32. `beta == 0` ignores c's old contents."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_gemm_descriptor(handle, _desc, c, a, b)
    if st:
        raise_status(st)
    return _desc[0]


def gemm(desc: Any, workspace: Any, workspace_size: int, c: Any, a: Any, b: Any, alpha: float = 1.0, beta: float = 0.0, stream: Any = None) -> None:
    """`c = alpha * a @ b + beta * c`; 2-D, or batched 3-D where a batch of 1 in `a` or `b` broadcasts. Any strides, transposed included; f16/bf16 accumulate in f32. `beta == 0` ignores c's old contents. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_gemm(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", c or 0), ffi.cast("void *", a or 0), ffi.cast("void *", b or 0), alpha, beta, stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_add_descriptor(handle: Any, c: Any, a: Any, b: Any) -> Any:
    """`c = a + b`, broadcasting."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_add_descriptor(handle, _desc, c, a, b)
    if st:
        raise_status(st)
    return _desc[0]


def add(desc: Any, workspace: Any, workspace_size: int, c: Any, a: Any, b: Any, stream: Any = None) -> None:
    """`c = a + b`, broadcasting. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_add(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", c or 0), ffi.cast("void *", a or 0), ffi.cast("void *", b or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_sub_descriptor(handle: Any, c: Any, a: Any, b: Any) -> Any:
    """`c = a - b`, broadcasting."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_sub_descriptor(handle, _desc, c, a, b)
    if st:
        raise_status(st)
    return _desc[0]


def sub(desc: Any, workspace: Any, workspace_size: int, c: Any, a: Any, b: Any, stream: Any = None) -> None:
    """`c = a - b`, broadcasting. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_sub(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", c or 0), ffi.cast("void *", a or 0), ffi.cast("void *", b or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_mul_descriptor(handle: Any, c: Any, a: Any, b: Any) -> Any:
    """`c = a * b`, broadcasting."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_mul_descriptor(handle, _desc, c, a, b)
    if st:
        raise_status(st)
    return _desc[0]


def mul(desc: Any, workspace: Any, workspace_size: int, c: Any, a: Any, b: Any, stream: Any = None) -> None:
    """`c = a * b`, broadcasting. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_mul(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", c or 0), ffi.cast("void *", a or 0), ffi.cast("void *", b or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_relu_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = max(x, 0)`."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_relu_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def relu(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = max(x, 0)`. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_relu(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_silu_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = x * sigmoid(x)`."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_silu_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def silu(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = x * sigmoid(x)`. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_silu(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_sigmoid_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = 1 / (1 + exp(-x))`."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_sigmoid_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def sigmoid(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = 1 / (1 + exp(-x))`. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_sigmoid(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_swiglu_descriptor(handle: Any, c: Any, a: Any, b: Any) -> Any:
    """`c = a * silu(b)` (`a` the up projection, `b` the gate), broadcasting."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_swiglu_descriptor(handle, _desc, c, a, b)
    if st:
        raise_status(st)
    return _desc[0]


def swiglu(desc: Any, workspace: Any, workspace_size: int, c: Any, a: Any, b: Any, stream: Any = None) -> None:
    """`c = a * silu(b)` (`a` the up projection, `b` the gate), broadcasting. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_swiglu(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", c or 0), ffi.cast("void *", a or 0), ffi.cast("void *", b or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_rms_norm_descriptor(handle: Any, y: Any, x: Any, w: Any, epsilon: float = 1e-06) -> Any:
    """`y = x / sqrt(mean(x * x over the last dim) + epsilon) * w`."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_rms_norm_descriptor(handle, _desc, y, x, w, epsilon)
    if st:
        raise_status(st)
    return _desc[0]


def rms_norm(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, w: Any, stream: Any = None) -> None:
    """`y = x / sqrt(mean(x * x over the last dim) + epsilon) * w`. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_rms_norm(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), ffi.cast("void *", w or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_softmax_descriptor(handle: Any, y: Any, x: Any, axis: int = -1) -> Any:
    """`y = exp(x - max) / sum(exp(x - max))` along `axis`."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_softmax_descriptor(handle, _desc, y, x, axis)
    if st:
        raise_status(st)
    return _desc[0]


def softmax(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = exp(x - max) / sum(exp(x - max))` along `axis`. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_softmax(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_causal_softmax_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """Softmax over the last dim with a causal mask: in row `i` of `s`, position `j` counts only when `j <= i + t - s`."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_causal_softmax_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def causal_softmax(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """Softmax over the last dim with a causal mask: in row `i` of `s`, position `j` counts only when `j <= i + t - s`. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_causal_softmax(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_rope_descriptor(handle: Any, y: Any, x: Any, pos_ids: Any, sin_table: Any, cos_table: Any, algo: int = lib.ANYRT_ROPE_ALGO_GPT_J) -> Any:
    """Rotary position embedding of `x` ([batch,] seq, heads, head_dim) at positions `pos_ids` ([batch,] seq; one row shared by every batch, as in InfiniOP), with `sin_table`/`cos_table` rows per position."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_rope_descriptor(handle, _desc, y, x, pos_ids, sin_table, cos_table, algo)
    if st:
        raise_status(st)
    return _desc[0]


def rope(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, pos_ids: Any, sin_table: Any, cos_table: Any, stream: Any = None) -> None:
    """Rotary position embedding of `x` ([batch,] seq, heads, head_dim) at positions `pos_ids` ([batch,] seq; one row shared by every batch, as in InfiniOP), with `sin_table`/`cos_table` rows per position. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_rope(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), ffi.cast("void *", pos_ids or 0), ffi.cast("void *", sin_table or 0), ffi.cast("void *", cos_table or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_rearrange_descriptor(handle: Any, dst: Any, src: Any) -> Any:
    """`dst = src`: a copy between any two layouts of one shape (src may broadcast)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_rearrange_descriptor(handle, _desc, dst, src)
    if st:
        raise_status(st)
    return _desc[0]


def rearrange(desc: Any, workspace: Any, workspace_size: int, dst: Any, src: Any, stream: Any = None) -> None:
    """`dst = src`: a copy between any two layouts of one shape (src may broadcast). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_rearrange(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", dst or 0), ffi.cast("void *", src or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_random_sample_descriptor(handle: Any, result: Any, probs: Any) -> Any:
    """Samples a token index from `probs` (the logits): the index of the maximum if `random_val`, `topp` or `temperature` is 0 or `topk` is 1, else InfiniCore's top-k / top-p sampling at `random_val` (so every backend picks the same index)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_random_sample_descriptor(handle, _desc, result, probs)
    if st:
        raise_status(st)
    return _desc[0]


def random_sample(desc: Any, workspace: Any, workspace_size: int, result: Any, probs: Any, random_val: float = 0.0, topp: float = 1.0, topk: int = 1, temperature: float = 1.0, stream: Any = None) -> None:
    """Samples a token index from `probs` (the logits): the index of the maximum if `random_val`, `topp` or `temperature` is 0 or `topk` is 1, else InfiniCore's top-k / top-p sampling at `random_val` (so every backend picks the same index). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_random_sample(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", result or 0), ffi.cast("void *", probs or 0), random_val, topp, topk, temperature, stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_zeros_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = 0`; `x` only fixes the shape, as in InfiniOP."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_zeros_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def zeros(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = 0`; `x` only fixes the shape, as in InfiniOP. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_zeros(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_ones_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = 1`; `x` only fixes the shape, as in InfiniOP."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_ones_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def ones(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = 1`; `x` only fixes the shape, as in InfiniOP. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_ones(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_add_rms_norm_descriptor(handle: Any, y: Any, residual_out: Any, a: Any, b: Any, weight: Any, epsilon: float = 1e-06) -> Any:
    """`residual_out = a + b`; `y = residual_out / sqrt(mean((a + b)^2 over the last dim) + epsilon) * weight`: a transformer layer's residual add and the next norm in one pass (as InfiniCore: the mean square of the unrounded sums, y from the stored residual). `residual_out` may be `a` or `b`."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_add_rms_norm_descriptor(handle, _desc, y, residual_out, a, b, weight, epsilon)
    if st:
        raise_status(st)
    return _desc[0]


def add_rms_norm(desc: Any, workspace: Any, workspace_size: int, y: Any, residual_out: Any, a: Any, b: Any, weight: Any, stream: Any = None) -> None:
    """`residual_out = a + b`; `y = residual_out / sqrt(mean((a + b)^2 over the last dim) + epsilon) * weight`: a transformer layer's residual add and the next norm in one pass (as InfiniCore: the mean square of the unrounded sums, y from the stored residual). `residual_out` may be `a` or `b`. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_add_rms_norm(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", residual_out or 0), ffi.cast("void *", a or 0), ffi.cast("void *", b or 0), ffi.cast("void *", weight or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_gelu_descriptor(handle: Any, output: Any, input: Any) -> Any:
    """`output = input / 2 * (1 + erf(input / sqrt(2)))`: GELU in its exact (erf) form."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_gelu_descriptor(handle, _desc, output, input)
    if st:
        raise_status(st)
    return _desc[0]


def gelu(desc: Any, workspace: Any, workspace_size: int, output: Any, input: Any, stream: Any = None) -> None:
    """`output = input / 2 * (1 + erf(input / sqrt(2)))`: GELU in its exact (erf) form. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_gelu(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", output or 0), ffi.cast("void *", input or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_gelutanh_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = x / 2 * (1 + tanh(sqrt(2 / pi) * (x + 0.044715 * x^3)))`: GELU's tanh approximation."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_gelutanh_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def gelutanh(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = x / 2 * (1 + tanh(sqrt(2 / pi) * (x + 0.044715 * x^3)))`: GELU's tanh approximation. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_gelutanh(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_quickgelu_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = x * sigmoid(1.702 * x)`."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_quickgelu_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def quickgelu(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = x * sigmoid(1.702 * x)`. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_quickgelu(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_tanh_descriptor(handle: Any, output: Any, input: Any) -> Any:
    """`output = tanh(input)`."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_tanh_descriptor(handle, _desc, output, input)
    if st:
        raise_status(st)
    return _desc[0]


def tanh(desc: Any, workspace: Any, workspace_size: int, output: Any, input: Any, stream: Any = None) -> None:
    """`output = tanh(input)`. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_tanh(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", output or 0), ffi.cast("void *", input or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_erf_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = erf(x)`, the error function."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_erf_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def erf(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = erf(x)`, the error function. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_erf(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_reciprocal_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = 1 / x` (IEEE: `1 / 0` is infinity)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_reciprocal_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def reciprocal(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = 1 / x` (IEEE: `1 / 0` is infinity). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_reciprocal(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_hardswish_descriptor(handle: Any, output: Any, input: Any) -> Any:
    """`output = input * min(max(input + 3, 0), 6) / 6`."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_hardswish_descriptor(handle, _desc, output, input)
    if st:
        raise_status(st)
    return _desc[0]


def hardswish(desc: Any, workspace: Any, workspace_size: int, output: Any, input: Any, stream: Any = None) -> None:
    """`output = input * min(max(input + 3, 0), 6) / 6`. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_hardswish(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", output or 0), ffi.cast("void *", input or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_softplus_descriptor(handle: Any, y: Any, x: Any, beta: float = 1.0, threshold: float = 20.0) -> Any:
    """`y = log(1 + exp(beta * x)) / beta`, or `x` where `beta * x > threshold` (where the curve is the line to within rounding)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_softplus_descriptor(handle, _desc, y, x, beta, threshold)
    if st:
        raise_status(st)
    return _desc[0]


def softplus(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = log(1 + exp(beta * x)) / beta`, or `x` where `beta * x > threshold` (where the curve is the line to within rounding). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_softplus(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_hardtanh_descriptor(handle: Any, output: Any, input: Any, min_val: float = -1.0, max_val: float = 1.0) -> Any:
    """`output = min(max(input, min_val), max_val)`."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_hardtanh_descriptor(handle, _desc, output, input, min_val, max_val)
    if st:
        raise_status(st)
    return _desc[0]


def hardtanh(desc: Any, workspace: Any, workspace_size: int, output: Any, input: Any, stream: Any = None) -> None:
    """`output = min(max(input, min_val), max_val)`. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_hardtanh(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", output or 0), ffi.cast("void *", input or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_clip_descriptor(handle: Any, y: Any, x: Any, min_val: Any, max_val: Any) -> Any:
    """`y = max(min(x, max_val), min_val)`, broadcasting: the bounds are tensors (InfiniOP passes scalars as stride-0 tensors); where `min_val > max_val`, `min_val` wins (InfiniCore's cpu kernel; torch.clamp gives `max_val`)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_clip_descriptor(handle, _desc, y, x, min_val, max_val)
    if st:
        raise_status(st)
    return _desc[0]


def clip(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, min_val: Any, max_val: Any, stream: Any = None) -> None:
    """`y = max(min(x, max_val), min_val)`, broadcasting: the bounds are tensors (InfiniOP passes scalars as stride-0 tensors); where `min_val > max_val`, `min_val` wins (InfiniCore's cpu kernel; torch.clamp gives `max_val`). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_clip(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), ffi.cast("void *", min_val or 0), ffi.cast("void *", max_val or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_log_softmax_descriptor(handle: Any, output: Any, input: Any, dim: int = -1) -> Any:
    """`output = input - max - log(sum(exp(input - max)))` along `dim` (InfiniCore's LogSoftmax; its test is `logsoftmax.py`)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_log_softmax_descriptor(handle, _desc, output, input, dim)
    if st:
        raise_status(st)
    return _desc[0]


def log_softmax(desc: Any, workspace: Any, workspace_size: int, output: Any, input: Any, stream: Any = None) -> None:
    """`output = input - max - log(sum(exp(input - max)))` along `dim` (InfiniCore's LogSoftmax; its test is `logsoftmax.py`). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_log_softmax(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", output or 0), ffi.cast("void *", input or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_layer_norm_descriptor(handle: Any, output: Any, input_standardization: Any, input_std_deviation: Any, input: Any, weight: Any, bias: Any, eps: float = 1e-05) -> Any:
    """Layer normalization over the last dim, as InfiniCore's LayerNorm: `std = sqrt(var(input) + eps)` (the biased variance), `input_standardization = (input - mean) / std`, `input_std_deviation = std` (one per row), `output = input_standardization * weight + bias`."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_layer_norm_descriptor(handle, _desc, output, input_standardization, input_std_deviation, input, weight, bias, eps)
    if st:
        raise_status(st)
    return _desc[0]


def layer_norm(desc: Any, workspace: Any, workspace_size: int, output: Any, input_standardization: Any, input_std_deviation: Any, input: Any, weight: Any, bias: Any, stream: Any = None) -> None:
    """Layer normalization over the last dim, as InfiniCore's LayerNorm: `std = sqrt(var(input) + eps)` (the biased variance), `input_standardization = (input - mean) / std`, `input_std_deviation = std` (one per row), `output = input_standardization * weight + bias`. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_layer_norm(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", output or 0), ffi.cast("void *", input_standardization or 0), ffi.cast("void *", input_std_deviation or 0), ffi.cast("void *", input or 0), ffi.cast("void *", weight or 0), ffi.cast("void *", bias or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()
