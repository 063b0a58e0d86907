"""The generated Paddle plugin's device-geometry fields answer anyrt_get_device_properties' values,
at each release's offsets (without Paddle: InitPlugin called from ctypes in a child process)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import anyrt
import anyrt.paddle as ap
from codegen import compat, spec_load

ROOT = Path(__file__).resolve().parents[1]
SPEC = spec_load.load(ROOT / "spec")
assert SPEC.paddle is not None

SIZE_FIELDS = {"get_multi_process": "multiprocessor_count", "get_max_threads_per_mp": "max_threads_per_multiprocessor",
               "get_max_threads_per_block": "max_threads_per_block",
               "get_max_shared_mem_per_block": "shared_memory_per_block",
               "get_max_blocks_per_mp": "max_blocks_per_multiprocessor"}
BOOL_FIELDS = {"is_float16_supported": "float16_supported", "is_bfloat16_supported": "bfloat16_supported"}
DIM3_FIELDS = {"get_max_grid_dim_size": "max_grid_dim", "get_max_block_dim_size": "max_block_dim"}

_CHILD = r"""
import ctypes, json, sys
ctypes.CDLL(sys.argv[3], mode=ctypes.RTLD_GLOBAL)
lib = ctypes.CDLL(sys.argv[1])
size, offsets = int(sys.argv[2]), json.loads(sys.argv[4])
class Params(ctypes.Structure):
    _fields_ = [("size", ctypes.c_size_t), ("interface", ctypes.c_void_p), ("major", ctypes.c_size_t),
                ("minor", ctypes.c_size_t), ("patch", ctypes.c_size_t), ("device_type", ctypes.c_char_p),
                ("sub_device_type", ctypes.c_char_p), ("pir_default_passes", ctypes.c_void_p), ("reserved", ctypes.c_char * 32)]
class Device(ctypes.Structure):
    _fields_ = [("id", ctypes.c_int)]
iface = (ctypes.c_uint64 * (size // 8))()
iface[0] = size
lib.InitPlugin(ctypes.byref(Params(ctypes.sizeof(Params), ctypes.addressof(iface))))
dev = Device(0)
out = {}
for name, (off, kind) in offsets.items():
    ptr = iface[off // 8]
    if not ptr:
        out[name] = None
        continue
    cell = {"size": ctypes.c_size_t, "bool": ctypes.c_bool, "dim3": ctypes.c_uint * 3}[kind]()
    fn = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.POINTER(Device), ctypes.c_void_p)(ptr)
    status = fn(ctypes.byref(dev), ctypes.addressof(cell))
    out[name] = [status, list(cell) if kind == "dim3" else cell.value]
print(json.dumps(out))
"""


@pytest.mark.parametrize("layout", [lay.name for lay in SPEC.paddle.layouts])
def test_geometry_fields_answer_the_device_properties(layout: str) -> None:
    lay = next(x for x in SPEC.paddle.layouts if x.name == layout)
    members = {f.name for f in compat.paddle_layout_members(SPEC, lay)}
    offsets, off = {}, 8  # the layout's own offsets: develop's differ after the fields it inserted
    for f in compat.paddle_layout_members(SPEC, lay):
        kind = "size" if f.name in SIZE_FIELDS else "bool" if f.name in BOOL_FIELDS else "dim3" \
            if f.name in DIM3_FIELDS else None
        if kind:
            offsets[f.name] = (off, kind)
        off += 8 * (f.reserved or 1)
    core = Path(ap.__file__).parent / "libanyrt.so"
    done = subprocess.run([sys.executable, "-c", _CHILD, str(ap.plugin_dir() / "libanyrt_paddle_cpu.so"),
                           str(lay.interface_size), str(core), json.dumps(offsets)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    got = json.loads(done.stdout.strip().splitlines()[-1])
    props = anyrt.Device("cpu", 0).properties()
    for name in (*SIZE_FIELDS, *BOOL_FIELDS, *DIM3_FIELDS):
        if name not in members:
            assert name not in got
            continue
        want = {**SIZE_FIELDS, **BOOL_FIELDS, **DIM3_FIELDS}[name]
        value = list(props[want]) if name in DIM3_FIELDS else props[want]
        assert got[name] == [0, value], f"{layout}: {name} answered {got[name]}, not {value}"
