"""Backends that other distributions install: the `anyrt.backends` entry points (anyrt/_backend_path.py),
the C search path <prefix>/lib/anyrt/backends (runtime/core/loader.c), and `anyrt new-backend NAME
--package DIR`, a project pip installs and anyrt then loads."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

import anyrt
from conftest import ROOT, build_test_plugin

pytestmark = pytest.mark.skipif(shutil.which("cc") is None, reason="no C compiler to build the plugins")

Child = Callable[..., subprocess.CompletedProcess[str]]
PACKAGE = Path(anyrt.__file__).resolve().parent


def _without_search_path() -> dict[str, str]:
    """This environment without a plugin search path of the test session's (the minimal plugin's folder)."""
    return {k: v for k, v in os.environ.items() if k not in ("ANYRT_BACKEND_PATH", "ANYRT_PADDLE_PLUGINS")}


def _info(env: dict[str, str]) -> dict[str, dict[str, object]]:
    out = subprocess.run([sys.executable, "-m", "anyrt", "info", "--json"], env=env, capture_output=True, text=True,
                         timeout=300, cwd="/")
    assert out.returncode == 0, out.stderr[-3000:]
    return {b["name"]: b for b in json.loads(out.stdout)["backends"]}


def _distribution(site: Path, name: str, module: str, target: str) -> None:
    """A distribution installed into `site` by hand: its metadata and one `anyrt.backends` entry point."""
    info = site / f"{name}-0.1.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text(f"[anyrt.backends]\n{name} = {module}:{target}\n")


def test_an_entry_point_naming_a_plugin_gets_it_loaded(tmp_path: Path) -> None:
    site, lib = tmp_path / "site", tmp_path / "lib"
    site.mkdir()
    lib.mkdir()
    plugin = build_test_plugin(lib / "libanyrt_minimal.so")
    (site / "vendor_plugin.py").write_text(f"PLUGIN = {str(plugin)!r}\n")
    _distribution(site, "vendor_plugin", "vendor_plugin", "PLUGIN")
    env = _without_search_path() | {"PYTHONPATH": str(site)}
    backends = _info(env)
    assert backends["minimal"]["loaded"] and backends["minimal"]["path"] == str(plugin), backends
    assert backends["cpu"]["loaded"]  # the package's own plugins still load


def test_a_broken_entry_point_warns_and_the_others_load(tmp_path: Path, child: Child) -> None:
    site = tmp_path / "site"
    site.mkdir()
    _distribution(site, "broken_plugin", "no_such_module_anywhere", "PLUGIN")
    out = child("""
        import warnings
        warnings.simplefilter("always")
        with warnings.catch_warnings(record=True) as caught:
            import anyrt
        print([str(w.message) for w in caught])
        print(sorted(d.backend for d in anyrt.devices()))
    """, env=_without_search_path() | {"PYTHONPATH": str(site)})
    assert out.returncode == 0, out.stderr[-3000:]
    assert "entry point 'broken_plugin = no_such_module_anywhere:PLUGIN' of group anyrt.backends failed" in out.stdout
    assert "'cpu'" in out.stdout


def test_a_c_program_finds_plugins_in_prefix_lib_anyrt_backends(tmp_path: Path) -> None:
    """libanyrt.so in <prefix>/lib finds <prefix>/lib/anyrt/backends/libanyrt_minimal.so, no variable set."""
    lib = tmp_path / "prefix" / "lib"
    (lib / "anyrt" / "backends").mkdir(parents=True)
    shutil.copy2(PACKAGE / "libanyrt.so", lib / "libanyrt.so")
    build_test_plugin(lib / "anyrt" / "backends" / "libanyrt_minimal.so")
    program = tmp_path / "list_backends"
    source = tmp_path / "list_backends.c"
    source.write_text("""
        #include <stdio.h>
        #include "anyrt.h"
        int main(void) {
            int n = 0;
            if (anyrt_get_backend_count(&n) != ANYRT_STATUS_SUCCESS) return 1;
            for (int i = 0; i < n; ++i) {
                anyrt_backend_info_t info = {.struct_size = ANYRT_BACKEND_INFO_STRUCT_SIZE};
                if (anyrt_get_backend_info(i, &info) != ANYRT_STATUS_SUCCESS) return 2;
                printf("%s %d %s\\n", info.name, (int)info.status, info.path);
            }
            return 0;
        }
    """)
    subprocess.run(["cc", "-std=c11", f"-I{ROOT / 'generated' / 'include'}", str(source), "-o", str(program),
                    f"-L{lib}", "-lanyrt", f"-Wl,-rpath,{lib}"], check=True)
    out = subprocess.run([str(program)], env=_without_search_path(), capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split("\n")[0] == f"minimal 0 {lib / 'anyrt' / 'backends' / 'libanyrt_minimal.so'}", out.stdout


def test_new_backend_package_installs_with_pip_and_anyrt_loads_it(tmp_path: Path) -> None:
    project, site = tmp_path / "anyrt-acme", tmp_path / "site"
    made = subprocess.run([sys.executable, "-m", "anyrt", "new-backend", "acme", "--package", str(project)],
                          capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert made.returncode == 0, made.stdout + made.stderr
    assert (project / "src" / "acme_backend.c").is_file() and (project / "pyproject.toml").is_file()
    pip = subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "--no-build-isolation", "--no-index",
                          "--quiet", "--target", str(site), str(project)], capture_output=True, text=True, timeout=600)
    assert pip.returncode == 0, pip.stdout + pip.stderr
    plugin = site / "anyrt_acme" / "libanyrt_acme.so"
    assert plugin.is_file()
    backends = _info(_without_search_path() | {"PYTHONPATH": str(site)})
    assert backends["acme"]["loaded"] and backends["acme"]["path"] == str(plugin), backends["acme"]
    assert backends["acme"]["devices"] == 1  # the skeleton's placeholder device
