"""ANYRT_HOST_FALLBACK=0: an operator a backend does not run itself fails instead of running its
portable kernel on the host, naming the operator, the dtypes and the backend; the cpu backend, whose
portable kernels are its own, is unaffected. The switch is read when the runtime loads, so each case
runs in a fresh interpreter (conftest.run_child) next to the minimal test backend (no operator slots)."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Callable

import pytest

pytestmark = pytest.mark.skipif(bool(os.environ.get("ANYRT_NO_MINIMAL_BACKEND")),
                                reason="needs the minimal test backend (ANYRT_NO_MINIMAL_BACKEND is set)")

Child = Callable[..., subprocess.CompletedProcess[str]]

SOFTMAX_ON_BOTH = """
    import warnings
    import numpy as np
    import anyrt
    from anyrt import ops
    warnings.simplefilter("ignore", anyrt.PerformanceWarning)
    minimal = next(d for d in anyrt.devices() if d.backend == "minimal")
    x = np.arange(6, dtype=np.float16).reshape(2, 3)
    y = ops.softmax(anyrt.asarray(x, device=anyrt.Device("cpu:0"), copy=True)).numpy()
    print("cpu", np.allclose(y.sum(axis=-1), 1, atol=1e-2))
    try:
        y = ops.softmax(anyrt.asarray(x, device=minimal, copy=True)).numpy()
        print("minimal ran", np.allclose(y.sum(axis=-1), 1, atol=1e-2))
    except anyrt.NotSupportedError as exc:
        print("minimal refused:", exc.function, exc.backend, "|", exc.message)
"""


def test_off_refuses_an_operator_the_backend_lacks_naming_operator_dtype_and_backend(child: Child) -> None:
    out = child(SOFTMAX_ON_BOTH, env={"ANYRT_HOST_FALLBACK": "0"})
    assert out.returncode == 0, out.stderr[-3000:]
    assert "cpu True" in out.stdout, out.stdout  # the cpu backend's portable kernels are native
    assert "minimal refused: softmax minimal | anyrt_softmax: no native kernel on backend minimal for float16 " \
           "(ANYRT_HOST_FALLBACK=0)" in out.stdout, out.stdout


@pytest.mark.parametrize("value", [None, "1"])
def test_by_default_and_when_on_the_portable_kernel_serves(child: Child, value: str | None) -> None:
    out = child(SOFTMAX_ON_BOTH, env={"ANYRT_HOST_FALLBACK": value} if value is not None else None)
    assert out.returncode == 0, out.stderr[-3000:]
    assert "cpu True" in out.stdout and "minimal ran True" in out.stdout, out.stdout


def test_off_names_every_dtype_of_a_mixed_operator(child: Child) -> None:
    """cast reads one dtype and writes another: the message names both, in operand order."""
    out = child("""
        import numpy as np
        import anyrt
        from anyrt import ops
        minimal = next(d for d in anyrt.devices() if d.backend == "minimal")
        x = anyrt.asarray(np.ones(4, np.float32), device=minimal, copy=True)
        y = anyrt.asarray(np.zeros(4, np.int32), device=minimal, copy=True)
        try:
            ops.cast(x, out=y)
            print("ran")
        except anyrt.NotSupportedError as exc:
            print(exc.message)
    """, env={"ANYRT_HOST_FALLBACK": "0"})
    assert out.returncode == 0, out.stderr[-3000:]
    assert "anyrt_cast: no native kernel on backend minimal for int32, float32 (ANYRT_HOST_FALLBACK=0)" in out.stdout, \
        out.stdout


def test_off_refuses_a_reduction_staged_through_the_host_but_not_a_copy_through_it(child: Child) -> None:
    """A backend without collectives reduces through the host (the cpu backend's collective on staged
    copies): refused, naming the dtype; a broadcast only moves the bytes, as a copy does: it runs."""
    out = child("""
        import warnings
        import numpy as np
        import anyrt
        from anyrt import ccl
        warnings.simplefilter("ignore", anyrt.PerformanceWarning)
        minimal = next(d for d in anyrt.devices() if d.backend == "minimal")
        comm = ccl.Communicator.init_all([minimal])[0]
        buf = minimal.allocate(16)
        buf.copy_from(np.arange(4, dtype=np.float32))
        comm.broadcast(buf, root=0, dtype="float32")
        comm.device.synchronize()
        print("broadcast ran")
        try:
            comm.all_reduce(buf, dtype="float32")
            print("all_reduce ran")
        except anyrt.NotSupportedError as exc:
            print(exc.message)
    """, env={"ANYRT_HOST_FALLBACK": "0"})
    assert out.returncode == 0, out.stderr[-3000:]
    assert "broadcast ran" in out.stdout, out.stdout
    assert "anyrt_all_reduce: no native reduction on backend minimal for float32 (ANYRT_HOST_FALLBACK=0)" in out.stdout, \
        out.stdout
