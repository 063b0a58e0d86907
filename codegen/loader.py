"""Reads spec/*.yaml, validates each file against spec/schema.json, keeps line numbers."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import jsonschema
import yaml

from .errors import Problem, SpecError
from .vocabulary import schema_fragments

INTERFACE_FILES = ("device.yaml", "memory.yaml", "stream.yaml", "event.yaml", "ccl.yaml", "op.yaml", "kernel.yaml")
COMPAT_FILES = {"compat/paddle.yaml": "paddle_compat_file", "compat/infinicore.yaml": "infinicore_compat_file",
                "compat/paddle_plugin.yaml": "paddle_plugin_file"}
# A spec may leave these out: it then generates no operators (op.yaml, operators.yaml) or no
# compatibility layers (compat/).
OPTIONAL_FILES = frozenset({"op.yaml", "operators.yaml", "kernel.yaml", *COMPAT_FILES})
FILE_SCHEMAS = {"types.yaml": "types_file", "backends.yaml": "backends_file"} | {
    name: "interface_file" for name in INTERFACE_FILES
} | {"operators.yaml": "operators_file"} | COMPAT_FILES


@dataclass(frozen=True)
class Document:
    """One parsed spec file: its data and the line of every node, by path."""

    name: str
    data: Any
    lines: dict[tuple[str | int, ...], int]

    def line(self, *path: str | int) -> int:
        """Line of the deepest known node on `path` (1-based)."""
        for end in range(len(path), -1, -1):
            if path[:end] in self.lines:
                return self.lines[path[:end]]
        return 1


def _index_lines(node: yaml.Node, path: tuple[str | int, ...], out: dict[tuple[str | int, ...], int]) -> None:
    out[path] = node.start_mark.line + 1
    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            out[path + (key.value,)] = key.start_mark.line + 1
            _index_lines(value, path + (key.value,), out)
            out[path + (key.value,)] = key.start_mark.line + 1
    elif isinstance(node, yaml.SequenceNode):
        for i, item in enumerate(node.value):
            _index_lines(item, path + (i,), out)


# libyaml's parser where PyYAML was built with it (several times faster than the pure-Python one).
_Loader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def _parse(path: Path) -> Document:
    text = path.read_text(encoding="utf-8")
    loader = _Loader(text)
    try:  # one parse: the node tree gives the line numbers, the same tree builds the data
        node = loader.get_single_node()
        data = loader.construct_document(node) if node is not None else None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark else 1
        raise SpecError([Problem(path.name, line, f"YAML syntax: {exc}")]) from exc
    finally:
        loader.dispose()
    lines: dict[tuple[str | int, ...], int] = {}
    if node is not None:
        _index_lines(node, (), lines)
    return Document(path.name, data, lines)


def load_documents(spec_dir: Path) -> dict[str, Document]:
    """Parse and schema-check every spec file; raise SpecError listing all problems."""
    schema = json.loads((spec_dir / "schema.json").read_text(encoding="utf-8"))
    for path, fragment in schema_fragments().items():  # the closed vocabularies have their home there
        node = schema["$defs"]
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = fragment
    problems: list[Problem] = []
    docs: dict[str, Document] = {}
    for name, definition in FILE_SCHEMAS.items():
        path = spec_dir / name
        if not path.exists():
            if name not in OPTIONAL_FILES:
                problems.append(Problem(name, 1, "file is missing"))
            continue
        try:
            doc = _parse(path)
        except SpecError as exc:
            problems.extend(exc.problems)
            continue
        validator = jsonschema.Draft202012Validator({**schema, "$ref": f"#/$defs/{definition}"})
        for err in validator.iter_errors(doc.data):
            where = "/".join(str(p) for p in err.absolute_path) or "(top)"
            problems.append(Problem(name, doc.line(*err.absolute_path), f"{where}: {err.message}"))
        docs[name] = doc
    if problems:
        raise SpecError(problems)
    return docs
