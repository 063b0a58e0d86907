"""Mutation tests of the conformance suite's ordering cases (anyrt.toolkit.conformance_ordering):
tests/backends/ordering_backend.c, an asynchronous backend (a worker thread per stream), passes
them built correct; built with one plausible ordering bug planted, the suite fails and its report
names the function that carries the bug."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from anyrt.toolkit import conformance_cli, conformance_plugin
from conftest import ROOT, build_test_plugin

SUITE = ROOT / "generated" / "tests" / "test_conformance.py"

# planted bug (-D ORDERING_BUG_<name>) -> the function whose ordering case must fail
MUTANTS = {
    "WAIT_NOOP": "stream_wait_event",
    "QUERY_DONE": "query_event",
    "SYNC_NOWAIT": "synchronize_stream",
    "CALLBACK_INLINE": "stream_add_callback",
}
# what else rightly fails with it: the backend leaves synchronize_device to the runtime's fallback,
# which synchronizes each stream through synchronize_stream
ALSO = {"SYNC_NOWAIT": {"synchronize_device"}}


def ordering_statuses(tmp_path: Path, *defines: str) -> dict[str, conformance_cli.FunctionResult]:
    """Builds the ordering backend with `defines` and runs the suite's ordering cases on it alone,
    in a child (the plugin search path is fixed before the runtime loads); the results as
    `anyrt conformance` summarizes them."""
    plugin = build_test_plugin(tmp_path / "libanyrt_queued.so", *defines, source="ordering_backend.c",
                               libraries=("pthread",))
    report = tmp_path / "report.jsonl"
    env = {**os.environ, "ANYRT_BACKEND_PATH": str(plugin), conformance_plugin.ONLY_ENV: "queued",
           conformance_plugin.REPORT_ENV: str(report)}
    cmd = [sys.executable, "-m", "pytest", str(SUITE), "-p", "anyrt.toolkit.conformance_plugin", "--noconftest",
           "-p", "no:cacheprovider", "-c", os.devnull, "--rootdir", str(SUITE.parent), "-q", "--tb=line",
           "-k", "_ordering"]
    proc = subprocess.run(cmd, env=env, cwd=tmp_path, capture_output=True, text=True, timeout=600)
    events, _ = conformance_cli.read_events(report, 0)
    assert any(e["event"] == "finish" and "queued" in e["loaded"] for e in events), proc.stdout[-3000:]
    return conformance_cli.summarize(events, "queued")


def test_the_correct_backend_passes_every_ordering_case(tmp_path: Path) -> None:
    results = ordering_statuses(tmp_path)
    ordering = {fn: r for fn, r in results.items() if r.tests["passed"] + r.tests["failed"] + r.tests["skipped"]}
    assert not [r for r in ordering.values() if r.status == "failing"], {fn: r.why for fn, r in ordering.items()}
    # every case ran here (none skipped): the backend fills each slot the cases need
    for fn in ("stream_wait_event", "query_event", "query_stream", "synchronize_stream", "synchronize_event",
               "stream_add_callback", "event_elapsed_time", "destroy_stream"):
        assert results[fn].tests["passed"] >= 1, (fn, results[fn])


@pytest.mark.parametrize(("bug", "function"), MUTANTS.items(), ids=list(MUTANTS))
def test_a_planted_ordering_bug_fails_naming_its_function(tmp_path: Path, bug: str, function: str) -> None:
    results = ordering_statuses(tmp_path, f"ORDERING_BUG_{bug}")
    failing = {fn: r.why for fn, r in results.items() if r.status == "failing"}
    assert set(failing) == {function} | ALSO.get(bug, set()), f"planted {bug} in {function}; failing: {failing}"
    assert failing[function].startswith("ordering:") and function in failing[function], failing[function]


def test_anyrt_conformance_names_a_planted_bug(tmp_path: Path) -> None:
    """The whole command on one mutant: exit status 1, its table's stream_wait_event row failing
    with the ordering case's reason, and the summary naming it."""
    plugin = build_test_plugin(tmp_path / "libanyrt_queued.so", "ORDERING_BUG_WAIT_NOOP", source="ordering_backend.c",
                               libraries=("pthread",))
    proc = subprocess.run([sys.executable, "-m", "anyrt", "conformance", str(plugin)], cwd=tmp_path, capture_output=True,
                          text=True, timeout=900, env={**os.environ, "COLUMNS": "250"})
    assert proc.returncode == 1, proc.stdout[-3000:]
    row = next(line for line in proc.stdout.splitlines() if line.startswith("│ stream_wait_event "))
    assert "failing" in row and "ordering: AssertionError: stream_wait_event" in row, row
    assert "optional functions failing: stream_wait_event" in proc.stdout, proc.stdout[-2000:]
