"""Operators on the cpu backend against NumPy, in one run: f32 gemm (GFLOP/s, ratio to numpy.matmul),
and elementwise / norm operators as achieved GB/s against the copy bandwidth NumPy reaches on the
same machine in the same run (numpy.copyto of the same bytes). Operands live in anyrt device memory
of cpu:0, which is host memory, so NumPy computes on the very same buffers.

    python bench/ops_bench.py [--quick]
"""

from __future__ import annotations

import argparse
import os
import time
from collections.abc import Callable

import numpy as np

from anyrt._cffi import ffi, lib
from anyrt._gen import _raw


def best(fn: Callable[[], object], repeat: int) -> float:
    fn()
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return min(times)


def device_array(shape: tuple[int, ...], dtype: type) -> tuple[np.ndarray, object]:
    nbytes = int(np.prod(shape)) * np.dtype(dtype).itemsize
    p = _raw.malloc(nbytes)
    arr = np.frombuffer(ffi.buffer(p, nbytes), dtype=dtype).reshape(shape)
    return arr, p


def desc(arr: np.ndarray) -> object:
    shape = ffi.new("int64_t[]", list(arr.shape))
    strides = ffi.new("int64_t[]", [s // arr.itemsize for s in arr.strides])
    return _raw.create_tensor_desc(lib.ANYRT_DTYPE_FLOAT32, arr.ndim, shape, strides)


def addr(arr: np.ndarray) -> int:
    return arr.__array_interface__["data"][0]


def call_overhead(repeat: int) -> list[tuple[str, str, str, str]]:
    """Per-call host cost of a 16-element add with a cached descriptor, by layer, beside numpy.add."""
    import anyrt
    from anyrt import ops

    a, b, c = (anyrt.asarray(np.ones(16, np.float32), copy=True) for _ in range(3))
    ops.add(a, b, out=c)
    anyrt.synchronize()
    from anyrt._op_runtime import _cache

    desc = next(v[0] for k, v in _cache._descs.items() if k[0] == "add")
    ca, cb, cc = a._cptr, b._cptr, c._cptr
    na, nb, nc = np.ones(16, np.float32), np.ones(16, np.float32), np.empty(16, np.float32)
    n = 20000

    def per_call(fn: Callable[[], object]) -> float:
        def loop() -> None:
            for _ in range(n):
                fn()
            anyrt.synchronize()
        return best(loop, repeat) / n * 1e6

    t_ops = per_call(lambda: ops.add(a, b, out=c))
    t_raw = per_call(lambda: _raw.add(desc, None, 0, cc, ca, cb))
    t_c = per_call(lambda: lib.anyrt_add(desc, ffi.NULL, 0, cc, ca, cb, ffi.NULL))
    t_np = per_call(lambda: np.add(na, nb, out=nc))
    return [("anyrt.ops.add, 16 elements", f"{t_ops:.2f} µs/call ({t_ops - t_c:+.2f} vs C)", f"{t_np:.2f} µs/call",
             f"{t_np / t_ops:.2f}"),
            ("  _raw.add (generated wrapper)", f"{t_raw:.2f} µs/call", "", ""),
            ("  lib.anyrt_add (the C call)", f"{t_c:.2f} µs/call", "", "")]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true")
    args = ap.parse_args()
    repeat = 3 if args.quick else 7
    _raw.set_device(lib.ANYRT_DEVICE_KIND_CPU, 0)
    handle = _raw.create_op_handle()
    rows = []
    for n in (256, 1024) if args.quick else (1024, 2048, 4096):
        a, _ = device_array((n, n), np.float32)
        b, _ = device_array((n, n), np.float32)
        c, _ = device_array((n, n), np.float32)
        a[...] = np.random.rand(n, n)
        b[...] = np.random.rand(n, n)
        d = _raw.create_gemm_descriptor(handle, desc(c), desc(a), desc(b))

        def run_gemm(d: object = d, a: np.ndarray = a, b: np.ndarray = b, c: np.ndarray = c) -> None:
            _raw.gemm(d, None, 0, addr(c), addr(a), addr(b), 1.0, 0.0)
            _raw.synchronize_device()

        # NumPy first: OpenBLAS threads that anyrt's gemm leaves spinning would slow NumPy's own
        t_np = best(lambda a=a, b=b, c=c: np.matmul(a, b, out=c), repeat)
        t_any = best(run_gemm, repeat)
        flops = 2.0 * n**3
        rows.append((f"gemm f32 {n}³", f"{flops / t_any / 1e9:.1f} GFLOP/s", f"{flops / t_np / 1e9:.1f} GFLOP/s",
                     f"{t_np / t_any:.2f}"))
    n = 1 << (22 if args.quick else 24)
    x, _ = device_array((n,), np.float32)
    y, _ = device_array((n,), np.float32)
    z, _ = device_array((n,), np.float32)
    x[...] = np.random.rand(n)
    y[...] = np.random.rand(n)
    t_copy = best(lambda: np.copyto(z, x), repeat)
    copy_gbs = 2 * 4 * n / t_copy / 1e9
    rows.append(("numpy.copyto (bandwidth)", f"{copy_gbs:.1f} GB/s", "", ""))
    dadd = _raw.create_add_descriptor(handle, desc(z), desc(x), desc(y))

    def run_add() -> None:
        _raw.add(dadd, None, 0, addr(z), addr(x), addr(y))
        _raw.synchronize_device()

    t = best(run_add, repeat)
    t_np = best(lambda: np.add(x, y, out=z), repeat)
    rows.append(("add f32", f"{3 * 4 * n / t / 1e9:.1f} GB/s ({3 * 4 * n / t / 1e9 / copy_gbs:.2f} of copy)",
                 f"{3 * 4 * n / t_np / 1e9:.1f} GB/s", f"{t_np / t:.2f}"))
    rows_n, d = n // 4096, 4096
    x2, y2 = x.reshape(rows_n, d), z.reshape(rows_n, d)
    w, _ = device_array((d,), np.float32)
    w[...] = 1.0
    drms = _raw.create_rms_norm_descriptor(handle, desc(y2), desc(x2), desc(w), 1e-6)

    def run_rms() -> None:
        _raw.rms_norm(drms, None, 0, addr(y2), addr(x2), addr(w))
        _raw.synchronize_device()

    def np_rms() -> None:
        np.multiply(x2, 1.0 / np.sqrt(np.mean(x2 * x2, axis=-1, keepdims=True) + 1e-6), out=y2)

    t = best(run_rms, repeat)
    t_np = best(np_rms, repeat)
    rows.append((f"rms_norm f32 {rows_n}×{d}", f"{2 * 4 * n / t / 1e9:.1f} GB/s ({2 * 4 * n / t / 1e9 / copy_gbs:.2f} of copy)",
                 f"{2 * 4 * n / t_np / 1e9:.1f} GB/s", f"{t_np / t:.2f}"))
    dsm = _raw.create_softmax_descriptor(handle, desc(y2), desc(x2), -1)

    def run_sm() -> None:
        _raw.softmax(dsm, None, 0, addr(y2), addr(x2))
        _raw.synchronize_device()

    def np_sm() -> None:
        e = np.exp(x2 - x2.max(axis=-1, keepdims=True))
        np.divide(e, e.sum(axis=-1, keepdims=True), out=y2)

    t = best(run_sm, repeat)
    t_np = best(np_sm, repeat)
    rows.append((f"softmax f32 {rows_n}×{d}", f"{2 * 4 * n / t / 1e9:.1f} GB/s ({2 * 4 * n / t / 1e9 / copy_gbs:.2f} of copy)",
                 f"{2 * 4 * n / t_np / 1e9:.1f} GB/s", f"{t_np / t:.2f}"))
    rows.append(("", "", "", ""))
    rows += call_overhead(repeat)
    print(f"cpu operators vs NumPy ({os.cpu_count()} cores; ratio > 1: anyrt faster)")
    print(f"| {'case':<28} | {'anyrt':<28} | {'numpy':<16} | ratio |")
    print(f"|{'-' * 30}|{'-' * 30}|{'-' * 18}|-------|")
    for r in rows:
        print(f"| {r[0]:<28} | {r[1]:<28} | {r[2]:<16} | {r[3]:>5} |")


if __name__ == "__main__":
    main()
