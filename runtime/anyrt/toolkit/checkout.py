"""The source checkout the toolkit commands work in: finding its root, reading its backends.yaml,
running its generator (`anyrt gen`)."""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path
from typing import Any

from anyrt import _extras

BACKENDS_YAML = Path("spec") / "backends.yaml"
SKELETON = Path("generated") / "skeleton" / "backend_skeleton.c"


class CheckoutError(Exception):
    """A toolkit command cannot go on; the message says why and what to do."""


def find_root(start: Path | None = None) -> Path:
    """The nearest folder at or above `start` (default: the working directory) that holds an anyrt
    spec and generator output."""
    here = (start or Path.cwd()).resolve()
    for folder in (here, *here.parents):
        if (folder / BACKENDS_YAML).is_file() and (folder / SKELETON).is_file():
            return folder
    raise CheckoutError(f"{here} is not inside an anyrt source checkout (no {BACKENDS_YAML} and {SKELETON} above it); "
                        "run from the checkout or pass --root")


def backends(root: Path) -> list[dict[str, Any]]:
    _extras.require("reading the spec", "toolkit", "yaml")  # a runtime install does not need pyyaml; the toolkit does
    from anyrt.toolkit.plugin_build import backend_entries

    return backend_entries(root)


def backend_entry(root: Path, name: str) -> dict[str, Any]:
    entries = backends(root)
    for entry in entries:
        if entry["name"] == name:
            return entry
    known = ", ".join(e["name"] for e in entries) or "none"
    raise CheckoutError(f"no backend '{name}' in {root / BACKENDS_YAML} (known: {known}); add it with `anyrt new-backend {name}`")


def run_codegen(root: Path, check: bool = False) -> subprocess.CompletedProcess[str]:
    """`python -m codegen [--check]` in the checkout, with this interpreter."""
    if not (root / "codegen" / "__main__.py").is_file():
        raise CheckoutError(f"{root} has no codegen/ folder to run")
    _extras.require("anyrt gen", "toolkit", "yaml", "jsonschema", "jinja2")
    cmd = [sys.executable, "-m", "codegen", *(["--check"] if check else [])]
    return subprocess.run(cmd, cwd=root, capture_output=True, text=True)


def cmd_gen(args: argparse.Namespace) -> int:
    root = find_root(args.root)
    result = run_codegen(root, check=args.check)
    sys.stdout.write(result.stdout)
    sys.stderr.write(result.stderr)
    return result.returncode


def add_parsers(sub: Any) -> None:
    gen = sub.add_parser("gen", help="regenerate generated/ from spec/ in a source checkout (python -m codegen)")
    gen.add_argument("--check", action="store_true", help="only report stale generated files (exit 1 if any)")
    gen.add_argument("--root", type=Path, help="the checkout (default: found from the working directory)")
    gen.set_defaults(run=cmd_gen)
