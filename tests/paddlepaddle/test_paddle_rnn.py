"""Paddle's recurrent layers (nn.LSTM, nn.GRU, nn.SimpleRNN: the `rnn` and `rnn_grad` kernels, whose
pre_state, weight_list and state arguments are tensor lists) on anyrt's plugin with Paddle's CPU
fallback off, against Paddle's own CPU kernels: outputs, final states and every gradient. Run by
`nox -s paddle`."""

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
DEV = f"anyrt_{BACKEND}"
RNG = np.random.default_rng(5)

# (layer, its keyword arguments); tiny sizes: each case runs in well under a second
CASES = {
    "lstm": ("LSTM", {}),
    "lstm_2_layers_bidirectional": ("LSTM", {"num_layers": 2, "direction": "bidirect"}),
    "lstm_time_major": ("LSTM", {"time_major": True}),
    "gru": ("GRU", {}),
    "gru_2_layers_bidirectional": ("GRU", {"num_layers": 2, "direction": "bidirect"}),
    "simple_rnn_tanh": ("SimpleRNN", {}),
    "simple_rnn_relu_bidirectional": ("SimpleRNN", {"activation": "relu", "direction": "bidirect"}),
}
INPUT, HIDDEN, BATCH, STEPS = 3, 4, 2, 5


def _states(out: Any) -> list:
    return list(out) if isinstance(out, (tuple, list)) else [out]


def _run(place: str, layer: str, kw: dict, state: dict, x: np.ndarray, h0: list[np.ndarray]) -> list[np.ndarray]:
    """Output, final states, then the gradients of the input, the initial states and every parameter
    of sum(out * w) + sum of the final states (w a fixed pattern)."""
    paddle.set_device(place)
    try:
        net = getattr(paddle.nn, layer)(INPUT, HIDDEN, **kw)
        net.set_state_dict({k: paddle.to_tensor(v) for k, v in state.items()})
        t = paddle.to_tensor(x)
        t.stop_gradient = False
        init = [paddle.to_tensor(h) for h in h0]
        for h in init:
            h.stop_gradient = False
        out, final = net(t, tuple(init) if len(init) > 1 else init[0])
        finals = _states(final)
        w = paddle.to_tensor(np.linspace(-1, 1, out.size).reshape(out.shape).astype("float32"))
        loss = (out * w).sum() + sum(f.sum() for f in finals)
        loss.backward()
        return ([out.numpy()] + [f.numpy() for f in finals] + [t.grad.numpy()] + [h.grad.numpy() for h in init] +
                [p.grad.numpy() for p in net.parameters()])
    finally:
        paddle.set_device(DEV)


@pytest.mark.parametrize("case", list(CASES))
def test_recurrent_layer_forward_and_gradients_match_cpu(case: str) -> None:
    layer, kw = CASES[case]
    paddle.set_device("cpu")
    net = getattr(paddle.nn, layer)(INPUT, HIDDEN, **kw)
    state = {k: v.numpy() for k, v in net.state_dict().items()}
    directions = 2 if kw.get("direction") == "bidirect" else 1
    x = RNG.standard_normal((STEPS, BATCH, INPUT) if kw.get("time_major") else (BATCH, STEPS, INPUT)).astype("float32")
    h0 = [RNG.standard_normal((kw.get("num_layers", 1) * directions, BATCH, HIDDEN)).astype("float32")
          for _ in range(2 if layer == "LSTM" else 1)]
    got, ref = _run(DEV, layer, kw, state, x, h0), _run("cpu", layer, kw, state, x, h0)
    assert len(got) == len(ref)
    for i, (g, r) in enumerate(zip(got, ref, strict=True)):
        assert g.shape == r.shape, i
        np.testing.assert_allclose(g, r, rtol=1e-4, atol=1e-5, err_msg=f"result {i}")


def test_lstm_without_initial_states_in_eval_mode() -> None:
    """No initial states (Paddle passes zeros) and is_test: the forward alone."""
    paddle.set_device("cpu")
    net = paddle.nn.LSTM(INPUT, HIDDEN, num_layers=2)
    state = {k: v.numpy() for k, v in net.state_dict().items()}
    x = RNG.standard_normal((BATCH, STEPS, INPUT)).astype("float32")

    def run(place: str) -> list[np.ndarray]:
        paddle.set_device(place)
        try:
            m = paddle.nn.LSTM(INPUT, HIDDEN, num_layers=2)
            m.set_state_dict({k: paddle.to_tensor(v) for k, v in state.items()})
            m.eval()
            out, (h, c) = m(paddle.to_tensor(x))
            return [out.numpy(), h.numpy(), c.numpy()]
        finally:
            paddle.set_device(DEV)

    for g, r in zip(run(DEV), run("cpu"), strict=True):
        np.testing.assert_allclose(g, r, rtol=1e-4, atol=1e-5)


def test_lstm_trains_with_adamw() -> None:
    """Three AdamW steps of an LSTM with a linear head reach Paddle CPU's loss and parameters."""
    paddle.set_device("cpu")
    paddle.seed(3)
    lstm, head = paddle.nn.LSTM(INPUT, HIDDEN), paddle.nn.Linear(HIDDEN, 2)
    state = {f"lstm.{k}": v.numpy() for k, v in lstm.state_dict().items()}
    state.update({f"head.{k}": v.numpy() for k, v in head.state_dict().items()})
    x = RNG.standard_normal((BATCH, STEPS, INPUT)).astype("float32")
    y = np.array([0, 1])

    def run(place: str) -> list[np.ndarray]:
        paddle.set_device(place)
        try:
            m, lin = paddle.nn.LSTM(INPUT, HIDDEN), paddle.nn.Linear(HIDDEN, 2)
            m.set_state_dict({k[5:]: paddle.to_tensor(v) for k, v in state.items() if k.startswith("lstm.")})
            lin.set_state_dict({k[5:]: paddle.to_tensor(v) for k, v in state.items() if k.startswith("head.")})
            params = m.parameters() + lin.parameters()
            opt = paddle.optimizer.AdamW(learning_rate=0.01, parameters=params)
            losses = []
            for _ in range(3):
                out, _ = m(paddle.to_tensor(x))
                loss = paddle.nn.functional.cross_entropy(lin(out[:, -1]), paddle.to_tensor(y))
                loss.backward()
                opt.step()
                opt.clear_grad()
                losses.append(loss.numpy())
            return losses + [p.numpy() for p in params]
        finally:
            paddle.set_device(DEV)

    for g, r in zip(run(DEV), run("cpu"), strict=True):
        np.testing.assert_allclose(g, r, rtol=1e-4, atol=1e-5)


def test_static_graph_lstm_takes_the_lists_through_the_kernel_context() -> None:
    """The static graph calls rnn's PD_KernelContext* entry, whose tensor lists come from
    PD_KernelContextMultiInputAt / MultiOutputAt (dygraph passes std::vectors): the program's results
    on the device are its results on Paddle's CPU."""
    x = RNG.standard_normal((BATCH, STEPS, INPUT)).astype("float32")
    paddle.enable_static()
    try:
        main, startup = paddle.static.Program(), paddle.static.Program()
        with paddle.static.program_guard(main, startup):
            net = paddle.nn.LSTM(INPUT, HIDDEN, num_layers=2, direction="bidirect")
            out, (h, c) = net(paddle.static.data("x", [BATCH, STEPS, INPUT], "float32"))
        # (the startup program's uniform takes its shape as a tensor, which a C-API kernel cannot read in
        # PIR: the weights are made on the CPU, and the executor moves them)
        cpu = paddle.static.Executor(paddle.CPUPlace())
        cpu.run(startup)
        got = paddle.static.Executor(paddle.CustomPlace(DEV, 0)).run(main, feed={"x": x}, fetch_list=[out, h, c])
        ref = cpu.run(main, feed={"x": x}, fetch_list=[out, h, c])
    finally:
        paddle.disable_static()
    for g, r in zip(got, ref, strict=True):
        np.testing.assert_allclose(g, r, rtol=1e-4, atol=1e-5)


def test_sequence_length_is_refused_by_name() -> None:
    paddle.set_device(DEV)
    x = paddle.to_tensor(RNG.standard_normal((BATCH, STEPS, INPUT)).astype("float32"))
    with pytest.raises(Exception, match="kernel rnn failed: sequence_length"):  # in the call, with the plugin's reason
        paddle.nn.LSTM(INPUT, HIDDEN)(x, sequence_length=paddle.to_tensor(np.array([STEPS, 2], "int64")))
    paddle.device.synchronize()  # nothing left to surface later


@pytest.mark.parametrize("layer", ["LSTM", "GRU"])
def test_dropout_between_layers(layer: str) -> None:
    """dropout 0.5 between two layers: in eval mode none (Paddle CPU's results); training, a mask
    repeated under paddle.seed, and the input's gradient that of the same masked function (central
    differences in float64)."""
    paddle.set_device("cpu")
    made = getattr(paddle.nn, layer)(INPUT, HIDDEN, num_layers=2)
    state = {k: v.numpy().astype("float64") for k, v in made.state_dict().items()}
    x = RNG.standard_normal((BATCH, STEPS, INPUT))
    w = np.linspace(-1, 1, BATCH * STEPS * HIDDEN).reshape(BATCH, STEPS, HIDDEN)

    def run(place: str, train: bool, xv: np.ndarray, grad: bool = False) -> Any:
        paddle.set_device(place)
        paddle.set_default_dtype("float64")
        try:
            net = getattr(paddle.nn, layer)(INPUT, HIDDEN, num_layers=2, dropout=0.5)
            net.set_state_dict({k: paddle.to_tensor(v) for k, v in state.items()})
            net.train() if train else net.eval()
            paddle.seed(11)
            t = paddle.to_tensor(xv)
            t.stop_gradient = not grad
            f = (net(t)[0] * paddle.to_tensor(w)).sum()
            if grad:
                f.backward()
                return float(f), t.grad.numpy()
            return float(f)
        finally:
            paddle.set_default_dtype("float32")
            paddle.set_device(DEV)

    np.testing.assert_allclose(run(DEV, False, x), run("cpu", False, x), rtol=1e-10)
    f, g = run(DEV, True, x, grad=True)
    assert f == run(DEV, True, x) and f != run(DEV, False, x)  # the same mask again; a mask at all
    eps = 1e-6
    for idx in [(0, 0, 0), (1, STEPS - 1, 2), (0, 2, 1)]:
        d = np.zeros_like(x)
        d[idx] = eps
        numeric = (run(DEV, True, x + d) - run(DEV, True, x - d)) / (2 * eps)
        assert numeric == pytest.approx(g[idx], rel=1e-5, abs=1e-8), idx
