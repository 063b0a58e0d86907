# Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`.
"""Conformance suite, one group per spec function: positive use, every `errors` case, and the
fallback path. Runs against every loaded backend (`backend` fixture, see anyrt.toolkit.conformance)."""

# ruff: noqa: E501
from __future__ import annotations

from collections.abc import Iterator

import pytest

from anyrt.toolkit.conformance import Harness, loaded_backends
from anyrt.toolkit.graph_conformance import SCENARIOS as GRAPH_SCENARIOS
from anyrt.toolkit.op_conformance import cases, error_cases


def test_backend_is_usable(backend: str) -> None:
    """The backend loaded and has a device (where not, this test's skip says why, once)."""
    assert backend in loaded_backends()


def test_get_device_count_positive(harness: Harness) -> None:
    """Writes how many devices of `kind` are visible."""
    harness.positive("get_device_count")


def test_get_device_count_rejects_kind_not_enum(harness: Harness) -> None:
    harness.rejects("get_device_count", param="kind", check="not_enum", status="invalid_value")


def test_get_all_device_count_positive(harness: Harness) -> None:
    """Writes the device count of every kind into `counts`, indexed by device kind."""
    harness.positive("get_all_device_count")


def test_get_device_list_positive(harness: Harness) -> None:
    """Writes the backend's own ordinal of each visible device of `kind` into `devices`."""
    harness.positive("get_device_list")


def test_get_device_list_rejects_kind_not_enum(harness: Harness) -> None:
    harness.rejects("get_device_list", param="kind", check="not_enum", status="invalid_value")


def test_get_device_list_fallback(harness: Harness) -> None:
    """Fallback: identity device list."""
    harness.fallback("get_device_list")


def test_set_device_positive(harness: Harness) -> None:
    """Makes device `index` of `kind` the calling thread's current device. On failure the current device is unchanged."""
    harness.positive("set_device")


def test_set_device_rejects_kind_not_enum(harness: Harness) -> None:
    harness.rejects("set_device", param="kind", check="not_enum", status="invalid_value")


def test_set_device_rejects_index_not_device_index(harness: Harness) -> None:
    harness.rejects("set_device", param="index", check="not_device_index", status="invalid_device")


def test_set_device_fallback(harness: Harness) -> None:
    """Fallback: no-op (nothing to prepare)."""
    harness.fallback("set_device")


def test_get_device_positive(harness: Harness) -> None:
    """Writes the calling thread's current device. Either pointer may be null."""
    harness.positive("get_device")


def test_synchronize_device_positive(harness: Harness) -> None:
    """Blocks until every stream of the current device has finished its work."""
    harness.positive("synchronize_device")


def test_synchronize_device_ordering(harness: Harness) -> None:
    """Ordering against work held on a stream (blocks: anyrt.toolkit.conformance_ordering)."""
    harness.ordering("synchronize_device", "blocks")


def test_synchronize_device_refused_while_capturing(harness: Harness) -> None:
    """It waits for queued work: it fails, and the capture is invalidated naming it."""
    harness.refused_in_capture("synchronize_device")


def test_synchronize_device_fallback(harness: Harness) -> None:
    """Fallback: synchronize all streams."""
    harness.fallback("synchronize_device")


def test_get_compute_capability_positive(harness: Harness) -> None:
    """Writes the current device's compute capability (major * 10 + minor where that applies; 0 if none)."""
    harness.positive("get_compute_capability")


def test_get_compute_capability_fallback(harness: Harness) -> None:
    """Fallback: writes 0."""
    harness.fallback("get_compute_capability")


def test_get_runtime_version_positive(harness: Harness) -> None:
    """Writes the version of the backend's runtime library (0 if unknown)."""
    harness.positive("get_runtime_version")


def test_get_runtime_version_fallback(harness: Harness) -> None:
    """Fallback: writes 0."""
    harness.fallback("get_runtime_version")


def test_get_driver_version_positive(harness: Harness) -> None:
    """Writes the version of the backend's driver (0 if unknown)."""
    harness.positive("get_driver_version")


def test_get_driver_version_fallback(harness: Harness) -> None:
    """Fallback: writes 0."""
    harness.fallback("get_driver_version")


def test_get_device_memory_host_accessible_positive(harness: Harness) -> None:
    """Writes 1 if the host can read and write the current device's memory directly (NumPy may view it), else 0: the backend's `device_memory_host_accessible`; a backend without it: 1 for a device kind whose memory is the host's (`host_memory` in spec/types.yaml), else 0."""
    harness.positive("get_device_memory_host_accessible")


def test_get_last_error_positive(harness: Harness) -> None:
    """Copies the calling thread's last error record into `info`."""
    harness.positive("get_last_error")


def test_get_backend_count_positive(harness: Harness) -> None:
    """Writes how many plugins were found, loaded or refused."""
    harness.positive("get_backend_count")


def test_fallback_serial_positive(harness: Harness) -> None:
    """Writes a counter that grows each time some backend first serves some function through its fallback."""
    harness.positive("fallback_serial")


def test_get_device_properties_positive(harness: Harness) -> None:
    """Writes the current device's properties: what its backend reports, a field it leaves out from the core's other queries or the field's default (every count at least 1)."""
    harness.positive("get_device_properties")


def test_device_get_native_handle_positive(harness: Harness) -> None:
    """Writes the backend's own handle of the current device, for code of that runtime (cuda: the CUdevice ordinal; cpu: not supported, its devices are partitions of the host with no object of their own)."""
    harness.positive("device_get_native_handle")


def test_context_get_native_handle_positive(harness: Harness) -> None:
    """Writes the backend's own context of the current device (cuda: its primary CUcontext, retained for the process; cpu: not supported, the host has no context)."""
    harness.positive("context_get_native_handle")


def test_trace_next_positive(harness: Harness) -> None:
    """Moves the oldest recorded event into `event` and writes 1 to `got`, or writes 0 to `got` when none is left."""
    harness.positive("trace_next")


def test_malloc_positive(harness: Harness) -> None:
    """Allocates `size` bytes of device memory on the current device."""
    harness.positive("malloc")


def test_malloc_rejects_size_zero(harness: Harness) -> None:
    harness.rejects("malloc", param="size", check="zero", status="invalid_value")


def test_malloc_refused_while_capturing(harness: Harness) -> None:
    """It allocates or frees outside stream order: it fails, and the capture is invalidated naming it."""
    harness.refused_in_capture("malloc")


def test_free_positive(harness: Harness) -> None:
    """Frees device memory returned by `malloc` or `malloc_async`."""
    harness.positive("free")


def test_free_refused_while_capturing(harness: Harness) -> None:
    """It allocates or frees outside stream order: it fails, and the capture is invalidated naming it."""
    harness.refused_in_capture("free")


def test_malloc_host_positive(harness: Harness) -> None:
    """Allocates `size` bytes of page-locked host memory that the current device copies fast."""
    harness.positive("malloc_host")


def test_malloc_host_rejects_size_zero(harness: Harness) -> None:
    harness.rejects("malloc_host", param="size", check="zero", status="invalid_value")


def test_malloc_host_refused_while_capturing(harness: Harness) -> None:
    """It allocates or frees outside stream order: it fails, and the capture is invalidated naming it."""
    harness.refused_in_capture("malloc_host")


def test_malloc_host_fallback(harness: Harness) -> None:
    """Fallback: system malloc."""
    harness.fallback("malloc_host")


def test_free_host_positive(harness: Harness) -> None:
    """Frees memory returned by `malloc_host`."""
    harness.positive("free_host")


def test_free_host_refused_while_capturing(harness: Harness) -> None:
    """It allocates or frees outside stream order: it fails, and the capture is invalidated naming it."""
    harness.refused_in_capture("free_host")


def test_free_host_fallback(harness: Harness) -> None:
    """Fallback: system free."""
    harness.fallback("free_host")


def test_malloc_unified_positive(harness: Harness) -> None:
    """Allocates `size` bytes addressable from the host and the current device."""
    harness.positive("malloc_unified")


def test_malloc_unified_rejects_size_zero(harness: Harness) -> None:
    harness.rejects("malloc_unified", param="size", check="zero", status="invalid_value")


def test_malloc_unified_refused_while_capturing(harness: Harness) -> None:
    """It allocates or frees outside stream order: it fails, and the capture is invalidated naming it."""
    harness.refused_in_capture("malloc_unified")


def test_free_unified_positive(harness: Harness) -> None:
    """Frees memory returned by `malloc_unified`."""
    harness.positive("free_unified")


def test_free_unified_refused_while_capturing(harness: Harness) -> None:
    """It allocates or frees outside stream order: it fails, and the capture is invalidated naming it."""
    harness.refused_in_capture("free_unified")


def test_memcpy_positive(harness: Harness) -> None:
    """Copies `size` bytes from `src` to `dst` and returns when the copy is done."""
    harness.positive("memcpy")


def test_memcpy_rejects_dst_null(harness: Harness) -> None:
    harness.rejects("memcpy", param="dst", check="null", status="invalid_value")


def test_memcpy_rejects_src_null(harness: Harness) -> None:
    harness.rejects("memcpy", param="src", check="null", status="invalid_value")


def test_memcpy_rejects_kind_not_enum(harness: Harness) -> None:
    harness.rejects("memcpy", param="kind", check="not_enum", status="invalid_value")


def test_memcpy_async_positive(harness: Harness) -> None:
    """Copies `size` bytes from `src` to `dst` in the order of `stream` and returns at once."""
    harness.positive("memcpy_async")


def test_memcpy_async_rejects_dst_null(harness: Harness) -> None:
    harness.rejects("memcpy_async", param="dst", check="null", status="invalid_value")


def test_memcpy_async_rejects_src_null(harness: Harness) -> None:
    harness.rejects("memcpy_async", param="src", check="null", status="invalid_value")


def test_memcpy_async_rejects_kind_not_enum(harness: Harness) -> None:
    harness.rejects("memcpy_async", param="kind", check="not_enum", status="invalid_value")


def test_memcpy_async_captured_and_replayed(harness: Harness) -> None:
    """On a capturing stream the call is recorded, not run; each launch runs it."""
    harness.captured("memcpy_async")


def test_memcpy_async_fallback(harness: Harness) -> None:
    """Fallback: sync stream, then `memcpy`."""
    harness.fallback("memcpy_async")


def test_memcpy_peer_positive(harness: Harness) -> None:
    """Copies `size` bytes from `src` on device `src_device` to `dst` on device `dst_device` of the current kind."""
    harness.positive("memcpy_peer")


def test_memcpy_peer_rejects_dst_null(harness: Harness) -> None:
    harness.rejects("memcpy_peer", param="dst", check="null", status="invalid_value")


def test_memcpy_peer_rejects_src_null(harness: Harness) -> None:
    harness.rejects("memcpy_peer", param="src", check="null", status="invalid_value")


def test_memcpy_peer_rejects_dst_device_not_device_index(harness: Harness) -> None:
    harness.rejects("memcpy_peer", param="dst_device", check="not_device_index", status="invalid_device")


def test_memcpy_peer_rejects_src_device_not_device_index(harness: Harness) -> None:
    harness.rejects("memcpy_peer", param="src_device", check="not_device_index", status="invalid_device")


def test_memcpy_peer_fallback(harness: Harness) -> None:
    """Fallback: host staging peer."""
    harness.fallback("memcpy_peer")


def test_memcpy_peer_async_positive(harness: Harness) -> None:
    """Copies between two devices of the current kind in the order of `stream` (a stream of `dst_device`)."""
    harness.positive("memcpy_peer_async")


def test_memcpy_peer_async_rejects_dst_null(harness: Harness) -> None:
    harness.rejects("memcpy_peer_async", param="dst", check="null", status="invalid_value")


def test_memcpy_peer_async_rejects_src_null(harness: Harness) -> None:
    harness.rejects("memcpy_peer_async", param="src", check="null", status="invalid_value")


def test_memcpy_peer_async_rejects_dst_device_not_device_index(harness: Harness) -> None:
    harness.rejects("memcpy_peer_async", param="dst_device", check="not_device_index", status="invalid_device")


def test_memcpy_peer_async_rejects_src_device_not_device_index(harness: Harness) -> None:
    harness.rejects("memcpy_peer_async", param="src_device", check="not_device_index", status="invalid_device")


def test_memcpy_peer_async_captured_and_replayed(harness: Harness) -> None:
    """On a capturing stream the call is recorded, not run; each launch runs it."""
    harness.captured("memcpy_peer_async")


def test_memcpy_peer_async_fallback(harness: Harness) -> None:
    """Fallback: sync stream, then `memcpy_peer`."""
    harness.fallback("memcpy_peer_async")


def test_memset_positive(harness: Harness) -> None:
    """Sets `size` bytes at `ptr` to `value` and returns when done."""
    harness.positive("memset")


def test_memset_rejects_ptr_null(harness: Harness) -> None:
    harness.rejects("memset", param="ptr", check="null", status="invalid_value")


def test_memset_fallback(harness: Harness) -> None:
    """Fallback: host staging memset."""
    harness.fallback("memset")


def test_memset_async_positive(harness: Harness) -> None:
    """Sets `size` bytes at `ptr` to `value` in the order of `stream`."""
    harness.positive("memset_async")


def test_memset_async_rejects_ptr_null(harness: Harness) -> None:
    harness.rejects("memset_async", param="ptr", check="null", status="invalid_value")


def test_memset_async_captured_and_replayed(harness: Harness) -> None:
    """On a capturing stream the call is recorded, not run; each launch runs it."""
    harness.captured("memset_async")


def test_memset_async_fallback(harness: Harness) -> None:
    """Fallback: sync stream, then `memset`."""
    harness.fallback("memset_async")


def test_get_memory_info_positive(harness: Harness) -> None:
    """Writes the free and total device memory of the current device, in bytes."""
    harness.positive("get_memory_info")


def test_get_memory_info_fallback(harness: Harness) -> None:
    """Fallback: writes 0."""
    harness.fallback("get_memory_info")


def test_get_memory_stats_positive(harness: Harness) -> None:
    """Writes what the core counts of the current device's device memory (from `malloc` and `malloc_async`; host and unified memory are not counted): the bytes allocated now, the most allocated at once since the runtime started or `reset_peak_memory_stats`, and how many allocations are live. Any pointer may be null."""
    harness.positive("get_memory_stats")


def test_min_chunk_size_positive(harness: Harness) -> None:
    """Writes the allocation granularity a caching allocator should align to."""
    harness.positive("min_chunk_size")


def test_min_chunk_size_fallback(harness: Harness) -> None:
    """Fallback: writes 1."""
    harness.fallback("min_chunk_size")


def test_max_chunk_size_positive(harness: Harness) -> None:
    """Writes the largest chunk a caching allocator should manage itself."""
    harness.positive("max_chunk_size")


def test_max_chunk_size_fallback(harness: Harness) -> None:
    """Fallback: `max_alloc_size`."""
    harness.fallback("max_chunk_size")


def test_max_alloc_size_positive(harness: Harness) -> None:
    """Writes the largest single allocation the device can serve."""
    harness.positive("max_alloc_size")


def test_max_alloc_size_fallback(harness: Harness) -> None:
    """Fallback: free memory."""
    harness.fallback("max_alloc_size")


def test_extra_padding_size_positive(harness: Harness) -> None:
    """Writes the bytes an allocator must add to every allocation."""
    harness.positive("extra_padding_size")


def test_extra_padding_size_fallback(harness: Harness) -> None:
    """Fallback: writes 0."""
    harness.fallback("extra_padding_size")


def test_init_alloc_size_positive(harness: Harness) -> None:
    """Writes the size of a caching allocator's first reservation."""
    harness.positive("init_alloc_size")


def test_init_alloc_size_fallback(harness: Harness) -> None:
    """Fallback: `max_alloc_size`."""
    harness.fallback("init_alloc_size")


def test_realloc_size_positive(harness: Harness) -> None:
    """Writes the size of a caching allocator's later reservations."""
    harness.positive("realloc_size")


def test_realloc_size_fallback(harness: Harness) -> None:
    """Fallback: `max_alloc_size`."""
    harness.fallback("realloc_size")


def test_malloc_async_positive(harness: Harness) -> None:
    """Allocates `size` bytes of device memory in the order of `stream`."""
    harness.positive("malloc_async")


def test_malloc_async_rejects_size_zero(harness: Harness) -> None:
    harness.rejects("malloc_async", param="size", check="zero", status="invalid_value")


def test_malloc_async_not_captured(harness: Harness) -> None:
    """The core's capture cannot replay it: refused naming `stream`, the capture intact."""
    harness.not_captured("malloc_async")


def test_malloc_async_fallback(harness: Harness) -> None:
    """Fallback: sync stream, then `malloc`."""
    harness.fallback("malloc_async")


def test_free_async_positive(harness: Harness) -> None:
    """Frees device memory in the order of `stream`."""
    harness.positive("free_async")


def test_free_async_not_captured(harness: Harness) -> None:
    """The core's capture cannot replay it: refused naming `stream`, the capture intact."""
    harness.not_captured("free_async")


def test_free_async_fallback(harness: Harness) -> None:
    """Fallback: sync stream, then `free`."""
    harness.fallback("free_async")


def test_create_stream_positive(harness: Harness) -> None:
    """Creates a stream on the current device."""
    harness.positive("create_stream")


def test_create_stream_fallback(harness: Harness) -> None:
    """Fallback: null handle."""
    harness.fallback("create_stream")


def test_destroy_stream_positive(harness: Harness) -> None:
    """Waits for the stream's work, then destroys it."""
    harness.positive("destroy_stream")


def test_destroy_stream_ordering(harness: Harness) -> None:
    """Ordering against work held on a stream (blocks: anyrt.toolkit.conformance_ordering)."""
    harness.ordering("destroy_stream", "blocks")


def test_destroy_stream_refused_while_capturing(harness: Harness) -> None:
    """It waits for queued work: it fails, and the capture is invalidated naming it."""
    harness.refused_in_capture("destroy_stream")


def test_destroy_stream_fallback(harness: Harness) -> None:
    """Fallback: no-op."""
    harness.fallback("destroy_stream")


def test_query_stream_positive(harness: Harness) -> None:
    """Returns `success` if all work on the stream has finished, `not_ready` otherwise, without blocking."""
    harness.positive("query_stream")


def test_query_stream_ordering(harness: Harness) -> None:
    """Ordering against work held on a stream (ready: anyrt.toolkit.conformance_ordering)."""
    harness.ordering("query_stream", "ready")


def test_query_stream_refused_while_capturing(harness: Harness) -> None:
    """It queries the capturing stream: it fails, and the capture is invalidated naming it."""
    harness.refused_in_capture("query_stream")


def test_query_stream_fallback(harness: Harness) -> None:
    """Fallback: `synchronize_stream`, then ready."""
    harness.fallback("query_stream")


def test_synchronize_stream_positive(harness: Harness) -> None:
    """Blocks until all work on the stream has finished; raises the first error a task of it hit."""
    harness.positive("synchronize_stream")


def test_synchronize_stream_ordering(harness: Harness) -> None:
    """Ordering against work held on a stream (blocks: anyrt.toolkit.conformance_ordering)."""
    harness.ordering("synchronize_stream", "blocks")


def test_synchronize_stream_refused_while_capturing(harness: Harness) -> None:
    """It waits for queued work: it fails, and the capture is invalidated naming it."""
    harness.refused_in_capture("synchronize_stream")


def test_synchronize_stream_fallback(harness: Harness) -> None:
    """Fallback: synchronize device."""
    harness.fallback("synchronize_stream")


def test_stream_add_callback_positive(harness: Harness) -> None:
    """Runs `fn(user_data)` on a host thread after the work queued before it on the stream."""
    harness.positive("stream_add_callback")


def test_stream_add_callback_rejects_fn_null(harness: Harness) -> None:
    harness.rejects("stream_add_callback", param="fn", check="null", status="invalid_value")


def test_stream_add_callback_ordering(harness: Harness) -> None:
    """Ordering against work held on a stream (callback: anyrt.toolkit.conformance_ordering)."""
    harness.ordering("stream_add_callback", "callback")


def test_stream_add_callback_captured_and_replayed(harness: Harness) -> None:
    """On a capturing stream the call is recorded, not run; each launch runs it."""
    harness.captured("stream_add_callback")


def test_stream_add_callback_fallback(harness: Harness) -> None:
    """Fallback: synchronize then call."""
    harness.fallback("stream_add_callback")


def test_stream_wait_event_positive(harness: Harness) -> None:
    """Makes work queued on `stream` after this call wait until `event` has completed."""
    harness.positive("stream_wait_event")


def test_stream_wait_event_ordering(harness: Harness) -> None:
    """Ordering against work held on a stream (waits: anyrt.toolkit.conformance_ordering)."""
    harness.ordering("stream_wait_event", "waits")


def test_stream_wait_event_captured_and_replayed(harness: Harness) -> None:
    """On a capturing stream the call is recorded, not run; each launch runs it."""
    harness.captured("stream_wait_event")


def test_stream_wait_event_fallback(harness: Harness) -> None:
    """Fallback: host wait event."""
    harness.fallback("stream_wait_event")


def test_get_stream_positive(harness: Harness) -> None:
    """Writes the calling thread's current stream of the current device (null means the default stream)."""
    harness.positive("get_stream")


def test_get_default_stream_positive(harness: Harness) -> None:
    """Writes the current device's default stream, the one a null stream means while the thread has no other current stream of that device; it is never destroyed."""
    harness.positive("get_default_stream")


def test_stream_get_native_handle_positive(harness: Harness) -> None:
    """Writes the backend's own object behind `stream` (cuda: its cudaStream_t; cpu: its work queue, which only the cpu backend understands) so that code of that runtime (a Triton launcher, a vendor library) enqueues work in the stream's order. Valid until the stream is destroyed."""
    harness.positive("stream_get_native_handle")


def test_create_stream_with_priority_positive(harness: Harness) -> None:
    """Creates a stream on the current device whose work the device prefers by `priority`, clamped to the range `get_stream_priority_range` writes."""
    harness.positive("create_stream_with_priority")


def test_create_stream_with_priority_fallback(harness: Harness) -> None:
    """Fallback: clamp priority."""
    harness.fallback("create_stream_with_priority")


def test_get_stream_priority_range_positive(harness: Harness) -> None:
    """Writes the current device's stream priorities: `least` (the default streams') and `greatest`, the highest; (0, 0) where the backend has none."""
    harness.positive("get_stream_priority_range")


def test_get_stream_priority_range_fallback(harness: Harness) -> None:
    """Fallback: writes 0."""
    harness.fallback("get_stream_priority_range")


def test_get_stream_priority_positive(harness: Harness) -> None:
    """Writes the priority a stream was created with, as clamped (0 for a stream of `create_stream`)."""
    harness.positive("get_stream_priority")


def test_get_stream_priority_fallback(harness: Harness) -> None:
    """Fallback: writes 0."""
    harness.fallback("get_stream_priority")


def test_create_event_positive(harness: Harness) -> None:
    """Creates an event on the current device."""
    harness.positive("create_event")


def test_create_event_rejects_flags_not_enum(harness: Harness) -> None:
    harness.rejects("create_event", param="flags", check="not_enum", status="invalid_value")


def test_destroy_event_positive(harness: Harness) -> None:
    """Destroys an event."""
    harness.positive("destroy_event")


def test_record_event_positive(harness: Harness) -> None:
    """Records `event` on `stream`; it completes when the work queued before it does."""
    harness.positive("record_event")


def test_record_event_captured_and_replayed(harness: Harness) -> None:
    """On a capturing stream the call is recorded, not run; each launch runs it."""
    harness.captured("record_event")


def test_query_event_positive(harness: Harness) -> None:
    """Returns `success` if the event has completed, `not_ready` otherwise, without blocking."""
    harness.positive("query_event")


def test_query_event_ordering(harness: Harness) -> None:
    """Ordering against work held on a stream (ready: anyrt.toolkit.conformance_ordering)."""
    harness.ordering("query_event", "ready")


def test_query_event_fallback(harness: Harness) -> None:
    """Fallback: `synchronize_event`, then ready."""
    harness.fallback("query_event")


def test_synchronize_event_positive(harness: Harness) -> None:
    """Blocks until the event has completed."""
    harness.positive("synchronize_event")


def test_synchronize_event_ordering(harness: Harness) -> None:
    """Ordering against work held on a stream (blocks: anyrt.toolkit.conformance_ordering)."""
    harness.ordering("synchronize_event", "blocks")


def test_synchronize_event_refused_while_capturing(harness: Harness) -> None:
    """It waits for queued work: it fails, and the capture is invalidated naming it."""
    harness.refused_in_capture("synchronize_event")


def test_event_elapsed_time_positive(harness: Harness) -> None:
    """Writes the milliseconds between two completed events recorded with timing."""
    harness.positive("event_elapsed_time")


def test_event_elapsed_time_ordering(harness: Harness) -> None:
    """Ordering against work held on a stream (elapsed: anyrt.toolkit.conformance_ordering)."""
    harness.ordering("event_elapsed_time", "elapsed")


def test_get_unique_id_positive(harness: Harness) -> None:
    """Writes a fresh id; pass it to every rank's `comm_init_rank`."""
    harness.positive("get_unique_id")


def test_get_unique_id_fallback(harness: Harness) -> None:
    """Fallback: host-staged over the cpu backend's collectives where the backend has none."""
    harness.fallback("get_unique_id")


def test_comm_init_all_positive(harness: Harness) -> None:
    """Creates one communicator per device of `kind` listed in `device_ids`; rank i drives device_ids[i]."""
    harness.positive("comm_init_all")


def test_comm_init_all_rejects_kind_not_enum(harness: Harness) -> None:
    harness.rejects("comm_init_all", param="kind", check="not_enum", status="invalid_value")


def test_comm_init_all_rejects_ndevice_not_positive(harness: Harness) -> None:
    harness.rejects("comm_init_all", param="ndevice", check="not_positive", status="invalid_value")


def test_comm_init_all_rejects_device_ids_null(harness: Harness) -> None:
    harness.rejects("comm_init_all", param="device_ids", check="null", status="invalid_value")


def test_comm_init_all_fallback(harness: Harness) -> None:
    """Fallback: host-staged over the cpu backend's collectives where the backend has none."""
    harness.fallback("comm_init_all")


def test_comm_init_rank_positive(harness: Harness) -> None:
    """Joins rank `rank` of `nranks` ranks that share `id`, on the current device."""
    harness.positive("comm_init_rank")


def test_comm_init_rank_rejects_nranks_not_positive(harness: Harness) -> None:
    harness.rejects("comm_init_rank", param="nranks", check="not_positive", status="invalid_value")


def test_comm_init_rank_rejects_rank_negative(harness: Harness) -> None:
    harness.rejects("comm_init_rank", param="rank", check="negative", status="invalid_value")


def test_comm_init_rank_rejects_rank_not_below_nranks(harness: Harness) -> None:
    harness.rejects("comm_init_rank", param="rank", check="not_below_nranks", status="invalid_value")


def test_comm_init_rank_fallback(harness: Harness) -> None:
    """Fallback: host-staged over the cpu backend's collectives where the backend has none."""
    harness.fallback("comm_init_rank")


def test_comm_init_mpi_positive(harness: Harness) -> None:
    """Makes a communicator of the ranks of an MPI communicator, with its rank and size, on the current device; collective over that MPI communicator (like MPI_Comm_dup). `mpi_comm` points to the MPI_Comm handle, `mpi_comm_size` bytes (e.g. mpi4py's `comm.handle`); the backend refuses a handle size its MPI does not use."""
    harness.positive("comm_init_mpi")


def test_comm_init_mpi_rejects_mpi_comm_null(harness: Harness) -> None:
    harness.rejects("comm_init_mpi", param="mpi_comm", check="null", status="invalid_value")


def test_comm_init_mpi_rejects_mpi_comm_size_zero(harness: Harness) -> None:
    harness.rejects("comm_init_mpi", param="mpi_comm_size", check="zero", status="invalid_value")


def test_comm_init_mpi_fallback(harness: Harness) -> None:
    """Fallback: host-staged over the cpu backend's collectives where the backend has none."""
    harness.fallback("comm_init_mpi")


def test_comm_destroy_positive(harness: Harness) -> None:
    """Destroys a communicator."""
    harness.positive("comm_destroy")


def test_comm_destroy_fallback(harness: Harness) -> None:
    """Fallback: host-staged over the cpu backend's collectives where the backend has none."""
    harness.fallback("comm_destroy")


def test_comm_rank_positive(harness: Harness) -> None:
    """Writes the communicator's rank."""
    harness.positive("comm_rank")


def test_comm_rank_fallback(harness: Harness) -> None:
    """Fallback: host-staged over the cpu backend's collectives where the backend has none."""
    harness.fallback("comm_rank")


def test_comm_size_positive(harness: Harness) -> None:
    """Writes the number of ranks of the communicator."""
    harness.positive("comm_size")


def test_comm_size_fallback(harness: Harness) -> None:
    """Fallback: host-staged over the cpu backend's collectives where the backend has none."""
    harness.fallback("comm_size")


def test_all_reduce_positive(harness: Harness) -> None:
    """Reduces `count` elements over all ranks with `op`; every rank gets the result in `recvbuf`."""
    harness.positive("all_reduce")


def test_all_reduce_rejects_sendbuf_null(harness: Harness) -> None:
    harness.rejects("all_reduce", param="sendbuf", check="null", status="invalid_value")


def test_all_reduce_rejects_recvbuf_null(harness: Harness) -> None:
    harness.rejects("all_reduce", param="recvbuf", check="null", status="invalid_value")


def test_all_reduce_rejects_dtype_not_element_type(harness: Harness) -> None:
    harness.rejects("all_reduce", param="dtype", check="not_element_type", status="invalid_value")


def test_all_reduce_rejects_op_not_enum(harness: Harness) -> None:
    harness.rejects("all_reduce", param="op", check="not_enum", status="invalid_value")


@pytest.mark.parametrize("comm_from", ["comm_init_all", "comm_init_rank"])
def test_all_reduce_one_rank_copies_sendbuf_to_recvbuf(harness: Harness, comm_from: str) -> None:
    """On a communicator of one rank, `recvbuf` must equal `sendbuf` afterwards."""
    harness.one_rank("all_reduce", "sendbuf", "recvbuf", comm_from)


def test_all_reduce_captured_and_replayed(harness: Harness) -> None:
    """On a capturing stream the call is recorded, not run; each launch runs it."""
    harness.captured("all_reduce")


def test_all_reduce_fallback(harness: Harness) -> None:
    """Fallback: avg via sum; host-staged over the cpu backend's collectives where the backend has none."""
    harness.fallback("all_reduce")


def test_broadcast_positive(harness: Harness) -> None:
    """Copies `count` elements from rank `root`'s `sendbuf` to every rank's `recvbuf`."""
    harness.positive("broadcast")


def test_broadcast_rejects_recvbuf_null(harness: Harness) -> None:
    harness.rejects("broadcast", param="recvbuf", check="null", status="invalid_value")


def test_broadcast_rejects_dtype_not_element_type(harness: Harness) -> None:
    harness.rejects("broadcast", param="dtype", check="not_element_type", status="invalid_value")


def test_broadcast_rejects_root_not_rank_of_comm(harness: Harness) -> None:
    harness.rejects("broadcast", param="root", check="not_rank_of_comm", status="invalid_value")


@pytest.mark.parametrize("comm_from", ["comm_init_all", "comm_init_rank"])
def test_broadcast_one_rank_copies_sendbuf_to_recvbuf(harness: Harness, comm_from: str) -> None:
    """On a communicator of one rank, `recvbuf` must equal `sendbuf` afterwards."""
    harness.one_rank("broadcast", "sendbuf", "recvbuf", comm_from)


def test_broadcast_captured_and_replayed(harness: Harness) -> None:
    """On a capturing stream the call is recorded, not run; each launch runs it."""
    harness.captured("broadcast")


def test_broadcast_fallback(harness: Harness) -> None:
    """Fallback: host-staged over the cpu backend's collectives where the backend has none."""
    harness.fallback("broadcast")


def test_reduce_positive(harness: Harness) -> None:
    """Reduces `count` elements over all ranks with `op` into rank `root`'s `recvbuf`."""
    harness.positive("reduce")


def test_reduce_rejects_sendbuf_null(harness: Harness) -> None:
    harness.rejects("reduce", param="sendbuf", check="null", status="invalid_value")


def test_reduce_rejects_dtype_not_element_type(harness: Harness) -> None:
    harness.rejects("reduce", param="dtype", check="not_element_type", status="invalid_value")


def test_reduce_rejects_op_not_enum(harness: Harness) -> None:
    harness.rejects("reduce", param="op", check="not_enum", status="invalid_value")


def test_reduce_rejects_root_not_rank_of_comm(harness: Harness) -> None:
    harness.rejects("reduce", param="root", check="not_rank_of_comm", status="invalid_value")


@pytest.mark.parametrize("comm_from", ["comm_init_all", "comm_init_rank"])
def test_reduce_one_rank_copies_sendbuf_to_recvbuf(harness: Harness, comm_from: str) -> None:
    """On a communicator of one rank, `recvbuf` must equal `sendbuf` afterwards."""
    harness.one_rank("reduce", "sendbuf", "recvbuf", comm_from)


def test_reduce_captured_and_replayed(harness: Harness) -> None:
    """On a capturing stream the call is recorded, not run; each launch runs it."""
    harness.captured("reduce")


def test_reduce_fallback(harness: Harness) -> None:
    """Fallback: avg via sum; host-staged over the cpu backend's collectives where the backend has none."""
    harness.fallback("reduce")


def test_all_gather_positive(harness: Harness) -> None:
    """Gathers `send_count` elements from every rank into every rank's `recvbuf`, in rank order."""
    harness.positive("all_gather")


def test_all_gather_rejects_sendbuf_null(harness: Harness) -> None:
    harness.rejects("all_gather", param="sendbuf", check="null", status="invalid_value")


def test_all_gather_rejects_recvbuf_null(harness: Harness) -> None:
    harness.rejects("all_gather", param="recvbuf", check="null", status="invalid_value")


def test_all_gather_rejects_dtype_not_element_type(harness: Harness) -> None:
    harness.rejects("all_gather", param="dtype", check="not_element_type", status="invalid_value")


@pytest.mark.parametrize("comm_from", ["comm_init_all", "comm_init_rank"])
def test_all_gather_one_rank_copies_sendbuf_to_recvbuf(harness: Harness, comm_from: str) -> None:
    """On a communicator of one rank, `recvbuf` must equal `sendbuf` afterwards."""
    harness.one_rank("all_gather", "sendbuf", "recvbuf", comm_from)


def test_all_gather_captured_and_replayed(harness: Harness) -> None:
    """On a capturing stream the call is recorded, not run; each launch runs it."""
    harness.captured("all_gather")


def test_all_gather_fallback(harness: Harness) -> None:
    """Fallback: host-staged over the cpu backend's collectives where the backend has none."""
    harness.fallback("all_gather")


def test_reduce_scatter_positive(harness: Harness) -> None:
    """Reduces `recv_count * size` elements with `op`; rank i gets block i in `recvbuf`."""
    harness.positive("reduce_scatter")


def test_reduce_scatter_rejects_sendbuf_null(harness: Harness) -> None:
    harness.rejects("reduce_scatter", param="sendbuf", check="null", status="invalid_value")


def test_reduce_scatter_rejects_recvbuf_null(harness: Harness) -> None:
    harness.rejects("reduce_scatter", param="recvbuf", check="null", status="invalid_value")


def test_reduce_scatter_rejects_dtype_not_element_type(harness: Harness) -> None:
    harness.rejects("reduce_scatter", param="dtype", check="not_element_type", status="invalid_value")


def test_reduce_scatter_rejects_op_not_enum(harness: Harness) -> None:
    harness.rejects("reduce_scatter", param="op", check="not_enum", status="invalid_value")


@pytest.mark.parametrize("comm_from", ["comm_init_all", "comm_init_rank"])
def test_reduce_scatter_one_rank_copies_sendbuf_to_recvbuf(harness: Harness, comm_from: str) -> None:
    """On a communicator of one rank, `recvbuf` must equal `sendbuf` afterwards."""
    harness.one_rank("reduce_scatter", "sendbuf", "recvbuf", comm_from)


def test_reduce_scatter_captured_and_replayed(harness: Harness) -> None:
    """On a capturing stream the call is recorded, not run; each launch runs it."""
    harness.captured("reduce_scatter")


def test_reduce_scatter_fallback(harness: Harness) -> None:
    """Fallback: avg via sum; host-staged over the cpu backend's collectives where the backend has none."""
    harness.fallback("reduce_scatter")


def test_send_positive(harness: Harness) -> None:
    """Sends `count` elements to rank `peer`, which must post a matching `recv`."""
    harness.positive("send")


def test_send_rejects_sendbuf_null(harness: Harness) -> None:
    harness.rejects("send", param="sendbuf", check="null", status="invalid_value")


def test_send_rejects_dtype_not_element_type(harness: Harness) -> None:
    harness.rejects("send", param="dtype", check="not_element_type", status="invalid_value")


def test_send_rejects_peer_not_rank_of_comm(harness: Harness) -> None:
    harness.rejects("send", param="peer", check="not_rank_of_comm", status="invalid_value")


def test_send_captured_and_replayed(harness: Harness) -> None:
    """On a capturing stream the call is recorded, not run; each launch runs it."""
    harness.captured("send")


def test_send_fallback(harness: Harness) -> None:
    """Fallback: host-staged over the cpu backend's collectives where the backend has none."""
    harness.fallback("send")


def test_recv_positive(harness: Harness) -> None:
    """Receives `count` elements from rank `peer`."""
    harness.positive("recv")


def test_recv_rejects_recvbuf_null(harness: Harness) -> None:
    harness.rejects("recv", param="recvbuf", check="null", status="invalid_value")


def test_recv_rejects_dtype_not_element_type(harness: Harness) -> None:
    harness.rejects("recv", param="dtype", check="not_element_type", status="invalid_value")


def test_recv_rejects_peer_not_rank_of_comm(harness: Harness) -> None:
    harness.rejects("recv", param="peer", check="not_rank_of_comm", status="invalid_value")


def test_recv_captured_and_replayed(harness: Harness) -> None:
    """On a capturing stream the call is recorded, not run; each launch runs it."""
    harness.captured("recv")


def test_recv_fallback(harness: Harness) -> None:
    """Fallback: host-staged over the cpu backend's collectives where the backend has none."""
    harness.fallback("recv")


def test_group_start_positive(harness: Harness) -> None:
    """Starts a group; the calls until `group_end` are issued together so send/recv pairs cannot deadlock."""
    harness.positive("group_start")


def test_group_start_fallback(harness: Harness) -> None:
    """Fallback: host-staged over the cpu backend's collectives where the backend has none."""
    harness.fallback("group_start")


def test_group_end_positive(harness: Harness) -> None:
    """Ends a group started by `group_start`."""
    harness.positive("group_end")


def test_group_end_fallback(harness: Harness) -> None:
    """Fallback: host-staged over the cpu backend's collectives where the backend has none."""
    harness.fallback("group_end")


def test_all_to_all_positive(harness: Harness) -> None:
    """Sends block j of `count` elements of `sendbuf` to rank j; block i of `recvbuf` receives rank i's block for this rank. Every rank passes the same `count` (a rank that differs fails, naming both ranks)."""
    harness.positive("all_to_all")


def test_all_to_all_rejects_sendbuf_null(harness: Harness) -> None:
    harness.rejects("all_to_all", param="sendbuf", check="null", status="invalid_value")


def test_all_to_all_rejects_recvbuf_null(harness: Harness) -> None:
    harness.rejects("all_to_all", param="recvbuf", check="null", status="invalid_value")


def test_all_to_all_rejects_dtype_not_element_type(harness: Harness) -> None:
    harness.rejects("all_to_all", param="dtype", check="not_element_type", status="invalid_value")


@pytest.mark.parametrize("comm_from", ["comm_init_all", "comm_init_rank"])
def test_all_to_all_one_rank_copies_sendbuf_to_recvbuf(harness: Harness, comm_from: str) -> None:
    """On a communicator of one rank, `recvbuf` must equal `sendbuf` afterwards."""
    harness.one_rank("all_to_all", "sendbuf", "recvbuf", comm_from)


def test_all_to_all_captured_and_replayed(harness: Harness) -> None:
    """On a capturing stream the call is recorded, not run; each launch runs it."""
    harness.captured("all_to_all")


def test_all_to_all_fallback(harness: Harness) -> None:
    """Fallback: grouped `send`/`recv` (`reduce` per rank for reductions)."""
    harness.fallback("all_to_all")


def test_all_to_allv_positive(harness: Harness) -> None:
    """Sends `send_counts[j]` elements at `sendbuf + send_displs[j]` to rank j and receives `recv_counts[i]` elements from rank i at `recvbuf + recv_displs[i]` (counts and displacements in elements, `nranks` of each: the communicator's size). Rank i's `send_counts[j]` must equal rank j's `recv_counts[i]` (else both ranks are named). Each buffer must reach its furthest block (`displs[i] + counts[i]`), checked against a known allocation."""
    harness.positive("all_to_allv")


def test_all_to_allv_rejects_send_counts_null(harness: Harness) -> None:
    harness.rejects("all_to_allv", param="send_counts", check="null", status="invalid_value")


def test_all_to_allv_rejects_send_displs_null(harness: Harness) -> None:
    harness.rejects("all_to_allv", param="send_displs", check="null", status="invalid_value")


def test_all_to_allv_rejects_recv_counts_null(harness: Harness) -> None:
    harness.rejects("all_to_allv", param="recv_counts", check="null", status="invalid_value")


def test_all_to_allv_rejects_recv_displs_null(harness: Harness) -> None:
    harness.rejects("all_to_allv", param="recv_displs", check="null", status="invalid_value")


def test_all_to_allv_rejects_nranks_not_comm_size(harness: Harness) -> None:
    harness.rejects("all_to_allv", param="nranks", check="not_comm_size", status="invalid_value")


def test_all_to_allv_rejects_dtype_not_element_type(harness: Harness) -> None:
    harness.rejects("all_to_allv", param="dtype", check="not_element_type", status="invalid_value")


def test_all_to_allv_not_captured(harness: Harness) -> None:
    """The core's capture cannot replay it: refused naming `stream`, the capture intact."""
    harness.not_captured("all_to_allv")


def test_all_to_allv_fallback(harness: Harness) -> None:
    """Fallback: grouped `send`/`recv` (`reduce` per rank for reductions)."""
    harness.fallback("all_to_allv")


def test_all_gather_v_positive(harness: Harness) -> None:
    """Gathers `recv_counts[i]` elements from rank i's `sendbuf` into every rank's `recvbuf`, packed in rank order (rank i's block starts after the blocks of ranks below it); `nranks` is the communicator's size. Every rank passes the same `recv_counts` (else every rank fails, naming all_gather_v); `sendbuf` must hold this rank's count and `recvbuf` their sum (checked against a known allocation before anything is queued)."""
    harness.positive("all_gather_v")


def test_all_gather_v_rejects_recv_counts_null(harness: Harness) -> None:
    harness.rejects("all_gather_v", param="recv_counts", check="null", status="invalid_value")


def test_all_gather_v_rejects_nranks_not_comm_size(harness: Harness) -> None:
    harness.rejects("all_gather_v", param="nranks", check="not_comm_size", status="invalid_value")


def test_all_gather_v_rejects_dtype_not_element_type(harness: Harness) -> None:
    harness.rejects("all_gather_v", param="dtype", check="not_element_type", status="invalid_value")


def test_all_gather_v_not_captured(harness: Harness) -> None:
    """The core's capture cannot replay it: refused naming `stream`, the capture intact."""
    harness.not_captured("all_gather_v")


def test_all_gather_v_fallback(harness: Harness) -> None:
    """Fallback: grouped `send`/`recv` (`reduce` per rank for reductions)."""
    harness.fallback("all_gather_v")


def test_reduce_scatter_v_positive(harness: Harness) -> None:
    """Reduces `sendbuf` (the blocks of every rank, packed in rank order, `recv_counts[i]` elements for rank i) over all ranks with `op`; rank i gets its block in `recvbuf`. `nranks` is the communicator's size. Every rank passes the same `recv_counts` (else every rank fails, naming reduce_scatter_v); `sendbuf` must hold their sum and `recvbuf` this rank's count."""
    harness.positive("reduce_scatter_v")


def test_reduce_scatter_v_rejects_recv_counts_null(harness: Harness) -> None:
    harness.rejects("reduce_scatter_v", param="recv_counts", check="null", status="invalid_value")


def test_reduce_scatter_v_rejects_nranks_not_comm_size(harness: Harness) -> None:
    harness.rejects("reduce_scatter_v", param="nranks", check="not_comm_size", status="invalid_value")


def test_reduce_scatter_v_rejects_dtype_not_element_type(harness: Harness) -> None:
    harness.rejects("reduce_scatter_v", param="dtype", check="not_element_type", status="invalid_value")


def test_reduce_scatter_v_rejects_op_not_enum(harness: Harness) -> None:
    harness.rejects("reduce_scatter_v", param="op", check="not_enum", status="invalid_value")


def test_reduce_scatter_v_not_captured(harness: Harness) -> None:
    """The core's capture cannot replay it: refused naming `stream`, the capture intact."""
    harness.not_captured("reduce_scatter_v")


def test_reduce_scatter_v_fallback(harness: Harness) -> None:
    """Fallback: grouped `send`/`recv` (`reduce` per rank for reductions)."""
    harness.fallback("reduce_scatter_v")


def test_ccl_gather_positive(harness: Harness) -> None:
    """Gathers `count` elements from every rank's `sendbuf` into rank `root`'s `recvbuf`, in rank order (`recvbuf` is read on the root only). `ccl_`: the operators own `gather`. Every rank passes the same `count` and `root` (else every rank fails at once, naming gather and both ranks' arguments, as broadcast and reduce do)."""
    harness.positive("ccl_gather")


def test_ccl_gather_rejects_sendbuf_null(harness: Harness) -> None:
    harness.rejects("ccl_gather", param="sendbuf", check="null", status="invalid_value")


def test_ccl_gather_rejects_dtype_not_element_type(harness: Harness) -> None:
    harness.rejects("ccl_gather", param="dtype", check="not_element_type", status="invalid_value")


def test_ccl_gather_rejects_root_not_rank_of_comm(harness: Harness) -> None:
    harness.rejects("ccl_gather", param="root", check="not_rank_of_comm", status="invalid_value")


@pytest.mark.parametrize("comm_from", ["comm_init_all", "comm_init_rank"])
def test_ccl_gather_one_rank_copies_sendbuf_to_recvbuf(harness: Harness, comm_from: str) -> None:
    """On a communicator of one rank, `recvbuf` must equal `sendbuf` afterwards."""
    harness.one_rank("ccl_gather", "sendbuf", "recvbuf", comm_from)


def test_ccl_gather_captured_and_replayed(harness: Harness) -> None:
    """On a capturing stream the call is recorded, not run; each launch runs it."""
    harness.captured("ccl_gather")


def test_ccl_gather_fallback(harness: Harness) -> None:
    """Fallback: grouped `send`/`recv` (`reduce` per rank for reductions)."""
    harness.fallback("ccl_gather")


def test_ccl_scatter_positive(harness: Harness) -> None:
    """Sends block i of `count` elements of rank `root`'s `sendbuf` to rank i's `recvbuf` (`sendbuf` is read on the root only). `ccl_`: the operators own `scatter`. Every rank passes the same `count` and `root` (else every rank fails at once, naming scatter and both ranks' arguments)."""
    harness.positive("ccl_scatter")


def test_ccl_scatter_rejects_recvbuf_null(harness: Harness) -> None:
    harness.rejects("ccl_scatter", param="recvbuf", check="null", status="invalid_value")


def test_ccl_scatter_rejects_dtype_not_element_type(harness: Harness) -> None:
    harness.rejects("ccl_scatter", param="dtype", check="not_element_type", status="invalid_value")


def test_ccl_scatter_rejects_root_not_rank_of_comm(harness: Harness) -> None:
    harness.rejects("ccl_scatter", param="root", check="not_rank_of_comm", status="invalid_value")


@pytest.mark.parametrize("comm_from", ["comm_init_all", "comm_init_rank"])
def test_ccl_scatter_one_rank_copies_sendbuf_to_recvbuf(harness: Harness, comm_from: str) -> None:
    """On a communicator of one rank, `recvbuf` must equal `sendbuf` afterwards."""
    harness.one_rank("ccl_scatter", "sendbuf", "recvbuf", comm_from)


def test_ccl_scatter_captured_and_replayed(harness: Harness) -> None:
    """On a capturing stream the call is recorded, not run; each launch runs it."""
    harness.captured("ccl_scatter")


def test_ccl_scatter_fallback(harness: Harness) -> None:
    """Fallback: grouped `send`/`recv` (`reduce` per rank for reductions)."""
    harness.fallback("ccl_scatter")


def test_comm_split_positive(harness: Harness) -> None:
    """Splits a communicator: the ranks passing the same `color` (not negative) form a new communicator, ordered by `key`, then by their rank in `comm`. Collective over `comm`: every rank calls it (a thread driving several ranks calls it for each, between `group_start` and `group_end`, before using the new communicators)."""
    harness.positive("comm_split")


def test_comm_split_rejects_color_negative(harness: Harness) -> None:
    harness.rejects("comm_split", param="color", check="negative", status="invalid_value")


def test_comm_split_fallback(harness: Harness) -> None:
    """Fallback: host-staged over the cpu backend's collectives where the backend has none."""
    harness.fallback("comm_split")


def test_create_op_handle_positive(harness: Harness) -> None:
    """Creates an operator handle on the current device; operator descriptors made from it run there."""
    harness.positive("create_op_handle")


def test_module_load_positive(harness: Harness) -> None:
    """Loads the `size` bytes at `image` as a kernel module on the current device: what the backend's launcher runs (cuda: a cubin, fatbin or NUL-terminated PTX; cpu: an ELF shared object of C kernels `void name(void** args, const int grid[3], const int block[3], const int block_idx[3], void* shared)`, called once per block, that names them in `const char* const anyrt_kernels[] = {"name", ..., 0};`). Each load is a module of its own, even of the same image."""
    harness.positive("module_load")


def test_module_load_rejects_image_null(harness: Harness) -> None:
    harness.rejects("module_load", param="image", check="null", status="invalid_value")


def test_module_load_rejects_size_zero(harness: Harness) -> None:
    harness.rejects("module_load", param="size", check="zero", status="invalid_value")


def test_module_unload_positive(harness: Harness) -> None:
    """Unloads a kernel module. Launches already queued with it still run (the backend keeps what they need until they finish)."""
    harness.positive("module_unload")


def test_module_get_function_positive(harness: Harness) -> None:
    """Writes the kernel `name` of `module` to `function`, for launch_kernel with that module. Only the kernels the module declares are handed out (cuda: its `.entry` functions; cpu: the functions it defines and names in `anyrt_kernels`); any other symbol is refused with invalid_value."""
    harness.positive("module_get_function")


def test_module_get_function_rejects_name_null(harness: Harness) -> None:
    harness.rejects("module_get_function", param="name", check="null", status="invalid_value")


def test_launch_kernel_positive(harness: Harness) -> None:
    """Queues `function` of `module` on `stream`: a grid of grid_x*grid_y*grid_z blocks of block_x*block_y*block_z threads with `shared_memory` bytes of shared memory per block. `args[i]` points to argument i, read before the call returns; `arg_sizes[i]` is its size in bytes (NULL: each is 8 bytes, a pointer or a 64-bit scalar; a backend whose binaries record their parameters, cuda, ignores it)."""
    harness.positive("launch_kernel")


def test_launch_kernel_rejects_function_null(harness: Harness) -> None:
    harness.rejects("launch_kernel", param="function", check="null", status="invalid_value")


def test_launch_kernel_rejects_grid_x_not_positive(harness: Harness) -> None:
    harness.rejects("launch_kernel", param="grid_x", check="not_positive", status="invalid_value")


def test_launch_kernel_rejects_grid_y_not_positive(harness: Harness) -> None:
    harness.rejects("launch_kernel", param="grid_y", check="not_positive", status="invalid_value")


def test_launch_kernel_rejects_grid_z_not_positive(harness: Harness) -> None:
    harness.rejects("launch_kernel", param="grid_z", check="not_positive", status="invalid_value")


def test_launch_kernel_rejects_block_x_not_positive(harness: Harness) -> None:
    harness.rejects("launch_kernel", param="block_x", check="not_positive", status="invalid_value")


def test_launch_kernel_rejects_block_y_not_positive(harness: Harness) -> None:
    harness.rejects("launch_kernel", param="block_y", check="not_positive", status="invalid_value")


def test_launch_kernel_rejects_block_z_not_positive(harness: Harness) -> None:
    harness.rejects("launch_kernel", param="block_z", check="not_positive", status="invalid_value")


def test_launch_kernel_rejects_nargs_negative(harness: Harness) -> None:
    harness.rejects("launch_kernel", param="nargs", check="negative", status="invalid_value")


def test_launch_kernel_not_captured(harness: Harness) -> None:
    """The core's capture cannot replay it: refused naming `stream`, the capture intact."""
    harness.not_captured("launch_kernel")



@pytest.mark.parametrize("scenario", GRAPH_SCENARIOS)
def test_graph(harness: Harness, scenario: str) -> None:
    """Graph capture (stream_begin_capture ... graph_launch) on every backend: anyrt.toolkit.graph_conformance's
    scenarios (replay order and streams, destroy while launched, update, relaxed mode, and what a capture owns:
    events, communicators, fork/join streams, host callbacks, workspaces)."""
    harness.graph_scenario(scenario)


@pytest.mark.parametrize(("dtype", "layout"), cases("gemm"))
def test_op_gemm_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`c = alpha * a @ b + beta * c`; 2-D, or batched 3-D where a batch of 1 in `a` or `b` broadcasts. Any strides, transposed included; f16/bf16 accumulate in f32. `beta == 0` ignores c's old contents."""
    harness.op_case("gemm", dtype, layout)


@pytest.mark.parametrize("case", error_cases("gemm"))
def test_op_gemm_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("gemm", case)


def test_op_gemm_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("gemm")


def test_op_gemm_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("gemm")


@pytest.mark.parametrize(("dtype", "layout"), cases("add"))
def test_op_add_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`c = a + b`, broadcasting."""
    harness.op_case("add", dtype, layout)


@pytest.mark.parametrize("case", error_cases("add"))
def test_op_add_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("add", case)


def test_op_add_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("add")


def test_op_add_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("add")


@pytest.mark.parametrize(("dtype", "layout"), cases("sub"))
def test_op_sub_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`c = a - b`, broadcasting."""
    harness.op_case("sub", dtype, layout)


@pytest.mark.parametrize("case", error_cases("sub"))
def test_op_sub_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("sub", case)


def test_op_sub_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("sub")


def test_op_sub_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("sub")


@pytest.mark.parametrize(("dtype", "layout"), cases("mul"))
def test_op_mul_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`c = a * b`, broadcasting."""
    harness.op_case("mul", dtype, layout)


@pytest.mark.parametrize("case", error_cases("mul"))
def test_op_mul_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("mul", case)


def test_op_mul_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("mul")


def test_op_mul_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("mul")


@pytest.mark.parametrize(("dtype", "layout"), cases("relu"))
def test_op_relu_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = max(x, 0)`."""
    harness.op_case("relu", dtype, layout)


@pytest.mark.parametrize("case", error_cases("relu"))
def test_op_relu_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("relu", case)


def test_op_relu_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("relu")


def test_op_relu_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("relu")


@pytest.mark.parametrize(("dtype", "layout"), cases("silu"))
def test_op_silu_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = x * sigmoid(x)`."""
    harness.op_case("silu", dtype, layout)


@pytest.mark.parametrize("case", error_cases("silu"))
def test_op_silu_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("silu", case)


def test_op_silu_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("silu")


def test_op_silu_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("silu")


@pytest.mark.parametrize(("dtype", "layout"), cases("sigmoid"))
def test_op_sigmoid_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = 1 / (1 + exp(-x))`."""
    harness.op_case("sigmoid", dtype, layout)


@pytest.mark.parametrize("case", error_cases("sigmoid"))
def test_op_sigmoid_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("sigmoid", case)


def test_op_sigmoid_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("sigmoid")


def test_op_sigmoid_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("sigmoid")


@pytest.mark.parametrize(("dtype", "layout"), cases("swiglu"))
def test_op_swiglu_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`c = a * silu(b)` (`a` the up projection, `b` the gate), broadcasting."""
    harness.op_case("swiglu", dtype, layout)


@pytest.mark.parametrize("case", error_cases("swiglu"))
def test_op_swiglu_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("swiglu", case)


def test_op_swiglu_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("swiglu")


def test_op_swiglu_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("swiglu")


@pytest.mark.parametrize(("dtype", "layout"), cases("rms_norm"))
def test_op_rms_norm_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = x / sqrt(mean(x * x over the last dim) + epsilon) * w`."""
    harness.op_case("rms_norm", dtype, layout)


@pytest.mark.parametrize("case", error_cases("rms_norm"))
def test_op_rms_norm_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("rms_norm", case)


def test_op_rms_norm_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("rms_norm")


def test_op_rms_norm_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("rms_norm")


@pytest.mark.parametrize(("dtype", "layout"), cases("softmax"))
def test_op_softmax_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = exp(x - max) / sum(exp(x - max))` along `axis`."""
    harness.op_case("softmax", dtype, layout)


@pytest.mark.parametrize("case", error_cases("softmax"))
def test_op_softmax_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("softmax", case)


def test_op_softmax_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("softmax")


def test_op_softmax_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("softmax")


@pytest.mark.parametrize(("dtype", "layout"), cases("causal_softmax"))
def test_op_causal_softmax_positive(harness: Harness, dtype: str, layout: str) -> None:
    """Softmax over the last dim with a causal mask: in row `i` of `s`, position `j` counts only when `j <= i + t - s`."""
    harness.op_case("causal_softmax", dtype, layout)


@pytest.mark.parametrize("case", error_cases("causal_softmax"))
def test_op_causal_softmax_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("causal_softmax", case)


def test_op_causal_softmax_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("causal_softmax")


def test_op_causal_softmax_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("causal_softmax")


@pytest.mark.parametrize(("dtype", "layout"), cases("rope"))
def test_op_rope_positive(harness: Harness, dtype: str, layout: str) -> None:
    """Rotary position embedding of `x` ([batch,] seq, heads, head_dim) at positions `pos_ids` ([batch,] seq; one row shared by every batch, as in InfiniOP), with `sin_table`/`cos_table` rows per position."""
    harness.op_case("rope", dtype, layout)


@pytest.mark.parametrize("case", error_cases("rope"))
def test_op_rope_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("rope", case)


def test_op_rope_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("rope")


def test_op_rope_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("rope")


@pytest.mark.parametrize(("dtype", "layout"), cases("rearrange"))
def test_op_rearrange_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`dst = src`: a copy between any two layouts of one shape (src may broadcast)."""
    harness.op_case("rearrange", dtype, layout)


@pytest.mark.parametrize("case", error_cases("rearrange"))
def test_op_rearrange_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("rearrange", case)


def test_op_rearrange_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("rearrange")


def test_op_rearrange_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("rearrange")


@pytest.mark.parametrize(("dtype", "layout"), cases("random_sample"))
def test_op_random_sample_positive(harness: Harness, dtype: str, layout: str) -> None:
    """Samples a token index from `probs` (the logits): the index of the maximum if `random_val`, `topp` or `temperature` is 0 or `topk` is 1, else InfiniCore's top-k / top-p sampling at `random_val` (so every backend picks the same index)."""
    harness.op_case("random_sample", dtype, layout)


@pytest.mark.parametrize("case", error_cases("random_sample"))
def test_op_random_sample_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("random_sample", case)


def test_op_random_sample_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("random_sample")


def test_op_random_sample_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("random_sample")


@pytest.mark.parametrize(("dtype", "layout"), cases("zeros"))
def test_op_zeros_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = 0`; `x` only fixes the shape, as in InfiniOP."""
    harness.op_case("zeros", dtype, layout)


@pytest.mark.parametrize("case", error_cases("zeros"))
def test_op_zeros_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("zeros", case)


def test_op_zeros_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("zeros")


def test_op_zeros_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("zeros")


@pytest.mark.parametrize(("dtype", "layout"), cases("ones"))
def test_op_ones_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = 1`; `x` only fixes the shape, as in InfiniOP."""
    harness.op_case("ones", dtype, layout)


@pytest.mark.parametrize("case", error_cases("ones"))
def test_op_ones_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("ones", case)


def test_op_ones_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("ones")


def test_op_ones_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("ones")


@pytest.mark.parametrize(("dtype", "layout"), cases("add_rms_norm"))
def test_op_add_rms_norm_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`residual_out = a + b`; `y = residual_out / sqrt(mean((a + b)^2 over the last dim) + epsilon) * weight`: a transformer layer's residual add and the next norm in one pass (as InfiniCore: the mean square of the unrounded sums, y from the stored residual). `residual_out` may be `a` or `b`."""
    harness.op_case("add_rms_norm", dtype, layout)


@pytest.mark.parametrize("case", error_cases("add_rms_norm"))
def test_op_add_rms_norm_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("add_rms_norm", case)


def test_op_add_rms_norm_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("add_rms_norm")


def test_op_add_rms_norm_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("add_rms_norm")


@pytest.mark.parametrize(("dtype", "layout"), cases("cross_entropy"))
def test_op_cross_entropy_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = logsumexp(x over the last dim) - x[target]`: the per-token loss of logits `x` against class indices `target` (no reduction, as InfiniCore); a `target` outside `[0, v)` gives 0 (an ignored token). f16/bf16 compute in f32."""
    harness.op_case("cross_entropy", dtype, layout)


@pytest.mark.parametrize("case", error_cases("cross_entropy"))
def test_op_cross_entropy_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("cross_entropy", case)


def test_op_cross_entropy_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("cross_entropy")


def test_op_cross_entropy_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("cross_entropy")


@pytest.mark.parametrize(("dtype", "layout"), cases("topksoftmax"))
def test_op_topksoftmax_positive(harness: Harness, dtype: str, layout: str) -> None:
    """MoE routing: per token (row of `x`, one logit per expert), the `topk` largest of `softmax(x)` in `values` (descending) and their experts in `indices`; with `norm` not 0 the kept probabilities are divided by their sum. Ties go to the lower expert. As InfiniCore's Topksoftmax: InfiniOP's create takes only `x`, its run `topk`; f16/bf16 compute in f32."""
    harness.op_case("topksoftmax", dtype, layout)


@pytest.mark.parametrize("case", error_cases("topksoftmax"))
def test_op_topksoftmax_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("topksoftmax", case)


def test_op_topksoftmax_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("topksoftmax")


def test_op_topksoftmax_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("topksoftmax")


@pytest.mark.parametrize(("dtype", "layout"), cases("topkrouter"))
def test_op_topkrouter_positive(harness: Harness, dtype: str, layout: str) -> None:
    """DeepSeek-V3's MoE router, as InfiniCore's Topkrouter (its fixed config: 256 experts in 8 groups of 32, 4 groups kept, probabilities renormalized): per token, scores `sigmoid(x) + correction_bias`; each group scores the sum of its two best; outside the 4 best groups scores become 0; the `topk` best experts (descending, ties to the lower one) go to `indices`, their `sigmoid(x)` scaled to `routed_scaling_factor * p / sum(p)` to `values`. InfiniOP's create takes `x` and `correction_bias`, its run `routed_scaling_factor` and `topk`; f16/bf16 compute in f32."""
    harness.op_case("topkrouter", dtype, layout)


@pytest.mark.parametrize("case", error_cases("topkrouter"))
def test_op_topkrouter_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("topkrouter", case)


def test_op_topkrouter_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("topkrouter")


def test_op_topkrouter_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("topkrouter")


@pytest.mark.parametrize(("dtype", "layout"), cases("mrope"))
def test_op_mrope_positive(harness: Harness, dtype: str, layout: str) -> None:
    """Multimodal rotary embedding (Qwen2-VL's M-RoPE), as InfiniCore's MRoPE: `q` and `k` ([tokens, heads * head_size]) rotate the first `rotary_dim` dims of each head rotate-half style (dim `i` with `i + rotary_dim/2`) by `cos`/`sin` rows at the token's position on one of three axes (t, h, w): pair `i` takes axis t below `section_t`, h below `section_t + section_h`, else w; `interleaved`: h where `i % 3 == 1` and `i < 3 * section_h`, w where `i % 3 == 2` and `i < 3 * section_w`, else t. Dims past `rotary_dim` are copied. `positions` is [3, tokens] (a text-only [tokens] row is the same row three times: stride 0). f16/bf16 compute in f32."""
    harness.op_case("mrope", dtype, layout)


@pytest.mark.parametrize("case", error_cases("mrope"))
def test_op_mrope_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("mrope", case)


def test_op_mrope_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("mrope")


def test_op_mrope_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("mrope")


@pytest.mark.parametrize(("dtype", "layout"), cases("per_tensor_quant_int8"))
def test_op_per_tensor_quant_int8_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`x_packed = round(x / x_scale)` in [-127, 127] with one f32 scale for the whole tensor, `x_scale = absmax(x) / 127` (1 where x is all zeros); rounding half away from zero (InfiniCore's PerTensorQuantI8). `is_static`: `x_scale` is given, not computed. With `x_zero` (asymmetric; upstream's kernels refuse it, anyrt takes per_channel_quant_int8's form over the whole tensor): `x_scale = max((max - min) / 255, 1e-8)`, `x_zero = -min / x_scale - 128`, `x_packed = round(x / x_scale + x_zero)` in [-128, 127]."""
    harness.op_case("per_tensor_quant_int8", dtype, layout)


@pytest.mark.parametrize("case", error_cases("per_tensor_quant_int8"))
def test_op_per_tensor_quant_int8_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("per_tensor_quant_int8", case)


def test_op_per_tensor_quant_int8_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("per_tensor_quant_int8")


def test_op_per_tensor_quant_int8_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("per_tensor_quant_int8")


@pytest.mark.parametrize(("dtype", "layout"), cases("per_tensor_dequant_int8"))
def test_op_per_tensor_dequant_int8_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`x = (x_packed - x_zero) * x_scale` with one f32 scale (and zero point) for the whole tensor, computed in f32 (InfiniCore's PerTensorDequantI8). `x_zero` absent: 0, the symmetric form upstream's kernels serve."""
    harness.op_case("per_tensor_dequant_int8", dtype, layout)


@pytest.mark.parametrize("case", error_cases("per_tensor_dequant_int8"))
def test_op_per_tensor_dequant_int8_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("per_tensor_dequant_int8", case)


def test_op_per_tensor_dequant_int8_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("per_tensor_dequant_int8")


def test_op_per_tensor_dequant_int8_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("per_tensor_dequant_int8")


@pytest.mark.parametrize(("dtype", "layout"), cases("per_channel_quant_int8"))
def test_op_per_channel_quant_int8_positive(harness: Harness, dtype: str, layout: str) -> None:
    """Each row of `x` (m, k) to int8 with its own f32 scale (InfiniCore's PerChannelQuantI8, per token); rounding half away from zero. Symmetric (`x_zero` absent): `x_scale = max(absmax(row) / 127, 1e-8)`, `x_packed = round(x / x_scale)` in [-127, 127]. Asymmetric: `x_scale = max((max - min) / 255, 1e-8)`, `x_zero = -min / x_scale - 128`, `x_packed = round(x / x_scale + x_zero)` in [-128, 127]."""
    harness.op_case("per_channel_quant_int8", dtype, layout)


@pytest.mark.parametrize("case", error_cases("per_channel_quant_int8"))
def test_op_per_channel_quant_int8_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("per_channel_quant_int8", case)


def test_op_per_channel_quant_int8_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("per_channel_quant_int8")


def test_op_per_channel_quant_int8_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("per_channel_quant_int8")


@pytest.mark.parametrize(("dtype", "layout"), cases("dequantize_awq"))
def test_op_dequantize_awq_positive(harness: Harness, dtype: str, layout: str) -> None:
    """AWQ's packed int4 weights to floats (InfiniCore's DequantizeAWQ): `out[r, c] = (w[r, c] - z[r / (k / g), c]) * scales[r / (k / g), c]`, rows in `g` equal groups; `w` and `z` are nibbles of `qweight` and `zeros`, 8 per int32 along the output features in AWQ's order (column 8i + j is nibble 0 4 1 5 2 6 3 7 [j] of word i). Computed in f32, rounded once."""
    harness.op_case("dequantize_awq", dtype, layout)


@pytest.mark.parametrize("case", error_cases("dequantize_awq"))
def test_op_dequantize_awq_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("dequantize_awq", case)


def test_op_dequantize_awq_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("dequantize_awq")


def test_op_dequantize_awq_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("dequantize_awq")


@pytest.mark.parametrize(("dtype", "layout"), cases("dequantize_gptq"))
def test_op_dequantize_gptq_positive(harness: Harness, dtype: str, layout: str) -> None:
    """GPTQ's packed int4 weights to floats (InfiniCore's DequantizeGPTQ): `out[r, c] = (w[r, c] - (z[gid, c] + 1)) * scales[gid, c]` with `gid = g_idx[r]` wrapped into [0, g) (GPTQ stores zero points less one); `w` is nibble r % 8 of `qweight[r / 8, c]` (8 input rows per int32), `z` nibble c % 8 of `zeros[gid, c / 8]` (8 output columns per int32). Computed in f32, rounded once."""
    harness.op_case("dequantize_gptq", dtype, layout)


@pytest.mark.parametrize("case", error_cases("dequantize_gptq"))
def test_op_dequantize_gptq_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("dequantize_gptq", case)


def test_op_dequantize_gptq_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("dequantize_gptq")


def test_op_dequantize_gptq_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("dequantize_gptq")


@pytest.mark.parametrize(("dtype", "layout"), cases("kv_caching"))
def test_op_kv_caching_positive(harness: Harness, dtype: str, layout: str) -> None:
    """Writes `k` and `v` into the caches after each batch's past tokens: `k_cache[b, :, past_kv_lengths[b] + i, :] = k[b, :, i, :]` (and `v` alike) for `i < s`; the rest of the caches is kept. The caches are updated in place, so `anyrt.ops` needs them given (`out=(k_cache, v_cache)`). A length with `past_kv_lengths[b] + s > l` is refused."""
    harness.op_case("kv_caching", dtype, layout)


@pytest.mark.parametrize("case", error_cases("kv_caching"))
def test_op_kv_caching_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("kv_caching", case)


def test_op_kv_caching_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("kv_caching")


def test_op_kv_caching_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("kv_caching")


@pytest.mark.parametrize(("dtype", "layout"), cases("paged_caching"))
def test_op_paged_caching_positive(harness: Harness, dtype: str, layout: str) -> None:
    """Writes each token's key and value into its slot of a paged cache: with `slot = slot_mapping[i]`, `k_cache[slot // bs, :, slot % bs, :] = k[i]` (and `v` alike); the rest of the caches is kept. The caches are updated in place, so `anyrt.ops` needs them given (`out=(k_cache, v_cache)`). Keys and values may have different head dims (DeepSeek's MLA). A slot outside the cache is refused; two tokens of one slot leave either's values."""
    harness.op_case("paged_caching", dtype, layout)


@pytest.mark.parametrize("case", error_cases("paged_caching"))
def test_op_paged_caching_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("paged_caching", case)


def test_op_paged_caching_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("paged_caching")


def test_op_paged_caching_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("paged_caching")


@pytest.mark.parametrize(("dtype", "layout"), cases("paged_attention"))
def test_op_paged_attention_positive(harness: Harness, dtype: str, layout: str) -> None:
    """Decode attention over a paged KV cache, one query token per sequence: for sequence `i` of `seq_lens[i]` tokens, whose token `j` lies in block `block_tables[i, j // bs]` at offset `j % bs`, `out[i, h] = softmax(scale * q[i, h] . k_j + alibi_slopes[h] * (j - seq_lens[i] + 1)) @ v_j`, with `k_j`, `v_j` of kv head `h // (hq / hkv)` (grouped-query attention; `hq` a multiple of `hkv`). f16/bf16 compute in f32. `alibi_slopes` may be left out (None, a NULL descriptor). A sequence of 0 tokens gives zeros; a length beyond its table or a block outside the pool is refused."""
    harness.op_case("paged_attention", dtype, layout)


@pytest.mark.parametrize("case", error_cases("paged_attention"))
def test_op_paged_attention_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("paged_attention", case)


def test_op_paged_attention_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("paged_attention")


def test_op_paged_attention_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("paged_attention")


@pytest.mark.parametrize(("dtype", "layout"), cases("paged_attention_prefill"))
def test_op_paged_attention_prefill_positive(harness: Harness, dtype: str, layout: str) -> None:
    """Prefill (or chunked decode) attention over a paged KV cache: sequence `i` has the query tokens `cum_seq_lens_q[i]` to `cum_seq_lens_q[i + 1]` of `q` (packed), the last of its `seq_lens[i]` cached tokens (laid out as in paged_attention, the new ones already cached); query `t` of it sees the tokens up to its own position (causal), `alibi_slopes[h] * (j - position)` added where given. `cum_seq_lens_q` has `n + 1` entries, 0 first and `t` last. f16/bf16 compute in f32. Offsets out of order, a length beyond its table or a block outside the pool is refused."""
    harness.op_case("paged_attention_prefill", dtype, layout)


@pytest.mark.parametrize("case", error_cases("paged_attention_prefill"))
def test_op_paged_attention_prefill_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("paged_attention_prefill", case)


def test_op_paged_attention_prefill_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("paged_attention_prefill")


def test_op_paged_attention_prefill_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("paged_attention_prefill")


@pytest.mark.parametrize(("dtype", "layout"), cases("attention"))
def test_op_attention_positive(harness: Harness, dtype: str, layout: str) -> None:
    """Causal attention with a contiguous KV cache (InfiniOP's Attention): writes `k` and `v` into the caches at `pos` (`k_cache[:, pos + i] = k[:, i]`), then `out[i, h] = softmax(q[h, i] . k_j / sqrt(d) for j <= pos + i) @ v_j` over the cache, with kv head `h // (hq / hkv)` (`hq` a multiple of `hkv`). f16/bf16 compute in f32. The caches are updated in place, so `anyrt.ops` needs them given (`out=(out, k_cache, v_cache)`). `pos + s > l` is refused."""
    harness.op_case("attention", dtype, layout)


@pytest.mark.parametrize("case", error_cases("attention"))
def test_op_attention_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("attention", case)


def test_op_attention_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("attention")


def test_op_attention_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("attention")


@pytest.mark.parametrize(("dtype", "layout"), cases("random_sample_batch"))
def test_op_random_sample_batch_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`random_sample` of each row of `probs` with that row's `random_val`, `topp`, `topk` and `temperature` (one sampling request per row, as a serving batch has), into `result`."""
    harness.op_case("random_sample_batch", dtype, layout)


@pytest.mark.parametrize("case", error_cases("random_sample_batch"))
def test_op_random_sample_batch_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("random_sample_batch", case)


def test_op_random_sample_batch_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("random_sample_batch")


def test_op_random_sample_batch_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("random_sample_batch")


@pytest.mark.parametrize(("dtype", "layout"), cases("silu_and_mul"))
def test_op_silu_and_mul_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`output = silu(input[..., :d/2]) * input[..., d/2:]`: the gate and up projections of a gated MLP packed in one tensor (vLLM's SiluAndMul). f16/bf16 round silu's result before the product, as torch does."""
    harness.op_case("silu_and_mul", dtype, layout)


@pytest.mark.parametrize("case", error_cases("silu_and_mul"))
def test_op_silu_and_mul_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("silu_and_mul", case)


def test_op_silu_and_mul_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("silu_and_mul")


def test_op_silu_and_mul_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("silu_and_mul")


@pytest.mark.parametrize(("dtype", "layout"), cases("embedding"))
def test_op_embedding_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`output[..., :] = weight[input[...], :]`: the rows of `weight` the token ids pick. An id outside [0, v) fails the run (InfiniCore's cpu kernel leaves that row unwritten)."""
    harness.op_case("embedding", dtype, layout)


@pytest.mark.parametrize("case", error_cases("embedding"))
def test_op_embedding_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("embedding", case)


def test_op_embedding_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("embedding")


def test_op_embedding_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("embedding")


@pytest.mark.parametrize(("dtype", "layout"), cases("gelu"))
def test_op_gelu_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`output = input / 2 * (1 + erf(input / sqrt(2)))`: GELU in its exact (erf) form."""
    harness.op_case("gelu", dtype, layout)


@pytest.mark.parametrize("case", error_cases("gelu"))
def test_op_gelu_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("gelu", case)


def test_op_gelu_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("gelu")


def test_op_gelu_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("gelu")


@pytest.mark.parametrize(("dtype", "layout"), cases("gelutanh"))
def test_op_gelutanh_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = x / 2 * (1 + tanh(sqrt(2 / pi) * (x + 0.044715 * x^3)))`: GELU's tanh approximation."""
    harness.op_case("gelutanh", dtype, layout)


@pytest.mark.parametrize("case", error_cases("gelutanh"))
def test_op_gelutanh_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("gelutanh", case)


def test_op_gelutanh_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("gelutanh")


def test_op_gelutanh_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("gelutanh")


@pytest.mark.parametrize(("dtype", "layout"), cases("quickgelu"))
def test_op_quickgelu_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = x * sigmoid(1.702 * x)`."""
    harness.op_case("quickgelu", dtype, layout)


@pytest.mark.parametrize("case", error_cases("quickgelu"))
def test_op_quickgelu_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("quickgelu", case)


def test_op_quickgelu_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("quickgelu")


def test_op_quickgelu_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("quickgelu")


@pytest.mark.parametrize(("dtype", "layout"), cases("tanh"))
def test_op_tanh_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`output = tanh(input)`."""
    harness.op_case("tanh", dtype, layout)


@pytest.mark.parametrize("case", error_cases("tanh"))
def test_op_tanh_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("tanh", case)


def test_op_tanh_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("tanh")


def test_op_tanh_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("tanh")


@pytest.mark.parametrize(("dtype", "layout"), cases("erf"))
def test_op_erf_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = erf(x)`, the error function."""
    harness.op_case("erf", dtype, layout)


@pytest.mark.parametrize("case", error_cases("erf"))
def test_op_erf_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("erf", case)


def test_op_erf_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("erf")


def test_op_erf_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("erf")


@pytest.mark.parametrize(("dtype", "layout"), cases("reciprocal"))
def test_op_reciprocal_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = 1 / x` (IEEE: `1 / 0` is infinity)."""
    harness.op_case("reciprocal", dtype, layout)


@pytest.mark.parametrize("case", error_cases("reciprocal"))
def test_op_reciprocal_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("reciprocal", case)


def test_op_reciprocal_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("reciprocal")


def test_op_reciprocal_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("reciprocal")


@pytest.mark.parametrize(("dtype", "layout"), cases("hardswish"))
def test_op_hardswish_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`output = input * min(max(input + 3, 0), 6) / 6`."""
    harness.op_case("hardswish", dtype, layout)


@pytest.mark.parametrize("case", error_cases("hardswish"))
def test_op_hardswish_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("hardswish", case)


def test_op_hardswish_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("hardswish")


def test_op_hardswish_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("hardswish")


@pytest.mark.parametrize(("dtype", "layout"), cases("softplus"))
def test_op_softplus_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = log(1 + exp(beta * x)) / beta`, or `x` where `beta * x > threshold` (where the curve is the line to within rounding)."""
    harness.op_case("softplus", dtype, layout)


@pytest.mark.parametrize("case", error_cases("softplus"))
def test_op_softplus_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("softplus", case)


def test_op_softplus_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("softplus")


def test_op_softplus_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("softplus")


@pytest.mark.parametrize(("dtype", "layout"), cases("hardtanh"))
def test_op_hardtanh_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`output = min(max(input, min_val), max_val)`."""
    harness.op_case("hardtanh", dtype, layout)


@pytest.mark.parametrize("case", error_cases("hardtanh"))
def test_op_hardtanh_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("hardtanh", case)


def test_op_hardtanh_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("hardtanh")


def test_op_hardtanh_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("hardtanh")


@pytest.mark.parametrize(("dtype", "layout"), cases("clip"))
def test_op_clip_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = max(min(x, max_val), min_val)`, broadcasting: the bounds are tensors (InfiniOP passes scalars as stride-0 tensors); where `min_val > max_val`, `min_val` wins (InfiniCore's cpu kernel; torch.clamp gives `max_val`)."""
    harness.op_case("clip", dtype, layout)


@pytest.mark.parametrize("case", error_cases("clip"))
def test_op_clip_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("clip", case)


def test_op_clip_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("clip")


def test_op_clip_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("clip")


@pytest.mark.parametrize(("dtype", "layout"), cases("log_softmax"))
def test_op_log_softmax_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`output = input - max - log(sum(exp(input - max)))` along `dim` (InfiniCore's LogSoftmax; its test is `logsoftmax.py`)."""
    harness.op_case("log_softmax", dtype, layout)


@pytest.mark.parametrize("case", error_cases("log_softmax"))
def test_op_log_softmax_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("log_softmax", case)


def test_op_log_softmax_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("log_softmax")


def test_op_log_softmax_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("log_softmax")


@pytest.mark.parametrize(("dtype", "layout"), cases("layer_norm"))
def test_op_layer_norm_positive(harness: Harness, dtype: str, layout: str) -> None:
    """Layer normalization over the last dim, as InfiniCore's LayerNorm: `std = sqrt(var(input) + eps)` (the biased variance), `input_standardization = (input - mean) / std`, `input_std_deviation = std` (one per row), `output = input_standardization * weight + bias`."""
    harness.op_case("layer_norm", dtype, layout)


@pytest.mark.parametrize("case", error_cases("layer_norm"))
def test_op_layer_norm_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("layer_norm", case)


def test_op_layer_norm_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("layer_norm")


def test_op_layer_norm_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("layer_norm")


@pytest.mark.parametrize(("dtype", "layout"), cases("select_last_token_hidden"))
def test_op_select_last_token_hidden_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`output[0, r, :] = hidden_states.reshape(-1, h)[input_offsets[r + 1] - 1, :]`: each request's last token's hidden state, from the tokens of a packed batch (request `r` ends at `input_offsets[r + 1]`, `b + 1` entries). Only the ends are read, so they need not be in order; an end outside [1, s * t] fails the run (InfiniCore's cpu kernel returns BAD_PARAM)."""
    harness.op_case("select_last_token_hidden", dtype, layout)


@pytest.mark.parametrize("case", error_cases("select_last_token_hidden"))
def test_op_select_last_token_hidden_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("select_last_token_hidden", case)


def test_op_select_last_token_hidden_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("select_last_token_hidden")


def test_op_select_last_token_hidden_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("select_last_token_hidden")


@pytest.mark.parametrize(("dtype", "layout"), cases("conv"))
def test_op_conv_positive(harness: Harness, dtype: str, layout: str) -> None:
    """InfiniCore's Conv: an N-d convolution (a cross-correlation, as torch's conv1d/2d/3d) over n = 1 to 3 spatial dims, `y[i, k, o...] = b[k] + sum over c, t... of x[i, c, o*strides - pads + t*dilations] * w[k, c, t...]`, where x reads 0 outside its dims (zero padding). Each output spatial dim is `(in + 2*pad - dilation*(kernel-1) - 1) / stride + 1`; an input too small for the dilated kernel is refused."""
    harness.op_case("conv", dtype, layout)


@pytest.mark.parametrize("case", error_cases("conv"))
def test_op_conv_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("conv", case)


def test_op_conv_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("conv")


def test_op_conv_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("conv")


@pytest.mark.parametrize(("dtype", "layout"), cases("abs"))
def test_op_abs_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = np.abs(x)` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("abs", dtype, layout)


@pytest.mark.parametrize("case", error_cases("abs"))
def test_op_abs_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("abs", case)


def test_op_abs_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("abs")


def test_op_abs_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("abs")


@pytest.mark.parametrize(("dtype", "layout"), cases("neg"))
def test_op_neg_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = -x` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("neg", dtype, layout)


@pytest.mark.parametrize("case", error_cases("neg"))
def test_op_neg_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("neg", case)


def test_op_neg_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("neg")


def test_op_neg_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("neg")


@pytest.mark.parametrize(("dtype", "layout"), cases("sign"))
def test_op_sign_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = 1, -1 or 0` by x's sign, elementwise, broadcasting; NaN and -0 give +0 (torch.sign's; np.sign keeps NaN)."""
    harness.op_case("sign", dtype, layout)


@pytest.mark.parametrize("case", error_cases("sign"))
def test_op_sign_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("sign", case)


def test_op_sign_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("sign")


def test_op_sign_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("sign")


@pytest.mark.parametrize(("dtype", "layout"), cases("square"))
def test_op_square_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = x * x` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("square", dtype, layout)


@pytest.mark.parametrize("case", error_cases("square"))
def test_op_square_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("square", case)


def test_op_square_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("square")


def test_op_square_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("square")


@pytest.mark.parametrize(("dtype", "layout"), cases("exp"))
def test_op_exp_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = np.exp(x)` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("exp", dtype, layout)


@pytest.mark.parametrize("case", error_cases("exp"))
def test_op_exp_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("exp", case)


def test_op_exp_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("exp")


def test_op_exp_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("exp")


@pytest.mark.parametrize(("dtype", "layout"), cases("exp2"))
def test_op_exp2_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = np.exp2(x)` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("exp2", dtype, layout)


@pytest.mark.parametrize("case", error_cases("exp2"))
def test_op_exp2_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("exp2", case)


def test_op_exp2_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("exp2")


def test_op_exp2_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("exp2")


@pytest.mark.parametrize(("dtype", "layout"), cases("expm1"))
def test_op_expm1_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = np.expm1(x)` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("expm1", dtype, layout)


@pytest.mark.parametrize("case", error_cases("expm1"))
def test_op_expm1_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("expm1", case)


def test_op_expm1_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("expm1")


def test_op_expm1_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("expm1")


@pytest.mark.parametrize(("dtype", "layout"), cases("log"))
def test_op_log_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = np.log(x)` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("log", dtype, layout)


@pytest.mark.parametrize("case", error_cases("log"))
def test_op_log_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("log", case)


def test_op_log_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("log")


def test_op_log_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("log")


@pytest.mark.parametrize(("dtype", "layout"), cases("log2"))
def test_op_log2_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = np.log2(x)` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("log2", dtype, layout)


@pytest.mark.parametrize("case", error_cases("log2"))
def test_op_log2_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("log2", case)


def test_op_log2_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("log2")


def test_op_log2_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("log2")


@pytest.mark.parametrize(("dtype", "layout"), cases("log10"))
def test_op_log10_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = np.log10(x)` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("log10", dtype, layout)


@pytest.mark.parametrize("case", error_cases("log10"))
def test_op_log10_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("log10", case)


def test_op_log10_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("log10")


def test_op_log10_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("log10")


@pytest.mark.parametrize(("dtype", "layout"), cases("log1p"))
def test_op_log1p_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = np.log1p(x)` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("log1p", dtype, layout)


@pytest.mark.parametrize("case", error_cases("log1p"))
def test_op_log1p_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("log1p", case)


def test_op_log1p_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("log1p")


def test_op_log1p_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("log1p")


@pytest.mark.parametrize(("dtype", "layout"), cases("sqrt"))
def test_op_sqrt_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = np.sqrt(x)` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("sqrt", dtype, layout)


@pytest.mark.parametrize("case", error_cases("sqrt"))
def test_op_sqrt_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("sqrt", case)


def test_op_sqrt_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("sqrt")


def test_op_sqrt_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("sqrt")


@pytest.mark.parametrize(("dtype", "layout"), cases("rsqrt"))
def test_op_rsqrt_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = 1 / np.sqrt(x)` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("rsqrt", dtype, layout)


@pytest.mark.parametrize("case", error_cases("rsqrt"))
def test_op_rsqrt_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("rsqrt", case)


def test_op_rsqrt_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("rsqrt")


def test_op_rsqrt_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("rsqrt")


@pytest.mark.parametrize(("dtype", "layout"), cases("sin"))
def test_op_sin_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = np.sin(x)` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("sin", dtype, layout)


@pytest.mark.parametrize("case", error_cases("sin"))
def test_op_sin_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("sin", case)


def test_op_sin_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("sin")


def test_op_sin_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("sin")


@pytest.mark.parametrize(("dtype", "layout"), cases("cos"))
def test_op_cos_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = np.cos(x)` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("cos", dtype, layout)


@pytest.mark.parametrize("case", error_cases("cos"))
def test_op_cos_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("cos", case)


def test_op_cos_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("cos")


def test_op_cos_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("cos")


@pytest.mark.parametrize(("dtype", "layout"), cases("tan"))
def test_op_tan_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = np.tan(x)` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("tan", dtype, layout)


@pytest.mark.parametrize("case", error_cases("tan"))
def test_op_tan_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("tan", case)


def test_op_tan_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("tan")


def test_op_tan_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("tan")


@pytest.mark.parametrize(("dtype", "layout"), cases("asin"))
def test_op_asin_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = np.arcsin(x)` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("asin", dtype, layout)


@pytest.mark.parametrize("case", error_cases("asin"))
def test_op_asin_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("asin", case)


def test_op_asin_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("asin")


def test_op_asin_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("asin")


@pytest.mark.parametrize(("dtype", "layout"), cases("acos"))
def test_op_acos_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = np.arccos(x)` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("acos", dtype, layout)


@pytest.mark.parametrize("case", error_cases("acos"))
def test_op_acos_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("acos", case)


def test_op_acos_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("acos")


def test_op_acos_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("acos")


@pytest.mark.parametrize(("dtype", "layout"), cases("atan"))
def test_op_atan_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = np.arctan(x)` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("atan", dtype, layout)


@pytest.mark.parametrize("case", error_cases("atan"))
def test_op_atan_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("atan", case)


def test_op_atan_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("atan")


def test_op_atan_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("atan")


@pytest.mark.parametrize(("dtype", "layout"), cases("sinh"))
def test_op_sinh_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = np.sinh(x)` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("sinh", dtype, layout)


@pytest.mark.parametrize("case", error_cases("sinh"))
def test_op_sinh_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("sinh", case)


def test_op_sinh_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("sinh")


def test_op_sinh_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("sinh")


@pytest.mark.parametrize(("dtype", "layout"), cases("cosh"))
def test_op_cosh_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = np.cosh(x)` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("cosh", dtype, layout)


@pytest.mark.parametrize("case", error_cases("cosh"))
def test_op_cosh_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("cosh", case)


def test_op_cosh_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("cosh")


def test_op_cosh_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("cosh")


@pytest.mark.parametrize(("dtype", "layout"), cases("asinh"))
def test_op_asinh_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = np.arcsinh(x)` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("asinh", dtype, layout)


@pytest.mark.parametrize("case", error_cases("asinh"))
def test_op_asinh_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("asinh", case)


def test_op_asinh_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("asinh")


def test_op_asinh_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("asinh")


@pytest.mark.parametrize(("dtype", "layout"), cases("acosh"))
def test_op_acosh_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = np.arccosh(x)` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("acosh", dtype, layout)


@pytest.mark.parametrize("case", error_cases("acosh"))
def test_op_acosh_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("acosh", case)


def test_op_acosh_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("acosh")


def test_op_acosh_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("acosh")


@pytest.mark.parametrize(("dtype", "layout"), cases("atanh"))
def test_op_atanh_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = np.arctanh(x)` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("atanh", dtype, layout)


@pytest.mark.parametrize("case", error_cases("atanh"))
def test_op_atanh_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("atanh", case)


def test_op_atanh_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("atanh")


def test_op_atanh_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("atanh")


@pytest.mark.parametrize(("dtype", "layout"), cases("erfc"))
def test_op_erfc_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = np.vectorize(math.erfc, otypes=[np.float64])(x)` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("erfc", dtype, layout)


@pytest.mark.parametrize("case", error_cases("erfc"))
def test_op_erfc_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("erfc", case)


def test_op_erfc_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("erfc")


def test_op_erfc_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("erfc")


@pytest.mark.parametrize(("dtype", "layout"), cases("floor"))
def test_op_floor_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = np.floor(x)` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("floor", dtype, layout)


@pytest.mark.parametrize("case", error_cases("floor"))
def test_op_floor_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("floor", case)


def test_op_floor_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("floor")


def test_op_floor_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("floor")


@pytest.mark.parametrize(("dtype", "layout"), cases("ceil"))
def test_op_ceil_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = np.ceil(x)` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("ceil", dtype, layout)


@pytest.mark.parametrize("case", error_cases("ceil"))
def test_op_ceil_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("ceil", case)


def test_op_ceil_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("ceil")


def test_op_ceil_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("ceil")


@pytest.mark.parametrize(("dtype", "layout"), cases("round"))
def test_op_round_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = round(x)` to the nearest integer, halves to even (NumPy's and torch's round)."""
    harness.op_case("round", dtype, layout)


@pytest.mark.parametrize("case", error_cases("round"))
def test_op_round_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("round", case)


def test_op_round_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("round")


def test_op_round_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("round")


@pytest.mark.parametrize(("dtype", "layout"), cases("trunc"))
def test_op_trunc_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = np.trunc(x)` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("trunc", dtype, layout)


@pytest.mark.parametrize("case", error_cases("trunc"))
def test_op_trunc_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("trunc", case)


def test_op_trunc_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("trunc")


def test_op_trunc_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("trunc")


@pytest.mark.parametrize(("dtype", "layout"), cases("bitwise_not"))
def test_op_bitwise_not_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = ~x` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("bitwise_not", dtype, layout)


@pytest.mark.parametrize("case", error_cases("bitwise_not"))
def test_op_bitwise_not_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("bitwise_not", case)


def test_op_bitwise_not_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("bitwise_not")


def test_op_bitwise_not_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("bitwise_not")


@pytest.mark.parametrize(("dtype", "layout"), cases("logical_not"))
def test_op_logical_not_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = x == 0` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("logical_not", dtype, layout)


@pytest.mark.parametrize("case", error_cases("logical_not"))
def test_op_logical_not_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("logical_not", case)


def test_op_logical_not_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("logical_not")


def test_op_logical_not_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("logical_not")


@pytest.mark.parametrize(("dtype", "layout"), cases("isnan"))
def test_op_isnan_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = np.isnan(x)` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("isnan", dtype, layout)


@pytest.mark.parametrize("case", error_cases("isnan"))
def test_op_isnan_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("isnan", case)


def test_op_isnan_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("isnan")


def test_op_isnan_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("isnan")


@pytest.mark.parametrize(("dtype", "layout"), cases("isinf"))
def test_op_isinf_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = np.isinf(x)` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("isinf", dtype, layout)


@pytest.mark.parametrize("case", error_cases("isinf"))
def test_op_isinf_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("isinf", case)


def test_op_isinf_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("isinf")


def test_op_isinf_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("isinf")


@pytest.mark.parametrize(("dtype", "layout"), cases("isfinite"))
def test_op_isfinite_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = np.isfinite(x)` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("isfinite", dtype, layout)


@pytest.mark.parametrize("case", error_cases("isfinite"))
def test_op_isfinite_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("isfinite", case)


def test_op_isfinite_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("isfinite")


def test_op_isfinite_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("isfinite")


@pytest.mark.parametrize(("dtype", "layout"), cases("div"))
def test_op_div_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`c = a / b` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("div", dtype, layout)


@pytest.mark.parametrize("case", error_cases("div"))
def test_op_div_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("div", case)


def test_op_div_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("div")


def test_op_div_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("div")


@pytest.mark.parametrize(("dtype", "layout"), cases("floor_divide"))
def test_op_floor_divide_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`c = floor(a / b)` (Python's `//`); an integer divisor of 0 gives 0."""
    harness.op_case("floor_divide", dtype, layout)


@pytest.mark.parametrize("case", error_cases("floor_divide"))
def test_op_floor_divide_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("floor_divide", case)


def test_op_floor_divide_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("floor_divide")


def test_op_floor_divide_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("floor_divide")


@pytest.mark.parametrize(("dtype", "layout"), cases("remainder"))
def test_op_remainder_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`c = a - floor(a / b) * b`, the sign of b (Python's `%`); an integer divisor of 0 gives 0."""
    harness.op_case("remainder", dtype, layout)


@pytest.mark.parametrize("case", error_cases("remainder"))
def test_op_remainder_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("remainder", case)


def test_op_remainder_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("remainder")


def test_op_remainder_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("remainder")


@pytest.mark.parametrize(("dtype", "layout"), cases("fmod"))
def test_op_fmod_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`c = np.fmod(a, b)` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("fmod", dtype, layout)


@pytest.mark.parametrize("case", error_cases("fmod"))
def test_op_fmod_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("fmod", case)


def test_op_fmod_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("fmod")


def test_op_fmod_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("fmod")


@pytest.mark.parametrize(("dtype", "layout"), cases("pow"))
def test_op_pow_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`c = np.power(a, b)` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("pow", dtype, layout)


@pytest.mark.parametrize("case", error_cases("pow"))
def test_op_pow_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("pow", case)


def test_op_pow_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("pow")


def test_op_pow_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("pow")


@pytest.mark.parametrize(("dtype", "layout"), cases("maximum"))
def test_op_maximum_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`c = max(a, b)`; NaN in either gives NaN (torch.maximum)."""
    harness.op_case("maximum", dtype, layout)


@pytest.mark.parametrize("case", error_cases("maximum"))
def test_op_maximum_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("maximum", case)


def test_op_maximum_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("maximum")


def test_op_maximum_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("maximum")


@pytest.mark.parametrize(("dtype", "layout"), cases("minimum"))
def test_op_minimum_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`c = min(a, b)`; NaN in either gives NaN (torch.minimum)."""
    harness.op_case("minimum", dtype, layout)


@pytest.mark.parametrize("case", error_cases("minimum"))
def test_op_minimum_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("minimum", case)


def test_op_minimum_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("minimum")


def test_op_minimum_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("minimum")


@pytest.mark.parametrize(("dtype", "layout"), cases("fmax"))
def test_op_fmax_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`c = max(a, b)`, NaN ignored where the other is a number."""
    harness.op_case("fmax", dtype, layout)


@pytest.mark.parametrize("case", error_cases("fmax"))
def test_op_fmax_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("fmax", case)


def test_op_fmax_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("fmax")


def test_op_fmax_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("fmax")


@pytest.mark.parametrize(("dtype", "layout"), cases("fmin"))
def test_op_fmin_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`c = min(a, b)`, NaN ignored where the other is a number."""
    harness.op_case("fmin", dtype, layout)


@pytest.mark.parametrize("case", error_cases("fmin"))
def test_op_fmin_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("fmin", case)


def test_op_fmin_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("fmin")


def test_op_fmin_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("fmin")


@pytest.mark.parametrize(("dtype", "layout"), cases("atan2"))
def test_op_atan2_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`c = np.arctan2(a, b)` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("atan2", dtype, layout)


@pytest.mark.parametrize("case", error_cases("atan2"))
def test_op_atan2_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("atan2", case)


def test_op_atan2_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("atan2")


def test_op_atan2_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("atan2")


@pytest.mark.parametrize(("dtype", "layout"), cases("hypot"))
def test_op_hypot_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`c = np.hypot(a, b)` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("hypot", dtype, layout)


@pytest.mark.parametrize("case", error_cases("hypot"))
def test_op_hypot_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("hypot", case)


def test_op_hypot_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("hypot")


def test_op_hypot_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("hypot")


@pytest.mark.parametrize(("dtype", "layout"), cases("copysign"))
def test_op_copysign_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`c = np.copysign(a, b)` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("copysign", dtype, layout)


@pytest.mark.parametrize("case", error_cases("copysign"))
def test_op_copysign_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("copysign", case)


def test_op_copysign_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("copysign")


def test_op_copysign_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("copysign")


@pytest.mark.parametrize(("dtype", "layout"), cases("logaddexp"))
def test_op_logaddexp_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`c = log(exp(a) + exp(b))` elementwise, broadcasting, without overflow (equal infinities give that infinity, as NumPy and torch)."""
    harness.op_case("logaddexp", dtype, layout)


@pytest.mark.parametrize("case", error_cases("logaddexp"))
def test_op_logaddexp_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("logaddexp", case)


def test_op_logaddexp_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("logaddexp")


def test_op_logaddexp_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("logaddexp")


@pytest.mark.parametrize(("dtype", "layout"), cases("bitwise_and"))
def test_op_bitwise_and_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`c = a & b` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("bitwise_and", dtype, layout)


@pytest.mark.parametrize("case", error_cases("bitwise_and"))
def test_op_bitwise_and_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("bitwise_and", case)


def test_op_bitwise_and_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("bitwise_and")


def test_op_bitwise_and_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("bitwise_and")


@pytest.mark.parametrize(("dtype", "layout"), cases("bitwise_or"))
def test_op_bitwise_or_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`c = a | b` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("bitwise_or", dtype, layout)


@pytest.mark.parametrize("case", error_cases("bitwise_or"))
def test_op_bitwise_or_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("bitwise_or", case)


def test_op_bitwise_or_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("bitwise_or")


def test_op_bitwise_or_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("bitwise_or")


@pytest.mark.parametrize(("dtype", "layout"), cases("bitwise_xor"))
def test_op_bitwise_xor_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`c = a ^ b` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("bitwise_xor", dtype, layout)


@pytest.mark.parametrize("case", error_cases("bitwise_xor"))
def test_op_bitwise_xor_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("bitwise_xor", case)


def test_op_bitwise_xor_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("bitwise_xor")


def test_op_bitwise_xor_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("bitwise_xor")


@pytest.mark.parametrize(("dtype", "layout"), cases("eq"))
def test_op_eq_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`c = a == b` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("eq", dtype, layout)


@pytest.mark.parametrize("case", error_cases("eq"))
def test_op_eq_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("eq", case)


def test_op_eq_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("eq")


def test_op_eq_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("eq")


@pytest.mark.parametrize(("dtype", "layout"), cases("ne"))
def test_op_ne_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`c = a != b` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("ne", dtype, layout)


@pytest.mark.parametrize("case", error_cases("ne"))
def test_op_ne_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("ne", case)


def test_op_ne_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("ne")


def test_op_ne_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("ne")


@pytest.mark.parametrize(("dtype", "layout"), cases("lt"))
def test_op_lt_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`c = a < b` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("lt", dtype, layout)


@pytest.mark.parametrize("case", error_cases("lt"))
def test_op_lt_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("lt", case)


def test_op_lt_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("lt")


def test_op_lt_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("lt")


@pytest.mark.parametrize(("dtype", "layout"), cases("le"))
def test_op_le_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`c = a <= b` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("le", dtype, layout)


@pytest.mark.parametrize("case", error_cases("le"))
def test_op_le_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("le", case)


def test_op_le_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("le")


def test_op_le_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("le")


@pytest.mark.parametrize(("dtype", "layout"), cases("gt"))
def test_op_gt_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`c = a > b` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("gt", dtype, layout)


@pytest.mark.parametrize("case", error_cases("gt"))
def test_op_gt_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("gt", case)


def test_op_gt_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("gt")


def test_op_gt_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("gt")


@pytest.mark.parametrize(("dtype", "layout"), cases("ge"))
def test_op_ge_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`c = a >= b` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("ge", dtype, layout)


@pytest.mark.parametrize("case", error_cases("ge"))
def test_op_ge_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("ge", case)


def test_op_ge_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("ge")


def test_op_ge_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("ge")


@pytest.mark.parametrize(("dtype", "layout"), cases("logical_and"))
def test_op_logical_and_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`c = (a != 0) & (b != 0)` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("logical_and", dtype, layout)


@pytest.mark.parametrize("case", error_cases("logical_and"))
def test_op_logical_and_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("logical_and", case)


def test_op_logical_and_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("logical_and")


def test_op_logical_and_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("logical_and")


@pytest.mark.parametrize(("dtype", "layout"), cases("logical_or"))
def test_op_logical_or_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`c = (a != 0) | (b != 0)` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("logical_or", dtype, layout)


@pytest.mark.parametrize("case", error_cases("logical_or"))
def test_op_logical_or_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("logical_or", case)


def test_op_logical_or_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("logical_or")


def test_op_logical_or_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("logical_or")


@pytest.mark.parametrize(("dtype", "layout"), cases("logical_xor"))
def test_op_logical_xor_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`c = (a != 0) != (b != 0)` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("logical_xor", dtype, layout)


@pytest.mark.parametrize("case", error_cases("logical_xor"))
def test_op_logical_xor_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("logical_xor", case)


def test_op_logical_xor_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("logical_xor")


def test_op_logical_xor_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("logical_xor")


@pytest.mark.parametrize(("dtype", "layout"), cases("where"))
def test_op_where_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = np.where(cond != 0, a, b)` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("where", dtype, layout)


@pytest.mark.parametrize("case", error_cases("where"))
def test_op_where_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("where", case)


def test_op_where_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("where")


def test_op_where_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("where")


@pytest.mark.parametrize(("dtype", "layout"), cases("lerp"))
def test_op_lerp_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = start + weight * (end - start)`, from the nearer end (torch.lerp: exact at weight 0 and 1)."""
    harness.op_case("lerp", dtype, layout)


@pytest.mark.parametrize("case", error_cases("lerp"))
def test_op_lerp_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("lerp", case)


def test_op_lerp_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("lerp")


def test_op_lerp_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("lerp")


@pytest.mark.parametrize(("dtype", "layout"), cases("addcmul"))
def test_op_addcmul_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = x + value * t1 * t2` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("addcmul", dtype, layout)


@pytest.mark.parametrize("case", error_cases("addcmul"))
def test_op_addcmul_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("addcmul", case)


def test_op_addcmul_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("addcmul")


def test_op_addcmul_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("addcmul")


@pytest.mark.parametrize(("dtype", "layout"), cases("addcdiv"))
def test_op_addcdiv_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = x + value * t1 / t2` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("addcdiv", dtype, layout)


@pytest.mark.parametrize("case", error_cases("addcdiv"))
def test_op_addcdiv_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("addcdiv", case)


def test_op_addcdiv_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("addcdiv")


def test_op_addcdiv_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("addcdiv")


@pytest.mark.parametrize(("dtype", "layout"), cases("relu_backward"))
def test_op_relu_backward_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`dx = np.where(x > 0, dy, 0.0)` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("relu_backward", dtype, layout)


@pytest.mark.parametrize("case", error_cases("relu_backward"))
def test_op_relu_backward_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("relu_backward", case)


def test_op_relu_backward_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("relu_backward")


def test_op_relu_backward_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("relu_backward")


@pytest.mark.parametrize(("dtype", "layout"), cases("silu_backward"))
def test_op_silu_backward_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`dx = dy / (1 + np.exp(-x)) * (1 + x * (1 - 1 / (1 + np.exp(-x))))` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("silu_backward", dtype, layout)


@pytest.mark.parametrize("case", error_cases("silu_backward"))
def test_op_silu_backward_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("silu_backward", case)


def test_op_silu_backward_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("silu_backward")


def test_op_silu_backward_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("silu_backward")


@pytest.mark.parametrize(("dtype", "layout"), cases("gelu_backward"))
def test_op_gelu_backward_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`dx = dy * gelu'(x)`, gelu's exact (erf) form."""
    harness.op_case("gelu_backward", dtype, layout)


@pytest.mark.parametrize("case", error_cases("gelu_backward"))
def test_op_gelu_backward_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("gelu_backward", case)


def test_op_gelu_backward_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("gelu_backward")


def test_op_gelu_backward_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("gelu_backward")


@pytest.mark.parametrize(("dtype", "layout"), cases("gelutanh_backward"))
def test_op_gelutanh_backward_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`dx = dy * gelu'(x)`, gelu's tanh approximation: with `u = sqrt(2/pi) (x + 0.044715 x^3)` and `a = exp(-2|u|)`, `0.5 (1 + tanh u)` is `1 / (1 + a)` (u >= 0) or `a / (1 + a)` and `1 - tanh^2 u` is `4a / (1 + a)^2`: nothing cancels in the tails (relative error of a few f32 ulps where the slope is tiny); the second term is 0 where a is (no inf * 0 at huge |x|: the slope's limits 1 and 0)."""
    harness.op_case("gelutanh_backward", dtype, layout)


@pytest.mark.parametrize("case", error_cases("gelutanh_backward"))
def test_op_gelutanh_backward_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("gelutanh_backward", case)


def test_op_gelutanh_backward_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("gelutanh_backward")


def test_op_gelutanh_backward_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("gelutanh_backward")


@pytest.mark.parametrize(("dtype", "layout"), cases("sigmoid_backward"))
def test_op_sigmoid_backward_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`dx = dy * y * (1 - y)` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("sigmoid_backward", dtype, layout)


@pytest.mark.parametrize("case", error_cases("sigmoid_backward"))
def test_op_sigmoid_backward_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("sigmoid_backward", case)


def test_op_sigmoid_backward_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("sigmoid_backward")


def test_op_sigmoid_backward_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("sigmoid_backward")


@pytest.mark.parametrize(("dtype", "layout"), cases("tanh_backward"))
def test_op_tanh_backward_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`dx = dy * (1 - y * y)` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("tanh_backward", dtype, layout)


@pytest.mark.parametrize("case", error_cases("tanh_backward"))
def test_op_tanh_backward_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("tanh_backward", case)


def test_op_tanh_backward_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("tanh_backward")


def test_op_tanh_backward_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("tanh_backward")


@pytest.mark.parametrize(("dtype", "layout"), cases("relu6"))
def test_op_relu6_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = min(max(x, 0), 6)`; NaN stays NaN (torch.nn.functional.relu6)."""
    harness.op_case("relu6", dtype, layout)


@pytest.mark.parametrize("case", error_cases("relu6"))
def test_op_relu6_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("relu6", case)


def test_op_relu6_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("relu6")


def test_op_relu6_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("relu6")


@pytest.mark.parametrize(("dtype", "layout"), cases("softsign"))
def test_op_softsign_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = x / (1 + np.abs(x))` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("softsign", dtype, layout)


@pytest.mark.parametrize("case", error_cases("softsign"))
def test_op_softsign_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("softsign", case)


def test_op_softsign_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("softsign")


def test_op_softsign_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("softsign")


@pytest.mark.parametrize(("dtype", "layout"), cases("tanhshrink"))
def test_op_tanhshrink_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = x - np.tanh(x)` elementwise, broadcasting (NumPy notation)."""
    harness.op_case("tanhshrink", dtype, layout)


@pytest.mark.parametrize("case", error_cases("tanhshrink"))
def test_op_tanhshrink_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("tanhshrink", case)


def test_op_tanhshrink_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("tanhshrink")


def test_op_tanhshrink_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("tanhshrink")


@pytest.mark.parametrize(("dtype", "layout"), cases("selu"))
def test_op_selu_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = scale * x` where x > 0, else `scale * alpha * (exp(x) - 1)` (torch.nn.functional.selu: scale 1.0507009873554805, alpha 1.6732632423543772)."""
    harness.op_case("selu", dtype, layout)


@pytest.mark.parametrize("case", error_cases("selu"))
def test_op_selu_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("selu", case)


def test_op_selu_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("selu")


def test_op_selu_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("selu")


@pytest.mark.parametrize(("dtype", "layout"), cases("logaddexp2"))
def test_op_logaddexp2_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`c = log2(2^a + 2^b)` elementwise, broadcasting, without overflow (equal infinities give that infinity, as NumPy and torch)."""
    harness.op_case("logaddexp2", dtype, layout)


@pytest.mark.parametrize("case", error_cases("logaddexp2"))
def test_op_logaddexp2_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("logaddexp2", case)


def test_op_logaddexp2_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("logaddexp2")


def test_op_logaddexp2_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("logaddexp2")


@pytest.mark.parametrize(("dtype", "layout"), cases("bitwise_right_shift"))
def test_op_bitwise_right_shift_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`c = a >> b`, arithmetic (the sign kept); a shift past the width, or a negative one, gives -1 for negative a and 0 otherwise (torch's, InfiniOP's)."""
    harness.op_case("bitwise_right_shift", dtype, layout)


@pytest.mark.parametrize("case", error_cases("bitwise_right_shift"))
def test_op_bitwise_right_shift_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("bitwise_right_shift", case)


def test_op_bitwise_right_shift_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("bitwise_right_shift")


def test_op_bitwise_right_shift_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("bitwise_right_shift")


@pytest.mark.parametrize(("dtype", "layout"), cases("broadcast_to"))
def test_op_broadcast_to_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = x` broadcast to y's shape (NumPy rules), any strides: torch.broadcast_to's copy."""
    harness.op_case("broadcast_to", dtype, layout)


@pytest.mark.parametrize("case", error_cases("broadcast_to"))
def test_op_broadcast_to_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("broadcast_to", case)


def test_op_broadcast_to_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("broadcast_to")


def test_op_broadcast_to_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("broadcast_to")


@pytest.mark.parametrize(("dtype", "layout"), cases("hardsigmoid"))
def test_op_hardsigmoid_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = min(max(x + 3, 0), 6) / 6`; NaN stays NaN (torch.nn.functional.hardsigmoid)."""
    harness.op_case("hardsigmoid", dtype, layout)


@pytest.mark.parametrize("case", error_cases("hardsigmoid"))
def test_op_hardsigmoid_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("hardsigmoid", case)


def test_op_hardsigmoid_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("hardsigmoid")


def test_op_hardsigmoid_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("hardsigmoid")


@pytest.mark.parametrize(("dtype", "layout"), cases("mish"))
def test_op_mish_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = x * tanh(softplus(x))` (torch.nn.functional.mish)."""
    harness.op_case("mish", dtype, layout)


@pytest.mark.parametrize("case", error_cases("mish"))
def test_op_mish_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("mish", case)


def test_op_mish_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("mish")


def test_op_mish_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("mish")


@pytest.mark.parametrize(("dtype", "layout"), cases("logsigmoid"))
def test_op_logsigmoid_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = log(sigmoid(x))`, as `min(x, 0) - log1p(exp(-|x|))`: no overflow (torch.nn.functional.logsigmoid)."""
    harness.op_case("logsigmoid", dtype, layout)


@pytest.mark.parametrize("case", error_cases("logsigmoid"))
def test_op_logsigmoid_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("logsigmoid", case)


def test_op_logsigmoid_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("logsigmoid")


def test_op_logsigmoid_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("logsigmoid")


@pytest.mark.parametrize(("dtype", "layout"), cases("frac"))
def test_op_frac_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = x - trunc(x)`, the sign of x (torch.frac)."""
    harness.op_case("frac", dtype, layout)


@pytest.mark.parametrize("case", error_cases("frac"))
def test_op_frac_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("frac", case)


def test_op_frac_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("frac")


def test_op_frac_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("frac")


@pytest.mark.parametrize(("dtype", "layout"), cases("sinc"))
def test_op_sinc_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = sin(pi x) / (pi x)`, 1 at 0 (the normalized sinc: torch.sinc, np.sinc)."""
    harness.op_case("sinc", dtype, layout)


@pytest.mark.parametrize("case", error_cases("sinc"))
def test_op_sinc_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("sinc", case)


def test_op_sinc_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("sinc")


def test_op_sinc_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("sinc")


@pytest.mark.parametrize(("dtype", "layout"), cases("signbit"))
def test_op_signbit_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = x's sign bit is set` (-0.0 and negative NaN included), as bool."""
    harness.op_case("signbit", dtype, layout)


@pytest.mark.parametrize("case", error_cases("signbit"))
def test_op_signbit_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("signbit", case)


def test_op_signbit_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("signbit")


def test_op_signbit_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("signbit")


@pytest.mark.parametrize(("dtype", "layout"), cases("leaky_relu"))
def test_op_leaky_relu_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = x` where x > 0, else `negative_slope * x` (torch.nn.functional.leaky_relu)."""
    harness.op_case("leaky_relu", dtype, layout)


@pytest.mark.parametrize("case", error_cases("leaky_relu"))
def test_op_leaky_relu_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("leaky_relu", case)


def test_op_leaky_relu_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("leaky_relu")


def test_op_leaky_relu_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("leaky_relu")


@pytest.mark.parametrize(("dtype", "layout"), cases("elu"))
def test_op_elu_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = scale * x` where x > 0, else `alpha * scale * (exp(input_scale * x) - 1)`: torch's elu, which celu and selu call too."""
    harness.op_case("elu", dtype, layout)


@pytest.mark.parametrize("case", error_cases("elu"))
def test_op_elu_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("elu", case)


def test_op_elu_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("elu")


def test_op_elu_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("elu")


@pytest.mark.parametrize(("dtype", "layout"), cases("hardshrink"))
def test_op_hardshrink_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = 0` where `-lambd <= x <= lambd`, else x; NaN stays NaN (torch.nn.functional.hardshrink)."""
    harness.op_case("hardshrink", dtype, layout)


@pytest.mark.parametrize("case", error_cases("hardshrink"))
def test_op_hardshrink_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("hardshrink", case)


def test_op_hardshrink_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("hardshrink")


def test_op_hardshrink_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("hardshrink")


@pytest.mark.parametrize(("dtype", "layout"), cases("softshrink"))
def test_op_softshrink_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = x - lambd` above lambd, `x + lambd` below -lambd, else 0; NaN stays NaN (torch.nn.functional.softshrink)."""
    harness.op_case("softshrink", dtype, layout)


@pytest.mark.parametrize("case", error_cases("softshrink"))
def test_op_softshrink_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("softshrink", case)


def test_op_softshrink_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("softshrink")


def test_op_softshrink_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("softshrink")


@pytest.mark.parametrize(("dtype", "layout"), cases("threshold"))
def test_op_threshold_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = value` where `x <= threshold`, else x; NaN stays NaN (torch.nn.functional.threshold)."""
    harness.op_case("threshold", dtype, layout)


@pytest.mark.parametrize("case", error_cases("threshold"))
def test_op_threshold_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("threshold", case)


def test_op_threshold_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("threshold")


def test_op_threshold_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("threshold")


@pytest.mark.parametrize(("dtype", "layout"), cases("nan_to_num"))
def test_op_nan_to_num_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = x` with NaN, +inf and -inf replaced by nan, posinf and neginf (torch.nan_to_num)."""
    harness.op_case("nan_to_num", dtype, layout)


@pytest.mark.parametrize("case", error_cases("nan_to_num"))
def test_op_nan_to_num_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("nan_to_num", case)


def test_op_nan_to_num_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("nan_to_num")


def test_op_nan_to_num_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("nan_to_num")


@pytest.mark.parametrize(("dtype", "layout"), cases("xlogy"))
def test_op_xlogy_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`c = a * log(b)`, 0 where a is 0 (unless b is NaN) (torch.xlogy, scipy.special.xlogy)."""
    harness.op_case("xlogy", dtype, layout)


@pytest.mark.parametrize("case", error_cases("xlogy"))
def test_op_xlogy_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("xlogy", case)


def test_op_xlogy_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("xlogy")


def test_op_xlogy_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("xlogy")


@pytest.mark.parametrize(("dtype", "layout"), cases("xlog1py"))
def test_op_xlog1py_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`c = a * log1p(b)`, 0 where a is 0 (unless b is NaN) (torch.special.xlog1py)."""
    harness.op_case("xlog1py", dtype, layout)


@pytest.mark.parametrize("case", error_cases("xlog1py"))
def test_op_xlog1py_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("xlog1py", case)


def test_op_xlog1py_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("xlog1py")


def test_op_xlog1py_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("xlog1py")


@pytest.mark.parametrize(("dtype", "layout"), cases("heaviside"))
def test_op_heaviside_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`c = b` where a is 0, else 1 for positive a and 0 otherwise (NaN included: torch.heaviside's)."""
    harness.op_case("heaviside", dtype, layout)


@pytest.mark.parametrize("case", error_cases("heaviside"))
def test_op_heaviside_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("heaviside", case)


def test_op_heaviside_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("heaviside")


def test_op_heaviside_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("heaviside")


@pytest.mark.parametrize(("dtype", "layout"), cases("sum"))
def test_op_sum_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = np.sum(x, axis=axes, keepdims=True)` over the reduced dims `axes` (NumPy notation)."""
    harness.op_case("sum", dtype, layout)


@pytest.mark.parametrize("case", error_cases("sum"))
def test_op_sum_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("sum", case)


def test_op_sum_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("sum")


def test_op_sum_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("sum")


@pytest.mark.parametrize(("dtype", "layout"), cases("mean"))
def test_op_mean_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = mean(x)` over the reduced dims (NaN where there are none)."""
    harness.op_case("mean", dtype, layout)


@pytest.mark.parametrize("case", error_cases("mean"))
def test_op_mean_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("mean", case)


def test_op_mean_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("mean")


def test_op_mean_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("mean")


@pytest.mark.parametrize(("dtype", "layout"), cases("prod"))
def test_op_prod_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = prod(x)` over the reduced dims (torch.prod), f16/bf16 multiplied in f32 in the kernel's fixed order: a zero after a partial product overflowed gives NaN (IEEE's inf * 0; another order, NumPy's f64 one, may give 0 instead, as torch's f32 accumulation may too)."""
    harness.op_case("prod", dtype, layout)


@pytest.mark.parametrize("case", error_cases("prod"))
def test_op_prod_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("prod", case)


def test_op_prod_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("prod")


def test_op_prod_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("prod")


@pytest.mark.parametrize(("dtype", "layout"), cases("amax"))
def test_op_amax_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = max(x)` over the reduced dims; NaN if any is NaN (torch.amax). No elements to reduce (an output over none): refused at creation, as torch raises."""
    harness.op_case("amax", dtype, layout)


@pytest.mark.parametrize("case", error_cases("amax"))
def test_op_amax_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("amax", case)


def test_op_amax_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("amax")


def test_op_amax_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("amax")


@pytest.mark.parametrize(("dtype", "layout"), cases("amin"))
def test_op_amin_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = min(x)` over the reduced dims; NaN if any is NaN (torch.amin). No elements to reduce (an output over none): refused at creation, as torch raises."""
    harness.op_case("amin", dtype, layout)


@pytest.mark.parametrize("case", error_cases("amin"))
def test_op_amin_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("amin", case)


def test_op_amin_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("amin")


def test_op_amin_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("amin")


@pytest.mark.parametrize(("dtype", "layout"), cases("norm"))
def test_op_norm_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = sqrt(sum(x * x))` over the reduced dims (the 2-norm)."""
    harness.op_case("norm", dtype, layout)


@pytest.mark.parametrize("case", error_cases("norm"))
def test_op_norm_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("norm", case)


def test_op_norm_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("norm")


def test_op_norm_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("norm")


@pytest.mark.parametrize(("dtype", "layout"), cases("any"))
def test_op_any_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = np.any(x != 0, axis=axes, keepdims=True)` over the reduced dims `axes` (NumPy notation)."""
    harness.op_case("any", dtype, layout)


@pytest.mark.parametrize("case", error_cases("any"))
def test_op_any_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("any", case)


def test_op_any_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("any")


def test_op_any_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("any")


@pytest.mark.parametrize(("dtype", "layout"), cases("all"))
def test_op_all_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = np.all(x != 0, axis=axes, keepdims=True)` over the reduced dims `axes` (NumPy notation)."""
    harness.op_case("all", dtype, layout)


@pytest.mark.parametrize("case", error_cases("all"))
def test_op_all_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("all", case)


def test_op_all_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("all")


def test_op_all_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("all")


@pytest.mark.parametrize(("dtype", "layout"), cases("count_nonzero"))
def test_op_count_nonzero_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = np.sum(x != 0, axis=axes, keepdims=True)` over the reduced dims `axes` (NumPy notation)."""
    harness.op_case("count_nonzero", dtype, layout)


@pytest.mark.parametrize("case", error_cases("count_nonzero"))
def test_op_count_nonzero_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("count_nonzero", case)


def test_op_count_nonzero_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("count_nonzero")


def test_op_count_nonzero_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("count_nonzero")


@pytest.mark.parametrize(("dtype", "layout"), cases("cast"))
def test_op_cast_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = x` converted to y's dtype, any dtype to any; x broadcasts, any strides (negative, zero, overlapping source). Floats to integers truncate toward zero, saturating at int64's range, NaN giving 0, then wrap to a narrower dtype (NumPy's astype on x86-64); to bool: not 0; f16/bf16 round to nearest even. The foundation of contiguous, strided copies, expand and dtype conversion."""
    harness.op_case("cast", dtype, layout)


@pytest.mark.parametrize("case", error_cases("cast"))
def test_op_cast_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("cast", case)


def test_op_cast_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("cast")


def test_op_cast_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("cast")


@pytest.mark.parametrize(("dtype", "layout"), cases("uniform"))
def test_op_uniform_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = low + (high - low) * u`, u uniform in [0, 1) from Philox4x32-10 at (seed, offset): one 32-bit draw per element, `u = (w >> 8) * 2^-24`, computed in f32 (f16/bf16 rounded once); f64: one 64-bit draw, `u = (w >> 11) * 2^-53`, in f64. Rounding may give `high` itself (as torch's)."""
    harness.op_case("uniform", dtype, layout)


@pytest.mark.parametrize("case", error_cases("uniform"))
def test_op_uniform_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("uniform", case)


def test_op_uniform_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("uniform")


def test_op_uniform_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("uniform")


@pytest.mark.parametrize(("dtype", "layout"), cases("normal"))
def test_op_normal_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = mean + std * z`, z standard normal by Box-Muller from Philox4x32-10 at (seed, offset): the elements e and e + 1 of an even e share one pair of uniforms, `z = sqrt(-2 ln u1) * cos(2 pi u2)` for the even one, `sin` for the odd. f16/bf16/f32: the pair is words 2k and 2k + 1 (k = (e % 4) / 2) of block e / 4, `u1 = ((w >> 8) + 1) * 2^-24` (in (0, 1]), `u2 = (w >> 8) * 2^-24`, rounded once to the dtype; f64: words 0-1 (u1) and 2-3 (u2) of block e / 2 as 64-bit draws, `u1 = ((w >> 11) + 1) * 2^-53`, `u2 = (w >> 11) * 2^-53`. The log and trigonometry are each backend's (within a few ulp)."""
    harness.op_case("normal", dtype, layout)


@pytest.mark.parametrize("case", error_cases("normal"))
def test_op_normal_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("normal", case)


def test_op_normal_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("normal")


def test_op_normal_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("normal")


@pytest.mark.parametrize(("dtype", "layout"), cases("bernoulli"))
def test_op_bernoulli_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = 1` where `u < p`, else 0 (dropout's keep mask), u from one 32-bit draw of Philox4x32-10 at (seed, offset), `u = (w >> 8) * 2^-24` compared in f32: the same bits in every dtype. p 0 gives zeros, 1 ones."""
    harness.op_case("bernoulli", dtype, layout)


@pytest.mark.parametrize("case", error_cases("bernoulli"))
def test_op_bernoulli_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("bernoulli", case)


def test_op_bernoulli_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("bernoulli")


def test_op_bernoulli_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("bernoulli")


@pytest.mark.parametrize(("dtype", "layout"), cases("randint"))
def test_op_randint_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y` integers uniform in [low, high) from Philox4x32-10 at (seed, offset). Where `high - low <= 2^32`: one 32-bit draw per element, `y = low + ((w * (high - low)) >> 32)` (multiply-shift: no division; each value's share is within (high - low) / 2^32 of the rest's); wider: one 64-bit draw, `y = low + w mod (high - low)`. Float outputs hold the integer rounded once. `high <= low` is refused at the call; a bound an int32 output cannot hold fails the run (the cpu backend: INVALID_VALUE at the stream's next synchronize)."""
    harness.op_case("randint", dtype, layout)


@pytest.mark.parametrize("case", error_cases("randint"))
def test_op_randint_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("randint", case)


def test_op_randint_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("randint")


def test_op_randint_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("randint")


@pytest.mark.parametrize(("dtype", "layout"), cases("masked_fill"))
def test_op_masked_fill_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = value` where `mask`, else `x`, broadcasting (torch.masked_fill, Paddle's masked_fill). An integer or bool y takes `value` truncated toward zero, saturated at int64's range, then wrapped to its dtype, as `cast` converts (torch raises where it overflows)."""
    harness.op_case("masked_fill", dtype, layout)


@pytest.mark.parametrize("case", error_cases("masked_fill"))
def test_op_masked_fill_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("masked_fill", case)


def test_op_masked_fill_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("masked_fill")


def test_op_masked_fill_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("masked_fill")


@pytest.mark.parametrize(("dtype", "layout"), cases("arange"))
def test_op_arange_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y[i] = start + i * step` (torch.arange, Paddle's arange): computed in f64 from the f32 attributes, then rounded to y's dtype (f16 / bf16 through f32, as `cast`) (an integer y: truncated toward zero, saturated at int64's range, then wrapped, as `cast`). y is the caller's: its length is the count of values, `ceil((end - start) / step)` for torch's end."""
    harness.op_case("arange", dtype, layout)


@pytest.mark.parametrize("case", error_cases("arange"))
def test_op_arange_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("arange", case)


def test_op_arange_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("arange")


def test_op_arange_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("arange")


@pytest.mark.parametrize(("dtype", "layout"), cases("linspace"))
def test_op_linspace_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`steps` values evenly from start to end, both included, steps = y's length (torch.linspace, numpy.linspace, Paddle's linspace): with `step = (end - start) / (steps - 1)`, `y[i] = start + i * step` for `i < steps / 2` and `end - (steps - 1 - i) * step` from there (torch's symmetric form: the last value is exactly end, as NumPy's); one value: start. Computed in f64 from the f32 attributes, then rounded to y's dtype as `cast` (an integer y: truncated toward zero, saturated at int64's range, then wrapped, as torch's integer linspace)."""
    harness.op_case("linspace", dtype, layout)


@pytest.mark.parametrize("case", error_cases("linspace"))
def test_op_linspace_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("linspace", case)


def test_op_linspace_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("linspace")


def test_op_linspace_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("linspace")


@pytest.mark.parametrize(("dtype", "layout"), cases("tril"))
def test_op_tril_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = x` on and below the `diagonal`-th diagonal of each [m, n] matrix (`j - i <= diagonal`), 0 above it (torch.tril, Paddle's tril / tril_triu with lower). y may be x."""
    harness.op_case("tril", dtype, layout)


@pytest.mark.parametrize("case", error_cases("tril"))
def test_op_tril_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("tril", case)


def test_op_tril_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("tril")


def test_op_tril_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("tril")


@pytest.mark.parametrize(("dtype", "layout"), cases("triu"))
def test_op_triu_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = x` on and above the `diagonal`-th diagonal of each [m, n] matrix (`j - i >= diagonal`), 0 below it (torch.triu, Paddle's triu / tril_triu). y may be x."""
    harness.op_case("triu", dtype, layout)


@pytest.mark.parametrize("case", error_cases("triu"))
def test_op_triu_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("triu", case)


def test_op_triu_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("triu")


def test_op_triu_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("triu")


@pytest.mark.parametrize(("dtype", "layout"), cases("one_hot"))
def test_op_one_hot_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y[..., c] = 1` where `index[...] == c`, else 0 (torch.nn.functional.one_hot, Paddle's one_hot), in y's dtype. An index outside [0, num_classes) fails the run (torch raises)."""
    harness.op_case("one_hot", dtype, layout)


@pytest.mark.parametrize("case", error_cases("one_hot"))
def test_op_one_hot_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("one_hot", case)


def test_op_one_hot_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("one_hot")


def test_op_one_hot_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("one_hot")


@pytest.mark.parametrize(("dtype", "layout"), cases("gather"))
def test_op_gather_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`out[..., j] = x[..., index[..., j]]` along the last dim (torch.gather(x, -1, index), Paddle's take_along_axis); x and index broadcast to out's leading dims. An index outside [0, n) fails the run (torch raises)."""
    harness.op_case("gather", dtype, layout)


@pytest.mark.parametrize("case", error_cases("gather"))
def test_op_gather_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("gather", case)


def test_op_gather_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("gather")


def test_op_gather_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("gather")


@pytest.mark.parametrize(("dtype", "layout"), cases("index_select"))
def test_op_index_select_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`out[..., j] = x[..., index[j]]`: the same positions of every row (torch.index_select(x, -1, index), Paddle's index_select; dim 0 of a table is its transpose's last). An index outside [0, n) fails the run (torch raises)."""
    harness.op_case("index_select", dtype, layout)


@pytest.mark.parametrize("case", error_cases("index_select"))
def test_op_index_select_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("index_select", case)


def test_op_index_select_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("index_select")


def test_op_index_select_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("index_select")


@pytest.mark.parametrize(("dtype", "layout"), cases("scatter"))
def test_op_scatter_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = x`, then `y[..., index[..., j]] = src[..., j]` for j in order along the last dim (torch.scatter(x, -1, index, src), Paddle's put_along_axis with reduce 'assign'): of several j naming one position the last wins (torch leaves it undefined). y may be x (in place). An index outside [0, n) fails the run (torch raises)."""
    harness.op_case("scatter", dtype, layout)


@pytest.mark.parametrize("case", error_cases("scatter"))
def test_op_scatter_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("scatter", case)


def test_op_scatter_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("scatter")


def test_op_scatter_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("scatter")


@pytest.mark.parametrize(("dtype", "layout"), cases("scatter_add"))
def test_op_scatter_add_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = x`, then `y[..., index[..., j]] += src[..., j]` along the last dim (torch.scatter_add(x, -1, index, src), Paddle's put_along_axis with reduce 'add'): each position's sum in j order in f64 (integers in int64, wrapping), rounded to y's dtype at the end: the same bits for any thread count (torch's CUDA kernel adds in any order). y may be x. An index outside [0, n) fails the run."""
    harness.op_case("scatter_add", dtype, layout)


@pytest.mark.parametrize("case", error_cases("scatter_add"))
def test_op_scatter_add_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("scatter_add", case)


def test_op_scatter_add_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("scatter_add")


def test_op_scatter_add_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("scatter_add")


@pytest.mark.parametrize(("dtype", "layout"), cases("index_add"))
def test_op_index_add_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = x`, then `y[..., index[j]] += alpha * src[..., j]`: the same positions in every row (torch.index_add(x, -1, index, src, alpha=alpha), Paddle's index_add; embedding's backward is dim 0 of the table's gradient, its transpose's last dim). Each position's sum in j order in f64, rounded to y's dtype at the end (integers: in int64 with alpha truncated, wrapping): the same bits for any thread count. y may be x. An index outside [0, n) fails the run."""
    harness.op_case("index_add", dtype, layout)


@pytest.mark.parametrize("case", error_cases("index_add"))
def test_op_index_add_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("index_add", case)


def test_op_index_add_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("index_add")


def test_op_index_add_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("index_add")


@pytest.mark.parametrize(("dtype", "layout"), cases("cumsum"))
def test_op_cumsum_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y[..., i, ...]` = the sum of x's elements 0 to i along `dim` (torch.cumsum, Paddle's cumsum with its `exclusive` and `reverse`). Floats add in order in f64, each result rounded to y's dtype; integers in int64, wrapping to y's dtype: the same bits for any thread count."""
    harness.op_case("cumsum", dtype, layout)


@pytest.mark.parametrize("case", error_cases("cumsum"))
def test_op_cumsum_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("cumsum", case)


def test_op_cumsum_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("cumsum")


def test_op_cumsum_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("cumsum")


@pytest.mark.parametrize(("dtype", "layout"), cases("cumprod"))
def test_op_cumprod_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y[..., i, ...]` = the product of x's elements 0 to i along `dim` (torch.cumprod, Paddle's cumprod with its `exclusive` and `reverse`). Floats multiply in order in f64, each result rounded to y's dtype; integers in int64, wrapping to y's dtype: the same bits for any thread count."""
    harness.op_case("cumprod", dtype, layout)


@pytest.mark.parametrize("case", error_cases("cumprod"))
def test_op_cumprod_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("cumprod", case)


def test_op_cumprod_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("cumprod")


def test_op_cumprod_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("cumprod")


@pytest.mark.parametrize(("dtype", "layout"), cases("topk"))
def test_op_topk_positive(harness: Harness, dtype: str, layout: str) -> None:
    """The `k` largest of each row of x along the last dim, descending (with `largest` false: the smallest, ascending), and their positions (torch.topk(x, k, -1, largest, sorted=True), Paddle's topk). Of equal values the lower position comes first; NaN counts as larger than every number (torch's order)."""
    harness.op_case("topk", dtype, layout)


@pytest.mark.parametrize("case", error_cases("topk"))
def test_op_topk_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("topk", case)


def test_op_topk_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("topk")


def test_op_topk_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("topk")


@pytest.mark.parametrize(("dtype", "layout"), cases("sort"))
def test_op_sort_positive(harness: Harness, dtype: str, layout: str) -> None:
    """Each row of x along the last dim sorted, stable (equal values keep their order), ascending or with `descending` descending, and each value's position in x (torch.sort(x, -1, descending, stable=True), Paddle's sort). NaN counts as larger than every number (torch's order)."""
    harness.op_case("sort", dtype, layout)


@pytest.mark.parametrize("case", error_cases("sort"))
def test_op_sort_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("sort", case)


def test_op_sort_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("sort")


def test_op_sort_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("sort")


@pytest.mark.parametrize(("dtype", "layout"), cases("argsort"))
def test_op_argsort_positive(harness: Harness, dtype: str, layout: str) -> None:
    """The positions that sort each row of x along the last dim, stable (equal values keep their order), ascending or with `descending` descending (torch.argsort(x, -1, descending, stable=True), Paddle's argsort). NaN counts as larger than every number (torch's order)."""
    harness.op_case("argsort", dtype, layout)


@pytest.mark.parametrize("case", error_cases("argsort"))
def test_op_argsort_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("argsort", case)


def test_op_argsort_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("argsort")


def test_op_argsort_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("argsort")


@pytest.mark.parametrize(("dtype", "layout"), cases("argmax"))
def test_op_argmax_positive(harness: Harness, dtype: str, layout: str) -> None:
    """The position of the largest element of each row of x along the last dim (torch.argmax(x, -1), Paddle's argmax with axis -1); the first of equal ones; NaN counts as larger than every number (its first position, as torch). An empty row (n = 0 with outputs) is refused at creation, as torch raises."""
    harness.op_case("argmax", dtype, layout)


@pytest.mark.parametrize("case", error_cases("argmax"))
def test_op_argmax_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("argmax", case)


def test_op_argmax_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("argmax")


def test_op_argmax_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("argmax")


@pytest.mark.parametrize(("dtype", "layout"), cases("argmin"))
def test_op_argmin_positive(harness: Harness, dtype: str, layout: str) -> None:
    """The position of the smallest element of each row of x along the last dim (torch.argmin(x, -1), Paddle's argmin with axis -1); the first of equal ones; a NaN wins (its first position: torch.argmin propagates NaN too). An empty row (n = 0 with outputs) is refused at creation, as torch raises."""
    harness.op_case("argmin", dtype, layout)


@pytest.mark.parametrize("case", error_cases("argmin"))
def test_op_argmin_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("argmin", case)


def test_op_argmin_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("argmin")


def test_op_argmin_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("argmin")


@pytest.mark.parametrize(("dtype", "layout"), cases("histc"))
def test_op_histc_positive(harness: Harness, dtype: str, layout: str) -> None:
    """The count of x's elements in each of `bins` equal bins over [min_val, max_val] (torch.histc, Paddle's histogram), integer x too (transformers' MoE counts tokens per expert on int32): v goes to bin `floor((v - min_val) / (max_val - min_val) * bins)` computed in f64 (torch's cpu order), max_val to the last; values outside the range and NaN are not counted. `min_val == max_val`: the range is x's smallest and largest element, NaN left out (those equal too: less and more 1), as torch. Counts are exact integers, stored in y's dtype. `min_val > max_val`, or an infinite range, fails the run (torch raises)."""
    harness.op_case("histc", dtype, layout)


@pytest.mark.parametrize("case", error_cases("histc"))
def test_op_histc_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("histc", case)


def test_op_histc_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("histc")


def test_op_histc_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("histc")


@pytest.mark.parametrize(("dtype", "layout"), cases("softmax_backward"))
def test_op_softmax_backward_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`dx = y * (dy - sum(dy * y))` along `axis`: softmax's gradient from its output `y` (torch's _softmax_backward_data, Paddle's softmax_grad). dy and y broadcast to dx's shape; f16/bf16 compute in f32; each row's sum in order (the same bits for any thread count)."""
    harness.op_case("softmax_backward", dtype, layout)


@pytest.mark.parametrize("case", error_cases("softmax_backward"))
def test_op_softmax_backward_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("softmax_backward", case)


def test_op_softmax_backward_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("softmax_backward")


def test_op_softmax_backward_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("softmax_backward")


@pytest.mark.parametrize(("dtype", "layout"), cases("log_softmax_backward"))
def test_op_log_softmax_backward_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`dx = dy - exp(y) * sum(dy)` along `dim`: log_softmax's gradient from its output `y` (torch's _log_softmax_backward_data, Paddle's log_softmax_grad). dy and y broadcast to dx's shape; f16/bf16 compute in f32; each row's sum in order."""
    harness.op_case("log_softmax_backward", dtype, layout)


@pytest.mark.parametrize("case", error_cases("log_softmax_backward"))
def test_op_log_softmax_backward_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("log_softmax_backward", case)


def test_op_log_softmax_backward_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("log_softmax_backward")


def test_op_log_softmax_backward_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("log_softmax_backward")


@pytest.mark.parametrize(("dtype", "layout"), cases("layer_norm_backward"))
def test_op_layer_norm_backward_positive(harness: Harness, dtype: str, layout: str) -> None:
    """layer_norm's gradients from what its forward outputs (`input_standardization` z and `input_std_deviation` std): with `g = dy * weight`, `dx = (g - mean(g) - z * mean(g * z)) / std` over the last dim, `dweight = sum(dy * z)` and `dbias = sum(dy)` over every row (torch's native_layer_norm_backward, Paddle's layer_norm_grad, which take the mean and 1/std instead). f16/bf16 compute in f32; the sums over rows run in row order per column (the same bits for any thread count)."""
    harness.op_case("layer_norm_backward", dtype, layout)


@pytest.mark.parametrize("case", error_cases("layer_norm_backward"))
def test_op_layer_norm_backward_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("layer_norm_backward", case)


def test_op_layer_norm_backward_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("layer_norm_backward")


def test_op_layer_norm_backward_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("layer_norm_backward")


@pytest.mark.parametrize(("dtype", "layout"), cases("rms_norm_backward"))
def test_op_rms_norm_backward_positive(harness: Harness, dtype: str, layout: str) -> None:
    """rms_norm's gradients: per row `r = 1 / sqrt(mean(x * x) + epsilon)` (recomputed from x), with `g = dy * w`, `dx = r * g - x * r^3 * mean(g * x)` over the last dim, and `dw = sum(dy * x * r)` over every row. f16/bf16 compute in f32; the sums over rows run in row order per column (the same bits for any thread count)."""
    harness.op_case("rms_norm_backward", dtype, layout)


@pytest.mark.parametrize("case", error_cases("rms_norm_backward"))
def test_op_rms_norm_backward_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("rms_norm_backward", case)


def test_op_rms_norm_backward_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("rms_norm_backward")


def test_op_rms_norm_backward_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("rms_norm_backward")


@pytest.mark.parametrize(("dtype", "layout"), cases("nll_loss"))
def test_op_nll_loss_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = -x[target]`: the per-token negative log-likelihood of log-probabilities `x` (one row of v classes per token) at class indices `target`, no reduction (torch's nll_loss with reduction='none', Paddle's nll_loss); a `target` outside `[0, v)` gives 0 (an ignored token, as anyrt's cross_entropy)."""
    harness.op_case("nll_loss", dtype, layout)


@pytest.mark.parametrize("case", error_cases("nll_loss"))
def test_op_nll_loss_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("nll_loss", case)


def test_op_nll_loss_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("nll_loss")


def test_op_nll_loss_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("nll_loss")


@pytest.mark.parametrize(("dtype", "layout"), cases("cross_entropy_backward"))
def test_op_cross_entropy_backward_positive(harness: Harness, dtype: str, layout: str) -> None:
    """cross_entropy's gradient: `dx = dy * (softmax(x) - onehot(target))` along the last dim, per token; a token whose `target` is outside `[0, v)` (ignored: its loss is 0) gets a row of zeros (torch's cross_entropy backward, reduction='none': log_softmax's and nll_loss's backwards in one pass; Paddle's cross_entropy_with_softmax_grad). f16/bf16 compute in f32."""
    harness.op_case("cross_entropy_backward", dtype, layout)


@pytest.mark.parametrize("case", error_cases("cross_entropy_backward"))
def test_op_cross_entropy_backward_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("cross_entropy_backward", case)


def test_op_cross_entropy_backward_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("cross_entropy_backward")


def test_op_cross_entropy_backward_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("cross_entropy_backward")


@pytest.mark.parametrize(("dtype", "layout"), cases("nll_loss_backward"))
def test_op_nll_loss_backward_positive(harness: Harness, dtype: str, layout: str) -> None:
    """nll_loss's gradient: `dx[..., target] = -dy`, every other element 0; a token whose `target` is outside `[0, v)` gets a row of zeros (torch's nll_loss_backward with reduction='none', Paddle's nll_loss_grad). `x` only fixes the shape, as torch's `self`."""
    harness.op_case("nll_loss_backward", dtype, layout)


@pytest.mark.parametrize("case", error_cases("nll_loss_backward"))
def test_op_nll_loss_backward_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("nll_loss_backward", case)


def test_op_nll_loss_backward_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("nll_loss_backward")


def test_op_nll_loss_backward_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("nll_loss_backward")


@pytest.mark.parametrize(("dtype", "layout"), cases("embedding_backward"))
def test_op_embedding_backward_positive(harness: Harness, dtype: str, layout: str) -> None:
    """embedding's gradient, accumulated: `dweight[input[i], :] += dy[i, :]` for every token `i` whose id is not `padding_idx` (torch's embedding_dense_backward, Paddle's embedding_grad; give a zeroed dweight for their result). The tokens of one id are added in token order, in f32 for f16/bf16, and each row of dweight is rounded once: the same bits for any thread count. dweight is updated in place, so `anyrt.ops` needs it given (`out=dweight`). An id outside [0, v) fails the run before anything is written."""
    harness.op_case("embedding_backward", dtype, layout)


@pytest.mark.parametrize("case", error_cases("embedding_backward"))
def test_op_embedding_backward_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("embedding_backward", case)


def test_op_embedding_backward_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("embedding_backward")


def test_op_embedding_backward_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("embedding_backward")


@pytest.mark.parametrize(("dtype", "layout"), cases("conv_backward_data"))
def test_op_conv_backward_data_positive(harness: Harness, dtype: str, layout: str) -> None:
    """conv's gradient by its input: `dx[i, c, s...] = sum over k, t... of dy[i, k, o...] * w[k, c, t...]` where `o*strides - pads + t*dilations == s` (a transposed convolution), 1 to 3 spatial dims, conv's attributes (torch's convolution_backward's grad_input, Paddle's conv2d_grad's input_grad). `x` only fixes dx's shape (one dy fits several input sizes when a stride is above 1). f16/bf16 accumulate in f32; each element is one task's, summed in a fixed order (the same bits for any thread count). The cpu backend runs it as a BLAS gemm and col2im where OpenBLAS is found."""
    harness.op_case("conv_backward_data", dtype, layout)


@pytest.mark.parametrize("case", error_cases("conv_backward_data"))
def test_op_conv_backward_data_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("conv_backward_data", case)


def test_op_conv_backward_data_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("conv_backward_data")


def test_op_conv_backward_data_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("conv_backward_data")


@pytest.mark.parametrize(("dtype", "layout"), cases("conv_backward_filter"))
def test_op_conv_backward_filter_positive(harness: Harness, dtype: str, layout: str) -> None:
    """conv's gradients by its filters and bias: `dw[k, c, t...] = sum over i, o... of dy[i, k, o...] * x[i, c, o*strides - pads + t*dilations]` (x reading 0 outside its dims) and `db[k] = sum over i, o... of dy[i, k, o...]`, 1 to 3 spatial dims, conv's attributes (torch's convolution_backward's grad_weight and grad_bias, Paddle's conv2d_grad's filter_grad). `w` only fixes dw's shape. f16/bf16 accumulate in f32; each element is one task's, summed in a fixed order (the same bits for any thread count). The cpu backend runs it as im2col and a BLAS gemm where OpenBLAS is found."""
    harness.op_case("conv_backward_filter", dtype, layout)


@pytest.mark.parametrize("case", error_cases("conv_backward_filter"))
def test_op_conv_backward_filter_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("conv_backward_filter", case)


def test_op_conv_backward_filter_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("conv_backward_filter")


def test_op_conv_backward_filter_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("conv_backward_filter")


@pytest.mark.parametrize(("dtype", "layout"), cases("max_pool"))
def test_op_max_pool_positive(harness: Harness, dtype: str, layout: str) -> None:
    """Max pooling over 1 to 3 spatial dims (torch's max_pool1d/2d/3d with_indices, ceil_mode off, dilation 1; Paddle's max_pool2d_with_index): `y[i, c, o...]` is the largest `x[i, c, o*strides - pads + t...]` over the window's `t < kernel_size` inside x (padding is never picked), `indices` its flat position in x's spatial dims (row-major; 2-D: `h * W + w`). The first largest in window order wins; a NaN wins over any number (as torch). A pad is at most half its window."""
    harness.op_case("max_pool", dtype, layout)


@pytest.mark.parametrize("case", error_cases("max_pool"))
def test_op_max_pool_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("max_pool", case)


def test_op_max_pool_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("max_pool")


def test_op_max_pool_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("max_pool")


@pytest.mark.parametrize(("dtype", "layout"), cases("max_pool_backward"))
def test_op_max_pool_backward_positive(harness: Harness, dtype: str, layout: str) -> None:
    """max_pool's gradient: `dx[i, c, p...]` is the sum of `dy[i, c, o...]` over the windows containing position p whose `indices` name p (overlapping windows may pick one element more than once), in window order (the same bits for any thread count) (torch's max_pool2d_with_indices_backward, Paddle's max_pool2d_with_index_grad). `x` only fixes dx's shape; an index outside its window adds nothing."""
    harness.op_case("max_pool_backward", dtype, layout)


@pytest.mark.parametrize("case", error_cases("max_pool_backward"))
def test_op_max_pool_backward_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("max_pool_backward", case)


def test_op_max_pool_backward_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("max_pool_backward")


def test_op_max_pool_backward_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("max_pool_backward")


@pytest.mark.parametrize(("dtype", "layout"), cases("avg_pool"))
def test_op_avg_pool_positive(harness: Harness, dtype: str, layout: str) -> None:
    """Average pooling over 1 to 3 spatial dims (torch's avg_pool1d/2d/3d, ceil_mode off, no divisor_override; Paddle's pool2d with pooling_type avg): `y[i, c, o...]` is the sum of `x[i, c, o*strides - pads + t...]` over the window's positions inside x, divided by the window's size (`count_include_pad`, torch's default: padding counts) or by the positions inside x (Paddle's exclusive). f16/bf16 sum in f32. A pad is at most half its window."""
    harness.op_case("avg_pool", dtype, layout)


@pytest.mark.parametrize("case", error_cases("avg_pool"))
def test_op_avg_pool_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("avg_pool", case)


def test_op_avg_pool_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("avg_pool")


def test_op_avg_pool_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("avg_pool")


@pytest.mark.parametrize(("dtype", "layout"), cases("avg_pool_backward"))
def test_op_avg_pool_backward_positive(harness: Harness, dtype: str, layout: str) -> None:
    """avg_pool's gradient: `dx[i, c, p...]` is the sum of `dy[i, c, o...] / divisor(o)` over the windows containing position p, in window order (the same bits for any thread count; torch's avg_pool2d_backward, Paddle's pool2d_grad). `x` only fixes dx's shape. f16/bf16 sum in f32."""
    harness.op_case("avg_pool_backward", dtype, layout)


@pytest.mark.parametrize("case", error_cases("avg_pool_backward"))
def test_op_avg_pool_backward_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("avg_pool_backward", case)


def test_op_avg_pool_backward_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("avg_pool_backward")


def test_op_avg_pool_backward_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("avg_pool_backward")


@pytest.mark.parametrize(("dtype", "layout"), cases("batch_norm"))
def test_op_batch_norm_positive(harness: Harness, dtype: str, layout: str) -> None:
    """Batch normalization in training (torch's native_batch_norm with training=True, Paddle's batch_norm with is_test false): per channel c over the batch and the positions (x as [nb, c, s]: a view of [N, C, *spatial]), `save_mean = mean(x)`, `save_invstd = 1 / sqrt(var(x) + eps)` (the biased variance, from the deviations), `y = (x - save_mean) * save_invstd * weight + bias`; the running statistics, given, are updated in place: `running_mean = (1 - momentum) * running_mean + momentum * save_mean`, `running_var` likewise with the unbiased variance (`nb * s / (nb * s - 1)` times; one value per channel gives NaN, as torch). weight and bias may be left out (1 and 0). f16/bf16 compute in f32; a channel per task, its sums in order (the same bits for any thread count)."""
    harness.op_case("batch_norm", dtype, layout)


@pytest.mark.parametrize("case", error_cases("batch_norm"))
def test_op_batch_norm_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("batch_norm", case)


def test_op_batch_norm_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("batch_norm")


def test_op_batch_norm_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("batch_norm")


@pytest.mark.parametrize(("dtype", "layout"), cases("batch_norm_inference"))
def test_op_batch_norm_inference_positive(harness: Harness, dtype: str, layout: str) -> None:
    """Batch normalization from running statistics (torch's batch_norm with training=False, Paddle's batch_norm with is_test): `y = (x - running_mean) / sqrt(running_var + eps) * weight + bias` per channel c of x as [nb, c, s]. weight and bias may be left out (1 and 0). f16/bf16 compute in f32."""
    harness.op_case("batch_norm_inference", dtype, layout)


@pytest.mark.parametrize("case", error_cases("batch_norm_inference"))
def test_op_batch_norm_inference_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("batch_norm_inference", case)


def test_op_batch_norm_inference_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("batch_norm_inference")


def test_op_batch_norm_inference_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("batch_norm_inference")


@pytest.mark.parametrize(("dtype", "layout"), cases("batch_norm_backward"))
def test_op_batch_norm_backward_positive(harness: Harness, dtype: str, layout: str) -> None:
    """batch_norm's gradients (torch's native_batch_norm_backward, Paddle's batch_norm_grad) from the forward's `save_mean` and `save_invstd` (in eval: the running mean and 1 / sqrt(running_var + eps)): with `xhat = (x - save_mean) * save_invstd` per channel over the batch and positions, `dweight = sum(dy * xhat)`, `dbias = sum(dy)`, and `dx = weight * save_invstd * (dy - mean(dy) - xhat * mean(dy * xhat))` in training, `dx = weight * save_invstd * dy` with `training` 0 (the statistics constants). weight absent: 1; dweight and dbias absent: not computed. f16/bf16 compute in f32; a channel per task, its sums in order (the same bits for any thread count)."""
    harness.op_case("batch_norm_backward", dtype, layout)


@pytest.mark.parametrize("case", error_cases("batch_norm_backward"))
def test_op_batch_norm_backward_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("batch_norm_backward", case)


def test_op_batch_norm_backward_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("batch_norm_backward")


def test_op_batch_norm_backward_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("batch_norm_backward")


@pytest.mark.parametrize(("dtype", "layout"), cases("adamw_step"))
def test_op_adamw_step_positive(harness: Harness, dtype: str, layout: str) -> None:
    """One AdamW step, elementwise, as torch.optim.AdamW (amsgrad and maximize off): `param *= 1 - lr * weight_decay`; `exp_avg += (1 - beta1) * (grad - exp_avg)`; `exp_avg_sq = beta2 * exp_avg_sq + (1 - beta2) * grad^2`; `param -= lr / (1 - beta1^step) * exp_avg / (sqrt(exp_avg_sq) / sqrt(1 - beta2^step) + eps)` (torch's _fused_adamw_, Paddle's adamw). The outputs may be their inputs (`out=(param, exp_avg, exp_avg_sq)`: an update in place; each element is read before it is written). f16/bf16 compute in f32, the bias corrections in f64."""
    harness.op_case("adamw_step", dtype, layout)


@pytest.mark.parametrize("case", error_cases("adamw_step"))
def test_op_adamw_step_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("adamw_step", case)


def test_op_adamw_step_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("adamw_step")


def test_op_adamw_step_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("adamw_step")


@pytest.mark.parametrize(("dtype", "layout"), cases("sgd_step"))
def test_op_sgd_step_positive(harness: Harness, dtype: str, layout: str) -> None:
    """One SGD step, elementwise, as torch.optim.SGD (maximize off): `d = grad + weight_decay * param`; with momentum, `buf = momentum * buf + (1 - dampening) * d` (`buf = d` where `init_buffer`: torch's first step), then `d = d + momentum * buf` (nesterov) or `d = buf`; `param -= lr * d` (torch's _fused_sgd_, Paddle's sgd and momentum). With momentum 0 the buffer is copied unchanged. The outputs may be their inputs (`out=(param, momentum_buffer)`: in place). f16/bf16 compute in f32."""
    harness.op_case("sgd_step", dtype, layout)


@pytest.mark.parametrize("case", error_cases("sgd_step"))
def test_op_sgd_step_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("sgd_step", case)


def test_op_sgd_step_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("sgd_step")


def test_op_sgd_step_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("sgd_step")


@pytest.mark.parametrize(("dtype", "layout"), cases("var"))
def test_op_var_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = sum((x - mean(x))^2) / max(n - correction, 0)` over the reduced dims (n of them): two passes, the mean first (summed in f64 for f16/bf16/f32: equal values give exactly 0), so no E[x^2] - E[x]^2 cancellation (torch.var, numpy.var's ddof). NaN where there are no elements; inf or NaN where n <= correction."""
    harness.op_case("var", dtype, layout)


@pytest.mark.parametrize("case", error_cases("var"))
def test_op_var_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("var", case)


def test_op_var_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("var")


def test_op_var_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("var")


@pytest.mark.parametrize(("dtype", "layout"), cases("std"))
def test_op_std_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = sqrt(var(x, correction))` over the reduced dims (var's two passes; torch.std, numpy.std's ddof)."""
    harness.op_case("std", dtype, layout)


@pytest.mark.parametrize("case", error_cases("std"))
def test_op_std_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("std", case)


def test_op_std_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("std")


def test_op_std_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("std")


@pytest.mark.parametrize(("dtype", "layout"), cases("logsumexp"))
def test_op_logsumexp_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = log(sum(exp(x)))` over the reduced dims, shifted by their max m (`m + log(sum(exp(x - m)))`: no overflow); -inf where there are no elements or all are -inf, inf where one is inf, NaN where one is NaN (torch.logsumexp)."""
    harness.op_case("logsumexp", dtype, layout)


@pytest.mark.parametrize("case", error_cases("logsumexp"))
def test_op_logsumexp_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("logsumexp", case)


def test_op_logsumexp_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("logsumexp")


def test_op_logsumexp_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("logsumexp")


@pytest.mark.parametrize(("dtype", "layout"), cases("isin"))
def test_op_isin_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = x is one of t's elements` (`invert`: is none of them), elementwise over x (torch.isin, numpy.isin, Paddle's isin); t is read whole, any length. Values compare as numbers: NaN is in no set, -0.0 equals 0.0."""
    harness.op_case("isin", dtype, layout)


@pytest.mark.parametrize("case", error_cases("isin"))
def test_op_isin_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("isin", case)


def test_op_isin_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("isin")


def test_op_isin_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("isin")


@pytest.mark.parametrize(("dtype", "layout"), cases("nonzero"))
def test_op_nonzero_positive(harness: Harness, dtype: str, layout: str) -> None:
    """Row i of y: the index of x's i-th nonzero element in row-major order, one column per dim of x (r must be x's rank); rows past the count of nonzero elements hold `fill_value`, and elements past k are left out (torch.nonzero_static; torch.nonzero is count_nonzero of x, then this with k the count). NaN counts as nonzero."""
    harness.op_case("nonzero", dtype, layout)


@pytest.mark.parametrize("case", error_cases("nonzero"))
def test_op_nonzero_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("nonzero", case)


def test_op_nonzero_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("nonzero")


def test_op_nonzero_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("nonzero")


@pytest.mark.parametrize(("dtype", "layout"), cases("masked_select"))
def test_op_masked_select_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y` = the elements of x where mask is true, in x's row-major order; elements of y past their count are 0, and selected elements past k are left out (torch.masked_select is count_nonzero of the mask, then this with k the count; Paddle's masked_select). mask broadcasts to x's shape (a framework broadcasts both first where x is the smaller)."""
    harness.op_case("masked_select", dtype, layout)


@pytest.mark.parametrize("case", error_cases("masked_select"))
def test_op_masked_select_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("masked_select", case)


def test_op_masked_select_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("masked_select")


def test_op_masked_select_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("masked_select")


@pytest.fixture
def harness(backend: str) -> Iterator[Harness]:
    with Harness(backend) as h:
        yield h
