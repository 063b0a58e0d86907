"""torch's "anyrt" device (anyrt.torch on the cpu backend) against torch's own CPU device, in one
run, interleaved, best of --repeat: the per-call cost of a small operator (descriptors cached per
layout in C), a medium one, nn.Linear, and one MLP training step.

    python bench/torch_device_bench.py [--repeat 200]
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

import torch

import anyrt.torch  # noqa: F401  (registers the "anyrt" device)


def best(fn: Callable[[], object], sync: Callable[[], None], repeat: int, inner: int) -> float:
    """Seconds per call: best of `repeat` timings of `inner` calls, each ending in `sync`."""
    fn()
    sync()
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        for _ in range(inner):
            fn()
        sync()
        times.append((time.perf_counter() - t0) / inner)
    return min(times)


def cases(dev: str) -> dict[str, Callable[[], object]]:
    g = torch.Generator().manual_seed(0)
    a16, b16 = torch.randn(16, generator=g).to(dev), torch.randn(16, generator=g).to(dev)
    o16 = torch.empty(16, device=dev)
    a1m, b1m = torch.randn(1 << 20, generator=g).to(dev), torch.randn(1 << 20, generator=g).to(dev)
    o1m = torch.empty(1 << 20, device=dev)
    lin = torch.nn.Linear(256, 256).to(dev)
    x = torch.randn(32, 256, generator=g).to(dev)
    mlp = torch.nn.Sequential(torch.nn.Linear(64, 128), torch.nn.ReLU(), torch.nn.Linear(128, 10)).to(dev)
    opt = torch.optim.SGD(mlp.parameters(), lr=0.01)
    xb, yb = torch.randn(32, 64, generator=g).to(dev), torch.randint(0, 10, (32,), generator=g).to(dev)

    def step() -> None:
        opt.zero_grad()
        torch.nn.functional.cross_entropy(mlp(xb), yb).backward()
        opt.step()

    return {
        "add, 16 f32 (a + b)": lambda: a16 + b16,
        "add, 16 f32, out=": lambda: torch.add(a16, b16, out=o16),
        "add, 1 Mi f32, out=": lambda: torch.add(a1m, b1m, out=o1m),
        "relu, 1 Mi f32": lambda: torch.relu(a1m),
        "nn.Linear 32x256 -> 256": lambda: lin(x),
        "MLP SGD step (64-128-10, batch 32)": step,
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--repeat", type=int, default=20)
    ap.add_argument("--inner", type=int, default=50)
    args = ap.parse_args()
    torch.set_num_threads(2)
    cpu, dev = cases("cpu"), cases("anyrt")
    print(f"torch {torch.__version__}, anyrt backend {anyrt.torch.backend}; best of {args.repeat} x {args.inner} calls")
    print(f"{'case':38} {'torch cpu':>11} {'anyrt':>11} {'cpu / anyrt':>12}")
    for name in cpu:
        t_cpu = best(cpu[name], lambda: None, args.repeat, args.inner)
        t_dev = best(dev[name], torch.accelerator.synchronize, args.repeat, args.inner)
        print(f"{name:38} {t_cpu * 1e6:9.1f}us {t_dev * 1e6:9.1f}us {t_cpu / t_dev:11.2f}x")


if __name__ == "__main__":
    main()
