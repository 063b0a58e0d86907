"""ATen operators on torch's "anyrt" device against torch's CPU kernels: the natively served ones
(generated/docs/torch.md) must not touch the CPU fallback; everything else goes through it,
counted. An MLP forward and backward. Run by `nox -s torch`; skipped where torch is not installed."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable

import pytest

torch = pytest.importorskip("torch", reason="torch is not installed (nox -s torch installs torch==2.13.0+cpu)")
import anyrt.torch as at  # noqa: E402

FLOATS = [torch.float32, torch.float64, torch.float16, torch.bfloat16]
TOL = {torch.float32: (1e-5, 1e-5), torch.float64: (1e-12, 1e-12), torch.float16: (2e-3, 2e-3),
       torch.bfloat16: (2e-2, 2e-2), torch.int32: (0, 0), torch.int64: (0, 0)}


def native(fn: Callable[..., torch.Tensor], *args: torch.Tensor) -> torch.Tensor:
    """fn on the anyrt copies of args, checked to run without the CPU fallback; the result on the host."""
    dev = [a.to("anyrt") if isinstance(a, torch.Tensor) else a for a in args]
    torch.accelerator.synchronize()
    at.reset_fallback_ops()
    out = fn(*dev)
    used = at.fallback_ops()
    assert used == [], f"ran through the CPU fallback: {used}"
    assert out.device.type == "anyrt"
    return out.cpu()


def close(got: torch.Tensor, want: torch.Tensor) -> None:
    atol, rtol = TOL.get(want.dtype, (1e-5, 1e-5))
    assert got.dtype == want.dtype and got.shape == want.shape
    torch.testing.assert_close(got, want, atol=atol, rtol=rtol)


def data(*shape: int, dtype: torch.dtype = torch.float32) -> torch.Tensor:
    g = torch.Generator().manual_seed(sum(shape) + len(shape))
    x = torch.randn(*shape, generator=g) * 3
    return x.round().to(dtype) if not dtype.is_floating_point else x.to(dtype)


BINARY = {"add": torch.add, "sub": torch.sub, "mul": torch.mul}


@pytest.mark.parametrize("dtype", [*FLOATS, torch.int32, torch.int64], ids=str)
@pytest.mark.parametrize("name", list(BINARY))
def test_binary_forms(name: str, dtype: torch.dtype) -> None:
    fn = BINARY[name]
    a, b, row = data(4, 5, dtype=dtype), data(4, 5, dtype=dtype) + 1, data(5, dtype=dtype)
    close(native(fn, a, b), fn(a, b))
    close(native(fn, a, row), fn(a, row))  # broadcast
    close(native(lambda x, y: fn(x.t(), y.t()), a, b), fn(a.t(), b.t()))  # strided
    close(native(lambda x: fn(x, 2), a), fn(a, 2))  # a Python number
    close(native(lambda x, y: getattr(x.clone(), name + "_")(y), a, b), fn(a, b))  # in place

    def out(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
        o = torch.empty(0, dtype=dtype, device="anyrt")
        fn(x, y, out=o)
        return o

    close(native(out, a, b), fn(a, b))


@pytest.mark.parametrize("dtype", FLOATS, ids=str)
@pytest.mark.parametrize("name", ["relu", "silu", "sigmoid"])
def test_unary(name: str, dtype: torch.dtype) -> None:
    fn = getattr(torch.nn.functional, name)
    x = data(3, 7, dtype=dtype)
    close(native(fn, x), fn(x))
    close(native(lambda t: fn(t.t()), x), fn(x.t()))
    inplace = torch.ops.aten.silu_ if name == "silu" else getattr(torch.Tensor, name + "_")
    close(native(lambda t: inplace(t.clone()), x), fn(x))


@pytest.mark.parametrize("dtype", FLOATS, ids=str)
def test_gelu_and_embedding(dtype: torch.dtype) -> None:
    x = data(3, 7, dtype=dtype)
    gelu = torch.nn.functional.gelu
    close(native(gelu, x), gelu(x))
    close(native(lambda t: torch.ops.aten.gelu_(t.clone()), x), gelu(x))
    close(native(lambda t: gelu(t, approximate="tanh"), x), gelu(x, approximate="tanh"))  # anyrt's gelutanh
    table = data(10, 4, dtype=dtype)
    for ids in (torch.tensor([[1, 0, 9], [3, 3, 2]]), torch.tensor([4, 5], dtype=torch.int32)):
        close(native(torch.nn.functional.embedding, ids, table), torch.nn.functional.embedding(ids, table))


@pytest.mark.parametrize("dtype", FLOATS, ids=str)
@pytest.mark.parametrize("dim", [-1, 0, 1])
def test_softmax(dtype: torch.dtype, dim: int) -> None:
    x = data(4, 6, 3, dtype=dtype)
    close(native(lambda t: torch.softmax(t, dim), x), torch.softmax(x, dim))


@pytest.mark.parametrize("dtype", FLOATS, ids=str)
def test_matmul_family(dtype: torch.dtype) -> None:
    a, b, c = data(5, 3, dtype=dtype), data(3, 4, dtype=dtype), data(4, dtype=dtype)
    tol = {"atol": 0.1, "rtol": 0.02} if dtype in (torch.float16, torch.bfloat16) else {}
    torch.testing.assert_close(native(torch.mm, a, b), torch.mm(a, b), **tol)
    torch.testing.assert_close(native(lambda x, y: x @ y.t().contiguous().t(), a, b), a @ b, **tol)
    torch.testing.assert_close(native(torch.addmm, c, a, b), torch.addmm(c, a, b), **tol)
    torch.testing.assert_close(native(lambda z, x, y: torch.addmm(z, x, y, beta=0.5, alpha=2), c, a, b),
                               torch.addmm(c, a, b, beta=0.5, alpha=2), **tol)
    ba, bb = data(2, 5, 3, dtype=dtype), data(2, 3, 4, dtype=dtype)
    torch.testing.assert_close(native(torch.bmm, ba, bb), torch.bmm(ba, bb), **tol)


def test_linear_runs_natively() -> None:
    lin = torch.nn.Linear(6, 3)
    x = data(4, 6)
    want = lin(x)
    got = native(lambda t: lin.to("anyrt")(t), x)
    torch.testing.assert_close(got.detach(), want.detach())


def test_fallback_counts_and_matches_cpu() -> None:
    x = data(4, 5)
    at.reset_fallback_ops()
    got = torch.logcumsumexp(x.to("anyrt"), 1).cpu()  # no anyrt operator
    torch.testing.assert_close(got, torch.logcumsumexp(x, 1))
    assert any("logcumsumexp" in op for op in at.fallback_ops())
    # add with alpha != 1 is no anyrt operator: through the fallback, still right
    at.reset_fallback_ops()
    torch.testing.assert_close(torch.add(x.to("anyrt"), x.to("anyrt"), alpha=3).cpu(), torch.add(x, x, alpha=3))
    assert any(op.startswith("aten::add") for op in at.fallback_ops())


def test_fallback_off_raises_naming_the_operator() -> None:
    code = ("import torch, anyrt.torch\n"
            "x = torch.ones(3, device='anyrt')\n"
            "y = x + x\n"  # native: runs
            "try:\n    torch.logcumsumexp(x, 0)\nexcept NotImplementedError as e:\n    print('raised', e)\n")
    env = {**os.environ, "ANYRT_TORCH_CPU_FALLBACK": "0"}
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    assert "raised" in done.stdout and "logcumsumexp" in done.stdout and "ANYRT_TORCH_CPU_FALLBACK" in done.stdout


def test_mlp_forward_and_backward() -> None:
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Linear(8, 16), torch.nn.ReLU(), torch.nn.Linear(16, 16), torch.nn.SiLU(),
                                torch.nn.Linear(16, 4))
    x, y = data(10, 8), torch.randint(0, 4, (10,))
    ref = torch.nn.Sequential(*[m for m in model])
    dev = torch.nn.Sequential(*[type(m)(*([m.in_features, m.out_features] if isinstance(m, torch.nn.Linear) else []))
                                for m in model]).to("anyrt")
    dev.load_state_dict({k: v.to("anyrt") for k, v in ref.state_dict().items()})
    opt_ref, opt_dev = torch.optim.SGD(ref.parameters(), lr=0.1), torch.optim.SGD(dev.parameters(), lr=0.1)
    for _ in range(3):
        for model_, opt, xx, yy in ((ref, opt_ref, x, y), (dev, opt_dev, x.to("anyrt"), y.to("anyrt"))):
            opt.zero_grad()
            loss = torch.nn.functional.cross_entropy(model_(xx), yy)
            loss.backward()
            opt.step()
    for (name, p), q in zip(ref.named_parameters(), dev.parameters(), strict=True):
        assert q.device.type == "anyrt"
        torch.testing.assert_close(q.detach().cpu(), p.detach(), atol=1e-5, rtol=1e-5, msg=name)


def test_custom_ops_against_torch_formulas() -> None:
    a, b = data(3, 8), data(3, 8)
    torch.testing.assert_close(native(torch.ops.anyrt.swiglu, a, b), a * torch.nn.functional.silu(b))
    x = data(2, 4, 6)
    mask = torch.ones(4, 6, dtype=torch.bool).tril(6 - 4)
    want = torch.softmax(x.masked_fill(~mask, float("-inf")), -1)
    torch.testing.assert_close(native(torch.ops.anyrt.causal_softmax, x), want)
    probs = data(40)
    got = native(lambda p: torch.ops.anyrt.random_sample(p), probs)  # random_val 0: the maximum
    assert got.dtype == torch.int64 and got.item() == int(torch.argmax(probs))
    # rope, GPT-J pairs (2i, 2i+1) at positions pos_ids
    s, h, d = 5, 2, 8
    xq, pos = data(s, h, d), torch.arange(s, dtype=torch.int64)
    theta = pos[:, None].float() / (10000 ** (torch.arange(d // 2).float() * 2 / d))
    sin, cos = theta.sin(), theta.cos()
    x0, x1 = xq[..., 0::2], xq[..., 1::2]
    want = torch.stack((x0 * cos[:, None] - x1 * sin[:, None], x0 * sin[:, None] + x1 * cos[:, None]), -1).flatten(-2)
    torch.testing.assert_close(native(lambda *t: torch.ops.anyrt.rope(*t, algo=0), xq, pos, sin, cos), want)


def test_custom_ops_have_meta_kernels() -> None:
    a = torch.empty(3, 1, 8, device="meta")
    assert torch.ops.anyrt.swiglu(a, torch.empty(4, 8, device="meta")).shape == (3, 4, 8)
    assert torch.ops.anyrt.random_sample(torch.empty(40, device="meta")).dtype == torch.int64
    assert "swiglu(Tensor a, Tensor b) -> Tensor" in str(torch.ops.anyrt.swiglu.default._schema)
