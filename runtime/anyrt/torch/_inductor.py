"""torch.compile's default backend (Inductor) for the "anyrt" device.

Where the host can address the device's memory (the backend says so: `Device.host_accessible`),
Inductor's C++ CPU kernels run on the tensors' own pointers (PyTorch's OpenReg device does the
same): the scheduling is Inductor's CPU one, the wrapper allocates through the anyrt allocator and
runs ATen's kernels (matmuls, ...) on the device as eager mode does. anyrt runs device work
asynchronously on its streams, so the wrapper waits for the current stream before each host kernel
(its inputs may still be being written, and its output block may be one a queued kernel still
reads). On any other backend compiling for "anyrt" raises, naming the reason; the `aot_eager`
backend works everywhere.

Importing Inductor's code generation costs seconds, so `import anyrt.torch` only installs an import
hook: once torch imports `torch._inductor.codegen.common`, its backend registration is made to
register "anyrt" after its own devices."""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import sys
import types
from collections.abc import Sequence
from typing import Any

import torch

import anyrt

_COMMON = "torch._inductor.codegen.common"
_host_accessible: dict[str, bool] = {}


def host_accessible(kind: str) -> bool:
    """Whether the host can address device memory of this anyrt kind (its backend's answer)."""
    if kind not in _host_accessible:
        _host_accessible[kind] = bool(anyrt.Device(kind, 0).host_accessible)
    return _host_accessible[kind]


def wait_for_device(index: int | None) -> None:
    """Blocks until the current stream of "anyrt:index" has run what is queued (called by the
    compiled wrapper before each host kernel)."""
    torch.accelerator.current_stream(0 if index is None else index).synchronize()


def _register(kind: str, backend: str) -> None:
    """Registers the device's code generation: Inductor's CPU scheduling and a wrapper that waits
    for the device before each host kernel (called once Inductor registers its own backends)."""
    from torch._dynamo import device_interface
    from torch._dynamo.device_interface import CpuInterface
    from torch._inductor import scheduler
    from torch._inductor.codegen import common
    from torch._inductor.codegen.cpp import CppScheduling
    from torch._inductor.codegen.wrapper import PythonWrapperCodegen, SubgraphPythonWrapperCodegen
    from torch._inductor.virtualized import V

    if common.get_scheduling_for_device("anyrt") is not None:
        return

    class DeviceOps(common.DeviceOpOverrides):
        def import_get_raw_stream_as(self, name: str) -> str:
            return f"def {name}(_):\n    return 0\n"

        def set_device(self, device_idx: int) -> str:
            return f"torch.accelerator.set_device_index({device_idx})"

        def synchronize(self) -> str:
            return "torch.accelerator.synchronize()"

        def device_guard(self, device_idx: int) -> str:
            return f"torch.anyrt.device({device_idx})"

    class Wrapper(PythonWrapperCodegen):
        @staticmethod
        def create(is_subgraph: bool, subgraph_name: str | None, parent_wrapper: Any,
                   partition_signatures: Any = None) -> Any:
            if is_subgraph:
                return SubgraphPythonWrapperCodegen(subgraph_name, parent_wrapper, partition_signatures)
            return Wrapper()

        def write_header(self) -> None:
            super().write_header()
            self.header.splice("from anyrt.torch._inductor import wait_for_device")

        def _generate_kernel_call_helper(self, kernel_name: str, call_args: Any, *,
                                         device: torch.device | None = None, **kwargs: Any) -> None:
            device = device or V.graph.get_current_device_or_throw()
            if device.type == "anyrt":  # a host kernel on device memory, once the stream is done
                self.writeline(f"wait_for_device({device.index})")
                device = torch.device("cpu")
            super()._generate_kernel_call_helper(kernel_name, call_args, device=device, **kwargs)

    class Scheduling(CppScheduling):  # a class: Inductor asks what kind of scheduling it is
        def __init__(self, scheduler: Any) -> None:
            if not host_accessible(kind):
                raise NotImplementedError(
                    f"torch.compile's Inductor backend on the 'anyrt' device runs C++ CPU kernels on device "
                    f"memory, and anyrt backend '{backend}' ({kind}) keeps its memory where the host cannot "
                    f"address it; use torch.compile(backend='aot_eager') there")
            super().__init__(scheduler)

    class Interface(CpuInterface):  # the kernels run on the host: CPU's properties for Inductor's heuristics
        @staticmethod
        def current_device() -> int:
            return torch.accelerator.current_device_index()

        @staticmethod
        def set_device(device: torch.types.Device) -> None:
            torch.accelerator.set_device_index(device)

        @staticmethod
        def device_count() -> int:
            return torch.accelerator.device_count()

        @staticmethod
        def synchronize(device: torch.types.Device = None) -> None:
            torch.accelerator.synchronize(device)

    device_interface.register_interface_for_device("anyrt", Interface)
    # The scheduler keeps choices that hold for C++ kernels only (their loop groups) behind its
    # nodes' is_cpu(); the device's kernels are those C++ kernels (a reduction fused with a
    # pointwise node failed in its GPU-only reindexing otherwise).
    cpu_node = scheduler.BaseSchedulerNode.is_cpu

    def is_cpu(node: Any) -> bool:
        device = node.get_device()
        return bool(cpu_node(node)) or (device is not None and device.type == "anyrt")

    scheduler.BaseSchedulerNode.is_cpu = is_cpu  # type: ignore[method-assign]
    _backend_is_cpp(common, scheduler)
    common.register_device_op_overrides("anyrt", DeviceOps())
    common.register_backend_for_device("anyrt", Scheduling, Wrapper)


def _backend_is_cpp(*importers: types.ModuleType) -> None:
    """Inductor names a device's code generation backend by its type, and any type it does not know
    is "triton" (config.cuda_backend): its ops then took Triton's dtype rules inside C++ kernels, and
    an integer intermediate was stored unconverted into a float output. The device's kernels are
    the CPU's, so the device's backend is the CPU's (config.cpu_backend), here and in the modules
    that imported the function by name."""
    from torch._inductor import config, utils
    from torch._inductor.virtualized import V

    original = utils.get_current_backend

    def get_current_backend(device_type: str | None = None) -> str:
        if (device_type or V.graph.get_current_device_or_throw().type) == "anyrt":
            return str(config.cpu_backend)
        return original(device_type)

    for module in (utils, *importers):
        if getattr(module, "get_current_backend", None) is original:
            module.get_current_backend = get_current_backend  # type: ignore[attr-defined]


def _after_inductor_registration(common: types.ModuleType, kind: str, backend: str) -> None:
    """Makes Inductor's own backend registration register "anyrt" too: its codegen modules are
    loaded by then (registering from the import hook itself would import them while `common` is
    still being imported by one of them)."""
    original = common.init_backend_registration

    def init_backend_registration() -> None:
        original()
        _register(kind, backend)

    common.init_backend_registration = init_backend_registration


class _Hook(importlib.abc.MetaPathFinder):
    """Registers the device right after torch imports Inductor's codegen registry."""

    def __init__(self, kind: str, backend: str) -> None:
        self.kind, self.backend = kind, backend

    def find_spec(self, name: str, path: Sequence[str] | None, target: types.ModuleType | None = None) -> Any:
        if name != _COMMON:
            return None
        sys.meta_path.remove(self)
        spec = importlib.machinery.PathFinder.find_spec(name, path)
        if spec is None or spec.loader is None:
            return spec
        loader = spec.loader
        hook = self

        class Loader(importlib.abc.Loader):
            def create_module(self, s: importlib.machinery.ModuleSpec) -> types.ModuleType | None:
                return loader.create_module(s)

            def exec_module(self, module: types.ModuleType) -> None:
                loader.exec_module(module)
                _after_inductor_registration(module, hook.kind, hook.backend)

        spec.loader = Loader()
        return spec


def install(kind: str, backend: str) -> None:
    """Registers "anyrt" with Inductor now if its registry is loaded, else when it is."""
    if _COMMON in sys.modules:
        _after_inductor_registration(sys.modules[_COMMON], kind, backend)
        _register(kind, backend)
    else:
        sys.meta_path.insert(0, _Hook(kind, backend))
