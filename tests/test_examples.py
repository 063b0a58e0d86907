"""The runnable examples (examples/) run on cpu and agree with their NumPy versions."""

from __future__ import annotations

import runpy
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_transformer_block_matches_numpy() -> None:
    module = runpy.run_path(str(ROOT / "examples" / "transformer_block.py"))
    assert module["main"]([]) < 1e-4


def test_transformer_block_runs_as_a_script() -> None:
    out = subprocess.run([sys.executable, str(ROOT / "examples" / "transformer_block.py")], capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    assert "max relative error vs NumPy" in out.stdout


def test_llm_decode_matches_numpy() -> None:
    """The paged KV cache (paged_caching + paged_attention) decodes as the unpaged NumPy model, f32 and f16."""
    module = runpy.run_path(str(ROOT / "examples" / "llm_decode.py"))
    assert module["main"]([]) < module["TOLERANCE"]["float32"]
    assert module["main"](["--dtype", "float16"]) < module["TOLERANCE"]["float16"]


def test_llm_decode_runs_as_a_script() -> None:
    out = subprocess.run([sys.executable, str(ROOT / "examples" / "llm_decode.py"), "--steps", "3"], capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert "greedy tokens agreeing with NumPy: 6 of 6" in out.stdout
