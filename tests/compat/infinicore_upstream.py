"""Builds InfiniCore's own InfiniRT and InfiniCCL dispatch layers (src/infinirt/infinirt.cc with its
cpu device, src/infiniccl/infiniccl.cc, no vendor device) from a checkout with g++, runs
tests/compat/infini_statuses.c against them, and records the output in
tests/compat/infini_statuses.upstream.txt, which tests/test_infini_compat.py compares anyrt's
output with. Nothing of InfiniCore is copied into the repository.

    python tests/compat/infinicore_upstream.py CHECKOUT   (or $ANYRT_INFINICORE_SRC)
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
RECORD = HERE / "infini_statuses.upstream.txt"
PROBE = HERE / "infini_statuses.c"


def revision(src: Path) -> str:
    out = subprocess.run(["git", "-C", str(src), "rev-parse", "HEAD"], capture_output=True, text=True)
    return out.stdout.strip() or "unknown revision"


def run_probe(src: Path, work: Path) -> str:
    """The probe's output against InfiniCore built from `src` (cpu device only)."""
    inc = f"-I{src / 'include'}"
    subprocess.run(["g++", "-std=c++17", "-fPIC", "-shared", "-DENABLE_CPU_API", inc,
                    str(src / "src/infinirt/infinirt.cc"), str(src / "src/infinirt/cpu/infinirt_cpu.cc"),
                    "-o", str(work / "libinfinirt.so")], check=True)
    subprocess.run(["g++", "-std=c++17", "-fPIC", "-shared", "-DENABLE_CPU_API", inc,
                    str(src / "src/infiniccl/infiniccl.cc"), f"-L{work}", "-linfinirt",
                    "-o", str(work / "libinfiniccl.so")], check=True)
    exe = work / "probe"
    subprocess.run(["cc", "-std=c11", "-Wall", "-Wextra", "-Werror", inc, str(PROBE), "-o", str(exe),
                    f"-L{work}", "-linfiniccl", "-linfinirt", f"-Wl,-rpath,{work}"], check=True)
    return subprocess.run([str(exe)], capture_output=True, text=True, check=True, timeout=60).stdout


def main() -> int:
    src = Path(sys.argv[1] if len(sys.argv) > 1 else os.environ["ANYRT_INFINICORE_SRC"])
    with tempfile.TemporaryDirectory() as tmp:
        out = run_probe(src, Path(tmp))
    RECORD.write_text(f"# InfiniCore {revision(src)}, cpu device only: tests/compat/infinicore_upstream.py\n{out}")
    print(f"recorded {len(out.splitlines())} lines in {RECORD}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
