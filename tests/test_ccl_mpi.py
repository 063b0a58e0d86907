"""Collectives across processes: the cpu backend's MPI path under `mpiexec -n 2` and `-n 3`
(scripts in tests/mpi/). Needs an MPICH-ABI MPI and mpi4py: `pip install 'mpich<5' mpi4py`."""

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
    pytest.mark.skipif(MPIEXEC is None, reason="mpiexec not found (pip install 'mpich<5' mpi4py)"),
    pytest.mark.skipif(not HAVE_MPI4PY, reason="mpi4py not installed (pip install 'mpich<5' mpi4py)"),
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


@pytest.mark.parametrize("mode", ["pairs", "half"])
def test_from_mpi_on_sub_communicators_of_split(mode: str) -> None:
    # half: a communicator made over the world would wait for the idle half and time out after 10 s
    proc = mpirun(4, str(HERE / "mpi" / "ccl_split.py"), mode, env={"ANYRT_CCL_TIMEOUT": "10"}, timeout=120)
    lines = re.findall(r"ANYRT-CCL-SPLIT rank \d+ of 4 \(\w+\): .*", proc.stdout)
    assert proc.returncode == 0 and len(lines) == 4 and all(line.endswith(": ok") for line in lines), \
        proc.stdout[-4000:] + proc.stderr[-4000:]


def test_from_mpi_refuses_what_is_not_an_mpich_intracommunicator() -> None:
    proc = mpirun(2, str(HERE / "mpi" / "ccl_split.py"), "errors", timeout=120)
    lines = re.findall(r"ANYRT-CCL-SPLIT rank \d+ of 2 \(errors\): .*", proc.stdout)
    assert proc.returncode == 0 and len(lines) == 2 and all(line.endswith(": ok") for line in lines), \
        proc.stdout[-4000:] + proc.stderr[-4000:]


def test_ranks_that_disagree_get_an_error_not_a_wrong_result() -> None:
    proc = mpirun(2, str(HERE / "mpi" / "ccl_mpi_disagree.py"), env={"ANYRT_CCL_TIMEOUT": "20"}, timeout=120)
    lines = _result_lines(proc, "ANYRT-CCL-DISAGREE")
    assert proc.returncode == 0 and len(lines) == 2 and all(line.endswith("ok") for line in lines), \
        proc.stdout[-4000:] + proc.stderr[-4000:]


def _mpich_cannot_join_singletons() -> bool:
    """MPICH 5.0.0 to 5.0.2 refuse to connect processes that mpiexec did not start (pmodels/mpich#7805)."""
    from importlib import metadata

    try:
        version = metadata.version("mpich")
    except metadata.PackageNotFoundError:
        return False
    return bool(re.match(r"5\.0\.[012](\D|$)", version))


def plain_processes(ranks: list[tuple[int, int]], tmp: Path, *extra: str, env: dict[str, str] | None = None,
                    timeout: int = 300) -> list[str]:
    """Starts one plain process (no mpiexec) per (nranks, rank) of tests/mpi/ccl_by_id.py; their lines."""
    assert MPIEXEC is not None
    full = {**os.environ, **(env or {})}
    full["PATH"] = f"{Path(MPIEXEC).parent}{os.pathsep}{full.get('PATH', '')}"  # the MPI beside it is found
    for var in ("ANYRT_BACKEND_PATH", "PMI_SIZE", "PMI_RANK", "PMI_FD"):
        full.pop(var, None)
    id_file = tmp / "id.bin"
    procs = [subprocess.Popen([sys.executable, str(HERE / "mpi" / "ccl_by_id.py"), str(n), str(r), str(id_file), *extra],
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=full, cwd=ROOT)
             for n, r in ranks]
    return [p.communicate(timeout=timeout)[0] for p in procs]


@pytest.mark.parametrize("n", [2, 3])
def test_plain_processes_form_a_communicator_from_the_unique_id_alone(tmp_path: Path, n: int) -> None:
    """No mpiexec: rank 0 makes the id, the others get it through a file; all-reduce and every other
    collective are checked on every rank (the cpu backend joins them with MPI_Comm_join)."""
    outs = plain_processes([(n, r) for r in range(n)], tmp_path, "--quick")
    text = "\n".join(outs)
    if _mpich_cannot_join_singletons():  # then the error must say why, on every rank that got that far
        assert "pmodels/mpich#7805" in text, text[-3000:]
        return
    for r, out in enumerate(outs):
        assert f"ANYRT-CCL-BYID rank {r} of {n}: " in out and " 0 failed" in out, text[-3000:]


def test_a_rank_that_never_comes_makes_the_maker_time_out(tmp_path: Path) -> None:
    (out,) = plain_processes([(2, 0)], tmp_path, env={"ANYRT_CCL_TIMEOUT": "2"}, timeout=120)
    assert "rank 0 of 2: error timeout:" in out and "1 of 2 ranks joined" in out, out


def test_an_id_whose_maker_has_gone_is_refused_at_once(tmp_path: Path) -> None:
    (first,) = plain_processes([(1, 0)], tmp_path, "--quick")  # made the id, used it alone, exited
    assert "rank 0 of 1: " in first and " 0 failed" in first, first
    (out,) = plain_processes([(2, 1)], tmp_path, timeout=120)
    assert "rank 1 of 2: error invalid_value:" in out and "cannot reach the process that made the id" in out, out


def test_infiniccl_program_as_plain_processes_joined_by_id(tmp_path: Path) -> None:
    """tests/compat/infiniccl_by_id.c: InfiniCCL's API only, rank 0 prints the id, the others take it
    on their command line, as InfiniCCL's multi-node test passes it."""
    import anyrt

    pkg = Path(anyrt.__file__).resolve().parent
    exe = tmp_path / "infiniccl_by_id"
    subprocess.run(["cc", "-std=c11", "-Wall", "-Wextra", "-Werror", f"-I{pkg / 'include'}",
                    str(ROOT / "tests" / "compat" / "infiniccl_by_id.c"), "-o", str(exe), f"-L{pkg}", "-linfiniccl",
                    "-linfinirt", f"-Wl,-rpath,{pkg}"], check=True)
    assert MPIEXEC is not None
    env = {**os.environ, "PATH": f"{Path(MPIEXEC).parent}{os.pathsep}{os.environ.get('PATH', '')}"}
    maker = subprocess.Popen([str(exe), "2", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    assert maker.stdout is not None
    uid = maker.stdout.readline().strip()
    other = subprocess.run([str(exe), "2", "1", uid], capture_output=True, text=True, env=env, timeout=120)
    rest, err = maker.communicate(timeout=120)
    if _mpich_cannot_join_singletons():
        assert other.returncode != 0 and maker.returncode != 0
        return
    assert other.returncode == 0 and other.stdout == "ok\n", other.stderr
    assert maker.returncode == 0 and rest == "ok\n", err
