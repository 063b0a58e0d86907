/* The opencl backend's layer and loss operators in OpenCL C: softmax and log_softmax and their
 * backwards, causal_softmax, layer_norm and its backward, rms_norm, cross_entropy and its backward, nll_loss both
 * ways, embedding and its backward, add_rms_norm, rms_norm_backward. One source, generic in its element type (opencl_program.h):
 * f32, f64 where the device has doubles, f16 stored as half and computed in float; other dtypes are
 * declined (NOT_SUPPORTED), so the core's portable kernel serves them. Each follows its cpu kernel
 * (runtime/kernels/ak_<name>.c) and the cuda backend's form: a row kernel takes one work-group per
 * row (ocl_row_group items) and reduces in a fixed tree; the weight gradients take one work-item per
 * column, summing the rows in order. No value is read back to the host. */
#include <string.h>

#include "opencl_program.h"

static const char* const k_nn[] = {
    "#ifndef OCL_INT\n"
    /* softmax (logm 0) / log_softmax (logm 1) along `axis`; each item reads x[j] before it writes y[j]
     * and the passes before are complete (the reductions' barriers), so y may be x */
    "__kernel void softmax_rows(__global T* y, __global const T* x, V vy, V vx, int axis, int logm, __local C* sh) {\n"
    "    long r = get_group_id(0); int l = get_local_id(0), g = get_local_size(0);\n"
    "    long n = vx.shape[axis], sx = vx.st[axis], sy = vy.st[axis];\n"
    "    long bx = ocl_row(&vx, r, axis), by = ocl_row(&vy, r, axis);\n"
    "    C m = -INFINITY;\n"
    "    for (long j = l; j < n; j += g) { C v = LD(x, bx + j * sx); if (v > m) m = v; }\n"
    "    m = ocl_gmax(m, sh);\n"
    "    C s = 0;\n"
    "    for (long j = l; j < n; j += g) s += exp(LD(x, bx + j * sx) - m);\n"
    "    s = ocl_gsum(s, sh);\n"
    "    C lse = m + log(s);\n"
    "    for (long j = l; j < n; j += g) {\n"
    "        C v = LD(x, bx + j * sx);\n"
    "        ST(y, by + j * sy, logm ? v - lse : exp(v - m) / s);\n"
    "    }\n"
    "}\n"
    ,
    /* causal_softmax over the last dim of [..., s, t]: row i keeps j <= i + t - s, the rest become 0 */
    "__kernel void causal_softmax_rows(__global T* y, __global const T* x, V vy, V vx, __local C* sh) {\n"
    "    long r = get_group_id(0); int l = get_local_id(0), g = get_local_size(0), axis = vx.ndim - 1;\n"
    "    long n = vx.shape[axis], sx = vx.st[axis], sy = vy.st[axis], rows = vx.shape[axis - 1];\n"
    "    long valid = min(n, r % rows + n - rows + 1);\n"
    "    long bx = ocl_row(&vx, r, axis), by = ocl_row(&vy, r, axis);\n"
    "    C m = -INFINITY;\n"
    "    for (long j = l; j < valid; j += g) { C v = LD(x, bx + j * sx); if (v > m) m = v; }\n"
    "    m = ocl_gmax(m, sh);\n"
    "    C s = 0;\n"
    "    for (long j = l; j < valid; j += g) s += exp(LD(x, bx + j * sx) - m);\n"
    "    s = ocl_gsum(s, sh);\n"
    "    for (long j = l; j < n; j += g) ST(y, by + j * sy, j < valid ? exp(LD(x, bx + j * sx) - m) / s : (C)0);\n"
    "}\n"
    ,
    /* dx = y (dy - sum(dy y)) (softmax) or dy - exp(y) sum(dy) (log_softmax) */
    "__kernel void softmax_back_rows(__global T* dx, __global const T* dy, __global const T* y, V vdx, V vdy, V vy,\n"
    "                                int axis, int logm, __local C* sh) {\n"
    "    long r = get_group_id(0); int l = get_local_id(0), g = get_local_size(0);\n"
    "    long n = vdx.shape[axis], sdx = vdx.st[axis], sdy = vdy.st[axis], sy = vy.st[axis];\n"
    "    long bdx = ocl_row(&vdx, r, axis), bdy = ocl_row(&vdy, r, axis), by = ocl_row(&vy, r, axis);\n"
    "    C s = 0;\n"
    "    for (long j = l; j < n; j += g) { C gr = LD(dy, bdy + j * sdy); s += logm ? gr : gr * LD(y, by + j * sy); }\n"
    "    s = ocl_gsum(s, sh);\n"
    "    for (long j = l; j < n; j += g) {\n"
    "        C gr = LD(dy, bdy + j * sdy), v = LD(y, by + j * sy);\n"
    "        ST(dx, bdx + j * sdx, logm ? gr - exp(v) * s : v * (gr - s));\n"
    "    }\n"
    "}\n"
    /* layer_norm over the last dim: std = sqrt(biased var + eps) (from the deviations: two passes),
     * z = (x - mean) / std, y = z w + b */
    "__kernel void layer_norm_rows(__global T* y, __global T* z, __global T* sd, __global const T* x,\n"
    "        __global const T* w, __global const T* b, V vy, V vz, V vsd, V vx, V vw, V vb, int has_b, float eps,\n"
    "        __local C* sh) {\n"
    "    long r = get_group_id(0); int l = get_local_id(0), g = get_local_size(0), axis = vx.ndim - 1;\n"
    "    long n = vx.shape[axis], sx = vx.st[axis];\n"
    "    long bx = ocl_row(&vx, r, axis), by = ocl_row(&vy, r, axis), bz = ocl_row(&vz, r, axis);\n"
    "    C s = 0;\n"
    "    for (long j = l; j < n; j += g) s += LD(x, bx + j * sx);\n"
    "    C mean = ocl_gsum(s, sh) / (C)n;\n"
    "    C ss = 0;\n"
    "    for (long j = l; j < n; j += g) { C v = LD(x, bx + j * sx) - mean; ss += v * v; }\n"
    "    C sdv = sqrt(ocl_gsum(ss, sh) / (C)n + (C)eps), inv = (C)1 / sdv;\n"
    "    if (l == 0) ST(sd, ocl_off(&vsd, r), sdv);\n"
    "    for (long j = l; j < n; j += g) {\n"
    "        C v = (LD(x, bx + j * sx) - mean) * inv;\n"
    "        C o = v * LD(w, j * vw.st[0]) + (has_b ? LD(b, j * vb.st[0]) : (C)0);\n"
    "        ST(z, bz + j * vz.st[axis], v);\n"
    "        ST(y, by + j * vy.st[axis], o);\n"
    "    }\n"
    "}\n"
    /* layer_norm_backward's column pass: dw[j] = sum dy z, db[j] = sum dy over the rows in order */
    "__kernel void norm_wgrad(__global T* dw, __global T* db, __global const T* dy, __global const T* z,\n"
    "        V vdw, V vdb, V vdy, V vz, int has_db, long rows) {\n"
    "    long j = get_global_id(0); int axis = vdy.ndim - 1;\n"
    "    if (j >= vdy.shape[axis]) return;\n"
    "    C aw = 0, ab = 0;\n"
    "    for (long row = 0; row < rows; ++row) {\n"
    "        C gr = LD(dy, ocl_row(&vdy, row, axis) + j * vdy.st[axis]);\n"
    "        aw += gr * LD(z, ocl_row(&vz, row, axis) + j * vz.st[axis]);\n"
    "        ab += gr;\n"
    "    }\n"
    "    ST(dw, j * vdw.st[0], aw);\n"
    "    if (has_db) ST(db, j * vdb.st[0], ab);\n"
    "}\n"
    /* its rows: g = dy w, dx = (g - mean(g) - z mean(g z)) / std */
    "__kernel void layer_norm_back_rows(__global T* dx, __global const T* dy, __global const T* z,\n"
    "        __global const T* sd, __global const T* w, V vdx, V vdy, V vz, V vsd, V vw, __local C* sh) {\n"
    "    long r = get_group_id(0); int l = get_local_id(0), g = get_local_size(0), axis = vdx.ndim - 1;\n"
    "    long n = vdx.shape[axis];\n"
    "    long bdx = ocl_row(&vdx, r, axis), bdy = ocl_row(&vdy, r, axis), bz = ocl_row(&vz, r, axis);\n"
    "    C inv = (C)1 / LD(sd, ocl_off(&vsd, r));\n"
    "    C sg = 0, sgz = 0;\n"
    "    for (long j = l; j < n; j += g) {\n"
    "        C gr = LD(dy, bdy + j * vdy.st[axis]) * LD(w, j * vw.st[0]);\n"
    "        sg += gr; sgz += gr * LD(z, bz + j * vz.st[axis]);\n"
    "    }\n"
    "    C mg = ocl_gsum(sg, sh) / (C)n, mgz = ocl_gsum(sgz, sh) / (C)n;\n"
    "    for (long j = l; j < n; j += g) {\n"
    "        C gr = LD(dy, bdy + j * vdy.st[axis]) * LD(w, j * vw.st[0]);\n"
    "        ST(dx, bdx + j * vdx.st[axis], (gr - mg - LD(z, bz + j * vz.st[axis]) * mgz) * inv);\n"
    "    }\n"
    "}\n",
    /* rms_norm: y = x w / sqrt(mean(x^2) + eps) */
    "__kernel void rms_norm_rows(__global T* y, __global const T* x, __global const T* w, V vy, V vx, V vw,\n"
    "        float eps, __local C* sh) {\n"
    "    long r = get_group_id(0); int l = get_local_id(0), g = get_local_size(0), axis = vx.ndim - 1;\n"
    "    long n = vx.shape[axis], bx = ocl_row(&vx, r, axis), by = ocl_row(&vy, r, axis);\n"
    "    C ss = 0;\n"
    "    for (long j = l; j < n; j += g) { C v = LD(x, bx + j * vx.st[axis]); ss += v * v; }\n"
    "    C scale = (C)1 / sqrt(ocl_gsum(ss, sh) / (C)n + (C)eps);\n"
    "    for (long j = l; j < n; j += g)\n"
    "        ST(y, by + j * vy.st[axis], LD(x, bx + j * vx.st[axis]) * scale * LD(w, j * vw.st[0]));\n"
    "}\n"
    /* add_rms_norm (ak_add_rms_norm.c): res = a + b (stored), the mean square of the unrounded sums, y from
     * the stored res; each item reads a[j] and b[j] before it writes res[j], so res may be a or b */
    "__kernel void add_rms_norm_rows(__global T* y, __global T* res, __global const T* a, __global const T* b,\n"
    "        __global const T* w, V vy, V vr, V va, V vb, V vw, float eps, __local C* sh) {\n"
    "    long r = get_group_id(0); int l = get_local_id(0), g = get_local_size(0), axis = va.ndim - 1;\n"
    "    long n = va.shape[axis], ba = ocl_row(&va, r, axis), bb = ocl_row(&vb, r, axis);\n"
    "    long br = ocl_row(&vr, r, axis), by = ocl_row(&vy, r, axis);\n"
    "    C ss = 0;\n"
    "    for (long j = l; j < n; j += g) {\n"
    "        C v = LD(a, ba + j * va.st[axis]) + LD(b, bb + j * vb.st[axis]);\n"
    "        ST(res, br + j * vr.st[axis], v);\n"
    "        ss += v * v;\n"
    "    }\n"
    "    C scale = (C)1 / sqrt(ocl_gsum(ss, sh) / (C)n + (C)eps);\n"
    "    for (long j = l; j < n; j += g)\n"
    "        ST(y, by + j * vy.st[axis], LD(res, br + j * vr.st[axis]) * LD(w, j * vw.st[0]) * scale);\n"
    "}\n"
    ,
    /* rms_norm_backward (runtime/kernels/ak_norm_backward.c): r = 1 / sqrt(mean(x^2) + eps) per row into
     * the scratch rr; then dw[j] = sum over rows in order of dy x r; then per row, g = dy w,
     * dx = r g - x r^3 mean(g x) */
    "__kernel void rms_r_rows(__global C* rr, __global const T* x, V vx, float eps, __local C* sh) {\n"
    "    long r = get_group_id(0); int l = get_local_id(0), g = get_local_size(0), axis = vx.ndim - 1;\n"
    "    long n = vx.shape[axis], bx = ocl_row(&vx, r, axis);\n"
    "    C ss = 0;\n"
    "    for (long j = l; j < n; j += g) { C v = LD(x, bx + j * vx.st[axis]); ss += v * v; }\n"
    "    ss = ocl_gsum(ss, sh);\n"
    "    if (l == 0) rr[r] = (C)1 / sqrt(ss / (C)n + (C)eps);\n"
    "}\n"
    "__kernel void rms_wgrad(__global T* dw, __global const T* dy, __global const T* x, __global const C* rr,\n"
    "        V vdw, V vdy, V vx, long rows) {\n"
    "    long j = get_global_id(0); int axis = vdy.ndim - 1;\n"
    "    if (j >= vdy.shape[axis]) return;\n"
    "    C aw = 0;\n"
    "    for (long row = 0; row < rows; ++row)\n"
    "        aw += LD(dy, ocl_row(&vdy, row, axis) + j * vdy.st[axis]) * LD(x, ocl_row(&vx, row, axis) + j * vx.st[axis]) * rr[row];\n"
    "    ST(dw, j * vdw.st[0], aw);\n"
    "}\n"
    "__kernel void rms_back_rows(__global T* dx, __global const T* dy, __global const T* x, __global const T* w,\n"
    "        __global const C* rr, V vdx, V vdy, V vx, V vw, __local C* sh) {\n"
    "    long r = get_group_id(0); int l = get_local_id(0), g = get_local_size(0), axis = vdx.ndim - 1;\n"
    "    long n = vdx.shape[axis];\n"
    "    long bdx = ocl_row(&vdx, r, axis), bdy = ocl_row(&vdy, r, axis), bx = ocl_row(&vx, r, axis);\n"
    "    C s = 0;\n"
    "    for (long j = l; j < n; j += g)\n"
    "        s += LD(dy, bdy + j * vdy.st[axis]) * LD(w, j * vw.st[0]) * LD(x, bx + j * vx.st[axis]);\n"
    "    C rv = rr[r], c = rv * rv * rv * (ocl_gsum(s, sh) / (C)n);\n"
    "    for (long j = l; j < n; j += g) {\n"
    "        C gr = LD(dy, bdy + j * vdy.st[axis]) * LD(w, j * vw.st[0]);\n"
    "        ST(dx, bdx + j * vdx.st[axis], rv * gr - LD(x, bx + j * vx.st[axis]) * c);\n"
    "    }\n"
    "}\n"
    /* cross_entropy: y = logsumexp(x row) - x[target] per token; a target outside [0, v): 0 */
    "__kernel void cross_entropy_rows(__global T* y, __global const T* x, __global const void* tg, V vy, V vx, V vt,\n"
    "        int i64, __local C* sh) {\n"
    "    long r = get_group_id(0); int l = get_local_id(0), g = get_local_size(0), axis = vx.ndim - 1;\n"
    "    long v = vx.shape[axis], sx = vx.st[axis], bx = ocl_offn(&vx, r, axis), by = ocl_off(&vy, r);\n"
    "    long label = ocl_index(tg, ocl_off(&vt, r), i64);\n"
    "    if (label < 0 || label >= v) { if (l == 0) ST(y, by, (C)0); return; }\n"
    "    C m = -INFINITY;\n"
    "    for (long j = l; j < v; j += g) { C e = LD(x, bx + j * sx); if (e > m) m = e; }\n"
    "    m = ocl_gmax(m, sh);\n"
    "    C s = 0;\n"
    "    for (long j = l; j < v; j += g) s += exp(LD(x, bx + j * sx) - m);\n"
    "    s = ocl_gsum(s, sh);\n"
    "    if (l == 0) ST(y, by, log(s) + m - LD(x, bx + label * sx));\n"
    "}\n"
    /* its backward: dx = dy (softmax(x) - onehot(target)); an ignored token's row is 0 */
    "__kernel void cross_entropy_back_rows(__global T* dx, __global const T* dy, __global const T* x,\n"
    "        __global const void* tg, V vdx, V vdy, V vx, V vt, int i64, __local C* sh) {\n"
    "    long r = get_group_id(0); int l = get_local_id(0), g = get_local_size(0), axis = vdx.ndim - 1;\n"
    "    long v = vdx.shape[axis], bdx = ocl_offn(&vdx, r, axis), bx = ocl_offn(&vx, r, axis);\n"
    "    long sdx = vdx.st[axis], sx = vx.st[axis];\n"
    "    long label = ocl_index(tg, ocl_off(&vt, r), i64);\n"
    "    if (label < 0 || label >= v) { for (long j = l; j < v; j += g) ST(dx, bdx + j * sdx, (C)0); return; }\n"
    "    C gy = LD(dy, ocl_off(&vdy, r));\n"
    "    C m = -INFINITY;\n"
    "    for (long j = l; j < v; j += g) { C e = LD(x, bx + j * sx); if (e > m) m = e; }\n"
    "    m = ocl_gmax(m, sh);\n"
    "    C s = 0;\n"
    "    for (long j = l; j < v; j += g) s += exp(LD(x, bx + j * sx) - m);\n"
    "    C inv = (C)1 / ocl_gsum(s, sh);\n"
    "    for (long j = l; j < v; j += g) {\n"
    "        C p = exp(LD(x, bx + j * sx) - m) * inv;\n"
    "        ST(dx, bdx + j * sdx, gy * (j == label ? p - (C)1 : p));\n"
    "    }\n"
    "}\n",
    /* nll_loss: y = -x[target] per token (0 where the target is outside [0, v)) */
    "__kernel void nll_loss_items(__global T* y, __global const T* x, __global const void* tg, V vy, V vx, V vt,\n"
    "        int i64, long tokens) {\n"
    "    long r = get_global_id(0); if (r >= tokens) return;\n"
    "    int axis = vx.ndim - 1; long v = vx.shape[axis];\n"
    "    long label = ocl_index(tg, ocl_off(&vt, r), i64);\n"
    "    ST(y, ocl_off(&vy, r), label < 0 || label >= v ? (C)0 : -LD(x, ocl_offn(&vx, r, axis) + label * vx.st[axis]));\n"
    "}\n"
    "__kernel void nll_loss_back_items(__global T* dx, __global const T* dy, __global const void* tg, V vdx, V vdy,\n"
    "        V vt, int i64, long n) {\n"
    "    long e = get_global_id(0); if (e >= n) return;\n"
    "    int axis = vdx.ndim - 1; long v = vdx.shape[axis], j = e % v, r = e / v;\n"
    "    long label = ocl_index(tg, ocl_off(&vt, r), i64);\n"
    "    ST(dx, ocl_offn(&vdx, r, axis) + j * vdx.st[axis], j == label ? -LD(dy, ocl_off(&vdy, r)) : (C)0);\n"
    "}\n"
    /* embedding: out[..., j] = w[id, j]; an id outside [0, v) makes its row NaN and raises the fault word
     * (the cpu kernel refuses the call; the next synchronization reports it) */
    "__kernel void embedding_items(__global T* out, __global const void* ids, __global const T* w, V vo, V vi, V vw,\n"
    "        int i64, __global long* f, long n) {\n"
    "    long e = get_global_id(0); if (e >= n) return;\n"
    "    int lead = vo.ndim - 1; long d = vo.shape[lead], j = e % d, r = e / d;\n"
    "    long id = ocl_index(ids, ocl_off(&vi, r), i64);\n"
    "    long o = ocl_offn(&vo, r, lead) + j * vo.st[lead];\n"
    "    if (id < 0 || id >= vw.shape[0]) { ST(out, o, (C)NAN); if (j == 0) ocl_raise(f, 1, id, vw.shape[0]); return; }\n"
    "    ST(out, o, LD(w, id * vw.st[0] + j * vw.st[1]));\n"
    "}\n"
    /* embedding_backward: a work-item per column adds the tokens' gradients in token order straight into
     * dweight (f32 / f64: the cpu kernel's sums, rounded alike); padding and out-of-range ids add nothing */
    "__kernel void embedding_back_cols(__global T* dw, __global const T* dy, __global const void* ids, V vdw, V vdy,\n"
    "        V vi, int i64, long pad) {\n"
    "    long j = get_global_id(0); if (j >= vdw.shape[1]) return;\n"
    "    long v = vdw.shape[0], n = vdy.shape[0];\n"
    "    for (long t = 0; t < n; ++t) {\n"
    "        long id = ocl_index(ids, t * vi.st[0], i64);\n"
    "        if (id < 0 || id >= v || id == pad) continue;\n"
    "        long o = id * vdw.st[0] + j * vdw.st[1];\n"
    "        ST(dw, o, LD(dw, o) + LD(dy, t * vdy.st[0] + j * vdy.st[1]));\n"
    "    }\n"
    "}\n"
    /* f16's embedding_backward, as the cpu kernel: each row of dweight sums its tokens in token order in
     * float and rounds once. A pass per token links it to the next token of its id (nx[t], n at the
     * end) and marks the first of each id (hd[t]); then a work-item per column follows each chain */
    "__kernel void embedding_back_links(__global long* nx, __global int* hd, __global const void* ids, V vi,\n"
    "        int i64, long n) {\n"
    "    long t = get_global_id(0); if (t >= n) return;\n"
    "    long id = ocl_index(ids, t * vi.st[0], i64), next = n; int head = 1;\n"
    "    for (long u = 0; u < t && head; ++u) head = ocl_index(ids, u * vi.st[0], i64) != id;\n"
    "    for (long u = t + 1; u < n; ++u) if (ocl_index(ids, u * vi.st[0], i64) == id) { next = u; break; }\n"
    "    nx[t] = next; hd[t] = head;\n"
    "}\n"
    "__kernel void embedding_back_chains(__global T* dw, __global const T* dy, __global const void* ids,\n"
    "        __global const long* nx, __global const int* hd, V vdw, V vdy, V vi, int i64, long pad) {\n"
    "    long j = get_global_id(0); if (j >= vdw.shape[1]) return;\n"
    "    long v = vdw.shape[0], n = vdy.shape[0];\n"
    "    for (long t = 0; t < n; ++t) {\n"
    "        if (!hd[t]) continue;\n"
    "        long id = ocl_index(ids, t * vi.st[0], i64);\n"
    "        if (id < 0 || id >= v || id == pad) continue;\n"
    "        long o = id * vdw.st[0] + j * vdw.st[1];\n"
    "        C acc = LD(dw, o);\n"
    "        for (long u = t; u < n; u = nx[u]) acc += LD(dy, u * vdy.st[0] + j * vdy.st[1]);\n"
    "        ST(dw, o, acc);\n"
    "    }\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t g_nn = OCL_GROUP_INIT("nn", k_nn);

/* The float program type of tensor 0's dtype (declining any other), after every tensor's dims fit. */
static anyrt_status_t nn_prepare(int device, const anyrt_op_launch_t* l, const char* op, ocl_type_t* type,
                                 ocl_view_t* v) {
    anyrt_status_t st = ocl_type_of(device, l->tensors[0].dtype, op, type);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (*type > OCL_T_BF16) return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: %s: a float dtype only", op);
    for (int i = 0; i < l->tensor_count; ++i) {
        const anyrt_tensor_view_t* t = &l->tensors[i];
        if (t->ndim < 0 || t->data == NULL) memset(&v[i], 0, sizeof v[i]); /* an absent optional tensor */
        else if (ocl_view_of(t, &v[i]) != 0) return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: %s: more than 8 dims", op);
    }
    return ANYRT_STATUS_SUCCESS;
}

/* softmax / log_softmax (logm) along `axis`: the forward (tensors y, x) or the backward (dx, dy, y). */
static anyrt_status_t nn_softmax(int device, const anyrt_op_launch_t* l, int axis, int logm, int backward,
                                 const char* op) {
    ocl_type_t type;
    ocl_view_t v[3];
    anyrt_status_t st = nn_prepare(device, l, op, &type, v);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    int64_t n = v[0].shape[axis], total = ocl_numel(&l->tensors[0]);
    if (total == 0 || n == 0) return ANYRT_STATUS_SUCCESS;
    size_t g = ocl_row_group(device), rows = (size_t)(total / n);
    cl_int ax = axis, lg = logm;
    int tensors = backward ? 3 : 2, k = 0;
    ocl_karg_t a[9];
    for (int i = 0; i < tensors; ++i) a[k++] = OA_PTR(l->tensors[i].data);
    for (int i = 0; i < tensors; ++i) a[k++] = OA_VAL(v[i]);
    a[k++] = OA_VAL(ax);
    a[k++] = OA_VAL(lg);
    a[k++] = OA_LOCAL(g * ocl_csize(type));
    return ocl_launch(device, l, &g_nn, type, backward ? "softmax_back_rows" : "softmax_rows", a, k, rows * g, g);
}

/* Tensors: y, x ([..., s, t], t >= s). */
anyrt_status_t ocl_op_causal_softmax(int device, const anyrt_op_launch_t* l) {
    ocl_type_t type;
    ocl_view_t v[2];
    anyrt_status_t st = nn_prepare(device, l, "causal_softmax", &type, v);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (v[1].ndim < 2 || v[1].shape[v[1].ndim - 1] < v[1].shape[v[1].ndim - 2])
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: causal_softmax: x is not [..., s, t] with t >= s");
    int64_t n = v[1].shape[v[1].ndim - 1], total = ocl_numel(&l->tensors[1]);
    if (total == 0 || n == 0) return ANYRT_STATUS_SUCCESS;
    size_t g = ocl_row_group(device);
    ocl_karg_t a[] = {OA_PTR(l->tensors[0].data), OA_PTR(l->tensors[1].data), OA_VAL(v[0]), OA_VAL(v[1]),
                     OA_LOCAL(g * ocl_csize(type))};
    return ocl_launch(device, l, &g_nn, type, "causal_softmax_rows", a, 5, (size_t)(total / n) * g, g);
}

anyrt_status_t ocl_op_softmax(int device, const anyrt_op_launch_t* l) {
    return nn_softmax(device, l, ((const anyrt_softmax_attrs_t*)l->attrs)->axis, 0, 0, "softmax");
}

anyrt_status_t ocl_op_log_softmax(int device, const anyrt_op_launch_t* l) {
    return nn_softmax(device, l, ((const anyrt_log_softmax_attrs_t*)l->attrs)->dim, 1, 0, "log_softmax");
}

anyrt_status_t ocl_op_softmax_backward(int device, const anyrt_op_launch_t* l) {
    return nn_softmax(device, l, ((const anyrt_softmax_backward_attrs_t*)l->attrs)->axis, 0, 1, "softmax_backward");
}

anyrt_status_t ocl_op_log_softmax_backward(int device, const anyrt_op_launch_t* l) {
    return nn_softmax(device, l, ((const anyrt_log_softmax_backward_attrs_t*)l->attrs)->dim, 1, 1,
                      "log_softmax_backward");
}

/* Tensors: output, input_standardization, input_std_deviation, input, weight, bias (optional). */
anyrt_status_t ocl_op_layer_norm(int device, const anyrt_op_launch_t* l) {
    ocl_type_t type;
    ocl_view_t v[6];
    anyrt_status_t st = nn_prepare(device, l, "layer_norm", &type, v);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    int last = v[3].ndim - 1;
    int64_t d = v[3].shape[last], total = ocl_numel(&l->tensors[3]);
    if (total == 0 || d == 0) return ANYRT_STATUS_SUCCESS;
    size_t g = ocl_row_group(device), rows = (size_t)(total / d);
    const void* bias = l->tensor_count > 5 && l->tensors[5].ndim >= 0 ? l->tensors[5].data : NULL;
    cl_int has_b = bias != NULL;
    float eps = ((const anyrt_layer_norm_attrs_t*)l->attrs)->eps;
    ocl_view_t vb = has_b ? v[5] : v[4];
    ocl_karg_t a[] = {OA_PTR(l->tensors[0].data), OA_PTR(l->tensors[1].data), OA_PTR(l->tensors[2].data),
                     OA_PTR(l->tensors[3].data), OA_PTR(l->tensors[4].data), OA_PTR(has_b ? bias : l->tensors[4].data),
                     OA_VAL(v[0]), OA_VAL(v[1]), OA_VAL(v[2]), OA_VAL(v[3]), OA_VAL(v[4]), OA_VAL(vb), OA_VAL(has_b),
                     OA_VAL(eps), OA_LOCAL(g * ocl_csize(type))};
    return ocl_launch(device, l, &g_nn, type, "layer_norm_rows", a, 15, rows * g, g);
}

/* Tensors: dx, dweight, dbias (optional), dy, input_standardization, input_std_deviation, weight. The
 * column pass reads dy before the row pass writes dx (which may be dy): the queue runs them in order. */
anyrt_status_t ocl_op_layer_norm_backward(int device, const anyrt_op_launch_t* l) {
    ocl_type_t type;
    ocl_view_t v[7];
    anyrt_status_t st = nn_prepare(device, l, "layer_norm_backward", &type, v);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    int last = v[0].ndim - 1;
    int64_t d = v[0].shape[last], total = ocl_numel(&l->tensors[0]);
    if (d == 0) return ANYRT_STATUS_SUCCESS;
    cl_long rows = total / d;
    const void* db = l->tensors[2].ndim >= 0 ? l->tensors[2].data : NULL;
    cl_int has_db = db != NULL;
    ocl_karg_t c[] = {OA_PTR(l->tensors[1].data), OA_PTR(has_db ? db : l->tensors[1].data), OA_PTR(l->tensors[3].data),
                     OA_PTR(l->tensors[4].data), OA_VAL(v[1]), OA_VAL(v[has_db ? 2 : 1]), OA_VAL(v[3]), OA_VAL(v[4]),
                     OA_VAL(has_db), OA_VAL(rows)};
    st = ocl_launch(device, l, &g_nn, type, "norm_wgrad", c, 10, (size_t)d, 0);
    if (st != ANYRT_STATUS_SUCCESS || rows == 0) return st;
    size_t g = ocl_row_group(device);
    ocl_karg_t a[] = {OA_PTR(l->tensors[0].data), OA_PTR(l->tensors[3].data), OA_PTR(l->tensors[4].data),
                     OA_PTR(l->tensors[5].data), OA_PTR(l->tensors[6].data), OA_VAL(v[0]), OA_VAL(v[3]), OA_VAL(v[4]),
                     OA_VAL(v[5]), OA_VAL(v[6]), OA_LOCAL(g * ocl_csize(type))};
    return ocl_launch(device, l, &g_nn, type, "layer_norm_back_rows", a, 11, (size_t)rows * g, g);
}

/* Tensors: y, x, w (w of y's dtype; an f32 w with f16 activations is left to the portable kernel). */
anyrt_status_t ocl_op_rms_norm(int device, const anyrt_op_launch_t* l) {
    if (l->tensors[2].dtype != l->tensors[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: rms_norm: a weight of another dtype");
    ocl_type_t type;
    ocl_view_t v[3];
    anyrt_status_t st = nn_prepare(device, l, "rms_norm", &type, v);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    int64_t d = v[1].shape[v[1].ndim - 1], total = ocl_numel(&l->tensors[1]);
    if (total == 0 || d == 0) return ANYRT_STATUS_SUCCESS;
    size_t g = ocl_row_group(device);
    float eps = ((const anyrt_rms_norm_attrs_t*)l->attrs)->epsilon;
    ocl_karg_t a[] = {OA_PTR(l->tensors[0].data), OA_PTR(l->tensors[1].data), OA_PTR(l->tensors[2].data), OA_VAL(v[0]),
                     OA_VAL(v[1]), OA_VAL(v[2]), OA_VAL(eps), OA_LOCAL(g * ocl_csize(type))};
    return ocl_launch(device, l, &g_nn, type, "rms_norm_rows", a, 8, (size_t)(total / d) * g, g);
}

/* Tensors: y, residual_out, a, b, weight (all of one dtype: an f32 weight with f16 activations is left to
 * the portable kernel). */
anyrt_status_t ocl_op_add_rms_norm(int device, const anyrt_op_launch_t* l) {
    for (int i = 1; i < 5; ++i)
        if (l->tensors[i].dtype != l->tensors[0].dtype)
            return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: add_rms_norm: operands of mixed dtypes");
    ocl_type_t type;
    ocl_view_t v[5];
    anyrt_status_t st = nn_prepare(device, l, "add_rms_norm", &type, v);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    int64_t d = v[2].shape[v[2].ndim - 1], total = ocl_numel(&l->tensors[2]);
    if (total == 0 || d == 0) return ANYRT_STATUS_SUCCESS;
    size_t g = ocl_row_group(device);
    float eps = ((const anyrt_add_rms_norm_attrs_t*)l->attrs)->epsilon;
    ocl_karg_t a[] = {OA_PTR(l->tensors[0].data), OA_PTR(l->tensors[1].data), OA_PTR(l->tensors[2].data),
                     OA_PTR(l->tensors[3].data), OA_PTR(l->tensors[4].data), OA_VAL(v[0]), OA_VAL(v[1]), OA_VAL(v[2]),
                     OA_VAL(v[3]), OA_VAL(v[4]), OA_VAL(eps), OA_LOCAL(g * ocl_csize(type))};
    return ocl_launch(device, l, &g_nn, type, "add_rms_norm_rows", a, 12, (size_t)(total / d) * g, g);
}

/* Tensors: dx, dw, dy, x, w (all of one dtype). Three passes on the stream, in order: each row's r into a
 * scratch of rows values, the weight gradient by columns (reading dy before dx, which may be dy, is
 * written), the rows' dx. */
anyrt_status_t ocl_op_rms_norm_backward(int device, const anyrt_op_launch_t* l) {
    for (int i = 1; i < 5; ++i)
        if (l->tensors[i].dtype != l->tensors[0].dtype)
            return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: rms_norm_backward: operands of mixed dtypes");
    ocl_type_t type;
    ocl_view_t v[5];
    anyrt_status_t st = nn_prepare(device, l, "rms_norm_backward", &type, v);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    int last = v[0].ndim - 1;
    int64_t d = v[0].shape[last], total = ocl_numel(&l->tensors[0]);
    if (d == 0) return ANYRT_STATUS_SUCCESS;
    cl_long rows = total / d;
    float eps = ((const anyrt_rms_norm_backward_attrs_t*)l->attrs)->epsilon;
    size_t g = ocl_row_group(device);
    void* rr = ocl_scratch(device, (size_t)rows * ocl_csize(type), &st);
    if (rr == NULL) return st;
    if (rows > 0) {
        ocl_karg_t a[] = {OA_PTR(rr), OA_PTR(l->tensors[3].data), OA_VAL(v[3]), OA_VAL(eps), OA_LOCAL(g * ocl_csize(type))};
        st = ocl_launch(device, l, &g_nn, type, "rms_r_rows", a, 5, (size_t)rows * g, g);
    }
    if (st == ANYRT_STATUS_SUCCESS) {
        ocl_karg_t c[] = {OA_PTR(l->tensors[1].data), OA_PTR(l->tensors[2].data), OA_PTR(l->tensors[3].data), OA_PTR(rr),
                         OA_VAL(v[1]), OA_VAL(v[2]), OA_VAL(v[3]), OA_VAL(rows)};
        st = ocl_launch(device, l, &g_nn, type, "rms_wgrad", c, 8, (size_t)d, 0);
    }
    if (st == ANYRT_STATUS_SUCCESS && rows > 0) {
        ocl_karg_t a[] = {OA_PTR(l->tensors[0].data), OA_PTR(l->tensors[2].data), OA_PTR(l->tensors[3].data),
                         OA_PTR(l->tensors[4].data), OA_PTR(rr), OA_VAL(v[0]), OA_VAL(v[2]), OA_VAL(v[3]), OA_VAL(v[4]),
                         OA_LOCAL(g * ocl_csize(type))};
        st = ocl_launch(device, l, &g_nn, type, "rms_back_rows", a, 10, (size_t)rows * g, g);
    }
    return ocl_scratch_free(device, l, rr, st);
}

/* Whether the launch's tensor `i` holds int64 indices (the spec allows int32 and int64). */
static cl_int nn_i64(const anyrt_op_launch_t* l, int i) { return l->tensors[i].dtype == ANYRT_DTYPE_INT64; }

/* Tensors: y, x, target. */
anyrt_status_t ocl_op_cross_entropy(int device, const anyrt_op_launch_t* l) {
    ocl_type_t type;
    ocl_view_t v[3];
    anyrt_status_t st = nn_prepare(device, l, "cross_entropy", &type, v);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    int64_t tokens = ocl_numel(&l->tensors[0]);
    if (tokens == 0) return ANYRT_STATUS_SUCCESS;
    size_t g = ocl_row_group(device);
    cl_int i64 = nn_i64(l, 2);
    ocl_karg_t a[] = {OA_PTR(l->tensors[0].data), OA_PTR(l->tensors[1].data), OA_PTR(l->tensors[2].data), OA_VAL(v[0]),
                     OA_VAL(v[1]), OA_VAL(v[2]), OA_VAL(i64), OA_LOCAL(g * ocl_csize(type))};
    return ocl_launch(device, l, &g_nn, type, "cross_entropy_rows", a, 8, (size_t)tokens * g, g);
}

/* Tensors: dx, dy, x, target. */
anyrt_status_t ocl_op_cross_entropy_backward(int device, const anyrt_op_launch_t* l) {
    ocl_type_t type;
    ocl_view_t v[4];
    anyrt_status_t st = nn_prepare(device, l, "cross_entropy_backward", &type, v);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    int64_t vv = v[0].shape[v[0].ndim - 1], total = ocl_numel(&l->tensors[0]);
    if (vv == 0 || total == 0) return ANYRT_STATUS_SUCCESS;
    size_t g = ocl_row_group(device);
    cl_int i64 = nn_i64(l, 3);
    ocl_karg_t a[] = {OA_PTR(l->tensors[0].data), OA_PTR(l->tensors[1].data), OA_PTR(l->tensors[2].data),
                     OA_PTR(l->tensors[3].data), OA_VAL(v[0]), OA_VAL(v[1]), OA_VAL(v[2]), OA_VAL(v[3]), OA_VAL(i64),
                     OA_LOCAL(g * ocl_csize(type))};
    return ocl_launch(device, l, &g_nn, type, "cross_entropy_back_rows", a, 10, (size_t)(total / vv) * g, g);
}

/* Tensors: y, x, target. */
anyrt_status_t ocl_op_nll_loss(int device, const anyrt_op_launch_t* l) {
    ocl_type_t type;
    ocl_view_t v[3];
    anyrt_status_t st = nn_prepare(device, l, "nll_loss", &type, v);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    cl_long tokens = ocl_numel(&l->tensors[0]);
    cl_int i64 = nn_i64(l, 2);
    ocl_karg_t a[] = {OA_PTR(l->tensors[0].data), OA_PTR(l->tensors[1].data), OA_PTR(l->tensors[2].data), OA_VAL(v[0]),
                     OA_VAL(v[1]), OA_VAL(v[2]), OA_VAL(i64), OA_VAL(tokens)};
    return ocl_launch(device, l, &g_nn, type, "nll_loss_items", a, 8, (size_t)tokens, 0);
}

/* Tensors: dx, dy, x (only its shape), target (the last). */
anyrt_status_t ocl_op_nll_loss_backward(int device, const anyrt_op_launch_t* l) {
    ocl_type_t type;
    ocl_view_t v[4];
    anyrt_status_t st = nn_prepare(device, l, "nll_loss_backward", &type, v);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    int t = l->tensor_count - 1;
    cl_long n = ocl_numel(&l->tensors[0]);
    cl_int i64 = nn_i64(l, t);
    ocl_karg_t a[] = {OA_PTR(l->tensors[0].data), OA_PTR(l->tensors[1].data), OA_PTR(l->tensors[t].data), OA_VAL(v[0]),
                     OA_VAL(v[1]), OA_VAL(v[t]), OA_VAL(i64), OA_VAL(n)};
    return ocl_launch(device, l, &g_nn, type, "nll_loss_back_items", a, 8, (size_t)n, 0);
}

/* Tensors: output, input (the ids), weight. */
anyrt_status_t ocl_op_embedding(int device, const anyrt_op_launch_t* l) {
    ocl_type_t type;
    ocl_view_t v[3];
    anyrt_status_t st = nn_prepare(device, l, "embedding", &type, v);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (l->tensors[1].dtype != ANYRT_DTYPE_INT32 && l->tensors[1].dtype != ANYRT_DTYPE_INT64)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: embedding: the ids must be int32 or int64");
    void* f = ocl_fault_word(device);
    if (f == NULL) return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: embedding: no fault word on this device");
    cl_long n = ocl_numel(&l->tensors[0]);
    cl_int i64 = nn_i64(l, 1);
    ocl_karg_t a[] = {OA_PTR(l->tensors[0].data), OA_PTR(l->tensors[1].data), OA_PTR(l->tensors[2].data), OA_VAL(v[0]),
                     OA_VAL(v[1]), OA_VAL(v[2]), OA_VAL(i64), OA_PTR(f), OA_VAL(n)};
    return ocl_launch(device, l, &g_nn, type, "embedding_items", a, 9, (size_t)n, 0);
}

/* Tensors: dweight (added to), dy, input. f32 / f64 add in place in token order (the cpu kernel's sums);
 * f16 sums each row's tokens in float and rounds once, as the cpu kernel, through a scratch of the
 * tokens' links (embedding_back_links). */
anyrt_status_t ocl_op_embedding_backward(int device, const anyrt_op_launch_t* l) {
    ocl_type_t type;
    ocl_view_t v[3];
    anyrt_status_t st = nn_prepare(device, l, "embedding_backward", &type, v);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    cl_int i64 = nn_i64(l, 2);
    cl_long pad = ((const anyrt_embedding_backward_attrs_t*)l->attrs)->padding_idx;
    if (type == OCL_T_F16 || type == OCL_T_BF16) {
        cl_long n = v[1].shape[0];
        if (n == 0 || v[0].shape[1] == 0) return ANYRT_STATUS_SUCCESS;
        char* links = ocl_scratch(device, (size_t)n * (sizeof(cl_long) + sizeof(cl_int)), &st);
        if (links == NULL) return st;
        void* hd = links + (size_t)n * sizeof(cl_long);
        ocl_karg_t k[] = {OA_PTR(links), OA_PTR(hd), OA_PTR(l->tensors[2].data), OA_VAL(v[2]), OA_VAL(i64), OA_VAL(n)};
        st = ocl_launch(device, l, &g_nn, type, "embedding_back_links", k, 6, (size_t)n, 0);
        if (st == ANYRT_STATUS_SUCCESS) {
            ocl_karg_t a[] = {OA_PTR(l->tensors[0].data), OA_PTR(l->tensors[1].data), OA_PTR(l->tensors[2].data),
                             OA_PTR(links), OA_PTR(hd), OA_VAL(v[0]), OA_VAL(v[1]), OA_VAL(v[2]), OA_VAL(i64), OA_VAL(pad)};
            st = ocl_launch(device, l, &g_nn, type, "embedding_back_chains", a, 10, (size_t)v[0].shape[1], 0);
        }
        return ocl_scratch_free(device, l, links, st);
    }
    ocl_karg_t a[] = {OA_PTR(l->tensors[0].data), OA_PTR(l->tensors[1].data), OA_PTR(l->tensors[2].data), OA_VAL(v[0]),
                     OA_VAL(v[1]), OA_VAL(v[2]), OA_VAL(i64), OA_VAL(pad)};
    return ocl_launch(device, l, &g_nn, type, "embedding_back_cols", a, 8, (size_t)v[0].shape[1], 0);
}
