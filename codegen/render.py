"""Renders every generated file from the model; byte-deterministic."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import jinja2

from . import compat, elementwise_views, layers, naming, op_views, plugin, toolkit_views, views, vocabulary
from .model import Enum, Function, Spec

TEMPLATES = Path(__file__).parent / "templates"

# output path (relative to generated/) -> template name
OUTPUTS = {
    "include/anyrt.h": "anyrt.h.j2",
    "include/anyrt_backend.h": "anyrt_backend.h.j2",
    "src/anyrt_dispatch_internal.h": "anyrt_dispatch_internal.h.j2",
    "src/anyrt_tables.c": "anyrt_tables.c.j2",
    "src/anyrt_handle_kinds.h": "anyrt_handle_kinds.h.j2",
    "src/anyrt_route.c": "anyrt_route.c.j2",
    "src/anyrt_api.c": "anyrt_api.c.j2",
    "src/anyrt_ops.c": "anyrt_ops.c.j2",
    "src/anyrt_capture.c": "anyrt_capture.c.j2",
    "include/anyrt_kernel_bridge.h": "anyrt_kernel_bridge.h.j2",
    "include/anyrt_kernel_ops.h": "anyrt_kernel_ops.h.j2",
    "python/__init__.py": "__init__.py.j2",
    "python/cdef.h": "cdef.h.j2",
    "python/_raw.py": "_raw.py.j2",
    "python/ops.py": "ops.py.j2",
    "python/spec_data.py": "spec_data.py.j2",
    "python/types.py": "types.py.j2",
    "tests/test_conformance.py": "test_conformance.py.j2",
    "kernels/ak_elementwise_ops.c": "ak_elementwise_ops.c.j2",
    "kernels/ak_reduction_ops.c": "ak_reduction_ops.c.j2",
    "cuda/cuda_reduction_ops.cu": "cuda_reduction_ops.cu.j2",
    "cuda/cuda_elementwise_ops.cu": "cuda_elementwise_ops.cu.j2",
    "opencl/opencl_elementwise_ops.c": "opencl_elementwise_ops.c.j2",
    "opencl/opencl_reduction_ops.c": "opencl_reduction_ops.c.j2",
    "opencl/opencl_cast_ops.c": "opencl_cast_ops.c.j2",
    "python/elementwise_reference.py": "elementwise_reference.py.j2",
    "docs/api.md": "api.md.j2",
    "skeleton/backend_skeleton.c": "backend_skeleton.c.j2",
    "include/anyrt_backend_util.h": "anyrt_backend_util.h.j2",
    "docs/backend_abi.md": "backend_abi.md.j2",
    "docs/python_api.md": "python_api.md.j2",
    "docs/coverage.md": "coverage.md.j2",
    "docs/write_a_backend.md": "write_a_backend.md.j2",
    "include/paddle_device_ext.h": "paddle_device_ext.h.j2",
    "src/paddle_host_internal.h": "paddle_host_internal.h.j2",
    "src/paddle_host.c": "paddle_host.c.j2",
    "include/infinicore.h": "infinicore.h.j2",
    "include/infinirt.h": "infinirt.h.j2",
    "include/infiniccl.h": "infiniccl.h.j2",
    "src/infinirt_compat.c": "infinirt_compat.c.j2",
    "src/infiniccl_compat.c": "infiniccl_compat.c.j2",
    "src/infiniop_compat.c": "infiniop_compat.c.j2",
    "include/infiniop.h": "infiniop.h.j2",
    "include/infiniop/handle.h": "infiniop_handle.h.j2",
    "include/infiniop/tensor_descriptor.h": "infiniop_tensor_descriptor.h.j2",
    "include/infiniop/operator_descriptor.h": "infiniop_operator_descriptor.h.j2",
    "docs/compat.md": "compat.md.j2",
    "src/paddle_plugin_internal.h": "paddle_plugin_internal.h.j2",
    "src/paddle_plugin.c": "paddle_plugin.c.j2",
    "docs/paddle_plugin.md": "paddle_plugin.md.j2",
}


def _environment(spec: Spec) -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(TEMPLATES),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        autoescape=False,
    )

    def bind(fn: Callable[..., Any]) -> Callable[..., Any]:
        return lambda *args: fn(spec, *args)

    env.globals.update(
        spec=spec,
        c_function=naming.c_function,
        c_type=naming.c_type,
        c_backend_handle=naming.c_backend_handle,
        slot_index=naming.c_slot_index,
        c_impl=naming.c_impl,
        c_fallback=naming.c_fallback,
        py_class=naming.py_class,
        enum_const=lambda enum, value: naming.c_constant(enum, value),
        enum_count=lambda e: naming.c_constant(e.name, "count"),
        base_c_type=bind(views.base_c_type),
        public_decls=bind(views.public_decls),
        slot_decls=bind(views.slot_decls),
        impl_params=bind(views.impl_params),
        impl_args=bind(views.impl_args),
        checks=bind(views.checks),
        is_handle=bind(views.is_handle),
        doc_signature=bind(views.doc_signature),
        plain_args=views.plain_args,
        slot_call_args=views.slot_call_args,
        is_target_handle=views.is_target_handle,
        targets_handle=views.targets_handle,
        comm_param=views.comm_param,
        mem_kind=views.mem_kind,
        handle_kind=views.handle_kind,
        release_size=views.release_size,
        prepare_args=views.prepare_args,
        capture_rule=views.capture_rule,
        runs_without_slot=views.runs_without_slot,
        slot_params=views.slot_params,
        capture_fields=bind(views.capture_fields),
        capture_held=bind(views.capture_held),
        native_held=bind(views.native_held),
        capture_held_kinds=lambda: views.capture_held_kinds(spec),
        capture_kept=bind(views.capture_kept),
        capture_replay_args=views.capture_replay_args,
        check_arg=views.check_arg,
        status_const=views.status_const,
        fallback_text=views.fallback_text,
        needs_handwritten_fallback=views.needs_handwritten_fallback,
        agreement=views.agreement,
        fallback_runs_on_host_now=views.fallback_runs_on_host_now,
        one_rank_copy=views.one_rank_copy,
        ordering_check=views.ordering_check,
        kernel_languages=list(vocabulary.KERNEL_LANGUAGES),
        free_fallback=lambda f: f.fallback is not None and vocabulary.FALLBACKS[f.fallback.strategy].free,
        stream_param=views.stream_param,
        struct_size_macro=views.struct_size_macro,
        check_bad_values=lambda: vocabulary.bad_values(spec),
        blob_names={b.name for b in spec.blobs},
        py_param_type=bind(views.py_param_type),
        py_in_params=views.py_in_params,
        py_out_params=views.py_out_params,
        py_out_new=bind(views.py_out_new),
        py_out_value=bind(views.py_out_value),
        py_call_arg=bind(views.py_call_arg),
        py_return_type=bind(views.py_return_type),
        cdef_decl=bind(views.cdef_decls),
        coverage_rows=bind(views.coverage_rows),
        errors_text=bind(views.errors_text),
        trace_in=bind(layers.trace_in),
        trace_out=bind(layers.trace_out),
        task_stream=layers.task_stream,
        records_site=layers.records_site,
        # compatibility layers (codegen/compat.py)
        max_hosted=compat.MAX_HOSTED,
        paddle_member_decl=compat.paddle_member_decl,
        paddle_member_offsets=bind(compat.paddle_member_offsets),
        paddle_layout_members=bind(compat.paddle_layout_members),
        paddle_layout_binds=bind(compat.paddle_layout_binds),
        struct_offsets=compat.struct_offsets,
        paddle_serves=bind(compat.paddle_serves),
        paddle_status_map=bind(compat.paddle_status_map),
        paddle_enum_map=bind(compat.paddle_enum_map),
        paddle_kind_of=bind(compat.paddle_kind_of),
        paddle_coverage=bind(compat.paddle_coverage),
        host_slots=bind(compat.host_slots),
        infini_decl=compat.infini_decl,
        infini_plans=bind(compat.infini_plans),
        infini_check_status=bind(compat.infini_check_status),
        infini_status_map=bind(compat.infini_status_map),
        infini_enum_asserts=bind(compat.infini_enum_asserts),
        infini_coverage=bind(compat.infini_coverage),
        infiniop_unserved=bind(compat.infiniop_unserved), infiniop_adapter=bind(compat.infiniop_adapter),
        infiniop_adapter_functions=bind(compat.infiniop_adapter_functions),
        infiniop_header_rows=bind(compat.infiniop_header_rows), infiniop_unserved_exports=bind(compat.infiniop_unserved_exports),
    )
    env.globals.update(toolkit_views.template_globals(spec))
    env.globals.update(op_views.template_globals(spec))
    env.globals.update(elementwise_views.template_globals(spec))
    if spec.paddle_plugin is not None:
        env.globals.update(plugin.template_globals(spec))
    return env


INFINIOP_OUTPUTS = {"src/infiniop_compat.c", "include/infiniop.h", "include/infiniop/handle.h",
                    "include/infiniop/tensor_descriptor.h", "include/infiniop/operator_descriptor.h"}
# Outputs of the compatibility layers, generated only when the spec has their spec/compat files.
PADDLE_OUTPUTS = {"include/paddle_device_ext.h", "src/paddle_host_internal.h", "src/paddle_host.c"}
PLUGIN_OUTPUTS = {"src/paddle_plugin_internal.h", "src/paddle_plugin.c", "docs/paddle_plugin.md"}
ELEMENTWISE_OUTPUTS = {"kernels/ak_elementwise_ops.c", "cuda/cuda_elementwise_ops.cu", "opencl/opencl_elementwise_ops.c",
                       "python/elementwise_reference.py"}
REDUCTION_OUTPUTS = {"kernels/ak_reduction_ops.c", "cuda/cuda_reduction_ops.cu", "opencl/opencl_reduction_ops.c"}


def kernel_language_skips(spec: Spec) -> set[str]:
    """The expression families' files of the kernel languages no backend declares (C always: the core's
    fallback runs the portable kernels)."""
    declared = {"c"} | {b.kernel_language for b in spec.backends if b.kernel_language}
    return {path for lang, paths in vocabulary.KERNEL_LANGUAGES.items() if lang not in declared for path in paths}
INFINI_OUTPUTS = {"include/infinicore.h", "include/infinirt.h", "include/infiniccl.h", "src/infinirt_compat.c",
                  "src/infiniccl_compat.c"}


def render_some(spec: Spec, paths: list[str]) -> dict[str, str]:
    """The files `paths` (relative to generated/, keys of OUTPUTS) of `spec`, where the spec has them."""
    skip = kernel_language_skips(spec)
    env = _environment(spec)
    return {p: env.get_template(OUTPUTS[p]).render() for p in paths if p not in skip}


def render_all(spec: Spec) -> dict[str, str]:
    """Map of output path (relative to generated/) -> file text."""
    env = _environment(spec)
    skip = (PADDLE_OUTPUTS if spec.paddle is None else set()) | (INFINI_OUTPUTS if spec.infinicore is None else set())
    if spec.paddle_plugin is None or spec.paddle is None:
        skip |= PLUGIN_OUTPUTS
    if not spec.operators:
        skip |= {"src/anyrt_ops.c", "include/anyrt_kernel_bridge.h", "include/anyrt_kernel_ops.h", "python/ops.py"}
    skip |= kernel_language_skips(spec)
    if not elementwise_views.elementwise_ops(spec):
        skip |= ELEMENTWISE_OUTPUTS
    if not elementwise_views.reduction_ops(spec):
        skip |= REDUCTION_OUTPUTS
    if elementwise_views.cast_op(spec) is None:
        skip.add("opencl/opencl_cast_ops.c")
    if not spec.operators or spec.infinicore is None:
        skip |= INFINIOP_OUTPUTS
    if spec.paddle is None or spec.infinicore is None:
        skip.add("docs/compat.md")
    out = {path: env.get_template(name).render() for path, name in sorted(OUTPUTS.items()) if path not in skip}
    if "include/infiniop.h" not in skip:  # every InfiniOP operator header, as InfiniCore lays them out
        assert spec.infinicore is not None
        for h in spec.infinicore.infiniop_headers:
            out[f"include/infiniop/ops/{h.name}.h"] = env.get_template("infiniop_op.h.j2").render(header=h)
    return dict(sorted(out.items()))


__all__ = ["render_all", "render_some", "OUTPUTS", "Enum", "Function"]
