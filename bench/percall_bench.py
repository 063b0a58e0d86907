"""Issue 28's per-call rows, standalone: anyrt beside torch (when installed) and NumPy, each pair timed
interleaved in one process (ABAB..., best of 7 loops). It uses only API that older installs have, so the
same file measures a build from before a change (`PYTHONPATH=<that install> python bench/percall_bench.py`)
and after it, run alternately. "×" rows are anyrt's cost over the reference's; "÷" rows (copies) the
reference's time over anyrt's (above 1: anyrt is faster).

    python bench/percall_bench.py [--quick]
"""

from __future__ import annotations

import argparse
import importlib.util
import time
from collections.abc import Callable
from typing import Any

import numpy as np

import anyrt


def paired(ours: Callable[[], object], peer: Callable[[], object], n: int,
           after: Callable[[], object] | None = None) -> tuple[float, float]:
    ours()
    peer()
    best, best_peer = float("inf"), float("inf")
    for _ in range(7):
        t = time.perf_counter()
        for _ in range(n):
            ours()
        best = min(best, (time.perf_counter() - t) / n)
        if after is not None:
            after()
        t = time.perf_counter()
        for _ in range(n):
            peer()
        best_peer = min(best_peer, (time.perf_counter() - t) / n)
    return best * 1e9, best_peer * 1e9


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="fewer calls per timed loop")
    n = 2_000 if parser.parse_args().quick else 20_000
    dev = anyrt.Device("cpu", 0)
    a, b = (anyrt.asarray(np.arange(16, dtype=np.float32), device=dev, copy=True) for _ in range(2))
    c = anyrt.empty(16, "float32", dev)
    add = anyrt.ops.add
    rows: list[tuple[str, str, float, float]] = []
    if importlib.util.find_spec("torch") is not None:
        torch: Any = importlib.import_module("torch")
        torch.set_num_threads(1)  # as anyrt's cpu stream: one thread
        ta, tb, tc = torch.ones(16), torch.ones(16), torch.empty(16)
        rows.append(("ops.add(out=), 16 f32", "torch.add(out=)",
                     *paired(lambda: add(a, b, out=c), lambda: torch.add(ta, tb, out=tc), n, dev.synchronize)))
    na, nb, nc = np.ones(16, np.float32), np.ones(16, np.float32), np.empty(16, np.float32)
    rows.append(("ops.add(out=), 16 f32", "numpy.add(out=)",
                 *paired(lambda: add(a, b, out=c), lambda: np.add(na, nb, out=nc), n, dev.synchronize)))
    rows.append(("allocate(4096).free()", "numpy.empty",
                 *paired(lambda: dev.allocate(4096).free(), lambda: np.empty(4096, np.uint8), n)))
    rows.append(("anyrt.empty(1024 f32) + drop", "numpy.empty",
                 *paired(lambda: anyrt.empty(1024, "float32", dev), lambda: np.empty(1024, np.float32), n)))
    for size in (4096, 65536):
        h, o = np.ones(size, np.uint8), np.empty(size, np.uint8)
        buf = dev.allocate(size)
        t = anyrt.asarray(np.ones(size // 4, np.float32), device=dev, copy=True)
        hf = np.ones(size // 4, np.float32)
        kib = f"{size >> 10} KiB"
        rows.append((f"copy_from, {kib}", "numpy.copyto", *paired(lambda b=buf, h=h: b.copy_from(h),
                                                                    lambda o=o, h=h: np.copyto(o, h), n // 4)))
        rows.append((f"copy_to, {kib}", "numpy.copyto", *paired(lambda b=buf, o=o: b.copy_to(o),
                                                                  lambda o=o, h=h: np.copyto(o, h), n // 4)))
        rows.append((f"Tensor.numpy(), {kib}", "ndarray.copy()", *paired(t.numpy, hf.copy, n // 4)))
        rows.append((f"asarray(copy=True), {kib}", "ndarray.copy()",
                     *paired(lambda hf=hf: anyrt.asarray(hf, device=dev, copy=True), hf.copy, n // 4)))
        buf.free()
    print("| call | anyrt | reference | ratio |")
    print("|---|---|---|---|")
    for case, peer, ours, theirs in rows:
        speed = peer in ("numpy.copyto", "ndarray.copy()")
        ratio = f"÷ {theirs / ours:.2f}" if speed else f"× {ours / theirs:.2f}"
        print(f"| {case} | {ours:.0f} ns | {peer} {theirs:.0f} ns | {ratio} |")


if __name__ == "__main__":
    main()
