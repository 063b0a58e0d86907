"""`anyrt torch build|status`: torch's "anyrt" device extension (anyrt.torch), built ahead of its
first `import anyrt.torch` (for images and CI), and where it is cached."""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import time
from typing import Any


def cmd_torch(args: argparse.Namespace) -> int:
    if importlib.util.find_spec("torch") is None:
        print("anyrt torch: torch is not installed here (pip install torch)")
        return 2
    # torch is optional for anyrt: imported only by this command. Importing the package builds the
    # extension where it is not cached (and registers the device).
    start = time.perf_counter()
    build = importlib.import_module("anyrt.torch._build")
    if args.action == "build":
        build.build_device(verbose=args.verbose)
        print(f"built {build.build_dir('anyrt_torch_C', build.device_sources())} in {time.perf_counter() - start:.0f} s")
    else:
        folder = build.build_dir("anyrt_torch_C", build.device_sources())
        state = "built" if (folder / "anyrt_torch_C.so").is_file() else "not built (anyrt torch build)"
        print(f"torch extension: {folder}: {state}")
    return 0


def add_parsers(sub: Any) -> None:
    p = sub.add_parser("torch", help="PyTorch on anyrt: build the 'anyrt' device extension for the installed torch, "
                                     "or show where it is cached")
    p.add_argument("action", choices=["build", "status"])
    p.add_argument("--verbose", action="store_true", help="show the compiler's commands")
    p.set_defaults(run=cmd_torch)
