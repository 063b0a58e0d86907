/* The opencl backend's training and fill operators in OpenCL C: the AdamW and SGD steps, the random
 * family's uniform, normal, bernoulli and randint, arange, linspace, ones and zeros. One source, generic in its
 * element type (opencl_program.h). Each follows its cpu kernel (runtime/kernels/ak_optim.c,
 * ak_random.c, ak_shape.c):
 *   - the optimizer steps compute f32 (f16) in float, f64 in double, their coefficients made on the
 *     host in double from the call's attributes as the cpu kernel makes them (nothing read back);
 *   - the random values come from runtime/kernels/ak_philox.h's generator and layout of draws (one
 *     work-item per Philox block, as the cuda backend): uniform's bits are the cpu kernel's (no
 *     product fused into a sum), and so are normal's where the device has doubles (Box-Muller in f64,
 *     as the cpu kernel, up to the device's last-place differences in log/sin/cos);
 *   - arange and linspace compute in f64 (declined where the device has no doubles);
 *   - ones and zeros fill contiguous memory with the dtype's pattern (a strided y is declined). */
#include <math.h>
#include <string.h>

#include "opencl_program.h"

static const char* const k_train[] = {
    /* the elementwise steps' operands: one shape (the first output's; inputs broadcast with stride 0) */
    "typedef struct { long shape[8]; long st[7][8]; int ndim; int pad; } E;\n"
    "long ocl_eoff(const E* v, int k, long i) {\n"
    "    long o = 0;\n"
    "    for (int d = v->ndim - 1; d >= 0; --d) { long n = v->shape[d]; o += (i % n) * v->st[k][d]; i /= n; }\n"
    "    return o;\n"
    "}\n"
    "#ifndef OCL_INT\n"
    /* adamw_step: p *= decay; m += w1 (g - m); v = v b2 + w2 g^2; p -= step m / (sqrt(v) / bc2 + eps) */
    "__kernel void adamw_items(__global T* po, __global T* mo, __global T* vo, __global const T* pi,\n"
    "        __global const T* gr, __global const T* mi, __global const T* vi, E L, long n,\n"
    "        C decay, C w1, C b2, C w2, C step, C bc2, C eps) {\n"
    "    long e = get_global_id(0); if (e >= n) return;\n"
    "    C gv = LD(gr, ocl_eoff(&L, 4, e));\n"
    "    C pv = LD(pi, ocl_eoff(&L, 3, e)), mv = LD(mi, ocl_eoff(&L, 5, e)), vv = LD(vi, ocl_eoff(&L, 6, e));\n"
    "    pv *= decay;\n"
    "    mv += w1 * (gv - mv);\n"
    "    vv = vv * b2 + w2 * gv * gv;\n"
    "    pv -= step * (mv / (sqrt(vv) / bc2 + eps));\n"
    "    ST(po, ocl_eoff(&L, 0, e), pv); ST(mo, ocl_eoff(&L, 1, e), mv); ST(vo, ocl_eoff(&L, 2, e), vv);\n"
    "}\n"
    /* sgd_step: d = g + wd p; with momentum buf = mom buf + keep d (d where init), d = d + mom buf
     * (nesterov) or buf; p -= lr d */
    "__kernel void sgd_items(__global T* po, __global T* bo, __global const T* pi, __global const T* gr,\n"
    "        __global const T* bi, E L, long n, C lr, C mom, C keep, C wd, int has_mom, int nesterov, int init) {\n"
    "    long e = get_global_id(0); if (e >= n) return;\n"
    "    C pv = LD(pi, ocl_eoff(&L, 2, e));\n"
    "    C d = LD(gr, ocl_eoff(&L, 3, e)) + wd * pv, buf = LD(bi, ocl_eoff(&L, 4, e));\n"
    "    if (has_mom) { buf = init ? d : mom * buf + keep * d; d = nesterov ? d + mom * buf : buf; }\n"
    "    ST(po, ocl_eoff(&L, 0, e), pv - lr * d);\n"
    "    ST(bo, ocl_eoff(&L, 1, e), buf);\n"
    "}\n"
    "#endif\n",
    /* Philox4x32-10 (ak_philox.h): block b under seed s */
    "uint4 ocl_philox(ulong seed, ulong b) {\n"
    "    uint4 c = (uint4)((uint)b, (uint)(b >> 32), 0u, 0u);\n"
    "    uint k0 = (uint)seed, k1 = (uint)(seed >> 32);\n"
    "    for (int r = 0; r < 10; ++r) {\n"
    "        if (r > 0) { k0 += 0x9E3779B9u; k1 += 0xBB67AE85u; }\n"
    "        uint h0 = mul_hi(0xD2511F53u, c.x), l0 = 0xD2511F53u * c.x;\n"
    "        uint h1 = mul_hi(0xCD9E8D57u, c.z), l1 = 0xCD9E8D57u * c.z;\n"
    "        c = (uint4)(h1 ^ c.y ^ k0, l1, h0 ^ c.w ^ k1, l0);\n"
    "    }\n"
    "    return c;\n"
    "}\n"
    "float ocl_u24(uint w) { return (float)(w >> 8) * 5.9604644775390625e-08f; }\n"
    /* kind 0 uniform [a, b), 1 normal (mean a, std b), 2 bernoulli (p a); wide: 64-bit draws (f64 uniform
     * and normal), two per block; otherwise four 32-bit ones. Element i of y is stream element offset + i. */
    "__kernel void random_blocks(__global T* y, V vy, int flat, int kind, int wide, ulong seed, ulong offset,\n"
    "        long n, ulong first, long nblocks, float pa, float pb) {\n"
    "    long t = get_global_id(0); if (t >= nblocks) return;\n"
    "    ulong b = first + (ulong)t;\n"
    "    uint4 c = ocl_philox(seed, b);\n"
    "    uint w[4] = {c.x, c.y, c.z, c.w};\n"
    "    uint per = wide ? 2u : 4u;\n"
    "    for (uint lane = 0; lane < per; ++lane) {\n"
    "        ulong e = b * per + lane, rel = e - offset;\n"
    "        if (rel >= (ulong)n) continue;\n"
    "        long o = flat ? (long)rel : ocl_off(&vy, (long)rel);\n"
    "        if (kind == 2) { ST(y, o, ocl_u24(w[lane]) < pa ? 1.0f : 0.0f); continue; }\n"
    "#ifdef OCL_FP64\n"
    "        if (wide) {\n"
    "            ulong p0 = (ulong)w[0] | ((ulong)w[1] << 32), p1 = (ulong)w[2] | ((ulong)w[3] << 32);\n"
    "            if (kind == 0) {\n"
    "                ulong p = lane ? p1 : p0;\n"
    "                ST(y, o, (double)pa + ((double)pb - (double)pa) * ((double)(p >> 11) * 1.1102230246251565404e-16));\n"
    "            } else {\n"
    "                double u1 = ((double)(p0 >> 11) + 1.0) * 1.1102230246251565404e-16;\n"
    "                double u2 = (double)(p1 >> 11) * 1.1102230246251565404e-16;\n"
    "                double r = sqrt(-2.0 * log(u1)), a = 6.283185307179586476925 * u2;\n"
    "                ST(y, o, (double)pa + (double)pb * (r * ((e & 1u) ? sin(a) : cos(a))));\n"
    "            }\n"
    "            continue;\n"
    "        }\n"
    "#endif\n"
    "        if (kind == 0) { float range = pb - pa, scaled = range * ocl_u24(w[lane]); ST(y, o, pa + scaled); continue; }\n"
    "        uint k = lane & ~1u;\n"
    "#ifdef OCL_FP64\n"
    "        double u1 = ((double)(w[k] >> 8) + 1.0) * 5.9604644775390625e-08, u2 = (double)ocl_u24(w[k + 1]);\n"
    "        double r = sqrt(-2.0 * log(u1)), a = 6.283185307179586476925 * u2;\n"
    "        ST(y, o, (float)((double)pa + (double)pb * (r * ((e & 1u) ? sin(a) : cos(a)))));\n"
    "#else\n"
    "        float u1 = (float)((w[k] >> 8) + 1u) * 5.9604644775390625e-08f, u2 = ocl_u24(w[k + 1]);\n"
    "        float r = sqrt(-2.0f * log(u1)), a = 6.2831853f * u2;\n"
    "        ST(y, o, pa + pb * (r * ((e & 1u) ? sin(a) : cos(a))));\n"
    "#endif\n"
    "    }\n"
    "}\n",
    /* randint: low + an offset below span (ak_philox_below: multiply-shift of a 32-bit draw, or the
     * remainder of a 64-bit one where span > 2^32), two's complement; floats take it rounded */
    "__kernel void randint_blocks(__global T* y, V vy, int flat, int wide, ulong seed, ulong offset, long n,\n"
    "        ulong first, long nblocks, ulong low, ulong span) {\n"
    "    long t = get_global_id(0); if (t >= nblocks) return;\n"
    "    ulong b = first + (ulong)t;\n"
    "    uint4 c = ocl_philox(seed, b);\n"
    "    uint w[4] = {c.x, c.y, c.z, c.w};\n"
    "    uint per = wide ? 2u : 4u;\n"
    "    for (uint lane = 0; lane < per; ++lane) {\n"
    "        ulong e = b * per + lane, rel = e - offset;\n"
    "        if (rel >= (ulong)n) continue;\n"
    "        long o = flat ? (long)rel : ocl_off(&vy, (long)rel);\n"
    "        ulong draw = wide ? ((ulong)w[2 * lane] | ((ulong)w[2 * lane + 1] << 32)) : (ulong)w[lane];\n"
    "        long v = as_long(low + (span <= 0x100000000UL ? (draw * span) >> 32 : draw % span));\n"
    "#ifdef OCL_INT\n"
    "        y[o] = (T)v;\n"
    "#else\n"
    "        ST(y, o, (C)v);\n"
    "#endif\n"
    "    }\n"
    "}\n",
    /* arange (half = n) and linspace (the first `nup` step up from start, the rest down from end), in f64;
     * integers saturate (NaN: 0) to int64 and wrap to their width, as the cpu kernel */
    "#ifdef OCL_FP64\n"
    "__kernel void range_items(__global T* y, long sy, long n, double start, double end, double step, long nup) {\n"
    "    long i = get_global_id(0); if (i >= n) return;\n"
    "    double v = i < nup ? start + (double)i * step : end - (double)(n - 1 - i) * step;\n"
    "#ifdef OCL_INT\n"
    "    y[i * sy] = (T)convert_long_sat(v);\n"
    "#else\n"
    "    ST(y, i * sy, v);\n"
    "#endif\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t g_train = OCL_GROUP_INIT("train", k_train);

/* The optimizer steps' operands: the layout E of the source. */
typedef struct {
    int64_t shape[8];
    int64_t st[7][8];
    int32_t ndim, pad;
} tr_layout_t;

/* A scalar of the program's compute type C (double for f64, float otherwise). */
typedef struct {
    union {
        float f;
        double d;
    } u;
} tr_scalar_t;

static ocl_karg_t tr_scalar(ocl_type_t type, double v, tr_scalar_t* slot) {
    if (type == OCL_T_F64) {
        slot->u.d = v;
        return (ocl_karg_t){OCL_ARG_VALUE, sizeof(double), &slot->u.d};
    }
    slot->u.f = (float)v;
    return (ocl_karg_t){OCL_ARG_VALUE, sizeof(float), &slot->u.f};
}

/* Checks the launch's `count` operands (one float dtype, at most 8 dims) and fills their layout. */
static anyrt_status_t tr_elementwise(int device, const anyrt_op_launch_t* l, int count, const char* op, ocl_type_t* type,
                                     tr_layout_t* L, int64_t* n) {
    anyrt_status_t st = ocl_type_of(device, l->tensors[0].dtype, op, type);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (*type > OCL_T_BF16) return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: %s: a float dtype only", op);
    const anyrt_tensor_view_t* t = l->tensors;
    if (t[0].ndim > 8) return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: %s: more than 8 dims", op);
    for (int i = 1; i < count; ++i)
        if (t[i].dtype != t[0].dtype || t[i].ndim != t[0].ndim)
            return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: %s: operands of mixed dtypes or ranks", op);
    memset(L, 0, sizeof *L);
    L->ndim = t[0].ndim;
    *n = 1;
    for (int d = 0; d < t[0].ndim; ++d) {
        L->shape[d] = t[0].shape[d];
        *n *= t[0].shape[d];
        for (int i = 0; i < count; ++i) L->st[i][d] = t[i].strides[d];
    }
    return ANYRT_STATUS_SUCCESS;
}

/* Tensors: param_out, exp_avg_out, exp_avg_sq_out, param, grad, exp_avg, exp_avg_sq. */
anyrt_status_t ocl_op_adamw_step(int device, const anyrt_op_launch_t* l) {
    const anyrt_adamw_step_attrs_t* a = l->attrs;
    if (a->step < 1) return ocl_fail(ANYRT_STATUS_INVALID_VALUE, "opencl: adamw_step: step %d is below 1", a->step);
    ocl_type_t type;
    tr_layout_t L;
    int64_t n = 0;
    anyrt_status_t st = tr_elementwise(device, l, 7, "adamw_step", &type, &L, &n);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    double lr = a->lr, wd = a->weight_decay, b1 = a->beta1, b2 = a->beta2;
    double step_size = lr / (1.0 - pow(b1, (double)a->step)), bc2 = sqrt(1.0 - pow(b2, (double)a->step));
    tr_scalar_t s[7];
    cl_long count = n;
    ocl_karg_t args[17];
    for (int i = 0; i < 7; ++i) args[i] = OA_PTR(l->tensors[i].data);
    args[7] = OA_VAL(L);
    args[8] = OA_VAL(count);
    args[9] = tr_scalar(type, 1.0 - lr * wd, &s[0]);
    args[10] = tr_scalar(type, 1.0 - b1, &s[1]);
    args[11] = tr_scalar(type, b2, &s[2]);
    args[12] = tr_scalar(type, 1.0 - b2, &s[3]);
    args[13] = tr_scalar(type, step_size, &s[4]);
    args[14] = tr_scalar(type, bc2, &s[5]);
    args[15] = tr_scalar(type, (double)a->eps, &s[6]);
    return ocl_launch(device, l, &g_train, type, "adamw_items", args, 16, (size_t)n, 0);
}

/* Tensors: param_out, momentum_buffer_out, param, grad, momentum_buffer. */
anyrt_status_t ocl_op_sgd_step(int device, const anyrt_op_launch_t* l) {
    const anyrt_sgd_step_attrs_t* a = l->attrs;
    ocl_type_t type;
    tr_layout_t L;
    int64_t n = 0;
    anyrt_status_t st = tr_elementwise(device, l, 5, "sgd_step", &type, &L, &n);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    tr_scalar_t s[4];
    cl_long count = n;
    cl_int has_mom = a->momentum != 0.0f, nesterov = a->nesterov != 0, init = a->init_buffer != 0;
    ocl_karg_t args[] = {OA_PTR(l->tensors[0].data),
                        OA_PTR(l->tensors[1].data),
                        OA_PTR(l->tensors[2].data),
                        OA_PTR(l->tensors[3].data),
                        OA_PTR(l->tensors[4].data),
                        OA_VAL(L),
                        OA_VAL(count),
                        tr_scalar(type, a->lr, &s[0]),
                        tr_scalar(type, a->momentum, &s[1]),
                        tr_scalar(type, 1.0 - (double)a->dampening, &s[2]),
                        tr_scalar(type, a->weight_decay, &s[3]),
                        OA_VAL(has_mom),
                        OA_VAL(nesterov),
                        OA_VAL(init)};
    return ocl_launch(device, l, &g_train, type, "sgd_items", args, 14, (size_t)n, 0);
}

static int tr_contiguous(const anyrt_tensor_view_t* t) {
    int64_t expect = 1;
    for (int d = t->ndim - 1; d >= 0; --d) {
        if (t->shape[d] != 1 && t->strides[d] != expect) return 0;
        expect *= t->shape[d];
    }
    return 1;
}

enum { TR_UNIFORM, TR_NORMAL, TR_BERNOULLI };

/* Fills tensor 0 with draws of `kind` from stream elements offset.. under seed (attrs a, b). */
static anyrt_status_t tr_random(int device, const anyrt_op_launch_t* l, int kind, int64_t seed, int64_t offset, float pa,
                                float pb, const char* op) {
    const anyrt_tensor_view_t* y = &l->tensors[0];
    ocl_type_t type;
    anyrt_status_t st = ocl_type_of(device, y->dtype, op, &type);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (type > OCL_T_BF16 && !(kind == TR_BERNOULLI && type == OCL_T_U8))
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: %s: no kernel for this dtype", op);
    ocl_view_t v;
    if (ocl_view_of(y, &v) != 0) return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: %s: more than 8 dims", op);
    int64_t n = ocl_numel(y);
    if (n == 0) return ANYRT_STATUS_SUCCESS;
    cl_int wide = type == OCL_T_F64 && kind != TR_BERNOULLI, flat = tr_contiguous(y), k = kind;
    uint64_t per = wide ? 2u : 4u, off = (uint64_t)offset;
    cl_ulong first = off / per, last = (off + (uint64_t)(n - 1)) / per; /* unsigned: wraps as the cpu's */
    cl_ulong s = (uint64_t)seed, o = off;
    cl_long count = n, nblocks = (cl_long)(last - first + 1);
    ocl_karg_t args[] = {OA_PTR(y->data), OA_VAL(v),     OA_VAL(flat),  OA_VAL(k),       OA_VAL(wide),   OA_VAL(s),
                        OA_VAL(o),       OA_VAL(count), OA_VAL(first), OA_VAL(nblocks), OA_VAL(pa), OA_VAL(pb)};
    return ocl_launch(device, l, &g_train, type, "random_blocks", args, 12, (size_t)nblocks, 0);
}

anyrt_status_t ocl_op_uniform(int device, const anyrt_op_launch_t* l) {
    const anyrt_uniform_attrs_t* a = l->attrs;
    return tr_random(device, l, TR_UNIFORM, a->seed, a->offset, a->low, a->high, "uniform");
}

anyrt_status_t ocl_op_normal(int device, const anyrt_op_launch_t* l) {
    const anyrt_normal_attrs_t* a = l->attrs;
    return tr_random(device, l, TR_NORMAL, a->seed, a->offset, a->mean, a->std, "normal");
}

/* Tensors: y (int32, int64 or a float dtype). The stream layout of tr_random's: 32-bit draws, four per
 * block, or 64-bit ones, two per block, where high - low exceeds 2^32. */
anyrt_status_t ocl_op_randint(int device, const anyrt_op_launch_t* l) {
    const anyrt_randint_attrs_t* a = l->attrs;
    const anyrt_tensor_view_t* y = &l->tensors[0];
    ocl_type_t type;
    anyrt_status_t st = ocl_type_of(device, y->dtype, "randint", &type);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (type == OCL_T_U8 || type == OCL_T_U16 || type == OCL_T_I8 || type == OCL_T_I16)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: randint: no kernel for this dtype");
    ocl_view_t v;
    if (ocl_view_of(y, &v) != 0) return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: randint: more than 8 dims");
    int64_t n = ocl_numel(y);
    if (n == 0) return ANYRT_STATUS_SUCCESS;
    cl_ulong low = (uint64_t)a->low, span = (uint64_t)a->high - (uint64_t)a->low;
    cl_int wide = span > 0x100000000ull, flat = tr_contiguous(y);
    uint64_t per = wide ? 2u : 4u, off = (uint64_t)a->offset;
    cl_ulong first = off / per, last = (off + (uint64_t)(n - 1)) / per;
    cl_ulong s = (uint64_t)a->seed, o = off;
    cl_long count = n, nblocks = (cl_long)(last - first + 1);
    ocl_karg_t args[] = {OA_PTR(y->data), OA_VAL(v),       OA_VAL(flat),    OA_VAL(wide), OA_VAL(s),   OA_VAL(o),
                        OA_VAL(count),   OA_VAL(first),   OA_VAL(nblocks), OA_VAL(low),  OA_VAL(span)};
    return ocl_launch(device, l, &g_train, type, "randint_blocks", args, 11, (size_t)nblocks, 0);
}

anyrt_status_t ocl_op_bernoulli(int device, const anyrt_op_launch_t* l) {
    const anyrt_bernoulli_attrs_t* a = l->attrs;
    return tr_random(device, l, TR_BERNOULLI, a->seed, a->offset, a->p, 0.0f, "bernoulli");
}

/* y[i] for i < half: start + i step; from half on: end - (n - 1 - i) step. */
static anyrt_status_t tr_range(int device, const anyrt_op_launch_t* l, double start, double end, double step, int64_t half,
                               const char* op) {
    const anyrt_tensor_view_t* y = &l->tensors[0];
    ocl_type_t type;
    anyrt_status_t st = ocl_type_of(device, y->dtype, op, &type);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (!ocl_device_fp64(device)) return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: %s: the device has no doubles", op);
    if (y->dtype == ANYRT_DTYPE_BOOL || y->ndim != 1)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: %s: no kernel for this dtype or rank", op);
    cl_long n = y->shape[0], sy = y->strides[0], h = half;
    ocl_karg_t args[] = {OA_PTR(y->data), OA_VAL(sy), OA_VAL(n), OA_VAL(start), OA_VAL(end), OA_VAL(step), OA_VAL(h)};
    return ocl_launch(device, l, &g_train, type, "range_items", args, 7, (size_t)n, 0);
}

anyrt_status_t ocl_op_arange(int device, const anyrt_op_launch_t* l) {
    const anyrt_arange_attrs_t* a = l->attrs;
    int64_t n = l->tensors[0].ndim == 1 ? l->tensors[0].shape[0] : 0;
    return tr_range(device, l, a->start, 0.0, a->step, n, "arange");
}

/* torch's symmetric form (ak_shape.c): the last value is end itself. */
anyrt_status_t ocl_op_linspace(int device, const anyrt_op_launch_t* l) {
    const anyrt_linspace_attrs_t* a = l->attrs;
    int64_t n = l->tensors[0].ndim == 1 ? l->tensors[0].shape[0] : 0;
    double start = a->start, end = a->end, step = n > 1 ? (end - start) / (double)(n - 1) : 0.0;
    return tr_range(device, l, start, end, step, n > 1 ? n / 2 : n, "linspace");
}

/* Fills a contiguous y with one element's bytes (`one`: the dtype's 1, else 0). */
static anyrt_status_t tr_fill(int device, const anyrt_op_launch_t* l, int one, const char* op) {
    const anyrt_tensor_view_t* y = &l->tensors[0];
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    if (ocl_device(device, &st) == NULL) return st;
    size_t esize = anyrt_dtype_size(y->dtype);
    if (esize == 0 || esize > 8 || !tr_contiguous(y))
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: %s: a contiguous y of a sized dtype only", op);
    /* clEnqueueSVMMemFill wants the pointer aligned to the pattern (CL_INVALID_VALUE otherwise: Paddle's
     * float64 tensors may start 4 bytes into a block); such a y is left to the portable kernel */
    if ((uintptr_t)y->data % esize != 0)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: %s: y not aligned to its %zu-byte elements", op, esize);
    uint8_t pattern[8] = {0};
    if (one) {
        uint64_t bits = 1; /* the integers and bool */
        switch (y->dtype) {
        case ANYRT_DTYPE_FLOAT16: bits = 0x3c00u; break;
        case ANYRT_DTYPE_BFLOAT16: bits = 0x3f80u; break;
        case ANYRT_DTYPE_FLOAT32: bits = 0x3f800000u; break;
        case ANYRT_DTYPE_FLOAT64: bits = 0x3ff0000000000000ull; break;
        default: break;
        }
        memcpy(pattern, &bits, esize); /* little-endian: the low bytes hold the value */
    }
    int64_t n = ocl_numel(y);
    if (n == 0) return ANYRT_STATUS_SUCCESS;
    cl_event ev = NULL;
    cl_int err = ocl_cl.clEnqueueSVMMemFill(ocl_queue(l->stream), y->data, pattern, esize, (size_t)n * esize, 0, NULL, &ev);
    return ocl_submitted(l->stream, err, ev, "clEnqueueSVMMemFill");
}

anyrt_status_t ocl_op_ones(int device, const anyrt_op_launch_t* l) { return tr_fill(device, l, 1, "ones"); }
anyrt_status_t ocl_op_zeros(int device, const anyrt_op_launch_t* l) { return tr_fill(device, l, 0, "zeros"); }
