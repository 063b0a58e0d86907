"""Test session setup: build the minimal test backend (required slots only) and put it on the
plugin search path before anyrt loads its backends, so the conformance suite also runs every
fallback. `backend` is parametrized by anyrt.toolkit.conformance_plugin."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest

# The `backend` parametrization of the conformance suite (shared with `anyrt conformance`).
pytest_plugins = ["anyrt.toolkit.conformance_plugin"]
ROOT = Path(__file__).resolve().parent
_PREFIX = "anyrt-test-plugins-"
_PLUGINS = Path(tempfile.mkdtemp(prefix=_PREFIX))


def build_test_plugin(out: Path, *defines: str, source: str = "minimal_backend.c", libraries: tuple[str, ...] = ()) -> Path:
    """Compile tests/backends/<source> (default: the minimal backend; with -D defines) into `out`."""
    cmd = ["cc", "-std=c11", "-Wall", "-Wextra", "-Werror", "-pedantic", "-fPIC", "-shared",
           f"-I{ROOT / 'generated' / 'include'}", *[f"-D{d}" for d in defines],
           str(ROOT / "tests" / "backends" / source), "-o", str(out), *[f"-l{lib}" for lib in libraries]]
    subprocess.run(cmd, check=True)
    return out


def run_child(code: str, env: dict[str, str] | None = None, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """Run `code` (dedented) in a fresh interpreter from the repository root, for what may crash, hang
    or must start from a fresh runtime: a crash is its exit status, not the test session's."""
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, cwd=ROOT,
                          env={**os.environ, **(env or {})}, timeout=timeout)


@pytest.fixture
def child() -> Callable[..., subprocess.CompletedProcess[str]]:
    """`run_child` for a test: child(code, env=None, timeout=120)."""
    return run_child


def build_paddle_plugin(out: Path, *defines: str) -> Path:
    """Compile the Paddle-style test plugin tests/compat/paddle_cpu_plugin.c (with -D defines)."""
    cmd = ["cc", "-std=c11", "-Wall", "-Wextra", "-Werror", "-pedantic", "-fPIC", "-shared",
           f"-I{ROOT / 'generated' / 'include'}", *[f"-D{d}" for d in defines],
           str(ROOT / "tests" / "compat" / "paddle_cpu_plugin.c"), "-o", str(out), "-pthread"]
    subprocess.run(cmd, check=True)
    return out


def pytest_configure(config: pytest.Config) -> None:
    if os.environ.get("ANYRT_NO_MINIMAL_BACKEND"):
        return
    build_test_plugin(_PLUGINS / "libanyrt_minimal.so")
    # A Paddle Custom Runtime plugin, hosted through libanyrt_paddle.so: conformance covers it too.
    paddle = build_paddle_plugin(_PLUGINS / "libpaddle-custom-cpu.so")
    os.environ.setdefault("ANYRT_PADDLE_PLUGINS", str(paddle))
    os.environ.setdefault("ANYRT_DEFAULT_DEVICE", "cpu:0")  # the minimal plugin must not become the default
    # nor anyrt.torch's backend (it picks the first non-cpu backend with devices): tests/pytorch runs on cpu
    os.environ.setdefault("ANYRT_TORCH_BACKEND", "cpu")
    # Three cpu devices, so the 3-rank collective cases run in this process instead of skipping.
    os.environ.setdefault("ANYRT_CPU_DEVICES", "3")
    # An xdist worker inherits its controller's folder on the path: one minimal plugin only, else a child
    # process loading every folder refuses the second ("two plugins of one name").
    path = [p for p in os.environ.get("ANYRT_BACKEND_PATH", "").split(":") if p and not Path(p).name.startswith(_PREFIX)]
    os.environ["ANYRT_BACKEND_PATH"] = ":".join([str(_PLUGINS), *path])


def sampled_out(opname: str) -> bool:
    """With ANYRT_CONFORMANCE_SAMPLE set (the layers and sanitize sessions: the suite again under the
    validation and tracing layers, or instrumented), an operator whose kernels are generated from its
    expressions is run there only if it is the first of its family (or, outside families, of its form:
    elementwise or reduction): the others are the same template's instances, each run in full by the
    `tests` session. Deselected, not skipped."""
    from anyrt._gen.spec_data import OPERATORS

    op = OPERATORS[opname]
    if not op["generated"]:
        return False
    group = op["family"] or ("reduction" if op["reduces"] else "elementwise")
    first = next(name for name, o in OPERATORS.items()
                 if o["generated"] and (o["family"] or ("reduction" if o["reduces"] else "elementwise")) == group)
    return first != opname


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if not os.environ.get("ANYRT_CONFORMANCE_SAMPLE"):
        return
    from anyrt._gen.spec_data import OPERATORS

    keep, drop = [], []
    for item in items:
        name = item.originalname if isinstance(item, pytest.Function) else item.name
        op = next((o for o in sorted(OPERATORS, key=len, reverse=True) if name.startswith(f"test_op_{o}_")), None)
        (drop if item.path.name == "test_conformance.py" and op is not None and sampled_out(op) else keep).append(item)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep
