/* anyrt._hot: the Python hot paths in C: every generated `anyrt.ops` call (anyrt._op_runtime.run), and
 * Buffer's allocation, free and synchronous copies (configure_buffer, below the operator part).
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
#include <limits.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "anyrt.h"

#define HOT_MAX_TENSORS 8
#define HOT_MAX_NDIM 8 /* the core's limit (AK_MAX_NDIM): a tensor of more dims takes the Python path, which says so */

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
    /* A descriptor-cache miss made here (make_desc) rather than in Python: anyrt_create_<op>_descriptor,
     * NULL where this code does not make it (the Python path does), and what the Python path checks first */
    void* create;
    char create_types[4];     /* per create-time attribute: 'i' int, 'f' float, 'b' bool */
    unsigned same_dtype;      /* spec tensors (bits) whose dtype the operator leaves free: they must agree */
    signed char need[HOT_MAX_TENSORS]; /* per spec tensor: the dims its pattern names (-1: an output, unchecked) */
    char batch[HOT_MAX_TENSORS];       /* ... and whether leading ("...") dims may come before them */
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
    static char* kw[] = {"name", "fn", "nout", "nin", "order", "create_at", "call_at", "elementwise", "create",
                         "create_types", "same_dtype", "ranks", NULL};
    PyObject *name, *order, *create_at, *call_at, *same = NULL, *ranks = NULL;
    unsigned long long fn, create = 0;
    const char* types = "";
    int elementwise;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "UKiiOOOp|KsOO", kw, &name, &fn, &self->nout, &self->nin, &order,
                                     &create_at, &call_at, &elementwise, &create, &types, &same, &ranks))
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
    /* what make_desc needs; a create it cannot call (too many attributes, another type) stays Python's */
    Py_ssize_t nsame = 0, nranks = 0, sp[HOT_MAX_TENSORS], rk[3 * HOT_MAX_TENSORS];
    if ((same != NULL && positions(same, sp, HOT_MAX_TENSORS, &nsame, "tensors") < 0) ||
        (ranks != NULL && positions(ranks, rk, 3 * HOT_MAX_TENSORS, &nranks, "ranks") < 0))
        return -1;
    self->same_dtype = 0;
    for (Py_ssize_t i = 0; i < nsame; ++i)
        if (sp[i] >= 0 && sp[i] < norder) self->same_dtype |= 1u << sp[i];
    for (int s = 0; s < HOT_MAX_TENSORS; ++s) self->need[s] = -1, self->batch[s] = 0;
    int ok = strlen(types) == (size_t)self->ncreate && self->ncreate <= 3 && nranks % 3 == 0;
    for (Py_ssize_t k = 0; ok && k < self->ncreate; ++k) ok = strchr("ifb", types[k]) != NULL;
    for (Py_ssize_t k = 0; ok && k < nranks; k += 3) {
        ok = rk[k] >= 0 && rk[k] < norder && rk[k + 1] >= 0 && rk[k + 1] <= HOT_MAX_NDIM;
        if (ok) self->need[rk[k]] = (signed char)rk[k + 1], self->batch[rk[k]] = rk[k + 2] != 0;
    }
    self->create = ok ? (void*)(uintptr_t)create : NULL;
    memset(self->create_types, 0, sizeof self->create_types);
    if (ok) memcpy(self->create_types, types, (size_t)self->ncreate);
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
    .tp_doc = "An operator's facts for the C hot path: Op(name, fn, nout, nin, order, create_at, call_at, elementwise, "
              "create=0, create_types='', same_dtype=(), ranks=()).",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)hot_op_init,
    .tp_dealloc = (destructor)hot_op_dealloc,
};

static atomic_long* host_callbacks; /* anyrt._build_cffi's anyrt_py_callbacks (configure_buffer) */

/* `stmt` (a backend allocation or free, a descriptor made or destroyed) with the GIL kept while no
 * Python callback can be waited for */
#define CALL_GIL_IF_IDLE(stmt)                                         \
    do {                                                               \
        if (host_callbacks != NULL && atomic_load_explicit(host_callbacks, memory_order_acquire) == 0) { \
            stmt;                                                      \
        } else {                                                       \
            Py_BEGIN_ALLOW_THREADS stmt;                               \
            Py_END_ALLOW_THREADS                                       \
        }                                                              \
    } while (0)

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

/* ---- cached descriptors (anyrt._op_runtime._Desc is this type)
 *
 * One operator descriptor of the cache: its address, workspace size and runtime generation, and the
 * cffi pointer the Python paths pass (made on their first use: a descriptor made here has none). The
 * descriptor is destroyed when the last reference goes (the cache's, or that of a thread running it
 * right now), in C: a finalizer in Python cost a frame per eviction. */

typedef anyrt_status_t (*create_tensor_desc_t)(anyrt_tensor_desc_t*, anyrt_dtype_t, int, const int64_t*, const int64_t*);
typedef anyrt_status_t (*destroy_tensor_desc_t)(anyrt_tensor_desc_t);
typedef anyrt_status_t (*workspace_size_t)(anyrt_op_desc_t, size_t*);
typedef anyrt_status_t (*destroy_op_desc_t)(anyrt_op_desc_t);
typedef anyrt_status_t (*fallback_serial_t)(int*);
static create_tensor_desc_t api_create_tensor_desc; /* all five from configure(api=...) */
static destroy_tensor_desc_t api_destroy_tensor_desc;
static workspace_size_t api_workspace_size;
static destroy_op_desc_t api_destroy_op_desc;
static fallback_serial_t api_fallback_serial;
static PyObject* desc_cast;   /* address -> cffi anyrt_op_desc_t */
static PyObject* state_dict;  /* anyrt._state's globals: _generation, _shut_at_exit, local */
static PyObject *s_generation, *s_at_exit;

typedef struct {
    PyObject_HEAD
    void* addr;      /* the anyrt_op_desc_t; NULL once destroyed */
    Py_ssize_t ws;   /* its workspace size in bytes */
    PyObject* gen;   /* the runtime generation that made it */
    PyObject* cdata; /* its cffi pointer, or NULL until a Python path asks */
} HotDesc;

/* Whether `gen` is the current runtime generation (1), not (0), or unknown (-1, no exception set). */
static int is_current(PyObject* gen) {
    PyObject* g = state_dict ? PyDict_GetItemWithError(state_dict, s_generation) : NULL;
    if (g == NULL || gen == NULL) {
        PyErr_Clear();
        return -1;
    }
    if (g == gen) return 1;
    int r = PyObject_RichCompareBool(gen, g, Py_EQ);
    if (r < 0) PyErr_Clear();
    return r;
}

static PyObject* hot_desc_new(PyTypeObject* type, PyObject* args, PyObject* kwds) {
    static char* kw[] = {"addr", "ws", "gen", "cdata", NULL};
    unsigned long long addr;
    Py_ssize_t ws;
    PyObject *gen, *cdata = Py_None;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "KnO|O", kw, &addr, &ws, &gen, &cdata)) return NULL;
    HotDesc* self = (HotDesc*)type->tp_alloc(type, 0);
    if (self == NULL) return NULL;
    self->addr = (void*)(uintptr_t)addr;
    self->ws = ws;
    self->gen = Py_NewRef(gen);
    self->cdata = cdata == Py_None ? NULL : Py_NewRef(cdata);
    return (PyObject*)self;
}

static void hot_desc_dealloc(HotDesc* self) {
    /* as a finalizer may: its runtime still current and not at exit (the runtime is gone then); an
     * exception on its way up through the caller (this may run while it unwinds) is kept */
    void* addr = self->addr;
    if (addr != NULL && api_destroy_op_desc != NULL) {
        PyObject *type, *value, *tb;
        PyErr_Fetch(&type, &value, &tb);
        if (is_current(self->gen) == 1) {
            PyObject* at_exit = PyDict_GetItemWithError(state_dict, s_at_exit);
            if (at_exit == Py_False) CALL_GIL_IF_IDLE((void)api_destroy_op_desc((anyrt_op_desc_t)addr));
            PyErr_Clear();
        }
        PyErr_Restore(type, value, tb);
    }
    Py_XDECREF(self->gen);
    Py_XDECREF(self->cdata);
    Py_TYPE(self)->tp_free((PyObject*)self);
}

static PyObject* raise_code(PyObject* fn, int code);
static PyObject* raise_status; /* anyrt._errors.raise_status */

static PyObject* hot_desc_destroy(HotDesc* self, PyObject* unused) {
    (void)unused;
    void* addr = self->addr;
    self->addr = NULL;
    Py_CLEAR(self->cdata);
    if (addr != NULL && api_destroy_op_desc != NULL && is_current(self->gen) == 1) {
        anyrt_status_t st;
        Py_BEGIN_ALLOW_THREADS /* as cffi's call did: anyrt.shutdown's release calls it */
        st = api_destroy_op_desc((anyrt_op_desc_t)addr);
        Py_END_ALLOW_THREADS
        if (st != ANYRT_STATUS_SUCCESS) return raise_code(raise_status, (int)st);
    }
    Py_RETURN_NONE;
}

static PyObject* hot_desc_get_desc(HotDesc* self, void* closure) {
    (void)closure;
    if (self->addr == NULL) Py_RETURN_NONE;
    if (self->cdata == NULL) {
        if (desc_cast == NULL) {
            PyErr_SetString(PyExc_RuntimeError, "anyrt._hot.Desc.desc before configure()");
            return NULL;
        }
        PyObject* a = PyLong_FromVoidPtr(self->addr);
        self->cdata = a ? PyObject_CallOneArg(desc_cast, a) : NULL;
        Py_XDECREF(a);
        if (self->cdata == NULL) return NULL;
    }
    return Py_NewRef(self->cdata);
}

static PyObject* hot_desc_get_addr(HotDesc* self, void* closure) {
    (void)closure;
    return PyLong_FromVoidPtr(self->addr);
}

static PyMethodDef hot_desc_methods[] = {
    {"destroy", (PyCFunction)hot_desc_destroy, METH_NOARGS,
     "Destroy the C descriptor (anyrt.shutdown's release, before the runtime goes)."},
    {NULL, NULL, 0, NULL},
};

static PyMemberDef hot_desc_members[] = {
    {"ws", T_PYSSIZET, offsetof(HotDesc, ws), READONLY, "Its workspace size in bytes."},
    {"gen", T_OBJECT, offsetof(HotDesc, gen), READONLY, "The runtime generation that made it."},
    {NULL, 0, 0, 0, NULL},
};

static PyGetSetDef hot_desc_getset[] = {
    {"desc", (getter)hot_desc_get_desc, NULL, "The anyrt_op_desc_t as a cffi pointer; None once destroyed.", NULL},
    {"addr", (getter)hot_desc_get_addr, NULL, "Its address (0 once destroyed).", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject HotDescType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "anyrt._hot.Desc",
    .tp_basicsize = sizeof(HotDesc),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "One cached operator descriptor: Desc(addr, ws, gen, cdata=None); destroyed with its last reference.",
    .tp_new = hot_desc_new,
    .tp_dealloc = (destructor)hot_desc_dealloc,
    .tp_methods = hot_desc_methods,
    .tp_members = hot_desc_members,
    .tp_getset = hot_desc_getset,
};

/* ---- what configure() hands over */

static PyObject* fallback;        /* anyrt._op_runtime's Python path: run(info, operands, out, attrs, stream) */
static PyTypeObject* tensor_type; /* anyrt.Tensor */
/* the types whose slots it reads: an object of another type (a misuse of run) takes the Python path */
static PyTypeObject *opinfo_type, *queue_type, *memory_type, *layout_type, *obuffer_type;
static PyObject* implementations; /* anyrt._op_runtime.IMPLEMENTATIONS (a dict; any entry: the Python path) */
static PyObject* cache;           /* anyrt._op_runtime._cache */
static PyObject* default_queue;   /* anyrt._inflight.default_queue */
static PyObject* note_use;        /* anyrt._inflight.note_use */
static Py_ssize_t check_every;    /* anyrt._inflight.CHECK_EVERY */
/* slot offsets */
static Py_ssize_t t_buffer, t_ptr, t_layout, t_readonly, t_mem, t_device; /* Tensor */
static Py_ssize_t q_keep, q_holders, q_device, q_live, q_gen;           /* _inflight.Queue */
static Py_ssize_t m_last_q;                                              /* _inflight.Memory */
static Py_ssize_t c_gen, c_descs, c_keys, c_lock, c_haddr, c_created;    /* _op_runtime._Descriptors */
static Py_ssize_t l_key, ob_gen;                                          /* tensor.Layout, buffer.Buffer */
static Py_ssize_t i_hot;                                                 /* _op_runtime.OpInfo */
/* interned names */
static PyObject *s_local, *s_current_queue, *s_freed, *s_base, *s_retire, *s_locked_op, *s_reported_op;
static PyObject* dtype_values;    /* anyrt._gen.spec_data.DTYPE: name -> anyrt_dtype_t */
static PyObject* op_errors;       /* anyrt._errors' globals: _reported */
static PyObject* op_check_fallbacks; /* anyrt._errors.check_fallbacks */
static Py_ssize_t cache_size;     /* anyrt._op_runtime._CACHE_SIZE */
static int op_validating;         /* anyrt._layers.VALIDATING: tensor descriptors record the caller's site in Python */
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
    static char* kw[] = {"fallback", "tensor", "queue", "memory", "descriptors", "opinfo", "implementations", "cache",
                         "state", "default_queue", "note_use", "raise_status", "check_every", "layout", "buffer", "errors",
                         "check_fallbacks", "dtypes", "cache_size", "validating", "desc_cast", "api", NULL};
    PyObject *fb, *tensor, *queue, *memory, *descriptors, *opinfo, *impls, *ch, *state, *dq, *nu, *rs, *layout, *buffer,
        *errors, *cf, *dtypes, *cast, *api;
    Py_ssize_t every, size;
    int validating;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "OO!O!O!O!O!O!OOOOOnO!O!O!OO!npOO!", kw, &fb, &PyType_Type, &tensor,
                                     &PyType_Type, &queue, &PyType_Type, &memory, &PyType_Type, &descriptors, &PyType_Type,
                                     &opinfo, &PyDict_Type, &impls, &ch, &state, &dq, &nu, &rs, &every, &PyType_Type, &layout,
                                     &PyType_Type, &buffer, &PyModule_Type, &errors, &cf, &PyDict_Type, &dtypes, &size,
                                     &validating, &cast, &PyTuple_Type, &api))
        return NULL;
    if (slot_offset(tensor, "_buffer", &t_buffer) || slot_offset(tensor, "_ptr", &t_ptr) ||
        slot_offset(tensor, "_layout", &t_layout) || slot_offset(tensor, "_readonly", &t_readonly) ||
        slot_offset(tensor, "_mem", &t_mem) || slot_offset(tensor, "_device", &t_device) ||
        slot_offset(queue, "keep", &q_keep) || slot_offset(queue, "holders", &q_holders) ||
        slot_offset(queue, "device", &q_device) || slot_offset(queue, "live", &q_live) || slot_offset(queue, "gen", &q_gen) ||
        slot_offset(memory, "_last_q", &m_last_q) || slot_offset(descriptors, "_gen", &c_gen) ||
        slot_offset(descriptors, "_descs", &c_descs) || slot_offset(descriptors, "_keys", &c_keys) ||
        slot_offset(descriptors, "_lock", &c_lock) || slot_offset(descriptors, "_haddr", &c_haddr) ||
        slot_offset(descriptors, "created", &c_created) || slot_offset(opinfo, "hot", &i_hot) ||
        slot_offset(layout, "key", &l_key) || slot_offset(buffer, "_gen", &ob_gen))
        return NULL;
    if (PyTuple_GET_SIZE(api) != 5 || size < 1) {
        PyErr_SetString(PyExc_ValueError, "_hot.configure: api must hold 5 addresses, cache_size be positive");
        return NULL;
    }
    void* fns[5];
    for (int i = 0; i < 5; ++i) {
        fns[i] = PyLong_AsVoidPtr(PyTuple_GET_ITEM(api, i));
        if (fns[i] == NULL) {
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "_hot.configure: a NULL address in api");
            return NULL;
        }
    }
    api_create_tensor_desc = (create_tensor_desc_t)(uintptr_t)fns[0];
    api_destroy_tensor_desc = (destroy_tensor_desc_t)(uintptr_t)fns[1];
    api_workspace_size = (workspace_size_t)(uintptr_t)fns[2];
    api_destroy_op_desc = (destroy_op_desc_t)(uintptr_t)fns[3];
    api_fallback_serial = (fallback_serial_t)(uintptr_t)fns[4];
    cache_size = size;
    op_validating = validating;
    Py_INCREF(layout);
    Py_XSETREF(layout_type, (PyTypeObject*)layout);
    Py_INCREF(buffer);
    Py_XSETREF(obuffer_type, (PyTypeObject*)buffer);
    Py_INCREF(PyModule_GetDict(errors));
    Py_XSETREF(op_errors, PyModule_GetDict(errors));
    Py_INCREF(cf);
    Py_XSETREF(op_check_fallbacks, cf);
    Py_INCREF(dtypes);
    Py_XSETREF(dtype_values, dtypes);
    Py_INCREF(cast);
    Py_XSETREF(desc_cast, cast);
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
        /* a queue of an earlier runtime (a stream current across anyrt.shutdown) names no stream of
         * this one: its waits return at once, so noting uses there would let a reader race the work */
        PyObject* qgen = SLOT(q, q_gen);
        int now = qgen == generation ? 1 : qgen == NULL ? 0 : PyObject_RichCompareBool(qgen, generation, Py_EQ);
        if (now < 0) {
            Py_DECREF(q);
            return NULL;
        }
        if (same && now && SLOT(q, q_live) == Py_True) return q;
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

/* ---- a descriptor-cache miss, made here (anyrt._op_runtime._new_desc's checks, then _Descriptors.make's work) */

/* anyrt_create_<op>_descriptor through a pointer of its own type: the handle, the descriptor's place,
 * one tensor descriptor per spec tensor, then the create-time attributes (at most three). */
typedef union {
    int i;
    float f;
    bool b;
} attr_value_t;
#define TT1 anyrt_tensor_desc_t
#define TT2 TT1, anyrt_tensor_desc_t
#define TT3 TT2, anyrt_tensor_desc_t
#define TT4 TT3, anyrt_tensor_desc_t
#define TT5 TT4, anyrt_tensor_desc_t
#define TT6 TT5, anyrt_tensor_desc_t
#define TT7 TT6, anyrt_tensor_desc_t
#define TT8 TT7, anyrt_tensor_desc_t
#define TD1 td[0]
#define TD2 TD1, td[1]
#define TD3 TD2, td[2]
#define TD4 TD3, td[3]
#define TD5 TD4, td[4]
#define TD6 TD5, td[5]
#define TD7 TD6, td[6]
#define TD8 TD7, td[7]
#define AT_ /* no attributes */
#define AV_
#define AT_i , int
#define AV_i , v[0].i
#define AT_f , float
#define AV_f , v[0].f
#define AT_b , bool
#define AV_b , v[0].b
#define AT_ff , float, float
#define AV_ff , v[0].f, v[1].f
#define AT_ib , int, bool
#define AV_ib , v[0].i, v[1].b
#define AT_iff , int, float, float
#define AV_iff , v[0].i, v[1].f, v[2].f
#define AT_ibb , int, bool, bool
#define AV_ibb , v[0].i, v[1].b, v[2].b
#define CREATE_N(n, X) \
    case n: return ((anyrt_status_t(*)(anyrt_op_handle_t, anyrt_op_desc_t*, TT##n AT_##X))fn)(h, d, TD##n AV_##X);
#define CREATE(X)                                                                                               \
    switch (n) {                                                                                                \
        CREATE_N(1, X) CREATE_N(2, X) CREATE_N(3, X) CREATE_N(4, X) CREATE_N(5, X) CREATE_N(6, X)               \
        CREATE_N(7, X) CREATE_N(8, X)                                                                           \
    }                                                                                                           \
    return ANYRT_STATUS_NOT_SUPPORTED;

static anyrt_status_t call_create(void* fn, const char* types, int n, anyrt_op_handle_t h, anyrt_op_desc_t* d,
                                  const anyrt_tensor_desc_t* td, const attr_value_t* v) {
    if (types[0] == '\0') {
        (void)v;
        CREATE()
    }
    if (strcmp(types, "i") == 0) { CREATE(i) }
    if (strcmp(types, "f") == 0) { CREATE(f) }
    if (strcmp(types, "b") == 0) { CREATE(b) }
    if (strcmp(types, "ff") == 0) { CREATE(ff) }
    if (strcmp(types, "ib") == 0) { CREATE(ib) }
    if (strcmp(types, "iff") == 0) { CREATE(iff) }
    if (strcmp(types, "ibb") == 0) { CREATE(ibb) }
    return ANYRT_STATUS_NOT_SUPPORTED; /* another mix: make_desc leaves it to Python */
}

static int known_types(const char* types) {
    static const char* const known[] = {"", "i", "f", "b", "ff", "ib", "iff", "ibb"};
    for (size_t i = 0; i < sizeof known / sizeof *known; ++i)
        if (strcmp(types, known[i]) == 0) return 1;
    return 0;
}

/* Two Python ints (or strs) equal: 1, else 0 (no exception: exact ints and strs compare in C). */
static int same_value(PyObject* a, PyObject* b) {
    if (a == b) return 1;
    if (PyLong_CheckExact(a) && PyLong_CheckExact(b)) return PyObject_RichCompareBool(a, b, Py_EQ) == 1;
    if (PyUnicode_Check(a) && PyUnicode_Check(b)) return PyUnicode_Compare(a, b) == 0;
    return 0;
}

/* A layout key's int tuple as int64s: 0, or -1 (not a tuple of `nd` ints; an exception may be set). */
static int int64s(PyObject* tup, Py_ssize_t nd, int64_t* out) {
    if (!PyTuple_CheckExact(tup) || PyTuple_GET_SIZE(tup) != nd) return -1;
    for (Py_ssize_t i = 0; i < nd; ++i) {
        PyObject* x = PyTuple_GET_ITEM(tup, i);
        if (!PyLong_CheckExact(x)) return -1;
        out[i] = PyLong_AsLongLong(x);
        if (out[i] == -1 && PyErr_Occurred()) return -1;
    }
    return 0;
}

static uint64_t evict_state = 0x9E3779B97F4A7C15u; /* xorshift64: which cached descriptor gives way */
/* the last handle looked up: the _haddr dict it came from (held, so its address cannot be reused),
 * the device's kind and index (small ints, compared by identity), and the handle */
static PyObject *last_haddr, *last_kind, *last_index;
static void* last_handle;
/* the last dtype looked up: its DType (held) and anyrt_dtype_t */
static PyObject* last_dtype;
static anyrt_dtype_t last_code;

/* The cached descriptor made for `key` (a new reference), inserted into the cache as
 * _Descriptors.make does; NULL, with no exception set, wherever the Python path must decide (it then
 * makes it itself, or raises its clear error): a check of _new_desc's fails, the operator's handle is
 * not made yet, another thread is inside make, or the C create refuses. */
static PyObject* make_desc(const HotOp* op, PyObject* key, PyObject* const* both, PyObject* attrs) {
    int n = op->nout + op->nin;
    if (op->create == NULL || api_create_tensor_desc == NULL || op_validating || !known_types(op->create_types)) return NULL;
    PyObject* gen = PyDict_GetItemWithError(state_dict, s_generation);
    if (gen == NULL) goto python;
    PyObject *kind = NULL, *index = NULL, *dtype = NULL, *layouts[HOT_MAX_TENSORS];
    anyrt_dtype_t dt[HOT_MAX_TENSORS];
    for (int s = 0; s < n; ++s) {
        PyObject* layout = PyTuple_GET_ITEM(key, 1 + s);
        PyObject* lk = Py_IS_TYPE(layout, layout_type) ? SLOT(layout, l_key) : NULL;
        if (lk == NULL || !PyTuple_CheckExact(lk) || PyTuple_GET_SIZE(lk) != 5) return NULL;
        PyObject *k = PyTuple_GET_ITEM(lk, 0), *ix = PyTuple_GET_ITEM(lk, 1), *d = PyTuple_GET_ITEM(lk, 2),
                 *shape = PyTuple_GET_ITEM(lk, 3);
        if (s == 0) {
            kind = k;
            index = ix;
        } else if (!same_value(k, kind) || !same_value(ix, index)) {
            return NULL; /* another device: the general path's error */
        }
        if ((op->same_dtype >> s) & 1u) {
            if (dtype == NULL) dtype = d;
            else if (!same_value(d, dtype)) return NULL; /* promoted (or refused) by the general path */
        }
        if (d != last_dtype) {
            PyObject* code = PyDict_GetItemWithError(dtype_values, d);
            if (code == NULL || !PyLong_CheckExact(code)) goto python;
            Py_INCREF(d);
            Py_XSETREF(last_dtype, d);
            last_code = (anyrt_dtype_t)PyLong_AsLong(code);
        }
        dt[s] = last_code;
        if (!PyTuple_CheckExact(shape)) return NULL;
        Py_ssize_t nd = PyTuple_GET_SIZE(shape);
        if (nd > HOT_MAX_NDIM || (op->need[s] >= 0 && (nd < op->need[s] || (nd > op->need[s] && !op->batch[s]))))
            return NULL; /* _check_ranks raises it */
        PyObject *buf = SLOT(both[op->order[s]], t_buffer), *bgen = buf == Py_None ? NULL : SLOT(buf, ob_gen);
        /* memory of an earlier runtime: the general path says so */
        if (buf != Py_None && (!Py_IS_TYPE(buf, obuffer_type) || (bgen != gen && !same_value(bgen, gen)))) return NULL;
        layouts[s] = layout;
    }
    attr_value_t v[3];
    for (Py_ssize_t k = 0; k < op->ncreate; ++k) {
        if (op->create_at[k] >= PyTuple_GET_SIZE(attrs)) return NULL;
        PyObject* a = PyTuple_GET_ITEM(attrs, op->create_at[k]);
        char type = op->create_types[k];
        if (type == 'b') {
            if (a != Py_True && a != Py_False) return NULL;
            v[k].b = a == Py_True;
        } else if (type == 'i') {
            int overflow;
            long x = PyLong_CheckExact(a) ? PyLong_AsLongAndOverflow(a, &overflow) : 0;
            if (!PyLong_CheckExact(a) || overflow || x < INT_MIN || x > INT_MAX) goto python;
            v[k].i = (int)x;
        } else {
            if (!PyFloat_CheckExact(a) && !PyLong_CheckExact(a)) return NULL;
            double x = PyFloat_AsDouble(a);
            if (x == -1.0 && PyErr_Occurred()) goto python;
            v[k].f = (float)x;
        }
    }
    PyObject *haddr = SLOT(cache, c_haddr), *descs = SLOT(cache, c_descs), *keys = SLOT(cache, c_keys);
    if (haddr == NULL || descs == NULL || keys == NULL || !PyDict_CheckExact(haddr) || !PyDict_CheckExact(descs) ||
        !PyList_CheckExact(keys))
        return NULL;
    if (haddr != last_haddr || kind != last_kind || index != last_index) {
        PyObject* dkey = PyTuple_Pack(2, kind, index);
        PyObject* h = dkey ? PyDict_GetItemWithError(haddr, dkey) : NULL;
        Py_XDECREF(dkey);
        void* found = h != NULL && PyLong_CheckExact(h) ? PyLong_AsVoidPtr(h) : NULL;
        if (found == NULL) goto python; /* the device's first operator: _Descriptors.make creates its handle */
        /* a handle stays in its dict until the runtime generation changes, which replaces the dict */
        Py_INCREF(haddr);
        Py_XSETREF(last_haddr, haddr);
        Py_INCREF(kind);
        Py_XSETREF(last_kind, kind);
        Py_INCREF(index);
        Py_XSETREF(last_index, index);
        last_handle = found;
    }
    void* handle = last_handle;
    /* one tensor descriptor per distinct layout (operands of one layout, as most elementwise calls' are,
     * share it), destroyed once the operator's descriptor is made */
    anyrt_tensor_desc_t td[HOT_MAX_TENSORS] = {NULL};
    int owner[HOT_MAX_TENSORS], made = 0;
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    for (int s = 0; s < n && st == ANYRT_STATUS_SUCCESS; ++s) {
        owner[s] = s;
        for (int r = 0; r < s; ++r)
            if (layouts[r] == layouts[s]) {
                owner[s] = r;
                break;
            }
        if (owner[s] != s) {
            td[s] = td[owner[s]];
            continue;
        }
        PyObject* lk = SLOT(layouts[s], l_key);
        Py_ssize_t nd = PyTuple_GET_SIZE(PyTuple_GET_ITEM(lk, 3));
        int64_t shape[HOT_MAX_NDIM], strides[HOT_MAX_NDIM];
        if (int64s(PyTuple_GET_ITEM(lk, 3), nd, shape) < 0 || int64s(PyTuple_GET_ITEM(lk, 4), nd, strides) < 0) {
            st = ANYRT_STATUS_INVALID_VALUE;
            break;
        }
        CALL_GIL_IF_IDLE(st = api_create_tensor_desc(&td[s], dt[s], (int)nd, nd ? shape : NULL, nd ? strides : NULL));
        if (st == ANYRT_STATUS_SUCCESS) made = s + 1;
    }
    anyrt_op_desc_t desc = NULL;
    size_t ws = 0;
    if (st == ANYRT_STATUS_SUCCESS)
        CALL_GIL_IF_IDLE(st = call_create(op->create, op->create_types, n, (anyrt_op_handle_t)handle, &desc, td, v));
    if (st == ANYRT_STATUS_SUCCESS) CALL_GIL_IF_IDLE(st = api_workspace_size(desc, &ws));
    for (int s = 0; s < made; ++s)
        if (owner[s] == s && td[s] != NULL) CALL_GIL_IF_IDLE((void)api_destroy_tensor_desc(td[s]));
    if (st != ANYRT_STATUS_SUCCESS) {
        if (desc != NULL) CALL_GIL_IF_IDLE((void)api_destroy_op_desc(desc));
        goto python;
    }
    HotDesc* entry = PyObject_New(HotDesc, &HotDescType);
    if (entry == NULL) {
        CALL_GIL_IF_IDLE((void)api_destroy_op_desc(desc));
        goto python;
    }
    entry->addr = desc;
    entry->ws = (Py_ssize_t)ws;
    entry->gen = Py_NewRef(gen);
    entry->cdata = NULL;
    /* Into the cache. _Descriptors.make changes it in several steps under its lock: while another
     * thread holds that lock this one leaves it alone (and the descriptor goes with `entry`). From
     * here no Python code runs (the GIL stays held) until the cache is consistent again: what the dict
     * and list let go of is released at the end. */
    PyObject *lock = SLOT(cache, c_lock), *locked = lock ? PyObject_CallMethodNoArgs(lock, s_locked_op) : NULL;
    Py_XDECREF(locked); /* a bool */
    if (locked != Py_False || SLOT(cache, c_descs) != descs || SLOT(cache, c_keys) != keys) {
        Py_DECREF(entry);
        goto python;
    }
    PyObject *old_key = NULL, *old_entry = NULL;
    Py_ssize_t len = PyList_GET_SIZE(keys);
    if (len >= cache_size) { /* a random entry gives way (see _Descriptors) */
        evict_state ^= evict_state << 13;
        evict_state ^= evict_state >> 7;
        evict_state ^= evict_state << 17;
        Py_ssize_t i = (Py_ssize_t)(evict_state % (uint64_t)len);
        old_key = Py_NewRef(PyList_GET_ITEM(keys, i));
        PyObject* last = Py_NewRef(PyList_GET_ITEM(keys, len - 1));
        if (PyList_SetSlice(keys, len - 1, len, NULL) < 0) { /* the last one off first: nothing changed if it fails */
            Py_DECREF(last);
            goto broken;
        }
        if (i < len - 1) {
            Py_DECREF(PyList_GET_ITEM(keys, i)); /* old_key: still held above */
            PyList_SET_ITEM(keys, i, last);      /* last's reference moves in */
        } else {
            Py_DECREF(last);
        }
        old_entry = PyDict_GetItemWithError(descs, old_key);
        Py_XINCREF(old_entry);
        if (old_entry == NULL || PyDict_DelItem(descs, old_key) < 0) goto broken;
    }
    /* another thread made it while this one let the GIL go (a Python callback was queued): that one stays */
    PyObject* there = PyDict_SetDefault(descs, key, (PyObject*)entry);
    if (there == NULL) goto broken;
    if (there != (PyObject*)entry) {
        Py_INCREF(there);
        Py_DECREF(entry);
        entry = (HotDesc*)there;
    } else if (PyList_Append(keys, key) < 0) {
        PyDict_DelItem(descs, key);
        goto broken;
    }
    PyObject* count = SLOT(cache, c_created);
    Py_ssize_t c = count && PyLong_CheckExact(count) ? PyLong_AsSsize_t(count) : -1;
    if (c >= 0) Py_XSETREF(SLOT(cache, c_created), PyLong_FromSsize_t(c + 1));
    PyErr_Clear();
    Py_XDECREF(old_key); /* may destroy the evicted descriptor (no thread runs it) and forget layouts */
    Py_XDECREF(old_entry);
    return (PyObject*)entry;
broken: /* no memory for the dict or list: the Python path tries again, and raises MemoryError */
    Py_XDECREF(old_key);
    Py_XDECREF(old_entry);
    Py_DECREF(entry);
python:
    PyErr_Clear();
    return NULL;
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
    int fresh = entry == NULL;
    if (fresh) { /* a new layout: made here where _new_desc would make it (a new reference) */
        entry = PyErr_Occurred() ? NULL : make_desc(op, key, both, attrs);
    } else {
        Py_INCREF(entry);
    }
    Py_DECREF(key);
    key = NULL;
    if (entry == NULL || !Py_IS_TYPE(entry, &HotDescType) || ((HotDesc*)entry)->ws != 0 || ((HotDesc*)entry)->addr == NULL) {
        Py_XDECREF(entry);
        PyErr_Clear();
        return NULL;
    }
    void* dptr = ((HotDesc*)entry)->addr;
    /* the entry stays alive while this thread runs it (the reference taken above): an eviction meanwhile
     * (Python code below may let another thread run) only drops the cache's; the descriptor goes with
     * the last one */
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
    if (gen_now == NULL || PyObject_RichCompareBool(gen_now, ((HotDesc*)entry)->gen, Py_EQ) != 1) {
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
    if (fresh) { /* a descriptor's first run warns if it fell back, as the Python paths' do */
        int serial = 0;
        PyObject* reported = PyDict_GetItemWithError(op_errors, s_reported_op);
        if (reported == NULL || api_fallback_serial(&serial) != ANYRT_STATUS_SUCCESS ||
            PyLong_AsLong(reported) != (long)serial) {
            PyErr_Clear();
            PyObject* r = PyObject_CallNoArgs(op_check_fallbacks);
            if (r == NULL) goto failed;
            Py_DECREF(r);
        }
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

/* ---- anyrt.buffer.Buffer: allocation, free, its finalizer and the synchronous copies with a host object
 *
 * anyrt.buffer installs these as Buffer's methods (and its allocator) through configure_buffer. Each
 * does the common case in one C function, reading Buffer's __slots__ by offset as the operator path
 * does, and hands every other case to the Python method it replaces, which raises the errors. The
 * copies release the GIL, as cffi's calls do: a backend's copy or free may wait for queued work, and
 * that work (a Python callback) may need the GIL. Allocation and free keep it while no Python callback is
 * queued or running (anyrt._build_cffi counts them; the count cannot rise while this thread holds the
 * GIL): nothing they could wait for needs it then, and letting it go and taking it back costs ~50 ns
 * each, a third of a 4 KiB allocate + free of the cpu backend. */

typedef uintptr_t (*py_allocate_t)(int, int, int, size_t, int, int*); /* anyrt._cffi's anyrt_py_allocate */
typedef int (*py_free_t)(uintptr_t, int, int);                         /* anyrt._cffi's anyrt_py_free */
typedef anyrt_status_t (*memcpy_t)(void*, const void*, size_t, anyrt_memcpy_kind_t);

static PyTypeObject *buffer_type, *device_type, *bqueue_type;
static Py_ssize_t b_freed, b_memory, b_base, b_ptr, b_pins, b_free_pending, b_offset, b_cptr, b_size, b_device, b_gen,
    b_uses, b_last_q, dv_kind, dv_index, bq_is_default;
static PyObject* memory_names[3]; /* Buffer._memory's strings, by anyrt_py_allocate's `memory` code */
static py_allocate_t py_allocate;
static py_free_t py_free;
static memcpy_t copy_fn;
static anyrt_memcpy_kind_t copy_kind;
static int buffer_validating;  /* anyrt._layers.VALIDATING: allocation records the caller's site in Python */
static PyObject *b_state;      /* anyrt._state's globals: _generation, _deferred, local */
static PyObject *errors_dict;  /* anyrt._errors' globals: _reported */
static PyObject *free_lock_locked; /* anyrt.buffer._free_lock.locked, bound once */
static PyObject *b_raise_status, *check_fallbacks;
static PyObject *py_new_buffer, *py_free_method, *py_copy_from, *py_copy_to, *py_del;
static PyObject *s_deferred, *s_reported, *s_locked, *s_shut_at_exit, *s_in_callback, *zero;

#define BSET(obj, off, value) Py_XSETREF(SLOT(obj, off), Py_NewRef(value))

/* fn(self, *args, **kw) from a vectorcall's arguments: the Python method a C method hands over to */
static PyObject* call_python(PyObject* fn, PyObject* self, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
    Py_ssize_t total = nargs + (kwnames ? PyTuple_GET_SIZE(kwnames) : 0);
    PyObject* small[8];
    PyObject** stack = total < 8 ? small : PyMem_Malloc((size_t)(total + 1) * sizeof(PyObject*));
    if (stack == NULL) return PyErr_NoMemory();
    stack[0] = self;
    for (Py_ssize_t i = 0; i < total; ++i) stack[i + 1] = args[i];
    PyObject* r = PyObject_Vectorcall(fn, stack, (size_t)(nargs + 1), kwnames);
    if (stack != small) PyMem_Free(stack);
    return r;
}

/* raise_status(code)'s exception: NULL, always */
static PyObject* raise_code(PyObject* fn, int code) {
    PyObject* c = PyLong_FromLong(code);
    PyObject* r = c ? PyObject_CallOneArg(fn, c) : NULL;
    Py_XDECREF(c);
    Py_XDECREF(r);
    if (!PyErr_Occurred()) PyErr_SetString(PyExc_SystemError, "anyrt._hot: raise_status returned");
    return NULL;
}

/* Whether `a` is the current runtime generation (1), not (0), or unknown (-1, no exception set). */
static int current_generation(PyObject* a) {
    PyObject* g = PyDict_GetItemWithError(b_state, s_generation);
    if (g == NULL || a == NULL) {
        PyErr_Clear();
        return -1;
    }
    if (a == g) return 1;
    int r = PyObject_RichCompareBool(a, g, Py_EQ);
    if (r < 0) PyErr_Clear();
    return r;
}

static int memory_code(PyObject* memory) {
    for (int i = 0; i < 3; ++i)
        if (memory == memory_names[i]) return i;
    if (memory == NULL || !PyUnicode_CheckExact(memory)) return -1;
    for (int i = 0; i < 3; ++i)
        if (PyUnicode_Compare(memory, memory_names[i]) == 0) return i;
    PyErr_Clear();
    return -1;
}

static int reported_serial(int* out) {
    PyObject* r = PyDict_GetItemWithError(errors_dict, s_reported);
    long v = r != NULL && PyLong_CheckExact(r) ? PyLong_AsLong(r) : -1;
    if (v < 0 || v > INT_MAX) {
        PyErr_Clear();
        return -1;
    }
    *out = (int)v;
    return 0;
}

/* Device.allocate's and anyrt.empty's buffer: new_buffer(device, nbytes, memory="device") */
static PyObject* hot_new_buffer(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
    (void)self;
    if (py_new_buffer == NULL) {
        PyErr_SetString(PyExc_RuntimeError, "anyrt._hot.new_buffer before configure_buffer()");
        return NULL;
    }
    if (nargs < 2 || nargs > 3 || buffer_validating) goto python;
    PyObject *dev = args[0], *nbytes = args[1];
    int code = nargs == 3 ? memory_code(args[2]) : 0, reported;
    if (code < 0 || !Py_IS_TYPE(dev, device_type) || !PyLong_CheckExact(nbytes)) goto python;
    size_t size = PyLong_AsSize_t(nbytes);
    if (size == (size_t)-1 && PyErr_Occurred()) {
        PyErr_Clear();
        goto python;
    }
    PyObject* deferred = PyDict_GetItemWithError(b_state, s_deferred); /* finalizers to run first: Python */
    PyObject* generation = PyDict_GetItemWithError(b_state, s_generation);
    PyObject *kind = SLOT(dev, dv_kind), *index = SLOT(dev, dv_index);
    if (size == 0 || deferred == NULL || !PyList_CheckExact(deferred) || PyList_GET_SIZE(deferred) != 0 ||
        generation == NULL || kind == NULL || index == NULL || reported_serial(&reported) < 0)
        goto python_clear;
    int k = (int)PyLong_AsLong(kind), i = (int)PyLong_AsLong(index);
    if (PyErr_Occurred()) goto python_clear;
    PyObject* b = buffer_type->tp_alloc(buffer_type, 0);
    if (b == NULL) return NULL;
    /* every slot, in _setup's order; freed until the memory is there (its finalizer then has nothing to do) */
    BSET(b, b_memory, memory_names[code]);
    BSET(b, b_device, dev);
    BSET(b, b_gen, generation);
    BSET(b, b_base, Py_None);
    BSET(b, b_pins, zero);
    BSET(b, b_free_pending, Py_False);
    BSET(b, b_uses, Py_None);
    BSET(b, b_last_q, Py_None);
    BSET(b, b_offset, zero);
    BSET(b, b_cptr, Py_None);
    BSET(b, b_size, nbytes);
    BSET(b, b_freed, Py_True);
    int status = 0;
    uintptr_t p;
    CALL_GIL_IF_IDLE(p = py_allocate(k, i, code, size, reported, &status));
    if (p == 0) {
        Py_DECREF(b);
        /* Python frees what finished work held and retries once before it refuses */
        if (status == ANYRT_STATUS_OUT_OF_MEMORY) goto python;
        return raise_code(b_raise_status, status);
    }
    PyObject* ptr = PyLong_FromSize_t((size_t)p);
    if (ptr == NULL) { /* the memory stays with the runtime (reported at shutdown): nothing to hand it to */
        Py_DECREF(b);
        return NULL;
    }
    Py_XSETREF(SLOT(b, b_ptr), ptr);
    BSET(b, b_freed, Py_False);
    if (status) { /* ANYRT_PY_FELL_BACK: warn (a warning raised as an error drops the buffer, which frees it) */
        PyObject* r = PyObject_CallNoArgs(check_fallbacks);
        if (r == NULL) {
            Py_DECREF(b);
            return NULL;
        }
        Py_DECREF(r);
    }
    return b;
python_clear:
    PyErr_Clear();
python:
    return PyObject_Vectorcall(py_new_buffer, args, (size_t)nargs, NULL);
}

/* Device.allocate(nbytes, memory="device"): new_buffer(self, ...) without a Python frame between; any
 * other arguments go to the Python method, which raises the error */
static PyObject* py_device_allocate;
static PyObject* device_allocate(PyObject* self, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
    Py_ssize_t nkw = kwnames ? PyTuple_GET_SIZE(kwnames) : 0;
    PyObject* stack[3] = {self, NULL, NULL};
    if (nargs + nkw < 1 || nargs + nkw > 2 ||
        (nkw == 1 && (nargs != 1 || PyUnicode_CompareWithASCIIString(PyTuple_GET_ITEM(kwnames, 0), "memory") != 0)))
        return call_python(py_device_allocate, self, args, nargs, kwnames);
    for (Py_ssize_t i = 0; i < nargs + nkw; ++i) stack[i + 1] = args[i];
    return hot_new_buffer(NULL, stack, nargs + nkw + 1);
}

/* Buffer.free(): an owning buffer nobody exports, used on no stream, of the current runtime */
static PyObject* buffer_free(PyObject* self, PyObject* unused) {
    (void)unused;
    PyObject *freed = SLOT(self, b_freed), *pins = SLOT(self, b_pins), *uses = SLOT(self, b_uses);
    if (freed == Py_True) Py_RETURN_NONE; /* idempotent */
    int code = memory_code(SLOT(self, b_memory)), reported;
    if (freed != Py_False || SLOT(self, b_base) != Py_None || code < 0 || pins == NULL || PyObject_IsTrue(pins) != 0 ||
        uses == NULL || (uses != Py_None && (!PyAnySet_Check(uses) || PySet_GET_SIZE(uses) != 0)) ||
        current_generation(SLOT(self, b_gen)) != 1 || reported_serial(&reported) < 0)
        goto python;
    void* p = PyLong_AsVoidPtr(SLOT(self, b_ptr) ? SLOT(self, b_ptr) : Py_None);
    if (p == NULL) goto python;
    /* _pin and _unpin change pins under the lock: one of them holding it (another thread, the GIL
     * let go in between) is the Python path's to wait for; free, no other thread can take it before
     * _freed is set (no Python code runs here) */
    PyObject* locked = PyObject_CallNoArgs(free_lock_locked);
    Py_XDECREF(locked); /* a bool */
    if (locked != Py_False) goto python;
    BSET(self, b_freed, Py_True);
    int rc;
    CALL_GIL_IF_IDLE(rc = py_free((uintptr_t)p, code, reported));
    if (rc == -1) { /* ANYRT_PY_FELL_BACK */
        PyObject* r = PyObject_CallNoArgs(check_fallbacks);
        if (r == NULL) return NULL;
        Py_DECREF(r);
    } else if (rc) {
        /* the runtime still holds the memory: the buffer stays live so the caller can retry */
        BSET(self, b_freed, Py_False);
        return raise_code(b_raise_status, rc);
    }
    Py_RETURN_NONE;
python:
    PyErr_Clear();
    return PyObject_CallOneArg(py_free_method, self);
}

/* Buffer.__del__: nothing to do for a buffer freed explicitly or a view; a buffer dropped unfreed (a
 * tensor made and dropped in a loop) is freed here, as the Python finalizer's inline case does: its
 * runtime still current, not at exit, not on a stream's worker thread (queued work holds the buffer
 * alive, so none is pending). A finalizer has no caller to report a failure to. */
static PyObject* buffer_del(PyObject* self, PyObject* unused) {
    (void)unused;
    PyObject *freed = SLOT(self, b_freed), *base = SLOT(self, b_base), *ptr = SLOT(self, b_ptr);
    if (freed == NULL || freed == Py_True || (base != NULL && base != Py_None)) Py_RETURN_NONE; /* NULL: made half-way */
    int code = memory_code(SLOT(self, b_memory)), reported;
    PyObject* shut = PyDict_GetItemWithError(b_state, s_shut_at_exit);
    PyObject* local = PyDict_GetItemWithError(b_state, s_local);
    PyObject* in_callback = local ? PyObject_GetAttr(local, s_in_callback) : NULL;
    Py_XDECREF(in_callback); /* a bool */
    void* p = ptr != NULL && PyLong_CheckExact(ptr) ? PyLong_AsVoidPtr(ptr) : NULL;
    if (freed != Py_False || base == NULL || code < 0 || shut != Py_False || in_callback != Py_False || p == NULL ||
        current_generation(SLOT(self, b_gen)) != 1 || reported_serial(&reported) < 0) {
        PyErr_Clear();
        return PyObject_CallOneArg(py_del, self);
    }
    BSET(self, b_freed, Py_True);
    CALL_GIL_IF_IDLE((void)py_free((uintptr_t)p, code, reported));
    Py_RETURN_NONE;
}

/* Buffer.copy_from(src) / copy_to(dst) of a host object without a stream: a live buffer, nothing of the
 * default stream pending on its memory, outside `with stream:`, and a C-contiguous buffer-protocol
 * object of plain data of exactly its size (all that the Python path's checks let through). */
static PyObject* buffer_copy(PyObject* self, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames, int to_host) {
    PyObject* fn = to_host ? py_copy_to : py_copy_from;
    if (nargs < 1 || nargs > 2 || kwnames != NULL || (nargs == 2 && args[1] != Py_None) || buffer_validating) goto python;
    PyObject *host = args[0], *base = SLOT(self, b_base);
    if (PyObject_TypeCheck(host, buffer_type) || SLOT(self, b_freed) != Py_False || base == NULL) goto python;
    PyObject* root = base == Py_None ? self : base;
    if (root != self && (!PyObject_TypeCheck(root, buffer_type) || SLOT(root, b_freed) != Py_False)) goto python;
    if (current_generation(SLOT(self, b_gen)) != 1) goto python;
    PyObject* uses = SLOT(root, b_uses);
    if (uses == NULL) goto python;
    if (uses != Py_None) { /* a synchronous copy orders after the default stream's work on the memory: Python's */
        if (!PyAnySet_Check(uses)) goto python;
        if (PySet_GET_SIZE(uses) != 0) {
            PyObject *it = PyObject_GetIter(uses), *q;
            if (it == NULL) goto python;
            int pending = 0;
            while (!pending && (q = PyIter_Next(it)) != NULL) {
                pending = !Py_IS_TYPE(q, bqueue_type) || SLOT(q, bq_is_default) != Py_False;
                Py_DECREF(q);
            }
            Py_DECREF(it);
            if (pending || PyErr_Occurred()) goto python;
        }
    }
    PyObject* local = PyDict_GetItemWithError(b_state, s_local);
    PyObject* entered = local ? PyObject_GetAttr(local, s_current_queue) : NULL;
    Py_XDECREF(entered); /* compared only with None */
    PyObject *size_obj = SLOT(self, b_size), *ptr_obj = SLOT(self, b_ptr);
    if (entered != Py_None || size_obj == NULL || ptr_obj == NULL) goto python;
    Py_ssize_t size = PyLong_AsSsize_t(size_obj);
    void* ptr = PyLong_AsVoidPtr(ptr_obj);
    if (size <= 0 || ptr == NULL) goto python;
    Py_buffer view;
    if (PyObject_GetBuffer(host, &view, PyBUF_C_CONTIGUOUS | PyBUF_FORMAT | (to_host ? PyBUF_WRITABLE : 0)) < 0) goto python;
    if (view.len != size || (view.format != NULL && strchr(view.format, 'O') != NULL)) {
        PyBuffer_Release(&view);
        goto python;
    }
    anyrt_status_t rc;
    Py_BEGIN_ALLOW_THREADS
    rc = to_host ? copy_fn(view.buf, ptr, (size_t)size, copy_kind) : copy_fn(ptr, view.buf, (size_t)size, copy_kind);
    Py_END_ALLOW_THREADS
    PyBuffer_Release(&view);
    if (rc != ANYRT_STATUS_SUCCESS) return raise_code(b_raise_status, (int)rc);
    return Py_NewRef(to_host ? host : Py_None);
python:
    PyErr_Clear();
    return call_python(fn, self, args, nargs, kwnames);
}

static PyObject* buffer_copy_from(PyObject* self, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
    return buffer_copy(self, args, nargs, kwnames, 0);
}

static PyObject* buffer_copy_to(PyObject* self, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
    return buffer_copy(self, args, nargs, kwnames, 1);
}

/* The methods configure_buffer returns for anyrt.buffer to install, on Buffer and the last on Device; each
 * doc is the Python method's, set there. */
#define N_METHODS 5
static PyMethodDef buffer_defs[N_METHODS] = {
    {"copy_from", (PyCFunction)(void (*)(void))buffer_copy_from, METH_FASTCALL | METH_KEYWORDS, NULL},
    {"copy_to", (PyCFunction)(void (*)(void))buffer_copy_to, METH_FASTCALL | METH_KEYWORDS, NULL},
    {"free", (PyCFunction)buffer_free, METH_NOARGS, NULL},
    {"__del__", (PyCFunction)buffer_del, METH_NOARGS, NULL},
    {"allocate", (PyCFunction)(void (*)(void))device_allocate, METH_FASTCALL | METH_KEYWORDS, NULL},
};
static const char* const buffer_signatures[N_METHODS] = {"($self, /, src, stream=None)", "($self, /, dst, stream=None)",
                                                         "($self, /)", "($self, /)", "($self, /, nbytes, memory='device')"};
static char* buffer_docs[N_METHODS];

static int take_type(PyObject* o, PyTypeObject** slot) {
    if (!PyType_Check(o)) {
        PyErr_SetString(PyExc_TypeError, "_hot.configure_buffer: a type expected");
        return -1;
    }
    Py_INCREF(o);
    Py_XSETREF(*slot, (PyTypeObject*)o);
    return 0;
}

static void take(PyObject* o, PyObject** slot) {
    Py_INCREF(o);
    Py_XSETREF(*slot, o);
}

static PyObject* hot_configure_buffer(PyObject* self, PyObject* args, PyObject* kwds) {
    (void)self;
    static char* kw[] = {"buffer", "device", "queue", "memory_kinds", "allocate", "free", "memcpy", "copy_kind", "validating",
                         "state", "errors", "free_lock", "raise_status", "check_fallbacks", "new_buffer", "callbacks", NULL};
    PyObject *buffer, *device, *queue, *kinds, *state, *errors, *lock, *rs, *cf, *nb;
    unsigned long long alloc, fr, cp, cbs;
    int kind, validating;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "OOOO!KKKipO!O!OOOOK", kw, &buffer, &device, &queue, &PyTuple_Type, &kinds,
                                     &alloc, &fr, &cp, &kind, &validating, &PyModule_Type, &state, &PyModule_Type, &errors,
                                     &lock, &rs, &cf, &nb, &cbs))
        return NULL;
    if (PyTuple_GET_SIZE(kinds) != 3 || !PyUnicode_CheckExact(PyTuple_GET_ITEM(kinds, 0)) ||
        !PyUnicode_CheckExact(PyTuple_GET_ITEM(kinds, 1)) || !PyUnicode_CheckExact(PyTuple_GET_ITEM(kinds, 2))) {
        PyErr_SetString(PyExc_ValueError, "_hot.configure_buffer: memory_kinds must be 3 strings");
        return NULL;
    }
    if (take_type(buffer, &buffer_type) || take_type(device, &device_type) || take_type(queue, &bqueue_type)) return NULL;
    if (slot_offset(buffer, "_freed", &b_freed) || slot_offset(buffer, "_memory", &b_memory) ||
        slot_offset(buffer, "_base", &b_base) || slot_offset(buffer, "_ptr", &b_ptr) || slot_offset(buffer, "_pins", &b_pins) ||
        slot_offset(buffer, "_free_pending", &b_free_pending) || slot_offset(buffer, "_offset", &b_offset) ||
        slot_offset(buffer, "_cptr", &b_cptr) || slot_offset(buffer, "_size", &b_size) ||
        slot_offset(buffer, "_device", &b_device) || slot_offset(buffer, "_gen", &b_gen) ||
        slot_offset(buffer, "_uses", &b_uses) || slot_offset(buffer, "_last_q", &b_last_q) ||
        slot_offset(device, "_kind", &dv_kind) || slot_offset(device, "_index", &dv_index) ||
        slot_offset(queue, "is_default", &bq_is_default))
        return NULL;
    /* the Python methods the C ones hand over to, and their docs for the C ones */
    PyObject* methods[N_METHODS];
    for (int i = 0; i < N_METHODS; ++i) {
        methods[i] = PyObject_GetAttrString(i < N_METHODS - 1 ? buffer : device, buffer_defs[i].ml_name);
        if (methods[i] == NULL) {
            for (int j = 0; j < i; ++j) Py_DECREF(methods[j]);
            return NULL;
        }
    }
    PyObject* installed = PyDict_New();
    for (int i = 0; installed != NULL && i < N_METHODS; ++i) {
        PyObject* doc = PyObject_GetAttrString(methods[i], "__doc__");
        const char* text = doc && PyUnicode_Check(doc) ? PyUnicode_AsUTF8(doc) : "";
        PyErr_Clear();
        size_t n = strlen(buffer_defs[i].ml_name) + strlen(buffer_signatures[i]) + strlen(text ? text : "") + 8;
        char* d = buffer_docs[i] == NULL ? PyMem_Malloc(n) : NULL;
        if (d != NULL && buffer_docs[i] == NULL) { /* kept for the descriptors' life: the module's */
            snprintf(d, n, "%s%s\n--\n\n%s", buffer_defs[i].ml_name, buffer_signatures[i], text ? text : "");
            buffer_docs[i] = d;
            buffer_defs[i].ml_doc = d;
        }
        Py_XDECREF(doc);
        PyObject* descr = PyDescr_NewMethod((PyTypeObject*)(i < N_METHODS - 1 ? buffer : device), &buffer_defs[i]);
        if (descr == NULL || PyDict_SetItemString(installed, buffer_defs[i].ml_name, descr) < 0) Py_CLEAR(installed);
        Py_XDECREF(descr);
    }
    PyObject* locked = installed ? PyObject_GetAttr(lock, s_locked) : NULL; /* a bound method, called per free */
    if (locked == NULL) Py_CLEAR(installed);
    if (installed == NULL) {
        for (int i = 0; i < N_METHODS; ++i) Py_DECREF(methods[i]);
        return NULL;
    }
    Py_XSETREF(py_copy_from, methods[0]);
    Py_XSETREF(py_copy_to, methods[1]);
    Py_XSETREF(py_free_method, methods[2]);
    Py_XSETREF(py_del, methods[3]);
    Py_XSETREF(py_device_allocate, methods[4]);
    for (int i = 0; i < 3; ++i) take(PyTuple_GET_ITEM(kinds, i), &memory_names[i]);
    take(PyModule_GetDict(state), &b_state);
    take(PyModule_GetDict(errors), &errors_dict);
    Py_XSETREF(free_lock_locked, locked);
    take(rs, &b_raise_status);
    take(cf, &check_fallbacks);
    take(nb, &py_new_buffer);
    py_allocate = (py_allocate_t)(uintptr_t)alloc;
    py_free = (py_free_t)(uintptr_t)fr;
    host_callbacks = (atomic_long*)(uintptr_t)cbs;
    copy_fn = (memcpy_t)(uintptr_t)cp;
    copy_kind = (anyrt_memcpy_kind_t)kind;
    buffer_validating = validating;
    return installed;
}

static PyMethodDef hot_methods[] = {
    {"configure", (PyCFunction)(void (*)(void))hot_configure, METH_VARARGS | METH_KEYWORDS,
     "Hand over the objects the hot path reads (anyrt._op_runtime calls it once at import)."},
    {"run", (PyCFunction)(void (*)(void))hot_run, METH_FASTCALL,
     "run(info, operands, out, attrs, stream): one anyrt.ops call; the Python path where it is not hot."},
    {"configure_buffer", (PyCFunction)(void (*)(void))hot_configure_buffer, METH_VARARGS | METH_KEYWORDS,
     "Hand over what Buffer's C methods read; returns them by name for anyrt.buffer to install."},
    {"new_buffer", (PyCFunction)(void (*)(void))hot_new_buffer, METH_FASTCALL,
     "new_buffer(device, nbytes, memory='device'): Device.allocate's Buffer, in one C call where it can."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef hot_module = {PyModuleDef_HEAD_INIT, "anyrt._hot", "The C hot path of anyrt.ops calls.", -1,
                                        hot_methods, NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__hot(void) {
    if (PyType_Ready(&HotOpType) < 0) return NULL;
    s_generation = PyUnicode_InternFromString("_generation");
    s_at_exit = PyUnicode_InternFromString("_shut_at_exit");
    s_locked_op = PyUnicode_InternFromString("locked");
    s_reported_op = PyUnicode_InternFromString("_reported");
    if (!s_at_exit || !s_locked_op || !s_reported_op || PyType_Ready(&HotDescType) < 0) return NULL;
    s_local = PyUnicode_InternFromString("local");
    s_current_queue = PyUnicode_InternFromString("current_queue");
    s_freed = PyUnicode_InternFromString("_freed");
    s_base = PyUnicode_InternFromString("_base");
    s_retire = PyUnicode_InternFromString("_retire_if_done");
    s_deferred = PyUnicode_InternFromString("_deferred");
    s_reported = PyUnicode_InternFromString("_reported");
    s_locked = PyUnicode_InternFromString("locked");
    s_shut_at_exit = PyUnicode_InternFromString("_shut_at_exit");
    s_in_callback = PyUnicode_InternFromString("in_callback");
    zero = PyLong_FromLong(0);
    if (!s_deferred || !s_reported || !s_locked || !s_shut_at_exit || !s_in_callback || !zero) return NULL;
    if (!s_generation || !s_local || !s_current_queue || !s_freed || !s_base || !s_retire) return NULL;
    PyObject* m = PyModule_Create(&hot_module);
    if (m == NULL) return NULL;
    Py_INCREF(&HotOpType);
    if (PyModule_AddObject(m, "Op", (PyObject*)&HotOpType) < 0) {
        Py_DECREF(&HotOpType);
        Py_DECREF(m);
        return NULL;
    }
    Py_INCREF(&HotDescType);
    if (PyModule_AddObject(m, "Desc", (PyObject*)&HotDescType) < 0) {
        Py_DECREF(&HotDescType);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
