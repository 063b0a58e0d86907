"""Paddle plugins built against every released C_DeviceInterface layout (issue 13).

Always: a plugin of a layout no release has, and one that fills the interface whatever its size,
are refused by name and nothing of them is bound; the plugin built against anyrt's own header is
identified as develop.

With the real headers of the released paddlepaddle wheels (`nox -s paddle_headers` downloads
them; not kept in the repository): the spec's layout of each line matches the header's offsets
and size, and the Paddle-style test plugin built unchanged against that header is hosted with that
layout and passes the conformance suite."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from codegen import compat, spec_load
from conftest import build_paddle_plugin
from tests.compat import paddle_headers

ROOT = Path(__file__).resolve().parents[1]
SPEC = spec_load.load(ROOT / "spec")
assert SPEC.paddle is not None
LAYOUTS = {lay.name: lay for lay in SPEC.paddle.layouts}

_INFO = """
import json
from anyrt._cffi import ffi
from anyrt._gen import _raw
out = []
for i in range(_raw.get_backend_count()):
    info = _raw.get_backend_info(i)
    out.append({"name": ffi.string(info.name).decode(), "status": int(info.status),
                "message": ffi.string(info.message).decode(), "path": ffi.string(info.path).decode()})
print(json.dumps(out))
"""


def hosted(plugin: Path) -> dict[str, object]:
    env = dict(os.environ, ANYRT_PADDLE_PLUGINS=str(plugin))
    out = subprocess.run([sys.executable, "-c", _INFO], env=env, capture_output=True, text=True, timeout=120, check=True)
    return next(b for b in json.loads(out.stdout) if b["path"] == str(plugin))


def plugin_from_source(tmp_path: Path, name: str, body: str) -> Path:
    src, lib = tmp_path / f"{name}.c", tmp_path / f"lib{name}.so"
    src.write_text(body)
    subprocess.run(["cc", "-shared", "-fPIC", "-Wall", "-Werror", str(src), "-o", str(lib)], check=True)
    return lib


# A plugin with Paddle's own size check around a C_DeviceInterface of 1000 bytes (no release has it).
_ODD = """
#include <stddef.h>
typedef struct { size_t size; size_t* interface; size_t version[3]; char* device_type; char* sub; } params_t;
void InitPlugin(params_t* p) {
    if (p->size != sizeof(params_t) + 1000 && p->interface[0] != 1000) return;
    p->device_type = (char*)"odd";
    p->version[1] = 1; p->version[2] = 1;
    for (size_t i = 1; i < 1000 / sizeof(size_t); ++i) p->interface[i] = (size_t)0xdeadbeef;
}
"""

# A plugin that skips the size check: whatever the host offers, it fills.
_UNCHECKED = """
#include <stddef.h>
typedef struct { size_t size; size_t* interface; size_t version[3]; char* device_type; } params_t;
void InitPlugin(params_t* p) { p->device_type = (char*)"unchecked"; p->version[1] = 1; p->version[2] = 1; }
"""


def test_an_unknown_layout_is_refused_naming_both_sizes(tmp_path: Path) -> None:
    b = hosted(plugin_from_source(tmp_path, "odd", _ODD))
    assert b["status"] != 0, b
    msg = str(b["message"])
    assert "1000 bytes" in msg and "912 (2.6)" in msg and "1176 (develop)" in msg and "nothing bound" in msg, msg


def test_a_plugin_that_does_not_check_sizes_is_refused(tmp_path: Path) -> None:
    b = hosted(plugin_from_source(tmp_path, "unchecked", _UNCHECKED))
    assert b["status"] != 0 and "cannot be identified" in str(b["message"]), b


def test_a_plugin_built_with_anyrts_header_is_develop(tmp_path: Path) -> None:
    b = hosted(build_paddle_plugin(tmp_path / "libdev.so"))
    assert b["status"] == 0 and b["message"] == "Paddle develop layout, C_DeviceInterface of 1176 bytes", b


# ---- the real headers of released wheels

WHEELS = paddle_headers.wheels()


def _real_header(version: str) -> Path:
    path = paddle_headers.header(version)
    if not path.exists():
        pytest.skip(f"the device_ext.h of paddlepaddle {version} is not downloaded (needs the package index: "
                    "nox -s paddle_headers)")
    return path


@pytest.mark.parametrize(("layout", "version"), WHEELS, ids=[v for _, v in WHEELS])
def test_spec_layout_matches_the_wheels_header(tmp_path: Path, layout: str, version: str) -> None:
    head = _real_header(version)
    lay = LAYOUTS[layout]
    members = compat.paddle_layout_members(SPEC, lay)
    lines = "".join(f'    std::printf("{m.name} %zu\\n", offsetof(C_DeviceInterface, {m.name}));\n' for m in members)
    src = tmp_path / "probe.cc"
    src.write_text(f'#include <cstdio>\n#include <cstdint>\n#include "paddle_device_ext.h"\nint main() {{\n{lines}'
                   '    std::printf("sizeof %zu\\n", sizeof(C_DeviceInterface));\n}\n')
    exe = tmp_path / "probe"
    subprocess.run(["g++", "-std=c++17", "-w", f"-I{head.parent}", str(src), "-o", str(exe)], check=True)
    out = subprocess.run([str(exe)], capture_output=True, text=True, check=True).stdout
    got = dict(line.split() for line in out.splitlines())
    want, offset = {}, 8
    for m in members:
        want[m.name] = str(offset)
        offset += 8 * (m.reserved or 1)
    want["sizeof"] = str(lay.interface_size)
    assert got == want


@pytest.mark.parametrize(("layout", "version"), WHEELS, ids=[v for _, v in WHEELS])
def test_plugin_built_against_the_wheels_header_is_hosted_and_conforms(tmp_path: Path, layout: str, version: str) -> None:
    head = _real_header(version)
    lib = tmp_path / f"libpaddle-{version}.so"
    subprocess.run(["g++", "-x", "c++", "-std=c++17", "-fPIC", "-shared", "-Wall", "-Wextra", "-Werror",
                    f"-I{head.parent}", str(ROOT / "tests" / "compat" / "paddle_cpu_plugin.c"), "-o", str(lib),
                    "-pthread"], check=True)
    b = hosted(lib)
    assert b["status"] == 0 and b["message"].startswith(f"Paddle {layout} layout,"), b
    env = dict(os.environ, ANYRT_PADDLE_PLUGINS=str(lib))
    proc = subprocess.run([sys.executable, "-m", "anyrt", "conformance", "custom_cpu"], env=env, capture_output=True,
                          text=True, timeout=600)
    assert proc.returncode == 0 and "PASSED" in proc.stdout, proc.stdout[-3000:] + proc.stderr[-3000:]
