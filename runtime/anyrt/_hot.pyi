"""Types of the C extension anyrt._hot (runtime/anyrt/_hot.c): anyrt.ops' hot path, Buffer's C methods and Device.allocate."""

from collections.abc import Callable, Sequence
from typing import Any

class Op:
    def __init__(self, name: str, fn: int, nout: int, nin: int, order: Sequence[int], create_at: Sequence[int],
                 call_at: Sequence[int], elementwise: bool) -> None: ...

def configure(*, fallback: Callable[..., Any], tensor: type, queue: type, memory: type, desc: type, descriptors: type,
              opinfo: type, implementations: dict[Any, Any], cache: Any, state: Any, default_queue: Callable[..., Any],
              note_use: Callable[..., Any], raise_status: Callable[..., Any], check_every: int) -> None: ...
def run(info: Any, operands: tuple[Any, ...], out: Any, attrs: tuple[Any, ...], stream: Any, /) -> Any: ...
def configure_buffer(*, buffer: type, device: type, queue: type, memory_kinds: tuple[str, ...], allocate: int, free: int,
                     memcpy: int, copy_kind: int, validating: bool, state: Any, errors: Any, free_lock: Any,
                     raise_status: Callable[..., Any], check_fallbacks: Callable[..., Any],
                     new_buffer: Callable[..., Any], callbacks: int) -> dict[str, Any]: ...
def new_buffer(device: Any, nbytes: int, memory: str = ..., /) -> Any: ...
