"""The kernel the conformance suite launches, in each backend's binary form: a C shared object for
the cpu launch ABI (built with the system C compiler), PTX text for cuda (the driver compiles it).

`fill(dst, value, n)`: dst[i] = value + i for i < n (float32), one thread per element, blocks of
`block` threads; the C form stages each block through its shared memory, so a launch that gives
no shared memory fails the check."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile

NAME = "anyrt_conformance_fill"

C_SOURCE = r"""
#include <stdint.h>
#include <string.h>
const char* const anyrt_kernels[] = {"anyrt_conformance_fill", 0};
void anyrt_conformance_fill(void** args, const int grid[3], const int block[3], const int idx[3], void* shared) {
    float* dst = *(float**)args[0];
    double value = *(const double*)args[1];
    int64_t n = *(const int64_t*)args[2];
    float* stage = (float*)shared;
    (void)grid;
    for (int t = 0; t < block[0]; ++t) stage[t] = (float)(value + (double)((int64_t)idx[0] * block[0] + t));
    for (int t = 0; t < block[0]; ++t) {
        int64_t i = (int64_t)idx[0] * block[0] + t;
        if (i < n) dst[i] = stage[t];
    }
}
"""

PTX_SOURCE = r"""
.version 6.0
.target sm_50
.address_size 64

.visible .entry anyrt_conformance_fill(.param .u64 p_dst, .param .f64 p_value, .param .u64 p_n)
{
    .reg .pred %p;
    .reg .b32 %r<5>;
    .reg .b64 %rd<6>;
    .reg .f32 %f<2>;
    .reg .f64 %fd<3>;
    ld.param.u64 %rd1, [p_dst];
    ld.param.f64 %fd1, [p_value];
    ld.param.u64 %rd2, [p_n];
    mov.u32 %r1, %ctaid.x;
    mov.u32 %r2, %ntid.x;
    mov.u32 %r3, %tid.x;
    mad.lo.s32 %r4, %r1, %r2, %r3;
    cvt.u64.u32 %rd3, %r4;
    setp.ge.u64 %p, %rd3, %rd2;
    @%p bra DONE;
    cvt.rn.f64.u64 %fd2, %rd3;
    add.f64 %fd2, %fd2, %fd1;
    cvt.rn.f32.f64 %f1, %fd2;
    cvta.to.global.u64 %rd4, %rd1;
    shl.b64 %rd5, %rd3, 2;
    add.s64 %rd4, %rd4, %rd5;
    st.global.f32 [%rd4], %f1;
DONE:
    ret;
}
"""

_cache: dict[str, bytes] = {}


def compile_c(source: str) -> bytes:
    """A shared object of `source` for the cpu launch ABI, built with $CC (default cc)."""
    if source in _cache:
        return _cache[source]
    cc = os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc")
    if cc is None:
        raise RuntimeError("no C compiler (cc or $CC) to build a cpu kernel module")
    with tempfile.TemporaryDirectory() as tmp:
        src, out = os.path.join(tmp, "k.c"), os.path.join(tmp, "k.so")
        with open(src, "w") as f:
            f.write(source)
        subprocess.run([cc, "-O2", "-shared", "-fPIC", "-o", out, src], check=True, capture_output=True)
        with open(out, "rb") as f:
            _cache[source] = f.read()
    return _cache[source]


def image_for(kind: str) -> bytes | None:
    """The fill kernel's module image for a device kind, or None where the suite has none."""
    if kind == "cpu":
        return compile_c(C_SOURCE)
    if kind == "cuda":
        return PTX_SOURCE.encode() + b"\0"
    return None
