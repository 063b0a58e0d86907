"""Run under `mpiexec -n N`: the collective checks of tests/mpi/ccl_cases.py with one rank per
process (anyrt.ccl.Communicator.from_mpi, the cpu backend's MPI path).

Prints one line per process:
    ANYRT-CCL-MPI rank R of N: P passed, F failed
followed by the failures, and exits with 1 if any check failed.

    python tests/mpi/ccl_mpi_check.py [--quick] [--timeout]

--timeout: instead, check that a rank that skips a collective makes the others fail with status
'timeout' (set ANYRT_CCL_TIMEOUT to a few seconds); processes end with os._exit because MPI cannot
cancel the abandoned collective.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import ccl_cases as cases  # noqa: E402
import numpy as np  # noqa: E402
from mpi4py import MPI  # noqa: E402

import anyrt  # noqa: E402
from anyrt import ccl  # noqa: E402


def run_timeout(comm: ccl.Communicator) -> tuple[int, list[str]]:
    buf = cases.to_device(comm, np.ones(100, np.float32))
    if comm.rank == comm.size - 1:  # the last rank never posts
        MPI.COMM_WORLD.Barrier()
        return 1, []
    comm.all_reduce(buf, dtype="float32")
    t = time.monotonic()
    try:
        comm.synchronize()
    except anyrt.Error as err:
        ok = err.status == "timeout" and "ANYRT_CCL_TIMEOUT" in err.message
        MPI.COMM_WORLD.Barrier()
        return (1, []) if ok else (0, [f"wrong error after {time.monotonic() - t:.1f} s: {err.status}: {err.message}"])
    MPI.COMM_WORLD.Barrier()
    return 0, ["synchronize did not raise"]


def main() -> int:
    quick = "--quick" in sys.argv
    timeout_mode = "--timeout" in sys.argv
    comm = ccl.Communicator.from_mpi()
    passed, failures = run_timeout(comm) if timeout_mode else cases.run_checks(comm, quick)
    print(f"ANYRT-CCL-MPI rank {comm.rank} of {comm.size} on {comm.device}: {passed} passed, {len(failures)} failed", flush=True)
    for f in failures[:20]:
        print(f"  FAIL rank {comm.rank}: {f}", flush=True)
    code = 1 if failures else 0
    if timeout_mode:
        sys.stdout.flush()
        # Every rank has printed before any exits: mpiexec may end the others once one process is
        # gone without MPI_Finalize, taking a rank's unprinted line with it (seen on a loaded machine).
        MPI.COMM_WORLD.Barrier()
        os._exit(code)  # the abandoned collective would make MPI_Finalize wait
    comm.destroy()
    return code


if __name__ == "__main__":
    sys.exit(main())
