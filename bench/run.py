"""Markdown for docs/benchmarks.md: anyrt's cpu backend next to what a user would pick instead, in
one run, as ratios (measurements in anyrt.toolkit.bench.local; `anyrt bench --compare` shows the same).

    python bench/run.py [--quick] [--out FILE]

1. copies H2D / D2H / D2D and fill, 4 KiB .. 256 MiB: anyrt Buffer vs numpy.copyto / ndarray.fill
2. per-call cost: queries and waits vs a raw cffi call of an empty C function, small copies vs
   numpy.copyto, allocate + free vs numpy.empty (issue 18's hot paths)
3. stream round trip (enqueue a no-op callback, synchronize) vs a bare pthread condvar hand-off in C
"""

from __future__ import annotations

import argparse
import platform
import sys
from pathlib import Path

import numpy as np

import anyrt
from anyrt.toolkit.bench import local
from anyrt.toolkit.bench.timing import MiB, human, sizes


def report(copies: list[local.Row], calls: list[local.Row], trips: list[local.Row]) -> str:
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
    lines += [f"| {r.case} | {human(r.size or 0)} | {r.anyrt:.2f} | {r.peer or 0:.2f} | {r.ratio or 0:.2f}× |" for r in copies]
    lines += ["", "### Per-call cost vs the call a user compares it with", "",
              "| call | anyrt ns | reference | reference ns | anyrt / reference |", "|---|---|---|---|---|"]
    lines += [f"| {r.case} | {r.anyrt:.0f} | {r.peer_name} | {r.peer or 0:.0f} | {r.anyrt / (r.peer or 1):.2f}× |"
              for r in calls]
    lines += ["", "### Stream round trip vs a bare pthread condition-variable hand-off in C", "",
              "| round trip | anyrt ns | condvar ns | ratio |", "|---|---|---|---|"]
    lines += [f"| {r.case} | {r.anyrt:.0f} | {r.peer or 0:.0f} | {r.anyrt / (r.peer or 1):.2f}× |" for r in trips]
    return "\n".join(lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="sizes up to 64 MiB")
    parser.add_argument("--out", type=Path, help="write the Markdown report here")
    args = parser.parse_args()
    dev = anyrt.Device("cpu", 0)
    top = 64 * MiB if args.quick else 256 * MiB
    traffic = local.traffic_bytes(False)
    copies = [row for size in sizes(top) for row in local.copy_rows(dev, size, True, 5, traffic)]
    text = report(copies, local.call_rows(True, 200_000), local.stream_rows(True, 20_000))
    print(text)
    if args.out:
        args.out.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
