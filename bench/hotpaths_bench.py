"""Issue 18's cpu rows, side by side with their references in one run, as Markdown in the issue's
convention: "÷" rows are the reference's time over anyrt's (above 1: anyrt is faster), "×" rows are
anyrt's time over the reference's (anyrt's cost in units of the reference). The measurements are
`anyrt bench --compare`'s (anyrt.toolkit.bench.local: the "calls" and "streams" groups). The last
rows are issue 48's: anyrt.ops.add(out=) cycling over 1,100 layouts (more than the descriptor cache's
1,024: some calls make a descriptor) beside 1,000 (every call a cached one), and what one miss costs,
timed by the wall clock and by the calling thread's CPU time (steadier on a loaded machine).

    python bench/hotpaths_bench.py [--quick]
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

import anyrt
from anyrt import _op_runtime
from anyrt.toolkit.bench import local


def cycle(layouts: int, rounds: int, repeat: int = 5, clock: Callable[[], float] = time.perf_counter) -> \
        tuple[float, float]:
    """Best seconds per anyrt.ops.add(out=) call cycling over `layouts` shapes of float32 (1 to
    `layouts` elements), and the fraction of those calls that made a descriptor. `clock`:
    time.perf_counter (wall), or time.thread_time (the calling thread's CPU: what a call costs its
    caller, without the time other processes take the CPU away, on a loaded machine)."""
    dev = anyrt.Device("cpu", 0)
    ts = [tuple(anyrt.empty(k + 1, "float32", dev) for _ in range(3)) for k in range(layouts)]
    add = anyrt.ops.add
    for a, b, c in ts:  # warm: the cache then holds what it keeps of these
        add(a, b, out=c)
    dev.synchronize()
    best, calls, made = float("inf"), 0, _op_runtime._cache.created
    for _ in range(repeat):
        t = clock()
        for _ in range(rounds):
            for a, b, c in ts:
                add(a, b, out=c)
        best = min(best, (clock() - t) / (rounds * layouts))
        calls += rounds * layouts
        dev.synchronize()
    return best, (_op_runtime._cache.created - made) / calls


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="fewer calls per timed loop")
    args = parser.parse_args()
    calls, trips = (20_000, 2_000) if args.quick else (200_000, 20_000)
    rows = local.call_rows(True, calls) + local.registry_rows(True, calls) + local.device_sync_rows(True, trips)
    print("| call | anyrt | reference | ratio |")
    print("|---|---|---|---|")
    for r in rows:
        if r.peer is None:
            continue
        faster = r.peer_name in ("numpy.copyto", "ndarray.copy()")  # copies are compared as speed, the rest as cost
        ratio = f"÷ {r.peer / r.anyrt:.2f}" if faster else f"× {r.anyrt / r.peer:.2f}"
        print(f"| {r.case} | {r.anyrt:.0f} ns | {r.peer_name} {r.peer:.0f} ns | {ratio} |")
    rounds = 2 if args.quick else 10
    for clock, what in ((time.perf_counter, "wall"), (time.thread_time, "caller's CPU")):
        hit, _ = cycle(1000, rounds, clock=clock)
        new, frac = cycle(1100, rounds, clock=clock)
        print(f"| ops.add(out=), cycling 1,100 layouts ({frac:.1%} new), {what} | {new * 1e9:.0f} ns | "
              f"1,000 layouts {hit * 1e9:.0f} ns | × {new / hit:.2f} |")
        miss = (new - (1 - frac) * hit) / frac  # the calls that hit cost what a cached call does
        print(f"| ops.add(out=), one new layout (derived), {what} | {miss * 1e9:.0f} ns | a cached one "
              f"{hit * 1e9:.0f} ns | × {miss / hit:.2f} |")


if __name__ == "__main__":
    main()
