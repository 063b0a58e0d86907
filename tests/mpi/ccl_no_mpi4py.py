"""Run under `mpiexec -n N` without mpi4py: anyrt loads and initializes MPI by itself (and
finalizes it at shutdown). Rank and size come from the launcher's PMI_RANK / PMI_SIZE; rank 0
writes the unique id to the file named on the command line, the others wait for it.

    mpiexec -n 2 python tests/mpi/ccl_no_mpi4py.py /tmp/some-id-file
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

import ccl_cases as cases  # noqa: E402

import anyrt  # noqa: E402
from anyrt import ccl  # noqa: E402


def main() -> int:
    id_file = Path(sys.argv[1])
    rank, size = int(os.environ["PMI_RANK"]), int(os.environ["PMI_SIZE"])
    dev = anyrt.Device("cpu", rank % len(anyrt.devices("cpu")))
    uid = cases.share_id(id_file, rank, dev)
    if uid is None:
        print(f"rank {rank}: no id file", flush=True)
        return 1
    comm = ccl.Communicator.init_rank(size, rank, uid, dev)
    buf = dev.allocate(4 * 1000)
    buf.copy_from(np.full(1000, rank + 1, np.float32))
    comm.all_reduce(buf, op="sum", dtype="float32")
    comm.synchronize()
    got = buf.copy_to(np.empty(1000, np.float32))
    ok = bool(np.all(got == size * (size + 1) / 2))
    print(f"ANYRT-CCL-NOMPI4PY rank {rank} of {size}: {'ok' if ok else 'wrong ' + str(got[:4])}", flush=True)
    comm.destroy()
    mpi4py_loaded = "mpi4py" in sys.modules
    anyrt.shutdown()  # finalizes the MPI that anyrt initialized
    return 0 if ok and not mpi4py_loaded else 1


if __name__ == "__main__":
    sys.exit(main())
