"""Issue 48's convolution rows: anyrt.ops.conv on the cpu backend against torch's CPU conv2d (oneDNN,
which torch links) on ResNet-18's 3x3 layers, same process, interleaved, float32, best of `--repeat`
loops of `--inner` calls; the anyrt side ends each loop in Device.synchronize(). The baseline for
running the cpu backend's conv through oneDNN (issue 48, not started: see docs/benchmarks.md).

    python bench/conv_bench.py [--batch 1] [--repeat 5] [--inner 5] [--threads 2]
"""

from __future__ import annotations

import argparse
import functools
import time
from typing import Any

import numpy as np
import torch

import anyrt

# ResNet-18's 3x3 convolutions (cin, cout, side of the input, stride), one per stage
LAYERS = [(64, 64, 56, 1), (128, 128, 28, 1), (256, 256, 14, 1), (512, 512, 7, 1), (64, 128, 56, 2)]


def _anyrt_loop(dev: anyrt.Device, x: anyrt.Tensor, w: anyrt.Tensor, y: anyrt.Tensor, conv_args: dict[str, Any],
                inner: int) -> None:
    for _ in range(inner):
        anyrt.ops.conv(x, w, out=y, **conv_args)
    dev.synchronize()


def _torch_loop(x: torch.Tensor, w: torch.Tensor, stride: int, inner: int) -> None:
    for _ in range(inner):
        torch.nn.functional.conv2d(x, w, padding=1, stride=stride)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--batch", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--inner", type=int, default=5)
    parser.add_argument("--threads", type=int, default=2, help="torch.set_num_threads (anyrt's pool sizes itself)")
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    dev = anyrt.Device("cpu", 0)
    rng = np.random.default_rng(0)
    print("| layer (cin→cout, side, stride), batch | anyrt | torch CPU | anyrt ÷ torch (above 1: anyrt faster) |")
    print("|---|---|---|---|")
    for cin, cout, side, stride in LAYERS:
        x = rng.standard_normal((args.batch, cin, side, side), dtype=np.float32)
        w = rng.standard_normal((cout, cin, 3, 3), dtype=np.float32) * 0.05
        tx, tw = torch.from_numpy(x), torch.from_numpy(w)
        ax, aw = anyrt.asarray(x, device=dev), anyrt.asarray(w, device=dev)
        osz = (side + 2 - 3) // stride + 1
        ay = anyrt.empty((args.batch, cout, osz, osz), "float32", dev)

        conv_args = {"pads": (1, 1), "strides": (stride, stride)}
        run_anyrt = functools.partial(_anyrt_loop, dev, ax, aw, ay, conv_args, args.inner)
        run_torch = functools.partial(_torch_loop, tx, tw, stride, args.inner)
        run_anyrt()
        run_torch()
        np.testing.assert_allclose(ay.numpy(), torch.nn.functional.conv2d(tx, tw, padding=1, stride=stride).numpy(),
                                   rtol=1e-3, atol=1e-3)
        best = {"anyrt": float("inf"), "torch": float("inf")}
        for _ in range(args.repeat):
            for name, fn in (("anyrt", run_anyrt), ("torch", run_torch)):
                t = time.perf_counter()
                fn()
                best[name] = min(best[name], (time.perf_counter() - t) / args.inner)
        print(f"| {cin}→{cout}, {side}², /{stride}, {args.batch} | {best['anyrt'] * 1e3:.2f} ms | "
              f"{best['torch'] * 1e3:.2f} ms | {best['torch'] / best['anyrt']:.2f} |")


if __name__ == "__main__":
    main()
