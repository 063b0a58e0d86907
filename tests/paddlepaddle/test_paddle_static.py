"""Paddle's static graph (PIR programs run by paddle.static.Executor on CustomPlace) on anyrt with
Paddle's CPU fallback off: the kernel-context entry of each kernel, attributes PIR feeds through
tensors (IntArray and Scalar from full_int_array / full), losses and paddle.static.gradients, and a
kernel the plugin refuses raising in Executor.run. Each program runs on Paddle's CPU too, for the
reference. Run by `nox -s paddle`."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

import anyrt.paddle as ap

BACKEND = os.environ.get("ANYRT_PADDLE_BACKEND", "cpu")
os.environ["CUSTOM_DEVICE_ROOT"] = str(ap.plugin_dir(BACKEND))
os.environ["FLAGS_enable_api_kernel_fallback"] = "0"
paddle = pytest.importorskip("paddle", reason="paddlepaddle is not installed (nox -s paddle installs it)")
DEV = f"anyrt_{BACKEND}"
RNG = np.random.default_rng(5)
X = RNG.standard_normal((3, 4)).astype("float32")


def run_static(build: Callable[..., Any], place: Any, **feeds: np.ndarray) -> list[np.ndarray]:
    """The program `build(*data)` makes (its inputs declared from `feeds`), run once on `place`."""
    paddle.enable_static()
    try:
        main, startup = paddle.static.Program(), paddle.static.Program()
        with paddle.static.program_guard(main, startup):
            data = [paddle.static.data(k, list(v.shape), str(v.dtype)) for k, v in feeds.items()]
            for d in data:
                d.stop_gradient = False
            out = build(*data)
            fetch = list(out) if isinstance(out, (list, tuple)) else [out]
        exe = paddle.static.Executor(place)
        exe.run(startup)
        return [np.asarray(r) for r in exe.run(main, feed=feeds, fetch_list=fetch)]
    finally:
        paddle.disable_static()


def same_as_cpu(build: Callable[..., Any], tol: float = 1e-6, **feeds: np.ndarray) -> None:
    got, ref = run_static(build, paddle.CustomPlace(DEV, 0), **feeds), run_static(build, paddle.CPUPlace(), **feeds)
    for g, r in zip(got, ref, strict=True):
        assert g.dtype == r.dtype and g.shape == r.shape, (g.dtype, g.shape, r.dtype, r.shape)
        np.testing.assert_allclose(g, r, rtol=tol, atol=tol)


# ---- attributes PIR feeds through a tensor: IntArray (full_int_array) and Scalar (full)

LOSSES = {
    "mean": lambda x: paddle.mean(x),
    "mean_axis": lambda x: paddle.mean(x, axis=1),
    "sum": lambda x: paddle.sum(x),
    "sum_axes_keepdim": lambda x: paddle.sum(x, axis=[0, 1], keepdim=True),
    "max_axis1": lambda x: paddle.max(x, axis=1),
    "min_axis0": lambda x: paddle.min(x, axis=0),
    "scale": lambda x: paddle.scale(x, 2.0),
    "scale_bias": lambda x: paddle.scale(x, 2.0, bias=0.5, bias_after_scale=False),
    "minus_one": lambda x: x - 1.0,
}


@pytest.mark.parametrize("name", sorted(LOSSES))
def test_attributes_fed_by_tensors(name: str) -> None:
    same_as_cpu(LOSSES[name], x=X)


def test_expand_and_where() -> None:
    same_as_cpu(lambda x, y: [paddle.expand(y, [3, 4]), paddle.where(x > 0, x, y)], x=X, y=X[:1].copy() * 3)


# ---- a loss and its gradients


def test_static_gradients_of_a_loss() -> None:
    def build(x, w):  # type: ignore[no-untyped-def]
        loss = paddle.mean(paddle.nn.functional.relu(paddle.matmul(x, w)) * 2.0)
        return [loss, *paddle.static.gradients([loss], [x, w])]

    same_as_cpu(build, tol=1e-5, x=X, w=RNG.standard_normal((4, 5)).astype("float32"))


def test_static_training_step_with_sgd() -> None:
    """A Linear layer's loss minimized by SGD inside the program: the parameters after one step (without
    the plugin's sgd, PIR ran Paddle's CPU kernel on a copy of the parameter and left it unchanged)."""

    w, b = RNG.standard_normal((4, 2)).astype("float32"), RNG.standard_normal(2).astype("float32")

    def build(x):  # type: ignore[no-untyped-def]
        attr = [paddle.ParamAttr(initializer=paddle.nn.initializer.Assign(v)) for v in (w, b)]
        layer = paddle.nn.Linear(4, 2, weight_attr=attr[0], bias_attr=attr[1])
        loss = paddle.mean(layer(x) ** 2)
        paddle.optimizer.SGD(0.1, parameters=layer.parameters()).minimize(loss)
        return [loss, layer.weight, layer.bias]

    same_as_cpu(build, tol=1e-5, x=X)


@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("name", ["mean", "mean_axis", "mean_keepdim"])
def test_reduction_grads_in_the_legacy_program(name: str, dtype: str) -> None:
    """Paddle's legacy static graph (OpTest's) leaves a gradient's meta float32 whatever x's dtype:
    the reductions' backwards make it in x's dtype, as phi's kernels do."""
    from paddle.pir_utils import OldIrGuard

    fn = {"mean": paddle.mean, "mean_axis": lambda t: paddle.mean(t, axis=1),
          "mean_keepdim": lambda t: paddle.mean(t, axis=0, keepdim=True)}[name]
    x = X.astype(dtype)

    def run(place: Any) -> list[np.ndarray]:
        paddle.enable_static()
        try:
            with OldIrGuard():
                main, startup = paddle.static.Program(), paddle.static.Program()
                with paddle.static.program_guard(main, startup):
                    t = paddle.static.data("x", list(x.shape), dtype)
                    t.stop_gradient = False
                    y = fn(t)
                    g = paddle.static.gradients([y], [t])[0]
                return [np.asarray(r) for r in paddle.static.Executor(place).run(main, feed={"x": x}, fetch_list=[y, g])]
        finally:
            paddle.disable_static()

    for got, ref in zip(run(paddle.CustomPlace(DEV, 0)), run(paddle.CPUPlace()), strict=True):
        assert got.dtype == ref.dtype
        np.testing.assert_allclose(got, ref, rtol=1e-6, atol=1e-7)


# ---- a kernel the plugin refuses raises in Executor.run


def test_a_refused_kernel_raises_in_executor_run() -> None:
    """A configuration the plugin refuses (adaptive pooling of NHWC windows that differ): Executor.run
    raises with the plugin's reason (never an empty output), and the next run is clean."""
    with pytest.raises(Exception, match="kernel pool2d failed: adaptive pooling of 7 to 3"):
        run_static(lambda x: paddle.nn.functional.adaptive_avg_pool2d(x, 3, data_format="NHWC"), paddle.CustomPlace(DEV, 0),
                   x=np.ones((1, 7, 7, 2), "float32"))
    (got,) = run_static(lambda x: x + x, paddle.CustomPlace(DEV, 0), x=X)
    np.testing.assert_allclose(got, X * 2, rtol=1e-6)


def test_static_shape_kernels_and_their_grads_run_on_the_device() -> None:
    """PIR selects dense transpose, slice, unsqueeze, squeeze and flatten kernels in a static program
    (dygraph takes strided views): with the plugin's, none runs on Paddle's CPU (which
    FLAGS_enable_api_kernel_fallback=0 does not stop there), and the results and gradients are its."""

    def build(x):  # type: ignore[no-untyped-def]
        y = paddle.transpose(x, [1, 0, 2])[1:, :, ::1][:, 0]
        z = paddle.flatten(paddle.squeeze(paddle.unsqueeze(x, 1), 1), 1, 2)
        loss = (y * y).sum() + (z * z * z).sum()
        return [y, z, *paddle.static.gradients(loss, [x])]

    same_as_cpu(build, x=RNG.standard_normal((2, 3, 4)).astype("float32"))


SELECTION_PROGRAM = """
import numpy as np, paddle
paddle.enable_static()
main, startup = paddle.static.Program(), paddle.static.Program()
with paddle.static.program_guard(main, startup):
    x = paddle.static.data("x", [2, 3, 4], "float32")
    x.stop_gradient = False
    y = paddle.transpose(x, [1, 0, 2])[1:, :, ::1][:, 0]
    z = paddle.flatten(paddle.squeeze(paddle.unsqueeze(x, 1), 1), 1, 2)
    grads = paddle.static.gradients((y * y).sum() + (z * z).sum(), [x])
exe = paddle.static.Executor(paddle.CustomPlace("%s", 0))
exe.run(main, feed={"x": np.ones((2, 3, 4), "float32")}, fetch_list=[y, z, *grads])
import os, sys
sys.stdout.flush(); sys.stderr.flush()
# Paddle 3.3.1 double-frees a static string in its exit handlers (ASan shows it on its own CPUPlace, no
# plugin loaded); its SIGABRT handler then allocates and, with stderr a pipe, hung the child in malloc
# (CI: a 300 s timeout). The program's work is done: leave without the exit handlers.
os._exit(0)
"""


def test_no_static_shape_kernel_runs_on_paddles_cpu() -> None:
    """Paddle's static executor runs its CPU kernel where the device has none, whatever
    FLAGS_enable_api_kernel_fallback says: only its kernel-selection log shows it (read here, from a
    child process: glog's verbosity is fixed when Paddle starts). Every backend's plugin is one library
    registering the same kernels, so the child runs the cpu one (a child on PoCL compiles each
    kernel afresh: minutes)."""
    env = dict(os.environ, GLOG_vmodule="pd_op_to_kernel_pass=6", GLOG_logtostderr="1")
    env["CUSTOM_DEVICE_ROOT"] = str(ap.plugin_dir("cpu"))
    done = subprocess.run([sys.executable, "-c", SELECTION_PROGRAM % "anyrt_cpu"], env=env, capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    selected = re.findall(r"\[(\w+)\] selected kernel\(is_valid: 1 \): \((\w+),", done.stderr)
    on_cpu = {op for op, backend in selected if backend == "CPU" and op not in ("full", "full_int_array", "fetch")}
    assert selected and not on_cpu, sorted(on_cpu)
