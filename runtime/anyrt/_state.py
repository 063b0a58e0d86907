"""Python-side state of the object API: the runtime generation (bumped by `shutdown`, so objects
made before it never call into C again), per-thread context-manager stacks, finalizers deferred
out of backend threads, and small helpers shared by the object modules."""

from __future__ import annotations

import atexit
import operator
import os
import threading
import weakref
from collections.abc import Callable
from typing import Any

from anyrt import _errors
from anyrt._cffi import ffi, lib
from anyrt._errors import Error, InvalidHandleError, InvalidValueError, raise_status
from anyrt._gen import _raw
from anyrt._gen.spec_data import DEVICE_KIND, SLOTS

KIND_NAMES: dict[int, str] = {v: k for k, v in DEVICE_KIND.items()}

# Every lock of the package, reinitialized unlocked in a forked child: a thread inside a critical section
# when another forks leaves its lock taken there, with no thread left to release it (the child would hang
# on its first allocation). The data they guard in the child belongs to the parent's runtime, which the
# child never uses (the generation moves on).
_fork_locks: weakref.WeakSet[Any] = weakref.WeakSet()


def new_lock() -> threading.Lock:
    """A threading.Lock that a forked child finds unlocked."""
    lock = threading.Lock()
    _fork_locks.add(lock)
    return lock


_lock = new_lock()
_generation = 0
_deferred: list[Callable[[], Any]] = []


class _Local(threading.local):
    def __init__(self) -> None:
        self.device_stack: list[tuple[int, int]] = []
        # (prev device, prev stream handle, entered handle, entered Stream) per `with stream:`
        self.stream_stack: list[tuple[tuple[int, int], Any, Any, Any]] = []
        # the Stream `set_stream` made current outside every `with stream:` (None: never called)
        self.base_stream: Any = None
        # the inflight Queue of the innermost `with stream:` or of base_stream (None: neither)
        self.current_queue: Any = None
        self.in_callback = False
        # out-parameters of anyrt_get_device, made once per thread (on_device asks on every call)
        self.kind_out = ffi.new("anyrt_device_kind_t *")
        self.index_out = ffi.new("int *")


local = _Local()


def generation() -> int:
    """The current runtime generation; handles and pointers of an older one are dead."""
    return _generation


_raw_shutdown = _raw.shutdown
# Run first by shutdown(): caches of runtime objects (anyrt.ops' descriptors) give them back, so the
# validation layer's leak report lists only what the program itself still holds.
before_shutdown: list[Callable[[], None]] = []
# Run before anything else by shutdown(): each raises to refuse it (memory another library still reads).
shutdown_checks: list[Callable[[], None]] = []
# Run once the C shutdown returned (every stream drained), not at exit: daemon threads may then still be
# inside anyrt, their last work queued behind the drain.
after_shutdown: list[Callable[[], None]] = []


def shutdown() -> None:
    """Drain every stream, finalize and unload every backend. Objects created before become dead
    (their methods raise, their finalizers do nothing); later calls re-initialize the runtime."""
    global _generation
    if local.in_callback:
        # The backend would be finalized and unloaded while its worker runs this very callback.
        raise Error("error", "shutdown", "", "", "shutdown: called inside a stream callback; shut down after the "
                    "stream's work (e.g. after synchronize)")
    for check in shutdown_checks:
        check()
    for release in before_shutdown:
        try:
            release()
        except Error:
            pass
    with _lock:
        _generation += 1
        _deferred.clear()
    try:
        _raw_shutdown()
    finally:
        _errors.reset_fallbacks()
    if not _shut_at_exit:
        for forget in after_shutdown:
            forget()


# `anyrt._gen._raw.shutdown()` goes through here too, so no object of an earlier runtime can free
# or destroy what a later one handed out at the same address.
_raw.shutdown = shutdown


_shut_at_exit = False


def _at_exit() -> None:
    global _shut_at_exit
    if _shut_at_exit:
        return
    _shut_at_exit = True
    # Daemon threads may still call in: they must get an error, not a re-loaded runtime that their
    # buffers from before the shutdown would write through (loader.c reads it when reloading).
    os.environ["ANYRT_NO_RELOAD"] = "1"
    try:
        shutdown()
    except Error:
        pass


atexit.register(_at_exit)

_forked = False


def _after_fork_in_child() -> None:
    """The C core forgets the parent's runtime in the child (pthread_atfork); objects made before the
    fork die with it, and the child can start fresh."""
    global _generation, _forked, local
    _forked = True
    _generation += 1
    for lock in list(_fork_locks):
        lock._at_fork_reinit()  # what the standard library's own modules do after a fork
    _deferred.clear()
    local = _Local()


os.register_at_fork(after_in_child=_after_fork_in_child)


def defer(fn: Callable[[], Any]) -> None:
    """Run `fn` later on an ordinary thread (used for finalizers that fire on a backend thread,
    where blocking calls such as destroy_stream could wait for that very thread)."""
    with _lock:
        _deferred.append(fn)


def run_deferred() -> None:
    """Run the finalizers deferred so far (called from ordinary threads by the object API)."""
    if not _deferred or local.in_callback:
        return
    with _lock:
        todo = list(_deferred)
        _deferred.clear()
    for fn in todo:
        try:
            fn()
        except Error:
            pass


def finalizer_context_ok(gen: int) -> bool:
    """True if a finalizer of an object of generation `gen` may call into C right now."""
    return gen == _generation and not _shut_at_exit


def error(cls: type[Error], function: str, param: str, message: str, backend: str = "") -> Error:
    """An anyrt exception raised by the Python layer, formatted like the C layer's messages."""
    status = "invalid_handle" if issubclass(cls, InvalidHandleError) else "invalid_value"
    text = f"{function}: argument '{param}' {message}" if param else f"{function}: {message}"
    return cls(status, function, backend, param, text)


def check_alive(gen: int, what: str, function: str, param: str) -> None:
    if gen != _generation:
        why = "made before fork(): objects of the parent process do not survive it" if _forked else \
            "of a runtime that was shut down (anyrt.shutdown)"
        raise error(InvalidHandleError, function, param, f"is a {what} {why}; create a new one")


# Ranges of the C types integer arguments become (a value outside is an error naming the argument,
# not an OverflowError from cffi).
C_INT = (-(1 << 31), (1 << 31) - 1)
C_SIZE = (0, (1 << 64) - 1)


def integer(value: Any, function: str, param: str, lo: int | None = None, hi: int | None = None) -> int:
    """`value` as a Python int: ints and numpy integers (anything with __index__) are accepted, bools
    and other types are a TypeError naming the argument; outside [lo, hi] is an InvalidValueError."""
    if isinstance(value, bool) or not hasattr(type(value), "__index__"):
        raise TypeError(f"{function}: argument '{param}' must be an int, not {type(value).__name__}")
    v = operator.index(value)
    if (lo is not None and v < lo) or (hi is not None and v > hi):
        raise error(InvalidValueError, function, param, f"must be in [{lo}, {hi}] (got {v})")
    return v


def expect(obj: Any, cls: type, function: str, param: str, none_ok: bool = False) -> None:
    """TypeError naming the argument unless `obj` is a `cls` (or None where that is allowed)."""
    if (obj is None and none_ok) or isinstance(obj, cls):
        return
    also = " or None" if none_ok else ""
    raise TypeError(f"{function}: argument '{param}' must be an anyrt.{cls.__name__}{also}, not {type(obj).__name__}")


_kinds_seen: tuple[int, dict[str, int], dict[int, int]] | None = None


def _loaded_kinds() -> tuple[dict[str, int], dict[int, int]]:
    """The vendor kinds loaded (name -> number: a backend that declared `custom` got one of its own,
    named as itself) and the kinds that name another backend's (`custom`: the first vendor kind;
    ANYRT_KIND_ALIAS's aliases) -> that backend's own kind; once per runtime generation."""
    global _kinds_seen
    seen = _kinds_seen
    if seen is not None and seen[0] == _generation:
        return seen[1], seen[2]
    vendor: dict[str, int] = {}
    lent: dict[int, int] = {}
    for i in range(_raw.get_backend_count()):
        info = _raw.get_backend_info(i)
        if info.status != 0:
            continue
        own = int(info.kind)
        if own not in KIND_NAMES:
            vendor[ffi.string(info.name).decode()] = own
            lent.setdefault(DEVICE_KIND["custom"], own)
        if int(info.alias_kind) != own:
            lent[int(info.alias_kind)] = own
    _kinds_seen = (_generation, vendor, lent)
    return vendor, lent


def kind_name(kind: int) -> str:
    """The name of device kind number `kind`: the spec's, or a vendor kind's (its backend's name)."""
    found = KIND_NAMES.get(kind)
    if found is not None:
        return found
    return next((n for n, v in _loaded_kinds()[0].items() if v == kind), str(kind))


def kind_value(kind: str | int) -> int:
    """Device kind by name ('cpu', 'cuda', a vendor kind's name) or number, as the backend that serves
    it numbers it: `custom` and an ANYRT_KIND_ALIAS alias resolve to that backend's own kind."""
    if isinstance(kind, bool):
        raise error(InvalidValueError, "Device", "kind", f"must be a device kind name or number, not {kind!r}")
    if isinstance(kind, int):
        vendor, lent = _loaded_kinds()
        if kind in KIND_NAMES or kind in vendor.values():
            return lent.get(kind, kind)
        raise error(InvalidValueError, "Device", "kind", f"is not a device kind number (got {kind})")
    if isinstance(kind, str):
        vendor, lent = _loaded_kinds()
        if kind in vendor:
            return vendor[kind]
        name = kind.lower()
        if name in DEVICE_KIND:
            return lent.get(DEVICE_KIND[name], DEVICE_KIND[name])
        known = ", ".join([*DEVICE_KIND, *vendor])
        raise error(InvalidValueError, "Device", "kind", f"is not a device kind (got {kind!r}; known: {known})")
    raise error(InvalidValueError, "Device", "kind", f"must be a device kind name or number, not {type(kind).__name__}")


def backend_name(kind: int) -> str | None:
    """Name of the loaded backend that serves `kind`, if any."""
    for i in range(_raw.get_backend_count()):
        info = _raw.get_backend_info(i)
        if info.status == 0 and int(info.kind) == kind:
            return ffi.string(info.name).decode()
    return None


class on_device:  # noqa: N801 (used as a function: `with on_device(kind, index):`)
    """Make (kind, index) the calling thread's current device for the block, then restore. A class,
    not a generator: it runs on every allocation, and one C call is all it costs when the device is
    already current."""

    __slots__ = ("_kind", "_index", "_prev")

    def __init__(self, kind: int, index: int) -> None:
        self._kind, self._index, self._prev = kind, index, None

    def __enter__(self) -> None:
        out = local
        rc = lib.anyrt_get_device(out.kind_out, out.index_out)
        if rc:
            raise_status(rc)
        prev = (out.kind_out[0], out.index_out[0])
        if prev != (self._kind, self._index):
            _raw.set_device(self._kind, self._index)
            self._prev = prev

    def __exit__(self, *exc: object) -> None:
        if self._prev is not None:
            _raw.set_device(*self._prev)


_native_cache: dict[tuple[int, int], frozenset[str]] = {}


def native_slots(kind: int) -> frozenset[str]:
    """Names of the backend-table slots the backend of `kind` fills (cached per runtime generation)."""
    key = (_generation, kind)
    found = _native_cache.get(key)
    if found is None:
        found = frozenset()
        for i in range(_raw.get_backend_count()):
            info = _raw.get_backend_info(i)
            if info.status == 0 and int(info.kind) == kind:
                found = frozenset(name for slot, (name, *_rest) in enumerate(SLOTS) if _raw.backend_has_slot(i, slot))
                break
        _native_cache[key] = found
    return found


class LiveHandle:
    """Shared by Stream and Event: a device, a C handle, a runtime generation, a destroyed flag."""

    _what = "handle"  # "stream" / "event": used in error messages and as the default param name
    _destroy = "destroy_handle"  # the _raw function that destroys the C handle
    _device: Any
    _handle: Any
    _gen: int
    _destroyed: bool

    @property
    def device(self) -> Any:
        return self._device

    @property
    def handle(self) -> Any:
        """The C handle cdata (for calls through anyrt._gen._raw)."""
        return self._live(f"{type(self).__name__}.handle")

    def _live(self, function: str, param: str | None = None) -> Any:
        param = param or self._what
        check_alive(self._gen, self._what, function, param)
        if self._destroyed:
            article = "an" if self._what[0] in "aeiou" else "a"
            raise error(InvalidHandleError, function, param, f"is {article} {self._what} that was already destroyed",
                        self._device.backend or "")
        return self._handle

    def _destroyed_by_finalizer(self) -> Callable[[], None] | None:
        """What to run once the finalizer's destroy of the handle has returned (a stream retires its queue)."""
        return None

    def __del__(self) -> None:
        try:
            if getattr(self, "_destroyed", True) or self._handle is None:
                return
            self._destroyed = True
            destroy, handle, gen = getattr(_raw, self._destroy), self._handle, self._gen
            then = self._destroyed_by_finalizer()
            if local.in_callback:  # a backend worker thread: destroying its own stream here would deadlock
                defer(lambda: _destroy_quietly(destroy, handle, gen, then))
            else:
                _destroy_quietly(destroy, handle, gen, then)
        except Exception:  # never raise from a finalizer (e.g. at interpreter exit)
            pass


def _destroy_quietly(destroy: Callable[[Any], None], handle: Any, gen: int, then: Callable[[], None] | None) -> None:
    """destroy(handle), then `then` — only once the destroy returned: a handle not destroyed here (refused,
    or its runtime shut down, at exit perhaps with work still running) keeps what its work holds."""
    if not finalizer_context_ok(gen):
        return
    try:
        destroy(handle)
    except Error:
        return
    if then is not None:
        then()
