"""The compatibility layers: a Paddle Custom Runtime plugin hosted as an anyrt backend (loading,
refusals, status mapping, fallbacks, several plugins at once) and the generated Paddle-layout
header. The InfiniRT/InfiniCCL C programs are run by tests/test_infini_compat.py."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import warnings
from pathlib import Path

import numpy as np
import pytest

import anyrt
from anyrt._cffi import ffi, lib
from anyrt._gen import _raw
from anyrt._gen.spec_data import SLOTS
from anyrt.toolkit.conformance import loaded_backends
from conftest import build_paddle_plugin

ROOT = Path(__file__).resolve().parents[1]

# Lists every backend the runtime found, as JSON, in a fresh process with the given plugins.
_LIST = """
import json
from anyrt._cffi import ffi
from anyrt._gen import _raw
out = []
for i in range(_raw.get_backend_count()):
    info = _raw.get_backend_info(i)
    out.append({"name": ffi.string(info.name).decode(), "status": int(info.status), "kind": int(info.kind),
                "message": ffi.string(info.message).decode(), "path": ffi.string(info.path).decode()})
print(json.dumps(out))
"""


def _hosted(plugins: list[Path]) -> list[dict[str, object]]:
    env = dict(os.environ, ANYRT_PADDLE_PLUGINS=":".join(map(str, plugins)))
    out = subprocess.run([sys.executable, "-c", _LIST], env=env, capture_output=True, text=True, timeout=120, check=True)
    return [b for b in json.loads(out.stdout) if b["path"] in {str(p) for p in plugins}]


def test_paddle_plugin_is_a_backend_of_the_paddle_kind() -> None:
    index, kind = loaded_backends()["custom_cpu"]
    assert kind == lib.ANYRT_DEVICE_KIND_PADDLE
    info = _raw.get_backend_info(index)
    assert info.device_count == 2
    assert anyrt.Device("paddle", 1).backend == "custom_cpu"


def test_data_round_trip_on_the_hosted_plugin() -> None:
    src = np.arange(1024, dtype=np.float32)
    with anyrt.Device("paddle", 1) as dev:
        buf = dev.allocate(src.nbytes)
        buf.copy_from(src)
        back = buf.copy_to(np.zeros_like(src))
        buf.free()
    np.testing.assert_array_equal(back, src)


def test_c_failed_from_allocate_is_out_of_memory() -> None:
    """The plugin returns C_FAILED past its 64 MiB; the host maps it to OUT_OF_MEMORY for that field."""
    with pytest.raises(anyrt.OutOfMemoryError) as err:
        anyrt.Device("paddle", 0).allocate(65 << 20)
    assert "device_memory_allocate returned C_Status 2" in str(err.value)
    assert err.value.backend == "custom_cpu"


def test_null_optional_field_falls_back_to_anyrt() -> None:
    """The plugin leaves device_memory_set NULL: the slot is absent and anyrt's host-staging memset serves it."""
    index, _ = loaded_backends()["custom_cpu"]
    slot = {s[0]: i for i, s in enumerate(SLOTS)}
    assert _raw.backend_has_slot(index, slot["memset"]) == 0
    assert _raw.backend_has_slot(index, slot["memcpy"]) == 1
    with anyrt.Device("paddle", 0) as dev:
        buf = dev.allocate(256)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", anyrt.PerformanceWarning)  # once per process: maybe seen already
            buf.fill(7)
        out = buf.copy_to(np.zeros(256, dtype=np.uint8))
        buf.free()
    assert (out == 7).all()
    used = set()
    for i in range(_raw.fallback_serial()):
        info = _raw.get_fallback(i)
        used.add((ffi.string(info.backend).decode(), ffi.string(info.function).decode()))
    assert ("custom_cpu", "memset") in used


def test_refusals_name_their_reason(tmp_path: Path) -> None:
    good = build_paddle_plugin(tmp_path / "libgood.so")
    no_list = build_paddle_plugin(tmp_path / "libnolist.so", "PLUGIN_DROP_REQUIRED", 'PLUGIN_DEVICE_TYPE="nolist"')
    old = build_paddle_plugin(tmp_path / "libold.so", "PLUGIN_OLD_VERSION", 'PLUGIN_DEVICE_TYPE="old"')
    bail = build_paddle_plugin(tmp_path / "libbail.so", "PLUGIN_NO_DEVICE_TYPE")
    not_paddle = tmp_path / "libnotpaddle.so"
    subprocess.run(["cc", "-shared", "-fPIC", "-x", "c", "-", "-o", str(not_paddle)], input="int x;\n", text=True, check=True)
    found = {Path(str(b["path"])).name: b for b in _hosted([good, no_list, old, bail, not_paddle])}
    assert found["libgood.so"]["status"] == 0 and found["libgood.so"]["name"] == "custom_cpu"
    assert found["libnolist.so"]["status"] == lib.ANYRT_STATUS_ABI_MISMATCH
    assert found["libnolist.so"]["message"] == "lacks field(s) Paddle requires: get_device_list"
    assert found["libnolist.so"]["name"] == "nolist" and found["libnolist.so"]["kind"] == lib.ANYRT_DEVICE_KIND_PADDLE
    assert "declares Custom Runtime version 0.0.9, older than 0.1.1" in str(found["libold.so"]["message"])
    assert "set no device_type" in str(found["libbail.so"]["message"])
    assert "does not export InitPlugin" in str(found["libnotpaddle.so"]["message"])


def test_one_host_serves_several_plugins_and_maps_device_types(tmp_path: Path) -> None:
    cpu = build_paddle_plugin(tmp_path / "libcpu.so")
    npu = build_paddle_plugin(tmp_path / "libnpu.so", 'PLUGIN_DEVICE_TYPE="npu"')
    twin = build_paddle_plugin(tmp_path / "libtwin.so", 'PLUGIN_DEVICE_TYPE="custom_cpu2"')
    found = {Path(str(b["path"])).name: b for b in _hosted([cpu, npu, twin])}
    assert found["libcpu.so"]["status"] == 0 and found["libcpu.so"]["kind"] == lib.ANYRT_DEVICE_KIND_PADDLE
    assert found["libnpu.so"]["status"] == 0 and found["libnpu.so"]["kind"] == lib.ANYRT_DEVICE_KIND_ASCEND
    # Two unknown device types both become the `paddle` kind: one kind, one backend.
    assert found["libtwin.so"]["status"] != 0 and "already served" in str(found["libtwin.so"]["message"])


def test_anyrt_info_lists_hosted_and_refused_plugins(tmp_path: Path) -> None:
    good = build_paddle_plugin(tmp_path / "libgood.so")
    no_list = build_paddle_plugin(tmp_path / "libnolist.so", "PLUGIN_DROP_REQUIRED")
    env = dict(os.environ, ANYRT_PADDLE_PLUGINS=f"{good}:{no_list}")
    out = subprocess.run([sys.executable, "-m", "anyrt", "info", "--slots"], env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert "Slots of backend 'custom_cpu'" in out.stdout
    assert "refused (abi_mismatch): lacks field(s) Paddle" in out.stdout  # the table folds long cells
    assert "get_device_list" in out.stdout


@pytest.mark.parametrize("lang", ["c", "c++"])
def test_paddle_layout_header_compiles_strict_with_its_layout_asserts(tmp_path: Path, lang: str) -> None:
    std = "-std=c11" if lang == "c" else "-std=c++17"
    src = tmp_path / "use.c"
    src.write_text('#include "paddle_device_ext.h"\nint main(void) { return (int)sizeof(C_DeviceInterface) == 0; }\n')
    subprocess.run(["cc" if lang == "c" else "c++", std, "-x", lang, "-Wall", "-Wextra", "-Werror", "-pedantic",
                    f"-I{ROOT / 'generated' / 'include'}", str(src), "-o", str(tmp_path / "use")], check=True)


def _spec_copy(tmp_path: Path) -> Path:
    import shutil

    dst = tmp_path / "spec"
    shutil.copytree(ROOT / "spec", dst)
    return dst


@pytest.mark.parametrize(("file", "old", "needle"), [
    ("compat/paddle.yaml", ', unserved: "a math kernel; anyrt has no kernels"}',
     "blas_axpby: no spec function names it in `analogue` and it has no `unserved` reason"),
])
def test_compat_entry_without_mapping_is_a_spec_error_with_its_line(tmp_path: Path, file: str, old: str,
                                                                    needle: str) -> None:
    sys.path.insert(0, str(ROOT))
    from codegen.errors import SpecError
    from codegen.spec_load import load

    spec = _spec_copy(tmp_path)
    path = spec / file
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, "}", 1))
    line = text[: text.index(old)].count("\n") + 1
    with pytest.raises(SpecError) as err:
        load(spec)
    assert f"{file}:{line}: {needle}" in str(err.value)


def test_infinicore_entry_whose_analogue_went_is_a_spec_error_with_its_line(tmp_path: Path) -> None:
    """Every InfiniCore entry is served now: one becomes unmapped when its spec function drops the analogue."""
    sys.path.insert(0, str(ROOT))
    from codegen.errors import SpecError
    from codegen.spec_load import load

    spec = _spec_copy(tmp_path)
    ccl = spec / "ccl.yaml"
    ccl.write_text(ccl.read_text().replace("analogue: {infiniccl: infinicclAllGatherV}", "analogue: {}", 1))
    text = (spec / "compat" / "infinicore.yaml").read_text()
    line = text[: text.index("{name: infinicclAllGatherV,")].count("\n") + 1
    with pytest.raises(SpecError) as err:
        load(spec)
    assert (f"compat/infinicore.yaml:{line}: infinicclAllGatherV: no spec function names it in `analogue` and no "
            "`unserved`") in str(err.value)


@pytest.mark.parametrize(("old", "new", "needle"), [
    ("check: {null_arg: [count_array]}", "check: {null_arg: [counts]}",
     "infinirtGetAllDeviceCount: check null_arg names 'counts', which is no pointer or handle param"),
    ("check: {device_type: [device]}}", "check: {device_type: [device_id]}}",
     "infinirtSetDevice: check device_type names 'device_id', which is no infiniDevice_t param"),
    ("null_is_noop: {status: INFINI_STATUS_SUCCESS", "null_is_noop: {status: INFINI_STATUS_FINE",
     "check null_is_noop: unknown status 'INFINI_STATUS_FINE'"),
])
def test_infinicore_check_rules_are_checked(tmp_path: Path, old: str, new: str, needle: str) -> None:
    sys.path.insert(0, str(ROOT))
    from codegen.errors import SpecError
    from codegen.spec_load import load

    path = _spec_copy(tmp_path) / "compat" / "infinicore.yaml"
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))
    with pytest.raises(SpecError) as err:
        load(path.parent.parent)
    assert needle in str(err.value)


def test_coverage_table_names_every_paddle_field_and_infinicore_function() -> None:
    sys.path.insert(0, str(ROOT))
    from codegen.spec_load import load

    spec = load(ROOT / "spec")
    doc = (ROOT / "generated" / "docs" / "compat.md").read_text()
    assert spec.paddle is not None and spec.infinicore is not None
    for f in spec.paddle.functions:
        assert f"| `{f.name}` |" in doc, f.name
    for g in spec.infinicore.functions:
        assert f"| `{g.name}` |" in doc, g.name
    assert len(spec.paddle.functions) == 98 and len(spec.infinicore.functions) == 49


def test_collectives_through_paddle_xccl_fields() -> None:
    """Two ranks in two threads over the plugin's xccl_*: rank/size come from the host's record,
    dtype and op are mapped to C_DataType / C_CCLReduceOp, broadcast is made in place at the root."""
    import threading

    from anyrt.ccl import Communicator, get_unique_id

    uid = get_unique_id(anyrt.Device("paddle", 0))
    results: dict[int, dict[str, object]] = {}
    errors: list[BaseException] = []

    def rank(r: int) -> None:
        try:
            dev = anyrt.Device("paddle", r)
            with dev:
                comm = Communicator.init_rank(2, r, uid, dev)
                send, recv = dev.allocate(64), dev.allocate(64)
                send.copy_from(np.arange(16, dtype=np.float32) * (r + 1))
                out: dict[str, object] = {"rank": comm.rank, "size": comm.size}
                for op in ("sum", "avg", "max", "prod"):
                    comm.all_reduce(send, recv, op=op, dtype="float32")
                    out[op] = recv.copy_to(np.zeros(16, dtype=np.float32))
                comm.broadcast(send, recv, root=1, dtype="float32")
                out["bcast"] = recv.copy_to(np.zeros(16, dtype=np.float32))
                comm.destroy()
                send.free()
                recv.free()
            results[r] = out
        except BaseException as exc:  # surfaced below, in the test's thread
            errors.append(exc)

    threads = [threading.Thread(target=rank, args=(r,)) for r in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert not errors, errors
    base = np.arange(16, dtype=np.float32)
    for r in range(2):
        got = results[r]
        assert (got["rank"], got["size"]) == (r, 2)
        np.testing.assert_array_equal(got["sum"], base * 3)
        np.testing.assert_array_equal(got["avg"], base * 1.5)
        np.testing.assert_array_equal(got["max"], base * 2)
        np.testing.assert_array_equal(got["prod"], base * base * 2)
        np.testing.assert_array_equal(got["bcast"], base * 2)


def test_hosted_plugins_come_back_after_shutdown(tmp_path: Path) -> None:
    plugin = build_paddle_plugin(tmp_path / "libcpu.so")
    script = """
import anyrt
from anyrt.toolkit.conformance import loaded_backends
seen = []
for _ in range(3):
    seen.append("custom_cpu" in loaded_backends())
    anyrt.Device("paddle", 1).allocate(64).free()
    anyrt.shutdown()
print(seen)
"""
    env = dict(os.environ, ANYRT_PADDLE_PLUGINS=str(plugin))
    out = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[True, True, True]"


def test_conformance_catches_a_plugin_whose_all_reduce_moves_nothing(tmp_path: Path) -> None:
    """CustomCPU's collectives only synchronize; on one rank from comm_init_rank that passes every
    call-level test yet leaves recvbuf unchanged. The one-rank conformance cases must fail it."""
    from conftest import build_paddle_plugin

    plugin = build_paddle_plugin(tmp_path / "libsynconly.so", "PLUGIN_SYNC_ONLY_CCL")
    env = dict(os.environ, ANYRT_PADDLE_PLUGINS=str(plugin), NO_COLOR="1", COLUMNS="200")
    proc = subprocess.run([sys.executable, "-m", "anyrt", "conformance", "custom_cpu"], env=env, capture_output=True,
                          text=True, timeout=600)
    assert proc.returncode == 1, proc.stdout[-3000:] + proc.stderr[-3000:]
    assert "functions failing: all_reduce" in proc.stdout and "did not move the" in proc.stdout, proc.stdout[-3000:]


def test_conformance_names_the_hosts_reason_for_a_refused_paddle_plugin(tmp_path: Path) -> None:
    """A refused Paddle plugin, given by path or looked for by name, is reported with the host's own
    reason, not as 'not built here' or 'no plugin found'."""
    from conftest import build_paddle_plugin

    bad = build_paddle_plugin(tmp_path / "libbailing.so", "PLUGIN_NO_DEVICE_TYPE")
    env = dict(os.environ, NO_COLOR="1")
    env.pop("ANYRT_PADDLE_PLUGINS", None)
    by_path = subprocess.run([sys.executable, "-m", "anyrt", "conformance", str(bad)], env=env, capture_output=True,
                             text=True, timeout=600)
    assert by_path.returncode == 1
    flat = " ".join(by_path.stdout.split())  # the console wraps long lines
    assert "backend 'libbailing.so' was not loaded: InitPlugin set no device_type" in flat, flat[-2000:]
    env["ANYRT_PADDLE_PLUGINS"] = str(bad)
    by_name = subprocess.run([sys.executable, "-m", "anyrt", "conformance", "custom_cpu"], env=env, capture_output=True,
                             text=True, timeout=600)
    assert by_name.returncode == 1
    flat = " ".join(by_name.stdout.split())
    assert f"libbailing.so ({bad}) was refused: InitPlugin set no device_type" in flat, flat[-2000:]
    assert "not built here" not in flat


def test_conformance_hosts_a_paddle_plugin_given_by_path(tmp_path: Path) -> None:
    from conftest import build_paddle_plugin

    good = build_paddle_plugin(tmp_path / "libvendor.so")
    env = dict(os.environ, NO_COLOR="1", COLUMNS="200")
    env.pop("ANYRT_PADDLE_PLUGINS", None)
    proc = subprocess.run([sys.executable, "-m", "anyrt", "conformance", str(good)], env=env, capture_output=True,
                          text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-2000:]
    assert f"conformance of 'custom_cpu' ({good}): PASSED" in " ".join(proc.stdout.split())
