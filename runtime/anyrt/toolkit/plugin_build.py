"""How one backend plugin of spec/backends.yaml is compiled: shared by `pip install .` (setup.py)
and `anyrt build-backend`, so both build a plugin the same way.

Imports nothing from anyrt: setup.py loads this file before the package exists."""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
from pathlib import Path
from typing import Any

CFLAGS = ["-std=c11", "-O2", "-fPIC", "-Wall", "-Wextra", "-Werror", "-pedantic", "-D_GNU_SOURCE"]


def cc() -> str:
    return os.environ.get("CC", "cc")


def extra_flags() -> list[str]:
    """ANYRT_CFLAGS lets the sanitizer session build everything instrumented."""
    return os.environ.get("ANYRT_CFLAGS", "").split()


def detect(backend: dict[str, Any]) -> tuple[bool, str]:
    """(build it, why not) for one backends.yaml entry: `always`; else, where it names an `env` or a
    `program`, that variable set or that program on the PATH; and, where it names a `header`, that
    header in one of its include folders or, for an entry naming no `env` (no toolkit folder to
    point at), anywhere the C compiler finds it by itself (/usr/include: a distribution's package)."""
    detect = backend["detect"]
    if detect.get("always"):
        return True, ""
    env, program, header = detect.get("env"), detect.get("program"), detect.get("header")
    if (env or program) and not ((env and os.environ.get(env)) or (program and shutil.which(program))):
        if env and program:
            return False, f"neither ${env} is set nor `{program}` is on the PATH"
        return False, f"${env} is not set" if env else f"`{program}` is not on the PATH"
    if header:
        dirs = folders(backend, "include_dirs")
        if any((Path(d) / header).is_file() for d in dirs) or (not env and compiler_finds(header, dirs)):
            return True, ""
        where = f"none of its include folders {backend['include_dirs']}"
        return False, (f"{header} is in {where} (set ${env})" if env
                       else f"the C compiler ({cc()}) finds {header} neither on its own path nor in {where}")
    return True, ""


def runtime_present(backend: dict[str, Any]) -> bool:
    """Whether the machine has the backend's hardware runtime: its `detect.runtime` library loads
    (libcuda.so.1: the driver, not the toolkit). An entry without one counts as present."""
    library = backend["detect"].get("runtime")
    if not library:
        return True
    import ctypes

    try:
        ctypes.CDLL(library)
    except OSError:
        return False
    return True


def selected(backend: dict[str, Any], asked: str | None = None) -> tuple[bool, str]:
    """(build it, why not) for `pip install .`. $ANYRT_BACKENDS (`asked`) is a comma list of the
    backends to build, or `all` (every one whose toolkit is found); unset, a backend is built where
    its toolkit is found and its hardware runtime is present: a toolkit alone (nvcc on a machine
    without a GPU) costs minutes of build for a plugin that finds no device. `always` backends (cpu,
    the embedded default) are always built. A backend asked for by name that cannot be built is an
    error, not a skip."""
    asked = os.environ.get("ANYRT_BACKENDS", "") if asked is None else asked
    names = {n.strip() for n in asked.split(",") if n.strip()}
    if backend["detect"].get("always"):
        return True, ""
    ok, why = detect(backend)
    if names and names != {"all"}:
        if backend["name"] not in names:
            return False, f"not in $ANYRT_BACKENDS ({asked})"
        if not ok:
            raise RuntimeError(f"anyrt: backend '{backend['name']}' is in $ANYRT_BACKENDS but cannot be built: {why}")
        return True, ""
    if not ok:
        return False, why
    if not names and not runtime_present(backend):
        return False, (f"its runtime {backend['detect']['runtime']} is not on this machine "
                       f"(ANYRT_BACKENDS={backend['name']},... builds it anyway)")
    return True, ""


def compiler_finds(header: str, include_dirs: list[str]) -> bool:
    """Whether `#include <header>` preprocesses with the C compiler's own search path and `include_dirs`."""
    try:
        run = subprocess.run([*cc().split(), "-E", "-x", "c", *(f"-I{d}" for d in include_dirs), "-o", os.devnull, "-"],
                             input=f"#include <{header}>\n", capture_output=True, text=True, timeout=120)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return run.returncode == 0


def _cuda_home() -> str:
    """The CUDA toolkit: $CUDA_HOME where set (and only it), else the folder above the real `nvcc`,
    else /usr/local/cuda; the first that has include/cuda_runtime_api.h ('' if none)."""
    nvcc = shutil.which("nvcc")
    env = os.environ.get("CUDA_HOME")
    candidates = [env] if env else [str(Path(nvcc).resolve().parent.parent) if nvcc else "", "/usr/local/cuda"]
    return next((c for c in candidates if c and (Path(c) / "include" / "cuda_runtime_api.h").is_file()), "")


def _nccl_home() -> str:
    """NCCL: $NCCL_HOME, else the `nvidia/nccl` folder of an installed nvidia-nccl-cu* wheel ('' if none)."""
    if os.environ.get("NCCL_HOME"):
        return os.environ["NCCL_HOME"]
    import importlib.util

    try:
        spec = importlib.util.find_spec("nvidia.nccl")
    except ModuleNotFoundError:
        return ""
    return next(iter(spec.submodule_search_locations or []), "") if spec else ""


def _cublas_home() -> str:
    """cuBLAS (loaded at run time): $CUBLAS_HOME, else the folder of an installed nvidia-cublas wheel
    whose lib/ holds libcublas.so.13 (nvidia/cu13) ('' if none)."""
    if os.environ.get("CUBLAS_HOME"):
        return os.environ["CUBLAS_HOME"]
    import importlib.util

    for name in ("nvidia.cu13", "nvidia.cublas"):
        try:
            spec = importlib.util.find_spec(name)
        except ModuleNotFoundError:
            continue
        for folder in (spec.submodule_search_locations or []) if spec else []:
            if (Path(folder) / "lib" / "libcublas.so.13").is_file():
                return folder
    return ""


PATH_VARIABLES = {"$CUDA_HOME": _cuda_home, "$NCCL_HOME": _nccl_home, "$CUBLAS_HOME": _cublas_home}


def folders(backend: dict[str, Any], key: str) -> list[str]:
    """backends.yaml folders of `key` with their $VARIABLES resolved; a folder that does not exist
    (or whose variable resolves to nothing) is left out with a note, since such folders are optional
    parts (the backend's sources test for their headers)."""
    out = []
    for entry in backend.get(key, []):
        path = entry
        for var, resolve in PATH_VARIABLES.items():
            if var in path:
                path = path.replace(var, resolve() or f"<{var[1:]} not found>")
        if Path(path).is_dir():
            out.append(path)
        else:
            print(f"anyrt: backend '{backend['name']}': {key} entry {entry} -> {path} does not exist; left out", flush=True)
    return out


def plugin_file(name: str) -> str:
    """The file name the runtime's plugin search recognizes."""
    return f"libanyrt_{name}.so"


def backend_entries(root: Path) -> list[dict[str, Any]]:
    """The backends of the checkout's spec/backends.yaml, the one reader of that file outside the
    generator (which checks it against spec/schema.json on every `python -m codegen --check`)."""
    import yaml  # a build and toolkit dependency, not a runtime one

    entries = yaml.safe_load((root / "spec" / "backends.yaml").read_text(encoding="utf-8")).get("backends") or []
    for e in entries:
        missing = [k for k in ("name", "device_kind", "sources", "libraries", "detect") if k not in e]
        if missing:
            raise ValueError(f"spec/backends.yaml: backend {e.get('name', '?')!r} lacks {', '.join(missing)} "
                             "(python -m codegen --check names every problem)")
    return list(entries)


# CUDA sources (.cu) of a plugin: compiled by nvcc, then linked with the C sources. Host code with
# hidden visibility, as the C side.
NVCC_BASE = ["-O3", "-std=c++17", "-Xcompiler", "-fPIC,-fvisibility=hidden"]


def nvcc_flags() -> list[str]:
    """nvcc's flags: code for each compute capability of $ANYRT_CUDA_ARCHS (default `80,90`: Ampere
    and Hopper), the last one also as PTX for later GPUs. One arch halves the build where the plugin
    is only compiled (CI has no GPU); `compute_90` (nvcc's name of the virtual arch) builds PTX alone,
    which the driver compiles at load: no ptxas run, about 40% less compile time for a compile check."""
    archs = [a.strip() for a in os.environ.get("ANYRT_CUDA_ARCHS", "80,90").split(",") if a.strip()]
    if not archs or not all(a.removeprefix("compute_").isdigit() for a in archs):
        raise ValueError("$ANYRT_CUDA_ARCHS must be compute capabilities such as 80,90, or compute_90 for PTX alone "
                         f"(got {os.environ['ANYRT_CUDA_ARCHS']!r})")
    flags = []
    for i, a in enumerate(archs):
        cc = a.removeprefix("compute_")
        if a.startswith("compute_"):
            flags += ["-gencode", f"arch=compute_{cc},code=compute_{cc}"]
        elif i == len(archs) - 1:
            flags += ["-gencode", f"arch=compute_{cc},code=[sm_{cc},compute_{cc}]"]
        else:
            flags += ["-gencode", f"arch=compute_{cc},code=sm_{cc}"]
    return [*NVCC_BASE, *flags]


def _source_paths(entry: dict[str, Any], root: Path) -> list[Path]:
    """The entry's source files; a pattern such as runtime/kernels/*.c names every match, sorted."""
    return [p for s in entry["sources"] for p in (sorted(root.glob(s)) if "*" in s else [root / s])]


def _device_folders(entry: dict[str, Any], root: Path) -> list[Path]:
    """The folders of the entry's .cu sources: each is on every .cu's include path, so a generated
    kernel file (generated/cuda) includes the backend's own headers (backends/cuda) by name."""
    return sorted({p.parent for p in _source_paths(entry, root) if p.suffix == ".cu"})


def _device_object(cu: Path, root: Path, include_dir: Path, own: list[Path]) -> Path:
    """Where the object of `cu` is cached: named by the hash of the source, the headers it can see and
    the flags, so an unchanged kernel file is compiled once per checkout (a second build, or nox's
    next session, reuses it)."""
    digest = hashlib.sha256(" ".join(nvcc_flags()).encode())
    kernels = root / "runtime" / "kernels"  # the shared kernel headers (ak_philox.h) of a checkout
    headers = [h for d in own for h in [*sorted(d.glob("*.h")), *sorted(d.glob("*.cuh"))]]
    for f in [cu, *headers, *sorted(include_dir.glob("*.h")), *(sorted(kernels.glob("*.h")) if kernels.is_dir() else [])]:
        digest.update(f.read_bytes())
    return root / "build" / "nvcc" / f"{cu.stem}-{digest.hexdigest()[:16]}.o"


def device_commands(entry: dict[str, Any], root: Path, include_dir: Path) -> list[list[str]]:
    """The nvcc commands still to run before `plugin_command(entry, ...)` links (none when every .cu
    source's object is cached)."""
    cmds = []
    own = _device_folders(entry, root)
    for cu in (p for p in _source_paths(entry, root) if p.suffix == ".cu"):
        obj = _device_object(cu, root, include_dir, own)
        if not obj.is_file():
            obj.parent.mkdir(parents=True, exist_ok=True)
            for stale in obj.parent.glob(f"{cu.stem}-*.o"):  # objects of this file's earlier versions
                stale.unlink()
            nvcc = str(Path(_cuda_home()) / "bin" / "nvcc") if _cuda_home() else "nvcc"
            cmds.append([nvcc, *nvcc_flags(), f"-I{include_dir}", *kernel_includes(root), *(f"-I{d}" for d in own),
                         *[x for d in folders(entry, "include_dirs") for x in ("-isystem", d)], "-c", str(cu), "-o", str(obj)])
    return cmds


def sources(entry: dict[str, Any], root: Path, include_dir: Path) -> list[str]:
    """What the link takes: C sources as they are, CUDA sources as their cached objects."""
    own = _device_folders(entry, root)
    return [str(_device_object(p, root, include_dir, own) if p.suffix == ".cu" else p) for p in _source_paths(entry, root)]


def kernel_includes(root: Path) -> list[str]:
    """The shared kernel headers (runtime/kernels: f16/bf16 conversion, operator kernels) of a
    checkout; an installed package ships them in its include/ folder instead."""
    kernels = root / "runtime" / "kernels"
    return [f"-I{kernels}"] if kernels.is_dir() else []


def _kernel_object(src: Path, root: Path, flags: list[str]) -> Path:
    """Where the object of a generated kernel file (generated/kernels) is cached: named by the hash of
    the flags, the source and every header it can see, so the large generated files are compiled once per
    checkout and flags, then linked into both libraries that embed the kernels (libanyrt.so and the cpu
    plugin) and reused by the next build (nox's sessions) instead of compiled twice per build."""
    digest = hashlib.sha256(" ".join(flags).encode())
    for f in [src, *sorted((root / "runtime" / "kernels").glob("*.h")), *sorted((root / "generated" / "include").glob("*.h"))]:
        digest.update(f.read_bytes())
    return root / "build" / "kernels" / f"{src.stem}-{digest.hexdigest()[:16]}.o"


def kernel_object_commands(root: Path, flags: list[str] | None = None) -> list[list[str]]:
    """The compiles of generated/kernels/*.c whose cached objects are missing (run before core_command
    and plugin_command, which then link the objects; without them they compile the sources)."""
    flags = flags if flags is not None else [*CFLAGS, *extra_flags()]
    cmds = []
    for src in sorted((root / "generated" / "kernels").glob("*.c")):
        obj = _kernel_object(src, root, flags)
        if not obj.is_file():  # other flags' objects stay: the sanitizer session's would evict the plain ones
            obj.parent.mkdir(parents=True, exist_ok=True)
            # hidden, as in libanyrt.so (anyrt_kernels.h): neither library exports the kernels
            cmds.append([cc(), *flags, "-fvisibility=hidden", f"-I{root / 'generated' / 'include'}",
                         *kernel_includes(root), "-c", str(src), "-o", str(obj)])
    return cmds


def _with_kernel_objects(paths: list[Path], root: Path, flags: list[str]) -> list[Path]:
    """`paths` with each generated kernel source replaced by its cached object where it is built."""
    gen = (root / "generated" / "kernels").resolve()
    out = []
    for p in paths:
        obj = _kernel_object(p, root, flags) if p.suffix == ".c" and p.resolve().parent == gen else None
        out.append(obj if obj is not None and obj.is_file() else p)
    return out


def core_command(root: Path, out: Path, flags: list[str] | None = None) -> list[str]:
    """The compiler command that builds libanyrt.so (runtime/core and the generated dispatch) of
    the checkout `root` into `out`; `flags` replaces the default flags (the sanitizer builds)."""
    includes = [f"-I{root / d}" for d in ("generated/include", "generated/src", "runtime/core")] + kernel_includes(root)
    # The portable kernels run the operators a backend lacks (runtime/core/op_fallback.c).
    core = sorted((root / "runtime" / "core").glob("*.c")) + [root / "generated" / "src" / f"anyrt_{part}.c"
                                                               for part in ("tables", "route", "api", "ops", "capture")]
    core += sorted((root / "runtime" / "kernels").glob("*.c")) + sorted((root / "generated" / "kernels").glob("*.c"))
    flags = flags if flags is not None else [*CFLAGS, *extra_flags()]
    return [cc(), *flags, *includes, "-shared", "-fvisibility=hidden", "-Wl,-soname,libanyrt.so",
            *map(str, _with_kernel_objects(core, root, flags)), "-o", str(out), "-lpthread", "-ldl", "-lm"]


def plugin_command(entry: dict[str, Any], root: Path, include_dir: Path, out: Path,
                   flags: list[str] | None = None) -> list[str]:
    """The compiler command that builds `entry` (one item of backends.yaml) into `out`, against
    the anyrt headers in `include_dir`; sources are relative to the checkout `root`; `flags`
    replaces the default flags."""
    # Toolkit headers are -isystem: their warnings are not ours to fix under -Werror -pedantic.
    incs = [f"-isystem{d}" for d in folders(entry, "include_dirs")]
    libdirs = [f"-L{d}" for d in folders(entry, "library_dirs")]
    rpaths = [f"-Wl,-rpath,{d}" for d in folders(entry, "runtime_library_dirs")]
    flags = flags if flags is not None else [*CFLAGS, *extra_flags()]
    srcs = [Path(s) for s in sources(entry, root, include_dir)]
    # The entry names the backend and its device kind; the C file takes both from here (the skeleton,
    # ANYRT_BACKEND_DEFINE's check), so spec/backends.yaml is their one source.
    names = [f'-DANYRT_BUILD_NAME="{entry["name"]}"', f"-DANYRT_BUILD_KIND=ANYRT_DEVICE_KIND_{entry['device_kind'].upper()}"]
    if entry.get("kind_alias"):  # anyrt_backend.h makes it a symbol the core reads at load
        names.append(f"-DANYRT_BUILD_KIND_ALIAS=ANYRT_DEVICE_KIND_{entry['kind_alias'].upper()}")
    return [cc(), *flags, *names, f"-I{include_dir}",
            *kernel_includes(root), *incs, "-shared",
            *map(str, _with_kernel_objects(srcs, root, flags)), "-o", str(out), *libdirs, *rpaths,
            *[f"-l{x}" for x in entry["libraries"]], *entry.get("link_args", [])]
