"""One rank of the two-process torch.distributed run of test_distributed.py (not a test itself).

    python tests/pytorch/dist_worker.py NRANKS RANK STORE_FILE

dist.init_process_group("anyccl") with tensors on torch's "anyrt" device (anyrt.torch).

Prints one line, then one line per failed check and per check skipped for missing software:
    ANYCCL rank R of N: P passed, F failed, S skipped
"""

from __future__ import annotations

import gc
import sys
import traceback
import weakref
from collections.abc import Callable
from datetime import timedelta
from typing import Any

import torch
import torch.distributed as dist

import anyrt
import anyrt.torch
from anyrt._cffi import ffi
from anyrt.torch.distributed import DIST_BACKEND, AnycclWork


def main() -> int:
    n, rank, store = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    backend = DIST_BACKEND
    dev = torch.device("anyrt", rank % torch.anyrt.device_count())  # type: ignore[attr-defined]
    torch.accelerator.set_device_index(dev.index)
    dist.init_process_group(backend, init_method=f"file://{store}", rank=rank, world_size=n,
                            timeout=timedelta(seconds=60), device_id=dev)
    passed, failures, skips = 0, [], []
    assert dist.get_backend() == DIST_BACKEND, dist.get_backend()

    def check(name: str, fn: Callable[[], None], unless: str = "") -> None:
        nonlocal passed
        if unless:  # software this check needs is missing: said, never counted as passed
            skips.append(f"{name}: {unless}")
            return
        try:
            fn()
            passed += 1
        except Exception:
            failures.append(f"{name}: {traceback.format_exc(limit=3)}")

    def full(value: float, count: int = 4, dtype: torch.dtype = torch.float32) -> torch.Tensor:
        return torch.full((count,), value, dtype=dtype, device=dev)

    def same(got: torch.Tensor, want: Any) -> None:
        want_t = torch.as_tensor(want, dtype=got.dtype)
        assert got.device == dev, got.device
        torch.testing.assert_close(got.cpu(), want_t.expand_as(got.cpu()) if want_t.dim() == 0 else want_t)

    ranks = torch.arange(1, n + 1, dtype=torch.float64)  # rank r contributes r + 1

    def all_reduce(op: Any, want: float, dtype: torch.dtype = torch.float32) -> Callable[[], None]:
        def run() -> None:
            t = full(rank + 1, 5, dtype)
            assert dist.all_reduce(t, op=op) is None
            same(t, want)
        return run

    check("all_reduce sum", all_reduce(dist.ReduceOp.SUM, float(ranks.sum())))
    check("all_reduce max", all_reduce(dist.ReduceOp.MAX, float(n)))
    check("all_reduce min", all_reduce(dist.ReduceOp.MIN, 1.0))
    check("all_reduce product", all_reduce(dist.ReduceOp.PRODUCT, float(ranks.prod())))
    check("all_reduce avg", all_reduce(dist.ReduceOp.AVG, float(ranks.mean())))
    check("all_reduce sum int64", all_reduce(dist.ReduceOp.SUM, float(ranks.sum()), torch.int64))
    check("all_reduce max bfloat16", all_reduce(dist.ReduceOp.MAX, float(n), torch.bfloat16))
    check("all_reduce sum float16", all_reduce(dist.ReduceOp.SUM, float(ranks.sum()), torch.float16))

    def all_reduce_2d() -> None:
        t = (torch.arange(6, dtype=torch.float32).reshape(2, 3) * (rank + 1)).to(dev)
        dist.all_reduce(t)
        same(t, torch.arange(6, dtype=torch.float32).reshape(2, 3) * float(ranks.sum()))
    check("all_reduce 2-d", all_reduce_2d)

    def broadcast() -> None:
        t = (torch.arange(7, dtype=torch.float32) * (rank + 1)).to(dev)
        dist.broadcast(t, src=n - 1)
        same(t, torch.arange(7, dtype=torch.float32) * n)
    check("broadcast", broadcast)

    def reduce() -> None:
        t = full(rank + 1, 3)
        dist.reduce(t, dst=0, op=dist.ReduceOp.SUM)
        if rank == 0:
            same(t, float(ranks.sum()))
    check("reduce", reduce)

    def subgroup() -> None:  # a second communicator, its id under the new group's Store prefix
        sub = dist.new_group(list(range(n)), backend=backend)
        t = full(rank + 1, 3)
        dist.all_reduce(t, op=dist.ReduceOp.MAX, group=sub)
        same(t, float(n))
        dist.destroy_process_group(sub)
    check("new_group", subgroup)

    def all_gather_list() -> None:
        outs = [torch.empty(3, dtype=torch.int32, device=dev) for _ in range(n)]
        dist.all_gather(outs, torch.full((3,), rank * 10, dtype=torch.int32, device=dev))
        for r, o in enumerate(outs):
            same(o, torch.full((3,), r * 10, dtype=torch.int32))
    check("all_gather (list)", all_gather_list)

    def all_gather_into_tensor() -> None:
        out = torch.empty((n, 2), device=dev)
        dist.all_gather_into_tensor(out, full(rank, 2))
        same(out, torch.arange(n, dtype=torch.float32).repeat_interleave(2).reshape(n, 2))
    check("all_gather_into_tensor", all_gather_into_tensor)

    def reduce_scatter_tensor() -> None:
        out = torch.empty(2, device=dev)
        dist.reduce_scatter_tensor(out, (torch.arange(2 * n, dtype=torch.float32) + rank).to(dev))
        base = torch.arange(2 * n, dtype=torch.float32)[2 * rank:2 * rank + 2]
        same(out, base * n + sum(range(n)))
    check("reduce_scatter_tensor", reduce_scatter_tensor)

    def reduce_scatter_list() -> None:
        out = torch.empty(3, device=dev)
        dist.reduce_scatter(out, [full(10 * i + rank, 3) for i in range(n)], op=dist.ReduceOp.MAX)
        same(out, float(10 * rank + n - 1))
    check("reduce_scatter (list)", reduce_scatter_list)

    def barrier() -> None:
        assert dist.barrier() is None
        work = dist.barrier(async_op=True)  # on the group's device (not through gloo)
        assert isinstance(work, AnycclWork), type(work)
        work.wait()
    check("barrier", barrier)

    def send_recv() -> None:
        if rank == 0:
            dist.send(torch.arange(5, dtype=torch.float32).to(dev), dst=1)
        elif rank == 1:
            t = torch.zeros(5, device=dev)
            dist.recv(t, src=0)
            same(t, torch.arange(5, dtype=torch.float32))
    check("send/recv", send_recv)

    def exchange() -> None:
        # Every rank sends to and receives from its neighbours, messages past MPI's eager size: issued
        # one by one, each rank's send would wait for a receive queued behind it on its stream.
        numel = 1 << 20
        send = full(rank, numel)
        recv = [torch.empty(numel, device=dev) for _ in range(2)]
        ops = [dist.P2POp(dist.isend, send, (rank + 1) % n), dist.P2POp(dist.isend, send, (rank - 1) % n),
               dist.P2POp(dist.irecv, recv[0], (rank - 1) % n), dist.P2POp(dist.irecv, recv[1], (rank + 1) % n)]
        for work in dist.batch_isend_irecv(ops):
            work.wait()
        same(recv[0], float((rank - 1) % n))
        same(recv[1], float((rank + 1) % n))
    check("batch_isend_irecv exchange", exchange)

    def async_work() -> None:
        t = full(rank + 1, 1000)
        work = dist.all_reduce(t, async_op=True)
        assert work is not None and isinstance(work.is_completed(), bool)
        assert work.wait() is True
        assert work.is_completed()
        same(t, float(ranks.sum()))
        fut = dist.all_reduce(t, async_op=True).get_future()
        fut.wait()
        same(t, float(ranks.sum()) * n)
    check("async_op Work", async_work)

    def side_stream() -> None:  # queued on torch's current stream, whichever it is
        t = full(rank + 1, 1 << 16)
        side = torch.Stream(device=dev)
        side.wait_stream(torch.accelerator.current_stream(dev))
        with side:
            work = dist.all_reduce(t, async_op=True)
            assert isinstance(work, AnycclWork)
            queued_on = int(ffi.cast("uintptr_t", work._stream))
            assert queued_on == anyrt.torch.current_stream_handle(dev.index) != 0, queued_on
            work.wait()
            t.mul_(2)
        side.synchronize()
        same(t, 2 * float(ranks.sum()))
    check("all_reduce on a side stream", side_stream)

    def dropped_work() -> None:
        # A Work dropped before its collective ran keeps the tensor until it has: rank 1 joins only
        # after rank 0 looked (through the Store), so rank 0's all_reduce cannot have completed.
        store = dist.distributed_c10d._get_default_store()
        t = full(rank + 1, 8)
        ref = weakref.ref(t)
        if rank == 0:
            dist.all_reduce(t, async_op=True)
            del t
            gc.collect()
            held = ref() is not None
            store.set("anyccl-test/looked", "1")
            assert held, "the tensor of a queued all_reduce was released when its Work was dropped"
        else:
            store.wait(["anyccl-test/looked"])
            dist.all_reduce(t, async_op=True)
            del t
        dist.barrier()  # queued after the all_reduce: it has completed
        dist.barrier()  # the next collective lets go of what completed
        gc.collect()
        assert ref() is None, "the tensor was kept after its collective completed"
    check("a dropped Work keeps its tensors until done", dropped_work)

    def ddp() -> None:
        # DistributedDataParallel: rank 0's weights are broadcast, gradients averaged over the ranks.
        model = torch.nn.Linear(4, 2)
        with torch.no_grad():
            model.weight.fill_(float(rank))
        model = model.to(dev)
        net = torch.nn.parallel.DistributedDataParallel(model)
        out = net(torch.full((3, 4), float(rank + 1), device=dev))
        out.sum().backward()
        same(model.weight.detach(), torch.zeros(2, 4))
        grad = model.weight.grad
        assert grad is not None
        same(grad, torch.full((2, 4), 3 * float(ranks.mean())))
    check("DistributedDataParallel", ddp)

    def refused(fn: Callable[[], Any], exc: type[BaseException], *words: str) -> None:
        try:
            fn()
        except exc as err:
            for w in words:
                assert w in str(err), f"{w!r} not in {err}"
            return
        raise AssertionError(f"no {exc.__name__}")

    # Refused before anything is queued, on every rank alike: no collective is left half issued.
    check("BAND refused by name", lambda: refused(lambda: dist.all_reduce(full(1, dtype=torch.int32),
                                                                         op=dist.ReduceOp.BAND),
                                                  anyrt.NotSupportedError, "ReduceOp.BAND", "ReduceOp.SUM"))
    def all_to_all_single() -> None:  # block j of every rank goes to rank j
        out = torch.empty(2 * n, device=dev)
        dist.all_to_all_single(out, (torch.arange(2 * n, dtype=torch.float32) + 100 * rank).to(dev))
        same(out, [100 * i + 2 * rank + k for i in range(n) for k in range(2)])

    check("all_to_all_single", all_to_all_single)

    def all_to_all_single_splits() -> None:  # rank r sends rank j (r + j + 1) rows of 2
        send = [r_ + j + 1 for j in range(n) for r_ in [rank]]
        recv = [i + rank + 1 for i in range(n)]
        x = torch.full((sum(send), 2), float(rank), device=dev)
        out = torch.empty((sum(recv), 2), device=dev)
        dist.all_to_all_single(out, x, output_split_sizes=recv, input_split_sizes=send)
        same(out.flatten(), [float(i) for i in range(n) for _ in range(2 * recv[i])])

    check("all_to_all_single (split sizes)", all_to_all_single_splits)

    def all_to_all_list() -> None:  # tensors of different sizes per peer
        outs = [torch.empty(i + 1, dtype=torch.int64, device=dev) for i in range(n)]
        dist.all_to_all(outs, [torch.full((rank + 1,), 10 * rank + j, dtype=torch.int64, device=dev) for j in range(n)])
        for i, o in enumerate(outs):
            same(o, [10 * i + rank] * (i + 1))

    check("all_to_all (list)", all_to_all_list)

    def gather_scatter() -> None:
        outs = [torch.empty(2, device=dev) for _ in range(n)] if rank == 0 else None
        dist.gather(full(rank + 1, 2), outs, dst=0)
        if outs is not None:
            for i, o in enumerate(outs):
                same(o, [i + 1.0] * 2)
        got = torch.empty(3, device=dev)
        dist.scatter(got, [full(7 * i, 3) for i in range(n)] if rank == n - 1 else None, src=n - 1)
        same(got, [7.0 * rank] * 3)

    check("gather and scatter", gather_scatter)
    other = torch.device(dev.type, (dev.index + 1) % torch.anyrt.device_count())  # type: ignore[attr-defined]
    check("another device of the rank refused",
          lambda: refused(lambda: dist.all_reduce(torch.ones(2, device=other)), anyrt.InvalidValueError,
                          "one device per rank", str(other)),
          unless="" if other != dev else "one anyrt device only")
    check("meta tensor refused", lambda: refused(lambda: dist.all_reduce(torch.ones(3, device="meta")),
                                                 anyrt.InvalidValueError, "'tensor'", "meta", "anyrt"))

    def host_tensors() -> None:  # as "cpu:gloo,anyrt:anyccl" does: cpu tensors go through gloo
        t = torch.full((3,), float(rank + 1))
        dist.all_reduce(t, op=dist.ReduceOp.MAX)
        torch.testing.assert_close(t, torch.full((3,), float(n)))
        objs: list[Any] = [None] * n
        dist.all_gather_object(objs, {"rank": rank})
        assert objs == [{"rank": r} for r in range(n)], objs
    check("cpu tensors through gloo, objects", host_tensors)
    check("non-contiguous refused", lambda: refused(lambda: dist.all_reduce(torch.ones(4, 4, device=dev).t()),
                                                    anyrt.InvalidValueError, "contiguous"))
    check("float8 refused", lambda: refused(lambda: dist.all_reduce(torch.zeros(2, dtype=torch.float8_e5m2, device=dev)),
                                            anyrt.InvalidValueError, "float8_e5m2"))

    def complex_sum() -> None:  # torch reduces complex tensors as their real view
        t = torch.full((3,), complex(rank, 1), dtype=torch.complex64).to(dev)
        dist.all_reduce(t)
        same(t, complex(sum(range(n)), n))
    check("all_reduce complex64 sum", complex_sum)
    check("all_gather list length refused",
          lambda: refused(lambda: dist.all_gather([full(0, 2)], full(0, 2)), anyrt.InvalidValueError, "tensor_list"))

    def disagree() -> None:
        # Ranks that disagree on the count: wait() raises (the collective ran), then the group works on.
        try:
            dist.all_reduce(full(1, 4 + rank))
        except dist.DistBackendError as err:
            assert "ranks disagree" in str(err), err
        else:
            raise AssertionError("no DistBackendError")
        t = full(rank + 1, 3)
        dist.all_reduce(t)
        same(t, float(ranks.sum()))
    check("ranks that disagree: DistBackendError at wait", disagree)

    dist.destroy_process_group()
    print(f"ANYCCL rank {rank} of {n}: {passed} passed, {len(failures)} failed, {len(skips)} skipped", flush=True)
    for f in failures:
        print(f"  FAIL rank {rank}: {f}", flush=True)
    for k in skips:
        print(f"  SKIP rank {rank}: {k}", flush=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
