"""ABI handshake: a plugin with a shorter (older-minor) table loads and its missing slots fall
back; another major is refused naming both versions; a missing required slot is refused by name;
a broken plugin does not stop the others from loading."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from conftest import build_test_plugin

PROBE = """
import json
from anyrt._cffi import ffi
from anyrt._gen import _raw
out = []
for i in range(_raw.get_backend_count()):
    b = _raw.get_backend_info(i)
    out.append({"name": ffi.string(b.name).decode(), "path": ffi.string(b.path).decode(), "status": b.status,
                "message": ffi.string(b.message).decode(), "slots": b.slot_count})
print(json.dumps(out))
"""


def _probe(*plugins: Path) -> list[dict]:
    env = {**os.environ, "ANYRT_BACKEND_PATH": ":".join(map(str, plugins))}
    proc = subprocess.run([sys.executable, "-c", PROBE], env=env, capture_output=True, text=True, check=True)
    return json.loads(proc.stdout)


def _entry(found: list[dict], name: str) -> dict:
    """The record of plugin file libanyrt_<name>.so."""
    return next(b for b in found if b["path"].endswith(f"/libanyrt_{name}.so"))


def test_shorter_table_loads_and_later_slots_are_absent(tmp_path: Path) -> None:
    from anyrt._gen.spec_data import SLOTS

    cut = [s[0] for s in SLOTS].index("get_unique_id")
    plugin = build_test_plugin(tmp_path / "libanyrt_old.so", f"MINIMAL_SLOTS={cut}")
    entry = _entry(_probe(plugin), "old")
    assert entry["status"] == 0, entry["message"]
    assert entry["slots"] == cut


def test_other_major_is_refused_naming_both_versions(tmp_path: Path) -> None:
    plugin = build_test_plugin(tmp_path / "libanyrt_future.so", "MINIMAL_ABI_MAJOR=2")
    entry = _entry(_probe(plugin), "future")
    assert entry["status"] != 0
    from anyrt._gen.spec_data import ABI_VERSION

    major, minor = ABI_VERSION
    assert f"ABI {major + 1}.0" in entry["message"] and f"ABI {major}.{minor}" in entry["message"]


def test_missing_required_slot_is_refused_by_name(tmp_path: Path) -> None:
    plugin = build_test_plugin(tmp_path / "libanyrt_nomalloc.so", "MINIMAL_DROP_MALLOC")
    entry = _entry(_probe(plugin), "nomalloc")
    assert entry["status"] != 0
    assert "lacks required function(s): malloc" in entry["message"]


def test_a_broken_plugin_does_not_stop_the_others(tmp_path: Path) -> None:
    junk = tmp_path / "libanyrt_junk.so"
    junk.write_bytes(b"not an ELF file")
    found = _probe(junk)
    assert _entry(found, "junk")["status"] != 0 and "dlopen failed" in _entry(found, "junk")["message"]
    assert _entry(found, "cpu")["status"] == 0


def test_an_entry_point_that_succeeds_without_a_table_is_refused_saying_so(tmp_path: Path) -> None:
    """Success with the table left NULL is the plugin's bug, not a failure status: the message says
    what it did instead of "its entry point failed (success)"."""
    root = Path(__file__).resolve().parents[1]
    src = tmp_path / "notable.c"
    src.write_text('#include "anyrt_backend.h"\n'
                   "anyrt_status_t anyrt_backend_get_table(uint32_t major, uint32_t minor, const anyrt_backend_table_t** out);\n"
                   "anyrt_status_t anyrt_backend_get_table(uint32_t major, uint32_t minor, const anyrt_backend_table_t** out) {\n"
                   "    (void)major; (void)minor; *out = 0; return ANYRT_STATUS_SUCCESS;\n}\n")
    plugin = tmp_path / "libanyrt_notable.so"
    subprocess.run(["cc", "-std=c11", "-Wall", "-Wextra", "-Werror", "-shared", "-fPIC",
                    f"-I{root / 'generated' / 'include'}", str(src), "-o", str(plugin)], check=True)
    found = _probe(plugin)
    entry = _entry(found, "notable")
    assert entry["status"] != 0
    assert "(success)" not in entry["message"], entry["message"]
    assert "anyrt_backend_get_table returned success but no table" in entry["message"], entry["message"]
    assert _entry(found, "cpu")["status"] == 0

def test_generated_skeleton_compiles_loads_and_says_what_is_missing(tmp_path: Path) -> None:
    root = Path(__file__).resolve().parents[1]
    plugin = tmp_path / "libanyrt_skeleton.so"
    subprocess.run(["cc", "-std=c11", "-Wall", "-Wextra", "-Werror", "-pedantic", "-fPIC", "-shared",
                    f"-I{root / 'generated' / 'include'}", str(root / "generated" / "skeleton" / "backend_skeleton.c"),
                    "-o", str(plugin)], check=True)
    from anyrt._gen.spec_data import SLOTS

    entry = _entry(_probe(plugin), "skeleton")
    assert entry["status"] == 0, entry["message"]  # its get_device_count placeholder lets it load
    assert entry["slots"] == len(SLOTS)
    call = ("import anyrt\ntry:\n    anyrt.Device('custom', 0).allocate(64)\n"
            "except anyrt.NotSupportedError as e:\n    print(e)\n")
    env = {**os.environ, "ANYRT_BACKEND_PATH": str(plugin)}
    out = subprocess.run([sys.executable, "-c", call], env=env, capture_output=True, text=True, check=True).stdout
    assert "skeleton: malloc is not implemented yet" in out


GROUP_START = """
import warnings
import anyrt
from anyrt._gen import _raw
anyrt.set_device("custom", 0)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    try:
        _raw.group_start()
        print("served", [str(w.message) for w in caught if issubclass(w.category, anyrt.PerformanceWarning)])
    except anyrt.Error as e:
        print("native", e.message)
"""


def _group_start(plugin: Path) -> str:
    env = {**os.environ, "ANYRT_BACKEND_PATH": str(plugin), "ANYRT_FAULT": "group_start:1+"}
    env.pop("ANYRT_DEFAULT_DEVICE", None)
    proc = subprocess.run([sys.executable, "-c", GROUP_START], env=env, capture_output=True, text=True, check=True)
    return proc.stdout.strip()


def test_slots_past_a_shorter_table_are_never_called_and_fall_back(tmp_path: Path) -> None:
    """The fault plugin fills group_start (which fails when called) in every build; declaring a
    table that ends before it must make the runtime use the fallback instead of reading past the
    declared size."""
    from anyrt._gen.spec_data import SLOTS

    cut = [s[0] for s in SLOTS].index("get_unique_id")
    assert cut < [s[0] for s in SLOTS].index("group_start")
    (tmp_path / "full").mkdir()
    full = build_test_plugin(tmp_path / "full" / "libanyrt_fault.so", source="fault_backend.c")
    old = build_test_plugin(tmp_path / "libanyrt_fault.so", f"FAULT_SLOTS={cut}", source="fault_backend.c")
    native = _group_start(full)  # control: the full table's group_start is called, and fails
    assert native.startswith("native") and "injected failure of group_start" in native, native
    out = _group_start(old)
    assert out.startswith("served") and "lacks 'group_start'" in out, out
    entry = _entry(_probe(old), "fault")
    assert entry["status"] == 0 and entry["slots"] == cut


def test_a_newer_minor_with_a_longer_table_loads(tmp_path: Path) -> None:
    plugin = build_test_plugin(tmp_path / "libanyrt_fault.so", "FAULT_NEWER", source="fault_backend.c")
    from anyrt._gen.spec_data import SLOTS

    entry = _entry(_probe(plugin), "fault")
    assert entry["status"] == 0, entry["message"]
    assert entry["slots"] == len(SLOTS)  # the slots it knows; the 8 later ones are ignored
    assert _group_start(plugin).startswith("native")


def test_a_backend_written_with_the_util_header_loads_with_only_its_own_slots(tmp_path: Path) -> None:
    """tests/backends/util_backend.c defines only the required slots and ANYRT_BACKEND_DEFINE: it
    loads, exports only the entry point, its other slots are absent (so they fall back), and
    util_fail's message reaches the caller's error record."""
    from anyrt._gen.spec_data import SLOTS

    plugin = build_test_plugin(tmp_path / "libanyrt_util.so", source="util_backend.c")
    exported = subprocess.run(["nm", "-D", "--defined-only", str(plugin)], capture_output=True, text=True, check=True)
    assert [line.split()[-1] for line in exported.stdout.splitlines() if " T " in line] == ["anyrt_backend_get_table"]
    entry = _entry(_probe(plugin), "util")
    assert entry["status"] == 0 and entry["slots"] == len(SLOTS), entry
    probe = """
from anyrt._gen import _raw
from anyrt._gen.spec_data import SLOTS
from anyrt.toolkit.conformance import loaded_backends
import anyrt
index, kind = loaded_backends()["util"]
print(sorted(s[0] for i, s in enumerate(SLOTS) if _raw.backend_has_slot(index, i)))
_raw.set_device(kind, 0)
try:
    _raw.malloc(1 << 31)
except anyrt.Error as err:
    print(err.status, err.message)
"""
    env = {**os.environ, "ANYRT_BACKEND_PATH": str(plugin)}
    out = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True, check=True).stdout
    have, error = out.splitlines()
    assert have == str(sorted(["get_device_count", "malloc", "free", "memcpy", "create_event", "destroy_event",
                               "record_event", "synchronize_event"]))
    assert error.startswith("out_of_memory") and "util: 2147483648 bytes is over its 1 GiB" in error, error


def test_public_structs_are_written_only_as_far_as_the_callers_struct_size() -> None:
    """A program built against an older, shorter anyrt_backend_info_t (struct_size up to `kind`) gets
    only those bytes written; one that leaves struct_size 0 is refused by name, and
    get_last_error then leaves the thread's error record as it was."""
    from anyrt._cffi import ffi, lib

    short = ffi.offsetof("anyrt_backend_info_t", "kind") + ffi.sizeof("anyrt_device_kind_t")
    info = ffi.new("anyrt_backend_info_t *", {"struct_size": short, "status": 77, "device_count": -5})
    assert lib.anyrt_get_backend_info(0, info) == 0
    assert ffi.string(info.name) != b"" and info.struct_size == short
    assert (info.status, info.device_count) == (77, -5)  # past the caller's struct: untouched

    unset = ffi.new("anyrt_backend_info_t *")
    assert lib.anyrt_get_backend_info(0, unset) != 0
    record = ffi.new("anyrt_error_info_t *", {"struct_size": ffi.sizeof("anyrt_error_info_t")})
    assert lib.anyrt_get_last_error(record) == 0
    assert b"struct_size must be set to ANYRT_BACKEND_INFO_STRUCT_SIZE" in ffi.string(record.message)
    assert lib.anyrt_get_last_error(ffi.new("anyrt_error_info_t *")) != 0  # unset: refused, record kept
    again = ffi.new("anyrt_error_info_t *", {"struct_size": ffi.sizeof("anyrt_error_info_t")})
    assert lib.anyrt_get_last_error(again) == 0 and ffi.string(again.message) == ffi.string(record.message)
