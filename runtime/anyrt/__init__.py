"""anyrt: one runtime interface for every accelerator.

The object API: `devices()`, `Device`, `Stream`, `Event`, `Buffer` (with DLPack export), the
calling thread's current device (`current_device`, `set_device`, `with device:`) and current
stream (`with stream:`). Every failure raises an `anyrt.Error` subclass; a call served by the
runtime's slower fallback warns `PerformanceWarning` once per (backend, function). The runtime is
shut down at interpreter exit; `anyrt._gen._raw` has one wrapper per C function.
"""

from anyrt import ccl
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
from anyrt.device import Device, current_device, devices, set_device, synchronize
from anyrt.event import Event
from anyrt.stream import Stream, current_stream


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
    "Device",
    "Error",
    "Event",
    "InvalidHandleError",
    "InvalidValueError",
    "NotSupportedError",
    "OutOfMemoryError",
    "PerformanceWarning",
    "Stream",
    "__version__",
    "ccl",
    "allocate",
    "current_device",
    "current_stream",
    "devices",
    "set_device",
    "shutdown",
    "synchronize",
]
