"""Thread / fork / exit stress (issue 12): worker threads hammer streams, events, callbacks, copies
and frees while the main thread forks children (each starts a fresh runtime, checks a copy and
exits through atexit) and finally exits with the workers still inside anyrt calls. A crash, a hang,
a child that cannot start fresh or a wrong byte fails it.

    python tests/stress_api.py [seconds] [forks]        (tests/test_fuzz.py runs it bounded)
"""

from __future__ import annotations

import os
import signal
import sys
import threading
import time

import numpy as np

import anyrt

WRONG: list[str] = []


def worker(i: int, stop: threading.Event) -> None:
    host = np.full(4096, i, np.uint8)
    back = np.empty(4096, np.uint8)
    try:
        stream = anyrt.Stream()
        ev = anyrt.Event()
        while not stop.is_set():
            b = anyrt.allocate(4096)
            b.copy_from(host, stream=stream)
            seen: list[int] = []
            stream.add_callback(lambda seen=seen: seen.append(1))
            ev.record(stream)
            ev.synchronize()
            b.copy_to(back, stream=stream)
            stream.synchronize()
            if not (back == i).all() or seen != [1]:
                WRONG.append(f"worker {i}: wrong bytes or a lost callback")
            b.free()
    except anyrt.Error:
        pass  # only once the runtime shuts down under a daemon thread: a clean error is the point


def child() -> None:
    signal.alarm(20)  # a hang in the child fails the run instead of blocking it
    b = anyrt.allocate(1 << 12)
    b.fill(7, stream=anyrt.Stream())
    anyrt.synchronize()
    ok = (b.copy_to(np.empty(1 << 12, np.uint8)) == 7).all()
    sys.exit(0 if ok else 3)  # through atexit: the child's shutdown must not wait on the parent's workers


def wait_child(pid: int, seconds: float = 30) -> int | None:
    """The exit code of forked child `pid`, or None (and the child killed) if it runs past `seconds`."""
    deadline = time.monotonic() + seconds
    while True:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            return os.waitstatus_to_exitcode(status)
        if time.monotonic() > deadline:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            return None
        time.sleep(0.005)


def main() -> int:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 2.0
    forks = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    stop = threading.Event()
    for i in range(4):
        threading.Thread(target=worker, args=(i, stop), daemon=True).start()
    for _ in range(forks):
        time.sleep(seconds / (forks + 1))
        pid = os.fork()
        if pid == 0:
            child()
        code = wait_child(pid)
        if code is None:
            print("stress: a forked child hung", flush=True)
            return 1
        if code != 0:
            print(f"stress: a forked child failed ({code})", flush=True)
            return 1
    time.sleep(seconds / (forks + 1))
    if WRONG:
        print("stress:", WRONG[0], flush=True)
        return 1
    print(f"stress: {forks} forks, exiting with 4 threads inside anyrt", flush=True)
    return 0  # the workers are still running: the atexit shutdown must fence them, not crash


if __name__ == "__main__":
    sys.exit(main())
