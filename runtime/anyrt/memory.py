"""Memory statistics in torch.cuda's shape (`memory_allocated`, `max_memory_allocated`,
`reset_peak_memory_stats`, `memory_stats`), per device, kept by the runtime core so that C
programs see the same figures (anyrt_get_memory_stats); and what the core knows of a pointer
(`pointer_attributes`: anyrt_pointer_get_attributes)."""

from __future__ import annotations

from anyrt import _state
from anyrt._cffi import ffi
from anyrt._errors import InvalidValueError
from anyrt._gen import _raw
from anyrt._gen.spec_data import MEMORY_TYPE
from anyrt.device import Device, current_device

_MEMORY_NAMES = {v: k for k, v in MEMORY_TYPE.items()}

DeviceLike = Device | str | int | None


def _device(device: DeviceLike, function: str) -> Device:
    """None: the current device; an int: that index of the current device's kind; a str: 'cpu',
    'cpu:1', ...; a Device as it is."""
    if device is None:
        return current_device()
    if isinstance(device, Device):
        return device
    if isinstance(device, bool) or not isinstance(device, (str, int)):
        raise TypeError(f"{function}: argument 'device' must be an anyrt.Device, a str such as 'cpu:1', an int "
                        f"index or None, not {type(device).__name__}")
    if isinstance(device, int):
        return Device(current_device().kind_value, device)
    return Device(device)


def memory_stats(device: DeviceLike = None) -> dict[str, int]:
    """See `Device.memory_stats` (default: the current device)."""
    return _device(device, "memory_stats").memory_stats()


def memory_allocated(device: DeviceLike = None) -> int:
    """Bytes of device memory allocated now on `device` (default: the current device)."""
    return _device(device, "memory_allocated").memory_allocated()


def max_memory_allocated(device: DeviceLike = None) -> int:
    """The most bytes of device memory allocated at once on `device` since the runtime started or
    `reset_peak_memory_stats`."""
    return _device(device, "max_memory_allocated").max_memory_allocated()


def reset_peak_memory_stats(device: DeviceLike = None) -> None:
    """Start `max_memory_allocated` of `device` again from the bytes allocated now."""
    _device(device, "reset_peak_memory_stats").reset_peak_memory_stats()


def pointer_attributes(ptr: int) -> tuple[Device, str]:
    """The device whose anyrt allocation holds the address `ptr` (any byte of it) and which memory it
    is: "device", "host" (pinned, from host allocation) or "unified". InvalidValueError when no live
    anyrt allocation holds it."""
    if isinstance(ptr, bool) or not isinstance(ptr, int):
        raise TypeError(f"pointer_attributes: argument 'ptr' must be an int address, not {type(ptr).__name__}")
    if not 0 <= ptr < 1 << 64:  # cffi would wrap it modulo 2**64 onto another address
        raise _state.error(InvalidValueError, "pointer_attributes", "ptr", f"must be an address in [0, 2**64) (got {ptr:#x})")
    kind, index, memory = _raw.pointer_get_attributes(ffi.cast("const void *", ptr))
    return Device(int(kind), index), _MEMORY_NAMES[memory]
