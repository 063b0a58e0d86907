"""anyrt._inflight: objects a queued call uses stay referenced until a synchronize that began after
the call ends, also when two synchronizes of one stream overlap (two threads) and finish in either
order."""

from __future__ import annotations

import gc
import weakref

import pytest

import anyrt
from anyrt import _inflight
from anyrt import stream as stream_mod


class Held:
    """A host object a queued call would use (weak-referenceable)."""


def _keep(dev: anyrt.Device, s: anyrt.Stream | None, n: int) -> list[weakref.ref[Held]]:
    objs = [Held() for _ in range(n)]
    for o in objs:
        stream_mod.keep_alive(dev, s, (o,))
    return [weakref.ref(o) for o in objs]


@pytest.mark.parametrize("named", [False, True])
def test_overlapping_synchronizes_release_only_what_each_covered(named: bool) -> None:
    dev = anyrt.Device("cpu", 0)
    s = anyrt.Stream(dev) if named else None
    q = s._q if s is not None else _inflight.default_queue(dev)
    q.release(q.mark())  # start empty: fewer holds than a periodic check (inflight.CHECK_EVERY) needs
    mark, release = q.mark, q.release

    first = _keep(dev, s, 3)
    m1 = mark()  # thread 1's synchronize begins
    second = _keep(dev, s, 2)
    m2 = mark()  # thread 2's synchronize begins
    later = _keep(dev, s, 2)  # queued after both began: neither covers these
    release(m1)  # thread 1's ends
    release(m2)  # thread 2's ends
    gc.collect()
    assert all(r() is None for r in first + second)
    assert all(r() is not None for r in later), "objects of calls queued after both synchronizes began were let go"
    release(mark())
    if s is not None:
        s.destroy()


def test_a_loop_that_never_waits_still_lets_finished_work_go() -> None:
    """Every CHECK_EVERY holds a queue asks its stream whether it is done: a loop that never
    synchronizes does not keep every temporary it dropped."""
    dev = anyrt.Device("cpu", 0)
    s = anyrt.Stream(dev)
    s.synchronize()
    refs = _keep(dev, s, 3 * _inflight.CHECK_EVERY)
    gc.collect()
    assert sum(r() is not None for r in refs) < _inflight.CHECK_EVERY
    s.destroy()


WAIT_CUT_SHORT_BY_SHUTDOWN = """
    import threading, weakref
    import numpy as np
    import anyrt
    from anyrt import _state
    from anyrt._gen import _raw

    s, b = anyrt.Stream(), anyrt.allocate(64)
    gate = threading.Event()
    s.add_callback(lambda: gate.wait(10))  # the copy below waits behind this
    host = np.arange(64, dtype=np.uint8)
    ref = weakref.ref(host)
    b.copy_from(host, stream=s)  # queued: the stream holds host until the copy is known done
    ev = s.record_event()
    real = _raw.synchronize_event

    def cut_short(handle):  # another thread shut the runtime down meanwhile; the wait returned for that
        _state._generation += 1
        return None

    _raw.synchronize_event = cut_short
    ev.synchronize()
    _raw.synchronize_event = real
    del host
    print("host kept", ref() is not None, flush=True)
    gate.set()
"""


def test_a_wait_that_returns_across_a_shutdown_releases_nothing(child) -> None:
    """A wait that returned because the runtime was shut down on another thread (at exit, with daemon
    threads inside anyrt) says nothing of the work: the objects it held stay (ASan caught a queued copy
    reading a NumPy array its thread had already dropped, tests/stress_api.py at exit)."""
    proc = child(WAIT_CUT_SHORT_BY_SHUTDOWN)
    assert "host kept True" in proc.stdout, proc.stdout + proc.stderr[-3000:]
