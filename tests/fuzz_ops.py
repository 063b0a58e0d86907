"""A seeded random driver over anyrt.Tensor and anyrt.ops (issue 25), beside the API fuzzer: tensors
owned by anyrt and lent by NumPy, views (negative strides, transposes, broadcasts, empty), operators
with and without `out=` (outputs overlapping inputs included), frees, `stream=`, `with s:`,
`set_stream` and event waits, from several threads; and the generated families (every elementwise
operator and reduction of the spec, and cast) on random views of every dtype NumPy holds, against the
spec's NumPy references. Every result is checked against NumPy run on a shadow of each tensor; an
operation may also raise a documented error (anyrt.Error, TypeError), after which its output must be
unchanged. A crash, a hang or a wrong element fails it.

    python tests/fuzz_ops.py [ops] [seed] [threads]     (tests/test_fuzz.py runs it bounded)
    FUZZ_CHECK_P=1: check every out= result (default half); FUZZ_SHOW_REFUSED=1: print each refusal
"""

from __future__ import annotations

import random
import sys
import threading
from dataclasses import dataclass, field
from typing import Any

import numpy as np

import anyrt
from anyrt import ops
from anyrt._gen.elementwise_reference import REFERENCES
from anyrt._gen.spec_data import OPERATORS

CHECK_P = float(__import__("os").environ.get("FUZZ_CHECK_P", "0.5"))
SHOW_REFUSED = __import__("os").environ.get("FUZZ_SHOW_REFUSED") == "1"  # each refusal's message, to judge it
DTYPES = ["float32", "float64", "int32", "int64"]
# Bases of these too, for the families and copies (bfloat16 has no NumPy shadow)
FAMILY_DTYPES = [*DTYPES, "float16", "int8", "int16", "uint8", "bool"]
# The generated operators (an `expr` or `reduces` in the spec) and cast
FAMILY = sorted(name for name, op in OPERATORS.items() if op["generated"]) + ["cast"]
# Relative and absolute tolerance of a float result computed in its own precision (f16 in f32, rounded)
TOLERANCE = {"float16": 2e-3, "float32": 2e-5, "float64": 1e-10}
BINARY = {"add": np.add, "sub": np.subtract, "mul": np.multiply}
UNARY_FLOAT = {"relu": lambda x: np.maximum(x, 0), "sigmoid": lambda x: 1 / (1 + np.exp(-x)),
               "silu": lambda x: x / (1 + np.exp(-x))}


def prod_order_dependent(x: np.ndarray, axes: tuple[int, ...], dtype: str) -> np.ndarray:
    """Where (keepdims over `axes`) a float prod has no one IEEE result: a zero factor and nonzero factors
    whose product overflows the kernel's compute type (f32 for f16/bf16/f32, f64 for f64). The kernel
    multiplies in its lanes' order, so a partial product may reach inf before the zero (inf * 0: NaN, as
    torch's f16 prod accumulating in f32 can) or not (+-0, as NumPy's f64 reference of f16 values); both
    are a rounding of the same exact product, so the fuzzer takes NaN there as well as the reference."""
    big = np.finfo(np.float64 if dtype == "float64" else np.float32).max
    with np.errstate(all="ignore"):
        zero = np.any(x == 0, axis=axes, keepdims=True)
        mag = np.sum(np.log2(np.where(x == 0, 1.0, np.abs(x))), axis=axes, keepdims=True)
    return np.asarray(zero & (mag >= np.log2(big)))


@dataclass
class Base:
    """A tensor that owns (or wraps) memory, and its NumPy shadow: what its elements must be."""

    t: anyrt.Tensor
    shadow: np.ndarray
    last: Any = None  # the stream (None: default) that last queued work on it
    readonly: bool = False
    views: int = field(default=0)


class World:
    def __init__(self, rng: random.Random, device: anyrt.Device) -> None:
        self.rng = rng
        self.device = device
        self.streams = [anyrt.Stream(device) for _ in range(2)]
        self.bases: list[Base] = []
        self.ops = 0
        self.errors = 0
        self.mismatches: list[str] = []

    # ---- making tensors and views

    def values(self, shape: tuple[int, ...], dt: str) -> np.ndarray:
        if dt.startswith("float"):
            return np.asarray(self.rng.choice([np.float32(0.5), 1.0]) *
                              np.random.default_rng(self.rng.getrandbits(32)).integers(-8, 8, shape), dt)
        return np.random.default_rng(self.rng.getrandbits(32)).integers(-50, 50, shape).astype(dt)

    def new_base(self) -> None:
        dt = self.rng.choice(FAMILY_DTYPES)
        shape = tuple(self.rng.randint(0 if self.rng.random() < 0.05 else 1, 6) for _ in range(self.rng.randint(0, 3)))
        host = self.values(shape, dt)
        how = self.rng.random()
        if how < 0.3:  # NumPy memory lent without a copy
            lent = host.copy()
            ro = self.rng.random() < 0.1
            if ro:
                lent.flags.writeable = False
            self.bases.append(Base(anyrt.asarray(lent, device=self.device), host.copy(), readonly=ro))
        elif how < 0.4:
            t = anyrt.empty(shape, dt, self.device)
            t.copy_(host)
            self.bases.append(Base(t, host.copy()))
        else:
            self.bases.append(Base(anyrt.asarray(host, device=self.device, copy=True), host.copy()))
        if len(self.bases) > 12:
            self.drop(self.rng.randrange(len(self.bases)))

    def drop(self, i: int) -> None:
        base = self.bases.pop(i)
        if base.t.buffer is not None and self.rng.random() < 0.5:
            base.t.buffer.free()  # waits for the work queued on it
        # else: dropped; garbage collection frees it after its queued work

    def view(self, base: Base, out: bool = False) -> tuple[anyrt.Tensor, np.ndarray]:
        """A random view of `base` and the same view of its shadow."""
        t, a = base.t, base.shadow
        for _ in range(self.rng.randint(0, 2)):
            if t.ndim == 0:
                break
            pick = self.rng.random()
            if pick < 0.5:
                key = []
                for n in t.shape:
                    lo, hi = sorted((self.rng.randint(0, n), self.rng.randint(0, n)))
                    step = self.rng.choice([1, 1, 2, -1, -2]) if not out else self.rng.choice([1, 1, 2, -1])
                    key.append(slice(hi - 1 if step < 0 and hi > lo else lo, (lo - 1 if lo > 0 else None)
                                     if step < 0 else hi, step))
                key_t = tuple(key)
                t, a = t[key_t], a[key_t]
            elif pick < 0.8:
                t, a = t.T, a.T
            elif not out:  # broadcasts only as inputs (an output must not repeat an element)
                new = (self.rng.randint(1, 3), *t.shape)
                t, a = t.expand(new), np.broadcast_to(a, new)
        return t, a

    # ---- running one operation somewhere

    def where(self, bases: list[Base]) -> tuple[Any, str]:
        """Pick how the operation is queued, ordering it after the work on its tensors elsewhere."""
        how = self.rng.choice(["default", "stream", "with", "set_stream"])
        s = None if how == "default" else self.rng.choice(self.streams)
        for b in bases:
            if b.last is not s:
                prev = b.last
                if self.rng.random() < 0.5:
                    e = anyrt.Event(device=self.device)
                    e.record(prev if prev is not None else anyrt.default_stream(self.device))
                    e.wait(s if s is not None else anyrt.default_stream(self.device))
                    if self.rng.random() < 0.2:
                        e.synchronize()
                elif prev is not None:
                    prev.synchronize()
                else:
                    anyrt.default_stream(self.device).synchronize()
        return s, how

    def call(self, how: str, s: Any, fn: Any) -> Any:
        if how == "stream":
            return fn(s)
        if how == "with":
            with s:
                return fn(None)
        if how == "set_stream":
            prev = anyrt.current_stream(self.device)
            anyrt.set_stream(s)
            try:
                return fn(None)
            finally:
                anyrt.set_stream(prev)
        return fn(None)

    def step(self) -> None:
        rng = self.rng
        if len(self.bases) < 4 or rng.random() < 0.08:
            self.new_base()
            return
        if rng.random() < 0.03:
            self.drop(rng.randrange(len(self.bases)))
            return
        kind = rng.choice(["binary", "binary", "unary", "copy", "gemm", "family", "family", "family"])
        if kind == "family":
            self.family(rng.choice(FAMILY))
            return
        dt = rng.choice(DTYPES)
        same = [b for b in self.bases if str(b.t.dtype) == dt]
        if not same:
            return
        if kind == "gemm" and dt.startswith("float"):
            self.gemm(same, dt)
        elif kind == "unary" and dt.startswith("float"):
            self.unary(same)
        elif kind == "copy":
            self.copy(same)
        else:
            self.binary(same)

    def pick_out(self, same: list[Base], shape: tuple[int, ...], inputs: list[Base]) -> tuple[Base, anyrt.Tensor,
                                                                                                np.ndarray] | None:
        """An output of `shape` among views of `same` (often a base an input also uses), or None."""
        cands = inputs + same if self.rng.random() < 0.5 else same
        for _ in range(6):
            b = self.rng.choice(cands)
            t, a = self.view(b, out=True)
            if t.shape == shape:
                return b, t, a
        return None

    def run_op(self, name: str, bases: list[Base], out: tuple[Base, anyrt.Tensor, np.ndarray] | None,
               fn: Any, want: np.ndarray, tol: float = 0.0, nan_ok: np.ndarray | None = None) -> None:
        """nan_ok: where NaN is also a right answer (an IEEE result of another order than the reference's)."""
        involved = bases + ([out[0]] if out else [])
        s, how = self.where(involved)
        self.ops += 1
        before = out[0].shadow.copy() if out else None
        try:
            got = self.call(how, s, fn)
        except (anyrt.Error, TypeError) as exc:
            self.errors += 1
            if SHOW_REFUSED:
                print(f"REFUSED {name}: {exc}")
            if out is not None:
                self.expect(out[0], before, f"{name} raised {type(exc).__name__} but changed its output")
            return
        for b in involved:
            b.last = s
        if nan_ok is not None:  # the kernel's NaN where either answer is right becomes the one to expect
            want = np.where(nan_ok & np.isnan((got if out is None else out[1]).numpy()), np.nan, want)
        if out is None:
            self.compare(got.numpy(), want, tol, f"{name} ({how})")
            return
        out[2][...] = want  # the shadow: NumPy wrote it the same way
        if tol or self.rng.random() < CHECK_P:
            self.expect(out[0], None, f"{name} out= ({how})", tol)
        if tol:  # rounding within tolerance: the shadow takes the tensor's values, so exact checks stay exact
            out[0].shadow[...] = out[0].t.numpy()

    def expect(self, base: Base, shadow: np.ndarray | None, what: str, tol: float = 0.0) -> None:
        if shadow is not None:
            base.shadow[...] = shadow
        self.compare(base.t.numpy(), base.shadow, tol, what)

    def compare(self, got: np.ndarray, want: np.ndarray, tol: float, what: str) -> None:
        # NaN where NumPy has NaN (a long run overflows: inf - inf) is agreement, in the same places
        ok = got.shape == want.shape and (np.array_equal(got, want, equal_nan=True) if tol == 0 else
                                          np.allclose(got, want, rtol=tol, atol=tol, equal_nan=True))
        if not ok:
            self.mismatches.append(f"{what}: got {got.tolist()} want {want.tolist()}")

    def inputs(self, same: list[Base], n: int) -> tuple[list[Base], list[tuple[anyrt.Tensor, np.ndarray]]]:
        bs = [self.rng.choice(same) for _ in range(n)]
        return bs, [self.view(b) for b in bs]

    def binary(self, same: list[Base]) -> None:
        name = self.rng.choice(list(BINARY))
        bs, (x, y) = self.inputs(same, 2)
        try:
            shape = tuple(np.broadcast_shapes(x[1].shape, y[1].shape))
        except ValueError:
            return
        want = BINARY[name](x[1], y[1])
        out = self.pick_out(same, shape, bs) if self.rng.random() < 0.6 else None
        if out is not None and out[0].readonly:
            out = None if self.rng.random() < 0.5 else out  # sometimes: must be refused
        op = getattr(ops, name)
        fn = (lambda st: op(x[0], y[0], out=out[1], stream=st)) if out else (lambda st: op(x[0], y[0], stream=st))
        if out is not None and out[0].readonly:
            self.refused(name, bs, out, fn)
            return
        self.run_op(name, bs, out, fn, want, 0.0)

    def unary(self, same: list[Base]) -> None:
        name = self.rng.choice(list(UNARY_FLOAT))
        bs, (x,) = self.inputs(same, 1)
        with np.errstate(over="ignore"):
            want = UNARY_FLOAT[name](x[1]).astype(x[1].dtype)
        out = self.pick_out(same, x[1].shape, bs) if self.rng.random() < 0.5 else None
        if out is not None and out[0].readonly:
            out = None
        op = getattr(ops, name)
        fn = (lambda st: op(x[0], out=out[1], stream=st)) if out else (lambda st: op(x[0], stream=st))
        self.run_op(name, bs, out, fn, want, 1e-5)

    def copy(self, same: list[Base]) -> None:
        bs, (x,) = self.inputs(same, 1)
        out = self.pick_out(same, x[1].shape, bs)
        if out is None or out[0].readonly:
            return
        self.run_op("copy_", bs, out, lambda st: out[1].copy_(x[0], stream=st), x[1].copy(), 0.0)

    def gemm(self, same: list[Base], dt: str) -> None:
        bs, (x, y) = self.inputs(same, 2)
        if x[1].ndim != 2 or y[1].ndim != 2 or x[1].shape[1] != y[1].shape[0]:
            return
        want = x[1] @ y[1]
        out = self.pick_out(same, want.shape, bs) if self.rng.random() < 0.5 else None
        if out is not None and out[0].readonly:
            out = None
        fn = (lambda st: ops.gemm(x[0], y[0], out=out[1], stream=st)) if out else \
            (lambda st: ops.gemm(x[0], y[0], stream=st))
        self.run_op("gemm", bs, out, fn, want, 1e-4 if dt == "float32" else 1e-10)

    def of_dtype(self, dt: str, among: list[Base] | None = None) -> list[Base]:
        return [b for b in (self.bases if among is None else among) if str(b.t.dtype) == dt]

    def family(self, name: str) -> None:
        """One generated operator (or cast) on random views: inputs of the operator's dtype (or their fixed
        one) broadcasting together, an elementwise output or a reduction over random dims, with `out=` (of
        views, often of an input's base) or allocated; against the spec's NumPy reference in f64 / int64."""
        rng, info = self.rng, OPERATORS[name]
        dts = [d for d in info["dtypes"] if d in FAMILY_DTYPES]
        if not dts:
            return
        dt = rng.choice(dts)
        ins = [t for t in info["tensors"] if t["role"] == "in"]
        out_spec = next(t for t in info["tensors"] if t["role"] == "out")
        out_dt = (rng.choice(FAMILY_DTYPES) if name == "cast" else
                  out_spec["dtypes"][0] if out_spec["dtypes"] else
                  info["int_result"] if info["int_result"] and np.dtype(dt).kind in "iub" else dt)
        bs, views = [], []
        for t in ins:
            same = self.of_dtype(t["dtypes"][0] if t["dtypes"] else dt)
            if not same:
                return
            for _ in range(6):  # a view that broadcasts with the ones before it
                b = rng.choice(same)
                v = self.view(b)
                try:
                    np.broadcast_shapes(*(a.shape for _, a in views), v[1].shape)
                except ValueError:
                    continue
                bs.append(b)
                views.append(v)
                break
            else:
                return
        shape = tuple(np.broadcast_shapes(*(a.shape for _, a in views)))
        # a `float` attribute crosses the ABI as 32 bits (a wider type is issue 45's): the reference
        # takes the value the kernel gets (leaky_relu's 0.01 in float64 differs in its 9th digit)
        attrs = {a["name"]: float(np.float32(a["default"])) if a["type"] == "float" else a["default"]
                 for a in info["attrs"]}
        if name == "cast":
            src = views[0][1]
            if src.dtype.kind == "f" and out_dt not in TOLERANCE and out_dt != "bool":
                # to an integer: truncated toward zero, saturated at int64's range, NaN 0, then wrapped
                wide = np.nan_to_num(np.trunc(src.astype(np.float64)), nan=0.0, posinf=2.0**63, neginf=-2.0**63)
                big = wide >= 2.0**63
                with np.errstate(invalid="ignore"):
                    want = np.where(big, np.iinfo(np.int64).max, np.maximum(wide, -2.0**63).astype(np.int64))
                want = want.astype(out_dt)
            else:
                want = src.astype(out_dt)
            call: Any = lambda st, out=None: ops.cast(views[0][0], out=out, stream=st)  # noqa: E731
            kw = {}
            if out_dt != dt:  # another dtype: only with out= (without, cast copies in x's dtype)
                out = self.pick_out(self.of_dtype(out_dt), shape, self.of_dtype(out_dt, bs)) if self.of_dtype(out_dt) else None
                if out is None or out[0].readonly:
                    return
                self.run_op(f"cast {dt}->{out_dt} {[(tuple(v.shape), tuple(v.strides)) for v, _ in views]}",
                            bs, out, lambda st: call(st, out[1]), want, 0.0)
                return
        else:
            operands = {t["name"]: (a.astype(np.float64) if a.dtype.kind == "f" else a.astype(np.int64))
                        for t, (_, a) in zip(ins, views, strict=True)}
            kw: dict[str, Any] = {}
            if info["reduces"]:
                x = operands[info["reduces"]]
                axes = tuple(d for d in range(x.ndim) if rng.random() < 0.5)
                keep = rng.random() < 0.5
                operands[out_spec["name"]] = np.empty(tuple(1 if d in axes else n for d, n in enumerate(x.shape)))
                kw = {"axis": axes, "keepdim": keep}
                shape = tuple(1 if d in axes else n for d, n in enumerate(x.shape)) if keep else \
                    tuple(n for d, n in enumerate(x.shape) if d not in axes)
            with np.errstate(all="ignore"):
                try:
                    ref = np.asarray(REFERENCES[name](operands, attrs)).reshape(shape)
                except ValueError:  # NumPy has no answer (amax of no elements): nothing to compare with
                    return
                want = ref.astype(out_dt) if out_dt in TOLERANCE or out_dt == "bool" else \
                    ref.astype(np.int64).astype(out_dt)  # integers computed in int64, wrapped to their dtype
            op = getattr(ops, name)
            args = [v for v, _ in views]

            def call(st: Any, out: Any = None) -> Any:
                return op(*args, **kw, out=out, **attrs, stream=st)
        tol = TOLERANCE.get(out_dt, 0.0) if name != "cast" else 0.0
        nan_ok = None
        if name == "prod" and out_dt in TOLERANCE:
            nan_ok = np.broadcast_to(prod_order_dependent(operands["x"], kw["axis"], dt).reshape(shape), shape)
        name = (f"{name} {dt}->{out_dt} {[(tuple(v.shape), tuple(v.strides)) for v, _ in views]} "
                f"{ {k: v for k, v in kw.items()} if name != 'cast' else ''}")
        out = self.pick_out(self.of_dtype(out_dt), shape, self.of_dtype(out_dt, bs)) \
            if rng.random() < 0.5 and self.of_dtype(out_dt) else None
        if out is not None and out[0].readonly:
            out = None
        if out is None:
            self.run_op(name, bs, None, lambda st: call(st), want, tol, nan_ok)
        else:
            self.run_op(name, bs, out, lambda st: call(st, out[1]), want, tol, nan_ok)

    def refused(self, name: str, bs: list[Base], out: tuple[Base, anyrt.Tensor, np.ndarray], fn: Any) -> None:
        self.ops += 1
        try:
            fn(None)
        except anyrt.InvalidValueError:
            self.errors += 1
            return
        self.mismatches.append(f"{name}: out= of read-only memory was written")

    def run(self, n: int) -> None:
        while self.ops < n and len(self.mismatches) < 5:
            self.step()
        for s in self.streams:
            s.synchronize()
        for b in self.bases:  # the final word: every base against its shadow
            self.compare(b.t.numpy(), b.shadow, 1e-4, "final")


def main() -> int:
    ops_total = int(sys.argv[1]) if len(sys.argv) > 1 else 20000
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 25
    nthreads = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    devices = anyrt.devices("cpu")
    worlds = [World(random.Random(seed * 1000 + i), devices[i % len(devices)]) for i in range(nthreads)]
    crashed: list[BaseException] = []

    def drive(w: World) -> None:
        try:
            w.run(ops_total // nthreads)
        except BaseException as exc:  # reported by the main thread
            crashed.append(exc)

    threads = [threading.Thread(target=drive, args=(w,)) for w in worlds]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    if crashed:
        raise crashed[0]
    done = sum(w.ops for w in worlds)
    bad = [m for w in worlds for m in w.mismatches]
    errors = sum(w.errors for w in worlds)
    for m in bad[:10]:
        print("MISMATCH", m)
    print(f"fuzz_ops: {done} operations ({errors} refused), {len(bad)} mismatches, seed {seed}, {nthreads} threads"
          f"{': ok' if not bad else ''}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
