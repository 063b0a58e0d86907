"""anyrt.kernel and the properties and native handles kernel authors need, on the cpu backend: a
module of C kernels compiled here, launched in stream order."""

from __future__ import annotations

import ctypes
import os
import threading

import numpy as np
import pytest
from cpu_devices import CPU0, CPU1, needs_two, on_cpu0  # noqa: F401 (on_cpu0 is autouse)

import anyrt
from anyrt._cffi import ffi, lib
from anyrt._gen import _raw
from anyrt.kernel import Module
from anyrt.toolkit.conformance_kernels import compile_c

# y[i] = x[i] * a + b for i < n, one "thread" per element of each block.
SAXPB = r"""
#include <stdint.h>
const char* const anyrt_kernels[] = {"saxpb", 0};
void saxpb(void** args, const int grid[3], const int block[3], const int idx[3], void* shared) {
    float* y = *(float**)args[0];
    const float* x = *(const float**)args[1];
    float a = *(const float*)args[2];
    double b = *(const double*)args[3];
    int64_t n = *(const int64_t*)args[4];
    (void)grid; (void)shared;
    for (int t = 0; t < block[0]; ++t) {
        int64_t i = (int64_t)idx[0] * block[0] + t;
        if (i < n) y[i] = x[i] * a + (float)b;
    }
}
"""


@pytest.fixture(scope="module")
def image() -> bytes:
    return compile_c(SAXPB)


def launch_saxpb(kernel: anyrt.kernel.Kernel, y: anyrt.Buffer, x: anyrt.Buffer, n: int,
                 stream: anyrt.Stream | None) -> None:
    block = 32
    kernel.launch((n + block - 1) // block, block, [y, x, ctypes.c_float(2.0), 0.5, n], stream=stream)


# ---- properties


def test_cpu_properties_come_from_the_machine():
    p = CPU0.properties()
    assert p["name"].startswith("cpu:0 (")
    assert p["vector_width"] in (16, 32, 64) and p["warp_size"] * 4 == p["vector_width"]
    threads = os.environ.get("ANYRT_CPU_THREADS")
    assert p["multiprocessor_count"] == (int(threads) if threads else os.cpu_count())
    assert p["max_block_dim"] == (1024, 1024, 64) and p["max_threads_per_block"] == 1024
    assert p["shared_memory_per_block"] == 1 << 20
    l2 = "/sys/devices/system/cpu/cpu0/cache/index2/size"
    if os.path.exists(l2):
        text = open(l2).read().strip()
        assert p["l2_cache_size"] == int(text[:-1]) * {"K": 1024, "M": 1 << 20}[text[-1]]
    assert p["uuid"] == bytes(16) and p["pci_bus_id"] == ""
    assert p["total_memory"] == p["memory_total"] > 0


def test_a_caller_built_against_a_shorter_struct_gets_only_its_fields():
    cut = ffi.offsetof("anyrt_device_properties_t", "warp_size")
    p = ffi.new("anyrt_device_properties_t *")
    ffi.memmove(p, b"\xab" * ffi.sizeof(p[0]), ffi.sizeof(p[0]))
    p.struct_size = cut
    assert lib.anyrt_get_device_properties(p) == 0
    assert p.multiprocessor_count >= 1 and ffi.string(p.name).startswith(b"cpu:0")
    assert bytes(ffi.buffer(p))[cut:] == b"\xab" * (ffi.sizeof(p[0]) - cut)


def test_an_unset_struct_size_is_refused_by_name():
    p = ffi.new("anyrt_device_properties_t *")
    assert lib.anyrt_get_device_properties(p) == lib.ANYRT_STATUS_INVALID_VALUE
    err = _raw.get_last_error()
    assert ffi.string(err.function) == b"get_device_properties" and ffi.string(err.param) == b"properties"


# ---- native handles


def test_stream_native_handles_are_stable_and_distinct():
    a, b = anyrt.Stream(), anyrt.Stream()
    assert a.native_handle == a.native_handle != 0
    assert a.native_handle != b.native_handle
    a.destroy()
    with pytest.raises(anyrt.InvalidHandleError):
        a.native_handle  # noqa: B018


def test_cpu_devices_have_no_native_device_or_context():
    with pytest.raises(anyrt.NotSupportedError, match="device_get_native_handle"):
        CPU0.native_handle()
    with pytest.raises(anyrt.NotSupportedError, match="context_get_native_handle"):
        CPU0.native_context()


# ---- modules and launch


def test_a_launch_runs_in_stream_order_between_async_copies(image: bytes):
    n = 1000
    x_host = np.arange(n, dtype=np.float32)
    y_host = np.zeros(n, dtype=np.float32)
    gate = threading.Event()
    with Module(image) as module, anyrt.allocate(4 * n) as x, anyrt.allocate(4 * n) as y:
        y.fill(0)
        s = anyrt.Stream()
        s.add_callback(gate.wait)  # holds the stream: nothing below may run before it is released
        x.copy_from(x_host, stream=s)
        launch_saxpb(module.function("saxpb"), y, x, n, s)
        y.copy_to(y_host, stream=s)
        assert not y_host.any(), "the launch or the copy after it ran before the work queued ahead of it"
        gate.set()
        s.synchronize()
        np.testing.assert_array_equal(y_host, x_host * 2 + 0.5)


def test_queued_launches_survive_an_unload(image: bytes):
    n = 64
    gate = threading.Event()
    with anyrt.allocate(4 * n) as x, anyrt.allocate(4 * n) as y:
        x.copy_from(np.ones(n, dtype=np.float32))
        s = anyrt.Stream()
        module = Module(image)
        kernel = module.function("saxpb")
        s.add_callback(gate.wait)
        launch_saxpb(kernel, y, x, n, s)
        module.unload()
        gate.set()
        s.synchronize()
        np.testing.assert_array_equal(y.copy_to(np.empty(n, dtype=np.float32)), np.full(n, 2.5, dtype=np.float32))
        with pytest.raises(anyrt.InvalidHandleError):
            kernel.launch(1, 1, [y, x, ctypes.c_float(1.0), 0.0, n])


def test_bad_modules_and_launches_are_refused_by_name(image: bytes):
    with pytest.raises(anyrt.InvalidValueError, match="module_load.*ELF"):
        Module(b"not a shared object")
    with Module(image) as module:
        with pytest.raises(anyrt.InvalidValueError, match="no kernel 'nope'"):
            module.function("nope")
        kernel = module.function("saxpb")
        with anyrt.allocate(64) as y:
            with pytest.raises(anyrt.InvalidValueError, match="block 2048x1x1"):
                kernel.launch(1, 2048, [y, y, ctypes.c_float(1.0), 0.0, 0])
            with pytest.raises(anyrt.InvalidValueError, match="grid_x"):
                kernel.launch(0, 1, [y, y, ctypes.c_float(1.0), 0.0, 0])
            with pytest.raises(TypeError, match="kernel argument 0"):
                kernel.launch(1, 1, ["y"])
        s = anyrt.Stream()
        assert lib.anyrt_launch_kernel(s.handle, module.handle, ffi.cast("void*", 1), 1, 1, 1, 1, 1, 1, 0,
                                       ffi.NULL, ffi.NULL, 2) == lib.ANYRT_STATUS_INVALID_VALUE
        assert b"args is NULL" in ffi.string(_raw.get_last_error().message)


def test_launch_triton_takes_the_binary_name_warps_and_shared_memory_of_a_compiled_kernel(image: bytes):
    """launch_triton's plumbing on cpu, a C shared object standing in for the cubin (a real Triton
    kernel on cuda is not yet run here)."""

    class Meta:
        name, num_warps, shared = "saxpb", 2, 0

    class Compiled:
        asm = {"cubin": image}
        metadata = Meta()

    compiled, n = Compiled(), 200
    with anyrt.allocate(4 * n) as x, anyrt.allocate(4 * n) as y:
        x.copy_from(np.arange(n, dtype=np.float32))
        s = anyrt.Stream()
        first = anyrt.kernel.launch_triton(compiled, (n + 63) // 64, y, x, ctypes.c_float(2.0), 0.5, n, stream=s)
        again = anyrt.kernel.launch_triton(compiled, (n + 63) // 64, y, y, ctypes.c_float(1.0), 1.0, n, stream=s)
        assert again is first, "the module is loaded once per device"
        s.synchronize()
        want = np.arange(n, dtype=np.float32) * 2 + 0.5 + 1.0
        np.testing.assert_array_equal(y.copy_to(np.empty(n, dtype=np.float32)), want)


@needs_two
def test_a_module_of_another_device_is_refused_by_name(image: bytes):
    with Module(image, CPU1) as module:
        function, s = module.function("saxpb")._function, anyrt.Stream(CPU0)
        with pytest.raises(anyrt.Error) as caught:
            _raw.launch_kernel(s.handle, module.handle, function, 1, 1, 1, 1, 1, 1, 0, None, None, 0)
        assert caught.value.function == "launch_kernel" and caught.value.param == "module"
        with pytest.raises(anyrt.InvalidValueError, match="stream"):
            module.function("saxpb").launch(1, 1, [], stream=anyrt.Stream(CPU0))


# ---- which symbols are kernels, one load per image (issue 47, defects 5 and 6)

def constant_kernel(value: int) -> str:
    """A module whose kernel `k` writes `value`, with a helper and a data object it does not declare."""
    return f"""
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
const char* const anyrt_kernels[] = {{"k", 0}};
int table_of_data[4] = {{1, 2, 3, 4}};
int helper(int x) {{
    if (x < 0) {{ printf("%d", x); abort(); }} /* links the C library, whose symbols are no kernels */
    return x + {value};
}}
void k(void** args, const int grid[3], const int block[3], const int idx[3], void* shared) {{
    (void)grid; (void)block; (void)idx; (void)shared;
    **(int32_t**)args[0] = helper(0);
}}
"""


def test_a_second_module_runs_its_own_code_while_the_first_is_loaded():
    with Module(compile_c(constant_kernel(1))) as first, Module(compile_c(constant_kernel(2))) as second:
        with anyrt.allocate(4) as out:
            s = anyrt.Stream()
            for module, want in ((first, 1), (second, 2), (first, 1)):
                module.function("k").launch(1, 1, [out], stream=s)
                s.synchronize()
                assert out.copy_to(np.zeros(1, dtype=np.int32))[0] == want


def test_the_same_image_loaded_twice_is_two_modules():
    image = compile_c(constant_kernel(3))
    with Module(image) as a, Module(image) as b, anyrt.allocate(4) as out:
        a.unload()
        b.function("k").launch(1, 1, [out])  # b's code stays loaded after a's unload
        anyrt.synchronize()
        assert out.copy_to(np.zeros(1, dtype=np.int32))[0] == 3


@pytest.mark.parametrize("name", ["abort", "exit", "printf", "malloc", "table_of_data", "helper", "anyrt_kernels",
                                  "_init", "_fini"])
def test_only_the_declared_kernels_are_handed_out(name: str):
    with Module(compile_c(constant_kernel(1))) as module:
        with pytest.raises(anyrt.InvalidValueError, match=f"no kernel '{name}'.*anyrt_kernels.*'k'"):
            module.function(name)
        assert module.function("k").name == "k"


def test_a_declared_name_that_is_not_a_function_of_the_module_is_refused():
    source = """
#include <stdlib.h>
const char* const anyrt_kernels[] = {"abort", "data", 0};
int data[2];
void use(void) { abort(); } /* links the C library: 'abort' resolves there */
"""
    with Module(compile_c(source)) as module:
        for name in ("abort", "data"):
            with pytest.raises(anyrt.InvalidValueError, match=f"'{name}'.*not a function the module defines"):
                module.function(name)


def test_a_module_without_a_kernel_table_is_refused_at_load():
    with pytest.raises(anyrt.InvalidValueError, match="module_load.*anyrt_kernels"):
        Module(compile_c("void k(void** a, const int g[3], const int b[3], const int i[3], void* s) "
                         "{ (void)a; (void)g; (void)b; (void)i; (void)s; }\n"))
