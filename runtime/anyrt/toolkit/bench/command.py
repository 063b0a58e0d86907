"""`anyrt bench`: the project's benchmarks with a progress display, rich tables and a PNG plot;
`--compare` measures the peers in the same run and prints ratios (> 1: anyrt is better)."""

from __future__ import annotations

import argparse
import os
import platform
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

import anyrt
from anyrt._console import console
from anyrt.toolkit.bench import collectives, local, operators
from anyrt.toolkit.bench.plot import Panel, plot
from anyrt.toolkit.bench.timing import MiB, human, sizes

GROUPS = ("copies", "calls", "streams", "operators", "collectives")


@dataclass(frozen=True)
class Settings:
    copy_top: int
    copy_repeat: int
    traffic: int
    calls: int
    trips: int
    ccl_top: int
    ccl_repeats: int

    @staticmethod
    def of(quick: bool) -> Settings:
        if quick:  # a smoke run: seconds, not minutes
            return Settings(MiB, 3, local.traffic_bytes(True), 20_000, 2_000, MiB, 2)
        return Settings(256 * MiB, 5, local.traffic_bytes(False), 200_000, 20_000, 256 * MiB, 3)


def _ratio(r: float | None) -> str:
    return "-" if r is None else f"[{'green' if r >= 1 else 'yellow'}]{r:.2f}x[/]"


def copies_table(rows: list[local.Row], compare: bool, dev: anyrt.Device | None = None) -> Table:
    t = Table(title=f"Copies and fill on {dev or 'cpu:0'} (GB/s, higher is better)", title_justify="left", min_width=60)
    for col in ("op", "size", "anyrt GB/s", *(("numpy GB/s", "anyrt / numpy") if compare else ())):
        t.add_column(col, justify="left" if col == "op" else "right")
    for r in rows:
        t.add_row(r.case, human(r.size or 0), f"{r.anyrt:.2f}",
                  *((f"{r.peer:.2f}" if r.peer else "-", _ratio(r.ratio)) if compare else ()))
    return t


def cost_table(title: str, rows: list[local.Row], compare: bool) -> Table:
    t = Table(title=f"{title} (ns per call, lower is better)", title_justify="left", min_width=60)
    for col in ("case", "anyrt ns", *(("peer", "peer ns", "peer / anyrt") if compare else ())):
        t.add_column(col, justify="left" if col in ("case", "peer") else "right")
    for r in rows:
        t.add_row(r.case, f"{r.anyrt:.0f}",
                  *((r.peer_name or "-", f"{r.peer:.0f}" if r.peer else "-", _ratio(r.ratio)) if compare else ()))
    return t


def operators_table(rows: list[operators.OpRow], compare: bool) -> Table:
    peer = next((r.peer_name for r in rows if r.peer_name), "peer")
    t = Table(title=f"Operators on cpu:0, {operators.threads()} threads (GB/s or GFLOP/s, higher is better; "
                    "'of copy': a copy of the dtype in the same run)", title_justify="left", min_width=60)
    for col in ("op", "dtype", "shape", "anyrt", "of copy", *((f"{peer}", f"{peer} / anyrt time") if compare else ())):
        t.add_column(col, justify="left" if col in ("op", "dtype") else "right")
    for cells, r in zip(operators.format_rows(rows), rows, strict=True):
        t.add_row(*cells[:5], *((cells[5].removeprefix(f"{r.peer_name} ") if r.peer_name else "-", _ratio(r.ratio))
                                if compare else ()))
    return t


def ccl_table(szs: list[int], res: dict[str, dict[int, float] | None]) -> Table:
    keys = [k for k, _label, _needs in collectives.COLUMNS if k in res]
    t = Table(title="all_reduce bus bandwidth, float32 sum, 2 ranks (GB/s, higher is better)", title_justify="left",
              min_width=60)
    t.add_column("size", justify="right")
    labels = {k: label for k, label, _n in collectives.COLUMNS}
    for k in keys:
        t.add_column(f"({k}) {labels[k]}", justify="right")
    ratios = [(x, y) for x, y in collectives.RATIOS if x in res and y in res]
    for x, y in ratios:
        t.add_column(f"{x}/{y}", justify="right")
    for s in szs:
        vals = {k: (res[k] or {}).get(s) for k in keys}
        t.add_row(human(s), *(f"{v:.2f}" if v is not None else "-" for v in vals.values()),
                  *(_ratio(vals[x] / vals[y]) if vals[x] and vals[y] else "-" for x, y in ratios))
    return t


def cmd_bench(args: argparse.Namespace) -> int:
    con = console()
    only = args.only.split(",") if args.only else list(GROUPS)
    unknown = sorted(set(only) - set(GROUPS))
    if unknown:
        con.print(f"[red]anyrt bench: --only got unknown group(s) {', '.join(unknown)}; choose from {', '.join(GROUPS)}[/red]")
        return 2
    if not anyrt.devices("cpu"):
        con.print("[red]anyrt bench needs the cpu backend, and it is not loaded (see `anyrt info`)[/red]")
        return 1
    try:
        dev = anyrt.Device(args.device)
    except (anyrt.Error, TypeError) as exc:
        con.print(f"[red]anyrt bench: --device {args.device!r}: {exc}[/red]")
        return 2
    if dev not in anyrt.devices():
        found = ", ".join(map(str, anyrt.devices())) or "none"
        con.print(f"[red]anyrt bench: --device {dev} is not a device here (found: {found}; see `anyrt info`)[/red]")
        return 2
    on_cpu = dev.kind == "cpu"
    cfg = Settings.of(args.quick)
    copy_sizes, ccl_sizes = sizes(cfg.copy_top), sizes(cfg.ccl_top)
    ccl_keys = [k for k, _l, _n in collectives.COLUMNS if args.compare or k == "a"]
    steps: list[tuple[str, Callable[[], Any]]] = []
    copies: list[local.Row] = []
    costs: dict[str, list[local.Row]] = {}
    ccl: dict[str, dict[int, float] | None] = {}
    op_rows: list[operators.OpRow] = []
    notes: list[str] = []
    if "copies" in only:
        steps += [(f"copies {human(s)}", lambda s=s: copies.extend(local.copy_rows(dev, s, args.compare, cfg.copy_repeat,
                                                                                     cfg.traffic))) for s in copy_sizes]
    if "calls" in only:
        steps.append(("per-call cost", lambda: costs.setdefault("calls", []).extend(
            local.call_rows(args.compare, cfg.calls, dev))))
        steps.append(("C allocation registry", lambda: costs.setdefault("calls", []).extend(
            local.registry_rows(args.compare, cfg.calls))))
    if "streams" in only:
        steps.append(("stream round trips", lambda: costs.setdefault("streams", []).extend(
            local.stream_rows(args.compare, cfg.trips, dev))))
        steps.append(("Device.synchronize", lambda: costs.setdefault("streams", []).extend(
            local.device_sync_rows(args.compare, cfg.trips, dev))))
    # the operator peers (torch, numpy) and the collectives' (mpi4py, gloo) run on the CPU: beside
    # another device's numbers they would compare unlike things
    for group in ("operators", "collectives"):
        if group in only and not on_cpu:
            only.remove(group)
            notes.append(f"{group} measured on cpu devices only (their peers run on the CPU); not on {dev}")
    if "operators" in only:
        steps.append(("operators", lambda: op_rows.extend(
            operators.operator_rows(args.compare, args.quick, 2 if args.quick else 5, 1 if args.quick else 3))))
    if "collectives" in only:
        def column(key: str) -> None:
            ccl[key], why = collectives.run_column(key, ccl_sizes, cfg.ccl_repeats)
            if why:
                notes.append(f"collectives ({key}) skipped: {why}")
        steps += [(f"all_reduce ({k})", lambda k=k: column(k)) for k in ccl_keys]

    con.print(f"[bold]anyrt bench[/bold] on {dev}{' --quick' if args.quick else ''}{' --compare' if args.compare else ''}: "
              f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, anyrt {anyrt.__version__}")
    t0 = time.perf_counter()
    columns = (TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
               TextColumn("{task.fields[step]}"))
    with Progress(*columns, console=con, transient=True) as progress:
        task = progress.add_task("benchmarks", total=len(steps), step="")
        for label, step in steps:
            progress.update(task, step=label)
            step()
            progress.advance(task)

    if copies:
        con.print(copies_table(copies, args.compare, dev))
    for group, title in (("calls", "Per-call cost"), ("streams", "Stream round trip")):
        if group in costs:
            con.print(cost_table(title, costs[group], args.compare))
    if op_rows:
        con.print(operators_table(op_rows, args.compare))
    if ccl:
        con.print(ccl_table(ccl_sizes, ccl))
    for n in notes:
        con.print(f"[yellow]{n}[/yellow]")
    if not args.compare:
        con.print("peers not measured: add --compare for numpy, torch, an empty cffi call, a condvar hand-off, mpi4py, gloo, "
                  "bare C")
    if args.plot:
        con.print(plot(panels(copies, ccl, dev), args.plot))
    con.print(f"bench finished in {time.perf_counter() - t0:.1f} s")
    return 0


def panels(copies: list[local.Row], ccl: dict[str, dict[int, float] | None], dev: anyrt.Device | None = None) -> list[Panel]:
    h2d = Panel(f"H2D copy on {dev or 'cpu:0'}", "GB/s")
    for r in copies:
        if r.case == "H2D" and r.size:
            h2d.series.setdefault("anyrt", {})[r.size] = r.anyrt
            if r.peer:
                h2d.series.setdefault("numpy.copyto", {})[r.size] = r.peer
    labels = {k: f"({k}) {label}" for k, label, _n in collectives.COLUMNS}
    bus = Panel("all_reduce, 2 ranks", "bus bandwidth, GB/s (nccl-tests)",
                {labels[k]: v for k, v in ccl.items() if v})
    return [h2d, bus]


def add_parsers(sub: Any) -> None:
    b = sub.add_parser("bench", help="benchmarks: copies, call overhead, streams, operators, collectives; table and "
                                     "PNG plot")
    b.add_argument("--device", default="cpu:0", help="the device to measure copies, calls and streams on, KIND:N "
                                                      "(default cpu:0)")
    b.add_argument("--quick", action="store_true", help="a smoke run: small sizes, few repeats (seconds)")
    b.add_argument("--compare", action="store_true", help="also measure the peers (numpy, empty cffi call, condvar, "
                                                          "torch CPU operators, mpi4py, torch gloo, bare C, where "
                                                          "installed) and print ratios")
    b.add_argument("--only", help=f"comma-separated groups: {', '.join(GROUPS)} (default all)")
    b.add_argument("--plot", type=Path, default=Path("anyrt-bench.png"), help="PNG to write (default anyrt-bench.png)")
    b.add_argument("--no-plot", dest="plot", action="store_const", const=None, help="write no plot")
    b.set_defaults(run=cmd_bench)
