"""A seeded random driver over graph capture (issue 47), as tests/fuzz_ops.py drives the operators: each
round captures a random program into an anyrt.Graph on the cpu backend (operators on the capturing
stream and on side streams that join it through events, overlapping `out=`, random_sample and its
workspace, events recorded and dropped in the capture or before it, Python callbacks, wait_stream),
then checks that nothing ran at capture and that each replay (1 to 3, on the capturing stream or
another, after the program dropped every event and the garbage collector ran) does what the program
does run eagerly in the order it was made. Some rounds leave a side stream unjoined on purpose: ending
the capture must then fail (cudaErrorStreamCaptureUnjoined), run nothing and let every stream go.
A crash, a hang or a wrong element fails it.

    python tests/fuzz_graph.py [rounds] [seed]     (tests/test_fuzz.py runs it bounded)
"""

from __future__ import annotations

import gc
import random
import sys
from collections.abc import Callable
from typing import Any

import numpy as np

import anyrt
from anyrt import ops

N = 8
BUFFERS = 4
DEV = anyrt.Device("cpu", 0)


class Pool:
    """The streams of the whole run (one dropped during a capture would be destroyed there: a
    synchronize the capture refuses): the capturing one and two sides, one that never captures (its
    events are recorded before the capture reads them), and where replays go."""

    def __init__(self) -> None:
        self.streams = [anyrt.Stream(DEV) for _ in range(3)]
        self.outside = anyrt.Stream(DEV)
        self.replay_on: list[anyrt.Stream | None] = [None, self.streams[0], anyrt.Stream(DEV)]


class Round:
    """One random program: `steps` run it (on the device, or captured), `shadow` runs it in NumPy."""

    def __init__(self, rng: random.Random, pool: Pool) -> None:
        self.rng = rng
        self.pool = pool
        self.main, self.sides = pool.streams[0], pool.streams[1:]
        self.bufs = [anyrt.asarray(np.array(rng.sample(range(-9, 10), N), np.float32), device=DEV, copy=True)
                     for _ in range(BUFFERS)]
        self.probs = anyrt.asarray(np.array([0.2, 0.5, 0.3], np.float32), device=DEV, copy=True)
        self.picked = anyrt.zeros((), "int64", DEV)
        self.calls: list[str] = []
        self.tags: list[str] = []  # the callbacks' tags, in the order the program queues them
        self.program: list[str] = []  # what each step does, on which stream: a failure prints it
        self.steps: list[Callable[[], None]] = []   # what the program does on the device
        self.shadow: list[Callable[[list[np.ndarray]], None]] = []  # the same, in NumPy
        self.joined: set[int] = set()  # the sides that joined and may have work not waited for
        self.unjoined = False

    def add(self, device: Callable[[], None], host: Callable[[list[np.ndarray]], None]) -> None:
        self.steps.append(device)
        self.shadow.append(host)

    def stream(self) -> anyrt.Stream:
        """The capturing stream, or a side stream that has joined."""
        if self.joined and self.rng.random() < 0.5:
            return self.sides[self.rng.choice(sorted(self.joined))]
        return self.main

    def build(self, length: int) -> None:
        rng = self.rng
        for _ in range(length):
            kind = rng.choice(["op", "op", "overlap", "fork", "join", "event", "callback", "sample", "wait_old"])
            s = self.stream()
            a, b, o = (rng.randrange(BUFFERS) for _ in range(3))
            self.program.append(f"{kind}@{'main' if s is self.main else self.sides.index(s)}")
            if kind == "op":
                name = rng.choice(["add", "sub", "maximum", "minimum"])  # bounded growth over replays
                fn = {"add": np.add, "sub": np.subtract, "maximum": np.maximum, "minimum": np.minimum}[name]

                def step(s: anyrt.Stream = s, name: str = name, a: int = a, b: int = b, o: int = o) -> None:
                    getattr(ops, name)(self.bufs[a], self.bufs[b], out=self.bufs[o], stream=s)

                def host(x: list[np.ndarray], fn: Any = fn, a: int = a, b: int = b, o: int = o) -> None:
                    x[o][:] = fn(x[a], x[b])

                self.add(step, host)
            elif kind == "overlap":  # out= overlapping an input shifted by one: a copy the graph keeps

                def step(s: anyrt.Stream = s, a: int = a) -> None:
                    t = self.bufs[a]
                    ops.add(t[1:], t[:-1], out=t[:-1], stream=s)

                def host(x: list[np.ndarray], a: int = a) -> None:
                    x[a][:-1] = x[a][1:] + x[a][:-1]

                self.add(step, host)
            elif kind == "fork":
                i = rng.randrange(len(self.sides))
                side = self.sides[i]

                def step(side: anyrt.Stream = side, s: anyrt.Stream = s) -> None:
                    side.wait_stream(s)

                self.add(step, lambda x: None)
                self.joined.add(i)
            elif kind == "join" and self.joined:
                i = rng.choice(sorted(self.joined))

                def step(side: anyrt.Stream = self.sides[i]) -> None:
                    self.main.wait_stream(side)

                self.add(step, lambda x: None)
                self.joined.discard(i)
            elif kind == "event":  # recorded in the capture, waited for, dropped at once

                def step(s: anyrt.Stream = s) -> None:
                    ev = anyrt.Event(device=DEV)
                    ev.record(s)
                    s.wait_event(ev)
                    ev.destroy()

                self.add(step, lambda x: None)
            elif kind == "wait_old":  # recorded before the capture (on a stream that is not in it), dropped
                def step(s: anyrt.Stream = s) -> None:
                    ev = self.pool.outside.record_event()
                    s.wait_event(ev)
                    ev.destroy()

                self.add(step, lambda x: None)
            elif kind == "callback":
                tag = f"cb{len(self.steps)}"
                self.tags.append(tag)

                def step(s: anyrt.Stream = s, tag: str = tag) -> None:
                    s.add_callback(lambda: self.calls.append(tag))

                self.add(step, lambda x: None)
            elif kind == "sample":

                def step(s: anyrt.Stream = s) -> None:
                    ops.random_sample(self.probs, out=self.picked, random_val=0.7, topp=0.9, topk=2,
                                      temperature=1.0, stream=s)

                self.add(step, lambda x: None)
        if self.joined and rng.random() < 0.8:  # join every side back, as a correct program does
            for i in sorted(self.joined):
                self.add(lambda side=self.sides[i]: self.main.wait_stream(side), lambda x: None)
        elif self.joined:
            # a joined side with no call of its own is joined already: give it one so the end must fail
            i = min(self.joined)
            self.add(lambda side=self.sides[i]: side.add_callback(lambda: self.calls.append("never")), lambda x: None)
            self.unjoined = True

    def values(self) -> list[np.ndarray]:
        DEV.synchronize()
        return [b.numpy().copy() for b in self.bufs]


def one_round(rng: random.Random, pool: Pool, index: int) -> str:
    streams = pool.streams
    r = Round(rng, pool)
    r.build(rng.randrange(1, 14))
    before = r.values()
    g = anyrt.Graph()
    try:
        with anyrt.graph(g, stream=r.main):
            for step in r.steps:
                step()
    except anyrt.Error as exc:
        assert r.unjoined, f"round {index}: the capture failed: {exc}"
        assert "cudaErrorStreamCaptureUnjoined" in exc.message, exc.message
        for s in streams:
            s.synchronize()  # no stream captures any more
        assert all(np.array_equal(x, y) for x, y in zip(r.values(), before, strict=True)), "a failed capture ran work"
        assert r.calls == []
        return "unjoined"
    assert not r.unjoined, f"round {index}: a capture with an unjoined stream ended"
    after = r.values()
    assert all(np.array_equal(x, y) for x, y in zip(after, before, strict=True)), f"round {index}: work ran at capture"
    assert r.calls == [], f"round {index}: callbacks ran at capture: {r.calls}"
    gc.collect()  # events, temporaries and callbacks the program dropped: the graph holds what it needs
    expect = [x.copy() for x in before]
    for k in range(rng.randrange(1, 4)):
        g.replay(rng.choice(pool.replay_on))
        DEV.synchronize()
        for host in r.shadow:
            host(expect)
        got = r.values()
        for i, (x, y) in enumerate(zip(got, expect, strict=True)):
            assert np.allclose(x, y, rtol=1e-5, atol=1e-3), f"round {index}, replay {k}: buffer {i} {x} != {y}"
        # every captured callback at every replay, in the order the program queued them
        assert r.calls == r.tags * (k + 1), (f"round {index}, replay {k}: callbacks {r.calls}, not {r.tags} x {k + 1} "
                                             f"({r.program})")
    g.reset()
    return "replayed"


def main() -> int:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    rng = random.Random(seed)
    counts: dict[str, int] = {}
    pool = Pool()
    for i in range(rounds):
        outcome = one_round(rng, pool, i)
        counts[outcome] = counts.get(outcome, 0) + 1
    del pool
    gc.collect()  # each round's steps and callbacks refer to it: cycles, gone before the leak check at exit
    print(f"fuzz_graph seed {seed}, {rounds} rounds {counts}: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
