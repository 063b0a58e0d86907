"""spec/abi.lock keeps the backend ABI append-only: each unsafe edit of the spec is a spec error
naming the slot, before any C is generated; a new function with a new minor is accepted and gets
the next slot."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from codegen.errors import SpecError  # noqa: E402
from codegen.spec_load import load  # noqa: E402


def _edit(tmp: Path, file: str, change: Any) -> Path:
    spec = tmp / "spec"
    shutil.copytree(ROOT / "spec", spec)
    doc = yaml.safe_load((spec / file).read_text())
    change(doc["functions"])
    (spec / file).write_text(yaml.safe_dump(doc, sort_keys=False))
    return spec


def _new(since: str) -> dict[str, Any]:
    return {"name": "probe_new_thing", "doc": "A new function.", "since": since, "requirement": "optional",
            "params": [{"name": "value", "type": "int", "dir": "out"}], "analogue": {}}


# The released minor, read from the lock: these cases hold whichever minor was released last.
_MINOR = max(int(line.split()[2].split(".")[1]) for line in (ROOT / "spec" / "abi.lock").read_text().splitlines()
             if line.startswith("- "))


def _swap_first_two(fns: list[dict[str, Any]]) -> None:
    fns[0], fns[1] = fns[1], fns[0]


def _retype(fns: list[dict[str, Any]]) -> None:
    fn = next(f for f in fns if f["name"] == "memset")
    next(p for p in fn["params"] if p["name"] == "value")["type"] = "int"


@pytest.mark.parametrize(("what", "file", "change", "needle"), [
    ("insertion", "device.yaml", lambda fns: fns.insert(0, _new("1.0")),
     f"probe_new_thing: a new slot with since 1.0, but 1.{_MINOR} is released (abi.lock); give it since 1.{_MINOR + 1}"),
    ("appended with a released minor", "ccl.yaml", lambda fns: fns.append(_new(f"1.{_MINOR}")),
     f"probe_new_thing: a new slot with since 1.{_MINOR}, but 1.{_MINOR} is released"),
    ("removal", "memory.yaml", lambda fns: fns.remove(next(f for f in fns if f["name"] == "memset_async")),
     "'memset_async' (since 1.0) is a released slot; it cannot be removed"),
    ("reorder", "memory.yaml", _swap_first_two, "released slots keep their order"),
    ("since changed", "stream.yaml", lambda fns: fns[0].update(since="1.1"), "but it was released in 1.0"),
    ("slot retyped", "memory.yaml", _retype,
     "memset: its slot takes (int, void*, int, size_t), but was released taking (int, void*, uint8_t, size_t)"),
])
def test_unsafe_abi_edit_is_a_spec_error(tmp_path: Path, what: str, file: str, change: Any, needle: str) -> None:
    spec = _edit(tmp_path, file, change)
    with pytest.raises(SpecError) as err:
        load(spec)
    assert needle in str(err.value), (what, str(err.value))


def test_a_new_function_with_a_new_minor_gets_the_next_slot(tmp_path: Path) -> None:
    released = load(ROOT / "spec")
    nxt = f"{released.abi_major}.{released.abi_minor + 1}"
    spec = load(_edit(tmp_path, "device.yaml", lambda fns: fns.insert(0, _new(nxt))))
    assert [f.name for f in spec.slots] == [f.name for f in released.slots] + ["probe_new_thing"]
    assert (spec.abi_major, spec.abi_minor) == (released.abi_major, released.abi_minor + 1)


def test_the_lock_matches_the_spec_and_is_what_lock_writes() -> None:
    from codegen import abi_lock

    spec = load(ROOT / "spec")
    assert (ROOT / "spec" / abi_lock.FILE).read_text() == abi_lock.render(spec)


def _rename(fns: list[dict[str, Any]], fn: str, old: str, new: str) -> None:
    f = next(x for x in fns if x["name"] == fn)
    for p in f["params"]:
        if p["name"] == old:
            p["name"] = new
    f["target"] = {k: (new if v == old else v) for k, v in f.get("target", {}).items()}
    for e in f.get("errors", ()):
        if e["param"] == old:
            e["param"] = new


def test_renaming_a_stream_param_generates_c_that_compiles(tmp_path: Path) -> None:
    """Templates take parameter names from the model, not from habit: memcpy_async with its
    stream called `queue` still generates a dispatch that compiles."""
    import subprocess

    from codegen.render import render_all

    spec = load(_edit(tmp_path, "memory.yaml", lambda fns: _rename(fns, "memcpy_async", "stream", "queue")))
    out = tmp_path / "out"
    for rel, text in render_all(spec).items():
        (out / rel).parent.mkdir(parents=True, exist_ok=True)
        (out / rel).write_text(text)
    assert "anyrt_stream_t queue" in (out / "include" / "anyrt.h").read_text()
    for part in ("api", "route", "tables"):
        subprocess.run(["cc", "-std=c11", "-Wall", "-Wextra", "-Werror", "-fsyntax-only", "-D_GNU_SOURCE",
                        f"-I{out / 'include'}", f"-I{out / 'src'}", f"-I{ROOT / 'runtime' / 'core'}",
                        str(out / "src" / f"anyrt_{part}.c")], check=True)


@pytest.mark.parametrize(("fn", "old", "needle"), [
    ("memcpy_async", "kind", "memcpy_async: prepare 'infer_memcpy_kind' works on params named ['kind']"),
    ("memcpy_async", "stream", "target names unknown param 'stream'"),
])
def test_renaming_a_param_a_hook_needs_is_a_spec_error(tmp_path: Path, fn: str, old: str, needle: str) -> None:
    def change(fns: list[dict[str, Any]]) -> None:
        f = next(x for x in fns if x["name"] == fn)
        for p in f["params"]:
            if p["name"] == old:
                p["name"] = old + "_renamed"

    with pytest.raises(SpecError) as err:
        load(_edit(tmp_path, "memory.yaml", change))
    assert needle in str(err.value), str(err.value)
