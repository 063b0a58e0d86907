"""The random family (uniform, normal, bernoulli, randint): Philox4x32-10's known-answer vectors on the
C header the kernels use (runtime/kernels/ak_philox.h) and on the NumPy reference; the kernels against
the reference (bit for bit where the arithmetic is exact); the same bits whatever the thread split, the
layout, or the split of one fill into calls at offsets; statistics of 1e6 samples of a fixed seed; and
the operators through anyrt.ops on the cpu backend (64-bit seeds and offsets, the output the caller gives)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import pytest

cffi = pytest.importorskip("cffi")

import anyrt  # noqa: E402
from anyrt._errors import InvalidValueError  # noqa: E402
from anyrt._gen.spec_data import DTYPE, KERNEL_DECLS  # noqa: E402
from anyrt.toolkit import op_reference as ref  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
KDIR = ROOT / "runtime" / "kernels"

# Random123's kat_vectors for philox4x32_10: (counter, key, output)
KAT = [
    ((0, 0, 0, 0), (0, 0), (0x6627E8D5, 0xE169C58D, 0xBC57AC4C, 0x9B00DBD8)),
    ((0xFFFFFFFF,) * 4, (0xFFFFFFFF,) * 2, (0x408F276D, 0x41C83B0E, 0xA20BC7C6, 0x6D5451FD)),
    ((0x243F6A88, 0x85A308D3, 0x13198A2E, 0x03707344), (0xA4093822, 0x299F31D0),
     (0xD16CFE09, 0x94FDCCEB, 0x5001E420, 0x24126EA1)),
]

SHIM = """
#include "ak_philox.h"
void test_philox(const uint32_t *ctr, const uint32_t *key, uint32_t *out) {
    ak_philox4 c = {{ctr[0], ctr[1], ctr[2], ctr[3]}};
    ak_philox4 r = ak_philox4x32_10(c, key[0], key[1]);
    for (int i = 0; i < 4; i++) out[i] = r.w[i];
}
"""

CDEF = """
typedef struct ak_tensor { int dtype; int ndim; int64_t shape[8]; int64_t strides[8]; void *data; } ak_tensor;
typedef struct ak_blas ak_blas;
typedef void (*ak_body)(void *arg, int64_t lo, int64_t hi);
typedef struct ak_exec {
    void (*parallel_for)(void *pool, int64_t n, int64_t grain, ak_body body, void *arg);
    void *pool;
    const ak_blas *blas;
    int64_t stream_bytes;
    void *(*scratch)(size_t bytes);
} ak_exec;
typedef struct ak_pool ak_pool;
ak_pool *ak_pool_create(int nthreads);
void ak_pool_destroy(ak_pool *p);
void ak_pool_parallel_for(void *pool, int64_t n, int64_t grain, ak_body body, void *arg);
void test_philox(const uint32_t *ctr, const uint32_t *key, uint32_t *out);
""" + "\n".join(d for d in KERNEL_DECLS if any(f"ak_{n}(" in d for n in ("uniform", "normal", "bernoulli", "randint")))

STORAGE: dict[str, Any] = {"float16": np.float16, "bfloat16": np.uint16, "float32": np.float32, "float64": np.float64,
                           "int32": np.int32, "int64": np.int64, "bool": np.bool_, "uint8": np.uint8}
OPS = {"uniform": {"low": -2.0, "high": 3.0}, "normal": {"mean": 0.5, "std": 2.0}, "bernoulli": {"p": 0.3},
       "randint": {"low": -5, "high": 1000}}
DTYPES = {"uniform": ["float16", "bfloat16", "float32", "float64"], "normal": ["float16", "bfloat16", "float32", "float64"],
          "bernoulli": ["float16", "bfloat16", "float32", "float64", "bool", "uint8"],
          "randint": ["int32", "int64", "float16", "bfloat16", "float32", "float64"]}
CASES = [(op, dt) for op, dts in DTYPES.items() for dt in dts]


@dataclass
class Kernels:
    ffi: Any
    lib: Any
    execs: dict[str, Any]

    def tensor(self, dt: str, arr: np.ndarray) -> Any:
        t = self.ffi.new("ak_tensor *")
        t.dtype = DTYPE[dt]
        t.ndim = arr.ndim
        for i in range(arr.ndim):
            t.shape[i] = arr.shape[i]
            t.strides[i] = arr.strides[i] // arr.itemsize
        t.data = self.ffi.cast("void *", arr.__array_interface__["data"][0])
        return t

    def fill(self, op: str, dt: str, arr: np.ndarray, seed: int, offset: int, ex: str = "serial", **attrs: Any) -> int:
        params = {**OPS[op], **attrs}
        return int(getattr(self.lib, f"ak_{op}")(self.execs[ex], self.tensor(dt, arr), seed, offset, *params.values()))


@pytest.fixture(scope="module")
def k(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Kernels]:
    cc = shutil.which("cc")
    if cc is None:
        pytest.skip("no C compiler (cc) on PATH")
    tmp = tmp_path_factory.mktemp("random")
    (tmp / "shim.c").write_text(SHIM)
    sources = [KDIR / "ak_random.c", KDIR / "anyrt_kernels.c", KDIR / "ak_pool.c", tmp / "shim.c"]
    out = tmp / "librandom.so"
    subprocess.run([cc, "-std=c11", "-O2", "-fPIC", "-Wall", "-Wextra", "-Werror", "-pedantic", "-D_GNU_SOURCE",
                    "-shared", f"-I{KDIR}", f"-I{ROOT / 'generated' / 'include'}",
                    *os.environ.get("AK_TEST_CFLAGS", "").split(), *map(str, sources), "-o", str(out), "-lm",
                    "-pthread"], check=True)
    ffi = cffi.FFI()
    ffi.cdef(CDEF)
    lib = ffi.dlopen(str(out))
    pools = {name: lib.ak_pool_create(n) for name, n in (("pool2", 2), ("pool3", 3), ("pool4", 4))}
    execs: dict[str, Any] = {"serial": ffi.new("ak_exec *")}
    for name, pool in pools.items():
        execs[name] = ffi.new("ak_exec *", {"parallel_for": ffi.addressof(lib, "ak_pool_parallel_for"), "pool": pool})
    yield Kernels(ffi, lib, execs)
    for pool in pools.values():
        lib.ak_pool_destroy(pool)


def decode(dt: str, a: np.ndarray) -> np.ndarray:
    if dt == "bfloat16":
        return (a.astype(np.uint32) << 16).view(np.float32).astype(np.float64)
    return a.astype(np.float64) if dt not in ("int32", "int64") else a.astype(np.int64)


def reference(op: str, dt: str, shape: tuple[int, ...], seed: int, offset: int, **attrs: Any) -> np.ndarray:
    a = {"seed": seed, "offset": offset, **OPS[op], **attrs}
    t = {"y": np.zeros(shape)}
    return np.asarray(ref.REFERENCES[op](t, a, dtype=dt) if op in ("uniform", "normal") else ref.REFERENCES[op](t, a))


def rounded(dt: str, v: np.ndarray) -> np.ndarray:
    """A reference's f64 values as the dtype stores them (bf16: through f32, round to nearest even)."""
    if dt == "bfloat16":
        b = v.astype(np.float32).view(np.uint32)
        return decode(dt, ((b + 0x7FFF + ((b >> 16) & 1)) >> 16).astype(np.uint16))
    if dt in ("bool", "uint8", "int32", "int64"):
        return v.astype(STORAGE[dt]).astype(np.float64 if dt in ("bool", "uint8") else np.int64)
    return v.astype(np.float32).astype(STORAGE[dt]).astype(np.float64) if dt != "float64" else v


# ---- the generator


@pytest.mark.parametrize(("ctr", "key", "want"), KAT)
def test_philox_known_answers_in_c_and_numpy(k: Kernels, ctr: tuple[int, ...], key: tuple[int, int],
                                             want: tuple[int, ...]) -> None:
    out = k.ffi.new("uint32_t[4]")
    k.lib.test_philox(k.ffi.new("uint32_t[4]", list(ctr)), k.ffi.new("uint32_t[2]", list(key)), out)
    assert [hex(x) for x in out] == [hex(x) for x in want]
    got = ref.philox4x32_10(np.array([ctr], dtype=np.uint64), key)
    assert [hex(int(x)) for x in got[0]] == [hex(x) for x in want]


def test_randint_over_2_pow_32_is_the_raw_stream(k: Kernels) -> None:
    """[0, 2^32) by multiply-shift is the draw itself: block 0 under seed 0 is the first known answer."""
    y = np.zeros(8, np.int64)
    assert k.fill("randint", "int64", y, 0, 0, low=0, high=2**32) == 0
    assert [hex(int(v)) for v in y[:4]] == [hex(x) for x in KAT[0][2]]
    assert (y == reference("randint", "int64", (8,), 0, 0, low=0, high=2**32)).all()


# ---- the kernels against the reference


@pytest.mark.parametrize(("op", "dt"), CASES)
def test_kernel_matches_the_reference(k: Kernels, op: str, dt: str) -> None:
    seed, offset = -0x123456789ABCDEF, (1 << 40) + 3  # both words of the key and of the block index
    y = np.zeros((7, 45), STORAGE[dt])
    assert k.fill(op, dt, y, seed, offset, "pool3") == 0
    want = rounded(dt, reference(op, dt, y.shape, seed, offset))
    got = decode(dt, y)
    if op == "normal":  # libm's log, sin and cos against NumPy's
        tol = {"float64": 1e-12, "float32": 1e-6, "float16": 1e-3, "bfloat16": 8e-3}[dt]
        np.testing.assert_allclose(got, want, rtol=tol, atol=tol)
    else:  # exact arithmetic: the same bits
        np.testing.assert_array_equal(got, want)


def test_randint_wide_spans_and_extreme_bounds(k: Kernels) -> None:
    for low, high in ((-(2**62), 2**62), (-(2**63), 2**63 - 1), (2**63 - 3, 2**63 - 1)):
        y = np.zeros(101, np.int64)
        assert k.fill("randint", "int64", y, 99, 5, "pool2", low=low, high=high) == 0
        assert (y == reference("randint", "int64", y.shape, 99, 5, low=low, high=high)).all()
        assert ((y >= low) & (y < high)).all()
    y32 = np.zeros(64, np.int32)
    assert k.fill("randint", "int32", y32, 1, 0, low=-(2**31), high=2**31) == 0
    assert (y32 == reference("randint", "int32", y32.shape, 1, 0, low=-(2**31), high=2**31)).all()


def test_randint_refuses_empty_ranges_and_bounds_an_int32_cannot_hold(k: Kernels) -> None:
    y = np.full(4, 7, np.int32)
    assert k.fill("randint", "int32", y, 0, 0, low=3, high=3) == -1
    assert k.fill("randint", "int32", y, 0, 0, low=3, high=2) == -1
    assert k.fill("randint", "int32", y, 0, 0, low=0, high=2**31 + 1) == -1
    assert k.fill("randint", "int32", y, 0, 0, low=-(2**31) - 1, high=0) == -1
    assert (y == 7).all()  # refused before anything is written
    assert k.fill("uniform", "int32", y, 0, 0) == -1
    assert k.fill("bernoulli", "int64", np.zeros(4, np.int64), 0, 0) == -1


# ---- the same bits whatever the split


@pytest.mark.parametrize(("op", "dt"), CASES)
def test_same_bits_on_every_thread_count_layout_and_call_split(k: Kernels, op: str, dt: str) -> None:
    shape, seed, offset = (33, 1001), 2024, 11
    base = np.zeros(shape, STORAGE[dt])
    assert k.fill(op, dt, base, seed, offset) == 0
    for ex in ("pool2", "pool3", "pool4"):
        again = np.zeros(shape, STORAGE[dt])
        assert k.fill(op, dt, again, seed, offset, ex) == 0
        assert again.tobytes() == base.tobytes(), ex
    # a transposed output: element [i, j] is still row-major index i * 1001 + j
    t = np.zeros(shape[::-1], STORAGE[dt]).T
    assert k.fill(op, dt, t, seed, offset, "pool4") == 0
    assert np.ascontiguousarray(t).tobytes() == base.tobytes()
    # one fill as calls at offsets: odd splits cut Philox blocks and Box-Muller pairs
    flat = np.zeros(base.size, STORAGE[dt])
    cuts = [0, 1, 6, 13, 4098, base.size]
    for lo, hi in zip(cuts, cuts[1:], strict=False):
        assert k.fill(op, dt, flat[lo:hi], seed, offset + lo, "pool2") == 0
    assert flat.tobytes() == base.reshape(-1).tobytes()


def test_seeds_and_offsets_give_other_streams(k: Kernels) -> None:
    def bits(seed: int, offset: int) -> bytes:
        y = np.zeros(64, np.float32)
        assert k.fill("uniform", "float32", y, seed, offset) == 0
        return y.tobytes()

    first = bits(1, 0)
    assert len({first, bits(1 + (1 << 32), 0), bits(2, 0), bits(1, 64), bits(1, 1 << 34)}) == 5


# ---- statistics of a fixed seed (deterministic: the bounds hold for these bits, at about 5 sigma)

N = 1_000_000


def test_uniform_and_normal_moments(k: Kernels) -> None:
    for dt in ("float32", "float64"):
        u = np.zeros(N, STORAGE[dt])
        assert k.fill("uniform", dt, u, 12345, 0, "pool4", low=0.0, high=1.0) == 0
        assert u.min() >= 0.0 and u.max() < 1.0
        assert abs(u.mean() - 0.5) < 5 * np.sqrt(1 / 12 / N)
        assert abs(u.var() - 1 / 12) < 5 * np.sqrt((1 / 80 - 1 / 144) / N)
        z = np.zeros(N, STORAGE[dt])
        assert k.fill("normal", dt, z, 12345, 0, "pool4", mean=0.0, std=1.0) == 0
        assert abs(z.mean()) < 5 / np.sqrt(N)
        assert abs(z.var() - 1.0) < 5 * np.sqrt(2 / N)
        assert abs(np.mean(z**3)) < 5 * np.sqrt(15 / N)  # symmetric
        assert abs(np.mean(z**4) - 3.0) < 5 * np.sqrt(96 / N)  # normal tails
        assert abs(np.corrcoef(z[0::2], z[1::2])[0, 1]) < 5 / np.sqrt(N / 2)  # the two halves of a pair


def test_bernoulli_and_randint_frequencies(k: Kernels) -> None:
    m = np.zeros(N, np.uint8)
    assert k.fill("bernoulli", "uint8", m, 777, 0, "pool4", p=0.3) == 0
    assert abs(m.mean() - 0.3) < 5 * np.sqrt(0.3 * 0.7 / N)
    for p, want in ((0.0, 0), (1.0, 1)):
        assert k.fill("bernoulli", "uint8", m, 777, 0, "pool4", p=p) == 0
        assert (m == want).all()
    r = np.zeros(N, np.int64)
    assert k.fill("randint", "int64", r, 777, 0, "pool4", low=-3, high=7) == 0
    counts = np.bincount(r + 3, minlength=10)
    assert counts.size == 10
    assert (np.abs(counts - N / 10) < 5 * np.sqrt(N * 0.1 * 0.9)).all()


# ---- through anyrt.ops on the cpu backend


def test_ops_fill_the_given_output_with_64_bit_seeds_and_offsets() -> None:
    seed, offset = (1 << 63) - 12345, (1 << 33) + 1
    for op, dt in (("uniform", "float32"), ("normal", "float64"), ("bernoulli", "uint8"), ("randint", "int64")):
        out = anyrt.asarray(np.zeros((3, 5, 7), STORAGE[dt]))
        got = getattr(anyrt.ops, op)(out=out, seed=seed, offset=offset, **OPS[op])
        assert got is out
        want = rounded(dt, reference(op, dt, (3, 5, 7), seed, offset))
        np.testing.assert_allclose(decode(dt, out.numpy()), want, rtol=1e-12, atol=1e-12)
    # the high words of the seed and of the offset reach the kernel
    a, b = anyrt.asarray(np.zeros(16, np.float32)), anyrt.asarray(np.zeros(16, np.float32))
    anyrt.ops.uniform(out=a, seed=5)
    anyrt.ops.uniform(out=b, seed=5 + (1 << 40))
    assert a.numpy().tobytes() != b.numpy().tobytes()


def test_ops_need_the_output_and_refuse_a_negative_offset() -> None:
    with pytest.raises(InvalidValueError, match="must give y: the inputs do not fix its leading dims"):
        anyrt.ops.uniform(seed=1)
    with pytest.raises(InvalidValueError, match="offset"):
        anyrt.ops.normal(out=anyrt.asarray(np.zeros(4, np.float32)), offset=-1)


@pytest.mark.parametrize(("op", "dtype", "low", "high"), [
    ("randint", "int32", 3, 3), ("randint", "int64", 5, -5), ("randint", "float32", 0, 0),
    ("uniform", "float32", 1.0, -1.0), ("uniform", "float64", 0.5, 0.25)])
def test_bounds_out_of_order_are_refused_at_the_call(op: str, dtype: str, low: float, high: float) -> None:
    """The spec's `require:` on high (randint: > low, uniform: >= low), checked before anything is queued:
    randint's failed at the next synchronize with an unrelated message, uniform's was accepted."""
    out = anyrt.asarray(np.full(4, 7, dtype))
    with pytest.raises(InvalidValueError) as err:
        getattr(anyrt.ops, op)(out=out, low=low, high=high)
    assert err.value.param == "high" and f"must be {'>' if op == 'randint' else '>='} low for {op}" in err.value.message
    anyrt.synchronize()  # nothing was queued that fails later
    assert (out.numpy() == 7).all()
    getattr(anyrt.ops, op)(out=out, low=low, high=low + 1)  # a range in order still works
    assert ((out.numpy() >= low) & (out.numpy() <= low + 1)).all()


def test_the_same_bits_under_other_cpu_thread_counts(tmp_path: Path) -> None:
    """ANYRT_CPU_THREADS sizes the cpu backend's operator pool: 1 and 3 threads write the same bytes."""
    script = ("import hashlib, numpy as np, anyrt\n"
              "h = hashlib.sha256()\n"
              "for op, dt in (('uniform', 'float16'), ('normal', 'float32'), ('bernoulli', 'float64'), ('randint', 'int32')):\n"
              "    out = anyrt.asarray(np.zeros((301, 997), dt))\n"
              "    getattr(anyrt.ops, op)(out=out, seed=-7, offset=3)\n"
              "    h.update(out.numpy().tobytes())\n"
              "print(h.hexdigest())\n")
    digests = set()
    for threads in ("1", "3"):
        env = dict(os.environ, ANYRT_CPU_THREADS=threads, ANYRT_DEFAULT_DEVICE="cpu:0")
        run = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, check=True)
        digests.add(run.stdout.strip())
    assert len(digests) == 1
