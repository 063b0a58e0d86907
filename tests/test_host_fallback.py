"""ANYRT_HOST_FALLBACK=0: an operator a backend does not run itself fails instead of running its
portable kernel on the host, naming the operator, the dtypes and the backend; the cpu backend, whose
portable kernels are its own, is unaffected. The switch is read when the runtime loads, so each case
runs in a fresh interpreter (conftest.run_child) next to the minimal test backend (no operator slots).
Then the report built on it: `anyrt info --ops` (anyrt.toolkit.native_ops)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from typing import Any, cast

import pytest

from anyrt._cffi import ffi
from anyrt._gen import _raw
from anyrt._gen.spec_data import OPERATORS
from anyrt.toolkit import native_ops

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


# ---------------------------------------------------------------------------------------------- the report


def _info_ops(*backends: str) -> dict[str, dict[str, object]]:
    out = subprocess.run([sys.executable, "-m", "anyrt", "info", "--ops", "--json", *backends], capture_output=True,
                         text=True, timeout=600, env=dict(os.environ))
    assert out.returncode == 0, out.stderr[-3000:]
    return {b["name"]: b for b in json.loads(out.stdout)["backends"]}


def test_info_ops_reports_each_operator_and_dtype_native_or_fallback() -> None:
    """cpu runs every operator in every dtype itself; the minimal backend none (the host would)."""
    got = _info_ops("cpu", "minimal")
    every = {op: set(cast(dict[str, Any], OPERATORS[op])["dtypes"]) for op in OPERATORS}
    for name, want in (("cpu", "native"), ("minimal", "fallback")):
        assert "ops" in got[name], got[name].get("ops_error") or got[name].get("message")
        ops = cast(dict[str, dict[str, str]], got[name]["ops"])
        assert {op: set(d) for op, d in ops.items()} == every
        wrong = {(op, d, s) for op, dt in ops.items() for d, s in dt.items() if s != want}
        assert not wrong, f"{name}: {sorted(wrong)[:10]}"
        assert got[name]["ops_totals"] == {"native": 0, "partly native": 0, "fallback": 0} | {want: len(OPERATORS)}


def test_an_operator_native_in_some_dtypes_is_partly_native() -> None:
    assert native_ops.status({"float32": "native", "float16": "fallback"}) == "partly native"
    assert native_ops.status({"float32": "native", "float16": "error: refused"}) == "partly native"
    assert native_ops.status({"float32": "fallback", "float16": "error: refused"}) == "error"
    assert native_ops.totals({"a": {"f": "native"}, "b": {"f": "native", "g": "fallback"}, "c": {"f": "fallback"}}) == \
        {"native": 1, "partly native": 1, "fallback": 1}


def test_a_probe_of_a_backend_that_is_not_there_says_so() -> None:
    with pytest.raises(RuntimeError, match=r"the operator probe of 'nosuch' failed \(exit status 1\): native_ops: no "
                                           r"backend 'nosuch' with devices is loaded \(loaded: .*cpu"):
        native_ops.probe("nosuch")


def _opencl_devices() -> str | None:
    """Why the opencl backend has no device here, or None."""
    for i in range(_raw.get_backend_count()):
        info = _raw.get_backend_info(i)
        if ffi.string(info.name).decode() == "opencl":
            return None if info.status == 0 and info.device_count > 0 else f"opencl: {ffi.string(info.message).decode()}"
    return "the opencl plugin is not loaded (not built here: no CL/cl.h at build time)"


@pytest.mark.skipif(_opencl_devices() is not None, reason=_opencl_devices() or "")
def test_info_ops_on_opencl_finds_its_own_kernels() -> None:
    """Its f32 elementwise kernels run on the device; the totals count every operator once."""
    ops = cast(dict[str, dict[str, str]], _info_ops("opencl")["opencl"]["ops"])
    assert ops["add"]["float32"] == "native" and ops["mul"]["float32"] == "native"
    assert sum(native_ops.totals(ops).values()) == len(OPERATORS)
