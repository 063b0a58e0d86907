"""cffi (API mode) builder for `anyrt._cffi`: the generated declarations, linked to libanyrt.so."""

from __future__ import annotations

import os
from pathlib import Path

import cffi

ROOT = Path(__file__).resolve().parents[2]

# The extension's own helpers (not public API): a Buffer's allocation and free are one C call each from
# Python, on the buffer's device whichever device the thread has current (switched and restored in C,
# not by three Python-level calls), with addresses as integers (a cffi cast costs more than the call).
# `memory`: 0 device, 1 host, 2 unified (buffer.py's MEMORY_KINDS). `seen`: the fallback serial Python
# has warned about; a call after which it moved reports ANYRT_PY_FELL_BACK instead of success, so the
# caller warns (anyrt._errors.check_fallbacks) without a call of its own on every allocation.
# Stream.add_callback queues anyrt_py_host_fn_counted, which counts the Python callbacks queued or running
# in `anyrt_py_callbacks` until the Python trampoline has returned and let go of the GIL: while it is zero,
# no queued work of this process's anyrt needs the GIL, so anyrt._hot may keep it across an allocation or
# a free (a backend's free may wait for queued work, and a callback waiting for the GIL would never end).
HELPERS_CDEF = """
#define ANYRT_PY_FELL_BACK -1
void anyrt_py_host_fn_counted(void* user_data);
void anyrt_py_callback_queued(int n);
uintptr_t anyrt_py_callbacks_address(void);
void anyrt_py_dlpack_capsule_destructor(void* capsule);
uintptr_t anyrt_py_allocate(int kind, int index, int memory, size_t size, int seen, int* status);
int anyrt_py_free(uintptr_t ptr, int memory, int seen);
"""
HELPERS = r"""
#include <stdatomic.h>
#define ANYRT_PY_FELL_BACK -1

static void anyrt_py_host_fn(void* user_data); /* Stream.add_callback's trampoline (extern "Python") */
static atomic_long anyrt_py_callbacks;
static void anyrt_py_host_fn_counted(void* user_data) {
    anyrt_py_host_fn(user_data); /* returns with the GIL released */
    atomic_fetch_sub(&anyrt_py_callbacks, 1);
}
static void anyrt_py_callback_queued(int n) { atomic_fetch_add(&anyrt_py_callbacks, n); }
static uintptr_t anyrt_py_callbacks_address(void) { return (uintptr_t)&anyrt_py_callbacks; }

static int anyrt_py_fell_back(int seen) {
    int serial = seen;
    anyrt_fallback_serial(&serial);
    return serial != seen ? ANYRT_PY_FELL_BACK : ANYRT_STATUS_SUCCESS;
}

static uintptr_t anyrt_py_allocate(int kind, int index, int memory, size_t size, int seen, int* status) {
    anyrt_device_kind_t was_kind;
    int was_index;
    void* p = NULL;
    anyrt_status_t st = anyrt_get_device(&was_kind, &was_index);
    int moved = st == ANYRT_STATUS_SUCCESS && ((int)was_kind != kind || was_index != index);
    if (moved) st = anyrt_set_device((anyrt_device_kind_t)kind, index);
    if (st == ANYRT_STATUS_SUCCESS)
        st = memory == 0 ? anyrt_malloc(&p, size) : memory == 1 ? anyrt_malloc_host(&p, size) : anyrt_malloc_unified(&p, size);
    /* set_device records nothing on success: the error record stays the allocation's */
    if (moved) anyrt_set_device(was_kind, was_index);
    *status = st != ANYRT_STATUS_SUCCESS ? (int)st : anyrt_py_fell_back(seen);
    return st == ANYRT_STATUS_SUCCESS ? (uintptr_t)p : 0;
}

/* The destructor of anyrt's DLPack capsules. A capsule no consumer took (still named dltensor*) calls
 * its tensor's deleter, as the DLPack spec asks. In C, with the pending exception set aside: a consumer
 * that refused the tensor (NumPy has no bfloat16) drops the capsule while its exception is raised, and
 * Python code run then (a ctypes destructor) swallowed it into a SystemError and never released. */
typedef struct {
    void* data;
    int32_t device_type, device_id, ndim;
    uint8_t code, bits;
    uint16_t lanes;
    int64_t *shape, *strides;
    uint64_t byte_offset;
} anyrt_py_dl_tensor;
typedef struct { anyrt_py_dl_tensor dl_tensor; void* manager_ctx; void (*deleter)(void*); } anyrt_py_dl_legacy;
typedef struct { uint32_t major, minor; void* manager_ctx; void (*deleter)(void*); } anyrt_py_dl_versioned;

static void anyrt_py_dlpack_capsule_destructor(void* capsule) {
    PyObject* cap = (PyObject*)capsule;
    PyObject *type, *value, *tb;
    PyErr_Fetch(&type, &value, &tb);
    if (PyCapsule_IsValid(cap, "dltensor")) {
        anyrt_py_dl_legacy* m = PyCapsule_GetPointer(cap, "dltensor");
        if (m && m->deleter) m->deleter(m);
    } else if (PyCapsule_IsValid(cap, "dltensor_versioned")) {
        anyrt_py_dl_versioned* m = PyCapsule_GetPointer(cap, "dltensor_versioned");
        if (m && m->deleter) m->deleter(m);
    }
    PyErr_Clear(); /* nothing of ours to report from a destructor */
    PyErr_Restore(type, value, tb);
}

static int anyrt_py_free(uintptr_t ptr, int memory, int seen) {
    void* p = (void*)ptr;
    anyrt_status_t st = memory == 0 ? anyrt_free(p) : memory == 1 ? anyrt_free_host(p) : anyrt_free_unified(p);
    return st != ANYRT_STATUS_SUCCESS ? (int)st : anyrt_py_fell_back(seen);
}
"""

ffibuilder = cffi.FFI()
ffibuilder.cdef((ROOT / "generated" / "python" / "cdef.h").read_text() + HELPERS_CDEF)
ffibuilder.set_source(
    "anyrt._cffi",
    '#include <Python.h>\n#include "anyrt_backend.h"\n' + HELPERS,
    include_dirs=[str(ROOT / "generated" / "include")],
    library_dirs=[str(ROOT / "build" / "anyrt-native")],
    libraries=["anyrt"],
    extra_compile_args=os.environ.get("ANYRT_CFLAGS", "").split(),
    extra_link_args=["-Wl,-rpath,$ORIGIN", *os.environ.get("ANYRT_CFLAGS", "").split()],
)

if __name__ == "__main__":
    ffibuilder.compile(verbose=True)
