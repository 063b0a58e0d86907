"""Builds torch C++ extensions of anyrt against the installed torch, cached.

torch's C++ ABI is per release and the PrivateUse1 hooks are outside its stable ABI, so an
extension cannot ship prebuilt: it is compiled here once (torch.utils.cpp_extension, ~45 s on 2
quiet cores, 3-4 minutes on 2 busy ones) and cached in a folder keyed by torch's version, Python's and anyrt's ABI, and the anyrt
install it links. `anyrt torch build` does it ahead of time (images, CI); `import anyrt.torch`
does it on first use, saying so on stderr. `build` is shared by every extension of anyrt.torch
(the device, the torch.distributed backend)."""

from __future__ import annotations

import hashlib
import importlib.util
import os
import sys
import time
import types
from pathlib import Path

import torch
from torch.utils import cpp_extension

from anyrt._gen.spec_data import ABI_VERSION

PACKAGE = Path(__file__).resolve().parent.parent  # the installed `anyrt` folder: libanyrt.so, include/
CSRC = Path(__file__).resolve().parent / "csrc"


def cache_root() -> Path:
    """$ANYRT_TORCH_CACHE, else $XDG_CACHE_HOME/anyrt/torch, else ~/.cache/anyrt/torch."""
    env = os.environ.get("ANYRT_TORCH_CACHE")
    if env:
        return Path(env)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "anyrt" / "torch"


def cache_key() -> str:
    """What an extension binary depends on: torch's release, Python's, anyrt's ABI, and the
    libanyrt.so it links (by path: one folder per install)."""
    where = hashlib.sha256(str(PACKAGE).encode()).hexdigest()[:12]
    abi = ".".join(str(v) for v in ABI_VERSION)
    return f"torch{torch.__version__}-py{sys.version_info[0]}{sys.version_info[1]}-anyrt{abi}-{where}"


CFLAGS = ["-O2", "-Wall", "-Wno-unused-parameter"]


def _content_hash(sources: list[Path]) -> str:
    """Of the sources, the headers beside them and the flags: a reinstall of anyrt rewrites the
    files (new times, same bytes), which must not cost a rebuild."""
    h = hashlib.sha256(" ".join(CFLAGS).encode())
    headers = {*CSRC.glob("*.h"), *(h for s in sources for h in s.parent.glob("*.h"))}
    for p in sorted({*sources, *headers}, key=str):
        h.update(p.name.encode() + b"\0" + p.read_bytes())
    return h.hexdigest()[:16]


def build_dir(name: str, sources: list[Path]) -> Path:
    return cache_root() / cache_key() / f"{name}-{_content_hash(sources)}"


def _import(name: str, so: Path) -> types.ModuleType:
    spec = importlib.util.spec_from_file_location(name, so)
    if spec is None or spec.loader is None:
        raise ImportError(f"anyrt.torch: cannot import {so}")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    sys.modules[name] = module
    return module


def build(name: str, sources: list[Path], verbose: bool = False) -> types.ModuleType:
    """Compiles (once per content of its sources) and imports the torch extension `name` from
    `sources`, with anyrt's headers and libanyrt.so."""
    folder = build_dir(name, sources)
    so = folder / f"{name}.so"
    if so.is_file():
        loaded = sys.modules.get(name)
        return loaded if loaded is not None and getattr(loaded, "__file__", None) == str(so) else _import(name, so)
    folder.mkdir(parents=True, exist_ok=True)
    if not verbose:
        print(f"anyrt.torch: building the torch extension '{name}' for torch {torch.__version__} once: "
              f"{_estimate(sources)}; cached in {folder}; `anyrt torch build` does it ahead of time",
              file=sys.stderr, flush=True)
    started = time.monotonic()
    module = cpp_extension.load(
        name=name,
        sources=[str(s) for s in sources],
        extra_include_paths=[str(PACKAGE / "include"), str(CSRC)],
        extra_cflags=CFLAGS,
        extra_ldflags=[f"-L{PACKAGE}", "-lanyrt", f"-Wl,-rpath,{PACKAGE}"],
        build_directory=str(folder),
        verbose=verbose,
    )
    if not verbose:
        print(f"anyrt.torch: built '{name}' in {time.monotonic() - started:.0f} s", file=sys.stderr, flush=True)
    return module


def _estimate(sources: list[Path]) -> str:
    """What the first build will take, said honestly: it was about 45 s on 2 quiet cores and 3-4
    minutes on 2 busy ones, so the machine's cores and load are part of the answer."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else 0.0
    busy = load > cores
    return (f"{len(sources)} C++ files on {cores} core{'s' if cores != 1 else ''}"
            f"{f', busy (load {load:.1f})' if busy else ''}: "
            f"{'several minutes' if busy or cores <= 2 else 'a minute or two'}")


def device_sources() -> list[Path]:
    """The device extension's sources (not csrc/dist/, the torch.distributed backend's)."""
    return sorted(CSRC.glob("*.cpp"))


def build_device(verbose: bool = False) -> types.ModuleType:
    return build("anyrt_torch_C", device_sources(), verbose=verbose)


__all__ = ["build", "build_device", "build_dir", "cache_key", "cache_root", "device_sources"]
