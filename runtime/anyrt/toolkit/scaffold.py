"""`anyrt new-backend NAME` (spec entry + C file from the generated skeleton; with `--package DIR` a
pip-installable project of its own instead: backend_package.py) and `anyrt build-backend NAME`
(compile just that plugin against the installed anyrt headers)."""

from __future__ import annotations

import argparse
import keyword
import os
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import anyrt
from anyrt import paddle
from anyrt._console import console
from anyrt._gen.spec_data import DEVICE_KIND
from anyrt.toolkit import backend_package, plugin_build
from anyrt.toolkit.checkout import BACKENDS_YAML, SKELETON, CheckoutError, backend_entry, backends, find_root, run_codegen

# The schema's identifier rule for backend names; the name also becomes a file name and a C string.
NAME_RE = re.compile(r"^[a-z][a-z0-9_]*$")
C_KEYWORDS = frozenset(
    "auto break case char const continue default do double else enum extern float for goto if inline int long register "
    "restrict return short signed sizeof static struct switch typedef union unsigned void volatile while".split())


def source_path(root: Path, name: str) -> Path:
    return root / "backends" / name / f"{name}_backend.c"


def plugin_path(root: Path, name: str) -> Path:
    """Where `anyrt build-backend` puts the plugin; `anyrt conformance NAME` looks there."""
    return root / "build" / "plugins" / name / plugin_build.plugin_file(name)


def validate_name(name: str, taken: list[str]) -> None:
    if not NAME_RE.match(name):
        raise CheckoutError(f"new-backend: NAME '{name}' must be a lower-case C identifier: a letter, then letters, "
                            "digits or '_' (it becomes libanyrt_NAME.so and backends/NAME/)")
    if name in C_KEYWORDS or keyword.iskeyword(name):
        raise CheckoutError(f"new-backend: NAME '{name}' is a C or Python keyword; pick another")
    if name in taken:
        raise CheckoutError(f"new-backend: NAME '{name}' is taken: spec/backends.yaml already has a backend '{name}'")


def entry_text(name: str, kind: str) -> str:
    """The backends.yaml entry, appended as text so the file's comments and layout stay."""
    return (f"  - name: {name}\n"
            f"    device_kind: {kind}\n"
            f"    doc: Scaffolded by `anyrt new-backend {name}`; say here what it drives.\n"
            f"    sources: [backends/{name}/{name}_backend.c]\n"
            "    include_dirs: []\n"
            "    libraries: []\n"
            "    detect: {always: true}\n")


def source_text(skeleton: str, name: str, kind: str, passed_by: str = "its spec/backends.yaml entry's") -> str:
    """The skeleton, named and marked as the author's own file (no longer generated)."""
    lines = skeleton.splitlines(keepends=True)
    if not lines or "do not edit" not in lines[0] or "ANYRT_BUILD_NAME" not in skeleton:
        raise CheckoutError(f"new-backend: {SKELETON} does not look like the generated skeleton; regenerate it with `anyrt gen`")
    banner = (f"/* Backend '{name}' for anyrt, scaffolded by `anyrt new-backend {name}` from {SKELETON.as_posix()}\n"
              f" * (ABI {anyrt.ABI_VERSION[0]}.{anyrt.ABI_VERSION[1]}). This file is yours: edit it. Its name and\n"
              f" * device kind ({kind}) are {passed_by}: the build passes them. */\n")
    return banner + "".join(lines[1:])


def check_kind(kind: str) -> None:
    if kind not in DEVICE_KIND:
        raise CheckoutError(f"new-backend: --kind '{kind}' is not a device kind; choose one of {', '.join(DEVICE_KIND)}")


def cmd_new_backend(args: argparse.Namespace) -> int:
    if args.package is not None:  # a project of its own: no checkout's spec to add to
        validate_name(args.name, [])
        check_kind(args.kind)
        return backend_package.write(args, source_text(backend_package.skeleton_text(args.root), args.name, args.kind,
                                                             "setup.py's"))
    con = console()
    root = find_root(args.root)
    name, kind = args.name, args.kind
    entries = backends(root)
    validate_name(name, [e["name"] for e in entries])
    check_kind(kind)
    src = source_path(root, name)
    if src.parent.exists():
        raise CheckoutError(f"new-backend: {src.parent} already exists; remove it or pick another NAME")

    spec_file = root / BACKENDS_YAML
    spec_before = spec_file.read_text()
    text = source_text((root / SKELETON).read_text(), name, kind)
    spec_file.write_text(spec_before + ("" if spec_before.endswith("\n") else "\n") + entry_text(name, kind))
    src.parent.mkdir(parents=True)
    src.write_text(text)
    gen = run_codegen(root) if (root / "codegen").is_dir() else None
    if gen is not None and gen.returncode != 0:
        # Leave the checkout as it was: a spec the generator rejects would break every build.
        spec_file.write_text(spec_before)
        src.unlink()
        src.parent.rmdir()
        raise CheckoutError(f"new-backend: `python -m codegen` failed, nothing was changed:\n{gen.stderr or gen.stdout}")

    con.print(f"[green]added backend '{name}'[/green] (device kind {kind}) in {root}")
    con.print(f"  {BACKENDS_YAML}: appended its entry")
    con.print(f"  {src.relative_to(root)}: every slot returns NOT_SUPPORTED; the REQUIRED ones are marked")
    con.print(f"  generated/: {gen.stdout.strip() if gen else 'no codegen/ here: run `python -m codegen` yourself'}")
    clash = [e["name"] for e in entries if e["device_kind"] == kind and kind != "custom"]
    if kind == "custom":
        con.print(f"  device kind: custom, so it gets a device kind of its own, named '{name}' ({name}:0 is its first "
                  "device); ANYRT_KIND_ALIAS lends it an InfiniCore device type")
    if clash:
        con.print(f"[yellow]note: device kind '{kind}' is also served by {', '.join(clash)}; only one backend per kind "
                  "loads in a process[/yellow]")
    con.print(f"next: `anyrt build-backend {name}`, then `anyrt conformance {name}` (see generated/docs/write_a_backend.md)")
    return 0


def installed_include_dir() -> Path:
    inc = Path(anyrt.__file__).resolve().parent / "include"
    if not (inc / "anyrt_backend.h").is_file():
        raise CheckoutError(f"build-backend: the installed anyrt has no headers in {inc}; reinstall it with `pip install .`")
    return inc


def build(root: Path, entry: dict[str, Any], out: Path) -> subprocess.CompletedProcess[str]:
    out.parent.mkdir(parents=True, exist_ok=True)
    for nvcc in plugin_build.device_commands(entry, root, installed_include_dir()):  # a backend's .cu sources
        done = subprocess.run(nvcc, capture_output=True, text=True)
        if done.returncode != 0:
            return done
    cmd = plugin_build.plugin_command(entry, root, installed_include_dir(), out)
    return subprocess.run(cmd, capture_output=True, text=True)


def install(built: Path, name: str) -> list[Path]:
    """Makes `built` the plugin every entry point loads without ANYRT_BACKEND_PATH: the package
    folder's libanyrt_NAME.so (which the runtime searches) is replaced, atomically, so a stale copy
    never wins and a running program keeps the file it mapped; and NAME gets its Paddle Custom Device
    plugin (a copy of the package's generic one, named after the backend) where `anyrt paddle install`
    looks. Returns the files written."""
    package = Path(anyrt.__file__).resolve().parent
    made = []

    def put(src: Path, target: Path) -> None:
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
        shutil.copy2(src, tmp)
        os.replace(tmp, target)
        made.append(target)

    try:
        put(built, package / plugin_build.plugin_file(name))
        generic = next(iter(paddle.plugins().values()), None)  # every backend's is the same library
        if generic is not None and name not in paddle.plugins():
            put(generic, paddle.plugin_dir() / f"{paddle.PREFIX}{name}.so")
            put(generic, paddle.plugin_dir(name) / f"{paddle.PREFIX}{name}.so")
    except OSError as exc:
        raise CheckoutError(f"build-backend --install: cannot write into the installed package {package}: {exc}") from exc
    return made


def cmd_build_backend(args: argparse.Namespace) -> int:
    con = console()
    root = find_root(args.root)
    entry = backend_entry(root, args.name)
    ok, why = plugin_build.detect(entry)
    if not ok:
        raise CheckoutError(f"build-backend: backend '{args.name}' is not buildable here: {why}")
    inc = installed_include_dir()
    if (root / "generated" / "include" / "anyrt_backend.h").read_bytes() != (inc / "anyrt_backend.h").read_bytes():
        con.print("[yellow]note: the checkout's generated/include/anyrt_backend.h differs from the installed anyrt's; "
                  "the plugin is built for the installed runtime (`pip install .` updates it)[/yellow]")
    out = args.out.resolve() if args.out else plugin_path(root, args.name)
    result = build(root, entry, out)
    if result.returncode != 0:
        con.print(f"[red]build-backend: compiling '{args.name}' failed[/red]")
        con.print(" ".join(result.args), markup=False)
        con.print((result.stderr or result.stdout).rstrip(), markup=False)
        return 1
    con.print(f"[green]built[/green] {out}")
    if args.install:
        for path in install(out, args.name):
            con.print(f"[green]installed[/green] {path}")
        con.print("every program now loads it without ANYRT_BACKEND_PATH (`anyrt info` lists it)")
    con.print(f"next: `anyrt conformance {args.name}`")
    return 0


def add_parsers(sub: Any) -> None:
    new = sub.add_parser("new-backend", help="add a backend to a source checkout: spec entry + C file from the skeleton")
    new.add_argument("name", help="backend name: a lower-case C identifier")
    new.add_argument("--kind", default="custom", help="device kind (default custom): " + ", ".join(DEVICE_KIND))
    new.add_argument("--root", type=Path, help="the checkout (default: found from the working directory)")
    new.add_argument("--package", type=Path, metavar="DIR",
                     help="instead, make DIR a pip-installable project of its own: pyproject.toml, a setup.py that "
                          "builds the plugin, and the entry point by which an installed anyrt finds it")
    new.set_defaults(run=cmd_new_backend)
    bld = sub.add_parser("build-backend", help="compile one backend of spec/backends.yaml against the installed headers")
    bld.add_argument("name", help="a backend of spec/backends.yaml")
    bld.add_argument("--out", type=Path, help="plugin file to write (default build/plugins/NAME/libanyrt_NAME.so)")
    bld.add_argument("--root", type=Path, help="the checkout (default: found from the working directory)")
    bld.add_argument("--install", action="store_true",
                     help="also put it in the installed package (replacing the copy there), so `anyrt info`, Python, "
                          "torch and Paddle load it without ANYRT_BACKEND_PATH")
    bld.set_defaults(run=cmd_build_backend)
