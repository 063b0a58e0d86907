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



def get_device_count() -> int:
    """Writes the number of devices."""
    _count = ffi.new("int *")
    st = lib.anyrt_get_device_count(_count)
    if st:
        raise_status(st)
    return _count[0]


def get_last_error() -> Any:
    """Writes the calling thread's last error."""
    _info = ffi.new("anyrt_error_info_t *", {"struct_size": ffi.sizeof("anyrt_error_info_t")})
    st = lib.anyrt_get_last_error(_info)
    if st:
        raise_status(st)
    return _info


def malloc(size: int) -> Any:
    """Allocates `size` bytes of device memory."""
    _ptr = ffi.new("void* *")
    if VALIDATING:
        lib.anyrt_set_call_site(caller_site())
    st = lib.anyrt_malloc(_ptr, size)
    if st:
        raise_status(st)
    return _ptr[0]


def fill(ptr: Any, value: int, size: int, stream: Any) -> None:
    """Sets `size` bytes at `ptr` to `value` in the order of `stream`."""
    if VALIDATING:
        lib.anyrt_set_call_site(caller_site())
    st = lib.anyrt_fill(ptr, value, size, stream)
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
    return _stream[0]


def create_scale_descriptor(handle: Any, y: Any, x: Any, table: Any, beta: float = 0.0, axis: int = -1, mode: int = lib.ANYRT_MODE_PLAIN) -> Any:
    """`y = alpha * x + beta * y` over rows of `d`, with a table of `d/2`."""
    _desc = ffi.new("anyrt_op_desc_t *")
    st = lib.anyrt_create_scale_descriptor(handle, _desc, y, x, table, beta, axis, mode)
    if st:
        raise_status(st)
    return _desc[0]


def scale(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, table: Any, alpha: float = 1.0, stream: Any = None) -> None:
    """`y = alpha * x + beta * y` over rows of `d`, with a table of `d/2`. Pointers are cffi pointers or addresses."""
    st = lib.anyrt_scale(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), ffi.cast("void *", table or 0), alpha, stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()


def create_window_descriptor(handle: Any, y: Any, x: Any, k: Any, pads: list[int] | tuple[int, ...] | None = None, strides: list[int] | tuple[int, ...] | None = None, n: int | None = None) -> Any:
    """`y[c, o...] = sum over t... of x[c, o*strides - pads + t*strides] * k[t...]` over n dims (taps a stride apart). An int_array's None is NULL (every value the default); a length's None is that of the first array given (0 if none)."""
    _desc = ffi.new("anyrt_op_desc_t *")
    n = n if n is not None else next((len(v) for v in (pads, strides,) if v is not None), 0)
    st = lib.anyrt_create_window_descriptor(handle, _desc, y, x, k, ffi.NULL if pads is None else ffi.new("int64_t[]", [*pads, *[0] * 2]), ffi.NULL if strides is None else ffi.new("int64_t[]", [*strides, *[0] * 2]), n)
    if st:
        raise_status(st)
    return _desc[0]


def window(desc: Any, workspace: Any, workspace_size: int, y: Any, x: Any, k: Any, stream: Any = None) -> None:
    """`y[c, o...] = sum over t... of x[c, o*strides - pads + t*strides] * k[t...]` over n dims (taps a stride apart). Pointers are cffi pointers or addresses."""
    st = lib.anyrt_window(desc, ffi.cast("void *", workspace or 0), workspace_size, ffi.cast("void *", y or 0), ffi.cast("void *", x or 0), ffi.cast("void *", k or 0), stream if stream is not None else ffi.NULL)
    if st:
        raise_status(st)
    check_fallbacks()
