"""The spec's closed vocabularies, one table entry per keyword. A check kind (`errors[].check`):
which params it applies to, the runtime's message, the value the conformance suite passes to
trigger it; its C spelling is the macro of the same name in templates/_checks.j2. A fallback
strategy: what it needs (`via`, `value`, a stream), its words in the docs; a generic one is the
macro of its name in templates/_fallbacks.j2, the others are hand-written in fallbacks.c. A new
keyword is one entry here and, where it has C, one macro there.

The loader puts each table's keys into spec/schema.json's enum (`schema_fragments`), so the schema
cannot drift from the table."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the loader imports this module, and the model imports the loader
    from .model import Function, Param, Spec

INTEGER_TYPES = frozenset({"int", "size_t", "uint8_t"})
POINTER_TYPES = frozenset({"void*", "const void*"})


@dataclass(frozen=True)
class CheckKind:
    """One `errors[].check` keyword."""

    applies: Callable[[Spec, Function, Param], bool]
    wants: str  # what the param must be, for the spec error when it is not
    message: str  # the runtime's message after "argument 'P' "; %d is the value
    bad_value: Callable[[Spec], int | None]  # the argument the conformance test passes (None: NULL)
    after_target: bool = False  # needs the call's target (a communicator's backend) resolved first
    core_message: bool = False  # the core checks and writes its own message (the macro is a call)


def _is_pointer(spec: Spec, f: Function, p: Param) -> bool:
    return p.type in POINTER_TYPES or p.type == "const char*" or p.array is not None or p.type in {c.name for c in spec.callbacks}


def _has_comm(f: Function) -> bool:
    return any(q.type == "comm" and not q.is_out for q in f.params)


CHECKS: dict[str, CheckKind] = {
    "null": CheckKind(_is_pointer, "a pointer, array or callback", "must not be NULL", lambda s: None),
    "zero": CheckKind(lambda s, f, p: p.type in INTEGER_TYPES, "an integer", "must not be 0", lambda s: 0),
    "negative": CheckKind(lambda s, f, p: p.type == "int", "an int", "must not be negative (got %d)", lambda s: -1),
    "not_positive": CheckKind(lambda s, f, p: p.type == "int", "an int", "must be positive (got %d)", lambda s: 0),
    "not_enum": CheckKind(lambda s, f, p: p.type in {e.name for e in s.enums}, "an enum",
                          "is not a valid {type} (got %d)", lambda s: 9999),
    "not_element_type": CheckKind(lambda s, f, p: p.type == "dtype", "a dtype", "is not an element type (got %d)",
                                  lambda s: next(v.value for v in s.enum("dtype").values if v.name == "invalid")),
    "not_device_index": CheckKind(lambda s, f, p: p.type == "int", "an int", "is not a device index of this kind",
                                  lambda s: 999, core_message=True),
    "not_rank_of_comm": CheckKind(lambda s, f, p: p.type == "int" and _has_comm(f), "an int beside a comm param",
                                  "is not a rank of the communicator (got %d)", lambda s: 999, after_target=True),
    "not_comm_size": CheckKind(lambda s, f, p: p.type == "int" and _has_comm(f), "an int beside a comm param",
                               "must be the communicator's size (got %d)", lambda s: 999, after_target=True),
    "not_below_nranks": CheckKind(lambda s, f, p: p.type == "int" and any(q.name == "nranks" and q.type == "int"
                                                                          for q in f.params),
                                  "an int beside an int param 'nranks'", "must be below nranks (got %d)", lambda s: 999),
}


@dataclass(frozen=True)
class FallbackKind:
    """One `fallback.strategy` keyword. A generic strategy is spelled in C by the macro of that name
    in templates/_fallbacks.j2; the others are a hand-written anyrt__fallback_<function> in
    runtime/core/fallbacks.c, named by the strategy."""

    words: str  # for the docs and `anyrt info`: {via} and {value} are filled in
    generic: bool = False
    via: str = ""  # "same": `via` must take the same public params; "minus_stream": the same but the stream
    value: bool = False  # needs `value`
    stream: bool = False  # synchronizes the function's one stream param
    free: bool = False  # costs nothing: still recorded (anyrt info, conformance), but no PerformanceWarning


FALLBACKS: dict[str, FallbackKind] = {
    "noop": FallbackKind("no-op", generic=True),
    # a backend with nothing to set up (initialize, init_device, set_device): recorded, never warned
    "nothing_to_prepare": FallbackKind("no-op (nothing to prepare)", generic=True, free=True),
    "constant": FallbackKind("writes {value}", generic=True, value=True),
    # a query whose absence is itself the answer: nothing fell back, so nothing is noted or warned
    "absent_means": FallbackKind("absent means {value}", generic=True, value=True),
    "delegate": FallbackKind("`{via}`", generic=True, via="same"),
    "synchronous": FallbackKind("sync stream, then `{via}`", generic=True, via="minus_stream", stream=True),
    "synchronize_then_ready": FallbackKind("`{via}`, then ready", generic=True, via="any"),
    # operators: runtime/core/op_fallback.c runs the portable kernel in stream order
    # device_memory_host_accessible: the device kind's `host_memory` (spec/types.yaml); nothing fell back
    "kind_host_memory": FallbackKind("1 where the device kind's memory is the host's, else 0", generic=True),
    "reference_kernel": FallbackKind("portable kernel on the host", generic=True),
    **{name: FallbackKind(name.replace("_", " ")) for name in (
        "identity_device_list", "synchronize_all_streams", "system_malloc", "system_free", "host_staging_peer",
        "host_staging_memset", "null_handle", "synchronize_then_call", "host_wait_event", "free_memory",
        "synchronize_device", "core_device_properties", "clamp_priority")},
    "avg_via_sum": FallbackKind("avg via sum; host-staged over the cpu backend's collectives where the backend has none"),
    # collectives without a primitive of their own: grouped send/recv (and reduce per root) in runtime/core/ccl_compose.c
    "via_send_recv": FallbackKind("grouped `send`/`recv` (`reduce` per rank for reductions)"),
    # a backend without collectives: the core's communicators over the cpu backend's, staged through host
    # memory (runtime/core/ccl_staged.c); otherwise what the function did without a slot before (no-op or none)
    "host_staged": FallbackKind("host-staged over the cpu backend's collectives where the backend has none"),
}


@dataclass(frozen=True)
class TargetKind:
    """One way a call finds its backend and device (`target:`); its C is the macro of its name in
    templates/_targets.j2 (a runtime/core/target.c function)."""

    param_type: str  # the type its params must have ("pointer": void* or const void*; "": none)
    drops: bool = False  # its params only target: the slot gets `int device` instead
    handle: bool = False  # a handle the call checks once, as its target


TARGETS: dict[str, TargetKind] = {
    "current": TargetKind(""),
    "kind": TargetKind("device_kind", drops=True),
    "index": TargetKind("int", drops=True),
    "kind_index": TargetKind("device_kind, int", drops=True),
    "stream": TargetKind("stream", handle=True),
    "event": TargetKind("event", handle=True),
    "comm": TargetKind("comm", handle=True),
    "module": TargetKind("module", handle=True),
    "pointer": TargetKind("pointer"),
    "pointers": TargetKind("pointer"),
}


# Where the memory of an `extent` must be (the validation layer checks it; templates/_layers.j2
# spells each in C): memory kind -> what it means.
EXTENT_MEMORY: dict[str, str] = {
    "device": "device memory of the call's device",
    "addressable": "memory the call's device can address (device, unified or pinned host memory)",
    "copy_dst": "a copy's destination: where its memcpy_kind `kind` says",
    "copy_src": "a copy's source: where its memcpy_kind `kind` says",
    "any": "any memory, registered or not",
}


# A derived dim group's formula (operators.yaml `derived:`), applied per dim: name -> the kinds of its
# arguments ("group": a dim group's size there, "int_array": an attribute's value there). Its C is
# runtime/core/ops.c formula_value (ANYRT__OP_FORMULA_<NAME>, in this order), its Python
# anyrt._op_shapes.FORMULAS.
FORMULAS: dict[str, tuple[str, ...]] = {
    # a convolution's output size: (in + 2*pad - dilation*(kernel-1) - 1) / stride + 1
    "conv_out": ("group", "group", "int_array", "int_array", "int_array"),
    # a pooling window's output size: (in + 2*pad - kernel) / stride + 1; none where a pad is above half
    # the kernel (a window could then hold only padding: torch refuses it too)
    "pool_out": ("group", "int_array", "int_array", "int_array"),
}


# The functions an elementwise operator's `expr` may call: C's type-generic math (<tgmath.h> in the
# generated C kernels, CUDA's float / double overloads in the generated CUDA ones, OpenCL C's overloaded
# builtins in the generated OpenCL ones) and the helpers each defines for what no library has
# (runtime/kernels/ak_ew.h, backends/cuda/cuda_ew.cuh, the OpenCL prelude in
# templates/opencl_elementwise_ops.c.j2): floor division and remainder with the divisor's sign (Python's
# and torch's), for integers and floats.
ELEMENTWISE_FUNCTIONS = frozenset({
    "fabs", "exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "sqrt", "cbrt", "sin", "cos", "tan",
    "asin", "acos", "atan", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "erf", "erfc", "floor", "ceil",
    "rint", "trunc", "pow", "atan2", "fmod", "fmax", "fmin", "hypot", "copysign", "isnan", "isinf", "isfinite",
    "signbit", "floordiv", "floormod",
})


# Constants a reduction's expressions may name besides C(...) literals (an accumulator's start): the
# C kernels have them from <math.h> / <stdint.h>, the CUDA ones from CUDA's headers.
REDUCTION_CONSTANTS = frozenset({"INFINITY", "INT64_MIN", "INT64_MAX"})


# The kernel languages a backend may declare (backends.yaml `kernel_language`): the generator lowers the
# expression families (elementwise members, reductions with their pivot pass; cast where the language has no
# hand-written one) into each declared one.
# language -> the generated files it gets (relative to generated/). C is the portable kernels': the core's
# fallback runs them, so they are generated whether or not a backend declares c.
KERNEL_LANGUAGES: dict[str, tuple[str, ...]] = {
    "c": ("kernels/ak_elementwise_ops.c", "kernels/ak_reduction_ops.c"),
    # CUDA C: the dialect HIP, MUSA and MACA compile too
    "cuda": ("cuda/cuda_elementwise_ops.cu", "cuda/cuda_reduction_ops.cu"),
    # OpenCL C program text as C strings and the host-side slots that build and launch it
    "opencl": ("opencl/opencl_elementwise_ops.c", "opencl/opencl_reduction_ops.c", "opencl/opencl_cast_ops.c"),
}


def bad_values(spec: Spec) -> dict[str, int | None]:
    """check kind -> the argument its conformance test passes (None: NULL)."""
    return {name: kind.bad_value(spec) for name, kind in CHECKS.items()}


def _target_schema() -> dict[str, object]:
    """`target:` holds one key per target kind (kind and index together); `pointers` lists params."""
    ident = {"$ref": "#/$defs/ident"}
    keys = [k for k in TARGETS if k not in ("current", "kind_index")]
    props = {k: ({"type": "array", "items": ident, "minItems": 1} if k == "pointers" else ident) for k in keys}
    return {"type": "object", "additionalProperties": False, "minProperties": 1, "properties": props}


def schema_fragments() -> dict[tuple[str, ...], dict[str, object]]:
    """Where in spec/schema.json each table's keys go: ($defs path) -> fragment."""
    return {("error", "properties", "check"): {"enum": list(CHECKS)},
            ("target",): _target_schema(),
            ("extent", "properties", "memory"): {"enum": list(EXTENT_MEMORY)},
            ("fallback", "properties", "strategy"): {"enum": list(FALLBACKS)},
            ("operator", "properties", "derived", "items", "properties", "formula"): {"enum": list(FORMULAS)},
            ("backends_file", "properties", "backends", "items", "properties", "kernel_language"):
                {"enum": list(KERNEL_LANGUAGES)}}
