"""The opencl backend's native kernels next to the cpu backend's, on one machine (PoCL runs OpenCL on
the CPU, so both use the same cores: the ratio is anyrt's OpenCL C kernels under PoCL vs the cpu
backend's C kernels and its BLAS, not a GPU figure).

    python bench/opencl_bench.py [--opencl opencl:0] [--cpu cpu:0] [--repeat 20]

For each operator and size: the median of --repeat runs, each one call queued on the device's
stream and waited for (so a run includes the launch and the wait); float32 (one cast to float16). The
last column is the time ratio: below 1.25 is the opencl kernels within 0.8x of the cpu ones' speed.
Prints a Markdown table.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable

import numpy as np

import anyrt


def median_ms(fn: Callable[[], object], stream: anyrt.Stream, repeat: int) -> float:
    fn()
    stream.synchronize()  # kernels built and memory touched before timing
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        stream.synchronize()
        times.append((time.perf_counter() - t0) * 1e3)
    return statistics.median(times)


def cases(device: anyrt.Device) -> dict[str, Callable[[], object]]:
    rng = np.random.default_rng(0)
    out: dict[str, Callable[[], object]] = {}
    for n in (1 << 16, 1 << 22):
        a = anyrt.asarray(rng.standard_normal(n).astype(np.float32), device=device)
        b = anyrt.asarray(rng.standard_normal(n).astype(np.float32), device=device)
        c = anyrt.empty((n,), "float32", device)
        out[f"add f32 n={n}"] = lambda a=a, b=b, c=c: anyrt.ops.add(a, b, out=c)
        out[f"silu f32 n={n}"] = lambda a=a, c=c: anyrt.ops.silu(a, out=c)
    # the generated families (generated/opencl vs generated/kernels): memory-bound members, a reduction, cast
    n = 1 << 22
    a = anyrt.asarray(rng.standard_normal(n).astype(np.float32), device=device)
    b = anyrt.asarray(rng.standard_normal(n).astype(np.float32), device=device)
    mask = anyrt.asarray(rng.random(n) < 0.5, device=device)
    c = anyrt.empty((n,), "float32", device)
    h = anyrt.empty((n,), "float16", device)
    r = anyrt.empty((1024, 1), "float32", device)
    out[f"neg f32 n={n}"] = lambda a=a, c=c: anyrt.ops.neg(a, out=c)
    out[f"maximum f32 n={n}"] = lambda a=a, b=b, c=c: anyrt.ops.maximum(a, b, out=c)
    out[f"where f32 n={n}"] = lambda a=a, b=b, c=c: anyrt.ops.where(mask, a, b, out=c)
    out[f"exp f32 n={n}"] = lambda a=a, c=c: anyrt.ops.exp(a, out=c)
    out[f"maximum f32 broadcast n={n}"] = lambda a=a, b=b, c=c: anyrt.ops.maximum(a.view(1024, 4096), b[:4096].view(1, 4096),
                                                                out=c.view(1024, 4096))
    out[f"cast f32->f16 n={n}"] = lambda a=a: anyrt.ops.cast(a, out=h)
    out["sum f32 1024x4096 axis=1"] = lambda a=a: anyrt.ops.sum(a.view(1024, 4096), 1, True, out=r)
    out["amax f32 1024x4096 axis=1"] = lambda a=a: anyrt.ops.amax(a.view(1024, 4096), 1, True, out=r)
    for m in (128, 512, 1024):
        x = anyrt.asarray(rng.standard_normal((m, m)).astype(np.float32), device=device)
        y = anyrt.asarray(rng.standard_normal((m, m)).astype(np.float32), device=device)
        z = anyrt.empty((m, m), "float32", device)
        out[f"gemm f32 {m}x{m}x{m}"] = lambda x=x, y=y, z=z: anyrt.ops.gemm(x, y, out=z)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--opencl", default="opencl:0")
    ap.add_argument("--cpu", default="cpu:0")
    ap.add_argument("--repeat", type=int, default=20)
    args = ap.parse_args()
    ocl, cpu = anyrt.Device(args.opencl), anyrt.Device(args.cpu)
    if ocl.backend != "opencl":
        raise SystemExit(f"{args.opencl} is served by {ocl.backend!r}, not opencl")
    results = {}
    for dev in (ocl, cpu):
        with anyrt.Stream(dev) as stream:
            results[dev.backend] = {name: median_ms(fn, stream, args.repeat) for name, fn in cases(dev).items()}
    print(f"| case | opencl ({args.opencl}) ms | cpu ({args.cpu}) ms | opencl / cpu |")
    print("|---|---:|---:|---:|")
    for name, t in results["opencl"].items():
        c = results["cpu"][name]
        gflops = ""
        if name.startswith("gemm"):
            m = int(name.split()[-1].split("x")[0])
            gflops = f" ({2 * m**3 / t / 1e6:.1f} vs {2 * m**3 / c / 1e6:.1f} GFLOP/s)"
        print(f"| {name}{gflops} | {t:.3f} | {c:.3f} | {t / c:.2f} |")


if __name__ == "__main__":
    main()
