"""Devices: value objects naming (kind, index), the calling thread's current device, and the
queries a device answers."""

from __future__ import annotations

from types import TracebackType
from typing import TYPE_CHECKING, Any

from anyrt import _inflight, _state
from anyrt._cffi import ffi, lib
from anyrt._errors import InvalidValueError, NotSupportedError, raise_status
from anyrt._gen import _raw

if TYPE_CHECKING:
    from anyrt.buffer import Buffer, MemoryKind
    from anyrt.stream import Stream


class Device:
    """Device `index` of a device kind ('cpu', 'cuda', ... or its number).

    Devices are plain values: equal and hashable by (kind, index); creating one checks only the
    kind, so a missing index fails when the device is used. As a context manager it makes itself
    the calling thread's current device and restores the previous one on exit (nesting works;
    each thread has its own current device).
    """

    __slots__ = ("_kind", "_index")

    def __init__(self, kind: str | int, index: int | None = None) -> None:
        if isinstance(kind, str) and ":" in kind:  # "cpu:1", as str(Device) prints and ANYRT_DEFAULT_DEVICE reads
            name, _, number = kind.partition(":")
            if index is not None:
                raise _state.error(InvalidValueError, "Device", "index", f"is given twice ({kind!r} and {index!r})")
            if not number.isdigit():
                raise _state.error(InvalidValueError, "Device", "kind", f"must be 'kind' or 'kind:index' (got {kind!r})")
            kind, index = name, int(number)
        self._kind = _state.kind_value(kind)
        self._index = _state.integer(0 if index is None else index, "Device", "index", *_state.C_INT)

    @property
    def kind(self) -> str:
        """Device kind name, e.g. 'cpu'."""
        return _state.kind_name(self._kind)

    @property
    def kind_value(self) -> int:
        """Device kind number (anyrt_device_kind_t)."""
        return self._kind

    @property
    def index(self) -> int:
        return self._index

    @property
    def host_accessible(self) -> bool:
        """Whether the host reads and writes this device's memory directly (NumPy may view it): the
        backend's answer to device_memory_host_accessible, asked once per device and runtime."""
        key = (_state.generation(), self._kind, self._index)
        found = _host_access.get(key)
        if found is None:
            with _state.on_device(self._kind, self._index):
                found = bool(_raw.get_device_memory_host_accessible())
            _host_access[key] = found
        return found

    @property
    def backend(self) -> str | None:
        """Name of the loaded backend serving this device's kind (None if none is loaded)."""
        return _state.backend_name(self._kind)

    def _native(self, slot: str) -> bool:
        """Whether this device's backend fills `slot` itself (no fallback; cached per runtime)."""
        return slot in _state.native_slots(self._kind)

    def __repr__(self) -> str:
        return f"Device({self.kind!r}, {self._index})"

    def __str__(self) -> str:
        return f"{self.kind}:{self._index}"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Device):
            return NotImplemented
        return (self._kind, self._index) == (other._kind, other._index)

    def __hash__(self) -> int:
        return hash((Device, self._kind, self._index))

    def __reduce__(self) -> tuple[Any, ...]:
        return (Device, (self.kind, self._index))

    # ---- current device

    def __enter__(self) -> Device:
        prev = _raw.get_device()
        _raw.set_device(self._kind, self._index)
        _state.local.device_stack.append(prev)
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        prev = _state.local.device_stack.pop()
        _raw.set_device(*prev)

    # ---- work and queries

    def synchronize(self) -> None:
        """Block until every stream of this device has finished its work. Raises the first pending
        exception of a callback on one of them (each is raised once, here or by its stream)."""
        if _state._deferred:
            _state.run_deferred()
        marks = _inflight.device_marks(self)
        with _state.on_device(self._kind, self._index):
            _raw.synchronize_device()
        _inflight.release_marks(marks)  # the streams' host objects queued before are no longer needed
        for st, _upto in marks:
            exc = st.take_error()
            if exc is not None:
                raise exc

    def create_stream(self) -> Stream:
        """A new stream on this device."""
        return _make_stream(self)  # type: ignore[no-any-return]

    def allocate(self, nbytes: int, memory: MemoryKind = "device") -> Buffer:
        """`nbytes` of this device's memory: 'device' (default), 'host' (page-locked host memory it
        copies fast) or 'unified'."""
        return _new_buffer(self, nbytes, memory)  # type: ignore[no-any-return]

    def memory_info(self) -> tuple[int, int]:
        """(free, total) device memory in bytes."""
        with _state.on_device(self._kind, self._index):
            return _raw.get_memory_info()

    def memory_stats(self) -> dict[str, int]:
        """What the runtime core counts of this device's device memory (host and unified memory are
        not counted), under torch.cuda.memory_stats' names: 'allocated_bytes.all.current' (bytes
        allocated now), 'allocated_bytes.all.peak' (the most at once since the runtime started or
        `reset_peak_memory_stats`) and 'allocation.all.current' (live allocations). C programs read
        the same figures with anyrt_get_memory_stats."""
        with _state.on_device(self._kind, self._index):
            allocated, peak, count = _raw.get_memory_stats()
        return {"allocated_bytes.all.current": allocated, "allocated_bytes.all.peak": peak,
                "allocation.all.current": count}

    def memory_allocated(self) -> int:
        """Bytes of this device's device memory allocated now (as torch.cuda.memory_allocated)."""
        with _state.on_device(self._kind, self._index):
            return _raw.get_memory_stats()[0]

    def max_memory_allocated(self) -> int:
        """The most bytes of this device's device memory allocated at once since the runtime started
        or `reset_peak_memory_stats` (as torch.cuda.max_memory_allocated)."""
        with _state.on_device(self._kind, self._index):
            return _raw.get_memory_stats()[1]

    def reset_peak_memory_stats(self) -> None:
        """Start the peak of `max_memory_allocated` again from the bytes allocated now."""
        with _state.on_device(self._kind, self._index):
            _raw.reset_peak_memory_stats()

    def properties(self) -> dict[str, Any]:
        """What the device reports: its name and launch geometry (anyrt_get_device_properties:
        multiprocessor_count, warp_size, max_threads_per_block, shared_memory_per_block, max_grid_dim,
        ..., a field its backend leaves out filled by the core), compute capability, runtime and driver
        versions, memory and the allocator sizes (min_chunk_size, ...). A query the backend cannot
        answer is left out."""
        props: dict[str, Any] = {"name": f"{self} ({self.backend or 'no backend'} backend)", "kind": self.kind,
                                 "index": self._index, "backend": self.backend}
        with _state.on_device(self._kind, self._index):
            props.update(_geometry(_raw.get_device_properties()))
        queries = {
            "compute_capability": _raw.get_compute_capability,
            "runtime_version": _raw.get_runtime_version,
            "driver_version": _raw.get_driver_version,
            "min_chunk_size": _raw.min_chunk_size,
            "max_chunk_size": _raw.max_chunk_size,
            "max_alloc_size": _raw.max_alloc_size,
            "extra_padding_size": _raw.extra_padding_size,
            "init_alloc_size": _raw.init_alloc_size,
            "realloc_size": _raw.realloc_size,
        }
        with _state.on_device(self._kind, self._index):
            for key, query in queries.items():
                try:
                    props[key] = query()
                except NotSupportedError:
                    pass
            try:
                props["memory_free"], props["memory_total"] = _raw.get_memory_info()
                props["total_memory"] = props["memory_total"]  # torch's name for it
            except NotSupportedError:
                pass
        return props


    def native_handle(self) -> int:
        """The backend's own handle of this device (cuda: the CUdevice ordinal), for code of that
        runtime; NotSupportedError where the backend has none (cpu)."""
        with _state.on_device(self._kind, self._index):
            return int(ffi.cast("uintptr_t", _raw.device_get_native_handle()))

    def native_context(self) -> int:
        """The backend's own context of this device (cuda: its primary CUcontext); NotSupportedError
        where the backend has none (cpu)."""
        with _state.on_device(self._kind, self._index):
            return int(ffi.cast("uintptr_t", _raw.context_get_native_handle()))


def _geometry(p: Any) -> dict[str, Any]:
    """anyrt_device_properties_t as Python values (strings, bytes, tuples, bools)."""
    out: dict[str, Any] = {}
    for name, _field in ffi.typeof(p[0]).fields:
        if name == "struct_size":
            continue
        value = getattr(p, name)
        if name in ("name", "pci_bus_id"):
            value = ffi.string(value).decode(errors="replace")
        elif name == "uuid":
            value = bytes(ffi.buffer(value))
        elif name in ("max_grid_dim", "max_block_dim"):
            value = tuple(value)
        elif name.endswith("_supported"):
            value = bool(value)
        out[name] = value
    return out


# (runtime generation, kind, index) -> Device.host_accessible; a fact of the loaded backend.
_host_access: dict[tuple[int, int, int], bool] = {}

# The layers above register their factories here when imported (anyrt imports them), so this module
# need not import them: anyrt.stream's Stream and anyrt.buffer's _new_buffer.
_make_stream: Any = None
_new_buffer: Any = None


def device_count(kind: str | int | None = None) -> int:
    """How many devices of `kind` are visible (default: the kind of the current device), as
    torch.accelerator.device_count."""
    want = current_device().kind_value if kind is None else _state.kind_value(kind)
    return _raw.get_device_count(want)


def kind_name(kind: int) -> str:
    """The name of device kind number `kind`: the spec's ('cpu', 'cuda', ...), or for a vendor kind (a
    backend that declared `custom` gets one of its own at load) its backend's name."""
    return _state.kind_name(kind)


def devices(kind: str | int | None = None) -> list[Device]:
    """Every visible device of every loaded backend, or only those of `kind`."""
    want = None if kind is None else _state.kind_value(kind)
    found: list[Device] = []
    for i in range(_raw.get_backend_count()):
        info = _raw.get_backend_info(i)
        if info.status != 0 or (want is not None and int(info.kind) != want):
            continue
        found.extend(Device(int(info.kind), d) for d in range(info.device_count))
    found.sort(key=lambda d: (d.kind_value, d.index))
    return found


def current_device() -> Device:
    """The calling thread's current device."""
    local = _state.local
    st = _get_device(local.kind_out, local.index_out)
    if st:
        raise_status(st)
    key = (local.kind_out[0], local.index_out[0])
    dev = _known.get(key)
    if dev is None:  # Devices are values: one per (kind, index) serves every caller
        dev = _known[key] = Device(*key)
    return dev


_get_device = lib.anyrt_get_device
_known: dict[tuple[int, int], Device] = {}


def set_device(device: Device | str | int, index: int | None = None) -> None:
    """Make `device` the calling thread's current device (`set_device('cpu', 1)` and
    `set_device('cpu:1')` work too). On
    failure the current device is unchanged."""
    if not isinstance(device, Device):
        device = Device(device, index)
    elif index is not None:
        raise TypeError("set_device: pass a Device, or a kind and an index, not both")
    _raw.set_device(device.kind_value, device.index)


def synchronize() -> None:
    """Block until every stream of the current device has finished its work."""
    current_device().synchronize()

