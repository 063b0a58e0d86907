"""The public API used as a program would use it, for the type checker (`nox -s typecheck`): each
`assert_type` fails the check if a call's type degrades (to Any, say). It also runs:
`python tests/typing/api_use.py` (cpu, two devices)."""

from __future__ import annotations

from typing import Any, assert_type

import numpy as np

import anyrt
from anyrt import ccl, ops


def devices_and_streams() -> None:
    n: int = anyrt.device_count("cpu")
    assert n >= 1
    dev = anyrt.Device("cpu", 0)
    assert_type(anyrt.current_device(), anyrt.Device)
    assert_type(anyrt.current_stream(), anyrt.Stream)
    assert_type(anyrt.default_stream(dev), anyrt.Stream)
    s = anyrt.Stream(dev)
    with s:
        start = anyrt.Event(enable_timing=True)
        start.record()
        end = s.record_event(anyrt.Event(enable_timing=True))
        assert_type(end, anyrt.Event)
    s.synchronize()
    assert_type(start.elapsed_time(end), float)
    anyrt.set_stream(s)
    anyrt.set_stream(anyrt.default_stream())
    other = anyrt.Stream(dev)
    other.wait_stream(s)
    end.wait(other)
    other.synchronize()
    assert_type(s.query(), bool)
    other.destroy()
    s.destroy()


def buffers_and_tensors() -> None:
    dev = anyrt.Device("cpu", 0)
    buf = dev.allocate(64)
    assert_type(buf, anyrt.Buffer)
    buf.copy_from(bytes(64))
    out = buf.copy_to(bytearray(64))
    assert_type(out, bytearray)
    assert int(buf.copy_to(np.zeros(64, np.uint8)).sum()) == 0
    buf.free()
    t = anyrt.full((4, 4), 2.0, "float32", device=dev)
    assert_type(t, anyrt.Tensor)
    u = ops.gemm(t, t)
    assert_type(u, anyrt.Tensor)
    assert_type(ops.add(u, t).numpy(), np.ndarray)
    assert float(u.numpy()[0, 0]) == 16.0


def collectives() -> None:
    devs = [anyrt.Device("cpu", i) for i in range(2)]
    comms = ccl.Communicator.init_all(devs)
    assert_type(comms, list[ccl.Communicator])
    xs = [anyrt.full((8,), float(c.rank + 1), "float32", device=c.device) for c in comms]
    for c, x in zip(comms, xs, strict=True):
        c.all_reduce(x, op="sum")
    for c in comms:
        c.synchronize()
        c.destroy()
    assert float(xs[0].numpy()[0]) == 3.0


def properties_and_kernels() -> None:
    props = anyrt.Device("cpu", 0).properties()
    assert_type(props, dict[str, Any])
    s = anyrt.Stream()
    assert_type(s.native_handle, int)
    assert_type(anyrt.kernel.Module, type[anyrt.kernel.Module])
    assert props["warp_size"] >= 1 and s.native_handle != 0
def graphs_and_priorities() -> None:
    dev = anyrt.Device("cpu", 0)
    least, greatest = anyrt.stream_priority_range(dev)
    assert_type(least, int)
    s = anyrt.Stream(dev, priority=greatest)
    assert_type(s.priority, int)
    x = anyrt.full((4,), 1.0, "float32", device=dev)
    g = anyrt.Graph()
    with anyrt.graph(g, stream=s):
        ops.add(x, x, out=x)
    g.replay(s)
    s.synchronize()
    assert float(x.numpy()[0]) == 2.0


if __name__ == "__main__":
    devices_and_streams()
    buffers_and_tensors()
    collectives()
    properties_and_kernels()
    graphs_and_priorities()
    print("ok")
