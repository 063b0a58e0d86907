"""Faults: a backend call that fails midway (injected by tests/backends/fault_backend.c) leaves the
runtime usable and loses nothing already written; a failed free or destroy keeps the object live
so it can be retried; callback exceptions surface at the next synchronize; shutdown and exit with
work still queued drain it; plugins that fail at load are reported while the others load."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from conftest import build_test_plugin

HERE = Path(__file__).resolve().parent


@pytest.fixture(scope="module")
def fault_plugin(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_test_plugin(tmp_path_factory.mktemp("fault") / "libanyrt_fault.so", source="fault_backend.c")


def run(code: str, tmp_path: Path, plugins: list[Path] | None = None, **env: str) -> subprocess.CompletedProcess[str]:
    """Run `code` in a fresh interpreter with only `plugins` (plus the installed cpu plugin) on the path."""
    full = {**os.environ, "ANYRT_FAULT_LOG": str(tmp_path / "faults.log"), **env}
    full["ANYRT_BACKEND_PATH"] = ":".join(map(str, plugins or []))
    full.pop("ANYRT_DEFAULT_DEVICE", None)
    proc = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, cwd=tmp_path,
                          env=full, timeout=120)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    assert "Traceback" not in proc.stderr and "Exception ignored" not in proc.stderr, proc.stderr
    return proc


def injected(tmp_path: Path) -> list[str]:
    log = tmp_path / "faults.log"
    return log.read_text().split("\n")[:-1] if log.exists() else []


# ------------------------------------------------------------------------------- failures midway

MIDWAY = """
    import numpy as np
    import anyrt

    dev, cpu = anyrt.Device("custom", 0), anyrt.Device("cpu", 0)
    assert dev.backend == "fault", dev.backend
    used0 = dev.memory_info()
    failures = []

    def expect_failure(call, function):
        try:
            call()
        except anyrt.Error as e:
            assert type(e) is anyrt.Error and e.status == "internal_error", (type(e), e.status)
            assert e.function == function and e.backend == "fault", (e.function, e.backend)
            assert "injected failure" in e.message, e.message
            failures.append(function)
        else:
            raise AssertionError(f"{function} did not fail")

    # 8 buffers written one by one; the 5th copy fails midway through the sequence.
    data = [np.full(4096, i, np.uint8) for i in range(8)]
    bufs = [dev.allocate(4096) for _ in range(8)]
    for i, (b, d) in enumerate(zip(bufs, data)):
        if i == 4:
            expect_failure(lambda: b.copy_from(d), "memcpy")
            b.copy_from(d)  # the same call again works
        else:
            b.copy_from(d)
    for b, d in zip(bufs, data):  # nothing written before or after the failure is lost
        assert np.array_equal(b.copy_to(np.empty(4096, np.uint8)), d)

    # an allocation fails midway: no registry entry, no accounting, the next one works
    expect_failure(lambda: dev.allocate(1 << 20), "malloc")
    extra = dev.allocate(1 << 20)

    # stream work: creation, async copy, record and synchronize each fail once
    expect_failure(dev.create_stream, "create_stream")
    s = dev.create_stream()
    expect_failure(lambda: bufs[0].copy_from(data[7], stream=s), "memcpy_async")
    ev = anyrt.Event(device=dev)
    expect_failure(lambda: ev.record(s), "record_event")
    bufs[0].copy_from(data[7], stream=s)
    ev.record(s)
    expect_failure(s.synchronize, "synchronize_stream")
    s.synchronize()
    ev.synchronize()
    assert np.array_equal(bufs[0].copy_to(np.empty(4096, np.uint8)), data[7])

    # a failed free or destroy keeps the object live; the retry releases it
    expect_failure(extra.free, "free")
    assert not extra.freed
    extra.free()
    assert extra.freed
    expect_failure(ev.destroy, "destroy_event")
    ev.synchronize()  # still a live event
    ev.destroy()
    expect_failure(s.destroy, "destroy_stream")
    s.synchronize()  # still a live stream
    s.destroy()

    # the other backend never noticed
    c = cpu.allocate(64)
    c.copy_from(np.arange(64, dtype=np.uint8))
    assert np.array_equal(c.copy_to(np.empty(64, np.uint8)), np.arange(64, dtype=np.uint8))
    for b in bufs:
        b.free()
    assert dev.memory_info() == used0, (dev.memory_info(), used0)
    print(json.dumps(failures))
"""


def test_backend_failing_midway_leaves_the_runtime_usable(tmp_path: Path, fault_plugin: Path) -> None:
    rules = "memcpy:5,malloc:9,create_stream:1,memcpy_async:1,record_event:1,synchronize_stream:1,free:1,destroy_event:1," \
            "destroy_stream:1"
    proc = run("import json\n" + textwrap.dedent(MIDWAY), tmp_path, [fault_plugin], ANYRT_FAULT=rules)
    failures = json.loads(proc.stdout.strip().splitlines()[-1])
    assert sorted(failures) == sorted(r.split(":")[0] for r in rules.split(","))
    assert len(injected(tmp_path)) == len(failures) == 9


def test_a_device_that_fails_to_initialize_can_be_retried(tmp_path: Path, fault_plugin: Path) -> None:
    run("""
        import anyrt
        dev = anyrt.Device("custom", 0)
        try:
            dev.allocate(16)
        except anyrt.Error as e:
            assert "injected failure of init_device" in e.message, e.message
        else:
            raise SystemExit("init_device did not fail")
        buf = dev.allocate(16)  # the device initializes on the next use
        buf.fill(9)
        assert bytes(buf.copy_to(bytearray(16))) == b"\\x09" * 16
    """, tmp_path, [fault_plugin], ANYRT_FAULT="init_device:1")
    assert injected(tmp_path) == ["init_device 1"]


def test_every_call_failing_from_some_point_on_never_crashes(tmp_path: Path, fault_plugin: Path) -> None:
    """From the 3rd call on every data-path slot fails: every call raises anyrt.Error, shutdown
    at exit still completes (it frees what is live through the failing free slot)."""
    proc = run("""
        import anyrt
        dev = anyrt.Device("custom", 0)
        kept, errors = [], 0
        for i in range(20):
            for call in (lambda: kept.append(dev.allocate(64)), lambda: kept[-1].fill(i) if kept else None,
                         lambda: kept[0].copy_to(bytearray(64)) if kept else None, dev.create_stream):
                try:
                    call()
                except anyrt.Error as e:
                    assert e.backend == "fault", e
                    errors += 1
        print(errors)
    """, tmp_path, [fault_plugin], ANYRT_FAULT="malloc:3+,memset:3+,memcpy:3+,create_stream:3+,free:1+")
    assert int(proc.stdout.split()[-1]) >= 60
    assert len(injected(tmp_path)) >= 60


# ------------------------------------------------------------------------------- callback errors


def test_callback_exception_surfaces_at_the_next_device_synchronize(tmp_path: Path) -> None:
    run("""
        import anyrt
        dev = anyrt.Device("cpu", 0)
        a, b = dev.create_stream(), dev.create_stream()
        err = KeyError("from a callback")
        def bad():
            raise err
        ran = []
        a.add_callback(bad)
        a.add_callback(lambda: ran.append("a"))
        b.add_callback(lambda: ran.append("b"))
        b.synchronize()  # another stream's error is not this stream's
        try:
            dev.synchronize()
        except KeyError as e:
            assert e is err
        else:
            raise SystemExit("device synchronize did not raise the callback's exception")
        a.synchronize()  # raised once only
        dev.synchronize()
        assert sorted(ran) == ["a", "b"], ran
        # and a stream destroyed with an unreported exception raises it from destroy
        a.add_callback(bad)
        try:
            a.destroy()
        except KeyError as e:
            assert e is err
        else:
            raise SystemExit("destroy did not raise the callback's exception")
    """, tmp_path)


# ------------------------------------------------------------------------------- finalize with queued work

QUEUED = """
    import time, sys
    import numpy as np
    import anyrt
    ran = []
    streams, bufs = [], []
    src = np.arange(1 << 20, dtype=np.uint8)
    for d in anyrt.devices("cpu"):
        for _ in range(4):
            s = d.create_stream()
            b = d.allocate(1 << 20)
            for i in range(50):
                b.copy_from(src, stream=s)
                s.add_callback(lambda i=i: (time.sleep(0.0005), ran.append(i)))
            b.fill(1, stream=s)
            streams.append(s); bufs.append(b)
    queued = 50 * len(streams)
"""


def test_shutdown_with_queued_work_drains_it(tmp_path: Path) -> None:
    proc = run(QUEUED + """
    assert len(ran) < queued, "the work was expected to still be queued"
    anyrt.shutdown()
    print(len(ran), queued)
    """, tmp_path)
    done, queued = map(int, proc.stdout.split()[-2:])
    assert done == queued


def test_exit_with_queued_work_drains_it(tmp_path: Path) -> None:
    # atexit runs hooks last-in first-out: registered before anyrt is imported, this one runs after
    # anyrt's own exit hook has drained the streams
    proc = run("import atexit\natexit.register(lambda: print('drained', len(ran), queued))\n" + textwrap.dedent(QUEUED + """
    def bad():
        raise RuntimeError("raised while the runtime drains at exit")
    streams[0].add_callback(bad)
    """), tmp_path)
    done, queued = map(int, proc.stdout.split()[-2:])
    assert done == queued


def test_raw_c_work_queued_at_exit(tmp_path: Path) -> None:
    """Work queued through the raw C API only (no Python objects to drain it) at exit."""
    run("""
        from anyrt._cffi import ffi
        from anyrt._gen import _raw
        s = _raw.create_stream()
        p = _raw.malloc(1 << 22)
        host = ffi.new("char[]", 1 << 22)
        for _ in range(64):
            _raw.memcpy_async(p, host, 1 << 22, 0, s)
            _raw.memset_async(p, 3, 1 << 22, s)
    """, tmp_path)


# ------------------------------------------------------------------------------- plugins failing at load

PROBE = """
import json
from anyrt._cffi import ffi
from anyrt._gen import _raw
import anyrt
out = {}
for i in range(_raw.get_backend_count()):
    b = _raw.get_backend_info(i)
    out[ffi.string(b.path).decode().rsplit("/", 1)[-1]] = [b.status, ffi.string(b.message).decode()]
buf = anyrt.Device("cpu", 0).allocate(64)
buf.fill(5)
assert bytes(buf.copy_to(bytearray(64))) == b"\\x05" * 64
print(json.dumps(out))
"""


def test_plugins_failing_at_load_are_reported_and_the_others_load(tmp_path: Path) -> None:
    def variant(name: str, *defines: str) -> Path:
        return build_test_plugin(tmp_path / f"libanyrt_{name}.so", *defines, source="fault_backend.c")

    plugins = [
        variant("entryfails", 'FAULT_ENV="RULES_ENTRY"'),
        variant("initfails", 'FAULT_ENV="RULES_INIT"'),
        variant("countfails", 'FAULT_ENV="RULES_COUNT"'),
        variant("unresolved", "FAULT_UNRESOLVED"),
        variant("good", 'FAULT_ENV="RULES_NONE"'),
    ]
    noentry = tmp_path / "libanyrt_noentry.so"
    (tmp_path / "noentry.c").write_text("int anyrt_noentry_marker(void);\nint anyrt_noentry_marker(void) { return 1; }\n")
    subprocess.run(["cc", "-shared", "-fPIC", str(tmp_path / "noentry.c"), "-o", str(noentry)], check=True)
    junk = tmp_path / "libanyrt_junk.so"
    junk.write_bytes(b"\x7fELF but not really")
    proc = run(PROBE, tmp_path, [*plugins, noentry, junk], RULES_ENTRY="entry", RULES_INIT="initialize:1",
               RULES_COUNT="get_device_count:1")
    found = json.loads(proc.stdout.strip().splitlines()[-1])
    expect = {
        "libanyrt_entryfails.so": "entry point failed (internal_error)",
        "libanyrt_initfails.so": "injected failure of initialize",
        "libanyrt_countfails.so": "injected failure of get_device_count",
        "libanyrt_unresolved.so": "anyrt_fault_symbol_nobody_defines",
        "libanyrt_noentry.so": "does not export anyrt_backend_get_table",
        "libanyrt_junk.so": "dlopen failed",
    }
    for name, words in expect.items():
        status, message = found[name]
        assert status != 0 and words in message, (name, found[name])
    assert found["libanyrt_good.so"] == [0, ""]
    assert found["libanyrt_cpu.so"] == [0, ""]
    assert len(injected(tmp_path)) == 3  # entry, initialize, get_device_count


# ------------------------------------------------------------------------------- free with work queued


def test_free_waits_for_work_queued_on_the_buffer() -> None:
    """Freeing a buffer whose stream still has work on it must not let that work land in a later
    allocation at the same address (it did before Buffer.free waited for those streams)."""
    import time

    import numpy as np

    import anyrt

    dev = anyrt.Device("cpu", 0)
    s = dev.create_stream()
    for _ in range(5):
        a = dev.allocate(1 << 16)
        s.add_callback(lambda: time.sleep(0.05))
        a.fill(1, stream=s)
        a.view(0, 1024).fill(2, stream=s)  # work through a view counts too
        a.free()
        b = dev.allocate(1 << 16)
        b.fill(7)
        s.synchronize()
        assert (b.copy_to(np.empty(1 << 16, np.uint8)) == 7).all()
        b.free()
    s.destroy()


def test_free_inside_a_callback_does_not_wait_for_its_own_stream() -> None:
    import anyrt

    dev = anyrt.Device("cpu", 0)
    s = dev.create_stream()
    buf = dev.allocate(4096)
    # Measured while buf holds its memory: any object-API call on any thread may run the deferred
    # release (in the layers run a thread of an earlier test once did it before a later reading).
    free_while_held = dev.memory_info()[0]
    buf.fill(1, stream=s)
    s.add_callback(buf.free)  # would deadlock if it synchronized s from s's worker
    s.synchronize()
    assert buf.freed
    dev.allocate(16).free()  # runs the deferred release, if nothing ran it yet
    assert dev.memory_info()[0] >= free_while_held + 4096
    s.destroy()
