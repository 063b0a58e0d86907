"""float16 O2 training on anyrt_cpu with Paddle's CPU fallback off (`paddle.amp.decorate(level='O2')`:
the parameters in float16 but LayerNorm's, float32 master weights in a multi-precision AdamW)
against float32 training on Paddle's CPU, within float16's rounding. Run by `nox -s paddle`."""

from __future__ import annotations

import os
from typing import Any

import numpy as np
import pytest

import anyrt.paddle as ap

# As test_paddle_plugin.py: only the cpu plugin, and no silent CPU fallback.
os.environ["CUSTOM_DEVICE_ROOT"] = str(ap.plugin_dir("cpu"))
os.environ["FLAGS_enable_api_kernel_fallback"] = "0"
paddle = pytest.importorskip("paddle", reason="paddlepaddle is not installed (nox -s paddle installs it)")
F = paddle.nn.functional
DEV = "anyrt_cpu"
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


def _train(place: str, state: dict, ids: np.ndarray, labels: np.ndarray, o2: bool, steps: int = 3) -> tuple[list, dict]:
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
        losses = []
        for _ in range(steps):
            with paddle.amp.auto_cast(enable=o2, level="O2", dtype="float16"):
                logits = model(paddle.to_tensor(ids), mask.astype("float16") if o2 else mask)
            loss = F.cross_entropy(logits.astype("float32").reshape([-1, V]), paddle.to_tensor(labels).reshape([-1]))
            loss.backward()
            opt.step()
            opt.clear_grad()
            losses.append(float(loss))
        return losses, {k: v.astype("float32").numpy() for k, v in model.state_dict().items()}
    finally:
        paddle.set_device(DEV)


@pytest.mark.parametrize("seed", [0, 1])
def test_float16_o2_training_matches_float32_cpu(seed: int) -> None:
    """Three AdamW steps: each loss within 1e-2 (relative) of float32's, and every parameter within
    1e-2 of float32's in norm (float16 keeps 11 bits; Adam's first steps move each weight by ~lr).
    The key projection's bias is left out: softmax ignores it, so its gradient is rounding noise,
    which Adam scales to the learning rate."""
    rng = np.random.default_rng(seed)
    ids, labels = rng.integers(0, V, (2, T)), rng.integers(0, V, (2, T))
    paddle.set_device("cpu")
    paddle.seed(seed)
    state = {k: v.numpy() for k, v in Encoder().state_dict().items()}
    (got_loss, got), (ref_loss, ref) = _train(DEV, state, ids, labels, True), _train("cpu", state, ids, labels, False)
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
