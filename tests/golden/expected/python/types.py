# Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`.
"""The spec's enums as `typing.Literal` types, so a type checker catches `op="summ"` or
`dtype="flaot32"` in a user's call before it runs."""

from __future__ import annotations

from typing import Literal

# Result of every call.
StatusName = Literal["success", "invalid_value", "invalid_handle", "not_supported"]
# Kinds of device.
DeviceKindName = Literal["cpu"]
# Element types.
DtypeName = Literal["invalid", "float32"]
# An operator attribute's enum.
ModeName = Literal["plain", "fancy"]

__all__ = ["StatusName", "DeviceKindName", "DtypeName", "ModeName"]
