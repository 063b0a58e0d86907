/* The operator engine: operator handles, tensor descriptors, and the checks and launch of every
 * operator against its rules (generated/src/anyrt_ops.c, from spec/operators.yaml). One
 * interpreter of the rules, so every operator's messages read alike. */
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "core_private.h"
#include "capture_private.h"
#include "ops_private.h"

/* The raw object behind a tensor descriptor handle; operator descriptors keep copies. */
typedef struct {
    anyrt_dtype_t dtype;
    int ndim;
    int64_t shape[ANYRT__OP_MAX_NDIM];
    int64_t strides[ANYRT__OP_MAX_NDIM];
} tensor_t;

typedef struct {
    const anyrt__op_info_t* op;
    tensor_t t[ANYRT__OP_MAX_TENSORS]; /* inputs' "..." already broadcast to the first output's */
    _Alignas(8) unsigned char attrs[ANYRT__OP_ATTRS_MAX]; /* int_arrays are int64 */
    size_t workspace_size;
    unsigned implied;     /* bit per tensor made without a descriptor: laid out at each run */
    unsigned bound;       /* bit per named size the given tensors fix */
    int64_t sizes[16];    /* those sizes */
    int size_from[16];    /* the tensor each came from */
} op_desc_t;

static const char* dtype_name(int dtype) { return anyrt__name_dtype(dtype); }

/* An optional tensor given as a NULL descriptor: ndim -1, no checks, a NULL pointer at run. */
static int absent(const op_desc_t* d, int i) { return d->t[i].ndim < 0; }

/* "float16, bfloat16 or float32" */
static void mask_words(uint32_t mask, char* out, size_t cap) {
    size_t n = 0;
    int total = 0, seen = 0;
    for (int d = 0; d < 32; ++d) total += (mask >> d) & 1u;
    out[0] = '\0';
    for (int d = 0; d < 32 && n < cap; ++d) {
        if (!((mask >> d) & 1u)) continue;
        ++seen;
        n += (size_t)snprintf(out + n, cap - n, "%s%s", seen == 1 ? "" : seen == total ? " or " : ", ", dtype_name(d));
    }
}

/* "m", "n/8", "ceil(n/8)", "b+1" */
static void pattern_dim(const anyrt__op_info_t* op, const anyrt__op_dim_t* d, char* out, size_t cap) {
    size_t n;
    if (d->symbol < 0) n = (size_t)snprintf(out, cap, "%lld", (long long)d->value);
    else if (d->div == 1) n = (size_t)snprintf(out, cap, "%s", op->symbols[d->symbol]);
    else if (d->div > 1) n = (size_t)snprintf(out, cap, "%s/%d", op->symbols[d->symbol], d->div);
    else n = (size_t)snprintf(out, cap, "ceil(%s/%d)", op->symbols[d->symbol], -d->div);
    if (d->symbol >= 0 && d->add && n < cap) snprintf(out + n, cap - n, "+%d", d->add);
}

/* "[..., m, k]", "[N, C, *spatial]" */
static void pattern_words(const anyrt__op_info_t* op, const anyrt__op_tensor_rule_t* r, char* out, size_t cap) {
    size_t n = (size_t)snprintf(out, cap, "[%s", r->batch ? (r->ndims ? "..., " : "...") : "");
    for (int j = 0; j < r->ndims && n < cap; ++j) {
        pattern_dim(op, &r->dims[j], out + n, cap - n);
        n += strlen(out + n);
        if (j + 1 < r->ndims && n < cap) n += (size_t)snprintf(out + n, cap - n, ", ");
    }
    if (r->group >= 0 && n < cap) n += (size_t)snprintf(out + n, cap - n, "%s*%s", r->ndims ? ", " : "", op->groups[r->group].name);
    if (n < cap) snprintf(out + n, cap - n, "]");
}

/* The rank of the operator's dim groups: its int_arrays' length (0 without groups). */
static int group_rank(const anyrt__op_info_t* op, const unsigned char* attrs) {
    int n = 0;
    if (op->rank_attr >= 0) memcpy(&n, attrs + op->attrs[op->rank_attr].length_offset, sizeof n);
    return n;
}

/* The dims a tensor's group adds after its named dims. */
static int group_dims(const anyrt__op_tensor_rule_t* r, int rank) { return r->group >= 0 ? rank : 0; }

/* A derived group's dim from its arguments' (codegen/vocabulary.py FORMULAS; anyrt._op_shapes has the
 * same): -1 where it has none. */
static int64_t formula_value(int formula, const int64_t* a) {
    switch (formula) {
    case ANYRT__OP_FORMULA_CONV_OUT: { /* in, kernel, pad, stride, dilation */
        int64_t span = a[4] * (a[1] - 1) + 1, padded = a[0] + 2 * a[2];
        if (a[1] < 1 || a[3] < 1 || padded < span) return -1;
        return (padded - span) / a[3] + 1;
    }
    case ANYRT__OP_FORMULA_POOL_OUT: /* in, kernel, pad, stride */
        if (a[1] < 1 || a[3] < 1 || 2 * a[2] > a[1] || a[0] + 2 * a[2] < a[1]) return -1;
        return (a[0] + 2 * a[2] - a[1]) / a[3] + 1;
    default: return -1;
    }
}

static const char* const formula_names[] = {"conv_out", "pool_out"};
static const char* const formula_empty[] = {"the dilated kernel is larger than the padded input",
                                            "the window is larger than the padded input, or a pad above half of it"};

/* ---- operator handles */

ANYRT_API anyrt_status_t anyrt_create_op_handle(anyrt_op_handle_t* handle) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    anyrt_status_t st = anyrt__enter(&call, "create_op_handle", -1, 0);
    if (st == ANYRT_STATUS_SUCCESS && handle == NULL)
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "handle", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_current(&call, &t);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__wrap(&call, ANYRT__HANDLE_OP_HANDLE, t.backend, t.device, NULL, (void**)handle);
    return anyrt__leave(&call, st);
}

/* Checks `h` is a live handle of `kind`, claims it for destruction, frees its raw object. */
static anyrt_status_t destroy_core_handle(const char* function, const char* param, void* handle,
                                          anyrt__handle_kind_t kind) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    void* raw = NULL;
    int claimed = 0;
    anyrt_status_t st = anyrt__enter(&call, function, -1, 0);
    if (st == ANYRT_STATUS_SUCCESS && handle == NULL)
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_HANDLE, param, "must be a %s the caller created, not NULL",
                         anyrt__handle_nouns[kind]);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__unwrap_handle(&call, &t, param, handle, kind, 0, 0, &raw);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__claim_handle(&call, param, handle, &claimed);
    if (st == ANYRT_STATUS_SUCCESS) {
        free(raw);
        anyrt__retire_handle(&call, handle);
    }
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_destroy_op_handle(anyrt_op_handle_t handle) {
    return destroy_core_handle("destroy_op_handle", "handle", handle, ANYRT__HANDLE_OP_HANDLE);
}

/* ---- tensor descriptors */

ANYRT_API anyrt_status_t anyrt_create_tensor_desc(anyrt_tensor_desc_t* desc, anyrt_dtype_t dtype, int ndim,
                                                  const int64_t* shape, const int64_t* strides) {
    anyrt__call_t call;
    anyrt_status_t st = anyrt__enter(&call, "create_tensor_desc", -1, 0);
    if (st != ANYRT_STATUS_SUCCESS) return anyrt__leave(&call, st);
    if (desc == NULL) return anyrt__leave(&call, anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "desc", "must not be NULL"));
    if (!anyrt__valid_dtype((int)dtype) || anyrt__dtype_size((int)dtype) == 0)
        return anyrt__leave(&call, anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "dtype", "is not an element type (got %d)",
                                               (int)dtype));
    if (ndim < 0 || ndim > ANYRT__OP_MAX_NDIM)
        return anyrt__leave(&call, anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "ndim", "must be in [0, %d] (got %d)",
                                               ANYRT__OP_MAX_NDIM, ndim));
    if (ndim > 0 && shape == NULL)
        return anyrt__leave(&call, anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "shape", "must not be NULL when ndim is %d",
                                               ndim));
    tensor_t* t = calloc(1, sizeof *t);
    if (t == NULL) return anyrt__leave(&call, anyrt__fail(&call, ANYRT_STATUS_OUT_OF_MEMORY, NULL, "no host memory"));
    t->dtype = dtype;
    t->ndim = ndim;
    int64_t step = 1;
    for (int i = ndim - 1; i >= 0; --i) {
        if (shape[i] < 0) {
            free(t);
            return anyrt__leave(&call, anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "shape", "dim %d is negative (%lld)", i,
                                                   (long long)shape[i]));
        }
        t->shape[i] = shape[i];
        t->strides[i] = strides ? strides[i] : step;
        if (shape[i] > 0 && step > INT64_MAX / 8 / shape[i]) {
            free(t);
            return anyrt__leave(&call, anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "shape", "has more elements than memory can hold"));
        }
        step *= shape[i] ? shape[i] : 1;
    }
    st = anyrt__wrap(&call, ANYRT__HANDLE_TENSOR_DESC, NULL, -1, t, (void**)desc);
    if (st != ANYRT_STATUS_SUCCESS) free(t);
    return anyrt__leave(&call, st);
}

/* The tensor behind `desc` for a core query named `fn` (the error names it and `desc`). */
static anyrt_status_t query_tensor(anyrt__call_t* call, const char* fn, anyrt_tensor_desc_t desc, const tensor_t** out) {
    anyrt__target_t t = {NULL, 0};
    void* raw = NULL;
    anyrt_status_t st = anyrt__enter(call, fn, -1, 0);
    if (st == ANYRT_STATUS_SUCCESS && desc == NULL)
        st = anyrt__fail(call, ANYRT_STATUS_INVALID_HANDLE, "desc", "must be a tensor descriptor, not NULL");
    if (st == ANYRT_STATUS_SUCCESS)
        st = anyrt__unwrap_handle(call, &t, "desc", (anyrt__handle_t*)desc, ANYRT__HANDLE_TENSOR_DESC, 0, 0, &raw);
    *out = raw;
    return st;
}

ANYRT_API anyrt_status_t anyrt_get_tensor_desc_dim(anyrt_tensor_desc_t desc, int dim, int64_t* size, int64_t* stride) {
    anyrt__call_t call;
    const tensor_t* tt = NULL;
    anyrt_status_t st = query_tensor(&call, "get_tensor_desc_dim", desc, &tt);
    if (st != ANYRT_STATUS_SUCCESS) return anyrt__leave(&call, st);
    if (dim < 0 || dim >= tt->ndim)
        return anyrt__leave(&call, anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "dim", "must be in [0, %d) for this %d-dim "
                                               "tensor (got %d)", tt->ndim, tt->ndim, dim));
    if (size) *size = tt->shape[dim];
    if (stride) *stride = tt->strides[dim];
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_get_tensor_desc_info(anyrt_tensor_desc_t desc, anyrt_dtype_t* dtype, int* ndim) {
    anyrt__call_t call;
    const tensor_t* tt = NULL;
    anyrt_status_t st = query_tensor(&call, "get_tensor_desc_info", desc, &tt);
    if (st != ANYRT_STATUS_SUCCESS) return anyrt__leave(&call, st);
    if (dtype) *dtype = tt->dtype;
    if (ndim) *ndim = tt->ndim;
    return anyrt__leave(&call, st);
}

ANYRT_API anyrt_status_t anyrt_destroy_tensor_desc(anyrt_tensor_desc_t desc) {
    return destroy_core_handle("destroy_tensor_desc", "desc", desc, ANYRT__HANDLE_TENSOR_DESC);
}

ANYRT_API anyrt_status_t anyrt_destroy_op_desc(anyrt_op_desc_t desc) {
    return destroy_core_handle("destroy_op_desc", "desc", desc, ANYRT__HANDLE_OP_DESC);
}

ANYRT_API anyrt_status_t anyrt_get_op_workspace_size(anyrt_op_desc_t desc, size_t* size) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    void* raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, "get_op_workspace_size", -1, 0);
    if (st == ANYRT_STATUS_SUCCESS && size == NULL)
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "size", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__unwrap_handle(&call, &t, "desc", (anyrt__handle_t*)desc, ANYRT__HANDLE_OP_DESC, 0, 0, &raw);
    if (st == ANYRT_STATUS_SUCCESS) *size = ((const op_desc_t*)raw)->workspace_size;
    return anyrt__leave(&call, st);
}

/* ---- the rules */

static int64_t elements(const tensor_t* t) {
    int64_t n = 1;
    for (int i = 0; i < t->ndim; ++i) n *= t->shape[i];
    return n;
}

/* Two distinct indices of an output must never reach one element: sorted by stride, each stride
 * must step over everything the smaller ones span. */
static int cmp_i64(const void* a, const void* b) {
    int64_t x = *(const int64_t*)a, y = *(const int64_t*)b;
    return (x > y) - (x < y);
}

/* Whether two elements of t (positive strides) share memory: 0 no, 1 yes, -1 too many elements to
 * tell. Sorted by stride, dims that each start past the span of the smaller ones cannot collide
 * (the common case, answered at once); interleaved layouts (strides 12, 8, 1 over 2 x 2 x 4, which
 * InfiniCore's own tests write) get their offsets enumerated and sorted, up to 2^20 elements. */
#define OVERLAP_ENUMERATE_MAX ((int64_t)1 << 20)
static int overlaps(const tensor_t* t) {
    int idx[ANYRT__OP_MAX_NDIM], n = 0;
    for (int i = 0; i < t->ndim; ++i)
        if (t->shape[i] > 1) idx[n++] = i;
    for (int i = 1; i < n; ++i)
        for (int j = i; j > 0 && t->strides[idx[j]] < t->strides[idx[j - 1]]; --j) {
            int tmp = idx[j];
            idx[j] = idx[j - 1];
            idx[j - 1] = tmp;
        }
    int64_t span = 1, count = 1;
    int nested = 1;
    for (int i = 0; i < n; ++i) {
        if (t->strides[idx[i]] < span) nested = 0;
        span = t->strides[idx[i]] * (t->shape[idx[i]] - 1) + span;
        count *= t->shape[idx[i]];
    }
    if (nested) return 0;
    if (count > OVERLAP_ENUMERATE_MAX) return -1;
    int64_t* offs = malloc((size_t)count * sizeof *offs);
    if (offs == NULL) return -1;
    int64_t pos[ANYRT__OP_MAX_NDIM] = {0}, off = 0;
    for (int64_t e = 0; e < count; ++e) { /* odometer over the dims of extent > 1 */
        offs[e] = off;
        for (int i = 0; i < n; ++i) {
            int d = idx[i];
            if (++pos[i] < t->shape[d]) {
                off += t->strides[d];
                break;
            }
            off -= t->strides[d] * (t->shape[d] - 1);
            pos[i] = 0;
        }
    }
    qsort(offs, (size_t)count, sizeof *offs, cmp_i64);
    int shared = 0;
    for (int64_t e = 1; e < count && !shared; ++e) shared = offs[e] == offs[e - 1];
    free(offs);
    return shared;
}

static int is_contiguous(const tensor_t* t) {
    int64_t step = 1;
    for (int i = t->ndim - 1; i >= 0; --i) {
        if (t->shape[i] != 1 && t->strides[i] != step) return 0;
        step *= t->shape[i];
    }
    return 1;
}

static anyrt_status_t check_attr_value(anyrt__call_t* call, const anyrt__op_info_t* op, const anyrt__op_attr_rule_t* a,
                                       unsigned char* attrs, const op_desc_t* d) {
    if (a->type == ANYRT__OP_ATTR_INT_ARRAY) {
        int n;
        int64_t v[ANYRT__OP_ARRAY_MAX];
        memcpy(&n, attrs + a->length_offset, sizeof n);
        if (n < 1 || n > a->max_len)
            return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, a->length, "must be in [1, %d] for %s: how many values %s "
                               "has (got %d)", a->max_len, op->name, a->name, n);
        memcpy(v, attrs + a->offset, (size_t)n * sizeof v[0]);
        for (int i = 0; i < n; ++i)
            if ((double)v[i] < a->min || (double)v[i] > a->max) {
                if (a->max == INFINITY)
                    return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, a->name, "value %d must be >= %g for %s (got %lld)", i,
                                       a->min, op->name, (long long)v[i]);
                return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, a->name, "value %d must be in [%g, %g] for %s (got %lld)",
                                   i, a->min, a->max, op->name, (long long)v[i]);
            }
        return ANYRT_STATUS_SUCCESS;
    }
    if (a->type == ANYRT__OP_ATTR_FLOAT) {
        float v;
        memcpy(&v, attrs + a->offset, sizeof v);
        if (isnan(v) || v < a->min || v > a->max) {
            if (a->max == INFINITY)
                return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, a->name, "must be >= %g for %s (got %g)", a->min, op->name, v);
            return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, a->name, "must be in [%g, %g] for %s (got %g)", a->min, a->max,
                               op->name, v);
        }
        return ANYRT_STATUS_SUCCESS;
    }
    if (a->type == ANYRT__OP_ATTR_INT64) { /* bounds as doubles: exact for the bounds a spec writes */
        int64_t v;
        memcpy(&v, attrs + a->offset, sizeof v);
        if ((double)v < a->min || (double)v > a->max) {
            if (a->max == INFINITY)
                return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, a->name, "must be >= %g for %s (got %lld)", a->min,
                                   op->name, (long long)v);
            return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, a->name, "must be in [%g, %g] for %s (got %lld)", a->min,
                               a->max, op->name, (long long)v);
        }
        return ANYRT_STATUS_SUCCESS;
    }
    int v;
    memcpy(&v, attrs + a->offset, sizeof v);
    if (a->type == ANYRT__OP_ATTR_ENUM && !a->valid_enum(v))
        return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, a->name, "is not a valid %s value for %s (got %d)", a->name,
                           op->name, v);
    if (a->axis_of >= 0) {
        int nd = d->t[a->axis_of].ndim;
        if (v < -nd || v >= nd)
            return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, a->name, "must be an axis of %s, in [%d, %d) (got %d)",
                               op->tensors[a->axis_of].name, -nd, nd, v);
        v = v < 0 ? v + nd : v;
        memcpy(attrs + a->offset, &v, sizeof v);
        return ANYRT_STATUS_SUCCESS;
    }
    if ((double)v < a->min || (double)v > a->max) {
        if (a->max == INFINITY)
            return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, a->name, "must be >= %g for %s (got %d)", a->min, op->name, v);
        return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, a->name, "must be in [%g, %g] for %s (got %d)", a->min, a->max,
                           op->name, v);
    }
    return ANYRT_STATUS_SUCCESS;
}

static int relation_holds(int64_t a, int rel, int64_t b) {
    switch (rel) {
    case ANYRT__OP_GE: return a >= b;
    case ANYRT__OP_GT: return a > b;
    case ANYRT__OP_LE: return a <= b;
    case ANYRT__OP_LT: return a < b;
    case ANYRT__OP_MULTIPLE_OF: return b != 0 && a % b == 0;
    default: return a == b;
    }
}

static const char* const relation_words[] = {">=", ">", "<=", "<", "==", "a multiple of"};

/* An attribute's own range, then its `require:` against an earlier attribute (randint's high > low),
 * so a bad pair is refused at the call instead of failing the run. */
static anyrt_status_t check_attr(anyrt__call_t* call, const anyrt__op_info_t* op, const anyrt__op_attr_rule_t* a,
                                 unsigned char* attrs, const op_desc_t* d) {
    anyrt_status_t st = check_attr_value(call, op, a, attrs, d);
    if (st != ANYRT_STATUS_SUCCESS || a->require_rel < 0) return st;
    const anyrt__op_attr_rule_t* b = &op->attrs[a->require_attr];
    if (a->type == ANYRT__OP_ATTR_FLOAT) {
        float x, y;
        memcpy(&x, attrs + a->offset, sizeof x);
        memcpy(&y, attrs + b->offset, sizeof y);
        int ok = a->require_rel == ANYRT__OP_GE ? x >= y : a->require_rel == ANYRT__OP_GT ? x > y
               : a->require_rel == ANYRT__OP_LE ? x <= y : a->require_rel == ANYRT__OP_LT ? x < y : x == y;
        if (!ok)
            return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, a->name, "must be %s %s for %s (got %s %g, %s %g)",
                               relation_words[a->require_rel], b->name, op->name, a->name, x, b->name, y);
        return ANYRT_STATUS_SUCCESS;
    }
    int64_t x = 0, y = 0;
    if (a->type == ANYRT__OP_ATTR_INT64) {
        memcpy(&x, attrs + a->offset, sizeof x);
        memcpy(&y, attrs + b->offset, sizeof y);
    } else {
        int xi, yi;
        memcpy(&xi, attrs + a->offset, sizeof xi);
        memcpy(&yi, attrs + b->offset, sizeof yi);
        x = xi;
        y = yi;
    }
    if (!relation_holds(x, a->require_rel, y))
        return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, a->name, "must be %s %s for %s (got %s %lld, %s %lld)",
                           relation_words[a->require_rel], b->name, op->name, a->name, (long long)x, b->name, (long long)y);
    return ANYRT_STATUS_SUCCESS;
}

/* A require rule's right side: its size's value, or the sum of two ("pos+s": a cache's end); its
 * words into `words`. */
static int64_t require_rhs(const anyrt__op_info_t* op, const anyrt__op_require_t* q, const int64_t* value, char* words,
                           size_t cap) {
    if (q->rhs_plus < 0) {
        snprintf(words, cap, "%s", op->symbols[q->rhs]);
        return value[q->rhs];
    }
    snprintf(words, cap, "%s+%s", op->symbols[q->rhs], op->symbols[q->rhs_plus]);
    return value[q->rhs] + value[q->rhs_plus];
}

/* The dim groups: a given one binds from the first input naming it (else the first tensor), a
 * derived one is its formula of its arguments per dim; every tensor naming a group has its dims. */
static anyrt_status_t check_groups(anyrt__call_t* call, const anyrt__op_info_t* op, const op_desc_t* d, int rank) {
    int64_t value[ANYRT__OP_MAX_GROUPS][ANYRT__OP_ARRAY_MAX];
    int from[ANYRT__OP_MAX_GROUPS];
    for (int g = 0; g < op->ngroups; ++g) from[g] = -1;
    for (int pass = 0; pass < 2; ++pass) /* inputs first */
        for (int i = 0; i < op->ntensors; ++i) {
            const anyrt__op_tensor_rule_t* r = &op->tensors[i];
            if (r->group < 0 || r->out != pass || absent(d, i) || ((d->implied >> i) & 1u)) continue;
            if (op->groups[r->group].formula >= 0 || from[r->group] >= 0) continue;
            for (int k = 0; k < rank; ++k) value[r->group][k] = d->t[i].shape[r->ndims + k];
            from[r->group] = i;
        }
    char detail[200];
    for (int g = 0; g < op->ngroups; ++g) {
        const anyrt__op_group_t* G = &op->groups[g];
        if (G->formula < 0) continue;
        for (int k = 0; k < rank; ++k) {
            int64_t args[6];
            size_t n = (size_t)snprintf(detail, sizeof detail, "%s(", formula_names[G->formula]);
            int blame = -1;
            for (int j = 0; j < G->nargs; ++j) {
                const char* what;
                if (G->args[j] >= 0) {
                    args[j] = from[G->args[j]] >= 0 ? value[G->args[j]][k] : 0;
                    what = op->groups[G->args[j]].name;
                    if (blame < 0) blame = from[G->args[j]];
                } else {
                    const anyrt__op_attr_rule_t* a = &op->attrs[-1 - G->args[j]];
                    memcpy(&args[j], d->attrs + a->offset + (size_t)k * sizeof(int64_t), sizeof args[j]);
                    what = a->name;
                }
                if (n < sizeof detail)
                    n += (size_t)snprintf(detail + n, sizeof detail - n, "%s%s %lld", j ? ", " : "", what, (long long)args[j]);
            }
            if (n < sizeof detail) snprintf(detail + n, sizeof detail - n, ")");
            value[g][k] = formula_value(G->formula, args);
            if (value[g][k] < 0) {
                const anyrt__op_tensor_rule_t* r = &op->tensors[blame < 0 ? 0 : blame];
                return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, r->name,
                                   "gives %s no dim %d: %s has none (%s)", op->name, r->ndims + k, detail,
                                   formula_empty[G->formula]);
            }
        }
        from[g] = -2; /* derived */
    }
    for (int i = 0; i < op->ntensors; ++i) {
        const anyrt__op_tensor_rule_t* r = &op->tensors[i];
        if (r->group < 0 || absent(d, i) || ((d->implied >> i) & 1u) || from[r->group] == i) continue;
        const anyrt__op_group_t* G = &op->groups[r->group];
        for (int k = 0; k < rank; ++k) {
            int64_t got = d->t[i].shape[r->ndims + k], want = value[r->group][k];
            if (got == want) continue;
            if (from[r->group] >= 0)
                return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, r->name, "dim %d is %lld, but *%s is %lld there (from "
                                   "%s's dim %d)", r->ndims + k, (long long)got, G->name, (long long)want,
                                   op->tensors[from[r->group]].name, op->tensors[from[r->group]].ndims + k);
            return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, r->name, "dim %d is %lld, but %s's *%s is %lld there "
                               "(%s dim %d)", r->ndims + k, (long long)got, op->name, G->name, (long long)want,
                               formula_names[G->formula], k);
        }
    }
    return ANYRT_STATUS_SUCCESS;
}

/* Checks the layouts in d->t (as given) against the operator's rules, then broadcasts the inputs'
 * leading dims to the first output's. */
static anyrt_status_t check_layouts(anyrt__call_t* call, const anyrt__op_info_t* op, op_desc_t* d) {
    char words[200], pattern[80];
    /* dtypes */
    int main_dtype = -1, main_from = -1;
    for (int i = 0; i < op->ntensors; ++i) {
        if (absent(d, i)) continue;
        const anyrt__op_tensor_rule_t* r = &op->tensors[i];
        int dt = (int)d->t[i].dtype;
        if ((d->implied >> i) & 1u) continue;
        uint32_t allowed = r->dtypes ? r->dtypes : op->dtypes;
        if (dt < 0 || dt >= 32 || !((allowed >> dt) & 1u)) {
            mask_words(allowed, words, sizeof words);
            return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, r->name, "is %s, but %s takes %s there", dtype_name(dt),
                               op->name, words);
        }
        if (r->dtypes) continue;
        if (main_dtype < 0) {
            main_dtype = dt;
            main_from = i;
        } else if (dt != main_dtype) {
            return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, r->name, "is %s, but %s is %s: %s's tensors share one dtype",
                               dtype_name(dt), op->tensors[main_from].name, dtype_name(main_dtype), op->name);
        }
    }
    /* ndim */
    const int rank = group_rank(op, d->attrs);
    for (int i = 0; i < op->ntensors; ++i) {
        if (absent(d, i)) continue;
        const anyrt__op_tensor_rule_t* r = &op->tensors[i];
        int nd = d->t[i].ndim;
        if ((d->implied >> i) & 1u) continue;
        if (r->group >= 0 && nd != r->ndims + rank) {
            pattern_words(op, r, pattern, sizeof pattern);
            return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, r->name,
                               "has %d dims, but %s takes %d there (%s, *%s of %d dims: %s is %d)", nd, op->name,
                               r->ndims + rank, pattern, op->groups[r->group].name, rank,
                               op->attrs[op->rank_attr].length, rank);
        }
        int lead = nd - r->ndims - group_dims(r, rank);
        if (lead < 0 || (!r->batch && lead != 0) || (r->batch && op->batch_max >= 0 && lead > op->batch_max)) {
            pattern_words(op, r, pattern, sizeof pattern);
            if (r->batch && op->batch_max >= 0)
                return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, r->name,
                                   "has %d dims, but %s takes %d to %d there (%s, \"...\" at most %d)", nd, op->name, r->ndims,
                                   r->ndims + op->batch_max, pattern, op->batch_max);
            if (r->batch)
                return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, r->name, "has %d dims, but %s takes at least %d there (%s)",
                                   nd, op->name, r->ndims, pattern);
            return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, r->name, "has %d dims, but %s takes %d there (%s)", nd,
                               op->name, r->ndims, pattern);
        }
    }
    /* named sizes */
    int64_t value[16];
    int from_tensor[16], from_dim[16];
    for (int s = 0; s < op->nsymbols; ++s) from_tensor[s] = -1;
    /* pass 0 binds each size from the first dim naming it whole; pass 1 checks every dim */
    for (int pass = 0; pass < 2; ++pass)
        for (int i = 0; i < op->ntensors; ++i) {
            if (absent(d, i) || ((d->implied >> i) & 1u)) continue;
            const anyrt__op_tensor_rule_t* r = &op->tensors[i];
            const tensor_t* t = &d->t[i];
            int lead = t->ndim - r->ndims - group_dims(r, rank);
            for (int j = 0; j < r->ndims; ++j) {
                const anyrt__op_dim_t* dim = &r->dims[j];
                int64_t got = t->shape[lead + j];
                int s = dim->symbol;
                if (pass == 0) {
                    if (s >= 0 && dim->div == 1 && dim->add == 0 && from_tensor[s] < 0) {
                        value[s] = got;
                        from_tensor[s] = i;
                        from_dim[s] = lead + j;
                    }
                    continue;
                }
                if (s < 0) {
                    if (got != dim->value)
                        return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, r->name, "dim %d is %lld, but %s needs %lld there",
                                           lead + j, (long long)got, op->name, (long long)dim->value);
                    continue;
                }
                if (from_tensor[s] < 0) { /* named only divided or added to here: size/n, size+k bind it; ceil(size/n) cannot */
                    if (dim->div >= 1 && got < dim->add)
                        return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, r->name,
                                           "dim %d is %lld, but %s takes %s+%d there (at least %d)", lead + j,
                                           (long long)got, op->name, op->symbols[s], dim->add, dim->add);
                    if (dim->div > 1 || (dim->div == 1 && dim->add)) {
                        value[s] = (got - dim->add) * dim->div;
                        from_tensor[s] = i;
                        from_dim[s] = lead + j;
                    }
                    continue;
                }
                const char* name = op->symbols[s];
                const char* from = op->tensors[from_tensor[s]].name;
                int n = dim->div < 0 ? -dim->div : dim->div;
                if (dim->div > 1 && value[s] % n != 0)
                    return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, r->name,
                                       "dim %d must be %s/%d, but %s is not a multiple of %d (%lld, %s's dim %d)", lead + j,
                                       name, n, name, n, (long long)value[s], from, from_dim[s]);
                int64_t want = (dim->div < 0 ? (value[s] + n - 1) / n : value[s] / n) + dim->add;
                if (got != want && (dim->div != 1 || dim->add)) {
                    char words[64];
                    pattern_dim(op, dim, words, sizeof words);
                    return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, r->name,
                                       "dim %d is %lld, but %s is %lld (%s is %lld, from %s's dim %d)", lead + j,
                                       (long long)got, words, (long long)want, name, (long long)value[s], from, from_dim[s]);
                }
                if (got != want)
                    return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, r->name,
                                       "dim %d is %lld, but %s is %lld (from %s's dim %d)", lead + j, (long long)got, name,
                                       (long long)want, from, from_dim[s]);
            }
        }
    for (int s = 0; s < op->nsymbols; ++s) {
        if (from_tensor[s] < 0) continue;
        d->bound |= 1u << s;
        d->sizes[s] = value[s];
        d->size_from[s] = from_tensor[s];
    }
    for (int k = 0; k < op->nrequire; ++k) {
        const anyrt__op_require_t* q = &op->require[k];
        if (from_tensor[q->lhs] < 0 || from_tensor[q->rhs] < 0 || (q->rhs_plus >= 0 && from_tensor[q->rhs_plus] < 0))
            continue; /* an attribute's size: at the run */
        char rhs[64];
        int64_t want = require_rhs(op, q, value, rhs, sizeof rhs);
        if (!relation_holds(value[q->lhs], q->relation, want))
            return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, op->tensors[from_tensor[q->lhs]].name,
                               "%s is %lld and %s is %lld, but %s needs %s %s %s", op->symbols[q->lhs],
                               (long long)value[q->lhs], rhs, (long long)want, op->name, op->symbols[q->lhs],
                               relation_words[q->relation], rhs);
    }
    if (op->ngroups > 0) {
        anyrt_status_t st = check_groups(call, op, d, rank);
        if (st != ANYRT_STATUS_SUCCESS) return st;
    }
    /* leading dims: outputs agree; inputs broadcast to them (NumPy's rules). A reduction's reference is
     * its input: each output has its rank, each dim its or 1 (a reduced dim kept as 1, NumPy's keepdims). */
    int ref = op->reduce_from;
    for (int i = 0; i < op->ntensors && ref < 0; ++i)
        if (op->tensors[i].out && op->tensors[i].batch) {
            ref = i;
            break;
        }
    /* no output has leading dims (masked_select's y [k]): the first input with them is the one the others
     * broadcast to (its mask) */
    for (int i = 0; i < op->ntensors && ref < 0; ++i)
        if (!op->tensors[i].out && op->tensors[i].batch && !absent(d, i)) ref = i;
    if (ref >= 0) {
        const tensor_t* o = &d->t[ref];
        int olead = o->ndim - op->tensors[ref].ndims;
        for (int i = 0; i < op->ntensors; ++i) {
            const anyrt__op_tensor_rule_t* r = &op->tensors[i];
            tensor_t* t = &d->t[i];
            if (!r->batch || i == ref || absent(d, i)) continue;
            int lead = t->ndim - r->ndims;
            if (r->out && op->reduce_from >= 0) {
                if (lead != olead)
                    return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, r->name,
                                       "has %d dims, but %s reduces %s of %d dims into it: a reduced dim stays, as 1",
                                       t->ndim, op->name, op->tensors[ref].name, o->ndim);
                for (int j = 0; j < lead; ++j)
                    if (t->shape[j] != o->shape[j] && t->shape[j] != 1)
                        return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, r->name,
                                           "dim %d is %lld: it must be %s's %lld, or 1 where %s reduces it", j,
                                           (long long)t->shape[j], op->tensors[ref].name, (long long)o->shape[j], op->name);
                continue;
            }
            if (r->out) {
                if (lead != olead || memcmp(t->shape, o->shape, (size_t)lead * sizeof(int64_t)) != 0)
                    return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, r->name, "has other leading dims than %s",
                                       op->tensors[ref].name);
                continue;
            }
            if (lead > olead)
                return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, r->name,
                                   "has %d leading dims, more than the %d of %s%s it broadcasts to", lead, olead,
                                   op->tensors[ref].out ? "output " : "", op->tensors[ref].name);
            for (int j = 0; j < lead; ++j) {
                int64_t got = t->shape[j], want = o->shape[olead - lead + j];
                if (got != want && got != 1)
                    return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, r->name,
                                       "dim %d is %lld: it must be %lld or 1 to broadcast to %s's dim %d", j, (long long)got,
                                       (long long)want, op->tensors[ref].name, olead - lead + j);
            }
            tensor_t b = *t;
            b.ndim = olead + r->ndims;
            for (int j = 0; j < b.ndim; ++j) {
                int src = j - (olead - lead); /* this input's own dim, or < 0 where it had none */
                int leading = j < olead;
                b.shape[j] = leading ? o->shape[j] : t->shape[src];
                b.strides[j] = src < 0 || (leading && t->shape[src] == 1 && o->shape[j] != 1) ? 0 : t->strides[src];
            }
            *t = b;
        }
    }
    /* strides */
    for (int i = 0; i < op->ntensors; ++i) {
        if (absent(d, i)) continue;
        const anyrt__op_tensor_rule_t* r = &op->tensors[i];
        const tensor_t* t = &d->t[i];
        if ((d->implied >> i) & 1u) continue;
        if (r->contiguous && !is_contiguous(t))
            return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, r->name, "must be contiguous for %s", op->name);
        /* an output without elements writes nothing, so no stride can make two writes collide
         * (np.zeros((2, 0)) has strides (0, 0)): taken whatever its strides, as NumPy and torch do */
        if (!r->out || elements(t) == 0) continue;
        for (int j = 0; j < t->ndim; ++j)
            if (t->shape[j] > 1 && t->strides[j] <= 0)
                return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, r->name,
                                   "has stride %lld in dim %d: an output needs positive strides (0 would write one element "
                                   "from many)", (long long)t->strides[j], j);
        int shared = overlaps(t);
        if (shared > 0)
            return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, r->name,
                               "has strides under which two elements share memory: an output must not overlap itself");
        if (shared < 0)
            return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, r->name,
                               "has interleaved strides over more than %lld elements, too many to check that no two share "
                               "memory: an output must not overlap itself", (long long)OVERLAP_ENUMERATE_MAX);
    }
    /* An input read whole (no leading "...", e.g. random_sample's probs [n], rope's tables) that is empty
     * cannot produce an output that has elements: refused here, naming it, not by the kernel at run time. */
    int64_t produced = 0;
    for (int i = 0; i < op->ntensors; ++i)
        if (op->tensors[i].out && !absent(d, i) && !((d->implied >> i) & 1u)) produced += elements(&d->t[i]);
    for (int i = 0; i < op->ntensors && produced > 0; ++i) {
        const anyrt__op_tensor_rule_t* r = &op->tensors[i];
        if (!r->out && !r->batch && !r->unused && !absent(d, i) && elements(&d->t[i]) == 0)
            return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, r->name,
                               "has no elements, but %s reads all of it to compute a non-empty output", op->name);
    }
    return ANYRT_STATUS_SUCCESS;
}

static void fill_views(const anyrt__op_info_t* op, const tensor_t* t, anyrt_tensor_view_t* views, void* const* data) {
    for (int i = 0; i < op->ntensors; ++i) {
        views[i].dtype = t[i].dtype;
        views[i].ndim = t[i].ndim;
        views[i].shape = t[i].shape;
        views[i].strides = t[i].strides;
        views[i].data = data && t[i].ndim >= 0 ? data[i] : NULL; /* an absent optional tensor: NULL */
    }
}

/* The sizes int attributes give (an implied tensor's dims, InfiniOP's topk): each agrees with the
 * given tensors that also name it; `require` holds for them; then the implied tensors are laid out,
 * contiguous, in t (a size not known yet, at create for a call's attribute, is 0 there). `creating`:
 * only the create-time attributes have values. */
static anyrt_status_t size_implied(anyrt__call_t* call, const anyrt__op_info_t* op, const op_desc_t* d,
                                   const unsigned char* attrs, int creating, tensor_t* t) {
    int64_t value[16];
    int from_attr[16];
    unsigned bound = d->bound;
    memcpy(value, d->sizes, sizeof value);
    for (int s = 0; s < 16; ++s) from_attr[s] = -1;
    for (int k = 0; k < op->nattrs; ++k) {
        const anyrt__op_attr_rule_t* a = &op->attrs[k];
        if (a->symbol < 0 || (creating && !a->at_create)) continue;
        int v;
        memcpy(&v, attrs + a->offset, sizeof v);
        if ((bound >> a->symbol) & 1u) {
            if (from_attr[a->symbol] < 0 && value[a->symbol] != v)
                return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, a->name, "is %d, but %s is %lld (from %s's dims)", v,
                                   op->symbols[a->symbol], (long long)value[a->symbol],
                                   op->tensors[d->size_from[a->symbol]].name);
            continue;
        }
        value[a->symbol] = v;
        from_attr[a->symbol] = k;
        bound |= 1u << a->symbol;
    }
    for (int k = 0; k < op->nrequire; ++k) {
        const anyrt__op_require_t* q = &op->require[k];
        int plus = q->rhs_plus;
        int blame = from_attr[q->lhs] >= 0 ? from_attr[q->lhs] : from_attr[q->rhs] >= 0 ? from_attr[q->rhs]
                    : plus >= 0 ? from_attr[plus] : -1;
        if (blame < 0 || !((bound >> q->lhs) & 1u) || !((bound >> q->rhs) & 1u) || (plus >= 0 && !((bound >> plus) & 1u)))
            continue;
        char rhs[64];
        int64_t want = require_rhs(op, q, value, rhs, sizeof rhs);
        if (!relation_holds(value[q->lhs], q->relation, want))
            return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, op->attrs[blame].name,
                               "makes %s %lld and %s %lld, but %s needs %s %s %s", op->symbols[q->lhs],
                               (long long)value[q->lhs], rhs, (long long)want, op->name, op->symbols[q->lhs],
                               relation_words[q->relation], rhs);
    }
    for (int i = 0; i < op->ntensors; ++i) {
        const anyrt__op_tensor_rule_t* r = &op->tensors[i];
        if (!((d->implied >> i) & 1u)) continue;
        tensor_t* x = &t[i];
        x->ndim = r->ndims;
        int64_t step = 1;
        for (int j = r->ndims - 1; j >= 0; --j) {
            const anyrt__op_dim_t* dim = &r->dims[j];
            int64_t n = dim->symbol < 0 ? dim->value : !((bound >> dim->symbol) & 1u) ? 0
                        : (dim->div > 1 ? value[dim->symbol] / dim->div
                           : dim->div < 0 ? (value[dim->symbol] - dim->div - 1) / -dim->div : value[dim->symbol]) + dim->add;
            x->shape[j] = n;
            x->strides[j] = step;
            step *= n ? n : 1;
        }
    }
    return ANYRT_STATUS_SUCCESS;
}

/* An operator with no value over no elements (amax, argmax: spec `nonempty`): its first output has
 * elements, its first input none. torch raises ("Expected reduction dim 0 to have non-zero size"); an
 * identity (-inf for amax) would be a value it does not have. */
static anyrt_status_t check_nonempty(anyrt__call_t* call, const anyrt__op_info_t* op, const op_desc_t* d) {
    int out = -1, in = -1;
    for (int i = 0; i < op->ntensors; ++i) {
        if (op->tensors[i].out && out < 0) out = i;
        if (!op->tensors[i].out && in < 0) in = i;
    }
    if (out < 0 || in < 0) return ANYRT_STATUS_SUCCESS;
    const tensor_t *y = &d->t[out], *x = &d->t[in];
    for (int j = 0; j < y->ndim; ++j)
        if (y->shape[j] == 0) return ANYRT_STATUS_SUCCESS; /* no output: nothing to compute */
    for (int j = 0; j < x->ndim; ++j)
        if (x->shape[j] == 0)
            return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, op->tensors[in].name,
                               "dim %d is 0: %s has no value over no elements, so it needs the dims it reduces "
                               "to have non-zero size (torch: \"Expected reduction dim %d to have non-zero size\")",
                               j, op->name, j);
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t anyrt__op_create(const anyrt__op_info_t* op, const char* function, anyrt_op_handle_t handle,
                                anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* tensors, const void* attrs) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    void* raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, function, -1, 0);
    if (st == ANYRT_STATUS_SUCCESS && desc == NULL)
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "desc", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS && handle == NULL)
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_HANDLE, "handle", "must be an operator handle, not NULL");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_handle(&call, &t, "handle", &handle->h, ANYRT__HANDLE_OP_HANDLE, &raw);
    if (st != ANYRT_STATUS_SUCCESS) return anyrt__leave(&call, st);
    op_desc_t* d = calloc(1, sizeof *d);
    if (d == NULL) return anyrt__leave(&call, anyrt__fail(&call, ANYRT_STATUS_OUT_OF_MEMORY, NULL, "no host memory"));
    d->op = op;
    for (int i = 0; i < op->ntensors && st == ANYRT_STATUS_SUCCESS; ++i) {
        if (tensors[i] == NULL && op->tensors[i].implied) {
            uint32_t m = op->tensors[i].dtypes; /* its one dtype */
            int dt = 0;
            while (dt < 31 && !((m >> dt) & 1u)) ++dt;
            d->t[i].dtype = (anyrt_dtype_t)dt;
            d->implied |= 1u << i;
            continue;
        }
        if (tensors[i] == NULL && op->tensors[i].optional) {
            d->t[i].ndim = -1;
            continue;
        }
        if (tensors[i] == NULL) {
            st = anyrt__fail(&call, ANYRT_STATUS_INVALID_HANDLE, op->tensors[i].name, "must be a tensor descriptor, not NULL");
            break;
        }
        st = anyrt__unwrap_handle(&call, &t, op->tensors[i].name, &tensors[i]->h, ANYRT__HANDLE_TENSOR_DESC, 0, 0, &raw);
        if (st == ANYRT_STATUS_SUCCESS) d->t[i] = *(const tensor_t*)raw;
    }
    if (attrs) memcpy(d->attrs, attrs, op->attrs_size);
    /* int_arrays first: their length is the dim groups' rank, which the layouts' checks use */
    for (int i = 0; i < op->nattrs && st == ANYRT_STATUS_SUCCESS; ++i)
        if (op->attrs[i].type == ANYRT__OP_ATTR_INT_ARRAY) st = check_attr(&call, op, &op->attrs[i], d->attrs, d);
    if (st == ANYRT_STATUS_SUCCESS) st = check_layouts(&call, op, d);
    if (st == ANYRT_STATUS_SUCCESS && op->nonempty) st = check_nonempty(&call, op, d);
    for (int i = 0; i < op->nattrs && st == ANYRT_STATUS_SUCCESS; ++i)
        if (op->attrs[i].at_create) st = check_attr(&call, op, &op->attrs[i], d->attrs, d);
    tensor_t laid[ANYRT__OP_MAX_TENSORS];
    memcpy(laid, d->t, sizeof laid);
    if (st == ANYRT_STATUS_SUCCESS) st = size_implied(&call, op, d, d->attrs, 1, laid);
    if (st == ANYRT_STATUS_SUCCESS) {
        anyrt_tensor_view_t views[ANYRT__OP_MAX_TENSORS];
        fill_views(op, laid, views, NULL);
        anyrt_op_launch_t launch = {sizeof launch, op->kind, op->ntensors, views, op->attrs_size ? d->attrs : NULL, NULL, 0, NULL};
        st = anyrt__impl_op_workspace_size(&call, &t, &launch, &d->workspace_size);
    }
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__wrap(&call, ANYRT__HANDLE_OP_DESC, t.backend, t.device, d, (void**)desc);
    if (st != ANYRT_STATUS_SUCCESS) free(d);
    return anyrt__leave(&call, st);
}

void anyrt__op_span(int ndim, const int64_t* shape, const int64_t* strides, size_t itemsize, int64_t* lo, int64_t* hi) {
    int64_t a = 0, b = 0;
    for (int i = 0; i < ndim; ++i) {
        if (shape[i] == 0) {
            *lo = *hi = 0;
            return;
        }
        int64_t reach = strides[i] * (shape[i] - 1);
        if (reach < 0) a += reach;
        else b += reach;
    }
    *lo = a * (int64_t)itemsize;
    *hi = (b + 1) * (int64_t)itemsize;
}

/* Whether every page of [p, p + len) is mapped in this process: msync answers ENOMEM for a range
 * with an unmapped page, and touches nothing (MS_ASYNC). */
static int mapped(const void* p, size_t len) {
    uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE), lo = (uintptr_t)p & ~(page - 1), hi = (uintptr_t)p + len;
    if (hi < (uintptr_t)p) return 0;
    return msync((void*)lo, hi - lo, MS_ASYNC) == 0 || errno != ENOMEM;
}

/* Bounds of known allocations always; under validation also the device that owns the memory.
 * Memory anyrt did not allocate (a framework's own) is taken as it is, once it is known to be mapped
 * where the host runs the kernel (device memory the host addresses): a bad pointer is an error
 * here, not a crash of the stream's worker. */
static anyrt_status_t check_operand(anyrt__call_t* call, const anyrt__target_t* t, const char* name, const tensor_t* tt,
                                    const void* data) {
    int64_t lo, hi;
    anyrt__op_span(tt->ndim, tt->shape, tt->strides, anyrt__dtype_size(tt->dtype), &lo, &hi);
    if (hi == lo) return ANYRT_STATUS_SUCCESS;
    const char* low = (const char*)data + lo;
    anyrt_status_t st = anyrt__validate_extent(call, t, name, low, (size_t)(hi - lo), 0, -1, NULL);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    anyrt__alloc_t a;
    int known = anyrt__find_alloc(low, &a);
    if (!known) {
        int accessible = 0;
        st = anyrt__impl_device_memory_host_accessible(call, t, &accessible);
        if (st != ANYRT_STATUS_SUCCESS) return st;
        if (accessible && !mapped(low, (size_t)(hi - lo)))
            return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, name, "is not memory of this process (%p, %lld bytes "
                               "from it unmapped)", (const void*)low, (long long)(hi - lo));
    }
    if (!(anyrt__layers & ANYRT__LAYER_VALIDATE)) return st;
    if (known && a.kind != ANYRT__MEM_HOST && (a.backend != t->backend || a.device != t->device))
        return anyrt__fail(call, ANYRT_STATUS_INVALID_VALUE, name, "is memory of %s:%d, but the descriptor runs on %s:%d",
                           a.backend->info.name, a.device, t->backend->info.name, t->device);
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t anyrt__op_run(const anyrt__op_info_t* op, const char* function, anyrt_op_desc_t desc, void* workspace,
                             size_t workspace_size, void* const* data, const void* call_attrs, anyrt_stream_t stream) {
    anyrt__call_t call;
    anyrt__target_t t = {NULL, 0};
    void* raw = NULL;
    anyrt_backend_stream_t stream_raw = NULL;
    anyrt_status_t st = anyrt__enter(&call, function, op->slot, 0);
    if (st == ANYRT_STATUS_SUCCESS && desc == NULL)
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_HANDLE, "desc", "must be a %s descriptor, not NULL", op->name);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_handle(&call, &t, "desc", &desc->h, ANYRT__HANDLE_OP_DESC, &raw);
    if (st != ANYRT_STATUS_SUCCESS) return anyrt__leave(&call, st);
    const op_desc_t* d = raw;
    if (d->op != op)
        return anyrt__leave(&call, anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "desc", "is a %s descriptor, not a %s one",
                                               d->op->name, op->name));
    st = anyrt__unwrap_stream(&call, &t, "stream", stream, 1, 1, &stream_raw);
    _Alignas(8) unsigned char attrs[ANYRT__OP_ATTRS_MAX];
    memcpy(attrs, d->attrs, sizeof attrs);
    for (int i = 0; i < op->nattrs && st == ANYRT_STATUS_SUCCESS; ++i) {
        const anyrt__op_attr_rule_t* a = &op->attrs[i];
        if (a->at_create) continue;
        memcpy(attrs + a->offset, (const unsigned char*)call_attrs + a->offset, a->type == ANYRT__OP_ATTR_INT64 ? 8 : 4);
        st = check_attr(&call, op, a, attrs, d);
    }
    tensor_t laid[ANYRT__OP_MAX_TENSORS];
    memcpy(laid, d->t, sizeof laid);
    if (st == ANYRT_STATUS_SUCCESS) st = size_implied(&call, op, d, attrs, 0, laid);
    for (int i = 0; i < op->ntensors && st == ANYRT_STATUS_SUCCESS; ++i) {
        if (op->tensors[i].unused || laid[i].ndim < 0 || elements(&laid[i]) == 0) continue;
        if (data[i] == NULL) st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, op->tensors[i].name, "must not be NULL");
        else st = check_operand(&call, &t, op->tensors[i].name, &laid[i], data[i]);
    }
    if (st == ANYRT_STATUS_SUCCESS && workspace_size < d->workspace_size)
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "workspace_size",
                         "is %zu bytes, but this %s needs %zu (anyrt_get_op_workspace_size)", workspace_size, op->name,
                         d->workspace_size);
    if (st == ANYRT_STATUS_SUCCESS && d->workspace_size > 0 && workspace == NULL)
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "workspace", "must not be NULL: this %s needs %zu bytes", op->name,
                         d->workspace_size);
    if (st != ANYRT_STATUS_SUCCESS) return anyrt__leave(&call, st);
    anyrt_tensor_view_t views[ANYRT__OP_MAX_TENSORS];
    fill_views(op, laid, views, data);
    anyrt_op_launch_t launch = {sizeof launch, op->kind, op->ntensors, views, op->attrs_size ? attrs : NULL,
                                d->workspace_size ? workspace : NULL, workspace_size, stream_raw};
    void* task = (anyrt__layers & ANYRT__LAYER_TRACE) ? anyrt__task_begin(&call, &t, stream_raw) : NULL;
    if (anyrt__capture_any() && anyrt__capturing(&call)) st = anyrt__capture_op(&call, &t, op->impl, &launch, op->attrs_size);
    else st = op->impl(&call, &t, &launch);
    if (task) anyrt__task_end(&call, &t, stream_raw, task, st);
    return anyrt__leave(&call, st);
}
