"""torch.compile on the "anyrt" device: the default backend (Inductor, its C++ CPU kernels on the
device's memory where the host can address it) gives eager's results; elsewhere a clear error."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from typing import Any

import pytest

torch = pytest.importorskip("torch", reason="torch is not installed (nox -s torch installs torch==2.13.0+cpu)")
import anyrt  # noqa: E402
import anyrt.torch as at  # noqa: E402

needs_host_memory = pytest.mark.skipif(not anyrt.Device(at.kind, 0).host_accessible,
                                       reason="Inductor's CPU kernels need device memory the host can address")


def _run(code: str, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", "import torch, anyrt.torch\n" + textwrap.dedent(code)],
                          capture_output=True, text=True, timeout=900, env={**os.environ, **env})


@needs_host_memory
def test_default_backend_compiles_a_model_on_the_device() -> None:
    done = _run("""
        torch.manual_seed(0)
        model = torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.GELU(), torch.nn.LayerNorm(32),
                                    torch.nn.Linear(32, 4))
        x = torch.randn(8, 16)
        want = model(x)
        dev = model.to("anyrt")
        compiled = torch.compile(dev)  # the default backend: Inductor
        for _ in range(2):
            got = compiled(x.to("anyrt"))
            assert got.device.type == "anyrt"
            torch.testing.assert_close(got.cpu(), want, atol=1e-5, rtol=1e-5)
        fn = torch.compile(lambda a, b: (a * b + a.sin()).sum(dim=-1))
        a, b = torch.randn(5, 7), torch.randn(5, 7)
        torch.testing.assert_close(fn(a.to("anyrt"), b.to("anyrt")).cpu(), (a * b + a.sin()).sum(dim=-1))
        print("ok")
    """)
    assert done.returncode == 0 and "ok" in done.stdout, done.stdout + done.stderr[-4000:]


def test_a_backend_without_host_access_is_refused_by_name() -> None:
    done = _run("""
        from anyrt.torch import _inductor
        _inductor._host_accessible[anyrt.torch.kind] = False  # as a GPU backend answers
        try:
            torch.compile(lambda a: a * 2 + 1)(torch.ones(4, device="anyrt"))
        except Exception as e:
            print("raised:", e)
    """)
    assert "raised:" in done.stdout, done.stdout + done.stderr[-4000:]
    assert "cannot" in done.stdout and "address" in done.stdout and "aot_eager" in done.stdout


@needs_host_memory
def test_compiled_integer_kernels_read_their_own_dtype(tmp_path: Any) -> None:
    # Inductor's C++ kernels on the device once read an integer tensor's bytes as float32
    # ((x.to(int8) * 3).float() gave 2.3e-38)
    done = _run("""
        x = torch.tensor([1.0, -2.0, 3.0, 4.0])
        cases = [lambda t: (t.to(torch.int8) * 3).float(), lambda t: (t.to(torch.int64) + 7) // 2,
                 lambda t: t.to(torch.int32).cumsum(0), lambda t: (t > 0).sum(), lambda t: t.to(torch.int16).abs()]
        for i, f in enumerate(cases):
            want = f(x)
            got = torch.compile(f)(x.to("anyrt"))
            assert got.dtype == want.dtype and torch.equal(got.cpu(), want), (i, got, want)
        print("ok")
    """, TORCHINDUCTOR_CACHE_DIR=str(tmp_path))  # not kernels an earlier run compiled
    assert done.returncode == 0 and "ok" in done.stdout, done.stdout + done.stderr[-4000:]
