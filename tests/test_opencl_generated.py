"""The opencl backend's generated kernels (generated/opencl: every spec member with an `expr`, every
reduction, cast) against the cpu backend's on the same inputs: each member and each of its dtypes, on a
contiguous layout and on a strided and broadcast one, served by the opencl slot itself (no fallback recorded).
One test per member loops its dtypes: PoCL's cost is building each program and compiling each kernel per
work-group size at its first launch, so the shapes are chosen to need one size per kernel.
Integers and bool agree exactly; floats within a few units of their last place (the cpu kernels' exp and
log are their own polynomials, the device's its own libm). Needs an OpenCL 2.0+ device with SVM (PoCL in
CI); skipped where there is none, saying so."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import anyrt
from anyrt._cffi import ffi
from anyrt._gen import _raw
from anyrt._gen.spec_data import OPERATORS
from anyrt.toolkit.op_conformance import _fallback_pairs

OCL = "opencl:0"


def _no_device_reason() -> str | None:
    for i in range(_raw.get_backend_count()):
        info = _raw.get_backend_info(i)
        if ffi.string(info.name).decode() == "opencl":
            return None if info.device_count > 0 else f"no OpenCL 2.0+ device with SVM ({ffi.string(info.message).decode()})"
    return "the opencl plugin is not loaded (not built here: no CL/cl.h at build time)"


pytestmark = pytest.mark.skipif(_no_device_reason() is not None, reason=_no_device_reason() or "")

ELEMENTWISE = sorted(n for n, o in OPERATORS.items() if o["generated"] and o["reduces"] is None)
REDUCTIONS = sorted(n for n, o in OPERATORS.items() if o["reduces"] is not None)
FLOATS = ("float16", "bfloat16", "float32", "float64")
# (atol, rtol) per float dtype: f16/bf16 one rounding of an f32 result that may differ in its last bit
TOL = {"float16": (2e-3, 2e-3), "bfloat16": (1.6e-2, 1.6e-2), "float32": (2e-5, 2e-5), "float64": (1e-12, 1e-12)}
NUMPY_INT = {"int8": np.int8, "int16": np.int16, "int32": np.int32, "int64": np.int64, "uint8": np.uint8,
             "uint16": np.uint16, "uint32": np.uint32, "uint64": np.uint64, "byte": np.uint8}


def _host(op: dict[str, Any], t: dict[str, Any], dtype: str, shape: tuple[int, ...], rng: np.random.Generator
          ) -> anyrt.Tensor:
    """Tensor t's values for a run on `dtype` (its own fixed dtype where it has one), on the cpu device."""
    d = t["dtypes"][0] if t["dtypes"] else dtype
    lo, hi = op["conformance"]["values"].get(t["name"], (-2, 2) if d in FLOATS else (-50, 50))[:2]
    if d == "bool":
        return anyrt.asarray(rng.random(shape) < 0.5, device="cpu:0")
    if d in FLOATS:
        x = anyrt.asarray(rng.uniform(lo, hi, shape).astype(np.float64 if d == "float64" else np.float32), device="cpu:0")
        return x if d in ("float32", "float64") else x.astype(d)
    info = np.iinfo(NUMPY_INT[d])
    return anyrt.asarray(rng.integers(max(int(lo), info.min), min(int(hi), info.max + 1), shape).astype(NUMPY_INT[d]),
                         device="cpu:0")


def _compare(got: anyrt.Tensor, want: anyrt.Tensor, what: str) -> None:
    dt = str(want.dtype)
    g = got.to(anyrt.Device("cpu:0"))
    if dt in FLOATS:
        atol, rtol = TOL[dt]
        g64 = g.astype("float64").numpy()
        w64 = want.astype("float64").numpy()
        np.testing.assert_allclose(g64, w64, atol=atol * max(1.0, float(np.nanmax(np.abs(w64), initial=0))
                                                             if np.isfinite(w64).any() else 1.0),
                                   rtol=rtol, equal_nan=True, err_msg=what)
    else:
        np.testing.assert_array_equal(g.numpy(), want.numpy(), err_msg=what)


def _layouts(op: dict[str, Any], ins: list[dict[str, Any]], dtype: str, rng: np.random.Generator
             ) -> list[tuple[str, list[anyrt.Tensor], list[anyrt.Tensor]]]:
    """(name, cpu inputs, device inputs) of one call each, the output (4, 5, 6) in both: contiguous (the `_c`
    kernel), then strided and broadcast at once (the `_s` kernel): even inputs a stride-2 slice expanded
    over a dim of stride 0, odd ones (5, 1) broadcast by the operator. Both calls' shapes are the same for
    every dtype, so PoCL compiles each kernel for one work-group size only (its per-launch cost)."""
    ocl = anyrt.Device(OCL)
    out: list[tuple[str, list[anyrt.Tensor], list[anyrt.Tensor]]] = []
    n_in = len(ins)
    cpu_in = [_host(op, ins[i], dtype, (4, 5, 6), rng) for i in range(n_in)]
    out.append(("contiguous", cpu_in, [x.to(ocl) for x in cpu_in]))
    stored = [_host(op, ins[i], dtype, (4, 1, 12) if i % 2 == 0 else (5, 1), rng) for i in range(n_in)]
    dev = [x.to(ocl) for x in stored]

    def view(x: anyrt.Tensor, i: int) -> anyrt.Tensor:
        return x[:, :, ::2].expand(4, 5, 6) if i % 2 == 0 else x

    out.append(("strided+broadcast", [view(x, i) for i, x in enumerate(stored)], [view(x, i) for i, x in enumerate(dev)]))
    return out


@pytest.mark.parametrize("name", ELEMENTWISE)
def test_generated_elementwise_kernel_matches_the_cpu_backend(name: str) -> None:
    """Every dtype of the member in one test (one program build, no per-dtype item)."""
    op = OPERATORS[name]
    ins = [t for t in op["tensors"] if t["role"] == "in"]
    attrs = {a: v for a, v in op["conformance"]["attrs"].items()}
    fn = getattr(anyrt.ops, name)
    before = _fallback_pairs()
    for dtype in op["dtypes"]:
        for layout, cpu_in, dev_in in _layouts(op, ins, dtype, np.random.default_rng(len(name))):
            want = fn(*cpu_in, **attrs)
            got = fn(*dev_in, **attrs)
            _compare(got, want, f"{name} {dtype} {layout}")
    _raw.synchronize_device()
    assert ("opencl", f"op_{name}") not in _fallback_pairs() - before, f"{name} fell back"


@pytest.mark.parametrize("name", REDUCTIONS)
def test_generated_reduction_kernel_matches_the_cpu_backend(name: str) -> None:
    """Every dtype of the member in one test: few outputs over many elements (a group per output), many
    outputs (more than one 64-item group of the serial kernel), a strided source over two axes, every dim."""
    op = OPERATORS[name]
    attrs = {a: v for a, v in op["conformance"]["attrs"].items()}
    fn = getattr(anyrt.ops, name)
    before = _fallback_pairs()
    ocl = anyrt.Device(OCL)
    x_t = next(t for t in op["tensors"] if t["name"] == op["reduces"])
    for dtype in op["dtypes"]:
        rng = np.random.default_rng(len(name))
        for shape, axis, strided in (((3, 2000), 1, False), ((300, 7), 1, False), ((6, 8, 10), (0, 2), True),
                                     ((5, 6), None, False)):
            x_cpu = _host(op, x_t, dtype, shape, rng)
            x_dev = x_cpu.to(ocl)
            if strided:
                x_cpu, x_dev = x_cpu[::2, :, 1:], x_dev[::2, :, 1:]
            want = fn(x_cpu, axis, **attrs)
            got = fn(x_dev, axis, **attrs)
            _compare(got, want, f"{name} {dtype} {shape} axis={axis}")
    _raw.synchronize_device()
    assert ("opencl", f"op_{name}") not in _fallback_pairs() - before, f"{name} fell back"


CAST_DTYPES = OPERATORS["cast"]["dtypes"]


@pytest.mark.parametrize("src", CAST_DTYPES)
def test_generated_cast_matches_the_cpu_backend_for_every_destination(src: str) -> None:
    """Every (source, destination) pair on a contiguous source and on a reversed strided one broadcast over
    a new dim, NaN, infinities and out-of-range floats included: bit for bit the cpu backend's conversion."""
    cpu, ocl = anyrt.Device("cpu:0"), anyrt.Device(OCL)
    edge = np.array([np.nan, np.inf, -np.inf, 3e38, -3e38, 1e10, -1e10, 300.5, -129.5, 65504.0, 70000.0, -0.0, 0.5,
                     -2.5, 255.0, 256.0, -1.0], np.float64)
    rng = np.random.default_rng(7)
    base = np.concatenate([edge, rng.uniform(-300, 300, 47)]).reshape(1, 8, 8)
    if src in FLOATS:
        x = anyrt.asarray(base.astype(np.float64 if src == "float64" else np.float32), device=cpu)
        x = x if src in ("float32", "float64") else x.astype(src)
    elif src == "bool":
        x = anyrt.asarray(base > 0, device=cpu)
    else:
        x = anyrt.asarray(np.clip(np.nan_to_num(base), -1e18, 1e18).astype(np.int64), device=cpu).astype(src)
    xd = x.to(ocl)
    before = _fallback_pairs()
    for dst in CAST_DTYPES:
        # contiguous (the `_c` kernel); every value reversed (negative strides) and broadcast over a dim of
        # stride 0 at once (the `_s` kernel)
        for layout, xc, xo in (("contiguous", x, xd),
                               ("reversed+broadcast", x[:, ::-1, ::-1].expand(2, 8, 8), xd[:, ::-1, ::-1].expand(2, 8, 8))):
            shape = xc.shape
            want = anyrt.ops.cast(xc, out=anyrt.empty(shape, dst, cpu))
            got = anyrt.ops.cast(xo, out=anyrt.empty(shape, dst, ocl))
            g, w = got.to(cpu), want
            if dst in ("float16", "bfloat16"):  # exactly as float32 (NaN equals NaN here)
                g, w = g.astype("float32"), w.astype("float32")
            np.testing.assert_array_equal(g.numpy(), w.numpy(), err_msg=f"{src} -> {dst} {layout}")
    _raw.synchronize_device()
    assert ("opencl", "op_cast") not in _fallback_pairs() - before, f"cast from {src} fell back"
