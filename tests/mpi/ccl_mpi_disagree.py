"""Run under `mpiexec -n 2`: the ranks issue collectives that disagree (count, dtype, op, root; gather's and
scatter's root, all_gather_v's and reduce_scatter_v's counts, all_to_all's count) and each must fail with
'ranks disagree', naming the collective and the field, instead of computing a wrong result or waiting for
the timeout; a matching collective
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
    send, recv = buf.view(0, 1024), buf.view(1024, 2048)
    cases = [
        ("count", "all_reduce", lambda: comm.all_reduce(buf.view(0, 4 * (100 + r)), dtype="float32")),
        ("dtype", "all_reduce", lambda: comm.all_reduce(buf.view(0, 400), dtype="float32" if r == 0 else "int32")),
        ("op", "all_reduce", lambda: comm.all_reduce(buf.view(0, 400), dtype="float32", op="sum" if r == 0 else "max")),
        ("root", "broadcast", lambda: comm.broadcast(buf.view(0, 400), root=r, dtype="float32")),
        ("root", "gather", lambda: comm.gather(send.view(0, 16), recv.view(0, 32), root=r, dtype="float32")),
        ("root", "scatter", lambda: comm.scatter(recv.view(0, 32), send.view(0, 16), root=r, dtype="float32")),
        ("count", "all_to_all", lambda: comm.all_to_all(send.view(0, 8 * (1 + r)), recv.view(0, 8 * (1 + r)),
                                                        dtype="float32")),
        ("recv_counts", "all_gather_v", lambda: comm.all_gather_v(send.view(0, 4), recv.view(0, 12),
                                                                  [1 + r, 2 - r], dtype="float32")),
        ("count", "reduce_scatter_v", lambda: comm.reduce_scatter_v(send.view(0, 4 * (3 + r)), recv.view(0, 4 * (1 + 2 * r)),
                                                                    [1, 2 + r], dtype="float32")),
    ]
    for field, name, issue in cases:
        try:
            issue()
            comm.synchronize()
            problems.append(f"{name} {field}: no error")
        except anyrt.Error as err:
            if "ranks disagree" not in str(err) or field not in str(err) or f"cpu: {name}:" not in str(err):
                problems.append(f"{name} {field}: {err}")
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
