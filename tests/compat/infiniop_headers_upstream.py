"""Records what anyrt needs to install InfiniCore's InfiniOP operator headers with upstream's exact
declarations: for each header of include/infiniop/ops/ (quant/ and dequant/ included), the operator
headers it includes, its enums, its descriptor types and every function with its parameters' types
and names. The record is the `infiniop.headers` block of spec/compat/infinicore.yaml, from which the
generator writes generated/include/infiniop/ops/*.h and libinfiniop.so's exports. Nothing of
InfiniCore is copied beyond those declarations.

    python tests/compat/infiniop_headers_upstream.py CHECKOUT   (or $ANYRT_INFINICORE_SRC)
    python tests/compat/infiniop_headers_upstream.py CHECKOUT --check   (exit 1 if the record differs)
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "spec" / "compat" / "infinicore.yaml"
BEGIN, END = "  base_functions:\n", "  unserved_functions:\n"
_FUNC = re.compile(r"__INFINI_C\s+__export\s+infiniStatus_t\s+(\w+)\s*\((.*?)\)\s*;", re.S)
_ENUM = re.compile(r"typedef\s+enum\s*\w*\s*\{(.*?)\}\s*(\w+)\s*;", re.S)
_DESC = re.compile(r"typedef\s+(?:struct\s+)?InfiniopDescriptor\s*\*\s*(\w+)\s*;")
_INCLUDE = re.compile(r'#include\s+"(\w+)\.h"')


def _strip_comments(text: str) -> str:
    return re.sub(r"//[^\n]*", "", re.sub(r"/\*.*?\*/", "", text, flags=re.S))


def _param(text: str) -> str:
    """`const void *x` -> `const void* x`: the type (stars attached) and the name."""
    m = re.fullmatch(r"(.*?[\s*])(\w+)", " ".join(text.split()))
    if m is None:
        raise ValueError(f"not a parameter: {text!r}")
    typ = re.sub(r"\s*\*\s*", "*", m.group(1).strip())
    typ = re.sub(r"\*(?=\w)", "* ", typ)  # `void *const *` -> `void* const*`
    return f"{typ} {m.group(2)}"


def parse(path: Path) -> dict[str, object]:
    raw = path.read_text(encoding="utf-8")
    text = _strip_comments(raw)
    enums = {}
    for body, name in _ENUM.findall(text):
        values = []
        for item in (x.strip() for x in body.split(",")):
            if item:
                key, _, value = item.partition("=")
                values.append([key.strip(), int(value.strip(), 0)])
        enums[name] = values
    functions = {}
    for name, params in _FUNC.findall(text):
        parts = [p for p in (x.strip() for x in params.split(",")) if p and p != "void"]
        functions[name] = [_param(p) for p in parts]
    return {"includes": _INCLUDE.findall(text), "enums": enums, "descriptors": _DESC.findall(text),
            "functions": functions}


def _flow(items: list[str]) -> str:
    return "[" + ", ".join(items) + "]"


def render(src: Path) -> str:
    ops = src / "include" / "infiniop" / "ops"
    out = [BEGIN]
    for name, params in parse(src / "include" / "infiniop" / "operator_descriptor.h")["functions"].items():  # type: ignore[attr-defined]
        out.append(f"    {name}: {_flow(params)}\n")
    out.append("  # header (under include/infiniop/ops/) -> the operator headers it includes, its enums, its\n"
               "  # descriptor types, its functions with their parameters, in its order\n  headers:\n")
    for path in sorted(ops.rglob("*.h"), key=lambda p: p.relative_to(ops).with_suffix("").as_posix()):
        rec = parse(path)
        out.append(f"    {path.relative_to(ops).with_suffix('').as_posix()}:\n")
        if rec["includes"]:
            out.append(f"      includes: {_flow(rec['includes'])}\n")  # type: ignore[arg-type]
        if rec["enums"]:
            out.append("      enums:\n")
            for name, values in rec["enums"].items():  # type: ignore[attr-defined]
                out.append(f"        {name}: {_flow([f'[{k}, {v}]' for k, v in values])}\n")
        if rec["descriptors"]:
            out.append(f"      descriptors: {_flow(rec['descriptors'])}\n")  # type: ignore[arg-type]
        out.append("      functions:\n")
        for name, params in rec["functions"].items():  # type: ignore[attr-defined]
            out.append(f"        {name}: {_flow(params)}\n")
    return "".join(out)


def main(argv: list[str]) -> int:
    src = Path(argv[1] if len(argv) > 1 and not argv[1].startswith("-") else os.environ["ANYRT_INFINICORE_SRC"])
    text = SPEC.read_text(encoding="utf-8")
    start = text.index(BEGIN) if BEGIN in text else text.index("  # header (under include/infiniop/ops/)")
    end = text.index(END)
    new = text[:start] + render(src) + text[end:]
    end = new.index(END)
    if "--check" in argv:
        return 0 if new == text else 1
    SPEC.write_text(new, encoding="utf-8")
    print(f"recorded {new[start:end].count(': [') } lines of declarations in {SPEC}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
