/* The operator engine's contract with the generated generated/src/anyrt_ops.c: each operator of
 * spec/operators.yaml is one anyrt__op_info_t (its rules as data); the engine (ops.c) checks
 * descriptors and runs against them, the fallback (op_fallback.c) runs its portable kernel. */
#ifndef ANYRT_OPS_PRIVATE_H_
#define ANYRT_OPS_PRIVATE_H_

#include "anyrt_core.h"
#include "anyrt_kernels.h" /* AK_MAX_NDIM */

#define ANYRT__OP_MAX_NDIM AK_MAX_NDIM
#define ANYRT__OP_MAX_TENSORS 8
#define ANYRT__OP_MAX_DIMS 4  /* named trailing dims of one tensor pattern */
#define ANYRT__OP_ATTRS_MAX 128 /* bytes of the largest anyrt_<op>_attrs_t (codegen/op_checks.py MAX_ATTR_BYTES) */
#define ANYRT__OP_MAX_GROUPS 4 /* variable-rank dim groups ("*spatial") of one operator */
#define ANYRT__OP_ARRAY_MAX 4  /* values of one int_array attribute (its max_len); a group's most dims */

typedef struct {
    int symbol;    /* index into the operator's symbols, or -1 for a literal */
    int64_t value; /* the literal */
    int div;       /* the tensor has symbol/div (1: the size itself); negative: ceil(symbol/-div) */
    int add;       /* ... plus add (input_offsets' b+1: one more than a size) */
} anyrt__op_dim_t;

typedef struct {
    const char* name;
    int out;
    int batch; /* the pattern starts with "...": leading dims broadcast against the first output's */
    int ndims; /* named trailing dims */
    anyrt__op_dim_t dims[ANYRT__OP_MAX_DIMS];
    uint32_t dtypes; /* 1 << dtype per allowed dtype; 0: the operator's dtype */
    int contiguous;
    int unused; /* fixes a shape only; never read */
    int implied; /* its descriptor may be NULL: then contiguous, its one dtype, dims from the named sizes */
    int optional; /* may be absent: a NULL descriptor, then ndim -1 and data NULL in views; kernels get NULL */
    int group;    /* the pattern ends with this dim group (an index of the operator's groups), or -1 */
} anyrt__op_tensor_rule_t;

enum { ANYRT__OP_ATTR_FLOAT, ANYRT__OP_ATTR_INT, ANYRT__OP_ATTR_ENUM, ANYRT__OP_ATTR_INT_ARRAY, ANYRT__OP_ATTR_INT64 };
enum { ANYRT__OP_FORMULA_CONV_OUT, ANYRT__OP_FORMULA_POOL_OUT }; /* codegen/vocabulary.py FORMULAS, in its order */
enum { ANYRT__OP_GE, ANYRT__OP_GT, ANYRT__OP_LE, ANYRT__OP_LT, ANYRT__OP_EQ, ANYRT__OP_MULTIPLE_OF }; /* codegen/op_views.py RELATIONS */

typedef struct {
    const char* name;
    int type;
    int at_create;
    size_t offset; /* in the operator's attrs struct; every attribute is 4 bytes */
    double min, max;
    int axis_of; /* a tensor index: the value is an axis of it, normalized to [0, ndim); -1 if not */
    int (*valid_enum)(int);
    int symbol; /* the named size this int attribute gives (an implied tensor's dim), or -1 */
    int max_len;          /* an int_array: its int64_t[max_len] field holds the values */
    size_t length_offset; /* an int_array: the int field that says how many values it has */
    const char* length;   /* an int_array: that field's (and parameter's) name */
    int require_rel;      /* spec `require: [relation, attr]`: ANYRT__OP_GE.. against that earlier attribute, or -1 */
    int require_attr;     /* that attribute's index */
} anyrt__op_attr_rule_t;

/* A variable-rank dim group ("*spatial" in a pattern): as many dims as the operator's int_arrays
 * have values. Given: every tensor naming it agrees with the first input that does; derived: each
 * dim is `formula` of the same dim of its arguments (conv's output size). */
typedef struct {
    const char* name;
    int formula; /* ANYRT__OP_FORMULA_*, or -1: an input gives it */
    int nargs;
    int args[6]; /* >= 0: a group's index; < 0: the int_array attribute -1 - arg */
} anyrt__op_group_t;

typedef struct {
    int lhs, relation, rhs; /* symbol indices */
    int rhs_plus;           /* a symbol added to rhs ("pos+s"), or -1 */
} anyrt__op_require_t;

typedef struct anyrt__op_info {
    const char* name;
    anyrt_op_kind_t kind;
    int slot;          /* ANYRT_SLOT_OP_<NAME> */
    uint32_t dtypes;   /* the operator's dtypes */
    int batch_max;     /* most dims "..." may stand for; -1: any */
    int ntensors;
    const anyrt__op_tensor_rule_t* tensors;
    int nsymbols;
    const char* const* symbols;
    int nattrs;
    const anyrt__op_attr_rule_t* attrs;
    size_t attrs_size;
    int nrequire;
    const anyrt__op_require_t* require;
    anyrt_status_t (*impl)(anyrt__call_t* call, const anyrt__target_t* t, const anyrt_op_launch_t* launch);
    int ngroups;
    const anyrt__op_group_t* groups;
    int rank_attr; /* the int_array whose length is every group's rank, or -1 */
    /* A reduction: the input whose leading dims are the reference (its outputs have its rank, each dim
     * its or 1, reduced), or -1: the first output is the reference, inputs broadcast to it. */
    int reduce_from;
    /* No value over no elements (spec `nonempty`: amax, argmax): an output with elements over an input
     * without any is refused at creation, as torch. */
    int nonempty;
} anyrt__op_info_t;

/* ops.c: the generated public calls end here. */
anyrt_status_t anyrt__op_create(const anyrt__op_info_t* op, const char* function, anyrt_op_handle_t handle,
                                anyrt_op_desc_t* desc, const anyrt_tensor_desc_t* tensors, const void* attrs);
anyrt_status_t anyrt__op_run(const anyrt__op_info_t* op, const char* function, anyrt_op_desc_t desc, void* workspace,
                             size_t workspace_size, void* const* data, const void* call_attrs, anyrt_stream_t stream);

/* The lowest and one-past-highest byte, from element 0, that a strided tensor's elements reach (0, 0
 * for an empty one): what a bounds check covers and what staging copies. */
void anyrt__op_span(int ndim, const int64_t* shape, const int64_t* strides, size_t itemsize, int64_t* lo, int64_t* hi);

/* ops.c: the operator infos, indexed by anyrt_op_kind_t (generated). */
extern const anyrt__op_info_t* const anyrt__op_infos[ANYRT_OP_COUNT];

#endif /* ANYRT_OPS_PRIVATE_H_ */
