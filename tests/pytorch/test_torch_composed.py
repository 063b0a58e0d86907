"""ATen operators composed of the device's kernels (csrc/composed_ops.cpp): bool and integer
bitwise_not, isneginf / isposinf, the whole-tensor max/min and advanced indexing; and those whose
output is sized by the data (isin, nonzero, masked_select: anyrt's operators after a count on the
device), each against CPU with the CPU fallback off."""

from __future__ import annotations

import pytest

torch = pytest.importorskip("torch", reason="torch is not installed (nox -s torch installs torch==2.13.0+cpu)")
from fallback_off import no_fallback  # noqa: E402


def same(got: torch.Tensor, want: torch.Tensor) -> None:
    assert got.device.type == "anyrt"
    assert got.dtype == want.dtype and got.shape == want.shape, (got.dtype, got.shape, want.dtype, want.shape)
    assert torch.equal(got.cpu(), want)


def test_bitwise_not_of_bool_and_integers() -> None:
    b = torch.tensor([True, False, True])
    for x in (b, torch.arange(-4, 4, dtype=torch.int8), torch.arange(250, 256, dtype=torch.uint8),
              torch.arange(-3, 3, dtype=torch.int64)):
        with no_fallback():
            d = x.to("anyrt")
            got, inplace = torch.bitwise_not(d), d.clone().bitwise_not_()
            out = torch.empty_like(d)
            torch.bitwise_not(d, out=out)
        for g in (got, inplace, out):
            same(g, torch.bitwise_not(x))
    with pytest.raises(TypeError, match="bitwise_not"):
        torch.bitwise_not(torch.ones(2, device="anyrt"))


def test_isin() -> None:
    x = torch.tensor([[1, 5, 3], [7, 2, 2]])
    t = torch.tensor([2, 3, 9])
    with no_fallback():
        got = torch.isin(x.to("anyrt"), t.to("anyrt"))
        inv = torch.isin(x.to("anyrt"), t.to("anyrt"), invert=True)
        none = torch.isin(x.to("anyrt"), t[:0].to("anyrt"))
    same(got, torch.isin(x, t))
    same(inv, torch.isin(x, t, invert=True))
    same(none, torch.isin(x, t[:0]))
    nan = float("nan")
    f = torch.tensor([nan, -0.0, 1.5, 2.0])
    for a, b in ((f, torch.tensor([0.0, nan, 2.0], dtype=torch.float64)),  # promoted; NaN in no set; -0.0 == 0.0
                 (torch.tensor(3, dtype=torch.int32), torch.tensor([[1, 3], [5, 7]])),  # 0-dim, a 2-D test set
                 (torch.arange(6, dtype=torch.uint8).reshape(2, 3).t(), torch.tensor([1, 4], dtype=torch.uint8))):
        with no_fallback():
            got = torch.isin(a.to("anyrt"), b.to("anyrt"))
        same(got, torch.isin(a, b))


def test_masked_select() -> None:
    torch.manual_seed(3)
    x = torch.randn(3, 4)
    cases = [(x, x.gt(0)), (x, torch.tensor([True, False, True, True])),  # the mask broadcast
             (torch.tensor([1.0, 2.0]), torch.tensor([[True], [False], [True]])),  # self broadcast too
             (x.t(), x.t().lt(0)), (torch.arange(5), torch.zeros(5, dtype=torch.bool)),
             (torch.tensor(7.0), torch.tensor(True)), (torch.empty(0, 2), torch.empty(0, 2, dtype=torch.bool))]
    for k, (a, m) in enumerate(cases):
        with no_fallback():
            got = torch.masked_select(a.to("anyrt"), m.to("anyrt"))
        assert got.shape == torch.masked_select(a, m).shape, k
        same(got, torch.masked_select(a, m))


def test_whole_tensor_max_and_min() -> None:
    for x in (torch.randn(5, 7), torch.tensor([3, -2, 9]), torch.tensor([False, True]), torch.tensor([True, True])):
        with no_fallback():
            d = x.to("anyrt")
            hi, lo = d.max(), d.min()
        same(hi, x.max())
        same(lo, x.min())
    with pytest.raises(IndexError, match="numel"):
        torch.empty(0, device="anyrt").max()


def test_nonzero() -> None:
    torch.manual_seed(0)
    for x in (torch.randn(4, 5).gt(0), torch.tensor([0.0, float("nan"), 2.0, 0.0]), torch.zeros(3, 2),
              torch.randint(0, 3, (2, 3, 4)), torch.tensor(5), torch.tensor(0), torch.empty(0, 3),
              torch.randint(0, 2, (3, 5)).t(), torch.tensor([0.0, -0.0, 1.0], dtype=torch.bfloat16)):
        with no_fallback():
            got = x.to("anyrt").nonzero()
        same(got, x.nonzero())
    m = torch.tensor([[True, False], [False, True]])
    with no_fallback():
        rows, cols = torch.where(m.to("anyrt"))
    same(rows, torch.where(m)[0])
    same(cols, torch.where(m)[1])


def test_advanced_indexing() -> None:
    x = torch.arange(120.0).reshape(4, 5, 6)
    i = torch.tensor([3, 0, -1])
    j = torch.tensor([[1], [3]])
    mask = torch.tensor([True, False, True, True])
    cases = [
        lambda t, i, j, m: t[i],
        lambda t, i, j, m: t[:, i],
        lambda t, i, j, m: t[:, :, i],
        lambda t, i, j, m: t[i, j],  # broadcast [2, 3]
        lambda t, i, j, m: t[:, j, i],  # adjacent: in place of dim 1
        lambda t, i, j, m: t[j, :, i],  # apart: to the front
        lambda t, i, j, m: t[m],
        lambda t, i, j, m: t[m, 2],
        lambda t, i, j, m: t[i.to(torch.int32)],
        lambda t, i, j, m: t.transpose(0, 2)[i],  # a strided self
        lambda t, i, j, m: t[i, j, None],
    ]
    dev = [a.to("anyrt") for a in (x, i, j, mask)]
    for k, case in enumerate(cases):
        with no_fallback():
            got = case(*dev)
        want = case(x, i, j, mask)
        assert got.shape == want.shape, k
        assert torch.equal(got.cpu(), want), k


def test_index_put_with_and_without_accumulate() -> None:
    base = torch.arange(60.0).reshape(3, 4, 5)
    i = torch.tensor([2, 0])
    j = torch.tensor([1, 3])
    cases = [
        (lambda t, v: t.index_put_((i,), v), torch.full((2, 4, 5), -1.0)),
        (lambda t, v: t.index_put_((i, j), v), torch.tensor([7.0, 8.0]).unsqueeze(-1).expand(2, 5)),
        (lambda t, v: t.index_put_((i, j), v, accumulate=True), torch.ones(2, 5)),
        (lambda t, v: t.index_put_((i, j), v, accumulate=True), torch.tensor(2.5)),  # broadcast value
        (lambda t, v: t.index_put_((torch.tensor([0, 0, 1]),), v, accumulate=True), torch.ones(3, 4, 5)),  # repeats sum
        (lambda t, v: t.__setitem__((slice(None), j), v), torch.full((3, 2, 5), 4.0)),  # t[:, j] = v
        (lambda t, v: t.index_put_((base[:, 0, 0] > 10,), v), torch.zeros(2, 4, 5)),  # a mask
    ]
    for k, (case, v) in enumerate(cases):
        d = base.to("anyrt")
        with no_fallback():
            case(d, v.to("anyrt"))
        want = base.clone()
        case(want, v)
        assert torch.equal(d.cpu(), want), k
    x = torch.zeros(5)
    perm = torch.tensor([3, 0, 4, 1, 2])
    dx = x.to("anyrt")
    with no_fallback():
        dx[perm.to("anyrt")] = torch.arange(5.0, device="anyrt")  # transformers' inverse permutation
    x[perm] = torch.arange(5.0)
    assert torch.equal(dx.cpu(), x)
    with pytest.raises(TypeError, match="dtypes match"):
        torch.zeros(3, device="anyrt").index_put_((torch.tensor([0], device="anyrt"),),
                                                  torch.ones(1, dtype=torch.float64, device="anyrt"))


def test_scatter_of_tensors_and_values_and_one_hot() -> None:
    x = torch.zeros(3, 5)
    idx = torch.tensor([[0, 4], [2, 2], [1, 3]])
    src = torch.arange(6.0).reshape(3, 2)
    with no_fallback():
        d = x.to("anyrt")
        a = d.scatter(1, idx.to("anyrt"), src.to("anyrt"))
        b = d.scatter(1, idx.to("anyrt"), 7.0)
        c = d.clone().scatter_(0, idx[:, :1].to("anyrt"), 2.0)
        h = torch.nn.functional.one_hot(torch.tensor([2, 0, 3]).to("anyrt"), num_classes=5)
    same(a, x.scatter(1, idx, src))
    same(b, x.scatter(1, idx, 7.0))
    same(c, x.clone().scatter_(0, idx[:, :1], 2.0))
    same(h, torch.nn.functional.one_hot(torch.tensor([2, 0, 3]), num_classes=5))


def test_index_add_with_a_strided_index_runs_on_the_device() -> None:
    # nonzero()'s columns are strided views: torch calls their overlap with self TooHard
    rows = torch.tensor([[0, 1], [2, 0], [2, 1]]).to("anyrt")
    with no_fallback():
        y = torch.zeros(3, 2, device="anyrt").index_add_(0, rows[:, 0], torch.ones(3, 2, device="anyrt"))
    same(y, torch.tensor([[1.0, 1.0], [0.0, 0.0], [2.0, 2.0]]))


@pytest.mark.parametrize("op", ["isneginf", "isposinf"])
def test_isneginf_and_isposinf(op: str) -> None:
    # scaled_dot_product_attention's math path (transformers' default attention) masks its rows
    # with isneginf (_safe_softmax)
    fn = getattr(torch, op)
    inf = float("inf")
    for x in (torch.tensor([[-inf, 1.0, inf], [float("nan"), -0.0, -inf]]), torch.tensor([-inf, inf], dtype=torch.float16),
              torch.tensor([-3, 0, 7]), torch.tensor([True, False])):
        with no_fallback():
            d = x.to("anyrt")
            got = fn(d)
            out = torch.empty(0, dtype=torch.bool, device="anyrt")  # resized to the result
            fn(d, out=out)
        same(got, fn(x))
        same(out, fn(x))
