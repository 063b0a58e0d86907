"""The type checker catches misuse of the public API before it runs: mypy (the dev extra) over small
programs with one mistake each must report that line. The clean side, examples/ and
tests/typing/api_use.py, is `nox -s typecheck`."""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
needs_mypy = pytest.mark.skipif(importlib.util.find_spec("mypy") is None,
                                reason="mypy is not installed (pip install 'anyrt[dev]')")

# line -> (the mistake, the error code mypy must report for it)
MISTAKES = {
    "comm.all_reduce(t, op='summ')": "arg-type",
    "comm.reduce(t, op=3, root=0)": "arg-type",
    "n: str = buf.copy_to(bytearray(8))": "assignment",
    "s: anyrt.Event = anyrt.current_stream()": "assignment",
    "anyrt.set_stream(anyrt.Device('cpu', 0))": "arg-type",
    "anyrt.Device('cpu', 0).allocate(16, memory='pinned')": "arg-type",
}


@needs_mypy
def test_mypy_reports_each_mistake(tmp_path: Path) -> None:
    body = "\n".join(f"    {line}" for line in MISTAKES)
    program = tmp_path / "misuse.py"
    program.write_text(f"""import anyrt
from anyrt import ccl


def use(comm: ccl.Communicator, t: anyrt.Tensor, buf: anyrt.Buffer) -> None:
{body}
""")
    # the installed package, as a user's program sees it; the cache beside the build keeps reruns fast
    proc = subprocess.run([sys.executable, "-m", "mypy", "--no-error-summary", "--cache-dir", str(ROOT / "build" / "mypy-cache"),
                           "--config-file", str(ROOT / "pyproject.toml"), str(program)],
                          capture_output=True, text=True, cwd=tmp_path, timeout=300)
    reported = {int(m.group(1)): m.group(2) for m in re.finditer(r"misuse\.py:(\d+): error: .*\[([\w-]+)\]$",
                                                                 proc.stdout, re.M)}
    first = 6  # the line of the first mistake in the program above
    for i, (line, code) in enumerate(MISTAKES.items()):
        assert reported.get(first + i) == code, f"mypy did not report {line!r} as [{code}]:\n{proc.stdout}"
    assert len(reported) == len(MISTAKES), proc.stdout


def test_the_api_use_the_checker_reads_also_runs(capsys: pytest.CaptureFixture[str]) -> None:
    import runpy

    runpy.run_path(str(ROOT / "tests" / "typing" / "api_use.py"), run_name="__main__")
    assert capsys.readouterr().out.strip() == "ok"
