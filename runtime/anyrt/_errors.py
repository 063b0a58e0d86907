"""anyrt's exceptions, raised from the C per-thread error record (no string parsing), and the
one-time PerformanceWarning for fallbacks."""

from __future__ import annotations

import sys
import warnings
from pathlib import Path

from anyrt._cffi import ffi, lib
from anyrt._gen.spec_data import FREE_FALLBACKS, STATUS


class Error(RuntimeError):
    """A failed anyrt call: `.status` (name), `.function`, `.backend`, `.param`, `.message`."""

    def __init__(self, status: str, function: str, backend: str, param: str, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.function = function
        self.backend = backend
        self.param = param
        self.message = message


class OutOfMemoryError(Error, MemoryError):
    """The device cannot hold the allocation."""


class InvalidValueError(Error, ValueError):
    """An argument is out of its domain."""


class NotSupportedError(Error, NotImplementedError):
    """The backend lacks the function and the spec has no fallback."""


class InvalidHandleError(Error, ValueError):
    """A stream, event or communicator is null, destroyed or foreign."""


class PerformanceWarning(UserWarning):
    """A backend lacks a function and the runtime's slower fallback served the call."""


_BY_STATUS: dict[int, type[Error]] = {
    lib.ANYRT_STATUS_OUT_OF_MEMORY: OutOfMemoryError,
    lib.ANYRT_STATUS_INVALID_VALUE: InvalidValueError,
    lib.ANYRT_STATUS_INVALID_DEVICE: InvalidValueError,
    lib.ANYRT_STATUS_NOT_SUPPORTED: NotSupportedError,
    lib.ANYRT_STATUS_INVALID_HANDLE: InvalidHandleError,
}
_STATUS_NAMES = {value: name for name, value in STATUS.items()}


def raise_status(status: int) -> None:
    """Raise the exception for `status`, described by the calling thread's error record."""
    info = ffi.new("anyrt_error_info_t *", {"struct_size": ffi.sizeof("anyrt_error_info_t")})
    lib.anyrt_get_last_error(info)
    text = [ffi.string(getattr(info, f)).decode(errors="replace") for f in ("function", "backend", "param", "message")]
    cls = _BY_STATUS.get(status, Error)
    raise cls(_STATUS_NAMES.get(status, str(status)), *text)


_PACKAGE = str(Path(__file__).resolve().parent)


def _user_stacklevel() -> int:
    """stacklevel that points a warning at the first frame outside the anyrt package."""
    level, frame = 1, sys._getframe(1)
    while frame is not None and frame.f_code.co_filename.startswith(_PACKAGE):
        frame = frame.f_back
        level += 1
    return level


_serial = ffi.new("int *")
_reported = 0


def check_fallbacks() -> None:
    """Warn once for each (backend, function) pair that newly fell back."""
    global _reported
    lib.anyrt_fallback_serial(_serial)
    if _serial[0] == _reported:
        return
    info = ffi.new("anyrt_error_info_t *", {"struct_size": ffi.sizeof("anyrt_error_info_t")})
    for i in range(_reported, _serial[0]):
        # a fallback that costs nothing (init_device's no-op) is no performance news
        if lib.anyrt_get_fallback(i, info) == 0 and ffi.string(info.function).decode() not in FREE_FALLBACKS:
            warnings.warn(ffi.string(info.message).decode(), PerformanceWarning, stacklevel=_user_stacklevel())
    _reported = _serial[0]


def reset_fallbacks() -> None:
    """After anyrt_shutdown the C list starts again from zero."""
    global _reported
    _reported = 0
