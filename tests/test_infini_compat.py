"""Programs written for InfiniCore's InfiniRT/InfiniCCL (tests/compat/infini*.c, using only
infinirt.h / infiniccl.h) compile strictly against the installed headers, link -linfinirt
-linfiniccl, and run on anyrt's cpu backend; each checks its own results and prints "ok"."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

import anyrt

ROOT = Path(__file__).resolve().parents[1]
PKG = Path(anyrt.__file__).resolve().parent


@pytest.mark.parametrize("lang", ["c", "c++"])
@pytest.mark.parametrize("program", ["infinirt_basic", "infiniccl_allreduce"])
def test_infinicore_program_runs_unchanged_on_anyrt(tmp_path: Path, program: str, lang: str) -> None:
    exe = tmp_path / program
    compiler, std = ("cc", "-std=c11") if lang == "c" else ("c++", "-std=c++17")
    subprocess.run([compiler, std, "-x", lang, "-Wall", "-Wextra", "-Werror", f"-I{PKG / 'include'}",
                    str(ROOT / "tests" / "compat" / f"{program}.c"), "-x", "none", "-o", str(exe),
                    f"-L{PKG}", "-linfiniccl", "-linfinirt", f"-Wl,-rpath,{PKG}"], check=True)
    env = dict(os.environ, ANYRT_DEFAULT_DEVICE="cpu:0")
    out = subprocess.run([str(exe)], env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("ok"), out.stdout


def test_libraries_export_exactly_the_generated_api() -> None:
    """Every function of the generated headers is exported by its library, and nothing else is."""
    import re

    for name in ("infinirt", "infiniccl"):
        header = (PKG / "include" / f"{name}.h").read_text()
        declared = set(re.findall(r"infiniStatus_t (infini\w+)\(", header))
        out = subprocess.run(["nm", "-D", "--defined-only", str(PKG / f"lib{name}.so")], capture_output=True, text=True,
                             check=True).stdout
        exported = {line.split()[-1] for line in out.splitlines() if " T " in line}
        assert exported == declared, (name, sorted(exported ^ declared))


@pytest.mark.parametrize(("device_type", "infini_kind"), [(None, 0), ("npu", 3)])
def test_infinirt_program_on_cpu_and_on_a_hosted_paddle_plugin(tmp_path: Path, device_type: str | None,
                                                               infini_kind: int) -> None:
    """The same InfiniRT program on anyrt's cpu backend and, as INFINI_DEVICE_ASCEND, on a Paddle
    plugin whose device_type is `npu`: InfiniRT -> anyrt -> Paddle Custom Runtime."""
    from conftest import build_paddle_plugin

    exe = tmp_path / "infinirt_on_device"
    subprocess.run(["cc", "-std=c11", "-Wall", "-Wextra", "-Werror", "-pedantic", f"-I{PKG / 'include'}",
                    str(ROOT / "tests" / "compat" / "infinirt_on_device.c"), "-o", str(exe),
                    f"-L{PKG}", "-linfinirt", f"-Wl,-rpath,{PKG}"], check=True)
    env = dict(os.environ, ANYRT_DEFAULT_DEVICE="cpu:0")
    if device_type:
        plugin = build_paddle_plugin(tmp_path / "libnpu.so", f'PLUGIN_DEVICE_TYPE="{device_type}"')
        env["ANYRT_PADDLE_PLUGINS"] = str(plugin)
    out = subprocess.run([str(exe), str(infini_kind)], env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout == "ok\n"
