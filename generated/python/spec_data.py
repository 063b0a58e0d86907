# Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`.
"""Facts of the spec the Python package needs at run time (names, slots, fallbacks, analogues)."""

# ruff: noqa: E501
from __future__ import annotations

from typing import Any

ABI_VERSION = (1, 3)

# Backends the spec knows: name -> device kind.
BACKENDS: dict[str, str] = {
    "cpu": "cpu",
    "cuda": "cuda",
}

# (name, interface, requirement, fallback in words) per backend-table slot, in slot order.
SLOTS: tuple[tuple[str, str, str, str], ...] = (
    ("initialize", "device", "optional", "no-op"),
    ("finalize", "device", "optional", "no-op"),
    ("init_device", "device", "optional", "no-op"),
    ("deinit_device", "device", "optional", "no-op"),
    ("get_device_count", "device", "required", "required"),
    ("get_device_list", "device", "optional", "identity device list"),
    ("set_device", "device", "optional", "no-op"),
    ("synchronize_device", "device", "optional", "synchronize all streams"),
    ("get_compute_capability", "device", "optional", "writes 0"),
    ("get_runtime_version", "device", "optional", "writes 0"),
    ("get_driver_version", "device", "optional", "writes 0"),
    ("malloc", "memory", "required", "required"),
    ("free", "memory", "required", "required"),
    ("malloc_host", "memory", "optional", "system malloc"),
    ("free_host", "memory", "optional", "system free"),
    ("malloc_unified", "memory", "optional", "none (NOT_SUPPORTED)"),
    ("free_unified", "memory", "optional", "none (NOT_SUPPORTED)"),
    ("memcpy", "memory", "required", "required"),
    ("memcpy_async", "memory", "optional", "sync stream, then `memcpy`"),
    ("memcpy_peer", "memory", "optional", "host staging peer"),
    ("memcpy_peer_async", "memory", "optional", "sync stream, then `memcpy_peer`"),
    ("memset", "memory", "optional", "host staging memset"),
    ("memset_async", "memory", "optional", "sync stream, then `memset`"),
    ("get_memory_info", "memory", "optional", "writes 0"),
    ("min_chunk_size", "memory", "optional", "writes 1"),
    ("max_chunk_size", "memory", "optional", "`max_alloc_size`"),
    ("max_alloc_size", "memory", "optional", "free memory"),
    ("extra_padding_size", "memory", "optional", "writes 0"),
    ("init_alloc_size", "memory", "optional", "`max_alloc_size`"),
    ("realloc_size", "memory", "optional", "`max_alloc_size`"),
    ("malloc_async", "memory", "optional", "sync stream, then `malloc`"),
    ("free_async", "memory", "optional", "sync stream, then `free`"),
    ("create_stream", "stream", "optional", "null handle"),
    ("destroy_stream", "stream", "optional", "no-op"),
    ("query_stream", "stream", "optional", "`synchronize_stream`, then ready"),
    ("synchronize_stream", "stream", "optional", "synchronize device"),
    ("stream_add_callback", "stream", "optional", "synchronize then call"),
    ("stream_wait_event", "stream", "optional", "host wait event"),
    ("create_event", "event", "required", "required"),
    ("destroy_event", "event", "required", "required"),
    ("record_event", "event", "required", "required"),
    ("query_event", "event", "optional", "`synchronize_event`, then ready"),
    ("synchronize_event", "event", "required", "required"),
    ("event_elapsed_time", "event", "optional", "none (NOT_SUPPORTED)"),
    ("get_unique_id", "ccl", "optional", "none (NOT_SUPPORTED)"),
    ("comm_init_all", "ccl", "optional", "none (NOT_SUPPORTED)"),
    ("comm_init_rank", "ccl", "optional", "none (NOT_SUPPORTED)"),
    ("comm_destroy", "ccl", "optional", "no-op"),
    ("comm_rank", "ccl", "optional", "none (NOT_SUPPORTED)"),
    ("comm_size", "ccl", "optional", "none (NOT_SUPPORTED)"),
    ("all_reduce", "ccl", "optional", "avg via sum"),
    ("broadcast", "ccl", "optional", "none (NOT_SUPPORTED)"),
    ("reduce", "ccl", "optional", "avg via sum"),
    ("all_gather", "ccl", "optional", "none (NOT_SUPPORTED)"),
    ("reduce_scatter", "ccl", "optional", "avg via sum"),
    ("send", "ccl", "optional", "none (NOT_SUPPORTED)"),
    ("recv", "ccl", "optional", "none (NOT_SUPPORTED)"),
    ("group_start", "ccl", "optional", "no-op"),
    ("group_end", "ccl", "optional", "no-op"),
    ("op_workspace_size", "op", "optional", "absent means 0"),
    ("device_memory_host_accessible", "op", "optional", "absent means 0"),
    ("op_gemm", "operators", "optional", "portable kernel on the host"),
    ("op_add", "operators", "optional", "portable kernel on the host"),
    ("op_sub", "operators", "optional", "portable kernel on the host"),
    ("op_mul", "operators", "optional", "portable kernel on the host"),
    ("op_relu", "operators", "optional", "portable kernel on the host"),
    ("op_silu", "operators", "optional", "portable kernel on the host"),
    ("op_sigmoid", "operators", "optional", "portable kernel on the host"),
    ("op_swiglu", "operators", "optional", "portable kernel on the host"),
    ("op_rms_norm", "operators", "optional", "portable kernel on the host"),
    ("op_softmax", "operators", "optional", "portable kernel on the host"),
    ("op_causal_softmax", "operators", "optional", "portable kernel on the host"),
    ("op_rope", "operators", "optional", "portable kernel on the host"),
    ("op_rearrange", "operators", "optional", "portable kernel on the host"),
    ("op_random_sample", "operators", "optional", "portable kernel on the host"),
    ("op_zeros", "operators", "optional", "portable kernel on the host"),
    ("op_ones", "operators", "optional", "portable kernel on the host"),
    ("comm_init_mpi", "ccl", "optional", "none (NOT_SUPPORTED)"),
    ("op_add_rms_norm", "operators", "optional", "portable kernel on the host"),
    ("op_gelu", "operators", "optional", "portable kernel on the host"),
    ("op_gelutanh", "operators", "optional", "portable kernel on the host"),
    ("op_quickgelu", "operators", "optional", "portable kernel on the host"),
    ("op_tanh", "operators", "optional", "portable kernel on the host"),
    ("op_erf", "operators", "optional", "portable kernel on the host"),
    ("op_reciprocal", "operators", "optional", "portable kernel on the host"),
    ("op_hardswish", "operators", "optional", "portable kernel on the host"),
)

# The argument each `errors` check kind's conformance test passes (codegen/vocabulary.py; None: NULL).
CHECK_BAD_VALUES: dict[str, int | None] = {
    "null": None,
    "zero": 0,
    "negative": -1,
    "not_positive": 0,
    "not_enum": 9999,
    "not_element_type": 0,
    "not_device_index": 999,
    "not_rank_of_comm": 999,
    "not_below_nranks": 999,
}

STATUS: dict[str, int] = {
    "success": 0,
    "warning": 1,
    "failed": 2,
    "error": 3,
    "internal_error": 4,
    "invalid_value": 5,
    "invalid_handle": 6,
    "invalid_device": 7,
    "out_of_memory": 8,
    "not_supported": 9,
    "not_ready": 10,
    "not_initialized": 11,
    "timeout": 12,
    "backend_not_found": 13,
    "abi_mismatch": 14,
}
DEVICE_KIND: dict[str, int] = {
    "cpu": 0,
    "cuda": 1,
    "cambricon": 2,
    "ascend": 3,
    "metax": 4,
    "moore": 5,
    "iluvatar": 6,
    "kunlun": 7,
    "hygon": 8,
    "qy": 9,
    "ali": 10,
    "custom": 11,
    "paddle": 12,
}
DTYPE: dict[str, int] = {
    "invalid": 0,
    "byte": 1,
    "bool": 2,
    "int8": 3,
    "int16": 4,
    "int32": 5,
    "int64": 6,
    "uint8": 7,
    "uint16": 8,
    "uint32": 9,
    "uint64": 10,
    "float16": 12,
    "float32": 13,
    "float64": 14,
    "bfloat16": 19,
}
MEMCPY_KIND: dict[str, int] = {
    "h2h": 0,
    "h2d": 1,
    "d2h": 2,
    "d2d": 3,
    "default": 4,
}
EVENT_STATUS: dict[str, int] = {
    "complete": 0,
    "not_ready": 1,
}
EVENT_FLAGS: dict[str, int] = {
    "default": 0,
    "disable_timing": 1,
    "blocking_sync": 2,
}
REDUCE_OP: dict[str, int] = {
    "sum": 0,
    "prod": 1,
    "max": 2,
    "min": 3,
    "avg": 4,
}
ROPE_ALGO: dict[str, int] = {
    "gpt_j": 0,
    "gpt_neox": 1,
}

DTYPE_SIZE: dict[str, int] = {
    "byte": 1,
    "bool": 1,
    "int8": 1,
    "int16": 2,
    "int32": 4,
    "int64": 8,
    "uint8": 1,
    "uint16": 2,
    "uint32": 4,
    "uint64": 8,
    "float16": 2,
    "float32": 4,
    "float64": 8,
    "bfloat16": 2,
}

# Public functions: role, requirement, fallback strategy, ready_status, and params as
# (name, type, dir, nullable, array, alloc, release, lifetime); errors as (status, param, check).
FUNCTIONS: dict[str, dict] = {
    "init": {
        "interface": "device",
        "role": "core",
        "requirement": "required",
        "fallback": None,
        "ready_status": False,
        "target": ("current", []),
        "params": [
        ],
        "errors": [
        ],
    },
    "get_device_count": {
        "interface": "device",
        "role": "api",
        "requirement": "required",
        "fallback": None,
        "ready_status": False,
        "target": ("kind", ['kind']),
        "params": [
            ("kind", "device_kind", "in", False, None, None, None, None),
            ("count", "int", "out", False, None, None, None, None),
        ],
        "errors": [
            ("invalid_value", "kind", "not_enum"),
        ],
    },
    "get_all_device_count": {
        "interface": "device",
        "role": "core",
        "requirement": "required",
        "fallback": None,
        "ready_status": False,
        "target": ("current", []),
        "params": [
            ("counts", "int", "out", False, "ANYRT_DEVICE_KIND_COUNT", None, None, None),
        ],
        "errors": [
        ],
    },
    "get_device_list": {
        "interface": "device",
        "role": "api",
        "requirement": "optional",
        "fallback": "identity_device_list",
        "ready_status": False,
        "target": ("kind", ['kind']),
        "params": [
            ("kind", "device_kind", "in", False, None, None, None, None),
            ("devices", "size_t", "out", False, "capacity", None, None, None),
            ("capacity", "size_t", "in", False, None, None, None, None),
        ],
        "errors": [
            ("invalid_value", "kind", "not_enum"),
        ],
    },
    "set_device": {
        "interface": "device",
        "role": "api",
        "requirement": "optional",
        "fallback": "noop",
        "ready_status": False,
        "target": ("kind_index", ['kind', 'index']),
        "params": [
            ("kind", "device_kind", "in", False, None, None, None, None),
            ("index", "int", "in", False, None, None, None, None),
        ],
        "errors": [
            ("invalid_value", "kind", "not_enum"),
            ("invalid_device", "index", "not_device_index"),
        ],
    },
    "get_device": {
        "interface": "device",
        "role": "core",
        "requirement": "required",
        "fallback": None,
        "ready_status": False,
        "target": ("current", []),
        "params": [
            ("kind", "device_kind", "out", True, None, None, None, None),
            ("index", "int", "out", True, None, None, None, None),
        ],
        "errors": [
        ],
    },
    "synchronize_device": {
        "interface": "device",
        "role": "api",
        "requirement": "optional",
        "fallback": "synchronize_all_streams",
        "ready_status": False,
        "target": ("current", []),
        "params": [
        ],
        "errors": [
        ],
    },
    "get_compute_capability": {
        "interface": "device",
        "role": "api",
        "requirement": "optional",
        "fallback": "constant",
        "ready_status": False,
        "target": ("current", []),
        "params": [
            ("capability", "size_t", "out", False, None, None, None, None),
        ],
        "errors": [
        ],
    },
    "get_runtime_version": {
        "interface": "device",
        "role": "api",
        "requirement": "optional",
        "fallback": "constant",
        "ready_status": False,
        "target": ("current", []),
        "params": [
            ("version", "size_t", "out", False, None, None, None, None),
        ],
        "errors": [
        ],
    },
    "get_driver_version": {
        "interface": "device",
        "role": "api",
        "requirement": "optional",
        "fallback": "constant",
        "ready_status": False,
        "target": ("current", []),
        "params": [
            ("version", "size_t", "out", False, None, None, None, None),
        ],
        "errors": [
        ],
    },
    "get_last_error": {
        "interface": "device",
        "role": "core",
        "requirement": "required",
        "fallback": None,
        "ready_status": False,
        "target": ("current", []),
        "params": [
            ("info", "error_info", "out", False, None, None, None, None),
        ],
        "errors": [
        ],
    },
    "get_backend_count": {
        "interface": "device",
        "role": "core",
        "requirement": "required",
        "fallback": None,
        "ready_status": False,
        "target": ("current", []),
        "params": [
            ("count", "int", "out", False, None, None, None, None),
        ],
        "errors": [
        ],
    },
    "get_backend_info": {
        "interface": "device",
        "role": "core",
        "requirement": "required",
        "fallback": None,
        "ready_status": False,
        "target": ("current", []),
        "params": [
            ("index", "int", "in", False, None, None, None, None),
            ("info", "backend_info", "out", False, None, None, None, None),
        ],
        "errors": [
            ("invalid_value", "index", "negative"),
        ],
    },
    "backend_has_slot": {
        "interface": "device",
        "role": "core",
        "requirement": "required",
        "fallback": None,
        "ready_status": False,
        "target": ("current", []),
        "params": [
            ("index", "int", "in", False, None, None, None, None),
            ("slot", "int", "in", False, None, None, None, None),
            ("present", "int", "out", False, None, None, None, None),
        ],
        "errors": [
            ("invalid_value", "index", "negative"),
            ("invalid_value", "slot", "negative"),
        ],
    },
    "fallback_serial": {
        "interface": "device",
        "role": "core",
        "requirement": "required",
        "fallback": None,
        "ready_status": False,
        "target": ("current", []),
        "params": [
            ("serial", "int", "out", False, None, None, None, None),
        ],
        "errors": [
        ],
    },
    "get_fallback": {
        "interface": "device",
        "role": "core",
        "requirement": "required",
        "fallback": None,
        "ready_status": False,
        "target": ("current", []),
        "params": [
            ("index", "int", "in", False, None, None, None, None),
            ("info", "error_info", "out", False, None, None, None, None),
        ],
        "errors": [
            ("invalid_value", "index", "negative"),
        ],
    },
    "shutdown": {
        "interface": "device",
        "role": "core",
        "requirement": "required",
        "fallback": None,
        "ready_status": False,
        "target": ("current", []),
        "params": [
        ],
        "errors": [
        ],
    },
    "set_call_site": {
        "interface": "device",
        "role": "core",
        "requirement": "required",
        "fallback": None,
        "ready_status": False,
        "target": ("current", []),
        "params": [
            ("site", "const char*", "in", True, None, None, None, None),
        ],
        "errors": [
        ],
    },
    "malloc": {
        "interface": "memory",
        "role": "api",
        "requirement": "required",
        "fallback": None,
        "ready_status": False,
        "target": ("current", []),
        "params": [
            ("ptr", "void*", "out", False, None, "device", None, None),
            ("size", "size_t", "in", False, None, None, None, None),
        ],
        "errors": [
            ("invalid_value", "size", "zero"),
        ],
    },
    "free": {
        "interface": "memory",
        "role": "api",
        "requirement": "required",
        "fallback": None,
        "ready_status": False,
        "target": ("pointer", ['ptr']),
        "params": [
            ("ptr", "void*", "in", False, None, None, "device", None),
        ],
        "errors": [
        ],
    },
    "malloc_host": {
        "interface": "memory",
        "role": "api",
        "requirement": "optional",
        "fallback": "system_malloc",
        "ready_status": False,
        "target": ("current", []),
        "params": [
            ("ptr", "void*", "out", False, None, "host", None, None),
            ("size", "size_t", "in", False, None, None, None, None),
        ],
        "errors": [
            ("invalid_value", "size", "zero"),
        ],
    },
    "free_host": {
        "interface": "memory",
        "role": "api",
        "requirement": "optional",
        "fallback": "system_free",
        "ready_status": False,
        "target": ("pointer", ['ptr']),
        "params": [
            ("ptr", "void*", "in", False, None, None, "host", None),
        ],
        "errors": [
        ],
    },
    "malloc_unified": {
        "interface": "memory",
        "role": "api",
        "requirement": "optional",
        "fallback": None,
        "ready_status": False,
        "target": ("current", []),
        "params": [
            ("ptr", "void*", "out", False, None, "unified", None, None),
            ("size", "size_t", "in", False, None, None, None, None),
        ],
        "errors": [
            ("invalid_value", "size", "zero"),
        ],
    },
    "free_unified": {
        "interface": "memory",
        "role": "api",
        "requirement": "optional",
        "fallback": None,
        "ready_status": False,
        "target": ("pointer", ['ptr']),
        "params": [
            ("ptr", "void*", "in", False, None, None, "unified", None),
        ],
        "errors": [
        ],
    },
    "memcpy": {
        "interface": "memory",
        "role": "api",
        "requirement": "required",
        "fallback": None,
        "ready_status": False,
        "target": ("pointers", ['dst', 'src']),
        "params": [
            ("dst", "void*", "in", False, None, None, None, None),
            ("src", "const void*", "in", False, None, None, None, None),
            ("size", "size_t", "in", False, None, None, None, None),
            ("kind", "memcpy_kind", "in", False, None, None, None, None),
        ],
        "errors": [
            ("invalid_value", "dst", "null"),
            ("invalid_value", "src", "null"),
            ("invalid_value", "kind", "not_enum"),
        ],
    },
    "memcpy_async": {
        "interface": "memory",
        "role": "api",
        "requirement": "optional",
        "fallback": "synchronous",
        "ready_status": False,
        "target": ("stream", ['stream']),
        "params": [
            ("dst", "void*", "in", False, None, None, None, None),
            ("src", "const void*", "in", False, None, None, None, None),
            ("size", "size_t", "in", False, None, None, None, None),
            ("kind", "memcpy_kind", "in", False, None, None, None, None),
            ("stream", "stream", "in", True, None, None, None, None),
        ],
        "errors": [
            ("invalid_value", "dst", "null"),
            ("invalid_value", "src", "null"),
            ("invalid_value", "kind", "not_enum"),
        ],
    },
    "memcpy_peer": {
        "interface": "memory",
        "role": "api",
        "requirement": "optional",
        "fallback": "host_staging_peer",
        "ready_status": False,
        "target": ("index", ['dst_device']),
        "params": [
            ("dst", "void*", "in", False, None, None, None, None),
            ("dst_device", "int", "in", False, None, None, None, None),
            ("src", "const void*", "in", False, None, None, None, None),
            ("src_device", "int", "in", False, None, None, None, None),
            ("size", "size_t", "in", False, None, None, None, None),
        ],
        "errors": [
            ("invalid_value", "dst", "null"),
            ("invalid_value", "src", "null"),
            ("invalid_device", "dst_device", "not_device_index"),
            ("invalid_device", "src_device", "not_device_index"),
        ],
    },
    "memcpy_peer_async": {
        "interface": "memory",
        "role": "api",
        "requirement": "optional",
        "fallback": "synchronous",
        "ready_status": False,
        "target": ("stream", ['stream']),
        "params": [
            ("dst", "void*", "in", False, None, None, None, None),
            ("dst_device", "int", "in", False, None, None, None, None),
            ("src", "const void*", "in", False, None, None, None, None),
            ("src_device", "int", "in", False, None, None, None, None),
            ("size", "size_t", "in", False, None, None, None, None),
            ("stream", "stream", "in", True, None, None, None, None),
        ],
        "errors": [
            ("invalid_value", "dst", "null"),
            ("invalid_value", "src", "null"),
            ("invalid_device", "dst_device", "not_device_index"),
            ("invalid_device", "src_device", "not_device_index"),
        ],
    },
    "memset": {
        "interface": "memory",
        "role": "api",
        "requirement": "optional",
        "fallback": "host_staging_memset",
        "ready_status": False,
        "target": ("pointer", ['ptr']),
        "params": [
            ("ptr", "void*", "in", False, None, None, None, None),
            ("value", "uint8_t", "in", False, None, None, None, None),
            ("size", "size_t", "in", False, None, None, None, None),
        ],
        "errors": [
            ("invalid_value", "ptr", "null"),
        ],
    },
    "memset_async": {
        "interface": "memory",
        "role": "api",
        "requirement": "optional",
        "fallback": "synchronous",
        "ready_status": False,
        "target": ("stream", ['stream']),
        "params": [
            ("ptr", "void*", "in", False, None, None, None, None),
            ("value", "uint8_t", "in", False, None, None, None, None),
            ("size", "size_t", "in", False, None, None, None, None),
            ("stream", "stream", "in", True, None, None, None, None),
        ],
        "errors": [
            ("invalid_value", "ptr", "null"),
        ],
    },
    "get_memory_info": {
        "interface": "memory",
        "role": "api",
        "requirement": "optional",
        "fallback": "constant",
        "ready_status": False,
        "target": ("current", []),
        "params": [
            ("free_bytes", "size_t", "out", False, None, None, None, None),
            ("total_bytes", "size_t", "out", False, None, None, None, None),
        ],
        "errors": [
        ],
    },
    "get_memory_stats": {
        "interface": "memory",
        "role": "core",
        "requirement": "required",
        "fallback": None,
        "ready_status": False,
        "target": ("current", []),
        "params": [
            ("allocated_bytes", "size_t", "out", True, None, None, None, None),
            ("peak_bytes", "size_t", "out", True, None, None, None, None),
            ("allocation_count", "size_t", "out", True, None, None, None, None),
        ],
        "errors": [
        ],
    },
    "reset_peak_memory_stats": {
        "interface": "memory",
        "role": "core",
        "requirement": "required",
        "fallback": None,
        "ready_status": False,
        "target": ("current", []),
        "params": [
        ],
        "errors": [
        ],
    },
    "min_chunk_size": {
        "interface": "memory",
        "role": "api",
        "requirement": "optional",
        "fallback": "constant",
        "ready_status": False,
        "target": ("current", []),
        "params": [
            ("size", "size_t", "out", False, None, None, None, None),
        ],
        "errors": [
        ],
    },
    "max_chunk_size": {
        "interface": "memory",
        "role": "api",
        "requirement": "optional",
        "fallback": "delegate",
        "ready_status": False,
        "target": ("current", []),
        "params": [
            ("size", "size_t", "out", False, None, None, None, None),
        ],
        "errors": [
        ],
    },
    "max_alloc_size": {
        "interface": "memory",
        "role": "api",
        "requirement": "optional",
        "fallback": "free_memory",
        "ready_status": False,
        "target": ("current", []),
        "params": [
            ("size", "size_t", "out", False, None, None, None, None),
        ],
        "errors": [
        ],
    },
    "extra_padding_size": {
        "interface": "memory",
        "role": "api",
        "requirement": "optional",
        "fallback": "constant",
        "ready_status": False,
        "target": ("current", []),
        "params": [
            ("size", "size_t", "out", False, None, None, None, None),
        ],
        "errors": [
        ],
    },
    "init_alloc_size": {
        "interface": "memory",
        "role": "api",
        "requirement": "optional",
        "fallback": "delegate",
        "ready_status": False,
        "target": ("current", []),
        "params": [
            ("size", "size_t", "out", False, None, None, None, None),
        ],
        "errors": [
        ],
    },
    "realloc_size": {
        "interface": "memory",
        "role": "api",
        "requirement": "optional",
        "fallback": "delegate",
        "ready_status": False,
        "target": ("current", []),
        "params": [
            ("size", "size_t", "out", False, None, None, None, None),
        ],
        "errors": [
        ],
    },
    "malloc_async": {
        "interface": "memory",
        "role": "api",
        "requirement": "optional",
        "fallback": "synchronous",
        "ready_status": False,
        "target": ("stream", ['stream']),
        "params": [
            ("ptr", "void*", "out", False, None, "device", None, None),
            ("size", "size_t", "in", False, None, None, None, None),
            ("stream", "stream", "in", True, None, None, None, None),
        ],
        "errors": [
            ("invalid_value", "size", "zero"),
        ],
    },
    "free_async": {
        "interface": "memory",
        "role": "api",
        "requirement": "optional",
        "fallback": "synchronous",
        "ready_status": False,
        "target": ("stream", ['stream']),
        "params": [
            ("ptr", "void*", "in", False, None, None, "device", None),
            ("stream", "stream", "in", True, None, None, None, None),
        ],
        "errors": [
        ],
    },
    "create_stream": {
        "interface": "stream",
        "role": "api",
        "requirement": "optional",
        "fallback": "null_handle",
        "ready_status": False,
        "target": ("current", []),
        "params": [
            ("stream", "stream", "out", False, None, None, None, "create"),
        ],
        "errors": [
        ],
    },
    "destroy_stream": {
        "interface": "stream",
        "role": "api",
        "requirement": "optional",
        "fallback": "noop",
        "ready_status": False,
        "target": ("stream", ['stream']),
        "params": [
            ("stream", "stream", "in", False, None, None, None, "destroy"),
        ],
        "errors": [
        ],
    },
    "query_stream": {
        "interface": "stream",
        "role": "api",
        "requirement": "optional",
        "fallback": "synchronize_then_ready",
        "ready_status": True,
        "target": ("stream", ['stream']),
        "params": [
            ("stream", "stream", "in", True, None, None, None, None),
        ],
        "errors": [
        ],
    },
    "synchronize_stream": {
        "interface": "stream",
        "role": "api",
        "requirement": "optional",
        "fallback": "synchronize_device",
        "ready_status": False,
        "target": ("stream", ['stream']),
        "params": [
            ("stream", "stream", "in", True, None, None, None, None),
        ],
        "errors": [
        ],
    },
    "stream_add_callback": {
        "interface": "stream",
        "role": "api",
        "requirement": "optional",
        "fallback": "synchronize_then_call",
        "ready_status": False,
        "target": ("stream", ['stream']),
        "params": [
            ("stream", "stream", "in", True, None, None, None, None),
            ("fn", "host_fn", "in", False, None, None, None, None),
            ("user_data", "void*", "in", True, None, None, None, None),
        ],
        "errors": [
            ("invalid_value", "fn", "null"),
        ],
    },
    "stream_wait_event": {
        "interface": "stream",
        "role": "api",
        "requirement": "optional",
        "fallback": "host_wait_event",
        "ready_status": False,
        "target": ("stream", ['stream']),
        "params": [
            ("stream", "stream", "in", True, None, None, None, None),
            ("event", "event", "in", False, None, None, None, None),
        ],
        "errors": [
        ],
    },
    "set_stream": {
        "interface": "stream",
        "role": "core",
        "requirement": "required",
        "fallback": None,
        "ready_status": False,
        "target": ("current", []),
        "params": [
            ("stream", "stream", "in", True, None, None, None, None),
        ],
        "errors": [
        ],
    },
    "get_stream": {
        "interface": "stream",
        "role": "core",
        "requirement": "required",
        "fallback": None,
        "ready_status": False,
        "target": ("current", []),
        "params": [
            ("stream", "stream", "out", False, None, None, None, None),
        ],
        "errors": [
        ],
    },
    "get_default_stream": {
        "interface": "stream",
        "role": "core",
        "requirement": "required",
        "fallback": None,
        "ready_status": False,
        "target": ("current", []),
        "params": [
            ("stream", "stream", "out", False, None, None, None, None),
        ],
        "errors": [
        ],
    },
    "create_event": {
        "interface": "event",
        "role": "api",
        "requirement": "required",
        "fallback": None,
        "ready_status": False,
        "target": ("current", []),
        "params": [
            ("event", "event", "out", False, None, None, None, "create"),
            ("flags", "event_flags", "in", False, None, None, None, None),
        ],
        "errors": [
            ("invalid_value", "flags", "not_enum"),
        ],
    },
    "destroy_event": {
        "interface": "event",
        "role": "api",
        "requirement": "required",
        "fallback": None,
        "ready_status": False,
        "target": ("event", ['event']),
        "params": [
            ("event", "event", "in", False, None, None, None, "destroy"),
        ],
        "errors": [
        ],
    },
    "record_event": {
        "interface": "event",
        "role": "api",
        "requirement": "required",
        "fallback": None,
        "ready_status": False,
        "target": ("event", ['event']),
        "params": [
            ("event", "event", "in", False, None, None, None, None),
            ("stream", "stream", "in", True, None, None, None, None),
        ],
        "errors": [
        ],
    },
    "query_event": {
        "interface": "event",
        "role": "api",
        "requirement": "optional",
        "fallback": "synchronize_then_ready",
        "ready_status": True,
        "target": ("event", ['event']),
        "params": [
            ("event", "event", "in", False, None, None, None, None),
        ],
        "errors": [
        ],
    },
    "synchronize_event": {
        "interface": "event",
        "role": "api",
        "requirement": "required",
        "fallback": None,
        "ready_status": False,
        "target": ("event", ['event']),
        "params": [
            ("event", "event", "in", False, None, None, None, None),
        ],
        "errors": [
        ],
    },
    "event_elapsed_time": {
        "interface": "event",
        "role": "api",
        "requirement": "optional",
        "fallback": None,
        "ready_status": False,
        "target": ("event", ['start']),
        "params": [
            ("ms", "float", "out", False, None, None, None, None),
            ("start", "event", "in", False, None, None, None, None),
            ("end", "event", "in", False, None, None, None, None),
        ],
        "errors": [
        ],
    },
    "get_unique_id": {
        "interface": "ccl",
        "role": "api",
        "requirement": "optional",
        "fallback": None,
        "ready_status": False,
        "target": ("current", []),
        "params": [
            ("id", "unique_id", "out", False, None, None, None, None),
        ],
        "errors": [
        ],
    },
    "comm_init_all": {
        "interface": "ccl",
        "role": "api",
        "requirement": "optional",
        "fallback": None,
        "ready_status": False,
        "target": ("kind", ['kind']),
        "params": [
            ("kind", "device_kind", "in", False, None, None, None, None),
            ("comms", "comm", "out", False, "ndevice", None, None, "create"),
            ("ndevice", "int", "in", False, None, None, None, None),
            ("device_ids", "int", "in", False, "ndevice", None, None, None),
        ],
        "errors": [
            ("invalid_value", "kind", "not_enum"),
            ("invalid_value", "ndevice", "not_positive"),
            ("invalid_value", "device_ids", "null"),
        ],
    },
    "comm_init_rank": {
        "interface": "ccl",
        "role": "api",
        "requirement": "optional",
        "fallback": None,
        "ready_status": False,
        "target": ("current", []),
        "params": [
            ("comm", "comm", "out", False, None, None, None, "create"),
            ("nranks", "int", "in", False, None, None, None, None),
            ("id", "unique_id", "in", False, None, None, None, None),
            ("rank", "int", "in", False, None, None, None, None),
        ],
        "errors": [
            ("invalid_value", "nranks", "not_positive"),
            ("invalid_value", "rank", "negative"),
            ("invalid_value", "rank", "not_below_nranks"),
        ],
    },
    "comm_init_mpi": {
        "interface": "ccl",
        "role": "api",
        "requirement": "optional",
        "fallback": None,
        "ready_status": False,
        "target": ("current", []),
        "params": [
            ("comm", "comm", "out", False, None, None, None, "create"),
            ("mpi_comm", "const void*", "in", False, None, None, None, None),
            ("mpi_comm_size", "size_t", "in", False, None, None, None, None),
        ],
        "errors": [
            ("invalid_value", "mpi_comm", "null"),
            ("invalid_value", "mpi_comm_size", "zero"),
        ],
    },
    "comm_destroy": {
        "interface": "ccl",
        "role": "api",
        "requirement": "optional",
        "fallback": "noop",
        "ready_status": False,
        "target": ("comm", ['comm']),
        "params": [
            ("comm", "comm", "in", False, None, None, None, "destroy"),
        ],
        "errors": [
        ],
    },
    "comm_rank": {
        "interface": "ccl",
        "role": "api",
        "requirement": "optional",
        "fallback": None,
        "ready_status": False,
        "target": ("comm", ['comm']),
        "params": [
            ("comm", "comm", "in", False, None, None, None, None),
            ("rank", "int", "out", False, None, None, None, None),
        ],
        "errors": [
        ],
    },
    "comm_size": {
        "interface": "ccl",
        "role": "api",
        "requirement": "optional",
        "fallback": None,
        "ready_status": False,
        "target": ("comm", ['comm']),
        "params": [
            ("comm", "comm", "in", False, None, None, None, None),
            ("size", "int", "out", False, None, None, None, None),
        ],
        "errors": [
        ],
    },
    "all_reduce": {
        "interface": "ccl",
        "role": "api",
        "requirement": "optional",
        "fallback": "avg_via_sum",
        "ready_status": False,
        "target": ("comm", ['comm']),
        "params": [
            ("sendbuf", "const void*", "in", False, None, None, None, None),
            ("recvbuf", "void*", "in", False, None, None, None, None),
            ("count", "size_t", "in", False, None, None, None, None),
            ("dtype", "dtype", "in", False, None, None, None, None),
            ("op", "reduce_op", "in", False, None, None, None, None),
            ("comm", "comm", "in", False, None, None, None, None),
            ("stream", "stream", "in", True, None, None, None, None),
        ],
        "errors": [
            ("invalid_value", "sendbuf", "null"),
            ("invalid_value", "recvbuf", "null"),
            ("invalid_value", "dtype", "not_element_type"),
            ("invalid_value", "op", "not_enum"),
        ],
    },
    "broadcast": {
        "interface": "ccl",
        "role": "api",
        "requirement": "optional",
        "fallback": None,
        "ready_status": False,
        "target": ("comm", ['comm']),
        "params": [
            ("sendbuf", "const void*", "in", False, None, None, None, None),
            ("recvbuf", "void*", "in", False, None, None, None, None),
            ("count", "size_t", "in", False, None, None, None, None),
            ("dtype", "dtype", "in", False, None, None, None, None),
            ("root", "int", "in", False, None, None, None, None),
            ("comm", "comm", "in", False, None, None, None, None),
            ("stream", "stream", "in", True, None, None, None, None),
        ],
        "errors": [
            ("invalid_value", "recvbuf", "null"),
            ("invalid_value", "dtype", "not_element_type"),
            ("invalid_value", "root", "not_rank_of_comm"),
        ],
    },
    "reduce": {
        "interface": "ccl",
        "role": "api",
        "requirement": "optional",
        "fallback": "avg_via_sum",
        "ready_status": False,
        "target": ("comm", ['comm']),
        "params": [
            ("sendbuf", "const void*", "in", False, None, None, None, None),
            ("recvbuf", "void*", "in", True, None, None, None, None),
            ("count", "size_t", "in", False, None, None, None, None),
            ("dtype", "dtype", "in", False, None, None, None, None),
            ("op", "reduce_op", "in", False, None, None, None, None),
            ("root", "int", "in", False, None, None, None, None),
            ("comm", "comm", "in", False, None, None, None, None),
            ("stream", "stream", "in", True, None, None, None, None),
        ],
        "errors": [
            ("invalid_value", "sendbuf", "null"),
            ("invalid_value", "dtype", "not_element_type"),
            ("invalid_value", "op", "not_enum"),
            ("invalid_value", "root", "not_rank_of_comm"),
        ],
    },
    "all_gather": {
        "interface": "ccl",
        "role": "api",
        "requirement": "optional",
        "fallback": None,
        "ready_status": False,
        "target": ("comm", ['comm']),
        "params": [
            ("sendbuf", "const void*", "in", False, None, None, None, None),
            ("recvbuf", "void*", "in", False, None, None, None, None),
            ("send_count", "size_t", "in", False, None, None, None, None),
            ("dtype", "dtype", "in", False, None, None, None, None),
            ("comm", "comm", "in", False, None, None, None, None),
            ("stream", "stream", "in", True, None, None, None, None),
        ],
        "errors": [
            ("invalid_value", "sendbuf", "null"),
            ("invalid_value", "recvbuf", "null"),
            ("invalid_value", "dtype", "not_element_type"),
        ],
    },
    "reduce_scatter": {
        "interface": "ccl",
        "role": "api",
        "requirement": "optional",
        "fallback": "avg_via_sum",
        "ready_status": False,
        "target": ("comm", ['comm']),
        "params": [
            ("sendbuf", "const void*", "in", False, None, None, None, None),
            ("recvbuf", "void*", "in", False, None, None, None, None),
            ("recv_count", "size_t", "in", False, None, None, None, None),
            ("dtype", "dtype", "in", False, None, None, None, None),
            ("op", "reduce_op", "in", False, None, None, None, None),
            ("comm", "comm", "in", False, None, None, None, None),
            ("stream", "stream", "in", True, None, None, None, None),
        ],
        "errors": [
            ("invalid_value", "sendbuf", "null"),
            ("invalid_value", "recvbuf", "null"),
            ("invalid_value", "dtype", "not_element_type"),
            ("invalid_value", "op", "not_enum"),
        ],
    },
    "send": {
        "interface": "ccl",
        "role": "api",
        "requirement": "optional",
        "fallback": None,
        "ready_status": False,
        "target": ("comm", ['comm']),
        "params": [
            ("sendbuf", "const void*", "in", False, None, None, None, None),
            ("count", "size_t", "in", False, None, None, None, None),
            ("dtype", "dtype", "in", False, None, None, None, None),
            ("peer", "int", "in", False, None, None, None, None),
            ("comm", "comm", "in", False, None, None, None, None),
            ("stream", "stream", "in", True, None, None, None, None),
        ],
        "errors": [
            ("invalid_value", "sendbuf", "null"),
            ("invalid_value", "dtype", "not_element_type"),
            ("invalid_value", "peer", "not_rank_of_comm"),
        ],
    },
    "recv": {
        "interface": "ccl",
        "role": "api",
        "requirement": "optional",
        "fallback": None,
        "ready_status": False,
        "target": ("comm", ['comm']),
        "params": [
            ("recvbuf", "void*", "in", False, None, None, None, None),
            ("count", "size_t", "in", False, None, None, None, None),
            ("dtype", "dtype", "in", False, None, None, None, None),
            ("peer", "int", "in", False, None, None, None, None),
            ("comm", "comm", "in", False, None, None, None, None),
            ("stream", "stream", "in", True, None, None, None, None),
        ],
        "errors": [
            ("invalid_value", "recvbuf", "null"),
            ("invalid_value", "dtype", "not_element_type"),
            ("invalid_value", "peer", "not_rank_of_comm"),
        ],
    },
    "group_start": {
        "interface": "ccl",
        "role": "api",
        "requirement": "optional",
        "fallback": "noop",
        "ready_status": False,
        "target": ("current", []),
        "params": [
        ],
        "errors": [
        ],
    },
    "group_end": {
        "interface": "ccl",
        "role": "api",
        "requirement": "optional",
        "fallback": "noop",
        "ready_status": False,
        "target": ("current", []),
        "params": [
        ],
        "errors": [
        ],
    },
    "create_op_handle": {
        "interface": "op",
        "role": "core",
        "requirement": "required",
        "fallback": None,
        "ready_status": False,
        "target": ("current", []),
        "params": [
            ("handle", "op_handle", "out", False, None, None, None, "create"),
        ],
        "errors": [
        ],
    },
    "destroy_op_handle": {
        "interface": "op",
        "role": "core",
        "requirement": "required",
        "fallback": None,
        "ready_status": False,
        "target": ("current", []),
        "params": [
            ("handle", "op_handle", "in", False, None, None, None, "destroy"),
        ],
        "errors": [
        ],
    },
    "create_tensor_desc": {
        "interface": "op",
        "role": "core",
        "requirement": "required",
        "fallback": None,
        "ready_status": False,
        "target": ("current", []),
        "params": [
            ("desc", "tensor_desc", "out", False, None, None, None, "create"),
            ("dtype", "dtype", "in", False, None, None, None, None),
            ("ndim", "int", "in", False, None, None, None, None),
            ("shape", "int64_t", "in", True, "ndim", None, None, None),
            ("strides", "int64_t", "in", True, "ndim", None, None, None),
        ],
        "errors": [
        ],
    },
    "destroy_tensor_desc": {
        "interface": "op",
        "role": "core",
        "requirement": "required",
        "fallback": None,
        "ready_status": False,
        "target": ("current", []),
        "params": [
            ("desc", "tensor_desc", "in", False, None, None, None, "destroy"),
        ],
        "errors": [
        ],
    },
    "get_op_workspace_size": {
        "interface": "op",
        "role": "core",
        "requirement": "required",
        "fallback": None,
        "ready_status": False,
        "target": ("current", []),
        "params": [
            ("desc", "op_desc", "in", False, None, None, None, None),
            ("size", "size_t", "out", False, None, None, None, None),
        ],
        "errors": [
        ],
    },
    "destroy_op_desc": {
        "interface": "op",
        "role": "core",
        "requirement": "required",
        "fallback": None,
        "ready_status": False,
        "target": ("current", []),
        "params": [
            ("desc", "op_desc", "in", False, None, None, None, "destroy"),
        ],
        "errors": [
        ],
    },
}

# The C prototype of every operator's portable kernel (runtime/kernels; generated/include/anyrt_kernel_ops.h).
KERNEL_DECLS: tuple[str, ...] = (
    "int ak_gemm(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b, float alpha, float beta);",
    "int ak_add(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b);",
    "int ak_sub(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b);",
    "int ak_mul(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b);",
    "int ak_relu(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);",
    "int ak_silu(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);",
    "int ak_sigmoid(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);",
    "int ak_swiglu(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b);",
    "int ak_rms_norm(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const ak_tensor *w, float epsilon);",
    "int ak_softmax(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, int axis);",
    "int ak_causal_softmax(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);",
    "int ak_rope(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const ak_tensor *pos_ids, const ak_tensor *sin_table, const ak_tensor *cos_table, int algo);",
    "int ak_rearrange(const ak_exec *ex, const ak_tensor *dst, const ak_tensor *src);",
    "int ak_random_sample(const ak_exec *ex, const ak_tensor *result, const ak_tensor *probs, float random_val, float topp, int topk, float temperature, void *workspace);",
    "size_t ak_random_sample_workspace(int64_t n);",
    "int ak_zeros(const ak_exec *ex, const ak_tensor *y);",
    "int ak_ones(const ak_exec *ex, const ak_tensor *y);",
    "int ak_add_rms_norm(const ak_exec *ex, const ak_tensor *y, const ak_tensor *residual_out, const ak_tensor *a, const ak_tensor *b, const ak_tensor *weight, float epsilon);",
    "int ak_gelu(const ak_exec *ex, const ak_tensor *output, const ak_tensor *input);",
    "int ak_gelutanh(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);",
    "int ak_quickgelu(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);",
    "int ak_tanh(const ak_exec *ex, const ak_tensor *output, const ak_tensor *input);",
    "int ak_erf(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);",
    "int ak_reciprocal(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);",
    "int ak_hardswish(const ak_exec *ex, const ak_tensor *output, const ak_tensor *input);",
)

# Operators (spec/operators.yaml), for the conformance suite and anyrt.ops: per operator its dtypes,
# the most leading dims "..." stands for (None: any), its tensors (dims as (symbol or None, literal,
# half); dtypes None: the operator's), its attributes, its requirements, its NumPy reference and what
# its conformance cases feed it (sizes, value ranges, attribute values, tolerances).
OPERATORS: dict[str, dict[str, Any]] = {
    "gemm": {
        "dtypes": ("float16", "bfloat16", "float32", "float64", ),
        "batch": 1,
        "tensors": (
            {"name": "c", "role": "out", "batch": True, "dims": (("m", None, False), ("n", None, False), ), "dtypes": None, "contiguous": False, "unused": False, "read_when": "beta"},
            {"name": "a", "role": "in", "batch": True, "dims": (("m", None, False), ("k", None, False), ), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
            {"name": "b", "role": "in", "batch": True, "dims": (("k", None, False), ("n", None, False), ), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
        ),
        "attrs": (
            {"name": "alpha", "type": "float", "at": "call", "default": 1.0, "min": None, "max": None, "axis_of": None},
            {"name": "beta", "type": "float", "at": "call", "default": 0.0, "min": None, "max": None, "axis_of": None},
        ),
        "require": (),
        "reference": "gemm",
        "conformance": {'sizes': {}, 'values': {}, 'attrs': {'alpha': 0.5, 'beta': 1.5}, 'layout_attrs': {}, 'tolerance_scale': 10.0, 'tolerances': {}},
        "infiniop": "Gemm",
        "doc": "`c = alpha * a @ b + beta * c`; 2-D, or batched 3-D where a batch of 1 in `a` or `b` broadcasts. Any strides, transposed included; f16/bf16 accumulate in f32. `beta == 0` ignores c\u0027s old contents.",
    },
    "add": {
        "dtypes": ("float16", "bfloat16", "float32", "float64", "int32", "int64", ),
        "batch": None,
        "tensors": (
            {"name": "c", "role": "out", "batch": True, "dims": (), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
            {"name": "a", "role": "in", "batch": True, "dims": (), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
            {"name": "b", "role": "in", "batch": True, "dims": (), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
        ),
        "attrs": (
        ),
        "require": (),
        "reference": "add",
        "conformance": {'sizes': {}, 'values': {}, 'attrs': {}, 'layout_attrs': {}, 'tolerance_scale': 1.0, 'tolerances': {}},
        "infiniop": "Add",
        "doc": "`c = a + b`, broadcasting.",
    },
    "sub": {
        "dtypes": ("float16", "bfloat16", "float32", "float64", "int32", "int64", ),
        "batch": None,
        "tensors": (
            {"name": "c", "role": "out", "batch": True, "dims": (), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
            {"name": "a", "role": "in", "batch": True, "dims": (), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
            {"name": "b", "role": "in", "batch": True, "dims": (), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
        ),
        "attrs": (
        ),
        "require": (),
        "reference": "sub",
        "conformance": {'sizes': {}, 'values': {}, 'attrs': {}, 'layout_attrs': {}, 'tolerance_scale': 1.0, 'tolerances': {}},
        "infiniop": "Sub",
        "doc": "`c = a - b`, broadcasting.",
    },
    "mul": {
        "dtypes": ("float16", "bfloat16", "float32", "float64", "int32", "int64", ),
        "batch": None,
        "tensors": (
            {"name": "c", "role": "out", "batch": True, "dims": (), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
            {"name": "a", "role": "in", "batch": True, "dims": (), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
            {"name": "b", "role": "in", "batch": True, "dims": (), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
        ),
        "attrs": (
        ),
        "require": (),
        "reference": "mul",
        "conformance": {'sizes': {}, 'values': {}, 'attrs': {}, 'layout_attrs': {}, 'tolerance_scale': 1.0, 'tolerances': {}},
        "infiniop": "Mul",
        "doc": "`c = a * b`, broadcasting.",
    },
    "relu": {
        "dtypes": ("float16", "bfloat16", "float32", "float64", "int32", "int64", ),
        "batch": None,
        "tensors": (
            {"name": "y", "role": "out", "batch": True, "dims": (), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
            {"name": "x", "role": "in", "batch": True, "dims": (), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
        ),
        "attrs": (
        ),
        "require": (),
        "reference": "relu",
        "conformance": {'sizes': {}, 'values': {}, 'attrs': {}, 'layout_attrs': {}, 'tolerance_scale': 1.0, 'tolerances': {}},
        "infiniop": "Relu",
        "doc": "`y = max(x, 0)`.",
    },
    "silu": {
        "dtypes": ("float16", "bfloat16", "float32", "float64", ),
        "batch": None,
        "tensors": (
            {"name": "y", "role": "out", "batch": True, "dims": (), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
            {"name": "x", "role": "in", "batch": True, "dims": (), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
        ),
        "attrs": (
        ),
        "require": (),
        "reference": "silu",
        "conformance": {'sizes': {}, 'values': {}, 'attrs': {}, 'layout_attrs': {}, 'tolerance_scale': 1.0, 'tolerances': {}},
        "infiniop": "Silu",
        "doc": "`y = x * sigmoid(x)`.",
    },
    "sigmoid": {
        "dtypes": ("float16", "bfloat16", "float32", "float64", ),
        "batch": None,
        "tensors": (
            {"name": "y", "role": "out", "batch": True, "dims": (), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
            {"name": "x", "role": "in", "batch": True, "dims": (), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
        ),
        "attrs": (
        ),
        "require": (),
        "reference": "sigmoid",
        "conformance": {'sizes': {}, 'values': {}, 'attrs': {}, 'layout_attrs': {}, 'tolerance_scale': 1.0, 'tolerances': {}},
        "infiniop": "Sigmoid",
        "doc": "`y = 1 / (1 + exp(-x))`.",
    },
    "swiglu": {
        "dtypes": ("float16", "bfloat16", "float32", "float64", ),
        "batch": None,
        "tensors": (
            {"name": "c", "role": "out", "batch": True, "dims": (), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
            {"name": "a", "role": "in", "batch": True, "dims": (), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
            {"name": "b", "role": "in", "batch": True, "dims": (), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
        ),
        "attrs": (
        ),
        "require": (),
        "reference": "swiglu",
        "conformance": {'sizes': {}, 'values': {}, 'attrs': {}, 'layout_attrs': {}, 'tolerance_scale': 1.0, 'tolerances': {}},
        "infiniop": "SwiGLU",
        "doc": "`c = a * silu(b)` (`a` the up projection, `b` the gate), broadcasting.",
    },
    "rms_norm": {
        "dtypes": ("float16", "bfloat16", "float32", "float64", ),
        "batch": None,
        "tensors": (
            {"name": "y", "role": "out", "batch": True, "dims": (("d", None, False), ), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
            {"name": "x", "role": "in", "batch": True, "dims": (("d", None, False), ), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
            {"name": "w", "role": "in", "batch": False, "dims": (("d", None, False), ), "dtypes": ("float16", "bfloat16", "float32", "float64",), "contiguous": False, "unused": False, "read_when": None},
        ),
        "attrs": (
            {"name": "epsilon", "type": "float", "at": "create", "default": 1e-06, "min": 0.0, "max": None, "axis_of": None},
        ),
        "require": (),
        "reference": "rms_norm",
        "conformance": {'sizes': {}, 'values': {}, 'attrs': {}, 'layout_attrs': {}, 'tolerance_scale': 1.0, 'tolerances': {}},
        "infiniop": "RMSNorm",
        "doc": "`y = x / sqrt(mean(x * x over the last dim) + epsilon) * w`.",
    },
    "softmax": {
        "dtypes": ("float16", "bfloat16", "float32", "float64", ),
        "batch": None,
        "tensors": (
            {"name": "y", "role": "out", "batch": True, "dims": (), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
            {"name": "x", "role": "in", "batch": True, "dims": (), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
        ),
        "attrs": (
            {"name": "axis", "type": "int", "at": "create", "default": -1, "min": None, "max": None, "axis_of": "y"},
        ),
        "require": (),
        "reference": "softmax",
        "conformance": {'sizes': {}, 'values': {}, 'attrs': {}, 'layout_attrs': {'strided': {'axis': 0}}, 'tolerance_scale': 1.0, 'tolerances': {}},
        "infiniop": "Softmax",
        "doc": "`y = exp(x - max) / sum(exp(x - max))` along `axis`.",
    },
    "causal_softmax": {
        "dtypes": ("float16", "bfloat16", "float32", "float64", ),
        "batch": None,
        "tensors": (
            {"name": "y", "role": "out", "batch": True, "dims": (("s", None, False), ("t", None, False), ), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
            {"name": "x", "role": "in", "batch": True, "dims": (("s", None, False), ("t", None, False), ), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
        ),
        "attrs": (
        ),
        "require": (("t", ">=", "s"), ),
        "reference": "causal_softmax",
        "conformance": {'sizes': {}, 'values': {}, 'attrs': {}, 'layout_attrs': {}, 'tolerance_scale': 1.0, 'tolerances': {}},
        "infiniop": "CausalSoftmax",
        "doc": "Softmax over the last dim with a causal mask: in row `i` of `s`, position `j` counts only when `j \u003c= i + t - s`.",
    },
    "rope": {
        "dtypes": ("float16", "bfloat16", "float32", "float64", ),
        "batch": 1,
        "tensors": (
            {"name": "y", "role": "out", "batch": True, "dims": (("s", None, False), ("h", None, False), ("d", None, False), ), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
            {"name": "x", "role": "in", "batch": True, "dims": (("s", None, False), ("h", None, False), ("d", None, False), ), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
            {"name": "pos_ids", "role": "in", "batch": True, "dims": (("s", None, False), ), "dtypes": ("int32", "int64", "uint32", "uint64",), "contiguous": False, "unused": False, "read_when": None},
            {"name": "sin_table", "role": "in", "batch": False, "dims": (("p", None, False), ("d", None, True), ), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
            {"name": "cos_table", "role": "in", "batch": False, "dims": (("p", None, False), ("d", None, True), ), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
        ),
        "attrs": (
            {"name": "algo", "type": "rope_algo", "at": "create", "default": "gpt_j", "min": None, "max": None, "axis_of": None},
        ),
        "require": (),
        "reference": "rope",
        "conformance": {'sizes': {}, 'values': {'pos_ids': [0, 'p']}, 'attrs': {}, 'layout_attrs': {}, 'tolerance_scale': 1.0, 'tolerances': {}},
        "infiniop": "RoPE",
        "doc": "Rotary position embedding of `x` ([batch,] seq, heads, head_dim) at positions `pos_ids` ([batch,] seq; one row shared by every batch, as in InfiniOP), with `sin_table`/`cos_table` rows per position.",
    },
    "rearrange": {
        "dtypes": ("byte", "bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "float16", "bfloat16", "float32", "float64", ),
        "batch": None,
        "tensors": (
            {"name": "dst", "role": "out", "batch": True, "dims": (), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
            {"name": "src", "role": "in", "batch": True, "dims": (), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
        ),
        "attrs": (
        ),
        "require": (),
        "reference": "rearrange",
        "conformance": {'sizes': {}, 'values': {}, 'attrs': {}, 'layout_attrs': {}, 'tolerance_scale': 1.0, 'tolerances': {}},
        "infiniop": "Rearrange",
        "doc": "`dst = src`: a copy between any two layouts of one shape (src may broadcast).",
    },
    "random_sample": {
        "dtypes": ("float16", "bfloat16", "float32", "float64", ),
        "batch": None,
        "tensors": (
            {"name": "result", "role": "out", "batch": False, "dims": (), "dtypes": ("int32", "int64", "uint32", "uint64",), "contiguous": False, "unused": False, "read_when": None},
            {"name": "probs", "role": "in", "batch": False, "dims": (("n", None, False), ), "dtypes": None, "contiguous": True, "unused": False, "read_when": None},
        ),
        "attrs": (
            {"name": "random_val", "type": "float", "at": "call", "default": 0.0, "min": 0.0, "max": 1.0, "axis_of": None},
            {"name": "topp", "type": "float", "at": "call", "default": 1.0, "min": 0.0, "max": 1.0, "axis_of": None},
            {"name": "topk", "type": "int", "at": "call", "default": 1, "min": 1, "max": None, "axis_of": None},
            {"name": "temperature", "type": "float", "at": "call", "default": 1.0, "min": 0.0, "max": None, "axis_of": None},
        ),
        "require": (),
        "reference": "random_sample",
        "conformance": {'sizes': {'n': 40}, 'values': {'probs': 'distinct'}, 'attrs': {'random_val': 0.37, 'topp': 0.8, 'topk': 5, 'temperature': 0.9}, 'layout_attrs': {}, 'tolerance_scale': 1.0, 'tolerances': {}},
        "infiniop": "RandomSample",
        "doc": "Samples a token index from `probs` (the logits): the index of the maximum if `random_val`, `topp` or `temperature` is 0 or `topk` is 1, else InfiniCore\u0027s top-k / top-p sampling at `random_val` (so every backend picks the same index).",
    },
    "zeros": {
        "dtypes": ("byte", "bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "float16", "bfloat16", "float32", "float64", ),
        "batch": None,
        "tensors": (
            {"name": "y", "role": "out", "batch": True, "dims": (), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
            {"name": "x", "role": "in", "batch": True, "dims": (), "dtypes": None, "contiguous": False, "unused": True, "read_when": None},
        ),
        "attrs": (
        ),
        "require": (),
        "reference": "zeros",
        "conformance": {'sizes': {}, 'values': {}, 'attrs': {}, 'layout_attrs': {}, 'tolerance_scale': 1.0, 'tolerances': {}},
        "infiniop": "Zeros",
        "doc": "`y = 0`; `x` only fixes the shape, as in InfiniOP.",
    },
    "ones": {
        "dtypes": ("byte", "bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "float16", "bfloat16", "float32", "float64", ),
        "batch": None,
        "tensors": (
            {"name": "y", "role": "out", "batch": True, "dims": (), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
            {"name": "x", "role": "in", "batch": True, "dims": (), "dtypes": None, "contiguous": False, "unused": True, "read_when": None},
        ),
        "attrs": (
        ),
        "require": (),
        "reference": "ones",
        "conformance": {'sizes': {}, 'values': {}, 'attrs': {}, 'layout_attrs': {}, 'tolerance_scale': 1.0, 'tolerances': {}},
        "infiniop": "Ones",
        "doc": "`y = 1`; `x` only fixes the shape, as in InfiniOP.",
    },
    "add_rms_norm": {
        "dtypes": ("float16", "bfloat16", "float32", "float64", ),
        "batch": None,
        "tensors": (
            {"name": "y", "role": "out", "batch": True, "dims": (("d", None, False), ), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
            {"name": "residual_out", "role": "out", "batch": True, "dims": (("d", None, False), ), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
            {"name": "a", "role": "in", "batch": True, "dims": (("d", None, False), ), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
            {"name": "b", "role": "in", "batch": True, "dims": (("d", None, False), ), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
            {"name": "weight", "role": "in", "batch": False, "dims": (("d", None, False), ), "dtypes": ("float16", "bfloat16", "float32", "float64",), "contiguous": False, "unused": False, "read_when": None},
        ),
        "attrs": (
            {"name": "epsilon", "type": "float", "at": "create", "default": 1e-06, "min": 0.0, "max": None, "axis_of": None},
        ),
        "require": (),
        "reference": "add_rms_norm",
        "conformance": {'sizes': {}, 'values': {}, 'attrs': {}, 'layout_attrs': {}, 'tolerance_scale': 1.0, 'tolerances': {}},
        "infiniop": "AddRMSNorm",
        "doc": "`residual_out = a + b`; `y = residual_out / sqrt(mean((a + b)^2 over the last dim) + epsilon) * weight`: a transformer layer\u0027s residual add and the next norm in one pass (as InfiniCore: the mean square of the unrounded sums, y from the stored residual). `residual_out` may be `a` or `b`.",
    },
    "gelu": {
        "dtypes": ("float16", "bfloat16", "float32", "float64", ),
        "batch": None,
        "tensors": (
            {"name": "output", "role": "out", "batch": True, "dims": (), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
            {"name": "input", "role": "in", "batch": True, "dims": (), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
        ),
        "attrs": (
        ),
        "require": (),
        "reference": "gelu",
        "conformance": {'sizes': {}, 'values': {}, 'attrs': {}, 'layout_attrs': {}, 'tolerance_scale': 1.0, 'tolerances': {}},
        "infiniop": "Gelu",
        "doc": "`output = input / 2 * (1 + erf(input / sqrt(2)))`: GELU in its exact (erf) form.",
    },
    "gelutanh": {
        "dtypes": ("float16", "bfloat16", "float32", "float64", ),
        "batch": None,
        "tensors": (
            {"name": "y", "role": "out", "batch": True, "dims": (), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
            {"name": "x", "role": "in", "batch": True, "dims": (), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
        ),
        "attrs": (
        ),
        "require": (),
        "reference": "gelutanh",
        "conformance": {'sizes': {}, 'values': {}, 'attrs': {}, 'layout_attrs': {}, 'tolerance_scale': 1.0, 'tolerances': {}},
        "infiniop": "GeluTanh",
        "doc": "`y = x / 2 * (1 + tanh(sqrt(2 / pi) * (x + 0.044715 * x^3)))`: GELU\u0027s tanh approximation.",
    },
    "quickgelu": {
        "dtypes": ("float16", "bfloat16", "float32", "float64", ),
        "batch": None,
        "tensors": (
            {"name": "y", "role": "out", "batch": True, "dims": (), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
            {"name": "x", "role": "in", "batch": True, "dims": (), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
        ),
        "attrs": (
        ),
        "require": (),
        "reference": "quickgelu",
        "conformance": {'sizes': {}, 'values': {}, 'attrs': {}, 'layout_attrs': {}, 'tolerance_scale': 1.0, 'tolerances': {}},
        "infiniop": "QuickGelu",
        "doc": "`y = x * sigmoid(1.702 * x)`.",
    },
    "tanh": {
        "dtypes": ("float16", "bfloat16", "float32", "float64", ),
        "batch": None,
        "tensors": (
            {"name": "output", "role": "out", "batch": True, "dims": (), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
            {"name": "input", "role": "in", "batch": True, "dims": (), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
        ),
        "attrs": (
        ),
        "require": (),
        "reference": "tanh",
        "conformance": {'sizes': {}, 'values': {}, 'attrs': {}, 'layout_attrs': {}, 'tolerance_scale': 1.0, 'tolerances': {}},
        "infiniop": "Tanh",
        "doc": "`output = tanh(input)`.",
    },
    "erf": {
        "dtypes": ("float16", "bfloat16", "float32", "float64", ),
        "batch": None,
        "tensors": (
            {"name": "y", "role": "out", "batch": True, "dims": (), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
            {"name": "x", "role": "in", "batch": True, "dims": (), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
        ),
        "attrs": (
        ),
        "require": (),
        "reference": "erf",
        "conformance": {'sizes': {}, 'values': {}, 'attrs': {}, 'layout_attrs': {}, 'tolerance_scale': 1.0, 'tolerances': {}},
        "infiniop": "Erf",
        "doc": "`y = erf(x)`, the error function.",
    },
    "reciprocal": {
        "dtypes": ("float16", "bfloat16", "float32", "float64", ),
        "batch": None,
        "tensors": (
            {"name": "y", "role": "out", "batch": True, "dims": (), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
            {"name": "x", "role": "in", "batch": True, "dims": (), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
        ),
        "attrs": (
        ),
        "require": (),
        "reference": "reciprocal",
        "conformance": {'sizes': {}, 'values': {'x': [0.25, 2]}, 'attrs': {}, 'layout_attrs': {}, 'tolerance_scale': 1.0, 'tolerances': {}},
        "infiniop": "Reciprocal",
        "doc": "`y = 1 / x` (IEEE: `1 / 0` is infinity).",
    },
    "hardswish": {
        "dtypes": ("float16", "bfloat16", "float32", "float64", ),
        "batch": None,
        "tensors": (
            {"name": "output", "role": "out", "batch": True, "dims": (), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
            {"name": "input", "role": "in", "batch": True, "dims": (), "dtypes": None, "contiguous": False, "unused": False, "read_when": None},
        ),
        "attrs": (
        ),
        "require": (),
        "reference": "hardswish",
        "conformance": {'sizes': {}, 'values': {'input': [-4, 4]}, 'attrs': {}, 'layout_attrs': {}, 'tolerance_scale': 1.0, 'tolerances': {}},
        "infiniop": "HardSwish",
        "doc": "`output = input * min(max(input + 3, 0), 6) / 6`.",
    },
}
