/* The opencl backend's convolution layers in OpenCL C: conv (direct) and its two backwards, max and
 * average pooling both ways, batch_norm (training and inference) and its backward. One source,
 * generic in its element type (opencl_program.h): f32, f64 where the device has doubles, f16 stored
 * as half and computed in float; other dtypes are declined. Each follows the cpu kernel
 * (runtime/kernels/ak_conv*.c, ak_pool*.c, ak_batch_norm.c) in the cuda backend's form: spatial dims
 * in 3 slots (a missing one in front: size 1, stride 0); a work-item per output element (conv, the
 * pools and their data gradients, gathering in order) or a work-group per reduced element (the
 * filter, bias and batch-norm sums: a fixed tree). Nothing is read back to the host. */
#include <string.h>

#include "opencl_program.h"

static const char* const k_conv[] = {
    "#ifndef OCL_INT\n"
    /* the geometry: channels c (x's) and cout (y's); sx, sw, sy, si: x (dx), w (dw), y (dy), indices */
    "typedef struct { long nb, c, cout; long in[3], k[3], out[3], pad[3], step[3], dil[3];\n"
    "                 long sx[5], sw[5], sy[5], si[5]; long sb; int count_pad, has_b; } G;\n"
    /* [lo, hi) of the taps t with 0 <= o step - pad + t dil < in along slot s */
    "void conv_taps(const G* g, int s, long o, long* lo, long* hi) {\n"
    "    long base = o * g->step[s] - g->pad[s], d = g->dil[s];\n"
    "    long first = base >= 0 ? 0 : (-base + d - 1) / d;\n"
    "    long end = g->in[s] - base <= 0 ? 0 : (g->in[s] - base + d - 1) / d;\n"
    "    if (end > g->k[s]) end = g->k[s];\n"
    "    *lo = first; *hi = end < first ? first : end;\n"
    "}\n"
    "__kernel void conv_items(__global T* y, __global const T* x, __global const T* w, __global const T* b, G g, long n) {\n"
    "    long e = get_global_id(0); if (e >= n) return;\n"
    "    long r = e, o2 = r % g.out[2]; r /= g.out[2];\n"
    "    long o1 = r % g.out[1]; r /= g.out[1];\n"
    "    long o0 = r % g.out[0]; r /= g.out[0];\n"
    "    long co = r % g.cout, bi = r / g.cout;\n"
    "    long lo0, hi0, lo1, hi1, lo2, hi2;\n"
    "    conv_taps(&g, 0, o0, &lo0, &hi0); conv_taps(&g, 1, o1, &lo1, &hi1); conv_taps(&g, 2, o2, &lo2, &hi2);\n"
    "    long i0 = o0 * g.step[0] - g.pad[0], i1 = o1 * g.step[1] - g.pad[1], i2 = o2 * g.step[2] - g.pad[2];\n"
    "    C acc = g.has_b ? LD(b, co * g.sb) : (C)0;\n"
    "    for (long ci = 0; ci < g.c; ++ci) {\n"
    "        long xc = bi * g.sx[0] + ci * g.sx[1], wc = co * g.sw[0] + ci * g.sw[1];\n"
    "        for (long t0 = lo0; t0 < hi0; ++t0) {\n"
    "            long x0 = xc + (i0 + t0 * g.dil[0]) * g.sx[2], w0 = wc + t0 * g.sw[2];\n"
    "            for (long t1 = lo1; t1 < hi1; ++t1) {\n"
    "                long x1 = x0 + (i1 + t1 * g.dil[1]) * g.sx[3], w1 = w0 + t1 * g.sw[3];\n"
    "                for (long t2 = lo2; t2 < hi2; ++t2)\n"
    "                    acc += LD(x, x1 + (i2 + t2 * g.dil[2]) * g.sx[4]) * LD(w, w1 + t2 * g.sw[4]);\n"
    "            }\n"
    "        }\n"
    "    }\n"
    "    ST(y, bi * g.sy[0] + co * g.sy[1] + o0 * g.sy[2] + o1 * g.sy[3] + o2 * g.sy[4], acc);\n"
    "}\n"
    /* the output position of input i through tap t along slot s, or -1 */
    "long conv_out_of(const G* g, int s, long i, long t) {\n"
    "    long q = i + g->pad[s] - t * g->dil[s];\n"
    "    if (q < 0 || q % g->step[s] != 0) return -1;\n"
    "    long o = q / g->step[s];\n"
    "    return o < g->out[s] ? o : -1;\n"
    "}\n"
    "__kernel void conv_back_data_items(__global T* dx, __global const T* dy, __global const T* w, G g, long n) {\n"
    "    long e = get_global_id(0); if (e >= n) return;\n"
    "    long i2 = e % g.in[2], i1 = (e / g.in[2]) % g.in[1], i0 = (e / g.in[2] / g.in[1]) % g.in[0];\n"
    "    long ci = (e / g.in[2] / g.in[1] / g.in[0]) % g.c, b = e / g.in[2] / g.in[1] / g.in[0] / g.c;\n"
    "    C acc = 0;\n"
    "    for (long t0 = 0; t0 < g.k[0]; ++t0) {\n"
    "        long o0 = conv_out_of(&g, 0, i0, t0); if (o0 < 0) continue;\n"
    "        for (long t1 = 0; t1 < g.k[1]; ++t1) {\n"
    "            long o1 = conv_out_of(&g, 1, i1, t1); if (o1 < 0) continue;\n"
    "            for (long t2 = 0; t2 < g.k[2]; ++t2) {\n"
    "                long o2 = conv_out_of(&g, 2, i2, t2); if (o2 < 0) continue;\n"
    "                long yo = b * g.sy[0] + o0 * g.sy[2] + o1 * g.sy[3] + o2 * g.sy[4];\n"
    "                long wo = ci * g.sw[1] + t0 * g.sw[2] + t1 * g.sw[3] + t2 * g.sw[4];\n"
    "                for (long co = 0; co < g.cout; ++co) acc += LD(dy, yo + co * g.sy[1]) * LD(w, wo + co * g.sw[0]);\n"
    "            }\n"
    "        }\n"
    "    }\n"
    "    ST(dx, b * g.sx[0] + ci * g.sx[1] + i0 * g.sx[2] + i1 * g.sx[3] + i2 * g.sx[4], acc);\n"
    "}\n",
    /* a group per element of dw: the sum over the images and output positions */
    "__kernel void conv_back_filter_groups(__global T* dw, __global const T* dy, __global const T* x, G g,\n"
    "        __local C* sh) {\n"
    "    long e = get_group_id(0); int l = get_local_id(0), gs = get_local_size(0);\n"
    "    long t2 = e % g.k[2], t1 = (e / g.k[2]) % g.k[1], t0 = (e / g.k[2] / g.k[1]) % g.k[0];\n"
    "    long ci = (e / g.k[2] / g.k[1] / g.k[0]) % g.c, co = e / g.k[2] / g.k[1] / g.k[0] / g.c;\n"
    "    long npos = g.out[0] * g.out[1] * g.out[2];\n"
    "    C acc = 0;\n"
    "    for (long p = l; p < g.nb * npos; p += gs) {\n"
    "        long o2 = p % g.out[2], o1 = (p / g.out[2]) % g.out[1], o0 = (p / g.out[2] / g.out[1]) % g.out[0], b = p / npos;\n"
    "        long i0 = o0 * g.step[0] - g.pad[0] + t0 * g.dil[0], i1 = o1 * g.step[1] - g.pad[1] + t1 * g.dil[1],\n"
    "             i2 = o2 * g.step[2] - g.pad[2] + t2 * g.dil[2];\n"
    "        if (i0 < 0 || i0 >= g.in[0] || i1 < 0 || i1 >= g.in[1] || i2 < 0 || i2 >= g.in[2]) continue;\n"
    "        acc += LD(dy, b * g.sy[0] + co * g.sy[1] + o0 * g.sy[2] + o1 * g.sy[3] + o2 * g.sy[4]) *\n"
    "               LD(x, b * g.sx[0] + ci * g.sx[1] + i0 * g.sx[2] + i1 * g.sx[3] + i2 * g.sx[4]);\n"
    "    }\n"
    "    acc = ocl_gsum(acc, sh);\n"
    "    if (l == 0) ST(dw, co * g.sw[0] + ci * g.sw[1] + t0 * g.sw[2] + t1 * g.sw[3] + t2 * g.sw[4], acc);\n"
    "}\n"
    "__kernel void conv_back_bias_groups(__global T* db, __global const T* dy, G g, __local C* sh) {\n"
    "    long co = get_group_id(0); int l = get_local_id(0), gs = get_local_size(0);\n"
    "    long npos = g.out[0] * g.out[1] * g.out[2];\n"
    "    C acc = 0;\n"
    "    for (long p = l; p < g.nb * npos; p += gs) {\n"
    "        long o2 = p % g.out[2], o1 = (p / g.out[2]) % g.out[1], o0 = (p / g.out[2] / g.out[1]) % g.out[0];\n"
    "        acc += LD(dy, (p / npos) * g.sy[0] + co * g.sy[1] + o0 * g.sy[2] + o1 * g.sy[3] + o2 * g.sy[4]);\n"
    "    }\n"
    "    acc = ocl_gsum(acc, sh);\n"
    "    if (l == 0) ST(db, co * g.sb, acc);\n"
    "}\n"
    /* pooling: the window of output o along slot s clipped to x; the outputs whose windows hold input i */
    "void pool_window(const G* g, int s, long o, long* lo, long* hi) {\n"
    "    long a = o * g->step[s] - g->pad[s], e = a + g->k[s];\n"
    "    *lo = a < 0 ? 0 : a; *hi = e > g->in[s] ? g->in[s] : e;\n"
    "}\n"
    "void pool_outs(const G* g, int s, long i, long* lo, long* hi) {\n"
    "    long q = i + g->pad[s] - g->k[s] + 1, e = (i + g->pad[s]) / g->step[s] + 1;\n"
    "    *lo = q <= 0 ? 0 : (q + g->step[s] - 1) / g->step[s]; *hi = e > g->out[s] ? g->out[s] : e;\n"
    "}\n"
    "long pool_divisor(const G* g, long o0, long o1, long o2) {\n"
    "    if (g->count_pad) return g->k[0] * g->k[1] * g->k[2];\n"
    "    long lo, hi, d = 1;\n"
    "    pool_window(g, 0, o0, &lo, &hi); d *= hi - lo;\n"
    "    pool_window(g, 1, o1, &lo, &hi); d *= hi - lo;\n"
    "    pool_window(g, 2, o2, &lo, &hi); return d * (hi - lo);\n"
    "}\n",
    /* max (the first largest; NaN wins) with its flat spatial index, or the mean */
    "__kernel void pool_items(__global T* y, __global const T* x, __global long* idx, G g, long n, int maxp) {\n"
    "    long e = get_global_id(0); if (e >= n) return;\n"
    "    long o2 = e % g.out[2], o1 = (e / g.out[2]) % g.out[1], o0 = (e / g.out[2] / g.out[1]) % g.out[0];\n"
    "    long c = (e / g.out[2] / g.out[1] / g.out[0]) % g.c, b = e / g.out[2] / g.out[1] / g.out[0] / g.c;\n"
    "    long a0, e0, a1, e1, a2, e2;\n"
    "    pool_window(&g, 0, o0, &a0, &e0); pool_window(&g, 1, o1, &a1, &e1); pool_window(&g, 2, o2, &a2, &e2);\n"
    "    long xc = b * g.sx[0] + c * g.sx[1];\n"
    "    C acc = maxp ? (C)(-INFINITY) : (C)0;\n"
    "    long at = (a0 * g.in[1] + a1) * g.in[2] + a2;\n"
    "    for (long i0 = a0; i0 < e0; ++i0)\n"
    "        for (long i1 = a1; i1 < e1; ++i1)\n"
    "            for (long i2 = a2; i2 < e2; ++i2) {\n"
    "                C v = LD(x, xc + i0 * g.sx[2] + i1 * g.sx[3] + i2 * g.sx[4]);\n"
    "                if (!maxp) acc += v;\n"
    "                else if (v > acc || v != v) { acc = v; at = (i0 * g.in[1] + i1) * g.in[2] + i2; }\n"
    "            }\n"
    "    if (!maxp) acc /= (C)pool_divisor(&g, o0, o1, o2);\n"
    "    ST(y, b * g.sy[0] + c * g.sy[1] + o0 * g.sy[2] + o1 * g.sy[3] + o2 * g.sy[4], acc);\n"
    "    if (maxp) idx[b * g.si[0] + c * g.si[1] + o0 * g.si[2] + o1 * g.si[3] + o2 * g.si[4]] = at;\n"
    "}\n"
    "__kernel void pool_back_items(__global T* dx, __global const T* dy, __global const long* idx, G g, long n,\n"
    "        int maxp) {\n"
    "    long e = get_global_id(0); if (e >= n) return;\n"
    "    long i2 = e % g.in[2], i1 = (e / g.in[2]) % g.in[1], i0 = (e / g.in[2] / g.in[1]) % g.in[0];\n"
    "    long c = (e / g.in[2] / g.in[1] / g.in[0]) % g.c, b = e / g.in[2] / g.in[1] / g.in[0] / g.c;\n"
    "    long a0, e0, a1, e1, a2, e2;\n"
    "    pool_outs(&g, 0, i0, &a0, &e0); pool_outs(&g, 1, i1, &a1, &e1); pool_outs(&g, 2, i2, &a2, &e2);\n"
    "    long flat = (i0 * g.in[1] + i1) * g.in[2] + i2;\n"
    "    C acc = 0;\n"
    "    for (long o0 = a0; o0 < e0; ++o0)\n"
    "        for (long o1 = a1; o1 < e1; ++o1)\n"
    "            for (long o2 = a2; o2 < e2; ++o2) {\n"
    "                C v = LD(dy, b * g.sy[0] + c * g.sy[1] + o0 * g.sy[2] + o1 * g.sy[3] + o2 * g.sy[4]);\n"
    "                if (!maxp) acc += v / (C)pool_divisor(&g, o0, o1, o2);\n"
    "                else if (idx[b * g.si[0] + c * g.si[1] + o0 * g.si[2] + o1 * g.si[3] + o2 * g.si[4]] == flat) acc += v;\n"
    "            }\n"
    "    ST(dx, b * g.sx[0] + c * g.sx[1] + i0 * g.sx[2] + i1 * g.sx[3] + i2 * g.sx[4], acc);\n"
    "}\n",
    /* batch_norm on [nb, c, s]: sy, sx, sz the 3-d tensors' strides (y, x, and dx or dy); sv the vectors'
     * (save_mean, save_invstd, running_mean, running_var, weight, bias; the backward: dweight, dbias,
     * save_mean, save_invstd, weight), has[] which are present */
    "typedef struct { long nb, c, s; long sy[3], sx[3], sz[3]; long sv[6]; int has[6]; int pad; } B;\n"
    "__kernel void bn_train_groups(__global T* y, __global T* sm, __global T* si, __global T* rm, __global T* rv,\n"
    "        __global const T* x, __global const T* w, __global const T* bb, B g, float momentum, float eps,\n"
    "        __local C* sh) {\n"
    "    long ch = get_group_id(0), m = g.nb * g.s; int l = get_local_id(0), gs = get_local_size(0);\n"
    "    C sum = 0;\n"
    "    for (long p = l; p < m; p += gs) sum += LD(x, (p / g.s) * g.sx[0] + ch * g.sx[1] + (p % g.s) * g.sx[2]);\n"
    "    C mean = ocl_gsum(sum, sh) / (C)m;\n"
    "    C ss = 0;\n"
    "    for (long p = l; p < m; p += gs) {\n"
    "        C v = LD(x, (p / g.s) * g.sx[0] + ch * g.sx[1] + (p % g.s) * g.sx[2]) - mean; ss += v * v;\n"
    "    }\n"
    "    C var = ocl_gsum(ss, sh) / (C)m, invstd = (C)1 / sqrt(var + (C)eps);\n"
    "    C wv = g.has[4] ? LD(w, ch * g.sv[4]) : (C)1, bv = g.has[5] ? LD(bb, ch * g.sv[5]) : (C)0;\n"
    "    for (long p = l; p < m; p += gs) {\n"
    "        C v = LD(x, (p / g.s) * g.sx[0] + ch * g.sx[1] + (p % g.s) * g.sx[2]);\n"
    "        ST(y, (p / g.s) * g.sy[0] + ch * g.sy[1] + (p % g.s) * g.sy[2], (v - mean) * invstd * wv + bv);\n"
    "    }\n"
    "    if (l == 0) {\n"
    "        ST(sm, ch * g.sv[0], mean); ST(si, ch * g.sv[1], invstd);\n"
    "        C mom = (C)momentum;\n"
    "        if (g.has[2]) ST(rm, ch * g.sv[2], ((C)1 - mom) * LD(rm, ch * g.sv[2]) + mom * mean);\n"
    "        if (g.has[3]) {\n"
    "            C unbiased = m > 1 ? var * (C)m / (C)(m - 1) : (C)NAN;\n"
    "            ST(rv, ch * g.sv[3], ((C)1 - mom) * LD(rv, ch * g.sv[3]) + mom * unbiased);\n"
    "        }\n"
    "    }\n"
    "}\n"
    "__kernel void bn_infer_items(__global T* y, __global const T* x, __global const T* rm, __global const T* rv,\n"
    "        __global const T* w, __global const T* bb, B g, float eps, long n) {\n"
    "    long e = get_global_id(0); if (e >= n) return;\n"
    "    long j = e % g.s, ch = (e / g.s) % g.c, bi = e / g.s / g.c;\n"
    "    C inv = (C)1 / sqrt(LD(rv, ch * g.sv[3]) + (C)eps);\n"
    "    C v = (LD(x, bi * g.sx[0] + ch * g.sx[1] + j * g.sx[2]) - LD(rm, ch * g.sv[2])) * inv;\n"
    "    C wv = g.has[4] ? LD(w, ch * g.sv[4]) : (C)1, bv = g.has[5] ? LD(bb, ch * g.sv[5]) : (C)0;\n"
    "    ST(y, bi * g.sy[0] + ch * g.sy[1] + j * g.sy[2], v * wv + bv);\n"
    "}\n"
    /* sy: dx's strides, sz: dy's */
    "__kernel void bn_back_groups(__global T* dx, __global T* dw, __global T* db, __global const T* dy,\n"
    "        __global const T* x, __global const T* mean, __global const T* invstd, __global const T* w, B g,\n"
    "        int training, __local C* sh) {\n"
    "    long ch = get_group_id(0), m = g.nb * g.s; int l = get_local_id(0), gs = get_local_size(0);\n"
    "    C mu = LD(mean, ch * g.sv[2]), inv = LD(invstd, ch * g.sv[3]);\n"
    "    C sdy = 0, sdyx = 0;\n"
    "    for (long p = l; p < m; p += gs) {\n"
    "        long b = p / g.s, j = p % g.s;\n"
    "        C gr = LD(dy, b * g.sz[0] + ch * g.sz[1] + j * g.sz[2]);\n"
    "        sdy += gr; sdyx += gr * ((LD(x, b * g.sx[0] + ch * g.sx[1] + j * g.sx[2]) - mu) * inv);\n"
    "    }\n"
    "    sdy = ocl_gsum(sdy, sh); sdyx = ocl_gsum(sdyx, sh);\n"
    "    if (l == 0) { if (g.has[0]) ST(dw, ch * g.sv[0], sdyx); if (g.has[1]) ST(db, ch * g.sv[1], sdy); }\n"
    "    C k = (g.has[4] ? LD(w, ch * g.sv[4]) : (C)1) * inv;\n"
    "    C mdy = training ? sdy / (C)m : (C)0, mdyx = training ? sdyx / (C)m : (C)0;\n"
    "    for (long p = l; p < m; p += gs) {\n"
    "        long b = p / g.s, j = p % g.s;\n"
    "        C xh = (LD(x, b * g.sx[0] + ch * g.sx[1] + j * g.sx[2]) - mu) * inv;\n"
    "        ST(dx, b * g.sy[0] + ch * g.sy[1] + j * g.sy[2], k * (LD(dy, b * g.sz[0] + ch * g.sz[1] + j * g.sz[2]) - mdy - xh * mdyx));\n"
    "    }\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t g_conv = OCL_GROUP_INIT("conv", k_conv);

/* The kernels' G. */
typedef struct {
    int64_t nb, c, cout;
    int64_t in[3], k[3], out[3], pad[3], step[3], dil[3];
    int64_t sx[5], sw[5], sy[5], si[5];
    int64_t sb;
    int32_t count_pad, has_b;
} cv_geom_t;

/* The kernels' B. */
typedef struct {
    int64_t nb, c, s;
    int64_t sy[3], sx[3], sz[3];
    int64_t sv[6];
    int32_t has[6];
    int32_t pad;
} cv_bn_t;

static int cv_present(const anyrt_tensor_view_t* t) { return t->ndim >= 0 && t->data != NULL; }

/* The float program type of tensor 0's dtype; others declined. */
static anyrt_status_t cv_type(int device, const anyrt_op_launch_t* l, const char* op, ocl_type_t* type) {
    anyrt_status_t st = ocl_type_of(device, l->tensors[0].dtype, op, type);
    if (st == ANYRT_STATUS_SUCCESS && *type > OCL_T_BF16)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: %s: a float dtype only", op);
    return st;
}

/* The geometry of x-like `big` ([nb, c, *spatial]), y-like `small` ([nb, cout, *out]) and w-like `w`
 * (or `idx`: the pool's indices); n spatial dims (1 to 3), placed in the last of 3 slots. */
static int cv_geom(cv_geom_t* g, const anyrt_tensor_view_t* big, const anyrt_tensor_view_t* small,
                   const anyrt_tensor_view_t* w, const anyrt_tensor_view_t* idx, const int64_t* kernel,
                   const int64_t* pads, const int64_t* strides, const int64_t* dilations, int n) {
    if (n < 1 || n > 3 || big->ndim != n + 2 || small->ndim != n + 2 || (w != NULL && w->ndim != n + 2)) return -1;
    memset(g, 0, sizeof *g);
    g->nb = big->shape[0];
    g->c = big->shape[1];
    g->cout = small->shape[1];
    for (int i = 0; i < 2; ++i) {
        g->sx[i] = big->strides[i];
        g->sy[i] = small->strides[i];
        g->sw[i] = w != NULL ? w->strides[i] : 0;
        g->si[i] = idx != NULL ? idx->strides[i] : 0;
    }
    for (int s = 0; s < 3; ++s) {
        int i = s - (3 - n), on = i >= 0;
        g->in[s] = on ? big->shape[2 + i] : 1;
        g->out[s] = on ? small->shape[2 + i] : 1;
        g->k[s] = on ? (w != NULL ? w->shape[2 + i] : kernel[i]) : 1;
        g->pad[s] = on ? pads[i] : 0;
        g->step[s] = on ? strides[i] : 1;
        g->dil[s] = on && dilations != NULL ? dilations[i] : 1;
        g->sx[2 + s] = on ? big->strides[2 + i] : 0;
        g->sy[2 + s] = on ? small->strides[2 + i] : 0;
        g->sw[2 + s] = on && w != NULL ? w->strides[2 + i] : 0;
        g->si[2 + s] = on && idx != NULL ? idx->strides[2 + i] : 0;
    }
    return 0;
}

/* Tensors: y, x, w, b (optional). */
anyrt_status_t ocl_op_conv(int device, const anyrt_op_launch_t* l) {
    const anyrt_conv_attrs_t* a = l->attrs;
    ocl_type_t type;
    anyrt_status_t st = cv_type(device, l, "conv", &type);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const anyrt_tensor_view_t *y = &l->tensors[0], *x = &l->tensors[1], *w = &l->tensors[2];
    cv_geom_t g;
    if (cv_geom(&g, x, y, w, NULL, NULL, a->pads, a->strides, a->dilations, a->n) != 0)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: conv: 1 to 3 spatial dims");
    int has_b = l->tensor_count > 3 && cv_present(&l->tensors[3]);
    g.has_b = has_b;
    g.sb = has_b ? l->tensors[3].strides[0] : 0;
    cl_long n = ocl_numel(y);
    ocl_karg_t args[] = {OA_PTR(y->data), OA_PTR(x->data), OA_PTR(w->data), OA_PTR(has_b ? l->tensors[3].data : w->data),
                        OA_VAL(g), OA_VAL(n)};
    return ocl_launch(device, l, &g_conv, type, "conv_items", args, 6, (size_t)n, 0);
}

/* Tensors: dx, dy, w. */
anyrt_status_t ocl_op_conv_backward_data(int device, const anyrt_op_launch_t* l) {
    const anyrt_conv_backward_data_attrs_t* a = l->attrs;
    ocl_type_t type;
    anyrt_status_t st = cv_type(device, l, "conv_backward_data", &type);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const anyrt_tensor_view_t *dx = &l->tensors[0], *dy = &l->tensors[1], *w = &l->tensors[2];
    cv_geom_t g;
    if (cv_geom(&g, dx, dy, w, NULL, NULL, a->pads, a->strides, a->dilations, a->n) != 0)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: conv_backward_data: 1 to 3 spatial dims");
    cl_long n = ocl_numel(dx);
    ocl_karg_t args[] = {OA_PTR(dx->data), OA_PTR(dy->data), OA_PTR(w->data), OA_VAL(g), OA_VAL(n)};
    return ocl_launch(device, l, &g_conv, type, "conv_back_data_items", args, 5, (size_t)n, 0);
}

/* Tensors: dw, db (optional), dy, x. */
anyrt_status_t ocl_op_conv_backward_filter(int device, const anyrt_op_launch_t* l) {
    const anyrt_conv_backward_filter_attrs_t* a = l->attrs;
    ocl_type_t type;
    anyrt_status_t st = cv_type(device, l, "conv_backward_filter", &type);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const anyrt_tensor_view_t *dw = &l->tensors[0], *db = &l->tensors[1], *dy = &l->tensors[2], *x = &l->tensors[3];
    cv_geom_t g;
    if (cv_geom(&g, x, dy, dw, NULL, NULL, a->pads, a->strides, a->dilations, a->n) != 0)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: conv_backward_filter: 1 to 3 spatial dims");
    size_t gs = ocl_row_group(device);
    ocl_karg_t args[] = {OA_PTR(dw->data), OA_PTR(dy->data), OA_PTR(x->data), OA_VAL(g), OA_LOCAL(gs * ocl_csize(type))};
    st = ocl_launch(device, l, &g_conv, type, "conv_back_filter_groups", args, 5, (size_t)ocl_numel(dw) * gs, gs);
    if (st != ANYRT_STATUS_SUCCESS || !cv_present(db)) return st;
    g.sb = db->strides[0];
    ocl_karg_t bargs[] = {OA_PTR(db->data), OA_PTR(dy->data), OA_VAL(g), OA_LOCAL(gs * ocl_csize(type))};
    return ocl_launch(device, l, &g_conv, type, "conv_back_bias_groups", bargs, 4, (size_t)g.cout * gs, gs);
}

/* out, in: y and x (forward) or dx and dy (backward); idx: max's indices (NULL: avg); big: x or dx, small:
 * y or dy. */
static anyrt_status_t cv_pool(int device, const anyrt_op_launch_t* l, const char* op, const char* kernel,
                              const anyrt_tensor_view_t* out, const anyrt_tensor_view_t* in,
                              const anyrt_tensor_view_t* idx, const anyrt_tensor_view_t* big,
                              const anyrt_tensor_view_t* small, const int64_t* ks, const int64_t* strides,
                              const int64_t* pads, int n, int count_pad) {
    ocl_type_t type;
    anyrt_status_t st = cv_type(device, l, op, &type);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (idx != NULL && idx->dtype != ANYRT_DTYPE_INT64)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: %s: int64 indices only", op);
    cv_geom_t g;
    if (cv_geom(&g, big, small, NULL, idx, ks, pads, strides, NULL, n) != 0)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: %s: 1 to 3 spatial dims", op);
    g.count_pad = count_pad;
    cl_long count = ocl_numel(out);
    cl_int maxp = idx != NULL;
    ocl_karg_t args[] = {OA_PTR(out->data), OA_PTR(in->data), OA_PTR(idx != NULL ? idx->data : in->data),
                        OA_VAL(g),         OA_VAL(count),    OA_VAL(maxp)};
    return ocl_launch(device, l, &g_conv, type, kernel, args, 6, (size_t)count, 0);
}

anyrt_status_t ocl_op_max_pool(int device, const anyrt_op_launch_t* l) {
    const anyrt_max_pool_attrs_t* a = l->attrs;
    const anyrt_tensor_view_t *y = &l->tensors[0], *x = &l->tensors[2];
    return cv_pool(device, l, "max_pool", "pool_items", y, x, &l->tensors[1], x, y, a->kernel_size, a->strides, a->pads,
                   a->n, 0);
}

anyrt_status_t ocl_op_avg_pool(int device, const anyrt_op_launch_t* l) {
    const anyrt_avg_pool_attrs_t* a = l->attrs;
    const anyrt_tensor_view_t *y = &l->tensors[0], *x = &l->tensors[1];
    return cv_pool(device, l, "avg_pool", "pool_items", y, x, NULL, x, y, a->kernel_size, a->strides, a->pads, a->n,
                   a->count_include_pad != 0);
}

/* Tensors: dx, dy, indices. */
anyrt_status_t ocl_op_max_pool_backward(int device, const anyrt_op_launch_t* l) {
    const anyrt_max_pool_backward_attrs_t* a = l->attrs;
    const anyrt_tensor_view_t *dx = &l->tensors[0], *dy = &l->tensors[1];
    return cv_pool(device, l, "max_pool_backward", "pool_back_items", dx, dy, &l->tensors[2], dx, dy, a->kernel_size,
                   a->strides, a->pads, a->n, 0);
}

/* Tensors: dx, dy. */
anyrt_status_t ocl_op_avg_pool_backward(int device, const anyrt_op_launch_t* l) {
    const anyrt_avg_pool_backward_attrs_t* a = l->attrs;
    const anyrt_tensor_view_t *dx = &l->tensors[0], *dy = &l->tensors[1];
    return cv_pool(device, l, "avg_pool_backward", "pool_back_items", dx, dy, NULL, dx, dy, a->kernel_size, a->strides,
                   a->pads, a->n, a->count_include_pad != 0);
}

/* B of [nb, c, s] tensors a (sy), b (sx), c (sz) and the vectors v[0..5] (NULL or absent: not there). */
static void cv_bn(cv_bn_t* g, const anyrt_tensor_view_t* a, const anyrt_tensor_view_t* b, const anyrt_tensor_view_t* c,
                  const anyrt_tensor_view_t* const* v) {
    memset(g, 0, sizeof *g);
    g->nb = b->shape[0];
    g->c = b->shape[1];
    g->s = b->shape[2];
    for (int i = 0; i < 3; ++i) {
        g->sy[i] = a->strides[i];
        g->sx[i] = b->strides[i];
        g->sz[i] = c->strides[i];
    }
    for (int i = 0; i < 6; ++i) {
        g->has[i] = v[i] != NULL && cv_present(v[i]);
        g->sv[i] = g->has[i] ? v[i]->strides[0] : 0;
    }
}

static const void* cv_data_or(const anyrt_tensor_view_t* t, const void* dflt) { return cv_present(t) ? t->data : dflt; }

/* Tensors: y, save_mean, save_invstd, running_mean, running_var (optional), x, weight, bias (optional). */
anyrt_status_t ocl_op_batch_norm(int device, const anyrt_op_launch_t* l) {
    const anyrt_batch_norm_attrs_t* a = l->attrs;
    ocl_type_t type;
    anyrt_status_t st = cv_type(device, l, "batch_norm", &type);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const anyrt_tensor_view_t* t = l->tensors;
    if (t[5].ndim != 3) return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: batch_norm: x is not [nb, c, s]");
    const anyrt_tensor_view_t* v[6] = {&t[1], &t[2], &t[3], &t[4], &t[6], &t[7]};
    cv_bn_t g;
    cv_bn(&g, &t[0], &t[5], &t[5], v);
    const void* x = t[5].data;
    size_t gs = ocl_row_group(device);
    ocl_karg_t args[] = {OA_PTR(t[0].data),           OA_PTR(t[1].data),           OA_PTR(t[2].data),
                        OA_PTR(cv_data_or(&t[3], x)), OA_PTR(cv_data_or(&t[4], x)), OA_PTR(x),
                        OA_PTR(cv_data_or(&t[6], x)), OA_PTR(cv_data_or(&t[7], x)), OA_VAL(g),
                        OA_VAL(a->momentum),          OA_VAL(a->eps),               OA_LOCAL(gs * ocl_csize(type))};
    return ocl_launch(device, l, &g_conv, type, "bn_train_groups", args, 12, (size_t)g.c * gs, gs);
}

/* Tensors: y, x, running_mean, running_var, weight, bias (optional). */
anyrt_status_t ocl_op_batch_norm_inference(int device, const anyrt_op_launch_t* l) {
    const anyrt_batch_norm_inference_attrs_t* a = l->attrs;
    ocl_type_t type;
    anyrt_status_t st = cv_type(device, l, "batch_norm_inference", &type);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const anyrt_tensor_view_t* t = l->tensors;
    if (t[1].ndim != 3) return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: batch_norm_inference: x is not [nb, c, s]");
    const anyrt_tensor_view_t* v[6] = {NULL, NULL, &t[2], &t[3], &t[4], &t[5]};
    cv_bn_t g;
    cv_bn(&g, &t[0], &t[1], &t[1], v);
    const void* x = t[1].data;
    cl_long n = ocl_numel(&t[0]);
    ocl_karg_t args[] = {OA_PTR(t[0].data), OA_PTR(x), OA_PTR(t[2].data), OA_PTR(t[3].data), OA_PTR(cv_data_or(&t[4], x)),
                        OA_PTR(cv_data_or(&t[5], x)), OA_VAL(g), OA_VAL(a->eps), OA_VAL(n)};
    return ocl_launch(device, l, &g_conv, type, "bn_infer_items", args, 9, (size_t)n, 0);
}

/* Tensors: dx, dweight (optional), dbias (optional), dy, x, save_mean, save_invstd, weight (optional). */
anyrt_status_t ocl_op_batch_norm_backward(int device, const anyrt_op_launch_t* l) {
    const anyrt_batch_norm_backward_attrs_t* a = l->attrs;
    ocl_type_t type;
    anyrt_status_t st = cv_type(device, l, "batch_norm_backward", &type);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    const anyrt_tensor_view_t* t = l->tensors;
    if (t[4].ndim != 3) return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: batch_norm_backward: x is not [nb, c, s]");
    const anyrt_tensor_view_t* v[6] = {&t[1], &t[2], &t[5], &t[6], &t[7], NULL};
    cv_bn_t g;
    cv_bn(&g, &t[0], &t[4], &t[3], v);
    const void* x = t[4].data;
    size_t gs = ocl_row_group(device);
    cl_int training = a->training != 0;
    ocl_karg_t args[] = {OA_PTR(t[0].data),           OA_PTR(cv_data_or(&t[1], x)), OA_PTR(cv_data_or(&t[2], x)),
                        OA_PTR(t[3].data),           OA_PTR(x),                    OA_PTR(t[5].data),
                        OA_PTR(t[6].data),           OA_PTR(cv_data_or(&t[7], x)), OA_VAL(g),
                        OA_VAL(training),            OA_LOCAL(gs * ocl_csize(type))};
    return ocl_launch(device, l, &g_conv, type, "bn_back_groups", args, 11, (size_t)g.c * gs, gs);
}
