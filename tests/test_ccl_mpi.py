"""Collectives across processes: the cpu backend's MPI path under `mpiexec -n 2` and `-n 3`
(scripts in tests/mpi/). Needs an MPICH-ABI MPI and mpi4py: `pip install mpich mpi4py`."""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent


def _mpiexec() -> str | None:
    beside = Path(sys.executable).parent / "mpiexec"  # a venv's bin/, where the mpich wheel puts it
    if beside.exists():
        return str(beside)
    return shutil.which("mpiexec")


MPIEXEC = _mpiexec()
HAVE_MPI4PY = importlib.util.find_spec("mpi4py") is not None
pytestmark = [
    pytest.mark.skipif(MPIEXEC is None, reason="mpiexec not found (pip install mpich mpi4py)"),
    pytest.mark.skipif(not HAVE_MPI4PY, reason="mpi4py not installed (pip install mpich mpi4py)"),
]


def mpirun(n: int, *args: str, env: dict[str, str] | None = None, timeout: int = 300) -> subprocess.CompletedProcess[str]:
    assert MPIEXEC is not None
    full = {**os.environ, **(env or {})}
    full["PATH"] = f"{Path(MPIEXEC).parent}{os.pathsep}{full.get('PATH', '')}"
    full.pop("ANYRT_BACKEND_PATH", None)  # only the installed plugins (not the test-only minimal one)
    return subprocess.run([MPIEXEC, "-n", str(n), sys.executable, *args], capture_output=True, text=True, env=full,
                          cwd=ROOT, timeout=timeout)


def _result_lines(proc: subprocess.CompletedProcess[str], tag: str) -> list[str]:
    """The result lines of every process (mpiexec may interleave the processes' output)."""
    return re.findall(tag + r" rank \d+ of \d+.*?: (?:\d+ passed, \d+ failed|ok|wrong)", proc.stdout)


@pytest.mark.parametrize("n", [2, 3])
def test_every_op_and_dtype_across_processes(n: int) -> None:
    proc = mpirun(n, str(HERE / "mpi" / "ccl_mpi_check.py"))
    lines = _result_lines(proc, "ANYRT-CCL-MPI")
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-4000:]
    assert len(lines) == n, proc.stdout[-4000:]
    for line in lines:
        assert " 0 failed" in line and f" of {n} " in line, line


def test_a_process_that_never_joins_the_collective_times_out() -> None:
    proc = mpirun(2, str(HERE / "mpi" / "ccl_mpi_check.py"), "--timeout", env={"ANYRT_CCL_TIMEOUT": "2"})
    lines = _result_lines(proc, "ANYRT-CCL-MPI")
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-4000:]
    assert len(lines) == 2 and all("1 passed, 0 failed" in line for line in lines), proc.stdout


def test_without_mpi4py_anyrt_initializes_and_finalizes_mpi(tmp_path: Path) -> None:
    proc = mpirun(2, str(HERE / "mpi" / "ccl_no_mpi4py.py"), str(tmp_path / "unique-id"))
    lines = _result_lines(proc, "ANYRT-CCL-NOMPI4PY")
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-4000:]
    assert len(lines) == 2 and all(line.endswith(": ok") for line in lines), proc.stdout


def test_ranks_that_disagree_get_an_error_not_a_wrong_result() -> None:
    proc = mpirun(2, str(HERE / "mpi" / "ccl_mpi_disagree.py"), env={"ANYRT_CCL_TIMEOUT": "20"}, timeout=120)
    lines = _result_lines(proc, "ANYRT-CCL-DISAGREE")
    assert proc.returncode == 0 and len(lines) == 2 and all(line.endswith("ok") for line in lines), \
        proc.stdout[-4000:] + proc.stderr[-4000:]
