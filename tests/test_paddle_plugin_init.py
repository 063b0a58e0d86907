"""The generated Paddle Custom Device plugin without Paddle: InitPlugin fills exactly the fields of
the layout whose interface size Paddle passes (each served field at that release's offset, nothing
else), refuses an unknown size by name, and names its device type after the backend of its file.
Run in a child process: InitPlugin loads backends and prints its refusals to stderr."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import anyrt.paddle as ap
from anyrt import device_count as anyrt_device_count
from codegen import compat, plugin, spec_load

ROOT = Path(__file__).resolve().parents[1]
SPEC = spec_load.load(ROOT / "spec")
assert SPEC.paddle is not None

_CHILD = r"""
import ctypes, json, sys
ctypes.CDLL(sys.argv[3], mode=ctypes.RTLD_GLOBAL)  # a copied plugin finds libanyrt.so (by its soname) already loaded
lib = ctypes.CDLL(sys.argv[1])
size = int(sys.argv[2])
class Params(ctypes.Structure):
    _fields_ = [("size", ctypes.c_size_t), ("interface", ctypes.c_void_p), ("major", ctypes.c_size_t),
                ("minor", ctypes.c_size_t), ("patch", ctypes.c_size_t), ("device_type", ctypes.c_char_p),
                ("sub_device_type", ctypes.c_char_p), ("pir_default_passes", ctypes.c_void_p), ("reserved", ctypes.c_char * 32)]
iface = (ctypes.c_uint64 * (max(size, 8) // 8 + 8))()  # 64 bytes past the end: nothing may be written there
iface[0] = size
p = Params(ctypes.sizeof(Params), ctypes.addressof(iface))
lib.InitPlugin(ctypes.byref(p))
filled = [i * 8 for i in range(1, len(iface)) if iface[i]]
print(json.dumps({"device_type": p.device_type.decode() if p.device_type else None, "filled": filled,
                  "version": [p.major, p.minor, p.patch]}))
"""


def init(lib: Path, size: int) -> tuple[dict, str]:
    core = Path(ap.__file__).parent / "libanyrt.so"
    done = subprocess.run([sys.executable, "-c", _CHILD, str(lib), str(size), str(core)], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1]), done.stderr


@pytest.mark.parametrize("layout", [lay.name for lay in SPEC.paddle.layouts])
def test_fills_the_layout_of_the_size_paddle_passes(layout: str) -> None:
    lay = next(x for x in SPEC.paddle.layouts if x.name == layout)
    out, _ = init(ap.plugin_dir() / "libanyrt_paddle_cpu.so", lay.interface_size)
    assert out["device_type"] == "anyrt_cpu"
    assert out["version"] == list(SPEC.paddle.version)
    assert out["filled"] == sorted(off for _f, off in plugin.plugin_layout_fields(SPEC, lay))


def test_the_3_3_offsets_are_not_develops() -> None:
    """A plugin built on the develop header would write 3.3.1's xccl_all_reduce 24 bytes too far."""
    offsets = {lay.name: dict((f.name, off) for f, off in plugin.plugin_layout_fields(SPEC, lay)) for lay in SPEC.paddle.layouts}
    assert offsets["3.3"]["xccl_all_reduce"] == 680
    assert offsets["develop"]["xccl_all_reduce"] == 704
    assert compat.paddle_layout_size(SPEC, next(x for x in SPEC.paddle.layouts if x.name == "3.3")) == 1128


def test_refuses_an_unknown_size_by_name() -> None:
    out, err = init(ap.plugin_dir() / "libanyrt_paddle_cpu.so", 1000)
    assert out["device_type"] is None and out["filled"] == []
    assert "1000 bytes" in err and "3.3: 1128" in err


def test_refuses_a_file_name_without_a_backend(tmp_path: Path) -> None:
    lib = tmp_path / "libsomething.so"
    lib.write_bytes((ap.plugin_dir() / "libanyrt_paddle_cpu.so").read_bytes())
    out, err = init(lib, 1128)
    assert out["device_type"] is None and "libanyrt_paddle_<backend>.so" in err


def test_refuses_a_backend_anyrt_does_not_have(tmp_path: Path) -> None:
    lib = tmp_path / "libanyrt_paddle_nosuch.so"
    lib.write_bytes((ap.plugin_dir() / "libanyrt_paddle_cpu.so").read_bytes())
    out, err = init(lib, 1128)
    assert out["device_type"] is None and "no usable backend 'nosuch'" in err


@pytest.mark.skipif(not (ap.plugin_dir() / "libanyrt_paddle_cuda.so").is_file(),
                    reason="the cuda backend was not built (no nvcc)")
def test_the_cuda_plugin() -> None:
    """The cuda plugin is the cpu plugin's bytes under its own name (so its table is the one checked
    above); with devices it is anyrt_cuda, without (no driver here: NOT YET RUN on a GPU) it refuses
    with the backend's reason, so Paddle never lists a device type that has no device."""
    assert (ap.plugin_dir() / "libanyrt_paddle_cuda.so").read_bytes() == (ap.plugin_dir() / "libanyrt_paddle_cpu.so").read_bytes()
    lay = next(x for x in SPEC.paddle.layouts if x.name == "3.3")
    out, err = init(ap.plugin_dir() / "libanyrt_paddle_cuda.so", lay.interface_size)
    if anyrt_device_count("cuda"):
        assert out["device_type"] == "anyrt_cuda"
        assert out["filled"] == sorted(off for _f, off in plugin.plugin_layout_fields(SPEC, lay))
    else:
        assert out["device_type"] is None and out["filled"] == []
        assert "refused: backend 'cuda' has no device here" in err


def test_not_in_the_package_folder() -> None:
    """anyrt scans its package folder for libanyrt_*.so backends: the plugins must not be there."""
    assert not list(Path(ap.__file__).parent.glob("libanyrt_paddle_*.so"))


@pytest.mark.parametrize(("old", "new", "needle"), [
    ('- {releases: ["3.3"], args: [tensor x, optional scale', '- {releases: ["3.4"], args: [tensor x, optional scale',
     "kernel rms_norm: release '3.4' is no layout of compat/paddle.yaml"),
    ("    via: [sub]\n", "    via: [subtract]\n", "kernel subtract: via 'subtract' is no operator of operators.yaml"),
    ("args: [tensor x, int32 axis, out out]", "args: [tensor x, out out, int32 axis]",
     "kernel softmax: phi orders inputs, then attributes, then outputs"),
    ("args: [tensor x, int32 axis, out out]", "args: [tensor x, int16 axis, out out]",
     "kernel softmax: argument kind 'int16' is not in arg_kinds"),
    ("    how: \"a copy of the same dtype with x's", "    howx: \"a copy of the same dtype with x's",
     "kernels/14: Additional properties"),
    ("bind: [x_grad, out_grad, out], sig", "bind: [out_grad, x_grad, out], sig",
     "kernel relu_grad: operator relu_backward's output dx is bound to a kernel input"),
    ("{name: divide, via: [div], form: elementwise", "{name: divide, via: [div], form: reduction",
     "kernel divide: form reduction runs a reduction (operator div reduces nothing)"),
    ("args: [tensor condition, tensor x, tensor y, out out]", "args: [tensor condition, tensor x, out out]",
     "kernel where: binds 3 tensors, operator where has 4"),
    ("{name: max, via: [amax], form: reduction", "{name: max, via: [softmax], form: reduction",
     "kernel max: form reduction runs one operator whose calls take tensors only"),
    ('"3.2", "3.3"], args: [tensor x, out out]}]}', '"3.2", "3.3"], args: [tensor_list x, out out]}]}',  # assign's, the first
     "kernel assign: form elementwise takes no tensor lists"),
])
def test_the_kernel_table_is_checked(tmp_path: Path, old: str, new: str, needle: str) -> None:
    from codegen.errors import SpecError

    spec = tmp_path / "spec"
    shutil.copytree(ROOT / "spec", spec)
    path = spec / "compat" / "paddle_plugin.yaml"
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))
    with pytest.raises(SpecError) as err:
        spec_load.load(spec)
    assert needle in str(err.value)


def test_install_of_an_unknown_backend_names_function_and_argument(tmp_path: Path) -> None:
    import anyrt

    with pytest.raises(anyrt.InvalidValueError) as err:
        ap.install(["nosuch"], root=tmp_path)
    assert err.value.function == "anyrt.paddle.install" and err.value.param == "backends"
    assert "no plugin for nosuch (built: cpu" in str(err.value)
    assert not list(tmp_path.iterdir())


def test_install_leaves_out_a_backend_without_devices(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A plugin whose backend has no device here refuses to load and Paddle warns at every import:
    `anyrt paddle install` links only the backends with devices (as a cuda build on a machine
    without a GPU has: here a built plugin of a backend anyrt lacks)."""
    # only cpu's and the test's: a machine with PoCL has a built opencl plugin with devices too
    built = {"cpu": ap.plugins()["cpu"], "nosuch": ap.plugin_dir("cpu") / "libanyrt_paddle_cpu.so"}
    monkeypatch.setattr(ap, "plugins", lambda: built)
    assert [p.name for p in ap.install(root=tmp_path)] == ["libanyrt_paddle_cpu.so"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["libanyrt_paddle_cpu.so"]


def test_install_takes_a_backend_whose_name_is_not_its_kind(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The test session's `minimal` backend (kind custom) has a device: its plugin is linked too. The
    name was once passed where a kind is expected, and the error swallowed: it was silently left out."""
    built = {"cpu": ap.plugins()["cpu"], "minimal": ap.plugin_dir("cpu") / "libanyrt_paddle_cpu.so"}
    monkeypatch.setattr(ap, "plugins", lambda: built)
    assert sorted(p.name for p in ap.install(root=tmp_path)) == ["libanyrt_paddle_cpu.so", "libanyrt_paddle_minimal.so"]


def test_xccl_all_to_all_moves_the_data(tmp_path: Path) -> None:
    """Paddle's xccl_all_to_all (one buffer, count and dtype per peer) on a one-rank communicator of
    the cpu backend, called the way Paddle's CCLAllToAll does; it was NULL before."""
    include = Path(ap.__file__).parent / "include"
    exe = tmp_path / "paddle_plugin_all_to_all"
    subprocess.run(["cc", "-std=c11", "-Wall", "-Wextra", "-Werror", "-pedantic", "-D_GNU_SOURCE", f"-I{include}",
                    str(ROOT / "tests" / "compat" / "paddle_plugin_all_to_all.c"), "-o", str(exe), "-ldl"], check=True)
    done = subprocess.run([str(exe), str(ap.plugin_dir() / "libanyrt_paddle_cpu.so")], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr[-2000:]


def test_async_copy_h2d_has_read_its_source_when_it_returns(tmp_path: Path) -> None:
    """Paddle moves a CPU kernel's output to the device with async_memory_copy_h2d and frees it at
    once (a static graph's coalesced LSTM weights): the copy must not read pageable memory later."""
    include = Path(ap.__file__).parent / "include"
    exe = tmp_path / "paddle_plugin_h2d_source"
    subprocess.run(["cc", "-std=c11", "-Wall", "-Wextra", "-Werror", "-pedantic", "-D_GNU_SOURCE", f"-I{include}",
                    str(ROOT / "tests" / "compat" / "paddle_plugin_h2d_source.c"), "-o", str(exe), "-ldl", "-lpthread"],
                   check=True)
    done = subprocess.run([str(exe), str(ap.plugin_dir() / "libanyrt_paddle_cpu.so")], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr[-2000:]
