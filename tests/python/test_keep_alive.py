"""Objects a queued call uses stay referenced until a synchronize that began after the call ends, also
when two synchronizes of one stream overlap (two threads) and finish in either order."""

from __future__ import annotations

import gc
import weakref

import pytest

import anyrt
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
    st = s._st if s is not None else None

    def mark() -> int:
        return st.mark() if st is not None else stream_mod.default_keep_mark(dev)

    def release(upto: int) -> None:
        if st is not None:
            st.release(upto)
        else:
            stream_mod.default_keep_release(dev, upto)

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
