"""The collective checks of tests/mpi/ccl_cases.py on a backend without collectives (the minimal
test backend, kind `custom`): the core stages them through host memory over the cpu backend.

    mpiexec -n N python tests/mpi/ccl_staged_check.py        one rank per process (MPI)
    python tests/mpi/ccl_staged_check.py --threads N          N ranks in this process, a thread each,
                                                               then one thread driving all in a group

Prints one line per rank, ``ANYRT-CCL-STAGED rank R of N: P passed, F failed``, then the failures,
and ``ANYRT-CCL-STAGED fallbacks: ...`` (what the core served for the backend); exits 1 on a failure.
"""

from __future__ import annotations

import sys
import threading
import warnings
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import ccl_cases as cases  # noqa: E402
import numpy as np  # noqa: E402

import anyrt  # noqa: E402
from anyrt import ccl  # noqa: E402
from anyrt._cffi import ffi, lib  # noqa: E402
from anyrt._gen import _raw  # noqa: E402

KIND = "custom"


def report(comm: ccl.Communicator, passed: int, failures: list[str]) -> None:
    print(f"ANYRT-CCL-STAGED rank {comm.rank} of {comm.size} on {comm.device}: {passed} passed, {len(failures)} failed",
          flush=True)
    for f in failures[:20]:
        print(f"  FAIL rank {comm.rank}: {f}", flush=True)


def one_thread_in_a_group(comms: list[ccl.Communicator]) -> list[str]:
    """One thread drives every rank: inside a group the waits move to its end, as with NCCL (an
    all_reduce, and an all_to_all: the core's own group of sends and receives nested in it)."""
    n = len(comms)
    arrays = [np.arange(16, dtype=np.float32) * (r + 1) for r in range(n)]
    bufs = [cases.to_device(c, arrays[c.rank]) for c in comms]
    blocks = [np.arange(4 * n, dtype=np.int16) + 100 * r for r in range(n)]
    a2a = [(cases.to_device(c, blocks[c.rank]), cases.to_device(c, np.zeros(4 * n, np.int16))) for c in comms]
    anyrt.set_device(comms[0].device)  # group_start/end go to the current device's backend
    with ccl.group():
        for c, b, (send, recv) in zip(comms, bufs, a2a, strict=True):
            c.all_reduce(b, dtype="float32")
            c.all_to_all(send, recv, dtype="int16")
    cases.sync(comms)
    want = sum(arrays)
    failures = []
    for c, b, (_send, recv) in zip(comms, bufs, a2a, strict=True):
        got = cases.from_device(b, "float32", 16)
        if not np.array_equal(got, want):
            failures.append(f"grouped all_reduce on one thread: rank {c.rank} got {got[:4]}, want {want[:4]}")
        got = cases.from_device(recv, "int16", 4 * n)
        exp = np.concatenate([blocks[i][4 * c.rank:4 * c.rank + 4] for i in range(n)])
        if not np.array_equal(got, exp):
            failures.append(f"grouped all_to_all on one thread: rank {c.rank} got {got}, want {exp}")
    return failures


def fallbacks() -> list[str]:
    serial = ffi.new("int *")
    lib.anyrt_fallback_serial(serial)
    out = []
    for i in range(serial[0]):
        info = _raw.get_fallback(i)
        if ffi.string(info.backend).decode() == "minimal":
            out.append(ffi.string(info.function).decode())
    return sorted(set(out))


def main() -> int:
    warnings.simplefilter("ignore", anyrt.PerformanceWarning)  # every call here is a fallback, by design
    failed = 0
    if "--threads" in sys.argv:
        n = int(sys.argv[sys.argv.index("--threads") + 1])
        comms = ccl.Communicator.init_all([anyrt.Device(KIND, i) for i in range(n)])
        results: dict[int, tuple[int, list[str]]] = {}

        def rank(c: ccl.Communicator) -> None:
            results[c.rank] = cases.run_checks(c, quick=True)

        threads = [threading.Thread(target=rank, args=(c,)) for c in comms]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        for c in comms:
            passed, failures = results.get(c.rank, (0, ["the rank's thread raised"]))
            report(c, passed, failures)
            failed += len(failures)
        grouped = one_thread_in_a_group(comms)
        print(f"ANYRT-CCL-STAGED one thread: {len(grouped)} failed", flush=True)
        for f in grouped:
            print(f"  FAIL {f}", flush=True)
        failed += len(grouped)
        for c in comms:
            c.destroy()
    else:
        comm = ccl.Communicator.from_mpi(device=anyrt.Device(KIND, 0))
        passed, failures = cases.run_checks(comm, quick=True)
        report(comm, passed, failures)
        failed += len(failures)
        comm.destroy()
    print(f"ANYRT-CCL-STAGED fallbacks: {' '.join(fallbacks())}", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
