"""The cuda backend next to torch and CuPy, on one GPU.

NOT YET RUN ON A GPU: written in a session without one (only the anyrt side was smoke-tested, on the
cpu backend with --device cpu:0). bench/gpu_session.sh runs it on a GPU machine.

    python bench/cuda_bench.py [--quick] [--device cuda:0] [--out FILE.md]

1. copies, 4 KiB .. 1 GiB (--quick: .. 64 MiB): H2D and D2H from pinned and from pageable host
   memory, and D2D; each a synchronous copy timed on the host, best of a few repeats.
   anyrt Buffer.copy_from / copy_to vs torch Tensor.copy_ + synchronize vs CuPy set / get / copy.
2. event timing: one 256 MiB D2D copy timed with anyrt events and with torch.cuda.Event.
3. per-call cost on the host: stream create + destroy, event record, event query, stream
   synchronize (idle stream) -- anyrt vs torch vs CuPy.
4. NCCL all-reduce on one rank, float32 sum, 4 KiB .. 256 MiB: anyrt Communicator (init_all over
   one GPU) vs torch.distributed (nccl, world size 1); iterations queued on a stream, then one
   synchronize, as nccl-tests does. One rank moves no data between GPUs: this compares the cost of
   issuing calls through each stack, not a transport (multi-GPU runs: nccl-tests' own programs).
5. gemm vs torch.matmul; the model-layer operators (embedding, add_rms_norm, silu_and_mul,
   random_sample_batch) vs the torch calls a model writes for them, each timed with events.

Prints Markdown tables (and writes them to --out). torch and CuPy parts are left out, with a note,
where those packages or their CUDA support are missing.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from collections.abc import Callable
from typing import Any

import numpy as np

import anyrt
from anyrt.toolkit.bench.timing import best_of, sizes

KiB, MiB, GiB = 1 << 10, 1 << 20, 1 << 30


def fmt_size(n: int) -> str:
    return f"{n // GiB} GiB" if n >= GiB else f"{n // MiB} MiB" if n >= MiB else f"{n // KiB} KiB"


def fmt_rate(size: int, seconds: float | None) -> str:
    return "-" if seconds is None else f"{size / seconds / 1e9:.1f} GB/s"


def ratio(a: float | None, b: float | None) -> str:
    return "-" if a is None or b is None else f"{b / a:.2f}x"


def table(title: str, header: list[str], rows: list[list[str]]) -> str:
    lines = [f"### {title}", "", "| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------------------------- peers


class Peers:
    """torch and CuPy where they are installed with CUDA; `notes` says what is missing."""

    def __init__(self, index: int, gpu: bool) -> None:
        self.torch: Any = None
        self.cupy: Any = None
        self.notes: list[str] = []
        self.index = index
        if not gpu:
            self.notes.append("not a cuda device: torch and CuPy are left out")
            return
        try:
            import torch

            if torch.cuda.is_available():
                self.torch = torch
                torch.cuda.set_device(index)
            else:
                self.notes.append("torch has no CUDA here")
        except ImportError:
            self.notes.append("torch is not installed")
        try:
            import cupy

            cupy.cuda.Device(index).use()
            self.cupy = cupy
        except Exception as exc:  # ImportError, or CuPy without a usable CUDA
            self.notes.append(f"CuPy unavailable ({type(exc).__name__})")

    def sync(self) -> None:
        if self.torch is not None:
            self.torch.cuda.synchronize()
        elif self.cupy is not None:
            self.cupy.cuda.runtime.deviceSynchronize()


# ---------------------------------------------------------------------------------------------- 1. copies


def copies(dev: anyrt.Device, peers: Peers, top: int) -> str:
    rows = [row for size in sizes(top) for row in copy_rows(dev, peers, size)]
    return table("Copies (synchronous, best of a few)", ["copy", "size", "anyrt", "torch", "CuPy",
                                                         "anyrt speed / torch"], rows)


def copy_rows(dev: anyrt.Device, peers: Peers, size: int) -> list[list[str]]:
    """One row per kind of copy of `size` bytes."""
    number = max(1, min(200, (256 * MiB) // size))
    repeat = 3 if size >= 256 * MiB else 5
    buf, buf2 = dev.allocate(size), dev.allocate(size)
    pinned = dev.allocate(size, memory="host")
    pageable = np.ones(size, np.uint8)
    ours = {
        "H2D pinned": lambda: buf.copy_from(pinned),
        "D2H pinned": lambda: buf.copy_to(pinned),
        "H2D pageable": lambda: buf.copy_from(pageable),
        "D2H pageable": lambda: buf.copy_to(pageable),
        "D2D": lambda: buf2.copy_from(buf),
    }
    theirs_torch: dict[str, Callable[[], Any]] = {}
    theirs_cupy: dict[str, Callable[[], Any]] = {}
    if peers.torch is not None:
        t = peers.torch
        d, d2 = t.empty(size, dtype=t.uint8, device="cuda"), t.empty(size, dtype=t.uint8, device="cuda")
        # torch's pageable side is the same touched NumPy memory as anyrt's: a fresh torch.empty is
        # untouched, and reading never-written pages (all the kernel's one zero page) flatters it
        hp, hq = t.empty(size, dtype=t.uint8, pin_memory=True), t.from_numpy(pageable)

        def sync_after(op: Callable[[], Any]) -> Callable[[], None]:
            return lambda: (op(), t.cuda.synchronize())

        theirs_torch = {
            "H2D pinned": sync_after(lambda: d.copy_(hp)), "D2H pinned": sync_after(lambda: hp.copy_(d)),
            "H2D pageable": sync_after(lambda: d.copy_(hq)), "D2H pageable": sync_after(lambda: hq.copy_(d)),
            "D2D": sync_after(lambda: d2.copy_(d)),
        }
    if peers.cupy is not None:
        cp = peers.cupy
        import cupyx

        c, c2 = cp.empty(size, dtype=cp.uint8), cp.empty(size, dtype=cp.uint8)
        cpin = cupyx.empty_pinned(size, dtype=np.uint8)
        cpage = np.ones(size, np.uint8)
        sync = cp.cuda.runtime.deviceSynchronize

        def cupy_sync_after(op: Callable[[], Any]) -> Callable[[], None]:
            # ndarray.set/get from pinned memory only enqueue (cudaMemcpyAsync on the current stream):
            # timed without this wait they "reached" 48,115-203,823 GB/s
            return lambda: (op(), sync())

        theirs_cupy = {
            "H2D pinned": cupy_sync_after(lambda: c.set(cpin)), "D2H pinned": cupy_sync_after(lambda: c.get(out=cpin)),
            "H2D pageable": cupy_sync_after(lambda: c.set(cpage)), "D2H pageable": cupy_sync_after(lambda: c.get(out=cpage)),
            "D2D": cupy_sync_after(lambda: c2.__setitem__(Ellipsis, c)),
        }
    rows = []
    for what, fn in ours.items():
        a = best_of(fn, repeat, number)
        tt = best_of(theirs_torch[what], repeat, number) if what in theirs_torch else None
        tc = best_of(theirs_cupy[what], repeat, number) if what in theirs_cupy else None
        rows.append([what, fmt_size(size), fmt_rate(size, a), fmt_rate(size, tt), fmt_rate(size, tc),
                     ratio(a, tt)])
    buf.free()
    buf2.free()
    pinned.free()
    return rows


# ---------------------------------------------------------------------------------------------- 2. events


def event_timing(dev: anyrt.Device, peers: Peers, size: int, runs: int = 20) -> str:
    s = dev.create_stream()
    src, dst = dev.allocate(size), dev.allocate(size)
    start, end = anyrt.Event(enable_timing=True, device=dev), anyrt.Event(enable_timing=True, device=dev)
    ours = []
    for _ in range(runs):
        start.record(s)
        dst.copy_from(src, stream=s)
        end.record(s)
        end.synchronize()
        ours.append(start.elapsed_time(end))
    rows = [["anyrt Event", f"{statistics.median(ours):.3f} ms", f"{min(ours):.3f} ms"]]
    if peers.torch is not None:
        t = peers.torch
        a, b = t.empty(size, dtype=t.uint8, device="cuda"), t.empty(size, dtype=t.uint8, device="cuda")
        e0, e1 = t.cuda.Event(enable_timing=True), t.cuda.Event(enable_timing=True)
        theirs = []
        for _ in range(runs):
            e0.record()
            b.copy_(a)
            e1.record()
            e1.synchronize()
            theirs.append(e0.elapsed_time(e1))
        rows.append(["torch.cuda.Event", f"{statistics.median(theirs):.3f} ms", f"{min(theirs):.3f} ms"])
    src.free()
    dst.free()
    start.destroy()
    end.destroy()
    s.destroy()
    return table(f"Event timing of one {fmt_size(size)} D2D copy ({runs} runs)", ["timer", "median", "min"], rows)


# ---------------------------------------------------------------------------------------------- 3. per-call cost


def per_call(dev: anyrt.Device, peers: Peers, number: int = 2000) -> str:
    s = dev.create_stream()
    ev = anyrt.Event(enable_timing=False, device=dev)
    ev.record(s)
    s.synchronize()
    ours = {
        "stream create + destroy": lambda: anyrt.Stream(dev).destroy(),
        "event record": lambda: ev.record(s),
        "event query": lambda: ev.query(),
        "stream synchronize (idle)": lambda: s.synchronize(),
    }
    theirs_torch: dict[str, Callable[[], Any]] = {}
    theirs_cupy: dict[str, Callable[[], Any]] = {}
    if peers.torch is not None:
        t = peers.torch
        ts = t.cuda.Stream()
        te = t.cuda.Event()
        te.record(ts)
        theirs_torch = {
            "stream create + destroy": lambda: t.cuda.Stream(),  # freed when the object goes
            "event record": lambda: te.record(ts), "event query": lambda: te.query(),
            "stream synchronize (idle)": lambda: ts.synchronize(),
        }
    if peers.cupy is not None:
        cp = peers.cupy
        cs = cp.cuda.Stream(non_blocking=True)
        ce = cp.cuda.Event(disable_timing=True)
        ce.record(cs)
        theirs_cupy = {
            "stream create + destroy": lambda: cp.cuda.Stream(non_blocking=True),
            "event record": lambda: ce.record(cs), "event query": lambda: ce.done,
            "stream synchronize (idle)": lambda: cs.synchronize(),
        }
    rows = []
    for what, fn in ours.items():
        n = number // 10 if "create" in what else number
        a = best_of(fn, 5, n)
        tt = best_of(theirs_torch[what], 5, n) if what in theirs_torch else None
        tc = best_of(theirs_cupy[what], 5, n) if what in theirs_cupy else None
        us = [f"{x * 1e6:.2f} us" if x is not None else "-" for x in (a, tt, tc)]
        rows.append([what, *us, ratio(a, tt)])
    ev.destroy()
    s.destroy()
    return table("Per-call cost on the host (best of 5)", ["call", "anyrt", "torch", "CuPy", "anyrt speed / torch"], rows)


# ---------------------------------------------------------------------------------------------- 4. NCCL, one rank


def all_reduce_row(comm: Any, s: anyrt.Stream, dev: anyrt.Device, peers: Peers, dist: Any, size: int) -> list[str]:
    count = size // 4
    iters = max(5, min(200, (1 << 30) // size))
    buf = dev.allocate(size)
    buf.fill(0)

    def ours() -> None:
        for _ in range(iters):
            comm.all_reduce(buf, op="sum", dtype="float32", stream=s)
        s.synchronize()

    a = best_of(ours, 3, 1) / iters
    theirs = None
    if dist is not None and peers.torch is not None:
        t = peers.torch.zeros(count, dtype=peers.torch.float32, device="cuda")

        def torch_loop() -> None:
            for _ in range(iters):
                dist.all_reduce(t)
            peers.torch.cuda.synchronize()

        theirs = best_of(torch_loop, 3, 1) / iters
    buf.free()
    return [fmt_size(size), f"{a * 1e6:.1f} us", fmt_rate(size, a), f"{theirs * 1e6:.1f} us" if theirs else "-",
            fmt_rate(size, theirs), ratio(a, theirs)]


def all_reduce_one_rank(dev: anyrt.Device, peers: Peers, top: int) -> str:
    from anyrt import ccl

    try:
        comm = ccl.Communicator.init_all([dev])[0]
    except anyrt.NotSupportedError as exc:
        return f"### NCCL all-reduce, one rank\n\nanyrt: not available ({exc})\n"
    s = dev.create_stream()
    dist = None
    if peers.torch is not None:
        import torch.distributed as dist

        store = tempfile.NamedTemporaryFile(prefix="anyrt-bench-store-", delete=False).name
        dist.init_process_group("nccl", init_method=f"file://{store}", rank=0, world_size=1)
    rows = [all_reduce_row(comm, s, dev, peers, dist, size) for size in sizes(top)]
    comm.destroy()
    s.destroy()
    if dist is not None:
        dist.destroy_process_group()
    # With one rank NCCL moves no data between GPUs (an in-place all-reduce is at most a local copy):
    # this table compares the cost of issuing a call through each stack, not a transport.
    return table("NCCL all-reduce, one rank, float32 sum: per-call cost of each stack, no transport (algbw)",
                 ["size", "anyrt", "anyrt GB/s", "torch nccl", "torch GB/s", "anyrt speed / torch"], rows)


# ---------------------------------------------------------------------------------------------- main


def gemm(dev: anyrt.Device, peers: Peers, n: int) -> str:
    """anyrt.ops.gemm (cuBLAS on cuda) vs torch.matmul, n x n x n, each timed with its own events."""
    import numpy as np

    rows = []
    for dtype in ("float16", "bfloat16", "float32"):
        rng = np.random.default_rng(0)
        host = rng.standard_normal((n, n)).astype(np.float32)
        a = anyrt.asarray(host, dtype="float32", device=dev) if dtype == "float32" else None
        if a is None:  # no cast operator yet: round on the host
            from anyrt.tensor import _encode

            a = anyrt.asarray(_encode(host.astype(np.float16 if dtype == "float16" else np.float32),
                                      anyrt.tensor.dtype(dtype)), dtype=dtype, device=dev)
        b, c = a, anyrt.empty((n, n), dtype, dev)
        s = anyrt.Stream(dev)
        anyrt.ops.gemm(a, b, out=c, stream=s)
        s.synchronize()
        start, end = anyrt.Event(True, dev), anyrt.Event(True, dev)
        reps = 20
        start.record(s)
        for _ in range(reps):
            anyrt.ops.gemm(a, b, out=c, stream=s)
        end.record(s)
        end.synchronize()
        ours = start.elapsed_time(end) / 1e3 / reps
        theirs = None
        if peers.torch is not None:
            t = peers.torch
            ta = t.randn(n, n, device=f"cuda:{dev.index}", dtype=getattr(t, dtype))
            t.matmul(ta, ta)
            e0, e1 = t.cuda.Event(enable_timing=True), t.cuda.Event(enable_timing=True)
            e0.record()
            for _ in range(reps):
                t.matmul(ta, ta)
            e1.record()
            e1.synchronize()
            theirs = e0.elapsed_time(e1) / 1e3 / reps
        flops = 2.0 * n**3
        rows.append([f"gemm {dtype} {n}³", f"{flops / ours / 1e12:.1f} TFLOP/s",
                     f"{flops / theirs / 1e12:.1f} TFLOP/s" if theirs else "-", ratio(ours, theirs)])
    return table("gemm (anyrt.ops.gemm: cuBLAS) vs torch.matmul", ["case", "anyrt", "torch", "anyrt speed / torch"], rows)


def _timed(s: anyrt.Stream, dev: anyrt.Device, fn: Callable[[], Any], reps: int) -> float:
    """Seconds per call of fn queued `reps` times on s, between two anyrt events (one warm-up call)."""
    fn()
    s.synchronize()
    start, end = anyrt.Event(True, dev), anyrt.Event(True, dev)
    start.record(s)
    for _ in range(reps):
        fn()
    end.record(s)
    end.synchronize()
    return start.elapsed_time(end) / 1e3 / reps


def _torch_timed(t: Any, fn: Callable[[], Any], reps: int) -> float:
    fn()
    e0, e1 = t.cuda.Event(enable_timing=True), t.cuda.Event(enable_timing=True)
    e0.record()
    for _ in range(reps):
        fn()
    e1.record()
    e1.synchronize()
    return e0.elapsed_time(e1) / 1e3 / reps


def layer_ops(dev: anyrt.Device, peers: Peers, quick: bool) -> str:
    """The model-layer operators of issue 27's cuda kernels at a Llama-like prefill's sizes (tokens x
    hidden 4096, intermediate 11008, vocabulary 32000), anyrt (out= preallocated) vs the torch calls a
    model writes for the same result; sampling vs torch's sort, softmax, cumsum and searchsorted (the
    same algorithm, one row per request)."""
    sizes = (256, 1024, 2816, 8000) if quick else (4096, 4096, 11008, 32000)
    rows = [row for dtype in ("float16", "bfloat16") for row in _layer_rows(dev, peers, dtype, sizes)]
    return table("model-layer operators (issue 27's kernels) vs torch, time per call",
                 ["case", "anyrt", "torch", "anyrt speed / torch"], rows)


def _layer_rows(dev: anyrt.Device, peers: Peers, dtype: str, sizes: tuple[int, int, int, int]) -> list[list[str]]:
    tokens, hidden, inter, vocab = sizes
    batch, reps = 64, 20
    rng = np.random.default_rng(0)

    def on_dev(*shape: int) -> anyrt.Tensor:
        return anyrt.asarray(rng.standard_normal(shape).astype(np.float32), dtype=dtype, device=dev)

    s = anyrt.Stream(dev)
    a, b, w, x, table_, logits = (on_dev(tokens, hidden), on_dev(tokens, hidden), on_dev(hidden), on_dev(tokens, 2 * inter),
                                  on_dev(vocab, hidden), on_dev(batch, vocab))
    y, r = anyrt.empty((tokens, hidden), dtype, dev), anyrt.empty((tokens, hidden), dtype, dev)
    z = anyrt.empty((tokens, inter), dtype, dev)
    ids_host = rng.integers(0, vocab, tokens).astype(np.int64)
    ids = anyrt.asarray(ids_host, device=dev)
    params = [anyrt.asarray(v, device=dev) for v in (np.full(batch, 0.5, np.float32), np.full(batch, 0.9, np.float32),
                                                      np.zeros(batch, np.int32), np.full(batch, 0.8, np.float32))]
    picked = anyrt.empty((batch,), "int64", dev)
    ours: dict[str, Callable[[], Any]] = {
        "embedding": lambda: anyrt.ops.embedding(ids, table_, out=y, stream=s),
        "add_rms_norm": lambda: anyrt.ops.add_rms_norm(a, b, w, out=(y, r), stream=s),
        "silu_and_mul": lambda: anyrt.ops.silu_and_mul(x, out=z, stream=s),
        "random_sample_batch": lambda: anyrt.ops.random_sample_batch(logits, *params, out=picked, stream=s),
    }
    theirs = _torch_layer_calls(peers.torch, dev, dtype, sizes, batch, ids_host) if peers.torch is not None else {}
    shapes = {"embedding": f"{tokens} ids of {vocab}x{hidden}", "add_rms_norm": f"{tokens}x{hidden}",
              "silu_and_mul": f"{tokens}x{2 * inter}", "random_sample_batch": f"{batch}x{vocab}, top-p"}
    rows = []
    for name, fn in ours.items():
        mine = _timed(s, dev, fn, reps)
        other = _torch_timed(peers.torch, theirs[name], reps) if name in theirs else None
        rows.append([f"{name} {dtype} {shapes[name]}", f"{mine * 1e6:.1f} us", f"{other * 1e6:.1f} us" if other else "-",
                     ratio(mine, other)])
    return rows


def _torch_layer_calls(t: Any, dev: anyrt.Device, dtype: str, sizes: tuple[int, int, int, int], batch: int,
                       ids_host: np.ndarray) -> dict[str, Callable[[], Any]]:
    tokens, hidden, inter, vocab = sizes
    f, where = t.nn.functional, f"cuda:{dev.index}"
    on = {"device": where, "dtype": getattr(t, dtype)}
    ta, tb, tw = t.randn(tokens, hidden, **on), t.randn(tokens, hidden, **on), t.randn(hidden, **on)
    tx, tt, tl = t.randn(tokens, 2 * inter, **on), t.randn(vocab, hidden, **on), t.randn(batch, vocab, **on)
    tids, tr = t.as_tensor(ids_host, device=where), t.full((batch, 1), 0.5, device=where)

    def sample() -> Any:  # top-p 0.9 at temperature 0.8, no top-k cut, as the anyrt rows
        sv, si = t.sort(tl.float() / 0.8, dim=-1, descending=True)
        cum = t.cumsum(t.softmax(sv, dim=-1), dim=-1)
        return si.gather(1, t.searchsorted(cum, tr * 0.9 * cum[:, -1:]).clamp_(max=vocab - 1))

    return {
        "embedding": lambda: f.embedding(tids, tt),
        "add_rms_norm": lambda: f.rms_norm(ta + tb, (hidden,), tw, 1e-6),
        "silu_and_mul": lambda: f.silu(tx[:, :inter]) * tx[:, inter:],
        "random_sample_batch": sample,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="copies up to 64 MiB, all-reduce up to 16 MiB")
    parser.add_argument("--device", default="cuda:0", help="kind:index (cpu:0 smoke-tests the anyrt side)")
    parser.add_argument("--out", help="also write the Markdown here")
    args = parser.parse_args(argv)
    kind, _, index = args.device.partition(":")
    dev = anyrt.Device(kind, int(index or 0))
    if dev not in anyrt.devices(kind):
        print(f"cuda_bench: {dev} is not a visible device; anyrt sees {anyrt.devices()} (see `anyrt info`)",
              file=sys.stderr)
        return 1
    peers = Peers(dev.index, gpu=kind == "cuda")
    props = dev.properties()
    head = [f"## anyrt {kind} backend benchmarks", "",
            f"device {dev}: compute capability {props.get('compute_capability')}, runtime "
            f"{props.get('runtime_version')}, driver {props.get('driver_version')}, memory "
            f"{props.get('memory_total', 0) / GiB:.1f} GiB; peers: "
            f"torch {getattr(peers.torch, '__version__', '-')}, CuPy {getattr(peers.cupy, '__version__', '-')}"
            + (f" ({'; '.join(peers.notes)})" if peers.notes else ""), ""]
    print("\n".join(head), flush=True)
    sections = []
    with anyrt.Device(kind, dev.index):
        for section in (lambda: copies(dev, peers, 64 * MiB if args.quick else GiB),
                        lambda: event_timing(dev, peers, 64 * MiB if args.quick else 256 * MiB),
                        lambda: per_call(dev, peers),
                        lambda: gemm(dev, peers, 1024 if args.quick else 4096),
                        lambda: layer_ops(dev, peers, args.quick),
                        lambda: all_reduce_one_rank(dev, peers, 16 * MiB if args.quick else 256 * MiB)):
            text = section()
            print(text, flush=True)
            sections.append(text)
    if args.out:
        with open(args.out, "w") as f:
            f.write("\n".join(head) + "\n" + "\n".join(sections))
    return 0


if __name__ == "__main__":
    sys.exit(main())
