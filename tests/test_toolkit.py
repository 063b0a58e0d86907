"""The backend author's toolkit commands: `anyrt new-backend` input checks, `anyrt gen [--check]`,
`anyrt conformance` on a plugin file and on a backend that is not there."""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from anyrt._gen.spec_data import OPERATORS
from anyrt.toolkit.checkout import CheckoutError, find_root
from conftest import build_test_plugin

ROOT = Path(__file__).resolve().parents[1]


def anyrt_cli(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "anyrt", *args], cwd=cwd, capture_output=True, text=True,
                          env=dict(os.environ), timeout=300)


@pytest.fixture
def checkout(tmp_path: Path) -> Path:
    # the generator also checks each operator's kernel and reference (codegen/op_checks.py check_sources)
    for folder in ("spec", "codegen", "generated", "runtime/kernels"):
        shutil.copytree(ROOT / folder, tmp_path / folder, ignore=shutil.ignore_patterns("__pycache__"))
    (tmp_path / "runtime/anyrt/toolkit").mkdir(parents=True)
    shutil.copy2(ROOT / "runtime/anyrt/toolkit/op_reference.py", tmp_path / "runtime/anyrt/toolkit")
    return tmp_path


@pytest.mark.parametrize(("name", "words"), [
    ("Acme", "lower-case C identifier"),
    ("1acme", "lower-case C identifier"),
    ("ac-me", "lower-case C identifier"),
    ("int", "keyword"),
    ("cpu", "taken"),
])
def test_new_backend_rejects_bad_names(checkout: Path, name: str, words: str) -> None:
    before = (checkout / "spec" / "backends.yaml").read_text()
    result = anyrt_cli("new-backend", name, cwd=checkout)
    assert result.returncode == 2, result.stdout + result.stderr
    assert words in result.stdout and name in result.stdout
    assert (checkout / "spec" / "backends.yaml").read_text() == before
    assert not (checkout / "backends").exists()


def _outside_checkouts(folder: Path) -> bool:
    try:
        find_root(folder)
    except CheckoutError:
        return folder.is_dir()
    return False


def test_new_backend_rejects_an_unknown_kind_and_a_folder_outside_a_checkout(checkout: Path) -> None:
    result = anyrt_cli("new-backend", "acme", "--kind", "tpu", cwd=checkout)
    assert result.returncode == 2 and "--kind 'tpu' is not a device kind" in result.stdout
    # Not tmp_path: nox points TMPDIR into .nox/ inside the checkout, and the command would find it.
    outside = next((d for d in (tempfile.gettempdir(), "/tmp", "/var/tmp") if _outside_checkouts(Path(d))), None)
    if outside is None:
        pytest.skip("every temporary folder here lies inside an anyrt checkout")
    with tempfile.TemporaryDirectory(dir=outside) as elsewhere:
        result = anyrt_cli("new-backend", "acme", cwd=Path(elsewhere))
    assert result.returncode == 2 and "not inside an anyrt source checkout" in result.stdout


def test_new_backend_appends_text_and_names_the_file(checkout: Path) -> None:
    spec = checkout / "spec" / "backends.yaml"
    before = spec.read_text()
    result = anyrt_cli("new-backend", "acme", "--kind", "ascend", cwd=checkout / "spec")  # root found from a subfolder
    assert result.returncode == 0, result.stdout + result.stderr
    after = spec.read_text()
    assert after.startswith(before) and "  - name: acme\n    device_kind: ascend\n" in after  # comments kept
    source = (checkout / "backends" / "acme" / "acme_backend.c").read_text()
    # name and kind are the entry's: the build passes them (ANYRT_BUILD_NAME / _KIND), the file defines neither
    assert "device kind (ascend)" in source and "#define BACKEND_KIND ANYRT" not in source.split("ANYRT_BUILD_KIND", 1)[0]
    assert "do not edit" not in source.splitlines()[0]
    assert source.count("REQUIRED.") == 8 and 'not_supported("malloc")' in source
    assert '"acme": "ascend"' in (checkout / "generated" / "python" / "spec_data.py").read_text()
    again = anyrt_cli("new-backend", "acme", cwd=checkout)
    assert again.returncode == 2 and "taken" in again.stdout


def test_gen_check_reports_stale_files_and_gen_fixes_them(checkout: Path) -> None:
    assert anyrt_cli("gen", "--check", cwd=checkout).returncode == 0
    doc = checkout / "generated" / "docs" / "backend_abi.md"
    doc.write_text(doc.read_text() + "edited by hand\n")
    stale = anyrt_cli("gen", "--check", cwd=checkout)
    assert stale.returncode == 1 and "stale: generated/docs/backend_abi.md" in stale.stderr
    fixed = anyrt_cli("gen", cwd=checkout)
    assert fixed.returncode == 0 and "wrote 1 of" in fixed.stdout
    assert anyrt_cli("gen", "--check", "--root", str(checkout), cwd=ROOT.parent).returncode == 0


@pytest.mark.skipif(shutil.which("cc") is None, reason="no C compiler to build the test plugin")
def test_conformance_of_a_plugin_file(tmp_path: Path) -> None:
    plugin = build_test_plugin(tmp_path / "libanyrt_minimal.so")
    result = anyrt_cli("conformance", str(plugin), cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert f"conformance of 'minimal' ({plugin})" in result.stdout and "PASSED" in result.stdout
    assert "memcpy_async" in result.stdout and "runtime fallback" in result.stdout
    # and which operators run on its device: none (ANYRT_HOST_FALLBACK=0 refuses each on the host)
    assert f"operators on 'minimal': 0 native, 0 partly native, {len(OPERATORS)} fallback" in result.stdout


def test_conformance_of_a_missing_backend_or_file(tmp_path: Path) -> None:
    result = anyrt_cli("conformance", "nosuch", cwd=tmp_path)
    assert result.returncode == 1
    assert "backend 'nosuch' was not loaded" in result.stdout and "FAILED" in result.stdout
    result = anyrt_cli("conformance", str(tmp_path / "libanyrt_gone.so"), cwd=tmp_path)
    assert result.returncode == 2 and "does not exist" in result.stdout


def test_bench_quick_draws_tables_and_a_plot(tmp_path: Path) -> None:
    png = tmp_path / "bench.png"
    result = anyrt_cli("bench", "--quick", "--only", "copies,calls,collectives", "--plot", str(png), cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    for text in ("Copies and fill on cpu:0", "H2D", "1 MiB", "Per-call cost", "Stream.query()",
                 "all_reduce bus bandwidth", "(a) anyrt in-process", "add --compare"):
        assert text in result.stdout, text
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        assert "matplotlib is not installed" in result.stdout
    else:
        assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_bench_compare_prints_ratios_against_the_peers(tmp_path: Path) -> None:
    result = anyrt_cli("bench", "--quick", "--compare", "--only", "copies,streams", "--no-plot", cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "numpy GB/s" in result.stdout and "anyrt / numpy" in result.stdout and "condvar hand-off" in result.stdout
    assert result.stdout.count("x │") >= 20  # a ratio in every copies row and round-trip row
    bad = anyrt_cli("bench", "--only", "gpus", cwd=tmp_path)
    assert bad.returncode == 2 and "unknown group(s) gpus" in bad.stdout


def test_bench_compare_prints_operator_rows_against_torch_or_numpy(tmp_path: Path) -> None:
    result = anyrt_cli("bench", "--quick", "--compare", "--only", "operators", "--no-plot", cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    peer = "torch" if importlib.util.find_spec("torch") else "numpy"
    assert "Operators on cpu:0" in result.stdout and f"{peer} / anyrt time" in result.stdout
    for op in ("add", "rms_norm", "softmax", "swiglu", "gemm", "causal_softmax", "rope (NeoX)", "bfloat16"):
        assert op in result.stdout, op


def test_operator_rows_fall_back_to_numpy_peers() -> None:
    from anyrt.toolkit.bench import operators

    rows = operators.operator_rows(True, True, 1, use_torch=False, only={"add", "softmax"})
    got = {(r.op, r.dtype): r for r in rows}
    for dt in ("float32", "float16"):
        for op in ("add", "softmax"):
            r = got[(op, dt)]
            assert r.peer_name == "numpy" and r.ratio and r.of_copy, r
    assert got[("add", "bfloat16")].peer_name is None  # NumPy has no bfloat16: anyrt alone


def test_bench_measures_every_cpu_row_of_issue_18_with_its_reference() -> None:
    from anyrt.toolkit.bench import local

    rows = local.call_rows(True, 400) + local.device_sync_rows(True, 20)
    if shutil.which(os.environ.get("CC", "cc")):
        rows += local.registry_rows(True, 2000)
    got = {r.case: r for r in rows}
    wanted = {"copy_from, 4 KiB": "numpy.copyto", "copy_from, 64 KiB": "numpy.copyto",
              "queued copy_from, 4 KiB": "numpy.copyto", "queued copy_from, 64 KiB": "numpy.copyto",
              "Stream.synchronize() (idle)": "empty cffi call", "Event.query()": "empty cffi call",
              "Stream.query()": "empty cffi call", "allocate + free, 4 KiB": "numpy.empty",
              "Device.synchronize(), 1,000 streams": "1 stream"}
    if shutil.which(os.environ.get("CC", "cc")):
        wanted |= {"C malloc + free, 10k live": "none live", "C 4 KiB memcpy, 2 threads": "1 thread"}
    for case, peer in wanted.items():
        row = got[case]
        assert row.peer_name == peer and row.anyrt > 0 and row.peer and row.ratio, row


@pytest.mark.skipif(shutil.which("cc") is None, reason="no C compiler to build the test plugin")
def test_conformance_names_the_test_a_plugin_crashed_in(tmp_path: Path) -> None:
    source = (ROOT / "generated" / "skeleton" / "backend_skeleton.c").read_text()
    source = source.replace('return not_supported("malloc");', 'abort(); /* a crashing plugin */')
    (tmp_path / "crash.c").write_text(source)
    plugin = tmp_path / "libanyrt_crashy.so"
    subprocess.run(["cc", "-std=c11", "-fPIC", "-shared", f"-I{ROOT / 'generated' / 'include'}", '-DBACKEND_NAME="crashy"',
                    str(tmp_path / "crash.c"), "-o", str(plugin)], check=True)
    result = anyrt_cli("conformance", str(plugin), cwd=tmp_path)
    assert result.returncode == 1
    out = " ".join(result.stdout.replace("│", " ").split())  # table cells wrap onto continuation lines
    assert "the test process crashed or hung in" in out and "test_malloc_positive[crashy]" in out
    assert "the test process ended without finishing" in out and "Fatal Python error: Aborted" in out and "FAILED" in out


def _entry(**detect: object) -> dict[str, object]:
    return {"name": "gpu", "include_dirs": [], "detect": detect}


def test_install_builds_a_backend_by_default_only_where_its_hardware_runtime_is(monkeypatch: pytest.MonkeyPatch) -> None:
    from anyrt.toolkit.plugin_build import selected

    monkeypatch.setenv("ANYRT_TEST_TOOLKIT", "/opt/gpu")
    absent = _entry(env="ANYRT_TEST_TOOLKIT", runtime="libanyrt-no-such-driver.so.1")
    ok, why = selected(absent, asked="")
    assert not ok and "libanyrt-no-such-driver.so.1" in why and "ANYRT_BACKENDS=gpu" in why
    assert selected(_entry(env="ANYRT_TEST_TOOLKIT", runtime="libc.so.6"), asked="") == (True, "")
    assert selected(absent, asked="all") == (True, "")  # every backend whose toolkit is found
    assert selected(absent, asked="cpu,gpu") == (True, "")
    ok, why = selected(absent, asked="cpu")
    assert not ok and "ANYRT_BACKENDS" in why
    assert selected({"name": "cpu", "detect": {"always": True}}, asked="gpu") == (True, "")  # the embedded default


def test_install_refuses_a_backend_asked_for_whose_toolkit_is_missing(monkeypatch: pytest.MonkeyPatch) -> None:
    from anyrt.toolkit.plugin_build import selected

    monkeypatch.delenv("ANYRT_TEST_TOOLKIT", raising=False)
    entry = _entry(env="ANYRT_TEST_TOOLKIT", program="anyrt-no-such-compiler")
    assert selected(entry, asked="")[0] is False  # not asked: skipped, with the reason printed by setup.py
    with pytest.raises(RuntimeError, match="'gpu' is in \\$ANYRT_BACKENDS but cannot be built"):
        selected(entry, asked="gpu")
@pytest.mark.skipif(shutil.which("cc") is None, reason="no C compiler")
@pytest.mark.parametrize("source", ["tests/backends/util_backend.c", "generated/skeleton/backend_skeleton.c"])
def test_the_device_kind_comes_from_backends_yaml(tmp_path: Path, source: str) -> None:
    """The build passes an entry's device_kind to its C file: the skeleton takes it, and
    ANYRT_BACKEND_DEFINE given another kind (util_backend.c says custom) does not compile."""
    from anyrt.toolkit import plugin_build

    def build(kind: str) -> subprocess.CompletedProcess[str]:
        entry = {"name": "acme", "device_kind": kind, "sources": [source], "libraries": []}
        cmd = plugin_build.plugin_command(entry, ROOT, ROOT / "generated" / "include", tmp_path / f"libanyrt_{kind}.so")
        return subprocess.run(cmd, capture_output=True, text=True)

    assert build("custom").returncode == 0
    wrong = build("cuda")
    if source.endswith("util_backend.c"):
        assert wrong.returncode != 0 and "device_kind in spec/backends.yaml" in wrong.stderr, wrong.stderr
    else:  # the skeleton has no kind of its own: it serves the entry's
        assert wrong.returncode == 0, wrong.stderr
        probe = subprocess.run([sys.executable, "-c", "from anyrt._gen import _raw; from anyrt._cffi import ffi\n"
                                "for i in range(_raw.get_backend_count()):\n"
                                "    b = _raw.get_backend_info(i)\n"
                                "    print(ffi.string(b.name).decode(), int(b.kind))"],
                               env={**os.environ, "ANYRT_BACKEND_PATH": str(tmp_path / "libanyrt_cuda.so")},
                               capture_output=True, text=True, check=True)
        from anyrt._gen.spec_data import DEVICE_KIND

        assert f"acme {DEVICE_KIND['cuda']}" in probe.stdout.splitlines(), probe.stdout


@pytest.mark.skipif(shutil.which("cc") is None, reason="no C compiler")
def test_build_backend_install_is_what_every_entry_point_loads(tmp_path: Path) -> None:
    """`anyrt build-backend NAME --install` replaces a stale copy in the package folder: without
    ANYRT_BACKEND_PATH, `anyrt info` (and so Python, torch) loads the fresh plugin, and Paddle's
    plugin for it is there for `anyrt paddle install`."""
    import anyrt
    from anyrt import paddle

    name = "vendtest"
    (tmp_path / "spec").mkdir()
    (tmp_path / "spec" / "backends.yaml").write_text(
        f"backends:\n  - name: {name}\n    device_kind: custom\n    doc: test\n"
        f"    sources: [backends/{name}/{name}_backend.c]\n    include_dirs: []\n    libraries: []\n"
        "    detect: {always: true}\n")
    (tmp_path / "generated" / "skeleton").mkdir(parents=True)
    shutil.copytree(ROOT / "generated" / "include", tmp_path / "generated" / "include")
    skeleton = ROOT / "generated" / "skeleton" / "backend_skeleton.c"
    shutil.copy2(skeleton, tmp_path / "generated" / "skeleton" / "backend_skeleton.c")
    (tmp_path / "backends" / name).mkdir(parents=True)
    shutil.copy2(skeleton, tmp_path / "backends" / name / f"{name}_backend.c")
    package = Path(anyrt.__file__).resolve().parent
    installed = [package / f"libanyrt_{name}.so", paddle.plugin_dir() / f"libanyrt_paddle_{name}.so",
                 paddle.plugin_dir(name) / f"libanyrt_paddle_{name}.so"]
    env = {k: v for k, v in os.environ.items() if k not in ("ANYRT_BACKEND_PATH", "ANYRT_PADDLE_PLUGINS")}

    def info() -> dict:
        out = subprocess.run([sys.executable, "-m", "anyrt", "info", "--json"], env=env, capture_output=True, text=True,
                             check=True, timeout=120)
        return next(b for b in json.loads(out.stdout)["backends"] if b["name"] == name or b["path"] == str(installed[0]))

    try:
        installed[0].write_bytes(b"a stale, broken copy")
        assert not info()["loaded"]
        cli = [sys.executable, "-m", "anyrt", "build-backend", name, "--root", str(tmp_path)]
        plain = subprocess.run(cli, env=env, capture_output=True, text=True, timeout=300)
        assert plain.returncode == 0, plain.stdout + plain.stderr
        assert installed[0].read_bytes() == b"a stale, broken copy"  # without --install the package is untouched
        done = subprocess.run([*cli, "--install"], env=env, capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, done.stdout + done.stderr
        entry = info()
        assert entry["path"] == str(installed[0]) and entry["name"] == name, entry
        assert entry["loaded"], entry
        assert name in paddle.plugins() and all(p.is_file() for p in installed)
    finally:
        for p in installed:
            p.unlink(missing_ok=True)
        shutil.rmtree(paddle.plugin_dir(name), ignore_errors=True)


def test_bench_measures_the_device_it_is_given(tmp_path: Path) -> None:
    """`anyrt bench --device KIND:N`: copies, calls and streams on that device (here the test
    session's minimal backend, minimal:0, a vendor kind); the CPU-peered groups say they ran on cpu only."""
    result = anyrt_cli("bench", "--quick", "--device", "minimal:0", "--only", "copies,calls,streams,operators", "--no-plot",
                       cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "anyrt bench on minimal:0" in result.stdout and "Copies and fill on minimal:0" in result.stdout, result.stdout
    assert "operators measured on cpu devices only" in result.stdout, result.stdout
    bad = anyrt_cli("bench", "--quick", "--device", "cpu:99", cwd=tmp_path)
    assert bad.returncode == 2 and "--device cpu:99 is not a device here" in bad.stdout, bad.stdout


def test_cuda_archs_choose_the_code_nvcc_builds(monkeypatch: pytest.MonkeyPatch) -> None:
    from anyrt.toolkit.plugin_build import nvcc_flags

    monkeypatch.setenv("ANYRT_CUDA_ARCHS", "90")
    assert nvcc_flags()[-2:] == ["-gencode", "arch=compute_90,code=[sm_90,compute_90]"]
    assert nvcc_flags().count("-gencode") == 1
    monkeypatch.setenv("ANYRT_CUDA_ARCHS", "80, 90")
    assert nvcc_flags()[-4:-2] == ["-gencode", "arch=compute_80,code=sm_80"]
    monkeypatch.setenv("ANYRT_CUDA_ARCHS", "compute_90")  # PTX alone: CI's compile check
    assert nvcc_flags()[-2:] == ["-gencode", "arch=compute_90,code=compute_90"]
    assert nvcc_flags().count("-gencode") == 1
    monkeypatch.setenv("ANYRT_CUDA_ARCHS", "sm_90")
    with pytest.raises(ValueError, match="ANYRT_CUDA_ARCHS must be compute capabilities"):
        nvcc_flags()
