"""The Python side of the runtime's layers: with ANYRT_VALIDATE set, each call that creates an
object first tells the runtime where in the user's program it came from (the first frame outside
this package), so leak reports and use-after-destroy messages point at the user's line."""

from __future__ import annotations

import os
import sys
from pathlib import Path

_PACKAGE = str(Path(__file__).resolve().parent)


def _flag(name: str) -> bool:
    """The runtime's rule for a layer switch: set, non-empty and not "0"."""
    value = os.environ.get(name, "")
    return value not in ("", "0")


VALIDATING = _flag("ANYRT_VALIDATE")


def caller_site() -> bytes:
    """`file:line in function` of the innermost frame outside the anyrt package."""
    frame = sys._getframe(1)
    while frame is not None and frame.f_code.co_filename.startswith(_PACKAGE):
        frame = frame.f_back
    if frame is None:
        return b""
    code = frame.f_code
    return f"{code.co_filename}:{frame.f_lineno} in {code.co_name}".encode(errors="replace")
