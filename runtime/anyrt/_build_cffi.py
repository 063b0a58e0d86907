"""cffi (API mode) builder for `anyrt._cffi`: the generated declarations, linked to libanyrt.so."""

from __future__ import annotations

import os
from pathlib import Path

import cffi

ROOT = Path(__file__).resolve().parents[2]

ffibuilder = cffi.FFI()
ffibuilder.cdef((ROOT / "generated" / "python" / "cdef.h").read_text())
ffibuilder.set_source(
    "anyrt._cffi",
    '#include "anyrt_backend.h"\n',
    include_dirs=[str(ROOT / "generated" / "include")],
    library_dirs=[str(ROOT / "build" / "anyrt-native")],
    libraries=["anyrt"],
    extra_compile_args=os.environ.get("ANYRT_CFLAGS", "").split(),
    extra_link_args=["-Wl,-rpath,$ORIGIN", *os.environ.get("ANYRT_CFLAGS", "").split()],
)

if __name__ == "__main__":
    ffibuilder.compile(verbose=True)
