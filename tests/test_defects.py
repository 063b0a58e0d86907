"""Defects found by trying the runtime from outside (issue 12): each test failed before its fix.
Crashes run in a child process where a failure would take the test runner down."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest

import anyrt
from anyrt._cffi import ffi
from anyrt._gen import _raw

ROOT = Path(__file__).resolve().parents[1]


def run_child(code: str, env: dict[str, str] | None = None, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, cwd=ROOT,
                          env={**os.environ, **(env or {})}, timeout=timeout)


# ---- 1: object arrays

@pytest.mark.parametrize("method", ["copy_from", "copy_to"])
def test_copies_refuse_numpy_object_arrays(method):
    objs = np.array([object() for _ in range(4)], dtype=object)
    with anyrt.allocate(objs.nbytes) as buf:
        with pytest.raises(anyrt.InvalidValueError) as err:
            getattr(buf, method)(objs)
    assert err.value.param == ("src" if method == "copy_from" else "dst")
    assert "Python objects" in str(err.value)
    assert [type(o) for o in objs] == [object] * 4  # untouched


# ---- 2: destroying NULL

def test_destroying_a_null_stream_is_a_clean_error():
    with pytest.raises(anyrt.InvalidHandleError) as err:
        _raw.destroy_stream(ffi.NULL)
    assert err.value.param == "stream" and "default stream is never destroyed" in str(err.value)
    s = anyrt.Stream()  # the default stream still works
    _raw.synchronize_stream(ffi.NULL)
    s.destroy()


@pytest.mark.parametrize("fn", ["destroy_event", "comm_destroy", "free", "free_host", "free_unified"])
def test_destroying_or_freeing_null_is_a_clean_error(fn):
    with pytest.raises(anyrt.Error):
        getattr(_raw, fn)(ffi.NULL)
