"""DLPack export of anyrt Buffers, with ctypes: the DLPack structs (legacy and versioned), a
PyCapsule built through the C API, and deleters that only drop the capsule's reference to the
Buffer (the Buffer stays the owner of the memory; it is never freed by a consumer)."""

from __future__ import annotations

import ctypes
import threading
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from anyrt.buffer import Buffer
    from anyrt.device import Device

# DLDeviceType values (dlpack.h)
KDL_CPU = 1
KDL_CUDA = 2
KDL_CUDA_HOST = 3
KDL_ROCM = 10
KDL_ROCM_HOST = 11
KDL_EXT_DEV = 12
KDL_CUDA_MANAGED = 13

# The DLDeviceType of memory of each (device kind, memory kind) a Buffer can hold: device memory,
# page-locked host memory (malloc_host) and unified memory (malloc_unified). Kinds not listed: their
# host memory is plain host memory (kDLCPU), anything else is kDLExtDev.
DLPACK_DEVICE_TYPES: dict[tuple[str, str], int] = {
    ("cpu", "device"): KDL_CPU, ("cpu", "host"): KDL_CPU, ("cpu", "unified"): KDL_CPU,
    ("cuda", "device"): KDL_CUDA, ("cuda", "host"): KDL_CUDA_HOST, ("cuda", "unified"): KDL_CUDA_MANAGED,
    ("hygon", "device"): KDL_ROCM, ("hygon", "host"): KDL_ROCM_HOST, ("hygon", "unified"): KDL_ROCM,
}
# Device types whose device_id is not the device's index (host-side memory: the host is device 0).
_HOST_SIDE = frozenset({KDL_CPU, KDL_CUDA_HOST, KDL_ROCM_HOST})
# Memory kinds the host can address directly (after the device is synchronized).
HOST_ADDRESSABLE = frozenset({"host", "unified"})
# Device types a CUDA consumer can address (the CUDA Array Interface is offered for these).
CUDA_DEVICE_TYPES = frozenset({KDL_CUDA, KDL_CUDA_HOST, KDL_CUDA_MANAGED})
KDL_UINT = 1  # DLDataTypeCode
DLPACK_VERSION = (1, 0)
FLAG_READ_ONLY = 1
FLAG_IS_COPIED = 2

_LEGACY_NAME = b"dltensor"
_VERSIONED_NAME = b"dltensor_versioned"


class DLDevice(ctypes.Structure):
    _fields_ = [("device_type", ctypes.c_int32), ("device_id", ctypes.c_int32)]


class DLDataType(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint8), ("bits", ctypes.c_uint8), ("lanes", ctypes.c_uint16)]


class DLTensor(ctypes.Structure):
    _fields_ = [
        ("data", ctypes.c_void_p),
        ("device", DLDevice),
        ("ndim", ctypes.c_int32),
        ("dtype", DLDataType),
        ("shape", ctypes.POINTER(ctypes.c_int64)),
        ("strides", ctypes.POINTER(ctypes.c_int64)),
        ("byte_offset", ctypes.c_uint64),
    ]


class DLManagedTensor(ctypes.Structure):
    pass


_Deleter = ctypes.CFUNCTYPE(None, ctypes.c_void_p)
DLManagedTensor._fields_ = [("dl_tensor", DLTensor), ("manager_ctx", ctypes.c_void_p), ("deleter", _Deleter)]


class DLPackVersion(ctypes.Structure):
    _fields_ = [("major", ctypes.c_uint32), ("minor", ctypes.c_uint32)]


class DLManagedTensorVersioned(ctypes.Structure):
    _fields_ = [
        ("version", DLPackVersion),
        ("manager_ctx", ctypes.c_void_p),
        ("deleter", _Deleter),
        ("flags", ctypes.c_uint64),
        ("dl_tensor", DLTensor),
    ]


# Everything a live export needs, by the address of its managed struct: the struct, its shape and
# strides arrays, and the owner (Buffer or host copy) whose memory the tensor points at.
_exports: dict[int, tuple[Any, ...]] = {}
_exports_lock = threading.Lock()


def _release(address: int | None) -> None:
    if address is None:
        return
    with _exports_lock:
        entry = _exports.pop(address, None)
    owner = entry[3] if entry else None
    unpin = getattr(owner, "_unpin", None)
    if unpin is not None:
        unpin()


@_Deleter
def _deleter(address: int | None) -> None:
    """DLManagedTensor(Versioned).deleter: drop the export's references (never frees anyrt memory)."""
    try:
        _release(address)
    except Exception:  # at interpreter exit the module may be half torn down
        pass


_CapsuleDestructor = ctypes.CFUNCTYPE(None, ctypes.c_void_p)
_api = ctypes.pythonapi
_api.PyCapsule_New.restype = ctypes.py_object
_api.PyCapsule_New.argtypes = [ctypes.c_void_p, ctypes.c_char_p, _CapsuleDestructor]
_api.PyCapsule_IsValid.restype = ctypes.c_int
_api.PyCapsule_IsValid.argtypes = [ctypes.c_void_p, ctypes.c_char_p]
_api.PyCapsule_GetPointer.restype = ctypes.c_void_p
_api.PyCapsule_GetPointer.argtypes = [ctypes.c_void_p, ctypes.c_char_p]


@_CapsuleDestructor
def _capsule_destructor(capsule: int | None) -> None:
    """A capsule that no consumer took (still named dltensor*) releases its export; a consumed one
    was renamed to used_dltensor* and its consumer calls the deleter instead."""
    try:
        for name in (_LEGACY_NAME, _VERSIONED_NAME):
            if _api.PyCapsule_IsValid(capsule, name):
                _release(_api.PyCapsule_GetPointer(capsule, name))
                return
    except Exception:
        pass


def dlpack_device(device: Device, memory: str = "device") -> tuple[int, int]:
    """(DLDeviceType, device_id) of `memory` ('device', 'host' or 'unified') allocated on `device`,
    from DLPACK_DEVICE_TYPES: e.g. ('cuda', 'device') -> (kDLCUDA, index), ('cuda', 'host') ->
    (kDLCUDAHost, 0), ('cpu', *) -> (kDLCPU, 0)."""
    kind = device.kind
    dl_type = DLPACK_DEVICE_TYPES.get((kind, memory), KDL_CPU if memory == "host" else KDL_EXT_DEV)
    return (dl_type, 0 if dl_type in _HOST_SIDE else device.index)


def _export(data: int, size: int, dl_device: tuple[int, int], owner: Any, versioned: bool, flags: int) -> Any:
    shape = (ctypes.c_int64 * 1)(size)
    strides = (ctypes.c_int64 * 1)(1)
    tensor = DLTensor(data=data, device=DLDevice(*dl_device), ndim=1, dtype=DLDataType(KDL_UINT, 8, 1),
                      shape=ctypes.cast(shape, ctypes.POINTER(ctypes.c_int64)),
                      strides=ctypes.cast(strides, ctypes.POINTER(ctypes.c_int64)), byte_offset=0)
    managed: DLManagedTensor | DLManagedTensorVersioned
    if versioned:
        managed = DLManagedTensorVersioned(version=DLPackVersion(*DLPACK_VERSION), manager_ctx=None,
                                           deleter=_deleter, flags=flags, dl_tensor=tensor)
    else:
        managed = DLManagedTensor(dl_tensor=tensor, manager_ctx=None, deleter=_deleter)
    address = ctypes.addressof(managed)
    managed.manager_ctx = address
    pin = getattr(owner, "_pin", None)
    if pin is not None:
        pin()
    with _exports_lock:
        _exports[address] = (managed, shape, strides, owner)
    try:
        return _api.PyCapsule_New(address, _VERSIONED_NAME if versioned else _LEGACY_NAME, _capsule_destructor)
    except BaseException:
        _release(address)
        raise


def to_dlpack(buffer: Buffer, stream: Any = None, max_version: tuple[int, int] | None = None,
              dl_device: tuple[int, int] | None = None, copy: bool | None = None) -> Any:
    """Buffer.__dlpack__: a capsule over `buffer`'s memory as a 1-D uint8 tensor.

    `stream`: -1 skips synchronization; anything else first waits for the streams that have work
    queued on this buffer's memory (only those: another stream's errors stay with that stream).
    `dl_device`: another device than the buffer's is served
    only for the host (kDLCPU, 0): without a copy for host and unified memory, else with `copy` not
    False (a host copy); `copy=True` always copies.
    """
    buffer._live("Buffer.__dlpack__")
    versioned = max_version is not None and int(max_version[0]) >= 1
    own = dlpack_device(buffer.device, buffer.memory)
    target = own if dl_device is None else (int(dl_device[0]), int(dl_device[1]))
    if stream != -1:
        buffer._wait_uses()
    if target == (KDL_CPU, 0) and buffer.memory in HOST_ADDRESSABLE and not copy:
        own = target  # page-locked or unified memory is host memory too: no copy for a host consumer
    if target != own:
        if copy is False:
            raise BufferError(f"Buffer.__dlpack__: the buffer lives on {buffer.device} (DLPack device {own}); "
                              f"exporting to {target} needs a copy, and copy=False")
        if target != (KDL_CPU, 0):
            raise BufferError(f"Buffer.__dlpack__: cannot export a buffer of {buffer.device} to DLPack device {target}")
        host = (ctypes.c_uint8 * buffer.size)()
        buffer.copy_to(host)
        return _export(ctypes.addressof(host), buffer.size, target, host, versioned, FLAG_IS_COPIED)
    if copy:
        from anyrt.buffer import Buffer

        dup = Buffer(buffer.size, buffer.device, memory=buffer.memory)
        dup.copy_from(buffer)
        return _export(dup.ptr, dup.size, own, dup, versioned, FLAG_IS_COPIED)
    return _export(buffer.ptr, buffer.size, own, buffer, versioned, 0)
