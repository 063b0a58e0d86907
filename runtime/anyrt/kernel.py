"""Kernel modules: compiled kernels a backend loads and launches in anyrt's stream order.

`Module(image)` loads a backend's binary on a device (a cubin, fatbin or PTX on cuda; an ELF shared
object of C kernels on cpu), `module.function(name)` finds a kernel, and `kernel.launch(grid, block,
args, shared_memory=0, stream=None)` queues it on a stream like any other anyrt work: after what was
queued before, before what is queued after. `launch_triton` queues a Triton-compiled kernel the same
way where the backend runs its binary (cuda).

Arguments are copied at launch (as CUDA does): a Buffer or Tensor passes its device address (and is
kept alive until the stream is done with it), an int a 64-bit integer, a float a double; a
`(ctypes value)` or NumPy scalar passes its own bytes, for kernels with narrower parameters.
"""

from __future__ import annotations

import ctypes
from collections.abc import Sequence
from typing import Any

from anyrt import _state
from anyrt._cffi import ffi
from anyrt._gen import _raw
from anyrt.buffer import Buffer
from anyrt.device import Device, current_device
from anyrt.stream import Stream, keep_alive, stream_handle
from anyrt.tensor import Tensor

Dim3 = int | Sequence[int]


def _dim3(value: Dim3, function: str, param: str) -> tuple[int, int, int]:
    dims = (value,) if isinstance(value, int) else tuple(value)
    if not 1 <= len(dims) <= 3 or not all(isinstance(d, int) for d in dims):
        raise TypeError(f"{function}: argument '{param}' must be an int or 1 to 3 ints, not {value!r}")
    return (*dims, *(1,) * (3 - len(dims)))  # type: ignore[return-value]


def _arg_bytes(value: Any, function: str, index: int) -> bytes:
    """The bytes of one kernel argument, as the kernel's parameter holds them."""
    if isinstance(value, Tensor):
        return int(value.data_ptr()).to_bytes(8, "little")
    if isinstance(value, Buffer):
        return int(value.ptr).to_bytes(8, "little")
    if isinstance(value, bool):
        return int(value).to_bytes(8, "little", signed=True)
    if isinstance(value, int):
        return value.to_bytes(8, "little", signed=value < 0)
    if isinstance(value, float):
        return bytes(ctypes.c_double(value))
    if isinstance(value, ctypes._SimpleCData):
        return bytes(value)
    tobytes = getattr(value, "tobytes", None)  # a NumPy scalar or 0-d array: its own width
    if tobytes is not None and getattr(value, "ndim", 1) == 0:
        return bytes(tobytes())
    raise TypeError(f"{function}: kernel argument {index} must be a Buffer, Tensor, int, float, ctypes scalar or "
                    f"NumPy scalar, not {type(value).__name__}")


class Kernel:
    """One kernel of a Module; launch it with `launch`."""

    def __init__(self, module: Module, name: str, function: Any) -> None:
        self.module = module
        self.name = name
        self._function = function

    def __repr__(self) -> str:
        return f"<anyrt.Kernel {self.name!r} of {self.module!r}>"

    def launch(self, grid: Dim3, block: Dim3, args: Sequence[Any] = (), shared_memory: int = 0,
               stream: Stream | None = None) -> None:
        """Queues the kernel on `stream` (default: the current stream of the module's device)."""
        fn = "Kernel.launch"
        handle = self.module._live(fn, "module")
        device = self.module.device
        g, b = _dim3(grid, fn, "grid"), _dim3(block, fn, "block")
        blobs = [ffi.from_buffer("char[]", bytearray(_arg_bytes(a, fn, i))) for i, a in enumerate(args)]
        pointers = [ffi.cast("void*", blob) for blob in blobs]
        sizes = [len(blob) for blob in blobs]
        with _state.on_device(device.kind_value, device.index):
            s = stream_handle(stream, device, fn)
            _raw.launch_kernel(s, handle, self._function, *g, *b, shared_memory, pointers or None, sizes or None,
                               len(args))
        keep_alive(device, stream, (self.module, *[a for a in args if isinstance(a, Buffer | Tensor)]))


class Module(_state.LiveHandle):
    """Compiled kernels loaded on one device (default: the current device)."""

    _what = "module"
    _destroy = "module_unload"

    def __init__(self, image: bytes | bytearray | memoryview, device: Device | None = None) -> None:
        self._handle = None
        self._destroyed = True
        self._device = device if device is not None else current_device()
        if not isinstance(self._device, Device):
            raise TypeError(f"Module: device must be an anyrt.Device, not {type(device).__name__}")
        data = bytes(image)
        self._gen = _state.generation()
        with _state.on_device(self._device.kind_value, self._device.index):
            self._handle = _raw.module_load(ffi.from_buffer("char[]", data), len(data))
        self._destroyed = False

    @classmethod
    def from_file(cls, path: str, device: Device | None = None) -> Module:
        with open(path, "rb") as f:
            return cls(f.read(), device)

    def __repr__(self) -> str:
        return f"<anyrt.Module on {self._device!r}{' unloaded' if self._destroyed else ''}>"

    def function(self, name: str) -> Kernel:
        handle = self._live("Module.function")
        with _state.on_device(self._device.kind_value, self._device.index):
            return Kernel(self, name, _raw.module_get_function(handle, name.encode()))

    def unload(self) -> None:
        """Unloads the module; launches already queued with it still run."""
        handle = self._live("Module.unload")
        _raw.module_unload(handle)
        self._destroyed = True

    def __enter__(self) -> Module:
        return self

    def __exit__(self, *exc: object) -> None:
        if not self._destroyed:
            self.unload()


def launch_triton(compiled: Any, grid: Dim3, *args: Any, stream: Stream | None = None,
                  device: Device | None = None) -> Kernel:
    """Queues a Triton-compiled kernel (`triton.compile(...)` or a JIT function's compiled kernel) on an
    anyrt stream of a backend that runs its binary (cuda: the cubin), in anyrt's stream order.

    The block is `num_warps * 32` threads and the shared memory the compiled kernel's; Triton's
    constexpr parameters are already folded into the binary, so `args` are the parameters the cubin
    declares: the kernel's others and, on Triton releases whose launcher adds them, its scratch
    pointers (pass 0). Returns the Kernel (its Module is cached on `compiled`) for further launches.
    Not yet run on a GPU."""
    meta = compiled.metadata
    kernels: dict[Any, Kernel] = compiled.__dict__.setdefault("_anyrt_kernels", {})
    dev = device if device is not None else (stream.device if stream is not None else current_device())
    key = (dev.kind_value, dev.index)
    if key not in kernels:
        cubin = compiled.asm.get("cubin") if hasattr(compiled.asm, "get") else None
        if cubin is None:
            raise TypeError("launch_triton: the compiled kernel has no 'cubin' (anyrt runs Triton's CUDA binary)")
        kernels[key] = Module(cubin, dev).function(meta.name)
    kernel = kernels[key]
    warps = getattr(meta, "num_warps", 4)
    kernel.launch(grid, (32 * warps, 1, 1), args, shared_memory=getattr(meta, "shared", 0), stream=stream)
    return kernel


__all__ = ["Kernel", "Module", "launch_triton"]
