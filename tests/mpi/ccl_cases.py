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

