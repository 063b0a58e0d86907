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

import anyrt
from anyrt import _state
from anyrt._cffi import ffi
from anyrt._errors import InvalidValueError
from anyrt._gen import _raw
from anyrt._gen.spec_data import DEVICE_KIND
from anyrt.torch import _inductor, _module_ties
from anyrt.torch._build import build_device

DEVICE = "anyrt"
DIST_BACKEND = "anyccl"


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
kind: str = _state.kind_name(_kind_value)

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

    # Random numbers: one default anyrt generator per device (torch.Generator(device="anyrt") makes
    # more); torch.manual_seed and torch.seed reach them through manual_seed_all.
    default_generators = tuple(_C.default_generator(i) for i in range(int(_C.device_count())))

    def _index(device: int | str | torch.device | None) -> int:
        if device is None:
            return current_device()
        if isinstance(device, int):
            index = device
        else:
            dev = torch.device(device)
            if dev.type != DEVICE:
                raise ValueError(f"torch.anyrt: expected an anyrt device, got {dev}")
            index = current_device() if dev.index is None else dev.index
        if not 0 <= index < len(default_generators):
            raise IndexError(f"torch.anyrt: no anyrt device {index} ({len(default_generators)} devices)")
        return index

    def _generator(device: int | str | torch.device | None = None) -> torch.Generator:
        return default_generators[_index(device)]

    def init() -> None:
        """The device is initialized when anyrt.torch is imported: nothing is left to do."""

    def is_initialized() -> bool:
        return True

    def manual_seed(seed: int) -> None:
        _generator().manual_seed(int(seed))

    def manual_seed_all(seed: int) -> None:
        for g in default_generators:
            g.manual_seed(int(seed))

    def seed() -> None:
        _generator().seed()

    def seed_all() -> None:
        s = _generator().seed()
        for g in default_generators:
            g.manual_seed(s)

    def initial_seed() -> int:
        return int(_generator().initial_seed())

    def get_rng_state(device: int | str | torch.device = "anyrt") -> torch.Tensor:
        return _generator(device).get_state()

    def set_rng_state(new_state: torch.Tensor, device: int | str | torch.device = "anyrt") -> None:
        _generator(device).set_state(new_state)

    def get_rng_state_all() -> list[torch.Tensor]:
        return [g.get_state() for g in default_generators]

    def set_rng_state_all(new_states: list[torch.Tensor]) -> None:
        if len(new_states) != len(default_generators):
            raise ValueError(f"torch.anyrt.set_rng_state_all: {len(new_states)} states for "
                             f"{len(default_generators)} devices")
        for g, state in zip(default_generators, new_states, strict=True):
            g.set_state(state)

    def get_amp_supported_dtype() -> list[torch.dtype]:
        """The dtypes torch.autocast("anyrt") may cast to."""
        return [torch.float16, torch.bfloat16]

    def is_bf16_supported(including_emulation: bool = True) -> bool:
        return True

    def get_device_name(device: int | str | torch.device | None = None) -> str:
        return get_device_properties(device).name

    def get_device_capability(device: int | str | torch.device | None = None) -> tuple[int, int]:
        """anyrt's compute capability of the device (major * 10 + minor for CUDA devices; 0 where the
        backend reports none), as (major, minor)."""
        cap = get_device_properties(device).compute_capability
        return cap // 10, cap % 10

    def get_device_properties(device: int | str | torch.device | None = None) -> types.SimpleNamespace:
        """What anyrt reports of the device today: name, total_memory (bytes), compute_capability,
        backend and kind."""
        return _properties(_index(device))

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

    class Stream(torch.Stream):
        """torch.Stream on an anyrt device with torch.cuda.Stream's priority: lower numbers are more
        urgent, clamped to the device's `priority_range()` ((0, 0) where the backend has none)."""

        def __new__(cls, device: int | str | torch.device | None = None, priority: int = 0,
                    **kwargs: object) -> Stream:
            dev = torch.device(DEVICE, _index(device))
            return super().__new__(cls, device=dev, priority=int(priority), **kwargs)  # type: ignore[call-overload,no-any-return]

        @property
        def priority(self) -> int:
            return int(_C.stream_priority(self.device_index, self.stream_id))

        @staticmethod
        def priority_range(device: int | str | torch.device | None = None) -> tuple[int, int]:
            """(least, greatest): the default priority and the most urgent one."""
            least, greatest = _C.stream_priority_range(_index(device))
            return int(least), int(greatest)

    mod.device = device  # type: ignore[attr-defined]
    mod.Stream = Stream  # type: ignore[attr-defined]
    mod.default_generators = default_generators  # type: ignore[attr-defined]
    for fn in (device_count, is_available, current_device, set_device, synchronize, _is_in_bad_fork, init,
               is_initialized, manual_seed, manual_seed_all, seed, seed_all, initial_seed, get_rng_state,
               set_rng_state, get_rng_state_all, set_rng_state_all, get_amp_supported_dtype, is_bf16_supported,
               get_device_name, get_device_capability, get_device_properties):
        setattr(mod, fn.__name__, fn)
    return mod


def _properties(index: int) -> types.SimpleNamespace:
    """What anyrt reports of the device (anyrt.Device.properties()), with torch's names: name,
    total_memory, compute_capability (0 where the backend reports none)."""
    props = anyrt.Device(kind, index).properties()
    props.setdefault("total_memory", 0)
    props.setdefault("compute_capability", 0)
    return types.SimpleNamespace(**props)


torch.utils.rename_privateuse1_backend(DEVICE)
torch._register_device_module(DEVICE, _device_module())
torch.utils.generate_methods_for_privateuse1_backend(for_tensor=True, for_module=True, for_packed_sequence=True,
                                                     for_storage=True)

_module_ties.install()  # a parameter shared by two modules stays one Parameter across .to("anyrt")
_inductor.install(kind, backend)  # torch.compile's default backend, once Inductor loads

from anyrt.torch import distributed  # noqa: E402,F401  (registers the torch.distributed backend DIST_BACKEND)

__all__ = ["DEVICE", "DIST_BACKEND", "backend", "kind", "fallback_ops", "reset_fallback_ops", "current_stream_handle"]
