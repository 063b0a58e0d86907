"""What runs on the device: each operator in each of its dtypes, run once on device 0 of a backend
with the host fallback off (ANYRT_HOST_FALLBACK=0), is `native` (the backend ran it), `fallback`
(the runtime refused to run its portable kernel on the host: the backend has no kernel for it), or
`error` (it failed otherwise; the conformance suite says why). The probe runs in a child process,
since the runtime reads the switch when it loads; `anyrt info --ops` and `anyrt conformance` show
its table. On a cpu-kind backend every operator is native: the host is its device."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from typing import Any, cast

from rich.table import Table

from anyrt import _extras
from anyrt._errors import Error, NotSupportedError
from anyrt._gen import _raw
from anyrt._gen.spec_data import OPERATORS

# How an operator is served, over its dtypes
NATIVE, PARTLY, FALLBACK = "native", "partly native", "fallback"
STYLE = {NATIVE: "green", PARTLY: "cyan", FALLBACK: "yellow", "error": "bold red"}
REFUSAL = "(ANYRT_HOST_FALLBACK=0)"  # the core's words when it refuses a host fallback


def probe_here(backend: str) -> dict[str, dict[str, str]]:
    """{op: {dtype: native | fallback | error: why}} on device 0 of `backend`, in this process (which
    must have loaded the runtime with ANYRT_HOST_FALLBACK=0)."""
    _extras.require("the operator probe", "toolkit", "pytest")
    from anyrt.toolkit.conformance import Harness, loaded_backends  # import pytest, the toolkit extra's
    from anyrt.toolkit.op_conformance import OpCase

    loaded = loaded_backends()
    if backend not in loaded:
        raise ValueError(f"no backend '{backend}' with devices is loaded (loaded: {', '.join(sorted(loaded)) or 'none'})")
    out: dict[str, dict[str, str]] = {}
    for op in OPERATORS:
        out[op] = {}
        for dtype in cast(dict[str, Any], OPERATORS[op])["dtypes"]:
            try:
                with Harness(backend) as h:
                    case = OpCase(h, op, dtype)
                    case.upload()
                    case.run(case.create())
                    _raw.synchronize_device()
                out[op][dtype] = NATIVE
            except NotSupportedError as exc:
                out[op][dtype] = FALLBACK if REFUSAL in exc.message else f"error: {exc.message}"
            except (Error, ValueError) as exc:
                out[op][dtype] = f"error: {exc}"
    return out


def probe(backend: str, env: dict[str, str] | None = None, timeout: float = 600) -> dict[str, dict[str, str]]:
    """probe_here in a child process with the host fallback off; `env` is the child's environment
    (default: this one), e.g. the plugin search path `anyrt conformance` sets."""
    _extras.require("the operator probe", "toolkit", "pytest")  # here, so the command names what to install
    child_env = {**(env if env is not None else os.environ), "ANYRT_HOST_FALLBACK": "0"}
    done = subprocess.run([sys.executable, "-m", "anyrt.toolkit.native_ops", backend], env=child_env,
                          capture_output=True, text=True, timeout=timeout)
    if done.returncode != 0:
        raise RuntimeError(f"the operator probe of '{backend}' failed (exit status {done.returncode}): "
                           f"{done.stderr.strip()[-1000:]}")
    return cast(dict[str, dict[str, str]], json.loads(done.stdout))


def status(dtypes: dict[str, str]) -> str:
    """An operator's status over its dtypes: native, partly native, fallback, or error."""
    kinds = {NATIVE if s == NATIVE else FALLBACK if s == FALLBACK else "error" for s in dtypes.values()}
    if kinds == {NATIVE}:
        return NATIVE
    if NATIVE in kinds:
        return PARTLY
    return FALLBACK if kinds == {FALLBACK} else "error"


def totals(table: dict[str, dict[str, str]]) -> dict[str, int]:
    """How many operators are native, partly native, fallback and error (those with none left out)."""
    counts = dict.fromkeys(STYLE, 0)
    for dtypes in table.values():
        counts[status(dtypes)] += 1
    return {k: n for k, n in counts.items() if n or k != "error"}


def totals_line(table: dict[str, dict[str, str]]) -> str:
    return ", ".join(f"{n} {k}" for k, n in totals(table).items())


def render(table: dict[str, dict[str, str]], backend: str) -> Table:
    """One row per operator: its status, the dtypes on the device and those the host would serve."""
    out = Table(title=f"Operators on '{backend}' (ANYRT_HOST_FALLBACK=0)", title_justify="left",
                caption=f"operators: {totals_line(table)}")
    for col in ("operator", "status", "native dtypes", "fallback dtypes", "errors"):
        out.add_column(col, overflow="fold")
    for op, dtypes in table.items():
        st = status(dtypes)
        native = [d for d, s in dtypes.items() if s == NATIVE]
        fallback = [d for d, s in dtypes.items() if s == FALLBACK]
        errors = sorted({f"{d}: {s.removeprefix('error: ')}" for d, s in dtypes.items() if s not in (NATIVE, FALLBACK)})
        out.add_row(op, f"[{STYLE[st]}]{st}[/{STYLE[st]}]", ", ".join(native), ", ".join(fallback),
                    "; ".join(errors[:2]) + (f" (+{len(errors) - 2})" if len(errors) > 2 else ""))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m anyrt.toolkit.native_ops",
                                     description="probe which operators and dtypes run on a backend's device "
                                                 "(run with ANYRT_HOST_FALLBACK=0)")
    parser.add_argument("backend")
    args = parser.parse_args(argv)
    if os.environ.get("ANYRT_HOST_FALLBACK") != "0":
        print("native_ops: run with ANYRT_HOST_FALLBACK=0 (or call native_ops.probe)", file=sys.stderr)
        return 2
    try:
        print(json.dumps(probe_here(args.backend)))
    except ValueError as exc:
        print(f"native_ops: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
