"""Backends that other distributions installed, as PJRT plugins are found through `jax_plugins`:
each entry point of the group `anyrt.backends` is the path of a plugin (libanyrt_NAME.so) or of a
folder of them, or a function returning one. Importing anyrt adds them to ANYRT_BACKEND_PATH, after
what the user set there, before the runtime loads its backends (the core reads the variable then,
as do child processes); an entry point that fails warns and is skipped. C programs find plugins on
ANYRT_BACKEND_PATH, in the folder of libanyrt.so and in <prefix>/lib/anyrt/backends
(runtime/core/loader.c)."""

from __future__ import annotations

import os
import warnings
from importlib.metadata import entry_points

GROUP = "anyrt.backends"
PATH_ENV = "ANYRT_BACKEND_PATH"


def entry_point_paths() -> list[str]:
    """The plugin paths the installed distributions declare, in the order importlib finds them."""
    out = []
    for ep in entry_points(group=GROUP):
        try:
            value = ep.load()
            out.append(os.fspath(value() if callable(value) else value))
        except Exception as exc:  # a broken third-party package must not stop `import anyrt`
            warnings.warn(f"anyrt: entry point '{ep.name} = {ep.value}' of group {GROUP} failed, its backend is not "
                          f"loaded: {type(exc).__name__}: {exc}", RuntimeWarning, stacklevel=2)
    return out


def add_entry_points() -> None:
    current = [p for p in os.environ.get(PATH_ENV, "").split(":") if p]
    added = [p for p in entry_point_paths() if p not in current]
    if added:
        os.environ[PATH_ENV] = ":".join(current + added)


add_entry_points()
