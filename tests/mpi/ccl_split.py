"""Run under `mpiexec -n 4`: Communicator.from_mpi(comm) on sub-communicators from Split.

`pairs`: the world splits into {0, 1} and {2, 3}; each pair all-reduces its own values and must get
its own sum (a communicator over the world, or over the wrong ranks, gives another number).
`half`: only the first pair makes a communicator and uses it; the other processes never call
anyrt at all, and the first pair must not wait for them.
`errors` (any number of processes): what from_mpi and anyrt_comm_init_mpi refuse, and how.
Prints "ANYRT-CCL-SPLIT rank R of N (MODE): ok" per process."""

from __future__ import annotations

import sys

from mpi4py import MPI

import anyrt
from anyrt import ccl


def report(wrank: int, wsize: int, mode: str, problems: list[str]) -> None:
    # one write per line: the ranks share mpiexec's stdout, and print's separate "\n" could land
    # after another rank's text
    sys.stdout.write(f"ANYRT-CCL-SPLIT rank {wrank} of {wsize} ({mode}): {'; '.join(problems) or 'ok'}\n")
    sys.stdout.flush()


def refusals() -> list[str]:
    """Each refusal with its message; an empty list when all were refused as they should be."""
    from anyrt._cffi import ffi
    from anyrt._gen import _raw

    problems: list[str] = []

    def expect(what: str, exc_type: type[BaseException], words: str, call: object) -> None:
        try:
            assert callable(call)
            call()
        except exc_type as exc:
            if words not in str(exc):
                problems.append(f"{what}: {exc_type.__name__} without {words!r}: {exc}")
            return
        except BaseException as exc:  # noqa: BLE001 (reported, not raised: the other ranks go on)
            problems.append(f"{what}: {type(exc).__name__}: {exc}")
            return
        problems.append(f"{what}: accepted")

    world = MPI.COMM_WORLD
    expect("a str", TypeError, "mpi4py communicator", lambda: ccl.Communicator.from_mpi("world"))
    expect("COMM_NULL", anyrt.InvalidValueError, "MPI.COMM_NULL", lambda: ccl.Communicator.from_mpi(MPI.COMM_NULL))
    inter = world.Split(world.Get_rank() % 2).Create_intercomm(0, world, 1 - world.Get_rank() % 2) \
        if world.Get_size() >= 2 else None
    if inter is not None:
        expect("an intercommunicator", anyrt.InvalidValueError, "intercommunicator",
               lambda: ccl.Communicator.from_mpi(inter))
        handle = ffi.from_buffer("char[]", bytearray(ccl._handle_bytes(inter, MPI)))
        expect("an intercommunicator (C)", anyrt.InvalidValueError, "intercommunicator",
               lambda: _raw.comm_init_mpi(handle, len(handle)))
    wide = ffi.new("char[]", 8)
    expect("an 8-byte handle", anyrt.InvalidValueError, "mpi_comm_size is 8 bytes", lambda: _raw.comm_init_mpi(wide, 8))
    junk = ffi.from_buffer("char[]", bytearray((0x12345678).to_bytes(4, sys.byteorder)))
    expect("a foreign int", anyrt.InvalidValueError, "not an MPICH communicator handle", lambda: _raw.comm_init_mpi(junk, 4))
    null = ffi.from_buffer("char[]", bytearray(ccl._handle_bytes(MPI.COMM_NULL, MPI)))
    expect("MPI_COMM_NULL (C)", anyrt.InvalidValueError, "MPI_COMM_NULL", lambda: _raw.comm_init_mpi(null, 4))
    return problems


def main() -> int:
    mode = sys.argv[1]
    world = MPI.COMM_WORLD
    wrank, wsize = world.Get_rank(), world.Get_size()
    if mode == "errors":
        problems = refusals()
        world.Barrier()
        report(wrank, wsize, mode, problems)
        return 1 if problems else 0
    color = wrank // 2
    sub = world.Split(color, key=wrank)
    problems: list[str] = []
    if mode == "pairs" or color == 0:
        comm = ccl.Communicator.from_mpi(sub)
        if (comm.rank, comm.size) != (sub.Get_rank(), sub.Get_size()):
            problems.append(f"rank/size {comm.rank}/{comm.size}, MPI says {sub.Get_rank()}/{sub.Get_size()}")
        dev = comm.device
        x = anyrt.full((8,), 10.0 ** wrank, "float64", device=dev)
        out = anyrt.empty((8,), "float64", device=dev)
        comm.all_reduce(x, out, op=MPI.SUM)
        comm.synchronize()
        want = sum(10.0 ** r for r in range(wsize) if r // 2 == color)
        got = out.numpy()
        if not (got == want).all():
            problems.append(f"all_reduce gave {got[0]}, want {want}")
        comm.destroy()
    sub.Free()
    world.Barrier()  # the idle half waits here, after the first pair is done
    report(wrank, wsize, mode, problems)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
