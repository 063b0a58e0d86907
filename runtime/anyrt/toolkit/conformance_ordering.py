"""Ordering cases of the conformance suite: the functions whose meaning is *when* work runs
(a stream waiting on another stream's event, queries, the blocking waits, host callbacks, event
timing), checked against work held on a stream.

Work is held by a host callback that waits, on the stream's own thread, until the case opens its
gate: no timing decides a verdict of a correct backend. A wrong one shows itself while the gate is
closed: queued work that runs anyway, a query that says complete, a wait that returns. Each case
gives such work `SETTLE_S` to show itself (a correct backend passes whatever that is), and a gate
left closed opens by itself after `HOLD_LIMIT_S`, so a call that blocks where it must not fails its
case instead of hanging the suite."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

import pytest

from anyrt._cffi import ffi, lib
from anyrt._errors import NotSupportedError
from anyrt._gen import _raw
from anyrt._gen.spec_data import FUNCTIONS

if TYPE_CHECKING:
    from anyrt.toolkit.conformance import Harness

SETTLE_S = 0.5
HOLD_LIMIT_S = 60.0


class Gate:
    """A callback queued on `stream` that holds the stream until `open()`."""

    def __init__(self, harness: Harness, stream: Any) -> None:
        self.opened = threading.Event()
        self.entered = threading.Event()
        self.caller = threading.get_ident()
        self.thread: int | None = None
        self.forced = False
        self._cb = harness.keep(ffi.callback("anyrt_host_fn_t", self._run))
        _raw.stream_add_callback(stream, self._cb, ffi.NULL)

    def _run(self, _data: Any) -> None:
        self.thread = threading.get_ident()
        self.entered.set()
        if self.thread == self.caller:
            return  # run inline: holding here would hold the caller (stream_add_callback's own case fails)
        if not self.opened.wait(HOLD_LIMIT_S):
            self.forced = True

    @property
    def inline(self) -> bool:
        return self.thread == self.caller

    def open(self) -> None:
        self.opened.set()


class Marker:
    """A callback queued after other work: notes when it ran and whether `gate` was open then."""

    def __init__(self, harness: Harness, stream: Any, gate: Gate | None = None) -> None:
        self.ran = threading.Event()
        self.thread: int | None = None
        self.gate_was_open: bool | None = None
        self._gate = gate
        self._cb = harness.keep(ffi.callback("anyrt_host_fn_t", self._run))
        _raw.stream_add_callback(stream, self._cb, ffi.NULL)

    def _run(self, _data: Any) -> None:
        self.thread = threading.get_ident()
        self.gate_was_open = self._gate.opened.is_set() if self._gate else None
        self.ran.set()


def _fell_back(harness: Harness, fn: str) -> bool:
    """Whether the runtime's fallback has served `fn` on this backend in this process."""
    serial = ffi.new("int *")
    lib.anyrt_fallback_serial(serial)
    for i in range(serial[0]):
        info = _raw.get_fallback(i)
        if (ffi.string(info.backend).decode(), ffi.string(info.function).decode()) == (harness.backend, fn):
            return True
    return False


def _require_native(harness: Harness, fn: str, why: str) -> None:
    """Skips unless the backend serves `fn` itself: it fills the slot, and the slot does not decline
    (a scaffold's stub returns NOT_SUPPORTED, and the fallback serves): one plain call tells."""
    if not harness.native(fn):
        pytest.skip(f"backend '{harness.backend}' leaves '{fn}' to the runtime's fallback ({why})")
    if not _fell_back(harness, fn):
        harness.positive(fn)
    if _fell_back(harness, fn):
        pytest.skip(f"backend '{harness.backend}' fills '{fn}', but the slot declined a plain call and the runtime's "
                    f"fallback served it ({why})")


def _require_holding(harness: Harness) -> None:
    _require_native(harness, "stream_add_callback", "it runs callbacks on the calling thread, so work cannot be "
                                                    "held on a stream to check ordering against")


@contextmanager
def held(harness: Harness, stream: Any) -> Iterator[Gate]:
    """Work held on `stream` for the body; opened afterwards whatever happens, so cleanup never waits
    on it."""
    gate = Gate(harness, stream)
    try:
        if gate.inline:
            pytest.skip("stream_add_callback ran its callback on the calling thread (its ordering case fails), "
                        "so no work can be held here")
        yield gate
    finally:
        gate.open()


def _in_thread(harness: Harness, call: Callable[[], Any]) -> tuple[threading.Thread, list[BaseException]]:
    """Runs `call` on a new thread with the harness's device current there; its error, if any, lands
    in the returned list."""
    errors: list[BaseException] = []

    def body() -> None:
        try:
            _raw.set_device(harness.kind, 0)
            call()
        except BaseException as exc:  # noqa: BLE001 (handed back to the test's thread)
            errors.append(exc)

    thread = threading.Thread(target=body, daemon=True)
    thread.start()
    return thread, errors


def drain(harness: Harness, stream: Any) -> None:
    """Waits for the work queued on `stream` so far through an event (synchronize_event is required),
    so a case of another function does not depend on synchronize_stream."""
    done = harness.new_event()
    _raw.record_event(done, stream)
    _raw.synchronize_event(done)


def eventually(query: Callable[[], bool]) -> bool:
    """Whether `query` says ready within HOLD_LIMIT_S (a stream may still be closing its last task
    when an event recorded last completes)."""
    deadline = time.monotonic() + HOLD_LIMIT_S
    while not query():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.001)
    return True


def waits(harness: Harness, fn: str) -> None:
    """stream_wait_event: work queued on stream B after waiting for an event recorded on stream A
    behind held work runs only once that work is done."""
    _require_holding(harness)
    _require_native(harness, fn, "a wait on the host, ordered by construction")
    _require_native(harness, "create_stream", "every stream is the default stream, so there are no two to order")
    a, b = harness.new_stream(), harness.new_stream()
    event = harness.new_event()
    with held(harness, a) as gate:
        _raw.record_event(event, a)
        _raw.stream_wait_event(b, event)
        after = Marker(harness, b, gate)
        early = after.ran.wait(SETTLE_S)
        gate.open()
        drain(harness, b)
    assert not early and after.gate_was_open, (
        f"{fn}: work queued on a stream after it waited for an event ran before the event completed (the event "
        "was recorded on another stream behind work still held there): the wait did not order the streams")
    assert after.ran.is_set(), f"{fn}: work queued after the wait never ran, though the event completed"


def ready(harness: Harness, fn: str) -> None:
    """query_event / query_stream: not ready while work queued before is held, ready once it is done,
    and never blocking."""
    _require_holding(harness)
    _require_native(harness, fn, "it synchronizes first, so it is ready by construction")
    stream = harness.new_stream()
    event = harness.new_event()
    subject = "event" if fn == "query_event" else "stream"
    with held(harness, stream) as gate:
        _raw.record_event(event, stream)
        target = event if subject == "event" else stream
        before = getattr(_raw, fn)(target)
        forced = gate.forced
        gate.open()
        drain(harness, stream)
    assert not forced, f"{fn} blocked until the held work was released: it must answer at once, without waiting"
    assert before is False, (f"{fn} said complete while work queued on the stream before the {subject}'s last use was "
                             "still held: a query must say not_ready until that work is done")
    assert eventually(lambda: getattr(_raw, fn)(target)), (
        f"{fn} still said not ready {HOLD_LIMIT_S:g} s after the work queued before the {subject}'s last use was done")


def blocks(harness: Harness, fn: str) -> None:
    """synchronize_stream / synchronize_event / synchronize_device / destroy_stream: returns only
    once the work queued before it is done."""
    _require_holding(harness)
    params = [p for p in FUNCTIONS[fn]["params"] if p[2] == "in"]
    stream = harness.new_stream(owned=not any(p[1] == "stream" and p[7] == "destroy" for p in params))
    event = harness.new_event()
    args = [stream if p[1] == "stream" else event for p in params]

    def call() -> None:
        getattr(_raw, fn)(*args)

    with held(harness, stream) as gate:
        work = Marker(harness, stream, gate)
        _raw.record_event(event, stream)
        thread, errors = _in_thread(harness, call)
        thread.join(SETTLE_S)
        returned_early = not thread.is_alive() and not errors
        ran_before_return = work.ran.is_set()
        gate.open()
        thread.join(HOLD_LIMIT_S)
    if errors:
        raise errors[0]
    assert not (returned_early and not ran_before_return), (
        f"{fn} returned while work queued before it was still held: it must block until that work is done")
    assert not thread.is_alive(), f"{fn} still had not returned {HOLD_LIMIT_S:g} s after the held work was released"
    assert work.ran.is_set(), f"{fn} returned before work queued ahead of it had run"


def callback(harness: Harness, fn: str) -> None:
    """stream_add_callback: the callback runs on a host thread, not the caller's, after the work
    queued before it."""
    _require_native(harness, fn, "the fallback synchronizes, then runs the callback on the calling thread")
    stream = harness.new_stream()
    gate = Gate(harness, stream)
    try:
        inline = gate.inline
        after = Marker(harness, stream, gate) if not inline else None
        early = after.ran.wait(SETTLE_S) if after else False
    finally:
        gate.open()
    drain(harness, stream)
    assert not inline, (f"{fn} ran the callback on the calling thread before returning: it must run on a host thread "
                        "once the work queued before it is done (a callback that waits would deadlock the caller)")
    assert after is not None and not early and after.gate_was_open, (
        f"{fn}: a callback ran before the callback queued ahead of it on the same stream returned")
    assert after.thread != threading.get_ident(), f"{fn} ran a callback on the calling thread"


def elapsed(harness: Harness, fn: str) -> None:
    """event_elapsed_time: forward intervals are not negative and add up (e1 <= e2 <= e3)."""
    stream = harness.new_stream()
    e1, e2, e3 = harness.new_event(), harness.new_event(), harness.new_event()
    _raw.record_event(e1, stream)
    _raw.memset_async(harness.buffer(), 1, 4096, stream)
    _raw.record_event(e2, stream)
    _raw.memset_async(harness.buffer(), 2, 4096, stream)
    _raw.record_event(e3, stream)
    _raw.synchronize_event(e3)
    try:
        t12, t23, t13 = (_raw.event_elapsed_time(x, y) for x, y in ((e1, e2), (e2, e3), (e1, e3)))
    except NotSupportedError:
        pytest.skip(f"backend '{harness.backend}' does not implement optional '{fn}' (no fallback)")
    slack = 1e-3  # float rounding of milliseconds
    assert min(t12, t23, t13) >= 0, f"{fn}: events recorded in order on one stream gave a negative interval " \
                                    f"(e1->e2 {t12} ms, e2->e3 {t23} ms, e1->e3 {t13} ms)"
    assert t13 + slack >= max(t12, t23), (f"{fn}: e1->e3 ({t13} ms) is shorter than a part of it (e1->e2 {t12} ms, "
                                          f"e2->e3 {t23} ms): the timestamps are not monotonic")


CHECKS: dict[str, Callable[[Harness, str], None]] = {
    "waits": waits, "ready": ready, "blocks": blocks, "callback": callback, "elapsed": elapsed,
}


def check(harness: Harness, fn: str, kind: str) -> None:
    CHECKS[kind](harness, fn)
