"""Property test: random sequences of Python API calls, valid and invalid, checked step by step
against a small model of what the runtime should hold (bytes of every buffer, memory used per
device, live streams and events, the current device).

It runs in a child interpreter with 2 cpu devices of 1 MiB each (ANYRT_CPU_MEMORY), so
out-of-memory is part of the model, without reloading the runtime of the test session. Hypothesis
is derandomized with no example database, so CI sees the same sequences every run; the child
prints its figures (sequences, steps, errors by status), which docs/reliability.md quotes.

  python tests/test_property.py [max_examples]     # the child, run by hand (with the env below;
                                                   # ANYRT_PROPERTY_RANDOM=1 explores new sequences)
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

CAPACITY = 1 << 20
EXAMPLES = 300  # sequences per CI run: ~4 s on a 2-core VM
STEPS = 40  # calls per sequence
ROOT = Path(__file__).resolve().parents[1]


def test_random_call_sequences_agree_with_the_model() -> None:
    env = {**os.environ, "ANYRT_CPU_MEMORY": str(CAPACITY), "ANYRT_CPU_DEVICES": "2", "ANYRT_DEFAULT_DEVICE": "cpu:0"}
    proc = subprocess.run([sys.executable, str(Path(__file__)), str(EXAMPLES)], capture_output=True, text=True, env=env,
                          cwd=ROOT, timeout=600)
    assert proc.returncode == 0, proc.stdout[-6000:] + proc.stderr[-6000:]
    figures = json.loads(proc.stdout.strip().splitlines()[-1])
    print(figures)
    assert figures["sequences"] >= EXAMPLES
    # the sequences really reach the invalid calls and out-of-memory, not only the happy path
    for status in ("invalid_value", "invalid_handle", "invalid_device", "out_of_memory"):
        assert figures["errors"].get(status, 0) > 0, (status, figures)
    assert figures["bytes_verified"] > 0 and figures["callback_errors_surfaced"] > 0


def test_elapsed_time_misuse_is_reported_before_not_ready() -> None:
    """Pinned counterexample of the machine: elapsed_time(start, end) with `start` still pending and
    `end` never recorded said NOT_READY (timing-dependent) instead of INVALID_VALUE."""
    import anyrt

    dev = anyrt.Device("cpu", 0)
    s = dev.create_stream()
    start, end = anyrt.Event(True, dev), anyrt.Event(True, dev)
    s.add_callback(lambda: time.sleep(0.1))
    start.record(s)
    try:
        start.elapsed_time(end)
    except anyrt.Error as e:
        assert e.status == "invalid_value" and "never recorded" in e.message, e
    else:
        raise AssertionError("elapsed_time with an unrecorded end event succeeded")
    s.destroy()


# ------------------------------------------------------------------------------------- the child


def _child(examples: int) -> None:
    import numpy as np
    from hypothesis import HealthCheck, settings
    from hypothesis import strategies as st
    from hypothesis.stateful import Bundle, RuleBasedStateMachine, consumes, invariant, multiple, rule

    import anyrt

    stats: Counter[str] = Counter()
    errors: Counter[str] = Counter()
    devs = anyrt.devices("cpu")
    assert len(devs) == 2 and devs[0].memory_info() == (CAPACITY, CAPACITY), devs[0].memory_info()

    class Mem:
        """Model of one allocation: its bytes, which of them are known, the streams that may still
        be working on it."""

        def __init__(self, buf: anyrt.Buffer) -> None:
            self.buf, self.freed = buf, False
            self.data = np.zeros(buf.size, np.uint8)
            self.known = np.zeros(buf.size, bool)
            self.pending: set[Any] = set()

    class Buf:
        """A Buffer or a view: its allocation and the byte range it covers."""

        def __init__(self, buf: anyrt.Buffer, mem: Mem, offset: int, is_view: bool) -> None:
            self.buf, self.mem, self.offset, self.size, self.is_view = buf, mem, offset, buf.size, is_view
            self.retired = False

        @property
        def dead(self) -> bool:
            return self.retired or self.mem.freed

        @property
        def span(self) -> slice:
            return slice(self.offset, self.offset + self.size)

    class Strm:
        def __init__(self, stream: anyrt.Stream) -> None:
            self.stream, self.device, self.destroyed, self.records = stream, stream.device, False, 0
            self.ran: list[int] = []  # callbacks in the order they ran
            self.queued: list[int] = []  # callbacks in the order they were added
            self.raised: list[BaseException] = []  # exceptions of callbacks not yet reported

    class CallbackError(Exception):
        pass

    def sync(s: Strm, how: Any) -> None:
        """Run `how` (a synchronize or destroy of `s`): it must raise the first unreported callback
        exception of `s`, if there is one, and every callback queued so far must have run in order."""
        want = s.raised[0] if s.raised else None
        try:
            how()
        except CallbackError as e:
            assert e is want, (e, want)
            stats["callback_errors_surfaced"] += 1
        else:
            assert want is None, "a callback exception was not raised"
        s.raised.clear()
        assert s.ran == s.queued, (s.ran, s.queued)

    class Evt:
        def __init__(self, event: anyrt.Event, timing: bool) -> None:
            self.event, self.device, self.timing, self.destroyed = event, event.device, timing, False
            self.recorded: tuple[Strm, int] | None = None  # (stream, its record count then)

    def expect(status: str, call: Any) -> None:
        """`call` must raise the anyrt.Error subclass for `status`, and nothing else."""
        cls = {"invalid_value": anyrt.InvalidValueError, "invalid_device": anyrt.InvalidValueError,
               "invalid_handle": anyrt.InvalidHandleError, "out_of_memory": anyrt.OutOfMemoryError}[status]
        try:
            call()
        except anyrt.Error as e:
            assert isinstance(e, cls) and e.status == status, f"wanted {status}, got {type(e).__name__} {e.status}: {e}"
            assert e.function and e.message, e
            errors[status] += 1
        else:
            raise AssertionError(f"expected {status}, the call succeeded")

    sizes = st.integers(1, 3 * CAPACITY // 4) | st.sampled_from([1, 7, 64, 4096, CAPACITY, CAPACITY + 1])

    class RuntimeModel(RuleBasedStateMachine):
        bufs = Bundle("bufs")
        streams = Bundle("streams")
        events = Bundle("events")

        def __init__(self) -> None:
            super().__init__()
            self.used = {d: 0 for d in devs}
            self.mems: list[Mem] = []
            self.all_streams: list[Strm] = []
            self.all_events: list[Evt] = []
            self.current = devs[0]
            anyrt.set_device(devs[0])
            stats["sequences"] += 1

        # ---- helpers

        def settle(self, mem: Mem, keep: Any = None) -> None:
            """Synchronize the streams with work on `mem` (other than `keep`), as a careful user would
            before touching it from elsewhere; the model then knows its bytes are final."""
            for s in list(mem.pending):
                if s is not keep:
                    if not s.destroyed:
                        sync(s, s.stream.synchronize)
                    mem.pending.discard(s)

        def usable(self, s: Strm | None, device: anyrt.Device) -> str | None:
            """The error status a call on `device` through stream `s` must fail with, if any."""
            if s is None:
                return None
            if s.destroyed:
                return "invalid_handle"
            return "invalid_value" if s.device != device else None

        # ---- devices and allocation

        @rule(index=st.integers(-2, 3))
        def set_device(self, index: int) -> None:
            stats["steps"] += 1
            if 0 <= index < len(devs):
                anyrt.set_device("cpu", index)
                self.current = devs[index]
            else:
                expect("invalid_device", lambda: anyrt.set_device("cpu", index))
            assert anyrt.current_device() == self.current  # a failed set_device changes nothing

        @rule(target=bufs, size=sizes, on_current=st.booleans(), which=st.integers(0, 1))
        def allocate(self, size: int, on_current: bool, which: int) -> Any:
            stats["steps"] += 1
            dev = self.current if on_current else devs[which]
            if size > CAPACITY - self.used[dev]:
                expect("out_of_memory", lambda: anyrt.allocate(size) if on_current else dev.allocate(size))
                return consumes_nothing()
            buf = anyrt.allocate(size) if on_current else dev.allocate(size)
            assert buf.device == dev and buf.size == size
            self.used[dev] += size
            mem = Mem(buf)
            self.mems.append(mem)
            return Buf(buf, mem, 0, False)

        @rule(size=st.sampled_from([0, -1, -4096]))
        def allocate_invalid_size(self, size: int) -> None:
            stats["steps"] += 1
            expect("invalid_value", lambda: anyrt.allocate(size))

        @rule(index=st.sampled_from([2, 3, 64, -1]))
        def use_missing_device(self, index: int) -> None:
            stats["steps"] += 1
            dev = anyrt.Device("cpu", index)
            expect("invalid_device", lambda: dev.allocate(16))
            expect("invalid_device", dev.create_stream)
            assert anyrt.current_device() == self.current

        @rule(b=consumes(bufs))
        def free(self, b: Buf) -> None:
            stats["steps"] += 1
            b.buf.free()  # idempotent, also on a dead buffer; waits for the streams still using it
            if b.is_view:
                b.retired = True
            elif not b.mem.freed:
                b.mem.freed = True
                b.mem.pending.clear()
                self.used[b.buf.device] -= b.mem.buf.size
            assert b.buf.freed

        @rule(target=bufs, b=bufs, offset=st.integers(0, 5000), size=st.none() | st.integers(-1, 5000))
        def view(self, b: Buf, offset: int, size: int | None) -> Any:
            stats["steps"] += 1
            if b.dead:
                expect("invalid_value", lambda: b.buf.view(offset, size))
                return consumes_nothing()
            end = b.size if size is None else offset + size
            if not 0 <= offset < b.size or (size is not None and size <= 0) or end > b.size:
                expect("invalid_value", lambda: b.buf.view(offset, size))
                return consumes_nothing()
            v = b.buf.view(offset, size)
            assert v.size == end - offset and v.ptr == b.buf.ptr + offset
            return Buf(v, b.mem, b.offset + offset, True)

        # ---- data

        @rule(b=bufs, s=st.none() | streams, seed=st.integers(0, 255), wrong=st.sampled_from([0, 0, 0, 1, -1]))
        def copy_from_host(self, b: Buf, s: Strm | None, seed: int, wrong: int) -> None:
            stats["steps"] += 1
            n = max(b.size + wrong, 0)
            src = (np.arange(n, dtype=np.uint32) * 2654435761 + seed).astype(np.uint8)
            def call():
                return b.buf.copy_from(src, stream=s.stream if s else None)
            # the order the object API checks in: the buffer, the host object, then the stream
            bad = "invalid_value" if b.dead or wrong else self.usable(s, b.buf.device)
            if bad:
                return expect(bad, call)
            self.settle(b.mem, keep=s)
            call()
            b.mem.data[b.span] = src
            b.mem.known[b.span] = True
            if s:
                b.mem.pending.add(s)

        @rule(b=bufs, s=st.none() | streams, value=st.integers(-1, 256))
        def fill(self, b: Buf, s: Strm | None, value: int) -> None:
            stats["steps"] += 1
            def call():
                return b.buf.fill(value, stream=s.stream if s else None)
            bad = "invalid_value" if b.dead or not 0 <= value <= 255 else self.usable(s, b.buf.device)
            if bad:
                return expect(bad, call)
            self.settle(b.mem, keep=s)
            call()
            b.mem.data[b.span] = value
            b.mem.known[b.span] = True
            if s:
                b.mem.pending.add(s)

        @rule(dst=bufs, src=bufs, s=st.none() | streams)
        def copy_between(self, dst: Buf, src: Buf, s: Strm | None) -> None:
            stats["steps"] += 1
            def call():
                return dst.buf.copy_from(src.buf, stream=s.stream if s else None)
            bad = "invalid_value" if dst.dead or src.dead or src.size != dst.size else self.usable(s, dst.buf.device)
            if bad:
                return expect(bad, call)
            self.settle(dst.mem, keep=s)
            self.settle(src.mem, keep=s)
            call()
            chunk = src.mem.data[src.span].copy()
            known = src.mem.known[src.span].copy()
            dst.mem.data[dst.span] = chunk
            dst.mem.known[dst.span] = known
            if s:
                dst.mem.pending.add(s)
                src.mem.pending.add(s)

        @rule(b=bufs, s=st.none() | streams, wrong=st.sampled_from([0, 0, 0, 1]))
        def verify(self, b: Buf, s: Strm | None, wrong: int) -> None:
            """Read the buffer back (synchronously or through a stream, then synchronize it) and
            compare every byte the model knows."""
            stats["steps"] += 1
            out = np.empty(b.size + wrong, np.uint8)
            def call():
                return b.buf.copy_to(out, stream=s.stream if s else None)
            bad = "invalid_value" if b.dead or wrong else self.usable(s, b.buf.device)
            if bad:
                return expect(bad, call)
            self.settle(b.mem, keep=s)
            assert call() is out
            if s:
                sync(s, s.stream.synchronize)
                b.mem.pending.discard(s)
            known = b.mem.known[b.span]
            assert np.array_equal(out[known], b.mem.data[b.span][known]), "device bytes differ from the model"
            stats["bytes_verified"] += int(known.sum())

        # ---- streams

        @rule(target=streams, which=st.integers(0, 1))
        def create_stream(self, which: int) -> Strm:
            stats["steps"] += 1
            s = Strm(devs[which].create_stream())
            self.all_streams.append(s)
            return s

        @rule(s=streams)
        def synchronize_stream(self, s: Strm) -> None:
            stats["steps"] += 1
            if s.destroyed:
                return expect("invalid_handle", s.stream.synchronize)
            sync(s, s.stream.synchronize)
            for mem in self.mems:
                mem.pending.discard(s)
            assert s.stream.query()

        @rule(s=streams)
        def destroy_stream(self, s: Strm) -> None:
            stats["steps"] += 1
            if s.destroyed:
                s.stream.destroy()  # idempotent
            else:
                sync(s, s.stream.destroy)  # waits for its work; raises an unreported callback exception
            s.destroyed = True
            for mem in self.mems:
                mem.pending.discard(s)
            expect("invalid_handle", s.stream.query)

        @rule(which=st.integers(0, 1))
        def synchronize_device(self, which: int) -> None:
            stats["steps"] += 1
            mine = [s for s in self.all_streams if s.device == devs[which] and not s.destroyed]
            try:
                devs[which].synchronize()
            except CallbackError as e:  # the first unreported exception of one of its streams
                owner = [s for s in mine if s.raised and s.raised[0] is e]
                assert owner, e
                owner[0].raised.clear()
                stats["callback_errors_surfaced"] += 1
            else:
                assert not any(s.raised for s in mine), "device synchronize hid a callback exception"
            for s in mine:
                assert s.ran == s.queued
            for mem in self.mems:
                mem.pending = {s for s in mem.pending if s.device != devs[which]}

        @rule(s=streams, raises=st.booleans(), slow=st.booleans())
        def add_callback(self, s: Strm, raises: bool, slow: bool) -> None:
            """A callback, maybe slow (so that the work queued after it is still pending when the
            next calls run), maybe raising."""
            stats["steps"] += 1
            token = stats["callbacks"] = stats["callbacks"] + 1
            exc = CallbackError(token)

            def fn() -> None:
                if slow:
                    time.sleep(0.002)
                s.ran.append(token)
                if raises:
                    raise exc

            if s.destroyed:
                return expect("invalid_handle", lambda: s.stream.add_callback(fn))
            s.stream.add_callback(fn)
            s.queued.append(token)
            if raises:
                s.raised.append(exc)

        # ---- events

        @rule(target=events, timing=st.booleans(), which=st.integers(0, 1))
        def create_event(self, timing: bool, which: int) -> Evt:
            stats["steps"] += 1
            e = Evt(anyrt.Event(enable_timing=timing, device=devs[which]), timing)
            self.all_events.append(e)
            return e

        @rule(e=events, s=streams)
        def record(self, e: Evt, s: Strm) -> None:
            stats["steps"] += 1
            if e.destroyed or s.destroyed:
                return expect("invalid_handle", lambda: e.event.record(s.stream))
            if s.device != e.device:
                return expect("invalid_value", lambda: e.event.record(s.stream))
            e.event.record(s.stream)
            s.records += 1
            e.recorded = (s, s.records)

        @rule(e=events, s=streams)
        def wait_event(self, e: Evt, s: Strm) -> None:
            stats["steps"] += 1
            if e.destroyed or s.destroyed:
                return expect("invalid_handle", lambda: s.stream.wait_event(e.event))
            s.stream.wait_event(e.event)  # across devices too

        @rule(e=events)
        def synchronize_event(self, e: Evt) -> None:
            stats["steps"] += 1
            if e.destroyed:
                return expect("invalid_handle", e.event.synchronize)
            e.event.synchronize()
            assert e.event.query()  # done once synchronized (never recorded counts as done)

        @rule(a=events, b=events)
        def elapsed_time(self, a: Evt, b: Evt) -> None:
            stats["steps"] += 1
            def call():
                return a.event.elapsed_time(b.event)
            if a.destroyed or b.destroyed:
                return expect("invalid_handle", call)
            if a.device != b.device or not (a.timing and b.timing) or not (a.recorded and b.recorded):
                return expect("invalid_value", call)
            a.event.synchronize()
            b.event.synchronize()
            ms = call()
            (sa, na), (sb, nb) = a.recorded, b.recorded
            if sa is sb and na <= nb:
                assert ms >= 0.0, ms  # recorded in this order on one stream
            if a is b:
                assert ms == 0.0

        @rule(e=consumes(events))
        def destroy_event(self, e: Evt) -> None:
            stats["steps"] += 1
            e.event.destroy()
            e.destroyed = True
            expect("invalid_handle", e.event.query)

        # ---- invariants and teardown

        @invariant()
        def memory_matches_the_model(self) -> None:
            for d in devs:
                assert d.memory_info() == (CAPACITY - self.used[d], CAPACITY), (d, d.memory_info(), self.used[d])

        def teardown(self) -> None:
            for mem in self.mems:
                mem.buf.free()
            for s in self.all_streams:
                if not s.destroyed:
                    sync(s, s.stream.destroy)
            for e in self.all_events:
                e.event.destroy()
            for d in devs:  # nothing leaked from this sequence
                assert d.memory_info() == (CAPACITY, CAPACITY), d.memory_info()

    def consumes_nothing() -> Any:
        return multiple()  # a failed creation adds nothing to the bundle

    RuntimeModel.TestCase.settings = settings(max_examples=examples, stateful_step_count=STEPS,
                                              derandomize=not os.environ.get("ANYRT_PROPERTY_RANDOM"),
                                              database=None, deadline=None, print_blob=False,
                                              suppress_health_check=list(HealthCheck))
    RuntimeModel.TestCase().runTest()
    print(json.dumps({**{k: stats[k] for k in ("sequences", "steps", "bytes_verified", "callbacks",
                                                "callback_errors_surfaced")}, "errors": dict(errors)}))


if __name__ == "__main__":
    _child(int(sys.argv[1]) if len(sys.argv) > 1 else EXAMPLES)
