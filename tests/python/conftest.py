"""Helpers shared by the tests of the Python package (tests/python mirrors runtime/anyrt): a child
interpreter for what may crash, hang or must start from a fresh runtime."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def run_child(code: str, env: dict[str, str] | None = None, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """Run `code` (dedented) in a fresh interpreter from the repository root; a crash is its exit status."""
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, cwd=ROOT,
                          env={**os.environ, **(env or {})}, timeout=timeout)


@pytest.fixture
def child() -> Callable[..., subprocess.CompletedProcess[str]]:
    """`run_child` for a test: child(code, env=None, timeout=120)."""
    return run_child
