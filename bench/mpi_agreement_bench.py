"""What the MPI path's agreement check costs (issue 12 item 9): all_reduce float32 between two
processes with the check on and off, interleaved in one run. Run:

    mpiexec -n 2 python bench/mpi_agreement_bench.py

Prints, on rank 0, the median time per all_reduce of each mode and the check's cost in percent."""

from __future__ import annotations

import os
import statistics
import time

import numpy as np
from mpi4py import MPI

import anyrt
from anyrt import ccl

SIZES = [64 << 10, 256 << 10, 1 << 20, 4 << 20, 16 << 20]


def timed(comm: ccl.Communicator, buf: anyrt.Buffer, reps: int) -> float:
    MPI.COMM_WORLD.Barrier()
    t = time.perf_counter()
    for _ in range(reps):
        comm.all_reduce(buf, dtype="float32")
    comm.synchronize()
    return (time.perf_counter() - t) / reps


def main() -> None:
    comm = ccl.Communicator.from_mpi()
    rows = []
    for size in SIZES:
        buf = anyrt.allocate(size, comm.device)
        buf.copy_from(np.ones(size // 4, np.float32))
        reps = max(5, min(200, (64 << 20) // size))
        on, off = [], []
        for _ in range(7):  # interleaved, so both modes see the same machine state
            os.environ.pop("ANYRT_CCL_NO_AGREEMENT_CHECK", None)
            on.append(timed(comm, buf, reps))
            os.environ["ANYRT_CCL_NO_AGREEMENT_CHECK"] = "1"
            off.append(timed(comm, buf, reps))
        os.environ.pop("ANYRT_CCL_NO_AGREEMENT_CHECK", None)
        rows.append((size, statistics.median(on), statistics.median(off)))
        buf.free()
    if comm.rank == 0:
        print(f"{'size':>8}  {'checked':>10}  {'unchecked':>10}  {'cost':>6}")
        for size, t_on, t_off in rows:
            print(f"{size >> 10:>6}Ki  {t_on * 1e6:>8.1f}us  {t_off * 1e6:>8.1f}us  {100 * (t_on / t_off - 1):>5.1f}%")
    comm.destroy()


if __name__ == "__main__":
    main()
