"""Collectives: communicators over devices and the stream-ordered operations between them.

Two ways to make communicators:

* ``Communicator.init_all(devices)`` -- one communicator per device of this process (rank i drives
  ``devices[i]``), e.g. every cpu device. The collectives of such a group may be issued from one
  thread, one rank after the other: each call only queues work on its rank's stream and returns.
* ``get_unique_id()`` on one rank, shared with the others (any way you like), then
  ``Communicator.init_rank(nranks, rank, unique_id, device)`` in every process -- one rank per
  process. ``Communicator.from_mpi(comm)`` makes one of an mpi4py communicator (MPI_COMM_WORLD by
  default, or any sub-communicator; collective over its processes only). With init_rank, on the cpu
  backend, processes started by ``mpiexec -n N`` must all take part (it splits the world by id);
  processes started any other way join by the id alone, as with NCCL: the process that made the id
  must be one of the ranks (it listens on a port named in the id; ``ANYRT_CCL_HOST`` sets the
  address it advertises) and MPI joins the processes (``MPI_Comm_join``; MPICH 4.x, not 5.0.0-5.0.2).

Every operation is stream-ordered: it is queued on ``stream`` (default: the calling thread's
current stream of the communicator's device) and returns at once; errors of the operation itself
(peers that disagree, a timeout after ``ANYRT_CCL_TIMEOUT`` seconds) are raised by the next
synchronize of that stream. Wrong arguments raise ``anyrt.InvalidValueError`` before anything is
queued.

Besides all_reduce, broadcast, reduce, all_gather, reduce_scatter and send/recv: all_to_all(v),
all_gather_v, reduce_scatter_v, gather, scatter and ``split(color, key)``. A rank whose counts
disagree with a peer's fails with both ranks named. A backend without collectives takes part too:
the core stages its collectives through host memory over the cpu backend's (a warning says so).

Buffers are ``anyrt.Buffer`` objects (or anything with integer ``.ptr`` and ``.size`` attributes in
bytes, on the communicator's device); element counts follow from their sizes and ``dtype``.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from types import TracebackType
from typing import Any, Protocol

from anyrt import _inflight, _state
from anyrt._cffi import ffi
from anyrt._errors import Error, InvalidValueError, NotSupportedError
from anyrt._gen import _raw
from anyrt._gen.spec_data import DTYPE, DTYPE_SIZE, REDUCE_OP
from anyrt._gen.types import ReduceOpName
from anyrt.buffer import Buffer
from anyrt.device import Device, current_device
from anyrt.device import devices as _devices
from anyrt.stream import keep_alive, stream_handle
from anyrt.tensor import Tensor

__all__ = ["Communicator", "get_unique_id", "group", "DTYPES", "OPS"]

class MPIOp(Protocol):
    """mpi4py's reduce ops (MPI.SUM, MPI.PROD, MPI.MAX, MPI.MIN), accepted where an op name is."""

    def Is_commutative(self) -> bool: ...  # noqa: N802 (mpi4py's name)


Op = ReduceOpName | MPIOp  # a type checker refuses op="summ"

DTYPES: tuple[str, ...] = tuple(name for name in DTYPE if name != "invalid")
OPS: tuple[str, ...] = tuple(REDUCE_OP)
UNIQUE_ID_BYTES = ffi.sizeof("anyrt_unique_id_t")  # the spec's blob size, through the generated header
_DTYPE_FAST = {name: (DTYPE[name], DTYPE_SIZE[name], name) for name in DTYPES}


def _dtype_of(value: Any, function: str, operands: tuple[tuple[str, Any], ...]) -> tuple[int, int, str]:
    """The element type of a collective: `dtype` when given (it must agree with the operands that
    are Tensors), else the first Tensor operand's. Untyped memory (a Buffer) needs `dtype`."""
    typed = [(param, obj) for param, obj in operands if isinstance(obj, Tensor)]
    if value is None:
        if not typed:
            param = operands[0][0]
            raise _state.error(InvalidValueError, function, "dtype",
                               f"must be given: '{param}' is untyped memory ({type(operands[0][1]).__name__}); pass "
                               "dtype=, or anyrt Tensors, whose dtype is used")
        value = typed[0][1].dtype
    d = _dtype(value, function)
    for param, t in typed:
        if t.dtype != d[2]:
            raise _state.error(InvalidValueError, function, param, f"is a {t.dtype} tensor, but dtype is {d[2]}")
    return d


def _dtype(value: Any, function: str) -> tuple[int, int, str]:
    """(dtype number, element size, name) of a dtype name, numpy dtype or numpy scalar type."""
    try:
        return _DTYPE_FAST[value]
    except (KeyError, TypeError):
        pass
    name = value if isinstance(value, str) else getattr(value, "name", None) or getattr(value, "__name__", None)
    if isinstance(name, str):
        key = {"bool_": "bool", "uint8_": "uint8"}.get(name.lower(), name.lower())
        if key in DTYPE and key != "invalid":
            return DTYPE[key], DTYPE_SIZE[key], key
    raise _state.error(InvalidValueError, function, "dtype", f"is not a collective element type (got {value!r}; "
                       f"known: {', '.join(DTYPES)})")


def _op(value: Any, function: str) -> int:
    try:
        return REDUCE_OP[value]
    except (KeyError, TypeError):
        pass
    if isinstance(value, str) and value.lower() in REDUCE_OP:
        return REDUCE_OP[value.lower()]
    name = _mpi_op(value)  # mpi4py users pass MPI.SUM, ...
    if name is not None:
        return REDUCE_OP[name]
    raise _state.error(InvalidValueError, function, "op", f"is not a reduce op (got {value!r}; known: {', '.join(OPS)})")


def _mpi() -> Any:
    """mpi4py's MPI module where the program imported it (never imported for this), else None."""
    return getattr(sys.modules.get("mpi4py"), "MPI", None)


def _is_in_place(value: Any) -> bool:
    mpi = _mpi()
    return mpi is not None and value is mpi.IN_PLACE


def _mpi_op(value: Any) -> str | None:
    """The name of mpi4py's reduce op `value` (MPI.SUM, ...); its ops are unhashable, so compared."""
    mpi = _mpi()
    if mpi is None:
        return None
    return next((name for op, name in ((mpi.SUM, "sum"), (mpi.PROD, "prod"), (mpi.MAX, "max"), (mpi.MIN, "min"))
                 if value is op), None)


def _handle_bytes(comm: Any, mpi: Any) -> bytes:
    """The bytes of mpi4py communicator `comm`'s MPI_Comm handle, as the MPI library lays it out."""
    size = mpi._sizeof(mpi.Comm)  # sizeof(MPI_Comm): an int under the MPICH ABI, a pointer under Open MPI's
    return (int(comm.handle) % (1 << 8 * size)).to_bytes(size, sys.byteorder)  # mpi4py may give it signed or not


def _int(value: Any, function: str, param: str) -> int:
    return _state.integer(value, function, param, *_state.C_INT)


class Communicator:
    """One rank of a communicator. Made by `init_all`, `init_rank` or `from_mpi`; released by
    `destroy()` (idempotent), by leaving a ``with`` block, or by garbage collection. Work already
    queued keeps what it needs alive."""

    def __init__(self, handle: Any, device: Device, gen: int, *, settled: bool = True) -> None:
        self._handle = handle
        self._device = device
        self._gen = gen
        self._destroyed = False
        # A split communicator learns its rank and size once every rank has split (asked on first use).
        self._shape: tuple[int, int] | None = None
        self._backend = device.backend or ""
        if settled:
            self._shape = (_raw.comm_rank(handle), _raw.comm_size(handle))

    @property
    def _rank(self) -> int:
        if self._shape is None:
            self._shape = (_raw.comm_rank(self._handle), _raw.comm_size(self._handle))
        return self._shape[0]

    @property
    def _size(self) -> int:
        if self._shape is None:
            self._shape = (_raw.comm_rank(self._handle), _raw.comm_size(self._handle))
        return self._shape[1]

    # ---- creation

    @classmethod
    def init_all(cls, devices: Sequence[Device]) -> list[Communicator]:
        """One communicator per device of `devices` (all of one kind, each once); rank i drives devices[i]."""
        fn = "Communicator.init_all"
        devs = list(devices)
        if not devs:
            raise _state.error(InvalidValueError, fn, "devices", "must list at least one device")
        for d in devs:
            if not isinstance(d, Device):
                raise TypeError(f"{fn}: argument 'devices' must hold anyrt.Device objects, not {type(d).__name__}")
        kinds = {d.kind_value for d in devs}
        if len(kinds) != 1:
            names = ", ".join(sorted({d.kind for d in devs}))
            raise _state.error(InvalidValueError, fn, "devices", f"mixes device kinds ({names})")
        if len(set(devs)) != len(devs):
            raise _state.error(InvalidValueError, fn, "devices", "lists a device twice; each rank needs its own device")
        _state.run_deferred()
        gen = _state.generation()
        handles = _raw.comm_init_all(devs[0].kind_value, len(devs), [d.index for d in devs])
        return [cls(h, d, gen) for h, d in zip(handles, devs, strict=True)]

    @classmethod
    def init_rank(cls, nranks: int, rank: int, unique_id: bytes, device: Device | None = None) -> Communicator:
        """Join rank `rank` of `nranks` ranks that share `unique_id` (from `get_unique_id` on one of
        them), driving `device` (default: the calling thread's current device). Blocks until every
        rank has joined."""
        fn = "Communicator.init_rank"
        nranks = _int(nranks, fn, "nranks")
        rank = _int(rank, fn, "rank")
        if nranks <= 0:
            raise _state.error(InvalidValueError, fn, "nranks", f"must be positive (got {nranks})")
        if not 0 <= rank < nranks:
            raise _state.error(InvalidValueError, fn, "rank", f"must be in 0..{nranks - 1} (got {rank})")
        if not isinstance(unique_id, bytes | bytearray) or len(unique_id) != UNIQUE_ID_BYTES:
            got = f"{len(unique_id)} bytes" if isinstance(unique_id, bytes | bytearray) else type(unique_id).__name__
            raise _state.error(InvalidValueError, fn, "unique_id", f"must be the {UNIQUE_ID_BYTES} bytes of get_unique_id() "
                               f"(got {got})")
        dev = device if device is not None else current_device()
        if not isinstance(dev, Device):
            raise TypeError(f"{fn}: argument 'device' must be an anyrt.Device or None, not {type(device).__name__}")
        _state.run_deferred()
        gen = _state.generation()
        with _state.on_device(dev.kind_value, dev.index):
            handle = _raw.comm_init_rank(nranks, bytes(unique_id), rank)
        return cls(handle, dev, gen)

    @classmethod
    def from_mpi(cls, comm: Any = None, device: Device | None = None) -> Communicator:
        """One rank per process of the mpi4py intracommunicator `comm` (default MPI.COMM_WORLD; any
        other, e.g. from ``Split``, too), with its rank and size. Collective over `comm` only: every
        process of `comm` must call it, the others need not. `device` defaults to device
        (world rank % count) of the current device's kind: the world rank, so that processes of
        different sub-communicators on one node drive different devices."""
        fn = "Communicator.from_mpi"
        try:
            from mpi4py import MPI
        except ImportError as exc:
            raise NotSupportedError("not_supported", fn, "", "", f"{fn}: needs mpi4py (pip install 'anyrt[mpi]'): {exc}") from exc
        if comm is None:
            comm = MPI.COMM_WORLD
        if not isinstance(comm, MPI.Comm):
            raise TypeError(f"{fn}: argument 'comm' must be an mpi4py communicator or None, not {type(comm).__name__}")
        if comm == MPI.COMM_NULL:
            raise _state.error(InvalidValueError, fn, "comm", "is MPI.COMM_NULL (this process is not in that "
                               "communicator: Split gives it to a process that passed MPI.UNDEFINED)")
        if comm.Is_inter():
            raise _state.error(InvalidValueError, fn, "comm", "is an intercommunicator; collectives need an "
                               "intracommunicator (comm.Merge() it first)")
        if device is None:
            kind = current_device().kind
            count = len(_devices(kind))
            if count == 0:
                raise _state.error(InvalidValueError, fn, "device", f"no {kind} device is visible")
            device = Device(kind, MPI.COMM_WORLD.Get_rank() % count)
        if not isinstance(device, Device):
            raise TypeError(f"{fn}: argument 'device' must be an anyrt.Device or None, not {type(device).__name__}")
        if not device._native("comm_init_mpi"):
            # A backend without comm_init_mpi (NCCL's): rank 0 of `comm` makes an id, `comm` shares it.
            rank = comm.Get_rank()
            uid = comm.bcast(get_unique_id(device) if rank == 0 else None, root=0)
            return cls.init_rank(comm.Get_size(), rank, uid, device)
        # The handle as the MPI library stores it (pointer and size): the backend checks it is its MPI's.
        handle = ffi.from_buffer("char[]", memoryview(_handle_bytes(comm, MPI)))
        _state.run_deferred()
        gen = _state.generation()
        with _state.on_device(device.kind_value, device.index):
            raw = _raw.comm_init_mpi(handle, len(handle))
        return cls(raw, device, gen)

    # ---- identity

    @property
    def rank(self) -> int:
        return self._rank

    @property
    def size(self) -> int:
        return self._size

    @property
    def device(self) -> Device:
        return self._device

    @property
    def handle(self) -> Any:
        """The anyrt_comm_t cdata (for calls through anyrt._gen._raw)."""
        return self._live("Communicator.handle")

    def __repr__(self) -> str:
        state = " destroyed" if self._destroyed else ""
        if self._shape is None:
            return f"<anyrt.ccl.Communicator (split, not yet settled) on {self._device!r}{state}>"
        return f"<anyrt.ccl.Communicator rank {self._rank} of {self._size} on {self._device!r}{state}>"

    def _live(self, function: str) -> Any:
        _state.check_alive(self._gen, "communicator", function, "self")
        if self._destroyed:
            raise _state.error(InvalidValueError, function, "self", "is a communicator that was already destroyed",
                               self._backend)
        return self._handle

    # ---- argument checks

    def _buf(self, obj: Any, function: str, param: str) -> tuple[Any, Any, int]:
        """(the object, its address as a void* cdata, its size in bytes), checked."""
        if isinstance(obj, Tensor):
            if not obj.is_contiguous():
                raise _state.error(InvalidValueError, function, param, f"must be contiguous (strides {obj.strides})")
            if obj.device != self._device:
                raise _state.error(InvalidValueError, function, param,
                                   f"is a tensor on {obj.device}, but rank {self._rank} runs on {self._device}", self._backend)
            return obj, ffi.cast("void*", obj.data_ptr()), obj.nbytes
        if isinstance(obj, Buffer):
            cdata = obj._live(function, param)
            dev = obj.device
            if dev is not self._device and dev != self._device:
                raise _state.error(InvalidValueError, function, param,
                                   f"is a buffer on {dev}, but rank {self._rank} runs on {self._device}", self._backend)
            return obj, cdata, obj.size
        ptr, size = getattr(obj, "ptr", None), getattr(obj, "size", None)
        if isinstance(ptr, int) and not isinstance(ptr, bool) and isinstance(size, int) and not isinstance(size, bool):
            dev = getattr(obj, "device", None)
            if isinstance(dev, Device) and dev != self._device:
                raise _state.error(InvalidValueError, function, param,
                                   f"is memory on {dev}, but rank {self._rank} runs on {self._device}", self._backend)
            if ptr == 0 or size < 0:
                raise _state.error(InvalidValueError, function, param, f"has no memory (ptr={ptr:#x}, size={size})")
            return obj, ffi.cast("void*", ptr), size
        if hasattr(obj, "__array_interface__") or hasattr(obj, "__buffer__") or isinstance(obj, bytes | bytearray | memoryview):
            raise _state.error(InvalidValueError, function, param,
                               f"is host memory ({type(obj).__name__}), not device memory: copy it into an anyrt.Buffer "
                               f"on {self._device} first (Buffer.copy_from)", self._backend)
        raise _state.error(InvalidValueError, function, param,
                           f"must be an anyrt.Buffer (or have integer .ptr and .size), not {type(obj).__name__}",
                           self._backend)

    @staticmethod
    def _count(b: tuple[Any, Any, int], esz: int, function: str, param: str, dtype: str, blocks: int = 1) -> int:
        unit = esz * blocks
        if b[2] % unit:
            what = f"{esz}-byte {dtype} elements" if blocks == 1 else f"{blocks} blocks (one per rank) of {dtype} elements"
            raise _state.error(InvalidValueError, function, param, f"has {b[2]} bytes, not a whole number of {what}")
        return b[2] // unit

    @staticmethod
    def _need(b: tuple[Any, Any, int], nbytes: int, function: str, param: str, why: str) -> None:
        if b[2] < nbytes:
            raise _state.error(InvalidValueError, function, param, f"has {b[2]} bytes, but {why} needs {nbytes}")

    def _rank_arg(self, value: Any, function: str, param: str) -> int:
        value = _int(value, function, param)
        if not 0 <= value < self._size:
            raise _state.error(InvalidValueError, function, param,
                               f"must be a rank of the communicator, 0..{self._size - 1} (got {value})")
        return value

    def _queued(self, stream: Any, bufs: tuple[Any, ...]) -> None:
        keep_alive(self._device, stream, bufs)

    # ---- operations

    def all_reduce(self, send: Any, recv: Any = None, *, op: Op = "sum", dtype: Any = None, stream: Any = None) -> None:
        """recv = op over all ranks of send (elementwise). recv None, or send mpi4py's MPI.IN_PLACE
        (as mpi4py's Allreduce takes it): in place."""
        # Hot path, what a training loop issues: a live Buffer of this rank's device reduced in place
        # on the current stream, dtype and op by name. Everything else, errors included, goes the
        # general way below.
        if type(send) is Buffer and (recv is None or recv is send) and stream is None and type(dtype) is str \
                and type(op) is str and not self._destroyed and self._gen == _state._generation \
                and send._device is self._device and send._gen == self._gen and not send.freed:
            d = _DTYPE_FAST.get(dtype)
            o = REDUCE_OP.get(op)
            if d is not None and o is not None and send._size % d[1] == 0:
                ptr = send._cptr or send._void()  # the void* is made on first use
                _raw.all_reduce(ptr, ptr, send._size // d[1], d[0], o, self._handle, ffi.NULL)
                keep_alive(self._device, None, (send,))
                return
        if _is_in_place(send):
            send, recv = recv, None
        fn = "Communicator.all_reduce"
        comm = self._live(fn)
        d, esz, dname = _dtype_of(dtype, fn, (("send", send), ("recv", recv)))
        o = _op(op, fn)
        s = self._buf(send, fn, "send")
        r = s if recv is None else self._buf(recv, fn, "recv")
        count = self._count(s, esz, fn, "send", dname)
        self._need(r, count * esz, fn, "recv", f"the result of {count} {dname} elements")
        h = stream_handle(stream, self._device, fn)
        _raw.all_reduce(s[1], r[1], count, d, o, comm, h)
        self._queued(stream, (s[0], r[0]))

    def broadcast(self, send: Any, recv: Any = None, *, root: int, dtype: Any = None, stream: Any = None) -> None:
        """recv = root's send on every rank. recv None: in place in `send` (every rank passes its
        buffer as `send`); send may be None on ranks other than the root when recv is given."""
        fn = "Communicator.broadcast"
        comm = self._live(fn)
        d, esz, dname = _dtype_of(dtype, fn, (("send", send), ("recv", recv)))
        root = self._rank_arg(root, fn, "root")
        if send is None and recv is None:
            raise _state.error(InvalidValueError, fn, "recv", "and send are both None; pass the buffer to broadcast into")
        if recv is None:
            r = s = self._buf(send, fn, "send")
            count = self._count(r, esz, fn, "send", dname)
        else:
            r = self._buf(recv, fn, "recv")
            s = r if send is None else self._buf(send, fn, "send")
            count = self._count(r, esz, fn, "recv", dname)
        if self._rank == root:
            self._need(s, count * esz, fn, "send", f"broadcasting {count} {dname} elements")
        h = stream_handle(stream, self._device, fn)
        _raw.broadcast(s[1], r[1], count, d, root, comm, h)
        self._queued(stream, (s[0], r[0]))

    def reduce(self, send: Any, recv: Any = None, *, op: Op = "sum", root: int, dtype: Any = None,
               stream: Any = None) -> None:
        """recv on rank `root` = op over all ranks of send. recv None: in place in the root's
        `send`; other ranks' recv is not touched (may be None)."""
        fn = "Communicator.reduce"
        comm = self._live(fn)
        d, esz, dname = _dtype_of(dtype, fn, (("send", send), ("recv", recv)))
        o = _op(op, fn)
        root = self._rank_arg(root, fn, "root")
        s = self._buf(send, fn, "send")
        count = self._count(s, esz, fn, "send", dname)
        r: tuple[Any, Any, int] | None = None
        if recv is not None:
            r = self._buf(recv, fn, "recv")
        elif self._rank == root:
            r = s
        if r is not None and self._rank == root:
            self._need(r, count * esz, fn, "recv", f"the result of {count} {dname} elements")
        h = stream_handle(stream, self._device, fn)
        _raw.reduce(s[1], r[1] if r is not None else ffi.NULL, count, d, o, root, comm, h)
        self._queued(stream, (s[0], r[0] if r is not None else None))

    def all_gather(self, send: Any, recv: Any, *, dtype: Any = None, stream: Any = None) -> None:
        """recv = the concatenation of every rank's send, in rank order (recv holds size x send)."""
        fn = "Communicator.all_gather"
        comm = self._live(fn)
        d, esz, dname = _dtype_of(dtype, fn, (("send", send), ("recv", recv)))
        s = self._buf(send, fn, "send")
        r = self._buf(recv, fn, "recv")
        count = self._count(s, esz, fn, "send", dname)
        self._need(r, count * esz * self._size, fn, "recv", f"gathering {count} {dname} elements from {self._size} ranks")
        h = stream_handle(stream, self._device, fn)
        _raw.all_gather(s[1], r[1], count, d, comm, h)
        self._queued(stream, (s[0], r[0]))

    def reduce_scatter(self, send: Any, recv: Any, *, op: Op = "sum", dtype: Any = None, stream: Any = None) -> None:
        """send holds size blocks; recv on rank i = op over all ranks of block i."""
        fn = "Communicator.reduce_scatter"
        comm = self._live(fn)
        d, esz, dname = _dtype_of(dtype, fn, (("send", send), ("recv", recv)))
        o = _op(op, fn)
        s = self._buf(send, fn, "send")
        r = self._buf(recv, fn, "recv")
        count = self._count(s, esz, fn, "send", dname, blocks=self._size)
        self._need(r, count * esz, fn, "recv", f"a block of {count} {dname} elements")
        h = stream_handle(stream, self._device, fn)
        _raw.reduce_scatter(s[1], r[1], count, d, o, comm, h)
        self._queued(stream, (s[0], r[0]))

    def all_to_all(self, send: Any, recv: Any, *, dtype: Any = None, stream: Any = None) -> None:
        """send holds size blocks; block j goes to rank j, and block i of recv comes from rank i."""
        fn = "Communicator.all_to_all"
        comm = self._live(fn)
        d, esz, dname = _dtype_of(dtype, fn, (("send", send), ("recv", recv)))
        s = self._buf(send, fn, "send")
        r = self._buf(recv, fn, "recv")
        count = self._count(s, esz, fn, "send", dname, blocks=self._size)
        self._need(r, count * esz * self._size, fn, "recv", f"{self._size} blocks of {count} {dname} elements")
        h = stream_handle(stream, self._device, fn)
        _raw.all_to_all(s[1], r[1], count, d, comm, h)
        self._queued(stream, (s[0], r[0]))

    def _counts(self, value: Any, function: str, param: str) -> list[int]:
        try:
            counts = [int(c) for c in value]
        except (TypeError, ValueError):
            raise _state.error(InvalidValueError, function, param,
                               f"must be a sequence of {self._size} element counts, not {type(value).__name__}") from None
        if len(counts) != self._size or any(c < 0 for c in counts):
            raise _state.error(InvalidValueError, function, param,
                               f"must hold {self._size} counts (one per rank), none negative (got {counts})")
        return counts

    @staticmethod
    def _packed(counts: list[int]) -> list[int]:
        out, at = [], 0
        for c in counts:
            out.append(at)
            at += c
        return out

    def all_to_allv(self, send: Any, recv: Any, send_counts: Sequence[int], recv_counts: Sequence[int], *,
                    send_displs: Sequence[int] | None = None, recv_displs: Sequence[int] | None = None,
                    dtype: Any = None, stream: Any = None) -> None:
        """send_counts[j] elements go to rank j, recv_counts[i] come from rank i (counts in elements;
        displacements default to the blocks packed in rank order). Rank i's send_counts[j] must equal
        rank j's recv_counts[i]."""
        fn = "Communicator.all_to_allv"
        comm = self._live(fn)
        d, esz, dname = _dtype_of(dtype, fn, (("send", send), ("recv", recv)))
        sc, rc = self._counts(send_counts, fn, "send_counts"), self._counts(recv_counts, fn, "recv_counts")
        sd = self._packed(sc) if send_displs is None else self._counts(send_displs, fn, "send_displs")
        rd = self._packed(rc) if recv_displs is None else self._counts(recv_displs, fn, "recv_displs")
        s = self._buf(send, fn, "send")
        r = self._buf(recv, fn, "recv")
        self._need(s, max((a + c for a, c in zip(sd, sc, strict=True)), default=0) * esz, fn, "send",
                   f"sending {sum(sc)} {dname} elements at {sd}")
        self._need(r, max((a + c for a, c in zip(rd, rc, strict=True)), default=0) * esz, fn, "recv",
                   f"receiving {sum(rc)} {dname} elements at {rd}")
        h = stream_handle(stream, self._device, fn)
        _raw.all_to_allv(s[1], sc, sd, r[1], rc, rd, self._size, d, comm, h)
        self._queued(stream, (s[0], r[0]))

    def all_gather_v(self, send: Any, recv: Any, counts: Sequence[int], *, dtype: Any = None, stream: Any = None) -> None:
        """recv = every rank's send (counts[i] elements from rank i), packed in rank order."""
        fn = "Communicator.all_gather_v"
        comm = self._live(fn)
        d, esz, dname = _dtype_of(dtype, fn, (("send", send), ("recv", recv)))
        c = self._counts(counts, fn, "counts")
        s = self._buf(send, fn, "send")
        r = self._buf(recv, fn, "recv")
        self._need(s, c[self._rank] * esz, fn, "send", f"rank {self._rank}'s {c[self._rank]} {dname} elements")
        self._need(r, sum(c) * esz, fn, "recv", f"gathering {sum(c)} {dname} elements")
        h = stream_handle(stream, self._device, fn)
        _raw.all_gather_v(s[1], r[1], c, self._size, d, comm, h)
        self._queued(stream, (s[0], r[0]))

    def reduce_scatter_v(self, send: Any, recv: Any, counts: Sequence[int], *, op: Op = "sum", dtype: Any = None,
                         stream: Any = None) -> None:
        """send holds every rank's block packed in rank order (counts[i] elements for rank i); recv
        on rank i = op over all ranks of block i."""
        fn = "Communicator.reduce_scatter_v"
        comm = self._live(fn)
        d, esz, dname = _dtype_of(dtype, fn, (("send", send), ("recv", recv)))
        o = _op(op, fn)
        c = self._counts(counts, fn, "counts")
        s = self._buf(send, fn, "send")
        r = self._buf(recv, fn, "recv")
        self._need(s, sum(c) * esz, fn, "send", f"{sum(c)} {dname} elements (every rank's block)")
        self._need(r, c[self._rank] * esz, fn, "recv", f"rank {self._rank}'s block of {c[self._rank]} {dname} elements")
        h = stream_handle(stream, self._device, fn)
        _raw.reduce_scatter_v(s[1], r[1], c, self._size, d, o, comm, h)
        self._queued(stream, (s[0], r[0]))

    def gather(self, send: Any, recv: Any = None, *, root: int, dtype: Any = None, stream: Any = None) -> None:
        """recv on rank `root` = every rank's send in rank order (size blocks); other ranks' recv
        is not touched (may be None)."""
        fn = "Communicator.gather"
        comm = self._live(fn)
        d, esz, dname = _dtype_of(dtype, fn, (("send", send), ("recv", recv)))
        root = self._rank_arg(root, fn, "root")
        s = self._buf(send, fn, "send")
        count = self._count(s, esz, fn, "send", dname)
        r = self._buf(recv, fn, "recv") if recv is not None else None
        if self._rank == root:
            if r is None:
                raise _state.error(InvalidValueError, fn, "recv", f"is None on the root (rank {root})")
            self._need(r, count * esz * self._size, fn, "recv", f"gathering {count} {dname} elements from {self._size} ranks")
        h = stream_handle(stream, self._device, fn)
        _raw.ccl_gather(s[1], r[1] if r is not None else ffi.NULL, count, d, root, comm, h)
        self._queued(stream, (s[0], r[0] if r is not None else None))

    def scatter(self, send: Any, recv: Any, *, root: int, dtype: Any = None, stream: Any = None) -> None:
        """recv on rank i = block i of the root's send (size blocks); other ranks' send is not read
        (may be None)."""
        fn = "Communicator.scatter"
        comm = self._live(fn)
        d, esz, dname = _dtype_of(dtype, fn, (("recv", recv), ("send", send)))
        root = self._rank_arg(root, fn, "root")
        r = self._buf(recv, fn, "recv")
        count = self._count(r, esz, fn, "recv", dname)
        s = self._buf(send, fn, "send") if send is not None else None
        if self._rank == root:
            if s is None:
                raise _state.error(InvalidValueError, fn, "send", f"is None on the root (rank {root})")
            self._need(s, count * esz * self._size, fn, "send", f"scattering {count} {dname} elements to {self._size} ranks")
        h = stream_handle(stream, self._device, fn)
        _raw.ccl_scatter(s[1] if s is not None else ffi.NULL, r[1], count, d, root, comm, h)
        self._queued(stream, (s[0] if s is not None else None, r[0]))

    def split(self, color: int, key: int | None = None) -> Communicator:
        """A new communicator of the ranks that pass the same `color` (not negative), ordered by
        `key` (default: this rank), then by rank. Collective: every rank calls it; a thread driving
        several ranks calls it for each (inside ``group()``) before using the new ones."""
        fn = "Communicator.split"
        comm = self._live(fn)
        color = _int(color, fn, "color")
        key = self._rank if key is None else _int(key, fn, "key")
        handle = _raw.comm_split(comm, color, key)
        return Communicator(handle, self._device, self._gen, settled=False)

    def send(self, buf: Any, peer: int, *, dtype: Any = None, stream: Any = None) -> None:
        """Send buf to rank `peer`, which posts a matching recv (same size and dtype)."""
        self._point_to_point(_raw.send, "Communicator.send", buf, peer, dtype, stream)

    def recv(self, buf: Any, peer: int, *, dtype: Any = None, stream: Any = None) -> None:
        """Receive into buf from rank `peer`."""
        self._point_to_point(_raw.recv, "Communicator.recv", buf, peer, dtype, stream)

    def _point_to_point(self, call: Any, fn: str, buf: Any, peer: int, dtype: Any, stream: Any) -> None:
        comm = self._live(fn)
        d, esz, dname = _dtype_of(dtype, fn, (("buf", buf),))
        peer = self._rank_arg(peer, fn, "peer")
        b = self._buf(buf, fn, "buf")
        count = self._count(b, esz, fn, "buf", dname)
        h = stream_handle(stream, self._device, fn)
        call(b[1], count, d, peer, comm, h)
        self._queued(stream, (b[0],))

    def synchronize(self) -> None:
        """Wait for the work queued on this rank's current stream (what ``stream=None`` calls use);
        raises the first error of a queued operation."""
        fn = "Communicator.synchronize"
        self._live(fn)
        q = _inflight.current_queue(self._device)
        upto = q.mark()
        with _state.on_device(self._device.kind_value, self._device.index):
            _raw.synchronize_stream(ffi.NULL)
        q.release(upto)

    # ---- lifetime

    def destroy(self) -> None:
        """Release the communicator. Idempotent. Work already queued on it still completes."""
        if self._destroyed:
            return
        self._destroyed = True
        if self._gen == _state.generation():
            _raw.comm_destroy(self._handle)

    def __enter__(self) -> Communicator:
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.destroy()

    def __del__(self) -> None:
        try:
            if self._destroyed or not _state.finalizer_context_ok(self._gen):
                return
            self._destroyed = True
            handle = self._handle
            if _state.local.in_callback:
                _state.defer(lambda: _destroy_quietly(handle))
            else:
                _destroy_quietly(handle)
        except Exception:
            pass


def _destroy_quietly(handle: Any) -> None:
    try:
        _raw.comm_destroy(handle)
    except Error:
        pass


def get_unique_id(device: Device | None = None) -> bytes:
    """A fresh id for `Communicator.init_rank` (from the backend of `device`, default the current
    device). Make it on one rank and give the same bytes to every rank."""
    dev = device if device is not None else current_device()
    if not isinstance(dev, Device):
        raise TypeError(f"get_unique_id: argument 'device' must be an anyrt.Device or None, not {type(device).__name__}")
    with _state.on_device(dev.kind_value, dev.index):
        return _raw.get_unique_id()


@contextmanager
def group() -> Iterator[None]:
    """Issue the sends and receives inside the block together (group_start / group_end), so that
    exchanges between ranks cannot deadlock on their order."""
    _raw.group_start()
    try:
        yield
    finally:
        _raw.group_end()
