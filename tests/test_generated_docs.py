"""The generated references name real things: every object-API spelling of the Python reference
resolves in the installed package, and every spec function it names exists."""

from __future__ import annotations

import importlib

import pytest

from anyrt._gen import _raw
from anyrt._gen.spec_data import FUNCTIONS
from codegen.naming import PY_OBJECT_API


def resolve(dotted: str) -> object:
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            obj = importlib.import_module(".".join(parts[:cut]))
        except ModuleNotFoundError:
            continue
        for attr in parts[cut:]:
            obj = getattr(obj, attr)
        return obj
    raise ModuleNotFoundError(dotted)


@pytest.mark.parametrize("function", sorted(PY_OBJECT_API))
def test_python_names_resolve(function: str) -> None:
    assert function in FUNCTIONS, f"naming.PY_OBJECT_API names '{function}', which the spec does not have"
    assert hasattr(_raw, function)
    for name in PY_OBJECT_API[function]:
        assert resolve(name) is not None, name


def test_resolve_fails_on_a_wrong_name() -> None:
    with pytest.raises(AttributeError):
        resolve("anyrt.Device.no_such_method")
