"""Every spelling of a spec name (C, Python, docs) comes from here, once."""

from __future__ import annotations

PREFIX = "anyrt"


def c_function(name: str) -> str:
    return f"{PREFIX}_{name}"


def c_type(name: str) -> str:
    """C spelling of a spec type that is not a C scalar: enums, handles, blobs, structs, callbacks."""
    return f"{PREFIX}_{name}_t"


def c_backend_handle(name: str) -> str:
    return f"{PREFIX}_backend_{name}_t"


def c_constant(*parts: str) -> str:
    return "_".join([PREFIX, *parts]).upper()


def c_slot_index(function: str) -> str:
    return c_constant("slot", function)


def c_fallback(function: str) -> str:
    """Hand-written fallback for strategies the generator cannot express generically."""
    return f"{PREFIX}__fallback_{function}"


def c_impl(function: str) -> str:
    """Generated internal entry: slot or fallback, after validation and targeting."""
    return f"{PREFIX}__impl_{function}"


def py_class(name: str) -> str:
    return "".join(part.capitalize() for part in name.split("_"))


def py_raw(function: str) -> str:
    """The generated raw wrapper of a spec function (one per C function)."""
    return f"anyrt._gen._raw.{function}"


# The object-API spellings (hand-written in runtime/anyrt) that serve each spec function; the
# Python API reference is generated from this table, and tests check every name resolves.
PY_OBJECT_API: dict[str, tuple[str, ...]] = {
    "init": ("anyrt.devices",),
    "get_device_count": ("anyrt.devices",),
    "get_all_device_count": ("anyrt.devices",),
    "get_device": ("anyrt.current_device",),
    "set_device": ("anyrt.set_device", "anyrt.Device.__enter__"),
    "synchronize_device": ("anyrt.Device.synchronize", "anyrt.synchronize"),
    "get_compute_capability": ("anyrt.Device.properties",),
    "get_runtime_version": ("anyrt.Device.properties",),
    "get_driver_version": ("anyrt.Device.properties",),
    "get_last_error": ("anyrt.Error",),
    "get_backend_count": ("anyrt.devices",),
    "get_backend_info": ("anyrt.devices", "anyrt.Device.backend"),
    "fallback_serial": ("anyrt.PerformanceWarning",),
    "get_fallback": ("anyrt.PerformanceWarning",),
    "shutdown": ("anyrt.shutdown",),
    "set_stream": ("anyrt.Stream.__enter__",),
    "get_stream": ("anyrt.Stream.__enter__",),
    "malloc": ("anyrt.Device.allocate", "anyrt.allocate"),
    "free": ("anyrt.Buffer.free",),
    "memcpy": ("anyrt.Buffer.copy_from", "anyrt.Buffer.copy_to"),
    "memcpy_async": ("anyrt.Buffer.copy_from", "anyrt.Buffer.copy_to"),
    "memcpy_peer": ("anyrt.Buffer.copy_from",),
    "memcpy_peer_async": ("anyrt.Buffer.copy_from",),
    "memset": ("anyrt.Buffer.fill",),
    "memset_async": ("anyrt.Buffer.fill",),
    "get_memory_info": ("anyrt.Device.memory_info",),
    "min_chunk_size": ("anyrt.Device.properties",),
    "max_chunk_size": ("anyrt.Device.properties",),
    "max_alloc_size": ("anyrt.Device.properties",),
    "extra_padding_size": ("anyrt.Device.properties",),
    "init_alloc_size": ("anyrt.Device.properties",),
    "realloc_size": ("anyrt.Device.properties",),
    "create_stream": ("anyrt.Stream", "anyrt.Device.create_stream"),
    "destroy_stream": ("anyrt.Stream.destroy",),
    "query_stream": ("anyrt.Stream.query",),
    "synchronize_stream": ("anyrt.Stream.synchronize",),
    "stream_add_callback": ("anyrt.Stream.add_callback",),
    "stream_wait_event": ("anyrt.Stream.wait_event",),
    "create_event": ("anyrt.Event",),
    "destroy_event": ("anyrt.Event.destroy",),
    "record_event": ("anyrt.Event.record",),
    "query_event": ("anyrt.Event.query",),
    "synchronize_event": ("anyrt.Event.synchronize",),
    "event_elapsed_time": ("anyrt.Event.elapsed_time",),
    "get_unique_id": ("anyrt.ccl.get_unique_id",),
    "comm_init_all": ("anyrt.ccl.Communicator.init_all",),
    "comm_init_rank": ("anyrt.ccl.Communicator.init_rank", "anyrt.ccl.Communicator.from_mpi"),
    "comm_destroy": ("anyrt.ccl.Communicator.destroy",),
    "comm_rank": ("anyrt.ccl.Communicator.rank",),
    "comm_size": ("anyrt.ccl.Communicator.size",),
    "all_reduce": ("anyrt.ccl.Communicator.all_reduce",),
    "broadcast": ("anyrt.ccl.Communicator.broadcast",),
    "reduce": ("anyrt.ccl.Communicator.reduce",),
    "all_gather": ("anyrt.ccl.Communicator.all_gather",),
    "reduce_scatter": ("anyrt.ccl.Communicator.reduce_scatter",),
    "send": ("anyrt.ccl.Communicator.send",),
    "recv": ("anyrt.ccl.Communicator.recv",),
    "group_start": ("anyrt.ccl.group",),
    "group_end": ("anyrt.ccl.group",),
}
