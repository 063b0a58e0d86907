"""ThreadSanitizer run of the stream and collective code (`nox -s tsan`): builds the runtime core
and the cpu plugin with -fsanitize=thread into build/tsan, then runs the C drivers against them:
tests/c/stress_core.c (public API: core + cpu streams/events + in-process collectives, many
threads), tests/c/stress_kernel.c (kernel modules loaded, launched and unloaded from many threads)
and tests/c/test_cpu_backend.c (the plugin's table directly), tests/c/test_pool.c (the kernels' thread
pool). Any report fails the run.

Python is deliberately not run under TSan: CPython and cffi are not instrumented, so their
lock-free reference counting and the GIL hand-off produce reports about the interpreter, not
about anyrt, while every thread anyrt itself starts (stream workers, collective helpers) is
exercised by the C drivers.

  python tests/c/tsan.py [threads] [iterations]
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "runtime" / "anyrt" / "toolkit"))  # the build commands, as setup.py uses them

from plugin_build import backend_entries, core_command, plugin_command  # noqa: E402

OUT = ROOT / "build" / "tsan"
FLAGS = ["-std=c11", "-O1", "-g", "-fPIC", "-fsanitize=thread", "-D_GNU_SOURCE", "-Wall", "-Wextra", "-Werror", "-pedantic"]
INCLUDES = [f"-I{ROOT / 'generated' / 'include'}"]


def cc(*args: str) -> None:
    subprocess.run([os.environ.get("CC", "cc"), *args], check=True)


def build() -> tuple[Path, Path]:
    OUT.mkdir(parents=True, exist_ok=True)
    lib = OUT / "libanyrt.so"
    subprocess.run(core_command(ROOT, lib, FLAGS), check=True)
    cpu = next(b for b in backend_entries(ROOT) if b["name"] == "cpu")
    plugin = OUT / "libanyrt_cpu.so"
    subprocess.run(plugin_command(cpu, ROOT, ROOT / "generated" / "include", plugin, FLAGS), check=True)
    return lib, plugin


def main(argv: list[str]) -> int:
    t0 = time.monotonic()
    lib, plugin = build()
    stress, table = OUT / "stress_core", OUT / "test_cpu_backend"
    cc(*FLAGS, INCLUDES[0], str(ROOT / "tests" / "c" / "stress_core.c"), "-o", str(stress), f"-L{OUT}", "-lanyrt",
       f"-Wl,-rpath,{OUT}", "-lpthread")
    cc(*FLAGS, INCLUDES[0], str(ROOT / "tests" / "c" / "test_cpu_backend.c"), "-o", str(table), "-ldl", "-lpthread")
    defects = OUT / "test_defects"  # the concurrent misuse cases: one winner, clean errors, no race
    cc(*FLAGS, INCLUDES[0], str(ROOT / "tests" / "c" / "test_defects.c"), "-o", str(defects), f"-L{OUT}", "-lanyrt",
       f"-Wl,-rpath,{OUT}", "-lpthread")
    pool = OUT / "test_pool"  # the kernels' thread pool: polling and sleeping workers, concurrent callers
    kdir = ROOT / "runtime" / "kernels"
    cc(*FLAGS, f"-I{kdir}", INCLUDES[0], str(ROOT / "tests" / "c" / "test_pool.c"), str(kdir / "ak_pool.c"), "-o", str(pool),
       "-lpthread")
    kernels, kernel_so = OUT / "stress_kernel", OUT / "kernel_twice.so"  # kernel modules launched from many threads
    cc(*FLAGS, INCLUDES[0], str(ROOT / "tests" / "c" / "stress_kernel.c"), "-o", str(kernels), f"-L{OUT}", "-lanyrt",
       f"-Wl,-rpath,{OUT}", "-lpthread")
    cc("-std=c11", "-O2", "-fPIC", "-shared", str(ROOT / "tests" / "c" / "kernel_twice.c"), "-o", str(kernel_so))
    print(f"tsan: built in {time.monotonic() - t0:.1f} s", flush=True)
    env = {**os.environ, "TSAN_OPTIONS": "halt_on_error=1 exitcode=66 second_deadlock_stack=1",
           "ANYRT_BACKEND_PATH": str(plugin), "ANYRT_CPU_DEVICES": "4", "ANYRT_CPU_MEMORY": "64M",
           "TEST_CPU_ROUNDTRIP_ITERS": "2000"}
    env.pop("LD_PRELOAD", None)
    validating = {"ANYRT_VALIDATE": "1"}  # the validation layer's registry and race clocks, from many threads
    runs = [([str(stress), *argv], {}), ([str(stress), *argv], validating), ([str(table), str(plugin)], {}),
            ([str(defects), "concurrent_destroy"], {}), ([str(defects), "concurrent_free"], {}),
            ([str(defects), "callback_waits"], {}), ([str(pool)], {}), ([str(defects), "memory_stats"], {}),
            ([str(kernels), str(kernel_so)], {})]
    for cmd, extra in runs:
        t1 = time.monotonic()
        proc = subprocess.run(cmd, env={**env, **extra}, capture_output=True, text=True, timeout=600)
        tail = (proc.stdout + proc.stderr).strip().splitlines()[-3:]
        print(f"tsan: {Path(cmd[0]).name}: exit {proc.returncode} in {time.monotonic() - t1:.1f} s: {' | '.join(tail)}",
              flush=True)
        if proc.returncode != 0 or "WARNING: ThreadSanitizer" in proc.stderr:
            print(proc.stdout[-20000:], proc.stderr[-20000:], sep="\n")
            return 1
    print(f"tsan: clean in {time.monotonic() - t0:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
