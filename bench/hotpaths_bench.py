"""Issue 18's cpu rows, side by side with their references in one run, as Markdown in the issue's
convention: "÷" rows are the reference's time over anyrt's (above 1: anyrt is faster), "×" rows are
anyrt's time over the reference's (anyrt's cost in units of the reference). The measurements are
`anyrt bench --compare`'s (anyrt.toolkit.bench.local: the "calls" and "streams" groups).

    python bench/hotpaths_bench.py [--quick]
"""

from __future__ import annotations

import argparse

from anyrt.toolkit.bench import local


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


if __name__ == "__main__":
    main()
