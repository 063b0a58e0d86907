"""Follows generated/docs/write_a_backend.md literally in a copy of the checkout: runs its
`anyrt-step` commands and applies its `anyrt-replace` C functions, in order, and checks what the
guide promises: the untouched scaffold fails conformance naming the missing required functions;
with the guide's host-memory functions it passes (required native, the rest fallback or not
supported, nothing failing)."""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from anyrt._gen.spec_data import SLOTS
from codegen.toolkit_views import LOAD_PLACEHOLDERS

ROOT = Path(__file__).resolve().parents[1]
GUIDE = Path("generated") / "docs" / "write_a_backend.md"
BLOCK = re.compile(r"^```(\S+) (anyrt-\S+)([^\n]*)\n(.*?)^```$", re.S | re.M)
REQUIRED = [s[0] for s in SLOTS if s[2] == "required"]


def guide_blocks(text: str) -> list[tuple[str, str, str]]:
    """(kind, argument, body) of every marked block, in order."""
    return [(kind, extra.strip(), body) for _lang, kind, extra, body in BLOCK.findall(text)]


def run_anyrt(line: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    words = shlex.split(line)
    assert words[0] == "anyrt", f"guide step is not an anyrt command: {line}"
    return subprocess.run([sys.executable, "-m", "anyrt", *words[1:]], cwd=cwd, capture_output=True, text=True,
                          env={**os.environ, "COLUMNS": "200"}, timeout=300)


def replace_function(path: Path, definition: str) -> None:
    """Replace the function whose signature opens `definition` (up to its closing brace at column 0)."""
    text = path.read_text()
    signature = definition.split("{", 1)[0].strip()
    start = text.index(signature)
    end = text.index("\n}\n", start) + len("\n}\n")
    path.write_text(text[:start] + definition + text[end:])


def table_rows(output: str) -> dict[str, tuple[str, str]]:
    """function -> (status, why) from the conformance table (the first: the operators' table follows);
    a row's cells may wrap onto continuation lines, whose first cell is empty."""
    rows: dict[str, tuple[str, str]] = {}
    last = None
    for line in output.splitlines():
        if line.lstrip().startswith("└") and rows:
            break
        cells = [c.strip() for c in line.split("│")[1:-1]]
        if len(cells) < 5 or cells[0] == "function":
            continue
        if cells[0]:
            last = cells[0]
            rows[last] = (cells[2], cells[4])
        elif last is not None:
            rows[last] = (rows[last][0], f"{rows[last][1]} {cells[4]}".strip())
    return rows


@pytest.mark.skipif(shutil.which("cc") is None, reason="no C compiler to build the scaffolded backend")
def test_follow_the_guide(tmp_path: Path) -> None:
    # the generator also checks each operator's kernel and reference (codegen/op_checks.py check_sources)
    for folder in ("spec", "codegen", "generated", "runtime/kernels"):
        shutil.copytree(ROOT / folder, tmp_path / folder, ignore=shutil.ignore_patterns("__pycache__"))
    (tmp_path / "runtime/anyrt/toolkit").mkdir(parents=True)
    shutil.copy2(ROOT / "runtime/anyrt/toolkit/op_reference.py", tmp_path / "runtime/anyrt/toolkit")
    blocks = guide_blocks((tmp_path / GUIDE).read_text())
    assert [k for k, _a, _b in blocks].count("anyrt-replace") == len(REQUIRED)

    conformance_runs = []
    for kind, arg, body in blocks:
        if kind == "anyrt-replace":
            replace_function(tmp_path / arg, body)
            continue
        assert kind == "anyrt-step", kind
        for line in body.strip().splitlines():
            result = run_anyrt(line, tmp_path)
            out = result.stdout + result.stderr
            if arg == "fails":
                assert result.returncode != 0, f"`{line}` should fail at this step:\n{out}"
            else:
                assert result.returncode == 0, f"`{line}` failed:\n{out}"
            if line.startswith("anyrt new-backend"):
                check = subprocess.run([sys.executable, "-m", "codegen", "--check"], cwd=tmp_path, capture_output=True,
                                       text=True)
                assert check.returncode == 0, check.stderr  # the scaffold leaves generated/ fresh
            if line.startswith("anyrt conformance"):
                conformance_runs.append(result)

    scaffold, done = conformance_runs
    rows = table_rows(scaffold.stdout)
    missing = [f for f in REQUIRED if f not in LOAD_PLACEHOLDERS]
    assert all(rows[f][0] == "failing" for f in missing), rows
    assert "acme: malloc is not implemented yet" in rows["malloc"][1]
    assert "acme: create_event is not implemented yet" in rows["create_event"][1]
    summary = next(line for line in scaffold.stdout.splitlines() if "required functions failing" in line)
    assert all(f in summary for f in missing), summary

    rows = table_rows(done.stdout)
    assert all(rows[f][0] == "native" for f in REQUIRED), rows
    statuses = {status for status, _why in rows.values()}
    assert statuses == {"native", "fallback", "not supported"}, rows
    # the scaffold's stub fills the slot and declines: the report says so
    assert rows["memcpy_async"] == ("fallback", "the slot declined (NOT_SUPPORTED); runtime fallback: sync stream, then "
                                                "`memcpy`"), rows["memcpy_async"]
    assert "PASSED" in done.stdout and "failing" not in done.stdout
