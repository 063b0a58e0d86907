"""The ``torch.distributed`` backend "anyccl": torch's collectives over anyrt's (``anyrt.ccl``).

    import torch.distributed as dist, anyrt.torch
    dist.init_process_group(anyrt.torch.DIST_BACKEND, rank=r, world_size=n, init_method=...)
    t = torch.ones(4, device="anyrt")
    dist.all_reduce(t)

One rank per process, one anyrt device per rank (the device of the first tensor a collective gets,
or for a barrier before any, ``init_process_group(device_id=...)``, else the current one). Rank 0
makes the communicator's unique id and hands it to the others through the process group's c10d
Store, as ProcessGroupNCCL does. Each collective is queued on torch's current stream of the
tensors' device and returns a Work at once; an anyrt event recorded after it tells
``is_completed()``; ``wait()`` blocks until it is done and raises what failed (a peer that
disagreed, anyrt's ``ANYRT_CCL_TIMEOUT``). The group keeps each Work, and so its tensors, until its
collective has completed, even where the caller drops it. Sends and receives are queued together at
the next wait or collective, so that exchanges cannot deadlock.

torch does not let Python derive from its C++ ``Backend``, so this is a Python ``ProcessGroup``
(torch's ``test_c10d_pypg.py`` way): it serves the whole group, so it does what
"cpu:gloo,anyrt:anyccl" would: host tensors go to a gloo backend it makes on first use (object
collectives and barriers run on the group's device, as with NCCL). Tensors of any other device are refused
naming the device; so are a receive from any source on anyrt tensors and the ReduceOps anyrt lacks.
all_to_all (lists, or one tensor with split sizes: anyrt's all_to_allv), gather and scatter run on
anyrt's collectives, packing lists into one flat tensor on the stream as all_gather does.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from datetime import timedelta
from typing import Any

import torch
import torch.distributed as dist
from torch._C._distributed_c10d import AllgatherOptions
from torch.futures import Future

from anyrt import _state
from anyrt import torch as anyrt_torch  # the package importing this module: its device kind
from anyrt._cffi import ffi
from anyrt._errors import Error, InvalidValueError, NotSupportedError
from anyrt._gen import _raw
from anyrt._gen.spec_data import DTYPE, EVENT_FLAGS, MEMCPY_KIND, REDUCE_OP
from anyrt.ccl import Communicator, get_unique_id
from anyrt.device import Device, current_device
from anyrt.device import devices as _devices

__all__ = ["DIST_BACKEND", "ProcessGroupAnyccl", "register"]

DIST_BACKEND: str = anyrt_torch.DIST_BACKEND  # "anyccl"

# torch's element types and anyrt's collective element types (spec/types.yaml `dtype`).
_DTYPES: dict[torch.dtype, int] = {
    torch.bool: DTYPE["bool"], torch.int8: DTYPE["int8"], torch.int16: DTYPE["int16"],
    torch.int32: DTYPE["int32"], torch.int64: DTYPE["int64"], torch.uint8: DTYPE["uint8"],
    torch.uint16: DTYPE["uint16"], torch.uint32: DTYPE["uint32"], torch.uint64: DTYPE["uint64"],
    torch.float16: DTYPE["float16"], torch.bfloat16: DTYPE["bfloat16"], torch.float32: DTYPE["float32"],
    torch.float64: DTYPE["float64"],
}

# torch's reduce ops that anyrt has; the others (BAND, BOR, BXOR, PREMUL_SUM) are refused by name.
_OPS: dict[Any, int] = {
    dist.ReduceOp.SUM: REDUCE_OP["sum"], dist.ReduceOp.PRODUCT: REDUCE_OP["prod"], dist.ReduceOp.MAX: REDUCE_OP["max"],
    dist.ReduceOp.MIN: REDUCE_OP["min"], dist.ReduceOp.AVG: REDUCE_OP["avg"],
}
_STREAM_NULL = ffi.NULL
_D2D = MEMCPY_KIND["d2d"]


class AnycclWork(dist.Work):
    """One queued collective: an anyrt event recorded after it on its stream. A send or recv is
    queued later, with the other sends and receives issued before any wait (see `_flush`)."""

    def __init__(self, pg: ProcessGroupAnyccl, what: str, stream: Any, keep: tuple[Any, ...], result: Any) -> None:
        super().__init__()
        self._pg = pg
        self._what = what
        self._stream = stream
        self._keep: tuple[Any, ...] | None = keep  # the tensors, referenced until the collective is done
        self._result = result
        self._error: BaseException | None = None
        self._pending = True  # not queued yet (a deferred send/recv) or no event recorded yet
        dev = pg._device
        assert dev is not None
        self._device = dev
        self._gen = _state.generation()
        self._event: Any = None

    def _record(self) -> None:
        """After the collective was queued: the event that says when it is done."""
        with _state.on_device(self._device.kind_value, self._device.index):
            event = _raw.create_event(EVENT_FLAGS["disable_timing"])
            try:
                _raw.record_event(event, self._stream)
            except Error:
                _raw.destroy_event(event)
                raise
        self._event, self._pending = event, False

    def _done(self) -> bool:
        """Completed (or waited for), without blocking and without raising: errors are wait()'s."""
        if self._event is None:
            return True
        try:
            return bool(_raw.query_event(self._event))
        except Error:
            return True

    def _queued(self) -> None:
        if self._pending:
            self._pg._flush()

    def is_completed(self) -> bool:
        """True once the collective has finished (or failed), without blocking."""
        self._queued()
        if self._event is None:
            return True
        return bool(_raw.query_event(self._event))

    def is_success(self) -> bool:
        return self.is_completed() and self._error is None

    def wait(self, timeout: timedelta | None = None) -> bool:
        """Block until the collective is done; raise what failed on its stream (events carry no
        error: the stream's synchronize reports the first failure of its queued work). The timeout
        is anyrt's (``ANYRT_CCL_TIMEOUT``): a collective never hangs forever."""
        if self._error is not None:
            raise self._error
        self._queued()
        if self._event is None:
            return True
        with _state.on_device(self._device.kind_value, self._device.index):
            try:
                _raw.synchronize_event(self._event)
                _raw.synchronize_stream(self._stream)
            except Error as err:
                self._error = dist.DistBackendError(f"anyccl: {self._what} on rank {self._pg.rank()} failed: {err}")
                self._error.__cause__ = err
                self._finish()
                raise self._error from err
        self._finish()
        return True

    def synchronize(self) -> None:
        self.wait()

    def _finish(self) -> None:
        event, self._event, self._keep = self._event, None, None
        if event is not None and self._gen == _state.generation():
            _raw.destroy_event(event)

    def exception(self) -> BaseException | None:
        return self._error

    def result(self) -> Any:
        self.wait()
        return self._result

    def get_future(self) -> Future[Any]:
        """A future of the output tensors (what DDP's communication hooks chain on), completed
        before it is returned: this blocks as wait() does, and carries wait()'s failure."""
        fut: Future[Any] = Future()
        try:
            self.wait()
        except Exception as err:  # the future carries the failure to whoever waits on it
            fut.set_exception(err)
            return fut
        fut.set_result(self._result)
        return fut

    def __del__(self) -> None:
        # The group held this Work until its collective completed (ProcessGroupAnyccl._hold), or
        # the runtime shut down: its event can go.
        try:
            if self._event is not None and self._gen == _state.generation():
                with _state.on_device(self._device.kind_value, self._device.index):
                    _raw.destroy_event(self._event)
        except Exception:
            pass


class _Capabilities:
    """What torch asks a backend before it uses features anyccl does not have (splitting a
    communicator, NCCL-style coalescing, time estimates): none of them."""

    supports_splitting = False
    supports_coalescing = False
    supports_time_estimate = False
    supports_tensor_alloc = False

    @staticmethod
    def name() -> str:
        return DIST_BACKEND


class ProcessGroupAnyccl(dist.ProcessGroup):
    """A ``torch.distributed`` process group over anyrt's collectives (see the module doc).

    `device_type` is the torch device type whose tensors are memory of anyrt devices of `kind`
    (device index = the torch device's index): "anyrt" for anyrt.torch's device. `device_index` is
    the device a barrier before any collective runs on (default: the current one); `stream_of(i)`
    gives the anyrt_stream_t of torch's current stream on device i (default: anyrt's current)."""

    def __init__(self, store: dist.Store, rank: int, size: int, timeout: timedelta, *, device_type: str, kind: str,
                 device_index: int | None = None, stream_of: Callable[[int], int] | None = None) -> None:
        super().__init__(rank, size)  # type: ignore[call-arg]  # (the stub knows the C++ (store, rank, size) form only)
        self._store = store
        self._timeout = timeout
        self._device_type = device_type
        self._kind = kind
        self._bound = device_index
        self._stream_of = stream_of
        self._comm: Communicator | None = None
        self._gloo: Any = None
        self._pending: list[tuple[Callable[[Any, Any], None], AnycclWork]] = []
        self._inflight: list[AnycclWork] = []
        self._device: Device | None = None
        self._gen = _state.generation()
        self._lock = threading.Lock()
        self._group_name = ""
        self._group_desc = ""

    # ---- identity (what torch asks a process group)

    def getBackendName(self) -> str:  # noqa: N802 (torch's name)
        return DIST_BACKEND

    def name(self) -> str:
        return DIST_BACKEND

    # torch keeps a group's name and description in its C++ backends, and this group has none:
    # kept here (torch names groups by them: group_name, new_group, destroy_process_group).
    def getGroupName(self) -> str:  # noqa: N802 (torch's names)
        return self._group_name

    def setGroupName(self, name: str) -> None:  # noqa: N802
        self._group_name = name

    def getGroupDesc(self) -> str:  # noqa: N802
        return self._group_desc

    def setGroupDesc(self, desc: str) -> None:  # noqa: N802
        self._group_desc = desc

    def __repr__(self) -> str:
        where = self._device if self._device is not None else f"{self._device_type} (no communicator yet)"
        return f"<anyrt.torch ProcessGroupAnyccl rank {self.rank()} of {self.size()} on {where}>"

    # ---- the communicator, made on first use

    def _comm_for(self, index: int, fn: str) -> Communicator:
        with self._lock:
            if self._comm is not None:
                if index != self._comm.device.index:
                    raise _state.error(InvalidValueError, fn, "tensor",
                                       f"is on {self._device_type}:{index}, but this process group's rank "
                                       f"{self.rank()} runs on {self._device_type}:{self._comm.device.index} "
                                       "(one device per rank)")
                return self._comm
            device = Device(self._kind, index)
            # Rank 0 makes the id; the Store hands it to the others (they block in get until it is
            # there, up to the store's timeout).
            key = "anyccl/unique_id"
            if self.rank() == 0:
                uid = get_unique_id(device)
                self._store.set(key, uid)  # type: ignore[arg-type]  # (bytes are taken: the id is binary)
            else:
                uid = bytes(self._store.get(key))
            self._comm = Communicator.init_rank(self.size(), self.rank(), uid, device)
            self._device = device
            return self._comm

    def _default_index(self) -> int:
        """The device a barrier before any collective runs on: the bound one, else the current
        anyrt device of this kind, else rank % count (NCCL's order)."""
        if self._comm is not None:
            return self._comm.device.index
        if self._bound is not None:
            return self._bound
        cur = current_device()
        if cur.kind == self._kind:
            return cur.index
        count = len(_devices(self._kind))
        return self.rank() % max(count, 1)

    # ---- argument checks (torch's names for the arguments)

    def _check(self, t: Any, fn: str, param: str) -> tuple[int, int]:
        """(device index, anyrt dtype) of tensor `t`, checked to be a contiguous tensor of this
        group's device type with an element type anyrt's collectives have."""
        if not isinstance(t, torch.Tensor):
            raise TypeError(f"{fn}: argument '{param}' must be a torch.Tensor, not {type(t).__name__}")
        if t.device.type != self._device_type:
            raise _state.error(InvalidValueError, fn, param,
                               f"is a tensor on {t.device}, but the '{DIST_BACKEND}' backend runs on "
                               f"'{self._device_type}' tensors (and cpu tensors, through gloo)")
        if t.is_sparse or t.layout != torch.strided:
            raise _state.error(InvalidValueError, fn, param, f"has layout {t.layout}; only dense tensors are supported")
        if not t.is_contiguous():
            raise _state.error(InvalidValueError, fn, param, f"must be contiguous (strides {t.stride()})")
        d = _DTYPES.get(t.dtype)
        if d is None:
            raise _state.error(InvalidValueError, fn, param,
                               f"has dtype {t.dtype}, which anyrt's collectives do not have (they have "
                               f"{', '.join(str(x).removeprefix('torch.') for x in _DTYPES)})")
        return (t.device.index if t.device.index is not None else self._default_index()), d

    def _tensors(self, tensors: Sequence[Any], fn: str, param: str) -> tuple[Any, int]:
        if len(tensors) != 1:
            raise _state.error(InvalidValueError, fn, param,
                               f"must hold one tensor (one device per rank), got {len(tensors)}")
        return tensors[0], self._check(tensors[0], fn, param)[1]

    @staticmethod
    def _op(reduce_op: Any, fn: str) -> int:
        kind = getattr(reduce_op, "op", reduce_op)
        o = _OPS.get(kind)
        if o is None:
            name = getattr(kind, "name", str(kind))
            raise NotSupportedError("not_supported", fn, "", "op",
                                    f"{fn}: argument 'op' is ReduceOp.{name}, which the '{DIST_BACKEND}' backend does "
                                    f"not have (it has {', '.join('ReduceOp.' + k.name for k in _OPS)})")
        return o

    def _same(self, a: Any, b: Any, fn: str, param: str, what: str) -> None:
        if b.dtype != a.dtype:
            raise _state.error(InvalidValueError, fn, param, f"has dtype {b.dtype}, but {what} has {a.dtype}")
        if b.device != a.device:
            raise _state.error(InvalidValueError, fn, param, f"is on {b.device}, but {what} is on {a.device}")

    # ---- issuing

    def _issue(self, fn: str, index: int, call: Callable[[Any, Any], None], keep: tuple[Any, ...],
               result: Any, point_to_point: bool = False) -> AnycclWork:
        """Queue `call(comm, stream)` on torch's current stream of the tensors' device. A send or
        recv waits in `_pending` for the next wait, collective or send/recv on another stream:
        then all of them are queued between group_start and group_end, so that an exchange
        (batch_isend_irecv, which torch issues op by op to a Python group) cannot deadlock."""
        comm = self._comm_for(index, fn)
        dev = comm.device
        stream = ffi.cast("anyrt_stream_t", self._stream_of(dev.index)) if self._stream_of is not None else _STREAM_NULL
        if self._pending and (not point_to_point or self._pending[0][1]._stream != stream):
            self._flush()
        work = AnycclWork(self, fn, stream, keep, result)
        self._hold(work)
        if point_to_point:
            self._pending.append((call, work))
            return work
        with _state.on_device(dev.kind_value, dev.index):
            call(comm.handle, stream)
        work._record()
        return work

    def _hold(self, work: AnycclWork) -> None:
        """Keep `work` (and so its tensors) until its collective is done, even if the caller drops it:
        a tensor freed meanwhile goes back to torch's allocator for reuse on the stream it was made
        on, which need not be the one the collective runs on (ProcessGroupNCCL's recordStream)."""
        self._inflight = [w for w in self._inflight if w._pending or not w._done()]
        self._inflight.append(work)

    def _flush(self) -> None:
        """Queue the deferred sends and receives together (one anyrt group), then their events."""
        pending, self._pending = self._pending, []
        if not pending:
            return
        comm = self._comm
        assert comm is not None
        dev, stream = comm.device, pending[0][1]._stream
        with _state.on_device(dev.kind_value, dev.index):
            _raw.group_start()
            try:
                for call, _ in pending:
                    call(comm.handle, stream)
            finally:
                _raw.group_end()
        for _, work in pending:
            work._record()

    @staticmethod
    def _ptr(t: Any) -> Any:
        return ffi.cast("void*", t.data_ptr())

    # ---- collectives (torch's ProcessGroup methods and argument shapes)

    def allreduce(self, tensors: list[Any], opts: Any = None) -> Any:  # type: ignore[override]
        if (host := self._host(tensors)) is not None:
            return host.allreduce(tensors, opts if opts is not None else dist.AllreduceOptions())
        fn = "all_reduce"
        t, d = self._tensors(tensors, fn, "tensor")
        o = self._op(opts.reduceOp if opts is not None else dist.ReduceOp.SUM, fn)
        p, n = self._ptr(t), t.numel()
        return self._issue(fn, self._check(t, fn, "tensor")[0],
                           lambda comm, s: _raw.all_reduce(p, p, n, d, o, comm, s), (t,), [t])

    def broadcast(self, tensors: list[Any], opts: Any = None) -> Any:  # type: ignore[override]
        if (host := self._host(tensors)) is not None:
            return host.broadcast(tensors, opts if opts is not None else dist.BroadcastOptions())
        fn = "broadcast"
        t, d = self._tensors(tensors, fn, "tensor")
        root = opts.rootRank if opts is not None else 0
        if not 0 <= root < self.size():
            raise _state.error(InvalidValueError, fn, "src", f"must be a rank of the group, 0..{self.size() - 1} "
                               f"(got {root})")
        p, n = self._ptr(t), t.numel()
        return self._issue(fn, self._check(t, fn, "tensor")[0],
                           lambda comm, s: _raw.broadcast(p, p, n, d, root, comm, s), (t,), [t])

    def reduce(self, tensors: list[Any], opts: Any) -> Any:  # type: ignore[override]
        if (host := self._host(tensors)) is not None:
            return host.reduce(tensors, opts)
        fn = "reduce"
        t, d = self._tensors(tensors, fn, "tensor")
        o = self._op(opts.reduceOp, fn)
        root = opts.rootRank
        p, n = self._ptr(t), t.numel()
        return self._issue(fn, self._check(t, fn, "tensor")[0],
                           lambda comm, s: _raw.reduce(p, p, n, d, o, root, comm, s), (t,), [t])

    def all_gather_single(self, output: Any, input: Any, opts: Any = None) -> Any:  # noqa: A002 (torch's name)
        """all_gather_into_tensor: output holds size x input, in rank order."""
        if (host := self._host(input)) is not None:
            return host._allgather_base(output, input, opts if opts is not None else AllgatherOptions())
        fn = "all_gather_into_tensor"
        index, d = self._check(input, fn, "input_tensor")
        self._check(output, fn, "output_tensor")
        self._same(input, output, fn, "output_tensor", "input_tensor")
        if output.numel() != input.numel() * self.size():
            raise _state.error(InvalidValueError, fn, "output_tensor",
                               f"has {output.numel()} elements, but gathering {input.numel()} from {self.size()} "
                               f"ranks needs {input.numel() * self.size()}")
        src, dst, n = self._ptr(input), self._ptr(output), input.numel()
        return self._issue(fn, index, lambda comm, s: _raw.all_gather(src, dst, n, d, comm, s), (input, output),
                           output)

    _allgather_base = all_gather_single

    def allgather(self, output_lists: list[list[Any]], inputs: list[Any], opts: Any = None) -> Any:  # type: ignore[override]
        """all_gather into a list of size tensors: gathered into one flat tensor, then copied out
        on the same stream (the list's tensors need not be adjacent); one Work covers both."""
        if (host := self._host(inputs)) is not None:
            return host.allgather(output_lists, inputs, opts if opts is not None else AllgatherOptions())
        fn = "all_gather"
        t, d = self._tensors(inputs, fn, "tensor")
        if len(output_lists) != 1:
            raise _state.error(InvalidValueError, fn, "tensor_list", f"must be one list, got {len(output_lists)}")
        outs = output_lists[0]
        if len(outs) != self.size():
            raise _state.error(InvalidValueError, fn, "tensor_list",
                               f"must hold one tensor per rank ({self.size()}), got {len(outs)}")
        for i, o in enumerate(outs):
            self._check(o, fn, f"tensor_list[{i}]")
            self._same(t, o, fn, f"tensor_list[{i}]", "tensor")
            if o.numel() != t.numel():
                raise _state.error(InvalidValueError, fn, f"tensor_list[{i}]",
                                   f"has {o.numel()} elements, but tensor has {t.numel()}")
        index = self._check(t, fn, "tensor")[0]
        flat = torch.empty((self.size() * t.numel(),), dtype=t.dtype, device=t.device)
        src, dst, n, nbytes = self._ptr(t), self._ptr(flat), t.numel(), t.numel() * t.element_size()
        base = flat.data_ptr()

        def call(comm: Any, s: Any) -> None:
            _raw.all_gather(src, dst, n, d, comm, s)
            for i, o in enumerate(outs):  # out of the flat result, after the gather on its stream
                _raw.memcpy_async(self._ptr(o), ffi.cast("void*", base + i * nbytes), nbytes, _D2D, s)

        return self._issue(fn, index, call, (t, flat, *outs), outs)

    def reduce_scatter_single(self, output: Any, input: Any, opts: Any = None) -> Any:  # noqa: A002
        """reduce_scatter_tensor: input holds size blocks; rank i gets block i reduced."""
        if (host := self._host(output)) is not None:
            return host._reduce_scatter_base(output, input, opts if opts is not None else dist.ReduceScatterOptions())
        fn = "reduce_scatter_tensor"
        index, d = self._check(output, fn, "output")
        self._check(input, fn, "input")
        self._same(output, input, fn, "input", "output")
        o = self._op(opts.reduceOp if opts is not None else dist.ReduceOp.SUM, fn)
        if input.numel() != output.numel() * self.size():
            raise _state.error(InvalidValueError, fn, "input",
                               f"has {input.numel()} elements, but {self.size()} ranks' blocks of {output.numel()} "
                               f"need {output.numel() * self.size()}")
        src, dst, n = self._ptr(input), self._ptr(output), output.numel()
        return self._issue(fn, index, lambda comm, s: _raw.reduce_scatter(src, dst, n, d, o, comm, s),
                           (input, output), output)

    _reduce_scatter_base = reduce_scatter_single  # type: ignore[assignment]

    def reduce_scatter(self, outputs: list[Any], input_lists: list[list[Any]], opts: Any = None) -> Any:  # type: ignore[override]
        """reduce_scatter of a list of size tensors: packed into one flat tensor on the stream first."""
        if (host := self._host(outputs)) is not None:
            return host.reduce_scatter(outputs, input_lists, opts if opts is not None else dist.ReduceScatterOptions())
        fn = "reduce_scatter"
        out, _ = self._tensors(outputs, fn, "output")
        if len(input_lists) != 1 or len(input_lists[0]) != self.size():
            got = len(input_lists[0]) if len(input_lists) == 1 else f"{len(input_lists)} lists"
            raise _state.error(InvalidValueError, fn, "input_list",
                               f"must hold one tensor per rank ({self.size()}), got {got}")
        ins = input_lists[0]
        for i, x in enumerate(ins):
            self._check(x, fn, f"input_list[{i}]")
            self._same(out, x, fn, f"input_list[{i}]", "output")
            if x.numel() != out.numel():
                raise _state.error(InvalidValueError, fn, f"input_list[{i}]",
                                   f"has {x.numel()} elements, but output has {out.numel()}")
        index, d = self._check(out, fn, "output")
        o = self._op(opts.reduceOp if opts is not None else dist.ReduceOp.SUM, fn)
        flat = torch.empty((self.size() * out.numel(),), dtype=out.dtype, device=out.device)
        dst, n, nbytes, base = self._ptr(out), out.numel(), out.numel() * out.element_size(), flat.data_ptr()

        def call(comm: Any, s: Any) -> None:
            for i, x in enumerate(ins):  # into one flat input, before the reduce_scatter on its stream
                _raw.memcpy_async(ffi.cast("void*", base + i * nbytes), self._ptr(x), nbytes, _D2D, s)
            _raw.reduce_scatter(ffi.cast("void*", base), dst, n, d, o, comm, s)

        return self._issue(fn, index, call, (out, flat, *ins), out)

    def barrier(self, opts: Any = None) -> Any:
        """An all_reduce of one element on this rank's device (NCCL's way); wait() blocks the host."""
        fn = "barrier"
        dev = getattr(opts, "device", None)
        if dev is not None and dev.type == "cpu" and self._device_type != "cpu":
            return self._gloo_backend().barrier(opts)
        index = self._default_index()
        if self._comm is None and dev is not None and dev.type == self._device_type and dev.index is not None:
            index = dev.index
        t = torch.zeros(1, dtype=torch.float32, device=torch.device(self._device_type, index))
        work = self.allreduce([t], None)
        work._what = fn
        return work

    def send(self, tensors: list[Any], dst: int, tag: int = 0) -> Any:
        if (host := self._host(tensors)) is not None:
            return host.send(tensors, dst, tag)
        fn = "send"
        t, d = self._tensors(tensors, fn, "tensor")
        peer = self._peer(dst, fn, "dst")
        p, n = self._ptr(t), t.numel()
        return self._issue(fn, self._check(t, fn, "tensor")[0], lambda comm, s: _raw.send(p, n, d, peer, comm, s),
                           (t,), [t], point_to_point=True)

    def recv(self, tensors: list[Any], src: int, tag: int = 0) -> Any:
        if (host := self._host(tensors)) is not None:
            return host.recv(tensors, src, tag)
        fn = "recv"
        t, d = self._tensors(tensors, fn, "tensor")
        peer = self._peer(src, fn, "src")
        p, n = self._ptr(t), t.numel()
        return self._issue(fn, self._check(t, fn, "tensor")[0], lambda comm, s: _raw.recv(p, n, d, peer, comm, s),
                           (t,), [t], point_to_point=True)

    def _peer(self, peer: int, fn: str, param: str) -> int:
        if not 0 <= peer < self.size() or peer == self.rank():
            raise _state.error(InvalidValueError, fn, param,
                               f"must be another rank of the group, 0..{self.size() - 1} but not {self.rank()} "
                               f"(got {peer})")
        return peer

    # ---- what anyrt does not have: host tensors go to gloo, device tensors are refused by name

    def _unsupported(self, fn: str) -> NotSupportedError:
        return NotSupportedError("not_supported", fn, "", "",
                                 f"{fn}: the '{DIST_BACKEND}' backend does not have {fn} for {self._device_type} "
                                 "tensors (anyrt's collectives are all_reduce, broadcast, reduce, all_gather, "
                                 "reduce_scatter, all_to_all, gather, scatter, send/recv, barrier)")

    def _rows(self, t: Any, splits: Sequence[int], fn: str, param: str) -> list[int]:
        """Element counts per rank of `t` split along dim 0 by `splits` (empty: evenly)."""
        rows = t.shape[0] if t.dim() else 1
        per_row = t.numel() // rows if rows else 0
        if not splits:
            if rows % self.size():
                raise _state.error(InvalidValueError, fn, param,
                                   f"has {rows} rows, which {self.size()} ranks cannot split evenly (pass split sizes)")
            return [rows // self.size() * per_row] * self.size()
        if len(splits) != self.size() or any(x < 0 for x in splits) or sum(splits) != rows:
            raise _state.error(InvalidValueError, fn, param,
                               f"split sizes {list(splits)} must be {self.size()} non-negative row counts summing to "
                               f"its {rows} rows")
        return [x * per_row for x in splits]

    def all_to_all_single(self, output: Any, input: Any, output_split_sizes: list[int],  # noqa: A002
                          input_split_sizes: list[int], opts: Any = None) -> Any:
        """input's dim-0 blocks go to the ranks in order; output gathers theirs (even blocks, or the
        split sizes given: all_to_allv)."""
        if (host := self._host(input)) is not None:
            return host.alltoall_base(output, input, output_split_sizes, input_split_sizes,
                                      opts if opts is not None else dist.AllToAllOptions())
        fn = "all_to_all_single"
        index, d = self._check(input, fn, "input")
        self._check(output, fn, "output")
        self._same(input, output, fn, "output", "input")
        sc = self._rows(input, input_split_sizes, fn, "input")
        rc = self._rows(output, output_split_sizes, fn, "output")
        src, dst = self._ptr(input), self._ptr(output)
        if not input_split_sizes and not output_split_sizes and sc == rc:
            n = sc[0]
            return self._issue(fn, index, lambda comm, s: _raw.all_to_all(src, dst, n, d, comm, s), (input, output),
                               output)
        sd = [sum(sc[:i]) for i in range(self.size())]
        rd = [sum(rc[:i]) for i in range(self.size())]
        nranks = self.size()
        return self._issue(fn, index, lambda comm, s: _raw.all_to_allv(src, sc, sd, dst, rc, rd, nranks, d, comm, s),
                           (input, output), output)

    alltoall_base = all_to_all_single  # type: ignore[assignment]

    def _list(self, tensors: Sequence[Any], fn: str, param: str, like: Any) -> None:
        if len(tensors) != self.size():
            raise _state.error(InvalidValueError, fn, param, f"must hold one tensor per rank ({self.size()}), got "
                               f"{len(tensors)}")
        for i, x in enumerate(tensors):
            self._check(x, fn, f"{param}[{i}]")
            self._same(like, x, fn, f"{param}[{i}]", param + "[0]")

    def alltoall(self, outputs: list[Any], inputs: list[Any], opts: Any = None) -> Any:
        """all_to_all of lists: inputs[j] goes to rank j, outputs[i] comes from rank i (sizes may
        differ: all_to_allv), packed into flat tensors on the stream and copied out after."""
        if (host := self._host(inputs)) is not None:
            return host.alltoall(outputs, inputs, opts if opts is not None else dist.AllToAllOptions())
        fn = "all_to_all"
        if not inputs or not outputs:
            raise _state.error(InvalidValueError, fn, "input_tensor_list", "must hold one tensor per rank")
        self._list(inputs, fn, "input_tensor_list", inputs[0])
        self._list(outputs, fn, "output_tensor_list", inputs[0])
        index, d = self._check(inputs[0], fn, "input_tensor_list[0]")
        esz = inputs[0].element_size()
        sc, rc = [x.numel() for x in inputs], [x.numel() for x in outputs]
        sd = [sum(sc[:i]) for i in range(self.size())]
        rd = [sum(rc[:i]) for i in range(self.size())]
        fin = torch.empty((max(sum(sc), 1),), dtype=inputs[0].dtype, device=inputs[0].device)
        fout = torch.empty((max(sum(rc), 1),), dtype=inputs[0].dtype, device=inputs[0].device)
        bi, bo, nranks = fin.data_ptr(), fout.data_ptr(), self.size()

        def call(comm: Any, s: Any) -> None:
            for x, at in zip(inputs, sd, strict=True):
                _raw.memcpy_async(ffi.cast("void*", bi + at * esz), self._ptr(x), x.numel() * esz, _D2D, s)
            _raw.all_to_allv(ffi.cast("void*", bi), sc, sd, ffi.cast("void*", bo), rc, rd, nranks, d, comm, s)
            for o, at in zip(outputs, rd, strict=True):
                _raw.memcpy_async(self._ptr(o), ffi.cast("void*", bo + at * esz), o.numel() * esz, _D2D, s)

        return self._issue(fn, index, call, (fin, fout, *inputs, *outputs), outputs)

    def gather(self, outputs: list[list[Any]], inputs: list[Any], opts: Any = None) -> Any:  # type: ignore[override]
        """The root's output list gets every rank's input, in rank order (gathered flat, copied out)."""
        if (host := self._host(inputs)) is not None:
            return host.gather(outputs, inputs, opts if opts is not None else dist.GatherOptions())
        fn = "gather"
        t, d = self._tensors(inputs, fn, "tensor")
        root = opts.rootRank if opts is not None else 0
        index = self._check(t, fn, "tensor")[0]
        outs: list[Any] = []
        if self.rank() == root:
            if len(outputs) != 1:
                raise _state.error(InvalidValueError, fn, "gather_list", f"must be one list on the root, got {len(outputs)}")
            outs = outputs[0]
            self._list(outs, fn, "gather_list", t)
            for i, o in enumerate(outs):
                if o.numel() != t.numel():
                    raise _state.error(InvalidValueError, fn, f"gather_list[{i}]",
                                       f"has {o.numel()} elements, but tensor has {t.numel()}")
        src, n, nbytes = self._ptr(t), t.numel(), t.numel() * t.element_size()
        flat = torch.empty((self.size() * n,), dtype=t.dtype, device=t.device) if outs else None
        base = flat.data_ptr() if flat is not None else 0

        def call(comm: Any, s: Any) -> None:
            _raw.ccl_gather(src, ffi.cast("void*", base) if base else ffi.NULL, n, d, root, comm, s)
            for i, o in enumerate(outs):
                _raw.memcpy_async(self._ptr(o), ffi.cast("void*", base + i * nbytes), nbytes, _D2D, s)

        return self._issue(fn, index, call, (t, flat, *outs), outs)

    def scatter(self, outputs: list[Any], inputs: list[list[Any]], opts: Any = None) -> Any:  # type: ignore[override]
        """Rank i's output gets the root's input list[i] (packed flat on the root first)."""
        if (host := self._host(outputs)) is not None:
            return host.scatter(outputs, inputs, opts if opts is not None else dist.ScatterOptions())
        fn = "scatter"
        out, d = self._tensors(outputs, fn, "tensor")
        root = opts.rootRank if opts is not None else 0
        index = self._check(out, fn, "tensor")[0]
        ins: list[Any] = []
        if self.rank() == root:
            if len(inputs) != 1:
                raise _state.error(InvalidValueError, fn, "scatter_list", f"must be one list on the root, got {len(inputs)}")
            ins = inputs[0]
            self._list(ins, fn, "scatter_list", out)
            for i, x in enumerate(ins):
                if x.numel() != out.numel():
                    raise _state.error(InvalidValueError, fn, f"scatter_list[{i}]",
                                       f"has {x.numel()} elements, but tensor has {out.numel()}")
        dst, n, nbytes = self._ptr(out), out.numel(), out.numel() * out.element_size()
        flat = torch.empty((self.size() * n,), dtype=out.dtype, device=out.device) if ins else None
        base = flat.data_ptr() if flat is not None else 0

        def call(comm: Any, s: Any) -> None:
            for i, x in enumerate(ins):
                _raw.memcpy_async(ffi.cast("void*", base + i * nbytes), self._ptr(x), nbytes, _D2D, s)
            _raw.ccl_scatter(ffi.cast("void*", base) if base else ffi.NULL, dst, n, d, root, comm, s)

        return self._issue(fn, index, call, (out, flat, *ins), out)

    def recv_anysource(self, tensors: list[Any], tag: int = 0) -> Any:
        if (host := self._host(tensors)) is not None:
            return host.recv_anysource(tensors, tag)
        raise self._unsupported("recv from any source")

    def _host(self, tensors: Any) -> Any:
        """The gloo backend this group gives host tensors to (torch's "cpu:gloo" beside "anyrt:anyccl":
        cpu tensors work in an anyccl group), made on first use (every rank gets there at the same
        collective); None for tensors of any other device."""
        t = tensors
        while isinstance(t, list | tuple) and t:
            t = t[0]
        if not isinstance(t, torch.Tensor) or t.device.type != "cpu" or self._device_type == "cpu":
            return None
        return self._gloo_backend()

    def _gloo_backend(self) -> Any:
        with self._lock:
            if self._gloo is None:
                store = dist.PrefixStore("anyccl/host/", self._store)
                self._gloo = dist.ProcessGroupGloo(store, self.rank(), self.size(), self._timeout)
            return self._gloo

    @property
    def _device_types(self) -> list[torch.device]:
        """The device types this group serves, as torch asks a group it made (torch's answer lists
        the devices of registered C++ backends, none here): object collectives and barriers then
        run on this group's device, as with NCCL, not on cpu."""
        return [torch.device(self._device_type)]

    # ---- what torch asks of a group's backend for one device

    def _get_backend(self, device: Any) -> Any:
        """torch asks this of a group it made (init_process_group(device_id=...) checks
        `supports_splitting`; the coalescing and split paths ask more). This group is its own
        backend for its device type and hands host tensors to its gloo backend."""
        kind = torch.device(device).type
        if kind == self._device_type:
            return _Capabilities
        if kind == "cpu" and self._gloo is not None:
            return self._gloo
        raise RuntimeError(f"No backend type associated with device type {kind} (the '{DIST_BACKEND}' group runs "
                           f"{self._device_type} tensors, and cpu tensors through gloo once one was used)")

    # ---- lifetime

    def shutdown(self) -> None:
        """Destroy the communicator (destroy_process_group calls this); sends and receives not yet
        queued are queued first (a peer may wait for them)."""
        self._flush()
        with self._lock:
            comm, self._comm, self._gloo, self._inflight = self._comm, None, None, []
        if comm is not None:
            comm.destroy()

    def abort(self) -> None:
        self.shutdown()


def register(device_type: str, kind: Callable[[], str], stream_of: Callable[[int], int] | None = None) -> None:
    """Register "anyccl" with torch.distributed for `device_type` tensors, memory of anyrt devices of
    kind `kind()` (asked when a group is made: the kind is chosen when anyrt.torch is imported)."""

    def create(opts: Any, _backend_options: Any = None) -> ProcessGroupAnyccl:
        return ProcessGroupAnyccl(opts.store, opts.group_rank, opts.group_size, opts.timeout, device_type=device_type,
                                  kind=kind(), stream_of=stream_of)

    dist.Backend.register_backend(DIST_BACKEND, create, extended_api=True, devices=[device_type])


def _kind() -> str:
    return str(anyrt_torch.kind)


def _stream_of(device_index: int) -> int:
    return int(anyrt_torch.current_stream_handle(device_index))


register(anyrt_torch.DEVICE, _kind, _stream_of)
