"""Fetches the device_ext.h of every released paddlepaddle wheel that spec/compat/paddle.yaml lists
under `layouts` (pip download from the package index, one wheel at a time, header kept, wheel
deleted) into a cache folder, for tests/test_paddle_layouts.py. Nothing is copied into the
repository. `nox -s paddle_headers` runs it, then the tests.

    python tests/compat/paddle_headers.py [cache]     (default: $ANYRT_PADDLE_HEADERS or .nox/_shared/paddle-headers)
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]
MEMBER = "paddle/include/paddle/phi/backends/device_ext.h"


def cache_dir() -> Path:
    return Path(os.environ.get("ANYRT_PADDLE_HEADERS", ROOT / ".nox" / "_shared" / "paddle-headers"))


def wheels() -> list[tuple[str, str]]:
    """(layout name, wheel version) for every wheel the spec lists."""
    doc = yaml.safe_load((ROOT / "spec" / "compat" / "paddle.yaml").read_text(encoding="utf-8"))
    return [(str(lay["name"]), str(w)) for lay in doc["layouts"] for w in lay["wheels"]]


def header(version: str, cache: Path | None = None) -> Path:
    """Where the header of paddlepaddle==version is kept (as paddle_device_ext.h, the name the test
    plugin includes)."""
    return (cache or cache_dir()) / version / "paddle_device_ext.h"


def fetch(version: str, cache: Path) -> Path:
    out = header(version, cache)
    if out.exists():
        return out
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--only-binary=:all:",
                        f"paddlepaddle=={version}", "-d", tmp], check=True)
        wheel = next(Path(tmp).glob("*.whl"))
        with zipfile.ZipFile(wheel) as z:
            data = z.read(MEMBER)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_bytes(data)
    return out


def main() -> int:
    cache = Path(sys.argv[1]) if len(sys.argv) > 1 else cache_dir()
    for layout, version in wheels():
        path = fetch(version, cache)
        print(f"paddle {version} (layout {layout}): {path}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
