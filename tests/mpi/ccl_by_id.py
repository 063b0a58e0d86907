"""Run as N plain processes, no mpiexec: they form one communicator from the unique id alone, as
NCCL's and InfiniCCL's programs do. Rank 0 makes the id and writes it to the file named on the
command line; the others wait for the file. Then the collective checks of ccl_cases.py.

Prints one line per process:
    ANYRT-CCL-BYID rank R of N: P passed, F failed
or, if the communicator cannot be formed:
    ANYRT-CCL-BYID rank R of N: error STATUS: MESSAGE

    python tests/mpi/ccl_by_id.py NRANKS RANK ID_FILE [--quick]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import ccl_cases as cases  # noqa: E402

import anyrt  # noqa: E402
from anyrt import ccl  # noqa: E402


def main() -> int:
    nranks, rank, id_file = int(sys.argv[1]), int(sys.argv[2]), Path(sys.argv[3])
    dev = anyrt.Device("cpu", 0)
    uid = cases.share_id(id_file, rank, dev)
    if uid is None:
        print(f"ANYRT-CCL-BYID rank {rank} of {nranks}: error no id file", flush=True)
        return 1
    try:
        comm = ccl.Communicator.init_rank(nranks, rank, uid, dev)
    except anyrt.Error as err:
        print(f"ANYRT-CCL-BYID rank {rank} of {nranks}: error {err.status}: {err.message}", flush=True)
        return 1
    passed, failures = cases.run_checks(comm, "--quick" in sys.argv)
    print(f"ANYRT-CCL-BYID rank {comm.rank} of {comm.size}: {passed} passed, {len(failures)} failed", flush=True)
    for f in failures[:20]:
        print(f"  FAIL rank {comm.rank}: {f}", flush=True)
    comm.destroy()
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
