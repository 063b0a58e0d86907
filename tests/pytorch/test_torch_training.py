"""Training on the "anyrt" device with the CPU fallback off, against torch's CPU kernels: the
convolutions (convolution_overrideable and its backward, whose default kernels raise, so the
fallback could never serve them), pooling and batch norm of a small CNN, and the training rows
(log_softmax, the softmax backwards, nll_loss, embedding's and layer_norm's backwards) of the
small Llama / GPT-2 losses. Run by `nox -s torch`."""

from __future__ import annotations

import copy

import pytest

torch = pytest.importorskip("torch", reason="torch is not installed (nox -s torch installs torch==2.13.0+cpu)")
from fallback_off import no_fallback  # noqa: E402


def close(got: torch.Tensor, want: torch.Tensor, tol: float = 1e-5) -> None:
    torch.testing.assert_close(got.cpu(), want, atol=tol, rtol=tol)


@pytest.mark.parametrize("groups", [1, 2])
@pytest.mark.parametrize("dims", [1, 2, 3])
def test_conv_forward_and_backward_match_cpu(dims: int, groups: int) -> None:
    torch.manual_seed(dims)
    conv = {1: torch.nn.Conv1d, 2: torch.nn.Conv2d, 3: torch.nn.Conv3d}[dims](
        4, 6, 3, stride=2, padding=1, dilation=1 + (dims == 2), groups=groups, dtype=torch.float64)
    x = torch.randn(2, 4, *([7] * dims), dtype=torch.float64, requires_grad=True)
    y = conv(x)
    y.backward(torch.ones_like(y))
    dconv = copy.deepcopy(conv).to("anyrt")
    dx = x.detach().to("anyrt").requires_grad_()
    with no_fallback():
        dy = dconv(dx)
        dy.backward(torch.ones_like(dy))
    close(dy, y.detach(), 1e-10)
    close(dx.grad, x.grad, 1e-10)
    close(dconv.weight.grad, conv.weight.grad, 1e-10)
    close(dconv.bias.grad, conv.bias.grad, 1e-10)


@pytest.mark.parametrize("dims", [1, 2, 3])
def test_conv_anyrt_cannot_serve_runs_through_the_fallback(dims: int) -> None:
    # transposed convolutions and an int64 conv: anyrt's conv once claimed and refused them even with
    # the fallback on; now the CPU's convolution (and its backward) serves them, counted
    import anyrt.torch as at

    torch.manual_seed(dims)
    convt = {1: torch.nn.ConvTranspose1d, 2: torch.nn.ConvTranspose2d, 3: torch.nn.ConvTranspose3d}[dims](
        4, 6, 3, stride=2, padding=1, output_padding=1, groups=2, dtype=torch.float64)
    x = torch.randn(2, 4, *([5] * dims), dtype=torch.float64, requires_grad=True)
    y = convt(x)
    y.backward(torch.ones_like(y))
    dconv = copy.deepcopy(convt).to("anyrt")
    dx = x.detach().to("anyrt").requires_grad_()
    at.reset_fallback_ops()
    dy = dconv(dx)
    dy.backward(torch.ones_like(dy))
    assert dy.device.type == "anyrt"
    close(dy, y.detach(), 1e-10)
    close(dx.grad, x.grad, 1e-10)
    close(dconv.weight.grad, convt.weight.grad, 1e-10)
    close(dconv.bias.grad, convt.bias.grad, 1e-10)
    assert {"aten::convolution_overrideable", "aten::convolution_backward_overrideable"} <= set(at.fallback_ops())
    xi = torch.randint(-5, 5, (1, 2, *([6] * dims)))
    wi = torch.randint(-3, 3, (3, 2, *([3] * dims)))
    conv = getattr(torch.nn.functional, f"conv{dims}d")
    assert torch.equal(conv(xi.to("anyrt"), wi.to("anyrt")).cpu(), conv(xi, wi))
    with no_fallback(), pytest.raises(NotImplementedError, match="convolution_overrideable.*fallback is off"):
        conv(xi.to("anyrt"), wi.to("anyrt"))


class SmallCNN(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.conv = torch.nn.Conv2d(3, 8, 3, padding=1)
        self.bn = torch.nn.BatchNorm2d(8)
        self.pool = torch.nn.MaxPool2d(2)
        self.conv2 = torch.nn.Conv2d(8, 8, 3, padding=1, bias=False)
        self.avg = torch.nn.AvgPool2d(2)
        self.fc = torch.nn.Linear(8 * 2 * 2, 10)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = self.pool(torch.relu(self.bn(self.conv(x))))
        x = self.avg(torch.relu(self.conv2(x)))
        return self.fc(x.flatten(1))


@pytest.mark.parametrize("train", [True, False])
def test_small_cnn_forward_and_backward_match_cpu_without_the_fallback(train: bool) -> None:
    torch.manual_seed(0)
    model = SmallCNN().train(train)
    dmodel = copy.deepcopy(model).to("anyrt")
    x = torch.randn(4, 3, 8, 8)
    target = torch.randint(0, 10, (4,))
    loss = torch.nn.functional.cross_entropy(model(x), target)
    loss.backward()
    with no_fallback():
        dloss = torch.nn.functional.cross_entropy(dmodel(x.to("anyrt")), target.to("anyrt"))
        dloss.backward()
    close(dloss, loss.detach())
    for (name, p), dp in zip(model.named_parameters(), dmodel.parameters(), strict=True):
        torch.testing.assert_close(dp.grad.cpu(), p.grad, atol=1e-5, rtol=1e-4, msg=name)
    close(dmodel.bn.running_mean, model.bn.running_mean)
    close(dmodel.bn.running_var, model.bn.running_var)


@pytest.mark.parametrize("reduction", ["none", "mean", "sum"])
def test_nll_loss_and_log_softmax_match_cpu(reduction: str) -> None:
    torch.manual_seed(1)
    x = torch.randn(6, 5, dtype=torch.float64, requires_grad=True)
    t = torch.tensor([0, 4, -100, 2, 1, -100])
    loss = torch.nn.functional.nll_loss(torch.log_softmax(x, -1), t, reduction=reduction)
    loss.backward(torch.ones_like(loss))
    dx = x.detach().to("anyrt").requires_grad_()
    with no_fallback():
        dloss = torch.nn.functional.nll_loss(torch.log_softmax(dx, -1), t.to("anyrt"), reduction=reduction)
        dloss.backward(torch.ones_like(dloss))
    close(dloss, loss.detach(), 1e-12)
    close(dx.grad, x.grad, 1e-12)


def test_layer_norm_softmax_and_embedding_backward_match_cpu() -> None:
    torch.manual_seed(2)
    emb = torch.nn.Embedding(11, 8, padding_idx=3, dtype=torch.float64)
    ln = torch.nn.LayerNorm([2, 4], dtype=torch.float64)
    ids = torch.tensor([[1, 3, 5], [3, 10, 1]])

    def run(e: torch.nn.Module, n: torch.nn.Module, i: torch.Tensor) -> torch.Tensor:
        h = n(e(i).view(2, 3, 2, 4))
        return (torch.softmax(h, -1) * torch.arange(4, dtype=torch.float64, device=h.device)).sum()

    loss = run(emb, ln, ids)
    loss.backward()
    demb, dln = copy.deepcopy(emb).to("anyrt"), copy.deepcopy(ln).to("anyrt")
    dids = ids.to("anyrt")
    scale = torch.arange(4, dtype=torch.float64).to("anyrt")
    with no_fallback():
        dl = (torch.softmax(dln(demb(dids).view(2, 3, 2, 4)), -1) * scale).sum()
        dl.backward()
    close(dl, loss.detach(), 1e-12)
    close(demb.weight.grad, emb.weight.grad, 1e-12)
    close(dln.weight.grad, ln.weight.grad, 1e-12)
    close(dln.bias.grad, ln.bias.grad, 1e-12)


def test_llama_loss_backward_matches_cpu_without_the_fallback() -> None:
    transformers = pytest.importorskip("transformers", reason="transformers is not installed (nox -s torch installs it)")
    torch.manual_seed(0)
    cfg = transformers.LlamaConfig(vocab_size=128, hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                                   num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=64,
                                   attn_implementation="eager")
    model = transformers.LlamaForCausalLM(cfg)
    ids = torch.randint(0, cfg.vocab_size, (2, 10))
    loss = model(ids, labels=ids).loss
    loss.backward()
    dmodel = copy.deepcopy(model).to("anyrt")
    dmodel.zero_grad()
    dids = ids.to("anyrt")
    # the positions (arange), log_softmax, nll_loss and every backward (softmax's, embedding's,
    # the matmuls') run on the device
    with no_fallback():
        dloss = dmodel(dids, labels=dids).loss
        dloss.backward()
    close(dloss, loss.detach())
    for (name, p), dp in zip(model.named_parameters(), dmodel.parameters(), strict=True):
        torch.testing.assert_close(dp.grad.cpu(), p.grad, atol=1e-5, rtol=1e-5, msg=name)


def test_batch_norm_under_autocast_updates_its_running_stats() -> None:
    # under autocast the conv's output is bf16 and the stats f32: batch norm runs through the CPU
    # fallback, whose running_mean / running_var updates were once lost (they stayed 0 and 1)
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Conv2d(3, 4, 3), torch.nn.BatchNorm2d(4)).train()
    x = torch.randn(2, 3, 6, 6) + 1.0
    with torch.no_grad():
        y = model[0](x)
    want_mean = 0.1 * y.mean((0, 2, 3))
    want_var = 0.9 + 0.1 * y.var((0, 2, 3))
    dev = copy.deepcopy(model).to("anyrt")
    with torch.autocast("anyrt", dtype=torch.bfloat16):
        out = dev(x.to("anyrt"))
    assert out.dtype == torch.bfloat16
    torch.testing.assert_close(dev[1].running_mean.cpu(), want_mean, atol=2e-2, rtol=2e-2)
    torch.testing.assert_close(dev[1].running_var.cpu(), want_var, atol=2e-2, rtol=2e-2)
