"""anyrt benchmarks side by side with what a user would pick instead, in one run, as ratios.

    python bench/run.py [--quick] [--out docs/benchmarks.md]

1. copies H2D / D2H / D2D and fill, 4 KiB .. 256 MiB: anyrt Buffer vs numpy.copyto / ndarray.fill
2. per-call cost: Stream.query() vs a raw cffi call of an empty C function
3. stream round trip (enqueue a no-op callback, synchronize) vs a bare pthread condvar hand-off in C
"""

from __future__ import annotations

import argparse
import platform
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

import anyrt

HERE = Path(__file__).resolve().parent
KiB, MiB = 1 << 10, 1 << 20


def best_of(fn: Callable[[], None], repeat: int, number: int) -> float:
    """Best time per call in seconds (min over repeats: the least disturbed by a shared machine)."""
    fn()
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        for _ in range(number):
            fn()
        times.append((time.perf_counter() - t) / number)
    return min(times)


def sizes(quick: bool) -> list[int]:
    top = 64 * MiB if quick else 256 * MiB
    out, s = [], 4 * KiB
    while s <= top:
        out.append(s)
        s *= 4
    return out


def copy_rows(dev: anyrt.Device, size: int) -> list[tuple]:
    number = max(1, min(2000, (256 * MiB) // size // 4))
    host_a = np.ones(size, np.uint8)
    host_b = np.empty(size, np.uint8)
    buf, buf2 = dev.allocate(size), dev.allocate(size)
    cases = {
        "H2D": (lambda: buf.copy_from(host_a), lambda: np.copyto(host_b, host_a)),
        "D2H": (lambda: buf.copy_to(host_b), lambda: np.copyto(host_b, host_a)),
        "D2D": (lambda: buf2.copy_from(buf), lambda: np.copyto(host_b, host_a)),
        "fill": (lambda: buf.fill(7), lambda: host_b.fill(7)),
    }
    rows = []
    for name, (ours, theirs) in cases.items():
        t_ours = best_of(ours, 5, number)
        t_np = best_of(theirs, 5, number)
        rows.append((name, size, size / t_ours / 1e9, size / t_np / 1e9, t_np / t_ours))
    buf.free()
    buf2.free()
    return rows


def bench_copies(quick: bool) -> list[tuple]:
    dev = anyrt.Device("cpu", 0)
    return [row for size in sizes(quick) for row in copy_rows(dev, size)]


def empty_cffi_call() -> Callable[[], None]:
    import cffi

    ffi = cffi.FFI()
    ffi.cdef("void anyrt_bench_empty(void);")
    ffi.set_source("_anyrt_bench_empty", "void anyrt_bench_empty(void) {}")
    tmp = tempfile.mkdtemp(prefix="anyrt-bench-")
    ffi.compile(tmpdir=tmp, verbose=False)
    sys.path.insert(0, tmp)
    mod = __import__("_anyrt_bench_empty")
    return mod.lib.anyrt_bench_empty


def bench_call_overhead() -> list[tuple]:
    empty = empty_cffi_call()
    s = anyrt.Stream()
    n = 200_000
    t_empty = best_of(empty, 7, n)
    t_query = best_of(s.query, 7, n)
    e = anyrt.Event()
    t_record = best_of(lambda: e.record(s), 7, n // 10)
    s.synchronize()
    return [("Stream.query()", t_query * 1e9, t_empty * 1e9, t_query / t_empty),
            ("Event.record()", t_record * 1e9, t_empty * 1e9, t_record / t_empty)]


def condvar_baseline(n: int) -> float:
    exe = Path(tempfile.mkdtemp(prefix="anyrt-bench-")) / "condvar"
    subprocess.run(["cc", "-O2", "-pthread", str(HERE / "c" / "condvar_roundtrip.c"), "-o", str(exe)], check=True)
    runs = [float(subprocess.run([str(exe), str(n)], capture_output=True, text=True, check=True).stdout) for _ in range(5)]
    return min(runs)


def bench_round_trip() -> list[tuple]:
    from anyrt._cffi import ffi
    from anyrt._gen import _raw

    n = 20_000
    s = anyrt.Stream()
    noop = ffi.callback("anyrt_host_fn_t", lambda _p: None)  # Python callback: the cost a Python user pays
    raw = s.handle  # the raw path, without the object layer's bookkeeping

    def py_round_trip() -> None:
        _raw.stream_add_callback(raw, noop, ffi.NULL)
        _raw.synchronize_stream(raw)

    def event_round_trip() -> None:
        e.record(s)
        s.synchronize()

    e = anyrt.Event()
    t_cb = best_of(py_round_trip, 5, n)
    t_ev = best_of(event_round_trip, 5, n)
    base = condvar_baseline(100_000)
    return [("record event + synchronize", t_ev * 1e9, base, t_ev * 1e9 / base),
            ("Python callback + synchronize", t_cb * 1e9, base, t_cb * 1e9 / base)]


def fmt_size(n: int) -> str:
    return f"{n // MiB} MiB" if n >= MiB else f"{n // KiB} KiB"


def report(copies: list[tuple], calls: list[tuple], trips: list[tuple]) -> str:
    lines = [
        "## cpu backend (issue 3)",
        "",
        f"Machine: {platform.machine()}, {platform.processor() or 'cpu'}, Python {platform.python_version()}, "
        f"numpy {np.__version__}. Command: `python bench/run.py`. Best of 5 repeats; ratio > 1 means anyrt is faster.",
        "",
        "### Copies and fill: anyrt cpu device vs numpy on the same memory",
        "",
        "| op | size | anyrt GB/s | numpy GB/s | anyrt / numpy |",
        "|---|---|---|---|---|",
    ]
    lines += [f"| {op} | {fmt_size(size)} | {a:.2f} | {b:.2f} | {r:.2f}× |" for op, size, a, b, r in copies]
    lines += ["", "### Per-call cost vs a raw cffi call of an empty C function", "",
              "| call | anyrt ns | empty cffi call ns | ratio |", "|---|---|---|---|"]
    lines += [f"| {name} | {a:.0f} | {b:.0f} | {r:.2f}× |" for name, a, b, r in calls]
    lines += ["", "### Stream round trip vs a bare pthread condition-variable hand-off in C", "",
              "| round trip | anyrt ns | condvar ns | ratio |", "|---|---|---|---|"]
    lines += [f"| {name} | {a:.0f} | {b:.0f} | {r:.2f}× |" for name, a, b, r in trips]
    return "\n".join(lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="sizes up to 64 MiB")
    parser.add_argument("--out", type=Path, help="write the Markdown report here")
    args = parser.parse_args()
    copies = bench_copies(args.quick)
    calls = bench_call_overhead()
    trips = bench_round_trip()
    text = report(copies, calls, trips)
    print(text)
    if args.out:
        args.out.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
