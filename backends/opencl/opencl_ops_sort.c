/* The opencl backend's ordering and counting operators in OpenCL C: cumsum and cumprod, argmax and
 * argmin, sort, argsort and topk, isin and histc. One source, generic in its element type
 * (opencl_program.h): f32, f64 where the device has doubles, f16, int32, int64, uint8 and bool; other
 * dtypes (int8, int16, bf16) are declined, so the core's portable kernel serves them. Each follows its
 * cpu kernel (runtime/kernels/ak_scan.c, ak_sort.c, ak_isin.c, ak_histc.c) to the bit:
 *   - the scans walk a row in order, floats in f64 (so they need a device with doubles), integers in
 *     wrapping int64; a work-item per row;
 *   - elements are ordered by ak_index.h's key (-0 equal to 0, NaN above every number; descending: its
 *     complement; equal keys by position), a total order: sort / argsort / topk place each element at
 *     its rank in its row (a work-item per element counts the row's elements before it), argmax /
 *     argmin take the first best of a row (a work-item per row);
 *   - isin compares values (NaN in no set), a work-item per element scanning t;
 *   - histc counts in f64 bins, a work-item per bin over every element (exact integer counts); x's own
 *     range (min_val == max_val) is found on the device first, and an infinite one raises the fault
 *     word (declined where none could be allocated). */
#include <math.h>
#include <string.h>

#include "opencl_program.h"

static const char* const k_sort[] = {
    /* ak_ix_key: an element's place in torch's order as an integer */
    "#ifdef OCL_INT\n"
    "long ocl_key(__global const T* x, long i) { return (long)x[i]; }\n"
    "#elif defined(OCL_FP64)\n"
    "long ocl_key(__global const T* x, long i) {\n"
    "    double v = (double)LD(x, i);\n"
    "    if (isnan(v)) return LONG_MAX;\n"
    "    if (v == 0) v = 0;\n"
    "    long b = as_long(v);\n"
    "    return b < 0 ? b ^ LONG_MAX : b;\n"
    "}\n"
    "#else\n"
    "long ocl_key(__global const T* x, long i) {\n"
    "    float v = (float)LD(x, i);\n"
    "    if (isnan(v)) return LONG_MAX;\n"
    "    if (v == 0) v = 0;\n"
    "    int b = as_int(v);\n"
    "    return b < 0 ? (long)(b ^ INT_MAX) : (long)b;\n"
    "}\n"
    "#endif\n"
    /* cumsum (prod 0) / cumprod (prod 1) along `axis`, a row per work-item; x is read before y (which may
     * be x) is written */
    "#if defined(OCL_INT) || defined(OCL_FP64)\n"
    "__kernel void scan_rows(__global T* y, __global const T* x, V vy, V vx, int axis, int prod, int excl, int rev,\n"
    "        long rows) {\n"
    "    long r = get_global_id(0); if (r >= rows) return;\n"
    "    long len = vy.shape[axis], sy = vy.st[axis], sx = vx.st[axis];\n"
    "    long by = ocl_row(&vy, r, axis), bx = ocl_row(&vx, r, axis);\n"
    "#ifdef OCL_INT\n"
    "    ulong acc = prod ? 1 : 0;\n"
    "#else\n"
    "    double acc = prod ? 1.0 : 0.0;\n"
    "#endif\n"
    "    for (long t = 0; t < len; ++t) {\n"
    "        long i = rev ? len - 1 - t : t;\n"
    "#ifdef OCL_INT\n"
    "        ulong v = (ulong)(long)x[bx + i * sx];\n"
    "        if (excl) y[by + i * sy] = (T)(long)acc;\n"
    "        acc = prod ? acc * v : acc + v;\n"
    "        if (!excl) y[by + i * sy] = (T)(long)acc;\n"
    "#else\n"
    "        double v = (double)LD(x, bx + i * sx);\n"
    "        if (excl) ST(y, by + i * sy, acc);\n"
    "        acc = prod ? acc * v : acc + v;\n"
    "        if (!excl) ST(y, by + i * sy, acc);\n"
    "#endif\n"
    "    }\n"
    "}\n"
    "#endif\n"
    ,
    /* argmax (amin 0) / argmin (amin 1) along the last dim: the first best; argmin: a NaN wins */
    "__kernel void arg_rows(__global void* y, __global const T* x, V vy, V vx, int yi64, int amin, long rows) {\n"
    "    long r = get_global_id(0); if (r >= rows) return;\n"
    "    int last = vx.ndim - 1; long n = vx.shape[last], sx = vx.st[last], bx = ocl_offn(&vx, r, last);\n"
    "    long best = 0, bk = ocl_key(x, bx);\n"
    "#ifndef OCL_INT\n"
    "    if (amin && bk == LONG_MAX) bk = LONG_MIN;\n"
    "#endif\n"
    "    for (long j = 1; j < n; ++j) {\n"
    "        long k = ocl_key(x, bx + j * sx);\n"
    "#ifndef OCL_INT\n"
    "        if (amin && k == LONG_MAX) k = LONG_MIN;\n"
    "#endif\n"
    "        if (amin ? k < bk : k > bk) { bk = k; best = j; }\n"
    "    }\n"
    "    long oy = ocl_off(&vy, r);\n"
    "    if (yi64) ((__global long*)y)[oy] = best; else ((__global int*)y)[oy] = (int)best;\n"
    "}\n"
    /* sort / argsort / topk: element j of row r goes to its rank among the row's (key, position) pairs
     * when that is below k; values (has_vals) copied as bits */
    "__kernel void rank_items(__global T* vals, __global void* idx, __global const T* x, V vv, V vi, V vx,\n"
    "        int has_vals, int i64, int desc, long k, long total) {\n"
    "    long e = get_global_id(0); if (e >= total) return;\n"
    "    int last = vx.ndim - 1; long n = vx.shape[last], r = e / n, j = e % n, sx = vx.st[last];\n"
    "    long bx = ocl_offn(&vx, r, last), kj = ocl_key(x, bx + j * sx);\n"
    "    if (desc) kj = ~kj;\n"
    "    long rank = 0;\n"
    "    for (long i = 0; i < n && rank < k; ++i) {\n"
    "        long ki = ocl_key(x, bx + i * sx);\n"
    "        if (desc) ki = ~ki;\n"
    "        rank += ki < kj || (ki == kj && i < j);\n"
    "    }\n"
    "    if (rank >= k) return;\n"
    "    long oi = ocl_offn(&vi, r, last) + rank * vi.st[last];\n"
    "    if (i64) ((__global long*)idx)[oi] = j; else ((__global int*)idx)[oi] = (int)j;\n"
    "    if (!has_vals) return;\n"
    "    long ov = ocl_offn(&vv, r, last) + rank * vv.st[last];\n"
    "#ifdef OCL_HALF\n"
    "    ((__global ushort*)vals)[ov] = ((__global const ushort*)x)[bx + j * sx];\n"
    "#else\n"
    "    vals[ov] = x[bx + j * sx];\n"
    "#endif\n"
    "}\n"
    ,
    /* isin: y = (x's element equals one of t's) xor invert; x in y's shape (broadcast strides) */
    "__kernel void isin_items(__global uchar* y, __global const T* x, __global const T* t, V vy, V vx, V vt,\n"
    "        int invert, long total) {\n"
    "    long e = get_global_id(0); if (e >= total) return;\n"
    "    long m = vt.shape[0], st = vt.st[0];\n"
    "    C v = LD(x, ocl_off(&vx, e));\n"
    "    int found = 0;\n"
    "    if (v == v)\n"
    "        for (long i = 0; i < m && !found; ++i) found = LD(t, i * st) == v;\n"
    "    y[ocl_off(&vy, e)] = (uchar)(found ^ invert);\n"
    "}\n"
    ,
    /* histc: the range (x's own where lo == hi: NaN left out, an equal pair widened by 1 each way) into
     * lh[0..1] by one work-item, an infinite one raised as fault 2; then a work-item per bin counts */
    "#ifdef OCL_FP64\n"
    "__kernel void histc_range(__global double* lh, __global const T* x, V vx, double lo, double hi,\n"
    "        __global long* f, int has_f, long n) {\n"
    "    if (get_global_id(0) != 0) return;\n"
    "    if (lo == hi) {\n"
    "        double mn = 0, mx = 0; int any = 0;\n"
    "        for (long e = 0; e < n; ++e) {\n"
    "            double v = (double)LD(x, ocl_off(&vx, e));\n"
    "            if (v != v) continue;\n"
    "            if (!any || v < mn) mn = v;\n"
    "            if (!any || v > mx) mx = v;\n"
    "            any = 1;\n"
    "        }\n"
    "        lo = any ? mn : 0; hi = any ? mx : 0;\n"
    "        if (lo == hi) { lo -= 1; hi += 1; }\n"
    "    }\n"
    "    if (!(hi - lo < INFINITY) && has_f) ocl_raise(f, 2, 0, 0);\n"
    "    lh[0] = lo; lh[1] = hi;\n"
    "}\n"
    "__kernel void histc_bins(__global T* y, __global const T* x, __global const double* lh, V vy, V vx, long bins,\n"
    "        long n) {\n"
    "    long b = get_global_id(0); if (b >= bins) return;\n"
    "    double lo = lh[0], hi = lh[1], span = hi - lo, nb = (double)bins;\n"
    "    if (!(span < INFINITY)) return;\n"
    "    long c = 0;\n"
    "    for (long e = 0; e < n; ++e) {\n"
    "        double v = (double)LD(x, ocl_off(&vx, e));\n"
    "        if (!(v >= lo && v <= hi)) continue;\n"
    "        long k = (long)((v - lo) / span * nb);\n"
    "        k = k < 0 ? 0 : k >= bins ? bins - 1 : k;\n"
    "        c += k == b;\n"
    "    }\n"
    "#ifdef OCL_INT\n"
    "    y[b * vy.st[0]] = (T)c;\n"
    "#else\n"
    "    ST(y, b * vy.st[0], (double)c);\n"
    "#endif\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t g_sort = OCL_GROUP_INIT("sort", k_sort);

/* The program type of `dtype` (declining what no program serves) and the views of the launch's tensors. */
static anyrt_status_t so_prepare(int device, const anyrt_op_launch_t* l, anyrt_dtype_t dtype, const char* op,
                                 ocl_type_t* type, ocl_view_t* v) {
    anyrt_status_t st = ocl_type_of(device, dtype, op, type);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    for (int i = 0; i < l->tensor_count; ++i)
        if (ocl_view_of(&l->tensors[i], &v[i]) != 0)
            return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: %s: more than 8 dims", op);
    return ANYRT_STATUS_SUCCESS;
}

/* Tensors: y, x (one dtype and shape). */
static anyrt_status_t so_scan(int device, const anyrt_op_launch_t* l, int dim, int exclusive, int reverse, int prod,
                              const char* op) {
    const anyrt_tensor_view_t *y = &l->tensors[0], *x = &l->tensors[1];
    if (x->dtype != y->dtype || x->ndim != y->ndim || dim < 0 || dim >= y->ndim)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: %s: operands of another dtype or rank", op);
    ocl_type_t type;
    ocl_view_t v[2];
    anyrt_status_t st = so_prepare(device, l, y->dtype, op, &type, v);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (type <= OCL_T_BF16 && !ocl_device_fp64(device))
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: %s: floats scan in f64: device %d has no doubles", op, device);
    int64_t len = y->shape[dim], total = ocl_numel(y);
    if (len == 0 || total == 0) return ANYRT_STATUS_SUCCESS;
    cl_long rows = total / len;
    cl_int ax = dim, pr = prod, ex = exclusive != 0, rv = reverse != 0;
    ocl_karg_t a[] = {OA_PTR(y->data), OA_PTR(x->data), OA_VAL(v[0]), OA_VAL(v[1]), OA_VAL(ax),
                     OA_VAL(pr),      OA_VAL(ex),      OA_VAL(rv),   OA_VAL(rows)};
    return ocl_launch(device, l, &g_sort, type, "scan_rows", a, 9, (size_t)rows, 0);
}

anyrt_status_t ocl_op_cumsum(int device, const anyrt_op_launch_t* l) {
    const anyrt_cumsum_attrs_t* a = l->attrs;
    return so_scan(device, l, a->dim, a->exclusive, a->reverse, 0, "cumsum");
}

anyrt_status_t ocl_op_cumprod(int device, const anyrt_op_launch_t* l) {
    const anyrt_cumprod_attrs_t* a = l->attrs;
    return so_scan(device, l, a->dim, a->exclusive, a->reverse, 1, "cumprod");
}

static int so_index_dtype(anyrt_dtype_t d) { return d == ANYRT_DTYPE_INT32 || d == ANYRT_DTYPE_INT64; }

/* Tensors: y [...] (int32 / int64), x [..., n]. */
static anyrt_status_t so_arg(int device, const anyrt_op_launch_t* l, int amin, const char* op) {
    const anyrt_tensor_view_t *y = &l->tensors[0], *x = &l->tensors[1];
    if (!so_index_dtype(y->dtype) || x->ndim < 1 || y->ndim != x->ndim - 1)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: %s: no kernel for this dtype or rank", op);
    ocl_type_t type;
    ocl_view_t v[2];
    anyrt_status_t st = so_prepare(device, l, x->dtype, op, &type, v);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    int64_t n = x->shape[x->ndim - 1], rows = ocl_numel(y);
    if (rows == 0) return ANYRT_STATUS_SUCCESS;
    if (n == 0) return ocl_fail(ANYRT_STATUS_INVALID_VALUE, "opencl: %s: an empty row has no position", op);
    cl_long nr = rows;
    cl_int i64 = y->dtype == ANYRT_DTYPE_INT64, am = amin;
    ocl_karg_t a[] = {OA_PTR(y->data), OA_PTR(x->data), OA_VAL(v[0]), OA_VAL(v[1]), OA_VAL(i64), OA_VAL(am), OA_VAL(nr)};
    return ocl_launch(device, l, &g_sort, type, "arg_rows", a, 7, (size_t)rows, 0);
}

anyrt_status_t ocl_op_argmax(int device, const anyrt_op_launch_t* l) { return so_arg(device, l, 0, "argmax"); }
anyrt_status_t ocl_op_argmin(int device, const anyrt_op_launch_t* l) { return so_arg(device, l, 1, "argmin"); }

/* values (NULL: argsort), indices, x: the first k of each row's order (descending: its reverse). */
static anyrt_status_t so_rank(int device, const anyrt_op_launch_t* l, const anyrt_tensor_view_t* vals,
                              const anyrt_tensor_view_t* idx, const anyrt_tensor_view_t* x, int64_t k, int desc,
                              const char* op) {
    if (!so_index_dtype(idx->dtype) || x->ndim < 1 || idx->ndim != x->ndim ||
        (vals != NULL && (vals->dtype != x->dtype || vals->ndim != x->ndim)))
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: %s: no kernel for this dtype or rank", op);
    int64_t n = x->shape[x->ndim - 1];
    if (k < 0 || k > n) return ocl_fail(ANYRT_STATUS_INVALID_VALUE, "opencl: %s: k is %lld, outside [0, %lld]", op,
                                         (long long)k, (long long)n);
    ocl_type_t type;
    anyrt_status_t st = ocl_type_of(device, x->dtype, op, &type);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    ocl_view_t vv, vi, vx;
    if (ocl_view_of(idx, &vi) != 0 || ocl_view_of(x, &vx) != 0 || (vals != NULL && ocl_view_of(vals, &vv) != 0))
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: %s: more than 8 dims", op);
    if (vals == NULL) vv = vi;
    int64_t total = ocl_numel(x);
    if (total == 0 || k == 0 || ocl_numel(idx) == 0) return ANYRT_STATUS_SUCCESS;
    cl_long kk = k, tot = total;
    cl_int hv = vals != NULL, i64 = idx->dtype == ANYRT_DTYPE_INT64, de = desc != 0;
    ocl_karg_t a[] = {OA_PTR(vals != NULL ? vals->data : idx->data), OA_PTR(idx->data), OA_PTR(x->data), OA_VAL(vv),
                     OA_VAL(vi), OA_VAL(vx), OA_VAL(hv), OA_VAL(i64), OA_VAL(de), OA_VAL(kk), OA_VAL(tot)};
    return ocl_launch(device, l, &g_sort, type, "rank_items", a, 11, (size_t)total, 0);
}

anyrt_status_t ocl_op_topk(int device, const anyrt_op_launch_t* l) {
    const anyrt_topk_attrs_t* a = l->attrs;
    return so_rank(device, l, &l->tensors[0], &l->tensors[1], &l->tensors[2], a->k, a->largest, "topk");
}

anyrt_status_t ocl_op_sort(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* x = &l->tensors[2];
    return so_rank(device, l, &l->tensors[0], &l->tensors[1], x, x->ndim > 0 ? x->shape[x->ndim - 1] : 0,
                   ((const anyrt_sort_attrs_t*)l->attrs)->descending, "sort");
}

anyrt_status_t ocl_op_argsort(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* x = &l->tensors[1];
    return so_rank(device, l, NULL, &l->tensors[0], x, x->ndim > 0 ? x->shape[x->ndim - 1] : 0,
                   ((const anyrt_argsort_attrs_t*)l->attrs)->descending, "argsort");
}

int ocl_broadcast_view(const anyrt_tensor_view_t* t, const anyrt_tensor_view_t* to, ocl_view_t* v) {
    if (to->ndim > 8 || t->ndim > to->ndim) return -1;
    memset(v, 0, sizeof *v);
    v->ndim = to->ndim;
    for (int d = 0; d < to->ndim; ++d) {
        int s = d - (to->ndim - t->ndim);
        v->shape[d] = to->shape[d];
        if (s < 0 || t->shape[s] == 1) continue;
        if (t->shape[s] != to->shape[d]) return -1;
        v->st[d] = t->strides[s];
    }
    return 0;
}

/* Tensors: y (bool), x (broadcast to y), t (1-D, x's dtype). */
anyrt_status_t ocl_op_isin(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t *y = &l->tensors[0], *x = &l->tensors[1], *t = &l->tensors[2];
    if (y->dtype != ANYRT_DTYPE_BOOL || x->dtype != t->dtype || t->ndim != 1)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: isin: no kernel for these dtypes");
    ocl_type_t type;
    anyrt_status_t st = ocl_type_of(device, x->dtype, "isin", &type);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    ocl_view_t vy, vx, vt;
    if (ocl_view_of(y, &vy) != 0 || ocl_broadcast_view(x, y, &vx) != 0 || ocl_view_of(t, &vt) != 0)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: isin: more than 8 dims, or x does not broadcast to y");
    cl_long total = ocl_numel(y);
    if (total == 0) return ANYRT_STATUS_SUCCESS;
    cl_int inv = ((const anyrt_isin_attrs_t*)l->attrs)->invert != 0;
    ocl_karg_t a[] = {OA_PTR(y->data), OA_PTR(x->data), OA_PTR(t->data), OA_VAL(vy),
                     OA_VAL(vx),      OA_VAL(vt),      OA_VAL(inv),     OA_VAL(total)};
    return ocl_launch(device, l, &g_sort, type, "isin_items", a, 8, (size_t)total, 0);
}

/* Tensors: y [bins] (x's dtype), x. */
anyrt_status_t ocl_op_histc(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t *y = &l->tensors[0], *x = &l->tensors[1];
    const anyrt_histc_attrs_t* a = l->attrs;
    if (y->dtype != x->dtype || y->ndim != 1 || y->shape[0] != a->bins || a->bins < 1 || !(a->min_val <= a->max_val))
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: histc: no kernel for these operands");
    if (!ocl_device_fp64(device))
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: histc: the bins are computed in f64: device %d has no doubles",
                        device);
    ocl_type_t type;
    ocl_view_t v[2];
    anyrt_status_t st = so_prepare(device, l, x->dtype, "histc", &type, v);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    double lo = a->min_val, hi = a->max_val;
    void* f = ocl_fault_word(device);
    /* an infinite range fails the run: the device reports it through the fault word; without one, only a
     * range the attributes fix (checked here) runs on the device */
    if (f == NULL && lo == hi)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: histc: x's own range needs the fault word (none on this device)");
    if (!(hi - lo < INFINITY))
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: histc: an infinite range (the portable kernel refuses it)");
    double* lh = ocl_scratch(device, 2 * sizeof(double), &st);
    if (lh == NULL) return st;
    cl_long n = ocl_numel(x), bins = a->bins;
    cl_int has_f = f != NULL;
    ocl_karg_t r[] = {OA_PTR(lh), OA_PTR(x->data), OA_VAL(v[1]), OA_VAL(lo), OA_VAL(hi),
                     OA_PTR(f != NULL ? f : (void*)lh), OA_VAL(has_f), OA_VAL(n)};
    st = ocl_launch(device, l, &g_sort, type, "histc_range", r, 8, 1, 1);
    if (st == ANYRT_STATUS_SUCCESS) {
        ocl_karg_t b[] = {OA_PTR(y->data), OA_PTR(x->data), OA_PTR(lh), OA_VAL(v[0]), OA_VAL(v[1]), OA_VAL(bins), OA_VAL(n)};
        st = ocl_launch(device, l, &g_sort, type, "histc_bins", b, 7, (size_t)bins, 0);
    }
    return ocl_scratch_free(device, l, lh, st);
}
