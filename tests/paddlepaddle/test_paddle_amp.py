"""float16 O2 training on anyrt's plugin with Paddle's CPU fallback off (`paddle.amp.decorate(level='O2')`:
the parameters in float16 but LayerNorm's, float32 master weights in a multi-precision AdamW)
against float32 training on Paddle's CPU, within float16's rounding. Run by `nox -s paddle`."""

from __future__ import annotations

import os
from typing import Any

import numpy as np
import pytest

import anyrt.paddle as ap

# As test_paddle_plugin.py: only the plugin of the backend under test ($ANYRT_PADDLE_BACKEND, default
# cpu), and no silent CPU fallback.
BACKEND = os.environ.get("ANYRT_PADDLE_BACKEND", "cpu")
os.environ["CUSTOM_DEVICE_ROOT"] = str(ap.plugin_dir(BACKEND))
os.environ["FLAGS_enable_api_kernel_fallback"] = "0"
paddle = pytest.importorskip("paddle", reason="paddlepaddle is not installed (nox -s paddle installs it)")
F = paddle.nn.functional
DEV = f"anyrt_{BACKEND}"
V, D, T = 13, 16, 6


class Encoder(paddle.nn.Layer):  # type: ignore[misc]
    """Embeddings, one pre-norm TransformerEncoderLayer (attention, LayerNorms, a GELU MLP), a head."""

    def __init__(self) -> None:
        super().__init__()
        nn = paddle.nn
        self.tok, self.pos = nn.Embedding(V, D), nn.Embedding(T, D)
        self.block = nn.TransformerEncoderLayer(D, 2, 4 * D, dropout=0.0, activation="gelu", normalize_before=True)
        self.norm, self.head = nn.LayerNorm(D), nn.Linear(D, V)

    def forward(self, ids, mask):  # type: ignore[no-untyped-def]
        h = self.tok(ids) + self.pos(paddle.arange(ids.shape[1]))
        return self.head(self.norm(self.block(h, src_mask=mask)))


def _train(place: str, state: dict, ids: np.ndarray, labels: np.ndarray, o2: bool, steps: int = 3,
           scaled: bool = False) -> tuple[list, dict]:
    paddle.set_device(place)
    try:
        model = Encoder()
        model.set_state_dict({k: paddle.to_tensor(v) for k, v in state.items()})
        opt = paddle.optimizer.AdamW(1e-2, parameters=model.parameters(), weight_decay=0.1, multi_precision=o2)
        if o2:
            model, opt = paddle.amp.decorate(models=model, optimizers=opt, level="O2", dtype="float16")
            # what makes it O2: float16 weights (float32 masters in the optimizer) beside float32 norms
            assert model.head.weight.dtype == paddle.float16 and model.norm.weight.dtype == paddle.float32
        mask = paddle.to_tensor(np.triu(np.full((T, T), -1e4, "float32"), 1))
        # the gradients unscaled from 2^10 (check_finite_and_unscale); two finite steps double it
        scaler = paddle.amp.GradScaler(init_loss_scaling=2.0**10, incr_every_n_steps=2) if scaled else None
        losses = []
        for _ in range(steps):
            with paddle.amp.auto_cast(enable=o2, level="O2", dtype="float16"):
                logits = model(paddle.to_tensor(ids), mask.astype("float16") if o2 else mask)
            loss = F.cross_entropy(logits.astype("float32").reshape([-1, V]), paddle.to_tensor(labels).reshape([-1]))
            if scaler is None:
                loss.backward()
                opt.step()
            else:  # GradScaler: check_finite_and_unscale and update_loss_scaling over the gradients
                scaler.scale(loss).backward()
                scaler.step(opt)
                scaler.update()
            opt.clear_grad()
            losses.append(float(loss))
        if scaler is not None:
            losses.append(float(scaler._scale.numpy().reshape(-1)[0]))
        return losses, {k: v.astype("float32").numpy() for k, v in model.state_dict().items()}
    finally:
        paddle.set_device(DEV)


@pytest.mark.parametrize("seed", [0, 1, "grad_scaler"])
def test_float16_o2_training_matches_float32_cpu(seed: int | str) -> None:
    """Three AdamW steps: each loss within 1e-2 (relative) of float32's, and every parameter within
    1e-2 of float32's in norm (float16 keeps 11 bits; Adam's first steps move each weight by ~lr).
    The key projection's bias is left out: softmax ignores it, so its gradient is rounding noise,
    which Adam scales to the learning rate."""
    rng = np.random.default_rng(2 if seed == "grad_scaler" else seed)
    ids, labels = rng.integers(0, V, (2, T)), rng.integers(0, V, (2, T))
    paddle.set_device("cpu")
    paddle.seed(2 if seed == "grad_scaler" else int(seed))
    state = {k: v.numpy() for k, v in Encoder().state_dict().items()}
    scaled = seed == "grad_scaler"
    got_loss, got = _train(DEV, state, ids, labels, True, steps=3, scaled=scaled)
    ref_loss, ref = _train("cpu", state, ids, labels, False, steps=3)
    if scaled:
        assert got_loss.pop() == 2.0**11
    np.testing.assert_allclose(got_loss, ref_loss, rtol=1e-2)
    assert got.keys() == ref.keys()
    for k in (k for k in ref if k != "block.self_attn.k_proj.bias"):
        g: Any = got[k]
        err, size = np.linalg.norm(g - ref[k]), np.linalg.norm(ref[k])
        assert err <= 1e-2 * size, (k, err, size)


@pytest.mark.parametrize("weights", ["float32", "float16"])
def test_float16_layer_norm_and_its_grad_run_in_float32(weights: str) -> None:
    """A float16 x with float32 statistics, and float32 (O2) or float16 scale and bias: computed in
    float32, so within float16's rounding of Paddle CPU's float32 layer norm and its gradients."""
    rng = np.random.default_rng(3)
    x, w, b = rng.standard_normal((4, 6, 8)), rng.standard_normal(8), rng.standard_normal(8)
    dy = rng.standard_normal((4, 6, 8))

    def run(place: str, xd: str, wd: str) -> list:
        paddle.set_device(place)
        try:
            t, s, c = (paddle.to_tensor(a.astype(d)) for a, d in ((x, xd), (w, wd), (b, wd)))
            for v in (t, s, c):
                v.stop_gradient = False
            y = F.layer_norm(t, 8, weight=s, bias=c)
            assert y.dtype == t.dtype
            gx, gs, gc = paddle.grad(y, [t, s, c], grad_outputs=paddle.to_tensor(dy.astype(xd)))
            return [v.astype("float32").numpy() for v in (y, gx, gs, gc)]
        finally:
            paddle.set_device(DEV)

    got, ref = run(DEV, "float16", weights), run("cpu", "float32", "float32")
    for g, r in zip(got, ref, strict=True):
        assert np.linalg.norm(g - r) <= 2e-3 * np.linalg.norm(r), (np.linalg.norm(g - r), np.linalg.norm(r))


CASES = {"finite": [[1.5, -2.0, 3.0], [4.0, 8.0]], "inf": [[1.0, 2.0, np.inf], [4.0, 8.0]], "nan": [[1.0], [np.nan, 2.0]]}


@pytest.mark.parametrize("dtype", ["float32", "float16"])
@pytest.mark.parametrize("case", list(CASES))
def test_check_finite_and_unscale_as_paddle_cpu(case: str, dtype: str) -> None:
    """A list of gradients unscaled by a float32 scale, and whether any was not finite. Paddle's CPU has
    no float16 kernel: float32's results. Where one is not finite the step is skipped and the outputs
    are not compared (Paddle's CPU multiplies by 0 from the first such tensor on; anyrt all of them)."""

    def run(place: str, dt: str) -> list:
        paddle.set_device(place)
        try:
            xs = [paddle.to_tensor(np.array(v, dt)) for v in CASES[case]]
            outs, found = paddle._C_ops.check_finite_and_unscale_(xs, paddle.to_tensor(np.array([4.0], "float32")))
            return [o.astype("float32").numpy() for o in outs] + [found.numpy()]
        finally:
            paddle.set_device(DEV)

    got, ref = run(DEV, dtype), run("cpu", "float32")
    np.testing.assert_array_equal(got[-1], ref[-1])  # found_infinite
    if case == "finite":
        for g, r in zip(got, ref, strict=True):
            np.testing.assert_array_equal(g, r)


@pytest.mark.parametrize("found", [False, True])
@pytest.mark.parametrize("counts", [(0, 0), (1, 0), (0, 1)])
def test_update_loss_scaling_as_paddle_cpu(found: bool, counts: tuple) -> None:
    """The scale and the good / bad step counts by Paddle's rule (incr_every_n_steps 2,
    decr_every_n_nan_or_inf 2), and the gradients zeroed where an infinite was found."""

    def run(place: str) -> list:
        paddle.set_device(place)
        try:
            xs = [paddle.to_tensor(np.array([1.0, -2.0], "float32")), paddle.to_tensor(np.array([[3.0]], "float32"))]
            t = paddle.to_tensor
            outs, scale, good, bad = paddle._C_ops.update_loss_scaling_(
                xs, t(np.array([found])), t(np.array([1024.0], "float32")), t(np.array([counts[0]], "int32")),
                t(np.array([counts[1]], "int32")), 2, 2, 2.0, 0.5, False)
            return [o.numpy() for o in outs] + [scale.numpy(), good.numpy(), bad.numpy()]
        finally:
            paddle.set_device(DEV)

    for g, r in zip(run(DEV), run("cpu"), strict=True):
        np.testing.assert_array_equal(g, r)
