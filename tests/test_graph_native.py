"""The core's work inside a backend's own capture (native graphs), on the minimal test backend built
with -DMINIMAL_NATIVE_GRAPHS: a capture of its own that records host callbacks and nothing else. An
operator the backend lacks runs the core's portable kernel: in place from a host callback where the
host addresses the device's memory (the backend's graph then owns the kernel's task and runs it at
every launch; the second launch used the freed task and crashed before), staged through a synchronize
and host copies elsewhere (refused naming `stream`, the capture intact: it ran once at capture and
never at a launch before). Every fallback of a stream-ordered call that works on the host when called
(a synchronize, host copies or waits, the host-staged collectives; codegen/views.py HOST_NOW_FALLBACKS)
is refused alike."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from conftest import build_test_plugin

ROOT = Path(__file__).resolve().parent.parent

_PROGRAM = """
import warnings
import numpy as np
import anyrt
from anyrt import ops
warnings.simplefilter("ignore", anyrt.PerformanceWarning)
dev = anyrt.Device("custom", 0)
s = anyrt.Stream(dev)
one = anyrt.asarray(np.ones(4, np.float32), device=dev, copy=True)
acc = anyrt.zeros((4,), "float32", dev)
scratch = dev.allocate(16)
g = anyrt.Graph()
try:
    with anyrt.graph(g, stream=s):
        try:  # the backend lacks memset_async: the fallback's synchronize and memset cannot be captured
            scratch.fill(7, stream=s)
        except anyrt.NotSupportedError as err:
            print("FILL REFUSED", err.function, err.param, err, flush=True)
        ops.add(acc, one, out=acc, stream=s)  # one more at each launch
except anyrt.NotSupportedError as err:
    print("REFUSED", err.function, err.param, err, flush=True)
    ops.add(acc, one, out=acc, stream=s)  # the stream works on, outside a capture
    s.synchronize()
    print("EAGER", acc.numpy().tolist(), flush=True)
    raise SystemExit(0)
s.synchronize()
print("CAPTURED", acc.numpy().tolist(), flush=True)
for _ in range(3):
    g.replay(s)
s.synchronize()
print("LAUNCHED", acc.numpy().tolist(), flush=True)
del g
"""


def _run(tmp_path: Path, accessible: int) -> str:
    build_test_plugin(tmp_path / "libanyrt_minimal.so", "MINIMAL_NATIVE_GRAPHS", f"MINIMAL_HOST_ACCESSIBLE={accessible}")
    env = {**os.environ, "ANYRT_BACKEND_PATH": str(tmp_path)}
    env.pop("ANYRT_PADDLE_PLUGINS", None)
    proc = subprocess.run([sys.executable, "-c", _PROGRAM], capture_output=True, text=True, env=env, cwd=ROOT,
                          timeout=120)
    assert proc.returncode == 0, (proc.returncode, proc.stdout[-2000:], proc.stderr[-3000:])
    return proc.stdout


def test_a_portable_kernel_in_place_runs_at_every_launch_of_a_native_graph(tmp_path: Path) -> None:
    out = _run(tmp_path, 1)
    assert "CAPTURED [0.0, 0.0, 0.0, 0.0]" in out and "LAUNCHED [3.0, 3.0, 3.0, 3.0]" in out, out
    # a fallback that works on the host when called is refused, the capture intact (it failed opaquely)
    assert "FILL REFUSED memset_async stream" in out and "is captured by backend 'minimal'" in out, out


def test_a_staged_portable_kernel_is_refused_under_a_native_capture(tmp_path: Path) -> None:
    out = _run(tmp_path, 0)
    assert "REFUSED add stream" in out and "is captured by backend 'minimal'" in out, out
    assert "EAGER [1.0, 1.0, 1.0, 1.0]" in out, out


def test_the_generated_suite_runs_every_graph_scenario() -> None:
    """One list: the suite parametrizes test_graph over the module's scenarios (a hand-kept copy in the
    template could leave a new one out), and what a capture owns is among them (issue 47)."""
    from anyrt.toolkit import graph_conformance

    suite = (ROOT / "generated" / "tests" / "test_conformance.py").read_text()
    assert '@pytest.mark.parametrize("scenario", GRAPH_SCENARIOS)' in suite
    owned = {"events_outlive_their_handles", "communicators_outlive_their_handles", "fork_and_join",
             "unjoined_capture_fails", "callbacks_every_launch", "workspaces"}
    assert owned <= set(graph_conformance.SCENARIOS), graph_conformance.SCENARIOS
    assert all(callable(getattr(graph_conformance, name)) for name in graph_conformance.SCENARIOS)
