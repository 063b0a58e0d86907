"""The expression families reach every kernel language a backend declares (spec/backends.yaml
`kernel_language`): a member added to the spec is in the C kernels, the CUDA ones and the OpenCL ones
with nothing else written; a language no backend declares gets no files."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from codegen import abi_lock, vocabulary  # noqa: E402
from codegen.render import render_some  # noqa: E402
from codegen.spec_load import load  # noqa: E402

FILES = [p for paths in vocabulary.KERNEL_LANGUAGES.values() for p in paths if "elementwise" in p]
# A new member's `since` is the minor after the released one (spec/abi.lock), as a real addition's would be.
_RELEASED = max(tuple(int(n) for n in s.since.split(".")) for s in abi_lock.read(ROOT / "spec" / abi_lock.FILE))
MEMBER = (f'  - {{name: cube_plus, family: unary, since: "{_RELEASED[0]}.{_RELEASED[1] + 1}", dtypes: numbers, '
          'expr: "x * x * x + C(1)", numpy: "x * x * x + 1"}\n')


def _spec_with_member(tmp_path: Path) -> Path:
    spec = tmp_path / "spec"
    shutil.copytree(ROOT / "spec", spec)
    ops = spec / "operators.yaml"
    text = ops.read_text()
    anchor = "  - {name: square, family: unary,"
    assert anchor in text, "test setup: square's line moved"
    ops.write_text(text.replace(anchor, MEMBER + anchor, 1))
    return spec


def test_a_new_elementwise_member_reaches_c_cuda_and_opencl(tmp_path: Path) -> None:
    spec = load(_spec_with_member(tmp_path))
    assert {b.name: b.kernel_language for b in spec.backends} == {"cpu": "c", "cuda": "cuda", "opencl": "opencl"}
    out = render_some(spec, FILES)
    assert sorted(out) == sorted(FILES)
    c = out["kernels/ak_elementwise_ops.c"]
    assert "int ak_cube_plus(" in c and "return (C_t)(x * x * x + C(1));" in c
    cu = out["cuda/cuda_elementwise_ops.cu"]
    assert "struct Ew_cube_plus" in cu and "anyrt_status_t cuda_op_cube_plus(" in cu and "x * x * x + C(1)" in cu
    cl = out["opencl/opencl_elementwise_ops.c"]
    assert "anyrt_status_t ocl_op_cube_plus(" in cl
    # every dtype of the member has its OpenCL kernels, contiguous and strided, the expression in each compute type
    for dtype in ("float16", "bfloat16", "float32", "float64", "int8", "int16", "int32", "int64", "uint8"):
        assert f"__kernel void ew_cube_plus_{dtype}_c(" in cl and f"__kernel void ew_cube_plus_{dtype}_s(" in cl, dtype
        assert f'kernel = "ew_cube_plus_{dtype}";' in cl, dtype
    for ct in ("float", "double", "long"):
        assert re.search(rf"{ct} ew_cube_plus_\w+\({ct} x\) {{\\n\"\n    \"    typedef {ct} C_t;\\n\"\n    \"    return "
                         r"\(C_t\)\(x \* x \* x \+ C\(1\)\);", cl), ct


def test_opencl_program_text_is_split_into_pieces_c_compilers_accept(tmp_path: Path) -> None:
    """C11 promises string literals of 4095 bytes only: every piece of program text stays under it."""
    cl = render_some(load(ROOT / "spec"), ["opencl/opencl_elementwise_ops.c"])["opencl/opencl_elementwise_ops.c"]
    pieces = re.findall(r'((?:    "(?:[^"\\]|\\.)*"\n)*    "(?:[^"\\]|\\.)*",\n)', cl)
    assert pieces
    for p in pieces:
        body = "".join(re.findall(r'"((?:[^"\\]|\\.)*)"', p))
        assert len(body.encode().decode("unicode_escape")) < 4095


def test_a_language_no_backend_declares_gets_no_files(tmp_path: Path) -> None:
    spec_dir = _spec_with_member(tmp_path)
    backends = spec_dir / "backends.yaml"
    text = backends.read_text()
    assert "    kernel_language: opencl\n" in text
    backends.write_text(text.replace("    kernel_language: opencl\n", "", 1))
    out = render_some(load(spec_dir), FILES)
    assert "opencl/opencl_elementwise_ops.c" not in out
    assert "cuda/cuda_elementwise_ops.cu" in out and "kernels/ak_elementwise_ops.c" in out


def _clang_for_opencl() -> str | None:
    for name in ("clang", *(f"clang-{v}" for v in range(20, 13, -1))):
        if shutil.which(name):
            return name
    return None


def _programs() -> dict[str, str]:
    """Each generated OpenCL program's full text (the prelude, then its own pieces), by its array's name."""
    out: dict[str, str] = {}
    for path in sorted((ROOT / "generated" / "opencl").glob("*.c")):
        for m in re.finditer(r"const char\* const (\w+)\[\] = \{\n(.*?)\n    NULL,\n\};", path.read_text(), re.S):
            lits = re.findall(r'"((?:[^"\\]|\\.)*)"', m.group(2))
            out[m.group(1)] = "".join(s.encode().decode("unicode_escape") for s in lits)
    return out


@pytest.mark.skipif(_clang_for_opencl() is None, reason="no clang here to compile OpenCL C with")
@pytest.mark.parametrize("std", ["CL1.2", "CL2.0"])
def test_every_generated_opencl_program_compiles_as_standard_opencl_c(tmp_path: Path, std: str) -> None:
    """Not only under PoCL: clang's OpenCL C front end (Intel's, AMD's and PoCL's compilers are clang),
    without doubles (OpenCL 1.2 style) and with them."""
    programs = _programs()
    prelude = programs.pop("ocl_ew_prelude")
    assert len(programs) > 70, sorted(programs)
    files = []
    for name, text in programs.items():
        f = tmp_path / f"{name}.cl"
        f.write_text(prelude + text)
        files.append(str(f))
    defs = ["-DOCL_EW_DIMS=8", "-DOCL_EW_OPERANDS=4", "-DOCL_RD_GROUP=64", *(["-DOCL_FP64"] if std == "CL2.0" else [])]
    clang = _clang_for_opencl()
    assert clang is not None
    done = subprocess.run([clang, "-x", "cl", f"-cl-std={std}", "-Xclang", "-finclude-default-header", "-fsyntax-only",
                           "-Wno-bitwise-conditional-parentheses", *defs, *files], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-4000:]
