"""The validation (ANYRT_VALIDATE) and tracing (ANYRT_TRACE) layers on the cpu backend.

The runtime reads both switches when it loads, so in-process tests set the variable and reload
(`anyrt.shutdown()`); what needs a whole program (sites from Python, leak reports at exit, the trace
file after an exception) runs in a subprocess."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import anyrt
from anyrt._cffi import ffi, lib
from anyrt._gen import _raw

H2D, D2H = lib.ANYRT_MEMCPY_KIND_H2D, lib.ANYRT_MEMCPY_KIND_D2H
F32, SUM = lib.ANYRT_DTYPE_FLOAT32, lib.ANYRT_REDUCE_OP_SUM


def _ptr(obj: Any) -> Any:
    return ffi.cast("void*", obj.ptr if isinstance(obj, anyrt.Buffer) else obj.ctypes.data)


def run_script(code: str, tmp_path: Path, **env: str) -> subprocess.CompletedProcess[str]:
    script = tmp_path / "program.py"
    script.write_text(textwrap.dedent(code))
    return subprocess.run([sys.executable, str(script)], capture_output=True, text=True, cwd=tmp_path,
                          env={**os.environ, **env}, timeout=120)


@pytest.fixture
def validating() -> Iterator[None]:
    old = os.environ.get("ANYRT_VALIDATE")
    os.environ["ANYRT_VALIDATE"] = "1"
    anyrt.shutdown()
    anyrt.set_device(anyrt.Device("cpu", 0))
    yield
    if old is None:
        del os.environ["ANYRT_VALIDATE"]
    else:
        os.environ["ANYRT_VALIDATE"] = old
    anyrt.shutdown()


def _rejects(call: Any, *args: Any, function: str, param: str, words: str) -> anyrt.Error:
    with pytest.raises(anyrt.InvalidValueError) as info:
        call(*args)
    err = info.value
    assert (err.function, err.param) == (function, param), str(err)
    assert words in err.message, err.message
    return err


# ---------------------------------------------------------------------------------------------- validation


def test_copy_past_the_end_is_refused_and_writes_nothing(validating: None) -> None:
    buf = anyrt.Device("cpu", 0).allocate(4096)
    buf.fill(7)
    host = np.zeros(8192, np.uint8)
    _rejects(_raw.memcpy, _ptr(buf), _ptr(host), 8192, H2D, function="memcpy", param="dst",
             words="reaches 4096 bytes past the end of its allocation")
    inside = ffi.cast("char*", _ptr(buf)) + 4000
    _rejects(_raw.memcpy_async, inside, _ptr(host), 200, H2D, ffi.NULL, function="memcpy_async", param="dst",
             words="reaches 104 bytes past the end")
    _rejects(_raw.memcpy, _ptr(host), _ptr(buf), 4097, D2H, function="memcpy", param="src", words="past the end")
    assert (buf.copy_to(np.empty(4096, np.uint8)) == 7).all()  # the refused calls never reached the backend


def test_host_memory_where_the_copy_kind_says_device(validating: None) -> None:
    host = np.zeros(64, np.uint8)
    other = np.ones(64, np.uint8)
    _rejects(_raw.memcpy, _ptr(host), _ptr(other), 64, H2D, function="memcpy", param="dst",
             words="is not device memory of cpu:0: it is not inside any live anyrt allocation")
    # memset reaches memory the device can address (spec: memory addressable): pinned host memory of
    # the backend is fine (backends serve it), a foreign host pointer is not.
    pinned = ffi.cast("void*", _raw.malloc_host(64))
    try:
        _raw.memset_async(pinned, 0, 64, ffi.NULL)
        _raw.synchronize_stream(ffi.NULL)
    finally:
        _raw.free_host(pinned)
    _rejects(_raw.memset_async, _ptr(host), 0, 64, ffi.NULL, function="memset_async", param="ptr",
             words="it is not inside any live anyrt allocation")


def test_freed_pointer_is_refused_before_the_backend_touches_it(validating: None) -> None:
    buf = anyrt.Device("cpu", 0).allocate(256)
    ptr = _ptr(buf)
    buf.free()
    _rejects(_raw.memset_async, ptr, 1, 256, ffi.NULL, function="memset_async", param="ptr",
             words="not inside any live anyrt allocation (freed, or never allocated by anyrt)")


def test_stream_of_another_device_is_named(validating: None) -> None:
    src = anyrt.Device("cpu", 1).allocate(128)
    with anyrt.Device("cpu", 0):
        stream0 = anyrt.Stream()
    host = np.zeros(128, np.uint8)
    err = _rejects(_raw.memcpy_async, _ptr(host), _ptr(src), 128, D2H, stream0.handle, function="memcpy_async",
                   param="stream", words="runs the call on cpu:0, but 'src' is inside a 128-byte device allocation of cpu:1")
    assert "made by anyrt_malloc" in err.message


def test_peer_copy_with_the_wrong_device_index(validating: None) -> None:
    a, b = anyrt.Device("cpu", 0).allocate(64), anyrt.Device("cpu", 1).allocate(64)
    _rejects(_raw.memcpy_peer, _ptr(b), 1, _ptr(a), 1, 64, function="memcpy_peer", param="src",
             words="is not memory of cpu:1, the device of this call: it is inside a 64-byte device allocation of cpu:0")
    _raw.memcpy_peer(_ptr(b), 1, _ptr(a), 0, 64)  # the right indices pass


def test_collective_buffers_sized_from_count_dtype_and_ranks(validating: None) -> None:
    devs = [anyrt.Device("cpu", 0), anyrt.Device("cpu", 1)]
    comms = anyrt.ccl.Communicator.init_all(devs)
    bufs = [d.allocate(16) for d in devs]  # four f32
    _rejects(_raw.all_reduce, _ptr(bufs[0]), _ptr(bufs[0]), 5, F32, SUM, comms[0].handle, ffi.NULL,
             function="all_reduce", param="sendbuf", words="reaches 4 bytes past the end")
    # all_gather writes send_count elements per rank: 4 f32 from each of 2 ranks do not fit in 16 bytes
    _rejects(_raw.all_gather, _ptr(bufs[0]), _ptr(bufs[0]), 4, F32, comms[0].handle, ffi.NULL,
             function="all_gather", param="recvbuf", words="reaches 16 bytes past the end")
    _rejects(_raw.all_reduce, _ptr(bufs[1]), _ptr(bufs[1]), 4, F32, SUM, comms[0].handle, ffi.NULL,
             function="all_reduce", param="comm", words="runs the call on cpu:0, but 'sendbuf' is inside")
    for c in comms:
        c.destroy()


def test_destroyed_handle_names_where_it_was_created_and_destroyed(tmp_path: Path) -> None:
    out = run_script("""
        import anyrt
        from anyrt._gen import _raw
        s = anyrt.Stream()
        handle = s.handle
        s.destroy()
        try:
            _raw.query_stream(handle)
        except anyrt.Error as e:
            print("USE", e.status, e.message)
        try:
            _raw.destroy_stream(handle)
        except anyrt.Error as e:
            print("TWICE", e.status, e.message)
    """, tmp_path, ANYRT_VALIDATE="1")
    assert out.returncode == 0, out.stderr
    use, twice = out.stdout.splitlines()
    site = "program.py:4 in <module>"
    for line, fn in ((use, "query_stream"), (twice, "destroy_stream")):
        assert line.split()[1] == "invalid_handle", line
        assert f"anyrt_{fn}: argument 'stream' is a stream that was already destroyed" in line
        assert f"created by anyrt_create_stream at {tmp_path / site}" in line or site in line
        assert "destroyed by anyrt_destroy_stream" in line


def test_leak_report_names_every_live_object_and_its_site(tmp_path: Path) -> None:
    out = run_script("""
        import anyrt
        dev = anyrt.Device("cpu", 1)
        buf = dev.allocate(1000)
        with dev:
            s = anyrt.Stream()
            e = anyrt.Event()
        comms = anyrt.ccl.Communicator.init_all([anyrt.Device("cpu", 0), dev])
        freed = dev.allocate(10)
        freed.free()
    """, tmp_path, ANYRT_VALIDATE="1")
    assert out.returncode == 0, out.stderr
    lines = [ln for ln in out.stderr.splitlines() if ln.startswith("anyrt validation:")]
    assert lines[0] == "anyrt validation: 5 objects still alive at shutdown:", out.stderr
    body = "\n".join(lines[1:])
    assert "device memory" in body and "1000 bytes on cpu:1, allocated by anyrt_malloc at" in body
    assert "program.py:4 in <module>" in body
    assert "stream #" in body and "program.py:6 in <module>" in body
    assert "event #" in body and "program.py:7 in <module>" in body
    assert body.count("created by anyrt_comm_init_all at") == 2 and "program.py:8 in <module>" in body
    assert "10 bytes" not in body


def test_clean_program_reports_no_leaks_and_layers_off_print_nothing(tmp_path: Path) -> None:
    code = """
        import anyrt
        with anyrt.Device("cpu", 0).allocate(64) as buf:
            buf.fill(1)
    """
    on = run_script(code, tmp_path, ANYRT_VALIDATE="1")
    assert on.returncode == 0 and "anyrt validation: no leaks at shutdown" in on.stderr, on.stderr
    off = run_script(code, tmp_path, ANYRT_VALIDATE="0")
    assert off.returncode == 0 and "anyrt validation" not in off.stderr, off.stderr


def test_c_program_without_shutdown_gets_its_report_at_exit(tmp_path: Path) -> None:
    out = run_script("""
        from anyrt._cffi import ffi, lib
        p = ffi.new("void**")
        lib.anyrt_set_call_site(b"main.c:42")
        assert lib.anyrt_malloc(p, 32) == 0
        import atexit
        atexit._clear()  # no Python-side shutdown: the runtime's own exit hook reports
    """, tmp_path, ANYRT_VALIDATE="1")
    assert out.returncode == 0, out.stderr
    assert "1 object still alive at exit" in out.stderr
    assert "32 bytes on cpu:0, allocated by anyrt_malloc at main.c:42" in out.stderr


def test_objects_left_alive_die_at_shutdown_and_are_not_reported_again(tmp_path: Path) -> None:
    # An operator handle, an operator descriptor and a tensor descriptor left alive outlived the
    # shutdown that reported them: the next runtime's report named them again, reading their freed
    # backend (ASan: heap-use-after-free in anyrt__describe_live_handles; a CI worker crashed).
    out = run_script("""
        from anyrt._cffi import ffi, lib
        h, d, t = ffi.new("anyrt_op_handle_t*"), ffi.new("anyrt_op_desc_t*"), ffi.new("anyrt_tensor_desc_t*")
        assert lib.anyrt_create_op_handle(h) == 0
        shape = ffi.new("int64_t[1]", [4])
        assert lib.anyrt_create_tensor_desc(t, lib.ANYRT_DTYPE_FLOAT32, 1, shape, ffi.NULL) == 0
        assert lib.anyrt_create_relu_descriptor(h[0], d, t[0], t[0]) == 0
        assert lib.anyrt_shutdown() == 0
        n = ffi.new("int*")
        assert lib.anyrt_get_backend_count(n) == 0  # a second runtime, which creates nothing
        assert lib.anyrt_destroy_op_desc(d[0]) == lib.ANYRT_STATUS_INVALID_HANDLE  # dead with its runtime
        assert lib.anyrt_shutdown() == 0
        import atexit
        atexit._clear()
    """, tmp_path, ANYRT_VALIDATE="1")
    assert out.returncode == 0, out.stderr
    reports = [ln for ln in out.stderr.splitlines() if ln.startswith("anyrt validation:") and " at " in ln]
    assert reports[0] == "anyrt validation: 3 objects still alive at shutdown:", out.stderr
    assert reports[1:] == ["anyrt validation: no leaks at shutdown"], out.stderr


# ---------------------------------------------------------------------------------------------- tracing


TRACED = """
    import anyrt, anyrt._gen._raw, numpy as np
    dev = anyrt.Device("cpu", 0)
    with dev:
        s1, s2 = anyrt.Stream(), anyrt.Stream()
        buf = dev.allocate(1 << 20)
        buf.copy_from(np.ones(1 << 18, np.float32), stream=s1)
        done = anyrt.Event()
        done.record(s1)
        s2.wait_event(done)
        buf.fill(0, stream=s2)
        s2.synchronize()
        try:
            anyrt._gen._raw.malloc(0)
        except anyrt.Error:
            pass
    raise RuntimeError("the program fails after its work")
"""


def _trace(tmp_path: Path) -> list[dict[str, Any]]:
    path = tmp_path / "trace.json"
    out = run_script(TRACED, tmp_path, ANYRT_TRACE=str(path))
    assert out.returncode == 1 and "the program fails after its work" in out.stderr, out.stderr
    events = json.loads(path.read_text())  # complete JSON although the program raised
    assert isinstance(events, list)
    return events


def test_trace_has_every_call_with_arguments_status_and_duration(tmp_path: Path) -> None:
    events = _trace(tmp_path)
    calls = [e for e in events if e.get("cat") == "api"]
    names = [e["name"] for e in calls]
    for fn in ("create_stream", "malloc", "memcpy_async", "create_event", "record_event", "stream_wait_event",
               "memset_async", "synchronize_stream"):
        assert fn in names, names
    assert all(e["ph"] == "X" and e["dur"] >= 0 and e["tid"] == calls[0]["tid"] for e in calls)
    malloc = next(e for e in calls if e["name"] == "malloc" and e["args"]["status"] == "success")
    assert malloc["args"]["size"] == 1 << 20 and malloc["args"]["ptr"].startswith("0x")
    copy = next(e for e in calls if e["name"] == "memcpy_async")
    # the caller passed `default` (Python lets the core infer); the trace also says what ran
    assert copy["args"]["kind"] == "default" and copy["args"]["kind_used"] == "h2d" and copy["args"]["size"] == 1 << 20
    failed = [e for e in calls if e["args"]["status"] == "invalid_value"]
    assert [e["name"] for e in failed] == ["malloc"] and failed[0]["args"]["size"] == 0


def test_trace_has_one_track_per_stream_in_stream_order(tmp_path: Path) -> None:
    events = _trace(tmp_path)
    tracks = {e["tid"]: e["args"]["name"] for e in events if e["name"] == "thread_name"}
    assert sorted(tracks.values()) == ["stream #1 (cpu:0)", "stream #2 (cpu:0)"], tracks
    by_name = {tracks[e["tid"]].split()[1]: [] for e in events if e.get("cat") == "stream"}
    tasks = [e for e in events if e.get("cat") == "stream"]
    for e in tasks:
        by_name[tracks[e["tid"]].split()[1]].append(e)
    assert [e["name"] for e in by_name["#1"]] == ["memcpy_async", "record_event"]
    assert [e["name"] for e in by_name["#2"]] == ["stream_wait_event", "memset_async"]
    copy, record = by_name["#1"]
    wait, fill = by_name["#2"]
    assert copy["ts"] + copy["dur"] <= record["ts"] + 1e-3  # in stream order
    assert fill["ts"] >= record["ts"]  # the fill waited for the event recorded after the copy
    api_copy = next(e for e in events if e.get("cat") == "api" and e["name"] == "memcpy_async")
    assert copy["ts"] >= api_copy["ts"] and copy["args"]["size"] == api_copy["args"]["size"]


def _recorded() -> list[Any]:
    out = []
    while True:
        event, got = _raw.trace_next()
        if not got:
            return out
        out.append(event)


def test_trace_record_in_memory_pairs_each_call_with_its_stream_task() -> None:
    """anyrt_trace_start/stop/next (a profiler's collector, Paddle's profiler_* fields): without
    ANYRT_TRACE, the calls between start and stop and the work they queued, linked by correlation."""
    dev = anyrt.Device("cpu", 0)
    with dev:
        s = anyrt.Stream()
        buf = dev.allocate(4096)
        _recorded()  # nothing is recorded before start
        _raw.trace_start()
        try:
            buf.fill(0, stream=s)
            s.synchronize()
        finally:
            _raw.trace_stop()
        events = _recorded()
        buf.fill(1, stream=s)  # after stop: not recorded
        s.synchronize()
        assert _recorded() == []
        buf.free()
        s.destroy()
    names = [(ffi.string(e.name).decode(), e.on_stream) for e in events]
    assert ("memset_async", 0) in names and ("memset_async", 1) in names and ("synchronize_stream", 0) in names, names
    call = next(e for e in events if ffi.string(e.name) == b"memset_async" and not e.on_stream)
    task = next(e for e in events if ffi.string(e.name) == b"memset_async" and e.on_stream)
    assert call.correlation == task.correlation != 0
    assert task.stream == call.stream != 0 and task.device == 0 and task.bytes == call.bytes == 4096
    assert call.start_ns <= call.end_ns <= task.end_ns and task.start_ns <= task.end_ns
    assert call.thread == task.thread and call.status == task.status == 0


def test_trace_next_refuses_a_missing_struct_size() -> None:
    event, got = ffi.new("anyrt_trace_event_t *"), ffi.new("int *")
    assert lib.anyrt_trace_next(event, got) == lib.ANYRT_STATUS_INVALID_VALUE
    assert lib.anyrt_trace_next(ffi.NULL, got) == lib.ANYRT_STATUS_INVALID_VALUE


def test_trace_of_collectives_puts_each_rank_on_its_stream(tmp_path: Path) -> None:
    path = tmp_path / "trace.json"
    out = run_script("""
        import anyrt, numpy as np
        devs = [anyrt.Device("cpu", 0), anyrt.Device("cpu", 1)]
        comms = anyrt.ccl.Communicator.init_all(devs)
        bufs = [d.allocate(1024) for d in devs]
        streams = []
        for d in devs:
            with d:
                streams.append(anyrt.Stream())
        for c, b, s in zip(comms, bufs, streams):
            c.all_reduce(b, b, op="sum", stream=s, dtype="float32")
        for s in streams:
            s.synchronize()
    """, tmp_path, ANYRT_TRACE=str(path))
    assert out.returncode == 0, out.stderr
    events = json.loads(path.read_text())
    tracks = {e["tid"]: e["args"]["name"] for e in events if e["name"] == "thread_name"}
    reduced = [tracks[e["tid"]] for e in events if e.get("cat") == "stream" and e["name"] == "all_reduce"]
    assert sorted(n.split("(")[1] for n in reduced) == ["cpu:0)", "cpu:1)"], reduced


def test_trace_name_with_pid_gives_each_process_its_file(tmp_path: Path) -> None:
    code = """
        import os, anyrt
        anyrt.Device("cpu", 0).allocate(8).free()
        print(os.getpid())
    """
    pids = [run_script(code, tmp_path, ANYRT_TRACE=str(tmp_path / "t-%p.json")).stdout.strip() for _ in range(2)]
    for pid in pids:
        events = json.loads((tmp_path / f"t-{pid}.json").read_text())
        assert [e["name"] for e in events if e.get("cat") == "api"][-2:] == ["malloc", "free"]


def test_unwritable_trace_path_warns_and_the_program_runs(tmp_path: Path) -> None:
    out = run_script("""
        import anyrt
        anyrt.Device("cpu", 0).allocate(8).free()
        print("ran")
    """, tmp_path, ANYRT_TRACE=str(tmp_path / "missing" / "dir" / "t.json"))
    assert out.returncode == 0 and out.stdout.strip() == "ran", out.stderr
    assert "ANYRT_TRACE: cannot write" in out.stderr
