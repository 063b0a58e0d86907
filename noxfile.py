"""Project sessions. `nox -s tests` is the README's test command and what CI runs."""

from __future__ import annotations

import contextlib
import fcntl
import glob
import hashlib
import os
import shutil
from collections.abc import Iterator

import nox

nox.options.sessions = ["gen_check", "lint", "typecheck", "tests", "sanitize", "tsan", "paddle", "torch", "opencl"]
nox.options.reuse_existing_virtualenvs = True
PY = "3.11"
# What sessions share across runs: the built wheels, the NCCL headers, the torch extension.
SHARED = os.path.join(os.path.dirname(os.path.abspath(__file__)), ".nox", "_shared")
# MPICH 5.0.0 to 5.0.2 cannot connect processes that mpiexec did not start (pmodels/mpich#7805),
# which communicators joined by unique id alone need.
MPI = ["mpich>=4.1,<5", "mpi4py"]
# The suite's sessions spread their tests over the machine's cores (pytest-xdist): CI's 2 cores run
# the tests and sanitize sessions in about half the time.
PARALLEL = ["-n", "auto"]
DEV = ["pytest>=8", "pytest-xdist>=3",
       "jinja2>=3.1", "pyyaml>=6", "jsonschema>=4.20", "cffi>=1.16", "hypothesis>=6", "setuptools>=77", "wheel",
       "mypy>=1.10"]


@nox.session(python=PY)
def gen(session: nox.Session) -> None:
    """Regenerate generated/ from spec/."""
    session.install("jinja2", "pyyaml", "jsonschema")
    session.run("python", "-m", "codegen")


@nox.session(python=PY)
def gen_check(session: nox.Session) -> None:
    """Fail if generated/ is stale."""
    session.install("jinja2", "pyyaml", "jsonschema")
    session.run("python", "-m", "codegen", "--check")


@nox.session(python=PY)
def lint(session: nox.Session) -> None:
    session.install("ruff")
    session.run("ruff", "check", "codegen", "runtime/anyrt", "tests", "bench", "examples", "noxfile.py", "setup.py",
                "conftest.py")


def _source_package(tmp: str) -> str:
    """A folder holding `anyrt` as the wheel lays it out (runtime/anyrt, generated/python as
    anyrt._gen), made of links into the source tree: the type checker reads the package without a build."""
    root = os.path.dirname(os.path.abspath(__file__))
    tree = os.path.join(tmp, "source-package")
    pkg = os.path.join(tree, "anyrt")
    shutil.rmtree(tree, ignore_errors=True)
    os.makedirs(pkg)
    src = os.path.join(root, "runtime", "anyrt")
    for name in os.listdir(src):
        if name != "__pycache__":
            os.symlink(os.path.join(src, name), os.path.join(pkg, name))
    os.symlink(os.path.join(root, "generated", "python"), os.path.join(pkg, "_gen"))
    return tree


@nox.session(python=PY)
def typecheck(session: nox.Session) -> None:
    """mypy over examples/ and tests/typing/api_use.py ([tool.mypy] in pyproject.toml) as a user's
    program sees anyrt: the package's own annotations and generated Literal types. The misuse it must
    catch is tests/test_typing.py (in `tests`)."""
    session.install("mypy>=1.10", "numpy")
    tmp = session.create_tmp()
    session.run("mypy", "--cache-dir", os.path.join(tmp, "mypy-cache"), *session.posargs,
                env={"MYPYPATH": _source_package(tmp)})


def _cuda_toolkit() -> bool:
    """What the cuda backend's `detect` asks (spec/backends.yaml): $CUDA_HOME set or nvcc on the PATH."""
    return bool(os.environ.get("CUDA_HOME")) or shutil.which("nvcc") is not None


def _nccl_home(session: nox.Session) -> dict[str, str]:
    """NCCL's header compiles the cuda backend's collectives (so CI builds them without a GPU); its
    library is loaded at run time. The wheel (~300 MB) goes once into one folder every session's
    build reads through $NCCL_HOME, not into each session's virtualenv."""
    if not _cuda_toolkit():
        return {}
    target = os.path.join(SHARED, "nccl")
    home = os.path.join(target, "nvidia", "nccl")
    with _shared_lock():  # sessions in parallel lanes (.ci/run): one installs, the others wait for it
        if not os.path.isfile(os.path.join(home, "include", "nccl.h")):
            session.run("python", "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--target", target,
                        os.environ.get("ANYRT_NCCL_WHEEL", "nvidia-nccl-cu13"))
    return {"NCCL_HOME": home}


@contextlib.contextmanager
def _shared_lock() -> Iterator[None]:
    """What sessions write into SHARED (the NCCL headers, the wheels), one at a time: builds also share
    the checkout's build/ folder."""
    os.makedirs(SHARED, exist_ok=True)
    with open(os.path.join(SHARED, "lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        yield


# What the package is built from: a wheel is made once per state of these and every session installs it
# (CI's sessions built the same package four times, ~1 min each; with the cuda plugin several).
SOURCES = ["spec", "codegen", "runtime", "backends", "generated", "setup.py", "pyproject.toml"]
BUILD_ENV = ["ANYRT_CFLAGS", "ANYRT_BACKENDS", "ANYRT_CUDA_ARCHS", "CUDA_HOME", "NCCL_HOME", "CUBLAS_HOME", "CC"]


def _source_key(env: dict[str, str]) -> str:
    digest = hashlib.sha256()
    for top in SOURCES:
        paths = [top] if os.path.isfile(top) else sorted(
            os.path.join(d, f) for d, dirs, files in os.walk(top) for f in files if "__pycache__" not in d)
        for path in paths:
            if not path.endswith((".pyc", ".so", ".o")):
                digest.update(path.encode() + b"\0")
                with open(path, "rb") as f:
                    digest.update(f.read())
    for name in BUILD_ENV:
        digest.update(f"{name}={env.get(name, os.environ.get(name, ''))}\0".encode())
    return digest.hexdigest()[:16]


def _wheel(session: nox.Session, env: dict[str, str]) -> str:
    """The package's wheel for this source state and build environment, built on first use."""
    folder = os.path.join(SHARED, "wheels", _source_key(env))
    with _shared_lock():  # a session that needs the wheel another lane is building waits for it
        if not glob.glob(os.path.join(folder, "anyrt-*.whl")):
            # setuptools keeps an extension it finds up to date by its timestamps: a plain build after the
            # sanitizer's took its instrumented objects. Only the content-keyed caches (build/kernels,
            # build/nvcc) carry over between builds.
            for stale in ("lib.*", "temp.*", "bdist.*", "anyrt-native"):
                for path in glob.glob(os.path.join("build", stale)):
                    shutil.rmtree(path, ignore_errors=True)
            partial = folder + ".partial"
            shutil.rmtree(partial, ignore_errors=True)
            session.run("python", "-m", "pip", "wheel", "--quiet", "--no-build-isolation", "--no-deps", "-w", partial,
                        ".", env=env)
            shutil.rmtree(folder, ignore_errors=True)
            os.replace(partial, folder)
    return glob.glob(os.path.join(folder, "anyrt-*.whl"))[0]


def _opencl_here() -> bool:
    """The Khronos headers and an ICD (PoCL in CI, which .ci/run installs): the opencl plugin builds and loads."""
    return os.path.isfile("/usr/include/CL/cl.h") and bool(glob.glob("/etc/OpenCL/vendors/*.icd"))


# The torch and Paddle sessions build the plugin set the opencl session does (one wheel for the three):
# their suites run on cpu, then on opencl where PoCL is.
OPENCL_BACKENDS = {"ANYRT_BACKENDS": "cpu,opencl"}


def _install(session: nox.Session, env: dict[str, str] | None = None) -> dict[str, str]:
    """Installs anyrt into the session; returns the environment its tests run with ($NCCL_HOME).
    The cpu backend and, where the toolkit is, cuda (CI compiles the cuda plugin though it has no GPU
    to load it on); the opencl backend only for its own session, which runs its conformance (loaded,
    every other session's conformance would run on it too)."""
    session.install(*DEV, "numpy", "rich", "scipy-openblas32")  # the runtime dependencies (pyproject.toml)
    # the cuda plugin as PTX for one arch: CI only compiles it (no GPU), and nvcc is the build's longest
    # part (ptxas's machine code for sm_90 took ~40% of it; bench/gpu_session.sh builds the real thing)
    env = {"ANYRT_BACKENDS": "cpu,cuda" if _cuda_toolkit() else "cpu", "ANYRT_CUDA_ARCHS": "compute_90", **(env or {})}
    nccl = _nccl_home(session) if "cuda" in env["ANYRT_BACKENDS"] else {}
    wheel = _wheel(session, {**nccl, **env})
    session.install("--force-reinstall", "--no-deps", wheel)
    return nccl


@nox.session(python=PY)
def tests(session: nox.Session) -> None:
    """Build and install anyrt, then run the generator, runtime, collective (MPI included) and
    conformance tests."""
    env = _install(session)
    session.install(*MPI)
    session.run("python", "-m", "codegen", "--check")
    session.run("pytest", *PARALLEL, *session.posargs, env=env)


# Tests of the generator and the toolkit's command flows (codegen, scaffolds, builds in subprocesses):
# they exercise no runtime code the layers or the sanitizers watch, so those sessions leave them to
# `tests` and keep CI inside its time.
# The layers and sanitize sessions run one operator per family of generated kernels (conftest.py
# sampled_out): the rest are instances of the same templates, each run in full by `tests`; the suite
# twice more in full would take CI past its time.
SAMPLE = {"ANYRT_CONFORMANCE_SAMPLE": "1"}
FLOW_TESTS = ["tests/test_codegen.py", "tests/test_abi_lock.py", "tests/test_golden.py", "tests/test_generated_docs.py",
              "tests/test_toolkit.py", "tests/test_write_a_backend.py", "tests/test_typing.py",
              # the conformance tool on mutant plugins it builds, and every installed header compiled twice
              "tests/test_conformance_ordering.py", "tests/test_installed_headers.py", "tests/test_plugin_build.py"]


@nox.session(python=PY)
def layers(session: nox.Session) -> None:
    """The whole suite again with the validation and tracing layers on, without the sanitizers (CI runs
    the layers inside `sanitize`): no correct program may be refused by validation or broken by tracing."""
    env = _install(session)
    session.install(*MPI)
    trace = os.path.join(session.create_tmp(), "suite-trace-%p.json")  # a file per process
    session.run("pytest", "-p", "no:cacheprovider", *PARALLEL, *(f"--ignore={t}" for t in FLOW_TESTS), *session.posargs,
                env={**env, "ANYRT_VALIDATE": "1", "ANYRT_TRACE": trace, **SAMPLE})


@nox.session(python=PY)
def conformance(session: nox.Session) -> None:
    """The generated conformance suite only (ANYRT_CONFORMANCE_BACKENDS=name,... selects backends)."""
    _install(session)
    session.run("pytest", "generated/tests", *session.posargs)


@nox.session(python=PY)
def mpi(session: nox.Session) -> None:
    """Collectives across processes: the cpu backend's MPI path under `mpiexec -n 2` and `-n 3`
    (MPICH from its wheel, mpi4py), plus the in-process collectives."""
    _install(session)
    session.install(*MPI)
    session.run("pytest", "tests/test_ccl_mpi.py", "tests/test_ccl.py", *session.posargs)


@nox.session(python=PY)
def paddle_headers(session: nox.Session) -> None:
    """Paddle plugins built against the real device_ext.h of every released paddlepaddle wheel the
    spec lists (downloaded from the package index into .nox/_shared/paddle-headers, headers only):
    offsets checked against spec/compat/paddle.yaml, each plugin hosted and run through conformance."""
    _install(session)
    session.run("python", "tests/compat/paddle_headers.py")
    session.run("pytest", "-p", "no:cacheprovider", "tests/test_paddle_layouts.py", *session.posargs)


@nox.session(python=PY)
@nox.parametrize("release", ["3.3.1"])
def paddle(session: nox.Session, release: str) -> None:
    """PaddlePaddle itself on anyrt's cpu backend (then on opencl where PoCL is) through the generated Custom Device plugin
    (tests/paddlepaddle): the real wheel, Paddle's CPU fallback off, two processes over anyrt's
    collectives (the mpich wheel). `paddle_releases` runs the same suite on older releases."""
    opencl = _opencl_here()
    _install(session, env=OPENCL_BACKENDS if opencl else None)
    session.install(f"paddlepaddle=={release}", "mpich>=4.1,<5")
    session.run("pytest", "-p", "no:cacheprovider", "tests/paddlepaddle", *session.posargs)
    # Not yet with ANYRT_HOST_FALLBACK=0 (operators on the device or failing): on opencl most operators
    # still run their portable kernels on the host (`anyrt info --ops opencl`); switch it on here once they pass.
    if opencl:  # the same suite on the opencl plugin (anyrt_opencl); PoCL's pthread driver twice gives two devices
        session.run("pytest", "-p", "no:cacheprovider", "tests/paddlepaddle", *session.posargs,
                    env={"ANYRT_PADDLE_BACKEND": "opencl", "ANYRT_NO_MINIMAL_BACKEND": "1",
                         "POCL_DEVICES": "pthread pthread"})


# The torch session's extension build (~2 min on 2 cores) is cached here between sessions and runs
# (anyrt/torch/_build.py keys it by torch, Python, anyrt ABI, install path and source content).
TORCH_CACHE = os.path.join(SHARED, "torch-ext")


@nox.session(python=PY)
def torch(session: nox.Session) -> None:
    """PyTorch itself on anyrt's cpu backend, then on opencl where PoCL is, through the "anyrt" PrivateUse1 device
    (tests/pytorch):
    torch==2.13.0+cpu (183 MB; from /opt/wheels where it is, else the CPU wheel index), the
    extension built once by `anyrt torch build` and cached in .nox/_shared/torch-ext."""
    opencl = _opencl_here()
    env = {**_install(session, env=OPENCL_BACKENDS if opencl else None), "ANYRT_TORCH_CACHE": TORCH_CACHE,
           "ANYRT_TORCH_BACKEND": "cpu"}
    # the local wheel where it is: the CPU wheel index, unreachable from such machines, cost each of
    # torch's dependencies five retries (minutes of CI) before the package index served it
    local = glob.glob("/opt/wheels/torch-2.13.0+cpu-*.whl")
    session.install(*(local or ["torch==2.13.0+cpu", "--extra-index-url", "https://download.pytorch.org/whl/cpu"]))
    session.install("mpich>=4.1,<5")  # torch.distributed's two ranks meet through MPI (tests/pytorch/test_distributed.py)
    session.install("transformers>=4.40")  # a small Llama built from its config (tests/pytorch/test_torch_llama.py)
    session.install("expecttest")  # torch's op database imports it (tests/pytorch/test_opinfo.py)
    session.run("anyrt", "torch", "build", env=env)
    session.run("pytest", "-p", "no:cacheprovider", "tests/pytorch", *session.posargs, env=env)
    # Not yet with ANYRT_HOST_FALLBACK=0: see the paddle session.
    if opencl:  # the same suite on the opencl backend (its two-device cases on PoCL's pthread driver twice)
        session.run("pytest", "-p", "no:cacheprovider", "tests/pytorch", *session.posargs,
                    env={**env, "ANYRT_TORCH_BACKEND": "opencl", "ANYRT_NO_MINIMAL_BACKEND": "1",
                         "POCL_DEVICES": "pthread pthread"})


@nox.session(python=PY)
@nox.parametrize("release", ["3.0.0", "3.1.1", "3.2.2"])
def paddle_releases(session: nox.Session, release: str) -> None:
    """The Paddle-side suite on older releases (each with the kernels its signatures allow; their phi
    kernel headers were read to write spec/compat/paddle_plugin.yaml)."""
    _install(session)
    session.install(f"paddlepaddle=={release}", "mpich>=4.1,<5")
    session.run("pytest", "-p", "no:cacheprovider", "tests/paddlepaddle", *session.posargs)


@nox.session(python=PY)
def sanitize(session: nox.Session) -> None:
    """Everything built with AddressSanitizer + UndefinedBehaviorSanitizer, whole suite, through the
    validation and tracing layers (ANYRT_VALIDATE, ANYRT_TRACE): no correct program may be refused by
    validation or broken by tracing, and the layers' own C runs instrumented. (CI ran the suite a third
    time for the layers alone, `nox -s layers`, which stays for a run without the sanitizers.)"""
    flags = "-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined"
    # the cpu backend (the tests session compiles the cuda plugin; none runs here)
    nccl = _install(session, env={"ANYRT_CFLAGS": flags, "ANYRT_BACKENDS": "cpu"})
    session.install(*MPI)  # so the MPI collective tests run under the sanitizers too
    asan = os.popen("cc -print-file-name=libasan.so").read().strip()
    ubsan = os.popen("cc -print-file-name=libubsan.so").read().strip()
    trace = os.path.join(session.create_tmp(), "suite-trace-%p.json")  # a file per process
    env = {**nccl, "LD_PRELOAD": f"{asan}:{ubsan}", "ASAN_OPTIONS": "detect_leaks=0", "UBSAN_OPTIONS": "print_stacktrace=1",
           "AK_TEST_CFLAGS": flags, **SAMPLE}  # tests/test_kernels.py builds the kernels instrumented too
    layers = {"ANYRT_VALIDATE": "1", "ANYRT_TRACE": trace}
    session.run("pytest", "-p", "no:cacheprovider", *PARALLEL, *(f"--ignore={t}" for t in FLOW_TESTS), *session.posargs,
                env={**env, **layers})
    # What validation turns off runs here without it: the C hot paths of anyrt._hot (a call, a descriptor
    # miss, a copy) leave a validated call to Python, which records its site. (The fuzzers above run both ways.)
    if not session.posargs:
        session.run("pytest", "-p", "no:cacheprovider", *PARALLEL, "tests/python", env=env)


@nox.session(python=PY)
def tsan(session: nox.Session) -> None:
    """ThreadSanitizer over the stream and collective code: the core and the cpu plugin built with
    -fsanitize=thread, driven by the C stress drivers in tests/c (see tests/c/tsan.py for why the
    Python suite is not run under TSan)."""
    session.install("pyyaml")
    session.run("python", "tests/c/tsan.py", *session.posargs)


@nox.session(python=PY)
def bench(session: nox.Session) -> None:
    """Benchmarks against the peers a user would pick (results go to docs/benchmarks.md)."""
    _install(session)
    session.run("python", "bench/run.py", *session.posargs)


# The opencl backend's first device: it declares kind `custom`, so it is served as a vendor kind of its
# own, named as the backend (docs: write_a_backend.md section 6).
OPENCL_DEVICE = "opencl:0"


@nox.session(python=PY)
def opencl(session: nox.Session) -> None:
    """The opencl backend on PoCL (OpenCL on the CPU): the Khronos headers, the ICD loader and PoCL from
    apt (`apt-get install pocl-opencl-icd ocl-icd-libopencl1 opencl-headers`, root; checked here, not
    installed), then `pip install .` builds the plugin (its detect: CL/cl.h). Runs the backend's own tests,
    then the conformance suite with its operator cases on opencl alone (ANYRT_CONFORMANCE_BACKENDS) and both
    examples on opencl:0, with host-addressable SVM and without; the torch and paddle sessions run their
    suites on it too."""
    if not _opencl_here():
        session.error("no OpenCL headers or ICD here: apt-get install -y pocl-opencl-icd ocl-icd-libopencl1 opencl-headers")
    # The suite's minimal test backend (conftest.py) is left out: the session tests the opencl backend alone.
    env = {**_install(session, env=OPENCL_BACKENDS), "ANYRT_CONFORMANCE_BACKENDS": "opencl",
           "ANYRT_NO_MINIMAL_BACKEND": "1"}
    session.install(*MPI)  # tests/test_ccl_staged.py's two and three processes over the queued staged path
    session.run("python", "-c", f"import anyrt, sys; d = anyrt.Device('{OPENCL_DEVICE}'); "
                f"sys.exit(0 if d.backend == 'opencl' else f'{OPENCL_DEVICE} is served by {{d.backend!r}}, not opencl')", env=env)
    # test_ccl_staged.py: the staged collectives queued on a backend with callbacks (opencl) run only here
    # test_opencl_generated.py: every generated OpenCL kernel (member x dtype) against the cpu backend's;
    # test_opencl_ops.py: the hand-written operator groups
    session.run("pytest", "-p", "no:cacheprovider", *PARALLEL, "tests/test_opencl.py", "tests/test_opencl_generated.py",
                "tests/test_opencl_ops.py", "tests/test_plugin_build.py", "tests/test_ccl_staged.py", env=env)
    # Conformance and both examples in both memory modes: fine-grained SVM (PoCL's: the host addresses
    # it) and coarse-grained (a discrete GPU's kind: the host cannot, the core stages operands).
    for memory in ({}, {"ANYRT_OPENCL_SVM": "coarse"}):
        session.run("anyrt", "conformance", "opencl", env={**env, **memory})
        for example in ("transformer_block.py", "llm_decode.py"):
            session.run("python", f"examples/{example}", "--device", OPENCL_DEVICE, env={**env, **memory})
