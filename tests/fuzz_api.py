"""A seeded random driver over the Python API (issue 12): streams, events, buffers (device, host and
unified memory, views), copies, fills, callbacks and collectives, with valid and invalid arguments
mixed in, from one thread and two. Every operation must succeed or raise a documented error
(anyrt.Error, TypeError); the contents of every live buffer must match a NumPy shadow at every
check. A crash, a hang or a wrong byte fails it.

    python tests/fuzz_api.py [ops] [seed]        (tests/test_fuzz.py runs it bounded)
"""

from __future__ import annotations

import random
import sys
import threading

import numpy as np

import anyrt

DEVICES = [anyrt.Device("cpu", i) for i in range(min(2, len(anyrt.devices("cpu"))))]
MEMORY = ["device", "host", "unified"]
BAD = [None, "x", -1, 2**64, 1.5, object(), np.int64(-3)]


class World:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.streams: list[anyrt.Stream] = []
        self.events: list[anyrt.Event] = []
        self.bufs: list[tuple[anyrt.Buffer, np.ndarray]] = []  # buffer and its shadow
        self.comms = anyrt.ccl.Communicator.init_all(DEVICES) if len(DEVICES) > 1 else []
        # Each world's collectives run on its own streams: two threads queueing collectives of two
        # communicator sets on one shared stream in different orders deadlock (as with NCCL).
        self.comm_streams = [anyrt.Stream(c.device) for c in self.comms]
        self.ops = 0

    # ---- helpers

    def pick(self, seq: list) -> object:
        return self.rng.choice(seq) if seq else None

    def settle(self) -> None:
        for s in self.streams:
            s.synchronize()
        for s in self.comm_streams:
            s.synchronize()

    def check(self) -> None:
        self.settle()
        for buf, shadow in self.bufs:
            got = np.frombuffer(buf.copy_to(bytearray(buf.size)), np.uint8)
            assert (got == shadow).all(), f"{buf!r}: contents differ from the model"

    # ---- operations (each returns normally or raises an allowed error)

    def op_stream(self) -> None:
        if len(self.streams) < 6:
            self.streams.append(anyrt.Stream(self.pick(DEVICES)))
        else:
            self.streams.pop(self.rng.randrange(len(self.streams))).destroy()

    def op_event(self) -> None:
        if len(self.events) < 6:
            self.events.append(anyrt.Event(enable_timing=self.rng.random() < 0.5))
        ev, s = self.pick(self.events), self.pick(self.streams)
        if s is not None and ev.device in (s.device,):
            ev.record(s)
        if self.rng.random() < 0.3:
            ev.synchronize()

    def op_alloc(self) -> None:
        if len(self.bufs) < 12:
            n = self.rng.choice([1, 7, 64, 4096, 65536])
            buf = anyrt.allocate(n, self.pick(DEVICES), self.rng.choice(MEMORY))
            buf.fill(0)
            self.bufs.append((buf, np.zeros(n, np.uint8)))
        else:
            buf, _ = self.bufs.pop(self.rng.randrange(len(self.bufs)))
            buf.free()
            buf.free()  # idempotent

    def _stream_for(self, buf: anyrt.Buffer) -> anyrt.Stream | None:
        mine = [s for s in self.streams if s.device == buf.device]
        return self.rng.choice(mine) if mine and self.rng.random() < 0.6 else None

    def op_fill(self) -> None:
        if not self.bufs:
            return
        buf, shadow = self.pick(self.bufs)
        byte = self.rng.randrange(256)
        s = self._stream_for(buf)
        self.settle()  # one writer at a time keeps the shadow exact (the runtime does not order streams)
        buf.fill(byte, stream=s)
        shadow[:] = byte

    def op_copy_host(self) -> None:
        if not self.bufs:
            return
        buf, shadow = self.pick(self.bufs)
        data = np.frombuffer(self.rng.randbytes(buf.size), np.uint8).copy()
        s = self._stream_for(buf)
        self.settle()
        buf.copy_from(data, stream=s)
        shadow[:] = data

    def op_copy_buffers(self) -> None:
        if len(self.bufs) < 2:
            return
        (a, sa), (b, sb) = self.rng.sample(self.bufs, 2)
        if a.size != b.size:
            try:
                a.copy_from(b)
                raise AssertionError("a size mismatch was accepted")
            except anyrt.InvalidValueError:
                return
        self.settle()
        a.copy_from(b, stream=self._stream_for(a))
        sa[:] = sb

    def op_view(self) -> None:
        if not self.bufs:
            return
        buf, shadow = self.pick(self.bufs)
        off = self.rng.randrange(buf.size)
        v = buf.view(off)
        byte = self.rng.randrange(256)
        self.settle()
        v.fill(byte)
        shadow[off:] = byte

    def op_callback(self) -> None:
        s = self.pick(self.streams)
        if s is None:
            return
        box: list[int] = []
        s.add_callback(lambda: box.append(1))
        if self.rng.random() < 0.3:
            s.synchronize()
            assert box == [1]

    def op_collective(self) -> None:
        if not self.comms:
            return
        n = self.rng.choice([1, 33, 1024])
        dt = self.rng.choice(["float32", "int32", "float64"])
        arrays = [np.arange(n, dtype=dt) + r for r in range(len(self.comms))]
        bufs = []
        for c, arr in zip(self.comms, arrays, strict=True):
            b = anyrt.allocate(arr.nbytes, c.device)
            b.copy_from(arr)
            bufs.append(b)
        for c, b, s in zip(self.comms, bufs, self.comm_streams, strict=True):
            c.all_reduce(b, dtype=dt, stream=s)
        for s in self.comm_streams:
            s.synchronize()
        want = sum(arrays)
        for b in bufs:
            got = np.frombuffer(b.copy_to(bytearray(b.size)), dt)
            assert np.allclose(got, want), "all_reduce gave a wrong result"
            b.free()

    def op_bad(self) -> None:
        """Wrong arguments: each must raise TypeError or an anyrt.Error, never crash."""
        bad = self.pick(BAD)
        target = self.rng.randrange(7)
        try:
            if target == 0:
                anyrt.allocate(bad)
            elif target == 1 and self.bufs:
                self.pick(self.bufs)[0].fill(bad)
            elif target == 2 and self.events:
                self.pick(self.events).record(bad)
            elif target == 3 and self.streams:
                self.pick(self.streams).wait_event(bad)
            elif target == 4 and self.bufs:
                self.pick(self.bufs)[0].copy_from(np.array([object()] * 8, dtype=object))
            elif target == 5:
                anyrt.Device("cpu", bad)
            elif target == 6 and self.bufs:
                self.pick(self.bufs)[0].view(bad)
            else:
                return
        except (anyrt.Error, TypeError):
            return

    OPS = ["op_stream", "op_event", "op_alloc", "op_fill", "op_copy_host", "op_copy_buffers", "op_view",
           "op_callback", "op_collective", "op_bad"]
    WEIGHTS = [3, 4, 6, 8, 6, 6, 3, 4, 1, 6]

    def run(self, ops: int) -> None:
        for i in range(ops):
            name = self.rng.choices(self.OPS, self.WEIGHTS)[0]
            getattr(self, name)()
            self.ops += 1
            if i % 500 == 499:
                self.check()
        self.check()

    def close(self) -> None:
        self.settle()
        for s in self.streams:
            s.destroy()
        for e in self.events:
            e.destroy()
        for b, _ in self.bufs:
            b.free()
        for s in self.comm_streams:
            s.destroy()
        for c in self.comms:
            c.destroy()


def main() -> int:
    ops = int(sys.argv[1]) if len(sys.argv) > 1 else 20000
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 12
    worlds = [World(random.Random(seed + t)) for t in range(2)]
    errors: list[BaseException] = []

    def drive(w: World) -> None:
        try:
            w.run(ops // 2)
        except BaseException as exc:  # reported by the main thread
            errors.append(exc)

    threads = [threading.Thread(target=drive, args=(w,)) for w in worlds]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    if errors:
        raise errors[0]
    for w in worlds:
        w.close()
    print(f"fuzz: {sum(w.ops for w in worlds)} operations, seed {seed}: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
