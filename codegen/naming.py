"""Every spelling of a spec name (C, Python, docs) comes from here, once."""

from __future__ import annotations

PREFIX = "anyrt"


def c_function(name: str) -> str:
    return f"{PREFIX}_{name}"


def c_type(name: str) -> str:
    """C spelling of a spec type that is not a C scalar: enums, handles, blobs, structs, callbacks."""
    return f"{PREFIX}_{name}_t"


def c_backend_handle(name: str) -> str:
    return f"{PREFIX}_backend_{name}_t"


def c_constant(*parts: str) -> str:
    return "_".join([PREFIX, *parts]).upper()


def c_slot_index(function: str) -> str:
    return c_constant("slot", function)


def c_fallback(function: str) -> str:
    """Hand-written fallback for strategies the generator cannot express generically."""
    return f"{PREFIX}__fallback_{function}"


def c_impl(function: str) -> str:
    """Generated internal entry: slot or fallback, after validation and targeting."""
    return f"{PREFIX}__impl_{function}"


def py_class(name: str) -> str:
    return "".join(part.capitalize() for part in name.split("_"))
