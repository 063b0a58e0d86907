"""Paddle's models on anyrt_cpu (the generated Custom Device plugin, Paddle's CPU fallback off)
against Paddle's own CPU, in one run, interleaved, best of --repeat: each model's forward and one
training step (forward, backward, AdamW) with the same weights on both. Ratios are Paddle CPU's
time over anyrt's (> 1: anyrt is faster). Figures only, never asserted in tests.

    python bench/paddle_models_bench.py [--repeat 5] [--batch 8]
"""

from __future__ import annotations

import argparse
import os
import time
from collections.abc import Callable
from typing import Any

import numpy as np

import anyrt.paddle as ap

os.environ.setdefault("CUSTOM_DEVICE_ROOT", str(ap.plugin_dir("cpu")))
os.environ.setdefault("FLAGS_enable_api_kernel_fallback", "0")
import paddle  # noqa: E402  (after the plugin's environment)

nn, F = paddle.nn, paddle.nn.functional
DEV = "anyrt_cpu"


class Block(nn.Layer):  # type: ignore[misc]
    """ResNet-18's downsampling block and a head."""

    def __init__(self) -> None:
        super().__init__()
        self.conv1, self.bn1 = nn.Conv2D(16, 32, 3, stride=2, padding=1, bias_attr=False), nn.BatchNorm2D(32)
        self.conv2, self.bn2 = nn.Conv2D(32, 32, 3, padding=1, bias_attr=False), nn.BatchNorm2D(32)
        self.down = nn.Sequential(nn.Conv2D(16, 32, 1, stride=2, bias_attr=False), nn.BatchNorm2D(32))
        self.head = nn.Sequential(nn.AdaptiveAvgPool2D(1), nn.Flatten(), nn.Linear(32, 10))

    def forward(self, x):  # type: ignore[no-untyped-def]
        return self.head(F.relu(self.bn2(self.conv2(F.relu(self.bn1(self.conv1(x))))) + self.down(x)))


class Seq(nn.Layer):  # type: ignore[misc]
    """A sequence model over token ids: an LSTM, a TransformerEncoder or a causal GPT block, then a head."""

    def __init__(self, kind: str, vocab: int = 256, d: int = 64, t: int = 32) -> None:
        super().__init__()
        self.kind, self.t = kind, t
        self.tok, self.pos = nn.Embedding(vocab, d), nn.Embedding(t, d)
        if kind == "lstm":
            self.body = nn.LSTM(d, d, num_layers=2)
        else:
            layer = nn.TransformerEncoderLayer(d, 4, 4 * d, dropout=0.0, activation="gelu", normalize_before=kind == "gpt")
            self.body = nn.TransformerEncoder(layer, 2)
        self.head = nn.Linear(d, vocab)

    def forward(self, ids):  # type: ignore[no-untyped-def]
        h = self.tok(ids) + self.pos(paddle.arange(ids.shape[1]))
        if self.kind == "lstm":
            h = self.body(h)[0]
        else:
            mask = paddle.triu(paddle.full([self.t, self.t], -1e4), 1) if self.kind == "gpt" else None
            h = self.body(h, mask)
        return self.head(h)


def models(batch: int) -> dict[str, tuple[Callable[[], Any], np.ndarray, np.ndarray]]:
    rng = np.random.default_rng(0)
    ids, labels = rng.integers(0, 256, (batch, 32)), rng.integers(0, 256, (batch, 32))
    lenet = lambda: nn.Sequential(nn.Conv2D(1, 6, 5, padding=2), nn.ReLU(), nn.MaxPool2D(2), nn.Conv2D(6, 16, 5),  # noqa: E731
                                  nn.ReLU(), nn.MaxPool2D(2), nn.Flatten(), nn.Linear(400, 120), nn.ReLU(),
                                  nn.Linear(120, 84), nn.ReLU(), nn.Linear(84, 10))
    cls = rng.integers(0, 10, (batch,))
    return {
        "LeNet": (lenet, rng.standard_normal((batch, 1, 28, 28)).astype("float32"), cls),
        "ResNet-18 block": (Block, rng.standard_normal((batch, 16, 32, 32)).astype("float32"), cls),
        "LSTM (2 layers)": (lambda: Seq("lstm"), ids, labels),
        "TransformerEncoder": (lambda: Seq("encoder"), ids, labels),
        "small GPT": (lambda: Seq("gpt"), ids, labels),
    }


def best(fn: Callable[[], object], place: str, repeat: int) -> float:
    """Seconds per call, best of `repeat`, each ending once the device is done (the CPU is at return)."""
    sync = paddle.device.synchronize if place != "cpu" else (lambda: None)
    fn()
    sync()
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        sync()
        times.append(time.perf_counter() - t0)
    return min(times)


def cases(place: str, make: Callable[[], Any], state: dict, x: np.ndarray, y: np.ndarray) -> dict[str, Callable[[], object]]:
    paddle.set_device(place)
    model = make()
    model.set_state_dict({k: paddle.to_tensor(v) for k, v in state.items()})
    opt = paddle.optimizer.AdamW(1e-4, parameters=model.parameters())
    xt, yt = paddle.to_tensor(x), paddle.to_tensor(y)

    def forward() -> object:
        with paddle.no_grad():
            return model(xt)

    def step() -> object:
        out = model(xt)
        loss = F.cross_entropy(out.reshape([-1, out.shape[-1]]), yt.reshape([-1]))
        loss.backward()
        opt.step()
        opt.clear_grad()
        return loss

    return {"forward": forward, "training step": step}


def main() -> None:
    ap_ = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap_.add_argument("--repeat", type=int, default=5)
    ap_.add_argument("--batch", type=int, default=8)
    args = ap_.parse_args()
    print(f"paddle {paddle.__version__}, batch {args.batch}, best of {args.repeat}; ratio = Paddle CPU / anyrt_cpu")
    for name, (make, x, y) in models(args.batch).items():
        paddle.set_device("cpu")
        paddle.seed(0)
        state = {k: v.numpy() for k, v in make().state_dict().items()}
        per = {p: cases(p, make, state, x, y) for p in (DEV, "cpu")}
        for what in ("forward", "training step"):
            t = {}
            for p in (DEV, "cpu", DEV, "cpu"):  # interleaved: the better of two rounds each
                paddle.set_device(p)
                t[p] = min(t.get(p, float("inf")), best(per[p][what], p, args.repeat))
            ms = {p: f"{t[p] * 1e3:8.2f} ms" for p in t}
            print(f"{name:20s} {what:14s} anyrt {ms[DEV]}   cpu {ms['cpu']}   {t['cpu'] / t[DEV]:5.2f}x")
    paddle.set_device(DEV)


if __name__ == "__main__":
    main()
