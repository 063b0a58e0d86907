"""The one owner of queued work's bookkeeping: which host objects must stay alive until which point
of which stream (hold / release up to a mark), and which streams may still use a piece of memory
(note a use / wait for the uses). Every path goes through here: the general and the hot paths of
anyrt.ops, copies and fills, collectives, `set_stream`, `with stream:`, and the waits that retire
held objects (Stream.synchronize / query, Event.synchronize / query, Device.synchronize).

Below the object modules: it knows streams only as C handles (Queue) and memory only as Memory
records (a Buffer is one; so is the record of memory another library lent). The C hot path of
anyrt.ops (runtime/anyrt/_hot.c) updates these same structures: Queue.hold's append, holders insertion
and check every CHECK_EVERY holds, and note_use (called) where a memory's last queue differs; a
change here is a change there."""

from __future__ import annotations

from typing import Any

from anyrt import _state
from anyrt._cffi import lib
from anyrt._errors import Error, raise_status
from anyrt._gen import _raw

_synchronize_stream = lib.anyrt_synchronize_stream
_query_stream = lib.anyrt_query_stream
_NOT_READY = lib.ANYRT_STATUS_NOT_READY
CHECK_EVERY = 64  # holds on a queue between checks (one query) whether what it holds may go


class Queue:
    """One stream's queued work as the host sees it: the objects its calls hold, in queue order, and
    the errors its callbacks raised. Marks count every object ever held (dropped + len(keep)), so two
    waits that overlap each release only what was queued before their own mark, in either order.

    It never references the Stream object: a callback dropping the last reference to its stream on
    the stream's own worker thread must not be possible."""

    __slots__ = ("keep", "dropped", "lock", "errors", "callbacks", "holders", "device", "handle", "gen", "live",
                 "is_default", "__weakref__")

    def __init__(self, device: Any, handle: Any, is_default: bool) -> None:
        self.keep: list[Any] = []
        self.dropped = 0
        self.lock = _state.new_lock()
        self.errors: list[BaseException] = []
        self.callbacks: set[Any] = set()
        # the queues of its device with something to release or raise (Device.synchronize visits only
        # those, however many streams the device has); every hold and error joins it
        self.holders = _holding.setdefault(device, set())
        self.device = device
        self.handle = handle
        self.gen = _state._generation
        self.live = True  # False once its stream is destroyed (its handle then names nothing)
        self.is_default = is_default

    def mark(self) -> int:
        # dropped read before len: a release in between can only make the mark smaller (never cover more)
        return self.dropped + len(self.keep)

    def hold(self, items: Any) -> None:
        """Keep `items` alive until a wait that began after this call ends."""
        keep = self.keep
        keep.append(items)  # atomic; release() drops a prefix under the lock
        self.holders.add(self)
        if len(keep) % CHECK_EVERY == 0:
            self._retire_if_done()

    def release(self, upto: int) -> None:
        """Drop the objects held before the mark `upto`: their work has finished. Not for a queue of an
        earlier runtime: a wait that returned across a shutdown (another thread's, at exit with daemon
        threads inside anyrt) says nothing of its work, which may still read them; a completed
        shutdown lets them go (forget_finished_runtimes)."""
        if self.gen != _state._generation:
            return
        with self.lock:
            n = upto - self.dropped
            if n > 0:
                del self.keep[:n]
                self.dropped += n

    def _retire_if_done(self) -> None:
        """A loop that never waits still lets go of what finished work held (one query)."""
        upto = self.mark()
        if not self.live or self.gen != _state._generation:
            return
        try:
            done = _query_stream(self.handle) == 0
        except Error:
            done = False
        if done:
            self.release(upto)

    def wait(self) -> None:
        """Block until the stream's queued work is done, then release what it held before."""
        if not self.live or self.gen != _state._generation:
            return
        upto = self.mark()
        rc = _synchronize_stream(self.handle)
        if rc:
            raise_status(rc)
        self.release(upto)

    def done(self) -> bool:
        """True (releasing what it held) if the stream's queued work is done, without blocking."""
        upto = self.mark()
        rc = _query_stream(self.handle)
        if rc == 0:
            self.release(upto)
            return True
        if rc == _NOT_READY:
            return False
        raise_status(rc)
        return False

    def retire(self) -> None:
        """Its stream was destroyed (after its work): nothing it held is needed any more."""
        self.live = False
        if self.gen != _state._generation:  # destroyed by a shutdown: as release()
            return
        self._drop_all()

    def _drop_all(self) -> None:
        """Let go of everything held (its work is done, or its runtime's shutdown drained it)."""
        with self.lock:
            self.dropped += len(self.keep)
            self.keep.clear()

    def take_error(self) -> BaseException | None:
        with self.lock:
            if not self.errors:
                return None
            first = self.errors[0]
            self.errors.clear()
            return first


# Per device: its queues that hold anything or have errors to raise.
_holding: dict[Any, set[Queue]] = {}


def forget_finished_runtimes() -> None:
    """A shutdown drained every stream and returned: what queues of earlier runtimes held may go."""
    for holders in list(_holding.values()):
        for q in list(holders):
            if q.gen != _state._generation:
                q._drop_all()
                holders.discard(q)


_state.after_shutdown.append(forget_finished_runtimes)


# Per device, for the current runtime generation: the queue of its default stream.
_defaults: dict[Any, Queue] = {}
_defaults_lock = _state.new_lock()


def default_queue(device: Any) -> Queue:
    """The queue of `device`'s default stream (the core's own handle for it, which names it even
    while another stream is current)."""
    q = _defaults.get(device)
    if q is not None and q.gen == _state._generation:
        return q
    with _defaults_lock:
        q = _defaults.get(device)
        if q is None or q.gen != _state._generation:
            with _state.on_device(device.kind_value, device.index):
                handle = _raw.get_default_stream()
            q = _defaults[device] = Queue(device, handle, True)
    return q


def current_queue(device: Any) -> Queue:
    """The queue `stream=None` means for work on `device`: the calling thread's current stream (set
    by `with stream:` or `set_stream`) when it is a live stream of `device`, else the default stream."""
    q = _state.local.current_queue
    if q is not None and q.device == device and q.live and q.gen == _state._generation:
        return q
    return default_queue(device)


class Memory:
    """What inflight knows of a piece of memory: the queues that may still use it. A Buffer (its
    root) is one; so is the record of memory another library lent (a NumPy array, a DLPack import)."""

    __slots__ = ("_uses", "_last_q")

    def __init__(self) -> None:
        self._uses: set[Queue] | None = None
        self._last_q: Queue | None = None  # the queue noted last: a repeat costs one comparison


class Foreign(Memory):
    """The Memory record of tensors over memory another library owns (shared by their views)."""

    __slots__ = ()


def note_use(mem: Memory, q: Queue) -> None:
    """Work queued on `q` uses `mem` (freeing it, or a consumer reading it, waits for `q`)."""
    if mem._last_q is q:
        return
    uses = mem._uses
    if uses is None:
        uses = mem._uses = set()
    uses.add(q)
    mem._last_q = q


def hold(q: Queue, items: tuple[Any, ...], mems: tuple[Memory, ...] = ()) -> None:
    """A call queued on `q`: keep `items` alive until it is known done, and note `mems` used there."""
    for m in mems:
        if m._last_q is not q:
            note_use(m, q)
    q.hold(items)


def wait_for_uses(mem: Memory, forget: bool = False) -> None:
    """Wait for every queue that may still use `mem` (other streams are left alone). `forget`: the
    memory is going away: drop the record too."""
    uses = mem._uses
    if not uses:
        return
    if forget:
        mem._uses, mem._last_q = None, None
    for q in list(uses):
        q.wait()


def release_held(device: Any) -> bool:
    """An allocation on `device` failed: wait for its queues that hold anything and let go of what
    their work held (results the program dropped among it), as torch's caching allocator frees
    and retries. Whether anything was held."""
    queues = [q for q in list(_holding.get(device, ())) if q.keep]
    for q in queues:
        q.wait()
    return bool(queues)


def wait_for_default_use(mem: Memory, device: Any) -> None:
    """Before a synchronous copy or fill of `mem`: wait for work on `device`'s default stream that
    uses it (torch's default stream orders them so), then forget that use."""
    uses = mem._uses
    if not uses:
        return
    q = default_queue(device)
    if q in uses:
        uses.discard(q)
        if mem._last_q is q:
            mem._last_q = None
        q.wait()


def queues_of(mem: Memory) -> tuple[Queue, ...]:
    """The queues `mem` may still be used on (for a free deferred to another thread)."""
    return tuple(mem._uses or ())


def device_marks(device: Any) -> list[tuple[Queue, int]]:
    """How much each queue of `device` that holds anything holds now (taken before a device-wide wait)."""
    return [(q, q.mark()) for q in list(_holding.get(device, ()))]


def release_marks(marks: list[tuple[Queue, int]]) -> None:
    """A device-wide wait that began at `marks` has ended: release what was held then."""
    for q, n in marks:
        if n:
            q.release(n)
        q.holders.discard(q)
        if q.keep or q.errors or q.callbacks:  # added to meanwhile (the add may have come before the discard)
            q.holders.add(q)


