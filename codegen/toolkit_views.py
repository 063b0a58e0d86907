"""Facts for the backend author's toolkit outputs: the skeleton's bodies, the write-a-backend
guide's host-memory example, and the rows of the C API, backend ABI and Python API references.

Templates only loop over these and print; each fact is computed here once (views.py holds the
facts shared with the runtime outputs)."""

from __future__ import annotations

from dataclasses import dataclass

from . import naming, views
from .model import Function, Param, Spec

# The loader asks every plugin for its device count before anything else and refuses it if that
# fails, so the skeleton answers "one device" there (marked as a placeholder): the scaffold then
# loads at once and the conformance run can name every missing function, not just this one.
# Required slots the scaffold fills with a placeholder so that it loads (templates/backend_skeleton.c.j2).
LOAD_PLACEHOLDERS = frozenset({"get_device_count"})


def skeleton_function(f: Function) -> str:
    """Name of the static function that fills the slot, in the skeleton and in the guide."""
    return f"backend_{f.name}"


def skeleton_signature(spec: Spec, f: Function) -> str:
    return f"static anyrt_status_t {skeleton_function(f)}({', '.join(views.slot_decls(spec, f))})"


def required_slots(spec: Spec) -> tuple[Function, ...]:
    return tuple(f for f in spec.slots if f.requirement == "required")


def scaffold_missing(spec: Spec) -> tuple[Function, ...]:
    """Required slots the untouched scaffold does not implement (all but the load placeholders)."""
    return tuple(f for f in required_slots(spec) if f.name not in LOAD_PLACEHOLDERS)


# ---- C API and backend ABI references


@dataclass(frozen=True)
class ParamRow:
    name: str
    c_decl: str
    direction: str
    notes: str


def _param_notes(p: Param) -> str:
    notes = []
    if p.nullable:
        notes.append("may be NULL" + (" (the current stream)" if p.type == "stream" else ""))
    if p.array:
        notes.append(f"array of `{p.array}`")
    if p.alloc:
        notes.append(f"receives new {p.alloc} memory of `{p.size}` bytes")
    if p.release:
        notes.append(f"{p.release} memory to release")
    if p.lifetime:
        notes.append({"create": "receives a new handle", "destroy": "handle destroyed by the call"}.get(p.lifetime, p.lifetime))
    if p.same_device:
        notes.append("must be on the same device")
    return "; ".join(notes) or "—"


def param_rows(spec: Spec, f: Function) -> list[ParamRow]:
    return [ParamRow(p.name, views.param_c_decl(spec, p), p.dir, _param_notes(p)) for p in f.params if p.public]


def analogue_text(f: Function) -> str:
    return "; ".join(f"{system}: {', '.join(f'`{n}`' for n in names)}" for system, names in f.analogue) or "—"


def requirement_text(f: Function) -> str:
    return "core" if f.role == "core" else f.requirement


@dataclass(frozen=True)
class SlotRow:
    index: int
    name: str
    since: str
    requirement: str
    fallback: str
    signature: str


def slot_rows(spec: Spec) -> list[SlotRow]:
    return [SlotRow(i, f.name, f.since, f.requirement, views.fallback_text(f),
                    f"anyrt_status_t (*{f.name})({', '.join(views.slot_decls(spec, f))})")
            for i, f in enumerate(spec.slots)]


# ---- Python API reference


def py_signature(spec: Spec, f: Function) -> str:
    args = ", ".join(f"{p.name}: {views.py_param_type(spec, p)}" for p in views.py_in_params(f))
    return f"{f.name}({args}) -> {views.py_return_type(spec, f)}"


def py_object_names(f: Function) -> tuple[str, ...]:
    return naming.PY_OBJECT_API.get(f.name, ())


def template_globals(spec: Spec) -> dict[str, object]:
    """What the toolkit's templates call, bound to `spec` where they need it."""
    return {
        "skeleton_function": skeleton_function,
        "skeleton_signature": lambda f: skeleton_signature(spec, f),
        "skeleton_unused": views.skeleton_unused,
        "required_slots": lambda: required_slots(spec),
        "scaffold_missing": lambda: scaffold_missing(spec),
        "param_rows": lambda f: param_rows(spec, f),
        "analogue_text": analogue_text,
        "requirement_text": requirement_text,
        "slot_rows": lambda: slot_rows(spec),
        "py_signature": lambda f: py_signature(spec, f),
        "py_object_names": py_object_names,
    }
