"""`anyrt new-backend NAME --package DIR`: a backend as a pip-installable project of its own, outside
any checkout, as PJRT plugins ship as wheels. setup.py builds libanyrt_NAME.so from the generated
skeleton against the installed anyrt's headers into the package anyrt_NAME; the entry point NAME of
group `anyrt.backends` (anyrt/_backend_path.py) is how every installed anyrt finds it."""

from __future__ import annotations

import argparse
from pathlib import Path

import anyrt
from anyrt._console import console
from anyrt.toolkit.checkout import SKELETON, CheckoutError, find_root

PYPROJECT = """\
[build-system]
requires = ["setuptools>=64", "anyrt"]
build-backend = "setuptools.build_meta"

[project]
name = "anyrt-{name}"
version = "0.1.0"
description = "The {name} backend for anyrt"
requires-python = ">=3.9"
# built against the installed anyrt's headers: a runtime of another ABI major refuses the plugin
dependencies = ["anyrt>={major}.{minor},<{next_major}"]

# how anyrt finds the installed plugin: a function returning its path
[project.entry-points."anyrt.backends"]
{name} = "anyrt_{name}:plugin_path"

[tool.setuptools]
packages = ["anyrt_{name}"]
"""

SETUP = '''\
"""Builds libanyrt_{name}.so from src/{name}_backend.c against the installed anyrt's headers, into the
package anyrt_{name} (so the wheel is a platform one)."""

import importlib.util
import os
import shlex
import subprocess
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py
from setuptools.dist import Distribution

NAME, KIND = "{name}", "ANYRT_DEVICE_KIND_{kind_upper}"
HERE = Path(__file__).resolve().parent


def anyrt_include() -> Path:
    spec = importlib.util.find_spec("anyrt")  # found, not imported: building loads no backend
    if spec is None or spec.origin is None:
        raise SystemExit("anyrt-{name}: building needs anyrt installed (its headers are the ABI)")
    return Path(spec.origin).resolve().parent / "include"


class BuildPlugin(build_py):
    def run(self) -> None:
        super().run()
        out = Path(self.build_lib) / f"anyrt_{{NAME}}" / f"libanyrt_{{NAME}}.so"
        out.parent.mkdir(parents=True, exist_ok=True)
        cmd = [*shlex.split(os.environ.get("CC", "cc")), "-std=c11", "-O2", "-fPIC", "-shared", "-fvisibility=hidden",
               "-Wall", "-Wextra", f"-I{{anyrt_include()}}", f'-DANYRT_BUILD_NAME="{{NAME}}"',
               f"-DANYRT_BUILD_KIND={{KIND}}", str(HERE / "src" / f"{{NAME}}_backend.c"), "-o", str(out), "-lpthread"]
        subprocess.run(cmd, check=True)


class PlatformDistribution(Distribution):
    def has_ext_modules(self) -> bool:
        return True  # it ships a shared library


setup(cmdclass={{"build_py": BuildPlugin}}, distclass=PlatformDistribution)
'''

INIT = '''\
"""The {name} backend for anyrt. anyrt loads its plugin through this package's `anyrt.backends`
entry point (pyproject.toml); a C program: put plugin_path() on ANYRT_BACKEND_PATH."""

from pathlib import Path


def plugin_path() -> str:
    """The plugin file, built by setup.py from src/{name}_backend.c."""
    return str(Path(__file__).resolve().parent / "libanyrt_{name}.so")
'''

README = """\
# anyrt-{name}

The `{name}` backend for anyrt, scaffolded by `anyrt new-backend {name} --package`.

- `src/{name}_backend.c`: the plugin. Every slot returns NOT_SUPPORTED until you fill it; the
  REQUIRED ones are marked.
- `pip install --no-build-isolation .` builds `libanyrt_{name}.so` against the installed anyrt and
  installs it; `anyrt info` then lists `{name}`, found through the `anyrt.backends` entry point.
- `anyrt conformance {name}` tells, function by function, what runs natively, what falls back and
  what fails, and which operators and dtypes run on the device.
- A C program: `ANYRT_BACKEND_PATH=$(python -c "import anyrt_{name}; print(anyrt_{name}.plugin_path())")`,
  or the plugin copied into `<prefix>/lib/anyrt/backends/`.
"""


def installed_skeleton() -> Path:
    """The skeleton the installed package ships (setup.py), for a project outside any checkout."""
    return Path(anyrt.__file__).resolve().parent / "skeleton" / SKELETON.name


def skeleton_text(root: Path | None) -> str:
    """The checkout's skeleton where there is one (it may be newer), else the installed package's."""
    try:
        return (find_root(root) / SKELETON).read_text()
    except CheckoutError:
        if root is not None:
            raise
    if not installed_skeleton().is_file():
        raise CheckoutError(f"new-backend: the installed anyrt has no backend skeleton ({installed_skeleton()}); "
                            "reinstall it, or run inside a source checkout")
    return installed_skeleton().read_text()


def files(name: str, kind: str, source: str) -> dict[str, str]:
    """The project's files by path; `source` is the named skeleton (scaffold.source_text)."""
    major, minor = anyrt.ABI_VERSION
    return {
        "pyproject.toml": PYPROJECT.format(name=name, major=major, minor=minor, next_major=major + 1),
        "setup.py": SETUP.format(name=name, kind_upper=kind.upper()),
        f"anyrt_{name}/__init__.py": INIT.format(name=name),
        f"src/{name}_backend.c": source,
        "README.md": README.format(name=name),
    }


def write(args: argparse.Namespace, source: str) -> int:
    con = console()
    out: Path = args.package.resolve()
    if out.exists() and (not out.is_dir() or any(out.iterdir())):
        raise CheckoutError(f"new-backend: {out} exists and is not an empty folder; remove it or pick another")
    for rel, text in files(args.name, args.kind, source).items():
        (out / rel).parent.mkdir(parents=True, exist_ok=True)
        (out / rel).write_text(text)
    con.print(f"[green]made the package anyrt-{args.name}[/green] (backend '{args.name}', device kind {args.kind}) in {out}")
    con.print(f"  src/{args.name}_backend.c: every slot returns NOT_SUPPORTED; the REQUIRED ones are marked")
    con.print(f"  pyproject.toml: the entry point {args.name} of group anyrt.backends, by which anyrt finds the plugin")
    con.print(f"next: `pip install --no-build-isolation {out}`, then `anyrt info` and `anyrt conformance {args.name}`")
    return 0
