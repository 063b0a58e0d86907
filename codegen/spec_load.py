"""The spec, loaded and checked: the one entry point from spec/ to a checked model. The model
(`model.py`) knows nothing of its checks, so nothing imports in a circle."""

from __future__ import annotations

from pathlib import Path

from . import abi_lock, op_checks, plugin
from .checks import check
from .compat import check as check_compat
from .errors import SpecError
from .loader import load_documents
from .model import Spec, build


def load(spec_dir: Path, root: Path | None = None) -> Spec:
    """Load, schema-check, build and semantically check the spec (including spec/abi.lock); with
    `root`, also that the checkout there has each operator's kernel and reference."""
    docs = load_documents(spec_dir)
    spec = build(docs)
    check(spec, docs)
    problems = check_compat(spec, docs)
    problems += op_checks.check(spec, docs, root)
    problems += plugin.check(spec, docs)
    problems += abi_lock.check(spec, abi_lock.read(spec_dir / abi_lock.FILE))
    if problems:
        raise SpecError(problems)
    return spec
