"""`detect:` of a spec/backends.yaml entry (anyrt.toolkit.plugin_build.detect): which in-tree backends
`pip install .` builds."""

from __future__ import annotations

from typing import Any

import pytest

from anyrt.toolkit import plugin_build


def entry(**detect: Any) -> dict[str, Any]:
    return {"name": "probe", "include_dirs": [], "detect": detect}


def test_a_header_alone_is_looked_for_where_the_compiler_looks() -> None:
    # stdio.h: on every machine with a C compiler, in none of the entry's (empty) include folders
    assert plugin_build.detect(entry(header="stdio.h")) == (True, "")


def test_a_missing_header_alone_is_named_without_a_variable() -> None:
    ok, why = plugin_build.detect(entry(header="anyrt_no_such_dir/no_such_header.h"))
    assert not ok
    assert "anyrt_no_such_dir/no_such_header.h" in why and "None" not in why and "$" not in why


def test_a_toolkit_variable_is_still_required_where_the_entry_names_one(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("ANYRT_TEST_TOOLKIT_HOME", raising=False)
    ok, why = plugin_build.detect(entry(env="ANYRT_TEST_TOOLKIT_HOME", program="anyrt-no-such-program", header="stdio.h"))
    assert not ok
    assert why == "neither $ANYRT_TEST_TOOLKIT_HOME is set nor `anyrt-no-such-program` is on the PATH"


def test_a_header_outside_the_toolkit_folders_does_not_count_for_a_toolkit_entry(monkeypatch: pytest.MonkeyPatch,
                                                                                  tmp_path: Any) -> None:
    # the cuda entry's rule: its header must be in the toolkit's folder, not merely on the system's path
    monkeypatch.setenv("ANYRT_TEST_TOOLKIT_HOME", str(tmp_path))
    ok, why = plugin_build.detect(entry(env="ANYRT_TEST_TOOLKIT_HOME", header="stdio.h"))
    assert not ok and "$ANYRT_TEST_TOOLKIT_HOME" in why
