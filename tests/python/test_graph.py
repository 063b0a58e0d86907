"""Graph capture from Python (anyrt.Graph, `with anyrt.graph(g):` as torch.cuda.graph) and stream
priority (anyrt.Stream(priority=...), anyrt.stream_priority_range), on the cpu backend, where the
core records and replays."""

from __future__ import annotations

import numpy as np
import pytest
from cpu_devices import CPU0, on_cpu0  # noqa: F401 (on_cpu0 is autouse)

import anyrt
from anyrt import ops
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
