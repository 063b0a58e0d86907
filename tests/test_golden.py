"""The generator against a small spec with known output (tests/golden/spec -> tests/golden/expected),
as webgpu-headers keeps one: each construct (an enum, a handle, a struct with struct_size, a core
function, a required slot with an `errors` check, an async call targeted by its stream with an
extent, a noop fallback and a slot of a later minor) is generated once, and a change to what any of
them generates shows up here as a diff of a few lines, independent of the real spec. After a
deliberate template change: `UPDATE_GOLDEN=1 pytest tests/test_golden.py`, and review the diff."""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from codegen.render import render_all  # noqa: E402
from codegen.spec_load import load  # noqa: E402

GOLDEN = ROOT / "tests" / "golden"


def _render(tmp: Path) -> dict[str, str]:
    spec = tmp / "spec"
    shutil.copytree(GOLDEN / "spec", spec)
    shutil.copy(ROOT / "spec" / "schema.json", spec / "schema.json")  # the one schema
    return render_all(load(spec))


def test_the_golden_spec_generates_the_expected_files(tmp_path: Path) -> None:
    files = _render(tmp_path)
    expected = GOLDEN / "expected"
    if os.environ.get("UPDATE_GOLDEN"):
        shutil.rmtree(expected, ignore_errors=True)
        for rel, text in files.items():
            (expected / rel).parent.mkdir(parents=True, exist_ok=True)
            (expected / rel).write_text(text, encoding="utf-8")
        pytest.skip("golden files rewritten (UPDATE_GOLDEN): review the diff")
    have = sorted(str(p.relative_to(expected)) for p in expected.rglob("*") if p.is_file())
    assert have == sorted(files), "outputs differ from tests/golden/expected (UPDATE_GOLDEN=1 rewrites them)"
    stale = [rel for rel, text in files.items() if (expected / rel).read_text(encoding="utf-8") != text]
    assert not stale, f"generated text changed for {stale} (UPDATE_GOLDEN=1 rewrites them; review the diff)"


def test_the_golden_spec_has_no_compat_layers_and_orders_slots_by_minor(tmp_path: Path) -> None:
    files = _render(tmp_path)
    assert "include/infinirt.h" not in files and "include/paddle_device_ext.h" not in files
    header = files["include/anyrt_backend.h"]
    assert header.index("get_device_count") < header.index("malloc") < header.index("create_stream") < header.index("fill")
    assert "#define ANYRT_ABI_MINOR 1" in files["include/anyrt.h"] + header
