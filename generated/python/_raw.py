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


def get_device_memory_host_accessible() -> int:
    """Writes 1 if the host can read and write the current device's memory directly (NumPy may view it), else 0: the backend's `device_memory_host_accessible`; a backend without it: 1 for a device kind whose memory is the host's (`host_memory` in spec/types.yaml), else 0."""
    _accessible = ffi.new("int *")
    st = lib.anyrt_get_device_memory_host_accessible(_accessible)
    if st:
        raise_status(st)
    return _accessible[0]


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


def get_device_properties() -> Any:
    """Writes the current device's properties: what its backend reports, a field it leaves out from the core's other queries or the field's default (every count at least 1)."""
    _properties = ffi.new("anyrt_device_properties_t *", {"struct_size": ffi.sizeof("anyrt_device_properties_t")})
    st = lib.anyrt_get_device_properties(_properties)
    if st:
        raise_status(st)
    return _properties


def device_get_native_handle() -> Any:
    """Writes the backend's own handle of the current device, for code of that runtime (cuda: the CUdevice ordinal; cpu: not supported, its devices are partitions of the host with no object of their own)."""
    _handle = ffi.new("void* *")
    st = lib.anyrt_device_get_native_handle(_handle)
    if st:
        raise_status(st)
    return _handle[0]


def context_get_native_handle() -> Any:
    """Writes the backend's own context of the current device (cuda: its primary CUcontext, retained for the process; cpu: not supported, the host has no context)."""
    _handle = ffi.new("void* *")
    st = lib.anyrt_context_get_native_handle(_handle)
    if st:
        raise_status(st)
    return _handle[0]


def trace_start() -> None:
    """Starts recording the trace layer's events in memory (every public call, and every stream task on a backend with host callbacks, as ANYRT_TRACE writes them), dropping any not yet read. Each stream task then costs two host callbacks."""
    st = lib.anyrt_trace_start()
    if st:
        raise_status(st)


def trace_stop() -> None:
    """Stops recording; the events recorded stay for trace_next. Stream tasks queued before still record when they run."""
    st = lib.anyrt_trace_stop()
    if st:
        raise_status(st)


def trace_next() -> tuple[Any, int]:
    """Moves the oldest recorded event into `event` and writes 1 to `got`, or writes 0 to `got` when none is left."""
    _event = ffi.new("anyrt_trace_event_t *", {"struct_size": ffi.sizeof("anyrt_trace_event_t")})
    _got = ffi.new("int *")
    st = lib.anyrt_trace_next(_event, _got)
    if st:
        raise_status(st)
    return (_event, _got[0])


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


def pointer_get_attributes(ptr: Any) -> tuple[int, int, int]:
    """Writes where `ptr` lies, from the core's allocation registry: the device kind and index whose allocation holds it (any byte of it, not only the start) and which function made that memory (`memory_type`: pinned host memory is `host`). A pointer that no live anyrt allocation holds fails with invalid_value naming `ptr`. Any out pointer may be null."""
    _kind = ffi.new("anyrt_device_kind_t *")
    _device = ffi.new("int *")
    _memory = ffi.new("anyrt_memory_type_t *")
    st = lib.anyrt_pointer_get_attributes(ptr, _kind, _device, _memory)
    if st:
        raise_status(st)
    return (_kind[0], _device[0], _memory[0])


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


def stream_get_native_handle(stream: Any) -> Any:
    """Writes the backend's own object behind `stream` (cuda: its cudaStream_t; cpu: its work queue, which only the cpu backend understands) so that code of that runtime (a Triton launcher, a vendor library) enqueues work in the stream's order. Valid until the stream is destroyed."""
    _handle = ffi.new("void* *")
    st = lib.anyrt_stream_get_native_handle(stream, _handle)
    if st:
        raise_status(st)
    return _handle[0]


def create_stream_with_priority(priority: int) -> Any:
    """Creates a stream on the current device whose work the device prefers by `priority`, clamped to the range `get_stream_priority_range` writes."""
    _stream = ffi.new("anyrt_stream_t *")
    if VALIDATING:
        lib.anyrt_set_call_site(caller_site())
    st = lib.anyrt_create_stream_with_priority(_stream, priority)
    if st:
        raise_status(st)
    check_fallbacks()
    return _stream[0]


def get_stream_priority_range() -> tuple[int, int]:
    """Writes the current device's stream priorities: `least` (the default streams') and `greatest`, the highest; (0, 0) where the backend has none."""
    _least = ffi.new("int *")
    _greatest = ffi.new("int *")
    st = lib.anyrt_get_stream_priority_range(_least, _greatest)
    if st:
        raise_status(st)
    check_fallbacks()
    return (_least[0], _greatest[0])


def get_stream_priority(stream: Any) -> int:
    """Writes the priority a stream was created with, as clamped (0 for a stream of `create_stream`)."""
    _priority = ffi.new("int *")
    st = lib.anyrt_get_stream_priority(stream, _priority)
    if st:
        raise_status(st)
    check_fallbacks()
    return _priority[0]


def stream_begin_capture(stream: Any, mode: int) -> None:
    """Starts capturing `stream`: its stream-ordered calls are recorded into a graph instead of run, until `stream_end_capture`. `mode` says which other calls fail meanwhile (a synchronize, an allocation that is not stream-ordered, a query of the capturing stream fail always)."""
    st = lib.anyrt_stream_begin_capture(stream, mode)
    if st:
        raise_status(st)


def stream_end_capture(stream: Any) -> Any:
    """Ends the capture of `stream` and writes the graph of the work it recorded; fails, naming the call, if a call broke the capture."""
    _graph = ffi.new("anyrt_graph_t *")
    if VALIDATING:
        lib.anyrt_set_call_site(caller_site())
    st = lib.anyrt_stream_end_capture(stream, _graph)
    if st:
        raise_status(st)
    return _graph[0]


def stream_get_capture_status(stream: Any) -> int:
    """Writes whether `stream` captures."""
    _status = ffi.new("anyrt_capture_status_t *")
    st = lib.anyrt_stream_get_capture_status(stream, _status)
    if st:
        raise_status(st)
    return _status[0]


def thread_exchange_capture_mode(mode: int) -> int:
    """Sets the calling thread's capture mode to `mode` and writes the one it had to `previous` (CUDA's cudaThreadExchangeStreamCaptureMode; a thread starts in global). A thread in mode relaxed may allocate, free and synchronize while other streams capture (its own capturing stream's calls are refused all the same): a runtime that allocates for its caller during a capture (an operator's workspace, which the graph then keeps) swaps to relaxed around the allocation and back."""
    _previous = ffi.new("anyrt_capture_mode_t *")
    st = lib.anyrt_thread_exchange_capture_mode(mode, _previous)
    if st:
        raise_status(st)
    return _previous[0]


def graph_instantiate(graph: Any) -> Any:
    """Makes an executable graph of `graph`; it keeps what it needs, so `graph` may be destroyed after."""
    _exec = ffi.new("anyrt_graph_exec_t *")
    if VALIDATING:
        lib.anyrt_set_call_site(caller_site())
    st = lib.anyrt_graph_instantiate(_exec, graph)
    if st:
        raise_status(st)
    return _exec[0]


def graph_launch(exec: Any, stream: Any) -> None:
    """Queues the executable graph's work on `stream`, a stream of the device it was captured on, in the order it was captured."""
    st = lib.anyrt_graph_launch(exec, stream)
    if st:
        raise_status(st)


def graph_exec_update(exec: Any, graph: Any) -> None:
    """Gives `exec` the arguments of `graph`, a capture of the same calls in the same order (other pointers, sizes or values); refused, naming the first call that differs, otherwise."""
    st = lib.anyrt_graph_exec_update(exec, graph)
    if st:
        raise_status(st)


def graph_destroy(graph: Any) -> None:
    """Destroys a graph; executable graphs made from it keep working."""
    st = lib.anyrt_graph_destroy(graph)
    if st:
        raise_status(st)


def graph_exec_destroy(exec: Any) -> None:
    """Destroys an executable graph; launches already queued still run."""
    st = lib.anyrt_graph_exec_destroy(exec)
    if st:
        raise_status(st)


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
    check_fallbacks()
    return bytes(ffi.buffer(_id))


def comm_init_all(kind: int, ndevice: int, device_ids: Sequence[int] | None) -> list[Any]:
    """Creates one communicator per device of `kind` listed in `device_ids`; rank i drives device_ids[i]."""
    _comms = ffi.new("anyrt_comm_t[]", ndevice)
    if VALIDATING:
        lib.anyrt_set_call_site(caller_site())
    st = lib.anyrt_comm_init_all(kind, _comms, ndevice, (ffi.new("int[]", list(device_ids)) if device_ids is not None else ffi.NULL))
    if st:
        raise_status(st)
    check_fallbacks()
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
    check_fallbacks()
    return _comm[0]


def comm_init_mpi(mpi_comm: Any, mpi_comm_size: int) -> Any:
    """Makes a communicator of the ranks of an MPI communicator, with its rank and size, on the current device; collective over that MPI communicator (like MPI_Comm_dup). `mpi_comm` points to the MPI_Comm handle, `mpi_comm_size` bytes (e.g. mpi4py's `comm.handle`); the backend refuses a handle size its MPI does not use."""
    _comm = ffi.new("anyrt_comm_t *")
    if VALIDATING:
        lib.anyrt_set_call_site(caller_site())
    st = lib.anyrt_comm_init_mpi(_comm, mpi_comm, mpi_comm_size)
    if st:
        raise_status(st)
    check_fallbacks()
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
    check_fallbacks()
    return _rank[0]


def comm_size(comm: Any) -> int:
    """Writes the number of ranks of the communicator."""
    _size = ffi.new("int *")
    st = lib.anyrt_comm_size(comm, _size)
    if st:
        raise_status(st)
    check_fallbacks()
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
    check_fallbacks()


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
    check_fallbacks()


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
    check_fallbacks()


def recv(recvbuf: Any, count: int, dtype: int, peer: int, comm: Any, stream: Any) -> None:
    """Receives `count` elements from rank `peer`."""
    if VALIDATING:
        lib.anyrt_set_call_site(caller_site())
    st = lib.anyrt_recv(recvbuf, count, dtype, peer, comm, stream)
    if st:
        raise_status(st)
    check_fallbacks()


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


def all_to_all(sendbuf: Any, recvbuf: Any, count: int, dtype: int, comm: Any, stream: Any) -> None:
    """Sends block j of `count` elements of `sendbuf` to rank j; block i of `recvbuf` receives rank i's block for this rank. Every rank passes the same `count` (a rank that differs fails, naming both ranks)."""
    if VALIDATING:
        lib.anyrt_set_call_site(caller_site())
    st = lib.anyrt_all_to_all(sendbuf, recvbuf, count, dtype, comm, stream)
    if st:
        raise_status(st)
    check_fallbacks()


def all_to_allv(sendbuf: Any, send_counts: Sequence[int] | None, send_displs: Sequence[int] | None, recvbuf: Any, recv_counts: Sequence[int] | None, recv_displs: Sequence[int] | None, nranks: int, dtype: int, comm: Any, stream: Any) -> None:
    """Sends `send_counts[j]` elements at `sendbuf + send_displs[j]` to rank j and receives `recv_counts[i]` elements from rank i at `recvbuf + recv_displs[i]` (counts and displacements in elements, `nranks` of each: the communicator's size). Rank i's `send_counts[j]` must equal rank j's `recv_counts[i]` (else both ranks are named). Each buffer must reach its furthest block (`displs[i] + counts[i]`), checked against a known allocation."""
    if VALIDATING:
        lib.anyrt_set_call_site(caller_site())
    st = lib.anyrt_all_to_allv(sendbuf, (ffi.new("size_t[]", list(send_counts)) if send_counts is not None else ffi.NULL), (ffi.new("size_t[]", list(send_displs)) if send_displs is not None else ffi.NULL), recvbuf, (ffi.new("size_t[]", list(recv_counts)) if recv_counts is not None else ffi.NULL), (ffi.new("size_t[]", list(recv_displs)) if recv_displs is not None else ffi.NULL), nranks, dtype, comm, stream)
    if st:
        raise_status(st)
    check_fallbacks()


def all_gather_v(sendbuf: Any, recvbuf: Any, recv_counts: Sequence[int] | None, nranks: int, dtype: int, comm: Any, stream: Any) -> None:
    """Gathers `recv_counts[i]` elements from rank i's `sendbuf` into every rank's `recvbuf`, packed in rank order (rank i's block starts after the blocks of ranks below it); `nranks` is the communicator's size. Every rank passes the same `recv_counts` (else every rank fails, naming all_gather_v); `sendbuf` must hold this rank's count and `recvbuf` their sum (checked against a known allocation before anything is queued)."""
    if VALIDATING:
        lib.anyrt_set_call_site(caller_site())
    st = lib.anyrt_all_gather_v(sendbuf, recvbuf, (ffi.new("size_t[]", list(recv_counts)) if recv_counts is not None else ffi.NULL), nranks, dtype, comm, stream)
    if st:
        raise_status(st)
    check_fallbacks()


def reduce_scatter_v(sendbuf: Any, recvbuf: Any, recv_counts: Sequence[int] | None, nranks: int, dtype: int, op: int, comm: Any, stream: Any) -> None:
    """Reduces `sendbuf` (the blocks of every rank, packed in rank order, `recv_counts[i]` elements for rank i) over all ranks with `op`; rank i gets its block in `recvbuf`. `nranks` is the communicator's size. Every rank passes the same `recv_counts` (else every rank fails, naming reduce_scatter_v); `sendbuf` must hold their sum and `recvbuf` this rank's count."""
    if VALIDATING:
        lib.anyrt_set_call_site(caller_site())
    st = lib.anyrt_reduce_scatter_v(sendbuf, recvbuf, (ffi.new("size_t[]", list(recv_counts)) if recv_counts is not None else ffi.NULL), nranks, dtype, op, comm, stream)
    if st:
        raise_status(st)
    check_fallbacks()


def ccl_gather(sendbuf: Any, recvbuf: Any, count: int, dtype: int, root: int, comm: Any, stream: Any) -> None:
    """Gathers `count` elements from every rank's `sendbuf` into rank `root`'s `recvbuf`, in rank order (`recvbuf` is read on the root only). `ccl_`: the operators own `gather`. Every rank passes the same `count` and `root` (else every rank fails at once, naming gather and both ranks' arguments, as broadcast and reduce do)."""
    if VALIDATING:
        lib.anyrt_set_call_site(caller_site())
    st = lib.anyrt_ccl_gather(sendbuf, recvbuf, count, dtype, root, comm, stream)
    if st:
        raise_status(st)
    check_fallbacks()


def ccl_scatter(sendbuf: Any, recvbuf: Any, count: int, dtype: int, root: int, comm: Any, stream: Any) -> None:
    """Sends block i of `count` elements of rank `root`'s `sendbuf` to rank i's `recvbuf` (`sendbuf` is read on the root only). `ccl_`: the operators own `scatter`. Every rank passes the same `count` and `root` (else every rank fails at once, naming scatter and both ranks' arguments)."""
    if VALIDATING:
        lib.anyrt_set_call_site(caller_site())
    st = lib.anyrt_ccl_scatter(sendbuf, recvbuf, count, dtype, root, comm, stream)
    if st:
        raise_status(st)
    check_fallbacks()


def comm_split(comm: Any, color: int, key: int) -> Any:
    """Splits a communicator: the ranks passing the same `color` (not negative) form a new communicator, ordered by `key`, then by their rank in `comm`. Collective over `comm`: every rank calls it (a thread driving several ranks calls it for each, between `group_start` and `group_end`, before using the new communicators)."""
    _newcomm = ffi.new("anyrt_comm_t *")
    if VALIDATING:
        lib.anyrt_set_call_site(caller_site())
    st = lib.anyrt_comm_split(comm, color, key, _newcomm)
    if st:
        raise_status(st)
    check_fallbacks()
    return _newcomm[0]


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


def get_tensor_desc_dim(desc: Any, dim: int) -> tuple[Any, Any]:
    """Writes the size and the stride (in elements) of dim `dim` of a tensor descriptor, `dim` in [0, ndim). Either out pointer may be null."""
    _size = ffi.new("int64_t *")
    _stride = ffi.new("int64_t *")
    st = lib.anyrt_get_tensor_desc_dim(desc, dim, _size, _stride)
    if st:
        raise_status(st)
    return (_size[0], _stride[0])


def get_tensor_desc_info(desc: Any) -> tuple[int, int]:
    """Writes the dtype and the number of dims of a tensor descriptor (what a layer over anyrt's operators needs to make another view of it: libinfiniop.so's reductions). Either out pointer may be null."""
    _dtype = ffi.new("anyrt_dtype_t *")
    _ndim = ffi.new("int *")
    st = lib.anyrt_get_tensor_desc_info(desc, _dtype, _ndim)
    if st:
        raise_status(st)
    return (_dtype[0], _ndim[0])


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


def module_load(image: Any, size: int) -> Any:
    """Loads the `size` bytes at `image` as a kernel module on the current device: what the backend's launcher runs (cuda: a cubin, fatbin or NUL-terminated PTX; cpu: an ELF shared object of C kernels `void name(void** args, const int grid[3], const int block[3], const int block_idx[3], void* shared)`, called once per block, that names them in `const char* const anyrt_kernels[] = {"name", ..., 0};`). Each load is a module of its own, even of the same image."""
    _module = ffi.new("anyrt_module_t *")
    if VALIDATING:
        lib.anyrt_set_call_site(caller_site())
    st = lib.anyrt_module_load(image, size, _module)
    if st:
        raise_status(st)
    return _module[0]


def module_unload(module: Any) -> None:
    """Unloads a kernel module. Launches already queued with it still run (the backend keeps what they need until they finish)."""
    st = lib.anyrt_module_unload(module)
    if st:
        raise_status(st)


def module_get_function(module: Any, name: bytes) -> Any:
    """Writes the kernel `name` of `module` to `function`, for launch_kernel with that module. Only the kernels the module declares are handed out (cuda: its `.entry` functions; cpu: the functions it defines and names in `anyrt_kernels`); any other symbol is refused with invalid_value."""
    _function = ffi.new("void* *")
    st = lib.anyrt_module_get_function(module, name, _function)
    if st:
        raise_status(st)
    return _function[0]


def launch_kernel(stream: Any, module: Any, function: Any, grid_x: int, grid_y: int, grid_z: int, block_x: int, block_y: int, block_z: int, shared_memory: int, args: Sequence[int] | None, arg_sizes: Sequence[int] | None, nargs: int) -> None:
    """Queues `function` of `module` on `stream`: a grid of grid_x*grid_y*grid_z blocks of block_x*block_y*block_z threads with `shared_memory` bytes of shared memory per block. `args[i]` points to argument i, read before the call returns; `arg_sizes[i]` is its size in bytes (NULL: each is 8 bytes, a pointer or a 64-bit scalar; a backend whose binaries record their parameters, cuda, ignores it)."""
    st = lib.anyrt_launch_kernel(stream, module, function, grid_x, grid_y, grid_z, block_x, block_y, block_z, shared_memory, (ffi.new("void*[]", list(args)) if args is not None else ffi.NULL), (ffi.new("size_t[]", list(arg_sizes)) if arg_sizes is not None else ffi.NULL), nargs)
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


def create_cross_entropy_descriptor(handle: Any, y: Any, x: Any, target: Any) -> Any:
    """`y = logsumexp(x over the last dim) - x[target]`: the per-token loss of logits `x` against class indices `target` (no reduction, as InfiniCore); a `target` outside `[0, v)` gives 0 (an ignored token). f16/bf16 compute in f32."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_cross_entropy_descriptor(handle, _desc, y, x, target)
    if st:
        raise_status(st)
    return _desc[0]


def cross_entropy(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, target: Any, stream: Any = None) -> None:
    """`y = logsumexp(x over the last dim) - x[target]`: the per-token loss of logits `x` against class indices `target` (no reduction, as InfiniCore); a `target` outside `[0, v)` gives 0 (an ignored token). f16/bf16 compute in f32. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_cross_entropy(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), ffi.cast("void *", target or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_topksoftmax_descriptor(handle: Any, values: Any, indices: Any, x: Any) -> Any:
    """MoE routing: per token (row of `x`, one logit per expert), the `topk` largest of `softmax(x)` in `values` (descending) and their experts in `indices`; with `norm` not 0 the kept probabilities are divided by their sum. Ties go to the lower expert. As InfiniCore's Topksoftmax: InfiniOP's create takes only `x`, its run `topk`; f16/bf16 compute in f32."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_topksoftmax_descriptor(handle, _desc, values, indices, x)
    if st:
        raise_status(st)
    return _desc[0]


def topksoftmax(desc: Any, workspace: Any, workspace_size: int, values: Any, indices: Any, x: Any, topk: int = 1, norm: int = 0, stream: Any = None) -> None:
    """MoE routing: per token (row of `x`, one logit per expert), the `topk` largest of `softmax(x)` in `values` (descending) and their experts in `indices`; with `norm` not 0 the kept probabilities are divided by their sum. Ties go to the lower expert. As InfiniCore's Topksoftmax: InfiniOP's create takes only `x`, its run `topk`; f16/bf16 compute in f32. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_topksoftmax(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", values or 0), ffi.cast("void *", indices or 0), ffi.cast("void *", x or 0), topk, norm, stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_topkrouter_descriptor(handle: Any, values: Any, indices: Any, x: Any, correction_bias: Any) -> Any:
    """DeepSeek-V3's MoE router, as InfiniCore's Topkrouter (its fixed config: 256 experts in 8 groups of 32, 4 groups kept, probabilities renormalized): per token, scores `sigmoid(x) + correction_bias`; each group scores the sum of its two best; outside the 4 best groups scores become 0; the `topk` best experts (descending, ties to the lower one) go to `indices`, their `sigmoid(x)` scaled to `routed_scaling_factor * p / sum(p)` to `values`. InfiniOP's create takes `x` and `correction_bias`, its run `routed_scaling_factor` and `topk`; f16/bf16 compute in f32."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_topkrouter_descriptor(handle, _desc, values, indices, x, correction_bias)
    if st:
        raise_status(st)
    return _desc[0]


def topkrouter(desc: Any, workspace: Any, workspace_size: int, values: Any, indices: Any, x: Any, correction_bias: Any, routed_scaling_factor: float = 1.0, topk: int = 8, stream: Any = None) -> None:
    """DeepSeek-V3's MoE router, as InfiniCore's Topkrouter (its fixed config: 256 experts in 8 groups of 32, 4 groups kept, probabilities renormalized): per token, scores `sigmoid(x) + correction_bias`; each group scores the sum of its two best; outside the 4 best groups scores become 0; the `topk` best experts (descending, ties to the lower one) go to `indices`, their `sigmoid(x)` scaled to `routed_scaling_factor * p / sum(p)` to `values`. InfiniOP's create takes `x` and `correction_bias`, its run `routed_scaling_factor` and `topk`; f16/bf16 compute in f32. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_topkrouter(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", values or 0), ffi.cast("void *", indices or 0), ffi.cast("void *", x or 0), ffi.cast("void *", correction_bias or 0), routed_scaling_factor, topk, stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_mrope_descriptor(handle: Any, q_out: Any, k_out: Any, q: Any, k: Any, cos: Any, sin: Any, positions: Any, head_size: int = 128, rotary_dim: int = 128, section_t: int = 16, section_h: int = 24, section_w: int = 24, interleaved: int = 0) -> Any:
    """Multimodal rotary embedding (Qwen2-VL's M-RoPE), as InfiniCore's MRoPE: `q` and `k` ([tokens, heads * head_size]) rotate the first `rotary_dim` dims of each head rotate-half style (dim `i` with `i + rotary_dim/2`) by `cos`/`sin` rows at the token's position on one of three axes (t, h, w): pair `i` takes axis t below `section_t`, h below `section_t + section_h`, else w; `interleaved`: h where `i % 3 == 1` and `i < 3 * section_h`, w where `i % 3 == 2` and `i < 3 * section_w`, else t. Dims past `rotary_dim` are copied. `positions` is [3, tokens] (a text-only [tokens] row is the same row three times: stride 0). f16/bf16 compute in f32."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_mrope_descriptor(handle, _desc, q_out, k_out, q, k, cos, sin, positions, head_size, rotary_dim, section_t, section_h, section_w, interleaved)
    if st:
        raise_status(st)
    return _desc[0]


def mrope(desc: Any, workspace: Any, workspace_size: int, q_out: Any, k_out: Any, q: Any, k: Any, cos: Any, sin: Any, positions: Any, stream: Any = None) -> None:
    """Multimodal rotary embedding (Qwen2-VL's M-RoPE), as InfiniCore's MRoPE: `q` and `k` ([tokens, heads * head_size]) rotate the first `rotary_dim` dims of each head rotate-half style (dim `i` with `i + rotary_dim/2`) by `cos`/`sin` rows at the token's position on one of three axes (t, h, w): pair `i` takes axis t below `section_t`, h below `section_t + section_h`, else w; `interleaved`: h where `i % 3 == 1` and `i < 3 * section_h`, w where `i % 3 == 2` and `i < 3 * section_w`, else t. Dims past `rotary_dim` are copied. `positions` is [3, tokens] (a text-only [tokens] row is the same row three times: stride 0). f16/bf16 compute in f32. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_mrope(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", q_out or 0), ffi.cast("void *", k_out or 0), ffi.cast("void *", q or 0), ffi.cast("void *", k or 0), ffi.cast("void *", cos or 0), ffi.cast("void *", sin or 0), ffi.cast("void *", positions or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_per_tensor_quant_int8_descriptor(handle: Any, x_packed: Any, x_scale: Any, x_zero: Any, x: Any) -> Any:
    """`x_packed = round(x / x_scale)` in [-127, 127] with one f32 scale for the whole tensor, `x_scale = absmax(x) / 127` (1 where x is all zeros); rounding half away from zero (InfiniCore's PerTensorQuantI8). `is_static`: `x_scale` is given, not computed. With `x_zero` (asymmetric; upstream's kernels refuse it, anyrt takes per_channel_quant_int8's form over the whole tensor): `x_scale = max((max - min) / 255, 1e-8)`, `x_zero = -min / x_scale - 128`, `x_packed = round(x / x_scale + x_zero)` in [-128, 127]."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_per_tensor_quant_int8_descriptor(handle, _desc, x_packed, x_scale, ffi.NULL if x_zero is None else x_zero, x)
    if st:
        raise_status(st)
    return _desc[0]


def per_tensor_quant_int8(desc: Any, workspace: Any, workspace_size: int, x_packed: Any, x_scale: Any, x_zero: Any, x: Any, is_static: bool = False, stream: Any = None) -> None:
    """`x_packed = round(x / x_scale)` in [-127, 127] with one f32 scale for the whole tensor, `x_scale = absmax(x) / 127` (1 where x is all zeros); rounding half away from zero (InfiniCore's PerTensorQuantI8). `is_static`: `x_scale` is given, not computed. With `x_zero` (asymmetric; upstream's kernels refuse it, anyrt takes per_channel_quant_int8's form over the whole tensor): `x_scale = max((max - min) / 255, 1e-8)`, `x_zero = -min / x_scale - 128`, `x_packed = round(x / x_scale + x_zero)` in [-128, 127]. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_per_tensor_quant_int8(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", x_packed or 0), ffi.cast("void *", x_scale or 0), ffi.cast("void *", x_zero or 0), ffi.cast("void *", x or 0), is_static, stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_per_tensor_dequant_int8_descriptor(handle: Any, x: Any, x_packed: Any, x_scale: Any, x_zero: Any) -> Any:
    """`x = (x_packed - x_zero) * x_scale` with one f32 scale (and zero point) for the whole tensor, computed in f32 (InfiniCore's PerTensorDequantI8). `x_zero` absent: 0, the symmetric form upstream's kernels serve."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_per_tensor_dequant_int8_descriptor(handle, _desc, x, x_packed, x_scale, ffi.NULL if x_zero is None else x_zero)
    if st:
        raise_status(st)
    return _desc[0]


def per_tensor_dequant_int8(desc: Any, workspace: Any, workspace_size: int, x: Any, x_packed: Any, x_scale: Any, x_zero: Any, stream: Any = None) -> None:
    """`x = (x_packed - x_zero) * x_scale` with one f32 scale (and zero point) for the whole tensor, computed in f32 (InfiniCore's PerTensorDequantI8). `x_zero` absent: 0, the symmetric form upstream's kernels serve. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_per_tensor_dequant_int8(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", x or 0), ffi.cast("void *", x_packed or 0), ffi.cast("void *", x_scale or 0), ffi.cast("void *", x_zero or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_per_channel_quant_int8_descriptor(handle: Any, x_packed: Any, x_scale: Any, x_zero: Any, x: Any) -> Any:
    """Each row of `x` (m, k) to int8 with its own f32 scale (InfiniCore's PerChannelQuantI8, per token); rounding half away from zero. Symmetric (`x_zero` absent): `x_scale = max(absmax(row) / 127, 1e-8)`, `x_packed = round(x / x_scale)` in [-127, 127]. Asymmetric: `x_scale = max((max - min) / 255, 1e-8)`, `x_zero = -min / x_scale - 128`, `x_packed = round(x / x_scale + x_zero)` in [-128, 127]."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_per_channel_quant_int8_descriptor(handle, _desc, x_packed, x_scale, ffi.NULL if x_zero is None else x_zero, x)
    if st:
        raise_status(st)
    return _desc[0]


def per_channel_quant_int8(desc: Any, workspace: Any, workspace_size: int, x_packed: Any, x_scale: Any, x_zero: Any, x: Any, stream: Any = None) -> None:
    """Each row of `x` (m, k) to int8 with its own f32 scale (InfiniCore's PerChannelQuantI8, per token); rounding half away from zero. Symmetric (`x_zero` absent): `x_scale = max(absmax(row) / 127, 1e-8)`, `x_packed = round(x / x_scale)` in [-127, 127]. Asymmetric: `x_scale = max((max - min) / 255, 1e-8)`, `x_zero = -min / x_scale - 128`, `x_packed = round(x / x_scale + x_zero)` in [-128, 127]. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_per_channel_quant_int8(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", x_packed or 0), ffi.cast("void *", x_scale or 0), ffi.cast("void *", x_zero or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_dequantize_awq_descriptor(handle: Any, out: Any, qweight: Any, scales: Any, zeros: Any) -> Any:
    """AWQ's packed int4 weights to floats (InfiniCore's DequantizeAWQ): `out[r, c] = (w[r, c] - z[r / (k / g), c]) * scales[r / (k / g), c]`, rows in `g` equal groups; `w` and `z` are nibbles of `qweight` and `zeros`, 8 per int32 along the output features in AWQ's order (column 8i + j is nibble 0 4 1 5 2 6 3 7 [j] of word i). Computed in f32, rounded once."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_dequantize_awq_descriptor(handle, _desc, out, qweight, scales, zeros)
    if st:
        raise_status(st)
    return _desc[0]


def dequantize_awq(desc: Any, workspace: Any, workspace_size: int, out: Any, qweight: Any, scales: Any, zeros: Any, stream: Any = None) -> None:
    """AWQ's packed int4 weights to floats (InfiniCore's DequantizeAWQ): `out[r, c] = (w[r, c] - z[r / (k / g), c]) * scales[r / (k / g), c]`, rows in `g` equal groups; `w` and `z` are nibbles of `qweight` and `zeros`, 8 per int32 along the output features in AWQ's order (column 8i + j is nibble 0 4 1 5 2 6 3 7 [j] of word i). Computed in f32, rounded once. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_dequantize_awq(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", out or 0), ffi.cast("void *", qweight or 0), ffi.cast("void *", scales or 0), ffi.cast("void *", zeros or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_dequantize_gptq_descriptor(handle: Any, out: Any, qweight: Any, scales: Any, zeros: Any, g_idx: Any) -> Any:
    """GPTQ's packed int4 weights to floats (InfiniCore's DequantizeGPTQ): `out[r, c] = (w[r, c] - (z[gid, c] + 1)) * scales[gid, c]` with `gid = g_idx[r]` wrapped into [0, g) (GPTQ stores zero points less one); `w` is nibble r % 8 of `qweight[r / 8, c]` (8 input rows per int32), `z` nibble c % 8 of `zeros[gid, c / 8]` (8 output columns per int32). Computed in f32, rounded once."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_dequantize_gptq_descriptor(handle, _desc, out, qweight, scales, zeros, g_idx)
    if st:
        raise_status(st)
    return _desc[0]


def dequantize_gptq(desc: Any, workspace: Any, workspace_size: int, out: Any, qweight: Any, scales: Any, zeros: Any, g_idx: Any, stream: Any = None) -> None:
    """GPTQ's packed int4 weights to floats (InfiniCore's DequantizeGPTQ): `out[r, c] = (w[r, c] - (z[gid, c] + 1)) * scales[gid, c]` with `gid = g_idx[r]` wrapped into [0, g) (GPTQ stores zero points less one); `w` is nibble r % 8 of `qweight[r / 8, c]` (8 input rows per int32), `z` nibble c % 8 of `zeros[gid, c / 8]` (8 output columns per int32). Computed in f32, rounded once. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_dequantize_gptq(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", out or 0), ffi.cast("void *", qweight or 0), ffi.cast("void *", scales or 0), ffi.cast("void *", zeros or 0), ffi.cast("void *", g_idx or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_kv_caching_descriptor(handle: Any, k_cache: Any, v_cache: Any, k: Any, v: Any, past_kv_lengths: Any) -> Any:
    """Writes `k` and `v` into the caches after each batch's past tokens: `k_cache[b, :, past_kv_lengths[b] + i, :] = k[b, :, i, :]` (and `v` alike) for `i < s`; the rest of the caches is kept. The caches are updated in place, so `anyrt.ops` needs them given (`out=(k_cache, v_cache)`). A length with `past_kv_lengths[b] + s > l` is refused."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_kv_caching_descriptor(handle, _desc, k_cache, v_cache, k, v, past_kv_lengths)
    if st:
        raise_status(st)
    return _desc[0]


def kv_caching(desc: Any, workspace: Any, workspace_size: int, k_cache: Any, v_cache: Any, k: Any, v: Any, past_kv_lengths: Any, stream: Any = None) -> None:
    """Writes `k` and `v` into the caches after each batch's past tokens: `k_cache[b, :, past_kv_lengths[b] + i, :] = k[b, :, i, :]` (and `v` alike) for `i < s`; the rest of the caches is kept. The caches are updated in place, so `anyrt.ops` needs them given (`out=(k_cache, v_cache)`). A length with `past_kv_lengths[b] + s > l` is refused. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_kv_caching(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", k_cache or 0), ffi.cast("void *", v_cache or 0), ffi.cast("void *", k or 0), ffi.cast("void *", v or 0), ffi.cast("void *", past_kv_lengths or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_paged_caching_descriptor(handle: Any, k_cache: Any, v_cache: Any, k: Any, v: Any, slot_mapping: Any) -> Any:
    """Writes each token's key and value into its slot of a paged cache: with `slot = slot_mapping[i]`, `k_cache[slot // bs, :, slot % bs, :] = k[i]` (and `v` alike); the rest of the caches is kept. The caches are updated in place, so `anyrt.ops` needs them given (`out=(k_cache, v_cache)`). Keys and values may have different head dims (DeepSeek's MLA). A slot outside the cache is refused; two tokens of one slot leave either's values."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_paged_caching_descriptor(handle, _desc, k_cache, v_cache, k, v, slot_mapping)
    if st:
        raise_status(st)
    return _desc[0]


def paged_caching(desc: Any, workspace: Any, workspace_size: int, k_cache: Any, v_cache: Any, k: Any, v: Any, slot_mapping: Any, stream: Any = None) -> None:
    """Writes each token's key and value into its slot of a paged cache: with `slot = slot_mapping[i]`, `k_cache[slot // bs, :, slot % bs, :] = k[i]` (and `v` alike); the rest of the caches is kept. The caches are updated in place, so `anyrt.ops` needs them given (`out=(k_cache, v_cache)`). Keys and values may have different head dims (DeepSeek's MLA). A slot outside the cache is refused; two tokens of one slot leave either's values. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_paged_caching(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", k_cache or 0), ffi.cast("void *", v_cache or 0), ffi.cast("void *", k or 0), ffi.cast("void *", v or 0), ffi.cast("void *", slot_mapping or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_paged_attention_descriptor(handle: Any, out: Any, q: Any, k_cache: Any, v_cache: Any, block_tables: Any, seq_lens: Any, alibi_slopes: Any, scale: float = 1.0) -> Any:
    """Decode attention over a paged KV cache, one query token per sequence: for sequence `i` of `seq_lens[i]` tokens, whose token `j` lies in block `block_tables[i, j // bs]` at offset `j % bs`, `out[i, h] = softmax(scale * q[i, h] . k_j + alibi_slopes[h] * (j - seq_lens[i] + 1)) @ v_j`, with `k_j`, `v_j` of kv head `h // (hq / hkv)` (grouped-query attention; `hq` a multiple of `hkv`). f16/bf16 compute in f32. `alibi_slopes` may be left out (None, a NULL descriptor). A sequence of 0 tokens gives zeros; a length beyond its table or a block outside the pool is refused."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_paged_attention_descriptor(handle, _desc, out, q, k_cache, v_cache, block_tables, seq_lens, ffi.NULL if alibi_slopes is None else alibi_slopes, scale)
    if st:
        raise_status(st)
    return _desc[0]


def paged_attention(desc: Any, workspace: Any, workspace_size: int, out: Any, q: Any, k_cache: Any, v_cache: Any, block_tables: Any, seq_lens: Any, alibi_slopes: Any, stream: Any = None) -> None:
    """Decode attention over a paged KV cache, one query token per sequence: for sequence `i` of `seq_lens[i]` tokens, whose token `j` lies in block `block_tables[i, j // bs]` at offset `j % bs`, `out[i, h] = softmax(scale * q[i, h] . k_j + alibi_slopes[h] * (j - seq_lens[i] + 1)) @ v_j`, with `k_j`, `v_j` of kv head `h // (hq / hkv)` (grouped-query attention; `hq` a multiple of `hkv`). f16/bf16 compute in f32. `alibi_slopes` may be left out (None, a NULL descriptor). A sequence of 0 tokens gives zeros; a length beyond its table or a block outside the pool is refused. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_paged_attention(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", out or 0), ffi.cast("void *", q or 0), ffi.cast("void *", k_cache or 0), ffi.cast("void *", v_cache or 0), ffi.cast("void *", block_tables or 0), ffi.cast("void *", seq_lens or 0), ffi.cast("void *", alibi_slopes or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_paged_attention_prefill_descriptor(handle: Any, out: Any, q: Any, k_cache: Any, v_cache: Any, block_tables: Any, seq_lens: Any, cum_seq_lens_q: Any, alibi_slopes: Any, scale: float = 1.0) -> Any:
    """Prefill (or chunked decode) attention over a paged KV cache: sequence `i` has the query tokens `cum_seq_lens_q[i]` to `cum_seq_lens_q[i + 1]` of `q` (packed), the last of its `seq_lens[i]` cached tokens (laid out as in paged_attention, the new ones already cached); query `t` of it sees the tokens up to its own position (causal), `alibi_slopes[h] * (j - position)` added where given. `cum_seq_lens_q` has `n + 1` entries, 0 first and `t` last. f16/bf16 compute in f32. Offsets out of order, a length beyond its table or a block outside the pool is refused."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_paged_attention_prefill_descriptor(handle, _desc, out, q, k_cache, v_cache, block_tables, seq_lens, cum_seq_lens_q, ffi.NULL if alibi_slopes is None else alibi_slopes, scale)
    if st:
        raise_status(st)
    return _desc[0]


def paged_attention_prefill(desc: Any, workspace: Any, workspace_size: int, out: Any, q: Any, k_cache: Any, v_cache: Any, block_tables: Any, seq_lens: Any, cum_seq_lens_q: Any, alibi_slopes: Any, stream: Any = None) -> None:
    """Prefill (or chunked decode) attention over a paged KV cache: sequence `i` has the query tokens `cum_seq_lens_q[i]` to `cum_seq_lens_q[i + 1]` of `q` (packed), the last of its `seq_lens[i]` cached tokens (laid out as in paged_attention, the new ones already cached); query `t` of it sees the tokens up to its own position (causal), `alibi_slopes[h] * (j - position)` added where given. `cum_seq_lens_q` has `n + 1` entries, 0 first and `t` last. f16/bf16 compute in f32. Offsets out of order, a length beyond its table or a block outside the pool is refused. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_paged_attention_prefill(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", out or 0), ffi.cast("void *", q or 0), ffi.cast("void *", k_cache or 0), ffi.cast("void *", v_cache or 0), ffi.cast("void *", block_tables or 0), ffi.cast("void *", seq_lens or 0), ffi.cast("void *", cum_seq_lens_q or 0), ffi.cast("void *", alibi_slopes or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_attention_descriptor(handle: Any, out: Any, q: Any, k: Any, v: Any, k_cache: Any, v_cache: Any, pos: int = 0) -> Any:
    """Causal attention with a contiguous KV cache (InfiniOP's Attention): writes `k` and `v` into the caches at `pos` (`k_cache[:, pos + i] = k[:, i]`), then `out[i, h] = softmax(q[h, i] . k_j / sqrt(d) for j <= pos + i) @ v_j` over the cache, with kv head `h // (hq / hkv)` (`hq` a multiple of `hkv`). f16/bf16 compute in f32. The caches are updated in place, so `anyrt.ops` needs them given (`out=(out, k_cache, v_cache)`). `pos + s > l` is refused."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_attention_descriptor(handle, _desc, out, q, k, v, k_cache, v_cache, pos)
    if st:
        raise_status(st)
    return _desc[0]


def attention(desc: Any, workspace: Any, workspace_size: int, out: Any, q: Any, k: Any, v: Any, k_cache: Any, v_cache: Any, stream: Any = None) -> None:
    """Causal attention with a contiguous KV cache (InfiniOP's Attention): writes `k` and `v` into the caches at `pos` (`k_cache[:, pos + i] = k[:, i]`), then `out[i, h] = softmax(q[h, i] . k_j / sqrt(d) for j <= pos + i) @ v_j` over the cache, with kv head `h // (hq / hkv)` (`hq` a multiple of `hkv`). f16/bf16 compute in f32. The caches are updated in place, so `anyrt.ops` needs them given (`out=(out, k_cache, v_cache)`). `pos + s > l` is refused. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_attention(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", out or 0), ffi.cast("void *", q or 0), ffi.cast("void *", k or 0), ffi.cast("void *", v or 0), ffi.cast("void *", k_cache or 0), ffi.cast("void *", v_cache or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_random_sample_batch_descriptor(handle: Any, result: Any, probs: Any, random_val: Any, topp: Any, topk: Any, temperature: Any) -> Any:
    """`random_sample` of each row of `probs` with that row's `random_val`, `topp`, `topk` and `temperature` (one sampling request per row, as a serving batch has), into `result`."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_random_sample_batch_descriptor(handle, _desc, result, probs, random_val, topp, topk, temperature)
    if st:
        raise_status(st)
    return _desc[0]


def random_sample_batch(desc: Any, workspace: Any, workspace_size: int, result: Any, probs: Any, random_val: Any, topp: Any, topk: Any, temperature: Any, stream: Any = None) -> None:
    """`random_sample` of each row of `probs` with that row's `random_val`, `topp`, `topk` and `temperature` (one sampling request per row, as a serving batch has), into `result`. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_random_sample_batch(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", result or 0), ffi.cast("void *", probs or 0), ffi.cast("void *", random_val or 0), ffi.cast("void *", topp or 0), ffi.cast("void *", topk or 0), ffi.cast("void *", temperature or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_silu_and_mul_descriptor(handle: Any, output: Any, input: Any) -> Any:
    """`output = silu(input[..., :d/2]) * input[..., d/2:]`: the gate and up projections of a gated MLP packed in one tensor (vLLM's SiluAndMul). f16/bf16 round silu's result before the product, as torch does."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_silu_and_mul_descriptor(handle, _desc, output, input)
    if st:
        raise_status(st)
    return _desc[0]


def silu_and_mul(desc: Any, workspace: Any, workspace_size: int, output: Any, input: Any, stream: Any = None) -> None:
    """`output = silu(input[..., :d/2]) * input[..., d/2:]`: the gate and up projections of a gated MLP packed in one tensor (vLLM's SiluAndMul). f16/bf16 round silu's result before the product, as torch does. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_silu_and_mul(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", output or 0), ffi.cast("void *", input or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_embedding_descriptor(handle: Any, output: Any, input: Any, weight: Any) -> Any:
    """`output[..., :] = weight[input[...], :]`: the rows of `weight` the token ids pick. An id outside [0, v) fails the run (InfiniCore's cpu kernel leaves that row unwritten)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_embedding_descriptor(handle, _desc, output, input, weight)
    if st:
        raise_status(st)
    return _desc[0]


def embedding(desc: Any, workspace: Any, workspace_size: int, output: Any, input: Any, weight: Any, stream: Any = None) -> None:
    """`output[..., :] = weight[input[...], :]`: the rows of `weight` the token ids pick. An id outside [0, v) fails the run (InfiniCore's cpu kernel leaves that row unwritten). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_embedding(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", output or 0), ffi.cast("void *", input or 0), ffi.cast("void *", weight or 0), stream if stream is not None else ffi.NULL)
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
    st = lib.anyrt_create_layer_norm_descriptor(handle, _desc, output, input_standardization, input_std_deviation, input, weight, ffi.NULL if bias is None else bias, eps)
    if st:
        raise_status(st)
    return _desc[0]


def layer_norm(desc: Any, workspace: Any, workspace_size: int, output: Any, input_standardization: Any, input_std_deviation: Any, input: Any, weight: Any, bias: Any, stream: Any = None) -> None:
    """Layer normalization over the last dim, as InfiniCore's LayerNorm: `std = sqrt(var(input) + eps)` (the biased variance), `input_standardization = (input - mean) / std`, `input_std_deviation = std` (one per row), `output = input_standardization * weight + bias`. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_layer_norm(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", output or 0), ffi.cast("void *", input_standardization or 0), ffi.cast("void *", input_std_deviation or 0), ffi.cast("void *", input or 0), ffi.cast("void *", weight or 0), ffi.cast("void *", bias or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_select_last_token_hidden_descriptor(handle: Any, output: Any, hidden_states: Any, input_offsets: Any) -> Any:
    """`output[0, r, :] = hidden_states.reshape(-1, h)[input_offsets[r + 1] - 1, :]`: each request's last token's hidden state, from the tokens of a packed batch (request `r` ends at `input_offsets[r + 1]`, `b + 1` entries). Only the ends are read, so they need not be in order; an end outside [1, s * t] fails the run (InfiniCore's cpu kernel returns BAD_PARAM)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_select_last_token_hidden_descriptor(handle, _desc, output, hidden_states, input_offsets)
    if st:
        raise_status(st)
    return _desc[0]


def select_last_token_hidden(desc: Any, workspace: Any, workspace_size: int, output: Any, hidden_states: Any, input_offsets: Any, stream: Any = None) -> None:
    """`output[0, r, :] = hidden_states.reshape(-1, h)[input_offsets[r + 1] - 1, :]`: each request's last token's hidden state, from the tokens of a packed batch (request `r` ends at `input_offsets[r + 1]`, `b + 1` entries). Only the ends are read, so they need not be in order; an end outside [1, s * t] fails the run (InfiniCore's cpu kernel returns BAD_PARAM). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_select_last_token_hidden(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", output or 0), ffi.cast("void *", hidden_states or 0), ffi.cast("void *", input_offsets or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_conv_descriptor(handle: Any, y: Any, x: Any, w: Any, b: Any, pads: list[int] | tuple[int, ...] | None = None, strides: list[int] | tuple[int, ...] | None = None, dilations: list[int] | tuple[int, ...] | None = None, n: int | None = None) -> Any:
    """InfiniCore's Conv: an N-d convolution (a cross-correlation, as torch's conv1d/2d/3d) over n = 1 to 3 spatial dims, `y[i, k, o...] = b[k] + sum over c, t... of x[i, c, o*strides - pads + t*dilations] * w[k, c, t...]`, where x reads 0 outside its dims (zero padding). Each output spatial dim is `(in + 2*pad - dilation*(kernel-1) - 1) / stride + 1`; an input too small for the dilated kernel is refused. An int_array's None is NULL (every value the default); a length's None is that of the first array given (0 if none)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    n = n if n is not None else next((len(v) for v in (pads, strides, dilations,) if v is not None), 0)
    st = lib.anyrt_create_conv_descriptor(handle, _desc, y, x, w, ffi.NULL if b is None else b, ffi.NULL if pads is None else ffi.new("int64_t[]", [*pads, *[0] * 3]), ffi.NULL if strides is None else ffi.new("int64_t[]", [*strides, *[0] * 3]), ffi.NULL if dilations is None else ffi.new("int64_t[]", [*dilations, *[0] * 3]), n)
    if st:
        raise_status(st)
    return _desc[0]


def conv(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, w: Any, b: Any, stream: Any = None) -> None:
    """InfiniCore's Conv: an N-d convolution (a cross-correlation, as torch's conv1d/2d/3d) over n = 1 to 3 spatial dims, `y[i, k, o...] = b[k] + sum over c, t... of x[i, c, o*strides - pads + t*dilations] * w[k, c, t...]`, where x reads 0 outside its dims (zero padding). Each output spatial dim is `(in + 2*pad - dilation*(kernel-1) - 1) / stride + 1`; an input too small for the dilated kernel is refused. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_conv(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), ffi.cast("void *", w or 0), ffi.cast("void *", b or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_abs_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = np.abs(x)` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_abs_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def abs(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = np.abs(x)` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_abs(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_neg_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = -x` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_neg_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def neg(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = -x` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_neg(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_sign_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = 1, -1 or 0` by x's sign, elementwise, broadcasting; NaN and -0 give +0 (torch.sign's; np.sign keeps NaN)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_sign_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def sign(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = 1, -1 or 0` by x's sign, elementwise, broadcasting; NaN and -0 give +0 (torch.sign's; np.sign keeps NaN). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_sign(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_square_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = x * x` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_square_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def square(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = x * x` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_square(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_exp_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = np.exp(x)` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_exp_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def exp(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = np.exp(x)` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_exp(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_exp2_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = np.exp2(x)` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_exp2_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def exp2(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = np.exp2(x)` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_exp2(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_expm1_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = np.expm1(x)` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_expm1_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def expm1(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = np.expm1(x)` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_expm1(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_log_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = np.log(x)` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_log_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def log(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = np.log(x)` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_log(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_log2_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = np.log2(x)` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_log2_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def log2(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = np.log2(x)` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_log2(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_log10_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = np.log10(x)` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_log10_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def log10(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = np.log10(x)` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_log10(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_log1p_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = np.log1p(x)` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_log1p_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def log1p(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = np.log1p(x)` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_log1p(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_sqrt_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = np.sqrt(x)` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_sqrt_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def sqrt(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = np.sqrt(x)` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_sqrt(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_rsqrt_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = 1 / np.sqrt(x)` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_rsqrt_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def rsqrt(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = 1 / np.sqrt(x)` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_rsqrt(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_sin_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = np.sin(x)` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_sin_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def sin(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = np.sin(x)` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_sin(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_cos_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = np.cos(x)` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_cos_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def cos(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = np.cos(x)` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_cos(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_tan_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = np.tan(x)` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_tan_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def tan(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = np.tan(x)` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_tan(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_asin_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = np.arcsin(x)` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_asin_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def asin(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = np.arcsin(x)` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_asin(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_acos_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = np.arccos(x)` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_acos_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def acos(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = np.arccos(x)` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_acos(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_atan_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = np.arctan(x)` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_atan_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def atan(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = np.arctan(x)` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_atan(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_sinh_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = np.sinh(x)` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_sinh_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def sinh(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = np.sinh(x)` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_sinh(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_cosh_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = np.cosh(x)` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_cosh_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def cosh(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = np.cosh(x)` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_cosh(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_asinh_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = np.arcsinh(x)` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_asinh_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def asinh(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = np.arcsinh(x)` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_asinh(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_acosh_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = np.arccosh(x)` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_acosh_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def acosh(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = np.arccosh(x)` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_acosh(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_atanh_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = np.arctanh(x)` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_atanh_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def atanh(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = np.arctanh(x)` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_atanh(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_erfc_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = np.vectorize(math.erfc, otypes=[np.float64])(x)` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_erfc_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def erfc(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = np.vectorize(math.erfc, otypes=[np.float64])(x)` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_erfc(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_floor_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = np.floor(x)` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_floor_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def floor(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = np.floor(x)` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_floor(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_ceil_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = np.ceil(x)` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_ceil_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def ceil(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = np.ceil(x)` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_ceil(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_round_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = round(x)` to the nearest integer, halves to even (NumPy's and torch's round)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_round_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def round(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = round(x)` to the nearest integer, halves to even (NumPy's and torch's round). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_round(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_trunc_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = np.trunc(x)` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_trunc_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def trunc(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = np.trunc(x)` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_trunc(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_bitwise_not_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = ~x` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_bitwise_not_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def bitwise_not(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = ~x` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_bitwise_not(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_logical_not_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = x == 0` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_logical_not_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def logical_not(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = x == 0` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_logical_not(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_isnan_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = np.isnan(x)` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_isnan_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def isnan(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = np.isnan(x)` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_isnan(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_isinf_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = np.isinf(x)` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_isinf_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def isinf(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = np.isinf(x)` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_isinf(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_isfinite_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = np.isfinite(x)` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_isfinite_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def isfinite(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = np.isfinite(x)` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_isfinite(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_div_descriptor(handle: Any, c: Any, a: Any, b: Any) -> Any:
    """`c = a / b` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_div_descriptor(handle, _desc, c, a, b)
    if st:
        raise_status(st)
    return _desc[0]


def div(desc: Any, workspace: Any, workspace_size: int, c: Any, a: Any, b: Any, stream: Any = None) -> None:
    """`c = a / b` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_div(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", c or 0), ffi.cast("void *", a or 0), ffi.cast("void *", b or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_floor_divide_descriptor(handle: Any, c: Any, a: Any, b: Any) -> Any:
    """`c = floor(a / b)` (Python's `//`); an integer divisor of 0 gives 0."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_floor_divide_descriptor(handle, _desc, c, a, b)
    if st:
        raise_status(st)
    return _desc[0]


def floor_divide(desc: Any, workspace: Any, workspace_size: int, c: Any, a: Any, b: Any, stream: Any = None) -> None:
    """`c = floor(a / b)` (Python's `//`); an integer divisor of 0 gives 0. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_floor_divide(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", c or 0), ffi.cast("void *", a or 0), ffi.cast("void *", b or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_remainder_descriptor(handle: Any, c: Any, a: Any, b: Any) -> Any:
    """`c = a - floor(a / b) * b`, the sign of b (Python's `%`); an integer divisor of 0 gives 0."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_remainder_descriptor(handle, _desc, c, a, b)
    if st:
        raise_status(st)
    return _desc[0]


def remainder(desc: Any, workspace: Any, workspace_size: int, c: Any, a: Any, b: Any, stream: Any = None) -> None:
    """`c = a - floor(a / b) * b`, the sign of b (Python's `%`); an integer divisor of 0 gives 0. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_remainder(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", c or 0), ffi.cast("void *", a or 0), ffi.cast("void *", b or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_fmod_descriptor(handle: Any, c: Any, a: Any, b: Any) -> Any:
    """`c = np.fmod(a, b)` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_fmod_descriptor(handle, _desc, c, a, b)
    if st:
        raise_status(st)
    return _desc[0]


def fmod(desc: Any, workspace: Any, workspace_size: int, c: Any, a: Any, b: Any, stream: Any = None) -> None:
    """`c = np.fmod(a, b)` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_fmod(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", c or 0), ffi.cast("void *", a or 0), ffi.cast("void *", b or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_pow_descriptor(handle: Any, c: Any, a: Any, b: Any) -> Any:
    """`c = np.power(a, b)` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_pow_descriptor(handle, _desc, c, a, b)
    if st:
        raise_status(st)
    return _desc[0]


def pow(desc: Any, workspace: Any, workspace_size: int, c: Any, a: Any, b: Any, stream: Any = None) -> None:
    """`c = np.power(a, b)` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_pow(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", c or 0), ffi.cast("void *", a or 0), ffi.cast("void *", b or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_maximum_descriptor(handle: Any, c: Any, a: Any, b: Any) -> Any:
    """`c = max(a, b)`; NaN in either gives NaN (torch.maximum)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_maximum_descriptor(handle, _desc, c, a, b)
    if st:
        raise_status(st)
    return _desc[0]


def maximum(desc: Any, workspace: Any, workspace_size: int, c: Any, a: Any, b: Any, stream: Any = None) -> None:
    """`c = max(a, b)`; NaN in either gives NaN (torch.maximum). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_maximum(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", c or 0), ffi.cast("void *", a or 0), ffi.cast("void *", b or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_minimum_descriptor(handle: Any, c: Any, a: Any, b: Any) -> Any:
    """`c = min(a, b)`; NaN in either gives NaN (torch.minimum)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_minimum_descriptor(handle, _desc, c, a, b)
    if st:
        raise_status(st)
    return _desc[0]


def minimum(desc: Any, workspace: Any, workspace_size: int, c: Any, a: Any, b: Any, stream: Any = None) -> None:
    """`c = min(a, b)`; NaN in either gives NaN (torch.minimum). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_minimum(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", c or 0), ffi.cast("void *", a or 0), ffi.cast("void *", b or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_fmax_descriptor(handle: Any, c: Any, a: Any, b: Any) -> Any:
    """`c = max(a, b)`, NaN ignored where the other is a number."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_fmax_descriptor(handle, _desc, c, a, b)
    if st:
        raise_status(st)
    return _desc[0]


def fmax(desc: Any, workspace: Any, workspace_size: int, c: Any, a: Any, b: Any, stream: Any = None) -> None:
    """`c = max(a, b)`, NaN ignored where the other is a number. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_fmax(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", c or 0), ffi.cast("void *", a or 0), ffi.cast("void *", b or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_fmin_descriptor(handle: Any, c: Any, a: Any, b: Any) -> Any:
    """`c = min(a, b)`, NaN ignored where the other is a number."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_fmin_descriptor(handle, _desc, c, a, b)
    if st:
        raise_status(st)
    return _desc[0]


def fmin(desc: Any, workspace: Any, workspace_size: int, c: Any, a: Any, b: Any, stream: Any = None) -> None:
    """`c = min(a, b)`, NaN ignored where the other is a number. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_fmin(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", c or 0), ffi.cast("void *", a or 0), ffi.cast("void *", b or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_atan2_descriptor(handle: Any, c: Any, a: Any, b: Any) -> Any:
    """`c = np.arctan2(a, b)` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_atan2_descriptor(handle, _desc, c, a, b)
    if st:
        raise_status(st)
    return _desc[0]


def atan2(desc: Any, workspace: Any, workspace_size: int, c: Any, a: Any, b: Any, stream: Any = None) -> None:
    """`c = np.arctan2(a, b)` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_atan2(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", c or 0), ffi.cast("void *", a or 0), ffi.cast("void *", b or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_hypot_descriptor(handle: Any, c: Any, a: Any, b: Any) -> Any:
    """`c = np.hypot(a, b)` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_hypot_descriptor(handle, _desc, c, a, b)
    if st:
        raise_status(st)
    return _desc[0]


def hypot(desc: Any, workspace: Any, workspace_size: int, c: Any, a: Any, b: Any, stream: Any = None) -> None:
    """`c = np.hypot(a, b)` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_hypot(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", c or 0), ffi.cast("void *", a or 0), ffi.cast("void *", b or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_copysign_descriptor(handle: Any, c: Any, a: Any, b: Any) -> Any:
    """`c = np.copysign(a, b)` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_copysign_descriptor(handle, _desc, c, a, b)
    if st:
        raise_status(st)
    return _desc[0]


def copysign(desc: Any, workspace: Any, workspace_size: int, c: Any, a: Any, b: Any, stream: Any = None) -> None:
    """`c = np.copysign(a, b)` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_copysign(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", c or 0), ffi.cast("void *", a or 0), ffi.cast("void *", b or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_logaddexp_descriptor(handle: Any, c: Any, a: Any, b: Any) -> Any:
    """`c = log(exp(a) + exp(b))` elementwise, broadcasting, without overflow (equal infinities give that infinity, as NumPy and torch)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_logaddexp_descriptor(handle, _desc, c, a, b)
    if st:
        raise_status(st)
    return _desc[0]


def logaddexp(desc: Any, workspace: Any, workspace_size: int, c: Any, a: Any, b: Any, stream: Any = None) -> None:
    """`c = log(exp(a) + exp(b))` elementwise, broadcasting, without overflow (equal infinities give that infinity, as NumPy and torch). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_logaddexp(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", c or 0), ffi.cast("void *", a or 0), ffi.cast("void *", b or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_bitwise_and_descriptor(handle: Any, c: Any, a: Any, b: Any) -> Any:
    """`c = a & b` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_bitwise_and_descriptor(handle, _desc, c, a, b)
    if st:
        raise_status(st)
    return _desc[0]


def bitwise_and(desc: Any, workspace: Any, workspace_size: int, c: Any, a: Any, b: Any, stream: Any = None) -> None:
    """`c = a & b` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_bitwise_and(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", c or 0), ffi.cast("void *", a or 0), ffi.cast("void *", b or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_bitwise_or_descriptor(handle: Any, c: Any, a: Any, b: Any) -> Any:
    """`c = a | b` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_bitwise_or_descriptor(handle, _desc, c, a, b)
    if st:
        raise_status(st)
    return _desc[0]


def bitwise_or(desc: Any, workspace: Any, workspace_size: int, c: Any, a: Any, b: Any, stream: Any = None) -> None:
    """`c = a | b` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_bitwise_or(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", c or 0), ffi.cast("void *", a or 0), ffi.cast("void *", b or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_bitwise_xor_descriptor(handle: Any, c: Any, a: Any, b: Any) -> Any:
    """`c = a ^ b` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_bitwise_xor_descriptor(handle, _desc, c, a, b)
    if st:
        raise_status(st)
    return _desc[0]


def bitwise_xor(desc: Any, workspace: Any, workspace_size: int, c: Any, a: Any, b: Any, stream: Any = None) -> None:
    """`c = a ^ b` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_bitwise_xor(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", c or 0), ffi.cast("void *", a or 0), ffi.cast("void *", b or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_eq_descriptor(handle: Any, c: Any, a: Any, b: Any) -> Any:
    """`c = a == b` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_eq_descriptor(handle, _desc, c, a, b)
    if st:
        raise_status(st)
    return _desc[0]


def eq(desc: Any, workspace: Any, workspace_size: int, c: Any, a: Any, b: Any, stream: Any = None) -> None:
    """`c = a == b` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_eq(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", c or 0), ffi.cast("void *", a or 0), ffi.cast("void *", b or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_ne_descriptor(handle: Any, c: Any, a: Any, b: Any) -> Any:
    """`c = a != b` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_ne_descriptor(handle, _desc, c, a, b)
    if st:
        raise_status(st)
    return _desc[0]


def ne(desc: Any, workspace: Any, workspace_size: int, c: Any, a: Any, b: Any, stream: Any = None) -> None:
    """`c = a != b` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_ne(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", c or 0), ffi.cast("void *", a or 0), ffi.cast("void *", b or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_lt_descriptor(handle: Any, c: Any, a: Any, b: Any) -> Any:
    """`c = a < b` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_lt_descriptor(handle, _desc, c, a, b)
    if st:
        raise_status(st)
    return _desc[0]


def lt(desc: Any, workspace: Any, workspace_size: int, c: Any, a: Any, b: Any, stream: Any = None) -> None:
    """`c = a < b` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_lt(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", c or 0), ffi.cast("void *", a or 0), ffi.cast("void *", b or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_le_descriptor(handle: Any, c: Any, a: Any, b: Any) -> Any:
    """`c = a <= b` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_le_descriptor(handle, _desc, c, a, b)
    if st:
        raise_status(st)
    return _desc[0]


def le(desc: Any, workspace: Any, workspace_size: int, c: Any, a: Any, b: Any, stream: Any = None) -> None:
    """`c = a <= b` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_le(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", c or 0), ffi.cast("void *", a or 0), ffi.cast("void *", b or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_gt_descriptor(handle: Any, c: Any, a: Any, b: Any) -> Any:
    """`c = a > b` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_gt_descriptor(handle, _desc, c, a, b)
    if st:
        raise_status(st)
    return _desc[0]


def gt(desc: Any, workspace: Any, workspace_size: int, c: Any, a: Any, b: Any, stream: Any = None) -> None:
    """`c = a > b` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_gt(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", c or 0), ffi.cast("void *", a or 0), ffi.cast("void *", b or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_ge_descriptor(handle: Any, c: Any, a: Any, b: Any) -> Any:
    """`c = a >= b` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_ge_descriptor(handle, _desc, c, a, b)
    if st:
        raise_status(st)
    return _desc[0]


def ge(desc: Any, workspace: Any, workspace_size: int, c: Any, a: Any, b: Any, stream: Any = None) -> None:
    """`c = a >= b` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_ge(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", c or 0), ffi.cast("void *", a or 0), ffi.cast("void *", b or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_logical_and_descriptor(handle: Any, c: Any, a: Any, b: Any) -> Any:
    """`c = (a != 0) & (b != 0)` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_logical_and_descriptor(handle, _desc, c, a, b)
    if st:
        raise_status(st)
    return _desc[0]


def logical_and(desc: Any, workspace: Any, workspace_size: int, c: Any, a: Any, b: Any, stream: Any = None) -> None:
    """`c = (a != 0) & (b != 0)` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_logical_and(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", c or 0), ffi.cast("void *", a or 0), ffi.cast("void *", b or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_logical_or_descriptor(handle: Any, c: Any, a: Any, b: Any) -> Any:
    """`c = (a != 0) | (b != 0)` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_logical_or_descriptor(handle, _desc, c, a, b)
    if st:
        raise_status(st)
    return _desc[0]


def logical_or(desc: Any, workspace: Any, workspace_size: int, c: Any, a: Any, b: Any, stream: Any = None) -> None:
    """`c = (a != 0) | (b != 0)` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_logical_or(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", c or 0), ffi.cast("void *", a or 0), ffi.cast("void *", b or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_logical_xor_descriptor(handle: Any, c: Any, a: Any, b: Any) -> Any:
    """`c = (a != 0) != (b != 0)` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_logical_xor_descriptor(handle, _desc, c, a, b)
    if st:
        raise_status(st)
    return _desc[0]


def logical_xor(desc: Any, workspace: Any, workspace_size: int, c: Any, a: Any, b: Any, stream: Any = None) -> None:
    """`c = (a != 0) != (b != 0)` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_logical_xor(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", c or 0), ffi.cast("void *", a or 0), ffi.cast("void *", b or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_where_descriptor(handle: Any, y: Any, cond: Any, a: Any, b: Any) -> Any:
    """`y = np.where(cond != 0, a, b)` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_where_descriptor(handle, _desc, y, cond, a, b)
    if st:
        raise_status(st)
    return _desc[0]


def where(desc: Any, workspace: Any, workspace_size: int, y: Any, cond: Any, a: Any, b: Any, stream: Any = None) -> None:
    """`y = np.where(cond != 0, a, b)` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_where(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", cond or 0), ffi.cast("void *", a or 0), ffi.cast("void *", b or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_lerp_descriptor(handle: Any, y: Any, start: Any, end: Any, weight: Any) -> Any:
    """`y = start + weight * (end - start)`, from the nearer end (torch.lerp: exact at weight 0 and 1)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_lerp_descriptor(handle, _desc, y, start, end, weight)
    if st:
        raise_status(st)
    return _desc[0]


def lerp(desc: Any, workspace: Any, workspace_size: int, y: Any, start: Any, end: Any, weight: Any, stream: Any = None) -> None:
    """`y = start + weight * (end - start)`, from the nearer end (torch.lerp: exact at weight 0 and 1). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_lerp(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", start or 0), ffi.cast("void *", end or 0), ffi.cast("void *", weight or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_addcmul_descriptor(handle: Any, y: Any, x: Any, t1: Any, t2: Any) -> Any:
    """`y = x + value * t1 * t2` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_addcmul_descriptor(handle, _desc, y, x, t1, t2)
    if st:
        raise_status(st)
    return _desc[0]


def addcmul(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, t1: Any, t2: Any, value: float = 1.0, stream: Any = None) -> None:
    """`y = x + value * t1 * t2` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_addcmul(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), ffi.cast("void *", t1 or 0), ffi.cast("void *", t2 or 0), value, stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_addcdiv_descriptor(handle: Any, y: Any, x: Any, t1: Any, t2: Any) -> Any:
    """`y = x + value * t1 / t2` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_addcdiv_descriptor(handle, _desc, y, x, t1, t2)
    if st:
        raise_status(st)
    return _desc[0]


def addcdiv(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, t1: Any, t2: Any, value: float = 1.0, stream: Any = None) -> None:
    """`y = x + value * t1 / t2` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_addcdiv(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), ffi.cast("void *", t1 or 0), ffi.cast("void *", t2 or 0), value, stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_relu_backward_descriptor(handle: Any, dx: Any, dy: Any, x: Any) -> Any:
    """`dx = np.where(x > 0, dy, 0.0)` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_relu_backward_descriptor(handle, _desc, dx, dy, x)
    if st:
        raise_status(st)
    return _desc[0]


def relu_backward(desc: Any, workspace: Any, workspace_size: int, dx: Any, dy: Any, x: Any, stream: Any = None) -> None:
    """`dx = np.where(x > 0, dy, 0.0)` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_relu_backward(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", dx or 0), ffi.cast("void *", dy or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_silu_backward_descriptor(handle: Any, dx: Any, dy: Any, x: Any) -> Any:
    """`dx = dy / (1 + np.exp(-x)) * (1 + x * (1 - 1 / (1 + np.exp(-x))))` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_silu_backward_descriptor(handle, _desc, dx, dy, x)
    if st:
        raise_status(st)
    return _desc[0]


def silu_backward(desc: Any, workspace: Any, workspace_size: int, dx: Any, dy: Any, x: Any, stream: Any = None) -> None:
    """`dx = dy / (1 + np.exp(-x)) * (1 + x * (1 - 1 / (1 + np.exp(-x))))` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_silu_backward(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", dx or 0), ffi.cast("void *", dy or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_gelu_backward_descriptor(handle: Any, dx: Any, dy: Any, x: Any) -> Any:
    """`dx = dy * gelu'(x)`, gelu's exact (erf) form."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_gelu_backward_descriptor(handle, _desc, dx, dy, x)
    if st:
        raise_status(st)
    return _desc[0]


def gelu_backward(desc: Any, workspace: Any, workspace_size: int, dx: Any, dy: Any, x: Any, stream: Any = None) -> None:
    """`dx = dy * gelu'(x)`, gelu's exact (erf) form. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_gelu_backward(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", dx or 0), ffi.cast("void *", dy or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_gelutanh_backward_descriptor(handle: Any, dx: Any, dy: Any, x: Any) -> Any:
    """`dx = dy * gelu'(x)`, gelu's tanh approximation: with `u = sqrt(2/pi) (x + 0.044715 x^3)` and `a = exp(-2|u|)`, `0.5 (1 + tanh u)` is `1 / (1 + a)` (u >= 0) or `a / (1 + a)` and `1 - tanh^2 u` is `4a / (1 + a)^2`: nothing cancels in the tails (relative error of a few f32 ulps where the slope is tiny); the second term is 0 where a is (no inf * 0 at huge |x|: the slope's limits 1 and 0)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_gelutanh_backward_descriptor(handle, _desc, dx, dy, x)
    if st:
        raise_status(st)
    return _desc[0]


def gelutanh_backward(desc: Any, workspace: Any, workspace_size: int, dx: Any, dy: Any, x: Any, stream: Any = None) -> None:
    """`dx = dy * gelu'(x)`, gelu's tanh approximation: with `u = sqrt(2/pi) (x + 0.044715 x^3)` and `a = exp(-2|u|)`, `0.5 (1 + tanh u)` is `1 / (1 + a)` (u >= 0) or `a / (1 + a)` and `1 - tanh^2 u` is `4a / (1 + a)^2`: nothing cancels in the tails (relative error of a few f32 ulps where the slope is tiny); the second term is 0 where a is (no inf * 0 at huge |x|: the slope's limits 1 and 0). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_gelutanh_backward(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", dx or 0), ffi.cast("void *", dy or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_sigmoid_backward_descriptor(handle: Any, dx: Any, dy: Any, y: Any) -> Any:
    """`dx = dy * y * (1 - y)` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_sigmoid_backward_descriptor(handle, _desc, dx, dy, y)
    if st:
        raise_status(st)
    return _desc[0]


def sigmoid_backward(desc: Any, workspace: Any, workspace_size: int, dx: Any, dy: Any, y: Any, stream: Any = None) -> None:
    """`dx = dy * y * (1 - y)` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_sigmoid_backward(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", dx or 0), ffi.cast("void *", dy or 0), ffi.cast("void *", y or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_tanh_backward_descriptor(handle: Any, dx: Any, dy: Any, y: Any) -> Any:
    """`dx = dy * (1 - y * y)` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_tanh_backward_descriptor(handle, _desc, dx, dy, y)
    if st:
        raise_status(st)
    return _desc[0]


def tanh_backward(desc: Any, workspace: Any, workspace_size: int, dx: Any, dy: Any, y: Any, stream: Any = None) -> None:
    """`dx = dy * (1 - y * y)` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_tanh_backward(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", dx or 0), ffi.cast("void *", dy or 0), ffi.cast("void *", y or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_relu6_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = min(max(x, 0), 6)`; NaN stays NaN (torch.nn.functional.relu6)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_relu6_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def relu6(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = min(max(x, 0), 6)`; NaN stays NaN (torch.nn.functional.relu6). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_relu6(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_softsign_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = x / (1 + np.abs(x))` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_softsign_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def softsign(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = x / (1 + np.abs(x))` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_softsign(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_tanhshrink_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = x - np.tanh(x)` elementwise, broadcasting (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_tanhshrink_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def tanhshrink(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = x - np.tanh(x)` elementwise, broadcasting (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_tanhshrink(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_selu_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = scale * x` where x > 0, else `scale * alpha * (exp(x) - 1)` (torch.nn.functional.selu: scale 1.0507009873554805, alpha 1.6732632423543772)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_selu_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def selu(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = scale * x` where x > 0, else `scale * alpha * (exp(x) - 1)` (torch.nn.functional.selu: scale 1.0507009873554805, alpha 1.6732632423543772). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_selu(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_logaddexp2_descriptor(handle: Any, c: Any, a: Any, b: Any) -> Any:
    """`c = log2(2^a + 2^b)` elementwise, broadcasting, without overflow (equal infinities give that infinity, as NumPy and torch)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_logaddexp2_descriptor(handle, _desc, c, a, b)
    if st:
        raise_status(st)
    return _desc[0]


def logaddexp2(desc: Any, workspace: Any, workspace_size: int, c: Any, a: Any, b: Any, stream: Any = None) -> None:
    """`c = log2(2^a + 2^b)` elementwise, broadcasting, without overflow (equal infinities give that infinity, as NumPy and torch). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_logaddexp2(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", c or 0), ffi.cast("void *", a or 0), ffi.cast("void *", b or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_bitwise_right_shift_descriptor(handle: Any, c: Any, a: Any, b: Any) -> Any:
    """`c = a >> b`, arithmetic (the sign kept); a shift past the width, or a negative one, gives -1 for negative a and 0 otherwise (torch's, InfiniOP's)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_bitwise_right_shift_descriptor(handle, _desc, c, a, b)
    if st:
        raise_status(st)
    return _desc[0]


def bitwise_right_shift(desc: Any, workspace: Any, workspace_size: int, c: Any, a: Any, b: Any, stream: Any = None) -> None:
    """`c = a >> b`, arithmetic (the sign kept); a shift past the width, or a negative one, gives -1 for negative a and 0 otherwise (torch's, InfiniOP's). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_bitwise_right_shift(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", c or 0), ffi.cast("void *", a or 0), ffi.cast("void *", b or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_broadcast_to_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = x` broadcast to y's shape (NumPy rules), any strides: torch.broadcast_to's copy."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_broadcast_to_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def broadcast_to(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = x` broadcast to y's shape (NumPy rules), any strides: torch.broadcast_to's copy. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_broadcast_to(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_hardsigmoid_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = min(max(x + 3, 0), 6) / 6`; NaN stays NaN (torch.nn.functional.hardsigmoid)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_hardsigmoid_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def hardsigmoid(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = min(max(x + 3, 0), 6) / 6`; NaN stays NaN (torch.nn.functional.hardsigmoid). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_hardsigmoid(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_mish_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = x * tanh(softplus(x))` (torch.nn.functional.mish)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_mish_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def mish(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = x * tanh(softplus(x))` (torch.nn.functional.mish). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_mish(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_logsigmoid_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = log(sigmoid(x))`, as `min(x, 0) - log1p(exp(-|x|))`: no overflow (torch.nn.functional.logsigmoid)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_logsigmoid_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def logsigmoid(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = log(sigmoid(x))`, as `min(x, 0) - log1p(exp(-|x|))`: no overflow (torch.nn.functional.logsigmoid). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_logsigmoid(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_frac_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = x - trunc(x)`, the sign of x (torch.frac)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_frac_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def frac(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = x - trunc(x)`, the sign of x (torch.frac). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_frac(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_sinc_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = sin(pi x) / (pi x)`, 1 at 0 (the normalized sinc: torch.sinc, np.sinc)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_sinc_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def sinc(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = sin(pi x) / (pi x)`, 1 at 0 (the normalized sinc: torch.sinc, np.sinc). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_sinc(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_signbit_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = x's sign bit is set` (-0.0 and negative NaN included), as bool."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_signbit_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def signbit(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = x's sign bit is set` (-0.0 and negative NaN included), as bool. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_signbit(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_leaky_relu_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = x` where x > 0, else `negative_slope * x` (torch.nn.functional.leaky_relu)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_leaky_relu_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def leaky_relu(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, negative_slope: float = 0.01, stream: Any = None) -> None:
    """`y = x` where x > 0, else `negative_slope * x` (torch.nn.functional.leaky_relu). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_leaky_relu(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), negative_slope, stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_elu_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = scale * x` where x > 0, else `alpha * scale * (exp(input_scale * x) - 1)`: torch's elu, which celu and selu call too."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_elu_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def elu(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, alpha: float = 1.0, scale: float = 1.0, input_scale: float = 1.0, stream: Any = None) -> None:
    """`y = scale * x` where x > 0, else `alpha * scale * (exp(input_scale * x) - 1)`: torch's elu, which celu and selu call too. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_elu(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), alpha, scale, input_scale, stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_hardshrink_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = 0` where `-lambd <= x <= lambd`, else x; NaN stays NaN (torch.nn.functional.hardshrink)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_hardshrink_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def hardshrink(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, lambd: float = 0.5, stream: Any = None) -> None:
    """`y = 0` where `-lambd <= x <= lambd`, else x; NaN stays NaN (torch.nn.functional.hardshrink). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_hardshrink(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), lambd, stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_softshrink_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = x - lambd` above lambd, `x + lambd` below -lambd, else 0; NaN stays NaN (torch.nn.functional.softshrink)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_softshrink_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def softshrink(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, lambd: float = 0.5, stream: Any = None) -> None:
    """`y = x - lambd` above lambd, `x + lambd` below -lambd, else 0; NaN stays NaN (torch.nn.functional.softshrink). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_softshrink(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), lambd, stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_threshold_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = value` where `x <= threshold`, else x; NaN stays NaN (torch.nn.functional.threshold)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_threshold_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def threshold(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, threshold: float = 0.0, value: float = 0.0, stream: Any = None) -> None:
    """`y = value` where `x <= threshold`, else x; NaN stays NaN (torch.nn.functional.threshold). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_threshold(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), threshold, value, stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_nan_to_num_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = x` with NaN, +inf and -inf replaced by nan, posinf and neginf (torch.nan_to_num)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_nan_to_num_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def nan_to_num(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, nan: float = 0.0, posinf: float = 3.4028234663852886e+38, neginf: float = -3.4028234663852886e+38, stream: Any = None) -> None:
    """`y = x` with NaN, +inf and -inf replaced by nan, posinf and neginf (torch.nan_to_num). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_nan_to_num(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), nan, posinf, neginf, stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_xlogy_descriptor(handle: Any, c: Any, a: Any, b: Any) -> Any:
    """`c = a * log(b)`, 0 where a is 0 (unless b is NaN) (torch.xlogy, scipy.special.xlogy)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_xlogy_descriptor(handle, _desc, c, a, b)
    if st:
        raise_status(st)
    return _desc[0]


def xlogy(desc: Any, workspace: Any, workspace_size: int, c: Any, a: Any, b: Any, stream: Any = None) -> None:
    """`c = a * log(b)`, 0 where a is 0 (unless b is NaN) (torch.xlogy, scipy.special.xlogy). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_xlogy(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", c or 0), ffi.cast("void *", a or 0), ffi.cast("void *", b or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_xlog1py_descriptor(handle: Any, c: Any, a: Any, b: Any) -> Any:
    """`c = a * log1p(b)`, 0 where a is 0 (unless b is NaN) (torch.special.xlog1py)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_xlog1py_descriptor(handle, _desc, c, a, b)
    if st:
        raise_status(st)
    return _desc[0]


def xlog1py(desc: Any, workspace: Any, workspace_size: int, c: Any, a: Any, b: Any, stream: Any = None) -> None:
    """`c = a * log1p(b)`, 0 where a is 0 (unless b is NaN) (torch.special.xlog1py). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_xlog1py(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", c or 0), ffi.cast("void *", a or 0), ffi.cast("void *", b or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_heaviside_descriptor(handle: Any, c: Any, a: Any, b: Any) -> Any:
    """`c = b` where a is 0, else 1 for positive a and 0 otherwise (NaN included: torch.heaviside's)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_heaviside_descriptor(handle, _desc, c, a, b)
    if st:
        raise_status(st)
    return _desc[0]


def heaviside(desc: Any, workspace: Any, workspace_size: int, c: Any, a: Any, b: Any, stream: Any = None) -> None:
    """`c = b` where a is 0, else 1 for positive a and 0 otherwise (NaN included: torch.heaviside's). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_heaviside(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", c or 0), ffi.cast("void *", a or 0), ffi.cast("void *", b or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_sum_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = np.sum(x, axis=axes, keepdims=True)` over the reduced dims `axes` (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_sum_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def sum(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = np.sum(x, axis=axes, keepdims=True)` over the reduced dims `axes` (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_sum(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_mean_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = mean(x)` over the reduced dims (NaN where there are none)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_mean_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def mean(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = mean(x)` over the reduced dims (NaN where there are none). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_mean(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_prod_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = prod(x)` over the reduced dims (torch.prod), f16/bf16 multiplied in f32 in the kernel's fixed order: a zero after a partial product overflowed gives NaN (IEEE's inf * 0; another order, NumPy's f64 one, may give 0 instead, as torch's f32 accumulation may too)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_prod_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def prod(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = prod(x)` over the reduced dims (torch.prod), f16/bf16 multiplied in f32 in the kernel's fixed order: a zero after a partial product overflowed gives NaN (IEEE's inf * 0; another order, NumPy's f64 one, may give 0 instead, as torch's f32 accumulation may too). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_prod(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_amax_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = max(x)` over the reduced dims; NaN if any is NaN (torch.amax). No elements to reduce (an output over none): refused at creation, as torch raises."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_amax_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def amax(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = max(x)` over the reduced dims; NaN if any is NaN (torch.amax). No elements to reduce (an output over none): refused at creation, as torch raises. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_amax(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_amin_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = min(x)` over the reduced dims; NaN if any is NaN (torch.amin). No elements to reduce (an output over none): refused at creation, as torch raises."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_amin_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def amin(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = min(x)` over the reduced dims; NaN if any is NaN (torch.amin). No elements to reduce (an output over none): refused at creation, as torch raises. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_amin(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_norm_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = sqrt(sum(x * x))` over the reduced dims (the 2-norm)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_norm_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def norm(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = sqrt(sum(x * x))` over the reduced dims (the 2-norm). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_norm(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_any_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = np.any(x != 0, axis=axes, keepdims=True)` over the reduced dims `axes` (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_any_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def any(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = np.any(x != 0, axis=axes, keepdims=True)` over the reduced dims `axes` (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_any(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_all_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = np.all(x != 0, axis=axes, keepdims=True)` over the reduced dims `axes` (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_all_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def all(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = np.all(x != 0, axis=axes, keepdims=True)` over the reduced dims `axes` (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_all(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_count_nonzero_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = np.sum(x != 0, axis=axes, keepdims=True)` over the reduced dims `axes` (NumPy notation)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_count_nonzero_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def count_nonzero(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = np.sum(x != 0, axis=axes, keepdims=True)` over the reduced dims `axes` (NumPy notation). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_count_nonzero(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_cast_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = x` converted to y's dtype, any dtype to any; x broadcasts, any strides (negative, zero, overlapping source). Floats to integers truncate toward zero, saturating at int64's range, NaN giving 0, then wrap to a narrower dtype (NumPy's astype on x86-64); to bool: not 0; f16/bf16 round to nearest even. The foundation of contiguous, strided copies, expand and dtype conversion."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_cast_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def cast(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = x` converted to y's dtype, any dtype to any; x broadcasts, any strides (negative, zero, overlapping source). Floats to integers truncate toward zero, saturating at int64's range, NaN giving 0, then wrap to a narrower dtype (NumPy's astype on x86-64); to bool: not 0; f16/bf16 round to nearest even. The foundation of contiguous, strided copies, expand and dtype conversion. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_cast(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_uniform_descriptor(handle: Any, y: Any) -> Any:
    """`y = low + (high - low) * u`, u uniform in [0, 1) from Philox4x32-10 at (seed, offset): one 32-bit draw per element, `u = (w >> 8) * 2^-24`, computed in f32 (f16/bf16 rounded once); f64: one 64-bit draw, `u = (w >> 11) * 2^-53`, in f64. Rounding may give `high` itself (as torch's)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_uniform_descriptor(handle, _desc, y)
    if st:
        raise_status(st)
    return _desc[0]


def uniform(desc: Any, workspace: Any, workspace_size: int, y: Any, seed: int = 0, offset: int = 0, low: float = 0.0, high: float = 1.0, stream: Any = None) -> None:
    """`y = low + (high - low) * u`, u uniform in [0, 1) from Philox4x32-10 at (seed, offset): one 32-bit draw per element, `u = (w >> 8) * 2^-24`, computed in f32 (f16/bf16 rounded once); f64: one 64-bit draw, `u = (w >> 11) * 2^-53`, in f64. Rounding may give `high` itself (as torch's). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_uniform(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), seed, offset, low, high, stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_normal_descriptor(handle: Any, y: Any) -> Any:
    """`y = mean + std * z`, z standard normal by Box-Muller from Philox4x32-10 at (seed, offset): the elements e and e + 1 of an even e share one pair of uniforms, `z = sqrt(-2 ln u1) * cos(2 pi u2)` for the even one, `sin` for the odd. f16/bf16/f32: the pair is words 2k and 2k + 1 (k = (e % 4) / 2) of block e / 4, `u1 = ((w >> 8) + 1) * 2^-24` (in (0, 1]), `u2 = (w >> 8) * 2^-24`, rounded once to the dtype; f64: words 0-1 (u1) and 2-3 (u2) of block e / 2 as 64-bit draws, `u1 = ((w >> 11) + 1) * 2^-53`, `u2 = (w >> 11) * 2^-53`. The log and trigonometry are each backend's (within a few ulp)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_normal_descriptor(handle, _desc, y)
    if st:
        raise_status(st)
    return _desc[0]


def normal(desc: Any, workspace: Any, workspace_size: int, y: Any, seed: int = 0, offset: int = 0, mean: float = 0.0, std: float = 1.0, stream: Any = None) -> None:
    """`y = mean + std * z`, z standard normal by Box-Muller from Philox4x32-10 at (seed, offset): the elements e and e + 1 of an even e share one pair of uniforms, `z = sqrt(-2 ln u1) * cos(2 pi u2)` for the even one, `sin` for the odd. f16/bf16/f32: the pair is words 2k and 2k + 1 (k = (e % 4) / 2) of block e / 4, `u1 = ((w >> 8) + 1) * 2^-24` (in (0, 1]), `u2 = (w >> 8) * 2^-24`, rounded once to the dtype; f64: words 0-1 (u1) and 2-3 (u2) of block e / 2 as 64-bit draws, `u1 = ((w >> 11) + 1) * 2^-53`, `u2 = (w >> 11) * 2^-53`. The log and trigonometry are each backend's (within a few ulp). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_normal(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), seed, offset, mean, std, stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_bernoulli_descriptor(handle: Any, y: Any) -> Any:
    """`y = 1` where `u < p`, else 0 (dropout's keep mask), u from one 32-bit draw of Philox4x32-10 at (seed, offset), `u = (w >> 8) * 2^-24` compared in f32: the same bits in every dtype. p 0 gives zeros, 1 ones."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_bernoulli_descriptor(handle, _desc, y)
    if st:
        raise_status(st)
    return _desc[0]


def bernoulli(desc: Any, workspace: Any, workspace_size: int, y: Any, seed: int = 0, offset: int = 0, p: float = 0.5, stream: Any = None) -> None:
    """`y = 1` where `u < p`, else 0 (dropout's keep mask), u from one 32-bit draw of Philox4x32-10 at (seed, offset), `u = (w >> 8) * 2^-24` compared in f32: the same bits in every dtype. p 0 gives zeros, 1 ones. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_bernoulli(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), seed, offset, p, stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_randint_descriptor(handle: Any, y: Any) -> Any:
    """`y` integers uniform in [low, high) from Philox4x32-10 at (seed, offset). Where `high - low <= 2^32`: one 32-bit draw per element, `y = low + ((w * (high - low)) >> 32)` (multiply-shift: no division; each value's share is within (high - low) / 2^32 of the rest's); wider: one 64-bit draw, `y = low + w mod (high - low)`. Float outputs hold the integer rounded once. `high <= low` is refused at the call; a bound an int32 output cannot hold fails the run (the cpu backend: INVALID_VALUE at the stream's next synchronize)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_randint_descriptor(handle, _desc, y)
    if st:
        raise_status(st)
    return _desc[0]


def randint(desc: Any, workspace: Any, workspace_size: int, y: Any, seed: int = 0, offset: int = 0, low: int = 0, high: int = 2, stream: Any = None) -> None:
    """`y` integers uniform in [low, high) from Philox4x32-10 at (seed, offset). Where `high - low <= 2^32`: one 32-bit draw per element, `y = low + ((w * (high - low)) >> 32)` (multiply-shift: no division; each value's share is within (high - low) / 2^32 of the rest's); wider: one 64-bit draw, `y = low + w mod (high - low)`. Float outputs hold the integer rounded once. `high <= low` is refused at the call; a bound an int32 output cannot hold fails the run (the cpu backend: INVALID_VALUE at the stream's next synchronize). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_randint(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), seed, offset, low, high, stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_masked_fill_descriptor(handle: Any, y: Any, x: Any, mask: Any) -> Any:
    """`y = value` where `mask`, else `x`, broadcasting (torch.masked_fill, Paddle's masked_fill). An integer or bool y takes `value` truncated toward zero, saturated at int64's range, then wrapped to its dtype, as `cast` converts (torch raises where it overflows)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_masked_fill_descriptor(handle, _desc, y, x, mask)
    if st:
        raise_status(st)
    return _desc[0]


def masked_fill(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, mask: Any, value: float = 0.0, stream: Any = None) -> None:
    """`y = value` where `mask`, else `x`, broadcasting (torch.masked_fill, Paddle's masked_fill). An integer or bool y takes `value` truncated toward zero, saturated at int64's range, then wrapped to its dtype, as `cast` converts (torch raises where it overflows). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_masked_fill(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), ffi.cast("void *", mask or 0), value, stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_arange_descriptor(handle: Any, y: Any) -> Any:
    """`y[i] = start + i * step` (torch.arange, Paddle's arange): computed in f64 from the f32 attributes, then rounded to y's dtype (f16 / bf16 through f32, as `cast`) (an integer y: truncated toward zero, saturated at int64's range, then wrapped, as `cast`). y is the caller's: its length is the count of values, `ceil((end - start) / step)` for torch's end."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_arange_descriptor(handle, _desc, y)
    if st:
        raise_status(st)
    return _desc[0]


def arange(desc: Any, workspace: Any, workspace_size: int, y: Any, start: float = 0.0, step: float = 1.0, stream: Any = None) -> None:
    """`y[i] = start + i * step` (torch.arange, Paddle's arange): computed in f64 from the f32 attributes, then rounded to y's dtype (f16 / bf16 through f32, as `cast`) (an integer y: truncated toward zero, saturated at int64's range, then wrapped, as `cast`). y is the caller's: its length is the count of values, `ceil((end - start) / step)` for torch's end. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_arange(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), start, step, stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_linspace_descriptor(handle: Any, y: Any) -> Any:
    """`steps` values evenly from start to end, both included, steps = y's length (torch.linspace, numpy.linspace, Paddle's linspace): with `step = (end - start) / (steps - 1)`, `y[i] = start + i * step` for `i < steps / 2` and `end - (steps - 1 - i) * step` from there (torch's symmetric form: the last value is exactly end, as NumPy's); one value: start. Computed in f64 from the f32 attributes, then rounded to y's dtype as `cast` (an integer y: truncated toward zero, saturated at int64's range, then wrapped, as torch's integer linspace)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_linspace_descriptor(handle, _desc, y)
    if st:
        raise_status(st)
    return _desc[0]


def linspace(desc: Any, workspace: Any, workspace_size: int, y: Any, start: float = 0.0, end: float = 1.0, stream: Any = None) -> None:
    """`steps` values evenly from start to end, both included, steps = y's length (torch.linspace, numpy.linspace, Paddle's linspace): with `step = (end - start) / (steps - 1)`, `y[i] = start + i * step` for `i < steps / 2` and `end - (steps - 1 - i) * step` from there (torch's symmetric form: the last value is exactly end, as NumPy's); one value: start. Computed in f64 from the f32 attributes, then rounded to y's dtype as `cast` (an integer y: truncated toward zero, saturated at int64's range, then wrapped, as torch's integer linspace). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_linspace(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), start, end, stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_tril_descriptor(handle: Any, y: Any, x: Any, diagonal: int = 0) -> Any:
    """`y = x` on and below the `diagonal`-th diagonal of each [m, n] matrix (`j - i <= diagonal`), 0 above it (torch.tril, Paddle's tril / tril_triu with lower). y may be x."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_tril_descriptor(handle, _desc, y, x, diagonal)
    if st:
        raise_status(st)
    return _desc[0]


def tril(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = x` on and below the `diagonal`-th diagonal of each [m, n] matrix (`j - i <= diagonal`), 0 above it (torch.tril, Paddle's tril / tril_triu with lower). y may be x. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_tril(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_triu_descriptor(handle: Any, y: Any, x: Any, diagonal: int = 0) -> Any:
    """`y = x` on and above the `diagonal`-th diagonal of each [m, n] matrix (`j - i >= diagonal`), 0 below it (torch.triu, Paddle's triu / tril_triu). y may be x."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_triu_descriptor(handle, _desc, y, x, diagonal)
    if st:
        raise_status(st)
    return _desc[0]


def triu(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = x` on and above the `diagonal`-th diagonal of each [m, n] matrix (`j - i >= diagonal`), 0 below it (torch.triu, Paddle's triu / tril_triu). y may be x. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_triu(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_one_hot_descriptor(handle: Any, y: Any, index: Any, num_classes: int = 2) -> Any:
    """`y[..., c] = 1` where `index[...] == c`, else 0 (torch.nn.functional.one_hot, Paddle's one_hot), in y's dtype. An index outside [0, num_classes) fails the run (torch raises)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_one_hot_descriptor(handle, _desc, y, index, num_classes)
    if st:
        raise_status(st)
    return _desc[0]


def one_hot(desc: Any, workspace: Any, workspace_size: int, y: Any, index: Any, stream: Any = None) -> None:
    """`y[..., c] = 1` where `index[...] == c`, else 0 (torch.nn.functional.one_hot, Paddle's one_hot), in y's dtype. An index outside [0, num_classes) fails the run (torch raises). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_one_hot(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", index or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_gather_descriptor(handle: Any, out: Any, x: Any, index: Any) -> Any:
    """`out[..., j] = x[..., index[..., j]]` along the last dim (torch.gather(x, -1, index), Paddle's take_along_axis); x and index broadcast to out's leading dims. An index outside [0, n) fails the run (torch raises)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_gather_descriptor(handle, _desc, out, x, index)
    if st:
        raise_status(st)
    return _desc[0]


def gather(desc: Any, workspace: Any, workspace_size: int, out: Any, x: Any, index: Any, stream: Any = None) -> None:
    """`out[..., j] = x[..., index[..., j]]` along the last dim (torch.gather(x, -1, index), Paddle's take_along_axis); x and index broadcast to out's leading dims. An index outside [0, n) fails the run (torch raises). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_gather(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", out or 0), ffi.cast("void *", x or 0), ffi.cast("void *", index or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_index_select_descriptor(handle: Any, out: Any, x: Any, index: Any) -> Any:
    """`out[..., j] = x[..., index[j]]`: the same positions of every row (torch.index_select(x, -1, index), Paddle's index_select; dim 0 of a table is its transpose's last). An index outside [0, n) fails the run (torch raises)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_index_select_descriptor(handle, _desc, out, x, index)
    if st:
        raise_status(st)
    return _desc[0]


def index_select(desc: Any, workspace: Any, workspace_size: int, out: Any, x: Any, index: Any, stream: Any = None) -> None:
    """`out[..., j] = x[..., index[j]]`: the same positions of every row (torch.index_select(x, -1, index), Paddle's index_select; dim 0 of a table is its transpose's last). An index outside [0, n) fails the run (torch raises). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_index_select(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", out or 0), ffi.cast("void *", x or 0), ffi.cast("void *", index or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_scatter_descriptor(handle: Any, y: Any, x: Any, index: Any, src: Any) -> Any:
    """`y = x`, then `y[..., index[..., j]] = src[..., j]` for j in order along the last dim (torch.scatter(x, -1, index, src), Paddle's put_along_axis with reduce 'assign'): of several j naming one position the last wins (torch leaves it undefined). y may be x (in place). An index outside [0, n) fails the run (torch raises)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_scatter_descriptor(handle, _desc, y, x, index, src)
    if st:
        raise_status(st)
    return _desc[0]


def scatter(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, index: Any, src: Any, stream: Any = None) -> None:
    """`y = x`, then `y[..., index[..., j]] = src[..., j]` for j in order along the last dim (torch.scatter(x, -1, index, src), Paddle's put_along_axis with reduce 'assign'): of several j naming one position the last wins (torch leaves it undefined). y may be x (in place). An index outside [0, n) fails the run (torch raises). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_scatter(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), ffi.cast("void *", index or 0), ffi.cast("void *", src or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_scatter_add_descriptor(handle: Any, y: Any, x: Any, index: Any, src: Any) -> Any:
    """`y = x`, then `y[..., index[..., j]] += src[..., j]` along the last dim (torch.scatter_add(x, -1, index, src), Paddle's put_along_axis with reduce 'add'): each position's sum in j order in f64 (integers in int64, wrapping), rounded to y's dtype at the end: the same bits for any thread count (torch's CUDA kernel adds in any order). y may be x. An index outside [0, n) fails the run."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_scatter_add_descriptor(handle, _desc, y, x, index, src)
    if st:
        raise_status(st)
    return _desc[0]


def scatter_add(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, index: Any, src: Any, stream: Any = None) -> None:
    """`y = x`, then `y[..., index[..., j]] += src[..., j]` along the last dim (torch.scatter_add(x, -1, index, src), Paddle's put_along_axis with reduce 'add'): each position's sum in j order in f64 (integers in int64, wrapping), rounded to y's dtype at the end: the same bits for any thread count (torch's CUDA kernel adds in any order). y may be x. An index outside [0, n) fails the run. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_scatter_add(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), ffi.cast("void *", index or 0), ffi.cast("void *", src or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_index_add_descriptor(handle: Any, y: Any, x: Any, index: Any, src: Any) -> Any:
    """`y = x`, then `y[..., index[j]] += alpha * src[..., j]`: the same positions in every row (torch.index_add(x, -1, index, src, alpha=alpha), Paddle's index_add; embedding's backward is dim 0 of the table's gradient, its transpose's last dim). Each position's sum in j order in f64, rounded to y's dtype at the end (integers: in int64 with alpha truncated, wrapping): the same bits for any thread count. y may be x. An index outside [0, n) fails the run."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_index_add_descriptor(handle, _desc, y, x, index, src)
    if st:
        raise_status(st)
    return _desc[0]


def index_add(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, index: Any, src: Any, alpha: float = 1.0, stream: Any = None) -> None:
    """`y = x`, then `y[..., index[j]] += alpha * src[..., j]`: the same positions in every row (torch.index_add(x, -1, index, src, alpha=alpha), Paddle's index_add; embedding's backward is dim 0 of the table's gradient, its transpose's last dim). Each position's sum in j order in f64, rounded to y's dtype at the end (integers: in int64 with alpha truncated, wrapping): the same bits for any thread count. y may be x. An index outside [0, n) fails the run. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_index_add(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), ffi.cast("void *", index or 0), ffi.cast("void *", src or 0), alpha, stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_cumsum_descriptor(handle: Any, y: Any, x: Any, dim: int = -1, exclusive: bool = False, reverse: bool = False) -> Any:
    """`y[..., i, ...]` = the sum of x's elements 0 to i along `dim` (torch.cumsum, Paddle's cumsum with its `exclusive` and `reverse`). Floats add in order in f64, each result rounded to y's dtype; integers in int64, wrapping to y's dtype: the same bits for any thread count."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_cumsum_descriptor(handle, _desc, y, x, dim, exclusive, reverse)
    if st:
        raise_status(st)
    return _desc[0]


def cumsum(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y[..., i, ...]` = the sum of x's elements 0 to i along `dim` (torch.cumsum, Paddle's cumsum with its `exclusive` and `reverse`). Floats add in order in f64, each result rounded to y's dtype; integers in int64, wrapping to y's dtype: the same bits for any thread count. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_cumsum(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_cumprod_descriptor(handle: Any, y: Any, x: Any, dim: int = -1, exclusive: bool = False, reverse: bool = False) -> Any:
    """`y[..., i, ...]` = the product of x's elements 0 to i along `dim` (torch.cumprod, Paddle's cumprod with its `exclusive` and `reverse`). Floats multiply in order in f64, each result rounded to y's dtype; integers in int64, wrapping to y's dtype: the same bits for any thread count."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_cumprod_descriptor(handle, _desc, y, x, dim, exclusive, reverse)
    if st:
        raise_status(st)
    return _desc[0]


def cumprod(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y[..., i, ...]` = the product of x's elements 0 to i along `dim` (torch.cumprod, Paddle's cumprod with its `exclusive` and `reverse`). Floats multiply in order in f64, each result rounded to y's dtype; integers in int64, wrapping to y's dtype: the same bits for any thread count. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_cumprod(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_topk_descriptor(handle: Any, values: Any, indices: Any, x: Any, k: int = 1, largest: bool = True) -> Any:
    """The `k` largest of each row of x along the last dim, descending (with `largest` false: the smallest, ascending), and their positions (torch.topk(x, k, -1, largest, sorted=True), Paddle's topk). Of equal values the lower position comes first; NaN counts as larger than every number (torch's order)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_topk_descriptor(handle, _desc, values, indices, x, k, largest)
    if st:
        raise_status(st)
    return _desc[0]


def topk(desc: Any, workspace: Any, workspace_size: int, values: Any, indices: Any, x: Any, stream: Any = None) -> None:
    """The `k` largest of each row of x along the last dim, descending (with `largest` false: the smallest, ascending), and their positions (torch.topk(x, k, -1, largest, sorted=True), Paddle's topk). Of equal values the lower position comes first; NaN counts as larger than every number (torch's order). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_topk(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", values or 0), ffi.cast("void *", indices or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_sort_descriptor(handle: Any, values: Any, indices: Any, x: Any, descending: bool = False) -> Any:
    """Each row of x along the last dim sorted, stable (equal values keep their order), ascending or with `descending` descending, and each value's position in x (torch.sort(x, -1, descending, stable=True), Paddle's sort). NaN counts as larger than every number (torch's order)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_sort_descriptor(handle, _desc, values, indices, x, descending)
    if st:
        raise_status(st)
    return _desc[0]


def sort(desc: Any, workspace: Any, workspace_size: int, values: Any, indices: Any, x: Any, stream: Any = None) -> None:
    """Each row of x along the last dim sorted, stable (equal values keep their order), ascending or with `descending` descending, and each value's position in x (torch.sort(x, -1, descending, stable=True), Paddle's sort). NaN counts as larger than every number (torch's order). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_sort(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", values or 0), ffi.cast("void *", indices or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_argsort_descriptor(handle: Any, indices: Any, x: Any, descending: bool = False) -> Any:
    """The positions that sort each row of x along the last dim, stable (equal values keep their order), ascending or with `descending` descending (torch.argsort(x, -1, descending, stable=True), Paddle's argsort). NaN counts as larger than every number (torch's order)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_argsort_descriptor(handle, _desc, indices, x, descending)
    if st:
        raise_status(st)
    return _desc[0]


def argsort(desc: Any, workspace: Any, workspace_size: int, indices: Any, x: Any, stream: Any = None) -> None:
    """The positions that sort each row of x along the last dim, stable (equal values keep their order), ascending or with `descending` descending (torch.argsort(x, -1, descending, stable=True), Paddle's argsort). NaN counts as larger than every number (torch's order). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_argsort(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", indices or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_argmax_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """The position of the largest element of each row of x along the last dim (torch.argmax(x, -1), Paddle's argmax with axis -1); the first of equal ones; NaN counts as larger than every number (its first position, as torch). An empty row (n = 0 with outputs) is refused at creation, as torch raises."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_argmax_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def argmax(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """The position of the largest element of each row of x along the last dim (torch.argmax(x, -1), Paddle's argmax with axis -1); the first of equal ones; NaN counts as larger than every number (its first position, as torch). An empty row (n = 0 with outputs) is refused at creation, as torch raises. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_argmax(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_argmin_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """The position of the smallest element of each row of x along the last dim (torch.argmin(x, -1), Paddle's argmin with axis -1); the first of equal ones; a NaN wins (its first position: torch.argmin propagates NaN too). An empty row (n = 0 with outputs) is refused at creation, as torch raises."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_argmin_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def argmin(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """The position of the smallest element of each row of x along the last dim (torch.argmin(x, -1), Paddle's argmin with axis -1); the first of equal ones; a NaN wins (its first position: torch.argmin propagates NaN too). An empty row (n = 0 with outputs) is refused at creation, as torch raises. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_argmin(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_histc_descriptor(handle: Any, y: Any, x: Any, bins: int = 100, min_val: float = 0.0, max_val: float = 0.0) -> Any:
    """The count of x's elements in each of `bins` equal bins over [min_val, max_val] (torch.histc, Paddle's histogram), integer x too (transformers' MoE counts tokens per expert on int32): v goes to bin `floor((v - min_val) / (max_val - min_val) * bins)` computed in f64 (torch's cpu order), max_val to the last; values outside the range and NaN are not counted. `min_val == max_val`: the range is x's smallest and largest element, NaN left out (those equal too: less and more 1), as torch. Counts are exact integers, stored in y's dtype. `min_val > max_val`, or an infinite range, fails the run (torch raises)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_histc_descriptor(handle, _desc, y, x, bins, min_val, max_val)
    if st:
        raise_status(st)
    return _desc[0]


def histc(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """The count of x's elements in each of `bins` equal bins over [min_val, max_val] (torch.histc, Paddle's histogram), integer x too (transformers' MoE counts tokens per expert on int32): v goes to bin `floor((v - min_val) / (max_val - min_val) * bins)` computed in f64 (torch's cpu order), max_val to the last; values outside the range and NaN are not counted. `min_val == max_val`: the range is x's smallest and largest element, NaN left out (those equal too: less and more 1), as torch. Counts are exact integers, stored in y's dtype. `min_val > max_val`, or an infinite range, fails the run (torch raises). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_histc(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_softmax_backward_descriptor(handle: Any, dx: Any, dy: Any, y: Any, axis: int = -1) -> Any:
    """`dx = y * (dy - sum(dy * y))` along `axis`: softmax's gradient from its output `y` (torch's _softmax_backward_data, Paddle's softmax_grad). dy and y broadcast to dx's shape; f16/bf16 compute in f32; each row's sum in order (the same bits for any thread count)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_softmax_backward_descriptor(handle, _desc, dx, dy, y, axis)
    if st:
        raise_status(st)
    return _desc[0]


def softmax_backward(desc: Any, workspace: Any, workspace_size: int, dx: Any, dy: Any, y: Any, stream: Any = None) -> None:
    """`dx = y * (dy - sum(dy * y))` along `axis`: softmax's gradient from its output `y` (torch's _softmax_backward_data, Paddle's softmax_grad). dy and y broadcast to dx's shape; f16/bf16 compute in f32; each row's sum in order (the same bits for any thread count). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_softmax_backward(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", dx or 0), ffi.cast("void *", dy or 0), ffi.cast("void *", y or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_log_softmax_backward_descriptor(handle: Any, dx: Any, dy: Any, y: Any, dim: int = -1) -> Any:
    """`dx = dy - exp(y) * sum(dy)` along `dim`: log_softmax's gradient from its output `y` (torch's _log_softmax_backward_data, Paddle's log_softmax_grad). dy and y broadcast to dx's shape; f16/bf16 compute in f32; each row's sum in order."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_log_softmax_backward_descriptor(handle, _desc, dx, dy, y, dim)
    if st:
        raise_status(st)
    return _desc[0]


def log_softmax_backward(desc: Any, workspace: Any, workspace_size: int, dx: Any, dy: Any, y: Any, stream: Any = None) -> None:
    """`dx = dy - exp(y) * sum(dy)` along `dim`: log_softmax's gradient from its output `y` (torch's _log_softmax_backward_data, Paddle's log_softmax_grad). dy and y broadcast to dx's shape; f16/bf16 compute in f32; each row's sum in order. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_log_softmax_backward(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", dx or 0), ffi.cast("void *", dy or 0), ffi.cast("void *", y or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_layer_norm_backward_descriptor(handle: Any, dx: Any, dweight: Any, dbias: Any, dy: Any, input_standardization: Any, input_std_deviation: Any, weight: Any) -> Any:
    """layer_norm's gradients from what its forward outputs (`input_standardization` z and `input_std_deviation` std): with `g = dy * weight`, `dx = (g - mean(g) - z * mean(g * z)) / std` over the last dim, `dweight = sum(dy * z)` and `dbias = sum(dy)` over every row (torch's native_layer_norm_backward, Paddle's layer_norm_grad, which take the mean and 1/std instead). f16/bf16 compute in f32; the sums over rows run in row order per column (the same bits for any thread count)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_layer_norm_backward_descriptor(handle, _desc, dx, dweight, ffi.NULL if dbias is None else dbias, dy, input_standardization, input_std_deviation, weight)
    if st:
        raise_status(st)
    return _desc[0]


def layer_norm_backward(desc: Any, workspace: Any, workspace_size: int, dx: Any, dweight: Any, dbias: Any, dy: Any, input_standardization: Any, input_std_deviation: Any, weight: Any, stream: Any = None) -> None:
    """layer_norm's gradients from what its forward outputs (`input_standardization` z and `input_std_deviation` std): with `g = dy * weight`, `dx = (g - mean(g) - z * mean(g * z)) / std` over the last dim, `dweight = sum(dy * z)` and `dbias = sum(dy)` over every row (torch's native_layer_norm_backward, Paddle's layer_norm_grad, which take the mean and 1/std instead). f16/bf16 compute in f32; the sums over rows run in row order per column (the same bits for any thread count). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_layer_norm_backward(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", dx or 0), ffi.cast("void *", dweight or 0), ffi.cast("void *", dbias or 0), ffi.cast("void *", dy or 0), ffi.cast("void *", input_standardization or 0), ffi.cast("void *", input_std_deviation or 0), ffi.cast("void *", weight or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_rms_norm_backward_descriptor(handle: Any, dx: Any, dw: Any, dy: Any, x: Any, w: Any, epsilon: float = 1e-06) -> Any:
    """rms_norm's gradients: per row `r = 1 / sqrt(mean(x * x) + epsilon)` (recomputed from x), with `g = dy * w`, `dx = r * g - x * r^3 * mean(g * x)` over the last dim, and `dw = sum(dy * x * r)` over every row. f16/bf16 compute in f32; the sums over rows run in row order per column (the same bits for any thread count)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_rms_norm_backward_descriptor(handle, _desc, dx, dw, dy, x, w, epsilon)
    if st:
        raise_status(st)
    return _desc[0]


def rms_norm_backward(desc: Any, workspace: Any, workspace_size: int, dx: Any, dw: Any, dy: Any, x: Any, w: Any, stream: Any = None) -> None:
    """rms_norm's gradients: per row `r = 1 / sqrt(mean(x * x) + epsilon)` (recomputed from x), with `g = dy * w`, `dx = r * g - x * r^3 * mean(g * x)` over the last dim, and `dw = sum(dy * x * r)` over every row. f16/bf16 compute in f32; the sums over rows run in row order per column (the same bits for any thread count). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_rms_norm_backward(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", dx or 0), ffi.cast("void *", dw or 0), ffi.cast("void *", dy or 0), ffi.cast("void *", x or 0), ffi.cast("void *", w or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_nll_loss_descriptor(handle: Any, y: Any, x: Any, target: Any) -> Any:
    """`y = -x[target]`: the per-token negative log-likelihood of log-probabilities `x` (one row of v classes per token) at class indices `target`, no reduction (torch's nll_loss with reduction='none', Paddle's nll_loss); a `target` outside `[0, v)` gives 0 (an ignored token, as anyrt's cross_entropy)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_nll_loss_descriptor(handle, _desc, y, x, target)
    if st:
        raise_status(st)
    return _desc[0]


def nll_loss(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, target: Any, stream: Any = None) -> None:
    """`y = -x[target]`: the per-token negative log-likelihood of log-probabilities `x` (one row of v classes per token) at class indices `target`, no reduction (torch's nll_loss with reduction='none', Paddle's nll_loss); a `target` outside `[0, v)` gives 0 (an ignored token, as anyrt's cross_entropy). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_nll_loss(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), ffi.cast("void *", target or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_cross_entropy_backward_descriptor(handle: Any, dx: Any, dy: Any, x: Any, target: Any) -> Any:
    """cross_entropy's gradient: `dx = dy * (softmax(x) - onehot(target))` along the last dim, per token; a token whose `target` is outside `[0, v)` (ignored: its loss is 0) gets a row of zeros (torch's cross_entropy backward, reduction='none': log_softmax's and nll_loss's backwards in one pass; Paddle's cross_entropy_with_softmax_grad). f16/bf16 compute in f32."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_cross_entropy_backward_descriptor(handle, _desc, dx, dy, x, target)
    if st:
        raise_status(st)
    return _desc[0]


def cross_entropy_backward(desc: Any, workspace: Any, workspace_size: int, dx: Any, dy: Any, x: Any, target: Any, stream: Any = None) -> None:
    """cross_entropy's gradient: `dx = dy * (softmax(x) - onehot(target))` along the last dim, per token; a token whose `target` is outside `[0, v)` (ignored: its loss is 0) gets a row of zeros (torch's cross_entropy backward, reduction='none': log_softmax's and nll_loss's backwards in one pass; Paddle's cross_entropy_with_softmax_grad). f16/bf16 compute in f32. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_cross_entropy_backward(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", dx or 0), ffi.cast("void *", dy or 0), ffi.cast("void *", x or 0), ffi.cast("void *", target or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_nll_loss_backward_descriptor(handle: Any, dx: Any, dy: Any, x: Any, target: Any) -> Any:
    """nll_loss's gradient: `dx[..., target] = -dy`, every other element 0; a token whose `target` is outside `[0, v)` gets a row of zeros (torch's nll_loss_backward with reduction='none', Paddle's nll_loss_grad). `x` only fixes the shape, as torch's `self`."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_nll_loss_backward_descriptor(handle, _desc, dx, dy, x, target)
    if st:
        raise_status(st)
    return _desc[0]


def nll_loss_backward(desc: Any, workspace: Any, workspace_size: int, dx: Any, dy: Any, x: Any, target: Any, stream: Any = None) -> None:
    """nll_loss's gradient: `dx[..., target] = -dy`, every other element 0; a token whose `target` is outside `[0, v)` gets a row of zeros (torch's nll_loss_backward with reduction='none', Paddle's nll_loss_grad). `x` only fixes the shape, as torch's `self`. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_nll_loss_backward(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", dx or 0), ffi.cast("void *", dy or 0), ffi.cast("void *", x or 0), ffi.cast("void *", target or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_embedding_backward_descriptor(handle: Any, dweight: Any, dy: Any, input: Any, padding_idx: int = -1) -> Any:
    """embedding's gradient, accumulated: `dweight[input[i], :] += dy[i, :]` for every token `i` whose id is not `padding_idx` (torch's embedding_dense_backward, Paddle's embedding_grad; give a zeroed dweight for their result). The tokens of one id are added in token order, in f32 for f16/bf16, and each row of dweight is rounded once: the same bits for any thread count. dweight is updated in place, so `anyrt.ops` needs it given (`out=dweight`). An id outside [0, v) fails the run before anything is written."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_embedding_backward_descriptor(handle, _desc, dweight, dy, input, padding_idx)
    if st:
        raise_status(st)
    return _desc[0]


def embedding_backward(desc: Any, workspace: Any, workspace_size: int, dweight: Any, dy: Any, input: Any, stream: Any = None) -> None:
    """embedding's gradient, accumulated: `dweight[input[i], :] += dy[i, :]` for every token `i` whose id is not `padding_idx` (torch's embedding_dense_backward, Paddle's embedding_grad; give a zeroed dweight for their result). The tokens of one id are added in token order, in f32 for f16/bf16, and each row of dweight is rounded once: the same bits for any thread count. dweight is updated in place, so `anyrt.ops` needs it given (`out=dweight`). An id outside [0, v) fails the run before anything is written. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_embedding_backward(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", dweight or 0), ffi.cast("void *", dy or 0), ffi.cast("void *", input or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_conv_backward_data_descriptor(handle: Any, dx: Any, dy: Any, w: Any, x: Any, pads: list[int] | tuple[int, ...] | None = None, strides: list[int] | tuple[int, ...] | None = None, dilations: list[int] | tuple[int, ...] | None = None, n: int | None = None) -> Any:
    """conv's gradient by its input: `dx[i, c, s...] = sum over k, t... of dy[i, k, o...] * w[k, c, t...]` where `o*strides - pads + t*dilations == s` (a transposed convolution), 1 to 3 spatial dims, conv's attributes (torch's convolution_backward's grad_input, Paddle's conv2d_grad's input_grad). `x` only fixes dx's shape (one dy fits several input sizes when a stride is above 1). f16/bf16 accumulate in f32; each element is one task's, summed in a fixed order (the same bits for any thread count). The cpu backend runs it as a BLAS gemm and col2im where OpenBLAS is found. An int_array's None is NULL (every value the default); a length's None is that of the first array given (0 if none)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    n = n if n is not None else next((len(v) for v in (pads, strides, dilations,) if v is not None), 0)
    st = lib.anyrt_create_conv_backward_data_descriptor(handle, _desc, dx, dy, w, x, ffi.NULL if pads is None else ffi.new("int64_t[]", [*pads, *[0] * 3]), ffi.NULL if strides is None else ffi.new("int64_t[]", [*strides, *[0] * 3]), ffi.NULL if dilations is None else ffi.new("int64_t[]", [*dilations, *[0] * 3]), n)
    if st:
        raise_status(st)
    return _desc[0]


def conv_backward_data(desc: Any, workspace: Any, workspace_size: int, dx: Any, dy: Any, w: Any, x: Any, stream: Any = None) -> None:
    """conv's gradient by its input: `dx[i, c, s...] = sum over k, t... of dy[i, k, o...] * w[k, c, t...]` where `o*strides - pads + t*dilations == s` (a transposed convolution), 1 to 3 spatial dims, conv's attributes (torch's convolution_backward's grad_input, Paddle's conv2d_grad's input_grad). `x` only fixes dx's shape (one dy fits several input sizes when a stride is above 1). f16/bf16 accumulate in f32; each element is one task's, summed in a fixed order (the same bits for any thread count). The cpu backend runs it as a BLAS gemm and col2im where OpenBLAS is found. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_conv_backward_data(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", dx or 0), ffi.cast("void *", dy or 0), ffi.cast("void *", w or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_conv_backward_filter_descriptor(handle: Any, dw: Any, db: Any, dy: Any, x: Any, w: Any, pads: list[int] | tuple[int, ...] | None = None, strides: list[int] | tuple[int, ...] | None = None, dilations: list[int] | tuple[int, ...] | None = None, n: int | None = None) -> Any:
    """conv's gradients by its filters and bias: `dw[k, c, t...] = sum over i, o... of dy[i, k, o...] * x[i, c, o*strides - pads + t*dilations]` (x reading 0 outside its dims) and `db[k] = sum over i, o... of dy[i, k, o...]`, 1 to 3 spatial dims, conv's attributes (torch's convolution_backward's grad_weight and grad_bias, Paddle's conv2d_grad's filter_grad). `w` only fixes dw's shape. f16/bf16 accumulate in f32; each element is one task's, summed in a fixed order (the same bits for any thread count). The cpu backend runs it as im2col and a BLAS gemm where OpenBLAS is found. An int_array's None is NULL (every value the default); a length's None is that of the first array given (0 if none)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    n = n if n is not None else next((len(v) for v in (pads, strides, dilations,) if v is not None), 0)
    st = lib.anyrt_create_conv_backward_filter_descriptor(handle, _desc, dw, ffi.NULL if db is None else db, dy, x, w, ffi.NULL if pads is None else ffi.new("int64_t[]", [*pads, *[0] * 3]), ffi.NULL if strides is None else ffi.new("int64_t[]", [*strides, *[0] * 3]), ffi.NULL if dilations is None else ffi.new("int64_t[]", [*dilations, *[0] * 3]), n)
    if st:
        raise_status(st)
    return _desc[0]


def conv_backward_filter(desc: Any, workspace: Any, workspace_size: int, dw: Any, db: Any, dy: Any, x: Any, w: Any, stream: Any = None) -> None:
    """conv's gradients by its filters and bias: `dw[k, c, t...] = sum over i, o... of dy[i, k, o...] * x[i, c, o*strides - pads + t*dilations]` (x reading 0 outside its dims) and `db[k] = sum over i, o... of dy[i, k, o...]`, 1 to 3 spatial dims, conv's attributes (torch's convolution_backward's grad_weight and grad_bias, Paddle's conv2d_grad's filter_grad). `w` only fixes dw's shape. f16/bf16 accumulate in f32; each element is one task's, summed in a fixed order (the same bits for any thread count). The cpu backend runs it as im2col and a BLAS gemm where OpenBLAS is found. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_conv_backward_filter(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", dw or 0), ffi.cast("void *", db or 0), ffi.cast("void *", dy or 0), ffi.cast("void *", x or 0), ffi.cast("void *", w or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_max_pool_descriptor(handle: Any, y: Any, indices: Any, x: Any, kernel_size: list[int] | tuple[int, ...] | None = None, strides: list[int] | tuple[int, ...] | None = None, pads: list[int] | tuple[int, ...] | None = None, n: int | None = None) -> Any:
    """Max pooling over 1 to 3 spatial dims (torch's max_pool1d/2d/3d with_indices, ceil_mode off, dilation 1; Paddle's max_pool2d_with_index): `y[i, c, o...]` is the largest `x[i, c, o*strides - pads + t...]` over the window's `t < kernel_size` inside x (padding is never picked), `indices` its flat position in x's spatial dims (row-major; 2-D: `h * W + w`). The first largest in window order wins; a NaN wins over any number (as torch). A pad is at most half its window. An int_array's None is NULL (every value the default); a length's None is that of the first array given (0 if none)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    n = n if n is not None else next((len(v) for v in (kernel_size, strides, pads,) if v is not None), 0)
    st = lib.anyrt_create_max_pool_descriptor(handle, _desc, y, indices, x, ffi.NULL if kernel_size is None else ffi.new("int64_t[]", [*kernel_size, *[0] * 3]), ffi.NULL if strides is None else ffi.new("int64_t[]", [*strides, *[0] * 3]), ffi.NULL if pads is None else ffi.new("int64_t[]", [*pads, *[0] * 3]), n)
    if st:
        raise_status(st)
    return _desc[0]


def max_pool(desc: Any, workspace: Any, workspace_size: int, y: Any, indices: Any, x: Any, stream: Any = None) -> None:
    """Max pooling over 1 to 3 spatial dims (torch's max_pool1d/2d/3d with_indices, ceil_mode off, dilation 1; Paddle's max_pool2d_with_index): `y[i, c, o...]` is the largest `x[i, c, o*strides - pads + t...]` over the window's `t < kernel_size` inside x (padding is never picked), `indices` its flat position in x's spatial dims (row-major; 2-D: `h * W + w`). The first largest in window order wins; a NaN wins over any number (as torch). A pad is at most half its window. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_max_pool(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", indices or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_max_pool_backward_descriptor(handle: Any, dx: Any, dy: Any, indices: Any, x: Any, kernel_size: list[int] | tuple[int, ...] | None = None, strides: list[int] | tuple[int, ...] | None = None, pads: list[int] | tuple[int, ...] | None = None, n: int | None = None) -> Any:
    """max_pool's gradient: `dx[i, c, p...]` is the sum of `dy[i, c, o...]` over the windows containing position p whose `indices` name p (overlapping windows may pick one element more than once), in window order (the same bits for any thread count) (torch's max_pool2d_with_indices_backward, Paddle's max_pool2d_with_index_grad). `x` only fixes dx's shape; an index outside its window adds nothing. An int_array's None is NULL (every value the default); a length's None is that of the first array given (0 if none)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    n = n if n is not None else next((len(v) for v in (kernel_size, strides, pads,) if v is not None), 0)
    st = lib.anyrt_create_max_pool_backward_descriptor(handle, _desc, dx, dy, indices, x, ffi.NULL if kernel_size is None else ffi.new("int64_t[]", [*kernel_size, *[0] * 3]), ffi.NULL if strides is None else ffi.new("int64_t[]", [*strides, *[0] * 3]), ffi.NULL if pads is None else ffi.new("int64_t[]", [*pads, *[0] * 3]), n)
    if st:
        raise_status(st)
    return _desc[0]


def max_pool_backward(desc: Any, workspace: Any, workspace_size: int, dx: Any, dy: Any, indices: Any, x: Any, stream: Any = None) -> None:
    """max_pool's gradient: `dx[i, c, p...]` is the sum of `dy[i, c, o...]` over the windows containing position p whose `indices` name p (overlapping windows may pick one element more than once), in window order (the same bits for any thread count) (torch's max_pool2d_with_indices_backward, Paddle's max_pool2d_with_index_grad). `x` only fixes dx's shape; an index outside its window adds nothing. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_max_pool_backward(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", dx or 0), ffi.cast("void *", dy or 0), ffi.cast("void *", indices or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_avg_pool_descriptor(handle: Any, y: Any, x: Any, kernel_size: list[int] | tuple[int, ...] | None = None, strides: list[int] | tuple[int, ...] | None = None, pads: list[int] | tuple[int, ...] | None = None, count_include_pad: bool = True, n: int | None = None) -> Any:
    """Average pooling over 1 to 3 spatial dims (torch's avg_pool1d/2d/3d, ceil_mode off, no divisor_override; Paddle's pool2d with pooling_type avg): `y[i, c, o...]` is the sum of `x[i, c, o*strides - pads + t...]` over the window's positions inside x, divided by the window's size (`count_include_pad`, torch's default: padding counts) or by the positions inside x (Paddle's exclusive). f16/bf16 sum in f32. A pad is at most half its window. An int_array's None is NULL (every value the default); a length's None is that of the first array given (0 if none)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    n = n if n is not None else next((len(v) for v in (kernel_size, strides, pads,) if v is not None), 0)
    st = lib.anyrt_create_avg_pool_descriptor(handle, _desc, y, x, ffi.NULL if kernel_size is None else ffi.new("int64_t[]", [*kernel_size, *[0] * 3]), ffi.NULL if strides is None else ffi.new("int64_t[]", [*strides, *[0] * 3]), ffi.NULL if pads is None else ffi.new("int64_t[]", [*pads, *[0] * 3]), count_include_pad, n)
    if st:
        raise_status(st)
    return _desc[0]


def avg_pool(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """Average pooling over 1 to 3 spatial dims (torch's avg_pool1d/2d/3d, ceil_mode off, no divisor_override; Paddle's pool2d with pooling_type avg): `y[i, c, o...]` is the sum of `x[i, c, o*strides - pads + t...]` over the window's positions inside x, divided by the window's size (`count_include_pad`, torch's default: padding counts) or by the positions inside x (Paddle's exclusive). f16/bf16 sum in f32. A pad is at most half its window. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_avg_pool(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_avg_pool_backward_descriptor(handle: Any, dx: Any, dy: Any, x: Any, kernel_size: list[int] | tuple[int, ...] | None = None, strides: list[int] | tuple[int, ...] | None = None, pads: list[int] | tuple[int, ...] | None = None, count_include_pad: bool = True, n: int | None = None) -> Any:
    """avg_pool's gradient: `dx[i, c, p...]` is the sum of `dy[i, c, o...] / divisor(o)` over the windows containing position p, in window order (the same bits for any thread count; torch's avg_pool2d_backward, Paddle's pool2d_grad). `x` only fixes dx's shape. f16/bf16 sum in f32. An int_array's None is NULL (every value the default); a length's None is that of the first array given (0 if none)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    n = n if n is not None else next((len(v) for v in (kernel_size, strides, pads,) if v is not None), 0)
    st = lib.anyrt_create_avg_pool_backward_descriptor(handle, _desc, dx, dy, x, ffi.NULL if kernel_size is None else ffi.new("int64_t[]", [*kernel_size, *[0] * 3]), ffi.NULL if strides is None else ffi.new("int64_t[]", [*strides, *[0] * 3]), ffi.NULL if pads is None else ffi.new("int64_t[]", [*pads, *[0] * 3]), count_include_pad, n)
    if st:
        raise_status(st)
    return _desc[0]


def avg_pool_backward(desc: Any, workspace: Any, workspace_size: int, dx: Any, dy: Any, x: Any, stream: Any = None) -> None:
    """avg_pool's gradient: `dx[i, c, p...]` is the sum of `dy[i, c, o...] / divisor(o)` over the windows containing position p, in window order (the same bits for any thread count; torch's avg_pool2d_backward, Paddle's pool2d_grad). `x` only fixes dx's shape. f16/bf16 sum in f32. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_avg_pool_backward(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", dx or 0), ffi.cast("void *", dy or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_batch_norm_descriptor(handle: Any, y: Any, save_mean: Any, save_invstd: Any, running_mean: Any, running_var: Any, x: Any, weight: Any, bias: Any, momentum: float = 0.1, eps: float = 1e-05) -> Any:
    """Batch normalization in training (torch's native_batch_norm with training=True, Paddle's batch_norm with is_test false): per channel c over the batch and the positions (x as [nb, c, s]: a view of [N, C, *spatial]), `save_mean = mean(x)`, `save_invstd = 1 / sqrt(var(x) + eps)` (the biased variance, from the deviations), `y = (x - save_mean) * save_invstd * weight + bias`; the running statistics, given, are updated in place: `running_mean = (1 - momentum) * running_mean + momentum * save_mean`, `running_var` likewise with the unbiased variance (`nb * s / (nb * s - 1)` times; one value per channel gives NaN, as torch). weight and bias may be left out (1 and 0). f16/bf16 compute in f32; a channel per task, its sums in order (the same bits for any thread count)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_batch_norm_descriptor(handle, _desc, y, save_mean, save_invstd, ffi.NULL if running_mean is None else running_mean, ffi.NULL if running_var is None else running_var, x, ffi.NULL if weight is None else weight, ffi.NULL if bias is None else bias, momentum, eps)
    if st:
        raise_status(st)
    return _desc[0]


def batch_norm(desc: Any, workspace: Any, workspace_size: int, y: Any, save_mean: Any, save_invstd: Any, running_mean: Any, running_var: Any, x: Any, weight: Any, bias: Any, stream: Any = None) -> None:
    """Batch normalization in training (torch's native_batch_norm with training=True, Paddle's batch_norm with is_test false): per channel c over the batch and the positions (x as [nb, c, s]: a view of [N, C, *spatial]), `save_mean = mean(x)`, `save_invstd = 1 / sqrt(var(x) + eps)` (the biased variance, from the deviations), `y = (x - save_mean) * save_invstd * weight + bias`; the running statistics, given, are updated in place: `running_mean = (1 - momentum) * running_mean + momentum * save_mean`, `running_var` likewise with the unbiased variance (`nb * s / (nb * s - 1)` times; one value per channel gives NaN, as torch). weight and bias may be left out (1 and 0). f16/bf16 compute in f32; a channel per task, its sums in order (the same bits for any thread count). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_batch_norm(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", save_mean or 0), ffi.cast("void *", save_invstd or 0), ffi.cast("void *", running_mean or 0), ffi.cast("void *", running_var or 0), ffi.cast("void *", x or 0), ffi.cast("void *", weight or 0), ffi.cast("void *", bias or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_batch_norm_inference_descriptor(handle: Any, y: Any, x: Any, running_mean: Any, running_var: Any, weight: Any, bias: Any, eps: float = 1e-05) -> Any:
    """Batch normalization from running statistics (torch's batch_norm with training=False, Paddle's batch_norm with is_test): `y = (x - running_mean) / sqrt(running_var + eps) * weight + bias` per channel c of x as [nb, c, s]. weight and bias may be left out (1 and 0). f16/bf16 compute in f32."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_batch_norm_inference_descriptor(handle, _desc, y, x, running_mean, running_var, ffi.NULL if weight is None else weight, ffi.NULL if bias is None else bias, eps)
    if st:
        raise_status(st)
    return _desc[0]


def batch_norm_inference(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, running_mean: Any, running_var: Any, weight: Any, bias: Any, stream: Any = None) -> None:
    """Batch normalization from running statistics (torch's batch_norm with training=False, Paddle's batch_norm with is_test): `y = (x - running_mean) / sqrt(running_var + eps) * weight + bias` per channel c of x as [nb, c, s]. weight and bias may be left out (1 and 0). f16/bf16 compute in f32. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_batch_norm_inference(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), ffi.cast("void *", running_mean or 0), ffi.cast("void *", running_var or 0), ffi.cast("void *", weight or 0), ffi.cast("void *", bias or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_batch_norm_backward_descriptor(handle: Any, dx: Any, dweight: Any, dbias: Any, dy: Any, x: Any, save_mean: Any, save_invstd: Any, weight: Any, training: bool = True) -> Any:
    """batch_norm's gradients (torch's native_batch_norm_backward, Paddle's batch_norm_grad) from the forward's `save_mean` and `save_invstd` (in eval: the running mean and 1 / sqrt(running_var + eps)): with `xhat = (x - save_mean) * save_invstd` per channel over the batch and positions, `dweight = sum(dy * xhat)`, `dbias = sum(dy)`, and `dx = weight * save_invstd * (dy - mean(dy) - xhat * mean(dy * xhat))` in training, `dx = weight * save_invstd * dy` with `training` 0 (the statistics constants). weight absent: 1; dweight and dbias absent: not computed. f16/bf16 compute in f32; a channel per task, its sums in order (the same bits for any thread count)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_batch_norm_backward_descriptor(handle, _desc, dx, ffi.NULL if dweight is None else dweight, ffi.NULL if dbias is None else dbias, dy, x, save_mean, save_invstd, ffi.NULL if weight is None else weight, training)
    if st:
        raise_status(st)
    return _desc[0]


def batch_norm_backward(desc: Any, workspace: Any, workspace_size: int, dx: Any, dweight: Any, dbias: Any, dy: Any, x: Any, save_mean: Any, save_invstd: Any, weight: Any, stream: Any = None) -> None:
    """batch_norm's gradients (torch's native_batch_norm_backward, Paddle's batch_norm_grad) from the forward's `save_mean` and `save_invstd` (in eval: the running mean and 1 / sqrt(running_var + eps)): with `xhat = (x - save_mean) * save_invstd` per channel over the batch and positions, `dweight = sum(dy * xhat)`, `dbias = sum(dy)`, and `dx = weight * save_invstd * (dy - mean(dy) - xhat * mean(dy * xhat))` in training, `dx = weight * save_invstd * dy` with `training` 0 (the statistics constants). weight absent: 1; dweight and dbias absent: not computed. f16/bf16 compute in f32; a channel per task, its sums in order (the same bits for any thread count). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_batch_norm_backward(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", dx or 0), ffi.cast("void *", dweight or 0), ffi.cast("void *", dbias or 0), ffi.cast("void *", dy or 0), ffi.cast("void *", x or 0), ffi.cast("void *", save_mean or 0), ffi.cast("void *", save_invstd or 0), ffi.cast("void *", weight or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_adamw_step_descriptor(handle: Any, param_out: Any, exp_avg_out: Any, exp_avg_sq_out: Any, param: Any, grad: Any, exp_avg: Any, exp_avg_sq: Any) -> Any:
    """One AdamW step, elementwise, as torch.optim.AdamW (amsgrad and maximize off): `param *= 1 - lr * weight_decay`; `exp_avg += (1 - beta1) * (grad - exp_avg)`; `exp_avg_sq = beta2 * exp_avg_sq + (1 - beta2) * grad^2`; `param -= lr / (1 - beta1^step) * exp_avg / (sqrt(exp_avg_sq) / sqrt(1 - beta2^step) + eps)` (torch's _fused_adamw_, Paddle's adamw). The outputs may be their inputs (`out=(param, exp_avg, exp_avg_sq)`: an update in place; each element is read before it is written). f16/bf16 compute in f32, the bias corrections in f64."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_adamw_step_descriptor(handle, _desc, param_out, exp_avg_out, exp_avg_sq_out, param, grad, exp_avg, exp_avg_sq)
    if st:
        raise_status(st)
    return _desc[0]


def adamw_step(desc: Any, workspace: Any, workspace_size: int, param_out: Any, exp_avg_out: Any, exp_avg_sq_out: Any, param: Any, grad: Any, exp_avg: Any, exp_avg_sq: Any, lr: float = 0.001, beta1: float = 0.9, beta2: float = 0.999, eps: float = 1e-08, weight_decay: float = 0.01, step: int = 1, stream: Any = None) -> None:
    """One AdamW step, elementwise, as torch.optim.AdamW (amsgrad and maximize off): `param *= 1 - lr * weight_decay`; `exp_avg += (1 - beta1) * (grad - exp_avg)`; `exp_avg_sq = beta2 * exp_avg_sq + (1 - beta2) * grad^2`; `param -= lr / (1 - beta1^step) * exp_avg / (sqrt(exp_avg_sq) / sqrt(1 - beta2^step) + eps)` (torch's _fused_adamw_, Paddle's adamw). The outputs may be their inputs (`out=(param, exp_avg, exp_avg_sq)`: an update in place; each element is read before it is written). f16/bf16 compute in f32, the bias corrections in f64. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_adamw_step(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", param_out or 0), ffi.cast("void *", exp_avg_out or 0), ffi.cast("void *", exp_avg_sq_out or 0), ffi.cast("void *", param or 0), ffi.cast("void *", grad or 0), ffi.cast("void *", exp_avg or 0), ffi.cast("void *", exp_avg_sq or 0), lr, beta1, beta2, eps, weight_decay, step, stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_sgd_step_descriptor(handle: Any, param_out: Any, momentum_buffer_out: Any, param: Any, grad: Any, momentum_buffer: Any) -> Any:
    """One SGD step, elementwise, as torch.optim.SGD (maximize off): `d = grad + weight_decay * param`; with momentum, `buf = momentum * buf + (1 - dampening) * d` (`buf = d` where `init_buffer`: torch's first step), then `d = d + momentum * buf` (nesterov) or `d = buf`; `param -= lr * d` (torch's _fused_sgd_, Paddle's sgd and momentum). With momentum 0 the buffer is copied unchanged. The outputs may be their inputs (`out=(param, momentum_buffer)`: in place). f16/bf16 compute in f32."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_sgd_step_descriptor(handle, _desc, param_out, momentum_buffer_out, param, grad, momentum_buffer)
    if st:
        raise_status(st)
    return _desc[0]


def sgd_step(desc: Any, workspace: Any, workspace_size: int, param_out: Any, momentum_buffer_out: Any, param: Any, grad: Any, momentum_buffer: Any, lr: float = 0.001, momentum: float = 0.0, dampening: float = 0.0, weight_decay: float = 0.0, nesterov: bool = False, init_buffer: bool = False, stream: Any = None) -> None:
    """One SGD step, elementwise, as torch.optim.SGD (maximize off): `d = grad + weight_decay * param`; with momentum, `buf = momentum * buf + (1 - dampening) * d` (`buf = d` where `init_buffer`: torch's first step), then `d = d + momentum * buf` (nesterov) or `d = buf`; `param -= lr * d` (torch's _fused_sgd_, Paddle's sgd and momentum). With momentum 0 the buffer is copied unchanged. The outputs may be their inputs (`out=(param, momentum_buffer)`: in place). f16/bf16 compute in f32. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_sgd_step(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", param_out or 0), ffi.cast("void *", momentum_buffer_out or 0), ffi.cast("void *", param or 0), ffi.cast("void *", grad or 0), ffi.cast("void *", momentum_buffer or 0), lr, momentum, dampening, weight_decay, nesterov, init_buffer, stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_var_descriptor(handle: Any, y: Any, x: Any, correction: float = 1.0) -> Any:
    """`y = sum((x - mean(x))^2) / max(n - correction, 0)` over the reduced dims (n of them): two passes, the mean first (summed in f64 for f16/bf16/f32: equal values give exactly 0), so no E[x^2] - E[x]^2 cancellation (torch.var, numpy.var's ddof). NaN where there are no elements; inf or NaN where n <= correction."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_var_descriptor(handle, _desc, y, x, correction)
    if st:
        raise_status(st)
    return _desc[0]


def var(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = sum((x - mean(x))^2) / max(n - correction, 0)` over the reduced dims (n of them): two passes, the mean first (summed in f64 for f16/bf16/f32: equal values give exactly 0), so no E[x^2] - E[x]^2 cancellation (torch.var, numpy.var's ddof). NaN where there are no elements; inf or NaN where n <= correction. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_var(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_std_descriptor(handle: Any, y: Any, x: Any, correction: float = 1.0) -> Any:
    """`y = sqrt(var(x, correction))` over the reduced dims (var's two passes; torch.std, numpy.std's ddof)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_std_descriptor(handle, _desc, y, x, correction)
    if st:
        raise_status(st)
    return _desc[0]


def std(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = sqrt(var(x, correction))` over the reduced dims (var's two passes; torch.std, numpy.std's ddof). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_std(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_logsumexp_descriptor(handle: Any, y: Any, x: Any) -> Any:
    """`y = log(sum(exp(x)))` over the reduced dims, shifted by their max m (`m + log(sum(exp(x - m)))`: no overflow); -inf where there are no elements or all are -inf, inf where one is inf, NaN where one is NaN (torch.logsumexp)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_logsumexp_descriptor(handle, _desc, y, x)
    if st:
        raise_status(st)
    return _desc[0]


def logsumexp(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """`y = log(sum(exp(x)))` over the reduced dims, shifted by their max m (`m + log(sum(exp(x - m)))`: no overflow); -inf where there are no elements or all are -inf, inf where one is inf, NaN where one is NaN (torch.logsumexp). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_logsumexp(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_isin_descriptor(handle: Any, y: Any, x: Any, t: Any, invert: bool = False) -> Any:
    """`y = x is one of t's elements` (`invert`: is none of them), elementwise over x (torch.isin, numpy.isin, Paddle's isin); t is read whole, any length. Values compare as numbers: NaN is in no set, -0.0 equals 0.0."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_isin_descriptor(handle, _desc, y, x, t, invert)
    if st:
        raise_status(st)
    return _desc[0]


def isin(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, t: Any, stream: Any = None) -> None:
    """`y = x is one of t's elements` (`invert`: is none of them), elementwise over x (torch.isin, numpy.isin, Paddle's isin); t is read whole, any length. Values compare as numbers: NaN is in no set, -0.0 equals 0.0. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_isin(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), ffi.cast("void *", t or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_nonzero_descriptor(handle: Any, y: Any, x: Any, fill_value: int = -1) -> Any:
    """Row i of y: the index of x's i-th nonzero element in row-major order, one column per dim of x (r must be x's rank); rows past the count of nonzero elements hold `fill_value`, and elements past k are left out (torch.nonzero_static; torch.nonzero is count_nonzero of x, then this with k the count). NaN counts as nonzero."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_nonzero_descriptor(handle, _desc, y, x, fill_value)
    if st:
        raise_status(st)
    return _desc[0]


def nonzero(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, stream: Any = None) -> None:
    """Row i of y: the index of x's i-th nonzero element in row-major order, one column per dim of x (r must be x's rank); rows past the count of nonzero elements hold `fill_value`, and elements past k are left out (torch.nonzero_static; torch.nonzero is count_nonzero of x, then this with k the count). NaN counts as nonzero. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_nonzero(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_masked_select_descriptor(handle: Any, y: Any, x: Any, mask: Any) -> Any:
    """`y` = the elements of x where mask is true, in x's row-major order; elements of y past their count are 0, and selected elements past k are left out (torch.masked_select is count_nonzero of the mask, then this with k the count; Paddle's masked_select). mask broadcasts to x's shape (a framework broadcasts both first where x is the smaller)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_masked_select_descriptor(handle, _desc, y, x, mask)
    if st:
        raise_status(st)
    return _desc[0]


def masked_select(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, mask: Any, stream: Any = None) -> None:
    """`y` = the elements of x where mask is true, in x's row-major order; elements of y past their count are 0, and selected elements past k are left out (torch.masked_select is count_nonzero of the mask, then this with k the count; Paddle's masked_select). mask broadcasts to x's shape (a framework broadcasts both first where x is the smaller). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_masked_select(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), ffi.cast("void *", mask or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()
