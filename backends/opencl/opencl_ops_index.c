/* The opencl backend's index operators: rearrange, tril, triu, gather, index_select, one_hot, scatter,
 * nonzero and masked_select move
 * elements without computing on them, from one source built per element size (opencl_program.h's
 * ocl_copy_type: every dtype of 1, 2, 4 or 8 bytes), as the cpu kernels (runtime/kernels/ak_shape.c,
 * ak_index.c) copy bytes; scatter_add and index_add sum each position's sources in j order in f64
 * (int32 / int64 in wrapping int64), rounded once, as the cpu kernel (the same bits; floats need a
 * device with doubles). A work-item per output element, so y may be x. An index outside its range writes
 * nothing of its element and raises the device's fault word, which the next synchronization reports
 * (the cpu kernel refuses such a call), in either memory mode; where no fault word could be allocated
 * the indexed operators are declined. */
#include <string.h>

#include "opencl_program.h"

static const char* const k_index[] = {
    "#ifndef OCL_HALF\n" /* the moves: built for the integer types of each size, never for half */
    /* y[.., i, j] = x[.., i, j] where j - i <= diagonal (upper: >=), else 0 */
    "__kernel void tri_items(__global T* y, __global const T* x, V vy, V vx, long diagonal, int upper, long n) {\n"
    "    long e = get_global_id(0); if (e >= n) return;\n"
    "    int nd = vy.ndim; long cols = vy.shape[nd - 1], rows = vy.shape[nd - 2];\n"
    "    long j = e % cols, i = (e / cols) % rows;\n"
    "    int keep = upper ? j - i >= diagonal : j - i <= diagonal;\n"
    "    y[ocl_off(&vy, e)] = keep ? x[ocl_off(&vx, e)] : (T)0;\n"
    "}\n"
    /* gather (rowidx 1: index[..., j], broadcast as x) or index_select (0: index[j]) along the last dim */
    "__kernel void gather_items(__global T* y, __global const T* x, __global const void* ix, V vy, V vx, V vi,\n"
    "        int i64, int rowidx, __global long* f, long n) {\n"
    "    long e = get_global_id(0); if (e >= n) return;\n"
    "    int last = vy.ndim - 1; long k = vy.shape[last], r = e / k, j = e % k, bound = vx.shape[last];\n"
    "    long id = ocl_index(ix, rowidx ? ocl_off(&vi, e) : j * vi.st[0], i64);\n"
    "    if (id < 0 || id >= bound) { ocl_raise(f, 1, id, bound); return; }\n"
    "    y[ocl_off(&vy, e)] = x[ocl_offn(&vx, r, last) + id * vx.st[last]];\n"
    "}\n"
    /* one_hot: y[..., c] = one (the dtype's 1, as bits) where index[...] == c, else 0 */
    "__kernel void one_hot_items(__global T* y, __global const void* ix, V vy, V vi, int i64, long one,\n"
    "        __global long* f, long n) {\n"
    "    long e = get_global_id(0); if (e >= n) return;\n"
    "    int last = vy.ndim - 1; long classes = vy.shape[last], r = e / classes, c = e % classes;\n"
    "    long id = ocl_index(ix, ocl_off(&vi, r), i64);\n"
    "    if (id < 0 || id >= classes) { if (c == 0) ocl_raise(f, 1, id, classes); return; }\n"
    "    y[ocl_off(&vy, e)] = id == c ? (T)one : (T)0;\n"
    "}\n"
    /* rearrange: dst = src between any two layouts of one shape (src may broadcast: stride 0) */
    "__kernel void copy_items(__global T* y, __global const T* x, V vy, V vx, long n) {\n"
    "    long e = get_global_id(0); if (e >= n) return;\n"
    "    y[ocl_off(&vy, e)] = x[ocl_off(&vx, e)];\n"
    "}\n"
    /* nonzero (kind 0) and masked_select (kind 1): x's selected elements in row-major order (nonzero:
     * bits & nzmask nonzero, the sign bit left out for floats so -0 is zero and NaN is not; masked_select:
     * mask true), in blocks of OCL_SEL_BLOCK: a work-item per block counts them, one work-item turns the
     * counts into each block's first position (cnt[nblocks]: the total), a work-item per block writes
     * its elements from there (those at k and beyond left out), and the rows past the total are filled */
    "__kernel void sel_counts(__global long* cnt, __global const T* x, __global const uchar* m, V vx, V vm, int kind,\n"
    "        ulong nzmask, long n, long block) {\n"
    "    long b = get_global_id(0), lo = b * block; if (lo >= n) return;\n"
    "    long hi = min(lo + block, n), c = 0;\n"
    "    for (long e = lo; e < hi; ++e)\n"
    "        c += kind ? m[ocl_off(&vm, e)] != 0 : ((ulong)(long)x[ocl_off(&vx, e)] & nzmask) != 0;\n"
    "    cnt[b] = c;\n"
    "}\n"
    "__kernel void sel_prefix(__global long* cnt, long nblocks) {\n"
    "    if (get_global_id(0) != 0) return;\n"
    "    long s = 0;\n"
    "    for (long b = 0; b < nblocks; ++b) { long c = cnt[b]; cnt[b] = s; s += c; }\n"
    "    cnt[nblocks] = s;\n"
    "}\n"
    "__kernel void sel_write(__global void* y, __global const T* x, __global const uchar* m, __global const long* cnt,\n"
    "        V vy, V vx, V vm, int kind, ulong nzmask, long n, long block) {\n"
    "    long b = get_global_id(0), lo = b * block; if (lo >= n) return;\n"
    "    long hi = min(lo + block, n), at = cnt[b], k = vy.shape[0];\n"
    "    for (long e = lo; e < hi && at < k; ++e) {\n"
    "        long ox = ocl_off(&vx, e);\n"
    "        if (kind) {\n"
    "            if (!m[ocl_off(&vm, e)]) continue;\n"
    "            ((__global T*)y)[at * vy.st[0]] = x[ox];\n"
    "        } else {\n"
    "            if ((((ulong)(long)x[ox]) & nzmask) == 0) continue;\n"
    "            long i = e;\n"
    "            for (int d = vx.ndim - 1; d >= 0; --d) {\n"
    "                ((__global long*)y)[at * vy.st[0] + d * vy.st[1]] = i % vx.shape[d]; i /= vx.shape[d];\n"
    "            }\n"
    "        }\n"
    "        ++at;\n"
    "    }\n"
    "}\n"
    "__kernel void sel_fill(__global void* y, __global const long* cnt, V vy, int kind, long fill, long nblocks) {\n"
    "    long i = get_global_id(0), k = vy.shape[0]; if (i >= k || i < cnt[nblocks]) return;\n"
    "    if (kind) { ((__global T*)y)[i * vy.st[0]] = (T)0; return; }\n"
    "    long r = vy.ndim > 1 ? vy.shape[1] : 0;\n"
    "    for (long d = 0; d < r; ++d) ((__global long*)y)[i * vy.st[0] + d * vy.st[1]] = fill;\n"
    "}\n"
    "#endif\n",
    /* scatter (add 0: the last source of each position wins, moved as bits), scatter_add and index_add
     * (add 1: x plus alpha times each source in j order, in f64 or wrapping int64, rounded once):
     * a work-item per element of y scans its row's indices (rowidx 1: index[..., j]; 0: index[j]) */
    "__kernel void scatter_items(__global T* y, __global const T* x, __global const void* ix, __global const T* src,\n"
    "        V vy, V vx, V vi, V vs, int i64, int rowidx, int add, float alpha, long ialpha, __global long* f, long n) {\n"
    "    long e = get_global_id(0); if (e >= n) return;\n"
    "    int last = vy.ndim - 1; long cols = vy.shape[last], r = e / cols, p = e % cols;\n"
    "    long k = rowidx ? vi.shape[last] : vi.shape[0], ib = rowidx ? ocl_offn(&vi, r, last) : 0;\n"
    "    long ist = rowidx ? vi.st[last] : vi.st[0], sb = ocl_offn(&vs, r, last), sst = vs.st[last];\n"
    "    long xo = ocl_offn(&vx, r, last) + p * vx.st[last], yo = ocl_offn(&vy, r, last) + p * vy.st[last];\n"
    "#ifndef OCL_HALF\n"
    "    if (!add) {\n"
    "        T v = x[xo];\n"
    "        for (long j = 0; j < k; ++j) {\n"
    "            long id = ocl_index(ix, ib + j * ist, i64);\n"
    "            if (id < 0 || id >= cols) { if (p == 0) ocl_raise(f, 1, id, cols); continue; }\n"
    "            if (id == p) v = src[sb + j * sst];\n"
    "        }\n"
    "        y[yo] = v; return;\n"
    "    }\n"
    "#endif\n"
    "#ifdef OCL_INT\n"
    "    ulong acc = (ulong)(long)x[xo];\n"
    "#elif defined(OCL_FP64)\n"
    "    double acc = (double)LD(x, xo);\n"
    "#else\n"
    "    float acc = 0; return; /* declined on the host: the sums are f64 */\n"
    "#endif\n"
    "    for (long j = 0; j < k; ++j) {\n"
    "        long id = ocl_index(ix, ib + j * ist, i64);\n"
    "        if (id < 0 || id >= cols) { if (p == 0) ocl_raise(f, 1, id, cols); continue; }\n"
    "        if (id != p) continue;\n"
    "#ifdef OCL_INT\n"
    "        acc += (ulong)ialpha * (ulong)(long)src[sb + j * sst];\n"
    "#elif defined(OCL_FP64)\n"
    "        acc += (double)alpha * (double)LD(src, sb + j * sst);\n"
    "#endif\n"
    "    }\n"
    "#ifdef OCL_INT\n"
    "    y[yo] = (T)(long)acc;\n"
    "#else\n"
    "    ST(y, yo, acc);\n"
    "#endif\n"
    "}\n",
    NULL,
};
static ocl_program_t g_index = OCL_GROUP_INIT("index", k_index);

static anyrt_status_t ix_tri(int device, const anyrt_op_launch_t* l, long diagonal, int upper, const char* op) {
    const anyrt_tensor_view_t *y = &l->tensors[0], *x = &l->tensors[1];
    int type = ocl_copy_type(anyrt_dtype_size(y->dtype));
    if (type < 0 || x->dtype != y->dtype || y->ndim < 2 || x->ndim != y->ndim)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: %s: no kernel for this dtype or rank", op);
    ocl_view_t vy, vx;
    if (ocl_view_of(y, &vy) != 0 || ocl_view_of(x, &vx) != 0)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: %s: more than 8 dims", op);
    cl_long n = ocl_numel(y), diag = diagonal;
    cl_int up = upper;
    ocl_karg_t args[] = {OA_PTR(y->data), OA_PTR(x->data), OA_VAL(vy), OA_VAL(vx), OA_VAL(diag), OA_VAL(up), OA_VAL(n)};
    return ocl_launch(device, l, &g_index, (ocl_type_t)type, "tri_items", args, 7, (size_t)n, 0);
}

anyrt_status_t ocl_op_tril(int device, const anyrt_op_launch_t* l) {
    return ix_tri(device, l, ((const anyrt_tril_attrs_t*)l->attrs)->diagonal, 0, "tril");
}

anyrt_status_t ocl_op_triu(int device, const anyrt_op_launch_t* l) {
    return ix_tri(device, l, ((const anyrt_triu_attrs_t*)l->attrs)->diagonal, 1, "triu");
}

/* The index operand's kind, or a decline: int32 / int64 only. */
static anyrt_status_t ix_index(const anyrt_tensor_view_t* t, const char* op, cl_int* i64) {
    if (t->dtype != ANYRT_DTYPE_INT32 && t->dtype != ANYRT_DTYPE_INT64)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: %s: the index must be int32 or int64", op);
    *i64 = t->dtype == ANYRT_DTYPE_INT64;
    return ANYRT_STATUS_SUCCESS;
}

/* Tensors: out, x, index (rowidx: [..., k] as gather's; else [k] as index_select's). */
static anyrt_status_t ix_gather(int device, const anyrt_op_launch_t* l, int rowidx, const char* op) {
    const anyrt_tensor_view_t *y = &l->tensors[0], *x = &l->tensors[1], *ix = &l->tensors[2];
    int type = ocl_copy_type(anyrt_dtype_size(y->dtype));
    cl_int i64 = 0;
    anyrt_status_t st = ix_index(ix, op, &i64);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (type < 0 || x->dtype != y->dtype || y->ndim < 1 || x->ndim != y->ndim)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: %s: no kernel for this dtype or rank", op);
    ocl_view_t vy, vx, vi;
    if (ocl_view_of(y, &vy) != 0 || ocl_view_of(x, &vx) != 0 || ocl_view_of(ix, &vi) != 0)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: %s: more than 8 dims", op);
    void* f = ocl_fault_word(device);
    if (f == NULL) return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: %s: no fault word on this device", op);
    cl_long n = ocl_numel(y);
    cl_int row = rowidx;
    ocl_karg_t args[] = {OA_PTR(y->data), OA_PTR(x->data), OA_PTR(ix->data), OA_VAL(vy), OA_VAL(vx),
                        OA_VAL(vi),      OA_VAL(i64),     OA_VAL(row),      OA_PTR(f),  OA_VAL(n)};
    return ocl_launch(device, l, &g_index, (ocl_type_t)type, "gather_items", args, 10, (size_t)n, 0);
}

anyrt_status_t ocl_op_gather(int device, const anyrt_op_launch_t* l) { return ix_gather(device, l, 1, "gather"); }
anyrt_status_t ocl_op_index_select(int device, const anyrt_op_launch_t* l) {
    return ix_gather(device, l, 0, "index_select");
}

/* Tensors: y, index. */
anyrt_status_t ocl_op_one_hot(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t *y = &l->tensors[0], *ix = &l->tensors[1];
    size_t esize = anyrt_dtype_size(y->dtype);
    int type = ocl_copy_type(esize);
    cl_int i64 = 0;
    anyrt_status_t st = ix_index(ix, "one_hot", &i64);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (type < 0 || y->ndim < 1)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: one_hot: no kernel for this dtype");
    ocl_view_t vy, vi;
    if (ocl_view_of(y, &vy) != 0 || ocl_view_of(ix, &vi) != 0)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: one_hot: more than 8 dims");
    void* f = ocl_fault_word(device);
    if (f == NULL) return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: one_hot: no fault word on this device");
    cl_long one = 1; /* the integers and bool; the floats' 1 as its bits */
    switch (y->dtype) {
    case ANYRT_DTYPE_FLOAT16: one = 0x3c00; break;
    case ANYRT_DTYPE_BFLOAT16: one = 0x3f80; break;
    case ANYRT_DTYPE_FLOAT32: one = 0x3f800000; break;
    case ANYRT_DTYPE_FLOAT64: one = 0x3ff0000000000000; break;
    default: break;
    }
    cl_long n = ocl_numel(y);
    ocl_karg_t args[] = {OA_PTR(y->data), OA_PTR(ix->data), OA_VAL(vy), OA_VAL(vi),
                        OA_VAL(i64),     OA_VAL(one),      OA_PTR(f),  OA_VAL(n)};
    return ocl_launch(device, l, &g_index, (ocl_type_t)type, "one_hot_items", args, 8, (size_t)n, 0);
}

/* Tensors: y, x, index, src (rowidx: index [..., k] as scatter's; else [k] as index_add's); add: sum. */
static anyrt_status_t ix_scatter(int device, const anyrt_op_launch_t* l, int rowidx, int add, float alpha, const char* op) {
    const anyrt_tensor_view_t *y = &l->tensors[0], *x = &l->tensors[1], *ix = &l->tensors[2], *src = &l->tensors[3];
    cl_int i64 = 0;
    anyrt_status_t st = ix_index(ix, op, &i64);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    int type = ocl_copy_type(anyrt_dtype_size(y->dtype));
    if (add) {
        ocl_type_t t;
        st = ocl_type_of(device, y->dtype, op, &t);
        if (st != ANYRT_STATUS_SUCCESS) return st;
        if (y->dtype == ANYRT_DTYPE_BOOL || (t <= OCL_T_BF16 && !ocl_device_fp64(device)))
            return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: %s: no kernel for this dtype here (floats sum in f64)", op);
        type = (int)t;
    }
    if (type < 0 || x->dtype != y->dtype || src->dtype != y->dtype || y->ndim < 1 || x->ndim != y->ndim ||
        src->ndim != y->ndim)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: %s: no kernel for this dtype or rank", op);
    ocl_view_t vy, vx, vi, vs;
    if (ocl_view_of(y, &vy) != 0 || ocl_view_of(x, &vx) != 0 || ocl_view_of(ix, &vi) != 0 || ocl_view_of(src, &vs) != 0)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: %s: more than 8 dims", op);
    void* f = ocl_fault_word(device);
    if (f == NULL) return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: %s: no fault word on this device", op);
    cl_long n = ocl_numel(y), ialpha = (cl_long)alpha; /* integers: alpha truncated, as the cpu kernel */
    cl_int row = rowidx, a = add;
    ocl_karg_t args[] = {OA_PTR(y->data), OA_PTR(x->data), OA_PTR(ix->data), OA_PTR(src->data), OA_VAL(vy),
                        OA_VAL(vx),      OA_VAL(vi),      OA_VAL(vs),       OA_VAL(i64),       OA_VAL(row),
                        OA_VAL(a),       OA_VAL(alpha),   OA_VAL(ialpha),   OA_PTR(f),         OA_VAL(n)};
    return ocl_launch(device, l, &g_index, (ocl_type_t)type, "scatter_items", args, 15, (size_t)n, 0);
}

anyrt_status_t ocl_op_scatter(int device, const anyrt_op_launch_t* l) { return ix_scatter(device, l, 1, 0, 1.0f, "scatter"); }
anyrt_status_t ocl_op_scatter_add(int device, const anyrt_op_launch_t* l) {
    return ix_scatter(device, l, 1, 1, 1.0f, "scatter_add");
}
anyrt_status_t ocl_op_index_add(int device, const anyrt_op_launch_t* l) {
    return ix_scatter(device, l, 0, 1, ((const anyrt_index_add_attrs_t*)l->attrs)->alpha, "index_add");
}

/* Tensors: dst, src (one shape). */
anyrt_status_t ocl_op_rearrange(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t *y = &l->tensors[0], *x = &l->tensors[1];
    int type = ocl_copy_type(anyrt_dtype_size(y->dtype));
    if (type < 0 || x->dtype != y->dtype || x->ndim != y->ndim)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: rearrange: no kernel for this dtype or rank");
    ocl_view_t vy, vx;
    if (ocl_view_of(y, &vy) != 0 || ocl_view_of(x, &vx) != 0)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: rearrange: more than 8 dims");
    cl_long n = ocl_numel(y);
    ocl_karg_t args[] = {OA_PTR(y->data), OA_PTR(x->data), OA_VAL(vy), OA_VAL(vx), OA_VAL(n)};
    return ocl_launch(device, l, &g_index, (ocl_type_t)type, "copy_items", args, 5, (size_t)n, 0);
}

#define OCL_SEL_BLOCK 1024 /* elements one work-item counts and writes */

/* nonzero (kind 0: y [k, r] int64, x) and masked_select (kind 1: y [k] of x's dtype, x, mask broadcast
 * to x): four passes on the stream over a scratch of block counts. */
static anyrt_status_t ix_select(int device, const anyrt_op_launch_t* l, int kind, long fill, const char* op) {
    const anyrt_tensor_view_t *y = &l->tensors[0], *x = &l->tensors[1], *m = kind ? &l->tensors[2] : NULL;
    int type = ocl_copy_type(anyrt_dtype_size(x->dtype));
    if (type < 0 || (kind && (m->dtype != ANYRT_DTYPE_BOOL || y->dtype != x->dtype || y->ndim != 1)) ||
        (!kind && (y->dtype != ANYRT_DTYPE_INT64 || y->ndim != 2 || y->shape[1] != x->ndim)))
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: %s: no kernel for these operands", op);
    ocl_view_t vy, vx, vm;
    if (ocl_view_of(y, &vy) != 0 || ocl_view_of(x, &vx) != 0 || (kind && ocl_broadcast_view(m, x, &vm) != 0))
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: %s: more than 8 dims, or a mask that does not broadcast", op);
    if (!kind) vm = vx;
    /* nonzero: the bits that make an element nonzero (a float's sign bit does not: -0 is zero) */
    cl_ulong nzmask = ~(cl_ulong)0;
    switch (x->dtype) {
    case ANYRT_DTYPE_FLOAT16:
    case ANYRT_DTYPE_BFLOAT16: nzmask = 0x7fff; break;
    case ANYRT_DTYPE_FLOAT32: nzmask = 0x7fffffff; break;
    case ANYRT_DTYPE_FLOAT64: nzmask = 0x7fffffffffffffffull; break;
    default: break;
    }
    if (y->shape[0] == 0) return ANYRT_STATUS_SUCCESS;
    cl_long n = ocl_numel(x), block = OCL_SEL_BLOCK, nblocks = (n + OCL_SEL_BLOCK - 1) / OCL_SEL_BLOCK, fv = fill;
    cl_int kd = kind;
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    cl_long* cnt = ocl_scratch(device, (size_t)(nblocks + 1) * sizeof(cl_long), &st);
    if (cnt == NULL) return st;
    const void* mp = kind ? m->data : x->data;
    if (nblocks > 0) {
        ocl_karg_t c[] = {OA_PTR(cnt), OA_PTR(x->data), OA_PTR(mp), OA_VAL(vx), OA_VAL(vm),
                         OA_VAL(kd),  OA_VAL(nzmask),  OA_VAL(n),  OA_VAL(block)};
        st = ocl_launch(device, l, &g_index, (ocl_type_t)type, "sel_counts", c, 9, (size_t)nblocks, 0);
    }
    if (st == ANYRT_STATUS_SUCCESS) {
        ocl_karg_t p[] = {OA_PTR(cnt), OA_VAL(nblocks)};
        st = ocl_launch(device, l, &g_index, (ocl_type_t)type, "sel_prefix", p, 2, 1, 1);
    }
    if (st == ANYRT_STATUS_SUCCESS && nblocks > 0) {
        ocl_karg_t w[] = {OA_PTR(y->data), OA_PTR(x->data), OA_PTR(mp),     OA_PTR(cnt), OA_VAL(vy),   OA_VAL(vx),
                         OA_VAL(vm),      OA_VAL(kd),      OA_VAL(nzmask), OA_VAL(n),   OA_VAL(block)};
        st = ocl_launch(device, l, &g_index, (ocl_type_t)type, "sel_write", w, 11, (size_t)nblocks, 0);
    }
    if (st == ANYRT_STATUS_SUCCESS) {
        ocl_karg_t f[] = {OA_PTR(y->data), OA_PTR(cnt), OA_VAL(vy), OA_VAL(kd), OA_VAL(fv), OA_VAL(nblocks)};
        st = ocl_launch(device, l, &g_index, (ocl_type_t)type, "sel_fill", f, 6, (size_t)y->shape[0], 0);
    }
    return ocl_scratch_free(device, l, cnt, st);
}

anyrt_status_t ocl_op_nonzero(int device, const anyrt_op_launch_t* l) {
    return ix_select(device, l, 0, ((const anyrt_nonzero_attrs_t*)l->attrs)->fill_value, "nonzero");
}

anyrt_status_t ocl_op_masked_select(int device, const anyrt_op_launch_t* l) { return ix_select(device, l, 1, 0, "masked_select"); }
