"""gemm on the cpu backend against torch CPU at 1024³ and 2048³ (f32, f16, bf16), in one run: the same
threads (torch.set_num_threads = the cpu backend's pool), both writing into preallocated outputs, the two
sides' blocks of calls alternating, best single call of --rounds x --repeat; operands torch tensors shared
with anyrt through DLPack. Also the largest error of anyrt's result against an f32 matmul of the same
operands, relative to that result's largest magnitude. Then an LLM layer's x @ W.T (--linear m,k,n: a few
token rows against a [n][k] weight, as torch's Linear keeps it) and x @ W (the weight stored [k][n]), in ms
per call.

    python bench/gemm_bench.py [--sizes 1024,2048] [--dtypes bfloat16] [--linear 1,4096,4096;16,4096,4096]
                               [--rounds 3] [--repeat 3]
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Callable

import torch

import anyrt
from anyrt import ops
from anyrt.toolkit.bench.operators import block, threads


def best_pair(ours: Callable[[], None], peer: Callable[[], None], rounds: int, repeat: int) -> tuple[float, float]:
    """Best single call of each side over `rounds` alternating blocks of `repeat` calls."""
    best_o = best_p = float("inf")
    for _ in range(rounds):
        best_o = min(best_o, block(ours, repeat))
        best_p = min(best_p, block(peer, repeat))
    return best_o, best_p


def row(dt: str, n: int, rounds: int, repeat: int) -> str:
    tdt = getattr(torch, dt)
    g = torch.Generator().manual_seed(n)
    a, b = (torch.randn(n, n, generator=g).to(tdt) for _ in range(2))
    c, c2 = torch.empty(n, n, dtype=tdt), torch.empty(n, n, dtype=tdt)
    ta, tb, tc = (anyrt.from_dlpack(x) for x in (a, b, c2))

    def ours() -> None:
        ops.gemm(ta, tb, out=tc)
        tc.device.synchronize()  # the cpu device's: the current one may be another backend's

    def peer() -> None:
        torch.matmul(a, b, out=c)

    best_o, best_p = best_pair(ours, peer, rounds, repeat)
    ref = a.float() @ b.float()
    err = float((c2.float() - ref).abs().max() / ref.abs().max())
    fl = 2.0 * n**3
    return f"| {dt} | {n} | {fl / best_o / 1e9:.0f} | {fl / best_p / 1e9:.0f} | {best_p / best_o:.2f} | {err:.1e} |"


def linear_row(dt: str, m: int, k: int, n: int, transposed: bool, rounds: int, repeat: int) -> str:
    tdt = getattr(torch, dt)
    g = torch.Generator().manual_seed(m + k + n)
    x, w = torch.randn(m, k, generator=g).to(tdt), (torch.randn(n, k, generator=g) * 0.02).to(tdt)
    if not transposed:
        w = w.T.contiguous().T  # the same values, stored [k][n]
    y, y2 = torch.empty(m, n, dtype=tdt), torch.empty(m, n, dtype=tdt)
    tx, tw, ty = anyrt.from_dlpack(x), anyrt.from_dlpack(w.T), anyrt.from_dlpack(y2)

    def ours() -> None:
        ops.gemm(tx, tw, out=ty)
        ty.device.synchronize()

    def peer() -> None:
        torch.matmul(x, w.T, out=y)

    best_o, best_p = best_pair(ours, peer, rounds, repeat)
    ref = x.float() @ w.float().T
    err = float((y2.float() - ref).abs().max() / ref.abs().max())
    case = f"{m} x {k} @ ({n} x {k}).T" if transposed else f"{m} x {k} @ {k} x {n}"
    return f"| {dt} | {case} | {best_o * 1e3:.3f} | {best_p * 1e3:.3f} | {best_p / best_o:.2f} | {err:.1e} |"


def cpu_features() -> str:
    """The CPU and what decides the bf16 rows: anyrt's bf16 gemm is vdpbf16ps where the CPU has AVX-512
    BF16 (runtime/kernels/ak_gemm_bf16.c), f32 tiles otherwise; torch's oneDNN also uses AMX where
    present, which anyrt has no kernel for (an outside run's 0.13-0.33x bf16 against 1.07x here)."""
    model, flags = "unknown", set()
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name") and model == "unknown":
                    model = line.split(":", 1)[1].strip()
                elif line.startswith("flags") and not flags:
                    flags = set(line.split(":", 1)[1].split())
    except OSError:
        return "cpu: unknown"
    marks = [f for f in ("avx512f", "avx512_bf16", "amx_bf16", "amx_tile") if f in flags]
    return f"cpu: {model}, {os.cpu_count()} cpus, {' '.join(marks) or 'no avx512f/avx512_bf16/amx'}"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="1024,2048", help="m=n=k of the square rows ('' for none)")
    ap.add_argument("--dtypes", default="float32,float16,bfloat16")
    ap.add_argument("--linear", default="1,4096,4096;16,4096,4096", help="m,k,n;... ('' for none)")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    torch.set_num_threads(threads())
    load = os.getloadavg()
    print(f"gemm, {threads()} threads, load {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} (ratio = torch time / anyrt time)")
    print(cpu_features())
    print("| dtype | m=n=k | anyrt GFLOP/s | torch GFLOP/s | ratio | max error / max |alpha AB| |")
    print("|---|---|---|---|---|---|")
    for dt in args.dtypes.split(","):
        for n in (int(v) for v in args.sizes.split(",") if v):
            print(row(dt, n, args.rounds, args.repeat), flush=True)
    if args.linear:
        print("\n| dtype | x @ W.T or x @ W | anyrt ms | torch ms | ratio | max error / max |x W.T| |")
        print("|---|---|---|---|---|---|")
        for dt in args.dtypes.split(","):
            for transposed in (True, False):
                for shape in args.linear.split(";"):
                    m, k, n = map(int, shape.split(","))
                    print(linear_row(dt, m, k, n, transposed, args.rounds, args.repeat), flush=True)

if __name__ == "__main__":
    main()
