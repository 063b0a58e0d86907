# Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`.
"""Facts of the spec the Python package needs at run time (names, slots, fallbacks, analogues)."""

# ruff: noqa: E501
from __future__ import annotations

from typing import Any

ABI_VERSION = (1, 1)

# Backends the spec knows: name -> device kind.
BACKENDS: dict[str, str] = {
    "ref": "cpu",
}

# Device kinds whose devices' memory is the host's (spec/types.yaml `host_memory`): their devices
# can use host memory (a NumPy array's) as their own.
HOST_MEMORY_KINDS: tuple[str, ...] = ("cpu",)

# DLPack DLDeviceType (dlpack.h) of each device kind's memory: kind -> memory kind -> type
# (spec/types.yaml `dlpack`); a kind not listed: host memory is kDLCPU, the rest kDLExtDev.
DLPACK_DEVICE_TYPES: dict[str, dict[str, int]] = {
    "cpu": {"device": 1, "host": 1, "unified": 1},
}

# (name, interface, requirement, fallback in words) per backend-table slot, in slot order.
SLOTS: tuple[tuple[str, str, str, str], ...] = (
    ("get_device_count", "device", "required", "required"),
    ("malloc", "memory", "required", "required"),
    ("create_stream", "stream", "optional", "none (NOT_SUPPORTED)"),
    ("op_scale", "operators", "optional", "portable kernel on the host"),
    ("op_window", "operators", "optional", "portable kernel on the host"),
    ("fill", "memory", "optional", "no-op"),
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
    "not_comm_size": 999,
    "not_below_nranks": 999,
}

STATUS: dict[str, int] = {
    "success": 0,
    "invalid_value": 1,
    "invalid_handle": 2,
    "not_supported": 3,
}
DEVICE_KIND: dict[str, int] = {
    "cpu": 0,
}
DTYPE: dict[str, int] = {
    "invalid": 0,
    "float32": 1,
}
MODE: dict[str, int] = {
    "plain": 0,
    "fancy": 1,
}

DTYPE_SIZE: dict[str, int] = {
    "float32": 4,
}

# Functions whose fallback costs nothing (a no-op, a constant): still recorded (anyrt info, the
# conformance report), but not announced as a PerformanceWarning.
FREE_FALLBACKS: frozenset[str] = frozenset({
})

# Public functions: role, requirement, fallback strategy, ready_status, and params as
# (name, type, dir, nullable, array, alloc, release, lifetime); errors as (status, param, check).
FUNCTIONS: dict[str, dict] = {
    "get_device_count": {
        "interface": "device",
        "role": "api",
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
    "fill": {
        "interface": "memory",
        "role": "api",
        "requirement": "optional",
        "fallback": "noop",
        "ready_status": False,
        "target": ("stream", ['stream']),
        "params": [
            ("ptr", "void*", "in", False, None, None, None, None),
            ("value", "int", "in", False, None, None, None, None),
            ("size", "size_t", "in", False, None, None, None, None),
            ("stream", "stream", "in", True, None, None, None, None),
        ],
        "errors": [
            ("invalid_value", "ptr", "null"),
            ("invalid_value", "value", "negative"),
        ],
    },
    "create_stream": {
        "interface": "stream",
        "role": "api",
        "requirement": "optional",
        "fallback": None,
        "ready_status": False,
        "target": ("current", []),
        "params": [
            ("stream", "stream", "out", False, None, None, None, "create"),
        ],
        "errors": [
        ],
    },
}

# The C prototype of every operator's portable kernel (runtime/kernels; generated/include/anyrt_kernel_ops.h).
KERNEL_DECLS: tuple[str, ...] = (
    "int ak_scale(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const ak_tensor *table, float alpha, float beta, int axis, int mode);",
    "int ak_window(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const ak_tensor *k, const int64_t *pads, const int64_t *strides, int n);",
)

# Operators (spec/operators.yaml), for the conformance suite and anyrt.ops: per operator its dtypes,
# the most leading dims "..." stands for (None: any), its tensors (dims as (symbol or None, literal,
# div: 1 whole, n > 1 size/n exactly, -n ceil(size/n), add: plus that as in b+1); dtypes None: the operator's), its attributes, its requirements, its NumPy reference and what
# its conformance cases feed it (sizes, value ranges, attribute values, tolerances).
OPERATORS: dict[str, dict[str, Any]] = {
    "scale": {
        "dtypes": ("float32", ),
        "batch": 1,
        "tensors": (
            {"name": "y", "role": "out", "batch": True, "dims": (("s", None, 1, 0), ("d", None, 1, 0), ), "dtypes": None, "contiguous": False, "unused": False, "read_when": "beta", "optional": False, "group": None},
            {"name": "x", "role": "in", "batch": True, "dims": (("s", None, 1, 0), ("d", None, 1, 0), ), "dtypes": None, "contiguous": False, "unused": False, "read_when": None, "optional": False, "group": None},
            {"name": "table", "role": "in", "batch": False, "dims": ((None, 2, 1, 0), ("d", None, 2, 0), ), "dtypes": ("float32",), "contiguous": True, "unused": False, "read_when": None, "optional": False, "group": None},
        ),
        "attrs": (
            {"name": "alpha", "type": "float", "at": "call", "default": 1.0, "min": 0.0, "max": None, "axis_of": None, "max_len": None, "length": None},
            {"name": "beta", "type": "float", "at": "create", "default": 0.0, "min": None, "max": None, "axis_of": None, "max_len": None, "length": None},
            {"name": "axis", "type": "int", "at": "create", "default": -1, "min": None, "max": None, "axis_of": "y", "max_len": None, "length": None},
            {"name": "mode", "type": "mode", "at": "create", "default": "plain", "min": None, "max": None, "axis_of": None, "max_len": None, "length": None},
        ),
        "derived": {},
        "require": (("d", ">=", "s"), ),
        "reference": "scale",
        "reduces": None,
        "family": None,
        "generated": False,
        "int_result": None,
        "conformance": {'sizes': {'s': 3}, 'values': {'x': [-1, 's'], 'table': 'distinct'}, 'attrs': {'alpha': 0.5, 'mode': 'plain'}, 'layout_attrs': {'strided': {'axis': 0}}, 'tolerance_scale': 2.0, 'tolerances': {'float32': [0.0001, 0.0001]}},
        "infiniop": "Scale",
        "doc": "`y = alpha * x + beta * y` over rows of `d`, with a table of `d/2`.",
    },
    "window": {
        "dtypes": ("float32", ),
        "batch": None,
        "tensors": (
            {"name": "y", "role": "out", "batch": False, "dims": (("c", None, 1, 0), ), "dtypes": None, "contiguous": False, "unused": False, "read_when": None, "optional": False, "group": "out"},
            {"name": "x", "role": "in", "batch": False, "dims": (("c", None, 1, 0), ), "dtypes": None, "contiguous": False, "unused": False, "read_when": None, "optional": False, "group": "spatial"},
            {"name": "k", "role": "in", "batch": False, "dims": (), "dtypes": None, "contiguous": False, "unused": False, "read_when": None, "optional": False, "group": "kernel"},
        ),
        "attrs": (
            {"name": "pads", "type": "int_array", "at": "create", "default": 0, "min": 0, "max": None, "axis_of": None, "max_len": 2, "length": "n"},
            {"name": "strides", "type": "int_array", "at": "create", "default": 1, "min": 1, "max": None, "axis_of": None, "max_len": 2, "length": "n"},
        ),
        "derived": {"out": ("conv_out", ("spatial", "kernel", "pads", "strides", "strides", ))},
        "require": (),
        "reference": "window",
        "reduces": None,
        "family": None,
        "generated": False,
        "int_result": None,
        "conformance": {'sizes': {'c': 2, 'spatial': [5, 4], 'kernel': [2, 2]}, 'values': {}, 'attrs': {'pads': [1, 0]}, 'layout_attrs': {}, 'tolerance_scale': 1.0, 'tolerances': {}},
        "infiniop": "Window",
        "doc": "`y[c, o...] = sum over t... of x[c, o*strides - pads + t*strides] * k[t...]` over n dims (taps a stride apart).",
    },
}
