"""torch.Generator(device="anyrt") on anyrt's Philox operators: seeds, offsets and states replay the
same numbers; torch.manual_seed covers the device; the random ATen ops and dropout run on the
device with the CPU fallback off (ANYRT_TORCH_CPU_FALLBACK=0 in the child processes)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest

torch = pytest.importorskip("torch", reason="torch is not installed (nox -s torch installs torch==2.13.0+cpu)")
import anyrt.torch  # noqa: E402,F401


def _run_native(code: str) -> None:
    """Runs code with the CPU fallback off, so every op it calls must be native."""
    env = dict(os.environ, ANYRT_TORCH_CPU_FALLBACK="0")
    done = subprocess.run([sys.executable, "-c", "import torch, anyrt.torch\n" + textwrap.dedent(code)],
                          capture_output=True, text=True, timeout=300, env=env)
    assert done.returncode == 0, done.stdout + done.stderr


def test_a_device_generator_is_an_anyrt_one_with_seed_offset_and_state() -> None:
    g = torch.Generator(device="anyrt")
    assert g.device == torch.device("anyrt", 0)
    g.manual_seed(1234)
    assert g.initial_seed() == 1234 and g.get_offset() == 0
    a = torch.empty(1000, device="anyrt").uniform_(generator=g)
    assert g.get_offset() == 1000  # one Philox element per value
    state = g.get_state()
    assert state.dtype == torch.uint8 and state.numel() == 16
    b = torch.empty(1000, device="anyrt").uniform_(generator=g)
    g.set_state(state)
    b2 = torch.empty(1000, device="anyrt").uniform_(generator=g)
    assert torch.equal(b.cpu(), b2.cpu()) and not torch.equal(a.cpu(), b.cpu())
    g.manual_seed(1234)
    assert torch.equal(torch.empty(1000, device="anyrt").uniform_(generator=g).cpu(), a.cpu())
    g.set_offset(500)  # the stream's element 500 on: a's second half
    assert torch.equal(torch.empty(500, device="anyrt").uniform_(generator=g).cpu(), a[500:].cpu())


def test_a_bad_state_or_a_cpu_generator_is_a_clear_error() -> None:
    g = torch.Generator(device="anyrt")
    with pytest.raises(ValueError, match="16"):
        g.set_state(torch.zeros(8, dtype=torch.uint8))
    with pytest.raises(ValueError, match="anyrt"):
        torch.empty(4, device="anyrt").uniform_(generator=torch.Generator())


def test_manual_seed_covers_the_device_and_the_device_module_rng_functions() -> None:
    mod = torch.anyrt  # type: ignore[attr-defined]
    torch.manual_seed(7)
    x = torch.randn(64, device="anyrt")
    torch.manual_seed(7)
    assert torch.equal(torch.randn(64, device="anyrt").cpu(), x.cpu())
    assert mod.initial_seed() == 7
    state = mod.get_rng_state()
    y = torch.rand(10, device="anyrt")
    mod.set_rng_state(state)
    assert torch.equal(torch.rand(10, device="anyrt").cpu(), y.cpu())
    states = mod.get_rng_state_all()
    assert len(states) == torch.accelerator.device_count()
    mod.set_rng_state_all(states)
    mod.manual_seed_all(3)
    assert all(g.initial_seed() == 3 for g in mod.default_generators)
    mod.seed_all()
    seeds = {g.initial_seed() for g in mod.default_generators}
    assert len(seeds) == 1 and seeds != {3}
    mod.seed()
    assert mod.is_initialized() and mod.init() is None


def test_random_ops_run_on_the_device_with_their_distributions() -> None:
    _run_native("""
        torch.manual_seed(0)
        n = 200_000
        u = torch.empty(n, device="anyrt").uniform_(-2.0, 3.0).cpu()
        assert u.min() >= -2.0 and u.max() <= 3.0 and abs(u.mean().item() - 0.5) < 0.03
        z = torch.randn(n, device="anyrt", dtype=torch.float64).cpu()
        assert abs(z.mean().item()) < 0.02 and abs(z.std().item() - 1.0) < 0.02
        h = torch.empty(1000, device="anyrt", dtype=torch.bfloat16).normal_(2.0, 0.5).cpu().float()
        assert abs(h.mean().item() - 2.0) < 0.1
        b = torch.empty(n, device="anyrt").bernoulli_(0.3).cpu()
        assert set(b.unique().tolist()) <= {0.0, 1.0} and abs(b.mean().item() - 0.3) < 0.01
        p = torch.tensor([0.0, 1.0, 0.5], device="anyrt").expand(1000, 3).contiguous()
        bt = torch.bernoulli(p).cpu()
        assert bt[:, 0].sum() == 0 and bt[:, 1].sum() == 1000 and 350 < bt[:, 2].sum() < 650
        mask = torch.empty(n, device="anyrt", dtype=torch.int64).bernoulli_(0.5).cpu()
        assert set(mask.unique().tolist()) == {0, 1}
        r = torch.randint(-5, 7, (n,), device="anyrt").cpu()
        assert r.dtype == torch.int64 and r.min() == -5 and r.max() == 6
        r8 = torch.empty(1000, device="anyrt", dtype=torch.uint8).random_().cpu()
        assert r8.max() > 200
        rt = torch.empty(1000, device="anyrt", dtype=torch.int16).random_(10).cpu()
        assert rt.min() == 0 and rt.max() == 9
        rf = torch.empty(1000, device="anyrt", dtype=torch.float32).random_(3, 6).cpu()
        assert set(rf.unique().tolist()) == {3.0, 4.0, 5.0}
        torch.randint(0, 10, (4, 4), device="anyrt", dtype=torch.int32)
        torch.rand_like(torch.empty(3, device="anyrt"))
        with __import__("pytest").raises(ValueError, match="from"):
            torch.empty(3, device="anyrt").uniform_(2.0, 1.0)
        assert not anyrt.torch.fallback_ops(), anyrt.torch.fallback_ops()
    """)


def test_dropout_on_the_device_and_its_gradient() -> None:
    _run_native("""
        torch.manual_seed(1)
        x = torch.randn(64, 128, device="anyrt", requires_grad=True)
        drop = torch.nn.Dropout(0.25)
        y = drop(x)
        kept = (y != 0).cpu()
        assert 0.70 < kept.float().mean().item() < 0.80
        assert torch.allclose(y.detach().cpu()[kept], x.detach().cpu()[kept] / 0.75)
        y.sum().backward()
        assert torch.allclose(x.grad.cpu(), kept.float() / 0.75)
        drop.eval()
        assert torch.equal(drop(x).detach().cpu(), x.detach().cpu())
        torch.manual_seed(1)
        torch.randn(64, 128, device="anyrt")  # x's draw, then the mask's
        again = torch.nn.functional.dropout(x.detach(), 0.25)
        assert torch.equal((again != 0).cpu(), kept)  # the same seed: the same mask
        assert not anyrt.torch.fallback_ops(), anyrt.torch.fallback_ops()
    """)


def test_an_anyrt_generator_reaches_the_ops_the_cpu_fallback_serves() -> None:
    # multinomial, randperm, normal(tensor, std), exponential_ and poisson run through the CPU
    # fallback: they take a CPU generator drawn from the anyrt one (they once refused it)
    def draws(g: torch.Generator) -> list[torch.Tensor]:
        probs = torch.tensor([0.1, 0.2, 0.3, 0.4], device="anyrt")
        return [torch.multinomial(probs, 3, generator=g), torch.randperm(10, device="anyrt", generator=g),
                torch.normal(torch.zeros(5, device="anyrt"), 1.0, generator=g),
                torch.empty(5, device="anyrt").exponential_(generator=g),
                torch.poisson(torch.full((5,), 3.0, device="anyrt"), generator=g)]

    g = torch.Generator(device="anyrt").manual_seed(11)
    first = draws(g)
    for t in first:
        assert t.device.type == "anyrt"
    assert sorted(first[1].cpu().tolist()) == list(range(10))
    assert (first[3].cpu() > 0).all()
    second = draws(g)  # the generator moved on
    assert not all(torch.equal(a.cpu(), b.cpu()) for a, b in zip(first, second, strict=True))
    g.manual_seed(11)  # the same seed, the same draws
    for a, b in zip(first, draws(g), strict=True):
        assert torch.equal(a.cpu(), b.cpu())
