"""spec/abi.lock: the backend ABI as released, and the rule that keeps it.

The lock lists every released slot of `anyrt_backend_t` in table order with the minor it came in
and the C types of its parameters. The spec's slots (ordered by `since`, then file order) must
begin with exactly the locked ones: a removed, reordered, inserted or re-typed slot, or a changed
`since`, would make every built plugin be called through the wrong pointer. New slots go after
them and need a `since` above the released minor. `python -m codegen --lock` records the current
slots as released (it refuses while the spec breaks the lock)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from . import views
from .errors import Problem
from .model import Spec, since_key

FILE = "abi.lock"
_LINE = re.compile(r"^- (\w+) (\d+\.\d+) \((.*)\)$")
HEADER = """\
# The backend ABI as released: anyrt_backend_t's slots in table order, each with the minor that
# added it and its parameter types. Written by `python -m codegen --lock`, never by hand; checked
# on every generation (codegen/abi_lock.py): slots are append-only, a new slot needs a new minor.
"""


@dataclass(frozen=True)
class LockedSlot:
    name: str
    since: str
    types: str  # "int, void**, size_t"
    line: int


def slot_types(spec: Spec, name: str) -> str:
    """The C parameter types of a slot, names dropped: what a built plugin was compiled against."""
    decls = views.slot_decls(spec, spec.slot(name))
    return ", ".join(re.sub(r"\s*\b\w+$", "", d) if d != "void" else d for d in decls)


def read(path: Path) -> list[LockedSlot]:
    if not path.exists():
        return []
    out = []
    for n, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not text or text.startswith("#"):
            continue
        m = _LINE.match(text)
        if m is None:
            raise ValueError(f"{FILE}:{n}: not '- NAME MAJOR.MINOR (TYPES)': {text!r}")
        out.append(LockedSlot(m.group(1), m.group(2), m.group(3), n))
    return out


def render(spec: Spec) -> str:
    return HEADER + "".join(f"- {f.name} {f.since} ({slot_types(spec, f.name)})\n" for f in spec.slots)


def check(spec: Spec, locked: list[LockedSlot]) -> list[Problem]:
    """Every way the spec's slots break the released ABI, each naming the slot and what to do."""
    if not locked:
        return []
    out: list[Problem] = []
    slots = list(spec.slots)
    by_name = {f.name: f for f in slots}
    released = max((since_key(s.since) for s in locked), default=(0, 0))
    for s in locked:
        f = by_name.get(s.name)
        if f is None:
            out.append(Problem(FILE, s.line, f"'{s.name}' (since {s.since}) is a released slot; it cannot be removed "
                                             "(keep the function; a backend may leave its slot NULL)"))
            continue
        if f.since != s.since:
            out.append(Problem(f.where.file, f.where.line, f"{s.name}: since {f.since}, but it was released in "
                                                           f"{s.since} ({FILE}:{s.line}); a released slot keeps its since"))
        types = slot_types(spec, f.name)
        if types != s.types:
            out.append(Problem(f.where.file, f.where.line, f"{s.name}: its slot takes ({types}), but was released taking "
                                                           f"({s.types}) ({FILE}:{s.line}); add a new function instead"))
    order = [f.name for f in slots if f.name in {s.name for s in locked}]
    for pos, (now, s) in enumerate(zip(order, [s for s in locked if s.name in by_name], strict=True)):
        if now != s.name:
            f = by_name[now]
            out.append(Problem(f.where.file, f.where.line, f"{now}: the spec now puts it at released slot {pos}, which is "
                                                           f"'{s.name}''s ({FILE}:{s.line}); released slots keep their "
                                                           "order, so keep the functions' order in the spec files"))
            break
    names = {s.name for s in locked}
    for f in slots:
        if f.name not in names and since_key(f.since) <= released:
            out.append(Problem(f.where.file, f.where.line,
                               f"{f.name}: a new slot with since {f.since}, but {released[0]}.{released[1]} is released "
                               f"({FILE}); give it since {released[0]}.{released[1] + 1}"))
    return out
