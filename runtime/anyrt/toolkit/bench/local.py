"""Single-process benchmarks on the cpu backend: copies and fill, per-call cost (issue 18's Python
hot paths among them), stream round trips, and the C core's allocation registry under load; each with
its peer (numpy, an empty cffi call, a bare condvar hand-off, the same C call unloaded) when asked."""

from __future__ import annotations

import importlib
import importlib.util
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

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


def paired(ours: Callable[[], object], peer: Callable[[], object] | None, repeat: int, number: int,
           after: Callable[[], object] | None = None) -> tuple[float, float | None]:
    """Best seconds per call of `ours` and of `peer`, their loops interleaved (ABAB...): a slow spell of
    a shared machine then hits both sides. `after` runs untimed after each loop of `ours` (to drain a
    queue the loop filled)."""
    ours()
    if peer is not None:
        peer()
    best, best_peer = float("inf"), float("inf")
    for _ in range(repeat):
        t = time.perf_counter()
        for _ in range(number):
            ours()
        best = min(best, (time.perf_counter() - t) / number)
        if after is not None:
            after()
        if peer is not None:
            t = time.perf_counter()
            for _ in range(number):
                peer()
            best_peer = min(best_peer, (time.perf_counter() - t) / number)
    return best, (best_peer if peer is not None else None)


def _ns_row(group: str, case: str, peer_name: str, times: tuple[float, float | None]) -> Row:
    ours, peer = times
    return Row(group, case, None, "ns", ours * 1e9, peer_name if peer is not None else None,
               peer * 1e9 if peer is not None else None)


def call_rows(compare: bool, n: int, dev: anyrt.Device | None = None) -> list[Row]:
    """Per-call cost of the Python hot paths (issue 18), each beside the reference a user compares
    it with: numpy.copyto for copies of a NumPy array, an empty cffi call for queries and waits,
    numpy.empty for an allocation; on `dev` (default cpu:0)."""
    dev = dev or anyrt.Device("cpu", 0)
    s, e = anyrt.Stream(dev), anyrt.Event(device=dev)
    empty = empty_cffi_call() if compare else None
    rows = []
    for size in (4096, 65536):
        host, other = np.ones(size, np.uint8), np.empty(size, np.uint8)
        buf = dev.allocate(size)

        def copyto(h: np.ndarray = host, o: np.ndarray = other) -> None:
            np.copyto(o, h)

        ref = copyto if compare else None
        kib = f"{size >> 10} KiB"
        rows.append(_ns_row("calls", f"copy_from, {kib}", "numpy.copyto",
                            paired(lambda b=buf, h=host: b.copy_from(h), ref, 7, n // 4)))
        rows.append(_ns_row("calls", f"queued copy_from, {kib}", "numpy.copyto",
                            paired(lambda b=buf, h=host: b.copy_from(h, s), ref, 7, n // 8, after=s.synchronize)))
        s.synchronize()
        buf.free()
    e.record(s)
    s.synchronize()
    rows.append(_ns_row("calls", "Stream.synchronize() (idle)", "empty cffi call", paired(s.synchronize, empty, 7, n)))
    rows.append(_ns_row("calls", "Event.query()", "empty cffi call", paired(e.query, empty, 7, n)))
    rows.append(_ns_row("calls", "Stream.query()", "empty cffi call", paired(s.query, empty, 7, n)))
    rows.append(_ns_row("calls", "Event.record()", "empty cffi call", paired(lambda: e.record(s), empty, 7, n // 10)))
    s.synchronize()
    rows.append(_ns_row("calls", "allocate + free, 4 KiB", "numpy.empty",
                        paired(lambda: dev.allocate(4096).free(), (lambda: np.empty(4096, np.uint8)) if compare else None,
                               7, n // 4)))
    rows.append(_ns_row("calls", "anyrt.empty + drop, 4 KiB", "numpy.empty",
                        paired(lambda: anyrt.empty(1024, "float32", dev),
                               (lambda: np.empty(1024, np.float32)) if compare else None, 7, n // 4)))
    return rows + op_call_rows(compare, n)


def op_call_rows(compare: bool, n: int) -> list[Row]:
    """Per-call cost of an operator with `out=` on cached layouts (issue 28): anyrt.ops.add on 16
    float32 elements beside torch.add(out=) when torch is installed, and numpy.add(out=). Both anyrt
    and torch on one thread (torch.set_num_threads(1) for the loop); torch's own tensors, never shared."""
    dev = anyrt.Device("cpu", 0)
    a, b = (anyrt.asarray(np.arange(16, dtype=np.float32), device=dev, copy=True) for _ in range(2))
    c = anyrt.empty(16, "float32", dev)
    add = anyrt.ops.add
    add(a, b, out=c)  # the first call makes the descriptor; the loop times the cached ones

    def ours() -> None:
        add(a, b, out=c)

    rows = []
    torch = _torch() if compare else None
    if torch is not None:
        ta, tb, tc = torch.ones(16), torch.ones(16), torch.empty(16)
        threads = torch.get_num_threads()
        torch.set_num_threads(1)
        try:
            rows.append(_ns_row("calls", "ops.add(out=), 16 f32", "torch.add(out=)",
                                paired(ours, lambda: torch.add(ta, tb, out=tc), 7, n // 4,
                                       after=dev.synchronize)))
        finally:
            torch.set_num_threads(threads)
    na, nb, nc = np.ones(16, np.float32), np.ones(16, np.float32), np.empty(16, np.float32)
    rows.append(_ns_row("calls", "ops.add(out=), 16 f32", "numpy.add(out=)",
                        paired(ours, (lambda: np.add(na, nb, out=nc)) if compare else None, 7, n // 4,
                               after=dev.synchronize)))
    dev.synchronize()
    return rows


def _torch() -> Any:
    """torch when installed (the peer users compare operators with), else None; imported only here
    (it is slow to import, and the other rows do not need it)."""
    return importlib.import_module("torch") if importlib.util.find_spec("torch") is not None else None


def device_sync_rows(compare: bool, n: int, dev: anyrt.Device | None = None) -> list[Row]:
    """Device.synchronize with 1,000 live idle streams (peer: with one): its cost must not grow with
    the streams a program keeps; on `dev` (default cpu:0)."""
    dev = dev or anyrt.Device("cpu", 0)
    one = paired(dev.synchronize, None, 5, n)[0] if compare else None
    streams = [anyrt.Stream(dev) for _ in range(1000)]
    many = paired(dev.synchronize, None, 5, n)[0]
    for st in streams:
        st.destroy()
    return [_ns_row("streams", "Device.synchronize(), 1,000 streams", "1 stream", (many, one))]


def registry_rows(compare: bool, n: int) -> list[Row]:
    """The C core's allocation registry (registry_scaling.c through the public C API): malloc + free
    of 4 KiB with 10,000 allocations live (peer: none live), and a 4 KiB anyrt_memcpy per thread with
    two threads copying at once (peer: one thread). Best of 3 runs; empty without a C compiler."""
    pkg = Path(anyrt.__file__).resolve().parent
    exe = compile_c("registry_scaling.c", f"-I{pkg / 'include'}", f"-L{pkg}", "-lanyrt", f"-Wl,-rpath,{pkg}")
    if exe is None:
        return []

    def best(mode: str, count: int) -> list[float]:
        runs = [subprocess.run([str(exe), mode, str(count)], capture_output=True, text=True, check=True).stdout.split()
                for _ in range(3)]
        return [min(float(r[i]) for r in runs) for i in range(len(runs[0]))]

    none, many = best("churn", n)
    one, two, bare_one, bare_two = best("copies", 4 * n)

    def row(case: str, ours: float, peer_name: str, peer: float) -> Row:
        return Row("calls", case, None, "ns", ours, peer_name if compare else None, peer if compare else None)

    # the control row: two threads' libc memcpy, what the machine alone costs the second row
    return [row("C malloc + free, 10k live", many, "none live", none),
            row("C 4 KiB memcpy, 2 threads", two, "1 thread", one),
            row("libc 4 KiB memcpy, 2 threads (control)", bare_two, "1 thread", bare_one)]


def condvar_ns(n: int) -> float | None:
    exe = compile_c("condvar_roundtrip.c")
    if exe is None:
        return None
    runs = [float(subprocess.run([str(exe), str(n)], capture_output=True, text=True, check=True).stdout) for _ in range(5)]
    return min(runs)


def stream_rows(compare: bool, n: int, dev: anyrt.Device | None = None) -> list[Row]:
    from anyrt._cffi import ffi
    from anyrt._gen import _raw

    s = anyrt.Stream(dev)
    e = anyrt.Event(device=dev) if dev is not None else anyrt.Event()
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
