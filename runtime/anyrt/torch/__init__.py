"""PyTorch on anyrt: `import anyrt.torch` registers torch's PrivateUse1 device as "anyrt".

"anyrt:N" is device N of one anyrt backend, chosen here: $ANYRT_TORCH_BACKEND (a backend name),
else the first non-cpu backend with devices, else cpu. `backend` names it and `kind` is its
device kind, so `anyrt.Device(anyrt.torch.kind, N)` is the same device as torch's "anyrt:N" and
a tensor's data_ptr() is that device's memory. Operators without an anyrt kernel run through the
CPU fallback (`fallback_ops()`; ANYRT_TORCH_CPU_FALLBACK=0 turns it off)."""

from __future__ import annotations

import os
import types

import torch

from anyrt import _state
from anyrt._cffi import ffi
from anyrt._errors import InvalidValueError
from anyrt._gen import _raw
from anyrt._gen.spec_data import DEVICE_KIND
from anyrt.torch import _module_ties
from anyrt.torch._build import build_device

DEVICE = "anyrt"
DIST_BACKEND = "anyccl"
_KIND_NAMES = {v: k for k, v in DEVICE_KIND.items()}


def _loaded_backends() -> list[tuple[str, int, int]]:
    """(name, kind, device count) of every backend that loaded, in load order."""
    out = []
    for i in range(_raw.get_backend_count()):
        info = _raw.get_backend_info(i)
        if info.status == 0:
            out.append((ffi.string(info.name).decode(), int(info.kind), int(info.device_count)))
    return out


def _choose_backend() -> tuple[str, int]:
    loaded = _loaded_backends()
    wanted = os.environ.get("ANYRT_TORCH_BACKEND")
    if wanted:
        for name, kind, _ in loaded:
            if name == wanted:
                return name, kind
        names = ", ".join(n for n, _, _ in loaded) or "none"
        raise InvalidValueError("invalid_value", "import anyrt.torch", "", "ANYRT_TORCH_BACKEND",
                                f"no loaded anyrt backend is named {wanted!r} (loaded: {names})")
    for name, kind, count in loaded:
        if kind != DEVICE_KIND["cpu"] and count > 0:
            return name, kind
    for name, kind, _ in loaded:
        if kind == DEVICE_KIND["cpu"]:
            return name, kind
    raise InvalidValueError("invalid_value", "import anyrt.torch", "", "",
                            "no anyrt backend loaded (anyrt info says why)")


backend, _kind_value = _choose_backend()
kind: str = _KIND_NAMES[_kind_value]

_C = build_device()
_C.init(_kind_value)
if os.environ.get("ANYRT_TORCH_CPU_FALLBACK") == "0":
    _C.set_fallback_enabled(False)
# anyrt's atexit shutdown runs before the last tensors die: from then on their frees do nothing.
_state.before_shutdown.append(_C.shutdown)


def fallback_ops() -> list[str]:
    """The ATen operators (name.overload) that ran through the CPU fallback since the last
    reset_fallback_ops()."""
    return list(_C.fallback_ops())


def reset_fallback_ops() -> None:
    _C.reset_fallback_ops()


def current_stream_handle(device_index: int) -> int:
    """The anyrt_stream_t of torch's current stream on "anyrt:device_index", as an integer."""
    return int(_C.current_stream_handle(device_index))


# ---- torch.anyrt: the device module torch looks up by the device's name -------------------
def _device_module() -> types.ModuleType:
    mod = types.ModuleType("torch.anyrt")

    def device_count() -> int:
        return int(_C.device_count())

    def is_available() -> bool:
        return device_count() > 0

    def current_device() -> int:
        return torch.accelerator.current_device_index()

    def set_device(device: int | str | torch.device) -> None:
        torch.accelerator.set_device_index(device)

    def synchronize(device: int | str | torch.device | None = None) -> None:
        torch.accelerator.synchronize(device)

    def _is_in_bad_fork() -> bool:
        return False

    def manual_seed_all(seed: int) -> None:
        # Random operators run through the CPU fallback, on torch's CPU generator (not through
        # torch.manual_seed, which calls this).
        torch.default_generator.manual_seed(seed)

    def get_rng_state(device: int | str = "anyrt") -> torch.Tensor:
        return torch.get_rng_state()

    def set_rng_state(state: torch.Tensor, device: int | str = "anyrt") -> None:
        torch.set_rng_state(state)

    class device:  # noqa: N801 (torch's name: `with torch.anyrt.device(i):`)
        """Makes a device current for a block (torch's storage and serialization code uses it)."""

        def __init__(self, dev: int | str | torch.device | None) -> None:
            self.index = -1 if dev is None else torch._utils._get_device_index(dev, optional=True)
            self.prev = -1

        def __enter__(self) -> None:
            self.prev = torch.accelerator.current_device_index()
            if self.index >= 0:
                torch.accelerator.set_device_index(self.index)

        def __exit__(self, *exc: object) -> None:
            if self.index >= 0:
                torch.accelerator.set_device_index(self.prev)

    mod.device = device  # type: ignore[attr-defined]
    for fn in (device_count, is_available, current_device, set_device, synchronize, _is_in_bad_fork,
               manual_seed_all, get_rng_state, set_rng_state):
        setattr(mod, fn.__name__, fn)
    mod.manual_seed = manual_seed_all  # type: ignore[attr-defined]
    mod.is_initialized = is_available  # type: ignore[attr-defined]
    return mod


torch.utils.rename_privateuse1_backend(DEVICE)
torch._register_device_module(DEVICE, _device_module())
torch.utils.generate_methods_for_privateuse1_backend(for_tensor=True, for_module=True, for_packed_sequence=True,
                                                     for_storage=True)

_module_ties.install()  # a parameter shared by two modules stays one Parameter across .to("anyrt")

from anyrt.torch import distributed  # noqa: E402,F401  (registers the torch.distributed backend DIST_BACKEND)

__all__ = ["DEVICE", "DIST_BACKEND", "backend", "kind", "fallback_ops", "reset_fallback_ops", "current_stream_handle"]
