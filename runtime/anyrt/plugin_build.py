"""How one backend plugin of spec/backends.yaml is compiled: shared by `pip install .` (setup.py)
and `anyrt build-backend`, so both build a plugin the same way.

Imports nothing from anyrt: setup.py loads this file before the package exists."""

from __future__ import annotations

import os
import shutil
from pathlib import Path
from typing import Any

CFLAGS = ["-std=c11", "-O2", "-fPIC", "-Wall", "-Wextra", "-Werror", "-pedantic", "-D_GNU_SOURCE"]


def cc() -> str:
    return os.environ.get("CC", "cc")


def extra_flags() -> list[str]:
    """ANYRT_CFLAGS lets the sanitizer session build everything instrumented."""
    return os.environ.get("ANYRT_CFLAGS", "").split()


def detect(detect: dict[str, Any]) -> tuple[bool, str]:
    """(present, why not) for a backend's `detect` entry."""
    if detect.get("always"):
        return True, ""
    env, program = detect.get("env"), detect.get("program")
    if env and os.environ.get(env):
        return True, ""
    if program and shutil.which(program):
        return True, ""
    return False, f"neither ${env} is set nor `{program}` is on the PATH"


def expand(path: str) -> str:
    nvcc = shutil.which("nvcc")
    cuda = os.environ.get("CUDA_HOME") or (str(Path(nvcc).parent.parent) if nvcc else "")
    return path.replace("$CUDA_HOME", cuda)


def plugin_file(name: str) -> str:
    """The file name the runtime's plugin search recognizes."""
    return f"libanyrt_{name}.so"


def plugin_command(entry: dict[str, Any], root: Path, include_dir: Path, out: Path) -> list[str]:
    """The compiler command that builds `entry` (one item of backends.yaml) into `out`, against
    the anyrt headers in `include_dir`; sources are relative to the checkout `root`."""
    incs = [f"-I{expand(d)}" for d in entry["include_dirs"]]
    libdirs = [f"-L{Path(expand(d)).parent / 'lib64'}" for d in entry["include_dirs"] if "$CUDA_HOME" in d]
    return [cc(), *CFLAGS, *extra_flags(), f"-I{include_dir}", *incs, "-shared",
            *[str(root / s) for s in entry["sources"]], "-o", str(out), *libdirs, *[f"-l{x}" for x in entry["libraries"]]]
