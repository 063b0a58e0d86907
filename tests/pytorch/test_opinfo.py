"""PyTorch's own operator database (torch.testing._internal.common_methods_invocations.op_db) as a
differential test of the "anyrt" device against torch's CPU kernels, with the CPU fallback off:
each OpInfo's first samples (float32; $ANYRT_OPINFO_SAMPLES, default 2) run on the CPU and on the
device. A result that differs, or a device error where the CPU gave a result, fails; an ATen
operator without a device kernel ("the CPU fallback is off") is recorded as not native. Known wrong
results are listed in KNOWN_WRONG (strict xfails: each fails the suite once it is right).

With $ANYRT_OPINFO_TABLE set to a path, the session writes the coverage table there
(docs/torch_opinfo.md is this suite's: `ANYRT_OPINFO_TABLE=docs/torch_opinfo.md pytest
tests/pytorch/test_opinfo.py`). Run by `nox -s torch`."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from typing import Any

import pytest

torch = pytest.importorskip("torch", reason="torch is not installed (nox -s torch installs torch==2.13.0+cpu)")
pytest.importorskip("expecttest", reason="torch's op database imports expecttest (nox -s torch installs it)")
from torch.testing._internal.common_methods_invocations import op_db  # noqa: E402
from torch.utils._pytree import tree_map  # noqa: E402

import anyrt.torch as at  # noqa: E402

SAMPLES = int(os.environ.get("ANYRT_OPINFO_SAMPLES", "2"))
DTYPE = torch.float32
# Random or uninitialized results: the device's values cannot equal the CPU's (shape and dtype are compared).
RANDOM = re.compile(r"^(empty|new_empty|.*rand.*|normal|bernoulli|multinomial|uniform|cauchy|exponential|geometric|"
                    r"log_normal|nn\.functional\.(dropout.*|alpha_dropout|feature_alpha_dropout.*|rrelu)|"
                    r"torch\.empty.*|empty_.*|.*_like_rand.*)")
# Ops whose CPU result depends on more than the inputs (data pointers, storage identity): not compared.
UNCOMPARABLE = {"item", "tolist", "__getitem__.ptr"}
# Arguments torch requires on the host (tensor_split's indices tensor): the sample's args stay there.
HOST_ARGS = {"tensor_split"}
# Known wrong results on the device: (OpInfo) -> why. Strict xfails: fixing one fails the suite
# until it leaves this list.
KNOWN_WRONG: dict[str, str] = {
    "as_strided.partial_views": "as_strided over a view into part of a storage reads other elements than the CPU's",
    "nn.functional.multi_head_attention_forward": "its values differ from the CPU's (not yet traced to an operator)",
}

_status: dict[str, str] = {}


def _ops() -> list[Any]:
    return [op for op in op_db if DTYPE in op.supported_dtypes("cpu")]


def _to_device(x: Any) -> Any:
    def move(v: Any) -> Any:
        if isinstance(v, torch.Tensor):
            return v.to("anyrt")
        if isinstance(v, torch.device) and v.type == "cpu":
            return torch.device("anyrt")
        return v
    return tree_map(move, x)


def _device_kwargs(kwargs: dict[str, Any]) -> dict[str, Any]:
    out = _to_device(kwargs)
    if out.get("device") == "cpu":
        out["device"] = "anyrt"
    return out


def _compare(got: Any, want: Any, random: bool) -> None:
    if isinstance(want, torch.Tensor):
        assert isinstance(got, torch.Tensor), type(got)
        assert got.dtype == want.dtype and got.shape == want.shape, (got.dtype, got.shape, want.dtype, want.shape)
        if want.layout != torch.strided or random:
            return
        torch.testing.assert_close(got.cpu(), want, atol=1e-4, rtol=1e-4, equal_nan=True)
    elif isinstance(want, (tuple, list)):
        assert isinstance(got, (tuple, list)) and len(got) == len(want), (type(got), type(want))
        for g, w in zip(got, want, strict=True):
            _compare(g, w, random)
    elif isinstance(want, (bool, int, float)) and not random:
        assert got == want or (isinstance(want, float) and want != want and got != got), (got, want)


def _samples(op: Any) -> Iterator[Any]:
    for i, s in enumerate(op.sample_inputs("cpu", DTYPE, requires_grad=False)):
        if i >= SAMPLES:
            return
        yield s


def _run(op: Any) -> str:
    """'native', or 'not native: <ATen op>'; raises on a wrong result or a device error."""
    random = bool(RANDOM.match(op.name))
    for sample in _samples(op):
        try:
            torch.manual_seed(0)
            want = op(sample.input, *sample.args, **sample.kwargs)
        except Exception:  # the CPU refuses this sample too: nothing to compare
            continue
        dinput, dkwargs = _to_device(sample.input), _device_kwargs(sample.kwargs)
        dargs = sample.args if op.name in HOST_ARGS else _to_device(sample.args)
        at._C.set_fallback_enabled(False)
        try:
            torch.manual_seed(0)
            got = op(dinput, *dargs, **dkwargs)
        except NotImplementedError as e:
            missing = re.search(r"the operator '([^']+)' has no kernel for the anyrt device", str(e))
            if missing:
                return f"not native: {missing.group(1)}"
            sparse = re.search(r"Could not run '([^']+)' with arguments from the '(Sparse\w*)anyrt' backend", str(e))
            if sparse:  # a sparse layout on the device: torch has no kernel of it for PrivateUse1
                return f"not native: {sparse.group(1)} ({sparse.group(2)} layout)"
            raise
        finally:
            at._C.set_fallback_enabled(True)
        _compare(got, want, random)
    return "native"


@pytest.mark.parametrize("op", _ops(), ids=lambda op: f"{op.name}.{op.variant_test_name}".rstrip("."))
def test_opinfo_sample_matches_cpu(op: Any) -> None:
    name = f"{op.name}.{op.variant_test_name}".rstrip(".")
    if op.name in UNCOMPARABLE:
        pytest.skip("its result depends on more than its inputs")
    try:
        _status[name] = _run(op)
    except Exception as e:
        _status[name] = f"fails: {type(e).__name__}: {str(e).splitlines()[0][:120] if str(e) else ''}"
        if name in KNOWN_WRONG:
            pytest.xfail(KNOWN_WRONG[name])
        raise
    if name in KNOWN_WRONG:
        pytest.fail(f"{name} is listed in KNOWN_WRONG ({KNOWN_WRONG[name]}) and now passes: remove it from the list")


@pytest.fixture(scope="module", autouse=True)
def coverage_table() -> Iterator[None]:
    yield
    path = os.environ.get("ANYRT_OPINFO_TABLE")
    if not path or not _status:
        return
    native = sorted(n for n, s in _status.items() if s == "native")
    missing = sorted((n, s) for n, s in _status.items() if s.startswith("not native"))
    failing = sorted((n, s) for n, s in _status.items() if s.startswith("fails"))
    lines = [
        "# torch's OpInfo database on the \"anyrt\" device",
        "",
        "Written by `tests/pytorch/test_opinfo.py` (`ANYRT_OPINFO_TABLE=docs/torch_opinfo.md`): each OpInfo of",
        f"torch {torch.__version__.split('+')[0]}'s `op_db` that supports {str(DTYPE).replace('torch.', '')} on the CPU, "
        f"its first {SAMPLES} samples run on",
        f"\"anyrt\" (backend {at.kind}) with the CPU fallback off and compared with the CPU's results.",
        "",
        f"{len(native)} of {len(_status)} run natively and match; {len(missing)} need an ATen operator the device "
        f"does not serve; {len(failing)} fail.",
        "",
        "| OpInfo | result |",
        "| --- | --- |",
    ]
    lines += [f"| `{n}` | {s.replace('|', '/')} |" for n, s in sorted(_status.items())]
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
