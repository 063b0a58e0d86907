"""The generator: bad specs fail with file, line and every problem; output is deterministic;
--check finds stale files; the headers compile strictly; cffi reads the declarations; every
function the seed documents name is mapped by an `analogue`."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from codegen import abi_lock  # noqa: E402
from codegen.errors import SpecError  # noqa: E402
from codegen.spec_load import load  # noqa: E402

# Every function name in the seed documents (shared/seeds): Paddle's device/memory/stream/event
# tables, InfiniRT's calls and InfiniCCL's communicator calls.
SEED_NAMES = {
    "paddle": """initialize finalize init_device deinit_device set_device get_device synchronize_device
        get_device_count get_device_list get_compute_capability get_runtime_version get_driver_version
        device_memory_allocate device_memory_deallocate host_memory_allocate host_memory_deallocate
        unified_memory_allocate unified_memory_deallocate memory_copy_h2d memory_copy_d2h memory_copy_d2d
        memory_copy_p2p async_memory_copy_h2d async_memory_copy_d2h async_memory_copy_d2d async_memory_copy_p2p
        device_memory_set device_memory_stats device_min_chunk_size device_max_chunk_size device_max_alloc_size
        device_extra_padding_size device_init_alloc_size device_realloc_size create_stream destroy_stream
        query_stream synchronize_stream stream_add_callback stream_wait_event create_event destroy_event
        record_event query_event synchronize_event""".split(),
    "infinirt": """infinirtInit infinirtGetAllDeviceCount infinirtGetDevice infinirtGetDeviceCount infinirtSetDevice
        infinirtDeviceSynchronize infinirtStreamCreate infinirtStreamDestroy infinirtStreamSynchronize
        infinirtStreamWaitEvent infinirtEventCreate infinirtEventRecord infinirtEventQuery infinirtEventSynchronize
        infinirtEventDestroy infinirtEventElapsedTime infinirtMalloc infinirtMallocHost infinirtFree infinirtFreeHost
        infinirtMemcpy infinirtMemcpyAsync infinirtMallocAsync infinirtFreeAsync""".split(),
    "infiniccl": "infinicclCommInitAll infinicclCommDestroy infinicclAllReduce".split(),
}


def _spec_copy(tmp_path: Path) -> Path:
    dst = tmp_path / "spec"
    shutil.copytree(ROOT / "spec", dst)
    return dst


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text()
    assert old in text, f"test setup: {old!r} not in {path.name}"
    path.write_text(text.replace(old, new, 1))


def test_every_seed_function_is_mapped() -> None:
    spec = load(ROOT / "spec")
    mapped: dict[str, set[str]] = {}
    for f in spec.functions:
        for system, names in f.analogue:
            mapped.setdefault(system, set()).update(names)
    for system, names in SEED_NAMES.items():
        missing = sorted(set(names) - mapped.get(system, set()))
        assert not missing, f"{system} functions without an analogue in spec/: {missing}"


def test_bad_spec_reports_every_problem_with_file_and_line(tmp_path: Path) -> None:
    spec = _spec_copy(tmp_path)
    _edit(spec / "memory.yaml", "type: size_t, dir: in}\n    errors:\n      - {status: invalid_value, param: size, check: zero}",
          "type: size_tt, dir: in}\n    errors:\n      - {status: invalid_value, param: size, check: zero}")
    _edit(spec / "stream.yaml", "requirement: optional\n    fallback: {strategy: noop}",
          "requirement: required\n    fallback: {strategy: noop}")
    _edit(spec / "event.yaml", "{status: invalid_value, param: flags, check: not_enum}",
          "{status: invalid_value, param: nope, check: not_enum}")
    with pytest.raises(SpecError) as caught:
        load(spec)
    text = str(caught.value)
    assert len(caught.value.problems) >= 3, text
    assert "memory.yaml:" in text and "unknown type 'size_tt'" in text
    assert "stream.yaml:" in text and "required function cannot have a fallback" in text
    assert "event.yaml:" in text and "unknown param 'nope'" in text
    for problem in caught.value.problems:
        assert problem.line > 1


def test_a_kind_alias_the_runtime_would_refuse_is_a_spec_error(tmp_path: Path) -> None:
    """backends.yaml's kind_alias: an enum kind but cpu, custom and paddle, on a `custom` backend."""
    spec = _spec_copy(tmp_path)
    text = (spec / "backends.yaml").read_text()
    for alias, kind in (("cpu", "custom"), ("tpu", "custom"), ("metax", "cuda")):
        (spec / "backends.yaml").write_text(
            text + f"  - name: acme\n    device_kind: {kind}\n    kind_alias: {alias}\n    doc: test\n"
            "    sources: [a.c]\n    include_dirs: []\n    libraries: []\n    detect: {always: true}\n")
        with pytest.raises(SpecError, match=f"backend acme: kind_alias '{alias}' must be"):
            load(spec)


def test_layer_vocabulary_is_checked(tmp_path: Path) -> None:
    """`extent` must name params of the right types; `async` needs a stream to run in the order of."""
    spec = _spec_copy(tmp_path)
    _edit(spec / "memory.yaml", "extent: {bytes: size, memory: addressable}}", "extent: {bytes: value, memory: addressable}}")
    _edit(spec / "ccl.yaml", "extent: {count: send_count, dtype: dtype, per_rank: true, memory: device}}",
          "extent: {count: send_count, dtype: send_count, per_rank: true, memory: device}}")
    _edit(spec / "device.yaml", "    role: lifecycle\n", "    role: lifecycle\n    async: true\n")
    with pytest.raises(SpecError) as caught:
        load(spec)
    text = str(caught.value)
    assert "memset: param 'ptr': extent refers to 'value', which must be a size_t param" in text
    assert "all_gather: param 'recvbuf': extent refers to 'send_count', which must be a dtype param" in text
    assert "an async function needs an in stream param" in text


def test_schema_errors_name_file_and_line(tmp_path: Path) -> None:
    spec = _spec_copy(tmp_path)
    _edit(spec / "device.yaml", "    requirement: required\n", "    requirement: mandatory\n")
    with pytest.raises(SpecError) as caught:
        load(spec)
    (problem,) = caught.value.problems
    assert problem.file == "device.yaml" and problem.line > 1 and "mandatory" in problem.message


def _generate(out: Path, seed: str) -> dict[str, bytes]:
    env = {**os.environ, "PYTHONHASHSEED": seed}
    subprocess.run([sys.executable, "-m", "codegen", "--out", str(out)], cwd=ROOT, env=env, check=True,
                   capture_output=True)
    return {str(p.relative_to(out)): p.read_bytes() for p in sorted(out.rglob("*")) if p.is_file()}


def test_output_is_byte_deterministic_across_hash_seeds(tmp_path: Path) -> None:
    first = _generate(tmp_path / "a", "1")
    second = _generate(tmp_path / "b", "2")
    assert first == second
    committed = {str(p.relative_to(ROOT / "generated")): p.read_bytes()
                 for p in sorted((ROOT / "generated").rglob("*")) if p.is_file() and "__pycache__" not in p.parts}
    assert first == committed, "generated/ differs from a fresh run: run `python -m codegen`"


def test_check_names_each_stale_file_and_the_fix(tmp_path: Path) -> None:
    out = tmp_path / "gen"
    _generate(out, "0")
    (out / "include" / "anyrt.h").write_text("/* edited by hand */\n")
    (out / "stray.txt").write_text("x")
    proc = subprocess.run([sys.executable, "-m", "codegen", "--check", "--out", str(out)], cwd=ROOT,
                          capture_output=True, text=True)
    assert proc.returncode == 1
    assert "stale: generated/include/anyrt.h" in proc.stderr
    assert "generated/stray.txt" in proc.stderr
    assert "python -m codegen" in proc.stderr


@pytest.mark.parametrize("compiler", [["cc", "-std=c11", "-x", "c"], ["c++", "-std=c++17", "-x", "c++"]],
                         ids=["c11", "c++17"])
def test_headers_compile_strictly(compiler: list[str], tmp_path: Path) -> None:
    src = tmp_path / "use.h"
    src.write_text('#include "anyrt.h"\n#include "anyrt_backend.h"\n')
    cmd = [*compiler, "-Wall", "-Wextra", "-Werror", "-pedantic", "-fsyntax-only",
           f"-I{ROOT / 'generated' / 'include'}", str(src)]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr


def test_cffi_parses_the_declarations() -> None:
    cffi = pytest.importorskip("cffi")
    ffi = cffi.FFI()
    ffi.cdef((ROOT / "generated" / "python" / "cdef.h").read_text())
    assert ffi.sizeof("anyrt_unique_id_t") == 128


def test_each_check_kind_and_fallback_strategy_is_one_vocabulary_entry_with_its_c_macro(tmp_path: Path) -> None:
    """codegen/vocabulary.py CHECKS is the one home of the `errors[].check` keywords: the schema takes
    its enum from it, templates/_checks.j2 spells each in C, and an unknown kind is a spec error."""
    import re

    from codegen.vocabulary import CHECKS, EXTENT_MEMORY, FALLBACKS, TARGETS

    macros = set(re.findall(r"\{% macro (\w+)\(c\)", (ROOT / "codegen" / "templates" / "_checks.j2").read_text()))
    assert macros == set(CHECKS)
    macros = set(re.findall(r"\{% macro (\w+)\(f\)", (ROOT / "codegen" / "templates" / "_fallbacks.j2").read_text()))
    assert macros == {name for name, kind in FALLBACKS.items() if kind.generic}
    targets = (ROOT / "codegen" / "templates" / "_targets.j2").read_text()
    assert set(re.findall(r"\{% macro (\w+)\(f\)", targets)) - {"handle"} == set(TARGETS)
    layers = (ROOT / "codegen" / "templates" / "_layers.j2").read_text()
    needs = re.search(r"macro needs_device\(p\) %\}\{\{ \{(.*?)\}\[", layers).group(1)
    assert set(re.findall(r'"(\w+)": "', needs)) == set(EXTENT_MEMORY)
    spec = tmp_path / "spec"
    shutil.copytree(ROOT / "spec", spec)
    text = (spec / "memory.yaml").read_text()
    assert "check: zero}" in text
    (spec / "memory.yaml").write_text(text.replace("check: zero}", "check: too_big}", 1))
    with pytest.raises(SpecError) as err:
        load(spec)
    assert "'too_big' is not one of ['null', 'zero'" in str(err.value)


def test_operator_spec_mistakes_are_reported_with_file_and_line(tmp_path: Path) -> None:
    """Every name an operator uses must resolve: dtypes, sizes in `require`, `axis_of`, enum defaults."""
    spec = _spec_copy(tmp_path)
    ops = spec / "operators.yaml"
    _edit(ops, "    require: [[t, \">=\", s]]", "    require: [[t, \">=\", q], [t, \">=\", s+r]]")  # r: a sum's term
    _edit(ops, "axis_of: y,", "axis_of: z,")
    _edit(ops, "default: gpt_j,", "default: gpt_k,")
    _edit(ops, "      - {name: b, role: in, dims: [\"...\", k, n]}", "      - {name: b, role: in, dims: [k, \"...\", n]}")
    _edit(ops, "dtypes: [float16, bfloat16, float32, float64, int32, int64]", "dtypes: [float16, float128]")
    with pytest.raises(SpecError) as caught:
        load(spec)
    text = str(caught.value)
    assert "causal_softmax: require: 'q' is not a size of its tensors (s, t)" in text
    assert "causal_softmax: require: 'r' is not a size of its tensors (s, t)" in text
    assert "softmax: attribute axis: axis_of 'z' is not one of its tensors" in text
    assert "rope: attribute algo: default 'gpt_k' is not a value of rope_algo" in text
    assert "gemm: tensor b: \"...\" may only come first in dims" in text
    assert "add: dtypes: unknown dtype 'float128'" in text
    assert all(p.file == "operators.yaml" and p.line > 1 for p in caught.value.problems), text


def test_infiniop_names_are_checked_against_infinicores_headers(tmp_path: Path) -> None:
    """Each served operator's InfiniOP functions must be the ones its InfiniCore header declares (recorded
    in spec/compat/infinicore.yaml), with the same parameter types, and every other function of that
    header served or listed unserved."""
    spec = _spec_copy(tmp_path)
    _edit(spec / "operators.yaml", "    infiniop: SwiGLU", "    infiniop: Swiglu")
    _edit(spec / "operators.yaml", "{name: beta, type: float, at: call,", "{name: beta, type: float, at: create,")
    _edit(spec / "compat" / "infinicore.yaml", "        infiniopDestroyRMSNormDescriptor: [infiniopRMSNormDescriptor_t desc]\n",
          "        infiniopDestroyRMSNormDescriptor: [infiniopRMSNormDescriptor_t desc]\n"
          "        infiniopRMSNormBackward: [infiniopRMSNormDescriptor_t desc]\n")
    with pytest.raises(SpecError) as caught:
        load(spec)
    text = str(caught.value)
    assert "operator swiglu: InfiniCore's swiglu.h declares no infiniopCreateSwigluDescriptor" in text
    assert "operator rms_norm: InfiniCore's rms_norm.h also declares infiniopRMSNormBackward" in text
    assert ("operator gemm: infiniopCreateGemmDescriptor takes (infiniopHandle_t, infiniopGemmDescriptor_t*, "
            "infiniopTensorDescriptor_t, infiniopTensorDescriptor_t, infiniopTensorDescriptor_t) in InfiniCore's gemm.h, "
            "but the entry gives (") in text, text


def test_an_operator_without_its_kernel_or_reference_is_a_spec_error(tmp_path: Path) -> None:
    """The generator checks a checkout's operators against its runtime/kernels/*.c and op_reference.py:
    a new entry without them fails there, naming what is missing, not later in a build or a test."""
    spec = _spec_copy(tmp_path)
    # a new slot takes the minor above the released one (spec/abi.lock), whichever that is now
    since = f"1.{max(int(slot.since.split('.')[1]) for slot in abi_lock.read(ROOT / 'spec' / 'abi.lock')) + 1}"
    for rel in ("runtime/kernels", "runtime/anyrt/toolkit"):
        shutil.copytree(ROOT / rel, tmp_path / rel, ignore=shutil.ignore_patterns("__pycache__"))
    _edit(spec / "operators.yaml", "operators:\n", """operators:
  - name: cube
    doc: "`y = x * x * x`."
    since: "SINCE"
    dtypes: [float32]
    tensors:
      - {name: y, role: out, dims: ["..."]}
      - {name: x, role: in, dims: ["..."]}
    infiniop: Cube
""".replace("SINCE", since))
    _edit(spec / "compat" / "infinicore.yaml", "  headers:\n", """  headers:
    cube:
      descriptors: [infiniopCubeDescriptor_t]
      functions:
        infiniopCreateCubeDescriptor: [infiniopHandle_t handle, infiniopCubeDescriptor_t* desc_ptr,
                                       infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x]
        infiniopGetCubeWorkspaceSize: [infiniopCubeDescriptor_t desc, size_t* size]
        infiniopCube: [infiniopCubeDescriptor_t desc, void* workspace, size_t workspace_size, void* y, const void* x,
                       void* stream]
        infiniopDestroyCubeDescriptor: [infiniopCubeDescriptor_t desc]
""")
    load(spec)  # the spec alone is sound
    with pytest.raises(SpecError) as caught:
        load(spec, tmp_path)
    text = str(caught.value)
    assert "operator cube: no runtime/kernels/*.c defines its kernel int ak_cube(...)" in text, text
    assert "operator cube: reference 'cube' is not a function of runtime/anyrt/toolkit/op_reference.py" in text, text
    (tmp_path / "runtime" / "kernels" / "ak_cube.c").write_text(
        '#include "anyrt_kernels.h"\nint ak_cube(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) { return 0; }\n')
    with (tmp_path / "runtime" / "anyrt" / "toolkit" / "op_reference.py").open("a") as f:
        f.write("\n\n@reference\ndef cube(t: Arrays, a: Attrs) -> np.ndarray:\n    return t['x'] ** 3\n")
    assert [op.name for op in load(spec, tmp_path).operators][0] == "cube"


def test_an_elementwise_member_is_one_spec_line_with_nothing_else_to_write(tmp_path: Path) -> None:
    """A family member with an `expr` needs no kernel file and no reference (both are generated); its
    mistakes are spec errors naming the entry: an unknown family, a word its expression may not use,
    an expression without its NumPy reference, a dtype class without an expression."""
    spec = _spec_copy(tmp_path)
    since = f"1.{max(int(slot.since.split('.')[1]) for slot in abi_lock.read(ROOT / 'spec' / 'abi.lock')) + 1}"
    for rel in ("runtime/kernels", "runtime/anyrt/toolkit"):
        shutil.copytree(ROOT / rel, tmp_path / rel, ignore=shutil.ignore_patterns("__pycache__"))
    ops = spec / "operators.yaml"
    line = '  - {name: cube, family: unary, since: "SINCE", dtypes: floats, expr: "x * x * x", numpy: x ** 3}\n'
    _edit(ops, "operators:\n", "operators:\n" + line.replace("SINCE", since))
    cube = next(op for op in load(spec, tmp_path).operators if op.name == "cube")
    assert cube.is_elementwise and [t.name for t in cube.tensors] == ["y", "x"]
    assert cube.dtypes == ("float16", "bfloat16", "float32", "float64")
    _edit(ops, 'family: unary, since: "' + since + '", dtypes: floats, expr: "x * x * x", numpy: x ** 3',
          'family: unary, since: "' + since + '", dtypes: numbers, expr: {float: "cbrtf(x)"}')
    _edit(ops, "  - {name: neg, family: unary,", "  - {name: neg, family: unaryy,")
    with pytest.raises(SpecError) as caught:
        load(spec, tmp_path)
    text = str(caught.value)
    assert "operator cube: expr (float): 'cbrtf' is neither an input, an attribute, C(...) nor a function" in text, text
    assert "operator cube: expr: an elementwise operator needs its `numpy` reference expression" in text, text
    assert "operator cube: expr: no expression for int dtypes (int8 is one of its dtypes)" in text, text
    assert "operator neg: family 'unaryy' is not a name of families" in text, text


def test_a_two_pass_reduction_is_one_spec_entry_whose_pivot_only_step_and_final_see(tmp_path: Path) -> None:
    """A reduction with a `pivot` (a first pass: var's mean) is a spec entry like any reduction; its result
    `m` may be named by the main step and final only, and such a reduction writes its combine (the default
    would name m); the pivot's own words are checked as a reduction's."""
    spec = _spec_copy(tmp_path)
    since = f"1.{max(int(slot.since.split('.')[1]) for slot in abi_lock.read(ROOT / 'spec' / 'abi.lock')) + 1}"
    for rel in ("runtime/kernels", "runtime/anyrt/toolkit"):
        shutil.copytree(ROOT / rel, tmp_path / rel, ignore=shutil.ignore_patterns("__pycache__"))
    ops = spec / "operators.yaml"
    line = ('  - {name: meandev, family: reduction, since: "SINCE", dtypes: floats, pivot: {step: "acc + x", '
            'final: "acc / C(n)"}, step: "acc + fabs(x - m)", combine: "acc + other", final: "acc / C(n)", '
            'numpy: "np.mean(np.abs(x - np.mean(x, axis=axes, keepdims=True)), axis=axes, keepdims=True)"}\n')
    _edit(ops, "operators:\n", "operators:\n" + line.replace("SINCE", since))
    op = next(op for op in load(spec, tmp_path).operators if op.name == "meandev")
    assert op.reduction is not None and op.reduction.pivot is not None
    assert dict(op.reduction.pivot.step) == {"float": "acc + x"} and dict(op.reduction.step) == {"float": "acc + fabs(x - m)"}
    _edit(ops, 'step: "acc + fabs(x - m)", combine: "acc + other",', 'step: "acc + fabs(x - m)",')
    _edit(ops, 'pivot: {step: "acc + x", final: "acc / C(n)"}', 'pivot: {step: "acc + x + m", final: "acc / C(n)"}')
    with pytest.raises(SpecError) as caught:
        load(spec, tmp_path)
    text = str(caught.value)
    assert "operator meandev: combine: a reduction with a pivot writes its combine" in text, text
    assert "operator meandev: combine (float): 'm' is not one of" in text, text
    assert "operator meandev: pivot.step (float): 'm' is not one of" in text, text


def test_operator_conformance_entries_name_real_things(tmp_path: Path) -> None:
    """`conformance:` names sizes, tensors, attributes, enum values and dtypes of its operator."""
    spec = _spec_copy(tmp_path)
    ops = spec / "operators.yaml"
    _edit(ops, "values: {pos_ids: [0, p]}", "values: {pos_id: [0, p], x: [0, q]}")
    _edit(ops, "attrs: {alpha: 0.5, beta: 1.5}", "attrs: {alpha: 0.5, gamma: 1.5}")
    _edit(ops, "sizes: {n: 40}", "sizes: {m: 40}")
    _edit(ops, "layout_attrs: {strided: {axis: 0}}", "layout_attrs: {strided: {axis: first}}")
    _edit(ops, "tolerance: {scale: 10}", "tolerance: {scale: 10, float128: [0, 0]}")
    with pytest.raises(SpecError) as caught:
        load(spec)
    text = str(caught.value)
    assert "rope: conformance.values: 'pos_id' is not one of its tensors" in text, text
    assert "rope: conformance.values: bound 'q' of x is not a size of its tensors" in text, text
    assert "gemm: conformance.attrs: 'gamma' is not one of its attributes" in text, text
    assert "random_sample: conformance.sizes: 'm' is not a size of its tensors (n)" in text, text
    assert "softmax: conformance.layout_attrs.strided: axis takes a number" in text, text
    assert "gemm: conformance.tolerance: unknown dtype 'float128'" in text, text


def test_optional_tensors_and_value_forms_are_checked(tmp_path: Path) -> None:
    """`optional` only on an input whose sizes another tensor names; a value range's third item is
    'distinct' or 'offsets', and a product bound names sizes of the operator; infiniop_type size_t
    only on a non-negative int attribute."""
    spec = _spec_copy(tmp_path)
    ops = spec / "operators.yaml"
    _edit(ops, "{name: alibi_slopes, role: in, dims: [hq], dtype: [float32], optional: true,",
          "{name: alibi_slopes, role: in, dims: [hz], dtype: [float32], optional: true,")
    _edit(ops, "values: {slot_mapping: [0, nb*bs, distinct]}", "values: {slot_mapping: [0, nb*bz, sorted]}")
    _edit(ops, "{name: scale, type: float, at: create, default: 1.0,", "{name: scale, type: float, at: create, default: 1.0, "
          "infiniop_type: size_t,")
    with pytest.raises(SpecError) as caught:
        load(spec)
    text = str(caught.value)
    assert "paged_attention: tensor alibi_slopes: size 'hz' must also be named by a tensor that is not optional" in text
    assert "paged_caching: conformance.values: the third item of slot_mapping's range may only be 'distinct' or 'offsets'" in text
    assert "paged_caching: conformance.values: bound 'nb*bz' of slot_mapping ('bz') is not a size of its tensors" in text
    assert "paged_attention: attribute scale: infiniop_type size_t needs type int and min >= 0" in text


def test_int64_attributes_are_for_operators_infiniop_lacks(tmp_path: Path) -> None:
    """An int64 attribute (a random seed) has no InfiniOP parameter type, so an operator served by
    libinfiniop.so may not take one; one without `infiniop:` (the random family) may."""
    spec = _spec_copy(tmp_path)
    _edit(spec / "operators.yaml", "{name: min_val, type: float, at: create, default: -1.0,",
          "{name: min_val, type: int64, at: create, default: -1,")
    with pytest.raises(SpecError) as caught:
        load(spec)
    assert "hardtanh: attribute min_val: InfiniOP takes no int64 attribute" in str(caught.value)
    ops = [op for op in load(ROOT / "spec").operators if op.name in ("uniform", "randint")]
    assert [(op.infiniop, [a.type for a in op.attrs][:2]) for op in ops] == [(None, ["int64", "int64"])] * 2


def test_device_kind_facts_are_checked(tmp_path: Path) -> None:
    """`host_memory` and `dlpack` describe device kinds only; `dlpack` names exactly its three memories."""
    spec = _spec_copy(tmp_path)
    _edit(spec / "types.yaml", "{name: sum, value: 0, doc: Sum., analogue: {infiniccl: INFINICCL_SUM}}",
          "{name: sum, value: 0, doc: Sum., analogue: {infiniccl: INFINICCL_SUM}, host_memory: true}")
    with pytest.raises(SpecError) as caught:
        load(spec)
    assert "enum reduce_op: sum: host_memory and dlpack describe device kinds only" in str(caught.value)
    spec = _spec_copy(tmp_path / "b")
    _edit(spec / "types.yaml", "dlpack: {device: 2, host: 3, unified: 13}", "dlpack: {device: 2, pinned: 3, unified: 13}")
    with pytest.raises(SpecError) as caught:
        load(spec)
    assert "types.yaml:" in str(caught.value) and "pinned" in str(caught.value)


def test_a_size_plus_k_dim_needs_the_size_named_whole_and_k_above_0(tmp_path: Path) -> None:
    """`b+1` (select_last_token_hidden's offsets) binds nothing on its own in the spec: b must be named
    whole by some tensor; `b+0` is the size itself, written so."""
    spec = _spec_copy(tmp_path)
    _edit(spec / "operators.yaml", "{name: output, role: out, dims: [1, b, h]}", "{name: output, role: out, dims: [1, c, h]}")
    with pytest.raises(SpecError) as caught:
        load(spec)
    assert "select_last_token_hidden: size 'b' appears only divided or added to: name it whole in some tensor" in str(
        caught.value)
    spec = _spec_copy(tmp_path / "b")
    _edit(spec / "operators.yaml", "{name: input_offsets, role: in, dims: [b+1],", "{name: input_offsets, role: in, dims: [b+0],")
    with pytest.raises(SpecError) as caught:
        load(spec)
    assert "operators.yaml:" in str(caught.value) and "b+0" in str(caught.value)


def test_an_attribute_default_has_its_type(tmp_path: Path) -> None:
    """YAML 1.1 reads `3.4e38` (no sign after the e) as a string: nan_to_num's posinf default was one,
    C printed it as a number and the Python references compared floats with a string (the fuzzer's
    seed 12 failed in CI)."""
    spec = _spec_copy(tmp_path)
    _edit(spec / "operators.yaml", "default: 3.4028234663852886e+38", "default: 3.4028234663852886e38")
    with pytest.raises(SpecError) as caught:
        load(spec)
    assert "nan_to_num: attribute posinf: its default '3.4028234663852886e38' is not a float" in str(caught.value)


def test_int_arrays_dim_groups_and_derived_groups_are_checked(tmp_path: Path) -> None:
    """conv's forms: an int_array needs max_len and length and is fixed at create; a dim group comes
    last, never with "...", and some input gives it or a formula derives it; a formula's arguments are
    given groups and int_arrays, as many as it takes; the conformance entry sizes each given group
    with a list as long as the int_arrays it gives."""
    spec = _spec_copy(tmp_path)
    ops = spec / "operators.yaml"
    _edit(ops, "{name: pads, type: int_array, max_len: 3, length: n, at: create,", "{name: pads, type: int_array, at: call,")
    _edit(ops, '{name: w, role: in, dims: [cout, cin, "*kernel"]', '{name: w, role: in, dims: ["*kernel", cout, cin]')
    _edit(ops, '{name: x, role: in, dims: [nb, cin, "*spatial"]}', '{name: x, role: in, dims: ["...", nb, cin, "*spatial"]}')
    _edit(ops, "args: [spatial, kernel, pads, strides, dilations]", "args: [spatial, out, strides, dilations]")
    _edit(ops, "sizes: {nb: 2, cin: 3, cout: 4, spatial: [7, 6], kernel: [3, 2]}",
          "sizes: {nb: 2, cin: 3, cout: 4, spatial: 7, kernel: [3]}")
    with pytest.raises(SpecError) as caught:
        load(spec)
    text = str(caught.value)
    assert "conv: attribute pads: max_len and length go with type int_array, and it needs both" in text
    assert "conv: attribute pads: an int_array is fixed at create" in text
    assert 'conv: tensor w: a dim group ("*name") may only come last in dims, once' in text
    assert 'conv: tensor x: a dim group (*spatial) and "..." do not go together' in text
    assert "conv: derived out: conv_out takes 5 arguments (group, group, int_array, int_array, int_array), not 4" in text
    assert "conv: conformance.sizes: dim group 'spatial' needs a list of sizes, as long as the int_arrays" in text
    assert "conv: conformance.sizes: dim group 'kernel' needs a list of sizes" in text
    spec = _spec_copy(tmp_path / "b")
    ops = spec / "operators.yaml"
    _edit(ops, "args: [spatial, kernel, pads, strides, dilations]", "args: [spatial, b, pads, strides, dilations]")
    _edit(ops, '{name: x, role: in, dims: [nb, cin, "*spatial"]}', '{name: x, role: in, dims: [nb, cin, "*space"]}')
    with pytest.raises(SpecError) as caught:
        load(spec)
    text = str(caught.value)
    assert "conv: derived out: argument 'spatial' of conv_out must be a given dim group" in text
    assert "conv: derived out: argument 'b' of conv_out must be a given dim group" in text
