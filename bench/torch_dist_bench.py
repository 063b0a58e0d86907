"""torch.distributed all_reduce: "anyccl" on "anyrt" tensors (anyrt.torch) against gloo on cpu
tensors, the same two processes, the same moment (a gloo group beside the anyccl default group).

    python bench/torch_dist_bench.py            # starts 2 ranks (FileStore), prints a markdown table

Each figure is the best of 5 repeats of a timed loop of blocking all_reduce calls (sum, float32).
On anyrt's cpu backend the anyrt device is host memory and the ranks meet through MPI; on a GPU
backend the same command compares device collectives with host ones.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

SIZES = [1 << 10, 1 << 20, 16 << 20]  # bytes


def _loop(dist: object, t: object, group: object, reps: int) -> float:
    best = float("inf")
    for _ in range(5):
        dist.barrier(group=group)  # type: ignore[attr-defined]
        t0 = time.perf_counter()
        for _ in range(reps):
            dist.all_reduce(t, group=group)  # type: ignore[attr-defined]
        best = min(best, (time.perf_counter() - t0) / reps)
    return best


def rank_main(rank: int, store: str) -> None:
    import torch
    import torch.distributed as dist

    import anyrt.torch

    dist.init_process_group(anyrt.torch.DIST_BACKEND, init_method=f"file://{store}", rank=rank, world_size=2)
    gloo = dist.new_group(backend="gloo")
    rows = []
    for size in SIZES:
        reps = max(5, min(300, (64 << 20) // (size * 8)))
        dev = torch.ones(size // 4, device="anyrt")
        host = torch.ones(size // 4)
        for _ in range(3):
            dist.all_reduce(dev)
            dist.all_reduce(host, group=gloo)
        a = _loop(dist, dev, None, reps)
        g = _loop(dist, host, gloo, reps)
        rows.append((size, a, g))
    if rank == 0:
        print(f"torch {torch.__version__}, anyrt backend {anyrt.torch.backend}, 2 processes; "
              "ratio > 1: anyccl is faster\n")
        print("| bytes | anyccl (anyrt) µs | gloo (cpu) µs | gloo / anyccl |")
        print("|---|---|---|---|")
        for size, a, g in rows:
            print(f"| {size} | {a * 1e6:.1f} | {g * 1e6:.1f} | {g / a:.2f}× |")
    dist.destroy_process_group()


def main() -> None:
    if len(sys.argv) == 3:
        rank_main(int(sys.argv[1]), sys.argv[2])
        return
    env = dict(os.environ)
    env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}"  # the mpich wheel's MPI
    with tempfile.TemporaryDirectory() as tmp:
        store = str(Path(tmp) / "store")
        procs = [subprocess.Popen([sys.executable, "-W", "ignore", __file__, str(r), store], env=env) for r in range(2)]
        codes = [p.wait() for p in procs]
    sys.exit(max(codes))


if __name__ == "__main__":
    main()
