"""Graph capture from Python (anyrt.Graph, `with anyrt.graph(g):` as torch.cuda.graph) and stream
priority (anyrt.Stream(priority=...), anyrt.stream_priority_range), on the cpu backend, where the
core records and replays."""

from __future__ import annotations

import gc

import numpy as np
import pytest
from cpu_devices import CPU0, on_cpu0  # noqa: F401 (on_cpu0 is autouse)

import anyrt
from anyrt import ops
from anyrt._gen import _raw
from conftest import run_child


def test_a_graph_replays_the_captured_operators_on_new_inputs() -> None:
    a = anyrt.asarray(np.arange(6, dtype=np.float32).reshape(2, 3), device=CPU0, copy=True)
    b = anyrt.asarray(np.ones((2, 3), np.float32), device=CPU0, copy=True)
    out = anyrt.zeros((2, 3), "float32", CPU0)
    g = anyrt.Graph()
    with anyrt.graph(g):
        ops.add(a, b, out=out)
        ops.mul(out, out, out=out)
    np.testing.assert_array_equal(out.numpy(), np.zeros((2, 3), np.float32))  # captured, not run
    g.replay()
    np.testing.assert_array_equal(out.numpy(), (np.arange(6).reshape(2, 3) + 1.0) ** 2)
    a.copy_(np.full((2, 3), 2, np.float32))  # a static input: the replay reads what it holds now
    g.replay()
    np.testing.assert_array_equal(out.numpy(), np.full((2, 3), 9, np.float32))


def test_a_graph_replays_on_another_stream_and_keeps_its_tensors() -> None:
    x = anyrt.asarray(np.arange(4, dtype=np.float32), device=CPU0, copy=True)
    g = anyrt.Graph()
    with anyrt.graph(g, mode="relaxed"):  # relaxed: the block allocates its result
        y = ops.add(x, x)
    del x  # the graph holds what its calls use
    other = anyrt.Stream(CPU0)
    g.replay(other)
    other.synchronize()
    np.testing.assert_array_equal(y.numpy(), [0, 2, 4, 6])


def test_a_synchronize_inside_a_capture_fails_naming_it_and_the_graph_too() -> None:
    g = anyrt.Graph()
    with pytest.raises(anyrt.Error) as ended:
        with anyrt.graph(g):
            with pytest.raises(anyrt.Error) as caught:
                anyrt.synchronize()
            assert caught.value.function == "synchronize_device" and "captur" in caught.value.message
    assert "anyrt_synchronize_device" in ended.value.message
    with pytest.raises(RuntimeError, match="nothing captured"):
        g.replay()


def test_a_graph_rejects_a_bad_mode_and_a_stream_of_another_device() -> None:
    with pytest.raises(ValueError, match="mode"):
        anyrt.Graph().capture_begin(mode="sometimes")
    if anyrt.device_count("cpu") > 1:
        g = anyrt.Graph()
        t = anyrt.zeros((4,), "float32", CPU0)
        with anyrt.graph(g):
            ops.add(t, t, out=t)
        with pytest.raises(ValueError, match="graph on"):
            g.replay(anyrt.Stream(anyrt.Device("cpu:1")))


def test_stream_priority_clamps_to_the_range_the_device_reports() -> None:
    least, greatest = anyrt.stream_priority_range(CPU0)
    assert greatest <= least  # lower is more urgent, as in CUDA
    s = anyrt.Stream(CPU0, priority=greatest - 5)
    assert s.priority == greatest
    assert anyrt.Stream(CPU0).priority == least
    with pytest.raises(TypeError, match="priority"):
        anyrt.Stream(CPU0, priority=1.5)  # type: ignore[arg-type]


def test_a_capture_left_running_at_shutdown_does_not_outlive_it() -> None:
    """A runtime started again after anyrt.shutdown() has no capture of the old one (a global one
    left behind would refuse every synchronize of the new)."""
    result = run_child("""
        import anyrt
        from anyrt._gen import _raw
        s = anyrt.Stream(anyrt.Device("cpu", 0))
        _raw.stream_begin_capture(s.handle, 0)  # global, never ended
        anyrt.shutdown()
        anyrt.synchronize()
        print("ok")
    """)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().endswith("ok"), result.stdout


# ---- issue 47: what a capture owns, cross-stream capture, callbacks and workspaces


def arange(n: int) -> anyrt.Tensor:
    return anyrt.asarray(np.arange(n, dtype=np.float32), device=CPU0, copy=True)


def test_a_captured_wait_stream_replays_after_its_event_is_gone() -> None:
    """Stream.wait_stream records a temporary event on `other` and drops it: the graph's wait keeps
    what it needs (CUDA keeps a captured event's dependency in the graph)."""
    x, out = arange(4), anyrt.zeros((4,), "float32", CPU0)
    s, other = anyrt.Stream(CPU0), anyrt.Stream(CPU0)
    g = anyrt.Graph()
    with anyrt.graph(g, stream=s):
        s.wait_stream(other)
        ops.add(x, x, out=out)
    gc.collect()
    for _ in range(3):
        g.replay(s)
        s.synchronize()
    np.testing.assert_array_equal(out.numpy(), [0, 2, 4, 6])


def test_an_event_recorded_in_a_capture_and_destroyed_does_not_break_the_replays() -> None:
    x, out = arange(4), anyrt.zeros((4,), "float32", CPU0)
    s = anyrt.Stream(CPU0)
    g = anyrt.Graph()
    ev = anyrt.Event(device=CPU0)
    with anyrt.graph(g, stream=s):
        ev.record(s)
        s.wait_event(ev)
        ops.mul(x, x, out=out)
    ev.destroy()
    with pytest.raises(anyrt.InvalidHandleError):
        ev.record(s)  # the handle is dead for the program; the graph holds its backend event
    for _ in range(3):
        g.replay(s)
        s.synchronize()
    np.testing.assert_array_equal(out.numpy(), [0, 1, 4, 9])
    g.reset()  # the backend's event goes with the graph (a leak here fails the sanitizer sessions)


def test_fork_and_join_bring_the_side_stream_into_the_capture() -> None:
    """torch.cuda.graph's idiom: the side stream waits for the capturing stream, works, and the
    capturing stream waits back; the side stream's work is part of every replay, not run at capture."""
    x = arange(4)
    y, z = anyrt.zeros((4,), "float32", CPU0), anyrt.zeros((4,), "float32", CPU0)
    side = anyrt.Stream(CPU0)
    g = anyrt.Graph()
    with anyrt.graph(g) as captured:
        s = anyrt.current_stream()
        ops.mul(x, x, out=y)
        side.wait_stream(s)  # fork: side joins the capture
        with side:
            ops.add(y, y, out=z)
        s.wait_stream(side)  # join
    assert captured is g
    side.synchronize()  # side no longer captures
    np.testing.assert_array_equal(z.numpy(), np.zeros(4, np.float32))  # captured, not run
    for k in (1, 2):
        x.copy_(np.full(4, k, np.float32))
        g.replay()
        anyrt.synchronize()
        np.testing.assert_array_equal(z.numpy(), np.full(4, 2 * k * k, np.float32))


def test_a_capture_whose_side_stream_never_joined_back_fails_to_end() -> None:
    x, z = arange(4), anyrt.zeros((4,), "float32", CPU0)
    side = anyrt.Stream(CPU0)
    g = anyrt.Graph()
    with pytest.raises(anyrt.Error, match="cudaErrorStreamCaptureUnjoined") as caught:
        with anyrt.graph(g):
            side.wait_stream(anyrt.current_stream())
            with side:
                ops.add(x, x, out=z)
    assert caught.value.function == "stream_end_capture"
    side.synchronize()  # the failed capture let the side stream go
    with pytest.raises(RuntimeError, match="nothing captured"):
        g.replay()
    np.testing.assert_array_equal(z.numpy(), np.zeros(4, np.float32))


def test_a_joined_stream_cannot_end_the_capture_it_joined() -> None:
    s, side = anyrt.Stream(CPU0), anyrt.Stream(CPU0)
    g = anyrt.Graph()
    g.capture_begin(s)
    side.wait_stream(s)
    with pytest.raises(anyrt.Error, match="joined the capture"):
        _raw.stream_end_capture(side.handle)
    s.wait_stream(side)
    g.capture_end()
    g.replay(s)
    s.synchronize()


def test_a_captured_callback_runs_at_every_replay() -> None:
    calls: list[int] = []
    g = anyrt.Graph()
    with anyrt.graph(g):
        anyrt.current_stream().add_callback(lambda: calls.append(len(calls)))
    assert calls == []
    gc.collect()
    for _ in range(5):
        g.replay()
        anyrt.synchronize()
    assert calls == [0, 1, 2, 3, 4]


def test_a_callback_on_a_joined_stream_runs_at_every_replay() -> None:
    calls: list[str] = []
    side = anyrt.Stream(CPU0)
    g = anyrt.Graph()
    with anyrt.graph(g):
        s = anyrt.current_stream()
        side.wait_stream(s)
        side.add_callback(lambda: calls.append("side"))
        s.wait_stream(side)
        s.add_callback(lambda: calls.append("main"))
    gc.collect()
    for _ in range(3):
        g.replay()
        anyrt.synchronize()
    assert calls == ["side", "main"] * 3


def test_random_sample_captures_in_the_default_mode() -> None:
    """The operator's workspace belongs to the graph: no allocation the capture refuses."""
    probs = anyrt.asarray(np.array([0.1, 0.6, 0.3], np.float32), device=CPU0, copy=True)
    out = anyrt.zeros((), "int64", CPU0)
    g = anyrt.Graph()
    with anyrt.graph(g):
        ops.random_sample(probs, out=out, random_val=0.5, topp=1.0, topk=3, temperature=1.0)
    for _ in range(2):
        g.replay()
        anyrt.synchronize()
        eager = ops.random_sample(probs, random_val=0.5, topp=1.0, topk=3, temperature=1.0)
        assert int(out.numpy()) == int(eager.numpy())


def test_an_overlapping_out_captures_in_the_default_mode() -> None:
    """NumPy's rule (the input copied first) needs a temporary: the graph owns it."""
    x = arange(6)
    g = anyrt.Graph()
    with anyrt.graph(g):
        ops.add(x[1:], x[:5], out=x[:5])
    np.testing.assert_array_equal(x.numpy(), np.arange(6, dtype=np.float32))
    g.replay()
    anyrt.synchronize()
    want = np.arange(6, dtype=np.float32)
    want[:5] = want[1:] + want[:5]
    np.testing.assert_array_equal(x.numpy(), want)
