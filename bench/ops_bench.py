"""Operators on the cpu backend against torch CPU (NumPy without torch, or with --numpy), in one run:
every operator of issue 28's table in f32, f16 and bf16 (anyrt.toolkit.bench.operators: same threads,
preallocated outputs, interleaved, best of --repeat x --rounds), each memory-bound one also as a
fraction of the copy bandwidth of its dtype measured in the same run.

    python bench/ops_bench.py [--quick] [--rounds 3] [--repeat 5] [--only add,softmax] [--calls]
"""

from __future__ import annotations

import argparse
import os
import time
from collections.abc import Callable

import numpy as np

from anyrt._cffi import ffi, lib
from anyrt._gen import _raw
from anyrt.toolkit.bench.operators import format_rows, operator_rows, threads


def best(fn: Callable[[], object], repeat: int) -> float:
    fn()
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return min(times)


def call_overhead(repeat: int) -> list[tuple[str, str, str, str]]:
    """Per-call host cost of a 16-element add with a cached descriptor, by layer, beside numpy.add."""
    import anyrt
    from anyrt import ops

    a, b, c = (anyrt.asarray(np.ones(16, np.float32), copy=True) for _ in range(3))
    ops.add(a, b, out=c)
    anyrt.synchronize()
    from anyrt._op_runtime import _cache

    desc = next(v[0] for k, v in _cache._descs.items() if k[0] == "add")
    ca, cb, cc = a._cptr, b._cptr, c._cptr
    na, nb, nc = np.ones(16, np.float32), np.ones(16, np.float32), np.empty(16, np.float32)
    n = 20000

    def per_call(fn: Callable[[], object]) -> float:
        def loop() -> None:
            for _ in range(n):
                fn()
            anyrt.synchronize()
        return best(loop, repeat) / n * 1e6

    t_ops = per_call(lambda: ops.add(a, b, out=c))
    t_raw = per_call(lambda: _raw.add(desc, None, 0, cc, ca, cb))
    t_c = per_call(lambda: lib.anyrt_add(desc, ffi.NULL, 0, cc, ca, cb, ffi.NULL))
    t_np = per_call(lambda: np.add(na, nb, out=nc))
    return [("anyrt.ops.add, 16 elements", f"{t_ops:.2f} µs/call ({t_ops - t_c:+.2f} vs C)", f"{t_np:.2f} µs/call",
             f"{t_np / t_ops:.2f}"),
            ("  _raw.add (generated wrapper)", f"{t_raw:.2f} µs/call", "", ""),
            ("  lib.anyrt_add (the C call)", f"{t_c:.2f} µs/call", "", "")]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true", help="smaller operands, fewer repeats")
    ap.add_argument("--rounds", type=int, default=3, help="interleaved passes over every case; best kept")
    ap.add_argument("--repeat", type=int, default=5, help="timed calls per side per pass")
    ap.add_argument("--numpy", action="store_true", help="NumPy as the peer even when torch is installed")
    ap.add_argument("--only", default="", help="comma-separated operator names")
    ap.add_argument("--calls", action="store_true", help="also the per-call cost of a 16-element add")
    args = ap.parse_args()
    only = set(args.only.split(",")) if args.only else None
    rows = operator_rows(True, args.quick, 2 if args.quick else args.repeat, 1 if args.quick else args.rounds,
                         use_torch=not args.numpy, only=only)
    load = os.getloadavg()
    print(f"cpu operators, {threads()} threads, load {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} "
          "(ratio = peer time / anyrt time, > 1: anyrt faster; 'of copy': bytes moved per second / a copy's)")
    head = ("op", "dtype", "shape", "anyrt", "of copy", "peer", "ratio")
    widths = (14, 8, 12, 16, 7, 22, 5)
    print("| " + " | ".join(h.ljust(w) for h, w in zip(head, widths, strict=True)) + " |")
    print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    for cells in format_rows(rows):
        print("| " + " | ".join(c.ljust(w) for c, w in zip(cells, widths, strict=True)) + " |")
    if args.calls:
        print()
        for r in call_overhead(args.repeat):
            print(f"| {r[0]:<28} | {r[1]:<28} | {r[2]:<16} | {r[3]:>5} |")


if __name__ == "__main__":
    main()
