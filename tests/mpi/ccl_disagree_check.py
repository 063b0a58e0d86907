"""Ranks that disagree on a collective the core composes of sends and receives (gather, scatter,
all-gather-v, reduce-scatter-v, all-to-all on a backend without them: the minimal test backend,
staged over the cpu backend's communicators): every rank fails at once, naming the collective and
the argument (the core's agreement step, runtime/core/ccl_compose.c), instead of waiting for the
timeout. Then the communicator still works.

    python tests/mpi/ccl_disagree_check.py --threads 2     two ranks in this process, a thread each
    mpiexec -n 2 python tests/mpi/ccl_disagree_check.py    one rank per process

Prints ``ANYRT-CCL-DISAGREE rank R: <case> <outcome>`` per case and rank."""

from __future__ import annotations

import sys
import threading
import time
import warnings
from typing import Any

import numpy as np

import anyrt
from anyrt import ccl

KIND = "custom"


def buf(c: ccl.Communicator, n: int) -> anyrt.Buffer:
    b = c.device.allocate(4 * n)
    b.copy_from(np.zeros(n, np.float32))
    return b


def case(c: ccl.Communicator, name: str) -> str:
    r = c.rank
    anyrt.set_device(c.device)
    started = time.monotonic()
    try:
        if name == "gather_root":  # each rank believes it is the root
            c.gather(buf(c, 4), buf(c, 8), root=r, dtype="float32")
        elif name == "scatter_root":
            c.scatter(buf(c, 8), buf(c, 4), root=r, dtype="float32")
        elif name == "all_gather_v_counts":  # equal sums, different counts
            c.all_gather_v(buf(c, 2), buf(c, 3), [1, 2] if r == 0 else [2, 1], dtype="float32")
        elif name == "reduce_scatter_v_counts":
            c.reduce_scatter_v(buf(c, 3), buf(c, 2), [1, 2] if r == 0 else [2, 1], dtype="float32")
        elif name == "all_to_all_count":
            c.all_to_all(buf(c, 2 * (1 + r)), buf(c, 2 * (1 + r)), dtype="float32")
        elif name == "different_collectives":  # rank 0 gathers, rank 1 scatters
            if r == 0:
                c.gather(buf(c, 4), buf(c, 8), root=0, dtype="float32")
            else:
                c.scatter(buf(c, 8), buf(c, 4), root=0, dtype="float32")
        elif name == "agreeing_gather":  # the communicator works on
            c.gather(buf(c, 4), buf(c, 8), root=0, dtype="float32")
        c.device.synchronize()
    except anyrt.Error as err:
        return f"{type(err).__name__} param={err.param} in {time.monotonic() - started:.1f}s: {err}"
    return "ok"


CASES = ["gather_root", "scatter_root", "all_gather_v_counts", "reduce_scatter_v_counts", "all_to_all_count",
         "different_collectives", "agreeing_gather"]


def main() -> int:
    warnings.simplefilter("ignore", anyrt.PerformanceWarning)
    if "--threads" in sys.argv:
        n = int(sys.argv[sys.argv.index("--threads") + 1])
        comms = ccl.Communicator.init_all([anyrt.Device(KIND, i) for i in range(n)])
        for name in CASES:
            out: dict[int, str] = {}

            def rank(c: ccl.Communicator, name: str = name, out: dict[int, Any] = out) -> None:
                out[c.rank] = case(c, name)

            threads = [threading.Thread(target=rank, args=(c,)) for c in comms]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
            for r in sorted(out):
                print(f"ANYRT-CCL-DISAGREE rank {r}: {name} {out[r]}", flush=True)
    else:
        comm = ccl.Communicator.from_mpi(device=anyrt.Device(KIND, 0))
        for name in CASES:
            print(f"ANYRT-CCL-DISAGREE rank {comm.rank}: {name} {case(comm, name)}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
