"""Markdown and plot for docs/benchmarks.md: all_reduce bus bandwidth of anyrt's cpu collectives
next to what a user would pick instead (measurements in anyrt.toolkit.bench.collectives; `anyrt bench
--compare` shows the same).

    python bench/ccl_bench.py [--quick] [--rounds N] [--plot docs/ccl_busbw.png] [--md FILE]

float32 sum, 2 ranks, 4 KiB .. 256 MiB, bus bandwidth as nccl-tests defines it
(algbw = bytes / time, busbw = algbw * 2 (n - 1) / n, which for n = 2 equals algbw):

  (a) anyrt, 2 devices in one process (Communicator.init_all, shared memory)
  (b) mpi4py Allreduce(MPI.IN_PLACE, ...) on 2 processes (mpiexec -n 2)
  (c) torch.distributed, gloo backend, on 2 processes (if torch is installed)
  (d) anyrt's MPI path on 2 processes (Communicator.from_mpi, mpiexec -n 2)
  (e) for reference: a bare C program (-O3), 2 threads reducing halves of shared buffers between
      two spinning barriers, on memory allocated as the cpu backend allocates it
  (f) (d) with ANYRT_CCL_NO_AGREEMENT_CHECK=1: what the MPI path's agreement check costs

Every column runs once per round, the columns one after the other (ABAB...), and each figure is the
best over the rounds: on a shared machine the minimum time is the least disturbed. The whole run
takes 1-3 minutes per round.
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import time
from pathlib import Path

from anyrt.toolkit.bench import collectives
from anyrt.toolkit.bench.plot import Panel, plot
from anyrt.toolkit.bench.timing import MiB, human, sizes

ROOT = Path(__file__).resolve().parent.parent


def ratio(x: float | None, y: float | None) -> str:
    return f"{x / y:.2f}x" if x and y else "-"


def table(szs: list[int], res: dict[str, dict[int, float] | None]) -> list[str]:
    keys = [k for k, _label, _needs in collectives.COLUMNS]
    head = ["size"] + [f"({k}) GB/s" for k in keys] + [f"{x}/{y}" for x, y in collectives.RATIOS]
    rows = ["| " + " | ".join(head) + " |", "|" + "---:|" * len(head)]
    for s in szs:
        g = {k: (res.get(k) or {}).get(s) for k in keys}
        cells = [human(s)] + [f"{g[k]:.2f}" if g[k] is not None else "-" for k in keys]
        cells += [ratio(g[x], g[y]) for x, y in collectives.RATIOS]
        rows.append("| " + " | ".join(cells) + " |")
    return rows


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true", help="up to 64 MiB, fewer repeats")
    ap.add_argument("--plot", default=str(ROOT / "docs" / "ccl_busbw.png"), help="PNG to write (default docs/ccl_busbw.png)")
    ap.add_argument("--md", help="also write the Markdown section to this file")
    ap.add_argument("--rounds", type=int, default=None, help="rounds over all columns (default 3, --quick 1)")
    args = ap.parse_args()

    szs = sizes(64 * MiB if args.quick else 256 * MiB)
    repeats = 2 if args.quick else 3
    rounds = args.rounds if args.rounds is not None else 1 if args.quick else 3
    if rounds < 1:
        ap.error(f"--rounds must be at least 1 (got {rounds})")
    t0 = time.perf_counter()
    res: dict[str, dict[int, float] | None] = {}
    notes: dict[str, str] = {}
    for r in range(rounds):
        for key, label, _needs in collectives.COLUMNS:
            print(f"round {r + 1}/{rounds}: ({key}) {label} ...", flush=True)
            got, why = collectives.run_column(key, szs, repeats)
            if got is None:
                notes[key] = f"({key}) skipped: {why}"
                continue
            best = res.get(key) or {}
            res[key] = {s: max(v, best.get(s, 0.0)) for s, v in got.items()}
    notes = {k: n for k, n in notes.items() if not res.get(k)}  # a column that ran in some round is not skipped
    elapsed = time.perf_counter() - t0

    rows = table(szs, res)
    print()
    print("\n".join(rows))
    for n in notes.values():
        print(n)
    labels = {k: f"({k}) {label}" for k, label, _n in collectives.COLUMNS}
    print(plot([Panel(f"all_reduce, 2 ranks, {os.cpu_count()} CPU cores", "bus bandwidth, GB/s (nccl-tests definition)",
                      {labels[k]: v for k, v in res.items() if v})], Path(args.plot)))
    print(f"total {elapsed:.0f} s")

    try:
        model = next(line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text().splitlines()
                     if line.startswith("model name"))
    except (OSError, StopIteration):
        model = platform.processor() or platform.machine()
    md = [
        "## Collectives: all_reduce bus bandwidth",
        "",
        f"`python bench/ccl_bench.py{' --quick' if args.quick else ''}{f' --rounds {rounds}' if args.rounds else ''}` "
        f"on {model}, {os.cpu_count()} cores, Python {platform.python_version()}. float32 sum, 2 ranks; busbw = bytes / "
        f"time * 2(n-1)/n (nccl-tests), best of {rounds} round(s) over the columns in turn. anyrt calls are queued and "
        "synchronized once per loop; mpi4py and gloo calls block.",
        "",
        *[f"- ({k}) {label}" for k, label, _n in collectives.COLUMNS],
        "",
        *rows,
        "",
        *[f"{n}." for n in notes.values()],
        "![all_reduce busbw](ccl_busbw.png)",
        "",
    ]
    text = "\n".join(md)
    print()
    print(text)
    if args.md:
        Path(args.md).write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
