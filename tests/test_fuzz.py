"""The API fuzzer and the thread / fork / exit stress (issue 12), bounded for the suite: each runs in
its own process, with and without the validation layer, so a crash or a hang fails one test instead
of the run. ANYRT_FUZZ_SEED picks another seed (a failure prints the one it used)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).parent
SEED = int(os.environ.get("ANYRT_FUZZ_SEED", "12"))


def run(script: str, *args: str, validate: bool) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "ANYRT_VALIDATE": "1" if validate else "0"}
    return subprocess.run([sys.executable, str(HERE / script), *args], capture_output=True, text=True,
                          env=env, timeout=120)


@pytest.mark.parametrize("validate", [False, True], ids=["plain", "validate"])
def test_fuzz_api(validate):
    proc = run("fuzz_api.py", "40000", str(SEED), validate=validate)
    assert proc.returncode == 0 and ": ok" in proc.stdout, (
        f"seed {SEED} (rerun: python tests/fuzz_api.py 40000 {SEED}):\n{proc.stdout}\n{proc.stderr[-4000:]}")
    if validate:
        assert "no leaks at shutdown" in proc.stderr, proc.stderr[-4000:]


@pytest.mark.parametrize("validate", [False, True], ids=["plain", "validate"])
@pytest.mark.parametrize("trace", [False, True], ids=["", "traced"])
def test_threads_fork_and_exit(validate, trace, tmp_path, monkeypatch):
    if trace:  # forked children must not hang on (or write into) the parent's trace file
        monkeypatch.setenv("ANYRT_TRACE", str(tmp_path / "trace-%p.json"))
    proc = run("stress_api.py", "1.5", "3", validate=validate)
    assert proc.returncode == 0 and "exiting with 4 threads" in proc.stdout, proc.stdout + proc.stderr[-4000:]


@pytest.mark.parametrize("validate", [False, True], ids=["plain", "validate"])
def test_fuzz_tensor_ops(validate):
    """The tensor/ops fuzzer (issue 25), bounded: 3 threads, every result against NumPy."""
    proc = run("fuzz_ops.py", "6000", str(SEED), "3", validate=validate)
    assert proc.returncode == 0 and ": ok" in proc.stdout, (
        f"seed {SEED} (rerun: python tests/fuzz_ops.py 6000 {SEED} 3):\n{proc.stdout}\n{proc.stderr[-4000:]}")
    if validate:  # the cached operator descriptors are destroyed at exit too
        assert "no leaks at shutdown" in proc.stderr, proc.stderr[-4000:]


@pytest.mark.parametrize("validate", [False, True], ids=["plain", "validate"])
def test_fuzz_graphs(validate):
    """The graph fuzzer (issue 47), bounded: random captures across joined streams, replayed and
    checked against the same program run in NumPy, unjoined ones refused."""
    proc = run("fuzz_graph.py", "60", str(SEED), validate=validate)
    assert proc.returncode == 0 and ": ok" in proc.stdout, (
        f"seed {SEED} (rerun: python tests/fuzz_graph.py 60 {SEED}):\n{proc.stdout}\n{proc.stderr[-4000:]}")
    if validate:  # the events and workspaces graphs held are gone at exit too
        assert "no leaks at shutdown" in proc.stderr, proc.stderr[-4000:]
