"""Run under `mpiexec -n 2`: the ranks issue collectives that disagree (count, dtype, op, root) and
each must fail with 'ranks disagree' instead of computing a wrong result; a matching collective
afterwards still works. Prints one line per rank: 'ANYRT-CCL-DISAGREE rank R of N: ok' or 'wrong ...'."""

from __future__ import annotations

import sys

import numpy as np
from mpi4py import MPI

import anyrt
from anyrt import ccl


def main() -> int:
    comm = ccl.Communicator.from_mpi()
    r = comm.rank
    buf = anyrt.allocate(4 * 1024, comm.device)
    problems = []
    cases = [
        ("count", lambda: comm.all_reduce(buf.view(0, 4 * (100 + r)), dtype="float32")),
        ("dtype", lambda: comm.all_reduce(buf.view(0, 400), dtype="float32" if r == 0 else "int32")),
        ("op", lambda: comm.all_reduce(buf.view(0, 400), dtype="float32", op="sum" if r == 0 else "max")),
        ("root", lambda: comm.broadcast(buf.view(0, 400), root=r, dtype="float32")),
    ]
    for field, issue in cases:
        try:
            issue()
            comm.synchronize()
            problems.append(f"{field}: no error")
        except anyrt.Error as err:
            if "ranks disagree" not in str(err) or field not in str(err):
                problems.append(f"{field}: {err}")
        MPI.COMM_WORLD.Barrier()
    x = np.full(256, r + 1.5, np.float32)
    buf.copy_from(x.view(np.uint8).tobytes() + bytes(4 * 1024 - x.nbytes))
    comm.all_reduce(buf.view(0, x.nbytes), dtype="float32")
    comm.synchronize()
    got = np.frombuffer(buf.copy_to(bytearray(4 * 1024)), np.float32)[:256]
    if not np.allclose(got, sum(k + 1.5 for k in range(comm.size))):
        problems.append(f"the matching all_reduce afterwards gave {got[:4]}")
    print(f"ANYRT-CCL-DISAGREE rank {r} of {comm.size}: " + ("ok" if not problems else "wrong " + "; ".join(problems)),
          flush=True)
    comm.destroy()
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
