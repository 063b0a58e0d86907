"""Events: markers recorded on streams, for ordering between streams and for timing. They live with
streams in anyrt.stream (one layer: each orders the other); this module is their import path."""

from __future__ import annotations

from anyrt.stream import Event

__all__ = ["Event"]
