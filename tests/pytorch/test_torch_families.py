"""ATen operators served by anyrt's operator families on the "anyrt" device (spec/compat/torch.yaml):
dtype conversion through `cast`, against torch's CPU kernel, run with the CPU fallback off, so an
operator that falls back fails. Run by `nox -s torch`."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest

torch = pytest.importorskip("torch", reason="torch is not installed (nox -s torch installs torch==2.13.0+cpu)")
import anyrt.torch as at  # noqa: E402

FLOATS = [torch.float32, torch.float64, torch.float16, torch.bfloat16]
TOL = {torch.float32: (1e-5, 1e-5), torch.float64: (1e-12, 1e-12), torch.float16: (2e-3, 2e-3),
       torch.bfloat16: (2e-2, 2e-2)}


@contextmanager
def no_fallback() -> Iterator[None]:
    """The CPU fallback off (as ANYRT_TORCH_CPU_FALLBACK=0 does) and its counter empty, for a block."""
    torch.accelerator.synchronize()
    at.reset_fallback_ops()
    at._C.set_fallback_enabled(False)
    try:
        yield
    finally:
        at._C.set_fallback_enabled(True)
    assert at.fallback_ops() == []


def to_dev(a: Any) -> Any:
    return a.to("anyrt") if isinstance(a, torch.Tensor) else a


def native(fn: Callable[..., Any], *args: Any) -> Any:
    """fn on the anyrt copies of args with the CPU fallback off; the result(s) on the host."""
    dev = [to_dev(a) for a in args]
    with no_fallback():
        out = fn(*dev)
    if isinstance(out, torch.Tensor):
        assert out.device.type == "anyrt"
        return out.cpu()
    return out


def close(got: torch.Tensor, want: torch.Tensor, scale: float = 1.0) -> None:
    assert got.dtype == want.dtype, (got.dtype, want.dtype)
    assert got.shape == want.shape, (got.shape, want.shape)
    atol, rtol = TOL.get(want.dtype, (0, 0))
    torch.testing.assert_close(got, want, atol=atol * scale, rtol=rtol * scale, equal_nan=True)


def data(*shape: int, dtype: torch.dtype = torch.float32, lo: float = -3, hi: float = 3, seed: int = 0) -> torch.Tensor:
    g = torch.Generator().manual_seed(seed + sum(shape) * 7 + len(shape))
    x = torch.rand(*shape, generator=g, dtype=torch.float64) * (hi - lo) + lo
    if dtype == torch.bool:
        return x > (lo + hi) / 2
    return x.to(dtype) if dtype.is_floating_point else x.round().to(dtype)


def out_form(fn: Callable[..., torch.Tensor], dtype: torch.dtype) -> Callable[..., torch.Tensor]:
    def run(*args: torch.Tensor) -> torch.Tensor:
        out = torch.empty(0, dtype=dtype, device="anyrt")
        fn(*args, out=out)
        return out
    return run


# ---- dtype conversion through `cast` --------------------------------------------------------
CAST = [torch.float32, torch.float64, torch.float16, torch.bfloat16, torch.int64, torch.int32, torch.int16,
        torch.int8, torch.uint8, torch.bool]


@pytest.mark.parametrize("src", CAST, ids=str)
def test_conversion_between_every_dtype_pair(src: torch.dtype) -> None:
    x = data(6, 5, dtype=src, lo=0 if src == torch.uint8 else -100, hi=100)
    if src.is_floating_point:
        x[0, 0], x[1, 1] = 0.5, -2.75
    for dst in CAST:
        want = x.to(dst)
        close(native(lambda t, d=dst: t.to(d), x), want)
        close(native(lambda t, d=dst: t.t().to(d), x), want.t())  # strided source
        close(native(lambda t, d=dst: torch.empty(5, 6, dtype=d, device="anyrt").t().copy_(t), x), want)  # strided dest
        close(native(lambda t, d=dst: t[:, ::2].contiguous().to(d), x), want[:, ::2])
        # between the host and the device, converted on the device
        close(x.to("anyrt", dst).cpu(), want)
        close(x.to("anyrt").to("cpu", dst), want)


def test_clone_contiguous_and_float_to_int_rules() -> None:
    x = data(4, 7)
    close(native(lambda t: t.t().contiguous(), x), x.t().contiguous())
    close(native(lambda t: t[:, 1::3].clone(), x), x[:, 1::3].clone())
    close(native(lambda t: t.expand(3, 4, 7).contiguous(), x), x.expand(3, 4, 7).contiguous())
    f = torch.tensor([2.9, -2.9, 0.0, -0.4, 127.0, 1e3])
    close(native(lambda t: t.to(torch.int32), f), f.to(torch.int32))  # truncation toward zero
    close(native(lambda t: t.to(torch.bool), f), f.to(torch.bool))
