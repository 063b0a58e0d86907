"""torch.distributed over anyrt ("anyccl", anyrt.torch.distributed): two plain processes that meet
through a FileStore, each running the checks of dist_worker.py (all_reduce with every ReduceOp
anyrt has, broadcast, all_gather in both forms, reduce_scatter in both forms, barrier, send/recv,
async Work, and the errors: an op anyrt lacks, a tensor of another device, ranks that disagree).

The ranks are plain processes (no mpiexec): the cpu backend joins them by the unique id that rank 0
puts in the c10d Store (MPI_Comm_join; MPICH from the `mpich` wheel)."""

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
ROOT = HERE.parents[1]


def _mpiexec_dir() -> Path | None:
    beside = Path(sys.executable).parent / "mpiexec"  # a venv's bin/, where the mpich wheel puts it
    found = str(beside) if beside.exists() else shutil.which("mpiexec")
    return Path(found).parent if found else None


MPI_DIR = _mpiexec_dir()
pytestmark = [
    pytest.mark.skipif(importlib.util.find_spec("torch") is None, reason="torch is not installed"),
    pytest.mark.skipif(MPI_DIR is None, reason="no MPI for the cpu backend's collectives between processes "
                       "(pip install 'anyrt[mpi]')"),
]


def _mpich_cannot_join_singletons() -> bool:
    """MPICH 5.0.0 to 5.0.2 refuse to connect processes that mpiexec did not start (pmodels/mpich#7805)."""
    from importlib import metadata

    try:
        return bool(re.match(r"5\.0\.[012](\D|$)", metadata.version("mpich")))
    except metadata.PackageNotFoundError:
        return False


def run_ranks(n: int, tmp: Path, timeout: int = 240) -> list[tuple[int, str]]:
    """(exit status, output) of each of `n` rank processes of dist_worker.py."""
    env = {**os.environ, "PATH": f"{MPI_DIR}{os.pathsep}{os.environ.get('PATH', '')}", "ANYRT_CCL_TIMEOUT": "60"}
    for var in ("ANYRT_BACKEND_PATH", "PMI_SIZE", "PMI_RANK", "PMI_FD"):  # only the installed backends; no mpiexec
        env.pop(var, None)
    store = tmp / "store"
    procs = [subprocess.Popen([sys.executable, str(HERE / "dist_worker.py"), str(n), str(r), str(store)],
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env, cwd=ROOT)
             for r in range(n)]
    outs = []
    for p in procs:
        try:
            outs.append((p.wait(timeout=timeout), p.communicate()[0]))
        except subprocess.TimeoutExpired:
            for q in procs:
                q.kill()
            raise
    return outs


@pytest.fixture(scope="module")
def ranks(tmp_path_factory: pytest.TempPathFactory) -> list[tuple[int, str]]:
    """One two-process run, shared by the tests below."""
    if importlib.util.find_spec("anyrt.torch._build") is None:
        pytest.skip("this tree has no torch device 'anyrt' (anyrt.torch of the torch branch)")
    return run_ranks(2, tmp_path_factory.mktemp("anyccl"))


def test_two_processes_run_every_collective_and_refuse_cleanly(ranks: list[tuple[int, str]]) -> None:
    text = "\n".join(out for _, out in ranks)
    if _mpich_cannot_join_singletons():
        assert "pmodels/mpich#7805" in text, text[-4000:]
        return
    for r, (rc, out) in enumerate(ranks):
        assert re.search(rf"ANYCCL rank {r} of 2: \d+ passed, 0 failed", out), text[-6000:]
        assert rc == 0, text[-6000:]


def test_checks_skipped_for_missing_software_say_why(ranks: list[tuple[int, str]]) -> None:
    """The worker's checks that need what the device lacks (complex all_reduce needs a view_as_real
    that is a view) are reported here, by name and reason, not counted as passed."""
    skipped = sorted({line.split(": ", 1)[1] for _, out in ranks for line in out.splitlines() if "  SKIP rank " in line})
    if skipped:
        pytest.skip("; ".join(skipped))
