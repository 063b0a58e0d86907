"""Single-process benchmarks on the cpu backend: copies and fill, per-call cost, stream round
trips; each with its peer (numpy, an empty cffi call, a bare condvar hand-off) when asked."""

from __future__ import annotations

import subprocess
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

import anyrt
from anyrt.toolkit.bench.timing import MiB, best_of, compile_c


@dataclass(frozen=True)
class Row:
    """One measurement: anyrt's figure and, with a peer, the peer's and the ratio (> 1: anyrt is
    better). `unit` is GB/s (higher is better) or ns (lower is better)."""

    group: str
    case: str
    size: int | None
    unit: str
    anyrt: float
    peer_name: str | None = None
    peer: float | None = None

    @property
    def ratio(self) -> float | None:
        if self.peer is None or not self.anyrt or not self.peer:
            return None
        return self.anyrt / self.peer if self.unit == "GB/s" else self.peer / self.anyrt


def copy_rows(dev: anyrt.Device, size: int, compare: bool, repeat: int, traffic: int) -> list[Row]:
    """H2D, D2H, D2D and fill of `size` bytes; numpy.copyto / ndarray.fill on the same memory as the peer."""
    number = max(1, min(2000, traffic // size // 4))
    host_a = np.ones(size, np.uint8)
    host_b = np.empty(size, np.uint8)
    buf, buf2 = dev.allocate(size), dev.allocate(size)
    cases: dict[str, tuple[Callable[[], object], Callable[[], object]]] = {
        "H2D": (lambda: buf.copy_from(host_a), lambda: np.copyto(host_b, host_a)),
        "D2H": (lambda: buf.copy_to(host_b), lambda: np.copyto(host_b, host_a)),
        "D2D": (lambda: buf2.copy_from(buf), lambda: np.copyto(host_b, host_a)),
        "fill": (lambda: buf.fill(7), lambda: host_b.fill(7)),
    }
    rows = []
    for name, (ours, theirs) in cases.items():
        t_ours = best_of(ours, repeat, number)
        t_np = best_of(theirs, repeat, number) if compare else None
        rows.append(Row("copies", name, size, "GB/s", size / t_ours / 1e9, "numpy" if compare else None,
                        size / t_np / 1e9 if t_np else None))
    buf.free()
    buf2.free()
    return rows


def empty_cffi_call() -> Callable[[], None]:
    """A cffi (API mode) call of an empty C function: the floor for any C call from Python."""
    import cffi

    ffi = cffi.FFI()
    ffi.cdef("void anyrt_bench_empty(void);")
    ffi.set_source("_anyrt_bench_empty", "void anyrt_bench_empty(void) {}")
    tmp = tempfile.mkdtemp(prefix="anyrt-bench-")
    ffi.compile(tmpdir=tmp, verbose=False)
    sys.path.insert(0, tmp)
    mod = __import__("_anyrt_bench_empty")
    return mod.lib.anyrt_bench_empty


def call_rows(compare: bool, n: int) -> list[Row]:
    s = anyrt.Stream()
    e = anyrt.Event()
    t_query = best_of(s.query, 7, n)
    t_record = best_of(lambda: e.record(s), 7, n // 10)
    s.synchronize()
    t_empty = best_of(empty_cffi_call(), 7, n) if compare else None
    peer = "empty cffi call" if compare else None
    return [Row("calls", "Stream.query()", None, "ns", t_query * 1e9, peer, t_empty * 1e9 if t_empty else None),
            Row("calls", "Event.record()", None, "ns", t_record * 1e9, peer, t_empty * 1e9 if t_empty else None)]


def condvar_ns(n: int) -> float | None:
    exe = compile_c("condvar_roundtrip.c")
    if exe is None:
        return None
    runs = [float(subprocess.run([str(exe), str(n)], capture_output=True, text=True, check=True).stdout) for _ in range(5)]
    return min(runs)


def stream_rows(compare: bool, n: int) -> list[Row]:
    from anyrt._cffi import ffi
    from anyrt._gen import _raw

    s = anyrt.Stream()
    e = anyrt.Event()
    noop = ffi.callback("anyrt_host_fn_t", lambda _p: None)  # a Python callback: the cost a Python user pays
    raw = s.handle  # the raw path, without the object layer's bookkeeping

    def py_round_trip() -> None:
        _raw.stream_add_callback(raw, noop, ffi.NULL)
        _raw.synchronize_stream(raw)

    def event_round_trip() -> None:
        e.record(s)
        s.synchronize()

    t_ev = best_of(event_round_trip, 5, n)
    t_cb = best_of(py_round_trip, 5, n)
    base = condvar_ns(5 * n) if compare else None
    peer = "condvar hand-off" if base else None
    return [Row("streams", "record event + synchronize", None, "ns", t_ev * 1e9, peer, base),
            Row("streams", "Python callback + synchronize", None, "ns", t_cb * 1e9, peer, base)]


def traffic_bytes(quick: bool) -> int:
    """Bytes moved per timed loop of copies."""
    return 16 * MiB if quick else 256 * MiB
