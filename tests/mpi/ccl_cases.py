"""Collective checks shared by tests/test_ccl.py (every rank in one process) and
tests/mpi/ccl_mpi_check.py (one rank per MPI process).

Each check gets the communicators of the ranks that live in the calling process (all of them, or
just one), computes every rank's input from (seed, rank) so that any process can compute the
expected result of all ranks, queues the collective on each local rank, synchronizes, and compares
with NumPy. float16 is NumPy's; bfloat16 is a uint16 bit pattern converted by hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

import anyrt

DTYPES = ("byte", "bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
          "float16", "float32", "float64", "bfloat16")
OPS = ("sum", "prod", "max", "min", "avg")
STORAGE = {"byte": np.uint8, "bool": np.bool_, "int8": np.int8, "int16": np.int16, "int32": np.int32, "int64": np.int64,
           "uint8": np.uint8, "uint16": np.uint16, "uint32": np.uint32, "uint64": np.uint64, "float16": np.float16,
           "float32": np.float32, "float64": np.float64, "bfloat16": np.uint16}
FLOATS = ("float16", "float32", "float64", "bfloat16")


# ---- bfloat16 by hand

def bf16_to_f32(bits: np.ndarray) -> np.ndarray:
    return (bits.astype(np.uint32) << 16).view(np.float32)


def f32_to_bf16(x: np.ndarray) -> np.ndarray:
    bits = np.ascontiguousarray(x, dtype=np.float32).view(np.uint32).astype(np.uint64)
    bits = bits + 0x7FFF + ((bits >> 16) & 1)  # round to nearest even
    return (bits >> 16).astype(np.uint16)


# ---- inputs and expected results

def inputs(dtype: str, op: str, rank: int, count: int, seed: int) -> np.ndarray:
    """Rank `rank`'s input: small values, so that no op overflows for up to 4 ranks."""
    rng = np.random.default_rng([seed, rank, DTYPES.index(dtype), OPS.index(op) if op in OPS else 9])
    if dtype == "bool":
        return rng.integers(0, 2, count).astype(np.bool_) if op not in ("prod", "min", "avg") else rng.random(count) < 0.9
    if dtype in ("float32", "float64", "float16"):
        lo, hi = (0.5, 2.0) if op == "prod" else (-8.0, 8.0)
        return rng.uniform(lo, hi, count).astype(STORAGE[dtype])
    if dtype == "bfloat16":
        lo, hi = (0.5, 2.0) if op == "prod" else (-8.0, 8.0)
        return f32_to_bf16(rng.uniform(lo, hi, count).astype(np.float32))
    info = np.iinfo(STORAGE[dtype])
    if op == "prod":
        lo, hi = (-3, 4) if info.min < 0 else (0, 4)
    else:
        lo, hi = (max(info.min, -30), min(info.max, 30) + 1) if info.min < 0 else (0, min(info.max, 60) + 1)
    return rng.integers(lo, hi, count).astype(STORAGE[dtype])


def _wide(dtype: str, x: np.ndarray) -> np.ndarray:
    """Values in the backend's accumulation type."""
    if dtype == "bfloat16":
        return bf16_to_f32(x)
    if dtype == "float16":
        return x.astype(np.float32)
    return x


def _narrow(dtype: str, x: np.ndarray) -> np.ndarray:
    if dtype == "bfloat16":
        return f32_to_bf16(x)
    return x.astype(STORAGE[dtype])


def reduce_expected(dtype: str, op: str, arrays: Sequence[np.ndarray]) -> np.ndarray:
    """op over the ranks' arrays, in rank order, as the cpu backend computes it."""
    n = len(arrays)
    if dtype == "bool":
        stack = np.stack(arrays)
        return stack.any(axis=0) if op in ("sum", "max") else stack.all(axis=0)
    if op == "avg" and dtype not in FLOATS:
        wide = np.int64 if np.iinfo(STORAGE[dtype]).min < 0 else np.uint64
        total = np.zeros(arrays[0].shape, dtype=wide)
        for a in arrays:
            total = total + a.astype(wide)
        if wide is np.int64:
            mean = np.sign(total) * (np.abs(total) // n)  # C division: toward zero
        else:
            mean = total // np.uint64(n)
        return mean.astype(STORAGE[dtype])
    with np.errstate(over="ignore"):
        acc = _wide(dtype, arrays[0]).copy()
        for a in arrays[1:]:
            w = _wide(dtype, a)
            if op in ("sum", "avg"):
                acc = acc + w
            elif op == "prod":
                acc = acc * w
            elif op == "max":
                acc = np.maximum(acc, w)
            else:
                acc = np.minimum(acc, w)
        if op == "avg":
            acc = acc / acc.dtype.type(n)
    return _narrow(dtype, acc.astype(acc.dtype))


def same(dtype: str, got: np.ndarray, want: np.ndarray) -> bool:
    if dtype in FLOATS:
        g = bf16_to_f32(got) if dtype == "bfloat16" else got.astype(np.float64)
        w = bf16_to_f32(want) if dtype == "bfloat16" else want.astype(np.float64)
        tol = {"float16": 2e-3, "bfloat16": 1e-2, "float32": 1e-5, "float64": 1e-12}[dtype]
        return bool(np.allclose(g, w, rtol=tol, atol=tol))
    return bool(np.array_equal(got, want))


# ---- device buffers

def to_device(comm: Any, host: np.ndarray, nbytes: int | None = None) -> anyrt.Buffer:
    size = max(1, host.nbytes if nbytes is None else nbytes)
    buf = comm.device.allocate(size)
    buf.fill(0xA5)  # garbage, so that untouched results are noticed
    if host.nbytes:
        buf.view(0, host.nbytes).copy_from(np.ascontiguousarray(host))
    return buf


def from_device(buf: anyrt.Buffer, dtype: str, count: int, offset: int = 0) -> np.ndarray:
    out = np.empty(count, dtype=STORAGE[dtype])
    if count:
        buf.view(offset * out.itemsize, out.nbytes).copy_to(out)
    return out


def sync(comms: Sequence[Any]) -> None:
    for c in comms:
        c.synchronize()


def _fail(what: str, rank: int, got: np.ndarray, want: np.ndarray) -> str:
    bad = np.flatnonzero(got != want)[:5] if got.shape == want.shape else []
    return f"{what}: rank {rank} differs at {list(bad)}: got {got[bad]} want {want[bad]}"


# ---- the checks: each returns None on success or a message

def check_all_reduce(comms: Sequence[Any], dtype: str, op: str, count: int, in_place: bool, seed: int = 1) -> str | None:
    n = comms[0].size
    arrays = [inputs(dtype, op, r, count, seed) for r in range(n)]
    want = reduce_expected(dtype, op, arrays)
    bufs = []
    for c in comms:
        send = to_device(c, arrays[c.rank])
        recv = send if in_place else to_device(c, np.empty(0, STORAGE[dtype]), send.size)
        bufs.append((c, send, recv))
        c.all_reduce(send, None if in_place else recv, op=op, dtype=dtype)
    sync(comms)
    for c, send, recv in bufs:
        got = from_device(recv, dtype, count)
        if not same(dtype, got, want):
            return _fail(f"all_reduce {op} {dtype} n={n} count={count} in_place={in_place}", c.rank, got, want)
        if not in_place and not np.array_equal(from_device(send, dtype, count), arrays[c.rank]):
            return f"all_reduce {op} {dtype}: rank {c.rank}'s send buffer changed"
    return None


def check_reduce(comms: Sequence[Any], dtype: str, op: str, count: int, root: int, in_place: bool, seed: int = 2) -> str | None:
    n = comms[0].size
    arrays = [inputs(dtype, op, r, count, seed) for r in range(n)]
    want = reduce_expected(dtype, op, arrays)
    bufs = []
    for c in comms:
        send = to_device(c, arrays[c.rank])
        recv = send if in_place else to_device(c, np.empty(0, STORAGE[dtype]), send.size)
        bufs.append((c, send, recv))
        c.reduce(send, None if in_place else recv, op=op, root=root, dtype=dtype)
    sync(comms)
    for c, send, recv in bufs:
        got = from_device(recv, dtype, count)
        if c.rank == root and not same(dtype, got, want):
            return _fail(f"reduce {op} {dtype} n={n} root={root} in_place={in_place}", c.rank, got, want)
        if c.rank != root and not np.array_equal(from_device(send, dtype, count), arrays[c.rank]):
            return f"reduce {op} {dtype}: non-root rank {c.rank}'s buffer changed"
    return None


def check_reduce_scatter(comms: Sequence[Any], dtype: str, op: str, count: int, in_place: bool, seed: int = 3) -> str | None:
    n = comms[0].size
    arrays = [inputs(dtype, op, r, count * n, seed) for r in range(n)]
    want = reduce_expected(dtype, op, arrays)
    bufs = []
    for c in comms:
        send = to_device(c, arrays[c.rank])
        esz = arrays[c.rank].itemsize
        if in_place:  # NCCL's in-place layout: recv is this rank's block of send
            recv = send.view(c.rank * count * esz, count * esz)
        else:
            recv = to_device(c, np.empty(0, STORAGE[dtype]), count * esz)
        bufs.append((c, send, recv))
        c.reduce_scatter(send, recv, op=op, dtype=dtype)
    sync(comms)
    for c, _send, recv in bufs:
        got = from_device(recv, dtype, count)
        block = want[c.rank * count:(c.rank + 1) * count]
        if not same(dtype, got, block):
            return _fail(f"reduce_scatter {op} {dtype} n={n} in_place={in_place}", c.rank, got, block)
    return None


def check_broadcast(comms: Sequence[Any], dtype: str, count: int, root: int, in_place: bool, seed: int = 4) -> str | None:
    n = comms[0].size
    arrays = [inputs(dtype, "sum", r, count, seed) for r in range(n)]
    bufs = []
    for c in comms:
        send = to_device(c, arrays[c.rank])
        recv = send if in_place else to_device(c, np.empty(0, STORAGE[dtype]), send.size)
        bufs.append((c, send, recv))
        if in_place:
            c.broadcast(send, root=root, dtype=dtype)
        else:
            c.broadcast(send if c.rank == root else None, recv, root=root, dtype=dtype)
    sync(comms)
    for c, _send, recv in bufs:
        got = from_device(recv, dtype, count)
        if not np.array_equal(got, arrays[root]):
            return _fail(f"broadcast {dtype} n={n} root={root} in_place={in_place}", c.rank, got, arrays[root])
    return None


def check_all_gather(comms: Sequence[Any], dtype: str, count: int, in_place: bool, seed: int = 5) -> str | None:
    n = comms[0].size
    arrays = [inputs(dtype, "sum", r, count, seed) for r in range(n)]
    want = np.concatenate(arrays)
    bufs = []
    for c in comms:
        esz = arrays[c.rank].itemsize
        if in_place:
            # NCCL's in-place layout: send is this rank's block of recv
            host = np.zeros(count * n, STORAGE[dtype])
            host[c.rank * count:(c.rank + 1) * count] = arrays[c.rank]
            recv = to_device(c, host)
            send = recv.view(c.rank * count * esz, count * esz)
        else:
            send = to_device(c, arrays[c.rank])
            recv = to_device(c, np.empty(0, STORAGE[dtype]), count * n * esz)
        bufs.append((c, send, recv))
        c.all_gather(send, recv, dtype=dtype)
    sync(comms)
    for c, _send, recv in bufs:
        got = from_device(recv, dtype, count * n)
        if not np.array_equal(got, want):
            return _fail(f"all_gather {dtype} n={n} in_place={in_place}", c.rank, got, want)
    return None


def check_send_recv_ring(comms: Sequence[Any], dtype: str, count: int, seed: int = 6) -> str | None:
    """Rank r sends to r+1 and receives from r-1, all in one group (cannot deadlock)."""
    from anyrt import ccl

    n = comms[0].size
    arrays = [inputs(dtype, "sum", r, count, seed) for r in range(n)]
    bufs = []
    with ccl.group():
        for c in comms:
            send = to_device(c, arrays[c.rank])
            recv = to_device(c, np.empty(0, STORAGE[dtype]), send.size)
            bufs.append((c, send, recv))
            c.send(send, (c.rank + 1) % n, dtype=dtype)
            c.recv(recv, (c.rank - 1) % n, dtype=dtype)
    sync(comms)
    for c, _send, recv in bufs:
        got = from_device(recv, dtype, count)
        want = arrays[(c.rank - 1) % n]
        if not np.array_equal(got, want):
            return _fail(f"send/recv ring {dtype} n={n}", c.rank, got, want)
    return None


def _empty(c: Any, dtype: str, count: int) -> anyrt.Buffer:
    return to_device(c, np.empty(0, STORAGE[dtype]), count * np.dtype(STORAGE[dtype]).itemsize)


def check_all_to_all(comms: Sequence[Any], dtype: str, count: int, seed: int = 7) -> str | None:
    """Block j of rank i's send lands in block i of rank j's recv."""
    n = comms[0].size
    arrays = [inputs(dtype, "sum", r, count * n, seed) for r in range(n)]
    bufs = []
    for c in comms:
        send, recv = to_device(c, arrays[c.rank]), _empty(c, dtype, count * n)
        bufs.append((c, recv))
        c.all_to_all(send, recv, dtype=dtype)
    sync(comms)
    for c, recv in bufs:
        got = from_device(recv, dtype, count * n)
        want = np.concatenate([arrays[i][c.rank * count:(c.rank + 1) * count] for i in range(n)])
        if not np.array_equal(got, want):
            return _fail(f"all_to_all {dtype} n={n} count={count}", c.rank, got, want)
    return None


def v_count(i: int, j: int) -> int:
    """How many elements rank i sends rank j in the v-collectives' checks (some zero)."""
    return (3 * i + 5 * j + 1) % 7


def check_all_to_allv(comms: Sequence[Any], dtype: str, seed: int = 8) -> str | None:
    """Uneven counts (some zero); recv blocks in reverse rank order with a gap of 2 between them."""
    n = comms[0].size
    sends = {}
    for i in range(n):
        sends[i] = [inputs(dtype, "sum", i, v_count(i, j), seed + 100 * j) for j in range(n)]
    bufs = []
    for c in comms:
        me = c.rank
        sc = [v_count(me, j) for j in range(n)]
        rc = [v_count(i, me) for i in range(n)]
        rd, at = [0] * n, 0
        for i in reversed(range(n)):
            rd[i] = at
            at += rc[i] + 2
        send = to_device(c, np.concatenate(sends[me]) if n else np.empty(0, STORAGE[dtype]))
        recv = _empty(c, dtype, at)
        bufs.append((c, recv, rc, rd))
        c.all_to_allv(send, recv, sc, rc, recv_displs=rd, dtype=dtype)
    sync(comms)
    for c, recv, rc, rd in bufs:
        for i in range(n):
            got = from_device(recv, dtype, rc[i], rd[i])
            if not np.array_equal(got, sends[i][c.rank]):
                return _fail(f"all_to_allv {dtype} n={n} block from rank {i}", c.rank, got, sends[i][c.rank])
    return None


def check_all_gather_v(comms: Sequence[Any], dtype: str, seed: int = 9) -> str | None:
    n = comms[0].size
    counts = [v_count(i, 0) for i in range(n)]
    arrays = [inputs(dtype, "sum", r, counts[r], seed) for r in range(n)]
    want = np.concatenate(arrays)
    bufs = []
    for c in comms:
        send, recv = to_device(c, arrays[c.rank]), _empty(c, dtype, sum(counts))
        bufs.append((c, recv))
        c.all_gather_v(send, recv, counts, dtype=dtype)
    sync(comms)
    for c, recv in bufs:
        got = from_device(recv, dtype, sum(counts))
        if not np.array_equal(got, want):
            return _fail(f"all_gather_v {dtype} n={n} counts={counts}", c.rank, got, want)
    return None


def check_reduce_scatter_v(comms: Sequence[Any], dtype: str, op: str, seed: int = 10) -> str | None:
    n = comms[0].size
    counts = [v_count(0, j) + 1 for j in range(n)]
    total = sum(counts)
    arrays = [inputs(dtype, op, r, total, seed) for r in range(n)]
    want = reduce_expected(dtype, op, arrays)
    bufs = []
    for c in comms:
        send, recv = to_device(c, arrays[c.rank]), _empty(c, dtype, counts[c.rank])
        bufs.append((c, recv))
        c.reduce_scatter_v(send, recv, counts, op=op, dtype=dtype)
    sync(comms)
    for c, recv in bufs:
        at = sum(counts[:c.rank])
        got = from_device(recv, dtype, counts[c.rank])
        block = want[at:at + counts[c.rank]]
        if not same(dtype, got, block):
            return _fail(f"reduce_scatter_v {op} {dtype} n={n} counts={counts}", c.rank, got, block)
    return None


def check_gather_scatter(comms: Sequence[Any], dtype: str, count: int, root: int, seed: int = 11) -> str | None:
    """gather to `root`, then scatter the gathered blocks back from it: every rank gets its own."""
    n = comms[0].size
    arrays = [inputs(dtype, "sum", r, count, seed) for r in range(n)]
    bufs = []
    for c in comms:
        send = to_device(c, arrays[c.rank])
        gathered = _empty(c, dtype, count * n) if c.rank == root else None
        back = _empty(c, dtype, count)
        bufs.append((c, gathered, back))
        c.gather(send, gathered, root=root, dtype=dtype)
        c.scatter(gathered, back, root=root, dtype=dtype)
    sync(comms)
    for c, gathered, back in bufs:
        if gathered is not None:
            got = from_device(gathered, dtype, count * n)
            if not np.array_equal(got, np.concatenate(arrays)):
                return _fail(f"gather {dtype} n={n} root={root}", c.rank, got, np.concatenate(arrays))
        got = from_device(back, dtype, count)
        if not np.array_equal(got, arrays[c.rank]):
            return _fail(f"scatter {dtype} n={n} root={root}", c.rank, got, arrays[c.rank])
    return None


def check_split(comms: Sequence[Any]) -> str | None:
    """Colors by parity, keys reversed: each half reduces its own ranks, numbered from the top."""
    from anyrt import ccl

    n = comms[0].size
    with ccl.group():  # one thread may drive every rank: the new ones settle when all have split
        subs = [(c, c.split(c.rank % 2, key=-c.rank)) for c in comms]
    bufs = []
    for c, sub in subs:
        members = [r for r in range(n) if r % 2 == c.rank % 2]
        if (sub.size, sub.rank) != (len(members), sorted(members, reverse=True).index(c.rank)):
            return f"split: rank {c.rank} became rank {sub.rank} of {sub.size}, members {members}"
        buf = to_device(c, np.array([float(c.rank + 1)], np.float64))
        bufs.append((c, sub, buf, float(sum(r + 1 for r in members))))
        sub.all_reduce(buf, dtype="float64")
    for _c, sub, _buf, _want in bufs:
        sub.synchronize()
    for c, sub, buf, want in bufs:
        got = from_device(buf, "float64", 1)
        sub.destroy()
        if got[0] != want:
            return f"split: rank {c.rank}'s all_reduce over its half gave {got[0]}, not {want}"
    return None


def run_v_checks(comms: Sequence[Any]) -> list[str | None]:
    """The 1.6 collectives: all-to-all(v), all-gather-v, reduce-scatter-v, gather, scatter, split."""
    n = comms[0].size
    results: list[str | None] = []
    for dtype in DTYPES:
        results.append(check_all_to_all(comms, dtype, 37))
        results.append(check_all_to_allv(comms, dtype))
        results.append(check_all_gather_v(comms, dtype))
        results.append(check_gather_scatter(comms, dtype, 29, root=n - 1))
    for dtype in ("int32", "float32", "bfloat16"):
        for op in OPS:
            results.append(check_reduce_scatter_v(comms, dtype, op))
    results.append(check_split(comms))
    return results


def run_checks(comm: Any, quick: bool) -> tuple[int, list[str]]:
    """Every op and dtype on one communicator of one rank per process: (passed, failures)."""
    n = comm.size
    comms = [comm]
    results: list[str | None] = []
    count = 1001 if quick else 3001
    for dtype in DTYPES:
        for op in OPS:
            results.append(check_all_reduce(comms, dtype, op, count, in_place=False))
            results.append(check_all_reduce(comms, dtype, op, count, in_place=True))
            results.append(check_reduce(comms, dtype, op, count, root=n - 1, in_place=op == "sum"))
            results.append(check_reduce_scatter(comms, dtype, op, 300, in_place=op == "max"))
        results.append(check_broadcast(comms, dtype, count, root=n - 1, in_place=False))
        results.append(check_broadcast(comms, dtype, count, root=0, in_place=True))
        results.append(check_all_gather(comms, dtype, 257, in_place=False))
        results.append(check_all_gather(comms, dtype, 257, in_place=True))
    for dtype in ("uint8", "float32", "bfloat16"):
        results.append(check_send_recv_ring(comms, dtype, count))
    results.append(check_all_reduce(comms, "float32", "sum", 1 << 20, in_place=True))
    results.extend(run_v_checks(comms))
    # a send to itself is matched locally
    a = to_device(comm, np.arange(10, dtype=np.float32))
    b = to_device(comm, np.zeros(10, np.float32))
    comm.send(a, comm.rank, dtype="float32")
    comm.recv(b, comm.rank, dtype="float32")
    comm.synchronize()
    results.append(None if np.array_equal(from_device(b, "float32", 10), np.arange(10)) else "send to self")
    failures = [r for r in results if r is not None]
    return len(results) - len(failures), failures


def share_id(id_file: Any, rank: int, dev: Any, seconds: float = 60) -> bytes | None:
    """Rank 0 makes a unique id and publishes it as `id_file` (a pathlib.Path, renamed into place so
    no rank reads half a file); every rank returns the id, or None after `seconds` without it."""
    import time

    from anyrt import ccl

    if rank == 0:
        tmp = id_file.with_suffix(".tmp")
        tmp.write_bytes(ccl.get_unique_id(dev))
        tmp.rename(id_file)
    deadline = time.monotonic() + seconds
    while not id_file.exists():
        if time.monotonic() > deadline:
            return None
        time.sleep(0.01)
    return bytes(id_file.read_bytes())

