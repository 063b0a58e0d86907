"""anyrt.Buffer from Python: host access as the backend reports it, and how its memory outlives
queued work and exports."""

from __future__ import annotations

import numpy as np

import anyrt


def test_host_access_follows_the_backend_query() -> None:
    """Host access comes from the backend's device_memory_host_accessible query, not the kind name:
    the cpu backend answers yes, so a cpu buffer is a NumPy view, not a copy."""
    from anyrt._gen import _raw

    dev = anyrt.Device("cpu", 0)
    with dev:
        assert _raw.device_memory_host_accessible() in (True, 1)
    b = dev.allocate(16)
    b.copy_from(np.arange(16, dtype=np.uint8))
    arr = np.asarray(b)
    assert arr.tolist() == list(range(16))
    b.fill(7)
    assert arr.tolist() == [7] * 16  # a view of the memory, not a copy
    b.free()
