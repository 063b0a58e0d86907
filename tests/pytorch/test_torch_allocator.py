"""The "anyrt" device's caching allocator: what empty_cache gives back is usable at once, an
allocation that runs out waits for queued frees before failing, and the memory statistics count
as torch.cuda's do (reserved = allocated + cached). Each runs in a child process with a small
device (ANYRT_CPU_MEMORY), where running out is cheap."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest

torch = pytest.importorskip("torch", reason="torch is not installed (nox -s torch installs torch==2.13.0+cpu)")
import anyrt.torch as at  # noqa: E402

pytestmark = pytest.mark.skipif(at.kind != "cpu", reason="sizes the device by ANYRT_CPU_MEMORY (the cpu backend)")


def _run(code: str) -> None:
    env = dict(os.environ, ANYRT_CPU_MEMORY="64M", ANYRT_TORCH_BACKEND="cpu")
    prologue = "import torch, anyrt.torch\n"
    done = subprocess.run([sys.executable, "-c", prologue + textwrap.dedent(code)], capture_output=True, text=True,
                          timeout=300, env=env)
    assert done.returncode == 0, done.stdout + done.stderr


def test_memory_empty_cache_gave_back_is_allocatable_at_once() -> None:
    # 40 MB of 64: a second one fits only once the first is really freed
    _run("""
        for i in range(20):
            t = torch.empty(40 << 20, dtype=torch.uint8, device="anyrt")
            t.fill_(1)
            del t
            torch.accelerator.empty_cache()
            u = torch.empty((40 << 20) + 4096, dtype=torch.uint8, device="anyrt")
            del u
    """)


def test_an_allocation_that_runs_out_waits_for_cached_blocks_of_other_streams() -> None:
    _run("""
        s = torch.Stream(device="anyrt")
        with s:
            t = torch.empty(40 << 20, dtype=torch.uint8, device="anyrt")
            t.fill_(2)
            del t  # cached for s only
        u = torch.empty((40 << 20) + 4096, dtype=torch.uint8, device="anyrt")  # on the default stream
        u.fill_(3)
        assert int(u[-1].item()) == 3
    """)


def test_reserved_is_allocated_plus_cached() -> None:
    torch.accelerator.synchronize()
    torch.accelerator.empty_cache()
    base_alloc = torch.accelerator.memory_allocated()
    base_res = torch.accelerator.memory_reserved()
    x = torch.empty(1 << 20, dtype=torch.uint8, device="anyrt")
    assert torch.accelerator.memory_allocated() == base_alloc + (1 << 20)
    assert torch.accelerator.memory_reserved() == base_res + (1 << 20)
    del x  # cached: still reserved, no longer allocated
    assert torch.accelerator.memory_allocated() == base_alloc
    assert torch.accelerator.memory_reserved() == base_res + (1 << 20)
    y = torch.empty(1 << 20, dtype=torch.uint8, device="anyrt")  # the cached block again
    assert torch.accelerator.memory_reserved() == base_res + (1 << 20)
    del y
    torch.accelerator.empty_cache()
    assert torch.accelerator.memory_reserved() == base_res
    stats = torch.accelerator.memory_stats()
    assert stats["reserved_bytes.all.current"] == base_res
    assert stats["allocated_bytes.all.current"] == base_alloc
