"""The suite's own folders: pytest puts a test file's folder's parent on sys.path, so a folder of tests
named like a module the suite imports optionally (torch, paddle, ...) becomes that module as a
namespace package where the real one is not installed: `import torch` then succeeded in CI without
torch, and the tests that skip without it failed ('module torch has no attribute Generator')."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
OPTIONAL = ("torch", "paddle", "numpy", "mpi4py", "cupy", "triton", "ninetoothed", "jax", "hypothesis")


@pytest.mark.parametrize("folder", ["tests", "generated/tests"])
def test_no_test_folder_is_named_like_a_module_the_suite_imports(folder: str) -> None:
    names = {p.name for p in (ROOT / folder).iterdir() if p.is_dir() and not (p / "__init__.py").exists()}
    assert not names & set(OPTIONAL), f"rename {sorted(names & set(OPTIONAL))} in {folder}/"


def test_a_missing_optional_module_stays_missing() -> None:
    spec = importlib.util.find_spec("torch")
    assert spec is None or spec.origin not in (None, "namespace"), f"torch resolves to a namespace package: {spec}"
