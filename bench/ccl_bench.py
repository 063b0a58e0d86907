"""All-reduce bandwidth of anyrt's cpu collectives next to what a user would pick instead.

    python bench/ccl_bench.py [--quick] [--plot docs/ccl_busbw.png] [--md FILE]

float32 sum, 2 ranks, 4 KiB .. 256 MiB, bus bandwidth as nccl-tests defines it
(algbw = bytes / time, busbw = algbw * 2 (n - 1) / n, which for n = 2 equals algbw):

  (a) anyrt, 2 devices in one process (Communicator.init_all, shared memory)
  (b) mpi4py Allreduce(MPI.IN_PLACE, ...) on 2 processes (mpiexec -n 2)
  (c) torch.distributed, gloo backend, on 2 processes (if torch is installed)
  (d) anyrt's MPI path on 2 processes (Communicator.from_mpi, mpiexec -n 2)
  (e) for reference: a bare C program, 2 threads reducing halves of shared buffers

anyrt calls are stream-ordered, so (a) and (d) queue the iterations and synchronize once, as
nccl-tests does; mpi4py and gloo calls are blocking, so they are simply called in a loop. Each
figure is the best of a few repeats. Prints a table with ratios, writes the plot, and prints a
Markdown section for docs/benchmarks.md. The whole run takes 1-3 minutes.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
KiB, MiB = 1 << 10, 1 << 20
MARK = "CCL-BENCH-RESULT "


def sizes(quick: bool) -> list[int]:
    top = 64 * MiB if quick else 256 * MiB
    out, s = [], 4 * KiB
    while s <= top:
        out.append(s)
        s *= 4
    return out


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


def human(size: int) -> str:
    return f"{size // MiB} MiB" if size >= MiB else f"{size // KiB} KiB"


# ---------------------------------------------------------------------------------------------- (a) in-process


def bench_in_process(szs: list[int], repeats: int) -> dict[int, float]:
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
                comms[0].all_reduce(bufs[0])
                comms[1].all_reduce(bufs[1])
            comms[0].synchronize()
            comms[1].synchronize()

        out[size] = busbw(size, best_time(run, size, repeats))
        for b in bufs:
            b.free()
    for c in comms:
        c.destroy()
    return out


# ---------------------------------------------------------------------------------------------- workers (2 processes)


def worker(kind: str, szs: list[int], repeats: int) -> None:
    """Runs in each of the 2 processes started by mpiexec; rank 0 prints the results."""
    import numpy as np

    if kind == "gloo":
        import torch
        import torch.distributed as dist

        rank, world = int(os.environ["PMI_RANK"]), int(os.environ["PMI_SIZE"])
        dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{os.environ['CCL_BENCH_PORT']}", rank=rank,
                                world_size=world)
        out = {}
        for size in szs:
            t = torch.zeros(size // 4, dtype=torch.float32)

            def run(n: int, t: torch.Tensor = t) -> None:
                for _ in range(n):
                    dist.all_reduce(t)

            dist.barrier()
            out[size] = busbw(size, best_time(run, size, repeats))
        dist.destroy_process_group()
    else:
        from mpi4py import MPI

        world = MPI.COMM_WORLD
        rank = world.Get_rank()
        out = {}
        if kind == "mpi4py":
            for size in szs:
                a = np.zeros(size // 4, dtype=np.float32)

                def run(n: int, a: np.ndarray = a) -> None:
                    for _ in range(n):
                        world.Allreduce(MPI.IN_PLACE, a)

                world.Barrier()
                out[size] = busbw(size, best_time(run, size, repeats))
        else:  # anyrt's MPI path
            from anyrt import ccl

            comm = ccl.Communicator.from_mpi()
            for size in szs:
                buf = comm.device.allocate(size)
                buf.fill(0)

                def run(n: int, buf: object = buf) -> None:
                    for _ in range(n):
                        comm.all_reduce(buf)
                    comm.synchronize()

                world.Barrier()
                out[size] = busbw(size, best_time(run, size, repeats))
                buf.free()
            comm.destroy()
    if rank == 0:
        print(MARK + json.dumps({str(k): v for k, v in out.items()}), flush=True)


def mpiexec() -> str | None:
    beside = Path(sys.executable).parent / "mpiexec"
    return str(beside) if beside.exists() else shutil.which("mpiexec")


def launch(kind: str, szs: list[int], repeats: int) -> tuple[dict[int, float] | None, str]:
    exe = mpiexec()
    if exe is None:
        return None, "mpiexec not found (pip install mpich mpi4py)"
    env = {**os.environ, "PATH": f"{Path(exe).parent}{os.pathsep}{os.environ.get('PATH', '')}",
           "CCL_BENCH_PORT": str(29500 + os.getpid() % 1000)}
    cmd = [exe, "-n", "2", sys.executable, __file__, "--worker", kind, "--sizes", ",".join(map(str, szs)),
           "--repeats", str(repeats)]
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=240)
    except subprocess.TimeoutExpired:
        return None, "timed out"
    for line in proc.stdout.splitlines():
        if line.startswith(MARK):
            return {int(k): v for k, v in json.loads(line[len(MARK):]).items()}, ""
    tail = (proc.stderr or proc.stdout).strip().splitlines()[-1:] or ["no output"]
    return None, f"failed ({proc.returncode}): {tail[0][:200]}"


# ---------------------------------------------------------------------------------------------- (e) bare C


BARE_C = r"""
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
static float *in[2];
static size_t count;
static long iters;
static pthread_barrier_t bar;
static void* work(void* arg) {
    int r = (int)(long)arg;
    size_t half = (count / 2 + 15) & ~(size_t)15, lo = r ? half : 0, hi = r ? count : half;
    for (long it = 0; it < iters; ++it) {
        pthread_barrier_wait(&bar);
        for (size_t i = lo; i < hi; ++i) { float s = in[0][i] + in[1][i]; in[0][i] = s; in[1][i] = s; }
        pthread_barrier_wait(&bar);
    }
    return NULL;
}
int main(int argc, char** argv) {
    size_t bytes = strtoull(argv[1], NULL, 10);
    iters = atol(argv[2]);
    count = bytes / 4;
    for (int i = 0; i < 2; ++i) { in[i] = aligned_alloc(64, bytes); memset(in[i], 0, bytes); }
    pthread_barrier_init(&bar, NULL, 2);
    double best = 1e30;
    for (int rep = 0; rep < 3; ++rep) {
        struct timespec a, b;
        pthread_t t;
        clock_gettime(CLOCK_MONOTONIC, &a);
        pthread_create(&t, NULL, work, (void*)1L);
        work((void*)0L);
        pthread_join(t, NULL);
        clock_gettime(CLOCK_MONOTONIC, &b);
        double s = (b.tv_sec - a.tv_sec) + (b.tv_nsec - a.tv_nsec) / 1e9;
        if (s < best) best = s;
    }
    printf("%.9f\n", best / iters);
    return 0;
}
"""


def bench_bare_c(szs: list[int]) -> tuple[dict[int, float] | None, str]:
    cc = shutil.which(os.environ.get("CC", "cc"))
    if cc is None:
        return None, "no C compiler"
    with tempfile.TemporaryDirectory() as tmp:
        src, exe = Path(tmp) / "bare.c", Path(tmp) / "bare"
        src.write_text(BARE_C)
        subprocess.run([cc, "-O3", "-std=gnu11", str(src), "-o", str(exe), "-lpthread"], check=True)
        out = {}
        for size in szs:
            sec = float(subprocess.run([str(exe), str(size), str(iterations(size))], capture_output=True, text=True,
                                       check=True).stdout)
            out[size] = busbw(size, sec)
    return out, ""


# ---------------------------------------------------------------------------------------------- report


COLUMNS = [
    ("a", "anyrt in-process (2 devices)"),
    ("b", "mpi4py Allreduce (2 processes)"),
    ("c", "torch gloo (2 processes)"),
    ("d", "anyrt MPI path (2 processes)"),
    ("e", "bare C, 2 threads (reference)"),
]


def ratio(x: float | None, y: float | None) -> str:
    return f"{x / y:.2f}x" if x and y else "-"


def table(szs: list[int], res: dict[str, dict[int, float] | None]) -> list[str]:
    head = ["size"] + [f"({k}) GB/s" for k, _ in COLUMNS] + ["a/b", "a/c", "d/b", "a/e"]
    rows = ["| " + " | ".join(head) + " |", "|" + "---:|" * len(head)]
    for s in szs:
        cells = [human(s)]
        for k, _ in COLUMNS:
            v = (res.get(k) or {}).get(s)
            cells.append(f"{v:.2f}" if v is not None else "-")
        g = {k: (res.get(k) or {}).get(s) for k, _ in COLUMNS}
        cells += [ratio(g["a"], g["b"]), ratio(g["a"], g["c"]), ratio(g["d"], g["b"]), ratio(g["a"], g["e"])]
        rows.append("| " + " | ".join(cells) + " |")
    return rows


def plot(szs: list[int], res: dict[str, dict[int, float] | None], path: Path) -> str:
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return "matplotlib not installed (pip install matplotlib): no plot"
    fig, ax = plt.subplots(figsize=(8, 5))
    styles = {"a": "o-", "b": "s--", "c": "^--", "d": "d-", "e": "k:"}
    for k, label in COLUMNS:
        data = res.get(k)
        if not data:
            continue
        xs = [s for s in szs if s in data]
        ax.plot(xs, [data[s] for s in xs], styles[k], label=f"({k}) {label}")
    ax.set_xscale("log", base=2)
    ax.set_xticks(szs, [human(s) for s in szs], rotation=45)
    ax.set_xlabel("message size (float32 sum)")
    ax.set_ylabel("bus bandwidth, GB/s (nccl-tests definition)")
    ax.set_title(f"all_reduce, 2 ranks, {os.cpu_count()} CPU cores")
    ax.grid(True, alpha=0.3)
    ax.legend()
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=110)
    return f"plot written to {path}"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true", help="up to 64 MiB, fewer repeats")
    ap.add_argument("--plot", default=str(ROOT / "docs" / "ccl_busbw.png"), help="PNG to write (default docs/ccl_busbw.png)")
    ap.add_argument("--md", help="also write the Markdown section to this file")
    ap.add_argument("--worker", help=argparse.SUPPRESS)
    ap.add_argument("--sizes", help=argparse.SUPPRESS)
    ap.add_argument("--repeats", type=int, default=0, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.worker:
        worker(args.worker, [int(s) for s in args.sizes.split(",")], args.repeats)
        return 0

    szs = sizes(args.quick)
    repeats = 2 if args.quick else 3
    t0 = time.perf_counter()
    res: dict[str, dict[int, float] | None] = {}
    notes: list[str] = []
    print("(a) anyrt in-process ...", flush=True)
    res["a"] = bench_in_process(szs, repeats)
    try:
        import mpi4py  # noqa: F401

        have_mpi4py = True
    except ImportError:
        have_mpi4py = False
    for key, kind, needs in (("b", "mpi4py", "mpi4py"), ("c", "gloo", "torch"), ("d", "anyrt", "mpi4py")):
        print(f"({key}) {kind} ...", flush=True)
        try:
            __import__(needs)
        except ImportError:
            res[key] = None
            notes.append(f"({key}) skipped: {needs} is not installed")
            continue
        if not have_mpi4py and key != "c":
            res[key] = None
            continue
        res[key], why = launch(kind, szs, repeats)
        if why:
            notes.append(f"({key}) skipped: {why}")
    print("(e) bare C ...", flush=True)
    res["e"], why = bench_bare_c(szs)
    if why:
        notes.append(f"(e) skipped: {why}")
    elapsed = time.perf_counter() - t0

    rows = table(szs, res)
    print()
    print("\n".join(rows))
    for n in notes:
        print(n)
    print(plot(szs, res, Path(args.plot)))
    print(f"total {elapsed:.0f} s")

    cpu = platform.processor() or platform.machine()
    try:
        model = next(line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text().splitlines()
                     if line.startswith("model name"))
    except (OSError, StopIteration):
        model = cpu
    md = [
        "## Collectives: all_reduce bus bandwidth",
        "",
        f"`python bench/ccl_bench.py{' --quick' if args.quick else ''}` on {model}, {os.cpu_count()} cores, "
        f"Python {platform.python_version()}. float32 sum, 2 ranks; busbw = bytes / time * 2(n-1)/n (nccl-tests), "
        "best of repeats. anyrt calls are queued and synchronized once per loop; mpi4py and gloo calls block.",
        "",
        *[f"- ({k}) {label}" for k, label in COLUMNS],
        "",
        *rows,
        "",
        *[f"{n}." for n in notes],
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
