"""The cpu plugin's own C test (tests/c/test_cpu_backend.c), run against the installed plugin:
it drives the backend table directly, below the runtime core."""

from __future__ import annotations

import subprocess
from pathlib import Path

import anyrt

ROOT = Path(__file__).resolve().parents[1]


def test_cpu_backend_table_directly(tmp_path: Path) -> None:
    plugin = Path(anyrt.__file__).parent / "libanyrt_cpu.so"
    exe = tmp_path / "test_cpu_backend"
    subprocess.run(["cc", "-std=c11", "-Wall", "-Wextra", "-Werror", "-pedantic", "-O2", "-D_GNU_SOURCE",
                    f"-I{ROOT / 'generated' / 'include'}", str(ROOT / "tests" / "c" / "test_cpu_backend.c"),
                    "-o", str(exe), "-ldl", "-lpthread"], check=True)
    proc = subprocess.run([str(exe), str(plugin)], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-2000:]
    assert " 0 failed" in proc.stdout
