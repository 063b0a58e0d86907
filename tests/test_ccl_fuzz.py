"""The collectives' C API under seeded random arguments (as tests/fuzz_ops.py drives the operators):
counts from 0 to 2**64 - 1, displacements, roots in and out of range, buffers of a few sizes. Each
call must be refused, naming the function and one argument that is wrong, exactly when the spec's
extents (counts, displacements, the communicator's size) do not fit the buffers or the root is not a
rank; else it runs on every rank and synchronizes cleanly. A crash, a hang (the communicators time out
after 20 s) or a call accepted past its buffers fails it."""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import anyrt
from anyrt import ccl
from anyrt._cffi import ffi
from anyrt._gen import _raw
from anyrt._gen.spec_data import DTYPE, REDUCE_OP

sys.path.insert(0, str(Path(__file__).resolve().parent / "mpi"))
import ccl_cases as cases  # noqa: E402

pytestmark = pytest.mark.skipif(len(anyrt.devices("cpu")) < 2, reason="needs 2 cpu devices (ANYRT_CPU_DEVICES >= 2)")
N = 2  # ranks
ESZ = 4  # int32
COUNTS = [0, 1, 2, 3, 5, 8, 2**31, 2**62, 2**63, 2**64 - 1]
SIZES = [4, 8, 16]  # buffer elements
ROOTS = [-1, 0, 1, 2]
I32, SUM = DTYPE["int32"], REDUCE_OP["sum"]

# name -> (needed send elements, needed recv elements) from (count, counts, displs, rank): the spec's extents
NEEDS: dict[str, Callable[[int, list[int], list[int]], tuple[int, int]]] = {
    "all_reduce": lambda c, cs, ds: (c, c),
    "broadcast": lambda c, cs, ds: (c, c),
    "reduce": lambda c, cs, ds: (c, c),
    "all_gather": lambda c, cs, ds: (c, c * N),
    "reduce_scatter": lambda c, cs, ds: (c * N, c),
    "all_to_all": lambda c, cs, ds: (c * N, c * N),
    "ccl_gather": lambda c, cs, ds: (c, c * N),
    "ccl_scatter": lambda c, cs, ds: (c * N, c),
    "all_gather_v": lambda c, cs, ds: (cs[0], sum(cs)),  # every rank's count alike: cs[rank] is cs[0]
    "reduce_scatter_v": lambda c, cs, ds: (sum(cs), cs[0]),
    "all_to_allv": lambda c, cs, ds: ((e := max((d + k for d, k in zip(ds, cs, strict=True) if k), default=0)), e),
}
ROOTED = {"broadcast", "reduce", "ccl_gather", "ccl_scatter"}


def _call(name: str, send: Any, recv: Any, count: int, counts: list[int], displs: list[int], root: int,
          comm: Any) -> None:
    s, r, h, null = ffi.cast("void*", send.ptr), ffi.cast("void*", recv.ptr), comm.handle, ffi.NULL
    calls: dict[str, Callable[[], Any]] = {
        "all_reduce": lambda: _raw.all_reduce(s, r, count, I32, SUM, h, null),
        "broadcast": lambda: _raw.broadcast(s, r, count, I32, root, h, null),
        "reduce": lambda: _raw.reduce(s, r, count, I32, SUM, root, h, null),
        "all_gather": lambda: _raw.all_gather(s, r, count, I32, h, null),
        "reduce_scatter": lambda: _raw.reduce_scatter(s, r, count, I32, SUM, h, null),
        "all_to_all": lambda: _raw.all_to_all(s, r, count, I32, h, null),
        "ccl_gather": lambda: _raw.ccl_gather(s, r, count, I32, root, h, null),
        "ccl_scatter": lambda: _raw.ccl_scatter(s, r, count, I32, root, h, null),
        "all_gather_v": lambda: _raw.all_gather_v(s, r, counts, N, I32, h, null),
        "reduce_scatter_v": lambda: _raw.reduce_scatter_v(s, r, counts, N, I32, SUM, h, null),
        "all_to_allv": lambda: _raw.all_to_allv(s, counts, displs, r, counts, displs, N, I32, h, null),
    }
    calls[name]()


@pytest.fixture(scope="module")
def comms() -> Any:
    mp = pytest.MonkeyPatch()
    mp.setenv("ANYRT_CCL_TIMEOUT", "20")  # read at creation: a hang fails the test
    made = ccl.Communicator.init_all([anyrt.Device("cpu", i) for i in range(N)])
    mp.undo()
    yield made
    for c in made:
        c.destroy()


@pytest.mark.parametrize("seed", range(6))
def test_random_collective_arguments_are_refused_exactly_when_they_do_not_fit(comms: Any, seed: int) -> None:
    rng = random.Random(seed)
    refused = ran = 0
    for _ in range(60):
        name = rng.choice(sorted(NEEDS))
        count = rng.choice(COUNTS)
        a = rng.choice(COUNTS)
        counts = [a] * N  # every rank passes the same counts, so the ranks reach the same verdict
        displs = sorted(rng.choice([0, 1, 2, 4, 2**62]) for _ in range(N))
        root = rng.choice(ROOTS) if name in ROOTED else 0
        sizes = (rng.choice(SIZES), rng.choice(SIZES))
        need_send, need_recv = NEEDS[name](count, counts, displs)
        wrong = set()
        if name in ROOTED and not 0 <= root < N:
            wrong.add("root")
        else:
            wrong |= {"sendbuf"} if need_send > sizes[0] else set()
            wrong |= {"recvbuf"} if need_recv > sizes[1] else set()
        bufs = [(cases.to_device(c, np.zeros(sizes[0], np.int32)), cases.to_device(c, np.zeros(sizes[1], np.int32)))
                for c in comms]
        what = f"{name}(count={count}, counts={counts}, displs={displs}, root={root}, sizes={sizes})"
        for rank, c in enumerate(comms):
            try:
                _call(name, *bufs[rank], count, counts, displs, root, c)
            except anyrt.InvalidValueError as err:
                assert wrong and err.param in wrong, f"{what}: refused on rank {rank}: {err}"
                assert f"anyrt_{name}" in err.message, err.message
                assert rank == 0, f"{what}: rank 0 ran it, rank {rank} refused it: {err}"
                refused += 1
                break
            assert not wrong, f"{what}: accepted on rank {rank}, but {sorted(wrong)} do not fit"
        else:
            cases.sync(comms)
            ran += 1
        for send, recv in bufs:
            send.free()
            recv.free()
    assert refused and ran, (refused, ran)  # the draws cover both sides
