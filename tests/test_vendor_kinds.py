"""Vendor kinds: every backend that declares `custom` gets a device kind of its own at load, named as
the backend, so several vendor plugins (two scaffolds from `anyrt new-backend`, the opencl backend,
the suite's minimal backend) load in one process and each is reachable by its name from `anyrt
info`, Python and InfiniRT; ANYRT_KIND_ALIAS (or an entry's kind_alias) lends one an InfiniCore device type."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import anyrt

ROOT = Path(__file__).resolve().parents[1]
PKG = Path(anyrt.__file__).resolve().parent
VENDORS = ("acme", "zeta")

pytestmark = pytest.mark.skipif(shutil.which("cc") is None, reason="no C compiler")


def _cli(*args: str, cwd: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "anyrt", *args], cwd=cwd, capture_output=True, text=True,
                          env=env or dict(os.environ), timeout=300)


@pytest.fixture(scope="module")
def vendor_path(tmp_path_factory: pytest.TempPathFactory) -> str:
    """Two scaffolds, as a vendor makes them (`anyrt new-backend NAME`, `anyrt build-backend NAME`) in a
    checkout without the generator; the ANYRT_BACKEND_PATH that adds them to the suite's own."""
    root = tmp_path_factory.mktemp("checkout")
    (root / "spec").mkdir()
    shutil.copy2(ROOT / "spec" / "backends.yaml", root / "spec" / "backends.yaml")
    shutil.copytree(ROOT / "generated" / "skeleton", root / "generated" / "skeleton")
    shutil.copytree(ROOT / "generated" / "include", root / "generated" / "include")
    plugins = []
    for name in VENDORS:
        made = _cli("new-backend", name, cwd=root)
        assert made.returncode == 0, made.stdout + made.stderr
        assert f"a device kind of its own, named '{name}'" in made.stdout, made.stdout
        if name == "zeta":  # the vendor lends its kind an InfiniCore device type in the spec
            spec = root / "spec" / "backends.yaml"
            spec.write_text(spec.read_text().replace("  - name: zeta\n    device_kind: custom\n",
                                                     "  - name: zeta\n    device_kind: custom\n    kind_alias: qy\n"))
        built = _cli("build-backend", name, cwd=root)
        assert built.returncode == 0, built.stdout + built.stderr
        plugins.append(str(root / "build" / "plugins" / name / f"libanyrt_{name}.so"))
    return ":".join([*plugins, os.environ.get("ANYRT_BACKEND_PATH", "")])


def _probe(code: str, env: dict[str, str]) -> str:
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stdout + out.stderr
    return out.stdout


def test_several_vendor_kinds_load_at_once_each_named_by_its_backend(vendor_path: str) -> None:
    env = dict(os.environ, ANYRT_BACKEND_PATH=vendor_path)
    info = json.loads(_cli("info", "--json", cwd=ROOT, env=env).stdout)
    loaded = {b["name"]: b for b in info["backends"] if b["loaded"]}
    for name in (*VENDORS, "minimal"):
        assert name in loaded, info["backends"]
        assert loaded[name]["kind"].split(" (also")[0] == name, loaded[name]  # not `custom`, and no refusal for a second one
    if (PKG / "libanyrt_opencl.so").is_file():  # built where CL/cl.h is found
        assert loaded["opencl"]["kind"] == "opencl", info["backends"]
    shown = {d["device"]: d["backend"] for d in info["devices"]}
    assert shown["acme:0"] == "acme" and shown["zeta:0"] == "zeta", shown

    out = _probe(
        "import anyrt\n"
        "kinds = {d.kind: d.kind_value for d in anyrt.devices()}\n"
        "print(kinds['acme'] != kinds['zeta'] and min(kinds['acme'], kinds['zeta']) >= 64)\n"
        "print(anyrt.Device('zeta', 0).backend, anyrt.Device('acme:0').backend)\n"
        "print(anyrt.Device(kinds['zeta'], 0).kind)\n"
        "print(anyrt.Device('custom:0').backend)\n"  # the first vendor kind loaded: the path's first plugin
        "print(anyrt.device_count('acme'))\n", env)
    assert out.splitlines() == ["True", "zeta acme", "zeta", "acme", "1"], out


def test_an_unknown_kind_name_is_refused_naming_the_argument(vendor_path: str) -> None:
    out = _probe("import anyrt\ntry:\n    anyrt.Device('nosuch', 0)\nexcept anyrt.InvalidValueError as e:\n"
                 "    print(e)\n", dict(os.environ, ANYRT_BACKEND_PATH=vendor_path))
    assert "kind" in out and "'nosuch'" in out and "acme" in out, out  # the known kinds include the vendors'


def test_a_second_plugin_of_one_name_is_refused_by_name(vendor_path: str) -> None:
    acme = vendor_path.split(":")[0]
    env = dict(os.environ, ANYRT_BACKEND_PATH=f"{vendor_path}:{Path(acme).parent / 'copy' / 'libanyrt_acme.so'}")
    (Path(acme).parent / "copy").mkdir(exist_ok=True)
    shutil.copy2(acme, Path(acme).parent / "copy" / "libanyrt_acme.so")
    info = json.loads(_cli("info", "--json", cwd=ROOT, env=env).stdout)
    acmes = [b for b in info["backends"] if b["name"] == "acme"]
    assert [b["loaded"] for b in acmes] == [True, False], acmes
    assert "vendor kind 'acme' already served by" in acmes[1]["message"], acmes


def _infinirt_program(tmp_path: Path, source: str) -> Path:
    exe = tmp_path / Path(source).stem
    subprocess.run(["cc", "-std=c11", "-Wall", "-Wextra", "-Werror", "-pedantic", f"-I{PKG / 'include'}",
                    str(ROOT / "tests" / "compat" / source), "-o", str(exe), f"-L{PKG}", "-linfinirt",
                    f"-Wl,-rpath,{PKG}"], check=True)
    return exe


METAX = 4  # INFINI_DEVICE_METAX


def test_infinirt_reaches_a_vendor_kind_through_the_device_type_it_is_lent(tmp_path: Path, vendor_path: str) -> None:
    """ANYRT_KIND_ALIAS=minimal=metax: InfiniRT's INFINI_DEVICE_METAX counts and sets the minimal vendor
    backend, getDevice answers the type that was set, and types no backend serves stay errors."""
    env = dict(os.environ, ANYRT_BACKEND_PATH=vendor_path, ANYRT_DEFAULT_DEVICE="cpu:0", ANYRT_KIND_ALIAS="minimal=metax")
    kinds = _infinirt_program(tmp_path, "infinirt_vendor_kind.c")
    out = subprocess.run([str(kinds), str(METAX)], env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and out.stdout == "ok\n", out.stdout + out.stderr
    del env["ANYRT_KIND_ALIAS"]  # without the alias no backend serves METAX
    out = subprocess.run([str(kinds), str(METAX)], env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode != 0 and "counts[lent] >= 1" in out.stderr, out.stdout + out.stderr


def _opencl_devices() -> int:
    return sum(1 for d in anyrt.devices() if d.backend == "opencl")


@pytest.mark.skipif(_opencl_devices() == 0, reason="no opencl device here (no OpenCL 2.0+ platform with SVM, e.g. PoCL)")
def test_an_infinirt_program_runs_on_the_opencl_backend_as_the_type_it_is_lent(tmp_path: Path) -> None:
    """Memory, copies, streams, events and memory info of InfiniRT on opencl as INFINI_DEVICE_METAX."""
    exe = _infinirt_program(tmp_path, "infinirt_on_device.c")
    env = dict(os.environ, ANYRT_DEFAULT_DEVICE="cpu:0", ANYRT_KIND_ALIAS="opencl=metax")
    out = subprocess.run([str(exe), str(METAX)], env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and out.stdout == "ok\n", out.stdout + out.stderr


def _kinds(env: dict[str, str]) -> tuple[dict[str, dict], str]:
    done = _cli("info", "--json", cwd=ROOT, env=env)
    assert done.returncode == 0, done.stderr
    return {b["name"]: b for b in json.loads(done.stdout)["backends"] if b["loaded"]}, done.stderr


def test_a_kind_alias_never_takes_a_kind_a_backend_serves(vendor_path: str) -> None:
    env = dict(os.environ, ANYRT_BACKEND_PATH=vendor_path, ANYRT_KIND_ALIAS="acme=metax,zeta=metax,minimal=tpu")
    backends, stderr = _kinds(env)
    assert "ignored 'minimal=tpu'" in stderr, stderr  # an unknown kind: said, not silently dropped
    assert backends["acme"]["kind"] == "acme (also metax)", backends["acme"]
    assert backends["zeta"]["kind"] == "zeta" and "backend 'acme' serves that kind" in backends["zeta"]["message"]
    assert backends["minimal"]["kind"] == "minimal", backends["minimal"]


def test_kind_alias_in_backends_yaml_is_built_in_and_the_environment_overrides_it(vendor_path: str) -> None:
    backends, _ = _kinds(dict(os.environ, ANYRT_BACKEND_PATH=vendor_path))
    assert backends["zeta"]["kind"] == "zeta (also qy)" and backends["acme"]["kind"] == "acme", backends
    backends, _ = _kinds(dict(os.environ, ANYRT_BACKEND_PATH=vendor_path, ANYRT_KIND_ALIAS="zeta=kunlun"))
    assert backends["zeta"]["kind"] == "zeta (also kunlun)", backends["zeta"]

