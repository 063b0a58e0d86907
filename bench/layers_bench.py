"""What the validation and tracing layers cost per call, each layer in its own process, in one run.

    python bench/layers_bench.py

Each row is one call on the cpu backend, timed best-of-7 in a fresh interpreter with the layers
off, with ANYRT_VALIDATE=1, and with ANYRT_TRACE set; ratios are against "off".
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import textwrap

PROGRAM = textwrap.dedent("""
    import json, sys, numpy as np, anyrt
    sys.path.insert(0, sys.argv[1])
    from run import best_of
    dev = anyrt.Device("cpu", 0)
    anyrt.set_device(dev)
    s, e = anyrt.Stream(), anyrt.Event()
    buf, host = dev.allocate(4096), np.ones(4096, np.uint8)
    def alloc_free():
        dev.allocate(4096).free()
    calls = {
        "Stream.query()": s.query,
        "Event.record()": lambda: e.record(s),
        "Buffer.copy_from (4 KiB, sync)": lambda: buf.copy_from(host),
        "allocate + free (4 KiB)": alloc_free,
    }
    print(json.dumps({name: best_of(fn, 7, 20000) for name, fn in calls.items()}))
""")


def measure(env: dict[str, str]) -> dict[str, float]:
    here = os.path.dirname(os.path.abspath(__file__))
    out = subprocess.run([sys.executable, "-c", PROGRAM, here], capture_output=True, text=True, check=True,
                         env={**os.environ, **env})
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> int:
    with tempfile.TemporaryDirectory() as tmp:
        runs = {
            "off": measure({"ANYRT_VALIDATE": "0", "ANYRT_TRACE": ""}),
            "validate": measure({"ANYRT_VALIDATE": "1", "ANYRT_TRACE": ""}),
            "trace": measure({"ANYRT_VALIDATE": "0", "ANYRT_TRACE": os.path.join(tmp, "t.json")}),
        }
    print("| call | off | ANYRT_VALIDATE=1 | ANYRT_TRACE |")
    print("|---|---|---|---|")
    for name, off in runs["off"].items():
        cells = [f"{off * 1e9:.0f} ns"]
        for layer in ("validate", "trace"):
            t = runs[layer][name]
            cells.append(f"{t * 1e9:.0f} ns ({t / off:.2f}×)")
        print(f"| {name} | " + " | ".join(cells) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
