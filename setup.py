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


def _detect(backend: dict) -> tuple[bool, str]:
    """Whether to build `backend`: `always`, or its $env set or its `program` on the PATH; and, if
    it names a `header`, that header in one of its include folders."""
    detect = backend["detect"]
    if detect.get("always"):
        return True, ""
    env, program, header = detect.get("env"), detect.get("program"), detect.get("header")
    if not ((env and os.environ.get(env)) or (program and shutil.which(program))):
        return False, f"neither ${env} is set nor `{program}` is on the PATH"
    if header and not any((Path(d) / header).is_file() for d in _folders(backend, "include_dirs")):
        return False, f"{header} is in none of its include folders {backend['include_dirs']} (set ${env or 'CUDA_HOME'})"
    return True, ""


def _cuda_home() -> str:
    """The CUDA toolkit: $CUDA_HOME where set (and only it), else the folder above the real `nvcc`,
    else /usr/local/cuda; the first that has include/cuda_runtime_api.h ('' if none)."""
    nvcc = shutil.which("nvcc")
    env = os.environ.get("CUDA_HOME")
    candidates = [env] if env else [str(Path(nvcc).resolve().parent.parent) if nvcc else "", "/usr/local/cuda"]
    return next((c for c in candidates if c and (Path(c) / "include" / "cuda_runtime_api.h").is_file()), "")


def _nccl_home() -> str:
    """NCCL: $NCCL_HOME, else the `nvidia/nccl` folder of an installed nvidia-nccl-cu* wheel ('' if none)."""
    if os.environ.get("NCCL_HOME"):
        return os.environ["NCCL_HOME"]
    import importlib.util

    try:
        spec = importlib.util.find_spec("nvidia.nccl")
    except ModuleNotFoundError:
        return ""
    return next(iter(spec.submodule_search_locations or []), "") if spec else ""


PATH_VARIABLES = {"$CUDA_HOME": _cuda_home, "$NCCL_HOME": _nccl_home}


def _folders(backend: dict, key: str) -> list[str]:
    """backends.yaml folders of `key` with their $VARIABLES resolved; a folder that does not exist
    (or whose variable resolves to nothing) is left out with a note, since such folders are optional
    parts (the backend's sources test for their headers)."""
    out = []
    for entry in backend.get(key, []):
        path = entry
        for var, resolve in PATH_VARIABLES.items():
            if var in path:
                path = path.replace(var, resolve() or f"<{var[1:]} not found>")
        if Path(path).is_dir():
            out.append(path)
        else:
            print(f"anyrt: backend '{backend['name']}': {key} entry {entry} -> {path} does not exist; left out", flush=True)
    return out


def build_native(out: Path) -> None:
    NATIVE.mkdir(parents=True, exist_ok=True)
    includes = [f"-I{ROOT / 'generated' / 'include'}", f"-I{ROOT / 'generated' / 'src'}", f"-I{ROOT / 'runtime' / 'core'}"]
    core = sorted((ROOT / "runtime" / "core").glob("*.c")) + [ROOT / "generated" / "src" / "anyrt_dispatch.c"]
    lib = NATIVE / "libanyrt.so"
    _run([_cc(), *CFLAGS, *_extra_flags(), *includes, "-shared", "-fvisibility=hidden", "-Wl,-soname,libanyrt.so",
          *map(str, core), "-o", str(lib), "-lpthread", "-ldl", "-lm"])
    backends = yaml.safe_load((ROOT / "spec" / "backends.yaml").read_text())["backends"]
    skipped: list[str] = []
    for b in backends:
        plugin = NATIVE / f"libanyrt_{b['name']}.so"
        ok, why = _detect(b)
        if not ok:
            print(f"anyrt: skipping backend '{b['name']}': {why}", flush=True)
            skipped.append(plugin.name)
            continue
        # Toolkit headers are -isystem: their warnings are not ours to fix under -Werror -pedantic.
        incs = [f"-isystem{d}" for d in _folders(b, "include_dirs")]
        libdirs = [f"-L{d}" for d in _folders(b, "library_dirs")]
        rpaths = [f"-Wl,-rpath,{d}" for d in _folders(b, "runtime_library_dirs")]
        _run([_cc(), *CFLAGS, *_extra_flags(), f"-I{ROOT / 'generated' / 'include'}", *incs, "-shared",
              *[str(ROOT / s) for s in b["sources"]], "-o", str(plugin), *libdirs, *rpaths,
              *[f"-l{x}" for x in b["libraries"]], *b.get("link_args", [])])
    out.mkdir(parents=True, exist_ok=True)
    for name in skipped:  # no stale plugin from an earlier build where the toolkit was present
        (NATIVE / name).unlink(missing_ok=True)
        (out / name).unlink(missing_ok=True)
    for so in NATIVE.glob("*.so"):
        shutil.copy2(so, out / so.name)
    inc = out / "include"
    inc.mkdir(exist_ok=True)
    for h in (ROOT / "generated" / "include").glob("*.h"):
        shutil.copy2(h, inc / h.name)


class BuildNative(build_ext):
    def run(self) -> None:
        build_native(Path(self.build_lib) / "anyrt")
        if self.inplace:
            build_native(ROOT / "runtime" / "anyrt")
        super().run()


setup(cmdclass={"build_ext": BuildNative}, cffi_modules=["runtime/anyrt/_build_cffi.py:ffibuilder"])
