"""Which optional install extra each flow needs, so a missing package is one line naming the extra
(`pip install 'anyrt[toolkit]'`), never a traceback. The extras themselves are declared in
pyproject.toml; `tests/test_cli.py` checks the two agree."""

from __future__ import annotations

import importlib

# extra -> the import names its flows need (pyproject.toml's [project.optional-dependencies] installs them)
EXTRAS: dict[str, tuple[str, ...]] = {
    "toolkit": ("yaml", "jsonschema", "jinja2", "pytest"),
    "bench": ("matplotlib",),
    "mpi": ("mpi4py",),
}


class MissingExtraError(Exception):
    """A flow needs a package the install lacks; the message names the package and the extra."""


def require(what: str, extra: str, *modules: str) -> None:
    """Raise MissingExtraError unless every one of `modules` (default: all of `extra`'s) imports."""
    for name in modules or EXTRAS[extra]:
        try:
            importlib.import_module(name)
        except ImportError as exc:
            raise MissingExtraError(f"{what} needs {name}, which is not installed: pip install 'anyrt[{extra}]'") from exc
