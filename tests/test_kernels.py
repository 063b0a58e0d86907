"""The portable operator kernels (runtime/kernels) against NumPy references.

The kernel sources are compiled into a throwaway shared library and driven through cffi's ABI mode:
every op x dtype x layout (contiguous, transposed, strided, broadcast by stride 0, negative stride)
on the calling thread and on the kernels' own thread pool, the gemm BLAS path through the
scipy-openblas32 wheel, and random_sample index for index against a transcription of InfiniCore's
algorithm. Extra compiler flags (a sanitizer build) can be given in AK_TEST_CFLAGS."""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import threading
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import pytest

cffi = pytest.importorskip("cffi")

from anyrt._gen.spec_data import DTYPE, KERNEL_DECLS  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
KDIR = ROOT / "runtime" / "kernels"

# The kernels' own types (anyrt_kernels.h) and thread pool (ak_pool.h); each operator's kernel
# prototype comes from its spec entry (KERNEL_DECLS, as generated/include/anyrt_kernel_ops.h has it).
CDEF = """
typedef struct ak_tensor {
    int dtype;
    int ndim;
    int64_t shape[8];
    int64_t strides[8];
    void *data;
} ak_tensor;
typedef struct ak_blas {
    void (*sgemm)(int, int, int, int, int, int, float, const float *, int, const float *, int, float, float *, int);
    void (*dgemm)(int, int, int, int, int, int, double, const double *, int, const double *, int, double, double *,
                  int);
} ak_blas;
typedef void (*ak_body)(void *arg, int64_t lo, int64_t hi);
typedef struct ak_exec {
    void (*parallel_for)(void *pool, int64_t n, int64_t grain, ak_body body, void *arg);
    void *pool;
    const ak_blas *blas;
    int64_t stream_bytes;
    void *(*scratch)(size_t bytes);
} ak_exec;
typedef struct ak_pool ak_pool;
ak_pool *ak_pool_create(int);
void ak_pool_destroy(ak_pool *);
int ak_pool_threads(const ak_pool *);
void ak_pool_parallel_for(void *, int64_t, int64_t, ak_body, void *);
""" + "\n".join(KERNEL_DECLS) + "\n"

BLAS_CDEF = """
void scipy_cblas_sgemm(int, int, int, int, int, int, float, const float *, int, const float *, int, float, float *,
                       int);
void scipy_cblas_dgemm(int, int, int, int, int, int, double, const double *, int, const double *, int, double,
                       double *, int);
"""

# The tests' short dtype names, their anyrt dtype codes (spec/types.yaml) and the NumPy storage of each;
# bf16 is stored as uint16 bits.
SHORT = {"bool": "bool", "i8": "int8", "i16": "int16", "i32": "int32", "i64": "int64", "u8": "uint8", "u16": "uint16",
         "u32": "uint32", "u64": "uint64", "f16": "float16", "f32": "float32", "f64": "float64", "bf16": "bfloat16"}
CODE = {short: DTYPE[name] for short, name in SHORT.items()}
STORAGE: dict[str, Any] = {"bool": np.bool_, "i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64,
                           "u8": np.uint8, "u16": np.uint16, "u32": np.uint32, "u64": np.uint64,
                           "f16": np.float16, "f32": np.float32, "f64": np.float64, "bf16": np.uint16}
FLOATS = ["f16", "bf16", "f32", "f64"]
INTS = ["i32", "i64"]
TOL = {"f16": 1e-3, "bf16": 1e-2, "f32": 1e-5, "f64": 1e-12}
# "pool2-stream": binary f32 elementwise outputs of any size written with non-temporal stores (stream_bytes 1)
EXECS = ["serial", "pool2", "pool4", "pool2-stream"]


# --- bf16 in NumPy: round float32 to nearest even on the bit pattern ---------------------------------------------

def f32_to_bf16(x: np.ndarray) -> np.ndarray:
    bits = np.ascontiguousarray(x, dtype=np.float32).view(np.uint32)
    rounded = ((bits + np.uint32(0x7FFF) + ((bits >> np.uint32(16)) & np.uint32(1))) >> np.uint32(16)).astype(np.uint16)
    quiet_nan = ((bits >> np.uint32(16)) | np.uint32(0x40)).astype(np.uint16)
    return np.where(np.isnan(x), quiet_nan, rounded)


def bf16_to_f32(b: np.ndarray) -> np.ndarray:
    return (np.ascontiguousarray(b, dtype=np.uint16).astype(np.uint32) << np.uint32(16)).view(np.float32)


def to_storage(dt: str, v: np.ndarray) -> np.ndarray:
    """Values (float64 or integer) to the dtype's storage array, rounding floats to nearest even."""
    if dt == "bf16":
        return f32_to_bf16(np.asarray(v, dtype=np.float32))
    return np.asarray(v).astype(STORAGE[dt])


def to_f64(dt: str, s: np.ndarray) -> np.ndarray:
    """A storage array's values as float64 (int64 for integers)."""
    if dt == "bf16":
        return bf16_to_f32(s).astype(np.float64)
    if dt in ("i32", "i64"):
        return np.asarray(s).astype(np.int64)
    return np.asarray(s).astype(np.float64)


def rand_values(dt: str, shape: tuple[int, ...], rng: np.random.Generator, lo: float = -3.0,
                hi: float = 3.0) -> np.ndarray:
    """Random values exactly representable in dt, as float64 (int64 for integers)."""
    if dt == "i32":
        return rng.integers(-(2**31), 2**31, size=shape, dtype=np.int64)
    if dt == "i64":
        return rng.integers(-(2**63), 2**63 - 1, size=shape, dtype=np.int64)
    return to_f64(dt, to_storage(dt, rng.uniform(lo, hi, size=shape)))


# --- layouts -----------------------------------------------------------------------------------------------------

def alloc(dt: str, shape: tuple[int, ...], layout: str) -> tuple[np.ndarray, np.ndarray]:
    """(view, base): an uninitialized array of `shape` in `layout`, and the buffer it lives in (filled with a
    sentinel so writes outside the view show)."""
    st = STORAGE[dt]
    if layout == "contig":
        base = np.empty(shape, dtype=st)
        view = base
    elif layout == "transposed":
        base = np.empty(shape[::-1], dtype=st)
        view = base.T
    elif layout == "strided":
        base = np.empty((*shape[:-1], shape[-1] * 2 + 1), dtype=st)
        view = base[..., 1::2]
    elif layout == "negative":
        base = np.empty(shape, dtype=st)
        view = base[..., ::-1]
    else:
        raise ValueError(layout)
    base.view(np.uint8)[...] = 0x5A
    return view, base


def bits(arr: np.ndarray) -> np.ndarray:
    """The elements' bit patterns, contiguous (NaN payloads compare exactly)."""
    c = np.ascontiguousarray(arr)
    return c.view(f"u{c.itemsize}") if c.dtype != np.bool_ else c.view(np.uint8)


def untouched(part: np.ndarray) -> bool:
    """Whether `part` still holds alloc()'s sentinel bytes."""
    return bool((np.ascontiguousarray(part).view(np.uint8) == 0x5A).all())


def make_input(dt: str, values: np.ndarray, layout: str) -> np.ndarray:
    """A storage array holding `values` in `layout`; "broadcast" keeps one copy of dim 0 (stride 0)."""
    if layout == "broadcast":
        one = np.ascontiguousarray(to_storage(dt, values[:1]))
        return np.broadcast_to(one, values.shape)
    view, _ = alloc(dt, values.shape, layout)
    view[...] = to_storage(dt, values)
    return view


# --- the library -------------------------------------------------------------------------------------------------

class Scratch:
    """ak_exec.scratch as a caller would give it: a block filled with 0xff bytes (NaN in every float dtype),
    so a kernel that reads scratch before writing it computes NaN; the sizes asked for are kept."""

    def __init__(self, ffi: Any) -> None:
        self.ffi = ffi
        self.asked: list[int] = []
        self.blocks: list[np.ndarray] = []

    def __call__(self, nbytes: int) -> Any:
        self.asked.append(nbytes)
        block = np.full(nbytes + 64, 0xFF, np.uint8)
        self.blocks.append(block)
        addr = block.__array_interface__["data"][0]
        return self.ffi.cast("void *", addr + (-addr % 64))


@dataclass
class Kernels:
    ffi: Any
    lib: Any
    execs: dict[str, Any]
    keep: list[Any]
    scratch: Scratch | None = None

    def tensor(self, dt: str, arr: np.ndarray) -> Any:
        t = self.ffi.new("ak_tensor *")
        t.dtype = CODE[dt]
        t.ndim = arr.ndim
        for i in range(arr.ndim):
            t.shape[i] = arr.shape[i]
            t.strides[i] = arr.strides[i] // arr.itemsize
        t.data = self.ffi.cast("void *", arr.__array_interface__["data"][0])
        return t


def kernels_command(cc: str, out: Path, defines: list[str], only: list[str] | None = None) -> list[str]:
    """The compile of the kernel sources (all, or the files named in `only`) into a throwaway shared library."""
    sources = sorted(str(p) for p in KDIR.glob("*.c") if only is None or p.name in only)
    return [cc, "-std=c11", "-O2", "-fPIC", "-Wall", "-Wextra", "-Werror", "-pedantic", "-D_GNU_SOURCE", "-shared",
            f"-I{KDIR}", f"-I{ROOT / 'generated' / 'include'}", *defines, *shlex.split(os.environ.get("AK_TEST_CFLAGS", "")),
            *sources, "-o", str(out), "-lm",
            "-pthread"]


def load_kernels(out: Path) -> tuple[Any, Any]:
    """cffi's ABI mode over a library kernels_command built."""
    ffi = cffi.FFI()
    ffi.cdef(CDEF)
    return ffi, ffi.dlopen(str(out))


def build_kernels(cc: str, tmp: Path, defines: list[str]) -> tuple[Any, Any]:
    subprocess.run(kernels_command(cc, tmp / "libakernels.so", defines), check=True)
    return load_kernels(tmp / "libakernels.so")


@pytest.fixture(scope="module")
def k(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Kernels]:
    cc = shutil.which("cc")
    if cc is None:
        pytest.skip("no C compiler (cc) on PATH")
    ffi, lib = build_kernels(cc, tmp_path_factory.mktemp("kernels"), [])
    pools = {name: lib.ak_pool_create(n) for name, n in (("pool2", 2), ("pool4", 4))}
    execs: dict[str, Any] = {"serial": ffi.new("ak_exec *")}
    for name, pool in pools.items():
        ex = ffi.new("ak_exec *")
        ex.parallel_for = ffi.addressof(lib, "ak_pool_parallel_for")
        ex.pool = pool
        execs[name] = ex
    execs["pool2-stream"] = ffi.new("ak_exec *", {"parallel_for": ffi.addressof(lib, "ak_pool_parallel_for"),
                                                  "pool": pools["pool2"], "stream_bytes": 1})
    scratch = Scratch(ffi)
    scratch_fn = ffi.callback("void *(size_t)", scratch)  # the exec holds only its address
    execs["pool2-scratch"] = ffi.new("ak_exec *", {"parallel_for": ffi.addressof(lib, "ak_pool_parallel_for"),
                                                   "pool": pools["pool2"], "scratch": scratch_fn})
    yield Kernels(ffi, lib, execs, [scratch_fn], scratch)
    for pool in pools.values():
        lib.ak_pool_destroy(pool)


def check(dt: str, out: np.ndarray, ref: np.ndarray, scale: float | None = None, tol: float | None = None) -> None:
    got = to_f64(dt, out)
    if dt in INTS:
        np.testing.assert_array_equal(got, ref)
        return
    t = TOL[dt] if tol is None else tol
    atol = t * (scale if scale is not None else 1.0)
    np.testing.assert_allclose(got, ref, rtol=t, atol=atol)


# --- elementwise -------------------------------------------------------------------------------------------------

def wrap(dt: str, v: np.ndarray) -> np.ndarray:
    """Integer results wrapped to the dtype's width, as int64."""
    return v.astype(STORAGE[dt]).astype(np.int64) if dt in INTS else v


def silu(x: np.ndarray) -> np.ndarray:
    return x / (1.0 + np.exp(-x))


BINARY: dict[str, Callable[[np.ndarray, np.ndarray], np.ndarray]] = {
    "add": lambda a, b: a + b,
    "sub": lambda a, b: a - b,
    "mul": lambda a, b: a * b,
    "swiglu": lambda a, b: a * silu(b),
}
UNARY: dict[str, Callable[[np.ndarray], np.ndarray]] = {
    "relu": lambda x: np.maximum(x, 0),
    "silu": silu,
    "sigmoid": lambda x: 1.0 / (1.0 + np.exp(-x)),
}
IN_LAYOUTS = ["contig", "transposed", "strided", "broadcast", "negative"]
OUT_LAYOUTS = {"contig": "contig", "transposed": "transposed", "strided": "strided", "broadcast": "contig",
               "negative": "strided"}


def int_ref(dt: str, op: str, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Wrap-around integer reference: NumPy's own fixed-width arithmetic wraps."""
    sa, sb = a.astype(STORAGE[dt]), b.astype(STORAGE[dt])
    with np.errstate(over="ignore"):
        return BINARY[op](sa, sb).astype(np.int64)


def shape_for(ex: str) -> tuple[int, ...]:
    # The pool only splits work above ~32 KiB of output per chunk: give it a few chunks.
    return (5, 7, 9) if ex == "serial" else (24, 30, 50)


@pytest.mark.parametrize("ex", EXECS)
@pytest.mark.parametrize("layout", IN_LAYOUTS)
@pytest.mark.parametrize("dt", FLOATS + INTS)
@pytest.mark.parametrize("op", list(BINARY))
def test_binary(k: Kernels, op: str, dt: str, layout: str, ex: str) -> None:
    if op == "swiglu" and dt in INTS:
        assert k.lib.ak_swiglu(k.execs[ex], k.tensor(dt, np.zeros(3, STORAGE[dt])), k.tensor(dt, np.zeros(3, STORAGE[dt])),
                               k.tensor(dt, np.zeros(3, STORAGE[dt]))) == -1
        return
    rng = np.random.default_rng(zlib.crc32(f"{op}/{dt}/{layout}".encode()))
    shape = shape_for(ex)
    a = rand_values(dt, shape, rng)
    b = rand_values(dt, shape, rng)
    # a broadcast input carries one row for all of dim 0; the reference sees the same
    if layout == "broadcast":
        b = np.broadcast_to(b[:1], shape)
    ia = make_input(dt, a, "transposed" if layout == "broadcast" else layout)
    ib = make_input(dt, b, layout)
    c, base = alloc(dt, shape, OUT_LAYOUTS[layout])
    rc = getattr(k.lib, f"ak_{op}")(k.execs[ex], k.tensor(dt, c), k.tensor(dt, ia), k.tensor(dt, ib))
    assert rc == 0
    ref = int_ref(dt, op, a, b) if dt in INTS else BINARY[op](a, b)
    check(dt, c, ref, scale=float(np.abs(ref).max()) if op == "sub" else None)
    if OUT_LAYOUTS[layout] == "strided":
        assert untouched(base[..., 0::2]), "wrote outside the output view"


@pytest.mark.parametrize("op", ["add", "sub", "mul", "swiglu"])
def test_streamed_f32_outputs_are_the_cached_ones_bit_for_bit(k: Kernels, op: str) -> None:
    """Non-temporal stores start at a 64-byte boundary of the output: outputs starting anywhere in a line,
    shorter than one block or than the run up to the boundary, give the cached build's bits."""
    rng = np.random.default_rng(zlib.crc32(op.encode()))
    fn = getattr(k.lib, f"ak_{op}")
    for n in (1, 7, 15, 16, 17, 33, 1000, 100003):
        for skip in (0, 1, 3, 15):
            arrays = [rand_values("f32", (n,), rng, -8.0, 8.0).astype(np.float32) for _ in range(2)]  # kept alive
            ins = [k.tensor("f32", x) for x in arrays]
            outs = []
            for ex in ("serial", "pool2-stream"):
                buf = np.zeros(n + 16, np.float32)
                out = buf[skip:skip + n]
                assert fn(k.execs[ex], k.tensor("f32", out), *ins) == 0
                assert not buf[:skip].any() and not buf[skip + n:].any(), "wrote outside the output"
                outs.append(out.view(np.uint32).copy())
            np.testing.assert_array_equal(outs[0], outs[1], err_msg=f"{op} n={n} skip={skip}")


def test_binary_broadcast_first_input_and_inner_dim(k: Kernels) -> None:
    rng = np.random.default_rng(3)
    shape = (6, 5, 40)
    a = np.broadcast_to(rand_values("f32", (1, 5, 1), rng), shape)
    b = rand_values("f32", shape, rng)
    ia = np.broadcast_to(a[:1, :, :1].astype(np.float32), shape)
    c = np.empty(shape, np.float32)
    assert k.lib.ak_mul(k.execs["pool2"], k.tensor("f32", c), k.tensor("f32", ia), k.tensor("f32", b.astype(np.float32))) == 0
    check("f32", c, a * b)


def test_binary_in_place(k: Kernels) -> None:
    rng = np.random.default_rng(4)
    a = rand_values("f32", (300, 301), rng)
    b = rand_values("f32", (300, 301), rng)
    buf = a.astype(np.float32)
    t = k.tensor("f32", buf)
    assert k.lib.ak_add(k.execs["pool4"], t, t, k.tensor("f32", b.astype(np.float32))) == 0
    check("f32", buf, a + b)


@pytest.mark.parametrize("ex", EXECS)
@pytest.mark.parametrize("layout", ["contig", "transposed", "strided", "negative"])
@pytest.mark.parametrize("dt", FLOATS + INTS)
@pytest.mark.parametrize("op", list(UNARY))
def test_unary(k: Kernels, op: str, dt: str, layout: str, ex: str) -> None:
    fn = getattr(k.lib, f"ak_{op}")
    if op != "relu" and dt in INTS:
        z = np.zeros(3, STORAGE[dt])
        assert fn(k.execs[ex], k.tensor(dt, z), k.tensor(dt, z)) == -1
        return
    rng = np.random.default_rng(zlib.crc32(f"{op}/{dt}/{layout}".encode()))
    shape = shape_for(ex)
    x = rand_values(dt, shape, rng, -8.0, 8.0)
    ix = make_input(dt, x, layout)
    y, _ = alloc(dt, shape, OUT_LAYOUTS[layout])
    assert fn(k.execs[ex], k.tensor(dt, y), k.tensor(dt, ix)) == 0
    check(dt, y, UNARY[op](x))


@pytest.mark.parametrize("dt", ["f16", "bf16"])
def test_half_nan_inf_round_trip(k: Kernels, dt: str) -> None:
    vals = np.array([np.nan, np.inf, -np.inf, 1.5, -0.0, 65504.0 if dt == "f16" else 3.0e38, -np.nan], np.float64)
    x = to_storage(dt, vals)
    zero = np.zeros_like(x)
    y = np.empty_like(x)
    assert k.lib.ak_add(k.execs["serial"], k.tensor(dt, y), k.tensor(dt, x), k.tensor(dt, zero)) == 0
    got = to_f64(dt, y)
    assert np.isnan(got[0]) and np.isnan(got[6])
    np.testing.assert_array_equal(got[1:6], to_f64(dt, x)[1:6] + 0.0)
    r = np.empty_like(x)
    assert k.lib.ak_relu(k.execs["serial"], k.tensor(dt, r), k.tensor(dt, x)) == 0
    assert np.isnan(to_f64(dt, r)[0]) and to_f64(dt, r)[1] == np.inf and to_f64(dt, r)[2] == 0
    # a result past the format's range rounds to infinity
    yb = np.empty(1, STORAGE[dt])
    two = to_storage(dt, np.array([2.0]))
    near_max = to_storage(dt, np.array([60000.0 if dt == "f16" else 3.0e38]))
    assert k.lib.ak_mul(k.execs["serial"], k.tensor(dt, yb), k.tensor(dt, near_max), k.tensor(dt, two)) == 0
    assert to_f64(dt, yb)[0] == np.inf


# --- copies and fills --------------------------------------------------------------------------------------------

ALL_DTYPES = list(CODE)


@pytest.mark.parametrize("ex", ["serial", "pool4"])
@pytest.mark.parametrize("layout", ["contig", "transposed", "strided", "negative", "broadcast"])
@pytest.mark.parametrize("dt", ALL_DTYPES)
def test_rearrange(k: Kernels, dt: str, layout: str, ex: str) -> None:
    rng = np.random.default_rng(CODE[dt])
    shape = shape_for(ex)
    raw = rng.integers(0, 256, size=(*shape, np.dtype(STORAGE[dt]).itemsize), dtype=np.uint8)
    src_vals = raw.view(STORAGE[dt]).reshape(shape)
    if dt == "bool":
        src_vals = src_vals.view(np.uint8) % 2 == 1
    if layout == "broadcast":
        src = np.broadcast_to(src_vals[:1], shape)
    else:
        src, _ = alloc(dt, shape, layout)
        src[...] = src_vals
    dst, _ = alloc(dt, shape, "transposed" if layout == "contig" else "contig")
    assert k.lib.ak_rearrange(k.execs[ex], k.tensor(dt, dst), k.tensor(dt, src)) == 0
    np.testing.assert_array_equal(bits(dst), bits(src))


def test_rearrange_keeps_nan_payload(k: Kernels) -> None:
    bits = np.array([0x7FF0000000000123, 0xFFF8000000000001], np.uint64)
    src = bits.view(np.float64)
    dst = np.empty(2, np.float64)
    assert k.lib.ak_rearrange(k.execs["serial"], k.tensor("f64", dst), k.tensor("f64", src)) == 0
    np.testing.assert_array_equal(dst.view(np.uint64), bits)


ONE_BITS = {"f16": np.float16(1.0), "bf16": np.uint16(0x3F80), "f32": np.float32(1.0), "f64": np.float64(1.0)}


@pytest.mark.parametrize("layout", ["contig", "transposed", "strided"])
@pytest.mark.parametrize("dt", ALL_DTYPES)
def test_zeros_ones(k: Kernels, dt: str, layout: str) -> None:
    shape = (40, 33, 31)
    y, base = alloc(dt, shape, layout)
    assert k.lib.ak_zeros(k.execs["pool2"], k.tensor(dt, y)) == 0
    assert (bits(y) == 0).all()
    assert k.lib.ak_ones(k.execs["pool4"], k.tensor(dt, y)) == 0
    one = np.array(ONE_BITS.get(dt, 1)).astype(STORAGE[dt])
    assert (y == one).all()
    if layout == "strided":
        assert untouched(base[..., 0::2])


def test_unsupported_dtypes(k: Kernels) -> None:
    z8 = np.zeros(4, np.uint8)
    ex = k.execs["serial"]
    t = k.tensor("u8", z8)
    assert k.lib.ak_add(ex, t, t, t) == -1
    assert k.lib.ak_softmax(ex, t, t, 0) == -1
    assert k.lib.ak_gemm(ex, k.tensor("u8", z8.reshape(2, 2)), k.tensor("u8", z8.reshape(2, 2)),
                         k.tensor("u8", z8.reshape(2, 2)), 1.0, 0.0) == -1
    bad = k.ffi.new("ak_tensor *", {"dtype": 99, "ndim": 1, "shape": [4], "strides": [1],
                                    "data": k.ffi.cast("void *", z8.ctypes.data)})
    assert k.lib.ak_rearrange(ex, bad, bad) == -1
    assert k.lib.ak_ones(ex, bad) == -1
    f16 = k.tensor("f16", np.zeros(4, np.float16))
    f32 = k.tensor("f32", np.zeros(4, np.float32))
    assert k.lib.ak_add(ex, f16, f32, f16) == -1


# --- gemm --------------------------------------------------------------------------------------------------------

def gemm_operand(dt: str, vals: np.ndarray, layout: str) -> np.ndarray:
    """A matrix (or batch) in layout: c contiguous, t transposed (column-major), s strided in both dims."""
    st = STORAGE[dt]
    data = to_storage(dt, vals)
    if layout == "c":
        return np.ascontiguousarray(data)
    if layout == "t":
        out = np.empty(vals.shape[:-2] + vals.shape[-2:][::-1], st)
        view = np.swapaxes(out, -1, -2)
    else:
        out = np.empty(vals.shape[:-2] + (vals.shape[-2] * 2, vals.shape[-1] * 3), st)
        view = out[..., ::2, ::3]
    view[...] = data
    return view


GEMM_LAYOUTS = ["ccc", "tcc", "ctc", "cct", "ttt", "sss", "stc"]


def run_gemm(k: Kernels, dt: str, ex: Any, m: int, kk: int, n: int, layouts: str, alpha: float, beta: float,
             batch: tuple[int, int, int] | None = None, nan_c: bool = False, seed: int = 0) -> None:
    rng = np.random.default_rng(seed)
    pre_a = (batch[1],) if batch else ()
    pre_b = (batch[2],) if batch else ()
    pre_c = (batch[0],) if batch else ()
    a = rand_values(dt, (*pre_a, m, kk), rng, -1, 1)
    b = rand_values(dt, (*pre_b, kk, n), rng, -1, 1)
    c0 = rand_values(dt, (*pre_c, m, n), rng, -1, 1)
    if nan_c:
        c0[...] = np.nan
    ia, ib, ic = gemm_operand(dt, a, layouts[0]), gemm_operand(dt, b, layouts[1]), gemm_operand(dt, c0, layouts[2])
    if batch:  # a batch of 1 broadcasts with stride 0, as the core hands it over
        if batch[1] == 1:
            ia = np.broadcast_to(ia, (batch[0], m, kk))
        if batch[2] == 1:
            ib = np.broadcast_to(ib, (batch[0], kk, n))
    assert k.lib.ak_gemm(ex, k.tensor(dt, ic), k.tensor(dt, ia), k.tensor(dt, ib), alpha, beta) == 0
    ref = np.broadcast_to(alpha * (a @ b), c0.shape)
    if beta != 0:
        ref = ref + beta * c0
    scale = float(np.abs(ref).max()) if ref.size else 1.0
    check(dt, ic, ref, scale=scale, tol=TOL[dt] if dt != "f32" else 1e-5)


@pytest.mark.parametrize("ex", EXECS)
@pytest.mark.parametrize("layouts", GEMM_LAYOUTS)
@pytest.mark.parametrize("dt", FLOATS)
def test_gemm(k: Kernels, dt: str, layouts: str, ex: str) -> None:
    m, kk, n = (37, 29, 45) if ex == "serial" else (100, 70, 150)
    run_gemm(k, dt, k.execs[ex], m, kk, n, layouts, 1.0, 0.0, seed=1)
    run_gemm(k, dt, k.execs[ex], m, kk, n, layouts, -0.5, 1.25, seed=2)


@pytest.mark.parametrize("dt", FLOATS)
def test_gemm_beta_zero_ignores_nan(k: Kernels, dt: str) -> None:
    run_gemm(k, dt, k.execs["pool2"], 70, 33, 90, "ccc", 2.0, 0.0, nan_c=True)
    run_gemm(k, dt, k.execs["serial"], 5, 3, 7, "sst", 1.0, 0.0, nan_c=True)


@pytest.mark.parametrize("batch", [(3, 3, 3), (3, 1, 3), (4, 4, 1), (2, 1, 1)])
@pytest.mark.parametrize("dt", FLOATS)
def test_gemm_batched(k: Kernels, dt: str, batch: tuple[int, int, int]) -> None:
    run_gemm(k, dt, k.execs["pool4"], 19, 23, 70, "ctc", 1.0, 0.5, batch=batch, seed=5)
    run_gemm(k, dt, k.execs["serial"], 8, 5, 6, "tst", 1.5, 0.0, batch=batch, seed=6)


@pytest.mark.parametrize("layouts", ["ccc", "ctc", "tcc", "sss"])
def test_gemm_bf16_blocks(k: Kernels, layouts: str) -> None:
    """Shapes across the blocks of the AVX-512 BF16 gemm (ak_gemm_bf16.c, the bf16 path on CPUs that have it:
    6 x 64 register tiles, 96 x 64 output tiles, 512 k pairs a block): partial tiles and panels, several k blocks,
    odd and even k (a row-major A with an even k is read in place, rows past m included), row- and column-major
    B (a transposed weight; its full panels are packed 16 pairs at a time), doubly strided operands, the
    caller's scratch and the kernel's own memory."""
    run_gemm(k, "bf16", k.execs["pool2"], 101, 389, 263, layouts, 1.0, 0.0, seed=21)
    run_gemm(k, "bf16", k.execs["serial"], 50, 194, 130, layouts, -0.5, 1.25, seed=22)
    run_gemm(k, "bf16", k.execs["pool4"], 23, 3, 65, layouts, 2.0, 0.0, batch=(3, 1, 3), seed=23)
    run_gemm(k, "bf16", k.execs["pool2-scratch"], 103, 1100, 150, layouts, 1.0, 0.5, seed=24)
    run_gemm(k, "bf16", k.execs["pool2-scratch"], 97, 1061, 129, layouts, 1.0, 0.0, batch=(2, 2, 1), seed=25)


@pytest.mark.parametrize(("m", "kk", "n"), [(1, 1, 1), (1, 4096, 9), (2, 31, 67), (3, 33, 5), (4, 64, 4), (5, 100, 13),
                                         (16, 47, 21), (6, 2100, 19), (16, 1030, 9), (2, 40, 2100), (12, 20, 1100),
                                         (17, 40, 19)])
@pytest.mark.parametrize("ab", ["ct", "cc", "sc"])
@pytest.mark.parametrize("dt", ["f16", "bf16"])
def test_gemm_skinny(k: Kernels, dt: str, ab: str, m: int, kk: int, n: int) -> None:
    """A few rows against a weight read in place (ak_gemm_skinny.c where the CPU has AVX-512, the general paths
    elsewhere and from 17 rows): B transposed (x @ W.T, dot products) or row-major (x @ W, 64-column strips;
    A strided too), every row count of a register tile and its tail, k's tail, a long k with several groups
    of rows, column tails, alpha and beta, C transposed, a batch whose A or B broadcasts."""
    run_gemm(k, dt, k.execs["pool2"], m, kk, n, ab + "c", 1.0, 0.0, seed=m * 1000 + kk)
    run_gemm(k, dt, k.execs["serial"], m, kk, n, ab + "t", -0.5, 1.25, seed=m * 1000 + kk + 1)
    run_gemm(k, dt, k.execs["pool4"], m, kk, n, ab + "c", 2.0, 0.0, batch=(3, 1, 3), seed=3)
    run_gemm(k, dt, k.execs["pool2"], m, kk, n, ab + "c", 1.0, 0.5, batch=(2, 2, 1), seed=4)
    run_gemm(k, dt, k.execs["pool2"], m, kk, n, ab + "c", 2.0, 0.0, nan_c=True, seed=5)


def bf16_dot_products() -> bool:
    """Whether this CPU has AVX-512 BF16, which ak_gemm_bf16.c needs."""
    try:
        return "avx512_bf16" in Path("/proc/cpuinfo").read_text()
    except OSError:
        return False


@pytest.mark.skipif(not bf16_dot_products(), reason="this CPU has no AVX-512 BF16 (the kernel under test needs it)")
@pytest.mark.parametrize("offset", [0, 1])
def test_gemm_bf16_in_place_a_and_scratch(k: Kernels, offset: int) -> None:
    """A row-major A with an even k is read in place, at any element offset (a pair then straddles 4 bytes) and
    with rows past m in its last panel; only B is packed, into the caller's scratch, and nothing of the scratch is
    read before it is written (it arrives as NaN)."""
    rng = np.random.default_rng(26)
    m, kk, n = 19, 40, 70  # more rows than the few-rows kernel (ak_gemm_skinny.c) takes
    a = rand_values("bf16", (m, kk), rng, -1, 1)
    b = rand_values("bf16", (kk, n), rng, -1, 1)
    wide = np.zeros((m, kk + 2), np.uint16)
    wide[:, offset:offset + kk] = to_storage("bf16", a)
    ia = wide[:, offset:offset + kk]
    ic = np.zeros((m, n), np.uint16)
    assert k.scratch is not None
    asked = len(k.scratch.asked)
    assert k.lib.ak_gemm(k.execs["pool2-scratch"], k.tensor("bf16", ic), k.tensor("bf16", ia),
                         k.tensor("bf16", to_storage("bf16", b)), 1.0, 0.0) == 0
    check("bf16", ic, a @ b, scale=float(np.abs(a @ b).max()))
    # B's two 64-column panels of 20 k pairs, 4 bytes a pair; no A panels
    assert k.scratch.asked[asked:] == [2 * 64 * 20 * 4]


@pytest.mark.parametrize("dt", ["f32", "f64"])
def test_gemm_edge_shapes(k: Kernels, dt: str) -> None:
    for m, kk, n in [(1, 1, 1), (1, 300, 1), (1, 130, 200), (200, 1, 3), (65, 129, 97)]:
        run_gemm(k, dt, k.execs["pool2"], m, kk, n, "ccc", 1.0, 0.0, seed=m + kk + n)
    # k == 0: C = beta * C
    c = np.full((3, 4), 2.0, STORAGE[dt])
    a = np.zeros((3, 0), STORAGE[dt])
    b = np.zeros((0, 4), STORAGE[dt])
    assert k.lib.ak_gemm(k.execs["serial"], k.tensor(dt, c), k.tensor(dt, a), k.tensor(dt, b), 1.0, 0.5) == 0
    np.testing.assert_array_equal(c, 1.0)


@pytest.fixture(scope="module")
def blas_exec(k: Kernels) -> Any:
    try:
        import scipy_openblas32  # type: ignore[import-not-found]
    except ImportError:
        pytest.skip("scipy-openblas32 is not installed (pip install scipy-openblas32)")
    path = Path(scipy_openblas32.get_lib_dir()) / f"lib{scipy_openblas32.get_library()}.so"
    if not path.exists():
        pytest.skip(f"scipy-openblas32 has no {path.name}")
    bffi = cffi.FFI()
    bffi.cdef(BLAS_CDEF)
    lib_blas = bffi.dlopen(str(path))
    blas = k.ffi.new("ak_blas *")
    blas.sgemm = k.ffi.cast("void(*)(int, int, int, int, int, int, float, const float *, int, const float *, int, "
                            "float, float *, int)", int(bffi.cast("uintptr_t", bffi.addressof(lib_blas, "scipy_cblas_sgemm"))))
    blas.dgemm = k.ffi.cast("void(*)(int, int, int, int, int, int, double, const double *, int, const double *, "
                            "int, double, double *, int)",
                            int(bffi.cast("uintptr_t", bffi.addressof(lib_blas, "scipy_cblas_dgemm"))))
    ex = k.ffi.new("ak_exec *")
    ex.blas = blas
    k.keep.extend([bffi, lib_blas, blas])
    return ex


@pytest.mark.parametrize("layouts", GEMM_LAYOUTS)
@pytest.mark.parametrize("dt", FLOATS)
def test_gemm_blas(k: Kernels, blas_exec: Any, dt: str, layouts: str) -> None:
    # f16/bf16 and the doubly strided layouts fall back to the portable loop; the rest go through BLAS
    run_gemm(k, dt, blas_exec, 37, 29, 45, layouts, 1.0, 0.0, seed=7)
    run_gemm(k, dt, blas_exec, 37, 29, 45, layouts, 0.75, -1.5, seed=8)
    run_gemm(k, dt, blas_exec, 9, 4, 11, layouts, 1.0, 0.0, nan_c=True, seed=9)
    run_gemm(k, dt, blas_exec, 6, 5, 7, layouts, 1.0, 2.0, batch=(3, 1, 3), seed=10)


@pytest.mark.parametrize(("dt", "layouts", "uses_blas"), [("f32", "ccc", True), ("f32", "tcc", True), ("f64", "ctc", True),
                                                        ("f64", "cct", True), ("f32", "ttt", True), ("f32", "sss", False),
                                                        ("f64", "stc", False), ("f16", "ccc", False)])
def test_gemm_blas_dispatch(k: Kernels, dt: str, layouts: str, uses_blas: bool) -> None:
    """BLAS is called exactly when every matrix has a unit stride (and the dtype is f32/f64)."""
    calls: list[tuple[int, int, int]] = []

    @k.ffi.callback("void(int, int, int, int, int, int, float, const float *, int, const float *, int, float, float *, int)")
    def sgemm(order: int, ta: int, tb: int, m: int, n: int, kk: int, *_rest: Any) -> None:
        calls.append((order, ta, tb))

    @k.ffi.callback("void(int, int, int, int, int, int, double, const double *, int, const double *, int, double, "
                    "double *, int)")
    def dgemm(order: int, ta: int, tb: int, m: int, n: int, kk: int, *_rest: Any) -> None:
        calls.append((order, ta, tb))

    blas = k.ffi.new("ak_blas *", {"sgemm": sgemm, "dgemm": dgemm})
    ex = k.ffi.new("ak_exec *", {"blas": blas})
    rng = np.random.default_rng(12)
    a = gemm_operand(dt, rand_values(dt, (2, 5, 3), rng), layouts[0])
    b = gemm_operand(dt, rand_values(dt, (2, 3, 4), rng), layouts[1])
    c = gemm_operand(dt, rand_values(dt, (2, 5, 4), rng), layouts[2])
    assert k.lib.ak_gemm(ex, k.tensor(dt, c), k.tensor(dt, a), k.tensor(dt, b), 1.0, 0.0) == 0
    assert len(calls) == (2 if uses_blas else 0)
    if uses_blas:
        order = 101 if layouts[2] == "c" else 102
        assert calls[0] == (order, 111 if layouts[0] == layouts[2] else 112, 111 if layouts[1] == layouts[2] else 112)


# --- rows: softmax, causal_softmax, rms_norm ---------------------------------------------------------------------

def softmax_ref(x: np.ndarray, axis: int) -> np.ndarray:
    e = np.exp(x - x.max(axis=axis, keepdims=True))
    return e / e.sum(axis=axis, keepdims=True)


@pytest.mark.parametrize("ex", EXECS)
@pytest.mark.parametrize("layout", ["contig", "transposed", "strided", "negative"])
@pytest.mark.parametrize("axis", [0, 1, 2])
@pytest.mark.parametrize("dt", FLOATS)
def test_softmax(k: Kernels, dt: str, axis: int, layout: str, ex: str) -> None:
    rng = np.random.default_rng(11 + axis)
    shape = (6, 7, 33) if ex == "serial" else (40, 20, 65)
    x = rand_values(dt, shape, rng, -5, 5)
    ix = make_input(dt, x, layout)
    y, _ = alloc(dt, shape, OUT_LAYOUTS[layout])
    assert k.lib.ak_softmax(k.execs[ex], k.tensor(dt, y), k.tensor(dt, ix), axis) == 0
    check(dt, y, softmax_ref(x, axis), tol=TOL[dt] if dt != "f32" else 2e-5)


def causal_ref(x: np.ndarray) -> np.ndarray:
    seq, total = x.shape[-2:]
    i = np.arange(seq)[:, None]
    j = np.arange(total)[None, :]
    masked = j > i + total - seq
    xm = np.where(masked, -np.inf, x)
    return np.where(masked, 0.0, softmax_ref(xm, -1))


@pytest.mark.parametrize("ex", EXECS)
@pytest.mark.parametrize("shape", [(5, 9), (9, 9), (3, 4, 11), (2, 1, 6), (2, 3, 5, 8)])
@pytest.mark.parametrize("layout", ["contig", "transposed", "strided"])
@pytest.mark.parametrize("dt", FLOATS)
def test_causal_softmax(k: Kernels, dt: str, layout: str, shape: tuple[int, ...], ex: str) -> None:
    if ex != "serial":
        shape = (64, *shape)
    rng = np.random.default_rng(len(shape))
    x = rand_values(dt, shape, rng, -4, 4)
    ix = make_input(dt, x, layout)
    y, _ = alloc(dt, shape, OUT_LAYOUTS[layout])
    y[...] = to_storage(dt, np.full(shape, 7.0))  # masked entries must be written as 0
    assert k.lib.ak_causal_softmax(k.execs[ex], k.tensor(dt, y), k.tensor(dt, ix)) == 0
    check(dt, y, causal_ref(x), tol=TOL[dt] if dt != "f32" else 2e-5)


def rms_ref(x: np.ndarray, w: np.ndarray, eps: float) -> np.ndarray:
    return x / np.sqrt((x * x).mean(axis=-1, keepdims=True) + eps) * w


@pytest.mark.parametrize("ex", EXECS)
@pytest.mark.parametrize("layout", ["contig", "transposed", "strided", "negative"])
@pytest.mark.parametrize(("dt", "wdt"), [(x, w) for x in FLOATS for w in FLOATS])  # InfiniCore mixes f16 and bf16
def test_rms_norm(k: Kernels, dt: str, wdt: str, layout: str, ex: str) -> None:
    rng = np.random.default_rng(21)
    shape = (3, 5, 40) if ex == "serial" else (60, 8, 96)
    x = rand_values(dt, shape, rng, -2, 2)
    w = rand_values(wdt, (shape[-1],), rng, 0.5, 1.5)
    ix = make_input(dt, x, layout)
    iw = make_input(wdt, w, "negative" if layout == "negative" else "contig")
    y, _ = alloc(dt, shape, OUT_LAYOUTS[layout])
    eps = 1e-5
    assert k.lib.ak_rms_norm(k.execs[ex], k.tensor(dt, y), k.tensor(dt, ix), k.tensor(wdt, iw), eps) == 0
    check(dt, y, rms_ref(x, w, float(np.float32(eps))), scale=1.0)


def test_rms_norm_unsupported_weight(k: Kernels) -> None:
    x = np.zeros((2, 4), np.float16)
    w = np.zeros(4, np.int32)
    assert k.lib.ak_rms_norm(k.execs["serial"], k.tensor("f16", x), k.tensor("f16", x), k.tensor("i32", w), 1e-5) == -1


# --- rope --------------------------------------------------------------------------------------------------------

def rope_ref(x: np.ndarray, pos: np.ndarray, sin: np.ndarray, cos: np.ndarray, algo: int) -> np.ndarray:
    s = sin[pos][..., None, :]
    c = cos[pos][..., None, :]
    half = x.shape[-1] // 2
    y = np.empty_like(x)
    if algo == 0:
        a, b = x[..., 0::2], x[..., 1::2]
        y[..., 0::2] = a * c - b * s
        y[..., 1::2] = a * s + b * c
    else:
        a, b = x[..., :half], x[..., half:]
        y[..., :half] = a * c - b * s
        y[..., half:] = a * s + b * c
    return y


@pytest.mark.parametrize("ex", EXECS)
@pytest.mark.parametrize("layout", ["contig", "strided", "transposed"])
@pytest.mark.parametrize("algo", [0, 1])
@pytest.mark.parametrize(("dt", "tdt"), [("f16", "f16"), ("f16", "f32"), ("bf16", "bf16"), ("bf16", "f32"),
                                         ("f32", "f32"), ("f64", "f64"), ("f64", "f32")])
def test_rope(k: Kernels, dt: str, tdt: str, algo: int, layout: str, ex: str) -> None:
    rng = np.random.default_rng(31 + algo)
    seq, nh, hd, max_pos = (5, 3, 16, 12) if ex == "serial" else (40, 8, 64, 50)
    x = rand_values(dt, (seq, nh, hd), rng, -2, 2)
    pos_dt = ["i32", "i64", "u32", "i8"][(seq + algo) % 4] if ex == "serial" else "u64"
    pos = rng.integers(0, max_pos, size=seq)
    pos_arr = pos.astype(STORAGE[pos_dt])
    ang = np.arange(max_pos)[:, None] / (10000.0 ** (np.arange(hd // 2)[None, :] * 2.0 / hd))
    sin = to_f64(tdt, to_storage(tdt, np.sin(ang)))
    cos = to_f64(tdt, to_storage(tdt, np.cos(ang)))
    ix = make_input(dt, x, layout)
    y, _ = alloc(dt, x.shape, OUT_LAYOUTS[layout])
    isin = make_input(tdt, sin, "strided" if layout == "strided" else "contig")
    icos = make_input(tdt, cos, "transposed" if layout == "transposed" else "contig")
    rc = k.lib.ak_rope(k.execs[ex], k.tensor(dt, y), k.tensor(dt, ix), k.tensor(pos_dt, pos_arr), k.tensor(tdt, isin),
                       k.tensor(tdt, icos), algo)
    assert rc == 0
    check(dt, y, rope_ref(x, pos, sin, cos, algo), scale=1.0)


@pytest.mark.parametrize("shared", [False, True])
@pytest.mark.parametrize("ex", EXECS)
def test_rope_with_a_batch_dim(k: Kernels, ex: str, shared: bool) -> None:
    """InfiniOP's 4-D form: x (batch, seq, heads, head_dim), positions per batch (batch, seq) or one row
    shared by every batch (a stride-0 batch dim, as the core broadcasts it)."""
    rng = np.random.default_rng(51)
    b, seq, nh, hd, max_pos = 3, 5, 2, 8, 9
    x = rand_values("f32", (b, seq, nh, hd), rng, -2, 2)
    pos = rng.integers(0, max_pos, size=(1 if shared else b, seq))
    pos_arr = np.broadcast_to(pos.astype(np.int64), (b, seq))  # stride 0 over batch when shared
    sin = rng.uniform(-1, 1, (max_pos, hd // 2)).astype(np.float32)
    cos = rng.uniform(-1, 1, (max_pos, hd // 2)).astype(np.float32)
    x32, y = x.astype(np.float32), np.zeros(x.shape, np.float32)
    rc = k.lib.ak_rope(k.execs[ex], k.tensor("f32", y), k.tensor("f32", x32), k.tensor("i64", pos_arr),
                       k.tensor("f32", sin), k.tensor("f32", cos), 1)
    assert rc == 0
    check("f32", y, rope_ref(x, np.broadcast_to(pos, (b, seq)), sin.astype(np.float64), cos.astype(np.float64), 1))


def test_rope_in_place_and_bad_position(k: Kernels) -> None:
    rng = np.random.default_rng(41)
    x = rand_values("f32", (4, 2, 8), rng)
    buf = x.astype(np.float32)
    pos = np.array([0, 3, 1, 2], np.int64)
    sin = rng.uniform(-1, 1, (4, 4)).astype(np.float32)
    cos = rng.uniform(-1, 1, (4, 4)).astype(np.float32)
    t = k.tensor("f32", buf)
    args = (k.tensor("i64", pos), k.tensor("f32", sin), k.tensor("f32", cos))
    assert k.lib.ak_rope(k.execs["serial"], t, t, *args, 1) == 0
    check("f32", buf, rope_ref(x, pos, sin.astype(np.float64), cos.astype(np.float64), 1))
    pos[2] = 4  # past the tables
    assert k.lib.ak_rope(k.execs["serial"], t, t, *args, 1) == -1


# --- random_sample -----------------------------------------------------------------------------------------------

def sample_ref(vals: np.ndarray, random_val: float, topp: float, topk: int, temperature: float, f64: bool) -> int:
    """InfiniCore's random_sample, transcribed from the header: f32 arithmetic (f64 for f64 logits)."""
    ft = np.float64 if f64 else np.float32
    if random_val == 0 or topp == 0 or topk == 1 or temperature == 0:
        return int(np.argmax(vals))
    v = vals.astype(ft)
    order = np.argsort(-v, kind="stable")
    sv = v[order]
    with np.errstate(over="ignore"):
        arg = ((sv - sv[0]).astype(ft) / ft(np.float32(temperature))).astype(ft)
    # exp correctly rounded to the working precision, as libm's expf / exp
    e = np.exp(arg.astype(np.float64)).astype(ft)
    e[0] = ft(1)
    c = np.add.accumulate(e, dtype=ft)  # sequential, like the reference's running sum
    n = len(v)
    kk = n if topk <= 0 or topk > n else topk
    limit = ft(np.float32(random_val)) * min(c[kk - 1], ft(c[n - 1] * ft(np.float32(topp))))
    hit = np.nonzero(limit <= c)[0]
    return int(order[hit[0]] if len(hit) else order[n - 1])


def run_sample(k: Kernels, dt: str, logits: np.ndarray, rv: float, topp: float, topk: int, temp: float,
               rdt: str = "i64") -> int:
    probs = np.ascontiguousarray(to_storage(dt, logits))
    res = np.full((), 77, STORAGE[rdt])
    ws = k.ffi.new("char[]", k.lib.ak_random_sample_workspace(len(logits)) + 3)
    # an odd workspace address: the kernel aligns it itself
    wsp = k.ffi.cast("char *", ws) + 3
    rc = k.lib.ak_random_sample(k.execs["serial"], k.tensor(rdt, res), k.tensor(dt, probs), rv, topp, topk, temp, wsp)
    assert rc == 0
    return int(res)


@pytest.mark.parametrize("dt", FLOATS)
def test_random_sample_argmax(k: Kernels, dt: str) -> None:
    rng = np.random.default_rng(51)
    logits = to_f64(dt, to_storage(dt, rng.normal(size=300)))
    logits[[17, 200]] = logits.max() + 1  # a tie: the first maximum wins
    for rv, topp, topk, temp in [(0.0, 0.9, 50, 1.0), (0.5, 0.0, 50, 1.0), (0.5, 0.9, 1, 1.0), (0.5, 0.9, 50, 0.0)]:
        for rdt in ["i32", "i64", "u32", "u64", "i16"]:
            assert run_sample(k, dt, logits, rv, topp, topk, temp, rdt) == 17


@pytest.mark.parametrize("n", [1, 7, 300, 2000])
@pytest.mark.parametrize("dt", FLOATS)
def test_random_sample_sampling(k: Kernels, dt: str, n: int) -> None:
    rng = np.random.default_rng(61 + n)
    logits = to_f64(dt, to_storage(dt, rng.normal(scale=2.0, size=n)))
    cases = 0
    for rv in [0.01, 0.3, 0.77, 0.999, 1.0]:
        for topp, topk, temp in [(0.9, 50, 1.0), (1.0, 0, 0.7), (0.5, 3, 1.3), (0.95, 1000, 2.0), (0.2, 2, 0.5)]:
            want = sample_ref(logits, rv, topp, topk, temp, dt == "f64")
            assert run_sample(k, dt, logits, rv, topp, topk, temp) == want, (rv, topp, topk, temp)
            cases += 1
    assert cases == 25


@pytest.mark.parametrize("dt", FLOATS)
def test_random_sample_ties(k: Kernels, dt: str) -> None:
    rng = np.random.default_rng(71)
    # few distinct values, -0.0 and +0.0 mixed: equal values keep ascending index order
    logits = rng.choice(np.array([-1.0, -0.0, 0.0, 0.5, 2.0]), size=64)
    for rv in np.linspace(0.05, 1.0, 20):
        for topp, topk, temp in [(1.0, 64, 1.0), (0.8, 10, 0.6), (0.3, 5, 3.0)]:
            want = sample_ref(logits, float(rv), topp, topk, temp, dt == "f64")
            assert run_sample(k, dt, logits, float(rv), topp, topk, temp) == want


# --- the pool ----------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("threads", [1, 2, 4])
def test_pool_chunks(k: Kernels, threads: int) -> None:
    pool = k.lib.ak_pool_create(threads)
    assert k.lib.ak_pool_threads(pool) == threads
    lock = threading.Lock()
    seen: list[tuple[int, int]] = []
    nested_inline: list[bool] = []
    local = threading.local()

    @k.ffi.callback("void(void *, int64_t, int64_t)")
    def inner(_arg: Any, lo: int, hi: int) -> None:
        with lock:
            nested_inline.append(getattr(local, "in_body", False) and (lo, hi) == (0, 8))

    @k.ffi.callback("void(void *, int64_t, int64_t)")
    def body(_arg: Any, lo: int, hi: int) -> None:
        with lock:
            seen.append((lo, hi))
        # a nested call runs inline on this thread, as one range
        local.in_body = True
        k.lib.ak_pool_parallel_for(pool, 8, 1, inner, k.ffi.NULL)
        local.in_body = False

    try:
        for n, grain in [(1000, 7), (5, 10), (64, 1), (0, 4)]:
            seen.clear()
            k.lib.ak_pool_parallel_for(pool, n, grain, body, k.ffi.NULL)
            spans = sorted(seen)
            covered = [i for lo, hi in spans for i in range(lo, hi)]
            assert covered == list(range(n))
            assert all(hi - lo >= grain for lo, hi in spans if hi != n)
        assert nested_inline and all(nested_inline)
    finally:
        k.lib.ak_pool_destroy(pool)


def test_pool_concurrent_callers(k: Kernels) -> None:
    rng = np.random.default_rng(81)
    a = rand_values("f32", (256, 257), rng).astype(np.float32)
    b = rand_values("f32", (256, 257), rng).astype(np.float32)
    want = a + b
    errors: list[str] = []

    def worker() -> None:
        c = np.empty_like(a)
        for _ in range(20):
            c[...] = 0
            k.lib.ak_add(k.execs["pool4"], k.tensor("f32", c), k.tensor("f32", a), k.tensor("f32", b))
            if not np.array_equal(c, want):
                errors.append("mismatch")

    threads = [threading.Thread(target=worker) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors


# --- vector builds against the scalar build ----------------------------------------------------------------------
# The kernels pick a baseline, an AVX2 (F16C) or an AVX-512 build per call; -DAK_ISA_MAX caps the pick, so the
# same sources built three times run each path on a machine that has them all. Where the arithmetic is the same
# (no exp: FMA contraction differs between the baseline and the vector builds) the f16 / bf16 results must be the
# same bits: every rounding, subnormal, infinity and NaN of the vector conversions as the scalar ak_f2h / ak_f2b.

ISA_CAPS = {"base": 0, "avx2": 1, "avx512": 2}


@pytest.fixture(scope="module")
def isa_libs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Kernels]:
    cc = shutil.which("cc")
    if cc is None:
        pytest.skip("no C compiler (cc) on PATH")
    # only the files these tests call, the three builds compiled side by side (CI cost)
    only = ["anyrt_kernels.c", "ak_convert.c", "ak_elementwise.c", "ak_norm.c", "ak_softmax.c"]
    outs = {name: tmp_path_factory.mktemp(f"kernels-{name}") / "libakernels.so" for name in ISA_CAPS}
    procs = [subprocess.Popen(kernels_command(cc, outs[name], [f"-DAK_ISA_MAX={cap}"], only))
             for name, cap in ISA_CAPS.items()]
    assert all(p.wait() == 0 for p in procs), "a kernel build failed"
    libs = {}
    for name in ISA_CAPS:
        ffi, lib = load_kernels(outs[name])
        libs[name] = Kernels(ffi, lib, {"serial": ffi.new("ak_exec *")}, [])
    return libs


def every_half(dt: str, rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
    """All 65536 bit patterns (NaNs, infinities, subnormals, both zeros) against random partners, plus 13 more
    elements so every build's tail runs too."""
    a = np.concatenate([np.arange(65536, dtype=np.uint16), rng.integers(0, 65536, 13, dtype=np.uint16)])
    b = rng.integers(0, 65536, a.size, dtype=np.uint16)
    b[::7] = a[::7] ^ 0x8000  # exact cancellations: a + b is a signed zero
    b[1::5] = 0x3C00 if dt == "f16" else 0x3F80  # 1.0: a * b is a itself
    b[2::11] = (a[2::11] & 0x8000) | (0x0001 if dt == "f16" else 0x0080)  # the smallest subnormal / normal
    return a, b


@pytest.mark.parametrize("dt", ["f16", "bf16"])
@pytest.mark.parametrize("op", ["add", "sub", "mul", "relu"])
def test_vector_builds_match_scalar_bits(isa_libs: dict[str, Kernels], op: str, dt: str) -> None:
    a, b = every_half(dt, np.random.default_rng(zlib.crc32(f"{op}{dt}".encode())))
    out = {}
    for name, kk in isa_libs.items():
        c = np.full(a.size, 0x5A5A, np.uint16)
        args = (kk.tensor(dt, c), kk.tensor(dt, a)) + (() if op == "relu" else (kk.tensor(dt, b),))
        assert getattr(kk.lib, f"ak_{op}")(kk.execs["serial"], *args) == 0
        out[name] = c
    # with two NaN inputs which one comes out (sign, payload) follows the operand order the compiler picked for
    # a commutative operation, in any build: there only NaN-ness is compared
    exp_mask = 0x7C00 if dt == "f16" else 0x7F80
    is_nan = ((a & 0x7FFF) > exp_mask) & ((b & 0x7FFF) > exp_mask) if op != "relu" else np.zeros(a.size, bool)
    for name in ("avx2", "avx512"):
        diff = np.nonzero((out[name] != out["base"]) & ~is_nan)[0]
        assert diff.size == 0, f"{name} differs at {diff[:5]}: {out[name][diff[:5]]} vs {out['base'][diff[:5]]}"
        both = out[name][is_nan], out["base"][is_nan]
        assert ((both[0] & 0x7FFF) > exp_mask).all() and ((both[1] & 0x7FFF) > exp_mask).all()
    if dt == "f16" and op == "mul":  # and the scalar build rounds as NumPy (f32 product, nearest even), NaN aside
        with np.errstate(all="ignore"):
            want = (a.view(np.float16).astype(np.float32) * b.view(np.float16).astype(np.float32)).astype(np.float16)
        finite = ~np.isnan(want)
        np.testing.assert_array_equal(out["base"][finite], want.view(np.uint16)[finite])


@pytest.mark.parametrize("dt", ["f16", "bf16"])
@pytest.mark.parametrize("wdt", ["same", "f32"])
@pytest.mark.parametrize("d", [7, 64, 1000])
def test_vector_builds_match_scalar_bits_rms_norm(isa_libs: dict[str, Kernels], dt: str, wdt: str, d: int) -> None:
    rng = np.random.default_rng(d)
    x = to_storage(dt, rng.uniform(-4, 4, (5, d)))
    x[0, : min(d, 5)] = to_storage(dt, np.array([1e-7, -1e-7, 0.0, 3e-8, 6e-5][: min(d, 5)]))  # subnormal halves
    wd = dt if wdt == "same" else "f32"
    w = to_storage(wd, rng.uniform(0.5, 1.5, d))
    out = {}
    for name, kk in isa_libs.items():
        y = np.full(x.shape, 0x5A5A, np.uint16)
        assert kk.lib.ak_rms_norm(kk.execs["serial"], kk.tensor(dt, y), kk.tensor(dt, x), kk.tensor(wd, w), 1e-6) == 0
        out[name] = y
    for name in ("avx2", "avx512"):
        np.testing.assert_array_equal(out[name], out["base"], err_msg=name)


@pytest.mark.parametrize("dt", ["f16", "bf16"])
@pytest.mark.parametrize("op", ["silu", "sigmoid", "swiglu", "softmax"])
def test_vector_builds_agree_with_exp(isa_libs: dict[str, Kernels], op: str, dt: str) -> None:
    """With exp the two vector builds (both FMA) give the same bits, the scalar build the same values to rounding;
    NaN and the infinities (softmax rows with -inf: masked) come out where the scalar build has them."""
    rng = np.random.default_rng(zlib.crc32(f"{op}{dt}".encode()))
    shape = (9, 517)  # rows past one AK_CHUNK / 16-block boundary, with tails
    x = to_storage(dt, rng.uniform(-20, 20, shape))
    x[1, 3], x[2, 5], x[3, 7] = to_storage(dt, np.array([np.nan, np.inf, -np.inf]))
    x[4, :] = to_storage(dt, np.full(shape[1], -np.inf))  # an all -inf row: 0 / 0
    x[5, 100:] = to_storage(dt, np.full(shape[1] - 100, -np.inf))
    b = to_storage(dt, rng.uniform(-20, 20, shape))
    out = {}
    for name, kk in isa_libs.items():
        y = np.full(shape, 0x5A5A, np.uint16)
        if op == "softmax":
            rc = kk.lib.ak_softmax(kk.execs["serial"], kk.tensor(dt, y), kk.tensor(dt, x), 1)
        elif op == "swiglu":
            rc = kk.lib.ak_swiglu(kk.execs["serial"], kk.tensor(dt, y), kk.tensor(dt, b), kk.tensor(dt, x))
        else:
            rc = getattr(kk.lib, f"ak_{op}")(kk.execs["serial"], kk.tensor(dt, y), kk.tensor(dt, x))
        assert rc == 0
        out[name] = y
    np.testing.assert_array_equal(out["avx2"], out["avx512"])
    base, vec = to_f64(dt, out["base"]), to_f64(dt, out["avx512"])
    np.testing.assert_array_equal(np.isnan(base), np.isnan(vec))
    np.testing.assert_allclose(vec, base, rtol=2 * TOL[dt], atol=1e-30)


# --- conv ----------------------------------------------------------------------------------------------------------

def conv_ref(x: np.ndarray, w: np.ndarray, b: np.ndarray | None, pads: list[int], strides: list[int],
             dilations: list[int]) -> np.ndarray:
    """Output by output, tap by tap (slow, obviously right): y[i, k, o] = b[k] + sum x[i, c, o*s - p + t*d] w[k, c, t]."""
    n = x.ndim - 2
    out = [(x.shape[2 + j] + 2 * pads[j] - dilations[j] * (w.shape[2 + j] - 1) - 1) // strides[j] + 1 for j in range(n)]
    y = np.zeros((x.shape[0], w.shape[0], *out))
    for o in np.ndindex(*out):
        for t in np.ndindex(*w.shape[2:]):
            pos = [o[j] * strides[j] - pads[j] + t[j] * dilations[j] for j in range(n)]
            if all(0 <= p < x.shape[2 + j] for j, p in enumerate(pos)):
                y[(slice(None), slice(None), *o)] += x[(slice(None), slice(None), *pos)] @ w[(slice(None), slice(None), *t)].T
    return y + (0 if b is None else b.reshape(-1, *[1] * n))


CONV_CASES = [  # x shape, w shape, pads, strides, dilations: InfiniCore's test shapes, small, and the edges
    ((2, 3, 9), (4, 3, 3), [1], [1], [1]),
    ((1, 3, 4, 4), (2, 3, 3, 3), [1, 1], [1, 2], [2, 1]),
    ((2, 2, 7, 6), (3, 2, 3, 2), [2, 0], [2, 1], [1, 2]),
    ((1, 1, 4, 4, 4), (1, 1, 5, 5, 5), [1, 1, 1], [1, 1, 1], [1, 1, 1]),  # kernel larger than x: padding only
    ((2, 2, 5, 6, 4), (2, 2, 2, 3, 2), [1, 2, 0], [2, 1, 3], [2, 1, 1]),
    ((1, 2, 3), (2, 2, 1), [4], [3], [1]),  # pads wider than x: outputs that read only zeros
]


# every dtype, case and layout serially (with a bias, and without in one layout); the pools on f32
CONV_RUNS = [(dt, c, lay, lay != "negative", "serial") for dt in FLOATS for c in range(len(CONV_CASES))
             for lay in ("contig", "transposed", "strided", "negative")] + [
    ("f32", c, "contig", True, ex) for c in range(len(CONV_CASES)) for ex in EXECS[1:]]


@pytest.mark.parametrize(("dt", "case", "layout", "bias", "ex"), CONV_RUNS)
def test_conv(k: Kernels, dt: str, case: int, layout: str, bias: bool, ex: str) -> None:
    xs, ws, pads, strides, dilations = CONV_CASES[case]
    if ex != "serial":
        xs = (9, *xs[1:])  # rows enough for the pool to split
    rng = np.random.default_rng(case)
    x, w = rand_values(dt, xs, rng, -1, 1), rand_values(dt, ws, rng, -1, 1)
    b = rand_values(dt, (ws[0],), rng, -1, 1) if bias else None
    want = conv_ref(x, w, b, pads, strides, dilations)
    y, base = alloc(dt, want.shape, OUT_LAYOUTS[layout])
    n = len(pads)
    arrays = [k.ffi.new("int64_t[]", v) for v in (pads, strides, dilations)]
    ix, iw = make_input(dt, x, layout), make_input(dt, w, layout)  # held: the tensors only point at them
    ib = make_input(dt, b, "negative" if layout == "negative" else "contig") if b is not None else None
    tb = k.tensor(dt, ib) if ib is not None else k.ffi.NULL
    assert k.lib.ak_conv(k.execs[ex], k.tensor(dt, y), k.tensor(dt, ix), k.tensor(dt, iw), tb, *arrays, n) == 0
    taps = ws[1] * int(np.prod(ws[2:]))
    check(dt, y, want, scale=float(taps) ** 0.5)
    if layout == "strided":  # the gaps between the output's elements stay as they were
        assert untouched(base[..., 0::2])


def test_conv_null_arrays_are_the_defaults(k: Kernels) -> None:
    rng = np.random.default_rng(3)
    x, w = rand_values("f64", (2, 3, 6, 5), rng), rand_values("f64", (4, 3, 2, 3), rng)
    y = np.zeros((2, 4, 5, 3))
    null = k.ffi.NULL
    assert k.lib.ak_conv(k.execs["serial"], k.tensor("f64", y), k.tensor("f64", x), k.tensor("f64", w), null, null, null,
                         null, 2) == 0
    check("f64", y, conv_ref(x, w, None, [0, 0], [1, 1], [1, 1]))


@pytest.mark.parametrize("what", ["n0", "n4", "stride0", "dilation0", "pad_negative", "rank", "dtype"])
def test_conv_refuses_what_it_cannot_compute(k: Kernels, what: str) -> None:
    """AK_UNSUPPORTED, nothing written: the core checks all of these first; the kernel never trusts them."""
    x, w, y = np.zeros((1, 2, 5, 5), np.float32), np.zeros((2, 2, 3, 3), np.float32), np.full((1, 2, 3, 3), 7, np.float32)
    pads, strides, dilations, n = [0, 0], [1, 1], [1, 1], 2
    if what == "n0":
        n = 0
    elif what == "n4":
        n = 4
    elif what == "stride0":
        strides = [1, 0]
    elif what == "dilation0":
        dilations = [0, 1]
    elif what == "pad_negative":
        pads = [-1, 0]
    elif what == "rank":
        n = 1
    arrays = [k.ffi.new("int64_t[]", [*v, 0, 0]) for v in (pads, strides, dilations)]
    ty = k.tensor("f32", y)
    if what == "dtype":
        ty = k.tensor("f64", np.zeros((1, 2, 3, 3)))
    assert k.lib.ak_conv(k.execs["serial"], ty, k.tensor("f32", x), k.tensor("f32", w), k.ffi.NULL, *arrays, n) == -1
    assert (y == 7).all()
