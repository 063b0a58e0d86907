# Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`.
"""The spec's enums as `typing.Literal` types, so a type checker catches `op="summ"` or
`dtype="flaot32"` in a user's call before it runs."""

from __future__ import annotations

from typing import Literal

# Result of every call. The first five match PaddlePaddle's C_Status.
StatusName = Literal["success", "warning", "failed", "error", "internal_error", "invalid_value", "invalid_handle", "invalid_device", "out_of_memory", "not_supported", "not_ready", "not_initialized", "timeout", "backend_not_found", "abi_mismatch"]
# Kind of accelerator a backend drives.
DeviceKindName = Literal["cpu", "cuda", "cambricon", "ascend", "metax", "moore", "iluvatar", "kunlun", "hygon", "qy", "ali", "custom", "paddle"]
# Element type of collective buffers and tensors.
DtypeName = Literal["invalid", "byte", "bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "float16", "float32", "float64", "bfloat16"]
# Direction of a copy. `default` lets the runtime infer it from its allocation registry.
MemcpyKindName = Literal["h2h", "h2d", "d2h", "d2d", "default"]
# State of an event.
EventStatusName = Literal["complete", "not_ready"]
# Bit flags for create_event.
EventFlagsName = Literal["default", "disable_timing", "blocking_sync"]
# Reduction of collective operations.
ReduceOpName = Literal["sum", "prod", "max", "min", "avg"]
# Which dimensions of a head rotary position embedding pairs.
RopeAlgoName = Literal["gpt_j", "gpt_neox"]
# Which calls outside the capture fail while a stream captures (CUDA's cudaStreamCaptureMode).
CaptureModeName = Literal["global", "thread_local", "relaxed"]
# Whether a stream captures (CUDA's cudaStreamCaptureStatus).
CaptureStatusName = Literal["none", "active", "invalidated"]
# Which of anyrt's allocation functions made the memory a pointer lies in.
MemoryTypeName = Literal["device", "host", "unified"]

__all__ = ["StatusName", "DeviceKindName", "DtypeName", "MemcpyKindName", "EventStatusName", "EventFlagsName", "ReduceOpName", "RopeAlgoName", "CaptureModeName", "CaptureStatusName", "MemoryTypeName"]
