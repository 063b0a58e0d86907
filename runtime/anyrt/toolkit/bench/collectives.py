"""all_reduce bus bandwidth (float32 sum, 2 ranks, nccl-tests' busbw): anyrt in one process (2
devices, shared memory) and, as peers, mpi4py and torch gloo on 2 processes, anyrt's own MPI path
on 2 processes (with and without its agreement check), and a bare C program with 2 threads (-O3,
spinning barrier, the same memory as anyrt's buffers).

anyrt calls are stream-ordered, so anyrt queues the iterations and synchronizes once, as
nccl-tests does; mpi4py and gloo calls block, so they are called in a loop. The 2-process cases
run under `mpiexec -n 2 python -m anyrt.toolkit.bench.collectives --worker KIND`."""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from anyrt.toolkit.bench.timing import MiB, compile_c

MARK = "CCL-BENCH-RESULT "
# key, label, what must be importable for it (None: always)
COLUMNS = [
    ("a", "anyrt in-process (2 devices)", None),
    ("b", "mpi4py Allreduce (2 processes)", "mpi4py"),
    ("c", "torch gloo (2 processes)", "torch"),
    ("d", "anyrt MPI path (2 processes)", "mpi4py"),
    ("e", "bare C, 2 threads (reference)", None),
    # (d) without the 80-byte agreement all-reduce each MPI collective starts with: what it costs
    ("f", "anyrt MPI path, ANYRT_CCL_NO_AGREEMENT_CHECK=1", "mpi4py"),
]
RATIOS = [("a", "b"), ("a", "c"), ("d", "b"), ("f", "b"), ("a", "e")]


def iterations(size: int) -> int:
    """About 256 MiB of traffic per timed loop, at least 3 and at most 2000 calls."""
    return max(3, min(2000, (256 * MiB) // size))


def best_time(run: Callable[[int], None], size: int, repeats: int) -> float:
    """Best seconds per call over `repeats` loops of iterations(size) calls (after a warm-up)."""
    n = iterations(size)
    run(max(1, n // 10))
    best = float("inf")
    for _ in range(repeats):
        t = time.perf_counter()
        run(n)
        best = min(best, (time.perf_counter() - t) / n)
    return best


def busbw(size: int, seconds: float, nranks: int = 2) -> float:
    """GB/s, nccl-tests' bus bandwidth."""
    return size / seconds / 1e9 * 2 * (nranks - 1) / nranks


def in_process(szs: list[int], repeats: int) -> dict[int, float]:
    import anyrt
    from anyrt import ccl

    devs = [anyrt.Device("cpu", 0), anyrt.Device("cpu", 1)]
    comms = ccl.Communicator.init_all(devs)
    out = {}
    for size in szs:
        bufs = [d.allocate(size) for d in devs]
        for b in bufs:
            b.fill(0)

        def run(n: int, bufs: list = bufs) -> None:
            for _ in range(n):
                comms[0].all_reduce(bufs[0], dtype="float32")
                comms[1].all_reduce(bufs[1], dtype="float32")
            comms[0].synchronize()
            comms[1].synchronize()

        out[size] = busbw(size, best_time(run, size, repeats))
        for b in bufs:
            b.free()
    for c in comms:
        c.destroy()
    return out


def worker(kind: str, szs: list[int], repeats: int) -> None:
    """Runs in each of the 2 processes started by mpiexec; rank 0 prints the results."""
    import numpy as np

    out = {}
    if kind == "gloo":
        import torch
        import torch.distributed as dist

        rank, world = int(os.environ["PMI_RANK"]), int(os.environ["PMI_SIZE"])
        dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{os.environ['CCL_BENCH_PORT']}", rank=rank,
                                world_size=world)
        for size in szs:
            t = torch.zeros(size // 4, dtype=torch.float32)

            def run_gloo(n: int, t: Any = t) -> None:
                for _ in range(n):
                    dist.all_reduce(t)

            dist.barrier()
            out[size] = busbw(size, best_time(run_gloo, size, repeats))
        dist.destroy_process_group()
    else:
        from mpi4py import MPI

        world = MPI.COMM_WORLD
        rank = world.Get_rank()
        if kind == "mpi4py":
            for size in szs:
                a = np.zeros(size // 4, dtype=np.float32)

                def run_mpi(n: int, a: Any = a) -> None:
                    for _ in range(n):
                        world.Allreduce(MPI.IN_PLACE, a)

                world.Barrier()
                out[size] = busbw(size, best_time(run_mpi, size, repeats))
        else:  # anyrt's MPI path
            from anyrt import ccl

            comm = ccl.Communicator.from_mpi()
            for size in szs:
                buf = comm.device.allocate(size)
                buf.fill(0)

                def run_anyrt(n: int, buf: Any = buf) -> None:
                    for _ in range(n):
                        comm.all_reduce(buf, dtype="float32")
                    comm.synchronize()

                world.Barrier()
                out[size] = busbw(size, best_time(run_anyrt, size, repeats))
                buf.free()
            comm.destroy()
    if rank == 0:
        print(MARK + json.dumps({str(k): v for k, v in out.items()}), flush=True)


def mpiexec() -> str | None:
    beside = Path(sys.executable).parent / "mpiexec"
    return str(beside) if beside.exists() else shutil.which("mpiexec")


def launch(kind: str, szs: list[int], repeats: int, extra_env: dict[str, str] | None = None
           ) -> tuple[dict[int, float] | None, str]:
    """(busbw by size, "") or (None, why it did not run)."""
    exe = mpiexec()
    if exe is None:
        return None, "mpiexec not found (pip install 'mpich<5' mpi4py)"
    env = {**os.environ, "PATH": f"{Path(exe).parent}{os.pathsep}{os.environ.get('PATH', '')}",
           "CCL_BENCH_PORT": str(29500 + os.getpid() % 1000), **(extra_env or {})}
    cmd = [exe, "-n", "2", sys.executable, "-m", "anyrt.toolkit.bench.collectives", "--worker", kind,
           "--sizes", ",".join(map(str, szs)), "--repeats", str(repeats)]
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=240)
    except subprocess.TimeoutExpired:
        return None, "timed out"
    for line in proc.stdout.splitlines():
        if line.startswith(MARK):
            return {int(k): v for k, v in json.loads(line[len(MARK):]).items()}, ""
    tail = (proc.stderr or proc.stdout).strip().splitlines()[-1:] or ["no output"]
    return None, f"failed ({proc.returncode}): {tail[0][:200]}"


def bare_c(szs: list[int]) -> tuple[dict[int, float] | None, str]:
    exe = compile_c("bare_allreduce.c", "-O3")
    if exe is None:
        return None, "no C compiler"
    out = {}
    for size in szs:
        sec = float(subprocess.run([str(exe), str(size), str(iterations(size))], capture_output=True, text=True,
                                   check=True).stdout)
        out[size] = busbw(size, sec)
    return out, ""


def run_column(key: str, szs: list[int], repeats: int) -> tuple[dict[int, float] | None, str]:
    """One column of COLUMNS: (busbw by size, "") or (None, why it was skipped)."""
    needs = next(n for k, _label, n in COLUMNS if k == key)
    if needs is not None:
        try:
            __import__(needs)
        except ImportError:
            return None, f"{needs} is not installed"
    if key == "a":
        return in_process(szs, repeats), ""
    if key == "e":
        return bare_c(szs)
    if key == "f":
        return launch("anyrt", szs, repeats, {"ANYRT_CCL_NO_AGREEMENT_CHECK": "1"})
    return launch({"b": "mpi4py", "c": "gloo", "d": "anyrt"}[key], szs, repeats)


def main() -> int:
    ap = argparse.ArgumentParser(description="worker entry of the all_reduce benchmark (run by mpiexec)")
    ap.add_argument("--worker", required=True)
    ap.add_argument("--sizes", required=True)
    ap.add_argument("--repeats", type=int, required=True)
    args = ap.parse_args()
    worker(args.worker, [int(s) for s in args.sizes.split(",")], args.repeats)
    return 0


if __name__ == "__main__":
    sys.exit(main())
