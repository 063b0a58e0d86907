"""Every header the package installs in anyrt/include compiles on its own, first in a translation
unit, as C11 and as C++17 with the build's warnings as errors: a program includes what it needs
in any order. anyrt_backend_util.h asks for ANYRT_BACKEND_PREFIX by design (its #error names it)."""

from __future__ import annotations

import shutil
import subprocess
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

import anyrt

INCLUDE = Path(anyrt.__file__).resolve().parent / "include"
HEADERS = sorted(str(h.relative_to(INCLUDE)) for h in INCLUDE.rglob("*.h"))
NEEDS = {"anyrt_backend_util.h": ["-DANYRT_BACKEND_PREFIX=acme"]}
COMPILERS = {"c11": (shutil.which("cc"), "c", "-std=c11"), "c++17": (shutil.which("c++"), "c++", "-std=c++17")}


def compile_alone(header: str, language: str) -> str:
    """The compiler's complaint about a translation unit holding only `#include <header>`, or ''."""
    compiler, lang, std = COMPILERS[language]
    cmd = [str(compiler), "-x", lang, std, "-Wall", "-Wextra", "-Werror", "-pedantic", "-fsyntax-only",
           f"-I{INCLUDE}", *NEEDS.get(header, []), "-"]
    proc = subprocess.run(cmd, input=f'#include "{header}"\n', capture_output=True, text=True, timeout=120)
    return "" if proc.returncode == 0 else proc.stderr.strip()[:600]


@pytest.mark.parametrize("language", list(COMPILERS))
def test_every_installed_header_compiles_on_its_own(language: str) -> None:
    if COMPILERS[language][0] is None:
        pytest.skip(f"no {language} compiler here")
    assert "anyrt_kernel_ops.h" in HEADERS and len(HEADERS) > 10, HEADERS
    with ThreadPoolExecutor(4) as pool:
        complaints = dict(zip(HEADERS, pool.map(lambda h: compile_alone(h, language), HEADERS), strict=True))
    failing = {h: c for h, c in complaints.items() if c}
    assert not failing, f"{len(failing)} of {len(HEADERS)} headers do not compile alone as {language}: {failing}"


@pytest.mark.skipif(shutil.which("cc") is None, reason="no C compiler here")
def test_the_util_header_names_the_macro_it_needs() -> None:
    NEEDS.pop("anyrt_backend_util.h")
    try:
        assert "define ANYRT_BACKEND_PREFIX" in compile_alone("anyrt_backend_util.h", "c11")
    finally:
        NEEDS["anyrt_backend_util.h"] = ["-DANYRT_BACKEND_PREFIX=acme"]
