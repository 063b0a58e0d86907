"""The one rich Console setup every `anyrt` command prints through."""

from __future__ import annotations

import sys

from rich.console import Console


def console() -> Console:
    # Wide enough for paths and messages when the output is a pipe or a file.
    return Console(width=None if sys.stdout.isatty() else 160, highlight=False)
