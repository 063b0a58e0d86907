"""The array-interchange protocols of anyrt Buffers and Tensors, one module for both: DLPack export
and import (the DLPack structs with ctypes, legacy and versioned; a PyCapsule whose destructor is C,
see anyrt._build_cffi; deleters that only drop the capsule's reference, so anyrt memory is never
freed by a consumer), and the CUDA Array Interface, offered exactly where the DLPack device type is
one a CUDA consumer addresses. Every export first waits for the work queued on the memory (the
streams its inflight record names), so the consumer sees finished data.

It sits above buffer and tensor and registers itself with them on import (anyrt imports it)."""

from __future__ import annotations

import ctypes
import sys
from typing import Any

from anyrt import _inflight, _state, buffer, tensor
from anyrt._cffi import ffi, lib
from anyrt._gen.spec_data import DLPACK_DEVICE_TYPES as SPEC_DLPACK_DEVICE_TYPES
from anyrt._gen.spec_data import DTYPE_SIZE, HOST_MEMORY_KINDS
from anyrt.buffer import HOST_ADDRESSABLE, Buffer
from anyrt.device import Device
from anyrt.tensor import DTYPES, Tensor

# DLDeviceType values (dlpack.h)
KDL_CPU = 1
KDL_CUDA = 2
KDL_CUDA_HOST = 3
KDL_ROCM = 10
KDL_ROCM_HOST = 11
KDL_EXT_DEV = 12
KDL_CUDA_MANAGED = 13

# The DLDeviceType of memory of each (device kind, memory kind) a Buffer can hold: device memory,
# page-locked host memory (malloc_host) and unified memory (malloc_unified), from the spec
# (spec/types.yaml `dlpack`). Kinds not listed: their host memory is plain host memory (kDLCPU),
# anything else is kDLExtDev.
DLPACK_DEVICE_TYPES: dict[tuple[str, str], int] = {
    (kind, memory): dl_type for kind, types in SPEC_DLPACK_DEVICE_TYPES.items() for memory, dl_type in types.items()}
# The device kind of foreign device memory of each DLPack device type (its device and unified memory).
_KIND_OF_DL_TYPE: dict[int, str] = {dl_type: kind for (kind, memory), dl_type in reversed(DLPACK_DEVICE_TYPES.items())
                                    if memory != "host" and kind not in HOST_MEMORY_KINDS}
# The device foreign host memory lands on by default: device 0 of the kind whose memory is the host's.
_HOST_KIND = HOST_MEMORY_KINDS[0]
# Device types whose device_id is not the device's index (host-side memory: the host is device 0).
_HOST_SIDE = frozenset({KDL_CPU, KDL_CUDA_HOST, KDL_ROCM_HOST})
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
_exports_lock = _state.new_lock()


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


_api = ctypes.pythonapi
_api.PyCapsule_New.restype = ctypes.py_object
_api.PyCapsule_New.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_void_p]
# The capsules' destructor is C (anyrt._cffi): it must keep a consumer's pending exception intact.
_CAPSULE_DESTRUCTOR = int(ffi.cast("uintptr_t", ffi.addressof(lib, "anyrt_py_dlpack_capsule_destructor")))


def dlpack_device(device: Device, memory: str = "device") -> tuple[int, int]:
    """(DLDeviceType, device_id) of `memory` ('device', 'host' or 'unified') allocated on `device`,
    from DLPACK_DEVICE_TYPES: e.g. ('cuda', 'device') -> (kDLCUDA, index), ('cuda', 'host') ->
    (kDLCUDAHost, 0), ('cpu', *) -> (kDLCPU, 0)."""
    kind = device.kind
    dl_type = DLPACK_DEVICE_TYPES.get((kind, memory), KDL_CPU if memory == "host" else KDL_EXT_DEV)
    return (dl_type, 0 if dl_type in _HOST_SIDE else device.index)


def _export(data: int, size: int, dl_device: tuple[int, int], owner: Any, versioned: bool, flags: int) -> Any:
    """A 1-D uint8 tensor of `size` bytes at `data` (a Buffer's export)."""
    shape = (ctypes.c_int64 * 1)(size)
    strides = (ctypes.c_int64 * 1)(1)
    tensor = DLTensor(data=data, device=DLDevice(*dl_device), ndim=1, dtype=DLDataType(KDL_UINT, 8, 1),
                      shape=ctypes.cast(shape, ctypes.POINTER(ctypes.c_int64)),
                      strides=ctypes.cast(strides, ctypes.POINTER(ctypes.c_int64)), byte_offset=0)
    return _capsule(tensor, owner, shape, strides, versioned, flags)


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
        dup = Buffer(buffer.size, buffer.device, memory=buffer.memory)  # type: ignore[arg-type]  # a Buffer's own kind
        dup.copy_from(buffer)
        return _export(dup.ptr, dup.size, own, dup, versioned, FLAG_IS_COPIED)
    return _export(buffer.ptr, buffer.size, own, buffer, versioned, 0)


# ---- tensors: export with their dtype, shape and strides; import from any producer

# DLDataTypeCode of each anyrt dtype (bfloat16 has its own code; bool is kDLBool)
_DL_CODES = {"bool": 6, "int8": 0, "int16": 0, "int32": 0, "int64": 0, "uint8": 1, "uint16": 1, "uint32": 1, "uint64": 1,
             "byte": 1, "float16": 2, "float32": 2, "float64": 2, "bfloat16": 4}
_FROM_DL = {(code, DTYPE_SIZE[name] * 8): name for name, code in _DL_CODES.items() if name != "byte"}


def tensor_dlpack_device(t: Any) -> tuple[int, int]:
    if t.memory.startswith("foreign"):
        return (KDL_CPU, 0) if t.memory == "foreign_host" else dlpack_device(t.device, "device")
    return dlpack_device(t.device, t.memory)


def tensor_to_dlpack(t: Any, stream: Any = None, max_version: tuple[int, int] | None = None,
                     dl_device: tuple[int, int] | None = None, copy: bool | None = None) -> Any:
    """Tensor.__dlpack__: the tensor's own dtype, shape and strides over its memory (zero-copy)."""
    versioned = max_version is not None and int(max_version[0]) >= 1
    own = tensor_dlpack_device(t)
    if dl_device is not None and tuple(dl_device) != own:
        if copy is False or tuple(dl_device) != (KDL_CPU, 0):
            raise BufferError(f"Tensor.__dlpack__: the tensor lives on {t.device} (DLPack device {own}); "
                              f"cannot export to {tuple(dl_device)}{' without a copy' if copy is False else ''}")
        host = t._raw_host()
        return _export_tensor(host.__array_interface__["data"][0], t, (KDL_CPU, 0), host, versioned, FLAG_IS_COPIED,
                              contiguous=True)
    if copy:
        t = t.clone()
    readonly = t.readonly
    if readonly and not versioned:  # only DLPack 1.0 can say so (NumPy refuses likewise)
        raise BufferError("Tensor.__dlpack__: the tensor is read-only memory, which a pre-1.0 DLPack consumer would "
                          "take as writable; ask with max_version >= (1, 0)")
    if stream != -1:
        t._finish()
    return _export_tensor(t.data_ptr(), t, own, t, versioned,
                          (FLAG_IS_COPIED if copy else 0) | (FLAG_READ_ONLY if readonly else 0))


def _export_tensor(data: int, t: Any, dl_device: tuple[int, int], owner: Any, versioned: bool, flags: int,
                   contiguous: bool = False) -> Any:
    ndim = t.ndim
    shape = (ctypes.c_int64 * max(ndim, 1))(*t.shape)
    steps = [1] * ndim
    for i in range(ndim - 2, -1, -1):
        steps[i] = steps[i + 1] * max(t.shape[i + 1], 1)
    strides = (ctypes.c_int64 * max(ndim, 1))(*(steps if contiguous else t.strides))
    tensor = DLTensor(data=data, device=DLDevice(*dl_device), ndim=ndim,
                      dtype=DLDataType(_DL_CODES[t.dtype], t.itemsize * 8, 1),
                      shape=ctypes.cast(shape, ctypes.POINTER(ctypes.c_int64)),
                      strides=ctypes.cast(strides, ctypes.POINTER(ctypes.c_int64)), byte_offset=0)
    return _capsule(tensor, owner, shape, strides, versioned, flags)


def _capsule(tensor: DLTensor, owner: Any, shape: Any, strides: Any, versioned: bool, flags: int) -> Any:
    managed: DLManagedTensor | DLManagedTensorVersioned
    if versioned:
        managed = DLManagedTensorVersioned(version=DLPackVersion(*DLPACK_VERSION), manager_ctx=None,
                                           deleter=_deleter, flags=flags, dl_tensor=tensor)
    else:
        managed = DLManagedTensor(dl_tensor=tensor, manager_ctx=None, deleter=_deleter)
    address = ctypes.addressof(managed)
    managed.manager_ctx = address
    buffer = owner.buffer if hasattr(owner, "_shape") else owner  # a Tensor's memory is its Buffer's
    pin = getattr(buffer, "_pin", None)
    if pin is not None:
        pin()
    with _exports_lock:
        _exports[address] = (managed, shape, strides, buffer, owner)
    try:
        return _api.PyCapsule_New(address, _VERSIONED_NAME if versioned else _LEGACY_NAME, _CAPSULE_DESTRUCTOR)
    except BaseException:
        _release(address)
        raise


_api.PyCapsule_SetName.restype = ctypes.c_int
_api.PyCapsule_SetName.argtypes = [ctypes.py_object, ctypes.c_char_p]
_GET_POINTER = ctypes.PYFUNCTYPE(ctypes.c_void_p, ctypes.py_object, ctypes.c_char_p)(("PyCapsule_GetPointer", ctypes.pythonapi))
_IS_VALID = ctypes.PYFUNCTYPE(ctypes.c_int, ctypes.py_object, ctypes.c_char_p)(("PyCapsule_IsValid", ctypes.pythonapi))


# The capsule keeps the name's pointer, not a copy: these live as long as the module.
_USED_NAMES = {_LEGACY_NAME: b"used_dltensor", _VERSIONED_NAME: b"used_dltensor_versioned"}


class _Imported:
    """Keeps a consumed DLPack tensor alive; calls its producer's deleter when the last view goes."""

    def __init__(self, address: int, versioned: bool) -> None:
        self._address = address
        self._versioned = versioned

    def __del__(self) -> None:
        try:
            kind = DLManagedTensorVersioned if self._versioned else DLManagedTensor
            managed = kind.from_address(self._address)
            if managed.deleter:
                managed.deleter(self._address)
        except Exception:
            pass


def import_dlpack(x: Any, device: Any = None) -> Any:
    """anyrt.from_dlpack: consume x.__dlpack__() (versioned when the producer offers it)."""
    try:
        capsule = x.__dlpack__(max_version=DLPACK_VERSION)
    except TypeError:
        capsule = x.__dlpack__()
    versioned = bool(_IS_VALID(capsule, _VERSIONED_NAME))
    name = _VERSIONED_NAME if versioned else _LEGACY_NAME
    address = _GET_POINTER(capsule, name)
    if not address:
        raise BufferError("from_dlpack: the producer's capsule holds no tensor (already consumed?)")
    managed = (DLManagedTensorVersioned if versioned else DLManagedTensor).from_address(address)
    dl = managed.dl_tensor
    _api.PyCapsule_SetName(capsule, _USED_NAMES[name])  # the consumer now owns it: the deleter is ours to call
    keeper = _Imported(address, versioned)
    key = (int(dl.dtype.code), int(dl.dtype.bits))
    if key not in _FROM_DL or dl.dtype.lanes != 1:
        raise BufferError(f"from_dlpack: DLPack dtype (code {key[0]}, {key[1]} bits, {dl.dtype.lanes} lanes) is not an "
                          "anyrt element type")
    dt = DTYPES[_FROM_DL[key]]
    shape = tuple(dl.shape[i] for i in range(dl.ndim))
    if dl.strides:
        strides = tuple(dl.strides[i] for i in range(dl.ndim))
    else:
        steps, acc = [], 1
        for n in reversed(shape):
            steps.append(acc)
            acc *= max(n, 1)
        strides = tuple(reversed(steps))
    dev_type, dev_id = int(dl.device.device_type), int(dl.device.device_id)
    if dev_type in _HOST_SIDE:
        dev, memory = device if device is not None else Device(_HOST_KIND, 0), "foreign_host"
    elif dev_type in _KIND_OF_DL_TYPE:
        dev, memory = Device(_KIND_OF_DL_TYPE[dev_type], dev_id), "foreign"
    else:
        raise BufferError(f"from_dlpack: DLPack device type {dev_type} has no anyrt device kind")
    readonly = versioned and bool(managed.flags & FLAG_READ_ONLY)
    return Tensor(buffer=None, owner=(keeper, x), ptr=int(dl.data or 0) + int(dl.byte_offset), dtype=dt, shape=shape,
                  strides=strides, device=dev, memory=memory, readonly=readonly)


# ---- the CUDA Array Interface (version 3), for consumers such as CuPy and Numba

CAI_VERSION = 3


def _cai(data: int, shape: tuple[int, ...], typestr: str, strides: tuple[int, ...] | None, mem: Any) -> dict[str, Any]:
    """Waits for the work queued on the memory first, so `stream` is None: the consumer may read at once."""
    _inflight.wait_for_uses(mem)
    return {"shape": shape, "typestr": typestr, "descr": [("", typestr)], "data": (data, False), "strides": strides,
            "version": CAI_VERSION, "stream": None}


def cuda_array_interface(buf: Buffer) -> dict[str, Any]:
    """`__cuda_array_interface__` of a Buffer: a 1-D uint8 array over its memory. Raises AttributeError
    for a buffer no CUDA consumer can address, so `hasattr` answers False."""
    dl_type, _ = dlpack_device(buf.device, buf.memory)
    if dl_type not in CUDA_DEVICE_TYPES:
        raise AttributeError(f"__cuda_array_interface__: a buffer of {buf.device} ({buf.memory} memory) is not "
                             "CUDA memory")
    buf._live("Buffer.__cuda_array_interface__")
    return _cai(buf.ptr, (buf.size,), "|u1", None, buf._base if buf._base is not None else buf)


def tensor_cuda_array_interface(t: Tensor) -> dict[str, Any]:
    """`__cuda_array_interface__` of a Tensor: its dtype, shape and byte strides; AttributeError where no
    CUDA consumer can address it."""
    if tensor_dlpack_device(t)[0] not in CUDA_DEVICE_TYPES:
        raise AttributeError(f"{t!r} is not CUDA memory")
    t._check_live("Tensor.__cuda_array_interface__")
    readonly = t.readonly
    out = _cai(t._ptr, t.shape, t.dtype.storage.str, tuple(s * t.itemsize for s in t.strides), t._mem)
    out["data"] = (t._ptr, readonly)
    return out


buffer._interop = tensor._interop = sys.modules[__name__]
