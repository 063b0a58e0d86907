"""Operators on the cpu backend beside what users run instead: torch CPU when it is installed (same
threads as anyrt's pool, both writing into preallocated outputs, interleaved in one process, best of
N), NumPy otherwise (f32 and f16 only: NumPy has no bfloat16). Operands are torch (or NumPy) arrays
shared zero-copy with anyrt through DLPack, so both sides compute on the very same memory. Each
memory-bound row also gives its bytes moved per second as a fraction of a plain copy of the same
dtype measured in the same run (torch's copy_ / numpy.copyto)."""

from __future__ import annotations

import importlib
import importlib.util
import os
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

import anyrt
from anyrt import ops

# torch is optional and slow to import: loaded by the first operator benchmark that can use it, not by
# `anyrt bench`'s other groups (the peer is NumPy without it)
torch: Any = None


def _load_torch() -> bool:
    global torch
    if torch is None and importlib.util.find_spec("torch") is not None:
        torch = importlib.import_module("torch")
    return torch is not None

DTYPES = ("float32", "float16", "bfloat16")
# (op, shape text, bytes moved, anyrt call, peer call or None, flops)
Case = tuple[str, str, int, Callable[[], object], Callable[[], object] | None, float]


@dataclass(frozen=True)
class OpRow:
    """One operator at one dtype: seconds per call of anyrt and of the peer, the bytes it moves, and
    the copy bandwidth (GB/s) of its dtype in the same run (None for compute-bound gemm)."""

    op: str
    dtype: str
    shape: str
    ours: float
    peer_name: str | None
    peer: float | None
    nbytes: int
    copy_gbs: float | None
    flops: float = 0.0

    @property
    def ratio(self) -> float | None:
        """peer time / anyrt time: > 1 means anyrt is faster."""
        return self.peer / self.ours if self.peer else None

    @property
    def of_copy(self) -> float | None:
        return self.nbytes / self.ours / 1e9 / self.copy_gbs if self.copy_gbs else None


def threads() -> int:
    """The cpu backend's operator pool size (cpu_ops.c's rule), which torch is given too."""
    env = os.environ.get("ANYRT_CPU_THREADS", "")
    return max(1, int(env)) if env.strip() else os.cpu_count() or 1


def _sync(fn: Callable[[], object]) -> Callable[[], None]:
    def run() -> None:
        fn()
        anyrt.synchronize()
    return run


class _Peer:
    """Array making and the peer's operators, torch or NumPy."""

    def __init__(self, use_torch: bool) -> None:
        self.torch = use_torch and _load_torch()
        self.name = "torch" if self.torch else "numpy"
        self.rng = np.random.default_rng(0)

    def supports(self, dtype: str) -> bool:
        return self.torch or dtype != "bfloat16"

    def rand(self, shape: tuple[int, ...], dtype: str, lo: float = -2.0, hi: float = 2.0) -> Any:
        """The peer's array, or an anyrt Tensor where the peer has no such dtype (NumPy, bfloat16)."""
        a = self.rng.uniform(lo, hi, shape).astype(np.float32)
        if self.torch:
            return torch.from_numpy(a).to(getattr(torch, dtype))
        return a.astype(dtype) if self.supports(dtype) else anyrt.asarray(a, dtype=dtype)

    def empty_like(self, x: Any) -> Any:
        if isinstance(x, anyrt.Tensor):
            return anyrt.empty(x.shape, x.dtype)
        return torch.empty_like(x) if self.torch else np.empty_like(x)


    def copy(self, dst: Any, src: Any) -> Callable[[], object]:
        return (lambda: dst.copy_(src)) if self.torch else (lambda: np.copyto(dst, src))


def _share(x: Any) -> anyrt.Tensor:
    """The same memory as an anyrt Tensor (DLPack, no copy)."""
    return x if isinstance(x, anyrt.Tensor) else anyrt.from_dlpack(x)


def _cases(p: _Peer, dtype: str, quick: bool) -> list[Case]:
    """Every operator's case for one dtype."""
    n = 1 << (20 if quick else 22)
    rows_n, d = (1024, 1024) if quick else (2048, 2048)
    es = 2 if dtype != "float32" else 4
    out: list[Case] = []
    t = torch if p.torch else None
    a, b = p.rand((n,), dtype), p.rand((n,), dtype)
    c = p.empty_like(a)
    A, B, C = _share(a), _share(b), _share(c)
    ok = p.supports(dtype)
    flat = f"{n >> 20} Mi"

    def peer(fn: Callable[[], object]) -> Callable[[], object] | None:
        return fn if ok else None

    if t is not None:
        tmp = torch.empty_like(a)
        silu: Callable[[Any, Any], object] = lambda x, y: torch._C._nn.silu(x, out=y)  # noqa: E731
        binary = {"add": lambda: torch.add(a, b, out=c), "sub": lambda: torch.sub(a, b, out=c),
                  "mul": lambda: torch.mul(a, b, out=c),
                  "swiglu": lambda: (silu(b, tmp), torch.mul(a, tmp, out=c))}
        unary = {"relu": lambda: torch.clamp_min(a, 0, out=c), "silu": lambda: silu(a, c),
                 "sigmoid": lambda: torch.sigmoid(a, out=c)}
    else:
        def np_swiglu() -> None:
            np.multiply(a, b, out=c)
            np.divide(c, 1 + np.exp(-b), out=c)
        binary = {"add": lambda: np.add(a, b, out=c), "sub": lambda: np.subtract(a, b, out=c),
                  "mul": lambda: np.multiply(a, b, out=c), "swiglu": np_swiglu}
        unary = {"relu": lambda: np.maximum(a, 0, out=c), "silu": lambda: np.divide(a, 1 + np.exp(-a), out=c),
                 "sigmoid": lambda: np.divide(1, 1 + np.exp(-a), out=c)}
    ours_bin = {"add": ops.add, "sub": ops.sub, "mul": ops.mul, "swiglu": ops.swiglu}
    for name, fn in binary.items():
        op = ours_bin[name]
        out.append((name, flat, 3 * n * es, _sync(lambda op=op: op(A, B, out=C)), peer(fn), 0.0))
    ours_un = {"relu": ops.relu, "silu": ops.silu, "sigmoid": ops.sigmoid}
    for name, fn in unary.items():
        op = ours_un[name]
        out.append((name, flat, 2 * n * es, _sync(lambda op=op: op(A, out=C)), peer(fn), 0.0))

    out += _family_cases(p, dtype, a, b, c, A, B, C, n, es, flat, peer)

    x, w = p.rand((rows_n, d), dtype), p.rand((d,), dtype, 0.5, 1.5)
    y = p.empty_like(x)
    X, W, Y = _share(x), _share(w), _share(y)
    shape2 = f"{rows_n}×{d}"
    if t is not None:
        rms: Callable[[], object] = lambda: torch.nn.functional.rms_norm(x, (d,), w, 1e-6)  # noqa: E731
        sm: Callable[[], object] = lambda: torch.softmax(x, -1, out=y)  # noqa: E731
    else:
        def rms() -> None:
            xf = x.astype(np.float32)
            np.multiply(xf / np.sqrt(np.mean(xf * xf, axis=-1, keepdims=True) + 1e-6), w, out=y, casting="unsafe")

        def sm() -> None:
            e = np.exp(x - x.max(axis=-1, keepdims=True))
            np.divide(e, e.sum(axis=-1, keepdims=True), out=y)
    out.append(("rms_norm", shape2, 2 * rows_n * d * es, _sync(lambda: ops.rms_norm(X, W, out=Y, epsilon=1e-6)),
                peer(rms), 0.0))
    out.append(("softmax", shape2, 2 * rows_n * d * es, _sync(lambda: ops.softmax(X, out=Y)), peer(sm), 0.0))

    heads, seq = (8, 256) if quick else (16, 512)
    s = p.rand((heads, seq, seq), dtype)
    sy = p.empty_like(s)
    S, SY = _share(s), _share(sy)
    if t is not None:
        mask = torch.full((seq, seq), float("-inf"), dtype=s.dtype).triu(1)
        csm: Callable[[], object] | None = lambda: torch.softmax(torch.add(s, mask), -1, out=sy)  # noqa: E731
    else:
        csm = None  # NumPy has no one-call equivalent worth comparing
    out.append(("causal_softmax", f"{heads}×{seq}×{seq}", 2 * heads * seq * seq * es,
                _sync(lambda: ops.causal_softmax(S, out=SY)), peer(csm) if csm else None, 0.0))

    ntok, nh, hd = (1024, 16, 64) if quick else (2048, 32, 64)
    q = p.rand((ntok, nh, hd), dtype)
    qy = p.empty_like(q)
    pos = np.arange(ntok, dtype=np.int32)
    ang = np.arange(ntok)[:, None] / (10000.0 ** (np.arange(hd // 2) / (hd // 2)))[None, :]
    if t is not None:
        tdt = getattr(torch, dtype)
        sin_t, cos_t = (torch.from_numpy(f(ang).astype(np.float32)).to(tdt) for f in (np.sin, np.cos))
        pos_t = torch.from_numpy(pos)
        half = hd // 2

        def rope_peer() -> None:  # GPT-NeoX, as a torch model writes it (HF's rotate_half)
            sn, cs = sin_t[pos_t][:, None, :], cos_t[pos_t][:, None, :]
            x1, x2 = q[..., :half], q[..., half:]
            torch.cat((x1 * cs - x2 * sn, x2 * cs + x1 * sn), dim=-1, out=qy)
        rp: Callable[[], object] | None = rope_peer
        SIN, COS, POS = anyrt.from_dlpack(sin_t), anyrt.from_dlpack(cos_t), anyrt.from_dlpack(pos_t)
    else:
        rp = None
        SIN, COS = (anyrt.asarray(f(ang).astype(np.float32), dtype=dtype) for f in (np.sin, np.cos))
        POS = anyrt.asarray(pos)
    Q, QY = _share(q), _share(qy)
    if ok:
        out.append(("rope (NeoX)", f"{ntok}×{nh}×{hd}", 2 * ntok * nh * hd * es,
                    _sync(lambda: ops.rope(Q, POS, SIN, COS, out=QY, algo=1)), rp, 0.0))

    m = 256 if quick else 1024
    ga, gb = p.rand((m, m), dtype), p.rand((m, m), dtype)
    gc = p.empty_like(ga)
    GA, GB, GC = _share(ga), _share(gb), _share(gc)
    mm = (lambda: torch.matmul(ga, gb, out=gc)) if t is not None else (lambda: np.matmul(ga, gb, out=gc))
    out.append(("gemm", f"{m}³", 3 * m * m * es, _sync(lambda: ops.gemm(GA, GB, out=GC)), peer(mm), 2.0 * m**3))

    # conv: InfiniCore's test/infiniop/conv.py 2-d case (pads 2, strides 2), 4 images in --quick
    nb, cin, hw, cout, kk = (4 if quick else 32), 3, 32, 64, 5
    oh = (hw + 2 * 2 - kk) // 2 + 1
    cx, cw, cb = p.rand((nb, cin, hw, hw), dtype, -1, 1), p.rand((cout, cin, kk, kk), dtype, -1, 1), p.rand((cout,), dtype)
    cy = p.rand((nb, cout, oh, oh), dtype)
    CX, CW, CB, CY = _share(cx), _share(cw), _share(cb), _share(cy)
    if t is not None:
        cv: Callable[[], object] | None = lambda: cy.copy_(torch.nn.functional.conv2d(cx, cw, cb, stride=2, padding=2))  # noqa: E731
    else:
        cv = None  # NumPy has no convolution of its own
    out.append(("conv (2-d)", f"{nb}×{cin}×{hw}² * {cout}×{kk}²", (nb * cin * hw * hw + nb * cout * oh * oh) * es,
                _sync(lambda: ops.conv(CX, CW, CB, out=CY, pads=[2, 2], strides=[2, 2])), peer(cv) if cv else None,
                2.0 * nb * cout * oh * oh * cin * kk * kk))
    return out


def _family_cases(p: _Peer, dtype: str, a: Any, b: Any, c: Any, A: anyrt.Tensor, B: anyrt.Tensor, C: anyrt.Tensor,
                  n: int, es: int, flat: str, peer: Callable[[Callable[[], object]], Callable[[], object] | None]) \
        -> list[Case]:
    """Members of the spec's operator families (generated kernels): elementwise, comparison, where,
    reductions over the inner and the outer dim, and a cast, with the peer's own call for each."""
    out: list[Case] = []
    t = torch if p.torch else None
    mask = (a > 0) if t is not None else (np.asarray(a) > 0) if p.supports(dtype) else np.zeros(n, bool)
    bmask = t.empty(n, dtype=t.bool) if t is not None else np.empty(n, bool)
    M, BM = _share(mask), _share(bmask)
    rows, cols = n >> 10, 1 << 10
    a2 = a.reshape(rows, cols) if p.supports(dtype) else None
    A2 = A.reshape(rows, cols)
    r_in, r_out = (p.empty_like(a[:rows]), p.empty_like(a[:cols])) if p.supports(dtype) else (None, None)
    R_IN = _share(r_in) if r_in is not None else anyrt.empty((rows,), dtype)
    R_OUT = _share(r_out) if r_out is not None else anyrt.empty((cols,), dtype)
    half = t.empty(n, dtype=t.float16) if t is not None else np.empty(n, np.float16)
    H = _share(half)
    if t is not None:
        peers: dict[str, Callable[[], object]] = {
            "exp": lambda: t.exp(a, out=c), "div": lambda: t.div(a, b, out=c), "maximum": lambda: t.maximum(a, b, out=c),
            "lt": lambda: t.lt(a, b, out=bmask), "where": lambda: t.where(mask, a, b, out=c),
            "sum (rows)": lambda: t.sum(a2, dim=1, out=r_in), "sum (cols)": lambda: t.sum(a2, dim=0, out=r_out),
            "amax (rows)": lambda: t.amax(a2, dim=1, out=r_in), "cast to f16": lambda: half.copy_(a)}
    else:
        peers = {"exp": lambda: np.exp(a, out=c), "div": lambda: np.divide(a, b, out=c),
                 "maximum": lambda: np.maximum(a, b, out=c), "lt": lambda: np.less(a, b, out=bmask),
                 "where": lambda: np.copyto(c, np.where(mask, a, b)),
                 "sum (rows)": lambda: np.sum(a2, axis=1, out=r_in), "sum (cols)": lambda: np.sum(a2, axis=0, out=r_out),
                 "amax (rows)": lambda: np.max(a2, axis=1, out=r_in), "cast to f16": lambda: np.copyto(half, a,
                                                                                                    casting="unsafe")}
    ours: dict[str, tuple[Callable[[], object], int]] = {
        "exp": (lambda: ops.exp(A, out=C), 2), "div": (lambda: ops.div(A, B, out=C), 3),
        "maximum": (lambda: ops.maximum(A, B, out=C), 3), "lt": (lambda: ops.lt(A, B, out=BM), 2),
        "where": (lambda: ops.where(M, A, B, out=C), 3), "sum (rows)": (lambda: ops.sum(A2, axis=1, out=R_IN), 1),
        "sum (cols)": (lambda: ops.sum(A2, axis=0, out=R_OUT), 1), "amax (rows)": (lambda: ops.amax(A2, axis=1, out=R_IN), 1),
        "cast to f16": (lambda: ops.cast(A, out=H), 1)}
    for name, (fn, operands) in ours.items():
        shape = f"{rows}×{cols}" if "(" in name else flat
        out.append((name, shape, operands * n * es, _sync(fn), peer(peers[name]), 0.0))
    return out


def block(fn: Callable[[], object], repeat: int) -> float:
    """Best seconds of one call among `repeat` calls run back to back after an untimed one."""
    fn()
    best = float("inf")
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t)
    return best


def _interleaved(ours: Callable[[], object], peer: Callable[[], object] | None, repeat: int) -> tuple[float, float]:
    """Best single call of each side, the sides' blocks of calls alternating (a slow spell of a shared
    machine hits both). Blocks, not call by call: each library's worker threads are timed as a run of its
    own operators leaves them. Alternating single calls timed each side just after the other's, where
    torch's OpenMP workers still spin (libgomp polls for milliseconds after a parallel region) while
    anyrt's pool had gone to sleep (it polls ANYRT_CPU_SPIN_US, 50 us): anyrt's time then held a cold
    wake-up on a loaded machine and a core shared with torch's spinning thread (docs/benchmarks.md)."""
    t_o = block(ours, repeat)
    return t_o, block(peer, repeat) if peer is not None else float("inf")


def operator_rows(compare: bool, quick: bool, repeat: int, rounds: int = 1, use_torch: bool = True,
                  only: set[str] | None = None) -> list[OpRow]:
    """Every operator of issue 28's table in f32, f16 and bf16; `rounds` interleaved passes, the best
    kept per side. Without `compare` only anyrt is timed (copy bandwidth still measured)."""
    p = _Peer(use_torch)
    if p.torch:
        torch.set_num_threads(threads())
    rows: list[OpRow] = []
    for dtype in DTYPES:
        n = 1 << 22
        src, dst = p.rand((n,), dtype if p.supports(dtype) else "float16"), None
        dst = p.empty_like(src)
        cases = [c for c in _cases(p, dtype, quick) if only is None or c[0] in only]
        best: dict[str, list[float]] = {c[0]: [float("inf"), float("inf")] for c in cases}
        copy_t = float("inf")
        for _ in range(rounds):
            for name, _shape, _nb, ours, peer, _fl in cases:
                copy_t = min(copy_t, block(p.copy(dst, src), repeat))  # beside every case
                t_o, t_p = _interleaved(ours, peer if compare else None, repeat)
                best[name][0] = min(best[name][0], t_o)
                best[name][1] = min(best[name][1], t_p)
        copy_gbs = 2 * n * 2 / copy_t / 1e9 if dtype != "float32" else 2 * n * 4 / copy_t / 1e9
        for name, shape, nb, _o, peer, fl in cases:
            t_o, t_p = best[name]
            has_peer = compare and peer is not None and t_p < float("inf")
            rows.append(OpRow(name, dtype, shape, t_o, p.name if has_peer else None, t_p if has_peer else None, nb,
                              None if fl else copy_gbs, fl))
    return rows


def format_rows(rows: list[OpRow]) -> list[tuple[str, ...]]:
    """Text cells: operator, dtype, shape, anyrt (GB/s or GFLOP/s), fraction of copy, peer, ratio."""
    cells = []
    for r in rows:
        speed = f"{r.flops / r.ours / 1e9:.1f} GFLOP/s" if r.flops else f"{r.nbytes / r.ours / 1e9:.1f} GB/s"
        peer = "-"
        if r.peer is not None:
            peer = f"{r.flops / r.peer / 1e9:.1f} GFLOP/s" if r.flops else f"{r.nbytes / r.peer / 1e9:.1f} GB/s"
        cells.append((r.op, r.dtype, r.shape, speed, f"{r.of_copy:.2f}" if r.of_copy else "-",
                      f"{r.peer_name} {peer}" if r.peer_name else "-", f"{r.ratio:.2f}" if r.ratio else "-"))
    return cells
