"""The `anyrt` command line, run as `python -m anyrt` in a subprocess."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def anyrt_cli(*args: str, cwd: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "anyrt", *args], capture_output=True, text=True, cwd=cwd,
                          env={**os.environ, **(env or {})}, timeout=300)


def test_info(tmp_path):
    result = anyrt_cli("info", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    out = result.stdout
    from anyrt._gen.spec_data import ABI_VERSION

    assert "anyrt" in out and "ABI {}.{}".format(*ABI_VERSION) in out
    for text in ("Backends", "loaded", "Devices", "cpu:0", "filled / fallback / not supported", "--slots",
                 "may still decline"):
        assert text in out, text
    assert "Slots of backend" not in out and len(out.splitlines()) < 60  # the compact default
    assert "PerformanceWarning" not in result.stderr
    result = anyrt_cli("info", "--slots", cwd=tmp_path)
    for text in ("Slots of backend 'cpu'", "filled", "memcpy_async", "fallback (no-op)", "not supported"):
        assert text in result.stdout, text


def test_info_json_and_backend_filter(tmp_path):
    import json

    result = anyrt_cli("info", "cpu", "--json", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert [b["name"] for b in data["backends"]] == ["cpu"]
    cpu = data["backends"][0]
    assert cpu["loaded"] and cpu["devices"] >= 1 and cpu["slots"]["memcpy_async"]["support"] == "native"
    assert data["devices"] and all(d["backend"] == "cpu" for d in data["devices"])
    result = anyrt_cli("info", "no_such_backend", cwd=tmp_path)
    assert result.returncode == 2 and "no backend 'no_such_backend'" in result.stdout


def test_info_with_a_refused_plugin(tmp_path):
    if shutil.which("cc") is None:
        pytest.skip("no C compiler to build a plugin with the wrong ABI")
    plugins = tmp_path / "plugins"
    plugins.mkdir()
    subprocess.run(["cc", "-std=c11", "-fPIC", "-shared", f"-I{ROOT / 'generated' / 'include'}",
                    "-DMINIMAL_ABI_MAJOR=99", str(ROOT / "tests" / "backends" / "minimal_backend.c"),
                    "-o", str(plugins / "libanyrt_wrongabi.so")], check=True)
    path = os.environ.get("ANYRT_BACKEND_PATH")
    env = {"ANYRT_BACKEND_PATH": f"{plugins}:{path}" if path else str(plugins)}
    result = anyrt_cli("info", "--slots", cwd=tmp_path, env=env)
    assert result.returncode == 0, result.stderr
    assert "refused (abi_mismatch)" in result.stdout
    assert "libanyrt_wrongabi.so" in result.stdout
    assert "Slots of backend 'cpu'" in result.stdout  # the others are still listed


def test_demo(tmp_path):
    result = anyrt_cli("demo", cwd=tmp_path)
    assert result.returncode == 0, result.stderr + result.stdout
    out = result.stdout
    for text in ("H2D", "D2H", "D2D", "GB/s", "data identical", "stream.query()", "True",
                 "sum of stream times", "wall time", "Memory", "demo finished"):
        assert text in out, text


def test_version_and_usage(tmp_path):
    result = anyrt_cli("--version", cwd=tmp_path)
    assert result.returncode == 0 and result.stdout.startswith("anyrt ")
    result = anyrt_cli(cwd=tmp_path)
    assert result.returncode == 2 and "usage" in result.stderr


WITHOUT_DEV_TOOLS = """
import sys
for name in ("pytest", "yaml", "jinja2", "jsonschema", "matplotlib", "mpi4py", "torch"):
    sys.modules[name] = None  # importing it now raises ImportError, as in a fresh `pip install .`
from anyrt.toolkit.cli import main
sys.exit(main(sys.argv[1:]))
"""


@pytest.mark.parametrize("args", [["info"], ["demo", "--size", "1", "--repeat", "1", "--sleep", "0.01"], ["--help"]])
def test_the_runtime_commands_need_no_development_packages(tmp_path, args):
    """The README's first command installs only the runtime's dependencies (cffi, numpy, rich)."""
    result = subprocess.run([sys.executable, "-c", WITHOUT_DEV_TOOLS, *args], capture_output=True, text=True,
                            cwd=tmp_path, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr


def test_conformance_without_pytest_says_what_to_install(tmp_path):
    result = subprocess.run([sys.executable, "-c", WITHOUT_DEV_TOOLS, "conformance", "cpu"], capture_output=True,
                            text=True, cwd=tmp_path, timeout=300)
    assert result.returncode == 2, result.stdout + result.stderr
    assert "needs pytest, which is not installed: pip install 'anyrt[toolkit]'" in result.stdout, result.stdout
    assert "Traceback" not in result.stdout + result.stderr


@pytest.mark.parametrize(("args", "package", "extra"), [(["gen", "--check", "--root", str(ROOT)], "yaml", "toolkit")])
def test_a_missing_package_is_one_line_naming_the_extra(tmp_path, args, package, extra):
    result = subprocess.run([sys.executable, "-c", WITHOUT_DEV_TOOLS, *args], capture_output=True, text=True,
                            cwd=tmp_path, timeout=300)
    out = result.stdout + result.stderr
    assert result.returncode == 2, out
    assert f"needs {package}, which is not installed: pip install 'anyrt[{extra}]'" in out, out
    assert "Traceback" not in out and len(out.strip().splitlines()) == 1, out


def test_the_extras_the_errors_name_are_the_ones_pyproject_declares():
    import tomllib

    from anyrt import _extras

    declared = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]
    dist = {"yaml": "pyyaml"}  # import name -> distribution name, where they differ
    for extra, modules in _extras.EXTRAS.items():
        names = {req.split(">")[0].split("=")[0].strip().lower() for req in declared[extra]}
        assert {dist.get(m, m) for m in modules} <= names, (extra, names)
