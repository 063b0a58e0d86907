"""anyrt: one runtime interface for every accelerator.

The object API: `devices()`, `Device`, `Stream`, `Event`, `Buffer` (with DLPack export), typed
`Tensor`s (`empty`, `zeros`, `ones`, `full`, `asarray`, `from_dlpack`) and the operators on them
(`anyrt.ops`), the calling thread's current device (`current_device`, `set_device`, `with device:`)
and current stream (`with stream:`). Every failure raises an `anyrt.Error` subclass; a call served by the
runtime's slower fallback warns `PerformanceWarning` once per (backend, function). The runtime is
shut down at interpreter exit; `anyrt._gen._raw` has one wrapper per C function.
"""

# _backend_path first: the plugins of the `anyrt.backends` entry points join the search path before
# anything could load the runtime
from anyrt import _backend_path  # noqa: F401  # isort: skip
from anyrt import ccl, interop, kernel, ops
from anyrt._errors import (
    Error,
    InvalidHandleError,
    InvalidValueError,
    NotSupportedError,
    OutOfMemoryError,
    PerformanceWarning,
)
from anyrt._gen.spec_data import ABI_VERSION
from anyrt._state import shutdown
from anyrt.buffer import Buffer, allocate
from anyrt.device import Device, current_device, device_count, devices, set_device, synchronize
from anyrt.event import Event
from anyrt.graph import Graph, graph
from anyrt.memory import max_memory_allocated, memory_allocated, memory_stats, pointer_attributes, reset_peak_memory_stats
from anyrt.ops import promote_types
from anyrt.stream import Stream, current_stream, default_stream, set_stream, stream_priority_range
from anyrt.tensor import DTYPES as _DTYPES
from anyrt.tensor import DType, Tensor, asarray, empty, from_dlpack, full, ones, zeros

# Element types as module attributes (anyrt.float32, ...), as torch and the array API name them.
bool_, int8, int16, int32, int64 = (_DTYPES[n] for n in ("bool", "int8", "int16", "int32", "int64"))
uint8, uint16, uint32, uint64 = (_DTYPES[n] for n in ("uint8", "uint16", "uint32", "uint64"))
float16, bfloat16, float32, float64 = (_DTYPES[n] for n in ("float16", "bfloat16", "float32", "float64"))


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("anyrt")
    except PackageNotFoundError:
        return "0+unknown"


__version__ = _version()

__all__ = [
    "ABI_VERSION",
    "Buffer",
    "DType",
    "Tensor",
    "asarray",
    "bfloat16",
    "bool_",
    "empty",
    "float16",
    "float32",
    "float64",
    "from_dlpack",
    "full",
    "int8",
    "int16",
    "int32",
    "int64",
    "ones",
    "kernel",
    "ops",
    "promote_types",
    "uint8",
    "uint16",
    "uint32",
    "uint64",
    "zeros",
    "Device",
    "Error",
    "Event",
    "Graph",
    "graph",
    "stream_priority_range",
    "InvalidHandleError",
    "InvalidValueError",
    "NotSupportedError",
    "OutOfMemoryError",
    "PerformanceWarning",
    "Stream",
    "__version__",
    "ccl",
    "interop",
    "allocate",
    "current_device",
    "current_stream",
    "default_stream",
    "device_count",
    "devices",
    "max_memory_allocated",
    "memory_allocated",
    "memory_stats",
    "pointer_attributes",
    "reset_peak_memory_stats",
    "set_device",
    "set_stream",
    "shutdown",
    "synchronize",
]
