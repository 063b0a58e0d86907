"""The Python-side costs issue 18 names, side by side with their references, in one run:

- a synchronous copy from / queued copy to a NumPy array of 4 KiB and 64 KiB (÷ numpy.copyto: above 1
  means anyrt is faster);
- Stream.synchronize on an idle stream, Event.query, Stream.query (× an empty cffi call);
- Buffer allocate + free of 4 KiB (× numpy.empty);
- Device.synchronize with 1,000 live streams (× with one).

    python bench/hotpaths_bench.py
"""

from __future__ import annotations

import time
from collections.abc import Callable

import numpy as np

import anyrt
from anyrt.toolkit.bench.local import empty_cffi_call


def per_call(fn: Callable[[], object], n: int = 20000, repeat: int = 7) -> float:
    """Best of `repeat` loops of `n` calls, in ns per call."""
    fn()
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        for _ in range(n):
            fn()
        best = min(best, (time.perf_counter() - t0) / n)
    return best * 1e9


def main() -> None:
    dev = anyrt.Device("cpu", 0)
    rows: list[tuple[str, float, float, str]] = []
    for size in (4096, 65536):
        host, other = np.ones(size, np.uint8), np.empty(size, np.uint8)
        buf = dev.allocate(size)
        t_np = per_call(lambda h=host, o=other: np.copyto(o, h))
        rows.append((f"copy_from, {size >> 10} KiB", per_call(lambda b=buf, h=host: b.copy_from(h)), t_np, "÷"))
        s = anyrt.Stream(dev)
        rows.append((f"queued copy_from, {size >> 10} KiB", per_call(lambda b=buf, h=host, s=s: b.copy_from(h, s), n=5000),
                     t_np, "÷"))
        s.synchronize()
    empty = per_call(empty_cffi_call())
    s, e = anyrt.Stream(dev), anyrt.Event(device=dev)
    e.record(s)
    s.synchronize()
    rows += [("Stream.synchronize (idle)", per_call(s.synchronize), empty, "×"),
             ("Event.query", per_call(e.query), empty, "×"),
             ("Stream.query", per_call(s.query), empty, "×"),
             ("allocate + free, 4 KiB", per_call(lambda: dev.allocate(4096).free()),
              per_call(lambda: np.empty(4096, np.uint8)), "×")]
    one = per_call(dev.synchronize, n=2000)
    streams = [anyrt.Stream(dev) for _ in range(1000)]
    rows.append(("Device.synchronize, 1,000 streams", per_call(dev.synchronize, n=500), one, "×"))
    del streams
    print("| call | anyrt | reference | ratio |")
    print("|---|---|---|---|")
    for name, ours, ref, how in rows:
        ratio = ref / ours if how == "÷" else ours / ref
        print(f"| {name} | {ours:.0f} ns | {ref:.0f} ns | {how} {ratio:.2f} |")


if __name__ == "__main__":
    main()
