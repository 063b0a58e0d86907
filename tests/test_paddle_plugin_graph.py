"""The generated Paddle Custom Device plugin's graph fields (Paddle 3.3's CUDA-graph group) without
Paddle: InitPlugin fills them, and a capture through them records a fill on an anyrt stream that a
launch through them replays; capture_info reports the capture. Run in a child process, as
test_paddle_plugin_init.py's InitPlugin calls are."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import anyrt.paddle as ap
from codegen import plugin, spec_load

ROOT = Path(__file__).resolve().parents[1]
SPEC = spec_load.load(ROOT / "spec")
assert SPEC.paddle is not None
LAYOUT = next(x for x in SPEC.paddle.layouts if x.name == "3.3")
OFFSETS = {f.name: off for f, off in plugin.plugin_layout_fields(SPEC, LAYOUT)}

_CHILD = r"""
import ctypes, sys
ctypes.CDLL(sys.argv[3], mode=ctypes.RTLD_GLOBAL)
lib = ctypes.CDLL(sys.argv[1])
size, off = int(sys.argv[2]), eval(sys.argv[4])
class Params(ctypes.Structure):
    _fields_ = [("size", ctypes.c_size_t), ("interface", ctypes.c_void_p), ("major", ctypes.c_size_t),
                ("minor", ctypes.c_size_t), ("patch", ctypes.c_size_t), ("device_type", ctypes.c_char_p),
                ("sub_device_type", ctypes.c_char_p), ("pir_default_passes", ctypes.c_void_p), ("reserved", ctypes.c_char * 32)]
iface = (ctypes.c_uint64 * (size // 8))()
iface[0] = size
p = Params(ctypes.sizeof(Params), ctypes.addressof(iface))
lib.InitPlugin(ctypes.byref(p))
V, P, I, U = ctypes.c_void_p, ctypes.POINTER, ctypes.c_int, ctypes.c_ulonglong
def field(name, *args):
    return ctypes.CFUNCTYPE(ctypes.c_int, *args)(iface[off[name] // 8])
class Device(ctypes.Structure):
    _fields_ = [("id", ctypes.c_int)]
dev = ctypes.byref(Device(0))

import anyrt
from anyrt._cffi import ffi
from anyrt._gen import _raw
anyrt.set_device(anyrt.Device("cpu", 0))
s = anyrt.Stream()
stream = int(ffi.cast("uintptr_t", s.handle))
n = 4096
buf = anyrt.allocate(n)
ptr = ffi.cast("void *", buf.ptr)
_raw.memset(ptr, 0, n)
assert field("cuda_stream_begin_capture", V, V, I)(dev, stream, 0) == 0
status = ctypes.c_int(-1)
info = field("cuda_stream_capture_info", V, V, P(I), P(U), P(V), P(V), P(V), P(ctypes.c_size_t))
assert info(dev, stream, ctypes.byref(status), None, None, None, None, None) == 0 and status.value == 1
_raw.memset_async(ptr, 5, n, s.handle)
graph = V()
assert field("cuda_stream_end_captrue", V, V, P(V))(dev, stream, ctypes.byref(graph)) == 0
assert bytes(ffi.buffer(ptr, n)) == bytes(n)  # recorded, not run
exe = V()
instantiate = field("cuda_graph_instantiate", P(V), P(V), P(V), ctypes.c_char_p, ctypes.c_size_t)
assert instantiate(ctypes.byref(exe), ctypes.byref(graph), None, None, 0) == 0
assert field("cuda_graph_launch", V, V, V)(dev, exe, stream) == 0
s.synchronize()
assert bytes(ffi.buffer(ptr, n)) == bytes([5]) * n
assert field("cuda_graph_exec_destroy", V)(exe) == 0
assert field("cuda_graph_destroy", V)(graph) == 0
assert field("cuda_graph_destroy", V)(graph) != 0  # destroyed: refused, not a crash
print("ok")
"""


def test_graph_fields_capture_and_replay_on_the_cpu_plugin() -> None:
    names = ["cuda_stream_begin_capture", "cuda_stream_end_captrue", "cuda_stream_capture_info",
             "cuda_graph_instantiate", "cuda_graph_launch", "cuda_graph_destroy", "cuda_graph_exec_destroy"]
    assert all(n in OFFSETS for n in names), sorted(set(names) - set(OFFSETS))
    core = Path(ap.__file__).parent / "libanyrt.so"
    done = subprocess.run([sys.executable, "-c", _CHILD, str(ap.plugin_dir() / "libanyrt_paddle_cpu.so"),
                           str(LAYOUT.interface_size), str(core), repr(OFFSETS)], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == "ok", done.stdout
