"""spec/compat/torch.yaml: its checks (each problem names its line) and what it generates."""

from __future__ import annotations

import shutil
from pathlib import Path

from codegen import torch_ext
from codegen.spec_load import load

ROOT = Path(__file__).resolve().parent.parent


def _spec_with(tmp_path: Path, old: str, new: str) -> tuple[torch_ext.TorchExt | None, list[str]]:
    spec_dir = tmp_path / f"spec{len(list(tmp_path.iterdir()))}"
    shutil.copytree(ROOT / "spec", spec_dir)
    path = spec_dir / torch_ext.FILE
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    ext, problems = torch_ext.load(spec_dir, load(spec_dir))
    return ext, [str(p) for p in problems]


def test_checked_spec_has_no_problems() -> None:
    ext, problems = torch_ext.load(ROOT / "spec", load(ROOT / "spec"))
    assert problems == [] and ext is not None
    gates = {k.via: k.dtypes for k in ext.kernels}
    assert gates["silu"] == ("float16", "bfloat16", "float32", "float64")  # operators.yaml's, in its order
    assert "int32" in gates["add"]


def test_unknown_operator_named_with_its_line(tmp_path: Path) -> None:
    _, problems = _spec_with(tmp_path, "{aten: mm, via: gemm,", "{aten: mm, via: matmul,")
    assert any("kernel mm: via 'matmul' is no operator" in p and p.startswith("compat/torch.yaml:") for p in problems)


def test_unknown_pattern_form_status_and_duplicate(tmp_path: Path) -> None:
    _, problems = _spec_with(tmp_path, "pattern: unary, form: functional}", "pattern: unary, form: sideways}")
    assert any("form must be one of" in p for p in problems)
    _, problems = _spec_with(tmp_path, "out_of_memory: OutOfMemoryError", "out_of_cheese: OutOfMemoryError")
    assert any("'out_of_cheese' is no anyrt status" in p for p in problems)
    _, problems = _spec_with(tmp_path, "{aten: bmm, via: gemm", "{aten: mm, via: gemm")
    assert any("kernel mm: registered twice" in p for p in problems)


def test_table_registers_every_kernel_with_its_gate() -> None:
    ext, _ = torch_ext.load(ROOT / "spec", load(ROOT / "spec"))
    files = torch_ext.render(ext)
    table = files["torch/ops_table.cpp"]
    assert ext is not None
    for k in ext.kernels:
        assert f'm.impl("{k.aten}", TORCH_FN(({k.function})));' in table
    for r in ext.runtime:
        assert f'm.impl("{r.aten}", TORCH_FN(anyrt_torch::{r.fn}));' in table
    assert "case ANYRT_STATUS_OUT_OF_MEMORY: TORCH_CHECK_WITH(OutOfMemoryError" in table
    assert (ROOT / "generated" / "torch" / "ops_table.cpp").read_text(encoding="utf-8") == table


def test_operator_traits_pass_tensors_then_attributes() -> None:
    ext, _ = torch_ext.load(ROOT / "spec", load(ROOT / "spec"))
    assert ext is not None
    table = torch_ext.render(ext)["torch/ops_table.cpp"]
    vias = {v.name: v for v in ext.vias}
    assert len({v.key for v in ext.vias}) == len(ext.vias) and min(v.key for v in ext.vias) >= torch_ext.VIA_KEY_BASE
    # gemm: c, a, b, then its call-time alpha and beta (floats)
    assert "return anyrt_gemm(d, w, n, p[0], p[1], p[2], static_cast<float>(a[0]), static_cast<float>(a[1]), s);" in table
    assert vias["gemm"].n_create == 0
    # softmax's `axis` is a create-time attribute: it keys the cached descriptor
    assert vias["softmax"].n_create == 1 and "static_cast<int>(static_cast<int64_t>(a[0]))" in vias["softmax"].create_args
    # addcmul: y, x, t1, t2, then its call-time `value`
    assert "return anyrt_addcmul(d, w, n, p[0], p[1], p[2], p[3], static_cast<float>(a[0]), s);" in table
    # a comparison always writes bool, count_nonzero int64; the rest their inputs' dtype
    assert (vias["eq"].out_dtype, vias["count_nonzero"].out_dtype, vias["add"].out_dtype) == ("Bool", "Long", "Undefined")

def test_int_arrays_take_max_len_slots_and_absent_optionals_pass_null() -> None:
    ext, _ = torch_ext.load(ROOT / "spec", load(ROOT / "spec"))
    assert ext is not None
    conv = {v.name: v for v in ext.vias}["conv"]
    # pads, strides, dilations (3 slots each), then the length n: all create-time, all keying the descriptor
    assert conv.n_create == 10
    assert conv.create_args.endswith("anyrt_torch::int_array<3>(a + 6).data(), static_cast<int>(static_cast<int64_t>(a[9]))")
    # conv's backward names its second operator (also:), whose traits are generated too
    k = next(k for k in ext.kernels if k.aten == "convolution_backward_overrideable")
    assert k.also == ("conv_backward_filter",) and k.function.endswith("Via_conv_backward_filter>")
    assert "conv_backward_filter" in {v.name for v in ext.vias}


def test_an_unknown_also_operator_is_refused(tmp_path: Path) -> None:
    _, problems = _spec_with(tmp_path, "{aten: relu, via: relu,", "{aten: relu, via: relu, also: [nope],")
    assert any("kernel relu: an operator of also is no operator of operators.yaml" in p for p in problems)
