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
    assert "ABI 2.0" in entry["message"] and "ABI 1.0" in entry["message"]


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
