"""One rank of the 2-process Paddle run over anyrt's collectives (tests/paddlepaddle/test_paddle_plugin.py
starts it with paddle.distributed.launch). Prints one CHECK line per collective."""

import numpy as np
import paddle
import paddle.distributed as dist

dist.init_parallel_env()
rank, world = dist.get_rank(), dist.get_world_size()
assert world == 2, world
place = paddle.get_device()
for dtype in ("float32", "float16"):
    x = paddle.to_tensor(np.arange(4) + 10 * rank, dtype=dtype)
    s = x.clone()
    dist.all_reduce(s, op=dist.ReduceOp.SUM)
    m = x.clone()
    dist.all_reduce(m, op=dist.ReduceOp.MAX)
    base = np.arange(4, dtype=np.float64)
    ok_sum = np.array_equal(s.numpy().astype(np.float64), 2 * base + 10)
    ok_max = np.array_equal(m.numpy().astype(np.float64), base + 10)
    print(f"CHECK rank={rank} all_reduce_sum {dtype} {ok_sum}", flush=True)
    print(f"CHECK rank={rank} all_reduce_max {dtype} {ok_max}", flush=True)
b = paddle.to_tensor(np.full(3, rank + 5, dtype="float32"))
dist.broadcast(b, src=1)
print(f"CHECK rank={rank} broadcast float32 {np.array_equal(b.numpy(), np.full(3, 6.0))}", flush=True)
parts: list = []
dist.all_gather(parts, paddle.to_tensor(np.full(2, rank, dtype="float32")))
got = np.concatenate([p.numpy() for p in parts])
ok = np.array_equal(got, np.array([0, 0, 1, 1.0]))
print(f"CHECK rank={rank} all_gather float32 {ok} {got.tolist()} on {place}", flush=True)
