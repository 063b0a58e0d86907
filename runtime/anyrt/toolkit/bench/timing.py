"""Timing helpers shared by every benchmark: best-of timing, the size sweep, size labels."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

KiB, MiB = 1 << 10, 1 << 20
HERE = Path(__file__).resolve().parent


def best_of(fn: Callable[[], object], repeat: int, number: int) -> float:
    """Best seconds per call over `repeat` loops of `number` calls, after one warm-up call (the
    minimum is the figure least disturbed by a shared machine)."""
    fn()
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        for _ in range(number):
            fn()
        times.append((time.perf_counter() - t) / number)
    return min(times)


def sizes(top: int) -> list[int]:
    """4 KiB, 16 KiB, ... up to `top` bytes."""
    out, s = [], 4 * KiB
    while s <= top:
        out.append(s)
        s *= 4
    return out


def human(size: int) -> str:
    return f"{size // MiB} MiB" if size >= MiB else f"{size // KiB} KiB"


def compile_c(source: str, *flags: str) -> Path | None:
    """Builds one of the C references next to this file into a temporary executable; None
    without a C compiler."""
    cc = shutil.which(os.environ.get("CC", "cc"))
    if cc is None:
        return None
    exe = Path(tempfile.mkdtemp(prefix="anyrt-bench-")) / Path(source).stem
    subprocess.run([cc, "-O2", "-std=gnu11", str(HERE / source), "-o", str(exe), *flags, "-lpthread"], check=True)
    return exe
