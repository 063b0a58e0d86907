"""Builds the native parts with `pip install .`: libanyrt.so (core + generated dispatch), the cffi
extension `anyrt._cffi` linked to it, and one plugin per backend of spec/backends.yaml that
$ANYRT_BACKENDS names, else whose toolkit and hardware runtime are present (plugin_build.selected).
Everything lands inside the `anyrt` package folder, which is also the runtime's plugin search folder."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent
NATIVE = ROOT / "build" / "anyrt-native"
sys.path.insert(0, str(ROOT / "runtime" / "anyrt" / "toolkit"))

from plugin_build import (  # noqa: E402
    CFLAGS,
    backend_entries,
    cc,
    core_command,
    device_commands,
    extra_flags,
    kernel_object_commands,
    plugin_command,
    plugin_file,
    selected,
)


def _run(*cmds: list[str]) -> None:
    """Runs `cmds` in order; each command's output is printed whole when it ends (several chains run at once)."""
    for cmd in cmds:
        done = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        print(" ".join(cmd) + ("\n" + done.stdout if done.stdout else ""), end="\n", flush=True)
        if done.returncode:
            raise subprocess.CalledProcessError(done.returncode, cmd, done.stdout)


def _run_parallel(chains: list[list[list[str]]]) -> None:
    """Independent chains of commands at once (each library is one compiler run, serial inside)."""
    with ThreadPoolExecutor(max_workers=max(1, os.cpu_count() or 1)) as pool:
        for f in [pool.submit(_run, *chain) for chain in chains]:
            f.result()


def build_native(out: Path) -> None:
    NATIVE.mkdir(parents=True, exist_ok=True)
    includes = [f"-I{ROOT / 'generated' / 'include'}", f"-I{ROOT / 'generated' / 'src'}", f"-I{ROOT / 'runtime' / 'core'}"]
    chains = [[core_command(ROOT, NATIVE / "libanyrt.so")], [paddle_host_command(includes)]]
    device: list[list[str]] = []
    skipped: list[str] = []
    for b in backend_entries(ROOT):
        plugin = NATIVE / plugin_file(b["name"])
        ok, why = selected(b)
        if not ok:
            print(f"anyrt: skipping backend '{b['name']}': {why}", flush=True)
            skipped.append(plugin.name)
            continue
        device += device_commands(b, ROOT, ROOT / "generated" / "include")
        chains.append([plugin_command(b, ROOT, ROOT / "generated" / "include", plugin)])
    # the large generated kernel files and every .cu source first, once each, in parallel (nvcc's
    # files were one serial chain, the build's longest); then the libraries that link their objects
    _run_parallel([[cmd] for cmd in kernel_object_commands(ROOT) + device])
    _run_parallel(chains)
    built = [b["name"] for b in backend_entries(ROOT) if plugin_file(b["name"]) not in skipped]
    _run_parallel([[cmd] for cmd in infini_commands()] + [[paddle_plugin_command(includes)]])  # infini* link libanyrt.so
    out.mkdir(parents=True, exist_ok=True)
    for name in skipped:  # no stale plugin from an earlier build where the toolkit was present
        (NATIVE / name).unlink(missing_ok=True)
        (out / name).unlink(missing_ok=True)
    for so in NATIVE.glob("*.so"):
        shutil.copy2(so, out / so.name)
    install_paddle_plugins(out / PADDLE_PLUGINS, built)
    inc = out / "include"
    inc.mkdir(exist_ok=True)
    kernels = [ROOT / "runtime" / "kernels" / n for n in ("anyrt_half.h", "anyrt_kernels.h", "ak_philox.h")]
    for h in (ROOT / "generated" / "include").rglob("*.h"):  # infiniop/ops/*.h keep InfiniCore's layout
        (inc / h.relative_to(ROOT / "generated" / "include")).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(h, inc / h.relative_to(ROOT / "generated" / "include"))
    for h in kernels:
        shutil.copy2(h, inc / h.name)
    # torch's operator table (generated from spec/compat/torch.yaml) is built with the package's
    # hand-written torch sources, against the torch installed where it runs (anyrt/torch/_build.py).
    (out / "torch" / "csrc").mkdir(parents=True, exist_ok=True)
    shutil.copy2(ROOT / "generated" / "torch" / "ops_table.cpp", out / "torch" / "csrc" / "ops_table.cpp")
    # The conformance suite ships with the package so `anyrt conformance` runs from any install.
    suite = out / "conformance_suite"
    suite.mkdir(exist_ok=True)
    shutil.copy2(ROOT / "generated" / "tests" / "test_conformance.py", suite / "test_conformance.py")
    # and the backend skeleton, so `anyrt new-backend NAME --package DIR` works outside a checkout
    (out / "skeleton").mkdir(exist_ok=True)
    shutil.copy2(ROOT / "generated" / "skeleton" / "backend_skeleton.c", out / "skeleton" / "backend_skeleton.c")


# The compatibility layers (generated/docs/compat.md): the Paddle plugin host (an anyrt plugin) and
# libinfinirt.so / libinfiniccl.so / libinfiniop.so, InfiniCore's API on top of libanyrt.so.
def paddle_host_command(includes: list[str]) -> list[str]:
    host = [*sorted(p for p in (ROOT / "runtime" / "compat").glob("paddle_*.c") if not p.name.startswith("paddle_plugin_")),
            ROOT / "generated" / "src" / "paddle_host.c"]
    return [cc(), *CFLAGS, *extra_flags(), *includes, f"-I{ROOT / 'runtime' / 'compat'}", "-shared", "-fvisibility=hidden",
            *map(str, host), "-o", str(NATIVE / "libanyrt_paddle.so"), "-ldl"]


# The Paddle Custom Device plugin (generated/docs/paddle_plugin.md): one library, copied once per
# backend as libanyrt_paddle_<backend>.so (the copy's name picks the backend; a copy, not a link,
# because the dynamic linker would hand Paddle one library for two links). Its folder is not the
# package folder, which anyrt scans for its own plugins.
PADDLE_PLUGINS = "paddle_plugins"


def paddle_plugin_command(includes: list[str]) -> list[str]:
    sources = [*sorted((ROOT / "runtime" / "compat").glob("paddle_plugin_*.c")), ROOT / "generated" / "src" / "paddle_plugin.c"]
    (NATIVE / PADDLE_PLUGINS).mkdir(parents=True, exist_ok=True)
    # Not linked to libanyrt.so: the plugin loads it from its own real path (a link's folder would not have it).
    out = NATIVE / PADDLE_PLUGINS / "libanyrt_paddle_plugin.so"
    return [cc(), *CFLAGS, *extra_flags(), *includes, f"-I{ROOT / 'runtime' / 'compat'}", f"-I{ROOT / 'runtime' / 'kernels'}",
            "-shared", "-fvisibility=hidden", *map(str, sources), "-o", str(out), "-Wl,--no-undefined", "-ldl", "-lm",
            "-lpthread"]


def install_paddle_plugins(folder: Path, backends: list[str]) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.glob("**/libanyrt_paddle_*.so"):
        old.unlink()
    for name in backends:  # all in one folder, and each alone in one (a CUSTOM_DEVICE_ROOT of one backend)
        for target in (folder / f"libanyrt_paddle_{name}.so", folder / name / f"libanyrt_paddle_{name}.so"):
            target.parent.mkdir(exist_ok=True)
            shutil.copy2(NATIVE / PADDLE_PLUGINS / "libanyrt_paddle_plugin.so", target)


def infini_commands() -> list[list[str]]:
    return [[cc(), *CFLAGS, *extra_flags(), f"-I{ROOT / 'generated' / 'include'}", "-shared", "-fvisibility=hidden",
             f"-Wl,-soname,lib{name}.so", str(ROOT / "generated" / "src" / f"{name}_compat.c"), "-o",
             str(NATIVE / f"lib{name}.so"), f"-L{NATIVE}", "-lanyrt", "-Wl,-rpath,$ORIGIN"]
            for name in ("infinirt", "infiniccl", "infiniop")]


class BuildNative(build_ext):
    def run(self) -> None:
        build_native(Path(self.build_lib) / "anyrt")
        if self.inplace:
            build_native(ROOT / "runtime" / "anyrt")
        super().run()


# anyrt.ops' and Buffer's hot paths in C (runtime/anyrt/_hot.c): it reads Tensor's and Buffer's __slots__ by
# offset, which the stable ABI does not expose, so it is built for the running CPython. No link to libanyrt.so: it calls
# the operators through addresses anyrt._cffi hands it.
HOT = Extension("anyrt._hot", ["runtime/anyrt/_hot.c"], include_dirs=[str(ROOT / "generated" / "include")],
                extra_compile_args=["-std=c11", "-Wall", "-Wextra", "-Werror", *extra_flags()],
                extra_link_args=extra_flags())

# The wheel is tagged for the CPython that built it (no py_limited_api): anyrt._hot is built for it,
# so an abi3 tag would let another Python install a wheel whose import fails.
setup(cmdclass={"build_ext": BuildNative}, cffi_modules=["runtime/anyrt/_build_cffi.py:ffibuilder"], ext_modules=[HOT])
