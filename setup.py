"""Builds the native parts with `pip install .`: libanyrt.so (core + generated dispatch), the cffi
extension `anyrt._cffi` linked to it, and one plugin per backend of spec/backends.yaml whose
toolkit is present. Everything lands inside the `anyrt` package folder, which is also the
runtime's plugin search folder."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import yaml
from setuptools import setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent
NATIVE = ROOT / "build" / "anyrt-native"
CFLAGS = ["-std=c11", "-O2", "-fPIC", "-Wall", "-Wextra", "-Werror", "-pedantic", "-D_GNU_SOURCE"]
sys.path.insert(0, str(ROOT / "runtime" / "anyrt"))


def _cc() -> str:
    return os.environ.get("CC", "cc")


def _extra_flags() -> list[str]:
    """ANYRT_CFLAGS lets the sanitizer session build everything instrumented."""
    return os.environ.get("ANYRT_CFLAGS", "").split()


def _run(cmd: list[str]) -> None:
    print(" ".join(cmd), flush=True)
    subprocess.run(cmd, check=True)


def _detect(detect: dict) -> tuple[bool, str]:
    if detect.get("always"):
        return True, ""
    env, program = detect.get("env"), detect.get("program")
    if env and os.environ.get(env):
        return True, ""
    if program and shutil.which(program):
        return True, ""
    return False, f"neither ${env} is set nor `{program}` is on the PATH"


def _expand(path: str) -> str:
    cuda = os.environ.get("CUDA_HOME") or (str(Path(shutil.which("nvcc")).parent.parent) if shutil.which("nvcc") else "")
    return path.replace("$CUDA_HOME", cuda)


def build_native(out: Path) -> None:
    NATIVE.mkdir(parents=True, exist_ok=True)
    includes = [f"-I{ROOT / 'generated' / 'include'}", f"-I{ROOT / 'generated' / 'src'}", f"-I{ROOT / 'runtime' / 'core'}"]
    core = sorted((ROOT / "runtime" / "core").glob("*.c")) + [ROOT / "generated" / "src" / "anyrt_dispatch.c"]
    lib = NATIVE / "libanyrt.so"
    _run([_cc(), *CFLAGS, *_extra_flags(), *includes, "-shared", "-fvisibility=hidden", "-Wl,-soname,libanyrt.so",
          *map(str, core), "-o", str(lib), "-lpthread", "-ldl", "-lm"])
    backends = yaml.safe_load((ROOT / "spec" / "backends.yaml").read_text())["backends"]
    for b in backends:
        ok, why = _detect(b["detect"])
        if not ok:
            print(f"anyrt: skipping backend '{b['name']}': {why}", flush=True)
            continue
        plugin = NATIVE / f"libanyrt_{b['name']}.so"
        incs = [f"-I{_expand(d)}" for d in b["include_dirs"]]
        libdirs = [f"-L{Path(_expand(d)).parent / 'lib64'}" for d in b["include_dirs"] if "$CUDA_HOME" in d]
        _run([_cc(), *CFLAGS, *_extra_flags(), f"-I{ROOT / 'generated' / 'include'}", *incs, "-shared",
              *[str(ROOT / s) for s in b["sources"]], "-o", str(plugin), *libdirs, *[f"-l{x}" for x in b["libraries"]]])
    build_compat(includes)
    out.mkdir(parents=True, exist_ok=True)
    for so in NATIVE.glob("*.so"):
        shutil.copy2(so, out / so.name)
    inc = out / "include"
    inc.mkdir(exist_ok=True)
    for h in (ROOT / "generated" / "include").glob("*.h"):
        shutil.copy2(h, inc / h.name)


def build_compat(includes: list[str]) -> None:
    """The compatibility layers (generated/docs/compat.md): the Paddle plugin host, an anyrt plugin,
    and libinfinirt.so / libinfiniccl.so, InfiniCore's API on top of libanyrt.so."""
    gen_src = ROOT / "generated" / "src"
    host = [*sorted((ROOT / "runtime" / "compat").glob("paddle_*.c")), gen_src / "paddle_host.c"]
    _run([_cc(), *CFLAGS, *_extra_flags(), *includes, f"-I{ROOT / 'runtime' / 'compat'}", "-shared", "-fvisibility=hidden",
          *map(str, host), "-o", str(NATIVE / "libanyrt_paddle.so"), "-ldl"])
    for name in ("infinirt", "infiniccl"):
        _run([_cc(), *CFLAGS, *_extra_flags(), f"-I{ROOT / 'generated' / 'include'}", "-shared", "-fvisibility=hidden",
              f"-Wl,-soname,lib{name}.so", str(gen_src / f"{name}_compat.c"), "-o", str(NATIVE / f"lib{name}.so"),
              f"-L{NATIVE}", "-lanyrt", "-Wl,-rpath,$ORIGIN"])


class BuildNative(build_ext):
    def run(self) -> None:
        build_native(Path(self.build_lib) / "anyrt")
        if self.inplace:
            build_native(ROOT / "runtime" / "anyrt")
        super().run()


setup(cmdclass={"build_ext": BuildNative}, cffi_modules=["runtime/anyrt/_build_cffi.py:ffibuilder"])
