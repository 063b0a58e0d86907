"""The first `import anyrt.torch` says what building its extension will take from the machine's
cores and load (it said "about a minute" and took 3-4 minutes on two busy cores)."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("torch", reason="torch is not installed (nox -s torch installs it)")

from anyrt.torch import _build  # noqa: E402 (after the skip)


@pytest.mark.parametrize(("cores", "load", "says"), [(2, 0.1, "several minutes"), (16, 30.0, "busy (load 30.0)"),
                                                     (16, 0.5, "a minute or two")])
def test_the_estimate_follows_cores_and_load(monkeypatch: pytest.MonkeyPatch, cores: int, load: float, says: str) -> None:
    monkeypatch.setattr(_build.os, "sched_getaffinity", lambda _pid: set(range(cores)), raising=False)
    monkeypatch.setattr(_build.os, "getloadavg", lambda: (load, load, load), raising=False)
    text = _build._estimate([Path("a.cpp")] * 7)
    assert text.startswith(f"7 C++ files on {cores} cores") and says in text, text
