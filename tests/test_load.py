"""Load: many threads x many streams x many devices for a bounded time. Every thread moves random
data host -> device -> (event-ordered, other stream, maybe other device) -> host and checks it;
nothing deadlocks (a watchdog bounds the child), no byte is wrong, and device memory returns to
where it started. The child prints its figures, which docs/reliability.md quotes.

  ANYRT_CPU_DEVICES=4 python tests/test_load.py [seconds] [threads] [streams per thread]
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

SECONDS, THREADS, STREAMS, DEVICES = 3.0, 8, 4, 4
ROOT = Path(__file__).resolve().parents[1]


def test_threads_streams_devices_under_load() -> None:
    env = {**os.environ, "ANYRT_CPU_DEVICES": str(DEVICES), "ANYRT_CPU_MEMORY": "256M", "ANYRT_DEFAULT_DEVICE": "cpu:0"}
    # watchdog: a deadlock shows as a timeout here, not as a hung CI job
    proc = subprocess.run([sys.executable, str(Path(__file__)), str(SECONDS), str(THREADS), str(STREAMS)],
                          capture_output=True, text=True, env=env, cwd=ROOT, timeout=120)
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-4000:]
    figures = json.loads(proc.stdout.strip().splitlines()[-1])
    print(figures)
    assert figures["devices"] == DEVICES and figures["streams"] == THREADS * STREAMS * 2
    assert figures["rounds"] >= THREADS * STREAMS  # every stream got work through
    assert figures["bytes_verified"] > 0 and figures["callbacks"] > 0


def _child(seconds: float, threads: int, per_thread: int) -> None:
    import gc
    import threading
    import time

    import numpy as np

    import anyrt

    devs = anyrt.devices("cpu")
    baseline = {d: d.memory_info() for d in devs}
    totals = {"rounds": 0, "bytes_verified": 0, "callbacks": 0, "cross_device": 0}
    lock = threading.Lock()
    failures: list[BaseException] = []
    deadline = time.monotonic() + seconds

    def worker(t: int) -> None:
        try:
            rng = np.random.default_rng(t)
            # slot j: a stream on `home`, one on the next device (same device every 4th slot)
            mine = [(devs[(t + j) % len(devs)], devs[(t + j + (j % 4 != 3)) % len(devs)]) for j in range(per_thread)]
            work = []
            for home, other in mine:  # each slot: a stream on `home` and one on `other`, with buffers
                anyrt.set_device(home)  # per-thread current device: allocate() below lands on it
                work.append((home.create_stream(), other.create_stream(), anyrt.allocate(1 << 16), other.allocate(1 << 16),
                             anyrt.Event(device=home)))
            rounds = verified = callbacks = cross = 0
            ran: list[int] = []
            while time.monotonic() < deadline:
                for s_home, s_other, b_home, b_other, ev in work:
                    n = int(rng.integers(1, 1 << 16))
                    data = rng.integers(0, 256, 1 << 16, dtype=np.uint8)
                    b_home.copy_from(data, stream=s_home)
                    b_home.view(0, n).fill(n & 0xFF, stream=s_home)
                    s_home.add_callback(lambda r=rounds: ran.append(r))
                    ev.record(s_home)
                    s_other.wait_event(ev)  # the copy below must see the fill
                    b_other.copy_from(b_home, stream=s_other)  # peer copy when the devices differ
                    out = b_other.copy_to(np.empty(1 << 16, np.uint8), stream=s_other)
                    s_other.synchronize()
                    data[:n] = n & 0xFF
                    if not np.array_equal(out, data):
                        raise AssertionError(f"thread {t}: wrong data after round {rounds}")
                    verified += out.nbytes
                    rounds += 1
                    cross += b_home.device != b_other.device
            for s_home, s_other, b_home, b_other, ev in work:
                s_home.synchronize()
                b_home.free(), b_other.free(), ev.destroy(), s_home.destroy(), s_other.destroy()
            callbacks = len(ran)
            assert ran == sorted(ran) and callbacks == rounds, (callbacks, rounds)
            with lock:
                totals["rounds"] += rounds
                totals["bytes_verified"] += verified
                totals["callbacks"] += callbacks
                totals["cross_device"] += cross
        except BaseException as e:  # reported by the main thread
            failures.append(e)

    pool = [threading.Thread(target=worker, args=(t,), daemon=True) for t in range(threads)]
    for th in pool:
        th.start()
    for th in pool:
        th.join(seconds + 60)
    stuck = [th.name for th in pool if th.is_alive()]
    if stuck:
        raise SystemExit(f"deadlock: {stuck} still running 60 s after the deadline")
    if failures:
        raise failures[0]
    gc.collect()
    after = {d: d.memory_info() for d in devs}
    assert after == baseline, (baseline, after)  # no leak
    print(json.dumps({"seconds": seconds, "threads": threads, "streams": threads * per_thread * 2,
                      "devices": len(devs), **totals}))


if __name__ == "__main__":
    args = sys.argv[1:]
    _child(float(args[0]) if args else SECONDS, int(args[1]) if len(args) > 1 else THREADS,
           int(args[2]) if len(args) > 2 else STREAMS)


def test_c_stress_driver(tmp_path: Path) -> None:
    """tests/c/stress_core.c against the installed library (the tsan session runs it instrumented;
    here it runs in the ordinary and the ASan builds)."""
    import anyrt

    pkg = Path(anyrt.__file__).parent
    exe = tmp_path / "stress_core"
    subprocess.run(["cc", "-std=c11", "-Wall", "-Wextra", "-Werror", "-pedantic", "-O2", "-D_GNU_SOURCE",
                    f"-I{pkg / 'include'}", str(ROOT / "tests" / "c" / "stress_core.c"), "-o", str(exe),
                    f"-L{pkg}", "-lanyrt", f"-Wl,-rpath,{pkg}", "-lpthread"], check=True)
    env = {**os.environ, "ANYRT_CPU_DEVICES": "4", "ANYRT_CPU_MEMORY": "64M"}
    proc = subprocess.run([str(exe), "8", "300"], capture_output=True, text=True, env=env, timeout=120)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    assert "stress_core: ok threads=8 devices=4" in proc.stdout
