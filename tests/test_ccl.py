"""Collectives on the cpu backend with every rank in this process (Communicator.init_all): every op
x dtype against NumPy, in place and out of place, with 2 and 3 ranks; point-to-point; stream order;
ranks that disagree; the timeout; argument errors.

The 3-rank cases need ANYRT_CPU_DEVICES >= 3, which is read when the backend loads: with the
default 2 devices they run in a subprocess (test_three_ranks_in_a_subprocess)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
import warnings
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

NDEV = len(anyrt.devices("cpu"))
pytestmark = pytest.mark.skipif(NDEV < 2, reason="needs 2 cpu devices (ANYRT_CPU_DEVICES >= 2)")
COUNT = 3001  # three tiles of the reduction kernel plus a tail, split unevenly between ranks
RANKS = [
    pytest.param(2, id="2ranks", marks=pytest.mark.skipif(NDEV < 2, reason="needs 2 cpu devices")),
    pytest.param(3, id="3ranks", marks=pytest.mark.skipif(
        NDEV < 3, reason="needs ANYRT_CPU_DEVICES>=3; runs in test_three_ranks_in_a_subprocess")),
]


@pytest.fixture(autouse=True)
def on_cpu0() -> Any:
    prev = anyrt.current_device()
    anyrt.set_device(anyrt.Device("cpu", 0))
    yield
    anyrt.set_device(prev)


_groups: dict[int, list[ccl.Communicator]] = {}


def group_of(n: int) -> list[ccl.Communicator]:
    """One init_all group of n ranks per module (made on first use)."""
    if n not in _groups:
        _groups[n] = ccl.Communicator.init_all([anyrt.Device("cpu", i) for i in range(n)])
    return _groups[n]


def fresh(n: int = 2) -> list[ccl.Communicator]:
    return ccl.Communicator.init_all([anyrt.Device("cpu", i) for i in range(n)])


def dev_buf(comm: ccl.Communicator, host: np.ndarray) -> anyrt.Buffer:
    return cases.to_device(comm, host)


# ---------------------------------------------------------------------------------------------- every op x dtype


@pytest.mark.parametrize("nranks", RANKS)
@pytest.mark.parametrize("op", cases.OPS)
@pytest.mark.parametrize("dtype", cases.DTYPES)
def test_all_reduce(nranks: int, dtype: str, op: str) -> None:
    comms = group_of(nranks)
    for in_place in (False, True):
        assert cases.check_all_reduce(comms, dtype, op, COUNT, in_place) is None


@pytest.mark.parametrize("nranks", RANKS)
@pytest.mark.parametrize("op", cases.OPS)
@pytest.mark.parametrize("dtype", cases.DTYPES)
def test_reduce(nranks: int, dtype: str, op: str) -> None:
    comms = group_of(nranks)
    assert cases.check_reduce(comms, dtype, op, COUNT, root=nranks - 1, in_place=False) is None
    assert cases.check_reduce(comms, dtype, op, COUNT, root=0, in_place=True) is None


@pytest.mark.parametrize("nranks", RANKS)
@pytest.mark.parametrize("op", cases.OPS)
@pytest.mark.parametrize("dtype", cases.DTYPES)
def test_reduce_scatter(nranks: int, dtype: str, op: str) -> None:
    comms = group_of(nranks)
    for in_place in (False, True):
        assert cases.check_reduce_scatter(comms, dtype, op, 1000, in_place) is None


@pytest.mark.parametrize("nranks", RANKS)
@pytest.mark.parametrize("dtype", cases.DTYPES)
def test_broadcast(nranks: int, dtype: str) -> None:
    comms = group_of(nranks)
    for root in range(nranks):
        assert cases.check_broadcast(comms, dtype, COUNT, root, in_place=root % 2 == 0) is None


@pytest.mark.parametrize("nranks", RANKS)
@pytest.mark.parametrize("dtype", cases.DTYPES)
def test_all_gather(nranks: int, dtype: str) -> None:
    comms = group_of(nranks)
    for in_place in (False, True):
        assert cases.check_all_gather(comms, dtype, 777, in_place) is None


@pytest.mark.parametrize("nranks", RANKS)
@pytest.mark.parametrize("dtype", ["uint8", "float16", "float32", "int64"])
def test_send_recv_ring_in_a_group(nranks: int, dtype: str) -> None:
    assert cases.check_send_recv_ring(group_of(nranks), dtype, COUNT) is None


@pytest.mark.parametrize("nranks", RANKS)
def test_large_all_reduce_many_tiles(nranks: int) -> None:
    comms = group_of(nranks)
    assert cases.check_all_reduce(comms, "float32", "sum", 1_000_003, in_place=True) is None
    assert cases.check_all_reduce(comms, "int32", "max", 1_000_003, in_place=False) is None


@pytest.mark.parametrize("nranks", RANKS)
def test_one_element_and_fewer_elements_than_ranks(nranks: int) -> None:
    comms = group_of(nranks)
    for count in (1, 2):
        assert cases.check_all_reduce(comms, "float64", "sum", count, in_place=False) is None
        assert cases.check_broadcast(comms, "int8", count, 0, in_place=False) is None


def test_zero_count_is_a_no_op() -> None:
    comms = group_of(2)
    bufs = [dev_buf(c, np.arange(4, dtype=np.float32)) for c in comms]
    for c, b in zip(comms, bufs, strict=True):
        _raw.all_reduce(ffi.cast("void*", b.ptr), ffi.cast("void*", b.ptr), 0, DTYPE["float32"], REDUCE_OP["sum"],
                        c.handle, ffi.NULL)
    cases.sync(comms)
    for b in bufs:
        assert np.array_equal(cases.from_device(b, "float32", 4), np.arange(4, dtype=np.float32))


# ---------------------------------------------------------------------------------------------- streams and order


def test_explicit_streams_and_stream_order() -> None:
    """A fill queued before the all_reduce on the same stream is seen by it; the result is ready
    after the stream's synchronize."""
    comms = group_of(2)
    streams = [anyrt.Stream(c.device) for c in comms]
    bufs = [c.device.allocate(4 * 1000) for c in comms]
    for b, s in zip(bufs, streams, strict=True):
        b.fill(0, stream=s)
    for c, b, s in zip(comms, bufs, streams, strict=True):
        b.fill(1, stream=s)  # bytes 0x01: float32 2.3694278e-38
        c.all_reduce(b, op="sum", dtype="uint8", stream=s)
    for s in streams:
        s.synchronize()
    for b in bufs:
        assert np.all(cases.from_device(b, "uint8", 4000) == 2)


def test_issue_many_without_waiting_then_synchronize() -> None:
    """Calls only queue work: 50 all_reduces from one thread, one synchronize at the end."""
    comms = group_of(2)
    bufs = [dev_buf(c, np.ones(1024, np.float32)) for c in comms]
    for _ in range(50):
        for c, b in zip(comms, bufs, strict=True):
            c.all_reduce(b, op="max", dtype="float32")
    cases.sync(comms)
    for c, b in zip(comms, bufs, strict=True):
        c.all_reduce(b, op="sum", dtype="float32")
    cases.sync(comms)
    assert np.all(cases.from_device(bufs[0], "float32", 1024) == 2)


def test_avg_is_native_no_fallback_warning() -> None:
    comms = group_of(2)
    with warnings.catch_warnings():
        warnings.simplefilter("error", anyrt.PerformanceWarning)
        assert cases.check_all_reduce(comms, "float32", "avg", 100, in_place=True) is None


def test_destroy_with_work_queued_is_safe() -> None:
    comms = fresh(2)
    bufs = [dev_buf(c, np.full(1 << 16, 2, np.int32)) for c in comms]
    for c, b in zip(comms, bufs, strict=True):
        c.all_reduce(b, op="prod", dtype="int32")
    for c in comms:
        c.destroy()
        c.destroy()  # idempotent
    for d in (anyrt.Device("cpu", 0), anyrt.Device("cpu", 1)):
        d.synchronize()
    assert np.all(cases.from_device(bufs[1], "int32", 1 << 16) == 4)
    with pytest.raises(anyrt.InvalidValueError, match="destroyed"):
        comms[0].all_reduce(bufs[0], dtype="float32")


# ---------------------------------------------------------------------------------------------- point-to-point


def test_send_then_recv_without_a_group() -> None:
    comms = group_of(2)
    data = np.arange(5000, dtype=np.int16)
    src = dev_buf(comms[0], data)
    dst = dev_buf(comms[1], np.zeros(5000, np.int16))
    comms[0].send(src, 1, dtype="int16")  # blocks rank 0's stream until rank 1 receives, not the caller
    comms[1].recv(dst, 0, dtype="int16")
    cases.sync(comms)
    assert np.array_equal(cases.from_device(dst, "int16", 5000), data)


def test_send_to_self_then_recv() -> None:
    (c,) = [group_of(2)[0]]
    a = dev_buf(c, np.arange(10, dtype=np.float64))
    b = dev_buf(c, np.zeros(10))
    c.send(a, 0, dtype="float64")
    c.recv(b, 0, dtype="float64")
    c.synchronize()
    assert np.array_equal(cases.from_device(b, "float64", 10), np.arange(10, dtype=np.float64))


def test_recv_from_self_with_nothing_sent_fails_at_once() -> None:
    comms = fresh(2)
    b = dev_buf(comms[0], np.zeros(10, np.float32))
    comms[0].recv(b, 0, dtype="float32")
    t = time.monotonic()
    with pytest.raises(anyrt.InvalidValueError, match="found nothing sent"):
        comms[0].synchronize()
    assert time.monotonic() - t < 60


def test_send_recv_size_mismatch_fails_both() -> None:
    comms = fresh(2)
    a = dev_buf(comms[0], np.zeros(10, np.float32))
    b = dev_buf(comms[1], np.zeros(12, np.float32))
    comms[0].send(a, 1, dtype="float32")
    comms[1].recv(b, 0, dtype="float32")
    for c in comms:
        with pytest.raises(anyrt.InvalidValueError, match="match"):
            c.synchronize()


def test_pairwise_exchange_in_a_group_does_not_deadlock() -> None:
    """Both ranks send first, then receive: fine inside a group."""
    comms = group_of(2)
    out = [dev_buf(c, np.full(100_000, c.rank + 1, np.int32)) for c in comms]
    inn = [dev_buf(c, np.zeros(100_000, np.int32)) for c in comms]
    with ccl.group():
        for c in comms:
            c.send(out[c.rank], 1 - c.rank, dtype="int32")
            c.recv(inn[c.rank], 1 - c.rank, dtype="int32")
    cases.sync(comms)
    assert np.all(cases.from_device(inn[0], "int32", 100_000) == 2)
    assert np.all(cases.from_device(inn[1], "int32", 100_000) == 1)


# ---------------------------------------------------------------------------------------------- the 1.6 collectives


@pytest.mark.parametrize("nranks", RANKS)
def test_v_collectives_gather_scatter_and_split(nranks: int) -> None:
    """all_to_all(v), all_gather_v, reduce_scatter_v, gather, scatter (every dtype) and split."""
    with warnings.catch_warnings():
        warnings.simplefilter("error", anyrt.PerformanceWarning)  # the cpu backend's own, no fallback
        failures = [r for r in cases.run_v_checks(fresh(nranks)) if r is not None]
    assert not failures, failures[:5]


def _mismatch_message(comms: list[ccl.Communicator]) -> list[str]:
    messages = []
    for c in comms:
        with pytest.raises(anyrt.InvalidValueError) as err:
            c.synchronize()
        messages.append(err.value.message)
    return messages


def test_all_to_allv_with_counts_that_disagree_names_both_ranks() -> None:
    comms = fresh(2)
    send = [dev_buf(c, np.zeros(8, np.int32)) for c in comms]
    recv = [dev_buf(c, np.zeros(8, np.int32)) for c in comms]
    comms[0].all_to_allv(send[0], recv[0], [2, 3], [2, 2], dtype="int32")  # sends rank 1 three
    comms[1].all_to_allv(send[1], recv[1], [2, 2], [2, 2], dtype="int32")  # rank 1 expects two
    messages = _mismatch_message(comms)
    assert any("rank 1's recv of 2 int32 from rank 0 matched rank 0's send of 3 int32" in m for m in messages), messages
    assert any("rank 0's send of 3 int32 to rank 1 did not match rank 1's recv" in m for m in messages), messages
    assert cases.check_all_to_all(comms, "int32", 5) is None  # the communicator still works


def test_gather_with_counts_that_disagree_names_both_ranks() -> None:
    comms = fresh(2)
    recv = dev_buf(comms[0], np.zeros(8, np.float32))
    comms[0].gather(dev_buf(comms[0], np.zeros(4, np.float32)), recv, root=0, dtype="float32")
    comms[1].gather(dev_buf(comms[1], np.zeros(3, np.float32)), root=0, dtype="float32")
    messages = _mismatch_message(comms)
    assert all("rank 0 called gather(count=4, float32, root=0), rank 1 called gather(count=3" in m for m in messages), \
        messages


def test_reduce_scatter_v_with_counts_that_disagree_names_both_ranks_and_itself() -> None:
    """Made of one reduce per block, it is still reported as itself, not as a reduce with root 0."""
    comms = fresh(2)
    for c, counts in zip(comms, ([2, 3], [2, 4]), strict=True):
        c.reduce_scatter_v(dev_buf(c, np.zeros(6, np.float32)), dev_buf(c, np.zeros(4, np.float32)), counts,
                           dtype="float32")
    messages = _mismatch_message(comms)
    assert all("ranks disagree" in m and "rank 0 called reduce_scatter_v(recv_counts summing to 5" in m and
               "rank 1 called reduce_scatter_v(recv_counts summing to 6" in m and "called reduce(" not in m
               for m in messages), messages
    assert cases.check_reduce_scatter_v(comms, "float32", "sum") is None  # the communicator still works


@pytest.fixture()
def short_timeout(monkeypatch: pytest.MonkeyPatch) -> None:
    """Communicators made in the test time out after 20 s (read at creation): a hang fails, not stalls."""
    monkeypatch.setenv("ANYRT_CCL_TIMEOUT", "20")


@pytest.mark.parametrize("method", ["gather", "scatter"])
def test_roots_that_disagree_fail_every_rank_at_once_naming_the_collective(short_timeout: None, method: str) -> None:
    """As broadcast and reduce do: no rank waits for a root that is not sending (or receiving)."""
    comms = fresh(2)
    big = [dev_buf(c, np.zeros(8, np.float32)) for c in comms]
    small = [dev_buf(c, np.zeros(4, np.float32)) for c in comms]
    for r, c in enumerate(comms):  # each rank believes it is the root
        if method == "gather":
            c.gather(small[r], big[r], root=r, dtype="float32")
        else:
            c.scatter(big[r], small[r], root=r, dtype="float32")
    started = time.monotonic()
    messages = _mismatch_message(comms)
    assert time.monotonic() - started < 15, "waited for the timeout instead of failing at once"
    assert all(f"rank 0 called {method}(count=4, float32, root=0), rank 1 called {method}(count=4, float32, root=1)" in m
               for m in messages), messages
    assert cases.check_gather_scatter(comms, "float32", 5, 1) is None  # the communicator still works


def test_all_gather_v_with_counts_that_disagree_fails_every_rank(short_timeout: None) -> None:
    """Equal sums, different counts: the agreement covers the whole count array."""
    comms = fresh(2)
    for c, counts in zip(comms, ([1, 2], [2, 1]), strict=True):
        c.all_gather_v(dev_buf(c, np.zeros(2, np.int32)), dev_buf(c, np.zeros(3, np.int32)), counts, dtype="int32")
    messages = _mismatch_message(comms)
    assert all("ranks disagree" in m and "called all_gather_v(recv_counts summing to 3" in m for m in messages), messages
    assert cases.check_all_gather_v(comms, "int32") is None


def _v_calls(comm: ccl.Communicator, buf: anyrt.Buffer) -> dict[str, Any]:
    """The three v-collectives' C calls on `buf` (send and receive), nranks 2, int32, each given counts."""
    p, i32, h = ffi.cast("void*", buf.ptr), DTYPE["int32"], comm.handle
    return {
        "all_gather_v": lambda counts, displs: _raw.all_gather_v(p, p, counts, 2, i32, h, ffi.NULL),
        "reduce_scatter_v": lambda counts, displs: _raw.reduce_scatter_v(p, p, counts, 2, i32, REDUCE_OP["sum"], h,
                                                                         ffi.NULL),
        "all_to_allv": lambda counts, displs: _raw.all_to_allv(p, counts, displs, p, counts, displs, 2, i32, h, ffi.NULL),
    }


@pytest.mark.parametrize(("fn", "counts", "displs", "param"), [
    ("all_gather_v", [2, 3], [0, 0], "recvbuf"),  # 5 elements packed: 20 bytes in 16
    ("all_gather_v", [5, 0], [0, 0], "sendbuf"),  # rank 0 sends 5
    ("reduce_scatter_v", [2, 3], [0, 0], "sendbuf"),
    ("reduce_scatter_v", [5, 0], [0, 0], "sendbuf"),
    ("all_to_allv", [2, 2], [0, 3], "sendbuf"),  # block 1 at 3 ends at 5
    ("all_to_allv", [1, 1], [0, 2**62], "sendbuf"),  # past the address space once in bytes
    ("all_to_allv", [2**63, 2**63], [0, 0], "sendbuf"),
    ("reduce_scatter_v", [1, 2**64 - 1], [0, 0], "sendbuf"),  # the packed sum overflows
])
def test_v_collective_counts_and_displacements_are_checked_against_the_buffers(
        short_timeout: None, fn: str, counts: list[int], displs: list[int], param: str) -> None:
    """The C API refuses counts the buffers cannot hold, before anything is queued (it overran the heap)."""
    comms = fresh(2)
    buf = dev_buf(comms[0], np.zeros(4, np.int32))  # 16 bytes
    with pytest.raises(anyrt.InvalidValueError) as err:
        _v_calls(comms[0], buf)[fn](counts, displs)
    assert err.value.param == param and "past the end of its allocation" in err.value.message, err.value.message
    assert cases.check_all_gather_v(comms, "int32") is None  # nothing was queued: the ranks still agree



def test_split_waits_for_every_rank_and_refuses_a_second_split_before() -> None:
    comms = fresh(3) if NDEV >= 3 else fresh(2)
    first = comms[0].split(0)
    with pytest.raises(anyrt.InvalidValueError, match="called it again before every rank"):
        comms[0].split(0)
    rest = [c.split(0, key=10) for c in comms[1:]]
    assert (first.rank, first.size) == (0, len(comms))
    assert [r.rank for r in rest] == list(range(1, len(comms)))
    for c in (first, *rest):
        c.destroy()


def test_split_of_a_rank_destroyed_before_the_others_split() -> None:
    comms = fresh(2)
    early = comms[0].split(0)
    early.destroy()  # never settled: its rank is forgotten when the others arrive
    late = comms[1].split(0)
    assert (late.rank, late.size) == (1, 2)
    late.destroy()


def test_split_rejects_a_negative_color() -> None:
    with pytest.raises(anyrt.InvalidValueError) as err:
        group_of(2)[0].split(-1)
    assert err.value.param == "color" and "anyrt_comm_split" in err.value.message


def test_v_collectives_refuse_an_nranks_that_is_not_the_size() -> None:
    c = group_of(2)[0]
    b = dev_buf(c, np.zeros(4, np.float32))
    p = ffi.cast("void*", b.ptr)
    with pytest.raises(anyrt.InvalidValueError) as err:
        _raw.all_gather_v(p, p, [1, 1, 1], 3, DTYPE["float32"], c.handle, ffi.NULL)
    assert err.value.param == "nranks" and "communicator's size (got 3)" in err.value.message
    with pytest.raises(anyrt.InvalidValueError) as err:
        c.all_to_allv(b, b, [1, 1, 1], [1, 1], dtype="float32")
    assert err.value.param == "send_counts"


# ---------------------------------------------------------------------------------------------- ranks that disagree, timeouts


def test_ranks_that_disagree_fail_every_rank_then_recover() -> None:
    comms = fresh(2)
    a = dev_buf(comms[0], np.ones(10, np.float32))
    b = dev_buf(comms[1], np.ones(12, np.float32))
    comms[0].all_reduce(a, dtype="float32")
    comms[1].all_reduce(b, dtype="float32")
    for c in comms:
        with pytest.raises(anyrt.InvalidValueError, match="ranks disagree.*count=10.*count=12") as err:
            c.synchronize()
        assert err.value.status == "invalid_value"
    comms[0].all_reduce(a, op="max", dtype="float32")
    comms[1].all_reduce(b.view(0, 40), op="min", dtype="float32")
    for c in comms:
        with pytest.raises(anyrt.InvalidValueError, match="op=max.*op=min"):
            c.synchronize()
    comms[0].all_reduce(a, dtype="float32")  # the communicator is still usable
    comms[1].all_reduce(b.view(0, 40), dtype="float32")
    cases.sync(comms)
    assert np.all(cases.from_device(a, "float32", 10) == 2)


def test_a_rank_that_never_arrives_times_out(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ANYRT_CCL_TIMEOUT", "1")  # read when the communicator is made
    comms = fresh(2)
    a = dev_buf(comms[0], np.ones(10, np.float32))
    comms[0].all_reduce(a, dtype="float32")  # rank 1 never posts
    t, cpu = time.monotonic(), time.process_time()
    with pytest.raises(anyrt.Error) as err:
        comms[0].synchronize()
    assert err.value.status == "timeout"
    assert "rank(s) 1 never arrived" in err.value.message and "ANYRT_CCL_TIMEOUT" in err.value.message
    waited = time.monotonic() - t
    assert 0.5 < waited < 60
    # rank 0's barrier polls only briefly (ANYRT_CPU_SPIN_US), then sleeps: it does not burn a core
    # for the whole second (every thread of the process counts here; a spinning one would be ~1 s)
    assert time.process_time() - cpu < 0.3 * waited
    # the communicator is now unusable: rank 1 fails at once instead of waiting again
    b = dev_buf(comms[1], np.ones(10, np.float32))
    comms[1].all_reduce(b, dtype="float32")
    with pytest.raises(anyrt.Error, match="unusable") as err2:
        comms[1].synchronize()
    assert err2.value.status == "timeout"
    for c in comms:
        c.destroy()


def test_recv_without_a_send_times_out(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ANYRT_CCL_TIMEOUT", "0.5")
    comms = fresh(2)
    b = dev_buf(comms[1], np.zeros(10, np.float32))
    comms[1].recv(b, 0, dtype="float32")
    with pytest.raises(anyrt.Error) as err:
        comms[1].synchronize()
    assert err.value.status == "timeout" and "never posted the matching send" in err.value.message


# ---------------------------------------------------------------------------------------------- communicators


def test_identity_and_repr() -> None:
    comms = group_of(2)
    assert [(c.rank, c.size, c.device) for c in comms] == [(0, 2, anyrt.Device("cpu", 0)), (1, 2, anyrt.Device("cpu", 1))]
    assert "rank 1 of 2" in repr(comms[1])


def test_init_rank_with_one_rank_needs_no_mpi() -> None:
    dev = anyrt.Device("cpu", 1)
    uid = ccl.get_unique_id(dev)
    assert isinstance(uid, bytes) and len(uid) == 128 and uid != ccl.get_unique_id(dev)
    with ccl.Communicator.init_rank(1, 0, uid, dev) as c:
        assert (c.rank, c.size, c.device) == (0, 1, dev)
        assert cases.check_all_reduce([c], "bfloat16", "avg", 100, in_place=False) is None
        assert cases.check_all_gather([c], "int8", 10, in_place=True) is None


def test_init_rank_rejects_a_foreign_id() -> None:
    with pytest.raises(anyrt.InvalidValueError, match="get_unique_id"):
        ccl.Communicator.init_rank(1, 0, bytes(128), anyrt.Device("cpu", 0))


@pytest.mark.parametrize("call, param", [
    (lambda: ccl.Communicator.init_rank(2, 2, bytes(128)), "rank"),
    (lambda: ccl.Communicator.init_rank(0, 0, bytes(128)), "nranks"),
    (lambda: ccl.Communicator.init_rank(1, 0, b"short"), "unique_id"),
    (lambda: ccl.Communicator.init_all([]), "devices"),
    (lambda: ccl.Communicator.init_all([anyrt.Device("cpu", 0), anyrt.Device("cpu", 0)]), "devices"),
])
def test_bad_communicator_arguments(call: Any, param: str) -> None:
    with pytest.raises(anyrt.InvalidValueError) as err:
        call()
    assert err.value.param == param


def _bad_calls() -> list[Any]:
    def c() -> list[ccl.Communicator]:
        return group_of(2)

    def b(nbytes: int = 40, rank: int = 0) -> anyrt.Buffer:
        return anyrt.Device("cpu", rank).allocate(nbytes)

    def freed(buf: anyrt.Buffer, view: bool = False) -> anyrt.Buffer:
        out = buf.view(0, 40) if view else buf
        buf.free()
        return out

    return [
        pytest.param(lambda: c()[0].all_reduce(b(), op="mean", dtype="float32"), "all_reduce", "op", id="unknown-op"),
        pytest.param(lambda: c()[0].all_reduce(b(), dtype="complex64"), "all_reduce", "dtype", id="unknown-dtype"),
        pytest.param(lambda: c()[0].all_reduce(b()), "all_reduce", "dtype", id="untyped-buffer-without-dtype"),
        pytest.param(lambda: c()[0].all_reduce(b(10), dtype="float32"), "all_reduce", "send", id="size-not-whole-elements"),
        pytest.param(lambda: c()[0].all_reduce(b(40), b(20), dtype="float32"), "all_reduce", "recv", id="recv-too-small"),
        pytest.param(lambda: c()[0].all_reduce(np.zeros(10, np.float32), dtype="float32"), "all_reduce", "send",
                     id="numpy-is-host-memory"),
        pytest.param(lambda: c()[0].all_reduce(b(40, rank=1), dtype="float32"), "all_reduce", "send",
                     id="buffer-on-another-device"),
        pytest.param(lambda: c()[0].all_reduce(object(), dtype="float32"), "all_reduce", "send", id="not-a-buffer"),
        pytest.param(lambda: c()[0].all_reduce(freed(b()), dtype="float32"), "all_reduce", "send", id="freed-buffer"),
        pytest.param(lambda: c()[0].all_reduce(freed(b(80), view=True), dtype="float32"), "all_reduce", "send",
                     id="view-of-a-freed-buffer"),
        pytest.param(lambda: c()[0].broadcast(b(), root=2, dtype="float32"), "broadcast", "root", id="root-out-of-range"),
        pytest.param(lambda: c()[0].broadcast(b(), root=-1, dtype="float32"), "broadcast", "root", id="negative-root"),
        pytest.param(lambda: c()[0].broadcast(b(20), b(40), root=0, dtype="float32"), "broadcast", "send",
                     id="root-send-too-small"),
        pytest.param(lambda: c()[0].reduce(b(), root=5, dtype="float32"), "reduce", "root", id="reduce-root"),
        pytest.param(lambda: c()[0].all_gather(b(40), b(40), dtype="float32"), "all_gather", "recv",
                     id="all-gather-recv-too-small"),
        pytest.param(lambda: c()[0].reduce_scatter(b(36), b(20), dtype="float32"), "reduce_scatter", "send",
                     id="reduce-scatter-not-blocks"),
        pytest.param(lambda: c()[0].reduce_scatter(b(80), b(4), dtype="float32"), "reduce_scatter", "recv",
                     id="reduce-scatter-recv-small"),
        pytest.param(lambda: c()[0].all_to_all(b(36), b(40), dtype="float32"), "all_to_all", "send", id="all-to-all-not-blocks"),
        pytest.param(lambda: c()[0].all_to_all(b(40), b(20), dtype="float32"), "all_to_all", "recv", id="all-to-all-recv"),
        pytest.param(lambda: c()[0].all_gather_v(b(8), b(8), [2, 2], dtype="float32"), "all_gather_v", "recv",
                     id="all-gather-v-recv"),
        pytest.param(lambda: c()[0].reduce_scatter_v(b(8), b(8), [2, -1], dtype="float32"), "reduce_scatter_v", "counts",
                     id="reduce-scatter-v-negative"),
        pytest.param(lambda: c()[0].gather(b(8), root=0, dtype="float32"), "gather", "recv", id="gather-root-recv"),
        pytest.param(lambda: c()[0].scatter(b(8), b(8), root=0, dtype="float32"), "scatter", "send", id="scatter-send"),
        pytest.param(lambda: c()[0].gather(b(8), root=3, dtype="float32"), "gather", "root", id="gather-root"),
        pytest.param(lambda: c()[0].send(b(), 2, dtype="float32"), "send", "peer", id="send-peer"),
        pytest.param(lambda: c()[0].recv(b(), -1, dtype="float32"), "recv", "peer", id="recv-peer"),
        pytest.param(lambda: c()[0].send(b(6), 1, dtype="int32"), "send", "buf", id="send-size"),
        pytest.param(lambda: c()[0].all_reduce(b(), stream=anyrt.Stream(anyrt.Device("cpu", 1)), dtype="float32"),
                     "all_reduce", "stream", id="stream-of-another-device"),
    ]


@pytest.mark.parametrize("call, method, param", _bad_calls())
def test_bad_arguments_raise_before_anything_is_queued(call: Any, method: str, param: str) -> None:
    comms = group_of(2)
    with pytest.raises(anyrt.InvalidValueError) as err:
        call()
    assert err.value.function == f"Communicator.{method}" and err.value.param == param
    assert f"Communicator.{method}" in str(err.value) and param in str(err.value)
    # nothing was queued: a matching pair of collectives still lines up
    assert cases.check_all_reduce(comms, "int8", "sum", 16, in_place=True) is None


def test_unknown_ops_and_dtypes_at_the_c_level() -> None:
    c = group_of(2)[0]
    b = dev_buf(c, np.zeros(4, np.float32))
    p = ffi.cast("void*", b.ptr)
    with pytest.raises(anyrt.InvalidValueError) as err:
        _raw.all_reduce(p, p, 4, DTYPE["float32"], 99, c.handle, ffi.NULL)
    assert err.value.param == "op"
    with pytest.raises(anyrt.InvalidValueError) as err:
        _raw.all_gather(p, p, 4, 11, c.handle, ffi.NULL)  # 11: a hole in the dtype numbering
    assert err.value.param == "dtype"


# ---------------------------------------------------------------------------------------------- 3 ranks


if NDEV < 3:  # with fewer devices the 3-rank cases cannot run in this process: run them in a child with 3

    def test_three_ranks_in_a_subprocess(tmp_path: Path) -> None:
        env = {**os.environ, "ANYRT_CPU_DEVICES": "3"}
        proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", __file__, "-k", "3ranks"],
                              capture_output=True, text=True, env=env, cwd=Path(__file__).resolve().parents[1], timeout=600)
        assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-2000:]
        assert " passed" in proc.stdout and " failed" not in proc.stdout
