"""The cpu plugin's own C test (tests/c/test_cpu_backend.c), run against the installed plugin:
it drives the backend table directly, below the runtime core."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import anyrt

ROOT = Path(__file__).resolve().parents[1]


def test_cpu_backend_table_directly(tmp_path: Path) -> None:
    plugin = Path(anyrt.__file__).parent / "libanyrt_cpu.so"
    exe = tmp_path / "test_cpu_backend"
    subprocess.run(["cc", "-std=c11", "-Wall", "-Wextra", "-Werror", "-pedantic", "-O2", "-D_GNU_SOURCE",
                    f"-I{ROOT / 'generated' / 'include'}", str(ROOT / "tests" / "c" / "test_cpu_backend.c"),
                    "-o", str(exe), "-ldl", "-lpthread"], check=True)
    proc = subprocess.run([str(exe), str(plugin)], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-2000:]
    assert " 0 failed" in proc.stdout


_SHARED_BLAS = """
import numpy as np, anyrt
a = np.random.default_rng(0).random((96, 96), np.float32)
x = anyrt.asarray(a, device="cpu:0", copy=True)
y = anyrt.ops.gemm(x, x)
np.testing.assert_allclose(y.numpy(), a @ a, rtol=1e-5)
print(open("/proc/self/maps").read())
"""


def test_gemm_shares_numpys_openblas_where_the_process_holds_it() -> None:
    """Two OpenBLAS thread pools in one process (anyrt's and NumPy's) each spin after a call and
    slowed the other's next gemm 10-25x (`anyrt demo` showed 0.04x NumPy): the cpu backend uses
    NumPy's own where NumPy is loaded."""
    import numpy as np

    libs = Path(np.__file__).parent.parent / "numpy.libs"
    if not list(libs.glob("libscipy_openblas64_*.so")):
        pytest.skip(f"this NumPy ({np.__version__}) does not bundle scipy-openblas64 in {libs}")
    env = {k: v for k, v in os.environ.items() if k != "ANYRT_BLAS_LIBRARY"}
    maps = subprocess.run([sys.executable, "-c", _SHARED_BLAS], env=env, capture_output=True, text=True, check=True).stdout
    assert "libscipy_openblas64_" in maps
    assert "scipy_openblas32" not in maps, "anyrt loaded a second OpenBLAS beside NumPy's"
