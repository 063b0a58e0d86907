"""Harness behind the generated conformance suite (generated/tests/test_conformance.py).

For each spec function it builds valid arguments from the spec's parameter metadata alone, so
the suite covers every function of every backend without hand-written cases: positive use,
every `errors:` case (one argument broken at a time), and the fallback path."""

from __future__ import annotations

import warnings
from collections.abc import Callable
from types import TracebackType
from typing import Any

import pytest

import anyrt.device
from anyrt._cffi import ffi, lib
from anyrt._errors import Error, NotSupportedError, PerformanceWarning
from anyrt._gen import _raw
from anyrt._gen.spec_data import CHECK_BAD_VALUES, DEVICE_KIND, DTYPE, FUNCTIONS, MEMCPY_KIND, REDUCE_OP, SLOTS
from anyrt.toolkit import conformance_kernels, conformance_ordering, graph_conformance
from anyrt.toolkit.op_conformance import OpCase, break_rule, served_natively, workspace_is_honest

BUFFER_BYTES = 4096
_FREE_FOR = {"device": "free", "host": "free_host", "unified": "free_unified"}
_ALLOC_FOR = {"device": "malloc", "host": "malloc_host", "unified": "malloc_unified"}
# each handle type's destroying function, from the spec (`lifetime: destroy`): a positive case cleans
# up whatever it created, op handles and graphs included
_DESTROY_FOR = {p[1]: fn for fn, meta in FUNCTIONS.items() for p in meta["params"] if p[2] == "in" and p[7] == "destroy"}
FILL_COUNT = 100  # elements the conformance kernel fills: blocks of 32 threads, the last one partial


def loaded_backends() -> dict[str, tuple[int, int]]:
    """name -> (backend index, device kind) for every backend that loaded."""
    out = {}
    for i in range(_raw.get_backend_count()):
        info = _raw.get_backend_info(i)
        if info.status == 0 and info.device_count > 0:
            out[ffi.string(info.name).decode()] = (i, int(info.kind))
    return out


def deviceless_backends() -> dict[str, str]:
    """name -> the backend's reason, for every backend that loaded but has no device (e.g. cuda on
    a machine without a GPU or driver)."""
    out = {}
    for i in range(_raw.get_backend_count()):
        info = _raw.get_backend_info(i)
        if info.status == 0 and info.device_count == 0:
            out[ffi.string(info.name).decode()] = ffi.string(info.message).decode() or "no reason given"
    return out


def refused_backends() -> dict[str, str]:
    out = {}
    for i in range(_raw.get_backend_count()):
        info = _raw.get_backend_info(i)
        if info.status != 0:
            out[ffi.string(info.name).decode()] = ffi.string(info.message).decode()
    return out


class Harness:
    """Runs spec functions on device 0 of one backend, cleaning up what each test created."""

    def __init__(self, backend: str) -> None:
        self.backend = backend
        self.index, self.kind = loaded_backends()[backend]
        self._cleanup: list[Callable[[], Any]] = []
        self._keep: list[Any] = []
        self._stream: Any = None
        self._comm: Any = None
        self._op_handle: Any = None
        self._module: Any = None
        self._host_fn_calls = 0

    def __enter__(self) -> Harness:
        self._saved = _raw.get_device()
        _raw.set_device(self.kind, 0)
        return self

    def __exit__(self, t: type[BaseException] | None, v: BaseException | None, tb: TracebackType | None) -> None:
        try:
            _raw.synchronize_device()
        finally:
            for fn in reversed(self._cleanup):
                try:
                    fn()
                except Error:
                    pass
            _raw.set_device(*self._saved)

    # ---- values from the spec's parameter metadata

    def native(self, fn: str) -> bool:
        slot = next(i for i, s in enumerate(SLOTS) if s[0] == fn)
        return bool(_raw.backend_has_slot(self.index, slot))

    def _call_or_skip(self, fn: str, *args: Any) -> Any:
        try:
            return getattr(_raw, fn)(*args)
        except NotSupportedError:
            if FUNCTIONS[fn]["requirement"] == "required":
                raise  # a required function the backend lacks fails every test that needs it
            pytest.skip(f"backend '{self.backend}' does not implement optional '{fn}' (no fallback), needed here")

    def buffer(self) -> Any:
        p = self._call_or_skip("malloc", BUFFER_BYTES)
        self._cleanup.append(lambda: _raw.free(p))
        return p

    def device_buffer(self, size: int) -> Any:
        p = self._call_or_skip("malloc", size)
        self._cleanup.append(lambda: _raw.free(p))
        return p

    def cleanup(self, fn: Callable[[], Any]) -> None:
        """Runs fn when the test ends (in reverse order of registration)."""
        self._cleanup.append(fn)

    def keep(self, obj: Any) -> Any:
        """Keeps `obj` (a cffi callback the backend may still call) alive until the harness ends."""
        self._keep.append(obj)
        return obj

    def new_stream(self, owned: bool = True) -> Any:
        """A stream of its own (not the shared one); destroyed at the end unless `owned` is False."""
        s = self._call_or_skip("create_stream")
        if owned:
            self._cleanup.append(lambda: _raw.destroy_stream(s))
        return s

    def new_event(self) -> Any:
        """An event with timing, never recorded yet."""
        e = self._call_or_skip("create_event", 0)
        self._cleanup.append(lambda: _raw.destroy_event(e))
        return e

    def ordering(self, fn: str, kind: str) -> None:
        conformance_ordering.check(self, fn, kind)

    def op_handle(self) -> Any:
        if self._op_handle is None:
            h = _raw.create_op_handle()
            self._cleanup.append(lambda: _raw.destroy_op_handle(h))
            self._op_handle = h
        return self._op_handle

    # ---- operators (op_conformance.py)

    def op_case(self, op: str, dtype: str, layout: str) -> None:
        OpCase(self, op, dtype, layout).check()

    def op_rejects(self, op: str, case: str) -> None:
        break_rule(self, op, case)

    def op_workspace(self, op: str) -> None:
        workspace_is_honest(self, op)

    def op_served(self, op: str) -> None:
        served_natively(self, op)

    def stream(self) -> Any:
        if self._stream is None:
            s = self._call_or_skip("create_stream")
            self._cleanup.append(lambda: _raw.destroy_stream(s))
            self._stream = s
        return self._stream

    def event(self, owned: bool = True) -> Any:
        e = self._call_or_skip("create_event", 0)
        if owned:
            self._cleanup.append(lambda: _raw.destroy_event(e))
        _raw.record_event(e, self.stream())
        _raw.synchronize_event(e)
        return e

    def comm(self, owned: bool = True) -> Any:
        if owned and self._comm is not None:
            return self._comm
        try:
            (c,) = _raw.comm_init_all(self.kind, 1, [0])
        except NotSupportedError:  # a backend may only join ranks by unique id, as Paddle's xccl does
            try:
                c = _raw.comm_init_rank(1, _raw.get_unique_id(), 0)
            except NotSupportedError:
                pytest.skip(f"backend '{self.backend}' implements neither 'comm_init_all' nor 'get_unique_id' with "
                            "'comm_init_rank' (all optional, no fallback), needed here")
        if owned:
            self._cleanup.append(lambda: _raw.comm_destroy(c))
            self._comm = c
        return c

    def module(self, owned: bool = True) -> Any:
        """The conformance kernel's module, loaded on device 0 (skips where the suite has no image)."""
        if owned and self._module is not None:
            return self._module
        m = self._call_or_skip("module_load", *self.module_image())
        if owned:
            self._cleanup.append(lambda: _raw.module_unload(m))
            self._module = m
        return m

    def kernel(self) -> Any:
        return self._call_or_skip("module_get_function", self.module(), conformance_kernels.NAME.encode())

    def _launch_fill(self) -> None:
        """launch_kernel's positive case: the fill kernel in stream order, then its values checked."""
        stream, module, function = self.stream(), self.module(), self.kernel()
        dst = self.device_buffer(FILL_COUNT * 4)
        _raw.memset(dst, 0, FILL_COUNT * 4)
        cells = [ffi.new("void**", dst), ffi.new("double*", 0.5), ffi.new("int64_t*", FILL_COUNT)]
        block = 32
        grid = (FILL_COUNT + block - 1) // block
        try:
            _raw.launch_kernel(stream, module, function, grid, 1, 1, block, 1, 1, block * 4,
                               [ffi.cast("void*", c) for c in cells], [8, 8, 8], 3)
        except NotSupportedError:
            pytest.skip(f"backend '{self.backend}' does not implement optional 'launch_kernel' (no fallback)")
        host = ffi.new("float[]", FILL_COUNT)
        _raw.memcpy_async(host, dst, FILL_COUNT * 4, MEMCPY_KIND["d2h"], stream)
        _raw.synchronize_stream(stream)
        got = list(host)
        assert got == [0.5 + i for i in range(FILL_COUNT)], f"launch_kernel wrote {got[:4]}..., not 0.5, 1.5, ..."

    def _sane_properties(self, p: Any) -> None:
        """get_device_properties' positive case: every count positive, the limits consistent."""
        name = ffi.string(p.name).decode()
        assert name, "the device has no name"
        counts = ("multiprocessor_count", "warp_size", "max_threads_per_block", "max_threads_per_multiprocessor",
                  "max_blocks_per_multiprocessor", "vector_width")
        for field in counts:
            assert getattr(p, field) >= 1, f"{field} = {getattr(p, field)}"
        try:
            _free, total = _raw.get_memory_info()
        except NotSupportedError:
            total = 0
        assert p.total_memory > 0 or total == 0, "total_memory is 0 though get_memory_info answers"
        assert all(p.max_grid_dim[i] >= 1 and p.max_block_dim[i] >= 1 for i in range(3))
        assert p.max_block_dim[0] <= p.max_threads_per_block, "a block may not be wider than its thread limit"
        assert p.max_threads_per_block % p.warp_size == 0 or p.max_threads_per_block < p.warp_size
        assert p.float16_supported in (0, 1) and p.bfloat16_supported in (0, 1)
        for field in ("clock_rate_khz", "registers_per_multiprocessor", "compute_capability"):
            assert getattr(p, field) >= 0, f"{field} = {getattr(p, field)}"

    def value(self, fn: str, param: tuple) -> Any:
        name, type_, _dir, nullable, array, _alloc, release, lifetime = param
        destroyed = lifetime == "destroy"
        if array:
            return [ffi.NULL] if type_ in ("void*", "const void*") else [0]
        if release:
            return self._call_or_skip(_ALLOC_FOR[release], BUFFER_BYTES)
        if type_ in ("void*", "const void*"):
            return ffi.NULL if nullable and name == "user_data" else self.buffer()
        if type_ == "stream":
            if destroyed:
                return self._call_or_skip("create_stream")
            return self.stream()
        if type_ == "event":
            return self.event(owned=not destroyed)
        if type_ == "comm":
            return self.comm(owned=not destroyed)
        if type_ == "module":
            return self.module(owned=not destroyed)
        if type_ == "const char*":
            return conformance_kernels.NAME.encode()
        if name == "function" and fn == "launch_kernel":
            return self.kernel()
        if type_ == "unique_id":
            return self._call_or_skip("get_unique_id")
        if type_ == "host_fn":
            cb = ffi.callback("anyrt_host_fn_t", lambda _data: self._count_host_fn())
            self._keep.append(cb)
            return cb
        if type_ == "device_kind":
            return self.kind
        if type_ == "memcpy_kind":
            return MEMCPY_KIND["default"]
        if type_ == "dtype":
            return DTYPE["float32"]
        if type_ == "reduce_op":
            return REDUCE_OP["sum"]
        if type_ == "event_flags":
            return 0
        if type_ == "uint8_t":
            return 7
        if type_ == "size_t":
            return 4 if name == "capacity" else 64
        if type_ == "int":
            positive = any(e[1] == name and e[2] == "not_positive" for e in FUNCTIONS[fn].get("errors", ()))
            return 1 if positive or name in ("nranks", "ndevice") else 0
        raise AssertionError(f"conformance harness: no value for {fn}({name}: {type_})")

    def _count_host_fn(self) -> None:
        self._host_fn_calls += 1

    def host_fn_calls(self) -> Callable[[], int]:
        """A counter of how often the host functions this harness made ran from now on."""
        start = self._host_fn_calls
        return lambda: self._host_fn_calls - start

    def adopt(self, fn: str, result: Any) -> None:
        """Clean up what a call of `fn` created (its out handles and allocations)."""
        self._adopt(fn, result)

    # ---- graph capture (graph_conformance.py)

    def captured(self, fn: str) -> None:
        graph_conformance.captured(self, fn)

    def not_captured(self, fn: str) -> None:
        graph_conformance.not_captured(self, fn)

    def refused_in_capture(self, fn: str) -> None:
        graph_conformance.refused(self, fn)

    def graph_scenario(self, name: str) -> None:
        getattr(graph_conformance, name)(self)

    def _mpi_self(self) -> list[Any]:
        """comm_init_mpi's arguments for MPI_COMM_SELF through mpi4py (a one-rank communicator)."""
        try:
            from mpi4py import MPI
        except ImportError:
            pytest.skip("comm_init_mpi needs an MPI communicator: mpi4py is not installed (pip install 'anyrt[mpi]')")
        from anyrt.ccl import _handle_bytes

        handle = ffi.from_buffer("char[]", bytearray(_handle_bytes(MPI.COMM_SELF, MPI)))
        self._keep.append(handle)
        return [handle, len(handle)]

    def module_image(self) -> list[Any]:
        """module_load's arguments: the conformance kernel's image for this device kind, and its size."""
        kind = anyrt.device.kind_name(self.kind)
        image = conformance_kernels.image_for(kind)
        if image is None:
            pytest.skip(f"the conformance suite has no kernel module image for device kind '{kind}'")
        data = ffi.from_buffer("char[]", image)
        self._keep.append(data)
        return [data, len(image)]

    def args(self, fn: str) -> list[Any]:
        if fn == "module_load":
            return self.module_image()
        return [self.value(fn, p) for p in FUNCTIONS[fn]["params"] if p[2] == "in"]

    def _adopt(self, fn: str, result: Any) -> None:
        """Clean up what a positive call created."""
        for p in FUNCTIONS[fn]["params"]:
            name, type_, dir_, _n, array, alloc, _r, lifetime = p
            if dir_ != "out":
                continue
            if alloc:
                self._cleanup.append(lambda r=result, f=_FREE_FOR[alloc]: getattr(_raw, f)(r))
            elif lifetime == "create":
                for h in result if array else [result]:
                    self._cleanup.append(lambda h=h, t=type_: getattr(_raw, _DESTROY_FOR[t])(h))

    # ---- the three kinds of generated test

    def positive(self, fn: str) -> Any:
        args = self.args(fn) if fn != "comm_init_mpi" else self._mpi_self()
        meta = FUNCTIONS[fn]
        try:
            if fn == "recv" and (self.native("send") or FUNCTIONS["send"]["fallback"] is not None):
                # A receive needs a matching send: this rank sends to itself, in one group with it (the
                # send's fallback too: a backend without collectives sends through the host-staged one).
                _raw.group_start()
                try:
                    _raw.send(self.buffer(), *args[1:])
                    result = _raw.recv(*args)
                finally:
                    _raw.group_end()
            elif fn == "launch_kernel":
                result = self._launch_fill()
            else:
                result = getattr(_raw, fn)(*args)
        except NotSupportedError as exc:
            # An optional function the backend lacks, whose fallback (if any) cannot stand in alone
            # (avg_via_sum still needs the slot for its sum).
            lacks = fn in {s[0] for s in SLOTS} and not self.native(fn)
            # the host-staged collectives serve a backend without communicator slots, not one whose
            # slots decline (a scaffold's stubs)
            staged_only = meta["fallback"] == "host_staged" and not lacks
            if meta["requirement"] == "optional" and (meta["fallback"] is None or lacks or staged_only):
                pytest.skip(f"backend '{self.backend}' does not implement optional '{fn}' "
                            f"({'no fallback' if meta['fallback'] is None else exc.message})")
            raise
        self._adopt(fn, result)
        if fn == "get_device_properties":
            self._sane_properties(result)
        if meta["ready_status"]:
            assert isinstance(result, bool)
        return result

    def rejects(self, fn: str, *, param: str, check: str, status: str) -> None:
        names = [p[0] for p in FUNCTIONS[fn]["params"] if p[2] == "in"]
        args = self.args(fn)
        bad = CHECK_BAD_VALUES[check]
        args[names.index(param)] = ffi.NULL if bad is None else bad
        if check == "null" and any(p[0] == param and p[4] for p in FUNCTIONS[fn]["params"]):
            args[names.index(param)] = None  # arrays: the raw wrapper passes None as NULL
        with pytest.raises(Error) as caught:
            getattr(_raw, fn)(*args)
        err = caught.value
        assert (err.status, err.function, err.param) == (status, fn, param), err.message
        assert f"anyrt_{fn}" in err.message and param in err.message

    def one_rank(self, fn: str, src: str, dst: str, comm_from: str) -> None:
        """`fn` on a one-rank communicator made by `comm_from` must leave `dst` equal to `src`: a
        plugin whose collectives only synchronize would otherwise pass unnoticed."""
        count = 16
        if comm_from == "comm_init_all":
            (comm,) = self._call_or_skip("comm_init_all", self.kind, 1, [0])
        else:
            uid = self._call_or_skip("get_unique_id")
            comm = self._call_or_skip("comm_init_rank", 1, uid, 0)
        self._cleanup.append(lambda: _raw.comm_destroy(comm))
        host_src = ffi.new("float[]", [float(i + 1) for i in range(count)])
        host_dst = ffi.new("float[]", count)
        nbytes = ffi.sizeof(host_src)
        send, recv, stream = self.buffer(), self.buffer(), self.stream()
        _raw.memcpy(send, host_src, nbytes, MEMCPY_KIND["h2d"])
        _raw.memset(recv, 0, nbytes)
        given = {src: send, dst: recv, "comm": comm, "stream": stream, "root": 0}
        args = []
        for p in FUNCTIONS[fn]["params"]:
            name, type_, dir_ = p[:3]
            if dir_ == "in":
                args.append(given[name] if name in given else count if type_ == "size_t" else self.value(fn, p))
        try:
            getattr(_raw, fn)(*args)
        except NotSupportedError:
            pytest.skip(f"backend '{self.backend}' does not implement optional '{fn}' (no fallback)")
        _raw.synchronize_stream(stream)
        _raw.memcpy(host_dst, recv, nbytes, MEMCPY_KIND["d2h"])
        got, want = list(host_dst), list(host_src)
        assert got == want, (f"{fn} on one rank of a {comm_from} communicator left {dst} = {got[:4]}..., "
                             f"not {src} = {want[:4]}...: the collective did not move the data")

    def fallback(self, fn: str) -> None:
        if fn in {s[0] for s in SLOTS} and self.native(fn):
            pytest.skip(f"backend '{self.backend}' fills the '{fn}' slot; its fallback is tested where the slot is empty")
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always", PerformanceWarning)
            self.positive(fn)
        fallbacks = []
        for i in range(fallback_count()):
            info = _raw.get_fallback(i)
            fallbacks.append((ffi.string(info.backend).decode(), ffi.string(info.function).decode()))
        assert (self.backend, fn) in fallbacks, f"{fn} on {self.backend} did not record its fallback"
        del caught


def fallback_count() -> int:
    serial = ffi.new("int *")
    lib.anyrt_fallback_serial(serial)
    return serial[0]


__all__ = ["Harness", "loaded_backends", "deviceless_backends", "refused_backends", "fallback_count", "DEVICE_KIND"]
