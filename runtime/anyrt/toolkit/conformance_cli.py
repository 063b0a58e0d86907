"""`anyrt conformance [BACKEND | path/to/libanyrt_NAME.so]`: runs the generated conformance suite
against one backend in a child pytest (a crashing plugin cannot take the command down, and the
plugin search path is fixed before the runtime loads), shows progress from the child's report,
and ends with one row per spec function: native / fallback / not supported / failing, and why.
Exit status 0 only if nothing failed."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

import anyrt
from anyrt import _extras
from anyrt._console import console
from anyrt._gen.spec_data import FUNCTIONS, OPERATORS, SLOTS
from anyrt.toolkit import checkout, native_ops
from anyrt.toolkit.scaffold import plugin_path

STYLE = {"native": "green", "partly native": "cyan", "fallback": "yellow", "not supported": "dim", "failing": "bold red",
         "not run": "red"}


@dataclass
class Target:
    name: str
    plugin: Path | None  # None: whatever the installed package and ANYRT_BACKEND_PATH provide
    paddle: Path | None = None  # a Paddle Custom Runtime plugin, hosted through ANYRT_PADDLE_PLUGINS


@dataclass
class FunctionResult:
    name: str
    requirement: str
    status: str = "not run"
    why: str = ""
    tests: dict[str, int] = field(default_factory=lambda: {"passed": 0, "failed": 0, "skipped": 0})


def resolve(target: str, root: Path | None) -> Target:
    """A backend name, or a plugin file (named libanyrt_NAME.so, the runtime's convention)."""
    path = Path(target)
    if target.endswith(".so") or os.sep in target:
        if not path.is_file():
            raise checkout.CheckoutError(f"conformance: plugin file {path} does not exist")
        stem = path.name
        if stem.startswith("libanyrt_") and stem.endswith(".so"):
            return Target(stem[len("libanyrt_"):-len(".so")], path.resolve())
        return hosted_target(path.resolve())
    try:
        built = plugin_path(checkout.find_root(root), target)
    except checkout.CheckoutError:
        if root is not None:
            raise
        return Target(target, None)
    return Target(target, built if built.is_file() else None)


def hosted_target(path: Path) -> Target:
    """Any other .so is taken for a Paddle Custom Runtime plugin: the backend it becomes is named by
    its device_type, which only loading it tells (done in a child, as the suite will), or, when
    the host refused it, by its file name, so the report gives the host's reason."""
    env = {**os.environ, "ANYRT_PADDLE_PLUGINS": str(path)}
    out = subprocess.run([sys.executable, "-m", "anyrt", "info", "--json"], env=env, capture_output=True, text=True,
                         timeout=120)
    if out.returncode != 0:
        raise checkout.CheckoutError(f"conformance: hosting {path} as a Paddle plugin failed: {out.stderr.strip()[-500:]}")
    entry = next((b for b in json.loads(out.stdout)["backends"] if b["path"] == str(path)), None)
    if entry is None:
        raise checkout.CheckoutError(f"conformance: {path} is neither libanyrt_NAME.so nor a plugin the Paddle host "
                                     "took up")
    return Target(entry["name"], None, path)


def refusals(finish: dict[str, Any]) -> str:
    """Every refused plugin with its path and the host's reason, for a name nothing answered to."""
    refused = finish.get("refused", {})
    paths = finish.get("paths", {})
    return "; ".join(f"{n} ({paths.get(n, '?')}) was refused: {why}" for n, why in sorted(refused.items()))


def suite_path(root: Path | None) -> Path:
    """The suite shipped with the installed package (it matches the installed runtime), else the
    checkout's generated copy."""
    shipped = Path(anyrt.__file__).resolve().parent / "conformance_suite" / "test_conformance.py"
    if shipped.is_file():
        return shipped
    try:
        return checkout.find_root(root) / "generated" / "tests" / "test_conformance.py"
    except checkout.CheckoutError as exc:
        raise checkout.CheckoutError(f"conformance: the installed anyrt has no conformance suite ({shipped}); "
                                     "reinstall it with `pip install .`") from exc


def _plugin() -> Any:
    """The pytest plugin the child runs; pytest is needed here only, not by the runtime."""
    _extras.require("anyrt conformance", "toolkit", "pytest")
    from anyrt.toolkit import conformance_plugin

    return conformance_plugin


def child_env(target: Target, report: Path) -> dict[str, str]:
    plugin = _plugin()
    env = {**os.environ, plugin.ONLY_ENV: target.name, plugin.REPORT_ENV: str(report)}
    if target.plugin is not None:
        path = os.environ.get("ANYRT_BACKEND_PATH")
        env["ANYRT_BACKEND_PATH"] = f"{target.plugin}:{path}" if path else str(target.plugin)
    if target.paddle is not None:
        env["ANYRT_PADDLE_PLUGINS"] = str(target.paddle)
    return env


def read_events(report: Path, offset: int) -> tuple[list[dict[str, Any]], int]:
    """Complete JSON lines written since `offset`, and the new offset."""
    with open(report, encoding="utf-8") as f:
        f.seek(offset)
        chunk = f.read()
    end = chunk.rfind("\n") + 1
    return [json.loads(line) for line in chunk[:end].splitlines() if line], offset + len(chunk[:end].encode())


def run_suite(target: Target, suite: Path, workdir: Path, verbose: bool,
              timeout: float) -> tuple[list[dict[str, Any]], int, str]:
    """Runs the child pytest with a progress bar, killed after `timeout` seconds (a hanging plugin);
    (events, exit status, its output)."""
    report, log = workdir / "report.jsonl", workdir / "pytest.log"
    report.touch()
    cmd = [sys.executable, "-m", "pytest", str(suite), "-p", "anyrt.toolkit.conformance_plugin", "--noconftest",
           "-p", "no:cacheprovider", "-c", os.devnull, "--rootdir", str(suite.parent), "-q", "-rN",
           # the table's reasons come from the plugin; pytest's long tracebacks for hundreds of failing
           # cases of a fresh scaffold took a minute to format (one line each: 3 s)
           "--tb=line"]
    events: list[dict[str, Any]] = []
    offset = 0
    con = console()
    columns = (TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
               TextColumn("{task.fields[current]}"))
    with open(log, "w") as out, Progress(*columns, console=con, transient=not verbose) as progress:
        task = progress.add_task(f"conformance of '{target.name}'", total=None, current="starting")
        child = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT, env=child_env(target, report), cwd=workdir)
        deadline = time.monotonic() + timeout
        while True:
            done = child.poll() is not None
            if not done and time.monotonic() > deadline:
                child.kill()
                child.wait()
                out.write(f"\nanyrt conformance: killed the test process after {timeout:g} s\n")
                done = True
            new, offset = read_events(report, offset)
            for e in new:
                events.append(e)
                if e["event"] == "collected":
                    progress.update(task, total=e["count"])
                elif e["event"] == "start":
                    progress.update(task, current=e["test"].rsplit("::", 1)[-1])
                elif e["event"] == "result":
                    progress.advance(task)
            if done:
                break
            time.sleep(0.05)
    return events, child.returncode, log.read_text(errors="replace")


def summarize(events: list[dict[str, Any]], backend: str) -> dict[str, FunctionResult]:
    """One FunctionResult per tested spec function, in spec order."""
    slots = {s[0]: s for s in SLOTS}
    results = {fn: FunctionResult(fn, meta["requirement"]) for fn, meta in FUNCTIONS.items() if meta["role"] == "api"}
    results |= {f"op_{name}": FunctionResult(f"op_{name}", "optional") for name in OPERATORS}
    finish = next((e for e in events if e["event"] == "finish"), None)
    fell_back = {fn for b, fn in (finish["fallbacks"] if finish else []) if b == backend}
    filled = set((finish or {}).get("filled", {}).get(backend, []))
    started = [e["test"] for e in events if e["event"] == "start"]
    by_fn: dict[str, list[dict[str, Any]]] = {}
    for e in events:
        if e["event"] == "result" and e["function"] in results:
            by_fn.setdefault(e["function"], []).append(e)
            results[e["function"]].tests[e["outcome"]] += 1
    if finish is None and started:  # the child died inside this test
        crashed = _plugin().test_subject(started[-1].rsplit("::", 1)[-1].split("[")[0], _plugin().subjects())
        if crashed and crashed[0] in results:
            by_fn.setdefault(crashed[0], []).append({"kind": crashed[1], "outcome": "failed",
                                                     "why": f"the test process crashed or hung in {started[-1]}"})
    for fn, r in results.items():
        runs = by_fn.get(fn, [])
        failed = [e for e in runs if e["outcome"] == "failed"]
        positive = next((e for e in runs if e["kind"] == "positive"), None)
        if failed:
            first = next((e for e in failed if e["kind"] == "positive"), failed[0])
            r.status, r.why = "failing", f"{first['kind']}: {first['why']}"
        elif positive is None:
            r.status, r.why = "not run", "its tests did not run"
        elif positive["outcome"] == "skipped":
            r.status, r.why = "not supported", positive["why"]
        elif fn in fell_back and fn in filled and native_before_fallback(events, backend, fn):
            # its slot passed a case before it first declined one
            r.status = "partly native"
            r.why = f"the slot declined some cases (NOT_SUPPORTED); runtime fallback for those: {slots[fn][3]}"
        elif fn in fell_back:
            declined = "the slot declined (NOT_SUPPORTED); " if fn in filled else ""
            r.status, r.why = "fallback", f"{declined}runtime fallback: {slots[fn][3]}" if fn in slots else "runtime fallback"
        else:
            r.status = "native"
        if r.status == "native":  # say why its skipped cases did not run
            skipped = dict.fromkeys(e["why"] for e in runs if e["outcome"] == "skipped" and e.get("why"))
            r.why = "; ".join(f"skipped: {w}" for w in skipped)
    return results


def native_before_fallback(events: list[dict[str, Any]], backend: str, fn: str) -> bool:
    """Whether a positive case of `fn` passed on the backend's own slot: before the test whose call
    first fell back (the runtime records each (backend, function) once, in order of first use)."""
    finish = next((e for e in events if e["event"] == "finish"), None)
    pairs = [tuple(p) for p in (finish or {}).get("fallbacks", [])]
    if (backend, fn) not in pairs:
        return False
    index = pairs.index((backend, fn))
    for e in events:
        if e["event"] != "result":
            continue
        if e.get("fallbacks_so_far", 0) > index:
            return False  # this test fell back first: nothing of fn passed before it
        if e["function"] == fn and e["kind"] == "positive" and e["outcome"] == "passed":
            return True
    return False


def excerpt(log: str) -> str:
    """The informative part of the child's output: from a fatal error on (where Python's fault
    handler names the test and the call), else its end."""
    lines = log.strip().splitlines()
    fatal = next((i for i, line in enumerate(lines) if "Fatal Python error" in line), None)
    return "\n".join(lines[fatal:fatal + 10] if fatal is not None else lines[-15:])


def render(results: dict[str, FunctionResult], target: Target, events: list[dict[str, Any]], rc: int,
           log: str) -> int:
    con = console()
    finish = next((e for e in events if e["event"] == "finish"), None)
    table = Table(title=f"Conformance of backend '{target.name}'", title_justify="left")
    for col in ("function", "requirement", "status", "tests (pass/fail/skip)", "why"):
        table.add_column(col, overflow="fold")
    tally = dict.fromkeys(STYLE, 0)
    for r in results.values():
        tally[r.status] += 1
        style = STYLE[r.status]
        t = r.tests
        table.add_row(r.name, r.requirement, f"[{style}]{r.status}[/{style}]", f"{t['passed']}/{t['failed']}/{t['skipped']}",
                      escape(r.why))
    table.caption = ", ".join(f"{n} {k}" for k, n in tally.items() if n)
    con.print(table)

    problems = []
    if finish is None:
        problems.append(f"the test process ended without finishing (exit status {rc}); its output:\n{excerpt(log)}")
    elif target.name not in finish["loaded"]:
        why = finish["refused"].get(target.name) or "no plugin of that name was found" + (
            f"; {refusals(finish)}" if finish["refused"] else " (`anyrt info` lists the plugins)")
        problems.append(f"backend '{target.name}' was not loaded: {why}")
    elif rc not in (0, 1):
        problems.append(f"pytest ended with exit status {rc}:\n{excerpt(log)}")
    missing = [r.name for r in results.values() if r.requirement == "required" and r.status != "native"]
    if missing and finish is not None and target.name in finish["loaded"]:
        problems.append(f"required functions failing (implement these first): {', '.join(missing)}")
    failing = [r.name for r in results.values() if r.status == "failing" and r.requirement != "required"]
    if failing:
        problems.append(f"optional functions failing: {', '.join(failing)}")
    not_run = [r.name for r in results.values() if r.status == "not run"]
    if not_run and finish is not None and target.name in finish["loaded"]:
        problems.append(f"functions whose tests did not run: {', '.join(not_run)}")
    where = (finish or {}).get("paths", {}).get(target.name) or target.plugin or target.paddle or "no plugin found"
    if problems:
        for p in problems:
            con.print(f"[red]FAIL[/red] {escape(p)}")
        con.print(f"conformance of '{target.name}' ({where}): [bold red]FAILED[/bold red]")
        return 1
    con.print(f"conformance of '{target.name}' ({where}): [bold green]PASSED[/bold green] ({table.caption})")
    return 0


def cmd_conformance(args: argparse.Namespace) -> int:
    target = resolve(args.backend, args.root)
    suite = suite_path(args.root)
    with tempfile.TemporaryDirectory(prefix="anyrt-conformance-") as tmp:
        events, rc, log = run_suite(target, suite, Path(tmp), args.verbose, args.timeout)
    if args.verbose:
        console().print(log, markup=False)
    rc = render(summarize(events, target.name), target, events, rc, log)
    if args.ops and any(e["event"] == "finish" and target.name in e["loaded"] for e in events):
        report_ops(target)
    return rc


def report_ops(target: Target) -> None:
    """Which operators and dtypes run on the device (native_ops: a run of each with the host fallback off)."""
    con = console()
    try:
        table = native_ops.probe(target.name, child_env(target, Path(os.devnull)))
    except (RuntimeError, subprocess.TimeoutExpired) as exc:
        con.print(f"[red]operators on the device: {escape(str(exc))}[/red]")
        return
    con.print(native_ops.render(table, target.name))
    con.print(f"operators on '{target.name}': {native_ops.totals_line(table)}")


def add_parsers(sub: Any) -> None:
    conf = sub.add_parser("conformance", help="run the generated conformance suite against one backend; "
                                              "exit status 1 if anything fails")
    conf.add_argument("backend", help="backend name, a plugin file libanyrt_NAME.so, or a Paddle Custom Runtime plugin "
                                         "(any other .so, hosted as ANYRT_PADDLE_PLUGINS would)")
    conf.add_argument("--root", type=Path, help="checkout whose build/plugins/NAME/ to use (default: found from the "
                                                "working directory, if any)")
    conf.add_argument("--timeout", type=float, default=600, help="seconds before a hanging run is killed (default 600)")
    conf.add_argument("--no-ops", dest="ops", action="store_false",
                      help="skip the table of which operators and dtypes run on the device (ANYRT_HOST_FALLBACK=0)")
    conf.add_argument("-v", "--verbose", action="store_true", help="also print pytest's own output")
    conf.set_defaults(run=cmd_conformance)

