/* anyrt._hot: the hot path of every generated `anyrt.ops` call in C (anyrt._op_runtime.run).
 *
 * The hot path is the one anyrt._op_runtime documents at "The hot loop:": Tensors only, `out` given
 * and writable, `stream=None`, no registered implementation, and a cached descriptor without
 * workspace. Here it costs one C function: the operand checks, the descriptor-cache lookup, the C
 * call `anyrt_<op>` (through its address, taken from anyrt._cffi; the GIL held, see hot_path), and the bookkeeping of
 * anyrt._inflight, whose data structures it updates as Queue.hold and note_use do (one list append
 * and one set insert; a memory's first use on a queue calls note_use itself). Everything else, and
 * every case this code is unsure of, goes to the Python path (`fallback`), which raises the errors.
 *
 * It reads the Python objects' __slots__ through their member descriptors' offsets (found once, in
 * configure): an attribute read then costs a load, where PyObject_GetAttr costs a type lookup. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <structmember.h>
#include <stdint.h>

#include "anyrt.h"

#define HOT_MAX_TENSORS 8

/* One operator's facts for the C path (anyrt._op_runtime.OpInfo.hot). */
typedef struct {
    PyObject_HEAD
    PyObject* name;    /* the descriptor-cache key's first item */
    void* fn;          /* anyrt_<op> */
    int nout, nin;     /* outputs first in the C signature, then inputs */
    int order[HOT_MAX_TENSORS]; /* per spec tensor: its position in (*outputs, *inputs) */
    Py_ssize_t ncreate;
    Py_ssize_t create_at[8]; /* positions of the create-time attributes in `attrs` */
    Py_ssize_t ncall;        /* call-time attributes: 0, or 2 floats (gemm's alpha, beta) */
    Py_ssize_t call_at[2];
    int elementwise;
} HotOp;

static void hot_op_dealloc(HotOp* self) {
    Py_XDECREF(self->name);
    Py_TYPE(self)->tp_free((PyObject*)self);
}

static int positions(PyObject* seq, Py_ssize_t* out, Py_ssize_t cap, Py_ssize_t* n, const char* what) {
    PyObject* t = PySequence_Tuple(seq);
    if (t == NULL) return -1;
    *n = PyTuple_GET_SIZE(t);
    if (*n > cap) {
        Py_DECREF(t);
        PyErr_Format(PyExc_ValueError, "_hot.Op: too many %s", what);
        return -1;
    }
    for (Py_ssize_t i = 0; i < *n; ++i) {
        out[i] = PyLong_AsSsize_t(PyTuple_GET_ITEM(t, i));
        if (out[i] == -1 && PyErr_Occurred()) {
            Py_DECREF(t);
            return -1;
        }
    }
    Py_DECREF(t);
    return 0;
}

static int hot_op_init(HotOp* self, PyObject* args, PyObject* kwds) {
    static char* kw[] = {"name", "fn", "nout", "nin", "order", "create_at", "call_at", "elementwise", NULL};
    PyObject *name, *order, *create_at, *call_at;
    unsigned long long fn;
    int elementwise;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "UKiiOOOp", kw, &name, &fn, &self->nout, &self->nin, &order, &create_at,
                                     &call_at, &elementwise))
        return -1;
    if (self->nout < 1 || self->nin < 1 || self->nout > 3 || self->nout + self->nin > HOT_MAX_TENSORS) {
        PyErr_SetString(PyExc_ValueError, "_hot.Op: no C call for this many tensors");
        return -1;
    }
    Py_ssize_t norder, ord[HOT_MAX_TENSORS];
    if (positions(order, ord, HOT_MAX_TENSORS, &norder, "tensors") < 0 ||
        positions(create_at, self->create_at, 8, &self->ncreate, "create-time attributes") < 0 ||
        positions(call_at, self->call_at, 2, &self->ncall, "call-time attributes") < 0)
        return -1;
    if (norder != self->nout + self->nin || (self->ncall != 0 && !(self->ncall == 2 && self->nout == 1 && self->nin == 2))) {
        PyErr_SetString(PyExc_ValueError, "_hot.Op: no C call for this signature");
        return -1;
    }
    for (Py_ssize_t i = 0; i < norder; ++i) self->order[i] = (int)ord[i];
    self->fn = (void*)(uintptr_t)fn;
    self->elementwise = elementwise;
    Py_INCREF(name);
    Py_XSETREF(self->name, name);
    return 0;
}

static PyTypeObject HotOpType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "anyrt._hot.Op",
    .tp_basicsize = sizeof(HotOp),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "An operator's facts for the C hot path: Op(name, fn, nout, nin, order, create_at, call_at, elementwise).",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)hot_op_init,
    .tp_dealloc = (destructor)hot_op_dealloc,
};

#define HEAD anyrt_op_desc_t, void*, size_t
#define OUT1 void*
#define OUT2 void*, void*
#define OUT3 void*, void*, void*
#define IN1 const void*
#define IN2 IN1, const void*
#define IN3 IN2, const void*
#define IN4 IN3, const void*
#define IN5 IN4, const void*
#define IN6 IN5, const void*
#define IN7 IN6, const void*
#define P1 p[0]
#define P2 P1, p[1]
#define P3 P2, p[2]
#define P4 P3, p[3]
#define P5 P4, p[4]
#define P6 P5, p[5]
#define P7 P6, p[6]
#define P8 P7, p[7]
/* anyrt_<op> through a pointer of its own type: outputs (void*) first, then inputs (const void*). */
#define CASE(o, i) \
    case (o) * 8 + (i): return ((anyrt_status_t(*)(HEAD, OUT##o, IN##i, anyrt_stream_t))fn)(desc, NULL, 0, P##o, P##i##_AFTER_##o, NULL);
#define P1_AFTER_1 p[1]
#define P2_AFTER_1 P1_AFTER_1, p[2]
#define P3_AFTER_1 P2_AFTER_1, p[3]
#define P4_AFTER_1 P3_AFTER_1, p[4]
#define P5_AFTER_1 P4_AFTER_1, p[5]
#define P6_AFTER_1 P5_AFTER_1, p[6]
#define P7_AFTER_1 P6_AFTER_1, p[7]
#define P1_AFTER_2 p[2]
#define P2_AFTER_2 P1_AFTER_2, p[3]
#define P3_AFTER_2 P2_AFTER_2, p[4]
#define P4_AFTER_2 P3_AFTER_2, p[5]
#define P5_AFTER_2 P4_AFTER_2, p[6]
#define P6_AFTER_2 P5_AFTER_2, p[7]
#define P1_AFTER_3 p[3]
#define P2_AFTER_3 P1_AFTER_3, p[4]
#define P3_AFTER_3 P2_AFTER_3, p[5]
#define P4_AFTER_3 P3_AFTER_3, p[6]
#define P5_AFTER_3 P4_AFTER_3, p[7]

static anyrt_status_t call_op(const HotOp* op, anyrt_op_desc_t desc, void* const* p, const float* f) {
    void* fn = op->fn;
    if (op->ncall == 2)
        return ((anyrt_status_t(*)(HEAD, OUT1, IN2, float, float, anyrt_stream_t))fn)(desc, NULL, 0, P3, f[0], f[1], NULL);
    switch (op->nout * 8 + op->nin) {
        CASE(1, 1) CASE(1, 2) CASE(1, 3) CASE(1, 4) CASE(1, 5) CASE(1, 6) CASE(1, 7)
        CASE(2, 1) CASE(2, 2) CASE(2, 3) CASE(2, 4) CASE(2, 5) CASE(2, 6)
        CASE(3, 1) CASE(3, 2) CASE(3, 3) CASE(3, 4) CASE(3, 5)
    }
    return ANYRT_STATUS_NOT_SUPPORTED; /* hot_op_init admits no other count */
}

/* ---- what configure() hands over */

static PyObject* fallback;        /* anyrt._op_runtime's Python path: run(info, operands, out, attrs, stream) */
static PyTypeObject* tensor_type; /* anyrt.Tensor */
/* the types whose slots it reads: an object of another type (a misuse of run) takes the Python path */
static PyTypeObject *opinfo_type, *queue_type, *memory_type, *desc_type;
static PyObject* implementations; /* anyrt._op_runtime.IMPLEMENTATIONS (a dict; any entry: the Python path) */
static PyObject* cache;           /* anyrt._op_runtime._cache */
static PyObject* state_dict;      /* anyrt._state's globals: _generation, local */
static PyObject* default_queue;   /* anyrt._inflight.default_queue */
static PyObject* note_use;        /* anyrt._inflight.note_use */
static PyObject* raise_status;    /* anyrt._errors.raise_status */
static Py_ssize_t check_every;    /* anyrt._inflight.CHECK_EVERY */
/* slot offsets */
static Py_ssize_t t_buffer, t_ptr, t_layout, t_readonly, t_mem, t_device; /* Tensor */
static Py_ssize_t q_keep, q_holders, q_device, q_live, q_gen;           /* _inflight.Queue */
static Py_ssize_t m_last_q;                                              /* _inflight.Memory */
static Py_ssize_t d_desc, d_ws, d_addr, d_gen;                           /* _op_runtime._Desc */
static Py_ssize_t c_gen, c_descs;                                        /* _op_runtime._Descriptors */
static Py_ssize_t i_hot;                                                 /* _op_runtime.OpInfo */
/* interned names */
static PyObject *s_generation, *s_local, *s_current_queue, *s_freed, *s_base, *s_retire;
/* the last default queue looked up, and its device: valid while the queue's generation is current
 * (default_queue replaces a device's queue only when the generation changes) */
static PyObject *last_dev, *last_q;

#define SLOT(obj, off) (*(PyObject**)((char*)(obj) + (off)))

static int slot_offset(PyObject* type, const char* name, Py_ssize_t* off) {
    PyObject* d = PyObject_GetAttrString(type, name);
    if (d == NULL) return -1;
    int ok = Py_IS_TYPE(d, &PyMemberDescr_Type) && ((PyMemberDescrObject*)d)->d_member->type == T_OBJECT_EX;
    if (ok) *off = ((PyMemberDescrObject*)d)->d_member->offset;
    Py_DECREF(d);
    if (!ok) PyErr_Format(PyExc_TypeError, "_hot.configure: %R.%s is not a __slots__ member", type, name);
    return ok ? 0 : -1;
}

static PyObject* hot_configure(PyObject* self, PyObject* args, PyObject* kwds) {
    (void)self;
    static char* kw[] = {"fallback", "tensor", "queue", "memory", "desc", "descriptors", "opinfo", "implementations", "cache",
                         "state", "default_queue", "note_use", "raise_status", "check_every", NULL};
    PyObject *fb, *tensor, *queue, *memory, *desc, *descriptors, *opinfo, *impls, *ch, *state, *dq, *nu, *rs;
    Py_ssize_t every;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "OO!O!O!O!O!O!O!OOOOOn", kw, &fb, &PyType_Type, &tensor, &PyType_Type,
                                     &queue, &PyType_Type, &memory, &PyType_Type, &desc, &PyType_Type, &descriptors,
                                     &PyType_Type, &opinfo, &PyDict_Type, &impls, &ch, &state, &dq, &nu, &rs, &every))
        return NULL;
    if (slot_offset(tensor, "_buffer", &t_buffer) || slot_offset(tensor, "_ptr", &t_ptr) ||
        slot_offset(tensor, "_layout", &t_layout) || slot_offset(tensor, "_readonly", &t_readonly) ||
        slot_offset(tensor, "_mem", &t_mem) || slot_offset(tensor, "_device", &t_device) ||
        slot_offset(queue, "keep", &q_keep) || slot_offset(queue, "holders", &q_holders) ||
        slot_offset(queue, "device", &q_device) || slot_offset(queue, "live", &q_live) || slot_offset(queue, "gen", &q_gen) ||
        slot_offset(memory, "_last_q", &m_last_q) || slot_offset(desc, "desc", &d_desc) || slot_offset(desc, "ws", &d_ws) ||
        slot_offset(desc, "addr", &d_addr) || slot_offset(desc, "gen", &d_gen) || slot_offset(descriptors, "_gen", &c_gen) ||
        slot_offset(descriptors, "_descs", &c_descs) || slot_offset(opinfo, "hot", &i_hot))
        return NULL;
    PyObject* sd = PyModule_Check(state) ? PyModule_GetDict(state) : NULL;
    if (sd == NULL) {
        PyErr_SetString(PyExc_TypeError, "_hot.configure: state must be a module");
        return NULL;
    }
    if (every <= 0) {
        PyErr_SetString(PyExc_ValueError, "_hot.configure: check_every must be positive");
        return NULL;
    }
    Py_INCREF(opinfo);
    Py_XSETREF(opinfo_type, (PyTypeObject*)opinfo);
    Py_INCREF(queue);
    Py_XSETREF(queue_type, (PyTypeObject*)queue);
    Py_INCREF(memory);
    Py_XSETREF(memory_type, (PyTypeObject*)memory);
    Py_INCREF(desc);
    Py_XSETREF(desc_type, (PyTypeObject*)desc);
    Py_INCREF(fb);
    Py_XSETREF(fallback, fb);
    Py_INCREF(tensor);
    Py_XSETREF(tensor_type, (PyTypeObject*)tensor);
    Py_INCREF(impls);
    Py_XSETREF(implementations, impls);
    Py_INCREF(ch);
    Py_XSETREF(cache, ch);
    Py_INCREF(sd);
    Py_XSETREF(state_dict, sd);
    Py_INCREF(dq);
    Py_XSETREF(default_queue, dq);
    Py_INCREF(nu);
    Py_XSETREF(note_use, nu);
    Py_INCREF(rs);
    Py_XSETREF(raise_status, rs);
    Py_CLEAR(last_dev);
    Py_CLEAR(last_q);
    check_every = every;
    Py_RETURN_NONE;
}

/* The queue `stream=None` means on `dev` (anyrt._inflight.current_queue, as the Python hot path asks
 * it): a new reference, or NULL with an exception set. */
static PyObject* queue_for(PyObject* dev, PyObject* generation) {
    PyObject* local = PyDict_GetItemWithError(state_dict, s_local);
    if (local == NULL) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_RuntimeError, "anyrt._state.local is missing");
        return NULL;
    }
    PyObject* q = PyObject_GetAttr(local, s_current_queue);
    if (q == NULL) return NULL;
    if (q != Py_None && Py_IS_TYPE(q, queue_type)) {
        PyObject* qdev = SLOT(q, q_device);
        int same = qdev == dev ? 1 : qdev == NULL ? 0 : PyObject_RichCompareBool(qdev, dev, Py_EQ);
        if (same < 0) {
            Py_DECREF(q);
            return NULL;
        }
        if (same && SLOT(q, q_live) == Py_True) return q;
    }
    Py_DECREF(q);
    if (last_dev == dev && last_q != NULL) {
        PyObject* gen = SLOT(last_q, q_gen);
        int current = gen == generation ? 1 : gen == NULL ? 0 : PyObject_RichCompareBool(gen, generation, Py_EQ);
        if (current < 0) return NULL;
        if (current) {
            Py_INCREF(last_q);
            return last_q;
        }
    }
    q = PyObject_CallOneArg(default_queue, dev);
    if (q == NULL) return NULL;
    if (!Py_IS_TYPE(q, queue_type)) {
        Py_DECREF(q);
        PyErr_SetString(PyExc_SystemError, "anyrt._hot: default_queue returned no Queue");
        return NULL;
    }
    Py_INCREF(dev);
    Py_XSETREF(last_dev, dev);
    Py_INCREF(q);
    Py_XSETREF(last_q, q);
    return q;
}

/* Whether the Buffer `b` (a tensor's, or None) is freed, itself or its owner: 1, 0, or -1 when it
 * cannot tell (the Python path decides then). */
static int buffer_freed(PyObject* b, int is_root) {
    if (b == Py_None) return 0;
    PyObject* freed = PyObject_GetAttr(b, s_freed);
    if (freed == NULL) {
        PyErr_Clear();
        return -1;
    }
    Py_DECREF(freed); /* a bool: immortal enough to compare after the decref */
    if (freed != Py_False) return freed == Py_True ? 1 : -1;
    if (is_root) return 0; /* the tensor's memory record is this buffer: it has no owner (_base is None) */
    PyObject* base = PyObject_GetAttr(b, s_base);
    if (base == NULL) {
        PyErr_Clear();
        return -1;
    }
    int r = base == Py_None ? 0 : buffer_freed(base, 0);
    Py_DECREF(base);
    return r;
}

/* The C path, or NULL without an exception where the Python path must run instead (or NULL with one
 * set: a failed C call's error, or a failure of this code's own). */
static PyObject* hot_path(PyObject* const* args) {
    PyObject *info = args[0], *operands = args[1], *out = args[2], *attrs = args[3];
    if (out == Py_None || args[4] != Py_None || PyDict_GET_SIZE(implementations) != 0) return NULL;
    if (!Py_IS_TYPE(info, opinfo_type)) return NULL;
    PyObject* hot = SLOT(info, i_hot);
    if (hot == NULL || !Py_IS_TYPE(hot, &HotOpType) || !PyTuple_CheckExact(operands) || !PyTuple_CheckExact(attrs))
        return NULL;
    const HotOp* op = (const HotOp*)hot;
    int nout = op->nout, n = op->nout + op->nin;
    if (PyTuple_GET_SIZE(operands) != op->nin) return NULL;
    PyObject* generation = PyDict_GetItemWithError(state_dict, s_generation); /* borrowed */
    if (generation == NULL) {
        PyErr_Clear();
        return NULL;
    }
    PyObject* cgen = SLOT(cache, c_gen);
    if (cgen != generation && (cgen == NULL || PyObject_RichCompareBool(cgen, generation, Py_EQ) != 1)) {
        PyErr_Clear();
        return NULL;
    }
    PyObject* both[HOT_MAX_TENSORS] = {NULL};
    if (nout == 1) {
        both[0] = out;
    } else {
        if (!PyTuple_CheckExact(out) || PyTuple_GET_SIZE(out) != nout) return NULL;
        for (int i = 0; i < nout; ++i) both[i] = PyTuple_GET_ITEM(out, i);
    }
    for (int i = 0; i < op->nin; ++i) both[nout + i] = PyTuple_GET_ITEM(operands, i);
    PyObject* mems[3] = {NULL, NULL, NULL};
    for (int i = 0; i < n; ++i)
        if (!Py_IS_TYPE(both[i], tensor_type)) return NULL;
    for (int i = 0; i < nout; ++i) {
        if (SLOT(both[i], t_readonly) != Py_False) return NULL;
        mems[i] = SLOT(both[i], t_mem);
    }
    /* the key: (name, layout per spec tensor, create-time attributes) as the Python path makes it */
    void* ptrs[HOT_MAX_TENSORS];
    PyObject* key = PyTuple_New(1 + n + op->ncreate);
    if (key == NULL) return NULL;
    Py_INCREF(op->name);
    PyTuple_SET_ITEM(key, 0, op->name);
    int same_ok = op->elementwise && nout == 1;
    for (int s = 0; s < n; ++s) {
        int i = op->order[s];
        PyObject* t = both[i];
        PyObject *buf = SLOT(t, t_buffer), *layout = SLOT(t, t_layout), *ptr = SLOT(t, t_ptr), *mem = SLOT(t, t_mem);
        if (buf == NULL || layout == NULL || ptr == NULL || mem == NULL || !PyObject_TypeCheck(mem, memory_type) ||
            buffer_freed(buf, buf == mem) != 0)
            goto python;
        if (i >= nout)
            for (int k = 0; k < nout; ++k)
                if (mem == mems[k] && (t != out || !same_ok)) goto python; /* an input in an output's memory */
        ptrs[s] = PyLong_AsVoidPtr(ptr);
        if (ptrs[s] == NULL && PyErr_Occurred()) {
            PyErr_Clear();
            goto python;
        }
        Py_INCREF(layout);
        PyTuple_SET_ITEM(key, 1 + s, layout);
    }
    for (Py_ssize_t k = 0; k < op->ncreate; ++k) {
        if (op->create_at[k] >= PyTuple_GET_SIZE(attrs)) goto python;
        PyObject* a = PyTuple_GET_ITEM(attrs, op->create_at[k]);
        Py_INCREF(a);
        PyTuple_SET_ITEM(key, 1 + n + k, a);
    }
    float f[2] = {0, 0};
    for (Py_ssize_t k = 0; k < op->ncall; ++k) {
        if (op->call_at[k] >= PyTuple_GET_SIZE(attrs)) goto python;
        PyObject* a = PyTuple_GET_ITEM(attrs, op->call_at[k]);
        if (!PyFloat_CheckExact(a) && !PyLong_CheckExact(a)) goto python;
        double v = PyFloat_AsDouble(a);
        if (v == -1.0 && PyErr_Occurred()) {
            PyErr_Clear();
            goto python;
        }
        f[k] = (float)v;
    }
    PyObject* descs = SLOT(cache, c_descs);
    if (descs == NULL || !PyDict_CheckExact(descs)) goto python;
    PyObject* entry = PyDict_GetItemWithError(descs, key); /* borrowed */
    Py_DECREF(key);
    key = NULL;
    if (entry == NULL || !Py_IS_TYPE(entry, desc_type)) {
        PyErr_Clear();
        return NULL;
    }
    PyObject *ws = SLOT(entry, d_ws), *cdesc = SLOT(entry, d_desc), *addr = SLOT(entry, d_addr);
    if (ws == NULL || !PyLong_CheckExact(ws) || PyLong_AsSsize_t(ws) != 0 || cdesc == NULL || cdesc == Py_None || addr == NULL)
        return NULL;
    void* dptr = PyLong_AsVoidPtr(addr);
    if (dptr == NULL) {
        PyErr_Clear();
        return NULL;
    }
    /* the entry stays alive while this thread runs it: an eviction meanwhile (Python code below may
     * let another thread run) only drops the cache's reference; the descriptor goes with the last one */
    Py_INCREF(entry);
    PyObject* q = queue_for(SLOT(both[0], t_device), generation);
    if (q == NULL) { /* an exception of the lookup's own */
        Py_DECREF(entry);
        return NULL;
    }
    /* anyrt._inflight first (a free on another thread meanwhile then waits for this queue): every
     * operand's memory notes the queue (note_use), and the queue holds the operands until a wait shows
     * the work done (Queue.hold: one append, the holders set, and a check every CHECK_EVERY holds) */
    PyObject* held = PyTuple_New(n);
    if (held == NULL) goto failed;
    for (int i = 0; i < n; ++i) {
        Py_INCREF(both[i]);
        PyTuple_SET_ITEM(held, i, both[i]);
        PyObject* mem = SLOT(both[i], t_mem);
        if (SLOT(mem, m_last_q) != q) {
            PyObject* r = PyObject_CallFunctionObjArgs(note_use, mem, q, NULL);
            if (r == NULL) goto failed_held;
            Py_DECREF(r);
        }
    }
    PyObject *keep = SLOT(q, q_keep), *holders = SLOT(q, q_holders);
    if (keep == NULL || holders == NULL || !PyList_Check(keep) || !PyAnySet_Check(holders)) {
        PyErr_SetString(PyExc_SystemError, "anyrt._hot: a Queue without keep or holders");
        goto failed_held;
    }
    if (PyList_Append(keep, held) < 0 || PySet_Add(holders, q) < 0) goto failed_held;
    Py_DECREF(held);
    int check = PyList_GET_SIZE(keep) % check_every == 0;
    /* note_use and default_queue are Python code, during which another thread may have freed an operand
     * or shut the runtime down: checked again here, with no Python code from here to the call. The call
     * keeps the GIL (it queues the work and returns), so a free on another thread runs before the
     * checks or after the work is queued, where its wait for this queue covers it: releasing the GIL
     * here let a free slip in between and the kernel write freed memory (ASan, the free-race test). */
    PyObject* gen_now = PyDict_GetItemWithError(state_dict, s_generation);
    if (gen_now == NULL || PyObject_RichCompareBool(gen_now, SLOT(entry, d_gen), Py_EQ) != 1) {
        PyErr_Clear();
        goto python_after;
    }
    for (int i = 0; i < n; ++i) {
        PyObject* buf = SLOT(both[i], t_buffer);
        if (buffer_freed(buf, buf == SLOT(both[i], t_mem)) != 0) goto python_after;
    }
    anyrt_status_t st = call_op(op, (anyrt_op_desc_t)dptr, ptrs, f);
    if (st != ANYRT_STATUS_SUCCESS) {
        PyObject* code = PyLong_FromLong((long)st);
        PyObject* r = code ? PyObject_CallOneArg(raise_status, code) : NULL;
        Py_XDECREF(code);
        Py_XDECREF(r);
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_SystemError, "anyrt._hot: raise_status returned");
        goto failed;
    }
    if (check) { /* after the call: a check before it could release what the call is about to use */
        PyObject* r = PyObject_CallMethodNoArgs(q, s_retire);
        if (r == NULL) goto failed;
        Py_DECREF(r);
    }
    Py_DECREF(q);
    Py_DECREF(entry);
    Py_INCREF(out);
    return out;
python_after: /* what was held and noted stays: it only keeps objects alive until the next wait */
    Py_DECREF(q);
    Py_DECREF(entry);
    return NULL;
failed_held:
    Py_DECREF(held);
failed:
    Py_DECREF(q);
    Py_DECREF(entry);
    return NULL;
python:
    Py_XDECREF(key);
    return NULL;
}

static PyObject* hot_run(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
    (void)self;
    if (nargs != 5) {
        PyErr_SetString(PyExc_TypeError, "anyrt._hot.run takes (info, operands, out, attrs, stream)");
        return NULL;
    }
    if (fallback == NULL) {
        PyErr_SetString(PyExc_RuntimeError, "anyrt._hot.run before configure()");
        return NULL;
    }
    PyObject* r = hot_path(args);
    if (r != NULL || PyErr_Occurred()) return r;
    return PyObject_Vectorcall(fallback, args, 5, NULL);
}

static PyMethodDef hot_methods[] = {
    {"configure", (PyCFunction)(void (*)(void))hot_configure, METH_VARARGS | METH_KEYWORDS,
     "Hand over the objects the hot path reads (anyrt._op_runtime calls it once at import)."},
    {"run", (PyCFunction)(void (*)(void))hot_run, METH_FASTCALL,
     "run(info, operands, out, attrs, stream): one anyrt.ops call; the Python path where it is not hot."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef hot_module = {PyModuleDef_HEAD_INIT, "anyrt._hot", "The C hot path of anyrt.ops calls.", -1,
                                        hot_methods, NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__hot(void) {
    if (PyType_Ready(&HotOpType) < 0) return NULL;
    s_generation = PyUnicode_InternFromString("_generation");
    s_local = PyUnicode_InternFromString("local");
    s_current_queue = PyUnicode_InternFromString("current_queue");
    s_freed = PyUnicode_InternFromString("_freed");
    s_base = PyUnicode_InternFromString("_base");
    s_retire = PyUnicode_InternFromString("_retire_if_done");
    if (!s_generation || !s_local || !s_current_queue || !s_freed || !s_base || !s_retire) return NULL;
    PyObject* m = PyModule_Create(&hot_module);
    if (m == NULL) return NULL;
    Py_INCREF(&HotOpType);
    if (PyModule_AddObject(m, "Op", (PyObject*)&HotOpType) < 0) {
        Py_DECREF(&HotOpType);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
