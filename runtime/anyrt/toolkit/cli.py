"""The `anyrt` command line: `anyrt info` (backends, devices, slot support) and `anyrt demo` (the
cpu backend at work, with measurements)."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
import warnings
from collections.abc import Callable, Sequence
from typing import Any

from rich.progress import Progress
from rich.table import Table

import anyrt
from anyrt import _extras
from anyrt._cffi import ffi
from anyrt._console import console as _console
from anyrt._gen import _raw
from anyrt._gen.spec_data import ABI_VERSION, SLOTS, STATUS
from anyrt.toolkit import native_ops

_STATUS_NAMES = {v: k for k, v in STATUS.items()}
MIB = 1 << 20


def _text(field: Any) -> str:
    return ffi.string(field).decode(errors="replace")


def _bytes(n: int | None) -> str:
    if n is None:
        return "n/a"
    for unit, scale in (("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if n >= scale:
            return f"{n / scale:.2f} {unit}"
    return f"{n} B"


def _version(v: int) -> str:
    return str(v) if v else "unknown"


def _kind_name(kind: int, alias: int) -> str:
    """The kind's name (a vendor kind's is its backend's), with the enum kind it also serves, if any."""
    name = anyrt.device.kind_name(kind)
    return f"{name} (also {anyrt.device.kind_name(alias)})" if alias != kind else name


def _slot_support(backend: int, slot: int) -> tuple[str, str]:
    """('native' | 'fallback' | 'not supported', words) for one slot of one loaded backend."""
    _name, _iface, requirement, fallback = SLOTS[slot]
    if _raw.backend_has_slot(backend, slot):
        return "native", ""
    if requirement == "required" or "NOT_SUPPORTED" in fallback:
        return "not supported", ""
    return "fallback", fallback


# ---------------------------------------------------------------------------------------------- info


def _info_data() -> dict[str, Any]:
    """Everything `anyrt info` shows, as plain data (what --json prints)."""
    data: dict[str, Any] = {"version": anyrt.__version__, "abi": f"{ABI_VERSION[0]}.{ABI_VERSION[1]}", "error": None,
                            "backends": [], "devices": []}
    try:
        _raw.init()
    except anyrt.Error as exc:  # no usable backend: still list what was found and refused
        data["error"] = str(exc)
    for i in range(_raw.get_backend_count()):
        info = _raw.get_backend_info(i)
        alias = int(info.alias_kind) if info.status == 0 else int(info.kind)  # a refused one serves nothing
        entry: dict[str, Any] = {
            "index": i, "name": _text(info.name), "kind": _kind_name(int(info.kind), alias), "path": _text(info.path),
            "loaded": info.status == 0, "status": _STATUS_NAMES.get(int(info.status), str(info.status)),
            "message": _text(info.message), "abi": f"{info.abi_major}.{info.abi_minor}",
            "devices": int(info.device_count) if info.status == 0 else None, "slots": {}}
        if entry["loaded"]:
            for s, (slot, iface, requirement, _fallback) in enumerate(SLOTS):
                support, words = _slot_support(i, s)
                entry["slots"][slot] = {"interface": iface, "requirement": requirement, "support": support, "fallback": words}
        data["backends"].append(entry)
    current = None
    try:
        current = anyrt.current_device()
    except anyrt.Error:
        pass
    for dev in anyrt.devices():
        props = _properties(dev)
        known = bool(props.get("memory_total"))  # the fallback of a backend without the query writes 0
        data["devices"].append({
            "device": str(dev), "backend": dev.backend, "current": dev == current,
            "memory_free": props.get("memory_free") if known else None,
            "memory_total": props.get("memory_total") if known else None,
            "compute_capability": props.get("compute_capability"),
            "runtime_version": props.get("runtime_version", 0), "driver_version": props.get("driver_version", 0)})
    data["op_implementations"] = [{"op": op, "kind": kind, "implementation": name}
                                  for (op, kind), name in anyrt.ops.implementations().items()]
    return data


# What the counts of _tally are: "native" in --json means the backend fills the slot
TALLY_WORDS = "filled / fallback / not supported"


def _tally(slots: dict[str, dict[str, str]]) -> str:
    counts = {"native": 0, "fallback": 0, "not supported": 0}
    for slot in slots.values():
        counts[slot["support"]] += 1
    return " / ".join(str(n) for n in counts.values())


def cmd_info(args: argparse.Namespace) -> int:
    data = _info_data()
    if args.backend:
        known = {b["name"] for b in data["backends"]}
        unknown = [name for name in args.backend if name not in known]
        if unknown:
            _console().print(f"[red]anyrt info: no backend {', '.join(map(repr, unknown))} "
                             f"(found: {', '.join(sorted(known)) or 'none'})[/red]")
            return 2
        data["backends"] = [b for b in data["backends"] if b["name"] in args.backend]
        data["devices"] = [d for d in data["devices"] if d["backend"] in args.backend]
    if args.ops:  # each operator and dtype run on device 0 of each backend with devices, the host fallback off
        for b in data["backends"]:
            if not (b["loaded"] and b["devices"]):
                continue
            try:
                b["ops"] = native_ops.probe(b["name"])
            except (RuntimeError, subprocess.TimeoutExpired) as exc:  # a plugin that crashes on some operator
                b["ops_error"] = str(exc)
                continue
            b["ops_totals"] = native_ops.totals(b["ops"])
    if args.json:
        print(json.dumps(data, indent=2))
        return 0
    con = _console()
    con.print(f"[bold]anyrt[/bold] {data['version']}  ABI {data['abi']}")
    if data["error"]:
        con.print(f"[red]runtime: {data['error']}[/red]")
    # "filled", not "native": a filled slot may still decline (a scaffold's stub returns NOT_SUPPORTED);
    # only running it tells, which `anyrt conformance NAME` does
    backends = Table(title="Backends", title_justify="left", caption=f"slots: {TALLY_WORDS}"
                     + ("" if args.slots else "; `anyrt info --slots` lists them")
                     + "; a filled slot may still decline a call: `anyrt conformance NAME` tells what runs natively")
    for col in ("name", "kind", "status", "ABI", "devices", "slots"):
        backends.add_column(col, overflow="fold")
    for b in data["backends"]:
        if b["loaded"]:
            status = "[green]loaded[/green]"
            if b["devices"] == 0:  # e.g. cuda without a GPU or driver: say why
                status += f" [yellow](no devices: {b['message'] or 'no reason given'})[/yellow]"
            elif b["message"]:  # what the backend's host says of it, e.g. a Paddle plugin's layout
                status += f" ({b['message']})"
        else:
            status = f"[red]refused ({b['status']}): {b['message']}[/red]"
        backends.add_row(b["name"], b["kind"], status, b["abi"], "-" if b["devices"] is None else str(b["devices"]),
                         _tally(b["slots"]) if b["loaded"] else "-")
    con.print(backends)
    if not data["backends"]:
        con.print("[red]no backend plugin was found[/red] (searched ANYRT_BACKEND_PATH, the `anyrt.backends` entry points, "
                  "the anyrt package folder and <prefix>/lib/anyrt/backends)")

    devs = Table(title="Devices", title_justify="left")
    for col in ("device", "backend", "memory free", "memory total", "compute capability"):
        devs.add_column(col)
    for d in data["devices"]:
        devs.add_row(f"{d['device']}{' (current)' if d['current'] else ''}", d["backend"] or "-", _bytes(d["memory_free"]),
                     _bytes(d["memory_total"]), str(d["compute_capability"] or "n/a"))
    con.print(devs)
    if data["op_implementations"]:
        impls = Table(title="Operator implementations preferred over the backends' (anyrt.ops.register)",
                      title_justify="left")
        for col in ("operator", "device kind", "implementation"):
            impls.add_column(col)
        for row in data["op_implementations"]:
            impls.add_row(row["op"], row["kind"], row["implementation"])
        con.print(impls)
    for b in data["backends"]:
        if "ops" in b:
            con.print(native_ops.render(b["ops"], b["name"]))
        elif "ops_error" in b:
            con.print(f"operators on '{b['name']}': {b['ops_error']}", style="red", markup=False)
    if not args.slots:
        return 0
    for b in data["backends"]:
        if not b["loaded"]:
            continue
        con.print(f"[bold]{b['name']}[/bold]: {b['path']}")
        slots = Table(title=f"Slots of backend '{b['name']}'", title_justify="left")
        for col in ("slot", "interface", "requirement", "support"):
            slots.add_column(col)
        for slot, row in b["slots"].items():
            style = {"native": "green", "fallback": "yellow", "not supported": "red"}[row["support"]]
            word = "filled" if row["support"] == "native" else row["support"]
            cell = f"[{style}]{word}[/{style}]" + (f" ({row['fallback']})" if row["fallback"] else "")
            slots.add_row(slot, row["interface"], row["requirement"], cell)
        slots.caption = _tally(b["slots"]) + f" ({TALLY_WORDS})"
        con.print(slots)
    return 0


def _properties(dev: anyrt.Device) -> dict[str, Any]:
    try:
        return dev.properties()
    except anyrt.Error:
        return {}


# ---------------------------------------------------------------------------------------------- demo


def _timed(stream: anyrt.Stream, op: Callable[[], Any]) -> float:
    """Milliseconds `op` (queued on `stream`) takes, measured with a pair of timing events."""
    start, end = anyrt.Event(enable_timing=True, device=stream.device), anyrt.Event(enable_timing=True,
                                                                                    device=stream.device)
    start.record(stream)
    op()
    end.record(stream)
    end.synchronize()
    stream.synchronize()
    ms = start.elapsed_time(end)
    start.destroy()
    end.destroy()
    return ms


def _ops_panel(dev: anyrt.Device, stream: anyrt.Stream, repeats: int) -> Table:
    """gemm GFLOP/s and an elementwise operator's GB/s, each beside NumPy's on the same memory."""
    import numpy as np

    n, count = 512, 1 << 22
    rng = np.random.default_rng(1)
    a, b = (anyrt.asarray(rng.random((n, n), np.float32), device=dev, copy=True) for _ in range(2))
    c = anyrt.empty((n, n), "float32", dev)
    x, y = (anyrt.asarray(rng.random(count, np.float32), device=dev, copy=True) for _ in range(2))
    z = anyrt.empty((count,), "float32", dev)
    host = [np.asarray(t) for t in (a, b, c, x, y, z)]  # cpu device memory is host memory: the same bytes
    table = Table(title=f"Operators on {dev} (anyrt.ops, timed with events) vs NumPy on the same memory",
                  title_justify="left")
    for col in ("operator", "anyrt", "numpy", "ratio"):
        table.add_column(col, justify="left" if col == "operator" else "right")
    rows = [(f"gemm f32 {n}³", 2.0 * n**3 / 1e9, "GFLOP/s", lambda: anyrt.ops.gemm(a, b, out=c, stream=stream),
             lambda: np.matmul(host[0], host[1], out=host[2])),
            (f"add f32 {count >> 20} Mi", 12.0 * count / 1e9, "GB/s", lambda: anyrt.ops.add(x, y, out=z, stream=stream),
             lambda: np.add(host[3], host[4], out=host[5]))]
    for label, work, unit, ours, theirs in rows:
        # NumPy first: OpenBLAS threads that anyrt's gemm leaves spinning would slow NumPy's own
        theirs()
        t_np = min(_wall(theirs) for _ in range(repeats))
        t_ours = min(_timed(stream, ours) for _ in range(repeats)) / 1e3
        table.add_row(label, f"{work / t_ours:.1f} {unit}", f"{work / t_np:.1f} {unit}", f"{t_np / t_ours:.2f}x")
    return table


def _wall(fn: Callable[[], Any]) -> float:
    t0 = time.perf_counter()
    fn()
    return time.perf_counter() - t0


def cmd_demo(args: argparse.Namespace) -> int:
    import numpy as np

    con = _console()
    cpus = anyrt.devices("cpu")
    if not cpus:
        con.print("[red]anyrt demo needs the cpu backend, and it is not loaded (see `anyrt info`)[/red]")
        return 1
    d0 = cpus[0]
    d1 = cpus[1] if len(cpus) > 1 else None
    nbytes = int(args.size * MIB)
    room = min(d.memory_info()[0] for d in cpus[:2]) // 3  # two buffers on cpu:0, with headroom
    if 0 < room < nbytes:
        nbytes = max(MIB, room // MIB * MIB)
    repeats = max(1, args.repeat)
    con.print(f"[bold]anyrt demo[/bold]: {len(cpus)} cpu device(s) of backend '{d0.backend}', "
              f"copies of {_bytes(nbytes)}, best of {repeats}")

    mem = Table(title="Memory (free / total)", title_justify="left")
    mem.add_column("device")
    mem.add_column("before")
    before = {d: d.memory_info() for d in cpus[:2]}

    t_all = time.perf_counter()
    rng = np.random.default_rng(0)
    host_src = rng.integers(0, 256, size=nbytes, dtype=np.uint8)
    host_dst = np.zeros(nbytes, dtype=np.uint8)
    b0, b0b = d0.allocate(nbytes), d0.allocate(nbytes)
    b1 = d1.allocate(nbytes) if d1 is not None else None
    s0 = anyrt.Stream(d0)
    s1 = anyrt.Stream(d1) if d1 is not None else None
    for b in (b0, b0b, b1):  # first touch of the pages, outside the measurements
        if b is not None:
            b.fill(0)
    allocated = {d: d.memory_info() for d in cpus[:2]}

    # ---- copies, timed with events
    copies = Table(title="Copies (timed with events)", title_justify="left")
    for col in ("copy", "call", "stream", "time", "bandwidth"):
        copies.add_column(col, justify="right" if col in ("time", "bandwidth") else "left")
    ops: list[tuple[str, str, anyrt.Stream, Callable[[], Any]]] = [
        ("H2D", f"host -> {d0}", s0, lambda: b0.copy_from(host_src, s0)),
        ("D2D", f"{d0} -> {d0}", s0, lambda: b0b.copy_from(b0, s0)),
        ("fill", f"{d0}", s0, lambda: b0b.fill(0xAB, s0)),
    ]
    if d1 is not None and b1 is not None and s1 is not None:
        ops.append(("peer D2D", f"{d0} -> {d1}", s1, lambda: b1.copy_from(b0, s1)))
        ops.append(("D2H", f"{d1} -> host", s1, lambda: b1.copy_to(host_dst, s1)))
    else:
        ops.append(("D2H", f"{d0} -> host", s0, lambda: b0.copy_to(host_dst, s0)))
    with Progress(console=con, transient=True) as progress:
        task = progress.add_task("timing copies", total=len(ops) * repeats)
        for label, where, stream, op in ops:
            times = []
            for _ in range(repeats):
                times.append(_timed(stream, op))
                progress.advance(task)
            best = min(times)
            rate = nbytes / (best / 1e3) / 1e9 if best > 0 else float("inf")
            copies.add_row(label, where, str(stream.device), f"{best:.2f} ms", f"{rate:.1f} GB/s")
    same = bool(np.array_equal(host_src, host_dst))
    con.print(copies)
    con.print(f"  round trip host -> {d0} -> {d1 or d0} -> host: {'data identical' if same else '[red]DATA DIFFERS[/red]'}")

    # ---- an asynchronous copy returns before it finishes
    host_dst[:] = 0
    src = b1 if b1 is not None else b0
    stream = s1 if s1 is not None else s0
    t0 = time.perf_counter()
    src.copy_to(host_dst, stream)
    t_return = time.perf_counter() - t0
    ready_now = stream.query()
    stream.synchronize()
    t_done = time.perf_counter() - t0
    ready_after = stream.query()
    asyn = Table(title="Asynchronous copy (Buffer.copy_to(host, stream))", title_justify="left")
    asyn.add_column("step")
    asyn.add_column("after", justify="right")
    asyn.add_column("stream.query()")
    asyn.add_row("copy_to(..., stream) returned", f"{t_return * 1e3:.3f} ms", str(ready_now))
    asyn.add_row("stream.synchronize() returned", f"{t_done * 1e3:.3f} ms", str(ready_after))
    con.print(asyn)
    con.print("  the call returned before the copy finished" if not ready_now and ready_after
              else "  the copy finished before query() ran (a very fast copy)")
    if not np.array_equal(host_src, host_dst):
        con.print("[red]async copy: data differs[/red]")
        return 1

    # ---- two streams overlap: each runs a 200 ms host callback
    sa, sb = anyrt.Stream(d0), anyrt.Stream(d1 if d1 is not None else d0)
    events = []
    t0 = time.perf_counter()
    for s in (sa, sb):
        start, end = anyrt.Event(True, s.device), anyrt.Event(True, s.device)
        start.record(s)
        s.add_callback(lambda: time.sleep(args.sleep))
        end.record(s)
        events.append((s, start, end))
    for s, _start, _end in events:
        s.synchronize()
    wall = (time.perf_counter() - t0) * 1e3
    over = Table(title=f"Overlap: two streams, a {args.sleep * 1e3:.0f} ms callback on each", title_justify="left",
                 min_width=50)
    over.add_column("stream")
    over.add_column("busy (events)", justify="right")
    busy = 0.0
    for i, (s, start, end) in enumerate(events):
        ms = start.elapsed_time(end)
        busy += ms
        over.add_row(f"stream {i} on {s.device}", f"{ms:.1f} ms")
    over.add_row("[bold]sum of stream times[/bold]", f"{busy:.1f} ms")
    over.add_row("[bold]wall time[/bold]", f"{wall:.1f} ms")
    con.print(over)
    if wall > 0:
        con.print(f"  {busy / wall:.2f}x: the streams ran concurrently (wall time ~ one callback, not the sum)")
    for s, start, end in events:
        start.destroy()
        end.destroy()
        s.destroy()

    # ---- operators, timed with events, against NumPy on the same memory
    con.print(_ops_panel(d0, s0, repeats))

    # ---- memory
    for b in (b0, b0b, b1):
        if b is not None:
            b.free()
    mem.add_column(f"with {_bytes(nbytes)} buffers")
    mem.add_column("after free")
    for d in cpus[:2]:
        after = d.memory_info()
        mem.add_row(str(d), *(f"{_bytes(f)} / {_bytes(t)}" for f, t in (before[d], allocated[d], after)))
    con.print(mem)
    s0.destroy()
    if s1 is not None:
        s1.destroy()
    con.print(f"demo finished in {time.perf_counter() - t_all:.2f} s")
    return 0


# ---------------------------------------------------------------------------------------------- main


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="anyrt", description="anyrt: one runtime interface for every accelerator")
    parser.add_argument("--version", action="version", version=f"anyrt {anyrt.__version__}")
    sub = parser.add_subparsers(dest="command", required=True)
    info = sub.add_parser("info", help="backends (loaded or refused), devices and the slots each backend fills")
    info.add_argument("backend", nargs="*", help="only these backends (and their devices)")
    info.add_argument("--slots", action="store_true", help="also list every slot of each loaded backend")
    info.add_argument("--json", action="store_true", help="print everything as JSON")
    info.add_argument("--ops", action="store_true", help="also run each operator in each dtype on every backend's "
                      "device 0 with the host fallback off (ANYRT_HOST_FALLBACK=0): which run natively")
    info.set_defaults(run=cmd_info)
    demo = sub.add_parser("demo", help="the cpu backend at work: copies, streams, events, with measurements")
    demo.add_argument("--size", type=float, default=64, help="MiB per copy (default 64)")
    demo.add_argument("--repeat", type=int, default=3, help="runs per copy, the best is shown (default 3)")
    demo.add_argument("--sleep", type=float, default=0.2, help="seconds each overlap callback sleeps (default 0.2)")
    demo.set_defaults(run=cmd_demo)
    # The backend author's toolkit (each module adds its own subcommands).
    from anyrt.toolkit import checkout, conformance_cli, paddle_cli, scaffold, torch_cli
    from anyrt.toolkit.bench import command as bench_command

    scaffold.add_parsers(sub)
    conformance_cli.add_parsers(sub)
    checkout.add_parsers(sub)
    bench_command.add_parsers(sub)
    paddle_cli.add_parsers(sub)
    torch_cli.add_parsers(sub)
    args = parser.parse_args(argv)
    with warnings.catch_warnings():
        # The slot tables already say which calls a fallback serves.
        warnings.simplefilter("ignore", anyrt.PerformanceWarning)
        try:
            return int(args.run(args))
        except anyrt.Error as exc:
            _console().print(f"[red]anyrt {args.command}: {exc}[/red]")
            return 1
        except _extras.MissingExtraError as exc:
            _console().print(f"anyrt {args.command}: {exc}", markup=False)
            return 2
        except checkout.CheckoutError as exc:
            _console().print(f"[red]anyrt {exc}[/red]" if str(exc).startswith(args.command) else
                             f"[red]anyrt {args.command}: {exc}[/red]", markup=True)
            return 2


if __name__ == "__main__":
    sys.exit(main())
